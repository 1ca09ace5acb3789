//! Unique rectangles and loops, type 3: the two loop cells with extra candidates share a
//! house, and their extras make a naked or hidden set there (Sudoku Explainer's rule, with
//! its ratings: the loop's rating plus 0.1 per naked digit beyond the first, or per hidden
//! cell beyond the first).
//!
//! One of the two cells `c1` and `c2` must hold one of its extra digits (else the loop is
//! deadly), so together they act as one cell holding just those extras:
//!
//! - Naked: with `n - 1` other cells of the house they hold only `n` digits; those digits
//!   go from the rest of the house.
//! - Hidden: the loop's two digits and `n - 2` others have, apart from one of `c1` and
//!   `c2`, only `c1` and `n - 1` other cells of the house; those other cells hold nothing
//!   else.
//!
//! Sets are searched by size from 2 to 7 (naked sets from the number of extra digits), in
//! box, row, column order, naked before hidden, as Sudoku Explainer does, so its first step
//! is listed first. Sudoku Explainer 1.2.1.3 (the `se121` profile) starts hidden sets at
//! the number of extra digits too, so it misses a hidden pair of the loop's digits when
//! the two cells hold three extras or more, which SukakuExplainer's search finds.
//! `unique_loops.rs` finds the loops and calls [`find`].

use super::super::board::Board;
use super::super::houses::HOUSE_CELLS;
use super::super::profile::SeProfile;
use super::{bits, subsets};

/// One type-3 deduction on a loop: the house, the set's digits and its cells other than
/// the loop's, and what goes.
pub(super) struct SetStep {
    pub(super) hidden: bool,
    pub(super) house: usize,
    pub(super) digits: u16,
    /// The set's cells besides `c1` and `c2`, as positions in the house.
    pub(super) positions: u16,
    pub(super) eliminations: Vec<(usize, usize)>,
    /// Tenths above the loop's rating.
    pub(super) bonus: u8,
}

/// The type-3 deductions of a loop on the digits `pair` whose only cells with extra
/// candidates are `c1` and `c2`, in Sudoku Explainer's order.
pub(super) fn find(
    board: &Board,
    profile: SeProfile,
    pair: u16,
    c1: usize,
    c2: usize,
    house_of_kind: fn(usize, usize) -> usize,
) -> Vec<SetStep> {
    let mut out = Vec::new();
    let extra = (board.mask(c1) | board.mask(c2)) & !pair;
    // SukakuExplainer's search (its "lkSudoku" fix) starts every set at two digits: a
    // hidden pair of the loop's digits may do, however many extras there are. 1.2.1.3's
    // starts hidden sets, as naked ones, at the number of extras.
    let hidden_from = if profile.loop_hidden_sets_from_extras() {
        extra.count_ones().max(2)
    } else {
        2
    };
    for degree in 2..=7 {
        for kind in 0..3 {
            let h = house_of_kind(c1, kind);
            if h != house_of_kind(c2, kind) {
                continue;
            }
            let cells = &HOUSE_CELLS[h];
            let at = |c: usize| cells.iter().position(|&x| x as usize == c).unwrap_or(9);
            let (k1, k2) = (at(c1), at(c2));
            let empty = board.empty_count(h) as u32;
            if degree * 2 <= empty && degree >= extra.count_ones() {
                naked(board, h, extra, (c1, c2), (k1, k2), degree, &mut out);
            }
            if degree * 2 < empty && degree >= hidden_from {
                hidden(board, h, pair, extra, (k1, k2), degree, &mut out);
            }
        }
    }
    out
}

