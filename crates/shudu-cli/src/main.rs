//! The `shudu` command: a thin layer over the `shudu` library.
//!
//! `cli.rs` declares the arguments, `input.rs` turns them into a stream of puzzles,
//! `commands/` holds one file per subcommand, and `batch.rs` runs a command over the
//! stream in order, in parallel. Errors become exit codes here, in one place:
//! 0 success, 1 some puzzle failed, 2 usage or I/O error (clap also uses 2).

mod batch;
mod cli;
mod commands;
mod input;
mod output;
mod render;
mod run_file;
mod steps;

use std::io::{self, BufWriter, Write};
use std::process::ExitCode;
use std::sync::atomic::{AtomicU64, Ordering};

use clap::Parser;
#[cfg(not(all(feature = "serve", feature = "scan")))]
use shudu::words::Feature;
use shudu::words::{CommandError, Output};

/// Batches allocate each puzzle's entry on the reading thread and free it on a worker,
/// and the other way round for its output. The system allocator serialises such
/// cross-thread frees: with it, two threads were only 1.2× faster than one on a large
/// file; with mimalloc they are 1.9× faster.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

use cli::{Cli, Command, RunArgs};

/// `hint`, `equiv` and `serve` handle one position, pair or server and write to standard
/// output; `print` writes to standard output only under `-o -`.
static NO_RUN_ARGS: RunArgs = RunArgs {
    threads: None,
    json: false,
    quiet: true,
    output: None,
    shard: None,
    resume: false,
    header: false,
    no_header: false,
    resumed: AtomicU64::new(0),
};

/// The batch options of `command`, or why the command cannot run in this build.
fn run_args(command: &Command) -> anyhow::Result<&RunArgs> {
    Ok(match command {
        Command::Solve(a) => &a.input.run,
        Command::Count(a) => &a.input.run,
        Command::Candidates(a) => &a.input.run,
        Command::Setter(a) => &a.input.run,
        Command::Check(a) => &a.input.run,
        Command::Format(a) => &a.input.run,
        Command::Generate(a) => &a.run,
        Command::Explain(a) => &a.input.run,
        Command::Rate(a) => &a.input.run,
        Command::Canon(a) => &a.input.run,
        Command::Dedupe(a) => &a.input.run,
        Command::Transform(a) => &a.input.run,
        Command::Hint(_)
        | Command::Equiv(_)
        | Command::Version(_)
        | Command::Techniques(_)
        | Command::Daily(_) => &NO_RUN_ARGS,
        // `print` opens its own output: a PDF file or a directory of SVG files; `merge`
        // writes one joined file.
        Command::Print(_) | Command::Merge(_) => &NO_RUN_ARGS,
        #[cfg(feature = "serve")]
        Command::Serve(_) => &NO_RUN_ARGS,
        #[cfg(feature = "scan")]
        Command::Scan(a) => &a.run,
        #[cfg(not(feature = "serve"))]
        Command::Serve(_) => return Err(unbuilt(Feature::Serve)),
        #[cfg(not(feature = "scan"))]
        Command::Scan(_) => return Err(unbuilt(Feature::Scan)),
    })
}

