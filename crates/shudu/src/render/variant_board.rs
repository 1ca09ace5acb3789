//! [`VariantDiagram`]: a printed board of any size and variant (`crate::variant`) — the
//! board's lines with heavier lines between boxes or jigsaw regions, shaded windows and
//! extra regions, the marked diagonals, grey circles (odd) and squares (even), killer
//! cages as dashed outlines set in from the cells with their sums in the corner of each
//! cage's first cell, sandwich sums and little killer sums with their arrows in a margin
//! outside the grid, the digits (`1`–`9` then `A`–`P`), and under the board one line
//! per rule beyond plain Sudoku, worded by the library in the book's language
//! ([`crate::variant::Rules::rule_texts_in`]; Chinese lines break between any two
//! characters, Latin ones at spaces).
//!
//! The proportions follow the classic board's (`board.rs`): everything is a fraction of
//! a cell or of the board, so a 4×4 and a 25×25 drawn in the same square look alike.
//! Digits are set smaller on boards larger than 9×9 (0.68 cell instead of 0.87: letters
//! are wider than figures) and on boards with cages (0.62, so a digit never meets the
//! sum in its cell's corner). Read next: `book.rs` ([`super::Figure`]
//! puts either kind of board on a page).

use super::drawing::{Drawing, Gray};
use super::font::{FIGURE_HEIGHT, Font};
use crate::variant::constraints::{PairKind, SandwichLine};
use crate::variant::{Extra, Marking, Pos, Puzzle, Shape, Symbols};
use crate::words::Lang;

/// The font size of a digit, in cells: on boards up to 9×9, on larger ones (whose
/// letters are wider than figures, and whose many lines need more white), and with cages.
const DIGIT_SIZE: f64 = 0.87;
const LARGE_BOARD_DIGIT_SIZE: f64 = 0.68;
const CAGED_DIGIT_SIZE: f64 = 0.62;
/// The font size of a clue outside the grid (a sandwich's sum), in cells.
const OUTSIDE_SIZE: f64 = 0.5;
/// A clue outside the grid as drawn: the centre of its cell on the ring (row and column,
/// from −1 to n, in cells), its sum, and a little killer's arrow (rows, columns).
type OutsideClue = ((f64, f64), u32, Option<(isize, isize)>);

/// The font size of a little killer's sum, in cells (its arrow takes the rest).
const LITTLE_KILLER_SIZE: f64 = 0.34;
/// The font size of a cage's sum, in cells.
const SUM_SIZE: f64 = 0.26;
/// How far a cage's outline is set in from the cell edges, in cells.
const CAGE_INSET: f64 = 0.09;
/// A dash and the gap after it along a cage's outline, in cells.
const DASH: (f64, f64) = (0.1, 0.07);
/// The font size of the rule lines under the board, as a fraction of the board's side,
/// and the sizes it keeps to, in points.
const RULE_SIZE: f64 = 0.03;
const RULE_SIZE_RANGE: (f64, f64) = (5.0, 10.0);
/// Shades: filled digits, shaded houses (windows, extra regions), the marks of odd and
/// even cells, the diagonals.
const FILLED: Gray = Gray(96);
const SHADED: Gray = Gray(225);
const MARKED: Gray = Gray(205);
const MARK_OUTLINE: Gray = Gray(110);
/// The paper under a mark drawn on an edge (a white dot, an X or V).
const WHITE: Gray = Gray(255);
/// A German whispers line: darker than a thermometer, lighter than the digits on it.
const WHISPERS: Gray = Gray(180);
/// The inside of a renban band (its outline is [`MARK_OUTLINE`]).
const RENBAN_FILL: Gray = Gray(236);
/// An arrow's line and the outline of its bulb: as dark as a whispers line's grey.
const ARROW: Gray = Gray(165);
const DIAGONAL: Gray = Gray(150);

/// A variant board to print: its rules as they are drawn, the givens, and the digits
/// filled in (a solution's).
///
/// ```
/// use shudu::render::VariantDiagram;
/// use shudu::variant::Puzzle;
/// let puzzle = Puzzle::from_json(r#"{"size":4,"extras":["diagonal-main"],
///     "constraints":[{"type":"killer","cells":["r1c1","r1c2"],"sum":3}],
///     "givens":"....3..........."}"#)?;
/// let svg = VariantDiagram::puzzle(&puzzle).to_drawing(200.0).to_svg();
/// assert!(svg.contains(">3</text>"));
/// assert!(svg.contains(">Killer:</text>") && svg.contains("> the digits in a cage differ"));
/// # Ok::<(), shudu::variant::VariantError>(())
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct VariantDiagram {
    shape: Shape,
    /// Each cell's box or jigsaw region, reading order: heavy lines run between them.
    areas: Vec<u8>,
    /// Cells of windows and extra regions, shaded.
    shaded: Vec<bool>,
    /// Whether the main and the anti-diagonal are marked.
    diagonals: (bool, bool),
    markings: Vec<Marking>,
    rule_texts: Vec<String>,
    givens: Vec<u8>,
    /// Digits filled in where there is no given (0: none).
    filled: Vec<u8>,
    show_rules: bool,
}

