//! Correction with the solver. A printed puzzle has exactly one solution, so when the grid
//! read has none or several, the cheapest changes are tried — a suspect cell (one in a clash,
//! or one read with a small margin) given its runner-up digit or emptied, or a cell whose ink
//! was judged no digit given its most likely digit — alone and in pairs,
//! cheapest first, and the first that leaves exactly one solution is accepted, if its cost is
//! under a cap. A change is never silent: every changed cell is flagged unsure, because a
//! wrong correction can also give a unique solution (a different puzzle).
//! Read next: [`crate::read`], whose readings this corrects.

use shudu::{Cell, Outcome, Solver};

use crate::read::{CellReading, Reading};

/// The most suspect cells considered (pairs of them are tried too).
const SUSPECTS: usize = 10;

/// The highest total cost accepted (the sum of each change's −ln of its probability ratio).
const MAX_COST: f32 = 9.0;

/// The extra cost of emptying a cell rather than changing its digit: an ink mark read as a
/// digit is rarer than a digit misread.
const EMPTYING: f32 = 3.0;

/// What correction did.
///
/// ```
/// use shudu_scan::correct::Correction;
/// let nothing = Correction { changed: vec![], proper: true };
/// assert!(nothing.changed.is_empty());
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Correction {
    /// The cells changed (each now flagged unsure in the reading).
    pub changed: Vec<Cell>,
    /// Whether the grid, after correction, has exactly one solution.
    pub proper: bool,
}

/// One candidate change: a cell, its new reading and the change's cost.
#[derive(Clone, Copy)]
struct Change {
    cell: Cell,
    to: CellReading,
    cost: f32,
}

/// Corrects `reading` in place when its grid is not a proper puzzle (see the module's docs).
pub fn correct(reading: &mut Reading) -> Correction {
    let solver = Solver::new();
    if matches!(solver.solve(&reading.grid), Outcome::Unique(_)) {
        return Correction {
            changed: vec![],
            proper: true,
        };
    }
    let clashing: Vec<Cell> = reading
        .grid
        .conflicts()
        .iter()
        .flat_map(|c| [c.first, c.second])
        .collect();
    let mut suspects: Vec<(Cell, &CellReading)> = Cell::all()
        .zip(&reading.cells)
        .filter(|(_, r)| r.digit.is_some() || r.runner_up.is_some())
        .collect();
    // Clashing cells first, then by confidence, least first.
    suspects.sort_by(|a, b| {
        let (ca, cb) = (clashing.contains(&a.0), clashing.contains(&b.0));
        cb.cmp(&ca).then(a.1.confidence.total_cmp(&b.1.confidence))
    });
    let mut changes = Vec::new();
    for (cell, r) in suspects.into_iter().take(SUSPECTS) {
        let top = r.confidence.max(1e-6);
        if let Some((digit, p)) = r.runner_up {
            changes.push(Change {
                cell,
                to: CellReading {
                    digit: Some(digit),
                    confidence: p,
                    runner_up: r.digit.map(|d| (d, r.confidence)),
                    unsure: true,
                },
                cost: (top / p.max(1e-6)).ln(),
            });
        }
        if r.digit.is_none() {
            continue;
        }
        changes.push(Change {
            cell,
            to: CellReading {
                unsure: true,
                ..CellReading::empty()
            },
            cost: EMPTYING + (top / (1.0 - top).max(1e-6)).ln().max(0.0),
        });
    }
    // Single changes and pairs of changes to different cells, cheapest first.
    let mut trials: Vec<(f32, Vec<Change>)> = changes.iter().map(|&c| (c.cost, vec![c])).collect();
    for (i, a) in changes.iter().enumerate() {
        for b in &changes[i + 1..] {
            if a.cell != b.cell {
                trials.push((a.cost + b.cost, vec![*a, *b]));
            }
        }
    }
    trials.retain(|(cost, _)| *cost <= MAX_COST);
    trials.sort_by(|a, b| a.0.total_cmp(&b.0));
    for (_, trial) in trials {
        let mut grid = reading.grid;
        for c in &trial {
            grid.set(c.cell, c.to.digit);
        }
        if matches!(solver.solve(&grid), Outcome::Unique(_)) {
            reading.grid = grid;
            for c in &trial {
                reading.cells[c.cell.index()] = c.to;
            }
            return Correction {
                changed: trial.iter().map(|c| c.cell).collect(),
                proper: true,
            };
        }
    }
    Correction {
        changed: vec![],
        proper: false,
    }
}
