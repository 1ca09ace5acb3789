//! Thermometer (thermo boards only): digits rise along a thermometer, so each cell
//! holds more than the smallest digit the cell before it can hold and less than the
//! largest the cell after it can hold. "The digits rise along the thermometer from r1c1
//! (r1c1, r1c2 and r1c3); r1c2 lies between 2 and 8: r1c2≠1, r1c2≠9".
//!
//! One pass from the bulb carries the lowest digit up, one from the tip carries the
//! highest down, over 9-bit candidate masks (a placed cell is its digit alone):
//!
//! ```text
//! bulb {2,5}  →  next ≥ 3  →  next ≥ 4 …          low  = lowest candidate before + 1
//! … ≤ 6  ←  ≤ 7  ←  tip {3,8}                       high = highest candidate after − 1
//! ```
//!
//! The reasoning is kept in the step's evidence (`relations`) as phrases of the
//! catalogue (`locales/*/steps-variants.ftl`), worded in the reader's language when read,
//! as the killer rules' are.
//!
//! Read next: `cage_combinations.rs`, whose wording this shares.

use super::super::board::{Board, cell, digit};
use super::super::step::{Evidence, Role, Step, tag, tag_candidates};
use super::super::technique::Technique;
use super::cage_combinations::killer_words;
use super::{Mode, bits};
use crate::grid::{Cell, Digit};
use crate::words::{Lang, Phrase, Value};

/// The candidates of cell `i` as a 9-bit mask: its digit alone once placed (the rules
/// over cells in order read placed and empty cells alike).
pub(super) fn candidates(board: &Board, i: usize) -> u16 {
    match board.raw_value(i) {
        0 => board.mask(i),
        v => 1 << (v - 1),
    }
}

/// A step of a rule over marked cells (a thermometer, a mark between two cells, a line):
/// its eliminations, the cells the rule covers and the candidates kept there as the
/// pattern, and the rule's words. Every such finder builds its step here.
pub(super) fn marked_cells_step(
    technique: Technique,
    eliminations: Vec<(Cell, Digit)>,
    cells: Vec<Cell>,
    kept: Vec<(Cell, Digit)>,
    relations: Vec<Phrase>,
) -> Step {
    Step {
        technique,
        placements: Vec::new(),
        eliminations,
        evidence: Evidence {
            houses: Vec::new(),
            cells: tag(Role::Pattern, cells),
            candidates: tag_candidates(Role::Pattern, kept),
            digits: Vec::new(),
            links: Vec::new(),
            implied: Vec::new(),
            named_houses: Vec::new(),
            relations,
        },
        bonus_tenths: 0,
    }
}

/// The step of a rule over a line of cells (a renban line, a sandwich's row, a little
/// killer's diagonal): `keep` narrows the line's candidate masks (`None`: the rule is
/// broken, a dead end the driver finds elsewhere), each empty cell that loses digits is
/// said with the phrase `keep_id`, after the rule's `head` phrase. `None` when nothing
/// is removed.
pub(super) fn line_step(
    board: &Board,
    technique: Technique,
    line: &[u8],
    keep: impl FnOnce(&[u32]) -> Option<Vec<u32>>,
    keep_id: &'static str,
    head: impl FnOnce(&[Cell]) -> Phrase,
) -> Option<Step> {
    let masks: Vec<u32> = line
        .iter()
        .map(|&c| u32::from(candidates(board, usize::from(c))))
        .collect();
    let kept = keep(&masks)?;
    let mut eliminations: Vec<(Cell, Digit)> = Vec::new();
    let mut said = Vec::new();
    for (k, &c) in line.iter().enumerate() {
        let c = usize::from(c);
        let gone = (masks[k] & !kept[k]) as u16;
        if board.raw_value(c) != 0 || gone == 0 {
            continue;
        }
        eliminations.extend(bits(gone).map(|d| (cell(c), digit(d))));
        said.push(Phrase::new(keep_id).with("cell", cell(c)).with(
            "digits",
            Value::and(bits(kept[k] as u16).map(|d| d as u32 + 1)),
        ));
    }
    if eliminations.is_empty() {
        return None;
    }
    eliminations.sort_by_key(|&(c, d)| (c.index(), d.get()));
    let cells: Vec<Cell> = line.iter().map(|&c| cell(usize::from(c))).collect();
    let mut words = vec![head(&cells)];
    words.extend(said);
    let pattern = line.iter().zip(&kept).flat_map(|(&c, &m)| {
        let c = usize::from(c);
        bits(m as u16).map(move |d| (cell(c), digit(d)))
    });
    Some(marked_cells_step(
        technique,
        eliminations,
        cells,
        pattern.collect(),
        words,
    ))
}

