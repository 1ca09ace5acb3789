//! Random complete grids: the solutions that generated puzzles are carved from.
//!
//! Two steps, each cheap:
//! 1. **Fill**: the three diagonal boxes get random permutations of 1–9 (they share no
//!    row, column or box, so any choice is consistent and always completable); a small
//!    randomised depth-first search (fewest candidates first, candidates in random order)
//!    fills the rest.
//! 2. **Shuffle**: validity-preserving transformations — digit relabelling, row
//!    permutations within bands, band permutations, the same for columns and stacks, and
//!    a transpose half the time. These spread the grids over their equivalence classes
//!    and wash out whatever preference the search order has.
//!
//! The filler is deliberately not the solver kernel: the grid drawn for a seed must not
//! change when a faster kernel (with another search order) replaces the current one. It
//! keeps the set of empty cells beside the board, so choosing a cell walks only those
//! instead of all 81.
//!
//! Read next: `minimize.rs`, which turns a grid into a minimal puzzle.

use super::rng::Rng;
use crate::grid::layout::{BOX0, HOUSE_CELLS};
use crate::solve::PlainBoard;

/// A random complete, valid grid (values 1..=9 in reading order).
pub(crate) fn random_solution(rng: &mut Rng) -> [u8; 81] {
    loop {
        let mut filler = Filler::with_diagonal_boxes(rng);
        if filler.fill(rng) {
            return shuffle_layout(&filler.board.values, rng);
        }
        // The node budget ran out on an unlucky start: draw new diagonal boxes.
    }
}

/// Search nodes allowed before giving up on a start. Fills from diagonal boxes finish in
/// well under a hundred nodes almost always; the cap only bounds the rare bad case.
const NODE_BUDGET: u32 = 10_000;

/// The filler's board, and the set of its empty cells, so that choosing the next cell
/// walks only the empty ones.
struct Filler {
    board: PlainBoard,
    /// Bit `i`: cell `i` is empty.
    empty: u128,
    nodes: u32,
}

impl Filler {
    fn with_diagonal_boxes(rng: &mut Rng) -> Filler {
        let mut filler = Filler {
            board: PlainBoard::empty(),
            empty: (1 << 81) - 1,
            nodes: 0,
        };
        for b in [0, 4, 8] {
            let digits: [u8; 9] = rng.permutation();
            for (k, &d) in digits.iter().enumerate() {
                filler.place(usize::from(HOUSE_CELLS[BOX0 + b][k]), d + 1);
            }
        }
        filler
    }

    fn place(&mut self, i: usize, v: u8) {
        self.board.place(i, v);
        self.empty &= !(1 << i);
    }

    fn clear(&mut self, i: usize) {
        self.board.clear(i);
        self.empty |= 1 << i;
    }

    /// The empty cell to branch on: the first in reading order with at most one digit
    /// left, else the first with the fewest. None when the grid is full.
    fn choose(&self) -> Option<(usize, u16)> {
        let mut best: Option<(usize, u16)> = None;
        let mut best_count = u32::MAX;
        let mut empty = self.empty;
        while empty != 0 {
            let i = empty.trailing_zeros() as usize;
            empty &= empty - 1;
            let cands = self.board.candidates(i);
            let count = cands.count_ones();
            if count < best_count {
                best = Some((i, cands));
                best_count = count;
                if count <= 1 {
                    break;
                }
            }
        }
        best
    }

    /// Fills every empty cell; false on a dead end or when the node budget is spent.
    fn fill(&mut self, rng: &mut Rng) -> bool {
        self.nodes += 1;
        if self.nodes > NODE_BUDGET {
            return false;
        }
        let Some((i, mut cands)) = self.choose() else {
            return true;
        };
        while cands != 0 {
            let bit = rng.pick_bit(cands);
            cands &= !bit;
            self.place(i, bit.trailing_zeros() as u8 + 1);
            if self.fill(rng) {
                return true;
            }
            self.clear(i);
            if self.nodes > NODE_BUDGET {
                return false;
            }
        }
        false
    }
}

/// Applies a random symmetry of the Sudoku rules to a complete grid.
fn shuffle_layout(grid: &[u8; 81], rng: &mut Rng) -> [u8; 81] {
    let relabel: [u8; 9] = rng.permutation();
    let rows = line_order(rng);
    let cols = line_order(rng);
    let transpose = rng.coin();
    let mut out = [0u8; 81];
    for r in 0..9 {
        for c in 0..9 {
            let (sr, sc) = (rows[r] as usize, cols[c] as usize);
            let (sr, sc) = if transpose { (sc, sr) } else { (sr, sc) };
            out[r * 9 + c] = relabel[grid[sr * 9 + sc] as usize - 1] + 1;
        }
    }
    out
}

/// A random order of the nine rows (or columns) that keeps bands (stacks) together:
/// a permutation of the bands, then of the lines inside each band.
fn line_order(rng: &mut Rng) -> [u8; 9] {
    let bands: [u8; 3] = rng.permutation();
    let mut order = [0u8; 9];
    for (slot, &band) in bands.iter().enumerate() {
        let inner: [u8; 3] = rng.permutation();
        for (k, &line) in inner.iter().enumerate() {
            order[slot * 3 + k] = band * 3 + line;
        }
    }
    order
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::layout::box_of;

    fn is_valid_solution(g: &[u8; 81]) -> bool {
        let mut seen = [[0u16; 9]; 3];
        for (i, &v) in g.iter().enumerate() {
            if !(1..=9).contains(&v) {
                return false;
            }
            let bit = 1 << (v - 1);
            let slots = [i / 9, i % 9, box_of(i)];
            for (kind, &slot) in slots.iter().enumerate() {
                if seen[kind][slot] & bit != 0 {
                    return false;
                }
                seen[kind][slot] |= bit;
            }
        }
        true
    }

    #[test]
    fn grids_are_valid_varied_and_reproducible() {
        let mut rng = Rng::from_seed(1);
        let grids: Vec<[u8; 81]> = (0..50).map(|_| random_solution(&mut rng)).collect();
        assert!(grids.iter().all(is_valid_solution));
        let mut distinct = grids.clone();
        distinct.sort_unstable();
        distinct.dedup();
        assert_eq!(distinct.len(), grids.len());
        // The first row is not stuck on one arrangement.
        let first_cells: std::collections::HashSet<u8> = grids.iter().map(|g| g[0]).collect();
        assert!(first_cells.len() >= 5);

        let mut again = Rng::from_seed(1);
        assert_eq!(random_solution(&mut again), grids[0]);
    }

    #[test]
    fn shuffling_keeps_a_grid_valid() {
        let mut rng = Rng::from_seed(9);
        let grid = random_solution(&mut rng);
        for _ in 0..20 {
            assert!(is_valid_solution(&shuffle_layout(&grid, &mut rng)));
        }
    }
}
