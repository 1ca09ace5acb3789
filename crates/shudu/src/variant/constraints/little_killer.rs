//! [`LittleKiller`]: a number outside the grid with an arrow along a diagonal gives the
//! sum of the digits on that diagonal, from the first cell the arrow meets to the edge;
//! digits may repeat on it where no house keeps them apart (f-puzzles' `littlekillersum`,
//! whose clue cell lies on the ring around the grid, `R0C3` above column 3, with a
//! direction `UL`, `UR`, `DL` or `DR`).
//!
//! The kernel keeps in each cell of the diagonal only the candidates some choice of one
//! digit per cell making the sum uses ([`crate::grid::little_killer_keep`]).
//!
//! Read next: `sandwich.rs`, the other clue outside the grid; `killer.rs`, the cage sum.

use std::sync::Arc;

use super::{field, read_cell, read_outside_cell, read_whole};
use crate::grid::narrow_little_killer;
use crate::logic::Technique;
use crate::parse::JsonValue;
use crate::variant::constraint::{
    CandidateMasks, Constraint, FpuzzlesPart, Kind, Marking, Violation,
};
use crate::variant::shape::MAX_SIZE;
use crate::variant::{Pos, Shape};
use crate::words::Phrase;

/// Which way a little killer's arrow points along its diagonal.
///
/// ```
/// use shudu::variant::constraints::DiagonalArrow;
/// assert_eq!(DiagonalArrow::DownRight.step(), (1, 1));
/// assert_eq!(DiagonalArrow::from_name("UL"), Some(DiagonalArrow::UpLeft));
/// assert_eq!(DiagonalArrow::UpRight.name(), "up-right");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum DiagonalArrow {
    /// Up and to the left.
    UpLeft,
    /// Up and to the right.
    UpRight,
    /// Down and to the left.
    DownLeft,
    /// Down and to the right.
    DownRight,
}

impl DiagonalArrow {
    /// Every direction, in f-puzzles' order.
    pub const ALL: [DiagonalArrow; 4] = [
        DiagonalArrow::UpLeft,
        DiagonalArrow::UpRight,
        DiagonalArrow::DownLeft,
        DiagonalArrow::DownRight,
    ];

    /// The step from one cell to the next along the arrow: (rows, columns).
    pub fn step(self) -> (isize, isize) {
        match self {
            DiagonalArrow::UpLeft => (-1, -1),
            DiagonalArrow::UpRight => (-1, 1),
            DiagonalArrow::DownLeft => (1, -1),
            DiagonalArrow::DownRight => (1, 1),
        }
    }

    /// Its name in shudu's JSON form (`down-right`).
    pub fn name(self) -> &'static str {
        match self {
            DiagonalArrow::UpLeft => "up-left",
            DiagonalArrow::UpRight => "up-right",
            DiagonalArrow::DownLeft => "down-left",
            DiagonalArrow::DownRight => "down-right",
        }
    }

    /// Its code in f-puzzles' form (`DR`).
    pub fn code(self) -> &'static str {
        match self {
            DiagonalArrow::UpLeft => "UL",
            DiagonalArrow::UpRight => "UR",
            DiagonalArrow::DownLeft => "DL",
            DiagonalArrow::DownRight => "DR",
        }
    }

    /// The direction named `down-right` or coded `DR` (any case).
    pub fn from_name(text: &str) -> Option<DiagonalArrow> {
        let lower = text.trim().to_ascii_lowercase();
        DiagonalArrow::ALL
            .into_iter()
            .find(|a| a.name() == lower || a.code().eq_ignore_ascii_case(&lower))
    }
}

/// A little killer clue: the digits on the diagonal from `start` along `arrow` to the
/// edge add up to `sum`. Its number stands just outside the grid, one step before
/// `start`.
///
/// ```
/// use shudu::variant::{Constraint, Pos, Shape, constraints::{DiagonalArrow, LittleKiller}};
/// let clue = LittleKiller::new(Pos::new(0, 2), DiagonalArrow::DownLeft, 10);
/// assert_eq!(clue.cells(4), [Pos::new(0, 2), Pos::new(1, 1), Pos::new(2, 0)]);
/// let mut values = vec![0u8; 16];
/// values[2] = 4;
/// values[5] = 4;
/// values[8] = 3;
/// let broken = clue.violations(Shape::for_size(4).unwrap(), &values);
/// assert_eq!(broken[0].to_string(), "the little killer diagonal from r1c3 sums to 11, not 10");
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct LittleKiller {
    start: Pos,
    arrow: DiagonalArrow,
    sum: u32,
}

