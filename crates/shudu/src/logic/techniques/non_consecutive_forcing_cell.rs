//! The non-consecutive forcing cell (2.4, non-consecutive boards only), Sudoku
//! Explainer's "NC forcing cell" rule: a cell whose two or three candidates lie close
//! together (4 and 5, 4 and 6, or 3, 4 and 5) takes from its orthogonal neighbours every
//! digit that each of its candidates either is or sits next to. Whichever candidate the
//! cell holds, such a digit in a neighbour would repeat it in their shared row or column,
//! or be consecutive to it: r5c5 holding 4 or 5 leaves r5c6 neither 4 nor 5; r5c5 holding
//! 4 or 6 (or 3 to 5) leaves it without 5.
//!
//! Searched in Sudoku Explainer's order, cell by cell from r1c1 to r9c9, one step per
//! cell with all its neighbours' eliminations. A cell of one candidate is a naked single
//! (2.3, tried first); four or more candidates can never all lie within one of a digit.
//!
//! Read next: `non_consecutive.rs` (the locked non-consecutive rule, 2.5, tried next),
//! `board_rules.rs` (`orthogonal_neighbours`).

use super::super::board::{Board, cell, digit};
use super::super::board_rules::orthogonal_neighbours;
use super::super::step::{Evidence, Step, tag, tag_candidates};
use super::super::technique::Technique;
use super::{Mode, bits, elimination_step};
use crate::logic::step::Role;
use crate::words::{Lang, list_either, say};

/// The digits (as a mask, bit `d` for zero-based digit `d`) that every digit of `mask`
/// either is or sits next to, for a mask of two or three digits; empty otherwise.
///
/// ```text
/// mask 0b0_0001_1000 (4, 5)    → 0b0_0001_1000 (4, 5)
/// mask 0b0_0010_1000 (4, 6)    → 0b0_0001_0000 (5)
/// mask 0b0_0001_1100 (3, 4, 5) → 0b0_0000_1000 (4)
/// ```
fn forced_away(mask: u16) -> u16 {
    if !(2..=3).contains(&mask.count_ones()) {
        return 0;
    }
    // Bit d of `around` is set when digit d is a candidate or next to one; a digit
    // qualifies when that holds for every candidate, so intersect over them.
    bits(mask).fold(0x1ff, |kept, d| {
        let around = (0b111u16 << d >> 1) & 0x1ff;
        kept & around
    })
}

/// Every forcing-cell step; with [`Mode::First`], the first only.
pub(super) fn find(board: &Board, mode: Mode, out: &mut Vec<Step>) {
    if !board.rules().is_some_and(|l| l.non_consecutive) {
        return;
    }
    for i in 0..81 {
        let away = forced_away(board.mask(i));
        if away == 0 {
            continue;
        }
        let mut eliminations: Vec<_> = orthogonal_neighbours(i)
            .flat_map(|n| bits(board.mask(n) & away).map(move |d| (cell(n), digit(d))))
            .collect();
        // In reading order (the neighbours come above, below, left, right).
        eliminations.sort_unstable();
        if eliminations.is_empty() {
            continue;
        }
        out.push(elimination_step(
            Technique::NonConsecutiveForcingCell,
            eliminations,
            evidence(board, i, away),
        ));
        if mode == Mode::First {
            return;
        }
    }
}

/// The forcing cell and its candidates as the pattern, the digits its neighbours lose,
/// and the rule that links it to them.
fn evidence(board: &Board, i: usize, away: u16) -> Evidence {
    // Neighbours share a row or column, which no relation needs to name; what is named
    // is the rule beyond the houses.
    let mut neighbours: Vec<usize> = orthogonal_neighbours(i).collect();
    neighbours.sort_unstable();
    let relations: Vec<crate::words::Phrase> = neighbours
        .into_iter()
        .filter(|&n| board.mask(n) & away != 0)
        .map(|n| {
            crate::logic::step::relation(cell(i), cell(n), crate::logic::step::Apart::Neighbours)
        })
        .collect();
    Evidence {
        houses: Vec::new(),
        cells: tag(Role::Pattern, [cell(i)]),
        candidates: tag_candidates(
            Role::Pattern,
            bits(board.mask(i)).map(|d| (cell(i), digit(d))),
        ),
        digits: bits(away).map(digit).collect(),
        links: Vec::new(),
        implied: Vec::new(),
        named_houses: Vec::new(),
        relations,
    }
}

/// The step in `lang`'s words (the text of [`Step::explain`]); `removed` words its
/// eliminations.
pub(in crate::logic) fn explain(step: &Step, lang: Lang, removed: &str) -> String {
    let ev = &step.evidence;
    let at = ev.cells_in(Role::Pattern);
    let candidates: Vec<_> = ev.candidates.iter().map(|&(_, _, d)| d).collect();
    let lost = match &ev.digits[..] {
        [one] => say!(lang, "nc-lost-one", digit = one.to_string()),
        [a, b] => say!(
            lang,
            "nc-lost-two",
            first = a.to_string(),
            second = b.to_string()
        ),
        more => say!(lang, "nc-lost-more", digits = list_either(lang, more)),
    };
    say!(
        lang,
        "step-non-consecutive-forcing-cell",
        cell = at.first().map_or(String::new(), ToString::to_string),
        candidates = list_either(lang, &candidates),
        lost = lost,
        removed = removed
    )
}

