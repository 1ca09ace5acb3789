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

use super::super::board::{Board, cell, digit};
use super::super::step::Step;
use super::super::technique::Technique;
use super::cage_combinations::killer_words;
use super::thermometers::{candidates, marked_cells_step};
use super::{Mode, bits};
use crate::grid::{Cell, Digit, sandwich_keep};
use crate::words::{Lang, Phrase, Value};

/// Every sandwich clue whose sum removes candidates, in the order the rules list them.
pub(super) fn find(board: &Board, mode: Mode, out: &mut Vec<Step>) {
    let Some(rules) = board.rules() else { return };
    for (line, sum, name) in &rules.sandwiches {
        let masks: Vec<u32> = line
            .iter()
            .map(|&c| u32::from(candidates(board, usize::from(c))))
            .collect();
        let Some(kept) = sandwich_keep(&masks, *sum) else {
            // A broken clue: the driver finds the dead end elsewhere.
            continue;
        };
        let mut eliminations: Vec<(Cell, Digit)> = Vec::new();
        let mut said = Vec::new();
        for (k, &c) in line.iter().enumerate() {
            let c = usize::from(c);
            let gone = (masks[k] & !kept[k]) as u16;
            if board.raw_value(c) != 0 || gone == 0 {
                continue;
            }
            eliminations.extend(bits(gone).map(|d| (cell(c), digit(d))));
            said.push(Phrase::new("sandwich-keep").with("cell", cell(c)).with(
                "digits",
                Value::and(bits(kept[k] as u16).map(|d| d as u32 + 1)),
            ));
        }
        if eliminations.is_empty() {
            continue;
        }
        eliminations.sort_by_key(|&(c, d)| (c.index(), d.get()));
        let cells: Vec<Cell> = line.iter().map(|&c| cell(usize::from(c))).collect();
        let mut words = vec![
            Phrase::new("sandwich-clue")
                .with("clue", name.clone())
                .with("cells", Value::and(cells.iter().copied()))
                .with("top", 9u32)
                .with("sum", *sum),
        ];
        words.extend(said);
        let pattern = line.iter().zip(&kept).flat_map(|(&c, &m)| {
            let c = usize::from(c);
            bits(m as u16).map(move |d| (cell(c), digit(d)))
        });
        out.push(marked_cells_step(
            Technique::Sandwich,
            eliminations,
            cells,
            pattern.collect::<Vec<_>>(),
            words,
        ));
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
