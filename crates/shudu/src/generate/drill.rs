//! Technique drills: [`drill`] serves a position where a chosen technique is the next step
//! of the easiest path — a generated puzzle whose path uses it, played up to the step
//! before — and [`grade_drill`] judges what a player did there against every step of that
//! technique the position offers: right, partly right (with what was missed and what was
//! not the step's), or wrong.
//!
//! The path is the one a player solves by ([`Repertoire::Full`]: every technique, easiest
//! first), else Sudoku Explainer's, and the position offers no step of a technique that
//! path looks for first: nothing easier is left when the drill starts. A puzzle where that fails gives
//! way to the batch's next ([`DRILL_PUZZLES`] at most). Positions are generated, never stored: the same technique and
//! seed give the same drill on every machine.
//!
//! Read next: `difficulty.rs` (how a generated puzzle is made to use a technique),
//! `logic/path.rs` (the path).

use super::{Difficulty, GenerateError, Generated, Generator};
use crate::grid::{Cell, Digit};
use crate::logic::{Board, Budget, Logic, Repertoire, Step, Technique, find_steps};
use crate::words::{Lang, Phrase};

/// The random grids a drill may try for one puzzle before giving up: rare techniques
/// need many.
pub const DRILL_ATTEMPTS: u32 = 20_000;

/// The puzzles a drill may look at: one whose path meets an easier technique first gives
/// way to the next.
pub const DRILL_PUZZLES: u64 = 64;

/// A drill: the puzzle, the position on its path where the technique is next, and the
/// step the path takes there.
///
/// ```
/// use shudu::generate::drill;
/// use shudu::logic::{Budget, Technique};
/// let made = drill(Technique::XWing, 1, &Budget::unlimited())?;
/// assert_eq!(made.step.technique, Technique::XWing);
/// // The position offers the step and nothing easier is left there.
/// assert!(!shudu::logic::find_steps(&made.position, Technique::XWing).is_empty());
/// # Ok::<(), shudu::GenerateError>(())
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Drill {
    /// The technique drilled.
    pub technique: Technique,
    /// The seed it was made from.
    pub seed: u64,
    /// The generated puzzle (its givens, solution and rating).
    pub made: Generated,
    /// The position: the puzzle played along its path up to the step.
    pub position: Board,
    /// The step the path takes from the position.
    pub step: Step,
}

/// A drill of `technique` from `seed`: the first puzzle of the seed's batch whose path
/// uses it, played up to that step. [`GenerateError::GaveUp`] when `budget` is spent;
/// a technique too rare for [`DRILL_ATTEMPTS`] grids says so as the generator does.
pub fn drill(technique: Technique, seed: u64, budget: &Budget) -> Result<Drill, GenerateError> {
    let wanted = Difficulty::any().requiring(&[technique]);
    let generator = Generator::new(seed)
        .difficulty(wanted.clone())
        .max_attempts(DRILL_ATTEMPTS);
    // Easier: what the player's path looks for first.
    let easier: Vec<Technique> = Repertoire::Full
        .techniques()
        .iter()
        .copied()
        .take_while(|&t| t != technique)
        .collect();
    for index in 0..DRILL_PUZZLES {
        let made = generator.generate_within(index, budget)?;
        // The player's path first; a technique that path always meets in another form
        // (a skyscraper is also a sashimi X-wing) is read on the rating path, where the
        // position still offers no step of an easier technique.
        for path in [
            Logic::new(Repertoire::Full).solve_path(&made.puzzle),
            Logic::new(Repertoire::SudokuExplainer).solve_path(&made.puzzle),
        ] {
            let Some(at) = path.steps.iter().position(|s| s.technique == technique) else {
                continue;
            };
            let mut position = Board::new(&made.puzzle);
            for step in &path.steps[..at] {
                position.apply(step);
            }
            // An easier technique's step that is one of this technique's under another
            // name (the same placements and eliminations) does not count.
            let own: Vec<_> = find_steps(&position, technique)
                .iter()
                .map(effects)
                .collect();
            let beaten = easier.iter().any(|&t| {
                find_steps(&position, t)
                    .iter()
                    .any(|e| !own.contains(&effects(e)))
            });
            if beaten {
                continue;
            }
            let step = path.steps[at].clone();
            return Ok(Drill {
                technique,
                seed,
                made,
                position,
                step,
            });
        }
    }
    Err(GenerateError::DifficultyNotReached {
        wanted,
        attempts: DRILL_ATTEMPTS,
        lowest_er: None,
        highest_er: None,
        unrated: 0,
    })
}

