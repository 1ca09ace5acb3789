//! [`Book`]: puzzles laid out as the pages of a booklet — a running head with the title,
//! one, two, four or six numbered boards to a page with an optional caption (the level,
//! say), then the answers at the back, smaller and keyed by the same numbers, and page
//! numbers at the foot. Every measure is a fraction of the paper's width, so A5 is A4
//! scaled down and Letter differs only in its proportions.
//!
//! A book speaks one language ([`Book::with_lang`]): its labels, answer head and rating
//! captions are the catalogue's `print-*` messages (`locales/*/print.ftl`). Chinese
//! needs a [`Typeface`] ([`Book::with_typeface`]) that each page sets those words in;
//! the boards' digits, page numbers and anything else the standard fonts can set stay
//! in Helvetica, so the boards look the same in every language.
//!
//! Read next: `board.rs` (each board), `pdf.rs` and `svg.rs` (writing the pages out).

use super::board::Diagram;
use super::drawing::{Drawing, Gray};
use super::font::Font;
use super::typeface::Typeface;
use super::variant_board::VariantDiagram;
use crate::Grid;
use crate::logic::{Level, Tenths};
use crate::variant::{Puzzle, VariantError};
use crate::words::{Lang, say};

/// A paper size.
///
/// ```
/// use shudu::render::Paper;
/// assert_eq!(Paper::from_name("a4"), Some(Paper::A4));
/// assert_eq!(Paper::Letter.size(), (612.0, 792.0));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Paper {
    /// ISO A4, 210 × 297 mm.
    A4,
    /// US Letter, 8.5 × 11 in.
    Letter,
    /// ISO A5, 148 × 210 mm.
    A5,
}

impl Paper {
    /// Every paper size.
    pub const ALL: [Paper; 3] = [Paper::A4, Paper::Letter, Paper::A5];

    /// Width and height in points (1/72 in).
    pub fn size(self) -> (f64, f64) {
        match self {
            Paper::A4 => (595.28, 841.89),
            Paper::Letter => (612.0, 792.0),
            Paper::A5 => (419.53, 595.28),
        }
    }

    /// The lowercase name used on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Paper::A4 => "a4",
            Paper::Letter => "letter",
            Paper::A5 => "a5",
        }
    }

    /// The paper of a name, in any case.
    pub fn from_name(name: &str) -> Option<Paper> {
        Paper::ALL
            .into_iter()
            .find(|p| p.name().eq_ignore_ascii_case(name))
    }
}

/// How many puzzles a page holds, and so how they are arranged.
///
/// ```
/// use shudu::render::PerPage;
/// assert_eq!(PerPage::from_count(6), Some(PerPage::Six));
/// assert_eq!(PerPage::Six.columns_rows(), (2, 3));
/// assert_eq!(PerPage::from_count(3), None);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum PerPage {
    /// One large board.
    One,
    /// Two boards, one above the other.
    Two,
    /// Four boards, two by two.
    Four,
    /// Six boards, two across and three down.
    Six,
}

impl PerPage {
    /// The arrangement of `count` boards to a page (1, 2, 4 or 6).
    pub fn from_count(count: usize) -> Option<PerPage> {
        match count {
            1 => Some(PerPage::One),
            2 => Some(PerPage::Two),
            4 => Some(PerPage::Four),
            6 => Some(PerPage::Six),
            _ => None,
        }
    }

    /// Boards across and down.
    pub fn columns_rows(self) -> (usize, usize) {
        match self {
            PerPage::One => (1, 1),
            PerPage::Two => (1, 2),
            PerPage::Four => (2, 2),
            PerPage::Six => (2, 3),
        }
    }
}

/// A board on a page: a classic 9×9 [`Diagram`] (with pencil marks or printed
/// candidates, if any) or a [`VariantDiagram`] of any size and variant.
///
/// ```
/// use shudu::render::{Diagram, Figure};
/// let figure: Figure = Diagram::puzzle(&shudu::Grid::empty()).into();
/// assert!(matches!(figure, Figure::Classic(_)));
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Figure {
    /// A classic board.
    Classic(Diagram),
    /// A variant board.
    Variant(VariantDiagram),
}