impl VariantDiagram {
    /// The puzzle: its rules drawn, its givens, its rules in English words under the
    /// board.
    pub fn puzzle(puzzle: &Puzzle) -> VariantDiagram {
        VariantDiagram::puzzle_in(puzzle, Lang::En)
    }

    /// The puzzle with its rules in `lang`'s words under the board (a Chinese book sets
    /// them in its typeface).
    ///
    /// ```
    /// use shudu::render::VariantDiagram;
    /// use shudu::variant::{Puzzle, Rules, Shape};
    /// use shudu::words::Lang;
    /// let x = Puzzle::empty(Rules::new(Shape::classic()).with_named("x")?);
    /// assert_eq!(VariantDiagram::puzzle_in(&x, Lang::ZhHans).rule_lines(), ["对角线数独：每条标出的对角线上数字不重复"]);
    /// # Ok::<(), shudu::variant::VariantError>(())
    /// ```
    pub fn puzzle_in(puzzle: &Puzzle, lang: Lang) -> VariantDiagram {
        let rules = puzzle.rules();
        let n = rules.size();
        let areas = (0..n * n)
            .map(|i| match rules.regions() {
                Some(regions) => regions[i],
                None => {
                    let p = Pos::from_index(i, n);
                    rules.shape().box_at(p.row(), p.col()) as u8
                }
            })
            .collect();
        let mut shaded = vec![false; n * n];
        let mut diagonals = (false, false);
        for extra in rules.extras() {
            match extra {
                Extra::MainDiagonal => diagonals.0 = true,
                Extra::AntiDiagonal => diagonals.1 = true,
                Extra::Windoku | Extra::Region(_) => {
                    let jigsaw = rules.regions().is_some();
                    for (_, cells) in extra.houses(rules.shape(), jigsaw).unwrap_or_default() {
                        for p in cells {
                            shaded[p.index(n)] = true;
                        }
                    }
                }
                // Disjoint groups are every cell's: their rule line says it all.
                Extra::DisjointGroups => {}
            }
        }
        VariantDiagram {
            shape: rules.shape(),
            areas,
            shaded,
            diagonals,
            markings: rules
                .constraints()
                .iter()
                .flat_map(|c| c.markings())
                .collect(),
            rule_texts: rules.rule_texts_in(lang),
            givens: puzzle.values().to_vec(),
            filled: vec![0; n * n],
            show_rules: true,
        }
    }

    /// The solution of `puzzle`, its givens told apart from the digits filled in. An
    /// answer is for checking, often printed small: no rule lines and no cages, whose
    /// sums would crowd the digits; regions, shading and marked cells stay.
    /// `solution` holds one digit per cell.
    pub fn solution(puzzle: &Puzzle, solution: &[u8]) -> VariantDiagram {
        let mut diagram = VariantDiagram::puzzle(puzzle);
        diagram
            .markings
            .retain(|m| !matches!(m, Marking::Cage { .. }));
        for (i, (&given, &digit)) in puzzle.values().iter().zip(solution).enumerate() {
            if given == 0 {
                diagram.filled[i] = digit;
            }
        }
        diagram.show_rules = false;
        diagram
    }

    /// The side of the board.
    pub fn size(&self) -> usize {
        self.shape.size()
    }

    /// The rule lines printed under the board (none on an answer).
    pub fn rule_lines(&self) -> &[String] {
        if self.show_rules {
            &self.rule_texts
        } else {
            &[]
        }
    }

    /// The board alone on a drawing of its own, `side` points square plus a margin of a
    /// twentieth of that.
    pub fn to_drawing(&self, side: f64) -> Drawing {
        Drawing::of_board(side, |drawing, x, y, side| self.draw(drawing, x, y, side))
    }

    /// Draws the board and its rule lines in the square of `side` points whose top-left
    /// corner is (`x`, `y`): the board as large as the lines under it leave room for,
    /// centred across.
    pub fn draw(&self, drawing: &mut Drawing, x: f64, y: f64, side: f64) {
        let size = (side * RULE_SIZE).clamp(RULE_SIZE_RANGE.0, RULE_SIZE_RANGE.1);
        let leading = size * 1.3;
        // The board's side depends on how many lines the rules take, which depends on
        // the width they wrap to (the board's): two rounds settle it.
        let mut board = side;
        let mut lines = Vec::new();
        for _ in 0..2 {
            lines = wrap(drawing, self.rule_lines(), board, size);
            let block = if lines.is_empty() {
                0.0
            } else {
                size * 0.8 + lines.len() as f64 * leading
            };
            board = side - block;
        }
        let left = x + (side - board) / 2.0;
        self.draw_board(drawing, left, y, board);
        let mut baseline = y + board + size * 0.8 + size;
        for line in &lines {
            let mut at = left;
            for (text, font) in line {
                drawing.text(at, baseline, size, *font, Gray::BLACK, text);
                at += drawing.text_width(text, size, *font);
            }
            baseline += leading;
        }
    }

