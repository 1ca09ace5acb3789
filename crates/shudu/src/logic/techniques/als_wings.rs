//! WXYZ-, VWXYZ-, UVWXYZ- and TUVWXYZ-wings as Sudoku Explainer defines them: an almost
//! locked set of `k` cells in one house holding `k + 1` digits (3 cells for the WXYZ-wing,
//! up to 6 for the TUVWXYZ-wing) and a bivalue cell `xz` outside it whose two digits the
//! set holds too. When every cell of the set holding `x` sees the bivalue cell, `x` is a
//! restricted common digit: the two cannot both be `x`, so one of them is `z`, and every
//! cell seeing all the `z` cells of both loses `z`. When both digits are restricted
//! (Sudoku Explainer's "double link") the set and the bivalue cell lock `k + 2` digits
//! into `k + 1` cells: each digit leaves the cells seeing all its places in the pattern.
//!
//! On a variant board the set's cells need not share a house: as in Sudoku Explainer's
//! variant builds, any cells that all see each other by the board's rules (a diagonal, a
//! window, a king's or a knight's move) hold distinct digits, so such cells form a set
//! ("r1c3, r1c4 and r2c4 …; r1c3 and r2c4 are a king's move apart"), and the bivalue
//! cell, the restricted digits and the victims read the board's sight too.
//!
//! Ratings are Sudoku Explainer's: WXYZ 5.5, 5.6 when the fullest cell of the set holds
//! three digits; VWXYZ 6.2 plus 0.1 for each step its fullest cell is from the extremes (2
//! or 5 candidates 6.3, 3 candidates 6.4, 4 candidates 6.3, 5 candidates 6.2); UVWXYZ 6.6;
//! TUVWXYZ 7.5. Steps are ordered as Sudoku Explainer orders them: rating, then most
//! eliminations, then its code — double link (1 or 2), fullest cell, total candidates —
//! read backwards alphabetically.

use crate::grid::layout::{BOX0, box_house};
use std::cmp::Reverse;

use super::super::board::{Board, cell, digit};
use super::super::houses::{HOUSE_CELLS, HOUSE_SETS, seeing_all, set_cells};
use super::super::step::{Evidence, Step};
use super::super::technique::Technique;
use super::bits;
use super::memory::Since;
use crate::grid::CellSet;
use crate::grid::HouseName;
use crate::logic::step::{Role, tag, with_relations};
use crate::words::{Lang, list_and, say};

/// The technique for a set of `k` cells.
fn technique(k: usize) -> Technique {
    match k {
        3 => Technique::WXYZWing,
        4 => Technique::VWXYZWing,
        5 => Technique::UVWXYZWing,
        _ => Technique::TUVWXYZWing,
    }
}

/// Tenths above the base rating for a set whose fullest cell holds `biggest` digits.
fn bonus(k: usize, biggest: u32) -> u8 {
    let distance = biggest.abs_diff(3) as u8;
    match k {
        3 => 1u8.saturating_sub(distance),
        4 => 2u8.saturating_sub(distance),
        _ => 0,
    }
}

struct Found {
    step: Step,
    code: String,
}

/// Cells (among `cells`) holding digit `d`.
fn holding(board: &Board, cells: CellSet, d: usize) -> CellSet {
    cells & board.digit_set(d)
}

