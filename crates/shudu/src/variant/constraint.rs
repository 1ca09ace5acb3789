//! [`Constraint`]: the one trait every rule beyond the houses implements — killer cages,
//! anti-knight, anti-king, non-consecutive, odd/even cells, thermometers, kropki dots and
//! XV letters, German whispers and renban lines, sandwich and little killer clues, and
//! later arrows.
//!
//! A constraint joins the engine in up to three ways, each a method with a default:
//! - **distinct groups** ([`Constraint::distinct_groups`]): cells whose digits must all
//!   differ (a cage, a knight's move). They become *peers*, so the kernel's singles
//!   propagation handles them with no further code;
//! - **propagation** ([`Constraint::propagate`]): removing candidates the rule rules out
//!   (a cage's sum, consecutive neighbours, odd cells), called by the kernel between
//!   rounds of singles until nothing changes;
//! - **checking** ([`Constraint::violations`]): what a filled or partly filled board breaks,
//!   each [`Violation`] named with the rule, for `check` and invalid puzzles.
//!
//! Each constraint also writes itself in shudu's JSON form and in f-puzzles' form, and
//! registers a [`Kind`] (its names and readers) in `constraints/mod.rs`: adding a
//! constraint is one file there plus one line in that table.
//!
//! Candidates are `u32` masks, one per cell, in reading order:
//!
//! ```text
//! bit:    24 23 … 9 8 … 1 0
//! digit:  25 24 … A 9 … 2 1      (bit d−1 set ⇔ digit d is still possible)
//! ```
//!
//! Read next: `constraints/` for the implementations, `solve.rs` for the kernel calling them.

use std::fmt;
use std::sync::Arc;

use super::error::reason;
use super::{Pos, Shape};
use crate::logic::Technique;
use crate::parse::JsonValue;
use crate::words::{Lang, Phrase};

/// The candidate masks of a board during a search, as a constraint sees them.
///
/// ```
/// use shudu::variant::{CandidateMasks, Pos};
/// let mut masks = vec![0b1111u32; 16];
/// let mut view = CandidateMasks::new(4, &mut masks);
/// assert!(view.restrict(Pos::new(0, 0), 0b0101)); // 1 or 3
/// assert!(view.changed());
/// assert!(!view.restrict(Pos::new(0, 0), 0b1010)); // nothing left: a contradiction
/// ```
#[derive(Debug)]
pub struct CandidateMasks<'a> {
    size: usize,
    masks: &'a mut [u32],
    changed: bool,
}

impl<'a> CandidateMasks<'a> {
    /// A view of `masks`, one per cell of a board of side `size`, in reading order.
    pub fn new(size: usize, masks: &'a mut [u32]) -> CandidateMasks<'a> {
        debug_assert_eq!(masks.len(), size * size);
        CandidateMasks {
            size,
            masks,
            changed: false,
        }
    }

    /// Side of the board.
    pub fn size(&self) -> usize {
        self.size
    }

    /// The candidates of `pos`: bit d−1 for digit d.
    #[inline]
    pub fn get(&self, pos: Pos) -> u32 {
        self.masks[pos.index(self.size)]
    }

    /// Keeps only the digits of `allowed` in `pos`; `false` when none is left (the
    /// position is a contradiction).
    #[inline]
    pub fn restrict(&mut self, pos: Pos, allowed: u32) -> bool {
        let slot = &mut self.masks[pos.index(self.size)];
        let kept = *slot & allowed;
        if kept != *slot {
            *slot = kept;
            self.changed = true;
        }
        kept != 0
    }

    /// Whether any candidate was removed through this view.
    pub fn changed(&self) -> bool {
        self.changed
    }
}

/// A broken rule: which cells, which rule, and a sentence saying so, in any language
/// ([`Violation::words_in`]; English by `Display`).
///
/// ```
/// use shudu::variant::{Pos, Violation};
/// let v = Violation::new(vec![Pos::new(0, 0), Pos::new(1, 2)], "anti-knight",
///     "r1c1 and r2c3 are a knight's move apart and both hold 5");
/// assert_eq!(v.to_string(), "r1c1 and r2c3 are a knight's move apart and both hold 5");
/// assert_eq!(v.rule(), "anti-knight");
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Violation {
    cells: Vec<Pos>,
    rule: String,
    message: Phrase,
}

impl Violation {
    /// A violation of `rule` (a house such as `row 1`, or a constraint's kind) by `cells`,
    /// in the words of `message` (the same in every language).
    pub fn new(cells: Vec<Pos>, rule: impl Into<String>, message: impl Into<String>) -> Self {
        Violation::said(cells, rule, reason(message))
    }

