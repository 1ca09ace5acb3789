//! [`PairMark`]: a mark on the edge between two neighbouring cells that ties their
//! digits — kropki dots (white: consecutive; black: one twice the other) and XV letters
//! (X: they add up to 10; V: to 5). f-puzzles' `difference`, `ratio` and `xv`.
//!
//! Each digit of one cell needs a partner among the other's candidates; the partners of
//! a mask are a few shifts:
//!
//! ```text
//! white  m = 0b0100 (3)  → (m << 1) | (m >> 1) = 0b1010 (2, 4)
//! black  m = 0b0100 (3)  → digit 6 (twice 3); 1.5 is no digit
//! X, V   digit d         → digit 10 − d, 5 − d
//! ```
//!
//! The relation a mark states, [`PairKind`], is `grid/pair_kind.rs`'s (the kernel and the
//! logic engine read it without this file's forms). Read next: `thermo.rs`, the other rule
//! over cells in order; `logic/techniques/pair_marks.rs` for the step a player takes from
//! a mark.

use std::sync::Arc;

use super::{cells_json, field, read_cells};
pub use crate::grid::PairKind;
use crate::logic::Technique;
use crate::parse::JsonValue;
use crate::variant::constraint::{
    CandidateMasks, Constraint, FpuzzlesPart, Kind, Marking, Violation,
};
use crate::variant::{Pos, Shape};
use crate::words::Phrase;

/// The kind's name in shudu's JSON form: the constraint type (`kropki`, `xv`).
fn family_of(kind: PairKind) -> &'static str {
    match kind {
        PairKind::WhiteDot | PairKind::BlackDot => "kropki",
        PairKind::X | PairKind::V => "xv",
    }
}

/// The JSON field and value that tell the kinds of a family apart.
fn tag(kind: PairKind) -> (&'static str, &'static str) {
    match kind {
        PairKind::WhiteDot => ("colour", "white"),
        PairKind::BlackDot => ("colour", "black"),
        PairKind::X => ("letter", "X"),
        PairKind::V => ("letter", "V"),
    }
}

/// The catalogue's message for digits that break the mark.
fn broken(kind: PairKind) -> &'static str {
    match kind {
        PairKind::WhiteDot => "variant-broken-white-dot",
        PairKind::BlackDot => "variant-broken-black-dot",
        PairKind::X => "variant-broken-x",
        PairKind::V => "variant-broken-v",
    }
}

/// A mark on the edge between two orthogonally neighbouring cells.
///
/// ```
/// use shudu::variant::{Constraint, Pos, Shape, constraints::{PairKind, PairMark}};
/// let dot = PairMark::new(PairKind::WhiteDot, [Pos::new(0, 0), Pos::new(0, 1)]);
/// let mut values = vec![0u8; 16];
/// values[0] = 1;
/// values[1] = 3;
/// let broken = dot.violations(Shape::for_size(4).unwrap(), &values);
/// assert_eq!(broken[0].to_string(),
///     "r1c1 and r1c2 share a white dot but hold 1 and 3, which are not consecutive");
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PairMark {
    kind: PairKind,
    cells: [Pos; 2],
}

impl PairMark {
    /// A mark of `kind` between `cells`.
    pub fn new(kind: PairKind, cells: [Pos; 2]) -> PairMark {
        PairMark { kind, cells }
    }

    /// What the mark says.
    pub fn pair_kind(&self) -> PairKind {
        self.kind
    }

    /// The two cells.
    pub fn cells(&self) -> [Pos; 2] {
        self.cells
    }
}

