//! The exceptions the `shudu` module raises, and the conversions from the library's
//! errors to them: one place decides which Python exception a library error becomes and
//! which attributes it carries.
//!
//! `ShuduError` is the base of all; `ParseError` carries `line`, `column` and `input`;
//! `NoSolution` the clashing givens (`conflicts`, records as in `docs/records.md`, empty
//! when the givens merely leave no solution); `MultipleSolutions` two different
//! `solutions` as proof; `Unrated` a puzzle the techniques cannot finish (or a time
//! budget spent); `GenerateError` a generator setting refused or a search that failed;
//! `VariantError` a variant puzzle or rule set the library refuses. [`library_error`]
//! turns any library error (`shudu::Error`) into its exception.
//!
//! In a batch, a bad entry's item is the exception instance itself, not raised, so one
//! bad entry never loses the rest (as `asyncio.gather(return_exceptions=True)` does).
//!
//! Read next: `records.rs` for the record dictionaries these attributes hold.

use pyo3::create_exception;
use pyo3::exceptions::PyValueError;
use pyo3::exceptions::{PyBaseException, PyException};
use pyo3::prelude::*;
use pyo3::types::PyList;
use shudu::{Conflict, ErrorKind, Grid, ParseError as LibParseError};

use crate::grid::PyGrid;
use crate::records::record;

create_exception!(
    shudu,
    ShuduError,
    PyException,
    "The base of every error the shudu module raises."
);
create_exception!(
    shudu,
    ParseError,
    ShuduError,
    "Text that is not a puzzle: `line` and `column` (or None) say where, `input` holds the text."
);
create_exception!(
    shudu,
    NoSolution,
    ShuduError,
    "No grid completes the givens; `conflicts` lists clashing givens (empty when there are none)."
);
create_exception!(
    shudu,
    MultipleSolutions,
    ShuduError,
    "The puzzle has more than one solution; `solutions` holds two different ones as proof."
);
create_exception!(
    shudu,
    Unrated,
    ShuduError,
    "No rating or path: the puzzle is solved already, beyond the implemented techniques, or the time ran out."
);
create_exception!(
    shudu,
    VariantError,
    ShuduError,
    "A variant puzzle that cannot be read, or rules that do not fit together, worded by the library."
);
create_exception!(
    shudu,
    GenerateError,
    ShuduError,
    "A generator setting was refused, or no puzzle was found within the attempts allowed."
);

/// `exc` with the attributes `set` gives its value; the error of setting them, should
/// that fail.
fn with_attributes(
    py: Python<'_>,
    exc: PyErr,
    set: impl FnOnce(&Bound<'_, PyBaseException>) -> PyResult<()>,
) -> PyErr {
    match set(exc.value(py)) {
        Ok(()) => exc,
        Err(failed) => failed,
    }
}

/// The exception for an entry that could not be read; `index` is the entry's place in a
/// batch, if it came from one.
pub fn parse_error(py: Python<'_>, err: &LibParseError, index: Option<usize>) -> PyErr {
    with_attributes(py, ParseError::new_err(err.to_string()), |value| {
        value.setattr("line", err.line())?;
        value.setattr("column", err.column())?;
        value.setattr("input", err.input())?;
        value.setattr("index", index)
    })
}

/// A bad entry that is not text: a row of numbers (`from_rows` refused it).
pub fn value_error(py: Python<'_>, message: String, index: Option<usize>) -> PyErr {
    with_attributes(py, ParseError::new_err(message.clone()), |value| {
        value.setattr("line", 0)?;
        value.setattr("column", py.None())?;
        value.setattr("input", message)?;
        value.setattr("index", index)
    })
}

/// `NoSolution`, with the clashing givens as records (none when the givens do not clash).
pub fn no_solution(py: Python<'_>, conflicts: &[Conflict]) -> PyErr {
    let message = if conflicts.is_empty() {
        "no grid completes the givens".to_owned()
    } else {
        let list: Vec<String> = conflicts.iter().map(|c| c.to_string()).collect();
        format!("clashing givens: {}", list.join("; "))
    };
    with_attributes(py, NoSolution::new_err(message), |value| {
        let records = conflicts
            .iter()
            .map(|c| record(py, c))
            .collect::<PyResult<Vec<_>>>()?;
        value.setattr("conflicts", PyList::new(py, records)?)
    })
}

/// `NoSolution` for a position where `cell` has no candidate left.
pub fn no_solution_at(py: Python<'_>, cell: shudu::Cell) -> PyErr {
    let exc = NoSolution::new_err(format!("{cell} has no candidate left"));
    with_attributes(py, exc, |value| {
        value.setattr("conflicts", PyList::empty(py))
    })
}

/// `MultipleSolutions`, with two different solutions as proof.
pub fn multiple_solutions(py: Python<'_>, first: Grid, second: Grid) -> PyErr {
    let exc = MultipleSolutions::new_err(format!(
        "more than one solution, for example {first} and {second}"
    ));
    with_attributes(py, exc, |value| {
        value.setattr("solutions", vec![PyGrid::from(first), PyGrid::from(second)])
    })
}

/// The exception for any error of the library, worded by the library: the one place that
/// picks the class by the error's kind. A classic text's error is a `ParseError` with
/// `line`, `column` and `input` (`index`: the entry's place in a batch); a variant's
/// rules, givens or text a `VariantError`, with `line` and `input` where the error has
/// them; a generator's a `GenerateError`; a spent budget `Unrated`; a hint level or a
/// transform asked wrongly a `ValueError`.
pub fn library_error(err: impl Into<shudu::Error>, index: Option<usize>) -> PyErr {
    let err = err.into();
    // Callers hold the interpreter already; attaching again only lends the token.
    Python::attach(|py| exception_of(py, &err, index))
}

fn exception_of(py: Python<'_>, err: &shudu::Error, index: Option<usize>) -> PyErr {
    let message = err.to_string();
    let exc = match (err, err.kind()) {
        (shudu::Error::Parse(parse), _) => return parse_error(py, parse, index),
        (_, ErrorKind::Generate) => return GenerateError::new_err(message),
        (_, ErrorKind::GaveUp) => return Unrated::new_err(message),
        (_, ErrorKind::HintLevel | ErrorKind::Transform) => {
            return PyValueError::new_err(message);
        }
        (_, ErrorKind::Rules | ErrorKind::Entry | ErrorKind::Read | ErrorKind::Text) => {
            VariantError::new_err(message)
        }
        _ => ParseError::new_err(message),
    };
    with_attributes(py, exc, |value| {
        value.setattr("line", err.line())?;
        value.setattr("input", err.input())?;
        value.setattr("index", index)
    })
}

/// Registers the exceptions on the module.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add("ShuduError", py.get_type::<ShuduError>())?;
    m.add("ParseError", py.get_type::<ParseError>())?;
    m.add("NoSolution", py.get_type::<NoSolution>())?;
    m.add("MultipleSolutions", py.get_type::<MultipleSolutions>())?;
    m.add("Unrated", py.get_type::<Unrated>())?;
    m.add("GenerateError", py.get_type::<GenerateError>())?;
    m.add("VariantError", py.get_type::<VariantError>())?;
    Ok(())
}
