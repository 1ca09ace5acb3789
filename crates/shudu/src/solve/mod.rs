//! Solving: the public [`Solver`] over typed [`Grid`]s, and the private kernels that do
//! the search on raw values.
//!
//! Every kernel has the one signature of `kernel::KernelFn`, so the same corpus tests
//! and benchmarks run them all and a faster kernel can replace another without touching
//! this API. [`Kernel`] names them; [`Solver::new`] picks the fastest.
//!
//! Read next: `kernel.rs` (the contract), `reference.rs` (the plain search every other
//! kernel is checked against), `bitboard.rs` (the fast one), `cpu.rs` (which of its
//! instruction-set paths runs on this CPU), `triad.rs` (boxes and bands as vectors, the
//! band triad rules at every node).

mod bitboard;
mod cpu;
mod kernel;
mod plain_board;
mod reference;
mod triad;

use crate::grid::{Conflict, Grid};

pub use cpu::{Cpu, Features, KernelPath, KernelSelection, PATH_VARIABLE};

pub(crate) use kernel::{KernelRun, has_conflict};
pub(crate) use plain_board::PlainBoard;

/// A solver implementation. All of them give the same counts; they differ in speed and
/// possibly in which of several solutions they find first.
///
/// ```
/// use shudu::{Grid, Kernel, Solver};
/// let puzzle: Grid = "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..".parse()?;
/// let counts: Vec<u64> = Kernel::ALL
///     .iter()
///     .map(|&k| Solver::with_kernel(k).count(&puzzle, 2).solutions)
///     .collect();
/// assert_eq!(counts, [1; 7]);
/// assert_eq!(Kernel::from_name("bitboard"), Some(Kernel::Bitboard));
/// # Ok::<(), shudu::ParseError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[non_exhaustive]
pub enum Kernel {
    /// Plain depth-first search, fewest candidates first: simple enough to trust.
    Reference,
    /// The fast default: the bit-board search with singles propagation on the
    /// instruction-set path chosen for this CPU at run time (see [`KernelSelection`]), or
    /// the triad kernel where that path is [`KernelPath::Triad`].
    Bitboard,
    /// The bit-board search on its portable path (no optional instructions), whatever
    /// the CPU: the same answers, for checking the paths agree and timing them.
    BitboardPortable,
    /// The bit-board search on its BMI1/POPCNT/LZCNT path ([`KernelPath::Bmi1`]), or the
    /// portable one where the CPU lacks those.
    BitboardBmi1,
    /// The bit-board search on its BMI2 path ([`KernelPath::Bmi2`]), or the portable one
    /// where the CPU lacks BMI2. Slow where `pext` is microcoded: for measurement.
    BitboardBmi2,
    /// Boxes and bands as small vectors, the band "triad" rules run at every node (see
    /// `solve/triad.rs`): on AVX2 where the CPU has it, else portable.
    Triad,
    /// The triad kernel on its portable implementation, whatever the CPU.
    TriadPortable,
}

impl Kernel {
    /// Every kernel, for tests and benchmarks that run them all.
    pub const ALL: [Kernel; 7] = [
        Kernel::Reference,
        Kernel::Bitboard,
        Kernel::BitboardPortable,
        Kernel::BitboardBmi1,
        Kernel::BitboardBmi2,
        Kernel::Triad,
        Kernel::TriadPortable,
    ];

