//! Explaining a puzzle of any board step by step: [`Puzzle::explain`] is the one
//! door. The library chooses the engine: the 9×9 logic engine for classic rules and the
//! 9×9 variants (its board built from the rules), the smaller engine on every other size
//! (`logic/`, whose ratings are shudu's own for the size). A puzzle that cannot be
//! explained (several solutions, none, broken givens, a rule the engine cannot reason
//! with) is the same [`VariantUnrated`] outcome the rating gives.
//!
//! Read next: `rating.rs` (the rating from the same engines), `crate::logic::Path`.

use super::logic::{
    SIZED_RATING_NOTE, SizedBoard, SizedEnd, SizedPath, is_sized, solve_sized_path,
};
use super::rating::VariantUnrated;
use super::{Puzzle, Symbols, line_of};
use crate::logic::{Board, Budget, Logic, Path, PathEnd, Rating, rate_path};
use crate::words::{Lang, say};

/// The steps from a puzzle's givens to the end of the engine's logic, on any board, and
/// the rating the path gives.
///
/// ```
/// use shudu::logic::Logic;
/// use shudu::variant::read_any_board;
/// let explain = |text: &str| {
///     let puzzle = read_any_board(text).remove(0).unwrap().puzzle;
///     puzzle.explain(&Logic::default()).unwrap()
/// };
/// let classic = explain("..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759..");
/// assert_eq!(classic.status(), "explained");
/// assert_eq!(classic.rating().unwrap().figures(), "3.8/1.2/1.2");
/// assert!(classic.scale().is_none());
/// let six = explain(".1.23...6.......535..4.........4...1");
/// assert!(six.is_solved() && six.scale().is_some()); // shudu's own scale on 6×6
/// ```
#[derive(Clone, Debug)]
pub struct BoardPath(PathOf);

/// The engine's own path inside a [`BoardPath`].
#[derive(Clone, Debug)]
pub(crate) enum PathOf {
    /// The 9×9 engine's path, and its Sudoku Explainer rating (with that repertoire).
    Nine(Box<Path>, Option<Rating>),
    /// The smaller engine's path.
    Sized(Box<SizedPath>),
}

impl BoardPath {
    /// Every status an explanation reports, in the order summaries count them: a path's
    /// verdicts ([`BoardPath::status`]), then why [`Puzzle::explain`] gives none
    /// ([`VariantUnrated::status`]).
    pub const STATUSES: [&'static str; 7] = [
        "explained",
        "beyond",
        "gave-up",
        "multiple",
        "unsolvable",
        "invalid",
        "unsupported",
    ];

