//! W-wing (player technique, full repertoire only): two bivalue cells holding the same
//! two digits `x` and `y`, which do not see each other, and a house where `x` has only two
//! places, one seeing each cell. One of those two places is `x`, so one of the two cells
//! is not `x` and holds `y`: every cell seeing both loses `y`.

use super::super::board::{Board, cell, digit};
use super::super::houses::{HOUSE_CELLS, PEER_SETS, set_cells};
use super::super::step::{Evidence, Link, Step};
use super::super::technique::Technique;
use super::{bits, elimination_step};
use crate::logic::step::Role;
use crate::words::{Lang, say};

pub(super) fn find(board: &Board, out: &mut Vec<Step>) {
    let table = board.position_table();
    let bivalue: Vec<usize> = (0..81)
        .filter(|&i| board.mask(i).count_ones() == 2)
        .collect();
    for (n, &a) in bivalue.iter().enumerate() {
        let pair = board.mask(a);
        for &b in &bivalue[n + 1..] {
            if board.mask(b) != pair || PEER_SETS[a].has_index(b) {
                continue;
            }
            for x in bits(pair) {
                let y = (pair & !(1 << x)).trailing_zeros() as usize;
                let victims = PEER_SETS[a] & PEER_SETS[b] & board.digit_set(y);
                if victims.is_empty() {
                    continue;
                }
                if let Some((house, p, q)) = bridge(table, x, a, b) {
                    let eliminations = set_cells(victims).map(|i| (cell(i), digit(y))).collect();
                    let cells = vec![cell(a), cell(b), cell(p), cell(q)];
                    let mut candidates: Vec<_> = [a, b]
                        .iter()
                        .flat_map(|&i| [(cell(i), digit(x)), (cell(i), digit(y))])
                        .collect();
                    candidates.extend([(cell(p), digit(x)), (cell(q), digit(x))]);
                    out.push(elimination_step(
                        Technique::WWing,
                        eliminations,
                        Evidence {
                            houses: vec![(Role::Link, Board::house(house))],
                            cells: [Role::Pincer, Role::Pincer, Role::Link, Role::Link]
                                .into_iter()
                                .zip(cells)
                                .collect(),
                            candidates: candidates
                                .into_iter()
                                .map(|(c, d)| {
                                    let pincer = c == cell(a) || c == cell(b);
                                    (if pincer { Role::Pincer } else { Role::Link }, c, d)
                                })
                                .collect(),
                            digits: vec![digit(y), digit(x)],
                            links: vec![Link {
                                from: (cell(p), digit(x)),
                                to: (cell(q), digit(x)),
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
    }
}

/// The first house (rows, columns, boxes) where `x` has exactly two places, the first
/// seeing `a` and the second `b`, neither being `a` or `b`.
fn bridge(table: &[[u16; 9]; 27], x: usize, a: usize, b: usize) -> Option<(usize, usize, usize)> {
    (0..27).find_map(|h| {
        let places = table[h][x];
        if places.count_ones() != 2 {
            return None;
        }
        let mut ends = bits(places).map(|k| HOUSE_CELLS[h][k] as usize);
        let (p, q) = (ends.next()?, ends.next()?);
        if [p, q].iter().any(|&e| e == a || e == b) {
            return None;
        }
        let sees = |e: usize, t: usize| PEER_SETS[e].has_index(t);
        if sees(p, a) && sees(q, b) {
            Some((h, p, q))
        } else if sees(q, a) && sees(p, b) {
            Some((h, q, p))
        } else {
            None
        }
    })
}

/// The step in words.
pub(in crate::logic) fn explain(step: &Step, lang: Lang, removed: &str) -> String {
    let ev = &step.evidence;
    let (y, x) = (ev.digits[0], ev.digits[1]);
    let (pincers, ends) = (ev.cells_in(Role::Pincer), ev.cells_in(Role::Link));
    say!(
        lang,
        "step-w-wing",
        technique = step.technique.name_in(lang),
        first = pincers[0].to_string(),
        second = pincers[1].to_string(),
        x = x.to_string(),
        y = y.to_string(),
        house = crate::HouseName::from(ev.houses_in(Role::Link)[0]).name_in(lang),
        first_end = ends[0].to_string(),
        second_end = ends[1].to_string(),
        removed = removed
    )
}
