//! Renban (boards with renban lines only): the digits of a purple line are a run of
//! consecutive digits, so each cell keeps only the candidates inside a run that still
//! fits the line. "The digits on the renban line from r1c1 (r1c1, r1c2 and r1c3) are 3
//! consecutive digits; r1c2 keeps only 6, 7 and 8: r1c2≠1, r1c2≠2".
//!
//! The runs that fit come from [`crate::grid::renban_windows`], the rule's own
//! definition (the kernel's propagation reads the same); that the digits differ is the
//! peers' business (a line's cells see each other).
//!
//! Read next: `whispers.rs`, the other line.

use super::super::board::Board;
use super::super::step::Step;
use super::super::technique::Technique;
use super::Mode;
use super::cage_combinations::killer_words;
use super::thermometers::line_step;
use crate::grid::renban_windows;
use crate::words::{Lang, Phrase, Value};

/// Every renban line whose runs remove candidates, in the order the rules list them.
pub(super) fn find(board: &Board, mode: Mode, out: &mut Vec<Step>) {
    let Some(rules) = board.rules() else { return };
    for line in &rules.renbans {
        let Some(step) = line_step(
            board,
            Technique::Renban,
            line,
            |masks| renban_windows(masks, 9),
            "renban-keep",
            |cells| {
                Phrase::new("renban-run")
                    .with("start", cells[0])
                    .with("cells", Value::and(cells.iter().copied()))
                    .with("count", cells.len())
            },
        ) else {
            continue;
        };
        out.push(step);
        if mode == Mode::First {
            return;
        }
    }
}

/// The step in `lang`'s words (the text of [`Step::explain`]); `removed` words its
/// eliminations.
pub(in crate::logic) fn explain(step: &Step, lang: Lang, removed: &str) -> String {
    killer_words(step, lang, removed)
}
