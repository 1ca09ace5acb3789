//! Bytes to a grey image the rest of the scanner works on: format sniffing, size checks read
//! from the header before any pixel is decoded, EXIF orientation, a bounded working size and
//! the polarity check that turns dark-mode screenshots into dark ink on a light page.
//! Read next: [`crate::locate`], which finds the grid in the result.

use std::io::Cursor;

use image::{DynamicImage, GrayImage, ImageDecoder, ImageReader, Limits, imageops};

use crate::error::{MAX_DECODED_BYTES, MAX_PIXELS, MIN_SIDE, ScanError};

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
    // The signature was a JPEG's or a PNG's: a header that cannot be read (a chunk whose
    // checksum is wrong, say) is a damaged image, not another kind of file.
    let mut decoder = reader.into_decoder().map_err(|e| match e {
        image::ImageError::Unsupported(_) => ScanError::NotAnImage(e.to_string()),
        _ => ScanError::Corrupt(e.to_string()),
    })?;
    let (width, height) = decoder.dimensions();
    if u64::from(width) * u64::from(height) > MAX_PIXELS {
        return Err(ScanError::TooLarge { width, height });
    }
    // The pixel count bounds the memory of 8-bit images only: wide samples multiply it.
    let bytes = decoder.total_bytes();
    if bytes > MAX_DECODED_BYTES {
        return Err(ScanError::TooMuchData {
            width,
            height,
            bytes,
        });
    }
    if width < MIN_SIDE || height < MIN_SIDE {
        return Err(ScanError::TooSmall { width, height });
    }
    let mut limits = Limits::default();
    limits.max_alloc = Some(MAX_DECODED_BYTES);
    decoder
        .set_limits(limits)
        .map_err(|_| ScanError::TooLarge { width, height })?;
    // A missing or unreadable orientation tag means the pixels are upright as stored.
    let orientation = decoder.orientation().ok();
    let image =
        DynamicImage::from_decoder(decoder).map_err(|e| ScanError::Corrupt(e.to_string()))?;
    // Orientation moves pixels without changing them, so it is applied to the grey image:
    // a third of the data of a colour one, the same result.
    let mut grey = DynamicImage::ImageLuma8(to_grey(image));
    if let Some(orientation) = orientation {
        grey.apply_orientation(orientation);
    }
    let grey = grey.into_luma8();
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

/// The grey levels `DynamicImage::into_luma8` gives, computed faster for the 8-bit RGB
/// images every colour JPEG decodes to; other kinds of image go to the image crate itself.
fn to_grey(image: DynamicImage) -> GrayImage {
    match image {
        DynamicImage::ImageRgb8(rgb) => match LumaTerms::of(rgb.color_space()) {
            Some(terms) => terms.grey(&rgb),
            None => DynamicImage::ImageRgb8(rgb).into_luma8(),
        },
        other => other.into_luma8(),
    }
}

/// The image crate's RGB to grey conversion (version 0.25.9, as locked) split into one term
/// per channel. It works in `f32`: each channel `c` becomes `c as f32 * (1.0 / 255.0)`, the
/// luma is `((0.0 + r·kr) + g·kg) + b·kb` with the colour space's coefficients, and the grey
/// level is that times 255, rounded. Each product depends on one channel only, so a table of
/// 256 per channel holds every product the crate would compute, and adding the three
/// looked-up terms in the crate's order gives its sums bit for bit. The tables are read from the crate
/// itself (its `f32` grey of pure red, green and blue ramps, which are exactly the products),
/// not re-derived, so they follow its coefficients for whatever colour space the image has;
/// a test checks the whole conversion against `into_luma8`.
struct LumaTerms {
    /// `terms[channel][value]`: the channel's product with its coefficient.
    terms: [[f32; 256]; 3],
    /// The coefficients themselves, when every term is `value as f32 * (1.0 / 255.0)` times
    /// its coefficient bit for bit (as the crate computes it; `255 × (1/255)` rounds to
    /// exactly 1 in `f32`, so the terms of 255 are the coefficients): then the terms can be
    /// worked out again instead of looked up, which vectorises.
    coefficients: Option<[f32; 3]>,
}

