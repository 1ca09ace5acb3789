//! Generating variant puzzles: a random full grid of the rules (the kernel branching in
//! random order), then clues removed — one symmetry orbit at a time, in random order —
//! while the puzzle stays unique. Every clue left was needed when it was tried, and a
//! clue needed with more clues around is needed with fewer, so the result is minimal.
//!
//! On boards of side 20 and more, proving that a removal keeps the puzzle unique can take
//! the kernel a very long search, so clues are tried in two rounds. The first takes away
//! every clue whose removal propagation alone proves safe (no guess: the kernel, with the
//! clue's cell kept off its digit, meets a contradiction before branching); a clue it
//! cannot settle waits. The second tries the waiting clues, in the same order, each proof
//! with a budget of [`LARGE_BOARD_GUESSES`] guesses; a clue whose proof runs out is kept.
//! The puzzle stays unique, and [`Generated::unproven`] counts the clues kept that way
//! (0: minimal). A clue found needed in the first round stays needed: with fewer clues
//! around, its other solution remains.
//!
//! With the library's `sat` feature (the command line has it), boards of side 20 and
//! more whose rules are houses only skip both rounds: an incremental SAT prover
//! (`sat.rs`) encodes the board once and decides every orbit, keeping what it learned
//! from one proof to the next and the clues found needed as fixed facts, so every clue
//! left is proven needed and [`Generated::unproven`] is 0. Its proofs run in passes with
//! a growing conflict limit: a clue whose proof is long waits until the easy ones are
//! done. On 16×16 the kernel's plain pass stays: it is about six times faster there.
//! Other rules keep the rounds.
//!
//! Killer puzzles draw their cages too (`killer_cages.rs`), then minimize here when
//! givens are allowed.
//!
//! Randomness comes from [`crate::generate`]'s generator, one stream per (seed, index),
//! so a seed names the same puzzles on every machine.

use std::sync::Arc;

use super::{Pos, Puzzle, Rules, VariantError};
use crate::generate::Symmetry;
use crate::generate::rng::Rng;
use crate::logic::Budget;
use crate::words::Phrase;

/// A generated puzzle with its solution.
///
/// ```
/// use shudu::Symmetry;
/// use shudu::variant::{Puzzle, Rules, Shape};
/// let made = Puzzle::generate(Rules::new(Shape::for_size(6).unwrap()), Symmetry::Rot180, 7, 0).unwrap();
/// assert!(made.puzzle.is_completed_by(&made.solution));
/// assert_eq!(made.puzzle.count(2).solutions, 1);
/// ```
#[derive(Clone, Debug)]
pub struct Generated {
    /// The puzzle: unique, and minimal for its symmetry.
    pub puzzle: Puzzle,
    /// Its solution, one digit per cell in reading order.
    pub solution: Vec<u8>,
    /// Clues kept only because the proof that their removal keeps the puzzle unique ran
    /// out of budget (boards of side 20 and more, unless the SAT prover of the `sat`
    /// feature decided them); 0 means the puzzle is minimal.
    pub unproven: usize,
}

/// The guesses a uniqueness proof may take on boards of side 20 and more before its clue
/// is kept unproven (where the `sat` feature's prover does not decide the removals).
///
/// ```
/// use shudu::Symmetry;
/// use shudu::variant::{LARGE_BOARD_GUESSES, Puzzle, Rules, Shape};
/// assert!(LARGE_BOARD_GUESSES > 0);
/// let made = Puzzle::generate(Rules::new(Shape::for_size(8).unwrap()), Symmetry::None, 1, 0).unwrap();
/// assert_eq!(made.unproven, 0); // small boards are always proven minimal
/// ```
pub const LARGE_BOARD_GUESSES: u64 = 4000;

impl Puzzle {
    /// A unique puzzle of `rules`, minimal for `symmetry`, drawn from the stream of
    /// (`seed`, `index`); an error when the rules have no solution at all.
    pub fn generate(
        rules: impl Into<Arc<Rules>>,
        symmetry: Symmetry,
        seed: u64,
        index: u64,
    ) -> Result<Generated, VariantError> {
        generate_within(rules.into(), symmetry, seed, index, &Budget::unlimited())
    }
}

/// As [`Puzzle::generate`], giving up ([`VariantError::GaveUp`]) when `stop` is spent.
pub(super) fn generate_within(
    rules: Arc<Rules>,
    symmetry: Symmetry,
    seed: u64,
    index: u64,
    stop: &Budget,
) -> Result<Generated, VariantError> {
    let mut rng = Rng::for_puzzle(seed, index);
    let solution = full_grid(&rules, &mut rng, stop)?;
    minimize(rules, &solution, symmetry, &mut rng, stop)
}

/// How a making marks rules from a full grid (odd/even cells, thermometers, kropki or
/// XV): the rules with the marks, drawn from the grid and the random stream.
pub(super) type Mark<'a> = dyn FnOnce(Rules, &[u8], &mut Rng) -> Result<Rules, VariantError> + 'a;

