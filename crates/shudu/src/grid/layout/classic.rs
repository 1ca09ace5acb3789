//! The classic 9×9 geometry as `const` tables: the one box formula ([`box_at`]), the one
//! house numbering (rows [`ROW0`]`..`, columns [`COL0`]`..`, boxes [`BOX0`]`..`, the
//! order of [`House::all`]), and the tables built from those two definitions
//! ([`HOUSE_CELLS`], [`HOUSES_OF`], [`PEERS`], [`HOUSE_SETS`], [`PEER_SETS`]).
//!
//! They are not a second layout: [`super::Layout::classic`] is built from them, and the
//! hot paths of the classic engines (the logic engine's finders, [`crate::Cell::peers`],
//! [`House::cells`]) index them directly, so a lookup costs one load from a table the
//! compiler laid out.
//!
//! Read next: `mod.rs` for [`super::Layout`].

use crate::grid::{CellSet, House};

/// Side length of the classic grid.
pub(crate) const SIZE: usize = 9;
/// Side length of a classic box.
const BOX_SIDE: usize = 3;
/// Cells of the classic grid.
pub(crate) const CELLS: usize = SIZE * SIZE;
/// Houses of the classic grid: nine rows, nine columns, nine boxes.
pub(crate) const HOUSES: usize = 3 * SIZE;

/// Table index of the first row; row `r` is `ROW0 + r`.
pub(crate) const ROW0: usize = 0;
/// Table index of the first column; column `c` is `COL0 + c`.
pub(crate) const COL0: usize = SIZE;
/// Table index of the first box; box `b` is `BOX0 + b`.
pub(crate) const BOX0: usize = 2 * SIZE;

/// The box holding zero-based (`row`, `col`), numbered in reading order: the one box
/// formula of the crate.
#[inline]
pub(crate) const fn box_at(row: usize, col: usize) -> usize {
    row / BOX_SIDE * BOX_SIDE + col / BOX_SIDE
}

/// The box of the cell with reading-order index `i`.
#[inline]
pub(crate) const fn box_of(i: usize) -> usize {
    box_at(i / SIZE, i % SIZE)
}

/// The table index of the row of cell index `i`.
#[inline]
pub(crate) const fn row_house(i: usize) -> usize {
    ROW0 + i / SIZE
}

/// The table index of the column of cell index `i`.
#[inline]
pub(crate) const fn col_house(i: usize) -> usize {
    COL0 + i % SIZE
}

/// The table index of the box of cell index `i`.
#[inline]
pub(crate) const fn box_house(i: usize) -> usize {
    BOX0 + box_of(i)
}

/// The table indices of the row, column and box of cell index `i`, in that order.
#[inline]
pub(crate) const fn houses_of_index(i: usize) -> [usize; 3] {
    [row_house(i), col_house(i), box_house(i)]
}

/// Whether cells `a` and `b` (reading-order indices) share a house; a cell does not see
/// itself.
#[inline]
pub(crate) const fn sees_index(a: usize, b: usize) -> bool {
    a != b && (a / SIZE == b / SIZE || a % SIZE == b % SIZE || box_of(a) == box_of(b))
}

/// The nine cell indices of every house, in reading order, by table index.
pub(crate) const HOUSE_CELLS: [[u8; SIZE]; HOUSES] = {
    let mut houses = [[0u8; SIZE]; HOUSES];
    let mut n = 0;
    // Each cell is appended to its three houses in reading order, so each row of the
    // table comes out sorted.
    let mut fill = [0usize; HOUSES];
    let mut i = 0;
    while i < CELLS {
        let hs = houses_of_index(i);
        let mut k = 0;
        while k < 3 {
            houses[hs[k]][fill[hs[k]]] = i as u8;
            fill[hs[k]] += 1;
            k += 1;
        }
        n += 3;
        i += 1;
    }
    assert!(n == HOUSES * SIZE);
    houses
};

/// The table indices of the three houses of every cell: row, column, box.
pub(crate) const HOUSES_OF: [[u8; 3]; CELLS] = {
    let mut out = [[0u8; 3]; CELLS];
    let mut i = 0;
    while i < CELLS {
        let hs = houses_of_index(i);
        out[i] = [hs[0] as u8, hs[1] as u8, hs[2] as u8];
        i += 1;
    }
    out
};

/// The twenty peers of every cell, in reading order.
pub(crate) const PEERS: [[u8; 20]; CELLS] = {
    let mut out = [[0u8; 20]; CELLS];
    let mut a = 0;
    while a < CELLS {
        let mut n = 0;
        let mut b = 0;
        while b < CELLS {
            if sees_index(a, b) {
                out[a][n] = b as u8;
                n += 1;
            }
            b += 1;
        }
        assert!(n == 20);
        a += 1;
    }
    out
};

