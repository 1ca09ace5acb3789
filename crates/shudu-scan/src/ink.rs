//! Ink masks: which pixels are darker than their surroundings. One adaptive threshold (a
//! pixel is ink when it is darker than the mean of the square around it by a margin, the
//! square's sum kept by running column sums) serves grid finding and cell extraction alike, so
//! lighting that varies across a photo does not matter. Dilation and erosion of masks, for
//! grid finding, live here too. Every result is integer or yes/no, so each function's tests
//! compare it with a plain version pixel for pixel. Read next: [`crate::locate`].

use image::GrayImage;

/// The value of an ink pixel in a mask; everything else is 0.
pub const INK: u8 = 255;

/// Marks the pixels darker than the mean of the `(2·radius+1)²` square around them by more
/// than `margin` grey levels.
///
/// ```
/// let mut grey = image::GrayImage::from_pixel(20, 20, image::Luma([220]));
/// grey.put_pixel(10, 10, image::Luma([40]));
/// let mask = shudu_scan::ink::ink_mask(&grey, 4, 10);
/// assert_eq!(mask.get_pixel(10, 10)[0], shudu_scan::ink::INK);
/// assert_eq!(mask.get_pixel(3, 3)[0], 0);
/// ```
pub fn ink_mask(grey: &GrayImage, radius: u32, margin: u8) -> GrayImage {
    let (w, h) = (grey.width() as usize, grey.height() as usize);
    let r = radius as usize;
    let margin = u32::from(margin);
    let source = grey.as_raw();
    if w == 0 || h == 0 {
        return grey.clone();
    }
    // columns[x] = the sum of column x over the rows of the square around the current row,
    // kept up to date as the rows go by; prefix[x] = the sum of columns[..x], so a square's
    // sum is a difference of two prefixes (exact integers, whatever the order of adding).
    let mut columns = vec![0u32; w];
    for row in source.chunks_exact(w).take(r) {
        for (c, &p) in columns.iter_mut().zip(row) {
            *c += u32::from(p);
        }
    }
    let mut prefix = vec![0u32; w + 1];
    let mut mask = vec![0u8; w * h];
    // Squares around the pixels at least `r` from both sides (x in r..w − r, if any) lie
    // wholly inside the row: those pixels take one loop with no clamping.
    let (inner_start, inner_end) = (r.min(w), w.saturating_sub(r).max(r.min(w)));
    for (y, (pixels, ink)) in source
        .chunks_exact(w)
        .zip(mask.chunks_exact_mut(w))
        .enumerate()
    {
        if y + r < h {
            let entering = &source[(y + r) * w..][..w];
            for (c, &p) in columns.iter_mut().zip(entering) {
                *c += u32::from(p);
            }
        }
        if y > r {
            let leaving = &source[(y - r - 1) * w..][..w];
            for (c, &p) in columns.iter_mut().zip(leaving) {
                *c -= u32::from(p);
            }
        }
        let mut total = 0;
        for (sum, &c) in prefix[1..].iter_mut().zip(&columns) {
            total += c;
            *sum = total;
        }
        let rows = ((y + r + 1).min(h) - y.saturating_sub(r)) as u32;
        // p + margin < mean, compared without dividing.
        let inked = |p: u8, sum: u32, area: u32| (u32::from(p) + margin) * area < sum;
        for x in (0..inner_start).chain(inner_end..w) {
            let (x0, x1) = (x.saturating_sub(r), (x + r + 1).min(w));
            if inked(pixels[x], prefix[x1] - prefix[x0], rows * (x1 - x0) as u32) {
                ink[x] = INK;
            }
        }
        if inner_start == inner_end {
            continue;
        }
        let area = rows * (2 * r + 1) as u32;
        let (lo, hi) = (&prefix[inner_start - r..], &prefix[inner_start + r + 1..]);
        for (((m, &p), &lo), &hi) in ink[inner_start..inner_end]
            .iter_mut()
            .zip(&pixels[inner_start..inner_end])
            .zip(lo)
            .zip(hi)
        {
            *m = if inked(p, hi - lo, area) { INK } else { 0 };
        }
    }
    GrayImage::from_raw(w as u32, h as u32, mask).expect("one mask value a pixel")
}

