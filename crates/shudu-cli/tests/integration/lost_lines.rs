//! Nothing the user gave is lost: one record per input entry, in order, whatever stands
//! beside it (an unclosed bracket, a lone grid row, a line one cell too long on any
//! board); empty inputs and every editor's encoding are named; an output never
//! overwrites an input; and one command's output reads into the next on every board.

use predicates::prelude::*;

use crate::support::{INKALA, INKALA_SOLUTION, shudu, stdout_of};

/// What `cmd` prints on standard output, after checking it exits 1 (some entry failed).
fn failing_stdout(cmd: &mut assert_cmd::Command) -> String {
    String::from_utf8(cmd.assert().code(1).get_output().stdout.clone()).unwrap()
}

/// The status word of each output line.
fn statuses(out: &str) -> Vec<&str> {
    out.lines()
        .map(|l| l.split_whitespace().next().unwrap_or(""))
        .collect()
}

#[test]
fn an_unclosed_bracket_loses_no_puzzle_after_it() {
    let input = format!("[\n{INKALA}\n{INKALA}\n");
    let out = failing_stdout(shudu().args(["solve", "-q"]).write_stdin(input));
    assert_eq!(statuses(&out), ["error", "solved", "solved"], "{out}");
    assert!(out.starts_with("error      <stdin>:1: JSON board"), "{out}");
}

#[test]
fn a_nine_digit_line_loses_no_puzzle_after_it() {
    let input = format!("{INKALA}\n123456789\n{INKALA}\nxx\n{INKALA}\n");
    let out = failing_stdout(shudu().args(["solve", "-q", "--json"]).write_stdin(input));
    let lines: Vec<u64> = out
        .lines()
        .map(|l| {
            serde_json::from_str::<serde_json::Value>(l).unwrap()["line"]
                .as_u64()
                .unwrap()
        })
        .collect();
    assert_eq!(lines, [1, 2, 3, 4, 5], "{out}");
}

#[test]
fn a_variant_line_one_cell_too_long_loses_no_line_after_it() {
    let good = ["3..2..1.1....3..", ".1..3.4....2....", "..2....3.2..43.."];
    let input = format!("{}\n{}1\n{}\n{}\n", good[0], good[1], good[2], good[0]);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("fours.txt");
    std::fs::write(&path, input).unwrap();
    let name = path.to_str().unwrap();
    let out = failing_stdout(shudu().args(["solve", "-q", name]));
    assert_eq!(
        statuses(&out),
        ["solved", "error", "solved", "solved"],
        "{out}"
    );
    assert!(
        out.contains(&format!(
            "{name}:2: expected 16 cells (a 4×4 board), found 17"
        )),
        "{out}"
    );
    // Its record holds its text and line, as a classic entry's does.
    let json = failing_stdout(shudu().args(["solve", "-q", "--json", name]));
    let error: serde_json::Value = serde_json::from_str(json.lines().nth(1).unwrap()).unwrap();
    assert_eq!(error["line"], 2);
    assert_eq!(error["puzzle"], format!("{}1", good[1]));
    assert_eq!(error["source"], name);
}

#[test]
fn an_output_naming_an_input_is_refused_and_the_input_kept() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("x.txt");
    std::fs::write(&path, format!("{INKALA}\n{INKALA}\n")).unwrap();
    let name = path.to_str().unwrap();
    for args in [
        vec!["format", "-q", name, "-o", name],
        vec!["dedupe", "-q", name, "--report", name],
    ] {
        shudu()
            .args(&args)
            .assert()
            .code(2)
            .stderr(predicate::str::contains("is also an input"));
        let kept = std::fs::read_to_string(&path).unwrap();
        assert_eq!(kept.lines().count(), 2, "{args:?}");
    }
    // Standard input redirected from the file named by -o.
    let output = std::process::Command::new(assert_cmd::cargo::cargo_bin("shudu"))
        .args(["solve", "-q", "-o", name])
        .stdin(std::fs::File::open(&path).unwrap())
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("is also an input"));
    assert_eq!(std::fs::read_to_string(&path).unwrap().lines().count(), 2);
    // A run that writes to another file puts it in place whole, with no file left over.
    let out = dir.path().join("out.txt");
    shudu()
        .args(["solve", "-q", name, "-o", out.to_str().unwrap()])
        .assert()
        .success();
    assert_eq!(
        std::fs::read_to_string(&out).unwrap(),
        format!("solved     {INKALA_SOLUTION}\n").repeat(2)
    );
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 2);
}

