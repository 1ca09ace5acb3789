//! Reading puzzles: every text form people keep Sudoku in, detected entry by entry.
//!
//! [`PuzzleReader`] streams [`Entry`]s (or [`ParseError`]s) out of any [`BufRead`], one
//! line at a time, so files of any size are read in constant memory. Accepted forms:
//! - **line**: 81 cell characters (`1`–`9`; `.`, `0`, `_`, `*` or `-` for empty), then
//!   optionally whitespace and a comment, which becomes the entry's label;
//! - **grid**: 9 rows of 9 cells with any separators (`|`, `+`, spaces) and frame lines
//!   (`------+-------+------`), as printed by the tutorials, `.sdk` and `.ss` files and
//!   Project Euler 96; in this form `-` only draws lines;
//! - **json**: a board as 9 arrays of 9 numbers (0 or `null` for empty), a list of boards,
//!   or objects with a `"puzzle"` string (shudu's own `--json` output reads back in).
//!
//! A run's header and summary records (`{"record":"header",…}`, see [`is_run_record`]) are
//! not entries: like blank lines and `#` or `//` comments they are skipped. Blank lines and `#` or `//` comments are skipped. A header labels the puzzle after it;
//! only recognised forms are headers: a keyword — `grid`, `puzzle`, `sudoku`, `game`,
//! `level`, `no`/`no.` or `number`, in any case — followed by a number or a title
//! (`Grid 01`, `Puzzle 3:`, `Puzzle 3: title`, `Sudoku #12`, `No. 5`), or a bracketed
//! title (`[Puzzle]`). Any other line is read as a puzzle, so a stray word is an error
//! naming its first unexpected character rather than a label that hides a mistyped
//! puzzle (`x.9748...`), and a header with no puzzle after it (at the end of the input,
//! or followed straight by another header) is an error too (see `is_header`).
//!
//! Read next: `line.rs`, `block.rs` and `json.rs` hold the three forms; `error.rs` says
//! how errors name their place. A player's pencil marks (the 729-character candidate form
//! and the pencil-mark grid) are read and written by [`PencilMarks`], in `candidates.rs`.

mod block;
mod candidates;
mod cells;
mod encoding;
mod error;
pub(crate) use error::located;
pub(crate) mod json;
mod json_prefix;
mod line;

use std::collections::VecDeque;
use std::io::BufRead;

use crate::grid::Grid;
use encoding::Decoded;
use json_prefix::JsonPrefix;

pub use candidates::{CandidateForm, PencilMarks};
pub use encoding::decode_text;
pub use error::{ParseError, ParseErrorKind};
pub use json::{JsonError, RUN_RECORDS, Value as JsonValue, is_run_record, is_run_record_line};

/// A puzzle format, to force instead of detecting.
///
/// ```
/// use shudu::{Format, PuzzleReader};
/// assert_eq!(Format::from_name("grid"), Some(Format::Grid));
/// // Forced to read lines only, a JSON board is an error rather than a puzzle.
/// let text = "[[0,0,0,0,0,0,0,0,0]]";
/// let mut reader = PuzzleReader::new(text.as_bytes(), "<text>").with_format(Some(Format::Line));
/// assert!(reader.next().unwrap().is_err());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[non_exhaustive]
pub enum Format {
    /// 81 characters on one line.
    Line,
    /// Nine rows of nine cells, with any separators.
    Grid,
    /// A JSON board (9 arrays of 9 numbers), a list of them, or `{"puzzle": "..."}`.
    Json,
}

impl Format {
    /// Every format, in the order they are documented.
    pub const ALL: [Format; 3] = [Format::Line, Format::Grid, Format::Json];

    /// The name used on the command line: `line`, `grid` or `json`.
    pub fn name(self) -> &'static str {
        match self {
            Format::Line => "line",
            Format::Grid => "grid",
            Format::Json => "json",
        }
    }

    /// The format called `name`.
    pub fn from_name(name: &str) -> Option<Format> {
        Format::ALL.into_iter().find(|f| f.name() == name)
    }
}

