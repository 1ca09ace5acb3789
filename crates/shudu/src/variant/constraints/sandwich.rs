//! [`Sandwich`]: a number outside the grid, left of a row or above a column, gives the sum
//! of the digits strictly between the 1 and the largest digit (9 on 9×9) of that line
//! (f-puzzles' `sandwichsum`, whose clue cell `R0C3` stands above column 3 and `R4C0`
//! left of row 4; `R10C3` and `R4C10` below and right of a 9×9 grid mean the same lines).
//!
//! The kernel keeps in each cell of the line only what some placement of the 1 and the
//! largest digit, with distinct digits between them making the sum, leaves it
//! ([`crate::grid::sandwich_keep`]).
//!
//! Read next: `little_killer.rs`, the other clue outside the grid; `killer.rs`, the
//! other sum.

use std::sync::Arc;

use super::{field, read_outside_cell, read_whole};
use crate::grid::sandwich_keep;
use crate::logic::Technique;
use crate::parse::JsonValue;
use crate::variant::constraint::{
    CandidateMasks, Constraint, FpuzzlesPart, Kind, Marking, Violation,
};
use crate::variant::{Pos, Shape};
use crate::words::Phrase;

/// The line a sandwich clue stands beside: a row (its clue on the left) or a column (its
/// clue above), counted from 0.
///
/// ```
/// use shudu::variant::Pos;
/// use shudu::variant::constraints::SandwichLine;
/// assert_eq!(SandwichLine::Column(2).cells(4)[3], Pos::new(3, 2));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SandwichLine {
    /// Row r, its clue on the left.
    Row(usize),
    /// Column c, its clue above.
    Column(usize),
}

impl SandwichLine {
    /// The line's cells on a board of side `n`, left to right or top to bottom.
    pub fn cells(self, n: usize) -> Vec<Pos> {
        match self {
            SandwichLine::Row(r) => (0..n).map(|c| Pos::new(r, c)).collect(),
            SandwichLine::Column(c) => (0..n).map(|r| Pos::new(r, c)).collect(),
        }
    }

    /// The row or column, counted from 0.
    pub fn index(self) -> usize {
        match self {
            SandwichLine::Row(k) | SandwichLine::Column(k) => k,
        }
    }
}

/// A sandwich clue: the digits between the line's 1 and its largest digit add up to
/// `sum`.
///
/// ```
/// use shudu::variant::{Constraint, Shape, constraints::{Sandwich, SandwichLine}};
/// let clue = Sandwich::new(SandwichLine::Column(2), 10);
/// let mut values = vec![0u8; 81];
/// for (r, d) in [1, 3, 4, 9].into_iter().enumerate() {
///     values[r * 9 + 2] = d;
/// }
/// let broken = clue.violations(Shape::classic(), &values);
/// assert_eq!(broken[0].to_string(), "the sandwich above column 3 has 7 between the 1 and the 9, not 10");
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Sandwich {
    line: SandwichLine,
    sum: u32,
}

impl Sandwich {
    /// A clue of `sum` beside `line`.
    pub fn new(line: SandwichLine, sum: u32) -> Sandwich {
        Sandwich { line, sum }
    }

    /// The row or column the clue stands beside.
    pub fn line(&self) -> SandwichLine {
        self.line
    }

    /// The sum between the crusts.
    pub fn sum(&self) -> u32 {
        self.sum
    }

    /// The clue's name: `the sandwich above column 3`.
    pub(crate) fn name(&self) -> Phrase {
        let (id, k) = match self.line {
            SandwichLine::Row(r) => ("house-sandwich-row", r),
            SandwichLine::Column(c) => ("house-sandwich-column", c),
        };
        Phrase::new(id).with("n", k as u32 + 1)
    }
}

/// The most digits between the crusts can add up to on a board of side `n`: 2 to n−1.
fn most(n: usize) -> u32 {
    (2..n as u32).sum()
}

