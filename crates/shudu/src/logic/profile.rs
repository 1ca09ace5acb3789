//! [`SeProfile`]: which Sudoku Explainer a rating reproduces. The forum's references
//! differ: SukakuExplainer's `serate` (the default, `sukaku`) adds rules to Sudoku
//! Explainer 1.2.1 — the strong-link patterns (skyscraper, kite, turbot fish, their
//! grouped forms, three and four links) and the WXYZ- to TUVWXYZ-wings — and so rates
//! many puzzles lower than gsf's `serate` of Sudoku Explainer 1.2.1.3 (`se121`), which
//! the Patterns Game and many published lists are rated with.
//!
//! A profile is one row of [`PROFILES`]: its name, the program it reproduces, and the
//! techniques of the rating order it leaves out. Both profiles walk the one technique
//! table in its one order (`technique.rs`) with the same finders; a profile only takes
//! rows away ([`Repertoire::techniques`](super::Repertoire::techniques)).
//!
//! Read next: `repertoire.rs`, which builds each profile's order.

use super::repertoire::Repertoire;
use super::technique::Technique;

/// The Sudoku Explainer whose ratings a rating reproduces.
///
/// ```
/// use shudu::logic::{Repertoire, SeProfile};
/// assert_eq!(SeProfile::from_name("se121"), Some(SeProfile::Se121));
/// assert_eq!(SeProfile::default(), SeProfile::Sukaku);
/// assert_eq!(SeProfile::Se121.repertoire(), Repertoire::SudokuExplainer121);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum SeProfile {
    /// SukakuExplainer's `serate` (commit 362854e, default settings).
    #[default]
    Sukaku,
    /// gsf's `serate`, Sudoku Explainer 1.2.1.3.
    Se121,
}

/// One profile: what it is called, what it reproduces, and the rules of the rating order
/// that program lacks.
pub(crate) struct ProfileRow {
    /// The profile, whose discriminant is the row's index.
    pub(crate) profile: SeProfile,
    /// The repertoire a rating on it follows.
    pub(crate) repertoire: Repertoire,
    pub(crate) name: &'static str,
    pub(crate) reference: &'static str,
    pub(crate) leaves_out: &'static [Technique],
    /// Whether a unique loop's type-3 hidden sets start at as many digits as the loop's
    /// two cells hold extras (1.2.1.3), rather than at two (SukakuExplainer's fix).
    pub(crate) loop_hidden_sets_from_extras: bool,
}

/// The rules SukakuExplainer added to Sudoku Explainer 1.2.1: none of them is in 1.2.1.3.
const ADDED_BY_SUKAKU: &[Technique] = &[
    Technique::Skyscraper,
    Technique::TwoStringKite,
    Technique::TurbotFish,
    Technique::GroupedSkyscraper,
    Technique::GroupedTwoStringKite,
    Technique::GroupedTurbotFish,
    Technique::ThreeSkyscrapers,
    Technique::ThreeStringKite,
    Technique::ThreeStrongLinks,
    Technique::GroupedThreeSkyscrapers,
    Technique::GroupedThreeStringKite,
    Technique::GroupedThreeStrongLinks,
    Technique::FourSkyscrapers,
    Technique::FourStrongLinks,
    Technique::GroupedFourSkyscrapers,
    Technique::GroupedFourStrongLinks,
    Technique::WXYZWing,
    Technique::VWXYZWing,
    Technique::UVWXYZWing,
    Technique::TUVWXYZWing,
];

/// Every profile, the default first.
pub(crate) const PROFILES: [ProfileRow; 2] = [
    ProfileRow {
        profile: SeProfile::Sukaku,
        repertoire: Repertoire::SudokuExplainer,
        name: "sukaku",
        reference: "SukakuExplainer serate (362854e, default settings)",
        leaves_out: &[],
        loop_hidden_sets_from_extras: false,
    },
    ProfileRow {
        profile: SeProfile::Se121,
        repertoire: Repertoire::SudokuExplainer121,
        name: "se121",
        reference: "Sudoku Explainer 1.2.1.3 (gsf's serate)",
        leaves_out: ADDED_BY_SUKAKU,
        loop_hidden_sets_from_extras: true,
    },
];

impl SeProfile {
    /// Every profile, the default first.
    pub const ALL: [SeProfile; 2] = [SeProfile::Sukaku, SeProfile::Se121];

    fn row(self) -> &'static ProfileRow {
        &PROFILES[self as usize]
    }

    /// Its name, as `--se-profile` takes it: `sukaku` or `se121`.
    pub fn name(self) -> &'static str {
        self.row().name
    }

    /// The profile named `name`.
    pub fn from_name(name: &str) -> Option<SeProfile> {
        SeProfile::ALL.into_iter().find(|p| p.name() == name)
    }

    /// The program whose ratings it reproduces.
    ///
    /// ```
    /// use shudu::logic::SeProfile;
    /// assert!(SeProfile::Se121.reference().contains("1.2.1.3"));
    /// ```
    pub fn reference(self) -> &'static str {
        self.row().reference
    }

    /// The repertoire a rating on this profile follows.
    pub fn repertoire(self) -> Repertoire {
        self.row().repertoire
    }

    /// The profile whose rating follows `repertoire`; the default for the full one.
    pub(crate) fn of_repertoire(repertoire: Repertoire) -> SeProfile {
        PROFILES
            .iter()
            .find(|row| row.repertoire == repertoire)
            .map_or(SeProfile::default(), |row| row.profile)
    }

    /// Whether unique loops' type-3 hidden sets start at the number of extra digits.
    pub(crate) fn loop_hidden_sets_from_extras(self) -> bool {
        self.row().loop_hidden_sets_from_extras
    }

    /// Whether the profile's program has `technique` among its rules.
    pub(crate) fn has(self, technique: Technique) -> bool {
        !self.row().leaves_out.contains(&technique)
    }
}

impl std::fmt::Display for SeProfile {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_are_in_profile_order_and_leave_out_only_sudoku_explainers_rules() {
        for (i, row) in PROFILES.iter().enumerate() {
            assert_eq!(row.profile as usize, i);
            assert_eq!(SeProfile::ALL[i], row.profile);
            assert!(row.leaves_out.iter().all(|t| t.is_sudoku_explainers()));
        }
        assert_eq!(SeProfile::from_name("sukaku"), Some(SeProfile::Sukaku));
        assert_eq!(SeProfile::from_name("1.2.1.3"), None);
    }
}
