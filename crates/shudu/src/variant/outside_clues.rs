//! Puzzles with clues outside the grid — sandwich sums, little killer sums: the clues a
//! random full grid gives (a sandwich beside each row and column; a little killer on
//! n − 2 diagonals of two cells or more drawn at random, each arrow from a random end), the
//! givens dug while the puzzle stays unique (minimal for its symmetry), then each clue in
//! random order dropped while it still does ([`Puzzle::generate_outside_clues`]). The
//! clues alone, every diagonal's, can be added to rules with
//! [`Rules::with_random_outside_clues`].
//!
//! Why n − 2 diagonals and not all 2(2n − 3): with every little killer sum a 9×9 grid
//! needs no givens at all, and each later proof that a sum can go runs on the sums alone
//! — seconds to minutes each, since a long diagonal's sum narrows little until its cells
//! are nearly filled. The fewer sums, the more givens and the shorter every proof: on
//! seeds 1–30 (release build) 9 sums took a median 0.68 s a puzzle and up to 34 s, 8
//! sums 0.16 s and up to 4.7 s, 7 sums 0.04 s and up to 0.8 s (13 to 15 givens, every
//! sum needed), which a page's request can wait for. A sum is dropped when no other
//! solution differs from the known one in the sum's empty cells: one short search per
//! cell, as for the givens.
//!
//! Dropping clues after the givens leaves both minimal: a given that was needed with
//! every clue is needed with fewer.
//!
//! Randomness comes from [`crate::generate`]'s generator, one stream per (seed, index),
//! so a seed names the same puzzles on every machine. Read next: `line_puzzles.rs`, the
//! scheme for marks inside the grid.

use std::sync::Arc;

use super::constraints::{DiagonalArrow, LittleKiller, Sandwich, SandwichLine};
use super::generate::{full_grid, gave_up, marked_rules, minimize};
use super::{Constraint, Generated, Pos, Puzzle, Rules, VariantError};
use crate::generate::Symmetry;
use crate::generate::rng::Rng;
use crate::logic::Budget;

/// Which clues outside the grid a puzzle gets.
///
/// ```
/// use shudu::variant::OutsideClueOptions;
/// assert!(OutsideClueOptions::SANDWICH.sandwich && !OutsideClueOptions::SANDWICH.little_killer);
/// assert!(OutsideClueOptions::LITTLE_KILLER.little_killer);
/// assert!(OutsideClueOptions::SANDWICH.trim);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct OutsideClueOptions {
    /// Sandwich sums beside rows and above columns.
    pub sandwich: bool,
    /// Little killer sums with arrows along diagonals.
    pub little_killer: bool,
    /// Whether clues are dropped while the puzzle stays unique (otherwise every clue the
    /// grid gives is kept).
    pub trim: bool,
}

impl OutsideClueOptions {
    /// Sandwich sums, as few as keep the puzzle unique.
    pub const SANDWICH: OutsideClueOptions = OutsideClueOptions {
        sandwich: true,
        little_killer: false,
        trim: true,
    };

    /// Little killer sums, as few as keep the puzzle unique.
    pub const LITTLE_KILLER: OutsideClueOptions = OutsideClueOptions {
        sandwich: false,
        little_killer: true,
        trim: true,
    };
}

impl Rules {
    /// The same rules with every clue outside the grid that `options` ask for, read off
    /// a random full grid of these rules drawn from the stream of (`seed`, `index`); an
    /// error when the rules have no solution.
    ///
    /// ```
    /// use shudu::variant::{OutsideClueOptions, Rules, Shape};
    /// let rules = Rules::new(Shape::for_size(6)?).with_random_outside_clues(OutsideClueOptions::SANDWICH, 3, 0)?;
    /// assert_eq!(rules.constraints().iter().filter(|c| c.kind() == "sandwich").count(), 12);
    /// # Ok::<(), shudu::variant::VariantError>(())
    /// ```
    pub fn with_random_outside_clues(
        self,
        options: OutsideClueOptions,
        seed: u64,
        index: u64,
    ) -> Result<Rules, VariantError> {
        marked_rules(
            self,
            seed,
            index,
            Box::new(move |rules, grid, rng| {
                clues(rules.size(), grid, options, None, rng)
                    .into_iter()
                    .try_fold(rules, |rules, clue| rules.with_shared(clue))
            }),
        )
    }
}

impl Puzzle {
    /// A puzzle on `base` (which may carry other rules) with clues outside the grid as
    /// `options` ask, read off a random full grid, its givens then its clues as few as
    /// keep it unique (the givens minimal for `symmetry`), drawn from the stream of
    /// (`seed`, `index`).
    ///
    /// ```
    /// use shudu::Symmetry;
    /// use shudu::variant::{OutsideClueOptions, Puzzle, Rules, Shape};
    /// let base = Rules::new(Shape::for_size(6)?);
    /// let made = Puzzle::generate_outside_clues(base, OutsideClueOptions::SANDWICH, Symmetry::None, 5, 0)?;
    /// assert_eq!(made.puzzle.count(2).solutions, 1);
    /// assert!(made.puzzle.is_completed_by(&made.solution));
    /// # Ok::<(), shudu::variant::VariantError>(())
    /// ```
    pub fn generate_outside_clues(
        base: Rules,
        options: OutsideClueOptions,
        symmetry: Symmetry,
        seed: u64,
        index: u64,
    ) -> Result<Generated, VariantError> {
        generate_outside_clues_within(base, options, symmetry, seed, index, &Budget::unlimited())
    }
}

