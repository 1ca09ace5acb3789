//! The branching choice of the bit-board kernel: where to guess when propagation has
//! done all it can.
//!
//! Early on (many cells open), on a digit's configuration in a band or stack: which of
//! the permutations left in its 3×3 picture it takes ([`State::pick_branch`]). Later, on
//! a cell: two-candidate cells first, as they split the search in two, and among them
//! the choice matters a lot on hard puzzles; see [`State::pick_cell`]. Read next:
//! `state.rs` for what the masks hold.

use super::isa::Isa;
use super::state::State;
use super::tables::{CONFIGS, LINE_COST, POPCOUNT, ROW, spread, stack_picture_of};
use super::{COLUMNS, columns};

/// Branching on configurations pays only while more than this many cells are open;
/// later a two-candidate cell splits the rest as well and is cheaper to find (on the
/// top1465 set cells are better throughout: 9.4 guesses a puzzle against 9.9).
const CONFIGS_ABOVE: u32 = 45;

/// Where to branch: a cell (one child per digit), or a digit's configuration in a band
/// or a stack (one child per permutation left in its 3×3 picture).
#[derive(Clone, Copy, Debug)]
pub(super) enum Branch {
    /// Band and bit of the cell.
    Cell(usize, u32),
    /// `line` 0..3 is a band (row-by-box picture, as `occupancy`), 3..6 a stack
    /// (band-by-column picture, as `stack_picture`); `picture` is the digit's picture.
    Config { line: usize, d: usize, picture: u32 },
}

impl State {
    /// The 3×3 band-by-column picture of digit `d` in stack `s` (as in `stack_rules`);
    /// `pick_branch` builds all of them at once, the tests check against this.
    #[cfg(test)]
    #[inline(always)]
    fn stack_picture(&self, s: usize, d: usize) -> u32 {
        let shift = 3 * s;
        (columns(self.cand[0][d]) >> shift & 7)
            | (columns(self.cand[1][d]) >> shift & 7) << 3
            | (columns(self.cand[2][d]) >> shift & 7) << 6
    }

    /// Where to branch. While many cells are open, on a digit's configuration: in the
    /// band or stack with the fewest digits still open (two or more permutations left),
    /// then the fewest permutations among them ([`LINE_COST`]), the digit with the
    /// fewest (at least two). A configuration fixes three of the digit's places at once,
    /// so either branch feeds more propagation than a cell's digit does. Taking the line
    /// with the fewest open digits rather than the fewest permutations over all nine cut
    /// the guesses at limit 2 on the forum-hardest set from 128.3 to 95.3 a puzzle
    /// (top1465 10.06 → 9.89, 17-clue 0.67 → 0.81: the one set that lost). With few cells
    /// open, `pick_cell`, unless the search has found the puzzle `hard` (see
    /// `HARD_AFTER` in `bitboard.rs`): then configurations at every depth.
    pub(super) fn pick_branch<I: Isa>(&self, isa: I, hard: bool) -> Branch {
        if hard || self.open_cells() > CONFIGS_ABOVE {
            // Every digit's pictures, the stacks' from each band's columns (computed
            // once, not once per stack):
            //   pictures[3 + s][d] bits 3b ..= 3b+2 = columns 3s ..= 3s+2 of cand[b][d]
            let mut pictures = [[0u32; 9]; 6];
            // stacked[d]: band b's columns of digit d at bits 9b ..= 9b+8, so stack s's
            // three columns of band b sit at 9b + 3s ..= 9b + 3s + 2.
            let mut stacked = [0u32; 9];
            for (b, band) in self.cand.iter().enumerate() {
                for (d, &mask) in band.iter().enumerate() {
                    pictures[b][d] = isa.occupancy(mask) as u32;
                    stacked[d] |= columns(mask) << (9 * b);
                }
            }
            for (s, line) in (0..).zip(pictures[3..].iter_mut()) {
                for (picture, &cols) in line.iter_mut().zip(&stacked) {
                    *picture = stack_picture_of(cols, s);
                }
            }
            let mut best = (u32::MAX, 0usize);
            for (line, line_pictures) in pictures.iter().enumerate() {
                let mut cost = 0;
                for &picture in line_pictures {
                    cost += u32::from(LINE_COST[picture as usize]);
                }
                if cost > 0 && cost < best.0 {
                    best = (cost, line);
                }
            }
            let line = best.1;
            // The digit with the fewest permutations, at least two, the first on ties:
            // the least of (n - 2) << 4 | d, where n < 2 wraps to the top.
            let mut pick = u32::MAX;
            for (d, &picture) in (0..).zip(&pictures[line]) {
                let n = u32::from(CONFIGS[picture as usize]);
                pick = pick.min(n.wrapping_sub(2) << 4 | d);
            }
            // At a fixed point every digit keeps a permutation, so a line over nine
            // has a digit with two; the test only guards against looping forever.
            if pick >> 4 <= 4 {
                let d = (pick & 15) as usize;
                return Branch::Config {
                    line,
                    d,
                    picture: pictures[line][d],
                };
            }
        }
        let (b, bit) = self.pick_cell(isa);
        Branch::Cell(b, bit)
    }

