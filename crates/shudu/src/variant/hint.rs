//! Hints on variant puzzles of every size: what a player stuck on a variant board should
//! hear next. The one place that decides it, so the command line and the web server give
//! the same hint for the same sheet (the classic board's counterpart is [`crate::hint`]).
//!
//! [`variant_hint`] judges in this order: the puzzle itself (its givens must have one
//! solution), then the player's sheet — the rules it breaks, then entries that are not
//! the solution's digits — and only then asks the logic for the easiest next step: the
//! 9×9 engine ([`crate::logic::Board::of_variant`]) on 9×9 boards, the smaller engine
//! ([`super::logic`]) on every other size, whose ratings are shudu's own for the size. A
//! [`VariantHint`] never says more than its [`HintLevel`] gives away: a nudge names where
//! to look, the technique level the technique and its rating, the full hint the step. A
//! mistake names the rule broken or the cell, never the solution's digit. The player's
//! pencil marks, when given ([`variant_hint_from_marks`]), are read as on a classic board:
//! each empty cell starts with the candidates its marks keep, so a hint's eliminations,
//! once applied, lead to the next step rather than the same one again; without marks
//! every empty cell starts with every candidate the sheet's digits allow. With
//! the `serde` feature its record is in `records` (`docs/records.md`, "hint of a variant").
//!
//! Read next: [`super::logic`] (the smaller engine), [`crate::logic::Step`].

use super::logic::{SIZED_RATING_NOTE, SizedBoard, SizedStep, is_sized, next_sized_step};
use super::{Outcome, Pos, Puzzle, Symbols, VariantError, Violation};
use crate::grid::{Candidates, Cell, CellMap, Digit, Grid};
use crate::hint::{Hint, HintLevel, listed, mistakes_head, step_words};
use crate::logic::{Board, Logic, Step, Technique, gave_up_words};
use crate::words::{Lang, Phrase, Value, say};
use crate::{Position, Solver};

/// A step from either engine.
///
/// ```
/// use shudu::hint::HintLevel;
/// use shudu::logic::{Logic, Repertoire};
/// use shudu::variant::hint::{VariantAnswer, variant_hint};
/// use shudu::variant::{Puzzle, Rules, Shape, Symbols};
/// let puzzle = Puzzle::from_line(Rules::new(Shape::for_size(4)?), "..4.3.....3.2...", Symbols::Standard)?;
/// let found = variant_hint(&puzzle, puzzle.values(), Symbols::Standard, HintLevel::Full, &Logic::new(Repertoire::Full))?;
/// let VariantAnswer::Step(step) = &found.answer else { panic!("a step") };
/// assert_eq!(step.technique().name(), "Hidden Single");
/// assert!(step.scale().is_some()); // 4×4: shudu's own scale
/// # Ok::<(), shudu::variant::VariantError>(())
/// ```
#[derive(Clone, Debug)]
pub enum VariantStep {
    /// A step of the 9×9 engine.
    Nine(Box<Step>),
    /// A step of the smaller engine, on another size.
    Sized(Box<SizedStep>),
}

impl VariantStep {
    /// The step's technique.
    pub fn technique(&self) -> Technique {
        match self {
            VariantStep::Nine(step) => step.technique,
            VariantStep::Sized(step) => step.technique,
        }
    }

    /// The step's rating in tenths.
    pub fn rating_tenths(&self) -> u8 {
        match self {
            VariantStep::Nine(step) => step.rating_tenths(),
            VariantStep::Sized(step) => step.rating_tenths(),
        }
    }

    /// Where to look, without the answer (`look at row 3`).
    pub fn nudge(&self) -> String {
        self.nudge_in(Lang::En)
    }

    /// Where to look, in `lang`'s words.
    pub fn nudge_in(&self, lang: Lang) -> String {
        match self {
            VariantStep::Nine(step) => step.nudge_in(lang),
            VariantStep::Sized(step) => step.nudge_in(lang),
        }
    }

