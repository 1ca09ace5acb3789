//! `shudu check`: clashing givens, solvability, uniqueness and minimality, with the
//! redundant clues listed so a puzzle maker can remove them.

use std::io::Write;

use serde_json::json;
use shudu::{Check, Solver, check};

use crate::batch::{Rendered, Summary};
use crate::cli::CheckArgs;
use crate::input;
use crate::render::{entry_fields, json_line, text_line};
use shudu::parse::Entry;

/// The summary bucket and one-line verdict of a check.
fn verdict(report: &Check, clues: usize) -> (&'static str, String) {
    if !report.is_valid() {
        let list = crate::render::texts(&report.conflicts);
        return ("invalid", format!("clashing givens: {}", list.join("; ")));
    }
    if !report.is_solvable() {
        return (
            "unsolvable",
            "valid, but no grid completes the givens".into(),
        );
    }
    if !report.is_unique() {
        return ("multiple", "valid, solvable, but not unique".into());
    }
    let redundant = report.redundant.as_deref().unwrap_or_default();
    if redundant.is_empty() {
        return ("minimal", format!("valid, unique, minimal ({clues} clues)"));
    }
    let list: Vec<String> = redundant.iter().map(|(c, d)| format!("{c}={d}")).collect();
    let noun = if redundant.len() == 1 {
        "clue"
    } else {
        "clues"
    };
    (
        "unique",
        format!(
            "valid, unique, not minimal ({clues} clues; {} redundant {noun}: {})",
            redundant.len(),
            list.join(" ")
        ),
    )
}

pub fn run(args: &CheckArgs, out: &mut dyn Write) -> anyhow::Result<Summary> {
    let solver = Solver::new();
    let json = args.input.run.json;
    let work = move |entry: &Entry| -> Rendered {
        let report = check(&entry.grid, &solver);
        let (status, words) = verdict(&report, entry.grid.given_count());
        let text = if json {
            let mut map = entry_fields(entry, status);
            let conflicts = crate::render::texts(&report.conflicts);
            map.insert("clues".into(), json!(entry.grid.given_count()));
            map.insert("valid".into(), json!(report.is_valid()));
            map.insert("solvable".into(), json!(report.is_solvable()));
            map.insert("unique".into(), json!(report.is_unique()));
            map.insert("minimal".into(), json!(report.is_minimal()));
            if let Some(redundant) = &report.redundant {
                let cells: Vec<String> =
                    redundant.iter().map(|(c, d)| format!("{c}={d}")).collect();
                map.insert("redundant".into(), json!(cells));
            }
            if !conflicts.is_empty() {
                map.insert("error".into(), json!(conflicts.join("; ")));
                map.insert("conflicts".into(), json!(conflicts));
            }
            json_line(map)
        } else {
            text_line(status, &words)
        };
        Rendered {
            text,
            tally: status,
            failed: !report.is_unique(),
            stop: None,
        }
    };
    let order = [
        "minimal",
        "unique",
        "multiple",
        "unsolvable",
        "invalid",
        "error",
    ];
    input::run_entries(&args.input, &order, out, work)
}
