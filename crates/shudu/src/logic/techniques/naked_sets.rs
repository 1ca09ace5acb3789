//! Naked sets: `n` cells of a house whose candidates, together, are exactly `n` digits
//! (pair 3.0, triplet 3.6, quad 5.0); those digits leave the rest of the house.
//!
//! As in Sudoku Explainer, each cell of the set holds at least two candidates, a house is
//! searched only when it has at least `2n` empty cells (otherwise the complementary
//! hidden set is the simpler view), and eliminations stay in the one house searched.

use super::super::board::{Board, cell, digit};
use super::super::houses::set_cells;
use super::super::step::{Evidence, Step};
use super::super::technique::Technique;
use super::{Mode, bits, elimination_step, tight_subsets};
use crate::grid::CellSet;
use crate::logic::step::{Role, tag, tag_candidates};
use crate::words::{Lang, list_and, say};

/// Every naked set of size `n`; with [`Mode::First`], the first only.
pub(super) fn find(board: &Board, n: u32, mode: Mode, out: &mut Vec<Step>) {
    let first_only = mode == Mode::First;
    let technique = match n {
        2 => Technique::NakedPair,
        3 => Technique::NakedTriplet,
        _ => Technique::NakedQuad,
    };
    for &h in board.scan() {
        let house = board.house_cells(h);
        if board.empty_count(h) < 2 * n as usize {
            continue;
        }
        let masks: [u16; 9] = std::array::from_fn(|k| board.mask(house[k] as usize));
        // A cell of the set holds two candidates or more, and no more than `n` (the set's
        // digits); a house with fewer such cells than `n` has none.
        let fit = (0..9)
            .filter(|&k| (2..=n).contains(&masks[k].count_ones()))
            .fold(0u16, |m, k| m | 1 << k);
        if fit.count_ones() < n {
            continue;
        }
        let mut found = [0u16; 126];
        let mut count = 0;
        tight_subsets(&masks, fit, n, &mut |chosen| {
            found[count] = chosen;
            count += 1;
        });
        for &chosen in &found[..count] {
            let union = bits(chosen).fold(0, |u, k| u | masks[k]);
            let mut eliminations = Vec::new();
            if board.rules().is_some_and(|l| l.extended) {
                // Sudoku Explainer's generalised naked set: a digit of the set leaves every
                // cell that sees all the set's cells holding it, in the house or not.
                let set = bits(chosen).fold(CellSet::EMPTY, |s, k| s.with_index(house[k] as usize));
                for d in bits(union) {
                    let holders = set & board.digit_set(d);
                    let seeing =
                        set_cells(holders).fold(CellSet::ALL, |s, c| s & board.peer_set(c));
                    for c in set_cells((seeing & board.digit_set(d)) - set) {
                        eliminations.push((cell(c), digit(d)));
                    }
                }
                eliminations.sort_by_key(|&(c, d)| (c.index(), d.get()));
            } else {
                for k in (0..9).filter(|k| chosen & (1 << k) == 0) {
                    for d in bits(masks[k] & union) {
                        eliminations.push((cell(house[k] as usize), digit(d)));
                    }
                }
            }
            if eliminations.is_empty() {
                continue;
            }
            let cells: Vec<_> = bits(chosen).map(|k| cell(house[k] as usize)).collect();
            let candidates: Vec<_> = bits(chosen)
                .flat_map(|k| bits(masks[k]).map(move |d| (cell(house[k] as usize), digit(d))))
                .collect();
            let (houses, named_houses) = board.evidence_houses([(Role::Base, h)]);
            out.push(elimination_step(
                technique,
                eliminations,
                Evidence {
                    houses,
                    cells: tag(Role::Pattern, cells),
                    candidates: tag_candidates(Role::Pattern, candidates),
                    digits: bits(union).map(digit).collect(),
                    links: Vec::new(),
                    implied: Vec::new(),
                    named_houses,
                    relations: Vec::new(),
                },
            ));
            if first_only {
                return;
            }
        }
    }
}

/// The step in `lang`'s words (the text of [`Step::explain`]); `removed` words its
/// eliminations.
pub(in crate::logic) fn explain(step: &Step, lang: Lang, removed: &str) -> String {
    use crate::logic::step::house_at;
    let ev = &step.evidence.plain();
    say!(
        lang,
        "step-naked-set",
        cells = list_and(lang, &ev.cells),
        digits = list_and(lang, &ev.digits),
        technique = step.technique.name_in(lang).to_lowercase(),
        house = house_at(&step.evidence, 0, lang),
        removed = removed
    )
}