    /// The board alone, `side` points square, its top-left corner at (`x`, `y`): with
    /// clues outside the grid (sandwiches, little killers), the grid is set in by one of
    /// its cells on every side and the clues are written in that margin.
    fn draw_board(&self, drawing: &mut Drawing, x: f64, y: f64, side: f64) {
        // Each clue: the centre of its cell on the ring (row and column, −1 to n, as
        // fractions of a cell), its sum, and its arrow for a little killer.
        let outside: Vec<OutsideClue> = self
            .markings
            .iter()
            .filter_map(|m| match *m {
                Marking::Sandwich { line, sum } => Some(match line {
                    SandwichLine::Row(r) => ((r as f64, -1.0), sum, None),
                    SandwichLine::Column(c) => ((-1.0, c as f64), sum, None),
                }),
                Marking::LittleKiller { start, arrow, sum } => {
                    let (dr, dc) = arrow.step();
                    let at = (
                        start.row() as f64 - dr as f64,
                        start.col() as f64 - dc as f64,
                    );
                    Some((at, sum, Some((dr, dc))))
                }
                _ => None,
            })
            .collect();
        if outside.is_empty() {
            return self.draw_grid(drawing, x, y, side);
        }
        let cell = side / (self.size() + 2) as f64;
        let (x, y) = (x + cell, y + cell);
        self.draw_grid(drawing, x, y, side - 2.0 * cell);
        for ((r, c), sum, arrow) in outside {
            let (cx, cy) = (x + (c + 0.5) * cell, y + (r + 0.5) * cell);
            let text = sum.to_string();
            let Some((dr, dc)) = arrow else {
                let size = OUTSIDE_SIZE * cell;
                let baseline = cy + FIGURE_HEIGHT * size / 2.0;
                drawing.text_centred(cx, baseline, size, Font::Bold, Gray::BLACK, &text);
                continue;
            };
            // A little killer: its sum set back from the diagonal, and a short arrow from
            // it into the corner of the cell towards the grid.
            let size = LITTLE_KILLER_SIZE * cell;
            let (ux, uy) = (dc as f64, dr as f64);
            let (tx, ty) = (cx - 0.12 * ux * cell, cy - 0.12 * uy * cell);
            drawing.text_centred(
                tx,
                ty + FIGURE_HEIGHT * size / 2.0,
                size,
                Font::Bold,
                Gray::BLACK,
                &text,
            );
            let width = (cell * 0.035).max(0.4);
            let tip = (cx + 0.42 * ux * cell, cy + 0.42 * uy * cell);
            let tail = (cx + 0.2 * ux * cell, cy + 0.2 * uy * cell);
            let head = 0.09 * cell;
            let wings = [(-ux, 0.0), (0.0, -uy)]
                .map(|(wx, wy)| (tip, (tip.0 + wx * head, tip.1 + wy * head)));
            let mut segments = vec![(tail, tip)];
            segments.extend(wings);
            drawing.strokes(width, Gray::BLACK, segments);
        }
    }

