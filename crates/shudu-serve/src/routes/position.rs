//! Routes that take a player's position: `{"puzzle": givens, "sheet": givens and entries,
//! "marks"?: one array of digits a cell}` — the puzzle as first given, the sheet as it
//! stands, and the player's pencil marks when every empty cell has some (without them,
//! every candidate the placed digits allow). Check it on any board, or reveal one cell of
//! a classic puzzle; hints, for every board, are `/api/hint` (`variant_logic.rs`).

use axum::body::Body;
use axum::extract::State;
use axum::http::{Request, StatusCode};
use axum::response::Response;
use serde_json::{Value, json};
use shudu::{Outcome, Position, Solver};

use super::handle;
use crate::App;
use crate::error::ApiError;
use crate::reply::ok;
use crate::request::Fields;
use crate::variant_form::{marks, puzzle as board_puzzle, sheet};

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

/// `POST /api/check` `{"puzzle", "sheet"?, "marks"?, "solution"?}`, a position on any
/// board → the library's sheet check ([`shudu::variant::Puzzle::check_sheet`],
/// `docs/records.md`): the rules the sheet breaks (`violations`) and, unless `solution`
/// is false, the wrong entries and wrongly removed pencil marks judged against the
/// puzzle's one solution (`mistakes`, whose words never give a digit of the solution
/// away). `status`: `mistakes`, `clashes`, `multiple`, `no-solution`, `solved`,
/// `correct-so-far`, or `unchecked` when not judged.
pub async fn check(State(app): State<App>, request: Request<Body>) -> Response {
    check_judging(app, request, true).await
}

/// `POST /api/variant/check`: [`check`] under its former name, where `solution` is false
/// when absent, as it was there.
pub async fn check_former(State(app): State<App>, request: Request<Body>) -> Response {
    check_judging(app, request, false).await
}

async fn check_judging(app: App, request: Request<Body>, judged: bool) -> Response {
    const KNOWN: [&str; 4] = ["puzzle", "sheet", "marks", "solution"];
    handle(app, request, &KNOWN, move |fields, _| {
        let puzzle = board_puzzle(&fields, "puzzle")?;
        let values = sheet(&fields, "sheet", &puzzle)?;
        let kept = marks(&fields, "marks", &puzzle, &values)?;
        let against = match fields.value("solution") {
            None => judged,
            Some(Value::Bool(b)) => *b,
            Some(_) => return Err(ApiError::bad("solution", "expected true or false")),
        };
        let found = puzzle
            .check_sheet(&values, kept.as_deref(), against)
            .map_err(|e| ApiError::bad("sheet", e.to_string()))?;
        Ok(ok(&found))
    })
    .await
}
