//! Chains on variant boards: each case walks a puzzle's path to its first step of one
//! chaining rule and checks its words, which must name the link that only the variant
//! makes (a knight's move, a diagonal).

use crate::logic::{Board, Step, Technique, next_step};
use crate::test_boards::board_of;
use crate::words::Lang;

/// The first step of `technique` on the path of `line` under `rules` (named as
/// `--variant` names them), within the first `limit` steps.
fn first_step_of(rules: &str, line: &str, technique: Technique, limit: usize) -> Step {
    let mut board = board_of(rules, line);
    for _ in 0..limit {
        let step = next_step(&board).expect("the path goes on");
        if step.technique == technique {
            return step;
        }
        board.apply(&step);
    }
    panic!("no {technique:?} in the first {limit} steps");
}

/// The first step of `technique` found on the boards of the path of `line` under
/// `rules`, within its first `limit` steps, whether or not the path takes it (an easier
/// technique may come first).
fn first_found_of(rules: &str, line: &str, technique: Technique, limit: usize) -> Step {
    let mut board = board_of(rules, line);
    for _ in 0..limit {
        if let Some(step) = crate::logic::find_steps(&board, technique)
            .into_iter()
            .next()
        {
            return step;
        }
        let step = next_step(&board).expect("the path goes on");
        board.apply(&step);
    }
    panic!("no {technique:?} on the first {limit} boards");
}

#[test]
fn a_forcing_chain_closes_through_a_knights_move() {
    let step = first_step_of(
        "anti-knight",
        "1..2................3..............5...8.7.......1...........8..5...4..1.6...3..7",
        Technique::ForcingChain,
        40,
    );
    assert_eq!(
        step.explain(),
        "Forcing Chain: if r7c2 is 7: r7c2 is not 1, r9c3 is 1, r9c4 is not 1, r9c4 is 9, \
         r8c4 is not 9, r8c4 is 7, r7c2 is not 7; the assumption that r7c2 is 7 cannot \
         hold, so r7c2 cannot be 7 (r8c4 and r7c2 are a knight's move apart)"
    );
    let relations: Vec<String> = step
        .evidence
        .relations
        .iter()
        .map(ToString::to_string)
        .collect();
    assert_eq!(relations, ["r8c4 and r7c2 are a knight's move apart"]);
    let name = step.technique.name_in(Lang::ZhHans);
    assert!(
        step.explain_in(Lang::ZhHans).starts_with(&format!(
            "{name}：假设 r7c2 是 7，可推出：r7c2 不是 1，r9c3 是 1，r9c4 不是 1，r9c4 是 9，\
             r8c4 不是 9，r8c4 是 7，r7c2 不是 7；出现矛盾，假设 r7c2 是 7 不能成立，所以 r7c2 \
             不能是 7（r8c4 和 r7c2 相隔一个马步）"
        )),
        "{}",
        step.explain_in(Lang::ZhHans)
    );
    // Sudoku Explainer's rating of this chain: 7.0 and a length bonus of 0.1.
    assert_eq!(step.rating_tenths(), 71);
}

#[test]
fn an_x_cycle_runs_along_the_anti_diagonal() {
    // The path itself now takes a strong link inside the anti-diagonal first (as Sudoku
    // Explainer does), so the cycle is looked for on its boards.
    let step = first_found_of(
        "x",
        "2.......85.1.....2.73.........5...8...6...4........3..19.4...6....85...........9.",
        Technique::BidirectionalXCycle,
        40,
    );
    assert_eq!(
        step.explain(),
        "Bidirectional X-Cycle: if r3c7 is 5: r9c7 is not 5, r7c9 is 5, r7c3 is not 5, \
         back where it started; the loop holds read either way round, so r1c7 cannot be 5 \
         (r7c3 and r3c7 share the anti-diagonal)"
    );
}

#[test]
fn on_a_non_consecutive_board_a_true_digit_turns_off_its_neighbours_consecutive_digits() {
    use super::graph::{Grid, pot};
    let board = board_of("non-consecutive", &".".repeat(81));
    let grid = Grid::of(&board);
    // r5c5 (cell 40) holds 5 (digit index 4).
    let mut out = Vec::new();
    grid.on_to_off(pot(40, 4, true), false, &mut out);
    // The 20 classic peers lose the 5, then the four neighbours (up, down, right, left,
    // as Sudoku Explainer lists them) lose 6 and 4.
    assert_eq!(out.len(), 20 + 8);
    let tail: Vec<_> = out[20..].to_vec();
    let expected: Vec<_> = [31, 49, 41, 39]
        .into_iter()
        .flat_map(|c| [pot(c, 5, false), pot(c, 3, false)])
        .collect();
    assert_eq!(tail, expected);
    // Without the rule, the peers only.
    let classic = Grid::of(&Board::new(&crate::Grid::empty()));
    classic.on_to_off(pot(40, 4, true), false, &mut out);
    assert_eq!(out.len(), 20);
}

#[test]
fn a_knights_move_and_a_window_join_the_weak_and_strong_links() {
    use super::graph::{Grid, pot};
    // Digit 1 placed nowhere; r2c2 (cell 10) holds 1.
    let board = board_of("anti-knight,windoku", &".".repeat(81));
    let mut grid = Grid::of(&board);
    let mut out = Vec::new();
    grid.on_to_off(pot(10, 0, true), false, &mut out);
    // Box 1 (8), row 2 (6 more), column 2 (6 more), window 1 (r2c2–r4c4: r3c4, r4c3
    // and r4c4 are new), then the knight's moves no such house holds, in Sudoku
    // Explainer's order: r4c1 (cell 27), then r1c4 (cell 3).
    assert_eq!(out.len(), 8 + 6 + 6 + 3 + 2);
    assert_eq!(
        &out[20..23],
        [pot(21, 0, false), pot(29, 0, false), pot(30, 0, false)]
    );
    assert_eq!(&out[23..], [pot(27, 0, false), pot(3, 0, false)]);
    // Window 1 down to r2c2 and r4c4 for digit 1: r2c2 false makes r4c4 true.
    for c in [11, 12, 19, 20, 21, 28, 29] {
        grid.remove(c, 0);
    }
    let mut ons = Vec::new();
    grid.off_to_on(pot(10, 0, false), false, true, &mut ons);
    assert!(ons.iter().any(|&(p, _)| p == pot(30, 0, true)), "{ons:?}");
}
