//! [`Phrase`]: a sentence of the catalogue kept as data — its message and its values —
//! and worded in a language only when it is read. A step keeps the reasoning its
//! technique cannot rebuild from the rest of its evidence this way (a killer cage's sum
//! and combinations, why two cells see each other on a variant board), so that one step
//! reads in every language.
//!
//! Read next: `catalogue.rs` (where the words come from), `logic/step.rs` (`Evidence`).

use std::fmt;

use fluent_bundle::{FluentArgs, FluentValue};

use super::{Lang, list_and, list_either, message};
use crate::grid::HouseName;

/// A sentence of the catalogue with its values, worded in any language by
/// [`Phrase::words_in`] (in English by `Display`).
///
/// ```
/// use shudu::logic::{Board, Technique, find_steps};
/// use shudu::variant::read_any_board;
/// use shudu::words::Lang;
/// // A killer cage of two cells adding up to 3 holds 1 and 2.
/// let json = format!(
///     r#"{{"size":9,"givens":"{}","constraints":[{{"type":"killer","cells":["r1c1","r1c2"],"sum":3}}]}}"#,
///     ".".repeat(81)
/// );
/// let puzzle = read_any_board(&json).remove(0).unwrap().puzzle;
/// let step = find_steps(&Board::of_variant(&puzzle)?, Technique::CageCombination).remove(0);
/// let first = &step.evidence.relations[0];
/// assert_eq!(first.to_string(), "the cage at r1c1 (r1c1 and r1c2) sums to 3");
/// assert_eq!(first.words_in(Lang::ZhHans), "r1c1 处的虚线框（r1c1 和 r1c2）的和为 3");
/// # Ok::<(), shudu::variant::VariantError>(())
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Phrase {
    id: &'static str,
    values: Vec<(&'static str, Value)>,
}

/// A value of a [`Phrase`]: words that read alike in every language (a cell, a digit, a
/// sum in notation), a number, a house, a list, or another phrase.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(crate) enum Value {
    Text(String),
    Number(i64),
    House(HouseName),
    /// "a, b and c" in the language.
    And(Vec<Value>),
    /// "a, b or c" in the language.
    Either(Vec<Value>),
    Phrase(Box<Phrase>),
    /// Words another type made in each language of [`Lang::ALL`], in that order (an
    /// error of the classic reader or generator, worded by its own `words_in`).
    Each(Box<[String; 3]>),
}

impl Phrase {
    /// The phrase of the catalogue's message `id`, with no values yet.
    pub(crate) fn new(id: &'static str) -> Phrase {
        Phrase {
            id,
            values: Vec::new(),
        }
    }

    /// The phrase with `value` for its placeholder `key`.
    pub(crate) fn with(mut self, key: &'static str, value: impl Into<Value>) -> Phrase {
        self.values.push((key, value.into()));
        self
    }

    /// The name of its message in the catalogue.
    pub fn id(&self) -> &'static str {
        self.id
    }

    /// The phrase in `lang`'s words.
    pub fn words_in(&self, lang: Lang) -> String {
        let mut args = FluentArgs::new();
        for (key, value) in &self.values {
            args.set(*key, value.fluent_in(lang));
        }
        message(lang, self.id, &args)
    }
}

impl fmt::Display for Phrase {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words_in(Lang::En))
    }
}

impl Value {
    /// The words `words` makes in each language, made now and kept.
    pub(crate) fn each(words: impl Fn(Lang) -> String) -> Value {
        Value::Each(Box::new(Lang::ALL.map(words)))
    }

    /// The items of `items` as "a, b and c".
    pub(crate) fn and<T: Into<Value>>(items: impl IntoIterator<Item = T>) -> Value {
        Value::And(items.into_iter().map(Into::into).collect())
    }

    /// The items of `items` as "a, b or c".
    pub(crate) fn either<T: Into<Value>>(items: impl IntoIterator<Item = T>) -> Value {
        Value::Either(items.into_iter().map(Into::into).collect())
    }

    fn words_in(&self, lang: Lang) -> String {
        match self {
            Value::Text(text) => text.clone(),
            Value::Number(n) => n.to_string(),
            Value::House(house) => house.name_in(lang),
            Value::And(items) => list_and(lang, &Value::all_in(items, lang)),
            Value::Either(items) => list_either(lang, &Value::all_in(items, lang)),
            Value::Phrase(phrase) => phrase.words_in(lang),
            Value::Each(texts) => {
                let index = Lang::ALL.iter().position(|&l| l == lang).unwrap_or(0);
                texts[index].clone()
            }
        }
    }

    fn all_in(items: &[Value], lang: Lang) -> Vec<String> {
        items.iter().map(|v| v.words_in(lang)).collect()
    }

    /// The value as Fluent takes it: a number stays a number (it may choose a plural).
    fn fluent_in(&self, lang: Lang) -> FluentValue<'static> {
        match self {
            Value::Number(n) => FluentValue::from(*n),
            other => FluentValue::from(other.words_in(lang)),
        }
    }
}

impl From<String> for Value {
    fn from(text: String) -> Value {
        Value::Text(text)
    }
}

impl From<&str> for Value {
    fn from(text: &str) -> Value {
        Value::Text(text.to_owned())
    }
}

impl From<crate::grid::Cell> for Value {
    fn from(cell: crate::grid::Cell) -> Value {
        Value::Text(cell.to_string())
    }
}

impl From<crate::grid::Pos> for Value {
    fn from(pos: crate::grid::Pos) -> Value {
        Value::Text(pos.to_string())
    }
}

impl From<crate::grid::Digit> for Value {
    fn from(digit: crate::grid::Digit) -> Value {
        Value::Text(digit.to_string())
    }
}

impl From<HouseName> for Value {
    fn from(house: HouseName) -> Value {
        Value::House(house)
    }
}

impl From<Phrase> for Value {
    fn from(phrase: Phrase) -> Value {
        Value::Phrase(Box::new(phrase))
    }
}

macro_rules! numbers {
    ($($t:ty),*) => {$(
        impl From<$t> for Value {
            fn from(n: $t) -> Value {
                Value::Number(i64::from(n))
            }
        }
    )*};
}
numbers!(i32, u32, u8, u16);

impl From<usize> for Value {
    fn from(n: usize) -> Value {
        Value::Number(i64::try_from(n).unwrap_or(i64::MAX))
    }
}
