//! The record shapes of variant puzzles (`shudu::variant`): a puzzle is its variant JSON
//! object (docs/variants.md), a broken rule is `{rule, cells, message}`, and the check
//! and generation results are objects in the manner of the classic [`crate::check::Check`]
//! and [`crate::generate::Generated`] records, and a hint is the classic hint's shape with
//! the variant's mistakes. Documented in `docs/records.md`
//! ("Variant puzzles"), whose examples the tests below compare byte for byte.

use serde::Serialize;
use serde::ser::{SerializeMap, SerializeSeq, Serializer};

use super::{
    RoleCandidate, RoleCell, RoleHouse, StepFields, lang, role_candidates, role_cells, role_houses,
};
use crate::hint::HintLevel;
use crate::logic::{Step, Technique};
use crate::parse::JsonValue;
use crate::variant::board_generator::Made;
use crate::variant::explain::PathOf;
use crate::variant::hint::{
    BoardHint, BoardHintOf, VariantAnswer, VariantHint, VariantStep, wrong_entry_text,
};
use crate::variant::logic::{SizedEnd, SizedEvidence, SizedStep};
use crate::variant::{
    BoardGenerated, BoardPath, Check, Count, Dead, Forced, Generated, MistakeReason, Outcome,
    OutcomeIn, Pos, Puzzle, SheetCheck, SheetMistake, Supposition, Symbols, SymmetricCheck,
    ToUnique, TrueCandidates, Verdict, Violation, line_of,
};

impl Serialize for JsonValue {
    /// The value as the JSON it is; whole numbers print without a fraction.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            JsonValue::Null => s.serialize_unit(),
            JsonValue::Bool(b) => s.serialize_bool(*b),
            JsonValue::Number(x) if x.fract() == 0.0 && x.abs() < 9.0e15 => {
                s.serialize_i64(*x as i64)
            }
            JsonValue::Number(x) => s.serialize_f64(*x),
            JsonValue::Text(t) => s.serialize_str(t),
            JsonValue::List(items) => {
                let mut seq = s.serialize_seq(Some(items.len()))?;
                for item in items {
                    seq.serialize_element(item)?;
                }
                seq.end()
            }
            JsonValue::Object(fields) => {
                let mut map = s.serialize_map(Some(fields.len()))?;
                for (key, value) in fields {
                    map.serialize_entry(key, value)?;
                }
                map.end()
            }
        }
    }
}

impl Serialize for Pos {
    /// `"r1c1"`, one-based.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl Serialize for Puzzle {
    /// The puzzle in shudu's variant JSON form, as an object.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.to_json_value().serialize(s)
    }
}

impl Serialize for Violation {
    /// The rule broken, the cells involved and the message naming both.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        #[derive(Serialize)]
        struct Record<'a> {
            rule: &'a str,
            cells: &'a [Pos],
            message: String,
        }
        Record {
            rule: self.rule(),
            cells: self.cells(),
            message: self.words_in(crate::records::record_lang()),
        }
        .serialize(s)
    }
}

impl Serialize for SizedStep {
    /// The shape of the 9×9 Step record: technique, rating, text, placements and
    /// eliminations (`{"cell":"r10c12","digit":10}`), evidence. In the evidence, `houses`
    /// names every house (a row, a box, a diagonal, a window, a region, a cage), as on
    /// 9×9 variant boards; `links` and `implied` are always empty.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let list = |items: &[(Pos, u8)]| -> Vec<ClueRecord> {
            items
                .iter()
                .map(|&(cell, digit)| ClueRecord { cell, digit })
                .collect()
        };
        StepFields {
            technique: self.technique,
            rating: super::tenths(self.rating_tenths()),
            text: self.explain_in(crate::records::record_lang()),
            placements: list(&self.placements),
            eliminations: list(&self.eliminations),
            evidence: &self.evidence,
        }
        .serialize(s)
    }
}

impl Serialize for SizedEvidence {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        #[derive(Serialize)]
        struct Record<'a> {
            houses: Vec<RoleHouse<String>>,
            cells: Vec<RoleCell<Pos>>,
            candidates: Vec<RoleCandidate<Pos, u8>>,
            digits: &'a [u8],
            links: [(); 0],
            implied: [(); 0],
        }
        Record {
            houses: role_houses(&self.houses),
            cells: role_cells(&self.cells),
            candidates: role_candidates(&self.candidates),
            digits: &self.digits,
            links: [],
            implied: [],
        }
        .serialize(s)
    }
}

