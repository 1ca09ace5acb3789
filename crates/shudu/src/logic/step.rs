//! [`Step`]: one deduction — the technique, what it places and removes, and the evidence
//! that justifies it — with [`Step::explain`] to put it in words: the wording of each
//! technique is beside its finder (`fn explain` in each file of `techniques/`, named by
//! the technique table); this file has the words they share.
//!
//! Read next: `techniques/mod.rs` (the finders that build steps), `path.rs` (the driver
//! that applies them).

use super::rating::Tenths;
use super::technique::Technique;
use crate::grid::HouseName;
use crate::grid::{Cell, Digit, Grid, House};
use crate::words::{Lang, Phrase, list_and, list_or, say};

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
/// at and what a drawing would highlight. Each house, cell and candidate carries the
/// [`Role`] it plays, so a page can colour it and a program read it without knowing the
/// order a technique lists them in.
///
/// ```
/// use shudu::logic::{Board, Role, Technique, find_steps};
/// use shudu::Grid;
/// let grid: Grid =
///     "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759.."
///         .parse()?;
/// let step = &find_steps(&Board::new(&grid), Technique::HiddenSingleBox)[0];
/// let target = step.evidence.cells_in(Role::Target);
/// assert_eq!(target, [step.placements[0].0]);
/// assert_eq!(step.evidence.houses_in(Role::Base).len(), 1);
/// # Ok::<(), shudu::ParseError>(())
/// ```
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Evidence {
    /// The houses the reasoning is about, each with its role.
    pub houses: Vec<(Role, House)>,
    /// The cells forming the pattern, each with its role.
    pub cells: Vec<(Role, Cell)>,
    /// The candidates forming the pattern, each with its role.
    pub candidates: Vec<(Role, Cell, Digit)>,
    /// The digits the pattern is about.
    pub digits: Vec<Digit>,
    /// Inference links, for chains and strong-link patterns.
    pub links: Vec<Link>,
    /// Candidates the reasoning removes on its way to a placement without the step
    /// removing them: a direct technique (Sudoku Explainer's "Direct Pointing", "Direct
    /// Hidden Pair", …) only places its digit, so as to rate like Sudoku Explainer.
    pub implied: Vec<(Cell, Digit)>,
    /// On a variant board, every house of the step by name (a diagonal, a window, a
    /// jigsaw region as well as rows, columns and boxes), in the order the technique
    /// lists them; `houses` then holds only the rows, columns and regular boxes. Empty on
    /// a classic board, whose houses are all in `houses`.
    pub named_houses: Vec<(Role, HouseName)>,
    /// On a variant board, why cells of the pattern see the cells they act on where no
    /// house of the step says it ("r1c3 and r2c5 are a knight's move apart"), and the
    /// reasoning a killer step rests on (a cage's sum and combinations): phrases, worded
    /// in any language when read.
    pub relations: Vec<Phrase>,
}

/// What keeps two cells' digits apart where no house of a step says it: a fact of a
/// variant board's rules, worded as a [`relation`] of the two cells.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Apart {
    /// Both lie in this house (a diagonal, a window, a jigsaw region, a cage…).
    House(HouseName),
    /// A knight's move (anti-knight).
    KnightMove,
    /// A king's move (anti-king).
    KingMove,
    /// They are orthogonal neighbours, so their digits are not consecutive.
    Neighbours,
    /// They are orthogonal neighbours, so they cannot hold these two consecutive digits.
    NeighbourDigits(Digit, Digit),
    /// Both lie on the thermometer whose bulb is this cell, so their digits differ.
    Thermometer(Cell),
    /// Both lie on the renban line from this cell, so their digits differ.
    Renban(Cell),
}

impl Apart {
    /// Why two cells may not share a digit, as a phrase: `share row 1`, `are a knight's
    /// move apart`.
    pub(crate) fn phrase(self) -> Phrase {
        match self {
            Apart::House(house) => Phrase::new("apart-house").with("house", house),
            Apart::KnightMove => Phrase::new("apart-knight"),
            Apart::KingMove => Phrase::new("apart-king"),
            Apart::Neighbours => Phrase::new("apart-neighbours"),
            Apart::NeighbourDigits(a, b) => Phrase::new("apart-neighbour-digits")
                .with("first", a)
                .with("second", b),
            Apart::Thermometer(bulb) => Phrase::new("apart-thermo").with("bulb", bulb),
            Apart::Renban(start) => Phrase::new("apart-renban").with("start", start),
        }
    }
}

