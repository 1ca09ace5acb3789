//! The driver's pick among the chains of `multiple.rs` (the first in Sudoku Explainer's
//! order), found without recording every chain in full.
//!
//! Finding every chain needs, for each assumption, the whole implication walk with the
//! parents of every potential (`Chainer::propagate`), so that each chain's potentials can
//! be counted. Yet the driver takes one chain, the least by rating (base plus a length
//! bonus that never falls as chains grow), potentials, kind and order found, and a
//! chain's count of potentials is at least the length of its first-parent line. So:
//!
//! 1. a *trace* walks each assumption in the same order as the full walk but keeps only
//!    what it reached and how deep (`Trace`); the chains are found from the traces, each
//!    with a lower bound on its count (`Lite`);
//! 2. the chains are taken by increasing bound, and only while a chain's bound does not
//!    exceed the count of the best one counted so far are its assumptions walked in full
//!    and its potentials counted.
//!
//! On top1465 the dynamic rule counts about 30 of some 260 chains and walks about 30 of
//! 350 assumptions in full. The nested levels keep the full search: their walks apply
//! further rules that a trace does not.

use super::super::super::super::board::Board;
use super::super::super::super::budget;
use super::super::super::super::houses::set_cells;
use super::super::super::super::technique::Technique;
use super::super::super::bits;
use super::super::graph::{POTS, Pot, conjugate, is_on, pot, pot_cell, pot_digit};
use super::super::graph::{length_bonus, se_difficulty};
use super::super::reach::Reach;
use super::super::unchanged::Unchanged;
use super::super::{Found, Key, compare};
use super::templates;
use super::trace::{View, set_of};
use super::{Build, Chainer, Level, Pending};
use crate::grid::CellSet;
use std::cmp::Ordering;
use std::collections::BinaryHeap;

/// A chain found from the traces: how to order it by its bound, and how to count it.
struct Lite {
    technique: Technique,
    target: Pot,
    /// Its assumptions, in `Picker::starts`.
    first_start: u32,
    start_count: u8,
    /// Two chains from one assumption, meeting in a contradiction.
    contradiction: bool,
    sort_key: u8,
    house: Option<usize>,
    /// No chain of these has fewer potentials.
    bound: usize,
}

/// The chains found from the traces, in the order the full search finds them.
struct Picker<'u> {
    lites: Vec<Lite>,
    starts: Vec<Pot>,
    /// At the multiple level, whose walks never change the board, the static graph's
    /// reach: most cells and regions have assumptions that share no conclusion, and
    /// their walks are spared.
    reach: Option<Reach>,
    /// At the Nishio level, per digit, the cells some template holds and those all do.
    covers: [Option<(CellSet, CellSet)>; 9],
    /// At the Nishio level, the digits searched.
    nishio_digits: u16,
    /// In a search nested at level 4, which chains may rely on the outer chain's
    /// removals (`unchanged.rs`): the others are left out before their walks.
    unchanged: Option<&'u Unchanged>,
}

/// Whether static walks from `starts` may lead to a common conclusion. A walk reaches
/// its start's closure (less, when it meets a contradiction and stops there), so walks
/// whose starts' closures do not meet share nothing.
fn may_share(reach: &Reach, starts: &[Pot]) -> bool {
    let mut common = [!0u64; POTS.div_ceil(64)];
    let mut words = 0;
    for &s in starts {
        let Some(set) = reach.closure(s) else {
            return true;
        };
        words = set.len();
        for (w, x) in common.iter_mut().zip(set) {
            *w &= x;
        }
    }
    common[..words].iter().any(|&w| w != 0)
}

