//! `shudu.Grid`: a puzzle or solution as a Python value — parsed from any format the
//! library reads, printed as its 81-character line, compared and hashed by its cells,
//! converted to rows and (9, 9) numpy arrays — with the one-puzzle operations: solve,
//! count, check, rate, explain.
//!
//! Each method calls the library once with the GIL released; failures become the
//! exceptions of `errors.rs`. Read next: `results.rs` (what `check` and `rate` return),
//! `batch.rs` (the same operations over many puzzles).

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyList;
use shudu::logic::{Budget, Logic, PathEnd, Repertoire, SeProfile, Unrated as LibUnrated};
use shudu::solve::Outcome;
use shudu::{Grid, Solver};

use crate::errors::{self, Unrated};

/// The side of a board drawn for a notebook, in points.
pub(crate) const SVG_SIDE: f64 = 270.0;
use crate::records::record;
use crate::results::{PyCheck, PyRating};

/// A 9×9 Sudoku grid: a puzzle (givens and empty cells) or a solution.
///
/// `Grid(text)` reads one puzzle in any format shudu reads: an 81-character line, a
/// 9-line grid with any separators, or a JSON board.
///
/// >>> import shudu
/// >>> g = shudu.Grid("8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..")
/// >>> g.clues
/// 21
/// >>> str(g.solve())[:9]
/// '812753649'
/// >>> g == shudu.Grid(str(g)), len({g, shudu.Grid(str(g))})
/// (True, 1)
///
/// Text that is not a puzzle raises `ParseError`, naming the line and column of the
/// first thing that is not part of one:
///
/// >>> shudu.Grid("12x")
/// Traceback (most recent call last):
/// ...
/// shudu.ParseError: line 1: unexpected character 'x' at column 3
#[pyclass(name = "Grid", module = "shudu", frozen, eq, hash)]
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct PyGrid {
    pub grid: Grid,
}

impl From<Grid> for PyGrid {
    fn from(grid: Grid) -> Self {
        PyGrid { grid }
    }
}

/// A puzzle as a Python caller may give it: a `Grid`, or text to parse.
#[derive(FromPyObject)]
pub enum GridLike {
    Grid(PyGrid),
    Text(String),
}

impl GridLike {
    /// The grid, parsing text as `Grid(text)` does.
    pub fn grid(self, py: Python<'_>) -> PyResult<Grid> {
        match self {
            GridLike::Grid(g) => Ok(g.grid),
            GridLike::Text(text) => parse(py, &text),
        }
    }
}

/// Reads one puzzle, releasing the GIL while the library parses.
pub fn parse(py: Python<'_>, text: &str) -> PyResult<Grid> {
    py.detach(|| text.parse::<Grid>())
        .map_err(|e| errors::library_error(e, None))
}

/// The time limit `timeout` (seconds) asks for, checked: none when `None`.
pub fn time_limit(timeout: Option<f64>) -> PyResult<Option<std::time::Duration>> {
    match timeout {
        None => Ok(None),
        Some(s) if s.is_finite() && s >= 0.0 => Ok(Some(std::time::Duration::from_secs_f64(s))),
        Some(s) => Err(PyValueError::new_err(format!(
            "timeout: expected a number of seconds, at least 0, found {s}"
        ))),
    }
}

/// A budget that starts now and lasts `limit`, or has no end.
pub fn budget(limit: Option<std::time::Duration>) -> Budget {
    limit.map_or_else(Budget::unlimited, Budget::within)
}

/// The grid of 81 numbers (0 for empty) in reading order; the error names the first bad
/// row or cell as the library words it.
pub fn from_values(values: &[u8]) -> Result<Grid, String> {
    let rows: Vec<&[u8]> = values.chunks(9).collect();
    Grid::from_rows(&rows).map_err(|e| e.to_string())
}

/// Solves `grid` as `Grid.solve` does: the solution, or the exception that says why not.
pub fn unique_solution(py: Python<'_>, grid: &Grid) -> PyResult<Grid> {
    match py.detach(|| Solver::new().solve(grid)) {
        Outcome::Unique(solution) => Ok(solution),
        Outcome::Multiple(a, b) => Err(errors::multiple_solutions(py, a, b)),
        Outcome::Unsolvable => Err(errors::no_solution(py, &[])),
        Outcome::Invalid(conflicts) => Err(errors::no_solution(py, &conflicts)),
    }
}

