//! `shudu solve`: unique, multiple (with two solutions as proof), unsolvable or invalid,
//! for a puzzle of any board; the library's [`shudu::variant::Puzzle::solve`] chooses
//! the engine.

use std::io::Write;

use serde_json::json;
use shudu::variant::{Outcome, pretty_of};
use shudu::words::Note;

use crate::batch::{Rendered, Summary};
use crate::cli::SolveArgs;
use crate::input::{self, Sourced};
use crate::render::{board_fields, comment_heading, json_line, merge_record, text_line};

pub fn run(args: &SolveArgs, out: &mut dyn Write) -> anyhow::Result<Summary> {
    let lang = crate::cli::lang();
    let json = args.input.run.json;
    let pretty = args.pretty;
    let symbols = args.input.board.symbols();
    let work = move |entry: &Sourced| -> Rendered {
        let outcome = entry.puzzle.solve();
        let status = outcome.status().as_str();
        let text = if json {
            let mut map = board_fields(entry, status, symbols);
            merge_record(&mut map, &outcome.in_symbols(symbols));
            match &outcome {
                Outcome::Unique(_) | Outcome::Multiple(..) => {}
                Outcome::Unsolvable => {
                    map.insert("error".into(), json!(Note::NoCompletion.words_in(lang)));
                }
                Outcome::Invalid(_) => {
                    map.insert("error".into(), json!(outcome.line_in(symbols, lang)));
                }
            }
            json_line(map)
        } else if pretty {
            let mut text = comment_heading(entry.label.as_deref(), entry.line, status);
            let rules = entry.puzzle.rules();
            let grids: Vec<String> = outcome
                .solutions()
                .into_iter()
                .map(|s| pretty_of(rules, s, symbols))
                .collect();
            match &outcome {
                Outcome::Unique(_) | Outcome::Multiple(..) => {
                    text.push_str(&grids.join("# and also\n"));
                }
                Outcome::Unsolvable => {
                    text.push_str(&format!("{}\n", Note::NoCompletion.words_in(lang)))
                }
                Outcome::Invalid(broken) => {
                    for rule in broken {
                        text.push_str(&format!("{}\n", rule.words_in(lang)));
                    }
                }
            }
            text.push('\n');
            text
        } else {
            text_line(status, &outcome.line_in(symbols, lang))
        };
        Rendered::new(text, status, !matches!(outcome, Outcome::Unique(_)))
    };
    input::run_puzzles(&args.input, &outcome_order(), out, work)
}

/// The statuses of a solver's outcome in the order a summary counts them: `solve` and
/// `count`, on every board (the library's).
pub(crate) fn outcome_order() -> Vec<&'static str> {
    shudu::Status::ALL.iter().map(|s| s.as_str()).collect()
}
