//! [`CellSet`]: a set of cells as one bit mask, the currency of the logic engine.
//!
//! Bit `i` stands for the cell with reading-order index `i`:
//!
//! ```text
//!          c1  c2  c3   c4  c5  c6   c7  c8  c9
//!     r1    0   1   2 |  3   4   5 |  6   7   8
//!     r2    9  10  11 | 12  13  14 | 15  16  17
//!     ..
//!     r9   72  73  74 | 75  76  77 | 78  79  80      bits 81..127 always clear
//! ```
//!
//! The type is `#[repr(transparent)]` over `u128` and every operation is an `#[inline]`
//! bit operation, so code using it compiles to the same instructions as raw masks; its
//! `const fn`s let the tables in [`super::layout`] hold sets. Read next: the layout's
//! [`HOUSE_SETS`](super::layout) and peer sets, and [`crate::logic`], which uses them.

use std::fmt;
use std::ops::{
    BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not, Sub, SubAssign,
};

use super::Cell;
use super::layout::CELLS;

/// A set of cells of the grid.
///
/// ```
/// use shudu::{Cell, CellSet, House};
/// let row = House::Row(0).cell_set();
/// let bx = House::Box(0).cell_set();
/// let both = row & bx;
/// assert_eq!(both.len(), 3);
/// assert!(both.contains(Cell::new(0, 2).unwrap()));
/// assert_eq!((row - bx).len(), 6);
/// assert_eq!((!row).len(), 72); // complement within the 81 cells
/// assert_eq!(both.iter().map(|c| c.to_string()).collect::<Vec<_>>(), ["r1c1", "r1c2", "r1c3"]);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
#[repr(transparent)]
pub struct CellSet(u128);

impl CellSet {
    /// No cell.
    pub const EMPTY: CellSet = CellSet(0);
    /// Every cell of the grid.
    pub const ALL: CellSet = CellSet((1 << CELLS) - 1);

    /// The set holding only `cell`.
    ///
    /// ```
    /// use shudu::{Cell, CellSet};
    /// let c = Cell::new(8, 8).unwrap();
    /// assert_eq!(CellSet::single(c).iter().collect::<Vec<_>>(), [c]);
    /// ```
    #[inline]
    pub const fn single(cell: Cell) -> CellSet {
        CellSet(1 << cell.index())
    }

    /// Whether `cell` is in the set.
    ///
    /// ```
    /// use shudu::{Cell, CellSet};
    /// assert!(!CellSet::EMPTY.contains(Cell::new(0, 0).unwrap()));
    /// ```
    #[inline]
    pub const fn contains(self, cell: Cell) -> bool {
        self.has_index(cell.index())
    }

    /// Adds `cell`; returns whether it was new.
    ///
    /// ```
    /// use shudu::{Cell, CellSet};
    /// let mut s = CellSet::EMPTY;
    /// assert!(s.insert(Cell::new(1, 1).unwrap()));
    /// assert!(!s.insert(Cell::new(1, 1).unwrap()));
    /// ```
    #[inline]
    pub fn insert(&mut self, cell: Cell) -> bool {
        let new = !self.contains(cell);
        self.0 |= 1 << cell.index();
        new
    }

    /// Removes `cell`; returns whether it was there.
    ///
    /// ```
    /// use shudu::{Cell, CellSet};
    /// let mut s = CellSet::ALL;
    /// assert!(s.remove(Cell::new(1, 1).unwrap()));
    /// assert_eq!(s.len(), 80);
    /// ```
    #[inline]
    pub fn remove(&mut self, cell: Cell) -> bool {
        let had = self.contains(cell);
        self.0 &= !(1 << cell.index());
        had
    }

