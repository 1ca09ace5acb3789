//! Grid finding. Candidates are quadrilaterals: the outline of every large connected shape of
//! ink (the textbook "largest four-sided contour"), the same from a mask holding only long
//! horizontal and vertical runs of ink, where text touching the grid has been removed, and
//! from that mask eroded, where only thick lines are left (a thick outline parted from a
//! page's rules that touch it). Each
//! candidate is scored by how much ink lies on its ten expected rows and ten expected columns
//! of lines, less the ink at its cell centres, so a page frame or one 3×3 box loses to the
//! grid. Shapes far from square (a strip of dark page edge, whose every sample is ink) are
//! no candidates; when a page holds several grids (a puzzle and yesterday's solution), the
//! largest of those scoring nearly as well as the best wins. The winner's corners are then
//! nudged to the positions that score best.
//! Read next: [`crate::cells`], which cuts the warped grid into cells.

use image::GrayImage;

use crate::borders::outer_borders;
use crate::geometry::{Point, Quad};
use crate::ink::{INK, dilate, erode, ink_mask};

/// A located grid: its outline in the (working-size) image and its score.
///
/// ```
/// use shudu_scan::geometry::Quad;
/// use shudu_scan::locate::Located;
/// let found = Located { quad: Quad([(0.0, 0.0), (9.0, 0.0), (9.0, 9.0), (0.0, 9.0)]), score: 0.8, others: 0 };
/// assert!(found.score > 0.45);
/// ```
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Located {
    /// The grid's outer corners.
    pub quad: Quad,
    /// Mean ink on the expected lines minus mean ink at cell centres, in [-1, 1].
    pub score: f32,
    /// How many other shapes in the image score as grids (apart from this one and from
    /// each other): a page with a puzzle and yesterday's solution has one. Only the
    /// largest of the best is read; front ends say another grid may be there. On the 160
    /// test photos, three have one: two a solution grid, one a boxed panel of text.
    pub others: usize,
}

/// The least score a grid must reach: below it the best quadrilateral is not a grid.
const MIN_SCORE: f32 = 0.45;

/// Finds the Sudoku grid in a grey image with a light background, if there is one.
///
/// ```
/// // Draw a 9×9 grid of lines and find it again.
/// let mut grey = image::GrayImage::from_pixel(300, 300, image::Luma([255]));
/// for i in 0..10u32 {
///     let at = 30 + i * 27;
///     for t in 30..=273 {
///         grey.put_pixel(at, t, image::Luma([0]));
///         grey.put_pixel(t, at, image::Luma([0]));
///     }
/// }
/// let found = shudu_scan::locate::locate(&grey).expect("a grid");
/// let (x, y) = found.quad.0[0];
/// assert!((x - 30.0).abs() < 2.0 && (y - 30.0).abs() < 2.0);
/// ```
pub fn locate(grey: &GrayImage) -> Option<Located> {
    let (w, h) = grey.dimensions();
    let side = w.min(h);
    let mask = ink_mask(grey, (side / 40).max(3), 8);
    let lines = line_mask(&mask, (side / 25).max(8));
    let min_area = (w as f32 * h as f32) * 0.04;
    let mut candidates = quads_of(&mask, min_area);
    candidates.extend(quads_of(&lines, min_area));
    // A grid whose outline touches a rule of the page (a column rule, the edge of a shaded
    // block) merges with it into one shape, never a grid candidate; eroded, only the thick
    // outline is left, parted from the thinner lines touching it. Its quadrilateral lies the
    // erosion's depth inside the outline, and is grown back by as much.
    let depth = (side / 256).max(2);
    candidates.extend(
        quads_of(&erode(&lines, depth), min_area)
            .into_iter()
            .map(|q| grown(q, depth as f32)),
    );
    candidates.retain(squarish);
    let scorer = Scorer::new(&mask);
    let scored: Vec<(f32, Quad)> = candidates
        .into_iter()
        .map(|quad| (scorer.score(&quad), quad))
        .collect();
    let top = scored.iter().map(|s| s.0).max_by(f32::total_cmp)?;
    if top < MIN_SCORE - 0.1 {
        return None;
    }
    let best = scored
        .iter()
        .filter(|s| s.0 >= top - NEAR_TIE)
        .max_by(|a, b| a.1.area().total_cmp(&b.1.area()))?
        .1;
    let refined = scorer.refine(best);
    let score = scorer.score(&refined);
    (score >= MIN_SCORE).then_some(Located {
        quad: refined,
        score,
        others: others(&scored, &best),
    })
}

