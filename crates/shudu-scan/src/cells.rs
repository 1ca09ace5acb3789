//! Cell extraction from the warped grid. Each cell's border snaps to a grid line only where a
//! line spans the cell's band (otherwise borders would snap to a digit's strokes and cut it in
//! half); inside, the cell is thresholded between its own paper and ink levels, components
//! touching the border (remains of grid lines) are dropped, and what is left near the centre is
//! the digit, scaled and centred in a fixed [`CANVAS`]×[`CANVAS`] canvas for the classifier.
//! When a digit's strokes touch a line (blur, a grid found a little off) and the cell would
//! come out empty, it is cut again a few pixels further in. A cell is empty here only when
//! clearly too little ink or contrast is left: the thresholds are low on purpose, since a
//! faint digit lost here is lost for good, while marks that are not digits (shading, print
//! showing through the page, stains) are the network's to reject (its class 0). The training
//! program cuts cells with this same code. Read next: [`crate::model`], which reads the
//! canvases.

use image::GrayImage;
use imageproc::region_labelling::{Connectivity, connected_components};

/// Pixels per cell in the warped grid.
pub const CELL: u32 = 36;

/// Side of the warped grid: nine cells.
pub const GRID: u32 = 9 * CELL;

/// Side of the classifier's input canvas.
pub const CANVAS: usize = 28;

/// The digit's height in the canvas (as in the MNIST convention: a 20-pixel box in 28).
const DIGIT_BOX: f32 = 20.0;

/// One cell as cut from the grid: its digit canvas (ink 1.0, paper 0.0, row-major), or none
/// when the cell is empty, and the measures the emptiness was decided on.
///
/// ```
/// use shudu_scan::cells::{CANVAS, CELL, GRID, cut_cells};
/// // One dark square in the middle of r1c1.
/// let grid = image::GrayImage::from_fn(GRID, GRID, |x, y| {
///     let inside = (12..24).contains(&x) && (8..28).contains(&y);
///     image::Luma([if inside { 10 } else { 240 }])
/// });
/// let cells = cut_cells(&grid);
/// let canvas = cells[0].canvas.as_ref().expect("r1c1 holds ink");
/// assert_eq!(canvas.len(), CANVAS * CANVAS);
/// assert!(canvas[14 * CANVAS + 14] > 0.9 && canvas[0] == 0.0);
/// assert!(cells[1].canvas.is_none());
/// ```
#[derive(Debug, Clone, PartialEq)]
pub struct CellCut {
    /// The digit, centred in the canvas; `None` for an empty cell.
    pub canvas: Option<Vec<f32>>,
    /// Paper grey minus ink grey inside the cell.
    pub contrast: f32,
    /// Fraction of the cell's area covered by the kept (central) ink.
    pub ink: f32,
    /// Fraction of the cell's area covered by ink that reaches into its centre but touches
    /// its border, and so was dropped: a grid line crossing a cell, or a digit cut by a
    /// grid found a little too small.
    pub touching: f32,
}

/// Cuts the 81 cells of a warped grid ([`GRID`]×[`GRID`], light paper), row by row.
///
/// ```
/// use shudu_scan::cells::{GRID, cut_cells};
/// let blank = image::GrayImage::from_pixel(GRID, GRID, image::Luma([250]));
/// let cells = cut_cells(&blank);
/// assert_eq!(cells.len(), 81);
/// assert!(cells.iter().all(|c| c.canvas.is_none()));
/// ```
pub fn cut_cells(warped: &GrayImage) -> Vec<CellCut> {
    let cutter = Cutter::new(warped);
    (0..81).map(|index| cutter.cut(index)).collect()
}

/// Cuts cells one at a time, for a caller that may need only the first few (judging which
/// way up a grid is): the line mask the borders snap to is made once, and each cell is cut
/// exactly as [`cut_cells`] cuts it.
///
/// ```
/// use shudu_scan::cells::{Cutter, GRID, cut_cells};
/// let grid = image::GrayImage::from_fn(GRID, GRID, |x, y| {
///     image::Luma([if (x / 7 + y / 11) % 5 == 0 { 20 } else { 230 }])
/// });
/// let cutter = Cutter::new(&grid);
/// assert_eq!(cutter.cut(40), cut_cells(&grid)[40]);
/// ```
pub struct Cutter<'a> {
    warped: &'a GrayImage,
    mask: GrayImage,
}