impl Picker<'_> {
    #[allow(clippy::too_many_arguments)]
    fn push(
        &mut self,
        board: &Board,
        technique: Technique,
        target: Pot,
        starts: &[Pot],
        contradiction: bool,
        sort_key: u8,
        house: Option<usize>,
        bound: usize,
    ) {
        // A chain whose step would be empty (placing the last candidate of a cell) is
        // never the pick: the full search skips its step too.
        let c = pot_cell(target);
        if is_on(target) && board.mask(c) & !(1 << pot_digit(target)) == 0 {
            return;
        }
        self.lites.push(Lite {
            technique,
            target,
            first_start: self.starts.len() as u32,
            start_count: starts.len() as u8,
            contradiction,
            sort_key,
            house,
            bound,
        });
        self.starts.extend_from_slice(starts);
    }
}

/// Every chain of `level` (not a nested one), found from the traces. The cell and region
/// forcing chains read the reach of the board's static graph of X and Y links: `given`,
/// when built already (from more roots, which changes no closure), or built here.
fn lites<'b, 'u>(
    board: &'b Board,
    level: Level,
    given: Option<Reach>,
    nishio_digits: u16,
    unchanged: Option<&'u Unchanged>,
) -> (Chainer<'b>, Picker<'u>) {
    debug_assert!(!matches!(level, Level::Nested(_)));
    let mut ch = Chainer::new(board, level);
    let reach = (level == Level::Multiple).then(|| {
        given.unwrap_or_else(|| {
            let mut reach = Reach::empty();
            reach.build(&ch.grid, true, true, true, is_on);
            reach
        })
    });
    let mut picker = Picker {
        lites: Vec::new(),
        starts: Vec::new(),
        reach,
        covers: [None; 9],
        nishio_digits,
        unchanged,
    };
    let dynamic = level != Level::Multiple;
    for c in 0..81 {
        if budget::spent() {
            break;
        }
        let card = board.mask(c).count_ones();
        if board.raw_value(c) != 0 || !(card > 2 || (card > 1 && dynamic)) {
            continue;
        }
        ch.lite_cell(c, card, &mut picker);
    }
    (ch, picker)
}

/// The driver's step at `level` (not a nested one): the first of [`super::found`]'s.
/// The cell and region forcing chains take the static graph's reach when built already
/// (see [`lites`]); the Nishio chains are searched on the digits of `nishio_digits`.
pub(super) fn pick(
    board: &Board,
    level: Level,
    reach: Option<Reach>,
    nishio_digits: u16,
) -> Option<Found> {
    let (mut ch, picker) = lites(board, level, reach, nishio_digits, None);
    let mut order: Vec<u32> = (0..picker.lites.len() as u32).collect();
    order.sort_by_key(|&i| picker.lites[i as usize].bound);
    // The least (rating, potentials, kind) so far, and its chain; taken in order of
    // bound, a chain found earlier wins a tie only if its index is lower.
    let mut best: Option<(u32, Pending)> = None;
    for i in order {
        let lite = &picker.lites[i as usize];
        // A chain's count is at least its bound, and its rating never below that of a
        // chain of its bound: past the best's count, none can come first.
        if best
            .as_ref()
            .is_some_and(|(_, b)| lite.bound > b.complexity)
        {
            break;
        }
        let starts = &picker.starts[lite.first_start as usize..][..lite.start_count as usize];
        let p = ch.materialize(lite, starts);
        debug_assert!(p.complexity >= lite.bound);
        let better = best
            .as_ref()
            .is_none_or(|(j, b)| compare(p.key(), b.key()).then(i.cmp(j)).is_lt());
        if better {
            best = Some((i, p));
        }
    }
    best.and_then(|(_, p)| ch.build(p))
}

