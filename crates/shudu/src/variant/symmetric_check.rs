//! Judging a puzzle as `shudu check --symmetry` does: the [`Check`], whether the clues
//! are laid out with the symmetry, and which groups of symmetric clues could go together
//! with the solution staying unique — so a setter keeping a symmetric pattern sees what
//! can still go. The groups and the words live here, beside the plain check's, so every
//! front end says the same thing.
//!
//! Groups are orbits of the classic grid's symmetries ([`Symmetry`]), so this judges
//! puzzles on classic rules; other rules answer [`VariantError::NotAvailable`].
//!
//! Read next: `check.rs` (the plain check), `crate::generate::redundant_groups` (the
//! search for the groups), `records/variant.rs` for the record.

use std::fmt;

use super::check::clue_words;
use super::{Check, Pos, Puzzle, Symbols, VariantError, Verdict};
use crate::Symmetry;
use crate::generate::redundant_groups;
use crate::words::{Lang, Phrase, Value};

/// A check under a symmetry.
///
/// ```
/// use shudu::{Puzzle, Symmetry};
/// use shudu::variant::{Symbols, Verdict};
/// // A minimal puzzle whose clues are not laid out with rot180.
/// let minimal: Puzzle = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......".parse()?;
/// let check = minimal.check_symmetry(Symmetry::Rot180)?;
/// assert_eq!(check.verdict(), Verdict::Minimal);
/// assert!(!check.symmetric);
/// assert_eq!(
///     check.words(Symbols::Standard),
///     "valid, unique, minimal for rot180 (17 clues); the clues are not laid out with rot180"
/// );
/// // Groups are laid out on the classic grid only.
/// let x: Puzzle = r#"{"size":4,"extras":["diagonal-main"],"givens":"1..............."}"#.parse()?;
/// assert_eq!(
///     x.check_symmetry(Symmetry::Rot180).unwrap_err().to_string(),
///     "check --symmetry is not available for these rules (4×4 (2×2 boxes), diagonal-main): it is defined for classic 9×9 puzzles"
/// );
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SymmetricCheck {
    /// The plain check.
    pub check: Check,
    /// The symmetry the clues are judged under.
    pub symmetry: Symmetry,
    /// Whether the clues are laid out with the symmetry.
    pub symmetric: bool,
    /// The groups of clues, each an orbit of the symmetry, that could each go with the
    /// solution staying unique, with their values; `None` unless the puzzle is unique.
    pub redundant_groups: Option<Vec<Vec<(Pos, u8)>>>,
}

impl SymmetricCheck {
    /// The verdict under the symmetry: [`Verdict::Minimal`] when the puzzle is unique and
    /// no group can go, [`Verdict::Unique`] when one can; otherwise the plain check's.
    pub fn verdict(&self) -> Verdict {
        match &self.redundant_groups {
            Some(groups) if groups.is_empty() => Verdict::Minimal,
            Some(_) => Verdict::Unique,
            None => self.check.verdict,
        }
    }

    /// Whether no group of symmetric clues can go from a unique puzzle.
    pub fn is_minimal_for_symmetry(&self) -> bool {
        self.verdict() == Verdict::Minimal
    }

    /// The verdict in words, clue values written in `symbols`: "valid, unique, not
    /// minimal for rot180 (30 clues; 1 redundant group: {r4c4=1 r6c6=6})", and whether
    /// the clues are laid out with the symmetry when they are not.
    pub fn words(&self, symbols: Symbols) -> String {
        self.words_in(symbols, Lang::En)
    }

    /// The verdict in `lang`'s words, clue values written in `symbols`; the symmetry
    /// keeps its name on the command line (`rot180`).
    ///
    /// ```
    /// use shudu::{Puzzle, Symmetry};
    /// use shudu::variant::Symbols;
    /// use shudu::words::Lang;
    /// let minimal: Puzzle = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......".parse()?;
    /// let check = minimal.check_symmetry(Symmetry::Rot180)?;
    /// assert_eq!(
    ///     check.words_in(Symbols::Standard, Lang::ZhHans),
    ///     "有效，唯一解，在 rot180 对称下最简（17 个提示数）；提示数不是按 rot180 对称排列的"
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn words_in(&self, symbols: Symbols, lang: Lang) -> String {
        let (symmetry, clues) = (self.symmetry.to_string(), self.check.clues);
        let verdict: Value = match &self.redundant_groups {
            None => self.check.words_in(symbols, lang).into(),
            Some(groups) if groups.is_empty() => Phrase::new("check-minimal-for")
                .with("symmetry", symmetry.clone())
                .with("clues", clues)
                .into(),
            Some(groups) => {
                let given = |&clue: &(Pos, u8)| clue_words(clue, symbols);
                let listed: Vec<String> = groups
                    .iter()
                    .map(|group| match group.as_slice() {
                        [one] => given(one),
                        cells => {
                            let parts: Vec<String> = cells.iter().map(given).collect();
                            format!("{{{}}}", parts.join(" "))
                        }
                    })
                    .collect();
                Phrase::new("check-unique-for")
                    .with("symmetry", symmetry.clone())
                    .with("clues", clues)
                    .with("count", listed.len())
                    .with("listed", listed.join(" "))
                    .into()
            }
        };
        let words = if self.check.verdict != Verdict::Invalid && !self.symmetric {
            Phrase::new("check-not-symmetric")
                .with("verdict", verdict)
                .with("symmetry", symmetry)
        } else {
            Phrase::new("variant-reason").with("reason", verdict)
        };
        words.words_in(lang)
    }
}

impl fmt::Display for SymmetricCheck {
    /// The verdict in words with the standard symbols.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words(Symbols::Standard))
    }
}

impl Puzzle {
    /// Judges the puzzle as [`Puzzle::check`] does, and under `symmetry`: whether its
    /// clues are laid out with it and, for a unique puzzle, which groups of symmetric
    /// clues could each go. Groups are laid out on the classic grid: other rules answer
    /// [`VariantError::NotAvailable`] naming `check --symmetry`.
    pub fn check_symmetry(&self, symmetry: Symmetry) -> Result<SymmetricCheck, VariantError> {
        let grid = self.classic_grid_for("check --symmetry")?;
        let check = self.check();
        let redundant_groups = check.verdict.is_unique().then(|| {
            redundant_groups(&grid, symmetry)
                .iter()
                .map(|group| {
                    group
                        .cells()
                        .iter()
                        .map(|&cell| {
                            let digit = grid.get(cell).map_or(0, |d| d.get());
                            (Pos::from(cell), digit)
                        })
                        .collect()
                })
                .collect()
        });
        Ok(SymmetricCheck {
            check,
            symmetry,
            symmetric: symmetry.holds_for(&grid),
            redundant_groups,
        })
    }
}
