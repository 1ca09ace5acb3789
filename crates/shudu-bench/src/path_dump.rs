//! Writes, for every puzzle of the given files (first field of each line), its rating,
//! the number of steps of its path and a fingerprint of the whole path (every step's
//! technique, placements, eliminations, evidence and bonus), one line per puzzle, then
//! the time spent. Two dumps taken before and after a change to the logic engine must be
//! identical line for line (but the timing line): the change then altered no result.
//!
//! Run with `cargo run --release -p shudu-bench -- path-dump [--within SECONDS] FILE... >
//! dump.txt`. With `--within`, each path is walked within a budget of that many seconds
//! (`Logic::within`): a budget never spent must leave every line as it was; a path
//! cut short says `gave up`.
//!
//! A subcommand of the harness, `path-dump`: `main.rs` hands it the arguments that follow
//! its name. The library calls it makes are those of `shudu::logic`.

use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};
use std::time::Instant;

use shudu::Grid;
use shudu::logic::{Budget, Logic, Repertoire, rate_path, solve_path};

pub fn run(args: Vec<String>) {
    let mut files = args;
    let mut within = None;
    if files.first().is_some_and(|a| a == "--within") {
        let secs: f64 = files
            .get(1)
            .and_then(|s| s.parse().ok())
            .unwrap_or_else(|| crate::tool_input::stop("path-dump", "--within takes SECONDS"));
        within = Some(std::time::Duration::from_secs_f64(secs));
        files.drain(..2);
    }
    let mut puzzles = Vec::new();
    for file in &files {
        let text = crate::tool_input::read_text("path-dump", file);
        puzzles.extend(
            text.lines()
                .filter(|l| !l.starts_with('#'))
                .filter_map(|l| l.split_whitespace().next()?.parse::<Grid>().ok()),
        );
    }
    let start = Instant::now();
    for grid in &puzzles {
        let path = match within {
            Some(d) => Logic::new(Repertoire::SudokuExplainer)
                .within(&Budget::within(d))
                .solve_path(grid),
            None => solve_path(grid),
        };
        // The Debug text covers every field of every step; DefaultHasher::new() uses
        // fixed keys, so the fingerprint is the same from run to run.
        let mut hasher = DefaultHasher::new();
        for step in &path.steps {
            format!("{step:?}").hash(&mut hasher);
        }
        let rating = match rate_path(&path) {
            Ok(r) => r.to_string(),
            Err(e) => e.to_string(),
        };
        println!(
            "{grid} {rating} steps={} path={:016x}",
            path.steps.len(),
            hasher.finish()
        );
    }
    let secs = start.elapsed().as_secs_f64();
    eprintln!(
        "{} puzzles in {secs:.2} s: {:.1} puzzles/s",
        puzzles.len(),
        puzzles.len() as f64 / secs
    );
}
