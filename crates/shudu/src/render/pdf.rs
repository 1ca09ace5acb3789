//! Writing [`Drawing`]s as the pages of a PDF 1.4 file: a catalog, a page tree, the two
//! standard Helvetica fonts (named, never embedded), an information dictionary with the
//! title and no date, and one LZW-compressed content stream per page; the cross-reference
//! table gives each object's exact byte offset.
//!
//! Text set in a [`Typeface`] (Chinese) embeds it after the pages, cut down to the
//! characters the document uses (`typeface.rs`), as a Type0 font with `Identity-H`
//! encoding: its CIDFont (CFF or TrueType outlines, their widths), the font descriptor,
//! the font program and a `ToUnicode` map, so the text can be copied and searched. Such
//! text is written as hex strings of two-byte CIDs; bold is the regular face filled and
//! stroked (`2 Tr`), so one subset serves both weights. A document without such text has
//! none of these objects, byte for byte what it was before there were typefaces.
//!
//! Each page's stream first flips the y axis (`1 0 0 -1 0 height cm`), so the drawing's
//! top-left coordinates are written unchanged, as the SVG writer writes them; text sets
//! its own matrix `1 0 0 -1 x y` so the glyphs stand upright again. Consecutive text items
//! of one font, size and shade share one `BT … ET` block and move with relative `Td`
//! steps, computed from the stored hundredths, so nothing drifts.

use std::collections::BTreeSet;
use std::fmt::Write;

use super::drawing::{Drawing, Gray, Item, Units, write_fixed};
use super::font::{Font, byte};
use super::lzw;
use super::typeface::{FontError, Program, Subset, Typeface};

/// The pages as a PDF file, `title` in its information dictionary. Fails only when a
/// typeface the pages use cannot be embedded: it lacks a character they set, or cannot
/// be cut down.
///
/// ```
/// use shudu::render::{Drawing, Font, Gray, to_pdf};
/// let mut page = Drawing::new(595.28, 841.89);
/// page.text(72.0, 72.0, 24.0, Font::Bold, Gray::BLACK, "Puzzle 1");
/// let pdf = to_pdf(&[page], Some("Sudoku"))?;
/// assert!(pdf.starts_with(b"%PDF-1.4"));
/// assert!(pdf.ends_with(b"%%EOF\n"));
/// # Ok::<(), shudu::render::FontError>(())
/// ```
pub fn to_pdf(pages: &[Drawing], title: Option<&str>) -> Result<Vec<u8>, FontError> {
    write_pdf(pages, title, true)
}

/// A typeface the pages set text in, cut down to their characters. The `k`th is the
/// page resource `F{k + 3}`, after Helvetica's two.
struct Embedded {
    face: Typeface,
    subset: Subset,
}

/// The objects each embedded typeface takes: Type0 font, CIDFont, descriptor, font
/// program, ToUnicode map.
const OBJECTS_PER_FONT: usize = 5;

/// Every typeface the pages use, in the order of first use, with the characters set in it.
fn embedded_fonts(pages: &[Drawing]) -> Result<Vec<Embedded>, FontError> {
    let mut used: Vec<(Typeface, BTreeSet<char>)> = Vec::new();
    for item in pages.iter().flat_map(Drawing::items) {
        if let Item::Text {
            face: Some(face),
            text,
            ..
        } = item
        {
            let k = match used.iter().position(|(f, _)| f == face) {
                Some(k) => k,
                None => {
                    used.push((face.clone(), BTreeSet::new()));
                    used.len() - 1
                }
            };
            used[k].1.extend(text.chars());
        }
    }
    used.into_iter()
        .map(|(face, chars)| {
            Ok(Embedded {
                subset: face.subset(&chars)?,
                face,
            })
        })
        .collect()
}

/// The objects before the pages: catalog, page tree, the two fonts, the information
/// dictionary. Page `i` (from 0) is object `FIRST_PAGE + 2i`, its content the next one.
const CATALOG: usize = 1;
const PAGES: usize = 2;
const INFO: usize = 5;
const FIRST_PAGE: usize = 6;

