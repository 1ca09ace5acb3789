//! [`Pattern`]: the cells where a generated puzzle may have a clue, read from text.
//!
//! A pattern is checked when it is made, so that one that can never carry a unique
//! puzzle is refused with a reason rather than burning the whole attempt budget.
//! Whether it fits a symmetry is checked by the generator, which knows the symmetry.
//!
//! Read next: `generator.rs`, which starts each puzzle from a solution restricted to the
//! pattern.

use std::fmt;
use std::str::FromStr;

use super::GenerateError;
use crate::grid::{Cell, Grid, House};

/// The fewest clues any uniquely solvable Sudoku has (McGuire, Tugemann and Civario, 2012).
pub(crate) const MIN_CLUES: usize = 17;

/// The cells where a clue may stand.
///
/// Written as 81 characters in reading order, or as 9 lines of 9 (whitespace between
/// cells is ignored): `x`, `X`, `#`, `*` or a digit `1`–`9` marks a cell that may hold a
/// clue (so an existing puzzle can serve as its own pattern); `.`, `0`, `-` or `_` marks
/// one that may not.
///
/// ```
/// use shudu::Pattern;
/// let pattern: Pattern = "
///     x.x...x.x
///     .x.x.x.x.
///     x..x.x..x
///     .x..x..x.
///     x.x...x.x
///     .x..x..x.
///     x..x.x..x
///     .x.x.x.x.
///     x.x...x.x"
///     .parse()?;
/// assert_eq!(pattern.len(), 34);
/// assert_eq!(&pattern.to_string()[..9], "x.x...x.x");
///
/// let err = "x".repeat(16).parse::<Pattern>().unwrap_err();
/// assert!(err.to_string().contains("needs 81 cells"));
/// # Ok::<(), shudu::GenerateError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Pattern {
    /// Bit `i` set: cell `i` (reading order) may hold a clue.
    mask: u128,
}

impl Pattern {
    /// The pattern allowing exactly `cells`, if a unique puzzle can fit it.
    pub fn from_cells(cells: impl IntoIterator<Item = Cell>) -> Result<Pattern, GenerateError> {
        let mask = cells
            .into_iter()
            .fold(0u128, |mask, cell| mask | 1 << cell.index());
        Pattern::checked(mask)
    }

    /// The pattern of the cells where `grid` has a given: new puzzles with the same shape.
    ///
    /// ```
    /// use shudu::{Grid, Pattern};
    /// let puzzle: Grid =
    ///     "..1..3......85.....4..268...79..5..2..2......5.......4.......276...4.......19.68."
    ///         .parse()
    ///         .unwrap();
    /// assert_eq!(Pattern::from_grid(&puzzle)?.len(), 23);
    /// # Ok::<(), shudu::GenerateError>(())
    /// ```
    pub fn from_grid(grid: &Grid) -> Result<Pattern, GenerateError> {
        Pattern::from_cells(grid.givens().map(|(cell, _)| cell))
    }

    /// Whether a clue may stand in `cell`.
    pub fn contains(&self, cell: Cell) -> bool {
        self.mask >> cell.index() & 1 == 1
    }

    /// How many cells may hold a clue.
    pub fn len(&self) -> usize {
        self.mask.count_ones() as usize
    }

    /// Whether no cell may hold a clue (never true of a pattern that was accepted).
    pub fn is_empty(&self) -> bool {
        self.mask == 0
    }

    /// The allowed cells, in reading order.
    pub fn cells(&self) -> impl Iterator<Item = Cell> + '_ {
        Cell::all().filter(|&c| self.contains(c))
    }

    /// Refuses masks on which no puzzle can be unique.
    fn checked(mask: u128) -> Result<Pattern, GenerateError> {
        let pattern = Pattern { mask };
        if pattern.len() < MIN_CLUES {
            return Err(GenerateError::PatternTooSparse {
                cells: pattern.len(),
            });
        }
        if let Some((first, second)) = pattern.swappable_empty_lines() {
            return Err(GenerateError::PatternEmptyPair { first, second });
        }
        Ok(pattern)
    }

    /// Two clue-free rows of one band, or columns of one stack, if any: swapping them
    /// turns any solution into another that keeps every clue.
    fn swappable_empty_lines(&self) -> Option<(House, House)> {
        let row_empty = |r: usize| (0..9).all(|c| !self.contains(Cell::new(r, c).unwrap()));
        let col_empty = |c: usize| (0..9).all(|r| !self.contains(Cell::new(r, c).unwrap()));
        let pair_in_block = |empty: &dyn Fn(usize) -> bool| {
            (0..3).find_map(|block| {
                let lines: Vec<usize> = (block * 3..block * 3 + 3).filter(|&i| empty(i)).collect();
                (lines.len() >= 2).then(|| (lines[0] as u8, lines[1] as u8))
            })
        };
        if let Some((a, b)) = pair_in_block(&row_empty) {
            return Some((House::Row(a), House::Row(b)));
        }
        pair_in_block(&col_empty).map(|(a, b)| (House::Column(a), House::Column(b)))
    }
}

/// What a pattern character says about its cell, if it is a cell mark at all.
fn allows(character: char) -> Option<bool> {
    match character {
        'x' | 'X' | '#' | '*' | '1'..='9' => Some(true),
        '.' | '0' | '-' | '_' => Some(false),
        _ => None,
    }
}

