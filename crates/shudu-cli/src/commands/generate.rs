//! `shudu generate`: unique, minimal puzzles, with symmetry, a clue pattern or a target
//! clue count; the same seed gives the same puzzles on any number of threads.

use std::io::Write;
use std::path::Path;

use anyhow::{Context, anyhow};
use serde_json::{Map, json};
use shudu::{Generator, Pattern, Symmetry};

use crate::batch::{self, Rendered, Summary};
use crate::cli::GenerateArgs;
use crate::render::{json_line, text_line};

/// The pattern argument: the mask itself, or a file holding it.
fn read_pattern(arg: &str) -> anyhow::Result<Pattern> {
    let text = if Path::new(arg).is_file() {
        std::fs::read_to_string(arg).with_context(|| format!("cannot read pattern file {arg}"))?
    } else {
        arg.to_owned()
    };
    text.parse::<Pattern>()
        .map_err(|e| anyhow!("--pattern: {e}"))
}

pub fn run(args: &GenerateArgs, out: &mut dyn Write) -> anyhow::Result<Summary> {
    let symmetry = Symmetry::from_name(&args.symmetry).ok_or_else(|| {
        let names: Vec<&str> = Symmetry::ALL.iter().map(|s| s.name()).collect();
        anyhow!(
            "--symmetry: unknown symmetry {:?}; expected one of: {}",
            args.symmetry,
            names.join(", ")
        )
    })?;
    let seed = args.seed.unwrap_or_else(random_seed);
    let mut generator = Generator::new(seed).symmetry(symmetry);
    if let Some(pattern) = &args.pattern {
        generator = generator.pattern(read_pattern(pattern)?);
    }
    if let Some(clues) = args.clues {
        generator = generator.target_clues(clues);
    }
    if let Some(attempts) = args.attempts {
        generator = generator.max_attempts(attempts);
    }
    generator.validate().map_err(|e| anyhow!("{e}"))?;
    if !args.run.quiet {
        eprintln!("seed {seed} (pass --seed {seed} to generate these puzzles again)");
    }
    let json = args.run.json;
    let with_solution = args.solution;
    let pretty = args.pretty;
    let generator = &generator;
    let work = move |index: u64| -> Rendered {
        match generator.generate(index) {
            Ok(made) => {
                let text = if json {
                    let mut map = Map::new();
                    map.insert("puzzle".into(), json!(made.puzzle.to_line()));
                    map.insert("status".into(), json!("generated"));
                    map.insert("solution".into(), json!(made.solution.to_line()));
                    map.insert("clues".into(), json!(made.puzzle.given_count()));
                    map.insert("symmetry".into(), json!(symmetry.name()));
                    map.insert("seed".into(), json!(seed));
                    map.insert("index".into(), json!(index));
                    json_line(map)
                } else if pretty {
                    let mut text = format!(
                        "puzzle {} ({} clues)\n{}",
                        index + 1,
                        made.puzzle.given_count(),
                        made.puzzle.to_pretty()
                    );
                    if with_solution {
                        text.push_str("solution\n");
                        text.push_str(&made.solution.to_pretty());
                    }
                    text.push('\n');
                    text
                } else if with_solution {
                    format!("{} {}\n", made.puzzle, made.solution)
                } else {
                    format!("{}\n", made.puzzle)
                };
                Rendered {
                    text,
                    tally: "generated",
                    failed: false,
                    stop: None,
                }
            }
            Err(err) => {
                let text = if json {
                    let mut map = Map::new();
                    map.insert("puzzle".into(), json!(null));
                    map.insert("status".into(), json!("failed"));
                    map.insert("error".into(), json!(err.to_string()));
                    map.insert("seed".into(), json!(seed));
                    map.insert("index".into(), json!(index));
                    json_line(map)
                } else {
                    text_line("failed", &format!("puzzle {}: {err}", index + 1))
                };
                Rendered {
                    text,
                    tally: "failed",
                    failed: true,
                    stop: None,
                }
            }
        }
    };
    batch::run(
        0..args.count,
        work,
        &args.run,
        &["generated", "failed"],
        "puzzle",
        out,
    )
}

/// A seed from the clock and the process id, for runs that did not ask for one.
fn random_seed() -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64);
    let mixed = nanos ^ (u64::from(std::process::id()) << 32);
    // One round of a 64-bit mixer so nearby clock readings give distant seeds.
    let mut z = mixed.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49eb_133d_11eb);
    (z ^ (z >> 31)) % 1_000_000_000
}
