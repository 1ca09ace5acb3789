//! [`Drawing`]: one page (or one board) as a list of primitives — strokes, rectangles and
//! text runs — in points, with the origin at the top left and y growing downwards. The
//! boards and books are drawn into a `Drawing` once; `svg.rs` and `pdf.rs` only write its
//! items out, so an SVG and a PDF of the same thing cannot disagree.
//!
//! Text is set in the standard Helvetica fonts ([`Font`]) whenever they can set it, so a
//! page in English embeds nothing; a drawing given a [`Typeface`] sets in it each run
//! that holds a character they cannot (Chinese), measured with its widths. A run is set
//! in one font or the other as a whole, so it is measured with one set of widths.
//!
//! Every coordinate is rounded to hundredths of a point when it is stored, and written
//! from that integer, so the output is the same bytes on every machine. Read next:
//! `board.rs` (what a board draws), `svg.rs` and `pdf.rs` (the two writers).

use super::font::{Font, byte};
use super::typeface::Typeface;

/// A shade of grey: 0 is black, 255 white.
///
/// ```
/// use shudu::render::Gray;
/// assert_eq!(Gray::BLACK.hex(), "#000000");
/// assert_eq!(Gray(128).hex(), "#808080");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Gray(pub u8);

impl Gray {
    /// Black.
    pub const BLACK: Gray = Gray(0);

    /// The colour as SVG writes it, `#rrggbb`.
    pub fn hex(self) -> String {
        format!("#{0:02x}{0:02x}{0:02x}", self.0)
    }

    /// The level from 0 (black) to 1 (white) in thousandths, as PDF's `g` operator takes it.
    pub(crate) fn thousandths(self) -> i64 {
        (i64::from(self.0) * 1000 + 127) / 255
    }
}

/// A length or coordinate in hundredths of a point: what every item stores.
///
/// ```
/// use shudu::render::Units;
/// assert_eq!(Units::from_points(12.345).to_string(), "12.35");
/// assert_eq!(Units::from_points(-0.5).to_string(), "-0.5");
/// assert_eq!(Units::from_points(3.0).to_string(), "3");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Units(pub i64);

impl Units {
    /// The nearest hundredth of a point.
    pub fn from_points(points: f64) -> Units {
        Units((points * 100.0).round() as i64)
    }
}

impl std::fmt::Display for Units {
    /// The shortest decimal form: `12.5`, `-0.05`, `3`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write_fixed(f, self.0, 2)
    }
}

/// `value / 10^places` in the shortest decimal form (no trailing zeros, no `-0`).
pub(crate) fn write_fixed(
    f: &mut impl std::fmt::Write,
    value: i64,
    places: u32,
) -> std::fmt::Result {
    let scale = 10i64.pow(places);
    let sign = if value < 0 { "-" } else { "" };
    let (whole, mut frac) = (value.abs() / scale, value.abs() % scale);
    write!(f, "{sign}{whole}")?;
    if frac == 0 {
        return Ok(());
    }
    let mut digits = places as usize;
    while frac % 10 == 0 {
        frac /= 10;
        digits -= 1;
    }
    write!(f, ".{frac:0digits$}")
}

/// A point of a drawing, in hundredths of a point from the top left.
///
/// ```
/// use shudu::render::{Point, Units};
/// let corner: Point = (Units::from_points(10.0), Units(2050));
/// assert_eq!(corner.1.to_string(), "20.5");
/// ```
pub type Point = (Units, Units);

/// One primitive of a drawing.
///
/// ```
/// use shudu::render::{Drawing, Font, Gray, Item};
/// let mut page = Drawing::new(100.0, 50.0);
/// page.text(10.0, 20.0, 12.0, Font::Bold, Gray::BLACK, "Hi");
/// assert!(matches!(&page.items()[0], Item::Text { text, .. } if text == "Hi"));
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Item {
    /// Straight segments stroked with one width and shade (butt ends).
    Strokes {
        /// The line width.
        width: Units,
        /// The shade.
        gray: Gray,
        /// Each segment's two ends.
        segments: Vec<(Point, Point)>,
    },
    /// A rectangle, filled, outlined or both.
    Rect {
        /// The top-left corner.
        at: Point,
        /// Width and height.
        size: Point,
        /// The fill, if any.
        fill: Option<Gray>,
        /// The outline's width and shade, if any.
        stroke: Option<(Units, Gray)>,
    },
    /// A circle, filled, outlined or both.
    Circle {
        /// The centre.
        centre: Point,
        /// The radius.
        radius: Units,
        /// The fill, if any.
        fill: Option<Gray>,
        /// The outline's width and shade, if any.
        stroke: Option<(Units, Gray)>,
    },
    /// A run of text starting at `at` on its baseline (its left end; centring is done
    /// when the item is made, from the font's widths).
    Text {
        /// The left end of the baseline.
        at: Point,
        /// The font size.
        size: Units,
        /// Which standard font, or with a typeface the weight it is set in.
        font: Font,
        /// The typeface the run is set in, where the standard fonts cannot set it.
        face: Option<Typeface>,
        /// The shade.
        gray: Gray,
        /// The characters: without a typeface, every one of them settable in the
        /// standard font ([`Font::encode`]).
        text: String,
    },
}

