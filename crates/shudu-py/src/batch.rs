//! Batches: `solve_many`, `count_many`, `check_many` and `rate_many` over a list of
//! puzzles (strings or `Grid`s) or an (N, 81) `uint8` numpy array.
//!
//! The entries are copied out of Python first (with the GIL), then parsed and worked on
//! with the GIL released, on all cores or `threads=` threads, each thread taking chunks
//! of consecutive entries from a shared counter; the results are put back in input
//! order. An entry that cannot be read becomes a `ParseError` instance in its place in
//! the result list (not raised), so one bad entry never loses the rest. Array input
//! gives array output where the result is numbers (solutions, counts).
//!
//! numpy is imported only when an array is given or asked for, so `import shudu` stays
//! fast. Read next: `generate.rs` (`generate_many` uses [`par_map`] too).

use std::sync::atomic::{AtomicUsize, Ordering};

use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyByteArray, PyBytes, PyList, PyString};
use shudu::check::check;
use shudu::solve::Outcome;
use shudu::{Grid, PuzzleReader, Solver};

use crate::errors;
use crate::grid::{PyGrid, RateFailure, budget, from_values, rate_grid, time_limit};
use crate::results::{PyCheck, PyCount, PyOutcome, PyRating};

/// `numpy`, imported on first use.
fn numpy(py: Python<'_>) -> PyResult<&Bound<'_, PyAny>> {
    static NUMPY: PyOnceLock<Py<PyAny>> = PyOnceLock::new();
    NUMPY
        .get_or_try_init(py, || -> PyResult<Py<PyAny>> {
            Ok(py.import("numpy")?.into_any().unbind())
        })
        .map(|m| m.bind(py))
}

/// The bytes of a C-contiguous copy of a `uint8` array whose shape is one of `shapes`
/// (`usize::MAX` in a shape stands for any length).
pub fn array_bytes(array: &Bound<'_, PyAny>, shapes: &[&[usize]]) -> PyResult<Vec<u8>> {
    let dtype = array.getattr("dtype")?.str()?.to_string();
    if dtype != "uint8" {
        return Err(PyTypeError::new_err(format!(
            "expected a uint8 array, found dtype {dtype} (convert with .astype(numpy.uint8))"
        )));
    }
    let shape: Vec<usize> = array.getattr("shape")?.extract()?;
    let fits = |wanted: &&[usize]| {
        wanted.len() == shape.len()
            && wanted
                .iter()
                .zip(&shape)
                .all(|(&w, &s)| w == usize::MAX || w == s)
    };
    if !shapes.iter().any(fits) {
        let names: Vec<String> = shapes
            .iter()
            .map(|s| {
                let dims: Vec<String> = s
                    .iter()
                    .map(|&d| {
                        if d == usize::MAX {
                            "N".into()
                        } else {
                            d.to_string()
                        }
                    })
                    .collect();
                format!("({})", dims.join(", "))
            })
            .collect();
        return Err(PyValueError::new_err(format!(
            "expected an array of shape {}, found {shape:?}",
            names.join(" or ")
        )));
    }
    let bytes = array.call_method1("tobytes", ("C",))?;
    Ok(bytes.cast::<PyBytes>()?.as_bytes().to_vec())
}

/// A new `uint8` numpy array holding `values`, of `shape`.
pub fn to_array<'py>(
    py: Python<'py>,
    values: &[u8],
    shape: &[usize],
) -> PyResult<Bound<'py, PyAny>> {
    let buffer = PyByteArray::new(py, values);
    let np = numpy(py)?;
    let flat = np.call_method1("frombuffer", (buffer, np.getattr("uint8")?))?;
    flat.call_method1("reshape", (shape.to_vec(),))
}

/// Whether `obj` is an array rather than a sequence of puzzles.
fn is_array(obj: &Bound<'_, PyAny>) -> PyResult<bool> {
    Ok(obj.hasattr("__array_interface__")? && obj.hasattr("dtype")?)
}

/// One entry of a batch, as copied out of Python.
pub enum Entry {
    /// Text to parse as `Grid(text)` does.
    Text(String),
    /// A grid already made.
    Grid(Grid),
    /// A row of an (N, 81) array, read by `Grid.from_rows`.
    Values([u8; 81]),
}

/// Why an entry is not a puzzle.
pub enum EntryError {
    /// Its text does not parse.
    Parse(shudu::ParseError),
    /// Its numbers are not a grid (a value above 9).
    Values(String),
}

