//! `shudu hint`, `explain`, `rate` and generation by difficulty, as a player or puzzle
//! maker uses them.

use assert_cmd::Command;
use predicates::prelude::*;

/// A constraint-propagation tutorial's example: needs a swordfish (SE 3.8/1.2/1.2).
const TUTORIAL: &str =
    "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759..";

fn shudu() -> Command {
    Command::cargo_bin("shudu").unwrap()
}

fn stdout_of(cmd: &mut Command) -> String {
    String::from_utf8(cmd.output().unwrap().stdout).unwrap()
}

/// The 729-character form of `puzzle` with every candidate its peers allow, less `removed`.
fn pencil_marks(puzzle: &str, removed: &[(usize, u8)]) -> String {
    let cells: Vec<u8> = puzzle
        .bytes()
        .map(|b| if b == b'.' { 0 } else { b - b'0' })
        .collect();
    let mut out = String::new();
    for i in 0..81 {
        let sees = |j: usize| {
            j != i
                && (j / 9 == i / 9
                    || j % 9 == i % 9
                    || (j / 27 == i / 27 && j % 9 / 3 == i % 9 / 3))
        };
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
    assert_eq!(v["placements"][0], "r2c9=9");
    assert_eq!(v["nudge"], "look at box 3");
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
    assert_eq!(v["rating"]["er"], "3.8");
    let steps = v["steps"].as_array().unwrap();
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
    let data = format!("{}/../../data/seeds.txt", env!("CARGO_MANIFEST_DIR"));
    let out = shudu().args(["rate", "-q", &data]).assert().code(1);
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
    assert_eq!(v["rating"]["er"], "7.1");
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
            let (cell, digit) = cell_digit(p.as_str().unwrap());
            grid[cell] = b'0' + digit;
        }
        for e in s["eliminations"].as_array().unwrap() {
            removed.push(cell_digit(e.as_str().unwrap()));
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
    assert_eq!(v["eliminations"], serde_json::json!(["r8c5=4", "r9c5=4"]));
    shudu()
        .args(["hint", "--techniques", "hodoku", &marks])
        .assert()
        .code(2);
}

/// `r4c6=7` as a cell index and a digit.
fn cell_digit(text: &str) -> (usize, u8) {
    let b = text.as_bytes();
    let (row, col, digit) = (b[1] - b'1', b[3] - b'1', b[5] - b'0');
    (usize::from(row) * 9 + usize::from(col), digit)
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
    assert!(text.contains("gave-up"), "{text}");
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
