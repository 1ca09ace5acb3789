//! Which potentials can reach which in the static implication graph (the rules of
//! `graph.rs` on the board's own candidates): a cheap test that lets the chain searches
//! skip a start that cannot conclude, and leave out of a walk the potentials that cannot
//! lead to its goal. The graph's strongly connected components are found
//! once (Tarjan, iteratively), then each component's reach as a bit set over potentials,
//! sinks first — far cheaper than one breadth-first walk per start.
//!
//! Only the non-dynamic searches may use it: there the graph never changes while a chain
//! runs, so a walk from a start reaches exactly what this says it reaches.

use super::graph::{Grid, NONE, POTS, Pot, conjugate, is_on, pot};

const WORDS: usize = POTS.div_ceil(64);

/// One static graph: the successors of every potential, and the reach of each.
pub(super) struct Reach {
    /// Successors of potential `p`: `edges[range[p].0..range[p].1]`, in the order the
    /// rules of `graph.rs` give them; listed only for the potentials the roots reach
    /// (each when the search first meets it), empty for the others.
    range: Vec<(u32, u32)>,
    edges: Vec<Pot>,
    /// Component of each potential (`NONE` when it is no candidate, or not reached).
    component: Vec<u32>,
    /// Members of each component.
    size: Vec<u32>,
    /// Potentials each component reaches, itself included (left empty when the graph
    /// was built for cycles only).
    closure: Vec<[u64; WORDS]>,
    /// Per component, the last component whose closure took it in (so each is merged
    /// once, however many edges lead to it).
    merged_into: Vec<u32>,
}

/// What the graph's edges are drawn from, and room for one potential's successors.
struct Rules<'a> {
    grid: &'a Grid,
    y: bool,
    x: bool,
    offs: Vec<Pot>,
    ons: Vec<(Pot, Option<usize>)>,
}

impl Reach {
    /// The reach in the graph of X links (`x`) and Y links (`y`) on `grid`, from the
    /// candidates' potentials `root` accepts (and whatever they lead to: a walk from a
    /// root meets nothing else, and the components met are those of the whole graph).
    /// Without `closures` only the components are found ([`Reach::cycles_with`],
    /// [`Reach::on_cycle`]): enough for cycles, not for [`Reach::reaches`].
    pub(super) fn new(
        grid: &Grid,
        y: bool,
        x: bool,
        closures: bool,
        root: impl Fn(Pot) -> bool,
    ) -> Reach {
        // Room is made once for as many potentials as there are, and generously for
        // their edges: this runs three times per search, and growing the arrays step by
        // step was a visible share of it.
        let potentials = 2 * grid
            .masks
            .iter()
            .map(|m| m.count_ones() as usize)
            .sum::<usize>();
        let mut reach = Reach {
            range: vec![(0, 0); POTS],
            edges: Vec::with_capacity(16 * potentials),
            component: vec![NONE; POTS],
            size: Vec::with_capacity(potentials),
            closure: Vec::with_capacity(if closures { potentials } else { 0 }),
            merged_into: Vec::with_capacity(if closures { potentials } else { 0 }),
        };
        let mut rules = Rules {
            grid,
            y,
            x,
            offs: Vec::new(),
            ons: Vec::new(),
        };
        reach.tarjan(&mut rules, closures, root);
        reach
    }

    /// Lists the successors of `p`, which the search has just met.
    fn expand(&mut self, rules: &mut Rules, p: usize) {
        let first = self.edges.len() as u32;
        let q = p as Pot;
        if is_on(q) {
            rules.grid.on_to_off(q, rules.y, &mut rules.offs);
            self.edges.extend_from_slice(&rules.offs);
        } else {
            rules.grid.off_to_on(q, rules.y, rules.x, &mut rules.ons);
            self.edges.extend(rules.ons.iter().map(|&(r, _)| r));
        }
        self.range[p] = (first, self.edges.len() as u32);
    }

