//! Unique rectangles and unique loops, types 1 to 4, as Sudoku Explainer finds and
//! rates them (4.5 for a rectangle; a loop of 6 cells 4.6, of 8 cells 4.7, of 10 or more
//! 5.0).
//!
//! A unique loop is a closed path of cells, each holding the two digits `a` and `b`,
//! stepping from cell to cell through a shared house (never twice through the same kind
//! of house in a row), such that every house it touches it touches exactly twice, once at
//! an odd step and once at an even one. If every cell held only `a` and `b` the two
//! digits could be swapped around the loop: a puzzle with one solution cannot have that,
//! so the extra candidates of some loop cells must be used.
//!
//! - Type 1: one cell has extra candidates; it loses `a` and `b`.
//! - Type 2: the cells with extra candidates share one extra digit; one of them holds it,
//!   so every cell seeing them all loses it.
//! - Type 3: two cells with extras share a house where, taken as one cell holding their
//!   extra digits, they form a naked or hidden set (`unique_loop_sets.rs`).
//! - Type 4: two cells with extras share a house where `a` has no other place; one of
//!   them is `a`, so neither can be `b` (else the other must be `a` too and the loop
//!   would return).
//!
//! On a variant board (diagonals, windows, disjoint groups, anti-king, anti-knight: see
//! `BoardRules::swaps_checkable`) a loop counts only where swapping its two digits
//! keeps every extra rule, as Sudoku Explainer checks it: every extra house holds none
//! of its cells or exactly two, one at an odd step and one at an even step (they hold
//! the two digits, swapped they still do); and no cell a king's or knight's move from a
//! loop cell, outside the loop cell's houses, may hold either digit (a loop cell's new
//! digit could meet it there). A house-mate cannot: the house holds the loop cell's
//! partner, which holds that digit before the swap. A loop failing either would not give
//! a second solution, so it proves nothing.
//!
//! Loops are searched as Sudoku Explainer does: from each bivalue cell, through box, row
//! and column in that order, allowing at most two cells with extra candidates unless they
//! all share a single extra digit. Steps are ordered by rating, then type.

use super::super::board::{Board, cell, digit};
use super::super::houses::{HOUSE_CELLS, HOUSE_SETS, PEER_SETS, set_cells};
use super::super::step::{Evidence, Step};
use super::super::technique::Technique;
use super::{bits, unique_loop_sets};
use crate::grid::CellSet;
use crate::grid::layout::{box_house, col_house, row_house};
use crate::logic::SeProfile;
use crate::logic::step::{Role, tag, tag_candidates};

/// The house of kind `kind` (0 box, 1 row, 2 column) holding cell `c`.
fn house_of_kind(c: usize, kind: usize) -> usize {
    match kind {
        0 => box_house(c),
        1 => row_house(c),
        _ => col_house(c),
    }
}

struct LoopSearch<'a> {
    board: &'a Board,
    pair: u16,
    /// The cells holding both digits of the pair: the only ones a loop can pass.
    holders: CellSet,
    loop_cells: Vec<usize>,
    /// `loop_cells` as a set.
    on_loop: CellSet,
    /// The houses (bit per house) the loop's cells touch at even and at odd steps.
    touched: [u32; 2],
    found: Vec<Vec<usize>>,
}

/// The three houses of cell `c`, a bit per house.
fn houses_bits(c: usize) -> u32 {
    (0..3).fold(0, |s, kind| s | 1 << house_of_kind(c, kind))
}

