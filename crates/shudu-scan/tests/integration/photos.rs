//! The 160 newspaper photos of `../shared/data/photos` (Wicht and Hennebert's Sudoku
//! dataset, CC BY 4.0; not copied into the repository): how many grids are found and how
//! many cells are rightly judged empty or not. Skipped, saying so, when the directory is
//! absent (a fresh CI machine has no copy).

use std::path::{Path, PathBuf};

/// Where the photos live, beside the repository's checkout.
pub fn photo_dir() -> Option<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../../shared/data/photos");
    let dir = if dir.is_dir() {
        dir
    } else {
        PathBuf::from("/work/shared/data/photos")
    };
    dir.is_dir().then_some(dir)
}

/// Each photo's path and its 81 printed digits (0 for an empty cell), from the `.dat` file:
/// two header lines, then nine rows of nine numbers.
pub fn photos(dir: &Path) -> Vec<(PathBuf, Vec<u8>)> {
    let mut paths: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "jpg"))
        .collect();
    paths.sort();
    paths
        .into_iter()
        .map(|path| {
            let dat = path.with_extension("dat");
            let text = std::fs::read_to_string(&dat).unwrap();
            let digits: Vec<u8> = text
                .lines()
                .skip(2)
                .flat_map(|l| l.split_whitespace())
                .map(|t| {
                    t.parse()
                        .unwrap_or_else(|_| panic!("{}: bad digit {t:?}", dat.display()))
                })
                .collect();
            assert_eq!(digits.len(), 81, "{}", dat.display());
            (path, digits)
        })
        .collect()
}

#[test]
fn grids_are_found_and_empty_cells_told_apart() {
    let Some(dir) = photo_dir() else {
        eprintln!("SKIPPED: no photo directory (../shared/data/photos)");
        return;
    };
    let photos = photos(&dir);
    assert_eq!(photos.len(), 160);
    let (mut found, mut right, mut cells) = (0, 0, 0);
    for (path, truth) in &photos {
        let Ok(sheet) = shudu_scan::cut(&std::fs::read(path).unwrap()) else {
            continue;
        };
        found += 1;
        // A grid photographed sideways is judged in whichever quarter turn fits best: which
        // way up it is, is the digit reader's to say.
        let best = (0..4)
            .map(|turns| {
                (0..81)
                    .filter(|&i| sheet.cells[rotated(i, turns)].canvas.is_some() == (truth[i] != 0))
                    .count()
            })
            .max()
            .unwrap();
        right += best;
        cells += 81;
    }
    eprintln!("grids found: {found}/160; cells judged empty or not rightly: {right}/{cells}");
    assert!(found >= 155, "grids found: {found}/160");
    assert!(right * 100 >= cells * 98, "cells right: {right}/{cells}");
}

/// The index, in a grid turned `turns` quarter turns clockwise, of the cell at `i` upright.
fn rotated(i: usize, turns: usize) -> usize {
    let (mut r, mut c) = (i / 9, i % 9);
    for _ in 0..turns {
        (r, c) = (c, 8 - r);
    }
    r * 9 + c
}
