//! `shudu daily [--date D] [--level L]`: the day's puzzle at each level (or at one), the
//! same for everybody on any machine — the library's [`shudu::generate::daily`] makes it
//! from the date and the level alone. Each line: the level, the puzzle and its rating
//! (`--solution` adds the solution); `--json` gives the library's Daily record. The date
//! is today's in UTC unless given.

use std::io::Write;

use shudu::generate::{DAILY_LEVELS, Day, daily};
use shudu::logic::Level;
use shudu::words::Lang;

use crate::batch::Summary;
use crate::cli::{DailyArgs, option_error};
use crate::render::{json_line, merge_record, text_line};

pub fn run(args: &DailyArgs, out: &mut dyn Write) -> anyhow::Result<Summary> {
    let lang = crate::cli::lang();
    let day = match &args.date {
        Some(text) => text
            .parse::<Day>()
            .map_err(|e| option_error("--date", &e.words_in(lang)))?,
        None => Day::today(),
    };
    let levels: Vec<Level> = match &args.level {
        Some(name) => vec![daily_level(name, lang)?],
        None => DAILY_LEVELS.to_vec(),
    };
    if !args.quiet {
        eprintln!("{}", shudu::words::daily_heading_in(lang, &day.to_string()));
    }
    let mut failed = false;
    for level in levels {
        let text = match daily(day, level) {
            Ok(today) if args.json => {
                let mut map = serde_json::Map::new();
                merge_record(&mut map, &today);
                json_line(map)
            }
            Ok(today) => {
                let rating = today
                    .made
                    .rating
                    .map(|r| format!(" {}", r.words_in(lang)))
                    .unwrap_or_default();
                let mut line = text_line(
                    level.name(),
                    &format!("{}{rating}", today.made.puzzle.to_line()),
                );
                if args.solution {
                    line.push_str(&text_line("", &today.made.solution.to_line()));
                }
                line
            }
            Err(err) => {
                failed = true;
                let why = err.words_in(lang);
                if args.json {
                    let record = serde_json::json!({
                        "date": day.to_string(), "level": level.name(),
                        "status": "failed", "error": why,
                    });
                    format!("{record}\n")
                } else {
                    text_line("failed", &format!("{}: {why}", level.name()))
                }
            }
        };
        out.write_all(text.as_bytes())?;
    }
    Ok(Summary::of(failed))
}

/// The level called `name`, one a daily puzzle comes in.
fn daily_level(name: &str, lang: Lang) -> anyhow::Result<Level> {
    Level::from_name(name)
        .filter(|level| DAILY_LEVELS.contains(level))
        .ok_or_else(|| {
            let names: Vec<&str> = DAILY_LEVELS.iter().map(|l| l.name()).collect();
            let why = shudu::words::daily_level_unknown_in(lang, name, &names.join(", "));
            option_error("--level", &why)
        })
}
