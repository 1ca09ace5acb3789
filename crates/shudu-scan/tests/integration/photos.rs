//! The 160 newspaper photos of `../shared/data/photos` (Wicht and Hennebert's Sudoku
//! dataset, CC BY 4.0; not copied into the repository): how many grids are found, how
//! many printed digits the cutter keeps ink for (whether the ink in a cell is a digit at all
//! is the network's to say), and how many photos the committed model reads exactly. Skipped,
//! saying so, when the directory is absent (a fresh CI machine has no copy).

use std::path::{Path, PathBuf};

/// Where the photos live, beside the repository's checkout.
pub fn photo_dir() -> Option<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/data/photos");
    let dir = if dir.is_dir() {
        dir
    } else {
        PathBuf::from("/work/shared/data/photos")
    };
    dir.is_dir().then_some(dir)
}

#[test]
fn grids_are_found_and_digits_kept() {
    let Some(dir) = photo_dir() else {
        eprintln!("SKIPPED: no photo directory (../shared/data/photos)");
        return;
    };
    let photos = shudu_scan::dataset::photos(&dir).unwrap();
    assert_eq!(photos.len(), 160);
    let (mut found, mut kept, mut digits) = (0, 0, 0);
    for photo in &photos {
        let truth = &photo.digits;
        let Ok(sheet) = shudu_scan::cut(&std::fs::read(&photo.image).unwrap()) else {
            continue;
        };
        found += 1;
        // A grid photographed sideways is judged in whichever quarter turn fits best: which
        // way up it is, is the digit reader's to say.
        let best = (0..4)
            .map(|turns| {
                (0..81)
                    .filter(|&i| truth[i] != 0 && sheet.cells[rotated(i, turns)].canvas.is_some())
                    .count()
            })
            .max()
            .unwrap();
        kept += best;
        digits += truth.iter().filter(|&&d| d != 0).count();
    }
    eprintln!("grids found: {found}/160; printed digits kept: {kept}/{digits}");
    assert!(found >= 160, "grids found: {found}/160");
    assert!(kept * 1000 >= digits * 990, "digits kept: {kept}/{digits}");
}

/// The committed model on the photos it was fine-tuned on (so a regression guard, not a
/// measure of accuracy on new photos: the training program's cross-validation is that).
#[test]
fn the_committed_model_reads_the_photos() {
    let Some(dir) = photo_dir() else {
        eprintln!("SKIPPED: no photo directory (../shared/data/photos)");
        return;
    };
    let model = shudu_scan::model::Model::built_in().unwrap();
    let (mut exact, mut right) = (0, 0);
    for photo in shudu_scan::dataset::photos(&dir).unwrap() {
        let Ok(mut reading) = shudu_scan::read::read(&std::fs::read(&photo.image).unwrap(), &model)
        else {
            continue;
        };
        shudu_scan::correct::correct(&mut reading);
        let ok = reading
            .grid
            .iter()
            .zip(&photo.digits)
            .filter(|((_, d), t)| d.map_or(0, |d| d.get()) == **t)
            .count();
        right += ok;
        exact += usize::from(ok == 81);
    }
    eprintln!("photos read exactly after correction: {exact}/160; cells right: {right}/12960");
    assert!(exact >= 150, "photos read exactly: {exact}/160");
    assert!(right * 100 >= 12960 * 98, "cells right: {right}/12960");
}

/// The index, in a grid turned `turns` quarter turns clockwise, of the cell at `i` upright.
fn rotated(i: usize, turns: usize) -> usize {
    let (mut r, mut c) = (i / 9, i % 9);
    for _ in 0..turns {
        (r, c) = (c, 8 - r);
    }
    r * 9 + c
}