impl LoopSearch<'_> {
    fn extend(&mut self, c: usize, allowed_extra: i32, extra: u16, last_kind: Option<usize>) {
        // A path touching one house twice at steps of one parity closes only into loops
        // `is_valid_loop` rejects, so neither it nor any longer path from it is walked.
        let parity = self.loop_cells.len() % 2;
        let houses = houses_bits(c);
        if self.touched[parity] & houses != 0 {
            return;
        }
        self.touched[parity] |= houses;
        self.loop_cells.push(c);
        self.on_loop = self.on_loop.with_index(c);
        // A cell sharing two houses with `c` is stepped onto once, through the first:
        // through the second the walk would go on only as it did from the first (going
        // on through either shared house meets a third cell of it at the parity of `c`,
        // which the test above cuts), finding the same loops again.
        let mut reached = CellSet::EMPTY;
        for kind in 0..3 {
            if Some(kind) == last_kind {
                continue;
            }
            let h = house_of_kind(c, kind);
            let step = HOUSE_SETS[h] & self.holders;
            // Set bits in increasing order are the house's cells in its own order.
            for next in set_cells(step - reached) {
                if next == self.loop_cells[0] && self.loop_cells.len() >= 4 {
                    // No house is touched twice at one parity (see above), so the loop
                    // is valid when the odd and even steps touch the same houses: only
                    // those are kept (and copied).
                    if self.touched[0] == self.touched[1] {
                        debug_assert!(is_valid_loop(&self.loop_cells));
                        self.found.push(self.loop_cells.clone());
                    }
                } else if !self.on_loop.has_index(next) {
                    // Every holder holds the pair: it is bivalue when it holds no more,
                    // and the extras are one digit when they are a power of two (no
                    // bit count: this is the walk's innermost test).
                    let m = self.board.mask(next);
                    let more = (extra | m) & !self.pair;
                    let bivalue = m == self.pair;
                    if bivalue || more.is_power_of_two() || allowed_extra > 0 {
                        let allowed = allowed_extra - i32::from(!bivalue);
                        self.extend(next, allowed, more, Some(kind));
                    }
                }
            }
            reached |= step;
        }
        self.loop_cells.pop();
        self.on_loop = self.on_loop.without_index(c);
        self.touched[parity] &= !houses;
    }
}

/// Every house a loop touches is touched exactly once at odd steps and once at even ones.
fn is_valid_loop(cells: &[usize]) -> bool {
    let mut seen = [0u32; 2];
    for (i, &c) in cells.iter().enumerate() {
        for kind in 0..3 {
            let bit = 1u32 << house_of_kind(c, kind);
            if seen[i % 2] & bit != 0 {
                return false;
            }
            seen[i % 2] |= bit;
        }
    }
    seen[0] == seen[1]
}

/// Whether swapping the digits of `pair` around the loop `cells` keeps the extra rules
/// of a variant board (see the module header); always on a classic board.
fn swap_keeps_rules(board: &Board, cells: &[usize], pair: u16) -> bool {
    let Some(layout) = board.rules() else {
        return true;
    };
    for house in &layout.houses[27..] {
        let steps: Vec<usize> = (0..cells.len())
            .filter(|&i| house.set.has_index(cells[i]))
            .collect();
        match steps[..] {
            [] => {}
            [i, j] if (i + j) % 2 == 1 => {}
            _ => return false,
        }
    }
    let holders = bits(pair).fold(CellSet::EMPTY, |u, d| u | board.digit_set(d));
    cells.iter().all(|&c| {
        let house_mates = layout
            .houses
            .iter()
            .filter(|h| h.set.has_index(c))
            .fold(CellSet::EMPTY, |u, h| u | h.set);
        !(layout.move_peers(c) - house_mates).intersects(holders)
    })
}

/// The technique of a step of Sudoku Explainer's `kind` (1 to 4) on a loop of `size`
/// cells; `hidden` tells type 3's hidden sets from its naked ones.
fn technique(size: usize, kind: u8, hidden: bool) -> Technique {
    use Technique::*;
    match (size, kind, hidden) {
        (4, 1, _) => UniqueRectangleType1,
        (4, 2, _) => UniqueRectangleType2,
        (4, 3, false) => UniqueRectangleType3,
        (4, 3, true) => UniqueRectangleType3Hidden,
        (4, _, _) => UniqueRectangleType4,
        (_, 1, _) => UniqueLoopType1,
        (_, 2, _) => UniqueLoopType2,
        (_, 3, false) => UniqueLoopType3,
        (_, 3, true) => UniqueLoopType3Hidden,
        _ => UniqueLoopType4,
    }
}

/// Sudoku Explainer's extra tenths for a loop of `size` cells.
fn size_bonus(size: usize) -> u8 {
    match size {
        0..=5 => 0,
        6 | 7 => 1,
        8 | 9 => 2,
        _ => 5,
    }
}

