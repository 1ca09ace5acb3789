//! The README's examples, run (and README.zh-Hans.md's and docs/variants.md's): every `$ shudu ...` line of every
//! ```console block of README.md is run from the repository root through `sh -c` (so pipes and shell
//! variables work as a reader would type them), with the built `shudu` first on PATH,
//! standard error merged into standard output as a terminal shows them, and what it
//! prints is compared with the lines under it.
//!
//! Two things cannot be stable and are normalised on both sides: the time and rate of a
//! closing summary (`in 213 µs (23,464 puzzles/s)` becomes `in TIME`), and blank lines
//! at the very end of the output, which a code block does not show. A line `...` in
//! the README stands for any number of lines left out. Commands that print nothing and
//! assign a shell variable (`MARKS='...'`) are kept for the commands after them in the
//! same block.

use std::path::{Path, PathBuf};
use std::process::Command;

/// One example: the command as typed (continuation lines joined) and what it prints.
struct Example {
    /// One-based line in README.md where the command starts.
    line: usize,
    command: String,
    /// Variable assignments earlier in the same block.
    prelude: Vec<String>,
    expected: Vec<String>,
}

fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Whether a command only sets a shell variable: `NAME=value`, nothing run.
fn is_assignment(command: &str) -> bool {
    let Some((name, _)) = command.split_once('=') else {
        return false;
    };
    !name.is_empty()
        && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        && !name.starts_with(|c: char| c.is_ascii_digit())
}

fn examples(readme: &str) -> Vec<Example> {
    let mut found = Vec::new();
    let mut lines = readme.lines().enumerate().peekable();
    while let Some((_, line)) = lines.next() {
        if line.trim_end() != "```console" {
            continue;
        }
        let mut prelude: Vec<String> = Vec::new();
        let mut current: Option<Example> = None;
        for (i, line) in lines.by_ref() {
            if line.trim_end() == "```" {
                break;
            }
            let continues = current
                .as_ref()
                .is_some_and(|e| e.expected.is_empty() && e.command.ends_with('\\'));
            if continues {
                let example = current.as_mut().expect("a command to continue");
                example.command.pop();
                let joined = format!("{} {}", example.command.trim_end(), line.trim_start());
                example.command = joined;
            } else if let Some(command) = line.strip_prefix("$ ") {
                if let Some(done) = current.take() {
                    found.push(done);
                }
                if is_assignment(command) {
                    prelude.push(command.to_owned());
                    continue;
                }
                current = Some(Example {
                    line: i + 1,
                    command: command.to_owned(),
                    prelude: prelude.clone(),
                    expected: Vec::new(),
                });
            } else if let Some(example) = current.as_mut() {
                example.expected.push(line.to_owned());
            } else {
                panic!(
                    "line {}: output before any command in a console block",
                    i + 1
                );
            }
        }
        if let Some(done) = current.take() {
            found.push(done);
        }
    }
    found
}

/// `1 solved: 1 puzzle in 213 µs (23,464 puzzles/s)` → `1 solved: 1 puzzle in TIME`.
fn normalise(line: &str) -> String {
    let line = line.trim_end();
    if line.ends_with("/s)") {
        if let Some(at) = line.rfind(" in ") {
            return format!("{} in TIME", &line[..at]);
        }
    }
    line.to_owned()
}

/// Whether `actual` matches `expected`, where an expected `...` stands for any run of
/// lines (none included).
fn matches(expected: &[String], actual: &[String]) -> bool {
    match expected.split_first() {
        None => actual.is_empty(),
        Some((first, rest)) if first == "..." => {
            (0..=actual.len()).any(|skip| matches(rest, &actual[skip..]))
        }
        Some((first, rest)) => actual.first() == Some(first) && matches(rest, &actual[1..]),
    }
}

fn run(example: &Example, bin_dir: &Path) -> Vec<String> {
    let mut script = example.prelude.join("\n");
    script.push('\n');
    script.push_str(&format!("{{ {}\n}} 2>&1", example.command));
    let path = std::env::var_os("PATH").unwrap_or_default();
    let mut dirs = vec![bin_dir.to_path_buf()];
    dirs.extend(std::env::split_paths(&path));
    let output = Command::new("sh")
        .arg("-c")
        .arg(&script)
        .current_dir(repo_root())
        .env("PATH", std::env::join_paths(dirs).unwrap())
        .output()
        .unwrap();
    let mut lines: Vec<String> = String::from_utf8_lossy(&output.stdout)
        .lines()
        .map(normalise)
        .collect();
    while lines.last().is_some_and(String::is_empty) {
        lines.pop();
    }
    lines
}

/// The examples of the document at `path` (from the repository root) whose output is not
/// what the document shows, each in words; and how many examples it has.
fn drifted(path: &str) -> (Vec<String>, usize) {
    let text = std::fs::read_to_string(repo_root().join(path)).unwrap();
    let examples = examples(&text);
    let bin = assert_cmd::cargo::cargo_bin("shudu");
    let bin_dir = bin.parent().unwrap();
    let mut drifted = Vec::new();
    for example in &examples {
        let expected: Vec<String> = example.expected.iter().map(|l| normalise(l)).collect();
        let actual = run(example, bin_dir);
        if !matches(&expected, &actual) {
            drifted.push(format!(
                "{path}:{}: $ {}\n--- {path} shows:\n{}\n--- shudu prints:\n{}\n",
                example.line,
                example.command,
                expected.join("\n"),
                actual.join("\n")
            ));
        }
    }
    (drifted, examples.len())
}

#[test]
fn readme_examples_print_what_the_readme_shows() {
    let (drifted, count) = drifted("README.md");
    assert!(count >= 20, "found only {count} examples");
    assert!(drifted.is_empty(), "{}", drifted.join("\n"));
}

#[test]
fn the_chinese_readme_examples_print_what_it_shows() {
    let (drifted, count) = drifted("README.zh-Hans.md");
    assert!(count >= 5, "found only {count} examples");
    assert!(drifted.is_empty(), "{}", drifted.join("\n"));
}

#[test]
fn the_variant_docs_examples_print_what_they_show() {
    let (drifted, count) = drifted("docs/variants.md");
    assert!(count >= 3, "found only {count} examples");
    assert!(drifted.is_empty(), "{}", drifted.join("\n"));
}

#[test]
fn the_reader_of_examples_understands_the_readme_forms() {
    let text = "```console\n$ A='x y'\n$ shudu a \\\n      b\nout\n...\nlast\n```\n";
    let found = examples(text);
    assert_eq!(found.len(), 1);
    assert_eq!(found[0].command, "shudu a b");
    assert_eq!(found[0].prelude, ["A='x y'"]);
    assert_eq!(found[0].expected, ["out", "...", "last"]);
    let lines = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    assert!(matches(
        &lines(&["a", "...", "d"]),
        &lines(&["a", "b", "c", "d"])
    ));
    assert!(matches(&lines(&["a", "...", "b"]), &lines(&["a", "b"])));
    assert!(!matches(&lines(&["a", "...", "d"]), &lines(&["a", "b"])));
    assert_eq!(
        normalise("4 solved, 1 multiple: 5 puzzles in 213 µs (23,464 puzzles/s)"),
        "4 solved, 1 multiple: 5 puzzles in TIME"
    );
}
