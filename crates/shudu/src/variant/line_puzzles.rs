//! German whispers and renban puzzles: lines drawn along paths of a random full grid that
//! keep the rule — neighbours at least half the size apart (5 on 9×9) for a whispers
//! line, distinct digits forming a run for a renban line — then a unique puzzle of the
//! rules with them, minimal for its symmetry ([`Puzzle::generate_lines`]). The lines
//! alone can be added to rules with [`Rules::with_random_lines`].
//!
//! A line starts on a random free cell and grows one step at a time to a random free
//! neighbour (diagonals included) that keeps its rule, up to the longest length asked;
//! one shorter than three cells is drawn again. A renban grows only by digits that keep
//! its digits a run, so every part of it is one too. With both kinds asked, the lines
//! take turns. Cells never carry two lines, and a diagonal step never crosses another
//! (the X of a 2×2 square), as with thermometers.
//!
//! Randomness comes from [`crate::generate`]'s generator, one stream per (seed, index),
//! so a seed names the same puzzles on every machine. Read next: `thermo_puzzles.rs`,
//! the same scheme for thermometers.

use std::sync::Arc;

use super::constraints::{GermanWhispers, Renban};
use super::generate::{generate_marked_within, marked_rules};
use super::{Constraint, Generated, Pos, Puzzle, Rules, VariantError};
use crate::generate::Symmetry;
use crate::generate::rng::Rng;
use crate::logic::Budget;

/// Which lines a puzzle gets, how many and how long.
///
/// ```
/// use shudu::variant::LineOptions;
/// assert!(LineOptions::WHISPERS.whispers && !LineOptions::WHISPERS.renban);
/// assert_eq!((LineOptions::RENBAN.count, LineOptions::RENBAN.longest), (8, 5));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct LineOptions {
    /// German whispers lines.
    pub whispers: bool,
    /// Renban lines.
    pub renban: bool,
    /// Lines drawn (fewer where the grid leaves no room for more).
    pub count: usize,
    /// The most cells one line takes (a renban's at most the board's side).
    pub longest: usize,
}

impl LineOptions {
    /// German whispers lines only.
    pub const WHISPERS: LineOptions = LineOptions {
        whispers: true,
        renban: false,
        count: 8,
        longest: 5,
    };

    /// Renban lines only.
    pub const RENBAN: LineOptions = LineOptions {
        whispers: false,
        renban: true,
        count: 8,
        longest: 5,
    };
}

/// The shortest line drawn.
const SHORTEST: usize = 3;

/// Tries at a line before giving up on one more.
const TRIES: usize = 64;

/// The kind of line drawn next.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum LineKind {
    Whispers,
    Renban,
}

impl Rules {
    /// The same rules with German whispers or renban lines along paths of a random full
    /// grid of these rules, drawn from the stream of (`seed`, `index`); an error when the
    /// rules have no solution.
    ///
    /// ```
    /// use shudu::variant::{LineOptions, Rules, Shape};
    /// let rules = Rules::new(Shape::for_size(6)?).with_random_lines(LineOptions::RENBAN, 3, 0)?;
    /// assert!(rules.constraints().iter().any(|c| c.kind() == "renban"));
    /// # Ok::<(), shudu::variant::VariantError>(())
    /// ```
    pub fn with_random_lines(
        self,
        options: LineOptions,
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
    /// A German whispers or renban puzzle on `base` (which may carry other rules): lines
    /// on a random full grid as `options` ask, then a unique puzzle of the rules with
    /// them, minimal for `symmetry`, drawn from the stream of (`seed`, `index`).
    ///
    /// ```
    /// use shudu::Symmetry;
    /// use shudu::variant::{LineOptions, Puzzle, Rules, Shape};
    /// let base = Rules::new(Shape::for_size(6)?);
    /// let made = Puzzle::generate_lines(base, LineOptions::WHISPERS, Symmetry::None, 5, 0)?;
    /// assert_eq!(made.puzzle.count(2).solutions, 1);
    /// assert!(made.puzzle.is_completed_by(&made.solution));
    /// # Ok::<(), shudu::variant::VariantError>(())
    /// ```
    pub fn generate_lines(
        base: Rules,
        options: LineOptions,
        symmetry: Symmetry,
        seed: u64,
        index: u64,
    ) -> Result<Generated, VariantError> {
        generate_lines_within(base, options, symmetry, seed, index, &Budget::unlimited())
    }
}

/// As [`Puzzle::generate_lines`], giving up ([`VariantError::GaveUp`]) when `stop` is
/// spent.
pub(super) fn generate_lines_within(
    base: Rules,
    options: LineOptions,
    symmetry: Symmetry,
    seed: u64,
    index: u64,
    stop: &Budget,
) -> Result<Generated, VariantError> {
    let mark = move |rules, grid: &[u8], rng: &mut Rng| drawn(rules, grid, options, rng);
    generate_marked_within(base, symmetry, seed, index, stop, Box::new(mark))
}

/// `rules` with up to `options.count` lines along paths of `solution` that keep their
/// rules.
fn drawn(
    rules: Rules,
    solution: &[u8],
    options: LineOptions,
    rng: &mut Rng,
) -> Result<Rules, VariantError> {
    let n = rules.size();
    let kinds: Vec<LineKind> = [
        (options.whispers, LineKind::Whispers),
        (options.renban, LineKind::Renban),
    ]
    .into_iter()
    .filter_map(|(asked, kind)| asked.then_some(kind))
    .collect();
    if kinds.is_empty() {
        return Ok(rules);
    }
    let longest = options.longest.clamp(SHORTEST, n.max(SHORTEST));
    let difference = GermanWhispers::default_difference(n);
    let mut used = vec![false; n * n];
    let mut steps: Vec<(Pos, Pos)> = Vec::new();
    let mut rules = rules;
    for k in 0..options.count {
        let kind = kinds[k % kinds.len()];
        let keeps = |path: &[Pos], next: Pos| {
            let digit = solution[next.index(n)];
            let digits = path.iter().map(|p| solution[p.index(n)]);
            match kind {
                LineKind::Whispers => {
                    let last = solution[path[path.len() - 1].index(n)];
                    u32::from(last.abs_diff(digit)) >= difference
                }
                LineKind::Renban => {
                    let (low, high) = digits
                        .clone()
                        .fold((digit, digit), |(l, h), d| (l.min(d), h.max(d)));
                    !digits.clone().any(|d| d == digit) && usize::from(high - low) == path.len()
                }
            }
        };
        let Some(path) =
            (0..TRIES).find_map(|_| grown_path(&keeps, &used, &steps, n, longest, rng))
        else {
            continue;
        };
        for p in &path {
            used[p.index(n)] = true;
        }
        steps.extend(path.windows(2).map(|w| (w[0], w[1])));
        let line: Arc<dyn Constraint> = match kind {
            LineKind::Whispers => Arc::new(GermanWhispers::new(path, difference)),
            LineKind::Renban => Arc::new(Renban::new(path)),
        };
        rules = rules.with_shared(line)?;
    }
    Ok(rules)
}

/// One random path of free cells, each step kept by `keeps(path so far, next)`, at
/// least [`SHORTEST`] long; `None` when this start does not give one.
fn grown_path(
    keeps: &dyn Fn(&[Pos], Pos) -> bool,
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
        let last = *path.last().expect("a path has its start");
        let own: Vec<(Pos, Pos)> = path.windows(2).map(|w| (w[0], w[1])).collect();
        let next: Vec<Pos> = NEIGHBOURS
            .iter()
            .filter_map(|&(dr, dc)| last.offset(dr, dc, n))
            .filter(|&p| {
                !used[p.index(n)]
                    && !path.contains(&p)
                    && keeps(&path, p)
                    && !crosses(last, p, steps)
                    && !crosses(last, p, &own)
            })
            .collect();
        if next.is_empty() {
            break;
        }
        path.push(next[rng.below(next.len() as u32) as usize]);
    }
    (path.len() >= SHORTEST).then_some(path)
}

