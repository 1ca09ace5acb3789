//! `shudu hint`: from a player's position — entries and, optionally, pencil marks — the
//! mistakes made so far, else the easiest next step at the level of detail asked for.
//!
//! This file only reads the position (input is read as every command reads it,
//! `input.rs`; pencil marks in either candidate form, on a board of any side) and
//! prints: the library's one hint door, [`shudu::variant::Puzzle::hint`], judges it,
//! chooses the engine and words the hint, and its record is the `--json` output
//! (`docs/records.md`, "hint"), which never says more than the text at the same level.

use std::io::Write;
use std::sync::Arc;

use anyhow::{anyhow, bail};
use serde::Serialize;
use shudu::parse::{CandidateForm, PencilMarks};
use shudu::variant::{
    Puzzle, Rules, SheetMarks, Symbols, is_variant_json, is_variant_text, read_puzzles,
};
use shudu::{Cell, Grid, Position};

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
    let symbols = args.board.symbols();
    let flagged = args.board.rules()?;
    // The original puzzle, on the rules the options name, else on its own.
    let original = match &args.puzzle {
        Some(arg) => {
            let (text, source) = input::read_text(Some(arg))?;
            let classic = flagged.is_none() && !is_variant_text(&text);
            Some(if classic {
                Puzzle::from_classic(&input::one_grid(&text, &source)?)
            } else {
                one_board(&text, &source, flagged.as_ref(), symbols)?
            })
        }
        None => None,
    };
    let classic = match &original {
        Some(puzzle) => flagged.is_none() && puzzle.rules().is_classic(),
        None => flagged.is_none() && !is_variant_text(&text),
    };
    let PlayerPosition {
        puzzle,
        sheet,
        marks,
    } = if classic {
        let given = match &original {
            Some(puzzle) => Some(puzzle.classic_grid_for("hint")?),
            None => None,
        };
        let position = read_position(&text, &source, given)?;
        let marks = position.marks().map(|marks| {
            Cell::all()
                .map(|cell| marks[cell].iter().map(|d| d.get()).collect())
                .collect()
        });
        let sheet: Vec<u8> = Cell::all()
            .map(|cell| position.sheet().get(cell).map_or(0, |d| d.get()))
            .collect();
        PlayerPosition {
            puzzle: Puzzle::from_classic(position.puzzle()),
            sheet,
            marks,
        }
    } else {
        variant_position(&text, &source, original, flagged.as_ref(), symbols)?
    };
    let found = puzzle
        .hint(
            &sheet,
            marks.as_deref(),
            symbols,
            args.level.into(),
            args.techniques.repertoire(),
            &crate::cli::budget(args.timeout),
        )
        .map_err(|e| anyhow!("{source}: {e}"))?;
    write_hint(out, args.json, &found, found.lines(), found.failed())
}

/// A player's position on any board, as [`Puzzle::hint`] takes it.
struct PlayerPosition {
    /// The original puzzle.
    puzzle: Puzzle,
    /// The givens and entries, 0 for an empty cell.
    sheet: Vec<u8>,
    /// Each cell's pencil marks, when the position is in a candidate form.
    marks: Option<Vec<Vec<u8>>>,
}

/// The first puzzle of `text`, on `rules` when given, else on the rules it carries.
fn one_board(
    text: &str,
    source: &str,
    rules: Option<&Arc<Rules>>,
    symbols: Symbols,
) -> anyhow::Result<Puzzle> {
    match read_puzzles(text, rules, symbols).into_iter().next() {
        Some(Ok(entry)) => Ok(entry.puzzle),
        Some(Err(e)) => bail!("{source}: {e}"),
        None => bail!("{source}: no puzzle"),
    }
}

/// A player's position on a board other than the classic one: the puzzle (the original,
/// else the state's digits as givens), the sheet's digits and the pencil marks, when the
/// state is in a candidate form of the board's side. The state is read on the original's
/// board, or the options', or its own; a state whose own rules (its JSON) differ from
/// the original's is refused.
fn variant_position(
    text: &str,
    source: &str,
    original: Option<Puzzle>,
    flagged: Option<&Arc<Rules>>,
    symbols: Symbols,
) -> anyhow::Result<PlayerPosition> {
    let own_rules = is_variant_json(text);
    let on_board = match &original {
        Some(puzzle) if !own_rules => Some(puzzle.shared_rules()),
        _ => flagged,
    };
    if let Some(rules) = on_board {
        let size = rules.shape().size();
        match SheetMarks::read(text, size, symbols) {
            Some(Ok(read)) => {
                let puzzle = match original {
                    Some(puzzle) => puzzle,
                    None => Puzzle::new(rules.clone(), read.sheet.clone())
                        .map_err(|e| anyhow!("{source}: {e}"))?,
                };
                return Ok(PlayerPosition {
                    puzzle,
                    sheet: read.sheet,
                    marks: Some(read.marks),
                });
            }
            // A line or grid with empty cells may look like a picture of marks: when it
            // reads as a puzzle, it is one.
            Some(Err(err))
                if read_puzzles(text, Some(rules), symbols)
                    .first()
                    .is_none_or(Result::is_err) =>
            {
                bail!("{source}: {err}")
            }
            _ => {}
        }
    }
    let state = one_board(text, source, on_board, symbols)?;
    let Some(puzzle) = original else {
        let sheet = state.values().to_vec();
        return Ok(PlayerPosition {
            puzzle: state,
            sheet,
            marks: None,
        });
    };
    if own_rules && rules_json(&state) != rules_json(&puzzle) {
        bail!(
            "{source}: the sheet's rules ({}) are not the puzzle's ({})",
            state.rules(),
            puzzle.rules()
        );
    }
    let sheet = state.values().to_vec();
    Ok(PlayerPosition {
        puzzle,
        sheet,
        marks: None,
    })
}

/// A puzzle's rules alone, as its JSON writes them (no givens): two puzzles are on the
/// same board when these agree.
fn rules_json(puzzle: &Puzzle) -> String {
    let n = puzzle.size();
    Puzzle::new(puzzle.shared_rules().clone(), vec![0; n * n])
        .map(|empty| empty.to_json())
        .unwrap_or_default()
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
