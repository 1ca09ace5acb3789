//! [`Step`]: one deduction — the technique, what it places and removes, and the evidence
//! that justifies it — with [`Step::explain`] to put it in words.
//!
//! Read next: `techniques/mod.rs` (the finders that build steps), `path.rs` (the driver
//! that applies them).

use super::technique::Technique;
use crate::grid::{Cell, Digit, Grid, House};

/// One logical step: the technique, its placements and eliminations, and the evidence.
///
/// ```
/// use shudu::logic::{Board, Technique, next_step};
/// use shudu::Grid;
/// let grid: Grid =
///     "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759.."
///         .parse()?;
/// let step = next_step(&Board::new(&grid)).unwrap();
/// assert_eq!(step.technique, Technique::HiddenSingleBox);
/// assert_eq!(step.explain(), "r2c9 must be 9: it is the only place for 9 in box 3");
/// # Ok::<(), shudu::ParseError>(())
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Step {
    /// The technique that found the step.
    pub technique: Technique,
    /// Digits the step places.
    pub placements: Vec<(Cell, Digit)>,
    /// Candidates the step removes.
    pub eliminations: Vec<(Cell, Digit)>,
    /// What justifies the step.
    pub evidence: Evidence,
    /// Tenths this step rates above its technique's base rating: Sudoku Explainer rates
    /// some patterns by their shape or length (a strong-link chain through a box, row and
    /// column; a longer chain). 0 for most steps.
    pub bonus_tenths: u8,
}

/// The cells, candidates, houses and links that justify a step: what a hint would point
/// at and what a drawing would highlight.
///
/// ```
/// use shudu::logic::{Board, next_step};
/// use shudu::{Grid, House};
/// let grid: Grid = "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759..".parse()?;
/// let step = next_step(&Board::new(&grid)).unwrap();
/// // A hidden single in box 3: the box is what the reasoning is about.
/// assert_eq!(step.evidence.houses, [House::Box(2)]);
/// # Ok::<(), shudu::ParseError>(())
/// ```
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Evidence {
    /// The houses the reasoning is about (for a fish: base lines, then cover lines).
    pub houses: Vec<House>,
    /// The cells forming the pattern.
    pub cells: Vec<Cell>,
    /// The candidates forming the pattern.
    pub candidates: Vec<(Cell, Digit)>,
    /// The digits the pattern is about.
    pub digits: Vec<Digit>,
    /// Inference links, for chains and strong-link patterns.
    pub links: Vec<Link>,
    /// Candidates the reasoning removes on its way to a placement without the step
    /// removing them: a direct technique (Sudoku Explainer's "Direct Pointing", "Direct
    /// Hidden Pair", …) only places its digit, so as to rate like Sudoku Explainer.
    pub implied: Vec<(Cell, Digit)>,
}

/// An inference between two candidates.
///
/// ```
/// use shudu::logic::Link;
/// use shudu::{Cell, Digit};
/// let (a, b) = (Cell::new(0, 0).unwrap(), Cell::new(0, 5).unwrap());
/// let five = Digit::new(5).unwrap();
/// // The only two places for 5 in row 1: one of them holds it.
/// let link = Link { from: (a, five), to: (b, five), strong: true };
/// assert!(link.strong && link.from.1 == link.to.1);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Link {
    /// Where the link starts.
    pub from: (Cell, Digit),
    /// Where it ends.
    pub to: (Cell, Digit),
    /// Strong (at least one of the two is true) or weak (at most one is).
    pub strong: bool,
}

fn join<T: ToString>(items: &[T]) -> String {
    let texts: Vec<String> = items.iter().map(ToString::to_string).collect();
    match texts.len() {
        0 => String::new(),
        1 => texts[0].clone(),
        n => format!("{} and {}", texts[..n - 1].join(", "), texts[n - 1]),
    }
}

/// "r1c3 and r1c7 cannot be 2, r2c2 cannot be 5 or 6": eliminations grouped by cell.
fn removals(elims: &[(Cell, Digit)]) -> String {
    let mut cells: Vec<Cell> = elims.iter().map(|e| e.0).collect();
    cells.dedup();
    let mut by_digits: Vec<(Vec<Digit>, Vec<Cell>)> = Vec::new();
    for c in cells {
        let digits: Vec<Digit> = elims.iter().filter(|e| e.0 == c).map(|e| e.1).collect();
        match by_digits.iter_mut().find(|(d, _)| *d == digits) {
            Some((_, cs)) => cs.push(c),
            None => by_digits.push((digits, vec![c])),
        }
    }
    let parts: Vec<String> = by_digits
        .iter()
        .map(|(digits, cells)| {
            let ds: Vec<String> = digits.iter().map(ToString::to_string).collect();
            format!("{} cannot be {}", join(cells), ds.join(" or "))
        })
        .collect();
    parts.join(", ")
}

