//! Constant tables for the bit-board kernel, built at compile time.
//!
//! The tables work on one digit inside one band (see the layout in `bitboard.rs`): the
//! 27-bit mask of places the digit may still take there. [`SHRINK`] folds a 9-bit row
//! into the three boxes it touches; [`PERMUTED`] keeps the meetings of a 3×3 picture
//! that fit a permutation, and [`LOCKED`] spreads that back over a band's cells.
//! [`CONFIGS`] counts the permutations a picture holds and [`POPCOUNT`] the bits of
//! 9-bit values, both for the branching choice; [`SEEN`] spreads a picture's rows and
//! boxes over the band, for entering the givens. Read next:
//! `state.rs`, which uses them in `State::update` and `State::stack_rules`.

/// One row of a band (9 columns).
pub(super) const ROW: u32 = 0x1ff;

/// The three cells of one row inside the first box of a band.
const TRIPLE: u32 = 0b111;

/// `SHRINK[r]` has bit `j` set when the 9-bit row `r` has a cell in box `j` of the band:
///
/// ```text
///   row bits   8 7 6 | 5 4 3 | 2 1 0
///              box 2 | box 1 | box 0
///   result         bit 2   bit 1   bit 0
/// ```
pub(super) static SHRINK: [u8; 512] = {
    let mut table = [0u8; 512];
    let mut r = 0;
    while r < 512 {
        let mut j = 0;
        while j < 3 {
            if (r >> (3 * j)) & TRIPLE as usize != 0 {
                table[r] |= 1 << j;
            }
            j += 1;
        }
        r += 1;
    }
    table
};

/// The six permutations of three as 3×3 pictures (bit `3i + j`: line `i` meets line
/// `j` of the crossing direction): the six ways a digit can sit in a band (row by box)
/// or a stack (band by column), its *configurations*.
pub(super) const PERMUTATIONS: [u32; 6] = [
    0b100_010_001,
    0b010_100_001,
    0b100_001_010,
    0b001_100_010,
    0b010_001_100,
    0b001_010_100,
];

/// `PERMUTED[p]`, for `p` a 3×3 picture (bit `3i + j`: line `i` may meet line `j` of
/// the crossing direction), keeps the bits used by some permutation inside `p`, or is 0
/// when `p` holds no permutation.
///
/// A digit sits once in each row and each box of a band, so the three row-box meetings
/// it uses form a permutation of the band's 3×3 row-by-box picture; likewise for the
/// band-by-column picture of a stack. A meeting survives when some permutation inside
/// `p` uses it: pointing and claiming (locked candidates) and lines or boxes left with no
/// place, in one lookup.
///
/// ```text
///   p:  bit 0 1 2   line 0 meets 0, 1, 2     e.g.  1 . .         1 . .
///       bit 3 4 5   line 1 meets 0, 1, 2           1 1 .    →    . 1 .
///       bit 6 7 8   line 2 meets 0, 1, 2           1 1 1         . . 1
/// ```
pub(super) static PERMUTED: [u16; 512] = {
    let mut table = [0u16; 512];
    let mut p = 0;
    while p < 512 {
        let mut k = 0;
        while k < 6 {
            let used = PERMUTATIONS[k];
            if p as u32 & used == used {
                table[p] |= used as u16;
            }
            k += 1;
        }
        p += 1;
    }
    table
};

/// `CONFIGS[p]`: how many of the six permutations fit inside the 3×3 picture `p`.
pub(super) static CONFIGS: [u8; 512] = {
    let mut table = [0u8; 512];
    let mut p = 0;
    while p < 512 {
        let mut k = 0;
        while k < 6 {
            if p as u32 & PERMUTATIONS[k] == PERMUTATIONS[k] {
                table[p] += 1;
            }
            k += 1;
        }
        p += 1;
    }
    table
};

