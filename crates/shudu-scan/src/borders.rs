//! The outer borders of a mask's ink shapes, for grid finding: Suzuki and Abe's border
//! following ("Topological Structural Analysis of Digitized Binary Images by Border
//! Following", 1985), giving the same outer borders, point for point and in the same order,
//! as `imageproc::contours::find_contours` (a test checks it), which grid finding used
//! before. Only what grid finding needs is kept: hole borders are followed (their marks
//! decide where later borders start) but not returned, and no border's parent is worked out,
//! which lets each pixel hold one of four small marks instead of a border number; and the scan
//! visits only the ends of runs of ink, the only pixels a border can start at. The mask is
//! copied once into a frame one pixel wider on every side, so a neighbour is never out of
//! bounds. Read next: [`crate::locate`], which turns each border into a quadrilateral.

use image::GrayImage;

/// A pixel's state while borders are followed.
const PAPER: i8 = 0;
/// Ink not yet on a followed border.
const INK: i8 = 1;
/// Ink on a followed border (the paper's positive border number).
const BORDER: i8 = 2;
/// Ink on a followed border with paper to its right, met while looking around it (the
/// paper's negative border number): a hole border never starts here.
const RIGHT_EDGE: i8 = -1;

/// The eight neighbours in clockwise order (y grows downwards), starting west.
///
/// ```text
///   1 2 3
///   0 · 4
///   7 6 5
/// ```
const STEPS: [(i32, i32); 8] = [
    (-1, 0),
    (-1, -1),
    (0, -1),
    (1, -1),
    (1, 0),
    (1, 1),
    (0, 1),
    (-1, 1),
];

/// The index of east in [`STEPS`].
const EAST: usize = 4;

/// The outer border of every shape of non-zero pixels (8-connected), each as its pixels in
/// the order followed, the borders in the order their first pixel comes in a row-by-row scan.
///
/// ```
/// let mut mask = image::GrayImage::new(6, 5);
/// for (x, y) in [(2, 1), (3, 1), (2, 2), (3, 2)] {
///     mask.put_pixel(x, y, image::Luma([255]));
/// }
/// let borders = shudu_scan::borders::outer_borders(&mask);
/// assert_eq!(borders, vec![vec![(2, 1), (2, 2), (3, 2), (3, 1)]]);
/// ```
pub fn outer_borders(mask: &GrayImage) -> Vec<Vec<(i32, i32)>> {
    let (w, h) = (mask.width() as usize, mask.height() as usize);
    let stride = w + 2;
    let mut marks = vec![PAPER; stride * (h + 2)];
    for (row, framed) in mask
        .as_raw()
        .chunks_exact(w.max(1))
        .zip(marks.chunks_exact_mut(stride).skip(1))
    {
        for (m, &p) in framed[1..].iter_mut().zip(row) {
            *m = i8::from(p != 0);
        }
    }
    let steps = STEPS.map(|(dx, dy)| dy as isize * stride as isize + dx as isize);
    let mut follower = Follower {
        marks,
        steps,
        stride,
        width: w,
    };
    let mut borders = Vec::new();
    for y in 0..h {
        let row = (y + 1) * stride + 1;
        // Only the first and last pixels of a run of ink have paper beside them, so only they
        // can start a border: the scan jumps from run end to run end. Following a border
        // changes marks but never turns ink into paper or back, so the runs stay as found.
        let mut x = 0;
        loop {
            x = skip(&follower.marks[row..row + w], x, true);
            if x == w {
                break;
            }
            let last = skip(&follower.marks[row..row + w], x, false) - 1;
            follower.start_at(row, (x, y), &mut borders);
            if last > x {
                follower.start_at(row, (last, y), &mut borders);
            }
            x = last + 1;
        }
    }
    borders
}

/// The first position from `from` in `marks` that is not paper (`over_paper`) or is paper,
/// or `marks.len()`; eight marks at a time where it can.
fn skip(marks: &[i8], from: usize, over_paper: bool) -> usize {
    const ONES: u64 = 0x0101_0101_0101_0101;
    let mut x = from;
    while x + 8 <= marks.len() {
        let word = u64::from_le_bytes(std::array::from_fn(|k| marks[x + k] as u8));
        // A word of paper is 0; a word with no paper has no zero byte (the classic test:
        // subtracting 1 from every byte borrows into the top bit only from a zero byte).
        let stop = if over_paper {
            word != 0
        } else {
            word.wrapping_sub(ONES) & !word & (ONES << 7) != 0
        };
        if stop {
            break;
        }
        x += 8;
    }
    while x < marks.len() && (marks[x] == PAPER) == over_paper {
        x += 1;
    }
    x
}

/// The framed marks and how to step between neighbours in them.
struct Follower {
    marks: Vec<i8>,
    /// Index offsets of [`STEPS`] in `marks`.
    steps: [isize; 8],
    stride: usize,
    width: usize,
}