/// The wing of `set` and `yz`, if it removes anything. Kept out of line: inlined into
/// the pairing loop it made that loop slower, and most pairings never get here.
#[inline(never)]
fn wing(board: &Board, k: usize, set: CellSet, union: u16, yz: usize) -> Option<Found> {
    let yz_mask = board.mask(yz);
    let (x, z) = (
        yz_mask.trailing_zeros() as usize,
        15 - yz_mask.leading_zeros() as usize,
    );
    let peers = board.peer_table();
    let restricted = |d: usize| holding(board, set, d).is_subset(peers[yz]);
    let pattern = set.with_index(yz);
    let places = |d: usize| board.digit_set(d) - pattern;
    // The digit `v` leaves cells seeing every place of it in `cells`.
    let victims = |d: usize, cells: CellSet| places(d) & seeing_all(peers, cells);
    let with_yz = |d: usize| holding(board, set, d).with_index(yz);
    // What each digit loses, in the order the step lists them; most pairings lose
    // nothing, so this is settled before anything is allocated.
    let mut eliminations = [(0usize, CellSet::EMPTY); 9];
    let mut count = 0;
    let double = match (restricted(x), restricted(z)) {
        (false, false) => return None,
        (true, false) => {
            eliminations[0] = (z, victims(z, with_yz(z)));
            count = 1;
            false
        }
        (false, true) => {
            eliminations[0] = (x, victims(x, with_yz(x)));
            count = 1;
            false
        }
        (true, true) => {
            for w in bits(union & !yz_mask) {
                eliminations[count] = (w, victims(w, holding(board, set, w)));
                count += 1;
            }
            let weak = eliminations[..count].iter().any(|&(_, v)| !v.is_empty());
            let (vx, vz) = (victims(x, with_yz(x)), victims(z, with_yz(z)));
            eliminations[count] = (x, vx);
            eliminations[count + 1] = (z, vz);
            count += 2;
            // Sudoku Explainer calls it single-linked unless the extra eliminations show.
            weak || (!vx.is_empty() && !vz.is_empty())
        }
    };
    let eliminations = &eliminations[..count];
    if eliminations.iter().all(|&(_, v)| v.is_empty()) {
        return None;
    }
    let mut removed: Vec<_> = eliminations
        .iter()
        .flat_map(|&(d, v)| set_cells(v).map(move |c| (cell(c), digit(d))))
        .collect();
    removed.sort();
    let biggest = set_cells(set)
        .map(|c| board.mask(c).count_ones())
        .max()
        .unwrap_or(0);
    let size: u32 = set_cells(set).map(|c| board.mask(c).count_ones()).sum();
    let code = format!("{}{biggest}{size}", if double { 2 } else { 1 });
    let house = (0..27).find(|&h| set.is_subset(HOUSE_SETS[h]));
    // On a variant board: the house holding the set, by name, or why its cells see each
    // other, and why the victims see the cells they must.
    let (named_houses, relations) = match board.rules() {
        None => (Vec::new(), Vec::new()),
        Some(layout) => {
            let named = layout.houses.iter().find(|h| set.is_subset(h.set));
            let mut relations = Vec::new();
            if named.is_none() {
                for a in set_cells(set) {
                    for b in set_cells(set).filter(|&b| b > a) {
                        if !layout
                            .houses
                            .iter()
                            .any(|h| h.set.has_index(a) && h.set.has_index(b))
                        {
                            relations.extend(layout.why_distinct(a, b).map(|apart| {
                                crate::logic::step::relation(cell(a), cell(b), apart)
                            }));
                        }
                    }
                }
            }
            for &(d, v) in eliminations {
                let seen = if d == x || d == z {
                    with_yz(d)
                } else {
                    holding(board, set, d)
                };
                relations.extend(layout.relations(seen, v));
            }
            (
                named
                    .map(|h| vec![(Role::Base, h.name)])
                    .unwrap_or_default(),
                relations,
            )
        }
    };
    let mut cells: Vec<_> = set_cells(set).map(cell).collect();
    cells.push(cell(yz));
    let candidates: Vec<_> = cells
        .iter()
        .flat_map(|&c| board.candidates(c).iter().map(move |d| (c, d)))
        .collect();
    let restricted_first = if restricted(x) { [x, z] } else { [z, x] };
    let mut digits: Vec<_> = restricted_first.iter().map(|&d| digit(d)).collect();
    digits.extend(bits(union & !yz_mask).map(digit));
    Some(Found {
        step: Step {
            technique: technique(k),
            placements: Vec::new(),
            eliminations: removed,
            evidence: Evidence {
                houses: tag(Role::Base, house.map(Board::house)),
                cells: {
                    // The set's cells, then the bivalue pincer.
                    let last = cells.len() - 1;
                    let role = |i| {
                        if i < last {
                            Role::Pattern
                        } else {
                            Role::Pincer
                        }
                    };
                    cells
                        .into_iter()
                        .enumerate()
                        .map(|(i, c)| (role(i), c))
                        .collect()
                },
                candidates: candidates
                    .into_iter()
                    .map(|(c, d)| {
                        (
                            if c == cell(yz) {
                                Role::Pincer
                            } else {
                                Role::Pattern
                            },
                            c,
                            d,
                        )
                    })
                    .collect(),
                digits,
                links: Vec::new(),
                implied: Vec::new(),
                named_houses,
                relations,
            },
            bonus_tenths: bonus(k, biggest),
        },
        code,
    })
}

