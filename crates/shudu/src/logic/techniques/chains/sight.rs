//! [`Sight`]: what a chain follows on a variant board, in the order Sudoku Explainer's
//! variant builds follow it. A classic board has none: `graph.rs` then reads the const
//! tables of rows, columns and boxes, and its hot paths stay as they were.
//!
//! On a variant board a candidate assumed true turns off the same digit in every cell of
//! every house through it (box, row, column, then the extra houses: disjoint groups,
//! windows, the main and the anti-diagonal), then in the cells a king's diagonal step and
//! a knight's move away that no such house holds; on a non-consecutive board also the
//! digits one above and one below in its orthogonal neighbours. A candidate assumed false
//! turns on the last other place of its digit in any of those houses. Everything here is
//! read from the board's layout (`board_rules.rs`); the order of the houses and of the
//! steps is Sudoku Explainer's, so that chains are found, and counted, as it finds them.
//!
//! Read next: `graph.rs`, which applies these rules.

use super::super::super::board::Board;
use super::super::super::board_rules::BoardRules;
use crate::grid::CellSet;

/// A king's diagonal steps as (column, row) offsets, in Sudoku Explainer's order.
const KING_DIAGONALS: [(i8, i8); 4] = [(1, 1), (-1, 1), (-1, -1), (1, -1)];

/// A knight's moves as (column, row) offsets, in Sudoku Explainer's order.
const KNIGHT_MOVES: [(i8, i8); 8] = [
    (1, 2),
    (-1, 2),
    (1, -2),
    (-1, -2),
    (2, 1),
    (-2, 1),
    (2, -1),
    (-2, -1),
];

/// The houses and extra sight of a variant board, per cell (see the module header).
#[derive(Debug)]
pub(super) struct Sight {
    /// Every house's cells, by the board's house index.
    pub(super) house_sets: Vec<CellSet>,
    /// The houses through cell `c`: `houses[first[c]..first[c + 1]]`, box, row and
    /// column first, then the extra houses in the layout's order.
    houses: Vec<u8>,
    first: [u16; 82],
    /// The cells `c` sees outside its houses (a king's diagonal step, then a knight's
    /// move away): `leaps[leap_first[c]..leap_first[c + 1]]`.
    leaps: Vec<u8>,
    leap_first: [u16; 82],
    /// Orthogonal neighbours may not hold consecutive digits.
    pub(super) non_consecutive: bool,
}

impl Sight {
    /// The sight of `board`'s layout; `None` on a classic board.
    pub(super) fn of(board: &Board) -> Option<Sight> {
        board.rules().map(Sight::of_rules)
    }

    fn of_rules(layout: &BoardRules) -> Sight {
        let house_sets: Vec<CellSet> = layout.houses.iter().map(|h| h.set).collect();
        // Box, row, column (indices 18–26, 0–8, 9–17), then the extras in order.
        let order: Vec<usize> = (18..27).chain(0..18).chain(27..house_sets.len()).collect();
        let (mut houses, mut first) = (Vec::new(), [0u16; 82]);
        let (mut leaps, mut leap_first) = (Vec::new(), [0u16; 82]);
        for c in 0..81 {
            first[c] = houses.len() as u16;
            let mut own = CellSet::EMPTY;
            for &h in &order {
                if house_sets[h].has_index(c) {
                    houses.push(h as u8);
                    own |= house_sets[h];
                }
            }
            leap_first[c] = leaps.len() as u16;
            let (row, col) = ((c / 9) as i8, (c % 9) as i8);
            let moves = KING_DIAGONALS
                .iter()
                .filter(|_| layout.anti_king)
                .chain(KNIGHT_MOVES.iter().filter(|_| layout.anti_knight));
            for &(dc, dr) in moves {
                let (r, k) = (row + dr, col + dc);
                if (0..9).contains(&r) && (0..9).contains(&k) {
                    let o = (r * 9 + k) as usize;
                    if !own.has_index(o) {
                        leaps.push(o as u8);
                    }
                }
            }
        }
        first[81] = houses.len() as u16;
        leap_first[81] = leaps.len() as u16;
        Sight {
            house_sets,
            houses,
            first,
            leaps,
            leap_first,
            non_consecutive: layout.non_consecutive,
        }
    }

    /// The houses through cell `c`, in Sudoku Explainer's order.
    pub(super) fn houses(&self, c: usize) -> &[u8] {
        &self.houses[usize::from(self.first[c])..usize::from(self.first[c + 1])]
    }

    /// The cells outside `c`'s houses that `c` sees, in Sudoku Explainer's order.
    pub(super) fn leaps(&self, c: usize) -> &[u8] {
        &self.leaps[usize::from(self.leap_first[c])..usize::from(self.leap_first[c + 1])]
    }
}

/// The orthogonal neighbours of cell `c` in Sudoku Explainer's order (up, down, right,
/// left), for the non-consecutive rule.
pub(super) fn neighbours(c: usize) -> impl Iterator<Item = usize> {
    let (r, k) = (c / 9, c % 9);
    [
        (r > 0).then(|| c - 9),
        (r < 8).then(|| c + 9),
        (k < 8).then(|| c + 1),
        (k > 0).then(|| c - 1),
    ]
    .into_iter()
    .flatten()
}
