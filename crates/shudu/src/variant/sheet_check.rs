//! Checking a player's sheet on any board, as the play page's Check button does: the
//! rules the sheet breaks, and — judged against the puzzle's one solution — the entries
//! that are wrong, the givens changed and the pencil marks that removed the solution's
//! digit, without ever naming a digit of the solution. [`Puzzle::check_sheet`] is the one
//! door; the engine that finds the solution is the one [`Puzzle::solve`] chooses (the
//! bit-board kernels on classic rules), so the verdict and its words are the same on
//! every board.
//!
//! Read next: `check.rs` (judging the puzzle itself rather than a sheet), `hint.rs`
//! (what to do next from the same position), `records/variant.rs` (the record).

use std::fmt;

use super::mistake_reason::{Geometry, refute};
use super::{MistakeReason, Outcome, Pos, Puzzle, Supposition, Symbols, VariantError, Violation};
use crate::words::{Lang, Phrase};

/// What a sheet check concludes, the first that holds in this order.
///
/// ```
/// use shudu::variant::SheetStatus;
/// assert_eq!(SheetStatus::CorrectSoFar.as_str(), "correct-so-far");
/// assert_eq!(SheetStatus::ALL.len(), 7);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SheetStatus {
    /// Some entries, changed givens or removed marks differ from the solution.
    Mistakes,
    /// The sheet breaks a rule (two equal digits in a house, a cage's sum…).
    Clashes,
    /// The puzzle has several solutions, so entries cannot be judged.
    Multiple,
    /// The puzzle has no solution.
    NoSolution,
    /// Every cell is filled and no rule is broken.
    Solved,
    /// No mistake so far, and cells are still empty.
    CorrectSoFar,
    /// No rule broken; the entries were not judged against the solution (asked not to).
    Unchecked,
}

impl SheetStatus {
    /// Every status, in the order they are decided.
    pub const ALL: [SheetStatus; 7] = [
        SheetStatus::Mistakes,
        SheetStatus::Clashes,
        SheetStatus::Multiple,
        SheetStatus::NoSolution,
        SheetStatus::Solved,
        SheetStatus::CorrectSoFar,
        SheetStatus::Unchecked,
    ];

    /// The status word of records and the command line.
    pub fn as_str(self) -> &'static str {
        match self {
            SheetStatus::Mistakes => "mistakes",
            SheetStatus::Clashes => "clashes",
            SheetStatus::Multiple => "multiple",
            SheetStatus::NoSolution => "no-solution",
            SheetStatus::Solved => "solved",
            SheetStatus::CorrectSoFar => "correct-so-far",
            SheetStatus::Unchecked => "unchecked",
        }
    }
}

impl fmt::Display for SheetStatus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A difference between the sheet and the puzzle's solution. None names the solution's
/// digit: a player told "r1c3 holds 5, which is wrong" still has to find the right one.
///
/// ```
/// use shudu::variant::{Pos, SheetMistake};
/// let wrong = SheetMistake::WrongEntry { pos: Pos::new(0, 2), entered: 5 };
/// assert_eq!((wrong.kind(), wrong.to_string().as_str()), ("wrong-entry", "r1c3 holds 5, which is wrong"));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SheetMistake {
    /// An entry that is not the solution's digit.
    WrongEntry {
        /// Where.
        pos: Pos,
        /// The digit on the sheet.
        entered: u8,
    },
    /// A given cleared (`now` 0) or overwritten.
    ChangedGiven {
        /// Where.
        pos: Pos,
        /// The puzzle's digit.
        given: u8,
        /// What the sheet holds there now, 0 for empty.
        now: u8,
    },
    /// An empty cell whose pencil marks leave out the solution's digit.
    MissingCandidate {
        /// Where.
        pos: Pos,
    },
}

impl SheetMistake {
    /// The cell the mistake is in.
    pub fn pos(&self) -> Pos {
        match *self {
            SheetMistake::WrongEntry { pos, .. }
            | SheetMistake::ChangedGiven { pos, .. }
            | SheetMistake::MissingCandidate { pos } => pos,
        }
    }

