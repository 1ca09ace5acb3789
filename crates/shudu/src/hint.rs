//! Hints: what a player stuck on a position should hear next, at the level of detail they
//! ask for. The one place that decides it, so the command line, the web server and the
//! Python binding give the same hint for the same position.
//!
//! [`hint`] judges the [`Position`] first ([`Position::check`]: the solver, limit 2, before
//! any technique runs): mistakes come first, then clashing digits, a position with no
//! solution or several, a solved grid; only then does the logic engine look for the
//! easiest next step ([`Logic::next_step`](crate::logic::Logic::next_step)), within the
//! caller's [`Budget`]. A [`Hint`] never says more than its [`HintLevel`] gives away: a
//! nudge names only where to look, the technique level names the technique and a
//! mistake's cell, and only the full hint shows the step, its evidence and the solution's
//! digits. Its words are
//! [`Hint::lines`]; with the `serde` feature its record is in `records`
//! (`docs/records.md`, "hint").
//!
//! Read next: [`crate::position`] for how a position is judged, [`crate::logic::Step`]
//! for what a step holds.

use std::fmt;
use std::str::FromStr;

use crate::grid::{Cell, Conflict, Digit, Grid, House, HouseName};
use crate::logic::{Budget, GaveUp, Logic, Repertoire, Step, Technique, Tenths, gave_up_words};
use crate::position::{Mistake, Position, Solutions};
use crate::solve::Solver;
use crate::words::{Lang, say};

/// How much a hint gives away.
///
/// ```
/// use shudu::hint::HintLevel;
/// let level: HintLevel = "technique".parse()?;
/// assert_eq!(level, HintLevel::Technique);
/// assert_eq!(level.name(), "technique");
/// assert!("answer".parse::<HintLevel>().is_err());
/// # Ok::<(), shudu::hint::UnknownHintLevel>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum HintLevel {
    /// Where to look ("look at box 5"); for a mistake, only its box.
    Nudge,
    /// Which technique, and where; for a mistake, its cell but no digit of the solution.
    Technique,
    /// The whole step with its reason; for a mistake, the solution's digit too.
    Full,
}

impl HintLevel {
    /// Every level, from the least to the most given away.
    pub const ALL: [HintLevel; 3] = [HintLevel::Nudge, HintLevel::Technique, HintLevel::Full];

    /// The level's name: `nudge`, `technique` or `full`.
    pub fn name(self) -> &'static str {
        match self {
            HintLevel::Nudge => "nudge",
            HintLevel::Technique => "technique",
            HintLevel::Full => "full",
        }
    }
}

impl fmt::Display for HintLevel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A name that is not a [`HintLevel`]'s.
///
/// ```
/// use shudu::hint::HintLevel;
/// let err = "all".parse::<HintLevel>().unwrap_err();
/// assert_eq!(err.to_string(), "unknown hint level \"all\" (expected nudge, technique or full)");
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct UnknownHintLevel(pub String);

impl UnknownHintLevel {
    /// The error in `lang`.
    ///
    /// ```
    /// use shudu::hint::HintLevel;
    /// use shudu::words::Lang;
    /// let err = "all".parse::<HintLevel>().unwrap_err();
    /// assert_eq!(
    ///     err.words_in(Lang::ZhHans),
    ///     "不认识的提示层级 \"all\"（应是 nudge、technique 或 full）"
    /// );
    /// ```
    pub fn words_in(&self, lang: Lang) -> String {
        say!(lang, "unknown-hint-level", name = format!("{:?}", self.0))
    }
}

impl fmt::Display for UnknownHintLevel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words_in(Lang::En))
    }
}

impl std::error::Error for UnknownHintLevel {}

impl FromStr for HintLevel {
    type Err = UnknownHintLevel;

    fn from_str(text: &str) -> Result<HintLevel, UnknownHintLevel> {
        HintLevel::ALL
            .into_iter()
            .find(|level| level.name() == text)
            .ok_or_else(|| UnknownHintLevel(text.to_owned()))
    }
}