/// Rates `grid` as `shudu rate --se-profile` does: proper puzzles only, then Sudoku
/// Explainer's ER/EP/ED as the Sudoku Explainer of `profile` rates.
pub fn rate_grid(
    grid: &Grid,
    profile: SeProfile,
    budget: &Budget,
) -> Result<shudu::logic::Rating, RateFailure> {
    match Solver::new().solve(grid) {
        Outcome::Unique(_) => Logic::new(profile.repertoire())
            .within(budget)
            .rate(grid)
            .map_err(RateFailure::Unrated),
        other => Err(RateFailure::NotProper(Box::new(other))),
    }
}

/// The profile a `profile=` argument names (`"sukaku"`, the default, or `"se121"`).
pub fn se_profile(name: &str) -> PyResult<SeProfile> {
    SeProfile::from_name(name).ok_or_else(|| {
        let known: Vec<&str> = SeProfile::ALL.iter().map(|p| p.name()).collect();
        PyValueError::new_err(format!(
            "profile: expected one of {}, found {name:?}",
            known.join(", ")
        ))
    })
}

/// Why a puzzle got no rating.
pub enum RateFailure {
    /// Not exactly one solution: no rating, as in Sudoku Explainer.
    NotProper(Box<Outcome>),
    /// Solved already, beyond the techniques, or the budget ran out.
    Unrated(LibUnrated),
}

impl RateFailure {
    /// The exception for this failure.
    pub fn into_err(self, py: Python<'_>) -> PyErr {
        match self {
            RateFailure::NotProper(outcome) => match *outcome {
                Outcome::Multiple(a, b) => errors::multiple_solutions(py, a, b),
                Outcome::Invalid(conflicts) => errors::no_solution(py, &conflicts),
                _ => errors::no_solution(py, &[]),
            },
            RateFailure::Unrated(why) => Unrated::new_err(why.to_string()),
        }
    }
}

#[pymethods]
impl PyGrid {
    /// Reads one puzzle in any format shudu reads (see the class).
    #[new]
    fn new(py: Python<'_>, text: &str) -> PyResult<Self> {
        parse(py, text).map(PyGrid::from)
    }

    /// The empty grid.
    ///
    /// >>> shudu.Grid.empty().clues
    /// 0
    #[staticmethod]
    fn empty() -> Self {
        PyGrid::from(Grid::empty())
    }

    /// The grid of 9 rows of 9 numbers, 0 for an empty cell.
    ///
    /// >>> rows = [[0] * 9 for _ in range(9)]
    /// >>> rows[0][0] = 5
    /// >>> str(shudu.Grid.from_rows(rows))[:3]
    /// '5..'
    #[staticmethod]
    fn from_rows(rows: Vec<Vec<u8>>) -> PyResult<Self> {
        Grid::from_rows(&rows)
            .map(PyGrid::from)
            .map_err(|e| PyValueError::new_err(e.to_string()))
    }

    /// The grid of a numpy array of shape (9, 9) or (81,), 0 for an empty cell.
    ///
    /// >>> import numpy as np
    /// >>> shudu.Grid.from_array(np.zeros((9, 9), dtype=np.uint8)) == shudu.Grid.empty()
    /// True
    #[staticmethod]
    fn from_array(array: &Bound<'_, PyAny>) -> PyResult<Self> {
        let values = crate::batch::array_bytes(array, &[&[9, 9], &[81]])?;
        from_values(&values)
            .map(PyGrid::from)
            .map_err(PyValueError::new_err)
    }

    /// The rows as lists of numbers, 0 for an empty cell.
    // Python's methods take `self` by reference.
    #[allow(clippy::wrong_self_convention)]
    fn to_rows(&self) -> Vec<Vec<u32>> {
        // Lists of ints: a Vec<u8> would become bytes.
        let rows = self.grid.to_rows();
        rows.iter()
            .map(|r| r.iter().map(|&v| u32::from(v)).collect())
            .collect()
    }

