//! The record shapes: how the library's values and results look when serialized, so that
//! the command line, a web server and other bindings all emit the same JSON. Built only
//! with the `serde` feature; the default build has no dependencies.
//!
//! Every shape is defined here, once, and documented with an example in `docs/records.md`
//! at the root of the repository; the tests below serialize a known value of each and compare it with that document's
//! example, so the two cannot drift apart. In short:
//!
//! - values: a [`Grid`] is its 81-character line (`.` for empty), a [`Cell`] is `"r1c1"`,
//!   a [`Digit`] a number, a [`House`] its name (`"row 1"`, `"column 3"`, `"box 5"`),
//!   [`Candidates`] an array of digits, a [`Technique`] its name, a [`Level`] its
//!   lowercase name;
//! - a candidate (a placement, an elimination, a link's end) is `{"cell":"r5c6","digit":5}`;
//! - results are objects: [`Outcome`] (tagged by `status`), [`SolutionCount`], [`Check`],
//!   [`Generated`], [`Conflict`], [`Rating`] (ER, EP and ED as numbers), [`Step`] (its
//!   [`Evidence`] and [`Link`]s nested), [`Path`], and [`Canonical`] and
//!   [`CanonicalPattern`] (a [`Transform`] is its text form).
//!
//! Words in a record (a step's `text`, a hint's `nudge`, `reason` and mistakes' `text`,
//! a step's `relations`) are English unless serialized inside [`with_lang`]; keys,
//! statuses, technique names and house names (`house`) stay English in every language.
//!
//! Fields that belong to one `status` (or one path `end`) appear only with it; other
//! fields are always present, `null` when they do not apply. [`Grid`], [`Cell`],
//! [`Digit`], [`House`], [`Candidates`], [`Level`] and [`Rating`] also read back
//! (`Deserialize`); the results are made by the library, not read.
//!
//! ```
//! use shudu::Grid;
//! use shudu::logic::rate;
//!
//! let grid: Grid =
//!     "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759.."
//!         .parse()?;
//! let rating = rate(&grid).expect("within the implemented techniques");
//! assert_eq!(
//!     serde_json::to_string(&rating)?,
//!     r#"{"er":3.8,"ep":1.2,"ed":1.2,"hardest":"Swordfish","level":"hard"}"#
//! );
//! let back: shudu::logic::Rating = serde_json::from_str(&serde_json::to_string(&rating)?)?;
//! assert_eq!(back, rating);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Variant puzzles' records are in `records/variant.rs`.
//!
//! Read next: `docs/records.md` for every shape with its fields and an example.

use crate::words::Lang;
use serde::de::{self, Deserializer};
use serde::ser::Serializer;
use serde::{Deserialize, Serialize};

use crate::canon::{Canonical, CanonicalPattern, Transform};
use crate::check::Check;
use crate::generate::Generated;
use crate::grid::{Candidates, Cell, Conflict, Digit, Grid, House};
use crate::hint::{Answer as HintAnswer, Hint, HintLevel, NoSolution};
use crate::logic::{
    Evidence, Level, Link, Path, PathEnd, Rating, Repertoire, Role, Step, Technique, Tenths,
};
use crate::position::Mistake;
use crate::solve::{Outcome, SolutionCount, Status};

mod variant;

// ---------------------------------------------------------------------------------------
// Values: strings and numbers.

thread_local! {
    /// The language of the words of the records serialized on this thread (see
    /// [`with_lang`]).
    static RECORD_LANG: std::cell::Cell<Lang> = const { std::cell::Cell::new(Lang::En) };
}

/// Runs `serialize` with the words of every record it writes in `lang`: the text of
/// steps, hints and mistakes, and the relations of a step. Keys, statuses and names
/// stay English. The language is this thread's until `serialize` returns.
///
/// ```
/// use shudu::logic::{Board, next_step};
/// use shudu::words::Lang;
/// use shudu::Grid;
/// let grid: Grid =
///     "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759.."
///         .parse()?;
/// let step = next_step(&Board::new(&grid)).unwrap();
/// let json = shudu::records::with_lang(Lang::ZhHans, || serde_json::to_value(&step)).unwrap();
/// assert_eq!(json["technique"], "Hidden Single");
/// assert_eq!(json["text"], "r2c9 必须是 9：它是 9 在第 3 宫中唯一可填的位置");
/// assert_eq!(serde_json::to_value(&step).unwrap()["text"], step.explain());
/// # Ok::<(), shudu::ParseError>(())
/// ```
pub fn with_lang<R>(lang: Lang, serialize: impl FnOnce() -> R) -> R {
    struct Restore(Lang);
    impl Drop for Restore {
        fn drop(&mut self) {
            RECORD_LANG.with(|l| l.set(self.0));
        }
    }
    let _restore = Restore(RECORD_LANG.with(|l| l.replace(lang)));
    serialize()
}

/// The language of the words of the records being serialized.
pub(crate) fn record_lang() -> Lang {
    RECORD_LANG.with(std::cell::Cell::get)
}

/// The language [`with_lang`] set on this thread (English outside it), for a program
/// that words parts of its own answer beside the library's records.
///
/// ```
/// use shudu::records::{lang, with_lang};
/// use shudu::words::Lang;
/// assert_eq!(lang(), Lang::En);
/// assert_eq!(with_lang(Lang::ZhHant, lang), Lang::ZhHant);
/// assert_eq!(lang(), Lang::En);
/// ```
pub fn lang() -> Lang {
    record_lang()
}

impl Serialize for Grid {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.to_line())
    }
}

impl<'de> Deserialize<'de> for Grid {
    /// Any one puzzle [`crate::parse`] reads from a string; the line form is what
    /// [`Grid`] serializes to.
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Grid, D::Error> {
        let text = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        text.parse().map_err(de::Error::custom)
    }
}

