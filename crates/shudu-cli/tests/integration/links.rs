//! f-puzzles' compressed form and SudokuPad links on the command line: `format --to` and
//! `generate --to` write them (for classic and variant puzzles), every command reads them
//! as input, and a broken link is an error naming what is wrong.

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

#[test]
fn classic_puzzles_are_the_same_in_every_generate_form() {
    // `--to` only changes how the seed's classic puzzles are written (it once drew them
    // from the variant generator, so `--to line` printed other puzzles than no `--to`).
    let base = ["generate", "-q", "-n", "2", "--seed", "3", "--threads", "1"];
    let lines = stdout_of(shudu().args(base));
    assert_eq!(lines.lines().count(), 2);
    for form in [
        "line",
        "json",
        "fpuzzles",
        "fpuzzles-compressed",
        "sudokupad-link",
    ] {
        let written = stdout_of(shudu().args(base).args(["--to", form]));
        let mut back = String::new();
        for entry in written.lines() {
            back.push_str(&stdout_of(
                shudu().args(["format", "-q", "--to", "line", entry]),
            ));
        }
        assert_eq!(back, lines, "{form}");
    }
    // Difficulty works with every form; the record keeps the rating beside the link.
    let record = stdout_of(shudu().args([
        "generate",
        "-q",
        "--seed",
        "5",
        "--level",
        "expert",
        "--to",
        "sudokupad-link",
        "--json",
    ]));
    let record: serde_json::Value = serde_json::from_str(record.trim()).unwrap();
    assert_eq!(record["rating"]["level"], "expert");
    let link = record["puzzle"].as_str().unwrap();
    assert!(link.starts_with("https://sudokupad.app/"), "{link}");
    shudu()
        .args(["check", "-q", link])
        .assert()
        .success()
        .stdout(predicates::str::starts_with("minimal"));
    // With --solution, the solution line follows each puzzle.
    let with_solution = stdout_of(shudu().args(base).args(["--to", "json", "--solution"]));
    let rows: Vec<&str> = with_solution.lines().collect();
    assert_eq!(rows.len(), 4);
    assert!(rows[1].len() == 81 && rows[1].bytes().all(|b| b.is_ascii_digit()));
    // Pretty grids are a form of their own.
    shudu()
        .args(base)
        .args(["--to", "json", "--pretty"])
        .assert()
        .code(2)
        .stderr(predicates::str::contains(
            "--pretty prints grids and --to json",
        ));
}
