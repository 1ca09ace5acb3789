//! The result classes: `Outcome` (solving), `Count`, `Check`, `Rating` and `Generated`.
//! Each wraps the library's result unchanged, reads its fields as Python values, and
//! gives `to_dict()`: the library's record (`docs/records.md`), which is what the command
//! line's `--json` prints for the same puzzle.
//!
//! Read next: `records.rs` (how records become dictionaries).

use pyo3::prelude::*;
use shudu::check::Check;
use shudu::logic::{Level, Rating};
use shudu::solve::Outcome;
use shudu::{Generated, Grid, SolutionCount};

use crate::grid::PyGrid;
use crate::records::record;

/// A rating in tenths as the float the records print (`42` → `4.2`).
fn tenths(v: u8) -> f64 {
    f64::from(v) / 10.0
}

/// What solving one puzzle found: `status` is `solved`, `multiple`, `unsolvable` or
/// `invalid`, as `shudu solve` prints it.
///
/// >>> [o.status for o in shudu.solve_many(["." * 81, "55" + "." * 79])]
/// ['multiple', 'invalid']
#[pyclass(name = "Outcome", module = "shudu", frozen)]
pub struct PyOutcome {
    pub outcome: Outcome,
}

#[pymethods]
impl PyOutcome {
    /// `solved`, `multiple`, `unsolvable` or `invalid`.
    #[getter]
    fn status(&self) -> &'static str {
        self.outcome.status().as_str()
    }

    /// The solution when there is exactly one, else None.
    #[getter]
    fn solution(&self) -> Option<PyGrid> {
        match &self.outcome {
            Outcome::Unique(s) => Some(PyGrid::from(*s)),
            _ => None,
        }
    }

    /// The solutions found: one when solved, two different ones when multiple, else none.
    #[getter]
    fn solutions(&self) -> Vec<PyGrid> {
        match &self.outcome {
            Outcome::Unique(s) => vec![PyGrid::from(*s)],
            Outcome::Multiple(a, b) => vec![PyGrid::from(*a), PyGrid::from(*b)],
            _ => Vec::new(),
        }
    }

    /// The clashing givens as Conflict records (empty unless invalid).
    #[getter]
    fn conflicts(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        match &self.outcome {
            Outcome::Invalid(conflicts) => record(py, conflicts),
            _ => record(py, &[] as &[shudu::Conflict]),
        }
    }

    /// The Outcome record of every board, as `shudu solve --json` prints it (without the
    /// entry's fields): `status`, then `solution`, two `solutions` or the broken rules
    /// (`violations`).
    fn to_dict(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        record(py, &shudu::variant::Outcome::of_classic(&self.outcome))
    }

    fn __repr__(&self) -> String {
        match &self.outcome {
            Outcome::Unique(s) => format!("Outcome(status='solved', solution=Grid('{s}'))"),
            other => format!("Outcome(status='{}')", other.status()),
        }
    }
}

/// A count of solutions up to a limit, as `shudu count` gives it; `int(count)` is the
/// number.
///
/// >>> c = shudu.count_many(["." * 81], limit=10)[0]
/// >>> int(c), c.limit_reached, c.status
/// (10, True, 'multiple')
#[pyclass(name = "Count", module = "shudu", frozen)]
pub struct PyCount {
    pub count: SolutionCount,
    pub conflicts: Vec<shudu::Conflict>,
}

#[pymethods]
impl PyCount {
    /// Solutions found, up to the limit.
    #[getter]
    fn count(&self) -> u64 {
        self.count.solutions
    }

    /// Whether the count stopped at the limit: there may be more.
    #[getter]
    fn limit_reached(&self) -> bool {
        self.count.limit_reached
    }

