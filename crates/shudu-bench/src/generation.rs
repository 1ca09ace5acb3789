//! The generation benchmark: unique, minimal puzzles made per second, one thread.
//!
//! Puzzles `0..n` of a fixed seed are generated with default options and each kernel
//! that is fast enough to serve (the reference kernel is skipped unless asked for
//! alone); like the solve timings, the best and the median of several runs are shown.

use std::fmt;
use std::hint::black_box;
use std::time::{Duration, Instant};

use shudu::{Generator, Kernel};

/// The seed of the benchmark batch: fixed, so runs compare the same puzzles.
const SEED: u64 = 2024;

/// The timings of one kernel generating one batch.
pub struct Row {
    kernel: &'static str,
    puzzles: u64,
    runs: usize,
    best: Duration,
    median: Duration,
    clues: u64,
    attempts: u64,
    failures: u64,
}

/// Generates puzzles `0..n` of [`SEED`] up to `repeat` times (fewer once the runs took
/// `budget_secs`).
pub fn measure(kernel: Kernel, n: u64, repeat: usize, budget_secs: f64) -> Row {
    let generator = Generator::new(SEED).kernel(kernel);
    let mut times = Vec::with_capacity(repeat);
    let (mut clues, mut attempts, mut failures) = (0, 0, 0);
    let started = Instant::now();
    while times.len() < repeat {
        (clues, attempts, failures) = (0, 0, 0);
        let start = Instant::now();
        for index in 0..n {
            match generator.generate(black_box(index)) {
                Ok(made) => {
                    clues += made.puzzle.given_count() as u64;
                    attempts += u64::from(made.attempts);
                }
                Err(_) => failures += 1,
            }
        }
        times.push(start.elapsed());
        if started.elapsed().as_secs_f64() > budget_secs {
            break;
        }
    }
    times.sort();
    Row {
        kernel: kernel.name(),
        puzzles: n,
        runs: times.len(),
        best: times[0],
        median: times[times.len() / 2],
        clues,
        attempts,
        failures,
    }
}

impl Row {
    pub fn heading() -> String {
        format!(
            "{:<10} {:>7} {:>4} {:>12} {:>11} {:>11} {:>11} {:>9} {:>9}  {}",
            "generate",
            "puzzles",
            "runs",
            "best total",
            "µs/puzzle",
            "median µs",
            "puzzles/s",
            "clues",
            "attempts",
            "failed"
        )
    }
}

impl fmt::Display for Row {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = self.puzzles.max(1) as f64;
        let made = (self.puzzles - self.failures).max(1) as f64;
        let best = self.best.as_secs_f64();
        write!(
            f,
            "{:<10} {:>7} {:>4} {:>9.2} ms {:>11.2} {:>11.2} {:>11.0} {:>9.2} {:>9.2}  {}",
            self.kernel,
            self.puzzles,
            self.runs,
            best * 1e3,
            best * 1e6 / n,
            self.median.as_secs_f64() * 1e6 / n,
            n / best,
            self.clues as f64 / made,
            self.attempts as f64 / made,
            self.failures,
        )
    }
}
