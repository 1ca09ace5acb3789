//! How a result file was made: the header record a batch run writes before its first
//! record (the shudu version and commit, the command and its arguments, the inputs with
//! their SHA-256, the shard, the host's CPU and the start time) and the summary record it
//! writes after its last (the counts per status, the time taken), so that a file of
//! ratings posted months later still says what produced it, and an interrupted run can
//! be recognised and continued.
//!
//! The shapes are documented in `docs/records.md` ("Run header and summary"), with the
//! example the tests below check. Both records carry `"record"`: readers pass over them
//! ([`crate::parse::is_run_record`]), so a result file reads back as its entries.
//!
//! Read next: the command line's `main.rs` and `run_file.rs`, which write and resume
//! such files.

use std::collections::BTreeMap;
use std::time::{SystemTime, UNIX_EPOCH};

#[cfg(feature = "serde")]
use serde::Serialize;

use crate::solve::{Cpu, KernelSelection};

/// Which of the two run records a record is.
///
/// ```
/// use shudu::provenance::RunRecord;
/// assert_eq!(RunRecord::Summary.name(), "summary");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "serde", derive(Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum RunRecord {
    /// The first record: how the output was made.
    Header,
    /// The last record: what the run counted.
    Summary,
}

impl RunRecord {
    /// Its `record` value, one of [`crate::parse::RUN_RECORDS`].
    pub fn name(self) -> &'static str {
        match self {
            RunRecord::Header => crate::parse::RUN_RECORDS[0],
            RunRecord::Summary => crate::parse::RUN_RECORDS[1],
        }
    }
}

/// The header of a run's output.
///
/// ```
/// use shudu::provenance::RunHeader;
/// let header = RunHeader::new("rate", vec!["rate".into(), "top.txt".into()]);
/// assert_eq!(header.shudu, env!("CARGO_PKG_VERSION"));
/// assert!(header.started.ends_with('Z'));
/// ```
#[derive(Clone, PartialEq, Debug)]
#[cfg_attr(feature = "serde", derive(Serialize))]
pub struct RunHeader {
    /// Always [`RunRecord::Header`].
    pub record: RunRecord,
    /// The library's version.
    pub shudu: String,
    /// The commit the program was built from (`448e84f`, `-dirty` when the checkout had
    /// changes), where the program knows it.
    pub commit: Option<String>,
    /// The command (`rate`, `solve`, …).
    pub command: String,
    /// The arguments after the program's name, as given.
    pub arguments: Vec<String>,
    /// The ratings' reference, for a command that rates: the name of its
    /// [`SeProfile`](crate::logic::SeProfile) (`sukaku`, `se121`).
    pub profile: Option<String>,
    /// The time allowed per puzzle, in seconds, when one was set.
    pub budget_seconds: Option<f64>,
    /// Each input, in the order read.
    pub inputs: Vec<RunInput>,
    /// The share of the entries this run takes (`2/8`), when it takes a share.
    pub shard: Option<String>,
    /// The worker threads.
    pub threads: usize,
    /// When the run started, UTC (`2026-11-28T20:14:03Z`).
    pub started: String,
    /// The machine.
    pub host: Host,
}

impl RunHeader {
    /// A header for `command` run with `arguments` now, on this machine, with one thread,
    /// no inputs, no shard, no budget and no profile; the caller sets what applies.
    pub fn new(command: &str, arguments: Vec<String>) -> RunHeader {
        RunHeader {
            record: RunRecord::Header,
            shudu: env!("CARGO_PKG_VERSION").to_owned(),
            commit: None,
            command: command.to_owned(),
            arguments,
            profile: None,
            budget_seconds: None,
            inputs: Vec::new(),
            shard: None,
            threads: 1,
            started: utc_timestamp(SystemTime::now()),
            host: Host::current(),
        }
    }
}

/// One input of a run.
///
/// ```
/// use shudu::provenance::RunInput;
/// let stdin = RunInput { name: "<stdin>".into(), bytes: None, sha256: None };
/// assert!(stdin.sha256.is_none());
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "serde", derive(Serialize))]
pub struct RunInput {
    /// Its name as errors give it (`data/top.txt`, `<stdin>`, `<argument 1>`).
    pub name: String,
    /// Its length in bytes, where known before reading (not for standard input).
    pub bytes: Option<u64>,
    /// The SHA-256 of its bytes in lowercase hex, where known before reading.
    pub sha256: Option<String>,
}

/// The machine a run ran on.
///
/// ```
/// use shudu::provenance::Host;
/// let here = Host::current();
/// assert!(here.cores >= 1);
/// assert!(!here.cpu.is_empty());
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "serde", derive(Serialize))]
pub struct Host {
    /// The processor's model name ([`Cpu::brand`]), or vendor, family and model.
    pub cpu: String,
    /// Logical cores available to the process.
    pub cores: usize,
    /// The solver's kernel path on this CPU (`bmi2`, …).
    pub kernel_path: String,
}

