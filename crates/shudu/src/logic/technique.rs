//! [`Technique`]: the named solving techniques and the technique table, the one place
//! where each technique has its row: its name, its Sudoku Explainer rating, the family
//! it is found with, the finder of that family, the function that words its steps,
//! whether it is in Sudoku Explainer's repertoire or a player technique, and the boards
//! its reasoning holds on ([`Applies`]).
//!
//! The rows are in the order the driver tries them, which is [`Technique::ALL`]'s and
//! the declaration order. First Sudoku Explainer's techniques in its order
//! (SukakuExplainer `serate`, default settings): the order of its rule producers, with
//! the variants one producer can report sorted by rating. That order follows difficulty
//! except where Sudoku Explainer itself groups: all its strong-link patterns (skyscraper
//! 4.0, kites and turbot fish 4.1) are tried before the XY-wing (4.2), for example. Then
//! the player techniques, which the full repertoire merges in by rating, and last the
//! killer cage rules, with shudu's own ratings, which both repertoires merge in by rating.
//!
//! Adding a technique takes a finder file in `techniques/` and one row here; the enum,
//! [`Technique::ALL`], the names, ratings, families and repertoires all come from the
//! rows, so no other list needs editing.
//!
//! Read next: `step.rs` (what a technique finds), `techniques/mod.rs` (the finders the
//! rows name).

use std::fmt;

use super::step::Step;
use super::techniques::{self, Finder};
use crate::words::Lang;

/// Whose repertoire a technique belongs to.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Origin {
    /// One of Sudoku Explainer's rules: on the path [`rate`](super::rate) follows.
    SudokuExplainer,
    /// A player technique Sudoku Explainer lacks: only in the full repertoire.
    Player,
    /// A rule of a variant Sudoku Explainer does not rate (killer cages), with shudu's
    /// own rating: in both repertoires, at its rating's place, and used only on the
    /// boards it applies to.
    Variant,
}

/// One row of the technique table.
pub(crate) struct Row {
    /// The technique the row describes.
    pub(crate) technique: Technique,
    /// Its common English name.
    pub(crate) name: &'static str,
    /// Its Sudoku Explainer rating in tenths (the base, for techniques rated by shape or
    /// length).
    pub(crate) rating_tenths: u8,
    /// Whose repertoire it is in.
    pub(crate) origin: Origin,
    /// The first technique of the family whose steps one finder produces together (see
    /// [`Technique::leader`]); the technique itself when it is alone.
    pub(crate) leader: Technique,
    /// The finder of the family: every row of a family names the same one, and the
    /// driver runs the leader's.
    pub(crate) find: Finder,
    /// Words a step of the technique in a language, given its eliminations in its words:
    /// the `explain` of
    /// the finder file (written beside the finder, so that one file holds a technique).
    pub(crate) explain: fn(&Step, Lang, &str) -> String,
    /// The boards its finder's reasoning holds on.
    pub(crate) applies: Applies,
}

/// The boards a technique's reasoning holds on: the classic board and the 9×9 variants
/// whose rules its finder reads (see [`Technique::usable_on`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Applies {
    /// Every board: it reasons only with the board's own houses and peers (jigsaw
    /// regions included).
    AnyBoard,
    /// Every board with boxes: it reads box geometry, so not a jigsaw.
    BoxedBoards,
    /// The classic board and variants with boxes whose cells see each other only through
    /// houses: pointing and claiming, which the generalised intersection replaces
    /// elsewhere, as in Sudoku Explainer's variant mode.
    PlainBoxedBoards,
    /// Variants whose cells see each other beyond houses, or whose regions replace the
    /// boxes: the generalised intersection.
    ExtendedBoards,
    /// The classic board and rules under which swapping two digits can be checked
    /// (`BoardRules::swaps_checkable`): unique rectangles and loops.
    CheckableSwaps,
    /// The classic board only: uniqueness reasoning that does not check a variant's
    /// rules (BUG, the hidden unique rectangle).
    ClassicBoard,
    /// Killer boards with cage sums.
    CageSums,
    /// Non-consecutive boards.
    NonConsecutiveBoards,
    /// Boards with thermometers.
    Thermometers,
    /// Boards with kropki dots or XV letters.
    PairMarks,
    /// Boards with German whispers lines.
    Whispers,
    /// Boards with renban lines.
    Renbans,
    /// Boards with arrows.
    Arrows,
    /// Boards with sandwich clues.
    Sandwiches,
    /// Boards with little killer clues.
    LittleKillers,
}

