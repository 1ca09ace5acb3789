//! Intersections: pointing (a digit's places in a box all on one line, 2.6) and claiming
//! (a digit's places in a line all in one box, 2.8), and their direct forms (1.7, 1.9).
//!
//! A direct pointing or claiming is Sudoku Explainer's: the intersection counts only when
//! its eliminations leave a hidden single for the same digit in another house of the
//! first house's kind (another box for pointing, another parallel line for claiming); the
//! step then removes the candidates and places that single.

use super::super::board::{Board, cell, digit};
use super::super::houses::{HOUSE_SETS, set_cells};
use super::super::step::{Evidence, Step};
use super::super::technique::Technique;
use super::eliminations_of;

/// House index ranges of the pairs (first house, crossing house) Sudoku Explainer scans,
/// in its order: box with column, box with row (pointing); column with box, row with box
/// (claiming).
const POINTING: [(usize, usize); 2] = [(18, 9), (18, 0)];
const CLAIMING: [(usize, usize); 2] = [(9, 18), (0, 18)];

pub(super) fn find(board: &Board, pointing: bool, direct: bool, out: &mut Vec<Step>) {
    let technique = match (pointing, direct) {
        (true, true) => Technique::DirectPointing,
        (false, true) => Technique::DirectClaiming,
        (true, false) => Technique::Pointing,
        (false, false) => Technique::Claiming,
    };
    let kinds = if pointing { POINTING } else { CLAIMING };
    // Each digit's places are read 18 times below; one pass over the cells serves all.
    let digit_sets = board.digit_sets();
    for (first, second) in kinds {
        for (d, &places) in digit_sets.iter().enumerate() {
            for (r1, &set1) in HOUSE_SETS.iter().enumerate().skip(first).take(9) {
                let in_r1 = places & set1;
                if in_r1.count_ones() < 2 {
                    continue;
                }
                for (r2, &set2) in HOUSE_SETS.iter().enumerate().skip(second).take(9) {
                    let cross = set1 & set2;
                    if cross == 0 || in_r1 & !cross != 0 {
                        continue;
                    }
                    let removed = places & set2 & !set1;
                    if removed == 0 {
                        continue;
                    }
                    let evidence = |r3: Option<usize>, implied: Vec<_>| Evidence {
                        houses: [Some(r1), Some(r2), r3]
                            .into_iter()
                            .flatten()
                            .map(Board::house)
                            .collect(),
                        cells: set_cells(in_r1).map(cell).collect(),
                        candidates: set_cells(in_r1).map(|i| (cell(i), digit(d))).collect(),
                        digits: vec![digit(d)],
                        links: Vec::new(),
                        implied,
                    };
                    if !direct {
                        out.push(Step {
                            technique,
                            placements: Vec::new(),
                            eliminations: eliminations_of(removed, d),
                            evidence: evidence(None, Vec::new()),
                            bonus_tenths: 0,
                        });
                        continue;
                    }
                    for (r3, &set3) in HOUSE_SETS.iter().enumerate().skip(first).take(9) {
                        if r3 == r1 || set3 & set2 == 0 {
                            continue;
                        }
                        let in_r3 = places & set3;
                        let left = in_r3 & !set2;
                        if in_r3.count_ones() > 1 && left.count_ones() == 1 {
                            let target = cell(left.trailing_zeros() as usize);
                            // Sudoku Explainer's direct step only places its digit.
                            out.push(Step {
                                technique,
                                placements: vec![(target, digit(d))],
                                eliminations: Vec::new(),
                                evidence: evidence(Some(r3), eliminations_of(removed, d)),
                                bonus_tenths: 0,
                            });
                        }
                    }
                }
            }
        }
    }
}
