//! The `shudu` command as a user runs it: outputs, statuses, errors and exit codes.

use predicates::prelude::*;

use crate::support::{INKALA, INKALA_SOLUTION, data, shudu, stdout_of};

/// Inkala's puzzle with r4c2 changed from 5 to 8: several solutions.
const INKALA_CHANGED: &str =
    "8..........36......7..9.2...8...7.......457.....1...3...1....68..85...1..9....4..";
/// No clash among the givens, but r1c9 has no candidate left.
const UNSOLVABLE: &str =
    "12345678.........9...............................................................";

#[test]
fn solves_euler96_and_the_answer_checks_out() {
    let out = stdout_of(shudu().args(["solve", "--quiet"]).arg(data("euler96.txt")));
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 50);
    // Project Euler 96 asks for the sum of the 3-digit numbers in each solution's top-left.
    let sum: u32 = lines
        .iter()
        .map(|l| {
            let solution = l.strip_prefix("solved").unwrap().trim();
            solution[..3].parse::<u32>().unwrap()
        })
        .sum();
    assert_eq!(sum, 24702);
    shudu()
        .args(["solve", "-q"])
        .arg(data("euler96.txt"))
        .assert()
        .code(0);
}

#[test]
fn every_status_and_exit_code() {
    shudu()
        .args(["solve", INKALA])
        .assert()
        .code(0)
        .stdout(format!("solved     {INKALA_SOLUTION}\n"));
    let out = shudu().args(["solve", INKALA_CHANGED]).assert().code(1);
    let text = String::from_utf8(out.get_output().stdout.clone()).unwrap();
    let fields: Vec<&str> = text.split_whitespace().collect();
    assert_eq!(fields[0], "multiple");
    assert_ne!(fields[1], fields[2], "two different solutions as proof");
    shudu()
        .args(["solve", UNSOLVABLE])
        .assert()
        .code(1)
        .stdout("unsolvable\n");
    let clash = format!("{}5{}5{}", &".".repeat(28), &".".repeat(4), &".".repeat(47));
    shudu()
        .args(["solve", &clash])
        .assert()
        .code(1)
        .stdout("invalid    r4c2 and r4c7 both hold 5 (row 4)\n");
}

#[test]
fn summary_counts_statuses_on_stderr() {
    shudu()
        .arg("solve")
        .arg(data("seeds.txt"))
        .assert()
        .code(1)
        .stderr(predicate::str::contains(
            "4 solved, 1 multiple: 5 puzzles in",
        ));
}

#[test]
fn bad_entries_are_reported_in_place_and_the_rest_still_run() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("mixed.txt");
    let mut bad = INKALA.to_owned();
    bad.replace_range(16..17, "x");
    std::fs::write(
        &path,
        format!("{INKALA}\n{}\n{bad}\n{INKALA}\n", &INKALA[..80]),
    )
    .unwrap();
    let p = path.to_str().unwrap();
    let out = shudu().args(["solve", "-q", p]).assert().code(1);
    let text = String::from_utf8(out.get_output().stdout.clone()).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 4);
    assert_eq!(
        lines[1],
        format!("error      {p}:2: expected 81 cells, found 80")
    );
    assert_eq!(
        lines[2],
        format!("error      {p}:3: unexpected character 'x' at column 17")
    );
    assert!(lines[3].starts_with("solved"));

    // --strict stops at the first bad entry and says why on stderr.
    let out = shudu().args(["solve", "--strict", p]).assert().code(1);
    let text = String::from_utf8(out.get_output().stdout.clone()).unwrap();
    assert_eq!(text.lines().count(), 2);
    let err = String::from_utf8(out.get_output().stderr.clone()).unwrap();
    assert!(err.contains(":2: expected 81 cells, found 80 (stopped here: --strict)"));

    // In JSON the user's text is kept whole.
    let out = stdout_of(shudu().args(["solve", "-q", "--json", p]));
    let records: Vec<serde_json::Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(records[2]["status"], "error");
    assert_eq!(records[2]["puzzle"], bad.as_str());
    assert_eq!(records[2]["line"], 3);
}

#[test]
fn json_records_have_the_promised_fields() {
    let out = stdout_of(
        shudu()
            .args(["solve", "-q", "--json"])
            .arg(data("seeds.txt")),
    );
    let records: Vec<serde_json::Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(records.len(), 5);
    assert_eq!(records[2]["puzzle"], INKALA);
    assert_eq!(records[2]["status"], "solved");
    assert_eq!(records[2]["solution"], INKALA_SOLUTION);
    assert_eq!(records[3]["status"], "multiple");
    assert_eq!(records[3]["solutions"].as_array().unwrap().len(), 2);
}

