//! Hints and ratings for variant puzzles: the library's logic engine on
//! [`Board::of_variant`] for 9×9 boards (diagonals, windoku, disjoint groups, jigsaw,
//! anti-knight, anti-king, non-consecutive, killer, odd/even), and its smaller engine
//! ([`shudu::variant::logic`]) for every other size, whose ratings are shudu's own for
//! the size (the answer's `scale` says so). On rules neither serves the answer is 200 with
//! `status` `unsupported` and the library's reason, as a puzzle that cannot be rated is an
//! answer, not an error (`puzzle.rs`).

use axum::body::Body;
use axum::extract::State;
use axum::http::Request;
use axum::response::Response;
use serde_json::{Map, Value, json};
use shudu::hint::HintLevel;
use shudu::logic::{Board, Budget, Repertoire, Unrated, rate_path, solve_path_from_within};
use shudu::variant::hint::variant_hint;
use shudu::variant::logic::{
    SIZED_RATING_NOTE, SIZED_STUCK_NOTE, SizedBoard, SizedEnd, is_sized, solve_sized_path,
};
use shudu::variant::{Outcome, Puzzle, Symbols};

use super::handle;
use super::puzzle::merge;
use super::variant::violations;
use crate::App;
use crate::error::ApiError;
use crate::reply::ok;
use crate::variant_form::{puzzle, sheet};

/// `{"status": status, "reason": reason}`.
fn answer(status: &str, reason: impl Into<Value>) -> Map<String, Value> {
    let mut map = Map::new();
    map.insert("status".into(), json!(status));
    map.insert("reason".into(), reason.into());
    map
}

/// The solution of a proper puzzle, or the answer saying why it has none.
fn solution(puzzle: &Puzzle) -> Result<Vec<u8>, Map<String, Value>> {
    match puzzle.solve() {
        Outcome::Unique(solution) => Ok(solution),
        Outcome::Multiple(..) => Err(answer("multiple", "the puzzle has several solutions")),
        Outcome::Unsolvable => Err(answer("unsolvable", "no grid completes the givens")),
        Outcome::Invalid(broken) => {
            let mut map = answer("invalid", "the givens break the rules");
            map.insert("violations".into(), violations(&broken));
            Err(map)
        }
    }
}

/// `POST /api/variant/hint` `{"puzzle", "sheet"?, "level"?}` → the library's hint of a
/// variant sheet ([`variant_hint`], `docs/records.md`, "hint of a variant"): the puzzle's
/// own trouble (`multiple`, `unsolvable`, `invalid`), the player's broken rules or wrong
/// entries (`mistake`), else the next step cut to the level (`hint`; on a board other
/// than 9×9 the small engine's, its rating with `scale`), `solved`, `stuck`, `gave-up`, or
/// `unsupported` with the library's reason.
pub async fn hint(State(app): State<App>, request: Request<Body>) -> Response {
    handle(
        app,
        request,
        &["puzzle", "sheet", "level"],
        |fields, budget| {
            let level = match fields.opt_str("level")? {
                None => HintLevel::Full,
                Some(name) => name
                    .parse::<HintLevel>()
                    .map_err(|err| ApiError::bad("level", err.to_string()))?,
            };
            let puzzle = puzzle(&fields, "puzzle")?;
            let values = sheet(&fields, "sheet", &puzzle)?;
            let found = variant_hint(
                &puzzle,
                &values,
                Symbols::Standard,
                level,
                Repertoire::Full,
                budget,
            )
            .map_err(|e| ApiError::bad("sheet", e.to_string()))?;
            Ok(ok(&found))
        },
    )
    .await
}

/// The rating of a proper puzzle other than 9×9 by the small engine, with its `scale`, or
/// `beyond` when the engine stops short, `gave-up` or `unsupported`.
fn sized_rating(puzzle: &Puzzle, budget: &Budget) -> Map<String, Value> {
    let board = match SizedBoard::new(puzzle, Symbols::Standard) {
        Ok(board) => board,
        Err(err) => return answer("unsupported", err.to_string()),
    };
    if board.is_solved() {
        return answer("solved", "no cell is left to solve");
    }
    let path = solve_sized_path(board, budget);
    match (path.end, path.rating()) {
        (SizedEnd::Solved, Some(rating)) => {
            let mut map = Map::new();
            map.insert("status".into(), json!("rated"));
            merge(&mut map, &rating);
            map.insert("scale".into(), json!(SIZED_RATING_NOTE));
            map
        }
        (SizedEnd::GaveUp, _) => answer("gave-up", budget.gave_up()),
        (SizedEnd::Contradiction(cell), _) => {
            answer("unsolvable", format!("{cell} has no candidate left"))
        }
        _ => answer("beyond", SIZED_STUCK_NOTE),
    }
}

/// `POST /api/variant/rate` `{"puzzle"}` → the Rating record with `status` `rated` (and
/// `scale` on a board other than 9×9), or a `status` saying why there is none
/// (`beyond`, `gave-up`, `unsupported` with the library's reason).
pub async fn rate(State(app): State<App>, request: Request<Body>) -> Response {
    handle(app, request, &["puzzle"], |fields, budget| {
        let puzzle = puzzle(&fields, "puzzle")?;
        if let Err(map) = solution(&puzzle) {
            return Ok(ok(&map));
        }
        if is_sized(&puzzle) {
            return Ok(ok(&sized_rating(&puzzle, budget)));
        }
        let board = match Board::of_variant(&puzzle) {
            Ok(board) => board,
            Err(err) => return Ok(ok(&answer("unsupported", err.to_string()))),
        };
        let path = solve_path_from_within(board, Repertoire::SudokuExplainer, budget);
        let map = match rate_path(&path) {
            Ok(rating) => {
                let mut map = Map::new();
                map.insert("status".into(), json!("rated"));
                merge(&mut map, &rating);
                map
            }
            Err(Unrated::GaveUp { .. }) => answer("gave-up", budget.gave_up()),
            Err(Unrated::NothingToSolve) => answer("solved", "no cell is left to solve"),
            Err(why) => answer("beyond", why.to_string()),
        };
        Ok(ok(&map))
    })
    .await
}