    /// A short lowercase name, as used on the command line and in benchmark tables.
    pub fn name(self) -> &'static str {
        match self {
            Kernel::Reference => "reference",
            Kernel::Bitboard => "bitboard",
            Kernel::BitboardPortable => "bitboard-portable",
            Kernel::BitboardBmi1 => "bitboard-bmi1",
            Kernel::BitboardBmi2 => "bitboard-bmi2",
            Kernel::Triad => "triad",
            Kernel::TriadPortable => "triad-portable",
        }
    }

    /// The kernel called `name`, if any.
    pub fn from_name(name: &str) -> Option<Kernel> {
        Kernel::ALL.into_iter().find(|k| k.name() == name)
    }

    fn function(self) -> kernel::KernelFn {
        match self {
            Kernel::Reference => reference::search,
            Kernel::Bitboard => default_search,
            Kernel::BitboardPortable => bitboard::search_portable,
            Kernel::BitboardBmi1 => bitboard::search_bmi1,
            Kernel::BitboardBmi2 => bitboard::search_bmi2,
            Kernel::Triad => triad::search,
            Kernel::TriadPortable => triad::search_portable,
        }
    }

    /// Runs this kernel on raw values (0 = empty); the crate's hot loops use it directly.
    pub(crate) fn run(self, puzzle: &[u8; 81], limit: u64, keep: &mut [[u8; 81]]) -> KernelRun {
        debug_assert!(limit >= 1);
        debug_assert!(puzzle.iter().all(|&v| v <= 9));
        (self.function())(puzzle, limit, keep)
    }

    /// Whether `puzzle` has a solution other than the one completing it with `removed`
    /// (cell, digit) pairs put back, given that `puzzle` with them put back has exactly
    /// one solution: the test of a clue removal in the generator's hot loop.
    ///
    /// The bit-board kernel searches only the part of the tree that differs from the
    /// known solution, with limit 1; the others count to 2, which says the same under
    /// the precondition.
    pub(crate) fn has_other_solution(self, puzzle: &[u8; 81], removed: &[(usize, u8)]) -> bool {
        debug_assert!(
            removed
                .iter()
                .all(|&(i, v)| puzzle[i] == 0 && (1..=9).contains(&v))
        );
        match self {
            Kernel::Bitboard if KernelSelection::current().path == KernelPath::Triad => {
                Kernel::Triad.has_other_solution(puzzle, removed)
            }
            Kernel::Bitboard => bitboard::has_other_solution(puzzle, removed),
            Kernel::BitboardPortable => {
                bitboard::has_other_solution_on(KernelPath::Portable, puzzle, removed)
            }
            Kernel::BitboardBmi1 => {
                bitboard::has_other_solution_on(KernelPath::Bmi1, puzzle, removed)
            }
            Kernel::BitboardBmi2 => {
                bitboard::has_other_solution_on(KernelPath::Bmi2, puzzle, removed)
            }
            Kernel::Reference | Kernel::Triad | Kernel::TriadPortable => {
                self.run(puzzle, 2, &mut []).solutions >= 2
            }
        }
    }
}

/// The default kernel: the path chosen for this CPU (or by `SHUDU_KERNEL_PATH`), which
/// is a copy of the bit-board search or the triad kernel.
fn default_search(puzzle: &[u8; 81], limit: u64, keep: &mut [[u8; 81]]) -> KernelRun {
    if KernelSelection::current().path == KernelPath::Triad {
        triad::search(puzzle, limit, keep)
    } else {
        bitboard::search(puzzle, limit, keep)
    }
}

/// What solving a puzzle found.
///
/// ```
/// use shudu::solve::Outcome;
/// use shudu::{Grid, Solver, Status};
/// let clash: Grid = format!("55{}", ".".repeat(79)).parse()?;
/// let Outcome::Invalid(conflicts) = Solver::new().solve(&clash) else { panic!() };
/// assert_eq!(conflicts[0].to_string(), "r1c1 and r1c2 both hold 5 (row 1)");
/// assert_eq!(Solver::new().solve(&Grid::empty()).status(), Status::Multiple);
/// # Ok::<(), shudu::ParseError>(())
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Outcome {
    /// Exactly one solution: a proper puzzle.
    Unique(Grid),
    /// At least two solutions; here are two different ones as proof.
    Multiple(Grid, Grid),
    /// The givens do not clash, yet no grid completes them.
    Unsolvable,
    /// The givens break the rules; every clashing pair is listed.
    Invalid(Vec<Conflict>),
}

impl Outcome {
    /// The outcome's kind without its data.
    pub fn status(&self) -> Status {
        match self {
            Outcome::Unique(_) => Status::Solved,
            Outcome::Multiple(..) => Status::Multiple,
            Outcome::Unsolvable => Status::Unsolvable,
            Outcome::Invalid(_) => Status::Invalid,
        }
    }
}

/// The kind of an [`Outcome`], as printed by the command line.
///
/// ```
/// use shudu::Status;
/// assert_eq!(Status::Unsolvable.to_string(), "unsolvable");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Status {
    /// One solution.
    Solved,
    /// Two or more solutions.
    Multiple,
    /// No solution.
    Unsolvable,
    /// Clashing givens.
    Invalid,
}

impl Status {
    /// Every status, in the order summaries count them.
    ///
    /// ```
    /// use shudu::Status;
    /// let words: Vec<&str> = Status::ALL.iter().map(|s| s.as_str()).collect();
    /// assert_eq!(words, ["solved", "multiple", "unsolvable", "invalid"]);
    /// ```
    pub const ALL: [Status; 4] = [
        Status::Solved,
        Status::Multiple,
        Status::Unsolvable,
        Status::Invalid,
    ];

