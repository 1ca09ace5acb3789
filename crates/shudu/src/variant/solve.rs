//! Solving and counting variant puzzles: [`Outcome`] and [`Count`], the calls
//! [`Puzzle::solve`], [`Puzzle::count`] and [`Puzzle::search`], and the searches the
//! generator needs (a random solution; another solution than a known one).
//!
//! The search itself is `kernel.rs`. Read next: `generate.rs` draws full grids and minimal
//! puzzles with these calls; `tests/integration/variants.rs` checks them against a
//! separate plain search.

use super::error::reason;
use super::kernel::Kernel;
use super::{Pos, Puzzle, Symbols, Violation, line_of};
use crate::generate::rng::Rng;
use crate::logic::Budget;
use crate::words::{Lang, Phrase};

/// The guesses of the first run of a search for another solution; each restart allows
/// half as many again (see [`Puzzle::has_other_solution_after_removing`]).
const FIRST_RUN_GUESSES: u64 = 50;

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

impl Outcome {
    /// The outcome's status, in the words every board's records and summaries use
    /// (`solved`, `multiple`, `unsolvable`, `invalid`).
    ///
    /// ```
    /// use shudu::Status;
    /// use shudu::variant::{Puzzle, Rules, Shape};
    /// let four = Puzzle::from_line(Rules::new(Shape::for_size(4)?), "1...............", Default::default())?;
    /// assert_eq!(four.solve().status(), Status::Multiple);
    /// # Ok::<(), shudu::variant::VariantError>(())
    /// ```
    pub fn status(&self) -> crate::Status {
        match self {
            Outcome::Unique(_) => crate::Status::Solved,
            Outcome::Multiple(..) => crate::Status::Multiple,
            Outcome::Unsolvable => crate::Status::Unsolvable,
            Outcome::Invalid(_) => crate::Status::Invalid,
        }
    }

    /// The outcome with its solutions to be written in `symbols`: its record
    /// (`docs/records.md`, "Outcome") serializes from this.
    pub fn in_symbols(&self, symbols: Symbols) -> OutcomeIn<'_> {
        OutcomeIn {
            outcome: self,
            symbols,
        }
    }

    /// What follows the status on the outcome's line: the solution, the two solutions
    /// apart by a space, the broken rules (`; ` between), or nothing when unsolvable
    /// (the status says it all; [`Note::NoCompletion`](crate::words::Note) is the
    /// longer form). In English: [`Outcome::line_in`] words it in any language.
    ///
    /// ```
    /// use shudu::variant::{Puzzle, Rules, Shape, Symbols};
    /// let four = Puzzle::from_line(Rules::new(Shape::for_size(4)?), "3......41......2", Symbols::Standard)?;
    /// assert_eq!(four.solve().line(Symbols::Standard), "3421213412434312");
    /// let clash = Puzzle::from_line(Rules::new(Shape::for_size(4)?), "11..............", Symbols::Standard)?;
    /// assert_eq!(clash.solve().line(Symbols::Standard), "r1c1 and r1c2 both hold 1 (row 1)");
    /// # Ok::<(), shudu::variant::VariantError>(())
    /// ```
    pub fn line(&self, symbols: Symbols) -> String {
        self.line_in(symbols, Lang::En)
    }

    /// [`Outcome::line`] with the broken rules in `lang`'s words.
    ///
    /// ```
    /// use shudu::variant::{Puzzle, Rules, Shape, Symbols};
    /// use shudu::words::Lang;
    /// let clash = Puzzle::from_line(Rules::new(Shape::for_size(4)?), "11..............", Symbols::Standard)?;
    /// assert_eq!(clash.solve().line_in(Symbols::Standard, Lang::ZhHans), "r1c1 和 r1c2 都是 1（第 1 行）");
    /// # Ok::<(), shudu::variant::VariantError>(())
    /// ```
    pub fn line_in(&self, symbols: Symbols, lang: Lang) -> String {
        match self {
            Outcome::Unique(s) => line_of(s, symbols),
            Outcome::Multiple(a, b) => format!("{} {}", line_of(a, symbols), line_of(b, symbols)),
            Outcome::Unsolvable => String::new(),
            Outcome::Invalid(broken) => broken_rules_in(broken, lang),
        }
    }

    /// The outcome of a classic puzzle as every board's, from the classic solver's: the
    /// grids as values, each clashing pair as the violation of the house it names (the
    /// pairs and houses [`Puzzle::violations`] gives on classic rules).
    ///
    /// ```
    /// use shudu::variant::Outcome;
    /// let clash: shudu::Grid = format!("55{}", ".".repeat(79)).parse().unwrap();
    /// let classic = shudu::Solver::new().solve(&clash);
    /// let Outcome::Invalid(broken) = Outcome::of_classic(&classic) else { panic!() };
    /// assert_eq!(broken[0].to_string(), "r1c1 and r1c2 both hold 5 (row 1)");
    /// ```
    pub fn of_classic(outcome: &crate::solve::Outcome) -> Outcome {
        let values = |grid: &crate::Grid| grid.to_values().to_vec();
        match outcome {
            crate::solve::Outcome::Unique(s) => Outcome::Unique(values(s)),
            crate::solve::Outcome::Multiple(a, b) => Outcome::Multiple(values(a), values(b)),
            crate::solve::Outcome::Unsolvable => Outcome::Unsolvable,
            crate::solve::Outcome::Invalid(conflicts) => {
                let broken = conflicts.iter().map(|c| {
                    let cells = [c.first, c.second].map(Pos::from);
                    let house = c.house.to_string();
                    // The classic clash's words (`grid/conflict.rs`).
                    let words = Phrase::new("clash")
                        .with("first", c.first)
                        .with("second", c.second)
                        .with("digit", c.digit)
                        .with("house", crate::grid::HouseName::from(c.house));
                    Violation::said(cells.to_vec(), house, words)
                });
                Outcome::Invalid(broken.collect())
            }
        }
    }

    /// The solutions found: one, two, or none.
    pub fn solutions(&self) -> Vec<&[u8]> {
        match self {
            Outcome::Unique(s) => vec![s],
            Outcome::Multiple(a, b) => vec![a, b],
            Outcome::Unsolvable | Outcome::Invalid(_) => Vec::new(),
        }
    }
}