impl LittleKiller {
    /// A clue of `sum` over the diagonal from `start` along `arrow`.
    pub fn new(start: Pos, arrow: DiagonalArrow, sum: u32) -> LittleKiller {
        LittleKiller { start, arrow, sum }
    }

    /// The first cell of the diagonal.
    pub fn start(&self) -> Pos {
        self.start
    }

    /// Which way the arrow points.
    pub fn arrow(&self) -> DiagonalArrow {
        self.arrow
    }

    /// The sum of the diagonal.
    pub fn sum(&self) -> u32 {
        self.sum
    }

    /// The cells of the diagonal on a board of side `n`, from the start to the edge.
    pub fn cells(&self, n: usize) -> Vec<Pos> {
        let (dr, dc) = self.arrow.step();
        std::iter::successors(Some(self.start), |p| p.offset(dr, dc, n)).collect()
    }

    /// The clue's name: `the little killer diagonal from r1c3`.
    pub(crate) fn name(&self) -> Phrase {
        Phrase::new("house-little-killer").with("start", self.start.to_string())
    }

    /// Where the clue's number stands, one step before the start: (row, column) from 0,
    /// −1 or the size when outside the grid.
    fn clue_at(&self) -> (isize, isize) {
        let (dr, dc) = self.arrow.step();
        (
            self.start.row() as isize - dr,
            self.start.col() as isize - dc,
        )
    }
}

impl Constraint for LittleKiller {
    fn kind(&self) -> &'static str {
        "little-killer"
    }

    fn rule_text(&self) -> &'static str {
        "Little killer: a number outside the grid with an arrow is the sum of the digits on the diagonal the arrow points along; digits may repeat on it"
    }

    fn markings(&self) -> Vec<Marking> {
        vec![Marking::LittleKiller {
            start: self.start,
            arrow: self.arrow,
            sum: self.sum,
        }]
    }

    fn technique(&self) -> Option<Technique> {
        Some(Technique::LittleKiller)
    }

    fn check_fits(&self, shape: Shape) -> Result<(), String> {
        let n = shape.size();
        let start = self.start;
        if start.row() >= n || start.col() >= n {
            return Err(format!("{start} lies outside the {shape} board"));
        }
        let (r, c) = self.clue_at();
        let n = n as isize;
        if (0..n).contains(&r) && (0..n).contains(&c) {
            return Err(format!(
                "the little killer diagonal from {start} going {} starts inside the grid: its clue would stand on r{}c{}",
                self.arrow.name(),
                r + 1,
                c + 1
            ));
        }
        let cells = self.cells(shape.size()).len() as u32;
        let most = cells * shape.size() as u32;
        if self.sum < cells || self.sum > most {
            return Err(format!(
                "the little killer diagonal from {start} has {cells} cells, whose digits sum to {cells}–{most}, not {}",
                self.sum
            ));
        }
        Ok(())
    }

    fn propagates(&self) -> bool {
        true
    }

    fn propagate(&self, masks: &mut CandidateMasks<'_>) -> bool {
        // No allocation: the kernel asks this at every node of its search.
        let n = masks.size();
        let (dr, dc) = self.arrow.step();
        let along = || std::iter::successors(Some(self.start), move |p| p.offset(dr, dc, n));
        let mut now = [0u32; MAX_SIZE];
        let mut len = 0;
        for p in along() {
            now[len] = masks.get(p);
            len += 1;
        }
        if !narrow_little_killer(&mut now[..len], self.sum) {
            return false;
        }
        along().zip(now).all(|(p, kept)| masks.restrict(p, kept))
    }

    fn violations(&self, shape: Shape, values: &[u8]) -> Vec<Violation> {
        let n = shape.size();
        let cells = self.cells(n);
        let digits: Vec<u32> = cells
            .iter()
            .map(|p| u32::from(values[p.index(n)]))
            .collect();
        let total: u32 = digits.iter().sum();
        let empty = digits.iter().filter(|&&d| d == 0).count() as u32;
        // Each empty cell adds at least 1 more.
        let id = if empty == 0 && total != self.sum {
            "variant-broken-little-killer"
        } else if empty > 0 && total + empty > self.sum {
            "variant-broken-little-killer-over"
        } else {
            return Vec::new();
        };
        vec![Violation::said(
            cells,
            self.kind(),
            Phrase::new(id)
                .with("clue", self.name())
                .with("total", total)
                .with("sum", self.sum),
        )]
    }

    fn to_json(&self) -> Vec<(String, JsonValue)> {
        vec![
            ("start".into(), JsonValue::Text(self.start.to_string())),
            (
                "direction".into(),
                JsonValue::Text(self.arrow.name().into()),
            ),
            ("sum".into(), JsonValue::Number(f64::from(self.sum))),
        ]
    }

    fn to_fpuzzles(&self) -> FpuzzlesPart {
        // f-puzzles counts the clue's cell from the ring around the grid: R0 above, C0 left.
        let (r, c) = self.clue_at();
        let item = vec![
            (
                "cell".into(),
                JsonValue::Text(format!("R{}C{}", r + 1, c + 1)),
            ),
            (
                "direction".into(),
                JsonValue::Text(self.arrow.code().into()),
            ),
            ("value".into(), JsonValue::Text(self.sum.to_string())),
        ];
        FpuzzlesPart::Items("littlekillersum", vec![JsonValue::Object(item)])
    }
}

