//! Sudoku Explainer's nested chaining levels: dynamic forcing chains (the search of
//! `multiple.rs`) that, when their plain implications stall, apply further rules to the
//! board as the chain has made it and take those rules' eliminations as new "off"
//! potentials:
//!
//! - level 1, "Dynamic Forcing Chains (+)" (9.0): the four rules of `plus.rs`;
//! - level 2, "(+ Forcing Chains)" (9.5): then forcing chains and cycles (`unary.rs`);
//! - level 3, "(+ Multiple Forcing Chains)" (10.0): then cell and region forcing chains;
//! - level 4, "(+ Dynamic Forcing Chains)" (10.5): instead of those two, dynamic forcing
//!   chains, themselves of level 0 to 3 (Sudoku Explainer runs the four in turn).
//!
//! A nested chain's parents are found as Sudoku Explainer finds them: every "on" the
//! nested chain reached as a single (a cell down to one candidate, or a digit down to one
//! place in a house) relies on the candidates the outer chain removed there. Its
//! complexity counts towards the outer chain's, once per distinct nested chain.
//!
//! What the further rules imply depends only on the board the search started from and
//! the candidates the chain has left, and the walks meet the same boards again and again
//! (each level repeats the walks of the level below until its own rule is reached, and
//! walks from different assumptions often stall on the same board): [`Recall`] keeps
//! what each board gave, for the searches of one starting board.

use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::sync::Arc;

use super::super::super::board::Board;
use super::super::super::houses::set_cells;
use super::super::super::technique::Technique;
use super::super::bits;
use super::graph::{Grid, POTS, Pot, is_on, pot, pot_cell, pot_digit};
use super::plus::{Implied, basic};
use super::relying::relying_starts;
use super::unchanged::{StartWalks, Unchanged};
use super::{Found, multiple, unary};
use crate::generate::rng::{SplitMix64, mix64};
use crate::grid::CellSet;

/// One of Sudoku Explainer's nested chaining rules.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(in super::super) struct Nesting {
    /// 1 to 4, as above.
    pub(in super::super) level: u8,
    /// For level 4, the level (0–3) of the dynamic chains nested inside.
    pub(in super::super) limit: u8,
}

impl Nesting {
    /// The four kinds of step (contradiction, double, cell, region) at this level.
    pub(super) fn techniques(self) -> [Technique; 4] {
        use Technique::*;
        match self.level {
            1 => [
                DynamicContradictionForcingChainsPlus,
                DynamicDoubleForcingChainsPlus,
                DynamicCellForcingChainsPlus,
                DynamicRegionForcingChainsPlus,
            ],
            2 => [
                DynamicContradictionForcingChainsPlusForcing,
                DynamicDoubleForcingChainsPlusForcing,
                DynamicCellForcingChainsPlusForcing,
                DynamicRegionForcingChainsPlusForcing,
            ],
            3 => [
                DynamicContradictionForcingChainsPlusMultiple,
                DynamicDoubleForcingChainsPlusMultiple,
                DynamicCellForcingChainsPlusMultiple,
                DynamicRegionForcingChainsPlusMultiple,
            ],
            _ => [
                DynamicContradictionForcingChainsPlusDynamic,
                DynamicDoubleForcingChainsPlusDynamic,
                DynamicCellForcingChainsPlusDynamic,
                DynamicRegionForcingChainsPlusDynamic,
            ],
        }
    }
}

/// What the chaining rules nested in the searches of one starting board implied, by the
/// candidates the chain had left when it stalled. Only the starting board's own searches
/// keep one: a nested search starts from another board each time.
#[derive(Default)]
pub(super) struct Recall {
    /// By rule and board: `(2, 0)` the forcing chains and cycles of levels 2 and 3, `(3, 0)`
    /// the cell and region forcing chains of level 3, `(4, limit)` the dynamic chains of
    /// nesting `limit` inside level 4.
    boards: HashMap<(u8, u8, [u16; 81]), Vec<Implied>>,
    /// The plain dynamic walks of the starting board, which tell the level-4 searches
    /// what they may leave out (`unchanged.rs`).
    walks: Option<Arc<StartWalks>>,
}

