//! The triad kernel: boxes and bands as small vectors, with the band "triad" rules run
//! at every node of the search.
//!
//! A box is one vector of sixteen 9-bit digit sets, a 4×4 matrix: its nine cells, and
//! for each of its three minirows (the three cells it shares with a row) an H lane — the
//! digits that may be *outside* that minirow — and for each minicolumn a V lane:
//!
//! ```text
//!   lane  0  1  2  3        c c c H     c: a cell's candidates (bits 0..9: digits 1..9)
//!         4  5  6  7        c c c H     H r: digits that may lack from minirow r
//!         8  9 10 11        c c c H     V c: digits that may lack from minicolumn c
//!        12 13 14 15        V V V -     -: always 0
//! ```
//!
//! Per digit, each of the first three matrix rows holds exactly one true literal (the
//! digit is in one of the minirow's cells, or outside the minirow), and so does each of
//! the first three matrix columns; a cell holds one digit, an H or V lane six. The box
//! rules (`box_fixpoint`) keep those to a fixed point in a few dozen vector operations:
//! a lane at its minimum asserts what it holds, a digit left once in a clause is
//! asserted there, and an asserted literal clears the digit from the rest of its clauses
//! (and a cell's from the other eight cells). (A naked-triple rule — a minirow whose
//! cells hold three digits keeps them out of its H lane — cost more than it saved: 5–8 %
//! more instructions for 1–11 % fewer guesses.)
//!
//! A band is three boxes in a row (horizontal) or a column (vertical). A digit takes one
//! minirow in each of the band's boxes, all different: one of six configurations (see
//! `tables::PERMUTATIONS`). A band is six 9-bit sets in one `u128`, lane `k` in bits
//! `16k..16k+9`, the digits that may still take configuration `k`. A box tells its two
//! bands which configurations it still allows (`box_update`); a band tells its three
//! boxes which digits each minirow may hold and lack (`band_update`): rows and columns
//! act only through the bands, which carry pointing, claiming and the triads of
//! neighbouring boxes at every node.
//!
//! The search branches on a band and digit with the fewest configurations (two where
//! there are), trying its first configuration, then the others. It is solved when every
//! band has one configuration per digit: then each digit has one cell per box and
//! every row, column and box holds each digit once.
//!
//! This file holds the state, the propagation and the search, written once over the
//! vector implementations of `triad/lanes.rs` (AVX2 or portable, chosen at run time).
//! Read next: `triad/tables.rs` (the lane tables), `triad/lanes.rs` (the vectors and
//! the only `unsafe` code).

mod lanes;
mod tables;

use super::kernel::KernelRun;
use lanes::{Lanes, Lanes16, Portable};
use tables::*;

/// The whole search state: copied once per guess.
#[derive(Clone, Debug)]
struct State {
    boxes: [Lanes16; 9],
    bands: [u128; 6],
}

/// Every band configuration open: six lanes of all nine digits.
const OPEN_BAND: u128 = {
    let mut b = 0u128;
    let mut k = 0;
    while k < 6 {
        b |= (ALL as u128) << (16 * k);
        k += 1;
    }
    b
};

/// `bits` in each of the six lanes of a band.
#[inline(always)]
fn in_every_lane(bits: u16) -> u128 {
    u128::from(bits) * (1 | 1 << 16 | 1 << 32 | 1 << 48 | 1 << 64 | 1 << 80)
}

/// The digits some configuration of `band` still allows.
#[inline(always)]
fn digits_of(band: u128) -> u16 {
    let x = (band as u64) | (band >> 64) as u64;
    let x = x | x >> 32;
    (x | x >> 16) as u16 & ALL
}

/// The reading-order cell of lane `lane` (a cell lane) of box `b`.
#[inline(always)]
fn cell_of(b: usize, lane: usize) -> usize {
    debug_assert!(lane < 12 && lane % 4 < 3);
    (b / 3 * 3 + lane / 4) * 9 + b % 3 * 3 + lane % 4
}