    /// Number of cells in the set.
    ///
    /// ```
    /// assert_eq!(shudu::CellSet::ALL.len(), 81);
    /// ```
    #[inline]
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    ///
    /// ```
    /// assert!(shudu::CellSet::EMPTY.is_empty());
    /// ```
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether the two sets share a cell.
    ///
    /// ```
    /// use shudu::House;
    /// assert!(House::Row(0).cell_set().intersects(House::Box(0).cell_set()));
    /// assert!(!House::Row(0).cell_set().intersects(House::Row(1).cell_set()));
    /// ```
    #[inline]
    pub const fn intersects(self, other: CellSet) -> bool {
        self.0 & other.0 != 0
    }

    /// Whether every cell of `self` is in `other`.
    ///
    /// ```
    /// use shudu::{CellSet, House};
    /// let row = House::Row(0).cell_set();
    /// assert!(CellSet::EMPTY.is_subset(row) && row.is_subset(CellSet::ALL));
    /// assert!(!CellSet::ALL.is_subset(row));
    /// ```
    #[inline]
    pub const fn is_subset(self, other: CellSet) -> bool {
        self.0 & !other.0 == 0
    }

    /// The cells in reading order.
    ///
    /// ```
    /// use shudu::{Cell, CellSet};
    /// let s: CellSet = [Cell::new(2, 0).unwrap(), Cell::new(0, 3).unwrap()].into_iter().collect();
    /// assert_eq!(s.iter().map(Cell::index).collect::<Vec<_>>(), [3, 18]);
    /// ```
    #[inline]
    pub fn iter(self) -> CellSetIter {
        CellSetIter(self.indices())
    }

    /// The lowest cell, if any.
    ///
    /// ```
    /// use shudu::{Cell, CellSet};
    /// assert_eq!(CellSet::ALL.first(), Cell::new(0, 0));
    /// ```
    #[inline]
    pub fn first(self) -> Option<Cell> {
        self.indices()
            .next()
            .map(|i| Cell::from_index(i).expect("sets hold grid cells only"))
    }

    // Index-level access for the crate's finders, which work on reading-order indices.

    /// The set whose bits are `bits` (bit `i` = cell index `i`; bits from 81 up must be
    /// clear).
    #[inline]
    pub(crate) const fn from_bits(bits: u128) -> CellSet {
        CellSet(bits)
    }

    /// The raw mask.
    #[inline]
    pub(crate) const fn bits(self) -> u128 {
        self.0
    }

    /// The set holding only cell index `i`.
    #[inline]
    pub(crate) const fn of_index(i: usize) -> CellSet {
        CellSet(1 << i)
    }

    /// This set with cell index `i` added (for `const` tables).
    #[inline]
    pub(crate) const fn with_index(self, i: usize) -> CellSet {
        CellSet(self.0 | CellSet::of_index(i).0)
    }

    /// Whether cell index `i` is in the set.
    #[inline]
    pub(crate) const fn has_index(self, i: usize) -> bool {
        self.0 >> i & 1 != 0
    }

    /// This set without cell index `i`.
    #[inline]
    pub(crate) const fn without_index(self, i: usize) -> CellSet {
        CellSet(self.0 & !CellSet::of_index(i).0)
    }

    /// The lowest cell index, if any.
    #[inline]
    pub(crate) const fn first_index(self) -> Option<usize> {
        if self.0 == 0 {
            None
        } else {
            Some(self.0.trailing_zeros() as usize)
        }
    }

    /// The index of the set's only cell, when it holds exactly one.
    #[inline]
    pub(crate) const fn only_index(self) -> Option<usize> {
        // Clearing the lowest bit leaves nothing exactly when there was one bit.
        if self.0 != 0 && self.0 & (self.0 - 1) == 0 {
            Some(self.0.trailing_zeros() as usize)
        } else {
            None
        }
    }

    /// The cells with index below `i`: the set's prefix in reading order.
    #[inline]
    pub(crate) const fn below_index(i: usize) -> CellSet {
        CellSet((1 << i) - 1)
    }

    /// The cell indices in increasing order.
    #[inline]
    pub(crate) fn indices(self) -> Indices {
        Indices(self.0)
    }
}

