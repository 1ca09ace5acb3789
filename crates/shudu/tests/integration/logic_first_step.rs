//! The driver asks the forcing-chain rules for the step it takes only, and they then build
//! that one step instead of all they find. This checks, along the paths of a few hard
//! puzzles, that the step taken is exactly the first that the full listing of its
//! technique gives on the same board.

use shudu::Grid;
use shudu::logic::{Board, Technique, find_steps, solve_path};

/// Puzzles of `data/puzzles3_magictour_top1465.txt` whose paths use Nishio, cell, region
/// and dynamic forcing chains.
const PUZZLES: [&str; 3] = [
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
    "....2..4..7...6....1.5.....2......8....3..7..4.9.........6..1.38...9..........5..",
    ".8..1......5....3.......4.....6.5.7.89....2.....3.....2.....1.9..67........4.....",
];

fn is_multiple_chain(t: Technique) -> bool {
    use Technique::*;
    matches!(
        t,
        NishioForcingChains
            | CellForcingChains
            | RegionForcingChains
            | DynamicContradictionForcingChains
            | DynamicDoubleForcingChains
            | DynamicCellForcingChains
            | DynamicRegionForcingChains
    )
}

#[test]
fn the_step_taken_leads_the_full_listing() {
    let mut checked = 0;
    for text in PUZZLES {
        let grid: Grid = text.parse().expect("valid puzzle");
        let path = solve_path(&grid);
        let mut board = Board::new(&grid);
        for step in &path.steps {
            if is_multiple_chain(step.technique) {
                let listed = find_steps(&board, step.technique);
                assert_eq!(listed.first(), Some(step), "{text}");
                checked += 1;
            }
            board.apply(step);
        }
    }
    assert!(checked > 0, "no forcing-chain step on these paths");
}
