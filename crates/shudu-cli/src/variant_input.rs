//! Variant puzzles on the command line: whether the inputs are variants (a board option
//! was given, or an input's content is one: shudu's variant JSON, f-puzzles' JSON, an
//! f-puzzles or SudokuPad link, f-puzzles' compressed form, or a board other than 9×9),
//! the rules the
//! board options name, and the stream of variant entries. The reading itself is the
//! library's (`shudu::variant::read_puzzles`).

use std::path::Path;
use std::sync::Arc;

use anyhow::Context;
use shudu::variant::{
    Rules, Shape, Symbols, VariantEntry, VariantReadError, is_variant_text, read_entries,
};

use crate::cli::{BoardArgs, InputArgs};

/// One item of a variant stream: a puzzle, or the entry that is not one with its source.
pub type VariantItem = Result<VariantEntry, EntryError>;

/// An entry that could not be read, with the input it came from: reported as classic
/// entries are (`FILE:LINE: why`, and in JSON its `puzzle` text, `source` and `line`).
#[derive(Debug)]
pub struct EntryError {
    pub source: String,
    pub error: VariantReadError,
}

impl std::fmt::Display for EntryError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{}:{}: {}",
            self.source, self.error.line, self.error.error
        )
    }
}

/// The symbols the options ask for.
pub fn symbols(board: &BoardArgs) -> Symbols {
    board
        .symbols
        .as_deref()
        .and_then(Symbols::from_name)
        .unwrap_or_default()
}

/// The rules the board options name: the size (9 by default) and the listed rules.
pub fn rules(board: &BoardArgs) -> anyhow::Result<Option<Arc<Rules>>> {
    if board.size.is_none() && board.variant.is_none() {
        return Ok(None);
    }
    let shape = Shape::for_size(board.size.unwrap_or(9)).context("--size")?;
    let mut rules = Rules::new(shape);
    for name in board
        .variant
        .iter()
        .flat_map(|v| v.split(','))
        .map(str::trim)
        .filter(|n| !n.is_empty())
    {
        rules = rules.with_named(name).context("--variant")?;
    }
    Ok(Some(Arc::new(rules)))
}

/// Whether the command's inputs are variant puzzles: a board option says so, or the
/// opening of an input — a file of any name, standard input or a puzzle given as an
/// argument — holds one, judged by the library from its content
/// ([`shudu::variant::is_variant_text`]), so `shudu generate --killer | shudu solve`
/// reads what the first command wrote.
pub fn wanted(input: &InputArgs) -> bool {
    if input.board.given() {
        return true;
    }
    let stdin = ["-".to_owned()];
    let args = if input.inputs.is_empty() {
        &stdin[..]
    } else {
        &input.inputs[..]
    };
    args.iter().any(|arg| {
        let head = if arg == "-" {
            crate::input::stdin_head().to_vec()
        } else if Path::new(arg).is_file() {
            file_head(Path::new(arg))
        } else {
            arg.as_bytes().to_vec()
        };
        is_variant_text(&shudu::parse::decode_text(&head))
    })
}

/// The opening of a file, enough to judge its first entry ([`crate::input::opening`]).
fn file_head(path: &Path) -> Vec<u8> {
    match std::fs::File::open(path) {
        Ok(file) => crate::input::opening(&mut std::io::BufReader::new(file)),
        Err(_) => Vec::new(),
    }
}

/// Every variant entry of the inputs, in order; errors name the source.
pub fn entries(input: &InputArgs) -> anyhow::Result<Vec<VariantItem>> {
    Ok(entries_by_input(input)?
        .into_iter()
        .flat_map(|(_, items)| items)
        .collect())
}

/// [`entries`], input by input, each with its name as errors give it.
pub fn entries_by_input(input: &InputArgs) -> anyhow::Result<Vec<(String, Vec<VariantItem>)>> {
    let rules = rules(&input.board)?;
    let symbols = symbols(&input.board);
    let args: Vec<&str> = if input.inputs.is_empty() {
        vec!["-"]
    } else {
        input.inputs.iter().map(String::as_str).collect()
    };
    let mut out = Vec::new();
    for arg in args {
        let (text, source) = crate::input::read_text(Some(arg))?;
        let items = read_entries(&text, rules.as_ref(), symbols)
            .into_iter()
            .map(|item| {
                item.map_err(|error| EntryError {
                    source: source.clone(),
                    error,
                })
            })
            .collect();
        out.push((source, items));
    }
    Ok(out)
}