/// As [`Puzzle::generate_outside_clues`], giving up ([`VariantError::GaveUp`]) when
/// `stop` is spent.
pub(super) fn generate_outside_clues_within(
    base: Rules,
    options: OutsideClueOptions,
    symmetry: Symmetry,
    seed: u64,
    index: u64,
    stop: &Budget,
) -> Result<Generated, VariantError> {
    let mut rng = Rng::for_puzzle(seed, index);
    let solution = full_grid(&Arc::new(base.clone()), &mut rng, stop)?;
    let n = base.size();
    let diagonals = n.saturating_sub(2).max(1);
    let mut kept = clues(n, &solution, options, Some(diagonals), &mut rng);
    let with = |kept: &[Arc<dyn Constraint>]| {
        kept.iter()
            .try_fold(base.clone(), |rules, clue| rules.with_shared(clue.clone()))
    };
    let made = minimize(Arc::new(with(&kept)?), &solution, symmetry, &mut rng, stop)?;
    if !options.trim {
        return Ok(made);
    }
    let mut order: Vec<usize> = (0..kept.len()).collect();
    rng.shuffle(&mut order);
    let mut dropped = vec![false; kept.len()];
    for i in order {
        dropped[i] = true;
        let trial: Vec<Arc<dyn Constraint>> = kept_but(&kept, &dropped);
        let puzzle = Puzzle::new(with(&trial)?, made.puzzle.values().to_vec())?;
        // Another solution of the puzzle without the clue breaks the clue (with it the
        // puzzle was unique), so it differs from `solution` in one of the clue's empty
        // cells: each is tried in turn as the first that differs, a search that starts
        // with the clue's line nearly filled.
        let line: Vec<usize> = kept[i]
            .markings()
            .iter()
            .flat_map(|m| m.cells(n))
            .map(|p| p.index(n))
            .filter(|&k| puzzle.values()[k] == 0)
            .collect();
        match puzzle.has_other_solution_after_removing(&line, &solution, None, stop) {
            Some(false) => {}
            Some(true) => dropped[i] = false,
            None => return Err(gave_up(stop)),
        }
    }
    kept = kept_but(&kept, &dropped);
    Ok(Generated {
        puzzle: Puzzle::new(with(&kept)?, made.puzzle.values().to_vec())?,
        ..made
    })
}

/// The clues of `kept` not marked `dropped`.
fn kept_but(kept: &[Arc<dyn Constraint>], dropped: &[bool]) -> Vec<Arc<dyn Constraint>> {
    kept.iter()
        .zip(dropped)
        .filter(|(_, gone)| !**gone)
        .map(|(clue, _)| clue.clone())
        .collect()
}

/// The clues outside the grid `options` ask for that the full grid `solution` of side
/// `n` gives: the sandwich sums of each row, then of each column; then a little killer
/// on every diagonal of two cells or more (or on `diagonals` of them drawn from `rng`),
/// each read from one of its ends drawn from `rng`.
fn clues(
    n: usize,
    solution: &[u8],
    options: OutsideClueOptions,
    diagonals: Option<usize>,
    rng: &mut Rng,
) -> Vec<Arc<dyn Constraint>> {
    let mut out: Vec<Arc<dyn Constraint>> = Vec::new();
    if options.sandwich {
        let lines = (0..n)
            .map(SandwichLine::Row)
            .chain((0..n).map(SandwichLine::Column));
        for line in lines {
            let digits: Vec<u8> = line.cells(n).iter().map(|p| solution[p.index(n)]).collect();
            let at = |d: u8| digits.iter().position(|&v| v == d).unwrap_or(0);
            let (a, b) = (at(1), at(n as u8));
            let (lo, hi) = (a.min(b), a.max(b));
            let sum = digits[lo + 1..hi].iter().map(|&d| u32::from(d)).sum();
            out.push(Arc::new(Sandwich::new(line, sum)));
        }
    }
    if options.little_killer {
        let mut lines = all_diagonals(n);
        if let Some(count) = diagonals {
            rng.shuffle(&mut lines);
            lines.truncate(count);
        }
        for (start, arrow) in lines {
            // The same diagonal read from its other end.
            let cells = LittleKiller::new(start, arrow, 0).cells(n);
            let far = *cells.last().expect("a diagonal has a cell");
            let back = match arrow {
                DiagonalArrow::DownRight => DiagonalArrow::UpLeft,
                DiagonalArrow::DownLeft => DiagonalArrow::UpRight,
                DiagonalArrow::UpLeft => DiagonalArrow::DownRight,
                DiagonalArrow::UpRight => DiagonalArrow::DownLeft,
            };
            let (start, arrow) = if rng.below(2) == 0 {
                (start, arrow)
            } else {
                (far, back)
            };
            let sum = cells.iter().map(|p| u32::from(solution[p.index(n)])).sum();
            out.push(Arc::new(LittleKiller::new(start, arrow, sum)));
        }
    }
    out
}

