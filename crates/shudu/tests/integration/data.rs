//! Data tests: the puzzles the project started from, with answers known from elsewhere.

use crate::common;

use shudu::check::check;
use shudu::solve::Outcome;
use shudu::{Grid, Solver, Status};

fn read(name: &str) -> Vec<shudu::parse::Entry> {
    common::data_files::entries(name).collect()
}

#[test]
fn euler96_all_unique_and_the_published_answer() {
    let entries = read("euler96.txt");
    assert_eq!(entries.len(), 50);
    let mut sum = 0;
    for (i, entry) in entries.iter().enumerate() {
        assert_eq!(
            entry.label.as_deref(),
            Some(format!("Grid {:02}", i + 1).as_str())
        );
        let Outcome::Unique(solution) = Solver::new().solve(&entry.grid) else {
            panic!("Grid {:02} is not unique", i + 1);
        };
        assert!(solution.is_solution_of(&entry.grid));
        sum += solution.to_line()[..3].parse::<u32>().unwrap();
    }
    // Project Euler 96: the sum of the three-digit numbers in each solution's top-left.
    assert_eq!(sum, 24702);
}

#[test]
fn the_tutorials_puzzles() {
    let entries = read("seeds.txt");
    let statuses: Vec<Status> = entries
        .iter()
        .map(|e| Solver::new().solve(&e.grid).status())
        .collect();
    use Status::*;
    assert_eq!(statuses, [Solved, Solved, Solved, Multiple, Solved]);

    // Inkala's "world's hardest": unique, minimal, and its published solution.
    let inkala = &entries[2].grid;
    let report = check(inkala, &Solver::new());
    assert!(report.is_unique() && report.is_minimal());
    let solution: Grid =
        "812753649943682175675491283154237896369845721287169534521974368438526917796318452"
            .parse()
            .unwrap();
    assert_eq!(Solver::new().first(inkala), Some(solution));

    // The newspaper's version with r4c2 changed is not a proper puzzle.
    let Outcome::Multiple(a, b) = Solver::new().solve(&entries[3].grid) else {
        panic!("changed Inkala puzzle should have several solutions");
    };
    assert_ne!(a, b);
    assert!(a.is_solution_of(&entries[3].grid) && b.is_solution_of(&entries[3].grid));

    // The second seed is Euler 96's Grid 02.
    assert_eq!(entries[1].grid, read("euler96.txt")[1].grid);
}
