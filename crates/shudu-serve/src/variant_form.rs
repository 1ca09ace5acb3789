//! Puzzles of every board on the wire: reading the `puzzle` field of a route that takes
//! any board (a classic line, grid or JSON board, shudu's variant JSON as an object or as
//! text, f-puzzles' JSON, its compressed form, an f-puzzles or SudokuPad link, or a line
//! of n² cells for a plain board of that side — whatever the library's one reader,
//! `shudu::variant::read_any_board`, reads), a player's `sheet` on that board, and
//! [`board`]: the record a page draws a variant board from. Every fact in it comes from
//! the library (houses and their names, the constraints' markings, the rules in words);
//! this file only lays them out as JSON. Read next: `routes/variant.rs`.

use serde_json::{Map, Value, json};
use shudu::parse::ParseErrorKind;
use shudu::variant::constraints::{LittleKiller, SandwichLine};
use shudu::variant::{Extra, HouseName, Marking, Pos, Puzzle, Symbols, line_of, read_any_board};

use crate::error::ApiError;
use crate::request::Fields;

/// The one puzzle, of any board, of field `key`.
pub fn puzzle(fields: &Fields, key: &str) -> Result<Puzzle, ApiError> {
    let text = match fields.value(key) {
        None => return Err(ApiError::bad(key, "missing; this field is required")),
        Some(Value::String(s)) => s.clone(),
        Some(object @ Value::Object(_)) => object.to_string(),
        Some(other) => {
            return Err(ApiError::bad(
                key,
                format!(
                    "expected a puzzle: a string (a line, grid or link of any board, or JSON text) or shudu's variant JSON object, found {}",
                    crate::request::kind(other)
                ),
            ));
        }
    };
    let lang = shudu::records::lang();
    let mut entries = read_any_board(&text).into_iter();
    let puzzle = match entries.next() {
        None => return Err(ApiError::bad(key, ParseErrorKind::NoPuzzle.words_in(lang))),
        Some(Err(err)) => return Err(ApiError::bad(key, err.words_in(lang))),
        Some(Ok(entry)) => entry.puzzle,
    };
    let more = entries.count();
    if more > 0 {
        let found = ParseErrorKind::TooMany(1 + more);
        return Err(ApiError::bad(key, found.words_in(lang)));
    }
    Ok(puzzle)
}

/// The player's pencil marks of field `key` on `puzzle`'s board, absent or `null` for
/// none: n² arrays of digits (1 to n), one a cell in reading order, empty for a cell
/// the `sheet` fills. Errors name the array's place (`marks[12][0]`) and the cell.
pub fn marks(
    fields: &Fields,
    key: &str,
    puzzle: &Puzzle,
    sheet: &[u8],
) -> Result<Option<Vec<Vec<u8>>>, ApiError> {
    let Some(value) = fields.value(key) else {
        return Ok(None);
    };
    let n = puzzle.size();
    let cells = match value {
        Value::Array(cells) if cells.len() == n * n => cells,
        Value::Array(cells) => {
            return Err(ApiError::bad(
                key,
                format!(
                    "expected {} arrays of digits (one a cell of the {n}×{n} board), found {}",
                    n * n,
                    cells.len()
                ),
            ));
        }
        other => {
            return Err(ApiError::bad(
                key,
                format!(
                    "expected an array of {} arrays of digits, found {}",
                    n * n,
                    crate::request::kind(other)
                ),
            ));
        }
    };
    let mut marks = Vec::with_capacity(n * n);
    for (i, value) in cells.iter().enumerate() {
        let pos = Pos::from_index(i, n);
        let path = format!("{key}[{i}]");
        let Value::Array(digits) = value else {
            return Err(ApiError::bad(
                &path,
                format!("{pos}: expected an array of digits"),
            ));
        };
        if sheet[i] != 0 && !digits.is_empty() {
            return Err(ApiError::bad(
                &path,
                format!("{pos} holds a digit on the sheet: its marks must be empty"),
            ));
        }
        let mut kept = Vec::with_capacity(digits.len());
        for (k, d) in digits.iter().enumerate() {
            match d.as_u64() {
                Some(d @ 1..) if d as usize <= n => kept.push(d as u8),
                _ => {
                    return Err(ApiError::bad(
                        &format!("{path}[{k}]"),
                        format!("{pos}: expected a digit 1 to {n}, found {d}"),
                    ));
                }
            }
        }
        marks.push(kept);
    }
    Ok(Some(marks))
}

