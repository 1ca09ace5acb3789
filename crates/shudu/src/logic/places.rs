//! [`Places`]: where each digit can still go — per digit the set of cells holding it as a
//! candidate, per house and digit the positions holding it, and the set of empty cells —
//! kept in step with a [`Board`](super::board::Board)'s candidate masks.
//!
//! The finders ask these questions thousands of times per step of a path, on a board that
//! changes by a handful of candidates between steps; deriving them from the masks each
//! time (a pass over the 81 cells, or over a house's nine) was a large share of the
//! rater's time. Every change of the board updates them here instead, in a few word
//! operations per candidate.
//!
//! Read next: `board.rs`, the only owner.

use super::houses::{HOUSE_CELLS, HOUSE_SETS};
use crate::grid::CellSet;

/// For every cell, its row, column and box (house indices) and its position in each.
pub(super) const CELL_HOUSES: CellHouses = cell_houses();

/// For every cell, its row, column and box (or region) as (house index, position) pairs:
/// [`CELL_HOUSES`] on a classic board, the layout's table on a variant board.
pub(super) type CellHouses = [[(u8, u8); 3]; 81];

const fn cell_houses() -> [[(u8, u8); 3]; 81] {
    let mut out = [[(0u8, 0u8); 3]; 81];
    let mut h = 0;
    while h < 27 {
        let mut k = 0;
        while k < 9 {
            let c = HOUSE_CELLS[h][k] as usize;
            // Rows come first in house order, then columns, then boxes.
            out[c][h / 9] = (h as u8, k as u8);
            k += 1;
        }
        h += 1;
    }
    out
}

/// The derived tables of a board (see the module header).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) struct Places {
    /// Cells holding each zero-based digit as a candidate.
    cells: [CellSet; 9],
    /// `positions[h][d]`: bit `k` set when the `k`-th cell of house `h` holds digit `d`.
    positions: [[u16; 9]; 27],
    /// Cells with no digit placed.
    empty: CellSet,
    /// How many times each zero-based digit is placed.
    placed: [u8; 9],
}

impl Places {
    /// The tables of the given placed values (0 for empty) and candidate masks.
    pub(super) fn of(values: &[u8; 81], masks: &[u16; 81], table: &CellHouses) -> Places {
        let mut out = Places {
            cells: [CellSet::EMPTY; 9],
            positions: [[0; 9]; 27],
            empty: CellSet::EMPTY,
            placed: [0; 9],
        };
        for c in 0..81 {
            match values[c] {
                0 => out.empty = out.empty.with_index(c),
                v => out.placed[v as usize - 1] += 1,
            }
            let mut m = masks[c];
            while m != 0 {
                out.add(table, c, m.trailing_zeros() as usize);
                m &= m - 1;
            }
        }
        out
    }

    fn add(&mut self, table: &CellHouses, c: usize, d: usize) {
        self.cells[d] = self.cells[d].with_index(c);
        for (h, k) in table[c] {
            self.positions[h as usize][d] |= 1 << k;
        }
    }

    /// Candidate `d` leaves cell `c`.
    #[inline]
    pub(super) fn remove(&mut self, table: &CellHouses, c: usize, d: usize) {
        self.cells[d] = self.cells[d].without_index(c);
        for (h, k) in table[c] {
            self.positions[h as usize][d] &= !(1 << k);
        }
    }

    /// Cell `c`, which held value `old` (0 for none), now holds `value` (non-zero).
    pub(super) fn set_value(&mut self, c: usize, old: u8, value: u8) {
        if old != 0 {
            self.placed[old as usize - 1] -= 1;
        }
        self.placed[value as usize - 1] += 1;
        self.empty = self.empty.without_index(c);
    }

    pub(super) fn cells(&self) -> &[CellSet; 9] {
        &self.cells
    }

    pub(super) fn positions(&self) -> &[[u16; 9]; 27] {
        &self.positions
    }

    /// Empty cells of house `h` (of the classic tables).
    pub(super) fn empty_in(&self, h: usize) -> usize {
        (self.empty & HOUSE_SETS[h]).len()
    }

    /// Empty cells among `set`.
    pub(super) fn empty_among(&self, set: CellSet) -> usize {
        (self.empty & set).len()
    }

    /// Empty cells with no candidate left.
    pub(super) fn dead(&self) -> CellSet {
        self.empty - self.cells.iter().fold(CellSet::EMPTY, |u, &c| u | c)
    }

    pub(super) fn is_full(&self) -> bool {
        self.empty.is_empty()
    }

    pub(super) fn placed(&self, d: usize) -> usize {
        self.placed[d] as usize
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cell_houses_name_each_cell_where_the_house_lists_it() {
        for (c, houses) in CELL_HOUSES.iter().enumerate() {
            for &(h, k) in houses {
                assert_eq!(HOUSE_CELLS[h as usize][k as usize] as usize, c);
            }
            assert_eq!(houses.map(|(h, _)| h / 9), [0, 1, 2]);
        }
    }
}
