//! Bytes to a grey image the rest of the scanner works on: format sniffing, size checks read
//! from the header before any pixel is decoded, EXIF orientation, a bounded working size and
//! the polarity check that turns dark-mode screenshots into dark ink on a light page.
//! Read next: [`crate::locate`], which finds the grid in the result.

use std::io::Cursor;

use image::{DynamicImage, GrayImage, ImageDecoder, ImageReader, Limits, imageops};

use crate::error::{MAX_PIXELS, MIN_SIDE, ScanError};

/// The longest side the scanner works at: larger images are downscaled after decoding, since
/// a grid of nine cells reads as well at this size and every later step is linear in pixels.
pub const WORK_SIDE: u32 = 1024;

/// Decodes a JPEG or PNG, applies its EXIF orientation, converts it to grey, downscales it to
/// at most [`WORK_SIDE`] on its longest side and inverts it if it is light ink on a dark background.
///
/// ```
/// let mut png = Vec::new();
/// image::GrayImage::from_pixel(200, 100, image::Luma([30]))
///     .write_to(&mut std::io::Cursor::new(&mut png), image::ImageFormat::Png)?;
/// let decoded = shudu_scan::decode::decode(&png)?;
/// assert_eq!(decoded.grey.dimensions(), (200, 100));
/// assert_eq!(decoded.grey.get_pixel(0, 0)[0], 30);
/// assert_eq!(decoded.scale, 1.0);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn decode(bytes: &[u8]) -> Result<Decoded, ScanError> {
    let reader = ImageReader::new(Cursor::new(bytes))
        .with_guessed_format()
        .map_err(|e| ScanError::NotAnImage(e.to_string()))?;
    if reader.format().is_none() {
        return Err(ScanError::NotAnImage("unrecognised file signature".into()));
    }
    if reader.format() == Some(image::ImageFormat::Jpeg) && !jpeg_is_complete(bytes) {
        return Err(ScanError::Corrupt(
            "the JPEG data ends before its end-of-image marker".into(),
        ));
    }
    let mut decoder = reader
        .into_decoder()
        .map_err(|e| ScanError::NotAnImage(e.to_string()))?;
    let (width, height) = decoder.dimensions();
    if u64::from(width) * u64::from(height) > MAX_PIXELS {
        return Err(ScanError::TooLarge { width, height });
    }
    if width < MIN_SIDE || height < MIN_SIDE {
        return Err(ScanError::TooSmall { width, height });
    }
    let mut limits = Limits::default();
    limits.max_alloc = Some(MAX_PIXELS * 4);
    decoder
        .set_limits(limits)
        .map_err(|_| ScanError::TooLarge { width, height })?;
    // A missing or unreadable orientation tag means the pixels are upright as stored.
    let orientation = decoder.orientation().ok();
    let mut image =
        DynamicImage::from_decoder(decoder).map_err(|e| ScanError::Corrupt(e.to_string()))?;
    if let Some(orientation) = orientation {
        image.apply_orientation(orientation);
    }
    let grey = image.into_luma8();
    let longest = grey.width().max(grey.height());
    let grey = downscale(grey);
    let scale = longest as f32 / grey.width().max(grey.height()) as f32;
    Ok(Decoded {
        grey: with_light_background(grey),
        scale,
    })
}

/// Whether a JPEG's last scan is followed by its end-of-image marker. The decoder fills a
/// cut-off scan with grey rather than failing, so a truncated file is caught here: in a scan's
/// entropy-coded data a 0xFF byte is always followed by 0x00 or a restart marker, so the last
/// start-of-scan marker (FF DA) found belongs to the main image, not to an embedded thumbnail,
/// and an end-of-image marker (FF D9) must come after it.
fn jpeg_is_complete(bytes: &[u8]) -> bool {
    let last_scan = bytes.windows(2).rposition(|w| w == [0xFF, 0xDA]);
    match last_scan {
        Some(at) => bytes[at..].windows(2).any(|w| w == [0xFF, 0xD9]),
        None => false,
    }
}

/// A decoded image at working size.
///
/// ```
/// let mut png = Vec::new();
/// image::GrayImage::from_pixel(2048, 1024, image::Luma([200]))
///     .write_to(&mut std::io::Cursor::new(&mut png), image::ImageFormat::Png)?;
/// let decoded = shudu_scan::decode::decode(&png)?;
/// assert_eq!(decoded.grey.dimensions(), (1024, 512));
/// assert_eq!(decoded.scale, 2.0);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone)]
pub struct Decoded {
    /// Grey levels, upright, dark ink on a light background, at most [`WORK_SIDE`] a side.
    pub grey: GrayImage,
    /// Original pixels per working pixel (1.0 when the image was not downscaled).
    pub scale: f32,
}

/// Shrinks an image whose longest side exceeds [`WORK_SIDE`], keeping its aspect.
fn downscale(grey: GrayImage) -> GrayImage {
    let (w, h) = grey.dimensions();
    let longest = w.max(h);
    if longest <= WORK_SIDE {
        return grey;
    }
    let scale = WORK_SIDE as f32 / longest as f32;
    let nw = ((w as f32 * scale).round() as u32).max(1);
    let nh = ((h as f32 * scale).round() as u32).max(1);
    resize_linear(&grey, nw, nh)
}

