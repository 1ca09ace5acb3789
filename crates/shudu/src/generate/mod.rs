//! Generating puzzles (work in progress).
/// Generator.
pub struct Generator;
/// Pattern.
pub struct Pattern;
/// Symmetry.
pub enum Symmetry {}
/// Error.
pub struct GenerateError;