pub(crate) fn write_pdf(
    pages: &[Drawing],
    title: Option<&str>,
    compress: bool,
) -> Result<Vec<u8>, FontError> {
    let fonts = embedded_fonts(pages)?;
    let first_font = FIRST_PAGE + 2 * pages.len();
    let mut out: Vec<u8> = Vec::new();
    // The second line's high bytes mark the file as binary for transfer programs.
    out.extend_from_slice(b"%PDF-1.4\n%\xE2\xE3\xCF\xD3\n");
    let mut offsets: Vec<usize> = Vec::new();
    let mut object = |out: &mut Vec<u8>, number: usize, body: &[u8]| {
        debug_assert_eq!(offsets.len() + 1, number, "objects are written in order");
        offsets.push(out.len());
        out.extend_from_slice(format!("{number} 0 obj\n").as_bytes());
        out.extend_from_slice(body);
        out.extend_from_slice(b"\nendobj\n");
    };
    object(
        &mut out,
        CATALOG,
        format!("<< /Type /Catalog /Pages {PAGES} 0 R >>").as_bytes(),
    );
    let kids: Vec<String> = (0..pages.len())
        .map(|i| format!("{} 0 R", FIRST_PAGE + 2 * i))
        .collect();
    object(
        &mut out,
        PAGES,
        format!(
            "<< /Type /Pages /Kids [{}] /Count {} >>",
            kids.join(" "),
            pages.len()
        )
        .as_bytes(),
    );
    for (number, font) in [(3, Font::Regular), (4, Font::Bold)] {
        let body = format!(
            "<< /Type /Font /Subtype /Type1 /BaseFont /{} /Encoding /WinAnsiEncoding >>",
            font.postscript_name()
        );
        object(&mut out, number, body.as_bytes());
    }
    let mut info = String::from("<< /Producer (shudu)");
    if let Some(title) = title {
        let _ = write!(info, " /Title {}", text_string(title));
    }
    info.push_str(" >>");
    object(&mut out, INFO, info.as_bytes());
    // Every page may use every embedded font: one resource dictionary for all.
    let embedded: String = (0..fonts.len())
        .map(|k| format!(" /F{} {} 0 R", k + 3, first_font + k * OBJECTS_PER_FONT))
        .collect();
    for (i, page) in pages.iter().enumerate() {
        let number = FIRST_PAGE + 2 * i;
        let body = format!(
            "<< /Type /Page /Parent {PAGES} 0 R /MediaBox [0 0 {} {}] \
             /Resources << /Font << /F1 3 0 R /F2 4 0 R{embedded} >> >> /Contents {} 0 R >>",
            page.width(),
            page.height(),
            number + 1
        );
        object(&mut out, number, body.as_bytes());
        let content = content_stream(page, &fonts);
        object(&mut out, number + 1, &stream("", content, compress));
    }
    for (k, font) in fonts.iter().enumerate() {
        let n = first_font + k * OBJECTS_PER_FONT;
        for (number, body) in font_objects(&font.subset, n, compress) {
            object(&mut out, number, &body);
        }
    }
    let xref = out.len();
    let mut table = format!("xref\n0 {}\n0000000000 65535 f \n", offsets.len() + 1);
    for offset in &offsets {
        // Each entry is exactly 20 bytes, its end of line included.
        let _ = writeln!(table, "{offset:010} 00000 n ");
    }
    let _ = write!(
        table,
        "trailer\n<< /Size {} /Root {CATALOG} 0 R /Info {INFO} 0 R >>\nstartxref\n{xref}\n%%EOF\n",
        offsets.len() + 1
    );
    out.extend_from_slice(table.as_bytes());
    Ok(out)
}

/// A stream object's body: its dictionary (`/Length`, the filter, then `entries`) and
/// its data, LZW-compressed when `compress`.
fn stream(entries: &str, data: Vec<u8>, compress: bool) -> Vec<u8> {
    let (data, filter) = if compress {
        (lzw::encode(&data), " /Filter /LZWDecode")
    } else {
        (data, "")
    };
    let mut stream =
        format!("<< /Length {}{filter}{entries} >>\nstream\n", data.len()).into_bytes();
    stream.extend_from_slice(&data);
    stream.extend_from_slice(b"\nendstream");
    stream
}