/// One puzzle read from the input, with where it came from.
///
/// ```
/// use shudu::PuzzleReader;
/// let text = format!("Grid 01\n{}\n", "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759..");
/// let entry = PuzzleReader::new(text.as_bytes(), "<text>").next().unwrap()?;
/// assert_eq!(entry.label.as_deref(), Some("Grid 01"));
/// assert_eq!(entry.line, 2);
/// assert_eq!(entry.grid.given_count(), 27);
/// # Ok::<(), shudu::ParseError>(())
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Entry {
    /// The puzzle.
    pub grid: Grid,
    /// The one-based line where it starts.
    pub line: usize,
    /// Its header (`Grid 01`) or trailing comment, if it had one.
    pub label: Option<String>,
    /// The puzzle's text exactly as given.
    pub text: String,
}

/// Lines longer than this are refused rather than held in memory.
const MAX_LINE_BYTES: usize = 1 << 20;

/// Bytes of a refused long line kept in its error, enough to recognise it.
const LONG_LINE_KEPT: usize = 100;

/// Streams puzzles out of text in any supported format.
///
/// ```
/// use shudu::PuzzleReader;
/// let text = "Grid 01\n003020600\n900305001\n001806400\n008102900\n700000008\n\
///             006708200\n002609500\n800203009\n005010300\n\
///             4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n\
///             12345\n";
/// let entries: Vec<_> = PuzzleReader::new(text.as_bytes(), "puzzles.txt").collect();
/// assert_eq!(entries.len(), 3);
/// assert_eq!(entries[0].as_ref().unwrap().label.as_deref(), Some("Grid 01"));
/// assert_eq!(entries[1].as_ref().unwrap().line, 11);
/// let err = entries[2].as_ref().unwrap_err();
/// assert_eq!(err.to_string(), "puzzles.txt:12: expected 81 cells, found 5");
/// ```
pub struct PuzzleReader<R> {
    input: Decoded<R>,
    source: String,
    format: Option<Format>,
    line_no: usize,
    buffer: Vec<u8>,
    /// Lines read ahead and handed back, to be read again before any new line: the line
    /// that ended a grid, or the lines after a JSON value that broke off.
    pushed_back: VecDeque<(usize, String)>,
    queue: VecDeque<Result<Entry, ParseError>>,
    label: Option<String>,
    /// The last header read (its line and text) while no entry has started since: if the
    /// input ends or another header comes first, it is reported rather than lost.
    header: Option<(usize, String)>,
    finished: bool,
}

impl<R: BufRead> PuzzleReader<R> {
    /// A reader of `input`, whose errors name `source` (a file name, `<stdin>`, or "").
    pub fn new(input: R, source: impl Into<String>) -> Self {
        PuzzleReader {
            input: Decoded::new(input),
            source: source.into(),
            format: None,
            line_no: 0,
            buffer: Vec::new(),
            pushed_back: VecDeque::new(),
            queue: VecDeque::new(),
            label: None,
            header: None,
            finished: false,
        }
    }

    /// Forces one format instead of detecting each entry's.
    pub fn with_format(mut self, format: Option<Format>) -> Self {
        self.format = format;
        self
    }

    fn error(&self, line: usize, kind: ParseErrorKind, input: &str) -> ParseError {
        ParseError::new(&self.source, line, kind, input)
    }

    /// The next line without its line ending, or `None` at the end.
    fn next_line(&mut self) -> Option<Result<(usize, String), ParseError>> {
        if let Some(pushed) = self.pushed_back.pop_front() {
            return Some(Ok(pushed));
        }
        self.buffer.clear();
        let read = std::io::Read::take(
            std::io::Read::by_ref(&mut self.input),
            MAX_LINE_BYTES as u64 + 1,
        )
        .read_until(b'\n', &mut self.buffer);
        match read {
            Ok(0) => None,
            Ok(_) => {
                self.line_no += 1;
                if self.buffer.len() > MAX_LINE_BYTES && !self.buffer.ends_with(b"\n") {
                    return Some(Err(self.skip_long_line()));
                }
                while self
                    .buffer
                    .last()
                    .is_some_and(|&b| b == b'\n' || b == b'\r')
                {
                    self.buffer.pop();
                }
                // Invalid UTF-8 becomes U+FFFD, which is then reported with its column.
                // (The strict check first: it is much faster on the usual ASCII lines.)
                let text = match std::str::from_utf8(&self.buffer) {
                    Ok(text) => text.to_owned(),
                    Err(_) => String::from_utf8_lossy(&self.buffer).into_owned(),
                };
                // Full-width digits and dots (an input method's) read as ASCII ones.
                let text = encoding::fold_full_width(text);
                Some(Ok((self.line_no, text)))
            }
            Err(e) => {
                self.finished = true;
                let kind = ParseErrorKind::Io(e.to_string());
                Some(Err(self.error(self.line_no + 1, kind, "")))
            }
        }
    }