/// For each cell of a thermometer (cell indices, bulb first) with candidate masks
/// `masks`, the lowest and highest digit (1-based) the rising order leaves it; `None`
/// when a cell is left nothing.
pub(crate) fn bounds(masks: &[u16]) -> Option<Vec<(u32, u32)>> {
    let mut out = vec![(1u32, 9u32); masks.len()];
    let mut low = 0;
    for (k, &m) in masks.iter().enumerate() {
        let kept = m & !((1u16 << low) - 1);
        if kept == 0 {
            return None;
        }
        low = kept.trailing_zeros() + 1;
        out[k].0 = low;
    }
    let mut high = 10;
    for (k, &m) in masks.iter().enumerate().rev() {
        let kept = m & ((1u16 << (high - 1)) - 1) & !((1u16 << (out[k].0 - 1)) - 1);
        if kept == 0 {
            return None;
        }
        high = 16 - kept.leading_zeros();
        out[k].1 = high;
    }
    Some(out)
}

/// Every thermometer whose order removes candidates, in the order the rules list them.
pub(super) fn find(board: &Board, mode: Mode, out: &mut Vec<Step>) {
    let Some(rules) = board.rules() else { return };
    for thermo in &rules.thermos {
        let masks: Vec<u16> = thermo
            .iter()
            .map(|&c| candidates(board, usize::from(c)))
            .collect();
        let Some(bounds) = bounds(&masks) else {
            // A broken thermometer: the driver finds the dead end elsewhere.
            continue;
        };
        let mut eliminations: Vec<(Cell, Digit)> = Vec::new();
        let mut ranges = Vec::new();
        for (k, (&c, &(low, high))) in thermo.iter().zip(&bounds).enumerate() {
            let c = usize::from(c);
            if board.raw_value(c) != 0 {
                continue;
            }
            let inside = ((1u16 << high) - 1) & !((1u16 << (low - 1)) - 1);
            let gone: Vec<usize> = bits(masks[k] & !inside).collect();
            if gone.is_empty() {
                continue;
            }
            eliminations.extend(gone.into_iter().map(|d| (cell(c), digit(d))));
            ranges.push(if low == high {
                Phrase::new("thermo-only")
                    .with("cell", cell(c))
                    .with("digit", low)
            } else {
                Phrase::new("thermo-range")
                    .with("cell", cell(c))
                    .with("low", low)
                    .with("high", high)
            });
        }
        if eliminations.is_empty() {
            continue;
        }
        eliminations.sort_by_key(|&(c, d)| (c.index(), d.get()));
        let cells: Vec<Cell> = thermo.iter().map(|&c| cell(usize::from(c))).collect();
        let mut words = vec![
            Phrase::new("thermo-rise")
                .with("bulb", cells[0])
                .with("cells", Value::and(cells.iter().copied())),
        ];
        words.extend(ranges);
        let kept = thermo.iter().zip(&bounds).flat_map(|(&c, &(low, high))| {
            let c = usize::from(c);
            bits(candidates(board, c))
                .filter(move |&d| (low - 1..high).contains(&(d as u32)))
                .map(move |d| (cell(c), digit(d)))
        });
        out.push(marked_cells_step(
            Technique::Thermometer,
            eliminations,
            cells,
            kept.collect::<Vec<_>>(),
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
    fn bounds_carry_the_order_both_ways() {
        // Three free cells: 1–7, 2–8, 3–9.
        assert_eq!(
            bounds(&[0x1ff, 0x1ff, 0x1ff]),
            Some(vec![(1, 7), (2, 8), (3, 9)])
        );
        // A bulb of 2 or 5 and a tip of 3 or 8: the tip is at least 4, so 8.
        let bulb = 1 << 1 | 1 << 4;
        let tip = 1 << 2 | 1 << 7;
        assert_eq!(
            bounds(&[bulb, 0x1ff, tip]),
            Some(vec![(2, 5), (3, 7), (8, 8)])
        );
        // A tip of 1 leaves nothing.
        assert_eq!(bounds(&[0x1ff, 1]), None);
    }
}
