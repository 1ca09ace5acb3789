//! # shudu (数独)
//!
//! A Sudoku library: typed grids, reading and writing the common puzzle formats, a fast
//! solver that tells unique, multiple, unsolvable and invalid puzzles apart, checks for
//! minimality, human-style solving with hints and ratings, and a generator of unique,
//! minimal puzzles with symmetry or a clue pattern — on the classic board and on every
//! size and variant (killer, jigsaw, X, windoku, …).
//!
//! The front door is [`Puzzle`]: rules and givens, read from any board's text. Its verbs
//! (solve, count, check, hint, explain, rate) choose the engine inside the library — the
//! bit-board kernels and the 9×9 logic engine for classic rules, the general kernel and
//! the layout-driven logic for every other board — so a caller never does.
//!
//! ```
//! use shudu::Puzzle;
//!
//! let classic: Puzzle =
//!     "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759.."
//!         .parse()?;
//! let six: Puzzle = ".1.23...6.......535..4.........4...1".parse()?;
//! for puzzle in [classic, six] {
//!     let outcome = puzzle.solve();
//!     assert_eq!(outcome.status().as_str(), "solved");
//!     println!("{} {}", puzzle.rules(), outcome.line(shudu::Symbols::Standard));
//! }
//! # Ok::<(), shudu::Error>(())
//! ```
//!
//! Every error of the library converts into one type, [`Error`] (with `?`), which keeps
//! what went wrong ([`Error::kind`]) and where ([`Error::line`], [`Error::input`]).
//!
//! The classic grid has its own typed API too, for code that works on 9×9 only:
//!
//! ```
//! use shudu::solve::Outcome;
//! use shudu::{Grid, Solver};
//!
//! let puzzle: Grid =
//!     "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759.."
//!         .parse()?;
//! match Solver::new().solve(&puzzle) {
//!     Outcome::Unique(solution) => println!("{}", solution.to_pretty()),
//!     other => println!("{:?}", other.status()),
//! }
//! # Ok::<(), shudu::ParseError>(())
//! ```
//!
//! Every board's geometry is one [`Layout`] (houses with their names, who sees whom),
//! built from its [`Rules`] ([`Rules::layout`]) or [`Layout::classic`].
//!
//! Modules, in the order they build on each other: [`grid`] (the model and the
//! layout), [`parse`]
//! (text in), [`solve`] (search), [`check`](mod@check) (validity and minimality), [`logic`]
//! (human-style solving: techniques, hints, explained paths and Sudoku Explainer's
//! ER/EP/ED rating), [`generate`] (new puzzles, by difficulty too); [`position`] judges a
//! player's sheet and pencil marks, and [`hint`] says what to do next; [`canon`] names a
//! puzzle by its canonical (minlex) form and transforms it; [`render`] draws puzzles,
//! solutions and positions as SVG or as the pages of a PDF booklet; [`words`] holds every
//! sentence a person reads, in English and Chinese.
//!
//! With the `serde` feature, every value and result serializes in the record shapes of
//! `records` (documented in `docs/records.md`): the JSON the command line prints.

pub mod canon;
pub mod check;
mod error;
pub mod generate;
pub mod grid;
pub mod hint;
pub mod logic;
pub mod parse;
pub mod position;
pub mod provenance;
#[cfg(feature = "serde")]
pub mod records;
pub mod render;
pub mod solve;
#[cfg(test)]
mod test_boards;
pub mod variant;
pub mod words;

pub use error::{Error, ErrorKind, Result};
pub use generate::{GenerateError, Generated, Generator, Orbit, Pattern, Symmetry};
pub use grid::{
    Candidates, Cell, CellMap, CellSet, Conflict, Digit, FromRowsError, Grid, House, HouseName,
    Layout, Pos,
};
pub use parse::{Format, ParseError, PuzzleReader};
pub use position::{Mistake, Position, Report, Solutions};
pub use solve::{Kernel, KernelPath, KernelSelection, Search, SolutionCount, Solver, Status};
// The front door's noun and its results: what `Puzzle`'s verbs answer on every board. The
// classic grid's own results are `solve::Outcome` and `check::Check`.
pub use variant::{Check, Outcome, Puzzle, Rules, Shape, Symbols};
