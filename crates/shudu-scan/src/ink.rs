//! Ink masks: which pixels are darker than their surroundings. One adaptive threshold (a
//! pixel is ink when it is darker than the mean of the square around it by a margin, the mean
//! read from an integral image) serves grid finding and cell extraction alike, so lighting that
//! varies across a photo does not matter. Read next: [`crate::locate`].

use image::{GrayImage, Luma};

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
    for y in 0..hu {
        let (y0, y1) = (y.saturating_sub(r), (y + r + 1).min(hu));
        for x in 0..wu {
            let (x0, x1) = (x.saturating_sub(r), (x + r + 1).min(wu));
            let sum = integral[y1 * stride + x1] + integral[y0 * stride + x0]
                - integral[y0 * stride + x1]
                - integral[y1 * stride + x0];
            let area = ((y1 - y0) * (x1 - x0)) as u32;
            let p = u32::from(grey.as_raw()[y * wu + x]);
            // p + margin < mean, compared without dividing.
            if (p + margin) * area < sum {
                mask.put_pixel(x as u32, y as u32, Luma([INK]));
            }
        }
    }
    mask
}

/// Grows a mask's ink by `radius` pixels in every direction (a square dilation, done as a
/// row pass then a column pass), so a sample a little off a line still lands on it.
pub fn dilate(mask: &GrayImage, radius: u32) -> GrayImage {
    let (w, h) = mask.dimensions();
    let r = radius as i64;
    let mut rows = GrayImage::new(w, h);
    for y in 0..h {
        for x in 0..w {
            let lo = (x as i64 - r).max(0) as u32;
            let hi = (x as i64 + r).min(w as i64 - 1) as u32;
            if (lo..=hi).any(|xx| mask.get_pixel(xx, y)[0] == INK) {
                rows.put_pixel(x, y, Luma([INK]));
            }
        }
    }
    let mut out = GrayImage::new(w, h);
    for y in 0..h {
        let lo = (y as i64 - r).max(0) as u32;
        let hi = (y as i64 + r).min(h as i64 - 1) as u32;
        for x in 0..w {
            if (lo..=hi).any(|yy| rows.get_pixel(x, yy)[0] == INK) {
                out.put_pixel(x, y, Luma([INK]));
            }
        }
    }
    out
}
