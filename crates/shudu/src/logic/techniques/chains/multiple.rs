//! Sudoku Explainer's chaining rules that follow every consequence of an assumption at
//! once (its `doChaining`), at three levels:
//!
//! - **Nishio** (7.5): dynamic, X links only; a candidate whose truth (or falsity) leads
//!   to some candidate being both true and false is false (or true).
//! - **Multiple** (8.0): cell forcing chains (every candidate of a cell of three or more
//!   leads to the same conclusion) and region forcing chains (every place of a digit in a
//!   house does).
//! - **Dynamic** (8.5): as multiple, from bivalue cells too, plus contradiction and double
//!   forcing chains (a candidate true and false lead to the same conclusion); while a
//!   chain runs, the candidates it has turned off are gone, so singles it creates count.
//!
//! Consequences of one assumption are computed once per search and shared by the kinds
//! that use them. Each step is rated by level plus the length bonus on the total number
//! of potentials its chains rely on.

use std::collections::VecDeque;

use super::super::super::board::Board;
use super::super::super::houses::HOUSE_CELLS;
use super::super::super::step::Step;
use super::super::super::technique::Technique;
use super::super::bits;
use super::graph::{
    Arena, Grid, NONE, POTS, Pot, conjugate, houses_of, is_on, pot, pot_cell, pot_digit,
};
use super::{Found, chain_step, emit, links_of};

/// Which of Sudoku Explainer's chaining rules runs.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(in super::super) enum Level {
    Nishio,
    Multiple,
    Dynamic,
}

/// Everything one assumption implies (until a contradiction, if it meets one).
struct Outcome {
    arena: Arena,
    /// Nodes of the "on" and "off" potentials reached, in the order reached.
    on: Vec<u32>,
    off: Vec<u32>,
    /// Node of each reached potential, sorted by potential.
    by_pot: Vec<(Pot, u32)>,
    /// The two nodes of the candidate found both true and false.
    absurd: Option<(u32, u32)>,
}

impl Outcome {
    fn node(&self, p: Pot) -> Option<u32> {
        self.by_pot
            .binary_search_by_key(&p, |&(q, _)| q)
            .ok()
            .map(|i| self.by_pot[i].1)
    }
}

struct Chainer<'a> {
    board: &'a Board,
    grid: Grid,
    level: Level,
    index: Vec<u32>,
    seen: Vec<bool>,
    outcomes: Vec<Option<Box<Outcome>>>,
}

/// A found chain before its step is built: what to sort by and how to build it.
struct Pending {
    technique: Technique,
    target: Pot,
    /// The chains: the assumption each starts from and the node it reaches.
    branches: Vec<(Pot, u32)>,
    /// For contradictions, the second chain (from the same assumption).
    second: Option<u32>,
    complexity: usize,
    sort_key: u8,
    house: Option<usize>,
}

pub(in super::super) fn find(board: &Board, level: Level, out: &mut Vec<Step>) {
    let mut ch = Chainer {
        board,
        grid: Grid::of(board),
        level,
        index: vec![NONE; POTS],
        seen: Vec::new(),
        outcomes: (0..POTS).map(|_| None).collect(),
    };
    // Nishio chains are dynamic too (Sudoku Explainer runs them with its dynamic flag).
    let dynamic = level != Level::Multiple;
    let mut pending = Vec::new();
    for c in 0..81 {
        let card = board.mask(c).count_ones();
        if board.raw_value(c) != 0 || !(card > 2 || (card > 1 && dynamic)) {
            continue;
        }
        ch.cell(c, card, &mut pending);
    }
    let mut found = Vec::new();
    for p in pending {
        if let Some(f) = ch.build(p) {
            found.push(f);
        }
    }
    emit(found, out);
}