impl Serialize for Cell {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Cell {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Cell, D::Error> {
        let text = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        parse_cell(&text).ok_or_else(|| {
            de::Error::invalid_value(de::Unexpected::Str(&text), &"a cell such as \"r1c1\"")
        })
    }
}

/// `r4c6` (either case) as a cell.
fn parse_cell(text: &str) -> Option<Cell> {
    let b = text.as_bytes();
    if b.len() != 4 || !b[0].eq_ignore_ascii_case(&b'r') || !b[2].eq_ignore_ascii_case(&b'c') {
        return None;
    }
    let one = |c: u8| (b'1'..=b'9').contains(&c).then(|| usize::from(c - b'1'));
    Cell::new(one(b[1])?, one(b[3])?)
}

impl Serialize for Digit {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_u8(self.get())
    }
}

impl<'de> Deserialize<'de> for Digit {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Digit, D::Error> {
        let value = u8::deserialize(d)?;
        Digit::new(value).ok_or_else(|| {
            de::Error::invalid_value(de::Unexpected::Unsigned(value.into()), &"a digit 1 to 9")
        })
    }
}

impl Serialize for House {
    /// Its name, as [`House`] prints it: a string reads the same in a record and in the
    /// text of a step.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for House {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<House, D::Error> {
        let text = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        parse_house(&text).ok_or_else(|| {
            de::Error::invalid_value(
                de::Unexpected::Str(&text),
                &"a house such as \"row 1\", \"column 3\" or \"box 5\"",
            )
        })
    }
}

/// `row 1`, `column 3`, `box 5` as a house.
fn parse_house(text: &str) -> Option<House> {
    let (kind, number) = text.split_once(' ')?;
    let index = match number.as_bytes() {
        [c @ b'1'..=b'9'] => c - b'1',
        _ => return None,
    };
    match kind {
        "row" => Some(House::Row(index)),
        "column" => Some(House::Column(index)),
        "box" => Some(House::Box(index)),
        _ => None,
    }
}

impl Serialize for Candidates {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for Candidates {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Candidates, D::Error> {
        Ok(Vec::<Digit>::deserialize(d)?.into_iter().collect())
    }
}

impl Serialize for Technique {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

impl Serialize for Level {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

impl<'de> Deserialize<'de> for Level {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Level, D::Error> {
        let text = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        Level::from_name(&text).ok_or_else(|| {
            de::Error::invalid_value(de::Unexpected::Str(&text), &"a level such as \"hard\"")
        })
    }
}

impl Serialize for Status {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}

/// A rating in tenths as the number it stands for: 42 → 4.2. Dividing by ten gives the
/// double nearest to the decimal, which JSON writers print as that decimal.
pub(crate) fn tenths(v: u8) -> f64 {
    f64::from(Tenths(v))
}

// ---------------------------------------------------------------------------------------
// Candidates in records: one shape for placements, eliminations and links.

/// A cell and a digit: `{"cell":"r5c6","digit":5}`, whether placed, removed or linked.
#[derive(Serialize)]
struct CandidateRecord {
    cell: Cell,
    digit: Digit,
}

/// A list of (cell, digit) pairs as candidate records.
struct CandidateList<'a>(&'a [(Cell, Digit)]);

impl Serialize for CandidateList<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(
            self.0
                .iter()
                .map(|&(cell, digit)| CandidateRecord { cell, digit }),
        )
    }
}

// ---------------------------------------------------------------------------------------
// Results of solving and checking.

impl Serialize for Conflict {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        #[derive(Serialize)]
        struct Record {
            digit: Digit,
            first: Cell,
            second: Cell,
            house: House,
        }
        Record {
            digit: self.digit,
            first: self.first,
            second: self.second,
            house: self.house,
        }
        .serialize(s)
    }
}

impl Serialize for Outcome {
    /// Tagged by `status`; each status brings its own field.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        #[derive(Serialize)]
        struct Record<'a> {
            status: Status,
            #[serde(skip_serializing_if = "Option::is_none")]
            solution: Option<&'a Grid>,
            #[serde(skip_serializing_if = "Option::is_none")]
            solutions: Option<[&'a Grid; 2]>,
            #[serde(skip_serializing_if = "Option::is_none")]
            conflicts: Option<&'a [Conflict]>,
        }
        let mut record = Record {
            status: self.status(),
            solution: None,
            solutions: None,
            conflicts: None,
        };
        match self {
            Outcome::Unique(solution) => record.solution = Some(solution),
            Outcome::Multiple(a, b) => record.solutions = Some([a, b]),
            Outcome::Unsolvable => {}
            Outcome::Invalid(conflicts) => record.conflicts = Some(conflicts),
        }
        record.serialize(s)
    }
}

impl Serialize for SolutionCount {
    /// `count` rather than the field's name, `solutions`, which in an [`Outcome`] record
    /// holds grids.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        #[derive(Serialize)]
        struct Record {
            count: u64,
            limit_reached: bool,
        }
        Record {
            count: self.solutions,
            limit_reached: self.limit_reached,
        }
        .serialize(s)
    }
}

impl Serialize for Check {
    /// The four verdicts as booleans, the redundant clues (`null` when the puzzle is not
    /// unique, so minimality does not apply) and the clashing pairs.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        #[derive(Serialize)]
        struct Record<'a> {
            valid: bool,
            solvable: bool,
            unique: bool,
            minimal: bool,
            redundant: Option<CandidateList<'a>>,
            conflicts: &'a [Conflict],
        }
        Record {
            valid: self.is_valid(),
            solvable: self.is_solvable(),
            unique: self.is_unique(),
            minimal: self.is_minimal(),
            redundant: self.redundant.as_deref().map(CandidateList),
            conflicts: &self.conflicts,
        }
        .serialize(s)
    }
}

impl Serialize for Transform {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Transform {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        text.parse().map_err(de::Error::custom)
    }
}

impl Serialize for Canonical {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        #[derive(Serialize)]
        struct Record<'a> {
            canonical: &'a Grid,
            transform: &'a Transform,
            automorphisms: u64,
        }
        Record {
            canonical: &self.form,
            transform: &self.transform,
            automorphisms: self.automorphisms,
        }
        .serialize(s)
    }
}

impl Serialize for CanonicalPattern {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        #[derive(Serialize)]
        struct Record<'a> {
            pattern: String,
            transform: &'a Transform,
            automorphisms: u64,
        }
        Record {
            pattern: self.to_line(),
            transform: &self.transform,
            automorphisms: self.automorphisms,
        }
        .serialize(s)
    }
}