#[test]
fn missing_file_and_bad_usage_exit_2() {
    shudu()
        .args(["solve", "no-such-file.txt"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("cannot open no-such-file.txt"));
    shudu()
        .args(["solve", "--threads", "0", INKALA])
        .assert()
        .code(2);
    shudu().args(["frobnicate"]).assert().code(2);
}

#[test]
fn help_documents_exit_codes() {
    shudu()
        .args(["solve", "--help"])
        .assert()
        .code(0)
        .stdout(predicate::str::contains("Exit codes:"));
}

#[test]
fn reads_standard_input_and_any_format() {
    let board = "[[8,0,0,0,0,0,0,0,0],[0,0,3,6,0,0,0,0,0],[0,7,0,0,9,0,2,0,0],\
                 [0,5,0,0,0,7,0,0,0],[0,0,0,0,4,5,7,0,0],[0,0,0,1,0,0,0,3,0],\
                 [0,0,1,0,0,0,0,6,8],[0,0,8,5,0,0,0,1,0],[0,9,0,0,0,0,4,0,0]]";
    shudu()
        .args(["solve", "-q"])
        .write_stdin(board)
        .assert()
        .code(0)
        .stdout(format!("solved     {INKALA_SOLUTION}\n"));
    shudu()
        .args(["solve", "-q", "-"])
        .write_stdin(format!("Grid 07\n{}", pretty_inkala()))
        .assert()
        .stdout(format!("solved     {INKALA_SOLUTION}\n"));
}

fn pretty_inkala() -> String {
    stdout_of(shudu().args(["format", "-q", "--to", "grid", INKALA]))
}

#[test]
fn format_round_trips() {
    let pretty = pretty_inkala();
    assert!(pretty.starts_with("8 . . | . . . | . . .\n"));
    shudu()
        .args(["format", "-q", "--to", "line", &pretty])
        .assert()
        .stdout(format!("{INKALA}\n"));
    let json = stdout_of(shudu().args(["format", "-q", "--to", "json", INKALA]));
    assert!(json.starts_with("[[8,0,0,0,0,0,0,0,0],[0,0,3,6"));
    shudu()
        .args(["format", "-q", "--to", "line", json.trim()])
        .assert()
        .stdout(format!("{INKALA}\n"));
    // Euler's zero-digit blocks become lines.
    let lines = stdout_of(shudu().args(["format", "-q"]).arg(data("euler96.txt")));
    assert_eq!(lines.lines().count(), 50);
    assert!(lines.starts_with(
        "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..\n"
    ));
}

#[test]
fn count_with_limit() {
    let empty = ".".repeat(81);
    shudu()
        .args(["count", "-q", "--limit", "500", &empty])
        .assert()
        .code(0)
        .stdout("500+\n");
    shudu()
        .args(["count", "-q", INKALA_CHANGED])
        .assert()
        .stdout(predicate::str::is_match("^[0-9]+\n$").unwrap());
    shudu().args(["count", "-q", INKALA]).assert().stdout("1\n");
    shudu()
        .args(["count", "-q", UNSOLVABLE])
        .assert()
        .stdout("0\n");
}

#[test]
fn check_lists_redundant_clues() {
    let out = stdout_of(shudu().args(["check", "-q"]).arg(data("seeds.txt")));
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[2], "minimal    valid, unique, minimal (21 clues)");
    assert!(lines[1].starts_with(
        "unique     valid, unique, not minimal (30 clues; 11 redundant clues: r2c5=7"
    ));
    assert_eq!(lines[3], "multiple   valid, solvable, but not unique");
    let out = stdout_of(shudu().args(["check", "-q", "--json", INKALA]));
    let v: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(v["minimal"], true);
    assert_eq!(v["redundant"].as_array().unwrap().len(), 0);
}

#[test]
fn one_thread_and_many_give_the_same_output_in_order() {
    let file = data("puzzles3_magictour_top1465.txt");
    let one = stdout_of(shudu().args(["solve", "-q", "--threads", "1", &file]));
    let many = stdout_of(shudu().args(["solve", "-q", "--threads", "2", &file]));
    assert_eq!(one.lines().count(), 1465);
    assert_eq!(one, many);
}

