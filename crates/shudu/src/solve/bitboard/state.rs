//! The search state of the bit-board kernel and its propagation rules.
//!
//! [`State`] holds one 27-bit mask per band and digit (layout in `bitboard.rs`) and the
//! cells not yet placed. `propagate` applies, to a fixed point, the band rules
//! (`update`: permutation lookup in `LOCKED`, then rows left with one place), naked
//! singles, the stack rules (permutation lookup in `PERMUTED` on the band-by-column
//! picture) and, dearest and last, the triad rules (`triads`). Read next: `pick.rs`,
//! which chooses where to guess.

use super::isa::Isa;
use super::tables::{LOCKED, PERMUTED, POPCOUNT, ROW, SEEN, stack_picture_of};
use super::{BAND, COLUMNS, box_of, columns, row_of};

/// Every digit-band number `9 * b + d` in a dirty set (see [`State`]).
pub(super) const ALL_DIGIT_BANDS: u32 = (1 << 27) - 1;

/// The triad rules run only while more than this many cells are open: later they rarely
/// save a guess and cost more than they save. Measured: 40 to 55 all cut the guesses on
/// the hard sets by 10–20 %; above 45 they no longer slow the serg set, whose puzzles
/// start with 46 open cells.
const TRIADS_ABOVE: u32 = 50;

/// Propagation found that the current branch has no solution.
pub(super) struct Contradiction;

pub(super) type Flow = Result<(), Contradiction>;

/// One node of the search: the candidates left and the cells not yet fixed.
///
/// Digit-band masks are numbered `k = 9 * b + d` in the `dirty` sets that say which of
/// them still need the band rules.
#[derive(Clone, Copy)]
pub(super) struct State {
    /// `cand[b][d]`: cells of band `b` where digit `d + 1` may still go. A placed cell
    /// keeps exactly its own digit's bit. Band-major, so that one band's nine digits
    /// sit side by side for the per-cell passes.
    pub(super) cand: [[u32; 9]; 3],
    /// Cells of each band not yet placed.
    pub(super) unsolved: [u32; 3],
}

impl State {
    /// The state with the givens placed, or `None` when two givens clash. Propagation
    /// has not run yet: `propagate(ALL_DIGIT_BANDS)` finds what follows.
    ///
    /// Branch-free, as half the cells are empty in no predictable order: the values are
    /// cut into four bit planes, each digit's givens are read off them, and each digit's
    /// masks lose at once every row, box and column its givens see.
    #[inline(always)]
    pub(super) fn new<I: Isa>(isa: I, puzzle: &[u8; 81]) -> Option<State> {
        // Bit 0 of each byte of a word.
        const LOW: u64 = 0x0101_0101_0101_0101;
        // Gathers bits 0, 8, ..., 56 into bits 56..=63 (byte i to bit 56 + i); the 64
        // partial products land on distinct bits, so nothing carries.
        const GATHER: u64 = 0x0102_0408_1020_4080;
        // planes[k]: bit k of each cell's value, one bit per cell in reading order.
        let mut planes = [0u128; 4];
        for w in 0..10 {
            let word = u64::from_le_bytes(puzzle[8 * w..8 * w + 8].try_into().unwrap());
            for (k, plane) in planes.iter_mut().enumerate() {
                let bits = ((word >> k) & LOW).wrapping_mul(GATHER) >> 56;
                *plane |= u128::from(bits) << (8 * w);
            }
        }
        for (k, plane) in planes.iter_mut().enumerate() {
            *plane |= u128::from(puzzle[80] >> k & 1) << 80;
        }
        let band = |cells: u128, b: usize| (cells >> (27 * b)) as u32 & BAND;
        let given = planes[0] | planes[1] | planes[2] | planes[3];
        let placed = [band(given, 0), band(given, 1), band(given, 2)];
        let mut state = State {
            cand: [[0; 9]; 3],
            unsolved: placed.map(|p| BAND & !p),
        };
        // Without a clash every digit's givens sit in as many rows, columns and boxes as
        // there are of them; a clash makes one of those fewer. So the givens clash
        // exactly when the rows, columns and boxes seen, summed over digits, fall short
        // of three per given.
        let mut seen = 0;
        for d in 0..9 {
            let value = d as u32 + 1;
            let mut cells = !0u128;
            for (k, &plane) in planes.iter().enumerate() {
                // All ones when bit k of the value is set: keep the plane, else its complement.
                let set = 0u128.wrapping_sub(u128::from(value >> k & 1));
                cells &= !(plane ^ set);
            }
            let g = [band(cells, 0), band(cells, 1), band(cells, 2)];
            let cols = columns(g[0] | g[1] | g[2]);
            seen += u32::from(POPCOUNT[cols as usize]);
            let (mut rows, mut boxes) = (0, 0);
            for b in 0..3 {
                // Row-by-box picture: bit 3i + j = row i, box j (see `occupancy`).
                let p = isa.occupancy(g[b]) as u32;
                let r = (p | p >> 1 | p >> 2) & 0o111;
                rows |= ((r | r >> 2 | r >> 4) & 7) << (3 * b);
                boxes |= ((p | p >> 3 | p >> 6) & 7) << (3 * b);
                let sees = SEEN[p as usize] | (cols * COLUMNS);
                state.cand[b][d] = BAND & !(placed[b] | sees) | g[b];
            }
            seen += u32::from(POPCOUNT[rows as usize]) + u32::from(POPCOUNT[boxes as usize]);
        }
        let givens: u32 = placed
            .iter()
            .map(|&p| {
                u32::from(POPCOUNT[(p & ROW) as usize])
                    + u32::from(POPCOUNT[(p >> 9 & ROW) as usize])
                    + u32::from(POPCOUNT[(p >> 18) as usize])
            })
            .sum();
        (seen == 3 * givens).then_some(state)
    }

