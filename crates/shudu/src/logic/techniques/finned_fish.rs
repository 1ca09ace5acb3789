//! Finned and sashimi fish (player techniques, full repertoire only): in `n` base lines a
//! digit lies in `n` cover lines except for a few places, the fins, all in one box. If
//! no fin holds the digit the basic fish stands and the cover lines lose it elsewhere; if
//! a fin does, that box loses it elsewhere. Either way the cover lines' places outside
//! the base lines and inside the fins' box go. The fish is sashimi when a base line keeps
//! one place only in the cover lines (without its fins it would be no fish at all).
//!
//! Base lines are tried as columns then rows, like the basic fish (`fish.rs`); a fish
//! without fins is left to that finder. Every base line keeps a place in the cover lines
//! and every cover line holds a place of the base lines, so no smaller fish hides in it.

use super::super::board::{Board, cell, digit};
use super::super::houses::HOUSE_CELLS;
use super::super::step::{Evidence, Step};
use super::super::technique::Technique;
use super::{bits, elimination_step, subsets};
use crate::grid::layout::{BOX0, box_of};
use crate::logic::step::{Role, tag_candidates};
use crate::words::{Lang, list_and, say};
use crate::{Cell, Digit};

pub(super) fn find(board: &Board, n: u32, out: &mut Vec<Step>) {
    let (finned, sashimi) = match n {
        2 => (Technique::FinnedXWing, Technique::SashimiXWing),
        3 => (Technique::FinnedSwordfish, Technique::SashimiSwordfish),
        _ => (Technique::FinnedJellyfish, Technique::SashimiJellyfish),
    };
    let table = board.position_table();
    for (base, cover) in [(9, 0), (0, 9)] {
        for d in 0..9 {
            for lines in subsets(9, n) {
                if bits(lines).any(|l| table[base + l][d] == 0) {
                    continue;
                }
                let union = bits(lines).fold(0u16, |u, l| u | table[base + l][d]);
                let extra = union.count_ones().saturating_sub(n);
                if extra == 0 {
                    continue;
                }
                // The fins are the places outside the cover lines, in one box: their
                // cover positions lie in one group of three. So the cover lines are the
                // union less `extra` positions of one group.
                for group in [0b000_000_111u16, 0b000_111_000, 0b111_000_000] {
                    let room = union & group;
                    for fins in submasks(room).filter(|f| f.count_ones() == extra) {
                        let fish = Fish {
                            base,
                            cover,
                            d,
                            lines,
                            covers: union & !fins,
                        };
                        if let Some(step) = fish.step(table, finned, sashimi) {
                            out.push(step);
                        }
                    }
                }
            }
        }
    }
}

/// The non-empty submasks of `mask`, in decreasing order.
fn submasks(mask: u16) -> impl Iterator<Item = u16> {
    let mut next = mask;
    std::iter::from_fn(move || {
        let m = next;
        (m != 0).then(|| {
            next = (m - 1) & mask;
            m
        })
    })
}

/// One choice of base and cover lines for a digit.
struct Fish {
    base: usize,
    cover: usize,
    d: usize,
    lines: u16,
    covers: u16,
}

impl Fish {
    fn step(&self, table: &[[u16; 9]; 27], finned: Technique, sashimi: Technique) -> Option<Step> {
        let (base, cover, d) = (self.base, self.cover, self.d);
        let mut body_cover = 0u16;
        let mut fins: Vec<usize> = Vec::new();
        let mut body: Vec<(Cell, Digit)> = Vec::new();
        let mut thin = false;
        for l in bits(self.lines) {
            let places = table[base + l][d];
            let kept = places & self.covers;
            if kept == 0 {
                return None;
            }
            thin |= kept.count_ones() == 1;
            body_cover |= kept;
            for k in bits(places) {
                let i = HOUSE_CELLS[base + l][k] as usize;
                if kept & (1 << k) != 0 {
                    body.push((cell(i), digit(d)));
                } else {
                    fins.push(i);
                }
            }
        }
        if body_cover != self.covers || fins.is_empty() {
            return None;
        }
        let fin_box = box_of(fins[0]);
        if fins.iter().any(|&f| box_of(f) != fin_box) {
            return None;
        }
        let mut eliminations = Vec::new();
        for c in bits(self.covers) {
            for k in bits(table[cover + c][d]) {
                let i = HOUSE_CELLS[cover + c][k] as usize;
                if self.lines & (1 << k) == 0 && box_of(i) == fin_box {
                    eliminations.push((cell(i), digit(d)));
                }
            }
        }
        if eliminations.is_empty() {
            return None;
        }
        eliminations.sort();
        body.sort();
        let houses = bits(self.lines)
            .map(|l| (Role::Base, Board::house(base + l)))
            .chain(bits(self.covers).map(|c| (Role::Cover, Board::house(cover + c))))
            .chain([(Role::Fin, Board::house(BOX0 + fin_box))])
            .collect();
        let cells = body
            .iter()
            .map(|c| (Role::Pattern, c.0))
            .chain(fins.iter().map(|&f| (Role::Fin, cell(f))));
        Some(elimination_step(
            if thin { sashimi } else { finned },
            eliminations,
            Evidence {
                houses,
                cells: cells.collect(),
                candidates: tag_candidates(Role::Pattern, body),
                digits: vec![digit(d)],
                links: Vec::new(),
                implied: Vec::new(),
                named_houses: Vec::new(),
                relations: Vec::new(),
            },
        ))
    }
}

/// The step in `lang`'s words: the fish's lines, its fins and the two cases.
pub(in crate::logic) fn explain(step: &Step, lang: Lang, removed: &str) -> String {
    use crate::logic::Role;
    let ev = &step.evidence;
    let names = |role| -> Vec<String> {
        ev.houses_in(role)
            .into_iter()
            .map(|h| crate::HouseName::from(h).name_in(lang))
            .collect()
    };
    let fins = ev.cells_in(Role::Fin);
    say!(
        lang,
        "step-finned-fish",
        technique = step.technique.name_in(lang),
        digit = ev.digits[0].to_string(),
        bases = list_and(lang, &names(Role::Base)),
        covers = list_and(lang, &names(Role::Cover)),
        fin_count = fins.len(),
        fins = list_and(lang, &fins),
        fin_box = names(Role::Fin)[0].clone(),
        removed = removed
    )
}
