//! `shudu generate`: unique, minimal puzzles, with symmetry, a clue pattern or a target
//! clue count; the same seed gives the same puzzles on any number of threads.

use std::io::Write;
use std::path::Path;

use anyhow::{Context, anyhow, bail};
use serde_json::{Map, json};
use shudu::generate::Difficulty;
use shudu::logic::{Level, Technique};
use shudu::variant::{Puzzle, Symbols};
use shudu::{Generator, Pattern};

use super::variant::{form_value, generate_form, in_form, solution_in_form};
use crate::batch::{self, Rendered, Summary};
use crate::cli::{GenerateArgs, OutputForm};
use crate::render::{SOLUTION_HEADING, generated_heading, json_line, merge_record, text_line};
use crate::steps::{parse_er_range, technique_names};

/// The difficulty filter from `--level`, `--rating` and `--require`, if any was given.
fn difficulty(args: &GenerateArgs) -> anyhow::Result<Option<Difficulty>> {
    let mut band = match (&args.level, &args.rating) {
        (Some(name), _) => {
            let level = Level::from_name(name).ok_or_else(|| {
                let names: Vec<&str> = Level::ALL.iter().map(|l| l.name()).collect();
                anyhow!(
                    "--level: unknown level {name:?}; expected one of: {}",
                    names.join(", ")
                )
            })?;
            Some(Difficulty::level(level))
        }
        (None, Some(range)) => {
            let (lo, hi) = parse_er_range(range).ok_or_else(|| {
                anyhow!("--rating: expected a range such as 4.0-6.0, found {range:?}")
            })?;
            Some(Difficulty::er_range(lo, hi))
        }
        (None, None) => None,
    };
    if let Some(name) = &args.require {
        let techniques = Technique::named(name);
        if techniques.is_empty() {
            bail!(
                "--require: unknown technique {name:?}; known: {}",
                technique_names()
            );
        }
        band = Some(band.unwrap_or_else(Difficulty::any).requiring(&techniques));
    }
    Ok(band)
}

/// The pattern argument: the mask itself, or a file holding it.
fn read_pattern(arg: &str) -> anyhow::Result<Pattern> {
    let path = Path::new(arg);
    if path.is_file() {
        let text = std::fs::read_to_string(arg)
            .with_context(|| format!("--pattern: cannot read pattern file {arg}"))?;
        return text
            .parse::<Pattern>()
            .map_err(|e| anyhow!("--pattern: in {arg}: {e}"));
    }
    arg.parse::<Pattern>().map_err(|e| {
        // A short single word was meant as a file name more likely than as a mask.
        if path.exists() {
            anyhow!("--pattern: cannot read {arg}: not a file")
        } else if !arg.contains('\n') && arg.trim().chars().count() < 81 {
            anyhow!("--pattern: cannot open {arg}: no such file (and as a mask: {e})")
        } else {
            anyhow!("--pattern: {e}")
        }
    })
}

pub fn run(args: &GenerateArgs, out: &mut dyn Write) -> anyhow::Result<Summary> {
    if let Some(stray) = &args.stray {
        if stray.parse::<u64>().is_ok() {
            bail!(
                "unexpected argument {stray:?}: to generate {stray} puzzles, write `shudu generate -n {stray}`"
            );
        }
        bail!(
            "unexpected argument {stray:?}: generate reads no input (see `shudu generate --help`)"
        );
    }
    if super::variant::generate_wanted(args) {
        return super::variant::generate(args, out);
    }
    let symmetry = args.symmetry;
    let seed = args.seed.unwrap_or_else(random_seed);
    let mut generator = Generator::new(seed).symmetry(symmetry);
    if let Some(pattern) = &args.pattern {
        generator = generator.pattern(read_pattern(pattern)?);
    }
    if let Some(clues) = args.clues {
        generator = generator.target_clues(clues);
    }
    let difficulty = difficulty(args)?;
    let default_attempts = match difficulty {
        Some(_) => Generator::DIFFICULTY_MAX_ATTEMPTS,
        None => Generator::DEFAULT_MAX_ATTEMPTS,
    };
    if let Some(d) = difficulty {
        generator = generator.difficulty(d);
    }
    generator = generator.max_attempts(args.attempts.unwrap_or(default_attempts));
    generator.validate().map_err(|e| anyhow!("{e}"))?;
    if !args.run.quiet {
        eprintln!("seed {seed} (pass --seed {seed} to generate these puzzles again)");
    }
    // `--to line` is the default line; any other form goes through the variant board of
    // the classic rules, which writes every form.
    let form = match args.to.as_deref() {
        Some(name) => Some(generate_form(name)?).filter(|&form| form != OutputForm::Line),
        None => None,
    };
    if let (Some(name), Some(_), true) = (&args.to, form, args.pretty) {
        bail!("--pretty prints grids and --to {name} another form; give one of them");
    }
    let json = args.run.json;
    let with_solution = args.solution;
    let pretty = args.pretty;
    let timeout = args.timeout;
    let generator = &generator;
    let work = move |index: u64| -> Rendered {
        // Either step's error ends the puzzle as failed, with its words.
        // A classic puzzle is bounded by --attempts; --timeout bounds it in time too.
        let budget = crate::cli::budget(timeout);
        let made = generator
            .generate_within(index, &budget)
            .map_err(|e| e.to_string())
            .and_then(|made| {
                // The puzzle in the form asked for (the solution inside, when asked for and
                // the form has room for it).
                let written = form
                    .map(|form| {
                        let solution = solution_in_form(form, json, with_solution)
                            .then(|| Puzzle::from_classic(&made.solution));
                        let puzzle = Puzzle::from_classic(&made.puzzle);
                        let solution = solution.as_ref().map(Puzzle::values);
                        in_form(&puzzle, form, Symbols::Standard, solution)
                    })
                    .transpose()
                    .map_err(|e| e.to_string())?;
                Ok((made, written))
            });
        match made {
            Ok((made, written)) => {
                let text = if json {
                    let mut map = Map::new();
                    merge_record(&mut map, &made);
                    map.insert("status".into(), json!("generated"));
                    map.insert("symmetry".into(), json!(symmetry.name()));
                    map.insert("seed".into(), json!(seed));
                    map.insert("index".into(), json!(index));
                    if let (Some(form), Some(body)) = (form, &written) {
                        map.insert("puzzle".into(), form_value(form, body));
                    }
                    json_line(map)
                } else if let Some(mut text) = written {
                    // The rating, when asked for, is in the `--json` record: these forms
                    // have no place for it.
                    text.push('\n');
                    text
                } else if pretty {
                    let rating = made.rating.map(|r| r.to_string());
                    let mut text = generated_heading(index, made.puzzle.given_count(), rating);
                    text.push_str(&made.puzzle.to_pretty());
                    if with_solution {
                        text.push_str(SOLUTION_HEADING);
                        text.push_str(&made.solution.to_pretty());
                    }
                    text.push('\n');
                    text
                } else {
                    let mut line = made.puzzle.to_line();
                    if with_solution {
                        line.push(' ');
                        line.push_str(&made.solution.to_line());
                    }
                    if let Some(r) = &made.rating {
                        line.push_str(&format!(" {r}"));
                    }
                    line.push('\n');
                    line
                };
                Rendered::new(text, "generated", false)
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
                Rendered::new(text, "failed", true)
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
pub(crate) fn random_seed() -> u64 {
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
