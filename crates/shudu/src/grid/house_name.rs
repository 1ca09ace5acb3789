//! [`HouseName`]: which house of a board of any size, in words ("row 1", "the main
//! diagonal", "the cage at r1c1"), for messages, explanations and records.
//!
//! It names houses of every layout: rows, columns and boxes, jigsaw regions and the
//! extra houses of variants (their cells are `variant/houses.rs`'s to place). Read next:
//! [`super::Pos`], the cell of a board of any size that names a cage.

use std::fmt;

use super::{House, Pos};
use crate::words::{Lang, say};

/// Which house: rows, columns and boxes (or jigsaw regions in their place), then the
/// extra houses of a variant. Numbers are zero-based inside, one-based when written.
///
/// ```
/// use shudu::grid::HouseName;
/// assert_eq!(HouseName::Row(0).to_string(), "row 1");
/// assert_eq!(HouseName::MainDiagonal.to_string(), "the main diagonal");
/// assert_eq!(HouseName::Window(3).to_string(), "window 4");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum HouseName {
    /// A row.
    Row(u8),
    /// A column.
    Column(u8),
    /// A box of the regular layout.
    Box(u8),
    /// A jigsaw region, replacing the boxes.
    Region(u8),
    /// The diagonal from r1c1 to the bottom right (f-puzzles' `diagonal-`).
    MainDiagonal,
    /// The diagonal from the top right to the bottom left (f-puzzles' `diagonal+`).
    AntiDiagonal,
    /// A windoku window, in reading order.
    Window(u8),
    /// A disjoint group: the cells at the same place in every box.
    DisjointGroup(u8),
    /// An extra region given cell by cell (f-puzzles' `extraregion`).
    ExtraRegion(u8),
    /// A killer cage, named by its first cell in reading order: the logic engine's name
    /// for a cage in explanations, and a house when the cage has n cells.
    Cage(Pos),
}

impl HouseName {
    /// The name of the killer cage of `cells`: by its first cell in reading order, which
    /// every engine's explanations and the play page use for it; `None` for no cells.
    ///
    /// ```
    /// use shudu::{HouseName, Pos};
    /// let cage = HouseName::cage_of(&[Pos::new(3, 0), Pos::new(2, 1), Pos::new(2, 0)]);
    /// assert_eq!(cage.unwrap().to_string(), "the cage at r3c1");
    /// ```
    pub fn cage_of(cells: &[Pos]) -> Option<HouseName> {
        // `Pos` orders by row, then column: reading order.
        cells.iter().min().map(|&first| HouseName::Cage(first))
    }
}

impl From<House> for HouseName {
    /// The name of a classic row, column or box.
    ///
    /// ```
    /// use shudu::{House, HouseName};
    /// assert_eq!(HouseName::from(House::Box(4)), HouseName::Box(4));
    /// ```
    fn from(house: House) -> HouseName {
        match house {
            House::Row(i) => HouseName::Row(i),
            House::Column(i) => HouseName::Column(i),
            House::Box(i) => HouseName::Box(i),
        }
    }
}

impl HouseName {
    /// The house in `lang`'s words: `row 1`, `第 1 行`.
    ///
    /// ```
    /// use shudu::HouseName;
    /// use shudu::words::Lang;
    /// assert_eq!(HouseName::Box(2).name_in(Lang::ZhHans), "第 3 宫");
    /// assert_eq!(HouseName::Box(2).name_in(Lang::En), HouseName::Box(2).to_string());
    /// ```
    pub fn name_in(&self, lang: Lang) -> String {
        let n = |i: u8| usize::from(i) + 1;
        match *self {
            HouseName::Row(i) => say!(lang, "house-row", n = n(i)),
            HouseName::Column(i) => say!(lang, "house-column", n = n(i)),
            HouseName::Box(i) => say!(lang, "house-box", n = n(i)),
            HouseName::Region(i) => say!(lang, "house-region", n = n(i)),
            HouseName::MainDiagonal => say!(lang, "house-main-diagonal"),
            HouseName::AntiDiagonal => say!(lang, "house-anti-diagonal"),
            HouseName::Window(i) => say!(lang, "house-window", n = n(i)),
            HouseName::DisjointGroup(i) => say!(lang, "house-disjoint-group", n = n(i)),
            HouseName::ExtraRegion(i) => say!(lang, "house-extra-region", n = n(i)),
            HouseName::Cage(p) => say!(lang, "house-cage", cell = p.to_string()),
        }
    }
}

impl fmt::Display for HouseName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name_in(Lang::En))
    }
}
