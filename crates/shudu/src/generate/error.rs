//! [`GenerateError`]: everything that can stop the generator, worded so that the reader
//! knows what to change (a character of the pattern, the symmetry, the clue target or
//! the attempt budget).
//!
//! Read next: `pattern.rs` and `generator.rs`, which raise these errors.

use std::fmt;

use super::Symmetry;
use super::generator::MAX_MINIMAL_CLUES;
use crate::grid::{Cell, House};

/// Why a pattern, symmetry or generator setting was refused, or why generating failed.
///
/// ```
/// use shudu::{GenerateError, Pattern};
/// let err = "x".repeat(80).parse::<Pattern>().unwrap_err();
/// assert!(matches!(err, GenerateError::PatternLength { cells: 80 }));
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
#[non_exhaustive]
pub enum GenerateError {
    /// A symmetry name that [`Symmetry::from_name`] does not know.
    UnknownSymmetry {
        /// The name as given.
        name: String,
    },
    /// The pattern text does not hold 81 cells.
    PatternLength {
        /// Cell characters found (whitespace is not counted).
        cells: usize,
    },
    /// In a pattern written as nine lines, this line does not hold nine cells.
    PatternLine {
        /// One-based line number, counting non-blank lines.
        line: usize,
        /// Cell characters on that line.
        cells: usize,
    },
    /// A pattern character that marks neither an allowed nor a forbidden cell.
    PatternCharacter {
        /// The cell the character stands for.
        cell: Cell,
        /// The character.
        character: char,
    },
    /// The pattern allows fewer than 17 clues; no Sudoku with fewer is unique.
    PatternTooSparse {
        /// Cells the pattern allows.
        cells: usize,
    },
    /// Two rows of one band (or two columns of one stack) have no allowed cell. Swapping
    /// them in any solution gives a second solution, so no puzzle on this pattern can be
    /// unique.
    PatternEmptyPair {
        /// The first empty line.
        first: House,
        /// The second empty line, in the same band or stack.
        second: House,
    },
    /// The pattern is not closed under the symmetry: it allows `cell` but not `image`.
    PatternNotSymmetric {
        /// The symmetry asked for.
        symmetry: Symmetry,
        /// A cell the pattern allows.
        cell: Cell,
        /// The symmetric image of `cell`, which the pattern forbids.
        image: Cell,
    },
    /// The clue target lies outside what a minimal puzzle with these settings can have:
    /// fewer than 17 clues (no such puzzle is unique), more than 40 (no minimal puzzle
    /// with more is known), or more than the pattern allows.
    TargetOutOfRange {
        /// The target asked for.
        target: usize,
        /// The largest count possible: 40, or fewer when the pattern allows fewer.
        max: usize,
    },
    /// An ER range whose low end lies above its high end: no rating fits.
    EmptyRatingRange {
        /// The low end asked for, in tenths.
        min: u8,
        /// The high end asked for, in tenths.
        max: u8,
    },
    /// An attempt budget of zero: not one grid could be tried.
    NoAttempts,
    /// The time budget ([`crate::Generator::generate_within`]) was spent first.
    GaveUp {
        /// Attempts made before it was.
        attempts: u32,
        /// Why, in words (`gave up after 2 s`).
        why: String,
    },
    /// The symmetry's groups of cells inside the pattern cannot add up to the target.
    TargetNotComposable {
        /// The target asked for.
        target: usize,
        /// The symmetry whose group sizes rule the target out.
        symmetry: Symmetry,
    },
    /// No grid of the attempt budget gave a unique puzzle when restricted to the pattern.
    NoUniqueStart {
        /// Grids tried.
        attempts: u32,
    },
    /// No minimal puzzle found within the attempt budget had exactly the target count.
    TargetNotReached {
        /// The target asked for.
        target: usize,
        /// The count, among the minimal puzzles found, closest to the target.
        closest: Option<usize>,
        /// Grids tried.
        attempts: u32,
    },
    /// No puzzle of the asked difficulty came up within the attempt budget.
    DifficultyNotReached {
        /// The difficulty asked for, in words.
        wanted: String,
        /// Grids tried.
        attempts: u32,
        /// The lowest ER (tenths) among the puzzles rated and turned down.
        lowest_er: Option<u8>,
        /// The highest ER (tenths) among them.
        highest_er: Option<u8>,
        /// Puzzles beyond the rater's techniques, which cannot be judged.
        unrated: u32,
    },
}

