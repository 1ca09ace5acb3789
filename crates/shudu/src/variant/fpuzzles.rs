//! f-puzzles' JSON form: `size`, `grid[r][c]` with `value`, `given` and `region`
//! (zero-based; present only where a jigsaw moves a cell out of its box), flags such as
//! `"antiknight": true`, and lists such as `"killercage": [{"cells": ["R1C1"], "value": "10"}]`.
//! `diagonal-` is the main diagonal (top left to bottom right), `diagonal+` the
//! anti-diagonal; windoku and other extra houses are `extraregion` lists.
//!
//! Constraints are looked up in [`super::constraints::KINDS`] by their f-puzzles key.
//! Keys that only decorate (title, author, rules text, colours, lines, cosmetic cages
//! and shapes) are ignored; any other key that turns something on is an error naming it,
//! never silently dropped.

use super::constraints::{KINDS, cells_json, read_cells};
use super::error::{Field, reason};
use super::{Extra, Pos, Puzzle, Rules, Shape, VariantError};
use crate::parse::JsonValue;
use crate::words::Phrase;

/// Keys that carry no rule.
const COSMETIC: [&str; 11] = [
    "title",
    "author",
    "ruleset",
    "solution",
    "text",
    "line",
    "rectangle",
    "circle",
    "cage",
    "highlightConflicts",
    "disabledlogic",
];

fn error(message: Phrase) -> VariantError {
    VariantError::Format(message)
}

/// Whether a value turns something on: `true`, or a non-empty list.
fn is_set(value: &JsonValue) -> bool {
    match value {
        JsonValue::Bool(b) => *b,
        JsonValue::List(items) => !items.is_empty(),
        JsonValue::Null => false,
        _ => true,
    }
}

impl Puzzle {
    /// Reads f-puzzles' JSON form.
    ///
    /// ```
    /// use shudu::variant::{Puzzle, VariantError};
    /// let text = r#"{"size": 4, "antiknight": true, "grid": [
    ///   [{"value": 1, "given": true}, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {}]]}"#;
    /// let puzzle = Puzzle::from_fpuzzles(text)?;
    /// assert_eq!(puzzle.rules().to_string(), "4×4 (2×2 boxes), anti-knight");
    /// assert_eq!(Puzzle::from_fpuzzles(&puzzle.to_fpuzzles())?.to_json(), puzzle.to_json());
    /// let err = Puzzle::from_fpuzzles(r#"{"size": 4, "palindrome": [{"lines": [["R1C1", "R1C2"]]}], "grid": []}"#);
    /// assert_eq!(err.unwrap_err(), VariantError::Unsupported(vec!["palindrome".into()]));
    /// # Ok::<(), VariantError>(())
    /// ```
    pub fn from_fpuzzles(text: &str) -> Result<Puzzle, VariantError> {
        let value = JsonValue::parse(text).map_err(super::reader::not_json)?;
        Puzzle::from_fpuzzles_value(&value)
    }

    /// Reads f-puzzles' form from a parsed value.
    pub fn from_fpuzzles_value(value: &JsonValue) -> Result<Puzzle, VariantError> {
        let JsonValue::Object(fields) = value else {
            return Err(error(Phrase::new("variant-fpuzzles-object")));
        };
        // Unknown keys first: a puzzle with a rule shudu lacks is refused whole.
        let unknown: Vec<String> = fields
            .iter()
            .filter(|(key, v)| {
                !matches!(
                    key.as_str(),
                    "size" | "grid" | "diagonal+" | "diagonal-" | "disjointgroups" | "extraregion"
                ) && !COSMETIC.contains(&key.as_str())
                    && !KINDS.iter().any(|k| k.fpuzzles_key == key)
                    && is_set(v)
            })
            .map(|(key, _)| key.clone())
            .collect();
        if !unknown.is_empty() {
            return Err(VariantError::Unsupported(unknown));
        }
        let size = match value.get("size") {
            Some(JsonValue::Number(n)) if n.fract() == 0.0 && *n >= 1.0 && *n <= 25.0 => {
                *n as usize
            }
            Some(other) => {
                return Err(error(
                    Field::key("size").says(
                        Phrase::new("variant-expected-range")
                            .with("min", 1)
                            .with("max", 25)
                            .with("found", other.to_text()),
                    ),
                ));
            }
            None => return Err(error(Field::missing("size"))),
        };
        let shape = Shape::for_size(size)?;
        let (givens, regions) = read_grid(
            value
                .get("grid")
                .ok_or_else(|| error(Field::missing("grid")))?,
            shape,
        )?;
        let mut rules = Rules::new(shape);
        if let Some(regions) = regions {
            rules = rules.with_regions(regions)?;
        }
        for (key, extra) in [
            ("diagonal-", Extra::MainDiagonal),
            ("diagonal+", Extra::AntiDiagonal),
        ] {
            if let Some(v) = value.get(key) {
                if super::constraints::read_flag(v, key).map_err(|e| error(reason(e)))? {
                    rules = rules.with_extra(extra)?;
                }
            }
        }
        if let Some(v) = value.get("disjointgroups") {
            if super::constraints::read_flag(v, "disjointgroups").map_err(|e| error(reason(e)))? {
                rules = rules.with_extra(Extra::DisjointGroups)?;
            }
        }
        if let Some(v) = value.get("extraregion") {
            rules = read_extra_regions(v, rules)?;
        }
        for (key, v) in fields {
            if let Some(kind) = KINDS.iter().find(|k| k.fpuzzles_key == key) {
                if !is_set(v) {
                    continue;
                }
                for constraint in (kind.from_fpuzzles)(v, shape)
                    .map_err(|e| error(Field::key(key).says(reason(e))))?
                {
                    rules = rules.with_shared(constraint)?;
                }
            }
        }
        Puzzle::new(rules, givens)
    }

