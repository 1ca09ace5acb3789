//! Synthetic training grids: nine-by-nine grids drawn with digits from the font faces, then
//! degraded like a phone photo (scale, lighting, blur, noise, JPEG at quality 30–95, a slightly
//! wrong warp; about 30 % are left clean) and cut into cells by the scanner's own extraction
//! code, so the classifier learns from exactly the canvases it will be given. Some cells hold
//! marks that are not digits — halftone shading, print showing through from the other side of
//! the page (mirrored: a line of small text, or one faint digit as large as a clue), stains,
//! pencil marks — and whatever of them the extraction keeps is shown to the network as class
//! 0, "not an upright digit"; shading also lies behind some digits, which must still be read.
//! Half the 4s are opened at the top (`open_top`), as some newspapers print them and few font
//! faces draw them.
//! Read next: `real.rs` (cells cut from photos).

use ab_glyph::{Font, FontVec, PxScale, ScaleFont, point};
use image::{GrayImage, Luma};
use shudu_scan::cells::{CANVAS, CELL, GRID, cut_cells};
use shudu_scan::geometry::{Quad, warp};

use crate::rng::Rng;

/// One training example: a canvas and its class (0 = not an upright digit, 1–9 the digit).
pub type Sample = (Vec<f32>, u8);

/// Margin around the drawn grid, so the warp can sample slightly outside it.
const MARGIN: f32 = 14.0;

/// What one synthetic grid put in a cell.
#[derive(Clone, Copy, PartialEq)]
enum Content {
    Empty,
    /// Marks that are not a digit (pencil marks, shading, show-through, a stain): the cell
    /// should still read as empty.
    Marks,
    Digit(u8),
}

