//! `shudu check`: broken rules, solvability, uniqueness and minimality of a puzzle of any
//! board, with the redundant clues listed so a puzzle maker can remove them; the
//! library's [`shudu::variant::Puzzle::check`] chooses the engine and words the verdict.
//! With `--symmetry`, the groups of symmetric clues that can go together, where the
//! rules have a classic grid to lay them out on.

use std::io::Write;

use serde_json::{Map, Value, json};
use shudu::generate::redundant_groups;
use shudu::variant::{Check, Symbols, Verdict};
use shudu::{Cell, Grid, Orbit, Symmetry};

use crate::batch::{Rendered, Summary};
use crate::cli::CheckArgs;
use crate::input::{self, Sourced};
use crate::render::{board_fields, json_line, merge_record, text_line};

/// The clues that can go together under `symmetry` (`r1c1=5` alone, `{r1c1=5 r9c9=3}`
/// as a group).
fn removable(grid: &Grid, groups: &[Orbit]) -> Vec<String> {
    let given = |c: &Cell| format!("{c}={}", grid.get(*c).map_or(0, |d| d.get()));
    groups
        .iter()
        .map(|group| match group.cells() {
            [one] => given(one),
            cells => {
                let parts: Vec<String> = cells.iter().map(given).collect();
                format!("{{{}}}", parts.join(" "))
            }
        })
        .collect()
}

/// The symmetric groups of clues that can go together, each a list of
/// `{"cell","digit"}` records as the library writes them; `null` when the puzzle is not
/// unique, as the record's `redundant`.
fn symmetric_groups(grid: &Grid, groups: Option<&[Orbit]>) -> Value {
    let Some(groups) = groups else {
        return Value::Null;
    };
    let groups: Vec<Vec<Value>> = groups
        .iter()
        .map(|group| {
            group
                .cells()
                .iter()
                .map(|&cell| json!({ "cell": cell, "digit": grid.get(cell) }))
                .collect()
        })
        .collect();
    json!(groups)
}

/// The verdict of a unique puzzle judged under `symmetry`: its status (`minimal` when
/// no group can go) and words, from the groups that can.
fn symmetric_verdict(
    clues: usize,
    removable: &[String],
    symmetry: Symmetry,
) -> (&'static str, String) {
    if removable.is_empty() {
        return (
            "minimal",
            format!("valid, unique, minimal for {symmetry} ({clues} clues)"),
        );
    }
    let noun = if removable.len() == 1 {
        "group"
    } else {
        "groups"
    };
    (
        "unique",
        format!(
            "valid, unique, not minimal for {symmetry} ({clues} clues; {} redundant {noun}: {})",
            removable.len(),
            removable.join(" ")
        ),
    )
}

/// `check --symmetry`'s judgement of a checked puzzle laid out on `grid`: the status and
/// words, and the record's fields for the symmetry.
fn with_symmetry(
    report: &Check,
    grid: &Grid,
    symmetry: Symmetry,
    symbols: Symbols,
) -> (&'static str, String, Map<String, Value>) {
    let unique = report.verdict.is_unique();
    // The symmetric groups, searched once for both the words and the record.
    let groups = unique.then(|| redundant_groups(grid, symmetry));
    let (status, mut words) = match &groups {
        Some(groups) => symmetric_verdict(report.clues, &removable(grid, groups), symmetry),
        None => (report.verdict.name(), report.words(symbols)),
    };
    let laid_out = symmetry.holds_for(grid);
    if report.verdict != Verdict::Invalid && !laid_out {
        words.push_str(&format!("; the clues are not laid out with {symmetry}"));
    }
    let fields = Map::from_iter([
        ("symmetry".into(), json!(symmetry.name())),
        ("symmetric".into(), json!(laid_out)),
        (
            "minimal_for_symmetry".into(),
            json!(groups.as_ref().is_some_and(|g| g.is_empty())),
        ),
        (
            "redundant_groups".into(),
            symmetric_groups(grid, groups.as_deref()),
        ),
    ]);
    (status, words, fields)
}

pub fn run(args: &CheckArgs, out: &mut dyn Write) -> anyhow::Result<Summary> {
    let json = args.input.run.json;
    let symmetry = args.symmetry;
    let symbols = args.input.board.symbols();
    let work = move |entry: &Sourced| -> Rendered {
        // Symmetric groups are laid out on a classic grid: other rules say so.
        let grid = match symmetry {
            Symmetry::None => None,
            _ => match entry.puzzle.classic_grid_for("check --symmetry") {
                Ok(grid) => Some(grid),
                Err(why) => {
                    let why = why.to_string();
                    let text = if json {
                        let mut map = board_fields(entry, "error", symbols);
                        map.insert("error".into(), json!(why));
                        json_line(map)
                    } else {
                        text_line("error", &format!("{}: {why}", entry.at()))
                    };
                    return Rendered::new(text, "error", true);
                }
            },
        };
        let report = entry.puzzle.check();
        let (status, words, extra) = match &grid {
            Some(grid) => with_symmetry(&report, grid, symmetry, symbols),
            None => (report.verdict.name(), report.words(symbols), Map::new()),
        };
        let text = if json {
            let mut map = board_fields(entry, status, symbols);
            merge_record(&mut map, &report);
            // The record's status is the check's; with a symmetry it follows the groups.
            map.insert("status".into(), json!(status));
            map.extend(extra);
            if report.verdict == Verdict::Invalid {
                let broken = shudu::variant::broken_rules(&report.violations);
                map.insert("error".into(), json!(broken));
            }
            json_line(map)
        } else {
            text_line(status, &words)
        };
        Rendered::new(text, status, !report.verdict.is_unique())
    };
    input::run_puzzles(&args.input, &order(), out, work)
}

/// `check`'s statuses in the order its summary counts them, on every board (the
/// library's verdicts; `--symmetry` words its verdict with the same two words for a
/// unique puzzle).
fn order() -> Vec<&'static str> {
    Verdict::ALL.iter().map(|v| v.name()).collect()
}