    /// The house the nudge names, when it names one rather than a cell.
    pub fn nudge_house(&self) -> Option<String> {
        match self {
            VariantStep::Nine(step) => step.nudge_house(),
            VariantStep::Sized(step) => step.nudge_house(),
        }
    }

    /// The whole step in one line: `Hidden Single (1.2): r3c4 must be 5: …`.
    pub fn line(&self) -> String {
        self.line_in(Lang::En)
    }

    /// The whole step in one line, in `lang`'s words.
    pub fn line_in(&self, lang: Lang) -> String {
        match self {
            VariantStep::Nine(step) => step.line_in(lang),
            VariantStep::Sized(step) => step.line_in(lang),
        }
    }

    /// What scale the rating is on when it is not Sudoku Explainer's: shudu's own for
    /// boards other than 9×9 ([`SIZED_RATING_NOTE`]).
    pub fn scale(&self) -> Option<&'static str> {
        match self {
            VariantStep::Nine(_) => None,
            VariantStep::Sized(_) => Some(SIZED_RATING_NOTE),
        }
    }
}

/// What a variant hint says, before it is cut to a level.
///
/// ```
/// use shudu::hint::HintLevel;
/// use shudu::logic::{Logic, Repertoire};
/// use shudu::variant::hint::{VariantAnswer, variant_hint};
/// use shudu::variant::{Puzzle, Rules, Shape, Symbols};
/// let empty = Puzzle::from_line(Rules::new(Shape::for_size(4)?), &".".repeat(16), Symbols::Standard)?;
/// let found = variant_hint(&empty, empty.values(), Symbols::Standard, HintLevel::Nudge, &Logic::new(Repertoire::Full))?;
/// assert!(matches!(found.answer, VariantAnswer::Multiple));
/// assert_eq!(found.status(), "multiple");
/// # Ok::<(), shudu::variant::VariantError>(())
/// ```
#[derive(Clone, Debug)]
pub enum VariantAnswer {
    /// The puzzle's givens have several solutions.
    Multiple,
    /// The givens break no rule, yet nothing completes them.
    Unsolvable,
    /// The givens break rules.
    Invalid(Vec<Violation>),
    /// The sheet breaks rules: digits the player entered clash.
    Clashes(Vec<Violation>),
    /// Entries that are not the solution's digits.
    WrongEntries(Vec<Pos>),
    /// Every cell is filled, and rightly.
    Solved,
    /// The easiest next step.
    Step(VariantStep),
    /// No technique of the engine applies: the catalogue's message saying so for the
    /// engine (`path-stuck-variant` on 9×9, `path-stuck-sized` on other sizes).
    Stuck(&'static str),
    /// The search for a step ran out of its budget: the budget's length, when it was
    /// made within one (`gave up after 2 s`).
    GaveUp(Option<std::time::Duration>),
    /// The engine cannot reason with one of the rules: the library's reason.
    Unsupported(String),
}

/// A hint for one sheet of a variant puzzle at one level: [`variant_hint`] makes it.
///
/// ```
/// use shudu::hint::HintLevel;
/// use shudu::logic::{Logic, Repertoire};
/// use shudu::variant::hint::variant_hint;
/// use shudu::variant::{Puzzle, Rules, Shape, Symbols};
/// let six = Puzzle::from_line(Rules::new(Shape::for_size(6)?), ".1.23...6.......535..4.........4...1", Symbols::Standard)?;
/// let found = variant_hint(&six, six.values(), Symbols::Standard, HintLevel::Technique, &Logic::new(Repertoire::Full))?;
/// assert_eq!(found.status(), "hint");
/// assert_eq!(found.lines(), ["Hint: a Hidden Single (1.2); look at box 2."]);
/// # Ok::<(), shudu::variant::VariantError>(())
/// ```
#[derive(Clone, Debug)]
pub struct VariantHint {
    /// How much the hint gives away.
    pub level: HintLevel,
    /// What it says.
    pub answer: VariantAnswer,
}

impl VariantHint {
    /// The status word: `hint`, `solved`, `mistake`, `multiple`, `unsolvable`, `invalid`,
    /// `stuck`, `gave-up` or `unsupported`.
    pub fn status(&self) -> &'static str {
        match self.answer {
            VariantAnswer::Multiple => "multiple",
            VariantAnswer::Unsolvable => "unsolvable",
            VariantAnswer::Invalid(_) => "invalid",
            VariantAnswer::Clashes(_) | VariantAnswer::WrongEntries(_) => "mistake",
            VariantAnswer::Solved => "solved",
            VariantAnswer::Step(_) => "hint",
            VariantAnswer::Stuck(_) => "stuck",
            VariantAnswer::GaveUp(_) => "gave-up",
            VariantAnswer::Unsupported(_) => "unsupported",
        }
    }

