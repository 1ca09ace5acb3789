//! `shudu check`: broken rules, solvability, uniqueness and minimality of a puzzle of any
//! board, with the redundant clues listed so a puzzle maker can remove them; the
//! library's [`shudu::variant::Puzzle::check`] chooses the engine and words the verdict.
//! With `--symmetry`, the library's [`shudu::variant::Puzzle::check_symmetry`]: the
//! groups of symmetric clues that can go together, where the rules have a classic grid
//! to lay them out on.

use std::io::Write;

use serde_json::json;
use shudu::Symmetry;
use shudu::variant::{PlayerPosition, SheetStatus, Symbols, Verdict, broken_rules_in};
use shudu::words::{CommandError, located_in};

use crate::batch::{Rendered, Summary};
use crate::cli::CheckArgs;
use crate::input::{self, Sourced};
use crate::render::{board_fields, json_line, merge_record, text_line};

pub fn run(args: &CheckArgs, out: &mut dyn Write) -> anyhow::Result<Summary> {
    if args.explain {
        return explain(args, out);
    }
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

/// `check --explain`: one player's position, read as `hint` reads it, checked against the
/// original's solution by the library's [`shudu::variant::Puzzle::explain_sheet`], which
/// says why each mistake is wrong; its lines, or its record with `--json`. The run fails
/// unless the sheet is right so far or solved.
fn explain(args: &CheckArgs, out: &mut dyn Write) -> anyhow::Result<Summary> {
    let state = match args.input.inputs.as_slice() {
        [] => None,
        [one] => Some(one.as_str()),
        more => {
            return Err(crate::cli::error(CommandError::OnePosition {
                found: more.len(),
            }));
        }
    };
    let (text, source) = input::read_text(state)?;
    let original = match &args.puzzle {
        Some(arg) => Some(input::read_text(Some(arg))?),
        None => None,
    };
    let original = original
        .as_ref()
        .map(|(text, name)| (text.as_str(), name.as_str()));
    let lang = crate::cli::lang();
    let position = PlayerPosition::read(&text, &source, original, &args.input.board.options()?)
        .map_err(|e| anyhow::Error::msg(e.words_in(lang)))?;
    let check = position
        .puzzle
        .explain_sheet(&position.sheet, position.marks.as_deref())
        .map_err(|e| anyhow::Error::msg(located_in(lang, &source, 0, &e.words_in(lang))))?;
    let failed = !matches!(
        check.status,
        SheetStatus::Solved | SheetStatus::CorrectSoFar
    );
    let lines = check.lines_in(position.symbols, lang);
    crate::commands::hint::write_one(out, args.input.run.json, &check, lines, failed, lang)
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
