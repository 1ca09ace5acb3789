//! The general kernel's search: depth-first over candidate masks, for any size up to
//! 25×25 and any set of houses and constraints. `solve.rs` wraps it in the public calls
//! (solve, count), `generate.rs` uses its random fill and its searches away from a known
//! solution.
//!
//! A node is a *frame*: one `u32` candidate mask per cell (bit d−1 for digit d, as in
//! [`super::CandidateMasks`]) and which cells are *placed* (their digit already removed
//! from their peers). Frames live in one stack allocated once per search; a child copies
//! its parent's frame, so no search allocates after its first descent.
//!
//! Propagation in a frame repeats, until nothing changes:
//! 1. naked singles, from a queue: a cell down to one candidate is placed, its digit
//!    leaves every peer, and a peer left with one candidate joins the queue;
//! 2. hidden singles over the houses where a candidate left since they were last read
//!    (a digit with one place left goes there; a digit with none is a contradiction).
//!    A child frame differs from its settled parent in one cell, so it starts with that
//!    cell's houses only; reading every house after every round of singles was most of
//!    the search's time;
//! 3. locked candidates over every pair of houses sharing cells
//!    (`grid/layout/tables.rs`), which keeps large boards from guessing where a
//!    box–line interaction settles things; the unions of candidates come from one union
//!    per shared segment;
//! 4. each propagating constraint's hook, through [`CandidateMasks`];
//! 5. when solving or counting on boards of side 25, hidden pairs over the houses read for hidden singles
//!    since the last look (two digits with the same two places take those cells).
//!
//! Branching takes the unplaced cell with the fewest candidates per conflict weight
//! (how many contradictions the cell took part in so far, see [`Kernel::branch_cell`]);
//! its last candidate is tried in the frame itself rather than in a copy.
//!
//! Read next: `grid/layout/tables.rs` for the tables walked here.

use super::constraint::CandidateMasks;
use super::{Constraint, Rules};
use crate::generate::rng::Rng;
use crate::grid::layout::{Side, Tables};
use crate::logic::Budget;

/// One search: the tables, the limits, and what it found so far.
pub(crate) struct Kernel<'p, 'r> {
    geometry: &'p Tables,
    propagators: Vec<&'p dyn Constraint>,
    full: u32,
    cells: usize,
    /// Stop after this many solutions.
    limit: u64,
    /// Keep the first this many solutions.
    keep: usize,
    pub(crate) count: u64,
    pub(crate) guesses: u64,
    pub(crate) kept: Vec<Vec<u8>>,
    /// Branch in random order when set.
    rng: Option<&'r mut Rng>,
    /// A solution not to count: set, the search looks for any other.
    avoid: Option<&'p [u8]>,
    /// A solution whose digit each branch tries first (see [`Kernel::preferring`]).
    prefer: Option<&'p [u8]>,
    /// Per cell: how many contradictions it took part in, in this search (see
    /// [`Kernel::branch_cell`]).
    weights: Vec<u32>,
    /// Give up after this many guesses (`aborted` says so).
    guess_budget: u64,
    /// Give up when this budget is spent (a deadline or a cancel flag; `aborted` says so),
    /// looked at every [`STOP_CHECK_GUESSES`] guesses.
    stop: Option<&'p Budget>,
    pub(crate) aborted: bool,
    /// Frame `d` is `masks[d * cells..]` and `placed[d * cells..]`.
    masks: Vec<u32>,
    placed: Vec<bool>,
    queue: Vec<u16>,
    /// Scratch: the union of candidates of each segment, for locked candidates.
    segment_unions: Vec<u32>,
    /// Scratch: the houses to read again for hidden singles, as bits (as
    /// `Tables::cell_houses`).
    dirty: Vec<u64>,
    /// Whether propagation looks for hidden pairs (see [`Kernel::with_hidden_pairs`]).
    hidden_pairs: bool,
    /// Scratch: the houses read for hidden singles since hidden pairs were last looked
    /// for, as bits like `dirty`.
    pairs_dirty: Vec<u64>,
}

/// The smallest side on which solving and counting look for hidden pairs. On 25×25
/// uniqueness solves they took two to three times fewer guesses for about half as much
/// again work per guess. The generator's searches leave them out: its removal proofs
/// have a budget of guesses, and with pairs they proved fewer clues in more time
/// (BENCHMARKS.md, "Variant solver and generator speed").
const HIDDEN_PAIRS_FROM: usize = 25;