    /// The verdict: `explained`, `beyond` (no technique applies), `unsolvable` (a
    /// contradiction) or `gave-up`.
    pub fn status(&self) -> &'static str {
        match &self.0 {
            PathOf::Nine(path, _) => path.end.status(),
            PathOf::Sized(path) => path.end.status(),
        }
    }

    /// Whether the logic filled every cell.
    pub fn is_solved(&self) -> bool {
        match &self.0 {
            PathOf::Nine(path, _) => path.is_solved(),
            PathOf::Sized(path) => path.end == SizedEnd::Solved,
        }
    }

    /// The puzzle's rating from this path: Sudoku Explainer's on 9×9 boards (when the
    /// path used its repertoire), shudu's own on other sizes; none for a path that
    /// stopped short.
    pub fn rating(&self) -> Option<Rating> {
        match &self.0 {
            PathOf::Nine(_, rating) => *rating,
            PathOf::Sized(path) => path.rating(),
        }
    }

    /// The sentence saying the rating is shudu's own for the size, on other sizes.
    pub fn scale(&self) -> Option<&'static str> {
        match &self.0 {
            PathOf::Nine(..) => None,
            PathOf::Sized(_) => Some(SIZED_RATING_NOTE),
        }
    }

    /// The path in words, one step per line, then how it ended (on a path that
    /// stopped short, the board where it stopped and why).
    pub fn text(&self, budget: &Budget) -> String {
        self.text_in(budget, Lang::En)
    }

    /// The path in `lang`'s words (see [`BoardPath::text`]).
    pub fn text_in(&self, budget: &Budget, lang: Lang) -> String {
        match &self.0 {
            PathOf::Nine(path, _) => {
                let stuck = if path.board.is_variant() {
                    say!(lang, "path-stuck-variant")
                } else {
                    say!(lang, "path-stuck-classic")
                };
                path.text_in(budget, &stuck, lang)
            }
            PathOf::Sized(path) => path.text_in(budget, lang),
        }
    }

    /// Where a path that no technique took further stopped, as the record gives it —
    /// the candidates left (on another size, the digits placed, as a line) — and why,
    /// in words; `None` for a path that did not stop so.
    pub fn stuck(&self) -> Option<(String, String)> {
        match &self.0 {
            PathOf::Nine(path, _) => (path.end == PathEnd::Stuck).then(|| {
                (
                    path.board.to_candidate_string(),
                    stuck_words(path).to_owned(),
                )
            }),
            PathOf::Sized(path) => (path.end == SizedEnd::Stuck).then(|| {
                (
                    line_of(path.board.values(), Symbols::Standard),
                    say!(Lang::En, "path-stuck-sized"),
                )
            }),
        }
    }

    /// The path it holds, for its record.
    #[cfg(feature = "serde")]
    pub(crate) fn of(&self) -> &PathOf {
        &self.0
    }
}

/// What the 9×9 engine's record says where no technique applies (the text's words are
/// the catalogue's `path-stuck-*`): on the classic board and on a variant's.
fn stuck_words(path: &Path) -> &'static str {
    if path.board.is_variant() {
        "no technique shudu uses on this variant applies from here"
    } else {
        "no implemented technique applies from here"
    }
}

impl Puzzle {
    /// The puzzle explained on `logic`'s settings — its techniques (the smaller engine's
    /// are in every repertoire) within its budget — or why it cannot be.
    pub fn explain(&self, logic: &Logic) -> Result<BoardPath, VariantUnrated> {
        self.one_solution_or_why()?;
        if is_sized(self) {
            let board = SizedBoard::new(self, Symbols::Standard)
                .map_err(|e| VariantUnrated::Unsupported(e.phrase()))?;
            let path = solve_sized_path(board, logic.budget());
            return Ok(BoardPath(PathOf::Sized(Box::new(path))));
        }
        let board = Board::of_variant(self).map_err(|e| VariantUnrated::Unsupported(e.phrase()))?;
        let path = logic.solve_path_from(board);
        let rating = if logic.repertoire().rates() {
            rate_path(&path).ok()
        } else {
            None
        };
        Ok(BoardPath(PathOf::Nine(Box::new(path), rating)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::Repertoire;
    use crate::variant::read_any_board;

    fn puzzle(text: &str) -> Puzzle {
        read_any_board(text).remove(0).unwrap().puzzle
    }

    #[test]
    fn the_classic_path_is_the_classic_engines() {
        let text =
            "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759..";
        let grid: crate::Grid = text.parse().unwrap();
        let classic = Logic::new(Repertoire::Full).solve_path(&grid);
        let found = puzzle(text).explain(&Logic::new(Repertoire::Full)).unwrap();
        let PathOf::Nine(path, rating) = &found.0 else {
            panic!("the 9×9 engine")
        };
        assert_eq!(path.steps, classic.steps);
        assert!(rating.is_none(), "the full repertoire is not SE's");
    }

    #[test]
    fn puzzles_without_one_solution_say_why() {
        let several = puzzle(&".".repeat(36));
        let err = several.explain(&Logic::new(Repertoire::Full)).unwrap_err();
        assert_eq!(err.status(), "multiple");
    }
}
