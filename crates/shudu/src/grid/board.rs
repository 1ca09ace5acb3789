//! [`Grid`]: the digits placed on a board, with empty cells as `None`.

use std::fmt;
use std::str::FromStr;

use super::{Candidates, Cell, CellMap, Conflict, Digit, House};
use crate::words::{Lang, say};

/// A 9×9 board: a puzzle (givens and empty cells) or a solution (every cell filled).
///
/// A grid is only a board: it may break the rules, and [`Grid::conflicts`] says where.
///
/// ```
/// use shudu::Grid;
/// let puzzle: Grid =
///     "..1..3......85.....4..268...79..5..2..2......5.......4.......276...4.......19.68."
///         .parse()
///         .unwrap();
/// assert_eq!(puzzle.given_count(), 23);
/// assert!(puzzle.conflicts().is_empty());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Grid {
    cells: CellMap<Option<Digit>>,
}

impl Default for Grid {
    fn default() -> Self {
        Grid::empty()
    }
}

impl Grid {
    /// The board with no digits.
    pub fn empty() -> Grid {
        Grid {
            cells: CellMap::new(None),
        }
    }

    /// Side length in cells: its layout's size (9 for the classic grid, the only one
    /// today).
    pub fn size(&self) -> usize {
        super::layout::SIZE
    }

    /// The digit in `cell`, if any.
    pub fn get(&self, cell: Cell) -> Option<Digit> {
        self.cells[cell]
    }

    /// Puts `digit` in `cell` (`None` empties it).
    pub fn set(&mut self, cell: Cell, digit: Option<Digit>) {
        self.cells[cell] = digit;
    }