    /// The grid as a (9, 9) `uint8` numpy array, 0 for an empty cell.
    ///
    /// >>> import numpy as np
    /// >>> np.asarray(shudu.Grid.empty()).shape
    /// (9, 9)
    #[pyo3(signature = (dtype=None, copy=None))]
    fn __array__<'py>(
        &self,
        py: Python<'py>,
        dtype: Option<&Bound<'py, PyAny>>,
        copy: Option<bool>,
    ) -> PyResult<Bound<'py, PyAny>> {
        if copy == Some(false) {
            return Err(PyValueError::new_err(
                "a Grid is not stored as an array: it cannot be viewed without a copy",
            ));
        }
        let values: Vec<u8> = self.grid.to_rows().concat();
        let array = crate::batch::to_array(py, &values, &[9, 9])?;
        match dtype {
            Some(dtype) => array.call_method1("astype", (dtype,)),
            None => Ok(array),
        }
    }

    /// The number of givens.
    #[getter]
    fn clues(&self) -> usize {
        self.grid.given_count()
    }

    /// Whether every cell holds a digit.
    #[getter]
    fn is_complete(&self) -> bool {
        self.grid.is_complete()
    }

    /// The grid drawn in 9 lines with box separators.
    fn pretty(&self) -> String {
        self.grid.to_pretty()
    }

    fn __str__(&self) -> String {
        self.grid.to_line()
    }

    fn __repr__(&self) -> String {
        format!("Grid('{}')", self.grid.to_line())
    }

    /// The grid drawn as SVG (the library's rendering, as `shudu print --to svg` draws
    /// it), which notebooks show in place of the text.
    ///
    /// >>> shudu.Grid.empty()._repr_svg_().startswith('<?xml')
    /// True
    fn _repr_svg_(&self) -> String {
        shudu::render::Diagram::puzzle(&self.grid)
            .to_drawing(SVG_SIDE)
            .to_svg()
    }

    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<(Bound<'py, PyAny>, (String,))> {
        Ok((py.get_type::<PyGrid>().into_any(), (self.grid.to_line(),)))
    }

    /// The one solution; raises `NoSolution` (with the clashing givens, if any) or
    /// `MultipleSolutions` (with two different solutions).
    ///
    /// >>> shudu.Grid.empty().solve()
    /// Traceback (most recent call last):
    /// ...
    /// shudu.MultipleSolutions: more than one solution, ...
    fn solve(&self, py: Python<'_>) -> PyResult<Self> {
        unique_solution(py, &self.grid).map(PyGrid::from)
    }

    /// The number of solutions, counting up to `limit` (at least 1): 0, 1, or a number
    /// that is `limit` when the count stopped there. Clashing givens count 0.
    ///
    /// >>> shudu.Grid.empty().count(limit=100)
    /// 100
    #[pyo3(signature = (limit=2))]
    fn count(&self, py: Python<'_>, limit: u64) -> u64 {
        py.detach(|| Solver::new().count(&self.grid, limit).solutions)
    }

    /// Conflicts, solvability, uniqueness and minimality, with the redundant clues.
    ///
    /// >>> c = shudu.Grid("..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759..").check()
    /// >>> c.unique, c.minimal, c.redundant[0]
    /// (True, False, {'cell': 'r1c4', 'digit': 7})
    fn check(&self, py: Python<'_>) -> PyCheck {
        PyCheck::new(
            py.detach(|| shudu::check::check(&self.grid, &Solver::new())),
            self.grid,
        )
    }

    /// The rating on Sudoku Explainer's scale (ER/EP/ED), as `shudu rate` gives it; raises
    /// `NoSolution` or `MultipleSolutions` for a puzzle that is not proper and `Unrated`
    /// for one the techniques cannot finish (or when `timeout` seconds run out).
    ///
    /// `profile="se121"` rates as gsf's `serate` of Sudoku Explainer 1.2.1.3 does (no
    /// strong-link patterns or wings beyond XYZ), the default `"sukaku"` as
    /// SukakuExplainer's.
    ///
    /// >>> r = shudu.Grid("..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759..").rate()
    /// >>> r.er, r.ep, r.ed, r.hardest, r.level
    /// (3.8, 1.2, 1.2, 'Swordfish', 'hard')
    /// >>> g = shudu.Grid("..426.78.....5.6.....4.3.9..32..7.....1...2.....9..83..2.8.1.....7.2.....13.465..")
    /// >>> str(g.rate()), str(g.rate(profile="se121"))
    /// ('4.0/1.2/1.2 Skyscraper', '4.2/1.2/1.2 XY-Wing')
    #[pyo3(signature = (*, timeout=None, profile="sukaku"))]
    fn rate(&self, py: Python<'_>, timeout: Option<f64>, profile: &str) -> PyResult<PyRating> {
        let profile = se_profile(profile)?;
        let budget = budget(time_limit(timeout)?);
        py.detach(|| rate_grid(&self.grid, profile, &budget))
            .map(PyRating::from)
            .map_err(|failure| failure.into_err(py))
    }

    /// The puzzle's canonical form (its minlex form, as `shudu canon` gives it): the same
    /// grid for every puzzle equivalent to this one (by relabelling digits, swapping
    /// rows, columns, bands and stacks within their groups, transposing), so it is the
    /// key for finding the same puzzle in disguise among millions.
    ///
    /// >>> a = shudu.Grid("..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759..")
    /// >>> b = shudu.Grid("..7948...9.........2.1.7.....9...24..64.1.57..78...3.....8.3.2.........6...2957..")
    /// >>> a.canonical() == b.canonical(), a.canonical() == a
    /// (True, False)
    fn canonical(&self, py: Python<'_>) -> Self {
        py.detach(|| shudu::canon::canonical(&self.grid).form)
            .into()
    }

    /// The solving path as the library's Step records (technique, rating, text,
    /// placements, eliminations, evidence), as `shudu explain --json` gives them. Uses
    /// every technique (`techniques="se"` for Sudoku Explainer's only); raises as `solve`
    /// for a puzzle that is not proper and `Unrated` when the logic gets stuck or
    /// `timeout` seconds run out.
    ///
    /// >>> steps = shudu.Grid("..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759..").explain()
    /// >>> steps[0]["technique"], steps[0]["placements"]
    /// ('Hidden Single', [{'cell': 'r2c9', 'digit': 9}])
    #[pyo3(signature = (*, techniques="full", timeout=None, lang=None))]
    fn explain(
        &self,
        py: Python<'_>,
        techniques: &str,
        timeout: Option<f64>,
        lang: Option<&str>,
    ) -> PyResult<Py<PyList>> {
        let lang = crate::hint::lang_of(lang)?;
        let repertoire = repertoire(techniques)?;
        unique_solution(py, &self.grid)?;
        let budget = budget(time_limit(timeout)?);
        let path = py.detach(|| {
            Logic::new(repertoire)
                .within(&budget)
                .solve_path(&self.grid)
        });
        path_steps(py, &path, lang)
    }
}

