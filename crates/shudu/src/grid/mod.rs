//! The typed model of a Sudoku board: [`Digit`], [`Cell`], [`House`], [`Candidates`],
//! [`CellMap`], [`CellSet`] and [`Grid`], and the geometry of every board, [`Layout`],
//! which owns which cells form which houses and who sees whom. [`Pos`] and [`HouseName`] name a
//! cell and a house of a board of any size, for every engine's words and records, and
//! [`PairKind`] says what a mark between two cells (a kropki dot, an X or a V) ties,
//! [`whisper_partners`] and [`renban_windows`] what a German whispers or renban line does,
//! [`arrow_keep`] what an arrow's sum leaves its bulb and line, and [`sandwich_keep`] and
//! [`little_killer_keep`] what a sandwich or a little killer clue does.
//!
//! Everything public here is a small value type with private fields. [`Grid`], [`Cell`]
//! and [`House`] are the classic 9×9 board's, which the fast solver in [`crate::solve`]
//! works on as raw bit masks; [`Pos`], [`HouseName`] and [`Layout`] serve boards of every
//! size and rule set.
//!
//! Read next: [`Layout`] for the geometry of every board,
//! [`crate::parse`] turns text into a [`Grid`], [`crate::solve`] solves it.

mod arrow_sums;
mod board;
mod candidates;
mod cell;
mod cell_set;
mod conflict;
mod digit;
mod house;
mod house_name;
pub(crate) mod layout;
mod lines;
mod map;
mod pair_kind;
mod pos;
mod sums;

pub use arrow_sums::{LONGEST_PILL, arrow_keep, pill_value};
pub use board::{FromRowsError, Grid};
pub use candidates::Candidates;
pub use cell::Cell;
pub use cell_set::{CellSet, CellSetIter};
pub use conflict::Conflict;
pub use digit::Digit;
pub use house::House;
pub use house_name::HouseName;
pub use layout::Layout;
pub use lines::{renban_windows, whisper_partners};
pub use map::CellMap;
pub use pair_kind::PairKind;
pub use pos::Pos;
pub(crate) use sums::narrow_little_killer;
pub use sums::{little_killer_keep, sandwich_keep};
