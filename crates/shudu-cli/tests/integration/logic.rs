//! `shudu hint`, `explain`, `rate` and generation by difficulty, as a player or puzzle
//! maker uses them.

use predicates::prelude::*;

use crate::support::{data, shudu, stdout_of};

/// A constraint-propagation tutorial's example: needs a swordfish (SE 3.8/1.2/1.2).
const TUTORIAL: &str =
    "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759..";

/// The 729-character form of `puzzle` with every candidate its peers allow, less `removed`.
fn pencil_marks(puzzle: &str, removed: &[(usize, u8)]) -> String {
    let cells: Vec<u8> = puzzle
        .bytes()
        .map(|b| if b == b'.' { 0 } else { b - b'0' })
        .collect();
    let mut out = String::new();
    for i in 0..81 {
        let cell = |k: usize| shudu::Cell::from_index(k).expect("index below 81");
        let sees = |j: usize| cell(i).sees(cell(j));
        for d in 1..=9u8 {
            let possible = if cells[i] != 0 {
                cells[i] == d
            } else {
                !(0..81).any(|j| sees(j) && cells[j] == d) && !removed.contains(&(i, d))
            };
            out.push(if possible { (b'0' + d) as char } else { '.' });
        }
    }
    out
}

#[test]
fn hint_at_three_levels() {
    shudu()
        .args(["hint", "--level", "nudge", TUTORIAL])
        .assert()
        .code(0)
        .stdout("Hint: look at box 3.\n");
    shudu()
        .args(["hint", "--level", "technique", TUTORIAL])
        .assert()
        .stdout("Hint: a Hidden Single (1.2); look at box 3.\n");
    shudu()
        .args(["hint", TUTORIAL])
        .assert()
        .stdout("Hidden Single (1.2): r2c9 must be 9: it is the only place for 9 in box 3\n");
    let json = stdout_of(shudu().args(["hint", "--json", TUTORIAL]));
    let v: serde_json::Value = serde_json::from_str(json.trim()).unwrap();
    assert_eq!(v["status"], "hint");
    assert_eq!(v["nudge"], "look at box 3");
    // The full hint is the library's Step record, as `explain --json` prints each step.
    let explained = stdout_of(shudu().args(["explain", "-q", "--json", TUTORIAL]));
    let explained: serde_json::Value = serde_json::from_str(explained.trim()).unwrap();
    let first = explained["steps"][0].as_object().unwrap();
    for (key, value) in first {
        assert_eq!(&v[key], value, "{key}");
    }
    assert_eq!(v["rating"], 1.2);
    assert_eq!(
        v["placements"],
        serde_json::json!([{"cell": "r2c9", "digit": 9}])
    );
    assert_eq!(v["eliminations"], serde_json::json!([]));
    assert_eq!(
        v["evidence"]["houses"],
        serde_json::json!([{"role": "base", "house": "box 3"}])
    );
}

#[test]
fn hint_gives_up_after_its_timeout() {
    // No time at all: the search gives up before it starts.
    shudu()
        .args(["hint", "--timeout", "0", TUTORIAL])
        .assert()
        .code(1)
        .stdout("No hint: gave up after 0 s.\n");
    let json = stdout_of(shudu().args(["hint", "--json", "--timeout", "0", TUTORIAL]));
    let v: serde_json::Value = serde_json::from_str(json.trim()).unwrap();
    assert_eq!(v["status"], "gave-up");
    assert_eq!(v["reason"], "gave up after 0 s");
    assert!(v.get("nudge").is_none(), "{json}");
    // Plenty of time: the hint of no timeout.
    shudu()
        .args(["hint", "--timeout", "60", TUTORIAL])
        .assert()
        .code(0)
        .stdout("Hidden Single (1.2): r2c9 must be 9: it is the only place for 9 in box 3\n");
    shudu()
        .args(["hint", "--timeout", "-1", TUTORIAL])
        .assert()
        .code(2);
}

#[test]
fn hint_from_pencil_marks_uses_them() {
    // With every candidate the placed digits allow, the hint is the same as from the grid.
    let marks = pencil_marks(TUTORIAL, &[]);
    shudu()
        .args(["hint", &marks])
        .assert()
        .code(0)
        .stdout(predicate::str::starts_with(
            "Hidden Single (1.2): r2c9 must be 9",
        ));
}

#[test]
fn hint_names_the_players_mistakes_first() {
    // A wrong entry, told from the givens by the original puzzle.
    let mut state = TUTORIAL.to_owned();
    state.replace_range(0..1, "4");
    shudu()
        .args(["hint", "--puzzle", TUTORIAL, &state])
        .assert()
        .code(1)
        .stdout("Mistake: fix it first:\n  r1c1 holds 4, but the solution has 5 there\n");
    // Without the original, a clash is still found and named.
    shudu()
        .args(["hint", &state])
        .assert()
        .code(1)
        .stdout(predicate::str::contains(
            "r1c1 and r1c5 both hold 4 (row 1)",
        ));
    // A removed pencil mark that the solution needs (r2c9 is 9).
    let marks = pencil_marks(TUTORIAL, &[(17, 9)]);
    shudu()
        .args(["hint", "--json", &marks])
        .assert()
        .code(1)
        .stdout(predicate::str::contains(
            "r2c9: candidate 9 was removed, but the solution has 9 there",
        ));
}

#[test]
fn explain_walks_the_whole_path() {
    let out = stdout_of(shudu().args(["explain", "-q", TUTORIAL]));
    assert!(out.starts_with(
        "line 1: 3.8/1.2/1.2 Swordfish (Hard)\n  1. Hidden Single (1.2): r2c9 must be 9"
    ));
    assert!(out.contains("Swordfish (3.8): "));
    assert!(out.trim_end().ends_with("solved"));
    let json = stdout_of(shudu().args(["explain", "-q", "--json", TUTORIAL]));
    let v: serde_json::Value = serde_json::from_str(json.trim()).unwrap();
    assert_eq!(v["status"], "explained");
    // The library's rating record: numbers, not strings.
    assert_eq!(
        v["rating"],
        serde_json::json!({"er": 3.8, "ep": 1.2, "ed": 1.2, "hardest": "Swordfish", "level": "hard"})
    );
    let steps = v["steps"].as_array().unwrap();
    // The library's step record: placements as {cell, digit}, the rating a number.
    assert_eq!(steps[0]["technique"], "Hidden Single");
    assert_eq!(steps[0]["rating"], 1.2);
    assert_eq!(
        steps[0]["placements"],
        serde_json::json!([{"cell": "r2c9", "digit": 9}])
    );
    assert_eq!(
        steps[0]["evidence"]["houses"],
        serde_json::json!([{"role": "base", "house": "box 3"}])
    );
    let placed: usize = steps
        .iter()
        .map(|s| s["placements"].as_array().unwrap().len())
        .sum();
    let empty = TUTORIAL.chars().filter(|&c| c == '.').count();
    assert_eq!(placed, empty, "every empty cell is placed once");
}