/// What the image crate multiplies an 8-bit channel by to bring it to 0–1.
const UNIT: f32 = 1.0 / 255.0;

impl LumaTerms {
    /// The terms for an image in `colour`; `None` where the shortcut would not be exact: when
    /// the crate multiplies and adds in one fused step (compiled with FMA, on x86 or on ARM
    /// with NEON), a sum is rounded once where the tables round twice.
    fn of(colour: image::metadata::Cicp) -> Option<LumaTerms> {
        let fused = cfg!(any(
            all(
                any(target_arch = "x86", target_arch = "x86_64"),
                target_feature = "fma"
            ),
            all(target_arch = "aarch64", target_feature = "neon")
        ));
        if fused {
            return None;
        }
        // Row c holds the ramp 0..=255 in channel c, the other two channels 0; adding the
        // zero terms leaves each sum exactly the one product.
        let mut ramps = image::RgbImage::from_fn(256, 3, |x, c| {
            let mut rgb = [0u8; 3];
            rgb[c as usize] = x as u8;
            image::Rgb(rgb)
        });
        ramps.set_color_space(colour).ok()?;
        let products = DynamicImage::ImageRgb8(ramps).to_luma32f();
        let mut terms = [[0.0f32; 256]; 3];
        for (channel, row) in terms.iter_mut().zip(products.as_raw().chunks_exact(256)) {
            channel.copy_from_slice(row);
        }
        let coefficients = terms.map(|channel| channel[255]);
        let recomputed = (0..=255u8).all(|value| {
            (0..3).all(|c| {
                (f32::from(value) * UNIT * coefficients[c]).to_bits()
                    == terms[c][usize::from(value)].to_bits()
            })
        });
        Some(LumaTerms {
            terms,
            coefficients: recomputed.then_some(coefficients),
        })
    }