impl Figure {
    /// The board of a puzzle of any board, givens only: the classic diagram on classic
    /// rules, the variant one (its rules drawn) otherwise.
    ///
    /// ```
    /// use shudu::render::Figure;
    /// use shudu::variant::{Puzzle, Rules, Shape};
    /// let classic = Puzzle::empty(Rules::new(Shape::classic()));
    /// assert!(matches!(Figure::puzzle(&classic), Figure::Classic(_)));
    /// let six = Puzzle::empty(Rules::new(Shape::for_size(6)?));
    /// assert!(matches!(Figure::puzzle(&six), Figure::Variant(_)));
    /// # Ok::<(), shudu::variant::VariantError>(())
    /// ```
    pub fn puzzle(puzzle: &Puzzle) -> Figure {
        Figure::puzzle_in(puzzle, Lang::En)
    }

    /// The board of a puzzle of any board, its rules (on a variant) worded in `lang`
    /// under it, as a book in that language prints it.
    pub fn puzzle_in(puzzle: &Puzzle, lang: Lang) -> Figure {
        match puzzle.classic_grid_for("print") {
            Ok(grid) => Diagram::puzzle(&grid).into(),
            Err(_) => VariantDiagram::puzzle_in(puzzle, lang).into(),
        }
    }

    /// The board of a puzzle's `solution` (one digit per cell), the givens told apart.
    pub fn solution(puzzle: &Puzzle, solution: &[u8]) -> Figure {
        match (
            puzzle.classic_grid_for("print"),
            <&[u8; 81]>::try_from(solution),
        ) {
            (Ok(grid), Ok(values)) => Diagram::solution(&grid, &Grid::from_values(values)).into(),
            _ => VariantDiagram::solution(puzzle, solution).into(),
        }
    }

    /// A worksheet of the puzzle (every empty cell with its starting candidates), for
    /// classic rules; on others, the error naming the verb and the rules.
    pub fn worksheet(puzzle: &Puzzle) -> Result<Figure, VariantError> {
        let grid = puzzle.classic_grid_for("print --worksheet")?;
        Ok(Diagram::worksheet(&grid).into())
    }

    /// Draws the figure in the square of `side` points whose top-left corner is
    /// (`x`, `y`).
    pub fn draw(&self, drawing: &mut Drawing, x: f64, y: f64, side: f64) {
        match self {
            Figure::Classic(d) => d.draw(drawing, x, y, side),
            Figure::Variant(d) => d.draw(drawing, x, y, side),
        }
    }
}

impl From<Diagram> for Figure {
    fn from(diagram: Diagram) -> Figure {
        Figure::Classic(diagram)
    }
}

impl From<VariantDiagram> for Figure {
    fn from(diagram: VariantDiagram) -> Figure {
        Figure::Variant(diagram)
    }
}

/// One puzzle of a book: its number, a caption printed beside the number, the board and
/// the answer (`None`: none printed).
///
/// ```
/// use shudu::render::{Book, BookPuzzle, Diagram, Paper, PerPage};
/// use shudu::Grid;
/// let puzzle = BookPuzzle {
///     number: 1,
///     caption: Some("Easy".into()),
///     board: Diagram::puzzle(&Grid::empty()).into(),
///     answer: None,
/// };
/// let book = Book::new(Paper::A4, PerPage::Four);
/// assert!(book.standalone(&puzzle).to_svg().contains(">Puzzle 1</text>"));
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct BookPuzzle {
    /// The number printed above the board and above its answer.
    pub number: usize,
    /// Printed at the right above the board: a level, a rating, a source.
    pub caption: Option<String>,
    /// The board.
    pub board: Figure,
    /// The answer printed at the back, if any.
    pub answer: Option<Figure>,
}