#[test]
fn an_empty_input_is_named_not_passed_over() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("empty.txt");
    std::fs::write(&path, "# only a comment\n\n").unwrap();
    shudu()
        .args(["solve", "-q"])
        .arg(&path)
        .assert()
        .code(1)
        .stdout(predicate::str::contains("empty.txt: no puzzle found"));
    shudu()
        .args(["count", "-q"])
        .write_stdin("")
        .assert()
        .code(1)
        .stdout("error      <stdin>: no puzzle found\n");
}

#[test]
fn an_eighty_cell_argument_is_a_puzzle_with_a_cell_missing() {
    shudu()
        .args(["solve", "-q", &INKALA[..80]])
        .assert()
        .code(1)
        .stdout("error      <argument 1>:1: expected 81 cells, found 80\n");
}

#[test]
fn full_width_digits_and_utf16_files_are_read() {
    let wide: String = INKALA
        .chars()
        .map(|c| char::from_u32(c as u32 + 0xfee0).unwrap())
        .collect();
    shudu()
        .args(["solve", "-q"])
        .write_stdin(format!("{wide}\n"))
        .assert()
        .success()
        .stdout(format!("solved     {INKALA_SOLUTION}\n"));
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("notepad.txt");
    let mut bytes = vec![0xff, 0xfe];
    for unit in format!("{INKALA}\r\n{INKALA}\r\n").encode_utf16() {
        bytes.extend(unit.to_le_bytes());
    }
    std::fs::write(&path, bytes).unwrap();
    shudu()
        .args(["solve", "-q"])
        .arg(&path)
        .assert()
        .success()
        .stdout(format!("solved     {INKALA_SOLUTION}\n").repeat(2));
}

#[test]
fn one_commands_output_reads_into_the_next_on_every_board() {
    // Regression: each of these asked for --size or --variant, or read 36 cells as 81.
    for generate in [
        vec!["generate", "-q", "--size", "6", "--seed", "1"],
        vec!["generate", "-q", "--killer", "--seed", "1"],
        vec!["generate", "-q", "--variant", "x", "--json", "--seed", "3"],
    ] {
        let puzzle = stdout_of(shudu().args(&generate));
        shudu()
            .args(["solve", "-q"])
            .write_stdin(puzzle.clone())
            .assert()
            .success()
            .stdout(predicate::str::starts_with("solved"));
        let link = stdout_of(
            shudu()
                .args(["format", "-q", "--to", "sudokupad-link"])
                .write_stdin(puzzle),
        );
        assert!(link.starts_with("https://sudokupad.app/"), "{link}");
        shudu()
            .args(["count", "-q"])
            .write_stdin(link)
            .assert()
            .success()
            .stdout("1\n");
    }
}

#[test]
fn no_attempt_budget_of_zero_on_any_board() {
    for board in [vec![], vec!["--killer"], vec!["--size", "6"]] {
        shudu()
            .args(["generate", "-q", "--attempts", "0"])
            .args(&board)
            .assert()
            .code(2)
            .stderr(predicate::str::contains(
                "an attempt budget of 0 tries no grid at all",
            ));
    }
}

#[test]
fn classic_only_verbs_read_any_board_and_name_the_rules_they_refuse() {
    // A 4×4 line, then a classic puzzle twice in shudu's variant JSON: canon, dedupe and
    // transform give one record each, the 4×4 one an error naming the verb and rules.
    let four = "3..2..1.1....3..";
    let classic = format!(r#"{{"size": 9, "givens": "{INKALA}"}}"#);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("boards.txt");
    std::fs::write(&path, format!("{four}\n{classic}\n{classic}\n")).unwrap();
    let name = path.to_str().unwrap();
    for (verb, statuses) in [
        (vec!["canon"], ["error", "ok", "ok"]),
        (vec!["dedupe"], ["error", "kept", "duplicate"]),
        (vec!["transform", "--transpose"], ["error", "ok", "ok"]),
    ] {
        let mut args = verb.clone();
        args.extend(["-q", "--json", name]);
        let out = failing_stdout(shudu().args(&args));
        let records: Vec<serde_json::Value> = out
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        let got: Vec<&str> = records
            .iter()
            .map(|r| r["status"].as_str().unwrap())
            .collect();
        assert_eq!(got, statuses, "{verb:?}: {out}");
        let lines: Vec<u64> = records
            .iter()
            .map(|r| r["line"].as_u64().unwrap())
            .collect();
        assert_eq!(lines, [1, 2, 3], "{verb:?}");
        let error = records[0]["error"].as_str().unwrap();
        assert!(
            error.ends_with(&format!(
                "boards.txt:1: {} is not available for these rules (4×4 (2×2 boxes)): it is defined for classic 9×9 puzzles",
                verb[0]
            )),
            "{error}"
        );
    }
    // `equiv` reads one puzzle a side, in any form.
    let killer = stdout_of(shudu().args(["generate", "-q", "--killer", "--seed", "2", "--json"]));
    let killer_path = dir.path().join("killer.json");
    std::fs::write(&killer_path, killer).unwrap();
    let one = dir.path().join("one.json");
    std::fs::write(&one, &classic).unwrap();
    shudu()
        .args(["equiv", one.to_str().unwrap(), INKALA])
        .assert()
        .success();
    shudu()
        .args(["equiv", killer_path.to_str().unwrap(), INKALA])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "killer.json:1: equiv is not available for these rules (9×9 (3×3 boxes), killer)",
        ));
}