/// Draws one grid in one face, degrades it and cuts it; returns the cells that held a digit
/// and were found non-empty, and how many drawn digits the extraction missed.
pub fn grid_samples(font: &FontVec, rng: &mut Rng) -> (Vec<Sample>, usize) {
    let side = GRID as f32 + 2.0 * MARGIN;
    let n = side as usize;
    let mut ink = vec![0.0f32; n * n];
    // Grid lines: thin inner lines, box lines at least as thick, sometimes with gaps.
    let thin = rng.range(0.8, 2.6);
    let thick = rng.range(thin, 4.5);
    let gappy = rng.chance(0.15);
    for i in 0..=9 {
        let t = if i % 3 == 0 { thick } else { thin };
        let at = MARGIN + (i * CELL) as f32 + rng.range(-1.2, 1.2);
        let strength = rng.range(0.6, 1.0);
        for along in 0..n {
            if gappy && (along / 9) % 5 == rng.below(5) {
                continue;
            }
            for across in 0..n {
                let d = (across as f32 + 0.5 - at).abs();
                let cover = (t / 2.0 + 0.5 - d).clamp(0.0, 1.0) * strength;
                if cover > 0.0 {
                    let (h, v) = (along + across * n, across + along * n);
                    ink[h] = ink[h].max(cover);
                    ink[v] = ink[v].max(cover);
                }
            }
        }
    }
    // Cell contents.
    let fill = rng.range(0.3, 0.7);
    let digit_height = rng.range(0.42, 0.78) * CELL as f32;
    let mut contents = [Content::Empty; 81];
    for (i, content) in contents.iter_mut().enumerate() {
        let (r, c) = (i / 9, i % 9);
        let (cx, cy) = (
            MARGIN + (c as f32 + 0.5) * CELL as f32,
            MARGIN + (r as f32 + 0.5) * CELL as f32,
        );
        let half = CELL as f32 / 2.0;
        if rng.chance(0.08) {
            halftone(&mut ink, n, (cx - half, cy - half), CELL as f32, rng);
            *content = Content::Marks;
        }
        if rng.chance(fill) {
            let (label, digit, turns) = if rng.chance(0.12) {
                let digit = [2u8, 3, 4, 5, 7, 6, 9][rng.below(7)];
                let turns = if digit == 6 || digit == 9 {
                    [1, 3][rng.below(2)]
                } else {
                    1 + rng.below(3)
                };
                (0u8, digit, turns)
            } else {
                let d = 1 + rng.below(9) as u8;
                (d, d, 0)
            };
            let jitter = 0.07 * CELL as f32;
            let (x, y) = (
                cx + rng.range(-jitter, jitter),
                cy + rng.range(-jitter, jitter),
            );
            let h = digit_height * rng.range(0.93, 1.07);
            // Some newspapers print a 4 whose slanted stroke stops short of the stem, open at
            // the top; few faces draw one, so some 4s are opened here.
            let shape = if digit == 4 && rng.chance(OPEN_FOUR) {
                Shape::OpenTop(rng.range(0.14, 0.3))
            } else {
                Shape::AsDrawn
            };
            draw_digit(
                &mut ink,
                n,
                font,
                char::from(b'0' + digit),
                h,
                (x, y),
                turns,
                shape,
                rng.range(0.75, 1.0),
            );
            *content = Content::Digit(label);
        } else if rng.chance(0.08) {
            show_through(&mut ink, n, font, (cx, cy), rng);
            *content = Content::Marks;
        } else if rng.chance(0.04) {
            stain(&mut ink, n, (cx, cy), rng);
            *content = Content::Marks;
        } else if rng.chance(0.1) {
            // Pencil marks: one to seven small digits, each in its own slot of a 3×3
            // arrangement (1 top left … 9 bottom right), as apps and players write them.
            // Small enough that one mark alone is too short for a digit (the cutter drops
            // it): a lone mark scaled up in the canvas would look just like a digit.
            let size = rng.range(0.12, 0.24) * CELL as f32;
            let spread = rng.range(0.26, 0.32) * CELL as f32;
            let strength = rng.range(0.4, 1.0);
            for _ in 0..1 + rng.below(7) {
                let d = 1 + rng.below(9) as u8;
                let slot = usize::from(d - 1);
                let (dx, dy) = ((slot % 3) as f32 - 1.0, (slot / 3) as f32 - 1.0);
                draw_digit(
                    &mut ink,
                    n,
                    font,
                    char::from(b'0' + d),
                    size,
                    (cx + dx * spread, cy + dy * spread),
                    0,
                    Shape::AsDrawn,
                    strength,
                );
            }
            *content = Content::Marks;
        }
    }
    let grey = degrade(&ink, n, rng);
    // Warp back with each corner a little off, as a real grid's corners are found.
    let scale = grey.width() as f32 / side;
    let off = 2.5 * scale;
    let corner = |x: f32, y: f32, rng: &mut Rng| {
        (
            x * scale + rng.range(-off, off),
            y * scale + rng.range(-off, off),
        )
    };
    let (a, b) = (MARGIN, MARGIN + GRID as f32);
    let quad = Quad([
        corner(a, a, rng),
        corner(b, a, rng),
        corner(b, b, rng),
        corner(a, b, rng),
    ]);
    let flat = warp(&grey, &quad, GRID);
    let cells = cut_cells(&flat);
    let mut samples = Vec::new();
    let mut missed = 0;
    for (cut, content) in cells.into_iter().zip(contents) {
        match (cut.canvas, content) {
            (Some(canvas), Content::Digit(label)) => samples.push((canvas, label)),
            (None, Content::Digit(_)) => missed += 1,
            (Some(canvas), _) => samples.push((canvas, 0)),
            (None, _) => {}
        }
    }
    (samples, missed)
}

/// Halftone shading over the `side`-pixel square at `corner`: dots on a regular screen, as a
/// newspaper prints a grey cell.
fn halftone(ink: &mut [f32], n: usize, corner: (f32, f32), side: f32, rng: &mut Rng) {
    let pitch = rng.range(1.8, 4.0);
    let radius = rng.range(0.3, 0.55) * pitch;
    let strength = rng.range(0.25, 0.8);
    let (x0, y0) = (corner.0.max(0.0) as usize, corner.1.max(0.0) as usize);
    let (x1, y1) = (
        ((corner.0 + side) as usize).min(n),
        ((corner.1 + side) as usize).min(n),
    );
    for y in y0..y1 {
        for x in x0..x1 {
            // Distance to the nearest dot centre of the screen.
            let (fx, fy) = (x as f32 / pitch, y as f32 / pitch);
            let (dx, dy) = ((fx - fx.round()) * pitch, (fy - fy.round()) * pitch);
            let cover = (radius + 0.5 - (dx * dx + dy * dy).sqrt()).clamp(0.0, 1.0) * strength;
            ink[y * n + x] = ink[y * n + x].max(cover);
        }
    }
}

