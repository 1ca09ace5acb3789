//! Routes that take a player's position: `{"puzzle": givens, "sheet": givens and entries,
//! "marks"?: 81 arrays of digits}` — the puzzle as first given, the sheet as it stands,
//! and the player's pencil marks when every empty cell has some (without them, every
//! candidate the placed digits allow). Reveal a cell of the solution here; check and
//! hint join when the library's hint record is in.

use axum::body::Body;
use axum::extract::State;
use axum::http::{Request, StatusCode};
use axum::response::Response;
use serde_json::json;
use shudu::{Outcome, Position, Solver};

use super::handle;
use crate::App;
use crate::error::ApiError;
use crate::reply::ok;
use crate::request::Fields;

/// The position the fields describe.
fn position(fields: &Fields) -> Result<Position, ApiError> {
    let puzzle = fields.grid("puzzle")?;
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
        let position = position(&fields)?;
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
