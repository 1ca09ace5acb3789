//! Bivalue universal grave (BUG), types 1–4 (5.6–6.2): a state where, but for a few
//! "extra" candidates, every unsolved cell is bivalue and every digit has exactly two
//! places in each house. That state would have two solutions or none, so in a puzzle with
//! one solution some extra candidate is true.
//!
//! The search is Sudoku Explainer's (with lkSudoku's fix, on by default): houses are
//! scanned boxes, rows, columns; a digit with neither zero nor two places in a house must
//! have exactly one of them in a cell of three or more candidates, which becomes a BUG
//! cell with that digit as an extra; when every such house has the same digit, all its
//! cells of three or more candidates are BUG cells. With the extras set aside, the board
//! must be a BUG. Then:
//!
//! - one BUG cell (type 1): it keeps only its extra digits;
//! - one extra digit over several cells (type 2): cells seeing every BUG cell lose it;
//!   with two BUG cells, type 4 is tried too;
//! - several digits and cells seeing all BUG cells: type 4 when there are two BUG cells
//!   sharing a house and exactly one non-extra digit, then type 3 (the extras, taken as
//!   one cell, form a naked set with cells of the BUG cells' house).

use super::super::board::{Board, cell, digit};
use super::super::houses::{HOUSE_CELLS, HOUSE_SETS, PEER_SETS, SE_SCAN, set_cells};
use super::super::step::{Evidence, Step};
use super::super::technique::Technique;
use super::{bits, subsets};
use crate::grid::CellSet;
use crate::logic::step::{Role, tag, tag_candidates};

/// What the BUG search found on a board.
struct Bug {
    /// BUG cells, in the order found.
    cells: Vec<usize>,
    /// The extra digits of each cell (bit per digit).
    extras: [u16; 81],
    /// The union of the extras recorded while scanning houses.
    all_extras: u16,
    /// Cells seeing every BUG cell (BUG cells excluded), once there is one.
    common: Option<CellSet>,
}

impl Bug {
    /// Records `d` as an extra of cell `c`; `false` when no type 1–3 can follow.
    fn add(&mut self, c: usize, d: usize, count_digit: bool) -> bool {
        if !self.cells.contains(&c) {
            self.cells.push(c);
        }
        self.extras[c] |= 1 << d;
        if count_digit {
            self.all_extras |= 1 << d;
        }
        let bug_set = self
            .cells
            .iter()
            .fold(CellSet::EMPTY, |s, &b| s.with_index(b));
        let common = (self.common.unwrap_or(CellSet::ALL) & PEER_SETS[c]) - bug_set;
        self.common = Some(common);
        !(self.cells.len() > 1 && self.all_extras.count_ones() > 1 && common.is_empty())
    }
}

/// The BUG pattern of `board`, if it has one.
fn search(board: &Board) -> Option<Bug> {
    let mut bug = Bug {
        cells: Vec::new(),
        extras: [0; 81],
        all_extras: 0,
        common: None,
    };
    // lkSudoku's fix: when every offending house is about the same digit, all its cells
    // of three or more candidates are BUG cells (type 2 on cells no house singles out).
    let mut all_extra_cells: Option<CellSet> = None;
    let mut only_digit = 0;
    let mut one_digit = true;
    for &h in &SE_SCAN {
        for d in 0..9 {
            let places = board.positions(h, d);
            if places.count_ones() == 0 || places.count_ones() == 2 {
                continue;
            }
            let fat: Vec<usize> = bits(places)
                .map(|k| HOUSE_CELLS[h][k] as usize)
                .filter(|&c| board.mask(c).count_ones() >= 3)
                .collect();
            let fat_set = fat.iter().fold(CellSet::EMPTY, |s, &c| s.with_index(c));
            match all_extra_cells {
                None => {
                    all_extra_cells = Some(fat_set);
                    only_digit = d;
                }
                Some(set) if one_digit => {
                    if only_digit == d {
                        all_extra_cells = Some(set | fat_set);
                    } else {
                        one_digit = false;
                    }
                }
                Some(_) => {}
            }
            if fat.len() == 1 && !bug.add(fat[0], d, true) {
                return None;
            }
            if fat.is_empty() {
                return None;
            }
        }
    }
    if let Some(set) = all_extra_cells {
        if one_digit && set.len() > bug.cells.len() {
            let known = bug
                .cells
                .iter()
                .fold(CellSet::EMPTY, |s, &b| s.with_index(b));
            for c in set_cells(set - known) {
                bug.extras[c] = 0;
                // As Sudoku Explainer does, these extras are not added to the union.
                if !bug.add(c, only_digit, false) {
                    return None;
                }
            }
        }
    }
    // With the extras set aside, the board must be a BUG.
    let mut rest = [0u16; 81];
    for (i, r) in rest.iter_mut().enumerate() {
        *r = board.mask(i) & !bug.extras[i];
        if board.raw_value(i) == 0 && r.count_ones() != 2 {
            return None;
        }
    }
    for house in &HOUSE_CELLS {
        let mut seen = [0u8; 9];
        for &c in house {
            for d in bits(rest[c as usize]) {
                seen[d] += 1;
            }
        }
        if seen.iter().any(|&n| n != 0 && n != 2) {
            return None;
        }
    }
    Some(bug)
}

