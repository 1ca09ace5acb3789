//! [`Puzzle`]: givens on a board of some [`Rules`], and what they break.
//!
//! Read next: `solve.rs` solves and counts, `text.rs`, `json.rs` and `fpuzzles.rs` read
//! and write puzzles.

use std::sync::Arc;

use super::{Pos, constraint::repeats};
use super::{Rules, VariantError, Violation};
use crate::words::Phrase;

/// A variant puzzle: its rules and its givens.
///
/// ```
/// use shudu::variant::{Puzzle, Rules, Shape};
/// let rules = Rules::new(Shape::for_size(4).unwrap());
/// let puzzle = Puzzle::from_line(rules, "1.3...........3.", Default::default())?;
/// assert_eq!(puzzle.given_count(), 3);
/// assert_eq!(puzzle.violations()[0].to_string(), "r1c3 and r4c3 both hold 3 (column 3)");
/// # Ok::<(), shudu::variant::VariantError>(())
/// ```
#[derive(Clone, Debug)]
pub struct Puzzle {
    rules: Arc<Rules>,
    givens: Vec<u8>,
}

impl Puzzle {
    /// A puzzle of `rules` with `givens` (one per cell, reading order, 0 for empty).
    pub fn new(rules: impl Into<Arc<Rules>>, givens: Vec<u8>) -> Result<Puzzle, VariantError> {
        let rules = rules.into();
        let n = rules.size();
        if givens.len() != n * n {
            return Err(VariantError::Givens(
                Phrase::new("variant-givens-count")
                    .with("found", givens.len())
                    .with("shape", rules.shape().phrase())
                    .with("expected", n * n),
            ));
        }
        if let Some(i) = givens.iter().position(|&v| v as usize > n) {
            return Err(VariantError::Givens(
                Phrase::new("variant-givens-digit")
                    .with("cell", Pos::from_index(i, n).to_string())
                    .with("digit", givens[i])
                    .with("size", n),
            ));
        }
        Ok(Puzzle { rules, givens })
    }

    /// A classic puzzle as a 9×9 variant puzzle with no rules beyond rows, columns and
    /// boxes, so it can be written in the variant forms (f-puzzles, links).
    ///
    /// ```
    /// use shudu::Grid;
    /// use shudu::variant::Puzzle;
    /// let grid: Grid = format!("12{}", ".".repeat(79)).parse().unwrap();
    /// let puzzle = Puzzle::from_classic(&grid);
    /// assert_eq!(puzzle.to_line(Default::default()), format!("12{}", ".".repeat(79)));
    /// assert_eq!(puzzle.rules().to_string(), "9×9 (3×3 boxes)");
    /// ```
    pub fn from_classic(grid: &crate::Grid) -> Puzzle {
        // The classic rules are built once and shared: building a board's geometry costs
        // far more than a puzzle, and batches make a puzzle per line.
        static CLASSIC: std::sync::OnceLock<Arc<super::Rules>> = std::sync::OnceLock::new();
        let rules = CLASSIC.get_or_init(|| Arc::new(super::Rules::new(super::Shape::classic())));
        // A grid holds 81 cells of digits 1 to 9 or none: nothing for `new` to check.
        Puzzle {
            rules: rules.clone(),
            givens: grid.to_values().to_vec(),
        }
    }

    /// The classic grid of this puzzle, for the verbs only classic puzzles have
    /// (canonical forms, transforms, equivalence); on any other rules, the error
    /// [`VariantError::NotAvailable`] naming `verb` and the rules.
    ///
    /// ```
    /// use shudu::variant::{Puzzle, Rules, Shape};
    /// let classic = Puzzle::empty(Rules::new(Shape::classic()));
    /// assert_eq!(classic.classic_grid_for("canon")?, shudu::Grid::empty());
    /// let six = Puzzle::empty(Rules::new(Shape::for_size(6)?));
    /// assert_eq!(
    ///     six.classic_grid_for("canon").unwrap_err().to_string(),
    ///     "canon is not available for these rules (6×6 (2×3 boxes)): it is defined for classic 9×9 puzzles"
    /// );
    /// # Ok::<(), shudu::variant::VariantError>(())
    /// ```
    pub fn classic_grid_for(&self, verb: &'static str) -> Result<crate::Grid, VariantError> {
        if !self.rules().is_classic() {
            return Err(VariantError::NotAvailable {
                verb,
                rules: self.rules().phrase(),
            });
        }
        let mut values = [0u8; 81];
        values.copy_from_slice(self.values());
        Ok(crate::Grid::from_values(&values))
    }

    /// A board of `rules` with no givens.
    pub fn empty(rules: impl Into<Arc<Rules>>) -> Puzzle {
        let rules = rules.into();
        let cells = rules.shape().cell_count();
        Puzzle {
            rules,
            givens: vec![0; cells],
        }
    }

