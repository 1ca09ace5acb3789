//! Running a command over a stream of work items: in input order, in constant memory,
//! on all cores or exactly one thread, with a progress bar on a terminal and a closing
//! summary on standard error.

use std::collections::BTreeMap;
use std::io::{self, IsTerminal, Write};
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use rayon::prelude::*;

use crate::cli::RunArgs;

/// Items handed to the workers at once: enough to keep every core busy, few enough
/// that memory stays small and output flows steadily.
const CHUNK: usize = 2048;

/// What one item produced: text to print and how to count it in the summary.
pub struct Rendered {
    /// The output for the item, each line ending in '\n'.
    pub text: String,
    /// The summary bucket (`solved`, `error`, ...).
    pub tally: &'static str,
    /// Whether this item makes the exit code 1.
    pub failed: bool,
    /// Set when the batch must stop after this item (`--strict`): the reason, for stderr.
    pub stop: Option<String>,
}

/// The result of a whole run.
pub struct Summary {
    pub failed: bool,
}

/// Runs `work` over `items`, writing each result to `out` in input order.
pub fn run<I, T, F>(
    items: I,
    work: F,
    run: &RunArgs,
    order: &[&'static str],
    noun: &str,
    out: &mut dyn Write,
) -> anyhow::Result<Summary>
where
    I: Iterator<Item = T>,
    T: Send,
    F: Fn(T) -> Rendered + Sync + Send,
{
    let pool = match run.threads {
        Some(1) => None,
        Some(n) => Some(
            rayon::ThreadPoolBuilder::new()
                .num_threads(n.into())
                .build()?,
        ),
        None => Some(rayon::ThreadPoolBuilder::new().build()?),
    };
    let progress = Progress::new(run.quiet, noun);
    let started = Instant::now();
    let mut tallies: BTreeMap<&'static str, u64> = BTreeMap::new();
    let mut total = 0u64;
    let mut failed = false;
    let mut items = items.peekable();
    'chunks: while items.peek().is_some() {
        let chunk: Vec<T> = items.by_ref().take(CHUNK).collect();
        let results: Vec<Rendered> = match &pool {
            None => chunk.into_iter().map(&work).collect(),
            Some(pool) => pool.install(|| chunk.into_par_iter().map(&work).collect()),
        };
        for r in results {
            total += 1;
            *tallies.entry(r.tally).or_default() += 1;
            failed |= r.failed;
            match out.write_all(r.text.as_bytes()) {
                Err(e) if e.kind() == io::ErrorKind::BrokenPipe => break 'chunks,
                other => other?,
            }
            if let Some(reason) = r.stop {
                out.flush()?;
                eprintln!("shudu: {reason}");
                break 'chunks;
            }
        }
        progress.update(total, started.elapsed());
    }
    match out.flush() {
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => {}
        other => other?,
    }
    progress.finish();
    if !run.quiet {
        eprintln!(
            "{}",
            summary_line(&tallies, order, total, noun, started.elapsed())
        );
    }
    Ok(Summary { failed })
}

/// `48 solved, 1 multiple, 1 invalid: 50 puzzles in 1.20 ms (41,667 puzzles/s)`.
fn summary_line(
    tallies: &BTreeMap<&'static str, u64>,
    order: &[&'static str],
    total: u64,
    noun: &str,
    elapsed: Duration,
) -> String {
    let mut parts: Vec<String> = order
        .iter()
        .filter_map(|k| tallies.get(k).map(|n| format!("{n} {k}")))
        .collect();
    parts.extend(
        tallies
            .iter()
            .filter(|(k, _)| !order.contains(k))
            .map(|(k, n)| format!("{n} {k}")),
    );
    let secs = elapsed.as_secs_f64();
    let rate = if secs > 0.0 { total as f64 / secs } else { 0.0 };
    let plural = if total == 1 { "" } else { "s" };
    format!(
        "{}{}{total} {noun}{plural} in {} ({} {noun}s/s)",
        parts.join(", "),
        if parts.is_empty() { "" } else { ": " },
        human_duration(elapsed),
        group_thousands(rate.round() as u64),
    )
}

fn human_duration(d: Duration) -> String {
    let s = d.as_secs_f64();
    if s >= 1.0 {
        format!("{s:.2} s")
    } else if s >= 1e-3 {
        format!("{:.2} ms", s * 1e3)
    } else {
        format!("{:.0} µs", s * 1e6)
    }
}

fn group_thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, ch) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(ch);
    }
    out
}

/// A spinner with count and rate, drawn only on a terminal and only once a run has
/// lasted long enough to be worth watching.
struct Progress {
    bar: Option<ProgressBar>,
}

const SHOW_AFTER: Duration = Duration::from_millis(500);

impl Progress {
    fn new(quiet: bool, noun: &str) -> Progress {
        if quiet || !io::stderr().is_terminal() {
            return Progress { bar: None };
        }
        let bar = ProgressBar::with_draw_target(None, ProgressDrawTarget::hidden());
        let style = ProgressStyle::with_template(&format!(
            "{{spinner}} {{human_pos}} {noun}s  {{per_sec}}  {{elapsed}}"
        ))
        .unwrap_or_else(|_| ProgressStyle::default_spinner());
        bar.set_style(style);
        Progress { bar: Some(bar) }
    }

    fn update(&self, done: u64, elapsed: Duration) {
        if let Some(bar) = &self.bar {
            if elapsed >= SHOW_AFTER && bar.is_hidden() {
                bar.set_draw_target(ProgressDrawTarget::stderr());
            }
            bar.set_position(done);
        }
    }

    fn finish(&self) {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn summary_reads_well() {
        let mut t = BTreeMap::new();
        t.insert("solved", 48);
        t.insert("invalid", 2);
        let line = summary_line(
            &t,
            &["solved", "invalid"],
            50,
            "puzzle",
            Duration::from_millis(2),
        );
        assert_eq!(
            line,
            "48 solved, 2 invalid: 50 puzzles in 2.00 ms (25,000 puzzles/s)"
        );
        assert_eq!(group_thousands(1234567), "1,234,567");
    }
}
