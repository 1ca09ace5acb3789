//! [`Arrow`]: the digits along an arrow's line add up to its bulb (f-puzzles' `arrow`).
//! The bulb is one cell (it holds the sum) or a pill of two or three cells in a straight
//! row or column, whose digits read as one number from the top or the left (a pill of 1
//! and 2 holds 12); pills need the digits 1–9, so they fit boards up to 9×9. Digits on a
//! line may repeat where no house or other rule keeps them apart.
//!
//! The kernel keeps the bulb within the line's least and greatest sums and each line
//! cell within the bulb less what the other cells can add
//! ([`crate::grid::arrow_keep`]). f-puzzles draws each line from a bulb cell, so its
//! lines start in the bulb; the reader takes lines with or without that first point,
//! and the writer puts it back. Several lines from one bulb are several arrows.
//!
//! Read next: `whispers.rs` and `thermo.rs`, the other rules along lines;
//! `killer.rs`, the other sum.

use std::sync::Arc;

use super::{cells_json, field, read_cells, read_fpuzzles_lines};
use crate::grid::{LONGEST_PILL, arrow_keep, pill_value};
use crate::logic::Technique;
use crate::parse::JsonValue;
use crate::variant::constraint::{
    CandidateMasks, Constraint, FpuzzlesPart, Kind, Marking, Violation,
};
use crate::variant::{Pos, Shape};
use crate::words::Phrase;

/// An arrow: its bulb (one cell, or a pill read as a number) and its line, in order from
/// the bulb.
///
/// ```
/// use shudu::variant::{Constraint, Pos, Shape, constraints::Arrow};
/// let arrow = Arrow::new(vec![Pos::new(0, 0)], vec![Pos::new(0, 1), Pos::new(0, 2)]);
/// let mut values = vec![0u8; 81];
/// values[..3].copy_from_slice(&[9, 5, 7]);
/// let broken = arrow.violations(Shape::classic(), &values);
/// assert_eq!(broken[0].to_string(), "the line of the arrow at r1c1 adds up to 12, not 9");
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Arrow {
    bulb: Vec<Pos>,
    line: Vec<Pos>,
}

impl Arrow {
    /// An arrow from `bulb` (its cells in any order: a pill reads from the top or the
    /// left) along `line`, the cell next to the bulb first.
    pub fn new(bulb: Vec<Pos>, line: Vec<Pos>) -> Arrow {
        let mut bulb = bulb;
        bulb.sort_by_key(|p| (p.row(), p.col()));
        Arrow { bulb, line }
    }

    /// The bulb's cells, the pill's most significant first.
    pub fn bulb(&self) -> &[Pos] {
        &self.bulb
    }

    /// The line's cells, from the bulb to the tip.
    pub fn line(&self) -> &[Pos] {
        &self.line
    }

    /// The bulb's first cell, which names the arrow in messages.
    fn at(&self) -> String {
        self.bulb
            .first()
            .map(ToString::to_string)
            .unwrap_or_default()
    }

    /// The least and greatest value the bulb can hold on a board of side `n`: 1..=n for
    /// one cell, 11..=99 (or 111..=999) for a pill.
    fn bulb_range(&self, n: usize) -> (u64, u64) {
        match self.bulb.len() {
            1 => (1, n as u64),
            k => {
                let ones = (0..k).fold(0u64, |v, _| v * 10 + 1);
                (ones, ones * 9)
            }
        }
    }

    /// The bulb cell the line leaves from: the one touching the line's first cell, side
    /// by side before corner to corner.
    fn leaving(&self) -> Option<Pos> {
        let first = *self.line.first()?;
        self.bulb
            .iter()
            .copied()
            .filter(|&b| touches(b, first))
            .min_by_key(|b| b.row().abs_diff(first.row()) + b.col().abs_diff(first.col()))
    }

