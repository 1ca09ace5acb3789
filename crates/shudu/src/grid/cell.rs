//! [`Cell`]: one square of the grid, named in r1c1 notation.

use std::fmt;

use super::layout::{self, HOUSES_OF, PEER_SETS, PEERS, house_at};
use super::{CellSet, House};

/// One of the 81 cells of a classic grid.
///
/// Cells print in the community's r1c1 notation (row and column from 1):
///
/// ```
/// use shudu::Cell;
/// let c = Cell::new(3, 1).unwrap(); // zero-based row 3, column 1
/// assert_eq!(c.to_string(), "r4c2");
/// assert_eq!(c.box_index(), 3);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Cell(u8);

impl Cell {
    /// Cells in a classic grid.
    pub(crate) const COUNT: usize = layout::CELLS;

    /// The cell at zero-based `row` and `col` (each 0 to 8).
    pub const fn new(row: usize, col: usize) -> Option<Cell> {
        if row < layout::SIZE && col < layout::SIZE {
            Some(Cell((row * layout::SIZE + col) as u8))
        } else {
            None
        }
    }

    /// The cell at reading-order `index` (0 = r1c1, 80 = r9c9).
    pub const fn from_index(index: usize) -> Option<Cell> {
        if index < Self::COUNT {
            Some(Cell(index as u8))
        } else {
            None
        }
    }

    /// Reading-order index, 0 to 80.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Zero-based row.
    pub const fn row(self) -> usize {
        self.0 as usize / layout::SIZE
    }

    /// Zero-based column.
    pub const fn col(self) -> usize {
        self.0 as usize % layout::SIZE
    }

    /// Zero-based box, numbered in reading order.
    pub const fn box_index(self) -> usize {
        layout::box_of(self.index())
    }

    /// The houses the cell belongs to: its row, column and box, in that order (see
    /// [`Layout::houses_of`](crate::Layout::houses_of); other layouts may add more).
    ///
    /// ```
    /// use shudu::{Cell, House};
    /// let houses: Vec<House> = Cell::new(4, 0).unwrap().houses().collect();
    /// assert_eq!(houses, [House::Row(4), House::Column(0), House::Box(3)]);
    /// ```
    pub fn houses(self) -> impl ExactSizeIterator<Item = House> + Clone {
        HOUSES_OF[self.index()]
            .into_iter()
            .map(|h| house_at(h as usize))
    }

    /// Whether `other` shares a house with this cell (a cell is not its own peer).
    ///
    /// ```
    /// use shudu::Cell;
    /// let a = Cell::new(0, 0).unwrap();
    /// assert!(a.sees(Cell::new(1, 2).unwrap()) && !a.sees(a));
    /// ```
    #[inline]
    pub fn sees(self, other: Cell) -> bool {
        PEER_SETS[self.index()].contains(other)
    }

    /// The 20 cells that share a house with this one, in reading order.
    pub fn peers(self) -> impl ExactSizeIterator<Item = Cell> + Clone {
        PEERS[self.index()]
            .into_iter()
            .map(|i| Cell::from_index(usize::from(i)).expect("peers lie inside the grid"))
    }

    /// The peers as a set.
    ///
    /// ```
    /// use shudu::Cell;
    /// assert_eq!(Cell::new(0, 0).unwrap().peer_set().len(), 20);
    /// ```
    #[inline]
    pub fn peer_set(self) -> CellSet {
        PEER_SETS[self.index()]
    }

    /// All 81 cells in reading order.
    pub fn all() -> impl DoubleEndedIterator<Item = Cell> + ExactSizeIterator + Clone {
        (0..Self::COUNT as u8).map(Cell)
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "r{}c{}", self.row() + 1, self.col() + 1)
    }
}

impl fmt::Debug for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn coordinates() {
        let c = Cell::new(8, 8).unwrap();
        assert_eq!(c.index(), 80);
        assert_eq!(c.box_index(), 8);
        assert_eq!(c.to_string(), "r9c9");
        assert!(Cell::new(9, 0).is_none());
        assert!(Cell::from_index(81).is_none());
    }

    #[test]
    fn every_cell_has_twenty_peers() {
        for c in Cell::all() {
            assert_eq!(c.peers().count(), 20, "{c}");
        }
    }
}
