//! Walks without parents (`pick.rs` reads them): the walk of `Chainer::propagate` from
//! one assumption, in the same order, keeping only which potentials it reaches, in what
//! order, and the length of each one's first-parent line (a lower bound on the number of
//! potentials a chain to it relies on). What is reached is kept as cell sets per digit
//! and each house's places of each digit are counted, so that each rule tests and adds a
//! house's cells with a few word operations; lists live in shared arrays reused from
//! search to search, so that a walk allocates nothing. Nishio walks, which follow one
//! digit, have a walk of their own that keeps nothing but whether they fail. On a variant
//! board both walk the rules of `graph.rs` as they are (`walk_by_rules`): these tables
//! know rows, columns and boxes only.

use super::super::super::super::houses::{HOUSE_SETS, set_cells};
use super::super::super::bits;
use super::super::graph::{
    Grid, POTS, Pot, conjugate, houses_of, is_on, pot, pot_cell, pot_digit, two_bits,
};
use super::{Chainer, Level};
use crate::grid::CellSet;

/// What a walk from one assumption reaches, without how; its lists are kept in
/// [`Traces`].
#[derive(Clone, Copy)]
pub(super) struct Trace {
    /// The cells of each digit reached "off" (`sets[d]`) and "on" (`sets[9 + d]`).
    pub(super) sets: [CellSet; 18],
    /// Where each set's depths start in the trace's depths.
    ranks: [u16; 18],
    /// Where its lists start in [`Traces::pots`] and [`Traces::depths`], and how many
    /// potentials it reached "on" and "off".
    first_pot: u32,
    first_depth: u32,
    on_count: u16,
    off_count: u16,
    /// When the walk meets a contradiction, the summed lengths of the first-parent lines
    /// of its two ends.
    pub(super) absurd: Option<usize>,
}

/// Every trace of one search, and the buffers of the walks. Lists live in shared arrays,
/// so that a walk (there are hundreds of thousands in a hard file, most of a few dozen
/// potentials) allocates nothing.
#[derive(Default)]
pub(super) struct Traces {
    /// The trace of each potential assumed, by potential (`u32::MAX` when not walked).
    of: Vec<u32>,
    list: Vec<Trace>,
    /// Each trace's "on" potentials in the order reached, then its "off" ones.
    pots: Vec<Pot>,
    /// Each trace's first-parent line lengths, set by set, each set in cell order.
    depths: Vec<u16>,
    /// The walk's queues, and the line length of each potential reached (written for
    /// each potential reached and read only for those, so never cleared).
    on: Vec<Pot>,
    off: Vec<Pot>,
    depth: Vec<u16>,
    /// How many places each digit has in each house of the board (`counts[house][digit]`),
    /// copied by each walk, which keeps its copy up to date as it removes candidates, so
    /// that telling a digit's last place in a house is one byte test.
    counts: [[u8; 9]; 27],
    /// The same by digit (`digit_counts[digit][house]`), for the one-digit walks.
    digit_counts: [[u8; 27]; 9],
}

std::thread_local! {
    /// The arrays of the last search on this thread, kept for the next: a hard file
    /// runs thousands of searches, and growing fresh arrays for each cost more than
    /// clearing old ones. A stack, as the nested levels run searches inside a search.
    static SPARE: std::cell::RefCell<Vec<Traces>> = const { std::cell::RefCell::new(Vec::new()) };
}

impl Traces {
    /// Ready for walks on `grid`'s board.
    pub(super) fn new(grid: &Grid) -> Traces {
        let mut t = SPARE.with_borrow_mut(Vec::pop).unwrap_or_default();
        t.of.clear();
        t.of.resize(POTS, u32::MAX);
        t.depth.resize(POTS, 0);
        t.list.clear();
        t.pots.clear();
        t.depths.clear();
        for h in 0..27 {
            for d in 0..9 {
                let n = grid.places(h, d).len() as u8;
                t.counts[h][d] = n;
                t.digit_counts[d][h] = n;
            }
        }
        t
    }

    /// The trace of the walk from `p`, if taken.
    pub(super) fn get(&self, p: Pot) -> Option<&Trace> {
        let i = self.of[p as usize];
        (i != u32::MAX).then(|| &self.list[i as usize])
    }

    /// Keeps the arrays for the next search on this thread.
    pub(super) fn recycle(self) {
        SPARE.with_borrow_mut(|spare| {
            if spare.len() < 8 {
                spare.push(self);
            }
        });
    }
}

/// A trace with its lists.
#[derive(Clone, Copy)]
pub(super) struct View<'a> {
    pub(super) trace: &'a Trace,
    pots: &'a [Pot],
    depths: &'a [u16],
}

