//! Judging a variant puzzle as `shudu check` does: the rules its givens break, then
//! whether no grid, one or several complete it, and for a unique puzzle which clues could
//! each be taken away with the solution staying unique. The verdict and its words live
//! here so that every front end (command line, server, Python) says the same thing.
//!
//! Read next: `constraint.rs` ([`Violation`], the broken rules), `solve.rs` (the counts
//! behind the verdict), `records.rs` at the crate root for the JSON record.

use std::fmt;

use super::solve::broken_phrase;
use super::{Pos, Puzzle, Symbols, Violation};
use crate::logic::Budget;
use crate::words::{Lang, Phrase};

/// What a check concludes, from worst to best.
///
/// ```
/// use shudu::variant::Verdict;
/// assert_eq!(Verdict::Minimal.name(), "minimal");
/// assert!(Verdict::Unique.is_unique() && !Verdict::Multiple.is_unique());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Verdict {
    /// Some givens break a rule.
    Invalid,
    /// The givens break no rule, but no grid completes them.
    Unsolvable,
    /// Several grids complete the givens.
    Multiple,
    /// One grid completes the givens, and some clue could be taken away.
    Unique,
    /// One grid completes the givens, and every clue is needed.
    Minimal,
}

impl Verdict {
    /// Every verdict, best first: the order summaries count them.
    ///
    /// ```
    /// use shudu::variant::Verdict;
    /// assert_eq!(Verdict::ALL[0].name(), "minimal");
    /// assert_eq!(Verdict::ALL.len(), 5);
    /// ```
    pub const ALL: [Verdict; 5] = [
        Verdict::Minimal,
        Verdict::Unique,
        Verdict::Multiple,
        Verdict::Unsolvable,
        Verdict::Invalid,
    ];

    /// The verdict's one-word name, as the command line tallies it.
    pub fn name(self) -> &'static str {
        match self {
            Verdict::Invalid => "invalid",
            Verdict::Unsolvable => "unsolvable",
            Verdict::Multiple => "multiple",
            Verdict::Unique => "unique",
            Verdict::Minimal => "minimal",
        }
    }

    /// Whether exactly one grid completes the puzzle.
    pub fn is_unique(self) -> bool {
        matches!(self, Verdict::Unique | Verdict::Minimal)
    }
}

/// A variant puzzle judged: the rules broken, the verdict, the clue count and the
/// redundant clues (each could go alone with the solution staying unique).
///
/// ```
/// use shudu::variant::{Puzzle, Rules, Shape, Symbols, Verdict};
/// let rules = Rules::new(Shape::for_size(4)?);
/// let unique = Puzzle::from_line(rules.clone(), "3......41......2", Symbols::Standard)?;
/// let check = unique.check();
/// assert_eq!(check.verdict, Verdict::Minimal);
/// assert_eq!(check.words(Symbols::Standard), "valid, unique, minimal (4 clues)");
///
/// let clash = Puzzle::from_line(rules, "1..1............", Symbols::Standard)?;
/// let check = clash.check();
/// assert_eq!(check.verdict, Verdict::Invalid);
/// assert_eq!(check.words(Symbols::Standard), "clashing givens: r1c1 and r1c4 both hold 1 (row 1)");
/// # Ok::<(), shudu::variant::VariantError>(())
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Check {
    /// What the check concludes.
    pub verdict: Verdict,
    /// The givens' count.
    pub clues: usize,
    /// Every rule the givens break (empty unless the verdict is [`Verdict::Invalid`]).
    pub violations: Vec<Violation>,
    /// The clues that could each be taken away with the solution staying unique, with
    /// their values, in reading order (empty unless the puzzle is unique).
    pub redundant: Vec<(Pos, u8)>,
}

impl Check {
    /// The verdict in words, clue values written in `symbols`:
    /// "valid, unique, not minimal (30 clues; 2 redundant clues: r1c1=5 r9c9=3)".
    pub fn words(&self, symbols: Symbols) -> String {
        self.words_in(symbols, Lang::En)
    }

