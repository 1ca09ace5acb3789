//! Why a mistake is wrong, on any board: [`MistakeReason`]. A wrong entry is refuted by
//! supposing it and following singles — naked and hidden, read from the givens and the
//! player's correct entries only — until a cell has no digit left or a house has no place
//! for a digit; a removed candidate the same way, supposing the cell lacks it. Where no
//! such argument is short, the reason is the solution's digit, as a teacher would say
//! when the argument is too long to follow.
//!
//! The singles run in rounds, every single of a round found before any is placed, so the
//! first round that meets a contradiction gives the shallowest argument singles can make.
//! Each elimination remembers the placement that made it; the argument is what the
//! contradiction depends on, traced back through those causes, in the order it was found
//! (a placement's causes always come before it):
//!
//! ```text
//! cause[cell][digit]:  OPEN  still a candidate
//!                      BASE  ruled out by a given or a correct entry
//!                      k     ruled out by placement k (0 is the supposition)
//! ```
//!
//! Only the board's houses and the cells its rules keep distinct are read (the layout's
//! houses and peers), so every step is sound on every board; a rule they do not express
//! (a cage's sum, a parity mark) just makes the argument longer or leaves it to the
//! solution. Read next: `sheet_check.rs` (where mistakes are found and this is asked for),
//! `records/variant.rs` (the record).

use super::{Pos, Puzzle, Symbols};
use crate::grid::HouseName;
use crate::words::{Lang, Phrase};

/// The most singles an argument may take before the solution's digit is said instead:
/// beyond this a player no longer follows it.
pub const MAX_STEPS: usize = 10;

/// What the argument supposes, to refute it.
///
/// ```
/// use shudu::variant::{Pos, Supposition};
/// let s = Supposition { pos: Pos::new(0, 0), digit: 4, holds: true };
/// assert_eq!(s.pos.to_string(), "r1c1");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Supposition {
    /// The cell.
    pub pos: Pos,
    /// The digit.
    pub digit: u8,
    /// `true`: the cell holds the digit (a wrong entry); `false`: it cannot (a removed
    /// candidate the solution needs).
    pub holds: bool,
}

/// A single of the argument: the cell, its digit and, for a hidden single, the house it is
/// the only place in (`None`: the only digit left in the cell). Most follow from the
/// supposition; some hold in any case (`anyway`), singles of the position the player has
/// not placed yet that the contradiction also needs.
///
/// ```
/// use shudu::HouseName;
/// use shudu::variant::{Forced, Pos};
/// let hidden = Forced { pos: Pos::new(2, 7), digit: 2, house: Some(HouseName::Row(2)), anyway: false };
/// assert_eq!(hidden.technique(), "hidden-single");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Forced {
    /// The cell.
    pub pos: Pos,
    /// The digit it would have to hold.
    pub digit: u8,
    /// The house where the cell is the digit's only place (a hidden single).
    pub house: Option<HouseName>,
    /// Whether the single holds without the supposition.
    pub anyway: bool,
}

impl Forced {
    /// `naked-single` or `hidden-single`, as the record names it.
    pub fn technique(&self) -> &'static str {
        if self.house.is_some() {
            "hidden-single"
        } else {
            "naked-single"
        }
    }
}

/// Where the supposition's singles end: a cell with no digit left, or a house with no
/// place for a digit.
///
/// ```
/// use shudu::variant::{Dead, Pos};
/// assert_eq!(Dead::NoDigit { pos: Pos::new(1, 1) }.kind(), "no-digit");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Dead {
    /// Every digit is ruled out of this empty cell.
    NoDigit {
        /// The cell.
        pos: Pos,
    },
    /// Every cell of this house is ruled out for the digit, which it has not placed.
    NoPlace {
        /// The house.
        house: HouseName,
        /// The digit.
        digit: u8,
    },
}

impl Dead {
    /// `no-digit` or `no-place`, as the record names it.
    pub fn kind(&self) -> &'static str {
        match self {
            Dead::NoDigit { .. } => "no-digit",
            Dead::NoPlace { .. } => "no-place",
        }
    }
}

