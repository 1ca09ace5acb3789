//! [`Thermometer`]: digits rise along a thermometer, from its bulb to its tip
//! (f-puzzles' `thermometer`).
//!
//! The kernel keeps each cell between the smallest digit the cells before it allow and
//! the largest the cells after it allow, one pass each way:
//!
//! ```text
//! cells:      bulb   c2    c3    tip
//! forward:    low → low+1 → …                the lowest candidate before, plus one
//! backward:                  … ← high−1 ← high  the highest candidate after, minus one
//! ```
//!
//! A mask keeps the digits above `d` as `!0 << d` (bit d is digit d+1) and those below
//! `d` as `(1 << (d − 1)) − 1`. The cells of a thermometer also differ from one another,
//! so they are a distinct group (peers) as well.
//!
//! Read next: `killer.rs`, the other rule over a list of cells.

use std::sync::Arc;

use super::{cells_json, field, read_cell, read_cells};
use crate::logic::Technique;
use crate::parse::JsonValue;
use crate::variant::constraint::{
    CandidateMasks, Constraint, FpuzzlesPart, Kind, Marking, Violation,
};
use crate::variant::{Pos, Shape};
use crate::words::Phrase;

/// A thermometer: its cells from the bulb to the tip, each holding a larger digit than
/// the one before.
///
/// ```
/// use shudu::variant::{Constraint, Pos, Shape, constraints::Thermometer};
/// let thermo = Thermometer::new(vec![Pos::new(0, 0), Pos::new(0, 1), Pos::new(0, 2)]);
/// let mut values = vec![0u8; 16];
/// values[0] = 3;
/// values[1] = 2;
/// let broken = thermo.violations(Shape::for_size(4).unwrap(), &values);
/// assert_eq!(broken[0].to_string(),
///     "r1c2 holds 2, not more than the 3 in r1c1 before it on the thermometer from r1c1");
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Thermometer {
    cells: Vec<Pos>,
}

impl Thermometer {
    /// A thermometer over `cells`, the bulb first.
    pub fn new(cells: Vec<Pos>) -> Thermometer {
        Thermometer { cells }
    }

    /// The cells, from the bulb to the tip.
    pub fn cells(&self) -> &[Pos] {
        &self.cells
    }

    /// The bulb: the cell with the smallest digit.
    fn bulb(&self) -> String {
        self.cells
            .first()
            .map(ToString::to_string)
            .unwrap_or_default()
    }
}

/// The digits above `d` (digit `d` is bit `d − 1`): bits `d` and up.
fn above(d: u32) -> u32 {
    if d >= 32 { 0 } else { !0u32 << d }
}

/// The digits below `d`: bits `0 .. d − 1`.
fn below(d: u32) -> u32 {
    match d {
        0 | 1 => 0,
        2..=32 => (1u32 << (d - 1)) - 1,
        _ => !0,
    }
}

