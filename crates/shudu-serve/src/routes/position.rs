//! Routes that take a player's position: `{"puzzle": givens, "sheet": givens and entries,
//! "marks"?: 81 arrays of digits}` — the puzzle as first given, the sheet as it stands,
//! and the player's pencil marks when every empty cell has some (without them, every
//! candidate the placed digits allow). Check it or reveal one cell; hints, for every
//! board, are `/api/hint` (`variant_logic.rs`).

use axum::body::Body;
use axum::extract::State;
use axum::http::{Request, StatusCode};
use axum::response::Response;
use serde_json::{Map, Value, json};
use shudu::hint::{Answer, Hint, HintLevel};
use shudu::{Cell, Outcome, Position, Solutions, Solver};

use super::handle;
use crate::App;
use crate::error::ApiError;
use crate::reply::ok;
use crate::request::Fields;

/// The keys of a position.
const POSITION: [&str; 3] = ["puzzle", "sheet", "marks"];

/// The position the fields describe, for the route `verb` (its puzzle a classic one).
fn position(fields: &Fields, verb: &'static str) -> Result<Position, ApiError> {
    let puzzle = fields.classic_puzzle("puzzle", verb)?;
    let sheet = fields.grid("sheet")?;
    let position = Position::new(puzzle, sheet);
    Ok(match fields.marks("marks", &sheet)? {
        Some(marks) => position.with_marks(marks),
        None => position,
    })
}

/// `POST /api/solution-cell` position + `"cell": "r3c5"` → `{"cell":"r3c5","digit":7}`
/// from the puzzle's one solution; 422 naming `puzzle` when it has none or several.
pub async fn solution_cell(State(app): State<App>, request: Request<Body>) -> Response {
    const KNOWN: [&str; 4] = ["puzzle", "sheet", "marks", "cell"];
    handle(app, request, &KNOWN, |fields, _| {
        let position = position(&fields, "solution-cell")?;
        let cell = fields.cell("cell")?;
        let why = match Solver::new().solve(position.puzzle()) {
            Outcome::Unique(solution) => {
                let digit = solution.get(cell).expect("a solution fills every cell");
                return Ok(ok(&json!({ "cell": cell, "digit": digit })));
            }
            Outcome::Multiple(..) => "the puzzle has several solutions",
            Outcome::Unsolvable => "the puzzle has no solution",
            Outcome::Invalid(_) => "the puzzle's givens clash",
        };
        Err(ApiError::field(
            StatusCode::UNPROCESSABLE_ENTITY,
            "puzzle",
            format!("{why}: no cell can be revealed"),
        ))
    })
    .await
}

/// The library's records of `answer`'s mistakes or clashes, as a hint at the technique
/// level words them: each with its cell, kind and text, and no digit of the solution.
fn mistake_records(sheet: &shudu::Grid, answer: Answer) -> Value {
    let record = Hint {
        sheet: *sheet,
        level: HintLevel::Technique,
        answer,
    };
    match serde_json::to_value(&record) {
        Ok(Value::Object(mut map)) => map.remove("mistakes").unwrap_or(json!([])),
        _ => json!([]),
    }
}

/// `POST /api/check` position → `{"status", "mistakes", "clashes"}`: the player's wrong
/// entries and removed candidates (judged against the solution, without giving its
/// digits away), the digits that clash, or whether the position is solved or correct so
/// far; `no-solution` and `multiple` when the puzzle itself has none or several.
pub async fn check(State(app): State<App>, request: Request<Body>) -> Response {
    handle(app, request, &POSITION, |fields, _| {
        let position = position(&fields, "check")?;
        let report = position.check(&Solver::new());
        let sheet = *position.sheet();
        let status = if !report.mistakes.is_empty() {
            "mistakes"
        } else if !report.clashes.is_empty() {
            "clashes"
        } else if matches!(report.puzzle, Solutions::Several { .. })
            || matches!(report.position, Solutions::Several { .. })
        {
            "multiple"
        } else if matches!(report.puzzle, Solutions::None { .. })
            || matches!(report.position, Solutions::None { .. })
        {
            "no-solution"
        } else if sheet.given_count() == Cell::all().count() {
            "solved"
        } else {
            "correct-so-far"
        };
        let mut map = Map::new();
        map.insert("status".into(), json!(status));
        let mistakes = if report.mistakes.is_empty() {
            json!([])
        } else {
            mistake_records(&sheet, Answer::Mistakes(report.mistakes))
        };
        map.insert("mistakes".into(), mistakes);
        let clashes = if report.clashes.is_empty() {
            json!([])
        } else {
            mistake_records(&sheet, Answer::Clashes(report.clashes))
        };
        map.insert("clashes".into(), clashes);
        Ok(ok(&map))
    })
    .await
}
