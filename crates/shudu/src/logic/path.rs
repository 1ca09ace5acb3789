//! The driver: [`next_step`] (the step to take now), [`find_steps`] (every step of one
//! technique) and [`solve_path`] (steps until the grid is solved or no technique applies).
//!
//! At each point the driver tries Sudoku Explainer's techniques (the start of
//! [`Technique::ALL`], [`Repertoire::SudokuExplainer`]) in their order and takes
//! the first step of the first technique that has one — Sudoku Explainer's rule (it asks
//! its rules in a fixed order and takes the first hint found), which is why ratings can be
//! compared with its own. A path's walk remembers, for the rules whose steps are local,
//! the last board each found nothing on, so that they search again only where the
//! candidates changed (`techniques/memory.rs`); the steps are those of a walk that
//! remembers nothing.
//!
//! Read next: `rating.rs`.

use super::board::Board;
use super::budget::{self, Budget};
use super::path_words::{EndWords, Ending, path_text};
use super::settings::Logic;
use super::step::Step;
use super::technique::Technique;
use super::techniques;
use crate::grid::{Cell, Grid};
use crate::words::Lang;

/// Every step `technique` finds on `board`, the one the driver would take first.
///
/// ```
/// use shudu::logic::{Board, Technique, find_steps};
/// use shudu::Grid;
/// let grid: Grid =
///     "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759.."
///         .parse()?;
/// let singles = find_steps(&Board::new(&grid), Technique::NakedSingle);
/// assert!(singles.iter().all(|s| s.placements.len() == 1));
/// # Ok::<(), shudu::ParseError>(())
/// ```
pub fn find_steps(board: &Board, technique: Technique) -> Vec<Step> {
    let mut out = Vec::new();
    techniques::find(board, technique, &mut out);
    out
}

/// The step to take now: the first one of the first of Sudoku Explainer's techniques, in
/// [`Technique::ALL`] order, that applies; `None` when none does (or the board is solved).
pub fn next_step(board: &Board) -> Option<Step> {
    techniques::next(board)
}

/// How a solving path ended.
///
/// ```
/// use shudu::Grid;
/// use shudu::logic::{PathEnd, solve_path};
/// let grid: Grid = "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759..".parse()?;
/// assert_eq!(solve_path(&grid).end, PathEnd::Solved);
/// # Ok::<(), shudu::ParseError>(())
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum PathEnd {
    /// Every cell is filled.
    Solved,
    /// No implemented technique applies: the puzzle is beyond the implemented techniques
    /// (or has several solutions).
    Stuck,
    /// An empty cell has no candidate left: the puzzle (or the player's state) has no
    /// solution.
    Contradiction(Cell),
    /// The [`Budget`](super::Budget) was spent before the path ended (only with a limited
    /// budget: see [`Logic::within`](super::Logic::within)).
    GaveUp,
}

impl PathEnd {
    /// The kind of end, shared with the paths of other sizes.
    pub(crate) fn ending(&self) -> Ending {
        match self {
            PathEnd::Solved => Ending::Solved,
            PathEnd::Stuck => Ending::Stuck,
            PathEnd::Contradiction(_) => Ending::Contradiction,
            PathEnd::GaveUp => Ending::GaveUp,
        }
    }

    /// The end's name, as the path record writes it: `solved`, `stuck`, `contradiction`,
    /// `gave-up`.
    ///
    /// ```
    /// use shudu::logic::PathEnd;
    /// assert_eq!(PathEnd::GaveUp.name(), "gave-up");
    /// ```
    pub fn name(&self) -> &'static str {
        self.ending().name()
    }

    /// The verdict on a puzzle whose path ended so, as `explain` reports it:
    /// `explained`, `beyond` (stuck), `unsolvable` (a contradiction) or `gave-up`.
    ///
    /// ```
    /// use shudu::logic::PathEnd;
    /// assert_eq!(PathEnd::Solved.status(), "explained");
    /// assert_eq!(PathEnd::Stuck.status(), "beyond");
    /// ```
    pub fn status(&self) -> &'static str {
        self.ending().status()
    }
}

/// The steps from a starting board to the end of the logic.
///
/// ```
/// use shudu::Grid;
/// use shudu::logic::solve_path;
/// let grid: Grid = "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759..".parse()?;
/// let path = solve_path(&grid);
/// assert!(path.is_solved());
/// assert!(path.board.is_solved());
/// assert!(path.steps.iter().any(|s| s.technique.name() == "Swordfish"));
/// # Ok::<(), shudu::ParseError>(())
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Path {
    /// The steps, in order.
    pub steps: Vec<Step>,
    /// Why the path stopped.
    pub end: PathEnd,
    /// The board after the last step.
    pub board: Board,
}