/// How often a search with a [`Budget`] looks at it: a guess costs microseconds on the
/// boards where time matters, reading the clock tens of nanoseconds.
const STOP_CHECK_GUESSES: u64 = 16;

impl<'p, 'r> Kernel<'p, 'r> {
    /// A search of `rules` stopping at `limit` solutions (at least 1), keeping `keep`.
    pub(crate) fn new(rules: &'p Rules, limit: u64, keep: usize) -> Self {
        let cells = rules.shape().cell_count();
        Kernel {
            geometry: rules.layout().tables(),
            propagators: rules
                .constraints()
                .iter()
                .filter(|c| c.propagates())
                .map(|c| &**c)
                .collect(),
            full: rules.shape().all_digits(),
            cells,
            limit: limit.max(1),
            keep,
            count: 0,
            guesses: 0,
            kept: Vec::new(),
            rng: None,
            avoid: None,
            prefer: None,
            weights: vec![0; cells],
            guess_budget: u64::MAX,
            stop: None,
            aborted: false,
            masks: vec![0; cells * 8],
            placed: vec![false; cells * 8],
            queue: Vec::with_capacity(cells),
            segment_unions: Vec::new(),
            dirty: vec![0; rules.layout().tables().house_words],
            hidden_pairs: false,
            pairs_dirty: Vec::new(),
        }
    }

    /// Branches in random order drawn from `rng`.
    pub(crate) fn random(mut self, rng: &'r mut Rng) -> Self {
        self.rng = Some(rng);
        self
    }

    /// Counts no solution equal to `solution`; its digits are tried last.
    pub(crate) fn avoiding(mut self, solution: &'p [u8]) -> Self {
        self.avoid = Some(solution);
        self
    }

    /// Tries `solution`'s digit first at every branch. Searching for a solution other
    /// than a known one from givens that already exclude it (a clue's cell kept off its
    /// digit), the other solutions that exist usually differ from the known one in a few
    /// cells only: following it everywhere else finds one of them in a few guesses,
    /// where the digits in plain order wander far from it.
    pub(crate) fn preferring(mut self, solution: &'p [u8]) -> Self {
        self.prefer = Some(solution);
        self
    }

    /// Looks for hidden pairs too on boards of side [`HIDDEN_PAIRS_FROM`] and more.
    pub(crate) fn with_hidden_pairs(mut self) -> Self {
        self.hidden_pairs = self.geometry.size >= HIDDEN_PAIRS_FROM;
        if self.hidden_pairs {
            self.pairs_dirty = vec![0; self.geometry.house_words];
        }
        self
    }

    /// Gives up after `guesses` branching points.
    pub(crate) fn with_guess_budget(mut self, guesses: u64) -> Self {
        self.guess_budget = guesses;
        self
    }

    /// Gives up when `budget` is spent, whatever guesses are left.
    pub(crate) fn with_stop(mut self, budget: &'p Budget) -> Self {
        self.stop = (!budget.is_unlimited()).then_some(budget);
        self
    }

    /// Forgets the last run's findings and limits (not the conflict weights) for a new
    /// run with `guesses` as its budget.
    pub(crate) fn restart(&mut self, guesses: u64) {
        self.count = 0;
        self.guesses = 0;
        self.aborted = false;
        self.kept.clear();
        self.guess_budget = guesses;
    }

    /// Searches from `givens` (one per cell, 0 for empty).
    pub(crate) fn run_givens(&mut self, givens: &[u8]) {
        let full = self.full;
        let start: Vec<u32> = givens
            .iter()
            .map(|&v| if v == 0 { full } else { 1 << (v - 1) })
            .collect();
        self.run_masks(&start);
    }

    /// Searches from candidate masks (one per cell).
    pub(crate) fn run_masks(&mut self, start: &[u32]) {
        debug_assert_eq!(start.len(), self.cells);
        self.masks[..self.cells].copy_from_slice(start);
        self.placed[..self.cells].fill(false);
        self.search(0, None);
    }

    fn done(&self) -> bool {
        self.count >= self.limit || self.aborted
    }