impl Serialize for Generated {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        #[derive(Serialize)]
        struct Record<'a> {
            puzzle: &'a Grid,
            solution: &'a Grid,
            clues: usize,
            attempts: u32,
            rating: Option<&'a Rating>,
        }
        Record {
            puzzle: &self.puzzle,
            solution: &self.solution,
            clues: self.puzzle.given_count(),
            attempts: self.attempts,
            rating: self.rating.as_ref(),
        }
        .serialize(s)
    }
}

impl Serialize for crate::generate::Daily {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        #[derive(Serialize)]
        struct Record<'a> {
            date: String,
            level: Level,
            seed: u64,
            index: u64,
            #[serde(flatten)]
            made: &'a Generated,
        }
        Record {
            date: self.day.to_string(),
            level: self.level,
            seed: self.seed,
            index: self.index,
            made: &self.made,
        }
        .serialize(s)
    }
}

/// A drill: the technique (its name, `slug` and name in the record's language), the
/// `seed`, the generated puzzle's record, the position (`sheet`, a line, and `marks`,
/// each cell's candidates, none for a filled cell) and the `step` the path takes there.
impl Serialize for crate::generate::Drill {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        #[derive(Serialize)]
        struct Record<'a> {
            technique: Technique,
            slug: String,
            name: String,
            seed: u64,
            #[serde(flatten)]
            made: &'a Generated,
            sheet: &'a Grid,
            marks: Vec<Vec<u8>>,
            step: &'a Step,
        }
        let sheet = self.position.to_grid();
        Record {
            technique: self.technique,
            slug: self.technique.slug(),
            name: self.technique.name_in(lang()),
            seed: self.seed,
            made: &self.made,
            sheet: &sheet,
            marks: Cell::all()
                .map(|c| match self.position.value(c) {
                    Some(_) => Vec::new(),
                    None => self.position.candidates(c).iter().map(Digit::get).collect(),
                })
                .collect(),
            step: &self.step,
        }
        .serialize(s)
    }
}

/// One change of a drill: `{cell, digit, placed}`.
impl Serialize for crate::generate::Change {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        #[derive(Serialize)]
        struct Record {
            cell: Cell,
            digit: Digit,
            placed: bool,
        }
        Record {
            cell: self.cell,
            digit: self.digit,
            placed: self.placed,
        }
        .serialize(s)
    }
}

/// A drill graded: the `verdict` (`right`, `partly`, `wrong`), the step's changes the
/// player made (`found`) and did not (`missed`), the player's that are not the step's
/// (`extra`), the `step` and `text`, the grade in words, a line each.
impl Serialize for crate::generate::DrillGrade {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        #[derive(Serialize)]
        struct Record<'a> {
            verdict: &'static str,
            found: &'a [crate::generate::Change],
            missed: &'a [crate::generate::Change],
            extra: &'a [crate::generate::Change],
            step: &'a Step,
            text: Vec<String>,
        }
        Record {
            verdict: self.verdict().as_str(),
            found: &self.found,
            missed: &self.missed,
            extra: &self.extra,
            step: &self.step,
            text: self.lines_in(lang()),
        }
        .serialize(s)
    }
}

// ---------------------------------------------------------------------------------------
// Ratings.

/// The rating record, both ways: ER, EP and ED as numbers, the hardest technique by
/// name, and the level its ER falls in (written, ignored when read: it follows from ER).
#[derive(Serialize, Deserialize)]
struct RatingRecord {
    er: f64,
    ep: f64,
    ed: f64,
    hardest: String,
    #[serde(default, skip_deserializing)]
    level: Option<Level>,
}

impl Serialize for Rating {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        RatingRecord {
            er: tenths(self.er),
            ep: tenths(self.ep),
            ed: tenths(self.ed),
            hardest: self.hardest.name().to_owned(),
            level: Some(Level::for_er(self.er)),
        }
        .serialize(s)
    }
}

impl<'de> Deserialize<'de> for Rating {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Rating, D::Error> {
        let record = RatingRecord::deserialize(d)?;
        let to_tenths = |v: f64| {
            let t = (v * 10.0).round();
            if (0.0..=f64::from(u8::MAX)).contains(&t) {
                Ok(t as u8)
            } else {
                Err(de::Error::invalid_value(
                    de::Unexpected::Float(v),
                    &"a rating from 0.0 to 25.5",
                ))
            }
        };
        let er = to_tenths(record.er)?;
        let hardest = technique_named(&record.hardest, er).ok_or_else(|| {
            de::Error::invalid_value(de::Unexpected::Str(&record.hardest), &"a technique name")
        })?;
        Ok(Rating {
            er,
            ep: to_tenths(record.ep)?,
            ed: to_tenths(record.ed)?,
            hardest,
            scale: None,
        })
    }
}

/// The technique called `name` that a hardest step rated `er` tenths can be. Names are
/// shared (the hidden single in a box, 1.2, and in a line, 1.5), and a step rates its
/// technique's base rating or more, so the hardest base rating not above ER decides.
fn technique_named(name: &str, er: u8) -> Option<Technique> {
    let named = || {
        Repertoire::Full
            .techniques()
            .iter()
            .copied()
            .filter(move |t| t.name() == name)
    };
    named()
        .filter(|t| t.rating_tenths() <= er)
        .max_by_key(|t| t.rating_tenths())
        .or_else(|| named().next())
}

// ---------------------------------------------------------------------------------------
// Steps and paths.

/// The fields of a step's record, whichever engine found it: the technique, the step's own
/// rating (bonus included) as a number, its words, the placements and eliminations as
/// candidate records under separate keys, and the evidence.
#[derive(Serialize)]
struct StepFields<'a, L, E> {
    technique: Technique,
    rating: f64,
    text: String,
    placements: L,
    eliminations: L,
    evidence: &'a E,
}

