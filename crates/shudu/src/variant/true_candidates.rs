//! True candidates: for each cell, the digits it holds in *some* solution of the puzzle —
//! what a setter looks at while a puzzle still has several solutions (or none). On a
//! unique puzzle every cell has one; a cell with several shows where the solutions part.
//!
//! Computed without listing the solutions: one search finds a solution and every digit of
//! it is known true at once (witness reuse); then each digit the rules still allow
//! ([`Puzzle::candidates`]) and no solution found so far holds is tried as a given, a search
//! for one solution each: a solution found makes all its digits true, none rules that one
//! digit out. The library's search chooses the engine ([`Puzzle::search`]: the bit-board
//! kernels on classic rules, the general kernel otherwise); a [`Budget`] bounds the whole,
//! and what it left undecided is said, never guessed.
//!
//! Read next: `solve.rs` (the searches), `rule_candidates.rs` (the rules' candidates).

use super::{Pos, Puzzle, Symbols, Violation};
use crate::logic::Budget;
use crate::words::{Lang, say};

/// The undecided candidates a summary names; the record has them all.
const LISTED: usize = 12;

/// A puzzle's true candidates, as far as the budget allowed.
///
/// ```
/// use shudu::logic::Budget;
/// use shudu::variant::{Puzzle, Rules, Shape, Symbols};
/// // A 4×4 board with two solutions: 2 and 4 swap places in eight cells.
/// let rules = Rules::new(Shape::for_size(4)?);
/// let puzzle = Puzzle::from_line(rules, "..3.3......1.1..", Symbols::Standard)?;
/// let found = puzzle.true_candidates(&Budget::unlimited());
/// assert_eq!(found.status(), "multiple");
/// assert_eq!(found.candidates[0], [1]); // 1 in both solutions
/// assert_eq!(found.candidates[1], [2, 4]);
/// assert_eq!(found.candidates[2], [3]); // a given is its own digit
/// # Ok::<(), shudu::variant::VariantError>(())
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct TrueCandidates {
    /// For each cell in reading order, the digits some solution found holds there,
    /// increasing (a given: its digit). Empty everywhere when there is no solution.
    pub candidates: Vec<Vec<u8>>,
    /// The digits the rules allow that were not decided before the budget ran out: each
    /// may or may not be in a solution. Empty when the search finished.
    pub undecided: Vec<(Pos, u8)>,
    /// The searches run: one for the first solution, then one per digit tried.
    pub searches: u64,
    /// The rules the givens break; the search does not run when there are any.
    pub broken: Vec<Violation>,
}

impl TrueCandidates {
    /// What was found, in the words every board's records use: `unique` (one digit per
    /// cell: the puzzle has one solution), `multiple` (some cell has several: more than
    /// one), `unsolvable`, `invalid` (givens that break a rule) or `gave-up` (the budget
    /// ran out; `candidates` holds what was proven so far).
    pub fn status(&self) -> &'static str {
        if !self.broken.is_empty() {
            "invalid"
        } else if !self.undecided.is_empty() {
            "gave-up"
        } else if self.candidates.iter().all(Vec::is_empty) {
            "unsolvable"
        } else if self.candidates.iter().all(|c| c.len() == 1) {
            "unique"
        } else {
            "multiple"
        }
    }
}

