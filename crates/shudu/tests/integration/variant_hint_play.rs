//! Playing variant puzzles to the end by hints alone, as a player on the page does:
//! take the full hint, apply it (placements as entries, eliminations from the pencil
//! marks), ask again. Every hint must change the position, so a player is never sent
//! round in a loop (the hint used to be computed from the digits alone, so after an
//! elimination the same step came back). Where the logic is stuck, the player reveals
//! one cell, as "Solve cell" does.

use shudu::Symmetry;
use shudu::hint::HintLevel;
use shudu::logic::{Logic, Repertoire};
use shudu::variant::hint::{VariantAnswer, VariantStep, variant_hint_from_marks};
use shudu::variant::{
    KillerOptions, LineOptions, OutsideClueOptions, PairMarkOptions, Puzzle, Recipe, Rules, Shape,
    Symbols, ThermoOptions,
};

/// A cell (reading-order index) and a digit: a placement or an elimination.
type Move = (usize, u8);

/// Plays `puzzle` (with its `solution`) to the end; returns how many hints it took.
fn play(puzzle: &Puzzle, solution: &[u8]) -> usize {
    let n = puzzle.size();
    let mut sheet = puzzle.values().to_vec();
    let all: Vec<u8> = (1..=n as u8).collect();
    let mut marks: Vec<Vec<u8>> = vec![all; n * n];
    let mut hints = 0;
    for _ in 0..4 * n * n * n {
        let found = variant_hint_from_marks(
            puzzle,
            &sheet,
            Some(&marks),
            Symbols::Standard,
            HintLevel::Full,
            &Logic::new(Repertoire::Full),
        )
        .unwrap();
        let (placements, eliminations): (Vec<Move>, Vec<Move>) = match &found.answer {
            VariantAnswer::Solved => return hints,
            VariantAnswer::Step(VariantStep::Nine(step)) => (
                step.placements
                    .iter()
                    .map(|(c, d)| (c.index(), d.get()))
                    .collect(),
                step.eliminations
                    .iter()
                    .map(|(c, d)| (c.index(), d.get()))
                    .collect(),
            ),
            VariantAnswer::Step(VariantStep::Sized(step)) => (
                step.placements
                    .iter()
                    .map(|(p, d)| (p.index(n), *d))
                    .collect(),
                step.eliminations
                    .iter()
                    .map(|(p, d)| (p.index(n), *d))
                    .collect(),
            ),
            VariantAnswer::Stuck(_) => {
                let cell = (0..n * n).find(|&i| sheet[i] == 0).unwrap();
                (vec![(cell, solution[cell])], Vec::new())
            }
            other => panic!("unexpected hint on a proper puzzle: {other:?}"),
        };
        hints += 1;
        let before = (sheet.clone(), marks.clone());
        for (cell, digit) in placements {
            assert_eq!(digit, solution[cell], "a hint placed a wrong digit");
            sheet[cell] = digit;
        }
        for (cell, digit) in eliminations {
            assert_ne!(digit, solution[cell], "a hint removed the solution's digit");
            marks[cell].retain(|&d| d != digit);
        }
        assert!(
            before != (sheet.clone(), marks.clone()),
            "hint {hints} changed nothing: {:?}",
            found.lines()
        );
    }
    panic!("not solved after {} hints", 4 * n * n * n);
}

/// `made` with the solution's digit in every third empty cell, reading order, until it
/// has `givens` clues: a 9×9 line puzzle's ten-odd clues leave positions whose hints take
/// the forcing chains minutes each in a debug build, while the lines still carry steps of
/// their own with more clues.
fn eased((puzzle, solution): (Puzzle, Vec<u8>), givens: usize) -> (Puzzle, Vec<u8>) {
    let n = puzzle.size();
    let mut puzzle = puzzle;
    let mut have = puzzle.values().iter().filter(|&&v| v != 0).count();
    for i in (0..n * n).step_by(3) {
        if have >= givens {
            break;
        }
        if puzzle.values()[i] == 0 {
            puzzle = puzzle.with(shudu::variant::Pos::from_index(i, n), solution[i]);
            have += 1;
        }
    }
    (puzzle, solution)
}

