//! Properties every solver kernel must have, on puzzles made at random from the data:
//! solutions keep the givens and obey every rule, and the symmetries of Sudoku
//! (relabelling digits, permuting rows within a band, bands, columns within a stack,
//! stacks, and transposing) never change how many solutions a puzzle has.

use crate::common;

use std::sync::OnceLock;

use proptest::prelude::*;

use shudu::{Cell, Digit, Grid, Kernel, Solver};

/// Puzzles from the data, with their solutions: euler96 and a slice of the 17-clue set.
fn pool() -> &'static [(Grid, Grid)] {
    static POOL: OnceLock<Vec<(Grid, Grid)>> = OnceLock::new();
    POOL.get_or_init(|| {
        let mut puzzles = read_set("euler96.txt");
        puzzles.extend(read_set("puzzles2_17_clue.txt").into_iter().step_by(1000));
        puzzles
            .into_iter()
            .map(|p| {
                (
                    p,
                    Solver::new().first(&p).expect("data puzzles are solvable"),
                )
            })
            .collect()
    })
}

fn read_set(name: &str) -> Vec<Grid> {
    common::data_files::grids(name).collect()
}

/// Keeps the cells of `grid` whose bit in `mask` is set.
fn keep_cells(grid: &Grid, mask: u128) -> Grid {
    let mut out = Grid::empty();
    for (cell, digit) in grid.iter() {
        if mask >> cell.index() & 1 == 1 {
            out.set(cell, digit);
        }
    }
    out
}

/// A solution grid with about 62, 50 or 37 % of its cells kept at random: from unique
/// puzzles to ones with many solutions, all quick for every kernel including the
/// reference one.
fn from_solution() -> impl Strategy<Value = Grid> {
    (0..pool().len(), any::<[u128; 3]>(), 0..3u8).prop_map(|(i, [a, b, c], density)| {
        let mask = match density {
            0 => a | (b & c),
            1 => a,
            _ => a & (b | c),
        };
        keep_cells(&pool()[i].1, mask)
    })
}

/// A data puzzle with random givens removed: often many solutions.
fn from_puzzle() -> impl Strategy<Value = Grid> {
    (0..pool().len(), any::<u128>()).prop_map(|(i, mask)| keep_cells(&pool()[i].0, mask))
}

/// A symmetry of Sudoku: a cell map built from band, row, stack and column permutations
/// and an optional transposition, plus a relabelling of the digits.
#[derive(Clone, Debug)]
struct Symmetry {
    bands: Vec<usize>,
    rows: [Vec<usize>; 3],
    stacks: Vec<usize>,
    cols: [Vec<usize>; 3],
    transpose: bool,
    digits: Vec<u8>,
}

fn permutation(n: usize) -> impl Strategy<Value = Vec<usize>> {
    Just((0..n).collect::<Vec<_>>()).prop_shuffle()
}

fn symmetry() -> impl Strategy<Value = Symmetry> {
    (
        permutation(3),
        [permutation(3), permutation(3), permutation(3)],
        permutation(3),
        [permutation(3), permutation(3), permutation(3)],
        any::<bool>(),
        Just((1..=9u8).collect::<Vec<_>>()).prop_shuffle(),
    )
        .prop_map(|(bands, rows, stacks, cols, transpose, digits)| Symmetry {
            bands,
            rows,
            stacks,
            cols,
            transpose,
            digits,
        })
}

impl Symmetry {
    fn apply(&self, grid: &Grid) -> Grid {
        let mut out = Grid::empty();
        for (cell, digit) in grid.iter() {
            let (r, c) = (cell.row(), cell.col());
            let r = 3 * self.bands[r / 3] + self.rows[r / 3][r % 3];
            let c = 3 * self.stacks[c / 3] + self.cols[c / 3][c % 3];
            let (r, c) = if self.transpose { (c, r) } else { (r, c) };
            let digit = digit.and_then(|d| Digit::new(self.digits[d.get() as usize - 1]));
            out.set(Cell::new(r, c).unwrap(), digit);
        }
        out
    }
}

/// Counts and returns the first solutions, checking each one.
fn checked_search(kernel: Kernel, puzzle: &Grid, limit: u64) -> (u64, Vec<Grid>) {
    let search = Solver::with_kernel(kernel).search(puzzle, limit, 4);
    for solution in &search.solutions {
        assert!(
            solution.is_solved(),
            "{}: {solution} breaks a rule",
            kernel.name()
        );
        assert!(
            solution.is_solution_of(puzzle),
            "{}: {solution} drops a given of {puzzle}",
            kernel.name()
        );
    }
    (search.count.solutions, search.solutions)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn solutions_obey_the_rules(puzzle in prop_oneof![from_solution(), from_puzzle()]) {
        let (n, solutions) = checked_search(Kernel::Bitboard, &puzzle, 20);
        prop_assert!(n >= 1, "a subset of a solvable puzzle's givens stays solvable");
        prop_assert_eq!(solutions.len() as u64, n.min(4));
    }

    #[test]
    fn kernels_agree_on_counts(puzzle in from_solution()) {
        let counts: Vec<u64> =
            Kernel::ALL.iter().map(|&k| checked_search(k, &puzzle, 20).0).collect();
        prop_assert!(counts.windows(2).all(|w| w[0] == w[1]), "{:?} for {}", counts, puzzle);
    }

    #[test]
    fn symmetries_keep_the_count(
        puzzle in prop_oneof![from_solution(), from_puzzle()],
        sym in symmetry(),
    ) {
        let image = sym.apply(&puzzle);
        prop_assert_eq!(image.given_count(), puzzle.given_count());
        let (n, solutions) = checked_search(Kernel::Bitboard, &puzzle, 30);
        let (m, image_solutions) = checked_search(Kernel::Bitboard, &image, 30);
        prop_assert_eq!(n, m, "{} and its image {}", puzzle, image);
        if n == 1 {
            // A unique solution maps to the image's unique solution.
            prop_assert_eq!(sym.apply(&solutions[0]), image_solutions[0]);
        }
    }

    #[test]
    fn symmetries_keep_the_count_for_every_kernel(puzzle in from_solution(), sym in symmetry()) {
        let image = sym.apply(&puzzle);
        for kernel in Kernel::ALL {
            let n = checked_search(kernel, &puzzle, 10).0;
            let m = checked_search(kernel, &image, 10).0;
            prop_assert_eq!(n, m, "{}: {} and its image {}", kernel.name(), puzzle, image);
        }
    }
}
