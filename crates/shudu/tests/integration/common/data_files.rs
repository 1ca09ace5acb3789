//! The project's data files (`data/`), read with the crate's own reader. A file that
//! fails to open or parse fails the test that asked for it.

use std::fs::File;
use std::io::BufReader;

use shudu::parse::Entry;
use shudu::{Grid, PuzzleReader};

/// The entries of `data/NAME`, in file order, read lazily.
pub fn entries(name: &str) -> impl Iterator<Item = Entry> {
    let path = format!("{}/../../data/{name}", env!("CARGO_MANIFEST_DIR"));
    let file = File::open(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    PuzzleReader::new(BufReader::new(file), path.clone())
        .map(move |entry| entry.unwrap_or_else(|e| panic!("data files parse: {e}")))
}

/// The puzzles of `data/NAME`, in file order, read lazily.
pub fn grids(name: &str) -> impl Iterator<Item = Grid> {
    entries(name).map(|entry| entry.grid)
}