    /// Whether the hint failed to move the player on: anything but a step or a solved
    /// sheet.
    pub fn failed(&self) -> bool {
        !matches!(self.answer, VariantAnswer::Step(_) | VariantAnswer::Solved)
    }

    /// Why there is no step, in words, for the statuses that have a reason.
    pub fn reason(&self) -> Option<String> {
        self.reason_in(Lang::En)
    }

    /// Why there is no step, in `lang`'s words.
    pub fn reason_in(&self, lang: Lang) -> Option<String> {
        Some(match &self.answer {
            VariantAnswer::Multiple => say!(lang, "variant-several"),
            VariantAnswer::Unsolvable => say!(lang, "variant-unsolvable"),
            VariantAnswer::Invalid(_) => say!(lang, "variant-invalid"),
            VariantAnswer::Solved => say!(lang, "variant-filled"),
            VariantAnswer::Stuck(id) => crate::words::message(lang, id, &Default::default()),
            VariantAnswer::GaveUp(after) => gave_up_words(*after, lang),
            VariantAnswer::Unsupported(words) => words.clone(),
            VariantAnswer::Clashes(_) | VariantAnswer::WrongEntries(_) | VariantAnswer::Step(_) => {
                return None;
            }
        })
    }

    /// The mistakes in words: the rules the sheet breaks, or the wrong entries (which
    /// never name the solution's digit).
    pub fn mistake_texts(&self) -> Vec<String> {
        self.mistake_texts_in(Lang::En)
    }

    /// The mistakes in `lang`'s words (the rules broken keep the rule's own words).
    pub fn mistake_texts_in(&self, lang: Lang) -> Vec<String> {
        match &self.answer {
            VariantAnswer::Clashes(broken) => broken.iter().map(ToString::to_string).collect(),
            VariantAnswer::WrongEntries(cells) => {
                cells.iter().map(|c| wrong_entry_text(c, lang)).collect()
            }
            _ => Vec::new(),
        }
    }

    /// The hint in words, one line each, as the command line prints it.
    pub fn lines(&self) -> Vec<String> {
        self.lines_in(Lang::En)
    }

    /// The hint in `lang`'s words, one line each.
    pub fn lines_in(&self, lang: Lang) -> Vec<String> {
        let reason = self.reason_in(lang).unwrap_or_default();
        match &self.answer {
            VariantAnswer::Multiple => vec![say!(lang, "hint-several-plain")],
            VariantAnswer::Unsolvable => vec![say!(lang, "hint-no-solution", reason = reason)],
            VariantAnswer::Invalid(broken) => listed(
                say!(lang, "hint-invalid"),
                broken.iter().map(ToString::to_string).collect(),
            ),
            VariantAnswer::Clashes(_) => {
                listed(say!(lang, "hint-clashes"), self.mistake_texts_in(lang))
            }
            VariantAnswer::WrongEntries(cells) => listed(
                mistakes_head(cells.len(), lang),
                self.mistake_texts_in(lang),
            ),
            VariantAnswer::Solved => vec![say!(lang, "hint-solved")],
            VariantAnswer::Stuck(_) | VariantAnswer::GaveUp(_) | VariantAnswer::Unsupported(_) => {
                vec![say!(lang, "hint-none", reason = reason)]
            }
            VariantAnswer::Step(step) => vec![step_words(
                self.level,
                step.nudge_in(lang),
                step.technique(),
                step.rating_tenths(),
                || step.line_in(lang),
                lang,
            )],
        }
    }
}

