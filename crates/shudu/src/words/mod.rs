//! Words: every sentence a person reads, in English, Simplified and Traditional Chinese.
//!
//! The messages live in one catalogue of [Fluent](https://projectfluent.org) files,
//! `locales/<lang>/*.ftl` beside this crate, compiled into the library (nothing is read
//! at run time). Fluent keeps each language's grammar in its own file — a placeholder
//! may move, a plural may change form — while the code names a message and gives its
//! values: `say!(lang, "placement", cell = …, digit = …)`. A test checks that every
//! message exists in every language with the same placeholders (`catalogue.rs`).
//!
//! Cells keep their `r1c1` names in every language, as the puzzle community writes them
//! (Chinese forums and solvers too); houses, techniques and sentences are translated.
//! Chinese text gets a space between Chinese characters and Latin letters or digits
//! wherever a message puts them side by side (`catalogue.rs`), so the Chinese files need
//! not space around their placeholders.
//!
//! Read next: [`Lang`], `catalogue.rs` (the files and the bundles), `lists.rs` (lists in
//! words), `locales/en/*.ftl` (the English messages, the reference for the others).

mod batch;
mod catalogue;
mod lang;
mod lists;
mod phrase;

pub use batch::{
    Note, Noun, Seeded, duplicate_in, generated_heading_in, heading_in, place_in, progress_in,
    seed_note_in, status_in, summary_in,
};
pub use lang::{Lang, UnknownLang};
pub use phrase::Phrase;
pub(crate) use phrase::Value;

pub(crate) use catalogue::{attribute, message};
pub(crate) use lists::{list_and, list_either, list_or};

/// A message of the catalogue in `lang`, with its placeholders' values:
/// `say!(lang, "placement", cell = cell.to_string(), digit = 5)`. Each value is anything
/// Fluent takes (a string, a number); numbers choose plural forms.
macro_rules! say {
    ($lang:expr, $id:literal $(, $key:ident = $value:expr)* $(,)?) => {{
        #[allow(unused_mut)]
        let mut args = fluent_bundle::FluentArgs::new();
        $( args.set(stringify!($key), $value); )*
        $crate::words::message($lang, $id, &args)
    }};
}
pub(crate) use say;
