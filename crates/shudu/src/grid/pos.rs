//! [`Pos`]: a cell of a board of any size, by row and column, written `r1c1`.

use std::fmt;

/// A cell of a board of any size (up to 25×25), zero-based inside, one-based when written:
/// `r1c1` is the top left, `r16c16` the bottom right of a 16×16 board.
///
/// ```
/// use shudu::grid::Pos;
/// let p = Pos::new(9, 11);
/// assert_eq!(p.to_string(), "r10c12");
/// assert_eq!("R10C12".parse::<Pos>(), Ok(p));
/// assert_eq!(p.index(16), 9 * 16 + 11);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Pos {
    row: u8,
    col: u8,
}

impl Pos {
    /// The cell at zero-based `row` and `col` (each below 25 on any board shudu knows).
    pub const fn new(row: usize, col: usize) -> Pos {
        Pos {
            row: row as u8,
            col: col as u8,
        }
    }

    /// The cell with reading-order index `index` on a board of side `size`.
    pub const fn from_index(index: usize, size: usize) -> Pos {
        Pos::new(index / size, index % size)
    }

    /// Zero-based row.
    pub const fn row(self) -> usize {
        self.row as usize
    }

    /// Zero-based column.
    pub const fn col(self) -> usize {
        self.col as usize
    }

    /// Reading-order index on a board of side `size`.
    pub const fn index(self, size: usize) -> usize {
        self.row() * size + self.col()
    }

    /// The cell `dr` rows and `dc` columns away, if it lies on a board of side `size`.
    pub fn offset(self, dr: isize, dc: isize, size: usize) -> Option<Pos> {
        let r = self.row() as isize + dr;
        let c = self.col() as isize + dc;
        let inside = |v: isize| (0..size as isize).contains(&v);
        (inside(r) && inside(c)).then(|| Pos::new(r as usize, c as usize))
    }
}

impl From<super::Cell> for Pos {
    /// The classic board's cell at the same place.
    ///
    /// ```
    /// use shudu::{Cell, Pos};
    /// assert_eq!(Pos::from(Cell::new(3, 8).unwrap()), Pos::new(3, 8));
    /// ```
    fn from(cell: super::Cell) -> Pos {
        Pos::new(cell.row(), cell.col())
    }
}

impl fmt::Display for Pos {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "r{}c{}", self.row + 1, self.col + 1)
    }
}

impl std::str::FromStr for Pos {
    type Err = String;

    /// Reads `r1c1` (any case, one-based, as shudu and f-puzzles write cells).
    fn from_str(text: &str) -> Result<Pos, String> {
        let bad = || format!("{text:?} is not a cell like r1c1");
        let lower = text.trim().to_ascii_lowercase();
        let rest = lower.strip_prefix('r').ok_or_else(bad)?;
        let (row, col) = rest.split_once('c').ok_or_else(bad)?;
        let row: usize = row.parse().map_err(|_| bad())?;
        let col: usize = col.parse().map_err(|_| bad())?;
        if !(1..=25).contains(&row) || !(1..=25).contains(&col) {
            return Err(bad());
        }
        Ok(Pos::new(row - 1, col - 1))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_what_it_writes() {
        for r in 0..25 {
            for c in 0..25 {
                let p = Pos::new(r, c);
                assert_eq!(p.to_string().parse::<Pos>(), Ok(p));
            }
        }
        for bad in ["", "r0c1", "r1", "x1c1", "r26c1", "r1c-1"] {
            assert!(bad.parse::<Pos>().is_err(), "{bad}");
        }
    }

    #[test]
    fn offsets_stay_on_the_board() {
        let p = Pos::new(0, 3);
        assert_eq!(p.offset(-1, 0, 4), None);
        assert_eq!(p.offset(1, -2, 4), Some(Pos::new(1, 1)));
        assert_eq!(p.offset(0, 1, 4), None);
    }
}
