//! Measures how often shudu's ratings of 9×9 variant puzzles agree with Sudoku
//! Explainer's on `data/se_rated_variants.txt` (lines `rules puzzle ER/EP/ED`, rated by
//! SukakuExplainer's `serate` with the variant's option; the file's header says how).
//!
//! Run with `cargo run --release -p shudu-bench -- se-variant-agreement [FILE] [SECONDS]
//! [--each]` (each puzzle within SECONDS, default 30; a puzzle not rated by then counts as
//! unrated; `--each` also prints every puzzle's line with shudu's ER and time). Prints,
//! per variant, how many puzzles there are and the share whose ER is equal, within ±0.1
//! and within ±0.5 of Sudoku Explainer's (a puzzle shudu cannot rate counts as a miss),
//! and how many shudu rates higher and lower.
//!
//! A subcommand of the harness, `se-variant-agreement`: `main.rs` hands it the arguments
//! that follow its name. The library calls it makes are those of `shudu::logic` and
//! `shudu::variant`.

use std::collections::BTreeMap;
use std::time::Instant;

use shudu::logic::{Board, Budget, Logic, Repertoire, rate_path};
use shudu::variant::{Puzzle, Rules, Shape, Symbols};

/// Tenths from "4.2".
fn tenths(text: &str) -> Option<i32> {
    let (units, tenth) = text.split_once('.')?;
    Some(units.parse::<i32>().ok()? * 10 + tenth.parse::<i32>().ok()?)
}

/// The rules named as `--variant` names them ("x", "anti-knight", "x,windoku").
fn rules_of(names: &str) -> Result<Rules, String> {
    let mut rules = Rules::new(Shape::classic());
    for name in names.split(',') {
        rules = rules.with_named(name).map_err(|e| e.to_string())?;
    }
    Ok(rules)
}

#[derive(Default)]
struct Tally {
    puzzles: usize,
    equal: usize,
    within: [usize; 2],
    higher: usize,
    lower: usize,
    unrated: usize,
}

pub fn run(args: Vec<String>) {
    if let Err(e) = agreement(&args) {
        eprintln!("se-variant-agreement: {e}");
        std::process::exit(2);
    }
}

fn agreement(args: &[String]) -> Result<(), String> {
    let each = args.iter().any(|a| a == "--each");
    let args: Vec<&String> = args.iter().filter(|a| *a != "--each").collect();
    let seconds: u64 = match args.get(1) {
        Some(s) => s.parse().map_err(|_| format!("bad SECONDS {s:?}"))?,
        None => 30,
    };
    let path = args.first().map(|s| s.to_string()).unwrap_or_else(|| {
        concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../data/se_rated_variants.txt"
        )
        .into()
    });
    let text = std::fs::read_to_string(&path).map_err(|e| format!("{path}: {e}"))?;
    let mut tallies: BTreeMap<String, Tally> = BTreeMap::new();
    let start = Instant::now();
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let at = |what: &str| format!("{path}:{}: {what}", n + 1);
        let fields: Vec<&str> = line.split_whitespace().collect();
        let [names, givens, figures, ..] = fields[..] else {
            return Err(at("expected: rules puzzle ER/EP/ED"));
        };
        let er = figures
            .split('/')
            .next()
            .and_then(tenths)
            .ok_or_else(|| at(&format!("bad rating {figures:?}")))?;
        let rules = rules_of(names).map_err(|e| at(&e))?;
        let puzzle =
            Puzzle::from_line(rules, givens, Symbols::Standard).map_err(|e| at(&e.to_string()))?;
        let board = Board::of_variant(&puzzle).map_err(|e| at(&e.to_string()))?;
        let budget = Budget::within(std::time::Duration::from_secs(seconds));
        let began = Instant::now();
        let rating = rate_path(
            &Logic::new(Repertoire::SudokuExplainer)
                .within(&budget)
                .solve_path_from(board),
        );
        if each {
            let ours = match &rating {
                Ok(r) => format!("{}.{}", r.er / 10, r.er % 10),
                Err(_) => "unrated".to_string(),
            };
            let seconds = began.elapsed().as_secs_f64();
            println!("{names} {givens} serate {figures} shudu {ours} ({seconds:.2} s)");
        }
        let tally = tallies.entry(names.to_string()).or_default();
        tally.puzzles += 1;
        match rating {
            Ok(r) => {
                let ours = i32::from(r.er);
                let diff = ours - er;
                tally.equal += usize::from(diff == 0);
                tally.within[0] += usize::from(diff.abs() <= 1);
                tally.within[1] += usize::from(diff.abs() <= 5);
                tally.higher += usize::from(diff > 0);
                tally.lower += usize::from(diff < 0);
            }
            Err(_) => tally.unrated += 1,
        }
    }
    println!(
        "{path}: ER agreement with serate per variant ({:.1} s)",
        start.elapsed().as_secs_f64()
    );
    println!(
        "{:<18} {:>7} {:>7} {:>7} {:>7} {:>7} {:>7} {:>8}",
        "variant", "puzzles", "equal", "±0.1", "±0.5", "higher", "lower", "unrated"
    );
    let pct = |k: usize, n: usize| format!("{:.1}%", 100.0 * k as f64 / n.max(1) as f64);
    for (names, t) in &tallies {
        println!(
            "{:<18} {:>7} {:>7} {:>7} {:>7} {:>7} {:>7} {:>8}",
            names,
            t.puzzles,
            pct(t.equal, t.puzzles),
            pct(t.within[0], t.puzzles),
            pct(t.within[1], t.puzzles),
            t.higher,
            t.lower,
            t.unrated
        );
    }
    Ok(())
}
