//! `shudu generate`: unique, minimal puzzles of any board, with symmetry, and on classic
//! rules a level, a clue pattern or a target clue count; the same seed gives the same
//! puzzles on any number of threads. The library's one door, `BoardGenerator`, chooses
//! the maker; this file reads the options and writes the puzzles in the form asked for.

use std::io::Write;
use std::path::Path;

use serde_json::{Map, json};
use shudu::generate::Difficulty;
use shudu::logic::{Level, Technique};
use shudu::variant::{
    ArrowOptions, BoardGenerator, KillerOptions, LineOptions, OddEvenOptions, OutsideClueOptions,
    PairMarkOptions, Recipe, Rules, Shape, Symbols, ThermoOptions, VariantError, pretty_of,
};
use shudu::words::CommandError;
use shudu::{Generator, Pattern};

use super::generate_forms::{
    DEFAULT_GENERATE_TIMEOUT, KILLER_ATTEMPTS, form_value, generate_form, in_form, solution_in_form,
};
use crate::batch::{self, Rendered, Summary};
use crate::cli::{GenerateArgs, OutputForm, error, lang, option_error};
use crate::render::{generated_heading, json_line, merge_record, solution_heading, text_line};
use crate::steps::{parse_er_range, technique_names};

/// The difficulty filter from `--level`, `--rating` and `--require`, if any was given.
fn difficulty(args: &GenerateArgs) -> anyhow::Result<Option<Difficulty>> {
    let mut band = match (&args.level, &args.rating) {
        (Some(name), _) => {
            let level = Level::from_name(name).ok_or_else(|| {
                let names: Vec<&str> = Level::ALL.iter().map(|l| l.name()).collect();
                error(CommandError::UnknownLevel {
                    name,
                    known: &names.join(", "),
                })
            })?;
            Some(Difficulty::level(level))
        }
        (None, Some(range)) => {
            let (lo, hi) = parse_er_range(range)
                .ok_or_else(|| error(CommandError::RatingRange { found: range }))?;
            Some(Difficulty::er_range(lo, hi))
        }
        (None, None) => None,
    };
    if let Some(name) = &args.require {
        let techniques = Technique::named(name);
        if techniques.is_empty() {
            return Err(error(CommandError::UnknownTechnique {
                name,
                known: &technique_names(),
            }));
        }
        band = Some(band.unwrap_or_else(Difficulty::any).requiring(&techniques));
    }
    Ok(band)
}

/// The pattern argument: the mask itself, or a file holding it.
fn read_pattern(arg: &str) -> anyhow::Result<Pattern> {
    let path = Path::new(arg);
    if path.is_file() {
        let text = std::fs::read_to_string(arg).map_err(|e| {
            error(CommandError::PatternUnreadable {
                file: arg,
                error: &e,
            })
        })?;
        return text.parse::<Pattern>().map_err(|e| {
            error(CommandError::PatternInFile {
                file: arg,
                why: &e.words_in(lang()),
            })
        });
    }
    arg.parse::<Pattern>().map_err(|e| {
        let why = e.words_in(lang());
        // A short single word was meant as a file name more likely than as a mask.
        if path.exists() {
            error(CommandError::PatternNotAFile { file: arg })
        } else if !arg.contains('\n') && arg.trim().chars().count() < 81 {
            error(CommandError::PatternNoSuchFile {
                file: arg,
                why: &why,
            })
        } else {
            option_error("--pattern", &why)
        }
    })
}

