//! A batch's output file as the record of its run: the header record written before the
//! first entry's record and the summary record after the last (`--header`, the default
//! for `--json -o FILE`; shapes in the library's `shudu::provenance`), and continuing an
//! interrupted run onto the same file (`--resume`).
//!
//! Continuing is safe because every record is one line and the records come in input
//! order (`batch.rs`): the complete lines of the file are the first entries of the run's
//! share, so the run skips that many entries and appends the rest. A line cut off by the
//! interruption (no newline at its end) is removed first. The file's header must name
//! the same command, arguments (threads and quiet aside), inputs (by SHA-256), shard and
//! shudu version, or the file is refused: appending another run's records would mix two
//! results in one file.
//!
//! Read next: `main.rs`, which opens the output through [`open`] and closes it with
//! [`summary_line`]; `commands/merge.rs`, which joins the shards of a run.

use std::collections::BTreeMap;
use std::fs::{File, OpenOptions};
use std::io::{self, BufRead, BufReader, Seek, SeekFrom};
use std::path::Path;

use serde_json::Value;
use sha2::{Digest, Sha256};
use shudu::provenance::{RunHeader, RunInput, RunSummary};
use shudu::words::{CommandError, RunNote};

use crate::cli::{Cli, Command, RunArgs, error, lang};

/// The header of this run of `cli`'s command, which reads `inputs` (as given, '-' for
/// standard input).
pub fn header(cli: &Cli, run: &RunArgs, inputs: &[&str]) -> anyhow::Result<RunHeader> {
    let arguments: Vec<String> = std::env::args().skip(1).collect();
    let (name, budget, rates) = describe(&cli.command);
    let profile = match &cli.command {
        Command::Rate(a) => a.se_profile,
        _ => shudu::logic::SeProfile::default(),
    };
    let mut header = RunHeader::new(name, arguments);
    header.commit = Some(env!("SHUDU_BUILT_FROM").to_owned()).filter(|c| c != "unknown");
    header.inputs = inputs
        .iter()
        .enumerate()
        .map(|(i, arg)| input_record(arg, i))
        .collect::<anyhow::Result<_>>()?;
    header.budget_seconds = budget;
    header.profile = rates.then(|| profile.name().to_owned());
    header.shard = run.shard.map(|s| s.to_string());
    header.threads = run.threads.map_or_else(
        || std::thread::available_parallelism().map_or(1, |n| n.get()),
        usize::from,
    );
    Ok(header)
}

/// A command's name, its time budget per puzzle and whether it rates.
fn describe(command: &Command) -> (&'static str, Option<f64>, bool) {
    match command {
        Command::Solve(_) => ("solve", None, false),
        Command::Count(_) => ("count", None, false),
        Command::Candidates(a) => ("candidates", a.timeout, false),
        Command::Setter(a) => ("setter", a.timeout, false),
        Command::Check(_) => ("check", None, false),
        Command::Format(_) => ("format", None, false),
        Command::Generate(a) => ("generate", a.timeout, a.rating.is_some()),
        Command::Explain(a) => ("explain", a.timeout, true),
        Command::Rate(a) => ("rate", a.timeout, true),
        Command::Canon(_) => ("canon", None, false),
        Command::Dedupe(_) => ("dedupe", None, false),
        Command::Transform(_) => ("transform", None, false),
        #[cfg(feature = "scan")]
        Command::Scan(_) => ("scan", None, false),
        // The others write no batch output.
        _ => ("", None, false),
    }
}