    /// How many cells are not yet placed.
    pub(super) fn open_cells(&self) -> u32 {
        self.unsolved.iter().map(|u| u.count_ones()).sum()
    }

    pub(super) fn is_solved(&self) -> bool {
        self.unsolved == [0; 3]
    }

    /// Applies the band rules to digit-band `k`, and places the digit in every row left
    /// with one place. Returns the digit-bands it changed (other than `k`).
    #[inline(always)]
    fn update<I: Isa>(&mut self, isa: I, k: usize) -> Result<u32, Contradiction> {
        let (b, d) = (k / 9, k % 9);
        // `cand[b][d]` is the `k`-th of the flattened masks: reading it that way keeps
        // the division by 9 off the lookup's path.
        let mask = self.cand.as_flattened()[k];
        let allowed = LOCKED[isa.occupancy(mask)];
        if allowed == 0 {
            return Err(Contradiction);
        }
        let x = mask & allowed;
        // LOCKED keeps at least one cell in every row; a row is fixed when it has one.
        let mut fixed = 0;
        for shift in [0, 9, 18] {
            let row = x & (ROW << shift);
            if row & (row - 1) == 0 {
                fixed |= row;
            }
        }
        let new = fixed & self.unsolved[b];
        let mut dirty = 0;
        if new != 0 {
            self.unsolved[b] &= !new;
            // No other digit may use these cells (branch-free over the band's digits)...
            let mut changed = 0;
            for (i, mask) in self.cand[b].iter_mut().enumerate() {
                changed |= u32::from(*mask & new != 0) << i;
                *mask &= !new;
            }
            dirty |= changed << (9 * b);
            // ...and this digit leaves their columns in the other two bands.
            // Branch-free: whether a column still held the digit there is a coin toss.
            let col = columns(new) * COLUMNS;
            for b2 in [(b + 1) % 3, (b + 2) % 3] {
                let mask = &mut self.cand[b2][d];
                dirty |= u32::from(*mask & col != 0) << (9 * b2 + d);
                *mask &= !col;
            }
        }
        self.cand.as_flattened_mut()[k] = x;
        Ok(dirty & !(1 << k))
    }

