//! Reading a pencil-mark grid: the candidate picture players and programs such as
//! Sudoku Explainer and HoDoKu print, one group of digits per cell, nine cells a row,
//! with any frame (`|`, `-`, `+`, `.`, `:`, `*`, `'`) around and between them.
//!
//! ```text
//! .----------------.----------------.-------------.
//! | 5    346  69   | 2346 8    239  | 1   24  7   |
//! | ...                                           |
//! ```
//!
//! A cell written as one digit is read as placed, as in the 729-character form.

use super::board::{Board, CandidateParseError};
use crate::grid::{Candidates, Cell, CellMap, Digit, Grid};

impl Board {
    /// Reads a pencil-mark grid: 81 groups of digits in reading order, whatever frame
    /// surrounds them.
    ///
    /// ```
    /// use shudu::logic::Board;
    /// use shudu::Grid;
    /// let grid: Grid =
    ///     "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
    ///         .parse()?;
    /// let board = Board::new(&grid);
    /// let picture = board.to_candidate_grid();
    /// let read = Board::from_candidate_grid(&picture).unwrap();
    /// assert_eq!(read.to_candidate_string(), board.to_candidate_string());
    /// # Ok::<(), shudu::ParseError>(())
    /// ```
    pub fn from_candidate_grid(text: &str) -> Result<Board, CandidateParseError> {
        let mut groups: Vec<(usize, String)> = Vec::with_capacity(81);
        for (line_no, line) in text.lines().enumerate() {
            for token in line.split(|c: char| c.is_whitespace() || "|+-.:*'".contains(c)) {
                if token.is_empty() {
                    continue;
                }
                if let Some(bad) = token.chars().find(|c| !('1'..='9').contains(c)) {
                    return Err(CandidateParseError::new(format!(
                        "line {}: unexpected character {bad:?} in a pencil-mark grid",
                        line_no + 1
                    )));
                }
                groups.push((line_no + 1, token.to_owned()));
            }
        }
        if groups.len() != 81 {
            return Err(CandidateParseError::new(format!(
                "a pencil-mark grid needs 81 cells, found {}",
                groups.len()
            )));
        }
        let mut grid = Grid::empty();
        let mut marks = CellMap::new(Candidates::NONE);
        for (cell, (_, token)) in Cell::all().zip(&groups) {
            let set: Candidates = token.chars().filter_map(Digit::from_char).collect();
            match set.single() {
                Some(d) => grid.set(cell, Some(d)),
                None => marks[cell] = set,
            }
        }
        Ok(Board::from_candidates(&grid, &marks))
    }

    /// The pencil-mark grid: each cell's candidates (or its digit), in aligned columns,
    /// with box separators.
    pub fn to_candidate_grid(&self) -> String {
        let text = |c: Cell| match self.value(c) {
            Some(d) => d.to_string(),
            None => self.candidates(c).to_string(),
        };
        // One width per column of the grid, so boxes line up.
        let widths: Vec<usize> = (0..9)
            .map(|col| {
                (0..9)
                    .filter_map(|row| Cell::new(row, col))
                    .map(|c| text(c).len())
                    .max()
                    .unwrap_or(1)
            })
            .collect();
        let rule = |w: &[usize]| {
            let part = |s: &[usize]| "-".repeat(s.iter().sum::<usize>() + s.len() + 1);
            format!(
                "+{}+{}+{}+\n",
                part(&w[0..3]),
                part(&w[3..6]),
                part(&w[6..9])
            )
        };
        let mut out = rule(&widths);
        for row in 0..9 {
            if row == 3 || row == 6 {
                out.push_str(&rule(&widths));
            }
            out.push('|');
            for (col, &width) in widths.iter().enumerate() {
                let cell = Cell::new(row, col).expect("row and column below 9");
                out.push_str(&format!(" {:<width$}", text(cell)));
                if col % 3 == 2 {
                    out.push_str(" |");
                }
            }
            out.push('\n');
        }
        out.push_str(&rule(&widths));
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
        let err = Board::from_candidate_grid("12 34").unwrap_err();
        assert_eq!(
            err.to_string(),
            "a pencil-mark grid needs 81 cells, found 2"
        );
    }
}
