//! `shudu format`: rewrites puzzles as lines, pretty grids or JSON boards, or as a
//! player's starting pencil marks in either candidate form (the library's
//! [`PencilMarks`] writes them), or in f-puzzles' forms and links; variant puzzles go to
//! `variant.rs`.
//!
//! A puzzle whose givens clash is still converted (its text is the user's, and
//! converting is this command's job), but never passed off as fine: a `# invalid: ...`
//! comment line naming the clash goes just before it, which the reader skips when the
//! output is read back in; with `--json` its record has status `invalid` and the clash
//! as `error`. Either way it counts as `invalid` and the exit code is 1.

use std::io::Write;

use serde_json::json;
use shudu::parse::{Entry, PencilMarks};

use crate::batch::{Rendered, Summary};
use crate::cli::{FormatArgs, OutputForm};
use crate::input;
use crate::render::{entry_fields, grid_form, json_line, texts};

pub fn run(args: &FormatArgs, out: &mut dyn Write) -> anyhow::Result<Summary> {
    let json = args.input.run.json;
    let to = args.to;
    let convert = move |entry: &Entry| -> Rendered {
        let conflicts = entry.grid.conflicts();
        let clash = (!conflicts.is_empty()).then(|| texts(&conflicts).join("; "));
        let text = if json {
            let mut map = entry_fields(entry, if clash.is_some() { "invalid" } else { "ok" });
            map.insert("board".into(), json!(entry.grid.to_rows()));
            if let Some(clash) = &clash {
                map.insert("error".into(), json!(clash));
            }
            if matches!(to, OutputForm::Marks | OutputForm::MarksGrid) {
                let marks = PencilMarks::of_grid(&entry.grid);
                map.insert("marks".into(), json!(marks.to_candidate_string()));
            }
            json_line(map)
        } else {
            let converted = grid_form(&entry.grid, to);
            match &clash {
                Some(clash) => format!("# invalid: {clash}\n{converted}"),
                None => converted,
            }
        };
        Rendered {
            text,
            tally: if clash.is_some() {
                "invalid"
            } else {
                "converted"
            },
            failed: clash.is_some(),
            stop: None,
        }
    };
    let other = super::variant::format_work(args);
    let order = ["converted", "invalid", "error"];
    let errors_json = json || to == OutputForm::Json;
    input::run_board_entries_with(&args.input, &order, out, convert, other, errors_json)
}
