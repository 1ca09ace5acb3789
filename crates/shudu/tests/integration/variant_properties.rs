//! Properties of the variant kernel and generator on small boards, for any seed: the
//! kernel's counts agree with the test-only oracle (`crates/shudu-oracle`) on
//! puzzles made by blanking random cells of a random solution (and sometimes writing a
//! wrong digit), and generated puzzles — plain, X, anti-king, and killer with givens —
//! are unique and minimal (each clue's removal leaves two solutions by both counts);
//! rules the generator finds no grid for have none by the oracle either.

use proptest::prelude::*;

use shudu::Symmetry;
use shudu::variant::constraints::AntiKing;
use shudu::variant::{Extra, Generated, KillerOptions, Pos, Puzzle, Rules, Shape};

use shudu_oracle::Oracle;

/// The rules a case runs on: side 4 or 6, plain, X or anti-king.
fn rules(size: usize, kind: u8) -> Rules {
    let plain = Rules::new(Shape::for_size(size).unwrap());
    match kind {
        0 => plain,
        1 => plain
            .with_extra(Extra::MainDiagonal)
            .unwrap()
            .with_extra(Extra::AntiDiagonal)
            .unwrap(),
        _ => plain.with_constraint(AntiKing).unwrap(),
    }
}

/// A puzzle of `rules(size, kind)`; `None` when the rules have no solution at all (4×4
/// anti-king), which the oracle must confirm.
fn generated(size: usize, kind: u8, seed: u64, index: u64) -> Option<Generated> {
    let rules = rules(size, kind);
    match Puzzle::generate(rules.clone(), Symmetry::None, seed, index) {
        Ok(made) => Some(made),
        Err(e) => {
            let empty = Puzzle::empty(rules).to_json();
            assert_eq!(Oracle::from_json(&empty).count(1), Some(0), "{e}");
            None
        }
    }
}

/// Unique by both counts, and every clue needed by both.
fn assert_unique_and_minimal(puzzle: &Puzzle) {
    let json = puzzle.to_json();
    assert_eq!(puzzle.count(2).solutions, 1, "{json}");
    assert_eq!(Oracle::from_json(&json).count(2), Some(1), "{json}");
    let n = puzzle.size();
    for i in (0..n * n).filter(|&i| puzzle.values()[i] != 0) {
        let fewer = puzzle.clone().with(Pos::from_index(i, n), 0);
        assert_eq!(fewer.count(2).solutions, 2, "clue {i} of {json}");
        assert_eq!(
            Oracle::from_json(&fewer.to_json()).count(2),
            Some(2),
            "{json}"
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn counts_agree_with_the_oracle(
        size in prop::sample::select(vec![4usize, 6]),
        kind in 0u8..3,
        seed in any::<u64>(),
        keep in 0.05f64..0.6,
        wrong in any::<bool>(),
    ) {
        let Some(full) = generated(size, kind, seed, 0) else {
            return Ok(());
        };
        let n = size;
        let mut puzzle = Puzzle::new(full.puzzle.shared_rules().clone(), vec![0; n * n]).unwrap();
        // Keep a share of the solution's cells, chosen by a hash of the seed.
        for i in 0..n * n {
            let h = (seed ^ (i as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            if ((h >> 11) as f64 / (1u64 << 53) as f64) < keep {
                puzzle = puzzle.with(Pos::from_index(i, n), full.solution[i]);
            }
        }
        if wrong {
            let i = (seed % (n * n) as u64) as usize;
            let digit = full.solution[i] % n as u8 + 1;
            puzzle = puzzle.with(Pos::from_index(i, n), digit);
        }
        let ours = puzzle.violations().is_empty().then(|| puzzle.count(3).solutions);
        prop_assert_eq!(ours, Oracle::from_json(&puzzle.to_json()).count(3), "{}", puzzle.to_json());
    }

    #[test]
    fn generated_puzzles_are_unique_and_minimal(
        size in prop::sample::select(vec![4usize, 6]),
        kind in 0u8..3,
        seed in any::<u64>(),
    ) {
        let Some(made) = generated(size, kind, seed, 1) else {
            return Ok(());
        };
        prop_assert!(made.puzzle.is_completed_by(&made.solution));
        assert_unique_and_minimal(&made.puzzle);
    }

    #[test]
    fn killer_puzzles_with_givens_are_unique_and_minimal(
        size in prop::sample::select(vec![4usize, 6]),
        seed in any::<u64>(),
    ) {
        let options = KillerOptions { max_cage: 3, givens: true, attempts: 1 };
        let base = Rules::new(Shape::for_size(size).unwrap());
        let made = Puzzle::generate_killer(base, options, Symmetry::None, seed, 2).unwrap();
        prop_assert!(made.puzzle.is_completed_by(&made.solution));
        assert_unique_and_minimal(&made.puzzle);
    }
}
