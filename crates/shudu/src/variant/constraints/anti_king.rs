//! [`AntiKing`]: cells a chess king's move apart (diagonal neighbours included) never hold
//! the same digit.

use std::sync::Arc;

use super::{flagged, move_repeats, pairs_at};
use crate::variant::constraint::{Constraint, FpuzzlesPart, Kind, Violation};
use crate::variant::{Pos, Shape};

/// The anti-king rule: touching cells, diagonally too, hold different digits.
///
/// ```
/// use shudu::variant::{Constraint, Shape, constraints::AntiKing};
/// let shape = Shape::for_size(4).unwrap();
/// let mut values = vec![0u8; 16];
/// values[0] = 3;
/// values[5] = 3; // r2c2, diagonally next to r1c1
/// let broken = AntiKing.violations(shape, &values);
/// assert_eq!(broken[0].to_string(), "r1c1 and r2c2 are a king's move apart and both hold 3");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct AntiKing;

const MOVES: [(isize, isize); 8] = [
    (0, 1),
    (1, -1),
    (1, 0),
    (1, 1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
];

impl Constraint for AntiKing {
    fn kind(&self) -> &'static str {
        "anti-king"
    }

    fn rule_text(&self) -> &'static str {
        "Anti-king: cells a king's move apart (diagonally too) hold different digits"
    }

    fn distinct_groups(&self, shape: Shape) -> Vec<Vec<Pos>> {
        pairs_at(shape, &MOVES)
    }

    fn violations(&self, shape: Shape, values: &[u8]) -> Vec<Violation> {
        move_repeats(shape, values, &MOVES, self.kind(), "variant-broken-king")
    }

    fn to_fpuzzles(&self) -> FpuzzlesPart {
        FpuzzlesPart::Flag("antiking")
    }
}

pub(super) const KIND: Kind = Kind {
    name: "anti-king",
    fpuzzles_key: "antiking",
    from_json: |_, _| Ok(Arc::new(AntiKing)),
    from_fpuzzles: |value, _| flagged(value, "antiking", Arc::new(AntiKing)),
};
