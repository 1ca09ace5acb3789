//! Sudoku Explainer's chaining rules that follow every consequence of an assumption at
//! once (its `doChaining`), at three levels:
//!
//! - **Nishio** (7.5): dynamic, X links only; a candidate whose truth (or falsity) leads
//!   to some candidate being both true and false is false (or true).
//! - **Multiple** (8.0): cell forcing chains (every candidate of a cell of three or more
//!   leads to the same conclusion) and region forcing chains (every place of a digit in a
//!   house does).
//! - **Dynamic** (8.5): as multiple, from bivalue cells too, plus contradiction and double
//!   forcing chains (a candidate true and false lead to the same conclusion); while a
//!   chain runs, the candidates it has turned off are gone, so singles it creates count.
//!
//! Consequences of one assumption are computed once per search and shared by the kinds
//! that use them. Each step is rated by level plus the length bonus on the total number
//! of potentials its chains rely on. The driver's pick at the first three levels comes
//! from `multiple/pick.rs`, which finds it on cheaper walks (`multiple/trace.rs`) and
//! walks in full only the assumptions of chains that can come first.

use std::collections::VecDeque;

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
use super::nested::{Nesting, Recall, advanced};
use super::plus::Implied;
use super::unchanged::Unchanged;
use super::{Found, Graphs, Key, chain_step, compare, emit, links_of, sort};
use crate::grid::CellSet;

mod pick;
mod templates;
mod trace;

/// Words of a set of potentials.
const WORDS: usize = POTS.div_ceil(64);

/// Which of Sudoku Explainer's chaining rules runs.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(in super::super) enum Level {
    Nishio,
    Multiple,
    Dynamic,
    /// Dynamic chains that apply further rules when they stall (`nested.rs`).
    Nested(Nesting),
}

/// Everything one assumption implies (until a contradiction, if it meets one).
struct Outcome {
    arena: Arena,
    /// Nodes of the "on" and "off" potentials reached, in the order reached.
    on: Vec<u32>,
    off: Vec<u32>,
    /// Node of each reached potential, sorted by potential.
    by_pot: Vec<(Pot, u32)>,
    /// The reached potentials as a set, for the membership tests of the cell, region and
    /// double rules (a bit test instead of a search).
    reached: [u64; WORDS],
    /// The two nodes of the candidate found both true and false.
    absurd: Option<(u32, u32)>,
    /// Nodes a nested chain turned off, in node order, with that chain's complexity and
    /// fingerprint (empty below the nested levels).
    nested: Vec<(u32, usize, u64)>,
}

impl Outcome {
    fn reaches(&self, p: Pot) -> bool {
        self.reached[p as usize / 64] & 1 << (p % 64) != 0
    }

    fn node(&self, p: Pot) -> Option<u32> {
        if !self.reaches(p) {
            return None;
        }
        self.by_pot
            .binary_search_by_key(&p, |&(q, _)| q)
            .ok()
            .map(|i| self.by_pot[i].1)
    }
}

struct Chainer<'a> {
    board: &'a Board,
    grid: Grid,
    level: Level,
    index: Vec<u32>,
    marks: Marks,
    outcomes: Vec<Option<Box<Outcome>>>,
    /// What the walks without parents reached (`pick.rs`).
    traces: trace::Traces,
    scratch: Scratch,
    /// Node and parent counts of the last walk.
    last_sizes: (usize, usize),
    /// At the nested levels, on the driver's board, what the nested rules implied on the
    /// boards met so far (shared with the other nested levels through [`Graphs`]).
    recall: Option<Recall>,
}

/// Buffers one propagation reuses from the last.
#[derive(Default)]
struct Scratch {
    pending_on: VecDeque<u32>,
    pending_off: VecDeque<u32>,
    offs: Vec<Pot>,
    ons: Vec<(Pot, Option<usize>)>,
    parents: Vec<u32>,
    /// The regions of one candidate's region chains (`Chainer::region_starts`).
    regions: Vec<(usize, CellSet)>,
}

/// A found chain before its step is built: what to sort by and how to build it.
struct Pending {
    technique: Technique,
    target: Pot,
    /// The chains: the assumption each starts from and the node it reaches.
    branches: Vec<(Pot, u32)>,
    /// For contradictions, the second chain (from the same assumption).
    second: Option<u32>,
    complexity: usize,
    sort_key: u8,
    house: Option<usize>,
    /// The rating Sudoku Explainer sorts by first.
    difficulty: f64,
}