/// A wrong entry in words: its cell, not the solution's digit.
pub(crate) fn wrong_entry_text(cell: &Pos, lang: Lang) -> String {
    say!(lang, "mistake-not-the-solution", cell = cell.to_string())
}

/// The hint for the player's `sheet` (one digit per cell in reading order, 0 for empty,
/// every given of `puzzle` kept) at `level`. On 9×9 boards the step comes from
/// `repertoire` within `budget`; on other sizes from the smaller engine, whose techniques
/// (singles, intersections, pairs and triples, X-wing) are in every repertoire, and whose
/// digits from 10 on are written in `symbols`. The puzzle's solution count is not
/// budgeted.
///
/// An error says how the sheet does not fit the puzzle: its length, or a given changed.
pub fn variant_hint(
    puzzle: &Puzzle,
    sheet: &[u8],
    symbols: Symbols,
    level: HintLevel,
    logic: &Logic,
) -> Result<VariantHint, VariantError> {
    variant_hint_from_marks(puzzle, sheet, None, symbols, level, logic)
}

/// As [`variant_hint`], from the player's pencil `marks` too: one list of digits per
/// cell in reading order (ignored where the sheet has a digit). Each empty cell starts
/// with the candidates its marks keep, never fewer than its solution's digit: a mark
/// wrongly crossed out is not taken as the truth, so the step found is still sound.
///
/// ```
/// use shudu::hint::HintLevel;
/// use shudu::logic::{Logic, Repertoire};
/// use shudu::variant::hint::{VariantAnswer, variant_hint, variant_hint_from_marks};
/// use shudu::variant::{Puzzle, Rules, Shape, Symbols};
/// let puzzle = Puzzle::from_line(Rules::new(Shape::for_size(4)?), "..4.3.....3.2...", Symbols::Standard)?;
/// let hint = |marks: Option<&[Vec<u8>]>| {
///     let found = variant_hint_from_marks(&puzzle, puzzle.values(), marks, Symbols::Standard,
///         HintLevel::Full, &Logic::new(Repertoire::Full)).unwrap();
///     let VariantAnswer::Step(step) = found.answer else { panic!("a step") };
///     step.line()
/// };
/// // Marks that keep every candidate give the hint the digits alone give.
/// let every: Vec<Vec<u8>> = vec![vec![1, 2, 3, 4]; 16];
/// assert_eq!(hint(Some(&every)), hint(None));
/// # Ok::<(), shudu::variant::VariantError>(())
/// ```
pub fn variant_hint_from_marks(
    puzzle: &Puzzle,
    sheet: &[u8],
    marks: Option<&[Vec<u8>]>,
    symbols: Symbols,
    level: HintLevel,
    logic: &Logic,
) -> Result<VariantHint, VariantError> {
    let answer = answer(puzzle, sheet, marks, symbols, logic)?;
    Ok(VariantHint { level, answer })
}

