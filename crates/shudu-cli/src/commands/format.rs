//! `shudu format`: rewrites puzzles as lines, pretty grids or JSON boards, or as a
//! player's starting pencil marks in either candidate form (the library's
//! [`PencilMarks`] writes them).

use std::io::Write;

use serde_json::json;
use shudu::parse::PencilMarks;

use crate::batch::{self, Rendered, Summary};
use crate::cli::{FormatArgs, OutputForm};
use crate::input::{self, Item};
use crate::render::{entry_fields, json_line, parse_error};

pub fn run(args: &FormatArgs, out: &mut dyn Write) -> anyhow::Result<Summary> {
    let items = input::open(&args.input.inputs, args.input.format)?;
    let json = args.input.run.json;
    let strict = args.input.strict;
    let to = args.to;
    let work = move |item: Item| -> Rendered {
        let entry = match item {
            Ok(entry) => entry,
            Err(err) => return parse_error(&err, json || to == OutputForm::Json, strict),
        };
        let text = if json {
            let mut map = entry_fields(&entry, "ok");
            map.insert("board".into(), json!(entry.grid.to_rows()));
            if matches!(to, OutputForm::Marks | OutputForm::MarksGrid) {
                let marks = PencilMarks::of_grid(&entry.grid);
                map.insert("marks".into(), json!(marks.to_candidate_string()));
            }
            json_line(map)
        } else {
            match to {
                OutputForm::Line => format!("{}\n", entry.grid.to_line()),
                OutputForm::Grid => format!("{}\n", entry.grid.to_pretty()),
                OutputForm::Json => format!("{}\n", json!(entry.grid.to_rows())),
                OutputForm::Marks => {
                    format!(
                        "{}\n",
                        PencilMarks::of_grid(&entry.grid).to_candidate_string()
                    )
                }
                // The picture ends with its own line break.
                OutputForm::MarksGrid => PencilMarks::of_grid(&entry.grid).to_candidate_grid(),
            }
        };
        Rendered {
            text,
            tally: "converted",
            failed: false,
            stop: None,
        }
    };
    batch::run(
        items,
        work,
        &args.input.run,
        &["converted", "error"],
        "puzzle",
        out,
    )
}
