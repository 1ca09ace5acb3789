//! `shudu rate`: Sudoku Explainer's ER/EP/ED, the hardest technique and a named level.

use std::io::Write;

use serde_json::json;
use shudu::logic::{Level, Tenths, Unrated, rate_within};
use shudu::{Outcome, Solver};

use crate::batch::{Rendered, Summary};
use crate::cli::{RateArgs, budget};
use crate::input;
use crate::render::{entry_fields, json_line, text_line};
use shudu::parse::Entry;

pub fn run(args: &RateArgs, out: &mut dyn Write) -> anyhow::Result<Summary> {
    if crate::variant_input::wanted(&args.input) {
        return crate::commands::variant_logic::rate(args, out);
    }
    let solver = Solver::new();
    let json = args.input.run.json;
    let timeout = args.timeout;
    let work = move |entry: &Entry| -> Rendered {
        let budget = budget(timeout);
        // Ratings are for proper puzzles only, as in Sudoku Explainer.
        let outcome = solver.solve(&entry.grid);
        let (status, words, rating) = match &outcome {
            Outcome::Unique(_) => match rate_within(&entry.grid, &budget) {
                Ok(r) => {
                    let level = Level::for_er(r.er);
                    (level.name(), format!("{r}"), Some(r))
                }
                Err(Unrated::NothingToSolve) => ("solved", "nothing to solve".into(), None),
                Err(Unrated::GaveUp { .. }) => ("gave-up", budget.gave_up(), None),
                Err(why) => ("beyond", why.to_string(), None),
            },
            Outcome::Multiple(..) => ("multiple", "not unique: no rating".into(), None),
            Outcome::Unsolvable => ("unsolvable", "no solution: no rating".into(), None),
            Outcome::Invalid(conflicts) => {
                let list = crate::render::texts(conflicts);
                ("invalid", list.join("; "), None)
            }
        };
        let text = if json {
            let mut map = entry_fields(entry, status);
            match &rating {
                Some(r) => {
                    map.insert("rating".into(), json!(r));
                    map.insert(
                        "text".into(),
                        json!(format!(
                            "{}/{}/{}",
                            Tenths(r.er),
                            Tenths(r.ep),
                            Tenths(r.ed)
                        )),
                    );
                }
                None => {
                    map.insert("error".into(), json!(words));
                }
            }
            json_line(map)
        } else {
            text_line(status, &words)
        };
        Rendered {
            text,
            tally: status,
            failed: rating.is_none(),
            stop: None,
        }
    };
    let mut order: Vec<&'static str> = Level::ALL.iter().map(|l| l.name()).collect();
    order.extend([
        "beyond",
        "gave-up",
        "multiple",
        "unsolvable",
        "invalid",
        "error",
    ]);
    input::run_entries(&args.input, &order, out, work)
}