    /// Searches frame `depth`; `from` as for [`Kernel::propagate`].
    fn search(&mut self, depth: usize, mut from: Option<usize>) {
        let n = self.cells;
        loop {
            // Two copies of propagation: boards without hidden pairs (all but 25×25
            // solves) keep a loop with no trace of them.
            let settled = if self.hidden_pairs {
                self.propagate::<true>(depth, from)
            } else {
                self.propagate::<false>(depth, from)
            };
            if !settled {
                return;
            }
            let at = depth * n;
            let best = self.branch_cell(depth);
            if best == usize::MAX {
                self.found(depth);
                return;
            }
            self.guesses += 1;
            if self.guesses > self.guess_budget {
                self.aborted = true;
                return;
            }
            if self.guesses % STOP_CHECK_GUESSES == 0 && self.stop.is_some_and(Budget::is_spent) {
                self.aborted = true;
                return;
            }
            // Away from a solution to avoid, its digit is tried last: another solution,
            // if there is one, tends to turn up sooner.
            let last = self.avoid.map_or(0, |a| 1 << (a[best] - 1));
            let first = self.prefer.map_or(0, |a| 1 << (a[best] - 1));
            let mut left = self.masks[at + best];
            while left.count_ones() > 1 {
                let bit = match self.rng.as_deref_mut() {
                    Some(rng) => {
                        let mut pick = left;
                        for _ in 0..rng.below(left.count_ones()) {
                            pick &= pick - 1;
                        }
                        pick & pick.wrapping_neg()
                    }
                    None if left & first != 0 => first,
                    None if left & !last != 0 => left & !last & (left & !last).wrapping_neg(),
                    None => left & left.wrapping_neg(),
                };
                left &= !bit;
                self.push_child(depth, best, bit);
                self.search(depth + 1, Some(best));
                if self.done() {
                    return;
                }
            }
            // The last candidate: in this frame, no copy.
            self.masks[at + best] = left;
            from = Some(best);
        }
    }

    /// The unplaced cell of frame `depth` to branch on (`usize::MAX`: none, the frame is
    /// a solution): the fewest candidates per weight, a cell's weight being one more than
    /// the contradictions it took part in so far (the "dom/wdeg" rule of constraint
    /// solvers). Plain fewest candidates branches on cells far from where the search keeps
    /// failing; weighing them keeps it on the cells that fail. Measured against plain
    /// fewest candidates (BENCHMARKS.md, "Variant solver and generator speed"): 16×16
    /// uniqueness solves took 82 guesses instead of 114, non-consecutive 9×9 ones half as
    /// many; anti-knight 9×9 ones more (138 instead of 64).
    fn branch_cell(&self, depth: usize) -> usize {
        let n = self.cells;
        let at = depth * n;
        let (masks, placed) = (&self.masks[at..at + n], &self.placed[at..at + n]);
        let mut best = usize::MAX;
        // (k, w) beats (bk, bw) when k / w < bk / bw.
        let (mut bk, mut bw) = (u64::from(u32::BITS) + 1, 1u64);
        for i in 0..n {
            if !placed[i] {
                let k = u64::from(masks[i].count_ones());
                let w = u64::from(self.weights[i]) + 1;
                if k * bw < bk * w {
                    (bk, bw, best) = (k, w, i);
                }
            }
        }
        best
    }

    /// Frame `depth + 1`: a copy of frame `depth` with `cell` set to `bit`.
    fn push_child(&mut self, depth: usize, cell: usize, bit: u32) {
        let n = self.cells;
        let (from, to) = (depth * n, (depth + 1) * n);
        if self.masks.len() < to + n {
            self.masks.resize(to + n, 0);
            self.placed.resize(to + n, false);
        }
        self.masks.copy_within(from..to, to);
        self.placed.copy_within(from..to, to);
        self.masks[to + cell] = bit;
    }

    /// A solution: counted (unless it is the one to avoid) and kept while room is left.
    fn found(&mut self, depth: usize) {
        let at = depth * self.cells;
        let digits: Vec<u8> = self.masks[at..at + self.cells]
            .iter()
            .map(|m| m.trailing_zeros() as u8 + 1)
            .collect();
        if self.avoid == Some(&digits[..]) {
            return;
        }
        self.count += 1;
        if self.kept.len() < self.keep {
            self.kept.push(digits);
        }
    }

