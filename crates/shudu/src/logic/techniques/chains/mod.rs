//! Sudoku Explainer's chaining rules: bidirectional cycles and forcing chains (6.5–7.x,
//! `unary.rs`, which `reach.rs` spares the starts that cannot conclude), then Nishio,
//! cell and region forcing chains and their dynamic forms (7.5–8.5+, `multiple.rs`), then
//! the nested levels (9.0–10.5+, `nested.rs`, with the rules of `plus.rs`), dynamic chains
//! that apply further rules when they stall; all built on the implication graph of
//! `graph.rs`; `text.rs` puts a chain step in words.
//!
//! Each rule finds every chain it can, then sorts them as Sudoku Explainer does: by
//! rating (base plus the length bonus), then by the number of potentials the chains rely
//! on, then by kind; the driver takes the first. A step carries its chains as links
//! (`strong` when the link runs from a false candidate to a true one, weak from a true
//! candidate to a false one, or, for a removal a nested rule makes, from each removal it
//! relies on), the assumptions it starts from as candidates, and the length bonus as
//! `bonus_tenths`.

mod graph;
mod multiple;
mod nested;
mod plus;
mod reach;
pub(in crate::logic) mod text;
mod unary;

use super::super::board::{Board, cell, digit};
use super::super::step::{Evidence, Link, Step};
use super::super::technique::Technique;
use crate::logic::step::{Role, tag, tag_candidates};
use graph::{Arena, Pot, is_on, length_bonus, pot_cell, pot_digit, se_difficulty};

pub(super) use multiple::{Level, find as find_multiple};
pub(super) use nested::Nesting;
pub(super) use unary::find as find_unary;

/// What the chaining rules build from one board and share: the reach of the static
/// graph of X and Y links, which the last pass of the bidirectional cycles and forcing
/// chains builds and the cell and region forcing chains read (the driver asks for them
/// on the same board when the first rule finds nothing).
#[derive(Default)]
pub(super) struct Graphs {
    static_reach: Option<reach::Reach>,
}

/// A chain step with what Sudoku Explainer sorts it by.
struct Found {
    step: Step,
    difficulty: f64,
    complexity: usize,
    sort_key: u8,
}

/// Sorts the found chains (stably, as Sudoku Explainer) and appends their steps.
fn emit(mut found: Vec<Found>, out: &mut Vec<Step>) {
    sort(&mut found);
    out.extend(found.into_iter().map(|f| f.step));
}

/// What Sudoku Explainer sorts chain steps by, in order: difficulty, complexity (distinct
/// potentials), kind.
type Key = (f64, usize, u8);

fn compare(a: Key, b: Key) -> std::cmp::Ordering {
    a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)).then(a.2.cmp(&b.2))
}

impl Found {
    fn key(&self) -> Key {
        (self.difficulty, self.complexity, self.sort_key)
    }
}

/// Sudoku Explainer's (stable) order of one rule's chains.
fn sort(found: &mut [Found]) {
    found.sort_by(|a, b| compare(a.key(), b.key()));
}

fn candidate(p: Pot) -> (crate::Cell, crate::Digit) {
    (cell(pot_cell(p)), digit(pot_digit(p)))
}

/// The links of the chain ending at `target` in `arena`, in the order they were derived.
fn links_of(arena: &Arena, target: u32, seen: &mut Vec<bool>, links: &mut Vec<Link>) {
    let mut nodes = arena.ancestors(target, seen);
    nodes.sort_unstable();
    for n in nodes {
        for &parent in arena.parents(n) {
            let from = arena.pot(parent);
            // A removal a nested rule makes relies on removals only: its links (false to
            // false) are neither strong nor weak, and are given as weak, so that whatever
            // reads a link's end as true for a strong link reads it false.
            let to = arena.pot(n);
            links.push(Link {
                from: candidate(from),
                to: candidate(to),
                strong: !is_on(from) && is_on(to),
            });
        }
    }
}

/// What a chain step concludes: a candidate true (placed) or false (removed).
fn conclusion(board: &Board, target: Pot) -> Option<(Vec<(crate::Cell, crate::Digit)>, bool)> {
    let c = pot_cell(target);
    if is_on(target) {
        // Sudoku Explainer removes the cell's other candidates and places the digit;
        // nothing to do when the cell has no other candidate.
        (board.mask(c) & !(1 << pot_digit(target)) != 0).then(|| (vec![candidate(target)], true))
    } else {
        Some((vec![candidate(target)], false))
    }
}

/// Builds a chain step.
#[allow(clippy::too_many_arguments)]
fn chain_step(
    technique: Technique,
    target: Pot,
    board: &Board,
    starts: Vec<Pot>,
    links: Vec<Link>,
    complexity: usize,
    sort_key: u8,
    houses: Vec<crate::House>,
) -> Option<Found> {
    let (cands, place) = conclusion(board, target)?;
    let bonus = length_bonus(complexity);
    let mut cells: Vec<crate::Cell> = starts.iter().map(|&p| cell(pot_cell(p))).collect();
    cells.dedup();
    let evidence = Evidence {
        houses: tag(Role::Base, houses),
        cells: tag(Role::Pattern, cells),
        candidates: tag_candidates(Role::Pattern, starts.iter().map(|&p| candidate(p))),
        digits: vec![digit(pot_digit(target))],
        links,
        implied: Vec::new(),
        named_houses: Vec::new(),
        relations: Vec::new(),
    };
    let (placements, eliminations) = if place {
        (cands, Vec::new())
    } else {
        (Vec::new(), cands)
    };
    Some(Found {
        step: Step {
            technique,
            placements,
            eliminations,
            evidence,
            bonus_tenths: bonus,
        },
        difficulty: se_difficulty(technique.rating_tenths(), bonus),
        complexity,
        sort_key,
    })
}
