//! Times the variant kernel and generator (`shudu::variant`) on one thread: for each size
//! and variant, puzzles are generated from a fixed seed (each generation timed), then each
//! generated puzzle is solved several times (a uniqueness solve: search to two
//! solutions); the table shows medians of processor time per puzzle and the median
//! guesses (branching points) of a uniqueness solve; `unproven` counts the clues, over
//! all the row's puzzles, kept because their proof ran out of budget (large boards, see
//! `shudu::variant::LARGE_BOARD_GUESSES`). Killer puzzles with
//! no givens (cages alone make the solution unique) are timed as generated per second.
//!
//! Run with `cargo run --release -p shudu-bench -- variant-speed [--count N]
//! [--budget SECS] [--only NAME,...]`; `--count` puzzles per row (default 11), `--budget`
//! caps the generation time of a row (default 60 s; at least one puzzle is made).
//! `--reps N` solves each puzzle exactly N times instead of timing runs until 2 ms have
//! passed: the work then depends on nothing but the arguments, so instruction counts
//! (`valgrind --tool=callgrind`) of two builds compare.
//!
//! A subcommand of the harness, `variant-speed`: `main.rs` hands it the arguments that
//! follow its name.

use std::hint::black_box;
use std::sync::Arc;
use std::time::Duration;

use shudu::Symmetry;
use shudu::variant::constraints::{AntiKing, AntiKnight, NonConsecutive};
use shudu::variant::{Extra, KillerOptions, Puzzle, Rules, Shape};

use crate::cpu_time;

const JIGSAW: &str = include_str!("../../shudu/testdata/variants/jigsaw9.json");

/// How one row of the table makes its puzzles.
enum Make {
    /// `Puzzle::generate` with 180° symmetry.
    Plain(Arc<Rules>),
    /// `Puzzle::generate_killer` on 9×9 with the default options (no givens).
    Killer,
}

fn size(n: usize) -> Rules {
    Rules::new(Shape::for_size(n).expect("a known size"))
}

fn rows() -> Vec<(&'static str, Make)> {
    let plain = |r: Rules| Make::Plain(Arc::new(r));
    let nine = || size(9);
    vec![
        ("4x4", plain(size(4))),
        ("6x6", plain(size(6))),
        ("8x8", plain(size(8))),
        ("9x9", plain(nine())),
        ("12x12", plain(size(12))),
        ("16x16", plain(size(16))),
        ("25x25", plain(size(25))),
        (
            "x",
            plain(
                nine()
                    .with_extra(Extra::MainDiagonal)
                    .and_then(|r| r.with_extra(Extra::AntiDiagonal))
                    .expect("x fits 9x9"),
            ),
        ),
        (
            "windoku",
            plain(nine().with_extra(Extra::Windoku).expect("fits")),
        ),
        (
            "disjoint",
            plain(nine().with_extra(Extra::DisjointGroups).expect("fits")),
        ),
        (
            "jigsaw",
            plain(
                Puzzle::from_json(JIGSAW)
                    .expect("the jigsaw fixture reads")
                    .rules()
                    .clone(),
            ),
        ),
        (
            "anti-knight",
            plain(nine().with_constraint(AntiKnight).expect("fits")),
        ),
        (
            "anti-king",
            plain(nine().with_constraint(AntiKing).expect("fits")),
        ),
        (
            "non-consecutive",
            plain(nine().with_constraint(NonConsecutive).expect("fits")),
        ),
        ("killer", Make::Killer),
    ]
}

