//! [`GermanWhispers`]: digits next to each other along a green line differ by at least
//! the line's difference — 5 on 9×9, half the board's size rounded up elsewhere (as
//! dclamage's solver reads f-puzzles' `whispers`), or the `value` the puzzle gives.
//! Digits may repeat on a line where no house or other rule keeps them apart.
//!
//! The kernel keeps in each cell only the digits with a partner far enough in each of its
//! neighbours on the line ([`crate::grid::whisper_partners`], two runs of digits).
//!
//! One pass from the tip back to the start, then one from the start on, leave every
//! neighbouring pair consistent (a line is a path, so two passes suffice).
//!
//! Read next: `renban.rs`, the other line; `thermo.rs`, the line it is built like.

use std::sync::Arc;

use super::{cells_json, check_line, field, read_cells, read_fpuzzles_lines, read_whole};
use crate::grid::whisper_partners as partners;
use crate::logic::Technique;
use crate::parse::JsonValue;
use crate::variant::constraint::{
    CandidateMasks, Constraint, FpuzzlesPart, Kind, Marking, Violation,
};
use crate::variant::{Pos, Shape};
use crate::words::Phrase;

/// A German whispers line: its cells in order, and the least difference between
/// neighbours along it.
///
/// ```
/// use shudu::variant::{Constraint, Pos, Shape, constraints::GermanWhispers};
/// let line = GermanWhispers::new(vec![Pos::new(0, 0), Pos::new(0, 1)], 5);
/// let mut values = vec![0u8; 81];
/// values[0] = 2;
/// values[1] = 6;
/// let broken = line.violations(Shape::classic(), &values);
/// assert_eq!(broken[0].to_string(),
///     "r1c1 and r1c2 are neighbours on the German whispers line from r1c1 but hold 2 and 6, which differ by less than 5");
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct GermanWhispers {
    cells: Vec<Pos>,
    difference: u32,
}

impl GermanWhispers {
    /// A line over `cells` whose neighbours differ by at least `difference`.
    pub fn new(cells: Vec<Pos>, difference: u32) -> GermanWhispers {
        GermanWhispers { cells, difference }
    }

    /// The line's least difference on a board of side `n` when the puzzle gives none:
    /// half the size, rounded up (5 on 9×9, 3 on 6×6).
    ///
    /// ```
    /// use shudu::variant::constraints::GermanWhispers;
    /// assert_eq!((GermanWhispers::default_difference(9), GermanWhispers::default_difference(6)), (5, 3));
    /// ```
    pub fn default_difference(n: usize) -> u32 {
        n.div_ceil(2) as u32
    }

    /// The cells, in order along the line.
    pub fn cells(&self) -> &[Pos] {
        &self.cells
    }

    /// The least difference between neighbours.
    pub fn difference(&self) -> u32 {
        self.difference
    }

    /// The first cell, which names the line in messages.
    fn start(&self) -> String {
        self.cells
            .first()
            .map(ToString::to_string)
            .unwrap_or_default()
    }
}

