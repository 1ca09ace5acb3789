//! The command's integration tests, in one test binary: each module runs the built
//! `shudu` binary as a user would and checks what it prints and its exit code.
//!
//! - `commands`: every subcommand's output, formats, batches and options;
//! - `logic`: hints, explanations, ratings and generation by difficulty;
//! - `bad_input`: every kind of bad input gets a clear error naming where and what;
//! - `readme`: every console example of the README prints what the README shows;
//! - `scan` (with `--features scan`): reading photos, and images that are not photos.
//!
//! `support` holds what they share: the binary, its output, the data files.

mod bad_input;
mod commands;
mod logic;
mod readme;
#[cfg(feature = "scan")]
mod scan;
mod support;
