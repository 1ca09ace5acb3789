//! Sandwich (boards with sandwich clues only): the digits between a row's or column's 1
//! and 9 add up to its clue, so each cell keeps only the candidates some placement of
//! the 1 and the 9, with distinct digits between making the sum, leaves it. "The
//! sandwich left of row 3 (r3c1, …, r3c9) says the digits between the 1 and the 9 add up
//! to 0; r3c5 keeps only 1 and 9: r3c5≠4".
//!
//! What a line keeps comes from [`crate::grid::sandwich_keep`], the rule's own
//! definition, which the kernel's propagation reads too.
//!
//! Read next: `whispers.rs`, whose shape this follows; `thermometers.rs` for the shared
//! step.

use super::super::board::Board;
use super::super::step::Step;
use super::super::technique::Technique;
use super::Mode;
use super::cage_combinations::killer_words;
use super::thermometers::line_step;
use crate::grid::sandwich_keep;
use crate::words::{Lang, Phrase, Value};

/// Every sandwich clue whose sum removes candidates, in the order the rules list them.
pub(super) fn find(board: &Board, mode: Mode, out: &mut Vec<Step>) {
    let Some(rules) = board.rules() else { return };
    for (line, sum, name) in &rules.sandwiches {
        let Some(step) = line_step(
            board,
            Technique::Sandwich,
            line,
            |masks| sandwich_keep(masks, *sum),
            "sandwich-keep",
            |cells| {
                Phrase::new("sandwich-clue")
                    .with("clue", name.clone())
                    .with("cells", Value::and(cells.iter().copied()))
                    .with("top", 9u32)
                    .with("sum", *sum)
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
