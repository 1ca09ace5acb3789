//! Runs at corpus scale: the header and summary records that say how a result file was
//! made, shards (`--shard K/N`) whose outputs `merge` joins into the unsharded output
//! record for record, and `--resume` continuing a run killed mid-way with no gap and no
//! duplicate.

use std::fs;
use std::path::Path;
use std::process::Stdio;
use std::time::{Duration, Instant};

use serde_json::Value;
use sha2::{Digest, Sha256};

use crate::support::{data, shudu, stdout_of};

/// The records of a JSON Lines output, its run records (header, summary) left out.
fn records(text: &str) -> Vec<String> {
    text.lines()
        .filter(|l| !l.starts_with('{') || json(l).get("record").is_none())
        .map(str::to_owned)
        .collect()
}

fn json(line: &str) -> Value {
    serde_json::from_str(line).unwrap_or_else(|e| panic!("{e}: {line}"))
}

/// A corpus with an unreadable line among its puzzles, so that an entry that cannot be
/// read is counted (and sharded) as an entry too.
fn corpus(dir: &Path) -> String {
    let text = fs::read_to_string(data("puzzles3_magictour_top1465.txt")).unwrap();
    let mut lines: Vec<&str> = text
        .lines()
        .filter(|l| !l.starts_with('#'))
        .take(40)
        .collect();
    lines.insert(7, "not a puzzle at all");
    let path = dir.join("corpus.txt");
    fs::write(&path, lines.join("\n") + "\n").unwrap();
    path.display().to_string()
}

#[test]
fn a_json_file_says_how_it_was_made() {
    let dir = tempfile::tempdir().unwrap();
    let input = corpus(dir.path());
    let out = dir.path().join("rated.jsonl");
    let run = shudu()
        .args(["rate", "--json", "-j", "2", "--timeout", "30", &input, "-o"])
        .arg(&out)
        .output()
        .unwrap();
    assert_eq!(run.status.code(), Some(1), "the bad line fails the run");
    let text = fs::read_to_string(&out).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    let header = json(lines[0]);
    assert_eq!(header["record"], "header");
    assert_eq!(header["command"], "rate");
    assert_eq!(header["profile"], "sukaku");
    assert_eq!(header["budget_seconds"], 30.0);
    assert_eq!(header["threads"], 2);
    assert_eq!(header["shudu"], env!("CARGO_PKG_VERSION"));
    assert_eq!(header["arguments"][0], "rate");
    let sha = Sha256::digest(fs::read(&input).unwrap());
    let hex: String = sha.iter().map(|b| format!("{b:02x}")).collect();
    assert_eq!(header["inputs"][0]["sha256"], hex.as_str());
    assert_eq!(header["inputs"][0]["name"], input.as_str());
    assert!(header["started"].as_str().unwrap().ends_with('Z'));
    assert!(!header["host"]["cpu"].as_str().unwrap().is_empty());
    let summary = json(lines.last().unwrap());
    assert_eq!(summary["record"], "summary");
    assert_eq!(summary["total"], 41);
    assert_eq!(summary["counts"]["error"], 1);
    let counted: u64 = summary["counts"]
        .as_object()
        .unwrap()
        .values()
        .map(|n| n.as_u64().unwrap())
        .sum();
    assert_eq!(counted, 41);
    assert_eq!(records(&text).len(), 41, "one record per entry");
    // The file reads back as its 41 entries: the run records are not entries.
    let again = stdout_of(shudu().args(["solve", "--json", "-q"]).arg(&out));
    assert_eq!(again.lines().count(), 41, "{again}");
    let errors: Vec<&str> = again.lines().filter(|l| l.contains("\"error\"")).collect();
    assert_eq!(errors.len(), 1, "only the bad line: {errors:?}");
}

