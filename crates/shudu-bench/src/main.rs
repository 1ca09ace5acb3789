//! `shudu-bench`: times every solver kernel on the standard data sets, one thread.
//!
//! `main` reads the options and the data, then for each set and kernel runs the whole set
//! several times and keeps the best and median run. Parsing happens once, before any
//! timing, and is reported on its own line: the solve timings exclude it. Read next:
//! `sets.rs` (which files, how they are read), `machine.rs` (the header), `timing.rs`
//! (the measured loop), `generation.rs` (the generator benchmark), `peer.rs` (the race
//! against the `sudoku` crate, with feature `peer-sudoku`), `rating.rs` (`--rate`: the
//! rater's speed and its agreement with Sudoku Explainer).
//!
//! A first argument that names a subcommand (see `SUBCOMMANDS`) runs that developer tool
//! instead, with the arguments after it: `path_dump.rs`, `rate_trace.rs`,
//! `se_agreement.rs`, `repertoire_usage.rs`, `technique_time.rs`, `fixture_states.rs`,
//! `state_before.rs`, `canon_speed.rs`, `variant_speed.rs`, `variant_check.rs`, `disguise.rs`,
//! `page_diff.rs`, `batch_cost.rs`, `serve_mix.rs`, and with feature `scan`, `scan_photos.rs`. They print no header, so their output can be
//! compared from run to run.

mod batch_cost;
mod canon_speed;
mod cpu_time;
mod disguise;
mod fixture_states;
mod generation;
mod machine;
mod page_diff;
mod path_dump;
#[cfg(feature = "peer-sudoku")]
mod peer;
mod rate_trace;
mod rating;
mod repertoire_usage;
#[cfg(feature = "scan")]
mod scan_photos;
mod se_agreement;
mod se_variant_agreement;
#[cfg(feature = "serve")]
mod serve_latency;
mod serve_mix;
mod sets;
mod state_before;
mod technique_time;
mod timing;
mod tool_input;
mod variant_check;
mod variant_speed;

use std::path::PathBuf;
use std::process::ExitCode;

use shudu::Kernel;

