//! [`SizedStep`]: one deduction on a board of any size, in the words and the record
//! shape of the 9×9 engine's [`crate::logic::Step`]: the same technique names and
//! ratings, cells as `r10c12`, houses by name, digits 10 and up as the variant text form
//! writes them (`A`, or `0`–`F` in hex).
//!
//! Read next: `techniques.rs`, which builds these steps.

use crate::logic::{Role, Technique, join, nudge_towards, removals, step_line};
use crate::variant::{HouseName, Pos, Symbols};

/// One step of the small engine: its technique, what it places and removes (digits as
/// numbers), and the evidence.
///
/// ```
/// use shudu::logic::Technique;
/// use shudu::variant::{Puzzle, Rules, Shape};
/// use shudu::variant::logic::{SizedBoard, next_sized_step};
/// let rules = Rules::new(Shape::for_size(4)?);
/// let puzzle = Puzzle::from_line(rules, "123.............", Default::default())?;
/// let step = next_sized_step(&SizedBoard::new(&puzzle, Default::default())?).unwrap();
/// assert_eq!(step.technique, Technique::FullHouse);
/// assert_eq!(step.line(), "Full House (1.0): r1c4 must be 4: it is the last empty cell of row 1");
/// # Ok::<(), shudu::variant::VariantError>(())
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SizedStep {
    /// The technique, whose rating the step takes (see `docs/variants.md`).
    pub technique: Technique,
    /// Digits placed.
    pub placements: Vec<(Pos, u8)>,
    /// Candidates removed.
    pub eliminations: Vec<(Pos, u8)>,
    /// What justifies the step.
    pub evidence: SizedEvidence,
    /// How the digits are written in words.
    pub symbols: Symbols,
}

/// The houses, cells, candidates and digits of a [`SizedStep`], each with the
/// [`Role`] it plays, as in the 9×9 [`crate::logic::Evidence`].
///
/// ```
/// use shudu::logic::Role;
/// use shudu::variant::{HouseName, Puzzle, Rules, Shape};
/// use shudu::variant::logic::{SizedBoard, next_sized_step};
/// let rules = Rules::new(Shape::for_size(4)?);
/// let puzzle = Puzzle::from_line(rules, "123.............", Default::default())?;
/// let step = next_sized_step(&SizedBoard::new(&puzzle, Default::default())?).unwrap();
/// assert_eq!(step.evidence.houses, [(Role::Base, HouseName::Row(0))]);
/// # Ok::<(), shudu::variant::VariantError>(())
/// ```
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct SizedEvidence {
    /// Every house the reasoning is about, by name, in the technique's order.
    pub houses: Vec<(Role, HouseName)>,
    /// The cells of the pattern.
    pub cells: Vec<(Role, Pos)>,
    /// The candidates of the pattern.
    pub candidates: Vec<(Role, Pos, u8)>,
    /// The digits the pattern is about.
    pub digits: Vec<u8>,
}

impl SizedEvidence {
    fn house(&self, i: usize) -> String {
        self.houses
            .get(i)
            .map_or(String::new(), |h| h.1.to_string())
    }

    fn houses_in(&self, role: Role) -> Vec<HouseName> {
        self.houses
            .iter()
            .filter(|h| h.0 == role)
            .map(|h| h.1)
            .collect()
    }

    fn cells_in(&self, role: Role) -> Vec<Pos> {
        self.cells
            .iter()
            .filter(|c| c.0 == role)
            .map(|c| c.1)
            .collect()
    }
}

impl SizedStep {
    /// The step's rating in tenths: its technique's, as on 9×9.
    pub fn rating_tenths(&self) -> u8 {
        self.technique.rating_tenths()
    }

    /// A digit as the step writes it.
    fn symbol(&self, digit: u8) -> char {
        self.symbols.symbol(digit)
    }

