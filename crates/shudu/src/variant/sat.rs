//! Proving clues necessary with a SAT solver: the board's rules encoded once as clauses,
//! with the known solution's "differs" clause, and every clue of a shrinking puzzle
//! decided by one solve *under assumptions* (the clues still there assumed, the clue
//! tested held off its digit). The solver keeps what it learned between calls, so each
//! decision starts where the last left off: the learned clauses follow from the rules
//! alone, never from the assumptions, and stay true for every puzzle of the board.
//!
//! A clue found needed stays in the puzzle for good, so [`Prover::keep`] adds it as a
//! unit clause instead of an assumption: the solver simplifies with it once, and the
//! late proofs, the hard ones, start from a smaller problem (a third less time on the
//! 25×25 puzzles measured). The prover starts on the full grid and decides every
//! orbit: started after the kernel's cheap removals it had learned nothing from the easy
//! proofs and took longer on the hard ones (docs/benchmark-journal.md, "25×25: the
//! kernel's minimality rounds, the prover's first choices…"). CaDiCaL was chosen over
//! batsat, a pure-Rust solver, for being twice as fast on the hardest puzzle measured
//! there (BENCHMARKS.md, "25×25 proven minimal", says why).
//!
//! The encoding knows houses only (rows, columns, boxes or jigsaw regions, extra houses);
//! rules with any other constraint get no prover ([`Prover::new`] is `None`) and the
//! generator keeps to the kernel. Behind the library's `sat` feature.
//!
//! Read next: `generate.rs` calls [`Prover::has_other_solution_after_removing`] where the
//! kernel's proofs run long (large boards).

use super::Rules;
use crate::logic::Budget;

/// The literal "cell `cell` holds `digit`" (1-based digit) on a board of side `n`.
fn holds(n: usize, cell: usize, digit: u8) -> i32 {
    (cell * n + digit as usize) as i32
}

/// The clauses of `rules`, handed to `emit` one at a time; `false` (nothing emitted)
/// when the rules hold a constraint other than houses.
///
/// Each cell holds a digit and at most one; two cells that share a house differ; a house
/// of `n` cells holds every digit (redundant with the rest, but it lets the solver see a
/// hidden single at once, as the kernel does).
fn encode(rules: &Rules, mut emit: impl FnMut(&[i32])) -> bool {
    if !rules.constraints().is_empty() {
        return false;
    }
    let n = rules.size();
    let cells = n * n;
    let mut clause = Vec::with_capacity(n);
    for cell in 0..cells {
        clause.clear();
        clause.extend((1..=n as u8).map(|d| holds(n, cell, d)));
        emit(&clause);
        for a in 1..=n as u8 {
            for b in a + 1..=n as u8 {
                emit(&[-holds(n, cell, a), -holds(n, cell, b)]);
            }
        }
    }
    // Peers once each, however many houses two cells share.
    let mut peers = vec![false; cells * cells];
    for (_, house) in rules.houses() {
        let house: Vec<usize> = house.iter().map(|p| p.index(n)).collect();
        if house.len() == n {
            for d in 1..=n as u8 {
                clause.clear();
                clause.extend(house.iter().map(|&c| holds(n, c, d)));
                emit(&clause);
            }
        }
        for (k, &a) in house.iter().enumerate() {
            for &b in &house[k + 1..] {
                let (a, b) = (a.min(b), a.max(b));
                if !std::mem::replace(&mut peers[a * cells + b], true) {
                    for d in 1..=n as u8 {
                        emit(&[-holds(n, a, d), -holds(n, b, d)]);
                    }
                }
            }
        }
    }
    true
}

/// CaDiCaL's solves stop when the generation's budget is spent.
struct Stop(Budget);

impl cadical::Callbacks for Stop {
    fn terminate(&mut self) -> bool {
        self.0.is_spent()
    }
}

type Solver = cadical::Solver<Stop>;

/// Whether the clauses hold with every literal of `assumed` true: `None` when `stop` was
/// spent first (checked by CaDiCaL as it searches) or the search met `conflicts`
/// conflicts (CaDiCaL's limit for this one call; `None`: no limit).
fn solve(
    solver: &mut Solver,
    assumed: &[i32],
    stop: &Budget,
    conflicts: Option<i32>,
) -> Option<bool> {
    // A budget spent before the call stops it too, even where propagation alone would
    // answer before CaDiCaL first asks.
    if stop.is_spent() {
        return None;
    }
    solver.set_callbacks((!stop.is_unlimited()).then(|| Stop(stop.clone())));
    if let Some(conflicts) = conflicts {
        solver
            .set_limit("conflicts", conflicts)
            .expect("CaDiCaL knows the conflicts limit");
    }
    solver.solve_with(assumed.iter().copied())
}

/// A proof of one clue's necessity at a time, on one board and one known solution (see
/// the module docs).
pub(crate) struct Prover {
    solver: Solver,
    n: usize,
    solution: Vec<u8>,
    /// The last variable in use: the cells' literals, then one selector per orbit of more
    /// than one cell.
    last_var: i32,
    assumed: Vec<i32>,
}