#[test]
fn pretty_solutions_read_back_on_every_board() {
    // `solve --pretty | check`: the headings are `#` comments and the grids read back,
    // a 6×6 grid's size taken from its first row; rules a grid cannot carry (the
    // diagonals, cages) go with the solution, so it is checked on them.
    let six = stdout_of(shudu().args(["generate", "-q", "--size", "6", "-n", "2", "--seed", "1"]));
    let x = stdout_of(shudu().args(["generate", "-q", "--variant", "x", "-n", "2", "--seed", "1"]));
    let killer = stdout_of(shudu().args(["generate", "-q", "--killer", "--seed", "3"]));
    let several = ".".repeat(81);
    for (input, rules) in [
        (format!("{INKALA}\n{several}\n"), None),
        (six, Some("6×6 (2×3 boxes)")),
        (x, Some("9×9 (3×3 boxes), diagonal-main, diagonal-anti")),
        (killer, Some("9×9 (3×3 boxes), killer")),
    ] {
        let pretty = stdout_of(
            shudu()
                .args(["solve", "-q", "--pretty"])
                .write_stdin(input.clone()),
        );
        assert!(pretty.starts_with("# line 1: solved\n"), "{pretty}");
        let checked = stdout_of(
            shudu()
                .args(["check", "-q", "--json", "-"])
                .write_stdin(pretty.clone()),
        );
        let records: Vec<serde_json::Value> = checked
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        // One full grid per solution, each read back as a unique puzzle on its rules.
        let grids = pretty.matches("# line").count() + pretty.matches("# and also").count();
        assert_eq!(records.len(), grids, "{pretty}\n{checked}");
        for record in &records {
            assert_eq!(record["status"], "unique", "{checked}");
            assert_eq!(record["rules"].as_str(), rules, "{checked}");
        }
        // A record reads back as its puzzle, on its rules too.
        let records = stdout_of(shudu().args(["solve", "-q", "--json"]).write_stdin(input));
        let checked = stdout_of(
            shudu()
                .args(["check", "-q", "--json", "-"])
                .write_stdin(records.clone()),
        );
        for line in checked.lines() {
            let record: serde_json::Value = serde_json::from_str(line).unwrap();
            assert_ne!(record["status"], "error", "{records}\n{checked}");
            assert_eq!(record["rules"].as_str(), rules, "{records}\n{checked}");
        }
    }
}

