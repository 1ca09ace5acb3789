//! Hidden sets: `n` digits whose places in a house are, together, exactly `n` cells
//! (pair 3.4, triplet 4.0, quad 5.4); those cells lose every other candidate. Also the
//! direct hidden pair (2.0) and triplet (2.5).
//!
//! As in Sudoku Explainer, each digit of the set has at least two places, and a house is
//! searched only when it has more than `2n` empty cells (otherwise the complementary naked
//! set is the simpler view). A direct hidden set is Sudoku Explainer's: searched in houses
//! with more than `n` empty cells, it counts only when, once the set's cells lose their
//! other candidates, some other digit has a single place left in the house; the step
//! removes those candidates and places that single.

use super::super::board::{Board, cell, digit};
use super::super::step::{Evidence, Step};
use super::super::technique::Technique;
use super::{Form, Mode, bits, tight_subsets};
use crate::logic::step::{Role, tag, tag_candidates};
use crate::words::{Lang, list_and, say};

/// Every hidden set of size `n` (direct or not); with [`Mode::First`], the first only.
pub(super) fn find(board: &Board, n: u32, form: Form, mode: Mode, out: &mut Vec<Step>) {
    let direct = form == Form::Direct;
    let first_only = mode == Mode::First;
    let technique = match (n, direct) {
        (2, true) => Technique::DirectHiddenPair,
        (_, true) => Technique::DirectHiddenTriplet,
        (2, false) => Technique::HiddenPair,
        (3, false) => Technique::HiddenTriplet,
        _ => Technique::HiddenQuad,
    };
    for &h in board.scan() {
        let house = board.house_cells(h);
        let empty = board.empty_count(h) as u32;
        if (direct && empty <= n) || (!direct && empty <= 2 * n) {
            continue;
        }
        let positions: [u16; 9] = std::array::from_fn(|d| board.positions(h, d));
        // A digit of the set has two places or more, and no more than `n` (the set's
        // places are `n` cells); a house with fewer such digits than `n` has none.
        let fit = (0..9)
            .filter(|&d| (2..=n).contains(&positions[d].count_ones()))
            .fold(0u16, |m, d| m | 1 << d);
        if fit.count_ones() < n {
            continue;
        }
        let mut found = [0u16; 126];
        let mut count = 0;
        tight_subsets(&positions, fit, n, &mut |digits| {
            found[count] = digits;
            count += 1;
        });
        for &digits in &found[..count] {
            let places = bits(digits).fold(0, |u, d| u | positions[d]);
            let mut eliminations = Vec::new();
            for k in bits(places) {
                let c = house[k] as usize;
                for d in bits(board.mask(c) & !digits) {
                    eliminations.push((cell(c), digit(d)));
                }
            }
            if eliminations.is_empty() {
                continue;
            }
            let placement = if direct {
                let single = (0..9).find(|&d| {
                    digits & (1 << d) == 0
                        && positions[d].count_ones() > 1
                        && (positions[d] & !places).count_ones() == 1
                });
                match single {
                    Some(d) => {
                        let k = (positions[d] & !places).trailing_zeros() as usize;
                        vec![(cell(house[k] as usize), digit(d))]
                    }
                    None => continue,
                }
            } else {
                Vec::new()
            };
            let cells: Vec<_> = bits(places).map(|k| cell(house[k] as usize)).collect();
            let candidates: Vec<_> = cells
                .iter()
                .flat_map(|&c| {
                    bits(digits)
                        .filter(move |&d| board.has(c, digit(d)))
                        .map(move |d| (c, digit(d)))
                })
                .collect();
            // Sudoku Explainer's direct step only places its digit: the eliminations that
            // lead to it stay evidence.
            let (eliminations, implied) = if direct {
                (Vec::new(), eliminations)
            } else {
                (eliminations, Vec::new())
            };
            let (houses, named_houses) = board.evidence_houses([(Role::Base, h)]);
            out.push(Step {
                technique,
                placements: placement,
                eliminations,
                evidence: Evidence {
                    houses,
                    cells: tag(Role::Pattern, cells),
                    candidates: tag_candidates(Role::Pattern, candidates),
                    digits: bits(digits).map(digit).collect(),
                    links: Vec::new(),
                    implied,
                    named_houses,
                    relations: Vec::new(),
                },
                bonus_tenths: 0,
            });
            if first_only {
                return;
            }
        }
    }
}

/// The step in `lang`'s words (the text of [`Step::explain`]); `removed` words its
/// eliminations.
pub(in crate::logic) fn explain(step: &Step, lang: Lang, removed: &str) -> String {
    use crate::logic::step::{house_at, placement};
    let ev = &step.evidence.plain();
    let text = say!(
        lang,
        "step-hidden-set",
        house = house_at(&step.evidence, 0, lang),
        digits = list_and(lang, &ev.digits),
        cells = list_and(lang, &ev.cells),
        removed = removed
    );
    if step.placements.is_empty() {
        return text;
    }
    say!(
        lang,
        "step-hidden-set-then",
        text = text,
        placement = placement(step, lang),
        house = house_at(&step.evidence, 0, lang)
    )
}
