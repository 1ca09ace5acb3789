//! Writes a large input for `shudu dedupe`: N lines, each a puzzle of the given files in
//! a random disguise (a random transform, `shudu::canon::Transform::random`), taking the
//! files' puzzles in turn, so that a file of N lines over P puzzles holds P classes with
//! N / P members each. Nothing is committed; the benchmark makes it when needed.
//!
//! Run with `cargo run --release -p shudu-bench -- disguise N [--seed S] FILE... > out.txt`.
//!
//! A subcommand of the harness, `disguise`: `main.rs` hands it the arguments that follow
//! its name.

use std::io::{BufWriter, Write};

use shudu::canon::Transform;

pub fn run(args: Vec<String>) {
    let mut args = args.into_iter();
    let count: u64 = args.next().and_then(|n| n.parse().ok()).unwrap_or_else(|| {
        crate::tool_input::stop("disguise", "usage: disguise N [--seed S] FILE...")
    });
    let mut seed = 1;
    let mut files = Vec::new();
    while let Some(arg) = args.next() {
        if arg == "--seed" {
            seed = args
                .next()
                .and_then(|s| s.parse().ok())
                .unwrap_or_else(|| crate::tool_input::stop("disguise", "--seed takes a number"));
        } else {
            files.push(arg);
        }
    }
    let puzzles: Vec<_> = files
        .iter()
        .flat_map(|f| crate::canon_speed::read(f))
        .collect();
    assert!(!puzzles.is_empty(), "no puzzles in {files:?}");
    let mut out = BufWriter::new(std::io::stdout().lock());
    for i in 0..count {
        let puzzle = &puzzles[(i % puzzles.len() as u64) as usize];
        let line = Transform::random(seed, i).apply(puzzle).to_line();
        writeln!(out, "{line}").expect("standard output");
    }
    out.flush().expect("standard output");
}