impl Constraint for Thermometer {
    fn kind(&self) -> &'static str {
        "thermo"
    }

    fn rule_text(&self) -> &'static str {
        "Thermometer: digits rise along a thermometer from its bulb"
    }

    fn markings(&self) -> Vec<Marking> {
        vec![Marking::Thermometer(self.cells.clone())]
    }

    fn technique(&self) -> Option<Technique> {
        Some(Technique::Thermometer)
    }

    fn check_fits(&self, shape: Shape) -> Result<(), String> {
        let n = shape.size();
        if self.cells.len() < 2 {
            return Err("a thermometer needs a bulb and at least one more cell".into());
        }
        if let Some(p) = self.cells.iter().find(|p| p.row() >= n || p.col() >= n) {
            return Err(format!("{p} lies outside the {shape} board"));
        }
        if self.cells.len() > n {
            return Err(format!(
                "a thermometer of {} cells cannot rise through the {n} digits of a {shape} board",
                self.cells.len()
            ));
        }
        for (i, a) in self.cells.iter().enumerate() {
            if self.cells[..i].contains(a) {
                return Err(format!(
                    "the thermometer from {} passes {a} twice",
                    self.bulb()
                ));
            }
        }
        for pair in self.cells.windows(2) {
            let (a, b) = (pair[0], pair[1]);
            if a.row().abs_diff(b.row()) > 1 || a.col().abs_diff(b.col()) > 1 {
                return Err(format!(
                    "the thermometer from {} jumps from {a} to {b}: its cells touch one another",
                    self.bulb()
                ));
            }
        }
        Ok(())
    }

    fn distinct_groups(&self, _shape: Shape) -> Vec<Vec<Pos>> {
        vec![self.cells.clone()]
    }

    fn propagates(&self) -> bool {
        true
    }

    fn propagate(&self, masks: &mut CandidateMasks<'_>) -> bool {
        // Forward: each cell above the lowest digit the one before can take.
        let mut low = 0;
        for &p in &self.cells {
            if !masks.restrict(p, above(low)) {
                return false;
            }
            low = masks.get(p).trailing_zeros() + 1;
        }
        // Backward: each cell below the highest digit the one after can take.
        let mut high = 33;
        for &p in self.cells.iter().rev() {
            if !masks.restrict(p, below(high)) {
                return false;
            }
            high = 32 - masks.get(p).leading_zeros();
        }
        true
    }

    fn violations(&self, shape: Shape, values: &[u8]) -> Vec<Violation> {
        let n = shape.size();
        let mut out = Vec::new();
        let length = self.cells.len();
        // Each filled cell against the next filled one along the thermometer.
        let filled: Vec<(usize, Pos, u8)> = self
            .cells
            .iter()
            .enumerate()
            .map(|(i, &p)| (i, p, values[p.index(n)]))
            .filter(|&(_, _, v)| v != 0)
            .collect();
        for pair in filled.windows(2) {
            let ((i, a, va), (j, b, vb)) = (pair[0], pair[1]);
            let phrase = if j == i + 1 && vb <= va {
                Phrase::new("variant-broken-thermo")
                    .with("cell", b.to_string())
                    .with("digit", vb)
                    .with("before", a.to_string())
                    .with("low", va)
            } else if (vb as usize) < va as usize + (j - i) {
                Phrase::new("variant-broken-thermo-gap")
                    .with("first", a.to_string())
                    .with("low", va)
                    .with("second", b.to_string())
                    .with("high", vb)
                    .with("cells", (j - i - 1) as u32)
            } else {
                continue;
            };
            out.push(Violation::said(
                vec![a, b],
                self.kind(),
                phrase.with("bulb", self.bulb()),
            ));
        }
        // A digit that leaves no room for the cells before or after it.
        for &(i, p, v) in &filled {
            let v = v as usize;
            if v <= i || v > n - (length - 1 - i) {
                out.push(Violation::said(
                    vec![p],
                    self.kind(),
                    Phrase::new("variant-broken-thermo-room")
                        .with("cell", p.to_string())
                        .with("digit", v as u32)
                        .with("place", (i + 1) as u32)
                        .with("length", length as u32)
                        .with("bulb", self.bulb()),
                ));
            }
        }
        out
    }

    fn to_json(&self) -> Vec<(String, JsonValue)> {
        vec![("cells".into(), cells_json(&self.cells, false))]
    }

    fn to_fpuzzles(&self) -> FpuzzlesPart {
        let line = cells_json(&self.cells, true);
        let item = JsonValue::Object(vec![("lines".into(), JsonValue::List(vec![line]))]);
        FpuzzlesPart::Items("thermometer", vec![item])
    }
}

fn from_json(object: &JsonValue, shape: Shape) -> Result<Arc<dyn Constraint>, String> {
    let cells = read_cells(field(object, "cells")?, shape)?;
    let thermo = Thermometer::new(cells);
    thermo.check_fits(shape)?;
    Ok(Arc::new(thermo))
}

/// f-puzzles lists thermometers as `{"lines": [["R1C1", "R1C2", …], …]}`: several lines
/// from one bulb are a branching thermometer, each line a thermometer of its own.
fn from_fpuzzles(value: &JsonValue, shape: Shape) -> Result<Vec<Arc<dyn Constraint>>, String> {
    let JsonValue::List(items) = value else {
        return Err(format!(
            "expected a list of {{\"lines\": …}} objects, found {}",
            value.to_text()
        ));
    };
    let mut out: Vec<Arc<dyn Constraint>> = Vec::new();
    for (i, item) in items.iter().enumerate() {
        let at = |e: String| format!("item {}: {e}", i + 1);
        let JsonValue::List(lines) = field(item, "lines").map_err(at)? else {
            return Err(at("expected \"lines\": a list of lists of cells".into()));
        };
        for line in lines {
            let JsonValue::List(names) = line else {
                return Err(at(format!(
                    "expected a list of cells like \"R1C1\", found {}",
                    line.to_text()
                )));
            };
            let cells = names
                .iter()
                .map(|name| read_cell(name, shape))
                .collect::<Result<Vec<_>, _>>()
                .map_err(at)?;
            let thermo = Thermometer::new(cells);
            thermo.check_fits(shape).map_err(at)?;
            out.push(Arc::new(thermo));
        }
    }
    Ok(out)
}

