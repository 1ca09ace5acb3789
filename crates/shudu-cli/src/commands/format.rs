//! `shudu format`: rewrites puzzles of any board as lines, pretty grids or JSON boards,
//! in f-puzzles' forms and links, or (on classic rules) as a player's starting pencil
//! marks in either candidate form (the library's [`PencilMarks`] writes them). A form
//! that cannot carry a puzzle's rules (a line for a killer) says so for that entry.
//!
//! A puzzle whose givens break a rule is still converted (its text is the user's, and
//! converting is this command's job), but never passed off as fine: a `# invalid: ...`
//! comment line naming the clash goes just before it, which the reader skips when the
//! output is read back in; with `--json` its record has status `invalid` and the clash
//! as `error`. Either way it counts as `invalid` and the exit code is 1.

use std::io::Write;

use serde_json::json;
use shudu::parse::PencilMarks;
use shudu::variant::{Puzzle, Symbols, broken_rules_in};

use crate::batch::{Rendered, Summary};
use crate::cli::{FormatArgs, OutputForm};
use crate::input::{self, Sourced};
use crate::render::{board_fields, json_line, text_line, variant_form};

/// `puzzle` in the form `to`, ending in a line break, or why that form cannot hold it.
pub(crate) fn converted(
    puzzle: &Puzzle,
    to: OutputForm,
    symbols: Symbols,
) -> Result<String, String> {
    if to == OutputForm::Json {
        return Ok(format!("{}\n", puzzle.to_json_board()));
    }
    if let Some(body) = variant_form(puzzle, to) {
        return Ok(format!("{body}\n"));
    }
    if matches!(to, OutputForm::Marks | OutputForm::MarksGrid) {
        let verb = "format --to marks";
        let grid = puzzle
            .classic_grid_for(verb)
            .map_err(|e| e.words_in(crate::cli::lang()))?;
        let marks = PencilMarks::of_grid(&grid);
        return Ok(match to {
            OutputForm::Marks => format!("{}\n", marks.to_candidate_string()),
            // The picture ends with its own line break.
            _ => marks.to_candidate_grid(),
        });
    }
    let rules = puzzle.rules();
    match to {
        OutputForm::Line | OutputForm::Grid if !rules.fit_a_line() => Err(format!(
            "the {} form cannot carry these rules ({rules}); use --to json, fpuzzles or a link",
            if to == OutputForm::Grid {
                "grid"
            } else {
                "line"
            }
        )),
        OutputForm::Grid => Ok(puzzle.to_grid(symbols)),
        _ => Ok(format!("{}\n", puzzle.to_line(symbols))),
    }
}

pub fn run(args: &FormatArgs, out: &mut dyn Write) -> anyhow::Result<Summary> {
    let json = args.input.run.json;
    let to = args.to;
    let symbols = args.input.board.symbols();
    let convert = move |entry: &Sourced| -> Rendered {
        let broken = entry.puzzle.violations();
        let clash = (!broken.is_empty()).then(|| broken_rules_in(&broken, crate::cli::lang()));
        let body = converted(&entry.puzzle, to, symbols);
        let status = match (&body, &clash) {
            (Err(_), _) => "error",
            (Ok(_), Some(_)) => "invalid",
            (Ok(_), None) => "converted",
        };
        let text = if json {
            let mut map = board_fields(entry, status, symbols);
            map.insert("board".into(), json!(entry.puzzle.to_rows()));
            match &body {
                Ok(body) => {
                    map.insert("converted".into(), json!(body.trim_end()));
                }
                Err(why) => {
                    map.insert("error".into(), json!(why));
                }
            }
            if let (Ok(_), Some(clash)) = (&body, &clash) {
                map.insert("error".into(), json!(clash));
            }
            json_line(map)
        } else {
            match (body, &clash) {
                (Err(why), _) => text_line("error", &format!("{}: {why}", entry.at())),
                (Ok(body), Some(clash)) => format!("# invalid: {clash}\n{body}"),
                (Ok(body), None) => body,
            }
        };
        Rendered::new(text, status, status != "converted")
    };
    let order = ["converted", "invalid", "error"];
    let errors_json = json || to == OutputForm::Json;
    input::run_puzzles_with(&args.input, &order, out, convert, errors_json)
}