/// A mistake on a variant sheet: a broken rule (`clash`, with its cells) or a wrong entry
/// (`wrong-entry`, with its cell), and its words.
#[derive(Serialize)]
struct VariantMistake<'a> {
    kind: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    cells: Option<&'a [Pos]>,
    #[serde(skip_serializing_if = "Option::is_none")]
    cell: Option<Pos>,
    text: String,
}

/// A sheet's mistake: `kind`, `cell`, what the sheet holds (`entered`; `given` and `now`,
/// null for empty) and `text`; never the solution's digit.
impl Serialize for SheetMistake {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut map = s.serialize_map(None)?;
        map.serialize_entry("kind", self.kind())?;
        map.serialize_entry("cell", &self.pos())?;
        match *self {
            SheetMistake::WrongEntry { entered, .. } => map.serialize_entry("entered", &entered)?,
            SheetMistake::ChangedGiven { given, now, .. } => {
                map.serialize_entry("given", &given)?;
                map.serialize_entry("now", &(now != 0).then_some(now))?;
            }
            SheetMistake::MissingCandidate { .. } => {}
        }
        map.serialize_entry("text", &self.words_in(Symbols::Standard, lang()))?;
        map.end()
    }
}

/// `status`, the rules the sheet breaks (`violations`) and its `mistakes`, each with its
/// `why` when the check explained them.
impl Serialize for SheetCheck {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        #[derive(Serialize)]
        struct Explained<'a> {
            #[serde(flatten)]
            mistake: &'a SheetMistake,
            #[serde(skip_serializing_if = "Option::is_none")]
            why: Option<&'a MistakeReason>,
        }
        #[derive(Serialize)]
        struct Record<'a> {
            status: &'static str,
            violations: &'a [Violation],
            mistakes: Vec<Explained<'a>>,
        }
        Record {
            status: self.status.as_str(),
            violations: &self.violations,
            mistakes: self
                .mistakes
                .iter()
                .enumerate()
                .map(|(i, mistake)| Explained {
                    mistake,
                    why: self.reasons.get(i),
                })
                .collect(),
        }
        .serialize(s)
    }
}

/// Why a mistake is wrong: `kind` (`refuted`, `seen`, `solution`, `given`), what it rests
/// on, and `text`, its lines.
impl Serialize for MistakeReason {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut map = s.serialize_map(None)?;
        map.serialize_entry("kind", self.kind())?;
        match self {
            MistakeReason::Refuted {
                supposed,
                steps,
                dead,
            } => {
                map.serialize_entry("suppose", supposed)?;
                map.serialize_entry("steps", steps)?;
                map.serialize_entry("dead", dead)?;
            }
            MistakeReason::Seen { pos, digit, other } => {
                map.serialize_entry("cell", pos)?;
                map.serialize_entry("digit", digit)?;
                map.serialize_entry("other", other)?;
            }
            MistakeReason::Solution { pos, digit } => {
                map.serialize_entry("cell", pos)?;
                map.serialize_entry("digit", digit)?;
            }
            MistakeReason::Given { pos, given } => {
                map.serialize_entry("cell", pos)?;
                map.serialize_entry("given", given)?;
            }
        }
        map.serialize_entry("text", &self.lines_in(Symbols::Standard, lang()))?;
        map.end()
    }
}

/// `{cell, digit, holds}`.
impl Serialize for Supposition {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut map = s.serialize_map(Some(3))?;
        map.serialize_entry("cell", &self.pos)?;
        map.serialize_entry("digit", &self.digit)?;
        map.serialize_entry("holds", &self.holds)?;
        map.end()
    }
}

/// `{cell, digit, technique}`, the `house` of a hidden single, and `anyway: true` for a
/// single that holds without the supposition.
impl Serialize for Forced {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut map = s.serialize_map(None)?;
        map.serialize_entry("cell", &self.pos)?;
        map.serialize_entry("digit", &self.digit)?;
        map.serialize_entry("technique", self.technique())?;
        if let Some(house) = self.house {
            map.serialize_entry("house", &house.to_string())?;
        }
        if self.anyway {
            map.serialize_entry("anyway", &true)?;
        }
        map.end()
    }
}