/// The index in [`Trace::sets`] of potential `p`'s set.
pub(super) fn set_of(p: Pot) -> usize {
    usize::from(is_on(p)) * 9 + pot_digit(p)
}

impl View<'_> {
    pub(super) fn reaches(&self, p: Pot) -> bool {
        self.trace.sets[set_of(p)].has_index(pot_cell(p))
    }

    /// The first-parent line length of reached potential `p`.
    pub(super) fn depth(&self, p: Pot) -> usize {
        let s = set_of(p);
        let below = (self.trace.sets[s] & CellSet::below_index(pot_cell(p))).len();
        usize::from(self.depths[usize::from(self.trace.ranks[s]) + below])
    }

    /// The potentials reached, "on" ones first, each in the order reached.
    pub(super) fn all(&self) -> impl Iterator<Item = Pot> + '_ {
        self.pots.iter().copied()
    }
}

impl Chainer<'_> {
    /// Walks from `start` unless walked already.
    pub(super) fn trace(&mut self, start: Pot) {
        if self.traces.of[start as usize] == u32::MAX {
            let trace = self.walk(start);
            let t = &mut self.traces;
            t.of[start as usize] = t.list.len() as u32;
            t.list.push(trace);
        }
    }

    /// [`Chainer::trace`] for a walk known to be the walk from `start` in `walks`, a
    /// board's with more candidates (`unchanged.rs`): copied from there.
    pub(super) fn trace_as_in(&mut self, start: Pot, walks: &Traces) {
        if self.traces.of[start as usize] != u32::MAX {
            return;
        }
        let from = walks.get(start).expect("a walk of every assumption");
        let count = usize::from(from.on_count) + usize::from(from.off_count);
        let t = &mut self.traces;
        let trace = Trace {
            first_pot: t.pots.len() as u32,
            first_depth: t.depths.len() as u32,
            ..*from
        };
        t.pots
            .extend_from_slice(&walks.pots[from.first_pot as usize..][..count]);
        t.depths
            .extend_from_slice(&walks.depths[from.first_depth as usize..][..count]);
        t.of[start as usize] = t.list.len() as u32;
        t.list.push(trace);
        #[cfg(debug_assertions)]
        {
            let walked = self.walk(start);
            let copied = self.traced(start);
            debug_assert!(walked.sets == copied.trace.sets && walked.absurd.is_none());
            let walked_pots = &self.traces.pots[walked.first_pot as usize..][..count];
            debug_assert_eq!(walked_pots, copied.pots);
        }
    }

    pub(super) fn traced(&self, start: Pot) -> View<'_> {
        let t = &self.traces;
        let trace = &t.list[t.of[start as usize] as usize];
        let pots = usize::from(trace.on_count) + usize::from(trace.off_count);
        View {
            trace,
            pots: &t.pots[trace.first_pot as usize..][..pots],
            depths: &t.depths[trace.first_depth as usize..][..pots],
        }
    }

    /// Whether the Nishio walk from `start` meets a contradiction, and the bound of
    /// that chain; nothing else is kept. A Nishio walk follows X links only, so it stays
    /// on one digit: the walk of [`Chainer::walk`] on that digit's cell set alone.
    pub(super) fn contradicts(&self, start: Pot) -> Option<usize> {
        debug_assert!(self.level == Level::Nishio);
        if self.grid.sight.is_some() {
            // On a variant board a Nishio walk may leave its digit (non-consecutive
            // neighbours): the rules of `graph.rs` are walked as they are.
            let (mut sets, mut on, mut off) = ([CellSet::EMPTY; 18], Vec::new(), Vec::new());
            let mut depth = vec![0; POTS];
            depth[start as usize] = 1;
            sets[set_of(start)] = CellSet::of_index(pot_cell(start));
            if is_on(start) {
                on.push(start)
            } else {
                off.push(start)
            }
            let lists = (&mut on, &mut off);
            return walk_by_rules(&self.grid, (false, true), &mut sets, lists, &mut depth);
        }
        let d = pot_digit(start);
        let mut places = self.grid.cells[d];
        // The digit's places in each house, as the walk removes them.
        let mut counts = self.traces.digit_counts[d];
        let (mut on_set, mut off_set) = (CellSet::EMPTY, CellSet::EMPTY);
        // Queues of cells, and the line length of each cell's potential.
        let (mut on, mut off) = ([0u8; 81], [0u8; 81]);
        let (mut on_len, mut off_len, mut next_on, mut next_off) = (0, 0, 0, 0);
        let (mut on_depth, mut off_depth) = ([0u16; 81], [0u16; 81]);
        let c = pot_cell(start);
        if is_on(start) {
            on_set = on_set.with_index(c);
            on_depth[c] = 1;
            on[0] = c as u8;
            on_len = 1;
        } else {
            off_set = off_set.with_index(c);
            off_depth[c] = 1;
            off[0] = c as u8;
            off_len = 1;
        }
        loop {
            if next_on < on_len {
                let c = usize::from(on[next_on]);
                next_on += 1;
                let below = on_depth[c] + 1;
                let mut added = CellSet::of_index(c);
                for h in houses_of(c) {
                    let fresh = (HOUSE_SETS[h] & places) - added;
                    added |= fresh;
                    // The walk stops at the first cell already "on" (a clash): only the
                    // fresh cells before it are reached.
                    let clash = (fresh & on_set).first_index();
                    let upto = match clash {
                        None => fresh,
                        Some(o) => fresh & CellSet::below_index(o),
                    };
                    let new = upto - off_set;
                    off_set |= new;
                    for o in set_cells(new) {
                        off_depth[o] = below;
                        off[off_len] = o as u8;
                        off_len += 1;
                    }
                    if let Some(o) = clash {
                        return Some(usize::from(on_depth[o] + below));
                    }
                }
                continue;
            }
            if next_off == off_len {
                return None;
            }
            let c = usize::from(off[next_off]);
            next_off += 1;
            let below = off_depth[c] + 1;
            let mut found = [0usize; 3];
            let mut count = 0;
            let houses = houses_of(c);
            for h in houses {
                if counts[h] == 2 {
                    let o = (HOUSE_SETS[h] & places)
                        .without_index(c)
                        .first_index()
                        .expect("two places, one besides this cell");
                    if !found[..count].contains(&o) {
                        found[count] = o;
                        count += 1;
                    }
                }
            }
            places = places.without_index(c);
            for h in houses {
                counts[h] -= 1;
            }
            for &o in &found[..count] {
                if off_set.has_index(o) {
                    return Some(usize::from(below + off_depth[o]));
                }
                if !on_set.has_index(o) {
                    on_set = on_set.with_index(o);
                    on_depth[o] = below;
                    on[on_len] = o as u8;
                    on_len += 1;
                }
            }
        }
    }

    /// [`Chainer::propagate`]'s walk from `start` (parents never steer it), recording
    /// only what it reaches and at what depth. The lists of reached potentials are the
    /// walk's queues: every "on" waiting is taken before the next "off". What is reached
    /// is kept as cell sets per digit, so that each rule tests and adds a house's cells
    /// with a few word operations.
    fn walk(&mut self, start: Pot) -> Trace {
        let y = self.level != Level::Nishio;
        let dynamic = self.level != Level::Multiple;
        let mut work = self.grid.clone();
        // `off[d]` and `on[d]`: the cells where digit d is reached off / on.
        let mut sets = [CellSet::EMPTY; 18];
        let traces = &mut self.traces;
        let mut counts = traces.counts;
        let (mut on, mut off) = (
            std::mem::take(&mut traces.on),
            std::mem::take(&mut traces.off),
        );
        on.clear();
        off.clear();
        let depth = &mut traces.depth;
        depth[start as usize] = 1;
        let sc = pot_cell(start);
        sets[set_of(start)] = sets[set_of(start)].with_index(sc);
        if is_on(start) {
            on.push(start);
        } else {
            off.push(start);
        }
        let (mut next_on, mut next_off) = (0, 0);
        let mut absurd = None;
        if self.grid.sight.is_some() {
            let lists = (&mut on, &mut off);
            absurd = walk_by_rules(&self.grid, (y, dynamic), &mut sets, lists, depth);
        } else {
            'walk: loop {
                if let Some(&p) = on.get(next_on) {
                    next_on += 1;
                    let below = depth[p as usize] + 1;
                    let (c, d) = (pot_cell(p), pot_digit(p));
                    // The cell's other candidates, in digit order: a conflict is one of them
                    // already "on"; those before it are reached first.
                    if y {
                        for e in bits(work.masks[c] & !(1 << d)) {
                            if sets[9 + e].has_index(c) {
                                absurd = Some(usize::from(depth[pot(c, e, true) as usize] + below));
                                break 'walk;
                            }
                            if !sets[e].has_index(c) {
                                sets[e] = sets[e].with_index(c);
                                let q = pot(c, e, false);
                                depth[q as usize] = below;
                                off.push(q);
                            }
                        }
                    }
                    // The digit's other places in the box, row and column, each cell once,
                    // in cell order within each house.
                    let mut added = CellSet::of_index(c);
                    for h in houses_of(c) {
                        let fresh = work.places(h, d) - added;
                        added |= fresh;
                        // The walk stops at the first cell already "on" (a clash): only the
                        // fresh cells before it are reached.
                        let clash = (fresh & sets[9 + d]).first_index();
                        let upto = match clash {
                            None => fresh,
                            Some(o) => fresh & CellSet::below_index(o),
                        };
                        let new = upto - sets[d];
                        sets[d] |= new;
                        for o in set_cells(new) {
                            let q = pot(o, d, false);
                            depth[q as usize] = below;
                            off.push(q);
                        }
                        if let Some(o) = clash {
                            absurd = Some(usize::from(depth[pot(o, d, true) as usize] + below));
                            break 'walk;
                        }
                    }
                    continue;
                }
                let Some(&p) = off.get(next_off) else {
                    break;
                };
                next_off += 1;
                let below = depth[p as usize] + 1;
                let (c, d) = (pot_cell(p), pot_digit(p));
                // What turns on, in order: the cell's last other candidate, then the digit's
                // last other place in the box, row and column (each potential once).
                let mut found = [(0usize, 0usize); 4];
                let mut count = 0;
                if y && two_bits(work.masks[c]) {
                    found[0] = (c, (work.masks[c] & !(1 << d)).trailing_zeros() as usize);
                    count = 1;
                }
                let houses = houses_of(c);
                for h in houses {
                    // Two places, this cell's and one other.
                    if counts[h][d] == 2 {
                        let o = work
                            .places(h, d)
                            .without_index(c)
                            .first_index()
                            .expect("two places, one besides this cell");
                        if !found[..count].contains(&(o, d)) {
                            found[count] = (o, d);
                            count += 1;
                        }
                    }
                }
                if dynamic {
                    work.remove(c, d);
                    for h in houses {
                        counts[h][d] -= 1;
                    }
                }
                for &(o, e) in &found[..count] {
                    if sets[e].has_index(o) {
                        // Reached off already: a conflict.
                        absurd = Some(usize::from(below + depth[pot(o, e, false) as usize]));
                        break 'walk;
                    }
                    if !sets[9 + e].has_index(o) {
                        sets[9 + e] = sets[9 + e].with_index(o);
                        let q = pot(o, e, true);
                        depth[q as usize] = below;
                        on.push(q);
                    }
                }
            }
        }
        let mut trace = Trace {
            sets,
            ranks: [0; 18],
            first_pot: traces.pots.len() as u32,
            first_depth: traces.depths.len() as u32,
            on_count: on.len() as u16,
            off_count: off.len() as u16,
            absurd,
        };
        traces.pots.extend_from_slice(&on);
        traces.pots.extend_from_slice(&off);
        for (s, &set) in sets.iter().enumerate() {
            trace.ranks[s] = (traces.depths.len() - trace.first_depth as usize) as u16;
            let (digit, is_on) = (s % 9, s >= 9);
            for o in set_cells(set) {
                traces.depths.push(depth[pot(o, digit, is_on) as usize]);
            }
        }
        traces.on = on;
        traces.off = off;
        trace
    }
}

