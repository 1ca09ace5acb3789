//! The technique fixtures of `testdata/techniques/*.txt`: candidate states, and what each
//! technique must or must not find there. This module reads the files (the format is
//! described in `testdata/techniques/README.md`) and checks one fixture, returning every
//! failed expectation with its file and line rather than stopping at the first.
//!
//! Read next: `tests/technique_fixtures.rs`, the table-driven test over every fixture,
//! and the README beside the data, which says where each puzzle-derived state came from.

use std::collections::HashMap;
use std::fmt::Write as _;

use shudu::logic::{Board, Repertoire, Step, Technique, find_steps};
use shudu::words::Lang;
use shudu::{Candidates, Cell, CellMap, Digit, Solver};

/// A placement (`r2c2=5`) or an elimination (`r1c4-5`), as the data files write them.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub enum Change {
    Place(Cell, Digit),
    Remove(Cell, Digit),
}

/// A step's placements and eliminations as one sorted set: the data gives exact sets, and
/// the order a technique lists them in is not part of what it finds.
pub type Outcome = Vec<Change>;

/// What one expectation line asks of the steps a technique finds on a state.
#[derive(Clone, Debug)]
pub enum Expect {
    /// `steps N`: exactly `N` steps (0: the technique must not fire).
    Steps(usize),
    /// `some OUTCOME [; rating N]`: one step with exactly this outcome (and rating).
    Some(Outcome, Option<u8>),
    /// `every OUTCOME [; rating N]`: at least one step, and every step has it.
    Every(Outcome, Option<u8>),
    /// `first OUTCOME [; rating N]`: the first step has it.
    First(Outcome, Option<u8>),
    /// `never OUTCOME`: no step has exactly this outcome.
    Never(Outcome),
    /// `explain TEXT`: the first step's explanation is exactly this.
    Explain(String),
    /// `explain-contains TEXT`: the first step's explanation contains this.
    ExplainContains(String),
    /// `explain-starts TEXT`: the first step's explanation starts with this.
    ExplainStarts(String),
    /// `agrees`: no step contradicts the solution of the state's placed digits.
    Agrees,
}

/// One expectation about one technique on one state of a fixture.
#[derive(Clone, Debug)]
pub struct Check {
    pub line: usize,
    /// Index into the fixture's `states`.
    pub state: usize,
    pub technique: Technique,
    pub expect: Expect,
}

/// A named group of states and checks, as the file gives them.
#[derive(Clone, Debug)]
pub struct Fixture {
    pub file: String,
    pub line: usize,
    pub name: String,
    pub states: Vec<Board>,
    pub checks: Vec<Check>,
}

/// The directory of the data files.
pub fn directory() -> String {
    format!("{}/testdata/techniques", env!("CARGO_MANIFEST_DIR"))
}

/// Every fixture of every `.txt` file of the directory, files in name order. A line the
/// reader does not understand panics with its file and line: a broken data file is a
/// broken test.
pub fn load_all() -> Vec<Fixture> {
    let dir = directory();
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{dir}: {e}"))
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "txt"))
        .collect();
    files.sort();
    let mut fixtures = Vec::new();
    for path in files {
        let text = std::fs::read_to_string(&path).unwrap();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        fixtures.extend(parse(&name, &text).unwrap_or_else(|e| panic!("{e}")));
    }
    fixtures
}

/// The fixture called `name`, in any file.
pub fn fixture(name: &str) -> Fixture {
    load_all()
        .into_iter()
        .find(|f| f.name == name)
        .unwrap_or_else(|| panic!("no technique fixture {name:?}"))
}