/// [`super::visit_wanted`] at a level below the nested ones: a chain is walked in full and
/// its potentials counted only when its turn may have come (its bound says it cannot
/// come later) and `wanted` still accepts its target; with `unchanged`, only the chains
/// that may rely on the outer chain's removals are found at all.
///
/// The chains wait in one queue, ordered by the key they may have at least (their bound's
/// rating and count) until counted, then by their key: a counted chain taken from the
/// queue comes before every chain left, counted or not, so chains are offered in the
/// order of the full listing. A nested rule wants only the chains that remove something
/// its outer chain has not reached nor an earlier chain claimed; as that only narrows,
/// a chain refused when it waits uncounted would be refused at its turn.
pub(super) fn visit_wanted(
    board: &Board,
    level: Level,
    wanted: &dyn Fn(Pot) -> bool,
    unchanged: Option<&Unchanged>,
    visit: &mut dyn FnMut(Pot, &mut Build),
) {
    let (mut ch, picker) = lites(board, level, None, 0x1ff, unchanged);
    let mut queue: BinaryHeap<Waiting> = picker
        .lites
        .iter()
        .enumerate()
        .filter(|(_, l)| wanted(l.target))
        .map(|(i, l)| Waiting {
            key: (
                se_difficulty(l.technique.rating_tenths(), length_bonus(l.bound)),
                l.bound,
                l.sort_key,
            ),
            index: i as u32,
            chain: None,
        })
        .collect();
    while let Some(w) = queue.pop() {
        let lite = &picker.lites[w.index as usize];
        if !wanted(lite.target) {
            continue;
        }
        match w.chain {
            None => {
                let starts =
                    &picker.starts[lite.first_start as usize..][..lite.start_count as usize];
                let p = ch.materialize(lite, starts);
                debug_assert!(compare(p.key(), w.key).is_ge());
                queue.push(Waiting {
                    key: p.key(),
                    index: w.index,
                    chain: Some(p),
                });
            }
            Some(p) => {
                let mut p = Some(p);
                visit(lite.target, &mut || p.take().and_then(|p| ch.build(p)));
            }
        }
    }
}

/// A chain in [`visit_wanted`]'s queue: its key, or the least it may have while
/// uncounted; the order found breaks ties, as the full listing's stable sort does.
struct Waiting {
    key: Key,
    index: u32,
    chain: Option<Pending>,
}

impl Waiting {
    fn order(&self, other: &Waiting) -> Ordering {
        compare(self.key, other.key).then(self.index.cmp(&other.index))
    }
}

impl PartialEq for Waiting {
    fn eq(&self, other: &Waiting) -> bool {
        self.order(other).is_eq()
    }
}

impl Eq for Waiting {}

impl PartialOrd for Waiting {
    fn partial_cmp(&self, other: &Waiting) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Waiting {
    /// Reversed, so that the max-heap gives the least first.
    fn cmp(&self, other: &Waiting) -> Ordering {
        other.order(self)
    }
}

impl Chainer<'_> {
    /// [`Chainer::cell`], finding the chains from the traces.
    fn lite_cell(&mut self, c: usize, card: u32, out: &mut Picker) {
        let board = self.board;
        let nishio = self.level == Level::Nishio;
        let dynamic = self.level == Level::Dynamic;
        let do_double = card >= 3 && dynamic;
        let contradiction = self.level != Level::Multiple;
        let digits: Vec<usize> = bits(board.mask(c)).collect();
        let kinds = self.kinds();
        if nishio {
            let kind = Technique::NishioForcingChains;
            let searched = out.nishio_digits;
            for &d in digits.iter().filter(|&&d| searched >> d & 1 != 0) {
                // Walk only what can meet a contradiction (`templates.rs`).
                let (held, always) = *out.covers[d].get_or_insert_with(|| {
                    templates::cover(board, &self.grid, d).unwrap_or((CellSet::EMPTY, CellSet::ALL))
                });
                let p_on = pot(c, d, true);
                for (start, target) in [(p_on, conjugate(p_on)), (conjugate(p_on), p_on)] {
                    let spared = if is_on(start) {
                        held.has_index(c)
                    } else {
                        !always.has_index(c)
                    };
                    if spared {
                        continue;
                    }
                    if let Some(bound) = self.contradicts(start) {
                        out.push(board, kind, target, &[start], true, 7, None, bound);
                    }
                }
            }
            return;
        }
        for &d in &digits {
            let p_on = pot(c, d, true);
            let p_off = conjugate(p_on);
            // Unchanged walks meet no contradiction, and two of them give only doubles
            // that rely on nothing.
            let changed = |s| out.unchanged.is_none_or(|u| u.changed(s));
            let (on_changed, off_changed) = (changed(p_on), changed(p_off));
            let do_double = do_double && (on_changed || off_changed);
            if (contradiction && on_changed) || do_double {
                self.trace_or_copy(p_on, out.unchanged);
            }
            if (contradiction && off_changed) || do_double {
                self.trace_or_copy(p_off, out.unchanged);
            }
            if contradiction {
                if on_changed && let Some(bound) = self.traced(p_on).trace.absurd {
                    out.push(board, kinds[0], p_off, &[p_on], true, 7, None, bound);
                }
                if off_changed && let Some(bound) = self.traced(p_off).trace.absurd {
                    out.push(board, kinds[0], p_on, &[p_off], true, 7, None, bound);
                }
            }
            if do_double {
                let (on_t, off_t) = (self.traced(p_on), self.traced(p_off));
                for q in on_t.all() {
                    if off_t.reaches(q) {
                        let bound = on_t.depth(q) + off_t.depth(q);
                        out.push(board, kinds[1], q, &[p_on, p_off], false, 1, None, bound);
                    }
                }
            }
            self.lite_regions(c, d, out);
        }
        let kind = self.cell_kind();
        let starts: Vec<Pot> = digits.iter().map(|&d| pot(c, d, true)).collect();
        self.lite_common(kind, &starts, 5, None, out);
    }

