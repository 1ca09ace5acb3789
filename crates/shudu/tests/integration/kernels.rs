//! Every solver kernel against the shared corpus: the data sets of `data/` and a few
//! hand-made edge cases.
//!
//! Each kernel must agree with the reference kernel on solution counts (at several
//! limits), and every solution it returns must complete the puzzle. The reference kernel
//! is slow on hard puzzles, so it is consulted only on sets where it is quick; on the
//! others the fast kernels are held to the published fact that every puzzle is proper
//! (or, for the serg set, has several solutions), and each solution is checked.

use crate::common;

use shudu::solve::Outcome;
use shudu::{Cell, Digit, Grid, Kernel, Solver, Status};

/// Every puzzle of a data file, read with the crate's own reader.
fn read_set(name: &str) -> Vec<Grid> {
    common::data_files::grids(name).collect()
}

/// Every `step`-th puzzle of a data file, starting with the first.
fn slice(name: &str, step: usize) -> Vec<Grid> {
    read_set(name).into_iter().step_by(step).collect()
}

fn grid(line: &str) -> Grid {
    line.parse().expect("test puzzles parse")
}

/// Searches `puzzle` with `kernel`, checks that what it returns is self-consistent, and
/// returns the number of solutions found (up to `limit`).
fn checked_count(kernel: Kernel, puzzle: &Grid, limit: u64) -> u64 {
    let solver = Solver::with_kernel(kernel);
    let keep = limit.min(8) as usize;
    let search = solver.search(puzzle, limit, keep);
    let n = search.count.solutions;
    let name = kernel.name();
    assert!(
        n <= limit,
        "{name}: {n} solutions over limit {limit} for {puzzle}"
    );
    assert_eq!(search.count.limit_reached, n >= limit, "{name}: {puzzle}");
    assert_eq!(
        search.solutions.len() as u64,
        n.min(keep as u64),
        "{name}: {puzzle}"
    );
    for (i, solution) in search.solutions.iter().enumerate() {
        assert!(
            solution.is_solution_of(puzzle),
            "{name}: {solution} does not solve {puzzle}"
        );
        assert!(
            !search.solutions[..i].contains(solution),
            "{name}: {solution} found twice for {puzzle}"
        );
    }
    assert_eq!(
        solver.count(puzzle, limit),
        search.count,
        "{name}: {puzzle}"
    );
    n
}

/// Checks `solve` against a count with limit 2.
fn check_solve(kernel: Kernel, puzzle: &Grid) {
    let solver = Solver::with_kernel(kernel);
    let count = solver.count(puzzle, 2).solutions;
    let outcome = solver.solve(puzzle);
    match &outcome {
        Outcome::Unique(s) => {
            assert_eq!(count, 1);
            assert!(s.is_solution_of(puzzle));
        }
        Outcome::Multiple(a, b) => {
            assert_eq!(count, 2);
            assert!(a != b && a.is_solution_of(puzzle) && b.is_solution_of(puzzle));
        }
        Outcome::Unsolvable => {
            assert_eq!(count, 0);
            assert!(puzzle.conflicts().is_empty());
        }
        Outcome::Invalid(conflicts) => {
            assert_eq!(count, 0);
            assert!(!conflicts.is_empty());
        }
    }
    assert_eq!(
        solver.is_unique(puzzle),
        outcome.status() == Status::Solved,
        "{}: {puzzle}",
        kernel.name()
    );
}

/// Every kernel agrees with the reference on the counts at each limit, and `solve`
/// agrees with `count`.
fn agree_with_reference(puzzles: &[Grid], limits: &[u64]) {
    assert!(!puzzles.is_empty());
    for puzzle in puzzles {
        for &limit in limits {
            let expected = checked_count(Kernel::Reference, puzzle, limit);
            for kernel in Kernel::ALL {
                let n = checked_count(kernel, puzzle, limit);
                assert_eq!(n, expected, "{} at limit {limit}: {puzzle}", kernel.name());
            }
        }
        for kernel in Kernel::ALL {
            check_solve(kernel, puzzle);
        }
    }
}

