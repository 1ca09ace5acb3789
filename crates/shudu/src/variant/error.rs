//! [`VariantError`]: why a variant description, puzzle or file cannot be used, kept as
//! the catalogue's phrases (`errors-variant.ftl`) so that it reads in every language:
//! English by `Display`, any language by [`VariantError::words_in`].

use std::fmt;

use crate::words::{Lang, Phrase, Value};

/// What is wrong with a variant's rules, a puzzle of it, or a file describing it. Each
/// message names the place: the field, the cell as `r1c1`, the line and column.
///
/// ```
/// use shudu::variant::Shape;
/// use shudu::words::Lang;
/// let err = Shape::for_size(7).unwrap_err();
/// assert_eq!(err.to_string(), "a side of 7 has no box shape (it is prime); give the boxes or regions");
/// assert_eq!(err.words_in(Lang::ZhHans), "边长 7 是质数，没有宫的形状；请给出宫的形状或区域");
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
#[non_exhaustive]
pub enum VariantError {
    /// A board side or box shape shudu does not handle.
    Shape(Phrase),
    /// Rules that do not fit together or the board (regions of the wrong size, a cage
    /// off the board).
    Rules(Phrase),
    /// Givens that are not a board of this size (wrong count, a digit too large).
    Givens(Phrase),
    /// Text or JSON that cannot be read; the message names where.
    Format(Phrase),
    /// f-puzzles constraints shudu does not know, by their keys.
    Unsupported(Vec<String>),
    /// A generation stopped because its time budget was spent (`gave up after 60 s`).
    GaveUp(Phrase),
    /// A generation that ended without the puzzle asked for (no grid of its attempts
    /// gave the level or clue count); the next puzzle of the batch may.
    NotMade(Phrase),
    /// A verb defined only for classic puzzles (canonical forms, transforms), asked of
    /// a puzzle with other rules: the verb, and the rules in words.
    NotAvailable {
        /// The command or call, as the command line names it (`canon`).
        verb: &'static str,
        /// The puzzle's rules in words ([`super::Rules::words_in`]: `6×6 (2×3 boxes)`).
        rules: Phrase,
    },
}

impl VariantError {
    /// The error as a phrase of the catalogue, for a message that holds it.
    pub(crate) fn phrase(&self) -> Phrase {
        match self {
            VariantError::Shape(p)
            | VariantError::Rules(p)
            | VariantError::Givens(p)
            | VariantError::Format(p)
            | VariantError::GaveUp(p)
            | VariantError::NotMade(p) => p.clone(),
            VariantError::Unsupported(keys) => {
                // The keys are f-puzzles' own names, quoted as the file writes them.
                let quoted: Vec<String> = keys.iter().map(|k| format!("{k:?}")).collect();
                Phrase::new("variant-unsupported").with("keys", quoted.join(", "))
            }
            VariantError::NotAvailable { verb, rules } => Phrase::new("variant-not-available")
                .with("verb", *verb)
                .with("rules", rules.clone()),
        }
    }

    /// The error in `lang`'s words.
    ///
    /// ```
    /// use shudu::variant::{Puzzle, Rules, Shape, Symbols};
    /// use shudu::words::Lang;
    /// let err = Puzzle::from_line(Rules::new(Shape::for_size(4)?), "1..", Symbols::Standard).unwrap_err();
    /// assert_eq!(err.to_string(), "a 4×4 (2×2 boxes) puzzle line needs 16 cells, found 3");
    /// assert_eq!(err.words_in(Lang::ZhHant), "4×4（2×2 宮）謎題的一行應有 16 格，卻有 3 格");
    /// # Ok::<(), shudu::variant::VariantError>(())
    /// ```
    pub fn words_in(&self, lang: Lang) -> String {
        self.phrase().words_in(lang)
    }
}

