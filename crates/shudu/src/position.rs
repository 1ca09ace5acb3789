//! [`Position`]: a player's sheet — the puzzle's givens, the digits entered so far and,
//! optionally, pencil marks — and [`Position::check`], which judges it against the
//! solution: wrong entries, changed givens, removed candidates the solution needs, and
//! whether the position still has one solution, none or several.
//!
//! Solutions are counted with the fast solver (limit 2) before anything slower runs, so a
//! sparse or broken position is answered at once. Read next: `parse/candidates.rs` (the
//! text forms of pencil marks) and `logic/` (hints, from [`Position::board`]).

use std::fmt;

use crate::grid::{Candidates, Cell, CellMap, Conflict, Digit, Grid};
use crate::logic::Board;
use crate::parse::{ParseError, PencilMarks};
use crate::solve::{PlainBoard, Solver};
use crate::words::{Lang, say};

/// A player's position: the puzzle, the sheet (givens and entries as they stand now) and
/// the pencil marks, if the player keeps them.
///
/// ```
/// use shudu::{Grid, Position, Solver};
/// let puzzle: Grid =
///     "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759.."
///         .parse()?;
/// let mut sheet = puzzle;
/// sheet.set(shudu::Cell::new(0, 0).unwrap(), shudu::Digit::new(4));
/// let position = Position::new(puzzle, sheet);
/// let report = position.check(&Solver::new());
/// assert_eq!(report.mistakes[0].to_string(), "r1c1 holds 4, but the solution has 5 there");
/// # Ok::<(), shudu::ParseError>(())
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Position {
    puzzle: Grid,
    sheet: Grid,
    marks: Option<CellMap<Candidates>>,
}

/// What is wrong in a position, judged against the puzzle's one solution.
///
/// ```
/// use shudu::{Grid, Mistake, Position, Solver};
/// let puzzle: Grid = "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759..".parse()?;
/// let mut sheet = puzzle.clone();
/// let r1c1 = shudu::Cell::new(0, 0).unwrap();
/// sheet.set(r1c1, shudu::Digit::new(4)); // the solution has 5 there
/// let report = Position::new(puzzle, sheet).check(&Solver::new());
/// assert!(matches!(report.mistakes[0], Mistake::WrongEntry { cell, .. } if cell == r1c1));
/// assert_eq!(report.mistakes[0].to_string(), "r1c1 holds 4, but the solution has 5 there");
/// # Ok::<(), shudu::ParseError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[non_exhaustive]
pub enum Mistake {
    /// The player entered a digit the solution does not have there.
    WrongEntry {
        /// Where.
        cell: Cell,
        /// The digit on the sheet.
        entered: Digit,
        /// The solution's digit.
        solution: Digit,
    },
    /// A given was cleared (`now` is `None`) or overwritten.
    ChangedGiven {
        /// Where.
        cell: Cell,
        /// The puzzle's digit.
        given: Digit,
        /// What the sheet holds there now.
        now: Option<Digit>,
    },
    /// The player removed a pencil mark the solution needs.
    MissingCandidate {
        /// Where.
        cell: Cell,
        /// The removed candidate, the solution's digit.
        digit: Digit,
    },
}

impl Mistake {
    /// The cell the mistake is in.
    ///
    /// ```
    /// use shudu::{Cell, Digit, Mistake};
    /// let m = Mistake::MissingCandidate { cell: Cell::new(1, 8).unwrap(), digit: Digit::new(9).unwrap() };
    /// assert_eq!(m.cell().to_string(), "r2c9");
    /// ```
    pub fn cell(&self) -> Cell {
        match *self {
            Mistake::WrongEntry { cell, .. }
            | Mistake::ChangedGiven { cell, .. }
            | Mistake::MissingCandidate { cell, .. } => cell,
        }
    }
}

impl Mistake {
    /// The mistake in `lang`'s words, the solution's digit included.
    pub fn words_in(&self, lang: Lang) -> String {
        match *self {
            Mistake::WrongEntry {
                cell,
                entered,
                solution,
            } => say!(
                lang,
                "mistake-wrong-entry",
                cell = cell.to_string(),
                entered = entered.to_string(),
                solution = solution.to_string()
            ),
            Mistake::ChangedGiven {
                cell,
                given,
                now: Some(now),
            } => say!(
                lang,
                "mistake-changed-given",
                cell = cell.to_string(),
                now = now.to_string(),
                given = given.to_string()
            ),
            Mistake::ChangedGiven {
                cell,
                given,
                now: None,
            } => say!(
                lang,
                "mistake-emptied-given",
                cell = cell.to_string(),
                given = given.to_string()
            ),
            Mistake::MissingCandidate { cell, digit } => say!(
                lang,
                "mistake-missing-candidate",
                cell = cell.to_string(),
                digit = digit.to_string()
            ),
        }
    }
}