/// A box's vector after its rules reached a fixed point, with each minirow's union
/// (everywhere in its matrix row) and each minicolumn's (in its matrix column); `None`
/// on a contradiction.
#[inline(always)]
fn box_fixpoint<L: Lanes>(l: L, mut x: L::V) -> Option<(L::V, L::V, L::V)> {
    let cells = l.load(&CELLS);
    let row_clauses = l.load(&ROW_CLAUSES);
    let column_clauses = l.load(&COLUMN_CLAUSES);
    let minimum = l.load(&MINIMUM);
    loop {
        let count = l.popcount(x);
        if l.any_less(count, minimum) {
            return None;
        }
        // Lanes at their minimum: all they hold is true.
        let full = l.and(x, l.equal(count, minimum));

        // Per clause, digits seen at least once and at least twice.
        let (r1, r2, r3) = (
            l.rotate_in_rows::<1>(x),
            l.rotate_in_rows::<2>(x),
            l.rotate_in_rows::<3>(x),
        );
        let row_twice = l.or(
            l.or(l.and(x, r1), l.and(r2, l.or(x, r1))),
            l.and(r3, l.or(l.or(x, r1), r2)),
        );
        let row_once = l.or(l.or(x, r1), l.or(r2, r3));
        let (c1, c2, c3) = (
            l.rotate_rows::<1>(x),
            l.rotate_rows::<2>(x),
            l.rotate_rows::<3>(x),
        );
        let column_twice = l.or(
            l.or(l.and(x, c1), l.and(c2, l.or(x, c1))),
            l.and(c3, l.or(l.or(x, c1), c2)),
        );
        let column_once = l.or(l.or(x, c1), l.or(c2, c3));
        // Every clause needs each digit somewhere.
        if !l.is_zero(l.and_not(row_clauses, row_once))
            || !l.is_zero(l.and_not(column_clauses, column_once))
        {
            return None;
        }
        let alone = l.or(
            l.and(l.and_not(row_once, row_twice), row_clauses),
            l.and(l.and_not(column_once, column_twice), column_clauses),
        );
        // Asserted literals: lanes at their minimum, and cells holding a digit left
        // alone in one of their clauses.
        let asserted = l.or(full, l.and(l.and(x, alone), cells));
        let in_cells = l.and(asserted, cells);

        // What the assertions clear: the digit from the rest of each clause, and a
        // cell's digit from the other cells of the box.
        let row_others = l.or(
            l.or(
                l.rotate_in_rows::<1>(asserted),
                l.rotate_in_rows::<2>(asserted),
            ),
            l.rotate_in_rows::<3>(asserted),
        );
        let column_others = l.or(
            l.or(l.rotate_rows::<1>(asserted), l.rotate_rows::<2>(asserted)),
            l.rotate_rows::<3>(asserted),
        );
        let cell_row = l.or(
            l.or(in_cells, l.rotate_in_rows::<1>(in_cells)),
            l.or(
                l.rotate_in_rows::<2>(in_cells),
                l.rotate_in_rows::<3>(in_cells),
            ),
        );
        let other_rows = l.or(
            l.or(l.rotate_rows::<1>(cell_row), l.rotate_rows::<2>(cell_row)),
            l.rotate_rows::<3>(cell_row),
        );
        let cleared = l.or(
            l.or(
                l.and(row_others, row_clauses),
                l.and(column_others, column_clauses),
            ),
            l.and(l.or(other_rows, row_others), cells),
        );
        // A cell with an asserted digit keeps only it; then everything loses what its
        // neighbours asserted (a cell asserted twice over ends empty: a contradiction
        // the next round's count finds).
        let zero = l.load(&Lanes16([0; 16]));
        let unasserted = l.equal(in_cells, zero);
        let next = l.and_not(l.or(in_cells, l.and(x, unasserted)), cleared);

        if l.same(next, x) {
            // Each minirow's and minicolumn's union, for the bands.
            let inside = l.and(x, cells);
            let row_union = l.or(
                l.or(inside, l.rotate_in_rows::<1>(inside)),
                l.or(l.rotate_in_rows::<2>(inside), l.rotate_in_rows::<3>(inside)),
            );
            let column_union = l.or(
                l.or(inside, l.rotate_rows::<1>(inside)),
                l.or(l.rotate_rows::<2>(inside), l.rotate_rows::<3>(inside)),
            );
            return Some((x, row_union, column_union));
        }
        x = next;
    }
}

