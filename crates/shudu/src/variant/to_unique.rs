//! The setter's assistant: where a puzzle with several solutions becomes unique. It counts
//! the solutions (up to [`SAMPLE`], keeping them), says in which cells they part and how
//! many of them each digit there keeps — a digit kept by few removes the most — and finds
//! clues to add that make the puzzle unique, all from one solution, with none that could
//! be left out. A unique puzzle gets the clues that could go instead ([`Puzzle::check`]'s
//! redundant clues).
//!
//! The additions are found greedily against the solutions counted: each time, the cell
//! where the most of those left differ from the chosen solution gets that solution's
//! digit; when only the chosen one is left, a search says whether the puzzle is unique now
//! (solutions past the sample turn up there and the greedy step goes on); then each
//! addition that is not needed is taken away again, the last first. Read next: `check.rs`
//! (redundant clues), `true_candidates.rs`.

use super::{Check, Pos, Puzzle, Symbols, Verdict};
use crate::logic::Budget;
use crate::words::{Lang, say};

/// The solutions counted and kept at a time.
pub const SAMPLE: u64 = 256;

/// Cells where the solutions part that [`ToUnique::parting`] lists.
const PARTING_CELLS: usize = 5;

/// One cell where the counted solutions differ: each digit they hold there, with how many
/// of them hold it (fewest first: adding that digit removes the most).
///
/// ```
/// use shudu::logic::Budget;
/// use shudu::variant::{Puzzle, Rules, Shape, Symbols};
/// let rules = Rules::new(Shape::for_size(4)?);
/// let puzzle = Puzzle::from_line(rules, "..3.3......1.1..", Symbols::Standard)?;
/// let part = &puzzle.to_unique(&Budget::unlimited()).parting[0];
/// assert_eq!(part.cell.to_string(), "r1c2");
/// assert_eq!(part.digits, [(2, 2), (4, 2)]); // 2 in two of the four solutions, 4 in two
/// # Ok::<(), shudu::variant::VariantError>(())
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Parting {
    /// The cell.
    pub cell: Pos,
    /// Each digit and the solutions counted that hold it, fewest first.
    pub digits: Vec<(u8, u64)>,
}

/// What the assistant found for a puzzle.
///
/// ```
/// use shudu::logic::Budget;
/// use shudu::variant::{Puzzle, Rules, Shape, Symbols};
/// // Four solutions: the clues added make one of them the only one.
/// let rules = Rules::new(Shape::for_size(4)?);
/// let puzzle = Puzzle::from_line(rules, "..3.3......1.1..", Symbols::Standard)?;
/// let found = puzzle.to_unique(&Budget::unlimited());
/// assert_eq!((found.status(), found.solutions), ("multiple", 4));
/// let unique = found.additions.iter().fold(puzzle, |p, &(cell, digit)| p.with(cell, digit));
/// assert_eq!(unique.count(2).solutions, 1);
/// # Ok::<(), shudu::variant::VariantError>(())
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ToUnique {
    /// The puzzle's check: its verdict, clues, broken rules, and (unique) redundant clues.
    pub check: Check,
    /// Solutions counted, up to [`SAMPLE`]; `sample_full` says whether there may be more.
    pub solutions: u64,
    /// Whether the count stopped at [`SAMPLE`].
    pub sample_full: bool,
    /// The cells where the counted solutions part most, best first.
    pub parting: Vec<Parting>,
    /// Clues to add, from one solution, that make the puzzle unique; none can be left
    /// out. Empty unless the puzzle has several solutions and the budget sufficed.
    pub additions: Vec<(Pos, u8)>,
    /// Whether the budget ran out before the additions were found (or checked).
    pub gave_up: bool,
}

impl ToUnique {
    /// `multiple`, `unique`, `minimal`, `unsolvable`, `invalid`, or `gave-up`.
    pub fn status(&self) -> &'static str {
        if self.gave_up {
            return "gave-up";
        }
        match self.check.verdict {
            Verdict::Invalid => "invalid",
            Verdict::Unsolvable => "unsolvable",
            Verdict::Multiple => "multiple",
            Verdict::Unique => "unique",
            Verdict::Minimal => "minimal",
        }
    }
}

