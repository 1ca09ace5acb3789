//! [`Layout`]: the geometry of a board, one type for every board shudu knows. It owns the
//! houses with their names, the houses of each cell, the peers of each cell (the cells of
//! its houses and those a rule keeps distinct from it: a cage, a knight's or king's move),
//! and the segments two houses share, which the general kernel's locked candidates read.
//!
//! A layout is built once per board: [`Layout::classic`] is a `static` built from the
//! classic `const` tables (`classic.rs`), and a variant's rules build theirs as they are
//! assembled ([`crate::Rules::layout`]), from the houses and distinct groups the rules
//! give. Both are the same tables (`tables.rs`) behind a shared pointer, so a layout
//! is cheap to clone and every engine reads the same answers.
//!
//! Speed: the classic engines' hot paths (the logic engine's finders, [`Cell::peers`],
//! [`House::cells`]) index the `const` tables of `classic.rs` directly, and the bit-board
//! kernels of [`crate::solve`] keep their own band masks (tested against those tables).
//! The general kernel walks `tables.rs` through [`Layout::tables`].
//!
//! Read next: `classic.rs` (the one box formula and house numbering of 9×9),
//! `tables.rs` (what a layout holds), `variant/rules.rs` (which houses rules give).
//!
//! [`Cell::peers`]: crate::Cell::peers
//! [`House::cells`]: crate::House::cells

mod classic;
mod tables;

use std::sync::{Arc, LazyLock};

pub(crate) use classic::*;
pub(crate) use tables::{Side, Tables};

use crate::grid::{HouseName, Pos};

/// The geometry of a board: its cells, its houses (with their names) and who sees whom.
///
/// [`Layout::classic`] is the 9×9 board with 3×3 boxes; every variant's
/// [`Rules`](crate::Rules) carry theirs ([`Rules::layout`](crate::Rules::layout)), with
/// jigsaw regions, extra houses and the cells a rule keeps apart.
///
/// ```
/// use shudu::{HouseName, Layout, Pos, Rules, Shape};
/// use shudu::variant::Extra;
/// let classic = Layout::classic();
/// assert_eq!((classic.size(), classic.cell_count(), classic.house_count()), (9, 81, 27));
/// let centre = Pos::new(4, 4);
/// let houses: Vec<HouseName> = classic.houses_of(centre).collect();
/// assert_eq!(houses, [HouseName::Row(4), HouseName::Column(4), HouseName::Box(4)]);
/// assert_eq!(classic.peers(centre).count(), 20);
/// assert!(classic.sees(centre, Pos::new(3, 5)));
///
/// // Sudoku X adds its two diagonals; anti-knight adds peers but no house.
/// let x = Rules::new(Shape::classic())
///     .with_extra(Extra::MainDiagonal)?
///     .with_extra(Extra::AntiDiagonal)?
///     .with_named("anti-knight")?;
/// let layout = x.layout();
/// assert_eq!(layout.house_count(), 29);
/// assert!(layout.houses_of(centre).any(|h| h == HouseName::AntiDiagonal));
/// assert!(layout.sees(Pos::new(0, 0), Pos::new(2, 1)));
/// # Ok::<(), shudu::variant::VariantError>(())
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Layout {
    tables: Arc<Tables>,
}

/// The classic layout, built from the `const` tables on first use.
static CLASSIC: LazyLock<Layout> = LazyLock::new(|| {
    let houses = (0..HOUSES)
        .map(|h| {
            let cells = HOUSE_CELLS[h]
                .iter()
                .map(|&i| Pos::from_index(usize::from(i), SIZE))
                .collect();
            (HouseName::from(house_at(h)), cells)
        })
        .collect();
    Layout::new(SIZE, houses, &[])
});