/// One input as the header names it: a file with its length and SHA-256, standard input
/// (read as it comes: no length or hash before it is read), or a puzzle typed as the
/// `i`-th argument, hashed as typed.
fn input_record(arg: &str, i: usize) -> anyhow::Result<RunInput> {
    if arg == "-" {
        return Ok(RunInput {
            name: "<stdin>".into(),
            bytes: None,
            sha256: None,
        });
    }
    if Path::new(arg).is_file() {
        let cannot = |e: &io::Error| {
            error(CommandError::CannotOpen {
                file: arg,
                error: e,
            })
        };
        let mut file = File::open(arg).map_err(|e| cannot(&e))?;
        let mut hasher = Sha256::new();
        let bytes = io::copy(&mut file, &mut hasher).map_err(|e| cannot(&e))?;
        return Ok(RunInput {
            name: arg.to_owned(),
            bytes: Some(bytes),
            sha256: Some(hex(&hasher.finalize())),
        });
    }
    // Not a file: the input reader takes it as a puzzle typed here (or refuses it).
    Ok(RunInput {
        name: format!("<argument {}>", i + 1),
        bytes: Some(arg.len() as u64),
        sha256: Some(hex(&Sha256::digest(arg.as_bytes()))),
    })
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// A run record as one line of JSON, its keys in alphabetical order as every record's.
pub fn record_line<T: serde::Serialize>(record: &T) -> String {
    let mut text = match serde_json::to_value(record) {
        Ok(Value::Object(map)) => Value::Object(map).to_string(),
        other => unreachable!("a run record serializes to an object, found {other:?}"),
    };
    text.push('\n');
    text
}

/// What an existing output file holds, for `--resume`.
enum Resume {
    /// No file, or an empty one: the run starts from the first entry.
    Fresh,
    /// An interrupted run: its complete records (and whether it has a header), and the
    /// records per status; the file is cut to `keep` bytes before appending.
    Continue {
        records: u64,
        counts: BTreeMap<String, u64>,
        has_header: bool,
        keep: u64,
    },
    /// The file ends with its summary: the run is done.
    Complete { records: u64 },
}

/// Reads `path` for `--resume` by the run whose header is `now`.
fn read_resume(path: &Path, now: &RunHeader) -> anyhow::Result<Resume> {
    let file_name = path.display().to_string();
    let file = match File::open(path) {
        Ok(file) => file,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(Resume::Fresh),
        Err(e) => {
            return Err(error(CommandError::CannotOpen {
                file: &file_name,
                error: &e,
            }));
        }
    };
    let cannot_read = |e: &io::Error| {
        error(CommandError::CannotRead {
            file: &file_name,
            error: e,
        })
    };
    let mut reader = BufReader::new(file);
    let (mut records, mut keep, mut number) = (0u64, 0u64, 0u64);
    let mut counts = BTreeMap::new();
    let mut has_header = false;
    let mut line = Vec::new();
    loop {
        line.clear();
        let read = reader
            .read_until(b'\n', &mut line)
            .map_err(|e| cannot_read(&e))?;
        // End of file, or a last line the interruption cut off: what follows `keep` goes.
        if read == 0 || line.last() != Some(&b'\n') {
            break;
        }
        number += 1;
        let value: Value = serde_json::from_slice(&line).map_err(|_| {
            error(CommandError::ResumeNotARecord {
                file: &file_name,
                line: number,
            })
        })?;
        match value.get("record").and_then(Value::as_str) {
            Some("header") if number == 1 => {
                same_run(&file_name, &value, now)?;
                has_header = true;
            }
            Some("summary") => return Ok(Resume::Complete { records }),
            _ => {
                records += 1;
                let status = value.get("status").and_then(Value::as_str).unwrap_or("");
                *counts.entry(status.to_owned()).or_default() += 1;
            }
        }
        keep += read as u64;
    }
    if keep == 0 && records == 0 {
        return Ok(Resume::Fresh);
    }
    Ok(Resume::Continue {
        records,
        counts,
        has_header,
        keep,
    })
}

/// Refuses a file whose header names another run than `now`.
fn same_run(file: &str, was: &Value, now: &RunHeader) -> anyhow::Result<()> {
    let now = serde_json::to_value(now)?;
    let field = |v: &Value, key: &str| -> Value {
        match key {
            "arguments" => Value::from(comparable_arguments(v.get(key))),
            // Inputs are the same by name and content; their length follows.
            "inputs" => Value::from(
                v.get(key)
                    .and_then(Value::as_array)
                    .map(|inputs| {
                        inputs
                            .iter()
                            .map(|i| {
                                let text = |k| i.get(k).and_then(Value::as_str).unwrap_or("-");
                                format!("{} {}", text("name"), text("sha256"))
                            })
                            .collect::<Vec<_>>()
                    })
                    .unwrap_or_default(),
            ),
            _ => v.get(key).cloned().unwrap_or(Value::Null),
        }
    };
    for key in ["command", "arguments", "inputs", "shard", "shudu"] {
        let (a, b) = (field(was, key), field(&now, key));
        if a != b {
            let show = |v: &Value| match v {
                Value::Array(items) => items
                    .iter()
                    .map(|i| i.as_str().map_or_else(|| i.to_string(), str::to_owned))
                    .collect::<Vec<_>>()
                    .join(" "),
                Value::String(s) => s.clone(),
                Value::Null => "none".to_owned(),
                other => other.to_string(),
            };
            return Err(error(CommandError::ResumeOtherRun {
                file,
                field: key,
                was: &show(&a),
                now: &show(&b),
            }));
        }
    }
    Ok(())
}

/// A run's arguments without those that change how it runs but not what it writes:
/// threads, quiet, and the header and resume switches themselves; nor the shard and the
/// output file, which the header names on their own or which differ between shards.
pub fn comparable_arguments(arguments: Option<&Value>) -> Vec<String> {
    let arguments: Vec<&str> = arguments
        .and_then(Value::as_array)
        .map(|a| a.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default();
    let mut kept = Vec::new();
    let mut i = 0;
    while i < arguments.len() {
        let arg = arguments[i];
        i += 1;
        match arg {
            // Threads; and the shard and output file, which are compared on their own
            // (or, for `merge`, differ by design).
            "-j" | "--threads" | "--shard" | "-o" | "--output" => i += 1,
            _ if arg.starts_with("--shard=") || arg.starts_with("--output=") => {}
            "-q" | "--quiet" | "--resume" | "--header" | "--no-header" => {}
            _ if arg.starts_with("--threads=") => {}
            _ if arg.starts_with("-j") && arg[2..].bytes().all(|b| b.is_ascii_digit()) => {}
            _ => kept.push(arg.to_owned()),
        }
    }
    kept
}

/// The output file of a `--resume` run, opened for appending after its complete records
/// (created when missing); `None` when it is already complete, having said so. Also the
/// records it holds and their counts, and whether it has a header.
pub struct Continued {
    pub file: File,
    pub records: u64,
    pub counts: BTreeMap<String, u64>,
    pub has_header: bool,
}

/// Opens `path` to continue the run `now` (see [`Continued`]).
pub fn open(path: &Path, now: &RunHeader, quiet: bool) -> anyhow::Result<Option<Continued>> {
    let file_name = path.display().to_string();
    let cannot_create = |e: &io::Error| {
        error(CommandError::CannotCreate {
            file: &file_name,
            error: e,
        })
    };
    let (records, counts, has_header, keep) = match read_resume(path, now)? {
        Resume::Complete { records } => {
            if !quiet {
                let note = RunNote::Complete {
                    file: &file_name,
                    records,
                };
                eprintln!("shudu: {}", note.words_in(lang()));
            }
            return Ok(None);
        }
        Resume::Fresh => (0, BTreeMap::new(), false, 0),
        Resume::Continue {
            records,
            counts,
            has_header,
            keep,
        } => (records, counts, has_header, keep),
    };
    let mut file = OpenOptions::new()
        .create(true)
        .truncate(false)
        .read(true)
        .write(true)
        .open(path)
        .map_err(|e| cannot_create(&e))?;
    file.set_len(keep).map_err(|e| cannot_create(&e))?;
    file.seek(SeekFrom::End(0)).map_err(|e| cannot_create(&e))?;
    if records > 0 && !quiet {
        let note = RunNote::Resuming {
            file: &file_name,
            records,
        };
        eprintln!("shudu: {}", note.words_in(lang()));
    }
    Ok(Some(Continued {
        file,
        records,
        counts,
        has_header,
    }))
}

/// The summary record of a run that wrote `tallies` after the `resumed` records (counted
/// by status in `before`) of the run it continued, taking `seconds`.
pub fn summary_line(
    before: BTreeMap<String, u64>,
    resumed: u64,
    tallies: &BTreeMap<&'static str, u64>,
    seconds: f64,
) -> String {
    let mut counts = before;
    for (&status, &n) in tallies {
        *counts.entry(status.to_owned()).or_default() += n;
    }
    record_line(&RunSummary::new(counts, resumed, seconds))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn threads_and_switches_do_not_make_another_run() {
        let args = |a: &[&str]| Value::from(a.iter().map(|s| s.to_string()).collect::<Vec<_>>());
        let one = comparable_arguments(Some(&args(&[
            "rate", "-j", "4", "--json", "x.txt", "--resume", "-q",
        ])));
        let two = comparable_arguments(Some(&args(&[
            "rate",
            "--threads=2",
            "--json",
            "x.txt",
            "--header",
            "-j1",
        ])));
        assert_eq!(one, ["rate", "--json", "x.txt"]);
        assert_eq!(one, two);
        let other = comparable_arguments(Some(&args(&["rate", "--json", "y.txt"])));
        assert_ne!(one, other);
    }
}