    /// The step in words, as the 9×9 engine words the same technique.
    pub fn explain(&self) -> String {
        let ev = &self.evidence;
        let symbols: Vec<char> = ev.digits.iter().map(|&d| self.symbol(d)).collect();
        let digits = join(&symbols);
        let removed = removals(
            &self
                .eliminations
                .iter()
                .map(|&(p, d)| (p, self.symbol(d)))
                .collect::<Vec<_>>(),
        );
        let placement = self
            .placements
            .first()
            .map(|&(p, d)| format!("{p} must be {}", self.symbol(d)))
            .unwrap_or_default();
        match self.technique {
            Technique::FullHouse => {
                format!("{placement}: it is the last empty cell of {}", ev.house(0))
            }
            Technique::NakedSingle => {
                format!("{placement}: it is the only candidate left in that cell")
            }
            Technique::HiddenSingleBox | Technique::HiddenSingleLine => format!(
                "{placement}: it is the only place for {digits} in {}",
                ev.house(0)
            ),
            Technique::Pointing | Technique::Claiming => format!(
                "in {}, {digits} can only be in {} ({}), so {removed}",
                ev.house(0),
                ev.house(1),
                join(&ev.cells_in(Role::Pattern))
            ),
            Technique::GeneralizedIntersection => format!(
                "In {}, {digits} can only go in {}; every cell that sees all of them loses it: {removed}",
                ev.house(0),
                join(&ev.cells_in(Role::Pattern))
            ),
            Technique::NakedPair | Technique::NakedTriplet => format!(
                "{} hold only {digits} between them ({} in {}), so {removed}",
                join(&ev.cells_in(Role::Pattern)),
                self.technique.name().to_lowercase(),
                ev.house(0)
            ),
            Technique::HiddenPair | Technique::HiddenTriplet => format!(
                "in {}, {digits} can only go in {}, so those cells hold nothing else: {removed}",
                ev.house(0),
                join(&ev.cells_in(Role::Pattern))
            ),
            _ => format!(
                "{} ({digits}): in {}, {digits} lies only in {}, so {removed}",
                self.technique.name(),
                join(&ev.houses_in(Role::Base)),
                join(&ev.houses_in(Role::Cover))
            ),
        }
    }

    /// The step in one line, as a full hint prints it: `Hidden Pair (3.4): in box 2, …`
    /// (a fish's words open with its name and digit, which the line already gives).
    pub fn line(&self) -> String {
        step_line(self.technique, self.rating_tenths(), &self.explain())
    }

    /// A short nudge towards the step, worded as on 9×9: where to look, without the answer.
    ///
    /// ```
    /// use shudu::variant::{Puzzle, Rules, Shape};
    /// use shudu::variant::logic::{SizedBoard, next_sized_step};
    /// let rules = Rules::new(Shape::for_size(6)?);
    /// let puzzle = Puzzle::from_line(rules, "12345.............................6.", Default::default())?;
    /// let step = next_sized_step(&SizedBoard::new(&puzzle, Default::default())?).unwrap();
    /// assert_eq!(step.nudge(), "look at row 1");
    /// # Ok::<(), shudu::variant::VariantError>(())
    /// ```
    pub fn nudge(&self) -> String {
        nudge_towards(
            self.nudge_house(),
            self.evidence.cells.first().map(|(_, c)| c.to_string()),
        )
    }

    /// The house the nudge names (`box 3`), when it names one rather than a cell.
    pub fn nudge_house(&self) -> Option<String> {
        self.evidence.houses.first().map(|(_, h)| h.to_string())
    }

    /// Whether the step is true of `solution` (one digit per cell, reading order): every
    /// placed digit is the solution's, no removed candidate is.
    pub fn agrees_with(&self, solution: &[u8], size: usize) -> bool {
        self.placements
            .iter()
            .all(|&(p, d)| solution[p.index(size)] == d)
            && self
                .eliminations
                .iter()
                .all(|&(p, d)| solution[p.index(size)] != d)
    }
}