/// `message` placed on one-based line `line` of a text, kept as a phrase: the
/// catalogue's `at-line`, the form [`crate::parse::located`] words a line in, for an
/// error worded later (a grid's row, an entry of a batch).
pub(crate) fn at_line(line: usize, message: impl Into<Value>) -> Phrase {
    Phrase::new("at-line")
        .with("line", line)
        .with("message", message)
}

/// A reason worded by code outside the catalogue (a constraint's reader, a JSON
/// parser), kept whole inside a phrase.
pub(crate) fn reason(text: impl Into<String>) -> Phrase {
    Phrase::new("variant-reason").with("reason", text.into())
}

/// A reason another type of the library words in every language itself (the classic
/// reader's [`ParseError`](crate::ParseError), the classic generator's error), kept in
/// each language inside a phrase.
pub(crate) fn reason_in_each(words: impl Fn(Lang) -> String) -> Phrase {
    Phrase::new("variant-reason").with("reason", Value::each(words))
}

/// A place in a puzzle's JSON, named in its messages: a field as the file writes it
/// (`"grid"`), an item of its list, a row of it or a cell of it (`"grid" at r1c2`).
#[derive(Clone)]
pub(crate) struct Field(Value);

impl Field {
    /// The field `name`, quoted.
    pub(crate) fn key(name: &str) -> Field {
        Field(Value::from(format!("{name:?}")))
    }

    /// Item `item` (one-based) of the field's list.
    pub(crate) fn item(self, item: usize) -> Field {
        Field(
            Phrase::new("variant-path-item")
                .with("path", self.0)
                .with("item", item)
                .into(),
        )
    }

    /// Row `row` (one-based) of the field.
    pub(crate) fn row(self, row: usize) -> Field {
        Field(
            Phrase::new("variant-path-row")
                .with("path", self.0)
                .with("row", row)
                .into(),
        )
    }

    /// The cell named `cell` of the field.
    pub(crate) fn at(self, cell: String) -> Field {
        Field(
            Phrase::new("variant-path-at")
                .with("path", self.0)
                .with("cell", cell)
                .into(),
        )
    }

    /// `message` about this place: `"grid" row 2: …`.
    pub(crate) fn says(&self, message: Phrase) -> Phrase {
        Phrase::new("variant-at-field")
            .with("field", self.0.clone())
            .with("message", message)
    }

    /// `message` about this place, which holds a constraint of `kind`:
    /// `"constraints" item 2 (killer): …`.
    pub(crate) fn says_of_kind(&self, kind: &str, message: Phrase) -> Phrase {
        Phrase::new("variant-at-field-kind")
            .with("field", self.0.clone())
            .with("kind", kind)
            .with("message", message)
    }

    /// The field `name` is missing.
    pub(crate) fn missing(name: &str) -> Phrase {
        Phrase::new("variant-missing-field").with("field", Field::key(name).0)
    }
}

impl fmt::Display for VariantError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words_in(Lang::En))
    }
}

impl std::error::Error for VariantError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_error_reads_in_every_language() {
        let err = VariantError::Unsupported(vec!["thermometer".into(), "palindrome".into()]);
        assert_eq!(
            err.to_string(),
            r#"constraints shudu does not support: "thermometer", "palindrome""#
        );
        assert_eq!(
            err.words_in(Lang::ZhHans),
            r#"shudu 不支持这些约束："thermometer", "palindrome""#
        );
        assert_eq!(
            err.words_in(Lang::ZhHant),
            r#"shudu 不支援這些約束："thermometer", "palindrome""#
        );
    }

    /// Another type's words inside a variant error keep every language (the classic
    /// rater's reason under a 9×9 variant's rating, the classic reader's under a board).
    #[test]
    fn a_reason_worded_by_another_type_keeps_every_language() {
        let why = crate::logic::Unrated::Contradiction;
        let phrase = reason_in_each(|lang| why.words_in(lang));
        for lang in Lang::ALL {
            assert_eq!(phrase.words_in(lang), why.words_in(lang));
        }
        assert_eq!(phrase.words_in(Lang::ZhHans), "无解：有一格已没有候选数");
    }
}
