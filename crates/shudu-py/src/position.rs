//! `shudu.Position`: a player's sheet — the puzzle's givens, the digits entered and,
//! optionally, pencil marks — judged by the library's [`Position`]: the mistakes made
//! so far, and the logic from where the player stands.
//!
//! Read next: `grid.rs` (the puzzle alone), `errors.rs`.

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyList;
use shudu::hint::{HintLevel, hint};
use shudu::logic::Logic;
use shudu::parse::PencilMarks;
use shudu::{Mistake, Position, Solver};

use crate::errors;
use crate::grid::{GridLike, PyGrid, budget, path_steps, repertoire, time_limit};
use crate::hint::PyHint;

/// A player's position: the puzzle, the sheet (givens and entries) and optionally the
/// pencil marks, in either candidate form shudu reads (729 characters, or a grid of 81
/// digit groups); with `marks`, the sheet is the marks' placed digits.
///
/// >>> p = shudu.Position("..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759..",
/// ...                    "1.9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759..")
/// >>> p.entries
/// [('r1c1', 1)]
/// >>> [str(m) for m in p.mistakes()]
/// ['r1c1 holds 1, but the solution has 5 there']
#[pyclass(name = "Position", module = "shudu", frozen)]
pub struct PyPosition {
    position: Position,
}

/// One mistake on a player's sheet, as the library finds it: `cell`, the `entered`
/// digit (a wrong entry), the `given` digit and what the cell holds `now` (a changed
/// given), the removed candidate's `digit` (a removed pencil mark), and the
/// `solution`'s digit where it is known; `str()` says it in words.
#[pyclass(name = "Mistake", module = "shudu", frozen)]
pub struct PyMistake {
    mistake: Mistake,
}

#[pymethods]
impl PyMistake {
    /// The cell, as `r1c1`.
    #[getter]
    fn cell(&self) -> String {
        self.mistake.cell().to_string()
    }

    /// The digit the player entered (a wrong entry), else None.
    #[getter]
    fn entered(&self) -> Option<u8> {
        match self.mistake {
            Mistake::WrongEntry { entered, .. } => Some(entered.get()),
            _ => None,
        }
    }

    /// The puzzle's digit (a changed given), else None.
    #[getter]
    fn given(&self) -> Option<u8> {
        match self.mistake {
            Mistake::ChangedGiven { given, .. } => Some(given.get()),
            _ => None,
        }
    }

    /// The solution's digit in the cell: for a wrong entry, a changed given (the given)
    /// and a removed pencil mark (the mark).
    #[getter]
    fn solution(&self) -> Option<u8> {
        match self.mistake {
            Mistake::WrongEntry { solution, .. } => Some(solution.get()),
            Mistake::ChangedGiven { given, .. } => Some(given.get()),
            Mistake::MissingCandidate { digit, .. } => Some(digit.get()),
            _ => None,
        }
    }

    fn __str__(&self) -> String {
        self.mistake.to_string()
    }

    fn __repr__(&self) -> String {
        format!("Mistake('{}')", self.mistake)
    }
}

#[pymethods]
impl PyPosition {
    /// The next thing to tell the player, at `level` (`nudge`: where to look;
    /// `technique`: which technique too; `full`: the whole step, or the solution's digits
    /// for a mistake), using every technique (`techniques="se"`: Sudoku Explainer's
    /// only), within `timeout` seconds if given: as `shudu hint` does. Mistakes and
    /// clashes come first, then positions with no solution or several.
    ///
    /// >>> shudu.Position(shudu.Grid.empty()).hint(level="nudge").lines
    /// ['This puzzle has several solutions: r3c8 can be 2 or 3.']
    #[pyo3(signature = (level="technique", *, techniques="full", timeout=None, lang=None))]
    fn hint(
        &self,
        py: Python<'_>,
        level: &str,
        techniques: &str,
        timeout: Option<f64>,
        lang: Option<&str>,
    ) -> PyResult<PyHint> {
        let lang = crate::hint::lang_of(lang)?;
        let level: HintLevel = level.parse().map_err(|e| errors::library_error(e, None))?;
        let repertoire = repertoire(techniques)?;
        let budget = budget(time_limit(timeout)?);
        let found = py.detach(|| hint(&self.position, level, repertoire, &Solver::new(), &budget));
        Ok(PyHint {
            hint: found.into(),
            lang,
        })
    }

    #[new]
    #[pyo3(signature = (puzzle, sheet=None, *, marks=None))]
    fn new(
        py: Python<'_>,
        puzzle: GridLike,
        sheet: Option<GridLike>,
        marks: Option<&str>,
    ) -> PyResult<Self> {
        let puzzle = puzzle.grid(py)?;
        let position = match (sheet, marks) {
            (Some(_), Some(_)) => {
                return Err(PyValueError::new_err(
                    "give sheet or marks, not both: the marks' placed digits are the sheet",
                ));
            }
            (None, Some(marks)) => {
                let marks =
                    PencilMarks::parse(marks).map_err(|e| errors::library_error(e, None))?;
                Position::from_pencil_marks(Some(puzzle), &marks)
            }
            (Some(sheet), None) => Position::new(puzzle, sheet.grid(py)?),
            (None, None) => Position::from_grid(puzzle),
        };
        Ok(PyPosition { position })
    }

    /// The puzzle the player started from.
    #[getter]
    fn puzzle(&self) -> PyGrid {
        PyGrid::from(*self.position.puzzle())
    }

    /// The sheet: givens and entries.
    #[getter]
    fn sheet(&self) -> PyGrid {
        PyGrid::from(*self.position.sheet())
    }

    /// The player's entries (digits on the sheet that are not givens), as (cell, digit).
    #[getter]
    fn entries(&self) -> Vec<(String, u8)> {
        self.position
            .entries()
            .map(|(cell, digit)| (cell.to_string(), digit.get()))
            .collect()
    }

    /// The pencil marks in the 729-character candidate form, or None without marks.
    #[getter]
    fn marks(&self) -> Option<String> {
        self.position
            .marks()
            .map(|_| self.position.pencil_marks().to_candidate_string())
    }

    /// The mistakes judged against the puzzle's one solution, in reading order: wrong
    /// entries, changed givens, removed pencil marks the solution needs. Clashing digits
    /// raise `NoSolution` with the clashes.
    fn mistakes(&self, py: Python<'_>) -> PyResult<Vec<PyMistake>> {
        let report = py.detach(|| self.position.check(&Solver::new()));
        if !report.clashes.is_empty() {
            return Err(errors::no_solution(py, &report.clashes));
        }
        Ok(report
            .mistakes
            .into_iter()
            .map(|mistake| PyMistake { mistake })
            .collect())
    }

    /// The solving path from the position (entries and marks as they stand) as Step
    /// records, as `Grid.explain` gives them.
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
        let budget = budget(time_limit(timeout)?);
        let path = py.detach(|| {
            Logic::new(repertoire)
                .within(&budget)
                .solve_path_from(self.position.board())
        });
        path_steps(py, &path, lang)
    }

    /// The position drawn as SVG, givens, entries and pencil marks, which notebooks
    /// show in place of the text.
    ///
    /// >>> shudu.Position(shudu.Grid.empty())._repr_svg_().startswith('<?xml')
    /// True
    fn _repr_svg_(&self) -> String {
        shudu::render::Diagram::position(&self.position)
            .to_drawing(crate::grid::SVG_SIDE)
            .to_svg()
    }

    fn __repr__(&self) -> String {
        format!(
            "Position(puzzle=Grid('{}'), entries={})",
            self.position.puzzle(),
            self.position.entries().count()
        )
    }
}