#[test]
fn rate_gives_the_level_and_fails_honestly() {
    shudu()
        .args(["rate", "-q", TUTORIAL])
        .assert()
        .code(0)
        .stdout("hard       3.8/1.2/1.2 Swordfish\n");
    let seeds = data("seeds.txt");
    let out = shudu().args(["rate", "-q", &seeds]).assert().code(1);
    let text = String::from_utf8(out.get_output().stdout.clone()).unwrap();
    let statuses: Vec<&str> = text
        .lines()
        .map(|l| l.split_whitespace().next().unwrap())
        .collect();
    assert_eq!(statuses[3], "multiple");
    assert!(text.lines().all(|l| !l.is_empty()));
}

#[test]
fn generate_by_level_gives_only_that_level() {
    let out = stdout_of(shudu().args([
        "generate", "-q", "-n", "4", "--seed", "3", "--level", "hard", "--json",
    ]));
    let records: Vec<serde_json::Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(records.len(), 4);
    for r in &records {
        assert_eq!(r["rating"]["level"], "hard");
        // Rate the puzzle independently: the same level comes back.
        shudu()
            .args(["rate", "-q", r["puzzle"].as_str().unwrap()])
            .assert()
            .stdout(predicate::str::starts_with("hard "));
    }
    let out = stdout_of(shudu().args(["generate", "-q", "--seed", "3", "--rating", "4.0-4.4"]));
    let er: f64 = out.split_whitespace().nth(1).unwrap()[..3].parse().unwrap();
    assert!((4.0..=4.4).contains(&er), "{out}");
    shudu()
        .args([
            "generate",
            "-q",
            "--seed",
            "3",
            "--require",
            "x-wing",
            "--json",
        ])
        .assert()
        .code(0);
    shudu()
        .args(["generate", "--level", "impossible"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("unknown level"));
}

#[test]
fn hint_from_a_pencil_mark_grid() {
    // The pencil-mark picture of the tutorial, less candidate 9 in r2c9: the mistake is
    // found in the picture just as in the 729-character form.
    let marks = pencil_marks(TUTORIAL, &[(17, 9)]);
    let mut picture = String::new();
    for (i, cell) in marks.as_bytes().chunks(9).enumerate() {
        let digits: String = cell
            .iter()
            .filter(|&&b| b != b'.')
            .map(|&b| b as char)
            .collect();
        picture.push_str(&digits);
        picture.push(if i % 9 == 8 { '\n' } else { ' ' });
    }
    shudu()
        .args(["hint", &picture])
        .assert()
        .code(1)
        .stdout(predicate::str::contains("r2c9: candidate 9 was removed"));
}

/// A puzzle Sudoku Explainer rates 7.1 (a forcing chain) that the player techniques solve
/// with a finned X-wing, a W-wing and an XY-chain instead.
const PLAYER_PUZZLE: &str =
    "3......7..8153.....9..1.3......8.234..6....1.......5.......7..1...8....991....78.";

#[test]
fn explain_uses_every_technique_unless_told_se() {
    let all = stdout_of(shudu().args(["explain", "-q", PLAYER_PUZZLE]));
    assert!(
        all.starts_with("line 1: 7.1/1.2/1.2 Forcing Chain (Extreme)\n"),
        "{all}"
    );
    for name in [
        "Finned X-Wing (3.3): ",
        "W-Wing (4.4): ",
        "XY-Chain (5.1): ",
    ] {
        assert!(all.contains(name), "{name} missing: {all}");
    }
    assert!(!all.contains("Forcing Chain (7.1)"));
    assert!(all.trim_end().ends_with("solved"));
    let se = stdout_of(shudu().args(["explain", "-q", "--techniques", "se", PLAYER_PUZZLE]));
    assert!(
        se.starts_with("line 1: 7.1/1.2/1.2 Forcing Chain (Extreme)\n"),
        "{se}"
    );
    assert!(se.contains("Forcing Chain (7.1): "));
    assert!(!se.contains("W-Wing"));
    // The JSON rating is Sudoku Explainer's either way.
    let json = stdout_of(shudu().args(["explain", "-q", "--json", PLAYER_PUZZLE]));
    let v: serde_json::Value = serde_json::from_str(json.trim()).unwrap();
    assert_eq!(v["rating"]["er"], 7.1);
}

#[test]
fn hint_uses_every_technique_unless_told_se() {
    // The position just before the W-wing of the full path: every candidate the placed
    // digits allow, less those the path removed on its way.
    let out = stdout_of(shudu().args(["explain", "-q", "--json", PLAYER_PUZZLE]));
    let v: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    let steps = v["steps"].as_array().unwrap();
    let at = steps
        .iter()
        .position(|s| s["technique"] == "W-Wing")
        .unwrap();
    let mut grid: Vec<u8> = PLAYER_PUZZLE.bytes().collect();
    let mut removed = Vec::new();
    for s in &steps[..at] {
        for p in s["placements"].as_array().unwrap() {
            let (cell, digit) = cell_digit(p);
            grid[cell] = b'0' + digit;
        }
        for e in s["eliminations"].as_array().unwrap() {
            removed.push(cell_digit(e));
        }
    }
    let marks = pencil_marks(std::str::from_utf8(&grid).unwrap(), &removed);
    shudu()
        .args(["hint", &marks])
        .assert()
        .code(0)
        .stdout(predicate::str::starts_with("W-Wing (4.4): r5c5 and r9c4"));
    shudu()
        .args(["hint", "--techniques", "se", &marks])
        .assert()
        .code(0)
        .stdout(predicate::str::starts_with("Forcing Chain (7.1): "));
    let json = stdout_of(shudu().args(["hint", "--json", "--techniques", "all", &marks]));
    let v: serde_json::Value = serde_json::from_str(json.trim()).unwrap();
    assert_eq!(v["technique"], "W-Wing");
    // Eliminations are written apart from placements, as Candidate records.
    assert_eq!(v["rating"], 4.4);
    assert_eq!(v["placements"], serde_json::json!([]));
    assert_eq!(
        v["eliminations"],
        serde_json::json!([{"cell": "r8c5", "digit": 4}, {"cell": "r9c5", "digit": 4}])
    );
    shudu()
        .args(["hint", "--techniques", "hodoku", &marks])
        .assert()
        .code(2);
}

/// A `{"cell":"r4c6","digit":7}` record as a cell index and a digit.
fn cell_digit(record: &serde_json::Value) -> (usize, u8) {
    let b = record["cell"].as_str().unwrap().as_bytes();
    let (row, col) = (b[1] - b'1', b[3] - b'1');
    let digit = u8::try_from(record["digit"].as_u64().unwrap()).unwrap();
    (usize::from(row) * 9 + usize::from(col), digit)
}

/// Runs `shudu hint` with `args`, returning the exit code, standard output and the time it
/// took.
fn timed_hint(args: &[&str]) -> (i32, String, std::time::Duration) {
    let start = std::time::Instant::now();
    let output = shudu().arg("hint").args(args).output().unwrap();
    let took = start.elapsed();
    let stdout = String::from_utf8(output.stdout).unwrap();
    (output.status.code().unwrap(), stdout, took)
}

#[test]
fn hint_on_a_sparse_position_says_at_once_that_it_has_several_solutions() {
    // These once ran for minutes, searching for a step where none can prove anything.
    let empty = ".".repeat(81);
    let one = format!("1{}", ".".repeat(80));
    let eight = format!("12345678.{}", ".".repeat(72));
    let ten = format!("12345678.4{}", ".".repeat(71));
    let all_marks = "123456789".repeat(81);
    for state in [&empty, &one, &eight, &ten, &all_marks] {
        let (code, stdout, took) = timed_hint(&[state]);
        assert_eq!(code, 1, "{state}: {stdout}");
        assert!(
            stdout.starts_with("This puzzle has several solutions: r"),
            "{state}: {stdout}"
        );
        assert!(stdout.contains(" can be "), "{stdout}");
        assert!(took.as_secs_f64() < 2.0, "{state}: took {took:?}");
    }
    let (_, json, _) = timed_hint(&["--json", &empty]);
    let v: serde_json::Value = serde_json::from_str(json.trim()).unwrap();
    assert_eq!(v["status"], "multiple");
    let digits = v["digits"].as_array().unwrap();
    assert_ne!(digits[0], digits[1]);
}

#[test]
fn hint_says_no_solution_and_names_the_empty_cell() {
    // r5c5 with every candidate removed.
    let mut marks = "123456789".repeat(81);
    marks.replace_range(9 * 40..9 * 41, ".........");
    let (code, stdout, took) = timed_hint(&[&marks]);
    assert_eq!(code, 1);
    assert_eq!(stdout, "No solution: r5c5 has no candidate left.\n");
    assert!(took.as_secs_f64() < 2.0, "took {took:?}");
    // Row 1 holds 1-8 and column 9 holds the 9: nothing fits r1c9.
    let grid = format!("12345678.........9{}", ".".repeat(63));
    let (code, stdout, _) = timed_hint(&["--json", &grid]);
    assert_eq!(code, 1);
    let v: serde_json::Value = serde_json::from_str(stdout.trim()).unwrap();
    assert_eq!(v["status"], "no-solution");
    assert_eq!(v["cell"], "r1c9");
    // No empty cell, yet no solution: said so, not "no step found".
    // r1c8 and r1c9 can each be only 9 (the 8s in columns 8 and 9 rule 8 out).
    let stuck = format!(
        "1234567..{}.......8.{}........8{}",
        ".".repeat(27),
        ".".repeat(18),
        ".".repeat(9)
    );
    assert_eq!(stuck.len(), 81);
    let (code, stdout, _) = timed_hint(&[&stuck]);
    assert_eq!(code, 1, "{stdout}");
    assert!(stdout.starts_with("No solution: "), "{stdout}");
}

#[test]
fn hint_reads_files_as_every_command_does() {
    let dir = env!("CARGO_TARGET_TMPDIR");
    let expect_same = |arg: &str| {
        let solve = shudu().args(["solve", arg]).output().unwrap();
        let hint = shudu().args(["hint", arg]).output().unwrap();
        let puzzle = shudu()
            .args(["hint", "--puzzle", arg, TUTORIAL])
            .output()
            .unwrap();
        let said = |o: &std::process::Output| String::from_utf8_lossy(&o.stderr).into_owned();
        assert_eq!(solve.status.code(), Some(2), "{}", said(&solve));
        assert_eq!(hint.status.code(), Some(2));
        assert_eq!(said(&hint), said(&solve));
        assert_eq!(said(&puzzle), said(&solve));
    };
    expect_same(dir);
    expect_same("no-such-file.txt");
    // A binary file: the same message as `solve` gives for its entry.
    let binary = format!("{dir}/hint-binary.bin");
    std::fs::write(&binary, b"\x00\xff\xfe\x01binary\n").unwrap();
    let solve = stdout_of(shudu().args(["solve", &binary]));
    let hint = shudu().args(["hint", &binary]).output().unwrap();
    let said = String::from_utf8(hint.stderr).unwrap();
    let message = solve.trim_start_matches("error").trim();
    assert!(message.starts_with(&binary), "{solve}");
    assert_eq!(said.trim(), format!("shudu: {message}"));
}

#[test]
fn a_nudge_gives_no_digit_away() {
    let mut state = TUTORIAL.to_owned();
    state.replace_range(0..1, "4");
    shudu()
        .args(["hint", "--level", "nudge", "--puzzle", TUTORIAL, &state])
        .assert()
        .code(1)
        .stdout("Mistake: fix it first:\n  look at box 1\n");
    shudu()
        .args(["hint", "--level", "technique", "--puzzle", TUTORIAL, &state])
        .assert()
        .code(1)
        .stdout("Mistake: fix it first:\n  r1c1 holds 4, which is wrong\n");
    let json = stdout_of(shudu().args([
        "hint", "--json", "--level", "nudge", "--puzzle", TUTORIAL, &state,
    ]));
    let v: serde_json::Value = serde_json::from_str(json.trim()).unwrap();
    assert_eq!(
        v["mistakes"],
        serde_json::json!([{"house": "box 1", "text": "look at box 1"}])
    );
    // The technique level names the cell and the digit on the sheet, not the solution's.
    let json = stdout_of(shudu().args([
        "hint",
        "--json",
        "--level",
        "technique",
        "--puzzle",
        TUTORIAL,
        &state,
    ]));
    let v: serde_json::Value = serde_json::from_str(json.trim()).unwrap();
    assert_eq!(
        v["mistakes"],
        serde_json::json!([{"kind": "wrong-entry", "cell": "r1c1", "entered": 4,
                            "text": "r1c1 holds 4, which is wrong"}])
    );
    let json = stdout_of(shudu().args(["hint", "--json", "--puzzle", TUTORIAL, &state]));
    let v: serde_json::Value = serde_json::from_str(json.trim()).unwrap();
    assert_eq!(
        v["mistakes"],
        serde_json::json!([{"kind": "wrong-entry", "cell": "r1c1", "entered": 4,
                            "solution": 5,
                            "text": "r1c1 holds 4, but the solution has 5 there"}])
    );
    // Clashing digits are on the sheet already: the Conflict record at every level.
    let json = stdout_of(shudu().args(["hint", "--json", "--level", "nudge", &state]));
    let v: serde_json::Value = serde_json::from_str(json.trim()).unwrap();
    assert_eq!(v["mistakes"][0]["kind"], "clash");
    assert_eq!(v["mistakes"][0]["first"], "r1c1");
    assert_eq!(v["mistakes"][0]["digit"], 4);
    // A removed candidate, at the technique level: the cell, not the digit.
    let marks = pencil_marks(TUTORIAL, &[(17, 9)]);
    shudu()
        .args(["hint", "--level", "technique", &marks])
        .assert()
        .code(1)
        .stdout("Mistake: fix it first:\n  r2c9: a candidate the solution needs was removed\n");
    for (level, digit) in [("technique", None), ("full", Some(9))] {
        let json = stdout_of(shudu().args(["hint", "--json", "--level", level, &marks]));
        let v: serde_json::Value = serde_json::from_str(json.trim()).unwrap();
        let mistake = &v["mistakes"][0];
        assert_eq!(mistake["kind"], "missing-candidate", "{json}");
        assert_eq!(mistake["cell"], "r2c9");
        assert_eq!(
            mistake.get("digit").and_then(|d| d.as_u64()),
            digit,
            "{json}"
        );
    }
    // A step's JSON holds only what its level says.
    let nudge = stdout_of(shudu().args(["hint", "--json", "--level", "nudge", TUTORIAL]));
    let v: serde_json::Value = serde_json::from_str(nudge.trim()).unwrap();
    assert_eq!(v["nudge"], "look at box 3");
    for key in [
        "technique",
        "rating",
        "text",
        "placements",
        "eliminations",
        "evidence",
    ] {
        assert!(v.get(key).is_none(), "{key} in {nudge}");
    }
    let technique = stdout_of(shudu().args(["hint", "--json", "--level", "technique", TUTORIAL]));
    let v: serde_json::Value = serde_json::from_str(technique.trim()).unwrap();
    assert_eq!(v["technique"], "Hidden Single");
    assert_eq!(v["rating"], 1.2);
    for key in ["text", "placements", "eliminations", "evidence"] {
        assert!(v.get(key).is_none(), "{key} in {technique}");
    }
}

#[test]
fn format_writes_both_candidate_forms_that_hint_reads_back() {
    let marks = stdout_of(shudu().args(["format", "-q", "--to", "marks", TUTORIAL]));
    assert_eq!(marks.trim_end(), pencil_marks(TUTORIAL, &[]));
    let picture = stdout_of(shudu().args(["format", "-q", "--to", "marks-grid", TUTORIAL]));
    assert_eq!(picture.lines().count(), 13);
    // Both read back as the same position: the same hint as from the grid.
    for state in [marks.as_str(), picture.as_str()] {
        shudu()
            .args(["hint", state])
            .assert()
            .code(0)
            .stdout("Hidden Single (1.2): r2c9 must be 9: it is the only place for 9 in box 3\n");
    }
}

#[test]
fn hint_names_the_bad_character_of_pencil_marks() {
    let mut marks = pencil_marks(TUTORIAL, &[]);
    marks.replace_range(9..10, "x");
    shudu().args(["hint", &marks]).assert().code(2).stderr(
        "shudu: <argument 1>:1: r1c2: unexpected character 'x' at column 10 \
             (slot 1 holds '1', '.' or '0')\n",
    );
}

#[test]
fn a_timeout_gives_up_on_the_puzzle_with_exit_code_1() {
    // A deadline already passed: nothing is rated, whatever the machine's speed.
    shudu()
        .args(["rate", "-q", "--timeout", "0", TUTORIAL])
        .assert()
        .code(1)
        .stdout("gave-up    gave up after 0 s\n");
    let out = shudu()
        .args(["explain", "-q", "--timeout", "0", TUTORIAL])
        .assert()
        .code(1);
    let text = String::from_utf8(out.get_output().stdout.clone()).unwrap();
    assert!(text.starts_with("line 1: gave up\n"), "{text}");
    assert!(text.contains("gave up after 0 s"), "{text}");
    // Time enough: the usual rating.
    shudu()
        .args(["rate", "-q", "--timeout", "60", TUTORIAL])
        .assert()
        .code(0)
        .stdout("hard       3.8/1.2/1.2 Swordfish\n");
    shudu()
        .args(["rate", "--timeout", "soon", TUTORIAL])
        .assert()
        .code(2);
}

#[test]
fn hint_json_is_the_librarys_hint_record() {
    use shudu::hint::{HintLevel, hint};
    use shudu::logic::{Budget, Repertoire};
    use shudu::{Grid, Position, Solver};
    let puzzle: Grid = TUTORIAL.parse().unwrap();
    let mut state = TUTORIAL.to_owned();
    state.replace_range(0..1, "4");
    let sheet: Grid = state.parse().unwrap();
    let cases: [(&[&str], Position, HintLevel); 3] = [
        (
            &["--level", "technique", TUTORIAL],
            Position::from_grid(puzzle),
            HintLevel::Technique,
        ),
        (
            &["--level", "nudge", "--puzzle", TUTORIAL, &state],
            Position::new(puzzle, sheet),
            HintLevel::Nudge,
        ),
        (&[&state], Position::from_grid(sheet), HintLevel::Full),
    ];
    for (args, position, level) in cases {
        let printed = stdout_of(shudu().arg("hint").arg("--json").args(args));
        let budget = Budget::unlimited();
        let record = hint(&position, level, Repertoire::Full, &Solver::new(), &budget);
        let expected = serde_json::to_string(&record).unwrap();
        assert_eq!(printed.trim(), expected, "{args:?}");
    }
}

/// Windoku puzzles from `data/se_rated_variants.txt`, which serate (`--isWindows=1`)
/// rates 2.9 (a generalised intersection) and 1.7.
const WINDOKU: [&str; 2] = [
    "..6.98....28.........7.....8...5.7..25.................9.....4.5......8.....3..6.",
    "...6.9..44...5.3.........97...4..2..5...63...1.....................7..25..71.....",
];

#[test]
fn variants_are_rated_explained_and_hinted() {
    shudu()
        .args([
            "rate",
            "--variant",
            "windoku",
            "-j",
            "1",
            WINDOKU[0],
            WINDOKU[1],
        ])
        .assert()
        .code(0)
        .stdout(predicate::str::contains(
            "2.9/1.2/1.2 Generalized Intersection",
        ))
        .stdout(predicate::str::contains("1.7/1.2/1.2 Direct Pointing"));
    let explained = stdout_of(shudu().args(["explain", "--variant", "windoku", WINDOKU[0]]));
    assert!(
        explained.contains("Generalized Intersection (2.9): In ")
            && explained.contains("the last empty cell of window"),
        "{explained}"
    );
    shudu()
        .args(["hint", "--variant", "windoku", WINDOKU[0]])
        .assert()
        .code(0)
        .stdout("Hidden Single (1.2): r3c3 must be 5: it is the only place for 5 in box 1\n");
}

/// A fixture of the library's `testdata/variants/`.
fn variant_fixture(name: &str) -> String {
    format!(
        "{}/../shudu/testdata/variants/{name}",
        env!("CARGO_MANIFEST_DIR")
    )
}

#[test]
fn killers_are_rated_explained_and_hinted_with_their_cages() {
    let killers = variant_fixture("killer9.jsonl");
    // `hint` takes one position: the file's first killer.
    let first = std::fs::read_to_string(&killers).unwrap();
    let first = first.lines().next().unwrap();
    shudu()
        .args(["hint", &killers])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "holds several puzzles where one is expected",
        ));
    shudu().args(["hint", first]).assert().code(0).stdout(
        "Cage Combination (2.4): the cage at r3c1 (r3c1, r3c2 and r4c1) sums to 21; with \
             their candidates they can only hold 4+8+9, 5+7+9 or 6+7+8: r3c1, r3c2 and r4c1 \
             cannot be 1 or 2 or 3\n",
    );
    let hint: serde_json::Value =
        serde_json::from_str(&stdout_of(shudu().args(["hint", "--json", first]))).unwrap();
    assert_eq!(hint["status"], "hint");
    let evidence = &hint["evidence"];
    assert_eq!(
        evidence["houses"],
        serde_json::json!([{"house": "the cage at r3c1", "role": "base"}])
    );
    assert!(
        evidence["relations"][0]
            .as_str()
            .unwrap()
            .starts_with("the cage at r3c1 (r3c1, r3c2 and r4c1) sums to 21"),
        "{evidence}"
    );
    // The first killer needs no chain: its explanation ends solved, with innies and
    // outies on the way, and its rating is the hardest step's.
    let first = stdout_of(shudu().args(["explain", "--json", "--timeout", "60", &killers]));
    let record: serde_json::Value = serde_json::from_str(first.lines().next().unwrap()).unwrap();
    assert_eq!(record["status"], "explained", "{record}");
    let steps = record["steps"].as_array().unwrap();
    let named = |t: &str| steps.iter().filter(|s| s["technique"] == t).count();
    assert!(named("Cage Combination") > 10 && named("Innies and Outies") > 0);
    let rated = stdout_of(shudu().args(["rate", "--json", "--timeout", "60", &killers]));
    let rating: serde_json::Value = serde_json::from_str(rated.lines().next().unwrap()).unwrap();
    assert_eq!(rating["rating"]["hardest"], "Innies and Outies", "{rating}");
    assert_eq!(rating["rules"], "9×9 (3×3 boxes), killer");
}

