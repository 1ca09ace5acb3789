//! Hints and ratings for variant puzzles: the library's logic engine on
//! [`Board::of_variant`], which serves the 9×9 variants it knows (diagonals, windoku,
//! disjoint groups, jigsaw, anti-knight, anti-king, non-consecutive). On other rules the
//! answer is 200 with `status` `unsupported` and the library's reason, as a puzzle that
//! cannot be rated is an answer, not an error (`puzzle.rs`).

use axum::body::Body;
use axum::extract::State;
use axum::http::Request;
use axum::response::Response;
use serde_json::{Map, Value, json};
use shudu::hint::HintLevel;
use shudu::logic::{
    Board, Repertoire, Unrated, next_step_within, rate_path, solve_path_from_within,
};
use shudu::variant::{Outcome, Pos, Puzzle};

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

/// `POST /api/variant/hint` `{"puzzle", "sheet"?, "level"?}` → the player's broken rules
/// or wrong entries first (`status` `mistake`, at the full level: the board shows them
/// already), else the next step from the sheet (`status` `hint`) cut to the level as the
/// classic hint record is (`nudge`: where to look, in the step's own words; `technique`:
/// its name and rating too; `full`, the default: the library's step record), `solved`,
/// `stuck`, `gave-up`, or `unsupported` with the library's reason.
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
            let solved = match solution(&puzzle) {
                Ok(solved) => solved,
                Err(map) => return Ok(ok(&map)),
            };
            let position = Puzzle::new(puzzle.shared_rules().clone(), values.clone())
                .map_err(|e| ApiError::bad("sheet", e.to_string()))?;
            let n = puzzle.size();
            let mut mistakes: Vec<Value> = position
                .violations()
                .iter()
                .map(|v| {
                    let cells: Vec<String> = v.cells().iter().map(Pos::to_string).collect();
                    json!({ "kind": "clash", "cells": cells, "text": v.to_string() })
                })
                .collect();
            if mistakes.is_empty() {
                mistakes = (0..n * n)
                    .filter(|&i| values[i] != 0 && values[i] != solved[i])
                    .map(|i| {
                        let cell = Pos::from_index(i, n).to_string();
                        let text = format!("{cell} does not hold the solution's digit");
                        json!({ "kind": "wrong-entry", "cell": cell, "text": text })
                    })
                    .collect();
            }
            if !mistakes.is_empty() {
                let mut map = Map::new();
                map.insert("status".into(), json!("mistake"));
                map.insert("level".into(), json!("full"));
                map.insert("mistakes".into(), json!(mistakes));
                return Ok(ok(&map));
            }
            let board = match Board::of_variant(&position) {
                Ok(board) => board,
                Err(err) => return Ok(ok(&answer("unsupported", err.to_string()))),
            };
            let map = match next_step_within(&board, Repertoire::Full, budget) {
                Ok(Some(step)) => {
                    let mut map = Map::new();
                    map.insert("status".into(), json!("hint"));
                    map.insert("level".into(), json!(level.name()));
                    map.insert("nudge".into(), json!(step.nudge()));
                    match level {
                        HintLevel::Nudge => {}
                        HintLevel::Technique => {
                            map.insert("technique".into(), json!(step.technique));
                            let rating = f64::from(step.rating_tenths()) / 10.0;
                            map.insert("rating".into(), json!(rating));
                        }
                        HintLevel::Full => merge(&mut map, &step),
                    }
                    map
                }
                Ok(None) if board.is_solved() => answer("solved", "every cell is filled"),
                Ok(None) => answer(
                    "stuck",
                    "no technique shudu uses on this variant applies here",
                ),
                Err(_) => answer("gave-up", budget.gave_up()),
            };
            Ok(ok(&map))
        },
    )
    .await
}

/// `POST /api/variant/rate` `{"puzzle"}` → the Rating record with `status` `rated`, or a
/// `status` saying why there is none (`unsupported` with the library's reason).
pub async fn rate(State(app): State<App>, request: Request<Body>) -> Response {
    handle(app, request, &["puzzle"], |fields, budget| {
        let puzzle = puzzle(&fields, "puzzle")?;
        if let Err(map) = solution(&puzzle) {
            return Ok(ok(&map));
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