    /// The record's `kind`: `wrong-entry`, `changed-given` or `missing-candidate`.
    pub fn kind(&self) -> &'static str {
        match self {
            SheetMistake::WrongEntry { .. } => "wrong-entry",
            SheetMistake::ChangedGiven { .. } => "changed-given",
            SheetMistake::MissingCandidate { .. } => "missing-candidate",
        }
    }

    /// The mistake in words, digits written in `symbols` (the classic hint's words at
    /// its technique level).
    pub fn words(&self, symbols: Symbols) -> String {
        self.words_in(symbols, Lang::En)
    }

    /// The mistake in `lang`'s words, digits written in `symbols` (the classic hint's
    /// words at its technique level, `hints.ftl`).
    ///
    /// ```
    /// use shudu::variant::{Pos, SheetMistake, Symbols};
    /// use shudu::words::Lang;
    /// let wrong = SheetMistake::WrongEntry { pos: Pos::new(0, 2), entered: 5 };
    /// assert_eq!(wrong.words_in(Symbols::Standard, Lang::ZhHant), "r1c3 填了 5，這是錯的");
    /// ```
    pub fn words_in(&self, symbols: Symbols, lang: Lang) -> String {
        let digit = |d: u8| symbols.symbol(d).to_string();
        let phrase = match *self {
            SheetMistake::WrongEntry { entered, .. } => {
                Phrase::new("mistake-wrong-entry-unsaid").with("entered", digit(entered))
            }
            SheetMistake::ChangedGiven { given, now: 0, .. } => {
                Phrase::new("mistake-emptied-given").with("given", digit(given))
            }
            SheetMistake::ChangedGiven { given, now, .. } => Phrase::new("mistake-changed-given")
                .with("now", digit(now))
                .with("given", digit(given)),
            SheetMistake::MissingCandidate { .. } => {
                Phrase::new("mistake-missing-candidate-unsaid")
            }
        };
        phrase.with("cell", self.pos().to_string()).words_in(lang)
    }
}

impl fmt::Display for SheetMistake {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words(Symbols::Standard))
    }
}

/// A player's sheet checked: the verdict, the rules the sheet breaks and its mistakes
/// (empty unless judged against a unique solution). With the `serde` feature its record
/// is in `records` (`docs/records.md`, "sheet check").
///
/// ```
/// use shudu::variant::{Puzzle, SheetStatus, read_any_board};
/// let six = read_any_board(".1.23...6.......535..4.........4...1").remove(0)?.puzzle;
/// let mut sheet = six.values().to_vec();
/// sheet[0] = 2; // r1c1: the solution has another digit there
/// let check = six.check_sheet(&sheet, None, true)?;
/// assert_eq!(check.status, SheetStatus::Mistakes);
/// assert_eq!(check.mistakes[0].to_string(), "r1c1 holds 2, which is wrong");
/// sheet[0] = 1; // and now 1 twice in row 1
/// assert_eq!(six.check_sheet(&sheet, None, true)?.status, SheetStatus::Mistakes);
/// assert_eq!(six.check_sheet(&sheet, None, false)?.status, SheetStatus::Clashes);
/// # Ok::<(), shudu::variant::VariantError>(())
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SheetCheck {
    /// What the check concludes.
    pub status: SheetStatus,
    /// Every rule the sheet breaks.
    pub violations: Vec<Violation>,
    /// The differences from the solution, in reading order.
    pub mistakes: Vec<SheetMistake>,
    /// Why each mistake is wrong, in the same order, when the check was asked to explain
    /// ([`Puzzle::explain_sheet`]); empty otherwise.
    pub reasons: Vec<MistakeReason>,
}

impl SheetCheck {
    /// The check in words, one line each, digits in `symbols`: the verdict, then each
    /// broken rule and each mistake indented.
    pub fn lines(&self, symbols: Symbols) -> Vec<String> {
        self.lines_in(symbols, Lang::En)
    }

