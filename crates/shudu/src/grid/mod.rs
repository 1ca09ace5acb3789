//! The typed model of a Sudoku board: [`Digit`], [`Cell`], [`House`], [`Candidates`],
//! [`CellMap`] and [`Grid`].
//!
//! Everything public here is a small value type with private fields, so that the model
//! can later grow to other sizes (4×4 … 25×25) and extra houses (diagonals, jigsaw
//! regions) without changing the API. Today every grid is the classic 9×9 one; the fast
//! solver in [`crate::solve`] works on raw bit masks behind this model.
//!
//! Read next: [`crate::parse`] turns text into a [`Grid`], [`crate::solve`] solves it.

mod board;
mod candidates;
mod cell;
mod conflict;
mod digit;
mod house;
mod map;

pub use board::Grid;
pub use candidates::Candidates;
pub use cell::Cell;
pub use conflict::Conflict;
pub use digit::Digit;
pub(crate) use house::HOUSE_CELLS;
pub use house::House;
pub use map::CellMap;