/// `LINE_COST[p]`: what a digit whose picture in a band or stack is `p` adds to that
/// line's cost as a place to branch (see `State::pick_branch`): nothing once it has one
/// permutation left (or none), else one open digit plus its permutations:
///
/// ```text
///   cost bits:  6 ..= 9   open digits (at most 9)
///               0 ..= 5   their permutations (at most 9 × 6 = 54, below 64: no carry)
/// ```
///
/// So comparing two lines' sums compares their open digits first, then their
/// permutations.
pub(super) static LINE_COST: [u8; 512] = {
    let mut table = [0u8; 512];
    let mut p = 0;
    while p < 512 {
        if CONFIGS[p] >= 2 {
            table[p] = 1 << 6 | CONFIGS[p];
        }
        p += 1;
    }
    table
};

/// The 27-bit band mask of the row-by-box meetings in a 3×3 picture:
///
/// ```text
///   bit 3i+j of the picture (row i, box j)  →  bits 9i+3j ..= 9i+3j+2 of the band
/// ```
pub(super) const fn spread(p: u32) -> u32 {
    let mut mask = 0;
    let mut bit = 0;
    while bit < 9 {
        if p & (1 << bit) != 0 {
            mask |= TRIPLE << (9 * (bit / 3) + 3 * (bit % 3));
        }
        bit += 1;
    }
    mask
}

/// The 3×3 band-by-column picture of stack `s` (see `State::stack_rules`), gathered from
/// a digit's columns in all three bands packed side by side:
///
/// ```text
///   packed:   bits 9b + c = column c of band b        (b, c: 0..3, 0..9)
///   kept:     bits 3s.., 9+3s.., 18+3s.. shifted down  → bits 0-2, 9-11, 18-20
///   × (1 + 2^6 + 2^12): copies at +0, +6, +12; bits 12-20 then hold
///             band 0 (from +12), band 1 (from +6), band 2 (from +0)
///   picture:  bit 3b + j = column 3s + j of band b
/// ```
///
/// The nine copies land on disjoint bits, so the product has no carries: one multiply
/// instead of three shifted masks.
#[inline(always)]
pub(super) fn stack_picture_of(packed: u32, s: u32) -> u32 {
    let kept = packed >> (3 * s) & 0o7007007;
    kept.wrapping_mul(1 | 1 << 6 | 1 << 12) >> 12 & 0o777
}

/// `LOCKED[p]`, for `p` a band's 9-bit row-by-box occupancy, is [`PERMUTED`]`[p]`
/// spread back over the band: the 27-bit mask of cells that stay possible (0: none).
///
/// ```text
///   bit 3i+j of PERMUTED (row i, box j)  →  bits 9i+3j ..= 9i+3j+2 of the band
/// ```
pub(super) static LOCKED: [u32; 512] = {
    let mut table = [0u32; 512];
    let mut p = 0;
    while p < 512 {
        table[p] = spread(PERMUTED[p] as u32);
        p += 1;
    }
    table
};

/// `SEEN[p]`, for `p` a band's 9-bit row-by-box picture (as [`occupancy`] gives), is
/// the 27-bit mask of the rows and boxes it touches: where a digit given in those
/// meetings can no longer go (before its own cells are put back).
///
/// ```text
///   bit 3i+j of p  →  all of row i (bits 9i ..= 9i+8) and all of box j of the band
/// ```
pub(super) static SEEN: [u32; 512] = {
    let mut table = [0u32; 512];
    let mut p = 0;
    while p < 512 {
        let mut bit = 0;
        while bit < 9 {
            if p & (1 << bit) != 0 {
                let (i, j) = (bit / 3, bit % 3);
                table[p] |= ROW << (9 * i) | spread(0b001_001_001 << j);
            }
            bit += 1;
        }
        p += 1;
    }
    table
};

/// `POPCOUNT[x]`: the number of set bits of a 9-bit value. A table, because the
/// portable x86-64 baseline has no population-count instruction.
pub(super) static POPCOUNT: [u8; 512] = {
    let mut table = [0u8; 512];
    let mut x = 0;
    while x < 512 {
        table[x] = (x as u32).count_ones() as u8;
        x += 1;
    }
    table
};

