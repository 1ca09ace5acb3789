//! Helpers shared by integration tests. Each test file includes this with `mod common;`
//! and uses only part of it, so unused items are expected here.
//!
//! Read next: `simple_solver.rs`, the independent solution counter; `data_files.rs`,
//! the data files; `technique_fixtures.rs`, the reader of the technique fixtures
//! (`testdata/techniques/`).

#![allow(dead_code)]

pub mod data_files;
pub mod simple_solver;
pub mod technique_fixtures;
