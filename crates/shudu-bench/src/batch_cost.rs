//! `batch-cost`: what the command line adds to the kernel on a batch. The kernel's own
//! processor time on the file's lines (`Solver::search_line`: parsing the 81 characters
//! and searching to 2 solutions, as a uniqueness test does) against the whole-process
//! processor time of `shudu count --limit 2 --threads 1` and `shudu solve --threads 1`
//! on the same file (start-up, reading, format detection, output and summary included),
//! each the least of several runs, and their ratio.

use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::Duration;

use shudu::Solver;

use crate::cpu_time;

const USAGE: &str = "usage: shudu-bench batch-cost [--shudu PATH] [--repeat N] [FILE] (default: data/puzzles2_17_clue.txt)";

pub fn run(args: Vec<String>) {
    if let Err(message) = measure(args) {
        eprintln!("shudu-bench batch-cost: {message}\n{USAGE}");
        std::process::exit(2);
    }
}

fn measure(args: Vec<String>) -> Result<(), String> {
    let mut file = PathBuf::from("data/puzzles2_17_clue.txt");
    // The command built with the harness: the `shudu` next to this executable.
    let mut shudu = std::env::current_exe()
        .map_err(|e| format!("cannot find the harness's own path: {e}"))?
        .with_file_name("shudu");
    let mut repeat = 5usize;
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--shudu" => shudu = PathBuf::from(args.next().ok_or("--shudu needs a path")?),
            "--repeat" => {
                let text = args.next().ok_or("--repeat needs a number")?;
                repeat = text
                    .parse()
                    .ok()
                    .filter(|&n| n > 0)
                    .ok_or(format!("--repeat: not a positive number: {text:?}"))?;
            }
            _ if arg.starts_with("--") => return Err(format!("unknown option {arg:?}")),
            _ => file = PathBuf::from(arg),
        }
    }
    let text = std::fs::read_to_string(&file).map_err(|e| format!("{}: {e}", file.display()))?;
    // The puzzle lines, as the command reads them: blank and comment lines skipped.
    let lines: Vec<&[u8]> = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(str::as_bytes)
        .collect();
    let solver = Solver::new();
    let mut kernel = Duration::MAX;
    let mut solved = 0u64;
    for _ in 0..repeat {
        let start = cpu_time::thread();
        let mut first = [0u8; 81];
        solved = 0;
        for (i, line) in lines.iter().enumerate() {
            let found = solver
                .search_line(std::hint::black_box(line), 2, &mut first)
                .ok_or_else(|| {
                    format!(
                        "{}: line {} is not an 81-cell puzzle",
                        file.display(),
                        i + 1
                    )
                })?;
            solved += u64::from(found.count.solutions == 1);
        }
        std::hint::black_box(first);
        kernel = kernel.min(cpu_time::thread().saturating_sub(start));
    }
    let n = lines.len().max(1) as f64;
    let per = |t: Duration| t.as_secs_f64() * 1e6 / n;
    println!(
        "{}: {} puzzles ({solved} unique), kernel {} on path {}; least processor time of {repeat} runs",
        file.display(),
        lines.len(),
        solver.kernel().name(),
        shudu::KernelSelection::current().path,
    );
    println!(
        "{:<44} {:>9.3} s {:>8.2} µs/puzzle",
        "kernel: Solver::search_line, limit 2",
        kernel.as_secs_f64(),
        per(kernel)
    );
    let commands: [&[&str]; 2] = [
        &["count", "--limit", "2", "--threads", "1"],
        &["solve", "--threads", "1"],
    ];
    for words in commands {
        let mut least = Duration::MAX;
        for _ in 0..repeat {
            let before = cpu_time::children();
            let status = Command::new(&shudu)
                .args(words)
                .arg(&file)
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .status()
                .map_err(|e| format!("cannot run {}: {e}", shudu.display()))?;
            if !status.success() {
                return Err(format!(
                    "{} {} failed: {status}",
                    shudu.display(),
                    words.join(" ")
                ));
            }
            least = least.min(cpu_time::children().saturating_sub(before));
        }
        println!(
            "{:<44} {:>9.3} s {:>8.2} µs/puzzle {:>6.2} × kernel",
            format!("shudu {}", words.join(" ")),
            least.as_secs_f64(),
            per(least),
            least.as_secs_f64() / kernel.as_secs_f64().max(1e-9)
        );
    }
    Ok(())
}