    /// Runs the band rules on every digit-band in `dirty`, then naked singles, then the
    /// stack rules, until nothing changes. The cheaper rules run to a fixed point first.
    ///
    /// The state must be a fixed point apart from the masks in `dirty`: the cross-digit
    /// passes then only look at bands (naked singles) and digits (stack rules) whose masks
    /// changed since that pass last ran.
    #[inline(always)]
    pub(super) fn propagate<I: Isa>(&mut self, isa: I, mut dirty: u32) -> Flow {
        let (mut for_naked, mut for_stack, mut for_triads) = (0, 0, 0);
        loop {
            while dirty != 0 {
                for_naked |= dirty;
                let k = dirty.trailing_zeros() as usize;
                dirty &= dirty - 1;
                dirty |= self.update(isa, k)?;
            }
            if self.is_solved() {
                return Ok(());
            }
            for_stack |= for_naked;
            for_triads |= for_naked;
            dirty = self.naked_singles(for_naked)?;
            for_naked = 0;
            if dirty == 0 {
                dirty = self.stack_rules(for_stack)?;
                for_stack = 0;
                if dirty == 0 {
                    if self.open_cells() <= TRIADS_ABOVE {
                        return Ok(());
                    }
                    dirty = self.triads(for_triads)?;
                    for_triads = 0;
                    if dirty == 0 {
                        return Ok(());
                    }
                }
            }
        }
    }

    /// Finds unplaced cells with one digit left and restricts that digit's row to them;
    /// returns the digit-bands changed. A cell with no digit left is a contradiction.
    /// Looks only at the bands of the digit-bands in `changed`.
    #[inline(always)]
    fn naked_singles(&mut self, changed: u32) -> Result<u32, Contradiction> {
        let mut dirty = 0;
        for b in 0..3 {
            let unsolved = self.unsolved[b];
            if unsolved == 0 || changed >> (9 * b) & 0x1ff == 0 {
                continue;
            }
            // Bit-sliced count per cell: `one` = at least one digit, `two` = at least two.
            let (mut one, mut two) = (0u32, 0u32);
            for &x in &self.cand[b] {
                two |= one & x;
                one |= x;
            }
            if unsolved & !one != 0 {
                return Err(Contradiction);
            }
            let mut singles = unsolved & !two;
            if singles == 0 {
                continue;
            }
            // The digit of a one-digit cell, read off bit planes of the digit numbers
            // (`index[j]`: cells holding a digit `d` with bit `j` of `d` set) rather than
            // by trying digits in turn, a loop of unpredictable length.
            let c = &self.cand[b];
            let index = [
                c[1] | c[3] | c[5] | c[7],
                c[2] | c[3] | c[6] | c[7],
                c[4] | c[5] | c[6] | c[7],
                c[8],
            ];
            while singles != 0 {
                let bit = singles.trailing_zeros();
                singles &= singles - 1;
                let d = (index[0] >> bit & 1
                    | (index[1] >> bit & 1) << 1
                    | (index[2] >> bit & 1) << 2
                    | (index[3] >> bit & 1) << 3) as usize;
                // If an earlier single of this pass, same digit and row, took this cell,
                // this empties the digit's row: `update` finds the contradiction.
                self.cand[b][d] &= !row_of(bit) | 1 << bit;
                dirty |= 1 << (9 * b + d);
            }
        }
        Ok(dirty)
    }

    /// Applies the stack rules to every digit: in each stack, the band-by-column picture
    /// must hold a permutation (see `PERMUTED`). Returns the digit-bands changed.
    ///
    /// ```text
    ///   stack s, digit d:    column 3s  3s+1  3s+2
    ///              band 0       bit 0     1     2      (columns of cand[0][d])
    ///              band 1       bit 3     4     5      (columns of cand[1][d])
    ///              band 2       bit 6     7     8      (columns of cand[2][d])
    /// ```
    ///
    /// This is locked candidates between boxes and columns; with the band rules it also
    /// finds every hidden single in a column.
    ///
    /// Looks only at the digits of the digit-bands in `changed`.
    #[inline(always)]
    fn stack_rules(&mut self, changed: u32) -> Result<u32, Contradiction> {
        let mut dirty = 0;
        let mut digits = (changed | changed >> 9 | changed >> 18) & 0x1ff;
        while digits != 0 {
            let d = digits.trailing_zeros() as usize;
            digits &= digits - 1;
            // Band b's columns at bits 9b ..= 9b + 8 (the layout of `stack_picture_of`).
            let packed = columns(self.cand[0][d])
                | columns(self.cand[1][d]) << 9
                | columns(self.cand[2][d]) << 18;
            let mut keep = [0u32; 3];
            for s in 0..3 {
                let allowed = u32::from(PERMUTED[stack_picture_of(packed, s) as usize]);
                if allowed == 0 {
                    return Err(Contradiction);
                }
                let shift = 3 * s;
                keep[0] |= (allowed & 7) << shift;
                keep[1] |= (allowed >> 3 & 7) << shift;
                keep[2] |= (allowed >> 6) << shift;
            }
            for (b, keep) in keep.into_iter().enumerate() {
                let lost = (packed >> (9 * b) & ROW) & !keep;
                if lost != 0 {
                    self.cand[b][d] &= !(lost * COLUMNS);
                    dirty |= 1 << (9 * b + d);
                }
            }
        }
        Ok(dirty)
    }

