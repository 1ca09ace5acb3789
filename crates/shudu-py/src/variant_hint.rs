//! `shudu.VariantHint`: the library's hint of a variant sheet (`shudu::variant::hint`), as
//! `shudu hint` gives it on a variant puzzle: its status, its words and its record.
//! `VariantPuzzle.hint` in `variant.rs` makes one. Read next: `position.rs` (the classic
//! board's `Hint`, which this mirrors).

use pyo3::prelude::*;
use shudu::variant::hint::VariantHint;

use crate::records::record;

/// A hint for a variant sheet at one level: `status` (`hint`, `mistake`, `solved`,
/// `multiple`, `unsolvable`, `invalid`, `stuck`, `gave-up` or `unsupported`), its `lines`
/// in words, and `to_dict()`, the library's record (what `shudu hint --json` prints for a
/// variant), which never says more than the words at the same level.
///
/// >>> p = shudu.VariantPuzzle(".1.23...6.......535..4.........4...1", size=6)
/// >>> h = p.hint()
/// >>> h.status, h.lines
/// ('hint', ['Hint: a Hidden Single (1.2); look at box 2.'])
/// >>> h.to_dict()["scale"][:18]
/// "shudu's own rating"
#[pyclass(name = "VariantHint", module = "shudu", frozen)]
pub struct PyVariantHint {
    pub(crate) hint: VariantHint,
}

#[pymethods]
impl PyVariantHint {
    /// `hint`, `mistake`, `solved`, `multiple`, `unsolvable`, `invalid`, `stuck`,
    /// `gave-up` or `unsupported`.
    #[getter]
    fn status(&self) -> &'static str {
        self.hint.status()
    }

    /// The level it was asked at: `nudge`, `technique` or `full`.
    #[getter]
    fn level(&self) -> &'static str {
        self.hint.level.name()
    }

    /// Whether it fails to move the player on: anything but a step or a solved sheet.
    #[getter]
    fn failed(&self) -> bool {
        self.hint.failed()
    }

    /// The hint in words, one line each, as the command line prints it.
    #[getter]
    fn lines(&self) -> Vec<String> {
        self.hint.lines()
    }

    /// The hint record, as `shudu hint --json` prints it for a variant.
    fn to_dict(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        record(py, &self.hint)
    }

    fn __str__(&self) -> String {
        self.hint.lines().join("\n")
    }

    fn __repr__(&self) -> String {
        format!(
            "VariantHint(status='{}', level='{}')",
            self.hint.status(),
            self.hint.level.name()
        )
    }
}
