//! Ratings of variant puzzles of every size: the one place that decides them, so the
//! command line, the web server and the Python package rate a variant puzzle alike.
//!
//! [`rate_variant`] asks first whether the puzzle has one solution, then follows the logic
//! to the end within the caller's budget: on 9×9 boards the 9×9 engine with Sudoku
//! Explainer's repertoire ([`crate::logic::Board::of_variant`]; the scale of SE's forks for
//! the variants they rate), on other sizes the smaller engine ([`super::logic`]), whose
//! rating is shudu's own for the size and says so ([`Rating::scale`]).
//!
//! Read next: [`crate::logic::rate_path`] (how a path becomes ER/EP/ED),
//! [`super::hint`] (hints on the same boards).

use std::fmt;

use super::error::reason_in_each;
use super::generate::gave_up_phrase;
use super::logic::{SIZED_RATING_NOTE, SizedBoard, SizedEnd, is_sized, solve_sized_path};
use super::solve::broken_phrase;
use super::{Outcome, Puzzle, Symbols, Violation};
use crate::logic::{Board, Budget, Logic, Rating, SeProfile, Unrated, rate_path};
use crate::words::{Lang, Phrase};

/// Why a variant puzzle has no rating.
///
/// ```
/// use shudu::logic::Budget;
/// use shudu::variant::rating::{VariantUnrated, rate_variant};
/// use shudu::variant::{Puzzle, Rules, Shape, Symbols};
/// let empty = Puzzle::from_line(Rules::new(Shape::for_size(4)?), &".".repeat(16), Symbols::Standard)?;
/// let why = rate_variant(&empty, &Budget::unlimited()).unwrap_err();
/// assert!(matches!(why, VariantUnrated::Multiple));
/// assert_eq!(why.status(), "multiple");
/// assert_eq!(why.to_string(), "not unique: no rating");
/// assert_eq!(why.words_in(shudu::words::Lang::ZhHans), "不唯一：无法评分");
/// # Ok::<(), shudu::variant::VariantError>(())
/// ```
#[derive(Clone, Debug)]
pub enum VariantUnrated {
    /// The givens have several solutions.
    Multiple,
    /// The givens break no rule, yet nothing completes them.
    Unsolvable,
    /// The givens break rules.
    Invalid(Vec<Violation>),
    /// Every cell is given.
    NothingToSolve,
    /// The engine's techniques stop short of the end: its words.
    Beyond(Phrase),
    /// The budget ran out (`gave up after 2 s`).
    GaveUp(Phrase),
    /// The engine cannot reason with one of the rules: the library's reason.
    Unsupported(Phrase),
}

impl VariantUnrated {
    /// Every status word [`VariantUnrated::status`] gives, in the order summaries count
    /// them (after the rated puzzles' levels).
    pub const STATUSES: [&'static str; 7] = [
        "beyond",
        "gave-up",
        "solved",
        "multiple",
        "unsolvable",
        "invalid",
        "unsupported",
    ];

    /// The status word: `multiple`, `unsolvable`, `invalid`, `solved`, `beyond`,
    /// `gave-up` or `unsupported`.
    pub fn status(&self) -> &'static str {
        match self {
            VariantUnrated::Multiple => "multiple",
            VariantUnrated::Unsolvable => "unsolvable",
            VariantUnrated::Invalid(_) => "invalid",
            VariantUnrated::NothingToSolve => "solved",
            VariantUnrated::Beyond(_) => "beyond",
            VariantUnrated::GaveUp(_) => "gave-up",
            VariantUnrated::Unsupported(_) => "unsupported",
        }
    }
}

impl VariantUnrated {
    /// Why there is no rating, in `lang`'s words (in English by `Display`).
    pub fn words_in(&self, lang: Lang) -> String {
        let phrase = match self {
            VariantUnrated::Multiple => Phrase::new("rate-not-unique"),
            VariantUnrated::Unsolvable => Phrase::new("rate-no-solution"),
            VariantUnrated::Invalid(broken) => {
                Phrase::new("check-invalid").with("broken", broken_phrase(broken))
            }
            VariantUnrated::NothingToSolve => Phrase::new("rate-nothing"),
            VariantUnrated::Beyond(words)
            | VariantUnrated::GaveUp(words)
            | VariantUnrated::Unsupported(words) => words.clone(),
        };
        phrase.words_in(lang)
    }
}

impl fmt::Display for VariantUnrated {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words_in(Lang::En))
    }
}

impl std::error::Error for VariantUnrated {}