fn run(cli: &Cli) -> anyhow::Result<batch::Summary> {
    let run_args = run_args(&cli.command)?;
    if run_args.resume && run_args.output.is_none() {
        return Err(cli::error(CommandError::ResumeWithoutOutput));
    }
    for (asked, option) in [(run_args.resume, "--resume"), (run_args.header, "--header")] {
        if asked && !run_args.json {
            return Err(cli::error(CommandError::RunRecordsWantJson { option }));
        }
    }
    let header = if run_args.wants_header() || run_args.resume {
        Some(run_file::header(cli, run_args, &inputs_read(&cli.command))?)
    } else {
        None
    };
    // Whether the output has a header (and so gets a summary), and whether this run
    // writes it.
    let mut heading = run_args.wants_header();
    let mut write_header = heading;
    let (mut before, mut resumed) = (Default::default(), 0);
    let mut pending = None;
    let quiet = run_args.quiet;
    // `merge` takes `-o` of its own: it has no other batch option.
    let output = match &cli.command {
        Command::Merge(a) => a.output.as_ref(),
        _ => run_args.output.as_ref(),
    };
    let mut out: Box<dyn Write> = match (output, &header) {
        (Some(path), Some(header)) if run_args.resume => {
            output::refuse_input(path, "-o", &input_files(&cli.command))?;
            let file_name = Some(path.display().to_string());
            // Written in place, record by record: an interrupted run leaves its records.
            let Some(continued) = run_file::open(path, header, quiet)? else {
                return Ok(batch::Summary::of(false));
            };
            if continued.records > 0 || continued.has_header {
                // A file that has begun keeps its own header, or goes on without one.
                heading = continued.has_header;
                write_header = false;
            }
            (before, resumed) = (continued.counts, continued.records);
            Box::new(BufWriter::new(Named {
                inner: continued.file,
                file_name,
            }))
        }
        (Some(path), _) => {
            output::refuse_input(path, "-o", &input_files(&cli.command))?;
            let (file, written) = output::create(path)?;
            pending = Some(written);
            let file_name = Some(path.display().to_string());
            Box::new(BufWriter::new(Named {
                inner: file,
                file_name,
            }))
        }
        (None, _) => Box::new(BufWriter::new(Named {
            inner: io::stdout().lock(),
            file_name: None,
        })),
    };
    if let Some(header) = header.as_ref().filter(|_| write_header) {
        write_quietly(&mut *out, &run_file::record_line(header))?;
    }
    run_args.resumed.store(resumed, Ordering::Relaxed);
    let summary = run_command(cli, &mut *out)?;
    if heading {
        let seconds = summary.elapsed.as_secs_f64();
        let line = run_file::summary_line(before, resumed, &summary.tallies, seconds);
        write_quietly(&mut *out, &line)?;
    }
    if let Some(pending) = pending {
        // A file is put in place only once all of it is written; standard output was
        // flushed by the command (a closed pipe there is no error).
        out.flush()?;
        drop(out);
        pending.commit()?;
    } else {
        match out.flush() {
            Err(e) if e.kind() == io::ErrorKind::BrokenPipe => {}
            other => other?,
        }
    }
    Ok(summary)
}

/// Writes a run record; a reader of standard output that has gone wants no more.
fn write_quietly(out: &mut dyn Write, text: &str) -> anyhow::Result<()> {
    match out.write_all(text.as_bytes()) {
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => Ok(()),
        other => Ok(other?),
    }
}

/// The inputs a command reads, as given ('-' for standard input, which a command given no
/// INPUT reads), as the run header names them and for refusing an output that would
/// overwrite one.
fn inputs_read(command: &Command) -> Vec<&str> {
    let mut inputs: Vec<&str> = match command {
        Command::Solve(a) => a.input.inputs.iter().map(String::as_str).collect(),
        Command::Count(a) => a.input.inputs.iter().map(String::as_str).collect(),
        Command::Candidates(a) => a.input.inputs.iter().map(String::as_str).collect(),
        Command::Setter(a) => a.input.inputs.iter().map(String::as_str).collect(),
        Command::Check(a) => a.input.inputs.iter().map(String::as_str).collect(),
        Command::Format(a) => a.input.inputs.iter().map(String::as_str).collect(),
        Command::Explain(a) => a.input.inputs.iter().map(String::as_str).collect(),
        Command::Rate(a) => a.input.inputs.iter().map(String::as_str).collect(),
        Command::Canon(a) => a.input.inputs.iter().map(String::as_str).collect(),
        Command::Dedupe(a) => a.input.inputs.iter().map(String::as_str).collect(),
        Command::Transform(a) => a.input.inputs.iter().map(String::as_str).collect(),
        Command::Print(a) => a.inputs.iter().map(String::as_str).collect(),
        Command::Merge(a) => a.shards.iter().filter_map(|p| p.to_str()).collect(),
        Command::Hint(a) => a
            .state
            .iter()
            .chain(&a.puzzle)
            .map(String::as_str)
            .collect(),
        Command::Equiv(a) => vec![a.a.as_str(), a.b.as_str()],
        // These never read standard input.
        Command::Generate(a) => return a.pattern.iter().map(String::as_str).collect(),
        Command::Version(_) | Command::Techniques(_) | Command::Daily(_) => return Vec::new(),
        #[cfg(feature = "serve")]
        Command::Serve(_) => return Vec::new(),
        #[cfg(feature = "scan")]
        Command::Scan(a) => return a.images.iter().filter_map(|p| p.to_str()).collect(),
        #[cfg(not(all(feature = "serve", feature = "scan")))]
        _ => return Vec::new(),
    };
    if inputs.is_empty() {
        // No INPUT is standard input, which may be the output file redirected.
        inputs.push("-");
    }
    inputs
}

