//! [`PairKind`]: what a mark on the edge between two neighbouring cells says of their
//! digits (kropki dots, XV letters). The relation alone, which the solver's kernel and the
//! logic engine both read; the mark itself, with its cells and its forms, is
//! `variant/constraints/pair_marks.rs`'s.

/// What a mark between two cells says of their digits.
///
/// ```
/// use shudu::grid::PairKind;
/// assert!(PairKind::WhiteDot.admits(4, 5) && PairKind::BlackDot.admits(6, 3));
/// assert!(PairKind::X.admits(3, 7) && PairKind::V.admits(1, 4) && !PairKind::V.admits(2, 2));
/// assert_eq!(PairKind::BlackDot.partners(0b100, 9), 0b10_0000); // 3 → 6
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum PairKind {
    /// A white kropki dot: the digits are consecutive.
    WhiteDot,
    /// A black kropki dot: one digit is twice the other.
    BlackDot,
    /// An X: the digits add up to 10.
    X,
    /// A V: the digits add up to 5.
    V,
}

impl PairKind {
    /// Every kind, in the order the rules list them.
    pub const ALL: [PairKind; 4] = [
        PairKind::WhiteDot,
        PairKind::BlackDot,
        PairKind::X,
        PairKind::V,
    ];

    /// Whether digits `a` and `b` may sit on the two sides of this mark.
    pub fn admits(self, a: u8, b: u8) -> bool {
        match self {
            PairKind::WhiteDot => a.abs_diff(b) == 1,
            PairKind::BlackDot => a == 2 * b || b == 2 * a,
            PairKind::X => a + b == 10 && a != b,
            PairKind::V => a + b == 5,
        }
    }

    /// The digits (as a mask, bit d−1 for digit d) that can sit beside one of `mask`'s,
    /// on a board of side `n`.
    pub fn partners(self, mask: u32, n: usize) -> u32 {
        let all = if n >= 32 { !0 } else { (1u32 << n) - 1 };
        let out = match self {
            PairKind::WhiteDot => (mask << 1) | (mask >> 1),
            _ => (1..=n as u8)
                .filter(|&d| mask >> (d - 1) & 1 == 1)
                .flat_map(|d| (1..=n as u8).filter(move |&e| self.admits(d, e)))
                .fold(0, |m, e| m | 1 << (e - 1)),
        };
        out & all
    }

    /// The mark's name in records: `white-dot`, `black-dot`, `x`, `v`.
    ///
    /// ```
    /// assert_eq!(shudu::grid::PairKind::BlackDot.name(), "black-dot");
    /// ```
    pub fn name(self) -> &'static str {
        match self {
            PairKind::WhiteDot => "white-dot",
            PairKind::BlackDot => "black-dot",
            PairKind::X => "x",
            PairKind::V => "v",
        }
    }
}