    /// [`Chainer::regions`], finding the chains from the traces.
    fn lite_regions(&mut self, c: usize, d: usize, out: &mut Picker) {
        let kind = self.region_kind();
        let mut regions = std::mem::take(&mut self.scratch.regions);
        self.region_starts(c, d, &mut regions);
        for &(h, places) in &regions {
            // A house of a 9×9 board has nine cells at most.
            let mut starts = [0; 9];
            let mut count = 0;
            for (slot, o) in starts.iter_mut().zip(set_cells(places)) {
                *slot = pot(o, d, true);
                count += 1;
            }
            debug_assert_eq!(count, places.len());
            self.lite_common(kind, &starts[..count], 6, Some(h), out);
        }
        self.scratch.regions = regions;
    }

    /// The chains to each potential every one of `starts` reaches, in the order the
    /// first reaches them.
    fn lite_common(
        &mut self,
        kind: Technique,
        starts: &[Pot],
        sort_key: u8,
        house: Option<usize>,
        out: &mut Picker,
    ) {
        if out.reach.as_ref().is_some_and(|r| !may_share(r, starts)) {
            return;
        }
        if let Some(u) = out.unchanged {
            let (cell, region) = match house {
                None => (Some(pot_cell(starts[0])), None),
                Some(h) => (None, Some((h, pot_digit(starts[0])))),
            };
            if !u.may_rely(starts, cell, region) {
                return;
            }
        }
        for &s in starts {
            self.trace_or_copy(s, out.unchanged);
        }
        let traces: Vec<View> = starts.iter().map(|&s| self.traced(s)).collect();
        let mut common = traces[0].trace.sets;
        for t in &traces[1..] {
            for (w, set) in common.iter_mut().zip(&t.trace.sets) {
                *w &= *set;
            }
        }
        if common.iter().all(|w| w.is_empty()) {
            return;
        }
        for q in traces[0].all() {
            if common[set_of(q)].has_index(pot_cell(q)) {
                let bound = traces.iter().map(|t| t.depth(q)).sum();
                out.push(self.board, kind, q, starts, false, sort_key, house, bound);
            }
        }
    }

    /// [`Chainer::trace`], or, for an unchanged walk, its copy from the starting
    /// board's walks.
    fn trace_or_copy(&mut self, start: Pot, unchanged: Option<&Unchanged>) {
        match unchanged {
            Some(u) if !u.changed(start) => self.trace_as_in(start, &u.start_walks().traces),
            _ => self.trace(start),
        }
    }