/// Why a position has no solution.
///
/// ```
/// use shudu::hint::{Answer, HintLevel, NoSolution, hint};
/// use shudu::logic::{Budget, Repertoire};
/// use shudu::{Grid, Position, Solver};
/// // r1c9 sees 1 to 8 in its row and 9 in its column: no digit is left for it.
/// let sheet: Grid = format!("12345678.{}........9", ".".repeat(63)).parse()?;
/// let found = hint(&Position::from_grid(sheet), HintLevel::Full, Repertoire::Full, &Solver::new(), &Budget::unlimited());
/// assert!(matches!(found.answer, Answer::NoSolution(NoSolution::DeadCell(_))));
/// assert_eq!(found.lines(), ["No solution: r1c9 has no candidate left."]);
/// # Ok::<(), shudu::ParseError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum NoSolution {
    /// The original puzzle (given apart from the player's sheet) has none.
    Puzzle,
    /// This cell has no candidate left.
    DeadCell(Cell),
    /// No grid completes the sheet's digits and marks, and the sheet is the puzzle: if
    /// some digits are entries, one of them is wrong, but without the original puzzle
    /// there is no telling which.
    Sheet,
    /// The player's entries leave no solution.
    Entries,
}

impl NoSolution {
    /// Why, in `lang`'s words.
    pub fn words_in(&self, lang: Lang) -> String {
        match self {
            NoSolution::Puzzle => say!(lang, "no-solution-puzzle"),
            NoSolution::DeadCell(cell) => {
                say!(lang, "no-solution-dead-cell", cell = cell.to_string())
            }
            NoSolution::Sheet => say!(lang, "no-solution-sheet"),
            NoSolution::Entries => say!(lang, "no-solution-entries"),
        }
    }
}

impl fmt::Display for NoSolution {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words_in(Lang::En))
    }
}

/// What a hint says, before it is cut to a level.
///
/// ```
/// use shudu::hint::{Answer, HintLevel, hint};
/// use shudu::logic::{Budget, Repertoire};
/// use shudu::{Grid, Position, Solver};
/// let empty = Position::from_grid(Grid::empty());
/// let found = hint(&empty, HintLevel::Nudge, Repertoire::Full, &Solver::new(), &Budget::unlimited());
/// assert!(matches!(found.answer, Answer::Several { .. }));
/// assert_eq!(found.status(), "multiple");
/// # Ok::<(), shudu::ParseError>(())
/// ```
#[derive(Clone, Debug)]
pub enum Answer {
    /// The player's mistakes (wrong digits, changed givens, removed candidates the
    /// solution needs): fix these first.
    Mistakes(Vec<Mistake>),
    /// Digits on the sheet that clash (the same digit twice in a house).
    Clashes(Vec<Conflict>),
    /// No solution.
    NoSolution(NoSolution),
    /// Several solutions: `cell` holds one of `digits` (the smaller first) in two of them.
    Several {
        /// A cell the two solutions differ in.
        cell: Cell,
        /// Its digit in each, the smaller first.
        digits: [Digit; 2],
    },
    /// The grid is complete and right.
    Solved,
    /// The search for a step ran out of its budget.
    GaveUp {
        /// The budget's length, when it was made within one (`gave up after 2 s`).
        after: Option<std::time::Duration>,
    },
    /// No technique finds a step; at the full level, a digit from the solution instead.
    Stuck {
        /// The first empty cell and its digit in the solution, at the full level only.
        reveal: Option<(Cell, Digit)>,
    },
    /// The easiest next step.
    Step(Box<Step>),
}

/// A hint for one position at one level: [`hint`] makes it.
///
/// ```
/// use shudu::hint::{Answer, HintLevel, hint};
/// use shudu::logic::{Budget, Repertoire};
/// use shudu::{Grid, Position, Solver};
///
/// let puzzle: Grid =
///     "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759.."
///         .parse()?;
/// let position = Position::from_grid(puzzle);
/// let found = hint(&position, HintLevel::Technique, Repertoire::Full, &Solver::new(), &Budget::unlimited());
/// assert!(matches!(found.answer, Answer::Step(_)));
/// assert_eq!(found.status(), "hint");
/// assert_eq!(found.lines(), ["Hint: a Hidden Single (1.2); look at box 3."]);
/// # Ok::<(), shudu::ParseError>(())
/// ```
#[derive(Clone, Debug)]
pub struct Hint {
    /// The player's sheet: the givens and entries the hint is about.
    pub sheet: Grid,
    /// How much the hint gives away.
    pub level: HintLevel,
    /// What it says.
    pub answer: Answer,
}

