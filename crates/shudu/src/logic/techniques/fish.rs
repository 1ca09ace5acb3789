//! Basic fish: in `n` base lines (columns, or rows) a digit's places all lie in `n` cover
//! lines of the other kind, so it leaves the rest of the cover lines (X-wing 3.2,
//! swordfish 3.8, jellyfish 5.2). No fins yet.
//!
//! As in Sudoku Explainer, columns are tried as base lines before rows, each base line
//! must hold at least two places, and a digit is only tried while it is missing from at
//! least `2n` lines (placed at most `9 - 2n` times).

use super::super::board::{Board, cell, digit};
use super::super::houses::HOUSE_CELLS;
use super::super::step::{Evidence, Step};
use super::super::technique::Technique;
use super::{Mode, bits, elimination_step, subsets};
use crate::logic::step::{Role, tag, tag_candidates};
use crate::words::{Lang, list_and, say};

/// Every fish of size `n` on the digits of `digits` (bit `d` for zero-based digit `d`;
/// a fish is of one digit, see `memory.rs`); with [`Mode::First`], the first only.
pub(super) fn find(board: &Board, n: u32, digits: u16, mode: Mode, out: &mut Vec<Step>) {
    let first_only = mode == Mode::First;
    let technique = match n {
        2 => Technique::XWing,
        3 => Technique::Swordfish,
        _ => Technique::Jellyfish,
    };
    let placed: [usize; 9] = std::array::from_fn(|d| board.placed_count(d));
    // Every line's places of every digit are read many times over (once per subset of
    // lines holding it), so they are computed once.
    let table = board.position_table();
    // (first house index of the base lines, of the cover lines): columns then rows.
    for (base, cover) in [(9, 0), (0, 9)] {
        // Per digit, the base lines that can take part: two places or more, and no more
        // than `n` (they all lie in the `n` cover lines).
        let eligible: [u16; 9] = std::array::from_fn(|d| {
            (0..9)
                .filter(|&l| (2..=n).contains(&table[base + l][d].count_ones()))
                .fold(0, |m, l| m | 1 << l)
        });
        for lines in subsets(9, n) {
            for (d, &placed_d) in placed.iter().enumerate() {
                if digits >> d & 1 == 0
                    || placed_d + 2 * n as usize > 9
                    || lines & !eligible[d] != 0
                {
                    continue;
                }
                let covers = bits(lines).fold(0, |c, l| c | table[base + l][d]);
                if covers.count_ones() != n {
                    continue;
                }
                let mut eliminations = Vec::new();
                let mut candidates = Vec::new();
                for c in bits(covers) {
                    let ps = table[cover + c][d];
                    for k in bits(ps) {
                        let target = (cell(HOUSE_CELLS[cover + c][k] as usize), digit(d));
                        if lines & (1 << k) == 0 {
                            eliminations.push(target);
                        } else {
                            candidates.push(target);
                        }
                    }
                }
                if eliminations.is_empty() {
                    continue;
                }
                eliminations.sort();
                candidates.sort();
                let houses = bits(lines)
                    .map(|l| (Role::Base, Board::house(base + l)))
                    .chain(bits(covers).map(|c| (Role::Cover, Board::house(cover + c))))
                    .collect();
                out.push(elimination_step(
                    technique,
                    eliminations,
                    Evidence {
                        houses,
                        cells: tag(Role::Pattern, candidates.iter().map(|c| c.0)),
                        candidates: tag_candidates(Role::Pattern, candidates),
                        digits: vec![digit(d)],
                        links: Vec::new(),
                        implied: Vec::new(),
                        named_houses: Vec::new(),
                        relations: Vec::new(),
                    },
                ));
                if first_only {
                    return;
                }
            }
        }
    }
}

/// The step in `lang`'s words (the text of [`Step::explain`]); `removed` words its
/// eliminations.
pub(in crate::logic) fn explain(step: &Step, lang: Lang, removed: &str) -> String {
    use crate::logic::Role;
    let ev = &step.evidence;
    let names = |role| -> Vec<String> {
        ev.houses_in(role)
            .into_iter()
            .map(|h| crate::HouseName::from(h).name_in(lang))
            .collect()
    };
    say!(
        lang,
        "step-fish",
        technique = step.technique.name_in(lang),
        digits = list_and(lang, &ev.digits),
        bases = list_and(lang, &names(Role::Base)),
        covers = list_and(lang, &names(Role::Cover)),
        removed = removed
    )
}
