//! Two strong links joined by a weak link, on one digit: skyscraper (two parallel lines,
//! 4.0), 2-string kite (a row and a column, 4.1) and turbot fish (at least one box, 4.1;
//! Sudoku Explainer's "2 Strong links").
//!
//! A strong link is a house where the digit has exactly two places. If the two links
//! share no cell and one end of each (the bridges) see each other, the bridges cannot
//! both hold the digit, so one of the two other ends does: cells seeing both ends lose
//! it. Rules taken from Sudoku Explainer's strong-links rule: a box link whose two cells
//! share a line is left to that line; the bridges' common house is looked up column, row,
//! then box; cells of the two link houses and of that common house are never victims;
//! ends that see each other make a loop, which is not handled here. Grouped links (empty
//! rectangles, 4.3) come later. Of several steps, those removing more candidates come
//! first, as in Sudoku Explainer.

use super::super::board::{Board, cell, digit};
use super::super::houses::{HOUSE_CELLS, HOUSE_SETS, PEER_SETS, set_cells};
use super::super::step::{Evidence, Link, Step};
use super::super::technique::Technique;
use super::elimination_step;

/// A strong link: the house and its two cells (indices).
#[derive(Clone, Copy)]
struct StrongLink {
    house: usize,
    ends: [usize; 2],
}

fn links(board: &Board, d: usize) -> Vec<StrongLink> {
    // Sudoku Explainer's region order here: boxes, rows, columns.
    let order = (18..27).chain(0..9).chain(9..18);
    let mut out = Vec::new();
    for h in order {
        let pos = board.positions(h, d);
        if pos.count_ones() != 2 {
            continue;
        }
        let a = HOUSE_CELLS[h][pos.trailing_zeros() as usize] as usize;
        let b = HOUSE_CELLS[h][15 - pos.leading_zeros() as usize] as usize;
        if h >= 18 && (a / 9 == b / 9 || a % 9 == b % 9) {
            continue;
        }
        out.push(StrongLink {
            house: h,
            ends: [a, b],
        });
    }
    out
}

/// The house the two bridge cells share, looked up column, row, then box.
fn shared_house(a: usize, b: usize) -> Option<usize> {
    if a % 9 == b % 9 {
        Some(9 + a % 9)
    } else if a / 9 == b / 9 {
        Some(a / 9)
    } else if a / 27 == b / 27 && a % 9 / 3 == b % 9 / 3 {
        Some(18 + a / 27 * 3 + a % 9 / 3)
    } else {
        None
    }
}

fn kind(h1: usize, h2: usize) -> Technique {
    if h1 >= 18 || h2 >= 18 {
        Technique::TurbotFish
    } else if h1 / 9 == h2 / 9 {
        Technique::Skyscraper
    } else {
        Technique::TwoStringKite
    }
}

pub(super) fn find(board: &Board, technique: Technique, out: &mut Vec<Step>) {
    let first = out.len();
    for d in 0..9 {
        let places = board.digit_set(d);
        let found = links(board, d);
        for (i, l1) in found.iter().enumerate() {
            for l2 in &found[i + 1..] {
                if kind(l1.house, l2.house) != technique
                    || l1.ends.iter().any(|e| l2.ends.contains(e))
                {
                    continue;
                }
                for u1 in 0..2 {
                    for u2 in 0..2 {
                        let (start, bridge1) = (l1.ends[u1], l1.ends[1 - u1]);
                        let (bridge2, end) = (l2.ends[u2], l2.ends[1 - u2]);
                        let Some(shared) = shared_house(bridge1, bridge2) else {
                            continue;
                        };
                        if shared_house(start, end).is_some() {
                            continue;
                        }
                        let victims = PEER_SETS[start]
                            & PEER_SETS[end]
                            & places
                            & !HOUSE_SETS[l1.house]
                            & !HOUSE_SETS[l2.house]
                            & !HOUSE_SETS[shared];
                        if victims == 0 {
                            continue;
                        }
                        let dg = digit(d);
                        let link = |a: usize, b: usize, strong: bool| Link {
                            from: (cell(a), dg),
                            to: (cell(b), dg),
                            strong,
                        };
                        let cells = [start, bridge1, bridge2, end];
                        out.push(elimination_step(
                            technique,
                            set_cells(victims).map(|v| (cell(v), dg)).collect(),
                            Evidence {
                                houses: [l1.house, l2.house, shared]
                                    .into_iter()
                                    .map(Board::house)
                                    .collect(),
                                cells: cells.iter().map(|&c| cell(c)).collect(),
                                candidates: cells.iter().map(|&c| (cell(c), dg)).collect(),
                                digits: vec![dg],
                                links: vec![
                                    link(start, bridge1, true),
                                    link(bridge2, end, true),
                                    link(bridge1, bridge2, false),
                                ],
                                implied: Vec::new(),
                            },
                        ));
                    }
                }
            }
        }
    }
    // Most eliminations first; the sort is stable, so ties keep the scan order.
    out[first..].sort_by_key(|s| std::cmp::Reverse(s.eliminations.len()));
}