/// The direction of a field that must name one.
fn arrow_of(value: &JsonValue) -> Result<DiagonalArrow, String> {
    match value {
        JsonValue::Text(t) => DiagonalArrow::from_name(t),
        _ => None,
    }
    .ok_or_else(|| {
        format!(
            "\"direction\": expected up-left, up-right, down-left or down-right (UL, UR, DL, DR), found {}",
            value.to_text()
        )
    })
}

/// A sum that must be there.
fn sum_of(value: &JsonValue, key: &str) -> Result<u32, String> {
    read_whole(value)
        .map_err(|e| format!("{key:?}: {e}"))?
        .ok_or_else(|| format!("{key:?}: expected a whole number, found an empty string"))
}

fn from_json(object: &JsonValue, shape: Shape) -> Result<Arc<dyn Constraint>, String> {
    let start = read_cell(field(object, "start")?, shape).map_err(|e| format!("\"start\": {e}"))?;
    let arrow = arrow_of(field(object, "direction")?)?;
    let sum = sum_of(field(object, "sum")?, "sum")?;
    let clue = LittleKiller::new(start, arrow, sum);
    clue.check_fits(shape)?;
    Ok(Arc::new(clue))
}

/// f-puzzles lists little killers as `{"cell": "R0C3", "direction": "DL", "value": "10"}`:
/// the clue's cell on the ring around the grid and its arrow. A clue without a value is
/// drawn there but says nothing, and is left out.
fn from_fpuzzles(value: &JsonValue, shape: Shape) -> Result<Vec<Arc<dyn Constraint>>, String> {
    let JsonValue::List(items) = value else {
        return Err(format!(
            "expected a list of little killer clues, found {}",
            value.to_text()
        ));
    };
    let n = shape.size();
    let mut out: Vec<Arc<dyn Constraint>> = Vec::new();
    for (i, item) in items.iter().enumerate() {
        let at = |e: String| format!("little killer clue {}: {e}", i + 1);
        let (r, c) = read_outside_cell(field(item, "cell").map_err(at)?, shape).map_err(at)?;
        let arrow = arrow_of(field(item, "direction").map_err(at)?).map_err(at)?;
        let Some(sum) = read_whole(field(item, "value").map_err(at)?)
            .map_err(|e| at(format!("\"value\": {e}")))?
        else {
            continue;
        };
        let (dr, dc) = arrow.step();
        let (sr, sc) = (r + dr, c + dc);
        let on = |k: isize| (0..n as isize).contains(&k);
        if on(r) && on(c) || !on(sr) || !on(sc) {
            return Err(at(format!(
                "R{}C{} pointing {} does not point from outside the grid onto it",
                r + 1,
                c + 1,
                arrow.code()
            )));
        }
        let clue = LittleKiller::new(Pos::new(sr as usize, sc as usize), arrow, sum);
        clue.check_fits(shape).map_err(at)?;
        out.push(Arc::new(clue));
    }
    Ok(out)
}

