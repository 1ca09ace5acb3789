//! Thermo puzzles: thermometers drawn along rising paths of a random full grid, then a
//! unique puzzle of the rules with them, minimal for its symmetry
//! ([`Puzzle::generate_thermo`]). The thermometers alone can be added to rules with
//! [`Rules::with_random_thermometers`].
//!
//! A thermometer starts on a random free cell and grows one step at a time to a random
//! free neighbour (diagonals included) holding a larger digit, as long as one is left,
//! up to the longest length asked; one shorter than three cells is drawn again. Cells
//! never carry two thermometers, and a diagonal step never crosses another diagonal
//! step (the X of a 2×2 square), so the picture stays readable.
//!
//! Randomness comes from [`crate::generate`]'s generator, one stream per (seed, index),
//! so a seed names the same puzzles on every machine. Read next: `odd_even.rs`, the
//! same scheme for parity marks.

use super::constraints::Thermometer;
use super::generate::{generate_marked_within, marked_rules};
use super::{Generated, Pos, Puzzle, Rules, VariantError};
use crate::generate::Symmetry;
use crate::generate::rng::Rng;
use crate::logic::Budget;

/// How many thermometers a puzzle gets, and how long they may grow.
///
/// ```
/// use shudu::variant::ThermoOptions;
/// let options = ThermoOptions::default();
/// assert_eq!((options.count, options.longest), (8, 6));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct ThermoOptions {
    /// Thermometers drawn (fewer where the grid leaves no room for more).
    pub count: usize,
    /// The most cells one thermometer takes (at most the board's side).
    pub longest: usize,
}

impl Default for ThermoOptions {
    fn default() -> Self {
        ThermoOptions {
            count: 8,
            longest: 6,
        }
    }
}

/// The shortest thermometer drawn: a bulb and two more cells.
const SHORTEST: usize = 3;

/// Tries at a thermometer before giving up on one more.
const TRIES: usize = 64;

impl Rules {
    /// The same rules with thermometers along rising paths of a random full grid of
    /// these rules, drawn from the stream of (`seed`, `index`); an error when the rules
    /// have no solution.
    ///
    /// ```
    /// use shudu::variant::{Rules, Shape, ThermoOptions};
    /// let rules = Rules::new(Shape::for_size(6)?).with_random_thermometers(ThermoOptions::default(), 3, 0)?;
    /// assert!(rules.constraints().iter().any(|c| c.kind() == "thermo"));
    /// # Ok::<(), shudu::variant::VariantError>(())
    /// ```
    pub fn with_random_thermometers(
        self,
        options: ThermoOptions,
        seed: u64,
        index: u64,
    ) -> Result<Rules, VariantError> {
        marked_rules(
            self,
            seed,
            index,
            Box::new(move |rules, grid, rng| drawn(rules, grid, options, rng)),
        )
    }
}

impl Puzzle {
    /// A thermo puzzle on `base` (which may carry other rules): thermometers on a random
    /// full grid as `options` ask, then a unique puzzle of the rules with them, minimal
    /// for `symmetry`, drawn from the stream of (`seed`, `index`).
    ///
    /// ```
    /// use shudu::Symmetry;
    /// use shudu::variant::{Puzzle, Rules, Shape, ThermoOptions};
    /// let base = Rules::new(Shape::for_size(6)?);
    /// let made = Puzzle::generate_thermo(base, ThermoOptions::default(), Symmetry::None, 5, 0)?;
    /// assert_eq!(made.puzzle.count(2).solutions, 1);
    /// assert!(made.puzzle.is_completed_by(&made.solution));
    /// # Ok::<(), shudu::variant::VariantError>(())
    /// ```
    pub fn generate_thermo(
        base: Rules,
        options: ThermoOptions,
        symmetry: Symmetry,
        seed: u64,
        index: u64,
    ) -> Result<Generated, VariantError> {
        generate_thermo_within(base, options, symmetry, seed, index, &Budget::unlimited())
    }
}

/// As [`Puzzle::generate_thermo`], giving up ([`VariantError::GaveUp`]) when `stop` is
/// spent.
pub(super) fn generate_thermo_within(
    base: Rules,
    options: ThermoOptions,
    symmetry: Symmetry,
    seed: u64,
    index: u64,
    stop: &Budget,
) -> Result<Generated, VariantError> {
    let mark = move |rules, grid: &[u8], rng: &mut Rng| drawn(rules, grid, options, rng);
    generate_marked_within(base, symmetry, seed, index, stop, Box::new(mark))
}

