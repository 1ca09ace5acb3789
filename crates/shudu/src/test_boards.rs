//! Boards of named rules for the tests of the logic engine's finders, built the way the
//! command line names the rules: test code above both `logic` (which takes a board and
//! its layout, and knows no rules) and `variant` (which builds a layout from rules), so
//! that `logic` itself never imports `variant`.

use crate::logic::Board;
use crate::variant::{Outcome, Puzzle, Rules, Shape, Symbols};

/// The board of `line` under the rules `names` (comma-separated, as `--variant`
/// names them; empty for none).
pub(crate) fn board_of(names: &str, line: &str) -> Board {
    let mut rules = Rules::new(Shape::classic());
    for name in names.split(',').filter(|n| !n.is_empty()) {
        rules = rules.with_named(name).expect("a known rule");
    }
    let puzzle = Puzzle::from_line(rules, line, Symbols::Standard).expect("a valid puzzle");
    Board::of_variant(&puzzle).expect("a 9×9 variant")
}

/// The killers of `testdata/variants/killer9.jsonl` (no givens) with their solutions.
pub(crate) fn killers() -> Vec<(Board, crate::Grid)> {
    include_str!("../testdata/variants/killer9.jsonl")
        .lines()
        .map(|line| {
            let puzzle = Puzzle::from_json(line).expect("a killer");
            let Outcome::Unique(solution) = puzzle.solve() else {
                panic!("a unique killer")
            };
            let text: String = solution.iter().map(|d| char::from(b'0' + d)).collect();
            let board = Board::of_variant(&puzzle).expect("a 9×9 killer");
            (board, text.parse().expect("a solution"))
        })
        .collect()
}