    /// Each cell with its digit, in reading order.
    pub fn iter(&self) -> impl Iterator<Item = (Cell, Option<Digit>)> + '_ {
        self.cells.iter().map(|(c, d)| (c, *d))
    }

    /// The filled cells in reading order.
    pub fn givens(&self) -> impl Iterator<Item = (Cell, Digit)> + '_ {
        self.iter().filter_map(|(c, d)| d.map(|d| (c, d)))
    }

    /// The number of filled cells.
    pub fn given_count(&self) -> usize {
        self.cells.values().filter(|d| d.is_some()).count()
    }

    /// Whether every cell holds a digit.
    pub fn is_complete(&self) -> bool {
        self.cells.values().all(Option::is_some)
    }

    /// Every pair of cells in one house that hold the same digit.
    ///
    /// A pair sharing two houses (a row and a box, say) is reported once.
    pub fn conflicts(&self) -> Vec<Conflict> {
        let mut found: Vec<Conflict> = Vec::new();
        for house in House::all() {
            // For each digit, the cells of this house holding it so far.
            let mut seen: [Option<Cell>; 9] = [None; 9];
            // House cells come in reading order, so `earlier < cell` below.
            for cell in house.cells() {
                let Some(digit) = self.cells[cell] else {
                    continue;
                };
                if seen[digit.index()].is_none() {
                    seen[digit.index()] = Some(cell);
                    continue;
                }
                // Every earlier holder pairs with this cell; pairs met in an earlier
                // house (a row before the box it shares) are already listed.
                for earlier in house.cells().take_while(|&c| c != cell) {
                    if self.cells[earlier] != Some(digit)
                        || found.iter().any(|f| f.first == earlier && f.second == cell)
                    {
                        continue;
                    }
                    found.push(Conflict {
                        digit,
                        first: earlier,
                        second: cell,
                        house,
                    });
                }
            }
        }
        found.sort_by_key(|c| (c.first, c.second));
        found
    }

    /// The digits that no peer of `cell` holds (for an empty or filled cell alike).
    pub fn candidates(&self, cell: Cell) -> Candidates {
        let mut set = Candidates::ALL;
        for peer in cell.peers() {
            if let Some(d) = self.cells[peer] {
                set.remove(d);
            }
        }
        set
    }

    /// Whether this grid is a complete, valid solution that keeps every given of `puzzle`.
    pub fn is_solution_of(&self, puzzle: &Grid) -> bool {
        self.is_complete()
            && self.conflicts().is_empty()
            && puzzle.givens().all(|(c, d)| self.get(c) == Some(d))
    }

    /// Whether every house holds each digit once.
    pub fn is_solved(&self) -> bool {
        self.is_complete()
            && House::all().all(|h| {
                h.cells()
                    .filter_map(|c| self.get(c))
                    .collect::<Candidates>()
                    == Candidates::ALL
            })
    }

    /// The 81-character line form, `.` for an empty cell.
    pub fn to_line(&self) -> String {
        let bytes: Vec<u8> = self
            .cells
            .values()
            .map(|d| d.map_or(b'.', |d| b'0' + d.get()))
            .collect();
        String::from_utf8(bytes).expect("digits and dots are ASCII")
    }

    /// The pretty form: nine rows with box separators.
    ///
    /// ```
    /// use shudu::Grid;
    /// let text = Grid::empty().to_pretty();
    /// assert_eq!(text.lines().next(), Some(". . . | . . . | . . ."));
    /// assert_eq!(text.lines().nth(3), Some("------+-------+------"));
    /// ```
    pub fn to_pretty(&self) -> String {
        let mut out = String::with_capacity(11 * 22);
        for row in 0..9 {
            if row == 3 || row == 6 {
                out.push_str("------+-------+------\n");
            }
            for col in 0..9 {
                if col == 3 || col == 6 {
                    out.push_str("| ");
                }
                let cell = Cell::new(row, col).expect("row and column below 9");
                out.push(self.cells[cell].map_or('.', Digit::to_char));
                if col != 8 {
                    out.push(' ');
                }
            }
            out.push('\n');
        }
        out
    }

    /// The rows as numbers, `0` for an empty cell (the JSON board form): [`Grid::size`]
    /// rows of as many numbers, so that the signature holds for any board size.
    ///
    /// ```
    /// use shudu::Grid;
    /// let rows = Grid::empty().to_rows();
    /// assert_eq!((rows.len(), rows[0].len()), (9, 9));
    /// assert_eq!(Grid::from_rows(&rows), Ok(Grid::empty()));
    /// ```
    pub fn to_rows(&self) -> Vec<Vec<u8>> {
        let size = self.size();
        let mut rows = vec![vec![0; size]; size];
        for (cell, digit) in self.iter() {
            rows[cell.row()][cell.col()] = digit.map_or(0, Digit::get);
        }
        rows
    }

    /// The grid whose rows are `rows`, each a slice of numbers, `0` for an empty cell:
    /// the constructor for a scanner or any source that already has numbers.
    ///
    /// The rows must be [`Grid::size`] in number and in length, and every number at most
    /// the size; the error names the first row or cell that is not.
    ///
    /// ```
    /// use shudu::{FromRowsError, Grid};
    /// let mut rows = vec![[0u8; 9]; 9];
    /// rows[0][0] = 5;
    /// let grid = Grid::from_rows(&rows).unwrap();
    /// assert_eq!(grid.to_line().chars().next(), Some('5'));
    ///
    /// rows[2][7] = 10;
    /// assert_eq!(
    ///     Grid::from_rows(&rows),
    ///     Err(FromRowsError::BadValue { row: 2, col: 7, value: 10 })
    /// );
    /// assert_eq!(
    ///     Grid::from_rows(&rows[..8]),
    ///     Err(FromRowsError::RowCount { found: 8, expected: 9 })
    /// );
    /// ```
    pub fn from_rows<R: AsRef<[u8]>>(rows: &[R]) -> Result<Grid, FromRowsError> {
        let mut grid = Grid::empty();
        let expected = grid.size();
        if rows.len() != expected {
            return Err(FromRowsError::RowCount {
                found: rows.len(),
                expected,
            });
        }
        for (row, values) in rows.iter().enumerate() {
            let values = values.as_ref();
            if values.len() != expected {
                return Err(FromRowsError::RowLength {
                    row,
                    found: values.len(),
                    expected,
                });
            }
            for (col, &value) in values.iter().enumerate() {
                let digit = match value {
                    0 => None,
                    v => Some(Digit::new(v).ok_or(FromRowsError::BadValue { row, col, value })?),
                };
                let cell = Cell::new(row, col).expect("row and column checked against the size");
                grid.set(cell, digit);
            }
        }
        Ok(grid)
    }

    /// The grid holding `cells` (`None` = empty).
    ///
    /// ```
    /// use shudu::{Cell, CellMap, Digit, Grid};
    /// let mut cells = CellMap::new(None);
    /// cells[Cell::new(8, 8).unwrap()] = Digit::new(9);
    /// let grid = Grid::from_cells(&cells);
    /// assert_eq!(grid.given_count(), 1);
    /// assert_eq!(Grid::from(cells), grid);
    /// ```
    pub fn from_cells(cells: &CellMap<Option<Digit>>) -> Grid {
        Grid { cells: *cells }
    }

    /// The cell values in reading order, 0 for empty: the form the solver kernels take.
    pub(crate) fn to_values(self) -> [u8; 81] {
        let mut values = [0; 81];
        for (cell, digit) in self.iter() {
            values[cell.index()] = digit.map_or(0, Digit::get);
        }
        values
    }

    /// The grid of kernel values (0 = empty, 1..=9 = digit; anything else counts as empty).
    pub(crate) fn from_values(values: &[u8; 81]) -> Grid {
        Grid {
            cells: CellMap::from_fn(|c| Digit::new(values[c.index()])),
        }
    }
}

impl From<CellMap<Option<Digit>>> for Grid {
    /// The grid holding these cells, as [`Grid::from_cells`].
    fn from(cells: CellMap<Option<Digit>>) -> Grid {
        Grid { cells }
    }
}

