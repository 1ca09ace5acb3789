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
    ArrowOptions, KillerOptions, LineOptions, OutsideClueOptions, PairMarkOptions, Puzzle, Recipe,
    Rules, Shape, Symbols, ThermoOptions,
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
            "arrow",
            eased(
                made(
                    nine(),
                    Recipe {
                        arrows: Some(ArrowOptions::default()),
                        ..Recipe::default()
                    },
                    12,
                ),
                30,
            ),
        ),
        (
            "arrow 6x6",
            made(
                Rules::new(Shape::for_size(6).unwrap()),
                Recipe {
                    arrows: Some(ArrowOptions::default()),
                    ..Recipe::default()
                },
                13,
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

/// The Arrow step on an empty 9×9 board with one arrow: three cells add up to 3 at least,
/// so the bulb loses 1 and 2, and each line cell is at most 9 − 2 = 7; its words name the
/// arrow in English and in Chinese.
#[test]
fn an_arrow_step_bounds_its_bulb_and_line_on_an_empty_board() {
    use shudu::logic::{Board, Technique, find_steps};
    let json = r#"{"size":9,"constraints":[{"type":"arrow","bulb":["r1c1"],"line":["r1c2","r1c3","r1c4"]}],"givens":""#
        .to_owned()
        + &".".repeat(81)
        + r#""}"#;
    let puzzle = Puzzle::from_json(&json).unwrap();
    let board = Board::of_variant(&puzzle).unwrap();
    let steps = find_steps(&board, Technique::Arrow);
    assert_eq!(steps.len(), 1);
    let mut removed: Vec<Move> = steps[0]
        .eliminations
        .iter()
        .map(|(c, d)| (c.index(), d.get()))
        .collect();
    removed.sort_unstable();
    let mut expected: Vec<Move> = vec![(0, 1), (0, 2)];
    expected.extend((1..4).flat_map(|c| [(c, 8), (c, 9)]));
    assert_eq!(removed, expected);
    let said = steps[0].explain();
    assert!(
        said.contains(
            "the digits on the arrow from r1c1 (r1c2, r1c3 and r1c4) add up to its bulb, r1c1"
        ),
        "{said}"
    );
    assert!(
        said.contains("r1c2 keeps only 1, 2, 3, 4, 5, 6 and 7"),
        "{said}"
    );
    let zh = steps[0].explain_in(shudu::words::Lang::ZhHans);
    assert!(zh.contains("从 r1c1 起的箭头"), "{zh}");
}
