//! [`Repertoire`]: which techniques the driver may use, and in what order. Sudoku
//! Explainer's repertoire is the one ratings are measured with ([`rate`](super::rate),
//! the generator's difficulty filter); the full one adds the player techniques Sudoku
//! Explainer lacks (finned and sashimi fish, empty rectangle, W-wing, colouring, X- and
//! XY-chains, hidden unique rectangle, ALS-XZ) and is what hints and explanations use, so
//! a player is shown the easiest step they know by name.
//!
//! Alternating inference chains and nice loops need no finder of their own: Sudoku
//! Explainer's chain rules are exactly those, under other names. A continuous nice loop
//! is its "Bidirectional Cycle" (X-Cycle on one digit, Y-Cycle through bivalue cells); a
//! discontinuous nice loop or an AIC whose ends see a victim is its "Forcing Chain"
//! ("Forcing X-Chain" on one digit). The grouped forms are the strong-link rule's
//! grouped chains. Both repertoires therefore hold them.
//!
//! Killer cage rules (cage combination, innies and outies) have shudu's own ratings, as
//! Sudoku Explainer rates no killer: both repertoires hold them, at their rating's place,
//! and they apply to boards with cages only.
//!
//! A repertoire is one of the logic engine's settings ([`super::Logic`]).
//!
//! Read next: `settings.rs`, `path.rs` (the driver), `techniques/mod.rs` (the finders).

use super::technique::{SUDOKU_EXPLAINER_COUNT, Technique};
use std::sync::OnceLock;

/// The set of techniques a solving path may use.
///
/// ```
/// use shudu::logic::{Repertoire, Technique};
/// let se = Repertoire::SudokuExplainer.techniques();
/// assert_eq!(se[..3], Technique::ALL[..3]);
/// assert!(se.contains(&Technique::CageCombination));
/// assert_eq!(Repertoire::Full.techniques().len(), Technique::ALL.len());
/// assert!(Repertoire::Full.techniques().contains(&Technique::WWing));
/// assert!(!Repertoire::SudokuExplainer.techniques().contains(&Technique::WWing));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Repertoire {
    /// Sudoku Explainer's techniques in its order (the start of [`Technique::ALL`]), with
    /// the variant rules Sudoku Explainer lacks (killer cages, thermometers,
    /// kropki dots, XV, German whispers, renban, arrows, sandwiches, little killers) at their
    /// rating's place (they apply to their boards only): the path [`rate`](super::rate)
    /// follows.
    SudokuExplainer,
    /// Sudoku Explainer 1.2.1.3's techniques (gsf's `serate`): the order above without
    /// the rules SukakuExplainer added (the strong-link patterns and the WXYZ- to
    /// TUVWXYZ-wings); what a rating on the `se121` profile follows
    /// ([`SeProfile`](super::SeProfile)).
    SudokuExplainer121,
    /// Every technique, Sudoku Explainer's and the player techniques, by difficulty:
    /// what hints and explanations use.
    Full,
}

/// Sudoku Explainer's order and the player techniques merged by difficulty: by the base
/// rating of each technique's family (a family — all strong-link chains of two links, say
/// — is searched as one, at its easiest member's place), Sudoku Explainer's techniques
/// first among equals (the sort is stable and they come first in [`Technique::ALL`]).
/// Built once, on first use, from the technique table, so a technique added there takes
/// its place here.
fn full() -> &'static [Technique] {
    static FULL: OnceLock<Vec<Technique>> = OnceLock::new();
    FULL.get_or_init(|| {
        let mut merged: Vec<Technique> = Technique::ALL.to_vec();
        merged.sort_by_key(|&t| t.leader().rating_tenths());
        merged
    })
}

/// Sudoku Explainer's order with the rules of variants it does not rate (killer cages,
/// thermometers) inserted at their rating's place: before the first of its rules rated higher. Those
/// rules apply only to the boards they are for, so on every other board this is Sudoku
/// Explainer's repertoire unchanged.
fn rated() -> &'static [Technique] {
    static RATED: OnceLock<Vec<Technique>> = OnceLock::new();
    RATED.get_or_init(|| {
        let mut list = Technique::ALL[..SUDOKU_EXPLAINER_COUNT].to_vec();
        for &t in Technique::ALL.iter().filter(|t| t.is_variant_rule()) {
            let at = list
                .iter()
                .position(|x| x.leader().rating_tenths() > t.rating_tenths())
                .unwrap_or(list.len());
            list.insert(at, t);
        }
        list
    })
}

