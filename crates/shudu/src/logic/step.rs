//! [`Step`]: one deduction — the technique, what it places and removes, and the evidence
//! that justifies it — with [`Step::explain`] to put it in words: the wording of each
//! technique is beside its finder (`fn explain` in each file of `techniques/`, named by
//! the technique table); this file has the words they share.
//!
//! Read next: `techniques/mod.rs` (the finders that build steps), `path.rs` (the driver
//! that applies them).

use super::technique::Technique;
use crate::grid::{Cell, Digit, Grid, House};

/// One logical step: the technique, its placements and eliminations, and the evidence.
///
/// ```
/// use shudu::logic::{Board, Technique, next_step};
/// use shudu::Grid;
/// let grid: Grid =
///     "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759.."
///         .parse()?;
/// let step = next_step(&Board::new(&grid)).unwrap();
/// assert_eq!(step.technique, Technique::HiddenSingleBox);
/// assert_eq!(step.explain(), "r2c9 must be 9: it is the only place for 9 in box 3");
/// # Ok::<(), shudu::ParseError>(())
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Step {
    /// The technique that found the step.
    pub technique: Technique,
    /// Digits the step places.
    pub placements: Vec<(Cell, Digit)>,
    /// Candidates the step removes.
    pub eliminations: Vec<(Cell, Digit)>,
    /// What justifies the step.
    pub evidence: Evidence,
    /// Tenths this step rates above its technique's base rating: Sudoku Explainer rates
    /// some patterns by their shape or length (a strong-link chain through a box, row and
    /// column; a longer chain). 0 for most steps.
    pub bonus_tenths: u8,
}

/// The cells, candidates, houses and links that justify a step: what a hint would point
/// at and what a drawing would highlight.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Evidence {
    /// The houses the reasoning is about (for a fish: base lines, then cover lines).
    pub houses: Vec<House>,
    /// The cells forming the pattern.
    pub cells: Vec<Cell>,
    /// The candidates forming the pattern.
    pub candidates: Vec<(Cell, Digit)>,
    /// The digits the pattern is about.
    pub digits: Vec<Digit>,
    /// Inference links, for chains and strong-link patterns.
    pub links: Vec<Link>,
    /// Candidates the reasoning removes on its way to a placement without the step
    /// removing them: a direct technique (Sudoku Explainer's "Direct Pointing", "Direct
    /// Hidden Pair", …) only places its digit, so as to rate like Sudoku Explainer.
    pub implied: Vec<(Cell, Digit)>,
}

/// An inference between two candidates.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Link {
    /// Where the link starts.
    pub from: (Cell, Digit),
    /// Where it ends.
    pub to: (Cell, Digit),
    /// Strong (at least one of the two is true) or weak (at most one is).
    pub strong: bool,
}

/// "a, b and c": items in words, for the explanations.
pub(crate) fn join<T: ToString>(items: &[T]) -> String {
    let texts: Vec<String> = items.iter().map(ToString::to_string).collect();
    match texts.len() {
        0 => String::new(),
        1 => texts[0].clone(),
        n => format!("{} and {}", texts[..n - 1].join(", "), texts[n - 1]),
    }
}

/// The `i`-th house of the evidence in words, or nothing.
pub(crate) fn house_at(evidence: &Evidence, i: usize) -> String {
    evidence
        .houses
        .get(i)
        .map_or(String::new(), ToString::to_string)
}

/// "r2c9 must be 9": the step's first placement in words, or nothing.
pub(crate) fn placement(step: &Step) -> String {
    step.placements
        .first()
        .map(|(c, d)| format!("{c} must be {d}"))
        .unwrap_or_default()
}

/// "r1c3 and r1c7 cannot be 2, r2c2 cannot be 5 or 6": eliminations grouped by cell.
fn removals(elims: &[(Cell, Digit)]) -> String {
    let mut cells: Vec<Cell> = elims.iter().map(|e| e.0).collect();
    cells.dedup();
    let mut by_digits: Vec<(Vec<Digit>, Vec<Cell>)> = Vec::new();
    for c in cells {
        let digits: Vec<Digit> = elims.iter().filter(|e| e.0 == c).map(|e| e.1).collect();
        match by_digits.iter_mut().find(|(d, _)| *d == digits) {
            Some((_, cs)) => cs.push(c),
            None => by_digits.push((digits, vec![c])),
        }
    }
    let parts: Vec<String> = by_digits
        .iter()
        .map(|(digits, cells)| {
            let ds: Vec<String> = digits.iter().map(ToString::to_string).collect();
            format!("{} cannot be {}", join(cells), ds.join(" or "))
        })
        .collect();
    parts.join(", ")
}

impl Step {
    /// The step's Sudoku Explainer rating in tenths: its technique's base rating plus its
    /// bonus.
    pub fn rating_tenths(&self) -> u8 {
        self.technique.rating_tenths() + self.bonus_tenths
    }

    /// The step's Sudoku Explainer rating (4.2 for an XY-wing).
    pub fn rating(&self) -> f32 {
        f32::from(self.rating_tenths()) / 10.0
    }

    /// Whether the step is true of `solution`: every placed digit is the solution's and
    /// no removed (or implied removed) candidate is.
    pub fn agrees_with(&self, solution: &Grid) -> bool {
        self.placements
            .iter()
            .all(|&(c, d)| solution.get(c) == Some(d))
            && self
                .eliminations
                .iter()
                .all(|&(c, d)| solution.get(c) != Some(d))
            && self
                .evidence
                .implied
                .iter()
                .all(|&(c, d)| solution.get(c) != Some(d))
    }

    /// The step in words, as a hint's full answer. Each technique's wording lives beside
    /// its finder (the `explain` of its row in the technique table); this words the
    /// eliminations (or, for a direct technique, the implied ones) they all end with.
    pub fn explain(&self) -> String {
        let removed = if self.eliminations.is_empty() {
            removals(&self.evidence.implied)
        } else {
            removals(&self.eliminations)
        };
        (self.technique.row().explain)(self, &removed)
    }

    /// A short nudge towards the step: where to look, without the answer.
    pub fn nudge(&self) -> String {
        match self.evidence.houses.first() {
            Some(h) => format!("look at {h}"),
            None => match self.evidence.cells.first() {
                Some(c) => format!("look at {c}"),
                None => String::from("look at the whole grid"),
            },
        }
    }
}
