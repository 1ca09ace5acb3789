//! Which forcing chains and cycles, nested in a dynamic chain that has stalled, can rely
//! on what that chain removed — the only ones `nested.rs` keeps — found before they are
//! searched for, so that the nested search walks from those starts alone.
//!
//! A nested chain relies on the outer chain's removals through its strong links (see
//! `nested.rs`, `rule_parents`): a link inside a cell relies on the candidates the cell
//! lost, a link inside a house on the places of the digit the house lost. A strong link
//! whose cell or house lost nothing was a strong link of the starting board already: a
//! chain of such links only relies on nothing and is dropped. So a kept chain crosses a
//! *new* strong link, `off(x) → on(y)`, where `{x, y}` is a pair (a cell's last two
//! candidates, a digit's last two places in a house) that the starting board did not have.
//!
//! Every implication of the static rules has its mirror: `p → q` exactly when
//! `¬q → ¬p` (a candidate's peers, the other candidates of its cell, a pair, a king's or
//! knight's move and consecutive neighbours all look the same from either end). So a
//! chain from `s` through `off(x) → on(y)` to its end `t` needs `s →* off(x)`, that is
//! `on(x) →* ¬s`, and `on(y) →* t`. With `F(x)` everything `on(x)` leads to:
//!
//! - a forcing chain ends at `t = ¬s`: `¬s` lies in `F(x)` and in `F(y)`;
//! - a cycle ends at `t = s` (an "on" start): `¬s` lies in `F(x)` and `s` in `F(y)`, or
//!   the same with `x` and `y` swapped.
//!
//! The reach is taken with X and Y links both, which holds every pass's graph. The test
//! is necessary, not sufficient: the starts it keeps are searched as before; the starts it
//! drops could only have given chains that are dropped afterwards. Read next: `unary.rs`,
//! whose search takes the starts.

use super::super::super::houses::set_cells;
use super::super::bits;
use super::graph::{Grid, POTS, Pot, is_on, pot};
use crate::grid::CellSet;

/// Words of a set of potentials, one bit per potential.
const WORDS: usize = POTS.div_ceil(64);

/// A set of potentials. A potential is `2 × candidate + on`, so a candidate's two
/// potentials are one even and the next odd bit, in the same word:
///
/// ```text
/// bit   … 5   4   3   2   1   0
///         on  off on  off on  off
///         └cand 2┘└cand 1┘└cand 0┘
/// ```
#[derive(Clone, Copy)]
pub(super) struct Pots([u64; WORDS]);

/// The odd bits: the "on" potentials.
const ON: u64 = 0xAAAA_AAAA_AAAA_AAAA;

impl Pots {
    const EMPTY: Pots = Pots([0; WORDS]);

    pub(super) fn has(&self, p: Pot) -> bool {
        self.0[usize::from(p) / 64] >> (p % 64) & 1 != 0
    }

    fn insert(&mut self, p: Pot) -> bool {
        let (w, b) = (usize::from(p) / 64, p % 64);
        let fresh = self.0[w] >> b & 1 == 0;
        self.0[w] |= 1 << b;
        fresh
    }

    /// Every potential's negation.
    #[cfg(test)]
    fn negated(&self) -> Pots {
        Pots(self.0.map(negated))
    }
}

/// The negations of a word's potentials: each bit trades places with its pair.
fn negated(w: u64) -> u64 {
    (w >> 1) & !ON | (w & !ON) << 1
}

/// The starts from which a forcing chain or cycle on `current` may cross a strong link
/// that `initial` lacks (see the module header), or `None` when there is no such link:
/// then no chain on `current` relies on anything `initial` had and `current` has not.
/// `current` holds a subset of `initial`'s candidates.
pub(super) fn relying_starts(initial: &Grid, current: &Grid) -> Option<Pots> {
    let pairs = new_pairs(initial, current);
    if pairs.is_empty() {
        return None;
    }
    // Each end's reach once, though ends are shared by pairs.
    let mut reached: Vec<(Pot, Pots)> = Vec::new();
    let mut reach_of = |x: Pot| -> Pots {
        if let Some(&(_, r)) = reached.iter().find(|(p, _)| *p == x) {
            return r;
        }
        let r = reach(current, x);
        reached.push((x, r));
        r
    };
    let mut starts = Pots::EMPTY;
    for (x, y) in pairs {
        let (fx, fy) = (reach_of(x), reach_of(y));
        for (word, (&a, &b)) in starts.0.iter_mut().zip(fx.0.iter().zip(&fy.0)) {
            // A forcing chain from `s`: `¬s` reached from both ends.
            *word |= negated(a & b);
            // A cycle from an "on" `s`: `¬s` from one end, `s` from the other.
            *word |= (negated(a) & b | negated(b) & a) & ON;
        }
    }
    Some(starts)
}

/// The "on" potentials of both members of every pair `current` has and `initial` lacks.
fn new_pairs(initial: &Grid, current: &Grid) -> Vec<(Pot, Pot)> {
    let mut pairs = Vec::new();
    let two = |set: CellSet| {
        let mut cells = set_cells(set);
        (cells.next(), cells.next())
    };
    for c in 0..81 {
        let mask = current.masks[c];
        if mask.count_ones() == 2 && mask != initial.masks[c] {
            let mut digits = bits(mask);
            if let (Some(a), Some(b)) = (digits.next(), digits.next()) {
                pairs.push((pot(c, a, true), pot(c, b, true)));
            }
        }
    }
    for h in 0..current.house_count() {
        for d in 0..9 {
            let places = current.places(h, d);
            if places.len() == 2
                && places != initial.places(h, d)
                && let (Some(a), Some(b)) = two(places)
            {
                pairs.push((pot(a, d, true), pot(b, d, true)));
            }
        }
    }
    pairs
}

/// Everything `from` leads to on `grid` by X and Y links, itself included.
fn reach(grid: &Grid, from: Pot) -> Pots {
    let mut seen = Pots::EMPTY;
    seen.insert(from);
    let mut pending = vec![from];
    let (mut offs, mut ons) = (Vec::new(), Vec::new());
    while let Some(p) = pending.pop() {
        if is_on(p) {
            grid.on_to_off(p, true, &mut offs);
            pending.extend(offs.iter().copied().filter(|&q| seen.insert(q)));
        } else {
            grid.off_to_on(p, true, true, &mut ons);
            pending.extend(ons.iter().map(|&(q, _)| q).filter(|&q| seen.insert(q)));
        }
    }
    seen
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn negation_trades_each_potential_for_its_pair() {
        let mut set = Pots::EMPTY;
        for p in [pot(0, 0, true), pot(40, 4, false), pot(80, 8, true)] {
            set.insert(p);
        }
        let negated = set.negated();
        for p in 0..POTS as Pot {
            assert_eq!(negated.has(p), set.has(p ^ 1), "{p}");
        }
    }
}
