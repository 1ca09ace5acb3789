//! Correction with the solver: a misread digit whose runner-up is right is put back, flagged
//! unsure; a mark read as a digit in an empty cell is emptied; a grid that is already proper
//! is left alone; and when two changes of nearly the same cost give two different puzzles,
//! neither is chosen.

use shudu::solve::Outcome;
use shudu::{Cell, Digit, Grid, Solver};
use shudu_scan::correct::correct;
use shudu_scan::geometry::Quad;
use shudu_scan::read::{CellReading, Reading};

const PUZZLE: &str =
    "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759..";

/// A reading of `grid` with every digit read at 0.99, its runner-up the next digit.
fn reading_of(grid: &Grid) -> Reading {
    let cells = Cell::all()
        .map(|cell| match grid.get(cell) {
            None => CellReading::empty(),
            Some(d) => CellReading {
                digit: Some(d),
                confidence: 0.99,
                runner_up: Some((Digit::new(d.get() % 9 + 1).unwrap(), 0.01)),
                mark: 0.001,
                unsure: false,
            },
        })
        .collect();
    Reading {
        grid: *grid,
        cells,
        corners: Quad([(0.0, 0.0), (1.0, 0.0), (1.0, 1.0), (0.0, 1.0)]),
        turns: 0,
        other_grids: 0,
    }
}

#[test]
fn a_misread_digit_is_put_back_and_flagged() {
    let puzzle: Grid = PUZZLE.parse().unwrap();
    let r1c3 = Cell::all().nth(2).unwrap();
    let mut misread = puzzle;
    misread.set(r1c3, Digit::new(4));
    let mut reading = reading_of(&misread);
    reading.cells[2] = CellReading {
        digit: Digit::new(4),
        confidence: 0.6,
        runner_up: Some((Digit::new(9).unwrap(), 0.35)),
        mark: 0.03,
        unsure: true,
    };
    let correction = correct(&mut reading);
    assert!(correction.proper);
    assert_eq!(correction.changed, vec![r1c3]);
    assert_eq!(reading.grid, puzzle);
    assert!(reading.cells[2].unsure);
}

#[test]
fn a_proper_grid_is_left_alone() {
    let puzzle: Grid = PUZZLE.parse().unwrap();
    let mut reading = reading_of(&puzzle);
    let correction = correct(&mut reading);
    assert!(correction.proper && correction.changed.is_empty());
    assert_eq!(reading.grid, puzzle);
}

#[test]
fn a_mark_read_as_a_digit_is_emptied_and_flagged() {
    let puzzle: Grid = PUZZLE.parse().unwrap();
    let solution = match Solver::new().solve(&puzzle) {
        Outcome::Unique(s) => s,
        other => panic!("the test puzzle is proper: {other:?}"),
    };
    // r1c1 is empty in the puzzle; a mark there read as a digit its row already holds, with
    // the network giving "no digit" 0.4.
    let r1c1 = Cell::all().next().unwrap();
    assert_eq!(puzzle.get(r1c1), None);
    let wrong = Digit::new(solution.get(r1c1).unwrap().get() % 9 + 1).unwrap();
    let mut marked = puzzle;
    marked.set(r1c1, Some(wrong));
    let mut reading = reading_of(&marked);
    reading.cells[0] = CellReading {
        digit: Some(wrong),
        confidence: 0.97,
        runner_up: Some((Digit::new(wrong.get() % 9 + 1).unwrap(), 0.02)),
        mark: 0.4,
        unsure: true,
    };
    let correction = correct(&mut reading);
    assert!(correction.proper);
    assert_eq!(correction.changed, vec![r1c1]);
    assert_eq!(reading.grid, puzzle);
    assert!(reading.cells[0].unsure);
    assert_eq!(reading.cells[0].digit, None);
}

/// The puzzle with one clue, at `x`, judged empty (its ink read as a mark), and a blank cell
/// `y` whose most likely digit, were it a clue, would make a different proper puzzle; the
/// cost of each change is set by the probabilities given.
fn two_repairs(p_x: f32, p_y: f32) -> (Reading, Grid, Cell, Cell) {
    let puzzle: Grid = PUZZLE.parse().unwrap();
    let solver = Solver::new();
    // A clue whose loss leaves several solutions, and a blank cell whose digit in another
    // solution makes that solution the only one.
    for x in Cell::all().filter(|&c| puzzle.get(c).is_some()) {
        let mut without = puzzle;
        without.set(x, None);
        let Outcome::Multiple(a, b) = solver.solve(&without) else {
            continue;
        };
        let other = if a.get(x) == puzzle.get(x) { b } else { a };
        for y in Cell::all().filter(|&c| without.get(c).is_none() && c != x) {
            let mut rival = without;
            rival.set(y, other.get(y));
            if !matches!(solver.solve(&rival), Outcome::Unique(_)) {
                continue;
            }
            let mut reading = reading_of(&without);
            reading.cells[x.index()] = CellReading {
                digit: None,
                confidence: 0.6,
                runner_up: Some((puzzle.get(x).unwrap(), p_x)),
                mark: 0.6,
                unsure: true,
            };
            reading.cells[y.index()] = CellReading {
                digit: None,
                confidence: 0.6,
                runner_up: Some((other.get(y).unwrap(), p_y)),
                mark: 0.6,
                unsure: true,
            };
            return (reading, puzzle, x, y);
        }
    }
    panic!("the test puzzle has a clue with a rival repair");
}

#[test]
fn the_clearly_cheapest_repair_is_chosen() {
    let (mut reading, puzzle, x, _) = two_repairs(0.35, 0.01);
    let correction = correct(&mut reading);
    assert!(correction.proper);
    assert_eq!(correction.changed, vec![x]);
    assert_eq!(reading.grid, puzzle);
    assert!(reading.cells[x.index()].unsure);
}

#[test]
fn two_repairs_of_nearly_the_same_cost_leave_the_grid_alone() {
    let (mut reading, _, _, _) = two_repairs(0.35, 0.3);
    let before = reading.clone();
    let correction = correct(&mut reading);
    assert!(!correction.proper);
    assert!(correction.changed.is_empty());
    assert_eq!(reading, before);
}