/// `{kind: "no-digit", cell}` or `{kind: "no-place", house, digit}`.
impl Serialize for Dead {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut map = s.serialize_map(None)?;
        map.serialize_entry("kind", self.kind())?;
        match *self {
            Dead::NoDigit { pos } => map.serialize_entry("cell", &pos)?,
            Dead::NoPlace { house, digit } => {
                map.serialize_entry("house", &house.to_string())?;
                map.serialize_entry("digit", &digit)?;
            }
        }
        map.end()
    }
}

impl Serialize for Outcome {
    /// The record of [`OutcomeIn`], solutions in the standard symbols.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.in_symbols(Symbols::Standard).serialize(s)
    }
}

impl Serialize for OutcomeIn<'_> {
    /// Tagged by `status`, as the classic Outcome record: the `solution` line, two
    /// `solutions`, or the broken rules (`violations`); nothing more when unsolvable.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        #[derive(Serialize)]
        struct Record<'a> {
            status: crate::Status,
            #[serde(skip_serializing_if = "Option::is_none")]
            solution: Option<String>,
            #[serde(skip_serializing_if = "Option::is_none")]
            solutions: Option<[String; 2]>,
            #[serde(skip_serializing_if = "Option::is_none")]
            violations: Option<&'a [Violation]>,
        }
        let line = |values: &[u8]| line_of(values, self.symbols);
        let mut record = Record {
            status: self.outcome.status(),
            solution: None,
            solutions: None,
            violations: None,
        };
        match self.outcome {
            Outcome::Unique(solution) => record.solution = Some(line(solution)),
            Outcome::Multiple(a, b) => record.solutions = Some([line(a), line(b)]),
            Outcome::Unsolvable => {}
            Outcome::Invalid(broken) => record.violations = Some(broken),
        }
        record.serialize(s)
    }
}

impl Serialize for Count {
    /// The SolutionCount record, on every board.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        crate::SolutionCount {
            solutions: self.solutions,
            limit_reached: self.limit_reached,
        }
        .serialize(s)
    }
}

impl Serialize for TrueCandidates {
    /// The true candidates record: `candidates` (each cell's digits in some solution, a
    /// given's its own), `undecided` (`{cell, digit}` left when the budget ran out),
    /// `searches`, and `violations` when the givens break rules.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        #[derive(Serialize)]
        struct Undecided {
            cell: Pos,
            digit: u8,
        }
        #[derive(Serialize)]
        struct Record<'a> {
            candidates: &'a [Vec<u8>],
            undecided: Vec<Undecided>,
            searches: u64,
            #[serde(skip_serializing_if = "<[_]>::is_empty")]
            violations: &'a [Violation],
        }
        Record {
            candidates: &self.candidates,
            undecided: self
                .undecided
                .iter()
                .map(|&(cell, digit)| Undecided { cell, digit })
                .collect(),
            searches: self.searches,
            violations: &self.broken,
        }
        .serialize(s)
    }
}

impl Serialize for BoardPath {
    /// The Path record of the engine's path: `steps` (the Step record, or the Step on
    /// another size), `end`, and the `cell` left without a candidate at a contradiction.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self.of() {
            PathOf::Nine(path, _) => path.serialize(s),
            PathOf::Sized(path) => {
                #[derive(Serialize)]
                struct Record<'a> {
                    steps: &'a [SizedStep],
                    end: &'static str,
                    #[serde(skip_serializing_if = "Option::is_none")]
                    cell: Option<Pos>,
                }
                let cell = match path.end {
                    SizedEnd::Contradiction(cell) => Some(cell),
                    _ => None,
                };
                Record {
                    steps: &path.steps,
                    end: path.end.name(),
                    cell,
                }
                .serialize(s)
            }
        }
    }
}

impl Serialize for BoardGenerated {
    /// The record of the maker's result: the classic Generated record on classic rules,
    /// the variant one otherwise.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self.made() {
            Made::Classic(made) => made.serialize(s),
            Made::Variant(made) => made.serialize(s),
        }
    }
}

