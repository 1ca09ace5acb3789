//! Arrow (boards with arrows only): the digits along an arrow add up to its bulb, so the
//! bulb lies between the line's least and greatest sums and each line cell at most the
//! bulb less what the others add at their least. "The digits on the arrow from r1c1
//! (r1c2 and r1c3) add up to its bulb, r1c1; r1c1 keeps only 2, 3 and 4: r1c1≠5 …".
//!
//! The bounds come from [`crate::grid::arrow_keep`], the rule's own definition (the
//! kernel's propagation reads the same); a pill of two or three cells reads as one
//! number, as there.
//!
//! Read next: `whispers.rs` and `renban.rs`, the other lines; `thermometers.rs`, whose
//! step helper this uses.

use super::super::board::{Board, cell, digit};
use super::super::step::Step;
use super::super::technique::Technique;
use super::cage_combinations::killer_words;
use super::thermometers::{candidates, marked_cells_step};
use super::{Mode, bits};
use crate::grid::{Cell, Digit, arrow_keep};
use crate::words::{Lang, Phrase, Value};

/// Every arrow whose sum removes candidates, in the order the rules list them.
pub(super) fn find(board: &Board, mode: Mode, out: &mut Vec<Step>) {
    let Some(rules) = board.rules() else { return };
    for (bulb, line) in &rules.arrows {
        let mask = |&c: &u8| u32::from(candidates(board, usize::from(c)));
        let bulb_masks: Vec<u32> = bulb.iter().map(mask).collect();
        let line_masks: Vec<u32> = line.iter().map(mask).collect();
        let Some((kept_bulb, kept_line)) = arrow_keep(&bulb_masks, &line_masks, 9) else {
            // A broken arrow: the driver finds the dead end elsewhere.
            continue;
        };
        let all: Vec<u8> = bulb.iter().chain(line).copied().collect();
        let masks: Vec<u32> = bulb_masks.into_iter().chain(line_masks).collect();
        let kept: Vec<u32> = kept_bulb.into_iter().chain(kept_line).collect();
        let mut eliminations: Vec<(Cell, Digit)> = Vec::new();
        let mut said = Vec::new();
        for (k, &c) in all.iter().enumerate() {
            let c = usize::from(c);
            let gone = (masks[k] & !kept[k]) as u16;
            if board.raw_value(c) != 0 || gone == 0 {
                continue;
            }
            eliminations.extend(bits(gone).map(|d| (cell(c), digit(d))));
            said.push(Phrase::new("arrow-keep").with("cell", cell(c)).with(
                "digits",
                Value::and(bits(kept[k] as u16).map(|d| d as u32 + 1)),
            ));
        }
        if eliminations.is_empty() {
            continue;
        }
        eliminations.sort_by_key(|&(c, d)| (c.index(), d.get()));
        let named =
            |list: &[u8]| -> Vec<Cell> { list.iter().map(|&c| cell(usize::from(c))).collect() };
        let (pill, path) = (named(bulb), named(line));
        let mut words = vec![
            Phrase::new("arrow-sum")
                .with("bulb", pill[0])
                .with("cells", Value::and(path.iter().copied()))
                .with("pill", Value::and(pill.iter().copied())),
        ];
        words.extend(said);
        let pattern = all.iter().zip(&kept).flat_map(|(&c, &m)| {
            let c = usize::from(c);
            bits(m as u16).map(move |d| (cell(c), digit(d)))
        });
        out.push(marked_cells_step(
            Technique::Arrow,
            eliminations,
            named(&all),
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