impl Chainer<'_> {
    fn outcome(&mut self, start: Pot) -> &Outcome {
        if self.outcomes[start as usize].is_none() {
            let o = self.propagate(start);
            self.outcomes[start as usize] = Some(Box::new(o));
        }
        self.outcomes[start as usize]
            .as_deref()
            .expect("just computed")
    }

    fn get(&self, start: Pot) -> &Outcome {
        self.outcomes[start as usize]
            .as_deref()
            .expect("computed before use")
    }

    /// Sudoku Explainer's `doChaining` from one assumption.
    fn propagate(&mut self, start: Pot) -> Outcome {
        let y = self.level != Level::Nishio;
        let dynamic = self.level != Level::Multiple;
        let mut work = Grid {
            masks: self.grid.masks,
        };
        let mut arena = Arena::default();
        let mut on = Vec::new();
        let mut off = Vec::new();
        let root = arena.add(start, &[]);
        self.index[start as usize] = root;
        let mut pending_on = VecDeque::new();
        let mut pending_off = VecDeque::new();
        if is_on(start) {
            on.push(root);
            pending_on.push_back(root);
        } else {
            off.push(root);
            pending_off.push_back(root);
        }
        let mut offs = Vec::new();
        let mut ons = Vec::new();
        let mut parents = Vec::new();
        let mut absurd = None;
        'search: loop {
            if let Some(n) = pending_on.pop_front() {
                work.on_to_off(arena.pot(n), y, &mut offs);
                for &q in &offs {
                    let other = self.index[conjugate(q) as usize];
                    if other != NONE {
                        let m = arena.add(q, &[n]);
                        absurd = Some((other, m));
                        break 'search;
                    }
                    if self.index[q as usize] == NONE {
                        let m = arena.add(q, &[n]);
                        self.index[q as usize] = m;
                        off.push(m);
                        pending_off.push_back(m);
                    }
                }
                continue;
            }
            let Some(n) = pending_off.pop_front() else {
                break;
            };
            let p = arena.pot(n);
            work.off_to_on(p, y, true, &mut ons);
            if dynamic {
                work.masks[pot_cell(p)] &= !(1 << pot_digit(p));
            }
            for &(q, why) in &ons {
                parents.clear();
                parents.push(n);
                if dynamic {
                    self.hidden_parents(q, why, &work, &mut parents);
                }
                let other = self.index[conjugate(q) as usize];
                if other != NONE {
                    let m = arena.add(q, &parents);
                    absurd = Some((m, other));
                    break 'search;
                }
                if self.index[q as usize] == NONE {
                    let m = arena.add(q, &parents);
                    self.index[q as usize] = m;
                    on.push(m);
                    pending_on.push_back(m);
                }
            }
        }
        let mut by_pot: Vec<(Pot, u32)> =
            on.iter().chain(&off).map(|&m| (arena.pot(m), m)).collect();
        for &(p, _) in &by_pot {
            self.index[p as usize] = NONE;
        }
        by_pot.sort_unstable();
        Outcome {
            arena,
            on,
            off,
            by_pot,
            absurd,
        }
    }

    /// The "off" nodes behind an "on" that holds only because the chain removed other
    /// candidates (of the cell, or of the digit in the house). `work` is the state before
    /// the parent's own removal, as in Sudoku Explainer.
    fn hidden_parents(&self, q: Pot, why: Option<usize>, work: &Grid, parents: &mut Vec<u32>) {
        let (c, d) = (pot_cell(q), pot_digit(q));
        let parent = parents[0];
        let mut push = |cell: usize, digit: usize| {
            let n = self.index[pot(cell, digit, false) as usize];
            if n != NONE && n != parent {
                parents.push(n);
            }
        };
        match why {
            None => {
                for e in bits(self.grid.masks[c] & !work.masks[c]) {
                    push(c, e);
                }
            }
            Some(h) => {
                for &o in &HOUSE_CELLS[h] {
                    let o = o as usize;
                    if self.grid.has(o, d) && !work.has(o, d) {
                        push(o, d);
                    }
                }
            }
        }
    }

    /// Every chain from the candidates of cell `c` (Sudoku Explainer's per-cell work).
    fn cell(&mut self, c: usize, card: u32, pending: &mut Vec<Pending>) {
        let nishio = self.level == Level::Nishio;
        let dynamic = self.level == Level::Dynamic;
        let do_double = card >= 3 && dynamic;
        let contradiction = self.level != Level::Multiple;
        let mut cell_on: Option<Vec<Pot>> = None;
        let mut cell_off: Option<Vec<Pot>> = None;
        let digits: Vec<usize> = bits(self.board.mask(c)).collect();
        for &d in &digits {
            let p_on = pot(c, d, true);
            let p_off = conjugate(p_on);
            self.outcome(p_on);
            if contradiction || do_double {
                self.outcome(p_off);
            }
            let kind = if nishio {
                Technique::NishioForcingChains
            } else {
                Technique::DynamicContradictionForcingChains
            };
            if contradiction {
                if let Some((a, b)) = self.get(p_on).absurd {
                    pending.push(self.pending(kind, p_off, vec![(p_on, a)], Some(b), 7, None));
                }
                if let Some((a, b)) = self.get(p_off).absurd {
                    pending.push(self.pending(kind, p_on, vec![(p_off, a)], Some(b), 7, None));
                }
            }
            if do_double {
                let (on_out, off_out) = (self.get(p_on), self.get(p_off));
                let mut doubles = Vec::new();
                for &n in on_out.on.iter().chain(&on_out.off) {
                    let q = on_out.arena.pot(n);
                    if let Some(m) = off_out.node(q) {
                        doubles.push((q, n, m));
                    }
                }
                for (q, n, m) in doubles {
                    let kind = Technique::DynamicDoubleForcingChains;
                    pending.push(self.pending(kind, q, vec![(p_on, n), (p_off, m)], None, 1, None));
                }
            }
            if !nishio {
                self.regions(c, d, pending);
            }
            let on_out = self.get(p_on);
            let ons: Vec<Pot> = on_out.on.iter().map(|&n| on_out.arena.pot(n)).collect();
            let offs: Vec<Pot> = on_out.off.iter().map(|&n| on_out.arena.pot(n)).collect();
            cell_on = Some(match cell_on {
                None => ons,
                Some(v) => v.into_iter().filter(|p| ons.contains(p)).collect(),
            });
            cell_off = Some(match cell_off {
                None => offs,
                Some(v) => v.into_iter().filter(|p| offs.contains(p)).collect(),
            });
        }
        if nishio {
            return;
        }
        let kind = if dynamic {
            Technique::DynamicCellForcingChains
        } else {
            Technique::CellForcingChains
        };
        for q in cell_on
            .into_iter()
            .flatten()
            .chain(cell_off.into_iter().flatten())
        {
            let branches: Vec<(Pot, u32)> = digits
                .iter()
                .map(|&d| {
                    let s = pot(c, d, true);
                    (s, self.get(s).node(q).expect("in every outcome"))
                })
                .collect();
            pending.push(self.pending(kind, q, branches, None, 5, None));
        }
    }

    /// Region forcing chains on digit `d` in the houses of `c`, when `c` is the first
    /// place of `d` there.
    fn regions(&mut self, c: usize, d: usize, pending: &mut Vec<Pending>) {
        let kind = if self.level == Level::Dynamic {
            Technique::DynamicRegionForcingChains
        } else {
            Technique::RegionForcingChains
        };
        for h in houses_of(c) {
            let places: Vec<usize> = HOUSE_CELLS[h]
                .iter()
                .map(|&o| o as usize)
                .filter(|&o| self.grid.has(o, d))
                .collect();
            if places.len() < 2 || places[0] != c {
                continue;
            }
            let starts: Vec<Pot> = places.iter().map(|&o| pot(o, d, true)).collect();
            for &s in &starts {
                self.outcome(s);
            }
            let first = self.get(starts[0]);
            let common: Vec<Pot> = first
                .on
                .iter()
                .chain(&first.off)
                .map(|&n| first.arena.pot(n))
                .filter(|&q| starts[1..].iter().all(|&s| self.get(s).node(q).is_some()))
                .collect();
            for q in common {
                let branches = starts
                    .iter()
                    .map(|&s| (s, self.get(s).node(q).expect("common")))
                    .collect();
                pending.push(self.pending(kind, q, branches, None, 6, Some(h)));
            }
        }
    }

    fn pending(
        &mut self,
        technique: Technique,
        target: Pot,
        branches: Vec<(Pot, u32)>,
        second: Option<u32>,
        sort_key: u8,
        house: Option<usize>,
    ) -> Pending {
        let mut complexity = 0;
        for &(s, n) in &branches {
            let o = self.outcomes[s as usize].as_deref().expect("computed");
            complexity += o.arena.ancestors(n, &mut self.seen).len();
        }
        if let (Some(m), Some(&(s, _))) = (second, branches.first()) {
            let o = self.outcomes[s as usize].as_deref().expect("computed");
            complexity += o.arena.ancestors(m, &mut self.seen).len();
        }
        Pending {
            technique,
            target,
            branches,
            second,
            complexity,
            sort_key,
            house,
        }
    }

    fn build(&mut self, p: Pending) -> Option<Found> {
        let mut links = Vec::new();
        for &(s, n) in &p.branches {
            let o = self.outcomes[s as usize].as_deref().expect("computed");
            links_of(&o.arena, n, &mut self.seen, &mut links);
        }
        if let (Some(m), Some(&(s, _))) = (p.second, p.branches.first()) {
            let o = self.outcomes[s as usize].as_deref().expect("computed");
            links_of(&o.arena, m, &mut self.seen, &mut links);
        }
        let starts = p.branches.iter().map(|&(s, _)| s).collect();
        let houses = p
            .house
            .map(|h| vec![super::super::super::board::Board::house(h)])
            .unwrap_or_default();
        chain_step(
            p.technique,
            p.target,
            self.board,
            starts,
            links,
            p.complexity,
            p.sort_key,
            houses,
        )
    }
}