impl Host {
    /// This machine.
    pub fn current() -> Host {
        let selection = KernelSelection::current();
        Host {
            cpu: Cpu::brand().unwrap_or_else(|| selection.cpu.to_string()),
            cores: std::thread::available_parallelism().map_or(1, |n| n.get()),
            kernel_path: selection.path.to_string(),
        }
    }
}

/// The summary of a run's output: what every record of the file counts to.
///
/// ```
/// use std::collections::BTreeMap;
/// use shudu::provenance::RunSummary;
/// let counts = BTreeMap::from([("solved".to_owned(), 48), ("invalid".to_owned(), 2)]);
/// let summary = RunSummary::new(counts, 0, 1.5);
/// assert_eq!(summary.total, 50);
/// ```
#[derive(Clone, PartialEq, Debug)]
#[cfg_attr(feature = "serde", derive(Serialize))]
pub struct RunSummary {
    /// Always [`RunRecord::Summary`].
    pub record: RunRecord,
    /// Entries in the file.
    pub total: u64,
    /// Entries per status.
    pub counts: BTreeMap<String, u64>,
    /// Entries that were already in the file when this run continued it (0 for a run
    /// that started it).
    pub resumed: u64,
    /// This run's time, in seconds.
    pub seconds: f64,
    /// When the run finished, UTC.
    pub finished: String,
}

impl RunSummary {
    /// The summary of `counts` (entries per status), of which `resumed` were already
    /// written before this run, which took `seconds`; finished now.
    pub fn new(counts: BTreeMap<String, u64>, resumed: u64, seconds: f64) -> RunSummary {
        RunSummary {
            record: RunRecord::Summary,
            total: counts.values().sum(),
            counts,
            resumed,
            seconds,
            finished: utc_timestamp(SystemTime::now()),
        }
    }
}

/// `time` in UTC as RFC 3339 to the second (`2026-11-28T20:14:03Z`).
///
/// ```
/// use std::time::{Duration, UNIX_EPOCH};
/// use shudu::provenance::utc_timestamp;
/// let leap_day = UNIX_EPOCH + Duration::from_secs(11_016 * 86_400 + 3_723);
/// assert_eq!(utc_timestamp(leap_day), "2000-02-29T01:02:03Z");
/// ```
pub fn utc_timestamp(time: SystemTime) -> String {
    let secs = time.duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs());
    let (days, rest) = (secs / 86_400, secs % 86_400);
    let (y, m, d) = civil_from_days(days as i64);
    format!(
        "{y:04}-{m:02}-{d:02}T{:02}:{:02}:{:02}Z",
        rest / 3600,
        rest / 60 % 60,
        rest % 60
    )
}

/// The proleptic Gregorian date `days` after 1970-01-01: count in 400-year eras of
/// 146,097 days, with years starting in March so the leap day falls last.
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let year = yoe + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates() {
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(civil_from_days(11_016), (2000, 2, 29));
        assert_eq!(civil_from_days(19_723), (2024, 1, 1));
    }

    #[test]
    fn record_names_are_the_readers() {
        assert_eq!(RunRecord::Header.name(), "header");
        assert_eq!(RunRecord::Summary.name(), "summary");
    }

    /// The documented examples: a known header and summary serialize to them.
    #[cfg(feature = "serde")]
    #[test]
    fn shapes_are_documented() {
        const DOC: &str = include_str!("../../../docs/records.md");
        let header = RunHeader {
            commit: Some("448e84f".into()),
            profile: Some(crate::logic::SeProfile::Sukaku.name().into()),
            budget_seconds: Some(10.0),
            inputs: vec![RunInput {
                name: "top.txt".into(),
                bytes: Some(164),
                sha256: Some(
                    "43a081f3c49894d4b646412c958c3ff16abd58821a429ff58b64075cd18a02d5".into(),
                ),
            }],
            threads: 2,
            started: "2026-11-28T20:08:28Z".into(),
            host: Host {
                cpu: "AMD EPYC".into(),
                cores: 2,
                kernel_path: "bmi2".into(),
            },
            shudu: "0.1.0".into(),
            ..RunHeader::new(
                "rate",
                [
                    "rate",
                    "--json",
                    "--timeout",
                    "10",
                    "top.txt",
                    "-o",
                    "rated.jsonl",
                    "-j",
                    "2",
                ]
                .map(String::from)
                .to_vec(),
            )
        };
        let value = serde_json::to_value(&header).unwrap();
        // The command line writes keys in alphabetical order, as here.
        let text = value.to_string();
        assert!(DOC.contains(&text), "docs/records.md lacks {text}");
        let summary = RunSummary {
            finished: "2026-11-28T20:08:28Z".into(),
            ..RunSummary::new(
                BTreeMap::from([("hard".to_owned(), 1), ("expert".to_owned(), 1)]),
                0,
                0.044,
            )
        };
        let text = serde_json::to_value(&summary).unwrap().to_string();
        assert!(DOC.contains(&text), "docs/records.md lacks {text}");
    }
}
