//! `generate` and `generate_many`: unique, minimal puzzles from the library's
//! [`Generator`], set up from keyword arguments as `shudu generate` sets it up from its
//! options, so the same seed and options give the same puzzles as the command line
//! (puzzle `i` of a batch is the generator's index `i`).
//!
//! Read next: `batch.rs` (the threads `generate_many` runs on).

use std::hash::{BuildHasher, RandomState};

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyList;
use shudu::generate::Difficulty;
use shudu::logic::{Level, Technique};
use shudu::{Generator, Pattern, Symmetry};

use crate::batch::{par_map, thread_count};
use crate::errors;
use crate::grid::PyGrid;
use crate::results::PyGenerated;

/// A pattern as a caller gives it: the mask text (81 characters, or 9 lines of 9, `x`
/// for a clue) or a `Grid` whose givens mark the cells.
#[derive(FromPyObject)]
pub enum PatternArg {
    Grid(PyGrid),
    Text(String),
}

/// The options of one generator call, as given.
pub struct Options<'a> {
    pub symmetry: &'a str,
    pub pattern: Option<PatternArg>,
    pub clues: Option<usize>,
    pub level: Option<&'a str>,
    pub rating: Option<(f64, f64)>,
    pub require: Option<&'a str>,
    pub seed: Option<u64>,
    pub attempts: Option<u32>,
}

/// An ER given as a float (`4.2`) in the tenths the library counts in.
fn er_tenths(value: f64) -> PyResult<u8> {
    if !(0.0..=25.5).contains(&value) {
        return Err(PyValueError::new_err(format!(
            "rating: expected ER values from 0.0 to 25.5, found {value}"
        )));
    }
    Ok((value * 10.0).round() as u8)
}

/// The difficulty filter the options ask for, if any.
fn difficulty(options: &Options<'_>) -> PyResult<Option<Difficulty>> {
    let mut band = match (options.level, options.rating) {
        (Some(_), Some(_)) => {
            return Err(PyValueError::new_err(
                "give level or rating, not both: a level is an ER band",
            ));
        }
        (Some(name), None) => {
            let level = Level::from_name(name).ok_or_else(|| {
                let names: Vec<&str> = Level::ALL.iter().map(|l| l.name()).collect();
                PyValueError::new_err(format!(
                    "level: unknown level {name:?}; expected one of: {}",
                    names.join(", ")
                ))
            })?;
            Some(Difficulty::level(level))
        }
        (None, Some((lo, hi))) => Some(Difficulty::er_range(er_tenths(lo)?, er_tenths(hi)?)),
        (None, None) => None,
    };
    if let Some(name) = options.require {
        let techniques = Technique::named(name);
        if techniques.is_empty() {
            return Err(PyValueError::new_err(format!(
                "require: unknown technique {name:?}; see shudu.TECHNIQUES"
            )));
        }
        band = Some(band.unwrap_or_else(Difficulty::any).requiring(&techniques));
    }
    Ok(band)
}

/// The generator the options describe, validated by the library.
pub fn generator(options: Options<'_>) -> PyResult<Generator> {
    let symmetry = symmetry_named(options.symmetry)?;
    // A seed from the process's random hasher keys when none is given.
    let seed = options
        .seed
        .unwrap_or_else(|| RandomState::new().hash_one(0u8) % 1_000_000_000);
    let mut generator = Generator::new(seed).symmetry(symmetry);
    match &options.pattern {
        None => {}
        Some(PatternArg::Grid(grid)) => {
            generator = generator.pattern(
                Pattern::from_grid(&grid.grid).map_err(|e| errors::library_error(e, None))?,
            );
        }
        Some(PatternArg::Text(text)) => {
            let pattern = text
                .parse::<Pattern>()
                .map_err(|e| errors::library_error(e, None))?;
            generator = generator.pattern(pattern);
        }
    }
    if let Some(clues) = options.clues {
        generator = generator.target_clues(clues);
    }
    let difficulty = difficulty(&options)?;
    let default_attempts = match difficulty {
        Some(_) => Generator::DIFFICULTY_MAX_ATTEMPTS,
        None => Generator::DEFAULT_MAX_ATTEMPTS,
    };
    if let Some(d) = difficulty {
        generator = generator.difficulty(d);
    }
    generator = generator.max_attempts(options.attempts.unwrap_or(default_attempts));
    generator
        .validate()
        .map_err(|e| errors::library_error(e, None))?;
    Ok(generator)
}

