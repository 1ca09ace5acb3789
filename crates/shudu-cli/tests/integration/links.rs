//! f-puzzles' compressed form and SudokuPad links on the command line: `format --to`
//! writes them (for classic and variant puzzles), every command reads them as input, and
//! a broken link is an error naming what is wrong.

use crate::support::{INKALA, INKALA_SOLUTION, shudu, stdout_of};

#[test]
fn a_classic_puzzle_becomes_a_link_that_solves_back() {
    let link = stdout_of(shudu().args(["format", "-q", "--to", "sudokupad-link", INKALA]));
    assert!(
        link.starts_with("https://sudokupad.app/fpuzzlesN4Ig"),
        "{link}"
    );
    let solved = stdout_of(shudu().args(["solve", "-q", link.trim()]));
    assert_eq!(solved.split_whitespace().last(), Some(INKALA_SOLUTION));
    let line = stdout_of(shudu().args(["format", "-q", "--to", "line", link.trim()]));
    assert_eq!(line.trim(), INKALA);
}

#[test]
fn a_variant_puzzle_round_trips_through_every_link_form() {
    let json = stdout_of(shudu().args([
        "generate",
        "-q",
        "--size",
        "6",
        "--variant",
        "anti-king",
        "--seed",
        "4",
        "--to",
        "json",
    ]));
    for form in ["fpuzzles-link", "sudokupad-link", "fpuzzles-compressed"] {
        let packed = stdout_of(shudu().args(["format", "-q", "--to", form, json.trim()]));
        let back = stdout_of(shudu().args(["format", "-q", "--to", "json", packed.trim()]));
        assert_eq!(back, json, "{form}");
        shudu()
            .args(["check", "-q", packed.trim()])
            .assert()
            .success()
            .stdout(predicates::str::starts_with("minimal"));
    }
    // generate writes the link forms itself, and a file of links reads line by line.
    let links = stdout_of(shudu().args([
        "generate",
        "-q",
        "-n",
        "2",
        "--size",
        "6",
        "--variant",
        "anti-king",
        "--seed",
        "4",
        "--to",
        "sudokupad-link",
    ]));
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("links.txt");
    std::fs::write(&path, &links).unwrap();
    let counts = stdout_of(shudu().args(["count", "-q", path.to_str().unwrap()]));
    assert_eq!(counts, "1\n1\n");
}

#[test]
fn a_broken_link_names_what_is_wrong() {
    shudu()
        .args(["solve", "-q", "https://sudokupad.app/fpuzzlesN4Ig*glgXgpiBcBOAvkA"])
        .assert()
        .code(1)
        .stdout(
            "error      <argument 1>: line 1: compressed text: '*' at character 5 is not a base64 character\n",
        );
    shudu()
        .args(["count", "-q", "https://sudokupad.app/1a2b3c"])
        .assert()
        .code(1)
        .stdout(predicates::str::contains("stored on SudokuPad's server"));
    shudu()
        .args([
            "format",
            "-q",
            "--to",
            "line",
            "https://www.f-puzzles.com/?load=N4IgzglgXgpiBcBOAvkA",
        ])
        .assert()
        .code(1)
        .stdout(predicates::str::contains("missing field \"grid\""));
}

#[test]
fn a_variant_record_printed_with_json_feeds_the_next_command() {
    // `generate --json` prints records whose `puzzle` is the variant's JSON form; the
    // next command reads those records as they are, one a line.
    let records = stdout_of(shudu().args([
        "generate",
        "-q",
        "-n",
        "2",
        "--size",
        "6",
        "--variant",
        "x",
        "--seed",
        "3",
        "--json",
    ]));
    assert_eq!(records.lines().count(), 2, "{records}");
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("records.jsonl");
    std::fs::write(&path, &records).unwrap();
    let path = path.to_str().unwrap();
    assert_eq!(stdout_of(shudu().args(["count", "-q", path])), "1\n1\n");
    let links = stdout_of(shudu().args(["format", "-q", "--to", "sudokupad-link", path]));
    assert_eq!(links.lines().count(), 2, "{links}");
    for (link, record) in links.lines().zip(records.lines()) {
        let back = stdout_of(shudu().args(["format", "-q", "--to", "json", link]));
        let record: serde_json::Value = serde_json::from_str(record).unwrap();
        let back: serde_json::Value = serde_json::from_str(back.trim()).unwrap();
        assert_eq!(back, record["puzzle"]);
    }
}
