//! Which dynamic forcing chains, nested at level 4 in a dynamic chain that has stalled,
//! can rely on what that chain removed — the only ones `nested.rs` keeps — told before
//! their walks, so that the nested search walks and counts those alone. The static
//! chains of levels 2 and 3 have their own test (`relying.rs`).
//!
//! A nested chain relies on the outer chain's removals through the cells and houses where
//! it turns a candidate on (see `nested.rs`, `rule_parents`): a naked single in a cell
//! that lost candidates, a hidden single of a digit in a house that lost places of it;
//! and a cell forcing chain from such a cell, or a region forcing chain from such a house
//! and digit, relies on them from its start.
//!
//! Take the dynamic walk from an assumption `s` on the starting board, `W₀(s)`, and on the
//! board the outer chain has left, `W(s)`. The walk turns a candidate on only when its
//! cell, or its digit's house, is down to one left; it turns candidates off around every
//! one it turns on. Suppose `W₀(s)` met no contradiction, reached no candidate the outer
//! chain removed, and left at least two candidates (places) in every cell (house and
//! digit) that lost some and had two or more. Then step by step the two walks are the
//! same: every cell and house the walk turns something on in lost nothing (else the
//! removed candidates would be among those reached), and where something was lost no
//! single appears on the smaller board either. So `W(s) = W₀(s)`, its "on" potentials
//! all in cells and houses that lost nothing: `s` is *unchanged*. A contradiction or
//! double forcing chain from unchanged walks alone, and a cell (region) forcing chain from
//! a cell (house and digit) that lost nothing through unchanged walks alone, relies on
//! nothing, and is dropped; the nested search leaves such chains out before walking.
//!
//! The walks of the starting board are taken once per step (`StartWalks`); the test per
//! nested search is a few cell-set operations per assumption. An unchanged walk that a
//! kept chain needs (a cell that lost candidates has unchanged ones among its own) is
//! copied from the starting board's rather than walked again. Variant boards, whose
//! walks follow further relations, are searched in full. Read next: `multiple/pick.rs`,
//! whose search takes the test.

use std::sync::Arc;

use super::super::bits;
use super::graph::{Grid, POTS, Pot, pot};
use super::multiple::Walks;
use crate::grid::CellSet;

/// The dynamic walks from each assumption on the starting board.
pub(super) struct StartWalks {
    /// The candidate masks of the board walked, to tell it from another.
    masks: [u16; 81],
    walks: Walks,
}

impl StartWalks {
    /// `walks` of the board with candidates `masks`.
    pub(super) fn new(masks: [u16; 81], walks: Walks) -> StartWalks {
        StartWalks { masks, walks }
    }

    /// Whether these are the walks of the board with candidates `masks`.
    pub(super) fn of_masks(&self, masks: &[u16; 81]) -> bool {
        self.masks == *masks
    }
}

/// The test of the module header for one nested search.
pub(super) struct Unchanged {
    /// The starting board's walks: an unchanged walk is one of them.
    start: Arc<StartWalks>,
    /// The assumptions on the current board whose walks may differ from the starting
    /// board's, by potential.
    changed: Vec<bool>,
    /// Cells that lost candidates.
    cells: CellSet,
    /// Per digit, bit `h`: house `h` lost places of the digit.
    houses: [u64; 9],
}

impl Unchanged {
    /// The test for the walks on `current`, a subset of `initial`'s candidates, with the
    /// walks of `initial`. `None` on a variant board: every chain is searched.
    pub(super) fn new(
        initial: &Grid,
        current: &Grid,
        start: &Arc<StartWalks>,
    ) -> Option<Unchanged> {
        if initial.sight.is_some() || current.sight.is_some() || !start.of_masks(&initial.masks) {
            return None;
        }
        let removed: [CellSet; 9] = std::array::from_fn(|d| initial.cells[d] - current.cells[d]);
        let cells = (0..81)
            .filter(|&c| initial.masks[c] != current.masks[c])
            .fold(CellSet::EMPTY, |set, c| set.with_index(c));
        // Where a single may appear on the smaller board: cells and houses that lost
        // something and have two or more left.
        let open = (0..81)
            .filter(|&c| cells.has_index(c) && current.masks[c].count_ones() >= 2)
            .fold(CellSet::EMPTY, |set, c| set.with_index(c));
        let mut houses = [0u64; 9];
        let mut open_houses = Vec::new();
        for h in 0..current.house_count() {
            for (d, lost) in removed.iter().enumerate() {
                if (initial.house_set(h) & *lost).is_empty() {
                    continue;
                }
                houses[d] |= 1 << h;
                let left = current.places(h, d);
                if left.len() >= 2 {
                    open_houses.push((d, left));
                }
            }
        }
        let changed_walk = |sets: &[CellSet; 18]| {
            // A removed candidate reached.
            if (0..9).any(|d| !((sets[d] | sets[9 + d]) & removed[d]).is_empty()) {
                return true;
            }
            // A cell left with fewer than two: the cells with two or more, bit-sliced.
            let (mut one, mut two) = (CellSet::EMPTY, CellSet::EMPTY);
            for (&places, &off) in current.cells.iter().zip(sets) {
                let left = places - off;
                two |= one & left;
                one |= left;
            }
            !(open - two).is_empty()
                || open_houses
                    .iter()
                    .any(|&(d, left)| (left - sets[d]).len() <= 1)
        };
        let mut changed = vec![true; POTS];
        for c in 0..81 {
            for d in bits(current.masks[c]) {
                for p in [pot(c, d, true), pot(c, d, false)] {
                    if let Some(sets) = start.walks.reached(p) {
                        changed[p as usize] = changed_walk(sets);
                    }
                }
            }
        }
        Some(Unchanged {
            start: start.clone(),
            changed,
            cells,
            houses,
        })
    }

    /// The starting board's walks.
    pub(super) fn start_walks(&self) -> &Walks {
        &self.start.walks
    }

    /// Whether the walk from `s` may differ from the starting board's.
    pub(super) fn changed(&self, s: Pot) -> bool {
        self.changed[s as usize]
    }

    /// Whether chains from these starts may rely on the outer chain's removals: a cell
    /// forcing chain from cell `c`, a region forcing chain from house `h` on digit `d`,
    /// or (neither) a contradiction or double forcing chain.
    pub(super) fn may_rely(
        &self,
        starts: &[Pot],
        cell: Option<usize>,
        region: Option<(usize, usize)>,
    ) -> bool {
        cell.is_some_and(|c| self.cells.has_index(c))
            || region.is_some_and(|(h, d)| self.houses[d] >> h & 1 != 0)
            || starts.iter().any(|&s| self.changed(s))
    }
}