#[test]
fn output_file() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("out.txt");
    shudu()
        .args(["solve", "-q", "-o", path.to_str().unwrap(), INKALA])
        .assert()
        .code(0)
        .stdout("");
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        format!("solved     {INKALA_SOLUTION}\n")
    );
}

#[test]
fn generate_is_reproducible_and_checks_as_minimal() {
    let run = |threads: &str| {
        stdout_of(shudu().args([
            "generate",
            "-q",
            "-n",
            "40",
            "--seed",
            "7",
            "--threads",
            threads,
        ]))
    };
    let one = run("1");
    assert_eq!(one, run("2"));
    assert_eq!(one.lines().count(), 40);
    // Every generated puzzle checks as unique and minimal.
    shudu()
        .args(["check", "-q", "-"])
        .write_stdin(one.clone())
        .assert()
        .code(0)
        .stdout(predicate::function(|out: &str| {
            out.lines().count() == 40 && out.lines().all(|l| l.starts_with("minimal "))
        }));
    let other = stdout_of(shudu().args(["generate", "-q", "-n", "40", "--seed", "8"]));
    assert_ne!(one, other);
}

#[test]
fn generate_with_symmetry_pattern_and_solution() {
    let out = stdout_of(shudu().args([
        "generate",
        "-q",
        "-n",
        "5",
        "--seed",
        "1",
        "--symmetry",
        "rot180",
        "--solution",
    ]));
    for line in out.lines() {
        let (puzzle, solution) = line.split_once(' ').unwrap();
        let p: Vec<char> = puzzle.chars().collect();
        for i in 0..81 {
            assert_eq!(p[i] == '.', p[80 - i] == '.', "rot180 symmetry at cell {i}");
        }
        for (a, b) in puzzle.chars().zip(solution.chars()) {
            assert!(a == '.' || a == b, "solution keeps the givens");
        }
    }
    let pattern = "x.".repeat(40) + "x";
    let out = stdout_of(shudu().args([
        "generate",
        "-q",
        "-n",
        "3",
        "--seed",
        "2",
        "--pattern",
        &pattern,
    ]));
    for puzzle in out.lines() {
        for (c, m) in puzzle.chars().zip(pattern.chars()) {
            assert!(c == '.' || m == 'x', "clue outside the pattern in {puzzle}");
        }
    }
}

#[test]
fn generate_reports_what_it_cannot_do() {
    shudu()
        .args([
            "generate",
            "-q",
            "--seed",
            "2",
            "--clues",
            "17",
            "--attempts",
            "3",
        ])
        .assert()
        .code(1)
        .stdout(predicate::str::contains(
            "could not reach a minimal puzzle with 17 clues",
        ));
    shudu()
        .args(["generate", "--symmetry", "sideways"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("unknown symmetry \"sideways\""));
    shudu()
        .args(["generate", "--pattern", "xx.."])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("--pattern"));
    let json =
        stdout_of(shudu().args(["generate", "-q", "--json", "--seed", "5", "--clues", "25"]));
    let v: serde_json::Value = serde_json::from_str(json.trim()).unwrap();
    assert_eq!(v["clues"], 25);
    assert_eq!(v["status"], "generated");
}

#[test]
fn check_judges_minimality_by_symmetric_groups() {
    let puzzles = stdout_of(shudu().args([
        "generate",
        "-q",
        "-n",
        "4",
        "--seed",
        "42",
        "--symmetry",
        "rot180",
    ]));
    // Minimal by groups, though single clues may go one at a time.
    shudu()
        .args(["check", "-q", "--symmetry", "rot180", "-"])
        .write_stdin(puzzles.clone())
        .assert()
        .code(0)
        .stdout(predicate::function(|out: &str| {
            out.lines()
                .all(|l| l.starts_with("minimal    valid, unique, minimal for rot180"))
        }));
    let out = stdout_of(
        shudu()
            .args(["check", "-q", "--symmetry", "rot180"])
            .arg(data("seeds.txt")),
    );
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines[0].ends_with("; the clues are not laid out with rot180"));
    assert!(lines[1].contains("1 redundant group: {r4c4=1 r6c6=6}"));
    shudu()
        .args(["check", "--symmetry", "spiral", INKALA])
        .assert()
        .code(2);
}

