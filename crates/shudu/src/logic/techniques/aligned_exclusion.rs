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
use super::super::budget;
use super::super::houses::{PEER_SETS, set_cells};
use super::super::step::{Evidence, Step};
use super::super::technique::Technique;
use super::memory::Since;
use super::{Mode, bits, elimination_step};
use crate::grid::CellSet;
use crate::logic::step::{Role, tag, tag_candidates};

/// The ways of filling two or three base cells, given the excluders' candidates.
struct Filling<'a> {
    masks: [u16; 3],
    excluders: &'a [u16],
    /// Whether base cells (0, 1), (0, 2) and (1, 2) share a house.
    clash: [bool; 3],
    n: usize,
}

impl Filling<'_> {
    /// For each base cell, the candidates some possible filling uses.
    ///
    /// A filling is impossible when it repeats a digit in two base cells sharing a
    /// house or takes every candidate of an excluder. Excluders hold two or three
    /// candidates, so for the digits `d` and `x` of the first two cells the digits the
    /// third cell cannot take form one mask: the other digit of a bivalue excluder
    /// holding `d` or `x`, the third digit of an excluder holding both, and `d` or `x`
    /// again where the cells share a house (all of them when an excluder is `{d, x}`).
    /// One pass over the pairs `(d, x)` then gives every allowed candidate exactly.
    fn allowed(&self) -> [u16; 3] {
        if !self.may_exclude() {
            return self.masks;
        }
        // partner[v]: the other digits of the bivalue excluders holding `v`; it also
        // tells which pairs `(d, x)` a bivalue excluder takes whole.
        let mut partner = [0u16; 9];
        // trio[d * 9 + x]: the third digits of the excluders holding `d`, `x` and one
        // more, tabled once so that each pair `(d, x)` reads one word. A pair with
        // `d == x` has two digits only and cannot take three: its entry stays 0.
        let mut trio = [0u16; 81];
        for &e in self.excluders {
            // An excluder's two or three digits, lowest first, written out: this runs
            // for every triplet, and walking the digits in loops cost more than the
            // rest of the table.
            let p = e.trailing_zeros() as usize;
            let rest = e & (e - 1);
            let q = rest.trailing_zeros() as usize;
            let rest = rest & (rest - 1);
            if rest == 0 {
                partner[p] |= 1 << q;
                partner[q] |= 1 << p;
            } else {
                let r = rest.trailing_zeros() as usize;
                for (v, w, third) in [(p, q, r), (p, r, q), (q, r, p)] {
                    trio[v * 9 + w] |= 1 << third;
                    trio[w * 9 + v] |= 1 << third;
                }
            }
        }
        let [m0, m1, m2] = self.masks;
        // Where two base cells share a house a digit of one bars the same digit of the
        // other: all digits then, masked by the one placed.
        let same = self.clash.map(|c| if c { 0x1ffu16 } else { 0 });
        let mut allowed = [0u16; 3];
        for d in bits(m0) {
            // The digits of the second cell that cannot go with `d`: those of a
            // bivalue excluder `{d, x}`, and `d` itself where the cells share a house.
            let no_x = partner[d] | (1 << d & same[0]);
            let xs = m1 & !no_x;
            if self.n == 2 {
                // No third cell: every such filling is possible.
                if xs != 0 {
                    allowed[0] |= 1 << d;
                    allowed[1] |= xs;
                }
                continue;
            }
            // What `d` bars in the third cell whatever the second cell holds.
            let barred_by_d = partner[d] | (1 << d & same[1]);
            let mut any = 0u16;
            for x in bits(xs) {
                let barred = barred_by_d | partner[x] | trio[d * 9 + x] | (1 << x & same[2]);
                let third = m2 & !barred;
                if third != 0 {
                    allowed[1] |= 1 << x;
                    allowed[2] |= third;
                    any |= third;
                }
            }
            if any != 0 {
                allowed[0] |= 1 << d;
            }
        }
        allowed
    }
}