/// Why [`Grid::from_rows`] refused its rows. Rows and columns are zero-based; the
/// messages count from 1, as players do.
///
/// ```
/// use shudu::FromRowsError;
/// let e = FromRowsError::BadValue { row: 0, col: 3, value: 12 };
/// assert_eq!(e.to_string(), "row 1, column 4: 12 is not 0 (empty) or a digit 1 to 9");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[non_exhaustive]
pub enum FromRowsError {
    /// There were `found` rows instead of `expected`.
    RowCount {
        /// Rows given.
        found: usize,
        /// Rows the board has.
        expected: usize,
    },
    /// Row `row` had `found` numbers instead of `expected`.
    RowLength {
        /// Zero-based row.
        row: usize,
        /// Numbers in that row.
        found: usize,
        /// Columns the board has.
        expected: usize,
    },
    /// The cell at `row`, `col` held `value`, which is neither 0 nor a digit.
    BadValue {
        /// Zero-based row.
        row: usize,
        /// Zero-based column.
        col: usize,
        /// The number found.
        value: u8,
    },
}

impl FromRowsError {
    /// What is wrong with the rows, in `lang`.
    ///
    /// ```
    /// use shudu::grid::FromRowsError;
    /// use shudu::words::Lang;
    /// let err = FromRowsError::RowCount { found: 8, expected: 9 };
    /// assert_eq!(err.words_in(Lang::ZhHant), "有 8 橫列，應有 9 橫列");
    /// ```
    pub fn words_in(&self, lang: Lang) -> String {
        match *self {
            FromRowsError::RowCount { found, expected } => {
                say!(lang, "rows-count", found = found, expected = expected)
            }
            FromRowsError::RowLength {
                row,
                found,
                expected,
            } => say!(
                lang,
                "rows-length",
                row = row + 1,
                found = found,
                expected = expected
            ),
            FromRowsError::BadValue { row, col, value } => say!(
                lang,
                "rows-value",
                row = row + 1,
                column = col + 1,
                value = value.to_string()
            ),
        }
    }
}

impl fmt::Display for FromRowsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words_in(Lang::En))
    }
}

impl std::error::Error for FromRowsError {}

impl fmt::Display for Grid {
    /// The 81-character line form.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_line())
    }
}

impl fmt::Debug for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Grid({})", self.to_line())
    }
}

impl FromStr for Grid {
    type Err = crate::ParseError;

    /// Reads one puzzle in any format [`crate::parse`] knows.
    fn from_str(text: &str) -> Result<Grid, Self::Err> {
        crate::parse::parse_one(text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn conflicts_are_reported_once_per_pair() {
        let mut g = Grid::empty();
        let d = Digit::new(5);
        g.set(Cell::new(0, 0).unwrap(), d);
        g.set(Cell::new(1, 1).unwrap(), d);
        g.set(Cell::new(0, 7).unwrap(), d);
        let texts: Vec<String> = g.conflicts().iter().map(|c| c.to_string()).collect();
        assert_eq!(
            texts,
            [
                "r1c1 and r1c8 both hold 5 (row 1)",
                "r1c1 and r2c2 both hold 5 (box 1)"
            ]
        );
    }

    #[test]
    fn values_round_trip() {
        let mut g = Grid::empty();
        g.set(Cell::new(8, 8).unwrap(), Digit::new(9));
        assert_eq!(Grid::from_values(&g.to_values()), g);
        assert_eq!(g.to_rows()[8][8], 9);
        assert!(g.to_line().ends_with('9'));
        assert_eq!(Grid::from_rows(&g.to_rows()), Ok(g));
        assert_eq!(Grid::from(g.cells), g);
    }

    #[test]
    fn from_rows_names_what_is_wrong() {
        let good = vec![vec![0u8; 9]; 9];
        assert_eq!(Grid::from_rows(&good), Ok(Grid::empty()));
        assert_eq!(
            Grid::from_rows(&good[..0]),
            Err(FromRowsError::RowCount {
                found: 0,
                expected: 9
            })
        );
        let mut long = good.clone();
        long.push(vec![0; 9]);
        assert_eq!(
            Grid::from_rows(&long),
            Err(FromRowsError::RowCount {
                found: 10,
                expected: 9
            })
        );
        let mut short_row = good.clone();
        short_row[4].pop();
        assert_eq!(
            Grid::from_rows(&short_row),
            Err(FromRowsError::RowLength {
                row: 4,
                found: 8,
                expected: 9
            })
        );
        let mut bad = good.clone();
        bad[8][8] = 9;
        bad[3][6] = 10;
        bad[5][0] = 255;
        let err = Grid::from_rows(&bad).unwrap_err();
        assert_eq!(
            err,
            FromRowsError::BadValue {
                row: 3,
                col: 6,
                value: 10
            }
        );
        assert_eq!(
            err.to_string(),
            "row 4, column 7: 10 is not 0 (empty) or a digit 1 to 9"
        );
        // Byte strings and arrays work as rows too.
        let text: Vec<&[u8]> = vec![b"\x01\x02\x03\x04\x05\x06\x07\x08\x09"; 9];
        assert_eq!(Grid::from_rows(&text).unwrap().given_count(), 81);
        assert_eq!(Grid::from_rows(&[[0u8; 9]; 9]), Ok(Grid::empty()));
    }
}