    /// The verdict in `lang`'s words, clue values written in `symbols`.
    ///
    /// ```
    /// use shudu::variant::{Puzzle, Rules, Shape, Symbols};
    /// use shudu::words::Lang;
    /// let rules = Rules::new(Shape::for_size(4)?);
    /// let check = Puzzle::from_line(rules, "3......41......2", Symbols::Standard)?.check();
    /// assert_eq!(check.words_in(Symbols::Standard, Lang::ZhHans), "有效，唯一解，最简（4 个提示数）");
    /// # Ok::<(), shudu::variant::VariantError>(())
    /// ```
    pub fn words_in(&self, symbols: Symbols, lang: Lang) -> String {
        let clues = self.clues;
        let phrase = match self.verdict {
            Verdict::Invalid => {
                Phrase::new("check-invalid").with("broken", broken_phrase(&self.violations))
            }
            Verdict::Unsolvable => Phrase::new("check-unsolvable"),
            Verdict::Multiple => Phrase::new("check-multiple"),
            Verdict::Minimal => Phrase::new("check-minimal").with("clues", clues),
            Verdict::Unique => {
                let listed: Vec<String> = self
                    .redundant
                    .iter()
                    .map(|&clue| clue_words(clue, symbols))
                    .collect();
                Phrase::new("check-unique")
                    .with("clues", clues)
                    .with("count", listed.len())
                    .with("listed", listed.join(" "))
            }
        };
        phrase.words_in(lang)
    }
}

/// A clue in words, its value in `symbols`: `r1c1=5`.
pub(super) fn clue_words((pos, value): (Pos, u8), symbols: Symbols) -> String {
    format!("{pos}={}", symbols.symbol(value))
}

impl fmt::Display for Check {
    /// The verdict in words with the standard symbols.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words(Symbols::Standard))
    }
}

impl Puzzle {
    /// Judges the puzzle: broken rules first; then, for valid givens, the number of
    /// solutions; for a unique puzzle, each clue in turn taken away, the solution
    /// staying unique marking it redundant. That last part searches once per clue, away
    /// from the known solution.
    pub fn check(&self) -> Check {
        self.check_within(&Budget::unlimited())
            .expect("an unlimited budget is never spent")
    }

    /// As [`Puzzle::check`], giving up (`None`) when `stop` is spent while the clues are
    /// tried one by one (on a large board each try can be a long search).
    pub fn check_within(&self, stop: &Budget) -> Option<Check> {
        if self.rules().is_classic() {
            return Some(self.check_classic());
        }
        let clues = self.given_count();
        let violations = self.violations();
        let judged = |verdict, redundant| Check {
            verdict,
            clues,
            violations: Vec::new(),
            redundant,
        };
        if !violations.is_empty() {
            return Some(Check {
                violations,
                ..judged(Verdict::Invalid, Vec::new())
            });
        }
        let (count, mut kept) = self.search(2, 1);
        let solution = match count.solutions {
            0 => return Some(judged(Verdict::Unsolvable, Vec::new())),
            1 => kept.pop().expect("the one solution is kept"),
            _ => return Some(judged(Verdict::Multiple, Vec::new())),
        };
        let n = self.size();
        let mut redundant = Vec::new();
        for i in (0..n * n).filter(|&i| self.values()[i] != 0) {
            let pos = Pos::from_index(i, n);
            let without = self.clone().with(pos, 0);
            if without.other_solution_within(&solution, stop)?.is_none() {
                redundant.push((pos, self.values()[i]));
            }
        }
        Some(if redundant.is_empty() {
            judged(Verdict::Minimal, redundant)
        } else {
            judged(Verdict::Unique, redundant)
        })
    }
}

impl Puzzle {
    /// [`Puzzle::check`] on classic rules, by the classic check ([`crate::check::check`]):
    /// the bit-board kernel tries each clue in a fraction of the general search's time,
    /// so no budget is needed.
    fn check_classic(&self) -> Check {
        let grid = self.classic_grid_for("check").expect("classic rules");
        Check::of_classic(&crate::check::check(&grid, &crate::Solver::new()), self)
    }
}