impl Recall {
    /// Boards kept at most: a hard step meets some thousands; past this, boards are
    /// searched without being kept, so memory stays bounded (a few megabytes).
    const MOST: usize = 1 << 14;

    /// The dynamic walks of `board`, the starting board, taken once.
    fn start_walks(&mut self, board: &Board, initial: &Grid) -> Arc<StartWalks> {
        match &self.walks {
            Some(walks) if walks.of_masks(&initial.masks) => walks.clone(),
            _ => {
                let walks = multiple::Walks::of(board);
                let start = StartWalks::new(initial.masks, walks);
                self.walks.insert(Arc::new(start)).clone()
            }
        }
    }
}

/// The implications the rules of `nest` add when a chain stalls: `initial` is the board
/// the chain started from, `current` the candidates it has left, `known` tells the
/// potentials the chain has reached. Only the first rule with any counts, as in Sudoku
/// Explainer. With `recall`, a board met before gives what it gave then.
///
/// The result depends on `initial` and `current` alone: at a stall the chain has walked
/// every "off" potential it reached, so the removals `known` tells of are exactly the
/// candidates of `initial` missing from `current`.
pub(super) fn advanced(
    board: &Board,
    initial: &Grid,
    current: &Grid,
    nest: Nesting,
    known: &dyn Fn(Pot) -> bool,
    mut recall: Option<&mut Recall>,
    out: &mut Vec<Implied>,
) {
    basic(board, initial, current, out);
    if !out.is_empty() || nest.level < 2 {
        return;
    }
    let now = board.with_masks(&current.masks);
    if nest.level < 4 {
        recalled(recall.as_deref_mut(), (2, 0), current, out, |out| {
            // Only chains that rely on the outer chain's removals count: see `relying.rs`.
            if let Some(starts) = relying_starts(initial, current) {
                let found = unary::found_from(&now, &|p| starts.has(p));
                nested_steps(found, initial, current, false, out);
            }
        });
        if out.is_empty() && nest.level == 3 {
            let level = multiple::Level::Multiple;
            recalled(recall, (3, 0), current, out, |out| {
                last_rule(&now, level, initial, current, known, None, out);
            });
        }
    } else {
        let level = match nest.limit {
            0 => multiple::Level::Dynamic,
            l => multiple::Level::Nested(Nesting { level: l, limit: 0 }),
        };
        // Plain dynamic walks (limit 0) that the chain's removals leave as they were give
        // only chains that rely on nothing: see `unchanged.rs`.
        let walks = match recall.as_deref_mut() {
            Some(r) if nest.limit == 0 => Some(r.start_walks(board, initial)),
            _ => None,
        };
        recalled(recall, (4, nest.limit), current, out, |out| {
            let unchanged = walks.and_then(|w| Unchanged::new(initial, current, &w));
            last_rule(
                &now,
                level,
                initial,
                current,
                known,
                unchanged.as_ref(),
                out,
            );
        });
    }
}

/// Appends what `rule` (as [`Recall`] names them) implies on `current`: kept in `recall`
/// when met before, else found by `find` (and kept).
fn recalled(
    recall: Option<&mut Recall>,
    rule: (u8, u8),
    current: &Grid,
    out: &mut Vec<Implied>,
    find: impl FnOnce(&mut Vec<Implied>),
) {
    let Some(recall) = recall else {
        return find(out);
    };
    let key = (rule.0, rule.1, current.masks);
    if let Some(kept) = recall.boards.get(&key) {
        out.extend_from_slice(kept);
        return;
    }
    let before = out.len();
    find(out);
    if recall.boards.len() < Recall::MOST {
        recall.boards.insert(key, out[before..].to_vec());
    }
}