impl Puzzle {
    /// The rating of this puzzle on any board, or why it has none: the library chooses
    /// the engine — Sudoku Explainer's ER/EP/ED from the full logic engine on every 9×9
    /// board, classic or variant, and shudu's own rating for the size (its `scale` says
    /// so) on every other side. The logic runs within `budget` (the solution count
    /// before it does not).
    ///
    /// ```
    /// use shudu::logic::Budget;
    /// let puzzle: shudu::Puzzle =
    ///     "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759.."
    ///         .parse()?;
    /// let rated = puzzle.rate(&Budget::unlimited())?;
    /// assert_eq!(rated.figures(), "3.8/1.2/1.2");
    /// assert!(rated.scale.is_none());
    ///
    /// // On 6×6 the rating is shudu's own, and says so.
    /// let six: shudu::Puzzle = ".1.23...6.......535..4.........4...1".parse()?;
    /// let rated = six.rate(&Budget::unlimited())?;
    /// assert_eq!(rated.figures(), "1.5/1.2/1.2");
    /// assert!(rated.scale.unwrap().starts_with("shudu's own rating"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn rate(&self, budget: &Budget) -> Result<Rating, VariantUnrated> {
        rate_variant(self, budget)
    }

    /// [`Puzzle::rate`] as the Sudoku Explainer of `profile` rates: on `se121`, gsf's
    /// `serate` of Sudoku Explainer 1.2.1.3, which lacks SukakuExplainer's strong-link
    /// patterns and larger wings, so it rates some puzzles higher.
    ///
    /// ```
    /// use shudu::logic::{Budget, SeProfile};
    /// let puzzle: shudu::Puzzle =
    ///     "..426.78.....5.6.....4.3.9..32..7.....1...2.....9..83..2.8.1.....7.2.....13.465.."
    ///         .parse()?;
    /// let sukaku = puzzle.rate_on(SeProfile::Sukaku, &Budget::unlimited())?;
    /// let se121 = puzzle.rate_on(SeProfile::Se121, &Budget::unlimited())?;
    /// assert_eq!((sukaku.hardest.name(), sukaku.figures().as_str()), ("Skyscraper", "4.0/1.2/1.2"));
    /// assert_eq!((se121.hardest.name(), se121.figures().as_str()), ("XY-Wing", "4.2/1.2/1.2"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn rate_on(&self, profile: SeProfile, budget: &Budget) -> Result<Rating, VariantUnrated> {
        rate_on_profile(self, profile, budget)
    }

    /// Nothing for a puzzle with one solution, which logic can rate and explain; else
    /// why not, as every verb that needs one says it.
    pub(super) fn one_solution_or_why(&self) -> Result<(), VariantUnrated> {
        match self.solve() {
            Outcome::Unique(_) => Ok(()),
            Outcome::Multiple(..) => Err(VariantUnrated::Multiple),
            Outcome::Unsolvable => Err(VariantUnrated::Unsolvable),
            Outcome::Invalid(broken) => Err(VariantUnrated::Invalid(broken)),
        }
    }
}

/// The rating of `puzzle`, or why it has none ([`Puzzle::rate`]); the logic runs within
/// `budget` (the solution count before it does not).
pub fn rate_variant(puzzle: &Puzzle, budget: &Budget) -> Result<Rating, VariantUnrated> {
    rate_on_profile(puzzle, SeProfile::Sukaku, budget)
}