/// The almost locked sets of 3 to 6 cells on one board, with their digits, each size in
/// the order a search for that size alone meets them (increasing cell lists). The driver
/// asks for the four wings, smallest first, on the same board; one growth finds the sets
/// of every size (the larger sizes' growth holds the smaller ones'), so it is made once,
/// on first use, and the four searches read it.
#[derive(Default)]
pub(super) struct Sets {
    built: bool,
    /// The cells a set must hold one of to be kept (see [`interest`]).
    interest: CellSet,
    /// Per size `k` (index `k - 3`), each set with its `k + 1` digits.
    by_size: [Vec<Als>; 4],
    /// Cells with exactly two candidates: the bivalue cells that close a wing.
    bivalue: CellSet,
}

/// One almost locked set.
struct Als {
    /// Its cells in increasing order, seven bits each, the first in the highest bits:
    /// sets of one size compare as their cell lists do.
    order: u64,
    set: CellSet,
    union: u16,
}

/// The largest set of a wing (the TUVWXYZ-wing's) and the most digits one holds.
const MAX_SIZE: usize = 6;
const MAX_DIGITS: u8 = MAX_SIZE as u8 + 1;

impl Sets {
    /// Whether [`Sets::build`] has run for this board.
    pub(super) fn built(&self) -> bool {
        self.built
    }

    /// Finds the sets holding a cell of `interest` (see [`interest`]).
    pub(super) fn build(&mut self, board: &Board, interest: CellSet) {
        self.built = true;
        self.interest = interest;
        let mut multi = CellSet::EMPTY;
        for c in 0..81 {
            let m = board.mask(c);
            // Two candidates or more: a zero or a power of two has at most one.
            if m & m.wrapping_sub(1) != 0 {
                multi = multi.with_index(c);
                if m.count_ones() == 2 {
                    self.bivalue = self.bivalue.with_index(c);
                }
            }
        }
        // Every wing needs a bivalue cell.
        if self.bivalue.is_empty() {
            return;
        }
        if let Some(layout) = board.rules() {
            let masks: [u16; 81] = std::array::from_fn(|c| board.mask(c));
            let cliques = Cliques {
                peers: &layout.peers,
                masks: &masks,
                interest,
            };
            for c in set_cells(multi) {
                let open = multi & (layout.peers[c] - CellSet::below_index(c + 1));
                cliques.grow(&mut self.by_size, CellSet::of_index(c), 1, open, masks[c]);
            }
            for sets in &mut self.by_size {
                sets.sort_unstable_by_key(|a| a.order);
            }
            return;
        }
        // Cells that all see each other lie in one house once there are three of them,
        // so the sets are grown house by house, on positions (bit `p` = the house's
        // `p`-th cell), then put in cell-list order.
        for (h, cells) in HOUSE_CELLS.iter().enumerate() {
            let mut masks = [0u16; 9];
            let mut open = 0u16;
            for (p, &c) in cells.iter().enumerate() {
                if multi.has_index(c as usize) {
                    masks[p] = board.mask(c as usize);
                    open |= 1 << p;
                }
            }
            let interest = (0..9)
                .filter(|&p| interest.has_index(usize::from(cells[p])))
                .fold(0u16, |set, p| set | 1 << p);
            if open.count_ones() >= 3 && open & interest != 0 {
                let house = House {
                    h,
                    masks: &masks,
                    interest,
                    interest_cells: self.interest,
                };
                house.grow(&mut self.by_size, CellSet::EMPTY, 0, open, 0);
            }
        }
        for sets in &mut self.by_size {
            sets.sort_unstable_by_key(|a| a.order);
        }
    }
}

/// The cells of a variant board that see each other, as the growth of its sets reads
/// them: there three cells that all see each other need not share a house (r1c3, r1c4
/// and r2c4 on an anti-king board), so the sets are grown cell by cell, each new cell
/// seeing all those before it.
struct Cliques<'a> {
    peers: &'a [CellSet; 81],
    masks: &'a [u16; 81],
    /// The cells a set must hold one of.
    interest: CellSet,
}

