//! The `shudu` Python module: the shudu library for Python programmers, at native speed.
//!
//! A thin front end: every result comes from the library, and every dictionary is the
//! library's record (`docs/records.md`), so Python, the command line and any other front
//! end agree value for value. The GIL is released while the library works; batches run
//! on all cores.
//!
//! Read in this order: `grid.rs` (`Grid` and the one-puzzle operations), `results.rs`
//! (the result classes), `batch.rs` (`*_many` over lists and numpy arrays),
//! `generate.rs`, `position.rs` (a player's sheet), `hint.rs` (the hints of both boards), `variant.rs` (`Puzzle`: every board, every size and variant), `provenance.rs` (a run's header and summary records), `errors.rs` (the exceptions), `records.rs` (records as dictionaries).
//! The typed interface Python sees is `shudu.pyi` beside this crate's `Cargo.toml`.

mod batch;
mod errors;
mod generate;
mod grid;
mod hint;
mod position;
mod provenance;
mod records;
mod results;
mod variant;

use pyo3::prelude::*;
use shudu::logic::{Level, Repertoire};

/// The shudu Sudoku engine: parse, solve, count, check, rate and generate puzzles.
///
/// >>> import shudu
/// >>> shudu.Grid("..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759..").solve()
/// Grid('519748632783652419426139875357986241264317598198524367975863124832491756641275983')
#[pymodule(name = "shudu")]
fn shudu_module(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    m.add_class::<grid::PyGrid>()?;
    m.add_class::<position::PyPosition>()?;
    m.add_class::<position::PyMistake>()?;
    m.add_class::<hint::PyHint>()?;
    m.add_class::<results::PyOutcome>()?;
    m.add_class::<results::PyCount>()?;
    m.add_class::<results::PyCheck>()?;
    m.add_class::<results::PyRating>()?;
    m.add_class::<results::PyGenerated>()?;
    m.add_class::<variant::PyPuzzle>()?;
    m.add_class::<variant::PyVariantPuzzle>()?;
    // The former name of the hint of a variant board: the same class.
    m.add("VariantHint", m.getattr("Hint")?)?;
    m.add_function(wrap_pyfunction!(batch::parse_many, m)?)?;
    m.add_function(wrap_pyfunction!(batch::solve_many, m)?)?;
    m.add_function(wrap_pyfunction!(batch::count_many, m)?)?;
    m.add_function(wrap_pyfunction!(batch::check_many, m)?)?;
    m.add_function(wrap_pyfunction!(batch::rate_many, m)?)?;
    m.add_function(wrap_pyfunction!(generate::generate, m)?)?;
    m.add_function(wrap_pyfunction!(generate::generate_many, m)?)?;
    m.add_function(wrap_pyfunction!(provenance::run_header, m)?)?;
    m.add_function(wrap_pyfunction!(provenance::run_summary, m)?)?;
    errors::register(m)?;
    // The names the options accept, listed at run time.
    m.add("SYMMETRIES", generate::symmetry_names())?;
    let levels: Vec<&str> = Level::ALL.iter().map(|l| l.name()).collect();
    m.add("LEVELS", levels)?;
    let mut techniques: Vec<String> = Vec::new();
    for slug in Repertoire::Full.techniques().iter().map(|t| t.slug()) {
        if !techniques.contains(&slug) {
            techniques.push(slug);
        }
    }
    m.add("TECHNIQUES", techniques)?;
    Ok(())
}
