//! The general kernel: depth-first search over candidate masks for any size up to 25×25
//! and any set of houses and constraints.
//!
//! A state is one `u32` mask per cell (bit d−1 for digit d, as in
//! [`super::CandidateMasks`]) and which cells are *placed* (their digit removed from their
//! peers). Propagation repeats, until nothing changes: naked singles (a cell with one
//! candidate is placed); hidden singles (a digit with one place left in a house goes
//! there; a digit with none is a contradiction); then each propagating constraint's hook.
//! Branching takes the unplaced cell with the fewest candidates and tries each; a search
//! counts solutions up to a limit, keeping the first few.
//!
//! Peers come from [`super::geometry`], so constraints that only forbid repeats
//! (anti-knight, anti-king, cages) cost nothing here.
//!
//! Read next: `generate.rs` draws full grids and minimal puzzles with this kernel;
//! `tests/integration/variants.rs` checks it against a separate plain search.

use super::constraint::CandidateMasks;
use super::geometry::Geometry;
use super::{Constraint, Puzzle, Violation};
use crate::generate::rng::Rng;

/// What solving a variant puzzle found.
///
/// ```
/// use shudu::variant::{Outcome, Puzzle, Rules, Shape};
/// let rules = Rules::new(Shape::for_size(4).unwrap());
/// let puzzle = Puzzle::from_line(rules, "1...............", Default::default())?;
/// assert!(matches!(puzzle.solve(), Outcome::Multiple(..)));
/// # Ok::<(), shudu::variant::VariantError>(())
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Outcome {
    /// Exactly one solution (one digit per cell, reading order).
    Unique(Vec<u8>),
    /// At least two solutions; two of them.
    Multiple(Vec<u8>, Vec<u8>),
    /// The givens break no rule, yet nothing completes them.
    Unsolvable,
    /// The givens break rules; every broken rule is listed.
    Invalid(Vec<Violation>),
}

/// How many solutions a search found, up to its limit, and how often it guessed.
///
/// ```
/// use shudu::variant::{Puzzle, Rules, Shape};
/// let empty = Puzzle::empty(Rules::new(Shape::for_size(4).unwrap()));
/// let count = empty.count(1000);
/// assert_eq!((count.solutions, count.limit_reached), (288, false));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Count {
    /// Solutions found.
    pub solutions: u64,
    /// Whether the search stopped at the limit.
    pub limit_reached: bool,
    /// Branching points where the search had to guess.
    pub guesses: u64,
}

impl Puzzle {
    /// Solves the puzzle: unique, multiple (two solutions), unsolvable or invalid.
    pub fn solve(&self) -> Outcome {
        let broken = self.violations();
        if !broken.is_empty() {
            return Outcome::Invalid(broken);
        }
        let (_, mut found) = self.search(2, 2);
        match found.len() {
            0 => Outcome::Unsolvable,
            1 => Outcome::Unique(found.pop().expect("one solution")),
            _ => {
                let second = found.pop().expect("two solutions");
                Outcome::Multiple(found.pop().expect("two solutions"), second)
            }
        }
    }

    /// Counts solutions up to `limit` (at least 1). Givens that break a rule have none.
    pub fn count(&self, limit: u64) -> Count {
        self.search(limit, 0).0
    }

    /// Counts solutions up to `limit` (at least 1), keeping the first `keep`.
    pub fn search(&self, limit: u64, keep: usize) -> (Count, Vec<Vec<u8>>) {
        let mut run = Run::new(self, limit.max(1), keep, None);
        run.start(self.values());
        run.finish()
    }

    /// Whether some solution differs from `solution` (which must solve this puzzle): the
    /// uniqueness test of a minimiser, searching only away from the known answer.
    pub(crate) fn has_other_solution(&self, solution: &[u8]) -> bool {
        let mut run = Run::new(self, 1, 0, None);
        run.avoid = Some(solution.to_vec());
        run.start(self.values());
        run.count > 0
    }

    /// One solution drawn at random (branching in random order), if any.
    pub(crate) fn random_solution(&self, rng: &mut Rng) -> Option<Vec<u8>> {
        let mut run = Run::new(self, 1, 1, Some(rng));
        run.start(self.values());
        run.finish().1.pop()
    }
}

/// One search: the tables, the limit, and what it found so far.
struct Run<'p, 'r> {
    geometry: &'p Geometry,
    propagators: Vec<&'p dyn Constraint>,
    full: u32,
    limit: u64,
    keep: usize,
    count: u64,
    guesses: u64,
    kept: Vec<Vec<u8>>,
    rng: Option<&'r mut Rng>,
    /// A solution not to count: set, the search looks for any other.
    avoid: Option<Vec<u8>>,
}

/// A node of the search: candidates and which cells are placed.
#[derive(Clone)]
struct State {
    masks: Vec<u32>,
    placed: Vec<bool>,
}