/// "r1c3 and r2c5 are a knight's move apart": why cells `a` and `b` see each other.
pub(crate) fn relation(a: Cell, b: Cell, apart: Apart) -> Phrase {
    Phrase::new("relation")
        .with("a", a)
        .with("b", b)
        .with("why", apart.phrase())
}

/// What a house, cell or candidate of the [`Evidence`] does in the step. Lists keep the
/// order the technique found them in within each role.
///
/// ```
/// use shudu::logic::{Board, Role, Technique, find_steps};
/// use shudu::Grid;
/// let grid: Grid =
///     "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759.."
///         .parse()?;
/// let step = &find_steps(&Board::new(&grid), Technique::HiddenSingleBox)[0];
/// let roles: Vec<&str> = step.evidence.cells.iter().map(|(role, _)| role.name()).collect();
/// assert_eq!(roles, ["target"]);
/// # Ok::<(), shudu::ParseError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Role {
    /// The house the pattern lies in (a single's, a naked or hidden set's, an
    /// intersection's first house, an ALS wing's set's), or a fish's base lines.
    Base,
    /// The houses the digit is removed from: a fish's cover lines, an intersection's
    /// second house.
    Cover,
    /// The cell a wing turns on (XY- and XYZ-wing).
    Pivot,
    /// The cells at a wing's ends: the XY- and XYZ-wing's, the bivalue cell of an ALS wing
    /// (WXYZ- to TUVWXYZ-wing), the W-wing's two bivalue cells.
    Pincer,
    /// A finned or sashimi fish's fins.
    Fin,
    /// Houses holding a strong link (strong-link chains, the empty rectangle, the W-wing,
    /// the hidden unique rectangle), and the W-wing's link ends.
    Link,
    /// Houses shared by the two ends of a weak link (strong-link chains).
    Weak,
    /// The cells and candidates of the pattern itself: a naked or hidden set, a fish's
    /// body, an intersection's places, a unique rectangle or loop, a colouring's or
    /// chain's nodes, an almost locked set, a BUG's cells, aligned exclusion's base cells,
    /// the starts of a forcing chain.
    Pattern,
    /// Cells and candidates beyond the pattern that make it work: a unique rectangle's or
    /// loop's cells with extra candidates, a BUG's extra candidates.
    Extra,
    /// Other cells the reasoning uses: the cells of a unique rectangle's type-3 set,
    /// aligned exclusion's excluding cells and their candidates.
    Support,
    /// Where the step places a digit (a single's cell), or the house where a direct
    /// technique leaves its single.
    Target,
}

impl Role {
    /// Every role, in the order of the type.
    pub const ALL: [Role; 11] = [
        Role::Base,
        Role::Cover,
        Role::Pivot,
        Role::Pincer,
        Role::Fin,
        Role::Link,
        Role::Weak,
        Role::Pattern,
        Role::Extra,
        Role::Support,
        Role::Target,
    ];

    /// The role as a person reads it in `lang` (a screen reader on the play page's
    /// board): `strong link`, `删减域`. Records keep [`Role::name`].
    ///
    /// ```
    /// use shudu::logic::Role;
    /// use shudu::words::Lang;
    /// assert_eq!(Role::Cover.name_in(Lang::ZhHans), "删减域");
    /// assert_eq!(Role::Link.name_in(Lang::En), "strong link");
    /// ```
    pub fn name_in(self, lang: crate::words::Lang) -> String {
        let id = match self {
            Role::Base => "role-base",
            Role::Cover => "role-cover",
            Role::Pivot => "role-pivot",
            Role::Pincer => "role-pincer",
            Role::Fin => "role-fin",
            Role::Link => "role-link",
            Role::Weak => "role-weak",
            Role::Pattern => "role-pattern",
            Role::Extra => "role-extra",
            Role::Support => "role-support",
            Role::Target => "role-target",
        };
        crate::words::message(lang, id, &Default::default())
    }

