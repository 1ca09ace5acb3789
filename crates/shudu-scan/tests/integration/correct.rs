//! Correction with the solver: a misread digit whose runner-up is right is put back, flagged
//! unsure; a grid that is already proper is left alone.

use shudu::{Cell, Digit, Grid};
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
                unsure: false,
            },
        })
        .collect();
    Reading {
        grid: *grid,
        cells,
        corners: Quad([(0.0, 0.0), (1.0, 0.0), (1.0, 1.0), (0.0, 1.0)]),
        turns: 0,
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