/// The one JSON record a command prints for one puzzle.
fn json_of(args: &[&str]) -> serde_json::Value {
    let out = stdout_of(shudu().args(args));
    serde_json::from_str(out.trim()).unwrap()
}

#[test]
fn json_records_are_the_librarys_shapes() {
    use serde_json::json;
    // solve: the Outcome record; broken rules as {rule, cells, message}, a clashing pair
    // once, named with the first house the two cells share.
    let clash = format!("55{}", &INKALA[2..]);
    let v = json_of(&["solve", "-q", "--json", &clash]);
    assert_eq!(v["status"], "invalid");
    assert_eq!(
        v["violations"][0],
        json!({"rule": "row 1", "cells": ["r1c1", "r1c2"],
               "message": "r1c1 and r1c2 both hold 5 (row 1)"})
    );
    assert!(v.get("rules").is_none(), "classic rules go unsaid: {v}");
    assert!(v["error"].as_str().unwrap().contains("both hold 5"));
    let v = json_of(&["solve", "-q", "--json", UNSOLVABLE]);
    assert_eq!(v["status"], "unsolvable");
    assert!(v.get("solution").is_none());

    // count: the SolutionCount record.
    let v = json_of(&["count", "-q", "--json", "--limit", "5", INKALA_CHANGED]);
    assert_eq!(
        (v["count"].clone(), v["limit_reached"].clone()),
        (json!(5), json!(true))
    );

    // check: the Check record; redundant clues as {cell, digit}, null when not unique.
    let v = json_of(&["check", "-q", "--json", INKALA_CHANGED]);
    assert_eq!(v["status"], "multiple");
    assert_eq!(v["redundant"], json!(null));
    assert_eq!(v["violations"], json!([]));
    assert_eq!(
        (v["valid"].clone(), v["unique"].clone()),
        (json!(true), json!(false))
    );
    let seeds = stdout_of(
        shudu()
            .args(["check", "-q", "--json", "--symmetry", "rot180"])
            .arg(data("seeds.txt")),
    );
    let v: serde_json::Value = serde_json::from_str(seeds.lines().nth(1).unwrap()).unwrap();
    assert_eq!(v["status"], "unique");
    assert_eq!(v["minimal_for_symmetry"], false);
    assert_eq!(
        v["redundant_groups"],
        json!([[{"cell": "r4c4", "digit": 1}, {"cell": "r6c6", "digit": 6}]])
    );
    assert_eq!(v["redundant"].as_array().unwrap().len(), 11);

    // generate: the Generated record, with the run's seed and index.
    let v = json_of(&["generate", "-q", "--json", "--seed", "5"]);
    assert_eq!(v["status"], "generated");
    assert_eq!(v["rating"], json!(null));
    assert!(v["attempts"].as_u64().unwrap() >= 1);
    assert_eq!(
        (v["seed"].clone(), v["index"].clone()),
        (json!(5), json!(0))
    );

    // rate: the Rating record, ER/EP/ED as numbers.
    let v = json_of(&["rate", "-q", "--json", INKALA]);
    assert!(v["rating"]["er"].is_f64(), "{v}");
    assert_eq!(v["rating"]["level"], v["status"]);
}

#[test]
fn version_verbose_names_the_cpu_and_the_path() {
    let plain = stdout_of(shudu().arg("--version"));
    assert!(plain.starts_with("shudu "), "{plain}");
    for args in [
        &["version", "--verbose"][..],
        &["--version", "--verbose"],
        &["--verbose", "--version"],
        &["-V", "-v"],
    ] {
        let out = stdout_of(shudu().args(args).env_remove("SHUDU_KERNEL_PATH"));
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines[0], plain.trim_end(), "{args:?}");
        assert!(
            lines[1].starts_with("cpu:    ") && lines[1].contains(" family 0x"),
            "{out}"
        );
        assert!(lines[2].starts_with("kernel: bitboard on path "), "{out}");
        assert_eq!(lines[3], "path:   chosen for this CPU", "{out}");
    }
    // The variable forces the portable path, which every CPU runs.
    let forced = stdout_of(
        shudu()
            .args(["version", "-v"])
            .env("SHUDU_KERNEL_PATH", "portable"),
    );
    assert!(
        forced.contains("kernel: bitboard on path portable\n"),
        "{forced}"
    );
    assert!(
        forced.contains("path:   set by SHUDU_KERNEL_PATH;"),
        "{forced}"
    );
    // A value that names no path is refused with a warning, and the run goes on.
    shudu()
        .args(["count", "-q", INKALA])
        .env("SHUDU_KERNEL_PATH", "avx9")
        .assert()
        .success()
        .stdout("1\n")
        .stderr(predicates::str::contains(
            "shudu: warning: ignored SHUDU_KERNEL_PATH=avx9: not a kernel path",
        ));
}