pub(super) const KIND: Kind = Kind {
    name: "little-killer",
    fpuzzles_key: "littlekillersum",
    from_json,
    from_fpuzzles,
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::json::parse_value;

    #[test]
    fn propagation_bounds_the_diagonal() {
        // r1c2, r2c1 on 9×9 add up to 17: 8 and 9.
        let clue = LittleKiller::new(Pos::new(0, 1), DiagonalArrow::DownLeft, 17);
        let mut masks = vec![0x1ffu32; 81];
        assert!(clue.propagate(&mut CandidateMasks::new(9, &mut masks)));
        assert_eq!((masks[1], masks[9]), (0b1_1000_0000, 0b1_1000_0000));
        // A 9 already there leaves 8 for the other.
        masks[1] = 1 << 8;
        assert!(clue.propagate(&mut CandidateMasks::new(9, &mut masks)));
        assert_eq!(masks[9], 1 << 7);
        // Digits may repeat: three cells of 1 make 3.
        let clue = LittleKiller::new(Pos::new(0, 6), DiagonalArrow::DownRight, 3);
        let mut masks = vec![0x1ffu32; 81];
        assert!(clue.propagate(&mut CandidateMasks::new(9, &mut masks)));
        assert_eq!((masks[6], masks[16], masks[26]), (1, 1, 1));
        let too_much = LittleKiller::new(Pos::new(0, 6), DiagonalArrow::DownRight, 2);
        assert!(!too_much.propagate(&mut CandidateMasks::new(9, &mut vec![0x1ffu32; 81])));
    }

    #[test]
    fn violations_name_the_diagonal_the_total_and_the_sum() {
        let shape = Shape::for_size(4).unwrap();
        let clue = LittleKiller::new(Pos::new(3, 0), DiagonalArrow::UpRight, 6);
        let mut values = vec![0u8; 16];
        values[12] = 4;
        values[9] = 3;
        let said: Vec<String> = clue
            .violations(shape, &values)
            .iter()
            .map(ToString::to_string)
            .collect();
        assert_eq!(
            said,
            [
                "the little killer diagonal from r4c1 already sums to 7 with cells left, and its sum is 6"
            ]
        );
        values[12] = 1;
        assert!(clue.violations(shape, &values).is_empty());
        values[6] = 1;
        values[3] = 2;
        let broken = clue.violations(shape, &values);
        assert_eq!(broken[0].cells().len(), 4);
        assert_eq!(
            broken[0].words_in(crate::words::Lang::ZhHant),
            "從 r4c1 起的小殺手斜線的和是 7，而不是 6"
        );
    }

    #[test]
    fn both_forms_read_back_and_bad_clues_are_named() {
        let shape = Shape::classic();
        for clue in [
            LittleKiller::new(Pos::new(0, 0), DiagonalArrow::DownRight, 45),
            LittleKiller::new(Pos::new(8, 3), DiagonalArrow::UpLeft, 12),
            LittleKiller::new(Pos::new(4, 8), DiagonalArrow::DownLeft, 20),
        ] {
            let object = JsonValue::Object(clue.to_json());
            assert_eq!(from_json(&object, shape).unwrap().to_json(), clue.to_json());
            let FpuzzlesPart::Items(key, items) = clue.to_fpuzzles() else {
                panic!("a list");
            };
            assert_eq!(key, "littlekillersum");
            let read = from_fpuzzles(&JsonValue::List(items), shape).unwrap();
            assert_eq!(read[0].to_json(), clue.to_json());
        }
        let read = |text: &str| from_fpuzzles(&parse_value(text).unwrap(), shape);
        // Above column 4 pointing down-left: r1c3, r2c2, r3c1.
        let clue = read(r#"[{"cell": "R0C4", "direction": "DL", "value": "12"}]"#).unwrap();
        assert_eq!(
            clue[0].markings(),
            LittleKiller::new(Pos::new(0, 2), DiagonalArrow::DownLeft, 12).markings()
        );
        assert!(
            read(r#"[{"cell": "R0C4", "direction": "DL", "value": ""}]"#)
                .unwrap()
                .is_empty()
        );
        let err = |text: &str| read(text).err().unwrap();
        assert_eq!(
            err(r#"[{"cell": "R0C4", "direction": "UL", "value": "5"}]"#),
            "little killer clue 1: R0C4 pointing UL does not point from outside the grid onto it"
        );
        assert!(
            err(r#"[{"cell": "R0C4", "direction": "XX", "value": "5"}]"#).contains("\"direction\"")
        );
        assert!(err(r#"[{"cell": "R0C1", "direction": "DR", "value": "99"}]"#).contains("not 99"));
        let inside =
            parse_value(r#"{"start": "r2c2", "direction": "down-right", "sum": 30}"#).unwrap();
        assert!(
            from_json(&inside, shape)
                .unwrap_err()
                .contains("starts inside the grid")
        );
    }
}
