//! Rendering through the public API: a player's position (givens, entries and pencil
//! marks) drawn as SVG, against the golden file `testdata/render/position.svg` byte for
//! byte, and parsed as XML. `SHUDU_BLESS=1` rewrites the golden file after an intended
//! change (look at it before committing). The command's tests cover the books.

use std::path::Path;

use shudu::render::{Diagram, Ink};
use shudu::{Cell, CellMap, Grid, Position, Solver};

const EXPERT: &str =
    "..1..3......85.....4..268...79..5..2..2......5.......4.......276...4.......19.68.";

/// The expert puzzle with its first five empty cells filled in from the solution, and
/// pencil marks in the rest: every candidate the sheet allows, but no 9 anywhere.
fn position() -> Position {
    let puzzle: Grid = EXPERT.parse().unwrap();
    let solution = Solver::new().first(&puzzle).unwrap();
    let mut sheet = puzzle;
    for cell in Cell::all().filter(|&c| puzzle.get(c).is_none()).take(5) {
        sheet.set(cell, solution.get(cell));
    }
    let marks = CellMap::from_fn(|cell| {
        sheet
            .candidates(cell)
            .iter()
            .filter(|d| d.get() != 9)
            .collect()
    });
    Position::new(puzzle, sheet).with_marks(marks)
}

#[test]
fn a_position_draws_as_the_golden_svg() {
    let diagram = Diagram::position(&position());
    let inks: Vec<Ink> = diagram.cells().values().copied().collect();
    assert_eq!(
        inks.iter().filter(|i| matches!(i, Ink::Filled(_))).count(),
        5
    );
    let svg = diagram.to_drawing(270.0).to_svg();

    let doc = roxmltree::Document::parse(&svg).expect("well-formed XML");
    let texts = doc.descendants().filter(|n| n.has_tag_name("text")).count();
    let marks: usize = inks
        .iter()
        .map(|i| match i {
            Ink::Marks(m) => m.len(),
            Ink::Empty | Ink::Candidates(_) => 0,
            Ink::Given(_) | Ink::Filled(_) => 1,
        })
        .sum();
    assert_eq!(texts, marks);

    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/render/position.svg");
    if std::env::var_os("SHUDU_BLESS").is_some() {
        std::fs::write(&path, &svg).unwrap();
    }
    let golden = std::fs::read_to_string(&path).expect("the golden file (SHUDU_BLESS=1 writes it)");
    assert!(
        svg == golden,
        "the position's SVG differs from {}",
        path.display()
    );
}
