//! Finds, for each named technique, a candidate state on the solving path of a puzzle of
//! `data/se_rated_dev.txt` where the technique fires (the lowest-rated such step), prints
//! it with the step, and lists near misses: one candidate added to a cell of the step's
//! evidence after which no step of that technique has the same outcome.
//!
//! Run with `cargo run --release -p shudu-bench -- fixture-states "Forcing Chain" "BUG type 2"`;
//! `--file=PATH` (first) takes the puzzles from another file.
//!
//! A subcommand of the harness, `fixture-states`: `main.rs` hands it the arguments that follow
//! its name. The library calls it makes are those of `shudu::logic`.

use std::collections::HashMap;

use shudu::logic::{Board, Step, find_steps, next_step};
use shudu::{Digit, Grid, Solver};

pub fn run(args: Vec<String>) {
    let mut names = args;
    let file = match names.first().and_then(|a| a.strip_prefix("--file=")) {
        Some(path) => {
            let path = path.to_string();
            names.remove(0);
            path
        }
        None => "data/se_rated_dev.txt".to_string(),
    };
    let text = crate::tool_input::read_text("fixture-states", &file);
    let mut best: HashMap<String, (u8, String, String, Step)> = HashMap::new();
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let Some(puzzle) = line.split_whitespace().next() else {
            continue;
        };
        let grid: Grid = puzzle.parse().expect("a valid puzzle");
        let mut board = Board::new(&grid);
        while let Some(step) = next_step(&board) {
            let name = step.technique.name().to_string();
            if names.contains(&name) {
                let rating = step.rating_tenths();
                let better = best.get(&name).is_none_or(|b| rating < b.0);
                if better {
                    best.insert(
                        name,
                        (
                            rating,
                            puzzle.to_string(),
                            board.to_candidate_string(),
                            step.clone(),
                        ),
                    );
                }
            }
            board.apply(&step);
        }
    }
    for name in &names {
        let Some((rating, puzzle, state, step)) = best.get(name) else {
            println!("== {name}: none\n");
            continue;
        };
        let board = Board::from_candidate_string(state).unwrap();
        let solution = Solver::new().first(&board.to_grid()).expect("solvable");
        println!("== {name} (rating {rating}) from {puzzle}");
        println!("{state}");
        println!(
            "placements {:?}\neliminations {:?}",
            step.placements, step.eliminations
        );
        println!("agrees with solution: {}", step.agrees_with(&solution));
        println!("{}", step.explain());
        let mut tried = Vec::new();
        let mut cells: Vec<_> = step.evidence.all_cells();
        cells.extend(step.evidence.candidates.iter().map(|&(_, c, _)| c));
        cells.extend(step.evidence.links.iter().flat_map(|l| [l.from.0, l.to.0]));
        cells.extend(shudu::Cell::all());
        let mut found = 0;
        for cell in cells {
            if tried.contains(&cell) || board.value(cell).is_some() {
                continue;
            }
            tried.push(cell);
            for v in 1..=9u8 {
                let digit = Digit::new(v).unwrap();
                if board.has(cell, digit) {
                    continue;
                }
                let mut chars: Vec<char> = state.chars().collect();
                chars[cell.index() * 9 + v as usize - 1] = (b'0' + v) as char;
                let near =
                    Board::from_candidate_string(&chars.into_iter().collect::<String>()).unwrap();
                let same = find_steps(&near, step.technique).iter().any(|s| {
                    s.placements == step.placements && s.eliminations == step.eliminations
                });
                if !same {
                    println!("near miss: {cell} +{v}");
                    found += 1;
                    break;
                }
            }
            if found >= 4 {
                break;
            }
        }
        println!();
    }
}
