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
    /// out of budget (boards of side 20 and more); 0 means the puzzle is minimal.
    pub unproven: usize,
}

/// The guesses a uniqueness proof may take on boards of side 20 and more before its clue
/// is kept unproven.
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
    let mut orbits = symmetry.orbits_on(rules.size());
    rng.shuffle(&mut orbits);
    let rounds: &[Option<u64>] = if rules.size() >= 20 {
        &[Some(0), Some(LARGE_BOARD_GUESSES)]
    } else {
        &[None]
    };
    let mut puzzle = Puzzle::new(rules, solution.to_vec()).expect("a solution fits its rules");
    for &budget in rounds {
        let mut waiting = Vec::new();
        for orbit in orbits {
            let n = puzzle.size();
            let mut trial = puzzle.clone();
            for &i in &orbit {
                trial = trial.with(Pos::from_index(i, n), 0);
            }
            match trial.has_other_solution_after_removing(&orbit, solution, budget, stop) {
                Some(false) => puzzle = trial,
                Some(true) => {}
                None if stop.is_spent() => return Err(gave_up(stop)),
                None => waiting.push(orbit),
            }
        }
        orbits = waiting;
    }
    Ok(Generated {
        puzzle,
        solution: solution.to_vec(),
        unproven: orbits.iter().map(Vec::len).sum(),
    })
}
