//! `shudu hint`: from a player's position — entries and, optionally, pencil marks — the
//! mistakes made so far, else the easiest next step at the level of detail asked for.
//!
//! This file only reads the arguments' text and prints: the library's one position
//! reader ([`shudu::variant::PlayerPosition::read`], pencil marks in either candidate
//! form, on a board of any side) takes the position, its hint door judges it, chooses
//! the engine and words the hint, and the hint's record is the `--json` output
//! (`docs/records.md`, "hint"), which never says more than the text at the same level.

use std::io::Write;

use serde::Serialize;
use shudu::logic::Logic;
use shudu::variant::PlayerPosition;
use shudu::words::{Lang, located_in};

use crate::batch::Summary;
use crate::cli::HintArgs;
use crate::input;

pub fn run(args: &HintArgs, out: &mut dyn Write) -> anyhow::Result<Summary> {
    let (text, source) = input::read_text(args.state.as_deref())?;
    let original = match &args.puzzle {
        Some(arg) => Some(input::read_text(Some(arg))?),
        None => None,
    };
    let options = args.board.options()?;
    let original = original
        .as_ref()
        .map(|(text, name)| (text.as_str(), name.as_str()));
    let lang = crate::cli::lang();
    let position = PlayerPosition::read(&text, &source, original, &options)
        .map_err(|e| anyhow::Error::msg(e.words_in(lang)))?;
    let found = position
        .hint(
            args.level.into(),
            &Logic::new(args.techniques.repertoire()).within(&crate::cli::budget(args.timeout)),
        )
        .map_err(|e| anyhow::Error::msg(located_in(lang, &source, 0, &e.words_in(lang))))?;
    write_one(
        out,
        args.json,
        &found,
        found.lines_in(lang),
        found.failed(),
        lang,
    )
}

/// Writes one result (a hint, an explained check): its record with `--json` (its words in
/// `lang`), else its lines; the run fails when the result says so (`failed`: a hint that
/// does not move the player on, a check that found trouble).
pub(crate) fn write_one(
    out: &mut dyn Write,
    json: bool,
    record: &impl Serialize,
    lines: Vec<String>,
    failed: bool,
    lang: Lang,
) -> anyhow::Result<Summary> {
    if json {
        let record = shudu::records::with_lang(lang, || serde_json::to_string(record))?;
        writeln!(out, "{record}")?;
    } else {
        for line in lines {
            writeln!(out, "{line}")?;
        }
    }
    out.flush()?;
    Ok(Summary::of(failed))
}