impl Cliques<'_> {
    /// Grows `set` (`size` cells, `union` their digits) by the cells of `open` (those
    /// after its last cell that see all of it), keeping every set of 3 to 6 cells
    /// holding one digit more than it has cells and a cell of interest.
    fn grow(
        &self,
        by_size: &mut [Vec<Als>; 4],
        set: CellSet,
        size: usize,
        open: CellSet,
        union: u16,
    ) {
        let held = set.intersects(self.interest);
        if !held && !open.intersects(self.interest) {
            return;
        }
        let digits = super::bit_count(union);
        if held && size >= 3 && usize::from(digits) == size + 1 {
            let order = set_cells(set).fold(0u64, |o, c| o << 7 | c as u64) << (7 * (6 - size));
            by_size[size - 3].push(Als { order, set, union });
        }
        if size == MAX_SIZE {
            return;
        }
        for c in set_cells(open) {
            let joined = union | self.masks[c];
            let digits = super::bit_count(joined);
            if digits > MAX_DIGITS {
                continue;
            }
            let rest = open & (self.peers[c] - CellSet::below_index(c + 1));
            let needed = 3.max(usize::from(digits) - 1).max(size + 1) - (size + 1);
            if rest.len() < needed {
                continue;
            }
            self.grow(by_size, set.with_index(c), size + 1, rest, joined);
        }
    }
}

/// One house's open cells, as the growth reads them.
struct House<'a> {
    h: usize,
    /// Candidates of the house's cells by position (0 for those left out).
    masks: &'a [u16; 9],
    /// The positions a set must hold one of, and the same as cells.
    interest: u16,
    interest_cells: CellSet,
}

impl House<'_> {
    /// Grows the set `set` (`size` cells, `union` their digits) position by position,
    /// the union never more than seven digits (a set of six cells holds seven), keeping
    /// every set of 3 to 6 cells holding one digit more than it has cells. `open` holds
    /// the positions that may still join: those after the last one.
    fn grow(&self, by_size: &mut [Vec<Als>; 4], set: CellSet, size: usize, open: u16, union: u16) {
        let digits = super::bit_count(union);
        // Only sets holding a cell of interest are kept: a growth that holds none and
        // can no longer take one is cut.
        let held = set.intersects(self.interest_cells);
        if !held && open & self.interest == 0 {
            return;
        }
        if held && size >= 3 && usize::from(digits) == size + 1 && !self.in_smaller_house(set, size)
        {
            let order = set_cells(set).fold(0u64, |o, c| o << 7 | c as u64) << (7 * (6 - size));
            by_size[size - 3].push(Als { order, set, union });
        }
        if size == MAX_SIZE {
            return;
        }
        let mut rest = open;
        while rest != 0 {
            let p = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let joined = union | self.masks[p];
            let digits = super::bit_count(joined);
            if digits > MAX_DIGITS {
                continue;
            }
            // A set kept from the next one has at least three cells and one fewer than
            // its digits: the positions after `p` must be enough to get there.
            let needed = 3.max(usize::from(digits) - 1).max(size + 1) - (size + 1);
            if usize::from(super::bit_count(rest)) < needed {
                continue;
            }
            let c = HOUSE_CELLS[self.h][p];
            self.grow(
                by_size,
                set.with_index(usize::from(c)),
                size + 1,
                rest,
                joined,
            );
        }
    }

    /// Whether a line's set also lies in one box (three cells of one box segment): the
    /// box's growth keeps it, so the line's does not keep it twice.
    fn in_smaller_house(&self, set: CellSet, size: usize) -> bool {
        if self.h >= BOX0 || size > 3 {
            return false;
        }
        let first = set.first_index().expect("a set of three cells");
        set.is_subset(HOUSE_SETS[box_house(first)])
    }
}