/// Runs box `b`'s rules and sends what it allows to its two bands, marking the bands
/// that changed. `false` on a contradiction.
#[inline(always)]
fn box_update<L: Lanes>(l: L, state: &mut State, b: usize, dirty_bands: &mut u32) -> bool {
    let Some((x, row_union, column_union)) = box_fixpoint(l, l.load(&state.boxes[b])) else {
        return false;
    };
    l.store(x, &mut state.boxes[b]);
    let source = l.or(
        l.or(
            l.and(row_union, l.load(&SUMMARY_ROWS)),
            l.and(column_union, l.load(&SUMMARY_COLUMNS)),
        ),
        l.and(x, l.load(&SUMMARY_HV)),
    );
    let summary = l.gather(source, &SUMMARY);
    let [m0, m1, m2] = &MESSAGES[b];
    let message = l.and(
        l.and(l.shuffle(summary, m0), l.shuffle(summary, m1)),
        l.shuffle(summary, m2),
    );
    let [horizontal, vertical] = l.halves(message);
    for (band, allowed) in [(b / 3, horizontal), (3 + b % 3, vertical)] {
        let kept = state.bands[band] & allowed;
        if kept != state.bands[band] {
            state.bands[band] = kept;
            *dirty_bands |= 1 << band;
        }
    }
    true
}

/// Sends band `band`'s configurations to its three boxes, marking the boxes that
/// changed. `false` when a digit has no configuration left.
#[inline(always)]
fn band_update<L: Lanes>(l: L, state: &mut State, band: usize, dirty_boxes: &mut u32) -> bool {
    let configurations = state.bands[band];
    if digits_of(configurations) != ALL {
        return false;
    }
    let vertical = band / 3;
    let spread = l.broadcast(configurations);
    let untouched = l.load(&UNTOUCHED[vertical]);
    for (q, [t0, t1, t2, t3]) in RESTRICTIONS[vertical].iter().enumerate() {
        let b = if vertical == 0 {
            3 * band + q
        } else {
            3 * q + band - 3
        };
        let allowed = l.or(
            l.or(
                l.or(l.shuffle(spread, t0), l.shuffle(spread, t1)),
                l.or(l.shuffle(spread, t2), l.shuffle(spread, t3)),
            ),
            untouched,
        );
        let x = l.load(&state.boxes[b]);
        let kept = l.and(x, allowed);
        if !l.same(kept, x) {
            l.store(kept, &mut state.boxes[b]);
            *dirty_boxes |= 1 << b;
        }
    }
    true
}

/// Runs boxes and bands until nothing changes. `false` on a contradiction.
#[inline(always)]
fn propagate<L: Lanes>(l: L, state: &mut State, mut boxes: u32, mut bands: u32) -> bool {
    loop {
        while boxes != 0 {
            let b = boxes.trailing_zeros() as usize;
            boxes &= boxes - 1;
            if !box_update(l, state, b, &mut bands) {
                return false;
            }
        }
        if bands == 0 {
            return true;
        }
        while bands != 0 {
            let band = bands.trailing_zeros() as usize;
            bands &= bands - 1;
            if !band_update(l, state, band, &mut boxes) {
                return false;
            }
        }
        if boxes == 0 {
            return true;
        }
    }
}

/// The band and digit to branch on: the open band with the fewest configurations, and
/// in it a digit with two (else three, else more); `None` when every band is fixed.
#[inline(always)]
fn choose(state: &State) -> Option<(usize, u16)> {
    let mut best = None;
    let mut fewest = u32::MAX;
    for (i, &band) in state.bands.iter().enumerate() {
        let n = band.count_ones();
        if n > 9 && n < fewest {
            fewest = n;
            best = Some(i);
        }
    }
    let band = best?;
    let configurations = state.bands[band];
    // Bit-sliced counts of configurations per digit.
    let (mut one, mut two, mut three, mut four) = (0u16, 0u16, 0u16, 0u16);
    for k in 0..6 {
        let x = (configurations >> (16 * k)) as u16;
        four |= three & x;
        three |= two & x;
        two |= one & x;
        one |= x;
    }
    // Some digit has two or more: 9 digits, each with one or more, more than 9 in all.
    debug_assert!(two != 0);
    let pick = [two & !three, three & !four]
        .into_iter()
        .find(|&set| set != 0)
        .unwrap_or(two);
    Some((band, pick & pick.wrapping_neg()))
}

/// One search: the limit, what it found, and where the first solutions go.
struct Search<'k, L> {
    lanes: L,
    limit: u64,
    solutions: u64,
    guesses: u64,
    keep: &'k mut [[u8; 81]],
}

