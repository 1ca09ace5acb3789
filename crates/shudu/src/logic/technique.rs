//! [`Technique`]: the named solving techniques, in the order the driver tries them, each
//! with its name and its Sudoku Explainer rating.
//!
//! The order is Sudoku Explainer's (SukakuExplainer `serate`, default settings): the order
//! of its rule producers, with the variants one producer can report sorted by rating. That
//! order follows difficulty except where Sudoku Explainer itself groups: all its
//! strong-link patterns (skyscraper 4.0, kites and turbot fish 4.1) are tried before the
//! XY-wing (4.2), for example.
//!
//! Read next: `step.rs` (what a technique finds), `techniques/mod.rs` (who finds it).

use std::fmt;

/// A solving technique the logic engine can apply.
///
/// ```
/// use shudu::logic::Technique;
/// assert_eq!(Technique::NakedSingle.name(), "Naked Single");
/// assert_eq!(Technique::NakedSingle.rating(), 2.3);
/// assert!(Technique::HiddenSingleBox < Technique::NakedSingle);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[non_exhaustive]
pub enum Technique {
    /// The last empty cell of a house (SE: a hidden single whose house has one empty
    /// cell, 1.0).
    FullHouse,
    /// The only place for a digit in a box (1.2).
    HiddenSingleBox,
    /// The only place for a digit in a row or column (1.5).
    HiddenSingleLine,
    /// A pointing that leaves a hidden single in another box (1.7).
    DirectPointing,
    /// A claiming that leaves a hidden single in another row or column (1.9).
    DirectClaiming,
    /// A hidden pair whose eliminations leave a hidden single in its house (2.0).
    DirectHiddenPair,
    /// The only candidate left in a cell (2.3).
    NakedSingle,
    /// A hidden triplet whose eliminations leave a hidden single in its house (2.5).
    DirectHiddenTriplet,
    /// A digit confined to one line within a box, removed from the rest of the line (2.6).
    Pointing,
    /// A digit confined to one box within a line, removed from the rest of the box (2.8).
    Claiming,
    /// Two cells of a house with the same two candidates (3.0).
    NakedPair,
    /// Basic fish of size 2 (3.2).
    XWing,
    /// Two digits confined to the same two cells of a house (3.4).
    HiddenPair,
    /// Three cells of a house with three candidates between them (3.6).
    NakedTriplet,
    /// Basic fish of size 3 (3.8).
    Swordfish,
    /// Three digits confined to the same three cells of a house (4.0).
    HiddenTriplet,
    /// Two strong links on parallel lines joined by a weak link (4.0).
    Skyscraper,
    /// A strong link in a row and one in a column joined by a weak link (4.1).
    TwoStringKite,
    /// Two strong links, at least one of them in a box, joined by a weak link (4.1; SE
    /// calls it "2 Strong links").
    TurbotFish,
    /// A skyscraper with a grouped link (4.3).
    GroupedSkyscraper,
    /// A 2-string kite with a grouped link (4.3).
    GroupedTwoStringKite,
    /// Two strong links, one in a box, with a grouped link (4.3).
    GroupedTurbotFish,
    /// A bivalue pivot and two bivalue pincers (4.2).
    XYWing,
    /// A trivalue pivot and two bivalue pincers (4.4).
    XYZWing,
    /// A unique rectangle with one cell holding extra candidates, which loses the
    /// rectangle's two digits (4.5).
    UniqueRectangleType1,
    /// A unique rectangle whose extra candidates are one digit, removed from every cell
    /// seeing all the cells that hold it (4.5).
    UniqueRectangleType2,
    /// A unique rectangle whose two cells with extra candidates share a house where,
    /// standing together for one cell holding their extra digits, they form a naked set
    /// with other cells; the set's digits go from the rest of the house (4.5 plus 0.1 per
    /// set digit beyond the first).
    UniqueRectangleType3,
    /// A unique rectangle whose two cells with extra candidates share a house where the
    /// rectangle's digits and others form a hidden set with one of them and other cells;
    /// those cells lose their other digits (4.5 plus 0.1 per other cell beyond the first).
    UniqueRectangleType3Hidden,
    /// A unique rectangle whose two cells with extras share a house where one of the
    /// rectangle's digits has no other place; they lose the other digit (4.5).
    UniqueRectangleType4,
    /// Type 1 on a unique loop of 6 or more cells (4.6 for 6 cells, 4.7 for 8, 5.0 for 10
    /// or more).
    UniqueLoopType1,
    /// Type 2 on a unique loop (4.6–5.0 by length).
    UniqueLoopType2,
    /// Type 3 with a naked set on a unique loop (by length, plus the set's bonus).
    UniqueLoopType3,
    /// Type 3 with a hidden set on a unique loop (by length, plus the set's bonus).
    UniqueLoopType3Hidden,
    /// Type 4 on a unique loop (4.6–5.0 by length).
    UniqueLoopType4,
    /// Four cells of a house with four candidates between them (5.0).
    NakedQuad,
    /// Basic fish of size 4 (5.2).
    Jellyfish,
    /// Four digits confined to the same four cells of a house (5.4).
    HiddenQuad,
    /// Three strong links on parallel lines, joined by weak links (5.4).
    ThreeSkyscrapers,
    /// Three strong links on rows and columns, joined by weak links (5.5).
    ThreeStringKite,
    /// Three strong links, at least one in a box (5.5; 5.6 when rows and columns are
    /// mixed too).
    ThreeStrongLinks,
    /// Three strong links on parallel lines, one grouped (5.7).
    GroupedThreeSkyscrapers,
    /// Three strong links on rows and columns, one grouped (5.7).
    GroupedThreeStringKite,
    /// Three strong links, at least one in a box and one grouped (5.7).
    GroupedThreeStrongLinks,
    /// An almost locked set of three cells and four digits in one house, plus a bivalue
    /// cell sharing a restricted digit with it (5.5; 5.6 when the set's fullest cell has
    /// three candidates).
    WXYZWing,
    /// Bivalue universal grave, type 1: every unsolved cell but one is bivalue and every
    /// digit has two places in each house but in that cell, which must keep its extra
    /// digit; it loses the others (5.6).
    BugType1,
    /// BUG type 2: several cells with the same one extra digit; cells seeing all of them
    /// lose it (5.7).
    BugType2,
    /// BUG type 3: the extra digits of the BUG cells form a naked set with other cells of
    /// their house (5.8 for a pair, +0.1 per further digit).
    BugType3,
    /// BUG type 4: two BUG cells in one house share a digit that must be true in one of
    /// them; each keeps only that digit and its extra digits (5.7).
    BugType4,
    /// Four strong links on parallel lines (5.8).
    FourSkyscrapers,
    /// Four strong links not all on parallel lines (5.9; 6.0 with a box, rows and
    /// columns).
    FourStrongLinks,
    /// Four strong links on parallel lines, one grouped (6.1).
    GroupedFourSkyscrapers,
    /// Four strong links, one grouped, not all on parallel lines (6.1).
    GroupedFourStrongLinks,
    /// The WXYZ-wing with four cells and five digits (6.2–6.4 by the set's fullest cell).
    VWXYZWing,
    /// Two cells and the bivalue cells that see both: the pairs of digits the two cells
    /// could take that would empty one of those cells, or repeat a digit in a shared
    /// house, are impossible; a candidate no remaining pair uses goes (6.2).
    AlignedPairExclusion,
    /// The WXYZ-wing with five cells and six digits (6.6).
    UVWXYZWing,
    /// A cycle of strong and weak links on one digit, alternately on and off either way
    /// round; candidates seeing an on and an off node of the digit go (6.5, plus a length
    /// bonus).
    BidirectionalXCycle,
    /// A cycle through bivalue cells, each link a cell or a house (6.5 plus length).
    BidirectionalYCycle,
    /// A one-digit chain from a candidate back to itself: assuming it true (or false)
    /// forces the opposite, so it is false (or true) (6.6 plus length).
    ForcingXChain,
    /// A bidirectional cycle with both cell and house links (7.0 plus length).
    BidirectionalCycle,
    /// A forcing chain with both cell and house links (7.0 plus length).
    ForcingChain,
    /// The WXYZ-wing with six cells and seven digits (7.5).
    TUVWXYZWing,
    /// Aligned pair exclusion on three cells, with the cells of two or three candidates
    /// that see all of them (7.5).
    AlignedTripletExclusion,
    /// Assuming a candidate true leads, by singles alone, to a contradiction (7.5 plus
    /// length).
    NishioForcingChains,
    /// Every candidate of a cell leads to the same conclusion (8.0 plus length).
    CellForcingChains,
    /// Every place of a digit in a house leads to the same conclusion (8.0 plus length).
    RegionForcingChains,
    /// Chains whose steps may use the candidates earlier steps removed: a candidate
    /// true (or false) leads to a contradiction (8.5 plus length).
    DynamicContradictionForcingChains,
    /// A candidate true and the same candidate false lead to the same conclusion (8.5
    /// plus length).
    DynamicDoubleForcingChains,
    /// Dynamic chains from every candidate of a cell to one conclusion (8.5 plus length).
    DynamicCellForcingChains,
    /// Dynamic chains from every place of a digit in a house (8.5 plus length).
    DynamicRegionForcingChains,
    /// Dynamic chains that, when they stall, also apply intersections, hidden and naked pairs and
    /// X-wings to the board as the chain has made it ("Dynamic Forcing Chains (+)"): a candidate
    /// true (or false) leads to a contradiction (9.0 plus length).
    DynamicContradictionForcingChainsPlus,
    /// As [`Technique::DynamicContradictionForcingChainsPlus`]: a candidate true and false lead to
    /// the same conclusion.
    DynamicDoubleForcingChainsPlus,
    /// As [`Technique::DynamicContradictionForcingChainsPlus`]: every candidate of a cell leads to
    /// the same conclusion.
    DynamicCellForcingChainsPlus,
    /// As [`Technique::DynamicContradictionForcingChainsPlus`]: every place of a digit in a house
    /// leads to the same conclusion.
    DynamicRegionForcingChainsPlus,
    /// Nested forcing chains: dynamic chains that, when the (+) rules stall too, apply forcing
    /// chains and cycles to the board as the chain has made it: a candidate true (or false) leads
    /// to a contradiction (9.5 plus length).
    DynamicContradictionForcingChainsPlusForcing,
    /// As [`Technique::DynamicContradictionForcingChainsPlusForcing`]: a candidate true and false
    /// lead to the same conclusion.
    DynamicDoubleForcingChainsPlusForcing,
    /// As [`Technique::DynamicContradictionForcingChainsPlusForcing`]: every candidate of a cell
    /// leads to the same conclusion.
    DynamicCellForcingChainsPlusForcing,
    /// As [`Technique::DynamicContradictionForcingChainsPlusForcing`]: every place of a digit in a
    /// house leads to the same conclusion.
    DynamicRegionForcingChainsPlusForcing,
    /// Nested forcing chains that go on to cell and region forcing chains: a candidate true (or
    /// false) leads to a contradiction (10.0 plus length).
    DynamicContradictionForcingChainsPlusMultiple,
    /// As [`Technique::DynamicContradictionForcingChainsPlusMultiple`]: a candidate true and false
    /// lead to the same conclusion.
    DynamicDoubleForcingChainsPlusMultiple,
    /// As [`Technique::DynamicContradictionForcingChainsPlusMultiple`]: every candidate of a cell
    /// leads to the same conclusion.
    DynamicCellForcingChainsPlusMultiple,
    /// As [`Technique::DynamicContradictionForcingChainsPlusMultiple`]: every place of a digit in a
    /// house leads to the same conclusion.
    DynamicRegionForcingChainsPlusMultiple,
    /// Nested forcing chains that apply dynamic forcing chains (themselves of any level up to (+
    /// Multiple Forcing Chains)): a candidate true (or false) leads to a contradiction (10.5 plus
    /// length).
    DynamicContradictionForcingChainsPlusDynamic,
    /// As [`Technique::DynamicContradictionForcingChainsPlusDynamic`]: a candidate true and false
    /// lead to the same conclusion.
    DynamicDoubleForcingChainsPlusDynamic,
    /// As [`Technique::DynamicContradictionForcingChainsPlusDynamic`]: every candidate of a cell
    /// leads to the same conclusion.
    DynamicCellForcingChainsPlusDynamic,
    /// As [`Technique::DynamicContradictionForcingChainsPlusDynamic`]: every place of a digit in a
    /// house leads to the same conclusion.
    DynamicRegionForcingChainsPlusDynamic,
    // Player techniques: Sudoku Explainer has no rule for these, so they are only in the
    // full repertoire (`repertoire.rs`), never on the path `rate` follows. Their ratings
    // are placed on Sudoku Explainer's scale; see `rating_tenths` for each choice.
    /// A fish with fins: base-line places outside the cover lines, all in one box; the
    /// cover lines lose the digit only in that box (X-wing size).
    FinnedXWing,
    /// A finned X-wing whose body misses a corner: one base line keeps a single place
    /// in the cover lines.
    SashimiXWing,
    /// A finned fish of size 3.
    FinnedSwordfish,
    /// A sashimi fish of size 3.
    SashimiSwordfish,
    /// A finned fish of size 4.
    FinnedJellyfish,
    /// A sashimi fish of size 4.
    SashimiJellyfish,
    /// A box whose places of a digit lie on one row and one column (the empty rectangle)
    /// plus a strong link on a line: the digit leaves the cell where the link's far end
    /// and the box's other line cross.
    EmptyRectangle,
    /// Two bivalue cells with the same two digits, joined by a strong link on one of
    /// them: the other digit leaves every cell seeing both.
    WWing,
    /// The strong links of one digit coloured in two alternating colours: a colour
    /// seen twice in a house is false (colour wrap), and a cell seeing both colours
    /// loses the digit (colour trap).
    SimpleColouring,
    /// Two colour clusters of one digit linked by a cell seeing both: a colour that sees
    /// both colours of the other cluster is false, and cells seeing the partners of two
    /// colours that see each other lose the digit.
    MultiColouring,
    /// An alternating chain of strong and weak links on one digit, with three strong
    /// links or more: one of its two ends holds the digit.
    XChain,
    /// A chain of bivalue cells, each seeing the next, that starts and ends on the same
    /// digit: one of its two end cells holds it.
    XYChain,
    /// A rectangle on two digits with one bivalue corner, and strong links on one digit
    /// along the row and column of the opposite corner, which loses the other digit.
    HiddenUniqueRectangle,
    /// Two almost locked sets sharing a restricted digit: a second digit both hold leaves
    /// every cell seeing all its places in the two sets.
    AlsXz,
}

