//! Canonical forms against an independent slow implementation, and their properties on
//! many puzzles: invariance under random transforms, idempotence, the reported transform
//! reaching the form, automorphism counts derived by hand, and the transform algebra.
//!
//! The slow implementation below shares nothing with the library's search: it walks all
//! 3,359,232 geometric transforms, relabels each image by first appearance and keeps the
//! smallest string (abandoning an image at its first cell above the best), counting the
//! images equal to it.

use std::sync::OnceLock;

use proptest::prelude::*;

use shudu::canon::{Transform, canonical, canonical_pattern};
use shudu::{Cell, Digit, Grid, Solver};

use crate::common;

/// The 1296 line permutations that keep blocks of three whole.
fn line_perms() -> &'static [[usize; 9]] {
    static PERMS: OnceLock<Vec<[usize; 9]>> = OnceLock::new();
    PERMS.get_or_init(|| {
        let three: Vec<[usize; 3]> = vec![
            [0, 1, 2],
            [0, 2, 1],
            [1, 0, 2],
            [1, 2, 0],
            [2, 0, 1],
            [2, 1, 0],
        ];
        let mut all = Vec::new();
        for blocks in &three {
            for a in &three {
                for b in &three {
                    for c in &three {
                        let within = [a, b, c];
                        let mut perm = [0; 9];
                        for i in 0..9 {
                            perm[i] = blocks[i / 3] * 3 + within[i / 3][i % 3];
                        }
                        all.push(perm);
                    }
                }
            }
        }
        all
    })
}

/// The minlex string (0 = empty, labels by first appearance) and the number of
/// transforms, relabellings counted, that give it.
fn slow_canon(grid: &Grid) -> ([u8; 81], u64) {
    let mut values = [[0u8; 81]; 2];
    for (cell, digit) in grid.iter() {
        let v = digit.map_or(0, |d| d.get());
        values[0][cell.index()] = v;
        values[1][cell.col() * 9 + cell.row()] = v;
    }
    let mut best = [u8::MAX; 81];
    let mut count = 0u64;
    let mut image = [0u8; 81];
    for source in &values {
        for rows in line_perms() {
            'cols: for cols in line_perms() {
                let mut label = [0u8; 10];
                let mut next = 1;
                let mut smaller = false;
                for i in 0..81 {
                    let v = source[rows[i / 9] * 9 + cols[i % 9]];
                    let x = if v == 0 {
                        0
                    } else {
                        if label[v as usize] == 0 {
                            label[v as usize] = next;
                            next += 1;
                        }
                        label[v as usize]
                    };
                    if !smaller {
                        if x > best[i] {
                            continue 'cols;
                        }
                        smaller = x < best[i];
                    }
                    image[i] = x;
                }
                if smaller {
                    best = image;
                    count = 1;
                } else {
                    count += 1;
                }
            }
        }
    }
    let used = {
        let mut seen = [false; 10];
        for &v in &values[0] {
            seen[v as usize] = true;
        }
        seen[1..].iter().filter(|&&s| s).count() as u64
    };
    (best, count * (1..=9 - used).product::<u64>())
}

fn values(grid: &Grid) -> [u8; 81] {
    let mut out = [0u8; 81];
    for (cell, digit) in grid.iter() {
        out[cell.index()] = digit.map_or(0, |d| d.get());
    }
    out
}

fn grid(line: &str) -> Grid {
    line.parse().unwrap()
}

/// Puzzles and solutions from the data: unique puzzles of every kind.
fn pool() -> &'static [(Grid, Grid)] {
    static POOL: OnceLock<Vec<(Grid, Grid)>> = OnceLock::new();
    POOL.get_or_init(|| {
        let mut puzzles: Vec<Grid> = common::data_files::grids("euler96.txt").collect();
        puzzles.extend(common::data_files::grids("puzzles2_17_clue.txt").step_by(500));
        puzzles.extend(common::data_files::grids("puzzles6_forum_hardest_1106.txt").step_by(20));
        puzzles
            .into_iter()
            .map(|p| (p, Solver::new().first(&p).expect("data puzzles solve")))
            .collect()
    })
}

fn keep_cells(grid: &Grid, mask: u128) -> Grid {
    let mut out = Grid::empty();
    for (cell, digit) in grid.iter() {
        if mask >> cell.index() & 1 == 1 {
            out.set(cell, digit);
        }
    }
    out
}