#[test]
fn odd_and_even_cells_start_with_their_parity() {
    let puzzle = variant_fixture("odd_even9.json");
    let record: serde_json::Value =
        serde_json::from_str(&stdout_of(shudu().args(["explain", "--json", &puzzle]))).unwrap();
    assert_eq!(record["status"], "explained", "{record}");
    assert_eq!(record["rules"], "9×9 (3×3 boxes), odd, even");
    shudu()
        .args(["rate", &puzzle])
        .assert()
        .code(0)
        .stdout(predicate::str::contains("2.0/1.2/1.2 Direct Hidden Pair"));
    shudu()
        .args(["hint", &puzzle])
        .assert()
        .code(0)
        .stdout("Hidden Single (1.2): r7c5 must be 6: it is the only place for 6 in box 8\n");
}

/// A 6×6 puzzle (`shudu generate --size 6 --count 1 --seed 5`).
const SIX: &str = ".1.23...6.......535..4.........4...1";

#[test]
fn variant_hints_take_a_level_and_tell_entries_from_givens() {
    let hint = |args: &[&str], sheet: &str| {
        let mut all = vec!["hint", "--size", "6"];
        all.extend_from_slice(args);
        shudu().args(&all).write_stdin(sheet.to_owned()).assert()
    };
    hint(&["--level", "nudge"], SIX)
        .code(0)
        .stdout("Hint: look at box 2.\n");
    hint(&["--level", "technique"], SIX)
        .code(0)
        .stdout("Hint: a Hidden Single (1.2); look at box 2.\n");
    // r1c1 can only be 4 and r1c3 is 5 in the solution: a right entry, then a wrong one
    // that clashes with nothing, then one that clashes.
    hint(&["--puzzle", SIX], &format!("4{}", &SIX[1..]))
        .code(0)
        .stdout(predicate::str::starts_with(
            "Hidden Single (1.2): r1c6 must be 6",
        ));
    let wrong = format!("{}4{}", &SIX[..2], &SIX[3..]);
    hint(&["--puzzle", SIX], &wrong)
        .code(1)
        .stdout("Mistake: fix it first:\n  r1c3 does not hold the solution's digit\n");
    let record: serde_json::Value = serde_json::from_str(&stdout_of(
        shudu()
            .args(["hint", "--size", "6", "--json", "--puzzle", SIX])
            .write_stdin(wrong),
    ))
    .unwrap();
    assert_eq!(record["status"], "mistake");
    assert_eq!(record["mistakes"][0]["kind"], "wrong-entry");
    assert_eq!(record["mistakes"][0]["cell"], "r1c3");
    hint(&["--puzzle", SIX], &format!("2{}", &SIX[1..]))
        .code(1)
        .stdout(predicate::str::contains("both hold 2 (row 1)"));
    // A sheet that drops a given is not this puzzle's sheet.
    hint(&["--puzzle", SIX], &format!("..{}", &SIX[2..]))
        .code(2)
        .stderr(predicate::str::contains(
            "r1c2 is given 1 but the sheet has empty",
        ));
}