/// Type sizes and spacing, in points on A4; other papers scale them by their width.
const MARGIN: f64 = 44.0;
const TITLE_SIZE: f64 = 15.0;
const HEAD_HEIGHT: f64 = 34.0;
const FOLIO_SIZE: f64 = 9.0;
const LABEL_SIZE: f64 = 12.0;
const CAPTION_SIZE: f64 = 9.5;
const ANSWER_LABEL_SIZE: f64 = 9.0;
const GAP: f64 = 26.0;
/// The height a label takes above its board, in label sizes.
const LABEL_LEADING: f64 = 1.5;
/// The shade of captions, page numbers and the rule under the head.
const QUIET: Gray = Gray(80);
/// The width a standalone board (an SVG per puzzle) is drawn at.
const STANDALONE_SIDE: f64 = 270.0;

/// A booklet: puzzles on pages, answers at the back.
///
/// ```
/// use shudu::render::{Book, BookPuzzle, Diagram, Paper, PerPage, to_pdf};
/// use shudu::{Grid, Solver};
/// let puzzle: Grid =
///     "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759.."
///         .parse()?;
/// let solution = Solver::new().first(&puzzle).unwrap();
/// let mut book = Book::new(Paper::A4, PerPage::Four).with_title("Weekend puzzles");
/// for number in 1..=5 {
///     book.push(BookPuzzle {
///         number,
///         caption: None,
///         board: Diagram::puzzle(&puzzle).into(),
///         answer: Some(Diagram::solution(&puzzle, &solution).into()),
///     });
/// }
/// // Two pages of puzzles, one of answers.
/// assert_eq!(book.pages().len(), 3);
/// assert!(to_pdf(&book.pages(), book.title())?.starts_with(b"%PDF"));
/// # Ok::<(), shudu::Error>(())
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Book {
    paper: Paper,
    per_page: PerPage,
    title: Option<String>,
    lang: Lang,
    typeface: Option<Typeface>,
    puzzles: Vec<BookPuzzle>,
}

/// Where a labelled board goes: the label's top left, and the board's side.
struct Slot {
    x: f64,
    y: f64,
    side: f64,
}

impl Book {
    /// An empty book.
    pub fn new(paper: Paper, per_page: PerPage) -> Book {
        Book {
            paper,
            per_page,
            title: None,
            lang: Lang::En,
            typeface: None,
            puzzles: Vec::new(),
        }
    }

    /// The same book with its words in `lang` (English unless set).
    ///
    /// ```
    /// use shudu::render::{Book, Paper, PerPage};
    /// use shudu::words::Lang;
    /// let book = Book::new(Paper::A4, PerPage::Four).with_lang(Lang::ZhHant);
    /// assert_eq!(book.lang(), Lang::ZhHant);
    /// assert_eq!(book.puzzle_label(12), "第 12 題");
    /// ```
    pub fn with_lang(mut self, lang: Lang) -> Book {
        self.lang = lang;
        self
    }

    /// The language of the book's words.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// The same book setting in `typeface` the text the standard fonts cannot set (its
    /// Chinese words, a Chinese title): see [`Drawing::with_typeface`].
    pub fn with_typeface(mut self, typeface: Typeface) -> Book {
        self.typeface = Some(typeface);
        self
    }

    /// The typeface of [`Book::with_typeface`], if any.
    pub fn typeface(&self) -> Option<&Typeface> {
        self.typeface.as_ref()
    }

    /// The label above puzzle `number`: `Puzzle 12`, `第 12 题`.
    pub fn puzzle_label(&self, number: usize) -> String {
        say!(self.lang, "print-puzzle", number = number)
    }

    /// The head of the answer pages: `Answers`, or `Title – Answers` under a title.
    ///
    /// ```
    /// use shudu::render::{Book, Paper, PerPage};
    /// use shudu::words::Lang;
    /// let book = Book::new(Paper::A4, PerPage::Four).with_title("Weekend");
    /// assert_eq!(book.answers_head(), "Weekend \u{2013} Answers");
    /// assert_eq!(book.with_lang(Lang::ZhHans).answers_head(), "Weekend（答案）");
    /// ```
    pub fn answers_head(&self) -> String {
        match &self.title {
            Some(title) => say!(self.lang, "print-answers-titled", title = title.as_str()),
            None => say!(self.lang, "print-answers"),
        }
    }

