//! The command's integration tests, in one test binary: each module runs the built
//! `shudu` binary as a user would and checks what it prints and its exit code.
//!
//! - `canon`: canonical forms, dedupe, transforms and equivalence;
//! - `commands`: every subcommand's output, formats, batches and options;
//! - `logic`: hints, explanations, ratings and generation by difficulty;
//! - `bad_input`: every kind of bad input gets a clear error naming where and what;
//! - `lost_lines`: one record per input entry, whatever stands beside it; outputs that
//!   never overwrite inputs; one command's output read by the next on every board;
//! - `print`: the booklets and SVG files `print` writes, against golden files;
//! - `readme`: every console example of the README prints what the README shows;
//! - `runs`: header and summary records, shards and `merge`, `--resume` after a kill;
//! - `serve` (with the `serve` feature): `shudu serve` over a real socket;
//! - `scan` (with `--features scan`): reading photos, and images that are not photos.
//!
//! `support` holds what they share: the binary, its output, the data files.

mod bad_input;
mod canon;
mod commands;
mod links;
mod logic;
mod lost_lines;
mod print;
mod readme;
mod runs;
// Stopped with SIGTERM: Unix only.
#[cfg(feature = "scan")]
mod scan;
#[cfg(all(feature = "serve", unix))]
mod serve;
mod support;
