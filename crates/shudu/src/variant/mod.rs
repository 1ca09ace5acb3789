//! Variants and sizes: boards of 4×4 to 25×25 with any box shape r×c, jigsaw regions,
//! extra houses (diagonals, windoku windows, disjoint groups, extra regions) and
//! constraints (killer cages, anti-knight, anti-king, non-consecutive, odd/even cells),
//! with a general solver, a checker naming every broken rule, a generator of unique
//! minimal puzzles, and the text, JSON and f-puzzles forms.
//!
//! The classic 9×9 types ([`crate::Grid`], [`crate::Layout`]) are untouched by this
//! module: it has its own types, built at run time from a [`Rules`] value, and its own
//! kernel. A [`Puzzle`] chooses the engine itself: on classic rules its searches run on
//! the bit-board kernels of [`crate::solve`], on every other board on the general kernel.
//! The 9×9 logic engine ([`crate::logic`]) reasons with a layout this module builds from
//! the rules (`board_of_rules.rs`); it imports nothing from here.
//!
//! Build order: [`Shape`] and [`Pos`] (the board), [`HouseName`]/[`Extra`] (houses),
//! [`Constraint`] (rules beyond houses, one file each in [`constraints`]), [`Rules`] (all
//! of it, compiled into its [`crate::Layout`]), [`Puzzle`] (givens; its
//! [`Check`] in `check.rs`),
//! `kernel.rs` (the search) and `solve.rs` (its calls), `generate.rs` (with `jigsaw.rs`
//! for random layouts, `killer_cages.rs` for killer cages, `odd_even.rs` for random odd/even marks, `thermo_puzzles.rs` for random thermometers, `pair_mark_puzzles.rs` for kropki dots and XV letters, `line_puzzles.rs` for German whispers and renban lines, `arrow_puzzles.rs` for arrows, `outside_clues.rs` for sandwich and little killer sums and `recipe.rs`, which
//! combines them), then the forms:
//! `text.rs`, `json.rs` (shudu's own JSON, documented in `docs/variants.md`),
//! `fpuzzles.rs`, and `links.rs` with `lz_string.rs` for f-puzzles' compressed form and
//! SudokuPad links.
//!
//! ```
//! use shudu::variant::{Outcome, Puzzle, Rules, Shape, Symbols};
//! let rules = Rules::new(Shape::for_size(6)?);
//! let puzzle = Puzzle::from_line(rules, "1.....4...2....6......45.....2..6...", Symbols::Standard)?;
//! assert!(matches!(puzzle.solve(), Outcome::Multiple(..) | Outcome::Unique(_)));
//! # Ok::<(), shudu::variant::VariantError>(())
//! ```

mod arrow_puzzles;
pub(crate) mod board_generator;
pub(crate) mod board_of_rules;
mod board_reader;
mod check;
mod constraint;
pub mod constraints;
mod error;
pub(crate) mod explain;
mod fpuzzles;
mod generate;
pub mod hint;
mod houses;
mod jigsaw;
mod json;
mod kernel;
mod killer_cages;
mod line_puzzles;
mod links;
pub mod logic;
pub mod lz_string;
mod mistake_reason;
mod odd_even;
mod outside_clues;
mod pair_mark_puzzles;
mod pencil_marks;
mod player_position;
mod puzzle;
pub mod rating;
mod reader;
mod recipe;
mod rule_candidates;
mod rule_facts;
mod rules;
#[cfg(feature = "sat")]
mod sat;
mod shape;
mod sheet_check;
mod solve;
mod symmetric_check;
mod text;
mod thermo_puzzles;
mod to_unique;
mod true_candidates;

pub use crate::grid::{HouseName, Pos};
pub use arrow_puzzles::ArrowOptions;
pub use board_generator::{BoardGenerated, BoardGenerator};
pub use board_reader::{BoardItem, BoardOptions, BoardReadError, read_boards};
pub use check::{Check, Verdict};
pub use constraint::{
    CandidateMasks, Constraint, FpuzzlesPart, FromFpuzzles, FromJson, Kind, Marking, Violation,
};
pub use error::VariantError;
pub use explain::BoardPath;
pub use generate::{Generated, LARGE_BOARD_GUESSES};
pub use houses::Extra;
pub use killer_cages::KillerOptions;
pub use line_puzzles::LineOptions;
pub use links::{LinkSite, fpuzzles_json_of, is_variant_link};
pub use mistake_reason::{Dead, Forced, MAX_STEPS, MistakeReason, Supposition};
pub use odd_even::OddEvenOptions;
pub use outside_clues::OutsideClueOptions;
pub use pair_mark_puzzles::PairMarkOptions;
pub use pencil_marks::SheetMarks;
pub use player_position::{BoardTextError, PlayerPosition, read_one_board};
pub use puzzle::Puzzle;
pub use reader::{
    VariantEntry, VariantReadError, is_variant_json, is_variant_text, other_board_entry,
    read_any_board, read_entries, read_puzzles,
};
pub use recipe::Recipe;
pub use rules::Rules;
pub use shape::{MAX_SIZE, Shape, Symbols};
pub use sheet_check::{SheetCheck, SheetMistake, SheetStatus};
pub use solve::{Count, Outcome, OutcomeIn, broken_rules, broken_rules_in};
pub use symmetric_check::SymmetricCheck;
pub use text::{grid_of, line_of, marks_grid_of, pretty_of, side_of_line};
pub use thermo_puzzles::ThermoOptions;
pub use to_unique::{Parting, SAMPLE, ToUnique};
pub use true_candidates::TrueCandidates;
