//! [`PlainBoard`]: cell values plus the digits each row, column and box already holds,
//! with the three operations a plain backtracking search needs. The reference kernel
//! searches with it, and so does the generator's filler of random grids, which must not
//! depend on the fast kernel's search order.

/// Cell values (0 = empty) and, per row, column and box, the digits used (bit `d-1`).
#[derive(Clone, Copy)]
pub(crate) struct PlainBoard {
    pub(crate) values: [u8; 81],
    rows: [u16; 9],
    cols: [u16; 9],
    boxes: [u16; 9],
}

use crate::grid::layout::box_of;

impl PlainBoard {
    /// The board with no digit placed.
    pub(crate) const fn empty() -> PlainBoard {
        PlainBoard {
            values: [0; 81],
            rows: [0; 9],
            cols: [0; 9],
            boxes: [0; 9],
        }
    }

    /// Puts `v` (1..=9) in cell `i`, which must be empty.
    pub(crate) fn place(&mut self, i: usize, v: u8) {
        debug_assert!(self.values[i] == 0 && (1..=9).contains(&v));
        let bit = 1 << (v - 1);
        self.values[i] = v;
        self.rows[i / 9] |= bit;
        self.cols[i % 9] |= bit;
        self.boxes[box_of(i)] |= bit;
    }

    /// Empties cell `i`, which must hold a digit.
    pub(crate) fn clear(&mut self, i: usize) {
        debug_assert!(self.values[i] != 0);
        let bit = !(1 << (self.values[i] - 1));
        self.values[i] = 0;
        self.rows[i / 9] &= bit;
        self.cols[i % 9] &= bit;
        self.boxes[box_of(i)] &= bit;
    }

    /// The digits no peer of cell `i` holds, as a mask (bit `d-1` for digit `d`).
    pub(crate) fn candidates(&self, i: usize) -> u16 {
        !(self.rows[i / 9] | self.cols[i % 9] | self.boxes[box_of(i)]) & 0x1ff
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn place_and_clear_keep_the_sets() {
        let mut board = PlainBoard::empty();
        board.place(0, 5);
        assert_eq!(board.candidates(8) & 1 << 4, 0, "same row");
        assert_eq!(board.candidates(72) & 1 << 4, 0, "same column");
        assert_eq!(board.candidates(20) & 1 << 4, 0, "same box");
        assert_ne!(board.candidates(40) & 1 << 4, 0, "elsewhere");
        board.clear(0);
        assert_eq!(board.candidates(8), 0x1ff);
    }
}