/// Broken rules in words, `; ` between them.
pub fn broken_rules(broken: &[Violation]) -> String {
    broken_rules_in(broken, Lang::En)
}

/// Broken rules in `lang`'s words, one after another.
///
/// ```
/// use shudu::variant::{Puzzle, Rules, Shape, Symbols, broken_rules, broken_rules_in};
/// use shudu::words::Lang;
/// let puzzle = Puzzle::from_line(Rules::new(Shape::for_size(4)?), "1..1.2.2........", Symbols::Standard)?;
/// let broken = puzzle.violations();
/// assert_eq!(broken_rules(&broken), "r1c1 and r1c4 both hold 1 (row 1); r2c2 and r2c4 both hold 2 (row 2)");
/// assert_eq!(broken_rules_in(&broken, Lang::ZhHans), "r1c1 和 r1c4 都是 1（第 1 行）；r2c2 和 r2c4 都是 2（第 2 行）");
/// # Ok::<(), shudu::variant::VariantError>(())
/// ```
pub fn broken_rules_in(broken: &[Violation], lang: Lang) -> String {
    broken_phrase(broken).words_in(lang)
}

/// Broken rules as one phrase, each after the one before (`variant-broken-more`).
pub(crate) fn broken_phrase(broken: &[Violation]) -> Phrase {
    let mut phrases = broken.iter().map(|v| v.phrase().clone());
    let first = phrases.next().unwrap_or_else(|| reason(String::new()));
    phrases.fold(first, |head, next| {
        Phrase::new("variant-broken-more")
            .with("head", head)
            .with("next", next)
    })
}

/// An [`Outcome`] with the symbols its solutions are written in
/// ([`Outcome::in_symbols`]); its record is the outcome's.
///
/// ```
/// use shudu::variant::{Puzzle, Rules, Shape, Symbols};
/// let rules = Rules::new(Shape::for_size(16)?);
/// let solved = Puzzle::empty(rules).solve();
/// # #[cfg(feature = "serde")]
/// # {
/// let record = serde_json::to_value(solved.in_symbols(Symbols::Hex)).unwrap();
/// assert!(record["solutions"][0].as_str().unwrap().starts_with("0123456789ABCDEF"));
/// # }
/// # Ok::<(), shudu::variant::VariantError>(())
/// ```
#[derive(Clone, Copy, Debug)]
#[cfg_attr(not(feature = "serde"), allow(dead_code))]
pub struct OutcomeIn<'a> {
    pub(crate) outcome: &'a Outcome,
    pub(crate) symbols: Symbols,
}

