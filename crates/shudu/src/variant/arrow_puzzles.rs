//! Arrow puzzles: arrows drawn on a random full grid — a bulb on a cell whose digit is the
//! sum of a short path of its neighbours' digits — then a unique puzzle of the rules with
//! them, minimal for its symmetry ([`Puzzle::generate_arrows`]). The arrows alone can be
//! added to rules with [`Rules::with_random_arrows`].
//!
//! An arrow starts on a random free cell (its bulb) and walks to random free neighbours
//! (diagonals included) whose digits still fit under the bulb's, until the line adds up
//! to it exactly; a walk that gets stuck, grows past the longest line asked, or ends
//! after one cell is drawn again. The first [`ArrowOptions::pills`] arrows on boards up
//! to 9×9 get a pill instead: the start cell and its right or lower neighbour, read as
//! one two-digit number (a 1, 2 or 3 first, as four cells add up to 36 at most), the
//! line walking on from the pill's second cell. Cells never
//! carry two arrows, and a diagonal step never crosses another (the X of a 2×2 square),
//! as with lines and thermometers.
//!
//! Randomness comes from [`crate::generate`]'s generator, one stream per (seed, index),
//! so a seed names the same puzzles on every machine. Read next: `line_puzzles.rs`, the
//! same scheme for German whispers and renban lines.

use std::sync::Arc;

use super::constraints::Arrow;
use super::generate::{generate_marked_within, marked_rules};
use super::line_puzzles::{NEIGHBOURS, crosses};
use super::{Generated, Pos, Puzzle, Rules, VariantError};
use crate::generate::Symmetry;
use crate::generate::rng::Rng;
use crate::logic::Budget;

/// How many arrows a puzzle gets, and how long their lines may grow.
///
/// ```
/// use shudu::variant::ArrowOptions;
/// let options = ArrowOptions::default();
/// assert_eq!((options.count, options.longest, options.pills), (8, 4, 1));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct ArrowOptions {
    /// Arrows drawn (fewer where the grid leaves no room for more).
    pub count: usize,
    /// The most cells one arrow's line takes, its bulb not counted.
    pub longest: usize,
    /// How many of the arrows get a two-cell pill (boards up to 9×9, where a pill reads
    /// as a number; fewer when the grid offers none that its neighbours can add up to).
    pub pills: usize,
}

impl Default for ArrowOptions {
    fn default() -> Self {
        ArrowOptions {
            count: 8,
            longest: 4,
            pills: 1,
        }
    }
}

/// The shortest line drawn: two cells (a line of one cell only copies a digit).
const SHORTEST: usize = 2;

/// Tries at an arrow before giving up on one more.
const TRIES: usize = 64;