    /// `solved` (one), `multiple`, `unsolvable` or `invalid` (clashing givens), as
    /// `shudu count --json` gives it.
    #[getter]
    fn status(&self) -> &'static str {
        match (self.conflicts.is_empty(), self.count.solutions) {
            (false, _) => "invalid",
            (true, 0) => "unsolvable",
            (true, 1) => "solved",
            (true, _) => "multiple",
        }
    }

    /// The clashing givens as Conflict records.
    #[getter]
    fn conflicts(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        record(py, &self.conflicts)
    }

    /// The SolutionCount record (`count`, `limit_reached`).
    fn to_dict(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        record(py, &self.count)
    }

    fn __int__(&self) -> u64 {
        self.count.solutions
    }

    fn __index__(&self) -> u64 {
        self.count.solutions
    }

    fn __repr__(&self) -> String {
        let plus = if self.count.limit_reached { "+" } else { "" };
        format!("Count({}{plus})", self.count.solutions)
    }
}

/// Validity, solvability, uniqueness and minimality of a puzzle, as `shudu check` gives
/// them, with the clues that could each be removed keeping the solution unique.
///
/// >>> c = shudu.Grid("8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..").check()
/// >>> c.valid, c.solvable, c.unique, c.minimal, c.redundant, c.clues
/// (True, True, True, True, [], 21)
#[pyclass(name = "Check", module = "shudu", frozen)]
pub struct PyCheck {
    pub check: Check,
    pub clues: usize,
    /// The puzzle checked, for the record every board's check has.
    puzzle: shudu::variant::Puzzle,
}

impl PyCheck {
    pub fn new(check: Check, grid: Grid) -> Self {
        PyCheck {
            check,
            clues: grid.given_count(),
            puzzle: shudu::variant::Puzzle::from_classic(&grid),
        }
    }
}

#[pymethods]
impl PyCheck {
    /// No givens clash.
    #[getter]
    fn valid(&self) -> bool {
        self.check.is_valid()
    }

    /// At least one solution.
    #[getter]
    fn solvable(&self) -> bool {
        self.check.is_solvable()
    }

    /// Exactly one solution.
    #[getter]
    fn unique(&self) -> bool {
        self.check.is_unique()
    }

    /// Unique, and no clue can be removed keeping it unique.
    #[getter]
    fn minimal(&self) -> bool {
        self.check.is_minimal()
    }

    /// The number of givens.
    #[getter]
    fn clues(&self) -> usize {
        self.clues
    }

    /// The removable clues as Candidate records (`{"cell": "r1c4", "digit": 7}`), or
    /// None when the puzzle is not unique.
    #[getter]
    fn redundant(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        let dict = record(py, &self.check)?;
        Ok(dict.bind(py).get_item("redundant")?.unbind())
    }

    /// The clashing givens as Conflict records.
    #[getter]
    fn conflicts(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        record(py, &self.check.conflicts)
    }

    /// `minimal`, `unique`, `multiple`, `unsolvable` or `invalid`: the status
    /// `shudu check` prints.
    #[getter]
    fn status(&self) -> &'static str {
        let c = &self.check;
        match (c.is_valid(), c.is_solvable(), c.is_unique(), c.is_minimal()) {
            (false, ..) => "invalid",
            (true, false, ..) => "unsolvable",
            (true, true, false, _) => "multiple",
            (true, true, true, true) => "minimal",
            (true, true, true, false) => "unique",
        }
    }

    /// The Check record of every board, as `shudu check --json` prints it (`status`,
    /// `clues`, `valid`, `solvable`, `unique`, `minimal`, `violations`, `redundant`,
    /// `verdict`).
    fn to_dict(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        let check = shudu::variant::Check::of_classic(&self.check, &self.puzzle);
        record(py, &check)
    }

    fn __repr__(&self) -> String {
        format!("Check(status='{}', clues={})", self.status(), self.clues)
    }
}

/// A difficulty on Sudoku Explainer's scale: `er` (the hardest step), `ep` (the hardest
/// up to the first placement) and `ed` (the first step) as floats, the `hardest`
/// technique and the named `level`.
///
/// >>> r = shudu.rate_many(["..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759.."])[0]
/// >>> str(r)
/// '3.8/1.2/1.2 Swordfish'
/// >>> r.to_dict()
/// {'er': 3.8, 'ep': 1.2, 'ed': 1.2, 'hardest': 'Swordfish', 'level': 'hard'}
#[pyclass(name = "Rating", module = "shudu", frozen, eq)]
#[derive(PartialEq)]
pub struct PyRating {
    pub rating: Rating,
}