#[test]
fn headers_are_asked_for_or_refused() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("plain.jsonl");
    shudu()
        .args([
            "solve",
            "--json",
            "--no-header",
            crate::support::INKALA,
            "-o",
        ])
        .arg(&out)
        .assert()
        .success();
    let text = fs::read_to_string(&out).unwrap();
    assert_eq!(text.lines().count(), 1);
    assert!(!text.contains("\"record\""));
    // To standard output only when asked.
    let plain = stdout_of(shudu().args(["solve", "--json", crate::support::INKALA]));
    assert_eq!(plain.lines().count(), 1);
    let headed = stdout_of(shudu().args(["solve", "--json", "--header", crate::support::INKALA]));
    let lines: Vec<&str> = headed.lines().collect();
    assert_eq!(lines.len(), 3);
    assert_eq!(json(lines[0])["inputs"][0]["name"], "<argument 1>");
    assert_eq!(json(lines[2])["counts"]["solved"], 1);
    shudu()
        .args(["solve", "--header", crate::support::INKALA])
        .assert()
        .code(2)
        .stderr(predicates::str::contains(
            "--header writes JSON records: add --json",
        ));
}

#[test]
fn variant_records_with_a_header_read_back() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("killer.jsonl");
    shudu()
        .args([
            "generate", "--killer", "-n", "2", "--seed", "5", "--json", "-q", "-o",
        ])
        .arg(&out)
        .assert()
        .success();
    let text = fs::read_to_string(&out).unwrap();
    assert_eq!(json(text.lines().next().unwrap())["command"], "generate");
    let solved = stdout_of(shudu().args(["solve", "--json", "-q"]).arg(&out));
    let statuses: Vec<String> = solved
        .lines()
        .map(|l| json(l)["status"].as_str().unwrap().to_owned())
        .collect();
    assert_eq!(statuses, ["solved", "solved"], "{solved}");
}

/// The union of N shards equals the unsharded run, record for record, for every N from
/// 1 to 5 (more shards than some have entries among them), through `merge` and through
/// taking the shards' records in turn by hand.
#[test]
fn shards_merge_into_the_whole_run() {
    let dir = tempfile::tempdir().unwrap();
    let input = corpus(dir.path());
    let second = dir.path().join("second.txt");
    fs::write(&second, format!("{}\n", crate::support::INKALA)).unwrap();
    let second = second.display().to_string();
    let whole = stdout_of(shudu().args(["check", "--json", "-q", &input, &second]));
    let whole = records(&whole);
    assert_eq!(whole.len(), 42);
    for n in 1..=5u64 {
        let mut files = Vec::new();
        let mut shards = Vec::new();
        for k in 1..=n {
            let file = dir.path().join(format!("shard-{k}-of-{n}.jsonl"));
            shudu()
                .args(["check", "--json", "-q", &input, &second, "--shard"])
                .arg(format!("{k}/{n}"))
                .arg("-o")
                .arg(&file)
                .output()
                .unwrap();
            shards.push(records(&fs::read_to_string(&file).unwrap()));
            files.push(file);
        }
        let mut by_hand = Vec::new();
        for position in 0..whole.len() {
            let shard = &shards[position % n as usize];
            by_hand.push(shard[position / n as usize].clone());
        }
        assert_eq!(by_hand, whole, "{n} shards");
        // `merge` takes the files in any order.
        files.reverse();
        let merged = stdout_of(shudu().arg("merge").args(&files));
        assert_eq!(records(&merged), whole, "{n} shards merged");
        let lines: Vec<&str> = merged.lines().collect();
        assert_eq!(json(lines[0])["shard"], Value::Null);
        assert_eq!(
            json(lines[0])["merged"].as_array().unwrap().len(),
            n as usize
        );
        assert_eq!(json(lines.last().unwrap())["total"], 42);
    }
}

