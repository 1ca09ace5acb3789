//! Killer puzzles ([`Puzzle::generate_killer`]): a random full grid cut into random
//! connected cages with distinct digits, each cage's sum read off the grid.
//!
//! Without givens the cages alone must make the solution unique. A fresh cutting rarely
//! does on the first try, and on some grids almost never: the search that finds a second
//! solution then says where the cutting fails, so the cutting is refined there rather
//! than drawn again from scratch. The cages holding a cell where the two solutions
//! differ are dissolved and their cells cut again, until a new cutting rules that
//! second solution out (one of its cages sums differently, or repeats a digit, under
//! it). Each refinement excludes the solution just found; it may let another in, so the
//! loop repeats, [`REFINEMENTS`] times a cutting before a fresh one is drawn
//! ([`KillerOptions::attempts`] cuttings in all).
//!
//! With givens allowed, the first cutting is kept and givens are added to it
//! (`generate.rs`'s minimizing). Randomness comes from [`crate::generate`]'s generator,
//! one stream per (seed, index), so a seed names the same puzzles on every machine.

use std::sync::Arc;

use super::constraints::KillerCage;
use super::generate::{full_grid, gave_up, minimize};
use super::{Generated, Pos, Puzzle, Rules, VariantError};
use crate::generate::Symmetry;
use crate::generate::rng::Rng;
use crate::logic::Budget;
use crate::words::Phrase;

/// Refinements of one cutting before a fresh one is drawn.
const REFINEMENTS: u32 = 40;

/// New cuttings of the dissolved cells tried until one rules the second solution out.
const RECUTS: u32 = 20;

/// Failed re-cuttings before the cages around the dissolved ones are dissolved too.
const WIDEN_AFTER: u32 = 4;

/// A cell in no cage yet.
const FREE: usize = usize::MAX;

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
    /// without, the cages are refined where a second solution differs, and drawn again
    /// when refining does not make them unique (see `killer_cages.rs`).
    pub givens: bool,
    /// How many fresh sets of cages to try before giving up (each refined a bounded
    /// number of times when no givens are allowed; see `killer_cages.rs`).
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
    /// A killer puzzle on `base` (which may carry other rules): cages drawn on a random
    /// full grid, with givens only if `options` allow them (then unique and minimal
    /// for `symmetry`).
    ///
    /// ```
    /// use shudu::Symmetry;
    /// use shudu::variant::{KillerOptions, Puzzle, Rules, Shape};
    /// let made = Puzzle::generate_killer(Rules::new(Shape::for_size(6)?), KillerOptions::default(), Symmetry::None, 1, 0)?;
    /// assert_eq!(made.puzzle.given_count(), 0);
    /// assert_eq!(made.puzzle.count(2).solutions, 1);
    /// # Ok::<(), shudu::variant::VariantError>(())
    /// ```
    pub fn generate_killer(
        base: Rules,
        options: KillerOptions,
        symmetry: Symmetry,
        seed: u64,
        index: u64,
    ) -> Result<Generated, VariantError> {
        generate_killer_within(base, options, symmetry, seed, index, &Budget::unlimited())
    }
}

/// As [`Puzzle::generate_killer`], giving up ([`VariantError::GaveUp`]) when `stop` is
/// spent: proving cages alone unique can take very long on large boards.
pub(super) fn generate_killer_within(
    base: Rules,
    options: KillerOptions,
    symmetry: Symmetry,
    seed: u64,
    index: u64,
    stop: &Budget,
) -> Result<Generated, VariantError> {
    {
        let mut rng = Rng::for_puzzle(seed, index);
        let base = Arc::new(base);
        let solution = full_grid(&base, &mut rng, stop)?;
        let max_cage = options.max_cage.max(2);
        for _ in 0..options.attempts.max(1) {
            let mut cutting = Cutting::new(&solution, base.size(), max_cage);
            let all: Vec<usize> = (0..solution.len()).collect();
            cutting.cut(&all, &mut rng);
            for _ in 0..=REFINEMENTS {
                let rules = Arc::new(cutting.rules(&base)?);
                let bare = Puzzle::empty(rules.clone());
                let Some(other) = bare
                    .other_solution_within(&solution, stop)
                    .ok_or_else(|| gave_up(stop))?
                else {
                    return Ok(Generated {
                        puzzle: bare,
                        solution,
                        unproven: 0,
                    });
                };
                if options.givens {
                    return minimize(rules, &solution, symmetry, &mut rng, stop);
                }
                cutting.refine(&other, &mut rng);
            }
        }
        Err(VariantError::Rules(
            Phrase::new("variant-no-cages")
                .with("attempts", options.attempts.max(1))
                .with("refinements", REFINEMENTS),
        ))
    }
}

