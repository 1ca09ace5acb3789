//! The bit-board kernel: the fast default solver.
//!
//! The state is one 27-bit mask per digit and band: where the digit may still go in
//! those three rows. Propagation runs to a fixed point before every guess:
//! - per digit and band, a table lookup keeps only the row-box meetings that fit a
//!   permutation (pointing and claiming, empty rows and boxes), and a row left with one
//!   place fixes the digit there (hidden single in a row, and in a box through the
//!   permutation step), which clears that column in the other bands;
//! - across digits, a cell left with one digit is placed (naked single);
//! - per digit and stack, the same permutation rule between bands and columns (locked
//!   candidates the other way, and hidden singles in columns);
//! - while many cells are open, per band, the triad rules: the three cells where a row
//!   meets a box, or a column a band, hold three different digits (naked and hidden
//!   triples confined to those cells).
//!
//! When nothing more follows, the search copies the state and guesses: while many cells
//! are open on a digit's configuration in a band or stack (which of the permutations
//! left in its 3×3 picture it takes), later on a cell with the fewest candidates, two
//! where there is one (see `pick.rs` for which one).
//!
//! This file holds the layout helpers and the depth-first search, written once over the
//! instruction-set paths of `bitboard/isa.rs` (portable, BMI1, BMI2; which one runs is
//! chosen at run time for the CPU by `solve/cpu.rs`). Read next: `bitboard/state.rs` (the state and
//! its propagation rules), `bitboard/pick.rs` (the branching choice),
//! `bitboard/tables.rs` (the lookup tables), `bitboard/isa.rs` (the paths).
//!
//! ```text
//!   cand[b][d]: digit d + 1 in band b (rows 3b, 3b+1, 3b+2)
//!
//!   bit   26 ........ 18 | 17 ........ 9 | 8 ......... 0
//!         row 3b+2       | row 3b+1      | row 3b
//!         c8 .. c0       | c8 .. c0      | c8 .. c0
//!
//!   cell index in reading order = 27 * b + bit
//! ```

mod isa;
mod pick;
mod state;
mod tables;

use super::cpu::KernelPath;
use super::kernel::KernelRun;
use isa::{Isa, Portable};
use pick::Branch;
use state::{ALL_DIGIT_BANDS, State};
use tables::{PERMUTATIONS, ROW};

const HARD_AFTER: u64 = 40;

/// All 27 cells of a band.
const BAND: u32 = 0x7ff_ffff;

/// Multiplying a 9-bit column set by this copies it into all three rows of a band.
const COLUMNS: u32 = 1 | 1 << 9 | 1 << 18;

/// The 27-bit mask of the row holding band bit `bit`.
#[inline(always)]
fn row_of(bit: u32) -> u32 {
    const ROWS: [u32; 3] = [ROW, ROW << 9, ROW << 18];
    ROWS[(bit / 9) as usize]
}

/// The first box of a band: three cells in each of its three rows.
const BOX_OF_BAND: u32 = 0b111 | 0b111 << 9 | 0b111 << 18;

/// The 27-bit mask of the box holding band bit `bit`.
///
/// A mask derived for speed from the box formula of [`crate::grid::layout`] (a band is
/// three rows, so `bit % 9` is the column); the test `box_masks_match_the_layout` ties
/// the two together.
#[inline(always)]
fn box_of(bit: u32) -> u32 {
    BOX_OF_BAND << (bit % 9 / 3 * 3)
}

/// The columns a band mask touches, as a 9-bit set.
#[inline(always)]
fn columns(mask: u32) -> u32 {
    (mask | mask >> 9 | mask >> 18) & ROW
}

/// The search's bookkeeping: where solutions go and when to stop, and which
/// instruction-set path runs it.
struct Search<'k, I: Isa> {
    isa: I,
    limit: u64,
    keep: &'k mut [[u8; 81]],
    run: KernelRun,
}

impl<I: Isa> Search<'_, I> {
    /// Propagates `dirty` in `state` and searches below it; true once the limit is
    /// reached, to unwind. The children go through `I::descend`, which is this body
    /// compiled for the path.
    #[inline(always)]
    fn node(&mut self, mut state: State, dirty: u32) -> bool {
        let isa = self.isa;
        if state.propagate(isa, dirty).is_err() {
            return false;
        }
        if state.is_solved() {
            if let Some(slot) = self.keep.get_mut(self.run.solutions as usize) {
                *slot = state.values();
            }
            self.run.solutions += 1;
            return self.run.solutions >= self.limit;
        }
        self.run.guesses += 1;
        // A search that has already guessed often is on a hard puzzle: branch on
        // configurations at every depth from then on (see `HARD_AFTER`).
        let hard = self.run.guesses > HARD_AFTER;
        let (b, bit) = match state.pick_branch(isa, hard) {
            Branch::Cell(b, bit) => (b, bit),
            Branch::Config { line, d, picture } => {
                // One child per permutation left in the picture: they split the
                // solutions, as each solution puts the digit in exactly one.
                let mut perms = PERMUTATIONS.into_iter().filter(|&p| p & picture == p);
                let mut next = perms.next();
                while let Some(p) = next {
                    next = perms.next();
                    let mut child = state;
                    let dirty = child.follow(line, d, p);
                    if next.is_none() {
                        return I::descend(self, child, dirty);
                    }
                    if I::descend(self, child, dirty) {
                        return true;
                    }
                }
                unreachable!("a branching picture holds at least two permutations");
            }
        };
        let mut digits = state.digits_at(b, bit);
        // Propagation leaves no unplaced cell with fewer than two digits.
        debug_assert!(digits.count_ones() >= 2);
        loop {
            let d = digits.trailing_zeros() as usize;
            digits &= digits - 1;
            if digits == 0 {
                // The last choice needs no copy.
                let dirty = state.assign(d, b, bit);
                return I::descend(self, state, dirty);
            }
            let mut child = state;
            let dirty = child.assign(d, b, bit);
            if I::descend(self, child, dirty) {
                return true;
            }
        }
    }
}