/// The cells of every house as a set, by table index.
pub(crate) const HOUSE_SETS: [CellSet; HOUSES] = {
    let mut out = [CellSet::EMPTY; HOUSES];
    let mut h = 0;
    while h < HOUSES {
        let mut k = 0;
        while k < SIZE {
            out[h] = out[h].with_index(HOUSE_CELLS[h][k] as usize);
            k += 1;
        }
        h += 1;
    }
    out
};

/// The peers of every cell as a set.
pub(crate) const PEER_SETS: [CellSet; CELLS] = {
    let mut out = [CellSet::EMPTY; CELLS];
    let mut a = 0;
    while a < CELLS {
        let mut k = 0;
        while k < 20 {
            out[a] = out[a].with_index(PEERS[a][k] as usize);
            k += 1;
        }
        a += 1;
    }
    out
};

/// The house with table index `h` (rows, then columns, then boxes).
#[inline]
pub(crate) const fn house_at(h: usize) -> House {
    if h < COL0 {
        House::Row((h - ROW0) as u8)
    } else if h < BOX0 {
        House::Column((h - COL0) as u8)
    } else {
        House::Box((h - BOX0) as u8)
    }
}

/// The table index of `house`.
#[inline]
pub(crate) const fn house_index(house: House) -> usize {
    match house {
        House::Row(i) => ROW0 + i as usize,
        House::Column(i) => COL0 + i as usize,
        House::Box(i) => BOX0 + i as usize,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Cell;

    /// The classic geometry written out directly, independent of the tables.
    fn direct_sees(a: usize, b: usize) -> bool {
        let (ra, ca, rb, cb) = (a / 9, a % 9, b / 9, b % 9);
        a != b && (ra == rb || ca == cb || (ra / 3 == rb / 3 && ca / 3 == cb / 3))
    }

    fn direct_house_cells(h: usize) -> Vec<usize> {
        let mut cells: Vec<usize> = (0..81)
            .filter(|&i| {
                let (r, c) = (i / 9, i % 9);
                match h {
                    0..9 => r == h,
                    9..18 => c == h - 9,
                    _ => (r / 3) * 3 + c / 3 == h - 18,
                }
            })
            .collect();
        cells.sort_unstable();
        cells
    }

    #[test]
    fn house_table_matches_the_direct_definition() {
        for h in 0..HOUSES {
            let table: Vec<usize> = HOUSE_CELLS[h].iter().map(|&i| i as usize).collect();
            assert_eq!(table, direct_house_cells(h), "house {h}");
            assert_eq!(HOUSE_SETS[h].indices().collect::<Vec<_>>(), table);
            assert_eq!(house_index(house_at(h)), h);
        }
        assert_eq!(HOUSE_CELLS[BOX0 + 4][0], 30);
    }

    #[test]
    fn each_cell_lies_in_three_houses() {
        for (i, houses) in HOUSES_OF.iter().enumerate() {
            let holders: Vec<usize> = (0..HOUSES)
                .filter(|&h| HOUSE_SETS[h].has_index(i))
                .collect();
            assert_eq!(holders.len(), 3, "cell {i}");
            let mut of: Vec<usize> = houses.iter().map(|&h| h as usize).collect();
            of.sort_unstable();
            assert_eq!(holders, of);
            assert_eq!(houses[2] as usize, BOX0 + box_at(i / 9, i % 9));
        }
    }

    #[test]
    fn each_cell_has_twenty_peers() {
        for a in 0..CELLS {
            let direct: Vec<usize> = (0..CELLS).filter(|&b| direct_sees(a, b)).collect();
            assert_eq!(direct.len(), 20);
            let table: Vec<usize> = PEERS[a].iter().map(|&i| i as usize).collect();
            assert_eq!(table, direct);
            assert_eq!(PEER_SETS[a].indices().collect::<Vec<_>>(), direct);
            for b in 0..CELLS {
                assert_eq!(sees_index(a, b), direct_sees(a, b));
            }
        }
    }

    #[test]
    fn each_kind_of_house_partitions_the_grid() {
        for kind in [ROW0, COL0, BOX0] {
            let mut union = CellSet::EMPTY;
            for (h, &set) in HOUSE_SETS.iter().enumerate().skip(kind).take(SIZE) {
                assert!((union & set).is_empty(), "house {h} overlaps");
                union |= set;
            }
            assert_eq!(union, CellSet::ALL);
        }
    }

    #[test]
    fn typed_api_agrees_with_the_tables() {
        for (h, house) in House::all().enumerate() {
            assert_eq!(house_index(house), h);
            let cells: Vec<usize> = house.cells().map(Cell::index).collect();
            assert_eq!(cells, direct_house_cells(h));
            assert!(house.cells().all(|c| house.contains(c)));
        }
        for c in Cell::all() {
            assert_eq!(c.peers().collect::<CellSet>(), PEER_SETS[c.index()]);
        }
    }
}
