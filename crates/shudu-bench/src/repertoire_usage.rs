//! Walks every puzzle of the given files (first field of each line) with the full
//! repertoire and counts, per technique, the steps taken and the puzzles using it, then
//! the puzzles solved with each repertoire and the time spent.
//!
//! Run with `cargo run --release -p shudu-bench -- repertoire-usage FILE...`.
//!
//! A subcommand of the harness, `repertoire-usage`: `main.rs` hands it the arguments that follow
//! its name. The library calls it makes are those of `shudu::logic`.

use std::collections::BTreeMap;
use std::time::Instant;

use shudu::Grid;
use shudu::logic::{Logic, Repertoire, Technique};

pub fn run(args: Vec<String>) {
    let mut puzzles = Vec::new();
    for file in args {
        let text = crate::tool_input::read_text("repertoire-usage", &file);
        puzzles.extend(
            text.lines()
                .filter(|l| !l.starts_with('#'))
                .filter_map(|l| l.split_whitespace().next()?.parse::<Grid>().ok()),
        );
    }
    let mut steps: BTreeMap<Technique, (usize, usize)> = BTreeMap::new();
    let mut solved = [0usize; 2];
    let mut time = [0f64; 2];
    for grid in &puzzles {
        for (k, repertoire) in [Repertoire::SudokuExplainer, Repertoire::Full]
            .into_iter()
            .enumerate()
        {
            let start = Instant::now();
            let path = Logic::new(repertoire).solve_path(grid);
            time[k] += start.elapsed().as_secs_f64();
            solved[k] += usize::from(path.is_solved());
            if repertoire == Repertoire::Full {
                let mut seen: Vec<Technique> = Vec::new();
                for step in &path.steps {
                    let entry = steps.entry(step.technique).or_default();
                    entry.0 += 1;
                    if !seen.contains(&step.technique) {
                        seen.push(step.technique);
                        entry.1 += 1;
                    }
                }
            }
        }
    }
    println!("technique                              steps  puzzles (full repertoire)");
    for (technique, (n, p)) in &steps {
        println!("{:<38} {n:>6} {p:>8}", technique.name());
    }
    println!(
        "{} puzzles; solved: {} with Sudoku Explainer's repertoire ({:.2} s), {} with the full one ({:.2} s)",
        puzzles.len(),
        solved[0],
        time[0],
        solved[1],
        time[1]
    );
}
