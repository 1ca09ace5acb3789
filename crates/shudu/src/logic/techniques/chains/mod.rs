//! Sudoku Explainer's chaining rules: bidirectional cycles and forcing chains (6.5–7.x,
//! `unary.rs`, which `reach.rs` spares the starts that cannot conclude), then Nishio,
//! cell and region forcing chains and their dynamic forms (7.5–8.5+, `multiple.rs`), then
//! the nested levels (9.0–10.5+, `nested.rs`, with the rules of `plus.rs`), dynamic chains
//! that apply further rules when they stall (`relying.rs` and, for the dynamic chains
//! nested at level 4, `unchanged.rs` tell which nested chains can rely on what the
//! stalled chain removed); all built on the implication graph of
//! `graph.rs` (which follows a variant board's houses and sight, `sight.rs`); `text.rs` puts a
//! chain step in words.
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
mod relying;
mod sight;
pub(in crate::logic) mod text;
mod unary;
mod unchanged;
#[cfg(test)]
mod variant_tests;

use super::super::board::{Board, cell, digit};
use super::super::step::{Apart, Evidence, Link, Step, relation};
use super::super::technique::Technique;
use crate::logic::step::{Role, tag, tag_candidates};
use crate::words::Phrase;
use graph::{Arena, Marks, Pot, is_on, length_bonus, pot_cell, pot_digit, se_difficulty};

pub(super) use multiple::{Level, find as find_multiple};
pub(super) use nested::Nesting;
pub(super) use unary::find as find_unary;

/// What the chaining rules build from one board and share: the reach of the static
/// graph of X and Y links, which the last pass of the bidirectional cycles and forcing
/// chains builds and the cell and region forcing chains read (the driver asks for them
/// on the same board when the first rule finds nothing), and what the nested levels'
/// walks found on the boards they met, which the next level meets again.
#[derive(Default)]
pub(super) struct Graphs {
    static_reach: Option<reach::Reach>,
    /// What the nested levels' rules implied on the boards their walks met.
    recall: Option<nested::Recall>,
}

/// A chain step with what Sudoku Explainer sorts it by.
struct Found {
    step: Step,
    difficulty: f64,
    complexity: usize,
    sort_key: u8,
    /// The house (index) a region forcing chain starts from.
    house: Option<usize>,
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

/// Whether `board` keeps consecutive digits out of orthogonal neighbours: its chains'
/// "on ⇒ off" links then reach other digits, even in the searches of X links only.
fn non_consecutive(board: &Board) -> bool {
    board.rules().is_some_and(|l| l.non_consecutive)
}

fn candidate(p: Pot) -> (crate::Cell, crate::Digit) {
    (cell(pot_cell(p)), digit(pot_digit(p)))
}

/// The links of the chain ending at `target` in `arena`, in the order they were derived.
fn links_of(arena: &Arena, target: u32, marks: &mut Marks, links: &mut Vec<Link>) {
    let nodes = arena.ancestors(target, marks);
    nodes.sort_unstable();
    for &n in &*nodes {
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

/// Why the two cells of each link that no row, column or box holds together are linked
/// on a variant board ("r1c1 and r9c9 share the main diagonal", "r1c5 and r2c3 are a
/// knight's move apart"), each pair once; empty on a classic board.
fn relations(board: &Board, links: &[Link]) -> Vec<Phrase> {
    let Some(layout) = board.rules() else {
        return Vec::new();
    };
    let mut out: Vec<Phrase> = Vec::new();
    for l in links {
        let ((a, da), (b, db)) = (l.from, l.to);
        let (i, j) = (a.index(), b.index());
        if i == j
            || layout.houses[..27]
                .iter()
                .any(|h| h.set.has_index(i) && h.set.has_index(j))
        {
            continue;
        }
        let apart = if da == db {
            layout.why_distinct(i, j)
        } else {
            // A weak link between two digits: consecutive digits of orthogonal neighbours.
            Some(Apart::NeighbourDigits(da, db))
        };
        if let Some(apart) = apart {
            let said = relation(a, b, apart);
            if !out.contains(&said) {
                out.push(said);
            }
        }
    }
    out
}

/// Builds a chain step; `house` is the house a region forcing chain starts from.
#[allow(clippy::too_many_arguments)]
fn chain_step(
    technique: Technique,
    target: Pot,
    board: &Board,
    starts: Vec<Pot>,
    links: Vec<Link>,
    complexity: usize,
    sort_key: u8,
    house: Option<usize>,
) -> Option<Found> {
    let (cands, place) = conclusion(board, target)?;
    let bonus = length_bonus(complexity);
    let mut cells: Vec<crate::Cell> = starts.iter().map(|&p| cell(pot_cell(p))).collect();
    cells.dedup();
    let (houses, named_houses) = board.evidence_houses(house.map(|h| (Role::Base, h)));
    let evidence = Evidence {
        houses,
        cells: tag(Role::Pattern, cells),
        candidates: tag_candidates(Role::Pattern, starts.iter().map(|&p| candidate(p))),
        digits: vec![digit(pot_digit(target))],
        relations: relations(board, &links),
        links,
        implied: Vec::new(),
        named_houses,
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
        house,
    })
}
