//! `canon`, `dedupe`, `transform` and `equiv` as a user runs them: the canonical form is
//! the same for every disguise, dedupe keeps first members in input order on any number
//! of threads, transforms read back, and bad moves and unreadable entries are named.

use predicates::prelude::*;

use crate::support::{INKALA, data, shudu, stdout_of};

/// Inkala's canonical form (the slow walk of every transform in the library's tests
/// agrees).
const INKALA_CANON: &str =
    "........1.....2.3...4.5.6.....6..7....678.....3...9.....8...5...9...7.1.12.....9.";

#[test]
fn every_disguise_has_the_same_canonical_form() {
    let disguised = stdout_of(
        shudu()
            .args(["transform", "-q", "--shuffle", "--seed", "3"])
            .write_stdin(format!("{INKALA}\n").repeat(20)),
    );
    let lines: Vec<&str> = disguised.lines().collect();
    assert_eq!(lines.len(), 20);
    // Each puzzle draws its own transform.
    assert!(lines.iter().any(|l| *l != lines[0]));
    let canon = stdout_of(shudu().args(["canon", "-q"]).write_stdin(disguised.clone()));
    assert_eq!(canon, format!("{INKALA_CANON}\n").repeat(20));
    // The same seed, the same disguises, on one thread or all.
    let again = stdout_of(
        shudu()
            .args(["transform", "-q", "-j", "1", "--shuffle", "--seed", "3"])
            .write_stdin(format!("{INKALA}\n").repeat(20)),
    );
    assert_eq!(again, disguised);
}

#[test]
fn canon_json_transform_reaches_the_form() {
    let out = stdout_of(shudu().args(["canon", "--json", "-q", INKALA]));
    let record: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(record["canonical"], INKALA_CANON);
    assert_eq!(record["automorphisms"], 1);
    let transform = record["transform"].as_str().unwrap();
    let moved = stdout_of(shudu().args(["transform", "-q", "--by", transform, INKALA]));
    assert_eq!(moved.trim(), INKALA_CANON);
    // Any puzzle has a form: clashing givens too, and the empty grid with every
    // transform as an automorphism.
    let clash = format!("55{}", ".".repeat(79));
    shudu().args(["canon", "-q", &clash]).assert().code(0);
    let empty = stdout_of(shudu().args(["canon", "--json", "-q", &".".repeat(81)]));
    assert!(empty.contains("\"automorphisms\":1218998108160"), "{empty}");
}

#[test]
fn dedupe_keeps_first_members_and_names_the_first_copy() {
    let dir = tempfile::tempdir().unwrap();
    let disguised = dir.path().join("disguised.txt");
    let report = dir.path().join("report.txt");
    let text = stdout_of(
        shudu()
            .args(["transform", "-q", "--shuffle", "--seed", "9"])
            .arg(data("seeds.txt")),
    );
    std::fs::write(&disguised, &text).unwrap();
    for threads in ["1", "2"] {
        let kept = stdout_of(
            shudu()
                .args(["dedupe", "-q", "-j", threads, "--report"])
                .arg(&report)
                .arg(data("seeds.txt"))
                .arg(&disguised),
        );
        let seeds = stdout_of(shudu().args(["format", "-q"]).arg(data("seeds.txt")));
        assert_eq!(kept, seeds, "{threads} threads");
        let lines = std::fs::read_to_string(&report).unwrap();
        let first = format!(
            "{}:1: duplicate of {}:5",
            disguised.display(),
            data("seeds.txt")
        );
        assert_eq!(lines.lines().next(), Some(first.as_str()), "{lines}");
        assert_eq!(lines.lines().count(), 5);
    }
    // Without --report the report goes to standard error, with a summary.
    shudu()
        .arg("dedupe")
        .arg(data("seeds.txt"))
        .arg(&disguised)
        .assert()
        .code(0)
        .stderr(predicate::str::contains("duplicate of"))
        .stderr(predicate::str::contains("5 kept, 5 duplicate: 10 puzzles"));
}

#[test]
fn dedupe_reports_unreadable_entries_in_place() {
    let input = format!("{INKALA}\n12345\n{INKALA}\n");
    shudu()
        .args(["dedupe", "-q"])
        .write_stdin(input)
        .assert()
        .code(1)
        .stdout(predicate::str::contains(
            "<stdin>:2: expected 81 cells, found 5",
        ))
        .stderr(predicate::str::contains(
            "<stdin>:3: duplicate of <stdin>:1",
        ));
}

#[test]
fn explicit_moves_compose_and_bad_moves_are_refused() {
    // Four quarter turns, and a relabelling twice over, change nothing.
    let turned = stdout_of(shudu().args(["transform", "-q", "--rotate", "180", INKALA]));
    let back = stdout_of(shudu().args(["transform", "-q", "--rotate", "180", turned.trim()]));
    assert_eq!(back.trim(), INKALA);
    let mirrored = stdout_of(shudu().args(["transform", "-q", "--mirror", "h", INKALA]));
    assert_eq!(&mirrored[..9], &INKALA[72..81]);
    shudu()
        .args(["transform", "--swap-rows", "3,4", INKALA])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("rows 3 and 4 are not in one band"));
    shudu()
        .args(["transform", "--relabel", "123456788", INKALA])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("does not name each digit"));
    shudu()
        .args(["transform", "--by", "rows=124356789", INKALA])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("rows=124356789"));
}

#[test]
fn equiv_finds_the_transform_or_says_not_equivalent() {
    let disguised =
        stdout_of(shudu().args(["transform", "-q", "--shuffle", "--seed", "5", INKALA]));
    let disguised = disguised.trim();
    let out = stdout_of(shudu().args(["equiv", INKALA, disguised]));
    let moved = stdout_of(shudu().args(["transform", "-q", "--by", out.trim(), INKALA]));
    assert_eq!(moved.trim(), disguised);
    shudu()
        .args(["equiv", INKALA])
        .arg(data("euler96.txt"))
        .assert()
        .code(2)
        .stderr(predicate::str::contains("holds several puzzles"));
    let other = "..1..3......85.....4..268...79..5..2..2......5.......4.......276...4.......19.68.";
    shudu()
        .args(["equiv", INKALA, other])
        .assert()
        .code(1)
        .stdout("not equivalent\n");
}
