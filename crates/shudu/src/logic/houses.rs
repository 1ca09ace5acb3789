//! The finders' view of the geometry: the cells of each of the 27 houses and the 20 peers
//! of each cell, as index lists ([`HOUSE_CELLS`], [`PEERS`]) and as
//! [`CellSet`]s ([`HOUSE_SETS`], [`PEER_SETS`]). All of them are the tables of
//! [`crate::grid::layout`], re-exported here; this module adds only the finders' scan
//! order, [`set_cells`] and [`seeing_all`].
//!
//! House indices follow [`House::all`](crate::House::all): rows 0–8, columns 9–17, boxes 18–26 (the
//! layout's `ROW0`, `COL0`, `BOX0`).
//! [`SE_SCAN`] is the order in which Sudoku Explainer visits houses (boxes, then
//! columns, then rows); finders use it so that, of several steps, the one they list first
//! is the one Sudoku Explainer would take.

use crate::grid::CellSet;
use crate::grid::layout::{BOX0, COL0, HOUSES, ROW0, SIZE};

/// The nine cell indices of every house, in reading order.
pub(crate) use crate::grid::layout::HOUSE_CELLS;

/// The twenty peers of every cell, in reading order.
pub(crate) use crate::grid::layout::PEERS;

/// The cells of every house as a [`CellSet`](crate::grid::CellSet), by table index.
pub(crate) use crate::grid::layout::HOUSE_SETS;

/// The peers of every cell as a [`CellSet`](crate::grid::CellSet).
pub(crate) use crate::grid::layout::PEER_SETS;

/// House indices in Sudoku Explainer's scan order: boxes, columns, rows.
pub(crate) const SE_SCAN: [usize; HOUSES] = {
    let mut out = [0; HOUSES];
    let mut i = 0;
    while i < SIZE {
        out[i] = BOX0 + i;
        out[SIZE + i] = COL0 + i;
        out[2 * SIZE + i] = ROW0 + i;
        i += 1;
    }
    out
};

/// The cell indices of a cell set, in increasing order.
#[inline]
pub(crate) fn set_cells(set: CellSet) -> impl DoubleEndedIterator<Item = usize> {
    set.indices()
}

/// The cells seeing every cell of `cells` by `peers`, a board's peer table (the classic
/// [`PEER_SETS`], or a variant's: `Board::peer_table`): the victims of a pattern whose
/// truth lands in one of `cells`.
#[inline]
pub(crate) fn seeing_all(peers: &[CellSet; 81], cells: CellSet) -> CellSet {
    cells.indices().fold(CellSet::ALL, |set, c| set & peers[c])
}

/// The index of `house` in the tables.
pub(crate) use crate::grid::layout::house_index;

/// The house with table index `h`.
pub(crate) use crate::grid::layout::house_at as house_of;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::{Cell, House};

    #[test]
    fn tables_agree_with_the_typed_model() {
        for (h, house) in House::all().enumerate() {
            assert_eq!(house_index(house), h);
            assert_eq!(house_of(h), house);
            let typed: Vec<u8> = house.cells().map(|c| c.index() as u8).collect();
            assert_eq!(typed, HOUSE_CELLS[h]);
        }
        for c in Cell::all() {
            let typed: Vec<u8> = c.peers().map(|p| p.index() as u8).collect();
            assert_eq!(typed, PEERS[c.index()]);
        }
    }
}
