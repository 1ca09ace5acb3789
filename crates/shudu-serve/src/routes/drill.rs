//! Technique drills: `POST /api/drill` `{"technique", "seed"?}` → a position where the
//! technique is the next step of the easiest path ([`shudu::generate::drill`]'s record:
//! the puzzle, the position's `sheet` and `marks`, the `step`), `gave-up` when none came
//! up within the budget; `POST /api/drill-grade` `{"puzzle", "technique", "start_sheet",
//! "start_marks", "sheet", "marks"}` → what the player did there, judged against the
//! technique's steps ([`shudu::generate::grade_drill`]'s record). The server keeps
//! nothing: the page holds the drill and sends it back.

use axum::body::Body;
use axum::extract::State;
use axum::http::Request;
use axum::response::Response;
use serde_json::json;
use shudu::generate::{GenerateError, drill as make_drill};
use shudu::logic::Technique;

use super::generate::clock_seed;
use super::handle;
use crate::App;
use crate::error::ApiError;
use crate::reply::ok;
use crate::request::Fields;
use crate::variant_form::{marks, puzzle as board_puzzle, sheet};

pub async fn drill(State(app): State<App>, request: Request<Body>) -> Response {
    handle(
        app.clone(),
        request,
        &["technique", "seed"],
        move |fields, budget| {
            let technique = technique(&fields)?;
            let seed = fields
                .opt_u64("seed", 0, (1 << 53) - 1)?
                .unwrap_or_else(clock_seed);
            match make_drill(technique, seed, budget) {
                Ok(made) => {
                    let mut record = serde_json::to_value(&made)
                        .map_err(|e| ApiError::bad("technique", e.to_string()))?;
                    record["status"] = json!("drill");
                    Ok(ok(&record))
                }
                Err(GenerateError::GaveUp { .. }) => Ok(ok(&json!({
                    "status": "gave-up",
                    "budget_ms": app.budget.as_millis() as u64,
                    "seed": seed,
                }))),
                Err(err) => Err(ApiError::bad(
                    "technique",
                    err.words_in(shudu::records::lang()),
                )),
            }
        },
    )
    .await
}

pub async fn grade(State(app): State<App>, request: Request<Body>) -> Response {
    const KNOWN: [&str; 6] = [
        "puzzle",
        "technique",
        "start_sheet",
        "start_marks",
        "sheet",
        "marks",
    ];
    handle(app, request, &KNOWN, |fields, _| {
        let puzzle = board_puzzle(&fields, "puzzle")?;
        let technique = technique(&fields)?;
        let lists = |sheet_key: &'static str, marks_key: &'static str| {
            let values = sheet(&fields, sheet_key, &puzzle)?;
            let kept = marks(&fields, marks_key, &puzzle, &values)?.ok_or_else(|| {
                ApiError::bad(
                    marks_key,
                    "missing; every empty cell's candidates are needed",
                )
            })?;
            Ok::<_, ApiError>((values, kept))
        };
        let start = lists("start_sheet", "start_marks")?;
        let now = lists("sheet", "marks")?;
        let found = puzzle
            .grade_drill(technique, (&start.0, &start.1), (&now.0, &now.1))
            .map_err(|e| ApiError::bad("puzzle", e.words_in(shudu::records::lang())))?;
        match found {
            Some(grade) => Ok(ok(&grade)),
            None => Err(ApiError::bad(
                "start_sheet",
                format!("the position offers no {} step", technique.name()),
            )),
        }
    })
    .await
}

/// The `technique` field: any name of a technique in any language (its first match).
fn technique(fields: &Fields) -> Result<Technique, ApiError> {
    let Some(name) = fields.opt_str("technique")? else {
        return Err(ApiError::bad(
            "technique",
            "missing; name the technique to practise",
        ));
    };
    Technique::named(name).into_iter().next().ok_or_else(|| {
        ApiError::bad(
            "technique",
            format!("unknown technique {name:?}; GET /api/techniques?search=… finds one by any of its names"),
        )
    })
}