#[test]
fn generate_on_other_sizes_says_whether_each_puzzle_is_minimal() {
    let out = stdout_of(shudu().args([
        "generate", "--size", "6", "--seed", "1", "--count", "3", "--json",
    ]));
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3, "{out}");
    for line in lines {
        let record: serde_json::Value = serde_json::from_str(line).unwrap();
        assert_eq!(record["puzzle"].as_str().unwrap().len(), 36, "{line}");
        // Small boards always finish their proofs: every clue is needed.
        assert_eq!(record["minimal"], true, "{line}");
        assert_eq!(record["unproven"], 0, "{line}");
    }
}

#[test]
fn variant_check_and_generate_print_the_librarys_variant_records() {
    use serde_json::json;
    // check: the variant Check record, redundant clues as {cell, digit} as for classic
    // puzzles, merged with the entry's fields.
    let mut cmd = shudu();
    cmd.args(["check", "-q", "--json", "--size", "4", "--variant", "x"])
        .write_stdin("3.2..1.........2\n");
    let v: serde_json::Value = serde_json::from_str(stdout_of(&mut cmd).trim()).unwrap();
    assert_eq!(v["status"], "unique");
    assert_eq!(v["redundant"], json!([{"cell": "r4c4", "digit": 2}]));
    assert_eq!(v["violations"], json!([]));
    // The puzzle with its rules, which a line would drop: the record reads back.
    assert_eq!(v["puzzle"]["givens"], "3.2..1.........2");
    assert_eq!(
        v["puzzle"]["extras"],
        json!(["diagonal-main", "diagonal-anti"])
    );
    // generate: the variant Generated record, its solution always there (as for classic
    // puzzles), with the run's seed and index.
    let v = json_of(&[
        "generate",
        "-q",
        "--json",
        "--size",
        "4",
        "--variant",
        "x",
        "--seed",
        "1",
    ]);
    assert_eq!(v["puzzle"]["givens"], "3.2..1..........");
    assert_eq!(v["solution"], "3421213412434312");
    assert_eq!(
        (v["minimal"].clone(), v["seed"].clone()),
        (json!(true), json!(1))
    );
}

#[test]
fn generate_makes_jigsaw_and_odd_even_puzzles_that_check_as_minimal() {
    // Each flag alone, both together, and with killer cages: the library's layouts
    // and marks, and `check` agrees the puzzle is unique (and minimal where givens are).
    for (extra, minimal_givens) in [
        (&["--jigsaw"][..], true),
        (&["--odd-even"][..], true),
        (&["--jigsaw", "--odd-even"][..], true),
        (&["--odd-even", "--killer", "--killer-givens"][..], false),
    ] {
        let mut args = vec!["generate", "-q", "--json", "--size", "6", "--seed", "4"];
        args.extend_from_slice(extra);
        let v = json_of(&args);
        let puzzle = &v["puzzle"];
        assert_eq!(
            puzzle["regions"].is_array(),
            extra.contains(&"--jigsaw"),
            "{extra:?}: {v}"
        );
        let kinds: Vec<&str> = puzzle["constraints"]
            .as_array()
            .map(|list| list.iter().filter_map(|c| c["type"].as_str()).collect())
            .unwrap_or_default();
        assert_eq!(
            kinds.iter().any(|k| *k == "odd" || *k == "even"),
            extra.contains(&"--odd-even"),
            "{extra:?}: {v}"
        );
        assert_eq!(v["minimal"], true, "{extra:?}");
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("puzzle.json");
        std::fs::write(&file, puzzle.to_string()).unwrap();
        let mut cmd = shudu();
        cmd.args(["check", "-q", "--json"]).arg(&file);
        let checked: serde_json::Value = serde_json::from_str(stdout_of(&mut cmd).trim()).unwrap();
        let status = checked["status"].as_str().unwrap();
        if minimal_givens {
            assert_eq!(status, "minimal", "{extra:?}: {checked}");
        } else {
            assert!(
                status == "minimal" || status == "unique",
                "{extra:?}: {checked}"
            );
        }
    }
    // The same seed draws the same layout; another seed another.
    let layout = |seed: &str| {
        json_of(&[
            "generate", "-q", "--json", "--size", "6", "--jigsaw", "--seed", seed,
        ])["puzzle"]["regions"]
            .clone()
    };
    assert_eq!(layout("1"), layout("1"));
    assert_ne!(layout("1"), layout("2"));
}

