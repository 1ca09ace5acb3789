//! # shudu-scan
//!
//! Reads a Sudoku grid from a photo or a screenshot. The steps, each its own module, in the
//! order they run: [`decode`] (bytes to a bounded grey image, EXIF orientation, dark mode),
//! [`locate`] (find the grid's outline), [`geometry`] (warp it flat), [`cells`] (cut the 81
//! cells and centre their digits), [`model`] (a small convolutional network that reads them),
//! [`read`] (digits, confidences, which way up) and [`correct`] (the solver fixes a grid read
//! wrongly, flagging what it changed); [`scan`] runs them all and [`record`] holds the
//! result front ends print (the "scan" record of `docs/records.md`). [`dataset`] reads
//! the photos it is measured on. [`ink`] holds the adaptive threshold they share,
//! [`borders`] the border following grid finding starts from; [`error`] the one error type.

pub mod borders;
pub mod cells;
pub mod correct;
pub mod dataset;
pub mod decode;
pub mod error;
pub mod geometry;
pub mod ink;
pub mod locate;
pub mod model;
pub mod read;
pub mod record;
#[cfg(test)]
mod test_noise;

pub use error::ScanError;
pub use record::{Scan, scan};

use cells::CellCut;
use geometry::Quad;

/// A grid found in an image and cut into cells, before any digit is read.
///
/// ```no_run
/// let sheet = shudu_scan::cut(&std::fs::read("puzzle.jpg")?)?;
/// let filled = sheet.cells.iter().filter(|c| c.canvas.is_some()).count();
/// println!("{filled} cells hold a digit; top-left corner at {:?}", sheet.corners.0[0]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone)]
pub struct Sheet {
    /// The grid's corners in the (upright) image's own pixels.
    pub corners: Quad,
    /// The grid warped flat, [`cells::GRID`] pixels a side.
    pub warped: image::GrayImage,
    /// The 81 cells, row by row.
    pub cells: Vec<CellCut>,
    /// How many other shapes in the image score as grids, not read
    /// ([`locate::Located::others`]).
    pub other_grids: usize,
}

/// Decodes an image, finds its grid and cuts it into cells.
///
/// ```
/// let mut png = Vec::new();
/// image::GrayImage::from_pixel(300, 200, image::Luma([240]))
///     .write_to(&mut std::io::Cursor::new(&mut png), image::ImageFormat::Png)?;
/// assert_eq!(shudu_scan::cut(&png).unwrap_err(), shudu_scan::ScanError::NoGrid);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn cut(bytes: &[u8]) -> Result<Sheet, ScanError> {
    let decoded = decode::decode(bytes)?;
    let located = locate::locate(&decoded.grey).ok_or(ScanError::NoGrid)?;
    let warped = geometry::warp(&decoded.grey, &located.quad, cells::GRID);
    let cells = cells::cut_cells(&warped);
    let corners = Quad(
        located
            .quad
            .0
            .map(|(x, y)| (x * decoded.scale, y * decoded.scale)),
    );
    Ok(Sheet {
        corners,
        warped,
        cells,
        other_grids: located.others,
    })
}
