//! Steps of the rules beyond houses on boards other than 9×9: a thermometer's order, a
//! kropki dot's or an X/V's pair, a line's neighbours or run, an arrow's or a cage's
//! sum. Each rule that names a logic technique ([`Constraint::technique`]) is asked, one
//! at a time, what it rules out in the position by its own propagation
//! ([`Constraint::propagate`], the kernel's reasoning for that rule alone), and the
//! first that removes candidates makes the step: that technique, the rule's cells as
//! the pattern, the removals. So a rule added to the catalogue reasons on every size
//! with nothing more here than its technique.
//!
//! Read next: `mod.rs`, which tries these steps where their rating falls among the
//! engine's techniques.

use crate::logic::Role;
use crate::variant::{CandidateMasks, Constraint, Pos};

use super::board::SizedBoard;
use super::step::{SizedEvidence, SizedStep};

/// The rating of every rule step, in tenths: the 9×9 engine's rule techniques all rate
/// 2.4, so the small engine tries them after the naked single and before pointing.
pub(crate) const RULE_TENTHS: u8 = 24;

/// The first rule whose propagation removes candidates from `board`, as a step.
pub(crate) fn find(board: &SizedBoard) -> Option<SizedStep> {
    let n = board.size();
    // The propagations read a placed cell as its digit alone, as the kernel keeps it.
    let start: Vec<u32> = (0..n * n)
        .map(|i| match board.values()[i] {
            0 => board.mask(i),
            v => 1 << (v - 1),
        })
        .collect();
    board
        .rules()
        .constraints()
        .iter()
        .find_map(|rule| step_of(board, rule.as_ref(), &start))
}

/// The step of one rule on the candidates `start`, when its propagation removes any.
fn step_of(board: &SizedBoard, rule: &dyn Constraint, start: &[u32]) -> Option<SizedStep> {
    let technique = rule.technique()?;
    let n = board.size();
    let mut masks = start.to_vec();
    // A rule that finds the position broken removes nothing here: the step that empties
    // a cell is the one the path ends on, and a player's mistakes are found elsewhere.
    if !rule.propagate(&mut CandidateMasks::new(n, &mut masks)) {
        return None;
    }
    let eliminations: Vec<(Pos, u8)> = (0..n * n)
        .filter(|&i| board.values()[i] == 0)
        .flat_map(|i| {
            let gone = start[i] & !masks[i];
            (0..32u8)
                .filter(move |b| gone >> b & 1 == 1)
                .map(move |b| (Pos::from_index(i, n), b + 1))
        })
        .collect();
    if eliminations.is_empty() {
        return None;
    }
    let cells: Vec<Pos> = rule.markings().iter().flat_map(|m| m.cells(n)).collect();
    Some(SizedStep {
        technique,
        placements: Vec::new(),
        eliminations,
        evidence: SizedEvidence {
            houses: Vec::new(),
            cells: cells.into_iter().map(|p| (Role::Pattern, p)).collect(),
            candidates: Vec::new(),
            digits: Vec::new(),
        },
        symbols: board.symbols(),
    })
}

#[cfg(test)]
mod tests {
    use crate::Symmetry;
    use crate::logic::{Budget, Technique};
    use crate::variant::logic::{SizedBoard, SizedEnd, next_sized_step, solve_sized_path};
    use crate::variant::{
        ArrowOptions, Generated, KillerOptions, LineOptions, PairMarkOptions, Puzzle, Rules, Shape,
        ThermoOptions,
    };
    use crate::words::Lang;

    /// A generator of one rule's 6×6 puzzles, by index.
    type Maker = Box<dyn Fn(u64) -> Generated>;

    fn puzzle(json: &str) -> Puzzle {
        Puzzle::from_json(json).unwrap()
    }

