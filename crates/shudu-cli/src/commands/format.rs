//! `shudu format`: rewrites puzzles as lines, pretty grids or JSON boards.

use std::io::Write;

use serde_json::json;

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
            json_line(map)
        } else {
            match to {
                OutputForm::Line => format!("{}\n", entry.grid.to_line()),
                OutputForm::Grid => format!("{}\n", entry.grid.to_pretty()),
                OutputForm::Json => format!("{}\n", json!(entry.grid.to_rows())),
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