impl TrueCandidates {
    /// What was found in `lang`'s words: one solution or several (how many cells part),
    /// none, or the candidates left undecided (`r1c1=5`, symbols as `symbols` writes them);
    /// for givens that break rules, the broken rules.
    ///
    /// ```
    /// use shudu::logic::Budget;
    /// use shudu::variant::{Puzzle, Rules, Shape, Symbols};
    /// use shudu::words::Lang;
    /// let rules = Rules::new(Shape::for_size(4)?);
    /// let puzzle = Puzzle::from_line(rules, "..3.3......1.1..", Symbols::Standard)?;
    /// let found = puzzle.true_candidates(&Budget::unlimited());
    /// let text = found.summary_in(Lang::En, Symbols::Standard);
    /// assert!(text.starts_with("several solutions: "), "{text}");
    /// # Ok::<(), shudu::variant::VariantError>(())
    /// ```
    pub fn summary_in(&self, lang: Lang, symbols: Symbols) -> String {
        let searches = self.searches as i64;
        match self.status() {
            "invalid" => super::broken_rules_in(&self.broken, lang),
            "gave-up" => {
                // The first few, enough to see where the search stopped.
                let mut listed: Vec<String> = self
                    .undecided
                    .iter()
                    .take(LISTED)
                    .map(|(cell, d)| format!("{cell}={}", symbols.symbol(*d)))
                    .collect();
                if self.undecided.len() > LISTED {
                    listed.push("…".into());
                }
                let count = self.undecided.len() as i64;
                say!(
                    lang,
                    "true-gave-up",
                    count = count,
                    listed = listed.join(" ")
                )
            }
            "unsolvable" => say!(lang, "true-unsolvable"),
            "unique" => say!(lang, "true-unique", searches = searches),
            _ => {
                let count = self.candidates.iter().filter(|c| c.len() > 1).count() as i64;
                say!(lang, "true-multiple", count = count, searches = searches)
            }
        }
    }
}

impl Puzzle {
    /// The digits each cell holds in some solution ([`TrueCandidates`]), within `budget`.
    pub fn true_candidates(&self, budget: &Budget) -> TrueCandidates {
        let cells = self.values().len();
        let mut out = TrueCandidates {
            candidates: vec![Vec::new(); cells],
            undecided: Vec::new(),
            searches: 0,
            broken: self.violations(),
        };
        if !out.broken.is_empty() {
            return out;
        }
        // What the rules allow: only these can be true; a given is its own digit.
        let allowed = match self.candidates(self.values()) {
            Ok(allowed) => allowed,
            Err(_) => return out, // the givens fit the board: a Puzzle's always do
        };
        // Bit d-1 of found[i]: digit d holds at cell i in a solution found.
        let mut found = vec![0u32; cells];
        let witness = |solution: &[u8], found: &mut [u32]| {
            for (mask, &d) in found.iter_mut().zip(solution) {
                *mask |= 1 << (d - 1);
            }
        };
        out.searches += 1;
        match self.one_solution(self.values(), budget) {
            Some(Some(solution)) => witness(&solution, &mut found),
            Some(None) => return out,
            None => {
                out.undecided = every_allowed(&allowed, self.size());
                return out;
            }
        }
        let n = self.size();
        let mut givens = self.values().to_vec();
        for i in 0..cells {
            for &d in &allowed[i] {
                if found[i] & (1 << (d - 1)) != 0 {
                    continue;
                }
                if budget.is_spent() {
                    out.undecided.push((Pos::from_index(i, n), d));
                    continue;
                }
                givens[i] = d;
                out.searches += 1;
                match self.one_solution(&givens, budget) {
                    Some(Some(solution)) => witness(&solution, &mut found),
                    Some(None) => {}
                    None => out.undecided.push((Pos::from_index(i, n), d)),
                }
                givens[i] = 0;
            }
        }
        for (i, cell) in out.candidates.iter_mut().enumerate() {
            *cell = (1..=n as u8)
                .filter(|&d| found[i] & (1 << (d - 1)) != 0)
                .collect();
        }
        out
    }

    /// One solution of this puzzle's rules under `givens`: `Some(None)` when there is
    /// none, `None` when `budget` ran out first.
    fn one_solution(&self, givens: &[u8], budget: &Budget) -> Option<Option<Vec<u8>>> {
        self.search_within(givens, 1, 1, budget)
            .map(|(_, mut kept)| kept.pop())
    }
}