pub(super) fn find(board: &Board, out: &mut Vec<Step>) {
    let Some(bug) = search(board) else {
        return;
    };
    let common = bug.common.unwrap_or(CellSet::EMPTY);
    if bug.cells.len() == 1 {
        let c = bug.cells[0];
        let elims: Vec<_> = bits(board.mask(c) & !bug.all_extras)
            .map(|d| (cell(c), digit(d)))
            .collect();
        push(out, Technique::BugType1, &bug, elims, 0);
    } else if bug.all_extras.count_ones() == 1 {
        let d = bug.all_extras.trailing_zeros() as usize;
        let elims: Vec<_> = set_cells(common & board.digit_set(d))
            .map(|c| (cell(c), digit(d)))
            .collect();
        push(out, Technique::BugType2, &bug, elims, 0);
        if bug.cells.len() == 2 {
            type4(board, &bug, out);
        }
    } else if !common.is_empty() {
        if bug.cells.len() == 2 {
            type4(board, &bug, out);
        }
        type3(board, &bug, common, out);
    }
}

/// Houses holding every BUG cell, in Sudoku Explainer's scan order.
fn shared_houses(bug: &Bug) -> impl Iterator<Item = usize> + '_ {
    SE_SCAN
        .into_iter()
        .filter(|&h| bug.cells.iter().all(|&c| HOUSE_SETS[h].has_index(c)))
}

fn type4(board: &Board, bug: &Bug, out: &mut Vec<Step>) {
    let (a, b) = (bug.cells[0], bug.cells[1]);
    let shared = board.mask(a) & board.mask(b) & !bug.all_extras;
    if shared.count_ones() != 1 {
        return;
    }
    for _house in shared_houses(bug) {
        let mut elims = Vec::new();
        for c in [a, b] {
            let gone = board.mask(c) & !bug.extras[c] & !shared;
            elims.extend(bits(gone).map(|d| (cell(c), digit(d))));
        }
        push(out, Technique::BugType4, bug, elims, 0);
    }
}

fn type3(board: &Board, bug: &Bug, common: CellSet, out: &mut Vec<Step>) {
    for degree in 2..=6u32 {
        for h in shared_houses(bug) {
            let others: Vec<usize> = set_cells(common & HOUSE_SETS[h]).collect();
            if others.len() < degree as usize {
                continue;
            }
            for pick in subsets(others.len() as u32, degree - 1) {
                let naked: Vec<usize> = bits(pick).map(|k| others[k]).collect();
                let union = naked.iter().fold(0u16, |m, &c| m | board.mask(c));
                if union.count_ones() != degree
                    || bug.all_extras.count_ones() <= 1
                    || naked.iter().any(|&c| board.mask(c).count_ones() <= 1)
                    || (union | bug.all_extras).count_ones() != degree
                {
                    continue;
                }
                let mut elims = Vec::new();
                for d in bits(union) {
                    let holders = naked
                        .iter()
                        .chain(&bug.cells)
                        .filter(|&&c| board.mask(c) & 1 << d != 0);
                    let victims = holders.fold(CellSet::ALL, |s, &c| s & PEER_SETS[c]);
                    elims.extend(
                        set_cells(victims & board.digit_set(d)).map(|c| (cell(c), digit(d))),
                    );
                }
                elims.sort_by_key(|&(c, d)| (c.index(), d.get()));
                if !elims.is_empty() {
                    let mut step_bug_cells = bug.cells.clone();
                    step_bug_cells.extend(&naked);
                    let ev_bug = Bug {
                        cells: step_bug_cells,
                        extras: bug.extras,
                        all_extras: union,
                        common: bug.common,
                    };
                    push(out, Technique::BugType3, &ev_bug, elims, degree as u8 - 1);
                }
            }
        }
    }
}

/// Appends a BUG step (none when it would remove nothing).
fn push(
    out: &mut Vec<Step>,
    technique: Technique,
    bug: &Bug,
    eliminations: Vec<(crate::Cell, crate::Digit)>,
    bonus_tenths: u8,
) {
    if eliminations.is_empty() {
        return;
    }
    let evidence = Evidence {
        cells: tag(Role::Pattern, bug.cells.iter().map(|&c| cell(c))),
        candidates: tag_candidates(
            Role::Extra,
            bug.cells
                .iter()
                .flat_map(|&c| bits(bug.extras[c]).map(move |d| (cell(c), digit(d)))),
        ),
        digits: bits(bug.all_extras).map(digit).collect(),
        ..Evidence::default()
    };
    out.push(Step {
        technique,
        placements: Vec::new(),
        eliminations,
        evidence,
        bonus_tenths,
    });
}

/// The step in words (the text of [`Step::explain`]); `removed` words its eliminations.
pub(in crate::logic) fn explain(step: &Step, lang: crate::words::Lang, removed: &str) -> String {
    use crate::words::{list_and, say};
    let extras: Vec<String> = step
        .evidence
        .candidates
        .iter()
        .map(|(_, c, d)| {
            say!(
                lang,
                "bug-extra",
                digit = d.to_string(),
                cell = c.to_string()
            )
        })
        .collect();
    say!(
        lang,
        "step-bug",
        technique = step.technique.name_in(lang),
        extras = list_and(lang, &extras),
        removed = removed
    )
}
