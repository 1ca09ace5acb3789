//! Intersections: pointing (a digit's places in a box all on one line, 2.6) and claiming
//! (a digit's places in a line all in one box, 2.8), and their direct forms (1.7, 1.9).
//!
//! A direct pointing or claiming is Sudoku Explainer's: the intersection counts only when
//! its eliminations leave a hidden single for the same digit in another house of the
//! first house's kind (another box for pointing, another parallel line for claiming); the
//! step then removes the candidates and places that single.

use super::super::board::{Board, cell, digit};
use super::super::houses::{HOUSE_SETS, set_cells};
use super::super::step::{Evidence, Step};
use super::super::technique::Technique;
use super::{Form, Mode, eliminations_of};
use crate::grid::layout::{COL0, ROW0, box_house, col_house, row_house};
use crate::logic::step::{Role, tag, tag_candidates};

/// The pairs (first house kind, crossing house kind) Sudoku Explainer scans, in its order,
/// as the first house index of each kind: box with column, box with row (pointing);
/// column with box, row with box (claiming).
const POINTING: [(usize, usize); 2] = [(18, 9), (18, 0)];
const CLAIMING: [(usize, usize); 2] = [(9, 18), (0, 18)];

/// The house of the kind starting at index `kind` (0 rows, 9 columns, 18 boxes) that
/// holds cell `c`.
fn house_at(kind: usize, c: usize) -> usize {
    match kind {
        ROW0 => row_house(c),
        COL0 => col_house(c),
        _ => box_house(c),
    }
}

/// Which intersection a search looks for.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Kind {
    /// A digit's places in a box all on one line.
    Pointing,
    /// A digit's places in a line all in one box.
    Claiming,
}

/// Every intersection of the kind and form asked; with [`Mode::First`], the first only.
pub(super) fn find(board: &Board, kind: Kind, form: Form, mode: Mode, out: &mut Vec<Step>) {
    let (pointing, direct) = (kind == Kind::Pointing, form == Form::Direct);
    let first_only = mode == Mode::First;
    let technique = match (pointing, direct) {
        (true, true) => Technique::DirectPointing,
        (false, true) => Technique::DirectClaiming,
        (true, false) => Technique::Pointing,
        (false, false) => Technique::Claiming,
    };
    let kinds = if pointing { POINTING } else { CLAIMING };
    let digit_sets = board.digit_sets();
    for (first, second) in kinds {
        for (d, &places) in digit_sets.iter().enumerate() {
            for (r1, &set1) in HOUSE_SETS.iter().enumerate().skip(first).take(9) {
                let in_r1 = places & set1;
                if in_r1.len() < 2 {
                    continue;
                }
                // Two or more places lie in at most one crossing house: the one of the
                // first place, if it holds them all.
                let Some(first_place) = in_r1.first_index() else {
                    continue;
                };
                let r2 = house_at(second, first_place);
                let set2 = HOUSE_SETS[r2];
                if !in_r1.is_subset(set2) {
                    continue;
                }
                let removed = (places & set2) - set1;
                if removed.is_empty() {
                    continue;
                }
                let evidence = |r3: Option<usize>, implied: Vec<_>| Evidence {
                    houses: [(Role::Base, r1), (Role::Cover, r2)]
                        .into_iter()
                        .chain(r3.map(|h| (Role::Target, h)))
                        .map(|(role, h)| (role, Board::house(h)))
                        .collect(),
                    cells: tag(Role::Pattern, set_cells(in_r1).map(cell)),
                    candidates: tag_candidates(
                        Role::Pattern,
                        set_cells(in_r1).map(|i| (cell(i), digit(d))),
                    ),
                    digits: vec![digit(d)],
                    links: Vec::new(),
                    implied,
                    named_houses: Vec::new(),
                    relations: Vec::new(),
                };
                if !direct {
                    out.push(Step {
                        technique,
                        placements: Vec::new(),
                        eliminations: eliminations_of(removed, d),
                        evidence: evidence(None, Vec::new()),
                        bonus_tenths: 0,
                    });
                    if first_only {
                        return;
                    }
                    continue;
                }
                for (r3, &set3) in HOUSE_SETS.iter().enumerate().skip(first).take(9) {
                    if r3 == r1 || !set3.intersects(set2) {
                        continue;
                    }
                    let in_r3 = places & set3;
                    let left = in_r3 - set2;
                    if in_r3.len() > 1 && left.len() == 1 {
                        let target = cell(left.first_index().expect("one place left"));
                        // Sudoku Explainer's direct step only places its digit.
                        out.push(Step {
                            technique,
                            placements: vec![(target, digit(d))],
                            eliminations: Vec::new(),
                            evidence: evidence(Some(r3), eliminations_of(removed, d)),
                            bonus_tenths: 0,
                        });
                        if first_only {
                            return;
                        }
                    }
                }
            }
        }
    }
}

/// The step in words (the text of [`Step::explain`]); `removed` words its eliminations.
pub(in crate::logic) fn explain(step: &Step, removed: &str) -> String {
    use crate::logic::step::{house_at, join, placement};
    let ev = &step.evidence.plain();
    let digits = join(&ev.digits);
    let mut text = format!(
        "in {}, {digits} can only be in {} ({}), so {removed}",
        house_at(&step.evidence, 0),
        house_at(&step.evidence, 1),
        join(&ev.cells)
    );
    if !step.placements.is_empty() {
        text.push_str(&format!(
            "; then {}, the only place left for {digits} in {}",
            placement(step),
            house_at(&step.evidence, 2)
        ));
    }
    text
}