/// Faint mirrored glyphs seen through the paper from its other side: a line of small text,
/// or one digit as large as a clue (a puzzle printed on the back of the page). The digit is
/// never a 1 or an 8, which read the same mirrored: shape alone cannot tell those from a faint
/// clue. For the same reason the text holds no 1 or 8 and no letter whose mirror image is a
/// digit's shape, since the cutter often keeps one glyph of the line alone and scales it to a
/// clue's size: mirrored, `p` and `P` are a straight-stemmed 9, `d` a 6, `E` a 3, and `i` a 1
/// once its dot is dropped as a speck.
fn show_through(ink: &mut [f32], n: usize, font: &FontVec, centre: (f32, f32), rng: &mut Rng) {
    const GLYPHS: &[u8] = b"02345679abcefghkmnorstuvwxyzABCDFGHKLMNRSTUVWXYZ";
    const MIRRORED_DIGITS: &[u8] = b"2345679";
    if rng.chance(0.5) {
        let glyph = char::from(MIRRORED_DIGITS[rng.below(MIRRORED_DIGITS.len())]);
        let height = rng.range(0.4, 0.75) * CELL as f32;
        let jitter = 0.15 * CELL as f32;
        let at = (
            centre.0 + rng.range(-jitter, jitter),
            centre.1 + rng.range(-jitter, jitter),
        );
        let strength = rng.range(0.05, 0.25);
        draw_digit(
            ink,
            n,
            font,
            glyph,
            height,
            at,
            0,
            Shape::Mirrored,
            strength,
        );
        return;
    }
    let height = rng.range(0.2, 0.45) * CELL as f32;
    let strength = rng.range(0.12, 0.4);
    let y = centre.1 + rng.range(-0.3, 0.3) * CELL as f32;
    let count = 2 + rng.below(5);
    let start = centre.0 - rng.range(0.0, 0.8) * CELL as f32;
    for i in 0..count {
        let glyph = char::from(GLYPHS[rng.below(GLYPHS.len())]);
        let x = start + i as f32 * height * 0.65;
        draw_digit(
            ink,
            n,
            font,
            glyph,
            height,
            (x, y),
            0,
            Shape::Mirrored,
            strength,
        );
    }
}

/// A soft-edged blot of faint ink.
fn stain(ink: &mut [f32], n: usize, centre: (f32, f32), rng: &mut Rng) {
    let (rx, ry) = (
        rng.range(0.1, 0.4) * CELL as f32,
        rng.range(0.1, 0.4) * CELL as f32,
    );
    let (cx, cy) = (
        centre.0 + rng.range(-0.2, 0.2) * CELL as f32,
        centre.1 + rng.range(-0.2, 0.2) * CELL as f32,
    );
    let strength = rng.range(0.1, 0.45);
    let reach = rx.max(ry) + 2.0;
    let (x0, x1) = (
        (cx - reach).max(0.0) as usize,
        ((cx + reach) as usize).min(n),
    );
    let (y0, y1) = (
        (cy - reach).max(0.0) as usize,
        ((cy + reach) as usize).min(n),
    );
    for y in y0..y1 {
        for x in x0..x1 {
            let (u, v) = ((x as f32 - cx) / rx, (y as f32 - cy) / ry);
            let cover = (1.0 - (u * u + v * v)).clamp(0.0, 1.0).sqrt() * strength;
            ink[y * n + x] = ink[y * n + x].max(cover);
        }
    }
}

/// How often a drawn 4 is opened at the top ([`Shape::OpenTop`]).
const OPEN_FOUR: f32 = 0.5;

/// How a glyph is changed from the face's drawing before it is placed.
#[derive(Clone, Copy)]
enum Shape {
    AsDrawn,
    /// Mirrored left to right (print seen through the page).
    Mirrored,
    /// Open at the top: a strip this fraction of the glyph's width is cleared just left of
    /// its tallest stroke, above its widest row, so a 4's slanted stroke no longer meets the
    /// stem (see [`open_top`]).
    OpenTop(f32),
}

