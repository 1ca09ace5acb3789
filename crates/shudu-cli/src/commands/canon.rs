//! `shudu canon`: the canonical (minlex) form of each puzzle, or with `--pattern` of its
//! clue layout (the library's `shudu::canon`).
//!
//! Text output is one line a puzzle: the canonical form in the line format (`.` for an
//! empty cell, so the minlex string is this line with `.` read as `0`), or the canonical
//! layout with `x` for a clue. `--json` adds the transform that takes the puzzle there and
//! the number of automorphisms, as the library's `Canonical` and `CanonicalPattern`
//! records (docs/records.md).

use std::io::Write;

use shudu::canon::{canonical, canonical_pattern};
use shudu::parse::Entry;

use crate::batch::{Rendered, Summary};
use crate::cli::CanonArgs;
use crate::input;
use crate::render::{entry_fields, json_line, merge_record};

pub fn run(args: &CanonArgs, out: &mut dyn Write) -> anyhow::Result<Summary> {
    let json = args.input.run.json;
    let pattern = args.pattern;
    let work = move |entry: &Entry| -> Rendered {
        let text = match (pattern, json) {
            (false, false) => format!("{}\n", canonical(&entry.grid).form.to_line()),
            (true, false) => format!("{}\n", canonical_pattern(&entry.grid).to_line()),
            (false, true) => {
                let mut map = entry_fields(entry, "ok");
                merge_record(&mut map, &canonical(&entry.grid));
                json_line(map)
            }
            (true, true) => {
                let mut map = entry_fields(entry, "ok");
                merge_record(&mut map, &canonical_pattern(&entry.grid));
                json_line(map)
            }
        };
        Rendered::new(text, "canonical", false)
    };
    input::run_classic_entries(&args.input, "canon", &["canonical", "error"], out, work)
}