#[test]
fn hint_explain_and_rate_take_other_sizes() {
    shudu()
        .args(["hint", "--size", "6"])
        .write_stdin(SIX)
        .assert()
        .success()
        .stdout("Hidden Single (1.2): r1c6 must be 6: it is the only place for 6 in box 2\n");
    let json = stdout_of(
        shudu()
            .args(["hint", "--size", "6", "--json"])
            .write_stdin(SIX),
    );
    let step: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(step["status"], "hint");
    assert!(step["scale"].as_str().unwrap().contains("shudu's own"));
    assert_eq!(step["technique"], "Hidden Single");
    assert_eq!(step["rating"], 1.2);
    assert_eq!(step["placements"][0]["cell"], "r1c6");
    assert_eq!(step["placements"][0]["digit"], 6);
    assert_eq!(step["evidence"]["houses"][0]["house"], "box 2");
    shudu()
        .args(["rate", "--size", "6"])
        .write_stdin(SIX)
        .assert()
        .success()
        .stdout(predicate::str::starts_with(
            "easy       1.5/1.2/1.2 Hidden Single (shudu's own rating for 6×6)",
        ));
    let rated = stdout_of(
        shudu()
            .args(["rate", "--size", "6", "--json", "-q"])
            .write_stdin(SIX),
    );
    let record: serde_json::Value = serde_json::from_str(rated.trim()).unwrap();
    assert_eq!(record["rating"]["er"], 1.5);
    assert!(
        record["scale"]
            .as_str()
            .unwrap()
            .starts_with("shudu's own rating")
    );
    let explained = stdout_of(
        shudu()
            .args(["explain", "--size", "6", "-q"])
            .write_stdin(SIX),
    );
    assert!(explained.starts_with("line 1 [6×6 (2×3 boxes)]: 1.5/1.2/1.2 Hidden Single"));
    assert!(explained.contains("     solved\n"), "{explained}");
}