impl Serialize for Step {
    /// The [`StepFields`] of a 9×9 step.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        StepFields {
            technique: self.technique,
            rating: tenths(self.rating_tenths()),
            text: self.explain_in(record_lang()),
            placements: CandidateList(&self.placements),
            eliminations: CandidateList(&self.eliminations),
            evidence: &self.evidence,
        }
        .serialize(s)
    }
}

/// A house, by its name on 9×9 boards, with the role it plays in a step's evidence.
#[derive(Serialize)]
struct RoleHouse<H> {
    role: Role,
    house: H,
}

/// A cell with its role in the evidence.
#[derive(Serialize)]
struct RoleCell<C> {
    role: Role,
    cell: C,
}

/// A candidate with its role in the evidence.
#[derive(Serialize)]
struct RoleCandidate<C, D> {
    role: Role,
    cell: C,
    digit: D,
}

/// The evidence's cells as records, whichever engine's cells they are.
fn role_cells<C: Copy>(cells: &[(Role, C)]) -> Vec<RoleCell<C>> {
    cells
        .iter()
        .map(|&(role, cell)| RoleCell { role, cell })
        .collect()
}

/// The evidence's candidates as records.
fn role_candidates<C: Copy, D: Copy>(candidates: &[(Role, C, D)]) -> Vec<RoleCandidate<C, D>> {
    candidates
        .iter()
        .map(|&(role, cell, digit)| RoleCandidate { role, cell, digit })
        .collect()
}

/// The evidence's houses by name, whichever board's houses they are.
fn role_houses<N: ToString>(houses: &[(Role, N)]) -> Vec<RoleHouse<String>> {
    houses
        .iter()
        .map(|(role, name)| RoleHouse {
            role: *role,
            house: name.to_string(),
        })
        .collect()
}

impl Serialize for Evidence {
    /// Each house, cell and candidate with the [`Role`] it plays (`{"role":"base",
    /// "house":"box 3"}`), then the digits, links and implied removals. Kept apart from
    /// [`Step`] so that a change to the evidence's layout changes this one function. On
    /// a variant board the houses are the board's own, by name (`"the main diagonal"`,
    /// `"region 4"`, `"the cage at r3c1"`, rows, columns and boxes alike).
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        #[derive(Serialize)]
        struct Record<'a> {
            houses: Vec<RoleHouse<String>>,
            cells: Vec<RoleCell<Cell>>,
            candidates: Vec<RoleCandidate<Cell, Digit>>,
            digits: &'a [Digit],
            links: &'a [Link],
            implied: CandidateList<'a>,
            // Variant boards only: the rules beyond houses.
            #[serde(skip_serializing_if = "Vec::is_empty")]
            relations: Vec<String>,
        }
        // A variant board's step names every house it reasons with; a classic one's
        // houses are rows, columns and boxes.
        let houses = if self.named_houses.is_empty() {
            role_houses(&self.houses)
        } else {
            role_houses(&self.named_houses)
        };
        Record {
            houses,
            cells: role_cells(&self.cells),
            candidates: role_candidates(&self.candidates),
            digits: &self.digits,
            links: &self.links,
            implied: CandidateList(&self.implied),
            relations: self
                .relations
                .iter()
                .map(|p| p.words_in(record_lang()))
                .collect(),
        }
        .serialize(s)
    }
}

impl Serialize for Role {
    /// Its name: `"base"`, `"pincer"`, …
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

impl Serialize for Link {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        #[derive(Serialize)]
        struct Record {
            from: CandidateRecord,
            to: CandidateRecord,
            strong: bool,
        }
        let end = |(cell, digit): (Cell, Digit)| CandidateRecord { cell, digit };
        Record {
            from: end(self.from),
            to: end(self.to),
            strong: self.strong,
        }
        .serialize(s)
    }
}

impl Serialize for Path {
    /// The steps and how the path ended: `"solved"`, `"stuck"`, `"gave-up"` (its budget
    /// ran out) or `"contradiction"`, the last with the `cell` left without a candidate.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        #[derive(Serialize)]
        struct Record<'a> {
            steps: &'a [Step],
            end: &'static str,
            #[serde(skip_serializing_if = "Option::is_none")]
            cell: Option<Cell>,
        }
        let cell = match self.end {
            PathEnd::Contradiction(cell) => Some(cell),
            _ => None,
        };
        Record {
            steps: &self.steps,
            end: self.end.name(),
            cell,
        }
        .serialize(s)
    }
}

// ---------------------------------------------------------------------------------------
// Hints.

impl Serialize for HintLevel {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

/// One mistake of a hint, holding no more than its words at the hint's level: a nudge
/// only the box; from the technique level its `kind`, its cell and the digits already on
/// the player's sheet or in the puzzle; the full hint adds the solution's digit.
struct MistakeRecord<'a> {
    mistake: &'a Mistake,
    level: HintLevel,
    text: &'a str,
}

impl Serialize for MistakeRecord<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut map = s.serialize_map(None)?;
        if self.level == HintLevel::Nudge {
            map.serialize_entry("house", &crate::hint::box_of(self.mistake.cell()))?;
            map.serialize_entry("text", self.text)?;
            return map.end();
        }
        let full = self.level == HintLevel::Full;
        map.serialize_entry("cell", &self.mistake.cell())?;
        match *self.mistake {
            Mistake::WrongEntry {
                entered, solution, ..
            } => {
                map.serialize_entry("kind", "wrong-entry")?;
                map.serialize_entry("entered", &entered)?;
                if full {
                    map.serialize_entry("solution", &solution)?;
                }
            }
            Mistake::ChangedGiven { given, now, .. } => {
                map.serialize_entry("kind", "changed-given")?;
                map.serialize_entry("given", &given)?;
                map.serialize_entry("now", &now)?;
            }
            Mistake::MissingCandidate { digit, .. } => {
                map.serialize_entry("kind", "missing-candidate")?;
                if full {
                    map.serialize_entry("digit", &digit)?;
                }
            }
        }
        map.serialize_entry("text", self.text)?;
        map.end()
    }
}

/// Two digits on the sheet that clash, as a hint's mistake: the Conflict record with
/// `kind` and `text`.
#[derive(Serialize)]
struct ClashRecord<'a> {
    kind: &'static str,
    #[serde(flatten)]
    conflict: &'a Conflict,
    text: String,
}