impl Constraint for Sandwich {
    fn kind(&self) -> &'static str {
        "sandwich"
    }

    fn rule_text(&self) -> &'static str {
        "Sandwich: a number beside a row or above a column is the sum of the digits between its 1 and its 9 (on other sizes, its largest digit)"
    }

    fn markings(&self) -> Vec<Marking> {
        vec![Marking::Sandwich {
            line: self.line,
            sum: self.sum,
        }]
    }

    fn technique(&self) -> Option<Technique> {
        Some(Technique::Sandwich)
    }

    fn check_fits(&self, shape: Shape) -> Result<(), String> {
        let n = shape.size();
        let (what, k) = match self.line {
            SandwichLine::Row(r) => ("row", r),
            SandwichLine::Column(c) => ("column", c),
        };
        if k >= n {
            return Err(format!(
                "a sandwich beside {what} {} lies outside the {shape} board",
                k + 1
            ));
        }
        if self.sum > most(n) {
            return Err(format!(
                "the sandwich beside {what} {} asks for {}, more than the {} the digits between 1 and {n} add up to on a {shape} board",
                k + 1,
                self.sum,
                most(n)
            ));
        }
        Ok(())
    }

    fn propagates(&self) -> bool {
        true
    }

    fn propagate(&self, masks: &mut CandidateMasks<'_>) -> bool {
        let cells = self.line.cells(masks.size());
        let now: Vec<u32> = cells.iter().map(|&p| masks.get(p)).collect();
        let Some(keep) = sandwich_keep(&now, self.sum) else {
            return false;
        };
        cells
            .iter()
            .zip(keep)
            .all(|(&p, kept)| masks.restrict(p, kept))
    }

    fn violations(&self, shape: Shape, values: &[u8]) -> Vec<Violation> {
        let n = shape.size();
        let cells = self.line.cells(n);
        let digits: Vec<u8> = cells.iter().map(|p| values[p.index(n)]).collect();
        let at = |d: u8| digits.iter().position(|&v| v == d);
        let (Some(a), Some(b)) = (at(1), at(n as u8)) else {
            return Vec::new();
        };
        let (lo, hi) = (a.min(b), a.max(b));
        let between = &digits[lo + 1..hi];
        let total: u32 = between.iter().map(|&d| u32::from(d)).sum();
        let full = between.iter().all(|&d| d != 0);
        let id = if full && total != self.sum {
            "variant-broken-sandwich"
        } else if !full && total >= self.sum {
            // Each empty cell between adds at least 2 more.
            "variant-broken-sandwich-over"
        } else {
            return Vec::new();
        };
        vec![Violation::said(
            cells[lo..=hi].to_vec(),
            self.kind(),
            Phrase::new(id)
                .with("clue", self.name())
                .with("total", total)
                .with("top", n as u32)
                .with("sum", self.sum),
        )]
    }

    fn to_json(&self) -> Vec<(String, JsonValue)> {
        let (key, k) = match self.line {
            SandwichLine::Row(r) => ("row", r),
            SandwichLine::Column(c) => ("column", c),
        };
        vec![
            (key.into(), JsonValue::Number(k as f64 + 1.0)),
            ("sum".into(), JsonValue::Number(f64::from(self.sum))),
        ]
    }

    fn to_fpuzzles(&self) -> FpuzzlesPart {
        // f-puzzles counts the clue's cell from the ring around the grid: R0 above, C0 left.
        let cell = match self.line {
            SandwichLine::Row(r) => format!("R{}C0", r + 1),
            SandwichLine::Column(c) => format!("R0C{}", c + 1),
        };
        let item = vec![
            ("cell".into(), JsonValue::Text(cell)),
            ("value".into(), JsonValue::Text(self.sum.to_string())),
        ];
        FpuzzlesPart::Items("sandwichsum", vec![JsonValue::Object(item)])
    }
}

/// A whole number of a field that must have one.
fn whole(value: &JsonValue, key: &str) -> Result<u32, String> {
    read_whole(value)
        .map_err(|e| format!("{key:?}: {e}"))?
        .ok_or_else(|| format!("{key:?}: expected a whole number, found an empty string"))
}

fn from_json(object: &JsonValue, shape: Shape) -> Result<Arc<dyn Constraint>, String> {
    let sum = whole(field(object, "sum")?, "sum")?;
    let line = match (object.get("row"), object.get("column")) {
        (Some(r), None) => ("row", r, SandwichLine::Row as fn(usize) -> SandwichLine),
        (None, Some(c)) => (
            "column",
            c,
            SandwichLine::Column as fn(usize) -> SandwichLine,
        ),
        _ => return Err("a sandwich needs either \"row\" or \"column\" (from 1)".into()),
    };
    let (key, value, make) = line;
    let k = whole(value, key)?;
    if k == 0 {
        return Err(format!("{key:?}: rows and columns count from 1, not 0"));
    }
    let clue = Sandwich::new(make(k as usize - 1), sum);
    clue.check_fits(shape)?;
    Ok(Arc::new(clue))
}

/// f-puzzles lists sandwich clues as `{"cell": "R0C3", "value": "10"}`: a cell of the ring
/// around the grid, beside a row (column 0 or n+1) or a column (row 0 or n+1).
fn from_fpuzzles(value: &JsonValue, shape: Shape) -> Result<Vec<Arc<dyn Constraint>>, String> {
    let JsonValue::List(items) = value else {
        return Err(format!(
            "expected a list of sandwich clues, found {}",
            value.to_text()
        ));
    };
    let n = shape.size() as isize;
    let mut out: Vec<Arc<dyn Constraint>> = Vec::new();
    for (i, item) in items.iter().enumerate() {
        let at = |e: String| format!("sandwich clue {}: {e}", i + 1);
        let (r, c) = read_outside_cell(field(item, "cell").map_err(at)?, shape).map_err(at)?;
        let line = if (0..n).contains(&r) && (c == -1 || c == n) {
            SandwichLine::Row(r as usize)
        } else if (0..n).contains(&c) && (r == -1 || r == n) {
            SandwichLine::Column(c as usize)
        } else {
            return Err(at(format!(
                "R{}C{} is not beside a row or a column",
                r + 1,
                c + 1
            )));
        };
        let sum = whole(field(item, "value").map_err(at)?, "value").map_err(at)?;
        let clue = Sandwich::new(line, sum);
        clue.check_fits(shape).map_err(at)?;
        out.push(Arc::new(clue));
    }
    Ok(out)
}