/// `shudu generate --arrows`: arrows whose lines add up to their bulbs (a pill among
/// them) in the solution, a puzzle `check` finds minimal, and a broken arrow named by
/// `check`.
#[test]
fn generate_makes_arrow_puzzles_whose_lines_add_up() {
    let v = json_of(&[
        "generate", "-q", "--json", "--size", "6", "--arrows", "--seed", "4",
    ]);
    let puzzle = &v["puzzle"];
    let solution: Vec<u32> = v["solution"]
        .as_str()
        .unwrap()
        .chars()
        .map(|c| c.to_digit(10).unwrap())
        .collect();
    let digit = |cell: &serde_json::Value| {
        let (r, c) = cell.as_str().unwrap()[1..].split_once('c').unwrap();
        solution[(r.parse::<usize>().unwrap() - 1) * 6 + c.parse::<usize>().unwrap() - 1]
    };
    let arrows = puzzle["constraints"].as_array().unwrap();
    assert!(!arrows.is_empty(), "{v}");
    assert!(
        arrows
            .iter()
            .any(|a| a["bulb"].as_array().unwrap().len() == 2),
        "a pill: {v}"
    );
    for arrow in arrows {
        assert_eq!(arrow["type"], "arrow");
        let line: u32 = arrow["line"].as_array().unwrap().iter().map(digit).sum();
        // A pill's cells read as one number, the top or left one first.
        let bulb = arrow["bulb"].as_array().unwrap();
        let value = bulb.iter().fold(0, |v, cell| v * 10 + digit(cell));
        assert_eq!(line, value, "{arrow}");
    }
    assert_eq!(v["minimal"], true);
    // The solution with the first line's first digit changed breaks its arrow: `check`
    // names it among the broken rules.
    let first = &arrows[0]["line"][0];
    let (r, c) = first.as_str().unwrap()[1..].split_once('c').unwrap();
    let at = (r.parse::<usize>().unwrap() - 1) * 6 + c.parse::<usize>().unwrap() - 1;
    let mut givens = solution.clone();
    givens[at] = givens[at] % 6 + 1;
    let mut broken = puzzle.clone();
    broken["givens"] = serde_json::Value::from(
        givens
            .iter()
            .map(|&d| char::from_digit(d, 10).unwrap())
            .collect::<String>(),
    );
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("broken.json");
    std::fs::write(&file, broken.to_string()).unwrap();
    let mut cmd = shudu();
    cmd.args(["solve", "-q", "--json"]).arg(&file);
    let out = String::from_utf8(cmd.output().unwrap().stdout).unwrap();
    let checked: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(checked["status"], "invalid", "{checked}");
    let bulb = arrows[0]["bulb"]
        .as_array()
        .unwrap()
        .iter()
        .fold(0, |v, cell| v * 10 + digit(cell));
    let sum = bulb + givens[at] - solution[at];
    let named = format!(
        "the line of the arrow at {} adds up to {sum}, not {bulb}",
        arrows[0]["bulb"][0].as_str().unwrap()
    );
    let messages: Vec<&str> = checked["violations"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|v| v["message"].as_str())
        .collect();
    assert!(messages.contains(&named.as_str()), "{messages:?}");
}