/// The fixtures of one file's text; `file` names it in messages.
pub fn parse(file: &str, text: &str) -> Result<Vec<Fixture>, String> {
    let mut fixtures: Vec<Fixture> = Vec::new();
    // The text of the last `state` line: `variant` lines are relative to it.
    let mut base: Option<String> = None;
    let mut technique: Option<Technique> = None;
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        let at = |message: String| format!("{file}:{line}: {message}");
        let trimmed = raw.trim();
        if trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        let (word, rest) = trimmed.split_once(' ').unwrap_or((trimmed, ""));
        let rest = rest.trim();
        if word == "fixture" {
            if fixtures.iter().any(|f| f.name == rest) {
                return Err(at(format!("fixture {rest:?} named twice")));
            }
            fixtures.push(Fixture {
                file: file.to_string(),
                line,
                name: rest.to_string(),
                states: Vec::new(),
                checks: Vec::new(),
            });
            base = None;
            technique = None;
            continue;
        }
        let fixture = fixtures
            .last_mut()
            .ok_or_else(|| at(format!("{word:?} before any `fixture` line")))?;
        match word {
            "state" => {
                let board = Board::from_candidate_string(rest).map_err(|e| at(e.to_string()))?;
                fixture.states.push(board);
                base = Some(rest.to_string());
                technique = None;
            }
            "variant" => {
                let text = base
                    .as_deref()
                    .ok_or_else(|| at("`variant` before any `state`".into()))?;
                let board = variant(text, rest).map_err(at)?;
                fixture.states.push(board);
                technique = None;
            }
            "pencil" => {
                let board = fixture
                    .states
                    .last_mut()
                    .ok_or_else(|| at("`pencil` before any state".into()))?;
                let cells = rest
                    .split_whitespace()
                    .map(|name| cell(name).ok_or_else(|| at(format!("not a cell: {name:?}"))))
                    .collect::<Result<Vec<_>, _>>()?;
                *board = unplace(board, &cells);
            }
            "technique" => {
                technique = Some(
                    // By variant name: display names are shared (two "Hidden Single"s).
                    Repertoire::Full
                        .techniques()
                        .iter()
                        .copied()
                        .find(|t| format!("{t:?}") == rest)
                        .ok_or_else(|| at(format!("no technique is named {rest:?}")))?,
                );
            }
            _ => {
                let technique =
                    technique.ok_or_else(|| at(format!("{word:?} before any `technique`")))?;
                if fixture.states.is_empty() {
                    return Err(at(format!("{word:?} before any state")));
                }
                let expect = expectation(word, rest).map_err(at)?;
                fixture.checks.push(Check {
                    line,
                    state: fixture.states.len() - 1,
                    technique,
                    expect,
                });
            }
        }
    }
    Ok(fixtures)
}

/// One expectation line, its first word split off.
fn expectation(word: &str, rest: &str) -> Result<Expect, String> {
    let rated = |text: &str| -> Result<(Outcome, Option<u8>), String> {
        let (changes, rating) = match text.split_once(';') {
            Some((changes, rating)) => {
                let figure = rating
                    .trim()
                    .strip_prefix("rating ")
                    .ok_or_else(|| format!("expected `; rating N`, found {rating:?}"))?;
                let tenths = figure
                    .trim()
                    .parse()
                    .map_err(|_| format!("not a rating in tenths: {figure:?}"))?;
                (changes, Some(tenths))
            }
            None => (text, None),
        };
        Ok((outcome(changes)?, rating))
    };
    Ok(match word {
        "steps" => Expect::Steps(
            rest.parse()
                .map_err(|_| format!("not a step count: {rest:?}"))?,
        ),
        "some" => {
            let (o, r) = rated(rest)?;
            Expect::Some(o, r)
        }
        "every" => {
            let (o, r) = rated(rest)?;
            Expect::Every(o, r)
        }
        "first" => {
            let (o, r) = rated(rest)?;
            Expect::First(o, r)
        }
        "never" => Expect::Never(outcome(rest)?),
        "explain" => Expect::Explain(rest.to_string()),
        "explain-contains" => Expect::ExplainContains(rest.to_string()),
        "explain-starts" => Expect::ExplainStarts(rest.to_string()),
        "agrees" => Expect::Agrees,
        other => return Err(format!("unknown line {other:?}")),
    })
}

/// `r4c6`, or `None`.
fn cell(name: &str) -> Option<Cell> {
    let b = name.as_bytes();
    if b.len() != 4 || b[0] != b'r' || b[2] != b'c' {
        return None;
    }
    let digit = |c: u8| (b'1'..=b'9').contains(&c).then(|| usize::from(c - b'1'));
    Cell::new(digit(b[1])?, digit(b[3])?)
}

