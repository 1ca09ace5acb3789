//! `shudu hint`: from a player's position — entries and, optionally, pencil marks — the
//! mistakes made so far, else the easiest next step at the level of detail asked for.

use std::io::{Read, Write};
use std::path::Path;

use anyhow::{Context, anyhow, bail};
use serde_json::{Map, Value, json};
use shudu::logic::{Board, next_step_in};
use shudu::{Cell, Grid, Outcome, PuzzleReader, Solver};

use crate::batch::Summary;
use crate::cli::{HintArgs, HintLevel};
use crate::steps::{candidates, step_json, step_line, tenths};

/// The text of an argument that may be a file, '-' for standard input, or the text.
fn read_text(arg: Option<&str>) -> anyhow::Result<(String, String)> {
    match arg {
        None | Some("-") => {
            let mut text = String::new();
            std::io::stdin()
                .read_to_string(&mut text)
                .context("cannot read standard input")?;
            Ok((text, "<stdin>".into()))
        }
        Some(path) if Path::new(path).is_file() => {
            let text =
                std::fs::read_to_string(path).with_context(|| format!("cannot read {path}"))?;
            Ok((text, path.into()))
        }
        Some(text) => Ok((text.into(), "<argument>".into())),
    }
}

/// One grid out of `text`, in any format the reader knows.
fn one_grid(text: &str, source: &str) -> anyhow::Result<Grid> {
    let mut reader = PuzzleReader::new(text.as_bytes(), source);
    let first = reader
        .next()
        .ok_or_else(|| anyhow!("{source}: no puzzle found"))?
        .map_err(|e| anyhow!("{e}"))?;
    if reader.next().is_some() {
        bail!("{source}: holds several puzzles; a hint is for one position");
    }
    Ok(first.grid)
}

/// The player's position: pencil marks if given (the 729-character form, or a
/// pencil-mark grid of 81 digit groups), else the grid's entries with every candidate
/// their peers allow. The flag says whether the player gave the pencil marks (and so
/// could have removed a candidate by mistake).
fn read_state(text: &str, source: &str) -> anyhow::Result<(Board, bool)> {
    let marks: Vec<char> = text.chars().filter(|c| !c.is_whitespace()).collect();
    if marks.len() == 729 {
        let board = Board::from_candidate_string(text).map_err(|e| anyhow!("{source}: {e}"))?;
        return Ok((board, true));
    }
    if let Ok(board) = Board::from_candidate_grid(text) {
        return Ok((board, true));
    }
    Ok((Board::new(&one_grid(text, source)?), false))
}

/// Where the player's position departs from the solution.
fn mistakes(
    board: &Board,
    solution: &Grid,
    original: Option<&Grid>,
    pencil_marks: bool,
) -> Vec<String> {
    let mut found = Vec::new();
    for cell in Cell::all() {
        let right = solution.get(cell).expect("a solution is complete");
        match board.value(cell) {
            Some(d) if d != right => {
                let what = match original.and_then(|o| o.get(cell)) {
                    Some(given) => format!("{cell} holds {d}, but the puzzle gives {given} there"),
                    None => format!("{cell} holds {d}, but the solution has {right} there"),
                };
                found.push(what);
            }
            Some(_) => {}
            None if pencil_marks && !board.candidates(cell).contains(right) => {
                found.push(format!(
                    "{cell}: candidate {right} was removed, but the solution has {right} there"
                ));
            }
            None => {}
        }
    }
    found
}

/// Prints `map` as JSON or `lines` as text, and says whether that counts as a failure.
fn finish(
    out: &mut dyn Write,
    json: bool,
    map: Map<String, Value>,
    lines: &[String],
    failed: bool,
) -> anyhow::Result<Summary> {
    if json {
        writeln!(out, "{}", Value::Object(map))?;
    } else {
        for line in lines {
            writeln!(out, "{line}")?;
        }
    }
    out.flush()?;
    Ok(Summary { failed })
}

