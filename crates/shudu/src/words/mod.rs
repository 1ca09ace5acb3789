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
//! words), `command_error.rs` (the command line's own errors), `locales/en/*.ftl` (the
//! English messages, the reference for the others).

mod batch;
mod catalogue;
mod command_error;
mod lang;
mod lists;
mod phrase;
mod scan;

pub use batch::{
    Note, Noun, Printed, RunNote, Seeded, Served, daily_heading_in, daily_level_unknown_in,
    duplicate_in, generated_heading_in, heading_in, place_in, print_refused_in, printed_in,
    progress_in, seed_note_in, status_in, summary_in,
};
pub use command_error::{CommandError, Feature, Output, ServerStep, located_in, system_error_in};
pub use lang::{Lang, UnknownLang};
pub use phrase::Phrase;
pub(crate) use phrase::Value;
pub use scan::{ScanNote, ScanTrouble};

pub(crate) use catalogue::{attribute, has, is_chinese, message};

/// Every message of one file of the catalogue (`page`: the play page's words) in `lang`,
/// in the file's order, as `(name, text)` with each placeholder left as `{$name}` for the
/// reader to fill — for a program that words its own sentences, such as the play page,
/// which gets its language's messages from the server once. A choice on a value (a
/// plural) takes its default variant, so such files choose none. `None` when the
/// catalogue has no file of that name.
///
/// ```
/// use shudu::words::{Lang, file_texts};
/// let page = file_texts("page", Lang::ZhHant).expect("the page's words");
/// let (_, undo) = page.iter().find(|(name, _)| *name == "page-undo").unwrap();
/// assert_eq!(undo, "復原");
/// let (_, left) = page.iter().find(|(name, _)| *name == "page-key-left").unwrap();
/// assert_eq!(left, "{$digit}，還剩 {$left} 個");
/// assert!(file_texts("nothing", Lang::En).is_none());
/// ```
pub fn file_texts(file: &str, lang: Lang) -> Option<Vec<(&'static str, String)>> {
    catalogue::file_texts(file, lang)
}
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
