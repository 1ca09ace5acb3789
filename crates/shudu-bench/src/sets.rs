//! The benchmark data sets: which files, in which order, and reading them into grids
//! before any timing starts.

use std::fs::File;
use std::io::BufReader;
use std::path::Path;
use std::time::{Duration, Instant};

use shudu::{Grid, PuzzleReader};

/// Arto Inkala's 2012 puzzle, timed alone: one hard puzzle shows the cost of a deep search.
const INKALA: &str =
    "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";

/// One loaded data set.
pub struct Set {
    /// Short name for the table.
    pub name: &'static str,
    /// The file it came from.
    pub source: &'static str,
    pub puzzles: Vec<Grid>,
    /// Time spent reading and parsing the file.
    pub parse_time: Duration,
}

/// The sets in report order: (name, file). `clash` is the 17-clue set with two givens
/// made to clash in each puzzle (see [`with_clash`]), to time the rejection of bad
/// puzzles.
const SETS: [(&str, &str); 7] = [
    ("euler96", "euler96.txt"),
    ("inkala", "seeds.txt"),
    ("17-clue", "puzzles2_17_clue.txt"),
    ("top1465", "puzzles3_magictour_top1465.txt"),
    ("hardest", "puzzles6_forum_hardest_1106.txt"),
    ("serg", "puzzles7_serg_benchmark.txt"),
    ("clash", "puzzles2_17_clue.txt"),
];

/// The names of the sets, in report order.
pub const NAMES: [&str; 7] = {
    let mut names = [""; 7];
    let mut i = 0;
    while i < SETS.len() {
        names[i] = SETS[i].0;
        i += 1;
    }
    names
};

/// Reads the sets named in `only` (all when `None`) from `dir`, keeping every `every`-th
/// puzzle; a missing or malformed file is an error.
pub fn load(dir: &Path, only: Option<&[String]>, every: usize) -> Result<Vec<Set>, String> {
    SETS.iter()
        .filter(|(name, _)| only.is_none_or(|names| names.iter().any(|n| n == name)))
        .map(|&(name, file)| {
            let start = Instant::now();
            let mut puzzles = read(&dir.join(file))?;
            if name == "inkala" {
                let inkala: Grid = INKALA.parse().map_err(|e| format!("{e}"))?;
                puzzles.retain(|g| *g == inkala);
                if puzzles.is_empty() {
                    return Err(format!("{file}: Inkala's puzzle is missing"));
                }
                puzzles.truncate(1);
            }
            if name == "clash" {
                puzzles = puzzles.iter().map(with_clash).collect();
            }
            let puzzles = puzzles.into_iter().step_by(every).collect();
            Ok(Set {
                name,
                source: file,
                puzzles,
                parse_time: start.elapsed(),
            })
        })
        .collect()
}

/// `grid` with its last given copied into the last empty cell of that given's row, so
/// that two givens of one row clash, as late in reading order as the puzzle allows.
fn with_clash(grid: &Grid) -> Grid {
    let mut clashing = *grid;
    if let Some((cell, digit)) = grid.givens().last() {
        let row_mate = (0..9)
            .rev()
            .filter_map(|col| shudu::Cell::new(cell.row(), col))
            .find(|&c| grid.get(c).is_none());
        if let Some(mate) = row_mate {
            clashing.set(mate, Some(digit));
        }
    }
    clashing
}

fn read(path: &Path) -> Result<Vec<Grid>, String> {
    let file = File::open(path).map_err(|e| format!("{}: {e}", path.display()))?;
    PuzzleReader::new(BufReader::new(file), path.display().to_string())
        .map(|entry| entry.map(|e| e.grid).map_err(|e| e.to_string()))
        .collect()
}

/// The 81-character line of a grid (`.` for empty), as the peers' line readers take it.
#[cfg_attr(not(feature = "peer-sudoku"), allow(dead_code))]
pub fn line(grid: &Grid) -> [u8; 81] {
    let mut line = [b'.'; 81];
    for (slot, c) in line.iter_mut().zip(grid.to_line().bytes()) {
        *slot = c;
    }
    line
}