    /// Reports the line being read as too long and skips the rest of it, so the entries
    /// after it are still read. Its opening is kept as the error's text (the whole line
    /// is what the limit refuses to hold).
    fn skip_long_line(&mut self) -> ParseError {
        let line = self.line_no;
        let opening = String::from_utf8_lossy(&self.buffer[..LONG_LINE_KEPT]).into_owned();
        self.buffer.clear();
        self.label = None;
        loop {
            let available = match self.input.fill_buf() {
                Ok(bytes) => bytes,
                Err(e) => {
                    self.finished = true;
                    return self.error(line, ParseErrorKind::Io(e.to_string()), &opening);
                }
            };
            if available.is_empty() {
                break;
            }
            match available.iter().position(|&b| b == b'\n') {
                Some(end) => {
                    self.input.consume(end + 1);
                    break;
                }
                None => {
                    let all = available.len();
                    self.input.consume(all);
                }
            }
        }
        let kind = ParseErrorKind::LineTooLong {
            limit: MAX_LINE_BYTES,
        };
        self.error(line, kind, &format!("{opening}..."))
    }

    fn entry(&mut self, line: usize, values: &[u8; 81], text: String) -> Entry {
        Entry {
            grid: Grid::from_values(values),
            line,
            label: self.label.take(),
            text,
        }
    }

    /// An 81-cell line (or, in auto mode, a line with 81 cells among separators).
    fn line_entry(&mut self, no: usize, text: &str) -> Result<Entry, ParseError> {
        let trimmed = text.trim();
        match line::parse_line(trimmed) {
            Ok(puzzle) => Ok(self.line_puzzle_entry(no, trimmed, &puzzle)),
            Err(kind) => {
                let kind = shift_column(kind, text.len() - text.trim_start().len());
                if self.format.is_none() && (trimmed.contains('|') || trimmed.contains(' ')) {
                    if let Ok(cells) = block::scan_row(trimmed) {
                        if cells.len() == 81 {
                            let values: [u8; 81] = cells.try_into().expect("81 cells");
                            return Ok(self.entry(no, &values, trimmed.to_owned()));
                        }
                        self.label = None;
                        return Err(self.error(
                            no,
                            ParseErrorKind::BlockRow { found: cells.len() },
                            text,
                        ));
                    }
                }
                self.label = None;
                Err(self.error(no, kind, text))
            }
        }
    }

    /// The entry of a line already read as a puzzle (`trimmed` is its text).
    fn line_puzzle_entry(&mut self, no: usize, trimmed: &str, puzzle: &line::LinePuzzle) -> Entry {
        if let Some(comment) = puzzle.comment {
            self.label = Some(comment.to_owned());
        }
        // Every cell character is ASCII, so the 81 cells are the first 81 bytes.
        let given = trimmed[..81].to_owned();
        self.entry(no, &puzzle.values, given)
    }

    /// The error for a header still waiting for its puzzle, if one is: the input ended,
    /// or another header came first.
    fn orphan_header(&mut self) -> Option<ParseError> {
        let (line, header) = self.header.take()?;
        self.label = None;
        let kind = ParseErrorKind::HeaderWithoutPuzzle {
            header: header.clone(),
        };
        Some(self.error(line, kind, &header))
    }