fn answer(
    puzzle: &Puzzle,
    sheet: &[u8],
    marks: Option<&[Vec<u8>]>,
    symbols: Symbols,
    logic: &Logic,
) -> Result<VariantAnswer, VariantError> {
    let n = puzzle.size();
    puzzle.one_per_cell("variant-sheet-cells", sheet.len())?;
    if let Some(marks) = marks {
        puzzle.one_per_cell("variant-marks-cells", marks.len())?;
    }
    for (i, (&given, &now)) in puzzle.values().iter().zip(sheet).enumerate() {
        if given != 0 && now != given {
            let shown = |d: u8| -> Value {
                if d == 0 {
                    Phrase::new("variant-empty").into()
                } else {
                    symbols.symbol(d).to_string().into()
                }
            };
            return Err(VariantError::Format(
                Phrase::new("variant-given-changed")
                    .with("cell", Pos::from_index(i, n).to_string())
                    .with("given", shown(given))
                    .with("now", shown(now)),
            ));
        }
    }
    let solution = match puzzle.solve() {
        Outcome::Unique(solution) => solution,
        Outcome::Multiple(..) => return Ok(VariantAnswer::Multiple),
        Outcome::Unsolvable => return Ok(VariantAnswer::Unsolvable),
        Outcome::Invalid(broken) => return Ok(VariantAnswer::Invalid(broken)),
    };
    let position = Puzzle::new(puzzle.shared_rules().clone(), sheet.to_vec())?;
    let broken = position.violations();
    if !broken.is_empty() {
        return Ok(VariantAnswer::Clashes(broken));
    }
    let wrong: Vec<Pos> = (0..n * n)
        .filter(|&i| sheet[i] != 0 && sheet[i] != solution[i])
        .map(|i| Pos::from_index(i, n))
        .collect();
    if !wrong.is_empty() {
        return Ok(VariantAnswer::WrongEntries(wrong));
    }
    if sheet.iter().all(|&v| v != 0) {
        return Ok(VariantAnswer::Solved);
    }
    // Per empty cell, the digits its marks cross out (never the solution's).
    let crossed = |i: usize| -> Vec<u8> {
        match marks {
            Some(marks) if sheet[i] == 0 => (1..=n as u8)
                .filter(|&d| d != solution[i] && !marks[i].contains(&d))
                .collect(),
            _ => Vec::new(),
        }
    };
    if is_sized(&position) {
        let mut board = match SizedBoard::new(&position, symbols) {
            Ok(board) => board,
            Err(err) => return Ok(VariantAnswer::Unsupported(err.to_string())),
        };
        for i in 0..n * n {
            for d in crossed(i) {
                board.remove(i, d);
            }
        }
        return Ok(match next_sized_step(&board) {
            Some(step) => VariantAnswer::Step(VariantStep::Sized(Box::new(step))),
            None => VariantAnswer::Stuck("path-stuck-sized"),
        });
    }
    let mut board = match Board::of_variant(&position) {
        Ok(board) => board,
        Err(err) => return Ok(VariantAnswer::Unsupported(err.to_string())),
    };
    for i in 0..n * n {
        for d in crossed(i) {
            if let (Some(cell), Some(digit)) = (Cell::from_index(i), Digit::new(d)) {
                board.eliminate(cell, digit);
            }
        }
    }
    Ok(match logic.next_step(&board) {
        Ok(Some(step)) => VariantAnswer::Step(VariantStep::Nine(Box::new(step))),
        Ok(None) => VariantAnswer::Stuck("path-stuck-variant"),
        Err(_) => VariantAnswer::GaveUp(logic.budget().length()),
    })
}

/// A hint for one sheet of a puzzle of any board: [`Puzzle::hint`] makes it. On classic
/// rules it is the classic engine's [`Hint`] (mistakes cut to the level, pencil marks
/// judged against the solution, a reveal when no technique applies); on every other
/// board the variant engine's [`VariantHint`]. Its record is the record of the hint it
/// holds (`docs/records.md`, "hint" and "hint of a variant").
///
/// ```
/// use shudu::hint::HintLevel;
/// use shudu::logic::{Logic, Repertoire};
/// use shudu::variant::{Puzzle, Symbols, read_any_board};
/// let hint = |text: &str| {
///     let puzzle = read_any_board(text).remove(0).unwrap().puzzle;
///     let logic = Logic::new(Repertoire::Full);
///     puzzle.hint(puzzle.values(), None, Symbols::Standard, HintLevel::Technique, &logic)
/// };
/// let classic = hint("8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..")?;
/// assert!(classic.as_classic().is_some() && classic.status() == "hint");
/// let six = hint(".1.23...6.......535..4.........4...1")?;
/// assert_eq!(six.lines(), ["Hint: a Hidden Single (1.2); look at box 2."]);
/// # Ok::<(), shudu::variant::VariantError>(())
/// ```
#[derive(Clone, Debug)]
pub struct BoardHint(BoardHintOf);

