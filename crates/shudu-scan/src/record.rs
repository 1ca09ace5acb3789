//! The scan record: what a front end shows of one image read — the grid, every cell's
//! digit, confidence, runner-up and unsure flag, the cells the solver corrected, whether the
//! grid is proper, and where the grid lies in the image. [`Scan`] is that result and its
//! `Serialize` is the record's one definition: `shudu scan --json` prints it (with the
//! image's name, and the solution with `--solve`), and the web server's `POST /api/scan`
//! answers it. Documented, with an example checked by the tests, in `docs/records.md`
//! ("scan"). Read next: [`crate::read`] and [`crate::correct`], the steps [`crate::scan`]
//! runs.

use serde::ser::{Serialize, Serializer};
use shudu::solve::Outcome;
use shudu::{Cell, Digit, Grid, Solver, Status};

use crate::ScanError;
use crate::correct::{Correction, correct};
use crate::model::Model;
use crate::read::{CellReading, Reading, read};

/// One image read and corrected, and the solver's verdict on the grid that came out.
///
/// ```
/// use shudu_scan::record::Scan;
/// use shudu_scan::read::{CellReading, Reading};
/// use shudu_scan::geometry::Quad;
///
/// let reading = Reading {
///     grid: shudu::Grid::empty(),
///     cells: vec![CellReading::empty(); 81],
///     corners: Quad([(0.0, 0.0), (90.0, 0.0), (90.0, 90.0), (0.0, 90.0)]),
///     turns: 0,
///     other_grids: 0,
/// };
/// let scan = Scan::of(reading);
/// assert!(!scan.correction.proper); // an empty grid has many solutions
/// let record = serde_json::to_value(&scan)?;
/// assert_eq!(record["status"], "multiple");
/// assert_eq!(record["cells"].as_array().map(Vec::len), Some(81));
/// # Ok::<(), serde_json::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq)]
pub struct Scan {
    /// The reading, after correction.
    pub reading: Reading,
    /// What the solver changed, and whether the grid is now proper.
    pub correction: Correction,
    /// The solver's verdict on the corrected grid.
    pub outcome: Outcome,
}

impl Scan {
    /// Corrects `reading` ([`correct`]) and solves the grid that comes out.
    pub fn of(mut reading: Reading) -> Scan {
        let correction = correct(&mut reading);
        let outcome = Solver::new().solve(&reading.grid);
        Scan {
            reading,
            correction,
            outcome,
        }
    }

    /// The cells a person should confirm: read unsure or changed by the solver (a changed
    /// cell is always flagged unsure too).
    pub fn unsure(&self) -> Vec<Cell> {
        Cell::all()
            .zip(&self.reading.cells)
            .filter(|(_, c)| c.unsure)
            .map(|(cell, _)| cell)
            .collect()
    }
}

/// Decodes an image, reads its grid, corrects it with the solver and solves it: everything
/// a front end shows of a photo, as one [`Scan`].
///
/// ```
/// let model = shudu_scan::model::Model::built_in()?;
/// let err = shudu_scan::scan(b"not an image", &model).unwrap_err();
/// assert!(matches!(err, shudu_scan::ScanError::NotAnImage(_)));
/// # Ok::<(), shudu_scan::ScanError>(())
/// ```
pub fn scan(bytes: &[u8], model: &Model) -> Result<Scan, ScanError> {
    Ok(Scan::of(read(bytes, model)?))
}

/// A probability as the record prints it: four decimals, enough to tell 0.9 from 0.8999
/// and short enough to read (an `f32` widened to a double would print 17 digits).
fn probability(p: f32) -> f64 {
    (f64::from(p) * 1e4).round() / 1e4
}

/// A pixel coordinate to a tenth of a pixel.
fn pixel(x: f32) -> f64 {
    (f64::from(x) * 10.0).round() / 10.0
}

/// A runner-up digit and its probability: `{"digit":4,"confidence":0.0213}`.
#[derive(serde::Serialize)]
struct RunnerUp {
    digit: Digit,
    confidence: f64,
}

/// One cell's reading: `{"cell":"r1c3","digit":9,"confidence":0.9987,"runner_up":{…},
/// "unsure":false}`, `digit` 0 for an empty cell, `runner_up` only for a cell read as a
/// digit.
#[derive(serde::Serialize)]
struct CellRecord {
    cell: Cell,
    digit: u8,
    confidence: f64,
    #[serde(skip_serializing_if = "Option::is_none")]
    runner_up: Option<RunnerUp>,
    unsure: bool,
}

impl CellRecord {
    fn of(cell: Cell, c: &CellReading) -> CellRecord {
        CellRecord {
            cell,
            digit: c.digit.map_or(0, Digit::get),
            confidence: probability(c.confidence),
            runner_up: c.runner_up.map(|(digit, p)| RunnerUp {
                digit,
                confidence: probability(p),
            }),
            unsure: c.unsure,
        }
    }
}

impl Serialize for Scan {
    /// The "scan" record of `docs/records.md`.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        #[derive(serde::Serialize)]
        struct Record<'a> {
            puzzle: &'a Grid,
            status: Status,
            proper: bool,
            unsure: Vec<Cell>,
            corrected: &'a [Cell],
            cells: Vec<CellRecord>,
            corners: [[f64; 2]; 4],
            turns: u8,
            other_grids: usize,
        }
        Record {
            puzzle: &self.reading.grid,
            status: self.outcome.status(),
            proper: self.correction.proper,
            unsure: self.unsure(),
            corrected: &self.correction.changed,
            cells: Cell::all()
                .zip(&self.reading.cells)
                .map(|(cell, c)| CellRecord::of(cell, c))
                .collect(),
            corners: self.reading.corners.0.map(|(x, y)| [pixel(x), pixel(y)]),
            turns: self.reading.turns,
            other_grids: self.reading.other_grids,
        }
        .serialize(s)
    }
}
