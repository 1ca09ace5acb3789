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
//! Killer puzzles draw their cages too ([`KillerOptions`]): the full grid is cut into
//! random connected cages with distinct digits, their sums read off the grid; with no
//! givens allowed, cages are drawn again until they alone make the puzzle unique.
//!
//! Randomness comes from [`crate::generate`]'s generator, one stream per (seed, index),
//! so a seed names the same puzzles on every machine.

use std::sync::Arc;

use super::constraints::KillerCage;
use super::{Pos, Puzzle, Rules, VariantError};
use crate::generate::Symmetry;
use crate::generate::rng::Rng;

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

/// How killer cages are drawn.
///
/// ```
/// use shudu::variant::KillerOptions;
/// let options = KillerOptions::default();
/// assert_eq!((options.max_cage, options.givens), (4, false));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct KillerOptions {
    /// The largest cage, in cells (at least 2).
    pub max_cage: usize,
    /// Whether givens may be added when the cages alone leave several solutions;
    /// without, cages are drawn again until they alone make the puzzle unique.
    pub givens: bool,
    /// How many sets of cages to try before giving up.
    pub attempts: u32,
}

impl Default for KillerOptions {
    fn default() -> Self {
        KillerOptions {
            max_cage: 4,
            givens: false,
            attempts: 200,
        }
    }
}

impl Puzzle {
    /// A unique puzzle of `rules`, minimal for `symmetry`, drawn from the stream of
    /// (`seed`, `index`); an error when the rules have no solution at all.
    pub fn generate(
        rules: impl Into<Arc<Rules>>,
        symmetry: Symmetry,
        seed: u64,
        index: u64,
    ) -> Result<Generated, VariantError> {
        let rules = rules.into();
        let mut rng = Rng::for_puzzle(seed, index);
        let solution = Puzzle::empty(rules.clone())
            .random_solution(&mut rng)
            .ok_or_else(|| VariantError::Rules(format!("the rules ({rules}) have no solution")))?;
        let (puzzle, unproven) = minimize(rules, &solution, symmetry, &mut rng);
        Ok(Generated {
            puzzle,
            solution,
            unproven,
        })
    }

    /// A killer puzzle on `base` (which may carry other rules): cages drawn on a random
    /// full grid, with givens only if `options` allow them (then unique and minimal
    /// for `symmetry`).
    pub fn generate_killer(
        base: Rules,
        options: KillerOptions,
        symmetry: Symmetry,
        seed: u64,
        index: u64,
    ) -> Result<Generated, VariantError> {
        let mut rng = Rng::for_puzzle(seed, index);
        let base = Arc::new(base);
        let solution = Puzzle::empty(base.clone())
            .random_solution(&mut rng)
            .ok_or_else(|| VariantError::Rules(format!("the rules ({base}) have no solution")))?;
        for _ in 0..options.attempts.max(1) {
            let mut rules = (*base).clone();
            for cage in draw_cages(&solution, base.size(), options.max_cage.max(2), &mut rng) {
                rules = rules.with_constraint(cage)?;
            }
            let rules = Arc::new(rules);
            let bare = Puzzle::empty(rules.clone());
            if !bare.has_other_solution(&solution) {
                return Ok(Generated {
                    puzzle: bare,
                    solution,
                    unproven: 0,
                });
            }
            if options.givens {
                let (puzzle, unproven) = minimize(rules, &solution, symmetry, &mut rng);
                return Ok(Generated {
                    puzzle,
                    solution,
                    unproven,
                });
            }
        }
        Err(VariantError::Rules(format!(
            "no cages drawn in {} attempts made a unique puzzle without givens",
            options.attempts.max(1)
        )))
    }
}

/// Clues of `solution` removed orbit by orbit, in random order, while the puzzle stays
/// unique; with the count of clues kept unproven (see the module docs for the rounds).
pub(super) fn minimize(
    rules: Arc<Rules>,
    solution: &[u8],
    symmetry: Symmetry,
    rng: &mut Rng,
) -> (Puzzle, usize) {
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
            match trial.has_other_solution_after_removing(&orbit, solution, budget) {
                Some(false) => puzzle = trial,
                Some(true) => {}
                None => waiting.push(orbit),
            }
        }
        orbits = waiting;
    }
    (puzzle, orbits.iter().map(Vec::len).sum())
}

/// Cells of `solution` cut into random connected cages of up to `max_cage` cells with
/// distinct digits; each cage's sum is read off the grid.
fn draw_cages(solution: &[u8], n: usize, max_cage: usize, rng: &mut Rng) -> Vec<KillerCage> {
    let mut cage_of = vec![usize::MAX; n * n];
    let mut cages: Vec<Vec<usize>> = Vec::new();
    let mut order: Vec<usize> = (0..n * n).collect();
    rng.shuffle(&mut order);
    let neighbours = |i: usize| {
        let p = Pos::from_index(i, n);
        [(0, 1), (1, 0), (0, -1), (-1, 0)]
            .into_iter()
            .filter_map(move |(dr, dc)| p.offset(dr, dc, n).map(|q| q.index(n)))
    };
    for &start in &order {
        if cage_of[start] != usize::MAX {
            continue;
        }
        let target = 2 + rng.below(max_cage as u32 - 1) as usize;
        let id = cages.len();
        let mut cage = vec![start];
        cage_of[start] = id;
        while cage.len() < target {
            let digits: Vec<u8> = cage.iter().map(|&c| solution[c]).collect();
            let mut options: Vec<usize> = cage
                .iter()
                .flat_map(|&c| neighbours(c))
                .filter(|&q| cage_of[q] == usize::MAX && !digits.contains(&solution[q]))
                .collect();
            options.sort_unstable();
            options.dedup();
            if options.is_empty() {
                break;
            }
            let next = options[rng.below(options.len() as u32) as usize];
            cage_of[next] = id;
            cage.push(next);
        }
        cages.push(cage);
    }
    // A lone cell joins a neighbouring cage with room and without its digit, if any.
    for id in 0..cages.len() {
        if cages[id].len() != 1 {
            continue;
        }
        let cell = cages[id][0];
        let join = neighbours(cell).map(|q| cage_of[q]).find(|&other| {
            other != id
                && cages[other].len() < max_cage
                && !cages[other].iter().any(|&c| solution[c] == solution[cell])
        });
        if let Some(other) = join {
            cages[id].clear();
            cages[other].push(cell);
            cage_of[cell] = other;
        }
    }
    cages
        .into_iter()
        .filter(|cage| !cage.is_empty())
        .map(|mut cage| {
            cage.sort_unstable();
            let sum = cage.iter().map(|&c| u32::from(solution[c])).sum();
            KillerCage::new(
                cage.iter().map(|&c| Pos::from_index(c, n)).collect(),
                Some(sum),
            )
        })
        .collect()
}
