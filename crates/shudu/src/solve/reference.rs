//! The reference kernel: depth-first search that fills the empty cell with the fewest
//! candidates first. No propagation and no tricks, so it is easy to trust; every faster
//! kernel is tested against it.

use super::kernel::{KernelRun, has_conflict};

/// Digits already used in each row, column and box (bit `d-1` for digit `d`).
struct Board {
    values: [u8; 81],
    rows: [u16; 9],
    cols: [u16; 9],
    boxes: [u16; 9],
}

const fn box_of(i: usize) -> usize {
    i / 27 * 3 + i % 9 / 3
}

impl Board {
    fn place(&mut self, i: usize, v: u8) {
        let bit = 1 << (v - 1);
        self.values[i] = v;
        self.rows[i / 9] |= bit;
        self.cols[i % 9] |= bit;
        self.boxes[box_of(i)] |= bit;
    }

    fn clear(&mut self, i: usize) {
        let bit = !(1 << (self.values[i] - 1));
        self.values[i] = 0;
        self.rows[i / 9] &= bit;
        self.cols[i % 9] &= bit;
        self.boxes[box_of(i)] &= bit;
    }

    fn candidates(&self, i: usize) -> u16 {
        !(self.rows[i / 9] | self.cols[i % 9] | self.boxes[box_of(i)]) & 0x1ff
    }
}

struct Search<'k> {
    limit: u64,
    keep: &'k mut [[u8; 81]],
    run: KernelRun,
}

impl Search<'_> {
    /// Returns true once the limit is reached, to unwind the search.
    fn descend(&mut self, board: &mut Board) -> bool {
        let mut best: Option<(usize, u16)> = None;
        for i in 0..81 {
            if board.values[i] != 0 {
                continue;
            }
            let cands = board.candidates(i);
            if best.is_none_or(|(_, b)| cands.count_ones() < b.count_ones()) {
                best = Some((i, cands));
                if cands.count_ones() <= 1 {
                    break;
                }
            }
        }
        let Some((i, mut cands)) = best else {
            if let Some(slot) = self.keep.get_mut(self.run.solutions as usize) {
                *slot = board.values;
            }
            self.run.solutions += 1;
            return self.run.solutions >= self.limit;
        };
        if cands.count_ones() > 1 {
            self.run.guesses += 1;
        }
        while cands != 0 {
            let v = cands.trailing_zeros() as u8 + 1;
            cands &= cands - 1;
            board.place(i, v);
            let done = self.descend(board);
            board.clear(i);
            if done {
                return true;
            }
        }
        false
    }
}

pub(super) fn search(puzzle: &[u8; 81], limit: u64, keep: &mut [[u8; 81]]) -> KernelRun {
    if has_conflict(puzzle) {
        return KernelRun::default();
    }
    let mut board = Board {
        values: [0; 81],
        rows: [0; 9],
        cols: [0; 9],
        boxes: [0; 9],
    };
    for (i, &v) in puzzle.iter().enumerate() {
        if v != 0 {
            board.place(i, v);
        }
    }
    let mut search = Search {
        limit,
        keep,
        run: KernelRun::default(),
    };
    search.descend(&mut board);
    search.run
}