#[test]
fn other_sizes_write_digits_past_nine_as_letters_and_say_when_they_are_stuck() {
    // The 12×12 fixture of the library's small engine: its first step places A (10), and
    // its path stops where the engine's techniques end.
    let twelve = "..8..A.97....6.5..C..A.2..7.....894.6A.....8C....2...6.C....3.....91.2.5.3..61......A8C.7.5....44....9..A.B.....42.B..A1.........46..B.C.....3..";
    shudu()
        .args(["hint", "--size", "12", twelve])
        .assert()
        .success()
        .stdout("Hidden Single (1.2): r3c4 must be A: it is the only place for A in box 1\n");
    shudu()
        .args(["rate", "--size", "12", twelve])
        .assert()
        .failure()
        .stdout(predicate::str::contains(
            "beyond     this position needs techniques beyond those available for this size",
        ));
    let json = stdout_of(shudu().args(["explain", "--size", "12", "--json", "-q", twelve]));
    let record: serde_json::Value = serde_json::from_str(json.trim()).unwrap();
    assert_eq!(record["status"], "beyond");
    assert!(record["rating"].is_null());
    assert!(!record["steps"].as_array().unwrap().is_empty());
    assert_eq!(record["stuck"].as_str().unwrap().len(), 144);
}

#[test]
fn explain_writes_a_puzzle_without_a_path_alike_on_every_board() {
    // The heading with the status, then why, then a blank line: on 9×9 as on variants
    // and other sizes (variants once wrote one status line instead).
    let empty_classic = ".".repeat(81);
    shudu()
        .args(["explain", "-q", &empty_classic])
        .assert()
        .failure()
        .stdout("line 1: multiple\nnot unique: no logical path\n\n");
    shudu()
        .args(["explain", "-q", "--size", "4", &".".repeat(16)])
        .assert()
        .failure()
        .stdout("line 1 [4×4 (2×2 boxes)]: multiple\nnot unique: no logical path\n\n");
    let clash = format!("1{}1{}", ".".repeat(9), ".".repeat(70));
    shudu()
        .args(["explain", "-q", "--variant", "x", &clash])
        .assert()
        .failure()
        .stdout(predicate::str::starts_with(
            "line 1 [9×9 (3×3 boxes), diagonal-main, diagonal-anti]: invalid\n",
        ))
        .stdout(predicate::str::ends_with("\n\n"));
}

