//! The scanner's integration tests, in one test binary: one module per topic.
//!
//! - `bad_input`: each kind of unreadable input gets its own clear error;
//! - `photos`: grid finding and the digits the cutter keeps on the 160 newspaper photos of
//!   `../shared/data/photos` (skipped, saying so, when that directory is absent);
//! - `locate`: grid finding on a drawn page whose rules touch the grid's outline;
//! - `correct`: the solver puts back a misread digit or empties a mark, flags what it
//!   changed, and refuses a choice between two puzzles;
//! - `record`: the scan record against `docs/records.md`, and the committed photo read;
//! - `screenshots`: boards drawn by shudu in many styles, rasterised by `pdftoppm`, read
//!   exactly;
//! - `forward`: the network's forward pass against the training program's outputs;
//! - `docs`: every public type shows a runnable example (the library's own check, run on
//!   this crate's sources).
//!
//! Read next: `photos.rs`.

mod bad_input;
mod correct;
#[path = "../../../shudu/tests/integration/docs.rs"]
mod docs;
mod forward;
mod locate;
mod photos;
mod record;
mod screenshots;
