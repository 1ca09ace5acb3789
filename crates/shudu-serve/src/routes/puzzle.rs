//! Routes that take one puzzle (`{"puzzle": text}`) of any board, read by the library's
//! one reader (`variant_form.rs`): solve, count, check a typed-in puzzle, rate and
//! explain, and the setter's true candidates and clues to add. Each answers the
//! library's record for its result (the JSON of the command line's `--json`), with the
//! puzzle's line and a `status`.
//!
//! A puzzle that cannot be rated or explained (several solutions, none, clashing givens,
//! beyond the techniques, or out of time) is an answer, not an error: 200 with a `status`
//! saying which and a `reason` in words. Only a request that cannot be read is a 4xx.

use axum::body::Body;
use axum::extract::State;
use axum::http::Request;
use axum::response::Response;
use serde_json::{Map, Value, json};
use shudu::logic::{Logic, Repertoire, SeProfile};
use shudu::variant::Outcome as BoardOutcome;
use shudu::variant::Verdict;
use shudu::variant::rating::VariantUnrated;
use shudu::variant::{Symbols, line_of};

use super::handle;
use crate::App;
use crate::error::ApiError;
use crate::reply::ok;
use crate::variant_form::{board, puzzle as board_puzzle};

/// Broken rules as the library's records (`shudu::records`): `{"rule", "cells",
/// "message"}` in the library's words ("r1c1 and r2c3 are a knight's move apart and both
/// hold 5").
pub(crate) fn violations(list: &[shudu::variant::Violation]) -> Value {
    json!(list)
}

/// Adds the fields of `record` (a library value serializing to an object) to `map`.
pub(crate) fn merge<T: serde::Serialize>(map: &mut Map<String, Value>, record: &T) {
    if let Ok(Value::Object(fields)) = serde_json::to_value(record) {
        map.extend(fields);
    }
}

/// `POST /api/solve` `{"puzzle"}`, a puzzle of any board (`/api/variant/solve` is the
/// same route under its former name) → `status` (`solved`, `multiple`, `unsolvable`,
/// `invalid`) with the puzzle's line and its `solution`, two `solutions` or the broken
/// rules (`violations`). The library chooses the engine: the bit-board kernels for
/// classic rules.
pub async fn solve(State(app): State<App>, request: Request<Body>) -> Response {
    handle(app, request, &["puzzle"], |fields, _| {
        let puzzle = board_puzzle(&fields, "puzzle")?;
        let mut map = Map::new();
        map.insert(
            "puzzle".into(),
            json!(line_of(puzzle.values(), Symbols::Standard)),
        );
        merge(&mut map, &puzzle.solve());
        Ok(ok(&map))
    })
    .await
}

/// The default and largest `limit` of `/api/count`.
const COUNT_LIMIT: u64 = 1000;

/// `POST /api/count` `{"puzzle", "limit"?}`, a puzzle of any board → the SolutionCount
/// record (up to `limit`, at most 1000) with the puzzle's line; the library chooses the
/// engine.
pub async fn count(State(app): State<App>, request: Request<Body>) -> Response {
    handle(app, request, &["puzzle", "limit"], |fields, _| {
        let puzzle = board_puzzle(&fields, "puzzle")?;
        let limit = fields
            .opt_u64("limit", 1, COUNT_LIMIT)?
            .unwrap_or(COUNT_LIMIT);
        let counted = puzzle.count(limit);
        let mut map = Map::new();
        map.insert(
            "puzzle".into(),
            json!(line_of(puzzle.values(), Symbols::Standard)),
        );
        merge(&mut map, &counted);
        Ok(ok(&map))
    })
    .await
}

