//! [`Generator`]: the builder that holds the options, and the attempt loop that turns a
//! (seed, index) pair into one unique, minimal puzzle.
//!
//! # Determinism
//! Puzzle `index` draws every random choice from its own stream,
//! `Rng::for_puzzle(seed, index)`, and from nothing else: no shared state, no clock, no
//! thread identity. The kernel is only asked how many solutions a puzzle has (one, or
//! more), which every kernel answers alike, so not even the kernel choice changes a
//! puzzle. A batch split over threads is therefore identical to one made on one thread.
//!
//! Read next: `full_grid.rs` (where solutions come from), `minimize.rs` (the removal
//! loop).

use super::GenerateError;
use super::difficulty::{Difficulty, Judgement};
use super::full_grid::random_solution;
use super::minimize::{Clues, minimize};
use super::pattern::{MIN_CLUES, Pattern};
use super::rng::Rng;
use super::symmetry::{Orbit, Symmetry};
use super::unavoidable::Unavoidable;
use crate::grid::Grid;
use crate::logic::{Budget, Rating};

/// The most clues a clue target may ask for. No minimal puzzle with more than 40 clues is
/// known (the largest found by the searches for them has 40), and random minimal puzzles
/// almost all have 20 to 30: a higher target would only spend the attempt budget.
pub(crate) const MAX_MINIMAL_CLUES: usize = 40;
use crate::solve::Kernel;

/// A generated puzzle with its solution.
///
/// ```
/// use shudu::{Generator, Solver};
/// let made = Generator::new(7).generate(0).expect("default options always succeed");
/// assert!(made.solution.is_solution_of(&made.puzzle));
/// assert!(Solver::new().is_unique(&made.puzzle));
/// assert!(made.rating.is_none()); // no difficulty was asked for
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Generated {
    /// The puzzle: unique, minimal, laid out with the symmetry and inside the pattern.
    pub puzzle: Grid,
    /// Its one solution.
    pub solution: Grid,
    /// How many random grids were drawn to get it (1 when the first one served).
    pub attempts: u32,
    /// Its Sudoku Explainer rating, when a [`Difficulty`] was asked for.
    pub rating: Option<Rating>,
}

/// Makes unique, minimal puzzles, optionally with a symmetric layout, inside a pattern,
/// or with an exact number of clues.
///
/// Every option is set by a builder method; [`Generator::generate`] then makes puzzle
/// number `index` of the batch named by the seed. The same seed, options and index
/// always give the same puzzle.
///
/// ```
/// use shudu::{Generator, Solver, Symmetry};
///
/// let generator = Generator::new(2024).symmetry(Symmetry::Rot180);
/// let made = generator.generate(0)?;
/// assert!(Solver::new().is_unique(&made.puzzle));
/// assert!(made.solution.is_solution_of(&made.puzzle));
/// assert!(Symmetry::Rot180.holds_for(&made.puzzle));
/// // Puzzle 0 of seed 2024 is always the same.
/// assert_eq!(generator.generate(0)?, made);
/// # Ok::<(), shudu::GenerateError>(())
/// ```
///
/// With a clue target and a pattern:
///
/// ```
/// use shudu::{Cell, Generator, Pattern};
///
/// // Clues allowed everywhere except the centre box.
/// let pattern = Pattern::from_cells(Cell::all().filter(|c| c.box_index() != 4))?;
/// let made = Generator::new(7).pattern(pattern).target_clues(25).generate(3)?;
/// assert_eq!(made.puzzle.given_count(), 25);
/// assert!(made.puzzle.givens().all(|(cell, _)| pattern.contains(cell)));
/// # Ok::<(), shudu::GenerateError>(())
/// ```
#[derive(Clone, Debug)]
pub struct Generator {
    seed: u64,
    symmetry: Symmetry,
    pattern: Option<Pattern>,
    target: Option<usize>,
    max_attempts: u32,
    kernel: Kernel,
    difficulty: Option<Difficulty>,
}

/// Bits 0..81: every cell.
const ALL_CELLS: u128 = (1 << 81) - 1;