struct Found {
    kind: u8,
    cells: Vec<usize>,
    set: Option<SetKey>,
    step: Step,
}

/// What tells two type-3 steps on one loop apart: hidden or naked, the house, the set's
/// digits and its other cells.
type SetKey = (bool, usize, u16, u16);

/// What a type-3 step adds to a loop step: its set, the set's cells besides the loop's,
/// and its bonus.
struct SetPart {
    key: SetKey,
    cells: Vec<usize>,
    bonus: u8,
}

fn push(
    found: &mut Vec<Found>,
    kind: u8,
    cells: &[usize],
    pair: u16,
    eliminations: Vec<(usize, usize)>,
    extra: Vec<usize>,
    set: Option<SetPart>,
) {
    if eliminations.is_empty() {
        return;
    }
    // One loop is reported once per type (and set), whichever cell it was found from.
    let mut sorted = cells.to_vec();
    sorted.sort_unstable();
    let key = set.as_ref().map(|s| s.key);
    if found
        .iter()
        .any(|f| f.kind == kind && f.cells == sorted && f.set == key)
    {
        return;
    }
    let (hidden, house, set_digits) = key.map_or((false, None, 0), |k| (k.0, Some(k.1), k.2));
    let set_cells_extra = set.as_ref().map_or(&[][..], |s| &s.cells[..]);
    let set_bonus = set.as_ref().map_or(0, |s| s.bonus);
    // A type-3 step is about its set's digits; the loop's are in its candidates.
    let about = if set_digits != 0 { set_digits } else { pair };
    let digits: Vec<usize> = (0..9).filter(|d| about & (1 << d) != 0).collect();
    let mut eliminations: Vec<_> = eliminations
        .into_iter()
        .map(|(c, d)| (cell(c), digit(d)))
        .collect();
    eliminations.sort();
    let loop_digits: Vec<usize> = (0..9).filter(|d| pair & (1 << d) != 0).collect();
    let step = Step {
        technique: technique(cells.len(), kind, hidden),
        placements: Vec::new(),
        eliminations,
        evidence: Evidence {
            houses: tag(Role::Base, house.map(Board::house)),
            cells: tag(Role::Pattern, cells.iter().map(|&c| cell(c)))
                .into_iter()
                .chain(tag(Role::Extra, extra.iter().map(|&c| cell(c))))
                .chain(tag(Role::Support, set_cells_extra.iter().map(|&c| cell(c))))
                .collect(),
            candidates: tag_candidates(
                Role::Pattern,
                cells
                    .iter()
                    .flat_map(|&c| loop_digits.iter().map(move |&d| (cell(c), digit(d)))),
            ),
            digits: digits.iter().map(|&d| digit(d)).collect(),
            links: Vec::new(),
            implied: Vec::new(),
            named_houses: Vec::new(),
            relations: Vec::new(),
        },
        bonus_tenths: size_bonus(cells.len()) + set_bonus,
    };
    found.push(Found {
        kind,
        cells: sorted,
        set: key,
        step,
    });
}

/// Type 4: `c1` and `c2` share a house where one loop digit has no other place.
fn type4(board: &Board, c1: usize, c2: usize, pair: u16) -> Option<(usize, usize)> {
    let (a, b) = (
        pair.trailing_zeros() as usize,
        15 - pair.leading_zeros() as usize,
    );
    let mut locked = [false; 2];
    for kind in 0..3 {
        let h = house_of_kind(c1, kind);
        if h != house_of_kind(c2, kind) {
            continue;
        }
        let others = HOUSE_SETS[h].without_index(c1).without_index(c2);
        for (i, d) in [a, b].into_iter().enumerate() {
            if !board.digit_set(d).intersects(others) {
                locked[i] = true;
            }
        }
    }
    match locked {
        [true, _] => Some((a, b)),
        [false, true] => Some((b, a)),
        _ => None,
    }
}

