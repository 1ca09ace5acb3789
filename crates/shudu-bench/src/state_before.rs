//! Prints, for a puzzle and a technique name, the candidate state just before the path's
//! first step of that technique, and the step; with a third argument `full`, on the full
//! repertoire's path (for the player techniques).
//!
//! Run with `cargo run --release -p shudu-bench -- state-before PUZZLE "BUG type 1"`, or
//! `... -- state-before PUZZLE "W-Wing" full`.
//!
//! A subcommand of the harness, `state-before`: `main.rs` hands it the arguments that follow
//! its name. The library calls it makes are those of `shudu::logic`.

use shudu::Grid;
use shudu::logic::{Board, Logic, Repertoire};

pub fn run(args: Vec<String>) {
    let mut args = args.into_iter();
    let grid: Grid = args
        .next()
        .expect("a puzzle")
        .parse()
        .expect("a valid puzzle");
    let name = args.next().expect("a technique name");
    let repertoire = match args.next().as_deref() {
        Some("full") => Repertoire::Full,
        _ => Repertoire::SudokuExplainer,
    };
    let mut board = Board::new(&grid);
    while let Some(step) = Logic::new(repertoire).next_step(&board).ok().flatten() {
        if step.technique.name() == name {
            println!("{}", board.to_candidate_string());
            println!("{:?} {:?}", step.placements, step.eliminations);
            println!("{}", step.explain());
            return;
        }
        board.apply(&step);
    }
    println!("no {name} step on the path");
}
