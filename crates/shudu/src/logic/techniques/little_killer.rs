//! Little Killer (boards with little killer clues only): the digits on a diagonal add up
//! to its clue outside the grid, so each cell keeps only the candidates some choice of
//! one digit per cell making the sum uses. "The little killer diagonal from r1c2 (r1c2
//! and r2c1) sums to 17; r1c2 keeps only 8 and 9: r1c2≠1, …".
//!
//! What a diagonal keeps comes from [`crate::grid::little_killer_keep`], the rule's own
//! definition, which the kernel's propagation reads too.
//!
//! Read next: `sandwich.rs`, the other clue outside the grid, whose shape this follows.

use super::super::board::Board;
use super::super::step::Step;
use super::super::technique::Technique;
use super::Mode;
use super::cage_combinations::killer_words;
use super::thermometers::line_step;
use crate::grid::little_killer_keep;
use crate::words::{Lang, Phrase, Value};

/// Every little killer clue whose sum removes candidates, in the order the rules list them.
pub(super) fn find(board: &Board, mode: Mode, out: &mut Vec<Step>) {
    let Some(rules) = board.rules() else { return };
    for (line, sum, name) in &rules.little_killers {
        let Some(step) = line_step(
            board,
            Technique::LittleKiller,
            line,
            |masks| little_killer_keep(masks, *sum),
            "little-killer-keep",
            |cells| {
                Phrase::new("little-killer-clue")
                    .with("clue", name.clone())
                    .with("cells", Value::and(cells.iter().copied()))
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