/// `base` with marks drawn by `mark` on a random full grid of it, from the stream of
/// (`seed`, `index`): the rules another making then builds on.
pub(super) fn marked_rules(
    base: Rules,
    seed: u64,
    index: u64,
    mark: Box<Mark<'_>>,
) -> Result<Rules, VariantError> {
    let mut rng = Rng::for_puzzle(seed, index);
    let solution = full_grid(&Arc::new(base.clone()), &mut rng, &Budget::unlimited())?;
    mark(base, &solution, &mut rng)
}

/// A puzzle of `base` with marks drawn by `mark` on a random full grid of it, the givens
/// dug from that same grid, minimal for `symmetry`: every marking making's generator.
pub(super) fn generate_marked_within(
    base: Rules,
    symmetry: Symmetry,
    seed: u64,
    index: u64,
    stop: &Budget,
    mark: Box<Mark<'_>>,
) -> Result<Generated, VariantError> {
    let mut rng = Rng::for_puzzle(seed, index);
    let solution = full_grid(&Arc::new(base.clone()), &mut rng, stop)?;
    let rules = Arc::new(mark(base, &solution, &mut rng)?);
    minimize(rules, &solution, symmetry, &mut rng, stop)
}

/// A random full grid of `rules`: an error when they have none, or when `stop` is spent
/// before one is found.
pub(super) fn full_grid(
    rules: &Arc<Rules>,
    rng: &mut Rng,
    stop: &Budget,
) -> Result<Vec<u8>, VariantError> {
    match Puzzle::empty(rules.clone()).random_solution_until(rng, stop) {
        Some(Some(solution)) => Ok(solution),
        Some(None) => Err(VariantError::Rules(
            Phrase::new("variant-no-solution").with("rules", rules.phrase()),
        )),
        None => Err(gave_up(stop)),
    }
}

/// The error of a generation whose budget was spent, in the budget's words
/// (`logic/budget.rs`, `gave_up_phrase`: the catalogue's `gave-up-after` with its
/// seconds, or `gave-up-spent`), kept as a phrase.
pub(super) fn gave_up(stop: &Budget) -> VariantError {
    VariantError::GaveUp(gave_up_phrase(stop))
}

/// Why a search under `stop` ended, as [`gave_up`] words it.
pub(super) fn gave_up_phrase(stop: &Budget) -> Phrase {
    crate::logic::gave_up_phrase(stop.length())
}

/// Each orbit of `orbits` emptied from `puzzle` in turn when `other` (given the trial
/// puzzle and the orbit) proves that no other solution appears; the orbits it could not
/// decide, for a later round. An error when `stop` is spent first.
fn sweep(
    puzzle: &mut Puzzle,
    orbits: Vec<Vec<usize>>,
    stop: &Budget,
    mut other: impl FnMut(&Puzzle, &[usize]) -> Option<bool>,
) -> Result<Vec<Vec<usize>>, VariantError> {
    let n = puzzle.size();
    let mut waiting = Vec::new();
    for orbit in orbits {
        let mut trial = puzzle.clone();
        for &i in &orbit {
            trial = trial.with(Pos::from_index(i, n), 0);
        }
        match other(&trial, &orbit) {
            Some(false) => *puzzle = trial,
            Some(true) => {}
            None if stop.is_spent() => return Err(gave_up(stop)),
            None => waiting.push(orbit),
        }
    }
    Ok(waiting)
}

/// Clues of `solution` removed orbit by orbit, in random order, while the puzzle stays
/// unique: the puzzle made, with its solution and the count of clues kept unproven (see
/// the module docs for the rounds). An error when `stop` is spent first: a puzzle half
/// minimised is no answer.
pub(super) fn minimize(
    rules: Arc<Rules>,
    solution: &[u8],
    symmetry: Symmetry,
    rng: &mut Rng,
    stop: &Budget,
) -> Result<Generated, VariantError> {
    minimize_from(rules, solution, symmetry, rng, stop, PROVER_SIDE)
}

/// The side from which the SAT prover decides every removal (when the library has it and
/// the rules are houses only). Below it the kernel is faster: a 16×16 puzzle takes it
/// about 20 ms of processor time, the prover about 150 ms.
#[cfg(feature = "sat")]
const PROVER_SIDE: usize = 20;
#[cfg(not(feature = "sat"))]
const PROVER_SIDE: usize = usize::MAX;

/// The conflicts the prover's first pass allows each proof. On 25×25 a limit of 100,
/// 300 or 1000 gave about the same times (a proof of a needed clue that stays within it
/// takes some 0.06 s); 10,000 defers almost nothing and loses most of the gain.
#[cfg(feature = "sat")]
const FIRST_PROOF_CONFLICTS: i32 = 1000;