impl Entry {
    /// The entry's grid, read as `Grid(text)` / `Grid.from_array` read one.
    pub fn grid(&self) -> Result<Grid, EntryError> {
        match self {
            Entry::Text(text) => text.parse::<Grid>().map_err(EntryError::Parse),
            Entry::Grid(grid) => Ok(*grid),
            Entry::Values(values) => from_values(values).map_err(EntryError::Values),
        }
    }
}

impl EntryError {
    /// The `ParseError` instance that stands in the result list at `index`.
    pub fn to_object(&self, py: Python<'_>, index: usize) -> Py<PyAny> {
        let err = match self {
            EntryError::Parse(e) => errors::parse_error(py, e, Some(index)),
            EntryError::Values(message) => {
                errors::value_error(py, format!("entry {index}: {message}"), Some(index))
            }
        };
        err.into_value(py).into_any()
    }
}

/// The entries of a batch argument, and whether it was an array.
pub struct Entries {
    pub entries: Vec<Entry>,
    pub from_array: bool,
}

/// Copies the entries out of `puzzles`: a sequence of strings and `Grid`s, or an
/// (N, 81) `uint8` array.
pub fn entries(puzzles: &Bound<'_, PyAny>) -> PyResult<Entries> {
    if puzzles.is_instance_of::<PyString>() {
        return Err(PyTypeError::new_err(
            "expected a list of puzzles, found one string (wrap it in a list)",
        ));
    }
    if is_array(puzzles)? {
        let bytes = array_bytes(puzzles, &[&[usize::MAX, 81]])?;
        let entries = bytes
            .chunks_exact(81)
            .map(|row| Entry::Values(row.try_into().expect("chunks of 81")))
            .collect();
        return Ok(Entries {
            entries,
            from_array: true,
        });
    }
    let mut entries = Vec::new();
    for (index, item) in puzzles.try_iter()?.enumerate() {
        let item = item?;
        if let Ok(text) = item.cast::<PyString>() {
            entries.push(Entry::Text(text.to_str()?.to_owned()));
        } else if let Ok(grid) = item.cast::<PyGrid>() {
            entries.push(Entry::Grid(grid.get().grid));
        } else {
            return Err(PyTypeError::new_err(format!(
                "entry {index}: expected a str or a Grid, found {}",
                item.get_type().name()?
            )));
        }
    }
    Ok(Entries {
        entries,
        from_array: false,
    })
}

/// For the functions whose array output has no place for an error (`solve_many`,
/// `count_many`): a `ValueError` naming the first array row that is not a grid, where,
/// and how many such rows there are, so that no row's reason is lost.
pub fn every_row_a_grid(entries: &[Entry]) -> PyResult<()> {
    let mut bad = entries
        .iter()
        .enumerate()
        .filter_map(|(index, entry)| match entry.grid() {
            Err(EntryError::Values(message)) => Some((index, message)),
            _ => None,
        });
    let Some((index, message)) = bad.next() else {
        return Ok(());
    };
    let others = bad.count();
    let more = match others {
        0 => String::new(),
        1 => " (and 1 other row)".to_owned(),
        n => format!(" (and {n} other rows)"),
    };
    Err(PyValueError::new_err(format!(
        "puzzles[{index}] is not a grid: {message}{more}"
    )))
}

/// The number of threads for `threads=`: all cores when None.
pub fn thread_count(threads: Option<usize>) -> PyResult<usize> {
    match threads {
        None => Ok(std::thread::available_parallelism().map_or(1, usize::from)),
        Some(0) => Err(PyValueError::new_err(
            "threads: expected at least 1, found 0",
        )),
        Some(n) => Ok(n),
    }
}

/// `work` applied to every item on `threads` threads, results in input order. One
/// thread runs on the caller's thread; more take chunks of consecutive items from a
/// shared counter, so a slow item holds up only its own chunk.
pub fn par_map<T, R, F>(items: &[T], threads: usize, work: F) -> Vec<R>
where
    T: Sync,
    R: Send,
    F: Fn(&T) -> R + Sync,
{
    let threads = threads.min(items.len());
    if threads <= 1 {
        return items.iter().map(&work).collect();
    }
    // Chunks small enough to balance the load, large enough to make the counter cheap.
    let chunk = (items.len() / (threads * 16)).clamp(1, 256);
    let next = AtomicUsize::new(0);
    let mut done: Vec<(usize, Vec<R>)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| {
                    let mut mine = Vec::new();
                    loop {
                        let start = next.fetch_add(chunk, Ordering::Relaxed);
                        if start >= items.len() {
                            return mine;
                        }
                        let end = (start + chunk).min(items.len());
                        mine.push((start, items[start..end].iter().map(&work).collect()));
                    }
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().unwrap_or_else(|p| std::panic::resume_unwind(p)))
            .collect()
    });
    done.sort_unstable_by_key(|(start, _)| *start);
    done.into_iter().flat_map(|(_, results)| results).collect()
}

