//! Aligned pair exclusion (6.2) and aligned triplet exclusion (7.5), as Sudoku Explainer
//! finds them.
//!
//! Take two (or three) unsolved base cells and the excluder cells that see every one of
//! them and hold at most as many candidates as there are base cells. A way of filling the
//! base cells is impossible when it repeats a digit in two base cells that share a house,
//! or when it takes every candidate of an excluder (that cell would be left with nothing).
//! A candidate of a base cell that no possible way uses is false.
//!
//! The search follows Sudoku Explainer's so that, of several steps, the first listed is
//! the one it takes: base cells are the cells with two or more candidates, no peer down to
//! one candidate, and at least one excluder; pairs of them are visited by their second
//! cell, then their first (0-1, 0-2, 1-2, 0-3, …); a triplet adds a third base cell taken
//! from the excluders of the first two (those of the first, then the rest of the second's)
//! and is kept only once. At least two excluders must see all the base cells.
//!
//! Read next: `chains/` (the rules Sudoku Explainer tries around the triplet form).

use super::super::board::{Board, cell, digit};
use super::super::houses::{PEER_SETS, set_cells};
use super::super::step::{Evidence, Step};
use super::super::technique::Technique;
use super::{bits, elimination_step};

/// The search over the ways of filling the base cells.
struct Filling<'a> {
    masks: [u16; 3],
    excluders: &'a [u16],
    /// Whether base cells (0, 1), (0, 2) and (1, 2) share a house.
    clash: [bool; 3],
    n: usize,
}

impl Filling<'_> {
    /// Whether some candidate of a base cell might be in no possible filling: the
    /// fillings of the other base cells, counted, must not outnumber those the excluders
    /// and the shared houses can rule out at most. Most sets of base cells fail this
    /// count and need no search.
    fn may_exclude(&self) -> bool {
        let size = |i: usize| self.masks[i].count_ones();
        // Base cell `i`, the other ones (`j`, and `k` for a triplet) and whether `j` and
        // `k` share a house with `i` and with each other.
        let views: &[(usize, usize, usize, bool, bool, bool)] = if self.n == 2 {
            &[
                (0, 1, 0, self.clash[0], false, false),
                (1, 0, 0, self.clash[0], false, false),
            ]
        } else {
            &[
                (0, 1, 2, self.clash[0], self.clash[1], self.clash[2]),
                (1, 0, 2, self.clash[0], self.clash[2], self.clash[1]),
                (2, 0, 1, self.clash[1], self.clash[2], self.clash[0]),
            ]
        };
        views.iter().any(|&(i, j, k, ij, ik, jk)| {
            let (sj, sk) = (size(j), if self.n == 3 { size(k) } else { 1 });
            let fillings = sj * sk;
            // `d` again in a cell sharing a house with `i`, with any digit of the other.
            let mut by_houses = u32::from(ij) * sk + u32::from(ik) * sj;
            if self.n == 3 && jk {
                by_houses += sj.min(sk);
            }
            let (mj, mk) = (self.masks[j], if self.n == 3 { self.masks[k] } else { 0 });
            bits(self.masks[i]).any(|d| {
                let mut ruled_out = by_houses;
                for &e in self.excluders {
                    let rest = e & !(1 << d);
                    ruled_out += match (self.n, rest.count_ones()) {
                        // Pairs: a bivalue excluder with `d` rules out its other digit in
                        // `j`.
                        (2, 1) => u32::from(mj & rest != 0),
                        // Triplets: an excluder with `d` and one digit more rules out the
                        // fillings using that digit in `j` or `k`.
                        (3, 1) => {
                            let (in_j, in_k) = (mj & rest != 0, mk & rest != 0);
                            u32::from(in_j) * sk + u32::from(in_k) * sj - u32::from(in_j && in_k)
                        }
                        // Two digits besides `d`: the fillings putting one in `j` and the
                        // other in `k`.
                        (3, 2) => {
                            let low = rest & rest.wrapping_neg();
                            let high = rest & !low;
                            u32::from(mj & low != 0 && mk & high != 0)
                                + u32::from(mj & high != 0 && mk & low != 0)
                        }
                        _ => 0,
                    };
                }
                ruled_out >= fillings
            })
        })
    }

    /// For each base cell, the candidates some possible filling uses. Each candidate not
    /// yet seen in a possible filling is tried in turn, and the first possible filling
    /// found with it allows all its digits: most candidates are allowed by the filling
    /// found for an earlier one, so few searches run to the end.
    fn allowed(&self) -> [u16; 3] {
        let mut allowed = [0u16; 3];
        for i in 0..self.n {
            for d in bits(self.masks[i] & !allowed[i]) {
                let mut chosen = [0usize; 3];
                chosen[i] = d;
                if self.complete(i, 0, 1 << d, &mut chosen) {
                    for (a, &c) in allowed.iter_mut().zip(&chosen).take(self.n) {
                        *a |= 1 << c;
                    }
                }
            }
        }
        allowed
    }

    /// Whether the filling in `chosen`, with base cell `fixed` already chosen, can be
    /// completed from base cell `i` on; `used` holds the digits chosen so far.
    fn complete(&self, fixed: usize, i: usize, used: u16, chosen: &mut [usize; 3]) -> bool {
        // An excluder whose candidates the filling takes all of would be empty; taking
        // more digits only makes that worse.
        if self.excluders.iter().any(|&m| m & !used == 0) {
            return false;
        }
        if i == self.n {
            return true;
        }
        if i == fixed {
            return self.clashes_ok(i, chosen[i], chosen)
                && self.complete(fixed, i + 1, used, chosen);
        }
        for d in bits(self.masks[i]) {
            if !self.clashes_ok(i, d, chosen) {
                continue;
            }
            chosen[i] = d;
            if self.complete(fixed, i + 1, used | 1 << d, chosen) {
                return true;
            }
        }
        false
    }

    /// Whether digit `d` in base cell `i` repeats no digit chosen for an earlier base
    /// cell sharing a house with it (the same digit twice is only possible in base cells
    /// that share no house).
    fn clashes_ok(&self, i: usize, d: usize, chosen: &[usize; 3]) -> bool {
        match i {
            1 => !(self.clash[0] && chosen[0] == d),
            2 => !((self.clash[1] && chosen[0] == d) || (self.clash[2] && chosen[1] == d)),
            _ => true,
        }
    }
}