impl Technique {
    /// Every Sudoku Explainer technique, in the order the driver tries them (the
    /// [`Repertoire::SudokuExplainer`](super::Repertoire::SudokuExplainer) order; the
    /// player techniques declared after these are only in the full repertoire).
    pub const ALL: [Technique; 85] = [
        Technique::FullHouse,
        Technique::HiddenSingleBox,
        Technique::HiddenSingleLine,
        Technique::DirectPointing,
        Technique::DirectClaiming,
        Technique::DirectHiddenPair,
        Technique::NakedSingle,
        Technique::DirectHiddenTriplet,
        Technique::Pointing,
        Technique::Claiming,
        Technique::NakedPair,
        Technique::XWing,
        Technique::HiddenPair,
        Technique::NakedTriplet,
        Technique::Swordfish,
        Technique::HiddenTriplet,
        Technique::Skyscraper,
        Technique::TwoStringKite,
        Technique::TurbotFish,
        Technique::GroupedSkyscraper,
        Technique::GroupedTwoStringKite,
        Technique::GroupedTurbotFish,
        Technique::XYWing,
        Technique::XYZWing,
        Technique::UniqueRectangleType1,
        Technique::UniqueRectangleType2,
        Technique::UniqueRectangleType3,
        Technique::UniqueRectangleType3Hidden,
        Technique::UniqueRectangleType4,
        Technique::UniqueLoopType1,
        Technique::UniqueLoopType2,
        Technique::UniqueLoopType3,
        Technique::UniqueLoopType3Hidden,
        Technique::UniqueLoopType4,
        Technique::NakedQuad,
        Technique::Jellyfish,
        Technique::HiddenQuad,
        Technique::ThreeSkyscrapers,
        Technique::ThreeStringKite,
        Technique::ThreeStrongLinks,
        Technique::GroupedThreeSkyscrapers,
        Technique::GroupedThreeStringKite,
        Technique::GroupedThreeStrongLinks,
        Technique::WXYZWing,
        Technique::BugType1,
        Technique::BugType2,
        Technique::BugType3,
        Technique::BugType4,
        Technique::FourSkyscrapers,
        Technique::FourStrongLinks,
        Technique::GroupedFourSkyscrapers,
        Technique::GroupedFourStrongLinks,
        Technique::VWXYZWing,
        Technique::AlignedPairExclusion,
        Technique::UVWXYZWing,
        Technique::BidirectionalXCycle,
        Technique::BidirectionalYCycle,
        Technique::ForcingXChain,
        Technique::BidirectionalCycle,
        Technique::ForcingChain,
        Technique::TUVWXYZWing,
        Technique::AlignedTripletExclusion,
        Technique::NishioForcingChains,
        Technique::CellForcingChains,
        Technique::RegionForcingChains,
        Technique::DynamicContradictionForcingChains,
        Technique::DynamicDoubleForcingChains,
        Technique::DynamicCellForcingChains,
        Technique::DynamicRegionForcingChains,
        Technique::DynamicContradictionForcingChainsPlus,
        Technique::DynamicDoubleForcingChainsPlus,
        Technique::DynamicCellForcingChainsPlus,
        Technique::DynamicRegionForcingChainsPlus,
        Technique::DynamicContradictionForcingChainsPlusForcing,
        Technique::DynamicDoubleForcingChainsPlusForcing,
        Technique::DynamicCellForcingChainsPlusForcing,
        Technique::DynamicRegionForcingChainsPlusForcing,
        Technique::DynamicContradictionForcingChainsPlusMultiple,
        Technique::DynamicDoubleForcingChainsPlusMultiple,
        Technique::DynamicCellForcingChainsPlusMultiple,
        Technique::DynamicRegionForcingChainsPlusMultiple,
        Technique::DynamicContradictionForcingChainsPlusDynamic,
        Technique::DynamicDoubleForcingChainsPlusDynamic,
        Technique::DynamicCellForcingChainsPlusDynamic,
        Technique::DynamicRegionForcingChainsPlusDynamic,
    ];