    /// A violation worded by a phrase of the catalogue.
    pub(crate) fn said(cells: Vec<Pos>, rule: impl Into<String>, message: Phrase) -> Self {
        Violation {
            cells,
            rule: rule.into(),
            message,
        }
    }

    /// The cells involved.
    pub fn cells(&self) -> &[Pos] {
        &self.cells
    }

    /// The rule broken: a house (`row 1`, `the main diagonal`) or a constraint's kind,
    /// in English in every language (records key on it).
    pub fn rule(&self) -> &str {
        &self.rule
    }

    /// The sentence saying what is broken, as a phrase (a message that holds it).
    pub(crate) fn phrase(&self) -> &Phrase {
        &self.message
    }

    /// The sentence saying what is broken, in `lang`'s words.
    ///
    /// ```
    /// use shudu::variant::{Puzzle, Rules, Shape, Symbols};
    /// use shudu::words::Lang;
    /// let rules = Rules::new(Shape::for_size(4)?).with_named("anti-knight")?;
    /// let puzzle = Puzzle::from_line(rules, "1.....1.........", Symbols::Standard)?;
    /// let broken = &puzzle.violations()[0];
    /// assert_eq!(broken.to_string(), "r1c1 and r2c3 are a knight's move apart and both hold 1");
    /// assert_eq!(broken.words_in(Lang::ZhHans), "r1c1 和 r2c3 相隔马步，却都是 1");
    /// # Ok::<(), shudu::variant::VariantError>(())
    /// ```
    pub fn words_in(&self, lang: Lang) -> String {
        self.message.words_in(lang)
    }
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words_in(Lang::En))
    }
}