/// The base cells of one exclusion and what the evidence needs of them.
struct Base<'a> {
    board: &'a Board,
    cells: &'a [usize],
    excluders: u128,
}

impl Base<'_> {
    /// For each base cell, the candidates some possible filling of the base cells uses.
    fn allowed(&self) -> [u16; 3] {
        let n = self.cells.len();
        let mut masks = [0u16; 3];
        for (m, &c) in masks.iter_mut().zip(self.cells) {
            *m = self.board.mask(c);
        }
        let mut excluders = [0u16; 20];
        let mut count = 0;
        for e in set_cells(self.excluders) {
            excluders[count] = self.board.mask(e);
            count += 1;
        }
        // Which base cells share a house: pairs (0, 1), (0, 2), (1, 2).
        let sees = |i: usize, j: usize| PEER_SETS[self.cells[i]] & (1u128 << self.cells[j]) != 0;
        let clash = [sees(0, 1), n == 3 && sees(0, 2), n == 3 && sees(1, 2)];
        let filling = Filling {
            masks,
            excluders: &excluders[..count],
            clash,
            n,
        };
        if filling.may_exclude() {
            filling.allowed()
        } else {
            masks
        }
    }

    fn step(&self, technique: Technique) -> Option<Step> {
        let allowed = self.allowed();
        let mut eliminations = Vec::new();
        for (&c, &a) in self.cells.iter().zip(&allowed) {
            for d in bits(self.board.mask(c) & !a) {
                eliminations.push((cell(c), digit(d)));
            }
        }
        if eliminations.is_empty() {
            return None;
        }
        eliminations.sort();
        let excluders: Vec<usize> = set_cells(self.excluders).collect();
        let evidence = Evidence {
            houses: Vec::new(),
            cells: self
                .cells
                .iter()
                .chain(&excluders)
                .map(|&c| cell(c))
                .collect(),
            candidates: excluders
                .iter()
                .flat_map(|&e| bits(self.board.mask(e)).map(move |d| (cell(e), digit(d))))
                .collect(),
            digits: Vec::new(),
            links: Vec::new(),
            implied: Vec::new(),
        };
        Some(elimination_step(technique, eliminations, evidence))
    }
}