    /// The grid alone, `side` points square, its top-left corner at (`x`, `y`).
    fn draw_grid(&self, drawing: &mut Drawing, x: f64, y: f64, side: f64) {
        let n = self.size();
        let cell = side / n as f64;
        let corner = |p: Pos| (x + p.col() as f64 * cell, y + p.row() as f64 * cell);
        let centre = |p: Pos| {
            let (cx, cy) = corner(p);
            (cx + cell / 2.0, cy + cell / 2.0)
        };
        // As heavy as a classic board's lines at 9×9, scaled by the square root of the
        // cell's size against a 9×9 cell: lighter on larger boards, so their lines do not
        // crowd the digits, heavier on smaller ones, so their box lines still stand out.
        let thin = (side / 540.0 * (9.0 / n as f64).sqrt()).max(0.25);
        let thick = thin * 3.2;
        // Underneath everything: shading, then the marks of odd and even cells (outlined,
        // so they show on shaded cells too) and thermometers.
        let outline = Some((thin, MARK_OUTLINE));
        for (i, _) in self.shaded.iter().enumerate().filter(|(_, s)| **s) {
            let (cx, cy) = corner(Pos::from_index(i, n));
            drawing.rect((cx, cy, cell, cell), Some(SHADED), None);
        }
        for marking in &self.markings {
            match marking {
                Marking::Circles(cells) => {
                    for &p in cells {
                        let (cx, cy) = centre(p);
                        drawing.circle(cx, cy, 0.4 * cell, Some(MARKED), outline);
                    }
                }
                Marking::Squares(cells) => {
                    for &p in cells {
                        let (cx, cy) = centre(p);
                        let half = 0.36 * cell;
                        let square = (cx - half, cy - half, 2.0 * half, 2.0 * half);
                        drawing.rect(square, Some(MARKED), outline);
                    }
                }
                Marking::Thermometer(cells) => {
                    // A grey tube through the cells' centres, a round joint at each
                    // turn, and the bulb a larger disc on the first cell.
                    let tube = 0.3 * cell;
                    let path: Vec<_> = cells.iter().map(|&p| centre(p)).collect();
                    drawing.strokes(
                        tube,
                        MARKED,
                        path.windows(2).map(|w| (w[0], w[1])).collect(),
                    );
                    for &(cx, cy) in path.iter().skip(1) {
                        drawing.circle(cx, cy, tube / 2.0, Some(MARKED), None);
                    }
                    if let Some(&(cx, cy)) = path.first() {
                        drawing.circle(cx, cy, 0.38 * cell, Some(MARKED), None);
                    }
                }
                Marking::Whispers { cells, .. } => {
                    // A grey line through the cells' centres, round at every cell.
                    let width = 0.2 * cell;
                    let path: Vec<_> = cells.iter().map(|&p| centre(p)).collect();
                    band(drawing, &path, width, WHISPERS);
                }
                Marking::Renban(cells) => {
                    // A wide pale band outlined in grey, so it reads apart from a
                    // whispers line in print, where neither has its colour.
                    let width = 0.36 * cell;
                    let path: Vec<_> = cells.iter().map(|&p| centre(p)).collect();
                    band(drawing, &path, width, MARK_OUTLINE);
                    band(drawing, &path, width - 2.0 * thin * 1.4, RENBAN_FILL);
                }
                Marking::Arrow { bulb, line } => {
                    let pill: Vec<_> = bulb.iter().map(|&p| centre(p)).collect();
                    let line: Vec<_> = line.iter().map(|&p| centre(p)).collect();
                    arrow(drawing, &pill, &line, cell, thin);
                }
                Marking::Cage { .. }
                | Marking::Pair { .. }
                | Marking::Sandwich { .. }
                | Marking::LittleKiller { .. } => {}
            }
        }
        let mut diagonals = Vec::new();
        if self.diagonals.0 {
            diagonals.push(((x, y), (x + side, y + side)));
        }
        if self.diagonals.1 {
            diagonals.push(((x + side, y), (x, y + side)));
        }
        if !diagonals.is_empty() {
            drawing.strokes(thin * 1.6, DIAGONAL, diagonals);
        }
        // The digits, givens first then those filled in (each style's text together).
        let caged = self
            .markings
            .iter()
            .any(|m| matches!(m, Marking::Cage { .. }));
        let digit_size = cell
            * match (caged, n > 9) {
                (true, _) => CAGED_DIGIT_SIZE,
                (false, true) => LARGE_BOARD_DIGIT_SIZE,
                (false, false) => DIGIT_SIZE,
            };
        for (values, font, gray) in [
            (&self.givens, Font::Bold, Gray::BLACK),
            (&self.filled, Font::Regular, FILLED),
        ] {
            for (i, &v) in values.iter().enumerate().filter(|(_, v)| **v != 0) {
                let (cx, cy) = centre(Pos::from_index(i, n));
                let baseline = cy + FIGURE_HEIGHT * digit_size / 2.0;
                let symbol = Symbols::Standard.symbol(v).to_string();
                drawing.text_centred(cx, baseline, digit_size, font, gray, &symbol);
            }
        }
        let (light, heavy) = self.grid_lines(x, y, cell);
        drawing.strokes(thin, Gray::BLACK, light);
        drawing.strokes(thick, Gray::BLACK, heavy);
        drawing.rect((x, y, side, side), None, Some((thick * 1.3, Gray::BLACK)));
        self.draw_cages(drawing, x, y, cell, thin);
        // Marks between two cells sit on their shared edge, over the grid lines.
        for marking in &self.markings {
            if let Marking::Pair {
                cells: [a, b],
                kind,
            } = marking
            {
                let ((ax, ay), (bx, by)) = (centre(*a), centre(*b));
                let (cx, cy) = ((ax + bx) / 2.0, (ay + by) / 2.0);
                let outline = Some((thin * 1.4, Gray::BLACK));
                match kind {
                    PairKind::WhiteDot => drawing.circle(cx, cy, 0.11 * cell, Some(WHITE), outline),
                    PairKind::BlackDot => {
                        drawing.circle(cx, cy, 0.11 * cell, Some(Gray::BLACK), outline)
                    }
                    PairKind::X | PairKind::V => {
                        let size = 0.3 * cell;
                        drawing.circle(cx, cy, 0.15 * cell, Some(WHITE), None);
                        let letter = if *kind == PairKind::X { "X" } else { "V" };
                        let baseline = cy + FIGURE_HEIGHT * size / 2.0;
                        drawing.text_centred(cx, baseline, size, Font::Bold, Gray::BLACK, letter);
                    }
                }
            }
        }
    }

