//! [`AntiKnight`]: cells a chess knight's move apart never hold the same digit.

use std::sync::Arc;

use super::{flagged, move_repeats, pairs_at};
use crate::variant::constraint::{Constraint, FpuzzlesPart, Kind, Violation};
use crate::variant::{Pos, Shape};

/// The anti-knight rule: two cells a knight's move apart hold different digits.
///
/// ```
/// use shudu::variant::{Constraint, Shape, constraints::AntiKnight};
/// let pairs = AntiKnight.distinct_groups(Shape::classic());
/// assert!(pairs.iter().all(|p| p.len() == 2));
/// assert_eq!(pairs.len(), 4 * 8 * 7); // 4·(n−1)·(n−2) knight pairs on an n×n board
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct AntiKnight;

const MOVES: [(isize, isize); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, 2),
    (-2, 1),
    (-2, -1),
    (-1, -2),
];

impl Constraint for AntiKnight {
    fn kind(&self) -> &'static str {
        "anti-knight"
    }

    fn rule_text(&self) -> &'static str {
        "Anti-knight: cells a knight's move apart hold different digits"
    }

    fn distinct_groups(&self, shape: Shape) -> Vec<Vec<Pos>> {
        pairs_at(shape, &MOVES)
    }

    fn violations(&self, shape: Shape, values: &[u8]) -> Vec<Violation> {
        move_repeats(shape, values, &MOVES, self.kind(), "variant-broken-knight")
    }

    fn to_fpuzzles(&self) -> FpuzzlesPart {
        FpuzzlesPart::Flag("antiknight")
    }
}

pub(super) const KIND: Kind = Kind {
    name: "anti-knight",
    fpuzzles_key: "antiknight",
    from_json: |_, _| Ok(Arc::new(AntiKnight)),
    from_fpuzzles: |value, _| flagged(value, "antiknight", Arc::new(AntiKnight)),
};
