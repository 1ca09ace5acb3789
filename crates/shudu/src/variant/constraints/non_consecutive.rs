//! [`NonConsecutive`]: orthogonally neighbouring cells never hold consecutive digits.

use std::sync::Arc;

use super::flagged;
use crate::variant::constraint::{CandidateMasks, Constraint, FpuzzlesPart, Kind, Violation};
use crate::variant::{Pos, Shape};
use crate::words::Phrase;

/// The non-consecutive rule: cells sharing an edge differ by more than one.
///
/// ```
/// use shudu::variant::{Constraint, Shape, constraints::NonConsecutive};
/// let shape = Shape::for_size(4).unwrap();
/// let mut values = vec![0u8; 16];
/// values[0] = 3;
/// values[4] = 2; // r2c1, below r1c1
/// let broken = NonConsecutive.violations(shape, &values);
/// assert_eq!(broken[0].to_string(), "r1c1 and r2c1 are neighbours holding consecutive 3 and 2");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct NonConsecutive;

/// Each pair of edge neighbours once: the cell to the right and the one below.
fn neighbours(n: usize) -> impl Iterator<Item = (Pos, Pos)> {
    (0..n * n).flat_map(move |i| {
        let a = Pos::from_index(i, n);
        [(0, 1), (1, 0)]
            .into_iter()
            .filter_map(move |(dr, dc)| a.offset(dr, dc, n).map(|b| (a, b)))
    })
}

/// The digits a neighbour of a cell with candidates `m` cannot hold: both neighbours of a
/// placed digit; the digit between two candidates two apart (whichever is placed, it is
/// next to that one); nothing when three or more remain.
///
/// ```text
/// m        = 0b00100   (digit 3)        → 0b01010 (digits 2 and 4)
/// m        = 0b01010   (digits 2 and 4) → 0b00100 (digit 3)
/// ```
fn ruled_out(m: u32) -> u32 {
    match m.count_ones() {
        1 => (m << 1) | (m >> 1),
        2 => (m << 1) & (m >> 1),
        _ => 0,
    }
}

impl Constraint for NonConsecutive {
    fn kind(&self) -> &'static str {
        "non-consecutive"
    }

    fn rule_text(&self) -> &'static str {
        "Non-consecutive: cells sharing an edge never hold consecutive digits"
    }

    fn propagates(&self) -> bool {
        true
    }

    fn propagate(&self, masks: &mut CandidateMasks<'_>) -> bool {
        for (a, b) in neighbours(masks.size()) {
            let (ma, mb) = (masks.get(a), masks.get(b));
            if !masks.restrict(b, !ruled_out(ma)) || !masks.restrict(a, !ruled_out(mb)) {
                return false;
            }
        }
        true
    }

    fn violations(&self, shape: Shape, values: &[u8]) -> Vec<Violation> {
        let n = shape.size();
        neighbours(n)
            .filter_map(|(a, b)| {
                let (va, vb) = (values[a.index(n)], values[b.index(n)]);
                (va != 0 && vb != 0 && va.abs_diff(vb) == 1).then(|| {
                    Violation::said(
                        vec![a, b],
                        self.kind(),
                        Phrase::new("variant-broken-consecutive")
                            .with("first", a.to_string())
                            .with("second", b.to_string())
                            .with("a", va)
                            .with("b", vb),
                    )
                })
            })
            .collect()
    }

    fn to_fpuzzles(&self) -> FpuzzlesPart {
        FpuzzlesPart::Flag("nonconsecutive")
    }
}

pub(super) const KIND: Kind = Kind {
    name: "non-consecutive",
    fpuzzles_key: "nonconsecutive",
    from_json: |_, _| Ok(Arc::new(NonConsecutive)),
    from_fpuzzles: |value, _| flagged(value, "nonconsecutive", Arc::new(NonConsecutive)),
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rules_out_the_neighbours_of_what_is_left() {
        assert_eq!(ruled_out(0b100), 0b1010);
        assert_eq!(ruled_out(0b1010), 0b100);
        assert_eq!(ruled_out(0b11), 0);
        assert_eq!(ruled_out(0b111), 0);
        assert_eq!(ruled_out(1), 0b10);
    }
}