impl Follower {
    /// Starts whichever border starts at `(x, y)` (in the row starting at `row` in the
    /// marks), if any, recording an outer one in `borders`.
    fn start_at(&mut self, row: usize, (x, y): (usize, usize), borders: &mut Vec<Vec<(i32, i32)>>) {
        let at = row + x;
        let mark = self.marks[at];
        // An outer border starts at unvisited ink with paper to its left (never in the first
        // column: the scan follows the reference in this); a hole border at any ink not
        // marked `RIGHT_EDGE` with paper to its right, short of the last column.
        if mark == INK && x > 0 && self.marks[at - 1] == PAPER {
            let mut points = Vec::new();
            self.follow(at, (x, y), 0, Some(&mut points));
            borders.push(points);
        } else if mark > 0 && x + 1 < self.width && self.marks[at + 1] == PAPER {
            self.follow(at, (x, y), EAST, None);
        }
    }

    fn ink(&self, at: usize, step: usize) -> bool {
        self.marks[at.wrapping_add_signed(self.steps[step])] != PAPER
    }

    /// Follows the border through `start` (at `(x, y)`), whose paper neighbour lies in
    /// direction `paper`, marking its pixels and recording them in `points` if given.
    fn follow(
        &mut self,
        start: usize,
        (x, y): (usize, usize),
        paper: usize,
        mut points: Option<&mut Vec<(i32, i32)>>,
    ) {
        debug_assert_eq!(start, (y + 1) * self.stride + x + 1);
        // The first ink clockwise from the paper neighbour.
        let Some(first) = (0..8)
            .map(|k| (paper + k) % 8)
            .find(|&step| self.ink(start, step))
        else {
            // A lone pixel.
            if let Some(points) = points.as_deref_mut() {
                points.push((x as i32, y as i32));
            }
            self.marks[start] = RIGHT_EDGE;
            return;
        };
        let second = start.wrapping_add_signed(self.steps[first]);
        let (mut here, mut at) = ((x as i32, y as i32), start);
        // The direction from `here` back to the border pixel before it.
        let mut back = first;
        loop {
            if let Some(points) = points.as_deref_mut() {
                points.push(here);
            }
            // The next border pixel: the first ink counter-clockwise from the previous one,
            // noting whether the east neighbour was looked at (and so is paper) on the way.
            let mut right_edge = false;
            let mut next = back;
            for k in (0..8).rev() {
                let step = (back + k) % 8;
                if self.ink(at, step) {
                    next = step;
                    break;
                }
                if step == EAST {
                    right_edge = true;
                }
            }
            if here.0 as usize + 1 == self.width || right_edge {
                self.marks[at] = RIGHT_EDGE;
            } else if self.marks[at] == INK {
                self.marks[at] = BORDER;
            }
            let ahead = at.wrapping_add_signed(self.steps[next]);
            if ahead == start && at == second {
                return;
            }
            let (dx, dy) = STEPS[next];
            here = (here.0 + dx, here.1 + dy);
            at = ahead;
            back = (next + 4) % 8;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_noise::Noise;
    use image::Luma;
    use imageproc::contours::{BorderType, find_contours};

    fn reference(mask: &GrayImage) -> Vec<Vec<(i32, i32)>> {
        find_contours::<i32>(mask)
            .into_iter()
            .filter(|c| c.border_type == BorderType::Outer)
            .map(|c| c.points.iter().map(|p| (p.x, p.y)).collect())
            .collect()
    }

    #[test]
    fn the_borders_are_imageprocs_outer_contours() {
        let mut noise = Noise(0x9E37_79B9_7F4A_7C15);
        let mut next = move || noise.word();
        let mut compared = 0;
        for (w, h) in [(1, 1), (1, 7), (7, 1), (2, 2), (9, 6), (40, 30), (123, 77)] {
            for density in [5, 20, 45, 60, 80, 97] {
                // Noise, plus rectangles and rings (holes, shapes inside holes), some touching
                // the edges of the image.
                let mut mask = GrayImage::from_fn(w, h, |_, _| {
                    Luma([if next() % 100 < density { 255 } else { 0 }])
                });
                for _ in 0..3 {
                    let (x0, y0) = (next() % w, next() % h);
                    let (x1, y1) = ((x0 + next() % 30).min(w), (y0 + next() % 30).min(h));
                    let ring = next() % 2 == 0;
                    for y in y0..y1 {
                        for x in x0..x1 {
                            let edge = x == x0 || y == y0 || x + 1 == x1 || y + 1 == y1;
                            if !ring || edge {
                                mask.put_pixel(x, y, Luma([255]));
                            } else {
                                mask.put_pixel(x, y, Luma([0]));
                            }
                        }
                    }
                }
                let ours = outer_borders(&mask);
                assert_eq!(ours, reference(&mask), "{w}×{h}, density {density}");
                compared += ours.len();
            }
        }
        assert!(compared > 500, "only {compared} borders compared");
    }

    #[test]
    fn an_empty_or_full_mask_has_the_reference_borders() {
        for (w, h) in [(0, 0), (0, 5), (5, 0), (1, 1), (8, 3)] {
            for value in [0, 255] {
                let mask = GrayImage::from_pixel(w, h, Luma([value]));
                assert_eq!(outer_borders(&mask), reference(&mask), "{w}×{h} of {value}");
            }
        }
    }
}