impl Filling<'_> {
    /// A necessary condition, checked with a few word operations, for the base cells to
    /// lose any candidate. Call "free" the candidates of a cell that no excluder holds.
    /// Candidate `v` of one base cell goes only if every filling putting it there fails;
    /// but a filling that puts free digits other than `v` (and, for three cells, other
    /// than each other) in the other cells fails nowhere: no excluder fits in the
    /// filling's digits, as each holds two digits or more and only `v` is not free, and
    /// the cells repeat no digit. So with two base cells the other one has at most one
    /// free candidate; with three, one of the other two has at most one, or both
    /// together have at most two.
    fn may_exclude(&self) -> bool {
        let digits = self.excluders.iter().fold(0u16, |acc, &e| acc | e);
        let free = self.masks.map(|m| m & !digits);
        if self.n == 2 {
            return at_most(free[0], 1) || at_most(free[1], 1);
        }
        free.iter().any(|&f| at_most(f, 1))
            || at_most(free[0] | free[1], 2)
            || at_most(free[0] | free[2], 2)
            || at_most(free[1] | free[2], 2)
    }
}

/// Whether `m` has at most `n` (1 or 2) bits set: cleared one by one instead of counted,
/// as the generic target counts bits in software and these tests run for every triplet.
fn at_most(m: u16, n: u32) -> bool {
    let rest = m & m.wrapping_sub(1);
    n == 1 && rest == 0 || n == 2 && rest & rest.wrapping_sub(1) == 0
}

/// Whether the cell set `s` has two cells or more.
fn two_or_more(s: CellSet) -> bool {
    // Clearing the lowest bit leaves a cell exactly when there were two.
    let bits = s.bits();
    bits & bits.wrapping_sub(1) != 0
}

/// The base cells of one exclusion and what the evidence needs of them.
struct Base<'a> {
    board: &'a Board,
    cells: &'a [usize],
    excluders: CellSet,
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
        let sees = |i: usize, j: usize| PEER_SETS[self.cells[i]].has_index(self.cells[j]);
        let clash = [sees(0, 1), n == 3 && sees(0, 2), n == 3 && sees(1, 2)];
        Filling {
            masks,
            excluders: &excluders[..count],
            clash,
            n,
        }
        .allowed()
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
            cells: tag(Role::Pattern, self.cells.iter().map(|&c| cell(c)))
                .into_iter()
                .chain(tag(Role::Support, excluders.iter().map(|&c| cell(c))))
                .collect(),
            candidates: tag_candidates(
                Role::Support,
                excluders
                    .iter()
                    .flat_map(|&e| bits(self.board.mask(e)).map(move |d| (cell(e), digit(d)))),
            ),
            digits: Vec::new(),
            links: Vec::new(),
            implied: Vec::new(),
            named_houses: Vec::new(),
            relations: Vec::new(),
        };
        Some(elimination_step(technique, eliminations, evidence))
    }
}

/// Where an exclusion of `degree` base cells may have a step on `board` when it had none
/// on a board before it (see `memory.rs`): a step needs one of its base cells in
/// `bases`, or an excluder, which sees every base cell, in `excluders`.
pub(super) struct Zone {
    bases: CellSet,
    excluders: CellSet,
}

impl Zone {
    /// Every cell: nothing is known.
    const EVERYWHERE: Zone = Zone {
        bases: CellSet::ALL,
        excluders: CellSet::ALL,
    };
}

