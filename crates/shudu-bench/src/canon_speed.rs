//! Times the canonical form (`shudu::canon`) on one thread: for each file, the puzzles
//! are read once, then `canonical` runs over all of them several times, and the best and
//! median run are reported as puzzles per second (a small file runs several times over
//! in each run); the same for `canonical_pattern`.
//! Runs are timed by the thread's own CPU time (Linux's `/proc/thread-self/schedstat`;
//! wall time elsewhere): on a machine shared with other work, time spent waiting for a
//! core is not the code's.
//!
//! Run with `cargo run --release -p shudu-bench -- canon-speed [--repeat N] [FILE...]`
//! (default: the 17-clue set, top1465, the forum's hardest and Project Euler 96).
//!
//! A subcommand of the harness, `canon-speed`: `main.rs` hands it the arguments that
//! follow its name.

use std::hint::black_box;
use std::time::{Duration, Instant};

use shudu::canon::{canonical, canonical_pattern};
use shudu::{Grid, PuzzleReader};

const DEFAULT_FILES: [&str; 4] = [
    "data/puzzles2_17_clue.txt",
    "data/puzzles3_magictour_top1465.txt",
    "data/puzzles6_forum_hardest_1106.txt",
    "data/euler96.txt",
];

pub fn run(args: Vec<String>) {
    let mut repeat = 5;
    let mut files = Vec::new();
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        if arg == "--repeat" {
            repeat = args
                .next()
                .and_then(|n| n.parse().ok())
                .filter(|&n: &usize| n > 0)
                .unwrap_or_else(|| {
                    crate::tool_input::stop("canon-speed", "--repeat takes N, at least 1")
                });
        } else {
            files.push(arg);
        }
    }
    if files.is_empty() {
        files = DEFAULT_FILES.iter().map(|f| f.to_string()).collect();
    }
    println!("{}", crate::machine::header());
    println!(
        "{:<40} {:>8} {:>6} {:>12} {:>12} {:>14} {:>10}",
        "file", "puzzles", "form", "best", "median", "puzzles/s", "µs/puzzle"
    );
    for file in &files {
        let once = read(file);
        // A small file is run over several times a run, so that each run lasts long
        // enough for the CPU clock's ticks.
        let copies = (50_000 / once.len().max(1)).max(1);
        let puzzles: Vec<Grid> = once
            .iter()
            .cycle()
            .take(once.len() * copies)
            .copied()
            .collect();
        for (form, f) in [
            ("minlex", canon_all as fn(&[Grid]) -> u64),
            ("clues", pattern_all),
        ] {
            let mut times: Vec<Duration> = (0..repeat)
                .map(|_| {
                    let (start, cpu) = (Instant::now(), thread_cpu());
                    black_box(f(black_box(&puzzles)));
                    match (cpu, thread_cpu()) {
                        (Some(a), Some(b)) => b - a,
                        _ => start.elapsed(),
                    }
                })
                .collect();
            times.sort();
            let (best, median) = (times[0], times[times.len() / 2]);
            let n = puzzles.len() as f64;
            println!(
                "{:<40} {:>8} {:>6} {:>10.1}ms {:>10.1}ms {:>14.0} {:>10.2}",
                file,
                once.len(),
                form,
                best.as_secs_f64() * 1e3,
                median.as_secs_f64() * 1e3,
                n / median.as_secs_f64(),
                median.as_secs_f64() * 1e6 / n,
            );
        }
    }
}

/// The CPU time this thread has run, if the system says.
fn thread_cpu() -> Option<Duration> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let nanos: u64 = text.split_whitespace().next()?.parse().ok()?;
    Some(Duration::from_nanos(nanos))
}

fn canon_all(puzzles: &[Grid]) -> u64 {
    puzzles.iter().map(|p| canonical(p).automorphisms).sum()
}

fn pattern_all(puzzles: &[Grid]) -> u64 {
    puzzles
        .iter()
        .map(|p| canonical_pattern(p).automorphisms)
        .sum()
}

/// Every puzzle of `file`; an unreadable entry stops the run with its place.
pub fn read(file: &str) -> Vec<Grid> {
    use crate::tool_input::stop;
    let text =
        std::fs::File::open(file).unwrap_or_else(|e| stop("canon-speed", &format!("{file}: {e}")));
    PuzzleReader::new(std::io::BufReader::new(text), file)
        .map(|entry| {
            entry
                .unwrap_or_else(|e| stop("canon-speed", &e.to_string()))
                .grid
        })
        .collect()
}