/// The steps of a path that reached the solution, as records; a path that stopped short
/// is an error saying why (its budget spent, a cell left with no candidate, or no
/// technique applying). Their words (`text`, `relations`) are in `lang`. `Grid.explain` and `Position.explain` both end here.
pub fn path_steps(
    py: Python<'_>,
    path: &shudu::logic::Path,
    lang: shudu::words::Lang,
) -> PyResult<Py<PyList>> {
    match path.end {
        PathEnd::Solved => {}
        PathEnd::GaveUp => return Err(Unrated::new_err(shudu::logic::GaveUp.to_string())),
        PathEnd::Contradiction(cell) => return Err(errors::no_solution_at(py, cell)),
        _ => {
            return Err(Unrated::new_err(
                "beyond the implemented techniques: no technique applies from here",
            ));
        }
    }
    let steps = path
        .steps
        .iter()
        .map(|s| shudu::records::with_lang(lang, || record(py, s)))
        .collect::<PyResult<Vec<_>>>()?;
    Ok(PyList::new(py, steps)?.unbind())
}

/// The repertoire named `name`: `full` (every technique) or `se` (Sudoku Explainer's).
pub fn repertoire(name: &str) -> PyResult<Repertoire> {
    match name {
        "full" => Ok(Repertoire::Full),
        "se" => Ok(Repertoire::SudokuExplainer),
        other => Err(PyValueError::new_err(format!(
            "techniques: expected 'full' or 'se', found {other:?}"
        ))),
    }
}