/// A step of either engine, its record merged into the hint's.
#[derive(Serialize)]
#[serde(untagged)]
enum StepRecord<'a> {
    Nine(&'a Step),
    Sized(&'a SizedStep),
}

impl Serialize for BoardHint {
    /// The record of the hint it holds: a classic hint's or a variant hint's.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self.of() {
            BoardHintOf::Classic(hint) => hint.serialize(s),
            BoardHintOf::Variant(hint) => hint.serialize(s),
        }
    }
}

impl Serialize for VariantHint {
    /// `level`, `status`, then only what the level reveals: the mistakes (always in
    /// full, with `level` `full`: they are on the sheet already and name no digit of the
    /// solution), a `reason` (with `violations` for broken givens), or the step — its
    /// `nudge`; at the technique level its `technique` and `rating`; at the full level the
    /// whole step record merged in; with `scale` when the rating is shudu's own.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        #[derive(Serialize)]
        struct Record<'a> {
            level: HintLevel,
            status: &'static str,
            #[serde(skip_serializing_if = "Option::is_none")]
            mistakes: Option<Vec<VariantMistake<'a>>>,
            #[serde(skip_serializing_if = "Option::is_none")]
            reason: Option<String>,
            #[serde(skip_serializing_if = "Option::is_none")]
            violations: Option<&'a [Violation]>,
            #[serde(skip_serializing_if = "Option::is_none")]
            nudge: Option<String>,
            #[serde(skip_serializing_if = "Option::is_none")]
            house: Option<String>,
            #[serde(skip_serializing_if = "Option::is_none")]
            technique: Option<Technique>,
            #[serde(skip_serializing_if = "Option::is_none")]
            rating: Option<f64>,
            #[serde(skip_serializing_if = "Option::is_none")]
            scale: Option<&'static str>,
            #[serde(flatten, skip_serializing_if = "Option::is_none")]
            step: Option<StepRecord<'a>>,
        }
        let mut record = Record {
            level: self.level,
            status: self.status(),
            mistakes: None,
            reason: self.reason_in(crate::records::record_lang()),
            violations: None,
            nudge: None,
            house: None,
            technique: None,
            rating: None,
            scale: None,
            step: None,
        };
        match &self.answer {
            VariantAnswer::Clashes(broken) => {
                record.level = HintLevel::Full;
                let list = broken.iter().map(|v| VariantMistake {
                    kind: "clash",
                    cells: Some(v.cells()),
                    cell: None,
                    text: v.words_in(lang()),
                });
                record.mistakes = Some(list.collect());
            }
            VariantAnswer::WrongEntries(cells) => {
                record.level = HintLevel::Full;
                let list = cells.iter().map(|&cell| VariantMistake {
                    kind: "wrong-entry",
                    cells: None,
                    cell: Some(cell),
                    text: wrong_entry_text(&cell, crate::records::record_lang()),
                });
                record.mistakes = Some(list.collect());
            }
            VariantAnswer::Invalid(broken) => record.violations = Some(broken),
            VariantAnswer::Step(step) => {
                record.nudge = Some(step.nudge_in(crate::records::record_lang()));
                record.house = step.nudge_house();
                if self.level != HintLevel::Nudge {
                    record.scale = step.scale();
                }
                match self.level {
                    HintLevel::Nudge => {}
                    HintLevel::Technique => {
                        record.technique = Some(step.technique());
                        record.rating = Some(super::tenths(step.rating_tenths()));
                    }
                    HintLevel::Full => {
                        record.step = Some(match step {
                            VariantStep::Nine(step) => StepRecord::Nine(step),
                            VariantStep::Sized(step) => StepRecord::Sized(step),
                        })
                    }
                }
            }
            _ => {}
        }
        record.serialize(s)
    }
}

/// A clue: its cell and its value.
#[derive(Serialize)]
struct ClueRecord {
    cell: Pos,
    digit: u8,
}

/// The fields of a check's record, its status and words given, so that a check under a
/// symmetry writes the same record with its own verdict.
#[derive(Serialize)]
struct CheckRecord<'a> {
    status: &'static str,
    clues: usize,
    valid: bool,
    solvable: bool,
    unique: bool,
    minimal: bool,
    violations: &'a [Violation],
    redundant: Option<Vec<ClueRecord>>,
    verdict: String,
}

