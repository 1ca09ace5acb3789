//! Pieces of output shared by every command: JSON fields naming where a puzzle came from,
//! the library's records merged into them, error records that keep the user's text, and
//! the aligned text columns. The records' shapes are the library's (`shudu::records`,
//! documented in `docs/records.md`); this module only adds the envelope around them.

use serde::Serialize;
use serde_json::{Map, Value, json};
use shudu::parse::Entry;
use shudu::variant::{BoardReadError, Symbols, VariantEntry};

use crate::batch::Rendered;
use crate::cli::OutputForm;

/// Width of the status column in text output.
pub const STATUS_WIDTH: usize = 10;

/// `status    rest` with the status padded to a column.
pub fn text_line(status: &str, rest: &str) -> String {
    // Built by hand rather than by `format!`: one of these is written per puzzle.
    let mut line = String::with_capacity(STATUS_WIDTH + rest.len() + 2);
    line.push_str(status);
    if !rest.is_empty() {
        let pad = STATUS_WIDTH.saturating_sub(status.chars().count());
        line.extend(std::iter::repeat_n(' ', pad + 1));
        line.push_str(rest);
    }
    line.push('\n');
    line
}

/// The JSON fields every record about an entry starts with.
pub fn entry_fields(entry: &Entry, status: &str) -> Map<String, Value> {
    let mut map = Map::new();
    map.insert("puzzle".into(), json!(entry.grid.to_line()));
    map.insert("status".into(), json!(status));
    if let Some(label) = &entry.label {
        map.insert("label".into(), json!(label));
    }
    map.insert("line".into(), json!(entry.line));
    map
}

/// The JSON fields every record about an entry of any board starts with: its puzzle as
/// the library writes it for a record (its line in `symbols`, or its JSON where a line
/// cannot carry the rules), its rules unless they are the classic ones, the status, its
/// label and line.
pub fn board_fields(entry: &VariantEntry, status: &str, symbols: Symbols) -> Map<String, Value> {
    let mut map = Map::new();
    map.insert(
        "puzzle".into(),
        json!(entry.puzzle.to_record_value(symbols)),
    );
    if let Some(rules) = entry.puzzle.rules().label() {
        map.insert("rules".into(), json!(rules));
    }
    map.insert("status".into(), json!(status));
    if let Some(label) = &entry.label {
        map.insert("label".into(), json!(label));
    }
    map.insert("line".into(), json!(entry.line));
    map
}

/// Adds the fields of `record`, a library value that serializes to an object (an
/// `Outcome`, a `Check`, …), to `map`; where both have a field the record's wins.
pub fn merge_record<T: Serialize>(map: &mut Map<String, Value>, record: &T) {
    match serde_json::to_value(record) {
        Ok(Value::Object(fields)) => map.extend(fields),
        // Every record the commands merge is an object: a value here is a bug.
        other => unreachable!("a record serializes to an object, found {other:?}"),
    }
}

/// One JSON object on one line.
pub fn json_line(map: Map<String, Value>) -> String {
    let mut text = Value::Object(map).to_string();
    text.push('\n');
    text
}

/// The status of an entry that could not be read: the batch runner's own, counted last.
pub const READ_ERROR: &str = "error";

/// The record for an entry that could not be read, on any board: the user's text is
/// kept whole, the error names `FILE:LINE:`.
pub fn read_error(err: &BoardReadError, json: bool, strict: bool) -> Rendered {
    let text = if json {
        let mut map = Map::new();
        map.insert("puzzle".into(), json!(err.input()));
        map.insert("status".into(), json!(READ_ERROR));
        map.insert("error".into(), json!(err.words_in(crate::cli::lang())));
        map.insert("source".into(), json!(err.source_name()));
        map.insert("line".into(), json!(err.line()));
        json_line(map)
    } else {
        text_line(READ_ERROR, &err.words_in(crate::cli::lang()))
    };
    Rendered {
        text,
        tally: READ_ERROR,
        failed: true,
        stop: strict.then(|| format!("{err} (stopped here: --strict)")),
    }
}

/// The heading of an entry's pretty form, from its label and line, on any board: its
/// label (with its line) or its line, and its status.
pub fn heading_of(label: Option<&str>, line: usize, status: &str) -> String {
    let lang = crate::cli::lang();
    let place = place(label, line);
    let title = shudu::words::status_in(lang, status);
    format!("{}\n", shudu::words::heading_in(lang, &place, None, &title))
}

/// Where an entry is, as headings name it: its label (with its line) or its line.
pub fn place(label: Option<&str>, line: usize) -> String {
    shudu::words::place_in(crate::cli::lang(), label, line)
}

/// [`heading_of`] as a `#` comment, which every reader skips: above grids that are
/// read back (`solve --pretty | check`).
pub fn comment_heading(label: Option<&str>, line: usize, status: &str) -> String {
    format!("# {}", heading_of(label, line, status))
}

/// The heading of a generated puzzle's pretty form, as a `#` comment that every reader
/// skips, so that `generate --pretty | solve` reads the grids: `# puzzle 1 (24 clues)`,
/// with the rating after the clues when there is one.
pub fn generated_heading(index: u64, clues: usize, rating: Option<String>) -> String {
    let words =
        shudu::words::generated_heading_in(crate::cli::lang(), index + 1, clues, rating.as_deref());
    format!("# {words}\n")
}

/// The line between a generated puzzle's pretty grid and its solution's.
pub fn solution_heading() -> String {
    let words = shudu::words::Note::SolutionHeading.words_in(crate::cli::lang());
    format!("# {words}\n")
}

/// A classic grid in one of the output forms (`format`'s), ending in a line break.
#[cfg(feature = "scan")]
pub fn grid_form(grid: &shudu::Grid, to: OutputForm) -> String {
    let puzzle = shudu::variant::Puzzle::from_classic(grid);
    crate::commands::format::converted(&puzzle, to, Symbols::Standard)
        .expect("every form holds a classic grid")
}

/// A variant puzzle in one of the forms that carry its rules; `None` for the forms that
/// cannot (line, grid and the pencil marks are the caller's).
pub fn variant_form(puzzle: &shudu::variant::Puzzle, to: OutputForm) -> Option<String> {
    use shudu::variant::LinkSite;
    Some(match to {
        OutputForm::Json => puzzle.to_json(),
        OutputForm::Fpuzzles => puzzle.to_fpuzzles(),
        OutputForm::FpuzzlesCompressed => puzzle.to_fpuzzles_compressed(),
        OutputForm::FpuzzlesLink => puzzle.to_link(LinkSite::Fpuzzles),
        OutputForm::SudokupadLink => puzzle.to_link(LinkSite::SudokuPad),
        OutputForm::Line | OutputForm::Grid | OutputForm::Marks | OutputForm::MarksGrid => {
            return None;
        }
    })
}