impl Step {
    /// The step's Sudoku Explainer rating in tenths: its technique's base rating plus its
    /// bonus.
    pub fn rating_tenths(&self) -> u8 {
        self.technique.rating_tenths() + self.bonus_tenths
    }

    /// The step's Sudoku Explainer rating (4.2 for an XY-wing).
    pub fn rating(&self) -> f32 {
        f32::from(self.rating_tenths()) / 10.0
    }

    /// Whether the step is true of `solution`: every placed digit is the solution's and
    /// no removed (or implied removed) candidate is.
    pub fn agrees_with(&self, solution: &Grid) -> bool {
        self.placements
            .iter()
            .all(|&(c, d)| solution.get(c) == Some(d))
            && self
                .eliminations
                .iter()
                .all(|&(c, d)| solution.get(c) != Some(d))
            && self
                .evidence
                .implied
                .iter()
                .all(|&(c, d)| solution.get(c) != Some(d))
    }

    /// The step in words, as a hint's full answer.
    pub fn explain(&self) -> String {
        let ev = &self.evidence;
        let house = |i: usize| ev.houses.get(i).map_or(String::new(), ToString::to_string);
        let digits = join(&ev.digits);
        let placement = self
            .placements
            .first()
            .map(|(c, d)| format!("{c} must be {d}"))
            .unwrap_or_default();
        let removed = if self.eliminations.is_empty() {
            removals(&ev.implied)
        } else {
            removals(&self.eliminations)
        };
        match self.technique {
            Technique::FullHouse => {
                format!("{placement}: it is the last empty cell of {}", house(0))
            }
            Technique::HiddenSingleBox | Technique::HiddenSingleLine => {
                format!(
                    "{placement}: it is the only place for {digits} in {}",
                    house(0)
                )
            }
            Technique::NakedSingle => {
                format!("{placement}: it is the only candidate left in that cell")
            }
            Technique::Pointing
            | Technique::Claiming
            | Technique::DirectPointing
            | Technique::DirectClaiming => {
                let mut text = format!(
                    "in {}, {digits} can only be in {} ({}), so {removed}",
                    house(0),
                    house(1),
                    join(&ev.cells)
                );
                if !self.placements.is_empty() {
                    text.push_str(&format!(
                        "; then {placement}, the only place left for {digits} in {}",
                        house(2)
                    ));
                }
                text
            }
            Technique::NakedPair | Technique::NakedTriplet | Technique::NakedQuad => format!(
                "{} hold only {digits} between them ({} in {}), so {removed}",
                join(&ev.cells),
                self.technique.name().to_lowercase(),
                house(0)
            ),
            Technique::HiddenPair
            | Technique::HiddenTriplet
            | Technique::HiddenQuad
            | Technique::DirectHiddenPair
            | Technique::DirectHiddenTriplet => {
                let mut text = format!(
                    "in {}, {digits} can only go in {}, so those cells hold nothing else: {removed}",
                    house(0),
                    join(&ev.cells)
                );
                if !self.placements.is_empty() {
                    text.push_str(&format!(
                        "; then {placement}, the only place left for it in {}",
                        house(0)
                    ));
                }
                text
            }
            Technique::XWing | Technique::Swordfish | Technique::Jellyfish => {
                let n = ev.houses.len() / 2;
                format!(
                    "{} ({}): in {}, {digits} lies only in {}, so {removed}",
                    self.technique.name(),
                    digits,
                    join(&ev.houses[..n]),
                    join(&ev.houses[n..])
                )
            }
            Technique::Skyscraper
            | Technique::TwoStringKite
            | Technique::TurbotFish
            | Technique::GroupedSkyscraper
            | Technique::GroupedTwoStringKite
            | Technique::GroupedTurbotFish
            | Technique::ThreeSkyscrapers
            | Technique::ThreeStringKite
            | Technique::ThreeStrongLinks
            | Technique::GroupedThreeSkyscrapers
            | Technique::GroupedThreeStringKite
            | Technique::GroupedThreeStrongLinks
            | Technique::FourSkyscrapers
            | Technique::FourStrongLinks
            | Technique::GroupedFourSkyscrapers
            | Technique::GroupedFourStrongLinks => self.explain_strong_links(&removed),
            Technique::UniqueRectangleType3
            | Technique::UniqueRectangleType3Hidden
            | Technique::UniqueLoopType3
            | Technique::UniqueLoopType3Hidden => self.explain_loop_set(&removed),
            Technique::UniqueRectangleType1
            | Technique::UniqueRectangleType2
            | Technique::UniqueRectangleType4
            | Technique::UniqueLoopType1
            | Technique::UniqueLoopType2
            | Technique::UniqueLoopType4 => {
                let shape = if self.technique.name().contains("Rectangle") {
                    "rectangle"
                } else {
                    "loop"
                };
                let n = ev.candidates.len() / 2;
                let (pattern, extra) = ev.cells.split_at(n.min(ev.cells.len()));
                let why = match self.technique {
                    Technique::UniqueRectangleType1 | Technique::UniqueLoopType1 => format!(
                        "only {} holds anything else, so it cannot be {digits}",
                        join(extra)
                    ),
                    Technique::UniqueRectangleType2 | Technique::UniqueLoopType2 => {
                        format!("one of {} must hold their common extra digit", join(extra))
                    }
                    _ => format!(
                        "{} share a house where one of {digits} has no other place, so they cannot hold the other",
                        join(extra)
                    ),
                };
                format!(
                    "{}: {} would form a deadly {shape} on {digits} (two solutions); {why}: {removed}",
                    self.technique.name(),
                    join(pattern)
                )
            }
            Technique::AlignedPairExclusion | Technique::AlignedTripletExclusion => {
                let n = if self.technique == Technique::AlignedPairExclusion {
                    2
                } else {
                    3
                };
                let (base, excluders) = ev.cells.split_at(n.min(ev.cells.len()));
                format!(
                    "{}: {} cannot take digits that would leave one of {} with no candidate, nor the same digit twice in a shared house; no filling left uses what goes: {removed}",
                    self.technique.name(),
                    join(base),
                    join(excluders)
                )
            }
            Technique::WXYZWing
            | Technique::VWXYZWing
            | Technique::UVWXYZWing
            | Technique::TUVWXYZWing => {
                let n = ev.cells.len() - 1;
                let (set, pincer) = (&ev.cells[..n], ev.cells[n]);
                let all: Vec<String> = ev.digits.iter().map(ToString::to_string).collect();
                format!(
                    "{}: {} hold only {} between them, one digit more than cells, and {pincer} holds {} and {}; they cannot both be {}, so {removed}",
                    self.technique.name(),
                    join(set),
                    all.join(""),
                    ev.digits[0],
                    ev.digits[1],
                    ev.digits[0]
                )
            }
            Technique::BugType1
            | Technique::BugType2
            | Technique::BugType3
            | Technique::BugType4 => {
                let extras: Vec<String> = ev
                    .candidates
                    .iter()
                    .map(|(c, d)| format!("{d} in {c}"))
                    .collect();
                format!(
                    "{}: without {}, every unsolved cell would hold two candidates and every digit have two places in each house, a deadly pattern with no single solution; so one of those extra candidates is true, and {removed}",
                    self.technique.name(),
                    join(&extras)
                )
            }
            Technique::BidirectionalXCycle
            | Technique::BidirectionalYCycle
            | Technique::ForcingXChain
            | Technique::BidirectionalCycle
            | Technique::ForcingChain
            | Technique::NishioForcingChains
            | Technique::CellForcingChains
            | Technique::RegionForcingChains
            | Technique::DynamicContradictionForcingChains
            | Technique::DynamicDoubleForcingChains
            | Technique::DynamicCellForcingChains
            | Technique::DynamicRegionForcingChains
            | Technique::DynamicContradictionForcingChainsPlus
            | Technique::DynamicDoubleForcingChainsPlus
            | Technique::DynamicCellForcingChainsPlus
            | Technique::DynamicRegionForcingChainsPlus
            | Technique::DynamicContradictionForcingChainsPlusForcing
            | Technique::DynamicDoubleForcingChainsPlusForcing
            | Technique::DynamicCellForcingChainsPlusForcing
            | Technique::DynamicRegionForcingChainsPlusForcing
            | Technique::DynamicContradictionForcingChainsPlusMultiple
            | Technique::DynamicDoubleForcingChainsPlusMultiple
            | Technique::DynamicCellForcingChainsPlusMultiple
            | Technique::DynamicRegionForcingChainsPlusMultiple
            | Technique::DynamicContradictionForcingChainsPlusDynamic
            | Technique::DynamicDoubleForcingChainsPlusDynamic
            | Technique::DynamicCellForcingChainsPlusDynamic
            | Technique::DynamicRegionForcingChainsPlusDynamic => {
                super::techniques::chains::text::explain(self, &removed)
            }
            // Player techniques: each module words its own steps.
            Technique::FinnedXWing
            | Technique::SashimiXWing
            | Technique::FinnedSwordfish
            | Technique::SashimiSwordfish
            | Technique::FinnedJellyfish
            | Technique::SashimiJellyfish => {
                super::techniques::finned_fish::explain(self, &removed)
            }
            Technique::EmptyRectangle => {
                super::techniques::empty_rectangle::explain(self, &removed)
            }
            Technique::WWing => super::techniques::w_wing::explain(self, &removed),
            Technique::SimpleColouring | Technique::MultiColouring => {
                super::techniques::colouring::explain(self, &removed)
            }
            Technique::XChain => super::techniques::x_chain::explain(self, &removed),
            Technique::XYChain => super::techniques::xy_chain::explain(self, &removed),
            Technique::HiddenUniqueRectangle => {
                super::techniques::hidden_rectangle::explain(self, &removed)
            }
            Technique::AlsXz => super::techniques::als_xz::explain(self, &removed),
            Technique::XYWing | Technique::XYZWing => {
                let z = ev.digits.last().map_or(String::new(), ToString::to_string);
                format!(
                    "{}: whatever the pivot {} holds, {} or {} is {z}, so {removed}",
                    self.technique.name(),
                    ev.cells[0],
                    ev.cells[1],
                    ev.cells[2]
                )
            }
        }
    }

