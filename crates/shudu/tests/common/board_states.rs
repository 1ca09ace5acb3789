//! Drawing candidate states for the technique fixtures: cells by r1c1 name, digits, an
//! open board (every candidate), and pencil marks removed house by house or cell by cell.

use shudu::logic::Board;
use shudu::{Cell, Digit, Grid};

/// The cell named `r4c6`.
pub fn c(name: &str) -> Cell {
    let b = name.as_bytes();
    Cell::new((b[1] - b'1') as usize, (b[3] - b'1') as usize).unwrap()
}

pub fn d(v: u8) -> Digit {
    Digit::new(v).unwrap()
}

/// The cells of a space-separated list of names.
pub fn cells(names: &str) -> Vec<Cell> {
    names.split_whitespace().map(c).collect()
}

/// An empty grid with every candidate open.
pub fn open() -> Board {
    Board::new(&Grid::empty())
}

/// Removes `digit` from every cell of `within` except those named in `keep`.
pub fn confine(board: &mut Board, within: impl Iterator<Item = Cell>, digit: u8, keep: &str) {
    let keep = cells(keep);
    for cell in within {
        if !keep.contains(&cell) {
            board.eliminate(cell, d(digit));
        }
    }
}

/// Leaves `cell` with exactly the candidates in `digits`.
pub fn set_marks(board: &mut Board, cell: &str, digits: &[u8]) {
    for v in (1..=9).filter(|v| !digits.contains(v)) {
        board.eliminate(c(cell), d(v));
    }
}

/// Row `r`, column `k`, box `b`, counted from 1.
pub fn row(r: usize) -> impl Iterator<Item = Cell> {
    (0..9).map(move |k| Cell::new(r - 1, k).unwrap())
}

pub fn col(k: usize) -> impl Iterator<Item = Cell> {
    (0..9).map(move |r| Cell::new(r, k - 1).unwrap())
}

pub fn boxed(b: usize) -> impl Iterator<Item = Cell> {
    Cell::all().filter(move |cell| cell.box_index() == b - 1)
}

/// `digit` in each named cell, as a step lists its eliminations.
pub fn pairs(names: &str, digit: u8) -> Vec<(Cell, Digit)> {
    cells(names)
        .into_iter()
        .map(|cell| (cell, d(digit)))
        .collect()
}
