//! `shudu rate`: Sudoku Explainer's ER/EP/ED, the hardest technique and a named level,
//! for a puzzle of any board: the library's [`shudu::variant::Puzzle::rate_on`] chooses the engine (on a
//! board other than 9×9 the rating is shudu's own for the size, and says so), as the
//! Sudoku Explainer of `--se-profile` rates.

use std::io::Write;

use serde_json::{Map, Value, json};
use shudu::logic::{Level, Rating};

use crate::batch::{Rendered, Summary};
use crate::cli::{RateArgs, budget};
use crate::input::{self, Sourced};
use crate::render::{board_fields, json_line, text_line};

pub fn run(args: &RateArgs, out: &mut dyn Write) -> anyhow::Result<Summary> {
    let json = args.input.run.json;
    let timeout = args.timeout;
    let profile = args.se_profile;
    let symbols = args.input.board.symbols();
    let lang = crate::cli::lang();
    let work = move |entry: &Sourced| -> Rendered {
        let budget = budget(timeout);
        let (status, words, rating) = match entry.puzzle.rate_on(profile, &budget) {
            Ok(r) => {
                let own_scale = r.scale.map(|_| entry.puzzle.size());
                let words = r.text_in(own_scale, lang);
                (Level::for_er(r.er).name(), words, Some(r))
            }
            Err(why) => (why.status(), why.words_in(lang), None),
        };
        rated(json, status, &words, rating, || {
            let mut map = board_fields(entry, status, symbols);
            if let Some(scale) = rating.and_then(|r| r.scale) {
                map.insert("scale".into(), json!(scale));
            }
            map
        })
    };
    let mut order: Vec<&'static str> = Level::ALL.iter().map(|l| l.name()).collect();
    order.extend(shudu::variant::rating::VariantUnrated::STATUSES);
    input::run_puzzles(&args.input, &order, out, work)
}

/// `rate`'s output for one puzzle: the record (its first fields from
/// `head`, then the rating's) or the line of status and words. It fails without a rating.
fn rated(
    json: bool,
    status: &'static str,
    words: &str,
    rating: Option<Rating>,
    head: impl FnOnce() -> Map<String, Value>,
) -> Rendered {
    let text = if json {
        let mut map = head();
        rating_fields(&mut map, rating.as_ref(), words);
        json_line(map)
    } else {
        text_line(status, words)
    };
    Rendered::new(text, status, rating.is_none())
}

/// The record's rating fields: `rating` and its `text` (`ER/EP/ED`), or the `error`.
fn rating_fields(map: &mut Map<String, Value>, rating: Option<&Rating>, words: &str) {
    match rating {
        Some(r) => {
            map.insert("rating".into(), json!(r));
            map.insert("text".into(), json!(r.figures()));
        }
        None => {
            map.insert("error".into(), json!(words));
        }
    }
}