/// The five objects of an embedded typeface, numbered from `n`: the Type0 font the
/// pages name, its CIDFont, the font descriptor, the font program and the ToUnicode map.
fn font_objects(subset: &Subset, n: usize, compress: bool) -> Vec<(usize, Vec<u8>)> {
    let base = &subset.base_font;
    let (cid_type, file_key, program) = match &subset.program {
        Program::Cff(data) => (
            "/CIDFontType0",
            "/FontFile3",
            stream(" /Subtype /CIDFontType0C", data.clone(), compress),
        ),
        Program::TrueType(data) => (
            "/CIDFontType2 /CIDToGIDMap /Identity",
            "/FontFile2",
            stream(&format!(" /Length1 {}", data.len()), data.clone(), compress),
        ),
    };
    let [x0, y0, x1, y1] = subset.bbox;
    vec![
        (
            n,
            format!(
                "<< /Type /Font /Subtype /Type0 /BaseFont /{base} /Encoding /Identity-H \
                 /DescendantFonts [{} 0 R] /ToUnicode {} 0 R >>",
                n + 1,
                n + 4
            )
            .into_bytes(),
        ),
        (
            n + 1,
            format!(
                "<< /Type /Font /Subtype {cid_type} /BaseFont /{base} \
                 /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> \
                 /FontDescriptor {} 0 R /DW 1000 /W {} >>",
                n + 2,
                subset.widths_array()
            )
            .into_bytes(),
        ),
        (
            n + 2,
            // Flags 4: symbolic, as a font outside the standard Latin character set is.
            format!(
                "<< /Type /FontDescriptor /FontName /{base} /Flags 4 \
                 /FontBBox [{x0} {y0} {x1} {y1}] /ItalicAngle {} /Ascent {} /Descent {} \
                 /CapHeight {} /StemV 80 {file_key} {} 0 R >>",
                subset.italic_angle,
                subset.ascent,
                subset.descent,
                subset.cap_height,
                n + 3
            )
            .into_bytes(),
        ),
        (n + 3, program),
        (
            n + 4,
            stream("", subset.to_unicode().into_bytes(), compress),
        ),
    ]
}

/// A PDF text string: UTF-16BE with its byte-order mark, in hex, so any title survives.
fn text_string(text: &str) -> String {
    let mut hex = String::from("<FEFF");
    for unit in text.encode_utf16() {
        let _ = write!(hex, "{unit:04X}");
    }
    hex.push('>');
    hex
}

/// The graphics state already set, so a stream repeats no operator it does not need.
#[derive(Default)]
struct State {
    line_width: Option<Units>,
    stroke: Option<Gray>,
    fill: Option<Gray>,
    /// Text is stroked as well as filled (`2 Tr`, a typeface's bold); PDF starts with
    /// fill only (`0 Tr`), and the mode lasts from one text block to the next.
    stroked_text: bool,
}

impl State {
    fn stroke_with(&mut self, out: &mut Vec<u8>, width: Units, gray: Gray) {
        if self.line_width != Some(width) {
            push(out, format_args!("{width} w\n"));
            self.line_width = Some(width);
        }
        if self.stroke != Some(gray) {
            push(out, format_args!("{} G\n", Level(gray)));
            self.stroke = Some(gray);
        }
    }

    fn fill_with(&mut self, out: &mut Vec<u8>, gray: Gray) {
        if self.fill != Some(gray) {
            push(out, format_args!("{} g\n", Level(gray)));
            self.fill = Some(gray);
        }
    }

    /// Sets a shape's fill and outline, where it has them, and gives the operator that
    /// paints its path with them: one owner for every filled shape.
    fn paint_with(
        &mut self,
        out: &mut Vec<u8>,
        fill: Option<Gray>,
        stroke: Option<(Units, Gray)>,
    ) -> &'static str {
        if let Some(gray) = fill {
            self.fill_with(out, gray);
        }
        if let Some((width, gray)) = stroke {
            self.stroke_with(out, width, gray);
        }
        paint(fill.is_some(), stroke.is_some())
    }
}

/// A grey as PDF's 0–1 level.
struct Level(Gray);

impl std::fmt::Display for Level {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write_fixed(f, self.0.thousandths(), 3)
    }
}