    /// Applies the triad rules to every band of the digit-bands in `changed`. Returns the
    /// digit-bands changed.
    ///
    /// A triad is the three cells where a row meets a box (horizontal) or a column meets
    /// a band (vertical). Its cells hold three different digits, so:
    /// - fewer than three digits possible in a triad is a contradiction;
    /// - exactly three possible: each must go there, so leaves the rest of the triad's
    ///   row and box (column and box when vertical);
    /// - three digits that must go there (their row in the band, or their column in the
    ///   stack, has no other triad left): no other digit may, and a fourth is a
    ///   contradiction.
    ///
    /// Horizontal triads are read off a band mask in place, one bit per triad:
    ///
    /// ```text
    ///   m | m >> 1 | m >> 2, kept at bits 0, 3, 6, 9, ..., 24:
    ///   bit 9i + 3j = triad of row i (of the band) and box j
    /// ```
    ///
    /// and vertical ones with `columns`: bit c = the triad of column c in this band.
    #[inline(always)]
    fn triads(&mut self, changed: u32) -> Result<u32, Contradiction> {
        // Bit 0 of every horizontal triad.
        const TRIADS: u32 = 0o111_111_111;
        // The first box's bits of each row, in the one-bit-per-triad form.
        const FIRST_BOX: u32 = 1 | 1 << 9 | 1 << 18;
        let mut dirty = 0;
        // Every digit's columns in every band, for the vertical triads and for which of
        // them a digit's column can only use.
        let mut cols = [[0u32; 9]; 3];
        for (band_cols, band) in cols.iter_mut().zip(&self.cand) {
            for (c, &m) in band_cols.iter_mut().zip(band) {
                *c = columns(m);
            }
        }
        for b in 0..3 {
            let unsolved = self.unsolved[b];
            if unsolved == 0 || changed >> (9 * b) & 0x1ff == 0 {
                continue;
            }
            let open_h = (unsolved | unsolved >> 1 | unsolved >> 2) & TRIADS;
            let open_v = columns(unsolved);
            let others = [(b + 1) % 3, (b + 2) % 3];
            let mut tri = [0u32; 9];
            let mut must_h = [0u32; 9];
            let mut must_v = [0u32; 9];
            // Bit-sliced counts: `hN` = at least N digits may go in the triad, `fN` = at
            // least N must (likewise `v`, `g` for vertical triads).
            let (mut h1, mut h2, mut h3, mut h4) = (0u32, 0u32, 0u32, 0u32);
            let (mut v1, mut v2, mut v3, mut v4) = (0u32, 0u32, 0u32, 0u32);
            let (mut f1, mut f2, mut f3, mut f4) = (0u32, 0u32, 0u32, 0u32);
            let (mut g1, mut g2, mut g3, mut g4) = (0u32, 0u32, 0u32, 0u32);
            for d in 0..9 {
                let m = self.cand[b][d];
                let t = (m | m >> 1 | m >> 2) & TRIADS;
                let c = cols[b][d];
                // A row with one triad left: exactly one of its three box bits. `x`,
                // `y`, `z` hold boxes 0, 1, 2 of each row, all moved to bits 0, 9, 18;
                // the product copies the single rows' bits back to bits 0, 3, 6 of
                // their row, and the digit must go in the triad it still has there.
                let (x, y, z) = (t & FIRST_BOX, t >> 3 & FIRST_BOX, t >> 6 & FIRST_BOX);
                let single = (x ^ y ^ z) & !(x & y & z);
                let mh = t & (single * 0b1_001_001);
                // A column whose digit can only be in this band.
                let mv = c & !(cols[others[0]][d] | cols[others[1]][d]);
                tri[d] = t;
                must_h[d] = mh;
                must_v[d] = mv;
                h4 |= h3 & t;
                h3 |= h2 & t;
                h2 |= h1 & t;
                h1 |= t;
                v4 |= v3 & c;
                v3 |= v2 & c;
                v2 |= v1 & c;
                v1 |= c;
                f4 |= f3 & mh;
                f3 |= f2 & mh;
                f2 |= f1 & mh;
                f1 |= mh;
                g4 |= g3 & mv;
                g3 |= g2 & mv;
                g2 |= g1 & mv;
                g1 |= mv;
            }
            if TRIADS & !h3 != 0 || ROW & !v3 != 0 || f4 != 0 || g4 != 0 {
                return Err(Contradiction);
            }
            let naked_h = h3 & !h4 & open_h;
            let naked_v = v3 & !v4 & open_v;
            let hidden_h = f3 & open_h;
            let hidden_v = g3 & open_v;
            if naked_h | naked_v | hidden_h | hidden_v == 0 {
                continue;
            }
            for d in 0..9 {
                let old = self.cand[b][d];
                let mut m = old;
                let mut hits = tri[d] & naked_h;
                while hits != 0 {
                    let p = hits.trailing_zeros();
                    hits &= hits - 1;
                    m &= !((row_of(p) | box_of(p)) & !(0b111 << p));
                }
                let mut hits = cols[b][d] & naked_v;
                while hits != 0 {
                    let c = hits.trailing_zeros();
                    hits &= hits - 1;
                    let stack = 0b111 << (c / 3 * 3);
                    m &= !((stack & !(1 << c)) * COLUMNS);
                    for &b2 in &others {
                        if self.cand[b2][d] >> c & 1 != 0 {
                            self.cand[b2][d] &= !(COLUMNS << c);
                            dirty |= 1 << (9 * b2 + d);
                        }
                    }
                }
                // Triads this digit may not share with the three that must go there.
                m &= !((hidden_h & !must_h[d]) * 0b111);
                m &= !((hidden_v & !must_v[d]) * COLUMNS);
                if m != old {
                    self.cand[b][d] = m;
                    dirty |= 1 << (9 * b + d);
                }
            }
        }
        Ok(dirty)
    }

