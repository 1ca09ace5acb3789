//! [`Grid`]: the digits placed on a board, with empty cells as `None`.

use std::fmt;
use std::str::FromStr;

use super::{Candidates, Cell, CellMap, Conflict, Digit, House};

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

    /// Side length in cells (9 today).
    pub fn size(&self) -> usize {
        9
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

    /// The rows as numbers, `0` for an empty cell (the JSON board form).
    pub fn to_rows(&self) -> [[u8; 9]; 9] {
        let mut rows = [[0; 9]; 9];
        for (cell, digit) in self.iter() {
            rows[cell.row()][cell.col()] = digit.map_or(0, Digit::get);
        }
        rows
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
    }
}