    #[test]
    fn a_thermometer_across_a_row_of_four_is_a_step() {
        let p = puzzle(
            r#"{"size":4,"box":[2,2],"givens":"................","constraints":[
                {"type":"thermo","cells":["r1c1","r1c2","r1c3","r1c4"]}]}"#,
        );
        let step = next_sized_step(&SizedBoard::new(&p, Default::default()).unwrap()).unwrap();
        assert_eq!(step.technique, Technique::Thermometer);
        assert_eq!(step.eliminations.len(), 12, "{}", step.line());
        assert_eq!(
            step.line(),
            "Thermometer (2.4): the digits of r1c1, r1c2, r1c3 and r1c4 must keep this rule, \
             so r1c1 cannot be 2 or 3 or 4, r1c2 cannot be 1 or 3 or 4, \
             r1c3 cannot be 1 or 2 or 4, r1c4 cannot be 1 or 2 or 3"
        );
        assert!(step.line_in(Lang::ZhHans).contains("必须满足这条规则"));
        assert!(step.line_in(Lang::ZhHant).contains("必須滿足這條規則"));
        assert_eq!(step.nudge(), "look at r1c1");
    }

    /// Generated 6×6 puzzles of every rule with a step: each step of their paths is
    /// true of the solution, every rule's steps are taken, and thermometer, kropki, XV
    /// and killer puzzles are solved to the end by them (whispers, renban and arrow
    /// puzzles, minimal with fewer givens, need reasoning beyond one rule at a time, as
    /// on 9×9).
    #[test]
    fn rule_steps_carry_six_by_six_puzzles_of_every_rule() {
        let six = || Rules::new(Shape::for_size(6).unwrap());
        let kinds: Vec<(&str, Maker)> = vec![
            (
                "thermo",
                Box::new(move |i| {
                    Puzzle::generate_thermo(six(), ThermoOptions::default(), Symmetry::None, 31, i)
                        .unwrap()
                }),
            ),
            (
                "kropki",
                Box::new(move |i| {
                    Puzzle::generate_pair_marks(
                        six(),
                        PairMarkOptions::KROPKI,
                        Symmetry::None,
                        31,
                        i,
                    )
                    .unwrap()
                }),
            ),
            (
                "xv",
                Box::new(move |i| {
                    Puzzle::generate_pair_marks(six(), PairMarkOptions::XV, Symmetry::None, 31, i)
                        .unwrap()
                }),
            ),
            (
                "whispers",
                Box::new(move |i| {
                    Puzzle::generate_lines(six(), LineOptions::WHISPERS, Symmetry::None, 31, i)
                        .unwrap()
                }),
            ),
            (
                "killer",
                Box::new(move |i| {
                    Puzzle::generate_killer(six(), KillerOptions::default(), Symmetry::None, 31, i)
                        .unwrap()
                }),
            ),
            (
                "arrow",
                Box::new(move |i| {
                    Puzzle::generate_arrows(six(), ArrowOptions::default(), Symmetry::None, 31, i)
                        .unwrap()
                }),
            ),
            (
                "renban",
                Box::new(move |i| {
                    Puzzle::generate_lines(six(), LineOptions::RENBAN, Symmetry::None, 31, i)
                        .unwrap()
                }),
            ),
        ];
        for (kind, make) in kinds {
            let (mut solved_by_rules, mut with_rules) = (0, 0);
            for i in 0..4 {
                let made = make(i);
                let path = solve_sized_path(
                    SizedBoard::new(&made.puzzle, Default::default()).unwrap(),
                    &Budget::unlimited(),
                );
                let text = path.text(&Budget::unlimited());
                assert!(
                    path.steps.iter().all(|s| s.agrees_with(&made.solution, 6)),
                    "{kind} {i}: {text}"
                );
                let by_rules = path.steps.iter().any(|s| s.technique.is_variant_rule());
                with_rules += usize::from(by_rules);
                if path.end == SizedEnd::Solved && by_rules {
                    solved_by_rules += 1;
                }
            }
            assert!(with_rules > 0, "{kind}: no rule step taken");
            if !matches!(kind, "whispers" | "renban" | "arrow") {
                assert!(
                    solved_by_rules > 0,
                    "{kind}: no puzzle solved with the rule steps"
                );
            }
        }
    }
}