/// What [`Generator::generate`] works from, derived from the options once per call.
struct Plan {
    /// The groups a puzzle is built from: the symmetry's orbits that lie inside the
    /// pattern (all of them without a pattern).
    groups: Vec<Orbit>,
    /// Bit `i`: cell `i` belongs to one of the groups, so the start keeps its digit.
    start: u128,
    /// Whether the start is only part of the solution, and so must be checked unique
    /// (a full solution is unique by definition).
    partial: bool,
}

impl Generator {
    /// The default budget of random grids per puzzle.
    pub const DEFAULT_MAX_ATTEMPTS: u32 = 1000;

    /// The budget of random grids per puzzle that front ends give when a
    /// [`Difficulty`] is asked for and no budget is: most random puzzles are easy, so a
    /// hard band turns many down.
    ///
    /// ```
    /// use shudu::Generator;
    /// assert!(Generator::DIFFICULTY_MAX_ATTEMPTS > Generator::DEFAULT_MAX_ATTEMPTS);
    /// ```
    pub const DIFFICULTY_MAX_ATTEMPTS: u32 = 20_000;

    /// A generator for the batch named by `seed`: no symmetry, no pattern, any clue count,
    /// [`Generator::DEFAULT_MAX_ATTEMPTS`] grids per puzzle.
    pub fn new(seed: u64) -> Generator {
        Generator {
            seed,
            symmetry: Symmetry::None,
            pattern: None,
            target: None,
            max_attempts: Self::DEFAULT_MAX_ATTEMPTS,
            kernel: Kernel::Bitboard,
            difficulty: None,
        }
    }

    /// Keeps only puzzles whose Sudoku Explainer rating and solving path fit
    /// `difficulty` (each rejected puzzle costs one attempt).
    pub fn difficulty(mut self, difficulty: Difficulty) -> Generator {
        self.difficulty = Some(difficulty);
        self
    }

    /// Lays the clues out with `symmetry`: its groups of cells are kept or removed
    /// together, and minimality is judged group by group.
    pub fn symmetry(mut self, symmetry: Symmetry) -> Generator {
        self.symmetry = symmetry;
        self
    }

    /// Puts clues only where `pattern` allows. The pattern must be closed under the
    /// symmetry (checked by [`Generator::generate`]).
    pub fn pattern(mut self, pattern: Pattern) -> Generator {
        self.pattern = Some(pattern);
        self
    }

    /// Asks for exactly `clues` clues: minimal puzzles are made from new grids until one
    /// has that count, within the attempt budget.
    pub fn target_clues(mut self, clues: usize) -> Generator {
        self.target = Some(clues);
        self
    }

    /// The most random grids to draw for one puzzle. A grid is one attempt; a pattern or
    /// a clue target may need many. Zero is refused by [`Generator::validate`].
    pub fn max_attempts(mut self, attempts: u32) -> Generator {
        self.max_attempts = attempts;
        self
    }

    /// The solver kernel for the uniqueness tests. Puzzles do not depend on it (only
    /// solution counts are asked); the fastest is the default.
    pub fn kernel(mut self, kernel: Kernel) -> Generator {
        self.kernel = kernel;
        self
    }

    /// The seed naming the batch.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// Checks the options without generating: at least one attempt is allowed, the ER
    /// range is not empty, the pattern fits the symmetry, and the clue target lies in
    /// 17-40 and within the pattern and can be made of whole symmetric groups inside it.
    ///
    /// ```
    /// use shudu::{GenerateError, Generator, Symmetry};
    /// // Quarter-turn groups have 4 cells (the centre 1): 18 clues cannot be made.
    /// let err = Generator::new(0).symmetry(Symmetry::Rot90).target_clues(18).validate();
    /// assert!(matches!(err, Err(GenerateError::TargetNotComposable { target: 18, .. })));
    /// ```
    pub fn validate(&self) -> Result<(), GenerateError> {
        self.plan().map(|_| ())
    }