    /// Writes f-puzzles' JSON form (compact, one line).
    pub fn to_fpuzzles(&self) -> String {
        JsonValue::Object(self.fpuzzles_fields()).to_text()
    }

    /// f-puzzles' JSON form with its `solution` list (one number per cell in reading
    /// order), which SudokuPad and f-puzzles use to check a player's answer; an error
    /// when `solution` does not solve the puzzle (see [`Puzzle::check_solution`]).
    ///
    /// ```
    /// use shudu::variant::{Puzzle, Rules, Shape};
    /// let puzzle = Puzzle::from_line(Rules::new(Shape::for_size(4)?), "1.......3.......", Default::default())?;
    /// let text = puzzle.to_fpuzzles_with_solution(&[1, 2, 3, 4, 4, 3, 2, 1, 3, 4, 1, 2, 2, 1, 4, 3])?;
    /// assert!(text.ends_with(r#""solution":[1,2,3,4,4,3,2,1,3,4,1,2,2,1,4,3]}"#));
    /// assert_eq!(Puzzle::from_fpuzzles(&text)?.to_json(), puzzle.to_json());
    /// # Ok::<(), shudu::variant::VariantError>(())
    /// ```
    pub fn to_fpuzzles_with_solution(&self, solution: &[u8]) -> Result<String, VariantError> {
        self.check_solution(solution)?;
        let mut fields = self.fpuzzles_fields();
        let numbers = solution
            .iter()
            .map(|&v| JsonValue::Number(f64::from(v)))
            .collect();
        fields.push(("solution".into(), JsonValue::List(numbers)));
        Ok(JsonValue::Object(fields).to_text())
    }

    /// The fields of f-puzzles' JSON form, in their written order.
    fn fpuzzles_fields(&self) -> Vec<(String, JsonValue)> {
        let rules = self.rules();
        let shape = rules.shape();
        let n = shape.size();
        let mut grid = Vec::with_capacity(n);
        for r in 0..n {
            let mut row = Vec::with_capacity(n);
            for c in 0..n {
                let mut cell = Vec::new();
                if let Some(v) = self.get(Pos::new(r, c)) {
                    cell.push(("value".to_owned(), JsonValue::Number(f64::from(v))));
                    cell.push(("given".to_owned(), JsonValue::Bool(true)));
                }
                if let Some(regions) = rules.regions() {
                    cell.push((
                        "region".to_owned(),
                        JsonValue::Number(f64::from(regions[r * n + c])),
                    ));
                }
                row.push(JsonValue::Object(cell));
            }
            grid.push(JsonValue::List(row));
        }
        let mut fields = vec![
            ("size".to_owned(), JsonValue::Number(n as f64)),
            ("grid".to_owned(), JsonValue::List(grid)),
        ];
        let mut extra_regions = Vec::new();
        for extra in rules.extras() {
            match extra {
                Extra::MainDiagonal => fields.push(("diagonal-".into(), JsonValue::Bool(true))),
                Extra::AntiDiagonal => fields.push(("diagonal+".into(), JsonValue::Bool(true))),
                Extra::DisjointGroups => {
                    fields.push(("disjointgroups".into(), JsonValue::Bool(true)))
                }
                Extra::Windoku | Extra::Region(_) => {
                    for (_, cells) in extra
                        .houses(shape, rules.regions().is_some())
                        .unwrap_or_default()
                    {
                        extra_regions.push(JsonValue::Object(vec![(
                            "cells".into(),
                            cells_json(&cells, true),
                        )]));
                    }
                }
            }
        }
        if !extra_regions.is_empty() {
            fields.push(("extraregion".into(), JsonValue::List(extra_regions)));
        }
        for constraint in rules.constraints() {
            match constraint.to_fpuzzles() {
                super::FpuzzlesPart::Flag(key) => {
                    if !fields.iter().any(|(k, _)| k == key) {
                        fields.push((key.into(), JsonValue::Bool(true)));
                    }
                }
                super::FpuzzlesPart::Items(key, items) => {
                    match fields.iter_mut().find(|(k, _)| k == key) {
                        Some((_, JsonValue::List(list))) => list.extend(items),
                        _ => fields.push((key.into(), JsonValue::List(items))),
                    }
                }
            }
        }
        fields
    }
}

