//! Running a command over a stream of work items: in input order, in constant memory,
//! on all cores or exactly one thread, with a progress bar on a terminal and a closing
//! summary on standard error. When standard output is a pipe that closes (`| head -1`),
//! the run stops within a fraction of a second and exits quietly.

use std::collections::BTreeMap;
use std::io::{self, IsTerminal, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Condvar, Mutex, MutexGuard, PoisonError};
use std::thread;
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use shudu::words::Noun;

use crate::cli::RunArgs;

/// Items handed to the workers at once: enough to keep every core busy, few enough
/// that memory stays small and output flows steadily.
const CHUNK: usize = 256;

/// How often output is flushed and a closed pipe looked for: often enough that a slow
/// batch (`rate`) shows each result soon and stops soon after its reader has gone, rarely
/// enough that a fast one (`solve`) costs nothing.
const TICK: Duration = Duration::from_millis(100);

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

impl Rendered {
    /// An item's output and tally that lets the batch go on (no `stop`).
    pub fn new(text: String, tally: &'static str, failed: bool) -> Rendered {
        Rendered {
            text,
            tally,
            failed,
            stop: None,
        }
    }
}

/// The result of a whole run.
pub struct Summary {
    /// Whether some item failed (exit code 1).
    pub failed: bool,
    /// The items per summary bucket, as the closing line counts them.
    pub tallies: BTreeMap<&'static str, u64>,
    /// How long the run took.
    pub elapsed: Duration,
}

impl Summary {
    /// The result of a command that is no batch (one position, one file).
    pub fn of(failed: bool) -> Summary {
        Summary {
            failed,
            tallies: BTreeMap::new(),
            elapsed: Duration::ZERO,
        }
    }
}