#[cfg(test)]
mod tests {
    use super::super::super::board::Board;
    use super::super::Mode;
    use super::{find, forced_away};
    use crate::logic::Technique;
    use crate::test_boards::board_of;
    use crate::{Cell, Digit};

    /// An empty board with the non-consecutive rule (or none), every candidate open.
    fn empty(non_consecutive: bool) -> Board {
        let names = if non_consecutive {
            "non-consecutive"
        } else {
            ""
        };
        board_of(names, &".".repeat(81))
    }

    /// Leaves `cell` (row, column, one-based) only the candidates `keep`.
    fn restrict(board: &mut Board, (r, c): (usize, usize), keep: &[u8]) {
        let cell = Cell::new(r - 1, c - 1).expect("on the board");
        for d in (1..=9).filter(|d| !keep.contains(d)) {
            board.eliminate(cell, Digit::new(d).expect("a digit"));
        }
    }

    /// The eliminations of every step, as "r4c5-4".
    fn outcomes(board: &Board) -> Vec<Vec<String>> {
        let mut out = Vec::new();
        find(board, Mode::Every, &mut out);
        out.iter()
            .map(|s| {
                assert_eq!(s.technique, Technique::NonConsecutiveForcingCell);
                assert!(s.placements.is_empty());
                s.eliminations
                    .iter()
                    .map(|(c, d)| format!("{c}-{d}"))
                    .collect()
            })
            .collect()
    }

    #[test]
    fn a_consecutive_pair_leaves_its_neighbours_without_either_digit() {
        let mut board = empty(true);
        restrict(&mut board, (5, 5), &[4, 5]);
        let expected = [
            "r4c5-4", "r4c5-5", "r5c4-4", "r5c4-5", "r5c6-4", "r5c6-5", "r6c5-4", "r6c5-5",
        ];
        assert_eq!(outcomes(&board), [expected.map(String::from).to_vec()]);
        let mut steps = Vec::new();
        find(&board, Mode::First, &mut steps);
        assert_eq!(
            steps[0].explain(),
            "r5c5 can only be 4 or 5, and whichever it is, 4 and 5 are each that digit or \
             one away from it, which a cell next to it (sharing its row or column) cannot \
             hold: r4c5, r5c4, r5c6 and r6c5 cannot be 4 or 5"
        );
        assert_eq!(steps[0].evidence.relations.len(), 4);
    }

    #[test]
    fn a_corner_gap_or_a_run_of_three_takes_the_middle_digit() {
        let mut board = empty(true);
        restrict(&mut board, (1, 1), &[4, 6]);
        restrict(&mut board, (9, 9), &[7, 8, 9]);
        assert_eq!(
            outcomes(&board),
            [
                vec!["r1c2-5".to_string(), "r2c1-5".to_string()],
                vec!["r8c9-8".to_string(), "r9c8-8".to_string()],
            ]
        );
        // Mode::First stops at the first cell in reading order.
        let mut steps = Vec::new();
        find(&board, Mode::First, &mut steps);
        assert_eq!(steps.len(), 1);
    }

    #[test]
    fn nothing_without_the_rule_far_apart_digits_or_nothing_left_to_take() {
        // No rule: the same cell takes nothing.
        let mut classic = empty(false);
        restrict(&mut classic, (5, 5), &[4, 5]);
        assert!(outcomes(&classic).is_empty());
        // Too far apart, or four candidates.
        let mut board = empty(true);
        restrict(&mut board, (5, 5), &[4, 7]);
        restrict(&mut board, (2, 2), &[3, 4, 5, 6]);
        assert!(outcomes(&board).is_empty());
        // The neighbours already lack the digit.
        restrict(&mut board, (7, 7), &[2, 4]);
        for (r, c) in [(6, 7), (8, 7), (7, 6), (7, 8)] {
            restrict(&mut board, (r, c), &[1, 6, 7, 8, 9]);
        }
        assert!(outcomes(&board).is_empty());
    }

    #[test]
    fn close_pairs_and_triples_force_the_digits_each_candidate_is_or_touches() {
        // Zero-based bits: 3 is digit 4.
        let digits = |ds: &[u16]| ds.iter().fold(0u16, |m, d| m | 1 << (d - 1));
        assert_eq!(forced_away(digits(&[4, 5])), digits(&[4, 5]));
        assert_eq!(forced_away(digits(&[4, 6])), digits(&[5]));
        assert_eq!(forced_away(digits(&[3, 4, 5])), digits(&[4]));
        assert_eq!(forced_away(digits(&[1, 2])), digits(&[1, 2]));
        assert_eq!(forced_away(digits(&[8, 9])), digits(&[8, 9]));
        assert_eq!(forced_away(digits(&[7, 9])), digits(&[8]));
        // Too far apart, a single, or too many: nothing (no 9-1 wrap).
        assert_eq!(forced_away(digits(&[4, 7])), 0);
        assert_eq!(forced_away(digits(&[1, 9])), 0);
        assert_eq!(forced_away(digits(&[3, 4, 6])), 0);
        assert_eq!(forced_away(digits(&[5])), 0);
        assert_eq!(forced_away(digits(&[3, 4, 5, 6])), 0);
    }
}
