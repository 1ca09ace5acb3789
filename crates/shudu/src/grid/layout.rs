//! [`Layout`]: the geometry of the board, defined once. It owns the cells, the houses,
//! which houses each cell belongs to, and the peers of each cell, as tables computed at
//! compile time.
//!
//! Everything else in the crate asks this module: the one box formula is [`box_at`], the
//! one house numbering is rows [`ROW0`]`..`, columns [`COL0`]`..`, boxes [`BOX0`]`..`
//! (the order of [`House::all`]), and the raw tables ([`HOUSE_CELLS`], [`HOUSES_OF`],
//! [`PEERS`], [`HOUSE_SETS`], [`PEER_SETS`]) are built here from those two definitions.
//! The typed API ([`Cell::peers`], [`Cell::houses`], [`Cell::sees`], [`House::cells`])
//! delegates to the same tables, so a lookup costs one indexed load.
//!
//! # Other shapes later
//!
//! Today there is one layout, [`Layout::classic`]: 9×9 with 3×3 boxes, a `static` whose
//! tables are `const`. The plan for other boards, which needs no change to callers of
//! this API:
//!
//! - **Box shapes** (2×2, 2×3, 3×3, 3×4, 4×4, 5×5 → sides 4 to 25): a `Layout` value
//!   built at run time from the box height and width, holding the same tables (house
//!   cells, houses of each cell, peer sets) in `Vec`s. [`box_at`] becomes
//!   `row / box_h * box_h + col / box_w`; [`Layout::size`] and [`Layout::cell_count`]
//!   already report the side and cell count instead of assuming 9 and 81. Up to 11×11
//!   (121 cells) a [`CellSet`] stays one `u128`; a larger layout would need a wider set,
//!   which is why callers use `CellSet`'s methods and not its bits.
//! - **Extra houses** (the two diagonals of Sudoku X, the four windoku windows): more
//!   entries after the boxes in the house table, numbered from `BOX0 + size`; a cell then
//!   belongs to three *or more* houses, which is why [`Layout::houses_of`] yields an
//!   iterator and not a fixed array. **Jigsaw regions** replace the boxes: the house table
//!   is given instead of computed, and `box_at` is a table lookup.
//! - **Non-house constraints** (killer cages with a sum, thermometers) are not houses:
//!   they do not demand every digit once. They belong in a separate constraint list beside
//!   the layout (a cage = a [`CellSet`] and a sum), read by the techniques that know them,
//!   and contribute to peers only where they forbid repeats.
//!
//! The classic layout stays the fast default: the hot solver kernels in
//! [`crate::solve`] keep their own band masks (tested against these tables), and the
//! logic engine indexes these `const` tables directly.
//!
//! Read next: [`super::CellSet`] for the cell sets the tables hold, [`crate::logic`] for
//! their main user.

use super::{Cell, CellSet, House};

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

/// The shape of a board: its cells, its houses and who sees whom.
///
/// There is one layout today, the classic 9×9 ([`Layout::classic`]); the module docs say
/// how other box shapes and extra houses would join.
///
/// ```
/// use shudu::{Cell, House, Layout};
/// let classic = Layout::classic();
/// assert_eq!((classic.size(), classic.cell_count()), (9, 81));
/// assert_eq!(classic.houses().count(), 27);
/// let c = Cell::new(4, 4).unwrap();
/// assert_eq!(classic.houses_of(c).collect::<Vec<_>>(), [House::Row(4), House::Column(4), House::Box(4)]);
/// assert_eq!(classic.peers(c).count(), 20);
/// assert!(classic.sees(c, Cell::new(3, 5).unwrap()));
/// assert_eq!(classic.box_at(4, 7), 5);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Layout {
    // Private so that fields (box shape, extra houses) can be added later.
    _private: (),
}

static CLASSIC: Layout = Layout { _private: () };