/// The engine's own hint inside a [`BoardHint`].
#[derive(Clone, Debug)]
pub(crate) enum BoardHintOf {
    Classic(Hint),
    Variant(VariantHint),
}

impl From<Hint> for BoardHint {
    /// The hint of a classic position ([`crate::hint::hint`]) as every board's hint.
    fn from(hint: Hint) -> BoardHint {
        BoardHint(BoardHintOf::Classic(hint))
    }
}

impl BoardHint {
    /// The status word of the hint it holds ([`Hint::status`], [`VariantHint::status`]).
    pub fn status(&self) -> &'static str {
        match &self.0 {
            BoardHintOf::Classic(hint) => hint.status(),
            BoardHintOf::Variant(hint) => hint.status(),
        }
    }

    /// The level it was asked at.
    pub fn level(&self) -> HintLevel {
        match &self.0 {
            BoardHintOf::Classic(hint) => hint.level,
            BoardHintOf::Variant(hint) => hint.level,
        }
    }

    /// Whether the hint failed to move the player on.
    pub fn failed(&self) -> bool {
        match &self.0 {
            BoardHintOf::Classic(hint) => hint.failed(),
            BoardHintOf::Variant(hint) => hint.failed(),
        }
    }

    /// The hint in words, one line each, as the command line prints it.
    pub fn lines(&self) -> Vec<String> {
        self.lines_in(Lang::En)
    }

    /// The hint in `lang`'s words, one line each.
    ///
    /// ```
    /// use shudu::hint::HintLevel;
    /// use shudu::logic::{Logic, Repertoire};
    /// use shudu::variant::read_any_board;
    /// use shudu::words::Lang;
    /// use shudu::Symbols;
    /// let puzzle = read_any_board(".1.23...6.......535..4.........4...1").remove(0).unwrap().puzzle;
    /// let hint = puzzle.hint(puzzle.values(), None, Symbols::Standard, HintLevel::Technique,
    ///     &Logic::new(Repertoire::Full))?;
    /// assert_eq!(hint.lines_in(Lang::ZhHant), ["提示：「宮排除」（1.2）；看看第 2 宮。"]);
    /// # Ok::<(), shudu::variant::VariantError>(())
    /// ```
    pub fn lines_in(&self, lang: Lang) -> Vec<String> {
        match &self.0 {
            BoardHintOf::Classic(hint) => hint.lines_in(lang),
            BoardHintOf::Variant(hint) => hint.lines_in(lang),
        }
    }

    /// The technique of the step the hint gives (a step at the technique or full level),
    /// whichever engine found it; `None` for a mistake, a nudge, a solved or stuck sheet.
    ///
    /// ```
    /// use shudu::hint::HintLevel;
    /// use shudu::logic::{Logic, Repertoire, Technique};
    /// use shudu::variant::read_any_board;
    /// use shudu::Symbols;
    /// let logic = Logic::new(Repertoire::Full);
    /// for line in [".1.23...6.......535..4.........4...1", ".....234...49.........152.....5....7....2..8..36..7.1..6.3.......7.....9.2.6.8.3."] {
    ///     let puzzle = read_any_board(line).remove(0).unwrap().puzzle;
    ///     let hint = puzzle.hint(puzzle.values(), None, Symbols::Standard, HintLevel::Full, &logic)?;
    ///     assert_eq!(hint.technique(), Some(Technique::HiddenSingleBox));
    /// }
    /// # Ok::<(), shudu::variant::VariantError>(())
    /// ```
    pub fn technique(&self) -> Option<Technique> {
        match &self.0 {
            BoardHintOf::Classic(hint) => match &hint.answer {
                crate::hint::Answer::Step(step) => Some(step.technique),
                _ => None,
            },
            BoardHintOf::Variant(hint) => match &hint.answer {
                VariantAnswer::Step(step) => Some(step.technique()),
                _ => None,
            },
        }
    }

    /// The classic engine's hint, on classic rules.
    pub fn as_classic(&self) -> Option<&Hint> {
        match &self.0 {
            BoardHintOf::Classic(hint) => Some(hint),
            BoardHintOf::Variant(_) => None,
        }
    }

    /// The variant engine's hint, on every other board.
    pub fn as_variant(&self) -> Option<&VariantHint> {
        match &self.0 {
            BoardHintOf::Classic(_) => None,
            BoardHintOf::Variant(hint) => Some(hint),
        }
    }

    /// The hint it holds, for its record.
    #[cfg(feature = "serde")]
    pub(crate) fn of(&self) -> &BoardHintOf {
        &self.0
    }
}