    /// The inner lines of the board, light and heavy (between different boxes or
    /// regions), each straight run of one weight as one segment.
    #[allow(clippy::type_complexity)]
    fn grid_lines(
        &self,
        x: f64,
        y: f64,
        cell: f64,
    ) -> (Vec<((f64, f64), (f64, f64))>, Vec<((f64, f64), (f64, f64))>) {
        let n = self.size();
        let area = |r: usize, c: usize| self.areas[r * n + c];
        let (mut light, mut heavy) = (Vec::new(), Vec::new());
        for line in 1..n {
            for vertical in [true, false] {
                // Along the line, cell by cell: is the edge there between two areas?
                let heavy_at = |k: usize| {
                    if vertical {
                        area(k, line - 1) != area(k, line)
                    } else {
                        area(line - 1, k) != area(line, k)
                    }
                };
                let mut start = 0;
                for k in 1..=n {
                    if k < n && heavy_at(k) == heavy_at(start) {
                        continue;
                    }
                    let at = line as f64 * cell;
                    let (a, b) = (start as f64 * cell, k as f64 * cell);
                    let segment = if vertical {
                        ((x + at, y + a), (x + at, y + b))
                    } else {
                        ((x + a, y + at), (x + b, y + at))
                    };
                    if heavy_at(start) {
                        heavy.push(segment);
                    } else {
                        light.push(segment);
                    }
                    start = k;
                }
            }
        }
        (light, heavy)
    }

    /// Each cage as a dashed outline set in from its cells' edges, and its sum in the
    /// top-left corner of its first cell (in reading order) on a white patch that
    /// breaks the outline there.
    fn draw_cages(&self, drawing: &mut Drawing, x: f64, y: f64, cell: f64, thin: f64) {
        let n = self.size();
        let d = CAGE_INSET * cell;
        let mut dashes = Vec::new();
        let mut sums = Vec::new();
        for marking in &self.markings {
            let Marking::Cage { cells, sum } = marking else {
                continue;
            };
            let inside = |r: isize, c: isize| {
                r >= 0
                    && c >= 0
                    && (r as usize) < n
                    && (c as usize) < n
                    && cells.contains(&Pos::new(r as usize, c as usize))
            };
            for &p in cells {
                let (r, c) = (p.row() as isize, p.col() as isize);
                let (left, top) = (x + c as f64 * cell, y + r as f64 * cell);
                let (right, bottom) = (left + cell, top + cell);
                // Where an edge's inset line ends: short of the corner where the outline
                // turns in (a convex corner), past it where it turns out round a
                // neighbour (a concave one), at the corner where it runs straight on.
                let end = |along: bool, diagonal: bool| match (along, diagonal) {
                    (false, _) => d,
                    (true, true) => -d,
                    (true, false) => 0.0,
                };
                if !inside(r - 1, c) {
                    let a = end(inside(r, c - 1), inside(r - 1, c - 1));
                    let b = end(inside(r, c + 1), inside(r - 1, c + 1));
                    dashes.push(((left + a, top + d), (right - b, top + d)));
                }
                if !inside(r + 1, c) {
                    let a = end(inside(r, c - 1), inside(r + 1, c - 1));
                    let b = end(inside(r, c + 1), inside(r + 1, c + 1));
                    dashes.push(((left + a, bottom - d), (right - b, bottom - d)));
                }
                if !inside(r, c - 1) {
                    let a = end(inside(r - 1, c), inside(r - 1, c - 1));
                    let b = end(inside(r + 1, c), inside(r + 1, c - 1));
                    dashes.push(((left + d, top + a), (left + d, bottom - b)));
                }
                if !inside(r, c + 1) {
                    let a = end(inside(r - 1, c), inside(r - 1, c + 1));
                    let b = end(inside(r + 1, c), inside(r + 1, c + 1));
                    dashes.push(((right - d, top + a), (right - d, bottom - b)));
                }
            }
            if let (Some(sum), Some(&first)) = (sum, cells.iter().min()) {
                sums.push((first, sum.to_string()));
            }
        }
        if dashes.is_empty() {
            return;
        }
        let segments = dashes
            .into_iter()
            .flat_map(|(a, b)| dashed(a, b, DASH.0 * cell, DASH.1 * cell))
            .collect();
        drawing.strokes(thin * 1.1, Gray::BLACK, segments);
        let size = SUM_SIZE * cell;
        for (first, text) in &sums {
            let (left, top) = (x + first.col() as f64 * cell, y + first.row() as f64 * cell);
            let width = Font::Regular.width(text, size);
            let pad = size * 0.12;
            // Clear of the frame and the box lines on its left and top.
            let (tx, ty) = (left + d * 0.85, top + d * 0.6);
            let patch = (
                tx - pad,
                ty - pad,
                width + 2.0 * pad,
                size * 0.72 + 2.0 * pad,
            );
            drawing.rect(patch, Some(Gray(255)), None);
            drawing.text(tx, ty + size * 0.72, size, Font::Regular, Gray::BLACK, text);
        }
    }
}