/// The givens and (when some cell leaves its box) the jigsaw regions of `grid`.
fn read_grid(grid: &JsonValue, shape: Shape) -> Result<(Vec<u8>, Option<Vec<u8>>), VariantError> {
    let n = shape.size();
    let JsonValue::List(rows) = grid else {
        return Err(error(
            Field::key("grid").says(Phrase::new("variant-expected-rows")),
        ));
    };
    if rows.len() != n {
        return Err(error(
            Field::key("grid").says(
                Phrase::new("variant-rows-for-size")
                    .with("found", rows.len())
                    .with("size", n),
            ),
        ));
    }
    let mut givens = vec![0u8; n * n];
    let mut regions = vec![0u8; n * n];
    let mut jigsaw = false;
    for (r, row) in rows.iter().enumerate() {
        let in_row = Field::key("grid").row(r + 1);
        let JsonValue::List(cells) = row else {
            return Err(error(in_row.says(Phrase::new("variant-expected-cells"))));
        };
        if cells.len() != n {
            return Err(error(
                in_row.says(
                    Phrase::new("variant-cells-for-size")
                        .with("found", cells.len())
                        .with("size", n),
                ),
            ));
        }
        for (c, cell) in cells.iter().enumerate() {
            let at = Field::key("grid").at(Pos::new(r, c).to_string());
            let number = |key: &str| -> Result<Option<usize>, VariantError> {
                match cell.get(key) {
                    None | Some(JsonValue::Null) => Ok(None),
                    Some(JsonValue::Number(v)) if v.fract() == 0.0 && *v >= 0.0 => {
                        Ok(Some(*v as usize))
                    }
                    Some(other) => Err(error(
                        at.says(
                            Phrase::new("variant-key-not-whole")
                                .with("key", format!("\"{key}\""))
                                .with("found", other.to_text()),
                        ),
                    )),
                }
            };
            let given = matches!(cell.get("given"), Some(JsonValue::Bool(true)));
            if let (true, Some(v)) = (given, number("value")?) {
                if !(1..=n).contains(&v) {
                    return Err(error(
                        at.says(
                            Phrase::new("variant-value-range")
                                .with("value", v)
                                .with("size", n),
                        ),
                    ));
                }
                givens[r * n + c] = v as u8;
            }
            let home = shape.box_at(r, c);
            let region = number("region")?.unwrap_or(home);
            if region >= n {
                return Err(error(
                    at.says(
                        Phrase::new("variant-region-range")
                            .with("region", region)
                            .with("max", n - 1),
                    ),
                ));
            }
            jigsaw |= region != home;
            regions[r * n + c] = region as u8;
        }
    }
    Ok((givens, jigsaw.then_some(regions)))
}

/// `extraregion` lists: the windoku windows when they are exactly those, otherwise each
/// list one extra region.
fn read_extra_regions(value: &JsonValue, rules: Rules) -> Result<Rules, VariantError> {
    let shape = rules.shape();
    let JsonValue::List(items) = value else {
        return Err(error(
            Field::key("extraregion").says(Phrase::new("variant-expected-region-objects")),
        ));
    };
    let mut regions = Vec::new();
    for (i, item) in items.iter().enumerate() {
        let cells = item
            .get("cells")
            .ok_or_else(|| {
                let missing = Phrase::new("variant-missing-key").with("key", "\"cells\"");
                error(Field::key("extraregion").item(i + 1).says(missing))
            })
            .and_then(|c| {
                read_cells(c, shape)
                    .map_err(|e| error(Field::key("extraregion").item(i + 1).says(reason(e))))
            })?;
        let mut sorted = cells;
        sorted.sort_unstable();
        regions.push(sorted);
    }
    let windows: Vec<Vec<Pos>> = Extra::Windoku
        .houses(shape, rules.regions().is_some())
        .map(|hs| hs.into_iter().map(|(_, cells)| cells).collect())
        .unwrap_or_default();
    let mut sorted_regions = regions.clone();
    sorted_regions.sort();
    if !windows.is_empty() && sorted_regions == windows {
        return rules.with_extra(Extra::Windoku);
    }
    let mut rules = rules;
    for cells in regions {
        rules = rules.with_extra(Extra::Region(cells))?;
    }
    Ok(rules)
}