/// Runs `work` over `items`, writing each result to `out` in input order.
///
/// With one thread everything runs on the calling thread, one item after another. With
/// `n`, the calling thread and `n - 1` helpers each take a whole chunk of items at a
/// time (one hand-over per chunk, not per item) and work it; the calling thread, the
/// only one that writes, writes finished chunks in input order between its own chunks.
pub fn run<I, T, F>(
    items: I,
    work: F,
    run: &RunArgs,
    order: &[&'static str],
    noun: Noun,
    out: &mut dyn Write,
) -> anyhow::Result<Summary>
where
    I: Iterator<Item = T> + Send,
    T: Send,
    F: Fn(T) -> Rendered + Sync + Send,
{
    run_ordered(items, work, |rendered| rendered, run, order, noun, out)
}

/// As [`run`], with a second stage: `work` runs on any thread, and `then` turns each of
/// its results into output on the writing thread, one after another in input order, so
/// that it may keep state that depends on everything before (`dedupe`'s classes seen).
pub fn run_ordered<I, T, W, F, G>(
    items: I,
    work: F,
    mut then: G,
    run: &RunArgs,
    order: &[&'static str],
    noun: Noun,
    out: &mut dyn Write,
) -> anyhow::Result<Summary>
where
    I: Iterator<Item = T> + Send,
    T: Send,
    W: Send,
    F: Fn(T) -> W + Sync + Send,
    G: FnMut(W) -> Rendered,
{
    // This run's share of the entries (`--shard`), less those an interrupted run has
    // already written (`--resume`): both count entries, never output lines.
    let shard = run.shard;
    let items = items
        .enumerate()
        .filter(move |(position, _)| shard.is_none_or(|s| s.takes(*position as u64)))
        .map(|(_, item)| item)
        .skip(usize::try_from(run.resumed.load(Ordering::Relaxed)).unwrap_or(usize::MAX));
    let progress = Progress::new(run.quiet, noun);
    let started = Instant::now();
    let mut sink = Sink {
        out,
        tallies: BTreeMap::new(),
        total: 0,
        failed: false,
        stopped: false,
        closed: false,
        probe_stdout: run.output.is_none(),
        last_tick: started,
    };
    match run.threads {
        Some(1) => {
            let mut items = items.peekable();
            while items.peek().is_some() && !sink.stopped {
                for item in items.by_ref().take(CHUNK) {
                    sink.take(then(work(item)))?;
                    sink.tick()?;
                    if sink.stopped {
                        break;
                    }
                }
                progress.update(sink.total, started.elapsed());
            }
        }
        threads => {
            let threads = threads.map_or_else(
                || thread::available_parallelism().map_or(1, |n| n.get()),
                usize::from,
            );
            run_parallel(
                items, &work, &mut then, threads, &mut sink, &progress, started,
            )?;
        }
    }
    match sink.out.flush() {
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => sink.closed = true,
        other => other?,
    }
    progress.finish();
    // Whoever closed the pipe wanted no more; a summary of a cut-short run would only
    // clutter their terminal.
    if !run.quiet && !sink.closed {
        eprintln!(
            "{}",
            summary_line(&sink.tallies, order, sink.total, noun, started.elapsed())
        );
    }
    Ok(Summary {
        failed: sink.failed,
        tallies: sink.tallies,
        elapsed: started.elapsed(),
    })
}

/// What the threads of a parallel run share: the items not yet taken, and the finished
/// chunks not yet written.
struct Shared<I, W> {
    items: I,
    /// Index the next chunk taken gets, and its size.
    next: u64,
    size: usize,
    exhausted: bool,
    /// Index of the next chunk to write; chunks from `written` to `next` are in work or
    /// waiting in `ready`.
    written: u64,
    ready: BTreeMap<u64, Vec<W>>,
    /// Set when nothing more is to be written (`--strict`, a closed pipe, an error).
    stop: bool,
}

impl<I: Iterator, W> Shared<I, W> {
    /// The next chunk of items and its index, or `None` once the items are used up.
    fn take(&mut self) -> Option<(u64, Vec<I::Item>)> {
        if self.exhausted {
            return None;
        }
        let chunk: Vec<I::Item> = self.items.by_ref().take(self.size).collect();
        // A short chunk means the items ran out (the readers are fused iterators).
        self.exhausted = chunk.len() < self.size;
        if chunk.is_empty() {
            return None;
        }
        // Small chunks first, so a short batch still spreads over every thread; then
        // large ones, so handing over costs little.
        self.size = (self.size * 2).min(CHUNK);
        let index = self.next;
        self.next += 1;
        Some((index, chunk))
    }
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    // A panicking worker takes the whole run down when the scope joins it; until then
    // the data is still consistent (every update is a single insert or increment).
    m.lock().unwrap_or_else(PoisonError::into_inner)
}

/// The parallel run: exactly `threads` threads work (no thread only waits on the
/// others, which on a machine with as many cores as threads would cost one core's
/// share), all taking chunks from one reader; the calling thread also writes. At most
/// `4 × threads` chunks are taken but unwritten, so memory stays flat even when one
/// chunk is slow.
#[allow(clippy::too_many_arguments)]
fn run_parallel<I, T, W, F, G>(
    items: I,
    work: &F,
    then: &mut G,
    threads: usize,
    sink: &mut Sink<'_>,
    progress: &Progress,
    started: Instant,
) -> anyhow::Result<()>
where
    I: Iterator<Item = T> + Send,
    T: Send,
    W: Send,
    F: Fn(T) -> W + Sync,
    G: FnMut(W) -> Rendered,
{
    let window = 4 * threads as u64;
    let shared = Mutex::new(Shared {
        items,
        next: 0,
        size: 1,
        exhausted: false,
        written: 0,
        ready: BTreeMap::new(),
        stop: false,
    });
    let changed = Condvar::new();
    // Set with `stop`, or by any thread that finds standard output's reader gone; read
    // without the lock between items, so the chunks in work (the writer's own among them)
    // are cut short too: their results would not be written.
    let cancelled = AtomicBool::new(false);
    let probe = sink.probe_stdout;
    let finish = |index: u64, chunk: Vec<T>| {
        let mut results = Vec::with_capacity(chunk.len());
        let mut probed = Instant::now();
        for item in chunk {
            if probe && probed.elapsed() >= TICK {
                probed = Instant::now();
                if stdout_reader_gone() {
                    cancelled.store(true, Ordering::Relaxed);
                    changed.notify_all();
                }
            }
            if cancelled.load(Ordering::Relaxed) {
                return;
            }
            results.push(work(item));
        }
        lock(&shared).ready.insert(index, results);
        changed.notify_all();
    };
    let stop = |s: &mut Shared<I, W>| {
        s.stop = true;
        cancelled.store(true, Ordering::Relaxed);
        changed.notify_all();
    };
    thread::scope(|scope| {
        for _ in 1..threads {
            scope.spawn(|| {
                loop {
                    let mut s = lock(&shared);
                    while !s.stop && !s.exhausted && s.next - s.written >= window {
                        s = changed.wait(s).unwrap_or_else(PoisonError::into_inner);
                    }
                    if s.stop {
                        return;
                    }
                    let Some((index, chunk)) = s.take() else {
                        // Wake the writer: it may be waiting for the end of the items.
                        changed.notify_all();
                        return;
                    };
                    drop(s);
                    finish(index, chunk);
                }
            });
        }
        // The calling thread: write what is ready in order, else work a chunk, else wait.
        let mut s = lock(&shared);
        loop {
            if cancelled.load(Ordering::Relaxed) {
                // Only a worker's look at the pipe sets it without returning from here.
                sink.close();
                stop(&mut s);
                return Ok(());
            }
            let mut in_order = Vec::new();
            let state = &mut *s;
            while let Some(results) = state.ready.remove(&state.written) {
                in_order.push(results);
                state.written += 1;
            }
            if !in_order.is_empty() {
                changed.notify_all();
                drop(s);
                let outcome = in_order
                    .into_iter()
                    .try_for_each(|results| sink.take_all(results.into_iter().map(&mut *then)))
                    .and_then(|()| sink.tick());
                progress.update(sink.total, started.elapsed());
                s = lock(&shared);
                if outcome.is_err() || sink.stopped {
                    stop(&mut s);
                    return outcome;
                }
                continue;
            }
            if s.exhausted && s.written == s.next {
                return Ok(());
            }
            if !s.exhausted && s.next - s.written < window {
                if let Some((index, chunk)) = s.take() {
                    drop(s);
                    finish(index, chunk);
                    s = lock(&shared);
                }
                // Else the items ran out just now: what is left is in the helpers' hands.
                continue;
            }
            // Wake now and then while the workers are busy, to notice a closed pipe.
            s = changed
                .wait_timeout(s, TICK)
                .unwrap_or_else(PoisonError::into_inner)
                .0;
            drop(s);
            let outcome = sink.tick();
            s = lock(&shared);
            if outcome.is_err() || sink.stopped {
                stop(&mut s);
                return outcome;
            }
        }
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
    /// Set when the reader of the output has gone.
    closed: bool,
    /// Whether the output is standard output, which may be a pipe worth watching.
    probe_stdout: bool,
    /// When the output was last flushed and watched.
    last_tick: Instant,
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
            Err(e) if e.kind() == io::ErrorKind::BrokenPipe => self.close(),
            other => other?,
        }
        if let Some(reason) = r.stop {
            self.out.flush()?;
            eprintln!("shudu: {reason}");
            self.stopped = true;
        }
        Ok(())
    }

    fn close(&mut self) {
        self.closed = true;
        self.stopped = true;
    }

    /// Once per tick: flushes what is written (so a slow batch's results show as they
    /// come, and a closed pipe shows as an error), and looks whether standard output's
    /// reader has gone even when nothing is waiting to be written.
    fn tick(&mut self) -> anyhow::Result<()> {
        if self.stopped || self.last_tick.elapsed() < TICK {
            return Ok(());
        }
        self.last_tick = Instant::now();
        match self.out.flush() {
            Err(e) if e.kind() == io::ErrorKind::BrokenPipe => self.close(),
            other => other?,
        }
        if self.probe_stdout && stdout_reader_gone() {
            self.close();
        }
        Ok(())
    }

    fn take_all(&mut self, results: impl Iterator<Item = Rendered>) -> anyhow::Result<()> {
        for r in results {
            self.take(r)?;
        }
        Ok(())
    }
}

/// Whether standard output is a pipe whose reading end is closed: writing to it would
/// fail. A pipe's writer sees an error condition as soon as its last reader goes, which
/// `poll` reports without writing anything.
#[cfg(unix)]
fn stdout_reader_gone() -> bool {
    let mut watch = libc::pollfd {
        fd: libc::STDOUT_FILENO,
        events: 0,
        revents: 0,
    };
    // SAFETY: `poll` reads and writes only the one `pollfd` it is given, which lives
    // across the call; a zero timeout returns at once.
    let ready = unsafe { libc::poll(&mut watch, 1, 0) };
    ready > 0 && watch.revents & libc::POLLERR != 0
}

/// Elsewhere a closed pipe shows only as a failed write.
#[cfg(not(unix))]
fn stdout_reader_gone() -> bool {
    false
}

/// `48 solved, 1 multiple, 1 invalid: 50 puzzles in 1.20 ms (41,667 puzzles/s)`.
fn summary_line(
    tallies: &BTreeMap<&'static str, u64>,
    order: &[&'static str],
    total: u64,
    noun: Noun,
    elapsed: Duration,
) -> String {
    let mut counts: Vec<(&str, u64)> = order
        .iter()
        .filter_map(|&k| tallies.get(k).map(|&n| (k, n)))
        .collect();
    counts.extend(
        tallies
            .iter()
            .filter(|(k, _)| !order.contains(k))
            .map(|(&k, &n)| (k, n)),
    );
    shudu::words::summary_in(crate::cli::lang(), &counts, total, noun, elapsed)
}

/// A spinner with count and rate, drawn only on a terminal and only once a run has
/// lasted long enough to be worth watching.
struct Progress {
    bar: Option<ProgressBar>,
}

const SHOW_AFTER: Duration = Duration::from_millis(500);

impl Progress {
    fn new(quiet: bool, noun: Noun) -> Progress {
        if quiet || !io::stderr().is_terminal() {
            return Progress { bar: None };
        }
        let bar = ProgressBar::with_draw_target(None, ProgressDrawTarget::hidden());
        let words = shudu::words::progress_in(
            crate::cli::lang(),
            noun,
            "{human_pos}",
            "{per_sec}",
            "{elapsed}",
        );
        let style = ProgressStyle::with_template(&format!("{{spinner}} {words}"))
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

    fn args(threads: u16) -> RunArgs {
        RunArgs {
            threads: Some(threads),
            json: false,
            quiet: true,
            output: None,
            shard: None,
            resume: false,
            header: false,
            no_header: false,
            resumed: 0.into(),
        }
    }

    /// Work whose cost varies a lot from item to item, so chunks finish out of order.
    fn uneven(i: u64) -> Rendered {
        let mut x = i;
        for _ in 0..(i * 7919 % 97) * 200 {
            x = std::hint::black_box(x.wrapping_mul(6364136223846793005).wrapping_add(1));
        }
        Rendered::new(
            format!("{i}\n"),
            if x % 2 == 0 { "even" } else { "odd" },
            i == 1234,
        )
    }

    #[test]
    fn every_thread_count_writes_every_item_in_input_order() {
        let expected: String = (0..5000u64).map(|i| format!("{i}\n")).collect();
        for threads in 1..=5 {
            let mut out = Vec::new();
            let summary = run(
                0..5000u64,
                uneven,
                &args(threads),
                &[],
                Noun::Puzzle,
                &mut out,
            )
            .unwrap();
            assert_eq!(
                String::from_utf8(out).unwrap(),
                expected,
                "{threads} threads"
            );
            assert!(summary.failed, "{threads} threads: item 1234 failed");
        }
    }

    #[test]
    fn a_stop_ends_the_output_at_that_item() {
        for threads in 1..=4 {
            let mut out = Vec::new();
            let work = |i: u64| Rendered {
                stop: (i == 700).then(|| "stop here".to_owned()),
                ..uneven(i)
            };
            run(
                0..100_000u64,
                work,
                &args(threads),
                &[],
                Noun::Puzzle,
                &mut out,
            )
            .unwrap();
            let expected: String = (0..=700u64).map(|i| format!("{i}\n")).collect();
            assert_eq!(
                String::from_utf8(out).unwrap(),
                expected,
                "{threads} threads"
            );
        }
    }

    #[test]
    fn a_shard_takes_its_share_after_what_was_resumed() {
        for threads in 1..=4 {
            let mut out = Vec::new();
            let mut run_args = args(threads);
            run_args.shard = Some(crate::cli::Shard { index: 2, count: 3 });
            run_args.resumed = 2.into();
            run(0..3000u64, uneven, &run_args, &[], Noun::Puzzle, &mut out).unwrap();
            // Entries 2, 5, 8, … from 1 are 1, 4, 7, … from 0; the first two were written.
            let expected: String = (0..3000u64)
                .filter(|i| i % 3 == 1)
                .skip(2)
                .map(|i| format!("{i}\n"))
                .collect();
            assert_eq!(
                String::from_utf8(out).unwrap(),
                expected,
                "{threads} threads"
            );
        }
    }

    #[test]
    fn empty_input_writes_nothing() {
        for threads in 1..=3 {
            let mut out = Vec::new();
            run(0..0u64, uneven, &args(threads), &[], Noun::Puzzle, &mut out).unwrap();
            assert!(out.is_empty());
        }
    }

    #[test]
    fn summary_reads_well() {
        crate::cli::choose_lang(shudu::words::Lang::En);
        let mut t = BTreeMap::new();
        t.insert("solved", 48);
        t.insert("invalid", 2);
        let line = summary_line(
            &t,
            &["solved", "invalid"],
            50,
            Noun::Puzzle,
            Duration::from_millis(2),
        );
        assert_eq!(
            line,
            "48 solved, 2 invalid: 50 puzzles in 2.00 ms (25,000 puzzles/s)"
        );
        let slow = summary_line(&t, &[], 5, Noun::Puzzle, Duration::from_secs(10));
        assert!(slow.ends_with("in 10.00 s (0.5 puzzles/s)"), "{slow}");
    }
}