pub fn run(args: Vec<String>) {
    let mut count = 11u64;
    let mut budget = 60.0f64;
    let mut only: Option<Vec<String>> = None;
    let mut reps: Option<u32> = None;
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        let mut value = || args.next().unwrap_or_else(|| usage(&arg));
        match arg.as_str() {
            "--count" => count = value().parse().unwrap_or_else(|_| usage("--count")),
            "--budget" => budget = value().parse().unwrap_or_else(|_| usage("--budget")),
            "--only" => only = Some(value().split(',').map(String::from).collect()),
            "--reps" => reps = Some(value().parse().unwrap_or_else(|_| usage("--reps"))),
            _ => usage(&arg),
        }
    }
    let count = count.max(1);
    println!("{}", crate::machine::header());
    println!(
        "{:<16} {:>7} {:>7} {:>14} {:>14} {:>12} {:>12} {:>8} {:>9}",
        "variant",
        "puzzles",
        "givens",
        "generate med",
        "generate max",
        "solve med",
        "solve max",
        "guesses",
        "unproven"
    );
    for (name, make) in rows() {
        if only
            .as_ref()
            .is_some_and(|o| !o.iter().any(|n| n.as_str() == name))
        {
            continue;
        }
        let mut unproven = 0;
        let mut generate = Vec::new();
        let mut made = Vec::new();
        let mut spent = Duration::ZERO;
        for index in 0..count {
            let start = cpu_time::thread();
            let puzzle = match &make {
                Make::Plain(rules) => {
                    let made = Puzzle::generate(rules.clone(), Symmetry::Rot180, 2026, index)
                        .expect("the rules have solutions");
                    unproven += made.unproven;
                    made.puzzle
                }
                Make::Killer => {
                    Puzzle::generate_killer(
                        size(9),
                        KillerOptions::default(),
                        Symmetry::None,
                        2026,
                        index,
                    )
                    .expect("a killer puzzle within the attempts")
                    .puzzle
                }
            };
            let took = cpu_time::thread() - start;
            spent += took;
            generate.push(took);
            made.push(puzzle);
            if spent.as_secs_f64() > budget {
                break;
            }
        }
        let mut solve = Vec::new();
        for puzzle in &made {
            // Several runs of one puzzle, its median kept: a short solve is below the
            // clock's resolution otherwise.
            let runs_of = |_| {
                let start = cpu_time::thread();
                let mut done = 0u32;
                loop {
                    black_box(black_box(puzzle).solve());
                    done += 1;
                    let took = cpu_time::thread() - start;
                    let enough = match reps {
                        Some(reps) => done >= reps,
                        None => took > Duration::from_millis(2) || done >= 1000,
                    };
                    if enough {
                        break took / done;
                    }
                }
            };
            let mut runs: Vec<Duration> = (0..if reps.is_some() { 1 } else { 5 })
                .map(runs_of)
                .collect();
            runs.sort();
            solve.push(runs[runs.len() / 2]);
        }
        let givens: usize = made.iter().map(Puzzle::given_count).sum::<usize>() / made.len();
        let mut guesses: Vec<u64> = made.iter().map(|p| p.count(2).guesses).collect();
        guesses.sort_unstable();
        println!(
            "{:<16} {:>7} {:>7} {:>14} {:>14} {:>12} {:>12} {:>8} {:>9}",
            name,
            made.len(),
            givens,
            shown(median(&mut generate)),
            shown(*generate.iter().max().expect("one at least")),
            shown(median(&mut solve)),
            shown(*solve.iter().max().expect("one at least")),
            guesses[guesses.len() / 2],
            unproven,
        );
    }
}

fn median(times: &mut [Duration]) -> Duration {
    times.sort();
    times[times.len() / 2]
}

/// A duration in the unit that suits it: µs below a millisecond, ms below a second.
fn shown(d: Duration) -> String {
    let s = d.as_secs_f64();
    if s < 1e-3 {
        format!("{:.1} µs", s * 1e6)
    } else if s < 1.0 {
        format!("{:.2} ms", s * 1e3)
    } else {
        format!("{s:.2} s")
    }
}

fn usage(arg: &str) -> ! {
    eprintln!(
        "shudu-bench variant-speed: bad argument {arg:?}\n\
         usage: shudu-bench variant-speed [--count N] [--budget SECS] [--only NAME,...] [--reps N]"
    );
    std::process::exit(2);
}
