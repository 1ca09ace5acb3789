//! The scanner's error type: every way an image can fail to become a grid, each naming what
//! was wrong with it. Read next: [`crate::decode`], where most of these arise.

use std::fmt;

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

impl fmt::Display for ScanError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ScanError::NotAnImage(why) => write!(f, "not a JPEG or PNG image: {why}"),
            ScanError::Corrupt(why) => write!(f, "the image is damaged or truncated: {why}"),
            ScanError::TooSmall { width, height } => write!(
                f,
                "the image is {width}×{height} pixels; a grid needs at least {MIN_SIDE}×{MIN_SIDE}"
            ),
            ScanError::TooLarge { width, height } => write!(
                f,
                "the image is {width}×{height} pixels ({:.1} megapixels); the limit is {} megapixels",
                (*width as f64 * *height as f64) / 1e6,
                MAX_PIXELS / 1_000_000
            ),
            ScanError::TooMuchData {
                width,
                height,
                bytes,
            } => write!(
                f,
                "the image is {width}×{height} pixels that decode to {:.0} MB; the limit is {} MB",
                *bytes as f64 / 1e6,
                MAX_DECODED_BYTES / 1_000_000
            ),
            ScanError::NoGrid => write!(f, "no Sudoku grid found in the image"),
            ScanError::Model(why) => write!(f, "the digit model's weights are malformed: {why}"),
        }
    }
}

impl std::error::Error for ScanError {}
