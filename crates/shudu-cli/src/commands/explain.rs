//! `shudu explain`: the whole solving path of a puzzle of any board, one step per line,
//! with the rating. The library's [`shudu::variant::Puzzle::explain`] chooses the
//! engine. The path uses every technique unless `--techniques se` asks for Sudoku
//! Explainer's; the rating is always Sudoku Explainer's, from its own path (on a board
//! other than 9×9, shudu's own for the size, and it says so).

use std::io::Write;

use serde_json::{Map, Value, json};
use shudu::logic::{Logic, Repertoire};
use shudu::variant::rating::VariantUnrated;
use shudu::variant::{BoardPath, VariantEntry, broken_rules_in};
use shudu::words::{Note, status_in};

use crate::batch::{Rendered, Summary};
use crate::cli::{ExplainArgs, budget};
use crate::input::{self, Sourced};
use crate::render::{board_fields, json_line, place};

pub fn run(args: &ExplainArgs, out: &mut dyn Write) -> anyhow::Result<Summary> {
    let json = args.input.run.json;
    let repertoire = args.techniques.repertoire();
    let timeout = args.timeout;
    let symbols = args.input.board.symbols();
    let lang = crate::cli::lang();
    let work = move |entry: &Sourced| -> Rendered {
        // One budget for the puzzle: its path and, from another path, its rating.
        let budget = budget(timeout);
        let head = |status: &str| board_fields(entry, status, symbols);
        let path = match entry
            .puzzle
            .explain(&Logic::new(repertoire).within(&budget))
        {
            Ok(path) => path,
            Err(why) => {
                let words = match &why {
                    VariantUnrated::Multiple => Note::NoPathNotUnique.words_in(lang),
                    VariantUnrated::Unsolvable => Note::NoPathNoSolution.words_in(lang),
                    VariantUnrated::Invalid(broken) => broken_rules_in(broken, lang),
                    other => other.words_in(lang),
                };
                return refused(json, why.status(), &words, head, |status| {
                    board_heading(entry, &status_in(lang, status))
                });
            }
        };
        // The rating is Sudoku Explainer's, so it comes from its repertoire's path.
        let rating = path.rating().or_else(|| match repertoire {
            Repertoire::SudokuExplainer => None,
            _ => entry.puzzle.rate(&budget).ok(),
        });
        let status = path.status();
        let text = if json {
            let mut map = head(status);
            path_fields(&mut map, &path, rating, &budget, lang);
            json_line(map)
        } else {
            let title = match &rating {
                Some(r) => r.with_level_in(path.scale().map(|_| entry.puzzle.size()), lang),
                None => status_in(lang, status),
            };
            let mut text = board_heading(entry, &title);
            text.push_str(&path.text_in(&budget, lang));
            text.push('\n');
            text
        };
        Rendered::new(text, status, !path.is_solved())
    };
    input::run_puzzles(&args.input, &BoardPath::STATUSES, out, work)
}

/// The record's fields for a path: `rating` (with `scale` on a board other than 9×9),
/// `steps`, and for a path that stopped short the `error` (and where it was `stuck`).
fn path_fields(
    map: &mut Map<String, Value>,
    path: &BoardPath,
    rating: Option<shudu::logic::Rating>,
    budget: &shudu::logic::Budget,
    lang: shudu::words::Lang,
) {
    if let Some(r) = &rating {
        map.insert("rating".into(), json!(r));
        if let Some(scale) = path.scale() {
            map.insert("scale".into(), json!(scale));
        }
    }
    // The steps of the library's Path record.
    let steps = match shudu::records::with_lang(lang, || serde_json::to_value(path)) {
        Ok(Value::Object(mut record)) => record.remove("steps").unwrap_or_default(),
        _ => unreachable!("a path's record is an object"),
    };
    map.insert("steps".into(), steps);
    if let Some((board, why)) = path.stuck() {
        map.insert("stuck".into(), json!(board));
        map.insert("error".into(), json!(why));
    } else if path.status() == "gave-up" {
        map.insert("error".into(), json!(budget.gave_up()));
    }
}

/// The first line of a puzzle's text: where it is, its rules when they are not the
/// classic ones, and `title`.
fn board_heading(entry: &VariantEntry, title: &str) -> String {
    let lang = crate::cli::lang();
    let place = place(entry.label.as_deref(), entry.line);
    let rules = entry.puzzle.rules().label();
    format!(
        "{}\n",
        shudu::words::heading_in(lang, &place, rules.as_deref(), title)
    )
}

/// `explain`'s output for a puzzle it gives no path (not unique, without a solution,
/// clashing, or a board the engine cannot take): the record (its first fields from
/// `head`) with `why` as its error, or the heading (from `heading`, given the status)
/// then `why`.
fn refused(
    json: bool,
    status: &'static str,
    why: &str,
    head: impl FnOnce(&str) -> Map<String, Value>,
    heading: impl FnOnce(&str) -> String,
) -> Rendered {
    let text = if json {
        let mut map = head(status);
        map.insert("error".into(), json!(why));
        json_line(map)
    } else {
        format!("{}{why}\n\n", heading(status))
    };
    Rendered::new(text, status, true)
}
