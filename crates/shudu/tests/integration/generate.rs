//! The generator, checked from outside: every puzzle it makes is unique and minimal, its
//! clues are laid out with the symmetry and inside the pattern, the clue target is met
//! or refused with the closest count, and a seed always gives the same puzzles — on one
//! thread or several.
//!
//! Uniqueness and minimality are judged by `common/simple_solver.rs`, a plain
//! backtracking counter that shares no code with the library, and the symmetries by
//! orbits computed here from the geometry, not by the library's tables.

use crate::common;

use std::collections::BTreeSet;

use proptest::prelude::*;

use common::simple_solver::{Values, count_solutions, unique_solution, values};
use shudu::generate::Generated;
use shudu::{Cell, GenerateError, Generator, Kernel, Pattern, Symmetry};

/// A motion of the square, on zero-based (row, column).
type Motion = fn(usize, usize) -> (usize, usize);

/// The motions that generate each symmetry's group.
fn generators(symmetry: Symmetry) -> Vec<Motion> {
    let rot180: Motion = |r, c| (8 - r, 8 - c);
    let quarter: Motion = |r, c| (c, 8 - r);
    let top_bottom: Motion = |r, c| (8 - r, c);
    let left_right: Motion = |r, c| (r, 8 - c);
    let main_diagonal: Motion = |r, c| (c, r);
    let anti_diagonal: Motion = |r, c| (8 - c, 8 - r);
    match symmetry.name() {
        "none" => vec![],
        "rot180" => vec![rot180],
        "rot90" => vec![quarter],
        "mirror-h" => vec![top_bottom],
        "mirror-v" => vec![left_right],
        "mirror-hv" => vec![top_bottom, left_right],
        "diagonal" => vec![main_diagonal],
        "anti-diagonal" => vec![anti_diagonal],
        "diagonals" => vec![main_diagonal, anti_diagonal],
        "dihedral" => vec![quarter, main_diagonal],
        other => panic!("a symmetry this test does not know: {other}"),
    }
}

/// The orbit of cell `i` (reading order): closure under the generators.
fn orbit(symmetry: Symmetry, i: usize) -> BTreeSet<usize> {
    let mut seen = BTreeSet::from([i]);
    let mut todo = vec![i];
    while let Some(j) = todo.pop() {
        for g in generators(symmetry) {
            let (r, c) = g(j / 9, j % 9);
            if seen.insert(r * 9 + c) {
                todo.push(r * 9 + c);
            }
        }
    }
    seen
}

/// The distinct groups of clue cells: each clue's orbit.
fn clue_groups(puzzle: &Values, symmetry: Symmetry) -> BTreeSet<BTreeSet<usize>> {
    (0..81)
        .filter(|&i| puzzle[i] != 0)
        .map(|i| orbit(symmetry, i))
        .collect()
}

/// Everything a generated puzzle must be, checked independently of the library.
fn assert_proper(made: &Generated, symmetry: Symmetry, pattern: Option<&Pattern>) {
    let puzzle = values(&made.puzzle);
    let solution = values(&made.solution);
    let line = made.puzzle.to_line();
    assert_eq!(
        unique_solution(&puzzle),
        Some(solution),
        "{line}: not unique, or not the solution returned"
    );
    for group in clue_groups(&puzzle, symmetry) {
        assert!(
            group.iter().all(|&i| puzzle[i] != 0),
            "{line}: not {symmetry}-symmetric at {group:?}"
        );
        let mut smaller = puzzle;
        for &i in &group {
            smaller[i] = 0;
        }
        assert!(
            count_solutions(&smaller, 2) >= 2,
            "{line}: not minimal, the clues at {group:?} can go"
        );
    }
    if let Some(pattern) = pattern {
        for (cell, _) in made.puzzle.givens() {
            assert!(
                pattern.contains(cell),
                "{line}: a clue at {cell}, outside the pattern"
            );
        }
    }
    assert!(made.attempts >= 1);
}

/// Cells with an even row + column: 41 cells, symmetric under the half turn.
fn checkerboard() -> Pattern {
    Pattern::from_cells(Cell::all().filter(|c| (c.row() + c.col()) % 2 == 0)).unwrap()
}

#[test]
fn puzzles_are_unique_minimal_and_reproducible() {
    for seed in [0, 1, 0xdead_beef] {
        let generator = Generator::new(seed);
        for index in [0, 7] {
            let made = generator.generate(index).unwrap();
            assert_proper(&made, Symmetry::None, None);
            assert_eq!(generator.generate(index).unwrap(), made, "seed {seed}");
            assert_eq!(Generator::new(seed).generate(index).unwrap(), made);
        }
    }
}

#[test]
fn different_seeds_and_indices_give_different_puzzles() {
    let puzzles: BTreeSet<String> = (0..3)
        .flat_map(|seed| (0..3).map(move |index| (seed, index)))
        .map(|(seed, index)| {
            Generator::new(seed)
                .generate(index)
                .unwrap()
                .puzzle
                .to_line()
        })
        .collect();
    assert_eq!(puzzles.len(), 9);
}

