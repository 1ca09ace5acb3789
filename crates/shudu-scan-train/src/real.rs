//! Cells cut from the photos with the scanner's own code (`shudu_scan::cut`), labelled from
//! the photos' ground truth, and the grouped validation folds: the 160 photos show far fewer
//! distinct puzzles, and every photo of one puzzle falls in the same fold, so a model is never
//! validated on a puzzle it was trained on. Read next: `main.rs`.

use image::imageops;
use shudu_scan::correct::correct;
use shudu_scan::dataset::Photo;
use shudu_scan::model::Model;
use shudu_scan::read::{Reading, read_sheet};
use shudu_scan::{Sheet, cells::cut_cells};

use crate::synth::Sample;

/// A photo with its grid already found and cut.
pub struct Cut {
    pub photo: Photo,
    pub sheet: Option<Sheet>,
    pub fold: usize,
}

/// Cuts every photo and assigns folds by puzzle: distinct puzzles in sorted order, the n-th
/// in fold n mod `folds`.
pub fn cut_all(photos: Vec<Photo>, folds: usize) -> Vec<Cut> {
    let mut puzzles: Vec<String> = photos.iter().map(Photo::puzzle).collect();
    puzzles.sort();
    puzzles.dedup();
    photos
        .into_iter()
        .map(|photo| {
            let sheet = std::fs::read(&photo.image)
                .ok()
                .and_then(|b| shudu_scan::cut(&b).ok());
            let fold = puzzles.binary_search(&photo.puzzle()).expect("listed") % folds;
            Cut { photo, sheet, fold }
        })
        .collect()
}

/// Training samples from one photo: its digits upright with their labels, the ink the
/// extraction kept in cells the truth says are empty as "not an upright digit" (class 0) and,
/// when the photo is turned, its cells as photographed as class 0 too. The way up is the one
/// the `model` finds; a photo where more than two of the truth's digits were judged empty
/// gives no samples (its grid was not found right).
pub fn samples(cut: &Cut, model: &Model) -> Vec<Sample> {
    let Some(sheet) = &cut.sheet else {
        return Vec::new();
    };
    let turns = read_sheet(sheet, model).turns;
    let upright = match turns {
        0 => sheet.cells.clone(),
        1 => cut_cells(&imageops::rotate90(&sheet.warped)),
        2 => cut_cells(&imageops::rotate180(&sheet.warped)),
        _ => cut_cells(&imageops::rotate270(&sheet.warped)),
    };
    let missed = upright
        .iter()
        .zip(&cut.photo.digits)
        .filter(|&(c, &d)| c.canvas.is_none() && d != 0)
        .count();
    if missed > 2 {
        return Vec::new();
    }
    let mut out: Vec<Sample> = upright
        .into_iter()
        .zip(&cut.photo.digits)
        .filter_map(|(c, &d)| Some((c.canvas?, d)))
        .collect();
    if turns != 0 {
        out.extend(
            sheet
                .cells
                .iter()
                .filter_map(|c| Some((c.canvas.clone()?, 0))),
        );
    }
    out
}

/// What reading held-out photos gave, before and after correction with the solver (the
/// same readings: correction only changes a grid with no solution or several).
#[derive(Default, Debug, Clone, Copy)]
pub struct Score {
    pub photos: usize,
    pub exact: usize,
    pub cells: usize,
    pub cells_right: usize,
    /// Photos read wrongly with no cell flagged unsure.
    pub confidently_wrong: usize,
    pub exact_after: usize,
    pub cells_right_after: usize,
    /// Photos wrong after correction with no cell flagged unsure (a changed cell always is).
    pub confidently_wrong_after: usize,
    /// Cells correction changed, and of those, how many it made right.
    pub changed: usize,
    pub changed_right: usize,
}

impl std::ops::AddAssign for Score {
    fn add_assign(&mut self, o: Score) {
        self.photos += o.photos;
        self.exact += o.exact;
        self.cells += o.cells;
        self.cells_right += o.cells_right;
        self.confidently_wrong += o.confidently_wrong;
        self.exact_after += o.exact_after;
        self.cells_right_after += o.cells_right_after;
        self.confidently_wrong_after += o.confidently_wrong_after;
        self.changed += o.changed;
        self.changed_right += o.changed_right;
    }
}

/// The digit read in each cell, 0 for empty.
fn digits_of(reading: &Reading) -> Vec<u8> {
    reading
        .cells
        .iter()
        .map(|r| r.digit.map_or(0, |g| g.get()))
        .collect()
}

/// Reads `cuts` with `model` exactly as `shudu scan` does, before and after correction, and
/// compares with the truth.
pub fn score<'a>(cuts: impl Iterator<Item = &'a Cut>, model: &Model) -> Score {
    let mut s = Score::default();
    for cut in cuts {
        s.photos += 1;
        s.cells += 81;
        let name = cut
            .photo
            .image
            .file_name()
            .unwrap_or_default()
            .to_string_lossy();
        let Some(sheet) = &cut.sheet else {
            println!("  {name}: no grid found");
            continue;
        };
        let reading = read_sheet(sheet, model);
        let mut corrected = reading.clone();
        let correction = correct(&mut corrected);
        let truth = &cut.photo.digits;
        let (before, after) = (digits_of(&reading), digits_of(&corrected));
        let right = before.iter().zip(truth).filter(|(r, t)| r == t).count();
        let right_after = after.iter().zip(truth).filter(|(r, t)| r == t).count();
        s.cells_right += right;
        s.cells_right_after += right_after;
        s.changed += correction.changed.len();
        s.changed_right += correction
            .changed
            .iter()
            .filter(|c| after[c.index()] == truth[c.index()])
            .count();
        s.exact_after += usize::from(right_after == 81);
        if right_after != 81 && !corrected.cells.iter().any(|r| r.unsure) {
            s.confidently_wrong_after += 1;
        }
        if right == 81 {
            s.exact += 1;
            continue;
        }
        let flagged = reading.cells.iter().any(|r| r.unsure);
        if !flagged {
            s.confidently_wrong += 1;
        }
        // Which cells went wrong and how: a digit judged empty, an empty cell read as a
        // digit, or one digit read as another; `!` marks a wrong cell with no unsure flag.
        let wrong: Vec<String> = reading
            .cells
            .iter()
            .zip(truth)
            .enumerate()
            .filter(|(_, (r, d))| r.digit.map_or(0, |g| g.get()) != **d)
            .map(|(i, (r, &d))| {
                let read = r.digit.map_or(0, |g| g.get());
                let kind = match (d, read) {
                    (_, 0) => "missed",
                    (0, _) => "extra",
                    _ => "misread",
                };
                let mark = if r.unsure { "" } else { "!" };
                format!("r{}c{} {d}->{read} {kind}{mark}", i / 9 + 1, i % 9 + 1)
            })
            .collect();
        // What correction did: the cells it changed, to what, and whether all 81 are right.
        let changes: Vec<String> = correction
            .changed
            .iter()
            .map(|c| format!("{c} {}->{}", before[c.index()], after[c.index()]))
            .collect();
        let verdict = match (correction.changed.is_empty(), right_after == 81) {
            (true, _) if correction.proper => "correction: none needed".to_string(),
            (true, _) => "correction: none found".to_string(),
            (false, true) => format!("correction: {} (right)", changes.join(", ")),
            (false, false) => format!("correction: {} (still wrong)", changes.join(", ")),
        };
        println!(
            "  {name}: {} wrong{}: {}; {verdict}",
            wrong.len(),
            if flagged { "" } else { " (none flagged)" },
            wrong.join(", ")
        );
    }
    s
}