/// The cells one of a wing's cells (the set's, or the bivalue cell) must lie in for it to
/// have a step on `board`, when it had none on a board before it (see `memory.rs`), or
/// every cell: the cells that changed and still hold two candidates or more. A wing's
/// eliminations depend on its own cells' candidates and on the victims'; victims only
/// lose candidates, and with them eliminations.
pub(super) fn zone(board: &Board, since: &Since) -> CellSet {
    let Since::Changed { cells, .. } = since else {
        return CellSet::ALL;
    };
    set_cells(*cells)
        .filter(|&c| board.mask(c).count_ones() >= 2)
        .fold(CellSet::EMPTY, |zone, c| zone.with_index(c))
}

/// The cells an almost locked set must hold one of to make a wing with a cell of `zone`
/// in it: the zone, and the cells a bivalue cell of the zone sees (the bivalue cell sees
/// the set's cells holding a restricted digit).
pub(super) fn interest(board: &Board, zone: CellSet) -> CellSet {
    let peers = board.peer_table();
    set_cells(zone)
        .filter(|&c| board.mask(c).count_ones() == 2)
        .fold(zone, |set, c| set | peers[c])
}

/// Every wing whose almost locked set has `k` cells, in Sudoku Explainer's order. `sets`
/// belongs to this board: empty at first, then kept by the caller for the other sizes.
///
/// Only wings with a cell in `zone` are searched (see [`zone`]); `sets` must have been
/// built with an interest holding [`interest`] of it.
pub(super) fn find(board: &Board, k: usize, zone: CellSet, sets: &Sets, out: &mut Vec<Step>) {
    debug_assert!(sets.built);
    let mut found = Vec::new();
    // Each full set is paired with every bivalue cell it sees whose digits it holds:
    // those holding none of the other digits.
    let digit_sets = board.digit_sets();
    let peers = board.peer_table();
    for &Als { set, union, .. } in &sets.by_size[k - 3] {
        let strangers = bits(!union & 0x1ff).fold(CellSet::EMPTY, |u, d| u | digit_sets[d]);
        let range = sets.bivalue - strangers - set;
        if range.is_empty() {
            continue;
        }
        let range = range & set_cells(set).fold(CellSet::EMPTY, |s, c| s | peers[c]);
        // A set outside the zone needs its bivalue cell in it.
        let range = if set.intersects(zone) {
            range
        } else {
            range & zone
        };
        for yz in set_cells(range) {
            // One of the two digits must be restricted: every cell of the set holding
            // it sees `yz`.
            let (m, sees) = (board.mask(yz), peers[yz]);
            let (x, z) = (m.trailing_zeros() as usize, 15 - m.leading_zeros() as usize);
            if !(set & digit_sets[x]).is_subset(sees) && !(set & digit_sets[z]).is_subset(sees) {
                continue;
            }
            found.extend(wing(board, k, set, union, yz));
        }
    }
    found.sort_by(|a, b| {
        a.step
            .rating_tenths()
            .cmp(&b.step.rating_tenths())
            .then(Reverse(a.step.eliminations.len()).cmp(&Reverse(b.step.eliminations.len())))
            .then(b.code.cmp(&a.code))
    });
    out.extend(found.into_iter().map(|f| f.step));
}

/// The step in words (the text of [`Step::explain`]); `removed` words its eliminations.
pub(in crate::logic) fn explain(step: &Step, lang: Lang, removed: &str) -> String {
    let ev = &step.evidence;
    let (set, pincer) = (ev.cells_in(Role::Pattern), ev.cells_in(Role::Pincer)[0]);
    let all: Vec<String> = ev.digits.iter().map(ToString::to_string).collect();
    let cells = list_and(lang, &set);
    // On a variant board, the extra house holding the set, if one does ("(window 9)").
    let place = ev.named_houses.iter().find(|(role, name)| {
        *role == Role::Base
            && !matches!(
                name,
                HouseName::Row(_) | HouseName::Column(_) | HouseName::Box(_)
            )
    });
    let cells = match place {
        Some((_, name)) => say!(
            lang,
            "als-wing-set-in",
            cells = cells,
            house = name.name_in(lang)
        ),
        None => cells,
    };
    let text = say!(
        lang,
        "step-als-wing",
        technique = step.technique.name_in(lang),
        cells = cells,
        digits = all.join(""),
        pincer = pincer.to_string(),
        first = ev.digits[0].to_string(),
        second = ev.digits[1].to_string(),
        removed = removed
    );
    with_relations(text, &ev.relations, lang)
}