/// The kernel entry point; see `kernel.rs` for the contract. Runs the fastest path the
/// CPU supports (see `isa.rs`).
pub(super) fn search(puzzle: &[u8; 81], limit: u64, keep: &mut [[u8; 81]]) -> KernelRun {
    isa::search(puzzle, limit, keep)
}

/// The same search on the portable path whatever the CPU, as its own kernel so that
/// the shared tests hold every path to the same answers.
pub(super) fn search_portable(puzzle: &[u8; 81], limit: u64, keep: &mut [[u8; 81]]) -> KernelRun {
    run(Portable, puzzle, limit, keep)
}

/// The search on the BMI1 path (portable where the CPU lacks it), as its own kernel.
pub(super) fn search_bmi1(puzzle: &[u8; 81], limit: u64, keep: &mut [[u8; 81]]) -> KernelRun {
    isa::search_on(KernelPath::Bmi1, puzzle, limit, keep)
}

/// The search on the BMI2 path (portable where the CPU lacks it), as its own kernel.
pub(super) fn search_bmi2(puzzle: &[u8; 81], limit: u64, keep: &mut [[u8; 81]]) -> KernelRun {
    isa::search_on(KernelPath::Bmi2, puzzle, limit, keep)
}

/// The search of [`search`] on path `isa`.
#[inline(always)]
fn run<I: Isa>(isa: I, puzzle: &[u8; 81], limit: u64, keep: &mut [[u8; 81]]) -> KernelRun {
    // Clashing givens have no solution.
    let Some(state) = State::new(isa, puzzle) else {
        return KernelRun::default();
    };
    let mut search = Search {
        isa,
        limit,
        keep,
        run: KernelRun::default(),
    };
    I::descend(&mut search, state, ALL_DIGIT_BANDS);
    search.run
}

/// Whether `puzzle` has a solution other than the known one that puts every `removed`
/// (cell, digit) pair back; see `Kernel::has_other_solution` for the precondition.
///
/// Any other solution differs from the known one in some removed cell: in the first
/// one, in order. So the search runs once per removed cell `k`, with cells `0..k` put
/// back and digit `k` struck from cell `k`, stopping at the first solution. Those
/// subtrees are disjoint and none holds the known solution, so the total work is less
/// than one search to 2 solutions, which must walk to the known solution as well.
///
/// A single removed cell has its digit struck before the first propagation, which then
/// often ends early at a contradiction instead of first running to a fixed point. With
/// several, the puzzle is propagated once: if that fixes every cell there is nothing to
/// search; otherwise cells still open are searched, most digits left first (another
/// solution is likelier to differ there), and cells propagation fixed are skipped, as
/// every solution holds the known digit there.
pub(super) fn has_other_solution(puzzle: &[u8; 81], removed: &[(usize, u8)]) -> bool {
    isa::has_other_solution(puzzle, removed)
}

/// [`has_other_solution`] on `path` (portable where the CPU lacks it).
pub(super) fn has_other_solution_on(
    path: KernelPath,
    puzzle: &[u8; 81],
    removed: &[(usize, u8)],
) -> bool {
    isa::has_other_solution_on(path, puzzle, removed)
}