/// [`minimize`], with the prover from side `prover_side` on (the tests use it on 16×16,
/// and the kernel alone with `usize::MAX`).
pub(super) fn minimize_from(
    rules: Arc<Rules>,
    solution: &[u8],
    symmetry: Symmetry,
    rng: &mut Rng,
    stop: &Budget,
    prover_side: usize,
) -> Result<Generated, VariantError> {
    let mut orbits = symmetry.orbits_on(rules.size());
    rng.shuffle(&mut orbits);
    #[cfg(feature = "sat")]
    if rules.size() >= prover_side {
        if let Some(mut prover) = super::sat::Prover::new(&rules, solution) {
            let mut puzzle =
                Puzzle::new(rules, solution.to_vec()).expect("a solution fits its rules");
            // Passes over the orbits, each proof limited in conflicts: an orbit whose
            // proof meets the limit keeps its clue and waits for the next pass, with a
            // limit four times as large (none once that overflows). By then more clues
            // are gone, so a needed clue's other solution is easier to find, and more
            // needed clues are fixed facts: two to three times less processor time on
            // 25×25 than one pass without a limit (BENCHMARKS.md). A clue needed when
            // tried is needed in the end, so the puzzle is minimal as before; the limit
            // counts conflicts, not time, so a seed names the same puzzle everywhere.
            let mut conflicts = Some(FIRST_PROOF_CONFLICTS);
            loop {
                orbits = sweep(&mut puzzle, orbits, stop, |trial, orbit| {
                    let other = prover.has_other_solution_after_removing(
                        trial.values(),
                        orbit,
                        stop,
                        conflicts,
                    );
                    if other == Some(true) {
                        prover.keep(orbit);
                    }
                    other
                })?;
                match conflicts {
                    Some(limit) if !orbits.is_empty() => conflicts = limit.checked_mul(4),
                    _ => break,
                }
            }
            debug_assert!(orbits.is_empty(), "the prover decides or gives up");
            return Ok(Generated {
                puzzle,
                solution: solution.to_vec(),
                unproven: orbits.iter().map(Vec::len).sum(),
            });
        }
    }
    #[cfg(not(feature = "sat"))]
    let _ = prover_side;
    let rounds: &[Option<u64>] = if rules.size() >= 20 {
        &[Some(0), Some(LARGE_BOARD_GUESSES)]
    } else {
        &[None]
    };
    let mut puzzle = Puzzle::new(rules, solution.to_vec()).expect("a solution fits its rules");
    for &budget in rounds {
        orbits = sweep(&mut puzzle, orbits, stop, |trial, orbit| {
            trial.has_other_solution_after_removing(orbit, solution, budget, stop)
        })?;
    }
    Ok(Generated {
        puzzle,
        solution: solution.to_vec(),
        unproven: orbits.iter().map(Vec::len).sum(),
    })
}

#[cfg(all(test, feature = "sat"))]
mod tests {
    use super::*;
    use crate::variant::Shape;
    use std::sync::atomic::AtomicBool;

    /// A full 16×16 grid of `seed` and its rules.
    fn grid(seed: u64) -> (Arc<Rules>, Vec<u8>, Rng) {
        let rules = Arc::new(Rules::new(Shape::for_size(16).unwrap()));
        let mut rng = Rng::for_puzzle(seed, 0);
        let solution = full_grid(&rules, &mut rng, &Budget::unlimited()).unwrap();
        (rules, solution, rng)
    }

    /// 16×16 puzzles whose removals the prover decided are unique and minimal for their
    /// symmetry, by the kernel's counts: every orbit of clues taken away leaves two
    /// solutions.
    #[test]
    fn the_prover_makes_minimal_16x16_puzzles() {
        for (symmetry, seed) in [(Symmetry::None, 3), (Symmetry::Rot180, 4)] {
            let (rules, solution, mut rng) = grid(seed);
            let free = Budget::unlimited();
            let made = minimize_from(rules, &solution, symmetry, &mut rng, &free, 16).unwrap();
            assert_eq!(made.unproven, 0);
            let puzzle = &made.puzzle;
            assert_eq!(puzzle.count(2).solutions, 1);
            for orbit in symmetry.orbits_on(16) {
                if puzzle.values()[orbit[0]] == 0 {
                    continue;
                }
                let mut fewer = puzzle.clone();
                for &i in &orbit {
                    fewer = fewer.with(Pos::from_index(i, 16), 0);
                }
                assert_eq!(fewer.count(2).solutions, 2, "{symmetry:?} orbit {orbit:?}");
            }
        }
    }

    /// A spent budget stops the prover's proofs: the making gives up, as the kernel's does.
    #[test]
    fn the_prover_gives_up_when_the_budget_is_spent() {
        let (rules, solution, mut rng) = grid(5);
        let spent = Budget::with_flag(Arc::new(AtomicBool::new(true)));
        let made = minimize_from(rules, &solution, Symmetry::None, &mut rng, &spent, 16);
        assert!(matches!(made, Err(VariantError::GaveUp(_))));
    }
}