    /// The check in `lang`'s words, one line each, digits in `symbols`.
    ///
    /// ```
    /// use shudu::variant::{Symbols, read_any_board};
    /// use shudu::words::Lang;
    /// let six = read_any_board(".1.23...6.......535..4.........4...1").remove(0)?.puzzle;
    /// let mut sheet = six.values().to_vec();
    /// sheet[0] = 2;
    /// let check = six.check_sheet(&sheet, None, true)?;
    /// assert_eq!(check.lines(Symbols::Standard)[..2], ["One mistake:", "  r1c1 holds 2, which is wrong"]);
    /// assert_eq!(
    ///     check.lines_in(Symbols::Standard, Lang::ZhHans),
    ///     ["有 1 处错误：", "  r1c1 填了 2，这是错的", "违反的规则：", "  r1c1 和 r1c4 都是 2（第 1 行）"]
    /// );
    /// # Ok::<(), shudu::variant::VariantError>(())
    /// ```
    pub fn lines_in(&self, symbols: Symbols, lang: Lang) -> Vec<String> {
        let head = match self.status {
            SheetStatus::Mistakes => {
                Phrase::new("sheet-mistakes").with("count", self.mistakes.len())
            }
            SheetStatus::Clashes => Phrase::new("sheet-broken"),
            SheetStatus::Multiple => Phrase::new("sheet-multiple"),
            SheetStatus::NoSolution => Phrase::new("sheet-no-solution"),
            SheetStatus::Solved => Phrase::new("sheet-solved"),
            SheetStatus::CorrectSoFar => Phrase::new("sheet-correct-so-far"),
            SheetStatus::Unchecked => Phrase::new("sheet-unchecked"),
        };
        let mut lines = vec![head.words_in(lang)];
        for (i, mistake) in self.mistakes.iter().enumerate() {
            lines.push(format!("  {}", mistake.words_in(symbols, lang)));
            if let Some(reason) = self.reasons.get(i) {
                lines.extend(
                    reason
                        .lines_in(symbols, lang)
                        .into_iter()
                        .map(|l| format!("    {l}")),
                );
            }
        }
        if self.status != SheetStatus::Mistakes || !self.violations.is_empty() {
            if self.status == SheetStatus::Mistakes {
                lines.push(Phrase::new("sheet-broken").words_in(lang));
            }
            lines.extend(
                self.violations
                    .iter()
                    .map(|v| format!("  {}", v.words_in(lang))),
            );
        }
        lines
    }
}

impl Puzzle {
    /// Checks the player's `sheet` (one digit per cell in reading order, 0 for empty) and
    /// pencil `marks` (one list of digits per cell, read only where the sheet is empty):
    /// the rules it breaks, and with `against_solution` the entries, changed givens and
    /// removed marks that differ from the puzzle's one solution. An error says how the
    /// sheet or marks do not fit the board.
    pub fn check_sheet(
        &self,
        sheet: &[u8],
        marks: Option<&[Vec<u8>]>,
        against_solution: bool,
    ) -> Result<SheetCheck, VariantError> {
        self.check_sheet_explaining(sheet, marks, against_solution, false)
    }

    /// Checks the player's `sheet` and `marks` against the puzzle's one solution, as
    /// [`Puzzle::check_sheet`] does, and says why each mistake is wrong
    /// ([`SheetCheck::reasons`]): a wrong entry or a removed candidate is supposed and
    /// refuted with singles from the givens and the correct entries, in at most
    /// [`MAX_STEPS`](super::MAX_STEPS) steps, else the solution's digit is named.
    ///
    /// ```
    /// use shudu::variant::{Symbols, read_any_board};
    /// use shudu::words::Lang;
    /// let six = read_any_board(".1.23...6.......535..4.........4...1").remove(0)?.puzzle;
    /// let mut sheet = six.values().to_vec();
    /// sheet[7] = 2; // r2c2: 2 is wrong there
    /// let check = six.explain_sheet(&sheet, None)?;
    /// assert_eq!(check.reasons.len(), 1);
    /// let lines = check.lines(Symbols::Standard);
    /// assert_eq!(lines[..3], ["One mistake:", "  r2c2 holds 2, which is wrong", "    If r2c2 were 2:"]);
    /// assert_eq!(lines.last().unwrap(), "    so r2c2 cannot be 2.");
    /// assert!(check.lines_in(Symbols::Standard, Lang::ZhHans).contains(&"    所以 r2c2 不能是 2。".to_string()));
    /// # Ok::<(), shudu::variant::VariantError>(())
    /// ```
    pub fn explain_sheet(
        &self,
        sheet: &[u8],
        marks: Option<&[Vec<u8>]>,
    ) -> Result<SheetCheck, VariantError> {
        self.check_sheet_explaining(sheet, marks, true, true)
    }

