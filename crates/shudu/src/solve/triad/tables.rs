//! The constant vectors and lane tables of the triad kernel, all derived at compile time
//! from the box layout and the six permutations (nothing typed in by hand but those).
//!
//! Read `triad.rs` first for the layout of a box vector and of a band.

use super::lanes::{Gather, Lanes16, NONE, Shuffle};

/// Every digit.
pub(super) const ALL: u16 = 0x1ff;

/// How a band can place one digit: `PERMUTATIONS[k][q]` is the minirow (in a horizontal
/// band) or minicolumn (vertical) that configuration `k` gives the digit in the band's
/// box `q`. The six permutations of (0, 1, 2), in lexicographic order.
pub(super) const PERMUTATIONS: [[u8; 3]; 6] = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
];

/// Whether box lane `i` is one of the nine cells.
const fn is_cell(i: usize) -> bool {
    CELL_LANES >> i & 1 == 1
}

/// `value` in the lanes whose bits are set in `lanes` (bit `i` for lane `i`), 0 elsewhere.
const fn lanes_in(value: u16, lanes: u16) -> Lanes16 {
    let mut out = [0u16; 16];
    let mut i = 0;
    while i < 16 {
        if lanes >> i & 1 == 1 {
            out[i] = value;
        }
        i += 1;
    }
    Lanes16(out)
}

/// Lane sets as 16-bit masks, lane 0 the lowest bit (see the diagram in `triad.rs`).
const CELL_LANES: u16 = 0x0777;
const H_LANE_SET: u16 = 0x0888;
const V_LANE_SET: u16 = 0x7000;

/// The nine cells.
pub(super) const CELLS: Lanes16 = lanes_in(ALL, CELL_LANES);
/// The lanes of the three row clauses (cells and H): the matrix's first three rows.
pub(super) const ROW_CLAUSES: Lanes16 = lanes_in(ALL, 0x0fff);
/// The lanes of the three column clauses (cells and V): the matrix's first three columns.
pub(super) const COLUMN_CLAUSES: Lanes16 = lanes_in(ALL, 0x7777);
/// The H lanes (digits a minirow may lack).
pub(super) const H_LANES: Lanes16 = lanes_in(ALL, H_LANE_SET);
/// The V lanes (digits a minicolumn may lack).
pub(super) const V_LANES: Lanes16 = lanes_in(ALL, V_LANE_SET);
/// The fewest candidates a lane may keep: a cell one, an H or V lane six (three digits
/// fill the minirow, so six are outside it); when a lane is down to that many, all of
/// them are true.
pub(super) const MINIMUM: Lanes16 = {
    let mut out = [0u16; 16];
    let mut i = 0;
    while i < 15 {
        out[i] = if is_cell(i) { 1 } else { 6 };
        i += 1;
    }
    Lanes16(out)
};
/// A fresh box: every candidate in every cell, H and V lane.
pub(super) const OPEN_BOX: Lanes16 = lanes_in(ALL, 0x7fff);

/// Where the summary vector takes each minirow's digits from (the minirows' unions are
/// everywhere in their matrix row; lanes 0, 5 and 10 are used), each minicolumn's (lanes
/// 4, 1 and 2, in their matrix columns), and the H and V lanes.
pub(super) const SUMMARY_ROWS: Lanes16 = lanes_in(ALL, 1 | 1 << 5 | 1 << 10);
pub(super) const SUMMARY_COLUMNS: Lanes16 = lanes_in(ALL, 1 << 4 | 1 << 1 | 1 << 2);
pub(super) const SUMMARY_HV: Lanes16 = lanes_in(ALL, H_LANE_SET | V_LANE_SET);

/// Gathers the summary of a box for its two bands:
///
/// ```text
///   lane   0    1    2    3    4    5    6 7 | 8     9     10    11   12   13   14 15
///          P0   P1   P2   H0   H1   H2   - - | Pc0   Pc1   Pc2   V0   V1   V2   -  -
///   P r: digits some cell of minirow r may hold; Pc c: the same for minicolumn c
/// ```
pub(super) const SUMMARY: Gather = Gather::new([
    0, 5, 10, 3, 7, 11, NONE, NONE, 4, 1, 2, 12, 13, 14, NONE, NONE,
]);

