//! From cut cells to a grid: the network reads every non-empty cell, the grid is turned the
//! way up where its digits stand upright (a sideways or upside-down photo reads as "turned
//! digits", output 0), and each cell gets its digit, confidence and runner-up.
//! Read next: [`crate::model`] for the network itself.

use image::imageops;
use shudu::{Cell, Digit, Grid};

use crate::cells::{CellCut, cut_cells};
use crate::geometry::Quad;
use crate::model::{CLASSES, Model};
use crate::{ScanError, Sheet, cut};

/// The least confidence of a digit read without an "unsure" flag.
pub const SURE: f32 = 0.9;

/// What was read in one cell.
///
/// ```
/// use shudu_scan::read::CellReading;
/// let empty = CellReading::empty();
/// assert_eq!(empty.digit, None);
/// assert!(!empty.unsure);
/// ```
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct CellReading {
    /// The digit read, or `None` for an empty cell.
    pub digit: Option<Digit>,
    /// The digit's probability among the nine digits (1.0 for an empty cell).
    pub confidence: f32,
    /// The next most likely digit and its probability, for a non-empty cell.
    pub runner_up: Option<(Digit, f32)>,
    /// Whether the reading should be confirmed by a person.
    pub unsure: bool,
}

impl CellReading {
    /// An empty cell, read with certainty.
    pub fn empty() -> CellReading {
        CellReading {
            digit: None,
            confidence: 1.0,
            runner_up: None,
            unsure: false,
        }
    }
}

/// A grid read from an image.
///
/// ```no_run
/// let model = shudu_scan::model::Model::built_in()?;
/// let reading = shudu_scan::read::read(&std::fs::read("puzzle.jpg")?, &model)?;
/// println!("{}", reading.grid.to_line());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq)]
pub struct Reading {
    /// The digits read.
    pub grid: Grid,
    /// Per cell, row by row: the digit, its confidence and runner-up, and the unsure flag.
    pub cells: Vec<CellReading>,
    /// The grid's corners in the image (top-left, top-right, bottom-right, bottom-left of the
    /// puzzle as read, so after turning).
    pub corners: Quad,
    /// Quarter turns clockwise applied to the photographed grid to stand its digits upright.
    pub turns: u8,
}

/// Decodes an image, finds and cuts its grid and reads its digits.
pub fn read(bytes: &[u8], model: &Model) -> Result<Reading, ScanError> {
    Ok(read_sheet(&cut(bytes)?, model))
}

/// Reads the digits of a grid already found and cut.
pub fn read_sheet(sheet: &Sheet, model: &Model) -> Reading {
    let mut best = (0u8, classify_all(&sheet.cells, model));
    let turned =
        |probs: &[Option<[f32; CLASSES]>]| -> f32 { probs.iter().flatten().map(|p| p[0]).sum() };
    let filled = best.1.iter().flatten().count() as f32;
    if turned(&best.1) > 0.4 * filled {
        for turns in 1..4u8 {
            let image = match turns {
                1 => imageops::rotate90(&sheet.warped),
                2 => imageops::rotate180(&sheet.warped),
                _ => imageops::rotate270(&sheet.warped),
            };
            let probs = classify_all(&cut_cells(&image), model);
            if turned(&probs) < turned(&best.1) {
                best = (turns, probs);
            }
        }
    }
    let (turns, probs) = best;
    let mut corners = sheet.corners;
    for _ in 0..turns {
        let [a, b, c, d] = corners.0;
        corners = Quad([d, a, b, c]);
    }
    let cells: Vec<CellReading> = probs
        .iter()
        .map(|p| p.map_or(CellReading::empty(), reading_of))
        .collect();
    let mut grid = Grid::empty();
    for (cell, reading) in Cell::all().zip(&cells) {
        grid.set(cell, reading.digit);
    }
    Reading {
        grid,
        cells,
        corners,
        turns,
    }
}

/// The network's outputs for every non-empty cell.
fn classify_all(cells: &[CellCut], model: &Model) -> Vec<Option<[f32; CLASSES]>> {
    cells
        .iter()
        .map(|c| c.canvas.as_ref().map(|canvas| model.classify(canvas)))
        .collect()
}

/// The most and next most likely digits among outputs 1–9, renormalised without output 0.
fn reading_of(p: [f32; CLASSES]) -> CellReading {
    let digits: f32 = p[1..].iter().sum::<f32>().max(1e-12);
    let mut ranked: Vec<(usize, f32)> = (1..CLASSES).map(|d| (d, p[d] / digits)).collect();
    ranked.sort_by(|a, b| b.1.total_cmp(&a.1));
    let digit = |d: usize| Digit::new(d as u8).expect("outputs 1-9 are digits");
    let (first, second) = (ranked[0], ranked[1]);
    CellReading {
        digit: Some(digit(first.0)),
        confidence: first.1,
        runner_up: Some((digit(second.0), second.1)),
        unsure: first.1 < SURE || p[0] > 0.5,
    }
}