    /// Iterative Tarjan from every accepted root; each component's closure is filled as
    /// it completes, when every component it leads to is complete already.
    fn tarjan(&mut self, rules: &mut Rules, closures: bool, root: impl Fn(Pot) -> bool) {
        let mut low = vec![0u32; POTS];
        let mut number = vec![NONE; POTS];
        let mut on_stack = vec![false; POTS];
        let mut stack: Vec<u32> = Vec::new();
        let mut calls: Vec<(u32, u32)> = Vec::new();
        let mut members = Vec::new();
        let mut next = 0u32;
        for r in 0..POTS {
            let q = r as Pot;
            if number[r] != NONE || !rules.grid.has(q as usize / 18, q as usize / 2 % 9) || !root(q)
            {
                continue;
            }
            self.expand(rules, r);
            calls.push((r as u32, self.range[r].0));
            number[r] = next;
            low[r] = next;
            next += 1;
            stack.push(r as u32);
            on_stack[r] = true;
            while let Some(&mut (v, at)) = calls.last_mut() {
                let v = v as usize;
                if at < self.range[v].1 {
                    let w = self.edges[at as usize] as usize;
                    if let Some(top) = calls.last_mut() {
                        top.1 += 1;
                    }
                    if number[w] == NONE {
                        number[w] = next;
                        low[w] = next;
                        next += 1;
                        stack.push(w as u32);
                        on_stack[w] = true;
                        self.expand(rules, w);
                        calls.push((w as u32, self.range[w].0));
                    } else if on_stack[w] {
                        low[v] = low[v].min(number[w]);
                    }
                    continue;
                }
                calls.pop();
                if let Some(&(u, _)) = calls.last() {
                    low[u as usize] = low[u as usize].min(low[v]);
                }
                if low[v] == number[v] {
                    self.close(v, &mut stack, &mut on_stack, &mut members, closures);
                }
            }
        }
    }

    /// Pops the component rooted at `v` and computes its closure.
    fn close(
        &mut self,
        v: usize,
        stack: &mut Vec<u32>,
        on_stack: &mut [bool],
        members: &mut Vec<usize>,
        closures: bool,
    ) {
        let id = self.size.len() as u32;
        let mut bits = [0u64; WORDS];
        members.clear();
        while let Some(w) = stack.pop() {
            let w = w as usize;
            on_stack[w] = false;
            self.component[w] = id;
            bits[w / 64] |= 1 << (w % 64);
            members.push(w);
            if w == v {
                break;
            }
        }
        self.size.push(members.len() as u32);
        if !closures {
            return;
        }
        self.merged_into.push(NONE);
        for &w in members.iter() {
            let (first, end) = self.range[w];
            for &t in &self.edges[first as usize..end as usize] {
                let other = self.component[t as usize];
                if other != id && self.merged_into[other as usize] != id {
                    self.merged_into[other as usize] = id;
                    let reached = &self.closure[other as usize];
                    for (b, r) in bits.iter_mut().zip(reached) {
                        *b |= r;
                    }
                }
            }
        }
        self.closure.push(bits);
    }

    /// The potentials `p` leads to directly.
    pub(super) fn successors(&self, p: Pot) -> &[Pot] {
        let (first, end) = self.range[p as usize];
        &self.edges[first as usize..end as usize]
    }

    /// Whether a walk from `from` can reach `to`.
    pub(super) fn reaches(&self, from: Pot, to: Pot) -> bool {
        let c = self.component[from as usize];
        c != NONE && self.closure[c as usize][to as usize / 64] & 1 << (to % 64) != 0
    }

    /// Whether `p` and `q` lie on a common cycle (can each reach the other).
    pub(super) fn cycles_with(&self, p: Pot, q: Pot) -> bool {
        self.component[p as usize] == self.component[q as usize]
    }

    /// Whether a walk from candidate `c`, digit `d` assumed true can lead back to it.
    pub(super) fn on_cycle(&self, c: usize, d: usize) -> bool {
        let p = pot(c, d, true);
        let comp = self.component[p as usize];
        comp != NONE && self.size[comp as usize] > 1
    }

    /// Everything a walk from `p` reaches, `p` included, as a set over potentials
    /// (`None` when the graph was not built from `p`, or without closures).
    pub(super) fn closure(&self, p: Pot) -> Option<&[u64; WORDS]> {
        let c = self.component[p as usize];
        (c != NONE).then(|| self.closure.get(c as usize)).flatten()
    }

    /// Whether assuming `p` can reach its own negation.
    pub(super) fn refutes(&self, p: Pot) -> bool {
        self.reaches(p, conjugate(p))
    }
}