impl<L: Lanes> Search<'_, L> {
    /// Searches below a propagated `state` (which it uses up); `true` once the limit is
    /// reached.
    #[inline(always)]
    fn node(&mut self, state: &mut State) -> bool {
        let l = self.lanes;
        loop {
            let Some((band, digit)) = choose(state) else {
                self.record(state);
                return self.solutions >= self.limit;
            };
            self.guesses += 1;
            let configurations = state.bands[band];
            let first = (configurations & in_every_lane(digit)).trailing_zeros() / 16;
            let chosen = u128::from(digit) << (16 * first);
            let mut child = state.clone();
            child.bands[band] &= !(in_every_lane(digit) & !chosen);
            if propagate(l, &mut child, 0, 1 << band) && L::descend(self, &mut child) {
                return true;
            }
            state.bands[band] &= !chosen;
            if !propagate(l, state, 0, 1 << band) {
                return false;
            }
        }
    }

    /// Counts a solved state and keeps it while there is room.
    fn record(&mut self, state: &State) {
        let index = self.solutions as usize;
        self.solutions += 1;
        let Some(out) = self.keep.get_mut(index) else {
            return;
        };
        for (b, x) in state.boxes.iter().enumerate() {
            for lane in [0, 1, 2, 4, 5, 6, 8, 9, 10] {
                let digits = x.0[lane];
                debug_assert_eq!(digits.count_ones(), 1, "box {b} lane {lane}");
                out[cell_of(b, lane)] = digits.trailing_zeros() as u8 + 1;
            }
        }
    }
}

/// The kernel (see `kernel.rs`) on vector implementation `l`.
#[inline(always)]
fn run<L: Lanes>(l: L, puzzle: &[u8; 81], limit: u64, keep: &mut [[u8; 81]]) -> KernelRun {
    let mut state = State {
        boxes: [OPEN_BOX; 9],
        bands: [OPEN_BAND; 6],
    };
    for b in 0..9 {
        for lane in [0, 1, 2, 4, 5, 6, 8, 9, 10] {
            let v = puzzle[cell_of(b, lane)];
            if v != 0 {
                state.boxes[b].0[lane] = 1 << (v - 1);
            }
        }
    }
    let mut search = Search {
        lanes: l,
        limit,
        solutions: 0,
        guesses: 0,
        keep,
    };
    if propagate(l, &mut state, 0x1ff, 0) {
        search.node(&mut state);
    }
    KernelRun {
        solutions: search.solutions,
        guesses: search.guesses,
    }
}

/// The kernel entry point: AVX2 where this CPU has it, else portable.
pub(super) fn search(puzzle: &[u8; 81], limit: u64, keep: &mut [[u8; 81]]) -> KernelRun {
    lanes::search_fast(puzzle, limit, keep)
}

/// The kernel entry point on the portable implementation, whatever the CPU.
pub(super) fn search_portable(puzzle: &[u8; 81], limit: u64, keep: &mut [[u8; 81]]) -> KernelRun {
    run(Portable, puzzle, limit, keep)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_map_to_their_boxes() {
        let mut seen = [false; 81];
        for b in 0..9 {
            for lane in [0, 1, 2, 4, 5, 6, 8, 9, 10] {
                let cell = cell_of(b, lane);
                assert_eq!(crate::grid::layout::box_at(cell / 9, cell % 9), b);
                assert!(!seen[cell]);
                seen[cell] = true;
            }
        }
    }

    #[test]
    fn band_lanes_fold() {
        assert_eq!(digits_of(OPEN_BAND), ALL);
        assert_eq!(digits_of(in_every_lane(0b101)), 0b101);
        assert_eq!(digits_of(1 << 80 | 2), 0b11);
        assert_eq!(OPEN_BAND.count_ones(), 54);
    }

    #[test]
    fn the_first_configuration_of_a_digit_is_found() {
        let mut state = State {
            boxes: [OPEN_BOX; 9],
            bands: [OPEN_BAND; 6],
        };
        state.bands[4] &= !(in_every_lane(1 << 3) & !(1 << 3 << 32 | 1 << 3 << 80));
        assert_eq!(choose(&state), Some((4, 1 << 3)));
    }

    #[test]
    fn paths_agree() {
        let lines = [
            "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
            "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3",
            "8..........36......7..9.2...8...7.......457.....1...3...1....68..85...1..9....4..",
            ".................................................................................",
        ];
        for line in lines {
            let puzzle = line.parse::<crate::grid::Grid>().unwrap().to_values();
            let mut portable = [[0u8; 81]; 5];
            let mut fast = [[0u8; 81]; 5];
            let a = search_portable(&puzzle, 5, &mut portable);
            let b = search(&puzzle, 5, &mut fast);
            assert_eq!(a, b, "{line}");
            assert_eq!(portable, fast, "{line}");
        }
    }
}
