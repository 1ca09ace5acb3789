//! `shudu merge`: the outputs of the N shards of one run (`--shard K/N`) joined into the
//! output of the whole run. Shard K holds entries K, K+N, K+2N, … in input order, one
//! record each, so taking a record from shard 1, then 2, …, then N, then 1 again gives
//! every record in input order — the unsharded run's output, record for record.
//!
//! Every file must be a finished shard of the same run: its header names the shard, the
//! command, arguments (shard and output aside), inputs and version match the first
//! file's, every K from 1 to N is there once, and each shard holds exactly its share
//! (shard K of E entries: ⌈(E − K + 1) / N⌉), so a lost or truncated shard is refused
//! rather than joined with a gap. The joined file has the first shard's header with
//! `shard` null and `merged` listing the files, and a summary adding up theirs.
//!
//! The files are read twice, a line at a time: once to check them (header, summary,
//! records counted), once to write the records in turn, so a corpus's shards are joined
//! in memory for a line each. `-o` is opened by `main.rs`, as every command's.

use std::collections::BTreeMap;
use std::fs::File;
use std::io::{self, BufRead, BufReader, Lines, Write};
use std::path::{Path, PathBuf};

use serde_json::{Map, Value, json};
use shudu::words::CommandError;

use crate::batch::Summary;
use crate::cli::{MergeArgs, error};
use crate::run_file::{comparable_arguments, record_line};

/// One shard's file, checked: its header, how many records follow it, its summary.
struct ShardFile {
    path: PathBuf,
    name: String,
    index: u64,
    count: u64,
    header: Map<String, Value>,
    records: u64,
    summary: Map<String, Value>,
}

pub fn run(args: &MergeArgs, out: &mut dyn Write) -> anyhow::Result<Summary> {
    let mut shards = args
        .shards
        .iter()
        .map(|p| read_shard(p))
        .collect::<anyhow::Result<Vec<_>>>()?;
    check_one_run(&shards)?;
    shards.sort_by_key(|s| s.index);
    let count = shards[0].count;
    for pair in shards.windows(2) {
        if pair[0].index == pair[1].index {
            return Err(error(CommandError::MergeTwice {
                shard: &format!("{}/{count}", pair[0].index),
                one: &pair[0].name,
                other: &pair[1].name,
            }));
        }
    }
    if let Some(missing) = (1..=count).find(|k| shards.iter().all(|s| s.index != *k)) {
        return Err(error(CommandError::MergeMissing {
            shard: missing,
            count,
        }));
    }
    // Records get lost, never made up: each shard's last record says the input had at
    // least that many entries (shard K's c-th record is entry (c − 1)·N + K), and the
    // most any shard says is the input's length.
    let entries = shards
        .iter()
        .map(|s| match s.records {
            0 => 0,
            c => (c - 1) * count + s.index,
        })
        .max()
        .unwrap_or(0);
    for shard in &shards {
        // Shard K takes entries K, K+N, …: (E − K + N) / N of E (whole division); and
        // its own summary counted what it wrote.
        let share = (entries + count - shard.index) / count;
        let counted = shard.summary.get("total").and_then(Value::as_u64);
        let expected = counted.filter(|&c| c != share).unwrap_or(share);
        if shard.records != expected {
            return Err(error(CommandError::MergeShort {
                file: &shard.name,
                found: shard.records,
                expected,
            }));
        }
    }
    let mut header = shards[0].header.clone();
    header.insert("shard".into(), Value::Null);
    header.insert(
        "merged".into(),
        json!(shards.iter().map(|s| s.name.as_str()).collect::<Vec<_>>()),
    );
    out.write_all(record_line(&Value::Object(header)).as_bytes())?;
    // Each file again, past its header: shard K's records in turn with the others'.
    let mut readers = Vec::with_capacity(shards.len());
    for shard in &shards {
        let mut lines = open_lines(&shard.path, &shard.name)?;
        next_line(&mut lines, &shard.name)?;
        readers.push(lines);
    }
    for position in 0..shards[0].records {
        for (shard, lines) in shards.iter().zip(&mut readers) {
            if position < shard.records {
                let mut record = next_line(lines, &shard.name)?.unwrap_or_default();
                record.push('\n');
                out.write_all(record.as_bytes())?;
            }
        }
    }
    out.write_all(record_line(&Value::Object(joined_summary(&shards))).as_bytes())?;
    out.flush()?;
    Ok(Summary::of(false))
}

/// The lines of the file at `path`, called `name` in errors.
fn open_lines(path: &Path, name: &str) -> anyhow::Result<Lines<BufReader<File>>> {
    File::open(path)
        .map(|file| BufReader::new(file).lines())
        .map_err(|e| cannot_read(name, &e))
}

