//! The implication graph every chain search walks: *potentials* (a candidate assumed
//! true, "on", or false, "off"), the nodes that record how each was reached (its parent
//! nodes), and the two rules that derive new potentials, as Sudoku Explainer defines them:
//!
//! - **on ⇒ off**: a candidate that is true removes the other candidates of its cell (a
//!   "Y" link; left out of X-only searches) and the same digit from the other cells of
//!   its box, row and column (in that order, each cell once);
//! - **off ⇒ on**: a candidate that is false makes the other candidate of a bivalue cell
//!   true (a "Y" link) and the digit's only other place in its box, row or column true
//!   (an "X" link).
//!
//! On a variant board the same rules follow the board's own houses and sight (`sight.rs`):
//! its extra houses for both rules, a knight's or king's move and non-consecutive
//! neighbours for "on ⇒ off"; the classic board keeps the const tables below.
//!
//! In dynamic searches the candidates that earlier steps of the chain removed are gone
//! from the working masks; an "on" reached because of them lists their "off" nodes as
//! extra parents, so a chain's length counts everything it relies on.

use super::super::super::board::Board;
use super::super::super::houses::{HOUSE_SETS, set_cells};
use super::super::bits;
use super::sight::{Sight, neighbours};
use crate::grid::CellSet;
use crate::grid::layout::{box_house, col_house, row_house};
use std::sync::Arc;

/// A candidate with a truth value: `(cell * 9 + digit) * 2 + on`.
pub(super) type Pot = u16;

pub(super) fn pot(cell: usize, d: usize, on: bool) -> Pot {
    ((cell * 9 + d) * 2 + usize::from(on)) as Pot
}

pub(super) fn pot_cell(p: Pot) -> usize {
    p as usize / 18
}

pub(super) fn pot_digit(p: Pot) -> usize {
    p as usize / 2 % 9
}

pub(super) fn is_on(p: Pot) -> bool {
    p & 1 == 1
}

/// The same candidate with the opposite truth value.
pub(super) fn conjugate(p: Pot) -> Pot {
    p ^ 1
}

pub(super) const POTS: usize = 81 * 9 * 2;
pub(super) const NONE: u32 = u32::MAX;

/// The houses of a cell in the order Sudoku Explainer visits them: box, row, column.
pub(super) fn houses_of(c: usize) -> [usize; 3] {
    [box_house(c), row_house(c), col_house(c)]
}

/// One derived potential and where it came from.
#[derive(Clone, Copy)]
pub(super) struct Node {
    pub(super) pot: Pot,
    /// Range of its parents in [`Arena::parents`].
    first_parent: u32,
    parent_count: u32,
}

/// Every node of one search, parents before children.
#[derive(Default)]
pub(super) struct Arena {
    pub(super) nodes: Vec<Node>,
    parents: Vec<u32>,
}

impl Arena {
    /// An empty arena with room for `nodes` nodes and `parents` parent entries.
    pub(super) fn with_capacity(nodes: usize, parents: usize) -> Arena {
        Arena {
            nodes: Vec::with_capacity(nodes),
            parents: Vec::with_capacity(parents),
        }
    }

    /// Sizes of the node and parent arrays.
    pub(super) fn sizes(&self) -> (usize, usize) {
        (self.nodes.len(), self.parents.len())
    }

    pub(super) fn clear(&mut self) {
        self.nodes.clear();
        self.parents.clear();
    }

    /// A new node for `p` with the given parent nodes.
    pub(super) fn add(&mut self, p: Pot, parents: &[u32]) -> u32 {
        let first_parent = self.parents.len() as u32;
        self.parents.extend_from_slice(parents);
        self.nodes.push(Node {
            pot: p,
            first_parent,
            parent_count: parents.len() as u32,
        });
        (self.nodes.len() - 1) as u32
    }

    pub(super) fn pot(&self, n: u32) -> Pot {
        self.nodes[n as usize].pot
    }

    pub(super) fn parents(&self, n: u32) -> &[u32] {
        let node = self.nodes[n as usize];
        let start = node.first_parent as usize;
        &self.parents[start..start + node.parent_count as usize]
    }

    /// Whether a node of potential `p` lies on the first-parent line above `n` (Sudoku
    /// Explainer's guard against walking back along a cycle).
    pub(super) fn has_ancestor(&self, n: u32, p: Pot) -> bool {
        let mut cur = n;
        while let Some(&up) = self.parents(cur).first() {
            if self.pot(up) == p {
                return true;
            }
            cur = up;
        }
        false
    }
}

/// Reusable buffers for [`Arena::ancestors`]: a potential is marked seen by stamping it
/// with the current round, so no table is cleared between the many walks of a search.
#[derive(Default)]
pub(super) struct Marks {
    stamp: Vec<u32>,
    round: u32,
    /// The nodes of the last walk.
    nodes: Vec<u32>,
}

impl Marks {
    /// A fresh round: no potential is marked.
    fn next_round(&mut self) -> u32 {
        if self.stamp.len() != POTS {
            self.stamp = vec![0; POTS];
            self.round = 0;
        }
        self.round = self.round.wrapping_add(1);
        if self.round == 0 {
            self.stamp.fill(0);
            self.round = 1;
        }
        self.round
    }
}

