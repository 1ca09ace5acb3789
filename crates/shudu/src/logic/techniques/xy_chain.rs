//! XY-chain (player technique, full repertoire only): a chain of bivalue cells, each
//! seeing the next and sharing a digit with it, that starts and ends on the same digit
//! `z`. If the first cell is not `z` it holds its other digit, which the second cell then
//! cannot hold, so it holds its other digit, and so on to the last cell, which is then
//! `z`: one of the two ends is `z`, and every cell seeing both loses it.
//!
//! Three cells make the XY-wing (`wings.rs`), tried first; this finder takes chains of
//! four cells or more, the shortest from each start first.

use super::super::board::{Board, cell, digit};
use super::super::houses::{PEER_SETS, set_cells};
use super::super::step::{Evidence, Link, Step};
use super::super::technique::Technique;
use super::{bits, elimination_step};
use crate::grid::CellSet;
use crate::logic::step::{Role, tag, tag_candidates};
use crate::words::{Lang, say};

/// The fewest cells this finder reports (three are the XY-wing).
const MIN_CELLS: usize = 4;

pub(super) fn find(board: &Board, out: &mut Vec<Step>) {
    let bivalue = (0..81)
        .filter(|&i| board.mask(i).count_ones() == 2)
        .fold(CellSet::EMPTY, |s, i| s.with_index(i));
    let mut found = Vec::new();
    for start in set_cells(bivalue) {
        for z in bits(board.mask(start)) {
            if let Some(step) = shortest_from(board, bivalue, start, z) {
                found.push(step);
            }
        }
    }
    found.sort_by_key(|s: &Step| (s.evidence.cells.len(), usize::MAX - s.eliminations.len()));
    out.extend(found);
}

/// Breadth-first from `start` assumed not `z`: each reached cell with the digit it is
/// then forced to hold; the first end forced to `z` with a victim makes the chain.
fn shortest_from(board: &Board, bivalue: CellSet, start: usize, z: usize) -> Option<Step> {
    let other = |i: usize, v: usize| (board.mask(i) & !(1 << v)).trailing_zeros() as usize;
    let mut parent = [usize::MAX; 81];
    let mut holds = [0usize; 81];
    let mut length = [0usize; 81];
    holds[start] = other(start, z);
    length[start] = 1;
    let mut seen = CellSet::of_index(start);
    let mut frontier = vec![start];
    while !frontier.is_empty() {
        let mut next = Vec::new();
        for &i in &frontier {
            let v = holds[i];
            let reach = (PEER_SETS[i] & bivalue) - seen;
            for j in set_cells(reach).filter(|&j| board.mask(j) & (1 << v) != 0) {
                seen = seen.with_index(j);
                parent[j] = i;
                holds[j] = other(j, v);
                length[j] = length[i] + 1;
                next.push(j);
                if holds[j] == z && length[j] >= MIN_CELLS {
                    let mut chain = vec![j];
                    while parent[chain[chain.len() - 1]] != usize::MAX {
                        chain.push(parent[chain[chain.len() - 1]]);
                    }
                    chain.reverse();
                    let inside = chain.iter().fold(CellSet::EMPTY, |s, &c| s.with_index(c));
                    let victims = (PEER_SETS[start] & PEER_SETS[j] & board.digit_set(z)) - inside;
                    if !victims.is_empty() {
                        return Some(build(z, &chain, &holds, victims));
                    }
                }
            }
        }
        frontier = next;
    }
    None
}

fn build(z: usize, chain: &[usize], holds: &[usize; 81], victims: CellSet) -> Step {
    // Each cell: the digit it loses (the one the previous cell holds), then the digit it
    // is forced to; the first cell loses `z`.
    let mut candidates = Vec::new();
    let mut links = Vec::new();
    let mut lost = z;
    for &i in chain {
        let (off, on) = ((cell(i), digit(lost)), (cell(i), digit(holds[i])));
        if let Some(&prev) = candidates.last() {
            links.push(Link {
                from: prev,
                to: off,
                strong: false,
            });
        }
        links.push(Link {
            from: off,
            to: on,
            strong: true,
        });
        candidates.extend([off, on]);
        lost = holds[i];
    }
    let mut step = elimination_step(
        Technique::XYChain,
        set_cells(victims).map(|i| (cell(i), digit(z))).collect(),
        Evidence {
            houses: Vec::new(),
            cells: tag(Role::Pattern, chain.iter().map(|&i| cell(i))),
            candidates: tag_candidates(Role::Pattern, candidates),
            digits: vec![digit(z)],
            links,
            implied: Vec::new(),
            named_houses: Vec::new(),
            relations: Vec::new(),
        },
    );
    // 5.0 for four cells, 0.1 more per further cell.
    step.bonus_tenths = u8::try_from(chain.len() - MIN_CELLS)
        .unwrap_or(u8::MAX)
        .min(100);
    step
}

/// The step in words: each cell and the digit it is forced to.
pub(in crate::logic) fn explain(step: &Step, lang: Lang, removed: &str) -> String {
    let ev = &step.evidence.plain();
    let z = ev.digits[0].to_string();
    let mut forced = ev.candidates.chunks(2).skip(1).map(|p| {
        say!(
            lang,
            "xy-chain-forced",
            cell = p[1].0.to_string(),
            digit = p[1].1.to_string()
        )
    });
    let first_forced = forced.next().unwrap_or_default();
    let forced = forced.fold(first_forced, |head, next| {
        say!(lang, "xy-chain-then", head = head, next = next)
    });
    let (first, last) = (ev.cells[0], ev.cells[ev.cells.len() - 1]);
    say!(
        lang,
        "step-xy-chain",
        technique = step.technique.name_in(lang),
        digit = z,
        count = ev.cells.len(),
        first = first.to_string(),
        own = ev.candidates[1].1.to_string(),
        forced = forced,
        last = last.to_string(),
        removed = removed
    )
}