    /// The lowercase word used in output (`solved`, `multiple`, `unsolvable`, `invalid`).
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Solved => "solved",
            Status::Multiple => "multiple",
            Status::Unsolvable => "unsolvable",
            Status::Invalid => "invalid",
        }
    }
}

impl std::fmt::Display for Status {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// How many solutions a search found, up to its limit.
///
/// ```
/// use shudu::{Grid, Solver};
/// let count = Solver::new().count(&Grid::empty(), 100);
/// assert_eq!((count.solutions, count.limit_reached), (100, true));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct SolutionCount {
    /// Solutions found.
    pub solutions: u64,
    /// Whether the search stopped at the limit, so there may be more.
    pub limit_reached: bool,
}

/// The full result of a search: the first solutions kept, the count and the effort.
///
/// ```
/// use shudu::{Grid, Solver};
/// let puzzle: Grid = "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..".parse()?;
/// let search = Solver::new().search(&puzzle, 2, 1);
/// assert_eq!(search.count.solutions, 1);
/// assert!(search.solutions[0].is_solution_of(&puzzle));
/// # Ok::<(), shudu::ParseError>(())
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Search {
    /// The first solutions found, at most as many as asked to keep.
    pub solutions: Vec<Grid>,
    /// How many solutions were found, up to the limit.
    pub count: SolutionCount,
    /// Branching points where the search had to guess.
    pub guesses: u64,
}

/// What [`Solver::search_line`] found: the count and the effort, the first solution
/// being written to the caller's buffer.
///
/// ```
/// use shudu::Solver;
/// let mut first = [0u8; 81];
/// let found = Solver::new().search_line("8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..".as_bytes(), 2, &mut first).unwrap();
/// assert_eq!(found.count.solutions, 1);
/// assert_eq!(first[0], b'8'); // the solution, as the line's characters
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct LineSearch {
    /// How many solutions were found, up to the limit.
    pub count: SolutionCount,
    /// Branching points where the search had to guess.
    pub guesses: u64,
}

/// Solves, counts and tests puzzles with one [`Kernel`].
///
/// ```
/// use shudu::solve::Outcome;
/// use shudu::{Grid, Solver};
/// let puzzle: Grid =
///     "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."
///         .parse()
///         .unwrap();
/// let Outcome::Unique(solution) = Solver::new().solve(&puzzle) else { panic!() };
/// assert!(solution.is_solution_of(&puzzle));
/// assert_eq!(&solution.to_line()[..9], "812753649");
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Solver {
    kernel: Kernel,
}

impl Default for Solver {
    fn default() -> Self {
        Solver::new()
    }
}

impl Solver {
    /// A solver with the fastest kernel.
    pub fn new() -> Solver {
        Solver {
            kernel: Kernel::Bitboard,
        }
    }

    /// A solver with a chosen kernel.
    pub fn with_kernel(kernel: Kernel) -> Solver {
        Solver { kernel }
    }

    /// The kernel in use.
    pub fn kernel(&self) -> Kernel {
        self.kernel
    }

    /// Solves `puzzle`: unique, multiple (with two solutions), unsolvable or invalid.
    pub fn solve(&self, puzzle: &Grid) -> Outcome {
        let values = puzzle.to_values();
        let mut keep = [[0u8; 81]; 2];
        // Every kernel finds clashing givens (0 solutions) as it enters them: only then
        // is it worth telling a clash from a puzzle with no completion.
        let run = self.kernel.run(&values, 2, &mut keep);
        match run.solutions {
            0 if has_conflict(&values) => Outcome::Invalid(puzzle.conflicts()),
            0 => Outcome::Unsolvable,
            1 => Outcome::Unique(Grid::from_values(&keep[0])),
            _ => Outcome::Multiple(Grid::from_values(&keep[0]), Grid::from_values(&keep[1])),
        }
    }

    /// Counts the solutions of `puzzle`, stopping at `limit` (at least 1).
    ///
    /// ```
    /// use shudu::{Grid, Solver};
    /// let count = Solver::new().count(&Grid::empty(), 1000);
    /// assert_eq!(count.solutions, 1000);
    /// assert!(count.limit_reached);
    /// ```
    pub fn count(&self, puzzle: &Grid, limit: u64) -> SolutionCount {
        self.search(puzzle, limit, 0).count
    }

