//! `shudu dedupe`: keeps the first puzzle of each equivalence class, in input order, and
//! reports every later member with the place of the first.
//!
//! Kept puzzles go to the output as they were written (a line with its comment, a grid
//! with its rows); each duplicate adds a line `FILE:LINE: duplicate of FILE:LINE` to the
//! report, standard error unless `--report FILE`. With `--json`, every puzzle gets a
//! record, `status` `kept` or `duplicate`, the latter with `first`, the place of the
//! first member.
//!
//! The canonical forms are found on every core; the classes are looked up on the writing
//! thread in input order (`batch::run_ordered`), which is what makes "first" mean first.
//! Memory grows by one `shudu::canon::Distinct` entry per class: a 64-bit key and the
//! first member's place, 16 bytes plus the table's overhead (the collision bound is in
//! `Distinct`'s documentation).

use std::io::{self, BufWriter, Write};

use serde_json::json;
use shudu::canon::{Distinct, canonical};
use shudu::parse::Entry;
use shudu::words::{CommandError, Output};

use crate::batch::{self, Rendered, Summary};
use crate::cli::DedupeArgs;
use crate::input::{self, ClassicItem};
use crate::render::{entry_fields, json_line};

/// What a worker hands the writer: a puzzle with its class key, or a finished record.
enum Keyed {
    Puzzle { source: u32, entry: Entry, key: u64 },
    Done(Rendered),
}

pub fn run(args: &DedupeArgs, out: &mut dyn Write) -> anyhow::Result<Summary> {
    // "First" means first of the whole input: a share or a continued run would not know
    // the classes the other entries opened.
    let run = &args.input.run;
    for (asked, option) in [(run.shard.is_some(), "--shard"), (run.resume, "--resume")] {
        if asked {
            return Err(crate::cli::error(CommandError::NotSplittable {
                option,
                command: "dedupe",
            }));
        }
    }
    let mut pending = None;
    let mut report: Box<dyn Write> = match &args.report {
        Some(path) => {
            let mut inputs: Vec<&str> = args.input.inputs.iter().map(String::as_str).collect();
            if inputs.is_empty() {
                inputs.push("-");
            }
            let inputs: Vec<&str> = inputs
                .into_iter()
                .map(|i| if i == "-" { "/dev/stdin" } else { i })
                .collect();
            crate::output::refuse_input(path, "--report", &inputs)?;
            let (file, written) = crate::output::create(path)?;
            pending = Some(written);
            Box::new(BufWriter::new(file))
        }
        None => Box::new(io::stderr()),
    };
    let (names, items) = input::open_classic(&args.input, "dedupe")?;
    let report_name = args.report.as_ref().map(|p| p.display().to_string());
    let report_error_words = |e: &io::Error| {
        let to = report_name
            .as_deref()
            .map_or(Output::StandardError, Output::File);
        crate::cli::error(CommandError::CannotWriteReport { to, error: e })
    };
    let (json, strict) = (args.input.run.json, args.input.strict);
    let work = move |(source, item): (u32, ClassicItem)| -> Keyed {
        match item {
            Ok(entry) => {
                let key = Distinct::<()>::key(&canonical(&entry.grid).form);
                Keyed::Puzzle { source, entry, key }
            }
            Err(refused) => Keyed::Done(crate::render::read_error(&refused, json, strict)),
        }
    };
    // The first member of each class: its input and line.
    let mut seen: Distinct<(u32, u32)> = Distinct::new();
    let mut report_error: Option<io::Error> = None;
    let place = |source: u32, line: usize| format!("{}:{line}", names[source as usize]);
    let then = |keyed: Keyed| -> Rendered {
        let (source, entry, key) = match keyed {
            Keyed::Done(rendered) => return rendered,
            Keyed::Puzzle { source, entry, key } => (source, entry, key),
        };
        let first = seen
            .first_by_key(key, (source, entry.line as u32))
            .map(|&(s, l)| place(s, l as usize));
        let text = match (&first, json) {
            (None, false) => format!("{}\n", entry.text),
            (Some(first), false) => {
                let here = place(source, entry.line);
                let words = shudu::words::duplicate_in(crate::cli::lang(), &here, first);
                let line = format!("{words}\n");
                if let Err(e) = report.write_all(line.as_bytes()) {
                    report_error.get_or_insert(e);
                }
                String::new()
            }
            (_, true) => {
                let status = if first.is_some() { "duplicate" } else { "kept" };
                let mut map = entry_fields(&entry, status);
                map.insert("source".into(), json!(names[source as usize]));
                if let Some(first) = &first {
                    map.insert("first".into(), json!(first));
                }
                json_line(map)
            }
        };
        Rendered::new(
            text,
            if first.is_some() { "duplicate" } else { "kept" },
            false,
        )
    };
    let summary = batch::run_ordered(
        items,
        work,
        then,
        &args.input.run,
        &["kept", "duplicate", "error"],
        shudu::words::Noun::Puzzle,
        out,
    )?;
    if let Some(e) = report_error {
        return Err(report_error_words(&e));
    }
    report.flush().map_err(|e| report_error_words(&e))?;
    drop(report);
    if let Some(pending) = pending {
        pending.commit()?;
    }
    Ok(summary)
}
