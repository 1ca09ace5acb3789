//! Locked non-consecutive candidates (2.5, non-consecutive boards only), Sudoku
//! Explainer's "locked NC" rule: a digit's places in a house are few and close together;
//! a cell that is one of them or orthogonally next to each of them is next to the digit
//! wherever it goes (or holds it), so it cannot hold the digit one above or one below.
//!
//! Searched in Sudoku Explainer's order: digit by digit, then its kinds of house (the
//! four windoku windows when there are windows, columns, rows, boxes), house by house;
//! boxes and windows with at most five places, lines with at most three.
//!
//! Read next: `board_rules.rs` (`orthogonal_neighbours`).

use super::super::board::{Board, cell, digit};
use super::super::board_rules::{SeKind, orthogonal_neighbours};
use super::super::houses::set_cells;
use super::super::step::Step;
use super::super::technique::Technique;
use super::{Mode, bits, elimination_step, places_evidence};
use crate::grid::CellSet;
use crate::logic::step::Role;
use crate::words::{Lang, list_and, say};

/// Every locked non-consecutive step; with [`Mode::First`], the first only.
pub(super) fn find(board: &Board, mode: Mode, out: &mut Vec<Step>) {
    let Some(layout) = board.rules().filter(|l| l.non_consecutive) else {
        return;
    };
    let windows = layout
        .kinds
        .iter()
        .find(|(kind, _)| *kind == SeKind::Window)
        .map_or(0..0, |(_, run)| run.start..run.start + 4);
    // (houses, most places) in Sudoku Explainer's order of kinds.
    let kinds = [(windows, 5), (9..18, 3), (0..9, 3), (18..27, 5)];
    for d in 0..9usize {
        // The digits one below and one above, zero-based (none below 1 or above 9).
        let near: Vec<usize> = [d.checked_sub(1), (d < 8).then_some(d + 1)]
            .into_iter()
            .flatten()
            .collect();
        for (run, most) in &kinds {
            for h in run.clone() {
                let positions = board.positions(h, d);
                let count = positions.count_ones();
                if count == 0 || count > *most {
                    continue;
                }
                let house = board.house_cells(h);
                let places =
                    bits(positions).fold(CellSet::EMPTY, |s, k| s.with_index(house[k] as usize));
                let close = set_cells(places).fold(CellSet::ALL, |s, c| {
                    s & orthogonal_neighbours(c)
                        .fold(CellSet::EMPTY.with_index(c), |n, i| n.with_index(i))
                });
                let eliminations: Vec<_> = set_cells(close)
                    .flat_map(|c| near.iter().map(move |&e| (c, e)))
                    .filter(|&(c, e)| board.digit_set(e).has_index(c))
                    .map(|(c, e)| (cell(c), digit(e)))
                    .collect();
                if eliminations.is_empty() {
                    continue;
                }
                out.push(elimination_step(
                    Technique::LockedNonConsecutive,
                    eliminations,
                    places_evidence(board, h, d, places, Vec::new()),
                ));
                if mode == Mode::First {
                    return;
                }
            }
        }
    }
}

/// The step in `lang`'s words (the text of [`Step::explain`]); `removed` words its
/// eliminations.
pub(in crate::logic) fn explain(step: &Step, lang: Lang, removed: &str) -> String {
    use crate::logic::step::house_at;
    let ev = &step.evidence;
    say!(
        lang,
        "step-locked-non-consecutive",
        house = house_at(ev, 0, lang),
        digit = ev.digits.first().map_or(String::new(), ToString::to_string),
        cells = list_and(lang, &ev.cells_in(Role::Pattern)),
        removed = removed
    )
}