/// Appends the steps of `level`'s rule in the order the driver takes them; with
/// `first_only`, only the first (the driver's pick), so that the links of the chains the
/// driver passes over are never traced. The cell and region forcing chains take the
/// static graph's reach from `graphs` when the board's unary search left it there. The
/// Nishio chains, each of one digit, are picked among the digits of `nishio_digits`
/// only: the others are known to have none (see `memory.rs`).
pub(in super::super) fn find(
    board: &Board,
    level: Level,
    first_only: bool,
    nishio_digits: u16,
    graphs: &mut Graphs,
    out: &mut Vec<Step>,
) {
    // Non-consecutive neighbours take a Nishio chain off its digit.
    let nishio_digits = if super::non_consecutive(board) {
        0x1ff
    } else {
        nishio_digits
    };
    if first_only {
        let first = if matches!(level, Level::Nested(_)) {
            // A chain whose step turns out empty is skipped, as `emit` skips it.
            let (mut ch, pending) = search_sorted(board, level, &mut graphs.recall);
            let first = pending.into_iter().find_map(|p| ch.build(p));
            graphs.recall = ch.recall.take();
            first
        } else {
            // Only the cell and region forcing chains read the static graph's reach.
            let reach = (level == Level::Multiple)
                .then(|| graphs.static_reach.take())
                .flatten();
            pick::pick(board, level, reach, nishio_digits)
        };
        out.extend(first.map(|f| f.step));
        return;
    }
    emit(found_recalling(board, level, &mut graphs.recall), out);
}

/// Every step of `level`'s rule with what Sudoku Explainer sorts it by, in its order.
#[cfg(test)]
pub(super) fn found(board: &Board, level: Level) -> Vec<Found> {
    found_recalling(board, level, &mut None)
}

/// [`found`], a nested level reading and adding to `recall` (see [`search`]).
fn found_recalling(board: &Board, level: Level, recall: &mut Option<Recall>) -> Vec<Found> {
    let (mut ch, pending) = search(board, level, recall);
    let mut found: Vec<Found> = pending.into_iter().filter_map(|p| ch.build(p)).collect();
    *recall = ch.recall.take();
    sort(&mut found);
    found
}

/// [`search`], its chains in the stable order `emit` gives their steps (rating, then
/// potentials, then kind), so that building only the first wanted gives the same step.
fn search_sorted<'a>(
    board: &'a Board,
    level: Level,
    recall: &mut Option<Recall>,
) -> (Chainer<'a>, Vec<Pending>) {
    let (ch, mut pending) = search(board, level, recall);
    pending.sort_by(|a, b| compare(a.key(), b.key()));
    (ch, pending)
}

/// Builds a chain's step when called (`None` when it has nothing to remove).
pub(super) type Build<'a> = dyn FnMut() -> Option<Found> + 'a;

/// The chains of `level`'s rule whose target `wanted` accepts when its turn comes (what
/// it accepts may narrow as chains are visited, never widen), in Sudoku Explainer's
/// order, each offered to `visit` as its target and a way to build its step, so that only
/// the steps wanted are built. Below the nested levels, the chains not wanted are never
/// counted either (`pick.rs`), nor, with `unchanged`, those that rely on nothing the
/// outer chain removed.
pub(super) fn visit_wanted(
    board: &Board,
    level: Level,
    wanted: &dyn Fn(Pot) -> bool,
    unchanged: Option<&Unchanged>,
    visit: &mut dyn FnMut(Pot, &mut Build),
) {
    if !matches!(level, Level::Nested(_)) {
        return pick::visit_wanted(board, level, wanted, unchanged, visit);
    }
    // Walks that apply nested rules depend on the whole board: no test tells them.
    debug_assert!(unchanged.is_none());
    let (mut ch, pending) = search_sorted(board, level, &mut None);
    for p in pending {
        let target = p.target;
        if !wanted(target) {
            continue;
        }
        let mut p = Some(p);
        visit(target, &mut || p.take().and_then(|p| ch.build(p)));
    }
}

/// The walks without parents from every assumption on one board, kept for the searches
/// of boards with fewer candidates (`unchanged.rs`).
pub(super) struct Walks {
    traces: trace::Traces,
}