fn push(out: &mut Vec<u8>, args: std::fmt::Arguments<'_>) {
    out.extend_from_slice(args.to_string().as_bytes());
}

/// The page's drawing operators.
fn content_stream(page: &Drawing, fonts: &[Embedded]) -> Vec<u8> {
    let mut out = Vec::new();
    push(&mut out, format_args!("1 0 0 -1 0 {} cm\n", page.height()));
    let mut state = State::default();
    let items = page.items();
    let mut i = 0;
    while i < items.len() {
        match &items[i] {
            Item::Strokes {
                width,
                gray,
                segments,
            } => {
                state.stroke_with(&mut out, *width, *gray);
                for ((x1, y1), (x2, y2)) in segments {
                    push(&mut out, format_args!("{x1} {y1} m {x2} {y2} l\n"));
                }
                out.extend_from_slice(b"S\n");
            }
            Item::Rect {
                at: (x, y),
                size: (w, h),
                fill,
                stroke,
            } => {
                let paint = state.paint_with(&mut out, *fill, *stroke);
                push(&mut out, format_args!("{x} {y} {w} {h} re {paint}\n"));
            }
            Item::Circle {
                centre,
                radius,
                fill,
                stroke,
            } => {
                let paint = state.paint_with(&mut out, *fill, *stroke);
                circle_path(&mut out, *centre, *radius);
                out.extend_from_slice(paint.as_bytes());
                out.push(b'\n');
            }
            Item::Text { .. } => {
                i = text_block(&mut out, &mut state, items, i, fonts);
                continue;
            }
        }
        i += 1;
    }
    out
}

/// The operator that paints a closed path: fill, stroke, both or neither.
fn paint(fill: bool, stroke: bool) -> &'static str {
    match (fill, stroke) {
        (true, true) => "B",
        (true, false) => "f",
        (false, true) => "S",
        (false, false) => "n",
    }
}

/// A circle as four Bézier quarters, each control point `KAPPA`·r along the tangent
/// (0.5523: the quarter's midpoint then lies on the circle), in whole hundredths.
fn circle_path(out: &mut Vec<u8>, (x, y): (Units, Units), r: Units) {
    const KAPPA: f64 = 0.5523;
    let k = (r.0 as f64 * KAPPA).round() as i64;
    let (x, y, r) = (x.0, y.0, r.0);
    let u = Units;
    push(out, format_args!("{} {} m\n", u(x + r), u(y)));
    // Quarter by quarter: right → bottom → left → top → right (y grows downwards here).
    let quarters = [
        [(x + r, y + k), (x + k, y + r), (x, y + r)],
        [(x - k, y + r), (x - r, y + k), (x - r, y)],
        [(x - r, y - k), (x - k, y - r), (x, y - r)],
        [(x + k, y - r), (x + r, y - k), (x + r, y)],
    ];
    for [a, b, c] in quarters {
        push(
            out,
            format_args!(
                "{} {} {} {} {} {} c\n",
                u(a.0),
                u(a.1),
                u(b.0),
                u(b.1),
                u(c.0),
                u(c.1)
            ),
        );
    }
}

/// The stroke that makes a typeface's regular glyphs bold: 4% of the size, half of it
/// outside the outline, in hundredths of a point.
fn bold_stroke(size: Units) -> Units {
    Units((size.0 * 4 + 50) / 100)
}