    /// The full chain a [`Lite`] stands for, its assumptions walked in full.
    fn materialize(&mut self, lite: &Lite, starts: &[Pot]) -> Pending {
        let (technique, target) = (lite.technique, lite.target);
        if lite.contradiction {
            let start = starts[0];
            let (a, b) = self
                .outcome(start)
                .absurd
                .expect("the full walk meets the trace's contradiction");
            return self.pending(
                technique,
                target,
                vec![(start, a)],
                Some(b),
                lite.sort_key,
                lite.house,
            );
        }
        let branches = starts
            .iter()
            .map(|&s| {
                let node = self.outcome(s).node(target);
                (
                    s,
                    node.expect("the full walk reaches what the trace reached"),
                )
            })
            .collect();
        self.pending(technique, target, branches, None, lite.sort_key, lite.house)
    }
}

#[cfg(test)]
mod tests {
    use super::super::found;
    use super::*;
    use crate::Grid;
    use crate::logic::path::solve_path;

    /// Puzzles of top1465 and of the hardest set whose paths reach the forcing chains.
    const PUZZLES: [&str; 4] = [
        "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
        "....2..4..7...6....1.5.....2......8....3..7..4.9.........6..1.38...9..........5..",
        ".8..1......5....3.......4.....6.5.7.89....2.....3.....2.....1.9..67........4.....",
        "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
    ];

    /// The same chain: rating, potentials, kind, conclusion and links.
    fn same(a: &Found, b: &Found) -> bool {
        a.difficulty == b.difficulty
            && a.complexity == b.complexity
            && a.sort_key == b.sort_key
            && a.step == b.step
    }

    #[test]
    fn the_pick_is_the_first_of_the_full_listing_at_every_level() {
        let mut compared = 0;
        for text in PUZZLES {
            let grid: Grid = text.parse().expect("valid puzzle");
            let path = solve_path(&grid);
            let mut board = Board::new(&grid);
            for step in &path.steps {
                if step.technique.rating_tenths() >= Technique::NishioForcingChains.rating_tenths()
                {
                    for level in [Level::Nishio, Level::Multiple, Level::Dynamic] {
                        let listed = found(&board, level);
                        let picked = pick(&board, level, None, 0x1ff);
                        match (listed.first(), &picked) {
                            (None, None) => {}
                            (Some(a), Some(b)) => assert!(same(a, b), "{text}: {:?}", a.step),
                            _ => {
                                panic!("{text}: listing and pick disagree at {:?}", step.technique)
                            }
                        }
                        compared += 1;
                    }
                    // The cell and region forcing chains read the same reach when the
                    // unary search's last pass leaves it.
                    let mut kept = None;
                    super::super::super::unary::found_keeping(&board, false, 0x1ff, &mut kept);
                    assert!(kept.is_some());
                    let listed = found(&board, Level::Multiple);
                    let picked = pick(&board, Level::Multiple, kept, 0x1ff);
                    match (listed.first(), &picked) {
                        (None, None) => {}
                        (Some(a), Some(b)) => assert!(same(a, b), "{text}: {:?}", a.step),
                        _ => panic!("{text}: listing and pick with a kept reach disagree"),
                    }
                }
                board.apply(step);
            }
        }
        assert!(
            compared >= 12,
            "too few boards reach the forcing chains: {compared}"
        );
    }

    /// Variant puzzles whose paths reach the forcing chains: their walks follow the
    /// board's own houses and sight (`walk_by_rules` in `trace.rs`), which the pick and
    /// the full listing must read alike.
    const VARIANTS: [(&str, &str); 3] = [
        (
            "anti-knight",
            "1..2................3..............5...8.7.......1...........8..5...4..1.6...3..7",
        ),
        (
            "x",
            "2.......85.1.....2.73.........5...8...6...4........3..19.4...6....85...........9.",
        ),
        (
            "disjoint-groups",
            "7.4.36....3.....7........6.....9....1........48.7..5....2...48....5..92.8........",
        ),
    ];

