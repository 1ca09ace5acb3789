//! Kropki and XV puzzles: marks on edges of a random full grid where its two digits fit
//! them — white dots between consecutive digits, black dots where one is twice the
//! other, X where they add up to 10, V where to 5 — then a unique puzzle of the rules
//! with them, minimal for its symmetry ([`Puzzle::generate_pair_marks`]). The marks alone
//! can be added to rules with [`Rules::with_random_pair_marks`].
//!
//! Each edge whose digits fit one of the kinds asked gets a mark with one chance in
//! `one_in`, its kind drawn among those that fit (1 and 2 take a white or a black dot).
//! Randomness comes from [`crate::generate`]'s generator, one stream per (seed, index),
//! so a seed names the same puzzles on every machine. Read next: `thermo_puzzles.rs`,
//! the same scheme for thermometers.

use super::constraints::{PairKind, PairMark};
use super::generate::{generate_marked_within, marked_rules};
use super::{Generated, Pos, Puzzle, Rules, VariantError};
use crate::generate::Symmetry;
use crate::generate::rng::Rng;
use crate::logic::Budget;

/// Which marks a puzzle gets, and how many of the edges that fit them.
///
/// ```
/// use shudu::variant::PairMarkOptions;
/// assert_eq!(PairMarkOptions::KROPKI.one_in, 1);
/// assert!(PairMarkOptions::XV.xv && !PairMarkOptions::XV.kropki);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct PairMarkOptions {
    /// White and black kropki dots.
    pub kropki: bool,
    /// X and V letters.
    pub xv: bool,
    /// One edge in this many of those that fit gets a mark (at least 1: every one).
    pub one_in: u32,
}

impl PairMarkOptions {
    /// Kropki dots on every edge that fits one.
    pub const KROPKI: PairMarkOptions = PairMarkOptions {
        kropki: true,
        xv: false,
        one_in: 1,
    };

    /// X and V on every edge that fits one.
    pub const XV: PairMarkOptions = PairMarkOptions {
        kropki: false,
        xv: true,
        one_in: 1,
    };

    /// The kinds asked for.
    fn kinds(self) -> Vec<PairKind> {
        PairKind::ALL
            .into_iter()
            .filter(|k| match k {
                PairKind::WhiteDot | PairKind::BlackDot => self.kropki,
                PairKind::X | PairKind::V => self.xv,
            })
            .collect()
    }
}

impl Rules {
    /// The same rules with marks on edges of a random full grid of these rules, drawn
    /// from the stream of (`seed`, `index`); an error when the rules have no solution.
    ///
    /// ```
    /// use shudu::variant::{PairMarkOptions, Rules, Shape};
    /// let rules = Rules::new(Shape::for_size(6)?).with_random_pair_marks(PairMarkOptions::KROPKI, 3, 0)?;
    /// assert!(rules.constraints().iter().any(|c| c.kind() == "kropki"));
    /// # Ok::<(), shudu::variant::VariantError>(())
    /// ```
    pub fn with_random_pair_marks(
        self,
        options: PairMarkOptions,
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
    /// A kropki or XV puzzle on `base` (which may carry other rules): marks on a random
    /// full grid as `options` ask, then a unique puzzle of the rules with them, minimal
    /// for `symmetry`, drawn from the stream of (`seed`, `index`).
    ///
    /// ```
    /// use shudu::Symmetry;
    /// use shudu::variant::{PairMarkOptions, Puzzle, Rules, Shape};
    /// let base = Rules::new(Shape::for_size(6)?);
    /// let made = Puzzle::generate_pair_marks(base, PairMarkOptions::XV, Symmetry::None, 5, 0)?;
    /// assert_eq!(made.puzzle.count(2).solutions, 1);
    /// assert!(made.puzzle.is_completed_by(&made.solution));
    /// # Ok::<(), shudu::variant::VariantError>(())
    /// ```
    pub fn generate_pair_marks(
        base: Rules,
        options: PairMarkOptions,
        symmetry: Symmetry,
        seed: u64,
        index: u64,
    ) -> Result<Generated, VariantError> {
        generate_pair_marks_within(base, options, symmetry, seed, index, &Budget::unlimited())
    }
}

/// As [`Puzzle::generate_pair_marks`], giving up ([`VariantError::GaveUp`]) when `stop`
/// is spent.
pub(super) fn generate_pair_marks_within(
    base: Rules,
    options: PairMarkOptions,
    symmetry: Symmetry,
    seed: u64,
    index: u64,
    stop: &Budget,
) -> Result<Generated, VariantError> {
    let mark = move |rules, grid: &[u8], rng: &mut Rng| marked(rules, grid, options, rng);
    generate_marked_within(base, symmetry, seed, index, stop, Box::new(mark))
}

/// `rules` with marks on edges of `solution` that fit them, one in `options.one_in`.
fn marked(
    rules: Rules,
    solution: &[u8],
    options: PairMarkOptions,
    rng: &mut Rng,
) -> Result<Rules, VariantError> {
    let n = rules.size();
    let kinds = options.kinds();
    let mut rules = rules;
    for i in 0..n * n {
        let a = Pos::from_index(i, n);
        for (dr, dc) in [(0, 1), (1, 0)] {
            let Some(b) = a.offset(dr, dc, n) else {
                continue;
            };
            let (va, vb) = (solution[i], solution[b.index(n)]);
            let fit: Vec<PairKind> = kinds.iter().copied().filter(|k| k.admits(va, vb)).collect();
            if fit.is_empty() || rng.below(options.one_in.max(1)) != 0 {
                continue;
            }
            let kind = fit[rng.below(fit.len() as u32) as usize];
            rules = rules.with_constraint(PairMark::new(kind, [a, b]))?;
        }
    }
    Ok(rules)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variant::{Marking, Shape, Verdict};

    #[test]
    fn puzzles_are_unique_minimal_and_marks_fit_the_solution() {
        for (n, seed, options) in [
            (4, 1, PairMarkOptions::KROPKI),
            (6, 2, PairMarkOptions::XV),
            (9, 3, PairMarkOptions::KROPKI),
            (9, 4, PairMarkOptions::XV),
        ] {
            let base = Rules::new(Shape::for_size(n).unwrap());
            let made = Puzzle::generate_pair_marks(base, options, Symmetry::None, seed, 0).unwrap();
            assert_eq!(made.puzzle.count(2).solutions, 1);
            assert!(made.puzzle.is_completed_by(&made.solution));
            assert_eq!(made.puzzle.check().verdict, Verdict::Minimal, "{n}×{n}");
            let mut marks = 0;
            for c in made.puzzle.rules().constraints() {
                for marking in c.markings() {
                    let Marking::Pair {
                        cells: [a, b],
                        kind,
                    } = marking
                    else {
                        panic!("only marks between cells: {marking:?}");
                    };
                    assert!(options.kinds().contains(&kind));
                    assert!(kind.admits(made.solution[a.index(n)], made.solution[b.index(n)]));
                    marks += 1;
                }
            }
            assert!(marks > 0, "{n}×{n}");
        }
    }
}