const USAGE: &str = "\
usage: shudu-bench SUBCOMMAND ARGS...  (a developer tool; see below)
       shudu-bench [--sets DIR] [--only SET,...] [--kernel NAME,...|all] [--limit N] [--repeat N]
                   [--budget SECS] [--generate N] [--peers] [--verify]
       shudu-bench --rate SET,... [--sets DIR] [--every N] [--repeat N] [--budget SECS]
                   [--serate SET=SECONDS,...]

  --sets DIR      directory holding the data files (default: data)
  --only SET,...  run only these sets: euler96, inkala, 17-clue, top1465, hardest, serg, clash
  --every N       keep every Nth puzzle of each set, from the first (default: 1, all)
  --kernel K,...  these kernels (reference, bitboard, bitboard-portable, triad, ...) or all
                  (default: all)
  --limit N       stop each search after N solutions (default: 2, as for a uniqueness test)
  --repeat N      runs per set and kernel; the table shows the best and the median (default: 5)
  --budget SECS   stop repeating a set once its runs took this long (default: 20)
  --generate N    also time generating N puzzles with default options (default: 200; 0: skip)
  --peers         race the `sudoku` crate on the same lines, limits 2 and 1, and its generator
                  for every symmetry (needs a build with --features peer-sudoku)
  --verify        check the counts (limit 2) and first solutions of every set, by each kernel of
                  --kernel, against the `sudoku` crate, then stop (needs --features peer-sudoku)
  --rate SET,...  time the rater (ER/EP/ED) instead, on these sets: random (the 2,000 random
                  minimal puzzles of se_rated_dev.txt), top1465, se-rated (all of
                  se_rated_dev.txt, with the share of figures within 0.1 of serate's)
  --serate S=SECS serate's time on set S in the same sitting: the row shows the ratio

subcommands:
  canon-speed [--repeat N] [FILE...]
                               canonical forms (minlex and clue layout) per second, one thread
  disguise N [--seed S] FILE...
                               N lines: the files' puzzles in turn, each randomly transformed
  path-dump FILE...            one line per puzzle: rating, steps, a fingerprint of the path
  rate-trace [PUZZLE...]       each puzzle's path step by step (or the puzzles on stdin)
  se-agreement [FILE] [--se-profile P]  agreement with serate's ratings (default se_rated_dev.txt, sukaku)
  se-variant-agreement [FILE]  the same for 9×9 variants, per variant (default se_rated_variants.txt)
  repertoire-usage FILE...     steps and puzzles per technique with the full repertoire
  technique-time [FILE [full]] time spent in each technique along the paths
  fixture-states [--file=PATH] NAME...
                               a state where each named technique fires, and near misses
  state-before PUZZLE NAME [full]
                               the candidate state before the path's first step of NAME
  serve-latency [--file F] [--every N] [--budget-ms N]
                               hint latency at the server's router, in process, over every
                               position along the paths of every Nth puzzle (default: every
                               10th of top1465); needs --features serve
  serve-load [--clients N] [--seconds S] [--file F] [--every N] [--budget-ms N]
                               the same hints from N keep-alive clients (default 64) over
                               loopback for S seconds (default 30): errors, latency, memory
  serve-mix --server PATH [--port N] [--clients N] [--seconds S] [--mix H,R,G]
            [--file F] [--every N] [--server-arg ARG]...
                               starts `PATH serve` on 127.0.0.1 and runs N keep-alive clients
                               (default 64) for S seconds (default 60) sending hint/rate/
                               generate at 60/25/15 %: p50/p99/max per route, 503 and 5xx
                               counts, the server's peak memory and threads
  page-diff SNAPSHOT.png RENDERED.png
                               a rendered page against its snapshot, within a tolerance
  batch-cost [--shudu PATH] [--repeat N] [FILE]
                               processor time of `shudu count` and `shudu solve` on FILE
                               (default: the 17-clue set) against the kernel's own time
  variant-check [--count N] [--only KIND,...] [--oracle-clues all|one|none] [--export DIR]
                               every size and variant: N generated puzzles each (default 500),
                               unique and minimal by the library and the independent oracle,
                               with median generate and solve times
  scan-photos [DIR] [--failures] [--dump OUT]
                               read the photo data set (default ../shared/data/photos): photos
                               read exactly, cells right, ms per photo (needs --features scan);
                               --failures: the step that lost each photo read wrongly;
                               --dump OUT: its warped grid and outline as PNGs in OUT
  variant-speed [--count N] [--budget SECS] [--only NAME,...] [--reps N]
                               medians of generating and solving each size and variant
                               (4x4 to 25x25, x, windoku, jigsaw, killer, ...), one thread";

/// A developer tool: it takes the arguments after its name and prints its own output.
type Tool = fn(Vec<String>);

/// The developer tools, by subcommand name.
const SUBCOMMANDS: &[(&str, Tool)] = &[
    ("canon-speed", canon_speed::run),
    ("disguise", disguise::run),
    ("path-dump", path_dump::run),
    ("rate-trace", rate_trace::run),
    ("se-agreement", se_agreement::run),
    ("se-variant-agreement", se_variant_agreement::run),
    ("repertoire-usage", repertoire_usage::run),
    ("technique-time", technique_time::run),
    ("fixture-states", fixture_states::run),
    ("state-before", state_before::run),
    ("serve-latency", serve_tools::latency),
    ("serve-load", serve_tools::load),
    ("serve-mix", serve_mix::run),
    ("page-diff", page_diff::run),
    ("batch-cost", batch_cost::run),
    ("variant-speed", variant_speed::run),
    ("variant-check", variant_check::run),
];

/// The server's tools, or without the `serve` feature a note saying how to get them.
mod serve_tools {
    #[cfg(feature = "serve")]
    pub use super::serve_latency::{latency, load};

    #[cfg(not(feature = "serve"))]
    pub fn latency(_: Vec<String>) {
        needs_feature()
    }

    #[cfg(not(feature = "serve"))]
    pub fn load(_: Vec<String>) {
        needs_feature()
    }

    #[cfg(not(feature = "serve"))]
    fn needs_feature() {
        eprintln!("shudu-bench: the server's tools need a build with --features serve");
        std::process::exit(2);
    }
}

/// The command line, parsed.
struct Options {
    sets: PathBuf,
    only: Option<Vec<String>>,
    every: usize,
    kernels: Vec<Kernel>,
    limit: u64,
    repeat: usize,
    budget_secs: f64,
    generate: u64,
    peers: bool,
    verify: bool,
    /// `--rate`: the rating sets to time (the solve tables are skipped).
    rate: Option<Vec<String>>,
    /// `--serate`: serate's seconds per rating set.
    serate: Vec<(String, f64)>,
}

fn parse_options(mut args: impl Iterator<Item = String>) -> Result<Options, String> {
    let mut options = Options {
        sets: PathBuf::from("data"),
        only: None,
        every: 1,
        kernels: Kernel::ALL.to_vec(),
        limit: 2,
        repeat: 5,
        budget_secs: 20.0,
        generate: 200,
        peers: false,
        verify: false,
        rate: None,
        serate: Vec::new(),
    };
    while let Some(arg) = args.next() {
        let mut value = |name: &str| args.next().ok_or(format!("{name} needs a value"));
        match arg.as_str() {
            "--sets" => options.sets = PathBuf::from(value("--sets")?),
            "--only" => {
                let names: Vec<String> = value("--only")?.split(',').map(String::from).collect();
                if let Some(bad) = names.iter().find(|n| !sets::NAMES.contains(&n.as_str())) {
                    return Err(format!("unknown set {bad:?}"));
                }
                options.only = Some(names);
            }
            "--every" => options.every = number(&value("--every")?, "--every")?,
            "--kernel" => {
                let names = value("--kernel")?;
                options.kernels = if names == "all" {
                    Kernel::ALL.to_vec()
                } else {
                    names
                        .split(',')
                        .map(|name| {
                            Kernel::from_name(name).ok_or(format!("unknown kernel {name:?}"))
                        })
                        .collect::<Result<_, _>>()?
                };
            }
            "--limit" => options.limit = number(&value("--limit")?, "--limit")?,
            "--repeat" => options.repeat = number(&value("--repeat")?, "--repeat")?,
            "--budget" => {
                let text = value("--budget")?;
                options.budget_secs = text
                    .parse()
                    .map_err(|_| format!("--budget: not a number: {text:?}"))?;
            }
            "--generate" => options.generate = number(&value("--generate")?, "--generate")?,
            "--peers" => options.peers = true,
            "--verify" => options.verify = true,
            "--rate" => {
                let names: Vec<String> = value("--rate")?.split(',').map(String::from).collect();
                if let Some(bad) = names.iter().find(|n| !rating::NAMES.contains(&n.as_str())) {
                    return Err(format!("unknown rating set {bad:?}"));
                }
                options.rate = Some(names);
            }
            "--serate" => {
                for pair in value("--serate")?.split(',') {
                    let (name, secs) = pair
                        .split_once('=')
                        .ok_or(format!("--serate: expected SET=SECONDS, found {pair:?}"))?;
                    if !rating::NAMES.contains(&name) {
                        return Err(format!("--serate: unknown rating set {name:?}"));
                    }
                    let secs: f64 = secs.parse().ok().filter(|s: &f64| *s > 0.0).ok_or(format!(
                        "--serate: not a positive number of seconds: {secs:?}"
                    ))?;
                    options.serate.push((name.to_string(), secs));
                }
            }
            "-h" | "--help" => return Err(String::new()),
            other => return Err(format!("unknown argument {other:?}")),
        }
    }
    if !options.serate.is_empty() && options.rate.is_none() {
        return Err("--serate goes with --rate".into());
    }
    if (options.peers || options.verify) && !cfg!(feature = "peer-sudoku") {
        return Err("--peers and --verify need a build with --features peer-sudoku".into());
    }
    if options.limit == 0 || options.repeat == 0 || options.every == 0 {
        return Err("--limit, --repeat and --every must be at least 1".into());
    }
    Ok(options)
}

fn number<T: std::str::FromStr>(text: &str, name: &str) -> Result<T, String> {
    text.parse()
        .map_err(|_| format!("{name}: not a number: {text:?}"))
}

fn main() -> ExitCode {
    let mut args = std::env::args().skip(1);
    let first = args.next();
    // Options all start with `--`, so a subcommand name cannot be mistaken for one.
    #[cfg(feature = "scan")]
    if first.as_deref() == Some("scan-photos") {
        scan_photos::run(args.collect());
        return ExitCode::SUCCESS;
    }
    if let Some(&(_, run)) = SUBCOMMANDS
        .iter()
        .find(|(name, _)| first.as_deref() == Some(*name))
    {
        run(args.collect());
        return ExitCode::SUCCESS;
    }
    let options = match parse_options(first.into_iter().chain(args)) {
        Ok(options) => options,
        Err(message) => {
            if !message.is_empty() {
                eprintln!("shudu-bench: {message}");
            }
            eprintln!("{USAGE}");
            return if message.is_empty() {
                ExitCode::SUCCESS
            } else {
                ExitCode::FAILURE
            };
        }
    };
    print!("{}", machine::header());
    if cfg!(debug_assertions) {
        println!("warning: debug build; use `cargo run --release -p shudu-bench` for real numbers");
    }
    if let Some(names) = &options.rate {
        return rate(&options, names);
    }
    println!(
        "settings:  limit {}, best and median of up to {} runs (fewer once a set has used {} s), one thread",
        options.limit, options.repeat, options.budget_secs
    );
    if options.every > 1 {
        println!(
            "           every {}th puzzle of each set only",
            options.every
        );
    }
    println!();

    let sets = match sets::load(&options.sets, options.only.as_deref(), options.every) {
        Ok(sets) => sets,
        Err(message) => {
            eprintln!("shudu-bench: {message}");
            return ExitCode::FAILURE;
        }
    };
    for set in &sets {
        println!(
            "{} ({}): {} puzzle{}, parsed in {:.2} ms (not included below)",
            set.name,
            set.source,
            set.puzzles.len(),
            if set.puzzles.len() == 1 { "" } else { "s" },
            set.parse_time.as_secs_f64() * 1e3
        );
    }
    println!();
    #[cfg(feature = "peer-sudoku")]
    if options.verify || options.peers {
        return race(&options, &sets);
    }
    println!("{}", timing::Row::heading());
    for set in &sets {
        for &kernel in &options.kernels {
            let row = timing::measure(
                set,
                kernel,
                options.limit,
                options.repeat,
                options.budget_secs,
            );
            println!("{row}");
        }
    }
    if options.generate > 0 {
        // The reference kernel takes minutes to generate a batch: only on request.
        let kernels: Vec<Kernel> = if options.kernels.len() == 1 {
            options.kernels.clone()
        } else {
            options
                .kernels
                .iter()
                .copied()
                .filter(|&k| k != Kernel::Reference)
                .collect()
        };
        println!();
        println!(
            "generation: puzzles 0..{} of a fixed seed, default options (unique, minimal)",
            options.generate
        );
        println!("{}", generation::Row::heading());
        for kernel in kernels {
            let row = generation::measure(
                kernel,
                options.generate,
                options.repeat,
                options.budget_secs,
            );
            println!("{row}");
        }
    }
    ExitCode::SUCCESS
}

/// `--rate`: the rater on each named set.
fn rate(options: &Options, names: &[String]) -> ExitCode {
    println!(
        "settings:  rate (ER/EP/ED), best and median of up to {} runs (fewer once a set has used {} s), one thread",
        options.repeat, options.budget_secs
    );
    if options.every > 1 {
        println!(
            "           every {}th puzzle of each set only",
            options.every
        );
    }
    println!();
    let sets = match rating::load(&options.sets, names, options.every) {
        Ok(sets) => sets,
        Err(message) => {
            eprintln!("shudu-bench: {message}");
            return ExitCode::FAILURE;
        }
    };
    println!("{}", rating::Row::heading());
    for set in &sets {
        let serate = options
            .serate
            .iter()
            .find(|(name, _)| name == set.name())
            .map(|&(_, secs)| secs);
        println!(
            "{}",
            rating::measure(set, options.repeat, options.budget_secs, serate)
        );
    }
    ExitCode::SUCCESS
}

/// `--verify` and `--peers`: shudu against the `sudoku` crate on the same lines.
#[cfg(feature = "peer-sudoku")]
fn race(options: &Options, sets: &[sets::Set]) -> ExitCode {
    let lines: Vec<Vec<[u8; 81]>> = sets
        .iter()
        .map(|set| set.puzzles.iter().map(sets::line).collect())
        .collect();
    if options.verify {
        let mut failed = false;
        for (set, lines) in sets.iter().zip(&lines) {
            for &kernel in &options.kernels {
                let problems = peer::verify(set, lines, kernel);
                println!(
                    "verify {:<9} {:<18} {:>6} puzzles: {}",
                    set.name,
                    kernel.name(),
                    lines.len(),
                    if problems.is_empty() {
                        "all agree"
                    } else {
                        "DISAGREE"
                    }
                );
                for problem in problems.iter().take(20) {
                    println!("  {problem}");
                }
                failed |= !problems.is_empty();
            }
        }
        return if failed {
            ExitCode::FAILURE
        } else {
            ExitCode::SUCCESS
        };
    }
    println!(
        "shudu (kernel {}) against the sudoku crate 0.8: parse the line, find up to `limit` \
         solutions, keep the first; median (and best) µs/puzzle; ratio = shudu / sudoku medians",
        shudu::Solver::new().kernel().name()
    );
    println!("{}", peer::Row::heading());
    for limit in [2, 1] {
        for (set, lines) in sets.iter().zip(&lines) {
            let row = peer::measure(set, lines, limit, options.repeat, options.budget_secs);
            println!("{row}");
        }
    }
    if options.generate > 0 {
        println!();
        println!(
            "generation: {} random minimal puzzles per symmetry and side, median of {} runs",
            options.generate, options.repeat
        );
        println!("{}", peer::GenerationRow::heading());
        for symmetry in shudu::Symmetry::ALL {
            println!(
                "{}",
                peer::generation(symmetry, options.generate, options.repeat)
            );
        }
    }
    ExitCode::SUCCESS
}