impl Arena {
    /// The distinct potentials `n` relies on, itself included, as Sudoku Explainer counts
    /// them: breadth first, a potential met twice expanded once. Returns the nodes (in
    /// `marks`' buffer).
    ///
    /// The list is its own queue: nodes are taken in the order they are added, and a
    /// node is added only if its potential was not added before, which is the level by
    /// level walk's choice (each level is the parents of the level above, in order).
    pub(super) fn ancestors<'m>(&self, n: u32, marks: &'m mut Marks) -> &'m mut [u32] {
        let round = marks.next_round();
        let out = &mut marks.nodes;
        out.clear();
        out.push(n);
        marks.stamp[self.pot(n) as usize] = round;
        let mut next = 0;
        while let Some(&m) = out.get(next) {
            next += 1;
            for &parent in self.parents(m) {
                let p = self.pot(parent) as usize;
                if marks.stamp[p] != round {
                    marks.stamp[p] = round;
                    out.push(parent);
                }
            }
        }
        out
    }

    /// How many potentials [`Arena::ancestors`] gives.
    pub(super) fn ancestor_count(&self, n: u32, marks: &mut Marks) -> usize {
        self.ancestors(n, marks).len()
    }
}

/// Whether `mask` has exactly two bits set. The default build targets every x86-64, so
/// `count_ones` is a dozen instructions there; clearing the lowest bit twice is three.
pub(super) fn two_bits(mask: u16) -> bool {
    let rest = mask & mask.wrapping_sub(1);
    rest != 0 && rest & (rest - 1) == 0
}

/// Sudoku Explainer's length bonus, in tenths, for a chain of `complexity` potentials:
/// 0.1 for each threshold of 4, 6, 8, 12, 16, 24, 32, … (alternately ×3/2 and ×4/3) that
/// `complexity - 2` exceeds.
pub(super) fn length_bonus(complexity: usize) -> u8 {
    let length = complexity as i64 - 2;
    let mut ceil = 4i64;
    let mut odd = false;
    let mut added = 0u8;
    while length > ceil {
        added += 1;
        ceil = if odd { ceil * 4 / 3 } else { ceil * 3 / 2 };
        odd = !odd;
    }
    added
}

/// The rating as Sudoku Explainer's floating-point sum computes it (base plus 0.1 per
/// bonus tenth, added one at a time), so that ties and order match its sort exactly.
pub(super) fn se_difficulty(base_tenths: u8, bonus: u8) -> f64 {
    let mut added = 0.0f64;
    for _ in 0..bonus {
        added += 0.1;
    }
    f64::from(base_tenths) / 10.0 + added
}

/// Working candidate masks and the implication rules over them. The masks are kept twice,
/// per cell and per digit (as cell sets), so that the rules test a whole house with a few
/// word operations instead of a cell-by-cell scan: they run for every potential of every
/// search and are most of the chaining time.
#[derive(Clone)]
pub(super) struct Grid {
    pub(super) masks: [u16; 81],
    /// The cells holding each digit as a candidate.
    pub(super) cells: [CellSet; 9],
    /// A variant board's houses and sight; `None` on a classic board.
    pub(super) sight: Option<Arc<Sight>>,
}

impl Grid {
    pub(super) fn of(board: &Board) -> Grid {
        let mut masks = [0u16; 81];
        let mut cells = [CellSet::EMPTY; 9];
        for (i, m) in masks.iter_mut().enumerate() {
            *m = board.mask(i);
            for d in bits(*m) {
                cells[d] = cells[d].with_index(i);
            }
        }
        Grid {
            masks,
            cells,
            sight: Sight::of(board).map(Arc::new),
        }
    }

    pub(super) fn has(&self, c: usize, d: usize) -> bool {
        self.masks[c] & 1 << d != 0
    }

    /// The cells of house `h` holding digit `d`.
    pub(super) fn places(&self, h: usize, d: usize) -> CellSet {
        self.house_set(h) & self.cells[d]
    }

    /// The cells of house `h`.
    pub(super) fn house_set(&self, h: usize) -> CellSet {
        match &self.sight {
            None => HOUSE_SETS[h],
            Some(sight) => sight.house_sets[h],
        }
    }

    /// How many houses the board has.
    pub(super) fn house_count(&self) -> usize {
        match &self.sight {
            None => HOUSE_SETS.len(),
            Some(sight) => sight.house_sets.len(),
        }
    }