/// Why a mistake of a player's sheet is wrong.
///
/// ```
/// use shudu::variant::{MistakeReason, Symbols, read_any_board};
/// use shudu::words::Lang;
/// let puzzle = read_any_board(
///     "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759..",
/// ).remove(0)?.puzzle;
/// let mut sheet = puzzle.values().to_vec();
/// sheet[0] = 1; // r1c1: the solution has 5
/// let check = puzzle.explain_sheet(&sheet, None)?;
/// let MistakeReason::Refuted { supposed, steps, .. } = &check.reasons[0] else { panic!() };
/// assert!(supposed.holds && supposed.digit == 1 && steps.len() <= shudu::variant::MAX_STEPS);
/// let lines = check.reasons[0].lines_in(Symbols::Standard, Lang::En);
/// assert_eq!(lines[0], "If r1c1 were 1:");
/// assert_eq!(lines.last().unwrap(), "so r1c1 cannot be 1.");
/// assert_eq!(check.reasons[0].lines_in(Symbols::Standard, Lang::ZhHant)[0], "假如 r1c1 是 1：");
/// # Ok::<(), shudu::variant::VariantError>(())
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum MistakeReason {
    /// Supposing the mistake, singles reach a contradiction.
    Refuted {
        /// What is supposed.
        supposed: Supposition,
        /// The singles the contradiction needs, in the order they follow.
        steps: Vec<Forced>,
        /// The contradiction.
        dead: Dead,
    },
    /// No argument of singles within [`MAX_STEPS`]: the solution's digit there.
    Solution {
        /// The cell.
        pos: Pos,
        /// The solution's digit.
        digit: u8,
    },
    /// The entry repeats a digit a cell it may not repeat already holds (a given or a
    /// correct entry in the same house, or one a rule keeps distinct from it).
    Seen {
        /// The cell of the entry.
        pos: Pos,
        /// The digit.
        digit: u8,
        /// The cell that holds it already.
        other: Pos,
    },
    /// A given was changed: the puzzle's digit there.
    Given {
        /// The cell.
        pos: Pos,
        /// The given digit.
        given: u8,
    },
}

impl MistakeReason {
    /// `refuted`, `seen`, `solution` or `given`, as the record names it.
    pub fn kind(&self) -> &'static str {
        match self {
            MistakeReason::Refuted { .. } => "refuted",
            MistakeReason::Solution { .. } => "solution",
            MistakeReason::Seen { .. } => "seen",
            MistakeReason::Given { .. } => "given",
        }
    }

    /// The reason in `lang`'s words, a line each, digits in `symbols`: the supposition,
    /// each single, the contradiction and the conclusion; or one line naming the digit.
    pub fn lines_in(&self, symbols: Symbols, lang: Lang) -> Vec<String> {
        self.phrases(symbols)
            .iter()
            .map(|p| p.words_in(lang))
            .collect()
    }

    fn phrases(&self, symbols: Symbols) -> Vec<Phrase> {
        let digit = |d: u8| symbols.symbol(d).to_string();
        match self {
            MistakeReason::Refuted {
                supposed,
                steps,
                dead,
            } => {
                let cell = supposed.pos.to_string();
                let (suppose, conclude) = if supposed.holds {
                    ("why-suppose-holds", "why-cannot")
                } else {
                    ("why-suppose-lacks", "why-must")
                };
                let mut lines = vec![
                    Phrase::new(suppose)
                        .with("cell", cell.clone())
                        .with("digit", digit(supposed.digit)),
                ];
                lines.extend(steps.iter().map(|step| {
                    let phrase = match (step.house, step.anyway) {
                        (Some(house), false) => Phrase::new("why-hidden").with("house", house),
                        (Some(house), true) => {
                            Phrase::new("why-hidden-anyway").with("house", house)
                        }
                        (None, false) => Phrase::new("why-naked"),
                        (None, true) => Phrase::new("why-naked-anyway"),
                    };
                    phrase
                        .with("cell", step.pos.to_string())
                        .with("digit", digit(step.digit))
                }));
                lines.push(match *dead {
                    Dead::NoDigit { pos } => {
                        Phrase::new("why-no-digit").with("cell", pos.to_string())
                    }
                    Dead::NoPlace { house, digit: d } => Phrase::new("why-no-place")
                        .with("house", house)
                        .with("digit", digit(d)),
                });
                lines.push(
                    Phrase::new(conclude)
                        .with("cell", cell)
                        .with("digit", digit(supposed.digit)),
                );
                lines
            }
            MistakeReason::Solution { pos, digit: d } => vec![
                Phrase::new("why-solution")
                    .with("cell", pos.to_string())
                    .with("digit", digit(*d)),
            ],
            MistakeReason::Seen {
                pos,
                digit: d,
                other,
            } => vec![
                Phrase::new("why-seen")
                    .with("cell", pos.to_string())
                    .with("other", other.to_string())
                    .with("digit", digit(*d)),
            ],
            MistakeReason::Given { given, .. } => {
                vec![Phrase::new("why-given").with("digit", digit(*given))]
            }
        }
    }
}