/// [`rate_variant`] as the Sudoku Explainer of `profile` rates ([`Puzzle::rate_on`]).
fn rate_on_profile(
    puzzle: &Puzzle,
    profile: SeProfile,
    budget: &Budget,
) -> Result<Rating, VariantUnrated> {
    puzzle.one_solution_or_why()?;
    if puzzle.values().iter().all(|&v| v != 0) {
        return Err(VariantUnrated::NothingToSolve);
    }
    if is_sized(puzzle) {
        let board = SizedBoard::new(puzzle, Symbols::Standard)
            .map_err(|e| VariantUnrated::Unsupported(e.phrase()))?;
        let path = solve_sized_path(board, budget);
        return match (path.end, path.rating()) {
            (SizedEnd::Solved, Some(rating)) => Ok(Rating {
                scale: Some(SIZED_RATING_NOTE),
                ..rating
            }),
            (SizedEnd::GaveUp, _) => Err(VariantUnrated::GaveUp(gave_up_phrase(budget))),
            // A unique puzzle's logic cannot end in a contradiction; said plainly if so.
            (SizedEnd::Contradiction(cell), _) => Err(VariantUnrated::Beyond(
                Phrase::new("rate-dead-cell").with("cell", cell.to_string()),
            )),
            _ => Err(VariantUnrated::Beyond(Phrase::new("path-stuck-sized"))),
        };
    }
    let board = Board::of_variant(puzzle).map_err(|e| VariantUnrated::Unsupported(e.phrase()))?;
    let path = Logic::new(profile.repertoire())
        .within(budget)
        .solve_path_from(board);
    match rate_path(&path) {
        Ok(rating) => Ok(rating),
        Err(Unrated::NothingToSolve) => Err(VariantUnrated::NothingToSolve),
        Err(Unrated::GaveUp { .. }) => Err(VariantUnrated::GaveUp(gave_up_phrase(budget))),
        // The 9×9 engine's own words (`logic/rating.rs`).
        Err(why) => Err(VariantUnrated::Beyond(reason_in_each(|lang| {
            why.words_in(lang)
        }))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variant::error::reason;
    use crate::variant::{Rules, Shape, Verdict};

    /// The status lists summaries count by hold every status the verbs give.
    #[test]
    fn the_status_lists_name_every_status() {
        let unrated = [
            VariantUnrated::Multiple,
            VariantUnrated::Unsolvable,
            VariantUnrated::Invalid(Vec::new()),
            VariantUnrated::NothingToSolve,
            VariantUnrated::Beyond(reason("")),
            VariantUnrated::GaveUp(reason("")),
            VariantUnrated::Unsupported(reason("")),
        ];
        let statuses: Vec<&str> = unrated.iter().map(VariantUnrated::status).collect();
        for status in &statuses {
            assert!(VariantUnrated::STATUSES.contains(status), "{status}");
        }
        assert_eq!(statuses.len(), VariantUnrated::STATUSES.len());
        // Explain gives the path's verdicts and the refusals, but never "solved".
        let ends = [
            crate::logic::PathEnd::Solved,
            crate::logic::PathEnd::Stuck,
            crate::logic::PathEnd::Contradiction(crate::Cell::new(0, 0).unwrap()),
            crate::logic::PathEnd::GaveUp,
        ];
        for end in &ends {
            let status = end.ending().status();
            assert!(
                super::super::BoardPath::STATUSES.contains(&status),
                "{end:?}"
            );
        }
        for why in unrated
            .iter()
            .filter(|w| !matches!(w, VariantUnrated::NothingToSolve))
        {
            assert!(
                super::super::BoardPath::STATUSES.contains(&why.status()),
                "{why}"
            );
        }
        let verdicts: Vec<&str> = Verdict::ALL.iter().map(|v| v.name()).collect();
        assert_eq!(
            verdicts,
            ["minimal", "unique", "multiple", "unsolvable", "invalid"]
        );
    }

    #[test]
    fn nine_by_nine_variants_are_on_sudoku_explainers_scale() {
        let rules = Rules::new(Shape::classic()).with_named("x").unwrap();
        let made = Puzzle::generate(rules, crate::Symmetry::None, 3, 0).unwrap();
        let rated = rate_variant(&made.puzzle, &Budget::unlimited()).unwrap();
        assert!(rated.scale.is_none());
        assert!(rated.er >= 10, "{rated:?}");
    }

    #[test]
    fn broken_and_full_puzzles_say_why() {
        let four = |line: &str| {
            Puzzle::from_line(
                Rules::new(Shape::for_size(4).unwrap()),
                line,
                Symbols::Standard,
            )
            .unwrap()
        };
        let broken = rate_variant(&four("11.............."), &Budget::unlimited()).unwrap_err();
        assert_eq!(broken.status(), "invalid");
        assert!(
            broken.to_string().contains("both hold 1 (row 1)"),
            "{broken}"
        );
        let full = rate_variant(&four("1234341221434321"), &Budget::unlimited()).unwrap_err();
        assert_eq!(full.status(), "solved");
    }

    #[test]
    fn why_there_is_no_rating_reads_in_chinese() {
        use crate::words::Lang;
        let rules = Rules::new(Shape::for_size(4).unwrap());
        let clash = Puzzle::from_line(rules, "11..............", Symbols::Standard).unwrap();
        let why = rate_variant(&clash, &Budget::unlimited()).unwrap_err();
        assert_eq!(
            why.to_string(),
            "clashing givens: r1c1 and r1c2 both hold 1 (row 1)"
        );
        assert_eq!(
            why.words_in(Lang::ZhHans),
            "提示数冲突：r1c1 和 r1c2 都是 1（第 1 行）"
        );
        assert_eq!(
            VariantUnrated::Unsolvable.words_in(Lang::ZhHant),
            "無解：無法評分"
        );
    }
}