/// The two lanes `k` and `j` of `{0, 1, 2}` other than `e`.
const fn others(e: u8) -> (u8, u8) {
    match e {
        0 => (1, 2),
        1 => (0, 2),
        _ => (0, 1),
    }
}

/// For box `b`, three in-half shuffles of its summary whose AND is the message to its
/// bands: in the low half, lane `k` holds the digits for which the horizontal band's
/// configuration `k` fits the box (the minirow it picks may hold the digit, the other
/// two may lack it); in the high half the same for the vertical band.
pub(super) const MESSAGES: [[Shuffle; 3]; 9] = {
    let mut out = [[Shuffle::new([NONE; 16]); 3]; 9];
    let mut b = 0;
    while b < 9 {
        let mut tables = [[NONE; 16]; 3];
        let mut half = 0;
        while half < 2 {
            // Horizontal: the box is the band's box b % 3; vertical: b / 3.
            let q = if half == 0 { b % 3 } else { b / 3 };
            let mut k = 0;
            while k < 6 {
                let e = PERMUTATIONS[k][q];
                let (o1, o2) = others(e);
                tables[0][8 * half + k] = e;
                tables[1][8 * half + k] = 3 + o1;
                tables[2][8 * half + k] = 3 + o2;
                k += 1;
            }
            half += 1;
        }
        out[b] = [
            Shuffle::new(tables[0]),
            Shuffle::new(tables[1]),
            Shuffle::new(tables[2]),
        ];
        b += 1;
    }
    out
};

/// For a band's box `q`, four in-half shuffles of the band's configurations (in both
/// halves) whose OR, with [`UNTOUCHED`], is what the box may keep: a cell, the digits
/// whose configurations may put them in its minirow (minicolumn); an H (V) lane, those
/// whose configurations may put them in another. `[0]` for horizontal bands, `[1]` for
/// vertical ones.
pub(super) const RESTRICTIONS: [[[Shuffle; 4]; 3]; 2] = {
    let mut out = [[[Shuffle::new([NONE; 16]); 4]; 3]; 2];
    let mut vertical = 0;
    while vertical < 2 {
        let mut q = 0;
        while q < 3 {
            let mut tables = [[NONE; 16]; 4];
            let mut lane = 0;
            while lane < 15 {
                let (r, c) = (lane / 4, lane % 4);
                // The element this lane is about, and whether it is the element's
                // positive (a cell in it) or negative (the H or V lane) side.
                let (element, negative) = if is_cell(lane) {
                    (if vertical == 1 { c } else { r }, false)
                } else if vertical == 0 && c == 3 {
                    (r, true)
                } else if vertical == 1 && r == 3 {
                    (c, true)
                } else {
                    lane += 1;
                    continue; // the other orientation's lane: untouched
                };
                let mut n = 0;
                let mut k = 0;
                while k < 6 {
                    if (PERMUTATIONS[k][q] as usize == element) != negative {
                        tables[n][lane] = k as u8;
                        n += 1;
                    }
                    k += 1;
                }
                // A cell has two configurations: read each twice.
                if n == 2 {
                    tables[2][lane] = tables[0][lane];
                    tables[3][lane] = tables[1][lane];
                }
                lane += 1;
            }
            out[vertical][q] = [
                Shuffle::new(tables[0]),
                Shuffle::new(tables[1]),
                Shuffle::new(tables[2]),
                Shuffle::new(tables[3]),
            ];
            q += 1;
        }
        vertical += 1;
    }
    out
};

/// The lanes a band leaves alone: the other orientation's V (H) lanes.
pub(super) const UNTOUCHED: [Lanes16; 2] = [V_LANES, H_LANES];
