//! Hints, explanations and ratings for the boards the 9×9 logic engine
//! ([`crate::logic`]) does not take: 4×4 to 25×25, with their extra houses (diagonals,
//! windows, disjoint groups, jigsaw and extra regions, cages of n cells), the sight of
//! anti-knight, anti-king and killer cages, non-consecutive neighbours and odd/even
//! marks. A small engine over the variant representation: singles, pointing and
//! claiming, naked and hidden pairs and triples, and the X-wing, with the 9×9 engine's
//! technique names, words, record shape and ratings; and each rule's own step
//! (thermometers, kropki dots and XV, whispers and renban lines, arrows, cage sums), what that
//! rule alone rules out (`rule_steps.rs`).
//!
//! Sudoku Explainer has no scale for these sizes, so a rating here is shudu's own for the
//! size ([`SIZED_RATING_NOTE`]): each step rates as its technique does on 9×9, and ER, EP
//! and ED follow from the steps by the 9×9 rule. When none of these techniques applies the
//! path ends [`SizedEnd::Stuck`]: the position needs techniques beyond those available
//! for this size (a killer's sums, chains); nothing is guessed.
//!
//! Read next: `board.rs` (the candidates), `techniques.rs` (the finders), `step.rs`.

mod board;
mod rule_steps;
mod step;
mod techniques;

pub use board::SizedBoard;
pub use step::{SizedEvidence, SizedStep};

use crate::logic::{Budget, EndWords, Ending, Rating, path_text, rating_of_steps};
use crate::variant::{Pos, Puzzle, Symbols, VariantError, grid_of};
use crate::words::{Lang, say};

/// What the record and the docs say of a rating on a board other than 9×9.
pub const SIZED_RATING_NOTE: &str = "shudu's own rating for this size: each step rates as its technique does on 9×9 (Sudoku Explainer rates only 9×9)";

/// Whether `puzzle` goes to this engine rather than the 9×9 one
/// ([`crate::logic::Board::of_variant`]): every size but 9×9.
///
/// ```
/// use shudu::variant::{Puzzle, Rules, Shape};
/// let six = Puzzle::from_line(Rules::new(Shape::for_size(6)?), &".".repeat(36), Default::default())?;
/// let nine = Puzzle::from_line(Rules::new(Shape::classic()), &".".repeat(81), Default::default())?;
/// assert!(shudu::variant::logic::is_sized(&six));
/// assert!(!shudu::variant::logic::is_sized(&nine));
/// # Ok::<(), shudu::variant::VariantError>(())
/// ```
pub fn is_sized(puzzle: &Puzzle) -> bool {
    puzzle.size() != 9
}

/// Whether hints, explanations and ratings serve `puzzle`'s rules, on its size's engine;
/// the error names the rule that engine cannot reason with.
///
/// ```
/// use shudu::variant::{Puzzle, Rules, Shape};
/// let six = Puzzle::from_line(Rules::new(Shape::for_size(6)?), &".".repeat(36), Default::default())?;
/// assert!(shudu::variant::logic::explainable(&six).is_ok());
/// # Ok::<(), shudu::variant::VariantError>(())
/// ```
pub fn explainable(puzzle: &Puzzle) -> Result<(), VariantError> {
    if is_sized(puzzle) {
        SizedBoard::new(puzzle, Symbols::Standard).map(|_| ())
    } else {
        crate::logic::Board::of_variant(puzzle).map(|_| ())
    }
}

/// The easiest step on `board`, if any of the engine's techniques applies.
///
/// ```
/// use shudu::variant::{Puzzle, Rules, Shape};
/// use shudu::variant::logic::{SizedBoard, next_sized_step};
/// let rules = Rules::new(Shape::for_size(6)?);
/// let puzzle = Puzzle::from_line(rules, "12345.............................6.", Default::default())?;
/// let step = next_sized_step(&SizedBoard::new(&puzzle, Default::default())?).unwrap();
/// assert_eq!(step.explain(), "r1c6 must be 6: it is the last empty cell of row 1");
/// # Ok::<(), shudu::variant::VariantError>(())
/// ```
pub fn next_sized_step(board: &SizedBoard) -> Option<SizedStep> {
    if board.is_solved() || board.dead_cell().is_some() {
        return None;
    }
    // The rules' own steps (a thermometer, a dot, a line, a cage's sum) take their place
    // in the order by their rating, as on 9×9.
    let (easier, harder): (Vec<_>, Vec<_>) = techniques::ORDER
        .iter()
        .partition(|t| t.rating_tenths() <= rule_steps::RULE_TENTHS);
    easier
        .into_iter()
        .find_map(|&t| techniques::find(board, t))
        .or_else(|| rule_steps::find(board))
        .or_else(|| harder.into_iter().find_map(|&t| techniques::find(board, t)))
}

/// How a [`SizedPath`] ended.
///
/// ```
/// use shudu::variant::logic::SizedEnd;
/// assert_ne!(SizedEnd::Solved, SizedEnd::Stuck);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SizedEnd {
    /// Every cell is filled.
    Solved,
    /// No technique of the engine applies (the catalogue's `path-stuck-sized` says so).
    Stuck,
    /// The cell has no candidate left: the puzzle has no solution.
    Contradiction(Pos),
    /// The time budget ran out.
    GaveUp,
}

