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
            "error      <argument 1>:1: compressed text: '*' at character 5 is not a base64 character\n",
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
    // With --solution, each puzzle carries its solution in its own form: one document
    // (or line) per puzzle, which reads back to the same puzzle.
    let solutions = stdout_of(shudu().args(base).args(["--solution"]));
    for form in ["line", "json", "fpuzzles", "sudokupad-link"] {
        let written = stdout_of(shudu().args(base).args(["--to", form, "--solution"]));
        assert_eq!(written.lines().count(), 2, "{form}");
        for (entry, expected) in written.lines().zip(solutions.lines()) {
            let (puzzle, solution) = expected.split_once(' ').unwrap();
            let back = stdout_of(shudu().args(["format", "-q", "--to", "line", entry]));
            assert_eq!(back.trim(), puzzle, "{form}");
            let document = match form {
                // The line form is the plain output's: puzzle, space, solution.
                "line" => {
                    assert_eq!(entry, expected);
                    continue;
                }
                "sudokupad-link" => shudu::variant::fpuzzles_json_of(entry).unwrap().unwrap(),
                _ => entry.to_owned(),
            };
            let value: serde_json::Value = serde_json::from_str(&document).unwrap();
            let carried: String = match &value["solution"] {
                serde_json::Value::String(line) => line.clone(),
                list => list
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|v| v.to_string())
                    .collect(),
            };
            assert_eq!(carried, solution, "{form}");
        }
    }
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

#[test]
fn variant_puzzles_carry_their_solution_in_every_form() {
    let base = [
        "generate",
        "-q",
        "--variant",
        "x",
        "--seed",
        "4",
        "--threads",
        "1",
    ];
    let record = stdout_of(shudu().args(base).args(["--json"]));
    let record: serde_json::Value = serde_json::from_str(record.trim()).unwrap();
    let solution = record["solution"].as_str().unwrap();
    // Shudu's JSON: the solution beside the givens, one document per puzzle, which reads
    // back (its solution checked) as the same puzzle.
    let document = stdout_of(shudu().args(base).args(["--solution"]));
    assert_eq!(document.lines().count(), 1);
    let value: serde_json::Value = serde_json::from_str(document.trim()).unwrap();
    assert_eq!(value["solution"], solution);
    assert_eq!(value["givens"], record["puzzle"]["givens"]);
    shudu()
        .args(["check", "-q", document.trim()])
        .assert()
        .success()
        .stdout(predicates::str::starts_with("minimal"));
    // A link for SudokuPad, with the list f-puzzles and SudokuPad check answers against;
    // in a record too, beside the record's own `solution`.
    let record =
        stdout_of(
            shudu()
                .args(base)
                .args(["--to", "sudokupad-link", "--solution", "--json"]),
        );
    let record: serde_json::Value = serde_json::from_str(record.trim()).unwrap();
    let link = record["puzzle"].as_str().unwrap();
    let inner = shudu::variant::fpuzzles_json_of(link).unwrap().unwrap();
    let inner: serde_json::Value = serde_json::from_str(&inner).unwrap();
    let listed: String = inner["solution"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.to_string())
        .collect();
    assert_eq!(listed, solution);
    assert_eq!(inner["diagonal-"], true);
    // Another size in the line form: puzzle, space, solution, as for classic puzzles.
    let line =
        stdout_of(shudu().args(["generate", "-q", "--size", "4", "--seed", "3", "--solution"]));
    let (puzzle, solved) = line.trim().split_once(' ').unwrap();
    assert_eq!((puzzle.len(), solved.len()), (16, 16));
}

#[test]
fn a_solution_that_does_not_solve_its_puzzle_is_named() {
    let dir = tempfile::tempdir().unwrap();
    let good = stdout_of(shudu().args([
        "generate",
        "-q",
        "--size",
        "4",
        "--seed",
        "3",
        "--to",
        "json",
        "--solution",
    ]));
    let cases = [
        (
            "\"solution\":\"4123",
            "\"solution\":\"1423",
            "the solution breaks a rule",
        ),
        (
            "\"solution\":\"4123231432411432\"",
            "\"solution\":\"412323143241143\"",
            "needs 16 cells, found 15",
        ),
        (
            "\"solution\":\"4123231432411432\"",
            "\"solution\":[4]",
            "expected a string",
        ),
        (
            "\"solution\":\"4123231432411432\"",
            "\"solution\":\"4123231432411433\"",
            "the solution breaks a rule",
        ),
        (
            "\"solution\":\"4123231432411432\"",
            "\"solution\":\"4123231432411.32\"",
            "no digit from 1 to 4 at r4c2",
        ),
    ];
    for (from, to, words) in cases {
        assert!(good.contains(from), "{good}");
        let path = dir.path().join("bad.json");
        std::fs::write(&path, good.replace(from, to)).unwrap();
        shudu()
            .args(["check", "-q"])
            .arg(&path)
            .assert()
            .code(1)
            .stdout(predicates::str::contains("\"solution\": "))
            .stdout(predicates::str::contains(words));
    }
    // On standard input a variant document is told from its content, as in a file
    // (regression: it was refused without a board option).
    shudu()
        .args(["check", "-q"])
        .write_stdin(good.clone())
        .assert()
        .success()
        .stdout(predicates::str::contains("minimal"));
    shudu()
        .args(["check", "-q", "--size", "4"])
        .write_stdin(good)
        .assert()
        .success();
}
