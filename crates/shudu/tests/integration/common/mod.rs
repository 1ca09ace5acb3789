//! Helpers shared by the integration test modules (`use crate::common;`).
//!
//! Read next: `simple_solver.rs`, the independent solution counter; `data_files.rs`,
//! the data files; `technique_fixtures.rs`, the reader of the technique fixtures
//! (`testdata/techniques/`).

pub mod data_files;
pub mod simple_solver;
pub mod technique_fixtures;