impl fmt::Display for GenerateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GenerateError::UnknownSymmetry { name } => {
                write!(f, "unknown symmetry '{name}'; known: ")?;
                let names: Vec<&str> = Symmetry::ALL.iter().map(|s| s.name()).collect();
                f.write_str(&names.join(", "))
            }
            GenerateError::PatternLength { cells } => write!(
                f,
                "a pattern needs 81 cells (one line of 81, or 9 lines of 9), found {cells}"
            ),
            GenerateError::PatternLine { line, cells } => write!(
                f,
                "pattern line {line} has {cells} cells; each of the 9 lines needs 9"
            ),
            GenerateError::PatternCharacter { cell, character } => write!(
                f,
                "pattern character {character:?} at {cell} (cell {}) is not a cell mark: use \
                 x, X, #, * or 1-9 where a clue may stand and ., 0, - or _ where none may",
                cell.index() + 1
            ),
            GenerateError::PatternTooSparse { cells } => write!(
                f,
                "the pattern allows only {cells} clues, but a unique Sudoku needs at least 17"
            ),
            GenerateError::PatternEmptyPair { first, second } => write!(
                f,
                "the pattern has no cell in {first} nor in {second}: those two can swap in any \
                 solution, so no puzzle on this pattern is unique; allow a cell in one of them"
            ),
            GenerateError::PatternNotSymmetric {
                symmetry,
                cell,
                image,
            } => write!(
                f,
                "the pattern is not {symmetry}-symmetric: it allows {cell} but not its image \
                 {image}; allow both, forbid both, or choose another symmetry"
            ),
            GenerateError::TargetOutOfRange { target, max } => {
                write!(
                    f,
                    "cannot aim for {target} clues: a unique puzzle needs at least 17, and no \
                     minimal puzzle with more than {MAX_MINIMAL_CLUES} is known"
                )?;
                if *max < MAX_MINIMAL_CLUES {
                    write!(f, ", and these settings allow at most {max}")?;
                }
                write!(f, "; aim for 17-{max}")
            }
            GenerateError::EmptyRatingRange { min, max } => {
                let t = crate::logic::Tenths;
                write!(
                    f,
                    "the ER range {}-{} is empty: its low end is above its high end; write it \
                     low to high, as {}-{}",
                    t(*min),
                    t(*max),
                    t(*max),
                    t(*min)
                )
            }
            GenerateError::GaveUp { attempts, why } => {
                let plural = if *attempts == 1 { "" } else { "s" };
                write!(f, "{why} ({attempts} attempt{plural} made)")
            }
            GenerateError::NoAttempts => {
                f.write_str("an attempt budget of 0 tries no grid at all; allow at least 1")
            }
            GenerateError::TargetNotComposable { target, symmetry } => write!(
                f,
                "with {symmetry} symmetry clues come in groups that cannot add up to exactly \
                 {target}; aim for a count one higher or lower"
            ),
            GenerateError::NoUniqueStart { attempts } => write!(
                f,
                "none of {attempts} grids gave a unique puzzle on this pattern; allow more \
                 attempts or more cells in the pattern"
            ),
            GenerateError::TargetNotReached {
                target,
                closest,
                attempts,
            } => {
                write!(
                    f,
                    "could not reach a minimal puzzle with {target} clues in {attempts} attempts"
                )?;
                match closest {
                    Some(n) => write!(
                        f,
                        " (closest found: {n}); allow more attempts or aim for a count nearer \
                         the typical 22-26"
                    ),
                    None => f.write_str(
                        " (no unique puzzle fitted the pattern at all); allow more attempts",
                    ),
                }
            }
            GenerateError::DifficultyNotReached {
                wanted,
                attempts,
                lowest_er,
                highest_er,
                unrated,
            } => {
                let t = crate::logic::Tenths;
                write!(f, "no puzzle with {wanted} in {attempts} attempts")?;
                if let (Some(lo), Some(hi)) = (lowest_er, highest_er) {
                    write!(f, " (the others rated {}-{})", t(*lo), t(*hi))?;
                }
                if *unrated > 0 {
                    write!(
                        f,
                        "; {unrated} needed techniques beyond the rater's and could not be judged"
                    )?;
                }
                f.write_str("; allow more attempts or widen the band")
            }
        }
    }
}

impl std::error::Error for GenerateError {}