impl<'a> CheckRecord<'a> {
    fn of(check: &'a Check, status: Verdict, verdict: String) -> CheckRecord<'a> {
        let unique = check.verdict.is_unique();
        CheckRecord {
            status: status.name(),
            clues: check.clues,
            valid: check.verdict != Verdict::Invalid,
            solvable: !matches!(check.verdict, Verdict::Invalid | Verdict::Unsolvable),
            unique,
            minimal: check.verdict == Verdict::Minimal,
            violations: &check.violations,
            redundant: unique.then(|| clue_records(&check.redundant)),
            verdict,
        }
    }
}

fn clue_records(clues: &[(Pos, u8)]) -> Vec<ClueRecord> {
    clues
        .iter()
        .map(|&(cell, digit)| ClueRecord { cell, digit })
        .collect()
}

impl Serialize for Check {
    /// The verdict by name and as the four booleans of the classic Check record, the
    /// clue count, the broken rules, the redundant clues (`null` when the puzzle is not
    /// unique, so minimality does not apply) and the verdict in words.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let words = self.words_in(Symbols::Standard, lang());
        CheckRecord::of(self, self.verdict, words).serialize(s)
    }
}

impl Serialize for ToUnique {
    /// The check's record (status `gave-up` when the budget ran out, the words the
    /// assistant's), and the solutions counted, whether the count stopped at the sample,
    /// the cells where they part (`{cell, digits: [{digit, solutions}]}`) and the clues to
    /// add (`{cell, digit}`).
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        #[derive(Serialize)]
        struct Held {
            digit: u8,
            solutions: u64,
        }
        #[derive(Serialize)]
        struct Part {
            cell: Pos,
            digits: Vec<Held>,
        }
        #[derive(Serialize)]
        struct Record<'a> {
            #[serde(flatten)]
            check: CheckRecord<'a>,
            solutions: u64,
            sample_full: bool,
            parting: Vec<Part>,
            additions: Vec<ClueRecord>,
        }
        let mut check = CheckRecord::of(
            &self.check,
            self.check.verdict,
            self.words_in(lang(), Symbols::Standard),
        );
        check.status = self.status();
        Record {
            check,
            solutions: self.solutions,
            sample_full: self.sample_full,
            parting: self
                .parting
                .iter()
                .map(|p| Part {
                    cell: p.cell,
                    digits: p
                        .digits
                        .iter()
                        .map(|&(digit, solutions)| Held { digit, solutions })
                        .collect(),
                })
                .collect(),
            additions: clue_records(&self.additions),
        }
        .serialize(s)
    }
}

impl Serialize for SymmetricCheck {
    /// The check's record with the verdict under the symmetry as its `status` and
    /// words, and the symmetry's fields: its name, whether the clues are laid out with
    /// it, whether no group can go, and the groups that can (`null` when the puzzle is
    /// not unique).
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        #[derive(Serialize)]
        struct Record<'a> {
            #[serde(flatten)]
            check: CheckRecord<'a>,
            symmetry: &'static str,
            symmetric: bool,
            minimal_for_symmetry: bool,
            redundant_groups: Option<Vec<Vec<ClueRecord>>>,
        }
        Record {
            check: CheckRecord::of(
                &self.check,
                self.verdict(),
                self.words_in(Symbols::Standard, lang()),
            ),
            symmetry: self.symmetry.name(),
            symmetric: self.symmetric,
            minimal_for_symmetry: self.is_minimal_for_symmetry(),
            redundant_groups: self
                .redundant_groups
                .as_ref()
                .map(|groups| groups.iter().map(|g| clue_records(g)).collect()),
        }
        .serialize(s)
    }
}

impl Serialize for Generated {
    /// The puzzle (variant JSON), its rules in words, its clue count, whether it is
    /// proven minimal and how many clues were kept unproven, and its solution as a line.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        #[derive(Serialize)]
        struct Record<'a> {
            puzzle: &'a Puzzle,
            rules: String,
            clues: usize,
            minimal: bool,
            unproven: usize,
            solution: String,
        }
        Record {
            puzzle: &self.puzzle,
            rules: self.puzzle.rules().to_string(),
            clues: self.puzzle.given_count(),
            minimal: self.unproven == 0,
            unproven: self.unproven,
            solution: line_of(&self.solution, Symbols::Standard),
        }
        .serialize(s)
    }
}

