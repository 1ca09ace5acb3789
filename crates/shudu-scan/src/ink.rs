//! Ink masks: which pixels are darker than their surroundings. One adaptive threshold (a
//! pixel is ink when it is darker than the mean of the square around it by a margin, the mean
//! read from an integral image) serves grid finding and cell extraction alike, so lighting that
//! varies across a photo does not matter. Read next: [`crate::locate`].

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
    let (w, h) = grey.dimensions();
    let (wu, hu) = (w as usize, h as usize);
    // integral[(y+1)·(w+1) + x+1] = sum of grey over [0, x] × [0, y].
    let stride = wu + 1;
    let mut integral = vec![0u32; stride * (hu + 1)];
    for y in 0..hu {
        let mut row = 0u32;
        for x in 0..wu {
            row += u32::from(grey.as_raw()[y * wu + x]);
            integral[(y + 1) * stride + x + 1] = integral[y * stride + x + 1] + row;
        }
    }
    let r = radius as usize;
    let margin = u32::from(margin);
    let mut mask = GrayImage::new(w, h);
    let out: &mut [u8] = &mut mask;
    for y in 0..hu {
        let (y0, y1) = (y.saturating_sub(r), (y + r + 1).min(hu));
        let (top, bottom) = (
            &integral[y0 * stride..][..stride],
            &integral[y1 * stride..][..stride],
        );
        let pixels = &grey.as_raw()[y * wu..(y + 1) * wu];
        let ink = &mut out[y * wu..(y + 1) * wu];
        for (x, (&p, m)) in pixels.iter().zip(ink).enumerate() {
            let (x0, x1) = (x.saturating_sub(r), (x + r + 1).min(wu));
            let sum = bottom[x1] + top[x0] - top[x1] - bottom[x0];
            let area = ((y1 - y0) * (x1 - x0)) as u32;
            // p + margin < mean, compared without dividing.
            if (u32::from(p) + margin) * area < sum {
                *m = INK;
            }
        }
    }
    mask
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
    let (w, h) = (mask.width() as usize, mask.height() as usize);
    let r = radius as usize;
    let source = mask.as_raw();
    let mut rows = vec![0u8; w * h];
    let mut sums = vec![0u32; w + 1];
    for y in 0..h {
        let line = &source[y * w..(y + 1) * w];
        for (x, &p) in line.iter().enumerate() {
            sums[x + 1] = sums[x] + u32::from(p == INK);
        }
        for x in 0..w {
            let (lo, hi) = (x.saturating_sub(r), (x + r + 1).min(w));
            if sums[hi] > sums[lo] {
                rows[y * w + x] = INK;
            }
        }
    }
    // The column pass walks down the rows, keeping each column's count of ink among the
    // rows y − r to y + r, so it reads memory in order.
    let mut out = GrayImage::new(w as u32, h as u32);
    let grown: &mut [u8] = &mut out;
    let mut counts = vec![0u32; w];
    for y in 0..r.min(h) {
        for (count, &p) in counts.iter_mut().zip(&rows[y * w..(y + 1) * w]) {
            *count += u32::from(p == INK);
        }
    }
    for y in 0..h {
        if y + r < h {
            let entering = &rows[(y + r) * w..(y + r + 1) * w];
            for (count, &p) in counts.iter_mut().zip(entering) {
                *count += u32::from(p == INK);
            }
        }
        if y > r {
            let leaving = &rows[(y - r - 1) * w..(y - r) * w];
            for (count, &p) in counts.iter_mut().zip(leaving) {
                *count -= u32::from(p == INK);
            }
        }
        for (g, &count) in grown[y * w..(y + 1) * w].iter_mut().zip(&counts) {
            if count > 0 {
                *g = INK;
            }
        }
    }
    out
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
    let mut paper = mask.clone();
    paper
        .iter_mut()
        .for_each(|p| *p = if *p == INK { 0 } else { INK });
    let mut out = dilate(&paper, radius);
    out.iter_mut()
        .for_each(|p| *p = if *p == INK { 0 } else { INK });
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use image::Luma;

    #[test]
    fn dilation_by_running_sums_grows_ink_as_a_square_would() {
        let (w, h) = (37u32, 23u32);
        let mask = GrayImage::from_fn(w, h, |x, y| {
            let on = (x * 7 + y * 13) % 29 == 0 || x == 0 || y == h - 1;
            Luma([if on { INK } else { 0 }])
        });
        for radius in [0u32, 1, 2, 5] {
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
