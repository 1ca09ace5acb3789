//! [`Renban`]: the digits on a purple line differ and form a run of consecutive digits,
//! in any order (f-puzzles' `renban`).
//!
//! The cells are a distinct group (peers), and the kernel keeps in each cell only the
//! digits of some window of k consecutive digits (k the line's length) that still fits:
//! every cell has a candidate in it, and every digit of it is a candidate of some cell
//! ([`crate::grid::renban_windows`]).
//!
//! Read next: `whispers.rs`, the other line; `thermo.rs`, the line both are built like.

use std::sync::Arc;

use super::{cells_json, check_line, field, read_cells, read_fpuzzles_lines};
use crate::grid::renban_windows as window_keep;
use crate::logic::Technique;
use crate::parse::JsonValue;
use crate::variant::constraint::{
    CandidateMasks, Constraint, FpuzzlesPart, Kind, Marking, Violation, repeats,
};
use crate::variant::{Pos, Shape};
use crate::words::Phrase;

/// A renban line: cells holding distinct consecutive digits in any order.
///
/// ```
/// use shudu::variant::{Constraint, Pos, Shape, constraints::Renban};
/// let line = Renban::new(vec![Pos::new(0, 0), Pos::new(0, 1), Pos::new(0, 2)]);
/// let mut values = vec![0u8; 81];
/// values[0] = 2;
/// values[2] = 5;
/// let broken = line.violations(Shape::classic(), &values);
/// assert_eq!(broken[0].to_string(),
///     "the renban line from r1c1 holds 2 and 5, too far apart for its 3 consecutive digits");
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Renban {
    cells: Vec<Pos>,
}

impl Renban {
    /// A renban line over `cells`.
    pub fn new(cells: Vec<Pos>) -> Renban {
        Renban { cells }
    }

    /// The cells, in order along the line.
    pub fn cells(&self) -> &[Pos] {
        &self.cells
    }

    /// The first cell, which names the line in messages.
    fn start(&self) -> String {
        self.cells
            .first()
            .map(ToString::to_string)
            .unwrap_or_default()
    }
}

impl Constraint for Renban {
    fn kind(&self) -> &'static str {
        "renban"
    }

    fn rule_text(&self) -> &'static str {
        "Renban: the digits on a renban line differ and form a run of consecutive digits, in any order"
    }

    fn markings(&self) -> Vec<Marking> {
        vec![Marking::Renban(self.cells.clone())]
    }

    fn technique(&self) -> Option<Technique> {
        Some(Technique::Renban)
    }

    fn check_fits(&self, shape: Shape) -> Result<(), String> {
        check_line(&self.cells, shape, "renban line", true)
    }

    fn distinct_groups(&self, _shape: Shape) -> Vec<Vec<Pos>> {
        vec![self.cells.clone()]
    }

    fn propagates(&self) -> bool {
        true
    }

    fn propagate(&self, masks: &mut CandidateMasks<'_>) -> bool {
        let n = masks.size() as u32;
        let now: Vec<u32> = self.cells.iter().map(|&p| masks.get(p)).collect();
        let Some(keep) = window_keep(&now, n) else {
            return false;
        };
        self.cells
            .iter()
            .zip(keep)
            .all(|(&p, kept)| masks.restrict(p, kept))
    }

    fn violations(&self, shape: Shape, values: &[u8]) -> Vec<Violation> {
        let n = shape.size();
        let start = self.start();
        let mut out = repeats(&self.cells, shape, values, self.kind(), |a, b, d| {
            Phrase::new("variant-broken-renban-repeat")
                .with("first", a.to_string())
                .with("second", b.to_string())
                .with("digit", d)
                .with("start", start.clone())
        });
        let filled: Vec<(Pos, u8)> = self
            .cells
            .iter()
            .map(|&p| (p, values[p.index(n)]))
            .filter(|&(_, v)| v != 0)
            .collect();
        let low = filled.iter().min_by_key(|&&(_, v)| v);
        let high = filled.iter().max_by_key(|&&(_, v)| v);
        let Some((&(a, low), &(b, high))) = low.zip(high) else {
            return out;
        };
        if usize::from(high - low) >= self.cells.len() {
            out.push(Violation::said(
                vec![a, b],
                self.kind(),
                Phrase::new("variant-broken-renban-spread")
                    .with("start", self.start())
                    .with("low", low)
                    .with("high", high)
                    .with("count", self.cells.len() as u32),
            ));
        }
        out
    }

    fn to_json(&self) -> Vec<(String, JsonValue)> {
        vec![("cells".into(), cells_json(&self.cells, false))]
    }

    fn to_fpuzzles(&self) -> FpuzzlesPart {
        let line = cells_json(&self.cells, true);
        let item = JsonValue::Object(vec![("lines".into(), JsonValue::List(vec![line]))]);
        FpuzzlesPart::Items("renban", vec![item])
    }
}