/// A page or a board: its size in points and what is drawn on it, in order.
///
/// ```
/// use shudu::render::{Drawing, Font, Gray};
/// let mut page = Drawing::new(200.0, 100.0);
/// page.line(0.0, 50.0, 200.0, 50.0, 1.0, Gray::BLACK);
/// page.text_centred(100.0, 40.0, 12.0, Font::Regular, Gray::BLACK, "Title");
/// let svg = page.to_svg();
/// assert!(svg.contains("<text") && svg.contains(">Title</text>"));
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Drawing {
    width: Units,
    height: Units,
    typeface: Option<Typeface>,
    items: Vec<Item>,
}

fn point(x: f64, y: f64) -> Point {
    (Units::from_points(x), Units::from_points(y))
}

impl Drawing {
    /// An empty drawing `width` by `height` points.
    pub fn new(width: f64, height: f64) -> Drawing {
        Drawing {
            width: Units::from_points(width),
            height: Units::from_points(height),
            typeface: None,
            items: Vec::new(),
        }
    }

    /// The same drawing, setting in `typeface` the text drawn from now on that the
    /// standard fonts cannot set; `None`: such characters become `?`.
    ///
    /// ```
    /// use shudu::render::{Drawing, Font, Gray, Item, Typeface};
    /// use shudu::words::Lang;
    /// let face = Typeface::find(Lang::ZhHans)?;
    /// let mut page = Drawing::new(200.0, 100.0).with_typeface(Some(face.clone()));
    /// page.text(10.0, 20.0, 12.0, Font::Bold, Gray::BLACK, "数独");
    /// page.text(10.0, 40.0, 12.0, Font::Bold, Gray::BLACK, "Sudoku");
    /// assert!(matches!(&page.items()[0], Item::Text { face: Some(f), .. } if *f == face));
    /// assert!(matches!(&page.items()[1], Item::Text { face: None, .. }));
    /// # Ok::<(), shudu::render::FontError>(())
    /// ```
    pub fn with_typeface(mut self, typeface: Option<Typeface>) -> Drawing {
        self.typeface = typeface;
        self
    }

    /// The typeface set by [`Drawing::with_typeface`], if any.
    pub fn typeface(&self) -> Option<&Typeface> {
        self.typeface.as_ref()
    }

    /// The typeface `text` is set in: the drawing's, when the standard fonts cannot set
    /// some character of it.
    fn face_for(&self, text: &str) -> Option<&Typeface> {
        self.typeface
            .as_ref()
            .filter(|_| text.chars().any(|c| byte(c).is_none()))
    }

    /// The width of `text` at `size` in the font it is set in: the drawing's typeface
    /// where `font` cannot set it, else `font`.
    ///
    /// ```
    /// use shudu::render::{Drawing, Font};
    /// let page = Drawing::new(100.0, 100.0);
    /// assert_eq!(page.text_width("12", 10.0, Font::Regular), 11.12);
    /// ```
    pub fn text_width(&self, text: &str, size: f64, font: Font) -> f64 {
        match self.face_for(text) {
            Some(face) => face.width(text, size),
            None => font.width(text, size),
        }
    }

    /// A board drawn alone: `side` points square plus a margin of a twentieth of that on
    /// every edge (so the frame is not cut off), `draw` given the drawing, the board's
    /// top-left corner and its side. One owner for the classic and the variant board.
    pub(crate) fn of_board(side: f64, draw: impl FnOnce(&mut Drawing, f64, f64, f64)) -> Drawing {
        let margin = side / 20.0;
        let mut drawing = Drawing::new(side + 2.0 * margin, side + 2.0 * margin);
        draw(&mut drawing, margin, margin, side);
        drawing
    }

    /// The width, in hundredths of a point.
    pub fn width(&self) -> Units {
        self.width
    }

    /// The height, in hundredths of a point.
    pub fn height(&self) -> Units {
        self.height
    }

    /// What is drawn, in order.
    pub fn items(&self) -> &[Item] {
        &self.items
    }

    /// One straight line.
    pub fn line(&mut self, x1: f64, y1: f64, x2: f64, y2: f64, width: f64, gray: Gray) {
        self.strokes(width, gray, vec![((x1, y1), (x2, y2))]);
    }

    /// Several straight lines of one width and shade (one item, written as one path).
    pub fn strokes(&mut self, width: f64, gray: Gray, segments: Vec<((f64, f64), (f64, f64))>) {
        let segments = segments
            .into_iter()
            .map(|(a, b)| (point(a.0, a.1), point(b.0, b.1)))
            .collect();
        self.items.push(Item::Strokes {
            width: Units::from_points(width),
            gray,
            segments,
        });
    }

    /// A rectangle with its top-left corner at (`x`, `y`).
    pub fn rect(
        &mut self,
        (x, y, w, h): (f64, f64, f64, f64),
        fill: Option<Gray>,
        stroke: Option<(f64, Gray)>,
    ) {
        self.items.push(Item::Rect {
            at: point(x, y),
            size: point(w, h),
            fill,
            stroke: stroke.map(|(width, gray)| (Units::from_points(width), gray)),
        });
    }