/// Naked sets of `degree` cells: `c1` (standing for both loop cells, with their extra
/// digits) and `degree - 1` other cells of house `h`.
fn naked(
    board: &Board,
    h: usize,
    extra: u16,
    (c1, c2): (usize, usize),
    (k1, k2): (usize, usize),
    degree: u32,
    out: &mut Vec<SetStep>,
) {
    let cells = &HOUSE_CELLS[h];
    let mask = |k: usize| board.mask(cells[k] as usize);
    let in_both = extra & board.mask(c1) & board.mask(c2);
    for combo in subsets(9, degree) {
        if combo & (1 << k1) == 0 || combo & (1 << k2) != 0 {
            continue;
        }
        let others = combo & !(1 << k1);
        // Every other cell must be open with two candidates or more.
        if bits(others).any(|k| mask(k).count_ones() < 2) {
            continue;
        }
        let theirs = bits(others).fold(0u16, |m, k| m | mask(k));
        // Sudoku Explainer also asks that each extra digit outside the other cells be in
        // both loop cells.
        if (in_both | theirs).count_ones() != degree || (extra | theirs).count_ones() != degree {
            continue;
        }
        let digits = extra | theirs;
        let mut eliminations = Vec::new();
        for k in (0..9).filter(|&k| combo & (1 << k) == 0 && k != k2) {
            for d in bits(mask(k) & digits) {
                eliminations.push((cells[k] as usize, d));
            }
        }
        if !eliminations.is_empty() {
            out.push(SetStep {
                hidden: false,
                house: h,
                digits,
                positions: others,
                eliminations,
                bonus: degree as u8 - 1,
            });
        }
    }
}

/// Hidden sets of `degree` digits: the loop's two and `degree - 2` digits that are
/// neither the loop's nor extra, confined (apart from `c2`) to `c1` and `degree - 1`
/// other cells of house `h`.
fn hidden(
    board: &Board,
    h: usize,
    pair: u16,
    extra: u16,
    (k1, k2): (usize, usize),
    degree: u32,
    out: &mut Vec<SetStep>,
) {
    let rest: Vec<usize> = bits(0x1ff & !pair & !extra).collect();
    if degree - 2 > rest.len() as u32 {
        return;
    }
    let cells = &HOUSE_CELLS[h];
    for pick in subsets(rest.len() as u32, degree - 2) {
        let digits = bits(pick).fold(pair, |m, i| m | 1 << rest[i]);
        let mut union = 0u16;
        let mut every_digit_placed = true;
        for d in bits(digits) {
            let places = board.positions(h, d) & !(1 << k2);
            every_digit_placed &= places != 0;
            union |= places;
        }
        if !every_digit_placed || union.count_ones() != degree {
            continue;
        }
        let others = union & !(1 << k1) & !(1 << k2);
        let mut eliminations = Vec::new();
        for k in bits(others) {
            let c = cells[k] as usize;
            for d in bits(board.mask(c) & !digits) {
                eliminations.push((c, d));
            }
        }
        if !eliminations.is_empty() {
            out.push(SetStep {
                hidden: true,
                house: h,
                digits,
                positions: others,
                eliminations,
                bonus: others.count_ones() as u8 - 1,
            });
        }
    }
}

/// The step in words (the text of [`Step::explain`](crate::logic::Step::explain)): the loop, its two cells with
/// extras, and the naked or hidden set they make in a house; `removed` words its
/// eliminations.
pub(in crate::logic) fn explain(
    step: &crate::logic::Step,
    lang: crate::words::Lang,
    removed: &str,
) -> String {
    use crate::grid::{Digit, HouseName};
    use crate::logic::Role;
    use crate::logic::Technique;
    use crate::words::{list_and, say};
    let ev = &step.evidence;
    let shape = if step.technique.name().contains("Rectangle") {
        "rectangle"
    } else {
        "loop"
    };
    let pattern = ev.cells_in(Role::Pattern);
    let (pair, others) = (ev.cells_in(Role::Extra), ev.cells_in(Role::Support));
    let house = ev
        .houses_in(Role::Base)
        .first()
        .map_or(String::new(), |&h| HouseName::from(h).name_in(lang));
    let loop_digits: Vec<Digit> = ev.candidates.iter().take(2).map(|c| c.2).collect();
    let set_digits = list_and(lang, &ev.digits);
    let others = list_and(lang, &others);
    let set = match step.technique {
        Technique::UniqueRectangleType3 | Technique::UniqueLoopType3 => say!(
            lang,
            "step-unique-loop-naked-set",
            others = others,
            set_digits = set_digits,
            house = house
        ),
        _ => say!(
            lang,
            "step-unique-loop-hidden-set",
            others = others,
            set_digits = set_digits,
            house = house
        ),
    };
    say!(
        lang,
        "step-unique-loop-set",
        technique = step.technique.name_in(lang),
        pattern = list_and(lang, &pattern),
        shape = shape,
        loop_digits = list_and(lang, &loop_digits),
        pair = list_and(lang, &pair),
        set = set,
        removed = removed
    )
}
