//! Unavoidable sets of a solution grid: a cheap proof that a clue removal leaves several
//! solutions, found before any search.
//!
//! A set of cells is unavoidable when the digits on it can be rearranged into another
//! valid grid that agrees with the solution everywhere else: a puzzle with no clue in it
//! then has at least two solutions, so every proper puzzle has a clue in it. Two cheap
//! families are listed here:
//! - **two digits**: cells holding `a` and `b` such that every row, column and box meeting
//!   the set meets it in one `a` and one `b`, so `a` and `b` can swap. The smallest are
//!   the components of the graph linking each `a` cell to the `b` cell of its row, of its
//!   column and of its box (the four-cell rectangles across two boxes are among them);
//! - **two lines**: two rows of one band (or columns of one stack) holding the same
//!   digits on some positions, so the lines can trade them there (`two_line_sets`).
//!
//! The removal loop rejects a removal that would empty one of these sets without
//! asking the kernel. A rejected removal is the costly kind of test (the kernel must
//! walk to a complete other solution), and this settles a share of them in a few mask
//! operations. It changes no outcome, only how it is reached, so the puzzles made for
//! a seed stay the same.
//!
//! Read next: `minimize.rs`, which asks [`Unavoidable::emptied_by`] before the kernel.

/// Unavoidable sets of one solution grid, as cell masks.
pub(crate) struct Unavoidable {
    sets: Vec<u128>,
}

impl Unavoidable {
    /// No sets: every removal goes to the kernel (used when no solution is known).
    pub(crate) const fn none() -> Unavoidable {
        Unavoidable { sets: Vec::new() }
    }

    /// The minimal two-digit and two-line sets of the complete, valid grid `solution`.
    pub(crate) fn of_solution(solution: &[u8; 81]) -> Unavoidable {
        // Per digit: its column in each row, its row in each column and in each box.
        let mut col_in_row = [[0u8; 9]; 9];
        let mut row_in_col = [[0u8; 9]; 9];
        let mut row_in_box = [[0u8; 9]; 9];
        for (i, &v) in solution.iter().enumerate() {
            let (d, r, c) = (usize::from(v - 1), i / 9, i % 9);
            col_in_row[d][r] = c as u8;
            row_in_col[d][c] = r as u8;
            row_in_box[d][crate::grid::layout::box_at(r, c)] = r as u8;
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
        for (first, second, cell) in LINE_PAIRS {
            two_line_sets(solution, first, second, cell, &mut sets);
        }
        Unavoidable { sets }
    }

    /// Whether a puzzle whose clues are the cells of `clues` would leave one of the sets
    /// without a clue, and so have several solutions.
    pub(crate) fn emptied_by(&self, clues: u128) -> bool {
        self.sets.iter().any(|&set| set & clues == 0)
    }
}

/// Cell `k` (0..9 along the line) of line `l`: of row `l`, or of column `l`.
type LineCell = fn(usize, usize) -> usize;

/// Every pair of rows in one band and of columns in one stack, with how lines number
/// their cells.
const LINE_PAIRS: [(usize, usize, LineCell); 18] = {
    const fn row(l: usize, k: usize) -> usize {
        l * 9 + k
    }
    const fn column(l: usize, k: usize) -> usize {
        k * 9 + l
    }
    let mut pairs: [(usize, usize, LineCell); 18] = [(0, 0, row); 18];
    let mut n = 0;
    while n < 9 {
        let (first, second) = (n / 3 * 3 + [0, 0, 1][n % 3], n / 3 * 3 + [1, 2, 2][n % 3]);
        pairs[n] = (first, second, row);
        pairs[9 + n] = (first, second, column);
        n += 1;
    }
    pairs
};

/// The sets of two parallel lines in one band (or stack) that can trade their digits:
/// positions `P` along the lines where both lines hold the same digits. Swapping the two
/// lines' digits on `P` keeps both lines whole, and every column (or row) and box too, as
/// the two cells swapped at a position share both. So those cells are unavoidable.
///
/// The minimal such `P` are the cycles of the map sending a position to where the second
/// line holds the first line's digit there. A cycle of two positions is a two-digit
/// rectangle, found above; longer ones hold three digits or more and are kept.
fn two_line_sets(
    solution: &[u8; 81],
    first: usize,
    second: usize,
    cell: LineCell,
    sets: &mut Vec<u128>,
) {
    let mut where_second = [0usize; 10];
    for k in 0..9 {
        where_second[usize::from(solution[cell(second, k)])] = k;
    }
    let mut left: u16 = 0x1ff;
    while left != 0 {
        let start = left.trailing_zeros() as usize;
        let (mut positions, mut set, mut k) = (0u16, 0u128, start);
        loop {
            positions |= 1 << k;
            set |= 1 << cell(first, k) | 1 << cell(second, k);
            k = where_second[usize::from(solution[cell(first, k)])];
            if k == start {
                break;
            }
        }
        left &= !positions;
        if positions.count_ones() > 2 {
            sets.push(set);
        }
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
    fn every_set_is_unavoidable_and_the_two_digit_sets_cover_each_pair() {
        let grid = solution();
        let found = Unavoidable::of_solution(&grid);
        let (mut cells, mut wider) = (0, 0);
        for &set in &found.sets {
            let digits: u16 = (0..81)
                .filter(|&i| set >> i & 1 == 1)
                .fold(0, |m, i| m | 1 << grid[i]);
            assert!(set.count_ones() >= 4 && set.count_ones() % 2 == 0);
            if digits.count_ones() == 2 {
                cells += set.count_ones();
            } else {
                // Two lines trading three digits or more: two rows or two columns.
                assert!(digits.count_ones() >= 3, "{set:b}");
                let rows = (0..81)
                    .filter(|&i| set >> i & 1 == 1)
                    .fold(0u16, |m, i| m | 1 << (i / 9));
                let cols = (0..81)
                    .filter(|&i| set >> i & 1 == 1)
                    .fold(0u16, |m, i| m | 1 << (i % 9));
                assert!(rows.count_ones() == 2 || cols.count_ones() == 2, "{set:b}");
                wider += 1;
            }
            // The grid outside the set as a puzzle: at least two solutions.
            let mut puzzle = grid;
            for (i, v) in puzzle.iter_mut().enumerate() {
                if set >> i & 1 == 1 {
                    *v = 0;
                }
            }
            assert_eq!(Kernel::Reference.run(&puzzle, 2, &mut []).solutions, 2);
        }
        // The components of each pair partition its 18 cells.
        assert_eq!(cells, 36 * 18);
        assert!(wider > 0);
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