impl<'p, 'r> Run<'p, 'r> {
    fn new(puzzle: &'p Puzzle, limit: u64, keep: usize, rng: Option<&'r mut Rng>) -> Self {
        let rules = puzzle.rules();
        Run {
            geometry: rules.geometry(),
            propagators: rules
                .constraints()
                .iter()
                .filter(|c| c.propagates())
                .map(|c| &**c)
                .collect(),
            full: rules.shape().all_digits(),
            limit,
            keep,
            count: 0,
            guesses: 0,
            kept: Vec::new(),
            rng,
            avoid: None,
        }
    }

    fn start(&mut self, givens: &[u8]) {
        let masks = givens
            .iter()
            .map(|&v| if v == 0 { self.full } else { 1 << (v - 1) })
            .collect();
        let cells = givens.len();
        self.search(State {
            masks,
            placed: vec![false; cells],
        });
    }

    fn finish(self) -> (Count, Vec<Vec<u8>>) {
        (
            Count {
                solutions: self.count,
                limit_reached: self.count >= self.limit,
                guesses: self.guesses,
            },
            self.kept,
        )
    }

    fn search(&mut self, mut state: State) {
        if !self.propagate(&mut state) {
            return;
        }
        let mut best = usize::MAX;
        let mut fewest = u32::MAX;
        for (i, (&m, &placed)) in state.masks.iter().zip(&state.placed).enumerate() {
            if !placed && m.count_ones() < fewest {
                fewest = m.count_ones();
                best = i;
                if fewest == 2 {
                    break;
                }
            }
        }
        if best == usize::MAX {
            self.found(&state);
            return;
        }
        self.guesses += 1;
        let mut left = state.masks[best];
        // Away from a solution to avoid, its digit is tried last: another solution, if
        // there is one, tends to turn up sooner.
        let last = self.avoid.as_ref().map_or(0, |a| 1 << (a[best] - 1));
        loop {
            let bit = match self.rng.as_deref_mut() {
                Some(rng) => {
                    let mut pick = left;
                    for _ in 0..rng.below(left.count_ones()) {
                        pick &= pick - 1;
                    }
                    pick & pick.wrapping_neg()
                }
                None if left & !last != 0 => left & !last & (left & !last).wrapping_neg(),
                None => left & left.wrapping_neg(),
            };
            left &= !bit;
            if left == 0 {
                state.masks[best] = bit;
                self.search(state);
                return;
            }
            let mut child = state.clone();
            child.masks[best] = bit;
            self.search(child);
            if self.count >= self.limit {
                return;
            }
        }
    }

    /// A solution: counted (unless it is the one to avoid) and kept while room is left.
    fn found(&mut self, state: &State) {
        let digits: Vec<u8> = state
            .masks
            .iter()
            .map(|m| m.trailing_zeros() as u8 + 1)
            .collect();
        if self.avoid.as_ref() == Some(&digits) {
            return;
        }
        self.count += 1;
        if self.kept.len() < self.keep {
            self.kept.push(digits);
        }
    }

    /// Singles and the constraints' hooks until nothing changes; `false` on a
    /// contradiction.
    fn propagate(&mut self, state: &mut State) -> bool {
        let geometry = self.geometry;
        let size = geometry.shape.size();
        loop {
            let mut progress = false;
            for i in 0..state.masks.len() {
                if state.placed[i] {
                    continue;
                }
                let m = state.masks[i];
                if m == 0 {
                    return false;
                }
                if m & (m - 1) == 0 {
                    state.placed[i] = true;
                    progress = true;
                    for &p in geometry.peers_of(i) {
                        let pm = state.masks[p as usize];
                        if pm & m != 0 {
                            if pm == m {
                                return false;
                            }
                            state.masks[p as usize] = pm & !m;
                        }
                    }
                }
            }
            if progress {
                continue;
            }
            for (_, cells) in &geometry.houses {
                let (mut once, mut twice) = (0u32, 0u32);
                for &c in cells {
                    let m = state.masks[c as usize];
                    twice |= once & m;
                    once |= m;
                }
                if once != self.full {
                    return false;
                }
                let singles = once & !twice;
                if singles == 0 {
                    continue;
                }
                for &c in cells {
                    let m = state.masks[c as usize];
                    let s = m & singles;
                    if s != 0 && s != m {
                        if s & (s - 1) != 0 {
                            // Two digits have only this cell left in the house.
                            return false;
                        }
                        state.masks[c as usize] = s;
                        progress = true;
                    }
                }
            }
            if progress {
                continue;
            }
            for c in &self.propagators {
                let mut view = CandidateMasks::new(size, &mut state.masks);
                if !c.propagate(&mut view) {
                    return false;
                }
                progress |= view.changed();
            }
            if !progress {
                return true;
            }
        }
    }
}