/// How many grids `scored` holds besides `read`: candidates that score as grids, each
/// apart from `read` and from those counted before it (a grid found in several masks,
/// one of its boxes or the frame around it overlaps it, so counts once or not at all).
fn others(scored: &[(f32, Quad)], read: &Quad) -> usize {
    let mut kept: Vec<Quad> = vec![*read];
    for (_, quad) in scored.iter().filter(|s| s.0 >= MIN_SCORE) {
        if kept.iter().all(|k| apart(k, quad)) {
            kept.push(*quad);
        }
    }
    kept.len() - 1
}

/// Whether two quadrilaterals are apart: neither holds the other's centre.
fn apart(a: &Quad, b: &Quad) -> bool {
    !a.contains(b.centre()) && !b.contains(a.centre())
}

/// How far below the best score a larger candidate may score and still win: a puzzle's grid
/// with faint inner lines against a smaller, crisply printed solution grid beside it.
const NEAR_TIE: f32 = 0.08;

/// `quad` with each side moved about `by` pixels outward: each corner moved away from the
/// centre by `by` along both sides' normals (`by` × √2 along a square's diagonal).
fn grown(quad: Quad, by: f32) -> Quad {
    let (cx, cy) = quad
        .0
        .iter()
        .fold((0.0, 0.0), |c, p| (c.0 + p.0 / 4.0, c.1 + p.1 / 4.0));
    Quad(quad.0.map(|(x, y)| {
        let length = (x - cx).hypot(y - cy).max(1e-6);
        let step = by * std::f32::consts::SQRT_2 / length;
        (x + (x - cx) * step, y + (y - cy) * step)
    }))
}

/// The least ratio of a candidate's shortest side to its longest: a photographed square
/// keeps its sides within this of each other at any sensible angle.
const MIN_SIDE_RATIO: f32 = 0.5;

/// Whether a quadrilateral could be a square grid photographed at an angle.
fn squarish(quad: &Quad) -> bool {
    let p = &quad.0;
    let sides: Vec<f32> = (0..4)
        .map(|i| {
            let (a, b) = (p[i], p[(i + 1) % 4]);
            (b.0 - a.0).hypot(b.1 - a.1)
        })
        .collect();
    let shortest = sides.iter().copied().fold(f32::INFINITY, f32::min);
    let longest = sides.iter().copied().fold(0.0, f32::max);
    shortest >= MIN_SIDE_RATIO * longest
}

/// Keeps only long runs of ink: horizontal runs and vertical runs of at least `min_run`
/// pixels. The mask is first thickened across each run's direction by a pixel, so a slightly
/// tilted line still forms long runs.
fn line_mask(mask: &GrayImage, min_run: u32) -> GrayImage {
    let (w, h) = (mask.width() as usize, mask.height() as usize);
    let min_run = min_run as usize;
    let ink = mask.as_raw();
    let mut out = vec![0u8; w * h];
    let row = |y: usize| &ink[y * w..][..w];
    // Horizontal runs, a row at a time: a pixel is on when it or the pixel above or below
    // is ink (a missing neighbour at the edge stands in as the row itself).
    let mut on = vec![false; w];
    for y in 0..h {
        let (above, here, below) = (row(y.saturating_sub(1)), row(y), row((y + 1).min(h - 1)));
        for (((o, &a), &p), &b) in on.iter_mut().zip(above).zip(here).zip(below) {
            *o = (a == INK) | (p == INK) | (b == INK);
        }
        let line = &mut out[y * w..][..w];
        let mut x = 0;
        while let Some(gap) = on[x..].iter().position(|&o| o) {
            x += gap;
            let run = on[x..].iter().position(|&o| !o).unwrap_or(w - x);
            if run >= min_run {
                line[x..x + run].fill(INK);
            }
            x += run;
        }
    }
    // Vertical runs, walking down the rows with each column's length of run so far, so
    // memory is read in order: a pixel is on when it or the pixel left or right of it is ink.
    // A run of at least `min_run` is filled in when the pixel below it is off (or the last
    // row is passed), which few rows have: the loops that test and update every column are
    // free of branches.
    let mut lengths = vec![0u32; w];
    let min_run = min_run as u32;
    for y in 0..=h {
        if y < h {
            let here = row(y);
            for (o, &p) in on.iter_mut().zip(here) {
                *o = p == INK;
            }
            for (o, &p) in on[1..].iter_mut().zip(here) {
                *o |= p == INK;
            }
            for (o, &p) in on.iter_mut().zip(&here[1..]) {
                *o |= p == INK;
            }
        } else {
            on.fill(false);
        }
        let ends = lengths
            .iter()
            .zip(&on)
            .fold(false, |any, (&length, &o)| any | (!o & (length >= min_run)));
        if ends {
            for (x, (&length, &o)) in lengths.iter().zip(&on).enumerate() {
                if !o && length >= min_run {
                    for yy in y - length as usize..y {
                        out[yy * w + x] = INK;
                    }
                }
            }
        }
        for (length, &o) in lengths.iter_mut().zip(&on) {
            *length = if o { *length + 1 } else { 0 };
        }
    }
    GrayImage::from_raw(w as u32, h as u32, out).expect("one mask value a pixel")
}

