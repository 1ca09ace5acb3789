//! `shudu.Hint` and `shudu.VariantHint`: the library's hint of a classic position
//! (`shudu::hint`) and of a variant sheet (`shudu::variant::hint`), as `shudu hint` gives
//! them: their status, level, words and record. The two library hints answer the same
//! questions, so one macro, `hint_methods!`, writes the methods of both classes.
//! `Position.hint` in `position.rs` and `Puzzle.hint` in `variant.rs` make them.

use pyo3::prelude::*;
use shudu::variant::hint::VariantHint;

use crate::records::record;

/// The methods a hint class shares: each reads the library's hint in `self.hint`. The
/// docs that differ between the classes, and the class's name in its `repr`, are given.
macro_rules! hint_methods {
    (
        $class:ident,
        $name:literal,
        status: $status:literal,
        failed: $failed:literal,
        record: $record:literal $(,)?
    ) => {
        #[pymethods]
        impl $class {
            #[doc = $status]
            #[getter]
            fn status(&self) -> &'static str {
                self.hint.status()
            }

            /// The level it was asked at: `nudge`, `technique` or `full`.
            #[getter]
            fn level(&self) -> &'static str {
                self.hint.level.name()
            }

            #[doc = $failed]
            #[getter]
            fn failed(&self) -> bool {
                self.hint.failed()
            }

            /// The hint in words, one line each, as the command line prints it.
            #[getter]
            fn lines(&self) -> Vec<String> {
                self.hint.lines()
            }

            #[doc = $record]
            fn to_dict(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
                record(py, &self.hint)
            }

            fn __str__(&self) -> String {
                self.hint.lines().join("\n")
            }

            fn __repr__(&self) -> String {
                format!(
                    "{}(status='{}', level='{}')",
                    $name,
                    self.hint.status(),
                    self.hint.level.name()
                )
            }
        }
    };
}

/// A hint for a position at one level, as `shudu hint` gives it: `status` (`hint`,
/// `mistake`, `no-solution`, `multiple`, `solved`, `gave-up` or `stuck`), its `lines`
/// in words, and `to_dict()`, the library's hint record (what `shudu hint --json`
/// prints), which never says more than the words at the same level.
///
/// >>> h = shudu.Position("..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759..").hint()
/// >>> h.status, h.lines
/// ('hint', ['Hint: a Hidden Single (1.2); look at box 3.'])
/// >>> h.to_dict()["nudge"]
/// 'look at box 3'
#[pyclass(name = "Hint", module = "shudu", frozen)]
pub struct PyHint {
    pub(crate) hint: shudu::hint::Hint,
}

hint_methods!(
    PyHint,
    "Hint",
    status: "`hint`, `mistake`, `no-solution`, `multiple`, `solved`, `gave-up` or `stuck`.",
    failed: "Whether it fails to move the player on: anything but a step or a solved grid.",
    record: "The hint record, as `shudu hint --json` prints it.",
);

/// A hint for a variant sheet at one level: `status` (`hint`, `mistake`, `solved`,
/// `multiple`, `unsolvable`, `invalid`, `stuck`, `gave-up` or `unsupported`), its `lines`
/// in words, and `to_dict()`, the library's record (what `shudu hint --json` prints for a
/// variant), which never says more than the words at the same level.
///
/// >>> p = shudu.Puzzle(".1.23...6.......535..4.........4...1", size=6)
/// >>> h = p.hint()
/// >>> h.status, h.lines
/// ('hint', ['Hint: a Hidden Single (1.2); look at box 2.'])
/// >>> h.to_dict()["scale"][:18]
/// "shudu's own rating"
#[pyclass(name = "VariantHint", module = "shudu", frozen)]
pub struct PyVariantHint {
    pub(crate) hint: VariantHint,
}

hint_methods!(
    PyVariantHint,
    "VariantHint",
    status: "`hint`, `mistake`, `solved`, `multiple`, `unsolvable`, `invalid`, `stuck`,\n`gave-up` or `unsupported`.",
    failed: "Whether it fails to move the player on: anything but a step or a solved sheet.",
    record: "The hint record, as `shudu hint --json` prints it for a variant.",
);
