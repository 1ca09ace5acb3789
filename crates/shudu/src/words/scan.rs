//! The photo scanner's words: why an image could not be read as a grid
//! ([`ScanTrouble`]), and the lines written under a grid that was read ([`ScanNote`]).
//! The scanner (`shudu-scan`) keeps its own error type and words it through these, so
//! the CLI's `scan` and the play page's photo dialog say the same thing in each
//! language.
//!
//! Read next: `locales/en/scan.ftl`.

use super::{Lang, say};

/// Why an image could not be read as a Sudoku grid, in words. The sizes are as the
/// scanner measured them; `why` is the image decoder's own message, which stays as it
/// is.
///
/// ```
/// use shudu::words::{Lang, ScanTrouble};
/// let small = ScanTrouble::TooSmall { width: 40, height: 30, min: 90 };
/// assert_eq!(small.words_in(Lang::En), "the image is 40×30 pixels; a grid needs at least 90×90");
/// assert_eq!(ScanTrouble::NoGrid.words_in(Lang::ZhHant), "圖片中找不到數獨盤面");
/// ```
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum ScanTrouble<'a> {
    /// Not a JPEG or PNG image.
    NotAnImage {
        /// The decoder's message.
        why: &'a str,
    },
    /// Damaged or cut short.
    Corrupt {
        /// The decoder's message.
        why: &'a str,
    },
    /// Too small to hold a readable grid.
    TooSmall {
        /// Width in pixels.
        width: u32,
        /// Height in pixels.
        height: u32,
        /// The smallest side a grid can be read from.
        min: u32,
    },
    /// More pixels than the scanner decodes.
    TooLarge {
        /// Width in pixels.
        width: u32,
        /// Height in pixels.
        height: u32,
        /// The most megapixels the scanner decodes.
        limit: u64,
    },
    /// Pixels that would decode to more bytes than the scanner takes.
    TooMuchData {
        /// Width in pixels.
        width: u32,
        /// Height in pixels.
        height: u32,
        /// The bytes they decode to.
        bytes: u64,
        /// The most megabytes the scanner takes.
        limit: u64,
    },
    /// No grid of nine rows and columns found.
    NoGrid,
    /// The digit model's weights are malformed.
    Model {
        /// What is wrong with them.
        why: &'a str,
    },
}

impl ScanTrouble<'_> {
    /// The words in `lang`.
    pub fn words_in(self, lang: Lang) -> String {
        match self {
            ScanTrouble::NotAnImage { why } => say!(lang, "scan-not-an-image", why = why),
            ScanTrouble::Corrupt { why } => say!(lang, "scan-corrupt", why = why),
            ScanTrouble::TooSmall { width, height, min } => say!(
                lang,
                "scan-too-small",
                width = width.to_string(),
                height = height.to_string(),
                min = min.to_string()
            ),
            ScanTrouble::TooLarge {
                width,
                height,
                limit,
            } => say!(
                lang,
                "scan-too-large",
                width = width.to_string(),
                height = height.to_string(),
                megapixels = format!("{:.1}", f64::from(width) * f64::from(height) / 1e6),
                limit = limit.to_string()
            ),
            ScanTrouble::TooMuchData {
                width,
                height,
                bytes,
                limit,
            } => say!(
                lang,
                "scan-too-much-data",
                width = width.to_string(),
                height = height.to_string(),
                megabytes = format!("{:.0}", bytes as f64 / 1e6),
                limit = limit.to_string()
            ),
            ScanTrouble::NoGrid => say!(lang, "scan-no-grid"),
            ScanTrouble::Model { why } => say!(lang, "scan-model", why = why),
        }
    }
}

/// A line under a grid the scanner read.
///
/// ```
/// use shudu::words::{Lang, ScanNote};
/// let cells = ["r2c3".to_owned(), "r5c5".to_owned()];
/// assert_eq!(ScanNote::Unsure(&cells).words_in(Lang::En), "unsure: r2c3 r5c5");
/// assert_eq!(ScanNote::Proper(true).words_in(Lang::ZhHans), "合格：恰有一个解");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ScanNote<'a> {
    /// The cells whose reading the scanner is not sure of.
    Unsure(&'a [String]),
    /// The cells the solver corrected.
    Corrected(&'a [String]),
    /// How many more shapes like a grid the image holds.
    OtherGrids(usize),
    /// Whether the grid read has exactly one solution.
    Proper(bool),
}

impl ScanNote<'_> {
    /// The words in `lang`.
    pub fn words_in(self, lang: Lang) -> String {
        match self {
            ScanNote::Unsure(cells) => say!(lang, "scan-unsure", cells = cells.join(" ")),
            ScanNote::Corrected(cells) => say!(lang, "scan-corrected", cells = cells.join(" ")),
            ScanNote::OtherGrids(count) => say!(lang, "scan-other-grids", count = count),
            ScanNote::Proper(true) => say!(lang, "scan-proper"),
            ScanNote::Proper(false) => say!(lang, "scan-not-proper"),
        }
    }
}
