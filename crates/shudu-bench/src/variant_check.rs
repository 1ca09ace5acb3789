//! `variant-check`: correctness and speed of the variant engine at scale. For every size
//! and variant of issue #14 it generates puzzles from fixed seeds (seed 14, indices 0, 1,
//! …) and checks each one: the library counts exactly one solution, so does the
//! independent oracle (`crates/shudu-oracle`, which shares no code with the library), the
//! solution completes the givens, and the puzzle is minimal — every clue taken away
//! leaves several solutions by the library's count and, for the clues `--oracle-clues`
//! asks for, by the oracle's too. Killer puzzles without givens have no clue to take away.
//!
//! The table gives, per kind, how many puzzles passed each check, the median clue count,
//! and the medians of generating one puzzle and of solving it (`Puzzle::solve`, which
//! proves uniqueness), timed by the thread's CPU time (`cpu_time.rs`), one thread. Any
//! failure is printed with the puzzle's JSON and makes the exit code 1.
//!
//! `--progress N` prints a line to standard error after every N puzzles of a kind (the
//! puzzles checked so far, the failures among them and the processor time), so a run
//! stopped before its summary still says how far it got.
//!
//! `--export DIR` writes the first 20 puzzles of each kind to `DIR/<kind>.jsonl` in
//! shudu's variant JSON, for the SMT check (`scripts/z3-check`).
//!
//! Run with `cargo run --release -p shudu-bench -- variant-check [--count N]
//! [--only KIND,...] [--oracle-clues all|one|none] [--progress N] [--export DIR]`.

use std::sync::Arc;
use std::time::Duration;

use shudu::Symmetry;
use shudu::variant::constraints::{AntiKing, AntiKnight, NonConsecutive};
use shudu::variant::{
    ArrowOptions, Extra, Generated, KillerOptions, LineOptions, OddEvenOptions, OutsideClueOptions,
    PairMarkOptions, Pos, Puzzle, Rules, Shape, ThermoOptions,
};
use shudu_oracle::Oracle;

use crate::cpu_time;

const SEED: u64 = 14;
const EXPORTED: u64 = 20;

/// How a kind's puzzles are made.
enum Maker {
    /// `Puzzle::generate` on these rules.
    Plain(Arc<Rules>),
    /// `Puzzle::generate_odd_even` on the classic board.
    OddEven,
    /// A new random layout per puzzle (`Rules::with_random_regions`), then
    /// `Puzzle::generate`.
    Jigsaw,
    /// `Puzzle::generate_killer` on the classic board.
    Killer(KillerOptions),
    /// `Puzzle::generate_thermo` on the classic board.
    Thermo,
    /// `Puzzle::generate_pair_marks` on the classic board.
    PairMarks(PairMarkOptions),
    /// `Puzzle::generate_lines` on the classic board.
    Lines(LineOptions),
    /// `Puzzle::generate_arrows` on the classic board.
    Arrows,
    /// `Puzzle::generate_outside_clues` on the classic board.
    Outside(OutsideClueOptions),
}