impl From<Rating> for PyRating {
    fn from(rating: Rating) -> Self {
        PyRating { rating }
    }
}

#[pymethods]
impl PyRating {
    /// ER: the rating of the hardest step of the path.
    #[getter]
    fn er(&self) -> f64 {
        tenths(self.rating.er)
    }

    /// EP: the hardest step up to the first placement.
    #[getter]
    fn ep(&self) -> f64 {
        tenths(self.rating.ep)
    }

    /// ED: the rating of the first step.
    #[getter]
    fn ed(&self) -> f64 {
        tenths(self.rating.ed)
    }

    /// The technique of the first step rated ER.
    #[getter]
    fn hardest(&self) -> &'static str {
        self.rating.hardest.name()
    }

    /// The named level ER falls in (`easy` … `diabolical`).
    #[getter]
    fn level(&self) -> &'static str {
        Level::for_er(self.rating.er).name()
    }

    /// `None` on Sudoku Explainer's scale; on a variant board other than 9×9, the
    /// sentence saying the rating is shudu's own for the size.
    #[getter]
    fn scale(&self) -> Option<&'static str> {
        self.rating.scale
    }

    /// The Rating record, as `shudu rate --json` prints it under `rating`.
    fn to_dict(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        record(py, &self.rating)
    }

    /// The rating in words with its level, as `shudu explain` heads a path, in `lang`
    /// (`en`, `zh-Hans`, `zh-Hant`; default English): the technique and level named as
    /// that language's players name them.
    ///
    /// >>> shudu.Grid("..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759..").rate().words(lang="zh-Hans")
    /// '3.8/1.2/1.2 三阶鱼（困难）'
    #[pyo3(signature = (*, lang=None))]
    fn words(&self, lang: Option<&str>) -> PyResult<String> {
        let lang = crate::hint::lang_of(lang)?;
        Ok(self.rating.with_level_in(None, lang))
    }

    fn __str__(&self) -> String {
        self.rating.to_string()
    }

    fn __repr__(&self) -> String {
        format!("Rating('{}', level='{}')", self.rating, self.level())
    }
}

/// A generated puzzle: unique and minimal, with its solution, clue count, the random
/// grids drawn to get it, and its rating when a difficulty was asked for.
///
/// >>> g = shudu.generate(seed=7)
/// >>> g.puzzle.count(), g.puzzle.check().minimal, g.clues == g.puzzle.clues
/// (1, True, True)
#[pyclass(name = "Generated", module = "shudu", frozen)]
pub struct PyGenerated {
    pub made: Generated,
}

#[pymethods]
impl PyGenerated {
    /// The puzzle.
    #[getter]
    fn puzzle(&self) -> PyGrid {
        PyGrid::from(self.made.puzzle)
    }

    /// Its one solution.
    #[getter]
    fn solution(&self) -> PyGrid {
        PyGrid::from(self.made.solution)
    }

    /// Its number of givens.
    #[getter]
    fn clues(&self) -> usize {
        self.made.puzzle.given_count()
    }

    /// Random grids drawn to get it.
    #[getter]
    fn attempts(&self) -> u32 {
        self.made.attempts
    }

    /// Its rating, when a difficulty was asked for.
    #[getter]
    fn rating(&self) -> Option<PyRating> {
        self.made.rating.map(PyRating::from)
    }

    /// The Generated record, as `shudu generate --json` prints it (without `symmetry`,
    /// `seed` and `index`).
    fn to_dict(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        record(py, &self.made)
    }

    fn __repr__(&self) -> String {
        format!(
            "Generated(puzzle=Grid('{}'), clues={})",
            self.made.puzzle,
            self.made.puzzle.given_count()
        )
    }
}