    /// The text the book prints outside its boards — title, answer head, labels,
    /// captions — to check that a typeface has every character before printing.
    ///
    /// ```
    /// use shudu::render::{Book, Paper, PerPage};
    /// use shudu::words::Lang;
    /// let book = Book::new(Paper::A4, PerPage::Four).with_lang(Lang::ZhHans).with_title("数独");
    /// assert_eq!(book.words(), ["数独", "数独（答案）"]);
    /// ```
    pub fn words(&self) -> Vec<String> {
        let mut words: Vec<String> = self.title.iter().cloned().collect();
        words.push(self.answers_head());
        for puzzle in &self.puzzles {
            words.push(self.puzzle_label(puzzle.number));
            words.push(say!(self.lang, "print-answer", number = puzzle.number));
            words.extend(puzzle.caption.clone());
        }
        words
    }

    /// The same book with a title at the head of every page.
    pub fn with_title(mut self, title: impl Into<String>) -> Book {
        self.title = Some(title.into());
        self
    }

    /// The title, if any.
    pub fn title(&self) -> Option<&str> {
        self.title.as_deref()
    }

    /// Adds a puzzle at the end.
    pub fn push(&mut self, puzzle: BookPuzzle) {
        self.puzzles.push(puzzle);
    }

    /// The puzzles, in order.
    pub fn puzzles(&self) -> &[BookPuzzle] {
        &self.puzzles
    }

    /// Every page: the puzzles, then the answers (if any puzzle has one).
    pub fn pages(&self) -> Vec<Drawing> {
        let mut pages = Vec::new();
        let s = self.scale();
        let (label, caption) = (LABEL_SIZE * s, CAPTION_SIZE * s);
        let arrangement = self.per_page.columns_rows();
        for chunk in self.puzzles.chunks(arrangement.0 * arrangement.1) {
            let mut page = self.page(self.title.as_deref(), pages.len() + 1);
            let slots = self.slots(arrangement, label * LABEL_LEADING);
            for (puzzle, slot) in chunk.iter().zip(slots) {
                draw_labelled(
                    &mut page,
                    (slot.x, slot.y),
                    slot.side,
                    (&self.puzzle_label(puzzle.number), label),
                    puzzle.caption.as_deref().map(|c| (c, caption)),
                    &puzzle.board,
                );
            }
            pages.push(page);
        }
        let answers: Vec<(usize, &Figure)> = self
            .puzzles
            .iter()
            .filter_map(|p| p.answer.as_ref().map(|a| (p.number, a)))
            .collect();
        // Answers are for checking, not for solving on: twelve to an A4 or Letter page,
        // six to an A5 one, whatever the puzzles' arrangement.
        let arrangement = match self.paper {
            Paper::A5 => (2, 3),
            Paper::A4 | Paper::Letter => (3, 4),
        };
        let head = self.answers_head();
        let label = ANSWER_LABEL_SIZE * s;
        for chunk in answers.chunks(arrangement.0 * arrangement.1) {
            let mut page = self.page(Some(&head), pages.len() + 1);
            let slots = self.slots(arrangement, label * LABEL_LEADING);
            for ((number, answer), slot) in chunk.iter().zip(slots) {
                let number = number.to_string();
                draw_labelled(
                    &mut page,
                    (slot.x, slot.y),
                    slot.side,
                    (&number, label),
                    None,
                    answer,
                );
            }
            pages.push(page);
        }
        pages
    }

    /// The scale of every measure: the paper's width against A4's.
    fn scale(&self) -> f64 {
        self.paper.size().0 / Paper::A4.size().0
    }

