//! Side-by-side runs against the `sudoku` crate (feature `peer-sudoku`): the same puzzles,
//! in the same process, alternating, so both see the same machine state.
//!
//! Both sides get what a user of either library has: the 81-character line. shudu calls
//! [`Solver::search_line`]; the peer parses with `Sudoku::from_str_line` and calls
//! `solutions_up_to_buffer`. Each searches up to `limit` solutions and keeps the first.
//! Every repeat runs shudu then the peer, or the peer then shudu on odd repeats, so that
//! neither always runs on a warm cache after the other. The ratio is shudu's median
//! over the peer's median (below 1: shudu is faster).
//!
//! `verify` checks every puzzle of every set: the same solution count up to 2, each
//! side's first solution a completion of the puzzle, and the same solution when it is
//! unique. The generation race times random minimal puzzles for every symmetry both
//! libraries have. Read next: `main.rs`, which calls these after the kernel tables.

use std::fmt;
use std::hint::black_box;
use std::time::{Duration, Instant};

use shudu::{Generator, Solver, Symmetry};
use sudoku::Sudoku;
use sudoku::board::Symmetry as PeerSymmetry;

use crate::sets::Set;

/// The timings of shudu and the peer on one set at one limit.
pub struct Row {
    set: &'static str,
    limit: u64,
    puzzles: usize,
    runs: usize,
    shudu: (Duration, Duration),
    peer: (Duration, Duration),
    guesses: u64,
}

/// Runs both sides over `lines` up to `repeat` times each (fewer once `budget_secs`
/// have gone), alternating which goes first. Returns (best, median) per side.
pub fn measure(set: &Set, lines: &[[u8; 81]], limit: u64, repeat: usize, budget_secs: f64) -> Row {
    let solver = Solver::new();
    let (mut ours, mut theirs) = (Vec::new(), Vec::new());
    let mut guesses = 0;
    let started = Instant::now();
    for run in 0..repeat {
        let mut time_ours = || {
            let mut first = [0u8; 81];
            let mut g = 0;
            let start = Instant::now();
            for line in lines {
                if let Some(found) = solver.search_line(black_box(line), limit, &mut first) {
                    g += found.guesses;
                }
                black_box(&first);
            }
            let elapsed = start.elapsed();
            guesses = g;
            elapsed
        };
        let time_theirs = || {
            let mut first = [[0u8; 81]; 1];
            let start = Instant::now();
            for line in lines {
                let text = std::str::from_utf8(black_box(line)).unwrap_or_default();
                if let Ok(sudoku) = Sudoku::from_str_line(text) {
                    black_box(sudoku.solutions_up_to_buffer(&mut first, limit as usize));
                }
                black_box(&first);
            }
            start.elapsed()
        };
        if run % 2 == 0 {
            ours.push(time_ours());
            theirs.push(time_theirs());
        } else {
            theirs.push(time_theirs());
            ours.push(time_ours());
        }
        if started.elapsed().as_secs_f64() > budget_secs {
            break;
        }
    }
    Row {
        set: set.name,
        limit,
        puzzles: lines.len(),
        runs: ours.len(),
        shudu: best_and_median(&mut ours),
        peer: best_and_median(&mut theirs),
        guesses,
    }
}

fn best_and_median(times: &mut [Duration]) -> (Duration, Duration) {
    times.sort();
    (times[0], times[times.len() / 2])
}

impl Row {
    pub fn heading() -> String {
        format!(
            "{:<9} {:>5} {:>7} {:>4} {:>12} {:>12} {:>12} {:>12} {:>7} {:>11}",
            "set",
            "limit",
            "puzzles",
            "runs",
            "shudu µs",
            "(best)",
            "sudoku µs",
            "(best)",
            "ratio",
            "guesses/puz"
        )
    }
}

impl fmt::Display for Row {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = self.puzzles.max(1) as f64;
        let us = |d: Duration| d.as_secs_f64() * 1e6 / n;
        write!(
            f,
            "{:<9} {:>5} {:>7} {:>4} {:>12.2} {:>12.2} {:>12.2} {:>12.2} {:>7.2} {:>11.2}",
            self.set,
            self.limit,
            self.puzzles,
            self.runs,
            us(self.shudu.1),
            us(self.shudu.0),
            us(self.peer.1),
            us(self.peer.0),
            self.shudu.1.as_secs_f64() / self.peer.1.as_secs_f64().max(1e-12),
            self.guesses as f64 / n,
        )
    }
}

/// Checks every puzzle of `lines` against the peer; returns the disagreements, described.
pub fn verify(set: &Set, lines: &[[u8; 81]], kernel: shudu::Kernel) -> Vec<String> {
    let solver = Solver::with_kernel(kernel);
    let mut problems = Vec::new();
    for (index, line) in lines.iter().enumerate() {
        let text = std::str::from_utf8(line).unwrap_or_default();
        let mut ours = [0u8; 81];
        let found = solver
            .search_line(line, 2, &mut ours)
            .map(|f| f.count.solutions);
        let mut theirs = [[0u8; 81]; 1];
        let peer_count = Sudoku::from_str_line(text)
            .map(|s| s.solutions_up_to_buffer(&mut theirs, 2) as u64)
            .unwrap_or(0);
        let mut problem = |what: String| problems.push(format!("{} #{index}: {what}", set.name));
        let Some(count) = found else {
            problem("shudu could not read the line".into());
            continue;
        };
        if count != peer_count {
            problem(format!("shudu counts {count}, sudoku counts {peer_count}"));
            continue;
        }
        if count == 0 {
            continue;
        }
        let peer_line: [u8; 81] = theirs[0].map(|v| b'0' + v);
        for (who, solution) in [("shudu", &ours), ("sudoku", &peer_line)] {
            if !completes(line, solution) {
                problem(format!("{who}'s solution does not complete the puzzle"));
            }
        }
        if count == 1 && ours != peer_line {
            problem("the unique solutions differ".into());
        }
    }
    problems
}