    /// The role's name in lower case, as JSON output gives it.
    ///
    /// ```
    /// use shudu::logic::Role;
    /// assert_eq!(Role::Pincer.name(), "pincer");
    /// ```
    pub fn name(self) -> &'static str {
        match self {
            Role::Base => "base",
            Role::Cover => "cover",
            Role::Pivot => "pivot",
            Role::Pincer => "pincer",
            Role::Fin => "fin",
            Role::Link => "link",
            Role::Weak => "weak",
            Role::Pattern => "pattern",
            Role::Extra => "extra",
            Role::Support => "support",
            Role::Target => "target",
        }
    }
}

impl Evidence {
    /// The houses playing `role`, in order.
    pub fn houses_in(&self, role: Role) -> Vec<House> {
        self.houses
            .iter()
            .filter(|h| h.0 == role)
            .map(|h| h.1)
            .collect()
    }

    /// The cells playing `role`, in order.
    pub fn cells_in(&self, role: Role) -> Vec<Cell> {
        self.cells
            .iter()
            .filter(|c| c.0 == role)
            .map(|c| c.1)
            .collect()
    }

    /// The candidates playing `role`, in order.
    pub fn candidates_in(&self, role: Role) -> Vec<(Cell, Digit)> {
        self.candidates
            .iter()
            .filter(|c| c.0 == role)
            .map(|c| (c.1, c.2))
            .collect()
    }

    /// Every house, whatever its role, in order.
    pub fn all_houses(&self) -> Vec<House> {
        self.houses.iter().map(|h| h.1).collect()
    }

    /// Every cell, whatever its role, in order.
    pub fn all_cells(&self) -> Vec<Cell> {
        self.cells.iter().map(|c| c.1).collect()
    }

    /// Every candidate, whatever its role, in order.
    pub fn all_candidates(&self) -> Vec<(Cell, Digit)> {
        self.candidates.iter().map(|c| (c.1, c.2)).collect()
    }
}

/// The evidence's lists without their roles, in order: for wordings that follow the
/// order a finder lists its pattern in (a chain's nodes, a rectangle's corners).
pub(crate) struct Plain {
    pub(crate) houses: Vec<House>,
    pub(crate) cells: Vec<Cell>,
    pub(crate) candidates: Vec<(Cell, Digit)>,
    pub(crate) digits: Vec<Digit>,
    pub(crate) links: Vec<Link>,
}

impl Evidence {
    /// The lists without their roles.
    pub(crate) fn plain(&self) -> Plain {
        Plain {
            houses: self.all_houses(),
            cells: self.all_cells(),
            candidates: self.all_candidates(),
            digits: self.digits.clone(),
            links: self.links.clone(),
        }
    }
}

/// Gives every item of `items` the role `role`: how finders build [`Evidence`] lists.
pub(crate) fn tag<T>(role: Role, items: impl IntoIterator<Item = T>) -> Vec<(Role, T)> {
    items.into_iter().map(|x| (role, x)).collect()
}

