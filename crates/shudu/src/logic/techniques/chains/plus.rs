//! The "advanced" implications of Sudoku Explainer's "Dynamic Forcing Chains (+)": when a
//! dynamic chain's plain implications stall, four rules look at the board as the chain
//! has made it — intersections (pointing and claiming), hidden pairs, naked pairs and
//! X-wings, in that order — and the eliminations of the first rule that has any (with
//! default settings, Sudoku Explainer uses these four and no more) become "off"
//! potentials of the chain. Their parents are the candidates the chain removed that the
//! pattern needed gone: a pattern that holds on the starting board adds nothing.
//!
//! Each rule lists its patterns in Sudoku Explainer's scan order, so that a candidate two
//! patterns remove gets the parents of the same one. `nested.rs` adds the chaining rules
//! of the nested levels after these four.
//!
//! Where cells see each other beyond rows, columns and boxes (extra houses, a knight's or
//! king's move), Sudoku Explainer's variant mode uses its generalised rules instead: the
//! generalised intersection in place of pointing and claiming (a digit's two to six
//! places in a house, all seen by one cell, leave it), hidden pairs in the extra houses
//! too, and naked pairs that clear every cell seeing both cells of the pair.

use super::super::super::board::Board;
use super::super::super::houses::{HOUSE_CELLS, HOUSE_SETS, set_cells};
use super::super::{bits, subsets};
use super::graph::{Grid, Pot, pot};
use crate::grid::CellSet;
use crate::grid::layout::{BOX0, COL0, ROW0, box_house, col_house, row_house};

/// An elimination a rule makes on the chain's board, and the "off" potentials (removed
/// by the chain) it relies on.
#[derive(Clone)]
pub(super) struct Implied {
    pub(super) pot: Pot,
    pub(super) parents: Vec<Pot>,
    /// For an elimination made by a nested chain: that chain's complexity and a
    /// fingerprint telling it from other chains (a chain used twice counts once).
    pub(super) nested: Option<(usize, u64)>,
}

/// One pattern: the candidates it removes (cell, digit) and its parents.
struct Pattern {
    removes: Vec<(usize, usize)>,
    parents: Vec<Pot>,
}

/// A rule: appends its patterns on the chain's board (`initial` and `current` as in
/// [`basic`]).
type Rule = fn(&Board, &Grid, &Grid, &mut Vec<Pattern>);

/// Rows 0–8, columns 9–17, boxes 18–26, as in `houses.rs`.
const ROW: usize = ROW0;
const COLUMN: usize = COL0;
const BOX: usize = BOX0;

/// The implications of the first of the four rules with any: `initial` is the board the
/// chain started from, `current` the candidates left as it stands.
pub(super) fn basic(board: &Board, initial: &Grid, current: &Grid, out: &mut Vec<Implied>) {
    let rules: [Rule; 4] = if board.rules().is_some_and(|l| l.extended) {
        [
            generalized_intersections,
            hidden_pairs,
            generalized_naked_pairs,
            x_wings,
        ]
    } else {
        [intersections, hidden_pairs, naked_pairs, x_wings]
    };
    let mut found = Vec::new();
    for rule in rules {
        found.clear();
        rule(board, initial, current, &mut found);
        let before = out.len();
        for p in found.drain(..) {
            if p.parents.is_empty() {
                continue;
            }
            for &(c, d) in &p.removes {
                out.push(Implied {
                    pot: pot(c, d, false),
                    parents: p.parents.clone(),
                    nested: None,
                });
            }
        }
        if out.len() > before {
            return;
        }
    }
}

/// Digit `d`'s candidates of house `h` the chain removed.
fn removed(initial: &Grid, current: &Grid, h: usize, d: usize) -> CellSet {
    initial.places(h, d) - current.places(h, d)
}

