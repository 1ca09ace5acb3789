//! Generating variant puzzles (other sizes, extra houses, constraints;
//! `docs/variants.md`), with the board record of `variant_form.rs` a page draws from.
//! Every other verb has one route for every board: solving, rating and checking a
//! typed-in puzzle in `puzzle.rs`, checking a sheet in `position.rs`, hints in
//! `variant_logic.rs`.
//!
//! Broken rules are the library's violations, each `{"rule", "cells", "message"}` in the
//! library's words ("r1c1 and r2c3 are a knight's move apart and both hold 5").

use std::time::Instant;

use axum::body::Body;
use axum::extract::State;
use axum::http::{Request, StatusCode};
use axum::response::Response;
use serde_json::{Map, Value, json};
use shudu::Symmetry;
use shudu::logic::Budget;
use shudu::variant::{
    Generated, KillerOptions, OddEvenOptions, Puzzle, Recipe, Rules, Shape, VariantError, Violation,
};

use super::handle;
use crate::App;
use crate::error::ApiError;
use crate::reply::ok;
use crate::variant_form::{board, line};

/// Sets of cages tried per round of a killer puzzle: a round is short, so the request's
/// budget is looked at often.
const KILLER_ROUND_ATTEMPTS: u32 = 3;

/// A killer puzzle is sought with cages alone until this share of the budget is spent;
/// the next round may add givens where its cages leave several solutions, which always
/// makes a puzzle (a unique killer of cages alone takes about half a second on average,
/// BENCHMARKS.md, and some seeds take longer).
const KILLER_CAGES_ALONE_SHARE: u32 = 2;

/// The board sides the generator is offered (larger boards take seconds to make).
const SIZES: [u64; 6] = [4, 6, 8, 9, 12, 16];

/// The largest board jigsaw puzzles are made on (the library draws a new layout per
/// puzzle; larger boards take too long for a request).
const JIGSAW_MAX_SIZE: u64 = 12;

/// The names `variant` takes, beyond the library's `Rules::with_named` names.
const MADE_HERE: [&str; 3] = ["jigsaw", "killer", "odd-even"];

/// Broken rules as the library's records (`shudu::records`).
pub(crate) fn violations(list: &[Violation]) -> Value {
    json!(list)
}

/// What the generator is asked for: the rules, and which of the library's puzzle-makings
/// (a [`Recipe`]) they get.
struct Wanted {
    rules: Rules,
    killer: bool,
    odd_even: bool,
    jigsaw: bool,
}

/// The names of the `variant` field: a list of strings or one comma-separated string.
fn names(fields: &crate::request::Fields) -> Result<Vec<String>, ApiError> {
    let expected = "expected a list of rule names such as [\"x\", \"killer\"]";
    Ok(match fields.value("variant") {
        None => Vec::new(),
        Some(Value::String(s)) => s
            .split(',')
            .map(|n| n.trim().to_owned())
            .filter(|n| !n.is_empty())
            .collect(),
        Some(Value::Array(items)) => items
            .iter()
            .enumerate()
            .map(|(i, item)| {
                item.as_str()
                    .map(str::to_owned)
                    .ok_or_else(|| ApiError::bad(&format!("variant[{i}]"), expected))
            })
            .collect::<Result<_, _>>()?,
        Some(_) => return Err(ApiError::bad("variant", expected)),
    })
}

fn recipe(fields: &crate::request::Fields) -> Result<Wanted, ApiError> {
    let size = fields.opt_u64("size", 4, 16)?.unwrap_or(9);
    if !SIZES.contains(&size) {
        return Err(ApiError::bad(
            "size",
            format!("expected one of {SIZES:?}, found {size}"),
        ));
    }
    let shape = Shape::for_size(size as usize).map_err(|e| ApiError::bad("size", e.to_string()))?;
    let mut recipe = Wanted {
        rules: Rules::new(shape),
        killer: false,
        odd_even: false,
        jigsaw: false,
    };
    let rule_error = |e: VariantError| ApiError::bad("variant", e.to_string());
    for name in names(fields)? {
        match name.as_str() {
            "killer" => recipe.killer = true,
            "odd-even" => recipe.odd_even = true,
            "jigsaw" => recipe.jigsaw = true,
            other => {
                recipe.rules = recipe.rules.with_named(other).map_err(|e| {
                    ApiError::bad(
                        "variant",
                        format!("{e}; the page's generator also makes {MADE_HERE:?}"),
                    )
                })?;
            }
        }
    }
    if recipe.jigsaw {
        if size > JIGSAW_MAX_SIZE {
            return Err(ApiError::bad(
                "variant",
                format!(
                    "jigsaw puzzles are made on boards up to {JIGSAW_MAX_SIZE}×{JIGSAW_MAX_SIZE}"
                ),
            ));
        }
        // The other rules must allow regions; the boxes as regions say so at once.
        let boxes: Vec<u8> = (0..size * size)
            .map(|i| shape.box_at((i / size) as usize, (i % size) as usize) as u8)
            .collect();
        recipe
            .rules
            .clone()
            .with_regions(boxes)
            .map_err(rule_error)?;
    }
    if recipe.killer && size > 9 {
        return Err(ApiError::bad(
            "variant",
            "killer puzzles are made on boards up to 9×9",
        ));
    }
    Ok(recipe)
}