/// The cells of a full grid cut into cages: connected, at most `max_cage` cells, no digit
/// twice in a cage.
#[derive(Clone)]
struct Cutting<'s> {
    solution: &'s [u8],
    n: usize,
    max_cage: usize,
    /// Each cell's cage (an index into `cages`), or [`FREE`].
    cage_of: Vec<usize>,
    /// Cells of each cage; a dissolved cage is left empty so indices stay valid.
    cages: Vec<Vec<usize>>,
}

impl<'s> Cutting<'s> {
    fn new(solution: &'s [u8], n: usize, max_cage: usize) -> Self {
        Cutting {
            solution,
            n,
            max_cage,
            cage_of: vec![FREE; n * n],
            cages: Vec::new(),
        }
    }

    /// The cells next to cell `i`, across a side.
    fn neighbours(&self, i: usize) -> impl Iterator<Item = usize> + use<> {
        let n = self.n;
        let p = Pos::from_index(i, n);
        [(0, 1), (1, 0), (0, -1), (-1, 0)]
            .into_iter()
            .filter_map(move |(dr, dc)| p.offset(dr, dc, n).map(|q| q.index(n)))
    }

    /// Cuts the free cells among `cells` into new cages: from each free cell in random
    /// order, a cage grows to a random size by random free neighbours with new digits.
    /// A lone cell left over joins a neighbouring cage with room and without its digit,
    /// if there is one.
    fn cut(&mut self, cells: &[usize], rng: &mut Rng) {
        let mut order = cells.to_vec();
        rng.shuffle(&mut order);
        let first_new = self.cages.len();
        for &start in &order {
            if self.cage_of[start] != FREE {
                continue;
            }
            let target = 2 + rng.below(self.max_cage as u32 - 1) as usize;
            let id = self.cages.len();
            let mut cage = vec![start];
            self.cage_of[start] = id;
            while cage.len() < target {
                let mut options: Vec<usize> = cage
                    .iter()
                    .flat_map(|&c| self.neighbours(c))
                    .filter(|&q| {
                        self.cage_of[q] == FREE
                            && !cage.iter().any(|&c| self.solution[c] == self.solution[q])
                    })
                    .collect();
                options.sort_unstable();
                options.dedup();
                if options.is_empty() {
                    break;
                }
                let next = options[rng.below(options.len() as u32) as usize];
                self.cage_of[next] = id;
                cage.push(next);
            }
            self.cages.push(cage);
        }
        for id in first_new..self.cages.len() {
            if self.cages[id].len() != 1 {
                continue;
            }
            let cell = self.cages[id][0];
            let join = self
                .neighbours(cell)
                .map(|q| self.cage_of[q])
                .find(|&other| {
                    other != id
                        && self.cages[other].len() < self.max_cage
                        && !self.cages[other]
                            .iter()
                            .any(|&c| self.solution[c] == self.solution[cell])
                });
            if let Some(other) = join {
                self.cages[id].clear();
                self.cages[other].push(cell);
                self.cage_of[cell] = other;
            }
        }
    }

