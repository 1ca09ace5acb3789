//! shudu's own JSON form of a variant puzzle: everything [`Rules`] can say, plus the
//! givens. Documented field by field in `docs/variants.md`:
//!
//! ```json
//! {"size": 9, "box": [3, 3], "regions": [[1,1,…], …], "extras": ["diagonal-main"],
//!  "extra_regions": [["r1c1", …]], "constraints": [{"type": "killer", "cells": ["r1c1", "r1c2"], "sum": 3}],
//!  "givens": "..3…", "solution": "…"}
//! ```
//!
//! Only `size` and `givens` are required. A `solution`, when present, must solve the
//! puzzle; it is checked, then left out of the [`Puzzle`], which holds givens only.
//! Unknown fields and constraint types are errors naming them. Read next: `fpuzzles.rs`
//! for f-puzzles' form.

use std::sync::Arc;

use super::constraints::{KINDS, read_cells};
use super::error::{Field, reason};
use super::{Extra, Pos, Puzzle, Rules, Shape, Symbols, VariantError};
use crate::parse::JsonValue;
use crate::words::Phrase;

const FIELDS: [&str; 8] = [
    "size",
    "box",
    "regions",
    "extras",
    "extra_regions",
    "constraints",
    "givens",
    "solution",
];

fn format_error(message: Phrase) -> VariantError {
    VariantError::Format(message)
}

fn whole(value: &JsonValue, at: &Field) -> Result<usize, VariantError> {
    match value {
        JsonValue::Number(n) if n.fract() == 0.0 && (0.0..=1e6).contains(n) => Ok(*n as usize),
        other => Err(format_error(at.says(
            Phrase::new("variant-expected-whole").with("found", other.to_text()),
        ))),
    }
}

impl Puzzle {
    /// Reads shudu's JSON form.
    ///
    /// ```
    /// use shudu::variant::Puzzle;
    /// let text = r#"{"size": 4, "extras": ["diagonal-main"],
    ///   "constraints": [{"type": "killer", "cells": ["r1c1", "r1c2"], "sum": 3}],
    ///   "givens": "....3..........."}"#;
    /// let puzzle = Puzzle::from_json(text)?;
    /// assert_eq!(puzzle.rules().to_string(), "4×4 (2×2 boxes), diagonal-main, killer");
    /// assert_eq!(Puzzle::from_json(&puzzle.to_json())?.to_json(), puzzle.to_json());
    /// let err = Puzzle::from_json(r#"{"size": 4, "givens": "", "colour": 1}"#).unwrap_err();
    /// assert_eq!(err.to_string(), "unknown field \"colour\"; shudu's variant JSON has: size, box, regions, extras, extra_regions, constraints, givens, solution");
    /// # Ok::<(), shudu::variant::VariantError>(())
    /// ```
    pub fn from_json(text: &str) -> Result<Puzzle, VariantError> {
        let value = JsonValue::parse(text).map_err(super::reader::not_json)?;
        Puzzle::from_json_value(&value)
    }