impl Puzzle {
    /// The hint for the player's `sheet` (one digit per cell in reading order, 0 for
    /// empty) and pencil `marks` (one list of digits per cell, ignored where the sheet
    /// has a digit) at `level`, with `logic`'s techniques within its budget, on any
    /// board: the library chooses the engine. Classic
    /// rules get the classic engine's hint, which judges a changed given, wrong entries
    /// and wrongly removed candidates as mistakes; every other board gets
    /// [`variant_hint_from_marks`]'s. An error says how the sheet or marks do not fit the
    /// board.
    pub fn hint(
        &self,
        sheet: &[u8],
        marks: Option<&[Vec<u8>]>,
        symbols: Symbols,
        level: HintLevel,
        logic: &Logic,
    ) -> Result<BoardHint, VariantError> {
        if !self.rules().is_classic() {
            let hint = variant_hint_from_marks(self, sheet, marks, symbols, level, logic)?;
            return Ok(BoardHint(BoardHintOf::Variant(hint)));
        }
        let position = self.classic_position(sheet, marks)?;
        let hint = crate::hint::hint(
            &position,
            level,
            logic.repertoire(),
            &Solver::new(),
            logic.budget(),
        );
        Ok(BoardHint(BoardHintOf::Classic(hint)))
    }

    /// The classic position of `sheet` and `marks` on this classic puzzle.
    pub(crate) fn classic_position(
        &self,
        sheet: &[u8],
        marks: Option<&[Vec<u8>]>,
    ) -> Result<Position, VariantError> {
        let puzzle = self.classic_grid_for("hint")?;
        let cells = |what: &'static str, found: usize| {
            VariantError::Format(
                Phrase::new(what)
                    .with("found", found)
                    .with("size", 9)
                    .with("expected", 81),
            )
        };
        let values: [u8; 81] = sheet
            .try_into()
            .map_err(|_| cells("variant-sheet-digits-cells", sheet.len()))?;
        if let Some((i, &v)) = values.iter().enumerate().find(|&(_, &v)| v > 9) {
            return Err(VariantError::Givens(
                Phrase::new("variant-not-classic-digit")
                    .with("cell", Pos::from_index(i, 9).to_string())
                    .with("digit", v),
            ));
        }
        let position = Position::new(puzzle, Grid::from_values(&values));
        let Some(marks) = marks else {
            return Ok(position);
        };
        if marks.len() != 81 {
            return Err(cells("variant-marks-cells", marks.len()));
        }
        let mut kept = CellMap::new(Candidates::NONE);
        for (cell, digits) in Cell::all().zip(marks) {
            for &d in digits {
                let digit = Digit::new(d).ok_or_else(|| {
                    VariantError::Format(
                        Phrase::new("variant-mark-not-classic-digit")
                            .with("cell", cell)
                            .with("digit", d),
                    )
                })?;
                kept[cell].insert(digit);
            }
        }
        Ok(position.with_marks(kept))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::Repertoire;
    use crate::variant::{Rules, Shape};