/// Pointing and claiming: a digit of one house confined to its intersection with another
/// leaves the rest of the other. Sudoku Explainer pairs boxes with columns, boxes with
/// rows, columns with boxes, then rows with boxes, each digit in turn.
fn intersections(_: &Board, initial: &Grid, current: &Grid, out: &mut Vec<Pattern>) {
    for (first, second) in [(BOX, COLUMN), (BOX, ROW), (COLUMN, BOX), (ROW, BOX)] {
        for d in 0..9 {
            for i1 in 0..9 {
                let h1 = first + i1;
                let places = current.places(h1, d);
                if places.len() < 2 {
                    continue;
                }
                // The one house of the second kind that can hold every place: the one
                // through the first (houses of one kind are disjoint).
                let Some(first_place) = places.first_index() else {
                    continue;
                };
                let h2 = house_through(second, first_place);
                if !places.is_subset(HOUSE_SETS[h2]) {
                    continue;
                }
                let gone = current.places(h2, d) - HOUSE_SETS[h1];
                if gone.is_empty() {
                    continue;
                }
                let needed = removed(initial, current, h1, d) - HOUSE_SETS[h2];
                out.push(Pattern {
                    removes: set_cells(gone).map(|c| (c, d)).collect(),
                    parents: set_cells(needed).map(|c| pot(c, d, false)).collect(),
                });
            }
        }
    }
}

/// The house of kind `kind` (`ROW`, `COLUMN` or `BOX`) through cell `c`.
fn house_through(kind: usize, c: usize) -> usize {
    match kind {
        ROW => row_house(c),
        COLUMN => col_house(c),
        _ => box_house(c),
    }
}

/// Houses in Sudoku Explainer's order for sets: boxes, columns, rows, then a variant's
/// extra houses.
fn set_houses(board: &Board) -> impl Iterator<Item = usize> {
    (BOX..BOX + 9)
        .chain(COLUMN..COLUMN + 9)
        .chain(ROW..ROW + 9)
        .chain(27..board.house_count())
}

/// The extra houses of a variant board, kind by kind (disjoint groups, windows, the main
/// diagonal, the anti-diagonal, extra regions), as ranges of house indices.
fn extra_kinds(board: &Board) -> Vec<std::ops::Range<usize>> {
    let Some(layout) = board.rules() else {
        return Vec::new();
    };
    let mut kinds: Vec<std::ops::Range<usize>> = Vec::new();
    for h in 27..layout.houses.len() {
        let kind = std::mem::discriminant(&layout.houses[h].name);
        match kinds.last_mut() {
            Some(last) if std::mem::discriminant(&layout.houses[last.start].name) == kind => {
                last.end = h + 1;
            }
            _ => kinds.push(h..h + 1),
        }
    }
    kinds
}

/// Sudoku Explainer's generalised intersection: a digit's two to six places in a house,
/// all seen by one cell, leave that cell. Houses kind by kind (boxes, rows, columns, then
/// the extras), each kind digit by digit.
fn generalized_intersections(
    board: &Board,
    initial: &Grid,
    current: &Grid,
    out: &mut Vec<Pattern>,
) {
    let mut kinds = vec![BOX..BOX + 9, ROW..ROW + 9, COLUMN..COLUMN + 9];
    kinds.extend(extra_kinds(board));
    for kind in kinds {
        for d in 0..9 {
            for h in kind.clone() {
                let places = current.places(h, d);
                if !(2..=6).contains(&places.len()) {
                    continue;
                }
                let seen = set_cells(places).fold(CellSet::ALL, |s, c| s & board.peer_set(c));
                let gone = (seen - places) & current.cells[d];
                if gone.is_empty() {
                    continue;
                }
                let needed = removed(initial, current, h, d);
                out.push(Pattern {
                    removes: set_cells(gone).map(|c| (c, d)).collect(),
                    parents: set_cells(needed).map(|c| pot(c, d, false)).collect(),
                });
            }
        }
    }
}

/// Sudoku Explainer's generalised naked pairs: two cells of a house with the same two
/// candidates (and no other) clear those digits from every cell that sees both. Houses
/// of four or more empty cells, in the order of [`set_houses`].
fn generalized_naked_pairs(board: &Board, initial: &Grid, current: &Grid, out: &mut Vec<Pattern>) {
    naked_pairs_clearing(board, initial, current, out, |_, cells| {
        board.peer_set(cells[0]) & board.peer_set(cells[1])
    });
}