/// A hint's mistakes, whichever kind they are.
#[derive(Serialize)]
#[serde(untagged)]
enum HintMistakes<'a> {
    Mistakes(Vec<MistakeRecord<'a>>),
    Clashes(Vec<ClashRecord<'a>>),
}

impl Serialize for Hint {
    /// `puzzle` (the sheet), `level`, `status`, then only what the level reveals: the
    /// mistakes cut to the level, a `reason` (with `cell` and `digits` for several
    /// solutions), a `reveal`, or the step — its `nudge`; at the technique level its
    /// `technique` and `rating`; at the full level the whole Step record merged in.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        #[derive(Serialize)]
        struct Record<'a> {
            puzzle: &'a Grid,
            level: HintLevel,
            status: &'static str,
            #[serde(skip_serializing_if = "Option::is_none")]
            mistakes: Option<HintMistakes<'a>>,
            #[serde(skip_serializing_if = "Option::is_none")]
            reason: Option<String>,
            #[serde(skip_serializing_if = "Option::is_none")]
            cell: Option<Cell>,
            #[serde(skip_serializing_if = "Option::is_none")]
            digits: Option<[Digit; 2]>,
            #[serde(skip_serializing_if = "Option::is_none")]
            reveal: Option<CandidateRecord>,
            #[serde(skip_serializing_if = "Option::is_none")]
            nudge: Option<String>,
            #[serde(skip_serializing_if = "Option::is_none")]
            house: Option<String>,
            #[serde(skip_serializing_if = "Option::is_none")]
            technique: Option<Technique>,
            #[serde(skip_serializing_if = "Option::is_none")]
            rating: Option<f64>,
            #[serde(flatten, skip_serializing_if = "Option::is_none")]
            step: Option<&'a Step>,
        }
        let lang = record_lang();
        let shown = self.shown_mistakes_in(lang);
        let mut record = Record {
            puzzle: &self.sheet,
            level: self.level,
            status: self.status(),
            mistakes: None,
            reason: self.reason_in(lang),
            cell: None,
            digits: None,
            reveal: None,
            nudge: None,
            house: None,
            technique: None,
            rating: None,
            step: None,
        };
        let none = || Some(HintMistakes::Mistakes(Vec::new()));
        match &self.answer {
            HintAnswer::Mistakes(_) => {
                let records = shown.iter().map(|(mistake, text)| MistakeRecord {
                    mistake,
                    level: self.level,
                    text,
                });
                record.mistakes = Some(HintMistakes::Mistakes(records.collect()));
            }
            HintAnswer::Clashes(clashes) => {
                let records = clashes.iter().map(|conflict| ClashRecord {
                    kind: "clash",
                    conflict,
                    text: conflict.words_in(lang),
                });
                record.mistakes = Some(HintMistakes::Clashes(records.collect()));
            }
            HintAnswer::NoSolution(why) => {
                if let NoSolution::DeadCell(cell) = why {
                    record.cell = Some(*cell);
                }
            }
            HintAnswer::Several { cell, digits } => {
                record.cell = Some(*cell);
                record.digits = Some(*digits);
            }
            HintAnswer::Solved | HintAnswer::GaveUp { .. } => record.mistakes = none(),
            HintAnswer::Stuck { reveal } => {
                record.mistakes = none();
                record.reveal = reveal.map(|(cell, digit)| CandidateRecord { cell, digit });
            }
            HintAnswer::Step(step) => {
                record.mistakes = none();
                record.nudge = Some(step.nudge_in(lang));
                record.house = step.nudge_house();
                match self.level {
                    HintLevel::Nudge => {}
                    HintLevel::Technique => {
                        record.technique = Some(step.technique);
                        record.rating = Some(tenths(step.rating_tenths()));
                    }
                    HintLevel::Full => record.step = Some(step),
                }
            }
        }
        record.serialize(s)
    }
}

#[cfg(test)]
mod tests {
    //! One test per record: a known value serializes to the example of `docs/records.md`,
    //! byte for byte, and the document holds that example.

    use super::*;
    use crate::generate::Difficulty;
    use crate::logic::{Board, Logic, find_steps, rate, solve_path};
    use crate::solve::Solver;

    const DOC: &str = include_str!("../../../docs/records.md");

    /// The tutorial puzzle of the README (rated 3.8/1.2/1.2 Swordfish).
    const TUTORIAL: &str =
        "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759..";
    const TUTORIAL_SOLUTION: &str =
        "519748632783652419426139875357986241264317598198524367975863124832491756641275983";
    /// A puzzle whose full path (player techniques) takes a W-wing.
    const PLAYER_PUZZLE: &str =
        "3......7..8153.....9..1.3......8.234..6....1.......5.......7..1...8....991....78.";

    /// Serializes `value` and checks it against the documented example.
    fn shape<T: Serialize>(value: &T, documented: &str) {
        assert_eq!(serde_json::to_string(value).unwrap(), documented);
        assert!(
            DOC.contains(documented),
            "docs/records.md lacks the example {documented}"
        );
    }

    /// Serializes `value`, reads it back and checks nothing was lost.
    fn round_trip<T>(value: T)
    where
        T: Serialize + for<'de> Deserialize<'de> + PartialEq + std::fmt::Debug,
    {
        let text = serde_json::to_string(&value).unwrap();
        let back: T = serde_json::from_str(&text).unwrap();
        assert_eq!(back, value, "{text}");
    }

    fn grid(line: &str) -> Grid {
        line.parse().unwrap()
    }

    fn clashing() -> Grid {
        let mut line = String::from("5....5");
        line.push_str(&".".repeat(75));
        grid(&line)
    }

    fn tutorial_steps() -> Vec<Step> {
        solve_path(&grid(TUTORIAL)).steps
    }