/// The rating order of Sudoku Explainer 1.2.1.3: the rating order with the rules its
/// profile leaves out taken away.
fn rated_121() -> &'static [Technique] {
    static RATED: OnceLock<Vec<Technique>> = OnceLock::new();
    RATED.get_or_init(|| {
        let profile = super::SeProfile::Se121;
        rated()
            .iter()
            .copied()
            .filter(|&t| profile.has(t))
            .collect()
    })
}

impl Repertoire {
    /// The techniques, in the order the driver tries them.
    pub fn techniques(self) -> &'static [Technique] {
        match self {
            Repertoire::SudokuExplainer => rated(),
            Repertoire::SudokuExplainer121 => rated_121(),
            Repertoire::Full => full(),
        }
    }

    /// The Sudoku Explainer whose rules' details the finders follow: 1.2.1.3's on its
    /// repertoire, SukakuExplainer's on the others.
    pub fn profile(self) -> super::SeProfile {
        super::SeProfile::of_repertoire(self)
    }

    /// Whether a path on this repertoire is a rating's (Sudoku Explainer's rules only,
    /// on either profile).
    pub fn rates(self) -> bool {
        self != Repertoire::Full
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn full_is_every_technique_by_family_rating_sudoku_explainers_first() {
        let full = Repertoire::Full.techniques();
        assert_eq!(full.len(), Technique::ALL.len());
        let key = |t: Technique| t.leader().rating_tenths();
        assert!(full.windows(2).all(|w| key(w[0]) <= key(w[1])));
        // Among equals, Sudoku Explainer's techniques first.
        for w in full.windows(2) {
            if key(w[0]) == key(w[1]) {
                let se = |t: Technique| t.is_sudoku_explainers();
                assert!(se(w[0]) || !se(w[1]), "{:?} before {:?}", w[0], w[1]);
            }
        }
        assert!(Technique::ALL.iter().all(|t| full.contains(t)));
        // By difficulty: a finned X-wing right after the X-wing, the W-wing between the
        // XYZ-wing and the unique rectangles.
        let at = |t| full.iter().position(|&x| x == t).unwrap();
        assert_eq!(at(Technique::FinnedXWing), at(Technique::XWing) + 1);
        assert!(at(Technique::XYZWing) < at(Technique::WWing));
        assert!(at(Technique::WWing) < at(Technique::UniqueRectangleType1));
    }

    #[test]
    fn sudoku_explainers_are_the_start_of_all_and_the_rest_are_player_techniques() {
        let rated = Repertoire::SudokuExplainer.techniques();
        let se: Vec<Technique> = rated
            .iter()
            .copied()
            .filter(|t| t.is_sudoku_explainers())
            .collect();
        assert_eq!(se, &Technique::ALL[..se.len()]);
        let rest = &Technique::ALL[se.len()..];
        let player: Vec<&Technique> = rest.iter().filter(|t| !t.is_variant_rule()).collect();
        assert_eq!(player.len(), 14);
        assert!(player.iter().all(|t| !t.is_sudoku_explainers()));
        assert!(player.iter().all(|t| !rated.contains(t)));
        // The variant rules sit among Sudoku Explainer's by rating: cage combination (2.4)
        // after the naked single (2.3) and the non-consecutive forcing cell (2.4, Sudoku
        // Explainer's, so first at its rating), innies and outies (3.0) after the naked
        // pair.
        let at = |t| rated.iter().position(|&x| x == t).unwrap();
        assert_eq!(
            at(Technique::NonConsecutiveForcingCell),
            at(Technique::NakedSingle) + 1
        );
        assert_eq!(
            at(Technique::CageCombination),
            at(Technique::NonConsecutiveForcingCell) + 1
        );
        assert_eq!(at(Technique::InniesAndOuties), at(Technique::NakedPair) + 1);
        // The thermometer (2.4) after the cage combination, its equal in rating.
        assert_eq!(
            at(Technique::Thermometer),
            at(Technique::CageCombination) + 1
        );
        assert_eq!(at(Technique::KropkiDot), at(Technique::Thermometer) + 1);
        assert_eq!(at(Technique::XvSum), at(Technique::KropkiDot) + 1);
        assert_eq!(at(Technique::GermanWhispers), at(Technique::XvSum) + 1);
        assert_eq!(at(Technique::Renban), at(Technique::GermanWhispers) + 1);
        assert_eq!(at(Technique::Arrow), at(Technique::Renban) + 1);
        assert_eq!(at(Technique::Sandwich), at(Technique::Arrow) + 1);
        assert_eq!(at(Technique::LittleKiller), at(Technique::Sandwich) + 1);
        assert_eq!(rated.len(), se.len() + 10);
    }
}
