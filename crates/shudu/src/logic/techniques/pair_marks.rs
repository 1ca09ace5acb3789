//! Kropki dots and XV letters (boards with them only): a mark between two cells ties
//! their digits, so each cell keeps only the candidates with a partner among the other's.
//! "r4c4 and r5c4 share a black dot, so each holds half or twice a digit the other can
//! hold: r4c4 cannot be 5 or 7". One finder for both techniques, each taking the marks of
//! its own kinds.
//!
//! The partners of a 9-bit candidate mask come from [`PairKind::partners`], the rule's own
//! definition (the kernel's propagation reads the same).
//!
//! Read next: `thermometers.rs`, the other rule over cells in order.

use super::super::board::{Board, cell, digit};
use super::super::step::Step;
use super::super::technique::Technique;
use super::cage_combinations::killer_words;
use super::thermometers::{candidates, marked_cells_step};
use super::{Mode, bits};
use crate::grid::PairKind;
use crate::grid::{Cell, Digit};
use crate::words::{Lang, Phrase};

/// The catalogue's phrase for what a mark of `kind` says of two cells.
fn said(kind: PairKind) -> &'static str {
    match kind {
        PairKind::WhiteDot => "pair-white-dot",
        PairKind::BlackDot => "pair-black-dot",
        PairKind::X => "pair-x",
        PairKind::V => "pair-v",
    }
}

/// Every mark of the technique's kinds whose partners remove candidates, in the order
/// the rules list them.
pub(super) fn find(board: &Board, technique: Technique, mode: Mode, out: &mut Vec<Step>) {
    let Some(rules) = board.rules() else { return };
    let wanted = |kind: PairKind| match technique {
        Technique::KropkiDot => matches!(kind, PairKind::WhiteDot | PairKind::BlackDot),
        _ => matches!(kind, PairKind::X | PairKind::V),
    };
    for &([a, b], kind) in rules.pairs.iter().filter(|(_, k)| wanted(*k)) {
        let (a, b) = (usize::from(a), usize::from(b));
        let (ma, mb) = (
            u32::from(candidates(board, a)),
            u32::from(candidates(board, b)),
        );
        let keep_a = ma & kind.partners(mb, 9);
        let keep_b = mb & kind.partners(ma, 9);
        if keep_a == 0 || keep_b == 0 {
            // A broken mark: the driver finds the dead end elsewhere.
            continue;
        }
        let mut eliminations: Vec<(Cell, Digit)> = Vec::new();
        for (c, m, keep) in [(a, ma, keep_a), (b, mb, keep_b)] {
            if board.raw_value(c) == 0 {
                eliminations.extend(bits((m & !keep) as u16).map(|d| (cell(c), digit(d))));
            }
        }
        if eliminations.is_empty() {
            continue;
        }
        eliminations.sort_by_key(|&(c, d)| (c.index(), d.get()));
        let kept = [(a, keep_a), (b, keep_b)]
            .into_iter()
            .flat_map(|(c, keep)| bits(keep as u16).map(move |d| (cell(c), digit(d))));
        out.push(marked_cells_step(
            technique,
            eliminations,
            vec![cell(a), cell(b)],
            kept.collect::<Vec<_>>(),
            vec![
                Phrase::new(said(kind))
                    .with("first", cell(a))
                    .with("second", cell(b)),
            ],
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
