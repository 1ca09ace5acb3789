//! What the command's test modules share: the built binary, its standard output, the
//! data files, and the puzzles several modules run.

use assert_cmd::Command;

/// Arto Inkala's 2012 puzzle (one solution).
pub const INKALA: &str =
    "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";
/// Its solution.
pub const INKALA_SOLUTION: &str =
    "812753649943682175675491283154237896369845721287169534521974368438526917796318452";

/// The `shudu` binary this crate builds, in English whatever the machine's locale (a
/// test of another language asks for it).
pub fn shudu() -> Command {
    let mut command = Command::cargo_bin("shudu").unwrap();
    command
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "C");
    command
}

/// What `cmd` prints on standard output.
pub fn stdout_of(cmd: &mut Command) -> String {
    String::from_utf8(cmd.output().unwrap().stdout).unwrap()
}

/// The path of a file of the repository's `data/`.
pub fn data(name: &str) -> String {
    format!("{}/../../data/{name}", env!("CARGO_MANIFEST_DIR"))
}