    /// The technique's common English name.
    pub fn name(self) -> &'static str {
        match self {
            Technique::FullHouse => "Full House",
            Technique::HiddenSingleBox | Technique::HiddenSingleLine => "Hidden Single",
            Technique::DirectPointing => "Direct Pointing",
            Technique::DirectClaiming => "Direct Claiming",
            Technique::DirectHiddenPair => "Direct Hidden Pair",
            Technique::NakedSingle => "Naked Single",
            Technique::DirectHiddenTriplet => "Direct Hidden Triplet",
            Technique::Pointing => "Pointing",
            Technique::Claiming => "Claiming",
            Technique::NakedPair => "Naked Pair",
            Technique::XWing => "X-Wing",
            Technique::HiddenPair => "Hidden Pair",
            Technique::NakedTriplet => "Naked Triplet",
            Technique::Swordfish => "Swordfish",
            Technique::HiddenTriplet => "Hidden Triplet",
            Technique::Skyscraper => "Skyscraper",
            Technique::TwoStringKite => "2-String Kite",
            Technique::TurbotFish => "Turbot Fish",
            Technique::GroupedSkyscraper => "Grouped Skyscraper",
            Technique::GroupedTwoStringKite => "Grouped 2-String Kite",
            Technique::GroupedTurbotFish => "Grouped Turbot Fish",
            Technique::XYWing => "XY-Wing",
            Technique::XYZWing => "XYZ-Wing",
            Technique::UniqueRectangleType1 => "Unique Rectangle type 1",
            Technique::UniqueRectangleType2 => "Unique Rectangle type 2",
            Technique::UniqueRectangleType3 => "Unique Rectangle type 3",
            Technique::UniqueRectangleType3Hidden => "Unique Rectangle type 3 (hidden set)",
            Technique::UniqueRectangleType4 => "Unique Rectangle type 4",
            Technique::UniqueLoopType1 => "Unique Loop type 1",
            Technique::UniqueLoopType2 => "Unique Loop type 2",
            Technique::UniqueLoopType3 => "Unique Loop type 3",
            Technique::UniqueLoopType3Hidden => "Unique Loop type 3 (hidden set)",
            Technique::UniqueLoopType4 => "Unique Loop type 4",
            Technique::NakedQuad => "Naked Quad",
            Technique::Jellyfish => "Jellyfish",
            Technique::HiddenQuad => "Hidden Quad",
            Technique::ThreeSkyscrapers => "3 Skyscrapers",
            Technique::ThreeStringKite => "3-String Kite",
            Technique::ThreeStrongLinks => "3 Strong Links",
            Technique::GroupedThreeSkyscrapers => "Grouped 3 Skyscrapers",
            Technique::GroupedThreeStringKite => "Grouped 3-String Kite",
            Technique::GroupedThreeStrongLinks => "Grouped 3 Strong Links",
            Technique::FourSkyscrapers => "4 Skyscrapers",
            Technique::FourStrongLinks => "4 Strong Links",
            Technique::GroupedFourSkyscrapers => "Grouped 4 Skyscrapers",
            Technique::GroupedFourStrongLinks => "Grouped 4 Strong Links",
            Technique::WXYZWing => "WXYZ-Wing",
            Technique::VWXYZWing => "VWXYZ-Wing",
            Technique::UVWXYZWing => "UVWXYZ-Wing",
            Technique::TUVWXYZWing => "TUVWXYZ-Wing",
            Technique::AlignedPairExclusion => "Aligned Pair Exclusion",
            Technique::AlignedTripletExclusion => "Aligned Triplet Exclusion",
            Technique::BugType1 => "BUG type 1",
            Technique::BugType2 => "BUG type 2",
            Technique::BugType3 => "BUG type 3",
            Technique::BugType4 => "BUG type 4",
            Technique::BidirectionalXCycle => "Bidirectional X-Cycle",
            Technique::BidirectionalYCycle => "Bidirectional Y-Cycle",
            Technique::ForcingXChain => "Forcing X-Chain",
            Technique::BidirectionalCycle => "Bidirectional Cycle",
            Technique::ForcingChain => "Forcing Chain",
            Technique::NishioForcingChains => "Nishio Forcing Chains",
            Technique::CellForcingChains => "Cell Forcing Chains",
            Technique::RegionForcingChains => "Region Forcing Chains",
            Technique::DynamicContradictionForcingChains => "Dynamic Contradiction Forcing Chains",
            Technique::DynamicDoubleForcingChains => "Dynamic Double Forcing Chains",
            Technique::DynamicCellForcingChains => "Dynamic Cell Forcing Chains",
            Technique::DynamicRegionForcingChains => "Dynamic Region Forcing Chains",
            Technique::DynamicContradictionForcingChainsPlus => {
                "Dynamic Contradiction Forcing Chains (+)"
            }
            Technique::DynamicDoubleForcingChainsPlus => "Dynamic Double Forcing Chains (+)",
            Technique::DynamicCellForcingChainsPlus => "Dynamic Cell Forcing Chains (+)",
            Technique::DynamicRegionForcingChainsPlus => "Dynamic Region Forcing Chains (+)",
            Technique::DynamicContradictionForcingChainsPlusForcing => {
                "Dynamic Contradiction Forcing Chains (+ Forcing Chains)"
            }
            Technique::DynamicDoubleForcingChainsPlusForcing => {
                "Dynamic Double Forcing Chains (+ Forcing Chains)"
            }
            Technique::DynamicCellForcingChainsPlusForcing => {
                "Dynamic Cell Forcing Chains (+ Forcing Chains)"
            }
            Technique::DynamicRegionForcingChainsPlusForcing => {
                "Dynamic Region Forcing Chains (+ Forcing Chains)"
            }
            Technique::DynamicContradictionForcingChainsPlusMultiple => {
                "Dynamic Contradiction Forcing Chains (+ Multiple Forcing Chains)"
            }
            Technique::DynamicDoubleForcingChainsPlusMultiple => {
                "Dynamic Double Forcing Chains (+ Multiple Forcing Chains)"
            }
            Technique::DynamicCellForcingChainsPlusMultiple => {
                "Dynamic Cell Forcing Chains (+ Multiple Forcing Chains)"
            }
            Technique::DynamicRegionForcingChainsPlusMultiple => {
                "Dynamic Region Forcing Chains (+ Multiple Forcing Chains)"
            }
            Technique::DynamicContradictionForcingChainsPlusDynamic => {
                "Dynamic Contradiction Forcing Chains (+ Dynamic Forcing Chains)"
            }
            Technique::DynamicDoubleForcingChainsPlusDynamic => {
                "Dynamic Double Forcing Chains (+ Dynamic Forcing Chains)"
            }
            Technique::DynamicCellForcingChainsPlusDynamic => {
                "Dynamic Cell Forcing Chains (+ Dynamic Forcing Chains)"
            }
            Technique::DynamicRegionForcingChainsPlusDynamic => {
                "Dynamic Region Forcing Chains (+ Dynamic Forcing Chains)"
            }
            Technique::FinnedXWing => "Finned X-Wing",
            Technique::SashimiXWing => "Sashimi X-Wing",
            Technique::FinnedSwordfish => "Finned Swordfish",
            Technique::SashimiSwordfish => "Sashimi Swordfish",
            Technique::FinnedJellyfish => "Finned Jellyfish",
            Technique::SashimiJellyfish => "Sashimi Jellyfish",
            Technique::EmptyRectangle => "Empty Rectangle",
            Technique::WWing => "W-Wing",
            Technique::SimpleColouring => "Simple Colouring",
            Technique::MultiColouring => "Multi-Colouring",
            Technique::XChain => "X-Chain",
            Technique::XYChain => "XY-Chain",
            Technique::HiddenUniqueRectangle => "Hidden Unique Rectangle",
            Technique::AlsXz => "ALS-XZ",
        }
    }

    /// The Sudoku Explainer rating in tenths (23 = 2.3); for techniques Sudoku Explainer
    /// rates by shape or length, the base a step's bonus adds to (see
    /// [`Step::rating_tenths`](super::Step::rating_tenths)).
    pub fn rating_tenths(self) -> u8 {
        match self {
            Technique::FullHouse => 10,
            Technique::HiddenSingleBox => 12,
            Technique::HiddenSingleLine => 15,
            Technique::DirectPointing => 17,
            Technique::DirectClaiming => 19,
            Technique::DirectHiddenPair => 20,
            Technique::NakedSingle => 23,
            Technique::DirectHiddenTriplet => 25,
            Technique::Pointing => 26,
            Technique::Claiming => 28,
            Technique::NakedPair => 30,
            Technique::XWing => 32,
            Technique::HiddenPair => 34,
            Technique::NakedTriplet => 36,
            Technique::Swordfish => 38,
            Technique::HiddenTriplet => 40,
            Technique::Skyscraper => 40,
            Technique::TwoStringKite | Technique::TurbotFish => 41,
            Technique::GroupedSkyscraper
            | Technique::GroupedTwoStringKite
            | Technique::GroupedTurbotFish => 43,
            Technique::XYWing => 42,
            Technique::XYZWing => 44,
            Technique::UniqueRectangleType1
            | Technique::UniqueRectangleType2
            | Technique::UniqueRectangleType3
            | Technique::UniqueRectangleType3Hidden
            | Technique::UniqueRectangleType4
            | Technique::UniqueLoopType1
            | Technique::UniqueLoopType2
            | Technique::UniqueLoopType3
            | Technique::UniqueLoopType3Hidden
            | Technique::UniqueLoopType4 => 45,
            Technique::NakedQuad => 50,
            Technique::Jellyfish => 52,
            Technique::HiddenQuad => 54,
            Technique::ThreeSkyscrapers => 54,
            Technique::ThreeStringKite | Technique::ThreeStrongLinks => 55,
            Technique::GroupedThreeSkyscrapers
            | Technique::GroupedThreeStringKite
            | Technique::GroupedThreeStrongLinks => 57,
            Technique::FourSkyscrapers => 58,
            Technique::FourStrongLinks => 59,
            Technique::GroupedFourSkyscrapers | Technique::GroupedFourStrongLinks => 61,
            Technique::WXYZWing => 55,
            Technique::VWXYZWing => 62,
            Technique::UVWXYZWing => 66,
            Technique::TUVWXYZWing => 75,
            Technique::AlignedPairExclusion => 62,
            Technique::AlignedTripletExclusion => 75,
            Technique::BugType1 => 56,
            Technique::BugType2 | Technique::BugType3 | Technique::BugType4 => 57,
            Technique::BidirectionalXCycle | Technique::BidirectionalYCycle => 65,
            Technique::ForcingXChain => 66,
            Technique::BidirectionalCycle | Technique::ForcingChain => 70,
            Technique::NishioForcingChains => 75,
            Technique::CellForcingChains | Technique::RegionForcingChains => 80,
            Technique::DynamicContradictionForcingChains
            | Technique::DynamicDoubleForcingChains
            | Technique::DynamicCellForcingChains
            | Technique::DynamicRegionForcingChains => 85,
            Technique::DynamicContradictionForcingChainsPlus
            | Technique::DynamicDoubleForcingChainsPlus
            | Technique::DynamicCellForcingChainsPlus
            | Technique::DynamicRegionForcingChainsPlus => 90,
            Technique::DynamicContradictionForcingChainsPlusForcing
            | Technique::DynamicDoubleForcingChainsPlusForcing
            | Technique::DynamicCellForcingChainsPlusForcing
            | Technique::DynamicRegionForcingChainsPlusForcing => 95,
            Technique::DynamicContradictionForcingChainsPlusMultiple
            | Technique::DynamicDoubleForcingChainsPlusMultiple
            | Technique::DynamicCellForcingChainsPlusMultiple
            | Technique::DynamicRegionForcingChainsPlusMultiple => 100,
            Technique::DynamicContradictionForcingChainsPlusDynamic
            | Technique::DynamicDoubleForcingChainsPlusDynamic
            | Technique::DynamicCellForcingChainsPlusDynamic
            | Technique::DynamicRegionForcingChainsPlusDynamic => 105,
            // Player techniques. SukakuExplainer has none of them as a rated rule (its
            // "finned" fish are only names it prints for strong-link chains), so each is
            // placed by HoDoKu's difficulty order against the Sudoku Explainer techniques
            // around it:
            // - a finned fish just above the basic fish of its size (X-wing 3.2,
            //   swordfish 3.8, jellyfish 5.2), a sashimi one 0.1 above the finned;
            // - the empty rectangle is a turbot fish whose box link is grouped: 4.3, as
            //   Sudoku Explainer rates that chain;
            // - the W-wing beside the XYZ-wing (4.4), both three-cell wings;
            // - simple colouring after the unique rectangles (4.5), multi-colouring 0.3
            //   above: HoDoKu puts them with the wings and below the long chains;
            // - the X-chain on Sudoku Explainer's own scale for n strong links (5.4 for
            //   three, +0.4 per further link, the step's bonus);
            // - the XY-chain from 5.0 for four cells, +0.1 per further cell (the XY-wing,
            //   its three-cell case, is 4.2);
            // - the hidden unique rectangle 4.5, as Sudoku Explainer's unique rectangles;
            // - ALS-XZ 5.5 for four cells, as the WXYZ-wing (an ALS-XZ with a bivalue
            //   cell), +0.1 per further cell.
            Technique::FinnedXWing => 33,
            Technique::SashimiXWing => 34,
            Technique::FinnedSwordfish => 39,
            Technique::SashimiSwordfish => 40,
            Technique::FinnedJellyfish => 53,
            Technique::SashimiJellyfish => 54,
            Technique::EmptyRectangle => 43,
            Technique::WWing => 44,
            Technique::SimpleColouring => 46,
            Technique::MultiColouring => 49,
            Technique::XChain => 54,
            Technique::XYChain => 50,
            Technique::HiddenUniqueRectangle => 45,
            Technique::AlsXz => 55,
        }
    }

    /// The Sudoku Explainer rating (2.3 for a naked single).
    pub fn rating(self) -> f32 {
        f32::from(self.rating_tenths()) / 10.0
    }
}

impl fmt::Display for Technique {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn all_is_in_declaration_order() {
        assert!(Technique::ALL.windows(2).all(|w| w[0] < w[1]));
    }
}