    /// Dissolves the cages holding a cell where `other` differs from the solution and
    /// cuts their cells again, up to [`RECUTS`] times, keeping the first cutting under
    /// which `other` breaks a cage (or the last tried). Every [`WIDEN_AFTER`] failed
    /// tries the cages next to those dissolved are dissolved too: a two-cell cage whose
    /// two digits the second solution swaps with another cage's would otherwise be cut
    /// the same way every time.
    fn refine(&mut self, other: &[u8], rng: &mut Rng) {
        let start = self.clone();
        let mut region: Vec<usize> = (0..other.len())
            .filter(|&i| other[i] != self.solution[i])
            .map(|i| self.cage_of[i])
            .collect();
        for tried in 0..RECUTS {
            if tried > 0 && tried % WIDEN_AFTER == 0 {
                let next: Vec<usize> = region
                    .iter()
                    .flat_map(|&id| &start.cages[id])
                    .flat_map(|&c| start.neighbours(c))
                    .map(|q| start.cage_of[q])
                    .collect();
                region.extend(next);
            }
            region.sort_unstable();
            region.dedup();
            *self = start.clone();
            let mut cells = Vec::new();
            for &id in &region {
                for &c in &self.cages[id] {
                    self.cage_of[c] = FREE;
                    cells.push(c);
                }
                self.cages[id].clear();
            }
            self.cut(&cells, rng);
            if self.excludes(other) {
                return;
            }
        }
    }

    /// Whether some cage sums differently, or holds a digit twice, under `other`.
    fn excludes(&self, other: &[u8]) -> bool {
        self.cages.iter().any(|cage| {
            let sum = |grid: &[u8]| cage.iter().map(|&c| u32::from(grid[c])).sum::<u32>();
            let digits = cage.iter().fold(0u32, |m, &c| m | 1 << other[c]);
            sum(other) != sum(self.solution) || digits.count_ones() as usize != cage.len()
        })
    }

    /// `base` with one killer constraint per cage, its sum read off the solution.
    fn rules(&self, base: &Rules) -> Result<Rules, VariantError> {
        let mut rules = base.clone();
        for cage in self.cages.iter().filter(|cage| !cage.is_empty()) {
            let mut cells = cage.clone();
            cells.sort_unstable();
            let sum = cells.iter().map(|&c| u32::from(self.solution[c])).sum();
            let cells = cells.iter().map(|&c| Pos::from_index(c, self.n)).collect();
            rules = rules.with_constraint(KillerCage::new(cells, Some(sum)))?;
        }
        Ok(rules)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A cutting's cages cover every cell once, are connected, within size, and hold
    /// distinct digits.
    fn assert_well_cut(cutting: &Cutting) {
        let mut seen = vec![false; cutting.solution.len()];
        for cage in cutting.cages.iter().filter(|c| !c.is_empty()) {
            assert!(cage.len() <= cutting.max_cage);
            let digits = cage.iter().fold(0u32, |m, &c| m | 1 << cutting.solution[c]);
            assert_eq!(digits.count_ones() as usize, cage.len());
            let mut reached = vec![cage[0]];
            let mut k = 0;
            while k < reached.len() {
                for q in cutting.neighbours(reached[k]) {
                    if cage.contains(&q) && !reached.contains(&q) {
                        reached.push(q);
                    }
                }
                k += 1;
            }
            assert_eq!(reached.len(), cage.len(), "cage {cage:?} is connected");
            for &c in cage {
                assert!(!seen[c]);
                seen[c] = true;
                assert_eq!(cutting.cages[cutting.cage_of[c]], *cage);
            }
        }
        assert!(seen.iter().all(|&s| s));
    }

    #[test]
    fn refining_keeps_a_valid_cutting_and_rules_the_other_solution_out() {
        let base = Arc::new(Rules::new(crate::variant::Shape::classic()));
        let mut rng = Rng::for_puzzle(3, 0);
        let solution = Puzzle::empty(base.clone())
            .random_solution(&mut rng)
            .unwrap();
        let mut cutting = Cutting::new(&solution, 9, 4);
        cutting.cut(&(0..81).collect::<Vec<_>>(), &mut rng);
        assert_well_cut(&cutting);
        let mut refined = 0;
        for _ in 0..REFINEMENTS {
            let bare = Puzzle::empty(cutting.rules(&base).unwrap());
            let Some(other) = bare.other_solution(&solution) else {
                break;
            };
            assert!(!cutting.excludes(&other));
            cutting.refine(&other, &mut rng);

            assert_well_cut(&cutting);
            refined += 1;
        }
        assert!(refined < REFINEMENTS);
    }
}
