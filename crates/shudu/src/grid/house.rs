//! [`House`]: a row, column or box, each of which must hold every digit once.

use std::fmt;

use super::layout::{HOUSE_CELLS, HOUSE_SETS, HOUSES, house_at, house_index};
use super::{Cell, CellSet};

/// A group of nine cells that must hold each digit exactly once.
///
/// The enum is non-exhaustive so that variants (diagonals, jigsaw regions) can join later.
///
/// ```
/// use shudu::House;
/// assert_eq!(House::Box(4).to_string(), "box 5");
/// assert_eq!(House::Row(0).cells().count(), 9);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[non_exhaustive]
pub enum House {
    /// A row, zero-based from the top.
    Row(u8),
    /// A column, zero-based from the left.
    Column(u8),
    /// A 3×3 box, zero-based in reading order.
    Box(u8),
}

impl House {
    /// All 27 houses: rows, then columns, then boxes.
    pub fn all() -> impl Iterator<Item = House> + Clone {
        (0..HOUSES).map(house_at)
    }

    /// The nine cells of the house, in reading order.
    pub fn cells(self) -> impl Iterator<Item = Cell> + Clone {
        HOUSE_CELLS[house_index(self)]
            .into_iter()
            .map(|i| Cell::from_index(usize::from(i)).expect("house cells lie inside the grid"))
    }

    /// The nine cells of the house as a set.
    ///
    /// ```
    /// use shudu::{Cell, House};
    /// assert!(House::Column(2).cell_set().contains(Cell::new(5, 2).unwrap()));
    /// ```
    #[inline]
    pub fn cell_set(self) -> CellSet {
        HOUSE_SETS[house_index(self)]
    }

    /// Whether `cell` belongs to this house.
    pub fn contains(self, cell: Cell) -> bool {
        HOUSE_SETS[house_index(self)].contains(cell)
    }
}

impl fmt::Display for House {
    /// The house's name, as [`HouseName`](super::HouseName) words it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        super::HouseName::from(*self).fmt(f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn houses_cover_each_cell_three_times() {
        let mut seen = [0; 81];
        for h in House::all() {
            for c in h.cells() {
                assert!(h.contains(c));
                seen[c.index()] += 1;
            }
        }
        assert!(seen.iter().all(|&n| n == 3));
    }
}
