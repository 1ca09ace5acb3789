//! Routes that take one puzzle (`{"puzzle": text}`): solve, count, check a typed-in
//! puzzle, rate and explain. Each answers the library's record for its result (the JSON
//! of the command line's `--json`), with the puzzle's line and a `status`.
//!
//! A puzzle that cannot be rated or explained (several solutions, none, clashing givens,
//! beyond the techniques, or out of time) is an answer, not an error: 200 with a `status`
//! saying which and a `reason` in words. Only a request that cannot be read is a 4xx.

use axum::body::Body;
use axum::extract::State;
use axum::http::Request;
use axum::response::Response;
use serde_json::{Map, Value, json};
use shudu::logic::{PathEnd, Repertoire, Unrated, rate_within, solve_path_within};
use shudu::{Grid, Outcome, Solver, check};

use super::handle;
use crate::App;
use crate::reply::ok;

/// Adds the fields of `record` (a library value serializing to an object) to `map`.
pub(crate) fn merge<T: serde::Serialize>(map: &mut Map<String, Value>, record: &T) {
    if let Ok(Value::Object(fields)) = serde_json::to_value(record) {
        map.extend(fields);
    }
}

/// `{"puzzle": line, "status": status}`, the start of most answers.
pub(crate) fn head(puzzle: &Grid, status: &str) -> Map<String, Value> {
    let mut map = Map::new();
    map.insert("puzzle".into(), json!(puzzle.to_line()));
    map.insert("status".into(), json!(status));
    map
}

/// `head` with the `reason` for the status.
fn with_reason(puzzle: &Grid, status: &str, reason: String) -> Map<String, Value> {
    let mut map = head(puzzle, status);
    map.insert("reason".into(), json!(reason));
    map
}

/// The answer for a puzzle that is not proper, and so has no rating or path: its status
/// and why; `None` for a proper puzzle.
fn not_proper(puzzle: &Grid) -> Option<Map<String, Value>> {
    let (status, reason) = match Solver::new().solve(puzzle) {
        Outcome::Unique(_) => return None,
        Outcome::Multiple(..) => ("multiple", "the puzzle has several solutions".into()),
        Outcome::Unsolvable => ("unsolvable", "no grid completes the givens".into()),
        Outcome::Invalid(conflicts) => {
            let list: Vec<String> = conflicts.iter().map(ToString::to_string).collect();
            ("invalid", format!("clashing givens: {}", list.join("; ")))
        }
    };
    Some(with_reason(puzzle, status, reason))
}

/// `POST /api/solve` → the Outcome record with the puzzle's line.
pub async fn solve(State(app): State<App>, request: Request<Body>) -> Response {
    handle(app, request, &["puzzle"], |fields, _| {
        let puzzle = fields.grid("puzzle")?;
        let outcome = Solver::new().solve(&puzzle);
        let mut map = Map::new();
        map.insert("puzzle".into(), json!(puzzle.to_line()));
        merge(&mut map, &outcome);
        Ok(ok(&map))
    })
    .await
}

/// The default and largest `limit` of `/api/count`.
const COUNT_LIMIT: u64 = 1000;

/// `POST /api/count` → the SolutionCount record (up to `limit`, at most 1000).
pub async fn count(State(app): State<App>, request: Request<Body>) -> Response {
    handle(app, request, &["puzzle", "limit"], |fields, _| {
        let puzzle = fields.grid("puzzle")?;
        let limit = fields
            .opt_u64("limit", 1, COUNT_LIMIT)?
            .unwrap_or(COUNT_LIMIT);
        let counted = Solver::new().count(&puzzle, limit);
        let mut map = Map::new();
        map.insert("puzzle".into(), json!(puzzle.to_line()));
        merge(&mut map, &counted);
        Ok(ok(&map))
    })
    .await
}

/// `POST /api/check-puzzle` → whether a typed-in puzzle is proper, its clashing givens,
/// whether it is minimal (for a proper one) and two of its solutions when it has several.
pub async fn check_puzzle(State(app): State<App>, request: Request<Body>) -> Response {
    handle(app, request, &["puzzle"], |fields, _| {
        let puzzle = fields.grid("puzzle")?;
        let solver = Solver::new();
        let report = check(&puzzle, &solver);
        let status = if !report.is_valid() {
            "invalid"
        } else if !report.is_solvable() {
            "unsolvable"
        } else if report.is_unique() {
            "proper"
        } else {
            "multiple"
        };
        let mut map = head(&puzzle, status);
        map.insert("clues".into(), json!(puzzle.given_count()));
        map.insert("clashes".into(), json!(report.conflicts));
        let minimal = report.is_unique().then(|| report.is_minimal());
        map.insert("minimal".into(), json!(minimal));
        if let Outcome::Multiple(first, second) = solver.solve(&puzzle) {
            map.insert("solutions".into(), json!([first, second]));
        }
        Ok(ok(&map))
    })
    .await
}

/// `POST /api/rate` → the Rating record with `status` "rated", or a `status` saying why
/// there is none (`gave-up` when the budget ran out).
pub async fn rate(State(app): State<App>, request: Request<Body>) -> Response {
    handle(app, request, &["puzzle"], move |fields, budget| {
        let puzzle = fields.grid("puzzle")?;
        if let Some(map) = not_proper(&puzzle) {
            return Ok(ok(&map));
        }
        let map = match rate_within(&puzzle, budget) {
            Ok(rating) => {
                let mut map = head(&puzzle, "rated");
                merge(&mut map, &rating);
                map
            }
            Err(Unrated::GaveUp { .. }) => with_reason(&puzzle, "gave-up", budget.gave_up()),
            Err(Unrated::NothingToSolve) => head(&puzzle, "solved"),
            Err(why) => with_reason(&puzzle, "beyond", why.to_string()),
        };
        Ok(ok(&map))
    })
    .await
}

/// `POST /api/explain` → the Path record (every step, with its evidence) with the
/// puzzle's Sudoku Explainer rating when it has one, and a `status`: `explained`,
/// `beyond` (no technique applies), `gave-up`, or why the puzzle is not proper.
pub async fn explain(State(app): State<App>, request: Request<Body>) -> Response {
    handle(app, request, &["puzzle"], move |fields, budget| {
        let puzzle = fields.grid("puzzle")?;
        if let Some(map) = not_proper(&puzzle) {
            return Ok(ok(&map));
        }
        let path = solve_path_within(&puzzle, Repertoire::Full, budget);
        let mut map = head(&puzzle, path.end.status());
        // The rating is Sudoku Explainer's, from its own path, within what is left.
        map.insert("rating".into(), json!(rate_within(&puzzle, budget).ok()));
        if path.end == PathEnd::GaveUp {
            map.insert("reason".into(), json!(budget.gave_up()));
        }
        merge(&mut map, &path);
        Ok(ok(&map))
    })
    .await
}