/// The kernels other than the reference, for sets too hard for the reference.
fn fast_kernels() -> impl Iterator<Item = Kernel> {
    Kernel::ALL.into_iter().filter(|&k| k != Kernel::Reference)
}

#[test]
fn euler96_agrees_with_reference() {
    let puzzles = read_set("euler96.txt");
    assert_eq!(puzzles.len(), 50);
    agree_with_reference(&puzzles, &[1, 2, 100]);
}

#[test]
fn seeds_agree_with_reference() {
    let puzzles = read_set("seeds.txt");
    assert_eq!(puzzles.len(), 5);
    agree_with_reference(&puzzles, &[1, 2, 100]);
    // The fourth seed is the altered Inkala puzzle, with several solutions.
    let n = checked_count(Kernel::Reference, &puzzles[3], 100);
    assert!(n > 1, "the fourth seed has {n} solutions");
}

#[test]
fn seventeen_clue_slice_is_unique() {
    let puzzles = slice("puzzles2_17_clue.txt", 50);
    assert!(puzzles.len() > 900);
    for puzzle in &puzzles {
        assert_eq!(puzzle.given_count(), 17);
        for kernel in fast_kernels() {
            assert_eq!(checked_count(kernel, puzzle, 2), 1, "{puzzle}");
        }
    }
    // The reference kernel is quick enough on a thinner slice.
    agree_with_reference(&slice("puzzles2_17_clue.txt", 2000), &[1, 2]);
}

#[test]
fn hardest_set_is_unique() {
    let puzzles = read_set("puzzles6_forum_hardest_1106.txt");
    assert!(puzzles.len() > 300);
    for puzzle in &puzzles {
        for kernel in fast_kernels() {
            assert_eq!(checked_count(kernel, puzzle, 2), 1, "{puzzle}");
            check_solve(kernel, puzzle);
        }
    }
}

#[test]
fn hardest_slice_agrees_with_reference() {
    // Hard puzzles are where the bit-board kernel's triad rules and branching on digit
    // configurations run: check them against the reference on counts at each limit.
    let puzzles = slice("puzzles6_forum_hardest_1106.txt", 40);
    assert!(puzzles.len() >= 9);
    agree_with_reference(&puzzles, &[1, 2]);
}

#[test]
fn top1465_slice_is_unique() {
    let puzzles = slice("puzzles3_magictour_top1465.txt", 5);
    assert!(puzzles.len() > 250);
    for puzzle in &puzzles {
        for kernel in fast_kernels() {
            assert_eq!(checked_count(kernel, puzzle, 2), 1, "{puzzle}");
        }
    }
    agree_with_reference(&slice("puzzles3_magictour_top1465.txt", 150), &[1, 2]);
}

#[test]
fn serg_slice_agrees_with_reference() {
    // These puzzles have many solutions: the counts at each limit test the stopping rule.
    let puzzles = slice("puzzles7_serg_benchmark.txt", 100);
    assert!(puzzles.len() >= 100);
    agree_with_reference(&puzzles, &[1, 2, 100]);
    for puzzle in &puzzles {
        for kernel in fast_kernels() {
            assert!(checked_count(kernel, puzzle, 2) == 2, "{puzzle}");
        }
    }
}

#[test]
fn empty_grid_reaches_the_limit() {
    for kernel in Kernel::ALL {
        for limit in [1, 2, 100, 1000] {
            assert_eq!(checked_count(kernel, &Grid::empty(), limit), limit);
        }
        assert_eq!(
            Solver::with_kernel(kernel).solve(&Grid::empty()).status(),
            Status::Multiple
        );
    }
}

#[test]
fn contradicting_givens_have_no_solution() {
    let mut puzzle = read_set("euler96.txt")[0];
    // Row 1 starts "003020600": a second 3 in the same row clashes.
    puzzle.set(Cell::new(0, 0).unwrap(), Digit::new(3));
    for kernel in Kernel::ALL {
        assert_eq!(checked_count(kernel, &puzzle, 2), 0);
        let Outcome::Invalid(conflicts) = Solver::with_kernel(kernel).solve(&puzzle) else {
            panic!("{}: clashing givens not reported", kernel.name());
        };
        assert_eq!(conflicts.len(), 1);
    }
}

