//! The header of a benchmark report: which machine (and the kernel path chosen for its
//! CPU), compiler, commit, date and command produced the numbers, so that a table can be
//! compared with another one later.

use std::process::Command;
use std::time::{SystemTime, UNIX_EPOCH};

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

/// The first `model name` of /proc/cpuinfo (Linux), or "unknown CPU".
fn cpu_model() -> String {
    std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|info| {
            info.lines()
                .find(|l| l.starts_with("model name"))
                .and_then(|l| l.split_once(':'))
                .map(|(_, model)| model.trim().to_string())
        })
        .unwrap_or_else(|| "unknown CPU".into())
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

/// The current time as `YYYY-MM-DD HH:MM:SS UTC`, without a date library.
fn utc_now() -> String {
    let secs = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let (days, rest) = (secs / 86_400, secs % 86_400);
    let (y, m, d) = civil_from_days(days as i64);
    format!(
        "{y:04}-{m:02}-{d:02} {:02}:{:02}:{:02} UTC",
        rest / 3600,
        rest / 60 % 60,
        rest % 60
    )
}

/// The proleptic Gregorian date `days` after 1970-01-01: count in 400-year eras of
/// 146,097 days, with years starting in March so the leap day falls last.
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let year = yoe + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

#[cfg(test)]
mod tests {
    use super::civil_from_days;

    #[test]
    fn dates() {
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(civil_from_days(11_016), (2000, 2, 29));
        assert_eq!(civil_from_days(19_723), (2024, 1, 1));
    }
}
