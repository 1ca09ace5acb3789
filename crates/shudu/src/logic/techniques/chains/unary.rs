//! Sudoku Explainer's first chaining rule ("Forcing Chains & Cycles"): from each
//! candidate, breadth first along the implication graph, in three passes — X links only
//! (one digit), Y links only (bivalue cells; cycles only), then both.
//!
//! - A **bidirectional cycle** returns to its starting candidate "on" after at least four
//!   half-steps; it holds whichever way round it is read, so a candidate seeing a node of
//!   its digit that is true one way and one that is true the other way is false (X-cycle
//!   and Y-cycle 6.5, mixed 7.0).
//! - A **forcing chain** leads from a candidate assumed true to the same candidate false
//!   (so it is false), or from it assumed false to it true (so it is placed) (X-chain 6.6,
//!   mixed 7.0).
//!
//! Both get Sudoku Explainer's length bonus on the number of distinct potentials in the
//! chain.
//!
//! When the driver wants only the step it takes (the least by rating, length and kind, the
//! first found among equals), a walk stops as soon as every chain it could still find
//! would sort no earlier than the best one kept, and a pass whose kinds all rate above it
//! is not built at all: the chain taken is the same, found with less work.

use super::super::super::board::Board;
use super::super::super::budget;
use super::super::super::houses::set_cells;
use super::super::super::step::Step;
use super::super::super::technique::Technique;
use super::super::bits;
use super::graph::{
    Arena, Grid, Marks, NONE, POTS, Pot, conjugate, is_on, length_bonus, pot, pot_cell, pot_digit,
    se_difficulty,
};
use super::reach::Reach;
use super::{Found, Graphs, Key, chain_step, compare, emit, links_of, sort};
use crate::grid::CellSet;
use std::cmp::Ordering;
use std::collections::VecDeque;

/// The key of a chain of `technique` and `kind` with `complexity` potentials.
fn key_of(technique: Technique, complexity: usize, kind: u8) -> Key {
    let bonus = length_bonus(complexity);
    (
        se_difficulty(technique.rating_tenths(), bonus),
        complexity,
        kind,
    )
}

/// The least key kept so far, when only the driver's step is wanted.
#[derive(Clone, Copy)]
struct Bound {
    first_only: bool,
    best: Option<Key>,
}

impl Bound {
    /// Whether no chain of `technique` and `kind` with `complexity` potentials or more
    /// can be the one taken: it would sort no earlier than a chain already kept (the
    /// length bonus never falls as chains grow, and a chain found later loses a tie).
    fn hopeless(&self, technique: Technique, complexity: usize, kind: u8) -> bool {
        self.first_only
            && self.best.is_some_and(|best| {
                compare(key_of(technique, complexity, kind), best) != Ordering::Less
            })
    }

    fn keep(&mut self, f: Found, found: &mut Vec<Found>) {
        let key = (f.difficulty, f.complexity, f.sort_key);
        if self
            .best
            .is_none_or(|best| compare(key, best) == Ordering::Less)
        {
            self.best = Some(key);
        }
        found.push(f);
    }
}

/// Reusable state of one search.
struct Search<'a> {
    /// The graph of the current pass.
    graph: &'a Reach,
    board: &'a Board,
    arena: Arena,
    /// Node of each potential reached (the latest one, for off potentials of cycles).
    index: Vec<u32>,
    marks: Marks,
    /// Fingerprint of each node's first-parent line, for cycles.
    above: Vec<u128>,
    /// Queues of the walk, kept from one start to the next (there is one walk per
    /// candidate and pass).
    pending_on: VecDeque<u32>,
    pending_off: VecDeque<u32>,
    /// Depth of each node below the start of its walk (forcing chains).
    depth: Vec<usize>,
    bound: Bound,
}

/// Every chain of the rule, in Sudoku Explainer's order; with `first_only`, at least the
/// first of them (the others may be left out).
///
/// The pass with X links only, whose chains are of one digit each, searches only the
/// digits of `x_digits`: the others are known to have none (see `memory.rs`). The reach
/// of the last pass (X and Y links, with closures) is left in `graphs` when that pass is
/// searched, for the cell and region forcing chains of the same board.
pub(in super::super) fn find(
    board: &Board,
    first_only: bool,
    x_digits: u16,
    graphs: &mut Graphs,
    out: &mut Vec<Step>,
) {
    // Non-consecutive neighbours link digits even without Y links: no X chain then
    // keeps to one digit.
    let x_digits = if super::non_consecutive(board) {
        0x1ff
    } else {
        x_digits
    };
    let found = found_keeping(board, first_only, x_digits, &mut graphs.static_reach);
    emit(found, out);
}

/// Every cycle and forcing chain with what Sudoku Explainer sorts it by, in its order;
/// with `first_only`, at least the first of them.
#[cfg(test)]
pub(super) fn found(board: &Board, first_only: bool) -> Vec<Found> {
    found_keeping(board, first_only, 0x1ff, &mut None)
}