/// `POST /api/true-candidates` `{"puzzle"}`, a puzzle of any board → its true candidates
/// ([`shudu::variant::Puzzle::true_candidates`]) within the request's budget: `status`
/// (`unique`, `multiple`, `unsolvable`, `invalid`, `gave-up`), each cell's `candidates`,
/// the `undecided` ones, `searches`, and `text`, the finding in words.
pub async fn true_candidates(State(app): State<App>, request: Request<Body>) -> Response {
    handle(app, request, &["puzzle"], |fields, budget| {
        let puzzle = board_puzzle(&fields, "puzzle")?;
        let found = puzzle.true_candidates(budget);
        let mut map = Map::new();
        map.insert(
            "puzzle".into(),
            json!(line_of(puzzle.values(), Symbols::Standard)),
        );
        map.insert("status".into(), json!(found.status()));
        merge(&mut map, &found);
        let text = found.summary_in(shudu::records::lang(), Symbols::Standard);
        map.insert("text".into(), json!(text));
        Ok(ok(&map))
    })
    .await
}

/// `POST /api/setter` `{"puzzle"}`, a puzzle of any board → the setter's assistant
/// ([`shudu::variant::Puzzle::to_unique`]) within the request's budget: the check's
/// record (`status` `multiple`, `unique`, `minimal`, `unsolvable`, `invalid` or
/// `gave-up`; `redundant` clues of a unique one), the `solutions` counted, where they
/// part (`parting`) and the clues that make it unique (`additions`), `verdict` in words.
pub async fn setter(State(app): State<App>, request: Request<Body>) -> Response {
    handle(app, request, &["puzzle"], |fields, budget| {
        let puzzle = board_puzzle(&fields, "puzzle")?;
        let found = puzzle.to_unique(budget);
        let mut map = Map::new();
        map.insert(
            "puzzle".into(),
            json!(line_of(puzzle.values(), Symbols::Standard)),
        );
        merge(&mut map, &found);
        Ok(ok(&map))
    })
    .await
}

/// `POST /api/check-puzzle` `{"puzzle"}`, a typed-in puzzle of any board
/// (`/api/variant/check-puzzle` is the same route under its former name) → its `status`
/// (`proper`, `multiple`, `unsolvable`, `invalid`) with the puzzle's line, `clues`, the
/// rules its givens break (`violations`), whether a proper one is `minimal` (null when
/// the budget ran out before every clue was tried), two of its `solutions` when it has
/// several, and the `board` record a page draws it from.
pub async fn check_puzzle(State(app): State<App>, request: Request<Body>) -> Response {
    handle(app, request, &["puzzle"], |fields, budget| {
        let puzzle = board_puzzle(&fields, "puzzle")?;
        let judged = puzzle.check_within(budget);
        // Uniqueness is settled before the budget can run out on the clues' tries.
        let verdict = judged.as_ref().map_or(Verdict::Unique, |c| c.verdict);
        let status = match verdict {
            Verdict::Invalid => "invalid",
            Verdict::Unsolvable => "unsolvable",
            Verdict::Multiple => "multiple",
            Verdict::Unique | Verdict::Minimal => "proper",
        };
        let mut map = Map::new();
        map.insert(
            "puzzle".into(),
            json!(line_of(puzzle.values(), Symbols::Standard)),
        );
        map.insert("status".into(), json!(status));
        map.insert("clues".into(), json!(puzzle.given_count()));
        let minimal = match &judged {
            Some(check) if check.verdict.is_unique() => json!(check.verdict == Verdict::Minimal),
            _ => Value::Null,
        };
        let broken = judged.map(|c| c.violations).unwrap_or_default();
        map.insert("violations".into(), violations(&broken));
        map.insert("minimal".into(), minimal);
        if let BoardOutcome::Multiple(first, second) = puzzle.solve() {
            map.insert(
                "solutions".into(),
                json!([
                    line_of(&first, Symbols::Standard),
                    line_of(&second, Symbols::Standard)
                ]),
            );
        }
        map.insert("board".into(), board(&puzzle));
        Ok(ok(&map))
    })
    .await
}

