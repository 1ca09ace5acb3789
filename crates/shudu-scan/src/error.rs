//! The scanner's error type: every way an image can fail to become a grid, each naming what
//! was wrong with it. Read next: [`crate::decode`], where most of these arise.

use std::fmt;

use shudu::words::{Lang, ScanTrouble};

/// Why an image could not be read as a Sudoku grid.
///
/// ```
/// let err = shudu_scan::cut(b"not an image").unwrap_err();
/// assert!(matches!(err, shudu_scan::ScanError::NotAnImage(_)));
/// assert!(err.to_string().contains("not a JPEG or PNG"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ScanError {
    /// The bytes are not a JPEG or PNG image (the decoder's message).
    NotAnImage(String),
    /// The image's header was read but its data is damaged or cut short.
    Corrupt(String),
    /// The image is too small to hold a readable grid.
    TooSmall {
        /// Width in pixels.
        width: u32,
        /// Height in pixels.
        height: u32,
    },
    /// The image has more pixels than the scanner decodes; checked before decoding.
    TooLarge {
        /// Width in pixels.
        width: u32,
        /// Height in pixels.
        height: u32,
    },
    /// The image's pixels would decode to more bytes than the scanner takes (wide
    /// samples or many channels: a 16-bit RGBA PNG takes 8 bytes a pixel); checked from
    /// the header before decoding.
    TooMuchData {
        /// Width in pixels.
        width: u32,
        /// Height in pixels.
        height: u32,
        /// Width × height × channels × bytes per channel.
        bytes: u64,
    },
    /// No four-sided grid with nine rows and columns of cells was found in the image.
    NoGrid,
    /// The digit model's weights are malformed (the reason).
    Model(String),
}

/// The most pixels an image may have: a 32-megapixel photo decodes to about 100 MB of
/// colour samples, the most memory one scan may take.
pub const MAX_PIXELS: u64 = 32_000_000;

/// The most bytes an image's pixels may decode to (width × height × channels × bytes per
/// channel): 128 MB, a 32-megapixel photo of 8-bit RGBA. A photo of as many pixels in
/// 16-bit samples is refused, whatever its file's size: a small PNG can declare a huge one.
pub const MAX_DECODED_BYTES: u64 = MAX_PIXELS * 4;

/// The smallest side a grid can be read from: nine cells of at least ten pixels.
pub const MIN_SIDE: u32 = 90;

impl ScanError {
    /// The error in `lang`'s words (the library's catalogue; the decoder's own message
    /// stays as it is).
    ///
    /// ```
    /// use shudu::words::Lang;
    /// let err = shudu_scan::cut(b"not an image").unwrap_err();
    /// assert!(err.words_in(Lang::ZhHans).starts_with("不是 JPEG 或 PNG 图片："));
    /// ```
    pub fn words_in(&self, lang: Lang) -> String {
        self.trouble().words_in(lang)
    }

    /// The library's words for the error.
    fn trouble(&self) -> ScanTrouble<'_> {
        match self {
            ScanError::NotAnImage(why) => ScanTrouble::NotAnImage { why },
            ScanError::Corrupt(why) => ScanTrouble::Corrupt { why },
            &ScanError::TooSmall { width, height } => ScanTrouble::TooSmall {
                width,
                height,
                min: MIN_SIDE,
            },
            &ScanError::TooLarge { width, height } => ScanTrouble::TooLarge {
                width,
                height,
                limit: MAX_PIXELS / 1_000_000,
            },
            &ScanError::TooMuchData {
                width,
                height,
                bytes,
            } => ScanTrouble::TooMuchData {
                width,
                height,
                bytes,
                limit: MAX_DECODED_BYTES / 1_000_000,
            },
            ScanError::NoGrid => ScanTrouble::NoGrid,
            ScanError::Model(why) => ScanTrouble::Model { why },
        }
    }
}

impl fmt::Display for ScanError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words_in(Lang::En))
    }
}

impl std::error::Error for ScanError {}
