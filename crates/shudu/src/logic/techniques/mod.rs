//! The finders, one file per technique (or per family of sizes: pairs, triplets and quads
//! share one), and [`find`], the one registry that maps each [`Technique`] to its finder.
//!
//! Every finder has the signature `fn(&Board, &mut Vec<Step>)` and appends every step of
//! its technique it sees, listing first the one Sudoku Explainer would take (houses in
//! its scan order: boxes, columns, rows). Finders only read the board.
//!
//! Read next: `singles.rs` … `wings.rs`, in the order of [`Technique::ALL`].

mod fish;
mod hidden_sets;
mod intersections;
mod naked_sets;
mod singles;
mod strong_links;
mod wings;

use super::board::{Board, cell, digit};
use super::step::{Evidence, Step};
use super::technique::Technique;

/// Appends to `out` every step of `technique` on `board`.
pub(crate) fn find(board: &Board, technique: Technique, out: &mut Vec<Step>) {
    match technique {
        Technique::FullHouse => singles::full_houses(board, out),
        Technique::HiddenSingleBox => singles::hidden_singles(board, true, out),
        Technique::HiddenSingleLine => singles::hidden_singles(board, false, out),
        Technique::NakedSingle => singles::naked_singles(board, out),
        Technique::DirectPointing => intersections::find(board, true, true, out),
        Technique::DirectClaiming => intersections::find(board, false, true, out),
        Technique::Pointing => intersections::find(board, true, false, out),
        Technique::Claiming => intersections::find(board, false, false, out),
        Technique::DirectHiddenPair => hidden_sets::find(board, 2, true, out),
        Technique::DirectHiddenTriplet => hidden_sets::find(board, 3, true, out),
        Technique::HiddenPair => hidden_sets::find(board, 2, false, out),
        Technique::HiddenTriplet => hidden_sets::find(board, 3, false, out),
        Technique::HiddenQuad => hidden_sets::find(board, 4, false, out),
        Technique::NakedPair => naked_sets::find(board, 2, out),
        Technique::NakedTriplet => naked_sets::find(board, 3, out),
        Technique::NakedQuad => naked_sets::find(board, 4, out),
        Technique::XWing => fish::find(board, 2, out),
        Technique::Swordfish => fish::find(board, 3, out),
        Technique::Jellyfish => fish::find(board, 4, out),
        Technique::Skyscraper | Technique::TwoStringKite | Technique::TurbotFish => {
            strong_links::find(board, technique, out)
        }
        Technique::XYWing => wings::find(board, false, out),
        Technique::XYZWing => wings::find(board, true, out),
    }
}

/// The zero-based indices of the set bits of a small mask, in increasing order.
fn bits(mask: u16) -> impl Iterator<Item = usize> {
    (0..16).filter(move |i| mask & (1 << i) != 0)
}

/// The masks over `n` bits with exactly `k` bits set, in increasing order.
fn subsets(n: u32, k: u32) -> impl Iterator<Item = u16> {
    (0u16..1 << n).filter(move |m| m.count_ones() == k)
}

/// Eliminations of zero-based digit `d` from the cells of `set`, in reading order.
fn eliminations_of(set: u128, d: usize) -> Vec<(crate::Cell, crate::Digit)> {
    super::houses::set_cells(set)
        .map(|i| (cell(i), digit(d)))
        .collect()
}

/// A step with no placement.
fn elimination_step(
    technique: Technique,
    eliminations: Vec<(crate::Cell, crate::Digit)>,
    evidence: Evidence,
) -> Step {
    Step {
        technique,
        placements: Vec::new(),
        eliminations,
        evidence,
    }
}