/// Grows a mask's ink by `radius` pixels in every direction (a square dilation, done as a
/// row pass then a column pass), so a sample a little off a line still lands on it. Each
/// pass counts ink with running sums, so its cost does not grow with the radius.
///
/// ```
/// let mut mask = image::GrayImage::new(9, 9);
/// mask.put_pixel(4, 4, image::Luma([shudu_scan::ink::INK]));
/// let grown = shudu_scan::ink::dilate(&mask, 2);
/// assert_eq!(grown.get_pixel(2, 6)[0], shudu_scan::ink::INK);
/// assert_eq!(grown.get_pixel(1, 4)[0], 0);
/// ```
pub fn dilate(mask: &GrayImage, radius: u32) -> GrayImage {
    within(mask, radius, |p| p == INK, INK, 0)
}

/// Shrinks a mask's ink by `radius` pixels from every side (a square erosion: the paper
/// dilated), so only ink at least `2 × radius + 1` pixels thick is left: a thick outline
/// parted from the thin rules that touch it.
///
/// ```
/// let mut mask = image::GrayImage::new(12, 12);
/// for y in 0..12 {
///     for x in 2..7 {
///         mask.put_pixel(x, y, image::Luma([shudu_scan::ink::INK])); // 5 pixels thick
///     }
///     mask.put_pixel(9, y, image::Luma([shudu_scan::ink::INK])); // 1 pixel thick
/// }
/// let thinned = shudu_scan::ink::erode(&mask, 2);
/// assert_eq!(thinned.get_pixel(4, 6)[0], shudu_scan::ink::INK);
/// assert_eq!(thinned.get_pixel(9, 6)[0], 0);
/// ```
pub fn erode(mask: &GrayImage, radius: u32) -> GrayImage {
    // Ink stays where no paper lies within `radius` (in the image): the paper dilated.
    within(mask, radius, |p| p != INK, 0, INK)
}