/// Two digits with the same two places (and no other) in a house: those two cells lose
/// their other candidates. Sudoku Explainer looks only in houses of five or more empty
/// cells.
fn hidden_pairs(board: &Board, initial: &Grid, current: &Grid, out: &mut Vec<Pattern>) {
    for h in set_houses(board) {
        if board.empty_count(h) <= 4 {
            continue;
        }
        // Two digits whose places each number at least two and together two have the
        // same two places: each digit's places when exactly two, else none.
        let two: [CellSet; 9] = std::array::from_fn(|d| {
            let places = current.places(h, d);
            if places.len() == 2 {
                places
            } else {
                CellSet::EMPTY
            }
        });
        let paired = (0..9)
            .filter(|&d| !two[d].is_empty())
            .fold(0, |m, d| m | 1 << d);
        for pair in pairs_of(paired) {
            let digits = [
                pair.trailing_zeros() as usize,
                15 - pair.leading_zeros() as usize,
            ];
            let union = two[digits[0]];
            if two[digits[1]] != union {
                continue;
            }
            let mut removes = Vec::new();
            for c in set_cells(union) {
                for e in bits(current.masks[c] & !pair) {
                    removes.push((c, e));
                }
            }
            if removes.is_empty() {
                continue;
            }
            let mut parents = Vec::new();
            for &c in board.house_cells(h) {
                let c = c as usize;
                if union.has_index(c) {
                    continue;
                }
                for &d in &digits {
                    if initial.has(c, d) {
                        parents.push(pot(c, d, false));
                    }
                }
            }
            out.push(Pattern { removes, parents });
        }
    }
}

/// Two cells of a house with the same two candidates (and no other): the house's other
/// cells lose them. Sudoku Explainer looks only in houses of four or more empty cells.
fn naked_pairs(board: &Board, initial: &Grid, current: &Grid, out: &mut Vec<Pattern>) {
    naked_pairs_clearing(board, initial, current, out, |house, cells| {
        house
            .iter()
            .map(|&o| o as usize)
            .filter(|o| !cells.contains(o))
            .fold(CellSet::EMPTY, |set, o| set.with_index(o))
    });
}

/// The naked pairs of every house of four or more empty cells, in the order of
/// [`set_houses`]: two cells whose candidates are the same two digits, which leave the
/// cells `victims` names (given the house's cells and the pair's).
fn naked_pairs_clearing(
    board: &Board,
    initial: &Grid,
    current: &Grid,
    out: &mut Vec<Pattern>,
    victims: impl Fn(&[u8; 9], [usize; 2]) -> CellSet,
) {
    for h in set_houses(board) {
        if board.empty_count(h) < 4 {
            continue;
        }
        let house = board.house_cells(h);
        // Each cell's candidates when exactly two, else none: a pair is two cells with
        // the same non-empty entry.
        let two: [u16; 9] = std::array::from_fn(|i| {
            let mask = current.masks[house[i] as usize];
            if mask.count_ones() == 2 { mask } else { 0 }
        });
        let paired = (0..9).filter(|&i| two[i] != 0).fold(0, |m, i| m | 1 << i);
        for pair in pairs_of(paired) {
            let (i1, i2) = (
                pair.trailing_zeros() as usize,
                15 - pair.leading_zeros() as usize,
            );
            let union = two[i1];
            if two[i2] != union {
                continue;
            }
            let cells = [house[i1] as usize, house[i2] as usize];
            let mut removes = Vec::new();
            for o in set_cells(victims(house, cells)) {
                for d in bits(current.masks[o] & union) {
                    removes.push((o, d));
                }
            }
            if removes.is_empty() {
                continue;
            }
            let mut parents = Vec::new();
            for &c in &cells {
                for e in bits(initial.masks[c] & !union) {
                    parents.push(pot(c, e, false));
                }
            }
            out.push(Pattern { removes, parents });
        }
    }
}

/// The masks of two bits of `allowed`, in increasing order (that of `subsets(9, 2)`).
fn pairs_of(allowed: u16) -> impl Iterator<Item = u16> {
    bits(allowed).flat_map(move |high| {
        bits(allowed & ((1 << high) - 1)).map(move |low| 1 << low | 1 << high)
    })
}