impl fmt::Display for Mistake {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words_in(Lang::En))
    }
}

/// How many solutions a puzzle or position has, with the evidence.
///
/// ```
/// use shudu::{Grid, Position, Solutions, Solver};
/// let empty = Position::from_grid(Grid::empty());
/// let Solutions::Several { first, second, cell } = empty.solutions(&Solver::new()) else {
///     panic!("an empty grid has many solutions")
/// };
/// assert_ne!(first.get(cell), second.get(cell));
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Solutions {
    /// None: the digits clash, or no grid completes them. `dead_cell` is an empty cell
    /// with no candidate left, where there is one.
    None {
        /// The first empty cell no digit fits, if any.
        dead_cell: Option<Cell>,
    },
    /// Exactly one.
    Unique(Grid),
    /// At least two: two of them, and the first cell where they differ.
    Several {
        /// One solution.
        first: Grid,
        /// Another.
        second: Grid,
        /// The first cell (in reading order) where they differ.
        cell: Cell,
    },
}

impl Solutions {
    /// The one solution, if there is exactly one.
    ///
    /// ```
    /// use shudu::{Grid, Position, Solver};
    /// let empty = Position::from_grid(Grid::empty());
    /// assert!(empty.solutions(&Solver::new()).unique().is_none());
    /// ```
    pub fn unique(&self) -> Option<&Grid> {
        match self {
            Solutions::Unique(grid) => Some(grid),
            _ => None,
        }
    }
}

/// What [`Position::check`] found.
///
/// ```
/// use shudu::{Grid, Position, Solver};
/// let puzzle: Grid = "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759..".parse()?;
/// let report = Position::from_grid(puzzle).check(&Solver::new());
/// assert!(report.clashes.is_empty() && report.mistakes.is_empty());
/// assert!(report.puzzle.unique().is_some());
/// # Ok::<(), shudu::ParseError>(())
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Report {
    /// Digits of the sheet that break the rules.
    pub clashes: Vec<Conflict>,
    /// The puzzle's own solutions (its givens alone).
    pub puzzle: Solutions,
    /// Mistakes in reading order. Changed givens are always found; wrong entries and
    /// removed candidates only when the puzzle has one solution to judge them by.
    pub mistakes: Vec<Mistake>,
    /// The solutions of the position as it stands (sheet and pencil marks).
    pub position: Solutions,
}

impl Position {
    /// The position of a `sheet` (the puzzle's givens and the player's entries) played
    /// from `puzzle`, without pencil marks.
    ///
    /// ```
    /// use shudu::{Grid, Position};
    /// let puzzle: Grid = format!("1{}", ".".repeat(80)).parse()?;
    /// let sheet: Grid = format!("12{}", ".".repeat(79)).parse()?;
    /// let position = Position::new(puzzle, sheet);
    /// assert_eq!(position.entries().count(), 1);
    /// # Ok::<(), shudu::ParseError>(())
    /// ```
    pub fn new(puzzle: Grid, sheet: Grid) -> Position {
        Position {
            puzzle,
            sheet,
            marks: None,
        }
    }

    /// A position whose every digit counts as given (the puzzle is not known apart).
    ///
    /// ```
    /// use shudu::{Grid, Position};
    /// let position = Position::from_grid(Grid::empty());
    /// assert_eq!(position.entries().count(), 0);
    /// ```
    pub fn from_grid(grid: Grid) -> Position {
        Position::new(grid, grid)
    }

    /// The position of a player's pencil marks, played from `puzzle` (`None`: every placed
    /// digit counts as given).
    ///
    /// ```
    /// use shudu::parse::PencilMarks;
    /// use shudu::{Grid, Position};
    /// let marks = PencilMarks::of_grid(&Grid::empty());
    /// let position = Position::from_pencil_marks(None, &marks);
    /// assert!(position.marks().is_some());
    /// ```
    pub fn from_pencil_marks(puzzle: Option<Grid>, marks: &PencilMarks) -> Position {
        Position {
            puzzle: puzzle.unwrap_or(marks.placed),
            sheet: marks.placed,
            marks: Some(marks.marks),
        }
    }