#[cfg(test)]
mod tests {
    use crate::generate::Symmetry;
    use crate::variant::{Puzzle, Rules, Shape, Symbols};

    const DOC: &str = include_str!("../../../../docs/records.md");

    fn shape<T: serde::Serialize>(value: &T, documented: &str) {
        assert_eq!(serde_json::to_string(value).unwrap(), documented);
        assert!(
            DOC.contains(documented),
            "docs/records.md lacks the example {documented}"
        );
    }

    fn x4(line: &str) -> Puzzle {
        let rules = Rules::new(Shape::for_size(4).unwrap())
            .with_named("x")
            .unwrap();
        Puzzle::from_line(rules, line, Symbols::Standard).unwrap()
    }

    #[test]
    fn a_step_on_another_size() {
        use crate::variant::logic::{SizedBoard, next_sized_step};
        let line = "..8..A.97....6.5..C..A.2..7.....894.6A.....8C....2...6.C....3.....91.2.5.3..61......A8C.7.5....44....9..A.B.....42.B..A1.........46..B.C.....3..";
        let rules = Rules::new(Shape::for_size(12).unwrap());
        let puzzle = Puzzle::from_line(rules, line, Symbols::Standard).unwrap();
        let board = SizedBoard::new(&puzzle, Symbols::Standard).unwrap();
        shape(
            &next_sized_step(&board).unwrap(),
            r#"{"technique":"Hidden Single","rating":1.2,"text":"r3c4 must be A: it is the only place for A in box 1","placements":[{"cell":"r3c4","digit":10}],"eliminations":[],"evidence":{"houses":[{"role":"base","house":"box 1"}],"cells":[{"role":"target","cell":"r3c4"}],"candidates":[{"role":"target","cell":"r3c4","digit":10}],"digits":[10],"links":[],"implied":[]}}"#,
        );
    }

    #[test]
    fn a_variant_hint_at_the_technique_level() {
        use crate::hint::HintLevel;
        use crate::logic::{Logic, Repertoire};
        use crate::variant::hint::variant_hint;
        let rules = Rules::new(Shape::for_size(6).unwrap());
        let six = ".1.23...6.......535..4.........4...1";
        let puzzle = Puzzle::from_line(rules, six, Symbols::Standard).unwrap();
        let hint = |sheet: &[u8]| {
            variant_hint(
                &puzzle,
                sheet,
                Symbols::Standard,
                HintLevel::Technique,
                &Logic::new(Repertoire::Full),
            )
            .unwrap()
        };
        shape(
            &hint(puzzle.values()),
            r#"{"level":"technique","status":"hint","nudge":"look at box 2","house":"box 2","technique":"Hidden Single","rating":1.2,"scale":"shudu's own rating for this size: each step rates as its technique does on 9×9 (Sudoku Explainer rates only 9×9)"}"#,
        );
        // r1c3 holds 5 in the solution: 4 there is a wrong entry, named by its cell.
        let mut sheet = puzzle.values().to_vec();
        sheet[2] = 4;
        let wrong = serde_json::to_string(&hint(&sheet)).unwrap();
        let documented = r#"{"kind":"wrong-entry","cell":"r1c3","text":"r1c3 does not hold the solution's digit"}"#;
        assert!(wrong.contains(documented), "{wrong}");
        assert!(DOC.contains(documented));
    }

    #[test]
    fn a_sheet_check_record() {
        let puzzle = Puzzle::from_line(
            Rules::new(Shape::for_size(6).unwrap()),
            ".1.23...6.......535..4.........4...1",
            Symbols::Standard,
        )
        .unwrap();
        // r1c1 holds 4 in the solution: 2 there is wrong, and clashes with r1c4's 2; the
        // marks of r1c3 leave out its 5.
        let mut sheet = puzzle.values().to_vec();
        sheet[0] = 2;
        let mut marks = vec![vec![1, 2, 3, 4, 5, 6]; 36];
        marks[2] = vec![4, 6];
        for (i, m) in marks.iter_mut().enumerate() {
            if sheet[i] != 0 {
                m.clear();
            }
        }
        shape(
            &puzzle.check_sheet(&sheet, Some(&marks), true).unwrap(),
            r#"{"status":"mistakes","violations":[{"rule":"row 1","cells":["r1c1","r1c4"],"message":"r1c1 and r1c4 both hold 2 (row 1)"}],"mistakes":[{"kind":"wrong-entry","cell":"r1c1","entered":2,"text":"r1c1 holds 2, which is wrong"},{"kind":"missing-candidate","cell":"r1c3","text":"r1c3: a candidate the solution needs was removed"}]}"#,
        );
    }