pub fn run(args: &GenerateArgs, out: &mut dyn Write) -> anyhow::Result<Summary> {
    if let Some(stray) = &args.stray {
        if stray.parse::<u64>().is_ok() {
            return Err(error(CommandError::StrayNumber { argument: stray }));
        }
        return Err(error(CommandError::StrayArgument { argument: stray }));
    }
    let rules = args
        .board
        .rules()?
        .map_or_else(|| Rules::new(Shape::classic()), |rules| (*rules).clone());
    let symbols = args.board.symbols();
    if symbols == Symbols::Hex && rules.size() > 16 {
        return Err(error(CommandError::HexTooSmall { size: rules.size() }));
    }
    let rules_words = rules.words_in(lang());
    let recipe = Recipe {
        jigsaw: args.jigsaw,
        odd_even: args.odd_even.then(OddEvenOptions::default),
        thermo: args.thermo.then(ThermoOptions::default),
        pair_marks: (args.kropki || args.xv).then_some(PairMarkOptions {
            kropki: args.kropki,
            xv: args.xv,
            ..PairMarkOptions::KROPKI
        }),
        lines: (args.whispers || args.renban).then_some(LineOptions {
            whispers: args.whispers,
            renban: args.renban,
            ..LineOptions::WHISPERS
        }),
        arrows: args.arrows.then(ArrowOptions::default),
        outside: (args.sandwich || args.little_killer).then_some(OutsideClueOptions {
            sandwich: args.sandwich,
            little_killer: args.little_killer,
            ..OutsideClueOptions::SANDWICH
        }),
        killer: args.killer.then(|| KillerOptions {
            givens: args.killer_givens,
            attempts: args.attempts.unwrap_or(KILLER_ATTEMPTS).max(1),
            ..KillerOptions::default()
        }),
    };
    // Puzzles a line or a grid can carry: the board's own houses alone.
    let plain = rules.fit_a_line() && recipe.is_plain();
    let mut generator = BoardGenerator::new(rules)
        .recipe(recipe)
        .symmetry(args.symmetry);
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
    generator.validate().map_err(|err| match err {
        VariantError::NotAvailable { verb, .. } => {
            // The library names the option; the flag that asked for it says it here.
            let flag = match verb {
                "level" if args.level.is_none() && args.rating.is_some() => "rating",
                "level" if args.level.is_none() => "require",
                other => other,
            };
            error(CommandError::NotForTheseRules {
                option: &format!("--{flag}"),
                rules: &rules_words,
            })
        }
        other => anyhow::Error::msg(other.words_in(lang())),
    })?;
    // `--to line` is the default form of a board a line can carry; the others are JSON.
    let form = match args.to.as_deref() {
        Some(name) => generate_form(name)?,
        None if plain => OutputForm::Line,
        None => OutputForm::Json,
    };
    if form == OutputForm::Line && !plain {
        return Err(error(CommandError::LineFormCannotCarry));
    }
    let pretty = args.pretty;
    if let (true, Some(name)) = (pretty, &args.to) {
        return Err(error(CommandError::PrettyAndTo { form: name }));
    }
    let seed = args.seed.unwrap_or_else(random_seed);
    if !args.run.quiet {
        let lang = crate::cli::lang();
        eprintln!(
            "{}",
            shudu::words::seed_note_in(lang, shudu::words::Seeded::Puzzles, seed)
        );
    }
    let symmetry = args.symmetry;
    let json = args.run.json;
    let with_solution = args.solution;
    // The classic maker is bounded by its attempts; the others by a time budget.
    let timeout = args
        .timeout
        .or((!generator.is_bounded()).then_some(DEFAULT_GENERATE_TIMEOUT));
    let generator = &generator;
    let work = move |index: u64| -> Rendered {
        // Each puzzle's own budget, from when its making starts.
        let budget = crate::cli::budget(timeout);
        let made = generator
            .generate_within(seed, index, &budget)
            .map_err(|e| e.words_in(crate::cli::lang()))
            .and_then(|made| {
                // The puzzle in the form asked for: the solution inside, when asked for
                // and the form has room for it.
                let body = match form {
                    OutputForm::Line => {
                        let mut line = made.line(symbols);
                        if with_solution && !json {
                            line.push(' ');
                            line.push_str(&made.solution_line(symbols));
                        }
                        line
                    }
                    _ => {
                        let embed = solution_in_form(form, json, with_solution);
                        let solution = embed.then(|| made.solution());
                        in_form(&made.puzzle(), form, symbols, solution.as_deref())
                            .map_err(|e| e.to_string())?
                    }
                };
                Ok((made, body))
            });
        let (made, body) = match made {
            Ok(made) => made,
            Err(err) => return failed(json, seed, index, &err),
        };
        let rating = made.rating().map(|r| r.to_string());
        let text = if json {
            // The library's record, its puzzle in the form asked for and its solution in
            // the symbols asked for, with the run's symmetry, seed and index.
            let mut map = Map::new();
            merge_record(&mut map, &made);
            map.insert("status".into(), json!("generated"));
            map.insert("puzzle".into(), form_value(form, &body));
            map.insert("solution".into(), json!(made.solution_line(symbols)));
            map.insert("symmetry".into(), json!(symmetry.name()));
            map.insert("seed".into(), json!(seed));
            map.insert("index".into(), json!(index));
            json_line(map)
        } else if pretty {
            let puzzle = made.puzzle();
            let mut text = generated_heading(index, puzzle.given_count(), rating);
            text.push_str(&puzzle.to_pretty(symbols));
            if with_solution {
                text.push_str(&solution_heading());
                text.push_str(&pretty_of(puzzle.rules(), &made.solution(), symbols));
            }
            text.push('\n');
            text
        } else {
            let mut line = body;
            if let Some(rating) = rating.filter(|_| form == OutputForm::Line) {
                line.push(' ');
                line.push_str(&rating);
            }
            line.push('\n');
            line
        };
        let tally = if made.minimal() {
            "generated"
        } else {
            "not proven minimal"
        };
        Rendered::new(text, tally, false)
    };
    batch::run(
        0..args.count,
        work,
        &args.run,
        &["generated", "not proven minimal", "failed"],
        shudu::words::Noun::Puzzle,
        out,
    )
}

/// The record of a puzzle that was not made, and why.
fn failed(json: bool, seed: u64, index: u64, err: &str) -> Rendered {
    let text = if json {
        let mut map = Map::new();
        map.insert("puzzle".into(), json!(null));
        map.insert("status".into(), json!("failed"));
        map.insert("error".into(), json!(err));
        map.insert("seed".into(), json!(seed));
        map.insert("index".into(), json!(index));
        json_line(map)
    } else {
        text_line("failed", &format!("puzzle {}: {err}", index + 1))
    };
    Rendered::new(text, "failed", true)
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