    /// A unique rectangle or loop of type 3: the loop, its two cells with extras, and
    /// the naked or hidden set they make in a house.
    fn explain_loop_set(&self, removed: &str) -> String {
        let ev = &self.evidence;
        let shape = if self.technique.name().contains("Rectangle") {
            "rectangle"
        } else {
            "loop"
        };
        let size = ev.candidates.len() / 2;
        let (pattern, rest) = ev.cells.split_at(size.min(ev.cells.len()));
        let (pair, others) = rest.split_at(2.min(rest.len()));
        let house = ev.houses.first().map_or(String::new(), ToString::to_string);
        let loop_digits: Vec<Digit> = ev.candidates.iter().take(2).map(|c| c.1).collect();
        let set_digits = join(&ev.digits);
        let set = match self.technique {
            Technique::UniqueRectangleType3 | Technique::UniqueLoopType3 => format!(
                "taken as one cell they hold only their extra digits, and with {} they hold only {set_digits} in {house}",
                join(others)
            ),
            _ => format!(
                "taken as one cell, with {} they hold every place of {set_digits} in {house}",
                join(others)
            ),
        };
        format!(
            "{}: {} would form a deadly {shape} on {} (two solutions), so {} cannot both hold only those; {set}, so {removed}",
            self.technique.name(),
            join(pattern),
            join(&loop_digits),
            join(pair)
        )
    }

