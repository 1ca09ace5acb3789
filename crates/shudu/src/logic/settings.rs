//! [`Logic`]: how the logic engine works — which techniques it may use (a
//! [`Repertoire`]) and for how long (a [`Budget`]) — the one value its verbs take, so a
//! caller states its settings once instead of choosing among `_in`, `_within` and
//! `_from` entry points.
//!
//! The plain functions of the module ([`next_step`](super::next_step),
//! [`solve_path`](super::solve_path), [`rate`](super::rate)) are the default settings:
//! Sudoku Explainer's techniques, no time limit.
//!
//! Read next: `budget.rs` (how a budget is watched), `repertoire.rs`, `path.rs`.

use super::board::Board;
use super::budget::{Budget, GaveUp, spent_now, tripped, watching};
use super::path::{Path, walk};
use super::rating::{Rating, Unrated, rate_path};
use super::repertoire::Repertoire;
use super::step::Step;
use super::techniques;
use super::techniques::memory::Memory;
use crate::grid::Grid;

/// The logic engine's settings: its techniques and its time.
///
/// ```
/// use std::time::Duration;
/// use shudu::Grid;
/// use shudu::logic::{Board, Budget, Logic, PathEnd, Repertoire};
/// let grid: Grid =
///     "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759.."
///         .parse()?;
/// // Sudoku Explainer's techniques, no limit: the defaults, what ratings use.
/// let rated = Logic::default().rate(&grid).expect("rated");
/// assert_eq!(rated.figures(), "3.8/1.2/1.2");
/// // Every technique a player knows, within a minute.
/// let logic = Logic::new(Repertoire::Full).within(&Budget::within(Duration::from_secs(60)));
/// assert_eq!(logic.solve_path(&grid).end, PathEnd::Solved);
/// assert!(logic.next_step(&Board::new(&grid))?.is_some());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug)]
pub struct Logic {
    repertoire: Repertoire,
    budget: Budget,
}

impl Default for Logic {
    /// Sudoku Explainer's techniques, no time limit.
    fn default() -> Logic {
        Logic::new(Repertoire::SudokuExplainer)
    }
}

impl Logic {
    /// The techniques of `repertoire`, no time limit.
    pub fn new(repertoire: Repertoire) -> Logic {
        Logic {
            repertoire,
            budget: Budget::unlimited(),
        }
    }

    /// These settings within `budget`.
    pub fn within(mut self, budget: &Budget) -> Logic {
        self.budget = budget.clone();
        self
    }

    /// The techniques.
    pub fn repertoire(&self) -> Repertoire {
        self.repertoire
    }

    /// The time.
    pub fn budget(&self) -> &Budget {
        &self.budget
    }

    /// The step to take now on `board`: the first step of the first technique, in the
    /// repertoire's order, that applies; `Ok(None)` when none does (or the board is
    /// solved), [`GaveUp`] when the budget is spent before the search ends.
    pub fn next_step(&self, board: &Board) -> Result<Option<Step>, GaveUp> {
        watching(&self.budget, || {
            if spent_now() {
                return Err(GaveUp);
            }
            let step = techniques::next_remembering(
                board,
                self.repertoire.techniques(),
                self.repertoire.profile(),
                &mut Memory::default(),
            );
            if tripped() { Err(GaveUp) } else { Ok(step) }
        })
    }

    /// The solving path of `grid`: steps until it is solved, dead or stuck, or the budget
    /// is spent ([`PathEnd::GaveUp`](super::PathEnd::GaveUp), after the steps taken).
    pub fn solve_path(&self, grid: &Grid) -> Path {
        self.solve_path_from(Board::new(grid))
    }

    /// [`Logic::solve_path`] from any board (a player's position with pencil marks, say).
    pub fn solve_path_from(&self, board: Board) -> Path {
        watching(&self.budget, || {
            let mut memory = Memory::default();
            walk(board, |b| {
                techniques::next_remembering(
                    b,
                    self.repertoire.techniques(),
                    self.repertoire.profile(),
                    &mut memory,
                )
            })
        })
    }

    /// The rating of `grid`'s path under these settings ([`Unrated::GaveUp`] when the
    /// budget is spent first). Sudoku Explainer's ratings are those of its repertoire,
    /// the default.
    pub fn rate(&self, grid: &Grid) -> Result<Rating, Unrated> {
        rate_path(&self.solve_path(grid))
    }
}