/// Every kind the check runs, by name.
fn kinds() -> Vec<(&'static str, Maker)> {
    let size = |n: usize| Rules::new(Shape::for_size(n).expect("a size shudu knows"));
    let plain = |r: Rules| Maker::Plain(Arc::new(r));
    let with = |r: Rules, e: Extra| r.with_extra(e).expect("the extra fits the board");
    vec![
        ("4x4", plain(size(4))),
        ("6x6", plain(size(6))),
        ("8x8", plain(size(8))),
        ("9x9", plain(size(9))),
        ("12x12", plain(size(12))),
        ("16x16", plain(size(16))),
        ("25x25", plain(size(25))),
        (
            "x",
            plain(with(
                with(size(9), Extra::MainDiagonal),
                Extra::AntiDiagonal,
            )),
        ),
        ("windoku", plain(with(size(9), Extra::Windoku))),
        ("jigsaw", Maker::Jigsaw),
        ("killer", Maker::Killer(KillerOptions::default())),
        (
            "killer-givens",
            Maker::Killer(KillerOptions {
                givens: true,
                attempts: 1,
                ..KillerOptions::default()
            }),
        ),
        (
            "anti-knight",
            plain(size(9).with_constraint(AntiKnight).expect("fits")),
        ),
        (
            "anti-king",
            plain(size(9).with_constraint(AntiKing).expect("fits")),
        ),
        (
            "non-consecutive",
            plain(size(9).with_constraint(NonConsecutive).expect("fits")),
        ),
        (
            "disjoint-groups",
            plain(with(size(9), Extra::DisjointGroups)),
        ),
        ("odd-even", Maker::OddEven),
        ("thermo", Maker::Thermo),
        ("kropki", Maker::PairMarks(PairMarkOptions::KROPKI)),
        ("xv", Maker::PairMarks(PairMarkOptions::XV)),
        ("whispers", Maker::Lines(LineOptions::WHISPERS)),
        ("renban", Maker::Lines(LineOptions::RENBAN)),
        ("arrow", Maker::Arrows),
        ("sandwich", Maker::Outside(OutsideClueOptions::SANDWICH)),
        (
            "little-killer",
            Maker::Outside(OutsideClueOptions::LITTLE_KILLER),
        ),
    ]
}

/// Which clues the oracle re-counts without.
#[derive(Clone, Copy, PartialEq)]
enum OracleClues {
    All,
    One,
    None,
}

pub fn run(args: Vec<String>) {
    let mut count = 500u64;
    let mut only: Option<Vec<String>> = None;
    let mut oracle_clues = OracleClues::All;
    let mut export: Option<std::path::PathBuf> = None;
    let mut progress = 0u64;
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        let mut value = || {
            args.next().unwrap_or_else(|| {
                eprintln!("variant-check: {arg} needs a value");
                std::process::exit(2)
            })
        };
        match arg.as_str() {
            "--count" => {
                count = value().parse().unwrap_or_else(|_| {
                    eprintln!("variant-check: --count N, a whole number");
                    std::process::exit(2)
                })
            }
            "--progress" => {
                progress = value().parse().unwrap_or_else(|_| {
                    eprintln!("variant-check: --progress needs a number of puzzles");
                    std::process::exit(2)
                })
            }
            "--only" => only = Some(value().split(',').map(str::to_owned).collect()),
            "--oracle-clues" => {
                oracle_clues = match value().as_str() {
                    "all" => OracleClues::All,
                    "one" => OracleClues::One,
                    "none" => OracleClues::None,
                    other => {
                        eprintln!("variant-check: --oracle-clues all, one or none, not {other:?}");
                        std::process::exit(2)
                    }
                }
            }
            "--export" => export = Some(value().into()),
            other => {
                eprintln!(
                    "variant-check: unknown argument {other:?}; see the module's doc for usage"
                );
                std::process::exit(2)
            }
        }
    }
    let kinds: Vec<_> = kinds()
        .into_iter()
        .filter(|(name, _)| only.as_ref().is_none_or(|o| o.iter().any(|n| n == name)))
        .collect();
    if kinds.is_empty() {
        eprintln!("variant-check: --only names no kind");
        std::process::exit(2);
    }
    if let Some(dir) = &export {
        std::fs::create_dir_all(dir).expect("the export directory can be made");
    }
    println!("{}", crate::machine::header());
    println!(
        "{:<16} {:>6} {:>7} {:>7} {:>7} {:>9} {:>6} {:>12} {:>12} {:>8}",
        "kind",
        "made",
        "unique",
        "oracle",
        "minimal",
        "oracle-min",
        "clues",
        "generate",
        "solve",
        "check"
    );
    let mut failures = 0;
    for (name, maker) in kinds {
        let mut row = Row::default();
        let mut exported = Vec::new();
        let started = cpu_time::thread();
        let failures_before = failures;
        for index in 0..count {
            let before = cpu_time::thread();
            let made = make(&maker, index);
            let generate = cpu_time::thread() - before;
            let made = match made {
                Ok(made) => made,
                Err(e) => {
                    println!("{name} #{index}: not generated: {e}");
                    failures += 1;
                    continue;
                }
            };
            row.made += 1;
            row.generate.push(generate);
            let before = cpu_time::thread();
            let outcome = made.puzzle.solve();
            row.solve.push(cpu_time::thread() - before);
            let problems = check(&made, oracle_clues, &mut row);
            if !matches!(outcome, shudu::variant::Outcome::Unique(ref s) if *s == made.solution) {
                println!("{name} #{index}: solve does not give the generated solution");
                failures += 1;
            }
            for p in &problems {
                println!("{name} #{index}: {p}: {}", made.puzzle.to_json());
            }
            failures += problems.len();
            if index < EXPORTED {
                exported.push(made.puzzle.to_json());
            }
            if progress > 0 && (index + 1) % progress == 0 {
                eprintln!(
                    "{name}: {} puzzles checked, {} failures so far, {:.0} s",
                    index + 1,
                    failures - failures_before,
                    (cpu_time::thread() - started).as_secs_f64()
                );
            }
        }
        if let Some(dir) = &export {
            let path = dir.join(format!("{name}.jsonl"));
            std::fs::write(&path, exported.join("\n") + "\n").expect("the export can be written");
        }
        let total = cpu_time::thread() - started;
        println!(
            "{:<16} {:>6} {:>7} {:>7} {:>7} {:>9} {:>6} {:>12} {:>12} {:>8}",
            name,
            row.made,
            row.unique,
            row.oracle_unique,
            row.minimal_text(),
            row.oracle_minimal_text(oracle_clues),
            median(&mut row.clues).map_or("-".into(), |c| c.to_string()),
            median(&mut row.generate).map_or("-".into(), show),
            median(&mut row.solve).map_or("-".into(), show),
            format!("{:.0} s", total.as_secs_f64()),
        );
    }
    if failures > 0 {
        println!("{failures} failures");
        std::process::exit(1);
    }
}