    fn plan(&self) -> Result<Plan, GenerateError> {
        if self.max_attempts == 0 {
            return Err(GenerateError::NoAttempts);
        }
        if let Some(difficulty) = &self.difficulty {
            difficulty.check()?;
        }
        let mut groups = self.symmetry.orbit_table().to_vec();
        if let Some(pattern) = &self.pattern {
            if let Some((cell, image)) = self.symmetry.first_break(|c| pattern.contains(c)) {
                return Err(GenerateError::PatternNotSymmetric {
                    symmetry: self.symmetry,
                    cell,
                    image,
                });
            }
            groups.retain(|g| g.cells().iter().all(|&c| pattern.contains(c)));
        }
        let start = groups
            .iter()
            .flat_map(|g| g.cells())
            .fold(0u128, |mask, c| mask | 1 << c.index());
        if let Some(target) = self.target {
            let max = (start.count_ones() as usize).min(MAX_MINIMAL_CLUES);
            if !(MIN_CLUES..=max).contains(&target) {
                return Err(GenerateError::TargetOutOfRange { target, max });
            }
            // Subset sums of the group sizes, as a bit set of counts 0..=81.
            let sums = groups.iter().fold(1u128, |sums, g| sums | sums << g.len());
            if sums >> target & 1 == 0 {
                return Err(GenerateError::TargetNotComposable {
                    target,
                    symmetry: self.symmetry,
                });
            }
        }
        Ok(Plan {
            groups,
            start,
            partial: start != ALL_CELLS,
        })
    }

    /// Makes puzzle number `index` of this generator's batch.
    ///
    /// Each attempt draws a random full grid, keeps its digits on the pattern (all of
    /// them without one), checks that start is unique, and removes symmetric groups of
    /// clues in random order while the puzzle stays unique. With a clue target, attempts
    /// go on until the count matches.
    ///
    /// Errors: the options do not fit together (see [`Generator::validate`]); no grid
    /// gave a unique start on the pattern; or the clue target was not met, within the
    /// attempt budget.
    pub fn generate(&self, index: u64) -> Result<Generated, GenerateError> {
        self.generate_within(index, &Budget::unlimited())
    }

    /// As [`Generator::generate`], giving up ([`GenerateError::GaveUp`]) when `budget`
    /// is spent: it is looked at before each attempt (an attempt takes milliseconds, or
    /// a rating's own time with a difficulty). The same index gives the same puzzle with
    /// any budget that lets it finish.
    ///
    /// ```
    /// use std::time::Duration;
    /// use shudu::logic::Budget;
    /// use shudu::{GenerateError, Generator};
    /// let generator = Generator::new(7);
    /// let made = generator.generate_within(0, &Budget::within(Duration::from_secs(60)))?;
    /// assert_eq!(made.puzzle, generator.generate(0)?.puzzle);
    /// let spent = generator.generate_within(0, &Budget::within(Duration::ZERO));
    /// assert!(matches!(spent, Err(GenerateError::GaveUp { attempts: 0, .. })));
    /// # Ok::<(), GenerateError>(())
    /// ```
    pub fn generate_within(&self, index: u64, budget: &Budget) -> Result<Generated, GenerateError> {
        let plan = self.plan()?;
        let mut rng = Rng::for_puzzle(self.seed, index);
        let mut closest: Option<usize> = None;
        let mut rated = RatedSoFar::default();
        let mut groups = plan.groups.clone();
        for attempt in 1..=self.max_attempts {
            if budget.is_spent() {
                return Err(GenerateError::GaveUp {
                    attempts: attempt - 1,
                    after: budget.length(),
                });
            }
            let solution = random_solution(&mut rng);
            let mut start = solution;
            for (i, v) in start.iter_mut().enumerate() {
                if plan.start >> i & 1 == 0 {
                    *v = 0;
                }
            }
            let mut clues = Clues::new(start);
            if plan.partial && !clues.is_unique(self.kernel) {
                continue;
            }
            // The same group list each attempt, so the shuffle alone decides the order.
            groups.copy_from_slice(&plan.groups);
            let unavoidable = Unavoidable::of_solution(&solution);
            minimize(&mut clues, &mut groups, &mut rng, self.kernel, &unavoidable);
            let count = clues.count();
            if let Some(target) = self.target.filter(|&t| t != count) {
                if closest.is_none_or(|c| count.abs_diff(target) < c.abs_diff(target)) {
                    closest = Some(count);
                }
                continue;
            }
            let puzzle = Grid::from_values(clues.values());
            let rating = match &self.difficulty {
                None => None,
                Some(difficulty) => match difficulty.judge(&puzzle) {
                    Judgement::Accepted(rating) => Some(rating),
                    Judgement::Rejected(rating) => {
                        rated.record(rating.er);
                        continue;
                    }
                    Judgement::Unrated => {
                        rated.unrated += 1;
                        continue;
                    }
                },
            };
            return Ok(Generated {
                puzzle,
                solution: Grid::from_values(&solution),
                attempts: attempt,
                rating,
            });
        }
        if let Some(difficulty) = &self.difficulty {
            if self.target.is_none_or(|t| closest == Some(t)) {
                return Err(GenerateError::DifficultyNotReached {
                    wanted: difficulty.clone(),
                    attempts: self.max_attempts,
                    lowest_er: rated.lowest,
                    highest_er: rated.highest,
                    unrated: rated.unrated,
                });
            }
        }
        Err(match self.target {
            Some(target) => GenerateError::TargetNotReached {
                target,
                closest,
                attempts: self.max_attempts,
            },
            None => GenerateError::NoUniqueStart {
                attempts: self.max_attempts,
            },
        })
    }
}