#[test]
fn valid_looking_unsolvable_puzzles_have_no_solution() {
    // r1c1..r1c8 hold 1..8 and a 9 in column 9 leaves r1c9 without a digit.
    let blocked =
        grid("12345678.............................................9...........................");
    // A proper puzzle with one extra given that clashes with nothing, but differs from
    // its unique solution.
    let proper = read_set("euler96.txt")[1];
    let solution = Solver::new().first(&proper).unwrap();
    let mut wrong = proper;
    let (cell, digit) = Cell::all()
        .filter(|&c| proper.get(c).is_none())
        .find_map(|c| {
            let candidates = proper.candidates(c);
            candidates
                .iter()
                .find(|&d| Some(d) != solution.get(c))
                .map(|d| (c, d))
        })
        .expect("some empty cell has a wrong candidate");
    wrong.set(cell, Some(digit));
    for puzzle in [blocked, wrong] {
        assert!(puzzle.conflicts().is_empty());
        for kernel in Kernel::ALL {
            assert_eq!(checked_count(kernel, &puzzle, 2), 0, "{}", kernel.name());
            assert_eq!(
                Solver::with_kernel(kernel).solve(&puzzle),
                Outcome::Unsolvable
            );
        }
    }
}

#[test]
fn complete_grid_is_its_own_solution() {
    let solution = Solver::new().first(&read_set("euler96.txt")[0]).unwrap();
    assert!(solution.is_solved());
    for kernel in Kernel::ALL {
        let search = Solver::with_kernel(kernel).search(&solution, 10, 10);
        assert_eq!(search.solutions, vec![solution]);
        assert_eq!(search.guesses, 0);
        assert!(!search.count.limit_reached);
    }
}

/// Cells `(r1, c1), (r1, c2), (r2, c1), (r2, c2)` of a solution holding `a b / b a`,
/// spread over exactly two boxes: emptying them leaves exactly two solutions.
fn deadly_rectangle(s: &Grid) -> Option<[Cell; 4]> {
    let at = |r, c| s.get(Cell::new(r, c).unwrap());
    for r1 in 0..9 {
        for r2 in r1 + 1..(r1 / 3 * 3 + 3) {
            for c1 in 0..9 {
                for c2 in c1 + 1..9 {
                    if c1 / 3 != c2 / 3 && at(r1, c1) == at(r2, c2) && at(r1, c2) == at(r2, c1) {
                        return Some(
                            [(r1, c1), (r1, c2), (r2, c1), (r2, c2)]
                                .map(|(r, c)| Cell::new(r, c).unwrap()),
                        );
                    }
                }
            }
        }
    }
    None
}

#[test]
fn known_small_counts() {
    let mut checked = 0;
    for puzzle in read_set("euler96.txt") {
        let solution = Solver::new().first(&puzzle).unwrap();
        // One emptied row: each cell is the only digit its column misses.
        let mut one_row = solution;
        for c in 0..9 {
            one_row.set(Cell::new(4, c).unwrap(), None);
        }
        // A deadly rectangle: exactly two ways to fill it.
        let Some(cells) = deadly_rectangle(&solution) else {
            continue;
        };
        let mut two = solution;
        for cell in cells {
            two.set(cell, None);
        }
        for kernel in Kernel::ALL {
            assert_eq!(checked_count(kernel, &one_row, 100), 1);
            assert_eq!(checked_count(kernel, &two, 100), 2, "{two}");
            let Outcome::Multiple(a, b) = Solver::with_kernel(kernel).solve(&two) else {
                panic!("{}: two solutions expected for {two}", kernel.name());
            };
            assert_ne!(a, b);
        }
        checked += 1;
    }
    assert!(checked >= 10, "only {checked} grids had a deadly rectangle");
}

#[test]
fn kernels_are_deterministic() {
    let puzzles = slice("puzzles7_serg_benchmark.txt", 1000);
    for kernel in Kernel::ALL {
        let solver = Solver::with_kernel(kernel);
        for puzzle in &puzzles {
            assert_eq!(solver.search(puzzle, 5, 5), solver.search(puzzle, 5, 5));
        }
    }
}