/// What one kind's puzzles showed.
#[derive(Default)]
struct Row {
    made: usize,
    unique: usize,
    oracle_unique: usize,
    /// Puzzles every clue of which is needed, by the library's count (a puzzle with no
    /// clue among them); `None` before the first puzzle.
    minimal: Option<usize>,
    oracle_minimal: Option<usize>,
    clues: Vec<usize>,
    generate: Vec<Duration>,
    solve: Vec<Duration>,
}

impl Row {
    fn minimal_text(&self) -> String {
        self.minimal.map_or("-".into(), |m| m.to_string())
    }

    fn oracle_minimal_text(&self, clues: OracleClues) -> String {
        match (self.oracle_minimal, clues) {
            (None, _) | (_, OracleClues::None) => "-".into(),
            (Some(m), OracleClues::One) => format!("{m} (1)"),
            (Some(m), OracleClues::All) => m.to_string(),
        }
    }
}

fn make(maker: &Maker, index: u64) -> Result<Generated, shudu::variant::VariantError> {
    match maker {
        Maker::Plain(rules) => Puzzle::generate(rules.clone(), Symmetry::None, SEED, index),
        Maker::Killer(options) => Puzzle::generate_killer(
            Rules::new(Shape::classic()),
            *options,
            Symmetry::None,
            SEED,
            index,
        ),
        Maker::OddEven => Puzzle::generate_odd_even(
            Rules::new(Shape::classic()),
            OddEvenOptions::default(),
            Symmetry::None,
            SEED,
            index,
        ),
        Maker::Thermo => Puzzle::generate_thermo(
            Rules::new(Shape::classic()),
            ThermoOptions::default(),
            Symmetry::None,
            SEED,
            index,
        ),
        Maker::PairMarks(options) => Puzzle::generate_pair_marks(
            Rules::new(Shape::classic()),
            *options,
            Symmetry::None,
            SEED,
            index,
        ),
        Maker::Lines(options) => Puzzle::generate_lines(
            Rules::new(Shape::classic()),
            *options,
            Symmetry::None,
            SEED,
            index,
        ),
        Maker::Arrows => Puzzle::generate_arrows(
            Rules::new(Shape::classic()),
            ArrowOptions::default(),
            Symmetry::None,
            SEED,
            index,
        ),
        Maker::Outside(options) => Puzzle::generate_outside_clues(
            Rules::new(Shape::classic()),
            *options,
            Symmetry::None,
            SEED,
            index,
        ),
        Maker::Jigsaw => {
            let rules = Rules::new(Shape::classic()).with_random_regions(SEED, index)?;
            Puzzle::generate(rules, Symmetry::None, SEED, index)
        }
    }
}