    #[test]
    fn values() {
        shape(&grid(TUTORIAL), &format!("\"{TUTORIAL}\""));
        shape(&Cell::new(3, 1).unwrap(), "\"r4c2\"");
        shape(&Digit::new(7).unwrap(), "7");
        shape(&House::Box(4), "\"box 5\"");
        let set: Candidates = [9, 1, 3]
            .map(|v| Digit::new(v).unwrap())
            .into_iter()
            .collect();
        shape(&set, "[1,3,9]");
        shape(&Technique::XYWing, "\"XY-Wing\"");
        shape(&Level::Expert, "\"expert\"");
        shape(&Status::Solved, "\"solved\"");
    }

    #[test]
    fn values_read_back() {
        round_trip(grid(TUTORIAL));
        round_trip(Grid::empty());
        for cell in Cell::all() {
            round_trip(cell);
        }
        for digit in Digit::all() {
            round_trip(digit);
        }
        for house in House::all() {
            round_trip(house);
        }
        round_trip(Candidates::NONE);
        round_trip(Candidates::ALL);
        for level in Level::ALL {
            round_trip(level);
        }
        let upper: Cell = serde_json::from_str("\"R4C2\"").unwrap();
        assert_eq!(upper, Cell::new(3, 1).unwrap());
        for bad in ["\"r0c1\"", "\"r1c10\"", "\"x1c1\"", "\"r1\""] {
            assert!(serde_json::from_str::<Cell>(bad).is_err(), "{bad}");
        }
        for bad in ["0", "10", "-1"] {
            assert!(serde_json::from_str::<Digit>(bad).is_err(), "{bad}");
        }
        for bad in ["\"row 0\"", "\"row 10\"", "\"diagonal 1\"", "\"box\""] {
            assert!(serde_json::from_str::<House>(bad).is_err(), "{bad}");
        }
        assert!(serde_json::from_str::<Grid>("\"12\"").is_err());
    }