/// The row-by-box occupancy of a band mask, the index into [`LOCKED`].
#[inline(always)]
pub(super) fn occupancy(band: u32) -> usize {
    SHRINK[(band & ROW) as usize] as usize
        | (SHRINK[((band >> 9) & ROW) as usize] as usize) << 3
        | (SHRINK[((band >> 18) & ROW) as usize] as usize) << 6
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shrink_marks_touched_boxes() {
        assert_eq!(SHRINK[0], 0);
        assert_eq!(SHRINK[0b000_000_001], 0b001);
        assert_eq!(SHRINK[0b100_000_000], 0b100);
        assert_eq!(SHRINK[0b010_110_000], 0b110);
        assert_eq!(SHRINK[0x1ff], 0b111);
    }

    #[test]
    fn full_band_keeps_everything() {
        assert_eq!(LOCKED[0x1ff], 0x7ff_ffff);
        assert_eq!(occupancy(0x7ff_ffff), 0x1ff);
    }

    #[test]
    fn empty_row_or_box_is_impossible() {
        // Row 2 has no place at all.
        assert_eq!(LOCKED[0b000_111_111], 0);
        // Box 2 has no place at all.
        assert_eq!(LOCKED[0b011_011_011], 0);
        // Rows 0 and 1 both confined to box 0.
        assert_eq!(LOCKED[0b111_001_001], 0);
    }

    #[test]
    fn pointing_removes_the_rest_of_a_box() {
        // Row 0 only in box 0: rows 1 and 2 lose box 0.
        let mask = LOCKED[0b111_111_001];
        assert_eq!(mask & ROW, 0b000_000_111);
        assert_eq!((mask >> 9) & ROW, 0b111_111_000);
        assert_eq!(mask >> 18, 0b111_111_000);
    }

    #[test]
    fn permuted_keeps_only_permutation_bits() {
        // The example of the documentation.
        assert_eq!(PERMUTED[0b111_011_001], 0b100_010_001);
        assert_eq!(PERMUTED[0b011_111_110], 0b011_111_110);
        assert_eq!(PERMUTED[0b100_010_001], 0b100_010_001);
        assert_eq!(PERMUTED[0b001_001_111], 0);
    }

    #[test]
    fn configs_count_permutations() {
        assert_eq!(CONFIGS[0x1ff], 6);
        assert_eq!(CONFIGS[0b100_010_001], 1);
        assert_eq!(CONFIGS[0b110_110_001], 2);
        assert_eq!(CONFIGS[0b001_001_111], 0);
        assert_eq!(spread(0x1ff), 0x7ff_ffff);
        assert_eq!(spread(0b000_000_010), 0b111_000);
    }

    #[test]
    fn line_costs_count_open_digits_then_permutations() {
        assert_eq!(LINE_COST[0x1ff], 64 + 6);
        assert_eq!(LINE_COST[0b110_110_001], 64 + 2);
        assert_eq!(LINE_COST[0b100_010_001], 0);
        assert_eq!(LINE_COST[0b001_001_111], 0);
        // Nine open digits of six permutations stay below ten open digits' cost.
        assert!(9 * u32::from(LINE_COST[0x1ff]) < 10 << 6);
    }

    #[test]
    fn stack_pictures_gather_the_stacks_columns() {
        // Against the picture taken column by column, for a spread of packed masks.
        let mut x: u32 = 0x2545_f491;
        for _ in 0..2000 {
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            let packed = x & 0x7ff_ffff;
            for s in 0..3 {
                let mut expected = 0;
                for b in 0..3 {
                    for j in 0..3 {
                        expected |= (packed >> (9 * b + 3 * s + j) & 1) << (3 * b + j);
                    }
                }
                assert_eq!(stack_picture_of(packed, s), expected, "{packed:027b} s {s}");
            }
        }
    }

    #[test]
    fn every_entry_is_idempotent() {
        for (p, &mask) in LOCKED.iter().enumerate() {
            if mask != 0 {
                assert_eq!(LOCKED[occupancy(mask)], mask, "p = {p:09b}");
                assert_eq!(occupancy(mask) & !p, 0, "p = {p:09b}");
            }
        }
    }
}