/// The checks on one puzzle; what failed, in words.
fn check(made: &Generated, oracle_clues: OracleClues, row: &mut Row) -> Vec<String> {
    let mut problems = Vec::new();
    let puzzle = &made.puzzle;
    if !puzzle.is_completed_by(&made.solution) || !puzzle.violations().is_empty() {
        problems.push("the solution does not complete the givens".to_owned());
    }
    match puzzle.count(2).solutions {
        1 => row.unique += 1,
        k => problems.push(format!("the library counts {k} solutions")),
    }
    match Oracle::from_json(&puzzle.to_json()).count(2) {
        Some(1) => row.oracle_unique += 1,
        k => problems.push(format!("the oracle counts {k:?} solutions")),
    }
    let n = puzzle.size();
    let clues: Vec<usize> = (0..n * n).filter(|&i| puzzle.values()[i] != 0).collect();
    row.clues.push(clues.len());
    // A puzzle with no clue (a killer whose cages alone are unique) is minimal as it is:
    // the loop below has nothing to take away, and it still counts in both columns.
    let (mut minimal, mut oracle_minimal) = (true, true);
    for (k, &i) in clues.iter().enumerate() {
        let fewer = puzzle.clone().with(Pos::from_index(i, n), 0);
        if fewer.count(2).solutions < 2 {
            minimal = false;
            problems.push(format!(
                "clue {} is not needed (library)",
                Pos::from_index(i, n)
            ));
        }
        let ask = match oracle_clues {
            OracleClues::All => true,
            OracleClues::One => k == 0,
            OracleClues::None => false,
        };
        if ask && Oracle::from_json(&fewer.to_json()).count(2) != Some(2) {
            oracle_minimal = false;
            problems.push(format!(
                "clue {} is not needed (oracle)",
                Pos::from_index(i, n)
            ));
        }
    }
    *row.minimal.get_or_insert(0) += usize::from(minimal);
    *row.oracle_minimal.get_or_insert(0) += usize::from(oracle_minimal);
    problems
}

fn median<T: Ord + Copy>(values: &mut [T]) -> Option<T> {
    values.sort_unstable();
    values.get(values.len() / 2).copied()
}

/// A duration in the unit that suits it.
fn show(d: Duration) -> String {
    let s = d.as_secs_f64();
    if s >= 1.0 {
        format!("{s:.2} s")
    } else if s >= 1e-3 {
        format!("{:.2} ms", s * 1e3)
    } else {
        format!("{:.1} µs", s * 1e6)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Regression: a killer whose cages alone are unique has no clue to take away, and
    /// was left out of the minimal columns, so a row of such puzzles read as not minimal.
    #[test]
    fn a_puzzle_without_clues_counts_as_minimal() {
        let made = Puzzle::generate_killer(
            Rules::new(Shape::new(2, 2).expect("a 4x4 shape")),
            KillerOptions::default(),
            Symmetry::None,
            SEED,
            0,
        )
        .expect("a 4x4 killer");
        assert_eq!(made.puzzle.given_count(), 0);
        let mut row = Row::default();
        let problems = check(&made, OracleClues::All, &mut row);
        assert!(problems.is_empty(), "{problems:?}");
        assert_eq!((row.minimal, row.oracle_minimal), (Some(1), Some(1)));
    }
}
