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
//! 2. hidden singles over every house (a digit with one place left goes there; a digit
//!    with none is a contradiction);
//! 3. locked candidates over every pair of houses sharing cells
//!    ([`super::geometry::Intersection`]), which keeps large boards from guessing where a
//!    box–line interaction settles things;
//! 4. each propagating constraint's hook, through [`CandidateMasks`].
//!
//! Branching takes the unplaced cell with the fewest candidates; its last candidate is
//! tried in the frame itself rather than in a copy.
//!
//! Read next: `geometry.rs` for the tables walked here.

use super::constraint::CandidateMasks;
use super::geometry::Geometry;
use super::{Constraint, Rules};
use crate::generate::rng::Rng;

/// One search: the tables, the limits, and what it found so far.
pub(crate) struct Kernel<'p, 'r> {
    geometry: &'p Geometry,
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
    /// Give up after this many guesses (`aborted` says so).
    guess_budget: u64,
    pub(crate) aborted: bool,
    /// Frame `d` is `masks[d * cells..]` and `placed[d * cells..]`.
    masks: Vec<u32>,
    placed: Vec<bool>,
    queue: Vec<u16>,
}

impl<'p, 'r> Kernel<'p, 'r> {
    /// A search of `rules` stopping at `limit` solutions (at least 1), keeping `keep`.
    pub(crate) fn new(rules: &'p Rules, limit: u64, keep: usize) -> Self {
        let cells = rules.shape().cell_count();
        Kernel {
            geometry: rules.geometry(),
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
            guess_budget: u64::MAX,
            aborted: false,
            masks: vec![0; cells * 8],
            placed: vec![false; cells * 8],
            queue: Vec::with_capacity(cells),
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

    /// Gives up after `guesses` branching points.
    pub(crate) fn with_guess_budget(mut self, guesses: u64) -> Self {
        self.guess_budget = guesses;
        self
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
        self.search(0);
    }

    fn done(&self) -> bool {
        self.count >= self.limit || self.aborted
    }

    fn search(&mut self, depth: usize) {
        let n = self.cells;
        loop {
            if !self.propagate(depth) {
                return;
            }
            let at = depth * n;
            let (masks, placed) = (&self.masks[at..at + n], &self.placed[at..at + n]);
            let mut best = usize::MAX;
            let mut fewest = u32::MAX;
            for i in 0..n {
                if !placed[i] {
                    let k = masks[i].count_ones();
                    if k < fewest {
                        fewest = k;
                        best = i;
                        if k == 2 {
                            break;
                        }
                    }
                }
            }
            if best == usize::MAX {
                self.found(depth);
                return;
            }
            self.guesses += 1;
            if self.guesses > self.guess_budget {
                self.aborted = true;
                return;
            }
            // Away from a solution to avoid, its digit is tried last: another solution,
            // if there is one, tends to turn up sooner.
            let last = self.avoid.map_or(0, |a| 1 << (a[best] - 1));
            let mut left = masks[best];
            while left.count_ones() > 1 {
                let bit = match self.rng.as_deref_mut() {
                    Some(rng) => {
                        let mut pick = left;
                        for _ in 0..rng.below(left.count_ones()) {
                            pick &= pick - 1;
                        }
                        pick & pick.wrapping_neg()
                    }
                    None if left & !last != 0 => left & !last & (left & !last).wrapping_neg(),
                    None => left & left.wrapping_neg(),
                };
                left &= !bit;
                self.push_child(depth, best, bit);
                self.search(depth + 1);
                if self.done() {
                    return;
                }
            }
            // The last candidate: in this frame, no copy.
            self.masks[at + best] = left;
        }
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
    /// `false` on a contradiction.
    fn propagate(&mut self, depth: usize) -> bool {
        let geometry = self.geometry;
        let full = self.full;
        let n = self.cells;
        let at = depth * n;
        let masks = &mut self.masks[at..at + n];
        let placed = &mut self.placed[at..at + n];
        let queue = &mut self.queue;
        queue.clear();
        for i in 0..n {
            let m = masks[i];
            if m == 0 {
                return false;
            }
            if !placed[i] && m & (m - 1) == 0 {
                queue.push(i as u16);
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
                            return false;
                        }
                        masks[p] = left;
                        if left & (left - 1) == 0 {
                            queue.push(p as u16);
                        }
                    }
                }
            }
            // 2. Hidden singles.
            for (_, cells) in &geometry.houses {
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
                            return false;
                        }
                        masks[c] = s;
                        queue.push(c as u16);
                    }
                }
            }
            if !queue.is_empty() {
                continue;
            }
            // 3. Locked candidates.
            let mut changed = false;
            for x in &geometry.intersections {
                let union = |cells: &[u16], masks: &[u32]| {
                    cells.iter().fold(0, |u, &c| u | masks[c as usize])
                };
                let shared = union(&x.shared, masks);
                let only_a = union(&x.only_a, masks);
                let only_b = union(&x.only_b, masks);
                // Digits of A confined to the shared cells leave B's others; and back.
                for (confined, others) in [
                    (shared & !only_a & only_b, &x.only_b),
                    (shared & !only_b & only_a, &x.only_a),
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
                                return false;
                            }
                            masks[c] = left;
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
            // 4. The constraints' hooks.
            for c in &self.propagators {
                let mut view = CandidateMasks::new(geometry.shape.size(), masks);
                if !c.propagate(&mut view) {
                    return false;
                }
                changed |= view.changed();
            }
            if !changed {
                return true;
            }
            for i in 0..n {
                let m = masks[i];
                if m == 0 {
                    return false;
                }
                if !placed[i] && m & (m - 1) == 0 {
                    queue.push(i as u16);
                }
            }
        }
    }
}
