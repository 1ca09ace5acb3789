//! [`VariantError`]: why a variant description, puzzle or file cannot be used.

use std::fmt;

/// What is wrong with a variant's rules, a puzzle of it, or a file describing it. Each
/// message names the place: the field, the cell as `r1c1`, the line and column.
///
/// ```
/// use shudu::variant::Shape;
/// let err = Shape::for_size(7).unwrap_err();
/// assert_eq!(err.to_string(), "a side of 7 has no box shape (it is prime); give the boxes or regions");
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
#[non_exhaustive]
pub enum VariantError {
    /// A board side or box shape shudu does not handle.
    Shape(String),
    /// Rules that do not fit together or the board (regions of the wrong size, a cage
    /// off the board).
    Rules(String),
    /// Givens that are not a board of this size (wrong count, a digit too large).
    Givens(String),
    /// Text or JSON that cannot be read; the message names where.
    Format(String),
    /// f-puzzles constraints shudu does not know, by their keys.
    Unsupported(Vec<String>),
    /// A generation stopped because its time budget was spent (`gave up after 60 s`).
    GaveUp(String),
    /// A generation that ended without the puzzle asked for (no grid of its attempts
    /// gave the level or clue count); the next puzzle of the batch may.
    NotMade(String),
    /// A verb defined only for classic puzzles (canonical forms, transforms), asked of
    /// a puzzle with other rules: the verb, and the rules in words.
    NotAvailable {
        /// The command or call, as the command line names it (`canon`).
        verb: &'static str,
        /// The puzzle's rules, as [`super::Rules`] writes them (`6×6 (2×3 boxes)`).
        rules: String,
    },
}

impl fmt::Display for VariantError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            VariantError::Shape(m)
            | VariantError::Rules(m)
            | VariantError::Givens(m)
            | VariantError::Format(m)
            | VariantError::GaveUp(m)
            | VariantError::NotMade(m) => f.write_str(m),
            VariantError::Unsupported(keys) => write!(
                f,
                "constraints shudu does not support: {}",
                keys.iter()
                    .map(|k| format!("{k:?}"))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            VariantError::NotAvailable { verb, rules } => write!(
                f,
                "{verb} is not available for these rules ({rules}): it is defined for classic 9×9 puzzles"
            ),
        }
    }
}

impl std::error::Error for VariantError {}