/// The symmetry `name` names, or a `ValueError` listing the names.
pub fn symmetry_named(name: &str) -> PyResult<Symmetry> {
    Symmetry::from_name(name).ok_or_else(|| {
        PyValueError::new_err(format!(
            "symmetry: unknown symmetry {name:?}; expected one of: {}",
            symmetry_names().join(", ")
        ))
    })
}

/// The symmetry names, weakest constraint first.
pub fn symmetry_names() -> Vec<&'static str> {
    Symmetry::ALL.iter().map(|s| s.name()).collect()
}

/// One unique, minimal puzzle (puzzle 0 of the batch named by `seed`; a random seed when
/// None), as `shudu generate` makes it.
///
/// Options: `symmetry` (a name from `shudu.SYMMETRIES`), `pattern` (where clues may go:
/// 81 characters or 9 lines, `x` for a clue and `.` for none, or a `Grid` whose givens
/// mark the cells), `clues` (an exact clue count), `level` (a name from `shudu.LEVELS`)
/// or `rating` (an ER range `(lo, hi)`), `require` (a technique from
/// `shudu.TECHNIQUES` the solving path must use), `attempts` (random grids to draw at
/// most). Raises `GenerateError` when a setting is refused or no puzzle is found.
///
/// >>> g = shudu.generate(seed=1, symmetry="rot180")
/// >>> g.puzzle == shudu.generate(seed=1, symmetry="rot180").puzzle
/// True
/// >>> shudu.generate(seed=3, level="hard").rating.level
/// 'hard'
#[pyfunction]
#[pyo3(signature = (*, symmetry="none", pattern=None, clues=None, level=None, rating=None, require=None, seed=None, attempts=None))]
#[allow(clippy::too_many_arguments)]
pub fn generate(
    py: Python<'_>,
    symmetry: &str,
    pattern: Option<PatternArg>,
    clues: Option<usize>,
    level: Option<&str>,
    rating: Option<(f64, f64)>,
    require: Option<&str>,
    seed: Option<u64>,
    attempts: Option<u32>,
) -> PyResult<PyGenerated> {
    let generator = generator(Options {
        symmetry,
        pattern,
        clues,
        level,
        rating,
        require,
        seed,
        attempts,
    })?;
    py.detach(|| generator.generate(0))
        .map(|made| PyGenerated { made })
        .map_err(|e| errors::library_error(e, None))
}

/// `count` puzzles of the batch named by `seed` (puzzles 0 to count - 1, the ones
/// `shudu generate -n COUNT --seed SEED` prints), made on all cores or `threads`
/// threads, in order. Options as for `generate`; in place of a puzzle that could not be
/// made within the attempts, its `GenerateError` instance.
///
/// >>> batch = shudu.generate_many(3, seed=5, symmetry="mirror-h")
/// >>> [g.puzzle.count() for g in batch]
/// [1, 1, 1]
#[pyfunction]
#[pyo3(signature = (count, *, symmetry="none", pattern=None, clues=None, level=None, rating=None, require=None, seed=None, attempts=None, threads=None))]
#[allow(clippy::too_many_arguments)]
pub fn generate_many(
    py: Python<'_>,
    count: u64,
    symmetry: &str,
    pattern: Option<PatternArg>,
    clues: Option<usize>,
    level: Option<&str>,
    rating: Option<(f64, f64)>,
    require: Option<&str>,
    seed: Option<u64>,
    attempts: Option<u32>,
    threads: Option<usize>,
) -> PyResult<Py<PyList>> {
    let threads = thread_count(threads)?;
    let generator = generator(Options {
        symmetry,
        pattern,
        clues,
        level,
        rating,
        require,
        seed,
        attempts,
    })?;
    let indices: Vec<u64> = (0..count).collect();
    let made = py.detach(|| par_map(&indices, threads, |&i| generator.generate(i)));
    let items = made
        .into_iter()
        .map(|result| match result {
            Ok(made) => Ok(Py::new(py, PyGenerated { made })?.into_any()),
            Err(e) => Ok(errors::library_error(e, None).into_value(py).into_any()),
        })
        .collect::<PyResult<Vec<_>>>()?;
    Ok(PyList::new(py, items)?.unbind())
}
