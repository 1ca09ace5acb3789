//! Human-style solving: a [`Board`] of placed digits and pencil marks, techniques that
//! find [`Step`]s (with the evidence to explain them), the driver that chains steps into
//! a [`Path`], and [`rate`], which rates a puzzle on Sudoku Explainer's scale (ER/EP/ED).
//!
//! ```
//! use shudu::logic::{rate, solve_path};
//! use shudu::Grid;
//!
//! let grid: Grid =
//!     "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759.."
//!         .parse()?;
//! let path = solve_path(&grid);
//! for step in path.steps.iter().take(3) {
//!     println!("{}", step.explain());
//! }
//! println!("{}", rate(&grid).expect("within the implemented techniques"));
//! # Ok::<(), shudu::ParseError>(())
//! ```
//!
//! The techniques, their order and their ratings follow Sudoku Explainer as
//! SukakuExplainer's `serate` runs it with default settings; see [`Technique`]: singles
//! to fish, strong-link chains of two to four links, wings, unique rectangles and loops
//! (types 1 to 4), BUG, aligned pair exclusion, then Sudoku Explainer's chaining rules
//! (the TUVWXYZ-wing and aligned triplet exclusion among them): forcing chains, Nishio,
//! multiple and dynamic forcing chains, and the nested levels ("Dynamic Forcing Chains
//! (+)" 9.0 and the "Nested Forcing Chains" 9.5, 10.0 and 10.5), which have finished
//! every proper puzzle tried, Inkala's and the hardest-set sample included. Strong-link
//! chains of five and six links are not used, as serate's defaults do not use them. A
//! path that still ends [`PathEnd::Stuck`] (a puzzle with several solutions, typically)
//! is reported as beyond the implemented techniques.
//!
//! The engine's settings are one value, [`Logic`]: its techniques and its time. Hints and
//! explanations may use more techniques: [`Repertoire::Full`] adds the player techniques
//! Sudoku Explainer lacks (finned fish, empty rectangle, W-wing, hidden unique rectangle,
//! colouring, X- and XY-chains, ALS-XZ); ratings keep to Sudoku Explainer's repertoire.
//! Nested forcing chains can take seconds on the hardest puzzles: within a [`Budget`] (a
//! deadline, a cancellation flag or both) the verbs give up ([`Unrated::GaveUp`],
//! [`PathEnd::GaveUp`], [`GaveUp`]) once it is spent. The plain functions
//! ([`next_step`], [`solve_path`], [`rate`]) are the default settings: Sudoku
//! Explainer's techniques, no limit.
//!
//! Read next, in order: `board.rs`, `technique.rs`, `step.rs`, `techniques/`, `path.rs`,
//! `settings.rs`, `repertoire.rs`, `rating.rs`, `budget.rs`. `houses.rs` holds the raw lookup tables.

mod board;
pub(crate) mod board_rules;
mod budget;
mod houses;
mod level;
mod marks;
mod path;
mod path_words;
mod places;
mod profile;
mod rating;
mod repertoire;
mod settings;
mod step;
mod technique;
mod techniques;

pub use board::Board;
pub use budget::{Budget, GaveUp};
pub(crate) use budget::{gave_up_phrase, gave_up_words};
pub use level::Level;
pub use path::{Path, PathEnd, find_steps, next_step, solve_path, solve_path_from};
pub use profile::SeProfile;
pub use rating::{Rating, Tenths, Unrated, rate, rate_path};
pub use repertoire::Repertoire;
pub use settings::Logic;
pub use step::{Evidence, Link, Role, Step};
pub use technique::Technique;

// Shared with the steps of other sizes (`variant::logic`): one wording, one rating rule.
pub(crate) use path_words::{EndWords, Ending, path_text};
pub(crate) use rating::rating_of_steps;
pub(crate) use step::{nudge_towards, removals, step_line};
