//! Stamps the harness with the commit it is built from (`SHUDU_BENCH_BUILT_FROM`), so a
//! report names the code that ran even when the checkout has moved on since the build.

use std::path::Path;
use std::process::Command;

fn main() {
    // The manifest directory of this build, read when the script runs: a script binary
    // compiled for another checkout (cargo reuses it across paths) must not stamp that one.
    let manifest = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let root = Path::new(&manifest).join("../..");
    // Rebuild the stamp when a commit is made or checked out, or any source changes.
    for watched in [".git/HEAD", ".git/index", "crates", "Cargo.lock"] {
        println!("cargo:rerun-if-changed={}", root.join(watched).display());
    }
    let git = |args: &[&str]| {
        Command::new("git")
            .args(args)
            .current_dir(&root)
            .output()
            .ok()
            .filter(|out| out.status.success())
            .map(|out| String::from_utf8_lossy(&out.stdout).trim().to_string())
    };
    let stamp = match git(&["rev-parse", "--short", "HEAD"]) {
        Some(hash) => {
            let dirty = git(&["status", "--porcelain", "--untracked-files=no"])
                .is_some_and(|s| !s.is_empty());
            if dirty { format!("{hash}-dirty") } else { hash }
        }
        None => "unknown".into(),
    };
    println!("cargo:rustc-env=SHUDU_BENCH_BUILT_FROM={stamp}");
}
