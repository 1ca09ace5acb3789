//! Corpus test for the logic engine: every step of every solving path over slices of the
//! data sets must agree with the known solution (no wrong placement, no removed
//! candidate of the solution), paths must end solved or stuck (never in a
//! contradiction), and solved paths must end on the solution — with Sudoku Explainer's
//! repertoire and with the full one (its player techniques too). Also checks that the
//! ratings of the Sudoku Explainer sample are reproduced for the puzzles rated.

use crate::common;

use std::collections::BTreeMap;

use shudu::logic::{
    Board, Logic, PathEnd, Repertoire, Technique, find_steps, rate_path, solve_path,
};
use shudu::solve::Outcome;
use shudu::{Cell, Digit, Grid, Solver};

fn read(name: &str, take: usize) -> Vec<Grid> {
    common::data_files::grids(name).take(take).collect()
}

/// Walks the path of `grid` with `repertoire` step by step, checking each against the
/// solution and counting each technique's steps in `used`; returns whether the path
/// reached the end.
fn walk(grid: &Grid, repertoire: Repertoire, used: &mut BTreeMap<Technique, usize>) -> bool {
    let Outcome::Unique(solution) = Solver::new().solve(grid) else {
        return false;
    };
    let mut board = Board::new(grid);
    while !board.is_solved() {
        let Some(step) = Logic::new(repertoire).next_step(&board).ok().flatten() else {
            return false;
        };
        assert!(
            step.agrees_with(&solution),
            "{grid}: step contradicts the solution: {step:?}"
        );
        assert!(
            !step.placements.is_empty() || !step.eliminations.is_empty(),
            "{grid}: empty step {step:?}"
        );
        *used.entry(step.technique).or_default() += 1;
        board.apply(&step);
        assert!(
            board.dead_cell().is_none(),
            "{grid}: dead cell after {step:?}"
        );
    }
    assert_eq!(board.to_grid(), solution);
    true
}

/// The corpus both repertoires walk.
const CORPUS: [(&str, usize); 5] = [
    ("seeds.txt", 10),
    ("euler96.txt", 50),
    ("puzzles3_magictour_top1465.txt", 150),
    ("puzzles2_17_clue.txt", 150),
    ("se_rated_dev.txt", 400),
];

/// Walks the corpus with `repertoire`: how many puzzles were solved, out of how many, and
/// the steps each technique took.
fn walk_corpus(repertoire: Repertoire) -> (usize, usize, BTreeMap<Technique, usize>) {
    let mut used = BTreeMap::new();
    let (mut solved, mut total) = (0, 0);
    for (name, take) in CORPUS {
        for grid in read(name, take) {
            total += 1;
            solved += usize::from(walk(&grid, repertoire, &mut used));
        }
    }
    (solved, total, used)
}

#[test]
fn no_step_contradicts_the_solution() {
    let (solved, total, _) = walk_corpus(Repertoire::SudokuExplainer);
    // The sample includes top1465 puzzles that need forcing chains (static, multiple
    // and dynamic); nearly all are finished, and no step is ever wrong.
    assert!(solved * 20 >= total * 19, "{solved} of {total} solved");
}

#[test]
fn no_step_of_the_full_repertoire_contradicts_the_solution() {
    let (solved, total, used) = walk_corpus(Repertoire::Full);
    assert!(solved * 20 >= total * 19, "{solved} of {total} solved");
    // The player techniques do occur on this corpus, so their steps were checked above.
    let player = [
        Technique::FinnedXWing,
        Technique::SashimiXWing,
        Technique::WWing,
        Technique::XYChain,
        Technique::SimpleColouring,
    ];
    for technique in player {
        assert!(
            used.contains_key(&technique),
            "{technique} never used: {used:?}"
        );
    }
}

/// Every step every player technique finds — not only the one a path takes — at every
/// point of the full repertoire's paths over part of the corpus agrees with the solution:
/// this reaches the finders a path seldom asks (the empty rectangle and the X-chain come
/// after Sudoku Explainer's strong-link chains, which find most of theirs first).
#[test]
fn every_player_step_along_the_paths_agrees_with_the_solution() {
    let player: Vec<Technique> = Repertoire::Full
        .techniques()
        .iter()
        .copied()
        .filter(|t| !Repertoire::SudokuExplainer.techniques().contains(t))
        .collect();
    let mut found: BTreeMap<Technique, usize> = BTreeMap::new();
    for (name, take) in [
        ("se_rated_dev.txt", 40),
        ("puzzles3_magictour_top1465.txt", 15),
    ] {
        for grid in read(name, take) {
            let Outcome::Unique(solution) = Solver::new().solve(&grid) else {
                continue;
            };
            let path = Logic::new(Repertoire::Full).solve_path(&grid);
            let mut board = Board::new(&grid);
            for taken in &path.steps {
                for &technique in &player {
                    for step in find_steps(&board, technique) {
                        assert!(
                            step.agrees_with(&solution),
                            "{grid}: step contradicts the solution: {step:?}"
                        );
                        *found.entry(technique).or_default() += 1;
                    }
                }
                board.apply(taken);
            }
        }
    }
    for technique in [
        Technique::EmptyRectangle,
        Technique::XChain,
        Technique::MultiColouring,
    ] {
        assert!(
            found.contains_key(&technique),
            "{technique} never found: {found:?}"
        );
    }
}