impl Layout {
    /// The classic 9×9 layout with 3×3 boxes.
    ///
    /// ```
    /// assert_eq!(shudu::Layout::classic().size(), 9);
    /// ```
    #[inline]
    pub fn classic() -> &'static Layout {
        &CLASSIC
    }

    /// Side length in cells.
    ///
    /// ```
    /// assert_eq!(shudu::Layout::classic().size(), 9);
    /// ```
    #[inline]
    pub const fn size(&self) -> usize {
        SIZE
    }

    /// Number of cells.
    ///
    /// ```
    /// assert_eq!(shudu::Layout::classic().cell_count(), 81);
    /// ```
    #[inline]
    pub const fn cell_count(&self) -> usize {
        CELLS
    }

    /// Number of houses.
    ///
    /// ```
    /// assert_eq!(shudu::Layout::classic().house_count(), 27);
    /// ```
    #[inline]
    pub const fn house_count(&self) -> usize {
        HOUSES
    }

    /// Every house: rows, then columns, then boxes (then, in other layouts, extra houses).
    ///
    /// ```
    /// use shudu::{House, Layout};
    /// assert_eq!(Layout::classic().houses().nth(18), Some(House::Box(0)));
    /// ```
    pub fn houses(&self) -> impl ExactSizeIterator<Item = House> + Clone + use<> {
        (0..HOUSES).map(house_at)
    }

    /// The houses `cell` belongs to: row, column, box (three in the classic layout).
    ///
    /// ```
    /// use shudu::{Cell, House, Layout};
    /// let c = Cell::new(0, 8).unwrap();
    /// assert!(Layout::classic().houses_of(c).any(|h| h == House::Box(2)));
    /// ```
    pub fn houses_of(&self, cell: Cell) -> impl ExactSizeIterator<Item = House> + Clone + use<> {
        HOUSES_OF[cell.index()]
            .into_iter()
            .map(|h| house_at(h as usize))
    }

    /// The cells of `house`, in reading order.
    ///
    /// ```
    /// use shudu::{House, Layout};
    /// let last = Layout::classic().house_cells(House::Box(8)).last().unwrap();
    /// assert_eq!(last.to_string(), "r9c9");
    /// ```
    pub fn house_cells(&self, house: House) -> impl ExactSizeIterator<Item = Cell> + Clone + use<> {
        HOUSE_CELLS[house_index(house)]
            .into_iter()
            .map(|i| Cell::from_index(i as usize).expect("house cells lie inside the grid"))
    }

    /// The cells of `house` as a set.
    ///
    /// ```
    /// use shudu::{Cell, House, Layout};
    /// assert!(Layout::classic().house_set(House::Column(2)).contains(Cell::new(5, 2).unwrap()));
    /// ```
    #[inline]
    pub fn house_set(&self, house: House) -> CellSet {
        HOUSE_SETS[house_index(house)]
    }

    /// The cells that share a house with `cell`, in reading order (20 in the classic
    /// layout).
    ///
    /// ```
    /// use shudu::{Cell, Layout};
    /// let first = Layout::classic().peers(Cell::new(0, 0).unwrap()).next().unwrap();
    /// assert_eq!(first.to_string(), "r1c2");
    /// ```
    pub fn peers(&self, cell: Cell) -> impl ExactSizeIterator<Item = Cell> + Clone + use<> {
        PEERS[cell.index()]
            .into_iter()
            .map(|i| Cell::from_index(i as usize).expect("peers lie inside the grid"))
    }

    /// The peers of `cell` as a set.
    ///
    /// ```
    /// use shudu::{Cell, Layout};
    /// let c = Cell::new(2, 2).unwrap();
    /// assert_eq!(Layout::classic().peer_set(c).len(), 20);
    /// ```
    #[inline]
    pub fn peer_set(&self, cell: Cell) -> CellSet {
        PEER_SETS[cell.index()]
    }

    /// Whether `a` and `b` share a house (a cell does not see itself).
    ///
    /// ```
    /// use shudu::{Cell, Layout};
    /// let l = Layout::classic();
    /// let (a, b) = (Cell::new(0, 0).unwrap(), Cell::new(2, 2).unwrap());
    /// assert!(l.sees(a, b) && !l.sees(a, a));
    /// ```
    #[inline]
    pub fn sees(&self, a: Cell, b: Cell) -> bool {
        PEER_SETS[a.index()].contains(b)
    }

    /// The box (zero-based, reading order) holding zero-based (`row`, `col`).
    ///
    /// ```
    /// assert_eq!(shudu::Layout::classic().box_at(8, 0), 6);
    /// ```
    #[inline]
    pub const fn box_at(&self, row: usize, col: usize) -> usize {
        box_at(row, col)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
        let l = Layout::classic();
        for (h, house) in l.houses().enumerate() {
            assert_eq!(house_index(house), h);
            let cells: Vec<usize> = l.house_cells(house).map(Cell::index).collect();
            assert_eq!(cells, direct_house_cells(h));
        }
        for c in Cell::all() {
            assert_eq!(l.houses_of(c).count(), 3);
            assert!(l.houses_of(c).all(|h| l.house_set(h).contains(c)));
            assert_eq!(l.peers(c).collect::<CellSet>(), l.peer_set(c));
        }
    }
}
