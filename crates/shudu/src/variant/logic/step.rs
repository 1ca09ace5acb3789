//! [`SizedStep`]: one deduction on a board of any size, in the words and the record
//! shape of the 9×9 engine's [`crate::logic::Step`]: the same technique names and
//! ratings, cells as `r10c12`, houses by name, digits 10 and up as the variant text form
//! writes them (`A`, or `0`–`F` in hex).
//!
//! Read next: `techniques.rs`, which builds these steps.

use crate::logic::{Role, Technique, nudge_towards, removals, step_line};
use crate::variant::{HouseName, Pos, Symbols};
use crate::words::{Lang, list_and, say};

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
    fn house(&self, i: usize, lang: Lang) -> String {
        self.houses
            .get(i)
            .map_or(String::new(), |h| h.1.name_in(lang))
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
        self.explain_in(Lang::En)
    }

    /// The step in `lang`'s words: the catalogue's words for the technique, the 9×9
    /// engine's.
    ///
    /// ```
    /// use shudu::variant::{Puzzle, Rules, Shape};
    /// use shudu::variant::logic::{SizedBoard, next_sized_step};
    /// use shudu::words::Lang;
    /// let rules = Rules::new(Shape::for_size(4)?);
    /// let puzzle = Puzzle::from_line(rules, "123.............", Default::default())?;
    /// let step = next_sized_step(&SizedBoard::new(&puzzle, Default::default())?).unwrap();
    /// assert_eq!(step.explain_in(Lang::ZhHant), "r1c4 必須是 4：它是第 1 橫列中最後一個空格");
    /// # Ok::<(), shudu::variant::VariantError>(())
    /// ```
    pub fn explain_in(&self, lang: Lang) -> String {
        let ev = &self.evidence;
        let symbols: Vec<char> = ev.digits.iter().map(|&d| self.symbol(d)).collect();
        let digits = list_and(lang, &symbols);
        let removed = removals(
            &self
                .eliminations
                .iter()
                .map(|&(p, d)| (p, self.symbol(d)))
                .collect::<Vec<_>>(),
            lang,
        );
        let placement = self
            .placements
            .first()
            .map(|&(p, d)| {
                say!(
                    lang,
                    "placement",
                    cell = p.to_string(),
                    digit = self.symbol(d).to_string()
                )
            })
            .unwrap_or_default();
        let house = |i| ev.house(i, lang);
        let names =
            |role| -> Vec<String> { ev.houses_in(role).iter().map(|h| h.name_in(lang)).collect() };
        let pattern = list_and(lang, &ev.cells_in(Role::Pattern));
        match self.technique {
            Technique::FullHouse => {
                say!(
                    lang,
                    "step-full-house",
                    placement = placement,
                    house = house(0)
                )
            }
            Technique::NakedSingle => say!(lang, "step-naked-single", placement = placement),
            Technique::HiddenSingleBox | Technique::HiddenSingleLine => say!(
                lang,
                "step-hidden-single",
                placement = placement,
                digits = digits,
                house = house(0)
            ),
            Technique::Pointing | Technique::Claiming => say!(
                lang,
                "step-intersection",
                house = house(0),
                digits = digits,
                within = house(1),
                cells = pattern,
                removed = removed
            ),
            Technique::GeneralizedIntersection => say!(
                lang,
                "step-generalized-intersection",
                house = house(0),
                digit = digits,
                cells = pattern,
                removed = removed
            ),
            Technique::NakedPair | Technique::NakedTriplet => say!(
                lang,
                "step-naked-set",
                cells = pattern,
                digits = digits,
                technique = self.technique.name_in(lang).to_lowercase(),
                house = house(0),
                removed = removed
            ),
            Technique::HiddenPair | Technique::HiddenTriplet => say!(
                lang,
                "step-hidden-set",
                house = house(0),
                digits = digits,
                cells = pattern,
                removed = removed
            ),
            t if t.is_variant_rule() => {
                say!(lang, "step-sized-rule", cells = pattern, removed = removed)
            }
            _ => say!(
                lang,
                "step-fish",
                technique = self.technique.name_in(lang),
                digits = digits,
                bases = list_and(lang, &names(Role::Base)),
                covers = list_and(lang, &names(Role::Cover)),
                removed = removed
            ),
        }
    }

    /// The step in one line, as a full hint prints it: `Hidden Pair (3.4): in box 2, …`
    /// (a fish's words open with its name and digit, which the line already gives).
    pub fn line(&self) -> String {
        self.line_in(Lang::En)
    }

    /// The step in one line in `lang`'s words.
    pub fn line_in(&self, lang: Lang) -> String {
        step_line(
            self.technique,
            self.rating_tenths(),
            &self.explain_in(lang),
            lang,
        )
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
        self.nudge_in(Lang::En)
    }

    /// A short nudge in `lang`'s words.
    pub fn nudge_in(&self, lang: Lang) -> String {
        nudge_towards(
            self.nudge_house_in(lang),
            self.evidence.cells.first().map(|(_, c)| c.to_string()),
            lang,
        )
    }

    /// The house the nudge names (`box 3`), when it names one rather than a cell.
    pub fn nudge_house(&self) -> Option<String> {
        self.nudge_house_in(Lang::En)
    }

    /// The house the nudge names, in `lang`'s words.
    pub fn nudge_house_in(&self, lang: Lang) -> Option<String> {
        self.evidence.houses.first().map(|(_, h)| h.name_in(lang))
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
