//! The header and summary records of a run (`docs/records.md`, "Run header and summary"),
//! for Python programs that rate or check a corpus themselves (on a Dask cluster, say)
//! and want their result file to say how it was made, in the shape the command line
//! writes: the library's `shudu::provenance` records as dictionaries.
//!
//! Read next: `crates/shudu-py/recipes/dask_corpus.py`, which writes them.

use std::collections::BTreeMap;

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use shudu::provenance::{RunHeader, RunInput, RunSummary};

use crate::records::record;

/// The header record of a run of `command` with `arguments`, started now on this
/// machine: `inputs` are `(name, bytes, sha256)` triples (`None` where unknown, as for
/// standard input), `threads` the workers, `shard` a `"K/N"` share, `budget` the seconds
/// allowed per puzzle, `profile` the ratings' reference (`"sukaku"` for a run that rates).
/// Write it as the first line of the result file; shudu's readers pass over it.
///
/// >>> h = shudu.run_header("rate", arguments=["corpus.txt"], inputs=[("corpus.txt", 164, "43a0")], threads=2, profile="sukaku")
/// >>> h["record"], h["command"], h["inputs"][0]["sha256"], h["threads"], h["commit"]
/// ('header', 'rate', '43a0', 2, None)
#[pyfunction]
#[pyo3(signature = (command, *, arguments, inputs, threads=1, shard=None, budget=None, profile=None))]
#[allow(clippy::too_many_arguments)]
pub fn run_header(
    py: Python<'_>,
    command: &str,
    arguments: Vec<String>,
    inputs: Vec<(String, Option<u64>, Option<String>)>,
    threads: usize,
    shard: Option<String>,
    budget: Option<f64>,
    profile: Option<String>,
) -> PyResult<Py<PyAny>> {
    if let Some(share) = &shard {
        let valid = share.split_once('/').is_some_and(|(k, n)| {
            matches!((k.parse::<u64>(), n.parse::<u64>()), (Ok(k), Ok(n)) if (1..=n).contains(&k))
        });
        if !valid {
            return Err(PyValueError::new_err(format!(
                "shard: expected \"K/N\" with 1 <= K <= N, found {share:?}"
            )));
        }
    }
    let mut header = RunHeader::new(command, arguments);
    header.inputs = inputs
        .into_iter()
        .map(|(name, bytes, sha256)| RunInput {
            name,
            bytes,
            sha256,
        })
        .collect();
    header.threads = threads;
    header.shard = shard;
    header.budget_seconds = budget;
    header.profile = profile;
    record(py, &header)
}

/// The summary record closing a run: `counts` are the entries per status, `seconds` the
/// run's time, `resumed` the records an earlier, interrupted run had already written.
///
/// >>> s = shudu.run_summary({"hard": 2, "expert": 1}, seconds=0.5)
/// >>> s["record"], s["total"], s["counts"]["hard"]
/// ('summary', 3, 2)
#[pyfunction]
#[pyo3(signature = (counts, *, seconds, resumed=0))]
pub fn run_summary(
    py: Python<'_>,
    counts: BTreeMap<String, u64>,
    seconds: f64,
    resumed: u64,
) -> PyResult<Py<PyAny>> {
    record(py, &RunSummary::new(counts, resumed, seconds))
}
