//! The library's records (`docs/records.md`) as Python values: every `to_dict()` and
//! every record-shaped attribute (conflicts, steps, redundant clues) is the library's
//! `serde` record read back by Python's `json`, so the binding defines no shape of its
//! own and a dictionary equals the command line's `--json` fields.
//!
//! Read next: `results.rs`, whose classes hand these out.

use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use serde::Serialize;

/// `json.loads`, imported once (the `json` module is loaded only when a record is asked for).
fn loads(py: Python<'_>) -> PyResult<&Bound<'_, PyAny>> {
    static LOADS: PyOnceLock<Py<PyAny>> = PyOnceLock::new();
    LOADS
        .get_or_try_init(py, || -> PyResult<Py<PyAny>> {
            Ok(py.import("json")?.getattr("loads")?.unbind())
        })
        .map(|f| f.bind(py))
}

/// The record of `value` as Python dictionaries, lists, strings and numbers.
pub fn record<T: Serialize + ?Sized>(py: Python<'_>, value: &T) -> PyResult<Py<PyAny>> {
    let text = serde_json::to_string(value).map_err(|e| {
        pyo3::exceptions::PyRuntimeError::new_err(format!("cannot serialize a record: {e}"))
    })?;
    Ok(loads(py)?.call1((text,))?.unbind())
}
