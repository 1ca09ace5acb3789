//! [`Conflict`]: two givens that break the rules, named so a person can find them.

use std::fmt;

use super::{Cell, Digit, House};
use crate::words::{Lang, say};

/// Two cells of one house that hold the same digit.
///
/// ```
/// use shudu::Grid;
/// let mut line = String::from("5....5");
/// line.push_str(&".".repeat(75));
/// let grid: Grid = line.parse().unwrap();
/// let conflicts = grid.conflicts();
/// assert_eq!(conflicts[0].to_string(), "r1c1 and r1c6 both hold 5 (row 1)");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Conflict {
    /// The repeated digit.
    pub digit: Digit,
    /// The earlier cell in reading order.
    pub first: Cell,
    /// The later cell in reading order.
    pub second: Cell,
    /// A house both cells belong to (row before column before box).
    pub house: House,
}

impl Conflict {
    /// The clash in `lang`'s words: `r1c1 and r1c5 both hold 3 (row 1)`.
    pub fn words_in(&self, lang: Lang) -> String {
        say!(
            lang,
            "clash",
            first = self.first.to_string(),
            second = self.second.to_string(),
            digit = self.digit.to_string(),
            house = super::HouseName::from(self.house).name_in(lang)
        )
    }
}

impl fmt::Display for Conflict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words_in(Lang::En))
    }
}