/// `cause` values that are not a placement's index.
const OPEN: u16 = u16::MAX;
const BASE: u16 = u16::MAX - 1;

/// A placement of the argument: node 0 is the supposition, the rest are singles with the
/// nodes their eliminations came from.
struct Node {
    forced: Forced,
    after: Vec<u16>,
}

/// The board as the argument sees it: digits placed, and why each candidate is gone.
struct Trail<'a> {
    n: usize,
    houses: &'a [(HouseName, Vec<usize>)],
    peers: &'a [Vec<usize>],
    value: Vec<u8>,
    /// `cause[cell * n + digit - 1]`.
    cause: Vec<u16>,
    nodes: Vec<Node>,
}

/// The board's houses (full ones: a hidden single needs every digit in the house) and each
/// cell's peers, by reading-order index, read once for all the sheet's mistakes.
pub(crate) struct Geometry {
    houses: Vec<(HouseName, Vec<usize>)>,
    peers: Vec<Vec<usize>>,
}

impl Geometry {
    pub(crate) fn of(puzzle: &Puzzle) -> Geometry {
        let n = puzzle.size();
        let layout = puzzle.rules().layout();
        let houses = layout
            .houses()
            .map(|h| (h, layout.house_cells(h).map(|p| p.index(n)).collect()))
            .filter(|(_, cells): &(HouseName, Vec<usize>)| cells.len() == n)
            .collect();
        let peers = (0..n * n)
            .map(|i| {
                layout
                    .peers(Pos::from_index(i, n))
                    .map(|p| p.index(n))
                    .collect()
            })
            .collect();
        Geometry { houses, peers }
    }
}