impl Walks {
    /// The dynamic walks from each candidate's two potentials on `board`.
    pub(super) fn of(board: &Board) -> Walks {
        let mut ch = Chainer::new(board, Level::Dynamic);
        for c in 0..81 {
            if board.raw_value(c) != 0 {
                continue;
            }
            for d in bits(board.mask(c)) {
                ch.trace(pot(c, d, true));
                ch.trace(pot(c, d, false));
            }
        }
        Walks {
            traces: std::mem::take(&mut ch.traces),
        }
    }

    /// What the walk from `p` reached, the cells of each digit "off" (`[d]`) and "on"
    /// (`[9 + d]`); `None` when it met a contradiction or was not taken.
    pub(super) fn reached(&self, p: Pot) -> Option<&[CellSet; 18]> {
        self.traces
            .get(p)
            .filter(|t| t.absurd.is_none())
            .map(|t| &t.sets)
    }
}

impl Pending {
    fn key(&self) -> Key {
        (self.difficulty, self.complexity, self.sort_key)
    }
}

/// Every chain of `level`'s rule, before its step is built. At a nested level the chainer
/// takes `recall`, what the nested rules implied on the boards met by earlier searches of
/// `board` (a fresh one when `None`), and keeps it, with what this search met, for the
/// caller to put back.
fn search<'a>(
    board: &'a Board,
    level: Level,
    recall: &mut Option<Recall>,
) -> (Chainer<'a>, Vec<Pending>) {
    let mut ch = Chainer::new(board, level);
    if matches!(level, Level::Nested(_)) {
        ch.recall = Some(recall.take().unwrap_or_default());
    }
    // Nishio chains are dynamic too (Sudoku Explainer runs them with its dynamic flag).
    let dynamic = level != Level::Multiple;
    let mut pending = Vec::new();
    for c in 0..81 {
        if budget::spent() {
            break;
        }
        let card = board.mask(c).count_ones();
        if board.raw_value(c) != 0 || !(card > 2 || (card > 1 && dynamic)) {
            continue;
        }
        ch.cell(c, card, &mut pending);
    }
    (ch, pending)
}

impl<'a> Chainer<'a> {
    fn new(board: &'a Board, level: Level) -> Chainer<'a> {
        let grid = Grid::of(board);
        Chainer {
            board,
            traces: trace::Traces::new(&grid),
            grid,
            level,
            index: vec![NONE; POTS],
            marks: Marks::default(),
            outcomes: (0..POTS).map(|_| None).collect(),
            scratch: Scratch::default(),
            last_sizes: (0, 0),
            recall: None,
        }
    }
}

impl Drop for Chainer<'_> {
    fn drop(&mut self) {
        std::mem::take(&mut self.traces).recycle();
    }
}

