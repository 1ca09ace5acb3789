//! [`Diagram`]: what a printed board shows in each cell — a given, a digit filled in (a
//! solution's or a player's), pencil marks, or nothing — and how it is drawn: cell lines,
//! heavier box lines and frame, givens in bold, filled digits in grey regular type, pencil
//! marks small in a 3 × 3 arrangement (1 top left … 9 bottom right).
//!
//! Proportions, all of the cell or the board so a board looks the same at any size: the
//! figures of a digit stand 61 % of the cell high (a font size of 0.87 cell; Helvetica's
//! figures are 0.703 of the size), box lines are 3.2 times as heavy as cell lines and the
//! frame 1.3 times a box line. Read next: `book.rs`, which places boards on pages.

use super::drawing::{Drawing, Gray};
use super::font::{FIGURE_HEIGHT, Font};
use crate::grid::{Candidates, Cell, CellMap, Digit, Grid};
use crate::position::Position;

/// The font size of a digit, in cells.
const DIGIT_SIZE: f64 = 0.87;
/// The font size of a pencil mark, in cells.
const MARK_SIZE: f64 = 0.27;
/// Where the three columns (and rows) of pencil marks are centred, in cells.
const MARK_SLOTS: [f64; 3] = [0.21, 0.5, 0.79];
/// Shades: filled digits, a player's pencil marks, a worksheet's printed candidates.
const FILLED: Gray = Gray(96);
const MARKS: Gray = Gray(64);
const PRINTED_CANDIDATES: Gray = Gray(128);

/// What one cell of a printed board shows.
///
/// ```
/// use shudu::render::Ink;
/// use shudu::Digit;
/// let ink = Ink::Given(Digit::new(5).unwrap());
/// assert_ne!(ink, Ink::Filled(Digit::new(5).unwrap()));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Ink {
    /// Nothing.
    Empty,
    /// A digit of the puzzle, in bold.
    Given(Digit),
    /// A digit filled in, by the solution or a player, in grey regular type.
    Filled(Digit),
    /// A player's pencil marks.
    Marks(Candidates),
    /// Candidates printed for the player to cross out (a worksheet), lighter than marks.
    Candidates(Candidates),
}

/// A board to print: one [`Ink`] per cell.
///
/// ```
/// use shudu::render::Diagram;
/// use shudu::{Grid, Solver};
/// let puzzle: Grid =
///     "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759.."
///         .parse()?;
/// let solution = Solver::new().first(&puzzle).unwrap();
/// let svg = Diagram::solution(&puzzle, &solution).to_drawing(270.0).to_svg();
/// assert_eq!(svg.matches("<text").count(), 81);
/// # Ok::<(), shudu::ParseError>(())
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Diagram {
    cells: CellMap<Ink>,
}

impl Diagram {
    /// A board showing `cells`.
    pub fn new(cells: CellMap<Ink>) -> Diagram {
        Diagram { cells }
    }

    /// The puzzle: its givens, the other cells empty.
    pub fn puzzle(puzzle: &Grid) -> Diagram {
        Diagram::new(CellMap::from_fn(|cell| {
            puzzle.get(cell).map_or(Ink::Empty, Ink::Given)
        }))
    }

    /// The solution, its givens (those of `puzzle`) told apart from the digits filled in.
    pub fn solution(puzzle: &Grid, solution: &Grid) -> Diagram {
        Diagram::new(CellMap::from_fn(|cell| {
            match (puzzle.get(cell), solution.get(cell)) {
                (Some(given), _) => Ink::Given(given),
                (None, Some(filled)) => Ink::Filled(filled),
                (None, None) => Ink::Empty,
            }
        }))
    }

    /// A worksheet: the puzzle with every empty cell's candidates (the digits its peers
    /// allow) printed small, to be crossed out.
    pub fn worksheet(puzzle: &Grid) -> Diagram {
        Diagram::new(CellMap::from_fn(|cell| match puzzle.get(cell) {
            Some(given) => Ink::Given(given),
            None => Ink::Candidates(puzzle.candidates(cell)),
        }))
    }

    /// A player's position: givens, entries and, in the empty cells, the pencil marks
    /// (if the player keeps them).
    pub fn position(position: &Position) -> Diagram {
        let (puzzle, sheet) = (position.puzzle(), position.sheet());
        Diagram::new(CellMap::from_fn(|cell| match sheet.get(cell) {
            Some(d) if puzzle.get(cell) == Some(d) => Ink::Given(d),
            Some(d) => Ink::Filled(d),
            None => position
                .marks()
                .map_or(Ink::Empty, |marks| Ink::Marks(marks[cell])),
        }))
    }

    /// What each cell shows.
    pub fn cells(&self) -> &CellMap<Ink> {
        &self.cells
    }

    /// The board alone on a drawing of its own, `side` points square plus a margin of
    /// a twentieth of that (so the frame is not cut off).
    pub fn to_drawing(&self, side: f64) -> Drawing {
        Drawing::of_board(side, |drawing, x, y, side| self.draw(drawing, x, y, side))
    }