    #[test]
    fn an_explained_sheet_check_record() {
        let puzzle = Puzzle::from_line(
            Rules::new(Shape::for_size(6).unwrap()),
            ".1.23...6.......535..4.........4...1",
            Symbols::Standard,
        )
        .unwrap();
        // r1c2's given 1 cleared; r1c3's marks leave out its 5; r2c2's 2 is wrong, which
        // singles from the givens refute in four steps.
        let mut sheet = puzzle.values().to_vec();
        sheet[7] = 2;
        sheet[1] = 0;
        let mut marks = vec![vec![1, 2, 3, 4, 5, 6]; 36];
        marks[2] = vec![4, 6];
        for (i, m) in marks.iter_mut().enumerate() {
            if sheet[i] != 0 {
                m.clear();
            }
        }
        shape(
            &puzzle.explain_sheet(&sheet, Some(&marks)).unwrap(),
            r#"{"status":"mistakes","violations":[],"mistakes":[{"kind":"changed-given","cell":"r1c2","given":1,"now":null,"text":"r1c2 is empty, but the puzzle gives 1 there","why":{"kind":"given","cell":"r1c2","given":1,"text":["The puzzle gives 1 there."]}},{"kind":"missing-candidate","cell":"r1c3","text":"r1c3: a candidate the solution needs was removed","why":{"kind":"refuted","suppose":{"cell":"r1c3","digit":5,"holds":false},"steps":[{"cell":"r1c1","digit":4,"technique":"naked-single","anyway":true}],"dead":{"kind":"no-digit","cell":"r1c3"},"text":["If r1c3 were not 5:","r1c1 must be 4 in any case, the only digit left there","then r1c3 would have no digit left,","so r1c3 must be 5."]}},{"kind":"wrong-entry","cell":"r2c2","entered":2,"text":"r2c2 holds 2, which is wrong","why":{"kind":"refuted","suppose":{"cell":"r2c2","digit":2,"holds":true},"steps":[{"cell":"r3c2","digit":6,"technique":"naked-single"},{"cell":"r5c2","digit":5,"technique":"hidden-single","house":"column 2"},{"cell":"r3c4","digit":1,"technique":"naked-single"},{"cell":"r6c4","digit":5,"technique":"hidden-single","house":"row 6"}],"dead":{"kind":"no-digit","cell":"r2c4"},"text":["If r2c2 were 2:","r3c2 would have to be 6, the only digit left there","r5c2 would have to be 5, the only place for 5 in column 2","r3c4 would have to be 1, the only digit left there","r6c4 would have to be 5, the only place for 5 in row 6","then r2c4 would have no digit left,","so r2c2 cannot be 2."]}}]}"#,
        );
    }

    #[test]
    fn a_variant_check_record() {
        shape(
            // r1c1 and r2c2 share box 1 and the main diagonal: one clash, named with the
            // box; r4c4 clashes with both on the diagonal.
            &x4("1....1.........1").check(),
            r#"{"status":"invalid","clues":3,"valid":false,"solvable":false,"unique":false,"minimal":false,"violations":[{"rule":"box 1","cells":["r1c1","r2c2"],"message":"r1c1 and r2c2 both hold 1 (box 1)"},{"rule":"the main diagonal","cells":["r1c1","r4c4"],"message":"r1c1 and r4c4 both hold 1 (the main diagonal)"},{"rule":"the main diagonal","cells":["r2c2","r4c4"],"message":"r2c2 and r4c4 both hold 1 (the main diagonal)"}],"redundant":null,"verdict":"clashing givens: r1c1 and r2c2 both hold 1 (box 1); r1c1 and r4c4 both hold 1 (the main diagonal); r2c2 and r4c4 both hold 1 (the main diagonal)"}"#,
        );
    }