    /// Reads a position from either candidate form ([`PencilMarks::parse`]).
    ///
    /// ```
    /// use shudu::Position;
    /// let position = Position::parse_candidates(&"123456789".repeat(81))?;
    /// assert_eq!(position.sheet().given_count(), 0);
    /// # Ok::<(), shudu::ParseError>(())
    /// ```
    pub fn parse_candidates(text: &str) -> Result<Position, ParseError> {
        Ok(Position::from_pencil_marks(
            None,
            &PencilMarks::parse(text)?,
        ))
    }

    /// The same position with these pencil marks (those of filled cells are ignored).
    ///
    /// ```
    /// use shudu::{Candidates, CellMap, Grid, Position};
    /// let position = Position::from_grid(Grid::empty()).with_marks(CellMap::new(Candidates::ALL));
    /// assert!(position.marks().is_some());
    /// ```
    pub fn with_marks(mut self, marks: CellMap<Candidates>) -> Position {
        self.marks = Some(marks);
        self
    }

    /// The puzzle: its givens.
    ///
    /// ```
    /// use shudu::{Grid, Position};
    /// assert_eq!(Position::from_grid(Grid::empty()).puzzle(), &Grid::empty());
    /// ```
    pub fn puzzle(&self) -> &Grid {
        &self.puzzle
    }

    /// The sheet: givens and entries as they stand.
    ///
    /// ```
    /// use shudu::{Grid, Position};
    /// assert_eq!(Position::from_grid(Grid::empty()).sheet(), &Grid::empty());
    /// ```
    pub fn sheet(&self) -> &Grid {
        &self.sheet
    }

    /// The pencil marks, if the player keeps them.
    ///
    /// ```
    /// use shudu::{Grid, Position};
    /// assert!(Position::from_grid(Grid::empty()).marks().is_none());
    /// ```
    pub fn marks(&self) -> Option<&CellMap<Candidates>> {
        self.marks.as_ref()
    }