    /// Restricts digit `d` to permutation `perm` of its picture in `line` (see
    /// [`Branch::Config`]); returns the digit-bands to propagate.
    pub(super) fn follow(&mut self, line: usize, d: usize, perm: u32) -> u32 {
        if line < 3 {
            self.cand[line][d] &= spread(perm);
            return 1 << (9 * line + d);
        }
        // Row `b` of the stack's picture: the one column band `b` keeps in the stack.
        let shift = 3 * (line - 3) as u32;
        let mut dirty = 0;
        for (b, band) in self.cand.iter_mut().enumerate() {
            let keep = (perm >> (3 * b) & 7) << shift;
            let lose = (0b111 << shift) & !keep;
            band[d] &= !(lose * COLUMNS);
            dirty |= 1 << (9 * b + d);
        }
        dirty
    }

    /// The unplaced cell to guess on: a two-candidate cell if there is one, else one with
    /// the fewest candidates. Returns its band and bit.
    ///
    /// Among two-candidate cells it takes one whose row and box hold the most unplaced
    /// cells: either choice there feeds the most eliminations. On the top1465 and
    /// forum-hardest sets this makes about 40 % fewer guesses than taking the first
    /// two-candidate cell.
    pub(super) fn pick_cell<I: Isa>(&self, isa: I) -> (usize, u32) {
        let mut best = (0, 0, 0);
        for b in 0..3 {
            let unsolved = self.unsolved[b];
            let (mut one, mut two, mut three) = (0u32, 0u32, 0u32);
            for &x in &self.cand[b] {
                three |= two & x;
                two |= one & x;
                one |= x;
            }
            let pairs = unsolved & two & !three;
            if pairs == 0 {
                continue;
            }
            // Score each row-box meeting that holds a two-candidate cell by the unplaced
            // cells of its row and its box, counting their three shared cells once.
            let count = |mask: u32| u32::from(POPCOUNT[mask as usize]);
            let rows = [
                count(unsolved & ROW),
                count(unsolved >> 9 & ROW),
                count(unsolved >> 18 & ROW),
            ];
            // A box's nine cells gathered into 9 bits for the table:
            //   band bits  20 19 18 | 11 10 9 | 2 1 0   (box 0; boxes 1, 2 shifted by 3, 6)
            //   gathered    8  7  6 |  5  4 3 | 2 1 0
            let boxes = [0, 3, 6].map(|shift| {
                let boxed = unsolved >> shift;
                count(boxed & 7 | boxed >> 6 & 0o70 | boxed >> 12 & 0o700)
            });
            let mut meetings = isa.occupancy(pairs);
            while meetings != 0 {
                let m = meetings.trailing_zeros();
                meetings &= meetings - 1;
                let (i, j) = (m as usize / 3, m as usize % 3);
                let shift = 9 * i + 3 * j;
                // The + 1 keeps every score above the 0 of "nothing found yet".
                let score = rows[i] + boxes[j] + 1 - count(unsolved >> shift & 0b111);
                if score > best.2 {
                    best = (
                        b,
                        (pairs >> shift & 0b111).trailing_zeros() + shift as u32,
                        score,
                    );
                }
            }
        }
        if best.2 > 0 {
            return (best.0, best.1);
        }
        // No two-candidate cell (a few percent of guesses on hard puzzles): count each
        // unplaced cell's digits directly.
        let mut best = (0, 0, u32::MAX);
        for b in 0..3 {
            let mut cells = self.unsolved[b];
            while cells != 0 {
                let bit = cells.trailing_zeros();
                cells &= cells - 1;
                let n = (0..9).filter(|&d| self.cand[b][d] >> bit & 1 != 0).count() as u32;
                if n < best.2 {
                    best = (b, bit, n);
                }
            }
        }
        debug_assert!(best.2 != u32::MAX, "pick_cell on a solved state");
        (best.0, best.1)
    }
}

#[cfg(test)]
mod tests {
    use super::super::isa::Portable;
    use super::super::state::ALL_DIGIT_BANDS;
    use super::super::tables::{PERMUTATIONS, occupancy};
    use super::*;

