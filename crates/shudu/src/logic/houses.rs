//! Lookup tables for the finders: the cells of each of the 27 houses and the 20 peers of
//! each cell, as raw indices, computed at compile time.
//!
//! House indices follow [`House::all`]: rows 0–8, columns 9–17, boxes 18–26.
//! [`SE_SCAN`] is the order in which Sudoku Explainer visits houses (boxes, then
//! columns, then rows); finders use it so that, of several steps, the one they list first
//! is the one Sudoku Explainer would take.

use crate::grid::House;

/// The nine cell indices of every house, in reading order.
pub(crate) use crate::grid::HOUSE_CELLS;

/// The twenty peers of every cell, in reading order.
pub(crate) const PEERS: [[u8; 20]; 81] = peers();

/// House indices in Sudoku Explainer's scan order: boxes, columns, rows.
pub(crate) const SE_SCAN: [usize; 27] = se_scan();

/// The cells of every house as a set of cell indices (bit `i` = cell `i`).
pub(crate) const HOUSE_SETS: [u128; 27] = house_sets();

/// The peers of every cell as a set of cell indices.
pub(crate) const PEER_SETS: [u128; 81] = peer_sets();

const fn house_sets() -> [u128; 27] {
    let cells = HOUSE_CELLS;
    let mut out = [0u128; 27];
    let mut h = 0;
    while h < 27 {
        let mut k = 0;
        while k < 9 {
            out[h] |= 1 << cells[h][k];
            k += 1;
        }
        h += 1;
    }
    out
}

const fn peer_sets() -> [u128; 81] {
    let mut out = [0u128; 81];
    let mut a = 0;
    while a < 81 {
        let mut b = 0;
        while b < 81 {
            if sees(a, b) {
                out[a] |= 1 << b;
            }
            b += 1;
        }
        a += 1;
    }
    out
}

/// The cell indices of a cell set, in increasing order.
pub(crate) fn set_cells(mut set: u128) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (set != 0).then(|| {
            let i = set.trailing_zeros() as usize;
            set &= set - 1;
            i
        })
    })
}

const fn sees(a: usize, b: usize) -> bool {
    a != b && (a / 9 == b / 9 || a % 9 == b % 9 || (a / 27 == b / 27 && a % 9 / 3 == b % 9 / 3))
}

const fn peers() -> [[u8; 20]; 81] {
    let mut out = [[0u8; 20]; 81];
    let mut a = 0;
    while a < 81 {
        let mut n = 0;
        let mut b = 0;
        while b < 81 {
            if sees(a, b) {
                out[a][n] = b as u8;
                n += 1;
            }
            b += 1;
        }
        a += 1;
    }
    out
}

const fn se_scan() -> [usize; 27] {
    let mut out = [0; 27];
    let mut i = 0;
    while i < 9 {
        out[i] = 18 + i;
        out[9 + i] = 9 + i;
        out[18 + i] = i;
        i += 1;
    }
    out
}

/// The index of `house` in the tables.
pub(crate) fn house_index(house: House) -> usize {
    match house {
        House::Row(i) => i as usize,
        House::Column(i) => 9 + i as usize,
        House::Box(i) => 18 + i as usize,
    }
}

/// The house with table index `h`.
pub(crate) fn house_of(h: usize) -> House {
    match h {
        0..=8 => House::Row(h as u8),
        9..=17 => House::Column(h as u8 - 9),
        _ => House::Box(h as u8 - 18),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Cell;

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