    /// The player's entries: digits of the sheet in cells the puzzle leaves empty.
    ///
    /// ```
    /// use shudu::{Grid, Position};
    /// let sheet: Grid = format!("5{}", ".".repeat(80)).parse()?;
    /// let position = Position::new(Grid::empty(), sheet);
    /// assert_eq!(position.entries().next().unwrap().0.to_string(), "r1c1");
    /// # Ok::<(), shudu::ParseError>(())
    /// ```
    pub fn entries(&self) -> impl Iterator<Item = (Cell, Digit)> + '_ {
        self.sheet
            .givens()
            .filter(|&(c, _)| self.puzzle.get(c).is_none())
    }

    /// The candidates of `cell` as the player sees them: the pencil marks if kept, else
    /// every digit no peer holds; none for a filled cell.
    fn candidates(&self, cell: Cell) -> Candidates {
        match (self.sheet.get(cell), &self.marks) {
            (Some(_), _) => Candidates::NONE,
            (None, Some(marks)) => marks[cell],
            (None, None) => self.sheet.candidates(cell),
        }
    }

    /// The player's pencil marks, or those every empty cell starts with when none are
    /// kept: what the candidate forms write.
    ///
    /// ```
    /// use shudu::parse::PencilMarks;
    /// use shudu::{Grid, Position};
    /// let position = Position::from_grid(Grid::empty());
    /// assert_eq!(position.pencil_marks(), PencilMarks::of_grid(&Grid::empty()));
    /// ```
    pub fn pencil_marks(&self) -> PencilMarks {
        PencilMarks {
            placed: self.sheet,
            marks: CellMap::from_fn(|c| self.candidates(c)),
        }
    }

    /// The solving state for hints: the sheet's digits and the player's marks (or every
    /// candidate the peers allow).
    ///
    /// ```
    /// use shudu::logic::Board;
    /// use shudu::{Grid, Position};
    /// assert_eq!(Position::from_grid(Grid::empty()).board(), Board::new(&Grid::empty()));
    /// ```
    pub fn board(&self) -> Board {
        match &self.marks {
            Some(marks) => Board::from_candidates(&self.sheet, marks),
            None => Board::new(&self.sheet),
        }
    }

    /// The solutions of the position: the sheet's digits completed within the pencil
    /// marks. Counted to two with the fast solver, so this is quick on any position.
    ///
    /// ```
    /// use shudu::{Grid, Position, Solutions, Solver};
    /// let Solutions::Several { cell, first, second } =
    ///     Position::from_grid(Grid::empty()).solutions(&Solver::new())
    /// else { panic!() };
    /// assert_ne!(first.get(cell), second.get(cell));
    /// ```
    pub fn solutions(&self, solver: &Solver) -> Solutions {
        if !self.sheet.conflicts().is_empty() {
            return Solutions::None { dead_cell: None };
        }
        // A cell where no digit fits, whether peers or the player's marks exclude it.
        let dead_cell = Cell::all().find(|&c| {
            self.sheet.get(c).is_none()
                && both(self.candidates(c), self.sheet.candidates(c)).is_empty()
        });
        if dead_cell.is_some() {
            return Solutions::None { dead_cell };
        }
        let found = solver.search(&self.sheet, 2, 2).solutions;
        let within = |g: &Grid| {
            Cell::all().all(|c| {
                self.sheet.get(c).is_some()
                    || self.candidates(c).contains(g.get(c).expect("complete"))
            })
        };
        let restricted = self.marks.is_some()
            && Cell::all().any(|c| {
                self.sheet.get(c).is_none()
                    && both(self.candidates(c), self.sheet.candidates(c))
                        != self.sheet.candidates(c)
            });
        let found = if found.len() < 2 || !restricted {
            found.into_iter().filter(within).collect()
        } else {
            // The marks may rule out solutions the digits alone allow: search within them.
            self.search_within_marks(2)
        };
        solutions_of(found, None)
    }

    /// Up to `limit` solutions of the sheet that keep to the pencil marks: a plain search,
    /// fewest candidates first, for the rare position whose marks narrow several
    /// solutions of its digits.
    fn search_within_marks(&self, limit: usize) -> Vec<Grid> {
        let mut board = PlainBoard::empty();
        let mut marks = [0x1ffu16; 81];
        for cell in Cell::all() {
            match self.sheet.get(cell) {
                Some(d) => board.place(cell.index(), d.get()),
                None => marks[cell.index()] = self.candidates(cell).bits(),
            }
        }
        let mut found = Vec::new();
        descend(&mut board, &marks, limit, &mut found);
        found.iter().map(Grid::from_values).collect()
    }

    /// Judges the position: clashes, mistakes against the puzzle's solution, and the
    /// position's own solutions.
    ///
    /// ```
    /// use shudu::{Grid, Position, Solutions, Solver};
    /// let puzzle: Grid =
    ///     "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759.."
    ///         .parse()?;
    /// let report = Position::from_grid(puzzle).check(&Solver::new());
    /// assert!(report.mistakes.is_empty() && report.clashes.is_empty());
    /// assert!(matches!(report.position, Solutions::Unique(_)));
    /// # Ok::<(), shudu::ParseError>(())
    /// ```
    pub fn check(&self, solver: &Solver) -> Report {
        let clashes = self.sheet.conflicts();
        let puzzle = if self.puzzle == self.sheet && self.marks.is_none() {
            None
        } else {
            Some(Position::from_grid(self.puzzle).solutions(solver))
        };
        let position = self.solutions(solver);
        let puzzle = puzzle.unwrap_or_else(|| position.clone());
        let mut mistakes = Vec::new();
        for cell in Cell::all() {
            let now = self.sheet.get(cell);
            if let Some(given) = self.puzzle.get(cell) {
                if now != Some(given) {
                    mistakes.push(Mistake::ChangedGiven { cell, given, now });
                }
                continue;
            }
            let Some(solution) = puzzle.unique() else {
                continue;
            };
            let right = solution.get(cell).expect("a solution is complete");
            match now {
                Some(entered) if entered != right => mistakes.push(Mistake::WrongEntry {
                    cell,
                    entered,
                    solution: right,
                }),
                Some(_) => {}
                None if self.marks.is_some() && !self.candidates(cell).contains(right) => {
                    mistakes.push(Mistake::MissingCandidate { cell, digit: right })
                }
                None => {}
            }
        }
        Report {
            clashes,
            puzzle,
            mistakes,
            position,
        }
    }
}

/// The digits in both sets.
fn both(a: Candidates, b: Candidates) -> Candidates {
    Candidates::from_bits(a.bits() & b.bits())
}

/// The [`Solutions`] of up to two solutions found.
fn solutions_of(mut found: Vec<Grid>, dead_cell: Option<Cell>) -> Solutions {
    match found.len() {
        0 => Solutions::None { dead_cell },
        1 => Solutions::Unique(found.pop().expect("one")),
        _ => {
            let (first, second) = (found[0], found[1]);
            let cell = Cell::all()
                .find(|&c| first.get(c) != second.get(c))
                .expect("two solutions differ somewhere");
            Solutions::Several {
                first,
                second,
                cell,
            }
        }
    }
}