/// The mask holding `near` where some pixel within `radius` (a square, clipped to the image)
/// is `wanted`, and `far` elsewhere: a row pass then a column pass (a square is any of its
/// rows' runs). Each pass counts with running sums, so its cost does not grow with the
/// radius, and reads memory in order.
fn within(
    mask: &GrayImage,
    radius: u32,
    wanted: impl Fn(u8) -> bool,
    near: u8,
    far: u8,
) -> GrayImage {
    let (w, h) = (mask.width() as usize, mask.height() as usize);
    let r = radius as usize;
    if w == 0 || h == 0 {
        return mask.clone();
    }
    // rows[i] = 1 where a wanted pixel lies within `r` along the row.
    let mut rows = vec![0u8; w * h];
    let mut sums = vec![0u32; w + 1];
    let (inner_start, inner_end) = (r.min(w), w.saturating_sub(r).max(r.min(w)));
    for (line, out) in mask.as_raw().chunks_exact(w).zip(rows.chunks_exact_mut(w)) {
        let mut total = 0;
        for (sum, &p) in sums[1..].iter_mut().zip(line) {
            total += u32::from(wanted(p));
            *sum = total;
        }
        for x in (0..inner_start).chain(inner_end..w) {
            let (lo, hi) = (x.saturating_sub(r), (x + r + 1).min(w));
            out[x] = u8::from(sums[hi] > sums[lo]);
        }
        if inner_start == inner_end {
            continue;
        }
        let (lo, hi) = (&sums[inner_start - r..], &sums[inner_start + r + 1..]);
        for ((o, &lo), &hi) in out[inner_start..inner_end].iter_mut().zip(lo).zip(hi) {
            *o = u8::from(hi > lo);
        }
    }
    // The column pass walks down the rows, keeping each column's count of marked rows among
    // y − r to y + r.
    let mut out = vec![far; w * h];
    let mut counts = vec![0u32; w];
    for row in rows.chunks_exact(w).take(r) {
        for (count, &p) in counts.iter_mut().zip(row) {
            *count += u32::from(p);
        }
    }
    for (y, grown) in out.chunks_exact_mut(w).enumerate() {
        if y + r < h {
            for (count, &p) in counts.iter_mut().zip(&rows[(y + r) * w..][..w]) {
                *count += u32::from(p);
            }
        }
        if y > r {
            for (count, &p) in counts.iter_mut().zip(&rows[(y - r - 1) * w..][..w]) {
                *count -= u32::from(p);
            }
        }
        for (g, &count) in grown.iter_mut().zip(&counts) {
            if count > 0 {
                *g = near;
            }
        }
    }
    GrayImage::from_raw(w as u32, h as u32, out).expect("one mask value a pixel")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_noise::Noise;
    use image::Luma;

    /// The ink mask as first written, from a plain integral image with every square
    /// clamped: the oracle for the faster one.
    fn ink_mask_plainly(grey: &GrayImage, radius: u32, margin: u8) -> GrayImage {
        let (w, h) = (grey.width() as usize, grey.height() as usize);
        let stride = w + 1;
        let mut integral = vec![0u32; stride * (h + 1)];
        for y in 0..h {
            let mut row = 0u32;
            for x in 0..w {
                row += u32::from(grey.as_raw()[y * w + x]);
                integral[(y + 1) * stride + x + 1] = integral[y * stride + x + 1] + row;
            }
        }
        let r = radius as usize;
        GrayImage::from_fn(w as u32, h as u32, |x, y| {
            let (x, y) = (x as usize, y as usize);
            let (x0, x1) = (x.saturating_sub(r), (x + r + 1).min(w));
            let (y0, y1) = (y.saturating_sub(r), (y + r + 1).min(h));
            let sum = integral[y1 * stride + x1] + integral[y0 * stride + x0]
                - integral[y0 * stride + x1]
                - integral[y1 * stride + x0];
            let area = ((y1 - y0) * (x1 - x0)) as u32;
            let p = u32::from(grey.get_pixel(x as u32, y as u32)[0]);
            Luma([if (p + u32::from(margin)) * area < sum {
                INK
            } else {
                0
            }])
        })
    }

    #[test]
    fn the_ink_mask_is_the_plain_integral_images() {
        let mut noise = Noise(0x1234_5678_9ABC_DEF1);
        for (w, h) in [(64, 48), (37, 23), (5, 41), (1, 1), (200, 3)] {
            // Noise over a gradient, so both answers occur.
            let grey = GrayImage::from_fn(w, h, |x, y| {
                Luma([((x * 3 + y * 2) as u8).wrapping_add(noise.next() / 4)])
            });
            for (radius, margin) in [(0, 0), (1, 8), (3, 12), (8, 8), (25, 8), (60, 0)] {
                assert_eq!(
                    ink_mask(&grey, radius, margin),
                    ink_mask_plainly(&grey, radius, margin),
                    "{w}×{h}, radius {radius}, margin {margin}"
                );
            }
        }
    }

    /// Square erosion by its definition: ink where every pixel of the clipped square is ink.
    #[test]
    fn erosion_keeps_ink_only_where_the_whole_square_is_ink() {
        let mut noise = Noise(99);
        let (w, h) = (41u32, 29u32);
        let mask = GrayImage::from_fn(w, h, |_, _| {
            Luma([if noise.next() < 200 { INK } else { 0 }])
        });
        for radius in [0u32, 1, 2, 4, 30] {
            let thinned = erode(&mask, radius);
            for (x, y, p) in thinned.enumerate_pixels() {
                let r = i64::from(radius);
                let whole = (-r..=r).all(|dy| {
                    (-r..=r).all(|dx| {
                        let (sx, sy) = (i64::from(x) + dx, i64::from(y) + dy);
                        sx < 0
                            || sy < 0
                            || sx >= i64::from(w)
                            || sy >= i64::from(h)
                            || mask.get_pixel(sx as u32, sy as u32)[0] == INK
                    })
                });
                assert_eq!(p[0] == INK, whole, "({x}, {y}) at radius {radius}");
            }
        }
    }

    #[test]
    fn dilation_by_running_sums_grows_ink_as_a_square_would() {
        let (w, h) = (37u32, 23u32);
        let mask = GrayImage::from_fn(w, h, |x, y| {
            let on = (x * 7 + y * 13) % 29 == 0 || x == 0 || y == h - 1;
            Luma([if on { INK } else { 0 }])
        });
        for radius in [0u32, 1, 2, 5, 12, 40] {
            let grown = dilate(&mask, radius);
            for (x, y, p) in grown.enumerate_pixels() {
                let r = radius as i64;
                let near = (-r..=r).any(|dy| {
                    (-r..=r).any(|dx| {
                        let (sx, sy) = (x as i64 + dx, y as i64 + dy);
                        sx >= 0
                            && sy >= 0
                            && sx < i64::from(w)
                            && sy < i64::from(h)
                            && mask.get_pixel(sx as u32, sy as u32)[0] == INK
                    })
                });
                assert_eq!(p[0] == INK, near, "({x}, {y}) at radius {radius}");
            }
        }
    }
}