    /// The rules.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The rules, shared.
    pub fn shared_rules(&self) -> &Arc<Rules> {
        &self.rules
    }

    /// Side length.
    pub fn size(&self) -> usize {
        self.rules.size()
    }

    /// The givens, one per cell in reading order, 0 for empty.
    pub fn values(&self) -> &[u8] {
        &self.givens
    }

    /// The digit at `pos`, if given.
    pub fn get(&self, pos: Pos) -> Option<u8> {
        let v = self.givens[pos.index(self.size())];
        (v != 0).then_some(v)
    }

    /// The same puzzle with `pos` set to `value` (0 empties it).
    pub fn with(mut self, pos: Pos, value: u8) -> Puzzle {
        debug_assert!(value as usize <= self.size());
        let n = self.size();
        self.givens[pos.index(n)] = value;
        self
    }

    /// How many cells are given.
    pub fn given_count(&self) -> usize {
        self.givens.iter().filter(|&&v| v != 0).count()
    }

    /// Whether `other` fills every cell and keeps every given of this puzzle.
    pub fn is_completed_by(&self, other: &[u8]) -> bool {
        other.len() == self.givens.len()
            && other.iter().all(|&v| v != 0)
            && self
                .givens
                .iter()
                .zip(other)
                .all(|(&g, &v)| g == 0 || g == v)
    }

    /// Checks that `solution` (one digit per cell in reading order) solves this puzzle:
    /// every cell filled, every given kept and no rule broken. The writers that carry a
    /// solution beside the puzzle check it here, and so does the reader of shudu's JSON
    /// form.
    ///
    /// ```
    /// use shudu::variant::{Puzzle, Rules, Shape};
    /// let puzzle = Puzzle::from_line(Rules::new(Shape::for_size(4)?), "1.......3.......", Default::default())?;
    /// let solution = [1, 2, 3, 4, 4, 3, 2, 1, 3, 4, 1, 2, 2, 1, 4, 3];
    /// assert!(puzzle.check_solution(&solution).is_ok());
    /// let mut swapped = solution;
    /// swapped.swap(0, 1);
    /// let err = puzzle.check_solution(&swapped).unwrap_err();
    /// assert_eq!(err.to_string(), "the solution has 2 at r1c1, where the puzzle gives 1");
    /// # Ok::<(), shudu::variant::VariantError>(())
    /// ```
    pub fn check_solution(&self, solution: &[u8]) -> Result<(), VariantError> {
        let n = self.size();
        let wrong = |message: Phrase| Err(VariantError::Givens(message));
        if solution.len() != n * n {
            return wrong(
                Phrase::new("variant-solution-count")
                    .with("found", solution.len())
                    .with("expected", n * n),
            );
        }
        for (i, (&given, &value)) in self.givens.iter().zip(solution).enumerate() {
            let at = Pos::from_index(i, n);
            if value == 0 || usize::from(value) > n {
                return wrong(
                    Phrase::new("variant-solution-empty")
                        .with("size", n)
                        .with("cell", at.to_string()),
                );
            }
            if given != 0 && given != value {
                return wrong(
                    Phrase::new("variant-solution-given")
                        .with("digit", value)
                        .with("cell", at.to_string())
                        .with("given", given),
                );
            }
        }
        match violations(&self.rules, solution).first() {
            Some(broken) => wrong(
                Phrase::new("variant-solution-broken").with("broken", broken.phrase().clone()),
            ),
            None => Ok(()),
        }
    }

    /// Every rule the givens break: two equal digits in a house (named with the house),
    /// then each constraint's violations (named with its rule).
    pub fn violations(&self) -> Vec<Violation> {
        violations(&self.rules, &self.givens)
    }
}

/// What `values` break of `rules`: the one checker, used for givens and solutions alike.
/// Two cells holding the same digit are one clash, named with the first house they share
/// (a row before a column before a box before an extra house), as a player counts it.
pub(crate) fn violations(rules: &Rules, values: &[u8]) -> Vec<Violation> {
    let shape = rules.shape();
    let mut out: Vec<Violation> = Vec::new();
    for (name, cells) in rules.houses() {
        let rule = name.to_string();
        // The classic clash's words (`grid/conflict.rs`), on any house.
        let found = repeats(&cells, shape, values, &rule, |a, b, d| {
            Phrase::new("clash")
                .with("first", a.to_string())
                .with("second", b.to_string())
                .with("digit", d)
                .with("house", name)
        });
        for clash in found {
            if !out.iter().any(|seen| seen.cells() == clash.cells()) {
                out.push(clash);
            }
        }
    }
    for constraint in rules.constraints() {
        out.extend(constraint.violations(shape, values));
    }
    out
}
