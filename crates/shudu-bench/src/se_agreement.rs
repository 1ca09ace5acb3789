//! Measures how often shudu's rating agrees with Sudoku Explainer's on
//! `data/se_rated_dev.txt` (lines `puzzle ER/EP/ED technique name`, rated by
//! SukakuExplainer's `serate` with default settings).
//!
//! Run with `cargo run --release -p shudu-bench -- se-agreement [FILE] [--se-profile
//! NAME]`. Rates on the profile named (`sukaku`, the default, or `se121`; see
//! `shudu::logic::SeProfile`), and prints the share of puzzles whose ER, EP and ED all
//! equal Sudoku Explainer's, and each within ±0.1 and ±0.5 (a puzzle shudu cannot rate
//! counts as a miss), then, per Sudoku Explainer hardest technique (when the file names
//! it), how many puzzles there are, how many shudu rates with the same ER, and what shudu
//! says for the others. `data/se121_rated_dev.txt`, rated by Sudoku Explainer 1.2.1.3, is
//! the reference of the `se121` profile.
//!
//! A subcommand of the harness, `se-agreement`: `main.rs` hands it the arguments that follow
//! its name. The library calls it makes are those of `shudu::logic`.

use std::collections::BTreeMap;
use std::time::Instant;

use shudu::Grid;
use shudu::logic::{Logic, SeProfile, Unrated};

use crate::tool_input;

/// Tenths from "4.2".
fn tenths(text: &str) -> Option<i32> {
    let (units, tenth) = text.split_once('.')?;
    Some(units.parse::<i32>().ok()? * 10 + tenth.parse::<i32>().ok()?)
}

struct Expected {
    grid: Grid,
    er: i32,
    ep: i32,
    ed: i32,
    technique: String,
}

fn parse_line(line: &str) -> Option<Expected> {
    let mut fields = line.split_whitespace();
    let grid: Grid = fields.next()?.parse().ok()?;
    let mut figures = fields.next()?.split('/');
    let er = tenths(figures.next()?)?;
    let ep = tenths(figures.next()?)?;
    let ed = tenths(figures.next()?)?;
    // The technique name, without Sudoku Explainer's trailing pattern code ("011").
    let words: Vec<&str> = fields.collect();
    let keep = match words.last() {
        Some(w) if w.chars().all(|c| c.is_ascii_digit()) => words.len() - 1,
        _ => words.len(),
    };
    Some(Expected {
        grid,
        er,
        ep,
        ed,
        technique: words[..keep].join(" "),
    })
}

#[derive(Default)]
struct Tally {
    within: [usize; 2],
}

const TOOL: &str = "se-agreement";

pub fn run(args: Vec<String>) {
    let mut profile = SeProfile::default();
    let mut path = None;
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        if arg == "--se-profile" {
            let name = args.next().unwrap_or_default();
            profile = SeProfile::from_name(&name).unwrap_or_else(|| {
                let known = "sukaku, se121";
                tool_input::stop(
                    TOOL,
                    &format!("--se-profile: no profile {name:?} ({known})"),
                )
            });
        } else {
            path = Some(arg);
        }
    }
    let path = path.unwrap_or_else(|| {
        concat!(env!("CARGO_MANIFEST_DIR"), "/../../data/se_rated_dev.txt").into()
    });
    let logic = Logic::new(profile.repertoire());
    let text = tool_input::read_text(TOOL, &path);
    let puzzles: Vec<Expected> = text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .filter_map(parse_line)
        .collect();
    let start = Instant::now();
    let (mut er, mut ep, mut ed) = (Tally::default(), Tally::default(), Tally::default());
    let (mut unrated, mut exact) = (0, 0);
    // SE technique -> (puzzles, same ER, what shudu said otherwise -> count)
    let mut by_technique: BTreeMap<String, (usize, usize, BTreeMap<String, usize>)> =
        BTreeMap::new();
    for p in &puzzles {
        let entry = by_technique.entry(p.technique.clone()).or_default();
        entry.0 += 1;
        match logic.rate(&p.grid) {
            Ok(r) => {
                exact += usize::from(
                    (i32::from(r.er), i32::from(r.ep), i32::from(r.ed)) == (p.er, p.ep, p.ed),
                );
                for (tally, ours, theirs) in [
                    (&mut er, r.er, p.er),
                    (&mut ep, r.ep, p.ep),
                    (&mut ed, r.ed, p.ed),
                ] {
                    let diff = (i32::from(ours) - theirs).abs();
                    tally.within[0] += usize::from(diff <= 1);
                    tally.within[1] += usize::from(diff <= 5);
                }
                if i32::from(r.er) == p.er {
                    entry.1 += 1;
                } else {
                    let said = format!("{}.{} {}", r.er / 10, r.er % 10, r.hardest);
                    *entry.2.entry(said).or_default() += 1;
                }
            }
            Err(e) => {
                unrated += 1;
                let said = match e {
                    Unrated::BeyondTechniques { .. } => "beyond".to_string(),
                    other => other.to_string(),
                };
                *entry.2.entry(said).or_default() += 1;
            }
        }
    }
    let n = puzzles.len();
    let share = |k: usize| 100.0 * k as f64 / n as f64;
    let elapsed = start.elapsed();
    println!(
        "{n} puzzles from {path}, rated on profile {profile} in {elapsed:.2?} ({:.0} puzzles/s, one thread)",
        n as f64 / elapsed.as_secs_f64()
    );
    println!("ER, EP and ED all equal: {exact} ({:.2} %)", share(exact));
    println!(
        "unrated (beyond the implemented techniques): {unrated} ({:.1} %)",
        share(unrated)
    );
    for (name, t) in [("ER", &er), ("EP", &ep), ("ED", &ed)] {
        println!(
            "{name}: within ±0.1 {:.1} %, within ±0.5 {:.1} %",
            share(t.within[0]),
            share(t.within[1])
        );
    }
    println!("\nby Sudoku Explainer's hardest technique: puzzles, same ER, shudu otherwise");
    let mut rows: Vec<_> = by_technique.into_iter().collect();
    rows.sort_by_key(|(_, (count, _, _))| std::cmp::Reverse(*count));
    for (technique, (count, same, other)) in rows {
        let others: Vec<String> = other.iter().map(|(k, v)| format!("{k} ×{v}")).collect();
        println!(
            "{technique:<40} {count:>5} {same:>5}  {}",
            others.join(", ")
        );
    }
}