/// Adds one glyph's coverage, `height` pixels tall, centred at `(x, y)`, turned `turns`
/// quarter turns clockwise, reshaped as `shape` says.
#[allow(clippy::too_many_arguments)]
fn draw_digit(
    ink: &mut [f32],
    n: usize,
    font: &FontVec,
    glyph: char,
    height: f32,
    (x, y): (f32, f32),
    turns: usize,
    shape: Shape,
    strength: f32,
) {
    let id = font.glyph_id(glyph);
    // Measure at a reference size, then scale so the outline's height is `height`.
    let reference = PxScale::from(100.0);
    let Some(probe) = font.outline_glyph(id.with_scale_and_position(reference, point(0.0, 0.0)))
    else {
        return;
    };
    let bounds = probe.px_bounds();
    if bounds.height() < 1.0 {
        return;
    }
    let px = 100.0 * height / bounds.height();
    let scaled = font.as_scaled(PxScale::from(px));
    let glyph = id.with_scale_and_position(scaled.scale(), point(0.0, 0.0));
    let Some(outlined) = font.outline_glyph(glyph) else {
        return;
    };
    let b = outlined.px_bounds();
    let (w, h) = (
        b.width().ceil() as usize + 1,
        b.height().ceil() as usize + 1,
    );
    let mut patch = vec![0.0f32; w * h];
    outlined.draw(|gx, gy, c| {
        let (gx, gy) = (gx as usize, gy as usize);
        if gx < w && gy < h {
            patch[gy * w + gx] = c;
        }
    });
    match shape {
        Shape::AsDrawn => {}
        Shape::Mirrored => {
            for row in patch.chunks_mut(w) {
                row.reverse();
            }
        }
        Shape::OpenTop(gap) => open_top(&mut patch, w, h, gap),
    }
    // Turn the patch.
    let (mut pw, mut ph) = (w, h);
    for _ in 0..turns {
        let mut turned = vec![0.0f32; pw * ph];
        for yy in 0..ph {
            for xx in 0..pw {
                // Clockwise: (xx, yy) goes to (ph - 1 - yy, xx) in a ph-wide patch.
                turned[xx * ph + (ph - 1 - yy)] = patch[yy * pw + xx];
            }
        }
        patch = turned;
        (pw, ph) = (ph, pw);
    }
    let (x0, y0) = (x - pw as f32 / 2.0, y - ph as f32 / 2.0);
    for yy in 0..ph {
        for xx in 0..pw {
            let (tx, ty) = ((x0 + xx as f32).round(), (y0 + yy as f32).round());
            if tx < 0.0 || ty < 0.0 || tx >= n as f32 || ty >= n as f32 {
                continue;
            }
            let at = ty as usize * n + tx as usize;
            ink[at] = ink[at].max(patch[yy * pw + xx] * strength);
        }
    }
}

/// Clears a gap between a 4's slanted stroke and its stem, upright in a `w`×`h` patch:
///
/// ```text
///    ..##         . #
///   . .##        .  #      the stem: the column with the most ink in the top half;
///  .  .##   ->  .   #      the bar: the row with the most ink below it; the strip
///  ######       ######     `gap`·w wide left of the stem, above the bar, is cleared
///     .##           #
/// ```
fn open_top(patch: &mut [f32], w: usize, h: usize, gap: f32) {
    let ink_in_column =
        |x: usize, rows: std::ops::Range<usize>| -> f32 { rows.map(|y| patch[y * w + x]).sum() };
    let top = h / 2;
    let column: Vec<f32> = (0..w).map(|x| ink_in_column(x, 0..top)).collect();
    let Some(stem) = (0..w).max_by(|&a, &b| column[a].total_cmp(&column[b])) else {
        return;
    };
    let mut stem_left = stem;
    while stem_left > 0 && column[stem_left - 1] > 0.5 * column[stem] {
        stem_left -= 1;
    }
    let row: Vec<f32> = (0..h)
        .map(|y| patch[y * w..(y + 1) * w].iter().sum())
        .collect();
    let Some(bar) = (h / 3..h).max_by(|&a, &b| row[a].total_cmp(&row[b])) else {
        return;
    };
    let mut bar_top = bar;
    while bar_top > 0 && row[bar_top - 1] > 0.5 * row[bar] {
        bar_top -= 1;
    }
    let width = ((gap * w as f32).round() as usize).max(1);
    // Keep a little of the slanted stroke above the bar, so it stays joined to it.
    let above = bar_top.saturating_sub(width);
    for y in 0..above {
        for x in stem_left.saturating_sub(width)..stem_left {
            patch[y * w + x] = 0.0;
        }
    }
}