    /// A chain of strong links: each link, each weak link, and the conclusion.
    fn explain_strong_links(&self, removed: &str) -> String {
        let ev = &self.evidence;
        let digit = join(&ev.digits);
        let strong: Vec<&Link> = ev.links.iter().filter(|l| l.strong).collect();
        let n = strong.len();
        let parts: Vec<String> = strong
            .iter()
            .zip(&ev.houses)
            .map(|(l, h)| format!("{} or {} is {digit} ({h})", l.from.0, l.to.0))
            .collect();
        let weak: Vec<String> = ev
            .links
            .iter()
            .filter(|l| !l.strong)
            .zip(ev.houses.iter().skip(n))
            .map(|(l, h)| format!("{} and {} share {h}", l.from.0, l.to.0))
            .collect();
        let (first, last) = (strong[0].from.0, strong[n - 1].to.0);
        let conclusion = if ev.houses.len() == 2 * n {
            format!(
                "the chain closes on itself ({first} and {last} share {}), so every weak link is strong too",
                ev.houses[2 * n - 1]
            )
        } else {
            format!("so {first} or {last} is {digit}")
        };
        format!(
            "{} on {digit}: {}; {}; {conclusion}, and {removed}",
            self.technique.name(),
            parts.join(", "),
            join(&weak)
        )
    }

    /// A short nudge towards the step: where to look, without the answer.
    pub fn nudge(&self) -> String {
        match self.evidence.houses.first() {
            Some(h) => format!("look at {h}"),
            None => match self.evidence.cells.first() {
                Some(c) => format!("look at {c}"),
                None => String::from("look at the whole grid"),
            },
        }
    }
}