    /// The grey image, pixel for pixel what `into_luma8` gives.
    fn grey(&self, rgb: &image::RgbImage) -> GrayImage {
        let mut grey = vec![0u8; rgb.as_raw().len() / 3];
        let pixels = grey.iter_mut().zip(rgb.as_raw().chunks_exact(3));
        // Either way the sum is the crate's, ((0 + red term) + green term) + blue term (adding
        // to 0 leaves a term as it is), and `grey_level` is its `(luma * 255.0).round() as u8`.
        if let Some([kr, kg, kb]) = self.coefficients {
            for (g, p) in pixels {
                let term = |value: u8, k: f32| f32::from(value) * UNIT * k;
                let luma = term(p[0], kr) + term(p[1], kg) + term(p[2], kb);
                *g = grey_level(luma * 255.0);
            }
        } else {
            let [red, green, blue] = &self.terms;
            for (g, p) in pixels {
                let luma =
                    red[usize::from(p[0])] + green[usize::from(p[1])] + blue[usize::from(p[2])];
                *g = grey_level(luma * 255.0);
            }
        }
        GrayImage::from_raw(rgb.width(), rgb.height(), grey).expect("one grey level a pixel")
    }
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
///
/// Every output value is the same sum of the same products in the same order as the plain
/// loops it replaced (kept in the tests as the oracle, and compared bit for bit): each sum
/// starts from its first product, and the taps added beyond a window's own are zero weights
/// (adding +0.0 leaves a sum of non-negative terms unchanged); the zero samples padding each
/// row only keep those extra taps inside it.
fn resize_linear(grey: &GrayImage, nw: u32, nh: u32) -> GrayImage {
    let pixels = shrink(grey, nw, nh, grey_level);
    GrayImage::from_raw(nw, nh, pixels).expect("one grey level a pixel")
}

/// The shrink's output values, each made by `level` from its filtered sum (`f32` before
/// rounding, so the tests can compare the sums themselves).
fn shrink<T: Copy + Default>(
    grey: &GrayImage,
    nw: u32,
    nh: u32,
    level: impl Fn(f32) -> T + Copy,
) -> Vec<T> {
    let (w, h) = (grey.width() as usize, grey.height() as usize);
    let (nw, nh) = (nw as usize, nh as usize);
    let source = grey.as_raw();
    let rows = Taps::new(w, nw);
    let columns = nonzero_taps(h, nh);
    // Output row by output row: the column pass sums a few source rows at full width into
    // `tall`, then the row pass filters `tall` into the output row. `tall` ends in zero
    // samples, so the row pass reads a fixed number of taps from anywhere in the row.
    let mut tall = vec![0.0f32; w + rows.count];
    // Source rows converted to `f32` once each: a window's rows are consecutive, so holding
    // row `r` in slot `r % slots` (as many slots as the widest window) keeps a window's
    // rows apart; a row found missing from its slot is converted again.
    let slots = columns.iter().map(|(_, w)| w.len()).max().unwrap_or(1);
    let mut converted = vec![0.0f32; slots * w];
    let mut held = vec![usize::MAX; slots];
    let mut out = vec![T::default(); nw * nh];
    for ((first, weights), line) in columns.iter().zip(out.chunks_exact_mut(nw)) {
        for (k, &weight) in weights.iter().enumerate() {
            let row = first + k;
            let slot = &mut converted[(row % slots) * w..][..w];
            if held[row % slots] != row {
                for (f, &p) in slot.iter_mut().zip(&source[row * w..][..w]) {
                    *f = f32::from(p);
                }
                held[row % slots] = row;
            }
            let sums = &mut tall[..w];
            if k == 0 {
                for (d, &s) in sums.iter_mut().zip(&*slot) {
                    *d = weight * s;
                }
            } else {
                for (d, &s) in sums.iter_mut().zip(&*slot) {
                    *d += weight * s;
                }
            }
        }
        let stride = tall.len();
        match rows.count {
            3 => rows.apply::<3, T>(&tall, stride, line, level),
            4 => rows.apply::<4, T>(&tall, stride, line, level),
            5 => rows.apply::<5, T>(&tall, stride, line, level),
            _ => rows.apply_any(&tall, stride, line, level),
        }
    }
    out
}

/// One axis's taps laid flat for the row pass: every output pixel reads `count` samples
/// from `first`, its own window's weights followed by zeros.
struct Taps {
    count: usize,
    first: Vec<usize>,
    weights: Vec<f32>,
}

impl Taps {
    fn new(from: usize, to: usize) -> Taps {
        let windows = nonzero_taps(from, to);
        let count = windows.iter().map(|(_, w)| w.len()).max().unwrap_or(1);
        let mut first = Vec::with_capacity(to);
        let mut weights = vec![0.0f32; to * count];
        for ((left, own), flat) in windows.iter().zip(weights.chunks_exact_mut(count)) {
            first.push(*left);
            flat[..own.len()].copy_from_slice(own);
        }
        Taps {
            count,
            first,
            weights,
        }
    }

    /// The row pass with the tap count known at compile time, so the sum unrolls.
    fn apply<const N: usize, T>(
        &self,
        tall: &[f32],
        stride: usize,
        pixels: &mut [T],
        level: impl Fn(f32) -> T,
    ) {
        let nw = self.first.len();
        for (src, line) in tall.chunks_exact(stride).zip(pixels.chunks_exact_mut(nw)) {
            for ((&first, weights), pixel) in self
                .first
                .iter()
                .zip(self.weights.chunks_exact(N))
                .zip(line)
            {
                let samples: &[f32; N] = src[first..first + N].try_into().expect("N samples");
                let weights: &[f32; N] = weights.try_into().expect("N weights");
                let mut v = weights[0] * samples[0];
                for k in 1..N {
                    v += weights[k] * samples[k];
                }
                *pixel = level(v);
            }
        }
    }

