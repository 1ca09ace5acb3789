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
mod render;
mod steps;
mod variant_input;

use std::fs::File;
use std::io::{self, BufWriter, Write};
use std::process::ExitCode;

use clap::Parser;

/// Batches allocate each puzzle's entry on the reading thread and free it on a worker,
/// and the other way round for its output. The system allocator serialises such
/// cross-thread frees: with it, two threads were only 1.2× faster than one on a large
/// file; with mimalloc they are 1.9× faster.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

use cli::{Cli, Command, RunArgs};

/// `hint`, `equiv` and `serve` handle one position, pair or server and write to standard
/// output; `print` writes to standard output only under `-o -`.
const NO_RUN_ARGS: RunArgs = RunArgs {
    threads: None,
    json: false,
    quiet: true,
    output: None,
};

fn run(cli: &Cli) -> anyhow::Result<batch::Summary> {
    let run_args: &RunArgs = match &cli.command {
        Command::Solve(a) => &a.input.run,
        Command::Count(a) => &a.input.run,
        Command::Check(a) => &a.input.run,
        Command::Format(a) => &a.input.run,
        Command::Generate(a) => &a.run,
        Command::Explain(a) => &a.input.run,
        Command::Rate(a) => &a.input.run,
        Command::Canon(a) => &a.input.run,
        Command::Dedupe(a) => &a.input.run,
        Command::Transform(a) => &a.input.run,
        Command::Hint(_) | Command::Equiv(_) | Command::Version(_) => &NO_RUN_ARGS,
        // `print` opens its own output: a PDF file or a directory of SVG files.
        Command::Print(_) => &NO_RUN_ARGS,
        #[cfg(feature = "serve")]
        Command::Serve(_) => &NO_RUN_ARGS,
        #[cfg(feature = "scan")]
        Command::Scan(a) => &a.run,
    };
    let mut out: Box<dyn Write> = match &run_args.output {
        Some(path) => {
            let file = File::create(path)
                .map_err(|e| anyhow::anyhow!("cannot create {}: {e}", path.display()))?;
            let name = path.display().to_string();
            Box::new(BufWriter::new(Named { inner: file, name }))
        }
        None => Box::new(BufWriter::new(Named {
            inner: io::stdout().lock(),
            name: "standard output".to_owned(),
        })),
    };
    match &cli.command {
        Command::Solve(a) => commands::solve::run(a, &mut out),
        Command::Count(a) => commands::count::run(a, &mut out),
        Command::Check(a) => commands::check::run(a, &mut out),
        Command::Format(a) => commands::format::run(a, &mut out),
        Command::Generate(a) => commands::generate::run(a, &mut out),
        Command::Explain(a) => commands::explain::run(a, &mut out),
        Command::Rate(a) => commands::rate::run(a, &mut out),
        Command::Hint(a) => commands::hint::run(a, &mut out),
        Command::Canon(a) => commands::canon::run(a, &mut out),
        Command::Dedupe(a) => commands::dedupe::run(a, &mut out),
        Command::Transform(a) => commands::transform::run(a, &mut out),
        Command::Equiv(a) => commands::equiv::run(a, &mut out),
        Command::Print(a) => commands::print::run(a, &mut out),
        Command::Version(a) => commands::version::run(a, &mut out),
        #[cfg(feature = "serve")]
        Command::Serve(a) => commands::serve::run(a, &mut out),
        #[cfg(feature = "scan")]
        Command::Scan(a) => commands::scan::run(a, &mut out),
    }
}

/// An output file whose write errors name it: `cannot write /dev/full: No space left on
/// device`, not the bare system message. The error keeps its kind, so a closed pipe is
/// still recognised as one.
struct Named<W> {
    inner: W,
    name: String,
}

impl<W: Write> Named<W> {
    fn named(&self, e: io::Error) -> io::Error {
        io::Error::new(e.kind(), format!("cannot write {}: {e}", self.name))
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