/// What a step does, in an order of its own: each placement (`true`) and elimination
/// (`false`), sorted.
fn effects(step: &Step) -> Vec<(Cell, Digit, bool)> {
    let mut all: Vec<_> = step
        .placements
        .iter()
        .map(|&(c, d)| (c, d, true))
        .chain(step.eliminations.iter().map(|&(c, d)| (c, d, false)))
        .collect();
    all.sort();
    all
}

/// What a player did in a drill, judged: the step of the technique that matches it best,
/// the step's placements and eliminations the player made (`found`) and did not
/// (`missed`), and the changes that are not that step's (`extra`). Each change is a cell,
/// a digit and whether it is a placement.
///
/// ```
/// use shudu::generate::{DrillVerdict, drill, grade_drill};
/// use shudu::logic::{Budget, Technique};
/// let made = drill(Technique::XWing, 1, &Budget::unlimited())?;
/// let mut after = made.position.clone();
/// after.apply(&made.step);
/// let grade = grade_drill(&made.position, Technique::XWing, &after).unwrap();
/// assert_eq!(grade.verdict(), DrillVerdict::Right);
/// assert_eq!(grade.verdict().as_str(), "right");
/// # Ok::<(), shudu::GenerateError>(())
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct DrillGrade {
    /// The step judged against.
    pub step: Step,
    /// The step's changes the player made.
    pub found: Vec<Change>,
    /// The step's changes the player did not make.
    pub missed: Vec<Change>,
    /// The player's changes that are not the step's.
    pub extra: Vec<Change>,
}

/// One change to a position: a digit placed in a cell, or removed from its candidates.
///
/// ```
/// use shudu::generate::Change;
/// use shudu::{Cell, Digit};
/// let c = Change { cell: Cell::new(0, 4).unwrap(), digit: Digit::new(4).unwrap(), placed: false };
/// assert_eq!(c.to_string(), "r1c5≠4");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Change {
    /// The cell.
    pub cell: Cell,
    /// The digit.
    pub digit: Digit,
    /// Placed (`r1c5=4`) rather than removed (`r1c5≠4`).
    pub placed: bool,
}

impl std::fmt::Display for Change {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let sign = if self.placed { '=' } else { '≠' };
        write!(f, "{}{sign}{}", self.cell, self.digit)
    }
}

/// How a drill went.
///
/// ```
/// use shudu::generate::DrillVerdict;
/// assert_eq!(DrillVerdict::ALL.map(DrillVerdict::as_str), ["right", "partly", "wrong"]);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum DrillVerdict {
    /// Every change of the step, and nothing else.
    Right,
    /// Some of the step's changes.
    Partly,
    /// None of them.
    Wrong,
}

impl DrillVerdict {
    /// Every verdict.
    pub const ALL: [DrillVerdict; 3] = [
        DrillVerdict::Right,
        DrillVerdict::Partly,
        DrillVerdict::Wrong,
    ];

    /// The record's word: `right`, `partly`, `wrong`.
    pub fn as_str(self) -> &'static str {
        match self {
            DrillVerdict::Right => "right",
            DrillVerdict::Partly => "partly",
            DrillVerdict::Wrong => "wrong",
        }
    }
}

impl DrillGrade {
    /// The verdict: right with every change and nothing else, partly with some, wrong
    /// with none.
    pub fn verdict(&self) -> DrillVerdict {
        if self.missed.is_empty() && self.extra.is_empty() {
            DrillVerdict::Right
        } else if self.found.is_empty() {
            DrillVerdict::Wrong
        } else {
            DrillVerdict::Partly
        }
    }