/// How a constraint appears in an f-puzzles file.
///
/// ```
/// use shudu::variant::FpuzzlesPart;
/// let part = FpuzzlesPart::Flag("antiknight");
/// assert_eq!(part.key(), "antiknight");
/// ```
#[derive(Clone, PartialEq, Debug)]
pub enum FpuzzlesPart {
    /// A key set to `true` (`"antiknight": true`).
    Flag(&'static str),
    /// Items appended to the list under a key (`"killercage": [{…}]`).
    Items(&'static str, Vec<JsonValue>),
}

impl FpuzzlesPart {
    /// The f-puzzles key.
    pub fn key(&self) -> &'static str {
        match self {
            FpuzzlesPart::Flag(k) | FpuzzlesPart::Items(k, _) => k,
        }
    }
}

/// What a constraint marks on a printed board (`crate::render` draws these): the cells
/// it concerns, where they are not every cell of the board.
///
/// ```
/// use shudu::variant::{Constraint, Marking, Pos, constraints::KillerCage};
/// let cage = KillerCage::new(vec![Pos::new(0, 0), Pos::new(0, 1)], Some(3));
/// assert_eq!(cage.markings(), [Marking::Cage { cells: vec![Pos::new(0, 0), Pos::new(0, 1)], sum: Some(3) }]);
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Marking {
    /// A cage: an outline around `cells`, its sum (if any) written in the corner of the
    /// first cell in reading order.
    Cage {
        /// The cells, in the order the cage keeps them.
        cells: Vec<Pos>,
        /// The sum, if the cage has one.
        sum: Option<u32>,
    },
    /// Cells marked with a grey circle (odd cells).
    Circles(Vec<Pos>),
    /// Cells marked with a grey square (even cells).
    Squares(Vec<Pos>),
    /// A thermometer: a bulb on the first cell and a line through the others, in order.
    Thermometer(Vec<Pos>),
    /// A German whispers line (green) through the cells' centres, in order.
    Whispers {
        /// The cells, in order along the line.
        cells: Vec<Pos>,
        /// The least difference between neighbours on it.
        difference: u32,
    },
    /// A renban line (purple) through the cells' centres, in order.
    Renban(Vec<Pos>),
    /// An arrow: a circle (or a pill) over the bulb's cells and a line with an arrow
    /// head from the bulb through the line's cells, in order.
    Arrow {
        /// The bulb's cells: one, or a pill of two or three in a straight run.
        bulb: Vec<Pos>,
        /// The line's cells, from the bulb to the tip.
        line: Vec<Pos>,
    },
    /// A sandwich clue: `sum` outside the grid, left of a row or above a column.
    Sandwich {
        /// The row or column.
        line: super::constraints::SandwichLine,
        /// The sum between its 1 and its largest digit.
        sum: u32,
    },
    /// A little killer clue: `sum` outside the grid, one step before `start`, with an
    /// arrow along the diagonal from `start`.
    LittleKiller {
        /// The first cell of the diagonal.
        start: Pos,
        /// Which way the arrow points.
        arrow: super::constraints::DiagonalArrow,
        /// The sum of the diagonal.
        sum: u32,
    },
    /// A mark on the edge between two neighbouring cells: a kropki dot, an X or a V.
    Pair {
        /// The two cells.
        cells: [Pos; 2],
        /// What the mark says.
        kind: super::constraints::PairKind,
    },
}

impl Marking {
    /// The cells the marking covers on a board of side `size`, in its order (a clue
    /// outside the grid: the cells of its row, column or diagonal).
    ///
    /// ```
    /// use shudu::variant::{Marking, Pos};
    /// let line = Marking::Renban(vec![Pos::new(0, 0), Pos::new(0, 1)]);
    /// assert_eq!(line.cells(9), [Pos::new(0, 0), Pos::new(0, 1)]);
    /// ```
    pub fn cells(&self, size: usize) -> Vec<Pos> {
        match self {
            Marking::Cage { cells, .. }
            | Marking::Circles(cells)
            | Marking::Squares(cells)
            | Marking::Thermometer(cells)
            | Marking::Whispers { cells, .. }
            | Marking::Renban(cells) => cells.clone(),
            Marking::Pair { cells, .. } => cells.to_vec(),
            Marking::Arrow { bulb, line } => bulb.iter().chain(line).copied().collect(),
            Marking::Sandwich { line, .. } => line.cells(size),
            Marking::LittleKiller { start, arrow, sum } => {
                super::constraints::LittleKiller::new(*start, *arrow, *sum).cells(size)
            }
        }
    }
}

/// A rule beyond the houses. See the module docs for how the kernel uses each method.
///
/// ```
/// use shudu::variant::{Constraint, Pos, Shape, constraints::AntiKnight};
/// let rule = AntiKnight;
/// assert_eq!(rule.kind(), "anti-knight");
/// let shape = Shape::for_size(4).unwrap();
/// let mut values = vec![0u8; 16];
/// values[0] = 2; // r1c1
/// values[6] = 2; // r2c3, a knight's move away
/// let broken = rule.violations(shape, &values);
/// assert_eq!(broken[0].to_string(), "r1c1 and r2c3 are a knight's move apart and both hold 2");
/// ```
pub trait Constraint: fmt::Debug + Send + Sync {
    /// The constraint's name in shudu's JSON form and in messages (`killer`,
    /// `anti-knight`).
    fn kind(&self) -> &'static str;

    /// The rule in one sentence for a reader, as printed under a board
    /// ("Anti-knight: cells a knight's move apart hold different digits"). Constraints
    /// of one kind say the same sentence, so it is printed once.
    fn rule_text(&self) -> &'static str;

    /// What the rule marks on the board; nothing for a rule over every cell (anti-knight).
    fn markings(&self) -> Vec<Marking> {
        Vec::new()
    }