/// `shudu generate --sandwich`: sums beside rows and above columns, each the sum between
/// the line's 1 and 9 in the solution, a puzzle `check` finds minimal, and a sandwich
/// read back from the f-puzzles form the CLI writes.
#[test]
fn generate_makes_sandwich_puzzles_whose_sums_hold_in_the_solution() {
    let v = json_of(&["generate", "-q", "--json", "--sandwich", "--seed", "3"]);
    let puzzle = &v["puzzle"];
    let solution: Vec<u32> = v["solution"]
        .as_str()
        .unwrap()
        .chars()
        .map(|c| c.to_digit(10).unwrap())
        .collect();
    let clues = puzzle["constraints"].as_array().unwrap();
    assert!(!clues.is_empty() && clues.len() < 18, "{puzzle}");
    for clue in clues {
        assert_eq!(clue["type"], "sandwich", "{clue}");
        let line: Vec<u32> = match (clue["row"].as_u64(), clue["column"].as_u64()) {
            (Some(r), None) => (0..9).map(|c| solution[(r as usize - 1) * 9 + c]).collect(),
            (None, Some(c)) => (0..9).map(|r| solution[r * 9 + c as usize - 1]).collect(),
            _ => panic!("a row or a column: {clue}"),
        };
        let at = |d| line.iter().position(|&x| x == d).unwrap();
        let (a, b) = (at(1).min(at(9)), at(1).max(at(9)));
        assert_eq!(
            line[a + 1..b].iter().sum::<u32>(),
            clue["sum"].as_u64().unwrap() as u32
        );
    }
    assert_eq!(v["minimal"], true);
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("puzzle.json");
    std::fs::write(&file, puzzle.to_string()).unwrap();
    let mut cmd = shudu();
    cmd.args(["check", "-q", "--json"]).arg(&file);
    let checked: serde_json::Value = serde_json::from_str(stdout_of(&mut cmd).trim()).unwrap();
    assert_eq!(checked["status"], "minimal", "{checked}");
}

/// `shudu generate --little-killer`: sums on diagonals, each the sum of its diagonal's
/// digits in the solution, a puzzle `check` finds minimal.
#[test]
fn generate_makes_little_killer_puzzles_whose_sums_hold_in_the_solution() {
    let v = json_of(&[
        "generate",
        "-q",
        "--json",
        "--little-killer",
        "--size",
        "6",
        "--seed",
        "3",
    ]);
    let puzzle = &v["puzzle"];
    let solution: Vec<u32> = v["solution"]
        .as_str()
        .unwrap()
        .chars()
        .map(|c| c.to_digit(10).unwrap())
        .collect();
    let clues = puzzle["constraints"].as_array().unwrap();
    assert!(!clues.is_empty(), "{puzzle}");
    for clue in clues {
        assert_eq!(clue["type"], "little-killer", "{clue}");
        let start = clue["start"].as_str().unwrap();
        let (r, c) = start[1..].split_once('c').unwrap();
        let (mut r, mut c) = (
            r.parse::<isize>().unwrap() - 1,
            c.parse::<isize>().unwrap() - 1,
        );
        let (dr, dc) = match clue["direction"].as_str().unwrap() {
            "up-left" => (-1, -1),
            "up-right" => (-1, 1),
            "down-left" => (1, -1),
            "down-right" => (1, 1),
            other => panic!("a direction: {other}"),
        };
        let mut total = 0;
        while (0..6).contains(&r) && (0..6).contains(&c) {
            total += solution[(r * 6 + c) as usize];
            (r, c) = (r + dr, c + dc);
        }
        assert_eq!(total, clue["sum"].as_u64().unwrap() as u32, "{clue}");
    }
    assert_eq!(v["minimal"], true);
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("puzzle.json");
    std::fs::write(&file, puzzle.to_string()).unwrap();
    let mut cmd = shudu();
    cmd.args(["check", "-q", "--json"]).arg(&file);
    let checked: serde_json::Value = serde_json::from_str(stdout_of(&mut cmd).trim()).unwrap();
    assert_eq!(checked["status"], "minimal", "{checked}");
}

/// `shudu daily`: one puzzle per level for a date, the same on every run, each the
/// puzzle `generate` makes from the record's seed and index; a date the calendar lacks
/// or a level with no daily puzzle is a usage error in the chosen language.
#[test]
fn daily_puzzles_are_the_same_for_everybody() {
    let run = || stdout_of(shudu().args(["daily", "-q", "--date", "2026-11-28"]));
    let first = run();
    assert_eq!(first, run());
    let levels: Vec<&str> = first
        .lines()
        .map(|l| l.split(' ').next().unwrap())
        .collect();
    assert_eq!(levels, ["easy", "medium", "hard", "expert", "extreme"]);
    let record: serde_json::Value = serde_json::from_str(&stdout_of(shudu().args([
        "daily",
        "-q",
        "--date",
        "2026-11-28",
        "--level",
        "hard",
        "--json",
    ])))
    .unwrap();
    assert_eq!(record["date"], "2026-11-28");
    assert_eq!(record["rating"]["level"], "hard");
    let seed = record["seed"].as_u64().unwrap().to_string();
    let nth = (record["index"].as_u64().unwrap() + 1).to_string();
    let again = stdout_of(shudu().args([
        "generate",
        "-q",
        "--seed",
        &seed,
        "--symmetry",
        "rot180",
        "--level",
        "hard",
        "-n",
        &nth,
    ]));
    let puzzle = record["puzzle"].as_str().unwrap();
    assert!(again.lines().last().unwrap().starts_with(puzzle), "{again}");
    assert!(first.contains(puzzle));
    shudu()
        .args(["daily", "--lang", "zh-Hant", "--date", "2026-02-30"])
        .assert()
        .code(2)
        .stderr("shudu: --date：日曆上沒有 2026-02-30 這一天\n");
    shudu()
        .args(["daily", "--level", "diabolical"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "the levels are easy, medium, hard, expert, extreme",
        ));
}