    /// Searches `puzzle` for up to `limit` solutions (at least 1), keeping the first `keep`.
    pub fn search(&self, puzzle: &Grid, limit: u64, keep: usize) -> Search {
        let limit = limit.max(1);
        let values = puzzle.to_values();
        // Clashing givens need no check here: every kernel returns 0 solutions for them
        // (see `kernel.rs`).
        let mut kept = vec![[0u8; 81]; keep.min(limit as usize)];
        let run = self.kernel.run(&values, limit, &mut kept);
        kept.truncate(run.solutions.min(kept.len() as u64) as usize);
        Search {
            solutions: kept.iter().map(Grid::from_values).collect(),
            count: SolutionCount {
                solutions: run.solutions,
                limit_reached: run.solutions >= limit,
            },
            guesses: run.guesses,
        }
    }

    /// [`Solver::search`] on a puzzle's values (0 for empty, reading order) rather than
    /// a [`Grid`], the first `keep` solutions kept as values: the door
    /// [`crate::variant::Puzzle`] takes on classic rules, building no grid either way.
    /// Clashing givens come back as 0 solutions.
    pub(crate) fn search_values(
        &self,
        values: &[u8; 81],
        limit: u64,
        keep: usize,
    ) -> (LineSearch, Vec<Vec<u8>>) {
        let limit = limit.max(1);
        let keep = keep.min(limit as usize);
        // Solving keeps two: on the stack, so a batch allocates only what it returns.
        let mut two = [[0u8; 81]; 2];
        let mut more = Vec::new();
        let buffer: &mut [[u8; 81]] = if keep <= two.len() {
            &mut two[..keep]
        } else {
            more.resize(keep, [0u8; 81]);
            &mut more
        };
        let run = self.kernel.run(values, limit, buffer);
        let found = run.solutions.min(keep as u64) as usize;
        let kept = buffer[..found].iter().map(|v| v.to_vec()).collect();
        let search = LineSearch {
            count: SolutionCount {
                solutions: run.solutions,
                limit_reached: run.solutions >= limit,
            },
            guesses: run.guesses,
        };
        (search, kept)
    }

    /// Searches the puzzle of an 81-character line for up to `limit` solutions (at least
    /// 1), writing the first one as 81 ASCII digits into `first`; `None` when the line is
    /// not 81 cells of `1`–`9` or an empty mark (`.`, `0`, `_`, `*`, `-`).
    ///
    /// The allocation-free path for the hot loops of batch tools and benchmarks: no
    /// [`Grid`] is built, and clashing givens come back as 0 solutions (the kernel finds
    /// them while entering the givens). `first` is left alone when there is no solution.
    ///
    /// ```
    /// use shudu::Solver;
    /// let line = b"8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";
    /// let mut first = [0u8; 81];
    /// let found = Solver::new().search_line(line, 2, &mut first).unwrap();
    /// assert_eq!(found.count.solutions, 1);
    /// assert_eq!(&first[..9], b"812753649");
    /// ```
    pub fn search_line(&self, line: &[u8], limit: u64, first: &mut [u8; 81]) -> Option<LineSearch> {
        let line: &[u8; 81] = line.get(..81)?.try_into().ok()?;
        let mut values = [0u8; 81];
        for (v, &c) in values.iter_mut().zip(line) {
            *v = match c {
                b'1'..=b'9' => c - b'0',
                b'.' | b'0' | b'_' | b'*' | b'-' => 0,
                _ => return None,
            };
        }
        let limit = limit.max(1);
        let mut keep = [[0u8; 81]; 1];
        let run = self.kernel.run(&values, limit, &mut keep);
        if run.solutions > 0 {
            for (out, &v) in first.iter_mut().zip(&keep[0]) {
                *out = b'0' + v;
            }
        }
        Some(LineSearch {
            count: SolutionCount {
                solutions: run.solutions,
                limit_reached: run.solutions >= limit,
            },
            guesses: run.guesses,
        })
    }

    /// The first solution found, if any.
    pub fn first(&self, puzzle: &Grid) -> Option<Grid> {
        self.search(puzzle, 1, 1).solutions.pop()
    }

    /// Whether `puzzle` has exactly one solution.
    pub fn is_unique(&self, puzzle: &Grid) -> bool {
        self.count(puzzle, 2).solutions == 1
    }
}
