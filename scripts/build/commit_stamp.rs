// The commit a binary is built from, for its build script: `git rev-parse --short HEAD`
// of the checkout the crate sits in, `-dirty` when tracked files have changes, `unknown`
// outside a git checkout. Included by the build scripts of `shudu-cli` and `shudu-bench`
// (`include!`), so both stamp their binaries the same way.

/// Stamps the crate being built with its commit in the environment variable `name`, and
/// asks cargo to run the script again when a commit is made or checked out, or any
/// source changes.
fn stamp_commit(name: &str) {
    use std::path::Path;
    use std::process::Command;
    // The manifest directory of this build, read when the script runs: a script binary
    // compiled for another checkout (cargo reuses it across paths) must not stamp that one.
    let manifest = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let root = Path::new(&manifest).join("../..");
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
    println!("cargo:rustc-env={name}={stamp}");
}