    /// The digits still possible in cell `bit` of band `b`, bit `d` for digit `d + 1`.
    pub(super) fn digits_at(&self, b: usize, bit: u32) -> u32 {
        (0..9)
            .filter(|&d| self.cand[b][d] >> bit & 1 != 0)
            .fold(0, |acc, d| acc | 1 << d)
    }

    /// Puts digit `d` in the cell: its row in that band keeps only this cell, and
    /// propagation of the returned digit-band does the rest.
    pub(super) fn assign(&mut self, d: usize, b: usize, bit: u32) -> u32 {
        self.cand[b][d] &= !row_of(bit) | 1 << bit;
        1 << (9 * b + d)
    }

    /// The solved grid in reading order.
    pub(super) fn values(&self) -> [u8; 81] {
        let mut values = [0u8; 81];
        for (b, band) in self.cand.iter().enumerate() {
            for (d, &mask) in band.iter().enumerate() {
                let mut m = mask;
                while m != 0 {
                    values[27 * b + m.trailing_zeros() as usize] = d as u8 + 1;
                    m &= m - 1;
                }
            }
        }
        values
    }
}

#[cfg(test)]
mod tests {
    use super::super::super::kernel::has_conflict;
    use super::super::isa::Portable;
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
    fn givens_are_entered() {
        let state = State::new(Portable, &values(INKALA)).unwrap();
        // r1c1 = 8: digit 8 keeps only that cell in row 1, box 1 and column 1.
        assert_eq!(state.cand[0][7] & (ROW | box_of(0)), 1);
        assert_eq!(state.cand[1][7] & COLUMNS, 0);
        for d in 0..9 {
            assert_eq!(state.cand[0][d] & 1 != 0, d == 7);
        }
    }