pub(super) const KIND: Kind = Kind {
    name: "sandwich",
    fpuzzles_key: "sandwichsum",
    from_json,
    from_fpuzzles,
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::json::parse_value;

    #[test]
    fn propagation_places_the_crusts() {
        // Sum 0 with the 1 in r1c5: the 9 is beside it, in r1c4 or r1c6.
        let clue = Sandwich::new(SandwichLine::Row(0), 0);
        let mut masks = vec![0x1ffu32; 81];
        masks[4] = 1;
        for m in masks[..9].iter_mut().filter(|m| **m != 1) {
            *m &= !1;
        }
        assert!(clue.propagate(&mut CandidateMasks::new(9, &mut masks)));
        let nines: Vec<usize> = (0..9).filter(|&c| masks[c] & 1 << 8 != 0).collect();
        assert_eq!(nines, [3, 5]);
        // Sum 35 in column 2: the 1 and the 9 at its ends.
        let clue = Sandwich::new(SandwichLine::Column(1), 35);
        let mut masks = vec![0x1ffu32; 81];
        assert!(clue.propagate(&mut CandidateMasks::new(9, &mut masks)));
        assert_eq!(masks[1], 1 | 1 << 8);
        assert_eq!(masks[10], 0x1ff & !1 & !(1 << 8));
        // A 1 and a 9 three apart cannot hold 2 between.
        let clue = Sandwich::new(SandwichLine::Row(0), 2);
        let mut masks = vec![0x1ffu32; 81];
        masks[0] = 1;
        masks[3] = 1 << 8;
        assert!(!clue.propagate(&mut CandidateMasks::new(9, &mut masks)));
    }

    #[test]
    fn violations_name_the_clue_the_total_and_the_sum() {
        let shape = Shape::for_size(6).unwrap();
        let clue = Sandwich::new(SandwichLine::Row(1), 3);
        let mut values = vec![0u8; 36];
        values[6..12].copy_from_slice(&[6, 4, 0, 1, 0, 0]);
        let said: Vec<String> = clue
            .violations(shape, &values)
            .iter()
            .map(ToString::to_string)
            .collect();
        assert_eq!(
            said,
            [
                "the sandwich left of row 2 already has 4 between the 1 and the 6 with cells left, and its sum is 3"
            ]
        );
        values[8] = 2;
        let broken = clue.violations(shape, &values);
        assert_eq!(broken[0].cells().len(), 4);
        assert_eq!(
            broken[0].words_in(crate::words::Lang::ZhHans),
            "第 2 行左侧的三明治：1 和 6 之间的数字和是 6，而不是 3"
        );
        values[7] = 0;
        values[8] = 0;
        assert!(clue.violations(shape, &values).is_empty());
    }

    #[test]
    fn both_forms_read_back_and_bad_clues_are_named() {
        let shape = Shape::classic();
        for clue in [
            Sandwich::new(SandwichLine::Row(3), 0),
            Sandwich::new(SandwichLine::Column(8), 35),
        ] {
            let object = JsonValue::Object(clue.to_json());
            assert_eq!(from_json(&object, shape).unwrap().to_json(), clue.to_json());
            let FpuzzlesPart::Items(key, items) = clue.to_fpuzzles() else {
                panic!("a list");
            };
            assert_eq!(key, "sandwichsum");
            let read = from_fpuzzles(&JsonValue::List(items), shape).unwrap();
            assert_eq!(read[0].to_json(), clue.to_json());
        }
        // Below and right of the grid name the same lines as above and left.
        let far =
            parse_value(r#"[{"cell": "R10C3", "value": "7"}, {"cell": "R5C10", "value": 4}]"#)
                .unwrap();
        let read = from_fpuzzles(&far, shape).unwrap();
        assert_eq!(
            read[0].markings(),
            Sandwich::new(SandwichLine::Column(2), 7).markings()
        );
        assert_eq!(
            read[1].markings(),
            Sandwich::new(SandwichLine::Row(4), 4).markings()
        );
        let err = |text: &str| from_fpuzzles(&parse_value(text).unwrap(), shape).unwrap_err();
        assert_eq!(
            err(r#"[{"cell": "R3C3", "value": "7"}]"#),
            "sandwich clue 1: R3C3 is not beside a row or a column"
        );
        assert_eq!(
            err(r#"[{"cell": "R0C0", "value": "7"}]"#),
            "sandwich clue 1: R0C0 is not beside a row or a column"
        );
        assert!(err(r#"[{"cell": "R0C2", "value": "36"}]"#).contains("asks for 36"));
        let bad = parse_value(r#"{"row": 0, "sum": 3}"#).unwrap();
        assert!(from_json(&bad, shape).unwrap_err().contains("count from 1"));
        let both = parse_value(r#"{"row": 1, "column": 1, "sum": 3}"#).unwrap();
        assert!(from_json(&both, shape).unwrap_err().contains("either"));
    }
}