/// `r2c2=5` or `r1c4-5` (`+` for a variant's additions), the cell and the digit split.
fn token(text: &str) -> Option<(Cell, char, Digit)> {
    let sign = text.chars().nth(4)?;
    let digit = Digit::new(text.get(5..)?.parse().ok()?)?;
    Some((cell(text.get(..4)?)?, sign, digit))
}

/// A sorted outcome from `r2c2=5 r1c4-5 ...`.
pub fn outcome(text: &str) -> Result<Outcome, String> {
    let mut changes = text
        .split_whitespace()
        .map(|t| match token(t) {
            Some((cell, '=', digit)) => Ok(Change::Place(cell, digit)),
            Some((cell, '-', digit)) => Ok(Change::Remove(cell, digit)),
            _ => Err(format!("not a placement or elimination: {t:?}")),
        })
        .collect::<Result<Outcome, _>>()?;
    if changes.is_empty() {
        return Err("an empty outcome".into());
    }
    changes.sort();
    Ok(changes)
}

/// The outcome of a step, sorted.
pub fn outcome_of(step: &Step) -> Outcome {
    let mut changes: Outcome = step
        .placements
        .iter()
        .map(|&(c, d)| Change::Place(c, d))
        .chain(step.eliminations.iter().map(|&(c, d)| Change::Remove(c, d)))
        .collect();
    changes.sort();
    changes
}

fn show(outcome: &Outcome) -> String {
    let mut out = String::new();
    for change in outcome {
        let _ = match change {
            Change::Place(c, d) => write!(out, " {c}={d}"),
            Change::Remove(c, d) => write!(out, " {c}-{d}"),
        };
    }
    out.trim_start().to_string()
}

/// The 729-character state `text` with the candidates of `changes` (`r1c6+9`, `r8c8-5`)
/// added or removed.
fn variant(text: &str, changes: &str) -> Result<Board, String> {
    let mut chars: Vec<char> = text.chars().collect();
    if chars.len() != 729 {
        return Err("`variant` after a state that is not 729 characters on one line".into());
    }
    for t in changes.split_whitespace() {
        let (cell, sign, digit) =
            token(t).ok_or_else(|| format!("not a candidate change: {t:?}"))?;
        let at = cell.index() * 9 + usize::from(digit.get()) - 1;
        chars[at] = match sign {
            '+' => char::from(b'0' + digit.get()),
            '-' => '.',
            _ => return Err(format!("not a candidate change: {t:?}")),
        };
    }
    Board::from_candidate_string(&chars.into_iter().collect::<String>()).map_err(|e| e.to_string())
}

/// `board` with `cells` (each of one candidate, read as placed) made empty cells again,
/// that one candidate a pencil mark: the 729-character form cannot tell them apart.
fn unplace(board: &Board, cells: &[Cell]) -> Board {
    let mut grid = board.to_grid();
    let mut marks = CellMap::new(Candidates::NONE);
    for cell in Cell::all() {
        marks[cell] = board.candidates(cell);
        if let Some(digit) = board.value(cell) {
            if cells.contains(&cell) {
                grid.set(cell, None);
                marks[cell] = std::iter::once(digit).collect();
            }
        }
    }
    Board::from_candidates(&grid, &marks)
}