    /// The row pass for any tap count (a shrink by more than about two).
    fn apply_any<T>(
        &self,
        tall: &[f32],
        stride: usize,
        pixels: &mut [T],
        level: impl Fn(f32) -> T,
    ) {
        let (n, nw) = (self.count, self.first.len());
        for (src, line) in tall.chunks_exact(stride).zip(pixels.chunks_exact_mut(nw)) {
            for ((&first, weights), pixel) in self
                .first
                .iter()
                .zip(self.weights.chunks_exact(n))
                .zip(line)
            {
                let mut v = weights[0] * src[first];
                for (weight, s) in weights[1..].iter().zip(&src[first + 1..first + n]) {
                    v += weight * s;
                }
                *pixel = level(v);
            }
        }
    }
}

/// The grey level nearest to `v`, halves rounded up, clamped to 0–255: what
/// `v.clamp(0.0, 255.0).round() as u8` gives, without the call to `roundf` that the x86-64
/// baseline makes for `round` (it has no rounding instruction before SSE4.1), which once
/// per pixel of a photo costs more than the filtering around it.
///
/// Adding 2^23 leaves no fraction bits, so `v + 2^23` holds `v` rounded to the nearest whole
/// number, halves to even, in its low mantissa bits (exact but for that rounding, for `v` in
/// 0–255):
///
/// ```text
/// v + 2^23 = 0 | 10010110 | 000000000000000 nnnnnnnn     (n = the rounded v, 0–255)
///            sign exponent  mantissa
/// ```
///
/// The only case that differs from halves up is a half rounded down, which lies exactly 0.5
/// below `v` (a difference of two close floats, exact), and gets one added. Floats and bit
/// operations only, no branch and no conversion, so it vectorises.
pub(crate) fn grey_level(v: f32) -> u8 {
    const SHIFT: f32 = 8_388_608.0; // 2^23
    // `max` takes the number over a NaN, so a NaN gives 0 as `as u8` would (`clamp` would
    // keep the NaN).
    #[allow(clippy::manual_clamp)]
    let v = v.max(0.0).min(255.0);
    let shifted = v + SHIFT;
    let up = u32::from((shifted - SHIFT) - v == -0.5);
    ((shifted.to_bits() & 0xFF) + up) as u8
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

/// [`taps`] without the zero weights at each window's ends (a shrink by 1.25 has four-pixel
/// windows whose end weights are zero): a product with a zero weight adds +0.0, which leaves
/// the sum as it was, so leaving it out changes no value.
fn nonzero_taps(from: usize, to: usize) -> Vec<(usize, Vec<f32>)> {
    taps(from, to)
        .into_iter()
        .map(|(left, weights)| {
            let start = weights.iter().position(|&w| w != 0.0).unwrap_or(0);
            let end = weights.iter().rposition(|&w| w != 0.0).map_or(1, |i| i + 1);
            (left + start, weights[start..end.max(start + 1)].to_vec())
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
    use crate::test_noise::Noise;
    use image::metadata::Orientation;

    #[test]
    fn the_grey_of_every_colour_is_the_image_crates() {
        // All 2^24 colours once each, as a 4096 × 4096 image.
        let rgb = image::RgbImage::from_fn(4096, 4096, |x, y| {
            let i = y * 4096 + x;
            image::Rgb([(i >> 16) as u8, (i >> 8) as u8, i as u8])
        });
        let ours = to_grey(DynamicImage::ImageRgb8(rgb.clone()));
        let theirs = DynamicImage::ImageRgb8(rgb.clone()).into_luma8();
        assert!(ours == theirs, "a colour's grey level differs");
        // Both ways of working out the terms: recomputed (taken for sRGB) and looked up.
        let terms = LumaTerms::of(rgb.color_space()).expect("tables for sRGB");
        assert!(terms.coefficients.is_some(), "sRGB's terms are recomputed");
        let looked_up = LumaTerms {
            coefficients: None,
            ..terms
        };
        assert!(
            looked_up.grey(&rgb) == theirs,
            "a looked-up grey level differs"
        );
    }

    #[test]
    fn grey_then_orientation_is_orientation_then_grey() {
        let mut noise = Noise(0x9E37_79B9_7F4A_7C15);
        for (w, h) in [(37, 23), (1, 9), (64, 17)] {
            let rgb = image::RgbImage::from_fn(w, h, |_, _| {
                image::Rgb([noise.next(), noise.next(), noise.next()])
            });
            for orientation in [
                Orientation::NoTransforms,
                Orientation::Rotate90,
                Orientation::Rotate180,
                Orientation::Rotate270,
                Orientation::FlipHorizontal,
                Orientation::FlipVertical,
                Orientation::Rotate90FlipH,
                Orientation::Rotate270FlipH,
            ] {
                let mut before = DynamicImage::ImageRgb8(rgb.clone());
                before.apply_orientation(orientation);
                let before = before.into_luma8();
                let mut after =
                    DynamicImage::ImageLuma8(to_grey(DynamicImage::ImageRgb8(rgb.clone())));
                after.apply_orientation(orientation);
                assert_eq!(after.into_luma8(), before, "{w}×{h}, {orientation:?}");
            }
        }
    }

    #[test]
    fn other_kinds_of_image_get_the_image_crates_grey() {
        let mut noise = Noise(7);
        let rgba = image::RgbaImage::from_fn(19, 11, |_, _| {
            image::Rgba([noise.next(), noise.next(), noise.next(), noise.next()])
        });
        let grey = image::GrayImage::from_fn(19, 11, |_, _| image::Luma([noise.next()]));
        for image in [
            DynamicImage::ImageRgba8(rgba),
            DynamicImage::ImageLuma8(grey.clone()),
            DynamicImage::ImageLuma16(DynamicImage::ImageLuma8(grey).into_luma16()),
        ] {
            assert_eq!(to_grey(image.clone()), image.into_luma8());
        }
    }

    /// The shrink as it was first written, plain loops over the taps: the oracle the faster
    /// one must match bit for bit, sums before rounding.
    fn shrink_plainly(grey: &GrayImage, nw: u32, nh: u32) -> Vec<f32> {
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
        let mut out = vec![0.0f32; nw * nh];
        for (src, line) in tall.chunks_exact(w).zip(out.chunks_exact_mut(nw)) {
            for ((first, weights), pixel) in rows.iter().zip(line) {
                *pixel = weights
                    .iter()
                    .zip(&src[*first..])
                    .map(|(weight, s)| weight * s)
                    .sum();
            }
        }
        out
    }

    #[test]
    fn the_shrink_is_the_plain_loops_bit_for_bit() {
        let mut noise = Noise(0xDEAD_BEEF);
        // Shrinks by 1.25 and 1.6 (the photos'), by a little, by 3.9 (more taps than the
        // unrolled passes take) and odd sizes, on noise and on flat and saturated images.
        for (w, h, nw, nh) in [
            (1280, 1280, 1024, 1024),
            (960, 1280, 768, 1024),
            (1600, 1200, 1024, 768),
            (1031, 777, 1024, 772),
            (4000, 3000, 1024, 768),
            (97, 61, 13, 9),
        ] {
            let random = GrayImage::from_fn(w, h, |_, _| image::Luma([noise.next()]));
            let white = GrayImage::from_pixel(w, h, image::Luma([255]));
            for grey in [random, white] {
                let bits = |v: Vec<f32>| v.into_iter().map(f32::to_bits).collect::<Vec<_>>();
                assert!(
                    bits(shrink(&grey, nw, nh, |v| v)) == bits(shrink_plainly(&grey, nw, nh)),
                    "{w}×{h} to {nw}×{nh}"
                );
                let levels: Vec<u8> = shrink_plainly(&grey, nw, nh)
                    .into_iter()
                    .map(grey_level)
                    .collect();
                assert_eq!(resize_linear(&grey, nw, nh).into_raw(), levels);
            }
        }
    }

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