impl FromStr for Pattern {
    type Err = GenerateError;

    /// Reads 81 cell characters on one line, or 9 lines of 9 (see [`Pattern`]).
    fn from_str(text: &str) -> Result<Pattern, GenerateError> {
        let lines: Vec<&str> = text
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty())
            .collect();
        let cells: Vec<char> = text.chars().filter(|c| !c.is_whitespace()).collect();
        if cells.len() != 81 {
            // For the nine-line form, name the first line that is off.
            if lines.len() > 1 {
                let width = |l: &str| l.chars().filter(|c| !c.is_whitespace()).count();
                if let Some((i, line)) = lines.iter().enumerate().find(|(_, l)| width(l) != 9) {
                    return Err(GenerateError::PatternLine {
                        line: i + 1,
                        cells: width(line),
                    });
                }
            }
            return Err(GenerateError::PatternLength { cells: cells.len() });
        }
        let mut mask = 0u128;
        for (cell, &character) in Cell::all().zip(&cells) {
            match allows(character) {
                Some(true) => mask |= 1 << cell.index(),
                Some(false) => {}
                None => return Err(GenerateError::PatternCharacter { cell, character }),
            }
        }
        Pattern::checked(mask)
    }
}

impl fmt::Display for Pattern {
    /// The 81-character form: `x` where a clue may stand, `.` elsewhere.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let line: String = Cell::all()
            .map(|c| if self.contains(c) { 'x' } else { '.' })
            .collect();
        f.write_str(&line)
    }
}

impl fmt::Debug for Pattern {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Pattern({self})")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A 23-cell pattern taken from a known unique puzzle.
    const PUZZLE: &str =
        "..1..3......85.....4..268...79..5..2..2......5.......4.......276...4.......19.68.";

    #[test]
    fn line_and_nine_line_forms_agree() {
        let line: Pattern = PUZZLE.parse().unwrap();
        let rows: Vec<&str> = (0..9).map(|r| &PUZZLE[r * 9..r * 9 + 9]).collect();
        let block: Pattern = rows.join("\n").parse().unwrap();
        let spaced: Pattern = rows
            .iter()
            .map(|r| r.chars().map(|c| format!("{c} ")).collect::<String>())
            .collect::<Vec<_>>()
            .join("\n")
            .parse()
            .unwrap();
        assert_eq!(line, block);
        assert_eq!(line, spaced);
        assert_eq!(line.len(), 23);
        assert!(line.contains(Cell::new(0, 2).unwrap()));
        assert!(!line.contains(Cell::new(0, 0).unwrap()));
        let round: Pattern = line.to_string().parse().unwrap();
        assert_eq!(round, line);
    }

    #[test]
    fn every_mark_is_read() {
        let marks = "xX#*123456789";
        let text: String = marks
            .chars()
            .chain("0-_.".chars())
            .cycle()
            .take(81)
            .collect();
        let pattern: Pattern = text.parse().unwrap();
        let expected = text.chars().filter(|c| marks.contains(*c)).count();
        assert_eq!(pattern.len(), expected);
    }

    #[test]
    fn a_bad_character_is_named_with_its_cell() {
        let mut text: Vec<char> = PUZZLE.chars().collect();
        text[11] = 'o';
        let err = text
            .iter()
            .collect::<String>()
            .parse::<Pattern>()
            .unwrap_err();
        assert_eq!(
            err,
            GenerateError::PatternCharacter {
                cell: Cell::new(1, 2).unwrap(),
                character: 'o'
            }
        );
        let message = err.to_string();
        assert!(
            message.contains("'o'") && message.contains("r2c3"),
            "{message}"
        );
    }

    #[test]
    fn wrong_lengths_are_refused() {
        let short = &PUZZLE[..80];
        assert_eq!(
            short.parse::<Pattern>().unwrap_err(),
            GenerateError::PatternLength { cells: 80 }
        );
        let mut rows: Vec<String> = (0..9).map(|r| PUZZLE[r * 9..r * 9 + 9].into()).collect();
        rows[4].push('x');
        assert_eq!(
            rows.join("\n").parse::<Pattern>().unwrap_err(),
            GenerateError::PatternLine { line: 5, cells: 10 }
        );
    }

    #[test]
    fn too_few_cells_are_refused() {
        let text = format!("{}{}", "x".repeat(16), ".".repeat(65));
        assert_eq!(
            text.parse::<Pattern>().unwrap_err(),
            GenerateError::PatternTooSparse { cells: 16 }
        );
    }

    #[test]
    fn two_empty_rows_of_a_band_are_refused() {
        // Rows 1 and 3 empty, every other cell allowed.
        let text = format!(
            "{}{}{}{}",
            ".".repeat(9),
            "x".repeat(9),
            ".".repeat(9),
            "x".repeat(54)
        );
        let err = text.parse::<Pattern>().unwrap_err();
        assert_eq!(
            err,
            GenerateError::PatternEmptyPair {
                first: House::Row(0),
                second: House::Row(2)
            }
        );
        // Columns 8 and 9 empty.
        let cells = Cell::all().filter(|c| c.col() < 7);
        assert!(matches!(
            Pattern::from_cells(cells),
            Err(GenerateError::PatternEmptyPair {
                first: House::Column(7),
                second: House::Column(8)
            })
        ));
    }
}
