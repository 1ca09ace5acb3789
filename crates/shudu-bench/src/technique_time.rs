//! Where the rater spends its time: walks the path of every puzzle in a file (first
//! field of each line), asks each technique in driver order for its steps as the driver
//! does, and totals the time each technique takes.
//!
//! Run with `cargo run --release -p shudu-bench -- technique-time [FILE [full]]`; `full` walks
//! the full repertoire (with the player techniques) instead of Sudoku Explainer's.
//!
//! A subcommand of the harness, `technique-time`: `main.rs` hands it the arguments that follow
//! its name. The library calls it makes are those of `shudu::logic`.

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use shudu::Grid;
use shudu::logic::{Board, Repertoire, Technique, find_steps};

pub fn run(args: Vec<String>) {
    let path = args
        .first()
        .cloned()
        .unwrap_or_else(|| format!("{}/../../data/se_rated_dev.txt", env!("CARGO_MANIFEST_DIR")));
    let repertoire = match args.get(1).map(String::as_str) {
        Some("full") => Repertoire::Full,
        _ => Repertoire::SudokuExplainer,
    };
    let text = crate::tool_input::read_text("technique-time", &path);
    let mut spent: BTreeMap<Technique, (Duration, usize)> = BTreeMap::new();
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let Some(grid) = line
            .split_whitespace()
            .next()
            .and_then(|g| g.parse::<Grid>().ok())
        else {
            continue;
        };
        let mut board = Board::new(&grid);
        while !board.is_solved() {
            let mut step = None;
            for &technique in repertoire.techniques() {
                let start = Instant::now();
                let steps = find_steps(&board, technique);
                let entry = spent.entry(technique).or_default();
                entry.0 += start.elapsed();
                entry.1 += 1;
                if let Some(s) = steps.into_iter().next() {
                    step = Some(s);
                    break;
                }
            }
            match step {
                Some(s) => board.apply(&s),
                None => break,
            }
        }
    }
    for (technique, (time, calls)) in spent {
        println!(
            "{:<40} {:>10.3} ms {:>8} calls",
            technique.name(),
            time.as_secs_f64() * 1e3,
            calls
        );
    }
}
