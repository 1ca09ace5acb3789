//! `POST /api/generate` `{"size"?, "variant"?, "level"?, "require"?, "symmetry"?, "seed"?,
//! "clues"?}`
//! → a unique puzzle of any board, made by the library's one generating door
//! ([`BoardGenerator`]: the classic generator, which rates and filters by level, for
//! classic rules; the variant makers for every other board), with the board record a
//! page draws it from and the seed and index that make it again (`shudu generate
//! --seed`). `/api/variant/generate` is the same route under its former name.
//!
//! The generators have no budget of their own per puzzle, so the route runs in rounds:
//! each round is one puzzle index of the seed's batch (with [`ROUND_ATTEMPTS`] grids for
//! a level), and rounds go on until one succeeds or the request's budget is spent
//! (`status` "gave-up"). A killer puzzle is sought with cages alone until half the budget
//! is spent; the next round may add givens, and runs to its end: it makes the puzzle.

use std::time::{Duration, Instant};

use axum::body::Body;
use axum::extract::State;
use axum::http::{Request, StatusCode};
use axum::response::Response;
use serde_json::{Map, Value, json};
use shudu::Symmetry;
use shudu::generate::Difficulty;
use shudu::logic::{Budget, Level, Technique};
use shudu::variant::{
    ArrowOptions, BoardGenerator, KillerOptions, LineOptions, OddEvenOptions, OutsideClueOptions,
    PairMarkOptions, Recipe, Rules, Shape, Symbols, ThermoOptions, VariantError, line_of,
};

use super::handle;
use super::puzzle::merge;
use crate::App;
use crate::error::ApiError;
use crate::reply::ok;
use crate::request::Fields;
use crate::variant_form::board;

/// Random grids tried per round when a level is asked for (most random puzzles are easy,
/// so a hard level turns many down). Otherwise a round has the generator's default.
const ROUND_ATTEMPTS: u32 = 50;

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
const MADE_HERE: [&str; 11] = [
    "jigsaw",
    "killer",
    "odd-even",
    "thermo",
    "kropki",
    "xv",
    "whispers",
    "renban",
    "arrow",
    "sandwich",
    "little-killer",
];

/// What the generator is asked for: the rules, and which of the library's puzzle-makings
/// (a [`Recipe`]) they get.
struct Wanted {
    rules: Rules,
    killer: bool,
    odd_even: bool,
    thermo: bool,
    kropki: bool,
    xv: bool,
    whispers: bool,
    renban: bool,
    arrow: bool,
    sandwich: bool,
    little_killer: bool,
    jigsaw: bool,
}