/// `rules` with up to `options.count` thermometers along rising paths of `solution`.
fn drawn(
    rules: Rules,
    solution: &[u8],
    options: ThermoOptions,
    rng: &mut Rng,
) -> Result<Rules, VariantError> {
    let n = rules.size();
    let longest = options.longest.clamp(SHORTEST, n.max(SHORTEST));
    let mut used = vec![false; n * n];
    let mut steps: Vec<(Pos, Pos)> = Vec::new();
    let mut rules = rules;
    for _ in 0..options.count {
        let Some(path) =
            (0..TRIES).find_map(|_| rising_path(solution, &used, &steps, n, longest, rng))
        else {
            break;
        };
        for p in &path {
            used[p.index(n)] = true;
        }
        steps.extend(path.windows(2).map(|w| (w[0], w[1])));
        rules = rules.with_constraint(Thermometer::new(path))?;
    }
    Ok(rules)
}

/// One random rising path of free cells, at least [`SHORTEST`] long; `None` when this
/// start does not give one.
fn rising_path(
    solution: &[u8],
    used: &[bool],
    steps: &[(Pos, Pos)],
    n: usize,
    longest: usize,
    rng: &mut Rng,
) -> Option<Vec<Pos>> {
    let start = rng.below((n * n) as u32) as usize;
    if used[start] {
        return None;
    }
    let mut path = vec![Pos::from_index(start, n)];
    while path.len() < longest {
        let last = *path.last().expect("a path has its bulb");
        let here = solution[last.index(n)];
        let next: Vec<Pos> = NEIGHBOURS
            .iter()
            .filter_map(|&(dr, dc)| last.offset(dr, dc, n))
            .filter(|p| {
                let i = p.index(n);
                !used[i]
                    && solution[i] > here
                    && !path.contains(p)
                    && !crosses(last, *p, steps)
                    && !crosses(last, *p, &path_steps(&path))
            })
            .collect();
        if next.is_empty() {
            break;
        }
        path.push(next[rng.below(next.len() as u32) as usize]);
    }
    (path.len() >= SHORTEST).then_some(path)
}

/// The steps of a path, each pair of neighbours along it.
fn path_steps(path: &[Pos]) -> Vec<(Pos, Pos)> {
    path.windows(2).map(|w| (w[0], w[1])).collect()
}

/// Whether the step from `a` to `b`, if diagonal, crosses one of `steps`: the other
/// diagonal of the same 2×2 square.
fn crosses(a: Pos, b: Pos, steps: &[(Pos, Pos)]) -> bool {
    if a.row() == b.row() || a.col() == b.col() {
        return false;
    }
    let (c, d) = (Pos::new(a.row(), b.col()), Pos::new(b.row(), a.col()));
    steps
        .iter()
        .any(|&(x, y)| (x, y) == (c, d) || (x, y) == (d, c))
}

/// The eight neighbours of a cell, orthogonal and diagonal.
const NEIGHBOURS: [(isize, isize); 8] = [
    (-1, -1),
    (-1, 0),
    (-1, 1),
    (0, -1),
    (0, 1),
    (1, -1),
    (1, 0),
    (1, 1),
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variant::{Marking, Shape, Verdict};

    #[test]
    fn puzzles_are_unique_minimal_and_thermometers_rise_in_the_solution() {
        for (n, seed) in [(4, 1), (6, 2), (9, 3)] {
            let base = Rules::new(Shape::for_size(n).unwrap());
            let made =
                Puzzle::generate_thermo(base, ThermoOptions::default(), Symmetry::None, seed, 0)
                    .unwrap();
            assert_eq!(made.puzzle.count(2).solutions, 1);
            assert!(made.puzzle.is_completed_by(&made.solution));
            assert_eq!(made.puzzle.check().verdict, Verdict::Minimal, "{n}×{n}");
            let mut thermos = 0;
            let mut steps = Vec::new();
            for c in made.puzzle.rules().constraints() {
                for marking in c.markings() {
                    let Marking::Thermometer(cells) = marking else {
                        panic!("only thermometers: {marking:?}");
                    };
                    thermos += 1;
                    assert!(cells.len() >= SHORTEST);
                    let digits: Vec<u8> = cells.iter().map(|p| made.solution[p.index(n)]).collect();
                    assert!(digits.windows(2).all(|w| w[0] < w[1]), "{digits:?}");
                    steps.extend(path_steps(&cells));
                }
            }
            assert!(thermos > 0, "{n}×{n}");
            for (k, &(a, b)) in steps.iter().enumerate() {
                assert!(!crosses(a, b, &steps[..k]), "{a}–{b} crosses another step");
            }
        }
    }

    #[test]
    fn the_same_seed_and_index_give_the_same_puzzle() {
        let make = |index| {
            let base = Rules::new(Shape::classic());
            Puzzle::generate_thermo(base, ThermoOptions::default(), Symmetry::Rot180, 9, index)
                .unwrap()
                .puzzle
                .to_json()
        };
        assert_eq!(make(0), make(0));
        assert_ne!(make(0), make(1));
    }
}
