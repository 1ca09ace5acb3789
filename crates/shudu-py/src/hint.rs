//! `shudu.Hint`: the library's hint of a player's position on any board
//! ([`shudu::variant::BoardHint`]), as `shudu hint` gives it: its status, level, words
//! and record. `Position.hint` in `position.rs` (a classic position) and `Puzzle.hint` in
//! `variant.rs` (any board) make it; `shudu.VariantHint` is the same class under its
//! former name.

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use shudu::variant::hint::BoardHint;
use shudu::words::Lang;

use crate::records::record;

/// A hint for a player's position at one level, on any board, as `shudu hint` gives it:
/// `status` (`hint`, `mistake`, `solved`, `multiple`, `no-solution` or `unsolvable`,
/// `invalid`, `stuck`, `gave-up` or `unsupported`), its `lines` in words, and
/// `to_dict()`, the library's hint record (what `shudu hint --json` prints), which never
/// says more than the words at the same level.
///
/// >>> h = shudu.Position("..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759..").hint()
/// >>> h.status, h.lines
/// ('hint', ['Hint: a Hidden Single (1.2); look at box 3.'])
/// >>> h.to_dict()["nudge"]
/// 'look at box 3'
/// >>> six = shudu.Puzzle(".1.23...6.......535..4.........4...1", size=6).hint()
/// >>> six.lines, six.to_dict()["scale"][:18]
/// (['Hint: a Hidden Single (1.2); look at box 2.'], "shudu's own rating")
/// >>> shudu.Position("..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759..").hint(lang="zh-Hans").lines
/// ['提示：「宫排除」（1.2）；看看第 3 宫。']
#[pyclass(name = "Hint", module = "shudu", frozen)]
pub struct PyHint {
    pub(crate) hint: BoardHint,
    /// The language of its words (`lang=` of the call that made it).
    pub(crate) lang: Lang,
}

/// The language a `lang=` argument names (`en`, `zh-Hans`, `zh-Hant`, or a locale such as
/// `zh_TW`); English when it is `None`. An unknown one is a `ValueError`.
pub(crate) fn lang_of(lang: Option<&str>) -> PyResult<Lang> {
    match lang {
        None => Ok(Lang::En),
        Some(tag) => tag
            .parse()
            .map_err(|e: shudu::words::UnknownLang| PyValueError::new_err(e.to_string())),
    }
}

#[pymethods]
impl PyHint {
    /// `hint`, `mistake`, `solved`, `multiple`, `no-solution` (classic) or `unsolvable`,
    /// `invalid`, `stuck`, `gave-up` or `unsupported`.
    #[getter]
    fn status(&self) -> &'static str {
        self.hint.status()
    }

    /// The level it was asked at: `nudge`, `technique` or `full`.
    #[getter]
    fn level(&self) -> &'static str {
        self.hint.level().name()
    }

    /// Whether it fails to move the player on: anything but a step or a solved sheet.
    #[getter]
    fn failed(&self) -> bool {
        self.hint.failed()
    }

    /// The hint in words, one line each, as the command line prints it, in the language
    /// the hint was asked in (`lang=`).
    #[getter]
    fn lines(&self) -> Vec<String> {
        self.hint.lines_in(self.lang)
    }

    /// The hint record, as `shudu hint --json` prints it, its words (`nudge`, `text`,
    /// `reason`, mistakes) in the language the hint was asked in.
    fn to_dict(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        shudu::records::with_lang(self.lang, || record(py, &self.hint))
    }

    fn __str__(&self) -> String {
        self.hint.lines_in(self.lang).join("\n")
    }

    fn __repr__(&self) -> String {
        format!(
            "Hint(status='{}', level='{}')",
            self.hint.status(),
            self.hint.level().name()
        )
    }
}
