//! [`Cell`]: one square of the grid, named in r1c1 notation.

use std::fmt;

use super::House;

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
    pub(crate) const COUNT: usize = 81;

    /// The cell at zero-based `row` and `col` (each 0 to 8).
    pub const fn new(row: usize, col: usize) -> Option<Cell> {
        if row < 9 && col < 9 {
            Some(Cell((row * 9 + col) as u8))
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
        self.0 as usize / 9
    }

    /// Zero-based column.
    pub const fn col(self) -> usize {
        self.0 as usize % 9
    }

    /// Zero-based box, numbered in reading order.
    pub const fn box_index(self) -> usize {
        self.row() / 3 * 3 + self.col() / 3
    }

    /// The three houses the cell belongs to: its row, column and box.
    pub fn houses(self) -> [House; 3] {
        [
            House::Row(self.row() as u8),
            House::Column(self.col() as u8),
            House::Box(self.box_index() as u8),
        ]
    }

    /// Whether `other` shares a house with this cell (a cell is not its own peer).
    pub fn sees(self, other: Cell) -> bool {
        self != other
            && (self.row() == other.row()
                || self.col() == other.col()
                || self.box_index() == other.box_index())
    }

    /// The 20 cells that share a house with this one.
    pub fn peers(self) -> impl Iterator<Item = Cell> {
        Cell::all().filter(move |&c| self.sees(c))
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