#[test]
fn merge_refuses_what_is_not_one_whole_run() {
    let dir = tempfile::tempdir().unwrap();
    let input = corpus(dir.path());
    let shard = |k: u64, n: u64, extra: &[&str]| {
        let file = dir.path().join(format!("s{k}-{n}{}.jsonl", extra.join("")));
        shudu()
            .args(["solve", "--json", "-q", &input])
            .args(extra)
            .arg(format!("--shard={k}/{n}"))
            .arg("-o")
            .arg(&file)
            .output()
            .unwrap();
        file.display().to_string()
    };
    let (one, two, three) = (shard(1, 3, &[]), shard(2, 3, &[]), shard(3, 3, &[]));
    let refused = |files: &[&str], why: &str| {
        shudu()
            .arg("merge")
            .args(files)
            .assert()
            .code(2)
            .stderr(predicates::str::contains(why.to_owned()));
    };
    refused(&[&one, &two], "merge: shard 3/3 is missing");
    refused(&[&one, &two, &two], "is given twice");
    let other = shard(3, 3, &["--pretty"]);
    refused(&[&one, &two, &other], "(their headers differ in arguments)");
    // A shard cut short (its summary and last record lost) is not joined with a gap.
    let text = fs::read_to_string(&three).unwrap();
    let cut: Vec<&str> = text.lines().collect();
    fs::write(&three, cut[..cut.len() - 2].join("\n") + "\n").unwrap();
    refused(&[&one, &two, &three], "is not complete");
    let summary = text.lines().last().unwrap();
    fs::write(
        &three,
        cut[..cut.len() - 2].join("\n") + "\n" + summary + "\n",
    )
    .unwrap();
    refused(
        &[&one, &two, &three],
        "s3-3.jsonl holds 12 records, but its share of the entries is 13",
    );
    let plain = dir.path().join("plain.txt");
    fs::write(&plain, format!("{}\n", crate::support::INKALA)).unwrap();
    refused(
        &[&one, plain.to_str().unwrap()],
        "has no header naming its shard",
    );
}

/// Thirty puzzles that each take a while to count (a few givens, counted to 200,000
/// solutions), so a run can be killed part-way through.
fn slow_corpus(dir: &Path) -> String {
    let lines: Vec<String> = (0..30)
        .map(|i| {
            let mut cells = vec![b'.'; 81];
            cells[i % 81] = b'1' + (i % 9) as u8;
            cells[40] = b'1' + ((i + 4) % 9) as u8;
            cells[80 - i % 9] = b'1' + ((i + 7) % 9) as u8;
            String::from_utf8(cells).unwrap()
        })
        .collect();
    let path = dir.join("slow.txt");
    fs::write(&path, lines.join("\n") + "\n").unwrap();
    path.display().to_string()
}