    /// A 9-row grid whose first row is `first` at line `start`.
    fn block_entry(&mut self, start: usize, first: String) -> Result<Entry, ParseError> {
        let mut rows: Vec<u8> = Vec::with_capacity(81);
        let mut text = first.clone();
        let mut slots = 0;
        let mut first_error: Option<ParseError> = None;
        let mut pending = Some((start, first));
        let mut pending_first = true;
        loop {
            let (no, line) = match pending.take() {
                Some(l) => l,
                None => match self.next_line() {
                    Some(Ok(l)) => {
                        text.push('\n');
                        text.push_str(&l.1);
                        l
                    }
                    Some(Err(e)) => return Err(e),
                    None => break,
                },
            };
            let trimmed = line.trim();
            if cells::is_separator(trimmed) {
                continue;
            }
            if trimmed.is_empty() || is_comment(trimmed) || is_header(trimmed) {
                // The grid ended early; the line belongs to whatever follows.
                text.truncate(text.len() - line.len() - 1);
                self.pushed_back.push_front((no, line));
                break;
            }
            if pending_first {
                pending_first = false;
            } else if !reads_as_row(trimmed) {
                // Not a row of this grid (a line puzzle, a stray word): the grid ended
                // early, and the line is an entry of its own.
                text.truncate(text.len() - line.len() - 1);
                self.pushed_back.push_front((no, line));
                break;
            }
            slots += 1;
            match block::scan_row(trimmed) {
                Ok(cells) if cells.len() == 9 => rows.extend(cells),
                Ok(cells) => {
                    let kind = ParseErrorKind::BlockRow { found: cells.len() };
                    first_error.get_or_insert(self.error(no, kind, ""));
                }
                Err(kind) => {
                    let kind = shift_column(kind, line.len() - line.trim_start().len());
                    first_error.get_or_insert(self.error(no, kind, ""));
                }
            }
            if slots == 9 {
                break;
            }
        }
        if let Some(mut err) = first_error {
            self.label = None;
            err.input = text;
            return Err(err);
        }
        if slots < 9 {
            self.label = None;
            return Err(self.error(start, ParseErrorKind::ShortBlock { rows: slots }, &text));
        }
        let values: [u8; 81] = rows.try_into().expect("9 rows of 9 cells");
        Ok(self.entry(start, &values, text))
    }

    /// A JSON value starting at line `start`: on that line alone, or over the lines after
    /// it while they can continue it (a pretty-printed board or list).
    ///
    /// An unclosed `[` or `{` never takes good entries with it: the value stops at the
    /// first line that cannot continue it (see [`JsonPrefix`]), at a blank or comment
    /// line, and at a line that is a puzzle by itself. If the value then does not read,
    /// and any line it took would read as an entry of its own, only the opening line is
    /// reported and reading resumes on the line after it; otherwise the whole value is
    /// one error, placed where the parser stopped.
    fn json_entries(&mut self, start: usize, first: String) {
        let mut text = first.clone();
        let mut prefix = JsonPrefix::default();
        prefix.feed(&first);
        let mut taken: Vec<(usize, String)> = Vec::new();
        let mut failure: Option<ParseError> = None;
        while prefix.is_open() {
            let (no, line) = match self.next_line() {
                Some(Ok(l)) => l,
                Some(Err(e)) => {
                    failure = Some(e);
                    break;
                }
                None => break,
            };
            let trimmed = line.trim();
            if trimmed.is_empty() || is_comment(trimmed) || line::parse_line(trimmed).is_ok() {
                self.pushed_back.push_front((no, line));
                break;
            }
            text.push('\n');
            text.push_str(&line);
            prefix.feed(&line);
            taken.push((no, line));
            if text.len() > MAX_LINE_BYTES {
                break;
            }
        }
        let parsed = if prefix.is_open() {
            // Never closed: reported at the opening line, whose bracket is the mistake.
            Err(None)
        } else {
            json::parse_value(&text).map_err(Some)
        };
        // Looked at only when the value does not read: a pretty-printed board that does
        // is not parsed line by line as well.
        let give_back = |reader: &Self| {
            taken
                .iter()
                .any(|(_, l)| reader.stands_alone(l) || !has_json_punctuation(l))
        };
        match parsed {
            Ok(value) => self.json_boards(start, &text, &value),
            Err(_) if give_back(self) => {
                // The lines it took read as entries of their own: they are given back,
                // and only the opening line is the error.
                for taken in taken.into_iter().rev() {
                    self.pushed_back.push_front(taken);
                }
                let kind =
                    ParseErrorKind::Json("the value opened here is not closed on its line".into());
                let err = self.error(start, kind, &first);
                self.queue.push_back(Err(err));
            }
            Err(None) => {
                let why = if text.len() > MAX_LINE_BYTES {
                    "value longer than 1 MiB".to_owned()
                } else {
                    "the value opened here is not closed".to_owned()
                };
                let err = self.error(start, ParseErrorKind::Json(why), &text);
                self.queue.push_back(Err(err));
            }
            Err(Some((offset, why))) => {
                let before = &text[..offset.min(text.len())];
                let line = start + before.matches('\n').count();
                let column = before.len() - before.rfind('\n').map_or(0, |i| i + 1) + 1;
                let kind = ParseErrorKind::Json(format!("{why} at column {column}"));
                let err = self.error(line, kind, &text);
                self.queue.push_back(Err(err));
            }
        }
        if let Some(err) = failure {
            self.queue.push_back(Err(err));
        }
    }