    fn check_sheet_explaining(
        &self,
        sheet: &[u8],
        marks: Option<&[Vec<u8>]>,
        against_solution: bool,
        explain: bool,
    ) -> Result<SheetCheck, VariantError> {
        let n = self.size();
        self.one_per_cell("variant-sheet-cells", sheet.len())?;
        if let Some(marks) = marks {
            self.one_per_cell("variant-marks-list-cells", marks.len())?;
        }
        // `Puzzle::new` names a value beyond the board's digits by its cell.
        let violations = Puzzle::new(self.shared_rules().clone(), sheet.to_vec())?.violations();
        let mut mistakes = Vec::new();
        let judged = if against_solution {
            Some(self.solve())
        } else {
            None
        };
        if let Some(Outcome::Unique(solution)) = &judged {
            for (i, (&given, &now)) in self.values().iter().zip(sheet).enumerate() {
                let pos = Pos::from_index(i, n);
                let right = solution[i];
                if given != 0 {
                    if now != given {
                        mistakes.push(SheetMistake::ChangedGiven { pos, given, now });
                    }
                } else if now != 0 && now != right {
                    mistakes.push(SheetMistake::WrongEntry { pos, entered: now });
                } else if now == 0 && marks.is_some_and(|m| !m[i].contains(&right)) {
                    mistakes.push(SheetMistake::MissingCandidate { pos });
                }
            }
        }
        let reasons = match &judged {
            Some(Outcome::Unique(solution)) if explain && !mistakes.is_empty() => {
                self.reasons(sheet, solution, &mistakes)
            }
            _ => Vec::new(),
        };
        let full = sheet.iter().all(|&v| v != 0);
        let status = if !mistakes.is_empty() {
            SheetStatus::Mistakes
        } else if !violations.is_empty() {
            SheetStatus::Clashes
        } else {
            match judged {
                Some(Outcome::Multiple(..)) => SheetStatus::Multiple,
                Some(Outcome::Unsolvable | Outcome::Invalid(_)) => SheetStatus::NoSolution,
                _ if full => SheetStatus::Solved,
                Some(Outcome::Unique(_)) => SheetStatus::CorrectSoFar,
                None => SheetStatus::Unchecked,
            }
        };
        Ok(SheetCheck {
            status,
            violations,
            mistakes,
            reasons,
        })
    }

    /// That a list of `found` items (a sheet's digits, its marks) has one per cell of the
    /// board; else the error of the catalogue's message `what`, with the counts.
    pub(crate) fn one_per_cell(
        &self,
        what: &'static str,
        found: usize,
    ) -> Result<(), VariantError> {
        let cells = self.size() * self.size();
        if found == cells {
            return Ok(());
        }
        Err(VariantError::Format(
            Phrase::new(what)
                .with("found", found)
                .with("size", self.size())
                .with("expected", cells),
        ))
    }