    /// A circle of `radius` around (`cx`, `cy`).
    ///
    /// ```
    /// use shudu::render::{Drawing, Gray};
    /// let mut d = Drawing::new(20.0, 20.0);
    /// d.circle(10.0, 10.0, 4.0, Some(Gray(200)), None);
    /// assert!(d.to_svg().contains(r##"<circle cx="10" cy="10" r="4" fill="#c8c8c8"/>"##));
    /// ```
    pub fn circle(
        &mut self,
        cx: f64,
        cy: f64,
        radius: f64,
        fill: Option<Gray>,
        stroke: Option<(f64, Gray)>,
    ) {
        self.items.push(Item::Circle {
            centre: point(cx, cy),
            radius: Units::from_points(radius),
            fill,
            stroke: stroke.map(|(width, gray)| (Units::from_points(width), gray)),
        });
    }

    /// Text whose baseline starts at (`x`, `y`), in the standard `font`, or in the
    /// drawing's typeface where `font` cannot set it ([`Drawing::with_typeface`]).
    /// Without a typeface, characters the font cannot set become `?`.
    pub fn text(&mut self, x: f64, y: f64, size: f64, font: Font, gray: Gray, text: &str) {
        let face = self.face_for(text).cloned();
        let text = match face {
            Some(_) => text.to_owned(),
            None => text.chars().map(Font::encode).collect(),
        };
        self.items.push(Item::Text {
            at: point(x, y),
            size: Units::from_points(size),
            font,
            face,
            gray,
            text,
        });
    }

    /// Text centred on `x`, by the widths of the font it is set in.
    pub fn text_centred(&mut self, x: f64, y: f64, size: f64, font: Font, gray: Gray, text: &str) {
        let width = self.text_width(text, size, font);
        self.text(x - width / 2.0, y, size, font, gray, text);
    }

    /// Text ending at `x`, by the widths of the font it is set in.
    pub fn text_right(&mut self, x: f64, y: f64, size: f64, font: Font, gray: Gray, text: &str) {
        let width = self.text_width(text, size, font);
        self.text(x - width, y, size, font, gray, text);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fixed(v: i64, places: u32) -> String {
        let mut s = String::new();
        write_fixed(&mut s, v, places).unwrap();
        s
    }

    #[test]
    fn numbers_are_written_short_and_exact() {
        assert_eq!(fixed(0, 2), "0");
        assert_eq!(fixed(-5, 2), "-0.05");
        assert_eq!(fixed(1230, 2), "12.3");
        assert_eq!(fixed(59528, 2), "595.28");
        assert_eq!(fixed(-100, 2), "-1");
        assert_eq!(fixed(502, 3), "0.502");
    }

    #[test]
    fn greys_map_to_pdf_levels() {
        assert_eq!(Gray(0).thousandths(), 0);
        assert_eq!(Gray(255).thousandths(), 1000);
        assert_eq!(Gray(128).thousandths(), 502);
    }

    #[test]
    fn text_beyond_the_standard_fonts_is_set_and_measured_in_the_typeface() {
        use crate::render::typeface::test_face;
        use crate::words::Lang;
        let face = test_face(Lang::ZhHans);
        let mut d = Drawing::new(100.0, 100.0).with_typeface(Some(face.clone()));
        // Two ideographs on a square em: 20 points wide at 10.
        d.text_centred(50.0, 10.0, 10.0, Font::Bold, Gray::BLACK, "数独");
        d.text_centred(50.0, 30.0, 10.0, Font::Regular, Gray::BLACK, "5");
        let Item::Text { at, face: f, .. } = &d.items()[0] else {
            panic!()
        };
        assert_eq!((at.0, f.as_ref()), (Units(4000), Some(&face)));
        let Item::Text { at, face: f, .. } = &d.items()[1] else {
            panic!()
        };
        assert_eq!((at.0, f.as_ref()), (Units(5000 - 278), None));
        // Without a typeface, the standard font's '?' as before.
        let mut plain = Drawing::new(100.0, 100.0);
        plain.text(0.0, 10.0, 10.0, Font::Bold, Gray::BLACK, "数独 1");
        assert!(matches!(&plain.items()[0], Item::Text { text, face: None, .. } if text == "?? 1"));
    }

    #[test]
    fn text_is_centred_by_its_width() {
        let mut d = Drawing::new(100.0, 100.0);
        d.text_centred(50.0, 10.0, 10.0, Font::Regular, Gray::BLACK, "5");
        d.text_right(50.0, 10.0, 10.0, Font::Regular, Gray::BLACK, "55");
        let Item::Text { at, .. } = &d.items()[0] else {
            panic!()
        };
        assert_eq!(at.0, Units(5000 - 278));
        let Item::Text { at, .. } = &d.items()[1] else {
            panic!()
        };
        assert_eq!(at.0, Units(5000 - 1112));
    }
}
