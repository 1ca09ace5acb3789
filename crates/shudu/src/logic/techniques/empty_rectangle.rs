//! Empty rectangle (player technique, full repertoire only): in a box, a digit lies only
//! on one row and one column of it (the other four cells, a rectangle, are empty of it),
//! on both of them outside their crossing. A line outside the box holds the digit in two
//! places only, one on the box's row (or column): if its far end is not the digit, its
//! near end is, the box's row loses it and the box keeps it on its column; if the far end
//! is, the cell crossing the far end's line and the box's column sees it. Either way that
//! cell cannot hold the digit.
//!
//! Sudoku Explainer reads the same pattern as a turbot fish whose box link is grouped
//! (`strong_links.rs`), under its rules (few places per house, one box reading); this
//! finder names it as players know it, with every crossing the box allows.

use crate::grid::layout::{BOX0, COL0, box_of};

use super::super::board::{Board, cell, digit};
use super::super::houses::HOUSE_CELLS;
use super::super::step::{Evidence, Link, Step};
use super::super::technique::Technique;
use super::{bits, elimination_step};
use crate::logic::step::Role;
use crate::words::{Lang, say};

pub(super) fn find(board: &Board, out: &mut Vec<Step>) {
    let table = board.position_table();
    for d in 0..9 {
        for b in 0..9 {
            let places = table[BOX0 + b][d];
            if places.count_ones() < 2 {
                continue;
            }
            for (heart, &centre) in HOUSE_CELLS[BOX0 + b].iter().enumerate() {
                let row_mask = 0b111u16 << (heart / 3 * 3);
                let col_mask = 0b001_001_001u16 << (heart % 3);
                if places & !(row_mask | col_mask) != 0
                    || places & !row_mask == 0
                    || places & !col_mask == 0
                {
                    continue;
                }
                let (r, c) = (usize::from(centre) / 9, usize::from(centre) % 9);
                // A column link with an end on the box's row, then a row link with an end
                // on the box's column.
                for by_column in [true, false] {
                    let found = Found {
                        board,
                        table,
                        d,
                        b,
                        r,
                        c,
                    };
                    found.links(by_column, out);
                }
            }
        }
    }
}

/// One empty rectangle: digit, box, and the row and column its places lie on.
struct Found<'a> {
    board: &'a Board,
    table: &'a [[u16; 9]; 27],
    d: usize,
    b: usize,
    r: usize,
    c: usize,
}

impl Found<'_> {
    fn links(&self, by_column: bool, out: &mut Vec<Step>) {
        let (d, b, r, c) = (self.d, self.b, self.r, self.c);
        let in_box = |i: usize| box_of(i) == b;
        for line in 0..9 {
            // The link line: a column outside the box's columns (or a row outside its
            // rows), with two places, one on the box's row (or column).
            let (house, near) = if by_column {
                (COL0 + line, r * 9 + line)
            } else {
                (line, line * 9 + c)
            };
            let places = self.table[house][d];
            if places.count_ones() != 2 || in_box(near) || self.board.mask(near) & (1 << d) == 0 {
                continue;
            }
            let Some(far) = bits(places)
                .map(|k| HOUSE_CELLS[house][k] as usize)
                .find(|&i| i != near)
            else {
                continue;
            };
            let target = if by_column {
                far / 9 * 9 + c
            } else {
                r * 9 + far % 9
            };
            if in_box(target) || in_box(far) || self.board.mask(target) & (1 << d) == 0 {
                continue;
            }
            let box_cells =
                bits(self.table[BOX0 + b][d]).map(|k| cell(HOUSE_CELLS[BOX0 + b][k] as usize));
            // The link's two ends play the link; the box's places, the pattern.
            let cells: Vec<(Role, _)> = box_cells
                .chain([cell(near), cell(far)])
                .map(|x| {
                    let ends_link = x == cell(near) || x == cell(far);
                    (if ends_link { Role::Link } else { Role::Pattern }, x)
                })
                .collect();
            let candidates = cells.iter().map(|&(role, x)| (role, x, digit(d))).collect();
            out.push(elimination_step(
                Technique::EmptyRectangle,
                vec![(cell(target), digit(d))],
                Evidence {
                    houses: vec![
                        (Role::Base, Board::house(BOX0 + b)),
                        (Role::Cover, Board::house(r)),
                        (Role::Cover, Board::house(COL0 + c)),
                        (Role::Link, Board::house(house)),
                    ],
                    cells,
                    candidates,
                    digits: vec![digit(d)],
                    links: vec![Link {
                        from: (cell(far), digit(d)),
                        to: (cell(near), digit(d)),
                        strong: true,
                    }],
                    implied: Vec::new(),
                    named_houses: Vec::new(),
                    relations: Vec::new(),
                },
            ));
        }
    }
}

/// The step in words: the box's row and column, the link, the two cases.
pub(in crate::logic) fn explain(step: &Step, lang: Lang, removed: &str) -> String {
    let ev = &step.evidence.plain();
    let name = |h: crate::House| crate::HouseName::from(h).name_in(lang);
    let (bx, row, col, line) = (ev.houses[0], ev.houses[1], ev.houses[2], ev.houses[3]);
    let link = ev.links[0];
    let (far, near) = (link.from.0, link.to.0);
    let (lost, kept) = if matches!(line, crate::House::Column(_)) {
        (row, col)
    } else {
        (col, row)
    };
    say!(
        lang,
        "step-empty-rectangle",
        technique = step.technique.name_in(lang),
        digit = ev.digits[0].to_string(),
        box_house = name(bx),
        row = name(row),
        column = name(col),
        line = name(line),
        near = near.to_string(),
        far = far.to_string(),
        lost = name(lost),
        kept = name(kept),
        removed = removed
    )
}
