//! From cut cells to a grid: the network reads every cell with ink, the grid is turned the
//! way up where its digits stand upright (a sideways or upside-down photo reads as "not an
//! upright digit", output 0; the other ways up are judged on a few cells each, and only the
//! winner is read in full), and each cell gets its digit, confidence and runner-up. Once
//! the grid is upright, a cell whose ink the network calls "not an upright digit" (shading,
//! print showing through the page, a stain) is empty.
//! Read next: [`crate::model`] for the network itself.

use image::imageops;
use shudu::{Cell, Digit, Grid};

use crate::cells::{CellCut, Cutter};
use crate::geometry::Quad;
use crate::model::{CLASSES, Model};
use crate::{ScanError, Sheet, cut};

/// The least confidence of a digit read without an "unsure" flag.
pub const SURE: f32 = 0.9;

/// The share of a cell's area covered by dropped ink touching its border (see
/// [`CellCut::touching`]) from which a cell judged empty is flagged unsure: a digit may lie
/// there, cut by a grid found a little too small.
pub const CUT_OFF: f32 = 0.15;

/// The probability of "not an upright digit" above which a digit read is flagged unsure.
pub const DOUBT: f32 = 0.25;

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
    /// The digit's probability among the nine digits; for an empty cell, the probability
    /// that its ink is no digit (1.0 when it held too little ink to ask the network).
    pub confidence: f32,
    /// The next most likely digit and its probability; for an empty cell with ink, the
    /// most likely digit.
    pub runner_up: Option<(Digit, f32)>,
    /// The network's probability that the cell's ink is no upright digit (a mark: shading,
    /// print showing through the page); 1.0 for a cell with too little ink to ask it. What
    /// correction weighs emptying a digit's cell against.
    pub mark: f32,
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
            mark: 1.0,
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
    /// How many other shapes in the image score as grids: only the largest of the best is
    /// read.
    pub other_grids: usize,
}

/// Decodes an image, finds and cuts its grid and reads its digits.
pub fn read(bytes: &[u8], model: &Model) -> Result<Reading, ScanError> {
    Ok(read_sheet(&cut(bytes)?, model))
}

/// Reads the digits of a grid already found and cut.
pub fn read_sheet(sheet: &Sheet, model: &Model) -> Reading {
    let upright = classify_all(&sheet.cells, model);
    let turned: f32 = upright.iter().flatten().map(|p| p[0]).sum();
    let filled = upright.iter().flatten().count() as f32;
    let (turns, probs, cuts) = if turned > 0.4 * filled {
        // Each way up is judged on its first few cells with ink, and only the winner is read
        // in full: a turned photo costs little more than an upright one.
        // Each other way up is cut only as far as its judging needs; the winner's remaining
        // cells are cut afterwards.
        let images = [1u8, 2, 3].map(|turns| turned_image(&sheet.warped, turns));
        let cutters: Vec<Cutter> = images.iter().map(Cutter::new).collect();
        let mut best = (0u8, not_upright(&sheet.cells, &upright, model), None);
        for (turns, cutter) in (1u8..).zip(&cutters) {
            let mut cuts = Vec::with_capacity(81);
            let mut with_ink = 0;
            while cuts.len() < 81 && with_ink < WAY_UP_SAMPLE {
                let cut = cutter.cut(cuts.len());
                with_ink += usize::from(cut.canvas.is_some());
                cuts.push(cut);
            }
            let judged = not_upright(&cuts, &[], model);
            if judged < best.1 {
                best = (turns, judged, Some((cutter, cuts)));
            }
        }
        match best {
            (turns, _, Some((cutter, mut cuts))) => {
                cuts.extend((cuts.len()..81).map(|index| cutter.cut(index)));
                (turns, classify_all(&cuts, model), cuts)
            }
            _ => (0, upright, sheet.cells.clone()),
        }
    } else {
        (0, upright, sheet.cells.clone())
    };
    let mut corners = sheet.corners;
    for _ in 0..turns {
        let [a, b, c, d] = corners.0;
        corners = Quad([d, a, b, c]);
    }
    let cells: Vec<CellReading> = probs
        .iter()
        .zip(&cuts)
        .map(|(p, cut)| match p {
            Some(p) => reading_of(*p),
            None => CellReading {
                unsure: cut.touching >= CUT_OFF,
                ..CellReading::empty()
            },
        })
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
        other_grids: sheet.other_grids,
    }
}

/// How many cells with ink decide which way up a grid is.
const WAY_UP_SAMPLE: usize = 12;

/// The mean "not an upright digit" output over the first [`WAY_UP_SAMPLE`] cells of `cuts`
/// that hold ink (1.0 when none does); the outputs already known, `known[i]` for cell `i`, are
/// reused rather than computed again.
fn not_upright(cuts: &[CellCut], known: &[Option<[f32; CLASSES]>], model: &Model) -> f32 {
    let outputs: Vec<f32> = cuts
        .iter()
        .enumerate()
        .filter_map(|(i, c)| {
            let canvas = c.canvas.as_ref()?;
            let p = known
                .get(i)
                .copied()
                .flatten()
                .unwrap_or_else(|| model.classify(canvas));
            Some(p[0])
        })
        .take(WAY_UP_SAMPLE)
        .collect();
    if outputs.is_empty() {
        1.0
    } else {
        outputs.iter().sum::<f32>() / outputs.len() as f32
    }
}

/// The warped grid turned `turns` quarter turns clockwise.
fn turned_image(warped: &image::GrayImage, turns: u8) -> image::GrayImage {
    match turns % 4 {
        0 => warped.clone(),
        1 => imageops::rotate90(warped),
        2 => imageops::rotate180(warped),
        _ => imageops::rotate270(warped),
    }
}

/// The network's outputs for every non-empty cell.
fn classify_all(cells: &[CellCut], model: &Model) -> Vec<Option<[f32; CLASSES]>> {
    cells
        .iter()
        .map(|c| c.canvas.as_ref().map(|canvas| model.classify(canvas)))
        .collect()
}

/// A cell's reading from the network's outputs in an upright grid: empty when output 0 ("not
/// an upright digit") is more likely than not, with the most likely digit as runner-up;
/// otherwise the most and next most likely digits among outputs 1–9, renormalised without
/// output 0. Unsure when the winner's probability is under [`SURE`] or, for a digit, when
/// output 0 has more than [`DOUBT`].
fn reading_of(p: [f32; CLASSES]) -> CellReading {
    let digits: f32 = p[1..].iter().sum::<f32>().max(1e-12);
    let mut ranked: Vec<(usize, f32)> = (1..CLASSES).map(|d| (d, p[d] / digits)).collect();
    ranked.sort_by(|a, b| b.1.total_cmp(&a.1));
    let digit = |d: usize| Digit::new(d as u8).expect("outputs 1-9 are digits");
    let (first, second) = (ranked[0], ranked[1]);
    if p[0] > 0.5 {
        return CellReading {
            digit: None,
            confidence: p[0],
            runner_up: Some((digit(first.0), p[first.0])),
            mark: p[0],
            unsure: p[0] < SURE,
        };
    }
    CellReading {
        digit: Some(digit(first.0)),
        confidence: first.1,
        runner_up: Some((digit(second.0), second.1)),
        mark: p[0],
        unsure: first.1 < SURE || p[0] > DOUBT,
    }
}