/// Whether the step from `a` to `b`, if diagonal, crosses one of `steps`: the other
/// diagonal of the same 2×2 square.
pub(super) fn crosses(a: Pos, b: Pos, steps: &[(Pos, Pos)]) -> bool {
    if a.row() == b.row() || a.col() == b.col() {
        return false;
    }
    let (c, d) = (Pos::new(a.row(), b.col()), Pos::new(b.row(), a.col()));
    steps
        .iter()
        .any(|&(x, y)| (x, y) == (c, d) || (x, y) == (d, c))
}

/// The eight neighbours of a cell, orthogonal and diagonal.
pub(super) const NEIGHBOURS: [(isize, isize); 8] = [
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
    fn puzzles_are_unique_minimal_and_lines_keep_their_rules_in_the_solution() {
        for options in [LineOptions::WHISPERS, LineOptions::RENBAN] {
            for (n, seed) in [(4, 1), (6, 2), (9, 3)] {
                let base = Rules::new(Shape::for_size(n).unwrap());
                let made = Puzzle::generate_lines(base, options, Symmetry::None, seed, 0).unwrap();
                assert_eq!(made.puzzle.count(2).solutions, 1);
                assert_eq!(made.puzzle.check().verdict, Verdict::Minimal, "{n}×{n}");
                let mut lines = 0;
                for c in made.puzzle.rules().constraints() {
                    for marking in c.markings() {
                        lines += 1;
                        let (cells, renban) = match marking {
                            Marking::Whispers { cells, difference } => {
                                assert_eq!(difference, n.div_ceil(2) as u32);
                                (cells, false)
                            }
                            Marking::Renban(cells) => (cells, true),
                            other => panic!("only lines: {other:?}"),
                        };
                        assert_eq!(renban, options.renban);
                        assert!(cells.len() >= SHORTEST);
                        let digits: Vec<u8> =
                            cells.iter().map(|p| made.solution[p.index(n)]).collect();
                        if renban {
                            let mut sorted = digits.clone();
                            sorted.sort_unstable();
                            assert!(sorted.windows(2).all(|w| w[1] == w[0] + 1), "{digits:?}");
                        } else {
                            let far = n.div_ceil(2) as u8;
                            assert!(digits.windows(2).all(|w| w[0].abs_diff(w[1]) >= far));
                        }
                    }
                }
                assert!(lines > 0, "{n}×{n}");
            }
        }
    }

    #[test]
    fn both_kinds_take_turns_and_the_same_seed_gives_the_same_puzzle() {
        let both = LineOptions {
            whispers: true,
            ..LineOptions::RENBAN
        };
        let make = |index| {
            Puzzle::generate_lines(Rules::new(Shape::classic()), both, Symmetry::None, 9, index)
                .unwrap()
                .puzzle
        };
        let kinds: Vec<&str> = make(0)
            .rules()
            .constraints()
            .iter()
            .map(|c| c.kind())
            .collect();
        assert!(
            kinds.contains(&"whispers") && kinds.contains(&"renban"),
            "{kinds:?}"
        );
        assert_eq!(make(0).to_json(), make(0).to_json());
        assert_ne!(make(0).to_json(), make(1).to_json());
    }
}