/// [`nested_steps`] for the last rule of a level, whose steps matter only for what they
/// add: a chain whose eliminations the outer chain has reached already, or an earlier
/// chain of the rule has claimed, changes nothing, so its step is never built (most
/// chains of a multiple or dynamic search are such). With `unchanged`, the search
/// leaves out chains that rely on nothing before walking them.
fn last_rule(
    now: &Board,
    level: multiple::Level,
    initial: &Grid,
    current: &Grid,
    known: &dyn Fn(Pot) -> bool,
    unchanged: Option<&Unchanged>,
    out: &mut Vec<Implied>,
) {
    let dynamic = level != multiple::Level::Multiple;
    // Claimed removals: an earlier chain of the rule kept them.
    let claimed: Vec<Cell<bool>> = vec![Cell::new(false); POTS];
    // A chain removing only what the outer chain has reached or an earlier chain claimed
    // adds nothing: such chains are left out, uncounted when they can be.
    let removes = RefCell::new(Vec::new());
    let wanted = |target: Pot| {
        let mut removes = removes.borrow_mut();
        removes_of(current, target, &mut removes);
        !removes
            .iter()
            .all(|&p| known(p) || claimed[p as usize].get())
    };
    multiple::visit_wanted(now, level, &wanted, unchanged, &mut |_, build| {
        let Some(f) = build() else {
            return;
        };
        let before = out.len();
        nested_steps(vec![f], initial, current, dynamic, out);
        for i in &out[before..] {
            claimed[i.pot as usize].set(true);
        }
    });
}

/// Into `removes`, what a chain concluding `target` removes on `current`: the target
/// itself when "off", the cell's other candidates when "on".
fn removes_of(current: &Grid, target: Pot, removes: &mut Vec<Pot>) {
    removes.clear();
    if is_on(target) {
        let (c, d) = (pot_cell(target), pot_digit(target));
        removes.extend(bits(current.masks[c] & !(1 << d)).map(|e| pot(c, e, false)));
    } else {
        removes.push(target);
    }
}

/// The eliminations of nested chain steps (in the order their rule sorts them), each
/// with the outer chain's removals the nested chain relies on.
fn nested_steps(
    found: Vec<Found>,
    initial: &Grid,
    current: &Grid,
    dynamic: bool,
    out: &mut Vec<Implied>,
) {
    for f in found {
        let parents = rule_parents(&f, initial, current, dynamic);
        if parents.is_empty() {
            continue;
        }
        let key = fingerprint(&f);
        let step = &f.step;
        let mut removes: Vec<Pot> = step
            .eliminations
            .iter()
            .map(|&(c, d)| pot(c.index(), usize::from(d.get() - 1), false))
            .collect();
        for &(c, d) in &step.placements {
            let (c, d) = (c.index(), usize::from(d.get() - 1));
            removes.extend(bits(current.masks[c] & !(1 << d)).map(|e| pot(c, e, false)));
        }
        for p in removes {
            out.push(Implied {
                pot: p,
                parents: parents.clone(),
                nested: Some((f.complexity, key)),
            });
        }
    }
}