    /// Draws the board with its top-left corner at (`x`, `y`), `side` points square.
    pub fn draw(&self, drawing: &mut Drawing, x: f64, y: f64, side: f64) {
        let cell = side / 9.0;
        // Text first and lines over it, each group in reading order; the text of one
        // style stays together, which keeps a PDF's text blocks few.
        let digit = |d: &mut Drawing, at: Cell, digit: Digit, font: Font, gray: Gray| {
            let size = DIGIT_SIZE * cell;
            let cx = x + (at.col() as f64 + 0.5) * cell;
            let baseline = y + (at.row() as f64 + 0.5) * cell + FIGURE_HEIGHT * size / 2.0;
            d.text_centred(cx, baseline, size, font, gray, &digit.get().to_string());
        };
        for (at, ink) in self.cells.iter() {
            if let Ink::Given(g) = ink {
                digit(drawing, at, *g, Font::Bold, Gray::BLACK);
            }
        }
        for (at, ink) in self.cells.iter() {
            if let Ink::Filled(f) = ink {
                digit(drawing, at, *f, Font::Regular, FILLED);
            }
        }
        for (candidates_only, gray) in [(false, MARKS), (true, PRINTED_CANDIDATES)] {
            for (at, ink) in self.cells.iter() {
                let marks = match (ink, candidates_only) {
                    (Ink::Marks(m), false) | (Ink::Candidates(m), true) => *m,
                    _ => continue,
                };
                let size = MARK_SIZE * cell;
                for d in marks.iter() {
                    let i = usize::from(d.get() - 1);
                    let cx = x + (at.col() as f64 + MARK_SLOTS[i % 3]) * cell;
                    let cy = y + (at.row() as f64 + MARK_SLOTS[i / 3]) * cell;
                    let baseline = cy + FIGURE_HEIGHT * size / 2.0;
                    drawing.text_centred(
                        cx,
                        baseline,
                        size,
                        Font::Regular,
                        gray,
                        &d.get().to_string(),
                    );
                }
            }
        }
        let thin = (side / 540.0).max(0.25);
        let thick = thin * 3.2;
        let lines = |box_lines: bool| {
            let mut segments = Vec::new();
            for i in 1..9 {
                if (i % 3 == 0) == box_lines {
                    let at = i as f64 * cell;
                    segments.push(((x + at, y), (x + at, y + side)));
                    segments.push(((x, y + at), (x + side, y + at)));
                }
            }
            segments
        };
        drawing.strokes(thin, Gray::BLACK, lines(false));
        drawing.strokes(thick, Gray::BLACK, lines(true));
        drawing.rect((x, y, side, side), None, Some((thick * 1.3, Gray::BLACK)));
    }
}

#[cfg(test)]
mod tests {
    use super::super::drawing::{Item, Units};
    use super::*;

    const PUZZLE: &str =
        "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759..";

    #[test]
    fn digits_stand_at_least_sixty_percent_of_a_cell_high() {
        let grid: Grid = PUZZLE.parse().unwrap();
        let solution = crate::Solver::new().first(&grid).unwrap();
        // A 270-point board: cells of 30 points, 3000 hundredths.
        let drawing = Diagram::solution(&grid, &solution).to_drawing(270.0);
        for item in drawing.items() {
            if let Item::Text { size, .. } = item {
                assert!(size.0 as f64 * FIGURE_HEIGHT >= 0.6 * 3000.0, "{size:?}");
            }
        }
    }

    #[test]
    fn box_lines_are_heavier_than_cell_lines() {
        let grid: Grid = PUZZLE.parse().unwrap();
        let drawing = Diagram::puzzle(&grid).to_drawing(270.0);
        let widths: Vec<(Units, usize)> = drawing
            .items()
            .iter()
            .filter_map(|item| match item {
                Item::Strokes {
                    width, segments, ..
                } => Some((*width, segments.len())),
                _ => None,
            })
            .collect();
        assert_eq!(widths.len(), 2);
        assert_eq!((widths[0].1, widths[1].1), (12, 4));
        assert!(widths[1].0.0 >= 3 * widths[0].0.0);
    }

    #[test]
    fn a_worksheet_prints_each_empty_cells_candidates() {
        let grid: Grid = PUZZLE.parse().unwrap();
        let sheet = Diagram::worksheet(&grid);
        let r1c1 = Cell::new(0, 0).unwrap();
        assert_eq!(sheet.cells()[r1c1], Ink::Candidates(grid.candidates(r1c1)));
        let texts = sheet
            .to_drawing(270.0)
            .items()
            .iter()
            .filter(|i| matches!(i, Item::Text { .. }))
            .count();
        let expected: usize = Cell::all()
            .map(|c| {
                if grid.get(c).is_some() {
                    1
                } else {
                    grid.candidates(c).len()
                }
            })
            .sum();
        assert_eq!(texts, expected);
    }

    #[test]
    fn a_position_tells_givens_entries_and_marks_apart() {
        let puzzle: Grid = PUZZLE.parse().unwrap();
        let mut sheet = puzzle;
        let r1c1 = Cell::new(0, 0).unwrap();
        sheet.set(r1c1, Digit::new(5));
        let marks = CellMap::from_fn(|c| puzzle.candidates(c));
        let view = Diagram::position(&Position::new(puzzle, sheet).with_marks(marks));
        assert_eq!(view.cells()[r1c1], Ink::Filled(Digit::new(5).unwrap()));
        assert_eq!(
            view.cells()[Cell::new(0, 2).unwrap()],
            Ink::Given(Digit::new(9).unwrap())
        );
        let r1c2 = Cell::new(0, 1).unwrap();
        assert_eq!(view.cells()[r1c2], Ink::Marks(puzzle.candidates(r1c2)));
    }
}