impl Rules {
    /// The same rules with arrows on a random full grid of these rules, drawn from the
    /// stream of (`seed`, `index`); an error when the rules have no solution.
    ///
    /// ```
    /// use shudu::variant::{ArrowOptions, Rules, Shape};
    /// let rules = Rules::new(Shape::for_size(6)?).with_random_arrows(ArrowOptions::default(), 3, 0)?;
    /// assert!(rules.constraints().iter().any(|c| c.kind() == "arrow"));
    /// # Ok::<(), shudu::variant::VariantError>(())
    /// ```
    pub fn with_random_arrows(
        self,
        options: ArrowOptions,
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
    /// An arrow puzzle on `base` (which may carry other rules): arrows on a random full
    /// grid as `options` ask, then a unique puzzle of the rules with them, minimal for
    /// `symmetry`, drawn from the stream of (`seed`, `index`).
    ///
    /// ```
    /// use shudu::Symmetry;
    /// use shudu::variant::{ArrowOptions, Puzzle, Rules, Shape};
    /// let base = Rules::new(Shape::for_size(6)?);
    /// let made = Puzzle::generate_arrows(base, ArrowOptions::default(), Symmetry::None, 5, 0)?;
    /// assert_eq!(made.puzzle.count(2).solutions, 1);
    /// assert!(made.puzzle.is_completed_by(&made.solution));
    /// # Ok::<(), shudu::variant::VariantError>(())
    /// ```
    pub fn generate_arrows(
        base: Rules,
        options: ArrowOptions,
        symmetry: Symmetry,
        seed: u64,
        index: u64,
    ) -> Result<Generated, VariantError> {
        generate_arrows_within(base, options, symmetry, seed, index, &Budget::unlimited())
    }
}

/// As [`Puzzle::generate_arrows`], giving up ([`VariantError::GaveUp`]) when `stop` is
/// spent.
pub(super) fn generate_arrows_within(
    base: Rules,
    options: ArrowOptions,
    symmetry: Symmetry,
    seed: u64,
    index: u64,
    stop: &Budget,
) -> Result<Generated, VariantError> {
    let mark = move |rules, grid: &[u8], rng: &mut Rng| drawn(rules, grid, options, rng);
    generate_marked_within(base, symmetry, seed, index, stop, Box::new(mark))
}

/// `rules` with up to `options.count` arrows whose lines add up to their bulbs in
/// `solution`.
fn drawn(
    rules: Rules,
    solution: &[u8],
    options: ArrowOptions,
    rng: &mut Rng,
) -> Result<Rules, VariantError> {
    let n = rules.size();
    let longest = options.longest.max(SHORTEST);
    let mut used = vec![false; n * n];
    let mut steps: Vec<(Pos, Pos)> = Vec::new();
    let mut rules = rules;
    for k in 0..options.count {
        let pill = k < options.pills && n <= 9;
        let Some((bulb, line)) = (0..TRIES)
            .find_map(|_| walked(solution, &used, &steps, n, longest, pill, rng))
            .or_else(|| {
                // No pill here: a one-cell bulb rather than one arrow fewer.
                pill.then(|| {
                    (0..TRIES).find_map(|_| walked(solution, &used, &steps, n, longest, false, rng))
                })
                .flatten()
            })
        else {
            continue;
        };
        for p in bulb.iter().chain(&line) {
            used[p.index(n)] = true;
        }
        let path: Vec<Pos> = bulb.iter().chain(&line).copied().collect();
        steps.extend(path.windows(2).map(|w| (w[0], w[1])));
        rules = rules.with_shared(Arc::new(Arrow::new(bulb, line)))?;
    }
    Ok(rules)
}

/// One random arrow of free cells — its bulb (two cells read as a number when `pill`)
/// and its line, whose digits in `solution` add up to the bulb's value — at least
/// [`SHORTEST`] and at most `longest` cells long; `None` when this start does not give
/// one.
#[allow(clippy::too_many_arguments)]
fn walked(
    solution: &[u8],
    used: &[bool],
    steps: &[(Pos, Pos)],
    n: usize,
    longest: usize,
    pill: bool,
    rng: &mut Rng,
) -> Option<(Vec<Pos>, Vec<Pos>)> {
    let start = rng.below((n * n) as u32) as usize;
    if used[start] {
        return None;
    }
    let digit = |p: Pos| usize::from(solution[p.index(n)]);
    let mut path = vec![Pos::from_index(start, n)];
    if pill {
        let (dr, dc) = if rng.below(2) == 0 { (0, 1) } else { (1, 0) };
        let second = path[0].offset(dr, dc, n)?;
        if used[second.index(n)] {
            return None;
        }
        path.push(second);
    }
    let bulb_cells = path.len();
    let value = path.iter().fold(0, |v, &p| v * 10 + digit(p));
    if value > longest * n {
        return None;
    }
    let mut left = value;
    while left > 0 {
        let last = *path.last().expect("a path has its bulb");
        let own: Vec<(Pos, Pos)> = path.windows(2).map(|w| (w[0], w[1])).collect();
        // The line's cells so far, without the bulb.
        let cells = path.len() - bulb_cells;
        let next: Vec<Pos> = NEIGHBOURS
            .iter()
            .filter_map(|&(dr, dc)| last.offset(dr, dc, n))
            .filter(|&p| {
                let d = digit(p);
                // The last cell fills the sum; an earlier one leaves room for more.
                let fits = d == left && cells + 1 >= SHORTEST || d < left && cells + 1 < longest;
                fits && !used[p.index(n)]
                    && !path.contains(&p)
                    && !crosses(last, p, steps)
                    && !crosses(last, p, &own)
            })
            .collect();
        if next.is_empty() {
            return None;
        }
        let p = next[rng.below(next.len() as u32) as usize];
        left -= digit(p);
        path.push(p);
    }
    let line = path.split_off(bulb_cells);
    Some((path, line))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variant::{Marking, Shape, Verdict};

    #[test]
    fn puzzles_are_unique_minimal_and_arrows_add_up_in_the_solution() {
        for (n, seed) in [(4, 1), (6, 2), (9, 3)] {
            let base = Rules::new(Shape::for_size(n).unwrap());
            let options = ArrowOptions::default();
            let made = Puzzle::generate_arrows(base, options, Symmetry::None, seed, 0).unwrap();
            assert_eq!(made.puzzle.count(2).solutions, 1);
            assert_eq!(made.puzzle.check().verdict, Verdict::Minimal, "{n}×{n}");
            let (mut arrows, mut pills) = (0, 0);
            for c in made.puzzle.rules().constraints() {
                for marking in c.markings() {
                    let Marking::Arrow { bulb, line } = marking else {
                        panic!("only arrows: {marking:?}");
                    };
                    arrows += 1;
                    pills += usize::from(bulb.len() == 2);
                    assert!(bulb.len() == 1 || bulb.len() == 2 && n <= 9);
                    assert!((SHORTEST..=options.longest).contains(&line.len()));
                    let sum: usize = line
                        .iter()
                        .map(|p| usize::from(made.solution[p.index(n)]))
                        .sum();
                    let value = bulb
                        .iter()
                        .fold(0, |v, p| v * 10 + usize::from(made.solution[p.index(n)]));
                    assert_eq!(sum, value);
                }
            }
            assert!(arrows > 0, "{n}×{n}");
            // A 9×9 grid always offers a pill some neighbours add up to.
            assert!(n < 9 || pills == 1, "{n}×{n}: {pills} pills");
        }
    }

    #[test]
    fn the_same_seed_gives_the_same_puzzle() {
        let make = |index| {
            let base = Rules::new(Shape::classic());
            Puzzle::generate_arrows(base, ArrowOptions::default(), Symmetry::None, 9, index)
                .unwrap()
                .puzzle
        };
        assert_eq!(make(0).to_json(), make(0).to_json());
        assert_ne!(make(0).to_json(), make(1).to_json());
    }
}
