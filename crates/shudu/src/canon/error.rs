//! [`TransformError`]: why a transform could not be built or read.
//!
//! Read next: `transform.rs`, which raises these errors.

use std::fmt;

use crate::words::{Lang, say};

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

impl TransformError {
    /// What is wrong with the transform, in `lang`.
    ///
    /// ```
    /// use shudu::canon::TransformError;
    /// use shudu::words::Lang;
    /// let err = TransformError::Bands { a: 0, b: 3 };
    /// assert_eq!(err.words_in(Lang::ZhHans), "大行是 1 到 3，不是 1 和 4");
    /// ```
    pub fn words_in(&self, lang: Lang) -> String {
        match self {
            TransformError::Rotation { quarter_turns } => {
                say!(lang, "transform-rotation", turns = *quarter_turns)
            }
            TransformError::Rows { a, b } => say!(lang, "transform-rows", a = a + 1, b = b + 1),
            TransformError::Columns { a, b } => {
                say!(lang, "transform-columns", a = a + 1, b = b + 1)
            }
            TransformError::Bands { a, b } => say!(lang, "transform-bands", a = a + 1, b = b + 1),
            TransformError::Stacks { a, b } => {
                say!(lang, "transform-stacks", a = a + 1, b = b + 1)
            }
            TransformError::Digits { digits } => {
                let text: String = digits.iter().map(|d| d.to_string()).collect();
                say!(lang, "transform-digits", digits = text)
            }
            TransformError::Table { field, value } => match *field {
                "digits" => say!(
                    lang,
                    "transform-digits-table",
                    field = *field,
                    value = value.as_str()
                ),
                _ => say!(
                    lang,
                    "transform-lines-table",
                    field = *field,
                    value = value.as_str()
                ),
            },
            TransformError::Word { word } => {
                say!(lang, "transform-word", word = format!("{word:?}"))
            }
        }
    }
}

impl fmt::Display for TransformError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words_in(Lang::En))
    }
}

impl std::error::Error for TransformError {}