    /// Why each of `mistakes` is wrong, argued from the givens and the sheet's entries
    /// that agree with `solution`.
    fn reasons(
        &self,
        sheet: &[u8],
        solution: &[u8],
        mistakes: &[SheetMistake],
    ) -> Vec<MistakeReason> {
        let n = self.size();
        // The givens as the puzzle gives them (a changed given is a mistake of its own),
        // and the entries that agree with the solution.
        let known: Vec<u8> = self
            .values()
            .iter()
            .zip(sheet)
            .zip(solution)
            .map(|((&given, &now), &right)| match given {
                0 if now == right => now,
                0 => 0,
                _ => given,
            })
            .collect();
        let geometry = Geometry::of(self);
        mistakes
            .iter()
            .map(|mistake| {
                let pos = mistake.pos();
                let right = solution[pos.index(n)];
                let supposed = match *mistake {
                    SheetMistake::ChangedGiven { given, .. } => {
                        return MistakeReason::Given { pos, given };
                    }
                    SheetMistake::WrongEntry { entered, .. } => Supposition {
                        pos,
                        digit: entered,
                        holds: true,
                    },
                    SheetMistake::MissingCandidate { .. } => Supposition {
                        pos,
                        digit: right,
                        holds: false,
                    },
                };
                refute(&geometry, n, &known, supposed)
                    .unwrap_or(MistakeReason::Solution { pos, digit: right })
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variant::read_any_board;

    const SIX: &str = ".1.23...6.......535..4.........4...1";
    const CLASSIC: &str =
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

    fn puzzle(text: &str) -> Puzzle {
        read_any_board(text).remove(0).unwrap().puzzle
    }

    fn solution(p: &Puzzle) -> Vec<u8> {
        match p.solve() {
            Outcome::Unique(s) => s,
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn every_status_on_two_boards() {
        for text in [SIX, CLASSIC] {
            let p = puzzle(text);
            let n = p.size();
            let right = solution(&p);
            let check = |sheet: &[u8], marks: Option<&[Vec<u8>]>, against| {
                p.check_sheet(sheet, marks, against).unwrap().status
            };
            assert_eq!(check(p.values(), None, true), SheetStatus::CorrectSoFar);
            assert_eq!(check(p.values(), None, false), SheetStatus::Unchecked);
            assert_eq!(check(&right, None, true), SheetStatus::Solved);
            assert_eq!(check(&right, None, false), SheetStatus::Solved);
            // An empty cell given a digit of its row's solution elsewhere: wrong, and a
            // clash with that digit once it is entered.
            let empty = (0..n * n).find(|&i| p.values()[i] == 0).unwrap();
            let mut wrong = p.values().to_vec();
            wrong[empty] = if right[empty] == 1 { 2 } else { 1 };
            let found = p.check_sheet(&wrong, None, true).unwrap();
            assert_eq!(found.status, SheetStatus::Mistakes);
            assert_eq!(
                found.mistakes,
                [SheetMistake::WrongEntry {
                    pos: Pos::from_index(empty, n),
                    entered: wrong[empty]
                }]
            );
            // Marks that leave out the solution's digit of one cell.
            let mut marks: Vec<Vec<u8>> = (0..n * n)
                .map(|i| {
                    if p.values()[i] == 0 {
                        (1..=n as u8).collect()
                    } else {
                        Vec::new()
                    }
                })
                .collect();
            assert_eq!(
                check(p.values(), Some(&marks), true),
                SheetStatus::CorrectSoFar
            );
            marks[empty].retain(|&d| d != right[empty]);
            let found = p.check_sheet(p.values(), Some(&marks), true).unwrap();
            assert_eq!(
                found.mistakes,
                [SheetMistake::MissingCandidate {
                    pos: Pos::from_index(empty, n)
                }]
            );
            let pos = Pos::from_index(empty, n);
            let said = format!("{pos}: a candidate the solution needs was removed");
            assert_eq!(
                found.lines(Symbols::Standard),
                ["One mistake:".to_owned(), format!("  {said}")]
            );
            // A changed given.
            let given = (0..n * n).find(|&i| p.values()[i] != 0).unwrap();
            let mut changed = p.values().to_vec();
            changed[given] = 0;
            let found = p.check_sheet(&changed, None, true).unwrap();
            assert_eq!(found.status, SheetStatus::Mistakes);
            assert_eq!(found.mistakes[0].kind(), "changed-given");
        }
    }

    #[test]
    fn a_clash_unjudged_and_a_puzzle_without_one_solution() {
        let p = puzzle(SIX);
        let mut sheet = p.values().to_vec();
        // r1c1 next to the 1 at r1c2.
        sheet[0] = 1;
        let found = p.check_sheet(&sheet, None, false).unwrap();
        assert_eq!(found.status, SheetStatus::Clashes);
        assert!(!found.violations.is_empty(), "{found:?}");
        assert!(found.mistakes.is_empty());
        let several = puzzle(&format!("{}{}", &SIX[..6], ".".repeat(30)));
        let found = several.check_sheet(several.values(), None, true).unwrap();
        assert_eq!(found.status, SheetStatus::Multiple);
        // r1c5 can be neither 5 nor 6, which column 5 holds lower down.
        let none = puzzle(&format!(
            "1234..{}....5.....6.{}",
            ".".repeat(6),
            ".".repeat(12)
        ));
        let found = none.check_sheet(none.values(), None, true).unwrap();
        assert_eq!(found.status, SheetStatus::NoSolution, "{found:?}");
    }

    #[test]
    fn a_sheet_or_marks_of_another_board_is_an_error() {
        let p = puzzle(SIX);
        let err = p.check_sheet(&[0; 81], None, true).unwrap_err();
        assert!(
            err.to_string().contains("81 cells; a 6×6 board has 36"),
            "{err}"
        );
        let marks = vec![Vec::new(); 35];
        let err = p.check_sheet(p.values(), Some(&marks), true).unwrap_err();
        assert!(err.to_string().contains("35 cells"), "{err}");
        let mut sheet = p.values().to_vec();
        sheet[0] = 7;
        assert!(p.check_sheet(&sheet, None, true).is_err());
    }

    #[test]
    fn a_sheets_lines_read_in_chinese() {
        use crate::words::Lang;
        let six = read_any_board(SIX).remove(0).unwrap().puzzle;
        let mut sheet = six.values().to_vec();
        sheet[1] = 0; // r1c2, a given, cleared
        let check = six.check_sheet(&sheet, None, true).unwrap();
        assert_eq!(
            check.lines_in(Symbols::Standard, Lang::ZhHans),
            ["有 1 处错误：", "  r1c2 是空的，但题目给的是 1"]
        );
        assert_eq!(
            check.lines_in(Symbols::Standard, Lang::ZhHant),
            ["有 1 處錯誤：", "  r1c2 是空的，但題目給的是 1"]
        );
    }
}