    /// Whether the constraint fits a board of `shape` (its cells on the board, its sums
    /// reachable); the reason when not.
    fn check_fits(&self, shape: Shape) -> Result<(), String> {
        let _ = shape;
        Ok(())
    }

    /// Groups of cells whose digits must all differ; they become peers.
    fn distinct_groups(&self, shape: Shape) -> Vec<Vec<Pos>> {
        let _ = shape;
        Vec::new()
    }

    /// Whether [`Constraint::propagate`] does anything (the kernel skips it otherwise).
    fn propagates(&self) -> bool {
        false
    }

    /// Removes the candidates this rule rules out; `false` when it finds a contradiction.
    /// The distinct groups need nothing here: the kernel handles peers.
    fn propagate(&self, masks: &mut CandidateMasks<'_>) -> bool {
        let _ = masks;
        true
    }

    /// The logic step this rule is on its own (a thermometer's order, a dot's pair, a
    /// cage's sum): on boards other than 9×9 the small engine words and rates what
    /// [`Constraint::propagate`] removes as this technique. `None` for the rules that
    /// engine already holds in its candidates and peers (a knight's move, parity marks,
    /// non-consecutive neighbours).
    fn technique(&self) -> Option<Technique> {
        None
    }

    /// What `values` (one per cell, reading order, 0 for empty) break of this rule.
    fn violations(&self, shape: Shape, values: &[u8]) -> Vec<Violation>;

    /// The fields of this constraint in shudu's JSON form, after its `"type"`.
    fn to_json(&self) -> Vec<(String, JsonValue)> {
        Vec::new()
    }

    /// The constraint in f-puzzles' form.
    fn to_fpuzzles(&self) -> FpuzzlesPart;
}

/// Reads a constraint from the fields of its object in shudu's JSON form.
///
/// ```
/// use shudu::parse::JsonValue;
/// use shudu::variant::{FromJson, Shape, constraints::KINDS};
/// let read: FromJson = KINDS[1].from_json; // anti-knight
/// assert_eq!(read(&JsonValue::Object(vec![]), Shape::classic()).unwrap().kind(), "anti-knight");
/// ```
pub type FromJson = fn(&JsonValue, Shape) -> Result<Arc<dyn Constraint>, String>;

/// Reads the constraints under one f-puzzles key (its whole value: `true`, or the list).
///
/// ```
/// use shudu::parse::JsonValue;
/// use shudu::variant::{FromFpuzzles, Shape, constraints::KINDS};
/// let read: FromFpuzzles = KINDS[1].from_fpuzzles; // antiknight
/// assert_eq!(read(&JsonValue::Bool(true), Shape::classic()).unwrap().len(), 1);
/// ```
pub type FromFpuzzles = fn(&JsonValue, Shape) -> Result<Vec<Arc<dyn Constraint>>, String>;

/// A kind of constraint as the readers know it: its names and how to read it.
///
/// ```
/// let kinds = shudu::variant::constraints::KINDS;
/// assert!(kinds.iter().any(|k| k.name == "killer" && k.fpuzzles_key == "killercage"));
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Kind {
    /// The `"type"` in shudu's JSON form.
    pub name: &'static str,
    /// The key in f-puzzles' form.
    pub fpuzzles_key: &'static str,
    /// The reader of shudu's form.
    pub from_json: FromJson,
    /// The reader of f-puzzles' form.
    pub from_fpuzzles: FromFpuzzles,
}

/// Every pair of cells of `group` holding the same digit, as violations of `rule` worded
/// by `say(a, b, digit)`: the check of a distinct group, written once.
pub(crate) fn repeats(
    group: &[Pos],
    shape: Shape,
    values: &[u8],
    rule: &str,
    say: impl Fn(Pos, Pos, u8) -> Phrase,
) -> Vec<Violation> {
    let n = shape.size();
    let mut out = Vec::new();
    for (i, &a) in group.iter().enumerate() {
        let va = values[a.index(n)];
        if va == 0 {
            continue;
        }
        for &b in &group[i + 1..] {
            if values[b.index(n)] == va {
                out.push(Violation::said(vec![a, b], rule, say(a, b, va)));
            }
        }
    }
    out
}