/// The segment from `a` to `b` as dashes of about `dash` with gaps of about `gap`,
/// stretched so a dash begins and ends the segment (outlines meet at their corners).
#[allow(clippy::type_complexity)]
fn dashed(
    a: (f64, f64),
    b: (f64, f64),
    dash: f64,
    gap: f64,
) -> impl Iterator<Item = ((f64, f64), (f64, f64))> {
    let length = ((b.0 - a.0).powi(2) + (b.1 - a.1).powi(2)).sqrt();
    let count = ((length + gap) / (dash + gap)).round().max(1.0) as usize;
    // count dashes and count − 1 gaps fill the length, in the ratio asked for.
    let unit = length / (count as f64 * dash + (count - 1) as f64 * gap);
    let (step, on) = ((dash + gap) * unit, dash * unit);
    let along = move |t: f64| {
        let f = if length > 0.0 { t / length } else { 0.0 };
        (a.0 + (b.0 - a.0) * f, a.1 + (b.1 - a.1) * f)
    };
    (0..count).map(move |k| {
        let start = k as f64 * step;
        (along(start), along((start + on).min(length)))
    })
}

/// The rule sentences wrapped to `width` points at font size `size`, measured as
/// `drawing` sets them: each line a list of runs, the rule's name (up to its colon,
/// `: ` or `：`) in bold, the rest regular. A line breaks at a space between Latin words
/// and between any two Chinese characters, never before a closing mark (`，`, `）`).
fn wrap(drawing: &Drawing, texts: &[String], width: f64, size: f64) -> Vec<Vec<(String, Font)>> {
    let mut lines = Vec::new();
    for text in texts {
        let (name, rest) = match (text.split_once(": "), text.split_once('：')) {
            (Some((name, rest)), _) => (format!("{name}:"), rest),
            (None, Some((name, rest))) => (format!("{name}："), rest),
            (None, None) => (String::new(), text.as_str()),
        };
        // Each piece: its text, its font, and whether a space goes before it.
        let mut pieces: Vec<(String, Font, bool)> = Vec::new();
        if !name.is_empty() {
            pieces.push((name, Font::Bold, false));
        }
        for (k, word) in rest.split(' ').filter(|w| !w.is_empty()).enumerate() {
            let spaced = k > 0 || pieces.last().is_some_and(|(n, ..)| n.ends_with(':'));
            for (j, piece) in breakable(word).into_iter().enumerate() {
                pieces.push((piece, Font::Regular, spaced && j == 0));
            }
        }
        let mut line: Vec<(String, Font)> = Vec::new();
        let mut used = 0.0;
        for (piece, font, spaced) in pieces {
            let joint = if spaced && !line.is_empty() { " " } else { "" };
            let w = drawing.text_width(&piece, size, font);
            let gap = drawing.text_width(joint, size, Font::Regular);
            if !line.is_empty() && used + gap + w > width {
                lines.push(std::mem::take(&mut line));
                used = 0.0;
            }
            let joint = if line.is_empty() { "" } else { joint };
            match line.last_mut() {
                Some((run, f)) if *f == font => {
                    run.push_str(joint);
                    run.push_str(&piece);
                }
                Some(_) => line.push((format!("{joint}{piece}"), font)),
                None => line.push((piece, font)),
            }
            used += if joint.is_empty() { w } else { gap + w };
        }
        lines.push(line);
    }
    lines
}

/// A word cut where a line may break inside it: after each Chinese character, keeping
/// a closing mark (`，。；：、）」`) with the character before it. A Latin word is one
/// piece.
fn breakable(word: &str) -> Vec<String> {
    // A Chinese character, or a mark of Chinese text: CJK punctuation, full-width forms.
    let wide = |c: char| {
        crate::words::is_chinese(c)
            || ('\u{3000}'..='\u{303F}').contains(&c)
            || ('\u{FF00}'..='\u{FFEF}').contains(&c)
    };
    let closing = |c: char| "，。；：、）」』！？".contains(c);
    let mut pieces: Vec<String> = Vec::new();
    let mut latin = String::new();
    for c in word.chars() {
        if wide(c) {
            if !latin.is_empty() {
                pieces.push(std::mem::take(&mut latin));
            }
            match pieces.last_mut() {
                Some(last) if closing(c) => last.push(c),
                _ => pieces.push(c.to_string()),
            }
        } else {
            latin.push(c);
        }
    }
    if !latin.is_empty() {
        pieces.push(latin);
    }
    pieces
}

/// A band `width` wide through the points of `path`, rounded at every point (the joints
/// and both ends), in `gray`.
fn band(drawing: &mut Drawing, path: &[(f64, f64)], width: f64, gray: Gray) {
    drawing.strokes(width, gray, path.windows(2).map(|w| (w[0], w[1])).collect());
    for &(cx, cy) in path {
        drawing.circle(cx, cy, width / 2.0, Some(gray), None);
    }
}

