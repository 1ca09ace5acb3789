//! Correction with the solver. A printed puzzle has exactly one solution, so when the grid
//! read has none or several, changes are tried: a cell read as a digit given its runner-up or
//! emptied (a mark — shading, print showing through the page — read as a digit), or a cell
//! whose ink was judged no digit given its most likely digit. Each change costs the log of
//! the network's own odds against it (−ln of the new reading's probability over the old
//! one's, both among its ten outputs), so emptying a cell is cheap exactly when the network
//! half thought its ink a mark. Every single change and every pair of changes to different
//! cells under a cap on the cost is tried, cheapest first; the cheapest that leaves exactly
//! one solution is accepted only when it is clearly the cheapest: if another change also
//! leaves one solution, a different one, at nearly the same cost, nothing is changed. A
//! change is never silent: every changed cell is flagged unsure, because a wrong correction
//! can also give a unique solution (a different puzzle). A grid read right always has one
//! solution, so correction never touches it.
//! Read next: [`crate::read`], whose readings this corrects.

use shudu::solve::Outcome;
use shudu::{Cell, Grid, Solver};

use crate::read::{CellReading, Reading};

/// The highest total cost accepted (the sum of each change's −ln of its probability ratio).
const MAX_COST: f32 = 9.0;

/// How much cheaper (in −ln odds) the accepted change must be than any other change that
/// also gives a unique solution: at ln 4, the network found it at least four times as likely.
const CLEAR: f32 = 1.386;

/// The most trials (single changes and pairs, cheapest first) solved: a bound on the time
/// a grid far from any puzzle costs.
const MAX_TRIALS: usize = 600;

/// The least probability a cost is computed from, so a zero output costs a finite amount
/// (far above [`MAX_COST`]).
const FLOOR: f32 = 1e-6;

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
    let mut changes: Vec<Change> = Cell::all()
        .zip(&reading.cells)
        .flat_map(|(cell, r)| changes_of(cell, r))
        .filter(|c| c.cost <= MAX_COST)
        .collect();
    changes.sort_by(|a, b| a.cost.total_cmp(&b.cost));
    // Single changes and pairs of changes to different cells, cheapest first.
    let mut trials: Vec<(f32, Vec<Change>)> = changes.iter().map(|&c| (c.cost, vec![c])).collect();
    for (i, a) in changes.iter().enumerate() {
        for b in &changes[i + 1..] {
            if a.cell != b.cell && a.cost + b.cost <= MAX_COST {
                trials.push((a.cost + b.cost, vec![*a, *b]));
            }
        }
    }
    trials.sort_by(|a, b| a.0.total_cmp(&b.0));
    trials.truncate(MAX_TRIALS);
    // The cheapest trial with one solution: its cost, grid, solution and changes.
    let mut found: Option<(f32, Grid, Grid, &[Change])> = None;
    for (cost, trial) in &trials {
        if found.as_ref().is_some_and(|f| *cost > f.0 + CLEAR) {
            break;
        }
        let mut grid = reading.grid;
        for c in trial {
            grid.set(c.cell, c.to.digit);
        }
        let Outcome::Unique(solution) = solver.solve(&grid) else {
            continue;
        };
        match &found {
            None => found = Some((*cost, grid, solution, trial)),
            // Another puzzle with one solution at nearly the same cost: which was printed is
            // not clear, so none is chosen. (A dearer trial that only adds or drops a clue
            // of the same solution is the same puzzle to play, and no rival.)
            Some(f) if f.2 != solution => {
                return Correction {
                    changed: vec![],
                    proper: false,
                };
            }
            Some(_) => {}
        }
    }
    let Some((_, grid, _, trial)) = found else {
        return Correction {
            changed: vec![],
            proper: false,
        };
    };
    reading.grid = grid;
    for c in trial {
        reading.cells[c.cell.index()] = c.to;
    }
    Correction {
        changed: trial.iter().map(|c| c.cell).collect(),
        proper: true,
    }
}

/// The changes worth trying in one cell, each costing −ln of the new reading's probability
/// over the old one's among the network's ten outputs. A cell with too little ink to ask the
/// network (no runner-up) is certainly empty and has none.
fn changes_of(cell: Cell, r: &CellReading) -> Vec<Change> {
    let mut out = Vec::new();
    let Some((runner, p)) = r.runner_up else {
        return out;
    };
    match r.digit {
        Some(digit) => {
            // The digit's and runner-up's probabilities were renormalised among the nine
            // digits: their ratio is the raw outputs' ratio, and the digit's raw output is
            // its share of what the mark output left.
            let top = r.confidence.max(FLOOR);
            out.push(Change {
                cell,
                to: CellReading {
                    digit: Some(runner),
                    confidence: p,
                    runner_up: Some((digit, r.confidence)),
                    mark: r.mark,
                    unsure: true,
                },
                cost: (top / p.max(FLOOR)).ln(),
            });
            let raw = (top * (1.0 - r.mark)).max(FLOOR);
            out.push(Change {
                cell,
                to: CellReading {
                    digit: None,
                    confidence: r.mark,
                    runner_up: Some((digit, raw)),
                    mark: r.mark,
                    unsure: true,
                },
                cost: (raw / r.mark.max(FLOOR)).ln().max(0.0),
            });
        }
        None => out.push(Change {
            cell,
            to: CellReading {
                digit: Some(runner),
                confidence: p,
                runner_up: None,
                mark: r.mark,
                unsure: true,
            },
            cost: (r.confidence.max(FLOOR) / p.max(FLOOR)).ln().max(0.0),
        }),
    }
    out
}
