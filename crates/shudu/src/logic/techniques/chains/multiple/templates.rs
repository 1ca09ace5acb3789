//! Which Nishio walks can meet a contradiction at all (`pick.rs` walks only those).
//!
//! A Nishio walk follows one digit, and everything it derives holds in every placement of
//! that digit (one cell in each row, column and box, its placed cells included: a
//! *template*) that agrees with its assumption: a cell assumed true turns its peers
//! false, and a house down to one place makes it true. So a walk from "the digit in cell
//! c" meets no contradiction when some template holds c, and one from "not in c" none
//! when some template leaves c out. Only candidates in no template, or in all, need a
//! walk. The templates are enumerated row by row, within a budget: past it, every walk
//! is made.

use super::super::super::super::board::Board;
use super::super::super::super::houses::{HOUSE_SETS, set_cells};
use super::super::graph::Grid;
use crate::grid::CellSet;
use crate::grid::layout::box_of;

/// Templates tried before giving up on a digit.
const BUDGET: u32 = 4096;

/// For digit `d`: the candidate cells some template holds, and those every template
/// holds; `None` when the templates are too many to list within the budget.
pub(super) fn cover(board: &Board, grid: &Grid, d: usize) -> Option<(CellSet, CellSet)> {
    // A variant's houses and sight narrow the templates, and a non-consecutive board
    // takes the walk off its digit: every walk is made there.
    if grid.sight.is_some() {
        return None;
    }
    let mut search = Search {
        rows: [CellSet::EMPTY; 9],
        free: [true; 9],
        union: CellSet::EMPTY,
        inter: CellSet::ALL,
        steps: 0,
    };
    let (mut cols, mut boxes) = (0u16, 0u16);
    for c in 0..81 {
        if usize::from(board.raw_value(c)) == d + 1 {
            search.free[c / 9] = false;
            cols |= 1 << (c % 9);
            boxes |= 1 << box_of(c);
        }
    }
    for (r, row) in search.rows.iter_mut().enumerate() {
        *row = grid.cells[d] & HOUSE_SETS[r];
    }
    search.fill(0, cols, boxes, CellSet::EMPTY)?;
    // No template: nothing can be spared.
    if search.union.is_empty() {
        return Some((CellSet::EMPTY, CellSet::ALL));
    }
    Some((search.union, search.inter & search.union))
}

struct Search {
    /// Each row's candidate cells for the digit.
    rows: [CellSet; 9],
    /// Rows without the digit placed.
    free: [bool; 9],
    union: CellSet,
    inter: CellSet,
    steps: u32,
}

impl Search {
    /// Places the digit in rows `r..` (candidate cells only), given the columns and boxes
    /// taken and the cells chosen so far; `None` once over budget.
    fn fill(&mut self, r: usize, cols: u16, boxes: u16, chosen: CellSet) -> Option<()> {
        self.steps += 1;
        if self.steps > BUDGET {
            return None;
        }
        if r == 9 {
            self.union |= chosen;
            self.inter &= chosen;
            return Some(());
        }
        if !self.free[r] {
            return self.fill(r + 1, cols, boxes, chosen);
        }
        for c in set_cells(self.rows[r]) {
            let (col, bx) = (c % 9, box_of(c));
            if cols & 1 << col == 0 && boxes & 1 << bx == 0 {
                self.fill(
                    r + 1,
                    cols | 1 << col,
                    boxes | 1 << bx,
                    chosen.with_index(c),
                )?;
            }
        }
        Some(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Grid as Puzzle;

    #[test]
    fn an_empty_grid_has_too_many_templates_to_list() {
        let board = Board::new(&Puzzle::empty());
        assert!(cover(&board, &Grid::of(&board), 0).is_none());
    }

    #[test]
    fn a_solved_digit_has_one_template() {
        // Inkala's puzzle: its solution, then digit 1 taken out of every cell it fills.
        let solution: Puzzle =
            "812753649943682175675491283154237896369845721287169534521974368438526917796318452"
                .parse()
                .expect("valid grid");
        let mut puzzle = solution;
        let ones: Vec<crate::Cell> = solution
            .givens()
            .filter(|&(_, digit)| digit.get() == 1)
            .map(|(cell, _)| cell)
            .collect();
        for &cell in &ones {
            puzzle.set(cell, None);
        }
        let board = Board::new(&puzzle);
        let (union, inter) = cover(&board, &Grid::of(&board), 0).expect("few templates");
        let expected: CellSet = ones.iter().copied().collect();
        assert_eq!((union, inter), (expected, expected));
    }
}