impl Constraint for PairMark {
    fn kind(&self) -> &'static str {
        family_of(self.kind)
    }

    fn rule_text(&self) -> &'static str {
        match self.kind {
            PairKind::WhiteDot | PairKind::BlackDot => {
                "Kropki: cells joined by a white dot hold consecutive digits, by a black dot one twice the other"
            }
            PairKind::X | PairKind::V => "XV: cells joined by an X add up to 10, by a V to 5",
        }
    }

    fn markings(&self) -> Vec<Marking> {
        vec![Marking::Pair {
            cells: self.cells,
            kind: self.kind,
        }]
    }

    fn technique(&self) -> Option<Technique> {
        Some(match self.kind {
            PairKind::WhiteDot | PairKind::BlackDot => Technique::KropkiDot,
            PairKind::X | PairKind::V => Technique::XvSum,
        })
    }

    fn check_fits(&self, shape: Shape) -> Result<(), String> {
        let n = shape.size();
        let [a, b] = self.cells;
        if let Some(p) = self.cells.iter().find(|p| p.row() >= n || p.col() >= n) {
            return Err(format!("{p} lies outside the {shape} board"));
        }
        if a.row().abs_diff(b.row()) + a.col().abs_diff(b.col()) != 1 {
            return Err(format!(
                "{a} and {b} do not share an edge, where a {} sits",
                family_of(self.kind)
            ));
        }
        if self.kind.partners(shape.all_digits(), n) == 0 {
            return Err(format!("no two digits of a {shape} board fit this mark"));
        }
        Ok(())
    }

    fn propagates(&self) -> bool {
        true
    }

    fn propagate(&self, masks: &mut CandidateMasks<'_>) -> bool {
        let n = masks.size();
        let [a, b] = self.cells;
        masks.restrict(b, self.kind.partners(masks.get(a), n))
            && masks.restrict(a, self.kind.partners(masks.get(b), n))
    }

    fn violations(&self, shape: Shape, values: &[u8]) -> Vec<Violation> {
        let n = shape.size();
        let [a, b] = self.cells;
        let (va, vb) = (values[a.index(n)], values[b.index(n)]);
        if va == 0 || vb == 0 || self.kind.admits(va, vb) {
            return Vec::new();
        }
        vec![Violation::said(
            vec![a, b],
            self.kind(),
            Phrase::new(broken(self.kind))
                .with("first", a.to_string())
                .with("second", b.to_string())
                .with("a", va)
                .with("b", vb),
        )]
    }

    fn to_json(&self) -> Vec<(String, JsonValue)> {
        let (key, value) = tag(self.kind);
        vec![
            ("cells".into(), cells_json(&self.cells, false)),
            (key.into(), JsonValue::Text(value.into())),
        ]
    }

    fn to_fpuzzles(&self) -> FpuzzlesPart {
        let cells = ("cells".to_string(), cells_json(&self.cells, true));
        match self.kind {
            PairKind::WhiteDot => {
                FpuzzlesPart::Items("difference", vec![JsonValue::Object(vec![cells])])
            }
            PairKind::BlackDot => {
                FpuzzlesPart::Items("ratio", vec![JsonValue::Object(vec![cells])])
            }
            PairKind::X | PairKind::V => {
                let letter = JsonValue::Text(tag(self.kind).1.into());
                FpuzzlesPart::Items(
                    "xv",
                    vec![JsonValue::Object(vec![cells, ("value".into(), letter)])],
                )
            }
        }
    }
}

/// The two cells of a mark, read from a JSON list.
fn two_cells(value: &JsonValue, shape: Shape) -> Result<[Pos; 2], String> {
    let cells = read_cells(value, shape)?;
    <[Pos; 2]>::try_from(cells.as_slice())
        .map_err(|_| format!("a mark joins two cells, not {}", cells.len()))
}

/// One mark read, checked to fit the board.
fn mark(kind: PairKind, cells: [Pos; 2], shape: Shape) -> Result<Arc<dyn Constraint>, String> {
    let mark = PairMark::new(kind, cells);
    mark.check_fits(shape)?;
    Ok(Arc::new(mark))
}

/// shudu's form: `{"type": "kropki", "cells": [a, b], "colour": "white"}` or
/// `{"type": "xv", "cells": [a, b], "letter": "X"}`.
fn from_json(
    family: &str,
    object: &JsonValue,
    shape: Shape,
) -> Result<Arc<dyn Constraint>, String> {
    let cells = two_cells(field(object, "cells")?, shape)?;
    let key = if family == "kropki" {
        "colour"
    } else {
        "letter"
    };
    let JsonValue::Text(said) = field(object, key)? else {
        return Err(format!("{key:?} should be a string"));
    };
    let kind = PairKind::ALL
        .into_iter()
        .find(|&k| family_of(k) == family && tag(k).1.eq_ignore_ascii_case(said))
        .ok_or_else(|| {
            let names: Vec<&str> = PairKind::ALL
                .into_iter()
                .filter(|&k| family_of(k) == family)
                .map(|k| tag(k).1)
                .collect();
            format!("{key:?} is {said:?}; expected one of {names:?}")
        })?;
    mark(kind, cells, shape)
}

