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

use super::super::board::{Board, cell, digit};
use super::super::step::Step;
use super::super::technique::Technique;
use super::cage_combinations::killer_words;
use super::thermometers::{candidates, marked_cells_step};
use super::{Mode, bits};
use crate::grid::{Cell, Digit, renban_windows};
use crate::words::{Lang, Phrase, Value};

/// Every renban line whose runs remove candidates, in the order the rules list them.
pub(super) fn find(board: &Board, mode: Mode, out: &mut Vec<Step>) {
    let Some(rules) = board.rules() else { return };
    for line in &rules.renbans {
        let masks: Vec<u32> = line
            .iter()
            .map(|&c| u32::from(candidates(board, usize::from(c))))
            .collect();
        let Some(kept) = renban_windows(&masks, 9) else {
            // A broken line: the driver finds the dead end elsewhere.
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
            said.push(Phrase::new("renban-keep").with("cell", cell(c)).with(
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
            Phrase::new("renban-run")
                .with("start", cells[0])
                .with("cells", Value::and(cells.iter().copied()))
                .with("count", cells.len()),
        ];
        words.extend(said);
        let pattern = line.iter().zip(&kept).flat_map(|(&c, &m)| {
            let c = usize::from(c);
            bits(m as u16).map(move |d| (cell(c), digit(d)))
        });
        out.push(marked_cells_step(
            Technique::Renban,
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