impl Constraint for GermanWhispers {
    fn kind(&self) -> &'static str {
        "whispers"
    }

    fn rule_text(&self) -> &'static str {
        "German whispers: neighbouring digits along a whispers line differ by at least 5 (on other sizes, by at least half the size, rounded up)"
    }

    fn markings(&self) -> Vec<Marking> {
        vec![Marking::Whispers {
            cells: self.cells.clone(),
            difference: self.difference,
        }]
    }

    fn technique(&self) -> Option<Technique> {
        Some(Technique::GermanWhispers)
    }

    fn check_fits(&self, shape: Shape) -> Result<(), String> {
        let n = shape.size() as u32;
        if self.difference == 0 || self.difference >= n {
            return Err(format!(
                "a German whispers line on a {shape} board needs a difference from 1 to {}, not {}",
                n - 1,
                self.difference
            ));
        }
        check_line(&self.cells, shape, "German whispers line", false)
    }

    fn propagates(&self) -> bool {
        true
    }

    fn propagate(&self, masks: &mut CandidateMasks<'_>) -> bool {
        let n = masks.size() as u32;
        // Back from the tip: each cell keeps digits with a partner in the next one.
        for pair in self.cells.windows(2).rev() {
            let allowed = partners(masks.get(pair[1]), self.difference, n);
            if !masks.restrict(pair[0], allowed) {
                return false;
            }
        }
        // Then on from the start: each cell keeps digits with a partner in the one before.
        for pair in self.cells.windows(2) {
            let allowed = partners(masks.get(pair[0]), self.difference, n);
            if !masks.restrict(pair[1], allowed) {
                return false;
            }
        }
        true
    }

    fn violations(&self, shape: Shape, values: &[u8]) -> Vec<Violation> {
        let n = shape.size();
        let diff = self.difference;
        let mut out = Vec::new();
        for pair in self.cells.windows(2) {
            let (a, b) = (pair[0], pair[1]);
            let (va, vb) = (values[a.index(n)], values[b.index(n)]);
            if va == 0 || vb == 0 || u32::from(va.abs_diff(vb)) >= diff {
                continue;
            }
            out.push(Violation::said(
                vec![a, b],
                self.kind(),
                Phrase::new("variant-broken-whispers")
                    .with("first", a.to_string())
                    .with("second", b.to_string())
                    .with("a", va)
                    .with("b", vb)
                    .with("difference", diff)
                    .with("start", self.start()),
            ));
        }
        // A digit no other digit differs from by enough (5 on 9×9).
        for &p in &self.cells {
            let v = u32::from(values[p.index(n)]);
            if v != 0 && v <= diff && v + diff > n as u32 {
                out.push(Violation::said(
                    vec![p],
                    self.kind(),
                    Phrase::new("variant-broken-whispers-room")
                        .with("cell", p.to_string())
                        .with("digit", v)
                        .with("difference", diff)
                        .with("start", self.start()),
                ));
            }
        }
        out
    }

    fn to_json(&self) -> Vec<(String, JsonValue)> {
        vec![
            ("cells".into(), cells_json(&self.cells, false)),
            (
                "difference".into(),
                JsonValue::Number(f64::from(self.difference)),
            ),
        ]
    }

    fn to_fpuzzles(&self) -> FpuzzlesPart {
        let line = cells_json(&self.cells, true);
        // The difference is always written (as f-puzzles writes numbers, a string): a
        // reader without it would take the size's default.
        let item = vec![
            ("lines".into(), JsonValue::List(vec![line])),
            ("value".into(), JsonValue::Text(self.difference.to_string())),
        ];
        FpuzzlesPart::Items("whispers", vec![JsonValue::Object(item)])
    }
}

/// The difference a form gives (`difference` in shudu's, `value` in f-puzzles'), or the
/// size's default when it gives none.
fn difference_of(value: Option<&JsonValue>, shape: Shape) -> Result<u32, String> {
    match value.map(read_whole).transpose()?.flatten() {
        Some(d) => Ok(d),
        None => Ok(GermanWhispers::default_difference(shape.size())),
    }
}

fn from_json(object: &JsonValue, shape: Shape) -> Result<Arc<dyn Constraint>, String> {
    let cells = read_cells(field(object, "cells")?, shape)?;
    let difference = difference_of(object.get("difference"), shape)?;
    let line = GermanWhispers::new(cells, difference);
    line.check_fits(shape)?;
    Ok(Arc::new(line))
}

/// f-puzzles lists whispers as `{"lines": [["R1C1", "R1C2", …], …], "value": "5"}`, the
/// value optional (9×9 puzzles leave it out: 5).
fn from_fpuzzles(value: &JsonValue, shape: Shape) -> Result<Vec<Arc<dyn Constraint>>, String> {
    let mut out: Vec<Arc<dyn Constraint>> = Vec::new();
    for (item, object, cells) in read_fpuzzles_lines(value, shape)? {
        let at = |e: String| format!("item {}: {e}", item + 1);
        let difference = difference_of(object.get("value"), shape).map_err(at)?;
        let line = GermanWhispers::new(cells, difference);
        line.check_fits(shape).map_err(at)?;
        out.push(Arc::new(line));
    }
    Ok(out)
}

pub(super) const KIND: Kind = Kind {
    name: "whispers",
    fpuzzles_key: "whispers",
    from_json,
    from_fpuzzles,
};

