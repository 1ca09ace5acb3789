//! The reference kernel: depth-first search that fills the empty cell with the fewest
//! candidates first. No propagation and no tricks, so it is easy to trust; every faster
//! kernel is tested against it.

use super::kernel::{KernelRun, has_conflict};
use super::plain_board::PlainBoard as Board;

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
    let mut board = Board::empty();
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