    #[test]
    fn propagation_alone_solves_an_easy_puzzle() {
        // Project Euler 96, grid 01: singles alone finish it.
        let puzzle = values(
            "003020600900305001001806400008102900700000008006708200002609500800203009005010300",
        );
        let mut state = State::new(Portable, &puzzle).unwrap();
        assert!(state.propagate(Portable, ALL_DIGIT_BANDS).is_ok());
        assert!(state.is_solved());
        let solved = state.values();
        assert!(puzzle.iter().zip(solved).all(|(&p, s)| p == 0 || p == s));
        assert!(!has_conflict(&solved) && solved.iter().all(|&v| v != 0));
    }

    #[test]
    fn clashing_givens_are_found_while_entering_them() {
        // Random boards of a few dozen givens, many of them clashing: `State::new`
        // must refuse exactly those `has_conflict` refuses. A fixed LCG keeps it repeatable.
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut next = |n: u64| {
            seed = seed
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            (seed >> 33) % n
        };
        let mut clashing = 0;
        for _ in 0..2000 {
            let mut puzzle = [0u8; 81];
            for _ in 0..next(24) {
                puzzle[next(81) as usize] = next(9) as u8 + 1;
            }
            assert_eq!(
                State::new(Portable, &puzzle).is_none(),
                has_conflict(&puzzle),
                "{puzzle:?}"
            );
            clashing += usize::from(has_conflict(&puzzle));
        }
        assert!(
            clashing > 100 && clashing < 1900,
            "{clashing} clashing boards"
        );
    }

    /// The state built one given at a time, as the rules say: each given leaves its
    /// cell to its own digit and removes that digit from its row, column and box.
    fn one_given_at_a_time(puzzle: &[u8; 81]) -> State {
        let mut state = State {
            cand: [[BAND; 9]; 3],
            unsolved: [BAND; 3],
        };
        for (i, &v) in puzzle.iter().enumerate().filter(|&(_, &v)| v != 0) {
            let (b, bit, d) = (i / 27, i as u32 % 27, usize::from(v - 1));
            let cell = 1 << bit;
            state.unsolved[b] &= !cell;
            for mask in &mut state.cand[b] {
                *mask &= !cell;
            }
            for band in &mut state.cand {
                band[d] &= !(columns(cell) * COLUMNS);
            }
            state.cand[b][d] &= !(row_of(bit) | box_of(bit));
        }
        for (i, &v) in puzzle.iter().enumerate().filter(|&(_, &v)| v != 0) {
            state.cand[i / 27][usize::from(v - 1)] |= 1 << (i % 27);
        }
        state
    }

    #[test]
    fn givens_are_entered_as_one_at_a_time() {
        // Random clash-free boards (givens kept only where they fit), from empty to
        // nearly full, and a few fixed ones.
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = |n: u64| {
            seed = seed
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            (seed >> 33) % n
        };
        let mut boards = vec![[0u8; 81], values(INKALA)];
        for _ in 0..500 {
            let mut puzzle = [0u8; 81];
            for _ in 0..next(80) {
                let (i, v) = (next(81) as usize, next(9) as u8 + 1);
                let old = puzzle[i];
                puzzle[i] = v;
                if has_conflict(&puzzle) {
                    puzzle[i] = old;
                }
            }
            boards.push(puzzle);
        }
        for puzzle in boards {
            let fast = State::new(Portable, &puzzle).expect("no clash");
            let slow = one_given_at_a_time(&puzzle);
            assert_eq!(fast.cand, slow.cand, "{puzzle:?}");
            assert_eq!(fast.unsolved, slow.unsolved, "{puzzle:?}");
        }
    }

    /// The empty grid with digits `keep` (bit `d` for digit `d + 1`) the only ones left
    /// in the cells `cells` of band 0.
    fn empty_with(cells: u32, keep: u32) -> State {
        let mut state = State::new(Portable, &[0; 81]).unwrap();
        for d in 0..9 {
            if keep >> d & 1 == 0 {
                state.cand[0][d] &= !cells;
            }
        }
        state
    }

