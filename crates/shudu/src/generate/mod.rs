//! Generating puzzles: unique, minimal, optionally symmetric, inside a clue pattern or
//! with an exact clue count, reproducible from a seed.
//!
//! The method: draw a random full grid, keep its digits where the pattern allows them,
//! then remove groups of clues (the orbits of the chosen [`Symmetry`]) in random order
//! while the puzzle stays unique. Uniqueness is monotone, so that single pass already
//! leaves a minimal puzzle (`minimize.rs` has the argument).
//!
//! ```
//! use shudu::Generator;
//! use shudu::generate::is_minimal;
//!
//! let generator = Generator::new(42);
//! for index in 0..3 {
//!     let made = generator.generate(index)?;
//!     assert!(is_minimal(&made.puzzle, shudu::Symmetry::None));
//! }
//! # Ok::<(), shudu::GenerateError>(())
//! ```
//!
//! Read next: `generator.rs` (options and the attempt loop), `symmetry.rs` and
//! `pattern.rs` (the constraints), `full_grid.rs` (random solutions), `minimize.rs`
//! (the removal loop), `unavoidable.rs` (the cheap proof that a removal fails),
//! `rng.rs` (the seeded random stream), `error.rs`.

mod daily;
mod difficulty;
mod drill;
mod error;
mod full_grid;
mod generator;
mod minimize;
mod pattern;
pub(crate) mod rng;
mod symmetry;
mod unavoidable;

pub use daily::{
    DAILY_LEVELS, DAILY_TRIES, Daily, Day, DayError, daily, daily_generator, daily_seed,
    daily_within,
};
pub use difficulty::Difficulty;
pub use drill::{
    Change, DRILL_ATTEMPTS, DRILL_PUZZLES, Drill, DrillGrade, DrillVerdict, drill, grade_drill,
};
pub use error::GenerateError;
pub use generator::{Generated, Generator};
pub use minimize::{is_minimal, redundant_groups};
pub use pattern::Pattern;
pub use symmetry::{Orbit, Symmetry};