/// Every cycle and forcing chain that starts from a potential `start` accepts (a cycle
/// from its "on" start, a forcing chain from the potential assumed), in Sudoku
/// Explainer's order: the chains [`found`] lists from those starts, as it finds them (one
/// start's walk never depends on another's).
pub(super) fn found_from(board: &Board, start: &dyn Fn(Pot) -> bool) -> Vec<Found> {
    found_starting(board, false, 0x1ff, &mut None, start)
}

/// [`found`], the X pass on the digits of `x_digits` only (see [`find`]), leaving in
/// `keep` the reach of the last pass when it is searched.
pub(super) fn found_keeping(
    board: &Board,
    first_only: bool,
    x_digits: u16,
    keep: &mut Option<Reach>,
) -> Vec<Found> {
    found_starting(board, first_only, x_digits, keep, &|_| true)
}

/// [`found_keeping`] from the starts `start` accepts.
fn found_starting(
    board: &Board,
    first_only: bool,
    x_digits: u16,
    keep: &mut Option<Reach>,
    start: &dyn Fn(Pot) -> bool,
) -> Vec<Found> {
    let grid = Grid::of(board);
    let mut arena = Arena::default();
    let mut index = vec![NONE; POTS];
    let mut marks = Marks::default();
    let mut found = Vec::new();
    // One graph's room, rebuilt for each pass.
    let mut reach = Reach::empty();
    let mut bound = Bound {
        first_only,
        best: None,
    };
    for (y, x) in [(false, true), (true, false), (true, true)] {
        // No chain has fewer potentials than none: a pass whose kinds all sort after the
        // best kept is left out.
        if bound.hopeless(cycle_technique(y, x), 0, sort_key(y, x))
            && (!x || bound.hopeless(forcing_technique(y), 0, sort_key(y, true)))
        {
            continue;
        }
        // Only the forcing chains, searched with X links, ask what reaches what; without
        // X links only cycles from bivalue cells are searched, so only what those reach
        // is needed.
        // With X links only, the graph of each digit is apart from the others'.
        let wanted = |d: usize| y || x_digits >> d & 1 != 0;
        reach.build(&grid, y, x, x, |p| {
            (x || is_on(p) && grid.masks[pot_cell(p)].count_ones() == 2)
                && wanted(pot_digit(p))
                && start(p)
        });
        let mut s = Search {
            graph: &reach,
            board,
            arena: std::mem::take(&mut arena),
            index: std::mem::take(&mut index),
            marks: std::mem::take(&mut marks),
            above: Vec::new(),
            pending_on: VecDeque::new(),
            pending_off: VecDeque::new(),
            depth: Vec::new(),
            bound,
        };
        for c in 0..81 {
            if budget::spent() {
                break;
            }
            let mask = grid.masks[c];
            if board.raw_value(c) != 0 || mask.count_ones() < 2 {
                continue;
            }
            if !x && mask.count_ones() > 2 {
                continue;
            }
            for d in bits(mask).filter(|&d| wanted(d)) {
                // The walks below find nothing the graph cannot reach: a cycle needs the
                // start back, a forcing chain its negation.
                let source = pot(c, d, true);
                if start(source) && reach.on_cycle(c, d) {
                    s.cycles(source, y, x, &mut found);
                }
                if x {
                    if start(source) && reach.refutes(source) {
                        s.forcing(source, y, &mut found);
                    }
                    if start(conjugate(source)) && reach.refutes(conjugate(source)) {
                        s.forcing(conjugate(source), y, &mut found);
                    }
                }
            }
        }
        (arena, index, marks, bound) = (s.arena, s.index, s.marks, s.bound);
        if y && x {
            *keep = Some(std::mem::replace(&mut reach, Reach::empty()));
        }
    }
    sort(&mut found);
    found
}

fn cycle_technique(y: bool, x: bool) -> Technique {
    match (y, x) {
        (false, _) => Technique::BidirectionalXCycle,
        (_, false) => Technique::BidirectionalYCycle,
        _ => Technique::BidirectionalCycle,
    }
}

fn forcing_technique(y: bool) -> Technique {
    if y {
        Technique::ForcingChain
    } else {
        Technique::ForcingXChain
    }
}