impl Hint {
    /// The hint's status word: `mistake`, `no-solution`, `multiple`, `solved`,
    /// `gave-up`, `stuck` or `hint`.
    pub fn status(&self) -> &'static str {
        match self.answer {
            Answer::Mistakes(_) | Answer::Clashes(_) => "mistake",
            Answer::NoSolution(_) => "no-solution",
            Answer::Several { .. } => "multiple",
            Answer::Solved => "solved",
            Answer::GaveUp { .. } => "gave-up",
            Answer::Stuck { .. } => "stuck",
            Answer::Step(_) => "hint",
        }
    }

    /// Whether the hint failed to move the player on: anything but a step or a solved grid.
    pub fn failed(&self) -> bool {
        !matches!(self.answer, Answer::Step(_) | Answer::Solved)
    }

    /// The mistakes in words, cut to the level; a nudge names each box once.
    pub fn mistake_texts(&self) -> Vec<String> {
        self.mistake_texts_in(Lang::En)
    }

    /// The mistakes in `lang`'s words (see [`Hint::mistake_texts`]).
    pub fn mistake_texts_in(&self, lang: Lang) -> Vec<String> {
        match &self.answer {
            Answer::Mistakes(_) => self
                .shown_mistakes_in(lang)
                .into_iter()
                .map(|(_, t)| t)
                .collect(),
            Answer::Clashes(clashes) => clashes.iter().map(|c| c.words_in(lang)).collect(),
            _ => Vec::new(),
        }
    }

    /// Each mistake shown with its words at the level, one of each wording in a row (a
    /// nudge names each box once).
    pub(crate) fn shown_mistakes_in(&self, lang: Lang) -> Vec<(&Mistake, String)> {
        let Answer::Mistakes(mistakes) = &self.answer else {
            return Vec::new();
        };
        let mut shown: Vec<(&Mistake, String)> = mistakes
            .iter()
            .map(|m| (m, mistake_text(m, self.level, lang)))
            .collect();
        shown.dedup_by(|a, b| a.1 == b.1);
        shown
    }

    /// Why there is no step, in words, for the statuses that have a reason.
    pub fn reason(&self) -> Option<String> {
        self.reason_in(Lang::En)
    }

    /// Why there is no step, in `lang`'s words.
    pub fn reason_in(&self, lang: Lang) -> Option<String> {
        match &self.answer {
            Answer::NoSolution(why) => Some(why.words_in(lang)),
            Answer::Several { cell, digits } => Some(say!(
                lang,
                "several-cell",
                cell = cell.to_string(),
                first = digits[0].to_string(),
                second = digits[1].to_string()
            )),
            Answer::GaveUp { after } => Some(gave_up_words(*after, lang)),
            _ => None,
        }
    }

    /// The hint in words, one line each, as the command line prints it.
    pub fn lines(&self) -> Vec<String> {
        self.lines_in(Lang::En)
    }

    /// The hint in `lang`'s words, one line each.
    ///
    /// ```
    /// use shudu::hint::{HintLevel, hint};
    /// use shudu::logic::{Budget, Repertoire};
    /// use shudu::words::Lang;
    /// use shudu::{Grid, Position, Solver};
    /// let puzzle: Grid =
    ///     "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759.."
    ///         .parse()?;
    /// let found = hint(&Position::from_grid(puzzle), HintLevel::Technique, Repertoire::Full,
    ///     &Solver::new(), &Budget::unlimited());
    /// assert_eq!(found.lines_in(Lang::ZhHans), ["提示：「宫排除」（1.2）；看看第 3 宫。"]);
    /// # Ok::<(), shudu::ParseError>(())
    /// ```
    pub fn lines_in(&self, lang: Lang) -> Vec<String> {
        let reason = self.reason_in(lang).unwrap_or_default();
        match &self.answer {
            Answer::Mistakes(_) => {
                let texts = self.mistake_texts_in(lang);
                listed(mistakes_head(texts.len(), lang), texts)
            }
            Answer::Clashes(_) => listed(say!(lang, "hint-clashes"), self.mistake_texts_in(lang)),
            Answer::NoSolution(_) => vec![say!(lang, "hint-no-solution", reason = reason)],
            Answer::Several { .. } => vec![say!(lang, "hint-several", reason = reason)],
            Answer::Solved => vec![say!(lang, "hint-solved")],
            Answer::GaveUp { .. } => vec![say!(lang, "hint-none", reason = reason)],
            Answer::Stuck { reveal } => {
                let mut lines = vec![say!(lang, "hint-stuck")];
                if let Some((cell, digit)) = reveal {
                    lines.push(say!(
                        lang,
                        "hint-reveal",
                        cell = cell.to_string(),
                        digit = digit.to_string()
                    ));
                }
                lines
            }
            Answer::Step(step) => vec![step_words(
                self.level,
                step.nudge_in(lang),
                step.technique,
                step.rating_tenths(),
                || step.line_in(lang),
                lang,
            )],
        }
    }
}

