//! [`Level`]: named difficulty bands over Sudoku Explainer's ER, for players who want
//! "a hard one" rather than a number.
//!
//! | level | ER | what it takes |
//! |---|---|---|
//! | Easy | 1.0 – 1.5 | full houses and hidden singles |
//! | Medium | 1.6 – 2.5 | direct locked candidates and subsets, naked singles |
//! | Hard | 2.6 – 3.9 | locked candidates, naked and hidden pairs and triples, X-wing, swordfish |
//! | Expert | 4.0 – 5.9 | strong-link patterns, wings, unique rectangles, BUG, quads, jellyfish |
//! | Extreme | 6.0 – 8.9 | chains and forcing chains |
//! | Diabolical | 9.0 and up | long dynamic chains, dynamic (+) and nested forcing chains |
//!
//! The bands follow where Sudoku Explainer's ratings change kind of reasoning, so a
//! level names what a player will need, not how many clues the puzzle has.

use std::fmt;

use crate::words::{Lang, say};

/// A named band of ER ratings (see the module documentation for the bands).
///
/// ```
/// use shudu::logic::Level;
/// assert_eq!(Level::for_er(42), Level::Expert);
/// assert_eq!(Level::from_name("hard"), Some(Level::Hard));
/// assert_eq!(Level::Hard.er_range(), (26, 39));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Level {
    /// ER 1.0–1.5.
    Easy,
    /// ER 1.6–2.5.
    Medium,
    /// ER 2.6–3.9.
    Hard,
    /// ER 4.0–5.9.
    Expert,
    /// ER 6.0–8.9.
    Extreme,
    /// ER 9.0 and up.
    Diabolical,
}

impl Level {
    /// Every level, easiest first.
    pub const ALL: [Level; 6] = [
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Expert,
        Level::Extreme,
        Level::Diabolical,
    ];

    /// The lowest and highest ER of the band, in tenths, both included.
    pub fn er_range(self) -> (u8, u8) {
        match self {
            Level::Easy => (10, 15),
            Level::Medium => (16, 25),
            Level::Hard => (26, 39),
            Level::Expert => (40, 59),
            Level::Extreme => (60, 89),
            Level::Diabolical => (90, u8::MAX),
        }
    }

    /// The level of an ER given in tenths.
    pub fn for_er(er: u8) -> Level {
        Level::ALL
            .into_iter()
            .find(|l| er <= l.er_range().1)
            .unwrap_or(Level::Diabolical)
    }

    /// The lowercase name used on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Expert => "expert",
            Level::Extreme => "extreme",
            Level::Diabolical => "diabolical",
        }
    }

    /// The level called `name` (any case).
    pub fn from_name(name: &str) -> Option<Level> {
        Level::ALL
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(name))
    }
}

impl Level {
    /// The level's name in `lang`, as a heading shows it: `Expert`, `专家`.
    ///
    /// ```
    /// use shudu::logic::Level;
    /// use shudu::words::Lang;
    /// assert_eq!(Level::Expert.name_in(Lang::En), "Expert");
    /// assert_eq!(Level::Expert.name_in(Lang::ZhHans), "专家");
    /// ```
    pub fn name_in(self, lang: Lang) -> String {
        match self {
            Level::Easy => say!(lang, "level-easy"),
            Level::Medium => say!(lang, "level-medium"),
            Level::Hard => say!(lang, "level-hard"),
            Level::Expert => say!(lang, "level-expert"),
            Level::Extreme => say!(lang, "level-extreme"),
            Level::Diabolical => say!(lang, "level-diabolical"),
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name_in(Lang::En))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bands_are_contiguous() {
        for pair in Level::ALL.windows(2) {
            assert_eq!(pair[0].er_range().1 + 1, pair[1].er_range().0);
        }
        for er in 10..=120u8 {
            let level = Level::for_er(er);
            let (lo, hi) = level.er_range();
            assert!(lo <= er && er <= hi, "{er} in {level}");
        }
        assert_eq!(Level::Expert.to_string(), "Expert");
    }
}