impl Search<'_> {
    fn reset(&mut self) {
        for n in &self.arena.nodes {
            self.index[n.pot as usize] = NONE;
        }
        self.arena.clear();
    }

    /// Cycles back to `source`, each walked without stepping back onto its own line.
    fn cycles(&mut self, source: Pot, y: bool, x: bool, found: &mut Vec<Found>) {
        self.reset();
        let root = self.arena.add(source, &[]);
        self.index[source as usize] = root;
        // Per node, a fingerprint of the potentials on its first-parent line (bit
        // `pot % 128`): the exact walk up the line runs only when the bit is there.
        self.above.clear();
        self.above.push(0);
        let mut pending_on = std::mem::take(&mut self.pending_on);
        let mut pending_off = std::mem::take(&mut self.pending_off);
        pending_on.clear();
        pending_off.clear();
        pending_on.push_back(root);
        let mut ends = Vec::new();
        let mut length = 0;
        let (technique, kind) = (cycle_technique(y, x), sort_key(y, x));
        while !pending_on.is_empty() || !pending_off.is_empty() {
            // A cycle closed at this length or later has `length` potentials (the
            // start's returns as its end), so none of them can be taken.
            if self.bound.hopeless(technique, length + 2, kind) {
                break;
            }
            length += 1;
            while let Some(n) = pending_on.pop_front() {
                let line = self.above[n as usize] | 1 << (self.arena.pot(n) % 128);
                for &q in self.graph.successors(self.arena.pot(n)) {
                    // A potential that cannot lead back to the source adds no cycle, and
                    // neither does anything reached through it; leaving it out keeps the
                    // walk of the others as it was (same order, same parents).
                    if !self.graph.cycles_with(q, source) {
                        continue;
                    }
                    let maybe_above = self.above[n as usize] & 1 << (q % 128) != 0;
                    if !maybe_above || !self.arena.has_ancestor(n, q) {
                        let m = self.arena.add(q, &[n]);
                        self.above.push(line);
                        self.index[q as usize] = m;
                        pending_off.push_back(m);
                    }
                }
            }
            length += 1;
            while let Some(n) = pending_off.pop_front() {
                let line = self.above[n as usize] | 1 << (self.arena.pot(n) % 128);
                for &q in self.graph.successors(self.arena.pot(n)) {
                    if !self.graph.cycles_with(q, source) {
                        continue;
                    }
                    if length >= 4 && q == source {
                        ends.push((self.arena.add(q, &[n]), length));
                        self.above.push(line);
                    }
                    if self.index[q as usize] == NONE {
                        let m = self.arena.add(q, &[n]);
                        self.above.push(line);
                        self.index[q as usize] = m;
                        pending_on.push_back(m);
                    }
                }
            }
        }
        (self.pending_on, self.pending_off) = (pending_on, pending_off);
        for (end, length) in ends {
            if self.bound.hopeless(technique, length, kind) {
                break;
            }
            if let Some(f) = self.cycle_step(end, technique, kind) {
                debug_assert!(f.complexity >= length, "a cycle's potentials, its length");
                self.bound.keep(f, found);
            }
        }
    }

    fn cycle_step(&mut self, end: u32, technique: Technique, key: u8) -> Option<Found> {
        // The cycle's cells, then the candidates that see a node of their digit "on" one
        // way round and a node "off" (so "on" the other way round).
        let mut line = Vec::new();
        let mut n = end;
        while let Some(&up) = self.arena.parents(n).first() {
            line.push(n);
            n = up;
        }
        let cells = line.iter().fold(CellSet::EMPTY, |s, &m| {
            s.with_index(pot_cell(self.arena.pot(m)))
        });
        let mut forward = [CellSet::EMPTY; 9];
        let mut back = [CellSet::EMPTY; 9];
        for &m in &line {
            let p = self.arena.pot(m);
            let d = pot_digit(p);
            let seen = self.board.peer_set(pot_cell(p)) - cells;
            if is_on(p) {
                forward[d] |= seen;
            } else {
                back[d] |= seen;
            }
        }
        // Per digit the candidates that go, then listed cell by cell, digits in order.
        let gone: [CellSet; 9] =
            std::array::from_fn(|d| forward[d] & back[d] & self.board.digit_set(d));
        let any = gone.iter().fold(CellSet::EMPTY, |u, &g| u | g);
        if any.is_empty() {
            return None;
        }
        let mut elims = Vec::new();
        for c in set_cells(any) {
            for (d, g) in gone.iter().enumerate() {
                if g.has_index(c) {
                    elims.push((super::cell(c), super::digit(d)));
                }
            }
        }
        let complexity = self.arena.ancestor_count(end, &mut self.marks);
        let mut links = Vec::new();
        links_of(&self.arena, end, &mut self.marks, &mut links);
        let source = self.arena.pot(n);
        let mut f = chain_step(
            technique,
            source,
            self.board,
            vec![source],
            links,
            complexity,
            key,
            None,
        )?;
        f.step.placements.clear();
        f.step.eliminations = elims;
        f.step.evidence.cells = crate::logic::step::tag(
            crate::logic::Role::Pattern,
            set_cells(cells).map(super::cell),
        );
        Some(f)
    }

    /// Chains from `source` to its own negation.
    fn forcing(&mut self, source: Pot, y: bool, found: &mut Vec<Found>) {
        self.reset();
        let root = self.arena.add(source, &[]);
        self.index[source as usize] = root;
        self.depth.clear();
        self.depth.push(0);
        let (technique, kind) = (forcing_technique(y), sort_key(y, true));
        let mut pending_on = std::mem::take(&mut self.pending_on);
        let mut pending_off = std::mem::take(&mut self.pending_off);
        pending_on.clear();
        pending_off.clear();
        if is_on(source) {
            pending_on.push_back(root);
        } else {
            pending_off.push_back(root);
        }
        let target = conjugate(source);
        // The chain is fixed once the target is first met (a node's parents never
        // change), so the walk stops there; a potential that cannot reach the target
        // cannot lie on the chain, nor can anything reached through it, so it is left out
        // without changing the order or the parents of the others.
        let mut end = None;
        'walk: while !pending_on.is_empty() || !pending_off.is_empty() {
            for on in [true, false] {
                let (from, to) = if on {
                    (&mut pending_on, &mut pending_off)
                } else {
                    (&mut pending_off, &mut pending_on)
                };
                while let Some(n) = from.pop_front() {
                    // The queues hold one depth at a time, growing: a chain met from
                    // here on holds at least the potentials down to `n` and the target,
                    // all distinct (each is reached once).
                    let depth = self.depth[n as usize];
                    if self.bound.hopeless(technique, depth + 2, kind) {
                        break 'walk;
                    }
                    for &q in self.graph.successors(self.arena.pot(n)) {
                        if q == target {
                            end = Some(self.arena.add(q, &[n]));
                            self.depth.push(depth + 1);
                            break 'walk;
                        }
                        if self.index[q as usize] == NONE && self.graph.reaches(q, target) {
                            let m = self.arena.add(q, &[n]);
                            self.depth.push(depth + 1);
                            self.index[q as usize] = m;
                            to.push_back(m);
                        }
                    }
                }
            }
        }
        (self.pending_on, self.pending_off) = (pending_on, pending_off);
        let Some(end) = end else {
            return;
        };
        let complexity = self.arena.ancestor_count(end, &mut self.marks);
        debug_assert_eq!(complexity, self.depth[end as usize] + 1);
        let mut links = Vec::new();
        links_of(&self.arena, end, &mut self.marks, &mut links);
        if let Some(f) = chain_step(
            technique,
            target,
            self.board,
            vec![source],
            links,
            complexity,
            kind,
            None,
        ) {
            self.bound.keep(f, found);
        }
    }
}