/// Every digit the rules allow, as undecided: what is left when not even one solution
/// was found in time.
fn every_allowed(allowed: &[Vec<u8>], n: usize) -> Vec<(Pos, u8)> {
    allowed
        .iter()
        .enumerate()
        .flat_map(|(i, digits)| digits.iter().map(move |&d| (Pos::from_index(i, n), d)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variant::{Rules, Shape, Symbols, read_any_board};

    /// Every solution of a puzzle with few, by a plain count that keeps them all.
    fn union_of_solutions(puzzle: &Puzzle) -> Vec<Vec<u8>> {
        let (count, all) = puzzle.search(10_000, 10_000);
        assert!(!count.limit_reached, "few solutions");
        let cells = puzzle.values().len();
        (0..cells)
            .map(|i| {
                let mut digits: Vec<u8> = all.iter().map(|s| s[i]).collect();
                digits.sort_unstable();
                digits.dedup();
                digits
            })
            .collect()
    }

    #[test]
    fn true_candidates_are_the_union_of_every_solution() {
        // Classic puzzles with a few solutions (clues taken from a unique one), a 6×6 and
        // an X board with several, and a unique one.
        let unique =
            "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759..";
        let mut cases: Vec<Puzzle> = Vec::new();
        for drop in [[0, 0], [2, 3], [2, 11], [3, 4], [4, 20]] {
            let mut line: Vec<char> = unique.chars().collect();
            let clues: Vec<usize> = (0..81).filter(|&i| line[i] != '.').collect();
            for k in drop {
                line[clues[k]] = '.';
            }
            let text: String = line.into_iter().collect();
            cases.push(read_any_board(&text).remove(0).unwrap().puzzle);
        }
        let six = Rules::new(Shape::for_size(6).unwrap());
        cases.push(
            Puzzle::from_line(
                six,
                "....4...1....3...1......45......64..",
                Symbols::Standard,
            )
            .unwrap(),
        );
        let x = Rules::new(Shape::for_size(6).unwrap())
            .with_named("x")
            .unwrap();
        cases.push(
            Puzzle::from_line(x, "12..........3.........4.....5.......", Symbols::Standard)
                .unwrap(),
        );
        for puzzle in &cases {
            let found = puzzle.true_candidates(&Budget::unlimited());
            let all = union_of_solutions(puzzle);
            assert_eq!(found.candidates, all, "{:?}", puzzle.values());
            let expected = if all.iter().all(|c| c.len() == 1) {
                "unique"
            } else {
                "multiple"
            };
            assert_eq!(found.status(), expected);
            assert!(found.undecided.is_empty());
        }
    }

    #[test]
    fn broken_and_unsolvable_givens_have_none() {
        let clash = read_any_board(&format!("11{}", ".".repeat(79)))
            .remove(0)
            .unwrap()
            .puzzle;
        let found = clash.true_candidates(&Budget::unlimited());
        assert_eq!(found.status(), "invalid");
        assert_eq!(found.searches, 0);
        // No clash, but r1c9 has no digit left: 1–8 in row 1, 9 in its column.
        let stuck = format!("12345678.{}9{}", ".".repeat(8), ".".repeat(63));
        let found = read_any_board(&stuck)
            .remove(0)
            .unwrap()
            .puzzle
            .true_candidates(&Budget::unlimited());
        assert_eq!(found.status(), "unsolvable");
        assert!(found.candidates.iter().all(Vec::is_empty));
    }

    #[test]
    fn a_spent_budget_leaves_digits_undecided_and_says_so() {
        let rules = Rules::new(Shape::for_size(16).unwrap());
        let empty = Puzzle::empty(rules);
        let spent = Budget::within(std::time::Duration::ZERO);
        let found = empty.true_candidates(&spent);
        assert_eq!(found.status(), "gave-up");
        assert!(!found.undecided.is_empty());
        // Whatever was proven holds in some solution: here, nothing or one solution's digits.
        assert!(found.candidates.iter().all(|c| c.len() <= 1));
    }
}