    #[test]
    fn candidate() {
        let record = CandidateRecord {
            cell: Cell::new(4, 5).unwrap(),
            digit: Digit::new(5).unwrap(),
        };
        shape(&record, r#"{"cell":"r5c6","digit":5}"#);
    }

    #[test]
    fn conflict() {
        shape(
            &clashing().conflicts()[0],
            r#"{"digit":5,"first":"r1c1","second":"r1c6","house":"row 1"}"#,
        );
    }

    #[test]
    fn outcome() {
        let solver = Solver::new();
        shape(
            &solver.solve(&grid(TUTORIAL)),
            &format!(r#"{{"status":"solved","solution":"{TUTORIAL_SOLUTION}"}}"#),
        );
        shape(
            &solver.solve(&Grid::empty()),
            r#"{"status":"multiple","solutions":["123456789789123456456789132312564897978312564645897213231645978897231645564978321","123456789789123456456789123312564897978312564645897231231645978897231645564978312"]}"#,
        );
        shape(&Outcome::Unsolvable, r#"{"status":"unsolvable"}"#);
        shape(
            &solver.solve(&clashing()),
            r#"{"status":"invalid","conflicts":[{"digit":5,"first":"r1c1","second":"r1c6","house":"row 1"}]}"#,
        );
    }

    #[test]
    fn solution_count() {
        shape(
            &Solver::new().count(&Grid::empty(), 10),
            r#"{"count":10,"limit_reached":true}"#,
        );
    }

    #[test]
    fn canonical_records() {
        let canon = crate::canon::canonical(&grid(TUTORIAL));
        shape(
            &canon,
            r#"{"canonical":"........1....23.4....1562....1..76...54...17..89...52...2489....4.6.2...3........","transform":"transpose rows=123546789 cols=879465132 digits=748693152","automorphisms":1}"#,
        );
        shape(
            &canon.transform,
            r#""transpose rows=123546789 cols=879465132 digits=748693152""#,
        );
        round_trip(canon.transform);
        shape(
            &crate::canon::canonical_pattern(&grid(TUTORIAL)),
            r#"{"pattern":"........x....xx.x....xxxx....x.......x..xx...x..xxx...x.....xx.xx....x..xx.x..xx.","transform":"rows=231879645 cols=789546321 digits=123456789","automorphisms":4}"#,
        );
    }

    #[test]
    fn check_record() {
        let solver = Solver::new();
        shape(
            &crate::check::check(&grid(TUTORIAL), &solver),
            r#"{"valid":true,"solvable":true,"unique":true,"minimal":false,"redundant":[{"cell":"r1c4","digit":7},{"cell":"r1c6","digit":8},{"cell":"r5c2","digit":6}],"conflicts":[]}"#,
        );
        shape(
            &crate::check::check(&clashing(), &solver),
            r#"{"valid":false,"solvable":false,"unique":false,"minimal":false,"redundant":null,"conflicts":[{"digit":5,"first":"r1c1","second":"r1c6","house":"row 1"}]}"#,
        );
    }

    #[test]
    fn rating() {
        let rating = rate(&grid(TUTORIAL)).unwrap();
        shape(
            &rating,
            r#"{"er":3.8,"ep":1.2,"ed":1.2,"hardest":"Swordfish","level":"hard"}"#,
        );
        round_trip(rating);
    }

    #[test]
    fn ratings_read_back_with_shared_names() {
        // Both hidden singles are called "Hidden Single"; ER tells them apart.
        for (hardest, er) in [
            (Technique::HiddenSingleBox, 12),
            (Technique::HiddenSingleLine, 15),
        ] {
            round_trip(Rating {
                er,
                ep: er,
                ed: 12,
                hardest,
                scale: None,
            });
        }
        // A chain with a length bonus rates above its technique's base.
        round_trip(Rating {
            er: Technique::ForcingChain.rating_tenths() + 3,
            ep: 12,
            ed: 12,
            hardest: Technique::ForcingChain,
            scale: None,
        });
        let bad = r#"{"er":3.8,"ep":1.2,"ed":1.2,"hardest":"Telepathy","level":"hard"}"#;
        assert!(serde_json::from_str::<Rating>(bad).is_err());
        let bad = r#"{"er":-1.0,"ep":1.2,"ed":1.2,"hardest":"Swordfish"}"#;
        assert!(serde_json::from_str::<Rating>(bad).is_err());
    }

    #[test]
    fn generated() {
        shape(
            &crate::Generator::new(2024).generate(0).unwrap(),
            r#"{"puzzle":".2.7....8.7..56..24....2......3..84.2.....6.....4...913.7....8......47.3........6","solution":"521749368973856412486132579619327845248591637735468291367215984192684753854973126","clues":24,"attempts":1,"rating":null}"#,
        );
        let rated = crate::Generator::new(4)
            .difficulty(Difficulty::level(Level::Expert))
            .max_attempts(20_000)
            .generate(0)
            .unwrap();
        shape(
            &rated,
            r#"{"puzzle":"..9.....68...7..2..2..83...6..8..9...9.5.1.8.....2...54......7...51......7.2..4.8","solution":"739412856814675329526983147657834912293561784148729635462398571985147263371256498","clues":25,"attempts":3,"rating":{"er":4.0,"ep":1.2,"ed":1.2,"hardest":"Skyscraper","level":"expert"}}"#,
        );
    }

    #[test]
    fn drill_and_its_grade() {
        use crate::generate::{drill, grade_drill};
        let made = drill(Technique::XWing, 3, &crate::logic::Budget::unlimited()).unwrap();
        shape(
            &made,
            r#"{"technique":"X-Wing","slug":"x-wing","name":"X-Wing","seed":3,"puzzle":"92...7.......9.8..6..5...1....158...7.8..........6.4...6.82..5...4...23..1.......","solution":"921687543435291867687543912246158379758439126193762485369824751574916238812375694","clues":23,"attempts":22,"rating":{"er":4.2,"ep":1.2,"ed":1.2,"hardest":"XY-Wing","level":"expert"},"sheet":"921.87...4...918..6875..91.246158...7.8......1..76.48.369824.5.5749162388123756..","marks":[[],[],[],[4,6],[],[],[3,5],[4,6],[3,5],[],[3,5],[3,5],[2,6],[],[],[],[2,6,7],[2,6,7],[],[],[],[],[3,4],[2,3],[],[],[2,4],[],[],[],[],[],[],[3,7],[7,9],[3,7,9],[],[3,5,9],[],[2,4],[3,4],[2,3,9],[1,5],[2,6],[1,2,5,6],[],[3,5,9],[3,5],[],[],[2,3,9],[],[],[2,5],[],[],[],[],[],[],[1,7],[],[1,7],[],[],[],[],[],[],[],[],[],[],[],[],[],[],[],[],[4,9],[4,9]],"step":{"technique":"X-Wing","rating":3.2,"text":"X-Wing (2): in column 4 and column 8, 2 lies only in row 2 and row 5, so r2c9, r5c6 and r5c9 cannot be 2","placements":[],"eliminations":[{"cell":"r2c9","digit":2},{"cell":"r5c6","digit":2},{"cell":"r5c9","digit":2}],"evidence":{"houses":[{"role":"base","house":"column 4"},{"role":"base","house":"column 8"},{"role":"cover","house":"row 2"},{"role":"cover","house":"row 5"}],"cells":[{"role":"pattern","cell":"r2c4"},{"role":"pattern","cell":"r2c8"},{"role":"pattern","cell":"r5c4"},{"role":"pattern","cell":"r5c8"}],"candidates":[{"role":"pattern","cell":"r2c4","digit":2},{"role":"pattern","cell":"r2c8","digit":2},{"role":"pattern","cell":"r5c4","digit":2},{"role":"pattern","cell":"r5c8","digit":2}],"digits":[2],"links":[],"implied":[]}}}"#,
        );
        // One of the step's three eliminations made.
        let mut after = made.position.clone();
        let (cell, digit) = made.step.eliminations[0];
        after.eliminate(cell, digit);
        let grade = grade_drill(&made.position, Technique::XWing, &after).unwrap();
        shape(
            &grade,
            r#"{"verdict":"partly","found":[{"cell":"r2c9","digit":2,"placed":false}],"missed":[{"cell":"r5c6","digit":2,"placed":false},{"cell":"r5c9","digit":2,"placed":false}],"extra":[],"step":{"technique":"X-Wing","rating":3.2,"text":"X-Wing (2): in row 3 and row 6, 2 lies only in column 6 and column 9, so r2c9, r5c6 and r5c9 cannot be 2","placements":[],"eliminations":[{"cell":"r2c9","digit":2},{"cell":"r5c6","digit":2},{"cell":"r5c9","digit":2}],"evidence":{"houses":[{"role":"base","house":"row 3"},{"role":"base","house":"row 6"},{"role":"cover","house":"column 6"},{"role":"cover","house":"column 9"}],"cells":[{"role":"pattern","cell":"r3c6"},{"role":"pattern","cell":"r3c9"},{"role":"pattern","cell":"r6c6"},{"role":"pattern","cell":"r6c9"}],"candidates":[{"role":"pattern","cell":"r3c6","digit":2},{"role":"pattern","cell":"r3c9","digit":2},{"role":"pattern","cell":"r6c6","digit":2},{"role":"pattern","cell":"r6c9","digit":2}],"digits":[2],"links":[],"implied":[]}},"text":["Partly right: 1 of the step's 3 changes.","Missed: r5c6≠2, r5c9≠2","X-Wing (3.2): in row 3 and row 6, 2 lies only in column 6 and column 9, so r2c9, r5c6 and r5c9 cannot be 2"]}"#,
        );
    }

    #[test]
    fn daily() {
        let day: crate::generate::Day = "2026-11-28".parse().unwrap();
        let easy = crate::generate::daily(day, Level::Easy).unwrap();
        let text = serde_json::to_string(&easy).unwrap();
        assert!(
            DOC.contains(&text),
            "docs/records.md lacks the example {text}"
        );
    }

    #[test]
    fn step_and_evidence() {
        let first = &tutorial_steps()[0];
        shape(
            first,
            r#"{"technique":"Hidden Single","rating":1.2,"text":"r2c9 must be 9: it is the only place for 9 in box 3","placements":[{"cell":"r2c9","digit":9}],"eliminations":[],"evidence":{"houses":[{"role":"base","house":"box 3"}],"cells":[{"role":"target","cell":"r2c9"}],"candidates":[{"role":"target","cell":"r2c9","digit":9}],"digits":[9],"links":[],"implied":[]}}"#,
        );
        shape(
            &first.evidence,
            r#"{"houses":[{"role":"base","house":"box 3"}],"cells":[{"role":"target","cell":"r2c9"}],"candidates":[{"role":"target","cell":"r2c9","digit":9}],"digits":[9],"links":[],"implied":[]}"#,
        );
        // The hidden single in a line shares the name; its rating says which it is.
        let line = find_steps(&Board::new(&grid(TUTORIAL)), Technique::HiddenSingleLine);
        let value = serde_json::to_value(&line[0]).unwrap();
        assert_eq!(value["technique"], "Hidden Single");
        assert_eq!(value["rating"], 1.5);
    }

    #[test]
    fn step_with_a_link() {
        let path = Logic::new(Repertoire::Full).solve_path(&grid(PLAYER_PUZZLE));
        let wing = path
            .steps
            .iter()
            .find(|s| s.technique == Technique::WWing)
            .unwrap();
        shape(
            wing,
            r#"{"technique":"W-Wing","rating":4.4,"text":"W-Wing: r5c5 and r9c4 both hold only 2 and 4; in row 1, 2 lies only in r1c5 (seeing r5c5) and r1c4 (seeing r9c4), so one of the two cells is not 2 and is 4: r8c5 and r9c5 cannot be 4","placements":[],"eliminations":[{"cell":"r8c5","digit":4},{"cell":"r9c5","digit":4}],"evidence":{"houses":[{"role":"link","house":"row 1"}],"cells":[{"role":"pincer","cell":"r5c5"},{"role":"pincer","cell":"r9c4"},{"role":"link","cell":"r1c5"},{"role":"link","cell":"r1c4"}],"candidates":[{"role":"pincer","cell":"r5c5","digit":2},{"role":"pincer","cell":"r5c5","digit":4},{"role":"pincer","cell":"r9c4","digit":2},{"role":"pincer","cell":"r9c4","digit":4},{"role":"link","cell":"r1c5","digit":2},{"role":"link","cell":"r1c4","digit":2}],"digits":[4,2],"links":[{"from":{"cell":"r1c5","digit":2},"to":{"cell":"r1c4","digit":2},"strong":true}],"implied":[]}}"#,
        );
        shape(
            &wing.evidence.links[0],
            r#"{"from":{"cell":"r1c5","digit":2},"to":{"cell":"r1c4","digit":2},"strong":true}"#,
        );
    }

    #[test]
    fn path() {
        let mut one_empty = grid(TUTORIAL_SOLUTION);
        one_empty.set(Cell::new(0, 0).unwrap(), None);
        shape(
            &solve_path(&one_empty),
            r#"{"steps":[{"technique":"Full House","rating":1.0,"text":"r1c1 must be 5: it is the last empty cell of box 1","placements":[{"cell":"r1c1","digit":5}],"eliminations":[],"evidence":{"houses":[{"role":"base","house":"box 1"}],"cells":[{"role":"target","cell":"r1c1"}],"candidates":[{"role":"target","cell":"r1c1","digit":5}],"digits":[5],"links":[],"implied":[]}}],"end":"solved"}"#,
        );
        // Row 1 holds 1 to 8 and r2c9 holds 9: r1c9 has no candidate.
        let mut dead = String::from("12345678.");
        dead.push_str(&".".repeat(8));
        dead.push('9');
        dead.push_str(&".".repeat(63));
        shape(
            &solve_path(&grid(&dead)),
            r#"{"steps":[],"end":"contradiction","cell":"r1c9"}"#,
        );
    }

    #[test]
    fn every_step_of_a_path_serializes() {
        // Placements and eliminations stay apart, as candidate records.
        for step in tutorial_steps() {
            let value = serde_json::to_value(&step).unwrap();
            assert_eq!(
                value["placements"].as_array().unwrap().len(),
                step.placements.len()
            );
            assert_eq!(
                value["eliminations"].as_array().unwrap().len(),
                step.eliminations.len()
            );
            assert!(value["rating"].is_f64());
        }
    }

    #[test]
    fn hint_record() {
        use crate::hint::hint;
        use crate::logic::{Budget, Repertoire};
        use crate::position::Position;
        let puzzle = grid(TUTORIAL);
        let mut sheet = puzzle;
        let r1c1 = Cell::new(0, 0).unwrap();
        sheet.set(r1c1, Digit::new(4));
        let hint_at = |position: &Position, level: HintLevel| {
            let found = hint(
                position,
                level,
                Repertoire::Full,
                &Solver::new(),
                &Budget::unlimited(),
            );
            (found.clone(), serde_json::to_string(&found).unwrap())
        };
        let (_, record) = hint_at(&Position::from_grid(puzzle), HintLevel::Technique);
        shape(
            &serde_json::from_str::<serde_json::Value>(&record).unwrap()["level"],
            r#""technique""#,
        );
        assert!(DOC.contains(&record), "docs/records.md lacks {record}");
        // Each mistake, cut to its level, as the document shows it.
        let wrong = Position::new(puzzle, sheet);
        for level in [HintLevel::Technique, HintLevel::Full] {
            let (found, record) = hint_at(&wrong, level);
            let shown = found.shown_mistakes_in(crate::words::Lang::En);
            let (mistake, text) = &shown[0];
            let one = MistakeRecord {
                mistake,
                level,
                text,
            };
            let one = serde_json::to_string(&one).unwrap();
            assert!(record.contains(&one), "{record} lacks {one}");
            assert!(DOC.contains(&one), "docs/records.md lacks {one}");
        }
        // Without the puzzle the 4 is a clash on the sheet.
        let (_, record) = hint_at(&Position::from_grid(sheet), HintLevel::Full);
        let clash = r#"{"kind":"clash","digit":4,"first":"r1c1","second":"r1c5","house":"row 1","text":"r1c1 and r1c5 both hold 4 (row 1)"}"#;
        assert!(record.contains(clash), "{record}");
        assert!(DOC.contains(clash));
    }
}