/// Type 3: the naked and hidden sets the two cells with extras make in a shared house.
fn type3(
    board: &Board,
    profile: SeProfile,
    found: &mut Vec<Found>,
    cells: &[usize],
    pair: u16,
    extra: &[usize],
) {
    let (c1, c2) = (extra[0], extra[1]);
    for set in unique_loop_sets::find(board, profile, pair, c1, c2, house_of_kind) {
        let members: Vec<usize> = bits(set.positions)
            .map(|k| HOUSE_CELLS[set.house][k] as usize)
            .collect();
        let part = SetPart {
            key: (set.hidden, set.house, set.digits, set.positions),
            cells: members,
            bonus: set.bonus,
        };
        push(
            found,
            3,
            cells,
            pair,
            set.eliminations,
            extra.to_vec(),
            Some(part),
        );
    }
}

pub(super) fn find(board: &Board, profile: SeProfile, out: &mut Vec<Step>) {
    let mut found: Vec<Found> = Vec::new();
    // One search, its lists reused from start to start.
    let mut search = LoopSearch {
        board,
        pair: 0,
        holders: CellSet::EMPTY,
        loop_cells: Vec::with_capacity(81),
        on_loop: CellSet::EMPTY,
        touched: [0; 2],
        found: Vec::new(),
    };
    let mut loops = Vec::new();
    for start in 0..81 {
        let pair = board.mask(start);
        if super::bit_count(pair) != 2 {
            continue;
        }
        let (a, b) = (
            pair.trailing_zeros() as usize,
            15 - pair.leading_zeros() as usize,
        );
        // Every loop through a bivalue cell of the same pair met earlier was found from
        // there, in both directions (so with its two cells with extras in both orders):
        // found again from here, it would give only steps already listed. The search
        // leaves those cells out.
        let holders = board.digit_set(a) & board.digit_set(b);
        let strangers = bits(0x1ff & !pair).fold(CellSet::EMPTY, |u, d| u | board.digit_set(d));
        let earlier = (holders - strangers) & CellSet::below_index(start);
        let holders = holders - earlier;
        // A loop has four cells or more.
        if holders.len() < 4 {
            continue;
        }
        search.pair = pair;
        search.holders = holders;
        search.extend(start, 2, 0, None);
        loops.append(&mut search.found);
        for cells in loops.drain(..) {
            if !swap_keeps_rules(board, &cells, pair) {
                continue;
            }
            let extra: Vec<usize> = cells
                .iter()
                .copied()
                .filter(|&c| board.mask(c).count_ones() > 2)
                .collect();
            let digits = (0..9).filter(|d| pair & (1 << d) != 0);
            match extra.len() {
                0 => {}
                1 => {
                    let elims = digits.map(|d| (extra[0], d)).collect();
                    push(&mut found, 1, &cells, pair, elims, extra, None);
                }
                n => {
                    let extras = extra.iter().fold(0, |m, &c| m | board.mask(c)) & !pair;
                    if extras.count_ones() == 1 {
                        let d = extras.trailing_zeros() as usize;
                        let seeing = extra.iter().fold(CellSet::ALL, |s, &c| s & PEER_SETS[c]);
                        let elims = set_cells(seeing & board.digit_set(d))
                            .map(|c| (c, d))
                            .collect();
                        push(&mut found, 2, &cells, pair, elims, extra.clone(), None);
                    } else if n == 2 {
                        type3(board, profile, &mut found, &cells, pair, &extra);
                    }
                    if n == 2
                        && let Some((_, removed)) = type4(board, extra[0], extra[1], pair)
                    {
                        let elims = vec![(extra[0], removed), (extra[1], removed)];
                        push(&mut found, 4, &cells, pair, elims, extra, None);
                    }
                }
            }
        }
    }
    found.sort_by_key(|f| (f.step.rating_tenths(), f.kind));
    out.extend(found.into_iter().map(|f| f.step));
}