/// The files a command reads, for refusing an output that would overwrite one: standard
/// input judged by the file it is.
fn input_files(command: &Command) -> Vec<&str> {
    let mut inputs = inputs_read(command);
    for input in &mut inputs {
        if *input == "-" {
            *input = "/dev/stdin";
        }
    }
    inputs
}

fn run_command(cli: &Cli, out: &mut dyn Write) -> anyhow::Result<batch::Summary> {
    match &cli.command {
        Command::Solve(a) => commands::solve::run(a, out),
        Command::Count(a) => commands::count::run(a, out),
        Command::Candidates(a) => commands::candidates::run(a, out),
        Command::Setter(a) => commands::setter::run(a, out),
        Command::Check(a) => commands::check::run(a, out),
        Command::Format(a) => commands::format::run(a, out),
        Command::Generate(a) => commands::generate::run(a, out),
        Command::Explain(a) => commands::explain::run(a, out),
        Command::Rate(a) => commands::rate::run(a, out),
        Command::Hint(a) => commands::hint::run(a, out),
        Command::Canon(a) => commands::canon::run(a, out),
        Command::Dedupe(a) => commands::dedupe::run(a, out),
        Command::Transform(a) => commands::transform::run(a, out),
        Command::Equiv(a) => commands::equiv::run(a, out),
        Command::Print(a) => commands::print::run(a, out),
        Command::Merge(a) => commands::merge::run(a, out),
        Command::Techniques(a) => commands::techniques::run(a, out),
        Command::Daily(a) => commands::daily::run(a, out),
        Command::Version(a) => commands::version::run(a, out),
        #[cfg(feature = "serve")]
        Command::Serve(a) => commands::serve::run(a, out),
        #[cfg(feature = "scan")]
        Command::Scan(a) => commands::scan::run(a, out),
        #[cfg(not(feature = "serve"))]
        Command::Serve(_) => Err(unbuilt(Feature::Serve)),
        #[cfg(not(feature = "scan"))]
        Command::Scan(_) => Err(unbuilt(Feature::Scan)),
    }
}

/// The answer of a command this build leaves out: how to build it in.
#[cfg(not(all(feature = "serve", feature = "scan")))]
fn unbuilt(feature: Feature) -> anyhow::Error {
    cli::error(CommandError::Unbuilt(feature))
}

/// An output whose write errors name it: `cannot write /dev/full: No space left on
/// device`, not the bare system message, in the run's language. The error keeps its
/// kind, so a closed pipe is still recognised as one.
struct Named<W> {
    inner: W,
    /// The file written, or `None` for standard output.
    file_name: Option<String>,
}

impl<W: Write> Named<W> {
    fn named(&self, e: io::Error) -> io::Error {
        let to = match &self.file_name {
            Some(name) => Output::File(name),
            None => Output::StandardOutput,
        };
        let words = CommandError::CannotWrite { to, error: &e }.words_in(cli::lang());
        io::Error::new(e.kind(), words)
    }
}

impl<W: Write> Write for Named<W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.inner.write(buf).map_err(|e| self.named(e))
    }

    fn flush(&mut self) -> io::Result<()> {
        self.inner.flush().map_err(|e| self.named(e))
    }
}

/// `shudu --version --verbose` (in either order, short forms too) is `shudu version
/// --verbose`: clap's own `--version` would print the version alone.
fn arguments() -> Vec<std::ffi::OsString> {
    let mut args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    let rest: Vec<&str> = args[1.min(args.len())..]
        .iter()
        .filter_map(|a| a.to_str())
        .collect();
    let is = |names: [&str; 2]| rest.iter().any(|a| names.contains(a));
    if rest.len() == 2 && is(["--version", "-V"]) && is(["--verbose", "-v"]) {
        args.truncate(1);
        args.extend(["version".into(), "--verbose".into()]);
    }
    args
}

fn main() -> ExitCode {
    let cli = Cli::parse_from(arguments());
    cli::choose_lang(cli.lang.get());
    if let Some(why) = &shudu::KernelSelection::current().refused {
        // The run goes on, on the path chosen for this CPU; the request was not followed.
        eprintln!("shudu: warning: ignored {why}");
    }
    match run(&cli) {
        Ok(summary) if summary.failed => ExitCode::from(1),
        Ok(_) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("shudu: {err:#}");
            ExitCode::from(2)
        }
    }
}