/// The [`Zone`] of an exclusion of `degree` base cells on `board`, given what changed
/// since a board where it had no step.
///
/// A triplet's (or pair's) fillings depend on the candidates of its base cells and of
/// its excluders; whether it is searched at all, on which of their peers are down to one
/// candidate or small enough to exclude. Against the earlier board, a changed cell with
/// two candidates or more may be a base cell with new candidates, and one small enough to
/// exclude may be an excluder, new or narrower; a cell placed that was down to one
/// candidate frees its peers to be base cells again. Any other change (a cell down to
/// one candidate, an excluder placed) only takes away base cells, excluders and failed
/// fillings: it cannot make a step.
pub(super) fn zone(board: &Board, degree: usize, since: &Since) -> Zone {
    let Since::Changed { cells, before, .. } = since else {
        return Zone::EVERYWHERE;
    };
    let mut zone = Zone {
        bases: CellSet::EMPTY,
        excluders: CellSet::EMPTY,
    };
    for i in set_cells(*cells) {
        let now = board.mask(i).count_ones() as usize;
        if now >= 2 {
            zone.bases = zone.bases.with_index(i);
        }
        if (2..=degree).contains(&now) {
            zone.excluders = zone.excluders.with_index(i);
        }
        if now == 0 && before[i].count_ones() == 1 {
            zone.bases |= PEER_SETS[i];
        }
    }
    zone
}

