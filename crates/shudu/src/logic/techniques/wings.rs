//! XY-wing (4.2) and XYZ-wing (4.4): a pivot cell and two bivalue pincers it sees, so
//! that whatever the pivot holds one pincer is `z`; cells seeing both pincers (and, for
//! the XYZ-wing, the pivot too, which may itself be `z`) cannot be `z`.
//!
//! The pattern test is Sudoku Explainer's: for the XY-wing the three cells are bivalue
//! with three digits between them and none common to all three; for the XYZ-wing the
//! pivot has three candidates, the pincers two each, three digits in all and exactly one
//! common to all three.

use super::super::board::{Board, cell, digit};
use super::super::houses::set_cells;
use super::super::step::{Evidence, Step};
use super::super::technique::Technique;
use super::{Mode, bits, elimination_step};
use crate::grid::CellSet;
use crate::logic::step::Role;
use crate::words::{Lang, say};

/// The pivot of a wing.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Pivot {
    /// Two candidates: the XY-wing.
    Bivalue,
    /// Three candidates: the XYZ-wing.
    Trivalue,
}

/// Every XY-wing (or XYZ-wing); with [`Mode::First`], the first only.
pub(super) fn find(board: &Board, pivot: Pivot, mode: Mode, out: &mut Vec<Step>) {
    let xyz = pivot == Pivot::Trivalue;
    let first_only = mode == Mode::First;
    let technique = if xyz {
        Technique::XYZWing
    } else {
        Technique::XYWing
    };
    let pivot_size = if xyz { 3 } else { 2 };
    // Both pincers are bivalue: only those peers are tried, in the same (reading) order.
    let bivalue = (0..81)
        .filter(|&c| board.mask(c).count_ones() == 2)
        .fold(CellSet::EMPTY, |s, c| s.with_index(c));
    for pivot in 0..81 {
        let peers = board.peer_set(pivot);
        let xy = board.mask(pivot);
        if xy.count_ones() != pivot_size {
            continue;
        }
        let pincers = peers & bivalue;
        for a in set_cells(pincers) {
            let xz = board.mask(a);
            if (xy & !xz).count_ones() != 1 {
                continue;
            }
            for b in set_cells(pincers) {
                let yz = board.mask(b);
                if (xy | xz | yz).count_ones() != 3 {
                    continue;
                }
                let common = (xy & xz & yz).count_ones();
                if common != u32::from(xyz) {
                    continue;
                }
                let z = (xz & yz).trailing_zeros() as usize;
                let mut victims = board.peer_set(a) & board.peer_set(b) & board.digit_set(z);
                if xyz {
                    victims &= board.peer_set(pivot);
                }
                victims = victims
                    .without_index(pivot)
                    .without_index(a)
                    .without_index(b);
                if victims.is_empty() {
                    continue;
                }
                let eliminations: Vec<_> =
                    set_cells(victims).map(|i| (cell(i), digit(z))).collect();
                let (pivot_cell, cells) = (cell(pivot), vec![cell(pivot), cell(a), cell(b)]);
                let candidates: Vec<_> = cells
                    .iter()
                    .flat_map(|&c| board.candidates(c).iter().map(move |d| (c, d)))
                    .collect();
                let mut digits: Vec<_> = bits((xy | xz | yz) & !(1 << z)).map(digit).collect();
                digits.push(digit(z));
                out.push(elimination_step(
                    technique,
                    eliminations,
                    Evidence {
                        houses: Vec::new(),
                        cells: [Role::Pivot, Role::Pincer, Role::Pincer]
                            .into_iter()
                            .zip(cells)
                            .collect(),
                        candidates: candidates
                            .into_iter()
                            .map(|(c, d)| {
                                (
                                    if c == pivot_cell {
                                        Role::Pivot
                                    } else {
                                        Role::Pincer
                                    },
                                    c,
                                    d,
                                )
                            })
                            .collect(),
                        digits,
                        links: Vec::new(),
                        implied: Vec::new(),
                        named_houses: Vec::new(),
                        relations: Vec::new(),
                    },
                ));
                if first_only {
                    return;
                }
            }
        }
    }
}

/// The step in words (the text of [`Step::explain`]); `removed` words its eliminations.
pub(in crate::logic) fn explain(step: &Step, lang: Lang, removed: &str) -> String {
    let ev = &step.evidence;
    let (pivot, pincers) = (ev.cells_in(Role::Pivot), ev.cells_in(Role::Pincer));
    let z = ev.digits.last().map_or(String::new(), ToString::to_string);
    say!(
        lang,
        "step-wing",
        technique = step.technique.name_in(lang),
        pivot = pivot[0].to_string(),
        first = pincers[0].to_string(),
        second = pincers[1].to_string(),
        digit = z,
        removed = removed
    )
}
