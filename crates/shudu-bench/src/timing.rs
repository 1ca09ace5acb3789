//! The measured loop and one row of the report table: wall time (best and median run)
//! and the thread's processor time (best run), which other jobs on a shared machine
//! disturb less (see `cpu_time.rs`).

use std::fmt;
use std::hint::black_box;
use std::time::{Duration, Instant};

use shudu::{Kernel, Solver};

use crate::sets::Set;

/// The timings of one kernel on one set.
pub struct Row {
    set: &'static str,
    kernel: &'static str,
    puzzles: usize,
    runs: usize,
    best: Duration,
    median: Duration,
    /// The least processor time of one run.
    best_cpu: Duration,
    guesses: u64,
    /// Puzzles with no solution, one, and at least two (up to the limit).
    outcomes: [usize; 3],
}

/// Runs `kernel` over the whole set up to `repeat` times (stopping early once the runs
/// took `budget_secs`), and keeps the best and median run.
pub fn measure(set: &Set, kernel: Kernel, limit: u64, repeat: usize, budget_secs: f64) -> Row {
    let solver = Solver::with_kernel(kernel);
    let mut times = Vec::with_capacity(repeat);
    let mut best_cpu = Duration::MAX;
    let mut guesses = 0;
    let mut outcomes = [0; 3];
    let started = Instant::now();
    while times.len() < repeat {
        let (mut run_guesses, mut run_outcomes) = (0, [0; 3]);
        let start = Instant::now();
        let cpu_start = crate::cpu_time::thread();
        for puzzle in &set.puzzles {
            // keep = 0: only counting, as a uniqueness test does.
            let search = solver.search(black_box(puzzle), limit, 0);
            run_guesses += search.guesses;
            run_outcomes[search.count.solutions.min(2) as usize] += 1;
        }
        times.push(start.elapsed());
        best_cpu = best_cpu.min(crate::cpu_time::thread().saturating_sub(cpu_start));
        (guesses, outcomes) = (run_guesses, run_outcomes);
        if started.elapsed().as_secs_f64() > budget_secs {
            break;
        }
    }
    times.sort();
    Row {
        set: set.name,
        kernel: kernel.name(),
        puzzles: set.puzzles.len(),
        runs: times.len(),
        best: times[0],
        median: times[times.len() / 2],
        best_cpu,
        guesses,
        outcomes,
    }
}

impl Row {
    pub fn heading() -> String {
        format!(
            "{:<9} {:<17} {:>7} {:>4} {:>12} {:>11} {:>11} {:>11} {:>11} {:>9}  {}",
            "set",
            "kernel",
            "puzzles",
            "runs",
            "best total",
            "µs/puzzle",
            "median µs",
            "cpu µs",
            "puzzles/s",
            "guesses/puz",
            "solutions 0/1/2+"
        )
    }
}

impl fmt::Display for Row {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = self.puzzles.max(1) as f64;
        let best = self.best.as_secs_f64();
        write!(
            f,
            "{:<9} {:<17} {:>7} {:>4} {:>9.2} ms {:>11.2} {:>11.2} {:>11.2} {:>11.0} {:>9.2}  {}/{}/{}",
            self.set,
            self.kernel,
            self.puzzles,
            self.runs,
            best * 1e3,
            best * 1e6 / n,
            self.median.as_secs_f64() * 1e6 / n,
            self.best_cpu.as_secs_f64() * 1e6 / n,
            n / best,
            self.guesses as f64 / n,
            self.outcomes[0],
            self.outcomes[1],
            self.outcomes[2],
        )
    }
}