/// The cell indices of a [`CellSet`], lowest first (from either end).
#[derive(Clone, Debug)]
pub(crate) struct Indices(u128);

impl Iterator for Indices {
    type Item = usize;

    #[inline]
    fn next(&mut self) -> Option<usize> {
        (self.0 != 0).then(|| {
            let i = self.0.trailing_zeros() as usize;
            self.0 &= self.0 - 1;
            i
        })
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl DoubleEndedIterator for Indices {
    #[inline]
    fn next_back(&mut self) -> Option<usize> {
        (self.0 != 0).then(|| {
            let i = 127 - self.0.leading_zeros() as usize;
            self.0 &= !(1 << i);
            i
        })
    }
}

impl ExactSizeIterator for Indices {}

/// The cells of a [`CellSet`] in reading order: see [`CellSet::iter`].
///
/// ```
/// use shudu::{Cell, CellSet};
/// let mut set = CellSet::default();
/// set.insert(Cell::new(8, 8).unwrap());
/// set.insert(Cell::new(0, 1).unwrap());
/// let names: Vec<String> = set.iter().map(|c| c.to_string()).collect();
/// assert_eq!(names, ["r1c2", "r9c9"]);
/// ```
#[derive(Clone, Debug)]
pub struct CellSetIter(Indices);

impl Iterator for CellSetIter {
    type Item = Cell;

    #[inline]
    fn next(&mut self) -> Option<Cell> {
        self.0
            .next()
            .map(|i| Cell::from_index(i).expect("sets hold grid cells only"))
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        self.0.size_hint()
    }
}

impl DoubleEndedIterator for CellSetIter {
    #[inline]
    fn next_back(&mut self) -> Option<Cell> {
        self.0
            .next_back()
            .map(|i| Cell::from_index(i).expect("sets hold grid cells only"))
    }
}

impl ExactSizeIterator for CellSetIter {}

impl IntoIterator for CellSet {
    type Item = Cell;
    type IntoIter = CellSetIter;

    /// The cells in reading order, as [`CellSet::iter`].
    #[inline]
    fn into_iter(self) -> CellSetIter {
        CellSetIter(self.indices())
    }
}

impl FromIterator<Cell> for CellSet {
    fn from_iter<I: IntoIterator<Item = Cell>>(cells: I) -> CellSet {
        let mut set = CellSet::EMPTY;
        for c in cells {
            set.insert(c);
        }
        set
    }
}

impl BitAnd for CellSet {
    type Output = CellSet;
    #[inline]
    fn bitand(self, rhs: CellSet) -> CellSet {
        CellSet(self.0 & rhs.0)
    }
}

impl BitOr for CellSet {
    type Output = CellSet;
    #[inline]
    fn bitor(self, rhs: CellSet) -> CellSet {
        CellSet(self.0 | rhs.0)
    }
}

impl BitXor for CellSet {
    type Output = CellSet;
    #[inline]
    fn bitxor(self, rhs: CellSet) -> CellSet {
        CellSet(self.0 ^ rhs.0)
    }
}

/// The difference: cells of `self` not in `rhs`.
impl Sub for CellSet {
    type Output = CellSet;
    #[inline]
    fn sub(self, rhs: CellSet) -> CellSet {
        CellSet(self.0 & !rhs.0)
    }
}

/// The complement within the grid: the bits above the last cell stay clear, so that
/// [`CellSet::len`] and iteration never see cells that do not exist.
impl Not for CellSet {
    type Output = CellSet;
    #[inline]
    fn not(self) -> CellSet {
        CellSet(!self.0 & CellSet::ALL.0)
    }
}

impl BitAndAssign for CellSet {
    #[inline]
    fn bitand_assign(&mut self, rhs: CellSet) {
        self.0 &= rhs.0;
    }
}

impl BitOrAssign for CellSet {
    #[inline]
    fn bitor_assign(&mut self, rhs: CellSet) {
        self.0 |= rhs.0;
    }
}

impl BitXorAssign for CellSet {
    #[inline]
    fn bitxor_assign(&mut self, rhs: CellSet) {
        self.0 ^= rhs.0;
    }
}

impl SubAssign for CellSet {
    #[inline]
    fn sub_assign(&mut self, rhs: CellSet) {
        self.0 &= !rhs.0;
    }
}

impl fmt::Debug for CellSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cell(r: usize, c: usize) -> Cell {
        Cell::new(r, c).unwrap()
    }

    #[test]
    fn insert_remove_contains() {
        let mut s = CellSet::EMPTY;
        assert!(s.is_empty());
        assert!(s.insert(cell(8, 8)));
        assert!(s.insert(cell(0, 0)));
        assert!(!s.insert(cell(0, 0)));
        assert_eq!(s.len(), 2);
        assert!(s.contains(cell(8, 8)) && !s.contains(cell(4, 4)));
        assert!(s.remove(cell(8, 8)));
        assert!(!s.remove(cell(8, 8)));
        assert_eq!(s, CellSet::single(cell(0, 0)));
        assert_eq!(s.bits(), 1);
    }

    #[test]
    fn operators() {
        let a: CellSet = (0..5).map(|c| cell(0, c)).collect();
        let b: CellSet = (3..9).map(|c| cell(0, c)).collect();
        assert_eq!((a & b).len(), 2);
        assert_eq!((a | b).len(), 9);
        assert_eq!((a ^ b).len(), 7);
        assert_eq!(
            (a - b).iter().map(Cell::index).collect::<Vec<_>>(),
            [0, 1, 2]
        );
        assert_eq!((!a).len(), 76);
        assert_eq!(!CellSet::ALL, CellSet::EMPTY);
        assert_eq!(!!a, a);
        let mut c = a;
        c -= b;
        c |= CellSet::of_index(80);
        c &= !CellSet::of_index(0);
        assert_eq!(c.indices().collect::<Vec<_>>(), [1, 2, 80]);
        c ^= CellSet::of_index(1);
        assert_eq!(c.indices().rev().collect::<Vec<_>>(), [80, 2]);
    }

    #[test]
    fn iteration_is_in_reading_order() {
        let s = CellSet::from_bits(1 << 80 | 1 << 40 | 1 << 3);
        assert_eq!(s.iter().map(Cell::index).collect::<Vec<_>>(), [3, 40, 80]);
        assert_eq!(s.into_iter().count(), 3);
        assert_eq!(s.indices().len(), 3);
        assert_eq!(s.first(), Some(cell(0, 3)));
        assert_eq!(CellSet::EMPTY.first(), None);
        assert_eq!(format!("{s:?}"), "{r1c4, r5c5, r9c9}");
    }

    #[test]
    fn index_helpers() {
        let s = CellSet::from_bits(1 << 80 | 1 << 7 | 1 << 2);
        assert!(s.intersects(CellSet::of_index(7)) && !s.intersects(CellSet::of_index(8)));
        assert!(CellSet::of_index(7).is_subset(s) && !s.is_subset(CellSet::of_index(7)));
        assert_eq!(s.without_index(7), CellSet::from_bits(1 << 80 | 1 << 2));
        assert_eq!(s & CellSet::below_index(7), CellSet::of_index(2));
        assert_eq!(s.first_index(), Some(2));
        assert_eq!(s.only_index(), None);
        assert_eq!(CellSet::of_index(80).only_index(), Some(80));
        assert_eq!(CellSet::EMPTY.only_index(), None);
        assert_eq!(CellSet::EMPTY.first_index(), None);
    }

    #[test]
    fn all_is_every_cell() {
        assert_eq!(CellSet::ALL.len(), 81);
        assert_eq!(
            CellSet::ALL.iter().collect::<Vec<_>>(),
            Cell::all().collect::<Vec<_>>()
        );
    }
}