/// The player's sheet of field `key` on `puzzle`'s board: a line of n² cells (`1`–`9`
/// then `A`–`P`, `.` or `0` empty) keeping every given; the puzzle's givens when absent.
pub fn sheet(fields: &Fields, key: &str, puzzle: &Puzzle) -> Result<Vec<u8>, ApiError> {
    let Some(text) = fields.opt_str(key)? else {
        return Ok(puzzle.values().to_vec());
    };
    let n = puzzle.size();
    let chars: Vec<char> = text.trim().chars().collect();
    if chars.len() != n * n {
        return Err(ApiError::bad(
            key,
            format!(
                "expected {} cells (a {n}×{n} board), found {}",
                n * n,
                chars.len()
            ),
        ));
    }
    let mut values = Vec::with_capacity(n * n);
    for (i, &ch) in chars.iter().enumerate() {
        let pos = Pos::from_index(i, n);
        let value = if Symbols::Standard.is_empty_mark(ch) {
            0
        } else {
            match Symbols::Standard.value(ch) {
                Some(v) if usize::from(v) <= n => v,
                _ => {
                    return Err(ApiError::bad(
                        key,
                        format!("{pos}: {ch:?} is not a digit of a {n}×{n} board"),
                    ));
                }
            }
        };
        let given = puzzle.values()[i];
        if given != 0 && value != given {
            return Err(ApiError::bad(
                key,
                format!(
                    "{pos} is given {} but the sheet has {ch:?}",
                    Symbols::Standard.symbol(given)
                ),
            ));
        }
        values.push(value);
    }
    Ok(values)
}

fn cells(list: &[Pos]) -> Value {
    json!(list.iter().map(Pos::to_string).collect::<Vec<_>>())
}

