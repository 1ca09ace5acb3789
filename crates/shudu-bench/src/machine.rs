//! The header of a benchmark report: which machine (and the kernel path chosen for its
//! CPU), compiler, commit, date and command produced the numbers, so that a table can be
//! compared with another one later.

use std::process::Command;
use std::time::SystemTime;

/// The whole header, one `name: value` line each.
pub fn header() -> String {
    let args: Vec<String> = std::env::args().collect();
    format!(
        "shudu-bench\n\
         machine:   {} ({} logical cores)\n\
         cpu:       {}\n\
         rustc:     {}\n\
         commit:    {}\n\
         date:      {}\n\
         command:   {}\n",
        cpu_model(),
        cores(),
        shudu::KernelSelection::current(),
        command_output("rustc", &["-V"]).unwrap_or_else(|| "unknown".into()),
        commit(),
        utc_now(),
        args.join(" "),
    )
}

/// The processor's model name (the library's, as a run header names it), or "unknown
/// CPU".
fn cpu_model() -> String {
    shudu::solve::Cpu::brand().unwrap_or_else(|| "unknown CPU".into())
}

fn cores() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// The commit the harness was built from (stamped by `build.rs`: the code that runs),
/// and the checkout's own commit when the two differ (the binary is older than the
/// checkout, or runs from elsewhere).
fn commit() -> String {
    let built = env!("SHUDU_BENCH_BUILT_FROM");
    let now = checkout_commit();
    match now {
        Some(now) if now != built => format!("{built} (built from; checkout now at {now})"),
        _ => built.to_string(),
    }
}

/// `git rev-parse --short HEAD` in the current directory, with `-dirty` when the work
/// tree has changes.
fn checkout_commit() -> Option<String> {
    let hash = command_output("git", &["rev-parse", "--short", "HEAD"])?;
    let dirty = command_output("git", &["status", "--porcelain", "--untracked-files=no"])
        .is_some_and(|s| !s.is_empty());
    Some(if dirty { format!("{hash}-dirty") } else { hash })
}

/// The trimmed standard output of a command that succeeded.
fn command_output(program: &str, args: &[&str]) -> Option<String> {
    let out = Command::new(program).args(args).output().ok()?;
    out.status
        .success()
        .then(|| String::from_utf8_lossy(&out.stdout).trim().to_string())
}

/// The current time in UTC, as a run header writes it.
fn utc_now() -> String {
    shudu::provenance::utc_timestamp(SystemTime::now())
}