    /// Reads shudu's JSON form from a parsed value.
    pub fn from_json_value(value: &JsonValue) -> Result<Puzzle, VariantError> {
        let JsonValue::Object(fields) = value else {
            return Err(format_error(Phrase::new("variant-json-object")));
        };
        if let Some((key, _)) = fields.iter().find(|(k, _)| !FIELDS.contains(&k.as_str())) {
            return Err(format_error(
                Phrase::new("variant-unknown-field")
                    .with("field", format!("{key:?}"))
                    .with("known", FIELDS.join(", ")),
            ));
        }
        let size = whole(
            value
                .get("size")
                .ok_or_else(|| format_error(Field::missing("size")))?,
            &Field::key("size"),
        )?;
        let shape = match value.get("box") {
            None => Shape::for_size(size)?,
            Some(JsonValue::List(dims)) if dims.len() == 2 => {
                let at = Field::key("box");
                let shape = Shape::new(whole(&dims[0], &at)?, whole(&dims[1], &at)?)?;
                if shape.size() != size {
                    return Err(format_error(
                        at.says(
                            Phrase::new("variant-box-side")
                                .with("shape", shape.phrase())
                                .with("size", size),
                        ),
                    ));
                }
                shape
            }
            Some(other) => {
                return Err(format_error(Field::key("box").says(
                    Phrase::new("variant-expected-box").with("found", other.to_text()),
                )));
            }
        };
        let mut rules = Rules::new(shape);
        if let Some(regions) = value.get("regions") {
            rules = rules.with_regions(read_regions(regions, size)?)?;
        }
        if let Some(extras) = value.get("extras") {
            let JsonValue::List(names) = extras else {
                return Err(format_error(
                    Field::key("extras").says(Phrase::new("variant-expected-names")),
                ));
            };
            for name in names {
                let extra =
                    match name {
                        JsonValue::Text(t) => Extra::from_name(t),
                        _ => None,
                    }
                    .ok_or_else(|| {
                        format_error(Field::key("extras").says(
                            Phrase::new("variant-unknown-extra").with("name", name.to_text()),
                        ))
                    })?;
                rules = rules.with_extra(extra)?;
            }
        }
        if let Some(regions) = value.get("extra_regions") {
            let JsonValue::List(items) = regions else {
                return Err(format_error(
                    Field::key("extra_regions").says(Phrase::new("variant-expected-cell-lists")),
                ));
            };
            for (i, item) in items.iter().enumerate() {
                let cells = read_cells(item, shape).map_err(|e| {
                    format_error(Field::key("extra_regions").item(i + 1).says(reason(e)))
                })?;
                rules = rules.with_extra(Extra::Region(cells))?;
            }
        }
        if let Some(list) = value.get("constraints") {
            let JsonValue::List(items) = list else {
                return Err(format_error(
                    Field::key("constraints").says(Phrase::new("variant-expected-objects")),
                ));
            };
            for (i, item) in items.iter().enumerate() {
                let at = Field::key("constraints").item(i + 1);
                let Some(JsonValue::Text(kind)) = item.get("type") else {
                    let missing = Phrase::new("variant-missing-key").with("key", "\"type\"");
                    return Err(format_error(at.says(missing)));
                };
                let entry = KINDS.iter().find(|k| k.name == kind).ok_or_else(|| {
                    let known: Vec<&str> = KINDS.iter().map(|k| k.name).collect();
                    format_error(
                        at.says(
                            Phrase::new("variant-unknown-constraint")
                                .with("kind", format!("{kind:?}"))
                                .with("known", known.join(", ")),
                        ),
                    )
                })?;
                let constraint = (entry.from_json)(item, shape)
                    .map_err(|e| format_error(at.says_of_kind(kind, reason(e))))?;
                rules = rules.with_shared(constraint)?;
            }
        }
        let givens = value
            .get("givens")
            .ok_or_else(|| format_error(Field::missing("givens")))?;
        let rules = Arc::new(rules);
        let puzzle = read_givens(givens, rules.clone())?;
        if let Some(solution) = value.get("solution") {
            let JsonValue::Text(line) = solution else {
                return Err(format_error(
                    Field::key("solution").says(Phrase::new("variant-expected-solution")),
                ));
            };
            let at = Field::key("solution");
            let solved = Puzzle::from_line(rules, line, Symbols::Standard)
                .map_err(|e| format_error(at.says(e.phrase())))?;
            puzzle
                .check_solution(solved.values())
                .map_err(|e| format_error(at.says(e.phrase())))?;
        }
        Ok(puzzle)
    }

    /// Writes shudu's JSON form (compact, one line).
    pub fn to_json(&self) -> String {
        self.to_json_value().to_text()
    }

    /// The givens as rows: n lists of n numbers, 0 for an empty cell.
    ///
    /// ```
    /// use shudu::variant::{Puzzle, Rules, Shape};
    /// let four = Puzzle::from_line(Rules::new(Shape::for_size(4)?), "1.......3.......", Default::default())?;
    /// assert_eq!(four.to_rows()[2], [3, 0, 0, 0]);
    /// # Ok::<(), shudu::variant::VariantError>(())
    /// ```
    pub fn to_rows(&self) -> Vec<Vec<u8>> {
        self.values()
            .chunks(self.size())
            .map(<[u8]>::to_vec)
            .collect()
    }