    fn check_bulb(&self, shape: Shape) -> Result<(), String> {
        let n = shape.size();
        let bulb = &self.bulb;
        if bulb.is_empty() {
            return Err("an arrow needs a bulb of at least one cell".into());
        }
        if let Some(p) = bulb.iter().find(|p| p.row() >= n || p.col() >= n) {
            return Err(format!("{p} lies outside the {shape} board"));
        }
        if bulb.len() == 1 {
            return Ok(());
        }
        if bulb.len() > LONGEST_PILL {
            return Err(format!(
                "the pill of the arrow at {} has {} cells; a pill holds two or three",
                self.at(),
                bulb.len()
            ));
        }
        if n > 9 {
            return Err(format!(
                "the arrow at {} has a pill of {} cells, whose digits read as a number: only boards up to 9×9 have such digits, not {shape}",
                self.at(),
                bulb.len()
            ));
        }
        let straight = bulb.windows(2).all(|w| {
            (w[0].row() == w[1].row() && w[0].col() + 1 == w[1].col())
                || (w[0].col() == w[1].col() && w[0].row() + 1 == w[1].row())
        });
        let one_way = bulb.iter().all(|p| p.row() == bulb[0].row())
            || bulb.iter().all(|p| p.col() == bulb[0].col());
        if !straight || !one_way {
            return Err(format!(
                "the pill of the arrow at {} is not a straight run of cells side by side",
                self.at()
            ));
        }
        Ok(())
    }

    fn check_line(&self, shape: Shape) -> Result<(), String> {
        let n = shape.size();
        let at = self.at();
        let Some(&first) = self.line.first() else {
            return Err(format!(
                "the arrow at {at} needs a line of at least one cell"
            ));
        };
        if let Some(p) = self.line.iter().find(|p| p.row() >= n || p.col() >= n) {
            return Err(format!("{p} lies outside the {shape} board"));
        }
        for (i, a) in self.line.iter().enumerate() {
            if self.line[..i].contains(a) {
                return Err(format!("the line of the arrow at {at} passes {a} twice"));
            }
            if self.bulb.contains(a) {
                return Err(format!(
                    "the line of the arrow at {at} passes {a}, a cell of its bulb"
                ));
            }
        }
        if self.leaving().is_none() {
            return Err(format!(
                "the line of the arrow at {at} starts at {first}, which does not touch its bulb"
            ));
        }
        for pair in self.line.windows(2) {
            if !touches(pair[0], pair[1]) {
                return Err(format!(
                    "the line of the arrow at {at} jumps from {} to {}: its cells touch one another",
                    pair[0], pair[1]
                ));
            }
        }
        let (least, most) = self.bulb_range(n);
        let cells = self.line.len() as u64;
        if cells > most || cells * n as u64 <= least.saturating_sub(1) {
            return Err(format!(
                "the line of the arrow at {at} has {cells} cells, whose digits cannot add up to a bulb of {least} to {most}"
            ));
        }
        Ok(())
    }
}

/// Whether two cells touch, diagonals included.
fn touches(a: Pos, b: Pos) -> bool {
    a != b && a.row().abs_diff(b.row()) <= 1 && a.col().abs_diff(b.col()) <= 1
}