/// Runs every check of `fixture`; each failure is a line `file:line: name: technique:
/// what went wrong`.
pub fn run(fixture: &Fixture) -> Vec<String> {
    let mut failures = Vec::new();
    let mut found: HashMap<(usize, Technique), Vec<Step>> = HashMap::new();
    for check in &fixture.checks {
        let state = &fixture.states[check.state];
        let steps = found
            .entry((check.state, check.technique))
            .or_insert_with(|| find_steps(state, check.technique));
        let mut fail = |message: String| {
            failures.push(format!(
                "{}:{}: {}: {:?}: {message}",
                fixture.file, check.line, fixture.name, check.technique
            ));
        };
        let outcomes: Vec<String> = steps.iter().map(|s| show(&outcome_of(s))).collect();
        let matches = |s: &Step, o: &Outcome, r: &Option<u8>| {
            outcome_of(s) == *o && r.is_none_or(|r| s.rating_tenths() == r)
        };
        let rated = |o: &Outcome, r: &Option<u8>| match r {
            Some(r) => format!("{} ; rating {r}", show(o)),
            None => show(o),
        };
        match &check.expect {
            Expect::Steps(n) => {
                if steps.len() != *n {
                    fail(format!("{} steps, expected {n}: {outcomes:?}", steps.len()));
                }
            }
            Expect::Some(o, r) => {
                if !steps.iter().any(|s| matches(s, o, r)) {
                    fail(format!("no step {}; found {outcomes:?}", rated(o, r)));
                }
            }
            Expect::Every(o, r) => {
                if steps.is_empty() || !steps.iter().all(|s| matches(s, o, r)) {
                    fail(format!("not every step is {}: {outcomes:?}", rated(o, r)));
                }
            }
            Expect::First(o, r) => {
                if !steps.first().is_some_and(|s| matches(s, o, r)) {
                    fail(format!(
                        "the first step is not {}: {outcomes:?}",
                        rated(o, r)
                    ));
                }
            }
            Expect::Never(o) => {
                if steps.iter().any(|s| outcome_of(s) == *o) {
                    fail(format!("a step {} was found", show(o)));
                }
            }
            Expect::Explain(text) | Expect::ExplainContains(text) | Expect::ExplainStarts(text) => {
                let said = steps.first().map(Step::explain).unwrap_or_default();
                let ok = match &check.expect {
                    Expect::Explain(_) => said == *text,
                    Expect::ExplainContains(_) => said.contains(text.as_str()),
                    _ => said.starts_with(text.as_str()),
                };
                if !ok {
                    fail(format!("the first step says {said:?}"));
                }
            }
            Expect::Agrees => match Solver::new().first(&state.to_grid()) {
                Some(solution) => {
                    if let Some(s) = steps.iter().find(|s| !s.agrees_with(&solution)) {
                        fail(format!(
                            "the step {} contradicts the solution",
                            show(&outcome_of(s))
                        ));
                    }
                }
                None => fail("the state's placed digits have no solution".into()),
            },
        }
    }
    // Every step names, in its explanation in every language, each cell it removes a
    // candidate from; and every language names the same cells as English, the same
    // number of times (cells keep their r1c1 names in every language).
    for ((state, technique), steps) in &found {
        for step in steps {
            let english = cell_names(&step.explain());
            for lang in Lang::ALL {
                let text = step.explain_in(lang);
                if let Some((cell, _)) = step
                    .eliminations
                    .iter()
                    .find(|(cell, _)| !text.contains(&cell.to_string()))
                {
                    failures.push(format!(
                        "{}:{}: {}: {technique:?}: state {}: the {lang} explanation {text:?} does not name {cell}",
                        fixture.file, fixture.line, fixture.name, state + 1
                    ));
                }
                if cell_names(&text) != english {
                    failures.push(format!(
                        "{}:{}: {}: {technique:?}: state {}: the {lang} explanation {text:?} names other cells than the English {:?}",
                        fixture.file, fixture.line, fixture.name, state + 1, step.explain()
                    ));
                }
            }
        }
    }
    failures
}

/// The cell names (`r1c1`) a text names, sorted, each as often as it is named.
fn cell_names(text: &str) -> Vec<String> {
    let bytes = text.as_bytes();
    let mut names = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let digits_from = |j: usize| {
            (j..bytes.len())
                .take_while(|&k| bytes[k].is_ascii_digit())
                .count()
        };
        if bytes[i] == b'r' && (i == 0 || !bytes[i - 1].is_ascii_alphanumeric()) {
            let rows = digits_from(i + 1);
            let c = i + 1 + rows;
            if rows > 0 && bytes.get(c) == Some(&b'c') {
                let cols = digits_from(c + 1);
                if cols > 0 {
                    names.push(text[i..c + 1 + cols].to_owned());
                    i = c + 1 + cols;
                    continue;
                }
            }
        }
        i += 1;
    }
    names.sort();
    names
}