impl Puzzle {
    /// Solves the puzzle: unique, multiple (two solutions), unsolvable or invalid.
    ///
    /// On classic rules the bit-board kernel solves it first: it finds clashing givens
    /// as it enters them, so the rules are read for the broken ones only then.
    pub fn solve(&self) -> Outcome {
        // The general kernel is spared broken givens, which it could search long before
        // finding nothing; the bit-board kernel finds a clash as it enters the givens.
        let classic = self.rules().is_classic();
        if !classic {
            let broken = self.violations();
            if !broken.is_empty() {
                return Outcome::Invalid(broken);
            }
        }
        let (_, mut found) = self.search(2, 2);
        match found.len() {
            0 if classic => match self.violations() {
                broken if broken.is_empty() => Outcome::Unsolvable,
                broken => Outcome::Invalid(broken),
            },
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
    ///
    /// The engine is chosen here, not by the caller: classic rules go to the bit-board
    /// kernels of [`crate::solve`] (the fastest for 9×9, chosen for this CPU), every
    /// other board to the general kernel (`kernel.rs`). Both give the same counts; the
    /// first solutions kept may differ where there are several.
    pub fn search(&self, limit: u64, keep: usize) -> (Count, Vec<Vec<u8>>) {
        if self.rules().is_classic() {
            return self.search_classic(limit, keep);
        }
        self.search_general(limit, keep)
    }

    /// [`Puzzle::search`] on classic rules, by the bit-board kernels.
    fn search_classic(&self, limit: u64, keep: usize) -> (Count, Vec<Vec<u8>>) {
        let values: &[u8; 81] = self
            .values()
            .try_into()
            .expect("classic rules have 81 cells");
        let (found, kept) = crate::Solver::new().search_values(values, limit, keep);
        let count = Count {
            solutions: found.count.solutions,
            limit_reached: found.count.limit_reached,
            guesses: found.guesses,
        };
        (count, kept)
    }

    /// [`Puzzle::search`] by the general kernel, whatever the rules: the engine of every
    /// board but the classic one, and the one the corpus test holds to the bit-board
    /// kernels on classic puzzles.
    pub(crate) fn search_general(&self, limit: u64, keep: usize) -> (Count, Vec<Vec<u8>>) {
        let mut kernel = Kernel::new(self.rules(), limit, keep).with_hidden_pairs();
        kernel.run_givens(self.values());
        let count = Count {
            solutions: kernel.count,
            limit_reached: kernel.count >= limit.max(1),
            guesses: kernel.guesses,
        };
        (count, kernel.kept)
    }

    /// Solutions of these rules under `givens` (one per cell, 0 for empty), counted up to
    /// `limit` and the first `keep` kept; `None` when `stop` ran out first. The engine as
    /// for [`Puzzle::search`]: the bit-board kernels on classic rules (a search there is
    /// short enough to run whole), the general kernel, which checks `stop`, otherwise.
    pub(crate) fn search_within(
        &self,
        givens: &[u8],
        limit: u64,
        keep: usize,
        stop: &Budget,
    ) -> Option<(u64, Vec<Vec<u8>>)> {
        if self.rules().is_classic() {
            let values: &[u8; 81] = givens.try_into().expect("classic rules have 81 cells");
            let (found, kept) = crate::Solver::new().search_values(values, limit, keep);
            return Some((found.count.solutions, kept));
        }
        let mut kernel = Kernel::new(self.rules(), limit, keep)
            .with_hidden_pairs()
            .with_stop(stop);
        kernel.run_givens(givens);
        (!kernel.aborted).then_some((kernel.count, kernel.kept))
    }

    /// A solution other than `solution` (which must solve this puzzle), if there is one:
    /// where it differs says where a killer's cages fail to pin the answer down.
    #[cfg(test)]
    pub(crate) fn other_solution(&self, solution: &[u8]) -> Option<Vec<u8>> {
        self.other_solution_within(solution, &Budget::unlimited())
            .flatten()
    }

    /// A solution other than `solution` (which must solve this puzzle), if there is one,
    /// searching away from the known answer; `None` when `stop` is spent.
    pub(crate) fn other_solution_within(
        &self,
        solution: &[u8],
        stop: &Budget,
    ) -> Option<Option<Vec<u8>>> {
        let mut kernel = Kernel::new(self.rules(), 1, 1)
            .avoiding(solution)
            .with_stop(stop);
        kernel.run_givens(self.values());
        (!kernel.aborted).then(|| kernel.kept.pop())
    }

    /// Whether this puzzle, made from a unique one by emptying the cells `removed`, has a
    /// solution other than `solution`; `None` when a search ran out of its `budget` of
    /// guesses. Another solution differs from `solution` in some removed cell; the search
    /// tries each in turn as the first that differs (the ones before it keep their
    /// digit), so each search starts with far fewer candidates than a search of the
    /// whole puzzle.
    ///
    /// Each search follows `solution` wherever it may ([`Kernel::preferring`]). With a
    /// budget (large boards) it restarts with a budget half as large again whenever it
    /// runs out of guesses ([`FIRST_RUN_GUESSES`] at first), keeping the conflict weights
    /// it learned: a search for another solution that wandered into a large dead subtree
    /// tries again from the top, branching on the cells that failed. Without a budget it
    /// runs once: on small boards restarts only repeated work (non-consecutive 9×9
    /// generation took twice as long with them). Every search also gives up (`None`)
    /// when `stop` is spent.
    pub(crate) fn has_other_solution_after_removing(
        &self,
        removed: &[usize],
        solution: &[u8],
        budget: Option<u64>,
        stop: &Budget,
    ) -> Option<bool> {
        let full = self.rules().shape().all_digits();
        let mut start: Vec<u32> = self
            .values()
            .iter()
            .map(|&v| if v == 0 { full } else { 1 << (v - 1) })
            .collect();
        // Unbounded searches (small boards) run once: restarting them only repeats work.
        let first = if budget.is_some() {
            FIRST_RUN_GUESSES
        } else {
            u64::MAX
        };
        let budget = budget.unwrap_or(u64::MAX);
        for &cell in removed {
            let digit = 1 << (solution[cell] - 1);
            start[cell] = full & !digit;
            let mut kernel = Kernel::new(self.rules(), 1, 0)
                .preferring(solution)
                .with_stop(stop);
            let (mut spent, mut run) = (0u64, first);
            loop {
                let allowed = run.min(budget - spent);
                kernel.restart(allowed);
                kernel.run_masks(&start);
                spent += kernel.guesses.min(allowed);
                if kernel.count > 0 {
                    return Some(true);
                }
                if !kernel.aborted {
                    break;
                }
                if spent >= budget || stop.is_spent() {
                    return None;
                }
                run = run.saturating_add(run / 2);
            }
            start[cell] = digit;
        }
        Some(false)
    }

    /// One solution drawn at random within `budget` guesses: `Some(None)` when there
    /// is none, `None` when the budget ran out first.
    pub(crate) fn random_solution_within(
        &self,
        rng: &mut Rng,
        budget: u64,
    ) -> Option<Option<Vec<u8>>> {
        let mut kernel = Kernel::new(self.rules(), 1, 1)
            .random(rng)
            .with_guess_budget(budget);
        kernel.run_givens(self.values());
        (!kernel.aborted).then(|| kernel.kept.pop())
    }

    /// One solution drawn at random (branching in random order), if any. A fill that
    /// wanders into a long dead end starts again with a larger budget of guesses, so a
    /// rare unlucky draw costs little; a budget that runs out on rules without any
    /// solution keeps doubling until the search completes and says so.
    #[cfg(test)]
    pub(crate) fn random_solution(&self, rng: &mut Rng) -> Option<Vec<u8>> {
        self.random_solution_until(rng, &Budget::unlimited())
            .flatten()
    }

    /// As [`Puzzle::random_solution`], giving up (`None`) when `stop` is spent.
    pub(crate) fn random_solution_until(
        &self,
        rng: &mut Rng,
        stop: &Budget,
    ) -> Option<Option<Vec<u8>>> {
        let mut budget = self.rules().shape().cell_count() as u64;
        loop {
            let mut kernel = Kernel::new(self.rules(), 1, 1)
                .random(rng)
                .with_guess_budget(budget)
                .with_stop(stop);
            kernel.run_givens(self.values());
            if !kernel.aborted {
                return Some(kernel.kept.pop());
            }
            if stop.is_spent() {
                return None;
            }
            budget *= 2;
        }
    }
}

/// One corpus for every engine: the general kernel, on classic rules, against the
/// bit-board kernels on slices of the shared data sets (`data/`), at the limits the
/// commands use. Counts must be equal; a unique puzzle's solution must be the same; every
/// solution kept must complete the givens by the rules.
#[cfg(test)]
pub(crate) mod corpus_tests {
    use super::super::{Puzzle, Rules, Shape};
    use crate::{Grid, Kernel, PuzzleReader, Solver};

    /// Every `step`-th puzzle of `data/NAME`: the data sets every engine's corpus test
    /// reads.
    pub(crate) fn slice(name: &str, step: usize) -> Vec<Grid> {
        let path = format!("{}/../../data/{name}", env!("CARGO_MANIFEST_DIR"));
        let file = std::fs::File::open(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
        PuzzleReader::new(std::io::BufReader::new(file), path.clone())
            .map(|entry| entry.expect("the data files read").grid)
            .step_by(step)
            .collect()
    }

    fn agree(name: &str, step: usize, limits: &[u64]) {
        let classic = Rules::new(Shape::classic());
        let puzzles = slice(name, step);
        assert!(puzzles.len() >= 10, "{name}: {} puzzles", puzzles.len());
        for grid in &puzzles {
            let puzzle = Puzzle::new(classic.clone(), grid.to_values().to_vec()).expect("9×9");
            for &limit in limits {
                let (general, kept) = puzzle.search_general(limit, 2);
                let fast = Solver::with_kernel(Kernel::Bitboard).search(grid, limit, 2);
                assert_eq!(
                    general.solutions, fast.count.solutions,
                    "{grid} limit {limit}"
                );
                assert_eq!(general.limit_reached, fast.count.limit_reached, "{grid}");
                for solution in &kept {
                    assert!(puzzle.is_completed_by(solution), "{grid}: {solution:?}");
                    assert!(puzzle.check_solution(solution).is_ok(), "{grid}");
                }
                if limit >= 2 && fast.count.solutions == 1 {
                    assert_eq!(kept[0], fast.solutions[0].to_values(), "{grid}");
                }
                // The public door takes the bit-board kernels for classic rules.
                let (door, _) = puzzle.search(limit, 0);
                assert_eq!(door.solutions, fast.count.solutions, "{grid}");
            }
        }
    }

    #[test]
    fn seventeen_clue_slice() {
        agree("puzzles2_17_clue.txt", 2000, &[1, 2]);
    }

    #[test]
    fn top1465_slice() {
        agree("puzzles3_magictour_top1465.txt", 60, &[1, 2]);
    }

    #[test]
    fn hardest_slice() {
        agree("puzzles6_forum_hardest_1106.txt", 30, &[1, 2]);
    }

    #[test]
    fn serg_slice_with_many_solutions() {
        agree("puzzles7_serg_benchmark.txt", 1000, &[1, 2, 100]);
    }

    #[test]
    fn euler96() {
        agree("euler96.txt", 1, &[2]);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_classic_outcome_reads_as_the_board_outcome() {
        // Clashes in a row, a column and a box (r1c1/r1c5, r1c1/r5c1, r2c2/r3c3), and
        // a pair that shares a row and a box (r9c8/r9c9): each pair once.
        let mut line = vec![b'.'; 81];
        for (cell, digit) in [(0, b'5'), (4, b'5'), (36, b'5'), (10, b'7'), (20, b'7')] {
            line[cell] = digit;
        }
        line[79] = b'3';
        line[80] = b'3';
        let grid: crate::Grid = std::str::from_utf8(&line).unwrap().parse().unwrap();
        let classic = Outcome::of_classic(&crate::Solver::new().solve(&grid));
        let board = Puzzle::from_classic(&grid).solve();
        let words = |outcome: &Outcome| {
            let Outcome::Invalid(broken) = outcome else {
                panic!("{outcome:?}")
            };
            let mut words: Vec<String> = broken.iter().map(|v| v.to_string()).collect();
            words.sort();
            words
        };
        assert_eq!(words(&classic), words(&board));
        assert_eq!(words(&board).len(), 4, "{:?}", words(&board));
    }
}
