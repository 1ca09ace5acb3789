//! [`ParseError`]: what was wrong with the input, and exactly where.

use std::fmt;

use crate::grid::Cell;

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

    /// The message without the location.
    pub fn message(&self) -> String {
        match &self.kind {
            ParseErrorKind::CellCount { expected, found } => {
                format!("expected {expected} cells, found {found}")
            }
            ParseErrorKind::UnexpectedChar { ch, column } => {
                format!("unexpected character {ch:?} at column {column}")
            }
            ParseErrorKind::ShortBlock { rows: 1 } => "a 9-line grid ended after 1 row".to_owned(),
            ParseErrorKind::ShortBlock { rows } => {
                format!("a 9-line grid ended after {rows} rows")
            }
            ParseErrorKind::BlockRow { found } => {
                format!("a grid row needs 9 cells, found {found}")
            }
            ParseErrorKind::Json(why) => format!("JSON board: {why}"),
            ParseErrorKind::NoPuzzle => "no puzzle found".to_owned(),
            ParseErrorKind::TooMany(n) => format!("expected one puzzle, found {n}"),
            ParseErrorKind::LineTooLong { limit } => format!(
                "line longer than {} MiB ({limit} bytes): skipped",
                limit >> 20
            ),
            ParseErrorKind::Io(why) => format!("cannot read input: {why}"),
            ParseErrorKind::CandidateSlot {
                cell,
                slot,
                ch,
                column,
            } => format!(
                "{cell}: unexpected character {ch:?} at column {column} \
                 (slot {slot} holds '{slot}', '.' or '0')"
            ),
            ParseErrorKind::CandidateCount { found } => {
                format!("expected 729 candidate characters, found {found}")
            }
            ParseErrorKind::CandidateChar {
                cell: Some(cell),
                ch,
                column,
            } => format!("{cell}: unexpected character {ch:?} at column {column}"),
            ParseErrorKind::CandidateChar {
                cell: None,
                ch,
                column,
            } => format!("unexpected character {ch:?} at column {column}, after 81 cells"),
            ParseErrorKind::MarkGroups { found } => {
                format!("a pencil-mark grid needs 81 cells, found {found}")
            }
            ParseErrorKind::HeaderWithoutPuzzle { header } => {
                format!("{header} is not followed by a puzzle")
            }
        }
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.source.is_empty(), self.line) {
            (true, 0) => write!(f, "{}", self.message()),
            (true, line) => write!(f, "line {line}: {}", self.message()),
            (false, 0) => write!(f, "{}: {}", self.source, self.message()),
            (false, line) => write!(f, "{}:{line}: {}", self.source, self.message()),
        }
    }
}

impl std::error::Error for ParseError {}