/// A pencil-mark grid of a board of side `n`: a cell's digit, else its marks.
fn mark_grid(n: usize, sheet: &[u8], marks: &[Vec<u8>]) -> String {
    let symbol = |d: u8| {
        char::from_digit(u32::from(d), 36)
            .unwrap()
            .to_ascii_uppercase()
    };
    let group = |i: usize| match sheet[i] {
        0 => marks[i].iter().map(|&d| symbol(d)).collect(),
        d => symbol(d).to_string(),
    };
    (0..n)
        .map(|r| {
            (0..n)
                .map(|c| group(r * n + c))
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn a_killer_is_played_to_the_end_by_hints_from_pencil_marks() {
    // The first killer's first step is an elimination: a hint that did not read the
    // marks gave it again after it was applied, for ever.
    let killers = std::fs::read_to_string(variant_fixture("killer9.jsonl")).unwrap();
    let puzzle = killers.lines().next().unwrap();
    let index = |cell: &serde_json::Value| {
        let name = cell.as_str().unwrap();
        let (r, c) = name[1..].split_once('c').unwrap();
        (r.parse::<usize>().unwrap() - 1) * 9 + c.parse::<usize>().unwrap() - 1
    };
    let mut sheet = vec![0u8; 81];
    let mut marks: Vec<Vec<u8>> = vec![(1..=9).collect(); 81];
    let mut seen = std::collections::HashSet::new();
    for _ in 0..400 {
        let state = mark_grid(9, &sheet, &marks);
        assert!(
            seen.insert(state.clone()),
            "a hint changed nothing:\n{state}"
        );
        let out = stdout_of(
            shudu()
                .args(["hint", "--json", "--timeout", "60", "--puzzle", puzzle])
                .write_stdin(state),
        );
        let hint: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
        if hint["status"] == "solved" {
            return;
        }
        assert_eq!(hint["status"], "hint", "{hint}");
        for placed in hint["placements"].as_array().unwrap() {
            let i = index(&placed["cell"]);
            sheet[i] = placed["digit"].as_u64().unwrap() as u8;
            marks[i].clear();
        }
        for gone in hint["eliminations"].as_array().unwrap() {
            let d = gone["digit"].as_u64().unwrap() as u8;
            marks[index(&gone["cell"])].retain(|&m| m != d);
        }
        // A cell left with one mark is written, and read, as placed.
        for i in 0..81 {
            if sheet[i] == 0 && marks[i].len() == 1 {
                sheet[i] = marks[i][0];
                marks[i].clear();
            }
        }
    }
    panic!("not solved after 400 hints");
}

/// `--lang` (or the environment's language) words hints, paths and ratings in Chinese: technique
/// names from the glossary, cells as r1c1, the same cells as the English text.
#[test]
fn hint_and_explain_speak_chinese() {
    let hint = |args: &[&str], env: Option<&str>| {
        let mut cmd = shudu();
        cmd.arg("hint").args(args).arg(TUTORIAL);
        if let Some(lang) = env {
            cmd.env("LANG", lang);
        }
        stdout_of(&mut cmd)
    };
    assert_eq!(
        hint(&["--level", "technique", "--lang", "zh-Hans"], None),
        "提示：「宫排除」（1.2）；看看第 3 宫。\n"
    );
    assert_eq!(
        hint(&["--level", "full"], Some("zh_TW.UTF-8")),
        "宮排除（1.2）：r2c9 必須是 9：它是 9 在第 3 宮中唯一可填的位置\n"
    );
    // An explicit --lang wins over the environment.
    assert_eq!(
        hint(&["--level", "nudge", "--lang", "en"], Some("zh_CN.UTF-8")),
        "Hint: look at box 3.\n"
    );
    let explain = |lang: &str| stdout_of(shudu().args(["explain", "--lang", lang, TUTORIAL]));
    let english = explain("en");
    let chinese = explain("zh-Hans");
    assert!(chinese.contains("三阶鱼"), "{chinese}");
    assert!(chinese.ends_with("     已解完\n\n"), "{chinese}");
    // Step by step, the same cells in the same order.
    let cells = |line: &str| -> Vec<String> {
        line.split(|c: char| !c.is_ascii_alphanumeric())
            .filter(|w| w.starts_with('r') && w.contains('c') && w.len() >= 4)
            .map(str::to_owned)
            .collect()
    };
    let (en_lines, zh_lines): (Vec<&str>, Vec<&str>) =
        (english.lines().collect(), chinese.lines().collect());
    assert_eq!(en_lines.len(), zh_lines.len());
    for (en, zh) in en_lines.iter().zip(&zh_lines).skip(1) {
        let (mut a, mut b) = (cells(en), cells(zh));
        a.sort();
        b.sort();
        assert_eq!(a, b, "{en}\n{zh}");
    }
    assert_eq!(
        stdout_of(shudu().args([
            "rate",
            "-q",
            "--lang",
            "zh-Hans",
            TUTORIAL,
            ".1.23...6.......535..4.........4...1"
        ])),
        "hard       3.8/1.2/1.2 三阶鱼\neasy       1.5/1.2/1.2 行列排除（shudu 对 6×6 的自有评分）\n"
    );
    // A record's words follow --lang; its keys, status, technique and house stay English.
    let record: serde_json::Value = serde_json::from_str(&stdout_of(
        shudu().args(["hint", "--json", "--lang", "zh-Hans", TUTORIAL]),
    ))
    .unwrap();
    assert_eq!(record["status"], "hint");
    assert_eq!(record["technique"], "Hidden Single");
    assert_eq!(record["house"], "box 3");
    assert_eq!(record["nudge"], "看看第 3 宫");
    assert_eq!(
        record["text"],
        "r2c9 必须是 9：它是 9 在第 3 宫中唯一可填的位置"
    );
    shudu()
        .args(["hint", "--lang", "fr", TUTORIAL])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("unknown language \"fr\""));
}

/// `shudu techniques` finds a technique by any of its names in any script, part of a
/// name included, and words it in the chosen language; the names it finds are the ones
/// `--require` reads. Nothing found exits 1 and says so.
#[test]
fn techniques_are_found_by_any_name() {
    let find = |args: &[&str]| stdout_of(shudu().arg("techniques").args(args));
    let x_wing = find(&["X翼"]);
    assert!(x_wing.starts_with(" 3.2  x-wing "), "{x_wing}");
    assert!(x_wing.contains(" X-Wing; also called "), "{x_wing}");
    // Then the techniques with a name that contains it (带鳍X翼).
    assert_eq!(x_wing.lines().count(), 2, "{x_wing}");
    let swordfish = find(&["--lang", "zh-Hant", "劍魚"]);
    assert!(swordfish.starts_with(" 3.8  swordfish "), "{swordfish}");
    assert!(swordfish.contains(" 三階魚；又稱 "), "{swordfish}");
    // A part of a name finds every technique with it, the exact name first.
    let wings = find(&["xy", "wing"]);
    assert!(wings.starts_with(" 4.2  xy-wing "), "{wings}");
    // Every technique when no name is given, one record each with its every name.
    let all = find(&["--json"]);
    let records: Vec<serde_json::Value> = all
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert!(records.len() > 60, "{}", records.len());
    let jellyfish = records.iter().find(|r| r["slug"] == "jellyfish").unwrap();
    assert_eq!(jellyfish["rating"], 5.2);
    assert_eq!(jellyfish["sudoku_explainer"], true);
    assert!(
        jellyfish["names"]
            .as_array()
            .unwrap()
            .contains(&"水母".into())
    );
    // Each name found is one `generate --require` reads (a fast one: a hidden pair).
    shudu()
        .args([
            "generate",
            "-q",
            "-n",
            "1",
            "--seed",
            "7",
            "--require",
            "隐性数对",
        ])
        .assert()
        .success();
    shudu()
        .args(["techniques", "--lang", "zh-Hans", "心灵感应"])
        .assert()
        .code(1)
        .stdout("")
        .stderr(predicate::str::contains("没有名为“心灵感应”"));
}

/// The command line's own errors follow `--lang`: a file it cannot open, an option it
/// cannot take, rules an option is not for, what the system said; option names, file
/// names and the values typed stay as they are. In English they read as they always did.
#[test]
fn command_errors_speak_the_chosen_language() {
    let refused = |args: &[&str]| -> String {
        let output = shudu().args(args).output().unwrap();
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert!(output.stdout.is_empty(), "{args:?}");
        String::from_utf8(output.stderr).unwrap()
    };
    let missing = ["solve", "no-such-file.txt"];
    let level = ["generate", "--level", "nonsense"];
    let six = ["generate", "--size", "6", "--rating", "2-4"];
    let levels = "easy, medium, hard, expert, extreme, diabolical";
    let in_lang = |lang: &'static str, args: &[&'static str]| {
        let mut all = vec!["--lang", lang];
        all.extend_from_slice(args);
        refused(&all)
    };
    assert_eq!(
        in_lang("en", &missing),
        "shudu: cannot open no-such-file.txt: no such file (and too short to be a puzzle)\n"
    );
    assert_eq!(
        in_lang("en", &level),
        format!("shudu: --level: unknown level \"nonsense\"; expected one of: {levels}\n")
    );
    assert_eq!(
        in_lang("en", &six),
        "shudu: --rating is not available for these rules (6×6 (2×3 boxes)): it is defined \
         for classic 9×9 puzzles\n"
    );
    assert_eq!(
        in_lang("zh-Hans", &missing),
        "shudu: 无法打开 no-such-file.txt：没有这个文件（当作谜题又太短）\n"
    );
    assert_eq!(
        in_lang("zh-Hans", &level),
        format!("shudu: --level：不认识的难度\"nonsense\"；可用的有：{levels}\n")
    );
    assert_eq!(
        in_lang("zh-Hant", &six),
        "shudu: --rating 不適用於這套規則（6×6（2×3 宮））：它只適用於標準 9×9 數獨\n"
    );
    assert_eq!(
        in_lang("zh-Hant", &["generate", "--pattern", "nofile.txt"]),
        "shudu: --pattern：無法開啟 nofile.txt：沒有這個檔案（當作樣式：樣式需要 81 格（一行 81 個\
         字元，或 9 行各 9 個），卻有 10 格）\n"
    );
    // What the system says is worded by its kind, here a full disk.
    if cfg!(target_os = "linux") {
        let full = ["solve", "-q", "-o", "/dev/full", TUTORIAL];
        assert_eq!(
            in_lang("zh-Hant", &full),
            "shudu: 無法寫入/dev/full：裝置上沒有空間了\n"
        );
        assert_eq!(
            in_lang("en", &full),
            "shudu: cannot write /dev/full: No space left on device\n"
        );
    }
}

#[test]
fn check_explain_says_why_each_mistake_is_wrong() {
    // r1c1 = 1 is refuted by singles from the givens.
    let mut state = TUTORIAL.to_owned();
    state.replace_range(0..1, "1");
    shudu()
        .args(["check", "--explain", "--puzzle", TUTORIAL, &state])
        .assert()
        .code(1)
        .stdout(
            "One mistake:\n  r1c1 holds 1, which is wrong\n    If r1c1 were 1:\n    \
             r5c9 must be 8 in any case, the only place for 8 in row 5\n    \
             r4c2 would have to be 1, the only place for 1 in box 4\n    \
             then r4c9 would have no digit left,\n    so r1c1 cannot be 1.\n",
        );
    // The record, in Chinese; a removed pencil mark the solution needs (r2c9 is 9) is
    // argued by supposing the cell without it.
    let marks = pencil_marks(TUTORIAL, &[(17, 9)]);
    let record = stdout_of(shudu().args([
        "check",
        "--explain",
        "--json",
        "--lang",
        "zh-Hans",
        "--puzzle",
        TUTORIAL,
        &marks,
    ]));
    let record: serde_json::Value = serde_json::from_str(&record).expect("one JSON record");
    let why = &record["mistakes"][0]["why"];
    assert_eq!(record["mistakes"][0]["cell"], "r2c9", "{record}");
    assert_eq!(why["suppose"]["holds"], false, "{record}");
    assert_eq!(why["text"][0], "假如 r2c9 不是 9：");
    // A right position passes; more than one position is refused by name.
    shudu()
        .args(["check", "--explain", "--puzzle", TUTORIAL, TUTORIAL])
        .assert()
        .success()
        .stdout("All correct so far.\n");
    shudu()
        .args(["check", "--explain", TUTORIAL, TUTORIAL])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "check --explain judges one position",
        ));
    // --puzzle belongs to --explain.
    shudu()
        .args(["check", "--puzzle", TUTORIAL, TUTORIAL])
        .assert()
        .code(2);
}

/// `--se-profile se121` rates as Sudoku Explainer 1.2.1.3 (no skyscraper: an XY-wing at
/// 4.2), the default as SukakuExplainer (a skyscraper at 4.0); the run header says which.
#[test]
fn rate_takes_a_sudoku_explainer_profile() {
    let puzzle =
        "..426.78.....5.6.....4.3.9..32..7.....1...2.....9..83..2.8.1.....7.2.....13.465..";
    shudu()
        .args(["rate", puzzle])
        .assert()
        .success()
        .stdout("expert     4.0/1.2/1.2 Skyscraper\n");
    let se121 = stdout_of(shudu().args([
        "rate",
        "--se-profile",
        "se121",
        "--json",
        "--header",
        puzzle,
    ]));
    let lines: Vec<serde_json::Value> = se121
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines[0]["profile"], "se121");
    assert_eq!(lines[1]["text"], "4.2/1.2/1.2");
    assert_eq!(lines[1]["rating"]["hardest"], "XY-Wing");
    shudu()
        .args(["rate", "--se-profile", "1.2.1.3", puzzle])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("expected one of sukaku, se121"));
}