    /// The grade in `lang`'s words, a line each: the verdict, then what was missed and
    /// what was not the step's, then the step itself.
    pub fn lines_in(&self, lang: Lang) -> Vec<String> {
        let name = self.step.technique.name_in(lang);
        let changes = |list: &[Change]| {
            list.iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(", ")
        };
        let total = self.found.len() + self.missed.len();
        let mut lines = vec![
            match self.verdict() {
                DrillVerdict::Right => Phrase::new("drill-right").with("technique", name),
                DrillVerdict::Partly => Phrase::new("drill-partly")
                    .with("found", self.found.len())
                    .with("total", total),
                DrillVerdict::Wrong => Phrase::new("drill-wrong").with("technique", name),
            }
            .words_in(lang),
        ];
        if !self.missed.is_empty() {
            lines.push(
                Phrase::new("drill-missed")
                    .with("changes", changes(&self.missed))
                    .words_in(lang),
            );
        }
        if !self.extra.is_empty() {
            lines.push(
                Phrase::new("drill-extra")
                    .with("changes", changes(&self.extra))
                    .words_in(lang),
            );
        }
        lines.push(self.step.line_in(lang));
        lines
    }
}

/// The changes from `start` to `after`: digits placed in cells empty at the start, and
/// candidates removed from cells still empty.
fn changes(start: &Board, after: &Board) -> Vec<Change> {
    let mut out = Vec::new();
    for cell in Cell::all() {
        if start.value(cell).is_some() {
            continue;
        }
        match after.value(cell) {
            Some(digit) => out.push(Change {
                cell,
                digit,
                placed: true,
            }),
            None => out.extend(
                start
                    .candidates(cell)
                    .iter()
                    .filter(|&d| !after.has(cell, d))
                    .map(|digit| Change {
                        cell,
                        digit,
                        placed: false,
                    }),
            ),
        }
    }
    out
}

/// Judges the player's position `after` against the drill's position `start`: of the
/// steps of `technique` there, the one the player's changes match best (most of its
/// changes made, fewest others). `None` when `start` offers no step of the technique.
pub fn grade_drill(start: &Board, technique: Technique, after: &Board) -> Option<DrillGrade> {
    let made = changes(start, after);
    find_steps(start, technique)
        .into_iter()
        .map(|step| {
            let wanted: Vec<Change> = step
                .placements
                .iter()
                .map(|&(cell, digit)| (cell, digit, true))
                .chain(
                    step.eliminations
                        .iter()
                        .map(|&(cell, digit)| (cell, digit, false)),
                )
                .map(|(cell, digit, placed)| Change {
                    cell,
                    digit,
                    placed,
                })
                .collect();
            // A placement also removes its cell's other candidates: those are not extra.
            let covered = |c: &Change| {
                wanted.contains(c)
                    || (!c.placed && wanted.iter().any(|w| w.placed && w.cell == c.cell))
            };
            let (found, missed) = wanted.iter().partition(|w| made.contains(w));
            let extra = made.iter().filter(|c| !covered(c)).copied().collect();
            DrillGrade {
                step,
                found,
                missed,
                extra,
            }
        })
        .max_by_key(|g| {
            (
                g.found.len() as isize - g.extra.len() as isize,
                -(g.missed.len() as isize),
            )
        })
}