/// `POST /api/rate` `{"puzzle", "se_profile"?}`, a puzzle of any board
/// (`/api/variant/rate` is the same route under its former name) → the library's rating
/// ([`shudu::variant::Puzzle::rate_on`], on the profile `se_profile` names: `sukaku`, the
/// default, or `se121`): the Rating record with the puzzle's line and `status` `rated`
/// (Sudoku Explainer's ER/EP/ED on 9×9 boards; on other sizes shudu's own, which `scale`
/// says), or a `status` saying why there is none (`multiple`, `unsolvable`, `invalid`
/// with its `violations`, `solved`, `beyond`, `gave-up` when the budget ran out,
/// `unsupported`) and its `reason`.
pub async fn rate(State(app): State<App>, request: Request<Body>) -> Response {
    handle(app, request, &["puzzle", "se_profile"], |fields, budget| {
        let profile = match fields.opt_str("se_profile")? {
            None => SeProfile::default(),
            Some(name) => SeProfile::from_name(name).ok_or_else(|| {
                let known: Vec<&str> = SeProfile::ALL.iter().map(|p| p.name()).collect();
                ApiError::bad(
                    "se_profile",
                    format!("expected one of {}, found {name:?}", known.join(", ")),
                )
            })?,
        };
        let puzzle = board_puzzle(&fields, "puzzle")?;
        let mut map = Map::new();
        map.insert(
            "puzzle".into(),
            json!(line_of(puzzle.values(), Symbols::Standard)),
        );
        match puzzle.rate_on(profile, budget) {
            Ok(rated) => {
                map.insert("status".into(), json!("rated"));
                merge(&mut map, &rated);
                if let Some(scale) = rated.scale {
                    map.insert("scale".into(), json!(scale));
                }
            }
            Err(why) => unexplained(&mut map, &why),
        }
        Ok(ok(&map))
    })
    .await
}

/// `POST /api/explain` `{"puzzle"}`, a puzzle of any board → the Path record (every
/// step, with its evidence; on a board other than 9×9 the smaller engine's steps) with
/// the puzzle's line, its rating when it has one (Sudoku Explainer's on 9×9 boards,
/// shudu's own elsewhere, which `scale` says), and a `status`: `explained`, `beyond` (no
/// technique applies), `gave-up`, or why the puzzle cannot be explained (`multiple`,
/// `unsolvable`, `invalid` with its `violations`, `unsupported`) with its `reason`.
pub async fn explain(State(app): State<App>, request: Request<Body>) -> Response {
    handle(app, request, &["puzzle"], move |fields, budget| {
        let puzzle = board_puzzle(&fields, "puzzle")?;
        let mut map = Map::new();
        map.insert(
            "puzzle".into(),
            json!(line_of(puzzle.values(), Symbols::Standard)),
        );
        match puzzle.explain(&Logic::new(Repertoire::Full).within(budget)) {
            Ok(path) => {
                map.insert("status".into(), json!(path.status()));
                // The rating comes from the rating's own path, within what is left.
                let rated = puzzle.rate(budget).ok();
                map.insert("rating".into(), json!(rated));
                if let Some(scale) = path.scale() {
                    map.insert("scale".into(), json!(scale));
                }
                if path.status() == "gave-up" {
                    map.insert("reason".into(), json!(budget.gave_up()));
                }
                merge(&mut map, &path);
            }
            Err(why) => unexplained(&mut map, &why),
        }
        Ok(ok(&map))
    })
    .await
}

/// The `status` and `reason` of a puzzle that has no rating or path, with the broken
/// rules of an invalid one.
fn unexplained(map: &mut Map<String, Value>, why: &VariantUnrated) {
    map.insert("status".into(), json!(why.status()));
    map.insert("reason".into(), json!(why.words_in(shudu::records::lang())));
    if let VariantUnrated::Invalid(broken) = why {
        map.insert("violations".into(), violations(broken));
    }
}
