//! `shudu hint`: from a player's position — entries and, optionally, pencil marks — the
//! mistakes made so far, else the easiest next step at the level of detail asked for.
//!
//! This file only reads the position (input is read as every command reads it,
//! `input.rs`) and prints: the library's [`shudu::hint`] judges it and words the hint, and
//! its record is the `--json` output (`docs/records.md`, "hint"), which never says more
//! than the text at the same level.

use std::io::Write;

use anyhow::bail;
use serde::Serialize;
use shudu::hint::hint;
use shudu::parse::{CandidateForm, PencilMarks};
use shudu::{Grid, Position, Solver};

use crate::batch::Summary;
use crate::cli::HintArgs;
use crate::input;

/// The player's position: pencil marks if the text is in a candidate form (the
/// 729-character form, or a pencil-mark grid of 81 digit groups), else a grid of the
/// givens and entries, whose empty cells hold every candidate their peers allow.
fn read_position(text: &str, source: &str, puzzle: Option<Grid>) -> anyhow::Result<Position> {
    // A file of several puzzles is named as such, before its lines are taken for a
    // picture of pencil marks.
    let puzzles = shudu::PuzzleReader::new(text.as_bytes(), source)
        .filter(Result::is_ok)
        .take(2)
        .count();
    if puzzles > 1 {
        bail!("{source}: holds several puzzles where one is expected");
    }
    if CandidateForm::detect(text).is_some() {
        match PencilMarks::parse(text) {
            Ok(marks) => return Ok(Position::from_pencil_marks(puzzle, &marks)),
            // A plain grid may look like a picture (a solved grid written in groups of
            // three): when it reads as a puzzle, it is one.
            Err(err) => match input::one_grid(text, source) {
                Ok(grid) => return Ok(Position::new(puzzle.unwrap_or(grid), grid)),
                Err(_) => bail!("{}", err.with_source(source)),
            },
        }
    }
    let grid = input::one_grid(text, source)?;
    Ok(Position::new(puzzle.unwrap_or(grid), grid))
}

pub fn run(args: &HintArgs, out: &mut dyn Write) -> anyhow::Result<Summary> {
    let (text, source) = input::read_text(args.state.as_deref())?;
    let variant_json = text.trim_start().starts_with('{') && shudu::variant::is_variant_json(&text);
    if args.board.given() || variant_json {
        return crate::commands::variant_logic::hint(args, &text, &source, out);
    }
    let puzzle = match &args.puzzle {
        Some(arg) => {
            let (text, source) = input::read_text(Some(arg))?;
            Some(input::one_grid(&text, &source)?)
        }
        None => None,
    };
    let position = read_position(&text, &source, puzzle)?;
    let found = hint(
        &position,
        args.level.into(),
        args.techniques.repertoire(),
        &Solver::new(),
        &crate::cli::budget(args.timeout),
    );
    write_hint(out, args.json, &found, found.lines(), found.failed())
}

/// Writes a hint, classic or variant: its record with `--json`, else its lines; the run
/// fails when the hint does not move the player on (`failed`).
pub(crate) fn write_hint(
    out: &mut dyn Write,
    json: bool,
    record: &impl Serialize,
    lines: Vec<String>,
    failed: bool,
) -> anyhow::Result<Summary> {
    if json {
        writeln!(out, "{}", serde_json::to_string(record)?)?;
    } else {
        for line in lines {
            writeln!(out, "{line}")?;
        }
    }
    out.flush()?;
    Ok(Summary { failed })
}