/// An arrow of cells `cell` points wide: a pale circle outlined in grey over the bulb's
/// centres `pill` (a capsule over a pill), and a grey line from the circle's edge through
/// the centres of `line`, with a head at the tip.
fn arrow(drawing: &mut Drawing, pill: &[(f64, f64)], line: &[(f64, f64)], cell: f64, thin: f64) {
    let radius = 0.4 * cell;
    let width = thin * 2.2;
    band(drawing, pill, 2.0 * radius, ARROW);
    band(drawing, pill, 2.0 * radius - 2.0 * width, WHITE);
    let Some(&first) = line.first() else { return };
    // The line leaves the bulb cell nearest its first cell, from the circle's edge.
    let near = |&(x, y): &(f64, f64)| (x - first.0).hypot(y - first.1);
    let Some(&from) = pill.iter().min_by(|a, b| near(a).total_cmp(&near(b))) else {
        return;
    };
    let toward = |(ax, ay): (f64, f64), (bx, by): (f64, f64), by_much: f64| {
        let length = (bx - ax).hypot(by - ay).max(f64::EPSILON);
        (
            ax + (bx - ax) * by_much / length,
            ay + (by - ay) * by_much / length,
        )
    };
    let mut path = vec![toward(from, first, radius)];
    path.extend_from_slice(line);
    drawing.strokes(
        width,
        ARROW,
        path.windows(2).map(|w| (w[0], w[1])).collect(),
    );
    for &(cx, cy) in &path[1..path.len() - 1] {
        drawing.circle(cx, cy, width / 2.0, Some(ARROW), None);
    }
    // The head: two strokes back from the tip, each 40° off the last segment.
    let (tip, before) = (path[path.len() - 1], path[path.len() - 2]);
    let back = (before.1 - tip.1).atan2(before.0 - tip.0);
    let head = 0.28 * cell;
    let sides =
        [back - 0.7, back + 0.7].map(|a| (tip, (tip.0 + head * a.cos(), tip.1 + head * a.sin())));
    drawing.strokes(width, ARROW, sides.to_vec());
}

#[cfg(test)]
mod tests {
    use super::super::drawing::{Item, Units};
    use super::*;
    use crate::variant::Rules;