impl<'a> Trail<'a> {
    /// The givens and the sheet's correct entries (`known`, 0 elsewhere) placed, their
    /// peers' candidates ruled out by them.
    fn new(geometry: &'a Geometry, n: usize, known: &[u8]) -> Trail<'a> {
        let mut trail = Trail {
            n,
            houses: &geometry.houses,
            peers: &geometry.peers,
            value: vec![0; n * n],
            cause: vec![OPEN; n * n * n],
            nodes: Vec::new(),
        };
        for (i, &d) in known.iter().enumerate() {
            if d != 0 {
                trail.place(i, d, BASE);
            }
        }
        trail
    }

    fn open(&self, cell: usize, digit: u8) -> bool {
        self.cause[cell * self.n + usize::from(digit) - 1] == OPEN
    }

    fn rule_out(&mut self, cell: usize, digit: u8, by: u16) {
        let slot = &mut self.cause[cell * self.n + usize::from(digit) - 1];
        if *slot == OPEN {
            *slot = by;
        }
    }

    fn place(&mut self, cell: usize, digit: u8, by: u16) {
        self.value[cell] = digit;
        for d in 1..=self.n as u8 {
            if d != digit {
                self.rule_out(cell, d, by);
            }
        }
        for k in 0..self.peers[cell].len() {
            let peer = self.peers[cell][k];
            self.rule_out(peer, digit, by);
        }
    }

    /// The placements (not the base) that ruled `digit` out of `cell`.
    fn why_not(&self, cell: usize, digit: u8, into: &mut Vec<u16>) {
        let c = self.cause[cell * self.n + usize::from(digit) - 1];
        if c != OPEN && c != BASE && !into.contains(&c) {
            into.push(c);
        }
    }

    /// Every contradiction on the board now, each with the placements it rests on.
    fn dead(&self) -> Vec<(Dead, Vec<u16>)> {
        let n = self.n;
        let mut found = Vec::new();
        for cell in 0..n * n {
            if self.value[cell] == 0 && (1..=n as u8).all(|d| !self.open(cell, d)) {
                let mut after = Vec::new();
                for d in 1..=n as u8 {
                    self.why_not(cell, d, &mut after);
                }
                let pos = Pos::from_index(cell, n);
                found.push((Dead::NoDigit { pos }, after));
            }
        }
        for (house, cells) in self.houses {
            for d in 1..=n as u8 {
                let placed = cells.iter().any(|&c| self.value[c] == d);
                if !placed && cells.iter().all(|&c| !self.open(c, d)) {
                    let mut after = Vec::new();
                    for &c in cells {
                        self.why_not(c, d, &mut after);
                    }
                    let dead = Dead::NoPlace {
                        house: *house,
                        digit: d,
                    };
                    found.push((dead, after));
                }
            }
        }
        found
    }

    /// Every single on the board now: naked ones by cell, then hidden ones by house.
    fn singles(&self) -> Vec<Node> {
        let n = self.n;
        let mut found = Vec::new();
        for cell in 0..n * n {
            if self.value[cell] != 0 {
                continue;
            }
            let mut open = (1..=n as u8).filter(|&d| self.open(cell, d));
            if let (Some(digit), None) = (open.next(), open.next()) {
                let mut after = Vec::new();
                for d in (1..=n as u8).filter(|&d| d != digit) {
                    self.why_not(cell, d, &mut after);
                }
                found.push(Node {
                    forced: Forced {
                        pos: Pos::from_index(cell, n),
                        digit,
                        house: None,
                        anyway: false,
                    },
                    after,
                });
            }
        }
        for (house, cells) in self.houses {
            for d in 1..=n as u8 {
                if cells.iter().any(|&c| self.value[c] == d) {
                    continue;
                }
                let mut places = cells.iter().filter(|&&c| self.open(c, d));
                if let (Some(&cell), None) = (places.next(), places.next()) {
                    let mut after = Vec::new();
                    for &c in cells.iter().filter(|&&c| c != cell) {
                        self.why_not(c, d, &mut after);
                    }
                    found.push(Node {
                        forced: Forced {
                            pos: Pos::from_index(cell, n),
                            digit: d,
                            house: Some(*house),
                            anyway: false,
                        },
                        after,
                    });
                }
            }
        }
        found
    }

    /// The singles `after` rests on, with theirs, in the order they were placed, each
    /// marked `anyway` when it rests on no supposition.
    fn argument(&self, after: &[u16]) -> Vec<Forced> {
        let mut needed = vec![false; self.nodes.len()];
        let mut stack: Vec<u16> = after.to_vec();
        while let Some(k) = stack.pop() {
            if !std::mem::replace(&mut needed[usize::from(k)], true) {
                stack.extend(&self.nodes[usize::from(k)].after);
            }
        }
        // Node 0 is the supposition; a node's causes come before it.
        let mut supposed = vec![true; self.nodes.len()];
        for k in 1..self.nodes.len() {
            supposed[k] = self.nodes[k]
                .after
                .iter()
                .any(|&a| supposed[usize::from(a)]);
        }
        (1..self.nodes.len())
            .filter(|&k| needed[k])
            .map(|k| Forced {
                anyway: !supposed[k],
                ..self.nodes[k].forced
            })
            .collect()
    }
}

/// Why `supposed` is impossible, from the `known` digits (givens and correct entries, 0
/// elsewhere): singles in rounds until a contradiction, or `None` when none comes within
/// [`MAX_STEPS`] singles.
pub(crate) fn refute(
    geometry: &Geometry,
    n: usize,
    known: &[u8],
    supposed: Supposition,
) -> Option<MistakeReason> {
    let mut trail = Trail::new(geometry, n, known);
    let cell = supposed.pos.index(n);
    if supposed.holds && !trail.open(cell, supposed.digit) {
        let other = geometry.peers[cell]
            .iter()
            .find(|&&p| known[p] == supposed.digit)?;
        return Some(MistakeReason::Seen {
            pos: supposed.pos,
            digit: supposed.digit,
            other: Pos::from_index(*other, n),
        });
    }
    trail.nodes.push(Node {
        forced: Forced {
            pos: supposed.pos,
            digit: supposed.digit,
            house: None,
            anyway: false,
        },
        after: Vec::new(),
    });
    if supposed.holds {
        trail.place(cell, supposed.digit, 0);
    } else {
        trail.rule_out(cell, supposed.digit, 0);
    }
    // A chain of k singles needs at least k rounds, so more rounds than steps allowed
    // can only find arguments too long to say.
    for _round in 0..=MAX_STEPS {
        // Of the contradictions a round meets, the one with the shortest argument.
        let shortest = trail
            .dead()
            .into_iter()
            .map(|(dead, after)| (trail.argument(&after), dead))
            .min_by_key(|(steps, _)| steps.len());
        if let Some((steps, dead)) = shortest {
            return (steps.len() <= MAX_STEPS).then_some(MistakeReason::Refuted {
                supposed,
                steps,
                dead,
            });
        }
        let singles = trail.singles();
        if singles.is_empty() {
            return None;
        }
        for node in singles {
            let (cell, digit) = (node.forced.pos.index(n), node.forced.digit);
            // An earlier single of this round may have taken the cell or the digit.
            if trail.value[cell] == 0 && trail.open(cell, digit) {
                let k = trail.nodes.len() as u16;
                trail.nodes.push(node);
                trail.place(cell, digit, k);
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variant::read_any_board;

    const CLASSIC: &str =
        "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759..";

    fn solution(puzzle: &Puzzle) -> Vec<u8> {
        match puzzle.solve() {
            crate::variant::Outcome::Unique(s) => s,
            other => panic!("not unique: {other:?}"),
        }
    }

    /// Replays an argument on the board and checks every step is a single and the end a
    /// contradiction: the argument is sound whatever found it.
    fn replay(puzzle: &Puzzle, known: &[u8], reason: &MistakeReason) {
        let MistakeReason::Refuted {
            supposed,
            steps,
            dead,
        } = reason
        else {
            panic!("not refuted: {reason:?}");
        };
        let n = puzzle.size();
        let geometry = Geometry::of(puzzle);
        let mut trail = Trail::new(&geometry, n, known);
        if supposed.holds {
            trail.place(supposed.pos.index(n), supposed.digit, 0);
        } else {
            trail.rule_out(supposed.pos.index(n), supposed.digit, 0);
        }
        for step in steps {
            let singles = trail.singles();
            assert!(
                singles.iter().any(|s| Forced {
                    anyway: step.anyway,
                    ..s.forced
                } == *step),
                "{step:?} is not a single here"
            );
            trail.place(step.pos.index(n), step.digit, 1);
        }
        assert!(!trail.dead().is_empty(), "no contradiction after the steps");
        // The named contradiction holds too.
        match *dead {
            Dead::NoDigit { pos } => {
                let i = pos.index(n);
                assert!(trail.value[i] == 0 && (1..=n as u8).all(|d| !trail.open(i, d)));
            }
            Dead::NoPlace { house, digit } => {
                let (_, cells) = geometry.houses.iter().find(|(h, _)| *h == house).unwrap();
                assert!(
                    cells
                        .iter()
                        .all(|&c| trail.value[c] != digit && !trail.open(c, digit))
                );
            }
        }
    }

    #[test]
    fn every_wrong_digit_of_a_classic_cell_is_refuted_or_left_to_the_solution() {
        let puzzle = read_any_board(CLASSIC).remove(0).unwrap().puzzle;
        let right = solution(&puzzle);
        let geometry = Geometry::of(&puzzle);
        let (mut refuted, mut left) = (0, 0);
        for (i, &given) in puzzle.values().iter().enumerate() {
            if given != 0 {
                continue;
            }
            for d in (1..=9).filter(|&d| d != right[i]) {
                let supposed = Supposition {
                    pos: Pos::from_index(i, 9),
                    digit: d,
                    holds: true,
                };
                match refute(&geometry, 9, puzzle.values(), supposed) {
                    Some(MistakeReason::Seen { other, .. }) => {
                        assert_eq!(puzzle.values()[other.index(9)], d);
                        refuted += 1;
                    }
                    Some(reason) => {
                        replay(&puzzle, puzzle.values(), &reason);
                        refuted += 1;
                    }
                    None => left += 1,
                }
            }
        }
        assert!(refuted > left, "{refuted} refuted, {left} left");
    }

    #[test]
    fn the_right_digit_is_never_refuted() {
        let puzzle = read_any_board(CLASSIC).remove(0).unwrap().puzzle;
        let right = solution(&puzzle);
        let geometry = Geometry::of(&puzzle);
        for (i, &given) in puzzle.values().iter().enumerate() {
            if given == 0 {
                let supposed = Supposition {
                    pos: Pos::from_index(i, 9),
                    digit: right[i],
                    holds: true,
                };
                assert_eq!(refute(&geometry, 9, puzzle.values(), supposed), None);
            }
        }
    }

    #[test]
    fn a_removed_candidate_is_refuted_by_supposing_it_gone() {
        let puzzle = read_any_board(CLASSIC).remove(0).unwrap().puzzle;
        let right = solution(&puzzle);
        let geometry = Geometry::of(&puzzle);
        let mut refuted = 0;
        for (i, &given) in puzzle.values().iter().enumerate() {
            if given == 0 {
                let supposed = Supposition {
                    pos: Pos::from_index(i, 9),
                    digit: right[i],
                    holds: false,
                };
                if let Some(reason) = refute(&geometry, 9, puzzle.values(), supposed) {
                    replay(&puzzle, puzzle.values(), &reason);
                    refuted += 1;
                }
            }
        }
        assert!(refuted > 0);
    }

    #[test]
    fn a_digit_a_peer_holds_is_seen() {
        // The given 9 at r1c3 is in r1c1's row and box.
        let puzzle = read_any_board(CLASSIC).remove(0).unwrap().puzzle;
        let geometry = Geometry::of(&puzzle);
        let supposed = Supposition {
            pos: Pos::new(0, 0),
            digit: 9,
            holds: true,
        };
        let reason = refute(&geometry, 9, puzzle.values(), supposed).unwrap();
        assert_eq!(
            reason,
            MistakeReason::Seen {
                pos: Pos::new(0, 0),
                digit: 9,
                other: Pos::new(0, 2)
            }
        );
        assert_eq!(
            reason.lines_in(Symbols::Standard, Lang::En),
            ["r1c3 already holds 9, and r1c1 may not hold the same digit"]
        );
    }

    #[test]
    fn other_boards_are_refuted_on_their_own_houses_and_peers() {
        let first = |file: &'static str| file.lines().next().unwrap();
        for text in [
            ".1.23...6.......535..4.........4...1",
            first(include_str!(
                "../../testdata/variants/z3_sample/jigsaw.jsonl"
            )),
            first(include_str!("../../testdata/variants/z3_sample/x.jsonl")),
            first(include_str!(
                "../../testdata/variants/z3_sample/12x12.jsonl"
            )),
            first(include_str!("../../testdata/variants/killer9.jsonl")),
        ] {
            let entry = read_any_board(text).remove(0).unwrap();
            let puzzle = entry.puzzle;
            let right = solution(&puzzle);
            let n = puzzle.size();
            // A player who has entered two cells in three correctly (the killer has no
            // givens, and singles alone read no cage sums).
            let known: Vec<u8> = (0..n * n)
                .map(|i| match puzzle.values()[i] {
                    0 if i % 3 != 0 => right[i],
                    given => given,
                })
                .collect();
            let geometry = Geometry::of(&puzzle);
            let mut refuted = 0;
            for (i, &digit) in known.iter().enumerate() {
                if digit != 0 {
                    continue;
                }
                for wrong in (1..=n as u8).filter(|&d| d != right[i]) {
                    let supposed = Supposition {
                        pos: Pos::from_index(i, n),
                        digit: wrong,
                        holds: true,
                    };
                    match refute(&geometry, n, &known, supposed) {
                        Some(MistakeReason::Seen { .. }) | None => {}
                        Some(reason) => {
                            replay(&puzzle, &known, &reason);
                            refuted += 1;
                        }
                    }
                }
            }
            assert!(refuted > 0, "{text}");
        }
    }
}