/// The outline quadrilateral of every outer contour whose bounding box covers at least
/// `min_area` pixels: its four extreme points (least and most x+y, least and most x−y).
fn quads_of(mask: &GrayImage, min_area: f32) -> Vec<Quad> {
    let mut quads = Vec::new();
    for points in outer_borders(mask) {
        if points.len() < 40 {
            continue;
        }
        let (mut x0, mut y0, mut x1, mut y1) = (i32::MAX, i32::MAX, i32::MIN, i32::MIN);
        for &(x, y) in &points {
            (x0, y0, x1, y1) = (x0.min(x), y0.min(y), x1.max(x), y1.max(y));
        }
        if ((x1 - x0) as f32) * ((y1 - y0) as f32) < min_area {
            continue;
        }
        // The first point of least key, the last of most (as `min_by_key` and `max_by_key`).
        let extreme = |key: &dyn Fn(i32, i32) -> i32, most: bool| -> Point {
            let &(x, y) = if most {
                points.iter().max_by_key(|p| key(p.0, p.1))
            } else {
                points.iter().min_by_key(|p| key(p.0, p.1))
            }
            .expect("a border has points");
            (x as f32 + 0.5, y as f32 + 0.5)
        };
        let quad = Quad([
            extreme(&|x, y| x + y, false),
            extreme(&|x, y| x - y, true),
            extreme(&|x, y| x + y, true),
            extreme(&|x, y| x - y, false),
        ]);
        if quad.is_convex() && quad.area() >= min_area * 0.5 {
            quads.push(quad);
        }
    }
    quads
}

/// Scores quadrilaterals against an ink mask grown by a couple of pixels.
struct Scorer {
    near_ink: GrayImage,
}

/// Samples per expected line.
const LINE_SAMPLES: usize = 90;

impl Scorer {
    fn new(mask: &GrayImage) -> Scorer {
        let side = mask.width().min(mask.height());
        Scorer {
            near_ink: dilate(mask, (side / 300).max(1)),
        }
    }

    fn inked(&self, (x, y): Point) -> f32 {
        let (w, h) = self.near_ink.dimensions();
        if x < 0.0 || y < 0.0 || x >= w as f32 || y >= h as f32 {
            return 0.0;
        }
        if self.near_ink.get_pixel(x as u32, y as u32)[0] == INK {
            1.0
        } else {
            0.0
        }
    }

    /// Mean ink along the 20 expected lines minus mean ink around the 81 cell centres.
    fn score(&self, quad: &Quad) -> f32 {
        let p = quad.projection();
        let mut on_lines = 0.0;
        for i in 0..=9 {
            let fixed = i as f32 / 9.0;
            for s in 0..LINE_SAMPLES {
                let t = (s as f32 + 0.5) / LINE_SAMPLES as f32;
                on_lines += self.inked(p.map(t, fixed)) + self.inked(p.map(fixed, t));
            }
        }
        on_lines /= (20 * LINE_SAMPLES) as f32;
        let mut at_centres = 0.0;
        for r in 0..9 {
            for c in 0..9 {
                for (du, dv) in [(0.5, 0.5), (0.35, 0.35), (0.65, 0.65), (0.35, 0.65)] {
                    at_centres += self.inked(p.map((c as f32 + du) / 9.0, (r as f32 + dv) / 9.0));
                }
            }
        }
        at_centres /= (81 * 4) as f32;
        on_lines - 0.5 * at_centres
    }