/// Any kind of puzzle: a data puzzle, one with clues removed (often several solutions),
/// a solution thinned at random, or random digits in random cells (clashes and all).
fn any_puzzle() -> impl Strategy<Value = Grid> {
    let n = pool().len();
    prop_oneof![
        (0..n).prop_map(|i| pool()[i].0),
        (0..n, any::<u128>()).prop_map(|(i, mask)| keep_cells(&pool()[i].0, mask)),
        (0..n, any::<[u128; 2]>()).prop_map(|(i, [a, b])| keep_cells(&pool()[i].1, a & b)),
        (0..n, any::<u128>()).prop_map(|(i, mask)| keep_cells(&pool()[i].1, mask)),
        proptest::collection::vec((0..81usize, 1..=9u8), 0..30).prop_map(|cells| {
            let mut g = Grid::empty();
            for (i, d) in cells {
                g.set(Cell::from_index(i).unwrap(), Digit::new(d));
            }
            g
        }),
    ]
}

#[test]
fn fast_agrees_with_slow() {
    let mut cases: Vec<Grid> = pool().iter().step_by(3).map(|p| p.0).collect();
    cases.extend(
        pool()
            .iter()
            .step_by(17)
            .map(|p| keep_cells(&p.1, 0x5555_1234_9876_abcd_5555_1234_9876_abcd)),
    );
    cases.extend(pool().iter().step_by(29).map(|p| p.1));
    cases.push(Grid::empty());
    cases.push(grid(
        "1................................................................................",
    ));
    cases.push(grid(
        "11..............................................................................2",
    ));
    cases.push(most_symmetric_grid());
    // Every column and stack a twin of the others (the search keeps one of each set of
    // twins and counts the rest), then twins on one side only.
    cases.push(grid(&"7".repeat(81)));
    cases.push(grid(&"123456789".repeat(9)));
    let check = |g: &Grid| {
        let fast = canonical(g);
        let (form, automorphisms) = slow_canon(g);
        assert_eq!(values(&fast.form), form, "{g}");
        assert_eq!(fast.automorphisms, automorphisms, "{g}");
    };
    // Both cores: the slow walk takes tens of milliseconds a puzzle.
    let half = cases.len() / 2;
    std::thread::scope(|s| {
        s.spawn(|| cases[..half].iter().for_each(check));
        cases[half..].iter().for_each(check);
    });
    assert!(cases.len() >= 60, "{}", cases.len());
}

/// The solution grid with the most automorphisms, 648 (Russell and Jarvis count it among
/// the 5,472,730,538 essentially different grids; the slow walk confirms the count).
fn most_symmetric_grid() -> Grid {
    grid("123456789456789123789123456231564897564897231897231564312645978645978312978312645")
}

#[test]
fn automorphisms_of_symmetric_puzzles() {
    // The empty grid: every transform.
    let empty = canonical(&Grid::empty());
    assert_eq!(empty.automorphisms, Transform::GEOMETRIC * 362_880);
    // One clue in r1c1: transposing or not (2); rows 2 and 3 in either order (2), bands 2
    // and 3 in either order (2) and the rows within each (6 × 6): 144 row maps, as many
    // column maps; the eight other digits renamed freely (8!).
    let one =
        grid("5................................................................................");
    assert_eq!(canonical(&one).automorphisms, 2 * 144 * 144 * 40_320);
    // The same digit in r1c2 and r2c1: fixed or swapped together with rows 1 and 2 and
    // columns 1 and 2 (2), transposed or not (2), the third row and column and the other
    // bands and stacks free (72 row maps × 72 column maps), the other digits free (8!).
    let pair =
        grid(".3.......3.......................................................................");
    assert_eq!(canonical(&pair).automorphisms, 2 * 2 * 72 * 72 * 40_320);
    // A full grid's relabelling is forced by its geometry.
    assert_eq!(canonical(&most_symmetric_grid()).automorphisms, 648);
    // The pattern of one clue: the geometric transforms that keep r1c1.
    assert_eq!(canonical_pattern(&one).automorphisms, 2 * 144 * 144);
    assert_eq!(
        canonical_pattern(&Grid::empty()).automorphisms,
        Transform::GEOMETRIC
    );
    // A full grid's layout, and 81 equal digits: every transform keeps them (the other
    // eight digits renamed freely).
    let full = canonical_pattern(&most_symmetric_grid());
    assert_eq!(full.automorphisms, Transform::GEOMETRIC);
    assert_eq!(full.transform, Transform::identity());
    let sevens = canonical(&grid(&"7".repeat(81)));
    assert_eq!(sevens.form, grid(&"1".repeat(81)));
    assert_eq!(sevens.automorphisms, Transform::GEOMETRIC * 40_320);
}