    /// A page with its head (if any) and its number at the foot.
    fn page(&self, head: Option<&str>, number: usize) -> Drawing {
        let (w, h) = self.paper.size();
        let s = self.scale();
        let mut page = Drawing::new(w, h).with_typeface(self.typeface.clone());
        let margin = MARGIN * s;
        if let Some(head) = head {
            let size = TITLE_SIZE * s;
            page.text_centred(
                w / 2.0,
                margin + size * 0.72,
                size,
                Font::Bold,
                Gray::BLACK,
                head,
            );
            let rule = margin + size * 1.25;
            page.line(margin, rule, w - margin, rule, 0.6 * s, QUIET);
        }
        let folio = number.to_string();
        page.text_centred(
            w / 2.0,
            h - margin * 0.5,
            FOLIO_SIZE * s,
            Font::Regular,
            QUIET,
            &folio,
        );
        page
    }

    /// Where the labelled boards of a page with `columns × rows` of them go, in reading
    /// order, each label `label_height` high: the boards as large as the width and height
    /// allow (at least a gap apart), the height left over spread evenly above, between
    /// and below the rows, the columns centred.
    fn slots(&self, (columns, rows): (usize, usize), label_height: f64) -> Vec<Slot> {
        let (w, h) = self.paper.size();
        let s = self.scale();
        let margin = MARGIN * s;
        let top = margin + HEAD_HEIGHT * s;
        let (across, down) = (w - 2.0 * margin, h - margin - top);
        let gap = GAP * s;
        let (cols, rows_f) = (columns as f64, rows as f64);
        let side = ((across - (cols - 1.0) * gap) / cols)
            .min((down - (rows_f - 1.0) * gap) / rows_f - label_height);
        let block = label_height + side;
        // Columns share the width left over as gaps, up to two gaps' worth; the group
        // is centred, so boards limited by the height do not drift to the margins.
        let between_columns = if columns > 1 {
            ((across - cols * side) / (cols - 1.0)).min(2.0 * gap)
        } else {
            0.0
        };
        let left = (w - cols * side - (cols - 1.0) * between_columns) / 2.0;
        let between_rows = (down - rows_f * block) / (rows_f + 1.0);
        (0..rows)
            .flat_map(|r| (0..columns).map(move |c| (r as f64, c as f64)))
            .map(|(r, c)| Slot {
                x: left + c * (side + between_columns),
                y: top + between_rows + r * (block + between_rows),
                side,
            })
            .collect()
    }
}

/// A board `side` points square under a label (and a caption at the right), the label's
/// top at `(x, y)`.
fn draw_labelled(
    page: &mut Drawing,
    (x, y): (f64, f64),
    side: f64,
    (label, label_size): (&str, f64),
    caption: Option<(&str, f64)>,
    board: &Figure,
) {
    let baseline = y + label_size;
    page.text(x, baseline, label_size, Font::Bold, Gray::BLACK, label);
    if let Some((caption, size)) = caption {
        page.text_right(x + side, baseline, size, Font::Regular, QUIET, caption);
    }
    board.draw(page, x, y + label_size * LABEL_LEADING, side);
}

impl Book {
    /// A puzzle alone, under its number and caption, as the book shows it (for an SVG
    /// file per puzzle).
    pub fn standalone(&self, puzzle: &BookPuzzle) -> Drawing {
        self.alone(
            &self.puzzle_label(puzzle.number),
            puzzle.caption.as_deref(),
            &puzzle.board,
        )
    }

    /// A puzzle's answer alone under its number, if it has one.
    ///
    /// ```
    /// use shudu::render::{Book, BookPuzzle, Diagram, Paper, PerPage};
    /// use shudu::Grid;
    /// let puzzle = BookPuzzle {
    ///     number: 7,
    ///     caption: None,
    ///     board: Diagram::puzzle(&Grid::empty()).into(),
    ///     answer: Some(Diagram::puzzle(&Grid::empty()).into()),
    /// };
    /// let book = Book::new(Paper::A5, PerPage::One);
    /// let answer = book.standalone_answer(&puzzle).unwrap().to_svg();
    /// assert!(answer.contains(">Answer 7</text>"));
    /// ```
    pub fn standalone_answer(&self, puzzle: &BookPuzzle) -> Option<Drawing> {
        let label = say!(self.lang, "print-answer", number = puzzle.number);
        let answer = puzzle.answer.as_ref()?;
        Some(self.alone(&label, None, answer))
    }