impl Constraint for Arrow {
    fn kind(&self) -> &'static str {
        "arrow"
    }

    fn rule_text(&self) -> &'static str {
        "Arrow: the digits along an arrow add up to the digit in its circle (a pill of two or three cells reads as one number)"
    }

    fn markings(&self) -> Vec<Marking> {
        vec![Marking::Arrow {
            bulb: self.bulb.clone(),
            line: self.line.clone(),
        }]
    }

    fn technique(&self) -> Option<Technique> {
        Some(Technique::Arrow)
    }

    fn check_fits(&self, shape: Shape) -> Result<(), String> {
        self.check_bulb(shape)?;
        self.check_line(shape)
    }

    fn propagates(&self) -> bool {
        true
    }

    fn propagate(&self, masks: &mut CandidateMasks<'_>) -> bool {
        let n = masks.size() as u32;
        let bulb: Vec<u32> = self.bulb.iter().map(|&p| masks.get(p)).collect();
        let line: Vec<u32> = self.line.iter().map(|&p| masks.get(p)).collect();
        let Some((kept_bulb, kept_line)) = arrow_keep(&bulb, &line, n) else {
            return false;
        };
        let cells = self.bulb.iter().chain(&self.line);
        cells
            .zip(kept_bulb.into_iter().chain(kept_line))
            .all(|(&p, kept)| masks.restrict(p, kept))
    }

    fn violations(&self, shape: Shape, values: &[u8]) -> Vec<Violation> {
        let n = shape.size();
        let value_of = |p: &Pos| u32::from(values[p.index(n)]);
        let filled: Vec<Pos> = self
            .bulb
            .iter()
            .chain(&self.line)
            .copied()
            .filter(|p| value_of(p) != 0)
            .collect();
        let sum: u64 = self.line.iter().map(|p| u64::from(value_of(p))).sum();
        let empty = self.line.iter().filter(|p| value_of(p) == 0).count() as u64;
        let least = sum + empty;
        let bulb: Vec<u32> = self.bulb.iter().map(value_of).collect();
        let phrase = if bulb.iter().all(|&d| d != 0) {
            let value = pill_value(&bulb) as u64;
            let most = sum + empty * n as u64;
            let said = if empty == 0 && sum != value {
                Phrase::new("variant-broken-arrow").with("sum", sum as u32)
            } else if least > value {
                Phrase::new("variant-broken-arrow-over").with("least", least as u32)
            } else if most < value {
                Phrase::new("variant-broken-arrow-under").with("most", most as u32)
            } else {
                return Vec::new();
            };
            said.with("value", value as u32)
        } else if least > self.bulb_range(n).1 {
            Phrase::new("variant-broken-arrow-room").with("least", least as u32)
        } else {
            return Vec::new();
        };
        vec![Violation::said(
            filled,
            self.kind(),
            phrase.with("bulb", self.at()),
        )]
    }

    fn to_json(&self) -> Vec<(String, JsonValue)> {
        vec![
            ("bulb".into(), cells_json(&self.bulb, false)),
            ("line".into(), cells_json(&self.line, false)),
        ]
    }

    fn to_fpuzzles(&self) -> FpuzzlesPart {
        // f-puzzles draws the line from the bulb cell it leaves.
        let drawn: Vec<Pos> = self
            .leaving()
            .into_iter()
            .chain(self.line.clone())
            .collect();
        let item = vec![
            (
                "lines".into(),
                JsonValue::List(vec![cells_json(&drawn, true)]),
            ),
            ("cells".into(), cells_json(&self.bulb, true)),
        ];
        FpuzzlesPart::Items("arrow", vec![JsonValue::Object(item)])
    }
}

fn from_json(object: &JsonValue, shape: Shape) -> Result<Arc<dyn Constraint>, String> {
    let bulb = read_cells(field(object, "bulb")?, shape).map_err(|e| format!("bulb: {e}"))?;
    let line = read_cells(field(object, "line")?, shape).map_err(|e| format!("line: {e}"))?;
    let arrow = Arrow::new(bulb, line);
    arrow.check_fits(shape)?;
    Ok(Arc::new(arrow))
}

/// f-puzzles lists arrows as `{"lines": [["R1C1", "R1C2", …], …], "cells": ["R1C1"]}`:
/// `cells` the bulb, each line one arrow from it, starting in the bulb (a line without
/// that first point is read the same).
fn from_fpuzzles(value: &JsonValue, shape: Shape) -> Result<Vec<Arc<dyn Constraint>>, String> {
    let mut out: Vec<Arc<dyn Constraint>> = Vec::new();
    for (item, object, cells) in read_fpuzzles_lines(value, shape)? {
        let at = |e: String| format!("item {}: {e}", item + 1);
        let bulb = read_cells(field(object, "cells").map_err(at)?, shape)
            .map_err(|e| at(format!("\"cells\": {e}")))?;
        let line: Vec<Pos> = cells.into_iter().skip_while(|p| bulb.contains(p)).collect();
        let arrow = Arrow::new(bulb, line);
        arrow.check_fits(shape).map_err(at)?;
        out.push(Arc::new(arrow));
    }
    Ok(out)
}