    /// Singles, locked candidates and the constraints' hooks until nothing changes;
    /// `false` on a contradiction. `from`: the one cell changed since the frame was last
    /// propagated to the end (a branch), or `None` for a frame never propagated.
    fn propagate<const PAIRS: bool>(&mut self, depth: usize, from: Option<usize>) -> bool {
        let geometry = self.geometry;
        let full = self.full;
        let n = self.cells;
        let at = depth * n;
        let masks = &mut self.masks[at..at + n];
        let placed = &mut self.placed[at..at + n];
        let queue = &mut self.queue;
        let dirty = &mut self.dirty;
        let pairs_dirty = &mut self.pairs_dirty;
        let pairs = PAIRS;
        queue.clear();
        if pairs {
            pairs_dirty.fill(0);
        }
        match from {
            // The rest of the frame was settled: only this cell and its houses are new.
            Some(i) => {
                dirty.fill(0);
                mark(dirty, geometry.houses_of(i));
                if masks[i] & (masks[i] - 1) == 0 {
                    queue.push(i as u16);
                }
            }
            None => {
                if !rescan(masks, placed, queue) {
                    return false;
                }
                mark_all(dirty, geometry.houses.len());
            }
        }
        loop {
            // 1. Naked singles.
            while let Some(i) = queue.pop() {
                let i = i as usize;
                if placed[i] {
                    continue;
                }
                placed[i] = true;
                let m = masks[i];
                for &p in geometry.peers_of(i) {
                    let p = p as usize;
                    let pm = masks[p];
                    if pm & m != 0 {
                        let left = pm & !m;
                        if left == 0 {
                            self.weights[p] += 1;
                            self.weights[i] += 1;
                            return false;
                        }
                        masks[p] = left;
                        mark(dirty, geometry.houses_of(p));
                        if left & (left - 1) == 0 {
                            queue.push(p as u16);
                        }
                    }
                }
            }
            // 2. Hidden singles, in the houses where a candidate left since their last
            // pass (a house's own findings mark it again, and it is read again).
            for w in 0..dirty.len() {
                while dirty[w] != 0 {
                    let h = w * 64 + dirty[w].trailing_zeros() as usize;
                    dirty[w] &= dirty[w] - 1;
                    if pairs {
                        pairs_dirty[w] |= 1 << (h % 64);
                    }
                    let cells = &geometry.houses[h].1;
                    // Placed digits are singles too, but settled: they are left out.
                    let (mut once, mut twice, mut settled) = (0u32, 0u32, 0u32);
                    for &c in cells {
                        let m = masks[c as usize];
                        twice |= once & m;
                        once |= m;
                        if placed[c as usize] {
                            settled |= m;
                        }
                    }
                    if once != full {
                        for &c in cells {
                            if !placed[c as usize] {
                                self.weights[c as usize] += 1;
                            }
                        }
                        return false;
                    }
                    let singles = once & !twice & !settled;
                    if singles == 0 {
                        continue;
                    }
                    for &c in cells {
                        let c = c as usize;
                        let m = masks[c];
                        let s = m & singles;
                        if s != 0 && s != m {
                            if s & (s - 1) != 0 {
                                // Two digits have only this cell left in the house.
                                self.weights[c] += 1;
                                return false;
                            }
                            masks[c] = s;
                            mark(dirty, geometry.houses_of(c));
                            queue.push(c as u16);
                        }
                    }
                }
            }
            if !queue.is_empty() {
                continue;
            }
            // 3. Locked candidates, from one union per segment (`grid/layout/tables.rs`). Unions
            // taken before this pass's eliminations only hold more digits than the cells
            // now do: an elimination they miss waits for the next pass.
            let mut changed = false;
            let unions = &mut self.segment_unions;
            unions.clear();
            unions.extend(
                (0..geometry.segment_count())
                    .map(|s| (geometry.segment(s).iter()).fold(0, |u, &c| u | masks[c as usize])),
            );
            let side_union = |side: &Side, masks: &[u32]| {
                let u = side.segments.iter().fold(0, |u, &s| u | unions[s as usize]);
                side.loose.iter().fold(u, |u, &c| u | masks[c as usize])
            };
            for x in &geometry.intersections {
                let shared = unions[x.shared as usize];
                let only_a = side_union(&x.a, masks);
                let only_b = side_union(&x.b, masks);
                // Digits of A confined to the shared cells leave B's others; and back.
                for (confined, others) in [
                    (shared & !only_a & only_b, &x.b.others),
                    (shared & !only_b & only_a, &x.a.others),
                ] {
                    if confined == 0 {
                        continue;
                    }
                    for &c in others {
                        let c = c as usize;
                        let m = masks[c];
                        if m & confined != 0 {
                            let left = m & !confined;
                            if left == 0 {
                                self.weights[c] += 1;
                                return false;
                            }
                            masks[c] = left;
                            mark(dirty, geometry.houses_of(c));
                            changed = true;
                            if left & (left - 1) == 0 {
                                queue.push(c as u16);
                            }
                        }
                    }
                }
            }
            if !queue.is_empty() {
                continue;
            }
            // 4. The constraints' hooks. They say whether they changed anything, not
            // where: then every cell and house is looked at again.
            let mut hooked = false;
            for c in &self.propagators {
                let mut view = CandidateMasks::new(geometry.size, masks);
                if !c.propagate(&mut view) {
                    return false;
                }
                hooked |= view.changed();
            }
            if hooked {
                if !rescan(masks, placed, queue) {
                    return false;
                }
                mark_all(dirty, geometry.houses.len());
            } else if !changed {
                // Settled by everything else: hidden pairs last, when asked for.
                let paired = pairs && hidden_pairs(geometry, masks, dirty, pairs_dirty);
                if !paired {
                    return true;
                }
            }
        }
    }
}

