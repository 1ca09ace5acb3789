//! A pencil-mark grid for a [`Board`]: the candidate picture players and programs such
//! as Sudoku Explainer and HoDoKu print, one group of digits per cell, nine cells a row,
//! with any frame around and between them. Reading and writing live in
//! [`crate::parse::PencilMarks`]; these are the board's doors to them.
//!
//! ```text
//! .----------------.----------------.-------------.
//! | 5    346  69   | 2346 8    239  | 1   24  7   |
//! | ...                                           |
//! ```
//!
//! A cell written as one digit is read as placed, as in the 729-character form.

use super::board::Board;
use crate::parse::{ParseError, PencilMarks};

impl Board {
    /// Reads a pencil-mark grid ([`PencilMarks::parse_candidate_grid`]): 81 groups of
    /// digits in reading order, whatever frame surrounds them.
    ///
    /// ```
    /// use shudu::logic::Board;
    /// use shudu::Grid;
    /// let grid: Grid =
    ///     "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
    ///         .parse()?;
    /// let board = Board::new(&grid);
    /// let picture = board.to_candidate_grid();
    /// let read = Board::from_candidate_grid(&picture)?;
    /// assert_eq!(read.to_candidate_string(), board.to_candidate_string());
    /// # Ok::<(), shudu::ParseError>(())
    /// ```
    pub fn from_candidate_grid(text: &str) -> Result<Board, ParseError> {
        Ok(Board::from_pencil_marks(
            &PencilMarks::parse_candidate_grid(text)?,
        ))
    }

    /// The pencil-mark grid: each cell's candidates (or its digit), in aligned columns,
    /// with box separators ([`PencilMarks::to_candidate_grid`]).
    ///
    /// ```
    /// use shudu::logic::Board;
    /// use shudu::Grid;
    /// assert!(Board::new(&Grid::empty()).to_candidate_grid().starts_with("+---"));
    /// ```
    pub fn to_candidate_grid(&self) -> String {
        self.pencil_marks().to_candidate_grid()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::{Cell, Digit, Grid};

    #[test]
    fn reads_a_framed_picture_and_names_problems() {
        let grid: Grid =
            "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759.."
                .parse()
                .unwrap();
        let mut board = Board::new(&grid);
        let cell = Cell::new(0, 0).unwrap();
        board.eliminate(cell, Digit::new(1).unwrap());
        let picture = board.to_candidate_grid();
        assert!(picture.starts_with("+-"));
        // A cell left with one candidate reads back as placed: compare the candidates.
        let read = Board::from_candidate_grid(&picture).unwrap();
        assert_eq!(read.to_candidate_string(), board.to_candidate_string());
        let err = Board::from_candidate_grid(&picture.replacen('9', "x", 1)).unwrap_err();
        assert!(
            err.to_string().contains("unexpected character 'x'"),
            "{err}"
        );
        assert_eq!(err.line(), 2, "{err}");
        let err = Board::from_candidate_grid("12 34").unwrap_err();
        assert_eq!(
            err.to_string(),
            "a pencil-mark grid needs 81 cells, found 2"
        );
    }
}
