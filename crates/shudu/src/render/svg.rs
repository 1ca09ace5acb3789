//! Writing a [`Drawing`] as a standalone SVG document: one `<path>` per group of strokes,
//! `<rect>`s, and `<text>` in Helvetica (Arial, then any sans-serif where a viewer lacks
//! it: the widths the layout used are the same), or in a typeface's family where the
//! run is set in one (named, not embedded: the viewer finds it or one like it). Sizes
//! are in points, so the SVG prints at the size the PDF does. Read next: `pdf.rs`, the other writer of the same items.

use std::fmt::Write;

use super::drawing::{Drawing, Gray, Item, Point, Units};
use super::font::Font;
use super::typeface::Typeface;

impl Drawing {
    /// The drawing as an SVG document (UTF-8, ending in a newline).
    ///
    /// ```
    /// use shudu::render::{Drawing, Gray};
    /// let mut d = Drawing::new(10.0, 10.0);
    /// d.rect((1.0, 1.0, 8.0, 8.0), None, Some((0.5, Gray::BLACK)));
    /// assert!(d.to_svg().contains(r##"<rect x="1" y="1" width="8" height="8" fill="none" stroke="#000000" stroke-width="0.5"/>"##));
    /// ```
    pub fn to_svg(&self) -> String {
        let mut out = String::new();
        let (w, h) = (self.width(), self.height());
        out.push_str("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        // `write!` to a String cannot fail.
        let _ = writeln!(
            out,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}pt\" height=\"{h}pt\" \
             viewBox=\"0 0 {w} {h}\" font-family=\"Helvetica, Arial, sans-serif\">"
        );
        let _ = writeln!(out, "<rect width=\"{w}\" height=\"{h}\" fill=\"#ffffff\"/>");
        for item in self.items() {
            item_svg(&mut out, item);
        }
        out.push_str("</svg>\n");
        out
    }
}

fn item_svg(out: &mut String, item: &Item) {
    match item {
        Item::Strokes {
            width,
            gray,
            segments,
        } => {
            out.push_str("<path d=\"");
            for (i, ((x1, y1), (x2, y2))) in segments.iter().enumerate() {
                let space = if i == 0 { "" } else { " " };
                let _ = write!(out, "{space}M{x1} {y1}L{x2} {y2}");
            }
            let _ = writeln!(
                out,
                "\" fill=\"none\" stroke=\"{}\" stroke-width=\"{width}\"/>",
                gray.hex()
            );
        }
        Item::Rect {
            at: (x, y),
            size: (w, h),
            fill,
            stroke,
        } => {
            let _ = write!(
                out,
                "<rect x=\"{x}\" y=\"{y}\" width=\"{w}\" height=\"{h}\""
            );
            paint(out, *fill, *stroke);
        }
        Item::Circle {
            centre: (x, y),
            radius,
            fill,
            stroke,
        } => {
            let _ = write!(out, "<circle cx=\"{x}\" cy=\"{y}\" r=\"{radius}\"");
            paint(out, *fill, *stroke);
        }
        Item::Text {
            at,
            size,
            font,
            face,
            gray,
            text,
        } => text_svg(out, (*at, *size), (*font, face.as_ref()), gray.hex(), text),
    }
}

/// A shape's fill (`none` without one) and outline, and the end of its element: one
/// owner for every filled shape.
fn paint(out: &mut String, fill: Option<Gray>, stroke: Option<(Units, Gray)>) {
    let fill = fill.map_or_else(|| "none".to_owned(), |g| g.hex());
    let _ = write!(out, " fill=\"{fill}\"");
    if let Some((width, gray)) = stroke {
        let _ = write!(out, " stroke=\"{}\" stroke-width=\"{width}\"", gray.hex());
    }
    out.push_str("/>\n");
}

fn text_svg(
    out: &mut String,
    ((x, y), size): (Point, Units),
    (font, face): (Font, Option<&Typeface>),
    fill: String,
    text: &str,
) {
    let weight = match font {
        Font::Regular => "",
        Font::Bold => " font-weight=\"bold\"",
    };
    let family = match face {
        Some(face) => format!(
            " font-family=\"{}, sans-serif\"",
            escape(face.family()).replace('"', "&quot;")
        ),
        None => String::new(),
    };
    // Spaces kept as they are, so a centred run keeps the width it was measured with.
    let _ = write!(
        out,
        "<text x=\"{x}\" y=\"{y}\" font-size=\"{size}\"{family}{weight} fill=\"{fill}\" xml:space=\"preserve\">"
    );
    out.push_str(&escape(text));
    out.push_str("</text>\n");
}

/// Text with the characters that are markup in XML content escaped.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for ch in text.chars() {
        match ch {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            _ => out.push(ch),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::super::drawing::Gray;
    use super::*;

    #[test]
    fn markup_in_text_is_escaped() {
        let mut d = Drawing::new(10.0, 10.0);
        d.text(0.0, 5.0, 4.0, Font::Bold, Gray(100), "a<b & c>");
        let svg = d.to_svg();
        assert!(svg.contains(">a&lt;b &amp; c&gt;</text>"), "{svg}");
        assert!(
            svg.contains("font-weight=\"bold\" fill=\"#646464\""),
            "{svg}"
        );
    }

    #[test]
    fn strokes_become_one_path() {
        let mut d = Drawing::new(10.0, 10.0);
        d.strokes(
            0.25,
            Gray::BLACK,
            vec![((0.0, 1.0), (10.0, 1.0)), ((0.0, 2.5), (10.0, 2.5))],
        );
        assert!(
            d.to_svg()
                .contains("<path d=\"M0 1L10 1 M0 2.5L10 2.5\" fill=\"none\" stroke=\"#000000\" stroke-width=\"0.25\"/>")
        );
    }
}
