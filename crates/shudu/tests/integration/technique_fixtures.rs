//! The technique fixtures: every fixture of `testdata/techniques/*.txt` (format in the
//! README there), each technique asked for its steps on each state and held to what the
//! file expects. All failures are reported together, each with its file and line.
//!
//! Read next: `common/technique_fixtures.rs`, the reader and the checks;
//! `technique_evidence.rs`, what the data cannot say (evidence, properties).

use crate::common;

use common::technique_fixtures::{load_all, parse, run};

#[test]
fn every_technique_fixture_holds() {
    let fixtures = load_all();
    assert!(fixtures.len() >= 70, "only {} fixtures", fixtures.len());
    let failures: Vec<String> = fixtures.iter().flat_map(run).collect();
    assert!(
        failures.is_empty(),
        "{} failed expectations:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// The checks can fail: a fixture expecting the wrong outcome, the wrong count, or an
/// outcome that is there, is reported with its line.
#[test]
fn a_wrong_expectation_is_reported_with_its_line() {
    let open = "123456789".repeat(81);
    let text = format!(
        "fixture wrong\nstate {open}\ntechnique NakedSingle\nsteps 1\nsome r1c1=1\nvariant r1c1-2\n"
    );
    let fixtures = parse("wrong.txt", &text).unwrap();
    let failures = run(&fixtures[0]);
    assert_eq!(failures.len(), 2, "{failures:?}");
    assert!(
        failures[0].starts_with("wrong.txt:4: wrong: "),
        "{failures:?}"
    );
    assert!(
        failures[1].starts_with("wrong.txt:5: wrong: "),
        "{failures:?}"
    );
    assert!(parse("bad.txt", "fixture x\nstate 12\n").is_err());
    assert!(
        parse(
            "bad.txt",
            &format!("fixture x\nstate {open}\ntechnique Nothing\n")
        )
        .is_err()
    );
}