/// The ratings of the puzzles a difficulty filter turned down, for the error message.
#[derive(Default)]
struct RatedSoFar {
    lowest: Option<u8>,
    highest: Option<u8>,
    unrated: u32,
}

impl RatedSoFar {
    fn record(&mut self, er: u8) {
        self.lowest = Some(self.lowest.map_or(er, |l| l.min(er)));
        self.highest = Some(self.highest.map_or(er, |h| h.max(er)));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Cell;

    #[test]
    fn plan_refuses_an_asymmetric_pattern_naming_the_cell() {
        // Everything but r9c1.
        let pattern = Pattern::from_cells(Cell::all().filter(|c| c.index() != 72)).unwrap();
        let err = Generator::new(0)
            .symmetry(Symmetry::MirrorH)
            .pattern(pattern)
            .validate()
            .unwrap_err();
        let r1c1 = Cell::new(0, 0).unwrap();
        let r9c1 = Cell::new(8, 0).unwrap();
        assert_eq!(
            err,
            GenerateError::PatternNotSymmetric {
                symmetry: Symmetry::MirrorH,
                cell: r1c1,
                image: r9c1
            }
        );
        assert!(
            err.to_string()
                .contains("allows r1c1 but not its image r9c1")
        );
        // The same pattern is fine without that symmetry.
        assert!(Generator::new(0).pattern(pattern).validate().is_ok());
    }

    #[test]
    fn plan_checks_the_target() {
        let check = |g: Generator| g.validate();
        assert!(matches!(
            check(Generator::new(0).target_clues(16)),
            Err(GenerateError::TargetOutOfRange {
                target: 16,
                max: 40
            })
        ));
        let pattern = Pattern::from_cells(Cell::all().filter(|c| (c.row() + c.col()) % 3 == 0));
        assert!(matches!(
            check(Generator::new(0).pattern(pattern.unwrap()).target_clues(28)),
            Err(GenerateError::TargetOutOfRange {
                target: 28,
                max: 27
            })
        ));
        // Dihedral groups: 1 (centre), 4 and 8 cells, so every sum is 0 or 1 mod 4.
        assert!(
            check(
                Generator::new(0)
                    .symmetry(Symmetry::Dihedral)
                    .target_clues(25)
            )
            .is_ok()
        );
        assert!(
            check(
                Generator::new(0)
                    .symmetry(Symmetry::Dihedral)
                    .target_clues(26)
            )
            .is_err()
        );
        assert!(
            check(
                Generator::new(0)
                    .symmetry(Symmetry::Rot180)
                    .target_clues(26)
            )
            .is_ok()
        );
    }

    #[test]
    fn full_pattern_is_the_same_as_no_pattern() {
        let all = Pattern::from_cells(Cell::all()).unwrap();
        let plain = Generator::new(3).generate(1).unwrap();
        let patterned = Generator::new(3).pattern(all).generate(1).unwrap();
        assert_eq!(plain, patterned);
    }
}
