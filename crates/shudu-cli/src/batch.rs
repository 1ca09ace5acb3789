//! Running a command over a stream of work items: in input order, in constant memory,
//! on all cores or exactly one thread, with a progress bar on a terminal and a closing
//! summary on standard error.

use std::collections::BTreeMap;
use std::io::{self, IsTerminal, Write};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use crate::cli::RunArgs;

/// Items handed to the workers at once: enough to keep every core busy, few enough
/// that memory stays small and output flows steadily.
const CHUNK: usize = 256;

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
///
/// With one thread everything runs on the calling thread, one item after another. With
/// more, the calling thread reads chunks of items and hands each whole chunk to a
/// worker of the pool (one hand-over per chunk, not per item), then writes finished
/// chunks in input order while the workers go on.
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
    let progress = Progress::new(run.quiet, noun);
    let started = Instant::now();
    let mut sink = Sink {
        out,
        tallies: BTreeMap::new(),
        total: 0,
        failed: false,
        stopped: false,
    };
    match run.threads {
        Some(1) => {
            let mut items = items.peekable();
            while items.peek().is_some() && !sink.stopped {
                for item in items.by_ref().take(CHUNK) {
                    sink.take(work(item))?;
                    if sink.stopped {
                        break;
                    }
                }
                progress.update(sink.total, started.elapsed());
            }
        }
        threads => {
            let mut builder = rayon::ThreadPoolBuilder::new();
            if let Some(n) = threads {
                builder = builder.num_threads(n.into());
            }
            let pool = builder.build()?;
            // Enough chunks in flight to keep every worker busy while this thread reads
            // the next one and writes finished ones, few enough that memory stays flat.
            let in_flight_max = 2 * pool.current_num_threads();
            let (done, finished) = mpsc::channel::<(u64, Vec<Rendered>)>();
            let mut items = items;
            pool.in_place_scope(|scope| -> anyhow::Result<()> {
                let mut size = 1;
                let (mut sent, mut written, mut in_flight) = (0u64, 0u64, 0usize);
                let mut exhausted = false;
                let mut ready: BTreeMap<u64, Vec<Rendered>> = BTreeMap::new();
                loop {
                    while in_flight < in_flight_max && !exhausted && !sink.stopped {
                        let chunk: Vec<T> = items.by_ref().take(size).collect();
                        if chunk.is_empty() {
                            exhausted = true;
                            break;
                        }
                        // Small chunks first, so a short batch still spreads over
                        // every worker; then large ones, so handing over costs little.
                        size = (size * 2).min(CHUNK);
                        let (done, work, index) = (done.clone(), &work, sent);
                        scope.spawn(move |_| {
                            let results = chunk.into_iter().map(work).collect();
                            // The receiver outlives the scope, so this cannot fail.
                            let _ = done.send((index, results));
                        });
                        sent += 1;
                        in_flight += 1;
                    }
                    if in_flight == 0 {
                        return Ok(());
                    }
                    let (index, results) = finished.recv()?;
                    in_flight -= 1;
                    ready.insert(index, results);
                    // Write in input order: only the chunk whose turn it is.
                    while let Some(results) = ready.remove(&written) {
                        sink.take_all(results)?;
                        written += 1;
                    }
                    progress.update(sink.total, started.elapsed());
                }
            })?;
        }
    }
    match sink.out.flush() {
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => {}
        other => other?,
    }
    progress.finish();
    if !run.quiet {
        eprintln!(
            "{}",
            summary_line(&sink.tallies, order, sink.total, noun, started.elapsed())
        );
    }
    Ok(Summary {
        failed: sink.failed,
    })
}

/// Where results go, in order: the output, and the counts for the summary.
struct Sink<'o> {
    out: &'o mut dyn Write,
    tallies: BTreeMap<&'static str, u64>,
    total: u64,
    failed: bool,
    /// Set by `--strict` or a closed pipe: nothing more is written.
    stopped: bool,
}

impl Sink<'_> {
    fn take(&mut self, r: Rendered) -> anyhow::Result<()> {
        if self.stopped {
            return Ok(());
        }
        self.total += 1;
        *self.tallies.entry(r.tally).or_default() += 1;
        self.failed |= r.failed;
        match self.out.write_all(r.text.as_bytes()) {
            Err(e) if e.kind() == io::ErrorKind::BrokenPipe => self.stopped = true,
            other => other?,
        }
        if let Some(reason) = r.stop {
            self.out.flush()?;
            eprintln!("shudu: {reason}");
            self.stopped = true;
        }
        Ok(())
    }

    fn take_all(&mut self, results: Vec<Rendered>) -> anyhow::Result<()> {
        for r in results {
            self.take(r)?;
        }
        Ok(())
    }
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
