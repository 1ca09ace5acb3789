//! The contract every solver kernel keeps, and the checks shared by all of them.
//!
//! A kernel is a plain function ([`KernelFn`]) over raw cell values: `puzzle[i]` is the
//! digit (1..=9) in reading-order cell `i`, or 0 for an empty cell. It must:
//! - return 0 solutions when the givens clash or cannot be completed;
//! - stop as soon as it has found `limit` solutions (`limit >= 1`);
//! - write the first `min(solutions, keep.len())` solutions it finds into `keep`;
//! - be deterministic: the same input gives the same solutions in the same order.
//!
//! The public [`super::Solver`] turns typed grids into this form and back.

/// What a kernel's search found.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub(crate) struct KernelRun {
    /// Solutions found, at most the limit.
    pub solutions: u64,
    /// Branching points with more than one choice.
    pub guesses: u64,
}

/// The one signature of every kernel: see the module documentation for the contract.
pub(crate) type KernelFn = fn(puzzle: &[u8; 81], limit: u64, keep: &mut [[u8; 81]]) -> KernelRun;

/// Whether two givens of one house hold the same digit: one pass, three masks a cell.
pub(crate) fn has_conflict(values: &[u8; 81]) -> bool {
    let mut rows = [0u16; 9];
    let mut cols = [0u16; 9];
    let mut boxes = [0u16; 9];
    for (i, &v) in values.iter().enumerate() {
        if v == 0 {
            continue;
        }
        let bit = 1u16 << (v - 1);
        let (r, c) = (i / 9, i % 9);
        let b = crate::grid::layout::box_at(r, c);
        if (rows[r] | cols[c] | boxes[b]) & bit != 0 {
            return true;
        }
        rows[r] |= bit;
        cols[c] |= bit;
        boxes[b] |= bit;
    }
    false
}