/// The names of the `variant` field: a list of strings or one comma-separated string.
fn names(fields: &Fields) -> Result<Vec<String>, ApiError> {
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

fn recipe(fields: &Fields) -> Result<Wanted, ApiError> {
    let size = fields.opt_u64("size", 4, 16)?.unwrap_or(9);
    if !SIZES.contains(&size) {
        return Err(ApiError::bad(
            "size",
            format!("expected one of {SIZES:?}, found {size}"),
        ));
    }
    let shape = Shape::for_size(size as usize)
        .map_err(|e| ApiError::bad("size", e.words_in(shudu::records::lang())))?;
    let mut recipe = Wanted {
        rules: Rules::new(shape),
        killer: false,
        odd_even: false,
        thermo: false,
        kropki: false,
        xv: false,
        whispers: false,
        renban: false,
        arrow: false,
        sandwich: false,
        little_killer: false,
        jigsaw: false,
    };
    let rule_error = |e: VariantError| ApiError::bad("variant", e.words_in(shudu::records::lang()));
    for name in names(fields)? {
        match name.as_str() {
            "killer" => recipe.killer = true,
            "odd-even" => recipe.odd_even = true,
            "thermo" => recipe.thermo = true,
            "kropki" => recipe.kropki = true,
            "xv" => recipe.xv = true,
            "whispers" => recipe.whispers = true,
            "renban" => recipe.renban = true,
            "arrow" => recipe.arrow = true,
            "sandwich" => recipe.sandwich = true,
            "little-killer" => recipe.little_killer = true,
            "jigsaw" => recipe.jigsaw = true,
            other => {
                recipe.rules = recipe.rules.with_named(other).map_err(|e| {
                    ApiError::bad(
                        "variant",
                        format!(
                            "{}; the page's generator also makes {MADE_HERE:?}",
                            e.words_in(shudu::records::lang())
                        ),
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

/// The names of `items`, quoted and joined, for "expected one of …".
fn one_of<'a>(names: impl Iterator<Item = &'a str>) -> String {
    let names: Vec<String> = names.map(|n| format!("{n:?}")).collect();
    names.join(", ")
}

/// A seed from the clock, when the request names none.
pub(super) fn clock_seed() -> u64 {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default();
    // Nanoseconds fold in so two requests in one second differ; 53 bits, so a page's
    // JavaScript number holds the seed exactly.
    (now.as_secs() ^ u64::from(now.subsec_nanos()).rotate_left(20)) & ((1 << 53) - 1)
}

/// The `symmetry` field: a symmetry by name, none when absent.
fn symmetry(fields: &Fields) -> Result<Symmetry, ApiError> {
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

/// The `level` field: a level by name, none when absent.
fn level(fields: &Fields) -> Result<Option<Level>, ApiError> {
    let Some(name) = fields.opt_str("level")? else {
        return Ok(None);
    };
    Level::from_name(name).map(Some).ok_or_else(|| {
        ApiError::bad(
            "level",
            format!(
                "unknown level {name:?}; expected one of {}",
                one_of(Level::ALL.iter().map(|l| l.name()))
            ),
        )
    })
}

/// The `require` field: a technique the puzzle's path must use, by any of its names in
/// any language (`GET /api/techniques` lists them); none when absent.
fn required(fields: &Fields) -> Result<Option<Vec<Technique>>, ApiError> {
    let Some(name) = fields.opt_str("require")? else {
        return Ok(None);
    };
    let found = Technique::named(name);
    if found.is_empty() {
        return Err(ApiError::bad(
            "require",
            format!(
                "unknown technique {name:?}; GET /api/techniques?search=… finds one by any of its names"
            ),
        ));
    }
    Ok(Some(found))
}

/// The recipe of one round: killer cages drawn a few sets at a time, with givens only
/// in the round that adds them.
fn round_recipe(wanted: &Wanted, givens: bool) -> Recipe {
    Recipe {
        jigsaw: wanted.jigsaw,
        odd_even: wanted.odd_even.then(OddEvenOptions::default),
        thermo: wanted.thermo.then(ThermoOptions::default),
        pair_marks: (wanted.kropki || wanted.xv).then_some(PairMarkOptions {
            kropki: wanted.kropki,
            xv: wanted.xv,
            ..PairMarkOptions::KROPKI
        }),
        lines: (wanted.whispers || wanted.renban).then_some(LineOptions {
            whispers: wanted.whispers,
            renban: wanted.renban,
            ..LineOptions::WHISPERS
        }),
        arrows: wanted.arrow.then(ArrowOptions::default),
        outside: (wanted.sandwich || wanted.little_killer).then_some(OutsideClueOptions {
            sandwich: wanted.sandwich,
            little_killer: wanted.little_killer,
            ..OutsideClueOptions::SANDWICH
        }),
        killer: wanted.killer.then(|| KillerOptions {
            attempts: if givens { 1 } else { KILLER_ROUND_ATTEMPTS },
            givens,
            ..KillerOptions::default()
        }),
    }
}

/// The generator's options as the request's fields give them; a field the rules do not
/// take is named.
fn generator(
    fields: &Fields,
    wanted: &Wanted,
    symmetry: Symmetry,
) -> Result<BoardGenerator, ApiError> {
    let mut generator = BoardGenerator::new(wanted.rules.clone())
        .recipe(round_recipe(wanted, false))
        .symmetry(symmetry);
    let level = level(fields)?;
    let required = required(fields)?;
    if level.is_some() || required.is_some() {
        let band = level.map_or_else(Difficulty::any, Difficulty::level);
        let band = match &required {
            Some(techniques) => band.requiring(techniques),
            None => band,
        };
        generator = generator.difficulty(band).max_attempts(ROUND_ATTEMPTS);
    }
    if let Some(clues) = fields.opt_u64("clues", 0, 625)? {
        generator = generator.target_clues(clues as usize);
    }
    generator.validate().map_err(|err| match err {
        VariantError::NotAvailable { verb, .. } => {
            // The library names the level; without one, the technique asked for it.
            let field = if verb == "level" && level.is_none() {
                "require"
            } else {
                verb
            };
            ApiError::bad(field, err.words_in(shudu::records::lang()))
        }
        other => ApiError::bad("clues", other.words_in(shudu::records::lang())),
    })?;
    Ok(generator)
}

pub async fn generate(State(app): State<App>, request: Request<Body>) -> Response {
    let known = &[
        "size", "variant", "level", "require", "symmetry", "seed", "clues",
    ];
    handle(app.clone(), request, known, move |fields, budget| {
        let seed = fields
            .opt_u64("seed", 0, u64::MAX)?
            .unwrap_or_else(clock_seed);
        let symmetry = symmetry(&fields)?;
        let wanted = recipe(&fields)?;
        let mut generator = generator(&fields, &wanted, symmetry)?;
        let givens_from = budget
            .deadline()
            .and_then(|end| end.checked_sub(app.budget / KILLER_CAGES_ALONE_SHARE));
        let mut index = 0;
        let mut tried_givens = false;
        let made = loop {
            let givens = wanted.killer && givens_from.is_some_and(|t| Instant::now() >= t);
            // The round with givens runs even on a spent budget: it makes the puzzle.
            if budget.is_spent() && (!givens || tried_givens) {
                return Ok(ok(&no_puzzle_in_time(app.budget, index, seed)));
            }
            tried_givens |= givens;
            *generator.recipe_mut() = round_recipe(&wanted, givens);
            let unlimited = Budget::unlimited();
            let stop = if givens { &unlimited } else { budget };
            match generator.generate_within(seed, index, stop) {
                Ok(made) => break made,
                // The budget was spent: said above, on the next turn.
                Err(VariantError::GaveUp(_)) => {}
                // No grid of this round gave the level or clue count; cages that left
                // several solutions, or no jigsaw layout with a solution: the next
                // round draws others.
                Err(VariantError::NotMade(_)) => index += 1,
                Err(_) if wanted.killer || wanted.jigsaw => index += 1,
                Err(err) => {
                    return Err(ApiError::field(
                        StatusCode::UNPROCESSABLE_ENTITY,
                        "variant",
                        err.words_in(shudu::records::lang()),
                    ));
                }
            }
        };
        let puzzle = made.puzzle();
        let mut map = Map::new();
        map.insert("status".into(), json!("generated"));
        merge(&mut map, &made);
        map.insert(
            "puzzle".into(),
            json!(line_of(puzzle.values(), Symbols::Standard)),
        );
        map.insert(
            "solution".into(),
            json!(line_of(&made.solution(), Symbols::Standard)),
        );
        map.insert("clues".into(), json!(puzzle.given_count()));
        map.insert("minimal".into(), json!(made.minimal()));
        map.insert("rating".into(), json!(made.rating()));
        map.insert("board".into(), board(&puzzle));
        map.insert("symmetry".into(), json!(symmetry.name()));
        map.insert("seed".into(), json!(seed));
        map.insert("index".into(), json!(index));
        Ok(ok(&map))
    })
    .await
}

/// The answer when the budget ran out before a round made a puzzle,
/// `gave-up`, the budget and the rounds tried, and the seed (to try again from).
fn no_puzzle_in_time(budget: Duration, rounds: u64, seed: u64) -> Map<String, Value> {
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
    // For a page to word in its own language.
    map.insert("budget_ms".into(), json!(budget.as_millis() as u64));
    map.insert("rounds".into(), json!(rounds));
    map
}