#[test]
fn generate_pretty_prints_grids_on_every_plain_board_and_they_read_back() {
    for size in ["6", "9"] {
        let grids = stdout_of(shudu().args([
            "generate", "-q", "--size", size, "-n", "2", "--seed", "1", "--pretty",
        ]));
        assert!(grids.starts_with("# puzzle 1 ("), "{grids}");
        let solved = stdout_of(shudu().args(["solve", "-q"]).write_stdin(grids.clone()));
        assert_eq!(statuses(&solved), ["solved", "solved"], "{grids}\n{solved}");
    }
    // A grid cannot carry cages: the puzzle's JSON with its digits as rows, which reads
    // back on its cages.
    let killer = stdout_of(shudu().args(["generate", "-q", "--killer", "--seed", "3", "--pretty"]));
    assert!(
        killer.contains(r#""constraints":[{"type":"killer""#),
        "{killer}"
    );
    assert!(killer.contains("\n  [0,"), "{killer}");
    let solved = stdout_of(
        shudu()
            .args(["solve", "-q", "--json"])
            .write_stdin(killer.clone()),
    );
    let record: serde_json::Value = serde_json::from_str(solved.trim()).unwrap();
    assert_eq!(record["status"], "solved", "{solved}");
    assert_eq!(record["rules"], "9×9 (3×3 boxes), killer", "{solved}");
}

#[test]
fn a_file_of_classic_puzzles_may_hold_other_boards_after_them() {
    // Classic lines first, then a 6×6 line, an X puzzle's JSON and a 6×6 line with a bad
    // character: each entry is read on its own board, the bad one is named by its line.
    let six = ".1.23...6.......535..4.........4...1";
    let x = stdout_of(shudu().args(["generate", "-q", "--variant", "x", "--seed", "3", "--json"]));
    let x = x.trim();
    let bad = format!("x{}", &six[1..]);
    let input = format!("{INKALA}\n{six}\n{x}\n{bad}\n{INKALA}\n");
    let dir = env!("CARGO_TARGET_TMPDIR");
    let file = format!("{dir}/mixed-boards.txt");
    std::fs::write(&file, &input).unwrap();
    let out = failing_stdout(shudu().args(["solve", "-q", &file]));
    assert_eq!(
        statuses(&out),
        ["solved", "solved", "solved", "error", "solved"],
        "{out}"
    );
    assert!(out.contains(&format!("{file}:4: ")), "{out}");
    // `format` to a form that carries the X rules.
    for command in [
        &["count"][..],
        &["check"],
        &["rate"],
        &["explain"],
        &["format", "--to", "fpuzzles"],
    ] {
        let out = shudu()
            .args(command)
            .args(["-q", "--json", &file])
            .output()
            .unwrap();
        let out = String::from_utf8(out.stdout).unwrap();
        let lines: Vec<serde_json::Value> = out
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        assert_eq!(lines.len(), 5, "{command:?}: {out}");
        let read: Vec<u64> = lines.iter().map(|r| r["line"].as_u64().unwrap()).collect();
        assert_eq!(read, [1, 2, 3, 4, 5], "{command:?}: {out}");
        assert_eq!(lines[3]["status"], "error", "{command:?}: {out}");
        for (i, record) in lines.iter().enumerate().filter(|&(i, _)| i != 3) {
            assert_ne!(
                record["status"],
                "error",
                "{command:?} line {}: {record}",
                i + 1
            );
        }
    }
}

#[test]
fn generate_is_one_door_for_every_board() {
    // A plain 9×9 board is the classic one: the classic generator's puzzles, by level.
    let classic = stdout_of(shudu().args(["generate", "-q", "--seed", "4", "-n", "2"]));
    let sized =
        stdout_of(shudu().args(["generate", "-q", "--seed", "4", "-n", "2", "--size", "9"]));
    assert_eq!(classic, sized);
    let rated = stdout_of(shudu().args([
        "generate", "-q", "--seed", "4", "--size", "9", "--level", "easy",
    ]));
    // The line, then the rating (`1.2/1.2/1.2 Hidden Single`).
    let figures = rated.split_whitespace().nth(1).unwrap_or_default();
    assert_eq!(figures.matches('/').count(), 2, "{rated}");
    // A level, a clue count or a pattern is refused on other rules, by its flag.
    for (flag, value) in [("--level", "easy"), ("--rating", "1-2"), ("--clues", "12")] {
        shudu()
            .args(["generate", "-q", "--size", "6", flag, value])
            .assert()
            .code(2)
            .stderr(predicate::str::contains(format!(
                "{flag} is not available for these rules (6×6 (2×3 boxes))"
            )));
    }
    // Every board's record has its status and symmetry.
    let six = stdout_of(shudu().args(["generate", "-q", "--size", "6", "--seed", "1", "--json"]));
    let record: serde_json::Value = serde_json::from_str(six.trim()).unwrap();
    assert_eq!(record["status"], "generated", "{record}");
    assert_eq!(record["symmetry"], "none", "{record}");
}

#[test]
fn a_verb_refusing_a_board_names_the_file_and_line() {
    // Regression: these refusals were worded `line N:` without the input's name.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("six.txt");
    std::fs::write(&path, "# a 6×6\n.1.23...6.......535..4.........4...1\n").unwrap();
    let path = path.to_str().unwrap();
    for args in [
        vec!["format", "--to", "marks", path],
        vec!["check", "--symmetry", "rot180", path],
    ] {
        let out = failing_stdout(shudu().args(&args));
        assert!(
            out.contains("six.txt:2: ") && out.contains("is not available for these rules"),
            "{args:?}: {out}"
        );
    }
}