    /// Moves each corner, a step at a time, to whichever neighbouring position scores best,
    /// until no move helps.
    fn refine(&self, quad: Quad) -> Quad {
        let mut best = quad;
        let mut best_score = self.score(&best);
        for step in [3.0, 1.0] {
            for _round in 0..6 {
                let mut improved = false;
                for corner in 0..4 {
                    for (dx, dy) in [(step, 0.0), (-step, 0.0), (0.0, step), (0.0, -step)] {
                        let mut trial = best;
                        trial.0[corner].0 += dx;
                        trial.0[corner].1 += dy;
                        let s = self.score(&trial);
                        if s > best_score {
                            (best, best_score, improved) = (trial, s, true);
                        }
                    }
                }
                if !improved {
                    break;
                }
            }
        }
        best
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use image::Luma;

    /// The line mask as first written, pixel by pixel: the oracle for the faster one.
    fn line_mask_plainly(mask: &GrayImage, min_run: u32) -> GrayImage {
        let (w, h) = mask.dimensions();
        let ink = |x: u32, y: u32| mask.get_pixel(x, y)[0] == INK;
        let mut out = GrayImage::new(w, h);
        for y in 0..h {
            let mut start = 0;
            for x in 0..=w {
                let on = x < w
                    && (ink(x, y) || (y > 0 && ink(x, y - 1)) || (y + 1 < h && ink(x, y + 1)));
                if !on {
                    if x - start >= min_run {
                        for xx in start..x {
                            out.put_pixel(xx, y, Luma([INK]));
                        }
                    }
                    start = x + 1;
                }
            }
        }
        for x in 0..w {
            let mut start = 0;
            for y in 0..=h {
                let on = y < h
                    && (ink(x, y) || (x > 0 && ink(x - 1, y)) || (x + 1 < w && ink(x + 1, y)));
                if !on {
                    if y - start >= min_run {
                        for yy in start..y {
                            out.put_pixel(x, yy, Luma([INK]));
                        }
                    }
                    start = y + 1;
                }
            }
        }
        out
    }

    #[test]
    fn the_line_mask_is_the_plain_loops() {
        let mut state = 0x2545_F491_4F6C_DD1Du64;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state >> 40) as u32
        };
        for (w, h) in [(90, 70), (33, 1), (1, 40), (2, 2)] {
            for density in [2, 30, 70] {
                // Sparse ink plus a few long lines, so runs of every length occur.
                let mask = GrayImage::from_fn(w, h, |x, y| {
                    let line = x % 23 == 5 || y % 17 == 3;
                    let on = next() % 100 < if line { 90 } else { density };
                    Luma([if on { INK } else { 0 }])
                });
                for min_run in [0, 1, 3, 8, 30, 100] {
                    assert_eq!(
                        line_mask(&mask, min_run),
                        line_mask_plainly(&mask, min_run),
                        "{w}×{h}, density {density}, runs of {min_run}"
                    );
                }
            }
        }
    }
}

#[cfg(test)]
mod other_grids_tests {
    use super::*;

    /// A white page with a 9×9 grid of lines of side `side` at each `(x, y)`.
    fn page(width: u32, height: u32, grids: &[(u32, u32)], side: u32) -> GrayImage {
        let mut grey = GrayImage::from_pixel(width, height, image::Luma([255]));
        for &(x0, y0) in grids {
            for i in 0..10 {
                let at = i * side / 9;
                for t in 0..=side {
                    for w in 0..2 {
                        grey.put_pixel(
                            x0 + at.min(side - 1) + w,
                            y0 + t.min(side - 1),
                            image::Luma([0]),
                        );
                        grey.put_pixel(
                            x0 + t.min(side - 1),
                            y0 + at.min(side - 1) + w,
                            image::Luma([0]),
                        );
                    }
                }
            }
        }
        grey
    }

    #[test]
    fn other_grids_on_the_page_are_counted_once_each() {
        let one = locate(&page(400, 400, &[(40, 40)], 300)).expect("a grid");
        assert_eq!(one.others, 0);
        let two = locate(&page(760, 400, &[(30, 50), (400, 50)], 300)).expect("a grid");
        assert_eq!(two.others, 1);
        let four = page(760, 760, &[(30, 30), (400, 30), (30, 400), (400, 400)], 300);
        assert_eq!(locate(&four).expect("a grid").others, 3);
    }

    #[test]
    fn a_point_is_inside_a_quad_either_way_round() {
        let square = Quad([(0.0, 0.0), (10.0, 0.0), (10.0, 10.0), (0.0, 10.0)]);
        let reversed = Quad([(0.0, 0.0), (0.0, 10.0), (10.0, 10.0), (10.0, 0.0)]);
        for quad in [square, reversed] {
            assert!(quad.contains((5.0, 5.0)));
            assert!(!quad.contains((15.0, 5.0)));
            assert_eq!(quad.centre(), (5.0, 5.0));
        }
    }
}