impl Check {
    /// The check of `puzzle`, on classic rules, from the classic check's `report` (the
    /// record every board's check has, for a caller holding the classic one).
    ///
    /// ```
    /// use shudu::variant::{Check, Puzzle, Verdict};
    /// let grid: shudu::Grid =
    ///     "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759.."
    ///         .parse()
    ///         .unwrap();
    /// let report = shudu::check::check(&grid, &shudu::Solver::new());
    /// let check = Check::of_classic(&report, &Puzzle::from_classic(&grid));
    /// assert_eq!((check.verdict, check.clues, check.redundant.len()), (Verdict::Unique, 27, 3));
    /// ```
    pub fn of_classic(report: &crate::check::Check, puzzle: &Puzzle) -> Check {
        let redundant: Vec<(Pos, u8)> = report
            .redundant
            .iter()
            .flatten()
            .map(|&(cell, digit)| (Pos::from(cell), digit.get()))
            .collect();
        let verdict = if !report.is_valid() {
            Verdict::Invalid
        } else if !report.is_solvable() {
            Verdict::Unsolvable
        } else if !report.is_unique() {
            Verdict::Multiple
        } else if redundant.is_empty() {
            Verdict::Minimal
        } else {
            Verdict::Unique
        };
        Check {
            verdict,
            clues: puzzle.given_count(),
            violations: if report.is_valid() {
                Vec::new()
            } else {
                puzzle.violations()
            },
            redundant,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variant::{Rules, Shape};

    fn four(line: &str) -> Puzzle {
        let rules = Rules::new(Shape::for_size(4).unwrap());
        Puzzle::from_line(rules, line, Symbols::Standard).unwrap()
    }

    #[test]
    fn each_verdict_with_its_words() {
        // A minimal 4×4 puzzle, then one clue added (redundant), one taken away
        // (several solutions), and a clash.
        let minimal = four("3......41......2");
        assert_eq!(minimal.check().verdict, Verdict::Minimal);
        let more = four("34.....41......2");
        let check = more.check();
        assert_eq!(check.verdict, Verdict::Unique);
        assert!(check.redundant.contains(&(Pos::new(0, 1), 4)), "{check:?}");
        assert!(
            check
                .to_string()
                .starts_with("valid, unique, not minimal (5 clues; ")
        );
        assert!(check.to_string().contains("r1c2=4"), "{check}");
        assert_eq!(four("3......4.......2").check().verdict, Verdict::Multiple);
        let none = four("12....3.........").check();
        assert_eq!(none.verdict, Verdict::Unsolvable, "{none}");
        let clash = four("3..3............").check();
        assert_eq!(clash.verdict, Verdict::Invalid);
        assert_eq!(clash.violations.len(), 1);
    }

    #[test]
    fn every_redundant_clue_leaves_a_unique_puzzle_and_no_other_does() {
        let more = four("34....341......2");
        let check = more.check();
        for i in (0..16).filter(|&i| more.values()[i] != 0) {
            let pos = Pos::from_index(i, 4);
            let alone = more.clone().with(pos, 0).count(2).solutions == 1;
            let listed = check.redundant.iter().any(|&(p, _)| p == pos);
            assert_eq!(alone, listed, "{pos}");
        }
    }

    #[test]
    fn a_verdict_reads_in_chinese() {
        use crate::words::Lang;
        let clash = four("1..1............").check();
        assert_eq!(
            clash.words_in(Symbols::Standard, Lang::ZhHans),
            "提示数冲突：r1c1 和 r1c4 都是 1（第 1 行）"
        );
        assert_eq!(
            clash.words_in(Symbols::Standard, Lang::ZhHant),
            "提示數衝突：r1c1 和 r1c4 都是 1（第 1 橫列）"
        );
        let open = four(&".".repeat(16)).check();
        assert_eq!(
            open.words_in(Symbols::Standard, Lang::ZhHant),
            "有效，有解，但不唯一"
        );
    }
}