    #[test]
    fn on_variant_boards_the_pick_is_the_first_of_the_full_listing() {
        use crate::test_boards::board_of;
        let mut compared = 0;
        for (rules, line) in VARIANTS {
            let mut board = board_of(rules, line);
            for _ in 0..60 {
                let Some(step) = crate::logic::next_step(&board) else {
                    break;
                };
                if step.technique.rating_tenths() >= Technique::NishioForcingChains.rating_tenths()
                {
                    for level in [Level::Nishio, Level::Multiple, Level::Dynamic] {
                        let listed = found(&board, level);
                        let picked = pick(&board, level, None, 0x1ff);
                        match (listed.first(), &picked) {
                            (None, None) => {}
                            (Some(a), Some(b)) => assert!(same(a, b), "{line}: {:?}", a.step),
                            _ => panic!("{line}: listing and pick disagree"),
                        }
                        compared += 1;
                    }
                }
                board.apply(&step);
            }
        }
        assert!(
            compared >= 9,
            "too few boards reach the forcing chains: {compared}"
        );
    }

    /// Puzzles of top1465 whose paths take Nishio chains.
    const NISHIO: [&str; 3] = [
        "7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........",
        ".4..1.2.......9.7..1..........43.6..8......5....2.....7.5..8......6..3..9........",
        ".6..5.4.3.2.1...........7..4.3...6..7..5........2.........8..5.6...4...........1.",
    ];

    #[test]
    fn the_nishio_pick_on_one_digit_is_the_first_listed_chain_of_that_digit() {
        let mut compared = 0;
        for text in NISHIO {
            let grid: Grid = text.parse().expect("valid puzzle");
            let path = solve_path(&grid);
            let mut board = Board::new(&grid);
            for step in &path.steps {
                if step.technique.rating_tenths() >= Technique::NishioForcingChains.rating_tenths()
                {
                    let listed = found(&board, Level::Nishio);
                    for d in 0..9 {
                        let first = listed.iter().find(|f| {
                            f.step
                                .evidence
                                .digits
                                .iter()
                                .all(|g| usize::from(g.get()) == d + 1)
                        });
                        let picked = pick(&board, Level::Nishio, None, 1 << d);
                        match (first, &picked) {
                            (None, None) => {}
                            (Some(a), Some(b)) => {
                                assert!(same(a, b), "{text}: {:?}", a.step);
                                compared += 1;
                            }
                            _ => panic!("{text}: digit {d}: listing and pick disagree"),
                        }
                    }
                }
                board.apply(step);
            }
        }
        assert!(compared >= 5, "{compared}");
    }

    #[test]
    fn a_wanted_visit_offers_the_listing_filtered_in_its_order() {
        let grid: Grid = PUZZLES[0].parse().expect("valid puzzle");
        let path = solve_path(&grid);
        let mut board = Board::new(&grid);
        let mut visited_any = false;
        for step in &path.steps {
            if step.technique.rating_tenths() >= Technique::NishioForcingChains.rating_tenths() {
                for level in [Level::Multiple, Level::Dynamic] {
                    // Keep the chains whose target lies in the first half of the grid.
                    let wanted = |p: Pot| pot_cell(p) < 41;
                    let listed: Vec<Found> = found(&board, level)
                        .into_iter()
                        .filter(|f| wanted(target(f)))
                        .collect();
                    let mut offered = Vec::new();
                    visit_wanted(&board, level, &wanted, None, &mut |_, build| {
                        if let Some(f) = build() {
                            offered.push(f);
                        }
                    });
                    assert_eq!(listed.len(), offered.len());
                    for (a, b) in listed.iter().zip(&offered) {
                        assert!(same(a, b));
                    }
                    visited_any |= !offered.is_empty();
                }
            }
            board.apply(step);
        }
        assert!(visited_any);
    }

    /// The potential a chain concludes: its placement "on", or its elimination "off".
    fn target(f: &Found) -> Pot {
        let (&(c, d), on) = match f.step.placements.first() {
            Some(placed) => (placed, true),
            None => (f.step.eliminations.first().expect("a conclusion"), false),
        };
        pot(c.index(), usize::from(d.get() - 1), on)
    }
}