impl Prover {
    /// A prover for `rules` and their full grid `solution`: `None` when the rules hold a
    /// constraint the encoding does not know.
    pub(crate) fn new(rules: &Rules, solution: &[u8]) -> Option<Prover> {
        let n = rules.size();
        // CaDiCaL's "sat" configuration: stabilizing mode only. Most of the time goes
        // into finding the other solution that proves a clue needed (a satisfiable
        // call), which that mode finds sooner: 1.3 to 1.6 times less processor time a
        // 25×25 puzzle (BENCHMARKS.md, "25×25 proven minimal").
        let mut solver = Solver::with_config("sat").expect("CaDiCaL has the sat configuration");
        if !encode(rules, |clause| solver.add_clause(clause.iter().copied())) {
            return None;
        }
        let differs: Vec<i32> = (0..n * n)
            .map(|cell| -holds(n, cell, solution[cell]))
            .collect();
        solver.add_clause(differs);
        Some(Prover {
            solver,
            n,
            solution: solution.to_vec(),
            last_var: (n * n * n) as i32,
            assumed: Vec::new(),
        })
    }

    /// Whether `givens` (the puzzle with the cells of `removed` emptied, made from a
    /// unique one with solution `solution`) has another solution; `None` when `stop` was
    /// spent first or the search met `conflicts` conflicts (`None`: no limit).
    ///
    /// The puzzle with the removed cells was unique, so another solution differs from the
    /// known one in a removed cell: one removed cell is assumed off its digit; several get
    /// a fresh selector literal for "one of them is off", retired after the call.
    pub(crate) fn has_other_solution_after_removing(
        &mut self,
        givens: &[u8],
        removed: &[usize],
        stop: &Budget,
        conflicts: Option<i32>,
    ) -> Option<bool> {
        let n = self.n;
        self.assumed.clear();
        self.assumed.extend(
            givens
                .iter()
                .enumerate()
                .filter(|&(_, &v)| v != 0)
                .map(|(cell, &v)| holds(n, cell, v)),
        );
        let selector = match removed {
            [cell] => {
                self.assumed.push(-holds(n, *cell, self.solution[*cell]));
                None
            }
            _ => {
                self.last_var += 1;
                let selector = self.last_var;
                let mut clause = vec![-selector];
                clause.extend(
                    removed
                        .iter()
                        .map(|&cell| -holds(n, cell, self.solution[cell])),
                );
                self.solver.add_clause(clause);
                self.assumed.push(selector);
                Some(selector)
            }
        };
        let found = solve(&mut self.solver, &self.assumed, stop, conflicts);
        if let Some(selector) = selector {
            self.solver.add_clause([-selector]);
        }
        found
    }

    /// Fixes the clues of `cells` for good: the caller keeps them in every later call
    /// (a clue needed now stays needed with fewer clues around). A fixed clue is a unit
    /// clause rather than an assumption, so the solver simplifies with it once and its
    /// later proofs start from a smaller problem.
    pub(crate) fn keep(&mut self, cells: &[usize]) {
        for &cell in cells {
            self.solver
                .add_clause([holds(self.n, cell, self.solution[cell])]);
        }
    }
}