/// Runs `work` on every entry's grid with the GIL released; a result list with each
/// bad entry's `ParseError` in its place.
fn run<R, F, C>(
    py: Python<'_>,
    entries: &[Entry],
    threads: usize,
    work: F,
    convert: C,
) -> PyResult<Py<PyList>>
where
    R: Send,
    F: Fn(Grid) -> R + Sync,
    C: Fn(Python<'_>, R) -> PyResult<Py<PyAny>>,
{
    let results = py.detach(|| par_map(entries, threads, |e| e.grid().map(&work)));
    let items = results
        .into_iter()
        .enumerate()
        .map(|(index, result)| match result {
            Ok(value) => convert(py, value),
            Err(err) => Ok(err.to_object(py, index)),
        })
        .collect::<PyResult<Vec<_>>>()?;
    Ok(PyList::new(py, items)?.unbind())
}

/// Solves every puzzle, as `shudu solve` does.
///
/// Given a list (strings or `Grid`s), returns a list of `Outcome`s in input order, with
/// a `ParseError` instance in place of each entry that cannot be read. Given an (N, 81)
/// `uint8` array, returns an (N, 81) `uint8` array of solutions, with a row of zeros
/// where a puzzle has no unique solution (`count_many` tells which); a row that is not a
/// grid (a value above 9) raises `ValueError` naming it. Uses all cores unless `threads`
/// says how many.
///
/// >>> out = shudu.solve_many(["8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..", "oops"])
/// >>> out[0].status, str(out[0].solution)[:9]
/// ('solved', '812753649')
/// >>> isinstance(out[1], shudu.ParseError), out[1].index
/// (True, 1)
/// >>> import numpy as np
/// >>> shudu.solve_many(np.zeros((2, 81), dtype=np.uint8)).sum()
/// np.uint64(0)
#[pyfunction]
#[pyo3(signature = (puzzles, *, threads=None))]
pub fn solve_many(
    py: Python<'_>,
    puzzles: &Bound<'_, PyAny>,
    threads: Option<usize>,
) -> PyResult<Py<PyAny>> {
    let threads = thread_count(threads)?;
    let Entries {
        entries,
        from_array,
    } = entries(puzzles)?;
    let solver = Solver::new();
    if from_array {
        every_row_a_grid(&entries)?;
        let solutions = py.detach(|| {
            let rows = par_map(&entries, threads, |e| match e.grid() {
                Ok(grid) => match solver.solve(&grid) {
                    Outcome::Unique(s) => s.to_rows().concat(),
                    _ => vec![0; 81],
                },
                Err(_) => vec![0; 81],
            });
            rows.concat()
        });
        return Ok(to_array(py, &solutions, &[entries.len(), 81])?.unbind());
    }
    let list = run(
        py,
        &entries,
        threads,
        |grid| solver.solve(&grid),
        |py, outcome| Ok(Py::new(py, PyOutcome { outcome })?.into_any()),
    )?;
    Ok(list.into_any())
}

/// Counts the solutions of every puzzle up to `limit`, as `shudu count` does.
///
/// Given a list, returns a list of `Count`s (with a `ParseError` in place of a bad
/// entry); given an (N, 81) `uint8` array, an (N,) `int64` array of counts (clashing
/// givens count 0; a row that is not a grid raises `ValueError` naming it).
///
/// >>> [int(c) for c in shudu.count_many(["." * 81, "55" + "." * 79], limit=5)]
/// [5, 0]
#[pyfunction]
#[pyo3(signature = (puzzles, *, limit=2, threads=None))]
pub fn count_many(
    py: Python<'_>,
    puzzles: &Bound<'_, PyAny>,
    limit: u64,
    threads: Option<usize>,
) -> PyResult<Py<PyAny>> {
    let threads = thread_count(threads)?;
    let Entries {
        entries,
        from_array,
    } = entries(puzzles)?;
    let solver = Solver::new();
    if from_array {
        every_row_a_grid(&entries)?;
        let counts: Vec<i64> = py.detach(|| {
            par_map(&entries, threads, |e| match e.grid() {
                Ok(grid) => i64::try_from(solver.count(&grid, limit).solutions).unwrap_or(i64::MAX),
                Err(_) => -1,
            })
        });
        let bytes: Vec<u8> = counts.iter().flat_map(|c| c.to_ne_bytes()).collect();
        let np = numpy(py)?;
        let array = np.call_method1(
            "frombuffer",
            (PyByteArray::new(py, &bytes), np.getattr("int64")?),
        )?;
        return Ok(array.unbind());
    }
    let list = run(
        py,
        &entries,
        threads,
        |grid| PyCount {
            count: solver.count(&grid, limit),
            conflicts: grid.conflicts(),
        },
        |py, count| Ok(Py::new(py, count)?.into_any()),
    )?;
    Ok(list.into_any())
}

/// Checks every puzzle as `shudu check` does: a list of `Check`s in input order, with a
/// `ParseError` in place of a bad entry.
///
/// >>> [c.status for c in shudu.check_many(["8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..", "." * 81])]
/// ['minimal', 'multiple']
#[pyfunction]
#[pyo3(signature = (puzzles, *, threads=None))]
pub fn check_many(
    py: Python<'_>,
    puzzles: &Bound<'_, PyAny>,
    threads: Option<usize>,
) -> PyResult<Py<PyList>> {
    let threads = thread_count(threads)?;
    let entries = entries(puzzles)?.entries;
    let solver = Solver::new();
    run(
        py,
        &entries,
        threads,
        |grid| PyCheck::new(check(&grid, &solver), grid),
        |py, c| Ok(Py::new(py, c)?.into_any()),
    )
}

/// Rates every puzzle as `shudu rate` does: a list of `Rating`s in input order; in place
/// of a puzzle with no rating, the exception `Grid.rate` would raise (`ParseError`,
/// `NoSolution`, `MultipleSolutions` or `Unrated`), as an instance. `timeout` is in
/// seconds per puzzle.
///
/// >>> [str(r) for r in shudu.rate_many(["..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759..", "." * 81])]
/// ['3.8/1.2/1.2 Swordfish', 'more than one solution, ...']
#[pyfunction]
#[pyo3(signature = (puzzles, *, timeout=None, threads=None, profile="sukaku"))]
pub fn rate_many(
    py: Python<'_>,
    puzzles: &Bound<'_, PyAny>,
    timeout: Option<f64>,
    threads: Option<usize>,
    profile: &str,
) -> PyResult<Py<PyList>> {
    let profile = crate::grid::se_profile(profile)?;
    let threads = thread_count(threads)?;
    let limit = time_limit(timeout)?;
    let entries = entries(puzzles)?.entries;
    run(
        py,
        &entries,
        threads,
        |grid| {
            // Each puzzle has its own budget, started when its work starts.
            rate_grid(&grid, profile, &budget(limit))
        },
        |py, rated: Result<shudu::logic::Rating, RateFailure>| match rated {
            Ok(rating) => Ok(Py::new(py, PyRating::from(rating))?.into_any()),
            Err(failure) => Ok(failure.into_err(py).into_value(py).into_any()),
        },
    )
}

/// Every puzzle of a text holding any number of them, in any mix of the formats shudu
/// reads (with headers, comments and blank lines, as in a file): a list of `Grid`s in
/// order, with a `ParseError` instance (its `line` counted in the text) in place of
/// each entry that cannot be read, as `shudu` reads a file.
///
/// >>> text = "Grid 01\n" + "1" * 81 + "\n# a comment\nnot a puzzle\n"
/// >>> [type(x).__name__ for x in shudu.parse_many(text)]
/// ['Grid', 'ParseError']
/// >>> shudu.parse_many(text)[1].line
/// 4
#[pyfunction]
pub fn parse_many(py: Python<'_>, text: &str) -> PyResult<Py<PyList>> {
    let read: Vec<Result<Grid, shudu::ParseError>> = py.detach(|| {
        PuzzleReader::new(text.as_bytes(), "")
            .map(|item| item.map(|entry| entry.grid))
            .collect()
    });
    let items = read
        .into_iter()
        .enumerate()
        .map(|(index, item)| match item {
            Ok(grid) => Ok(Py::new(py, PyGrid::from(grid))?.into_any()),
            Err(err) => Ok(errors::parse_error(py, &err, Some(index))
                .into_value(py)
                .into_any()),
        })
        .collect::<PyResult<Vec<_>>>()?;
    Ok(PyList::new(py, items)?.unbind())
}