#[test]
fn a_killed_run_resumes_with_no_gap_and_no_duplicate() {
    let dir = tempfile::tempdir().unwrap();
    let input = slow_corpus(dir.path());
    let count = |out: &Path| {
        let mut command = std::process::Command::new(assert_cmd::cargo::cargo_bin("shudu"));
        command
            .args([
                "count", "--limit", "200000", "--json", "-q", "-j", "1", "--resume",
            ])
            .arg(&input)
            .arg("-o")
            .arg(out)
            .stdout(Stdio::null())
            .stderr(Stdio::null());
        command
    };
    let whole = dir.path().join("whole.jsonl");
    assert!(count(&whole).status().unwrap().code().is_some());
    let whole = fs::read_to_string(&whole).unwrap();
    assert_eq!(records(&whole).len(), 30);

    let out = dir.path().join("killed.jsonl");
    let mut child = count(&out).spawn().unwrap();
    let started = Instant::now();
    // Kill it once a few records are on disk.
    while fs::read_to_string(&out).map_or(0, |t| t.lines().count()) < 4 {
        assert!(
            started.elapsed() < Duration::from_secs(120),
            "no records appeared"
        );
        std::thread::sleep(Duration::from_millis(5));
    }
    child.kill().unwrap();
    child.wait().unwrap();
    let killed = fs::read_to_string(&out).unwrap();
    assert!(
        !killed.contains("\"summary\""),
        "the run ended before it was killed: make the corpus slower"
    );
    // A record cut in half by the kill, as a kill during a write leaves one.
    let mut cut = killed.clone();
    cut.push_str("{\"line\":99,\"puzzle\":\"1.");
    fs::write(&out, &cut).unwrap();

    let resumed = std::process::Command::new(assert_cmd::cargo::cargo_bin("shudu"))
        .args([
            "count", "--limit", "200000", "--json", "-j", "2", "--resume",
        ])
        .arg(&input)
        .arg("-o")
        .arg(&out)
        .output()
        .unwrap();
    assert!(resumed.status.success());
    let said = String::from_utf8(resumed.stderr).unwrap();
    assert!(said.contains("continuing"), "{said}");
    let text = fs::read_to_string(&out).unwrap();
    assert_eq!(records(&text), records(&whole), "no gap, no duplicate");
    let summary = json(text.lines().last().unwrap());
    assert_eq!(summary["total"], 30);
    assert_eq!(summary["counts"]["multiple"], 30);
    assert!(summary["resumed"].as_u64().unwrap() >= 3);
    assert_eq!(text.matches("\"header\"").count(), 1);

    // Once complete, a resume has nothing to do.
    let again = shudu()
        .args([
            "count", "--limit", "200000", "--json", "--resume", &input, "-o",
        ])
        .arg(&out)
        .output()
        .unwrap();
    assert!(again.status.success());
    assert!(
        String::from_utf8(again.stderr)
            .unwrap()
            .contains("is complete (30 records)")
    );
    assert_eq!(fs::read_to_string(&out).unwrap(), text);
}

#[test]
fn resume_refuses_another_run_and_misuse() {
    let dir = tempfile::tempdir().unwrap();
    let input = corpus(dir.path());
    let out = dir.path().join("solved.jsonl");
    shudu()
        .args(["solve", "--json", "-q", "--resume", &input, "-o"])
        .arg(&out)
        .assert()
        .code(1);
    let before = fs::read_to_string(&out).unwrap();
    shudu()
        .args([
            "solve", "--json", "-q", "--resume", "--pretty", &input, "-o",
        ])
        .arg(&out)
        .assert()
        .code(2)
        .stderr(predicates::str::contains(
            "another run made it (arguments was",
        ));
    shudu()
        .args(["count", "--json", "-q", "--resume", &input, "-o"])
        .arg(&out)
        .assert()
        .code(2)
        .stderr(predicates::str::contains("(command was solve, now count)"));
    assert_eq!(fs::read_to_string(&out).unwrap(), before, "left as it was");
    shudu()
        .args(["solve", "--json", "--resume", &input])
        .assert()
        .code(2)
        .stderr(predicates::str::contains(
            "--resume continues an output file",
        ));
    shudu()
        .args(["solve", "--resume", &input, "-o"])
        .arg(dir.path().join("text.txt"))
        .assert()
        .code(2)
        .stderr(predicates::str::contains("--resume writes JSON records"));
    shudu()
        .args(["dedupe", "--shard", "1/2", &input])
        .assert()
        .code(2)
        .stderr(predicates::str::contains(
            "--shard: dedupe compares each puzzle",
        ));
    shudu()
        .args(["solve", "--shard", "3/2", &input])
        .assert()
        .code(2)
        .stderr(predicates::str::contains("expected K/N with 1 ≤ K ≤ N"));
    // A file that is not a run's output is not appended to.
    let notes = dir.path().join("notes.jsonl");
    fs::write(&notes, "my notes\n").unwrap();
    shudu()
        .args(["solve", "--json", "--resume", &input, "-o"])
        .arg(&notes)
        .assert()
        .code(2)
        .stderr(predicates::str::contains("line 1 is not a JSON record"));
    assert_eq!(fs::read_to_string(&notes).unwrap(), "my notes\n");
}
