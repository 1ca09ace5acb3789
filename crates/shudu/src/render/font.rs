//! [`Font`]: the two standard PDF fonts the drawings use, Helvetica and Helvetica-Bold,
//! with the advance widths of the characters they can set, so text can be centred or
//! right-aligned without embedding or reading any font file.
//!
//! The widths are Adobe's published metrics for the two fonts (in thousandths of the font
//! size); Arial, which SVG viewers substitute where Helvetica is missing, has the same
//! widths. Text is set in WinAnsiEncoding: printable ASCII, Latin-1's letters and signs
//! (U+00A0–U+00FF, the same bytes there) and a few typographic marks; any other character
//! is drawn as `?` ([`Font::encode`]). Read next: `drawing.rs`, which measures with it.

/// One of the two standard fonts a drawing uses; no font is embedded in a PDF.
///
/// ```
/// use shudu::render::Font;
/// // Every digit is as wide as every other, in both fonts: 556/1000 of the size.
/// assert_eq!(Font::Regular.width("7", 10.0), 5.56);
/// assert_eq!(Font::Bold.width("12", 10.0), 11.12);
/// assert!(Font::Bold.width("Answers", 10.0) > Font::Regular.width("Answers", 10.0));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Font {
    /// Helvetica.
    Regular,
    /// Helvetica-Bold.
    Bold,
}

/// How high the top of a figure stands above the baseline, in thousandths of the size
/// (the digits' cap height in both fonts): what centres a digit vertically in a cell.
pub(crate) const FIGURE_HEIGHT: f64 = 0.703;

/// Helvetica's widths of ASCII 32 (space) to 126 (`~`).
const REGULAR_ASCII: [u16; 95] = [
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, // ' '-'/'
    556, 556, 556, 556, 556, 556, 556, 556, 556, 556, // '0'-'9'
    278, 278, 584, 584, 584, 556, 1015, // ':'-'@'
    667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, // 'A'-'M'
    722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, // 'N'-'Z'
    278, 278, 278, 469, 556, 333, // '['-'`'
    556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, // 'a'-'m'
    556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, // 'n'-'z'
    334, 260, 334, 584, // '{'-'~'
];

/// Helvetica-Bold's widths of ASCII 32 (space) to 126 (`~`).
const BOLD_ASCII: [u16; 95] = [
    278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, // ' '-'/'
    556, 556, 556, 556, 556, 556, 556, 556, 556, 556, // '0'-'9'
    333, 333, 584, 584, 584, 611, 975, // ':'-'@'
    722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, // 'A'-'M'
    722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, // 'N'-'Z'
    333, 278, 333, 584, 556, 333, // '['-'`'
    556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, // 'a'-'m'
    611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, // 'n'-'z'
    389, 280, 389, 584, // '{'-'~'
];

/// Typographic marks outside Latin-1 that WinAnsiEncoding has, with their byte and their
/// width (the same in both fonts).
const MARKS: [(char, u8, u16); 7] = [
    ('\u{2013}', 0x96, 556),  // en dash
    ('\u{2014}', 0x97, 1000), // em dash
    ('\u{2022}', 0x95, 350),  // bullet
    ('\u{2018}', 0x91, 222),  // left single quote
    ('\u{2019}', 0x92, 222),  // right single quote
    ('\u{201C}', 0x93, 333),  // left double quote
    ('\u{201D}', 0x94, 333),  // right double quote
];

/// The Latin-1 letters by the ASCII letter whose width they share (an accented letter is
/// as wide as its base letter in these fonts), from U+00C0 to U+00FF; `\0` where the
/// character is not a plain accented letter.
const LATIN1_BASE: &[u8; 64] =
    b"AAAAAAACEEEEIIII\0NOOOOO\0OUUUUY\0\0aaaaaaaceeeeiiii\0nooooo\0ouuuuy\0y";

impl Font {
    /// The PostScript name of the font, as a PDF names it.
    ///
    /// ```
    /// assert_eq!(shudu::render::Font::Bold.postscript_name(), "Helvetica-Bold");
    /// ```
    pub fn postscript_name(self) -> &'static str {
        match self {
            Font::Regular => "Helvetica",
            Font::Bold => "Helvetica-Bold",
        }
    }

    /// The character drawn for `ch`: itself when the fonts' encoding has it, else `?`.
    ///
    /// ```
    /// use shudu::render::Font;
    /// assert_eq!(Font::encode('é'), 'é');
    /// assert_eq!(Font::encode('数'), '?');
    /// ```
    pub fn encode(ch: char) -> char {
        if byte(ch).is_some() { ch } else { '?' }
    }

    /// The width of `text` set at `size`, in the units of `size`.
    ///
    /// ```
    /// use shudu::render::Font;
    /// assert_eq!(Font::Regular.width("1 2", 1000.0), 556.0 + 278.0 + 556.0);
    /// ```
    pub fn width(self, text: &str, size: f64) -> f64 {
        let thousandths: u32 = text.chars().map(|c| u32::from(self.advance(c))).sum();
        f64::from(thousandths) * size / 1000.0
    }

    /// The advance width of one character, in thousandths of the size.
    fn advance(self, ch: char) -> u16 {
        let ascii = match self {
            Font::Regular => &REGULAR_ASCII,
            Font::Bold => &BOLD_ASCII,
        };
        let ch = Font::encode(ch);
        let code = ch as u32;
        if (32..127).contains(&code) {
            return ascii[code as usize - 32];
        }
        if let Some(&(_, _, width)) = MARKS.iter().find(|m| m.0 == ch) {
            return width;
        }
        match LATIN1_BASE.get((code as usize).wrapping_sub(0xC0)) {
            Some(&base) if base != 0 => ascii[usize::from(base) - 32],
            // Latin-1 signs (and Æ, ß, þ and the like): a figure's width is close enough
            // for centring a title.
            _ => 556,
        }
    }
}

/// The WinAnsiEncoding byte of `ch`, if the fonts can set it.
pub(crate) fn byte(ch: char) -> Option<u8> {
    let code = ch as u32;
    match code {
        32..=126 | 0xA0..=0xFF => Some(code as u8),
        _ => MARKS.iter().find(|m| m.0 == ch).map(|m| m.1),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn digits_share_one_width_in_both_fonts() {
        for font in [Font::Regular, Font::Bold] {
            for d in '0'..='9' {
                assert_eq!(font.advance(d), 556, "{font:?} {d}");
            }
        }
    }

    #[test]
    fn accented_letters_are_as_wide_as_their_base() {
        assert_eq!(Font::Regular.advance('é'), Font::Regular.advance('e'));
        assert_eq!(Font::Bold.advance('Ä'), Font::Bold.advance('A'));
        assert_eq!(Font::Regular.advance('ÿ'), Font::Regular.advance('y'));
        assert_eq!(Font::Regular.advance('×'), 556);
    }

    #[test]
    fn encodable_characters_have_a_byte() {
        assert_eq!(byte('A'), Some(b'A'));
        assert_eq!(byte('–'), Some(0x96));
        assert_eq!(byte('é'), Some(0xE9));
        assert_eq!(byte('\n'), None);
        assert_eq!(byte('数'), None);
    }
}
