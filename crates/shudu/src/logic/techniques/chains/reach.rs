//! Which potentials can reach which in the static implication graph (the rules of
//! `graph.rs` on the board's own candidates): a cheap test that lets the chain searches
//! skip a start that cannot conclude, and leave out of a walk the potentials that cannot
//! lead to its goal. The graph's strongly connected components are found
//! once (Tarjan, iteratively), then each component's reach as a bit set over potentials,
//! sinks first — far cheaper than one breadth-first walk per start.
//!
//! The search numbers the potentials in the order it meets them and keeps everything else
//! by that number, so its tables and bit sets are as long as the board has candidates,
//! not as long as a whole grid has potentials; one `Reach` is rebuilt for each graph,
//! reusing its room and clearing only the potentials the last graph numbered.
//!
//! Only the non-dynamic searches may use it: there the graph never changes while a chain
//! runs, so a walk from a start reaches exactly what this says it reaches.

use super::super::bits;
use super::graph::{Grid, NONE, POTS, Pot, conjugate, is_on, pot};

/// One static graph: the successors of every potential, and the reach of each.
pub(super) struct Reach {
    /// Each potential's number in the order the search met it (`NONE`: not reached, or
    /// no candidate).
    number: Vec<u32>,
    /// The potentials by number.
    pots: Vec<Pot>,
    /// Successors of the potential numbered `n`: `edges[range[n].0..range[n].1]`, in the
    /// order the rules of `graph.rs` give them (listed when the search first meets it).
    range: Vec<(u32, u32)>,
    edges: Vec<Pot>,
    /// Component of each potential, by number (`NONE` while the search has it on its
    /// stack).
    component: Vec<u32>,
    /// The same by potential (`NONE`: not reached), read in one step: the walks ask it
    /// of every potential they meet, the closures of every edge.
    pot_component: Vec<u32>,
    /// Members of each component.
    size: Vec<u32>,
    /// Potentials each component reaches, itself included, as bits by number: `words`
    /// words per component, one after the other (left empty when the graph was built for
    /// cycles only). Merging one closure into another is the most frequent work of the
    /// search: over plain 64-bit words the compiler turns it into wide vector operations.
    closure: Vec<u64>,
    words: usize,
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

/// The search's own working lists, by number.
#[derive(Default)]
struct Work {
    low: Vec<u32>,
    stack: Vec<u32>,
    /// Number and next edge of each potential the search is inside.
    calls: Vec<(u32, u32)>,
    members: Vec<u32>,
    /// The closure being built.
    bits: Vec<u64>,
}

impl Reach {
    /// An empty graph, to be built with [`Reach::build`].
    pub(super) fn empty() -> Reach {
        Reach {
            number: vec![NONE; POTS],
            pots: Vec::new(),
            range: Vec::new(),
            edges: Vec::new(),
            component: Vec::new(),
            pot_component: vec![NONE; POTS],
            size: Vec::new(),
            closure: Vec::new(),
            words: 0,
            merged_into: Vec::new(),
        }
    }

    /// Makes this the reach in the graph of X links (`x`) and Y links (`y`) on `grid`,
    /// from the candidates' potentials `root` accepts (and whatever they lead to: a walk
    /// from a root meets nothing else, and the components met are those of the whole
    /// graph). Without `closures` only the components are found ([`Reach::cycles_with`],
    /// [`Reach::on_cycle`]): enough for cycles, not for [`Reach::reaches`].
    pub(super) fn build(
        &mut self,
        grid: &Grid,
        y: bool,
        x: bool,
        closures: bool,
        root: impl Fn(Pot) -> bool,
    ) {
        for &p in &self.pots {
            self.number[p as usize] = NONE;
            self.pot_component[p as usize] = NONE;
        }
        self.pots.clear();
        self.range.clear();
        self.edges.clear();
        self.component.clear();
        self.size.clear();
        self.closure.clear();
        self.merged_into.clear();
        // The search meets each potential of a candidate at most once.
        let potentials = 2 * grid
            .masks
            .iter()
            .map(|m| m.count_ones() as usize)
            .sum::<usize>();
        self.words = potentials.div_ceil(64);
        // Room for every potential at once: growing the lists step by step was a
        // visible share of the search.
        self.pots.reserve(potentials);
        self.range.reserve(potentials);
        self.edges.reserve(16 * potentials);
        self.component.reserve(potentials);
        if closures {
            self.closure.reserve(potentials * self.words);
            self.merged_into.reserve(potentials);
        }
        let mut rules = Rules {
            grid,
            y,
            x,
            offs: Vec::with_capacity(32),
            ons: Vec::with_capacity(8),
        };
        let mut work = Work {
            low: Vec::with_capacity(potentials),
            stack: Vec::with_capacity(potentials),
            calls: Vec::with_capacity(potentials),
            members: Vec::with_capacity(potentials),
            bits: vec![0; self.words],
        };
        // Roots in increasing potential order: cell, digit, then "off" before "on".
        for c in 0..81 {
            for d in bits(grid.masks[c]) {
                for on in [false, true] {
                    let p = pot(c, d, on);
                    if self.number[p as usize] == NONE && root(p) {
                        self.tarjan(&mut rules, &mut work, closures, p);
                    }
                }
            }
        }
    }

