//! Turning the command line's INPUT arguments into one stream of puzzle entries: files,
//! standard input, and puzzles typed as arguments, read lazily in the order given.

use std::fs::File;
use std::io::{self, BufRead, BufReader};
use std::path::Path;

use anyhow::{Context, bail};
use shudu::parse::Entry;
use shudu::{Format, ParseError, PuzzleReader};

use crate::cli::InputFormat;

/// One item of the stream: a puzzle, or the reason an entry is not one.
pub type Item = Result<Entry, ParseError>;

/// A puzzle given on the command line rather than in a file: long enough to be one, or JSON.
fn looks_like_a_puzzle(arg: &str) -> bool {
    arg.starts_with('[') || arg.starts_with('{') || arg.contains('\n') || arg.trim().len() >= 81
}

/// Opens every input up front (so a missing file fails before any output) and chains
/// their entries.
pub fn open(
    args: &[String],
    format: Option<InputFormat>,
) -> anyhow::Result<impl Iterator<Item = Item> + Send> {
    let format = format.map(|f| match f {
        InputFormat::Line => Format::Line,
        InputFormat::Grid => Format::Grid,
        InputFormat::Json => Format::Json,
    });
    let stdin_arg = ["-".to_owned()];
    let args = if args.is_empty() {
        &stdin_arg[..]
    } else {
        args
    };
    let mut readers: Vec<PuzzleReader<Box<dyn BufRead + Send>>> = Vec::new();
    let mut stdin_taken = false;
    for (i, arg) in args.iter().enumerate() {
        let (reader, source): (Box<dyn BufRead + Send>, String) = if arg == "-" {
            if stdin_taken {
                bail!("standard input ('-') can be read only once");
            }
            stdin_taken = true;
            (Box::new(BufReader::new(io::stdin())), "<stdin>".to_owned())
        } else if Path::new(arg).is_file() {
            let file = File::open(arg).with_context(|| format!("cannot open {arg}"))?;
            (
                Box::new(BufReader::with_capacity(1 << 16, file)),
                arg.clone(),
            )
        } else if looks_like_a_puzzle(arg) {
            let text = arg.clone().into_bytes();
            (
                Box::new(io::Cursor::new(text)),
                format!("<argument {}>", i + 1),
            )
        } else if Path::new(arg).exists() {
            bail!("cannot read {arg}: not a file");
        } else {
            bail!("cannot open {arg}: no such file (and too short to be a puzzle)");
        };
        readers.push(PuzzleReader::new(reader, source).with_format(format));
    }
    Ok(readers.into_iter().flatten())
}

/// Runs `work` on every puzzle of the command's inputs, in a batch: entries that cannot
/// be read become error records (and stop the batch under `--strict`).
pub fn run_entries<F>(
    input: &crate::cli::InputArgs,
    order: &[&'static str],
    out: &mut dyn std::io::Write,
    work: F,
) -> anyhow::Result<crate::batch::Summary>
where
    F: Fn(&Entry) -> crate::batch::Rendered + Sync + Send,
{
    let items = open(&input.inputs, input.format)?;
    let (json, strict) = (input.run.json, input.strict);
    let work = move |item: Item| match item {
        Ok(entry) => work(&entry),
        Err(err) => crate::render::parse_error(&err, json, strict),
    };
    crate::batch::run(items, work, &input.run, order, "puzzle", out)
}