/// The candidates the outer chain removed that a nested chain relies on: for every "on"
/// it reaches as a naked single, the removed candidates of that cell; as a hidden single,
/// the removed places of the digit in that house. A cell forcing chain's assumptions are
/// the cell's naked single, a region forcing chain's the house's hidden single.
fn rule_parents(f: &Found, initial: &Grid, current: &Grid, dynamic: bool) -> Vec<Pot> {
    let ev = &f.step.evidence;
    let index = |(c, d): (crate::Cell, crate::Digit)| (c.index(), usize::from(d.get() - 1));
    // The candidates the nested chain itself turns off, per digit.
    let mut off = [CellSet::EMPTY; 9];
    for l in &ev.links {
        let (c, d) = index(if l.strong { l.from } else { l.to });
        off[d] = off[d].with_index(c);
    }
    let mut seen = vec![false; POTS];
    let mut out = Vec::new();
    let mut push = |p: Pot, out: &mut Vec<Pot>| {
        if !seen[p as usize] {
            seen[p as usize] = true;
            out.push(p);
        }
    };
    let cell_parents = |c: usize, out: &mut Vec<Pot>, push: &mut dyn FnMut(Pot, &mut Vec<Pot>)| {
        for e in bits(initial.masks[c] & !current.masks[c]) {
            push(pot(c, e, false), out);
        }
    };
    let house_parents =
        |h: usize, d: usize, out: &mut Vec<Pot>, push: &mut dyn FnMut(Pot, &mut Vec<Pot>)| {
            for o in set_cells(initial.places(h, d) - current.places(h, d)) {
                push(pot(o, d, false), out);
            }
        };
    use Technique::*;
    let cell_kind = matches!(
        f.step.technique,
        CellForcingChains
            | DynamicCellForcingChains
            | DynamicCellForcingChainsPlus
            | DynamicCellForcingChainsPlusForcing
            | DynamicCellForcingChainsPlusMultiple
            | DynamicCellForcingChainsPlusDynamic
    );
    let region = f.house;
    for &(_, c, d) in &ev.candidates {
        let start = (c, d);
        let (c, d) = index(start);
        if cell_kind {
            cell_parents(c, &mut out, &mut push);
        } else if let Some(h) = region {
            house_parents(h, d, &mut out, &mut push);
        }
    }
    // Links come node by node, a node's first parent first: that one is its cause.
    let mut last_to = None;
    for l in &ev.links {
        if last_to == Some(l.to) {
            continue;
        }
        last_to = Some(l.to);
        if !l.strong {
            continue;
        }
        let ((fc, _), (c, d)) = (index(l.from), index(l.to));
        if fc == c {
            cell_parents(c, &mut out, &mut push);
            continue;
        }
        let shared = || {
            initial
                .houses(fc)
                .filter(|&h| initial.house_set(h).has_index(c))
        };
        let pair = CellSet::of_index(fc).with_index(c);
        let single = |h: &usize| {
            let left = if dynamic {
                current.places(*h, d) - off[d]
            } else {
                current.places(*h, d)
            };
            if dynamic {
                left.is_subset(pair)
            } else {
                left == pair
            }
        };
        let h = shared()
            .find(single)
            .or_else(|| shared().next())
            .expect("a strong link's cells share a house");
        house_parents(h, d, &mut out, &mut push);
    }
    out
}

/// Tells nested chains apart: the same chain found twice counts once. Each link and
/// each removal or placement is packed into a word and folded in by a bijective mix, so
/// two different chains share a fingerprint only by a 2⁻⁶⁴ chance.
fn fingerprint(f: &Found) -> u64 {
    let step = &f.step;
    let mut h = 0u64;
    let mut add = |word: u64| h = mix64(h.wrapping_add(SplitMix64::GAMMA) ^ word);
    // A word: a cell (7 bits) and a digit (4 bits) per end, then what the word is.
    let candidate =
        |(c, d): (crate::Cell, crate::Digit)| c.index() as u64 | u64::from(d.get()) << 7;
    add(step.technique as u64);
    for l in &step.evidence.links {
        add(candidate(l.from) | candidate(l.to) << 11 | u64::from(l.strong) << 22 | 1 << 23);
    }
    for &concluded in step.eliminations.iter().chain(&step.placements) {
        add(candidate(concluded) | 2 << 23);
    }
    h
}

#[cfg(test)]
mod tests {
    use super::super::{Graphs, find_multiple};
    use super::*;
    use crate::logic::path::solve_path;
    use crate::logic::step::Step;

    /// The first step of each nested level on `board`, the levels sharing `graphs` (so
    /// the recall the first fills serves the others) or each searching afresh.
    fn firsts(board: &Board, graphs: Option<&mut Graphs>) -> Vec<Vec<Step>> {
        let mut own = Graphs::default();
        let shared = graphs.is_some();
        let graphs = graphs.unwrap_or(&mut own);
        [(2, 0), (3, 0), (4, 0)]
            .into_iter()
            .map(|(level, limit)| {
                if !shared {
                    *graphs = Graphs::default();
                }
                let mut out = Vec::new();
                let level = multiple::Level::Nested(Nesting { level, limit });
                find_multiple(board, level, true, 0x1ff, graphs, &mut out);
                out
            })
            .collect()
    }