/// A head line and its items under it, indented: how a hint lists mistakes, clashes and
/// broken rules.
pub(crate) fn listed(head: String, items: Vec<String>) -> Vec<String> {
    let mut lines = vec![head];
    lines.extend(items.iter().map(|t| format!("  {t}")));
    lines
}

/// The first line of a list of mistakes: `Mistake: fix it first:` or `Mistakes: fix them
/// first:`.
pub(crate) fn mistakes_head(count: usize, lang: Lang) -> String {
    say!(lang, "hint-mistakes", count = count)
}

/// A step's line at `level`: where to look, then the technique with its rating too, then
/// the whole step (`line`, asked for only at that level).
pub(crate) fn step_words(
    level: HintLevel,
    nudge: String,
    technique: Technique,
    tenths: u8,
    line: impl FnOnce() -> String,
    lang: Lang,
) -> String {
    match level {
        HintLevel::Nudge => say!(lang, "hint-nudge", nudge = nudge),
        HintLevel::Technique => say!(
            lang,
            "hint-technique",
            technique = technique.name_in(lang),
            rating = Tenths(tenths).to_string(),
            nudge = nudge
        ),
        HintLevel::Full => line(),
    }
}

/// `box 3`: where a nudge about a cell says to look.
pub(crate) fn box_of(cell: Cell) -> House {
    let index = u8::try_from(cell.box_index()).expect("a box index fits in u8");
    House::Box(index)
}

/// A mistake in as much detail as the level gives away: a nudge says only where to look,
/// the technique level names the cell but no digit of the solution, the full hint says all.
pub(crate) fn mistake_text(mistake: &Mistake, level: HintLevel, lang: Lang) -> String {
    match (level, mistake) {
        (HintLevel::Nudge, m) => say!(
            lang,
            "nudge",
            place = HouseName::from(box_of(m.cell())).name_in(lang)
        ),
        (HintLevel::Technique, Mistake::WrongEntry { cell, entered, .. }) => say!(
            lang,
            "mistake-wrong-entry-unsaid",
            cell = cell.to_string(),
            entered = entered.to_string()
        ),
        (HintLevel::Technique, Mistake::MissingCandidate { cell, .. }) => {
            say!(
                lang,
                "mistake-missing-candidate-unsaid",
                cell = cell.to_string()
            )
        }
        (_, m) => m.words_in(lang),
    }
}
/// The hint for `position` at `level`, looking for a step among `repertoire`'s
/// techniques within `budget` (the judging before it, a solution count, is quick and not
/// budgeted). The original puzzle is the position's [`Position::puzzle`]: when it differs
/// from the sheet, the entries can be told from the givens and wrong ones found.
pub fn hint(
    position: &Position,
    level: HintLevel,
    repertoire: Repertoire,
    solver: &Solver,
    budget: &Budget,
) -> Hint {
    let answer = answer(position, level, repertoire, solver, budget);
    Hint {
        sheet: *position.sheet(),
        level,
        answer,
    }
}