fn made(rules: Rules, recipe: Recipe, seed: u64) -> (Puzzle, Vec<u8>) {
    let made = Puzzle::generate_recipe(rules, recipe, Symmetry::None, seed, 0).unwrap();
    (made.puzzle, made.solution)
}

#[test]
fn killer_jigsaw_x_and_sixteen_play_to_the_end_by_hints() {
    let nine = || Rules::new(Shape::for_size(9).unwrap());
    let cases = [
        (
            "killer",
            made(
                nine(),
                Recipe {
                    killer: Some(KillerOptions::default()),
                    ..Recipe::default()
                },
                1,
            ),
        ),
        (
            "jigsaw",
            made(
                nine(),
                Recipe {
                    jigsaw: true,
                    ..Recipe::default()
                },
                2,
            ),
        ),
        (
            "x",
            made(nine().with_named("x").unwrap(), Recipe::default(), 3),
        ),
        (
            "thermo",
            made(
                nine(),
                Recipe {
                    thermo: Some(ThermoOptions::default()),
                    ..Recipe::default()
                },
                5,
            ),
        ),
        (
            "kropki",
            made(
                nine(),
                Recipe {
                    pair_marks: Some(PairMarkOptions::KROPKI),
                    ..Recipe::default()
                },
                7,
            ),
        ),
        (
            "xv",
            made(
                nine(),
                Recipe {
                    pair_marks: Some(PairMarkOptions::XV),
                    ..Recipe::default()
                },
                8,
            ),
        ),
        (
            "whispers",
            eased(
                made(
                    nine(),
                    Recipe {
                        lines: Some(LineOptions::WHISPERS),
                        ..Recipe::default()
                    },
                    9,
                ),
                30,
            ),
        ),
        (
            "renban",
            eased(
                made(
                    nine(),
                    Recipe {
                        lines: Some(LineOptions::RENBAN),
                        ..Recipe::default()
                    },
                    10,
                ),
                30,
            ),
        ),
        (
            "sandwich",
            eased(
                made(
                    nine(),
                    Recipe {
                        outside: Some(OutsideClueOptions::SANDWICH),
                        ..Recipe::default()
                    },
                    12,
                ),
                30,
            ),
        ),
        (
            "sandwich 6x6",
            made(
                Rules::new(Shape::for_size(6).unwrap()),
                Recipe {
                    outside: Some(OutsideClueOptions::SANDWICH),
                    ..Recipe::default()
                },
                13,
            ),
        ),
        (
            // Every diagonal's sum kept: dropping sums while the puzzle stays unique takes
            // minutes on 9×9 in a debug build.
            "little killer",
            eased(
                made(
                    nine(),
                    Recipe {
                        outside: Some(OutsideClueOptions {
                            trim: false,
                            ..OutsideClueOptions::LITTLE_KILLER
                        }),
                        ..Recipe::default()
                    },
                    14,
                ),
                30,
            ),
        ),
        (
            "little killer 6x6",
            made(
                Rules::new(Shape::for_size(6).unwrap()),
                Recipe {
                    outside: Some(OutsideClueOptions::LITTLE_KILLER),
                    ..Recipe::default()
                },
                15,
            ),
        ),
        (
            "whispers and renban 6x6",
            made(
                Rules::new(Shape::for_size(6).unwrap()),
                Recipe {
                    lines: Some(LineOptions {
                        whispers: true,
                        ..LineOptions::RENBAN
                    }),
                    ..Recipe::default()
                },
                11,
            ),
        ),
        (
            "thermo 6x6",
            made(
                Rules::new(Shape::for_size(6).unwrap()),
                Recipe {
                    thermo: Some(ThermoOptions::default()),
                    ..Recipe::default()
                },
                6,
            ),
        ),
        (
            "16x16",
            made(
                Rules::new(Shape::for_size(16).unwrap()),
                Recipe::default(),
                4,
            ),
        ),
    ];
    for (name, (puzzle, solution)) in cases {
        let hints = play(&puzzle, &solution);
        assert!(hints > 0, "{name}");
    }
}