    /// Inkala's puzzle as it stands at its "(+ Forcing Chains)" step, and that step.
    fn nested_step_board() -> (Board, Step) {
        let grid: crate::Grid =
            "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."
                .parse()
                .expect("valid puzzle");
        let path = solve_path(&grid);
        let nested = Nesting { level: 2, limit: 0 }.techniques();
        let at = path
            .steps
            .iter()
            .position(|s| nested.contains(&s.technique))
            .expect("a nested step");
        let mut board = Board::new(&grid);
        for step in &path.steps[..at] {
            board.apply(step);
        }
        (board, path.steps[at].clone())
    }

    #[test]
    fn recalled_boards_give_the_steps_a_fresh_search_gives() {
        let (board, step) = nested_step_board();
        let fresh = firsts(&board, None);
        let mut graphs = Graphs::default();
        let shared = firsts(&board, Some(&mut graphs));
        let kept = graphs.recall.as_ref().map_or(0, |r| r.boards.len());
        assert!(kept > 100, "only {kept} boards kept");
        // Every board met now is recalled, none searched.
        let again = firsts(&board, Some(&mut graphs));
        assert_eq!(format!("{fresh:?}"), format!("{shared:?}"));
        assert_eq!(format!("{fresh:?}"), format!("{again:?}"));
        assert!(
            fresh[0]
                .first()
                .is_some_and(|s| s.technique == step.technique)
        );
    }

    #[test]
    fn starts_left_out_give_only_chains_that_rely_on_nothing() {
        let (board, _) = nested_step_board();
        let initial = Grid::of(&board);
        // The boards the nested walks stalled on (kept by the recall), then the step's
        // board with a few candidates taken out at random.
        let (boards, _) = test_boards(&board, &initial, 2, usize::MAX, (32, 150));
        let (mut kept, mut left_out) = (0, 0);
        for masks in &boards {
            let current = reduced(&initial, masks);
            let now = board.with_masks(&current.masks);
            let mut every = Vec::new();
            nested_steps(
                unary::found(&now, false),
                &initial,
                &current,
                false,
                &mut every,
            );
            let mut relying = Vec::new();
            if let Some(starts) = relying_starts(&initial, &current) {
                let found = unary::found_from(&now, &|p| starts.has(p));
                nested_steps(found, &initial, &current, false, &mut relying);
                left_out += (0..POTS as Pot)
                    .filter(|&p| current.has(pot_cell(p), pot_digit(p)) && !starts.has(p))
                    .count();
            }
            assert_eq!(listed(&every), listed(&relying), "{masks:?}");
            kept += every.len();
        }
        assert!(kept > 100, "only {kept} eliminations kept");
        assert!(left_out > 10_000, "only {left_out} starts left out");
    }

    /// [`last_rule`] for the dynamic chains, every chain built and sorted first: the
    /// reference its lazy counting must equal.
    fn eager_last_rule(
        now: &Board,
        initial: &Grid,
        current: &Grid,
        known: &dyn Fn(Pot) -> bool,
    ) -> Vec<Implied> {
        let (mut claimed, mut removes) = (vec![false; POTS], Vec::new());
        let mut out = Vec::new();
        for f in multiple::found(now, multiple::Level::Dynamic) {
            let step = &f.step;
            let target = match (step.placements.first(), step.eliminations.first()) {
                (Some(&(c, d)), _) => pot(c.index(), usize::from(d.get() - 1), true),
                (None, Some(&(c, d))) => pot(c.index(), usize::from(d.get() - 1), false),
                (None, None) => unreachable!("a found chain concludes"),
            };
            removes_of(current, target, &mut removes);
            if removes.iter().all(|&p| known(p) || claimed[p as usize]) {
                continue;
            }
            let before = out.len();
            nested_steps(vec![f], initial, current, true, &mut out);
            for i in &out[before..] {
                claimed[i.pot as usize] = true;
            }
        }
        out
    }