    /// The houses through cell `c`, in Sudoku Explainer's order. Asked for every
    /// candidate of a search, so it allocates nothing.
    pub(super) fn houses(&self, c: usize) -> impl Iterator<Item = usize> + '_ {
        let classic = self.sight.is_none().then(|| houses_of(c));
        let variant = self.sight.iter().flat_map(move |s| s.houses(c));
        classic
            .into_iter()
            .flatten()
            .chain(variant.map(|&h| usize::from(h)))
    }

    /// Removes candidate `d` from cell `c`.
    pub(super) fn remove(&mut self, c: usize, d: usize) {
        self.masks[c] &= !(1 << d);
        self.cells[d] = self.cells[d].without_index(c);
    }

    /// The potentials an "on" potential turns off, in Sudoku Explainer's order.
    pub(super) fn on_to_off(&self, p: Pot, y: bool, out: &mut Vec<Pot>) {
        out.clear();
        let (c, d) = (pot_cell(p), pot_digit(p));
        if y {
            for e in bits(self.masks[c] & !(1 << d)) {
                out.push(pot(c, e, false));
            }
        }
        if let Some(sight) = &self.sight {
            return self.variant_on_to_off(sight, c, d, out);
        }
        // A house's cells in increasing index order are its cells in scan order, so
        // walking each house's set bits visits them as a cell-by-cell scan would.
        let mut added = CellSet::of_index(c);
        for h in houses_of(c) {
            let fresh = self.places(h, d) - added;
            added |= fresh;
            for o in set_cells(fresh) {
                out.push(pot(o, d, false));
            }
        }
    }

    /// [`Grid::on_to_off`] past the cell's own candidates on a variant board: the digit
    /// in the houses through `c`, then in the cells a knight's or king's move away, then
    /// the consecutive digits of its orthogonal neighbours.
    #[cold]
    fn variant_on_to_off(&self, sight: &Sight, c: usize, d: usize, out: &mut Vec<Pot>) {
        let mut added = CellSet::of_index(c);
        for &h in sight.houses(c) {
            let fresh = self.places(usize::from(h), d) - added;
            added |= fresh;
            for o in set_cells(fresh) {
                out.push(pot(o, d, false));
            }
        }
        for &o in sight.leaps(c) {
            if self.has(usize::from(o), d) {
                out.push(pot(usize::from(o), d, false));
            }
        }
        if sight.non_consecutive {
            for o in neighbours(c) {
                for e in [d + 1, d.wrapping_sub(1)] {
                    if e < 9 && self.has(o, e) {
                        out.push(pot(o, e, false));
                    }
                }
            }
        }
    }

    /// The potentials an "off" potential turns on, with the house (index) or cell
    /// (`None`) that forces each, in Sudoku Explainer's order, each potential once.
    pub(super) fn off_to_on(&self, p: Pot, y: bool, x: bool, out: &mut Vec<(Pot, Option<usize>)>) {
        out.clear();
        let (c, d) = (pot_cell(p), pot_digit(p));
        if y && two_bits(self.masks[c]) {
            let other = (self.masks[c] & !(1 << d)).trailing_zeros() as usize;
            out.push((pot(c, other, true), None));
        }
        if let (true, Some(sight)) = (x, &self.sight) {
            for &h in sight.houses(c) {
                let h = usize::from(h);
                let others = self.places(h, d).without_index(c);
                if let Some(o) = others.only_index() {
                    let q = pot(o, d, true);
                    if !out.iter().any(|&(r, _)| r == q) {
                        out.push((q, Some(h)));
                    }
                }
            }
        } else if x {
            for h in houses_of(c) {
                let others = self.places(h, d).without_index(c);
                if let Some(o) = others.only_index() {
                    let q = pot(o, d, true);
                    if !out.iter().any(|&(r, _)| r == q) {
                        out.push((q, Some(h)));
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{Arena, Marks, POTS, Pot, two_bits};

    /// Sudoku Explainer's count as it reads: level by level, a node taken when its
    /// potential is new.
    fn level_by_level(arena: &Arena, n: u32) -> Vec<u32> {
        let mut seen = vec![false; POTS];
        let (mut out, mut todo) = (Vec::new(), vec![n]);
        while !todo.is_empty() {
            let mut next = Vec::new();
            for &m in &todo {
                let p = arena.pot(m) as usize;
                if !seen[p] {
                    seen[p] = true;
                    out.push(m);
                    next.extend_from_slice(arena.parents(m));
                }
            }
            todo = next;
        }
        out
    }

    #[test]
    fn ancestors_are_the_level_by_level_walk() {
        let mut rng = crate::generate::rng::Rng::from_seed(7);
        let mut marks = Marks::default();
        for _ in 0..200 {
            // Few potentials for many nodes, so that potentials repeat at every depth.
            let mut arena = Arena::default();
            let pots = 2 + rng.next_u64() % 30;
            for i in 0..1 + rng.next_u64() % 80 {
                let count = if i == 0 { 0 } else { rng.next_u64() % 4 };
                let parents: Vec<u32> = (0..count).map(|_| (rng.next_u64() % i) as u32).collect();
                arena.add((rng.next_u64() % pots) as Pot, &parents);
            }
            for n in 0..arena.nodes.len() as u32 {
                let expected = level_by_level(&arena, n);
                assert_eq!(arena.ancestors(n, &mut marks), &expected[..]);
                assert_eq!(arena.ancestor_count(n, &mut marks), expected.len());
            }
        }
    }

    #[test]
    fn two_bits_is_a_count_of_two() {
        for mask in 0..=u16::MAX {
            assert_eq!(two_bits(mask), mask.count_ones() == 2, "{mask:#b}");
        }
    }
}