/// f-puzzles' form: a list of `{"cells": [a, b]}` under `difference` (white dots, a
/// difference of 1) and `ratio` (black dots, a ratio of 2), or of `{"cells": [a, b],
/// "value": "X"}` under `xv`. Other differences and ratios are refused by name.
fn from_fpuzzles(
    key: &str,
    value: &JsonValue,
    shape: Shape,
) -> Result<Vec<Arc<dyn Constraint>>, String> {
    let JsonValue::List(items) = value else {
        return Err(format!(
            "expected a list of {{\"cells\": …}} objects, found {}",
            value.to_text()
        ));
    };
    items
        .iter()
        .enumerate()
        .map(|(i, item)| {
            let at = |e: String| format!("item {}: {e}", i + 1);
            let cells = two_cells(field(item, "cells").map_err(at)?, shape).map_err(at)?;
            let said = match item.get("value") {
                None => String::new(),
                Some(JsonValue::Text(t)) => t.trim().to_string(),
                Some(JsonValue::Number(x)) => x.to_string(),
                Some(other) => return Err(at(format!("\"value\" is {}", other.to_text()))),
            };
            let kind = match (key, said.as_str()) {
                ("difference", "" | "1") => PairKind::WhiteDot,
                ("ratio", "" | "2") => PairKind::BlackDot,
                ("xv", "X" | "x") => PairKind::X,
                ("xv", "V" | "v") => PairKind::V,
                ("xv", other) => return Err(at(format!("an XV mark reads X or V, not {other:?}"))),
                (_, other) => {
                    return Err(at(format!(
                        "a {key} of {other} is not supported (only {})",
                        if key == "ratio" { 2 } else { 1 }
                    )));
                }
            };
            mark(kind, cells, shape).map_err(at)
        })
        .collect()
}

pub(super) const KROPKI: Kind = Kind {
    name: "kropki",
    fpuzzles_key: "difference",
    from_json: |v, s| from_json("kropki", v, s),
    from_fpuzzles: |v, s| from_fpuzzles("difference", v, s),
};

/// Black dots: read from f-puzzles' `ratio`; in shudu's form they are `kropki` too.
pub(super) const RATIO: Kind = Kind {
    name: "kropki",
    fpuzzles_key: "ratio",
    from_json: |v, s| from_json("kropki", v, s),
    from_fpuzzles: |v, s| from_fpuzzles("ratio", v, s),
};

pub(super) const XV: Kind = Kind {
    name: "xv",
    fpuzzles_key: "xv",
    from_json: |v, s| from_json("xv", v, s),
    from_fpuzzles: |v, s| from_fpuzzles("xv", v, s),
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn partners_are_what_the_mark_admits() {
        for kind in PairKind::ALL {
            for d in 1..=9u8 {
                let expected = (1..=9u8)
                    .filter(|&e| kind.admits(d, e))
                    .fold(0u32, |m, e| m | 1 << (e - 1));
                assert_eq!(kind.partners(1 << (d - 1), 9), expected, "{kind:?} {d}");
            }
        }
        // 9 has no consecutive partner above it on a 9×9 board.
        assert_eq!(PairKind::WhiteDot.partners(1 << 8, 9), 1 << 7);
    }

    #[test]
    fn propagation_keeps_partners_only() {
        let v = PairMark::new(PairKind::V, [Pos::new(0, 0), Pos::new(0, 1)]);
        let mut masks = vec![0x1ffu32; 81];
        assert!(v.propagate(&mut CandidateMasks::new(9, &mut masks)));
        assert_eq!(masks[0], 0b1111); // 1 to 4
        masks[1] = 0b0010; // 2
        assert!(v.propagate(&mut CandidateMasks::new(9, &mut masks)));
        assert_eq!(masks[0], 0b0100); // 3
    }

    #[test]
    fn both_forms_read_back_and_bad_marks_are_named() {
        let shape = Shape::classic();
        for kind in PairKind::ALL {
            let mark = PairMark::new(kind, [Pos::new(2, 3), Pos::new(3, 3)]);
            let FpuzzlesPart::Items(key, items) = mark.to_fpuzzles() else {
                panic!("a list");
            };
            let read = from_fpuzzles(key, &JsonValue::List(items), shape).unwrap();
            assert_eq!(read[0].to_json(), mark.to_json(), "{kind:?}");
            let object = JsonValue::Object(mark.to_json());
            assert_eq!(
                from_json(family_of(kind), &object, shape)
                    .unwrap()
                    .to_json(),
                mark.to_json()
            );
        }
        let parse = |t: &str| crate::parse::json::parse_value(t).unwrap();
        let err = |key: &str, t: &str| from_fpuzzles(key, &parse(t), shape).err().unwrap();
        assert_eq!(
            err("ratio", r#"[{"cells":["R1C1","R1C2"],"value":"3"}]"#),
            "item 1: a ratio of 3 is not supported (only 2)"
        );
        assert_eq!(
            err("xv", r#"[{"cells":["R1C1","R1C2"],"value":"W"}]"#),
            "item 1: an XV mark reads X or V, not \"W\""
        );
        assert_eq!(
            err("difference", r#"[{"cells":["R1C1","R2C2"]}]"#),
            "item 1: r1c1 and r2c2 do not share an edge, where a kropki sits"
        );
        let bad = from_json(
            "kropki",
            &parse(r#"{"cells":["r1c1","r1c2"],"colour":"grey"}"#),
            shape,
        )
        .err()
        .unwrap();
        assert_eq!(
            bad,
            "\"colour\" is \"grey\"; expected one of [\"white\", \"black\"]"
        );
    }
}