    #[test]
    fn picks_a_two_candidate_cell_with_busy_row_and_box() {
        // Inkala's puzzle stalls after propagation with two-candidate cells left.
        let mut puzzle = [0u8; 81];
        let line =
            "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";
        for (slot, c) in puzzle.iter_mut().zip(line.bytes()) {
            *slot = if c.is_ascii_digit() { c - b'0' } else { 0 };
        }
        let mut state = State::new(Portable, &puzzle).unwrap();
        assert!(state.propagate(Portable, ALL_DIGIT_BANDS).is_ok());
        assert!(!state.is_solved());
        let (b, bit) = state.pick_cell(Portable);
        assert_ne!(state.unsolved[b] >> bit & 1, 0, "picked a placed cell");
        assert_eq!(state.digits_at(b, bit).count_ones(), 2);
        // No other two-candidate cell has more unplaced cells in its row and box.
        let busy = |b: usize, bit: u32| {
            let box_mask = super::super::box_of(bit);
            ((ROW << (bit / 9 * 9) | box_mask) & state.unsolved[b]).count_ones()
        };
        let best = busy(b, bit);
        for b2 in 0..3 {
            for bit2 in 0..27 {
                if state.unsolved[b2] >> bit2 & 1 != 0
                    && state.digits_at(b2, bit2).count_ones() == 2
                {
                    assert!(busy(b2, bit2) <= best);
                }
            }
        }
    }

    #[test]
    fn following_every_configuration_covers_the_picture() {
        // The empty grid: every digit has all six configurations in every line, and
        // following one leaves exactly its three row-box meetings (or band columns).
        let state = State::new(Portable, &[0; 81]).unwrap();
        for line in 0..6 {
            let mut union = [0u32; 3];
            for perm in PERMUTATIONS {
                let mut child = state;
                let dirty = child.follow(line, 4, perm);
                assert_ne!(dirty, 0);
                if line < 3 {
                    assert_eq!(occupancy(child.cand[line][4]) as u32, perm);
                } else {
                    assert_eq!(child.stack_picture(line - 3, 4), perm);
                }
                for (u, band) in union.iter_mut().zip(&child.cand) {
                    *u |= band[4];
                }
                // Other digits are untouched.
                assert_eq!(child.cand[0][3], state.cand[0][3]);
            }
            assert_eq!(union, [0x7ff_ffff; 3]);
        }
    }

    #[test]
    fn a_hard_search_branches_on_configurations_late() {
        // Below `CONFIGS_ABOVE` open cells a fresh search guesses on a cell, one found
        // hard on a configuration, whose every permutation fits the digit's picture.
        let line =
            "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";
        let mut puzzle = [0u8; 81];
        for (slot, c) in puzzle.iter_mut().zip(line.bytes()) {
            *slot = if c.is_ascii_digit() { c - b'0' } else { 0 };
        }
        let mut state = State::new(Portable, &puzzle).unwrap();
        assert!(state.propagate(Portable, ALL_DIGIT_BANDS).is_ok());
        // Fix cells until few are open, keeping to the known solution.
        let solution =
            "812753649943682175675491283154237896369845721287169534521974368438526917796318452";
        for (i, c) in solution.bytes().enumerate().take(27) {
            let (b, bit) = (i / 27, i as u32 % 27);
            if state.unsolved[b] >> bit & 1 != 0 {
                let dirty = state.assign(usize::from(c - b'1'), b, bit);
                assert!(state.propagate(Portable, dirty).is_ok());
            }
        }
        assert!(!state.is_solved());
        assert!(state.open_cells() <= CONFIGS_ABOVE);
        assert!(matches!(
            state.pick_branch(Portable, false),
            Branch::Cell(..)
        ));
        let Branch::Config { line, d, picture } = state.pick_branch(Portable, true) else {
            panic!("expected a configuration branch");
        };
        assert!(line < 6 && d < 9);
        assert!(CONFIGS[picture as usize] >= 2);
    }

    #[test]
    fn hard_puzzles_branch_on_configurations() {
        let line =
            "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3";
        let mut puzzle = [0u8; 81];
        for (slot, c) in puzzle.iter_mut().zip(line.bytes()) {
            *slot = if c.is_ascii_digit() { c - b'0' } else { 0 };
        }
        let mut state = State::new(Portable, &puzzle).unwrap();
        assert!(state.propagate(Portable, ALL_DIGIT_BANDS).is_ok());
        assert!(state.open_cells() > CONFIGS_ABOVE);
        let Branch::Config { line, d, picture } = state.pick_branch(Portable, false) else {
            panic!("expected a configuration branch");
        };
        assert!(line < 6 && d < 9);
        assert!(CONFIGS[picture as usize] >= 2);
    }
}