impl ToUnique {
    /// What was found in `lang`'s words (clues as `r1c1=5`, written in `symbols`): the
    /// clues to add to a puzzle with several solutions, the check's verdict on any other.
    ///
    /// ```
    /// use shudu::logic::Budget;
    /// use shudu::variant::{Puzzle, Rules, Shape, Symbols};
    /// use shudu::words::Lang;
    /// let rules = Rules::new(Shape::for_size(4)?);
    /// let puzzle = Puzzle::from_line(rules, "..3.3......1.1..", Symbols::Standard)?;
    /// let text = puzzle.to_unique(&Budget::unlimited()).words_in(Lang::En, Symbols::Standard);
    /// assert!(text.starts_with("several solutions (4 counted): these 2 clues make it unique: r"), "{text}");
    /// # Ok::<(), shudu::variant::VariantError>(())
    /// ```
    pub fn words_in(&self, lang: Lang, symbols: Symbols) -> String {
        match self.status() {
            "gave-up" => say!(lang, "to-unique-gave-up"),
            "multiple" => {
                let listed: Vec<String> = self
                    .additions
                    .iter()
                    .map(|(cell, d)| format!("{cell}={}", symbols.symbol(*d)))
                    .collect();
                let (count, solutions) = (listed.len() as i64, self.solutions as i64);
                let listed = listed.join(" ");
                if self.sample_full {
                    say!(
                        lang,
                        "to-unique-add-more",
                        solutions = solutions,
                        count = count,
                        listed = listed
                    )
                } else {
                    say!(
                        lang,
                        "to-unique-add",
                        solutions = solutions,
                        count = count,
                        listed = listed
                    )
                }
            }
            _ => self.check.words_in(symbols, lang),
        }
    }
}

impl Puzzle {
    /// Where the puzzle becomes unique ([`ToUnique`]), within `budget`.
    pub fn to_unique(&self, budget: &Budget) -> ToUnique {
        let mut out = ToUnique {
            check: Check {
                verdict: Verdict::Multiple,
                clues: self.given_count(),
                violations: Vec::new(),
                redundant: Vec::new(),
            },
            solutions: 0,
            sample_full: false,
            parting: Vec::new(),
            additions: Vec::new(),
            gave_up: false,
        };
        let Some((count, sample)) = self.sample(self.values(), budget) else {
            out.gave_up = true;
            return out;
        };
        out.solutions = count;
        out.sample_full = count >= SAMPLE;
        if count < 2 {
            // None or one: the check says which, and which clues could go.
            match self.check_within(budget) {
                Some(check) => out.check = check,
                None => out.gave_up = true,
            }
            return out;
        }
        out.parting = parting(&sample, self.values());
        match self.additions(sample, budget) {
            Some(additions) => out.additions = additions,
            None => out.gave_up = true,
        }
        out
    }

    /// Up to [`SAMPLE`] solutions under `givens`, with their count; `None` when the budget
    /// ran out.
    fn sample(&self, givens: &[u8], budget: &Budget) -> Option<(u64, Vec<Vec<u8>>)> {
        if budget.is_spent() {
            return None;
        }
        self.search_within(givens, SAMPLE, SAMPLE as usize, budget)
    }

    /// Clues of the first solution of `pool` that make the puzzle unique, none of which
    /// can be left out; `None` when the budget ran out.
    fn additions(&self, mut pool: Vec<Vec<u8>>, budget: &Budget) -> Option<Vec<(Pos, u8)>> {
        let n = self.size();
        let chosen = pool[0].clone();
        let mut givens = self.values().to_vec();
        let mut added: Vec<usize> = Vec::new();
        loop {
            // The cell where the most solutions left differ from the chosen one.
            while pool.len() > 1 {
                let best = (0..givens.len())
                    .filter(|&i| givens[i] == 0)
                    .max_by_key(|&i| pool.iter().filter(|s| s[i] != chosen[i]).count())
                    .expect("solutions that differ differ in an empty cell");
                givens[best] = chosen[best];
                added.push(best);
                pool.retain(|s| s[best] == chosen[best]);
            }
            // Solutions past the sample may remain: the search says.
            let (count, more) = self.sample(&givens, budget)?;
            if count <= 1 {
                break;
            }
            // The chosen solution first: it solves these givens (every clue is its), though
            // a full sample may have left it out.
            pool = more;
            match pool.iter().position(|s| *s == chosen) {
                Some(at) => pool.swap(0, at),
                None => pool.insert(0, chosen.clone()),
            }
        }
        // Leave out each addition the others make unnecessary, the last first.
        for k in (0..added.len()).rev() {
            let i = added[k];
            givens[i] = 0;
            if self.count_two(&givens, budget)? == 1 {
                added.remove(k);
            } else {
                givens[i] = chosen[i];
            }
        }
        added.sort_unstable();
        Some(
            added
                .into_iter()
                .map(|i| (Pos::from_index(i, n), chosen[i]))
                .collect(),
        )
    }

    /// The solutions under `givens`, counted up to 2; `None` when the budget ran out.
    fn count_two(&self, givens: &[u8], budget: &Budget) -> Option<u64> {
        if budget.is_spent() {
            return None;
        }
        self.search_within(givens, 2, 0, budget)
            .map(|(count, _)| count)
    }
}