    /// Numbers `p` and lists its successors, which the search has just met.
    fn meet(&mut self, rules: &mut Rules, work: &mut Work, p: Pot) -> u32 {
        let n = self.pots.len() as u32;
        self.number[p as usize] = n;
        self.pots.push(p);
        self.component.push(NONE);
        work.low.push(n);
        work.stack.push(n);
        let first = self.edges.len() as u32;
        if is_on(p) {
            rules.grid.on_to_off(p, rules.y, &mut rules.offs);
            self.edges.extend_from_slice(&rules.offs);
        } else {
            rules.grid.off_to_on(p, rules.y, rules.x, &mut rules.ons);
            self.edges.extend(rules.ons.iter().map(|&(r, _)| r));
        }
        self.range.push((first, self.edges.len() as u32));
        work.calls.push((n, first));
        n
    }

    /// Iterative Tarjan from root `r`; each component's closure is filled as it
    /// completes, when every component it leads to is complete already.
    fn tarjan(&mut self, rules: &mut Rules, work: &mut Work, closures: bool, r: Pot) {
        self.meet(rules, work, r);
        while let Some(&mut (v, at)) = work.calls.last_mut() {
            let v = v as usize;
            if at < self.range[v].1 {
                if let Some(top) = work.calls.last_mut() {
                    top.1 += 1;
                }
                let w = self.edges[at as usize];
                let n = self.number[w as usize];
                if n == NONE {
                    self.meet(rules, work, w);
                } else if self.component[n as usize] == NONE {
                    // Met, and in no component yet: on the stack.
                    work.low[v] = work.low[v].min(n);
                }
                continue;
            }
            work.calls.pop();
            if let Some(&(u, _)) = work.calls.last() {
                work.low[u as usize] = work.low[u as usize].min(work.low[v]);
            }
            if work.low[v] == v as u32 {
                self.close(v as u32, work, closures);
            }
        }
    }

    /// Pops the component rooted at number `v` and computes its closure.
    fn close(&mut self, v: u32, work: &mut Work, closures: bool) {
        let id = self.size.len() as u32;
        let bits = &mut work.bits;
        bits.fill(0);
        work.members.clear();
        while let Some(w) = work.stack.pop() {
            self.component[w as usize] = id;
            self.pot_component[self.pots[w as usize] as usize] = id;
            bits[w as usize / 64] |= 1 << (w % 64);
            work.members.push(w);
            if w == v {
                break;
            }
        }
        self.size.push(work.members.len() as u32);
        if !closures {
            return;
        }
        self.merged_into.push(NONE);
        let words = self.words;
        for &w in &work.members {
            let (first, end) = self.range[w as usize];
            for &t in &self.edges[first as usize..end as usize] {
                let other = self.pot_component[t as usize];
                if other != id && self.merged_into[other as usize] != id {
                    self.merged_into[other as usize] = id;
                    let at = other as usize * words;
                    for (b, r) in bits.iter_mut().zip(&self.closure[at..at + words]) {
                        *b |= r;
                    }
                }
            }
        }
        self.closure.extend_from_slice(bits);
    }

    /// The component of `p` (`NONE` when the search did not meet it).
    fn component_of(&self, p: Pot) -> u32 {
        self.pot_component[p as usize]
    }

    /// The potentials `p` leads to directly.
    pub(super) fn successors(&self, p: Pot) -> &[Pot] {
        match self.number[p as usize] {
            NONE => &[],
            n => {
                let (first, end) = self.range[n as usize];
                &self.edges[first as usize..end as usize]
            }
        }
    }

    /// Whether a walk from `from` can reach `to`.
    pub(super) fn reaches(&self, from: Pot, to: Pot) -> bool {
        let (c, n) = (self.component_of(from), self.number[to as usize]);
        if c == NONE || n == NONE {
            return false;
        }
        let n = n as usize;
        self.closure[c as usize * self.words + n / 64] & 1 << (n % 64) != 0
    }

    /// Whether `p` and `q` lie on a common cycle (can each reach the other).
    pub(super) fn cycles_with(&self, p: Pot, q: Pot) -> bool {
        self.component_of(p) == self.component_of(q)
    }

    /// Whether a walk from candidate `c`, digit `d` assumed true can lead back to it.
    pub(super) fn on_cycle(&self, c: usize, d: usize) -> bool {
        let comp = self.component_of(pot(c, d, true));
        comp != NONE && self.size[comp as usize] > 1
    }

    /// Everything a walk from `p` reaches, `p` included, as bits by the potentials'
    /// numbers (one numbering for the whole graph, so two closures can be compared), or
    /// `None` when the graph was not built from `p`, or without closures.
    pub(super) fn closure(&self, p: Pot) -> Option<&[u64]> {
        let c = self.component_of(p);
        (c != NONE && !self.closure.is_empty())
            .then(|| &self.closure[c as usize * self.words..][..self.words])
    }

    /// Whether assuming `p` can reach its own negation.
    pub(super) fn refutes(&self, p: Pot) -> bool {
        self.reaches(p, conjugate(p))
    }
}