fn from_json(object: &JsonValue, shape: Shape) -> Result<Arc<dyn Constraint>, String> {
    let cells = read_cells(field(object, "cells")?, shape)?;
    let line = Renban::new(cells);
    line.check_fits(shape)?;
    Ok(Arc::new(line))
}

/// f-puzzles lists renban lines as `{"lines": [["R1C1", "R1C2", …], …]}`.
fn from_fpuzzles(value: &JsonValue, shape: Shape) -> Result<Vec<Arc<dyn Constraint>>, String> {
    let mut out: Vec<Arc<dyn Constraint>> = Vec::new();
    for (item, _, cells) in read_fpuzzles_lines(value, shape)? {
        let line = Renban::new(cells);
        line.check_fits(shape)
            .map_err(|e| format!("item {}: {e}", item + 1))?;
        out.push(Arc::new(line));
    }
    Ok(out)
}

pub(super) const KIND: Kind = Kind {
    name: "renban",
    fpuzzles_key: "renban",
    from_json,
    from_fpuzzles,
};

#[cfg(test)]
mod tests {
    use super::*;

    fn line(cells: &[(usize, usize)]) -> Renban {
        Renban::new(cells.iter().map(|&(r, c)| Pos::new(r, c)).collect())
    }

    #[test]
    fn propagation_removes_digits_outside_every_window() {
        let renban = line(&[(0, 0), (0, 1), (0, 2), (0, 3)]);
        let mut masks = vec![0x1ffu32; 81];
        masks[0] = 1 << 1; // a 2: the run lies within 1–5
        let mut view = CandidateMasks::new(9, &mut masks);
        assert!(renban.propagate(&mut view));
        assert_eq!(masks[1], 0b1_1111);
    }

    #[test]
    fn violations_name_repeats_and_spread() {
        let shape = Shape::classic();
        let renban = line(&[(0, 0), (0, 1), (0, 2)]);
        let mut values = vec![0u8; 81];
        values[0] = 4;
        values[1] = 4;
        let said: Vec<String> = renban
            .violations(shape, &values)
            .iter()
            .map(ToString::to_string)
            .collect();
        assert_eq!(
            said,
            ["r1c1 and r1c2 lie on the renban line from r1c1 and both hold 4"]
        );
        values[1] = 6;
        values[2] = 5;
        assert!(renban.violations(shape, &values).is_empty());
    }

    #[test]
    fn shapes_that_do_not_fit_are_named() {
        let shape = Shape::for_size(4).unwrap();
        let err = |r: Renban| r.check_fits(shape).unwrap_err();
        assert!(err(line(&[(0, 0)])).contains("at least two cells"));
        assert!(err(line(&[(0, 0), (1, 2)])).contains("jumps from r1c1 to r2c3"));
        assert!(err(line(&[(0, 0), (0, 1), (0, 0)])).contains("passes r1c1 twice"));
        assert!(
            err(line(&[(0, 0), (0, 1), (0, 2), (0, 3), (1, 3)]))
                .contains("has 5 cells, more than the 4 digits")
        );
    }

    #[test]
    fn fpuzzles_lines_read_back() {
        let shape = Shape::classic();
        let renban = line(&[(0, 0), (1, 1), (1, 2)]);
        let FpuzzlesPart::Items(key, items) = renban.to_fpuzzles() else {
            panic!("a list");
        };
        assert_eq!(key, "renban");
        let read = from_fpuzzles(&JsonValue::List(items), shape).unwrap();
        assert_eq!(read[0].to_json(), renban.to_json());
        let bad = crate::parse::json::parse_value(r#"[{"lines": "R1C1"}]"#).unwrap();
        assert_eq!(
            from_fpuzzles(&bad, shape).err().unwrap(),
            "item 1: expected \"lines\": a list of lists of cells"
        );
    }
}
