//! Canonical forms: which puzzles are the same puzzle in disguise, and the disguises.
//!
//! Two puzzles are equivalent when a [`Transform`] maps one onto the other: a
//! transposition, permutations of bands, of rows within a band, of stacks and of columns
//! within a stack (3,359,232 geometric transforms in all), and a relabelling of the
//! digits. The community names a class by its *minlex* form, the lexicographically
//! smallest 81-digit string (`0` for an empty cell, read row by row) of all its members;
//! [`canonical`] finds it for any puzzle, unique, multiple, unsolvable or clashing alike,
//! from the givens alone, with a transform reaching it and the number of automorphisms
//! (transforms, relabellings counted, that leave the puzzle unchanged).
//! [`canonical_pattern`] does the same for the clue layout alone, and [`Distinct`]
//! remembers classes in a few bytes each, to drop duplicates from a stream.
//!
//! ```
//! use shudu::Grid;
//! use shudu::canon::{Transform, canonical};
//!
//! let puzzle: Grid =
//!     "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..".parse()?;
//! let disguised = Transform::random(1, 2).apply(&puzzle);
//! let (a, b) = (canonical(&puzzle), canonical(&disguised));
//! assert_eq!(a.form, b.form);
//! assert_eq!(a.transform.apply(&puzzle), a.form);
//! // A transform taking one onto the other: to the canonical form, then back.
//! let map = a.transform.then(&b.transform.inverse());
//! assert_eq!(map.apply(&puzzle), disguised);
//! # Ok::<(), shudu::ParseError>(())
//! ```
//!
//! Read next: `transform.rs` (the transforms and their text form), `minlex.rs` (the
//! search), `distinct.rs` (the set of classes seen).

mod distinct;
mod error;
mod minlex;
mod transform;

pub use distinct::Distinct;
pub use error::TransformError;
pub use transform::Transform;

use crate::grid::{Cell, CellSet, Grid};

/// A puzzle's canonical (minlex) form, with a transform that takes the puzzle there and
/// how many transforms leave the puzzle unchanged.
///
/// ```
/// use shudu::Grid;
/// use shudu::canon::{Transform, canonical};
///
/// let empty = canonical(&Grid::empty());
/// assert_eq!(empty.form, Grid::empty());
/// assert_eq!(empty.automorphisms, Transform::GEOMETRIC * 362_880);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Canonical {
    /// The minlex form: of every equivalent puzzle, the smallest as an 81-digit string.
    pub form: Grid,
    /// A transform with `transform.apply(puzzle) == form`.
    pub transform: Transform,
    /// The transforms (geometry and relabelling together) that map the puzzle onto
    /// itself, the identity included: the puzzle has `GEOMETRIC × 9! / automorphisms`
    /// distinct equivalent forms.
    pub automorphisms: u64,
}

/// The canonical (minlex) form of `puzzle`: the smallest 81-digit string, `0` for an empty
/// cell, over every transform of the puzzle.
///
/// ```
/// use shudu::Grid;
/// use shudu::canon::canonical;
/// let puzzle: Grid =
///     "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..".parse()?;
/// let canon = canonical(&puzzle);
/// assert_eq!(
///     canon.form.to_line(),
///     "........1.....2.3...4.5.6.....6..7....678.....3...9.....8...5...9...7.1.12.....9."
/// );
/// assert_eq!(canon.automorphisms, 1);
/// # Ok::<(), shudu::ParseError>(())
/// ```
pub fn canonical(puzzle: &Grid) -> Canonical {
    let found = minlex::minlex(&puzzle.to_values());
    Canonical {
        form: Grid::from_values(&found.values),
        transform: found.transform,
        automorphisms: found.automorphisms,
    }
}

/// The canonical form of a puzzle's clue layout, with a geometric transform that takes
/// the layout there and the number of geometric transforms that keep it.
///
/// ```
/// use shudu::Grid;
/// use shudu::canon::canonical_pattern;
/// let puzzle: Grid =
///     "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..".parse()?;
/// let pattern = canonical_pattern(&puzzle);
/// assert_eq!(pattern.cells.len(), 21);
/// assert_eq!(&pattern.to_line()[..18], "........x.....x.x.");
/// # Ok::<(), shudu::ParseError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct CanonicalPattern {
    /// The clue cells of the smallest layout, reading a clue as 1 and an empty cell as 0.
    pub cells: CellSet,
    /// A geometric transform (digits unchanged) taking the puzzle's clues onto `cells`.
    pub transform: Transform,
    /// The geometric transforms that map the layout onto itself, the identity included.
    pub automorphisms: u64,
}

impl CanonicalPattern {
    /// The 81-character form the generator reads as a pattern: `x` for a clue, `.` for
    /// none.
    pub fn to_line(&self) -> String {
        Cell::all()
            .map(|c| if self.cells.contains(c) { 'x' } else { '.' })
            .collect()
    }
}

/// The canonical form of the clue layout of `puzzle` (its digits ignored).
pub fn canonical_pattern(puzzle: &Grid) -> CanonicalPattern {
    let values = puzzle.to_values().map(|v| u8::from(v != 0));
    let found = minlex::minlex(&values);
    let cells = Cell::all()
        .filter(|c| found.values[c.index()] != 0)
        .collect();
    // Every clue reads as digit 1, so the search names only that digit; its count holds
    // every renaming of the eight others (all of the nine when there is no clue).
    let unseen = if values.contains(&1) { 8 } else { 9 };
    let renamings: u64 = (1..=unseen).product();
    let geometric = found.transform;
    CanonicalPattern {
        cells,
        transform: geometric.without_relabelling(),
        automorphisms: found.automorphisms / renamings,
    }
}