/// The walk of [`Chainer::walk`] on a variant board, made with the rules of `graph.rs`
/// themselves (`y`: Y links; `dynamic`: removals shape the later steps), as
/// `Chainer::propagate` makes it: `sets`, the lists and `depth` hold the start already
/// and get everything reached. Returns the bound of a contradiction, when it meets one.
fn walk_by_rules(
    grid: &Grid,
    (y, dynamic): (bool, bool),
    sets: &mut [CellSet; 18],
    (on, off): (&mut Vec<Pot>, &mut Vec<Pot>),
    depth: &mut [u16],
) -> Option<usize> {
    let mut work = grid.clone();
    let (mut offs, mut ons) = (Vec::new(), Vec::new());
    let reached = |sets: &[CellSet; 18], p: Pot| sets[set_of(p)].has_index(pot_cell(p));
    let (mut next_on, mut next_off) = (0, 0);
    loop {
        if let Some(&p) = on.get(next_on) {
            next_on += 1;
            let below = depth[p as usize] + 1;
            work.on_to_off(p, y, &mut offs);
            for &q in &offs {
                if reached(sets, conjugate(q)) {
                    return Some(usize::from(depth[conjugate(q) as usize] + below));
                }
                if !reached(sets, q) {
                    sets[set_of(q)] = sets[set_of(q)].with_index(pot_cell(q));
                    depth[q as usize] = below;
                    off.push(q);
                }
            }
            continue;
        }
        // Nothing left to walk: no contradiction.
        let &p = off.get(next_off)?;
        next_off += 1;
        let below = depth[p as usize] + 1;
        work.off_to_on(p, y, true, &mut ons);
        if dynamic {
            work.remove(pot_cell(p), pot_digit(p));
        }
        for &(q, _) in &ons {
            if reached(sets, conjugate(q)) {
                return Some(usize::from(below + depth[conjugate(q) as usize]));
            }
            if !reached(sets, q) {
                sets[set_of(q)] = sets[set_of(q)].with_index(pot_cell(q));
                depth[q as usize] = below;
                on.push(q);
            }
        }
    }
}
