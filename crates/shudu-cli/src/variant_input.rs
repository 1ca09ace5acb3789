//! Variant puzzles on the command line: whether the inputs are variants (a board option
//! was given, or an input holds shudu's variant JSON, f-puzzles' JSON, an f-puzzles or
//! SudokuPad link or f-puzzles' compressed form), the rules the
//! board options name, and the stream of variant entries. The reading itself is the
//! library's (`shudu::variant::read_puzzles`).

use std::path::Path;
use std::sync::Arc;

use anyhow::Context;
use shudu::variant::{
    Rules, Shape, Symbols, VariantEntry, VariantError, is_variant_json, is_variant_link,
    read_puzzles,
};

use crate::cli::{BoardArgs, InputArgs};

/// One item of a variant stream: a puzzle, or the reason an entry is not one (with its
/// source).
pub type VariantItem = Result<VariantEntry, String>;

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

/// Whether the command's inputs are variant puzzles: a board option, or an input whose
/// text is variant JSON (standard input is judged only through the options).
pub fn wanted(input: &InputArgs) -> bool {
    input.board.given()
        || input.inputs.iter().any(|arg| {
            let path = Path::new(arg);
            if arg != "-" && path.is_file() {
                let looks_json = path
                    .extension()
                    .is_some_and(|e| e == "json" || e == "jsonl");
                std::fs::read_to_string(path)
                    .is_ok_and(|t| (looks_json && is_variant_json(&t)) || is_variant_link(&t))
            } else {
                (arg.trim_start().starts_with('{') && is_variant_json(arg)) || is_variant_link(arg)
            }
        })
}

/// Every variant entry of the inputs, in order; errors name the source.
pub fn entries(input: &InputArgs) -> anyhow::Result<Vec<VariantItem>> {
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
        for item in read_puzzles(&text, rules.as_ref(), symbols) {
            out.push(item.map_err(|e: VariantError| format!("{source}: {e}")));
        }
    }
    Ok(out)
}
