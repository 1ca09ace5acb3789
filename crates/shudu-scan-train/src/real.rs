//! Cells cut from the photos with the scanner's own code (`shudu_scan::cut`), labelled from
//! the photos' ground truth, and the grouped validation folds: the 160 photos show far fewer
//! distinct puzzles, and every photo of one puzzle falls in the same fold, so a model is never
//! validated on a puzzle it was trained on. Read next: `main.rs`.

use image::imageops;
use shudu_scan::dataset::Photo;
use shudu_scan::model::Model;
use shudu_scan::read::read_sheet;
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

/// What reading held-out photos gave.
#[derive(Default, Debug, Clone, Copy)]
pub struct Score {
    pub photos: usize,
    pub exact: usize,
    pub cells: usize,
    pub cells_right: usize,
    pub confidently_wrong: usize,
}

/// Reads `cuts` with `model` exactly as `shudu scan` does and compares with the truth.
pub fn score<'a>(cuts: impl Iterator<Item = &'a Cut>, model: &Model) -> Score {
    let mut s = Score::default();
    for cut in cuts {
        s.photos += 1;
        s.cells += 81;
        let Some(sheet) = &cut.sheet else {
            let name = cut
                .photo
                .image
                .file_name()
                .unwrap_or_default()
                .to_string_lossy();
            println!("  {name}: no grid found");
            continue;
        };
        let reading = read_sheet(sheet, model);
        let right = reading
            .cells
            .iter()
            .zip(&cut.photo.digits)
            .filter(|&(r, &d)| r.digit.map_or(0, |g| g.get()) == d)
            .count();
        s.cells_right += right;
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
            .zip(&cut.photo.digits)
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
        let name = cut
            .photo
            .image
            .file_name()
            .unwrap_or_default()
            .to_string_lossy();
        println!(
            "  {name}: {} wrong{}: {}",
            wrong.len(),
            if flagged { "" } else { " (none flagged)" },
            wrong.join(", ")
        );
    }
    s
}