/// What a page needs to draw and play `puzzle`: `puzzle` (shudu's variant JSON), `text`
/// (what the page keys the game by and sends back: [`crate::page_text`]), `size`, `box`,
/// `givens` (a line), `symbols` (the character of each digit), `rules` (the rules in
/// short), `label` (the rules as the page names them: empty on classic rules, else
/// `rules`: [`shudu::variant::Rules::label`]), `classic` (whether they are the classic rules), `distinct_only` (whether a
/// full sheet with no digit repeated among peers keeps every rule, so the page judges it
/// itself: [`shudu::variant::Rules::only_distinct_digits`]),
/// `rule_texts` (one sentence per rule beyond plain Sudoku), `regions` (each cell's box
/// or jigsaw region, reading order), `jigsaw`, `houses` (every house: name, kind,
/// cells), `groups` (cells other rules keep distinct: cages, a knight's or king's
/// move), `markings` (cages, odd circles, even squares, thermometers from the bulb,
/// marks between two cells: `white-dot`, `black-dot`, `x`, `v`; German whispers lines
/// with their difference and renban lines, cells in order; arrows with their `bulb`
/// and `line` cells, `cells` both; sandwich sums with their `line`, `row` or `column`,
/// its `index` from 0 and its cells; little killer sums with their diagonal's cells from
/// the first and the arrow's `step`, rows and columns),
/// `constraints` (the
/// constraints' kinds) and `hints` (whether hint and rate serve these rules, with the
/// library's reason when not).
pub fn board(puzzle: &Puzzle) -> Value {
    let rules = puzzle.rules();
    let shape = rules.shape();
    let n = shape.size();
    let mut regions = vec![0usize; n * n];
    let mut houses = Vec::new();
    for (name, list) in rules.houses() {
        let kind = match name {
            HouseName::Row(_) => "row",
            HouseName::Column(_) => "column",
            HouseName::Box(i) | HouseName::Region(i) => {
                for p in &list {
                    regions[p.index(n)] = usize::from(i);
                }
                if matches!(name, HouseName::Box(_)) {
                    "box"
                } else {
                    "region"
                }
            }
            HouseName::MainDiagonal => "diagonal-main",
            HouseName::AntiDiagonal => "diagonal-anti",
            HouseName::Window(_) => "window",
            HouseName::DisjointGroup(_) => "disjoint-group",
            HouseName::ExtraRegion(_) => "extra-region",
            HouseName::Cage(_) => "cage",
        };
        houses.push(json!({ "name": name.to_string(), "kind": kind, "cells": cells(&list) }));
    }
    let mut groups = Vec::new();
    let mut markings = Vec::new();
    let mut kinds: Vec<&str> = Vec::new();
    for constraint in rules.constraints() {
        if !kinds.contains(&constraint.kind()) {
            kinds.push(constraint.kind());
        }
        groups.extend(
            constraint
                .distinct_groups(shape)
                .iter()
                .map(|group| cells(group)),
        );
        for marking in constraint.markings() {
            markings.push(match marking {
                Marking::Cage { cells: list, sum } => {
                    // Named as the steps name it, so a hint's area finds its cells.
                    let name = HouseName::cage_of(&list).map(|n| n.to_string());
                    json!({ "type": "cage", "name": name, "cells": cells(&list), "sum": sum })
                }
                Marking::Circles(list) => json!({ "type": "circles", "cells": cells(&list) }),
                Marking::Squares(list) => json!({ "type": "squares", "cells": cells(&list) }),
                Marking::Thermometer(list) => json!({ "type": "thermo", "cells": cells(&list) }),
                Marking::Pair { cells: pair, kind } => {
                    json!({ "type": "pair", "mark": kind.name(), "cells": cells(&pair) })
                }
                Marking::Whispers {
                    cells: list,
                    difference,
                } => {
                    json!({ "type": "whispers", "cells": cells(&list), "difference": difference })
                }
                Marking::Renban(list) => json!({ "type": "renban", "cells": cells(&list) }),
                Marking::Arrow { bulb, line } => {
                    // `cells` (the bulb's, then the line's) as every marking has them.
                    let all: Vec<Pos> = bulb.iter().chain(&line).copied().collect();
                    json!({ "type": "arrow", "cells": cells(&all), "bulb": cells(&bulb), "line": cells(&line) })
                }
                Marking::Sandwich { line, sum } => {
                    // The page draws the sum beside the line: left of a row, above a column.
                    let along = match line {
                        SandwichLine::Row(_) => "row",
                        SandwichLine::Column(_) => "column",
                    };
                    let list = cells(&line.cells(n));
                    json!({ "type": "sandwich", "line": along, "index": line.index(), "sum": sum, "cells": list })
                }
                Marking::LittleKiller { start, arrow, sum } => {
                    // The page draws the sum one step before the start, its arrow along
                    // the diagonal.
                    let clue = LittleKiller::new(start, arrow, sum);
                    let (dr, dc) = arrow.step();
                    json!({ "type": "little-killer", "cells": cells(&clue.cells(n)), "step": [dr, dc], "sum": sum })
                }
            });
        }
    }
    let extras: Vec<&str> = rules.extras().iter().filter_map(Extra::name).collect();
    let hints = match shudu::variant::logic::explainable(puzzle) {
        Ok(_) => json!({ "available": true }),
        Err(err) => json!({ "available": false, "reason": err.words_in(shudu::records::lang()) }),
    };
    let mut map = Map::new();
    let written: Value = serde_json::from_str(&puzzle.to_json()).unwrap_or(Value::Null);
    map.insert("puzzle".into(), written);
    map.insert("text".into(), json!(crate::page_text(puzzle)));
    map.insert("size".into(), json!(n));
    map.insert("box".into(), json!([shape.box_rows(), shape.box_cols()]));
    map.insert(
        "givens".into(),
        json!(line_of(puzzle.values(), Symbols::Standard)),
    );
    let symbols: Vec<String> = (1..=n as u8)
        .map(|v| Symbols::Standard.symbol(v).to_string())
        .collect();
    map.insert("symbols".into(), json!(symbols));
    // Words follow the language the answer is worded in (`routes::handle`).
    let lang = shudu::records::lang();
    map.insert("rules".into(), json!(rules.to_string()));
    map.insert(
        "label".into(),
        json!(rules.label_in(lang).unwrap_or_default()),
    );
    map.insert("classic".into(), json!(rules.is_classic()));
    map.insert("distinct_only".into(), json!(rules.only_distinct_digits()));
    map.insert("rule_texts".into(), json!(rules.rule_texts_in(lang)));
    map.insert("jigsaw".into(), json!(rules.regions().is_some()));
    map.insert("regions".into(), json!(regions));
    map.insert("extras".into(), json!(extras));
    map.insert("constraints".into(), json!(kinds));
    map.insert("houses".into(), json!(houses));
    map.insert("groups".into(), json!(groups));
    map.insert("markings".into(), json!(markings));
    map.insert("hints".into(), hints);
    Value::Object(map)
}
