//! [`ParseError`]: what was wrong with the input, and exactly where.

use std::fmt;

use crate::grid::Cell;
use crate::words::{Lang, say};

/// Why a piece of input is not a puzzle.
///
/// ```
/// use shudu::Grid;
/// use shudu::parse::ParseErrorKind;
/// let err = "12345".parse::<Grid>().unwrap_err();
/// assert!(matches!(err.kind(), ParseErrorKind::CellCount { expected: 81, found: 5 }));
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
#[non_exhaustive]
pub enum ParseErrorKind {
    /// A puzzle line holds the wrong number of cells.
    CellCount {
        /// Cells a line puzzle needs (81).
        expected: usize,
        /// Cells found.
        found: usize,
    },
    /// A character that is neither a digit, an empty-cell mark nor a separator.
    UnexpectedChar {
        /// The character.
        ch: char,
        /// One-based column in the line.
        column: usize,
    },
    /// A 9-line grid ended before its ninth row.
    ShortBlock {
        /// Rows read before it ended.
        rows: usize,
    },
    /// A row of a 9-line grid without 9 cells.
    BlockRow {
        /// Cells found in the row.
        found: usize,
    },
    /// JSON that is not a board (9 arrays of 9 numbers 0–9) or a list of boards.
    Json(String),
    /// The text holds no puzzle at all.
    NoPuzzle,
    /// One puzzle was expected and more were found.
    TooMany(usize),
    /// A line longer than the reader holds in memory; it is skipped and reading goes on.
    LineTooLong {
        /// The longest line read, in bytes.
        limit: usize,
    },
    /// The input could not be read.
    Io(String),
    /// A slot of the 729-character candidate form holds neither its digit nor `.`/`0`.
    CandidateSlot {
        /// The cell whose slots these are.
        cell: Cell,
        /// The slot (1–9), which may hold only its own digit.
        slot: usize,
        /// The character found.
        ch: char,
        /// One-based column in the line.
        column: usize,
    },
    /// The 729-character candidate form has the wrong length.
    CandidateCount {
        /// Non-blank characters found.
        found: usize,
    },
    /// A character of a pencil-mark grid that is neither a digit 1–9 nor part of a frame.
    CandidateChar {
        /// The cell whose group holds it (none past the 81st group).
        cell: Option<Cell>,
        /// The character.
        ch: char,
        /// One-based column in the line.
        column: usize,
    },
    /// A pencil-mark grid without 81 digit groups.
    MarkGroups {
        /// Groups found.
        found: usize,
    },
    /// A header line (`Grid 51`) with no puzzle after it: at the end of the input, or
    /// followed straight by another header.
    HeaderWithoutPuzzle {
        /// The header as written.
        header: String,
    },
}

/// An error in the input, naming the source, the line and (where it helps) the column.
///
/// ```
/// use shudu::Grid;
/// let err = "12x".repeat(27).parse::<Grid>().unwrap_err();
/// assert_eq!(err.to_string(), "line 1: unexpected character 'x' at column 3");
/// assert_eq!(err.line(), 1);
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ParseError {
    pub(crate) source: String,
    pub(crate) line: usize,
    pub(crate) kind: ParseErrorKind,
    pub(crate) input: String,
}

impl ParseError {
    pub(crate) fn new(source: &str, line: usize, kind: ParseErrorKind, input: &str) -> Self {
        ParseError {
            source: source.to_owned(),
            line,
            kind,
            input: input.to_owned(),
        }
    }

    /// The same error, naming `source` (a file name, `<stdin>`) as where the input came
    /// from: for text read by a caller and parsed from a string.
    ///
    /// ```
    /// use shudu::parse::PencilMarks;
    /// let err = PencilMarks::parse_candidate_string("12").unwrap_err().with_source("marks.txt");
    /// assert_eq!(err.to_string(), "marks.txt: expected 729 candidate characters, found 2");
    /// ```
    pub fn with_source(mut self, source: impl Into<String>) -> Self {
        self.source = source.into();
        self
    }

    /// Where the input came from (a file name, `<stdin>`, or empty for a string).
    pub fn source_name(&self) -> &str {
        &self.source
    }

    /// The one-based line where the bad entry starts (0 when no line applies).
    pub fn line(&self) -> usize {
        self.line
    }

    /// The one-based column of the bad character, where there is one.
    pub fn column(&self) -> Option<usize> {
        match self.kind {
            ParseErrorKind::UnexpectedChar { column, .. }
            | ParseErrorKind::CandidateSlot { column, .. }
            | ParseErrorKind::CandidateChar { column, .. } => Some(column),
            _ => None,
        }
    }

    /// What is wrong.
    pub fn kind(&self) -> &ParseErrorKind {
        &self.kind
    }

    /// The text of the bad entry, exactly as given, so nothing the user wrote is lost.
    pub fn input(&self) -> &str {
        &self.input
    }

