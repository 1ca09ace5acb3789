//! `shudu-bench`: times every solver kernel on the standard data sets, one thread.
//!
//! `main` reads the options and the data, then for each set and kernel runs the whole set
//! several times and keeps the best and median run. Parsing happens once, before any
//! timing, and is reported on its own line: the solve timings exclude it. Read next:
//! `sets.rs` (which files, how they are read), `machine.rs` (the header), `timing.rs`
//! (the measured loop), `generation.rs` (the generator benchmark).

mod generation;
mod machine;
mod sets;
mod timing;

use std::path::PathBuf;
use std::process::ExitCode;

use shudu::Kernel;

const USAGE: &str = "\
usage: shudu-bench [--sets DIR] [--only SET,...] [--kernel NAME|all] [--limit N] [--repeat N]
                   [--budget SECS] [--generate N]

  --sets DIR      directory holding the data files (default: data)
  --only SET,...  run only these sets: euler96, inkala, 17-clue, top1465, hardest, serg
  --every N       keep every Nth puzzle of each set, from the first (default: 1, all)
  --kernel NAME   one kernel (reference, bitboard) or all (default: all)
  --limit N       stop each search after N solutions (default: 2, as for a uniqueness test)
  --repeat N      runs per set and kernel; the table shows the best and the median (default: 5)
  --budget SECS   stop repeating a set once its runs took this long (default: 20)
  --generate N    also time generating N puzzles with default options (default: 200; 0: skip)";

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
                let name = value("--kernel")?;
                options.kernels = if name == "all" {
                    Kernel::ALL.to_vec()
                } else {
                    vec![Kernel::from_name(&name).ok_or(format!("unknown kernel {name:?}"))?]
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
            "-h" | "--help" => return Err(String::new()),
            other => return Err(format!("unknown argument {other:?}")),
        }
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
    let options = match parse_options(std::env::args().skip(1)) {
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
