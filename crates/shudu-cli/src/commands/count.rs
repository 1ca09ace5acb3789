//! `shudu count`: the number of solutions of each puzzle, up to `--limit`.

use std::io::Write;

use serde_json::json;
use shudu::Solver;

use crate::batch::{Rendered, Summary};
use crate::cli::CountArgs;
use crate::commands::solve::OUTCOME_ORDER;
use crate::input;
use crate::render::{entry_fields, json_line, merge_record, text_line};
use shudu::parse::Entry;

pub fn run(args: &CountArgs, out: &mut dyn Write) -> anyhow::Result<Summary> {
    let solver = Solver::new();
    let json = args.input.run.json;
    let limit = args.limit;
    let work = move |entry: &Entry| -> Rendered {
        let count = solver.count(&entry.grid, limit);
        // Clashing givens have no solution: only then are they worth looking for.
        let conflicts = if count.solutions == 0 {
            entry.grid.conflicts()
        } else {
            Vec::new()
        };
        let status = match (conflicts.is_empty(), count.solutions) {
            (false, _) => "invalid",
            (true, 0) => "unsolvable",
            (true, 1) => "solved",
            (true, _) => "multiple",
        };
        let plus = if count.limit_reached { "+" } else { "" };
        let text = if json {
            let mut map = entry_fields(entry, status);
            merge_record(&mut map, &count);
            if !conflicts.is_empty() {
                let list = crate::render::texts(&conflicts);
                map.insert("error".into(), json!(list.join("; ")));
                map.insert("conflicts".into(), json!(conflicts));
            }
            json_line(map)
        } else if conflicts.is_empty() {
            // The count, then the puzzle's label when it has one (`1  Grid 01`), so each
            // number can be told to its puzzle.
            let mut text = count.solutions.to_string();
            text.push_str(plus);
            if let Some(label) = &entry.label {
                text.push_str("  ");
                text.push_str(label);
            }
            text.push('\n');
            text
        } else {
            let list = crate::render::texts(&conflicts);
            text_line("invalid", &list.join("; "))
        };
        Rendered::new(text, status, !conflicts.is_empty())
    };
    let other = super::variant::count_work(args);
    input::run_board_entries(&args.input, &OUTCOME_ORDER, out, work, other)
}
