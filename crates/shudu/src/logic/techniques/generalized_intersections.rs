//! Generalised intersections (2.9, variant boards only): a digit's places in a house are
//! two to six cells; a cell outside them that sees every one of them — through another
//! house, a diagonal, a window or a knight's or king's move — cannot hold the digit.
//! Pointing and claiming are the box/line cases; on a board where cells see each other
//! beyond rows, columns and boxes this one rule covers them all, as Sudoku Explainer's
//! variant mode does ("Generalized Intersections", which replaces its pointing and
//! claiming there).
//!
//! Houses are searched in Sudoku Explainer's order for this rule: kind by kind (boxes or
//! regions, rows, columns, then each kind of extra house), and within a kind digit by
//! digit, then house by house; the driver takes the first step found.

use super::super::board::Board;
use super::super::houses::set_cells;
use super::super::step::Step;
use super::super::technique::Technique;
use super::{Mode, bits, elimination_step, eliminations_of, places_evidence};
use crate::grid::CellSet;
use crate::logic::step::Role;
use crate::words::{Lang, list_and, say};

/// Every generalised intersection; with [`Mode::First`], the first only.
pub(super) fn find(board: &Board, mode: Mode, out: &mut Vec<Step>) {
    let first_only = mode == Mode::First;
    let Some(layout) = board.rules() else {
        return;
    };
    let order = layout
        .kinds
        .iter()
        .flat_map(|(_, run)| (0..9).flat_map(move |d| run.clone().map(move |h| (h, d))));
    for (h, d) in order {
        {
            let positions = board.positions(h, d);
            if !(2..=6).contains(&positions.count_ones()) {
                continue;
            }
            let house = board.house_cells(h);
            let places =
                bits(positions).fold(CellSet::EMPTY, |s, k| s.with_index(house[k] as usize));
            let seeing = set_cells(places).fold(CellSet::ALL, |s, c| s & board.peer_set(c));
            let victims = (seeing & board.digit_set(d)) - places;
            if victims.is_empty() {
                continue;
            }
            out.push(elimination_step(
                Technique::GeneralizedIntersection,
                eliminations_of(victims, d),
                places_evidence(board, h, d, places, board.relations(places, victims)),
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
    use crate::logic::step::{house_at, with_relations};
    let ev = &step.evidence;
    let digit = ev.digits.first().map_or(String::new(), ToString::to_string);
    let text = say!(
        lang,
        "step-generalized-intersection",
        house = house_at(ev, 0, lang),
        digit = digit,
        cells = list_and(lang, &ev.cells_in(Role::Pattern)),
        removed = removed
    );
    with_relations(text, &ev.relations, lang)
}
