//! `POST /api/daily` `{"date", "level"}` → the day's puzzle at that level
//! ([`shudu::generate::daily_within`]): the same for everybody on any machine, made from
//! the date (the player's own, `YYYY-MM-DD`) and the level alone, so the server keeps
//! nothing. The answer is `/api/generate`'s record (status `generated`, the board record,
//! seed and index) with the Daily record's `date` and `level`; `gave-up` when the budget
//! ran out first.

use axum::body::Body;
use axum::extract::State;
use axum::http::Request;
use axum::response::Response;
use serde_json::{Map, json};
use shudu::generate::{DAILY_LEVELS, Day, GenerateError, daily_within};
use shudu::logic::Level;
use shudu::variant::{Puzzle, Symbols, line_of};

use super::handle;
use super::puzzle::merge;
use crate::App;
use crate::error::ApiError;
use crate::reply::ok;
use crate::request::Fields;
use crate::variant_form::board;

pub async fn daily(State(app): State<App>, request: Request<Body>) -> Response {
    handle(
        app.clone(),
        request,
        &["date", "level"],
        move |fields, budget| {
            let (day, level) = (day(&fields)?, level(&fields)?);
            let today = match daily_within(day, level, budget) {
                Ok(today) => today,
                Err(GenerateError::GaveUp { .. }) => {
                    return Ok(ok(&json!({
                        "status": "gave-up",
                        "reason": format!("no puzzle came up in {} ms", app.budget.as_millis()),
                        "budget_ms": app.budget.as_millis() as u64,
                        "rounds": 0,
                        "date": day.to_string(),
                    })));
                }
                Err(err) => {
                    return Err(ApiError::bad("level", err.words_in(shudu::records::lang())));
                }
            };
            let puzzle = Puzzle::from_classic(&today.made.puzzle);
            let mut map = Map::new();
            map.insert("status".into(), json!("generated"));
            merge(&mut map, &today);
            map.insert(
                "puzzle".into(),
                json!(line_of(puzzle.values(), Symbols::Standard)),
            );
            map.insert("minimal".into(), json!(true));
            map.insert("board".into(), board(&puzzle));
            map.insert("symmetry".into(), json!("rot180"));
            Ok(ok(&map))
        },
    )
    .await
}

/// The `date` field: a day of the calendar, `YYYY-MM-DD`.
fn day(fields: &Fields) -> Result<Day, ApiError> {
    let Some(text) = fields.opt_str("date")? else {
        return Err(ApiError::bad(
            "date",
            "missing; give the player's date, YYYY-MM-DD",
        ));
    };
    text.parse::<Day>()
        .map_err(|e| ApiError::bad("date", e.words_in(shudu::records::lang())))
}

/// The `level` field: one of the daily levels.
fn level(fields: &Fields) -> Result<Level, ApiError> {
    let names = || {
        DAILY_LEVELS
            .iter()
            .map(|l| format!("{:?}", l.name()))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let Some(name) = fields.opt_str("level")? else {
        return Err(ApiError::bad(
            "level",
            format!("missing; expected one of {}", names()),
        ));
    };
    Level::from_name(name)
        .filter(|l| DAILY_LEVELS.contains(l))
        .ok_or_else(|| {
            ApiError::bad(
                "level",
                format!("no daily puzzle is {name:?}; expected one of {}", names()),
            )
        })
}
