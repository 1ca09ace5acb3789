//! `shudu hint`: from a player's position — entries and, optionally, pencil marks — the
//! mistakes made so far, else the easiest next step at the level of detail asked for.
//!
//! The library's [`Position`] judges the position; solutions are counted (fast solver,
//! limit 2) before any technique runs, so a position with several solutions or none is
//! answered at once instead of searching for a step that cannot exist. Input is read as
//! every command reads it (`input.rs`).
//!
//! `--json` never says more than the text at the same level: the full hint merges in the
//! library's Step record, the lower levels only its `technique` and `rating` or nothing,
//! and each mistake is an object cut to the level (`docs/records.md`, "hint").

use std::io::Write;

use anyhow::bail;
use serde_json::{Map, Value, json};
use shudu::logic::{GaveUp, next_step_within};
use shudu::parse::{CandidateForm, PencilMarks};
use shudu::{Cell, Grid, House, Mistake, Position, Solutions, Solver};

use crate::batch::Summary;
use crate::cli::{HintArgs, HintLevel};
use crate::input;
use crate::render::merge_record;
use crate::steps::{step_line, tenths};

/// The player's position: pencil marks if the text is in a candidate form (the
/// 729-character form, or a pencil-mark grid of 81 digit groups), else a grid of the
/// givens and entries, whose empty cells hold every candidate their peers allow.
fn read_position(text: &str, source: &str, puzzle: Option<Grid>) -> anyhow::Result<Position> {
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

/// `box 3`: where a nudge says to look (the box's name as the library writes houses).
fn box_of(cell: Cell) -> String {
    let index = u8::try_from(cell.box_index()).expect("a box index fits in u8");
    House::Box(index).to_string()
}

/// A mistake in as much detail as the level gives away: a nudge says only where to look,
/// the technique level names the cell but no digit of the solution, the full hint says all.
fn mistake_text(mistake: &Mistake, level: HintLevel) -> String {
    match (level, mistake) {
        (HintLevel::Nudge, m) => format!("look at {}", box_of(m.cell())),
        (HintLevel::Technique, Mistake::WrongEntry { cell, entered, .. }) => {
            format!("{cell} holds {entered}, which is wrong")
        }
        (HintLevel::Technique, Mistake::MissingCandidate { cell, .. }) => {
            format!("{cell}: a candidate the solution needs was removed")
        }
        (_, m) => m.to_string(),
    }
}

/// A mistake as a JSON object, holding no more than its text at the same level: a nudge
/// only the box (`{"house":"box 1","text":…}`); from the technique level its `kind`, its
/// cell and the digits already on the player's sheet or in the puzzle; the full hint
/// adds the solution's digit (`solution` for a wrong entry, `digit` for a removed mark).
fn mistake_json(mistake: &Mistake, level: HintLevel) -> Value {
    let text = mistake_text(mistake, level);
    if level == HintLevel::Nudge {
        return json!({ "house": box_of(mistake.cell()), "text": text });
    }
    let full = level == HintLevel::Full;
    let mut map = Map::new();
    map.insert("cell".into(), json!(mistake.cell()));
    match *mistake {
        Mistake::WrongEntry {
            entered, solution, ..
        } => {
            map.insert("kind".into(), json!("wrong-entry"));
            map.insert("entered".into(), json!(entered));
            if full {
                map.insert("solution".into(), json!(solution));
            }
        }
        Mistake::ChangedGiven { given, now, .. } => {
            map.insert("kind".into(), json!("changed-given"));
            map.insert("given".into(), json!(given));
            map.insert("now".into(), json!(now));
        }
        Mistake::MissingCandidate { digit, .. } => {
            map.insert("kind".into(), json!("missing-candidate"));
            if full {
                map.insert("digit".into(), json!(digit));
            }
        }
        // A kind this command does not know yet: its text says all there is.
        _ => {
            map.insert("kind".into(), json!("other"));
        }
    }
    map.insert("text".into(), json!(text));
    Value::Object(map)
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
    let (text, source) = input::read_text(args.state.as_deref())?;
    let puzzle = match &args.puzzle {
        Some(arg) => {
            let (text, source) = input::read_text(Some(arg))?;
            Some(input::one_grid(&text, &source)?)
        }
        None => None,
    };
    let position = read_position(&text, &source, puzzle)?;
    let level = args.level;
    let solver = Solver::new();
    let report = position.check(&solver);
    let mut map = Map::new();
    map.insert("puzzle".into(), json!(position.sheet().to_line()));
    map.insert("level".into(), json!(level_name(level)));

    if !report.mistakes.is_empty() {
        let mut found: Vec<(String, Value)> = report
            .mistakes
            .iter()
            .map(|m| (mistake_text(m, level), mistake_json(m, level)))
            .collect();
        // A nudge names each box once.
        found.dedup();
        map.insert("status".into(), json!("mistake"));
        let records: Vec<&Value> = found.iter().map(|(_, record)| record).collect();
        map.insert("mistakes".into(), json!(records));
        let found: Vec<String> = found.into_iter().map(|(text, _)| text).collect();
        let mut lines = vec![format!(
            "Mistake{}: fix {} first:",
            if found.len() == 1 { "" } else { "s" },
            if found.len() == 1 { "it" } else { "them" }
        )];
        lines.extend(found.iter().map(|l| format!("  {l}")));
        return finish(out, args.json, map, &lines, true);
    }
    if !report.clashes.is_empty() {
        // The clashes are on the player's sheet already: naming them gives nothing away.
        let list = crate::render::texts(&report.clashes);
        let records: Vec<Value> = report
            .clashes
            .iter()
            .zip(&list)
            .map(|(clash, text)| {
                let mut record = Map::new();
                record.insert("kind".into(), json!("clash"));
                merge_record(&mut record, clash);
                record.insert("text".into(), json!(text));
                Value::Object(record)
            })
            .collect();
        map.insert("status".into(), json!("mistake"));
        map.insert("mistakes".into(), json!(records));
        let mut lines = vec!["Mistake: some digits clash:".to_owned()];
        lines.extend(list.iter().map(|l| format!("  {l}")));
        return finish(out, args.json, map, &lines, true);
    }
    if args.puzzle.is_some() && matches!(report.puzzle, Solutions::None { .. }) {
        let why = "the original puzzle has no solution";
        map.insert("status".into(), json!("no-solution"));
        map.insert("reason".into(), json!(why));
        return finish(out, args.json, map, &[format!("No solution: {why}.")], true);
    }
    let solution = match &report.position {
        Solutions::None { dead_cell } => {
            let why = match dead_cell {
                Some(cell) => format!("{cell} has no candidate left"),
                None if position.puzzle() == position.sheet() => {
                    "no grid completes these digits and marks; if some are entries, one \
                     of them is wrong (give the original puzzle with --puzzle to find which)"
                        .to_owned()
                }
                None => "the entries so far leave no solution".to_owned(),
            };
            map.insert("status".into(), json!("no-solution"));
            map.insert("reason".into(), json!(why));
            if let Some(cell) = dead_cell {
                map.insert("cell".into(), json!(cell.to_string()));
            }
            return finish(out, args.json, map, &[format!("No solution: {why}.")], true);
        }
        Solutions::Several {
            first,
            second,
            cell,
        } => {
            let (a, b) = (first.get(*cell), second.get(*cell));
            let (a, b) = (a.expect("complete"), b.expect("complete"));
            let (a, b) = (a.min(b), a.max(b));
            let why = format!("{cell} can be {a} or {b}");
            map.insert("status".into(), json!("multiple"));
            map.insert("reason".into(), json!(why));
            map.insert("cell".into(), json!(cell.to_string()));
            map.insert("digits".into(), json!([a.get(), b.get()]));
            let line = format!("This puzzle has several solutions: {why}.");
            return finish(out, args.json, map, &[line], true);
        }
        Solutions::Unique(solution) => *solution,
    };
    map.insert("mistakes".into(), json!([]));
    let board = position.board();
    if board.is_solved() {
        map.insert("status".into(), json!("solved"));
        let lines = ["Solved: nothing left to do.".to_owned()];
        return finish(out, args.json, map, &lines, false);
    }
    // The budget starts here: counting solutions is quick, the search for a step is not.
    let budget = crate::cli::budget(args.timeout);
    let found = match next_step_within(&board, args.techniques.repertoire(), &budget) {
        Ok(found) => found,
        Err(GaveUp) => {
            let why = crate::cli::gave_up(args.timeout);
            map.insert("status".into(), json!("gave-up"));
            map.insert("reason".into(), json!(why));
            return finish(out, args.json, map, &[format!("No hint: {why}.")], true);
        }
    };
    let Some(step) = found else {
        map.insert("status".into(), json!("stuck"));
        let mut lines =
            vec!["No step found among the techniques shudu knows from this position.".into()];
        // Only the full hint may give a digit away, and then says it is not logic.
        if level == HintLevel::Full {
            if let Some(cell) = Cell::all().find(|&c| board.value(c).is_none()) {
                let d = solution.get(cell).expect("complete");
                lines.push(format!(
                    "From the solution (not from logic): {cell} is {d}."
                ));
                map.insert("reveal".into(), json!({ "cell": cell, "digit": d }));
            }
        }
        return finish(out, args.json, map, &lines, true);
    };
    map.insert("status".into(), json!("hint"));
    let nudge = step.nudge();
    map.insert("nudge".into(), json!(nudge));
    let technique = format!("{} ({})", step.technique, tenths(step.rating_tenths()));
    let line = match level {
        HintLevel::Nudge => format!("Hint: {nudge}."),
        HintLevel::Technique => {
            // The Step record's own fields, so the rating is the same number.
            let mut record = Map::new();
            merge_record(&mut record, &step);
            for key in ["technique", "rating"] {
                if let Some(value) = record.remove(key) {
                    map.insert(key.into(), value);
                }
            }
            format!("Hint: a {technique}; {nudge}.")
        }
        HintLevel::Full => {
            merge_record(&mut map, &step);
            step_line(&step)
        }
    };
    finish(out, args.json, map, &[line], false)
}

/// The level's name as typed on the command line.
fn level_name(level: HintLevel) -> &'static str {
    match level {
        HintLevel::Nudge => "nudge",
        HintLevel::Technique => "technique",
        HintLevel::Full => "full",
    }
}
