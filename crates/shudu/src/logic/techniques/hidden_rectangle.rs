//! Hidden unique rectangle (player technique, full repertoire only): four cells on two
//! rows, two columns and two boxes all hold candidates `a` and `b`; one corner holds
//! nothing else, and in the row and the column through the opposite corner `a` has no
//! place but the rectangle's. If that opposite corner were `b`, both strong links would
//! put `a` in its two neighbours, leaving the bivalue corner `b`: the four cells would
//! swap `a` and `b` freely, two solutions, which a proper puzzle cannot have. So the
//! opposite corner cannot be `b`.
//!
//! Sudoku Explainer's unique rectangles (`unique_loops.rs`) read the extra candidates;
//! this one reads strong links instead (HoDoKu's "hidden rectangle", type 1).

use crate::grid::layout::{COL0, col_house, row_house};

use super::super::board::{Board, cell, digit};
use super::super::step::{Evidence, Link, Step};
use super::super::technique::Technique;
use super::{bits, elimination_step};
use crate::logic::step::{Role, tag, tag_candidates};

pub(super) fn find(board: &Board, out: &mut Vec<Step>) {
    let table = board.position_table();
    for corner in 0..81 {
        let pair = board.mask(corner);
        if pair.count_ones() != 2 {
            continue;
        }
        let (r1, c1) = (corner / 9, corner % 9);
        for r2 in (0..9).filter(|&r| r != r1) {
            for c2 in (0..9).filter(|&c| c != c1) {
                // Two boxes: the rows share a band or the columns a stack, not both.
                if (r1 / 3 == r2 / 3) == (c1 / 3 == c2 / 3) {
                    continue;
                }
                let (b, c, far) = (r2 * 9 + c1, r1 * 9 + c2, r2 * 9 + c2);
                if [b, c, far].iter().any(|&i| board.mask(i) & pair != pair) {
                    continue;
                }
                for a in bits(pair) {
                    let other = (pair & !(1 << a)).trailing_zeros() as usize;
                    // `a` only in the rectangle along the far corner's row and column.
                    let in_row = table[r2][a] == (1 << c1 | 1 << c2);
                    let in_col = table[COL0 + c2][a] == (1 << r1 | 1 << r2);
                    if in_row && in_col {
                        out.push(step(corner, b, c, far, a, other));
                    }
                }
            }
        }
    }
}

fn step(corner: usize, b: usize, c: usize, far: usize, a: usize, other: usize) -> Step {
    let cells = vec![cell(corner), cell(b), cell(c), cell(far)];
    let link = |to: usize| Link {
        from: (cell(far), digit(a)),
        to: (cell(to), digit(a)),
        strong: true,
    };
    elimination_step(
        Technique::HiddenUniqueRectangle,
        vec![(cell(far), digit(other))],
        Evidence {
            houses: tag(
                Role::Link,
                [Board::house(row_house(far)), Board::house(col_house(far))],
            ),
            candidates: tag_candidates(
                Role::Pattern,
                cells
                    .iter()
                    .flat_map(|&x| [(x, digit(a)), (x, digit(other))]),
            ),
            cells: tag(Role::Pattern, cells),
            digits: vec![digit(a), digit(other)],
            links: vec![link(b), link(c)],
            implied: Vec::new(),
            named_houses: Vec::new(),
            relations: Vec::new(),
        },
    )
}

/// The step in words.
pub(in crate::logic) fn explain(step: &Step, lang: crate::words::Lang, removed: &str) -> String {
    use crate::grid::HouseName;
    use crate::words::{list_and, say};
    let ev = &step.evidence.plain();
    let (a, b) = (ev.digits[0], ev.digits[1]);
    let [corner, left, up, far] = [ev.cells[0], ev.cells[1], ev.cells[2], ev.cells[3]];
    say!(
        lang,
        "step-hidden-rectangle",
        technique = step.technique.name_in(lang),
        cells = list_and(lang, &[corner, up, far, left]),
        digits = list_and(lang, &[a, b]),
        corner = corner.to_string(),
        a = a.to_string(),
        far_left = list_and(lang, &[far, left]),
        row = HouseName::from(ev.houses[0]).name_in(lang),
        far_up = list_and(lang, &[far, up]),
        column = HouseName::from(ev.houses[1]).name_in(lang),
        far = far.to_string(),
        b = b.to_string(),
        left_up = list_and(lang, &[left, up]),
        removed = removed
    )
}