/// One round of the generator: puzzle `index` of the seed's batch; a killer puzzle gets
/// givens only with `givens`. The round gives up when `stop` is spent.
fn round(
    wanted: &Wanted,
    symmetry: Symmetry,
    seed: u64,
    index: u64,
    givens: bool,
    stop: &Budget,
) -> Result<Generated, VariantError> {
    let recipe = Recipe {
        jigsaw: wanted.jigsaw,
        odd_even: wanted.odd_even.then(OddEvenOptions::default),
        killer: wanted.killer.then(|| KillerOptions {
            attempts: if givens { 1 } else { KILLER_ROUND_ATTEMPTS },
            givens,
            ..KillerOptions::default()
        }),
    };
    Puzzle::generate_recipe_within(wanted.rules.clone(), recipe, symmetry, seed, index, stop)
}

/// `POST /api/variant/generate` `{"size"?, "variant"?, "symmetry"?, "seed"?}` → a unique
/// puzzle of those rules, minimal for the symmetry (a killer puzzle: cages alone, no
/// givens, unless half the budget goes by without one: then the cages and the fewest
/// givens that make it unique), with its board record, solution, seed and index;
/// `gave-up` when none came up within the budget. A round gives up when the budget is
/// spent, but for the killer round with givens, which runs to its end: it makes the
/// puzzle (quickly, on the boards up to 9×9 killer puzzles are made on).
pub async fn generate(State(app): State<App>, request: Request<Body>) -> Response {
    let known = &["size", "variant", "symmetry", "seed"];
    handle(app.clone(), request, known, move |fields, budget| {
        let seed = fields
            .opt_u64("seed", 0, u64::MAX)?
            .unwrap_or_else(super::generate::clock_seed);
        let symmetry = super::generate::symmetry(&fields)?;
        let recipe = recipe(&fields)?;
        let givens_from = budget
            .deadline()
            .and_then(|end| end.checked_sub(app.budget / KILLER_CAGES_ALONE_SHARE));
        let mut index = 0;
        let mut tried_givens = false;
        let made = loop {
            let givens = recipe.killer && givens_from.is_some_and(|t| Instant::now() >= t);
            // The round with givens runs even on a spent budget: it makes the puzzle.
            if budget.is_spent() && (!givens || tried_givens) {
                let map = super::generate::no_puzzle_in_time(app.budget, index, seed);
                return Ok(ok(&map));
            }
            tried_givens |= givens;
            let unlimited = Budget::unlimited();
            let stop = if givens { &unlimited } else { budget };
            match round(&recipe, symmetry, seed, index, givens, stop) {
                Ok(made) => break made,
                // The budget was spent: said above, on the next turn.
                Err(VariantError::GaveUp(_)) => {}
                // Cages that left several solutions, or no jigsaw layout with a
                // solution: the next round draws others.
                Err(_) if recipe.killer || recipe.jigsaw => index += 1,
                Err(err) => {
                    return Err(ApiError::field(
                        StatusCode::UNPROCESSABLE_ENTITY,
                        "variant",
                        err.to_string(),
                    ));
                }
            }
        };
        let mut map = Map::new();
        map.insert("status".into(), json!("generated"));
        map.insert("board".into(), board(&made.puzzle));
        map.insert("solution".into(), json!(line(&made.solution)));
        map.insert("clues".into(), json!(made.puzzle.given_count()));
        map.insert("minimal".into(), json!(made.unproven == 0));
        map.insert("symmetry".into(), json!(symmetry.name()));
        map.insert("seed".into(), json!(seed));
        map.insert("index".into(), json!(index));
        Ok(ok(&map))
    })
    .await
}
