//! The library's integration tests, in one test binary: one module per topic, each
//! using only the public API, with the helpers they share in `common/`.
//!
//! - `kernels`, `solver_properties`, `data`: every solver kernel against the shared
//!   corpus, the symmetries of Sudoku, and the puzzles the project started from;
//! - `parse_properties`: the reader never panics and every form reads back;
//! - `generate`, `generate_difficulty`: the generator's guarantees, by options and level;
//! - `technique_fixtures`, `technique_evidence`: each technique on the states of
//!   `testdata/techniques/`;
//! - `logic_corpus`, `logic_first_step`, `logic_budget`: whole solving paths, the step the
//!   driver takes, and giving up within a budget;
//! - `canon`: canonical forms against a slow walk of every transform, and their
//!   properties under random transforms;
//! - `render`: a player's position drawn as SVG, against a golden file;
//! - `variants`, `variant_properties`: the variant kernel and generator against a
//!   test-only oracle, on generated puzzles and random ones;
//! - `variant_hint_play`: killer, jigsaw, X and 16×16 puzzles played to the end by
//!   hints from the player's marks, each hint changing the position;
//! - `variant_se_steps`: steps the rating path on variant puzzles takes where Sudoku
//!   Explainer's does (`testdata/variants/se_path_steps.txt`);
//! - `se121_profile`: ratings on the `se121` profile against Sudoku Explainer 1.2.1.3's;
//! - `docs`: every public type of the library shows a runnable example.
//!
//! Read next: `common/mod.rs`.

mod common;

mod canon;
mod data;
mod docs;
mod generate;
mod generate_difficulty;
mod kernels;
mod logic_budget;
mod logic_corpus;
mod logic_first_step;
mod parse_properties;
mod render;
mod se121_profile;
mod sized_logic;
mod solver_properties;
mod technique_evidence;
mod technique_fixtures;
mod variant_hint_play;
mod variant_links;
mod variant_properties;
mod variant_se_steps;
mod variants;
