//! Routes that take a player's position: `{"puzzle": givens, "sheet": givens and entries,
//! "marks"?: one array of digits a cell}` — the puzzle as first given, the sheet as it
//! stands, and the player's pencil marks when every empty cell has some (without them,
//! every candidate the placed digits allow). Check it or reveal one cell, on any board;
//! hints, for every board, are `/api/hint` (`variant_logic.rs`).

use axum::body::Body;
use axum::extract::State;
use axum::http::{Request, StatusCode};
use axum::response::Response;
use serde_json::{Value, json};
use shudu::variant::{Outcome, Pos};

use super::handle;
use crate::App;
use crate::error::ApiError;
use crate::reply::ok;
use crate::variant_form::{marks, puzzle as board_puzzle, sheet};

/// `POST /api/solution-cell` `{"puzzle", "sheet"?, "marks"?, "cell": "r3c5"}`, a
/// position on any board → `{"cell":"r3c5","digit":7}` from the puzzle's one solution;
/// 422 naming `puzzle` when it has none or several, 400 naming `cell` for a cell off
/// the board.
pub async fn solution_cell(State(app): State<App>, request: Request<Body>) -> Response {
    const KNOWN: [&str; 4] = ["puzzle", "sheet", "marks", "cell"];
    handle(app, request, &KNOWN, |fields, _| {
        let puzzle = board_puzzle(&fields, "puzzle")?;
        let values = sheet(&fields, "sheet", &puzzle)?;
        marks(&fields, "marks", &puzzle, &values)?;
        let n = puzzle.size();
        let text = fields.str("cell")?;
        let pos = text
            .parse::<Pos>()
            .ok()
            .filter(|p| p.row() < n && p.col() < n)
            .ok_or_else(|| {
                ApiError::bad(
                    "cell",
                    format!(
                        "expected a cell of the {n}×{n} board such as \"r3c5\", found {text:?}"
                    ),
                )
            })?;
        let why = match puzzle.solve() {
            Outcome::Unique(solution) => {
                let digit = solution[pos.index(n)];
                return Ok(ok(&json!({ "cell": pos.to_string(), "digit": digit })));
            }
            Outcome::Multiple(..) => "the puzzle has several solutions",
            Outcome::Unsolvable => "the puzzle has no solution",
            Outcome::Invalid(_) => "the puzzle's givens break its rules",
        };
        Err(ApiError::field(
            StatusCode::UNPROCESSABLE_ENTITY,
            "puzzle",
            format!("{why}: no cell can be revealed"),
        ))
    })
    .await
}

/// `POST /api/candidates` `{"puzzle", "sheet"?}`, a sheet on any board → each cell's
/// candidates (`{"candidates": [[1,3,5], [], …]}`) as the rules allow them, from the
/// library's [`shudu::variant::Puzzle::candidates`]: what the page's Candidates button
/// fills in, killer cages, parity and neighbours included.
pub async fn candidates(State(app): State<App>, request: Request<Body>) -> Response {
    const KNOWN: [&str; 2] = ["puzzle", "sheet"];
    handle(app, request, &KNOWN, |fields, _| {
        let puzzle = board_puzzle(&fields, "puzzle")?;
        let values = sheet(&fields, "sheet", &puzzle)?;
        let found = puzzle
            .candidates(&values)
            .map_err(|e| ApiError::bad("sheet", e.words_in(shudu::records::lang())))?;
        Ok(ok(&json!({ "candidates": found })))
    })
    .await
}

/// `POST /api/check` `{"puzzle", "sheet"?, "marks"?, "solution"?, "explain"?}`, a position on any
/// board → the library's sheet check ([`shudu::variant::Puzzle::check_sheet`],
/// `docs/records.md`): the rules the sheet breaks (`violations`) and, unless `solution`
/// is false, the wrong entries and wrongly removed pencil marks judged against the
/// puzzle's one solution (`mistakes`, whose words never give a digit of the solution
/// away). `status`: `mistakes`, `clashes`, `multiple`, `no-solution`, `solved`,
/// `correct-so-far`, or `unchecked` when not judged. With `explain`, each mistake carries
/// `why` ([`shudu::variant::Puzzle::explain_sheet`]), which may name the solution's digit.
pub async fn check(State(app): State<App>, request: Request<Body>) -> Response {
    check_judging(app, request, true).await
}

/// `POST /api/variant/check`: [`check`] under its former name, where `solution` is false
/// when absent, as it was there.
pub async fn check_former(State(app): State<App>, request: Request<Body>) -> Response {
    check_judging(app, request, false).await
}

async fn check_judging(app: App, request: Request<Body>, judged: bool) -> Response {
    const KNOWN: [&str; 5] = ["puzzle", "sheet", "marks", "solution", "explain"];
    handle(app, request, &KNOWN, move |fields, _| {
        let puzzle = board_puzzle(&fields, "puzzle")?;
        let values = sheet(&fields, "sheet", &puzzle)?;
        let kept = marks(&fields, "marks", &puzzle, &values)?;
        let flag = |name: &'static str, absent: bool| match fields.value(name) {
            None => Ok(absent),
            Some(Value::Bool(b)) => Ok(*b),
            Some(_) => Err(ApiError::bad(name, "expected true or false")),
        };
        let against = flag("solution", judged)?;
        let explain = flag("explain", false)?;
        if explain && !against {
            return Err(ApiError::bad(
                "explain",
                "explaining mistakes needs them judged against the solution (solution: true)",
            ));
        }
        let found = if explain {
            puzzle.explain_sheet(&values, kept.as_deref())
        } else {
            puzzle.check_sheet(&values, kept.as_deref(), against)
        }
        .map_err(|e| ApiError::bad("sheet", e.words_in(shudu::records::lang())))?;
        Ok(ok(&found))
    })
    .await
}