impl Layout {
    /// The classic 9×9 layout with 3×3 boxes.
    ///
    /// ```
    /// assert_eq!(shudu::Layout::classic().size(), 9);
    /// ```
    pub fn classic() -> &'static Layout {
        &CLASSIC
    }

    /// The layout of a board of side `size` with `houses` (each `size` distinct cells of
    /// the board, which the caller has checked) and the extra distinct `groups` of its
    /// rules (cells that may not repeat a digit without being a house).
    pub(crate) fn new(
        size: usize,
        houses: Vec<(HouseName, Vec<Pos>)>,
        groups: &[Vec<Pos>],
    ) -> Layout {
        Layout {
            tables: Arc::new(Tables::new(size, houses, groups)),
        }
    }

    /// The tables, for the general kernel and the engines' boards.
    #[inline]
    pub(crate) fn tables(&self) -> &Tables {
        &self.tables
    }

    /// Side length in cells.
    ///
    /// ```
    /// let rules = shudu::Rules::new(shudu::Shape::for_size(6)?);
    /// assert_eq!(rules.layout().size(), 6);
    /// # Ok::<(), shudu::variant::VariantError>(())
    /// ```
    #[inline]
    pub fn size(&self) -> usize {
        self.tables.size
    }

    /// Number of cells.
    ///
    /// ```
    /// assert_eq!(shudu::Layout::classic().cell_count(), 81);
    /// ```
    #[inline]
    pub fn cell_count(&self) -> usize {
        self.tables.size * self.tables.size
    }

    /// Number of houses: rows, columns, boxes or regions, then extra houses.
    ///
    /// ```
    /// assert_eq!(shudu::Layout::classic().house_count(), 27);
    /// ```
    #[inline]
    pub fn house_count(&self) -> usize {
        self.tables.houses.len()
    }

    /// Every house by name: rows, then columns, then boxes or jigsaw regions, then the
    /// extra houses in the order the rules add them.
    ///
    /// ```
    /// use shudu::{HouseName, Layout};
    /// assert_eq!(Layout::classic().houses().nth(18), Some(HouseName::Box(0)));
    /// ```
    pub fn houses(&self) -> impl ExactSizeIterator<Item = HouseName> + Clone + '_ {
        self.tables.houses.iter().map(|(name, _)| *name)
    }

    /// The cells of `house` in reading order; none when the layout has no such house.
    ///
    /// ```
    /// use shudu::{HouseName, Layout, Pos};
    /// let last = Layout::classic().house_cells(HouseName::Box(8)).last();
    /// assert_eq!(last, Some(Pos::new(8, 8)));
    /// assert_eq!(Layout::classic().house_cells(HouseName::MainDiagonal).count(), 0);
    /// ```
    pub fn house_cells(&self, house: HouseName) -> impl Iterator<Item = Pos> + Clone + '_ {
        let n = self.size();
        self.tables
            .houses
            .iter()
            .find(move |(name, _)| *name == house)
            .into_iter()
            .flat_map(move |(_, cells)| {
                cells
                    .iter()
                    .map(move |&i| Pos::from_index(usize::from(i), n))
            })
    }

    /// The houses `cell` belongs to, in the order of [`Layout::houses`]: row, column, box
    /// or region, then any extra houses.
    ///
    /// ```
    /// use shudu::{HouseName, Layout, Pos};
    /// assert!(Layout::classic().houses_of(Pos::new(0, 8)).any(|h| h == HouseName::Box(2)));
    /// ```
    pub fn houses_of(&self, cell: Pos) -> impl Iterator<Item = HouseName> + Clone + '_ {
        let i = self.index(cell);
        let holding = i.map(|i| self.tables.houses_of(i));
        self.tables
            .houses
            .iter()
            .enumerate()
            .filter(move |(h, _)| holding.is_some_and(|bits| bits[h / 64] >> (h % 64) & 1 == 1))
            .map(|(_, (name, _))| *name)
    }

    /// The cells that may not share a digit with `cell`, in reading order: the cells of
    /// its houses and of the groups a rule keeps distinct (20 on the classic layout).
    ///
    /// ```
    /// use shudu::{Layout, Pos};
    /// let first = Layout::classic().peers(Pos::new(0, 0)).next();
    /// assert_eq!(first, Some(Pos::new(0, 1)));
    /// ```
    pub fn peers(&self, cell: Pos) -> impl ExactSizeIterator<Item = Pos> + Clone + '_ {
        let n = self.size();
        let peers = self
            .index(cell)
            .map_or(&[][..], |i| self.tables.peers_of(i));
        peers
            .iter()
            .map(move |&i| Pos::from_index(usize::from(i), n))
    }

    /// Whether `a` and `b` may not hold the same digit (a cell does not see itself).
    ///
    /// ```
    /// use shudu::{Layout, Pos};
    /// let l = Layout::classic();
    /// let (a, b) = (Pos::new(0, 0), Pos::new(2, 2));
    /// assert!(l.sees(a, b) && !l.sees(a, a));
    /// ```
    pub fn sees(&self, a: Pos, b: Pos) -> bool {
        match (self.index(a), self.index(b)) {
            (Some(a), Some(b)) => self.tables.peers_of(a).binary_search(&(b as u16)).is_ok(),
            _ => false,
        }
    }

    /// The reading-order index of `cell`, if it lies on the board.
    fn index(&self, cell: Pos) -> Option<usize> {
        let n = self.size();
        (cell.row() < n && cell.col() < n).then(|| cell.index(n))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::{Cell, House};

    /// The classic layout answers as the `const` tables and the typed classic model do.
    #[test]
    fn the_classic_layout_is_the_const_tables() {
        let l = Layout::classic();
        for (h, name) in l.houses().enumerate() {
            assert_eq!(name, HouseName::from(house_at(h)));
            let cells: Vec<usize> = l.house_cells(name).map(|p| p.index(9)).collect();
            let table: Vec<usize> = HOUSE_CELLS[h].iter().map(|&i| usize::from(i)).collect();
            assert_eq!(cells, table);
        }
        for c in Cell::all() {
            let p = Pos::from_index(c.index(), 9);
            let houses: Vec<HouseName> = l.houses_of(p).collect();
            let typed: Vec<HouseName> = HOUSES_OF[c.index()]
                .iter()
                .map(|&h| HouseName::from(house_at(usize::from(h))))
                .collect();
            assert_eq!(houses, typed);
            let peers: Vec<usize> = l.peers(p).map(|q| q.index(9)).collect();
            assert_eq!(peers, c.peers().map(Cell::index).collect::<Vec<_>>());
            for d in Cell::all() {
                assert_eq!(l.sees(p, Pos::from_index(d.index(), 9)), c.sees(d));
            }
        }
        assert_eq!(House::all().count(), l.house_count());
        // Cells off the board have no houses and no peers.
        assert_eq!(l.houses_of(Pos::new(9, 0)).count(), 0);
        assert_eq!(l.peers(Pos::new(0, 9)).count(), 0);
    }
}
