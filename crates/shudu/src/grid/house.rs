//! [`House`]: a row, column or box, each of which must hold every digit once.

use std::fmt;

use super::Cell;

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
        (0..9)
            .map(House::Row)
            .chain((0..9).map(House::Column))
            .chain((0..9).map(House::Box))
    }

    /// The nine cells of the house, in reading order.
    pub fn cells(self) -> impl Iterator<Item = Cell> + Clone {
        (0..9usize).map(move |i| {
            let (row, col) = match self {
                House::Row(r) => (r as usize, i),
                House::Column(c) => (i, c as usize),
                House::Box(b) => (b as usize / 3 * 3 + i / 3, b as usize % 3 * 3 + i % 3),
            };
            Cell::new(row, col).expect("house cells lie inside the grid")
        })
    }

    /// Whether `cell` belongs to this house.
    pub fn contains(self, cell: Cell) -> bool {
        match self {
            House::Row(r) => cell.row() == r as usize,
            House::Column(c) => cell.col() == c as usize,
            House::Box(b) => cell.box_index() == b as usize,
        }
    }
}

/// The cell indices of every house, in reading order, by house index: rows 0–8, columns
/// 9–17, boxes 18–26 (the order of [`House::all`]). The raw table for the crate's fast
/// paths, built at compile time.
pub(crate) const HOUSE_CELLS: [[u8; 9]; 27] = {
    let mut houses = [[0u8; 9]; 27];
    let mut h = 0;
    while h < 9 {
        let mut k = 0;
        while k < 9 {
            houses[h][k] = (h * 9 + k) as u8;
            houses[9 + h][k] = (k * 9 + h) as u8;
            houses[18 + h][k] = ((h / 3 * 3 + k / 3) * 9 + h % 3 * 3 + k % 3) as u8;
            k += 1;
        }
        h += 1;
    }
    houses
};

impl fmt::Display for House {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            House::Row(i) => write!(f, "row {}", i + 1),
            House::Column(i) => write!(f, "column {}", i + 1),
            House::Box(i) => write!(f, "box {}", i + 1),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn raw_table_matches_the_typed_houses() {
        for (h, house) in House::all().enumerate() {
            let cells: Vec<u8> = house.cells().map(|c| c.index() as u8).collect();
            assert_eq!(cells, HOUSE_CELLS[h]);
        }
    }

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
