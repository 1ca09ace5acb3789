//! Reading puzzles (work in progress).
use crate::grid::Grid;
use std::fmt;

/// Input formats.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Format { Line }

/// A parse error.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ParseError { pub message: String }
impl fmt::Display for ParseError { fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { f.write_str(&self.message) } }
impl std::error::Error for ParseError {}

/// Reader.
pub struct PuzzleReader;

pub(crate) fn parse_one(text: &str) -> Result<Grid, ParseError> {
    let t = text.trim();
    if t.chars().count() != 81 { return Err(ParseError { message: format!("expected 81 cells, found {}", t.chars().count()) }); }
    let mut v = [0u8; 81];
    for (i, c) in t.chars().enumerate() { v[i] = c.to_digit(10).unwrap_or(0) as u8; }
    Ok(Grid::from_values(&v))
}
