//! `POST /api/generate` `{"level"?, "symmetry"?, "seed"?, "clues"?}` → the library's
//! Generated record, with the seed and index that make it again (`shudu generate --seed`).
//!
//! The generator has no budget of its own, so it runs in rounds: each round is one
//! puzzle index of the seed's batch (with [`ROUND_ATTEMPTS`] attempts for a level), and
//! rounds go on until one succeeds or the request's budget is spent (`status`
//! "gave-up"). A round that is running is not cut short: the budget can be overrun by
//! one round.

use std::time::Duration;

use axum::body::Body;
use axum::extract::State;
use axum::http::Request;
use axum::response::Response;
use serde_json::{Map, Value, json};
use shudu::generate::Difficulty;
use shudu::logic::Level;
use shudu::{GenerateError, Generator, Symmetry};

use super::handle;
use super::puzzle::merge;
use crate::App;
use crate::error::ApiError;
use crate::reply::ok;
use crate::request::Fields;

/// Random grids tried per round when a level is asked for (most random puzzles are easy,
/// so a hard level turns many down). Otherwise a round has the generator's default.
const ROUND_ATTEMPTS: u32 = 50;

/// The names of `items`, quoted and joined, for "expected one of …".
fn one_of<'a>(names: impl Iterator<Item = &'a str>) -> String {
    let names: Vec<String> = names.map(|n| format!("{n:?}")).collect();
    names.join(", ")
}

/// A seed from the clock, when the request names none.
pub(crate) fn clock_seed() -> u64 {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default();
    // Nanoseconds fold in so two requests in one second differ; 53 bits, so a page's
    // JavaScript number holds the seed exactly.
    (now.as_secs() ^ u64::from(now.subsec_nanos()).rotate_left(20)) & ((1 << 53) - 1)
}

/// The `symmetry` field: a symmetry by name, none when absent.
pub(crate) fn symmetry(fields: &Fields) -> Result<Symmetry, ApiError> {
    Ok(match fields.opt_str("symmetry")? {
        None => Symmetry::None,
        Some(name) => Symmetry::from_name(name).ok_or_else(|| {
            ApiError::bad(
                "symmetry",
                format!(
                    "unknown symmetry {name:?}; expected one of {}",
                    one_of(Symmetry::ALL.iter().map(|s| s.name()))
                ),
            )
        })?,
    })
}

pub async fn generate(State(app): State<App>, request: Request<Body>) -> Response {
    let known = &["level", "symmetry", "seed", "clues"];
    handle(app.clone(), request, known, move |fields, budget| {
        let level = match fields.opt_str("level")? {
            None => None,
            Some(name) => Some(Level::from_name(name).ok_or_else(|| {
                ApiError::bad(
                    "level",
                    format!(
                        "unknown level {name:?}; expected one of {}",
                        one_of(Level::ALL.iter().map(|l| l.name()))
                    ),
                )
            })?),
        };
        let symmetry = symmetry(&fields)?;
        let seed = fields
            .opt_u64("seed", 0, u64::MAX)?
            .unwrap_or_else(clock_seed);
        let clues = fields.opt_u64("clues", 0, 81)?;
        let mut generator = Generator::new(seed).symmetry(symmetry);
        if let Some(clues) = clues {
            generator = generator.target_clues(clues as usize);
        }
        if let Some(level) = level {
            generator = generator
                .difficulty(Difficulty::level(level))
                .max_attempts(ROUND_ATTEMPTS);
        }
        generator.validate().map_err(|err| match err {
            GenerateError::TargetOutOfRange { .. } | GenerateError::TargetNotComposable { .. } => {
                ApiError::bad("clues", err.to_string())
            }
            other => ApiError::new(axum::http::StatusCode::BAD_REQUEST, other.to_string()),
        })?;
        let mut index = 0;
        let made = loop {
            if budget.is_spent() {
                return Ok(ok(&no_puzzle_in_time(app.budget, index, seed)));
            }
            match generator.generate(index) {
                Ok(made) => break made,
                // This round's grids did not give the level or clue count: the next.
                Err(_) => index += 1,
            }
        };
        let mut map = Map::new();
        map.insert("status".into(), json!("generated"));
        merge(&mut map, &made);
        map.insert("symmetry".into(), json!(symmetry.name()));
        map.insert("seed".into(), json!(seed));
        map.insert("index".into(), json!(index));
        Ok(ok(&map))
    })
    .await
}

/// The answer when the budget ran out before a round made a puzzle, classic or variant:
/// `gave-up`, the budget and the rounds tried, and the seed (to try again from).
pub(super) fn no_puzzle_in_time(budget: Duration, rounds: u64, seed: u64) -> Map<String, Value> {
    let mut map = Map::new();
    map.insert("status".into(), json!("gave-up"));
    map.insert(
        "reason".into(),
        json!(format!(
            "no puzzle came up in {} ms ({rounds} rounds)",
            budget.as_millis()
        )),
    );
    map.insert("seed".into(), json!(seed));
    map
}