    #[test]
    fn two_naked_singles_of_one_digit_in_a_row_clash() {
        // r1c1 and r1c5 can only hold 1: the second single must not pass unnoticed
        // (naked singles read each cell's digit before placing any of them).
        let mut state = empty_with(0b1_0001, 0b1);
        assert!(state.propagate(Portable, ALL_DIGIT_BANDS).is_err());
        // In different rows of one band they are fine as far as singles go.
        let mut state = empty_with(1 | 1 << 13, 0b1);
        let dirty = state.naked_singles(ALL_DIGIT_BANDS).ok().unwrap();
        assert_eq!(dirty, 1);
        assert_eq!(state.cand[0][0] & (ROW | ROW << 9), 1 | 1 << 13);
    }

    #[test]
    fn triad_with_two_digits_is_a_contradiction() {
        // Row 1, box 1 (bits 0..=2 of band 0) with only digits 1 and 2.
        let mut state = empty_with(0b111, 0b11);
        assert!(state.triads(ALL_DIGIT_BANDS).is_err());
        // Column 1 of band 0 (bits 0, 9, 18) likewise.
        let mut state = empty_with(COLUMNS, 0b11);
        assert!(state.triads(ALL_DIGIT_BANDS).is_err());
    }

    #[test]
    fn naked_triad_claims_its_row_and_box() {
        // Row 1, box 1 with only digits 1, 2, 3: they leave the rest of row 1 and box 1.
        let mut state = empty_with(0b111, 0b111);
        let dirty = state.triads(ALL_DIGIT_BANDS).ok().unwrap();
        for d in 0..3 {
            assert_eq!(state.cand[0][d], BAND & !((ROW | box_of(0)) & !0b111));
            assert_ne!(dirty >> d & 1, 0);
        }
        assert_eq!(state.cand[0][3], BAND & !0b111);
    }

    #[test]
    fn naked_vertical_triad_claims_its_column_and_box() {
        // Column 1 of band 0 with only digits 1, 2, 3: they leave the rest of box 1 in
        // band 0 and column 1 in the other bands.
        let mut state = empty_with(COLUMNS, 0b111);
        state.triads(ALL_DIGIT_BANDS).ok().unwrap();
        for d in 0..3 {
            assert_eq!(state.cand[0][d], BAND & !(0b110 * COLUMNS));
            assert_eq!(state.cand[1][d], BAND & !COLUMNS);
            assert_eq!(state.cand[2][d], BAND & !COLUMNS);
        }
    }

    #[test]
    fn hidden_triad_keeps_its_three_digits() {
        // Digits 1, 2, 3 can go in row 1 only inside box 1: the triad's cells hold them
        // and no other digit.
        let mut state = State::new(Portable, &[0; 81]).unwrap();
        for d in 0..3 {
            state.cand[0][d] &= !(ROW & !0b111);
        }
        state.triads(ALL_DIGIT_BANDS).ok().unwrap();
        for d in 3..9 {
            assert_eq!(state.cand[0][d], BAND & !0b111);
        }
        // A fourth digit confined there too is a contradiction.
        state.cand[0][3] = BAND & !(ROW & !0b111);
        assert!(state.triads(ALL_DIGIT_BANDS).is_err());
    }

    #[test]
    fn fixed_point_satisfies_the_triad_rules() {
        // After propagation of hard puzzles (where the triad rules run), every triad has
        // at least three digits, and a triad with exactly three confines each of them.
        for line in [
            INKALA,
            "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3",
        ] {
            let mut state = State::new(Portable, &values(line)).unwrap();
            assert!(state.propagate(Portable, ALL_DIGIT_BANDS).is_ok());
            for b in 0..3 {
                for p in (0..27).step_by(3) {
                    let triad = 0b111 << p;
                    let digits: Vec<usize> =
                        (0..9).filter(|&d| state.cand[b][d] & triad != 0).collect();
                    assert!(digits.len() >= 3);
                    if digits.len() == 3 && state.unsolved[b] & triad != 0 {
                        for d in digits {
                            let outside = (row_of(p) | box_of(p)) & !triad;
                            assert_eq!(state.cand[b][d] & outside, 0, "{line} {b} {p} {d}");
                        }
                    }
                }
            }
        }
    }
}