    /// Whether a line taken into a broken-off JSON value would read as an entry by
    /// itself: a header, or a JSON value closed on the line that holds boards.
    fn stands_alone(&self, line: &str) -> bool {
        let trimmed = line.trim();
        if is_json_start(trimmed) {
            return json::parse_value(trimmed).is_ok_and(|v| json::boards(&v).is_ok());
        }
        is_header(trimmed)
    }

    /// The boards of a JSON value read from `text` (which starts at line `start`).
    fn json_boards(&mut self, start: usize, text: &str, value: &json::Value) {
        if json::is_run_record(value) {
            return;
        }
        match json::boards(value) {
            Ok(found) => {
                for item in found {
                    let result = match item {
                        json::Found::Board(values) => {
                            Ok(self.entry(start, &values, text.to_owned()))
                        }
                        json::Found::Line(line) => self.line_entry(start, &line),
                    };
                    self.queue.push_back(result);
                }
            }
            Err(kind) => {
                let err = self.error(start, kind, text);
                self.queue.push_back(Err(err));
            }
        }
    }
}

impl<R: BufRead> Iterator for PuzzleReader<R> {
    type Item = Result<Entry, ParseError>;

    fn next(&mut self) -> Option<Self::Item> {
        loop {
            if let Some(item) = self.queue.pop_front() {
                return Some(item);
            }
            if self.finished {
                return None;
            }
            let (no, line) = match self.next_line() {
                None => {
                    self.finished = true;
                    if let Some(orphan) = self.orphan_header() {
                        return Some(Err(orphan));
                    }
                    continue;
                }
                Some(Err(e)) => {
                    // The unreadable line is the entry the header labelled.
                    self.header = None;
                    return Some(Err(e));
                }
                Some(Ok(l)) => l,
            };
            let trimmed = line.trim();
            if trimmed.is_empty() || is_comment(trimmed) {
                continue;
            }
            let json = match self.format {
                Some(Format::Json) => true,
                None => is_json_start(trimmed),
                Some(_) => false,
            };
            if !json && is_header(trimmed) {
                let orphan = self.orphan_header();
                self.label = Some(trimmed.to_owned());
                self.header = Some((no, trimmed.to_owned()));
                match orphan {
                    Some(err) => return Some(Err(err)),
                    None => continue,
                }
            }
            // Whatever this line holds — a puzzle or an error — is the header's entry.
            self.header = None;
            if json {
                self.json_entries(no, line);
                continue;
            }
            match self.format {
                Some(Format::Line) => return Some(self.line_entry(no, &line)),
                Some(Format::Grid) => {
                    if cells::is_separator(trimmed) {
                        continue;
                    }
                    return Some(self.block_entry(no, line));
                }
                _ => {}
            }
            if let Ok(puzzle) = line::parse_line(trimmed) {
                return Some(Ok(self.line_puzzle_entry(no, trimmed, &puzzle)));
            }
            if cells::is_separator(trimmed) {
                continue;
            }
            // A grid whose first row has a mistyped cell is still a grid: read its nine
            // rows as one entry, reported at the bad character.
            if block::scan_row(&blank_letters(trimmed)).is_ok_and(|cells| cells.len() == 9) {
                return Some(self.block_entry(no, line));
            }
            return Some(self.line_entry(no, &line));
        }
    }
}

/// Columns are counted in the untrimmed line, so they match what an editor shows.
fn shift_column(kind: ParseErrorKind, indent: usize) -> ParseErrorKind {
    match kind {
        ParseErrorKind::UnexpectedChar { ch, column } => ParseErrorKind::UnexpectedChar {
            ch,
            column: column + indent,
        },
        other => other,
    }
}

fn is_comment(trimmed: &str) -> bool {
    trimmed.starts_with('#') || trimmed.starts_with("//")
}

/// The words a header may open with, in lower case (`no` also as `no.`).
const HEADER_KEYWORDS: [&str; 7] = ["grid", "puzzle", "sudoku", "game", "level", "no", "number"];

