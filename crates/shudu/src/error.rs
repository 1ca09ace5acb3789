//! [`Error`]: the one error type a caller of the library holds. Each part of the library
//! refuses input in its own structured terms — a classic line's column and character
//! ([`ParseError`]), a variant's field, rule or cell ([`VariantError`]), a batch entry's
//! file and line ([`BoardReadError`]), a generator setting ([`GenerateError`]) — and every
//! one of them converts into `Error` with `?`, keeping that structure: [`Error::kind`]
//! names what went wrong, [`Error::line`] and [`Error::input`] where and on what text.
//!
//! Outcomes are not errors: a puzzle with no solution or several, one the techniques
//! cannot finish, a budget spent or a verb that does not apply to a board are answered by
//! the verbs' results ([`crate::Outcome`], [`crate::variant::VariantUnrated`], …).
//!
//! Read next: the errors it wraps, each beside the code that raises it.

use std::fmt;

use crate::canon::TransformError;
use crate::hint::UnknownHintLevel;
use crate::logic::GaveUp;
use crate::parse::JsonError;
use crate::render::FontError;
use crate::variant::{BoardReadError, BoardTextError, VariantError, VariantReadError};
use crate::{FromRowsError, GenerateError, ParseError};

/// Declares [`Error`], [`ErrorKind`], [`Error::kind`], `Display`, `source` and a `From`
/// for each wrapped error from one list, so that adding a kind of error is one line.
macro_rules! library_errors {
    ($($(#[doc = $doc:literal])* $variant:ident($ty:ty),)*) => {
        /// Any error of the library: see the module header.
        ///
        /// ```
        /// fn first_solution(text: &str) -> shudu::Result<String> {
        ///     let puzzle: shudu::Puzzle = text.parse()?;
        ///     let rules = shudu::Rules::new(shudu::Shape::for_size(puzzle.size())?);
        ///     Ok(format!("{} on {rules}", puzzle.solve().line(shudu::Symbols::Standard)))
        /// }
        /// let err = first_solution("1.3..........3.").unwrap_err();
        /// assert_eq!(err.kind(), shudu::ErrorKind::Text);
        /// assert_eq!(err.line(), Some(1));
        /// assert_eq!(err.to_string(), "line 1: expected 81 cells, found 15");
        /// ```
        #[derive(Clone, Debug)]
        #[non_exhaustive]
        pub enum Error {
            $($(#[doc = $doc])* $variant($ty),)*
        }

        /// What kind of thing went wrong, one word per variant of [`Error`], for a caller that
        /// sorts errors without looking inside (an HTTP status, an exception class).
        ///
        /// ```
        /// use shudu::{Error, ErrorKind};
        /// let err: Error = shudu::variant::Shape::for_size(7).unwrap_err().into();
        /// assert_eq!(err.kind(), ErrorKind::Rules);
        /// ```
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
        #[non_exhaustive]
        pub enum ErrorKind {
            $($(#[doc = $doc])* $variant,)*
        }

        impl Error {
            /// What kind of thing went wrong.
            pub fn kind(&self) -> ErrorKind {
                match self {
                    $(Error::$variant(_) => ErrorKind::$variant,)*
                }
            }
        }

        impl fmt::Display for Error {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                match self {
                    $(Error::$variant(err) => err.fmt(f),)*
                }
            }
        }

        impl std::error::Error for Error {
            fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
                Some(match self {
                    $(Error::$variant(err) => err,)*
                })
            }
        }

        $(impl From<$ty> for Error {
            fn from(err: $ty) -> Error {
                Error::$variant(err)
            }
        })*
    };
}

library_errors! {
    /// A classic puzzle's text: line, column, character.
    Parse(ParseError),
    /// JSON that does not parse: the offset and why.
    Json(JsonError),
    /// Rows of numbers that are no 9×9 grid.
    Rows(FromRowsError),
    /// A variant's rules, givens or text: the field, rule or cell.
    Rules(VariantError),
    /// An entry of another board's text, with its line.
    Entry(VariantReadError),
    /// An entry of a batch input of any board: the input's name and line.
    Read(BoardReadError),
    /// A text that should hold one puzzle or one player's position.
    Text(BoardTextError),
    /// A generator setting refused, or a search that failed.
    Generate(GenerateError),
    /// A transform of the classic grid refused.
    Transform(TransformError),
    /// A hint level that does not exist.
    HintLevel(UnknownHintLevel),
    /// A time budget spent.
    GaveUp(GaveUp),
    /// A font to print with that cannot be found, read or embedded.
    Font(FontError),
}

/// The library's `Result`, its error [`Error`] unless another is named.
///
/// ```
/// fn clues(text: &str) -> shudu::Result<usize> {
///     Ok(text.parse::<shudu::Grid>()?.given_count())
/// }
/// assert_eq!(clues(&format!("5{}", ".".repeat(80))).ok(), Some(1));
/// assert_eq!(clues("5").unwrap_err().kind(), shudu::ErrorKind::Parse);
/// ```
pub type Result<T, E = Error> = std::result::Result<T, E>;

impl Error {
    /// The one-based line of the input the error is on, where it comes from reading one.
    pub fn line(&self) -> Option<usize> {
        match self {
            Error::Parse(err) => Some(err.line()),
            Error::Entry(err) => Some(err.line),
            Error::Read(err) => Some(err.line()),
            Error::Text(err) => err.line(),
            _ => None,
        }
    }

    /// The user's text the error is about, kept whole, where it comes from reading one.
    pub fn input(&self) -> Option<&str> {
        match self {
            Error::Parse(err) => Some(err.input()),
            Error::Entry(err) => Some(&err.input),
            Error::Read(err) => Some(err.input()),
            Error::Text(err) => err.input(),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_part_of_the_library_converts_keeping_where_and_what() {
        let parse: Error = "12345".parse::<crate::Grid>().unwrap_err().into();
        assert_eq!(
            (parse.kind(), parse.line(), parse.input()),
            (ErrorKind::Parse, Some(1), Some("12345"))
        );
        let rules: Error = crate::Shape::for_size(7).unwrap_err().into();
        assert_eq!((rules.kind(), rules.line()), (ErrorKind::Rules, None));
        assert!(rules.to_string().contains("prime"));
        let text = "1...........3...\n1...........3....\n";
        let options = crate::variant::BoardOptions::default();
        let read: Error = crate::variant::read_boards(text.as_bytes(), "x.txt", options)
            .unwrap()
            .nth(1)
            .unwrap()
            .unwrap_err()
            .into();
        assert_eq!(
            (read.kind(), read.line(), read.input()),
            (ErrorKind::Read, Some(2), Some("1...........3...."))
        );
        assert_eq!(
            read.to_string(),
            "x.txt:2: expected 16 cells (a 4×4 board), found 17"
        );
        let source = std::error::Error::source(&read).unwrap().to_string();
        assert_eq!(source, read.to_string());
        let level: Error = "loud".parse::<crate::hint::HintLevel>().unwrap_err().into();
        assert_eq!(level.kind(), ErrorKind::HintLevel);
    }
}
