//! [`TransformError`]: why a transform could not be built or read.
//!
//! Read next: `transform.rs`, which raises these errors.

use std::fmt;

/// Why a [`Transform`](super::Transform) was refused. Lines are zero-based in the
/// fields and one-based in the messages, as players count.
///
/// ```
/// use shudu::canon::{Transform, TransformError};
/// let err = Transform::swap_rows(2, 3).unwrap_err();
/// assert_eq!(err, TransformError::Rows { a: 2, b: 3 });
/// assert_eq!(err.to_string(), "rows 3 and 4 are not in one band");
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
#[non_exhaustive]
pub enum TransformError {
    /// A rotation by other than 0 to 3 quarter turns.
    Rotation {
        /// The quarter turns asked for.
        quarter_turns: u32,
    },
    /// Two rows that are not in one band (or not rows at all).
    Rows {
        /// The first row, zero-based.
        a: usize,
        /// The second row, zero-based.
        b: usize,
    },
    /// Two columns that are not in one stack (or not columns at all).
    Columns {
        /// The first column, zero-based.
        a: usize,
        /// The second column, zero-based.
        b: usize,
    },
    /// A band number above 2.
    Bands {
        /// The first band, zero-based.
        a: usize,
        /// The second band, zero-based.
        b: usize,
    },
    /// A stack number above 2.
    Stacks {
        /// The first stack, zero-based.
        a: usize,
        /// The second stack, zero-based.
        b: usize,
    },
    /// A relabelling that does not name each digit once.
    Digits {
        /// The new digits as given.
        digits: [u8; 9],
    },
    /// A `rows=`, `cols=` or `digits=` table in a transform's text that is not nine
    /// digits forming a permutation (keeping bands and stacks whole, for lines).
    Table {
        /// `rows`, `cols` or `digits`.
        field: &'static str,
        /// The table as written.
        value: String,
    },
    /// A word in a transform's text that is none of `transpose`, `rows=`, `cols=`,
    /// `digits=`.
    Word {
        /// The word as written.
        word: String,
    },
}

impl fmt::Display for TransformError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TransformError::Rotation { quarter_turns } => write!(
                f,
                "a rotation is 0 to 3 quarter turns (90, 180 or 270 degrees), not {quarter_turns}"
            ),
            TransformError::Rows { a, b } => {
                write!(f, "rows {} and {} are not in one band", a + 1, b + 1)
            }
            TransformError::Columns { a, b } => {
                write!(f, "columns {} and {} are not in one stack", a + 1, b + 1)
            }
            TransformError::Bands { a, b } => {
                write!(f, "bands are 1 to 3, not {} and {}", a + 1, b + 1)
            }
            TransformError::Stacks { a, b } => {
                write!(f, "stacks are 1 to 3, not {} and {}", a + 1, b + 1)
            }
            TransformError::Digits { digits } => {
                let text: String = digits.iter().map(|d| d.to_string()).collect();
                write!(f, "relabelling {text} does not name each digit 1 to 9 once")
            }
            TransformError::Table { field, value } => match *field {
                "digits" => write!(
                    f,
                    "digits={value}: expected the nine digits 1 to 9, each once"
                ),
                _ => write!(
                    f,
                    "{field}={value}: expected the nine lines 1 to 9, each once, \
                     each group of three (1-3, 4-6, 7-9) from one group"
                ),
            },
            TransformError::Word { word } => write!(
                f,
                "unexpected {word:?} in a transform: expected transpose, rows=, cols=, digits="
            ),
        }
    }
}

impl std::error::Error for TransformError {}