impl Path {
    /// Whether the path reached a full grid.
    pub fn is_solved(&self) -> bool {
        self.end == PathEnd::Solved
    }

    /// The path in words, as `explain` prints it under its heading: each step's
    /// [`line`](Step::line), numbered, then how the path ended — `solved`, the `budget`'s
    /// words when it gave up, the cell left without a candidate, or `stuck: {stuck}:` and
    /// the board where no technique applied.
    ///
    /// ```
    /// use shudu::Grid;
    /// use shudu::logic::{Budget, solve_path};
    /// let grid: Grid = "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759..".parse()?;
    /// let text = solve_path(&grid).text(&Budget::unlimited(), "no technique applies");
    /// assert!(text.starts_with("  1. "));
    /// assert!(text.ends_with("\n     solved\n"));
    /// # Ok::<(), shudu::ParseError>(())
    /// ```
    pub fn text(&self, budget: &Budget, stuck: &str) -> String {
        self.text_in(budget, stuck, Lang::En)
    }

    /// The path in `lang`'s words (see [`Path::text`]); `stuck` is already in them.
    pub fn text_in(&self, budget: &Budget, stuck: &str, lang: Lang) -> String {
        let end = match self.end {
            PathEnd::Solved => EndWords::Solved,
            PathEnd::GaveUp => EndWords::GaveUp(budget.gave_up_in(lang)),
            PathEnd::Contradiction(cell) => EndWords::Contradiction(cell.to_string()),
            PathEnd::Stuck => EndWords::Stuck {
                note: stuck.to_owned(),
                board: self.board.to_grid().to_pretty(),
            },
        };
        path_text(self.steps.iter().map(|s| s.line_in(lang)), end, lang)
    }
}

/// Solves `grid` step by step with the easiest technique available at each point.
///
/// ```
/// use shudu::logic::solve_path;
/// use shudu::Grid;
/// let grid: Grid =
///     "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759.."
///         .parse()?;
/// let path = solve_path(&grid);
/// assert!(path.is_solved());
/// assert!(path.board.to_grid().is_solution_of(&grid));
/// # Ok::<(), shudu::ParseError>(())
/// ```
pub fn solve_path(grid: &Grid) -> Path {
    solve_path_from(Board::new(grid))
}

/// Like [`solve_path`], from any board (a player's state with pencil marks, say).
pub fn solve_path_from(board: Board) -> Path {
    Logic::default().solve_path_from(board)
}

/// Applies the steps `next` finds until the board is solved, dead, or `next` finds none,
/// or the budget installed on this thread (see `budget.rs`) is spent: a step found by a
/// search the budget cut short is dropped.
pub(super) fn walk(mut board: Board, mut next: impl FnMut(&Board) -> Option<Step>) -> Path {
    let mut steps = Vec::new();
    let end = loop {
        if board.is_solved() {
            break PathEnd::Solved;
        }
        if let Some(dead) = board.dead_cell() {
            break PathEnd::Contradiction(dead);
        }
        if budget::spent_now() {
            break PathEnd::GaveUp;
        }
        match next(&board) {
            _ if budget::tripped() => break PathEnd::GaveUp,
            Some(step) => {
                board.apply(&step);
                steps.push(step);
            }
            None => break PathEnd::Stuck,
        }
    };
    Path { steps, end, board }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Regression: the 9×9 text called a path that ran into a contradiction "stuck", with
    /// the words for a puzzle beyond the techniques; it ends as the other sizes' does.
    #[test]
    fn a_contradiction_reads_as_no_solution_not_as_stuck() {
        // r1c9 can be neither 1-8 (its row) nor 9 (r2c9 in its column).
        let line = format!("12345678.........9{}", ".".repeat(63));
        let grid: Grid = line.parse().expect("a grid");
        let path = solve_path(&grid);
        assert_eq!(path.end, PathEnd::Contradiction(Cell::new(0, 8).unwrap()));
        assert_eq!(path.end.status(), "unsolvable");
        assert_eq!(
            path.text(&Budget::unlimited(), "nothing applies"),
            "     no solution: r1c9 has no candidate left\n"
        );
    }
}
