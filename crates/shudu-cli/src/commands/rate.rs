//! `shudu rate`: Sudoku Explainer's ER/EP/ED, the hardest technique and a named level.

use std::io::Write;

use serde_json::{Map, Value, json};
use shudu::logic::Budget;
use shudu::logic::{Level, Rating, Unrated, rate_within};
use shudu::{Outcome, Solver};

use crate::batch::{Rendered, Summary};
use crate::cli::{RateArgs, budget};
use crate::input;
use crate::render::{entry_fields, json_line, text_line};
use shudu::parse::Entry;

pub fn run(args: &RateArgs, out: &mut dyn Write) -> anyhow::Result<Summary> {
    let solver = Solver::new();
    let json = args.input.run.json;
    let timeout = args.timeout;
    let work = move |entry: &Entry| -> Rendered {
        let budget = budget(timeout);
        // Ratings are for proper puzzles only, as in Sudoku Explainer.
        let outcome = solver.solve(&entry.grid);
        let (status, words, rating) = match &outcome {
            Outcome::Unique(_) => judged(rate_within(&entry.grid, &budget), &budget),
            Outcome::Multiple(..) => ("multiple", "not unique: no rating".into(), None),
            Outcome::Unsolvable => ("unsolvable", "no solution: no rating".into(), None),
            Outcome::Invalid(conflicts) => {
                let list = crate::render::texts(conflicts);
                ("invalid", list.join("; "), None)
            }
        };
        rated(json, status, &words, rating, || entry_fields(entry, status))
    };
    let mut order: Vec<&'static str> = Level::ALL.iter().map(|l| l.name()).collect();
    order.extend([
        "beyond",
        "gave-up",
        "solved",
        "multiple",
        "unsolvable",
        "invalid",
        "unsupported",
        "error",
    ]);
    let other = crate::commands::variant_logic::rate_work(args);
    input::run_board_entries(&args.input, &order, out, work, other)
}

/// A rating's outcome as a status (the level's name, or why there is none), the words
/// printed for it, and the rating: one owner for `rate` on classic and variant puzzles.
pub(crate) fn judged(
    rated: Result<Rating, Unrated>,
    budget: &Budget,
) -> (&'static str, String, Option<Rating>) {
    match rated {
        Ok(r) => (Level::for_er(r.er).name(), format!("{r}"), Some(r)),
        Err(Unrated::NothingToSolve) => ("solved", "nothing to solve".into(), None),
        Err(Unrated::GaveUp { .. }) => ("gave-up", budget.gave_up(), None),
        Err(why) => ("beyond", why.to_string(), None),
    }
}

/// `rate`'s output for one puzzle, classic or variant: the record (its first fields from
/// `head`, then the rating's) or the line of status and words. It fails without a rating.
pub(crate) fn rated(
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