/// The solutions of `givens` under `rules`, counted up to `limit` by blocking each one
/// found: the tests' check of the encoding against the kernel's counts.
#[cfg(test)]
fn count(rules: &Rules, givens: &[u8], limit: usize) -> Option<usize> {
    let n = rules.size();
    let mut solver = Solver::new();
    if !encode(rules, |clause| solver.add_clause(clause.iter().copied())) {
        return None;
    }
    let assumed: Vec<i32> = givens
        .iter()
        .enumerate()
        .filter(|&(_, &v)| v != 0)
        .map(|(cell, &v)| holds(n, cell, v))
        .collect();
    let mut found = 0;
    while found < limit && solve(&mut solver, &assumed, &Budget::unlimited(), None)? {
        found += 1;
        let block: Vec<i32> = (0..n * n)
            .map(|cell| {
                let d = (1..=n as u8)
                    .find(|&d| solver.value(holds(n, cell, d)) == Some(true))
                    .expect("a model gives every cell a digit");
                -holds(n, cell, d)
            })
            .collect();
        solver.add_clause(block);
    }
    Some(found)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variant::{Extra, Puzzle, Shape};

    /// The encoding's counts agree with the kernel's on small boards: empty boards
    /// (4×4 has 288 grids), a few givens, a jigsaw and an extra house.
    #[test]
    fn counts_agree_with_the_kernel() {
        let four = Rules::new(Shape::for_size(4).unwrap());
        assert_eq!(count(&four, &[0; 16], 1000), Some(288));
        let boards = [
            (four.clone(), "1..............."),
            (four.clone(), "12..34.........."),
            (four.clone(), "11.............."),
            (
                Rules::new(Shape::for_size(6).unwrap()),
                "1.....2.....3.....4.....5.....6.....",
            ),
            (
                Rules::new(Shape::for_size(4).unwrap())
                    .with_extra(Extra::MainDiagonal)
                    .unwrap(),
                "1...............",
            ),
            (
                Rules::new(Shape::for_size(4).unwrap())
                    .with_regions(vec![0, 0, 0, 1, 0, 2, 1, 1, 2, 2, 3, 1, 2, 3, 3, 3])
                    .unwrap(),
                "................",
            ),
        ];
        for (rules, line) in boards {
            let puzzle = Puzzle::from_line(rules.clone(), line, Default::default()).unwrap();
            let kernel = puzzle.count(500).solutions;
            assert_eq!(
                count(&rules, puzzle.values(), 500),
                Some(kernel as usize),
                "{rules} {line}"
            );
        }
    }

    /// A rule that is not a house gets no prover: the generator keeps to the kernel.
    #[test]
    fn other_rules_get_no_prover() {
        let rules = Rules::new(Shape::classic())
            .with_named("anti-knight")
            .unwrap();
        // The encoding refuses the rules before it reads the solution.
        let solution = vec![1; 81];
        assert!(Prover::new(&rules, &solution).is_none());
    }

    /// Each clue of `clues` decided alone in `puzzle` by `decide`, with the seconds each
    /// took.
    fn timed(
        puzzle: &Puzzle,
        clues: &[usize],
        mut decide: impl FnMut(&Puzzle, usize) -> Option<bool>,
    ) -> (Vec<f64>, Vec<Option<bool>>) {
        use crate::variant::Pos;
        clues
            .iter()
            .map(|&c| {
                let trial = puzzle.clone().with(Pos::from_index(c, puzzle.size()), 0);
                let t = std::time::Instant::now();
                let answer = decide(&trial, c);
                (t.elapsed().as_secs_f64(), answer)
            })
            .unzip()
    }

    /// Every clue of a near-final 25×25 puzzle (the kernel's rounds alone, seed from
    /// `SHUDU_SEED`, 2026 by default) decided alone, by the kernel with the large-board
    /// budget and by the prover (one prover for all clues, and a fresh one per clue), with
    /// the time each took: `cargo test -p shudu --features sat --lib per_clue -- --ignored
    /// --nocapture`. The answers must agree wherever the kernel decides.
    #[test]
    #[ignore = "a measurement: minutes on a 25×25 puzzle"]
    fn per_clue_kernel_and_prover() {
        use crate::Symmetry;
        use crate::variant::LARGE_BOARD_GUESSES;
        let seed = std::env::var("SHUDU_SEED").map_or(2026, |s| s.parse().unwrap());
        let rules = Rules::new(Shape::for_size(25).unwrap());
        let free = Budget::unlimited();
        // The kernel's rounds alone, as without the `sat` feature.
        let mut rng = crate::generate::rng::Rng::for_puzzle(seed, 0);
        let shared = std::sync::Arc::new(rules.clone());
        let solution = super::super::generate::full_grid(&shared, &mut rng, &free).unwrap();
        let made = super::super::generate::minimize_from(
            shared,
            &solution,
            Symmetry::None,
            &mut rng,
            &free,
            usize::MAX,
        )
        .unwrap();
        let (puzzle, solution) = (made.puzzle, made.solution);
        let clues: Vec<usize> = (0..625).filter(|&i| puzzle.values()[i] != 0).collect();
        println!(
            "seed {seed}: {} clues, {} unproven",
            clues.len(),
            made.unproven
        );
        let mut rows = Vec::new();
        rows.push((
            "kernel, budget",
            timed(&puzzle, &clues, |trial, c| {
                trial.has_other_solution_after_removing(
                    &[c],
                    &solution,
                    Some(LARGE_BOARD_GUESSES),
                    &free,
                )
            }),
        ));
        let mut prover = Prover::new(&rules, &solution).unwrap();
        rows.push((
            "prover, kept",
            timed(&puzzle, &clues, |trial, c| {
                prover.has_other_solution_after_removing(trial.values(), &[c], &free, None)
            }),
        ));
        rows.push((
            "prover, fresh",
            timed(&puzzle, &clues, |trial, c| {
                Prover::new(&rules, &solution)
                    .unwrap()
                    .has_other_solution_after_removing(trial.values(), &[c], &free, None)
            }),
        ));
        let truth = rows[1].1.1.clone();
        for (name, (mut t, answers)) in rows {
            for (a, b) in answers.iter().zip(&truth) {
                assert!(a.is_none() || a == b, "{name} disagrees");
            }
            let count = |x: Option<bool>| answers.iter().filter(|&&a| a == x).count();
            t.sort_by(f64::total_cmp);
            let total: f64 = t.iter().sum();
            println!(
                "{name:15} needed {:3} removable {:3} undecided {:3}  total {total:7.2} s  median {:.4} s  p90 {:.4} s  max {:.4} s",
                count(Some(true)),
                count(Some(false)),
                count(None),
                t[t.len() / 2],
                t[t.len() * 9 / 10],
                t[t.len() - 1]
            );
        }
    }
}