/// A digit confined to the same two places in two columns (or rows) leaves the rest of
/// the two rows (or columns) through them. Sudoku Explainer tries columns as base lines
/// first, every pair of lines, each digit in turn, when at least four of the digit's
/// nine cells are unsolved.
fn x_wings(board: &Board, initial: &Grid, current: &Grid, out: &mut Vec<Pattern>) {
    // Digit d's places along line i of each kind (bit k: the line's k-th cell), read once.
    let mut along = [[[0u16; 9]; 9]; 2];
    for (kind, base) in [COLUMN, ROW].into_iter().enumerate() {
        for (i, line) in along[kind].iter_mut().enumerate() {
            for (k, &c) in HOUSE_CELLS[base + i].iter().enumerate() {
                for d in bits(current.masks[c as usize]) {
                    line[d] |= 1 << k;
                }
            }
        }
    }
    // The digits Sudoku Explainer looks at: at least four of their cells unsolved.
    let open = (0..9)
        .filter(|&d| board.placed_count(d) + 4 <= 9)
        .fold(0u16, |m, d| m | 1 << d);
    for (kind, (base, cover)) in [(COLUMN, ROW), (ROW, COLUMN)].into_iter().enumerate() {
        // Per line, the digits with exactly two places along it: both lines of an X-wing
        // have the same two.
        let twos: [u16; 9] = std::array::from_fn(|i| {
            (0..9)
                .filter(|&d| along[kind][i][d].count_ones() == 2)
                .fold(0, |m, d| m | 1 << d)
                & open
        });
        for lines in subsets(9, 2) {
            let (i1, i2) = (
                lines.trailing_zeros() as usize,
                15 - lines.leading_zeros() as usize,
            );
            let (line1, line2) = (&along[kind][i1], &along[kind][i2]);
            for d in bits(twos[i1] & twos[i2]) {
                // Both lines' two places, the same two.
                let positions = line1[d];
                if line2[d] != positions {
                    continue;
                }
                let base_set = HOUSE_SETS[base + i1] | HOUSE_SETS[base + i2];
                let cover_set =
                    bits(positions).fold(CellSet::EMPTY, |s, i| s | HOUSE_SETS[cover + i]);
                let gone = (cover_set - base_set) & current.cells[d];
                if gone.is_empty() {
                    continue;
                }
                let mut parents = Vec::new();
                for i in [i1, i2] {
                    let needed = removed(initial, current, base + i, d) - cover_set;
                    parents.extend(set_cells(needed).map(|c| pot(c, d, false)));
                }
                out.push(Pattern {
                    removes: set_cells(gone).map(|c| (c, d)).collect(),
                    parents,
                });
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::graph::{is_on, pot_cell, pot_digit};
    use super::*;
    use crate::Grid as Puzzle;

    #[test]
    fn pairs_of_a_mask_come_in_the_order_of_every_pair() {
        for allowed in 0..1u16 << 9 {
            let every: Vec<u16> = subsets(9, 2).filter(|p| p & !allowed == 0).collect();
            assert_eq!(pairs_of(allowed).collect::<Vec<_>>(), every, "{allowed:#b}");
        }
    }

    #[test]
    fn a_pattern_the_chain_made_relies_on_what_it_removed() {
        let board = Board::new(&Puzzle::empty());
        let initial = Grid::of(&board);
        let mut out = Vec::new();
        basic(&board, &initial, &initial, &mut out);
        assert!(
            out.is_empty(),
            "nothing on the starting board relies on the chain"
        );

        // The chain leaves r1c1 and r1c2 only 1 and 2: a naked pair in box 1 and row 1.
        let mut current = initial.clone();
        for c in [0, 1] {
            for d in 2..9 {
                current.remove(c, d);
            }
        }
        basic(&board, &initial, &current, &mut out);
        assert!(!out.is_empty());
        let expected: Vec<Pot> = [0, 1]
            .into_iter()
            .flat_map(|c| (2..9).map(move |d| pot(c, d, false)))
            .collect();
        for i in &out {
            let (c, d) = (pot_cell(i.pot), pot_digit(i.pot));
            assert!(!is_on(i.pot) && d < 2 && c > 1 && (c < 9 || c % 9 < 3 && c < 27));
            assert_eq!(i.parents, expected);
            assert!(i.nested.is_none());
        }
        // Box 1 is scanned before row 1, so its cells come first.
        assert_eq!(pot_cell(out[0].pot), 2);
        assert!(out.iter().any(|i| pot_cell(i.pot) == 8));
        assert!(out.iter().any(|i| pot_cell(i.pot) == 20));
    }
}
