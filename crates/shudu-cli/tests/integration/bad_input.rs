//! What a new user runs into: mistyped puzzles, overlong lines, impossible options,
//! unwritable outputs and closed pipes. Each gets a clear message naming where and what
//! is wrong, and the right exit code; nothing panics and nothing is skipped silently.

use predicates::prelude::*;

use crate::support::{INKALA, INKALA_SOLUTION, shudu};

#[test]
fn a_puzzle_line_opening_with_a_letter_is_an_error_not_a_header() {
    let typo = format!("x{}", &INKALA[1..]);
    shudu()
        .args(["solve", "-q", &typo])
        .assert()
        .code(1)
        .stdout("error      <argument 1>:1: unexpected character 'x' at column 1\n");

    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("typo.txt");
    std::fs::write(&path, format!("Grid 01\n{INKALA}\n{typo}\n{INKALA}\n")).unwrap();
    let p = path.to_str().unwrap();
    let out = shudu().args(["solve", "-q", "--json", p]).assert().code(1);
    let records: Vec<serde_json::Value> = String::from_utf8_lossy(&out.get_output().stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(records.len(), 3);
    assert_eq!(records[0]["label"], "Grid 01");
    assert_eq!(records[1]["status"], "error");
    assert_eq!(
        records[1]["error"],
        format!("{p}:3: unexpected character 'x' at column 1")
    );
    assert_eq!(records[1]["puzzle"], typo.as_str());
    // The bad line labels nothing.
    assert_eq!(records[2]["status"], "solved");
    assert_eq!(records[2].get("label"), None);
}

#[test]
fn stray_text_and_a_header_without_a_puzzle_are_errors() {
    // Only known header forms label a puzzle; other text is an error at its first
    // unexpected character, and a header left without a puzzle is reported, not dropped.
    let input = format!("Hard ones\n{INKALA}\nGrid 50\nGrid 51\n{INKALA}\nGrid 52\n");
    shudu()
        .args(["solve", "-q"])
        .write_stdin(input.clone())
        .assert()
        .code(1)
        .stdout(format!(
            "error      <stdin>:1: unexpected character 'H' at column 1\n\
             solved     {INKALA_SOLUTION}\n\
             error      <stdin>:3: Grid 50 is not followed by a puzzle\n\
             solved     {INKALA_SOLUTION}\n\
             error      <stdin>:6: Grid 52 is not followed by a puzzle\n"
        ));
    let out = shudu()
        .args(["solve", "-q", "--json"])
        .write_stdin(input)
        .assert()
        .code(1);
    let records: Vec<serde_json::Value> = String::from_utf8_lossy(&out.get_output().stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(records.len(), 5);
    assert_eq!(records[2]["puzzle"], "Grid 50");
    assert_eq!(records[2]["line"], 3);
    assert_eq!(records[3]["label"], "Grid 51");
}

#[test]
fn a_long_line_is_reported_and_the_batch_goes_on() {
    let long = "5".repeat((1 << 20) + 1);
    let input = format!("{INKALA}\n{long}\n{INKALA}\n");
    shudu()
        .args(["solve", "-q"])
        .write_stdin(input)
        .assert()
        .code(1)
        .stdout(format!(
            "solved     {INKALA_SOLUTION}\n\
             error      <stdin>:2: line longer than 1 MiB (1048576 bytes): skipped\n\
             solved     {INKALA_SOLUTION}\n"
        ));
}

#[cfg(target_os = "linux")]
#[test]
fn a_write_error_names_the_output_file() {
    for args in [
        &["solve", "-q", "-o", "/dev/full", INKALA][..],
        &[
            "generate",
            "-q",
            "-n",
            "2",
            "--seed",
            "1",
            "-o",
            "/dev/full",
        ],
        &["format", "-q", "--output", "/dev/full", INKALA],
    ] {
        shudu()
            .args(args)
            .assert()
            .code(2)
            .stderr(predicate::str::contains(
                "shudu: cannot write /dev/full: No space left on device",
            ));
    }
}

/// Runs `shudu ARGS` with its standard output on a pipe, reads one line, closes the pipe
/// and gives the command `limit` to exit; `feed` writes to its standard input until that
/// closes. Returns the exit status and standard error.
fn stops_after_first_line(
    args: &[&str],
    feed: Option<String>,
    limit: std::time::Duration,
) -> (std::process::ExitStatus, String) {
    use std::io::{BufRead, BufReader, Read, Write};
    use std::process::Stdio;
    let mut child = std::process::Command::new(assert_cmd::cargo::cargo_bin("shudu"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let feeder = std::thread::spawn(move || {
        if let Some(text) = feed {
            // Until the command stops reading: then the write fails and this ends.
            while stdin.write_all(text.as_bytes()).is_ok() {}
        }
    });
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    assert!(!first.is_empty(), "a first line before the pipe closes");
    let started = std::time::Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if started.elapsed() > limit {
            child.kill().unwrap();
            panic!("{args:?} still running {limit:?} after its output closed");
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    };
    feeder.join().unwrap();
    let mut stderr = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut stderr)
        .unwrap();
    (status, stderr)
}

#[test]
fn a_closed_pipe_stops_the_batch_promptly_and_quietly() {
    use std::time::Duration;
    // Endless input: the command must stop reading it.
    let many = format!("{INKALA}\n").repeat(1000);
    for threads in ["1", "2"] {
        let (status, stderr) = stops_after_first_line(
            &["solve", "-j", threads],
            Some(many.clone()),
            Duration::from_secs(20),
        );
        assert!(status.success(), "{status:?}");
        assert_eq!(stderr, "", "no summary, no error for a closed pipe");
    }
    // A slow batch (each Inkala rating takes about half a second) stops after the item
    // in hand, not after rating the rest of the 400.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("hard.txt");
    std::fs::write(&path, format!("{INKALA}\n").repeat(400)).unwrap();
    for threads in ["1", "2"] {
        let (status, stderr) = stops_after_first_line(
            &["rate", "-j", threads, path.to_str().unwrap()],
            None,
            Duration::from_secs(60),
        );
        assert!(status.success(), "{status:?}");
        assert_eq!(stderr, "");
    }
}

/// Clashing givens: two 5s in row 1.
const CLASH: &str =
    "5....5...........................................................................";

#[test]
fn each_command_exits_as_its_help_says() {
    let help = |command: &str| {
        let out = shudu().args([command, "--help"]).output().unwrap();
        String::from_utf8(out.stdout).unwrap()
    };
    // count: counting many solutions or none is a success; a clash is not.
    assert!(help("count").contains("0  every puzzle's solutions were counted (none, one or many)"));
    let multiple =
        "8..........36......7..9.2...8...7.......457.....1...3...1....68..85...1..9....4..";
    let unsolvable =
        "12345678.........9...............................................................";
    shudu()
        .args(["count", "-q", multiple, unsolvable])
        .assert()
        .code(0);
    shudu().args(["count", "-q", CLASH]).assert().code(1);
    // solve and check: anything but one solution is a failure.
    for command in ["solve", "check"] {
        assert!(help(command).contains("1  some puzzle has no solution, several"));
        shudu().args([command, "-q", multiple]).assert().code(1);
    }
    // explain and format speak of what they do, not of generating.
    assert!(help("explain").contains("0  every puzzle was explained to its solution"));
    assert!(help("format").contains("some puzzle has clashing givens (it is still"));
    for command in ["solve", "count", "check", "explain", "format", "rate"] {
        assert!(!help(command).contains("generated"), "{command}");
    }
    assert!(help("generate").contains("0  every puzzle asked for was generated"));
}

#[test]
fn format_reports_clashing_givens_and_still_converts() {
    shudu()
        .args(["format", "-q", CLASH, INKALA])
        .assert()
        .code(1)
        .stdout(format!(
            "# invalid: r1c1 and r1c6 both hold 5 (row 1)\n{CLASH}\n{INKALA}\n"
        ));
    // The output reads back in: the comment is skipped, the puzzle kept.
    let out = shudu()
        .args(["format", "-q", "--to", "grid", CLASH])
        .output()
        .unwrap();
    let grid = String::from_utf8(out.stdout).unwrap();
    assert!(grid.starts_with("# invalid: r1c1 and r1c6 both hold 5 (row 1)\n5 . . | . . 5 |"));
    shudu()
        .args(["format", "-q"])
        .write_stdin(grid)
        .assert()
        .code(1)
        .stdout(format!(
            "# invalid: r1c1 and r1c6 both hold 5 (row 1)\n{CLASH}\n"
        ));
    let out = shudu()
        .args(["format", "-q", "--json", CLASH])
        .assert()
        .code(1);
    let record: serde_json::Value = serde_json::from_slice(&out.get_output().stdout).unwrap();
    assert_eq!(record["status"], "invalid");
    assert_eq!(record["error"], "r1c1 and r1c6 both hold 5 (row 1)");
    assert_eq!(record["board"][0][5], 5);
    shudu()
        .args(["format", CLASH])
        .assert()
        .stderr(predicate::str::starts_with("1 invalid: 1 puzzle in"));
}

#[test]
fn generate_refuses_impossible_options_with_a_reason() {
    let refused = |args: &[&str], message: &str| {
        shudu()
            .arg("generate")
            .args(args)
            .assert()
            .code(2)
            .stdout("")
            .stderr(predicate::str::contains(message));
    };
    refused(
        &["--rating", "6-4"],
        "shudu: the ER range 6.0-4.0 is empty: its low end is above its high end",
    );
    refused(
        &["--clues", "80"],
        "no minimal puzzle with more than 40 is known; aim for 17-40",
    );
    refused(
        &["--attempts", "0"],
        "an attempt budget of 0 tries no grid at all",
    );
    refused(
        &["--pattern", "nofile.txt"],
        "shudu: --pattern: cannot open nofile.txt: no such file",
    );
}

#[test]
fn generate_requires_any_technique_by_any_spelling() {
    for name in ["w-wing", "W-Wing", "W Wing"] {
        let out = shudu()
            .args(["generate", "-q", "--seed", "1", "--require", name])
            .assert()
            .code(0);
        assert_eq!(
            String::from_utf8_lossy(&out.get_output().stdout)
                .lines()
                .count(),
            1
        );
    }
    for name in ["xy-wing", "XY-Wing", "naked-pair", "Naked Pair"] {
        shudu()
            .args(["generate", "-q", "--seed", "1", "--require", name])
            .assert()
            .code(0);
    }
}

#[test]
fn a_first_days_rough_edges_each_get_words_that_help() {
    let dir = tempfile::tempdir().unwrap();
    let several = dir.path().join("three.txt");
    std::fs::write(&several, format!("{INKALA}\n").repeat(3)).unwrap();
    // Regression: a file of several puzzles was read as a pencil-mark picture.
    shudu()
        .arg("hint")
        .arg(&several)
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "holds several puzzles where one is expected",
        ));
    shudu()
        .args(["generate", "5"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("write `shudu generate -n 5`"));
    shudu()
        .args(["transform", "-q", INKALA])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("no move given"));
    shudu()
        .args(["transform", "--shuffle", INKALA])
        .assert()
        .success()
        .stderr(predicate::str::is_match("seed [0-9]+ \\(pass --seed [0-9]+").unwrap());
    // A build without the server or scanner says how to build one.
    #[cfg(not(feature = "serve"))]
    shudu()
        .args(["serve", "--lan"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("--features serve"));
    #[cfg(not(feature = "scan"))]
    shudu()
        .args(["scan", "photo.jpg"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("--features scan"));
}

#[test]
fn print_writes_to_a_redirected_output_and_refuses_a_misnamed_file() {
    let dir = tempfile::tempdir().unwrap();
    let book = dir.path().join("book.pdf");
    let output = std::process::Command::new(assert_cmd::cargo::cargo_bin("shudu"))
        .args(["print", "-q", INKALA])
        .stdout(std::fs::File::create(&book).unwrap())
        .output()
        .unwrap();
    assert!(output.status.success(), "{output:?}");
    assert!(std::fs::read(&book).unwrap().starts_with(b"%PDF-"));
    shudu()
        .args(["print", "-q", INKALA, "-o"])
        .arg(dir.path().join("book.svg"))
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "a PDF booklet is written to a .pdf file",
        ));
    assert!(!dir.path().join("book.svg").exists());
}

#[test]
fn count_names_each_labelled_puzzle() {
    shudu()
        .args(["count", "-q"])
        .write_stdin(format!("Grid 01\n{INKALA}\n{INKALA}\n{INKALA} hardest\n"))
        .assert()
        .success()
        .stdout("1  Grid 01\n1\n1  hardest\n");
}

#[test]
fn a_variant_generation_that_cannot_finish_gives_up_within_its_timeout() {
    // Regression: this seed ran for minutes with no output.
    let started = std::time::Instant::now();
    shudu()
        .args([
            "generate", "-q", "-j1", "--size", "12", "--killer", "--seed", "251847",
        ])
        .args(["--timeout", "1"])
        .assert()
        .code(1)
        .stdout("failed     puzzle 1: gave up after 1 s\n");
    // Generous for a loaded machine: the point is minutes against seconds.
    assert!(started.elapsed() < std::time::Duration::from_secs(30));
}

#[test]
fn a_classic_generation_gives_up_within_its_timeout_too() {
    let started = std::time::Instant::now();
    shudu()
        .args([
            "generate",
            "-q",
            "-j1",
            "--clues",
            "17",
            "--attempts",
            "100000000",
        ])
        .args(["--seed", "5", "--timeout", "0.3"])
        .assert()
        .code(1)
        .stdout(predicate::str::contains("gave up after 0.3 s ("));
    assert!(started.elapsed() < std::time::Duration::from_secs(30));
}