/// Writes the text items from `start` that share its font, typeface, size and shade in
/// one block; returns the index of the first item after them.
fn text_block(
    out: &mut Vec<u8>,
    state: &mut State,
    items: &[Item],
    start: usize,
    fonts: &[Embedded],
) -> usize {
    let Item::Text {
        size,
        font,
        face,
        gray,
        ..
    } = &items[start]
    else {
        unreachable!("a text block starts at a text item");
    };
    state.fill_with(out, *gray);
    let embedded = face
        .as_ref()
        .and_then(|face| fonts.iter().position(|f| f.face == *face));
    let resource = match (embedded, font) {
        (Some(k), _) => format!("F{}", k + 3),
        (None, Font::Regular) => "F1".to_owned(),
        (None, Font::Bold) => "F2".to_owned(),
    };
    let stroked = embedded.is_some() && *font == Font::Bold;
    if stroked {
        state.stroke_with(out, bold_stroke(*size), *gray);
    }
    if stroked != state.stroked_text {
        out.extend_from_slice(if stroked { b"2 Tr\n" } else { b"0 Tr\n" });
        state.stroked_text = stroked;
    }
    push(out, format_args!("BT /{resource} {size} Tf\n"));
    let mut last: Option<(Units, Units)> = None;
    let mut i = start;
    while let Some(Item::Text {
        at: (x, y),
        size: s,
        font: f,
        face: t,
        gray: g,
        text,
    }) = items.get(i)
    {
        if (s, f, t, g) != (size, font, face, gray) {
            break;
        }
        match last {
            None => push(out, format_args!("1 0 0 -1 {x} {y} Tm ")),
            // In text space y points up: a step down the page is a positive y.
            Some((lx, ly)) => push(
                out,
                format_args!("{} {} Td ", Units(x.0 - lx.0), Units(ly.0 - y.0)),
            ),
        }
        last = Some((*x, *y));
        match embedded {
            Some(k) => out.extend_from_slice(fonts[k].subset.encode(text).as_bytes()),
            None => {
                out.push(b'(');
                for ch in text.chars() {
                    let b = byte(ch).unwrap_or(b'?');
                    if matches!(b, b'(' | b')' | b'\\') {
                        out.push(b'\\');
                    }
                    out.push(b);
                }
                out.push(b')');
            }
        }
        out.extend_from_slice(b"Tj\n");
        i += 1;
    }
    out.extend_from_slice(b"ET\n");
    i
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Vec<Drawing> {
        let mut a = Drawing::new(200.0, 100.0);
        a.line(10.0, 10.0, 190.0, 10.0, 0.5, Gray::BLACK);
        a.rect(
            (10.0, 20.0, 30.0, 30.0),
            Some(Gray(200)),
            Some((1.5, Gray::BLACK)),
        );
        a.text(20.0, 40.0, 12.0, Font::Bold, Gray::BLACK, "1 (a)");
        a.text(32.5, 40.0, 12.0, Font::Bold, Gray::BLACK, "2");
        a.text(20.0, 52.0, 12.0, Font::Bold, Gray::BLACK, "3");
        a.text(20.0, 80.0, 8.0, Font::Regular, Gray(90), "é–");
        let b = Drawing::new(200.0, 100.0);
        vec![a, b]
    }

    /// Checks that the PDF's cross-reference table lists `objects` objects, each at the
    /// byte offset where it starts.
    fn assert_cross_references(pdf: &[u8], objects: usize) {
        let text = String::from_utf8_lossy(pdf);
        let startxref: usize = text
            .rsplit("startxref\n")
            .next()
            .and_then(|t| t.lines().next())
            .and_then(|n| n.parse().ok())
            .unwrap();
        let head = format!("xref\n0 {}\n", objects + 1);
        assert!(pdf[startxref..].starts_with(head.as_bytes()));
        let table = &text[text.rfind(&head).unwrap() + head.len()..];
        for (number, entry) in table.lines().skip(1).take(objects).enumerate() {
            let offset: usize = entry[..10].parse().unwrap();
            let expected = format!("{} 0 obj\n", number + 1);
            assert!(
                pdf[offset..].starts_with(expected.as_bytes()),
                "object {}",
                number + 1
            );
        }
    }

    #[test]
    fn the_cross_reference_table_points_at_each_object() {
        for compress in [false, true] {
            let pdf = write_pdf(&sample(), Some("Tëst"), compress).unwrap();
            assert_cross_references(&pdf, 9);
        }
    }

    #[test]
    fn a_typeface_is_embedded_once_after_the_pages_and_its_bold_is_stroked() {
        use crate::render::typeface::test_face;
        use crate::words::Lang;
        let face = test_face(Lang::ZhHans);
        let mut page = Drawing::new(200.0, 100.0).with_typeface(Some(face.clone()));
        page.text(10.0, 20.0, 12.0, Font::Bold, Gray::BLACK, "数独");
        page.text(10.0, 40.0, 12.0, Font::Regular, Gray::BLACK, "第 1 题");
        page.text(10.0, 60.0, 12.0, Font::Regular, Gray::BLACK, "1");
        let pages = [page.clone(), page];
        for compress in [false, true] {
            let pdf = write_pdf(&pages, Some("数独"), compress).unwrap();
            // Catalog, tree, two fonts, info; two objects per page; five for the typeface.
            assert_cross_references(&pdf, 5 + 2 * 2 + 5);
            let text = String::from_utf8_lossy(&pdf);
            assert_eq!(text.matches("/Subtype /Type0").count(), 1);
            assert_eq!(
                text.matches("/Font << /F1 3 0 R /F2 4 0 R /F3 10 0 R >>")
                    .count(),
                2
            );
            assert!(text.contains("/DescendantFonts [11 0 R] /ToUnicode 14 0 R"));
            assert!(text.contains("/FontDescriptor 12 0 R /DW 1000 /W [1 ["));
        }
        let fonts = embedded_fonts(&pages).unwrap();
        let content = String::from_utf8(content_stream(&pages[0], &fonts)).unwrap();
        let hex = |t: &str| fonts[0].subset.encode(t);
        assert!(
            content.contains(&format!(
                "0 g\n0.48 w\n0 G\n2 Tr\nBT /F3 12 Tf\n1 0 0 -1 10 20 Tm {}Tj\nET\n\
                 0 Tr\nBT /F3 12 Tf\n1 0 0 -1 10 40 Tm {}Tj\nET\n\
                 BT /F1 12 Tf\n1 0 0 -1 10 60 Tm (1)Tj\nET\n",
                hex("数独"),
                hex("第 1 题")
            )),
            "{content}"
        );
        // Every character once, the digit set in Helvetica not among them.
        let chars: String = fonts[0].subset.unicode.iter().collect();
        assert_eq!(chars, " 1数独第题");
    }

    #[test]
    fn a_typeface_without_a_character_is_refused() {
        use crate::render::typeface::test_face;
        use crate::words::Lang;
        let face = test_face(Lang::ZhHant);
        let mut page = Drawing::new(200.0, 100.0).with_typeface(Some(face.clone()));
        page.text(10.0, 20.0, 12.0, Font::Bold, Gray::BLACK, "數獨 \u{E000}");
        assert_eq!(
            to_pdf(&[page], None),
            Err(FontError::Missing {
                font: face.describe(),
                ch: '\u{E000}'
            })
        );
    }

    #[test]
    fn stream_lengths_are_exact() {
        let pdf = write_pdf(&sample(), None, true).unwrap();
        let find = |from: usize, what: &[u8]| {
            pdf[from..]
                .windows(what.len())
                .position(|w| w == what)
                .map(|p| p + from)
        };
        let (mut from, mut seen) = (0, 0);
        while let Some(at) = find(from, b"/Length ") {
            let end = find(at + 8, b" ").unwrap();
            let length: usize = std::str::from_utf8(&pdf[at + 8..end])
                .unwrap()
                .parse()
                .unwrap();
            let data = find(end, b"stream\n").unwrap() + 7;
            assert!(pdf[data + length..].starts_with(b"\nendstream"));
            from = data + length;
            seen += 1;
        }
        assert_eq!(seen, 2);
    }

    #[test]
    fn text_of_one_style_shares_a_block_with_relative_steps() {
        let content = String::from_utf8_lossy(&content_stream(&sample()[0], &[])).into_owned();
        assert!(
            content.contains(
                "0 g\nBT /F2 12 Tf\n1 0 0 -1 20 40 Tm (1 \\(a\\))Tj\n12.5 0 Td (2)Tj\n-12.5 -12 Td (3)Tj\nET\n"
            ),
            "{content}"
        );
        assert!(
            content.contains("0.353 g\nBT /F1 8 Tf\n1 0 0 -1 20 80 Tm ("),
            "{content}"
        );
        let bytes = content_stream(&sample()[0], &[]);
        assert!(
            bytes.windows(4).any(|w| w == b"(\xE9\x96)"),
            "WinAnsi bytes"
        );
        assert!(content.contains("10 20 30 30 re B\n"));
    }
}