impl crate::variant::Puzzle {
    /// [`grade_drill`] for a player's position on this classic puzzle: the drill's
    /// position (`start`, a sheet and its marks) and the player's (`now`), each one digit
    /// a cell in reading order (0 empty) with one list of candidates a cell; an error says
    /// how a sheet or its marks do not fit (or that the rules are not classic).
    pub fn grade_drill(
        &self,
        technique: Technique,
        start: (&[u8], &[Vec<u8>]),
        now: (&[u8], &[Vec<u8>]),
    ) -> Result<Option<DrillGrade>, crate::variant::VariantError> {
        let start = self.classic_position(start.0, Some(start.1))?.board();
        let now = self.classic_position(now.0, Some(now.1))?.board();
        Ok(grade_drill(&start, technique, &now))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_drill_is_the_same_from_the_same_seed_and_starts_where_nothing_easier_is_left() {
        // Techniques of every family that generated puzzles offer within milliseconds
        // (the rarer ones take the generator seconds: `every_technique_in_two_seconds`
        // below measures them all, BENCHMARKS.md has its figures).
        let names = [
            "naked pair",
            "x-wing",
            "xy-wing",
            "skyscraper",
            "w-wing",
            "unique rectangle type 1",
            "xy-chain",
            "als-xz",
            "forcing chain",
        ];
        for technique in names.map(|n| Technique::named(n)[0]) {
            let budget = Budget::unlimited();
            let one = drill(technique, 7, &budget).unwrap();
            assert_eq!(one, drill(technique, 7, &budget).unwrap(), "{technique:?}");
            // The position offers the step, and no technique the player's path looks for
            // first offers another.
            assert_eq!(one.step.technique, technique);
            assert!(
                find_steps(&one.position, technique).contains(&one.step),
                "{technique:?}"
            );
            let own = find_steps(&one.position, technique);
            let first = Repertoire::Full
                .techniques()
                .iter()
                .take_while(|&&t| t != technique);
            for &easier in first {
                for step in find_steps(&one.position, easier) {
                    assert!(
                        own.iter().any(|o| effects(o) == effects(&step)),
                        "{technique:?}: {easier:?} is easier there"
                    );
                }
            }
        }
    }

    #[test]
    fn grades_tell_right_partly_and_wrong_apart() {
        let made = drill(Technique::XWing, 3, &Budget::unlimited()).unwrap();
        let start = &made.position;
        // Nothing done: wrong, everything missed.
        let none = grade_drill(start, Technique::XWing, start).unwrap();
        assert_eq!(none.verdict(), DrillVerdict::Wrong);
        assert!(!none.missed.is_empty() && none.found.is_empty());
        // One elimination of the step, and one that is not the step's: partly.
        let (cell, digit) = made.step.eliminations[0];
        let mut after = start.clone();
        after.eliminate(cell, digit);
        let other = Cell::all()
            .find(|&c| {
                start.value(c).is_none()
                    && start.candidates(c).len() > 2
                    && !made.step.eliminations.iter().any(|&(e, _)| e == c)
            })
            .unwrap();
        let odd = start.candidates(other).iter().next().unwrap();
        after.eliminate(other, odd);
        let partly = grade_drill(start, Technique::XWing, &after).unwrap();
        if made.step.eliminations.len() > 1 {
            assert_eq!(partly.verdict(), DrillVerdict::Partly);
        }
        assert!(partly.extra.contains(&Change {
            cell: other,
            digit: odd,
            placed: false
        }));
        let lines = partly.lines_in(Lang::En);
        assert!(
            lines.iter().any(|l| l.starts_with("Not this step's: ")),
            "{lines:?}"
        );
        // The whole step: right.
        let mut all = start.clone();
        all.apply(&made.step);
        assert_eq!(
            grade_drill(start, Technique::XWing, &all)
                .unwrap()
                .verdict(),
            DrillVerdict::Right
        );
    }

    /// Which techniques a drill serves within 2 s, three seeds each: the figures of
    /// BENCHMARKS.md ("Technique drills"). Run in a release build:
    /// `cargo test --release -p shudu --lib every_technique_in_two_seconds -- --ignored --nocapture`.
    #[test]
    #[ignore = "a measurement, seconds per technique"]
    fn every_technique_in_two_seconds() {
        use std::time::{Duration, Instant};
        for &technique in Repertoire::Full.techniques() {
            let mut served = Vec::new();
            for seed in 1..=3 {
                let start = Instant::now();
                if drill(technique, seed, &Budget::within(Duration::from_secs(2))).is_ok() {
                    served.push(start.elapsed().as_secs_f64());
                }
            }
            let slowest = served.iter().copied().fold(0.0, f64::max);
            println!("{}\t{}/3\t{slowest:.3}", technique.name(), served.len());
        }
    }
}