/// [`has_other_solution`] on path `isa`.
#[inline(always)]
fn other_solution<I: Isa>(isa: I, puzzle: &[u8; 81], removed: &[(usize, u8)]) -> bool {
    let mut search = Search {
        isa,
        limit: 1,
        keep: &mut [],
        run: KernelRun::default(),
    };
    if let [(i, v)] = *removed {
        // One cell: strike its digit before the first propagation, which then often
        // stops early at a contradiction instead of running to a fixed point first.
        let Some(mut child) = State::new(isa, puzzle) else {
            return false;
        };
        child.cand[i / 27][usize::from(v - 1)] &= !(1 << (i % 27));
        return I::descend(&mut search, child, ALL_DIGIT_BANDS);
    }
    let Some(mut base) = State::new(isa, puzzle) else {
        return false;
    };
    if base.propagate(isa, ALL_DIGIT_BANDS).is_err() {
        return false;
    }
    if base.is_solved() {
        // Propagation alone fixed every cell: the known solution is the only one.
        return false;
    }
    // Cells with more digits left first: another solution is likelier to differ there,
    // and a cell propagation already fixed needs no search at all.
    let mut order = [(0usize, 0u8, 0u32); 8];
    let order = &mut order[..removed.len()];
    for (slot, &(i, v)) in order.iter_mut().zip(removed) {
        *slot = (i, v, base.digits_at(i / 27, i as u32 % 27).count_ones());
    }
    order.sort_by_key(|&(_, _, n)| std::cmp::Reverse(n));
    for &(i, v, n) in order.iter() {
        if n <= 1 {
            break;
        }
        let (b, bit, d) = (i / 27, i as u32 % 27, usize::from(v - 1));
        let mut child = base;
        child.cand[b][d] &= !(1 << bit);
        if I::descend(&mut search, child, 1 << (9 * b + d)) {
            return true;
        }
        let dirty = base.assign(d, b, bit);
        if base.propagate(isa, dirty).is_err() {
            // Only if the precondition fails: the known solution is not one.
            return false;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::super::kernel::has_conflict;
    use super::*;

    /// The kernel's form of a puzzle line, through the crate's own reader.
    fn values(line: &str) -> [u8; 81] {
        line.parse::<crate::grid::Grid>()
            .expect("test puzzles parse")
            .to_values()
    }

    const INKALA: &str =
        "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";

    #[test]
    fn layout_helpers() {
        assert_eq!(row_of(0), ROW);
        assert_eq!(row_of(17), ROW << 9);
        assert_eq!(row_of(26), ROW << 18);
        assert_eq!(box_of(0), 0b111 | 0b111 << 9 | 0b111 << 18);
        assert_eq!(box_of(13), box_of(3));
        assert_eq!(columns(1 << 9 | 1 << 22), 0b10001);
        assert_eq!(columns(0b101) * COLUMNS, 0b101 | 0b101 << 9 | 0b101 << 18);
    }

    #[test]
    fn box_masks_match_the_layout() {
        use crate::grid::layout::{HOUSE_SETS, box_house};
        for i in 0..81 {
            let (band, bit) = (i / 27, i as u32 % 27);
            let from_layout = (HOUSE_SETS[box_house(i)].bits() >> (band * 27)) as u32 & BAND;
            assert_eq!(box_of(bit), from_layout, "cell {i}");
            let row = (HOUSE_SETS[crate::grid::layout::row_house(i)].bits() >> (band * 27)) as u32;
            assert_eq!(row_of(bit), row & BAND, "cell {i}");
        }
    }

    #[test]
    fn finds_inkala_solution() {
        let mut keep = [[0u8; 81]; 1];
        let run = search(&values(INKALA), 2, &mut keep);
        assert_eq!(run.solutions, 1);
        assert!(run.guesses > 0);
        assert_eq!(keep[0][..9], [8, 1, 2, 7, 5, 3, 6, 4, 9]);
    }

    #[test]
    fn empty_grid_stops_at_limit() {
        let mut keep = [[0u8; 81]; 3];
        let run = search(&[0; 81], 3, &mut keep);
        assert_eq!(run.solutions, 3);
        assert_ne!(keep[0], keep[1]);
        assert_ne!(keep[1], keep[2]);
    }

    #[test]
    fn other_solution_agrees_with_counting_to_two() {
        // Strike clue groups of growing size from proper puzzles: the exclusion search
        // must say "another solution" exactly when the plain count reaches 2.
        let puzzles = [
            INKALA,
            "003020600900305001001806400008102900700000008006708200002609500800203009005010300",
            "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
        ];
        let mut checked = [0usize; 2];
        for line in puzzles {
            let puzzle = values(line);
            let mut keep = [[0u8; 81]; 1];
            assert_eq!(search(&puzzle, 2, &mut keep).solutions, 1);
            let solution = keep[0];
            let clues: Vec<usize> = (0..81).filter(|&i| puzzle[i] != 0).collect();
            for size in 1..=3 {
                for start in 0..clues.len() {
                    let group: Vec<(usize, u8)> = (0..size)
                        .map(|k| clues[(start + 7 * k) % clues.len()])
                        .map(|i| (i, solution[i]))
                        .collect();
                    let mut smaller = puzzle;
                    for &(i, _) in &group {
                        smaller[i] = 0;
                    }
                    let other = search(&smaller, 2, &mut []).solutions >= 2;
                    assert_eq!(
                        has_other_solution(&smaller, &group),
                        other,
                        "{line} {group:?}"
                    );
                    checked[usize::from(other)] += 1;
                }
            }
        }
        assert!(checked[0] > 10 && checked[1] > 10, "{checked:?}");
    }

    #[test]
    fn unsolvable_without_clash_has_no_solution() {
        // r1c1..r1c8 hold 1..8, and 9 sits in column 9 lower down: r1c9 has no digit.
        let mut puzzle = [0u8; 81];
        for (c, slot) in puzzle[..8].iter_mut().enumerate() {
            *slot = c as u8 + 1;
        }
        puzzle[9 * 4 + 8] = 9;
        assert!(!has_conflict(&puzzle));
        assert_eq!(search(&puzzle, 2, &mut []).solutions, 0);
    }
}
