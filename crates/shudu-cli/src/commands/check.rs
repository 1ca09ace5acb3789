//! `shudu check`: clashing givens, solvability, uniqueness and minimality, with the
//! redundant clues listed so a puzzle maker can remove them.

use std::io::Write;

use serde_json::{Value, json};
use shudu::generate::redundant_groups;
use shudu::{Cell, Check, Grid, Orbit, Solver, Symmetry, check};

use crate::batch::{Rendered, Summary};
use crate::cli::CheckArgs;
use crate::input;
use crate::render::{entry_fields, json_line, merge_record, text_line};
use shudu::parse::Entry;

/// What can be removed: single clues (`r1c1=5`), or with a symmetry the symmetric
/// groups of clues (`{r1c1=5 r9c9=3}`), given as `groups`.
fn removable(report: &Check, grid: &Grid, groups: Option<&[Orbit]>) -> Vec<String> {
    let Some(groups) = groups else {
        let redundant = report.redundant.as_deref().unwrap_or_default();
        return redundant.iter().map(|(c, d)| format!("{c}={d}")).collect();
    };
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

/// The summary bucket and one-line verdict of a check.
fn verdict(
    report: &Check,
    clues: usize,
    removable: &[String],
    symmetry: Symmetry,
) -> (&'static str, String) {
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
    let scope = match symmetry {
        Symmetry::None => String::new(),
        s => format!(" for {s}"),
    };
    if removable.is_empty() {
        return (
            "minimal",
            format!("valid, unique, minimal{scope} ({clues} clues)"),
        );
    }
    let noun = match (symmetry, removable.len()) {
        (Symmetry::None, 1) => "clue",
        (Symmetry::None, _) => "clues",
        (_, 1) => "group",
        (_, _) => "groups",
    };
    (
        "unique",
        format!(
            "valid, unique, not minimal{scope} ({clues} clues; {} redundant {noun}: {})",
            removable.len(),
            removable.join(" ")
        ),
    )
}

pub fn run(args: &CheckArgs, out: &mut dyn Write) -> anyhow::Result<Summary> {
    let solver = Solver::new();
    let json = args.input.run.json;
    let symmetry = args.symmetry;
    let work = move |entry: &Entry| -> Rendered {
        let report = check(&entry.grid, &solver);
        // The symmetric groups, searched once for both the words and the record.
        let groups = (report.is_unique() && symmetry != Symmetry::None)
            .then(|| redundant_groups(&entry.grid, symmetry));
        let removable = if report.is_unique() {
            removable(&report, &entry.grid, groups.as_deref())
        } else {
            Vec::new()
        };
        let (status, mut words) = verdict(&report, entry.grid.given_count(), &removable, symmetry);
        let laid_out = symmetry.holds_for(&entry.grid);
        if symmetry != Symmetry::None && report.is_valid() && !laid_out {
            words.push_str(&format!("; the clues are not laid out with {symmetry}"));
        }
        let text = if json {
            let mut map = entry_fields(entry, status);
            merge_record(&mut map, &report);
            map.insert("clues".into(), json!(entry.grid.given_count()));
            if symmetry != Symmetry::None {
                map.insert("symmetry".into(), json!(symmetry.name()));
                map.insert("symmetric".into(), json!(laid_out));
                map.insert(
                    "minimal_for_symmetry".into(),
                    json!(report.is_unique() && removable.is_empty()),
                );
                map.insert(
                    "redundant_groups".into(),
                    symmetric_groups(&entry.grid, groups.as_deref()),
                );
            }
            if !report.is_valid() {
                let conflicts = crate::render::texts(&report.conflicts);
                map.insert("error".into(), json!(conflicts.join("; ")));
            }
            json_line(map)
        } else {
            text_line(status, &words)
        };
        Rendered::new(text, status, !report.is_unique())
    };
    let other = super::variant::check_work(args);
    input::run_board_entries(&args.input, &ORDER, out, work, other)
}

/// `check`'s statuses in the order its summary counts them, on classic and variant
/// puzzles.
pub(crate) const ORDER: [&str; 6] = [
    "minimal",
    "unique",
    "multiple",
    "unsolvable",
    "invalid",
    "error",
];
