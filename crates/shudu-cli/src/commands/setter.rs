//! `shudu setter`: the setter's assistant for every puzzle of any board
//! ([`shudu::variant::Puzzle::to_unique`]): for a puzzle with several solutions, the clues
//! that make it unique (the JSON record also says where the solutions part); for a unique
//! one, the clues that could go; within `--timeout`.

use std::io::Write;

use crate::batch::{Rendered, Summary};
use crate::cli::SetterArgs;
use crate::input::{self, Sourced};
use crate::render::{board_fields, json_line, merge_record, text_line};

/// The statuses, in the order the summary counts them.
const ORDER: [&str; 6] = [
    "multiple",
    "unique",
    "minimal",
    "unsolvable",
    "invalid",
    "gave-up",
];

pub fn run(args: &SetterArgs, out: &mut dyn Write) -> anyhow::Result<Summary> {
    let json = args.input.run.json;
    let symbols = args.input.board.symbols();
    let timeout = args.timeout;
    let work = move |entry: &Sourced| -> Rendered {
        let found = entry.puzzle.to_unique(&crate::cli::budget(timeout));
        let status = found.status();
        let text = if json {
            let mut map = board_fields(entry, status, symbols);
            merge_record(&mut map, &found);
            json_line(map)
        } else {
            let mut words = found.words_in(crate::cli::lang(), symbols);
            if let Some(label) = &entry.label {
                words = format!("{words}  {label}");
            }
            text_line(status, &words)
        };
        Rendered::new(
            text,
            status,
            matches!(status, "unsolvable" | "invalid" | "gave-up"),
        )
    };
    input::run_puzzles(&args.input, &ORDER, out, work)
}
