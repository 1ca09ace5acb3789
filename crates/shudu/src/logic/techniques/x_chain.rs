//! X-chain (player technique, full repertoire only): on one digit, a chain from a cell to
//! another that alternates strong links (a house with only those two places) and weak
//! links (two cells sharing a house), starting and ending with a strong link. If the
//! first cell is not the digit, the chain forces the last to be, so one of the two is:
//! every cell seeing both loses the digit.
//!
//! Chains of two strong links are the skyscraper, kite and turbot fish, and of three or
//! four Sudoku Explainer's strong-link rule (`strong_links.rs`), which the full
//! repertoire tries first; this finder takes chains of three strong links or more, the
//! shortest first from each start, and rates them on that rule's scale.

use super::super::board::{Board, cell, digit};
use super::super::houses::{HOUSE_CELLS, PEER_SETS, set_cells};
use super::super::step::{Evidence, Link, Step};
use super::super::technique::Technique;
use super::elimination_step;
use crate::grid::CellSet;
use crate::logic::step::{Role, tag, tag_candidates};
use crate::words::{Lang, say};

/// The fewest strong links this finder reports (shorter ones are Sudoku Explainer's).
const MIN_STRONG: usize = 3;

pub(super) fn find(board: &Board, out: &mut Vec<Step>) {
    let mut found = Vec::new();
    for d in 0..9 {
        let places = board.digit_set(d);
        let mut partners = [CellSet::EMPTY; 81];
        for cells in &HOUSE_CELLS {
            let ends: Vec<usize> = cells
                .iter()
                .map(|&i| i as usize)
                .filter(|&i| places.has_index(i))
                .collect();
            if let [p, q] = ends[..] {
                partners[p] = partners[p].with_index(q);
                partners[q] = partners[q].with_index(p);
            }
        }
        for start in set_cells(places) {
            if !partners[start].is_empty() {
                if let Some(step) = shortest_from(start, d, places, &partners) {
                    found.push(step);
                }
            }
        }
    }
    // Shortest chains first, then those removing most.
    found.sort_by_key(|s: &Step| (s.evidence.cells.len(), usize::MAX - s.eliminations.len()));
    out.extend(found);
}

/// Breadth-first from `start` assumed not the digit: the first chain (fewest links) whose
/// end, forced true, shares a victim with `start`.
fn shortest_from(
    start: usize,
    d: usize,
    places: CellSet,
    partners: &[CellSet; 81],
) -> Option<Step> {
    // Each cell is reached once, as "off" (even depth) or "on" (odd depth).
    let mut parent = [usize::MAX; 81];
    let mut depth = [0usize; 81];
    let mut seen = CellSet::of_index(start);
    let mut frontier = vec![start];
    while !frontier.is_empty() {
        let mut next = Vec::new();
        for &i in &frontier {
            let on = depth[i] % 2 == 1;
            // Off → on through a strong link; on → off through a weak one.
            let reach = if on {
                PEER_SETS[i] & places
            } else {
                partners[i]
            };
            for j in set_cells(reach - seen) {
                seen = seen.with_index(j);
                parent[j] = i;
                depth[j] = depth[i] + 1;
                next.push(j);
                let strong = depth[j].div_ceil(2);
                if depth[j] % 2 == 1 && strong >= MIN_STRONG {
                    let chain = trace(j, &parent);
                    let inside = chain.iter().fold(CellSet::EMPTY, |s, &c| s.with_index(c));
                    let victims = (PEER_SETS[start] & PEER_SETS[j] & places) - inside;
                    if !victims.is_empty() {
                        return Some(build(d, &chain, victims, strong));
                    }
                }
            }
        }
        frontier = next;
    }
    None
}

/// The chain from the start to `end`, following parents back.
fn trace(end: usize, parent: &[usize; 81]) -> Vec<usize> {
    let mut chain = vec![end];
    while parent[*chain.last().expect("never empty")] != usize::MAX {
        chain.push(parent[*chain.last().expect("never empty")]);
    }
    chain.reverse();
    chain
}

fn build(d: usize, chain: &[usize], victims: CellSet, strong: usize) -> Step {
    let node = |i: usize| (cell(i), digit(d));
    let links = chain
        .windows(2)
        .enumerate()
        .map(|(k, w)| Link {
            from: node(w[0]),
            to: node(w[1]),
            strong: k % 2 == 0,
        })
        .collect();
    let mut step = elimination_step(
        Technique::XChain,
        set_cells(victims).map(node).collect(),
        Evidence {
            houses: Vec::new(),
            cells: tag(Role::Pattern, chain.iter().map(|&i| cell(i))),
            candidates: tag_candidates(Role::Pattern, chain.iter().map(|&i| node(i))),
            digits: vec![digit(d)],
            links,
            implied: Vec::new(),
            named_houses: Vec::new(),
            relations: Vec::new(),
        },
    );
    // Sudoku Explainer's strong-link scale: 5.4 for three links, 0.4 more per link.
    step.bonus_tenths = u8::try_from((strong - MIN_STRONG) * 4)
        .unwrap_or(u8::MAX)
        .min(100);
    step
}

/// The step in words: the chain as a run of implications.
pub(in crate::logic) fn explain(step: &Step, lang: Lang, removed: &str) -> String {
    let ev = &step.evidence.plain();
    let digit = ev.digits[0].to_string();
    let cells = &ev.cells;
    let start = say!(
        lang,
        "x-chain-start",
        cell = cells[0].to_string(),
        digit = digit.clone()
    );
    // The chain's cells alternate: each strong link's far end is the digit, the next
    // weak link's far end is not.
    let steps = cells
        .iter()
        .enumerate()
        .skip(1)
        .fold(start, |head, (k, c)| {
            let next = if k % 2 == 1 {
                say!(lang, "x-chain-is", cell = c.to_string())
            } else {
                say!(lang, "x-chain-is-not", cell = c.to_string())
            };
            say!(lang, "x-chain-then", head = head, next = next)
        });
    let (first, last) = (cells[0], cells[cells.len() - 1]);
    say!(
        lang,
        "step-x-chain",
        technique = step.technique.name_in(lang),
        digit = digit,
        count = cells.len() / 2,
        steps = steps,
        first = first.to_string(),
        last = last.to_string(),
        removed = removed
    )
}