/// The cells where the counted solutions part, those where a digit removes the most first
/// (the most solutions not holding the digit held by the fewest).
fn parting(sample: &[Vec<u8>], givens: &[u8]) -> Vec<Parting> {
    let n = (givens.len() as f64).sqrt() as usize;
    let total = sample.len() as u64;
    let mut cells: Vec<Parting> = (0..givens.len())
        .filter(|&i| givens[i] == 0)
        .filter_map(|i| {
            let mut counts = vec![0u64; n + 1];
            for s in sample {
                counts[usize::from(s[i])] += 1;
            }
            let mut digits: Vec<(u8, u64)> = (1..=n as u8)
                .filter(|&d| counts[usize::from(d)] > 0)
                .map(|d| (d, counts[usize::from(d)]))
                .collect();
            (digits.len() > 1).then(|| {
                digits.sort_by_key(|&(d, c)| (c, d));
                Parting {
                    cell: Pos::from_index(i, n),
                    digits,
                }
            })
        })
        .collect();
    cells.sort_by_key(|p| std::cmp::Reverse(total - p.digits[0].1));
    cells.truncate(PARTING_CELLS);
    cells
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variant::{Rules, Shape, Symbols, read_any_board};

    /// Clues removed from a unique classic puzzle: several solutions.
    fn opened(drop: &[usize]) -> Puzzle {
        let unique =
            "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759..";
        let mut line: Vec<char> = unique.chars().collect();
        let clues: Vec<usize> = (0..81).filter(|&i| line[i] != '.').collect();
        for &k in drop {
            line[clues[k]] = '.';
        }
        let text: String = line.into_iter().collect();
        read_any_board(&text).remove(0).unwrap().puzzle
    }

    #[test]
    fn the_additions_make_the_puzzle_unique_and_none_can_go() {
        let six = Puzzle::from_line(
            Rules::new(Shape::for_size(6).unwrap()),
            "....4...1....3...1......45......64..",
            Symbols::Standard,
        )
        .unwrap();
        for puzzle in [
            opened(&[2, 3]),
            opened(&[0, 5, 9, 14]),
            opened(&[1, 2, 3, 4, 5, 6]),
            six,
        ] {
            let found = puzzle.to_unique(&Budget::unlimited());
            assert_eq!(found.status(), "multiple");
            assert!(found.solutions >= 2);
            assert!(!found.additions.is_empty());
            let with = |skip: Option<usize>| {
                let mut p = puzzle.clone();
                for (k, &(cell, digit)) in found.additions.iter().enumerate() {
                    if Some(k) != skip {
                        p = p.with(cell, digit);
                    }
                }
                p.count(2).solutions
            };
            assert_eq!(with(None), 1, "unique with every addition");
            for k in 0..found.additions.len() {
                assert_eq!(with(Some(k)), 2, "addition {k} is needed");
            }
            // The parting cells: the digits there, and how many counted solutions hold each.
            let first = &found.parting[0];
            assert!(first.digits.len() >= 2);
            let held: u64 = first.digits.iter().map(|&(_, c)| c).sum();
            assert_eq!(held, found.solutions.min(SAMPLE));
        }
    }

    #[test]
    fn a_chosen_solution_left_out_of_a_full_sample_is_kept() {
        // Regression: two clues removed from a top1465 puzzle: more than 256 solutions
        // after the first additions, the chosen one not among the 256 counted, and the
        // assistant gave up with its budget unspent.
        let line =
            "7.8...........1...5.........4.....263...8.......1...9..9.2....4....7.5...........";
        let puzzle = read_any_board(line).remove(0).unwrap().puzzle;
        let found = puzzle.to_unique(&Budget::unlimited());
        assert_eq!(found.status(), "multiple");
        let unique = found
            .additions
            .iter()
            .fold(puzzle, |p, &(cell, digit)| p.with(cell, digit));
        assert_eq!(unique.count(2).solutions, 1);
    }

    #[test]
    fn a_unique_puzzle_gets_the_clues_that_could_go() {
        // The unique puzzle with a clue of its solution added: that clue, at least, can go.
        let unique = opened(&[]);
        let solution = unique.solve().solutions()[0].to_vec();
        let extra = unique.clone().with(Pos::from_index(0, 9), solution[0]);
        let found = extra.to_unique(&Budget::unlimited());
        assert_eq!(found.status(), "unique");
        assert!(
            found
                .check
                .redundant
                .contains(&(Pos::from_index(0, 9), solution[0]))
        );
        assert!(found.additions.is_empty());
        let status = unique.to_unique(&Budget::unlimited()).status();
        assert!(matches!(status, "unique" | "minimal"), "{status}");
    }

    #[test]
    fn nothing_to_add_to_broken_or_unsolvable_givens_and_a_spent_budget_says_so() {
        let clash = read_any_board(&format!("11{}", ".".repeat(79)))
            .remove(0)
            .unwrap()
            .puzzle;
        assert_eq!(clash.to_unique(&Budget::unlimited()).status(), "invalid");
        let spent = Budget::within(std::time::Duration::ZERO);
        assert_eq!(opened(&[2, 3]).to_unique(&spent).status(), "gave-up");
    }
}