/// Every diagonal of a board of side `n` with two cells or more, once each, as its start
/// on the top row or the side and the arrow down into the grid: down-right from the top
/// row and the left column, down-left from the top row and the right column.
fn all_diagonals(n: usize) -> Vec<(Pos, DiagonalArrow)> {
    let mut out = Vec::new();
    for c in 0..n - 1 {
        out.push((Pos::new(0, c), DiagonalArrow::DownRight));
    }
    for r in 1..n - 1 {
        out.push((Pos::new(r, 0), DiagonalArrow::DownRight));
    }
    for c in 1..n {
        out.push((Pos::new(0, c), DiagonalArrow::DownLeft));
    }
    for r in 1..n - 1 {
        out.push((Pos::new(r, n - 1), DiagonalArrow::DownLeft));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variant::{Marking, Shape, Verdict};

    #[test]
    fn puzzles_are_unique_minimal_and_every_clue_holds_in_the_solution() {
        for (n, seed) in [(4, 1), (6, 2), (9, 3)] {
            let base = Rules::new(Shape::for_size(n).unwrap());
            let made = Puzzle::generate_outside_clues(
                base,
                OutsideClueOptions::SANDWICH,
                Symmetry::None,
                seed,
                0,
            )
            .unwrap();
            assert_eq!(made.puzzle.count(2).solutions, 1);
            assert_eq!(made.puzzle.check().verdict, Verdict::Minimal, "{n}×{n}");
            let sandwiches: Vec<Marking> = made
                .puzzle
                .rules()
                .constraints()
                .iter()
                .flat_map(|c| c.markings())
                .collect();
            assert!(
                !sandwiches.is_empty() && sandwiches.len() < 2 * n,
                "{n}×{n}"
            );
            // Each clue holds in the solution, and none can go: without it, another
            // solution appears.
            let clues = made.puzzle.rules().constraints().to_vec();
            for (i, clue) in clues.iter().enumerate() {
                assert!(
                    clue.violations(made.puzzle.rules().shape(), &made.solution)
                        .is_empty()
                );
                let others = clues
                    .iter()
                    .enumerate()
                    .filter(|&(k, _)| k != i)
                    .try_fold(Rules::new(Shape::for_size(n).unwrap()), |r, (_, c)| {
                        r.with_shared(c.clone())
                    })
                    .unwrap();
                let fewer = Puzzle::new(others, made.puzzle.values().to_vec()).unwrap();
                assert_eq!(fewer.count(2).solutions, 2, "{n}×{n}: clue {i} could go");
            }
        }
    }

    #[test]
    fn little_killer_puzzles_are_unique_and_their_diagonals_add_up_in_the_solution() {
        assert_eq!(all_diagonals(4).len(), 10);
        for (n, seed) in [(4, 1), (6, 2), (9, 7)] {
            let base = Rules::new(Shape::for_size(n).unwrap());
            let options = OutsideClueOptions::LITTLE_KILLER;
            let made =
                Puzzle::generate_outside_clues(base, options, Symmetry::None, seed, 0).unwrap();
            assert_eq!(made.puzzle.count(2).solutions, 1);
            assert_eq!(made.puzzle.check().verdict, Verdict::Minimal, "{n}×{n}");
            let clues = made.puzzle.rules().constraints();
            assert!(!clues.is_empty() && clues.len() <= n - 2, "{n}×{n}");
            for clue in clues {
                assert_eq!(clue.kind(), "little-killer");
                assert!(clue.check_fits(made.puzzle.rules().shape()).is_ok());
                assert!(
                    clue.violations(made.puzzle.rules().shape(), &made.solution)
                        .is_empty()
                );
            }
        }
    }

    #[test]
    fn untrimmed_rules_carry_every_clue_and_the_same_seed_gives_the_same_puzzle() {
        let make = |index| {
            Puzzle::generate_outside_clues(
                Rules::new(Shape::classic()),
                OutsideClueOptions::SANDWICH,
                Symmetry::None,
                9,
                index,
            )
            .unwrap()
            .puzzle
        };
        assert_eq!(make(0).to_json(), make(0).to_json());
        assert_ne!(make(0).to_json(), make(1).to_json());
        let all = OutsideClueOptions {
            trim: false,
            ..OutsideClueOptions::SANDWICH
        };
        let made = Puzzle::generate_outside_clues(
            Rules::new(Shape::for_size(6).unwrap()),
            all,
            Symmetry::None,
            4,
            0,
        )
        .unwrap();
        assert_eq!(made.puzzle.rules().constraints().len(), 12);
    }
}