/// Hidden pairs in the houses of `pairs_dirty` (which it empties): two digits whose only
/// places in a house are the same two cells take those cells, which lose their other
/// candidates (their houses join `dirty`). Whether any cell changed. Called on a frame
/// settled by singles, so a digit of a house has one place (placed) or two and more.
fn hidden_pairs(
    geometry: &Tables,
    masks: &mut [u32],
    dirty: &mut [u64],
    pairs_dirty: &mut [u64],
) -> bool {
    let mut changed = false;
    for (w, word) in pairs_dirty.iter_mut().enumerate() {
        while *word != 0 {
            let h = w * 64 + word.trailing_zeros() as usize;
            *word &= *word - 1;
            let cells = &geometry.houses[h].1;
            // Bit-sliced counters: a digit's bit is set in `one`, `two`, `three` when it
            // has at least that many places.
            let (mut one, mut two, mut three) = (0u32, 0u32, 0u32);
            for &c in cells {
                let m = masks[c as usize];
                three |= two & m;
                two |= one & m;
                one |= m;
            }
            let exactly_two = two & !three;
            if exactly_two.count_ones() < 2 {
                continue;
            }
            // Each such digit's two places, packed as `first << 16 | second`.
            let mut places = [0u32; 32];
            for &c in cells {
                let mut x = masks[c as usize] & exactly_two;
                while x != 0 {
                    let d = x.trailing_zeros() as usize;
                    x &= x - 1;
                    places[d] = places[d] << 16 | (u32::from(c) + 1);
                }
            }
            let mut rest = exactly_two;
            while rest != 0 {
                let d = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                let mut later = rest;
                while later != 0 {
                    let e = later.trailing_zeros() as usize;
                    later &= later - 1;
                    if places[e] != places[d] {
                        continue;
                    }
                    let pair = 1 << d | 1 << e;
                    for cell in [places[d] >> 16, places[d] & 0xffff] {
                        let c = cell as usize - 1;
                        if masks[c] != pair {
                            masks[c] = pair;
                            mark(dirty, geometry.houses_of(c));
                            changed = true;
                        }
                    }
                }
            }
        }
    }
    changed
}

/// Adds `houses` (bits of house indices) to the houses to read again.
#[inline]
fn mark(dirty: &mut [u64], houses: &[u64]) {
    for (d, h) in dirty.iter_mut().zip(houses) {
        *d |= h;
    }
}

/// Marks every one of `count` houses to read again.
fn mark_all(dirty: &mut [u64], count: usize) {
    for (w, d) in dirty.iter_mut().enumerate() {
        let bits = count.saturating_sub(w * 64).min(64);
        *d = if bits == 64 {
            u64::MAX
        } else {
            (1 << bits) - 1
        };
    }
}

/// Queues every unplaced cell down to one candidate; `false` if a cell has none.
fn rescan(masks: &[u32], placed: &[bool], queue: &mut Vec<u16>) -> bool {
    for (i, (&m, &p)) in masks.iter().zip(placed).enumerate() {
        if m == 0 {
            return false;
        }
        if !p && m & (m - 1) == 0 {
            queue.push(i as u16);
        }
    }
    true
}