    /// The boards the walks of `rule` (as [`Recall`] names them) stalled on at Inkala's
    /// nested step, `most` of them at most, spread evenly; then, from random seed and
    /// count `random`, the step's board with a few candidates taken out at random. With
    /// the recall that kept them.
    fn test_boards(
        board: &Board,
        initial: &Grid,
        rule: u8,
        most: usize,
        random: (u64, usize),
    ) -> (Vec<[u16; 81]>, Recall) {
        let mut graphs = Graphs::default();
        firsts(board, Some(&mut graphs));
        let recall = graphs.recall.expect("nested searches keep a recall");
        let mut stalled: Vec<[u16; 81]> = recall
            .boards
            .keys()
            .filter(|(r, ..)| *r == rule)
            .map(|&(_, _, masks)| masks)
            .collect();
        stalled.sort_unstable();
        let step = stalled.len().div_ceil(most).max(1);
        let mut boards: Vec<[u16; 81]> = stalled.into_iter().step_by(step).collect();
        let mut rng = crate::generate::rng::Rng::from_seed(random.0);
        for _ in 0..random.1 {
            let mut masks = initial.masks;
            for _ in 0..1 + rng.next_u64() % 24 {
                let c = (rng.next_u64() % 81) as usize;
                let left: Vec<usize> = bits(masks[c]).collect();
                if left.len() > 1 {
                    masks[c] &= !(1 << left[(rng.next_u64() % left.len() as u64) as usize]);
                }
            }
            boards.push(masks);
        }
        (boards, recall)
    }

    /// An implication as compared: potential, parents and nested chain.
    type Listed = (Pot, Vec<Pot>, Option<(usize, u64)>);

    fn listed(out: &[Implied]) -> Vec<Listed> {
        out.iter()
            .map(|i| (i.pot, i.parents.clone(), i.nested))
            .collect()
    }

    /// `masks`, a subset of `initial`'s candidates, as a chaining grid.
    fn reduced(initial: &Grid, masks: &[u16; 81]) -> Grid {
        let mut current = initial.clone();
        for (c, (&was, &is)) in initial.masks.iter().zip(masks).enumerate() {
            for d in bits(was & !is) {
                current.remove(c, d);
            }
        }
        current
    }

    #[test]
    fn level_4_searches_give_the_full_listing_with_or_without_unchanged_walks() {
        let (board, _) = nested_step_board();
        let initial = Grid::of(&board);
        // Some of the boards the level-4 walks stalled on, then the step's board with a
        // few candidates taken out at random.
        let (boards, mut recall) = test_boards(&board, &initial, 4, 60, (33, 40));
        let walks = recall.start_walks(&board, &initial);
        let level = multiple::Level::Dynamic;
        let (mut kept, mut left_out) = (0, 0);
        for masks in &boards {
            let current = reduced(&initial, masks);
            let now = board.with_masks(&current.masks);
            // At a stall the outer chain has reached exactly the removals.
            let known = |p: Pot| {
                let (c, d) = (pot_cell(p), pot_digit(p));
                !is_on(p) && initial.has(c, d) && !current.has(c, d)
            };
            let mut every = Vec::new();
            last_rule(&now, level, &initial, &current, &known, None, &mut every);
            assert_eq!(
                listed(&every),
                listed(&eager_last_rule(&now, &initial, &current, &known)),
                "{masks:?}"
            );
            let unchanged = Unchanged::new(&initial, &current, &walks).expect("a classic board");
            let mut relying = Vec::new();
            last_rule(
                &now,
                level,
                &initial,
                &current,
                &known,
                Some(&unchanged),
                &mut relying,
            );
            assert_eq!(listed(&every), listed(&relying), "{masks:?}");
            kept += every.len();
            left_out += (0..POTS as Pot)
                .filter(|&p| current.has(pot_cell(p), pot_digit(p)) && !unchanged.changed(p))
                .count();
        }
        assert!(kept > 100, "only {kept} eliminations kept");
        assert!(left_out > 5_000, "only {left_out} walks found unchanged");
    }
}
