//! Hints for every board: a thin route over the library's one hint door
//! ([`shudu::variant::Puzzle::hint`]), which chooses the engine: the classic one for
//! classic rules, the full logic engine for the 9×9 variants and the smaller one on
//! every other size (whose ratings are shudu's own for the size: the answer's `scale`
//! says so). A puzzle that cannot be hinted is an answer, not an error: 200 with a
//! `status` and a `reason`. Ratings, for every board, are `/api/rate` (`puzzle.rs`).
//!
//! Where the record names the step's technique, the answer adds `technique_name`: the
//! technique in the request's language. The record's `technique` is its English name,
//! which two techniques may share (a hidden single in a box or in a line), so the page
//! could not word it from that alone.

use axum::body::Body;
use axum::extract::State;
use axum::http::Request;
use axum::http::StatusCode;
use axum::response::Response;
use serde_json::Value;
use shudu::hint::HintLevel;
use shudu::logic::{Logic, Repertoire};
use shudu::variant::Symbols;

use super::handle;
use crate::App;
use crate::error::ApiError;
use crate::reply::ok;
use crate::variant_form::{marks, puzzle, sheet};

/// `POST /api/hint` `{"puzzle", "sheet"?, "marks"?, "level"?}`, a puzzle of any board
/// (`/api/variant/hint` is the same route under its former name) → the library's hint
/// ([`shudu::variant::Puzzle::hint`], `docs/records.md`): on classic rules the classic
/// engine's record (mistakes cut to the level, pencil marks judged), on every other board
/// the variant one's — the puzzle's own trouble (`multiple`, `unsolvable`, `invalid`),
/// the player's broken rules or wrong entries (`mistake`), else the next step cut to the
/// level (`hint`; on a board other than 9×9 the small engine's, its rating with `scale`),
/// `solved`, `stuck`, `gave-up`, or `unsupported` with the library's reason. The sheet is
/// the givens when absent; `level` is `full` when absent.
pub async fn hint(State(app): State<App>, request: Request<Body>) -> Response {
    handle(
        app,
        request,
        &["puzzle", "sheet", "marks", "level"],
        |fields, budget| {
            let level = match fields.opt_str("level")? {
                None => HintLevel::Full,
                Some(name) => name
                    .parse::<HintLevel>()
                    .map_err(|err| ApiError::bad("level", err.words_in(shudu::records::lang())))?,
            };
            let puzzle = puzzle(&fields, "puzzle")?;
            let values = sheet(&fields, "sheet", &puzzle)?;
            let kept = marks(&fields, "marks", &puzzle, &values)?;
            let found = puzzle
                .hint(
                    &values,
                    kept.as_deref(),
                    Symbols::Standard,
                    level,
                    &Logic::new(Repertoire::Full).within(budget),
                )
                .map_err(|e| ApiError::bad("sheet", e.words_in(shudu::records::lang())))?;
            let mut answer = serde_json::to_value(&found)
                .map_err(|e| ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, e.to_string()))?;
            if let (Some(technique), Some(map)) = (found.technique(), answer.as_object_mut()) {
                if map.contains_key("technique") {
                    let name = technique.name_in(shudu::records::lang());
                    map.insert("technique_name".into(), Value::String(name));
                }
            }
            Ok(ok(&answer))
        },
    )
    .await
}