/// Sudoku Explainer's tie-break between kinds of equal rating and length.
fn sort_key(y: bool, x: bool) -> u8 {
    match (y, x) {
        (true, true) => 4,
        (true, false) => 3,
        _ => 2,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Grid;
    use crate::logic::path::solve_path;

    /// Puzzles of top1465 whose paths reach the chains.
    const PUZZLES: [&str; 2] = [
        "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
        "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
    ];

    fn is_x(f: &Found) -> bool {
        matches!(
            f.step.technique,
            Technique::BidirectionalXCycle | Technique::ForcingXChain
        )
    }

    #[test]
    fn the_x_pass_of_some_digits_finds_exactly_their_chains() {
        let mut x_chains = 0;
        for text in PUZZLES {
            let grid: Grid = text.parse().expect("valid puzzle");
            let path = solve_path(&grid);
            let mut board = Board::new(&grid);
            for step in path.steps.iter().take(60) {
                let all = found(&board, false);
                // Without the X pass, the other passes' chains, in the same order.
                let none = found_keeping(&board, false, 0, &mut None);
                let others: Vec<&Step> = all.iter().filter(|f| !is_x(f)).map(|f| &f.step).collect();
                assert!(none.iter().all(|f| !is_x(f)));
                assert_eq!(others, none.iter().map(|f| &f.step).collect::<Vec<_>>());
                // Digit by digit, the X chains of that digit; together, all of them.
                let mut by_digit: Vec<String> = Vec::new();
                for d in 0..9 {
                    for f in found_keeping(&board, false, 1 << d, &mut None)
                        .iter()
                        .filter(|f| is_x(f))
                    {
                        assert!(
                            f.step
                                .evidence
                                .candidates
                                .iter()
                                .all(|&(_, _, g)| usize::from(g.get()) == d + 1)
                        );
                        by_digit.push(format!("{:?}", f.step));
                    }
                }
                let mut listed: Vec<String> = all
                    .iter()
                    .filter(|f| is_x(f))
                    .map(|f| format!("{:?}", f.step))
                    .collect();
                by_digit.sort();
                listed.sort();
                x_chains += listed.len();
                assert_eq!(by_digit, listed, "{text}");
                board.apply(step);
            }
        }
        assert!(x_chains >= 10, "{x_chains}");
    }
}
