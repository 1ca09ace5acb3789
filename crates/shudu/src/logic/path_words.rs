//! An explained path in words: the status a front end gives it (`explained`, `beyond`,
//! `unsolvable`, `gave-up`), the name its record gives its end, and its text — each step
//! numbered on its line, then how the path ended. One owner for the 9×9 engine's
//! [`Path`](super::Path) and the small engine's
//! `SizedPath` (`variant/logic`), so that `explain` reads the same on
//! every board, whichever front end prints it.
//!
//! Read next: `path.rs` (the 9×9 path), `variant/logic/mod.rs` (the path of other sizes).

use crate::words::{Lang, say};

/// How a path ended, whatever its engine: the one table of the ends' names and statuses.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Ending {
    Solved,
    Stuck,
    Contradiction,
    GaveUp,
}

impl Ending {
    /// The end as the path record writes it.
    pub(crate) fn name(self) -> &'static str {
        match self {
            Ending::Solved => "solved",
            Ending::Stuck => "stuck",
            Ending::Contradiction => "contradiction",
            Ending::GaveUp => "gave-up",
        }
    }

    /// The verdict on a puzzle whose path ended so, as `explain` reports it.
    pub(crate) fn status(self) -> &'static str {
        match self {
            Ending::Solved => "explained",
            Ending::Stuck => "beyond",
            Ending::Contradiction => "unsolvable",
            Ending::GaveUp => "gave-up",
        }
    }
}

/// What the last line of a path's text says, with what only its engine knows.
pub(crate) enum EndWords {
    Solved,
    /// The budget's words for having given up.
    GaveUp(String),
    /// The cell, in words, left without a candidate.
    Contradiction(String),
    /// What no longer applies, and the board (ending in a line break) where it stopped.
    Stuck {
        note: String,
        board: String,
    },
}

/// The steps' lines numbered from 1 (right-aligned in three columns), then the end's
/// line, indented under the steps' text; the stuck board follows its line.
pub(crate) fn path_text(lines: impl Iterator<Item = String>, end: EndWords, lang: Lang) -> String {
    let mut text = String::new();
    for (i, line) in lines.enumerate() {
        text.push_str(&format!("{:>3}. {line}\n", i + 1));
    }
    let last = match &end {
        EndWords::Solved => say!(lang, "path-solved"),
        EndWords::GaveUp(words) => words.clone(),
        EndWords::Contradiction(cell) => say!(lang, "path-contradiction", cell = cell.clone()),
        EndWords::Stuck { note, .. } => say!(lang, "path-stuck", note = note.clone()),
    };
    text.push_str(&format!("     {last}\n"));
    if let EndWords::Stuck { board, .. } = end {
        text.push_str(&board);
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_are_numbered_and_the_end_indented_under_them() {
        let lines = ["one".to_owned(), "two".to_owned()].into_iter();
        assert_eq!(
            path_text(lines, EndWords::Solved, Lang::En),
            "  1. one\n  2. two\n     solved\n"
        );
        let stuck = EndWords::Stuck {
            note: "nothing applies".into(),
            board: "1 2\n".into(),
        };
        assert_eq!(
            path_text(std::iter::empty(), stuck, Lang::En),
            "     stuck: nothing applies:\n1 2\n"
        );
    }
}