/// Appends the aligned exclusion steps of `degree` (2 or 3) base cells, in Sudoku
/// Explainer's order; with `first_only`, stops at the first.
pub(super) fn find(board: &Board, degree: usize, first_only: bool, out: &mut Vec<Step>) {
    let technique = if degree == 2 {
        Technique::AlignedPairExclusion
    } else {
        Technique::AlignedTripletExclusion
    };
    let size = |i: usize| board.mask(i).count_ones() as usize;
    let mut bases: Vec<usize> = Vec::new();
    let mut excluders: Vec<u128> = Vec::new();
    let mut base_set = 0u128;
    // The position in `bases` of each base cell.
    let mut index = [0usize; 81];
    for (i, &peers) in PEER_SETS.iter().enumerate() {
        if size(i) < 2 {
            continue;
        }
        let mut near_single = false;
        let mut set = 0u128;
        for p in set_cells(peers) {
            match size(p) {
                1 => near_single = true,
                n if n >= 2 && n <= degree => set |= 1 << p,
                _ => {}
            }
        }
        if !near_single && set != 0 {
            index[i] = bases.len();
            bases.push(i);
            excluders.push(set);
            base_set |= 1 << i;
        }
    }
    for second in 1..bases.len() {
        for first in 0..second {
            let (a, b) = (bases[first], bases[second]);
            let common = excluders[first] & excluders[second];
            if degree == 2 {
                if common.count_ones() >= 2 {
                    let base = Base {
                        board,
                        cells: &[a, b],
                        excluders: common,
                    };
                    if let Some(step) = base.step(technique) {
                        out.push(step);
                        if first_only {
                            return;
                        }
                    }
                }
                continue;
            }
            // A third base cell only narrows the excluders the first two share.
            if common.count_ones() < 2 {
                continue;
            }
            let others = base_set & !(1u128 << a | 1u128 << b);
            let from_first = excluders[first] & others;
            let from_second = excluders[second] & others & !excluders[first];
            for t in set_cells(from_first).chain(set_cells(from_second)) {
                let k = index[t];
                let all = common & excluders[k];
                if all.count_ones() < 2 {
                    continue;
                }
                if !first_visit(&bases, &excluders, base_set, first, second, k) {
                    continue;
                }
                let base = Base {
                    board,
                    cells: &[a, b, t],
                    excluders: all,
                };
                if let Some(step) = base.step(technique) {
                    out.push(step);
                    if first_only {
                        return;
                    }
                }
            }
        }
    }
}

/// Whether the triplet of base cells `first`, `second` (the pair being visited) and
/// `third` (taken from their excluders) is met here for the first time in Sudoku
/// Explainer's order: pairs by their second cell, then their first, each pair's third
/// cells among the other base cells it sees through an excluder.
fn first_visit(
    bases: &[usize],
    excluders: &[u128],
    base_set: u128,
    first: usize,
    second: usize,
    third: usize,
) -> bool {
    // The third cells a pair of base cells (by their index in `bases`) offers.
    let offers = |x: usize, y: usize, z: usize| {
        let others = base_set & !(1u128 << bases[x] | 1u128 << bases[y]);
        (excluders[x] | excluders[y]) & others & (1u128 << bases[z]) != 0
    };
    if third > second {
        // The pair of the two lowest cells comes first of all.
        return true;
    }
    let (i, j, k) = if third < first {
        (third, first, second)
    } else {
        (first, third, second)
    };
    if offers(i, j, k) {
        return false;
    }
    // Pairs ending in k come by their first cell: (i, k) before (j, k).
    first == i || !offers(i, k, j)
}