fn answer(
    position: &Position,
    level: HintLevel,
    repertoire: Repertoire,
    solver: &Solver,
    budget: &Budget,
) -> Answer {
    let report = position.check(solver);
    if !report.mistakes.is_empty() {
        return Answer::Mistakes(report.mistakes);
    }
    if !report.clashes.is_empty() {
        return Answer::Clashes(report.clashes);
    }
    let entries = position.puzzle() != position.sheet();
    if entries && matches!(report.puzzle, Solutions::None { .. }) {
        return Answer::NoSolution(NoSolution::Puzzle);
    }
    let solution = match report.position {
        Solutions::None { dead_cell } => {
            return Answer::NoSolution(match dead_cell {
                Some(cell) => NoSolution::DeadCell(cell),
                None if !entries => NoSolution::Sheet,
                None => NoSolution::Entries,
            });
        }
        Solutions::Several {
            first,
            second,
            cell,
        } => {
            let (a, b) = (first.get(cell), second.get(cell));
            let (a, b) = (a.expect("complete"), b.expect("complete"));
            return Answer::Several {
                cell,
                digits: [a.min(b), a.max(b)],
            };
        }
        Solutions::Unique(solution) => solution,
    };
    let board = position.board();
    if board.is_solved() {
        return Answer::Solved;
    }
    match Logic::new(repertoire).within(budget).next_step(&board) {
        Ok(Some(step)) => Answer::Step(Box::new(step)),
        // Only the full hint may give a digit away, and then says it is not logic.
        Ok(None) => Answer::Stuck {
            reveal: (level == HintLevel::Full)
                .then(|| Cell::all().find(|&c| board.value(c).is_none()))
                .flatten()
                .map(|cell| (cell, solution.get(cell).expect("complete"))),
        },
        Err(GaveUp) => Answer::GaveUp {
            after: budget.length(),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const PUZZLE: &str =
        "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759..";

    fn hint_for(position: &Position, level: HintLevel) -> Hint {
        hint(
            position,
            level,
            Repertoire::Full,
            &Solver::new(),
            &Budget::unlimited(),
        )
    }

    #[test]
    fn a_wrong_entry_comes_before_any_step() {
        let puzzle: Grid = PUZZLE.parse().unwrap();
        let mut sheet = puzzle;
        let cell = Cell::from_index(0).unwrap();
        sheet.set(cell, Some(Digit::new(1).unwrap()));
        let position = Position::new(puzzle, sheet);
        let nudge = hint_for(&position, HintLevel::Nudge);
        assert_eq!(nudge.status(), "mistake");
        assert_eq!(nudge.lines(), ["Mistake: fix it first:", "  look at box 1"]);
        let full = hint_for(&position, HintLevel::Full);
        assert_eq!(
            full.lines()[1],
            "  r1c1 holds 1, but the solution has 5 there"
        );
        assert!(full.failed());
    }

    #[test]
    fn each_level_says_no_more_than_it_should() {
        let position = Position::from_grid(PUZZLE.parse().unwrap());
        let texts: Vec<String> = HintLevel::ALL
            .into_iter()
            .map(|level| hint_for(&position, level).lines().join("\n"))
            .collect();
        assert_eq!(texts[0], "Hint: look at box 3.");
        assert!(texts[1].contains("Hidden Single") && !texts[1].contains("r2c"));
        assert!(texts[2].contains("Hidden Single"));
    }

    #[test]
    fn a_spent_budget_gives_up() {
        use std::sync::Arc;
        use std::sync::atomic::AtomicBool;
        let position = Position::from_grid(PUZZLE.parse().unwrap());
        let budget = Budget::with_flag(Arc::new(AtomicBool::new(true)));
        let found = hint(
            &position,
            HintLevel::Full,
            Repertoire::Full,
            &Solver::new(),
            &budget,
        );
        assert_eq!(found.status(), "gave-up");
        assert_eq!(
            found.lines(),
            ["No hint: gave up: the time budget was spent."]
        );
    }
}