/// Turns an ink map into a photo-like grey image: paper and ink levels, a lighting gradient,
/// a highlighted band sometimes, a random scale, blur, noise and JPEG compression.
fn degrade(ink: &[f32], n: usize, rng: &mut Rng) -> GrayImage {
    let paper = rng.range(150.0, 255.0);
    let ink_level = rng.range(0.0, (paper - 70.0).max(1.0));
    let clean = rng.chance(0.3);
    let (gx, gy) = if clean {
        (0.0, 0.0)
    } else {
        (rng.range(-0.4, 0.4), rng.range(-0.4, 0.4))
    };
    let band = (!clean && rng.chance(0.2)).then(|| (rng.below(9), rng.range(0.75, 0.92)));
    let mut grey = GrayImage::from_fn(n as u32, n as u32, |x, y| {
        let (u, v) = (x as f32 / n as f32 - 0.5, y as f32 / n as f32 - 0.5);
        let light = 1.0 + gx * u + gy * v;
        let mut p = paper * light;
        if let Some((row, shade)) = band {
            let r = ((y as f32 - MARGIN) / CELL as f32).floor();
            if r == row as f32 {
                p *= shade;
            }
        }
        let i = ink[y as usize * n + x as usize];
        Luma([(p - (p - ink_level) * i).clamp(0.0, 255.0) as u8])
    });
    let scale = rng.range(0.55, 1.5);
    let side = ((n as f32) * scale).round() as u32;
    grey = image::imageops::resize(&grey, side, side, image::imageops::FilterType::Triangle);
    if clean {
        return grey;
    }
    if rng.chance(0.6) {
        grey = imageproc::filter::gaussian_blur_f32(&grey, rng.range(0.3, 1.3));
    }
    let noise = rng.range(0.0, 10.0);
    for p in grey.pixels_mut() {
        p[0] = (f32::from(p[0]) + noise * rng.normal()).clamp(0.0, 255.0) as u8;
    }
    if rng.chance(0.7) {
        let quality = 30 + rng.below(66) as u8;
        let mut bytes = Vec::new();
        let encoder = image::codecs::jpeg::JpegEncoder::new_with_quality(&mut bytes, quality);
        if grey.write_with_encoder(encoder).is_ok() {
            if let Ok(back) = image::load_from_memory(&bytes) {
                grey = back.into_luma8();
            }
        }
    }
    grey
}

/// Canvases side by side, 20 to a row, enlarged three times (for looking at what the
/// network is shown).
pub fn montage(samples: &[&Sample]) -> GrayImage {
    let tile = CANVAS as u32 * 3 + 2;
    let rows = samples.len().div_ceil(20) as u32;
    let mut out = GrayImage::from_pixel(20 * tile, rows * tile, Luma([128]));
    for (i, (canvas, _)) in samples.iter().enumerate() {
        let (tx, ty) = ((i % 20) as u32 * tile, (i / 20) as u32 * tile);
        for y in 0..CANVAS as u32 * 3 {
            for x in 0..CANVAS as u32 * 3 {
                let v = canvas[(y / 3) as usize * CANVAS + (x / 3) as usize];
                out.put_pixel(tx + x, ty + y, Luma([255 - (v * 255.0) as u8]));
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A closed 4 drawn in a 9×9 patch: slanted stroke, stem (columns 5–6), bar (row 6).
    const CLOSED_FOUR: [&str; 9] = [
        ".....##..",
        "....###..",
        "...#.##..",
        "..#..##..",
        ".#...##..",
        "#....##..",
        "#########",
        ".....##..",
        ".....##..",
    ];

    fn patch(rows: &[&str]) -> Vec<f32> {
        rows.iter()
            .flat_map(|r| r.chars().map(|c| if c == '#' { 1.0 } else { 0.0 }))
            .collect()
    }

    #[test]
    fn opening_a_four_clears_the_strip_left_of_the_stem_above_the_bar() {
        let mut four = patch(&CLOSED_FOUR);
        // Two columns (0.25 × 9, rounded) left of the stem, down to two rows above the bar.
        open_top(&mut four, 9, 9, 0.25);
        let opened: Vec<String> = four
            .chunks(9)
            .map(|r| r.iter().map(|&v| if v > 0.0 { '#' } else { '.' }).collect())
            .collect();
        let expected = [
            ".....##..",
            ".....##..",
            ".....##..",
            "..#..##..",
            ".#...##..",
            "#....##..",
            "#########",
            ".....##..",
            ".....##..",
        ];
        assert_eq!(opened, expected);
    }
}