#[test]
fn canonical_pattern_is_the_canonical_form_of_the_clue_layout() {
    for (puzzle, _) in pool().iter().step_by(7) {
        let pattern = canonical_pattern(puzzle);
        let ones = Grid::from_cells(&shudu::CellMap::from_fn(|c| {
            puzzle.get(c).map(|_| Digit::new(1).unwrap())
        }));
        let (form, automorphisms) = slow_canon(&ones);
        let cells: Vec<bool> = form.iter().map(|&v| v != 0).collect();
        let found: Vec<bool> = Cell::all().map(|c| pattern.cells.contains(c)).collect();
        assert_eq!(found, cells, "{puzzle}");
        assert_eq!(pattern.automorphisms * 40_320, automorphisms);
        let moved = pattern.transform.apply(puzzle);
        assert!(Cell::all().all(|c| moved.get(c).is_some() == pattern.cells.contains(c)));
        assert_eq!(
            moved.to_line().replace(|ch: char| ch != '.', ""),
            pattern.to_line().replace('x', "")
        );
    }
}

#[test]
fn inkala_canonical_form() {
    let inkala =
        grid("8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..");
    let canon = canonical(&inkala);
    let (form, automorphisms) = slow_canon(&inkala);
    assert_eq!(values(&canon.form), form);
    assert_eq!(canon.automorphisms, automorphisms);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(60_000))]

    /// The form of a disguised puzzle is the puzzle's form; the reported transform reaches
    /// it; the form is its own form; the automorphism count is the same.
    #[test]
    fn canonical_form_is_invariant(puzzle in any_puzzle(), seed in any::<u64>()) {
        let canon = canonical(&puzzle);
        prop_assert_eq!(canon.transform.apply(&puzzle), canon.form);
        let disguised = Transform::random(seed, 0).apply(&puzzle);
        let other = canonical(&disguised);
        prop_assert_eq!(other.form, canon.form);
        prop_assert_eq!(other.automorphisms, canon.automorphisms);
        prop_assert_eq!(other.transform.apply(&disguised), canon.form);
        let again = canonical(&canon.form);
        prop_assert_eq!(again.form, canon.form);
        prop_assert_eq!(again.automorphisms, canon.automorphisms);
        // The identity is one of the transforms, so the form is never above the puzzle.
        prop_assert!(values(&canon.form) <= values(&puzzle));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(25_000))]

    #[test]
    fn canonical_pattern_is_invariant(puzzle in any_puzzle(), seed in any::<u64>()) {
        let pattern = canonical_pattern(&puzzle);
        let other = canonical_pattern(&Transform::random(seed, 1).apply(&puzzle));
        prop_assert_eq!(other.cells, pattern.cells);
        prop_assert_eq!(other.automorphisms, pattern.automorphisms);
        let moved = pattern.transform.apply(&puzzle);
        prop_assert!(Cell::all().all(|c| moved.get(c).is_some() == pattern.cells.contains(c)));
        prop_assert_eq!(pattern.transform.apply(&puzzle).given_count(), puzzle.given_count());
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(20_000))]

    /// Transforms compose and invert, read back from their text, and take solutions to
    /// solutions (they are symmetries of Sudoku).
    #[test]
    fn transforms_compose_and_invert(i in 0..pool().len(), a in any::<u64>(), b in any::<u64>()) {
        let (puzzle, solution) = pool()[i];
        let (s, t) = (Transform::random(a, 0), Transform::random(b, 0));
        prop_assert_eq!(s.then(&t).apply(&puzzle), t.apply(&s.apply(&puzzle)));
        prop_assert_eq!(s.inverse().apply(&s.apply(&puzzle)), puzzle);
        prop_assert_eq!(s.then(&s.inverse()), Transform::identity());
        prop_assert_eq!(s.inverse().then(&s), Transform::identity());
        prop_assert_eq!(s.to_string().parse::<Transform>().unwrap(), s);
        let moved = s.apply(&solution);
        prop_assert!(moved.is_solved());
        prop_assert!(moved.is_solution_of(&s.apply(&puzzle)));
    }
}