#[cfg(test)]
mod tests {
    use super::*;

    fn line(cells: &[(usize, usize)], difference: u32) -> GermanWhispers {
        GermanWhispers::new(
            cells.iter().map(|&(r, c)| Pos::new(r, c)).collect(),
            difference,
        )
    }

    #[test]
    fn propagation_keeps_digits_with_far_partners() {
        let whispers = line(&[(0, 0), (0, 1), (0, 2)], 5);
        let mut masks = vec![0x1ffu32; 81];
        let mut view = CandidateMasks::new(9, &mut masks);
        assert!(whispers.propagate(&mut view));
        // No 5 anywhere on the line.
        assert!(masks[..3].iter().all(|&m| m == 0x1ff & !(1 << 4)));
        // A 3 in the middle leaves 8 or 9 on both sides; those leave the middle 1–4.
        let mut masks = vec![0x1ffu32; 81];
        masks[1] = 1 << 2;
        let mut view = CandidateMasks::new(9, &mut masks);
        assert!(whispers.propagate(&mut view));
        assert_eq!((masks[0], masks[2]), (0b1_1000_0000, 0b1_1000_0000));
        // A 5 alone is a contradiction.
        let mut masks = vec![0x1ffu32; 81];
        masks[2] = 1 << 4;
        assert!(!whispers.propagate(&mut CandidateMasks::new(9, &mut masks)));
    }

    #[test]
    fn violations_name_the_pair_and_the_lonely_digit() {
        let shape = Shape::classic();
        let whispers = line(&[(0, 0), (1, 1), (2, 2)], 5);
        let mut values = vec![0u8; 81];
        values[10] = 5;
        let said: Vec<String> = whispers
            .violations(shape, &values)
            .iter()
            .map(ToString::to_string)
            .collect();
        assert_eq!(
            said,
            [
                "r2c2 cannot hold 5 on the German whispers line from r1c1: no digit differs from it by 5 or more"
            ]
        );
        let good = {
            let mut v = vec![0u8; 81];
            v[0] = 1;
            v[10] = 9;
            v[20] = 1;
            v
        };
        assert!(whispers.violations(shape, &good).is_empty());
    }

    #[test]
    fn shapes_that_do_not_fit_are_named() {
        let shape = Shape::classic();
        let err = |w: GermanWhispers| w.check_fits(shape).unwrap_err();
        assert!(err(line(&[(0, 0)], 5)).contains("at least two cells"));
        assert!(err(line(&[(0, 0), (0, 2)], 5)).contains("jumps from r1c1 to r1c3"));
        assert!(err(line(&[(0, 0), (0, 1)], 9)).contains("from 1 to 8, not 9"));
    }

    #[test]
    fn fpuzzles_lines_read_back_with_their_difference() {
        let shape = Shape::for_size(6).unwrap();
        for difference in [3, 4] {
            let whispers = line(&[(0, 0), (1, 1), (1, 2)], difference);
            let FpuzzlesPart::Items(key, items) = whispers.to_fpuzzles() else {
                panic!("a list");
            };
            assert_eq!(key, "whispers");
            let read = from_fpuzzles(&JsonValue::List(items), shape).unwrap();
            assert_eq!(read[0].to_json(), whispers.to_json());
        }
        // No value on 9×9: 5; on 6×6: 3.
        let bare = crate::parse::json::parse_value(r#"[{"lines": [["R1C1", "R1C2"]]}]"#).unwrap();
        let nine = from_fpuzzles(&bare, Shape::classic()).unwrap();
        assert_eq!(nine[0].to_json()[1].1, JsonValue::Number(5.0));
        let six = from_fpuzzles(&bare, shape).unwrap();
        assert_eq!(six[0].to_json()[1].1, JsonValue::Number(3.0));
        let bad =
            crate::parse::json::parse_value(r#"[{"lines": [["R1C1", "R1C2"]], "value": "x"}]"#)
                .unwrap();
        assert_eq!(
            from_fpuzzles(&bad, shape).err().unwrap(),
            "item 1: expected a whole number, found \"x\""
        );
    }
}
