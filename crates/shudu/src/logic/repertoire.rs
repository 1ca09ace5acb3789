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
//! Read next: `path.rs` (the driver), `techniques/mod.rs` (the finders).

use super::board::Board;
use super::path::{Path, walk};
use super::step::Step;
use super::technique::Technique;
use super::techniques;
use crate::grid::Grid;

/// The set of techniques a solving path may use.
///
/// ```
/// use shudu::logic::{Repertoire, Technique};
/// assert_eq!(Repertoire::SudokuExplainer.techniques(), &Technique::ALL[..]);
/// assert!(Repertoire::Full.techniques().contains(&Technique::WWing));
/// assert!(!Repertoire::SudokuExplainer.techniques().contains(&Technique::WWing));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Repertoire {
    /// Sudoku Explainer's techniques in its order ([`Technique::ALL`]): the path
    /// [`rate`](super::rate) follows.
    SudokuExplainer,
    /// Every technique, Sudoku Explainer's and the player techniques, by difficulty:
    /// what hints and explanations use.
    Full,
}

/// The player techniques, in declaration order (the test below merges them into
/// [`FULL`]).
#[cfg(test)]
const PLAYER: [Technique; 14] = [
    Technique::FinnedXWing,
    Technique::SashimiXWing,
    Technique::FinnedSwordfish,
    Technique::SashimiSwordfish,
    Technique::FinnedJellyfish,
    Technique::SashimiJellyfish,
    Technique::EmptyRectangle,
    Technique::WWing,
    Technique::SimpleColouring,
    Technique::MultiColouring,
    Technique::XChain,
    Technique::XYChain,
    Technique::HiddenUniqueRectangle,
    Technique::AlsXz,
];

/// Sudoku Explainer's order and the player techniques merged by difficulty: the base
/// rating of each technique's family (a family — all strong-link chains of two links, say
/// — is searched as one, at its easiest member's place), Sudoku Explainer's techniques
/// first among equals. A unit test checks the list against that rule.
const FULL: [Technique; 99] = {
    use Technique::*;
    [
        FullHouse,
        HiddenSingleBox,
        HiddenSingleLine,
        DirectPointing,
        DirectClaiming,
        DirectHiddenPair,
        NakedSingle,
        DirectHiddenTriplet,
        Pointing,
        Claiming,
        NakedPair,
        XWing,
        FinnedXWing,
        SashimiXWing,
        HiddenPair,
        NakedTriplet,
        Swordfish,
        FinnedSwordfish,
        SashimiSwordfish,
        HiddenTriplet,
        Skyscraper,
        TwoStringKite,
        TurbotFish,
        GroupedSkyscraper,
        GroupedTwoStringKite,
        GroupedTurbotFish,
        XYWing,
        EmptyRectangle,
        XYZWing,
        WWing,
        UniqueRectangleType1,
        UniqueRectangleType2,
        UniqueRectangleType3,
        UniqueRectangleType3Hidden,
        UniqueRectangleType4,
        UniqueLoopType1,
        UniqueLoopType2,
        UniqueLoopType3,
        UniqueLoopType3Hidden,
        UniqueLoopType4,
        HiddenUniqueRectangle,
        SimpleColouring,
        MultiColouring,
        NakedQuad,
        XYChain,
        Jellyfish,
        FinnedJellyfish,
        SashimiJellyfish,
        HiddenQuad,
        ThreeSkyscrapers,
        ThreeStringKite,
        ThreeStrongLinks,
        GroupedThreeSkyscrapers,
        GroupedThreeStringKite,
        GroupedThreeStrongLinks,
        XChain,
        WXYZWing,
        AlsXz,
        BugType1,
        BugType2,
        BugType3,
        BugType4,
        FourSkyscrapers,
        FourStrongLinks,
        GroupedFourSkyscrapers,
        GroupedFourStrongLinks,
        VWXYZWing,
        AlignedPairExclusion,
        BidirectionalXCycle,
        BidirectionalYCycle,
        ForcingXChain,
        BidirectionalCycle,
        ForcingChain,
        UVWXYZWing,
        TUVWXYZWing,
        AlignedTripletExclusion,
        NishioForcingChains,
        CellForcingChains,
        RegionForcingChains,
        DynamicContradictionForcingChains,
        DynamicDoubleForcingChains,
        DynamicCellForcingChains,
        DynamicRegionForcingChains,
        DynamicContradictionForcingChainsPlus,
        DynamicDoubleForcingChainsPlus,
        DynamicCellForcingChainsPlus,
        DynamicRegionForcingChainsPlus,
        DynamicContradictionForcingChainsPlusForcing,
        DynamicDoubleForcingChainsPlusForcing,
        DynamicCellForcingChainsPlusForcing,
        DynamicRegionForcingChainsPlusForcing,
        DynamicContradictionForcingChainsPlusMultiple,
        DynamicDoubleForcingChainsPlusMultiple,
        DynamicCellForcingChainsPlusMultiple,
        DynamicRegionForcingChainsPlusMultiple,
        DynamicContradictionForcingChainsPlusDynamic,
        DynamicDoubleForcingChainsPlusDynamic,
        DynamicCellForcingChainsPlusDynamic,
        DynamicRegionForcingChainsPlusDynamic,
    ]
};

impl Repertoire {
    /// The techniques, in the order the driver tries them.
    pub fn techniques(self) -> &'static [Technique] {
        match self {
            Repertoire::SudokuExplainer => &Technique::ALL,
            Repertoire::Full => &FULL,
        }
    }
}

/// Like [`next_step`](super::next_step), with the techniques of `repertoire`: the first
/// step of the first technique, in its order, that applies.
///
/// ```
/// use shudu::logic::{Board, Repertoire, next_step, next_step_in};
/// use shudu::Grid;
/// let grid: Grid =
///     "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759.."
///         .parse()?;
/// let board = Board::new(&grid);
/// assert_eq!(next_step_in(&board, Repertoire::SudokuExplainer), next_step(&board));
/// # Ok::<(), shudu::ParseError>(())
/// ```
pub fn next_step_in(board: &Board, repertoire: Repertoire) -> Option<Step> {
    techniques::next_in(board, repertoire.techniques())
}

/// Like [`solve_path`](super::solve_path), with the techniques of `repertoire`.
///
/// ```
/// use shudu::logic::{Repertoire, solve_path_in};
/// use shudu::Grid;
/// let grid: Grid =
///     "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759.."
///         .parse()?;
/// let path = solve_path_in(&grid, Repertoire::Full);
/// assert!(path.board.to_grid().is_solution_of(&grid));
/// # Ok::<(), shudu::ParseError>(())
/// ```
pub fn solve_path_in(grid: &Grid, repertoire: Repertoire) -> Path {
    solve_path_from_in(Board::new(grid), repertoire)
}

/// Like [`solve_path_from`](super::solve_path_from), with the techniques of
/// `repertoire`.
pub fn solve_path_from_in(board: Board, repertoire: Repertoire) -> Path {
    walk(board, |b| next_step_in(b, repertoire))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn full_is_every_technique_merged_by_family_rating() {
        let mut merged: Vec<Technique> = Technique::ALL.iter().chain(&PLAYER).copied().collect();
        merged.sort_by_key(|&t| techniques::leader(t).rating_tenths());
        assert_eq!(FULL.to_vec(), merged);
    }

    #[test]
    fn player_techniques_follow_sudoku_explainers() {
        let last = Technique::ALL[Technique::ALL.len() - 1];
        assert!(PLAYER.windows(2).all(|w| w[0] < w[1]));
        assert!(PLAYER.iter().all(|&t| t > last));
    }
}