pub(super) const KIND: Kind = Kind {
    name: "thermo",
    fpuzzles_key: "thermometer",
    from_json,
    from_fpuzzles,
};

#[cfg(test)]
mod tests {
    use super::*;

    fn line(cells: &[(usize, usize)]) -> Thermometer {
        Thermometer::new(cells.iter().map(|&(r, c)| Pos::new(r, c)).collect())
    }

    #[test]
    fn propagation_keeps_room_on_both_sides() {
        let thermo = line(&[(0, 0), (0, 1), (0, 2)]);
        let mut masks = vec![0b1111u32; 16];
        let mut view = CandidateMasks::new(4, &mut masks);
        assert!(thermo.propagate(&mut view));
        assert_eq!(masks[0], 0b0011); // 1 or 2
        assert_eq!(masks[1], 0b0110); // 2 or 3
        assert_eq!(masks[2], 0b1100); // 3 or 4
        // A 3 in the middle leaves the bulb 1 or 2 and the tip 4.
        let mut masks = vec![0b1111u32; 16];
        masks[1] = 0b0100;
        let mut view = CandidateMasks::new(4, &mut masks);
        assert!(thermo.propagate(&mut view));
        assert_eq!((masks[0], masks[2]), (0b0011, 0b1000));
        // A 1 at the tip is a contradiction.
        let mut masks = vec![0b1111u32; 16];
        masks[2] = 0b0001;
        assert!(!thermo.propagate(&mut CandidateMasks::new(4, &mut masks)));
    }

    #[test]
    fn the_bit_helpers_keep_the_digits_they_name() {
        assert_eq!(above(0), !0);
        assert_eq!(above(2), !0b11);
        assert_eq!(above(32), 0);
        assert_eq!(below(1), 0);
        assert_eq!(below(3), 0b11);
        assert_eq!(below(33), !0);
    }

    #[test]
    fn violations_name_the_cells_and_the_room() {
        let shape = Shape::for_size(4).unwrap();
        let thermo = line(&[(0, 0), (1, 1), (2, 2)]);
        let mut values = vec![0u8; 16];
        values[0] = 2;
        values[10] = 3; // r3c3, two cells on: needs at least 4
        let broken: Vec<String> = thermo
            .violations(shape, &values)
            .iter()
            .map(ToString::to_string)
            .collect();
        assert_eq!(
            broken,
            [
                "r1c1 holds 2 and r3c3 holds 3, with 1 cell between them on the thermometer from r1c1: too little room to rise"
            ]
        );
        let mut values = vec![0u8; 16];
        values[10] = 2; // the tip of three cells holds at least 3
        assert_eq!(
            thermo.violations(shape, &values)[0].to_string(),
            "r3c3 cannot hold 2: it is cell 3 of 3 on the thermometer from r1c1, whose digits rise from the bulb"
        );
        let good = [1u8, 0, 0, 0, 0, 2, 0, 0, 0, 0, 4, 0, 0, 0, 0, 0];
        assert!(thermo.violations(shape, &good).is_empty());
    }

    #[test]
    fn shapes_that_do_not_fit_are_named() {
        let shape = Shape::for_size(4).unwrap();
        let err = |t: Thermometer| t.check_fits(shape).unwrap_err();
        assert!(err(line(&[(0, 0)])).contains("at least one more cell"));
        assert!(err(line(&[(0, 0), (0, 2)])).contains("jumps from r1c1 to r1c3"));
        assert!(err(line(&[(0, 0), (0, 1), (0, 0)])).contains("passes r1c1 twice"));
        assert!(err(line(&[(0, 0), (0, 1), (0, 2), (0, 3), (1, 3)])).contains("5 cells"));
    }

    #[test]
    fn fpuzzles_lines_read_back() {
        let shape = Shape::classic();
        let thermo = line(&[(0, 0), (1, 1), (1, 2)]);
        let FpuzzlesPart::Items(key, items) = thermo.to_fpuzzles() else {
            panic!("a list");
        };
        assert_eq!(key, "thermometer");
        let read = from_fpuzzles(&JsonValue::List(items), shape).unwrap();
        assert_eq!(read.len(), 1);
        assert_eq!(read[0].to_json(), thermo.to_json());
        let bad = crate::parse::json::parse_value(r#"[{"lines": [["R1C1", "R1C3"]]}]"#).unwrap();
        let err = from_fpuzzles(&bad, shape).err().unwrap();
        assert_eq!(
            err,
            "item 1: the thermometer from r1c1 jumps from r1c1 to r1c3: its cells touch one another"
        );
    }
}