    /// The message without the location, in English.
    pub fn message(&self) -> String {
        self.message_in(Lang::En)
    }

    /// The message without the location, in `lang`.
    ///
    /// ```
    /// use shudu::Grid;
    /// use shudu::words::Lang;
    /// let err = "12345".parse::<Grid>().unwrap_err();
    /// assert_eq!(err.message_in(Lang::ZhHans), "应有 81 格，却有 5 格");
    /// ```
    pub fn message_in(&self, lang: Lang) -> String {
        self.kind.words_in(lang)
    }

    /// The whole error in `lang`: the source and line (`FILE:LINE:`, `line N:`), then
    /// the message.
    ///
    /// ```
    /// use shudu::Grid;
    /// use shudu::words::Lang;
    /// let err = "12x".repeat(27).parse::<Grid>().unwrap_err();
    /// assert_eq!(err.words_in(Lang::ZhHant), "第 1 行：第 3 個字元 'x' 無法識別");
    /// ```
    pub fn words_in(&self, lang: Lang) -> String {
        located(lang, &self.source, self.line, self.message_in(lang))
    }
}

impl ParseErrorKind {
    /// What is wrong, in `lang`, without the location (as [`ParseError::message_in`]
    /// gives it): for a program that reports a reading trouble of its own kind, as a
    /// server does for a text that holds no puzzle.
    ///
    /// ```
    /// use shudu::parse::ParseErrorKind;
    /// use shudu::words::Lang;
    /// assert_eq!(ParseErrorKind::NoPuzzle.words_in(Lang::En), "no puzzle found");
    /// assert_eq!(ParseErrorKind::TooMany(2).words_in(Lang::ZhHant), "應只有一道謎題，卻有 2 道");
    /// ```
    pub fn words_in(&self, lang: Lang) -> String {
        let quoted = |ch: &char| format!("{ch:?}");
        match self {
            ParseErrorKind::CellCount { expected, found } => {
                say!(
                    lang,
                    "parse-cell-count",
                    expected = *expected,
                    found = *found
                )
            }
            ParseErrorKind::UnexpectedChar { ch, column } => {
                say!(
                    lang,
                    "parse-unexpected-char",
                    ch = quoted(ch),
                    column = *column
                )
            }
            ParseErrorKind::ShortBlock { rows } => say!(lang, "parse-short-block", rows = *rows),
            ParseErrorKind::BlockRow { found } => say!(lang, "parse-block-row", found = *found),
            ParseErrorKind::Json(why) => say!(lang, "parse-json", why = why.as_str()),
            ParseErrorKind::NoPuzzle => say!(lang, "parse-no-puzzle"),
            ParseErrorKind::TooMany(n) => say!(lang, "parse-too-many", found = *n),
            ParseErrorKind::LineTooLong { limit } => {
                say!(
                    lang,
                    "parse-line-too-long",
                    mib = *limit >> 20,
                    limit = *limit
                )
            }
            ParseErrorKind::Io(why) => say!(lang, "parse-io", why = why.as_str()),
            ParseErrorKind::CandidateSlot {
                cell,
                slot,
                ch,
                column,
            } => say!(
                lang,
                "parse-candidate-slot",
                cell = cell.to_string(),
                ch = quoted(ch),
                column = *column,
                slot = *slot
            ),
            ParseErrorKind::CandidateCount { found } => {
                say!(lang, "parse-candidate-count", found = *found)
            }
            ParseErrorKind::CandidateChar {
                cell: Some(cell),
                ch,
                column,
            } => say!(
                lang,
                "parse-candidate-char",
                cell = cell.to_string(),
                ch = quoted(ch),
                column = *column
            ),
            ParseErrorKind::CandidateChar {
                cell: None,
                ch,
                column,
            } => say!(
                lang,
                "parse-candidate-char-after",
                ch = quoted(ch),
                column = *column
            ),
            ParseErrorKind::MarkGroups { found } => say!(lang, "parse-mark-groups", found = *found),
            ParseErrorKind::HeaderWithoutPuzzle { header } => {
                say!(
                    lang,
                    "parse-header-without-puzzle",
                    header = header.as_str()
                )
            }
        }
    }
}

/// `message` placed at `source` (a file name, `<stdin>`, or empty for a string) and
/// `line` (one-based, 0 for none) in `lang`: the one owner of the `FILE:LINE:` and
/// `line N:` forms, which the variant readers' errors take too.
pub(crate) fn located(lang: Lang, source: &str, line: usize, message: String) -> String {
    match (source.is_empty(), line) {
        (true, 0) => message,
        (true, line) => say!(lang, "at-line", line = line, message = message),
        (false, 0) => say!(lang, "at-source", source = source, message = message),
        (false, line) => say!(
            lang,
            "at-source-line",
            source = source,
            line = line,
            message = message
        ),
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words_in(Lang::En))
    }
}

impl std::error::Error for ParseError {}
