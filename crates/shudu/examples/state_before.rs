//! Prints, for a puzzle and a technique name, the candidate state just before the path's
//! first step of that technique, and the step.
//!
//! Run with `cargo run --release --example state_before -- PUZZLE "BUG type 1"`.

use shudu::Grid;
use shudu::logic::{Board, next_step};

fn main() {
    let mut args = std::env::args().skip(1);
    let grid: Grid = args
        .next()
        .expect("a puzzle")
        .parse()
        .expect("a valid puzzle");
    let name = args.next().expect("a technique name");
    let mut board = Board::new(&grid);
    while let Some(step) = next_step(&board) {
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