#[test]
fn solve_path_ends_as_it_should() {
    for grid in read("euler96.txt", 50) {
        let path = solve_path(&grid);
        assert_eq!(path.end, PathEnd::Solved, "{grid}");
        assert!(path.board.to_grid().is_solution_of(&grid));
    }
    // No clash, yet r1c9 has no candidate: r1c1..r1c8 hold 1..8 and r2c9 holds 9.
    let mut broken = Grid::empty();
    for col in 0..8 {
        broken.set(Cell::new(0, col).unwrap(), Digit::new(col as u8 + 1));
    }
    broken.set(Cell::new(1, 8).unwrap(), Digit::new(9));
    assert!(matches!(solve_path(&broken).end, PathEnd::Contradiction(_)));
}

/// Sudoku Explainer's hardest techniques that shudu implements, by Sudoku Explainer's
/// names (without its pattern codes).
const IMPLEMENTED: [&str; 30] = [
    "Hidden Single",
    "Direct Pointing",
    "Direct Claiming",
    "Direct Hidden Pair",
    "Naked Single",
    "Direct Hidden Triplet",
    "Pointing",
    "Claiming",
    "Naked Pair",
    "X-Wing",
    "Hidden Pair",
    "Naked Triplet",
    "Swordfish",
    "Hidden Triplet",
    "Skyscraper",
    "2-String Kite",
    "2 Strong links",
    "XY-Wing",
    "XYZ-Wing",
    "Naked Quad",
    "Jellyfish",
    "Hidden Quad",
    "BUG type",
    "Bidirectional Cycle",
    "Bidirectional Y-Cycle",
    "Forcing Chain",
    "Nishio Forcing Chains",
    "Cell Forcing Chains",
    "Region Forcing Chains",
    "Dynamic Cell Forcing Chains",
];

/// Sudoku Explainer's figures on its sample: every puzzle whose hardest technique is
/// implemented must get exactly its ER/EP/ED (the measurement over the whole file is the
/// `se-agreement` subcommand of `shudu-bench`).
#[test]
fn sudoku_explainer_ratings_are_reproduced() {
    let path = format!("{}/../../data/se_rated_dev.txt", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(path).unwrap();
    let mut checked = 0;
    for line in text.lines().filter(|l| !l.starts_with('#')).take(600) {
        let mut fields = line.split_whitespace();
        let grid: Grid = fields.next().unwrap().parse().unwrap();
        let expected = fields.next().unwrap();
        let words: Vec<&str> = fields
            .filter(|w| !w.chars().all(|c| c.is_ascii_digit()))
            .collect();
        if !IMPLEMENTED.contains(&words.join(" ").as_str()) {
            continue;
        }
        checked += 1;
        let rating = rate_path(&solve_path(&grid)).unwrap_or_else(|e| panic!("{grid}: {e}"));
        let ours = rating.to_string();
        assert_eq!(ours.split(' ').next().unwrap(), expected, "{grid}");
    }
    assert!(checked > 300, "only {checked} checked");
}

/// Puzzles that need Sudoku Explainer's nested forcing chains are finished, every step
/// checked against the solution, and rated as `serate` rates them: Inkala's puzzle
/// (10.7/10.7/9.7, with "(+ Forcing Chains)") and the first and 26th puzzles of the
/// hardest set (10.3/1.2/1.2 and 10.5/1.2/1.2).
#[test]
fn nested_forcing_chains_finish_the_hardest_puzzles() {
    let inkala: Grid =
        "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."
            .parse()
            .unwrap();
    let hardest = read("puzzles6_forum_hardest_1106.txt", 26);
    for (grid, er) in [
        (&inkala, "10.7/10.7/9.7"),
        (&hardest[0], "10.3/1.2/1.2"),
        (&hardest[25], "10.5/1.2/1.2"),
    ] {
        assert!(
            walk(grid, Repertoire::SudokuExplainer, &mut BTreeMap::new()),
            "{grid}: not finished"
        );
        let rating = rate_path(&solve_path(grid)).unwrap_or_else(|e| panic!("{grid}: {e}"));
        assert_eq!(rating.to_string().split(' ').next().unwrap(), er, "{grid}");
    }
}