/// Whether `solution` is a valid full grid that keeps every given of `puzzle`.
fn completes(puzzle: &[u8; 81], solution: &[u8; 81]) -> bool {
    let keeps = puzzle
        .iter()
        .zip(solution)
        .all(|(&p, &s)| !p.is_ascii_digit() || p == b'0' || p == s);
    let mut seen = [[0u16; 9]; 3];
    for (i, &s) in solution.iter().enumerate() {
        if !(b'1'..=b'9').contains(&s) {
            return false;
        }
        let bit = 1 << (s - b'1');
        let (r, c) = (i / 9, i % 9);
        let b = shudu::Shape::classic().box_at(r, c);
        for (kind, h) in [r, c, b].into_iter().enumerate() {
            if seen[kind][h] & bit != 0 {
                return false;
            }
            seen[kind][h] |= bit;
        }
    }
    keeps
}

/// The peer's name for each of shudu's symmetries.
fn peer_symmetry(symmetry: Symmetry) -> PeerSymmetry {
    match symmetry {
        Symmetry::Rot180 => PeerSymmetry::HalfRotation,
        Symmetry::Rot90 => PeerSymmetry::QuarterRotation,
        Symmetry::MirrorH => PeerSymmetry::HorizontalMirror,
        Symmetry::MirrorV => PeerSymmetry::VerticalMirror,
        Symmetry::MirrorHV => PeerSymmetry::VerticalAndHorizontalMirror,
        Symmetry::Diagonal => PeerSymmetry::DiagonalMirror,
        Symmetry::AntiDiagonal => PeerSymmetry::AntidiagonalMirror,
        Symmetry::Diagonals => PeerSymmetry::BidiagonalMirror,
        Symmetry::Dihedral => PeerSymmetry::Dihedral,
        _ => PeerSymmetry::None,
    }
}

/// One symmetry's generation race: puzzles per second on each side.
pub struct GenerationRow {
    symmetry: &'static str,
    puzzles: u64,
    shudu: Duration,
    peer: Duration,
    shudu_clues: f64,
    peer_clues: f64,
}

/// Generates `n` random minimal puzzles with `symmetry` on each side, `repeat` times,
/// alternating; keeps the median run of each. shudu's are puzzles `0..n` of seed 2024;
/// the peer draws from its own thread-local generator (its API's default).
pub fn generation(symmetry: Symmetry, n: u64, repeat: usize) -> GenerationRow {
    let generator = Generator::new(2024).symmetry(symmetry);
    let peer = peer_symmetry(symmetry);
    let (mut ours, mut theirs) = (Vec::new(), Vec::new());
    let (mut shudu_clues, mut peer_clues) = (0, 0);
    for run in 0..repeat {
        let mut time_ours = || {
            let mut clues = 0;
            let start = Instant::now();
            for index in 0..n {
                if let Ok(made) = generator.generate(black_box(index)) {
                    clues += made.puzzle.given_count();
                }
            }
            shudu_clues = clues;
            start.elapsed()
        };
        let mut time_theirs = || {
            let mut clues = 0;
            let start = Instant::now();
            for _ in 0..n {
                clues += usize::from(black_box(Sudoku::generate_with_symmetry(peer)).n_clues());
            }
            peer_clues = clues;
            start.elapsed()
        };
        if run % 2 == 0 {
            ours.push(time_ours());
            theirs.push(time_theirs());
        } else {
            theirs.push(time_theirs());
            ours.push(time_ours());
        }
    }
    GenerationRow {
        symmetry: symmetry.name(),
        puzzles: n,
        shudu: best_and_median(&mut ours).1,
        peer: best_and_median(&mut theirs).1,
        shudu_clues: shudu_clues as f64 / n.max(1) as f64,
        peer_clues: peer_clues as f64 / n.max(1) as f64,
    }
}

impl GenerationRow {
    pub fn heading() -> String {
        format!(
            "{:<14} {:>7} {:>12} {:>12} {:>7} {:>12} {:>12}",
            "symmetry",
            "puzzles",
            "shudu /s",
            "sudoku /s",
            "speedup",
            "shudu clues",
            "sudoku clues"
        )
    }
}

impl fmt::Display for GenerationRow {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = self.puzzles as f64;
        let ours = n / self.shudu.as_secs_f64().max(1e-12);
        let theirs = n / self.peer.as_secs_f64().max(1e-12);
        write!(
            f,
            "{:<14} {:>7} {:>12.0} {:>12.0} {:>7.2} {:>12.2} {:>12.2}",
            self.symmetry,
            self.puzzles,
            ours,
            theirs,
            ours / theirs,
            self.shudu_clues,
            self.peer_clues,
        )
    }
}