#[test]
fn every_symmetry_gives_symmetric_minimal_puzzles() {
    for seed in [11, 12, 13] {
        for (k, symmetry) in Symmetry::ALL.into_iter().enumerate() {
            let made = Generator::new(seed)
                .symmetry(symmetry)
                .generate(k as u64)
                .unwrap_or_else(|e| panic!("{symmetry}: {e}"));
            assert_proper(&made, symmetry, None);
            assert!(symmetry.holds_for(&made.puzzle), "{symmetry}");
        }
    }
}

#[test]
fn pattern_puzzles_stay_inside_the_pattern() {
    let pattern = checkerboard();
    for symmetry in [Symmetry::None, Symmetry::Rot180] {
        let made = Generator::new(3)
            .symmetry(symmetry)
            .pattern(pattern)
            .generate(0)
            .unwrap();
        assert_proper(&made, symmetry, Some(&pattern));
    }
}

#[test]
fn a_reachable_clue_target_is_met_exactly() {
    let made = Generator::new(21).target_clues(24).generate(0).unwrap();
    assert_eq!(made.puzzle.given_count(), 24);
    assert_proper(&made, Symmetry::None, None);

    let made = Generator::new(21)
        .symmetry(Symmetry::Rot180)
        .target_clues(25)
        .generate(1)
        .unwrap();
    assert_eq!(made.puzzle.given_count(), 25);
    assert_proper(&made, Symmetry::Rot180, None);
}

#[test]
fn an_unreachable_clue_target_reports_the_closest_count() {
    let err = Generator::new(5)
        .target_clues(17)
        .max_attempts(3)
        .generate(0)
        .unwrap_err();
    let GenerateError::TargetNotReached {
        target: 17,
        closest: Some(closest),
        attempts: 3,
    } = err
    else {
        panic!("unexpected error: {err:?}");
    };
    assert!(closest > 17);
    let message = err.to_string();
    assert!(message.contains("17 clues"), "{message}");
    assert!(
        message.contains(&format!("closest found: {closest}")),
        "{message}"
    );
}

#[test]
fn impossible_settings_are_refused_with_the_reason() {
    // Everything but r9c1: r1c1's top-bottom image is missing.
    let lopsided = Pattern::from_cells(Cell::all().filter(|c| c.index() != 72)).unwrap();
    let err = Generator::new(0)
        .symmetry(Symmetry::MirrorH)
        .pattern(lopsided)
        .generate(0)
        .unwrap_err();
    assert!(err.to_string().contains("r1c1"), "{err}");
    assert!(err.to_string().contains("r9c1"), "{err}");

    // 17 cells, one per column twice over: valid, but a random grid restricted to it is
    // practically never unique.
    let sparse = Pattern::from_cells((0..17).map(|k| {
        let r = k % 9;
        Cell::new(r, (2 * r + 4 * (k / 9)) % 9).unwrap()
    }))
    .unwrap();
    let err = Generator::new(0)
        .pattern(sparse)
        .max_attempts(2)
        .generate(0)
        .unwrap_err();
    assert_eq!(err, GenerateError::NoUniqueStart { attempts: 2 });
    assert!(err.to_string().contains("2 grids"), "{err}");

    let err = Generator::new(0)
        .symmetry(Symmetry::Rot90)
        .target_clues(22)
        .generate(0)
        .unwrap_err();
    assert!(matches!(
        err,
        GenerateError::TargetNotComposable { target: 22, .. }
    ));
}

#[test]
fn batches_are_the_same_on_one_thread_or_several() {
    let generator = Generator::new(99).symmetry(Symmetry::Rot180);
    let serial: Vec<Generated> = (0..8).map(|i| generator.generate(i).unwrap()).collect();
    let mut parallel: Vec<(u64, Generated)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..2u64)
            .map(|t| {
                let generator = &generator;
                scope.spawn(move || {
                    // Each thread takes every other index, in reverse for good measure.
                    (0..8u64)
                        .rev()
                        .filter(|i| i % 2 == t)
                        .map(|i| (i, generator.generate(i).unwrap()))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().unwrap())
            .collect()
    });
    parallel.sort_by_key(|(i, _)| *i);
    let parallel: Vec<Generated> = parallel.into_iter().map(|(_, g)| g).collect();
    assert_eq!(serial, parallel);
}

#[test]
fn puzzles_do_not_depend_on_the_kernel() {
    for index in 0..3 {
        let reference = Generator::new(8).kernel(Kernel::Reference).generate(index);
        let reference = reference.unwrap();
        for kernel in Kernel::ALL {
            let made = Generator::new(8).kernel(kernel).generate(index).unwrap();
            assert_eq!(made, reference, "{}", kernel.name());
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]

    #[test]
    fn any_seed_gives_proper_puzzles(seed in any::<u64>(), index in 0u64..1000, s in 0usize..10) {
        let symmetry = Symmetry::ALL[s];
        let made = Generator::new(seed).symmetry(symmetry).generate(index).unwrap();
        assert_proper(&made, symmetry, None);
        prop_assert_eq!(Generator::new(seed).symmetry(symmetry).generate(index).unwrap(), made);
    }
}