    #[test]
    fn outcome_records_of_any_board() {
        use crate::variant::Outcome;
        let four = |line: &str| {
            let rules = Rules::new(Shape::for_size(4).unwrap());
            Puzzle::from_line(rules, line, Symbols::Standard).unwrap()
        };
        shape(
            &four("3......41......2").solve(),
            r#"{"status":"solved","solution":"3421213412434312"}"#,
        );
        shape(
            &four("1...............")
                .solve()
                .in_symbols(Symbols::Standard),
            r#"{"status":"multiple","solutions":["1234341221434321","1234341223414123"]}"#,
        );
        shape(
            &x4("1....1..........").solve(),
            r#"{"status":"invalid","violations":[{"rule":"box 1","cells":["r1c1","r2c2"],"message":"r1c1 and r2c2 both hold 1 (box 1)"}]}"#,
        );
        let none = four("12....3.........").solve();
        assert_eq!(none, Outcome::Unsolvable, "{none:?}");
        shape(&none, r#"{"status":"unsolvable"}"#);
        // On classic rules the bit-board kernel solves, in the same record.
        let classic: crate::Grid =
            "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759.."
                .parse()
                .unwrap();
        shape(
            &Puzzle::from_classic(&classic).solve(),
            r#"{"status":"solved","solution":"519748632783652419426139875357986241264317598198524367975863124832491756641275983"}"#,
        );
    }

    #[test]
    fn a_unique_variant_check_record_lists_its_redundant_clues() {
        shape(
            &x4("3.2..1.........2").check(),
            r#"{"status":"unique","clues":4,"valid":true,"solvable":true,"unique":true,"minimal":false,"violations":[],"redundant":[{"cell":"r4c4","digit":2}],"verdict":"valid, unique, not minimal (4 clues; 1 redundant clue: r4c4=2)"}"#,
        );
    }

    #[test]
    fn a_variant_generated_record() {
        let rules = Rules::new(Shape::for_size(4).unwrap())
            .with_named("x")
            .unwrap();
        let made = Puzzle::generate(rules, Symmetry::None, 1, 0).unwrap();
        shape(
            &made,
            r#"{"puzzle":{"size":4,"box":[2,2],"extras":["diagonal-main","diagonal-anti"],"givens":"3.2..1.........."},"rules":"4×4 (2×2 boxes), diagonal-main, diagonal-anti","clues":3,"minimal":true,"unproven":0,"solution":"3421213412434312"}"#,
        );
    }

    #[test]
    fn true_candidates_and_the_setter_records() {
        use crate::logic::Budget;
        let puzzle = Puzzle::from_line(
            Rules::new(Shape::for_size(4).unwrap()),
            "..3.3......1.1..",
            Symbols::Standard,
        )
        .unwrap();
        shape(
            &puzzle.true_candidates(&Budget::unlimited()),
            r#"{"candidates":[[1],[2,4],[3],[2,4],[3],[2,4],[1],[2,4],[2,4],[3],[2,4],[1],[2,4],[1],[2,4],[3]],"undecided":[],"searches":11}"#,
        );
        shape(
            &puzzle.to_unique(&Budget::unlimited()),
            r#"{"status":"multiple","clues":4,"valid":true,"solvable":true,"unique":false,"minimal":false,"violations":[],"redundant":null,"verdict":"several solutions (4 counted): these 2 clues make it unique: r2c4=2 r4c3=2","solutions":4,"sample_full":false,"parting":[{"cell":"r1c2","digits":[{"digit":2,"solutions":2},{"digit":4,"solutions":2}]},{"cell":"r1c4","digits":[{"digit":2,"solutions":2},{"digit":4,"solutions":2}]},{"cell":"r2c2","digits":[{"digit":2,"solutions":2},{"digit":4,"solutions":2}]},{"cell":"r2c4","digits":[{"digit":2,"solutions":2},{"digit":4,"solutions":2}]},{"cell":"r3c1","digits":[{"digit":2,"solutions":2},{"digit":4,"solutions":2}]}],"additions":[{"cell":"r2c4","digit":2},{"cell":"r4c3","digit":2}]}"#,
        );
    }
}