    const SIX: &str = ".1.23...6.......535..4.........4...1";

    fn six() -> Puzzle {
        Puzzle::from_line(
            Rules::new(Shape::for_size(6).unwrap()),
            SIX,
            Symbols::Standard,
        )
        .unwrap()
    }

    fn at(puzzle: &Puzzle, sheet: &[u8], level: HintLevel) -> VariantHint {
        variant_hint(
            puzzle,
            sheet,
            Symbols::Standard,
            level,
            &Logic::new(Repertoire::Full),
        )
        .unwrap()
    }

    #[test]
    fn the_levels_say_more_and_more_of_the_same_step() {
        let puzzle = six();
        let lines = |level| at(&puzzle, puzzle.values(), level).lines();
        assert_eq!(lines(HintLevel::Nudge), ["Hint: look at box 2."]);
        assert_eq!(
            lines(HintLevel::Technique),
            ["Hint: a Hidden Single (1.2); look at box 2."]
        );
        assert_eq!(
            lines(HintLevel::Full),
            ["Hidden Single (1.2): r1c6 must be 6: it is the only place for 6 in box 2"]
        );
    }

    #[test]
    fn mistakes_come_first_and_never_name_the_solutions_digit() {
        let puzzle = six();
        let solution = match puzzle.solve() {
            Outcome::Unique(s) => s,
            other => panic!("{other:?}"),
        };
        // A wrong digit that clashes with nothing: no rule is broken yet.
        let mut sheet = puzzle.values().to_vec();
        let (cell, wrong) = (0..36)
            .filter(|&i| sheet[i] == 0)
            .find_map(|i| {
                (1..=6u8).find_map(|d| {
                    let mut trial = sheet.clone();
                    trial[i] = d;
                    let fits = Puzzle::new(puzzle.shared_rules().clone(), trial)
                        .unwrap()
                        .violations()
                        .is_empty();
                    (d != solution[i] && fits).then_some((i, d))
                })
            })
            .unwrap();
        sheet[cell] = wrong;
        let found = at(&puzzle, &sheet, HintLevel::Full);
        assert_eq!(found.status(), "mistake");
        let text = format!(
            "{} does not hold the solution's digit",
            Pos::from_index(cell, 6)
        );
        assert_eq!(found.mistake_texts(), [text]);
        assert!(found.failed());
        // A digit twice in a row: the rule, in the library's words.
        let mut sheet = puzzle.values().to_vec();
        sheet[0] = 1; // r1c2 holds 1
        let found = at(&puzzle, &sheet, HintLevel::Nudge);
        assert!(matches!(found.answer, VariantAnswer::Clashes(_)));
        assert!(
            found.lines()[1].contains("both hold 1 (row 1)"),
            "{:?}",
            found.lines()
        );
    }

    #[test]
    fn a_solved_sheet_and_sheets_that_do_not_fit() {
        let puzzle = six();
        let Outcome::Unique(solution) = puzzle.solve() else {
            panic!("unique")
        };
        assert!(matches!(
            at(&puzzle, &solution, HintLevel::Full).answer,
            VariantAnswer::Solved
        ));
        let mut changed = puzzle.values().to_vec();
        changed[1] = 0;
        let err = variant_hint(
            &puzzle,
            &changed,
            Symbols::Standard,
            HintLevel::Full,
            &Logic::new(Repertoire::Full),
        )
        .unwrap_err();
        assert!(
            err.to_string()
                .contains("r1c2 is given 1 but the sheet has empty"),
            "{err}"
        );
        let short = variant_hint(
            &puzzle,
            &changed[..35],
            Symbols::Standard,
            HintLevel::Full,
            &Logic::new(Repertoire::Full),
        );
        assert!(short.unwrap_err().to_string().contains("35 cells"));
    }
}
