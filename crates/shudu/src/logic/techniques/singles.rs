//! Singles: full house (1.0), hidden single in a box (1.2) or a line (1.5), naked single
//! (2.3).
//!
//! Sudoku Explainer's hidden-single rule reports a house's last empty cell as a hidden
//! single rated 1.0; here it is the full house. Houses are scanned boxes, columns, rows.
//! With [`Mode::First`] each finder stops at its first step, the one the driver takes.

use super::super::board::{Board, cell, digit};
use super::super::step::{Evidence, Step};
use super::super::technique::Technique;
use super::Mode;
use crate::logic::step::Role;
use crate::words::{Lang, list_and, say};

/// Which houses a hidden-single search scans.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Houses {
    /// The boxes (1.2).
    Boxes,
    /// The rows and columns (1.5).
    Lines,
}

fn single(technique: Technique, board: &Board, h: usize, d: usize, out: &mut Vec<Step>) {
    let pos = board.positions(h, d);
    let c = cell(board.house_cells(h)[pos.trailing_zeros() as usize] as usize);
    let (houses, named_houses) = board.evidence_houses([(Role::Base, h)]);
    out.push(Step {
        technique,
        placements: vec![(c, digit(d))],
        eliminations: Vec::new(),
        evidence: Evidence {
            houses,
            cells: vec![(Role::Target, c)],
            candidates: vec![(Role::Target, c, digit(d))],
            digits: vec![digit(d)],
            links: Vec::new(),
            implied: Vec::new(),
            named_houses,
            relations: Vec::new(),
        },
        bonus_tenths: 0,
    });
}

/// The last empty cell of a house, holding the one digit the house lacks.
pub(super) fn full_houses(board: &Board, mode: Mode, out: &mut Vec<Step>) {
    let first_only = mode == Mode::First;
    for &h in board.scan() {
        if board.empty_count(h) != 1 {
            continue;
        }
        for d in 0..9 {
            if board.positions(h, d).count_ones() == 1 {
                single(Technique::FullHouse, board, h, d, out);
                if first_only {
                    return;
                }
            }
        }
    }
}

/// A digit with one place left in a house that has other empty cells; `houses` picks
/// boxes (1.2) or lines (1.5).
pub(super) fn hidden_singles(board: &Board, houses: Houses, mode: Mode, out: &mut Vec<Step>) {
    let in_boxes = houses == Houses::Boxes;
    let first_only = mode == Mode::First;
    // On a variant board the extra houses follow the rows, rated as lines (1.5), as
    // Sudoku Explainer rates every house but a box.
    let scan = board.scan();
    let houses = if in_boxes { &scan[..9] } else { &scan[9..] };
    let technique = if in_boxes {
        Technique::HiddenSingleBox
    } else {
        Technique::HiddenSingleLine
    };
    for &h in houses {
        if board.empty_count(h) < 2 {
            continue;
        }
        for d in 0..9 {
            if board.positions(h, d).count_ones() == 1 {
                single(technique, board, h, d, out);
                if first_only {
                    return;
                }
            }
        }
    }
}

/// An empty cell with one candidate left.
pub(super) fn naked_singles(board: &Board, mode: Mode, out: &mut Vec<Step>) {
    let first_only = mode == Mode::First;
    for i in 0..81 {
        let m = board.mask(i);
        if board.raw_value(i) == 0 && m.count_ones() == 1 {
            let (c, d) = (cell(i), digit(m.trailing_zeros() as usize));
            out.push(Step {
                technique: Technique::NakedSingle,
                placements: vec![(c, d)],
                eliminations: Vec::new(),
                evidence: Evidence {
                    cells: vec![(Role::Target, c)],
                    candidates: vec![(Role::Target, c, d)],
                    digits: vec![d],
                    ..Evidence::default()
                },
                bonus_tenths: 0,
            });
            if first_only {
                return;
            }
        }
    }
}

/// The step in `lang`'s words (the text of [`Step::explain`]): a single places its digit
/// and removes nothing.
pub(in crate::logic) fn explain(step: &Step, lang: Lang, _removed: &str) -> String {
    use crate::logic::step::{house_at, placement};
    let ev = &step.evidence;
    let (placement, digits) = (placement(step, lang), list_and(lang, &ev.digits));
    match step.technique {
        Technique::FullHouse => say!(
            lang,
            "step-full-house",
            placement = placement,
            house = house_at(ev, 0, lang)
        ),
        Technique::NakedSingle => say!(lang, "step-naked-single", placement = placement),
        _ => say!(
            lang,
            "step-hidden-single",
            placement = placement,
            digits = digits,
            house = house_at(ev, 0, lang)
        ),
    }
}
