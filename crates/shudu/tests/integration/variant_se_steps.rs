//! Steps of Sudoku Explainer's path on 9×9 variant puzzles that shudu's rating path must
//! take too, at the same place, with their explanation: the cases of
//! `testdata/variants/se_path_steps.txt` (each a puzzle whose path once parted from
//! serate's there), and the ratings of the non-consecutive puzzles of
//! `data/se_rated_variants.txt` and `data/se_rated_non_consecutive.txt`.

use shudu::logic::{Board, rate_path, solve_path_from};
use shudu::variant::{Puzzle, Rules, Shape, Symbols};

#[test]
fn variant_paths_take_sudoku_explainers_steps() {
    let text = include_str!("../../testdata/variants/se_path_steps.txt");
    let mut cases = 0;
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let at = format!("se_path_steps.txt:{}", n + 1);
        let parts: Vec<&str> = line.splitn(3, " | ").collect();
        let [head, technique, explanation] = parts[..] else {
            panic!("{at}: expected RULES PUZZLE STEP | TECHNIQUE | EXPLANATION");
        };
        let fields: Vec<&str> = head.split_whitespace().collect();
        let [names, givens, number] = fields[..] else {
            panic!("{at}: expected RULES PUZZLE STEP before the first ' | '");
        };
        let mut rules = Rules::new(Shape::classic());
        for name in names.split(',') {
            rules = rules
                .with_named(name)
                .unwrap_or_else(|e| panic!("{at}: {e}"));
        }
        let puzzle = Puzzle::from_line(rules, givens, Symbols::Standard)
            .unwrap_or_else(|e| panic!("{at}: {e}"));
        let board = Board::of_variant(&puzzle).unwrap_or_else(|e| panic!("{at}: {e}"));
        let number: usize = number.parse().unwrap_or_else(|e| panic!("{at}: {e}"));
        let path = solve_path_from(board);
        let step = path
            .steps
            .get(number - 1)
            .unwrap_or_else(|| panic!("{at}: the path has {} steps", path.steps.len()));
        assert_eq!(step.technique.name(), technique, "{at}: technique");
        assert_eq!(step.explain(), explanation, "{at}: explanation");
        cases += 1;
    }
    assert!(cases >= 6, "only {cases} cases read");
}

/// Every non-consecutive puzzle of `data/se_rated_variants.txt` and
/// `data/se_rated_non_consecutive.txt` gets serate's `--isNC=1` ER/EP/ED exactly: its two
/// non-consecutive rules (the forcing cell, 2.4, and locked candidates, 2.5) come right
/// after the naked single, and a path that misses one parts from serate's early and ends
/// in a chain (7.0 where serate says 2.6).
#[test]
fn non_consecutive_puzzles_are_rated_as_sudoku_explainer_rates_them() {
    let mut checked = 0;
    for name in ["se_rated_variants.txt", "se_rated_non_consecutive.txt"] {
        let path = format!("{}/../../data/{name}", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
        for (n, line) in text.lines().enumerate() {
            let fields: Vec<&str> = line.split_whitespace().collect();
            let ["non-consecutive", givens, figures] = fields[..] else {
                continue;
            };
            let at = format!("{name}:{}", n + 1);
            let rules = Rules::new(Shape::classic())
                .with_named("non-consecutive")
                .unwrap_or_else(|e| panic!("{at}: {e}"));
            let puzzle = Puzzle::from_line(rules, givens, Symbols::Standard)
                .unwrap_or_else(|e| panic!("{at}: {e}"));
            let board = Board::of_variant(&puzzle).unwrap_or_else(|e| panic!("{at}: {e}"));
            let rating = rate_path(&solve_path_from(board)).unwrap_or_else(|e| panic!("{at}: {e}"));
            assert_eq!(rating.figures(), figures, "{at}: {givens}");
            checked += 1;
        }
    }
    assert!(checked >= 57, "only {checked} non-consecutive puzzles read");
}