/// Gives every candidate of `items` the role `role`.
pub(crate) fn tag_candidates(
    role: Role,
    items: impl IntoIterator<Item = (Cell, Digit)>,
) -> Vec<(Role, Cell, Digit)> {
    items.into_iter().map(|(c, d)| (role, c, d)).collect()
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

/// The `i`-th house of the evidence in `lang`'s words, or nothing.
pub(crate) fn house_at(evidence: &Evidence, i: usize, lang: Lang) -> String {
    if !evidence.named_houses.is_empty() {
        return evidence
            .named_houses
            .get(i)
            .map_or(String::new(), |h| h.1.name_in(lang));
    }
    evidence
        .houses
        .get(i)
        .map_or(String::new(), |h| HouseName::from(h.1).name_in(lang))
}

/// `text` and, when there are any, the relations that make its cells see each other
/// (`r1c3 and r2c5 are a knight's move apart`), in brackets after it.
pub(crate) fn with_relations(text: String, relations: &[Phrase], lang: Lang) -> String {
    let Some((first, rest)) = relations.split_first() else {
        return text;
    };
    let relations = rest.iter().fold(first.words_in(lang), |head, next| {
        say!(
            lang,
            "relations-more",
            head = head,
            next = next.words_in(lang)
        )
    });
    say!(
        lang,
        "step-with-relations",
        text = text,
        relations = relations
    )
}

/// "r2c9 must be 9": the step's first placement in `lang`'s words, or nothing.
pub(crate) fn placement(step: &Step, lang: Lang) -> String {
    step.placements
        .first()
        .map(|(c, d)| {
            say!(
                lang,
                "placement",
                cell = c.to_string(),
                digit = d.to_string()
            )
        })
        .unwrap_or_default()
}

/// "r1c3 and r1c7 cannot be 2, r2c2 cannot be 5 or 6": eliminations grouped by cell, in
/// `lang`'s words. Generic over the cell and digit types so that the steps of boards of
/// other sizes (`variant::logic`, `r10c12 cannot be A`) word theirs the same way.
pub(crate) fn removals<C, D>(elims: &[(C, D)], lang: Lang) -> String
where
    C: Copy + PartialEq + std::fmt::Display,
    D: Copy + PartialEq + std::fmt::Display,
{
    let mut cells: Vec<C> = elims.iter().map(|e| e.0).collect();
    cells.dedup();
    let mut by_digits: Vec<(Vec<D>, Vec<C>)> = Vec::new();
    for c in cells {
        let digits: Vec<D> = elims.iter().filter(|e| e.0 == c).map(|e| e.1).collect();
        match by_digits.iter_mut().find(|(d, _)| *d == digits) {
            Some((_, cs)) => cs.push(c),
            None => by_digits.push((digits, vec![c])),
        }
    }
    let mut parts = by_digits.iter().map(|(digits, cells)| {
        say!(
            lang,
            "removal",
            cells = list_and(lang, cells),
            digits = list_or(lang, digits)
        )
    });
    let first = parts.next().unwrap_or_default();
    parts.fold(first, |head, next| {
        say!(lang, "removal-more", head = head, next = next)
    })
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

    /// The step in words, as a hint's full answer. Each technique's wording lives beside
    /// its finder (the `explain` of its row in the technique table); this words the
    /// eliminations (or, for a direct technique, the implied ones) they all end with.
    pub fn explain(&self) -> String {
        self.explain_in(Lang::En)
    }

    /// The step in `lang`'s words (see [`Step::explain`]).
    ///
    /// ```
    /// use shudu::logic::{Board, next_step};
    /// use shudu::words::Lang;
    /// use shudu::Grid;
    /// let grid: Grid =
    ///     "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759.."
    ///         .parse()?;
    /// let step = next_step(&Board::new(&grid)).unwrap();
    /// assert_eq!(step.explain_in(Lang::ZhHans), "r2c9 必须是 9：它是 9 在第 3 宫中唯一可填的位置");
    /// # Ok::<(), shudu::ParseError>(())
    /// ```
    pub fn explain_in(&self, lang: Lang) -> String {
        let removed = if self.eliminations.is_empty() {
            removals(&self.evidence.implied, lang)
        } else {
            removals(&self.eliminations, lang)
        };
        (self.technique.row().explain)(self, lang, &removed)
    }

    /// The step in one line, as a full hint prints it: `W-Wing (4.4): r5c5 and r9c4 both
    /// hold only 2 and 4; …`. The technique's wording often opens with its name (and its
    /// digit, `Swordfish (3):`), which the line already gives, so that opening is left out.
    pub fn line(&self) -> String {
        self.line_in(Lang::En)
    }

    /// The step in one line in `lang`'s words (see [`Step::line`]).
    pub fn line_in(&self, lang: Lang) -> String {
        step_line(
            self.technique,
            self.rating_tenths(),
            &self.explain_in(lang),
            lang,
        )
    }

    /// A short nudge towards the step: where to look, without the answer.
    pub fn nudge(&self) -> String {
        self.nudge_in(Lang::En)
    }

    /// A short nudge in `lang`'s words (see [`Step::nudge`]).
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
        self.evidence
            .houses
            .first()
            .map(|(_, h)| HouseName::from(*h).name_in(lang))
    }
}