    /// The JSON board `format --to json` writes: on classic rules the rows (9 lists of
    /// 9 numbers), the JSON form every reader of classic grids takes; on any other rules,
    /// which rows cannot carry, shudu's JSON form ([`Puzzle::to_json`]).
    ///
    /// ```
    /// use shudu::variant::{Puzzle, Rules, Shape};
    /// let classic = Puzzle::empty(Rules::new(Shape::classic()));
    /// assert!(classic.to_json_board().starts_with("[[0,0,0,0,0,0,0,0,0],"));
    /// let x = Puzzle::empty(Rules::new(Shape::classic()).with_named("x")?);
    /// assert!(x.to_json_board().starts_with(r#"{"size":9"#));
    /// # Ok::<(), shudu::variant::VariantError>(())
    /// ```
    pub fn to_json_board(&self) -> String {
        if !self.rules().is_classic() {
            return self.to_json();
        }
        let rows: Vec<String> = self
            .to_rows()
            .iter()
            .map(|row| {
                let cells: Vec<String> = row.iter().map(u8::to_string).collect();
                format!("[{}]", cells.join(","))
            })
            .collect();
        format!("[{}]", rows.join(","))
    }

    /// shudu's JSON form with `solution` (one digit per cell in reading order) beside
    /// the givens, or an error when it does not solve the puzzle (see
    /// [`Puzzle::check_solution`]).
    ///
    /// ```
    /// use shudu::variant::{Puzzle, Rules, Shape};
    /// let puzzle = Puzzle::from_line(Rules::new(Shape::for_size(4)?), "1.......3.......", Default::default())?;
    /// let text = puzzle.to_json_with_solution(&[1, 2, 3, 4, 4, 3, 2, 1, 3, 4, 1, 2, 2, 1, 4, 3])?;
    /// assert!(text.ends_with(r#""givens":"1.......3.......","solution":"1234432134122143"}"#));
    /// assert_eq!(Puzzle::from_json(&text)?.to_json(), puzzle.to_json());
    /// # Ok::<(), shudu::variant::VariantError>(())
    /// ```
    pub fn to_json_with_solution(&self, solution: &[u8]) -> Result<String, VariantError> {
        self.check_solution(solution)?;
        let mut fields = self.json_fields();
        fields.push((
            "solution".into(),
            JsonValue::Text(super::line_of(solution, Symbols::Standard)),
        ));
        Ok(JsonValue::Object(fields).to_text())
    }

    /// The puzzle as a record's `puzzle` field: its line in `symbols` where a line
    /// carries the rules ([`Rules::fit_a_line`]), its JSON object on any other rules, so
    /// that a reader reads the record back on them.
    ///
    /// ```
    /// use shudu::Puzzle;
    /// use shudu::variant::Symbols;
    /// let six: Puzzle = ".1.23...6.......535..4.........4...1".parse()?;
    /// assert_eq!(six.to_record_value(Symbols::Standard).to_text(), r#"".1.23...6.......535..4.........4...1""#);
    /// let x: Puzzle = r#"{"size":4,"extras":["diagonal-main"],"givens":"1..............."}"#.parse()?;
    /// assert!(x.to_record_value(Symbols::Standard).to_text().starts_with(r#"{"size":4"#));
    /// # Ok::<(), shudu::Error>(())
    /// ```
    pub fn to_record_value(&self, symbols: Symbols) -> JsonValue {
        if self.rules().fit_a_line() {
            JsonValue::Text(self.to_line(symbols))
        } else {
            self.to_json_value()
        }
    }

    /// shudu's JSON form as a value.
    pub fn to_json_value(&self) -> JsonValue {
        JsonValue::Object(self.json_fields())
    }

    /// The fields of shudu's JSON form, in their written order.
    fn json_fields(&self) -> Vec<(String, JsonValue)> {
        let mut fields = rules_fields(self.rules());
        fields.push((
            "givens".into(),
            JsonValue::Text(self.to_line(Symbols::Standard)),
        ));
        fields
    }
}

