//! Odd/even puzzles: marks on some cells of a random full grid — odd where its digit is
//! odd, even where it is even — then a unique puzzle of the rules with those marks,
//! minimal for its symmetry ([`Puzzle::generate_odd_even`]). The marks alone can be
//! added to rules with [`Rules::with_random_parity`], for puzzles made otherwise (killer
//! cages on top, say).
//!
//! Randomness comes from [`crate::generate`]'s generator, one stream per (seed, index),
//! so a seed names the same puzzles on every machine. Read next: `generate.rs`.

use super::constraints::{Parity, ParityCells};
use super::generate::{generate_marked_within, marked_rules};
use super::{Generated, Pos, Puzzle, Rules, VariantError};
use crate::generate::Symmetry;
use crate::generate::rng::Rng;
use crate::logic::Budget;

/// How many cells get odd/even marks.
///
/// ```
/// use shudu::variant::OddEvenOptions;
/// assert_eq!(OddEvenOptions::default().one_in, 6);
/// assert_eq!(OddEvenOptions::default().marks(9), 13); // 81 cells / 6
/// assert_eq!(OddEvenOptions { one_in: 100 }.marks(4), 1); // never none
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct OddEvenOptions {
    /// One cell in this many is marked (at least 1: every cell).
    pub one_in: u32,
}

impl Default for OddEvenOptions {
    fn default() -> Self {
        OddEvenOptions { one_in: 6 }
    }
}

impl OddEvenOptions {
    /// The number of cells marked on a board of side `size`: at least one.
    pub fn marks(&self, size: usize) -> usize {
        (size * size / self.one_in.max(1) as usize).max(1)
    }
}

impl Rules {
    /// The same rules with odd/even marks on cells of a random full grid of these
    /// rules, drawn from the stream of (`seed`, `index`); an error when the rules have
    /// no solution.
    ///
    /// ```
    /// use shudu::variant::{OddEvenOptions, Rules, Shape};
    /// let rules = Rules::new(Shape::for_size(6)?).with_random_parity(OddEvenOptions::default(), 3, 0)?;
    /// assert!(rules.to_string().contains("odd") || rules.to_string().contains("even"));
    /// # Ok::<(), shudu::variant::VariantError>(())
    /// ```
    pub fn with_random_parity(
        self,
        options: OddEvenOptions,
        seed: u64,
        index: u64,
    ) -> Result<Rules, VariantError> {
        marked_rules(
            self,
            seed,
            index,
            Box::new(move |rules, grid, rng| marked(rules, grid, options, rng)),
        )
    }
}

impl Puzzle {
    /// An odd/even puzzle on `base` (which may carry other rules): marks on a random
    /// full grid as `options` ask, then a unique puzzle of the rules with the marks,
    /// minimal for `symmetry`, drawn from the stream of (`seed`, `index`).
    ///
    /// ```
    /// use shudu::Symmetry;
    /// use shudu::variant::{OddEvenOptions, Puzzle, Rules, Shape};
    /// let base = Rules::new(Shape::for_size(6)?);
    /// let made = Puzzle::generate_odd_even(base, OddEvenOptions::default(), Symmetry::None, 5, 0)?;
    /// assert_eq!(made.puzzle.count(2).solutions, 1);
    /// assert!(made.puzzle.is_completed_by(&made.solution));
    /// # Ok::<(), shudu::variant::VariantError>(())
    /// ```
    pub fn generate_odd_even(
        base: Rules,
        options: OddEvenOptions,
        symmetry: Symmetry,
        seed: u64,
        index: u64,
    ) -> Result<Generated, VariantError> {
        generate_odd_even_within(base, options, symmetry, seed, index, &Budget::unlimited())
    }
}

/// As [`Puzzle::generate_odd_even`], giving up ([`VariantError::GaveUp`]) when `stop` is
/// spent.
pub(super) fn generate_odd_even_within(
    base: Rules,
    options: OddEvenOptions,
    symmetry: Symmetry,
    seed: u64,
    index: u64,
    stop: &Budget,
) -> Result<Generated, VariantError> {
    let mark = move |rules, grid: &[u8], rng: &mut Rng| marked(rules, grid, options, rng);
    generate_marked_within(base, symmetry, seed, index, stop, Box::new(mark))
}

/// `rules` with marks on randomly chosen cells of `solution`, each agreeing with the
/// cell's digit.
fn marked(
    rules: Rules,
    solution: &[u8],
    options: OddEvenOptions,
    rng: &mut Rng,
) -> Result<Rules, VariantError> {
    let n = rules.size();
    let mut cells: Vec<usize> = (0..n * n).collect();
    rng.shuffle(&mut cells);
    cells.truncate(options.marks(n));
    cells.sort_unstable();
    let (odd, even): (Vec<usize>, Vec<usize>) = cells
        .into_iter()
        .partition(|&i| Parity::Odd.admits(solution[i]));
    let mut rules = rules;
    for (parity, cells) in [(Parity::Odd, odd), (Parity::Even, even)] {
        if !cells.is_empty() {
            let cells = cells.into_iter().map(|i| Pos::from_index(i, n)).collect();
            rules = rules.with_constraint(ParityCells::new(parity, cells))?;
        }
    }
    Ok(rules)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variant::{Marking, Shape, Verdict};

    /// Each mark with its parity, read from the rules' markings.
    fn marks(rules: &Rules) -> Vec<(Parity, Pos)> {
        let mut out = Vec::new();
        for c in rules.constraints() {
            for marking in c.markings() {
                match marking {
                    Marking::Circles(cells) => out.extend(cells.iter().map(|&p| (Parity::Odd, p))),
                    Marking::Squares(cells) => out.extend(cells.iter().map(|&p| (Parity::Even, p))),
                    other => panic!("unexpected marking {other:?}"),
                }
            }
        }
        out
    }

    #[test]
    fn puzzles_are_unique_minimal_and_marks_agree_with_the_solution() {
        for (n, seed) in [(4, 1), (6, 2), (9, 3)] {
            let base = Rules::new(Shape::for_size(n).unwrap());
            let options = OddEvenOptions::default();
            let made = Puzzle::generate_odd_even(base, options, Symmetry::None, seed, 0).unwrap();
            assert_eq!(made.puzzle.count(2).solutions, 1);
            assert_eq!(made.unproven, 0);
            assert!(made.puzzle.is_completed_by(&made.solution));
            assert_eq!(made.puzzle.check().verdict, Verdict::Minimal, "{n}×{n}");
            let marks = marks(made.puzzle.rules());
            assert_eq!(marks.len(), options.marks(n));
            for (parity, p) in marks {
                assert!(parity.admits(made.solution[p.index(n)]), "{p}");
            }
        }
    }

    #[test]
    fn the_same_seed_and_index_give_the_same_puzzle() {
        let make = |index| {
            let base = Rules::new(Shape::for_size(6).unwrap());
            Puzzle::generate_odd_even(base, OddEvenOptions::default(), Symmetry::Rot180, 9, index)
                .unwrap()
                .puzzle
                .to_json()
        };
        assert_eq!(make(0), make(0));
        assert_ne!(make(0), make(1));
    }
}