pub(super) const KIND: Kind = Kind {
    name: "arrow",
    fpuzzles_key: "arrow",
    from_json,
    from_fpuzzles,
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::json::parse_value;

    fn cells(list: &[(usize, usize)]) -> Vec<Pos> {
        list.iter().map(|&(r, c)| Pos::new(r, c)).collect()
    }

    fn arrow(bulb: &[(usize, usize)], line: &[(usize, usize)]) -> Arrow {
        Arrow::new(cells(bulb), cells(line))
    }

    fn said(arrow: &Arrow, shape: Shape, filled: &[(usize, u8)]) -> Vec<String> {
        let mut values = vec![0u8; shape.size() * shape.size()];
        for &(i, v) in filled {
            values[i] = v;
        }
        arrow
            .violations(shape, &values)
            .iter()
            .map(ToString::to_string)
            .collect()
    }

    #[test]
    fn propagation_bounds_the_bulb_and_the_line() {
        let a = arrow(&[(0, 0)], &[(0, 1), (0, 2), (0, 3)]);
        let mut masks = vec![0x1ffu32; 81];
        assert!(a.propagate(&mut CandidateMasks::new(9, &mut masks)));
        // Three cells add up to 3 at least: the bulb is 3–9, each cell at most 7.
        assert_eq!(masks[0], 0x1ff & !0b11);
        assert!(masks[1..4].iter().all(|&m| m == 0x7f));
        // A bulb of 4: the cells are 1, 1 and 2 in some order, so 1 or 2 each.
        let mut masks = vec![0x1ffu32; 81];
        masks[0] = 1 << 3;
        assert!(a.propagate(&mut CandidateMasks::new(9, &mut masks)));
        assert!(masks[1..4].iter().all(|&m| m == 0b11));
        // A bulb of 2 under three cells is a contradiction.
        let mut masks = vec![0x1ffu32; 81];
        masks[0] = 0b10;
        assert!(!a.propagate(&mut CandidateMasks::new(9, &mut masks)));
    }

    #[test]
    fn a_pill_reads_as_a_number() {
        // Pill r1c1–r1c2 over four cells on 9×9: 4–36, so the pill is 1x, 2x or 3x.
        let a = arrow(&[(0, 1), (0, 0)], &[(1, 0), (2, 0), (3, 0), (4, 0)]);
        assert_eq!(a.bulb(), cells(&[(0, 0), (0, 1)]));
        let mut masks = vec![0x1ffu32; 81];
        assert!(a.propagate(&mut CandidateMasks::new(9, &mut masks)));
        assert_eq!(masks[0], 0b111);
        let shape = Shape::classic();
        // 1 and 2 read 12: the line's 3 + 4 + 2 + 3 fits; 3 + 4 + 2 + 4 does not.
        let row = |d: [u8; 4]| [(9, d[0]), (18, d[1]), (27, d[2]), (36, d[3])];
        let mut filled = vec![(0, 1), (1, 2)];
        filled.extend(row([3, 4, 2, 3]));
        assert!(said(&a, shape, &filled).is_empty());
        filled.truncate(2);
        filled.extend(row([3, 4, 2, 4]));
        assert_eq!(
            said(&a, shape, &filled),
            ["the line of the arrow at r1c1 adds up to 13, not 12"]
        );
    }

    #[test]
    fn violations_name_the_arrow_and_its_sums() {
        let shape = Shape::classic();
        let a = arrow(&[(0, 0)], &[(1, 1), (2, 2)]);
        // A bulb of 5 with an 8 already on the line.
        assert_eq!(
            said(&a, shape, &[(0, 5), (10, 8)]),
            ["the arrow at r1c1 holds 5 in its bulb, but its line needs at least 9"]
        );
        // A line of 9 and 8 can hold no single digit.
        assert_eq!(
            said(&a, shape, &[(10, 9), (20, 8)]),
            ["the line of the arrow at r1c1 needs at least 17, more than its bulb can hold"]
        );
        assert!(said(&a, shape, &[(0, 9), (10, 4), (20, 5)]).is_empty());
        assert!(said(&a, shape, &[(0, 9), (10, 4)]).is_empty());
        // A pill of 25 over two cells can reach 18 at most.
        let pill = arrow(&[(0, 0), (0, 1)], &[(1, 1), (2, 2)]);
        assert_eq!(
            said(&pill, shape, &[(0, 2), (1, 5)]),
            ["the arrow at r1c1 holds 25 in its bulb, but its line adds up to 18 at most"]
        );
    }

    #[test]
    fn shapes_that_do_not_fit_are_named() {
        let shape = Shape::classic();
        let err = |a: Arrow| a.check_fits(shape).unwrap_err();
        assert!(err(arrow(&[(0, 0)], &[])).contains("needs a line of at least one cell"));
        assert!(err(arrow(&[(0, 0)], &[(0, 2)])).contains("starts at r1c3, which does not touch"));
        assert!(err(arrow(&[(0, 0)], &[(0, 1), (0, 3)])).contains("jumps from r1c2 to r1c4"));
        assert!(err(arrow(&[(0, 0)], &[(0, 1), (0, 0)])).contains("a cell of its bulb"));
        assert!(err(arrow(&[(0, 0), (1, 1)], &[(0, 1)])).contains("not a straight run"));
        let long: Vec<(usize, usize)> = (1..9).map(|c| (0, c)).chain([(1, 8), (1, 7)]).collect();
        assert!(err(arrow(&[(0, 0)], &long)).contains("has 10 cells"));
        let sixteen = Shape::for_size(16).unwrap();
        let pill = arrow(&[(0, 0), (0, 1)], &[(1, 1)]);
        assert!(
            pill.check_fits(sixteen)
                .unwrap_err()
                .contains("only boards up to 9×9")
        );
        assert!(
            arrow(&[(0, 0)], &[(0, 1), (1, 2)])
                .check_fits(sixteen)
                .is_ok()
        );
    }

    #[test]
    fn both_json_forms_read_back() {
        let shape = Shape::classic();
        let a = arrow(&[(4, 4), (4, 5)], &[(5, 5), (6, 6), (7, 6)]);
        let object = JsonValue::Object(a.to_json());
        assert_eq!(
            object.to_text(),
            r#"{"bulb":["r5c5","r5c6"],"line":["r6c6","r7c7","r8c7"]}"#
        );
        let read = from_json(&object, shape).unwrap();
        assert_eq!(read.to_json(), a.to_json());
        let FpuzzlesPart::Items(key, items) = a.to_fpuzzles() else {
            panic!("a list");
        };
        assert_eq!(key, "arrow");
        // The line is drawn from the pill cell it leaves.
        assert_eq!(
            items[0].to_text(),
            r#"{"lines":[["R5C6","R6C6","R7C7","R8C7"]],"cells":["R5C5","R5C6"]}"#
        );
        let read = from_fpuzzles(&JsonValue::List(items), shape).unwrap();
        assert_eq!(read[0].to_json(), a.to_json());
        // Two lines from one bulb, one written without the bulb's cell: two arrows.
        let two = parse_value(
            r#"[{"lines": [["R1C1", "R1C2", "R1C3"], ["R2C1", "R3C1"]], "cells": ["R1C1"]}]"#,
        )
        .unwrap();
        let read = from_fpuzzles(&two, shape).unwrap();
        assert_eq!(read.len(), 2);
        assert_eq!(
            read[1].markings(),
            arrow(&[(0, 0)], &[(1, 0), (2, 0)]).markings()
        );
        let bad = parse_value(r#"[{"lines": [["R1C1", "R1C2"]]}]"#).unwrap();
        assert_eq!(
            from_fpuzzles(&bad, shape).err().unwrap(),
            "item 1: missing field \"cells\""
        );
        let bad = parse_value(r#"{"bulb": ["r1c1"], "line": ["r1c2", "x"]}"#).unwrap();
        assert!(from_json(&bad, shape).err().unwrap().starts_with("line: "));
    }
}
