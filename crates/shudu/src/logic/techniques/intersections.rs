//! Intersections: pointing (a digit's places in a box all on one line, 2.6) and claiming
//! (a digit's places in a line all in one box, 2.8), and their direct forms (1.7, 1.9).
//!
//! A direct pointing or claiming is Sudoku Explainer's: the intersection counts only when
//! its eliminations leave a hidden single for the same digit in another house of the
//! first house's kind (another box for pointing, another parallel line for claiming); the
//! step then removes the candidates and places that single.
//!
//! On a board with disjoint groups or windows, Sudoku Explainer's direct rule also pairs
//! those houses with boxes, rows, columns and each other (a digit's places in a window
//! all in one box, say): [`find_extended`] takes that place, in its order of pairs, where
//! a step is a direct pointing (1.7) when the first house is a box and a direct claiming
//! (1.9) otherwise. Its plain pointing and claiming are off there (the generalised
//! intersection replaces them).

use super::super::board::{Board, cell, digit};
use super::super::board_rules::{BoardRules, SeKind};
use super::super::houses::{HOUSE_SETS, set_cells};
use super::super::step::{Evidence, Step};
use super::super::technique::Technique;
use super::{Form, Mode, eliminations_of};
use crate::grid::layout::{COL0, ROW0, box_house, col_house, row_house};
use crate::logic::step::{Role, tag, tag_candidates};
use crate::words::{Lang, list_and, say};

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
    if direct
        && board
            .rules()
            .is_some_and(|l| !l.jigsaw && extra_pairs(l).len() > 4)
    {
        find_extended(board, kind, mode, out);
        return;
    }
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

/// Sudoku Explainer's pairs of house kinds for the direct rule on `layout`, in its order:
/// box with column and row, column and row with box; then, with disjoint groups, each
/// with column, row and box both ways; the same with windows; then windows with disjoint
/// groups both ways.
fn extra_pairs(layout: &BoardRules) -> Vec<(SeKind, SeKind)> {
    use SeKind::{Box, Column, DisjointGroup, Row, Window};
    let has = |k: SeKind| layout.kinds.iter().any(|(kind, _)| *kind == k);
    let mut pairs = vec![(Box, Column), (Box, Row), (Column, Box), (Row, Box)];
    for extra in [DisjointGroup, Window] {
        if has(extra) {
            pairs.extend([
                (extra, Column),
                (extra, Row),
                (Column, extra),
                (Row, extra),
                (Box, extra),
                (extra, Box),
            ]);
        }
    }
    if has(DisjointGroup) && has(Window) {
        pairs.extend([(Window, DisjointGroup), (DisjointGroup, Window)]);
    }
    pairs
}

/// Direct pointing and claiming on a board with disjoint groups or windows, in Sudoku
/// Explainer's order of kind pairs ([`extra_pairs`]), then digit, first house, crossing
/// house and the house left with a single. Sudoku Explainer finds both forms with one
/// rule, which the driver tries at the direct pointing's place: asked for pointing, this
/// lists every step of both forms in that order (the first is the one to take); asked
/// for claiming, the claiming steps.
fn find_extended(board: &Board, kind: Kind, mode: Mode, out: &mut Vec<Step>) {
    let Some(layout) = board.rules() else {
        return;
    };
    let run = |k: SeKind| {
        layout
            .kinds
            .iter()
            .find(|(kind, _)| *kind == k)
            .map_or(0..0, |(_, run)| run.clone())
    };
    let set = |h: usize| layout.houses[h].set;
    for (k1, k2) in extra_pairs(layout) {
        let technique = if k1 == SeKind::Box {
            Technique::DirectPointing
        } else {
            Technique::DirectClaiming
        };
        if kind == Kind::Claiming && technique == Technique::DirectPointing {
            continue;
        }
        for d in 0..9 {
            let places = board.digit_set(d);
            for r1 in run(k1) {
                let in_r1 = places & set(r1);
                if in_r1.len() < 2 {
                    continue;
                }
                // The houses of one kind part the board: only the crossing house of the
                // first place can hold them all.
                let Some(first_place) = in_r1.first_index() else {
                    continue;
                };
                let Some(r2) = run(k2).find(|&h| set(h).has_index(first_place)) else {
                    continue;
                };
                if !in_r1.is_subset(set(r2)) {
                    continue;
                }
                let removed = (places & set(r2)) - set(r1);
                if removed.is_empty() {
                    continue;
                }
                for r3 in run(k1) {
                    if r3 == r1 || !set(r3).intersects(set(r2)) {
                        continue;
                    }
                    let in_r3 = places & set(r3);
                    let left = in_r3 - set(r2);
                    if in_r3.len() < 2 || left.len() != 1 {
                        continue;
                    }
                    let target = cell(left.first_index().expect("one place left"));
                    let (houses, named_houses) = board.evidence_houses([
                        (Role::Base, r1),
                        (Role::Cover, r2),
                        (Role::Target, r3),
                    ]);
                    out.push(Step {
                        technique,
                        placements: vec![(target, digit(d))],
                        eliminations: Vec::new(),
                        evidence: Evidence {
                            houses,
                            cells: tag(Role::Pattern, set_cells(in_r1).map(cell)),
                            candidates: tag_candidates(
                                Role::Pattern,
                                set_cells(in_r1).map(|i| (cell(i), digit(d))),
                            ),
                            digits: vec![digit(d)],
                            links: Vec::new(),
                            implied: eliminations_of(removed, d),
                            named_houses,
                            relations: Vec::new(),
                        },
                        bonus_tenths: 0,
                    });
                    if mode == Mode::First {
                        return;
                    }
                }
            }
        }
    }
}

/// The step in `lang`'s words (the text of [`Step::explain`]); `removed` words its
/// eliminations.
pub(in crate::logic) fn explain(step: &Step, lang: Lang, removed: &str) -> String {
    use crate::logic::step::{house_at, placement};
    let ev = &step.evidence.plain();
    let digits = list_and(lang, &ev.digits);
    let text = say!(
        lang,
        "step-intersection",
        house = house_at(&step.evidence, 0, lang),
        digits = digits.clone(),
        within = house_at(&step.evidence, 1, lang),
        cells = list_and(lang, &ev.cells),
        removed = removed
    );
    if step.placements.is_empty() {
        return text;
    }
    say!(
        lang,
        "step-intersection-then",
        text = text,
        placement = placement(step, lang),
        digits = digits,
        house = house_at(&step.evidence, 2, lang)
    )
}