/// The fields of shudu's JSON form that say the rules (all but `givens` and
/// `solution`), in their written order: the one writer of the rules in JSON.
pub(super) fn rules_fields(rules: &Rules) -> Vec<(String, JsonValue)> {
    let shape = rules.shape();
    let n = shape.size();
    let number = |v: usize| JsonValue::Number(v as f64);
    let mut fields = vec![
        ("size".to_owned(), number(n)),
        (
            "box".to_owned(),
            JsonValue::List(vec![number(shape.box_rows()), number(shape.box_cols())]),
        ),
    ];
    if let Some(regions) = rules.regions() {
        let rows = regions
            .chunks(n)
            .map(|row| JsonValue::List(row.iter().map(|&r| number(r as usize + 1)).collect()))
            .collect();
        fields.push(("regions".into(), JsonValue::List(rows)));
    }
    let named: Vec<JsonValue> = rules
        .extras()
        .iter()
        .filter_map(|e| e.name())
        .map(|s| JsonValue::Text(s.into()))
        .collect();
    if !named.is_empty() {
        fields.push(("extras".into(), JsonValue::List(named)));
    }
    let cell_lists: Vec<JsonValue> = rules
        .extras()
        .iter()
        .filter_map(|e| match e {
            Extra::Region(cells) => Some(super::constraints::cells_json(cells, false)),
            _ => None,
        })
        .collect();
    if !cell_lists.is_empty() {
        fields.push(("extra_regions".into(), JsonValue::List(cell_lists)));
    }
    if !rules.constraints().is_empty() {
        let items = rules
            .constraints()
            .iter()
            .map(|c| {
                let mut object = vec![("type".to_owned(), JsonValue::Text(c.kind().into()))];
                object.extend(c.to_json());
                JsonValue::Object(object)
            })
            .collect();
        fields.push(("constraints".into(), JsonValue::List(items)));
    }
    fields
}

/// Jigsaw regions: n rows of n region numbers, 1 to n.
fn read_regions(value: &JsonValue, n: usize) -> Result<Vec<u8>, VariantError> {
    let at = Field::key("regions");
    let bad = || format_error(at.says(Phrase::new("variant-expected-regions").with("size", n)));
    let JsonValue::List(rows) = value else {
        return Err(bad());
    };
    if rows.len() != n {
        return Err(bad());
    }
    let mut out = Vec::with_capacity(n * n);
    for (r, row) in rows.iter().enumerate() {
        let JsonValue::List(cells) = row else {
            return Err(bad());
        };
        if cells.len() != n {
            return Err(format_error(at.says(row_cells(r + 1, cells.len(), n))));
        }
        for (c, cell) in cells.iter().enumerate() {
            let here = at.clone().at(Pos::new(r, c).to_string());
            let k = whole(cell, &here)?;
            if !(1..=n).contains(&k) {
                return Err(format_error(
                    here.says(
                        Phrase::new("variant-region-number")
                            .with("region", k)
                            .with("size", n),
                    ),
                ));
            }
            out.push((k - 1) as u8);
        }
    }
    Ok(out)
}

/// Givens: a line string, or n rows of n numbers (0 or `null` for empty).
fn read_givens(value: &JsonValue, rules: Arc<Rules>) -> Result<Puzzle, VariantError> {
    let n = rules.size();
    let at = Field::key("givens");
    match value {
        JsonValue::Text(line) => Puzzle::from_line(rules, line, Symbols::Standard)
            .map_err(|e| format_error(at.says(e.phrase()))),
        JsonValue::List(rows) if rows.len() == n => {
            let mut givens = Vec::with_capacity(n * n);
            for (r, row) in rows.iter().enumerate() {
                let JsonValue::List(cells) = row else {
                    return Err(format_error(
                        at.says(Phrase::new("variant-row-not-list").with("row", r + 1)),
                    ));
                };
                if cells.len() != n {
                    return Err(format_error(at.says(row_cells(r + 1, cells.len(), n))));
                }
                for (c, cell) in cells.iter().enumerate() {
                    givens.push(match cell {
                        JsonValue::Null => 0,
                        v => whole(v, &at.clone().at(Pos::new(r, c).to_string()))? as u8,
                    });
                }
            }
            Puzzle::new(rules, givens)
        }
        _ => Err(format_error(
            at.says(
                Phrase::new("variant-expected-givens")
                    .with("cells", n * n)
                    .with("size", n),
            ),
        )),
    }
}

/// Row `row` (one-based) of a list of rows has `found` cells, not `size`.
fn row_cells(row: usize, found: usize, size: usize) -> Phrase {
    Phrase::new("variant-grid-row-cells")
        .with("row", row)
        .with("found", found)
        .with("size", size)
}
