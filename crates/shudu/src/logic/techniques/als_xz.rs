//! ALS-XZ (player technique, full repertoire only): two almost locked sets — `n` cells of
//! one house holding `n + 1` digits between them — that share no cell. A digit `x` both
//! hold is restricted when every `x` of one sees every `x` of the other: at most one set
//! holds `x`, so the other is locked on its remaining digits. For another digit `z` both
//! hold, one of the two sets therefore holds `z`, and every cell seeing all the `z`
//! places of both loses it.
//!
//! A set of one cell is a bivalue cell: with one of those the pattern is an XY-wing or
//! Sudoku Explainer's WXYZ-wing family (`als_wings.rs`), tried before; here both sets
//! have two cells or more (up to four). Steps are ordered by fewest cells, then most
//! eliminations.
//!
//! Evidence: the cells of the first set then the second, their houses, and as digits
//! `x`, `z`, then the first set's digits (which tells where the first set ends).

use super::super::board::{Board, cell, digit};
use super::super::houses::{HOUSE_CELLS, PEER_SETS, seeing_all, set_cells};
use super::super::step::{Evidence, Link, Step};
use super::super::technique::Technique;
use super::{bits, elimination_step, subsets};
use crate::grid::CellSet;
use crate::logic::step::{Role, tag, tag_candidates};
use crate::words::{Lang, say};

/// The largest set this finder reads.
const MAX_CELLS: u32 = 4;

/// An almost locked set: its house, cells and digits, and for each digit its cells.
struct Als {
    house: usize,
    cells: CellSet,
    digits: u16,
    with: [CellSet; 9],
}

fn sets(board: &Board) -> Vec<Als> {
    let mut out: Vec<Als> = Vec::new();
    for (h, house) in HOUSE_CELLS.iter().enumerate() {
        let empty: Vec<usize> = house
            .iter()
            .map(|&i| i as usize)
            .filter(|&i| board.mask(i) != 0)
            .collect();
        let limit = MAX_CELLS.min(empty.len().saturating_sub(1) as u32);
        for size in 2..=limit {
            for pick in subsets(empty.len() as u32, size) {
                let members: Vec<usize> = bits(pick).map(|k| empty[k]).collect();
                let digits = members.iter().fold(0u16, |m, &i| m | board.mask(i));
                if digits.count_ones() != size + 1 {
                    continue;
                }
                let cells = members.iter().fold(CellSet::EMPTY, |s, &i| s.with_index(i));
                // A set on a row and a box at once is read once.
                if out.iter().any(|a| a.cells == cells) {
                    continue;
                }
                let mut with = [CellSet::EMPTY; 9];
                for &i in &members {
                    for d in bits(board.mask(i)) {
                        with[d] = with[d].with_index(i);
                    }
                }
                out.push(Als {
                    house: h,
                    cells,
                    digits,
                    with,
                });
            }
        }
    }
    out
}

pub(super) fn find(board: &Board, out: &mut Vec<Step>) {
    let all = sets(board);
    let places = board.digit_sets();
    let mut found = Vec::new();
    for (n, a) in all.iter().enumerate() {
        for b in &all[n + 1..] {
            if a.cells.intersects(b.cells) {
                continue;
            }
            let common = a.digits & b.digits;
            if common.count_ones() < 2 {
                continue;
            }
            for x in bits(common) {
                let restricted = set_cells(a.with[x]).all(|i| b.with[x].is_subset(PEER_SETS[i]));
                if !restricted {
                    continue;
                }
                for z in bits(common & !(1 << x)) {
                    let victims = (seeing_all(&PEER_SETS, a.with[z] | b.with[z]) & places[z])
                        - (a.cells | b.cells);
                    if !victims.is_empty() {
                        found.push(step(a, b, x, z, victims));
                    }
                }
            }
        }
    }
    found.sort_by_key(|s: &Step| (s.evidence.cells.len(), usize::MAX - s.eliminations.len()));
    out.extend(found);
}

fn step(a: &Als, b: &Als, x: usize, z: usize, victims: CellSet) -> Step {
    let cells: Vec<_> = set_cells(a.cells)
        .chain(set_cells(b.cells))
        .map(cell)
        .collect();
    let candidates: Vec<_> = set_cells(a.cells)
        .chain(set_cells(b.cells))
        .flat_map(|i| {
            bits(a.digits | b.digits)
                .filter(move |&d| (a.with[d] | b.with[d]).has_index(i))
                .map(move |d| (cell(i), digit(d)))
        })
        .collect();
    let mut digits = vec![digit(x), digit(z)];
    digits.extend(bits(a.digits).map(digit));
    let first_x = |s: &Als| cell(s.with[x].first_index().expect("x is in both sets"));
    let mut step = elimination_step(
        Technique::AlsXz,
        set_cells(victims).map(|i| (cell(i), digit(z))).collect(),
        Evidence {
            houses: tag(Role::Base, [Board::house(a.house), Board::house(b.house)]),
            cells: tag(Role::Pattern, cells),
            candidates: tag_candidates(Role::Pattern, candidates),
            digits,
            links: vec![Link {
                from: (first_x(a), digit(x)),
                to: (first_x(b), digit(x)),
                strong: false,
            }],
            implied: Vec::new(),
            named_houses: Vec::new(),
            relations: Vec::new(),
        },
    );
    // 5.5 for four cells, as Sudoku Explainer's WXYZ-wing; 0.1 more per further cell.
    let size = (a.cells | b.cells).len();
    step.bonus_tenths = u8::try_from(size.saturating_sub(4)).unwrap_or(u8::MAX);
    step
}

/// The step in words.
pub(in crate::logic) fn explain(step: &Step, lang: Lang, removed: &str) -> String {
    let ev = &step.evidence.plain();
    let (x, z) = (ev.digits[0], ev.digits[1]);
    let first_digits = &ev.digits[2..];
    let n = first_digits.len() - 1;
    let (one, two) = ev.cells.split_at(n);
    let words = |cells: &[crate::Cell]| {
        let v: Vec<String> = cells.iter().map(ToString::to_string).collect();
        v.join(" ")
    };
    let digits_of = |cells: &[crate::Cell]| {
        let mut ds: Vec<crate::Digit> = ev
            .candidates
            .iter()
            .filter(|(c, _)| cells.contains(c))
            .map(|p| p.1)
            .collect();
        ds.sort();
        ds.dedup();
        ds.iter().map(ToString::to_string).collect::<String>()
    };
    let house = |i: usize| crate::HouseName::from(ev.houses[i]).name_in(lang);
    say!(
        lang,
        "step-als-xz",
        technique = step.technique.name_in(lang),
        first_cells = words(one),
        first_house = house(0),
        first_digits = digits_of(one),
        second_cells = words(two),
        second_house = house(1),
        second_digits = digits_of(two),
        x = x.to_string(),
        z = z.to_string(),
        removed = removed
    )
}
