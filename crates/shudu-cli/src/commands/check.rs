//! `shudu check`: broken rules, solvability, uniqueness and minimality of a puzzle of any
//! board, with the redundant clues listed so a puzzle maker can remove them; the
//! library's [`shudu::variant::Puzzle::check`] chooses the engine and words the verdict.
//! With `--symmetry`, the library's [`shudu::variant::Puzzle::check_symmetry`]: the
//! groups of symmetric clues that can go together, where the rules have a classic grid
//! to lay them out on.

use std::io::Write;

use serde_json::json;
use shudu::Symmetry;
use shudu::variant::{Symbols, Verdict, broken_rules_in};

use crate::batch::{Rendered, Summary};
use crate::cli::CheckArgs;
use crate::input::{self, Sourced};
use crate::render::{board_fields, json_line, merge_record, text_line};

pub fn run(args: &CheckArgs, out: &mut dyn Write) -> anyhow::Result<Summary> {
    let json = args.input.run.json;
    let symmetry = args.symmetry;
    let symbols = args.input.board.symbols();
    let work = move |entry: &Sourced| -> Rendered {
        // The check, under the symmetry when one is asked for: its verdict, words,
        // record and the rules its givens break.
        let (verdict, words, record, trouble) = if symmetry == Symmetry::None {
            let check = entry.puzzle.check();
            let record = serde_json::to_value(&check);
            (
                check.verdict,
                check.words_in(symbols, crate::cli::lang()),
                record,
                check.violations,
            )
        } else {
            match entry.puzzle.check_symmetry(symmetry) {
                Ok(check) => {
                    let record = serde_json::to_value(&check);
                    let words = check.words_in(symbols, crate::cli::lang());
                    (check.verdict(), words, record, check.check.violations)
                }
                // Symmetric groups are laid out on a classic grid: other rules say so.
                Err(why) => {
                    let why = why.words_in(crate::cli::lang());
                    return refused(entry, &why, json, symbols);
                }
            }
        };
        let status = verdict.name();
        let text = if json {
            let mut map = board_fields(entry, status, symbols);
            merge_record(&mut map, &record.expect("a check's record is JSON"));
            if verdict == Verdict::Invalid {
                map.insert(
                    "error".into(),
                    json!(broken_rules_in(&trouble, crate::cli::lang())),
                );
            }
            json_line(map)
        } else {
            text_line(status, &words)
        };
        Rendered::new(text, status, !verdict.is_unique())
    };
    input::run_puzzles(&args.input, &order(), out, work)
}

/// The record of an entry whose rules the asked-for check does not apply to.
fn refused(entry: &Sourced, why: &str, json: bool, symbols: Symbols) -> Rendered {
    let text = if json {
        let mut map = board_fields(entry, "error", symbols);
        map.insert("error".into(), json!(why));
        json_line(map)
    } else {
        text_line("error", &format!("{}: {why}", entry.at()))
    };
    Rendered::new(text, "error", true)
}

/// `check`'s statuses in the order its summary counts them, on every board (the
/// library's verdicts; `--symmetry` words its verdict with the same two words for a
/// unique puzzle).
fn order() -> Vec<&'static str> {
    Verdict::ALL.iter().map(|v| v.name()).collect()
}