/// Depth-first search within `marks`, the cell with the fewest choices first; returns
/// true once `limit` solutions are found.
fn descend(
    board: &mut PlainBoard,
    marks: &[u16; 81],
    limit: usize,
    found: &mut Vec<[u8; 81]>,
) -> bool {
    let mut best: Option<(usize, u16)> = None;
    for (i, &allowed) in marks.iter().enumerate() {
        if board.values[i] != 0 {
            continue;
        }
        let choices = board.candidates(i) & allowed;
        if best.is_none_or(|(_, b)| choices.count_ones() < b.count_ones()) {
            best = Some((i, choices));
            if choices.count_ones() <= 1 {
                break;
            }
        }
    }
    let Some((i, mut choices)) = best else {
        found.push(board.values);
        return found.len() >= limit;
    };
    while choices != 0 {
        let v = choices.trailing_zeros() as u8 + 1;
        choices &= choices - 1;
        board.place(i, v);
        let done = descend(board, marks, limit, found);
        board.clear(i);
        if done {
            return true;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::{Duration, Instant};

    const TUTORIAL: &str =
        "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759..";

    /// The cell named `r<row>c<col>`.
    fn cell(name: &str) -> Cell {
        let b = name.as_bytes();
        Cell::new(usize::from(b[1] - b'1'), usize::from(b[3] - b'1')).unwrap()
    }

    fn digit(d: u8) -> Digit {
        Digit::new(d).unwrap()
    }

    #[test]
    fn names_wrong_entries_changed_givens_and_removed_candidates() {
        let puzzle: Grid = TUTORIAL.parse().unwrap();
        let mut sheet = puzzle;
        sheet.set(cell("r1c1"), Some(digit(4)));
        sheet.set(cell("r1c3"), None);
        sheet.set(cell("r1c4"), Some(digit(1)));
        // The marks the player started from, less one the solution needs.
        let mut marks = PencilMarks::of_grid(&puzzle);
        marks.placed = sheet;
        marks.marks[cell("r2c9")].remove(digit(9));
        let report = Position::from_pencil_marks(Some(puzzle), &marks).check(&Solver::new());
        assert_eq!(
            report.mistakes,
            [
                Mistake::WrongEntry {
                    cell: cell("r1c1"),
                    entered: digit(4),
                    solution: digit(5)
                },
                Mistake::ChangedGiven {
                    cell: cell("r1c3"),
                    given: digit(9),
                    now: None
                },
                Mistake::ChangedGiven {
                    cell: cell("r1c4"),
                    given: digit(7),
                    now: Some(digit(1))
                },
                Mistake::MissingCandidate {
                    cell: cell("r2c9"),
                    digit: digit(9)
                },
            ]
        );
        assert!(report.puzzle.unique().is_some());
        // r1c1 = 4 clashes with the 4 given in r1c5.
        assert_eq!(report.clashes[0].first, cell("r1c1"));
        assert_eq!(report.clashes[0].second, cell("r1c5"));
        assert_eq!(report.position, Solutions::None { dead_cell: None });
    }

    #[test]
    fn sparse_and_broken_positions_are_counted_at_once() {
        let start = Instant::now();
        let solver = Solver::new();
        let empty = Position::parse_candidates(&"123456789".repeat(81)).unwrap();
        let Solutions::Several {
            cell: c,
            first,
            second,
        } = empty.solutions(&solver)
        else {
            panic!("several solutions expected");
        };
        assert_ne!(first.get(c), second.get(c));
        assert!(
            Cell::all()
                .take_while(|&e| e != c)
                .all(|e| first.get(e) == second.get(e))
        );
        // A cell with no candidate left.
        let mut text = "123456789".repeat(81);
        text.replace_range(9 * 40..9 * 41, ".........");
        let dead = Position::parse_candidates(&text).unwrap();
        assert_eq!(
            dead.solutions(&solver),
            Solutions::None {
                dead_cell: Some(cell("r5c5"))
            }
        );
        // Marks that leave one solution of an empty grid's many: the search within them.
        let solution = Solver::new().first(&TUTORIAL.parse().unwrap()).unwrap();
        let mut marks = PencilMarks::of_grid(&Grid::empty());
        for c in Cell::all().skip(20) {
            marks.marks[c] = Candidates::only(solution.get(c).unwrap());
            marks.marks[c].insert(digit(solution.get(c).unwrap().get() % 9 + 1));
        }
        let narrowed = Position::from_pencil_marks(None, &marks);
        let found = narrowed.solutions(&solver);
        assert!(matches!(
            found,
            Solutions::Several { .. } | Solutions::Unique(_)
        ));
        if let Solutions::Several { first, second, .. } = &found {
            for g in [first, second] {
                assert!(Cell::all().all(|c| marks.marks[c].contains(g.get(c).unwrap())));
            }
        }
        assert!(start.elapsed() < Duration::from_secs(1));
    }
}