pub fn run(args: &HintArgs, out: &mut dyn Write) -> anyhow::Result<Summary> {
    let (text, source) = read_text(args.state.as_deref())?;
    let (board, pencil_marks) = read_state(&text, &source)?;
    let original = match &args.puzzle {
        Some(arg) => {
            let (text, source) = read_text(Some(arg))?;
            Some(one_grid(&text, &source)?)
        }
        None => None,
    };
    let solver = Solver::new();
    let mut map = Map::new();
    map.insert("puzzle".into(), json!(board.to_grid().to_line()));

    // Which solution the position is judged against.
    let reference = original.unwrap_or_else(|| board.to_grid());
    let solution = match solver.solve(&reference) {
        Outcome::Unique(s) => Some(s),
        Outcome::Multiple(..) => None,
        Outcome::Invalid(conflicts) => {
            let list = crate::render::texts(&conflicts);
            map.insert("status".into(), json!("mistake"));
            map.insert("mistakes".into(), json!(list));
            let mut lines = vec!["Mistake: some digits clash:".to_owned()];
            lines.extend(list.iter().map(|l| format!("  {l}")));
            return finish(out, args.json, map, &lines, true);
        }
        Outcome::Unsolvable => {
            let why = if original.is_some() {
                "the original puzzle has no solution"
            } else {
                "the entries so far leave no solution, so one of them is wrong \
                 (give the original puzzle with --puzzle to find which)"
            };
            map.insert("status".into(), json!("mistake"));
            map.insert("mistakes".into(), json!([why]));
            return finish(out, args.json, map, &[format!("Mistake: {why}")], true);
        }
    };
    match &solution {
        Some(solution) => {
            let found = mistakes(&board, solution, original.as_ref(), pencil_marks);
            if !found.is_empty() {
                map.insert("status".into(), json!("mistake"));
                map.insert("mistakes".into(), json!(found));
                let mut lines = vec![format!(
                    "Mistake{}: fix {} first:",
                    if found.len() == 1 { "" } else { "s" },
                    if found.len() == 1 { "it" } else { "them" }
                )];
                lines.extend(found.iter().map(|l| format!("  {l}")));
                return finish(out, args.json, map, &lines, true);
            }
        }
        None => {
            map.insert(
                "note".into(),
                json!("the puzzle has several solutions, so entries cannot be checked"),
            );
        }
    }
    map.insert("mistakes".into(), json!([]));
    if board.is_solved() {
        map.insert("status".into(), json!("solved"));
        return finish(
            out,
            args.json,
            map,
            &["Solved: nothing left to do.".into()],
            false,
        );
    }
    let Some(step) = next_step_in(&board, args.techniques.repertoire()) else {
        map.insert("status".into(), json!("stuck"));
        let mut lines =
            vec!["No step found among the techniques shudu knows from this position.".into()];
        if let Some(solution) = &solution {
            if let Some(cell) = Cell::all().find(|&c| board.value(c).is_none()) {
                let d = solution.get(cell).expect("complete");
                lines.push(format!(
                    "From the solution (not from logic): {cell} is {d}."
                ));
                map.insert("reveal".into(), json!(format!("{cell}={d}")));
            }
        }
        return finish(out, args.json, map, &lines, true);
    };
    map.insert("status".into(), json!("hint"));
    map.insert("nudge".into(), json!(step.nudge()));
    if let Value::Object(fields) = step_json(&step) {
        map.extend(fields);
    }
    map.insert("placements".into(), json!(candidates(&step.placements)));
    let technique = format!("{} ({})", step.technique, tenths(step.rating_tenths()));
    let nudge = step.nudge();
    let line = match args.level {
        HintLevel::Nudge => format!("Hint: {nudge}."),
        HintLevel::Technique => format!("Hint: a {technique}; {nudge}."),
        HintLevel::Full => step_line(&step),
    };
    if let Some(note) = map.get("note").and_then(Value::as_str) {
        let note = format!("Note: {note}.");
        return finish(out, args.json, map.clone(), &[note, line], false);
    }
    finish(out, args.json, map, &[line], false)
}