/// A nudge's words, on every size: the step's first house, else its first cell, else the
/// whole grid.
pub(crate) fn nudge_towards(house: Option<String>, cell: Option<String>, lang: Lang) -> String {
    match (house, cell) {
        (Some(house), _) => say!(lang, "nudge", place = house),
        (None, Some(cell)) => say!(lang, "nudge-cell", cell = cell),
        (None, None) => say!(lang, "nudge-anywhere"),
    }
}

/// A step's line, for either engine's steps: its technique's name and its rating, then
/// its words (`text`) without the opening they often have, the name (and a fish's digit,
/// `Swordfish (3):`, one symbol on every size), which the line already gives.
pub(crate) fn step_line(technique: Technique, rating_tenths: u8, text: &str, lang: Lang) -> String {
    let name = technique.name_in(lang);
    let body = text.strip_prefix(name.as_str()).and_then(|rest| {
        // The openings' punctuation is the language's: ": ", or " (" digit "): ".
        let named = say!(lang, "step-named", technique = "", text = "");
        let digit_named = say!(
            lang,
            "step-named-digit",
            technique = "",
            digit = "\u{1}",
            text = ""
        );
        let (open, close) = digit_named.split_once('\u{1}')?;
        rest.strip_prefix(named.as_str()).or_else(|| {
            let (digit, body) = rest.strip_prefix(open)?.split_once(close)?;
            (digit.chars().count() == 1).then_some(body)
        })
    });
    say!(
        lang,
        "step-line",
        technique = name,
        rating = Tenths(rating_tenths).to_string(),
        text = body.unwrap_or(text)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::{Logic, Repertoire};

    /// The line drops a fish's opening on every size: its digit is one symbol (`A` for
    /// ten on the boards of other sizes), and words that do not open with the name stay.
    #[test]
    fn a_line_drops_the_opening_name_and_a_one_symbol_digit() {
        let line = |text| step_line(Technique::XWing, 32, text, Lang::En);
        assert_eq!(line("X-Wing (A): in row 1"), "X-Wing (3.2): in row 1");
        assert_eq!(line("X-Wing (3): in row 1"), "X-Wing (3.2): in row 1");
        assert_eq!(line("X-Wing: in row 1"), "X-Wing (3.2): in row 1");
        assert_eq!(line("X-Wing (10): x"), "X-Wing (3.2): X-Wing (10): x");
        assert_eq!(line("in row 1"), "X-Wing (3.2): in row 1");
    }

    /// The roles of every step on the full-repertoire paths of a sample of rated puzzles
    /// say what the technique's shape says.
    #[test]
    fn roles_match_each_techniques_shape() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../data/se_rated_dev.txt");
        let text = std::fs::read_to_string(path).expect("se_rated_dev in data/");
        let puzzles = text.lines().filter(|l| !l.starts_with('#')).take(40);
        let mut seen = 0;
        for line in puzzles {
            let grid: Grid = line[..81].parse().expect("valid puzzle");
            for step in Logic::new(Repertoire::Full).solve_path(&grid).steps {
                let ev = &step.evidence;
                match step.technique {
                    Technique::FullHouse
                    | Technique::HiddenSingleBox
                    | Technique::HiddenSingleLine
                    | Technique::NakedSingle => {
                        assert_eq!(ev.cells_in(Role::Target), [step.placements[0].0]);
                    }
                    Technique::XWing | Technique::Swordfish | Technique::Jellyfish => {
                        let base = ev.houses_in(Role::Base).len();
                        assert_eq!(base, ev.houses_in(Role::Cover).len());
                    }
                    Technique::XYWing | Technique::XYZWing => {
                        assert_eq!(ev.cells_in(Role::Pivot).len(), 1);
                        assert_eq!(ev.cells_in(Role::Pincer).len(), 2);
                    }
                    Technique::Pointing | Technique::Claiming => {
                        assert_eq!(ev.houses_in(Role::Base).len(), 1);
                        assert_eq!(ev.houses_in(Role::Cover).len(), 1);
                    }
                    _ => {}
                }
                // Every element has some role, and the role-blind views keep the order.
                assert_eq!(ev.all_cells().len(), ev.cells.len());
                seen += 1;
            }
        }
        assert!(seen > 1000, "{seen}");
    }
}
