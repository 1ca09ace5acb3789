//! `shudu count`: the number of solutions of each puzzle of any board, up to `--limit`;
//! the library's [`shudu::variant::Puzzle::count`] chooses the engine.

use std::io::Write;

use serde_json::json;
use shudu::variant::broken_rules_in;

use crate::batch::{Rendered, Summary};
use crate::cli::CountArgs;
use crate::commands::solve::outcome_order;
use crate::input::{self, Sourced};
use crate::render::{board_fields, json_line, merge_record, text_line};

pub fn run(args: &CountArgs, out: &mut dyn Write) -> anyhow::Result<Summary> {
    let json = args.input.run.json;
    let limit = args.limit;
    let symbols = args.input.board.symbols();
    let work = move |entry: &Sourced| -> Rendered {
        let count = entry.puzzle.count(limit);
        // Givens that break a rule have no solution: only then are broken rules worth
        // looking for.
        let broken = if count.solutions == 0 {
            entry.puzzle.violations()
        } else {
            Vec::new()
        };
        let status = match (broken.is_empty(), count.solutions) {
            (false, _) => "invalid",
            (true, 0) => "unsolvable",
            (true, 1) => "solved",
            (true, _) => "multiple",
        };
        let text = if json {
            let mut map = board_fields(entry, status, symbols);
            merge_record(&mut map, &count);
            if !broken.is_empty() {
                map.insert(
                    "error".into(),
                    json!(broken_rules_in(&broken, crate::cli::lang())),
                );
                map.insert("violations".into(), json!(broken));
            }
            json_line(map)
        } else if broken.is_empty() {
            // The count, then the puzzle's label when it has one (`1  Grid 01`), so each
            // number can be told to its puzzle.
            let mut text = count.solutions.to_string();
            if count.limit_reached {
                text.push('+');
            }
            if let Some(label) = &entry.label {
                text.push_str("  ");
                text.push_str(label);
            }
            text.push('\n');
            text
        } else {
            text_line("invalid", &broken_rules_in(&broken, crate::cli::lang()))
        };
        Rendered::new(text, status, !broken.is_empty())
    };
    input::run_puzzles(&args.input, &outcome_order(), out, work)
}
