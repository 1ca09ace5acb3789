//! German Whispers (boards with whispers lines only): neighbours on a green line differ by
//! at least 5, so each cell keeps only the candidates with a partner far enough in each
//! of its neighbours. "Neighbouring digits on the German whispers line from r1c1 (r1c1,
//! r1c2 and r1c3) differ by at least 5; r1c2 keeps only 1, 2, 8 and 9: r1c2≠3, r1c2≠5".
//!
//! The partners of a candidate mask come from [`crate::grid::whisper_partners`], the
//! rule's own definition (the kernel's propagation reads the same). One pass back from
//! the tip and one on from the start settle a line, as in the kernel.
//!
//! Read next: `renban.rs`, the other line; `thermometers.rs`, whose wording this follows.

use super::super::board::{Board, cell, digit};
use super::super::step::Step;
use super::super::technique::Technique;
use super::cage_combinations::killer_words;
use super::thermometers::{candidates, marked_cells_step};
use super::{Mode, bits};
use crate::grid::{Cell, Digit, whisper_partners};
use crate::words::{Lang, Phrase, Value};

/// What each cell of a line (candidate masks `masks`, in order) keeps under neighbours
/// `difference` apart; `None` when a cell is left nothing.
pub(crate) fn kept(masks: &[u16], difference: u32) -> Option<Vec<u16>> {
    let mut kept: Vec<u32> = masks.iter().map(|&m| u32::from(m)).collect();
    for k in (1..kept.len()).rev() {
        kept[k - 1] &= whisper_partners(kept[k], difference, 9);
    }
    for k in 1..kept.len() {
        kept[k] &= whisper_partners(kept[k - 1], difference, 9);
    }
    kept.iter()
        .all(|&m| m != 0)
        .then(|| kept.iter().map(|&m| m as u16).collect())
}

/// Every whispers line whose neighbours remove candidates, in the order the rules list
/// them.
pub(super) fn find(board: &Board, mode: Mode, out: &mut Vec<Step>) {
    let Some(rules) = board.rules() else { return };
    for (line, difference) in &rules.whispers {
        let masks: Vec<u16> = line
            .iter()
            .map(|&c| candidates(board, usize::from(c)))
            .collect();
        let Some(kept) = kept(&masks, *difference) else {
            // A broken line: the driver finds the dead end elsewhere.
            continue;
        };
        let mut eliminations: Vec<(Cell, Digit)> = Vec::new();
        let mut said = Vec::new();
        for (k, &c) in line.iter().enumerate() {
            let c = usize::from(c);
            let gone = masks[k] & !kept[k];
            if board.raw_value(c) != 0 || gone == 0 {
                continue;
            }
            eliminations.extend(bits(gone).map(|d| (cell(c), digit(d))));
            said.push(
                Phrase::new("whispers-keep")
                    .with("cell", cell(c))
                    .with("digits", Value::and(bits(kept[k]).map(|d| d as u32 + 1))),
            );
        }
        if eliminations.is_empty() {
            continue;
        }
        eliminations.sort_by_key(|&(c, d)| (c.index(), d.get()));
        let cells: Vec<Cell> = line.iter().map(|&c| cell(usize::from(c))).collect();
        let mut words = vec![
            Phrase::new("whispers-line")
                .with("start", cells[0])
                .with("cells", Value::and(cells.iter().copied()))
                .with("difference", *difference),
        ];
        words.extend(said);
        let pattern = line.iter().zip(&kept).flat_map(|(&c, &m)| {
            let c = usize::from(c);
            bits(m).map(move |d| (cell(c), digit(d)))
        });
        out.push(marked_cells_step(
            Technique::GermanWhispers,
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn neighbours_keep_far_partners() {
        // Free cells lose the 5; a 3 beside them leaves 8 or 9, and the far end 1–4.
        let five = 1 << 4;
        assert_eq!(kept(&[0x1ff, 0x1ff], 5), Some(vec![0x1ff & !five; 2]));
        assert_eq!(
            kept(&[0x1ff, 1 << 2, 0x1ff], 5),
            Some(vec![0b1_1000_0000, 1 << 2, 0b1_1000_0000])
        );
        assert_eq!(kept(&[five, 0x1ff], 5), None);
    }
}