impl SizedEnd {
    /// The end's name, as the 9×9 path record writes it: `solved`, `stuck`,
    /// `contradiction`, `gave-up`.
    pub fn name(self) -> &'static str {
        self.ending().name()
    }

    /// The verdict on a puzzle whose path ended so, as `explain` reports it on 9×9:
    /// `explained`, `beyond`, `unsolvable` or `gave-up`.
    ///
    /// ```
    /// use shudu::variant::logic::SizedEnd;
    /// assert_eq!(SizedEnd::Stuck.status(), "beyond");
    /// ```
    pub fn status(self) -> &'static str {
        self.ending().status()
    }

    /// The kind of end, shared with the 9×9 paths.
    fn ending(self) -> Ending {
        match self {
            SizedEnd::Solved => Ending::Solved,
            SizedEnd::Stuck => Ending::Stuck,
            SizedEnd::Contradiction(_) => Ending::Contradiction,
            SizedEnd::GaveUp => Ending::GaveUp,
        }
    }
}

/// The steps from a board to the end of the engine's logic.
///
/// ```
/// use shudu::variant::{Puzzle, Rules, Shape};
/// use shudu::logic::Budget;
/// use shudu::variant::logic::{SizedBoard, SizedEnd, solve_sized_path};
/// let rules = Rules::new(Shape::for_size(4)?);
/// let puzzle = Puzzle::from_line(rules, "..4.3.....3.2...", Default::default())?;
/// let path = solve_sized_path(SizedBoard::new(&puzzle, Default::default())?, &Budget::unlimited());
/// assert_eq!(path.end, SizedEnd::Solved);
/// assert_eq!(path.rating().unwrap().figures(), "1.2/1.2/1.2");
/// # Ok::<(), shudu::variant::VariantError>(())
/// ```
#[derive(Clone, Debug)]
pub struct SizedPath {
    /// The steps, in order.
    pub steps: Vec<SizedStep>,
    /// How it ended.
    pub end: SizedEnd,
    /// The board where it ended.
    pub board: SizedBoard,
}

impl SizedPath {
    /// The rating of a solved path ([`SIZED_RATING_NOTE`]): ER the hardest step, EP the
    /// hardest up to the first placement, ED the first; `None` unless the path solved
    /// the board with at least one step.
    pub fn rating(&self) -> Option<Rating> {
        if self.end != SizedEnd::Solved {
            return None;
        }
        rating_of_steps(
            self.steps
                .iter()
                .map(|s| (s.rating_tenths(), !s.placements.is_empty(), s.technique)),
        )
    }

    /// The path in words, as `explain` prints it under its heading, in the 9×9 path's
    /// form ([`Path::text`](crate::logic::Path::text)): the steps numbered, then how it
    /// ended, a stuck board in the grid form of its size and in its symbols.
    ///
    /// ```
    /// use shudu::variant::{Puzzle, Rules, Shape};
    /// use shudu::logic::Budget;
    /// use shudu::variant::logic::{SizedBoard, solve_sized_path};
    /// let puzzle = Puzzle::from_line(Rules::new(Shape::for_size(4)?), "..4.3.....3.2...", Default::default())?;
    /// let path = solve_sized_path(SizedBoard::new(&puzzle, Default::default())?, &Budget::unlimited());
    /// assert!(path.text(&Budget::unlimited()).ends_with("\n     solved\n"));
    /// # Ok::<(), shudu::variant::VariantError>(())
    /// ```
    pub fn text(&self, budget: &Budget) -> String {
        self.text_in(budget, Lang::En)
    }

    /// The path in `lang`'s words (see [`SizedPath::text`]).
    pub fn text_in(&self, budget: &Budget, lang: Lang) -> String {
        let end = match self.end {
            SizedEnd::Solved => EndWords::Solved,
            SizedEnd::GaveUp => EndWords::GaveUp(budget.gave_up_in(lang)),
            SizedEnd::Contradiction(cell) => EndWords::Contradiction(cell.to_string()),
            SizedEnd::Stuck => EndWords::Stuck {
                note: say!(lang, "path-stuck-sized"),
                board: grid_of(
                    self.board.rules().shape(),
                    self.board.values(),
                    self.board.symbols(),
                ),
            },
        };
        path_text(self.steps.iter().map(|s| s.line_in(lang)), end, lang)
    }
}

/// Applies the easiest step again and again until the board is solved, no technique
/// applies, a cell runs out of candidates or `budget` is spent.
pub fn solve_sized_path(mut board: SizedBoard, budget: &Budget) -> SizedPath {
    let mut steps = Vec::new();
    let end = loop {
        if board.is_solved() {
            break SizedEnd::Solved;
        }
        if let Some(cell) = board.dead_cell() {
            break SizedEnd::Contradiction(cell);
        }
        if budget.is_spent() {
            break SizedEnd::GaveUp;
        }
        let Some(step) = next_sized_step(&board) else {
            break SizedEnd::Stuck;
        };
        apply(&mut board, &step);
        steps.push(step);
    };
    SizedPath { steps, end, board }
}

/// Puts the step's placements on the board and takes out its eliminations.
fn apply(board: &mut SizedBoard, step: &SizedStep) {
    let n = board.size();
    for &(p, d) in &step.placements {
        board.place(p.index(n), d);
    }
    for &(p, d) in &step.eliminations {
        board.remove(p.index(n), d);
    }
}