    fn alone(&self, label: &str, caption: Option<&str>, board: &Figure) -> Drawing {
        standalone(label, caption, board, self.typeface.clone())
    }
}

/// A puzzle's caption with its rating, in `lang`: its level and Sudoku Explainer rating
/// (`er` in tenths), or "unrated" where the rating gave up (`None`).
///
/// ```
/// use shudu::render::rating_caption;
/// use shudu::words::Lang;
/// assert_eq!(rating_caption(Lang::En, Some(38)), "Hard \u{b7} ER 3.8");
/// assert_eq!(rating_caption(Lang::ZhHans, Some(38)), "困难（ER 3.8）");
/// assert_eq!(rating_caption(Lang::ZhHant, None), "未評分");
/// ```
pub fn rating_caption(lang: Lang, er: Option<u8>) -> String {
    match er {
        Some(er) => say!(
            lang,
            "print-caption",
            level = Level::for_er(er).name_in(lang),
            er = Tenths(er).to_string()
        ),
        None => say!(lang, "print-unrated"),
    }
}

fn standalone(
    label: &str,
    caption: Option<&str>,
    board: &Figure,
    typeface: Option<Typeface>,
) -> Drawing {
    let side = STANDALONE_SIDE;
    let margin = side / 20.0;
    let label_size = LABEL_SIZE;
    let mut drawing = Drawing::new(
        side + 2.0 * margin,
        side + 2.0 * margin + label_size * LABEL_LEADING,
    )
    .with_typeface(typeface);
    draw_labelled(
        &mut drawing,
        (margin, margin),
        side,
        (label, label_size),
        caption.map(|c| (c, CAPTION_SIZE)),
        board,
    );
    drawing
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Grid;

    fn book(paper: Paper, per_page: PerPage, count: usize, answers: bool) -> Book {
        let mut book = Book::new(paper, per_page);
        for number in 1..=count {
            book.push(BookPuzzle {
                number,
                caption: Some("Hard".into()),
                board: Diagram::puzzle(&Grid::empty()).into(),
                answer: answers.then(|| Diagram::puzzle(&Grid::empty()).into()),
            });
        }
        book
    }

    #[test]
    fn pages_hold_as_many_puzzles_as_asked_then_the_answers() {
        assert_eq!(
            book(Paper::A4, PerPage::Four, 100, true).pages().len(),
            25 + 9
        );
        assert_eq!(book(Paper::A4, PerPage::Six, 7, false).pages().len(), 2);
        assert_eq!(book(Paper::A5, PerPage::One, 7, true).pages().len(), 7 + 2);
        assert_eq!(
            book(Paper::Letter, PerPage::Two, 3, true).pages().len(),
            2 + 1
        );
    }

    #[test]
    fn everything_stays_on_the_page() {
        use super::super::drawing::Item;
        for paper in Paper::ALL {
            for per_page in [PerPage::One, PerPage::Two, PerPage::Four, PerPage::Six] {
                for page in book(paper, per_page, 13, true).pages() {
                    for item in page.items() {
                        let points: Vec<(i64, i64)> = match item {
                            Item::Strokes { segments, .. } => segments
                                .iter()
                                .flat_map(|(a, b)| [(a.0.0, a.1.0), (b.0.0, b.1.0)])
                                .collect(),
                            Item::Rect { at, size, .. } => {
                                vec![(at.0.0, at.1.0), (at.0.0 + size.0.0, at.1.0 + size.1.0)]
                            }
                            Item::Circle { centre, .. } => vec![(centre.0.0, centre.1.0)],
                            Item::Text { at, .. } => vec![(at.0.0, at.1.0)],
                        };
                        for (x, y) in points {
                            assert!(x >= 0 && x <= page.width().0, "{paper:?} {per_page:?}");
                            assert!(y >= 0 && y <= page.height().0, "{paper:?} {per_page:?}");
                        }
                    }
                }
            }
        }
    }
}
