//! [`GenerateError`]: everything that can stop the generator, worded so that the reader
//! knows what to change (a character of the pattern, the symmetry, the clue target or
//! the attempt budget).
//!
//! Read next: `pattern.rs` and `generator.rs`, which raise these errors.

use std::fmt;

use super::Symmetry;
use super::generator::MAX_MINIMAL_CLUES;
use std::time::Duration;

use super::Difficulty;
use crate::grid::{Cell, House, HouseName};
use crate::logic::{Tenths, gave_up_words};
use crate::words::{Lang, say};

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
        /// The length of the budget, when it had one (words: `gave up after 2 s`).
        after: Option<Duration>,
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
        /// The difficulty asked for.
        wanted: Difficulty,
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

impl GenerateError {
    /// What stopped the generator, in `lang`.
    ///
    /// ```
    /// use shudu::GenerateError;
    /// use shudu::words::Lang;
    /// let err = GenerateError::PatternTooSparse { cells: 12 };
    /// assert_eq!(
    ///     err.words_in(Lang::ZhHans),
    ///     "样式只容得下 12 个提示数，而唯一解的数独至少要 17 个"
    /// );
    /// ```
    pub fn words_in(&self, lang: Lang) -> String {
        let t = |er: u8| Tenths(er).to_string();
        match self {
            GenerateError::UnknownSymmetry { name } => {
                let known: Vec<&str> = Symmetry::ALL.iter().map(|s| s.name()).collect();
                say!(
                    lang,
                    "generate-unknown-symmetry",
                    name = name.as_str(),
                    known = known.join(", ")
                )
            }
            GenerateError::PatternLength { cells } => {
                say!(lang, "generate-pattern-length", cells = *cells)
            }
            GenerateError::PatternLine { line, cells } => {
                say!(lang, "generate-pattern-line", line = *line, cells = *cells)
            }
            GenerateError::PatternCharacter { cell, character } => say!(
                lang,
                "generate-pattern-character",
                ch = format!("{character:?}"),
                cell = cell.to_string(),
                index = cell.index() + 1
            ),
            GenerateError::PatternTooSparse { cells } => {
                say!(lang, "generate-pattern-too-sparse", cells = *cells)
            }
            GenerateError::PatternEmptyPair { first, second } => say!(
                lang,
                "generate-pattern-empty-pair",
                first = HouseName::from(*first).name_in(lang),
                second = HouseName::from(*second).name_in(lang)
            ),
            GenerateError::PatternNotSymmetric {
                symmetry,
                cell,
                image,
            } => say!(
                lang,
                "generate-pattern-not-symmetric",
                symmetry = symmetry.name(),
                cell = cell.to_string(),
                image = image.to_string()
            ),
            GenerateError::TargetOutOfRange { target, max } if *max < MAX_MINIMAL_CLUES => say!(
                lang,
                "generate-target-out-of-settings",
                target = *target,
                known = MAX_MINIMAL_CLUES,
                max = *max
            ),
            GenerateError::TargetOutOfRange { target, max } => say!(
                lang,
                "generate-target-out-of-range",
                target = *target,
                known = MAX_MINIMAL_CLUES,
                max = *max
            ),
            GenerateError::EmptyRatingRange { min, max } => {
                say!(
                    lang,
                    "generate-empty-rating-range",
                    min = t(*min),
                    max = t(*max)
                )
            }
            GenerateError::GaveUp { attempts, after } => say!(
                lang,
                "generate-gave-up",
                why = gave_up_words(*after, lang),
                attempts = *attempts
            ),
            GenerateError::NoAttempts => say!(lang, "generate-no-attempts"),
            GenerateError::TargetNotComposable { target, symmetry } => say!(
                lang,
                "generate-target-not-composable",
                symmetry = symmetry.name(),
                target = *target
            ),
            GenerateError::NoUniqueStart { attempts } => {
                say!(lang, "generate-no-unique-start", attempts = *attempts)
            }
            GenerateError::TargetNotReached {
                target,
                closest: Some(closest),
                attempts,
            } => say!(
                lang,
                "generate-target-not-reached",
                target = *target,
                attempts = *attempts,
                closest = *closest
            ),
            GenerateError::TargetNotReached {
                target,
                closest: None,
                attempts,
            } => say!(
                lang,
                "generate-target-not-fitted",
                target = *target,
                attempts = *attempts
            ),
            GenerateError::DifficultyNotReached {
                wanted,
                attempts,
                lowest_er,
                highest_er,
                unrated,
            } => {
                let others = match (lowest_er, highest_er) {
                    (Some(lo), Some(hi)) => {
                        say!(
                            lang,
                            "generate-others-rated",
                            lowest = t(*lo),
                            highest = t(*hi)
                        )
                    }
                    _ => String::new(),
                };
                let unrated = match unrated {
                    0 => String::new(),
                    n => say!(lang, "generate-unrated", unrated = *n),
                };
                say!(
                    lang,
                    "generate-difficulty-not-reached",
                    wanted = wanted.words_in(lang),
                    attempts = *attempts,
                    others = others,
                    unrated = unrated
                )
            }
        }
    }
}

impl fmt::Display for GenerateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words_in(Lang::En))
    }
}

impl std::error::Error for GenerateError {}