    fn texts(drawing: &Drawing) -> Vec<String> {
        drawing
            .items()
            .iter()
            .filter_map(|i| match i {
                Item::Text { text, .. } => Some(text.clone()),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn sixteen_by_sixteen_writes_letters_and_heavy_lines_every_four_cells() {
        let rules = Rules::new(Shape::for_size(16).unwrap());
        let mut givens = vec![0u8; 256];
        givens[0] = 10;
        givens[255] = 16;
        let puzzle = Puzzle::new(rules, givens).unwrap();
        let drawing = VariantDiagram::puzzle(&puzzle).to_drawing(320.0);
        assert_eq!(texts(&drawing), ["A", "G"]);
        let strokes: Vec<usize> = drawing
            .items()
            .iter()
            .filter_map(|i| match i {
                Item::Strokes { segments, .. } => Some(segments.len()),
                _ => None,
            })
            .collect();
        // 12 light and 3 heavy lines each way, each one straight run.
        assert_eq!(strokes, [24, 6]);
    }

    #[test]
    fn jigsaw_lines_follow_the_regions() {
        let regions = vec![0, 0, 1, 1, 0, 0, 1, 1, 2, 3, 3, 3, 2, 2, 2, 3];
        let rules = Rules::new(Shape::for_size(4).unwrap())
            .with_regions(regions)
            .unwrap();
        let diagram = VariantDiagram::puzzle(&Puzzle::empty(rules));
        let (_, heavy) = diagram.grid_lines(0.0, 0.0, 10.0);
        let mut heavy: Vec<_> = heavy
            .iter()
            .map(|&((a, b), (c, d))| (a as i32, b as i32, c as i32, d as i32))
            .collect();
        heavy.sort_unstable();
        // The regions' borders, each straight run one segment: the whole line under
        // row 2, the column 2|3 line in rows 1-2, and the steps between regions 3 and 4.
        assert_eq!(
            heavy,
            [
                (0, 20, 40, 20),
                (10, 20, 10, 30),
                (10, 30, 30, 30),
                (20, 0, 20, 20),
                (30, 30, 30, 40)
            ]
        );
        assert_eq!(
            diagram.rule_lines(),
            ["Jigsaw: each outlined region holds every digit once"]
        );
    }

    #[test]
    fn a_cage_outline_is_set_in_and_its_sum_stays_clear_of_the_digit() {
        // An L-shaped cage: r1c1, r1c2, r2c1.
        let puzzle = Puzzle::from_json(
            r#"{"size":4,"constraints":[{"type":"killer","cells":["r1c2","r1c1","r2c1"],"sum":7}],"givens":"1..............."}"#,
        )
        .unwrap();
        let diagram = VariantDiagram::puzzle(&puzzle);
        let mut drawing = Drawing::new(100.0, 100.0);
        diagram.draw_board(&mut drawing, 0.0, 0.0, 100.0);
        let mut sum_at = None;
        let mut digit_at = None;
        for item in drawing.items() {
            if let Item::Text { at, size, text, .. } = item {
                match text.as_str() {
                    "7" => sum_at = Some((*at, *size)),
                    "1" => digit_at = Some((*at, *size)),
                    _ => {}
                }
            }
        }
        let ((sum_xy, sum_size), (digit_xy, digit_size)) = (sum_at.unwrap(), digit_at.unwrap());
        // The sum sits in r1c1's top-left corner; the digit's top is below the sum's
        // baseline or its left edge right of the sum's right edge.
        assert!(sum_xy.0 < Units(500) && sum_xy.1 < Units(1000));
        let digit_top = digit_xy.1.0 as f64 - FIGURE_HEIGHT * digit_size.0 as f64;
        let sum_right = sum_xy.0.0 as f64 + 0.556 * sum_size.0 as f64;
        assert!(digit_top > sum_xy.1.0 as f64 || digit_xy.0.0 as f64 > sum_right);
        // Every dash lies inside the cage's cells, at least the inset from their edges.
        let cells = 25.0;
        for item in drawing.items() {
            if let Item::Strokes { segments, .. } = item {
                if segments.len() < 10 {
                    continue;
                }
                for &(a, b) in segments {
                    for (px, py) in [a, b] {
                        let (px, py) = (px.0 as f64 / 100.0, py.0 as f64 / 100.0);
                        let inset = CAGE_INSET * cells - 0.01;
                        let in_row_1 = py >= inset
                            && py <= cells - inset
                            && px >= inset
                            && px <= 2.0 * cells - inset;
                        let in_col_1 = px >= inset
                            && px <= cells - inset
                            && py >= inset
                            && py <= 2.0 * cells - inset;
                        assert!(in_row_1 || in_col_1, "({px}, {py})");
                    }
                }
            }
        }
    }

    #[test]
    fn dashes_begin_and_end_the_segment() {
        let dashes: Vec<_> = dashed((0.0, 0.0), (10.0, 0.0), 1.0, 0.5).collect();
        assert_eq!(dashes.first().unwrap().0, (0.0, 0.0));
        assert!((dashes.last().unwrap().1.0 - 10.0).abs() < 1e-9);
        assert_eq!(dashes.len(), 7);
    }

    #[test]
    fn long_rules_wrap_to_the_width_with_the_name_in_bold() {
        let lines = wrap(
            &Drawing::new(100.0, 100.0),
            &[
                "Anti-king: cells a king's move apart (diagonally too) hold different digits"
                    .to_owned(),
            ],
            100.0,
            8.0,
        );
        assert!(lines.len() > 1);
        assert_eq!(lines[0][0], ("Anti-king:".to_owned(), Font::Bold));
        for line in &lines {
            let width: f64 = line.iter().map(|(t, f)| f.width(t, 8.0)).sum();
            assert!(width <= 100.0, "{line:?}");
        }
    }

    #[test]
    fn rule_lines_follow_the_language_and_chinese_breaks_between_characters() {
        let killer = Puzzle::from_json(
            r#"{"size":4,"constraints":[{"type":"killer","cells":["r1c1","r1c2"],"sum":3}],"givens":"................"}"#,
        )
        .unwrap();
        let zh = VariantDiagram::puzzle_in(&killer, Lang::ZhHant);
        let line = zh.rule_lines()[0].clone();
        assert!(line.starts_with("殺手數獨："), "{line}");
        assert!(VariantDiagram::puzzle(&killer).rule_lines()[0].starts_with("Killer: "));
        // Narrow enough for a few characters a line.
        let page = Drawing::new(100.0, 100.0);
        let lines = wrap(&page, std::slice::from_ref(&line), 40.0, 8.0);
        assert!(lines.len() > 2, "{lines:?}");
        assert_eq!(lines[0][0], ("殺手數獨：".to_owned(), Font::Bold));
        let joined: String = lines.iter().flatten().map(|(t, _)| t.as_str()).collect();
        assert_eq!(joined, line, "no character lost or added");
        for l in &lines[1..] {
            let first = l[0].0.chars().next().unwrap();
            assert!(!"，。；：、）".contains(first), "{lines:?}");
        }
        // Latin text still breaks at spaces, each space kept once.
        let english = wrap(
            &page,
            &["Killer: digits in a cage do not repeat".to_owned()],
            60.0,
            8.0,
        );
        let words: Vec<String> = english
            .iter()
            .map(|l| l.iter().map(|(t, _)| t.as_str()).collect())
            .collect();
        assert_eq!(words.join(" "), "Killer: digits in a cage do not repeat");
    }

    #[test]
    fn answers_carry_no_rule_lines() {
        let rules = Rules::new(Shape::for_size(4).unwrap())
            .with_named("anti-king")
            .unwrap();
        let puzzle = Puzzle::empty(rules);
        let solution = [1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1];
        let answer = VariantDiagram::solution(&puzzle, &solution);
        assert!(answer.rule_lines().is_empty());
        assert_eq!(texts(&answer.to_drawing(100.0)).len(), 16);
        assert_eq!(VariantDiagram::puzzle(&puzzle).rule_lines().len(), 1);
    }
}