#[test]
fn candidates_lists_what_the_rules_allow_as_a_pencil_mark_grid() {
    // A 4×4 board: the grid reads back as the marks of a position (`hint` reads it).
    let out = stdout_of(shudu().args(["candidates", "-q", "--size", "4", "1..............."]));
    assert_eq!(
        out,
        "listed\n1   234  | 234  234\n234 234  | 1234 1234\n---------+----------\n234 1234 | 1234 1234\n234 1234 | 1234 1234\n"
    );
}

#[test]
fn true_candidates_show_where_the_solutions_part() {
    // Two solutions: 2 and 4 swap places in eight cells.
    shudu()
        .args([
            "candidates",
            "-q",
            "--true",
            "--size",
            "4",
            "..3.3......1.1..",
        ])
        .assert()
        .code(0)
        .stdout(predicates::str::starts_with(
            "multiple   several solutions: 8 cells hold more than one digit",
        ));
    // A unique puzzle: one digit a cell, the solution.
    let json = stdout_of(shudu().args(["candidates", "-q", "--true", "--json", INKALA]));
    let record: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(record["status"], "unique");
    assert!(
        record["candidates"]
            .as_array()
            .unwrap()
            .iter()
            .all(|c| c.as_array().unwrap().len() == 1)
    );
    assert_eq!(record["undecided"], serde_json::json!([]));
    // Clashing givens: named, exit code 1.
    shudu()
        .args([
            "candidates",
            "-q",
            "--true",
            &format!("11{}", ".".repeat(79)),
        ])
        .assert()
        .code(1)
        .stdout(predicates::str::starts_with(
            "invalid    r1c1 and r1c2 both hold 1",
        ));
}

#[test]
fn true_candidates_give_up_within_the_timeout_and_say_what_is_undecided() {
    let empty = ".".repeat(256);
    shudu()
        .args([
            "candidates",
            "-q",
            "--true",
            "--timeout",
            "0",
            "--size",
            "16",
            &empty,
        ])
        .assert()
        .code(1)
        .stdout(
            predicates::str::is_match(
                "^gave-up    gave up with \\d+ candidates undecided: r1c1=\\S+ .* …\n",
            )
            .unwrap(),
        );
}

#[test]
fn setter_names_the_clues_that_make_a_puzzle_unique_or_could_go() {
    // Several solutions: the clues named make it unique.
    let out = stdout_of(shudu().args(["setter", "-q", "--size", "4", "..3.3......1.1.."]));
    assert_eq!(
        out,
        "multiple   several solutions (4 counted): these 2 clues make it unique: r2c4=2 r4c3=2\n"
    );
    shudu()
        .args(["count", "-q", "--size", "4", "..3.3..2...1.12."])
        .assert()
        .success()
        .stdout("1\n");
    // Unique, not minimal: the clues that could go, as check names them.
    let mut line = INKALA.to_owned();
    line.replace_range(1..2, &INKALA_SOLUTION[1..2]);
    let json = stdout_of(shudu().args(["setter", "-q", "--json", &line]));
    let record: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(record["status"], "unique");
    assert!(
        record["redundant"]
            .as_array()
            .unwrap()
            .iter()
            .any(|c| c["cell"] == "r1c2")
    );
    assert_eq!(record["additions"], serde_json::json!([]));
    // No solution: nothing to add, exit code 1.
    let stuck = format!("12345678.{}9{}", ".".repeat(8), ".".repeat(63));
    shudu().args(["setter", "-q", &stuck]).assert().code(1);
}
