//! [`RuleFacts`]: what the logic engines read of a variant's rules beyond its houses and
//! peers, derived once for both — the 9×9 engine's layout (`board_of_rules.rs`) and the
//! small engine's board of any size (`logic/board.rs`) — so that which rules hints,
//! explanations and ratings handle is said in one place.
//!
//! Houses and peers are not here: they are the rules' own tables
//! ([`super::Rules::houses`] and the geometry's peers), which every engine shares.
//!
//! Read next: `board_of_rules.rs`, `logic/board.rs`.

use super::constraints::PairKind;
use super::{Marking, Pos, Rules, VariantError};
use crate::words::Phrase;

/// The digits 1, 3, 5, … as a candidate mask (bit d−1 for digit d):
///   bit: … 8 7 6 5 4 3 2 1 0
///   d:   … 9 8 7 6 5 4 3 2 1
///        … 1 0 1 0 1 0 1 0 1
const ODD_DIGITS: u32 = 0x5555_5555;

/// The rules the logic engines reason with beyond houses and peers.
#[derive(Clone, Debug)]
pub(crate) struct RuleFacts {
    /// Cells a knight's move apart hold different digits.
    pub(crate) anti_knight: bool,
    /// Cells a king's move apart hold different digits.
    pub(crate) anti_king: bool,
    /// Orthogonal neighbours do not hold consecutive digits.
    pub(crate) non_consecutive: bool,
    /// The cells a king's or knight's move apart that the anti-king and anti-knight
    /// rules keep distinct, as their distinct groups (pairs) give them.
    pub(crate) move_pairs: Vec<Vec<Pos>>,
    /// Killer cages: their cells in reading order, and their sums when given.
    pub(crate) cages: Vec<(Vec<Pos>, Option<u32>)>,
    /// Each cell's starting candidates under odd and even marks (bit d−1 for digit d),
    /// every digit elsewhere.
    pub(crate) parity: Vec<u32>,
    /// Thermometers: their cells from the bulb to the tip.
    pub(crate) thermos: Vec<Vec<Pos>>,
    /// Marks between two neighbouring cells: kropki dots, X and V.
    pub(crate) pairs: Vec<([Pos; 2], PairKind)>,
    /// German whispers lines: their cells in order and their least difference.
    pub(crate) whispers: Vec<(Vec<Pos>, u32)>,
    /// Renban lines: their cells in order.
    pub(crate) renbans: Vec<Vec<Pos>>,
    /// Arrows: their bulb's cells and their line's cells in order.
    pub(crate) arrows: Vec<(Vec<Pos>, Vec<Pos>)>,
    /// Sandwich clues: their line's cells in order, their sum and their name.
    pub(crate) sandwiches: Vec<(Vec<Pos>, u32, Phrase)>,
    /// Little killer clues: their diagonal's cells from the start, their sum and their name.
    pub(crate) little_killers: Vec<(Vec<Pos>, u32, Phrase)>,
}

impl RuleFacts {
    /// The facts of `rules`, or the rule hints, explanations and ratings cannot handle.
    pub(crate) fn of(rules: &Rules) -> Result<RuleFacts, VariantError> {
        let shape = rules.shape();
        let n = shape.size();
        let mut facts = RuleFacts {
            anti_knight: false,
            anti_king: false,
            non_consecutive: false,
            move_pairs: Vec::new(),
            cages: Vec::new(),
            parity: vec![shape.all_digits(); n * n],
            thermos: Vec::new(),
            pairs: Vec::new(),
            whispers: Vec::new(),
            renbans: Vec::new(),
            arrows: Vec::new(),
            sandwiches: Vec::new(),
            little_killers: Vec::new(),
        };
        for constraint in rules.constraints() {
            match constraint.kind() {
                "anti-knight" => {
                    facts.anti_knight = true;
                    facts.move_pairs.extend(constraint.distinct_groups(shape));
                }
                "anti-king" => {
                    facts.anti_king = true;
                    facts.move_pairs.extend(constraint.distinct_groups(shape));
                }
                "non-consecutive" => facts.non_consecutive = true,
                "killer" | "odd" | "even" | "thermo" | "kropki" | "xv" | "whispers" | "renban"
                | "arrow" | "sandwich" | "little-killer" => {
                    for marking in constraint.markings() {
                        match marking {
                            Marking::Cage { cells, sum } => {
                                let mut cells = cells;
                                cells.sort_unstable_by_key(|p| p.index(n));
                                facts.cages.push((cells, sum));
                            }
                            Marking::Circles(cells) => facts.keep(&cells, n, ODD_DIGITS),
                            Marking::Squares(cells) => facts.keep(&cells, n, !ODD_DIGITS),
                            Marking::Thermometer(cells) => facts.thermos.push(cells),
                            Marking::Pair { cells, kind } => facts.pairs.push((cells, kind)),
                            Marking::Whispers { cells, difference } => {
                                facts.whispers.push((cells, difference));
                            }
                            Marking::Renban(cells) => facts.renbans.push(cells),
                            Marking::Arrow { bulb, line } => facts.arrows.push((bulb, line)),
                            Marking::Sandwich { line, sum } => {
                                let name = super::constraints::Sandwich::new(line, sum).name();
                                facts.sandwiches.push((line.cells(n), sum, name));
                            }
                            Marking::LittleKiller { start, arrow, sum } => {
                                let clue = super::constraints::LittleKiller::new(start, arrow, sum);
                                facts.little_killers.push((clue.cells(n), sum, clue.name()));
                            }
                        }
                    }
                }
                other => {
                    return Err(VariantError::Rules(
                        Phrase::new("variant-logic-rule")
                            .with("rule", super::constraints::kind_words(other)),
                    ));
                }
            }
        }
        Ok(facts)
    }

    /// Keeps only the digits of `allowed` among the starting candidates of `cells`.
    fn keep(&mut self, cells: &[Pos], n: usize, allowed: u32) {
        for p in cells {
            self.parity[p.index(n)] &= allowed;
        }
    }

    /// The cages of `n` cells: each holds every digit once, a house of the engines.
    pub(crate) fn full_cages(&self, n: usize) -> impl Iterator<Item = &[Pos]> {
        self.cages
            .iter()
            .map(|(cells, _)| cells.as_slice())
            .filter(move |cells| cells.len() == n)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variant::Shape;

    #[test]
    fn odd_and_even_marks_keep_their_digits_and_unknown_rules_are_named() {
        let rules = Rules::new(Shape::for_size(4).unwrap())
            .with_named("anti-king")
            .unwrap();
        let facts = RuleFacts::of(&rules).unwrap();
        assert!(facts.anti_king && !facts.anti_knight);
        assert!(facts.parity.iter().all(|&m| m == 0b1111));
        assert_eq!(ODD_DIGITS & 0b1_1111_1111, 0b1_0101_0101);
    }
}