impl Chainer<'_> {
    fn outcome(&mut self, start: Pot) -> &Outcome {
        if self.outcomes[start as usize].is_none() {
            let o = self.propagate(start);
            self.outcomes[start as usize] = Some(Box::new(o));
        }
        self.outcomes[start as usize]
            .as_deref()
            .expect("just computed")
    }

    fn get(&self, start: Pot) -> &Outcome {
        self.outcomes[start as usize]
            .as_deref()
            .expect("computed before use")
    }

    /// Sudoku Explainer's `doChaining` from one assumption.
    fn propagate(&mut self, start: Pot) -> Outcome {
        let y = self.level != Level::Nishio;
        let dynamic = self.level != Level::Multiple;
        let mut work = self.grid.clone();
        // Sized as the last walk was: walks of one board are alike, and growing the
        // arrays step by step costs more than the walk's own work.
        let (nodes, parents) = self.last_sizes;
        let mut arena = Arena::with_capacity(nodes + 16, parents + 16);
        let mut on = Vec::with_capacity(nodes + 16);
        let mut off = Vec::with_capacity(nodes + 16);
        let mut reached = [0u64; WORDS];
        let root = arena.add(start, &[]);
        self.index[start as usize] = root;
        let mut sc = std::mem::take(&mut self.scratch);
        sc.pending_on.clear();
        sc.pending_off.clear();
        if is_on(start) {
            on.push(root);
            sc.pending_on.push_back(root);
        } else {
            off.push(root);
            sc.pending_off.push_back(root);
        }
        let mut absurd = None;
        let mut nested = Vec::new();
        'search: loop {
            if let Some(n) = sc.pending_on.pop_front() {
                work.on_to_off(arena.pot(n), y, &mut sc.offs);
                for &q in &sc.offs {
                    let other = self.index[conjugate(q) as usize];
                    if other != NONE {
                        let m = arena.add(q, &[n]);
                        absurd = Some((other, m));
                        break 'search;
                    }
                    if self.index[q as usize] == NONE {
                        let m = arena.add(q, &[n]);
                        self.index[q as usize] = m;
                        off.push(m);
                        sc.pending_off.push_back(m);
                    }
                }
                continue;
            }
            let Some(n) = sc.pending_off.pop_front() else {
                if let Level::Nested(nest) = self.level {
                    // Plain implications stall: the nested rules may go on.
                    let mut implied = Vec::new();
                    let index = &self.index;
                    let known = |p: Pot| index[p as usize] != NONE;
                    let recall = self.recall.as_mut();
                    advanced(
                        self.board,
                        &self.grid,
                        &work,
                        nest,
                        &known,
                        recall,
                        &mut implied,
                    );
                    let added = self.take_implied(implied, &mut arena, &mut nested);
                    for m in added {
                        off.push(m);
                        sc.pending_off.push_back(m);
                    }
                    if !sc.pending_off.is_empty() {
                        continue;
                    }
                }
                break;
            };
            let p = arena.pot(n);
            work.off_to_on(p, y, true, &mut sc.ons);
            if dynamic {
                work.remove(pot_cell(p), pot_digit(p));
            }
            for &(q, why) in &sc.ons {
                sc.parents.clear();
                sc.parents.push(n);
                if dynamic {
                    self.hidden_parents(q, why, &work, &mut sc.parents);
                }
                let other = self.index[conjugate(q) as usize];
                if other != NONE {
                    let m = arena.add(q, &sc.parents);
                    absurd = Some((m, other));
                    break 'search;
                }
                if self.index[q as usize] == NONE {
                    let m = arena.add(q, &sc.parents);
                    self.index[q as usize] = m;
                    on.push(m);
                    sc.pending_on.push_back(m);
                }
            }
        }
        self.scratch = sc;
        self.last_sizes = arena.sizes();
        for &m in on.iter().chain(&off) {
            let p = arena.pot(m) as usize;
            reached[p / 64] |= 1 << (p % 64);
        }
        // The set, read in increasing order, gives the nodes sorted by potential.
        let mut by_pot = Vec::with_capacity(on.len() + off.len());
        for (w, &word) in reached.iter().enumerate() {
            let mut rest = word;
            while rest != 0 {
                let p = w * 64 + rest.trailing_zeros() as usize;
                rest &= rest - 1;
                by_pot.push((p as Pot, self.index[p]));
                self.index[p] = NONE;
            }
        }
        Outcome {
            arena,
            on,
            off,
            by_pot,
            reached,
            absurd,
            nested,
        }
    }

    /// Adds the nested rules' implications not reached yet as "off" nodes (whose parents
    /// are the nodes of the removals they rely on) and returns them.
    fn take_implied(
        &mut self,
        implied: Vec<Implied>,
        arena: &mut Arena,
        nested: &mut Vec<(u32, usize, u64)>,
    ) -> Vec<u32> {
        let mut added = Vec::new();
        let mut parents = Vec::new();
        for i in implied {
            if self.index[i.pot as usize] != NONE {
                continue;
            }
            parents.clear();
            parents.extend(
                i.parents
                    .iter()
                    .map(|&p| self.index[p as usize])
                    .filter(|&n| n != NONE),
            );
            let m = arena.add(i.pot, &parents);
            self.index[i.pot as usize] = m;
            if let Some((complexity, key)) = i.nested {
                nested.push((m, complexity, key));
            }
            added.push(m);
        }
        added
    }

    /// The "off" nodes behind an "on" that holds only because the chain removed other
    /// candidates (of the cell, or of the digit in the house). `work` is the state before
    /// the parent's own removal, as in Sudoku Explainer.
    fn hidden_parents(&self, q: Pot, why: Option<usize>, work: &Grid, parents: &mut Vec<u32>) {
        let (c, d) = (pot_cell(q), pot_digit(q));
        let parent = parents[0];
        let mut push = |cell: usize, digit: usize| {
            let n = self.index[pot(cell, digit, false) as usize];
            if n != NONE && n != parent {
                parents.push(n);
            }
        };
        match why {
            None => {
                for e in bits(self.grid.masks[c] & !work.masks[c]) {
                    push(c, e);
                }
            }
            Some(h) => {
                for o in set_cells(self.grid.places(h, d) - work.places(h, d)) {
                    push(o, d);
                }
            }
        }
    }

    /// The dynamic kinds of step (contradiction, double, cell, region) at this level.
    fn kinds(&self) -> [Technique; 4] {
        match self.level {
            Level::Nested(nest) => nest.techniques(),
            _ => [
                Technique::DynamicContradictionForcingChains,
                Technique::DynamicDoubleForcingChains,
                Technique::DynamicCellForcingChains,
                Technique::DynamicRegionForcingChains,
            ],
        }
    }

    /// The technique of a cell forcing chain at this level.
    fn cell_kind(&self) -> Technique {
        match self.level {
            Level::Multiple | Level::Nishio => Technique::CellForcingChains,
            _ => self.kinds()[2],
        }
    }

    /// The technique of a region forcing chain at this level.
    fn region_kind(&self) -> Technique {
        match self.level {
            Level::Multiple | Level::Nishio => Technique::RegionForcingChains,
            _ => self.kinds()[3],
        }
    }

    /// The region chains on digit `d` through cell `c`, into `out`: for each house of `c`
    /// where `c` is the first of two or more places of `d` (so each region is taken
    /// once), the house and the places. Called for every candidate of every search, so
    /// it allocates nothing (`out` is the caller's, reused).
    fn region_starts(&self, c: usize, d: usize, out: &mut Vec<(usize, CellSet)>) {
        out.clear();
        for h in self.grid.houses(c) {
            let places = self.grid.places(h, d);
            if places.len() >= 2 && places.first_index() == Some(c) {
                out.push((h, places));
            }
        }
    }

    /// Every chain from the candidates of cell `c` (Sudoku Explainer's per-cell work).
    fn cell(&mut self, c: usize, card: u32, pending: &mut Vec<Pending>) {
        let nishio = self.level == Level::Nishio;
        let dynamic = matches!(self.level, Level::Dynamic | Level::Nested(_));
        let do_double = card >= 3 && dynamic;
        let contradiction = self.level != Level::Multiple;
        let digits: Vec<usize> = bits(self.board.mask(c)).collect();
        if nishio {
            // Only contradictions count here, and most assumptions meet none: a walk
            // that records no parents tells which do, and only those are walked again
            // to keep the chains.
            let kind = Technique::NishioForcingChains;
            for &d in &digits {
                let p_on = pot(c, d, true);
                for (start, target) in [(p_on, conjugate(p_on)), (conjugate(p_on), p_on)] {
                    if self.contradicts(start).is_some() {
                        if let Some((a, b)) = self.outcome(start).absurd {
                            let branch = vec![(start, a)];
                            pending.push(self.pending(kind, target, branch, Some(b), 7, None));
                        }
                    }
                }
            }
            return;
        }
        for &d in &digits {
            let p_on = pot(c, d, true);
            let p_off = conjugate(p_on);
            self.outcome(p_on);
            if contradiction || do_double {
                self.outcome(p_off);
            }
            let kind = if nishio {
                Technique::NishioForcingChains
            } else {
                self.kinds()[0]
            };
            if contradiction {
                if let Some((a, b)) = self.get(p_on).absurd {
                    pending.push(self.pending(kind, p_off, vec![(p_on, a)], Some(b), 7, None));
                }
                if let Some((a, b)) = self.get(p_off).absurd {
                    pending.push(self.pending(kind, p_on, vec![(p_off, a)], Some(b), 7, None));
                }
            }
            if do_double {
                let (on_out, off_out) = (self.get(p_on), self.get(p_off));
                let mut doubles = Vec::new();
                for &n in on_out.on.iter().chain(&on_out.off) {
                    let q = on_out.arena.pot(n);
                    if let Some(m) = off_out.node(q) {
                        doubles.push((q, n, m));
                    }
                }
                for (q, n, m) in doubles {
                    let kind = self.kinds()[1];
                    pending.push(self.pending(kind, q, vec![(p_on, n), (p_off, m)], None, 1, None));
                }
            }
            if !nishio {
                self.regions(c, d, pending);
            }
        }
        if nishio {
            return;
        }
        let kind = self.cell_kind();
        // The potentials every candidate of the cell leads to, in the order the first
        // one reaches them ("on" ones first).
        let first = self.get(pot(c, digits[0], true));
        let common: Vec<Pot> = first
            .on
            .iter()
            .chain(&first.off)
            .map(|&n| first.arena.pot(n))
            .filter(|&q| {
                digits[1..]
                    .iter()
                    .all(|&d| self.get(pot(c, d, true)).reaches(q))
            })
            .collect();
        for q in common {
            let branches: Vec<(Pot, u32)> = digits
                .iter()
                .map(|&d| {
                    let s = pot(c, d, true);
                    (s, self.get(s).node(q).expect("in every outcome"))
                })
                .collect();
            pending.push(self.pending(kind, q, branches, None, 5, None));
        }
    }

    /// Region forcing chains on digit `d` in the houses of `c`, when `c` is the first
    /// place of `d` there.
    fn regions(&mut self, c: usize, d: usize, pending: &mut Vec<Pending>) {
        let kind = self.region_kind();
        let mut regions = Vec::new();
        self.region_starts(c, d, &mut regions);
        for (h, places) in regions {
            let starts: Vec<Pot> = set_cells(places).map(|o| pot(o, d, true)).collect();
            for &s in &starts {
                self.outcome(s);
            }
            let first = self.get(starts[0]);
            let common: Vec<Pot> = first
                .on
                .iter()
                .chain(&first.off)
                .map(|&n| first.arena.pot(n))
                .filter(|&q| starts[1..].iter().all(|&s| self.get(s).reaches(q)))
                .collect();
            for q in common {
                let branches = starts
                    .iter()
                    .map(|&s| (s, self.get(s).node(q).expect("common")))
                    .collect();
                pending.push(self.pending(kind, q, branches, None, 6, Some(h)));
            }
        }
    }

    fn pending(
        &mut self,
        technique: Technique,
        target: Pot,
        branches: Vec<(Pot, u32)>,
        second: Option<u32>,
        sort_key: u8,
        house: Option<usize>,
    ) -> Pending {
        let complexity = self.complexity(&branches, second);
        let difficulty = se_difficulty(technique.rating_tenths(), length_bonus(complexity));
        Pending {
            technique,
            target,
            branches,
            second,
            complexity,
            sort_key,
            house,
            difficulty,
        }
    }

    /// A chain's count of potentials, as Sudoku Explainer counts it: the distinct
    /// potentials each branch relies on, and the complexity of the distinct nested chains
    /// they rely on, which Sudoku Explainer adds to its own.
    fn complexity(&mut self, branches: &[(Pot, u32)], second: Option<u32>) -> usize {
        let mut keys: Vec<u64> = Vec::new();
        let mut total = 0;
        let ends = branches
            .iter()
            .copied()
            .chain(second.zip(branches.first()).map(|(m, &(s, _))| (s, m)));
        for (s, n) in ends {
            let o = self.outcomes[s as usize].as_deref().expect("computed");
            let nodes = o.arena.ancestors(n, &mut self.marks);
            total += nodes.len();
            if o.nested.is_empty() {
                continue;
            }
            for &m in &*nodes {
                if let Ok(i) = o.nested.binary_search_by_key(&m, |&(k, _, _)| k) {
                    let (_, complexity, key) = o.nested[i];
                    if !keys.contains(&key) {
                        keys.push(key);
                        total += complexity;
                    }
                }
            }
        }
        total
    }

    fn build(&mut self, p: Pending) -> Option<Found> {
        let mut links = Vec::new();
        for &(s, n) in &p.branches {
            let o = self.outcomes[s as usize].as_deref().expect("computed");
            links_of(&o.arena, n, &mut self.marks, &mut links);
        }
        if let (Some(m), Some(&(s, _))) = (p.second, p.branches.first()) {
            let o = self.outcomes[s as usize].as_deref().expect("computed");
            links_of(&o.arena, m, &mut self.marks, &mut links);
        }
        let starts = p.branches.iter().map(|&(s, _)| s).collect();
        chain_step(
            p.technique,
            p.target,
            self.board,
            starts,
            links,
            p.complexity,
            p.sort_key,
            p.house,
        )
    }
}