/// The next line of the file called `name` (`None` at its end).
fn next_line(lines: &mut Lines<BufReader<File>>, name: &str) -> anyhow::Result<Option<String>> {
    lines.next().transpose().map_err(|e| cannot_read(name, &e))
}

fn cannot_read(file: &str, e: &io::Error) -> anyhow::Error {
    error(CommandError::CannotRead { file, error: e })
}

/// A line as a JSON object, when it is one.
fn object(line: &str) -> Option<Map<String, Value>> {
    match serde_json::from_str(line) {
        Ok(Value::Object(map)) => Some(map),
        _ => None,
    }
}

/// Reads one shard's file: its header (which must name a shard), its records counted and
/// its summary (which must be there: a shard still running or interrupted is not joined).
fn read_shard(path: &Path) -> anyhow::Result<ShardFile> {
    let name = path.display().to_string();
    let mut lines = open_lines(path, &name)?;
    let first = next_line(&mut lines, &name)?;
    // The lines after the header: the last is the summary, the others records.
    let (mut after, mut last) = (0u64, None);
    while let Some(line) = next_line(&mut lines, &name)? {
        after += 1;
        last = Some(line);
    }
    let header = first.as_deref().and_then(object);
    let shard = header
        .as_ref()
        .filter(|h| h.get("record").and_then(Value::as_str) == Some("header"))
        .and_then(|h| h.get("shard").and_then(Value::as_str))
        .and_then(|s| s.split_once('/'))
        .and_then(|(k, n)| Some((k.parse::<u64>().ok()?, n.parse::<u64>().ok()?)))
        .filter(|&(k, n)| (1..=n).contains(&k));
    let (Some(header), Some((index, count))) = (header, shard) else {
        return Err(error(CommandError::MergeNoShard { file: &name }));
    };
    let summary = last
        .as_deref()
        .and_then(object)
        .filter(|s| s.get("record").and_then(Value::as_str) == Some("summary"));
    let Some(summary) = summary else {
        return Err(error(CommandError::MergeIncomplete { file: &name }));
    };
    Ok(ShardFile {
        path: path.to_owned(),
        name,
        index,
        count,
        header,
        records: after - 1,
        summary,
    })
}

/// Refuses files of different runs: another command, other arguments, inputs, version
/// or number of shards than the first file's.
fn check_one_run(shards: &[ShardFile]) -> anyhow::Result<()> {
    let first = &shards[0];
    for shard in &shards[1..] {
        let differs = |key: &str| match key {
            "arguments" => {
                comparable_arguments(first.header.get(key))
                    != comparable_arguments(shard.header.get(key))
            }
            "shards" => first.count != shard.count,
            _ => first.header.get(key) != shard.header.get(key),
        };
        if let Some(field) = ["command", "arguments", "inputs", "shudu", "shards"]
            .into_iter()
            .find(|k| differs(k))
        {
            return Err(error(CommandError::MergeOtherRun {
                file: &shard.name,
                first: &first.name,
                field,
            }));
        }
    }
    Ok(())
}

/// The joined summary: counts, totals and times added up (the time is the work the
/// shards took together, however much of it ran in parallel), finished when the last
/// shard finished.
fn joined_summary(shards: &[ShardFile]) -> Map<String, Value> {
    let mut counts: BTreeMap<String, u64> = BTreeMap::new();
    let (mut total, mut resumed, mut seconds) = (0u64, 0u64, 0f64);
    let mut finished = String::new();
    for shard in shards {
        let number = |k: &str| shard.summary.get(k).and_then(Value::as_u64).unwrap_or(0);
        total += number("total");
        resumed += number("resumed");
        seconds += shard
            .summary
            .get("seconds")
            .and_then(Value::as_f64)
            .unwrap_or(0.0);
        if let Some(Value::Object(c)) = shard.summary.get("counts") {
            for (status, n) in c {
                *counts.entry(status.clone()).or_default() += n.as_u64().unwrap_or(0);
            }
        }
        if let Some(f) = shard.summary.get("finished").and_then(Value::as_str) {
            // RFC 3339 in UTC sorts as text.
            finished = finished.max(f.to_owned());
        }
    }
    let mut summary = shards[0].summary.clone();
    summary.insert("total".into(), json!(total));
    summary.insert("counts".into(), json!(counts));
    summary.insert("resumed".into(), json!(resumed));
    summary.insert("seconds".into(), json!(seconds));
    summary.insert("finished".into(), json!(finished));
    summary
}
