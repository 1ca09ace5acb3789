//! [`CellMap`]: an array indexed by [`Cell`], so that a stray `usize` cannot index it.

use std::ops::{Index, IndexMut};

use super::Cell;

/// One value per cell, indexed by [`Cell`].
///
/// ```
/// use shudu::{Cell, CellMap};
/// let mut marks = CellMap::new(false);
/// let c = Cell::new(4, 4).unwrap();
/// marks[c] = true;
/// assert!(marks[c]);
/// assert_eq!(marks.iter().filter(|(_, m)| **m).count(), 1);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct CellMap<T>([T; Cell::COUNT]);

impl<T: Copy> CellMap<T> {
    /// A map holding `value` in every cell.
    pub fn new(value: T) -> Self {
        CellMap([value; Cell::COUNT])
    }
}

impl<T> CellMap<T> {
    /// The map whose value at each cell is `f(cell)`.
    pub fn from_fn(mut f: impl FnMut(Cell) -> T) -> Self {
        CellMap(std::array::from_fn(|i| {
            f(Cell::from_index(i).expect("array index is a cell"))
        }))
    }

    /// Each cell with its value, in reading order.
    pub fn iter(&self) -> impl Iterator<Item = (Cell, &T)> {
        Cell::all().zip(self.0.iter())
    }

    /// The values in reading order.
    pub fn values(&self) -> impl Iterator<Item = &T> {
        self.0.iter()
    }
}

impl<T> Index<Cell> for CellMap<T> {
    type Output = T;
    fn index(&self, cell: Cell) -> &T {
        &self.0[cell.index()]
    }
}

impl<T> IndexMut<Cell> for CellMap<T> {
    fn index_mut(&mut self, cell: Cell) -> &mut T {
        &mut self.0[cell.index()]
    }
}
