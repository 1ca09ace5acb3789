//! Prints the solving path of each puzzle given on the command line or standard input,
//! step by step with ratings, and the rating: for checking a path against another
//! solver's log.
//!
//! Run with `cargo run --release -p shudu-bench -- rate-trace PUZZLE...`.
//!
//! A subcommand of the harness, `rate-trace`: `main.rs` hands it the arguments that follow
//! its name. The library calls it makes are those of `shudu::logic`.

use std::io::BufRead;

use shudu::Grid;
use shudu::logic::{rate_path, solve_path};

pub fn run(args: Vec<String>) {
    let mut lines = args;
    if lines.is_empty() {
        lines = std::io::stdin()
            .lock()
            .lines()
            .map_while(Result::ok)
            .collect();
    }
    for line in lines {
        let Some(text) = line.split_whitespace().next() else {
            continue;
        };
        let grid: Grid = match text.parse() {
            Ok(g) => g,
            Err(e) => {
                println!("{e}");
                continue;
            }
        };
        println!("{line}");
        let path = solve_path(&grid);
        for (i, step) in path.steps.iter().enumerate() {
            println!(
                "  {:>3}. {} {}: {}",
                i + 1,
                step.technique.rating(),
                step.technique,
                step.explain()
            );
        }
        match rate_path(&path) {
            Ok(r) => println!("  rating {r}"),
            Err(e) => println!("  {e}"),
        }
    }
}