/// `Grid 01`, `Puzzle 3:`, `Puzzle 3: title`, `Sudoku #12`, `No. 5`, `[Puzzle]`: a line
/// naming the puzzle that follows.
///
/// Only these forms are headers: one of [`HEADER_KEYWORDS`] (any case) followed by a
/// number or a title, or a title in brackets. A looser rule ("any line opening with a
/// word") took stray text for a label and could swallow a puzzle whose first cell was
/// mistyped (`x.9748...`); with this one such lines are read as puzzles and reported at
/// their first unexpected character. A keyword line that would still be a puzzle with its
/// letters read as empty cells (`no.9748...`, a grid row `no 1 . | ...`) is a puzzle too.
pub(crate) fn is_header(trimmed: &str) -> bool {
    if let Some(inner) = trimmed.strip_prefix('[') {
        // A bracket opening a number is JSON (`is_json_start`), not a title.
        return inner
            .strip_suffix(']')
            .is_some_and(|title| title.trim_start().starts_with(char::is_alphabetic));
    }
    let word = trimmed
        .find(|c: char| !c.is_alphabetic())
        .unwrap_or(trimmed.len());
    let keyword = trimmed[..word].to_lowercase();
    if !HEADER_KEYWORDS.contains(&keyword.as_str()) {
        return false;
    }
    // The keyword stands alone (`Grid 01`, `No. 5`, `Sudoku #12`, `Puzzle:`), and a
    // number or a title follows it.
    let rest = &trimmed[word..];
    let separated = rest.starts_with(|c: char| {
        c.is_whitespace() || c.is_ascii_digit() || matches!(c, '.' | ':' | '#' | '-')
    });
    let named = rest
        .trim_start_matches(|c: char| c.is_whitespace() || matches!(c, '.' | ':' | '#' | '-'))
        .starts_with(char::is_alphanumeric);
    if !separated || !named {
        return false;
    }
    let blanked = blank_letters(trimmed);
    !(line::parse_line(&blanked).is_ok()
        || block::scan_row(&blanked).is_ok_and(|cells| cells.len() == 9))
}

/// Whether a line after a grid's first row reads as a row of it: nine cells, give or
/// take the one a typo adds or drops, counting every character that is not a separator
/// as a cell (a mistyped cell is still a cell, and is reported where it stands). Any
/// other line (a line puzzle, a stray word) ends the grid and is read on its own.
fn reads_as_row(trimmed: &str) -> bool {
    let cells = trimmed
        .chars()
        .filter(|&c| !(c.is_whitespace() || matches!(c, '|' | '+' | ',')))
        .count();
    (8..=10).contains(&cells)
}

/// The line with every letter read as an empty cell.
fn blank_letters(trimmed: &str) -> String {
    trimmed
        .chars()
        .map(|c| if c.is_alphabetic() { '.' } else { c })
        .collect()
}

/// Whether a line opens a JSON value rather than a `[Header]`.
fn is_json_start(trimmed: &str) -> bool {
    match trimmed.chars().next() {
        Some('{') => true,
        Some('[') => {
            // `[true]` and `[null, ...]` are JSON (not a bracketed title), to be read or
            // refused as such.
            let rest = trimmed[1..].trim_start();
            let literal = ["null", "true", "false"].iter().any(|word| {
                rest.strip_prefix(word)
                    .is_some_and(|after| !after.starts_with(char::is_alphanumeric))
            });
            literal || !rest.starts_with(char::is_alphabetic)
        }
        _ => false,
    }
}

/// Whether a line holds any of JSON's punctuation: a line without it (a bare number, a
/// mistyped puzzle) is no fragment of a pretty-printed value worth an error of its own.
fn has_json_punctuation(line: &str) -> bool {
    line.contains(['[', ']', '{', '}', '"', ',', ':'])
}

/// Reads exactly one puzzle from `text` (any format).
pub(crate) fn parse_one(text: &str) -> Result<Grid, ParseError> {
    let mut reader = PuzzleReader::new(text.as_bytes(), "");
    let first = match reader.next() {
        None => return Err(ParseError::new("", 0, ParseErrorKind::NoPuzzle, text)),
        Some(result) => result?,
    };
    let extra = reader.count();
    if extra > 0 {
        let kind = ParseErrorKind::TooMany(extra + 1);
        return Err(ParseError::new("", 0, kind, text));
    }
    Ok(first.grid)
}

#[cfg(test)]
mod tests;