/// Appends the aligned exclusion steps of `degree` (2 or 3) base cells, in Sudoku
/// Explainer's order, that `zone` holds (see [`zone`]: the others are known to have no
/// step); with [`Mode::First`], stops at the first.
pub(super) fn find(board: &Board, degree: usize, zone: &Zone, mode: Mode, out: &mut Vec<Step>) {
    let first_only = mode == Mode::First;
    let technique = if degree == 2 {
        Technique::AlignedPairExclusion
    } else {
        Technique::AlignedTripletExclusion
    };
    let size = |i: usize| board.mask(i).count_ones() as usize;
    let mut bases: Vec<usize> = Vec::new();
    let mut excluders: Vec<CellSet> = Vec::new();
    let mut base_set = CellSet::EMPTY;
    // The position in `bases` of each base cell.
    let mut index = [0usize; 81];
    // The cells down to one candidate, and those small enough to be excluders: each
    // cell's peers are then sorted by two set operations instead of one by one.
    let (mut singles, mut small) = (CellSet::EMPTY, CellSet::EMPTY);
    for i in 0..81 {
        match size(i) {
            1 => singles = singles.with_index(i),
            n if n >= 2 && n <= degree => small = small.with_index(i),
            _ => {}
        }
    }
    for (i, &peers) in PEER_SETS.iter().enumerate() {
        if size(i) < 2 {
            continue;
        }
        let near_single = peers.intersects(singles);
        let set = peers & small;
        if !near_single && !set.is_empty() {
            index[i] = bases.len();
            bases.push(i);
            excluders.push(set);
            base_set = base_set.with_index(i);
        }
    }
    // A pair can lead to a step only if one of its cells is a base cell of the zone, or
    // sees an excluder of the zone (both must see it for the pair to share it), or sees a
    // small base cell of the zone (a third base cell is one of the pair's excluders).
    let mut near = zone.bases;
    for x in set_cells(zone.excluders | zone.bases & small) {
        near |= PEER_SETS[x];
    }
    // The same by position in `bases` (bit `k` = `bases[k]`: not a cell set), so a pair's
    // first cell is drawn from it directly.
    let near_bases = bases
        .iter()
        .enumerate()
        .filter(|&(_, &c)| near.has_index(c))
        .fold(0u128, |set, (k, _)| set | 1 << k);
    for second in 1..bases.len() {
        if budget::spent() {
            return;
        }
        let below = (1u128 << second) - 1;
        let firsts = if near.has_index(bases[second]) {
            below
        } else {
            near_bases & below
        };
        for first in CellSet::from_bits(firsts).indices() {
            let (a, b) = (bases[first], bases[second]);
            let common = excluders[first] & excluders[second];
            // Whether every triplet the pair makes (or the pair itself) is in the zone.
            let pair_in_zone = zone.bases.has_index(a)
                || zone.bases.has_index(b)
                || common.intersects(zone.excluders);
            if degree == 2 {
                if !pair_in_zone {
                    continue;
                }
                // Each excluder rules out at most one digit of the other cell, and a
                // shared house one more: too few for a cell with more candidates.
                let fewest = size(a).min(size(b));
                if two_or_more(common) && common.len() + 1 >= fewest {
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
            if !two_or_more(common) {
                continue;
            }
            let others = base_set.without_index(a).without_index(b);
            // A third base cell must see two of the shared excluders itself.
            let mut twice = CellSet::EMPTY;
            let mut once = CellSet::EMPTY;
            for e in set_cells(common) {
                twice |= once & PEER_SETS[e];
                once |= PEER_SETS[e];
            }
            // Else the third base cell must be in the zone, or see an excluder of the
            // pair's that is.
            let in_zone = |t: usize, k: usize| {
                pair_in_zone
                    || zone.bases.has_index(t)
                    || (common & excluders[k]).intersects(zone.excluders)
            };
            let others = others & twice;
            let from_first = excluders[first] & others;
            let from_second = (excluders[second] & others) - excluders[first];
            for t in set_cells(from_first).chain(set_cells(from_second)) {
                let k = index[t];
                if !in_zone(t, k) {
                    continue;
                }
                let all = common & excluders[k];
                if !two_or_more(all) {
                    continue;
                }
                if !first_visit(&bases, &excluders, first, second, k) {
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
    excluders: &[CellSet],
    first: usize,
    second: usize,
    third: usize,
) -> bool {
    // Whether a pair of base cells (by their index in `bases`) offers a third: a base
    // cell other than the pair among their excluders. (Whether it sees two excluders
    // the pair shares need not be asked: the triplet met now does.)
    let offers = |x: usize, y: usize, z: usize| (excluders[x] | excluders[y]).has_index(bases[z]);
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

/// The step in words (the text of [`Step::explain`]); `removed` words its eliminations.
pub(in crate::logic) fn explain(step: &Step, lang: crate::words::Lang, removed: &str) -> String {
    use crate::logic::Role;
    use crate::words::{list_and, say};
    let ev = &step.evidence;
    let (base, excluders) = (ev.cells_in(Role::Pattern), ev.cells_in(Role::Support));
    say!(
        lang,
        "step-aligned-exclusion",
        technique = step.technique.name_in(lang),
        base = list_and(lang, &base),
        excluders = list_and(lang, &excluders),
        removed = removed
    )
}

#[cfg(test)]
mod tests {
    use super::{Filling, Since, zone};
    use crate::CellSet;
    use crate::Grid;
    use crate::logic::board::{Board, cell, digit};
    use crate::logic::houses::PEER_SETS;

    #[test]
    fn the_zone_holds_changed_cells_excluders_peers_and_those_a_placed_single_frees() {
        let grid: Grid =
            "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759.."
                .parse()
                .expect("valid");
        let mut board = Board::new(&grid);
        // r1c1 down to one candidate: a single.
        let single = board.mask(0).trailing_zeros() as usize;
        for d in (0..9).filter(|&d| d != single) {
            board.eliminate(cell(0), digit(d));
        }
        let before: [u16; 81] = std::array::from_fn(|i| board.mask(i));
        let mut after = board.clone();
        // The single is placed, a peer of it narrowed to two candidates (an excluder),
        // r9c9 loses a candidate.
        after.place(cell(0), digit(single));
        let peer = (1..81)
            .find(|&i| PEER_SETS[0].has_index(i) && after.mask(i).count_ones() > 2)
            .expect("a peer with three candidates");
        let mut kept = after.mask(peer);
        for d in 0..9 {
            if kept.count_ones() > 2 && kept >> d & 1 != 0 {
                after.eliminate(cell(peer), digit(d));
                kept &= !(1 << d);
            }
        }
        let d = after.mask(80).trailing_zeros() as usize;
        after.eliminate(cell(80), digit(d));
        let changed = (0..81)
            .filter(|&i| after.mask(i) != before[i])
            .fold(CellSet::EMPTY, |s, i| s.with_index(i));
        let since = Since::Changed {
            cells: changed,
            digits: 0x1ff,
            before: &before,
        };
        let z = zone(&after, 3, &since);
        // Every changed cell with two candidates or more may be a base cell; the peers of
        // the placed single may be base cells again.
        let expected_bases = (0..81)
            .filter(|&i| changed.has_index(i) && after.mask(i).count_ones() >= 2)
            .fold(PEER_SETS[0], |s, i| s.with_index(i));
        assert_eq!(z.bases, expected_bases);
        let expected_excluders = (0..81)
            .filter(|&i| changed.has_index(i))
            .filter(|&i| (2..=3).contains(&after.mask(i).count_ones()))
            .fold(CellSet::EMPTY, |s, i| s.with_index(i));
        assert_eq!(z.excluders, expected_excluders);
        assert!(
            z.excluders.has_index(peer),
            "the narrowed peer may be an excluder"
        );
    }

    /// The candidates some filling uses, by listing every filling one by one.
    fn listed(f: &Filling) -> [u16; 3] {
        let mut allowed = [0u16; 3];
        let third: Vec<usize> = if f.n == 3 { (0..9).collect() } else { vec![9] };
        for d in (0..9).filter(|&d| f.masks[0] & 1 << d != 0) {
            for x in (0..9).filter(|&x| f.masks[1] & 1 << x != 0) {
                for &t in third
                    .iter()
                    .filter(|&&t| t == 9 || f.masks[2] & 1 << t != 0)
                {
                    let taken = 1u16 << d | 1 << x | if t < 9 { 1 << t } else { 0 };
                    let repeats = (f.clash[0] && d == x)
                        || (t < 9 && ((f.clash[1] && d == t) || (f.clash[2] && x == t)));
                    if repeats || f.excluders.iter().any(|&e| e & !taken == 0) {
                        continue;
                    }
                    allowed[0] |= 1 << d;
                    allowed[1] |= 1 << x;
                    if t < 9 {
                        allowed[2] |= 1 << t;
                    }
                }
            }
        }
        allowed
    }

    /// A random candidate mask of `min` to `max` digits below `pool`.
    fn mask(next: &mut impl FnMut(u64) -> u64, pool: u64, min: u32, max: u32) -> u16 {
        loop {
            let m = next(1 << pool) as u16;
            if (min..=max).contains(&m.count_ones()) {
                return m;
            }
        }
    }

    #[test]
    fn allowed_candidates_match_every_filling_listed() {
        // A fixed linear congruential sequence: boards of every shape, the same each run.
        let mut state = 0x2545_f491_4f6c_dd1du64;
        let mut next = move |below: u64| {
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            (state >> 33) % below
        };
        let (mut pruned, mut removing) = (0, 0);
        for round in 0..20_000 {
            let n = if round % 4 == 1 { 2 } else { 3 };
            // Few digits in play make excluders cover the base cells, and steps frequent.
            let pool = [5, 6, 9][round % 3];
            let mut masks = [0u16; 3];
            for m in masks.iter_mut().take(n) {
                *m = mask(&mut next, pool, 2, 5);
            }
            let count = 2 + next(5);
            let excluders: Vec<u16> = (0..count)
                .map(|_| mask(&mut next, pool, 2, n as u32))
                .collect();
            let clash = [next(2) == 0, n == 3 && next(2) == 0, n == 3 && next(2) == 0];
            let f = Filling {
                masks,
                excluders: &excluders,
                clash,
                n,
            };
            if !f.may_exclude() {
                pruned += 1;
            }
            if f.allowed() != f.masks {
                removing += 1;
            }
            assert_eq!(f.allowed(), listed(&f), "{masks:?} {excluders:?} {clash:?}");
        }
        // The quick test must both keep and skip some of these shapes to be tested here.
        assert!(pruned > 100 && pruned < 19_000, "{pruned}");
        assert!(removing > 100, "{removing}");
    }
}