impl<'a> Cutter<'a> {
    /// Prepares to cut the cells of a warped grid ([`GRID`]×[`GRID`], light paper).
    pub fn new(warped: &'a GrayImage) -> Cutter<'a> {
        Cutter {
            warped,
            mask: crate::ink::ink_mask(warped, CELL / 3, 12),
        }
    }

    /// Cuts cell `index` (0 to 80, row by row).
    pub fn cut(&self, index: usize) -> CellCut {
        assert!(index < 81, "a grid has 81 cells, not {}", index + 1);
        let (r, c) = ((index / 9) as u32, (index % 9) as u32);
        let (top, bottom) = borders(&self.mask, r, c, Axis::Rows);
        let (left, right) = borders(&self.mask, c, r, Axis::Columns);
        cut_cell(self.warped, left, top, right, bottom)
    }
}

#[derive(Clone, Copy, PartialEq)]
enum Axis {
    /// Borders are rows of pixels (top and bottom).
    Rows,
    /// Borders are columns of pixels (left and right).
    Columns,
}

/// The cell's inner extent along one axis: `[start, end)` between the lines at `index` and
/// `index + 1`. A border snaps past a line only where some row (column) near the nominal
/// position is ink across most of the cell's width (`across` picks the cell in the other
/// direction); otherwise it keeps the nominal position less a small margin.
fn borders(mask: &GrayImage, index: u32, across: u32, axis: Axis) -> (u32, u32) {
    let reach = CELL / 5;
    let (lo, hi) = (across * CELL + CELL / 8, (across + 1) * CELL - CELL / 8);
    let spans = |line: u32| -> bool {
        let inked = (lo..hi)
            .filter(|&t| {
                let (x, y) = match axis {
                    Axis::Rows => (t, line),
                    Axis::Columns => (line, t),
                };
                mask.get_pixel(x, y)[0] == crate::ink::INK
            })
            .count();
        inked * 100 >= (hi - lo) as usize * 80
    };
    let nominal_start = index * CELL;
    let nominal_end = (index + 1) * CELL;
    let margin = CELL / 14;
    let start = (nominal_start.saturating_sub(reach)..(nominal_start + reach).min(GRID))
        .rev()
        .find(|&line| spans(line))
        .map_or(nominal_start + margin, |line| (line + 1).max(nominal_start));
    let end = (nominal_end.saturating_sub(reach)..(nominal_end + reach).min(GRID))
        .find(|&line| spans(line))
        .map_or(nominal_end - margin, |line| line.min(nominal_end));
    // A line found on the wrong side of the other (a very thick line, a damaged cell) keeps
    // the cell at least half its nominal size.
    if end <= start + CELL / 2 {
        (nominal_start + margin, nominal_end - margin)
    } else {
        (start, end)
    }
}

/// The least paper-minus-ink contrast of a cell holding a digit.
const MIN_CONTRAST: f32 = 12.0;

/// The least fraction of the cell's area a digit's ink covers (a thin 1 covers about 2 %).
const MIN_INK: f32 = 0.015;

/// How far in a cell is cut again when ink touching its border reaches its centre.
const INSET: u32 = CELL / 12;

/// Cuts one cell, and when it comes out empty while ink touching its border reaches into its
/// centre (a digit's stroke joined to a grid line), again [`INSET`] pixels further in on each
/// side, which parts the digit from the line; a line crossing the whole cell still touches
/// the border there and is still dropped.
fn cut_cell(warped: &GrayImage, left: u32, top: u32, right: u32, bottom: u32) -> CellCut {
    let (mut first, touching) = cut_one(warped, left, top, right, bottom);
    first.touching = touching;
    if first.canvas.is_some() || touching < MIN_INK {
        return first;
    }
    let (inset, _) = cut_one(
        warped,
        left + INSET,
        top + INSET,
        right - INSET,
        bottom - INSET,
    );
    if inset.canvas.is_some() {
        CellCut { touching, ..inset }
    } else {
        first
    }
}

/// The `n`th smallest of `levels` (counting from 0) for each `n` of `ns`: what sorting the
/// levels and indexing them gives, read from a histogram instead of a sort.
fn nth_levels<const K: usize>(levels: &[u8], ns: [usize; K]) -> [u8; K] {
    let mut histogram = [0usize; 256];
    for &l in levels {
        histogram[usize::from(l)] += 1;
    }
    ns.map(|n| {
        let mut seen = 0;
        histogram
            .iter()
            .position(|&count| {
                seen += count;
                seen > n
            })
            .map_or(u8::MAX, |level| level as u8)
    })
}

/// Cuts one cell `[left, right) × [top, bottom)` of the warped grid; also returns the
/// fraction of its area covered by ink that touches the border and reaches into the centre.
fn cut_one(warped: &GrayImage, left: u32, top: u32, right: u32, bottom: u32) -> (CellCut, f32) {
    // One more pixel in from each border: a line's anti-aliased edge.
    let (left, top) = (left + 1, top + 1);
    let (right, bottom) = (
        right.saturating_sub(1).max(left + 4),
        bottom.saturating_sub(1).max(top + 4),
    );
    let (w, h) = (right - left, bottom - top);
    let crop = image::imageops::crop_imm(warped, left, top, w, h).to_image();
    let levels = crop.as_raw();
    let [paper, darkest] =
        nth_levels(levels, [levels.len() * 3 / 4, levels.len() / 100]).map(f32::from);
    let contrast = paper - darkest;
    let empty = CellCut {
        canvas: None,
        contrast,
        ink: 0.0,
        touching: 0.0,
    };
    if contrast < MIN_CONTRAST {
        return (empty, 0.0);
    }
    let threshold = (paper + darkest) / 2.0;
    let binary = GrayImage::from_fn(w, h, |x, y| {
        image::Luma([if f32::from(crop.get_pixel(x, y)[0]) < threshold {
            255
        } else {
            0
        }])
    });
    let labels = connected_components(&binary, Connectivity::Eight, image::Luma([0]));
    let count = labels.pixels().map(|p| p[0]).max().unwrap_or(0) as usize;
    if count == 0 {
        return (empty, 0.0);
    }
    // Per component: pixel count, bounding box, touches the border.
    let mut size = vec![0u32; count + 1];
    let mut bbox = vec![(u32::MAX, u32::MAX, 0u32, 0u32); count + 1];
    let mut touches = vec![false; count + 1];
    for (x, y, p) in labels.enumerate_pixels() {
        let l = p[0] as usize;
        if l == 0 {
            continue;
        }
        size[l] += 1;
        let b = &mut bbox[l];
        *b = (b.0.min(x), b.1.min(y), b.2.max(x), b.3.max(y));
        if x == 0 || y == 0 || x + 1 == w || y + 1 == h {
            touches[l] = true;
        }
    }
    // Keep components away from the border that reach into the central half of the cell.
    let (cx0, cy0, cx1, cy1) = (w / 4, h / 4, w * 3 / 4, h * 3 / 4);
    let min_size = (w * h / 200).max(3);
    let central = |l: usize| {
        let b = bbox[l];
        b.0 <= cx1 && b.2 >= cx0 && b.1 <= cy1 && b.3 >= cy0
    };
    let kept: Vec<bool> = (0..=count)
        .map(|l| l > 0 && !touches[l] && size[l] >= min_size && central(l))
        .collect();
    let area = (w * h) as f32;
    let ink_pixels: u32 = (1..=count).filter(|&l| kept[l]).map(|l| size[l]).sum();
    let ink = ink_pixels as f32 / area;
    let touching_pixels: u32 = (1..=count)
        .filter(|&l| touches[l] && central(l))
        .map(|l| size[l])
        .sum();
    let touching = touching_pixels as f32 / area;
    if ink < MIN_INK {
        return (CellCut { ink, ..empty }, touching);
    }
    let (mut x0, mut y0, mut x1, mut y1) = (u32::MAX, u32::MAX, 0, 0);
    for l in (1..=count).filter(|&l| kept[l]) {
        let b = bbox[l];
        (x0, y0, x1, y1) = (x0.min(b.0), y0.min(b.1), x1.max(b.2), y1.max(b.3));
    }
    if (y1 - y0 + 1) * 100 < h * 30 {
        // Too short for a printed digit: a speck or a stray mark.
        return (CellCut { ink, ..empty }, touching);
    }
    // Ink strength of kept pixels and their immediate neighbours (anti-aliased edges),
    // worked out once per pixel: the canvas samples each pixel up to sixteen times.
    let strength = ink_strength(&crop, &labels, &kept, paper, contrast);
    let strength = |x: u32, y: u32| -> f32 { strength[(y * w + x) as usize] };
    let canvas = centred(x0, y0, x1 + 1, y1 + 1, w, h, &strength);
    (
        CellCut {
            canvas: Some(canvas),
            contrast,
            ink,
            touching: 0.0,
        },
        touching,
    )
}

/// Per pixel of a cell, row-major: how dark it is between paper (0.0) and the cell's darkest
/// ink (1.0) where it is a kept component's pixel or touches one (its eight neighbours), and
/// 0.0 elsewhere.
fn ink_strength(
    crop: &GrayImage,
    labels: &image::ImageBuffer<image::Luma<u32>, Vec<u32>>,
    kept: &[bool],
    paper: f32,
    contrast: f32,
) -> Vec<f32> {
    let (w, h) = crop.dimensions();
    // Kept pixels first, then grown by one pixel in each direction, rows then columns.
    let mut near = vec![false; (w * h) as usize];
    for (x, y, p) in labels.enumerate_pixels() {
        if kept[p[0] as usize] {
            near[(y * w + x) as usize] = true;
        }
    }
    let mut wide = near.clone();
    for y in 0..h {
        for x in 0..w {
            let i = (y * w + x) as usize;
            wide[i] = near[i] || (x > 0 && near[i - 1]) || (x + 1 < w && near[i + 1]);
        }
    }
    let mut grown = wide.clone();
    for y in 0..h {
        for x in 0..w {
            let i = (y * w + x) as usize;
            let w = w as usize;
            grown[i] = wide[i] || (y > 0 && wide[i - w]) || (y + 1 < h && wide[i + w]);
        }
    }
    crop.pixels()
        .zip(&grown)
        .map(|(p, &near)| {
            if near {
                ((paper - f32::from(p[0])) / contrast).clamp(0.0, 1.0)
            } else {
                0.0
            }
        })
        .collect()
}

/// Scales the box `[x0, x1) × [y0, y1)` to [`DIGIT_BOX`] pixels high (less if it is wide)
/// and centres it in the canvas, sampling `strength` bilinearly.
fn centred(
    x0: u32,
    y0: u32,
    x1: u32,
    y1: u32,
    w: u32,
    h: u32,
    strength: &dyn Fn(u32, u32) -> f32,
) -> Vec<f32> {
    let (bw, bh) = ((x1 - x0) as f32, (y1 - y0) as f32);
    let scale = (DIGIT_BOX / bh).min((DIGIT_BOX + 4.0) / bw);
    let (cx, cy) = ((x0 + x1) as f32 / 2.0, (y0 + y1) as f32 / 2.0);
    let half = CANVAS as f32 / 2.0;
    let sample = |fx: f32, fy: f32| -> f32 {
        let xa = fx.floor();
        let ya = fy.floor();
        let (tx, ty) = (fx - xa, fy - ya);
        let at = |x: f32, y: f32| -> f32 {
            if x < 0.0 || y < 0.0 || x >= w as f32 || y >= h as f32 {
                0.0
            } else {
                strength(x as u32, y as u32)
            }
        };
        (at(xa, ya) * (1.0 - tx) + at(xa + 1.0, ya) * tx) * (1.0 - ty)
            + (at(xa, ya + 1.0) * (1.0 - tx) + at(xa + 1.0, ya + 1.0) * tx) * ty
    };
    let mut canvas = vec![0.0; CANVAS * CANVAS];
    for y in 0..CANVAS {
        for x in 0..CANVAS {
            let sx = cx + (x as f32 + 0.5 - half) / scale - 0.5;
            let sy = cy + (y as f32 + 0.5 - half) / scale - 0.5;
            canvas[y * CANVAS + x] = sample(sx, sy);
        }
    }
    canvas
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_from_the_histogram_are_the_sorted_ones() {
        let mut state = 0x2545_F491_4F6C_DD1Du64;
        for len in [1usize, 2, 17, 100, 999, 4096] {
            let levels: Vec<u8> = (0..len)
                .map(|_| {
                    state ^= state << 13;
                    state ^= state >> 7;
                    state ^= state << 17;
                    // Skewed towards light paper, with ties.
                    255 - (state >> 56) as u8 / 3 * ((state >> 40) as u8 % 3)
                })
                .collect();
            let mut sorted = levels.clone();
            sorted.sort_unstable();
            for n in [0, len / 100, len / 2, len * 3 / 4, len - 1] {
                assert_eq!(
                    nth_levels(&levels, [n]),
                    [sorted[n]],
                    "{len} levels, n = {n}"
                );
            }
        }
    }
}
