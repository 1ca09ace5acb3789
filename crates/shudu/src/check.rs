//! Checking a puzzle the way a player or puzzle maker asks: do the givens clash, can it
//! be solved, is the solution unique, and is every clue needed (is it minimal)?
//!
//! Read next: [`crate::generate`], which only ever produces puzzles that pass all four.

use crate::grid::{Cell, Conflict, Digit, Grid};
use crate::solve::{SolutionCount, Solver};

/// Everything [`check`] found about a puzzle.
///
/// ```
/// use shudu::check::check;
/// use shudu::{Grid, Solver};
/// let puzzle: Grid = "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..".parse()?;
/// let report = check(&puzzle, &Solver::new());
/// assert!(report.is_valid() && report.is_unique());
/// assert!(report.is_minimal());
/// # Ok::<(), shudu::ParseError>(())
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Check {
    /// Pairs of givens that clash (empty for a valid puzzle).
    pub conflicts: Vec<Conflict>,
    /// Solutions, counted up to two (zero when givens clash).
    pub solutions: SolutionCount,
    /// For a unique puzzle, the clues that could each be removed with the solution
    /// staying unique; `None` when the puzzle is not unique (minimality does not apply).
    pub redundant: Option<Vec<(Cell, Digit)>>,
}

impl Check {
    /// Whether the givens clash.
    pub fn is_valid(&self) -> bool {
        self.conflicts.is_empty()
    }

    /// Whether at least one solution exists.
    pub fn is_solvable(&self) -> bool {
        self.solutions.solutions > 0
    }

    /// Whether exactly one solution exists.
    pub fn is_unique(&self) -> bool {
        self.solutions.solutions == 1
    }

    /// Whether the puzzle is unique and no clue can be removed without losing that.
    pub fn is_minimal(&self) -> bool {
        self.redundant.as_ref().is_some_and(Vec::is_empty)
    }
}

/// Checks `puzzle` with `solver`.
///
/// ```
/// use shudu::check::check;
/// use shudu::{Grid, Solver};
/// let puzzle: Grid =
///     "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759.."
///         .parse()
///         .unwrap();
/// let report = check(&puzzle, &Solver::new());
/// assert!(report.is_valid() && report.is_unique());
/// assert!(!report.is_minimal());
/// ```
pub fn check(puzzle: &Grid, solver: &Solver) -> Check {
    let conflicts = puzzle.conflicts();
    if !conflicts.is_empty() {
        return Check {
            conflicts,
            solutions: SolutionCount {
                solutions: 0,
                limit_reached: false,
            },
            redundant: None,
        };
    }
    let solutions = solver.count(puzzle, 2);
    let redundant = (solutions.solutions == 1).then(|| redundant_clues(puzzle, solver));
    Check {
        conflicts,
        solutions,
        redundant,
    }
}

/// The clues of a unique `puzzle` whose removal alone keeps the solution unique.
pub fn redundant_clues(puzzle: &Grid, solver: &Solver) -> Vec<(Cell, Digit)> {
    let mut trial = *puzzle;
    let mut found = Vec::new();
    for (cell, digit) in puzzle.givens() {
        trial.set(cell, None);
        if solver.is_unique(&trial) {
            found.push((cell, digit));
        }
        trial.set(cell, Some(digit));
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clashing_puzzle_reports_conflicts_only() {
        let mut g = Grid::empty();
        g.set(Cell::new(3, 1).unwrap(), Digit::new(5));
        g.set(Cell::new(3, 6).unwrap(), Digit::new(5));
        let report = check(&g, &Solver::new());
        assert_eq!(
            report.conflicts[0].to_string(),
            "r4c2 and r4c7 both hold 5 (row 4)"
        );
        assert!(!report.is_solvable());
        assert_eq!(report.redundant, None);
    }

    #[test]
    fn a_complete_grid_is_unique_but_far_from_minimal() {
        let solution = Solver::new().first(&Grid::empty()).unwrap();
        let report = check(&solution, &Solver::new());
        assert!(report.is_unique());
        assert_eq!(report.redundant.unwrap().len(), 81);
    }
}