/// Shrinks a grey image with a triangle (linear) filter widened to the scale, columns then
/// rows: what `image::imageops::resize` does with `FilterType::Triangle`, on one channel
/// of `f32` instead of four, which makes it several times faster on a phone photo.
fn resize_linear(grey: &GrayImage, nw: u32, nh: u32) -> GrayImage {
    let (w, h) = (grey.width() as usize, grey.height() as usize);
    let (nw, nh) = (nw as usize, nh as usize);
    let columns = taps(h, nh);
    let mut tall = vec![0.0f32; w * nh];
    for (y, (first, weights)) in columns.iter().enumerate() {
        let row = &mut tall[y * w..(y + 1) * w];
        for (k, &weight) in weights.iter().enumerate() {
            let src = &grey.as_raw()[(first + k) * w..(first + k + 1) * w];
            for (d, &s) in row.iter_mut().zip(src) {
                *d += weight * f32::from(s);
            }
        }
    }
    let rows = taps(w, nw);
    let mut out = GrayImage::new(nw as u32, nh as u32);
    let pixels: &mut [u8] = &mut out;
    for (src, line) in tall.chunks_exact(w).zip(pixels.chunks_exact_mut(nw)) {
        for ((first, weights), pixel) in rows.iter().zip(line) {
            let v: f32 = weights
                .iter()
                .zip(&src[*first..])
                .map(|(weight, s)| weight * s)
                .sum();
            *pixel = grey_level(v);
        }
    }
    out
}

/// The grey level nearest to `v`, halves rounded up, clamped to 0–255: what
/// `v.clamp(0.0, 255.0).round() as u8` gives, without the call to `roundf` that the x86-64
/// baseline makes for `round` (it has no rounding instruction before SSE4.1), which once
/// per pixel of a photo costs more than the filtering around it.
pub(crate) fn grey_level(v: f32) -> u8 {
    let v = v.clamp(0.0, 255.0);
    // `as` truncates; the fraction of a value under 2^23 is exact.
    let whole = v as u8;
    if v - f32::from(whole) >= 0.5 {
        whole + 1
    } else {
        whole
    }
}

/// For each of `to` output pixels along one axis of `from` input pixels: the first input
/// pixel it reads and the normalised weights of it and the following ones (a triangle of
/// half-width `from / to` centred on the output pixel's centre).
fn taps(from: usize, to: usize) -> Vec<(usize, Vec<f32>)> {
    let ratio = from as f32 / to as f32;
    let support = ratio.max(1.0);
    (0..to)
        .map(|o| {
            let centre = (o as f32 + 0.5) * ratio;
            let left = ((centre - support).floor().max(0.0) as usize).min(from - 1);
            let right = ((centre + support).ceil() as usize).clamp(left + 1, from);
            let mut weights: Vec<f32> = (left..right)
                .map(|i| (1.0 - ((i as f32 + 0.5 - centre) / support).abs()).max(0.0))
                .collect();
            let sum: f32 = weights.iter().sum();
            if sum > 0.0 {
                weights.iter_mut().for_each(|w| *w /= sum);
            }
            (left, weights)
        })
        .collect()
}

/// Inverts an image whose bright tail is longer than its dark tail: ink is the minority, so on
/// paper the darkest few percent lie far below the median grey, while in a dark-mode
/// screenshot the brightest few percent (light digits and lines) lie far above it. A dimly lit
/// photo of paper has a dark median too, which is why the median alone cannot decide.
pub fn with_light_background(mut grey: GrayImage) -> GrayImage {
    let mut histogram = [0u32; 256];
    for p in grey.pixels() {
        histogram[p[0] as usize] += 1;
    }
    let total = u64::from(grey.width()) * u64::from(grey.height());
    let quantile = |q: u64| -> i32 {
        let wanted = total * q / 100;
        let mut seen = 0u64;
        histogram
            .iter()
            .position(|&n| {
                seen += u64::from(n);
                seen > wanted
            })
            .unwrap_or(255) as i32
    };
    let (dark, median, bright) = (quantile(3), quantile(50), quantile(97));
    if bright - median > 2 * (median - dark) + 10 {
        imageops::invert(&mut grey);
    }
    grey
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grey_levels_round_as_round_does() {
        // Every representable value near each half, and a sweep over the whole range.
        let mut values = vec![-3.0f32, -0.0, 0.0, 254.9, 255.0, 255.5, 300.0, f32::NAN];
        for half in 0..=255 {
            let h = half as f32 + 0.5;
            values.extend([
                h,
                f32::from_bits(h.to_bits() - 1),
                f32::from_bits(h.to_bits() + 1),
                half as f32,
            ]);
        }
        values.extend((0..2_600_000).map(|i| i as f32 * 1e-4));
        for v in values {
            let expected = v.clamp(0.0, 255.0).round() as u8;
            assert_eq!(grey_level(v), expected, "{v}");
        }
    }

    #[test]
    fn the_linear_shrink_matches_the_image_crates_triangle_filter() {
        // A photo-like pattern: gradients, lines and noise.
        let grey = GrayImage::from_fn(1280, 960, |x, y| {
            let line = if x % 97 < 3 || y % 61 < 2 { 120 } else { 0 };
            let noise = (x.wrapping_mul(7919) ^ y.wrapping_mul(104_729)) % 23;
            image::Luma([(200 + noise - line - (x + y) / 40).min(255) as u8])
        });
        let ours = resize_linear(&grey, 1024, 768);
        let theirs = imageops::resize(&grey, 1024, 768, imageops::FilterType::Triangle);
        let worst = ours
            .pixels()
            .zip(theirs.pixels())
            .map(|(a, b)| a[0].abs_diff(b[0]))
            .max()
            .unwrap();
        assert!(worst <= 1, "differs by up to {worst} grey levels");
    }
}
