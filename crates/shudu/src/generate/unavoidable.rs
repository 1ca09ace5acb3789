//! Unavoidable sets of two digits: a cheap proof that a clue removal leaves several
//! solutions, found before any search.
//!
//! Take two digits `a` and `b` of a solution grid and a set of cells holding them such
//! that every row, column and box meeting the set meets it in one `a` and one `b`.
//! Swapping `a` and `b` on those cells gives another valid grid, which differs from the
//! solution only there. So a puzzle with no clue in the set has at least two solutions:
//! every proper puzzle has a clue in it. The smallest such sets are the components of the
//! graph linking each `a` cell to the `b` cell of its row, of its column and of its box;
//! the smallest of all are the four-cell rectangles across two boxes.
//!
//! The removal loop rejects a removal that would empty one of these sets without
//! asking the kernel. A rejected removal is the costly kind of test (the kernel must
//! walk to a complete other solution), and this settles a share of them in a few mask
//! operations. It changes no outcome, only how it is reached, so the puzzles made for
//! a seed stay the same.
//!
//! Read next: `minimize.rs`, which asks [`Unavoidable::emptied_by`] before the kernel.

/// The two-digit unavoidable sets of one solution grid, as cell masks.
pub(crate) struct Unavoidable {
    sets: Vec<u128>,
}

impl Unavoidable {
    /// No sets: every removal goes to the kernel (used when no solution is known).
    pub(crate) const fn none() -> Unavoidable {
        Unavoidable { sets: Vec::new() }
    }

    /// The minimal two-digit sets of the complete, valid grid `solution`.
    pub(crate) fn of_solution(solution: &[u8; 81]) -> Unavoidable {
        // Per digit: its column in each row, its row in each column and in each box.
        let mut col_in_row = [[0u8; 9]; 9];
        let mut row_in_col = [[0u8; 9]; 9];
        let mut row_in_box = [[0u8; 9]; 9];
        for (i, &v) in solution.iter().enumerate() {
            let (d, r, c) = (usize::from(v - 1), i / 9, i % 9);
            col_in_row[d][r] = c as u8;
            row_in_col[d][c] = r as u8;
            row_in_box[d][r / 3 * 3 + c / 3] = r as u8;
        }
        let mut sets = Vec::with_capacity(72);
        for a in 0..9 {
            for b in a + 1..9 {
                // The `a` and `b` of one row are always linked (by the row), so the
                // components are sets of rows: row `r` links to the rows holding the
                // other digit in the column and the box of its `a` and of its `b`.
                let mut link = [0u16; 9];
                for (r, slot) in link.iter_mut().enumerate() {
                    let (ca, cb) = (usize::from(col_in_row[a][r]), usize::from(col_in_row[b][r]));
                    let band = r / 3 * 3;
                    *slot = 1 << row_in_col[b][ca]
                        | 1 << row_in_box[b][band + ca / 3]
                        | 1 << row_in_col[a][cb]
                        | 1 << row_in_box[a][band + cb / 3];
                }
                let mut left: u16 = 0x1ff;
                while left != 0 {
                    let mut rows = left & left.wrapping_neg();
                    let mut frontier = rows;
                    while frontier != 0 {
                        let r = frontier.trailing_zeros() as usize;
                        frontier &= frontier - 1;
                        let new = link[r] & !rows;
                        rows |= new;
                        frontier |= new;
                    }
                    left &= !rows;
                    let mut set = 0u128;
                    let mut each = rows;
                    while each != 0 {
                        let r = each.trailing_zeros() as usize;
                        each &= each - 1;
                        set |= 1 << (r * 9 + usize::from(col_in_row[a][r]))
                            | 1 << (r * 9 + usize::from(col_in_row[b][r]));
                    }
                    sets.push(set);
                }
            }
        }
        Unavoidable { sets }
    }

    /// Whether a puzzle whose clues are the cells of `clues` would leave one of the sets
    /// without a clue, and so have several solutions.
    pub(crate) fn emptied_by(&self, clues: u128) -> bool {
        self.sets.iter().any(|&set| set & clues == 0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::Kernel;

    /// Every cell, as bits 0..81.
    const ALL_CELLS: u128 = (1 << 81) - 1;

    /// A solution grid through the crate's own reader and solver.
    fn solution() -> [u8; 81] {
        let puzzle: crate::grid::Grid =
            "..1..3......85.....4..268...79..5..2..2......5.......4.......276...4.......19.68."
                .parse()
                .unwrap();
        crate::Solver::new().first(&puzzle).unwrap().to_values()
    }

    #[test]
    fn every_set_is_unavoidable_and_the_sets_cover_each_digit_pair() {
        let grid = solution();
        let found = Unavoidable::of_solution(&grid);
        let mut cells = 0;
        for &set in &found.sets {
            // Two digits, each house meeting the set in one of each.
            let digits: u16 = (0..81)
                .filter(|&i| set >> i & 1 == 1)
                .fold(0, |m, i| m | 1 << grid[i]);
            assert_eq!(digits.count_ones(), 2, "{set:b}");
            assert!(set.count_ones() >= 4 && set.count_ones() % 2 == 0);
            // The grid outside the set as a puzzle: at least two solutions.
            let mut puzzle = grid;
            for (i, v) in puzzle.iter_mut().enumerate() {
                if set >> i & 1 == 1 {
                    *v = 0;
                }
            }
            assert_eq!(Kernel::Reference.run(&puzzle, 2, &mut []).solutions, 2);
            cells += set.count_ones();
        }
        // The components of each pair partition its 18 cells.
        assert_eq!(cells, 36 * 18);
    }

    #[test]
    fn a_full_puzzle_empties_nothing_and_an_emptied_set_is_seen() {
        let found = Unavoidable::of_solution(&solution());
        assert!(!found.emptied_by(ALL_CELLS));
        let smallest = *found.sets.iter().min_by_key(|s| s.count_ones()).unwrap();
        assert!(found.emptied_by(ALL_CELLS & !smallest));
        assert!(!Unavoidable::none().emptied_by(0));
    }
}