/// The step in words (the text of [`Step::explain`]); `removed` words its eliminations.
pub(in crate::logic) fn explain(step: &Step, lang: crate::words::Lang, removed: &str) -> String {
    use crate::logic::Role;
    use crate::words::{list_and, say};
    let ev = &step.evidence;
    let digits = list_and(lang, &ev.digits);
    let shape = if step.technique.name().contains("Rectangle") {
        "rectangle"
    } else {
        "loop"
    };
    let (pattern, extra) = (ev.cells_in(Role::Pattern), ev.cells_in(Role::Extra));
    let extra = list_and(lang, &extra);
    let why = match step.technique {
        Technique::UniqueRectangleType1 | Technique::UniqueLoopType1 => say!(
            lang,
            "step-unique-loop-one-extra",
            extra = extra,
            digits = digits.clone()
        ),
        Technique::UniqueRectangleType2 | Technique::UniqueLoopType2 => {
            say!(lang, "step-unique-loop-common-extra", extra = extra)
        }
        _ => say!(
            lang,
            "step-unique-loop-strong-link",
            extra = extra,
            digits = digits.clone()
        ),
    };
    say!(
        lang,
        "step-unique-loop",
        technique = step.technique.name_in(lang),
        pattern = list_and(lang, &pattern),
        shape = shape,
        digits = digits,
        why = why,
        removed = removed
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_boards::board_of;

    /// An empty board of the rules named as `--variant` names them.
    fn empty(names: &str) -> Board {
        board_of(names, &".".repeat(81))
    }

    /// Cell index of r`r`c`c` (one-based).
    fn at(r: usize, c: usize) -> usize {
        (r - 1) * 9 + c - 1
    }

    #[test]
    fn a_swap_must_keep_every_extra_house_and_move() {
        let pair = 0b11;
        // Window 1 (rows 2–4, columns 2–4) holds r2c2 alone of this rectangle: swapped,
        // its digit could meet the other one elsewhere in the window.
        let windoku = empty("windoku");
        let lone = [at(2, 2), at(2, 5), at(5, 5), at(5, 2)];
        assert!(!swap_keeps_rules(&windoku, &lone, pair));
        // Here window 1 holds r2c2 and r2c3, and window 5 (rows 1, 5 and 9 by columns 2
        // to 4) r5c3 and r5c2: each a pair of neighbours on the loop, whose digits swap.
        let paired = [at(2, 2), at(2, 3), at(5, 3), at(5, 2)];
        assert!(swap_keeps_rules(&windoku, &paired, pair));
        // A diagonal holding two opposite corners (the same digit) breaks it too.
        let x = empty("x");
        assert!(!swap_keeps_rules(
            &x,
            &[at(1, 1), at(1, 4), at(4, 4), at(4, 1)],
            pair
        ));
        assert!(swap_keeps_rules(
            &x,
            &[at(1, 2), at(1, 4), at(3, 4), at(3, 2)],
            pair
        ));
        // On an empty anti-king board every neighbour may still hold either digit.
        let king = empty("anti-king");
        assert!(!swap_keeps_rules(&king, &paired, pair));
        // A king's neighbour that shares a house with the loop cell may hold them: the
        // house holds the other digit in the loop cell's partner. Here the rectangle
        // r1c3, r1c5, r3c5, r3c3 on 1 and 2 has one neighbour outside its houses with
        // a candidate left, r2c4 (the other neighbours' 1 and 2 are removed)…
        let mut rect = empty("anti-king");
        let loop_cells = [at(1, 3), at(1, 5), at(3, 5), at(3, 3)];
        for c in 0..81usize {
            let near = loop_cells.iter().any(|&l| {
                let (dr, dc) = ((c / 9).abs_diff(l / 9), (c % 9).abs_diff(l % 9));
                dr <= 1 && dc <= 1
            });
            if near && !loop_cells.contains(&c) && c != at(1, 6) && c != at(2, 4) {
                rect.eliminate(cell(c), digit(0));
                rect.eliminate(cell(c), digit(1));
            }
        }
        assert!(!swap_keeps_rules(&rect, &loop_cells, pair));
        // …and with r2c4 off them too, r1c6 (row 1 with r1c5 and r1c3) no longer counts.
        rect.eliminate(cell(at(2, 4)), digit(0));
        rect.eliminate(cell(at(2, 4)), digit(1));
        assert!(swap_keeps_rules(&rect, &loop_cells, pair));
        let classic = Board::new(&crate::Grid::empty());
        assert!(swap_keeps_rules(&classic, &lone, pair));
    }
}