/// Declares [`Technique`] and the table [`TABLE`] from one list of rows, so the two
/// cannot disagree: a variant without a row, or a row without a variant, cannot be
/// written.
macro_rules! technique_table {
    (
        $(#[$meta:meta])*
        pub enum Technique {
            $(
                $(#[doc = $doc:literal])*
                $variant:ident = $name:literal, tenths $tenths:literal, $origin:ident,
                    family $leader:ident, find $find:ident, explain $($explain:ident)::+,
                    applies $applies:ident;
            )*
        }
    ) => {
        $(#[$meta])*
        pub enum Technique {
            $( $(#[doc = $doc])* $variant, )*
        }

        /// The technique table, one row per technique in declaration order (a row's
        /// index is its variant's discriminant).
        pub(crate) const TABLE: &[Row] = &[
            $(
                Row {
                    technique: Technique::$variant,
                    name: $name,
                    rating_tenths: $tenths,
                    origin: Origin::$origin,
                    leader: Technique::$leader,
                    find: techniques::$find,
                    explain: techniques::$($explain)::+::explain,
                    applies: Applies::$applies,
                },
            )*
        ];

        impl Technique {
            /// Every technique, in the order the driver tries them: Sudoku Explainer's in
            /// its order (the
            /// [`Repertoire::SudokuExplainer`](super::Repertoire::SudokuExplainer) list),
            /// then the player techniques, which only the full repertoire holds.
            ///
            /// ```
            /// use shudu::logic::{Repertoire, Technique};
            /// assert_eq!(Technique::ALL[0], Technique::FullHouse);
            /// assert!(Technique::ALL.windows(2).all(|w| w[0] < w[1]));
            /// assert!(Technique::ALL.iter().all(|t| Repertoire::Full.techniques().contains(t)));
            /// ```
            pub const ALL: [Technique; TABLE.len()] = [$(Technique::$variant),*];
        }
    };
}

technique_table! {
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
    FullHouse = "Full House", tenths 10, SudokuExplainer, family FullHouse, find full_house,
        explain singles, applies AnyBoard;
    /// The only place for a digit in a box (1.2).
    HiddenSingleBox = "Hidden Single", tenths 12, SudokuExplainer, family HiddenSingleBox, find hidden_single_box,
        explain singles, applies AnyBoard;
    /// The only place for a digit in a row or column (1.5).
    HiddenSingleLine = "Hidden Single", tenths 15, SudokuExplainer, family HiddenSingleLine, find hidden_single_line,
        explain singles, applies AnyBoard;
    /// A pointing that leaves a hidden single in another box (1.7).
    DirectPointing = "Direct Pointing", tenths 17, SudokuExplainer, family DirectPointing, find direct_pointing,
        explain intersections, applies BoxedBoards;
    /// A claiming that leaves a hidden single in another row or column (1.9).
    DirectClaiming = "Direct Claiming", tenths 19, SudokuExplainer, family DirectClaiming, find direct_claiming,
        explain intersections, applies BoxedBoards;
    /// A hidden pair whose eliminations leave a hidden single in its house (2.0).
    DirectHiddenPair = "Direct Hidden Pair", tenths 20, SudokuExplainer, family DirectHiddenPair, find direct_hidden_pair,
        explain hidden_sets, applies AnyBoard;
    /// The only candidate left in a cell (2.3).
    NakedSingle = "Naked Single", tenths 23, SudokuExplainer, family NakedSingle, find naked_single,
        explain singles, applies AnyBoard;
    /// Non-consecutive boards only: a cell whose two or three candidates lie close
    /// together takes from its orthogonal neighbours every digit each of them is or sits
    /// next to (2.4, Sudoku Explainer's "NC forcing cell").
    NonConsecutiveForcingCell = "Non-Consecutive Forcing Cell", tenths 24, SudokuExplainer, family NonConsecutiveForcingCell, find non_consecutive_forcing_cell,
        explain non_consecutive_forcing_cell, applies NonConsecutiveBoards;
    /// Non-consecutive boards only: a digit's places in a house, few and close together;
    /// a cell that is one of them or orthogonally next to each of them cannot hold the
    /// digit one above or one below (2.5, Sudoku Explainer's "locked NC").
    LockedNonConsecutive = "Locked Non-Consecutive", tenths 25, SudokuExplainer, family LockedNonConsecutive, find locked_non_consecutive,
        explain non_consecutive, applies NonConsecutiveBoards;
    /// A hidden triplet whose eliminations leave a hidden single in its house (2.5).
    DirectHiddenTriplet = "Direct Hidden Triplet", tenths 25, SudokuExplainer, family DirectHiddenTriplet, find direct_hidden_triplet,
        explain hidden_sets, applies AnyBoard;
    /// A digit confined to one line within a box, removed from the rest of the line (2.6).
    Pointing = "Pointing", tenths 26, SudokuExplainer, family Pointing, find pointing,
        explain intersections, applies PlainBoxedBoards;
    /// A digit confined to one box within a line, removed from the rest of the box (2.8).
    Claiming = "Claiming", tenths 28, SudokuExplainer, family Claiming, find claiming,
        explain intersections, applies PlainBoxedBoards;
    /// A digit's places in a house, two to six cells, all seen by a cell outside them,
    /// which loses the digit (2.9). Variant boards only, where it takes the place of
    /// pointing and claiming, as in Sudoku Explainer's variant mode.
    GeneralizedIntersection = "Generalized Intersection", tenths 29, SudokuExplainer, family GeneralizedIntersection, find generalized_intersection,
        explain generalized_intersections, applies ExtendedBoards;
    /// Two cells of a house with the same two candidates (3.0).
    NakedPair = "Naked Pair", tenths 30, SudokuExplainer, family NakedPair, find naked_pair,
        explain naked_sets, applies AnyBoard;
    /// Basic fish of size 2 (3.2).
    XWing = "X-Wing", tenths 32, SudokuExplainer, family XWing, find x_wing,
        explain fish, applies AnyBoard;
    /// Two digits confined to the same two cells of a house (3.4).
    HiddenPair = "Hidden Pair", tenths 34, SudokuExplainer, family HiddenPair, find hidden_pair,
        explain hidden_sets, applies AnyBoard;
    /// Three cells of a house with three candidates between them (3.6).
    NakedTriplet = "Naked Triplet", tenths 36, SudokuExplainer, family NakedTriplet, find naked_triplet,
        explain naked_sets, applies AnyBoard;
    /// Basic fish of size 3 (3.8).
    Swordfish = "Swordfish", tenths 38, SudokuExplainer, family Swordfish, find swordfish,
        explain fish, applies AnyBoard;
    /// Three digits confined to the same three cells of a house (4.0).
    HiddenTriplet = "Hidden Triplet", tenths 40, SudokuExplainer, family HiddenTriplet, find hidden_triplet,
        explain hidden_sets, applies AnyBoard;
    /// Two strong links on parallel lines joined by a weak link (4.0).
    Skyscraper = "Skyscraper", tenths 40, SudokuExplainer, family Skyscraper, find two_strong_links,
        explain strong_links, applies BoxedBoards;
    /// A strong link in a row and one in a column joined by a weak link (4.1).
    TwoStringKite = "2-String Kite", tenths 41, SudokuExplainer, family Skyscraper, find two_strong_links,
        explain strong_links, applies BoxedBoards;
    /// Two strong links, at least one of them in a box, joined by a weak link (4.1; SE
    /// calls it "2 Strong links").
    TurbotFish = "Turbot Fish", tenths 41, SudokuExplainer, family Skyscraper, find two_strong_links,
        explain strong_links, applies BoxedBoards;
    /// A skyscraper with a grouped link (4.3).
    GroupedSkyscraper = "Grouped Skyscraper", tenths 43, SudokuExplainer, family Skyscraper, find two_strong_links,
        explain strong_links, applies BoxedBoards;
    /// A 2-string kite with a grouped link (4.3).
    GroupedTwoStringKite = "Grouped 2-String Kite", tenths 43, SudokuExplainer, family Skyscraper, find two_strong_links,
        explain strong_links, applies BoxedBoards;
    /// Two strong links, one in a box, with a grouped link (4.3).
    GroupedTurbotFish = "Grouped Turbot Fish", tenths 43, SudokuExplainer, family Skyscraper, find two_strong_links,
        explain strong_links, applies BoxedBoards;
    /// A bivalue pivot and two bivalue pincers (4.2).
    XYWing = "XY-Wing", tenths 42, SudokuExplainer, family XYWing, find xy_wing,
        explain wings, applies AnyBoard;
    /// A trivalue pivot and two bivalue pincers (4.4).
    XYZWing = "XYZ-Wing", tenths 44, SudokuExplainer, family XYZWing, find xyz_wing,
        explain wings, applies AnyBoard;
    /// A unique rectangle with one cell holding extra candidates, which loses the
    /// rectangle's two digits (4.5).
    UniqueRectangleType1 = "Unique Rectangle type 1", tenths 45, SudokuExplainer, family UniqueRectangleType1, find unique_loops,
        explain unique_loops, applies CheckableSwaps;
    /// A unique rectangle whose extra candidates are one digit, removed from every cell
    /// seeing all the cells that hold it (4.5).
    UniqueRectangleType2 = "Unique Rectangle type 2", tenths 45, SudokuExplainer, family UniqueRectangleType1, find unique_loops,
        explain unique_loops, applies CheckableSwaps;
    /// A unique rectangle whose two cells with extra candidates share a house where,
    /// standing together for one cell holding their extra digits, they form a naked set
    /// with other cells; the set's digits go from the rest of the house (4.5 plus 0.1 per
    /// set digit beyond the first).
    UniqueRectangleType3 = "Unique Rectangle type 3", tenths 45, SudokuExplainer, family UniqueRectangleType1, find unique_loops,
        explain unique_loop_sets, applies CheckableSwaps;
    /// A unique rectangle whose two cells with extra candidates share a house where the
    /// rectangle's digits and others form a hidden set with one of them and other cells;
    /// those cells lose their other digits (4.5 plus 0.1 per other cell beyond the first).
    UniqueRectangleType3Hidden = "Unique Rectangle type 3 (hidden set)", tenths 45, SudokuExplainer, family UniqueRectangleType1, find unique_loops,
        explain unique_loop_sets, applies CheckableSwaps;
    /// A unique rectangle whose two cells with extras share a house where one of the
    /// rectangle's digits has no other place; they lose the other digit (4.5).
    UniqueRectangleType4 = "Unique Rectangle type 4", tenths 45, SudokuExplainer, family UniqueRectangleType1, find unique_loops,
        explain unique_loops, applies CheckableSwaps;
    /// Type 1 on a unique loop of 6 or more cells (4.6 for 6 cells, 4.7 for 8, 5.0 for 10
    /// or more).
    UniqueLoopType1 = "Unique Loop type 1", tenths 45, SudokuExplainer, family UniqueRectangleType1, find unique_loops,
        explain unique_loops, applies CheckableSwaps;
    /// Type 2 on a unique loop (4.6–5.0 by length).
    UniqueLoopType2 = "Unique Loop type 2", tenths 45, SudokuExplainer, family UniqueRectangleType1, find unique_loops,
        explain unique_loops, applies CheckableSwaps;
    /// Type 3 with a naked set on a unique loop (by length, plus the set's bonus).
    UniqueLoopType3 = "Unique Loop type 3", tenths 45, SudokuExplainer, family UniqueRectangleType1, find unique_loops,
        explain unique_loop_sets, applies CheckableSwaps;
    /// Type 3 with a hidden set on a unique loop (by length, plus the set's bonus).
    UniqueLoopType3Hidden = "Unique Loop type 3 (hidden set)", tenths 45, SudokuExplainer, family UniqueRectangleType1, find unique_loops,
        explain unique_loop_sets, applies CheckableSwaps;
    /// Type 4 on a unique loop (4.6–5.0 by length).
    UniqueLoopType4 = "Unique Loop type 4", tenths 45, SudokuExplainer, family UniqueRectangleType1, find unique_loops,
        explain unique_loops, applies CheckableSwaps;
    /// Four cells of a house with four candidates between them (5.0).
    NakedQuad = "Naked Quad", tenths 50, SudokuExplainer, family NakedQuad, find naked_quad,
        explain naked_sets, applies AnyBoard;
    /// Basic fish of size 4 (5.2).
    Jellyfish = "Jellyfish", tenths 52, SudokuExplainer, family Jellyfish, find jellyfish,
        explain fish, applies AnyBoard;
    /// Four digits confined to the same four cells of a house (5.4).
    HiddenQuad = "Hidden Quad", tenths 54, SudokuExplainer, family HiddenQuad, find hidden_quad,
        explain hidden_sets, applies AnyBoard;
    /// Three strong links on parallel lines, joined by weak links (5.4).
    ThreeSkyscrapers = "3 Skyscrapers", tenths 54, SudokuExplainer, family ThreeSkyscrapers, find three_strong_links,
        explain strong_links, applies BoxedBoards;
    /// Three strong links on rows and columns, joined by weak links (5.5).
    ThreeStringKite = "3-String Kite", tenths 55, SudokuExplainer, family ThreeSkyscrapers, find three_strong_links,
        explain strong_links, applies BoxedBoards;
    /// Three strong links, at least one in a box (5.5; 5.6 when rows and columns are
    /// mixed too).
    ThreeStrongLinks = "3 Strong Links", tenths 55, SudokuExplainer, family ThreeSkyscrapers, find three_strong_links,
        explain strong_links, applies BoxedBoards;
    /// Three strong links on parallel lines, one grouped (5.7).
    GroupedThreeSkyscrapers = "Grouped 3 Skyscrapers", tenths 57, SudokuExplainer, family ThreeSkyscrapers, find three_strong_links,
        explain strong_links, applies BoxedBoards;
    /// Three strong links on rows and columns, one grouped (5.7).
    GroupedThreeStringKite = "Grouped 3-String Kite", tenths 57, SudokuExplainer, family ThreeSkyscrapers, find three_strong_links,
        explain strong_links, applies BoxedBoards;
    /// Three strong links, at least one in a box and one grouped (5.7).
    GroupedThreeStrongLinks = "Grouped 3 Strong Links", tenths 57, SudokuExplainer, family ThreeSkyscrapers, find three_strong_links,
        explain strong_links, applies BoxedBoards;
    /// An almost locked set of three cells and four digits in one house, plus a bivalue
    /// cell sharing a restricted digit with it (5.5; 5.6 when the set's fullest cell has
    /// three candidates).
    WXYZWing = "WXYZ-Wing", tenths 55, SudokuExplainer, family WXYZWing, find wxyz_wing,
        explain als_wings, applies BoxedBoards;
    /// Bivalue universal grave, type 1: every unsolved cell but one is bivalue and every
    /// digit has two places in each house but in that cell, which must keep its extra
    /// digit; it loses the others (5.6).
    BugType1 = "BUG type 1", tenths 56, SudokuExplainer, family BugType1, find bug,
        explain bug, applies ClassicBoard;
    /// BUG type 2: several cells with the same one extra digit; cells seeing all of them
    /// lose it (5.7).
    BugType2 = "BUG type 2", tenths 57, SudokuExplainer, family BugType1, find bug,
        explain bug, applies ClassicBoard;
    /// BUG type 3: the extra digits of the BUG cells form a naked set with other cells of
    /// their house (5.8 for a pair, +0.1 per further digit).
    BugType3 = "BUG type 3", tenths 57, SudokuExplainer, family BugType1, find bug,
        explain bug, applies ClassicBoard;
    /// BUG type 4: two BUG cells in one house share a digit that must be true in one of
    /// them; each keeps only that digit and its extra digits (5.7).
    BugType4 = "BUG type 4", tenths 57, SudokuExplainer, family BugType1, find bug,
        explain bug, applies ClassicBoard;
    /// Four strong links on parallel lines (5.8).
    FourSkyscrapers = "4 Skyscrapers", tenths 58, SudokuExplainer, family FourSkyscrapers, find four_strong_links,
        explain strong_links, applies BoxedBoards;
    /// Four strong links not all on parallel lines (5.9; 6.0 with a box, rows and
    /// columns).
    FourStrongLinks = "4 Strong Links", tenths 59, SudokuExplainer, family FourSkyscrapers, find four_strong_links,
        explain strong_links, applies BoxedBoards;
    /// Four strong links on parallel lines, one grouped (6.1).
    GroupedFourSkyscrapers = "Grouped 4 Skyscrapers", tenths 61, SudokuExplainer, family FourSkyscrapers, find four_strong_links,
        explain strong_links, applies BoxedBoards;
    /// Four strong links, one grouped, not all on parallel lines (6.1).
    GroupedFourStrongLinks = "Grouped 4 Strong Links", tenths 61, SudokuExplainer, family FourSkyscrapers, find four_strong_links,
        explain strong_links, applies BoxedBoards;
    /// The WXYZ-wing with four cells and five digits (6.2–6.4 by the set's fullest cell).
    VWXYZWing = "VWXYZ-Wing", tenths 62, SudokuExplainer, family VWXYZWing, find vwxyz_wing,
        explain als_wings, applies BoxedBoards;
    /// Two cells and the bivalue cells that see both: the pairs of digits the two cells
    /// could take that would empty one of those cells, or repeat a digit in a shared
    /// house, are impossible; a candidate no remaining pair uses goes (6.2).
    AlignedPairExclusion = "Aligned Pair Exclusion", tenths 62, SudokuExplainer, family AlignedPairExclusion, find aligned_pairs,
        explain aligned_exclusion, applies BoxedBoards;
    /// The WXYZ-wing with five cells and six digits (6.6).
    UVWXYZWing = "UVWXYZ-Wing", tenths 66, SudokuExplainer, family UVWXYZWing, find uvwxyz_wing,
        explain als_wings, applies BoxedBoards;
    /// A cycle of strong and weak links on one digit, alternately on and off either way
    /// round; candidates seeing an on and an off node of the digit go (6.5, plus a length
    /// bonus).
    BidirectionalXCycle = "Bidirectional X-Cycle", tenths 65, SudokuExplainer, family BidirectionalXCycle, find unary_chains,
        explain chains::text, applies BoxedBoards;
    /// A cycle through bivalue cells, each link a cell or a house (6.5 plus length).
    BidirectionalYCycle = "Bidirectional Y-Cycle", tenths 65, SudokuExplainer, family BidirectionalXCycle, find unary_chains,
        explain chains::text, applies BoxedBoards;
    /// A one-digit chain from a candidate back to itself: assuming it true (or false)
    /// forces the opposite, so it is false (or true) (6.6 plus length).
    ForcingXChain = "Forcing X-Chain", tenths 66, SudokuExplainer, family BidirectionalXCycle, find unary_chains,
        explain chains::text, applies BoxedBoards;
    /// A bidirectional cycle with both cell and house links (7.0 plus length).
    BidirectionalCycle = "Bidirectional Cycle", tenths 70, SudokuExplainer, family BidirectionalXCycle, find unary_chains,
        explain chains::text, applies BoxedBoards;
    /// A forcing chain with both cell and house links (7.0 plus length).
    ForcingChain = "Forcing Chain", tenths 70, SudokuExplainer, family BidirectionalXCycle, find unary_chains,
        explain chains::text, applies BoxedBoards;
    /// The WXYZ-wing with six cells and seven digits (7.5).
    TUVWXYZWing = "TUVWXYZ-Wing", tenths 75, SudokuExplainer, family TUVWXYZWing, find tuvwxyz_wing,
        explain als_wings, applies BoxedBoards;
    /// Aligned pair exclusion on three cells, with the cells of two or three candidates
    /// that see all of them (7.5).
    AlignedTripletExclusion = "Aligned Triplet Exclusion", tenths 75, SudokuExplainer, family AlignedTripletExclusion, find aligned_triplets,
        explain aligned_exclusion, applies BoxedBoards;
    /// Assuming a candidate true leads, by singles alone, to a contradiction (7.5 plus
    /// length).
    NishioForcingChains = "Nishio Forcing Chains", tenths 75, SudokuExplainer, family NishioForcingChains, find nishio_chains,
        explain chains::text, applies BoxedBoards;
    /// Every candidate of a cell leads to the same conclusion (8.0 plus length).
    CellForcingChains = "Cell Forcing Chains", tenths 80, SudokuExplainer, family CellForcingChains, find multiple_chains,
        explain chains::text, applies BoxedBoards;
    /// Every place of a digit in a house leads to the same conclusion (8.0 plus length).
    RegionForcingChains = "Region Forcing Chains", tenths 80, SudokuExplainer, family CellForcingChains, find multiple_chains,
        explain chains::text, applies BoxedBoards;
    /// Chains whose steps may use the candidates earlier steps removed: a candidate
    /// true (or false) leads to a contradiction (8.5 plus length).
    DynamicContradictionForcingChains = "Dynamic Contradiction Forcing Chains", tenths 85, SudokuExplainer, family DynamicContradictionForcingChains, find dynamic_chains,
        explain chains::text, applies BoxedBoards;
    /// A candidate true and the same candidate false lead to the same conclusion (8.5
    /// plus length).
    DynamicDoubleForcingChains = "Dynamic Double Forcing Chains", tenths 85, SudokuExplainer, family DynamicContradictionForcingChains, find dynamic_chains,
        explain chains::text, applies BoxedBoards;
    /// Dynamic chains from every candidate of a cell to one conclusion (8.5 plus length).
    DynamicCellForcingChains = "Dynamic Cell Forcing Chains", tenths 85, SudokuExplainer, family DynamicContradictionForcingChains, find dynamic_chains,
        explain chains::text, applies BoxedBoards;
    /// Dynamic chains from every place of a digit in a house (8.5 plus length).
    DynamicRegionForcingChains = "Dynamic Region Forcing Chains", tenths 85, SudokuExplainer, family DynamicContradictionForcingChains, find dynamic_chains,
        explain chains::text, applies BoxedBoards;
    /// Dynamic chains that, when they stall, also apply intersections, hidden and naked pairs and
    /// X-wings to the board as the chain has made it ("Dynamic Forcing Chains (+)"): a candidate
    /// true (or false) leads to a contradiction (9.0 plus length).
    DynamicContradictionForcingChainsPlus = "Dynamic Contradiction Forcing Chains (+)", tenths 90, SudokuExplainer, family DynamicContradictionForcingChainsPlus, find nested_plus,
        explain chains::text, applies BoxedBoards;
    /// As [`Technique::DynamicContradictionForcingChainsPlus`]: a candidate true and false lead to
    /// the same conclusion.
    DynamicDoubleForcingChainsPlus = "Dynamic Double Forcing Chains (+)", tenths 90, SudokuExplainer, family DynamicContradictionForcingChainsPlus, find nested_plus,
        explain chains::text, applies BoxedBoards;
    /// As [`Technique::DynamicContradictionForcingChainsPlus`]: every candidate of a cell leads to
    /// the same conclusion.
    DynamicCellForcingChainsPlus = "Dynamic Cell Forcing Chains (+)", tenths 90, SudokuExplainer, family DynamicContradictionForcingChainsPlus, find nested_plus,
        explain chains::text, applies BoxedBoards;
    /// As [`Technique::DynamicContradictionForcingChainsPlus`]: every place of a digit in a house
    /// leads to the same conclusion.
    DynamicRegionForcingChainsPlus = "Dynamic Region Forcing Chains (+)", tenths 90, SudokuExplainer, family DynamicContradictionForcingChainsPlus, find nested_plus,
        explain chains::text, applies BoxedBoards;
    /// Nested forcing chains: dynamic chains that, when the (+) rules stall too, apply forcing
    /// chains and cycles to the board as the chain has made it: a candidate true (or false) leads
    /// to a contradiction (9.5 plus length).
    DynamicContradictionForcingChainsPlusForcing = "Dynamic Contradiction Forcing Chains (+ Forcing Chains)", tenths 95, SudokuExplainer, family DynamicContradictionForcingChainsPlusForcing, find nested_forcing,
        explain chains::text, applies BoxedBoards;
    /// As [`Technique::DynamicContradictionForcingChainsPlusForcing`]: a candidate true and false
    /// lead to the same conclusion.
    DynamicDoubleForcingChainsPlusForcing = "Dynamic Double Forcing Chains (+ Forcing Chains)", tenths 95, SudokuExplainer, family DynamicContradictionForcingChainsPlusForcing, find nested_forcing,
        explain chains::text, applies BoxedBoards;
    /// As [`Technique::DynamicContradictionForcingChainsPlusForcing`]: every candidate of a cell
    /// leads to the same conclusion.
    DynamicCellForcingChainsPlusForcing = "Dynamic Cell Forcing Chains (+ Forcing Chains)", tenths 95, SudokuExplainer, family DynamicContradictionForcingChainsPlusForcing, find nested_forcing,
        explain chains::text, applies BoxedBoards;
    /// As [`Technique::DynamicContradictionForcingChainsPlusForcing`]: every place of a digit in a
    /// house leads to the same conclusion.
    DynamicRegionForcingChainsPlusForcing = "Dynamic Region Forcing Chains (+ Forcing Chains)", tenths 95, SudokuExplainer, family DynamicContradictionForcingChainsPlusForcing, find nested_forcing,
        explain chains::text, applies BoxedBoards;
    /// Nested forcing chains that go on to cell and region forcing chains: a candidate true (or
    /// false) leads to a contradiction (10.0 plus length).
    DynamicContradictionForcingChainsPlusMultiple = "Dynamic Contradiction Forcing Chains (+ Multiple Forcing Chains)", tenths 100, SudokuExplainer, family DynamicContradictionForcingChainsPlusMultiple, find nested_multiple,
        explain chains::text, applies BoxedBoards;
    /// As [`Technique::DynamicContradictionForcingChainsPlusMultiple`]: a candidate true and false
    /// lead to the same conclusion.
    DynamicDoubleForcingChainsPlusMultiple = "Dynamic Double Forcing Chains (+ Multiple Forcing Chains)", tenths 100, SudokuExplainer, family DynamicContradictionForcingChainsPlusMultiple, find nested_multiple,
        explain chains::text, applies BoxedBoards;
    /// As [`Technique::DynamicContradictionForcingChainsPlusMultiple`]: every candidate of a cell
    /// leads to the same conclusion.
    DynamicCellForcingChainsPlusMultiple = "Dynamic Cell Forcing Chains (+ Multiple Forcing Chains)", tenths 100, SudokuExplainer, family DynamicContradictionForcingChainsPlusMultiple, find nested_multiple,
        explain chains::text, applies BoxedBoards;
    /// As [`Technique::DynamicContradictionForcingChainsPlusMultiple`]: every place of a digit in a
    /// house leads to the same conclusion.
    DynamicRegionForcingChainsPlusMultiple = "Dynamic Region Forcing Chains (+ Multiple Forcing Chains)", tenths 100, SudokuExplainer, family DynamicContradictionForcingChainsPlusMultiple, find nested_multiple,
        explain chains::text, applies BoxedBoards;
    /// Nested forcing chains that apply dynamic forcing chains (themselves of any level up to (+
    /// Multiple Forcing Chains)): a candidate true (or false) leads to a contradiction (10.5 plus
    /// length).
    DynamicContradictionForcingChainsPlusDynamic = "Dynamic Contradiction Forcing Chains (+ Dynamic Forcing Chains)", tenths 105, SudokuExplainer, family DynamicContradictionForcingChainsPlusDynamic, find nested_dynamic,
        explain chains::text, applies BoxedBoards;
    /// As [`Technique::DynamicContradictionForcingChainsPlusDynamic`]: a candidate true and false
    /// lead to the same conclusion.
    DynamicDoubleForcingChainsPlusDynamic = "Dynamic Double Forcing Chains (+ Dynamic Forcing Chains)", tenths 105, SudokuExplainer, family DynamicContradictionForcingChainsPlusDynamic, find nested_dynamic,
        explain chains::text, applies BoxedBoards;
    /// As [`Technique::DynamicContradictionForcingChainsPlusDynamic`]: every candidate of a cell
    /// leads to the same conclusion.
    DynamicCellForcingChainsPlusDynamic = "Dynamic Cell Forcing Chains (+ Dynamic Forcing Chains)", tenths 105, SudokuExplainer, family DynamicContradictionForcingChainsPlusDynamic, find nested_dynamic,
        explain chains::text, applies BoxedBoards;
    /// As [`Technique::DynamicContradictionForcingChainsPlusDynamic`]: every place of a digit in a
    /// house leads to the same conclusion.
    DynamicRegionForcingChainsPlusDynamic = "Dynamic Region Forcing Chains (+ Dynamic Forcing Chains)", tenths 105, SudokuExplainer, family DynamicContradictionForcingChainsPlusDynamic, find nested_dynamic,
        explain chains::text, applies BoxedBoards;
    // Player techniques: Sudoku Explainer has no rule for these, so they are only in the
    // full repertoire (`repertoire.rs`), never on the path `rate` follows. SukakuExplainer
    // has none of them as a rated rule (its "finned" fish are only names it prints for
    // strong-link chains), so each is placed on Sudoku Explainer's scale by HoDoKu's
    // difficulty order against the Sudoku Explainer techniques around it:
    // - a finned fish just above the basic fish of its size (X-wing 3.2, swordfish 3.8,
    //   jellyfish 5.2), a sashimi one 0.1 above the finned;
    // - the empty rectangle is a turbot fish whose box link is grouped: 4.3, as Sudoku
    //   Explainer rates that chain;
    // - the W-wing beside the XYZ-wing (4.4), both three-cell wings;
    // - simple colouring after the unique rectangles (4.5), multi-colouring 0.3 above:
    //   HoDoKu puts them with the wings and below the long chains;
    // - the X-chain on Sudoku Explainer's own scale for n strong links (5.4 for three,
    //   +0.4 per further link, the step's bonus);
    // - the XY-chain from 5.0 for four cells, +0.1 per further cell (the XY-wing, its
    //   three-cell case, is 4.2);
    // - the hidden unique rectangle 4.5, as Sudoku Explainer's unique rectangles;
    // - ALS-XZ 5.5 for four cells, as the WXYZ-wing (an ALS-XZ with a bivalue cell), +0.1
    //   per further cell.
    /// A fish with fins: base-line places outside the cover lines, all in one box; the
    /// cover lines lose the digit only in that box (X-wing size).
    FinnedXWing = "Finned X-Wing", tenths 33, Player, family FinnedXWing, find finned_x_wing,
        explain finned_fish, applies BoxedBoards;
    /// A finned X-wing whose body misses a corner: one base line keeps a single place
    /// in the cover lines.
    SashimiXWing = "Sashimi X-Wing", tenths 34, Player, family FinnedXWing, find finned_x_wing,
        explain finned_fish, applies BoxedBoards;
    /// A finned fish of size 3.
    FinnedSwordfish = "Finned Swordfish", tenths 39, Player, family FinnedSwordfish, find finned_swordfish,
        explain finned_fish, applies BoxedBoards;
    /// A sashimi fish of size 3.
    SashimiSwordfish = "Sashimi Swordfish", tenths 40, Player, family FinnedSwordfish, find finned_swordfish,
        explain finned_fish, applies BoxedBoards;
    /// A finned fish of size 4.
    FinnedJellyfish = "Finned Jellyfish", tenths 53, Player, family FinnedJellyfish, find finned_jellyfish,
        explain finned_fish, applies BoxedBoards;
    /// A sashimi fish of size 4.
    SashimiJellyfish = "Sashimi Jellyfish", tenths 54, Player, family FinnedJellyfish, find finned_jellyfish,
        explain finned_fish, applies BoxedBoards;
    /// A box whose places of a digit lie on one row and one column (the empty rectangle)
    /// plus a strong link on a line: the digit leaves the cell where the link's far end
    /// and the box's other line cross.
    EmptyRectangle = "Empty Rectangle", tenths 43, Player, family EmptyRectangle, find empty_rectangle,
        explain empty_rectangle, applies BoxedBoards;
    /// Two bivalue cells with the same two digits, joined by a strong link on one of
    /// them: the other digit leaves every cell seeing both.
    WWing = "W-Wing", tenths 44, Player, family WWing, find w_wing,
        explain w_wing, applies BoxedBoards;
    /// The strong links of one digit coloured in two alternating colours: a colour
    /// seen twice in a house is false (colour wrap), and a cell seeing both colours
    /// loses the digit (colour trap).
    SimpleColouring = "Simple Colouring", tenths 46, Player, family SimpleColouring, find simple_colouring,
        explain colouring, applies BoxedBoards;
    /// Two colour clusters of one digit linked by a cell seeing both: a colour that sees
    /// both colours of the other cluster is false, and cells seeing the partners of two
    /// colours that see each other lose the digit.
    MultiColouring = "Multi-Colouring", tenths 49, Player, family MultiColouring, find multi_colouring,
        explain colouring, applies BoxedBoards;
    /// An alternating chain of strong and weak links on one digit, with three strong
    /// links or more: one of its two ends holds the digit.
    XChain = "X-Chain", tenths 54, Player, family XChain, find x_chain,
        explain x_chain, applies BoxedBoards;
    /// A chain of bivalue cells, each seeing the next, that starts and ends on the same
    /// digit: one of its two end cells holds it.
    XYChain = "XY-Chain", tenths 50, Player, family XYChain, find xy_chain,
        explain xy_chain, applies BoxedBoards;
    /// A rectangle on two digits with one bivalue corner, and strong links on one digit
    /// along the row and column of the opposite corner, which loses the other digit.
    HiddenUniqueRectangle = "Hidden Unique Rectangle", tenths 45, Player, family HiddenUniqueRectangle, find hidden_unique_rectangle,
        explain hidden_rectangle, applies ClassicBoard;
    /// Two almost locked sets sharing a restricted digit: a second digit both hold leaves
    /// every cell seeing all its places in the two sets.
    AlsXz = "ALS-XZ", tenths 55, Player, family AlsXz, find als_xz,
        explain als_xz, applies BoxedBoards;
    /// The digits a killer cage can hold given its sum, size and candidates: a cell
    /// loses the digits no combination gives it, and a digit every combination holds
    /// leaves the cells outside that see all the cage's cells able to hold it (shudu's
    /// own rating, 2.4: Sudoku Explainer rates no killer rule).
    CageCombination = "Cage Combination", tenths 24, Variant, family CageCombination, find cage_combination,
        explain cage_combinations, applies CageSums;
    /// The 45 rule: the cages wholly inside a row, column, box or run of adjacent ones
    /// (innies), or reaching into them (outies), fix the sum of the one to three cells
    /// left over; one is placed, two or three keep the candidates that can make the sum
    /// (3.0, plus 0.1 per house beyond the first up to 0.4, 0.1 for outies and 0.1 per
    /// cell beyond the first; shudu's own).
    InniesAndOuties = "Innies and Outies", tenths 30, Variant, family InniesAndOuties, find innies_and_outies,
        explain innies_outies, applies CageSums;
    /// Digits rise along a thermometer: each cell holds more than the smallest digit the
    /// cell before it can hold and less than the largest the cell after it can hold
    /// (shudu's own rating, 2.4, as the cage combination: Sudoku Explainer rates no
    /// thermometer).
    Thermometer = "Thermometer", tenths 24, Variant, family Thermometer, find thermometer,
        explain thermometers, applies Thermometers;
    /// A kropki dot ties two neighbouring cells (white: consecutive digits; black: one
    /// twice the other): each keeps only the candidates with a partner in the other
    /// (shudu's own rating, 2.4, as the thermometer).
    KropkiDot = "Kropki Dot", tenths 24, Variant, family KropkiDot, find kropki_dot,
        explain pair_marks, applies PairMarks;
    /// An X or a V ties two neighbouring cells to a sum of 10 or 5: each keeps only the
    /// candidates with a partner in the other (shudu's own rating, 2.4).
    XvSum = "XV Sum", tenths 24, Variant, family XvSum, find xv_sum,
        explain pair_marks, applies PairMarks;
    /// Neighbours on a German whispers line differ by at least 5: each cell keeps only the
    /// candidates with a partner far enough in each neighbour (shudu's own rating, 2.4,
    /// as the thermometer).
    GermanWhispers = "German Whispers", tenths 24, Variant, family GermanWhispers,
        find german_whispers, explain whispers, applies Whispers;
    /// The digits of a renban line are a run of consecutive digits: each cell keeps only
    /// the candidates inside a run that still fits the line (shudu's own rating, 2.4).
    Renban = "Renban", tenths 24, Variant, family Renban, find renban_line,
        explain renban, applies Renbans;
    /// The digits along an arrow add up to its bulb: the bulb keeps the candidates between
    /// the line's least and greatest sums, each line cell those the bulb leaves it after
    /// the others (shudu's own rating, 2.4, as the thermometer).
    Arrow = "Arrow", tenths 24, Variant, family Arrow, find arrow_sum,
        explain arrows, applies Arrows;
    /// The digits between a row's or column's 1 and 9 add up to its sandwich clue: each
    /// cell keeps only the candidates some placement of the 1 and the 9 leaves it
    /// (shudu's own rating, 2.4, as the lines).
    Sandwich = "Sandwich", tenths 24, Variant, family Sandwich, find sandwich_clue,
        explain sandwich, applies Sandwiches;
    /// The digits on a little killer's diagonal add up to its clue: each cell keeps only
    /// the candidates some choice of one digit per cell making the sum uses (shudu's own
    /// rating, 2.4, as the cage combination).
    LittleKiller = "Little Killer", tenths 24, Variant, family LittleKiller,
        find little_killer_clue, explain little_killer, applies LittleKillers;
    }
}

impl Technique {
    /// Whether the technique may be used on `board`. On a classic board, every technique
    /// but the generalised intersection, which belongs to variant boards.
    ///
    /// On a variant board, rules only add constraints, so a deduction that holds for
    /// every grid obeying rows, columns and boxes holds for every grid obeying the
    /// variant too: every technique that reasons from the candidates with the classic
    /// houses and peers stays sound, and those that read the board's own houses and peers
    /// (singles, naked and hidden sets, XY- and XYZ-wings, the generalised intersection)
    /// also use the diagonals, windows, groups and knight's or king's moves. What does
    /// not carry over is reasoning from the puzzle having one solution under the classic
    /// rules: BUG and the hidden unique rectangle are off (a deadly pattern may be broken
    /// by a diagonal, a knight's move or a consecutive pair); unique rectangles and loops
    /// are kept where each loop's swap can be checked against the extra rules (houses, a
    /// king's or knight's move: `BoardRules::swaps_checkable`, `unique_loops.rs`).
    /// Where cells see each other beyond rows, columns and boxes, pointing and claiming
    /// give way to the generalised intersection, as in Sudoku Explainer's variant mode.
    /// On a jigsaw the boxes are not houses, so only the techniques that read the board's
    /// own houses and peers are used. Each row says which of these it is ([`Applies`]).
    pub(crate) fn usable_on(self, board: &super::Board) -> bool {
        use Applies as A;
        let applies = self.row().applies;
        let Some(rules) = board.rules() else {
            return !matches!(
                applies,
                A::ExtendedBoards
                    | A::CageSums
                    | A::NonConsecutiveBoards
                    | A::Thermometers
                    | A::PairMarks
                    | A::Whispers
                    | A::Renbans
                    | A::Arrows
                    | A::Sandwiches
                    | A::LittleKillers
            );
        };
        match applies {
            A::CageSums => rules.cages.iter().any(|c| c.sum.is_some()),
            A::NonConsecutiveBoards => rules.non_consecutive,
            A::Thermometers => !rules.thermos.is_empty(),
            A::PairMarks => !rules.pairs.is_empty(),
            A::Whispers => !rules.whispers.is_empty(),
            A::Renbans => !rules.renbans.is_empty(),
            A::Arrows => !rules.arrows.is_empty(),
            A::Sandwiches => !rules.sandwiches.is_empty(),
            A::LittleKillers => !rules.little_killers.is_empty(),
            A::ExtendedBoards => rules.jigsaw || rules.extended,
            A::PlainBoxedBoards => !rules.jigsaw && !rules.extended,
            A::AnyBoard => true,
            A::BoxedBoards => !rules.jigsaw,
            // Unique rectangles and loops check their swap against the variant's rules
            // (`unique_loops.rs`); BUG and the hidden rectangle do not, so stay off.
            A::CheckableSwaps => !rules.jigsaw && rules.swaps_checkable(),
            A::ClassicBoard => false,
        }
    }
}

// The table is indexed by discriminant, and the Sudoku Explainer rows come first (the
// driver's list for `rate` is their prefix): both checked when the crate compiles.
const _: () = {
    let mut i = 0;
    while i < TABLE.len() {
        assert!(TABLE[i].technique as usize == i);
        if i > 0 {
            let (before, here) = (TABLE[i - 1].origin as u8, TABLE[i].origin as u8);
            assert!(before <= here);
        }
        i += 1;
    }
};

/// How many rows of the table are Sudoku Explainer's: they lead [`Technique::ALL`].
pub(crate) const SUDOKU_EXPLAINER_COUNT: usize = {
    let mut n = 0;
    while n < TABLE.len() && matches!(TABLE[n].origin, Origin::SudokuExplainer) {
        n += 1;
    }
    n
};

impl Technique {
    /// The technique's row in the table.
    pub(crate) const fn row(self) -> &'static Row {
        &TABLE[self as usize]
    }

    /// The technique's common English name.
    pub fn name(self) -> &'static str {
        self.row().name
    }

    /// The technique's name in `lang`: the name players of that language use (the
    /// catalogue's `techniques.ftl`; `docs/glossary.md` gives the sources).
    ///
    /// ```
    /// use shudu::logic::Technique;
    /// use shudu::words::Lang;
    /// assert_eq!(Technique::XWing.name_in(Lang::En), "X-Wing");
    /// assert_eq!(Technique::NakedSingle.name_in(Lang::ZhHans), "唯一余数");
    /// ```
    pub fn name_in(self, lang: Lang) -> String {
        crate::words::message(lang, self.message_id(), &Default::default())
    }

    /// The catalogue's name of the technique's message: `technique-` and the variant's
    /// name in kebab case (`technique-xy-wing`, `technique-bug-type1`), made once per
    /// technique.
    pub(crate) fn message_id(self) -> &'static str {
        static IDS: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
        let ids = IDS.get_or_init(|| Technique::ALL.iter().map(|t| t.kebab_id()).collect());
        &ids[self as usize]
    }

    fn kebab_id(self) -> String {
        let variant: Vec<char> = format!("{self:?}").chars().collect();
        let mut id = String::from("technique-");
        for (i, &c) in variant.iter().enumerate() {
            if i > 0 && c.is_ascii_uppercase() {
                let before = variant[i - 1];
                let lower_next = variant.get(i + 1).is_some_and(char::is_ascii_lowercase);
                if !before.is_ascii_uppercase() || lower_next {
                    id.push('-');
                }
            }
            id.push(c.to_ascii_lowercase());
        }
        id
    }

    /// The Sudoku Explainer rating in tenths (23 = 2.3); for techniques Sudoku Explainer
    /// rates by shape or length, the base a step's bonus adds to (see
    /// [`Step::rating_tenths`](super::Step::rating_tenths)).
    ///
    /// ```
    /// use shudu::logic::Technique;
    /// assert_eq!(Technique::XYWing.rating_tenths(), 42);
    /// ```
    pub fn rating_tenths(self) -> u8 {
        self.row().rating_tenths
    }

    /// The Sudoku Explainer rating (2.3 for a naked single).
    pub fn rating(self) -> f32 {
        f32::from(self.rating_tenths()) / 10.0
    }

    /// The name as typed on a command line or in a program: lower case, a hyphen for each
    /// space (`X-Wing` → `x-wing`, `Hidden Single` → `hidden-single`).
    ///
    /// ```
    /// use shudu::logic::Technique;
    /// assert_eq!(Technique::XYWing.slug(), "xy-wing");
    /// ```
    pub fn slug(self) -> String {
        self.name().to_lowercase().replace(' ', "-")
    }

    /// Every technique called `name` in any language or by any alias
    /// ([`Technique::known_as`]), compared in lower case on letters, digits and `+`
    /// only, so `W-Wing`, `w-wing`, `w wing` and `wwing` are one name and a slug reads
    /// back. Several techniques share a name (the hidden singles in a box and in a line),
    /// so this is a list, in [`Repertoire::Full`](super::Repertoire::Full)'s order; it is
    /// empty for an unknown name.
    ///
    /// ```
    /// use shudu::logic::Technique;
    /// assert_eq!(Technique::named("W Wing"), [Technique::WWing]);
    /// assert_eq!(Technique::named("hidden-single").len(), 2);
    /// assert!(Technique::named("telepathy").is_empty());
    /// ```
    pub fn named(name: &str) -> Vec<Technique> {
        let wanted = folded_name(name);
        super::Repertoire::Full
            .techniques()
            .iter()
            .copied()
            .filter(|&t| t.known_as().iter().any(|n| folded_name(n) == wanted))
            .collect()
    }

    /// The techniques a search for `query` finds, as a player types it: those with a
    /// name or alias in any language ([`Technique::known_as`]) that contains the query,
    /// compared as [`Technique::named`] compares. The best come first: a name equal to
    /// the query, then one that starts with it, then one that contains it; within each,
    /// [`Repertoire::Full`](super::Repertoire::Full)'s order, so easier techniques
    /// lead. A query with no letter or digit finds every technique; one that finds
    /// nothing gives an empty list.
    ///
    /// ```
    /// use shudu::logic::Technique;
    /// // Any script, any alias, a part of a name.
    /// // The name itself first, then those that contain it (带鳍X翼, a finned X-wing).
    /// assert_eq!(Technique::search("X翼"), [Technique::XWing, Technique::FinnedXWing]);
    /// assert_eq!(Technique::search("二鏈")[0], Technique::XWing);
    /// assert_eq!(Technique::search("sword")[0], Technique::Swordfish);
    /// assert!(Technique::search("wing").contains(&Technique::XYWing));
    /// assert!(Technique::search("telepathy").is_empty());
    /// assert_eq!(Technique::search("").len(), shudu::logic::Repertoire::Full.techniques().len());
    /// ```
    pub fn search(query: &str) -> Vec<Technique> {
        let wanted = folded_name(query);
        let all = super::Repertoire::Full.techniques();
        if wanted.is_empty() {
            return all.to_vec();
        }
        // 0: a name equals the query; 1: one starts with it; 2: one contains it.
        let mut found: Vec<(u8, usize, Technique)> = all
            .iter()
            .enumerate()
            .filter_map(|(order, &t)| {
                let names: Vec<String> = t.known_as().iter().map(|n| folded_name(n)).collect();
                let rank = if names.contains(&wanted) {
                    0
                } else if names.iter().any(|n| n.starts_with(&wanted)) {
                    1
                } else if names.iter().any(|n| n.contains(&wanted)) {
                    2
                } else {
                    return None;
                };
                Some((rank, order, t))
            })
            .collect();
        found.sort_unstable_by_key(|&(rank, order, _)| (rank, order));
        found.into_iter().map(|(_, _, t)| t).collect()
    }

    /// Every name the technique is known by: its name in each language of the catalogue,
    /// then each language's aliases (`techniques.ftl`'s `.aliases`, comma-separated), each
    /// once, in that order. [`Technique::named`] reads any of them.
    ///
    /// ```
    /// use shudu::logic::Technique;
    /// let names = Technique::XWing.known_as();
    /// assert_eq!(names[0], "X-Wing");
    /// assert!(names.iter().any(|n| n == "二链列") && names.iter().any(|n| n == "二鏈列"));
    /// assert_eq!(Technique::named("二链列"), [Technique::XWing]);
    /// ```
    pub fn known_as(self) -> Vec<String> {
        let id = self.message_id();
        let mut names: Vec<String> = Lang::ALL.iter().map(|&l| self.name_in(l)).collect();
        for lang in Lang::ALL {
            if let Some(aliases) = crate::words::attribute(lang, id, "aliases") {
                names.extend(aliases.split([',', '，']).map(|a| a.trim().to_owned()));
            }
        }
        let mut seen = std::collections::HashSet::new();
        names.retain(|n| !n.is_empty() && seen.insert(n.clone()));
        names
    }

    /// The technique as a list of techniques gives it in `lang`: its name there, then
    /// its other names ([`Technique::known_as`]) — the ones a reader of another language
    /// or another community knows it by, each of which [`Technique::named`] reads.
    ///
    /// ```
    /// use shudu::logic::Technique;
    /// use shudu::words::Lang;
    /// let en = Technique::XWing.described_in(Lang::En);
    /// assert!(en.starts_with("X-Wing; also called 二阶鱼, 二階魚"), "{en}");
    /// let zh = Technique::XWing.described_in(Lang::ZhHans);
    /// assert!(zh.starts_with("二阶鱼；又称 X-Wing、二階魚"), "{zh}");
    /// ```
    pub fn described_in(self, lang: Lang) -> String {
        let name = self.name_in(lang);
        let others: Vec<String> = self.known_as().into_iter().filter(|n| *n != name).collect();
        if others.is_empty() {
            return name;
        }
        let names = crate::words::list_either(lang, &others);
        crate::words::say!(lang, "technique-described", name = name, names = names)
    }

    /// What a search for `query` ([`Technique::search`]) that finds no technique says,
    /// in `lang`.
    ///
    /// ```
    /// use shudu::logic::Technique;
    /// use shudu::words::Lang;
    /// assert!(Technique::none_found_in(Lang::En, "telepathy").starts_with("no technique is called “telepathy”"));
    /// assert!(Technique::none_found_in(Lang::ZhHant, "心靈感應").starts_with("沒有名為「心靈感應」"));
    /// ```
    pub fn none_found_in(lang: Lang, query: &str) -> String {
        crate::words::say!(lang, "technique-not-found", query = query.to_owned())
    }

    /// Whether the technique is one of Sudoku Explainer's rules, so on the path
    /// [`rate`](super::rate) follows; the others are player techniques, only in
    /// [`Repertoire::Full`](super::Repertoire::Full).
    ///
    /// ```
    /// use shudu::logic::Technique;
    /// assert!(Technique::XWing.is_sudoku_explainers());
    /// assert!(!Technique::WWing.is_sudoku_explainers());
    /// ```
    pub fn is_sudoku_explainers(self) -> bool {
        self.row().origin == Origin::SudokuExplainer
    }

    /// Whether the technique is a rule of a variant Sudoku Explainer does not rate (the
    /// killer cage rules), with shudu's own rating.
    pub(crate) fn is_variant_rule(self) -> bool {
        self.row().origin == Origin::Variant
    }

    /// The first technique of the family whose steps one finder produces together.
    /// Sudoku Explainer has one rule for several named patterns (all chains of two strong
    /// links, for instance); it sorts that rule's steps by rating and takes the first, so
    /// the family is searched as one and its steps ordered as Sudoku Explainer orders
    /// them.
    pub(crate) fn leader(self) -> Technique {
        self.row().leader
    }
}

/// A technique's name as [`Technique::named`] and [`Technique::search`] compare it: its
/// letters, digits and `+` in lower case (`W-Wing`, `w wing` → `wwing`; `二链列` stays).
fn folded_name(name: &str) -> String {
    name.chars()
        .filter(|c| c.is_alphanumeric() || *c == '+')
        .flat_map(char::to_lowercase)
        .collect()
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
    fn all_is_every_row_in_declaration_order() {
        assert_eq!(Technique::ALL.len(), TABLE.len());
        assert!(Technique::ALL.windows(2).all(|w| w[0] < w[1]));
        for (i, t) in Technique::ALL.into_iter().enumerate() {
            assert_eq!(t as usize, i);
            assert_eq!(t.row().technique, t);
        }
        // Complete by construction: the macro declares the enum and the rows from one
        // list, so a variant cannot lack a row.
    }

    #[test]
    fn names_and_slugs_read_back() {
        assert_eq!(Technique::named("X-Wing"), [Technique::XWing]);
        for name in ["w-wing", "W-Wing", "W Wing", "wwing"] {
            assert_eq!(Technique::named(name), [Technique::WWing], "{name}");
        }
        assert_eq!(Technique::named("xy-wing"), [Technique::XYWing]);
        assert_eq!(Technique::named("naked-pair"), [Technique::NakedPair]);
        for t in Technique::ALL {
            assert!(Technique::named(t.name()).contains(&t), "{}", t.name());
            assert!(Technique::named(&t.slug()).contains(&t), "{}", t.slug());
        }
    }

    #[test]
    fn names_are_unique_but_for_the_two_hidden_singles() {
        let mut names: Vec<&str> = Technique::ALL.iter().map(|t| t.name()).collect();
        names.sort_unstable();
        let before = names.len();
        names.dedup();
        assert_eq!(before - names.len(), 1, "only \"Hidden Single\" is shared");
        assert_eq!(
            Technique::HiddenSingleBox.name(),
            Technique::HiddenSingleLine.name()
        );
    }

    #[test]
    fn every_family_is_led_by_its_first_member() {
        for t in Technique::ALL {
            let leader = t.leader();
            assert!(leader <= t, "{t:?} led by a later {leader:?}");
            assert_eq!(leader.leader(), leader, "{leader:?} leads itself");
            assert_eq!(leader.is_sudoku_explainers(), t.is_sudoku_explainers());
        }
    }

    #[test]
    fn sudoku_explainers_rules_lead_and_number_87() {
        // 85 for classic boards, the generalised intersection of variant boards and the
        // two non-consecutive rules (forcing cell and locked).
        assert_eq!(SUDOKU_EXPLAINER_COUNT, 88);
        let (se, player) = Technique::ALL.split_at(SUDOKU_EXPLAINER_COUNT);
        assert!(se.iter().all(|t| t.is_sudoku_explainers()));
        assert!(player.iter().all(|t| !t.is_sudoku_explainers()));
    }

    #[test]
    fn ratings_are_sudoku_explainers() {
        // Sudoku Explainer's documented base ratings (serate, default settings), and the
        // player techniques' chosen places.
        let expected: &[(Technique, u8)] = &[
            (Technique::FullHouse, 10),
            (Technique::HiddenSingleBox, 12),
            (Technique::HiddenSingleLine, 15),
            (Technique::DirectPointing, 17),
            (Technique::DirectClaiming, 19),
            (Technique::DirectHiddenPair, 20),
            (Technique::NakedSingle, 23),
            (Technique::NonConsecutiveForcingCell, 24),
            (Technique::LockedNonConsecutive, 25),
            (Technique::DirectHiddenTriplet, 25),
            (Technique::Pointing, 26),
            (Technique::Claiming, 28),
            (Technique::NakedPair, 30),
            (Technique::XWing, 32),
            (Technique::HiddenPair, 34),
            (Technique::NakedTriplet, 36),
            (Technique::Swordfish, 38),
            (Technique::HiddenTriplet, 40),
            (Technique::Skyscraper, 40),
            (Technique::TwoStringKite, 41),
            (Technique::XYWing, 42),
            (Technique::GroupedTurbotFish, 43),
            (Technique::XYZWing, 44),
            (Technique::UniqueRectangleType1, 45),
            (Technique::UniqueLoopType4, 45),
            (Technique::NakedQuad, 50),
            (Technique::Jellyfish, 52),
            (Technique::HiddenQuad, 54),
            (Technique::WXYZWing, 55),
            (Technique::BugType1, 56),
            (Technique::BugType2, 57),
            (Technique::FourStrongLinks, 59),
            (Technique::AlignedPairExclusion, 62),
            (Technique::VWXYZWing, 62),
            (Technique::BidirectionalXCycle, 65),
            (Technique::ForcingXChain, 66),
            (Technique::UVWXYZWing, 66),
            (Technique::ForcingChain, 70),
            (Technique::NishioForcingChains, 75),
            (Technique::AlignedTripletExclusion, 75),
            (Technique::TUVWXYZWing, 75),
            (Technique::CellForcingChains, 80),
            (Technique::DynamicContradictionForcingChains, 85),
            (Technique::DynamicCellForcingChainsPlus, 90),
            (Technique::DynamicRegionForcingChainsPlusForcing, 95),
            (Technique::DynamicDoubleForcingChainsPlusMultiple, 100),
            (Technique::DynamicContradictionForcingChainsPlusDynamic, 105),
            (Technique::FinnedXWing, 33),
            (Technique::SashimiXWing, 34),
            (Technique::EmptyRectangle, 43),
            (Technique::WWing, 44),
            (Technique::SimpleColouring, 46),
            (Technique::MultiColouring, 49),
            (Technique::XYChain, 50),
            (Technique::XChain, 54),
            (Technique::AlsXz, 55),
            (Technique::CageCombination, 24),
            (Technique::InniesAndOuties, 30),
        ];
        for &(t, tenths) in expected {
            assert_eq!(t.rating_tenths(), tenths, "{t:?}");
        }
        // Within a family of Sudoku Explainer's, the leader rates lowest.
        for t in Technique::ALL {
            assert!(t.leader().rating_tenths() <= t.rating_tenths(), "{t:?}");
        }
    }
}
