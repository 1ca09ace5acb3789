//! [`KillerCage`]: cells whose digits differ and, when the cage has a sum, add up to it.
//!
//! The digits differ because the cage is a distinct group (the kernel's peers). The sum
//! is propagated two ways: the digit combinations that make the sum (listed once, when
//! there are not too many), of which only those every cell can still take part in are
//! kept; and bounds, each cell's digit lying between the sum less the others' largest
//! candidates and the sum less their smallest.

use std::sync::Arc;

use super::{cells_json, field, read_cells, read_whole};
use crate::logic::Technique;
use crate::parse::JsonValue;
use crate::variant::constraint::{
    CandidateMasks, Constraint, FpuzzlesPart, Kind, Marking, Violation, repeats,
};
use crate::variant::{MAX_SIZE, Pos, Shape};
use crate::words::Phrase;

/// Combination lists longer than this are not kept; bounds alone propagate the sum.
const MAX_COMBINATIONS: usize = 4096;

/// A killer cage: distinct digits, summing to `sum` when there is one.
///
/// ```
/// use shudu::variant::{Constraint, Pos, Shape, constraints::KillerCage};
/// let cage = KillerCage::new(vec![Pos::new(0, 0), Pos::new(0, 1)], Some(3));
/// assert_eq!(cage.sum(), Some(3));
/// let shape = Shape::for_size(4).unwrap();
/// assert!(cage.check_fits(shape).is_ok());
/// let mut values = vec![0u8; 16];
/// values[0] = 2;
/// values[1] = 2;
/// let broken: Vec<String> = cage.violations(shape, &values).iter().map(|v| v.to_string()).collect();
/// assert_eq!(broken, [
///     "r1c1 and r1c2 share the cage at r1c1 and both hold 2",
///     "the cage at r1c1 sums to 4, not 3",
/// ]);
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct KillerCage {
    cells: Vec<Pos>,
    sum: Option<u32>,
    /// Every set of distinct digits (1 to 25) of the cage's size adding up to its sum,
    /// as masks; `None` without a sum or when there are too many to keep.
    combinations: Option<Vec<u32>>,
}

impl KillerCage {
    /// A cage of `cells` (kept in the order given; the first names the cage), with or
    /// without a sum.
    pub fn new(cells: Vec<Pos>, sum: Option<u32>) -> KillerCage {
        let combinations = sum.and_then(|s| combinations(cells.len(), s));
        KillerCage {
            cells,
            sum,
            combinations,
        }
    }

    /// The cells, in the order given.
    pub fn cells(&self) -> &[Pos] {
        &self.cells
    }

    /// The sum, if the cage has one.
    pub fn sum(&self) -> Option<u32> {
        self.sum
    }

    fn name(&self) -> String {
        self.name_phrase().to_string()
    }

    /// The cage's name as a house of the catalogue: `the cage at r1c1`.
    fn name_phrase(&self) -> Phrase {
        Phrase::new("house-cage").with("cell", self.cells[0].to_string())
    }
}

/// The masks of every `k` distinct digits from 1 to 25 summing to `sum`, or `None` when
/// there are more than [`MAX_COMBINATIONS`].
fn combinations(k: usize, sum: u32) -> Option<Vec<u32>> {
    fn walk(next: u32, k: usize, left: u32, mask: u32, out: &mut Vec<u32>) -> bool {
        if k == 0 {
            if left == 0 {
                out.push(mask);
            }
            return out.len() <= MAX_COMBINATIONS;
        }
        let mut d = next;
        // The k digits from d up add at least k·d + k(k−1)/2.
        while d <= MAX_SIZE as u32 && k as u32 * d + (k as u32 * (k as u32 - 1)) / 2 <= left {
            if !walk(d + 1, k - 1, left - d, mask | 1 << (d - 1), out) {
                return false;
            }
            d += 1;
        }
        true
    }
    let mut out = Vec::new();
    walk(1, k, sum, 0, &mut out).then_some(out)
}

impl Constraint for KillerCage {
    fn kind(&self) -> &'static str {
        "killer"
    }

    fn rule_text(&self) -> &'static str {
        "Killer: the digits in a cage differ and add up to the number in its corner"
    }

    fn markings(&self) -> Vec<Marking> {
        vec![Marking::Cage {
            cells: self.cells.clone(),
            sum: self.sum,
        }]
    }

    /// A cage without a sum only keeps its digits distinct: its cells are peers.
    fn technique(&self) -> Option<Technique> {
        self.sum.map(|_| Technique::CageCombination)
    }

    fn check_fits(&self, shape: Shape) -> Result<(), String> {
        let n = shape.size();
        let k = self.cells.len();
        if k == 0 {
            return Err("a cage needs at least one cell".into());
        }
        if let Some(p) = self.cells.iter().find(|p| p.row() >= n || p.col() >= n) {
            return Err(format!("{p} lies outside the {shape} board"));
        }
        let mut sorted = self.cells.clone();
        sorted.sort_unstable();
        if let Some(w) = sorted.windows(2).find(|w| w[0] == w[1]) {
            return Err(format!("{} appears twice in {}", w[0], self.name()));
        }
        if k > n {
            return Err(format!(
                "{} has {k} cells; at most {n} can hold different digits",
                self.name()
            ));
        }
        if let Some(sum) = self.sum {
            let (k, n) = (k as u32, n as u32);
            let (lo, hi) = (k * (k + 1) / 2, k * (2 * n - k + 1) / 2);
            if !(lo..=hi).contains(&sum) {
                return Err(format!(
                    "{} has {k} cells, whose digits sum to {lo}–{hi}, not {sum}",
                    self.name()
                ));
            }
        }
        Ok(())
    }

    fn distinct_groups(&self, _shape: Shape) -> Vec<Vec<Pos>> {
        vec![self.cells.clone()]
    }

    fn propagates(&self) -> bool {
        self.sum.is_some()
    }

    fn propagate(&self, masks: &mut CandidateMasks<'_>) -> bool {
        let Some(sum) = self.sum else {
            return true;
        };
        if let Some(combos) = &self.combinations {
            let union = self.cells.iter().fold(0, |u, &p| u | masks.get(p));
            let mut allowed = 0;
            for &combo in combos {
                if combo & !union == 0 && self.cells.iter().all(|&p| masks.get(p) & combo != 0) {
                    allowed |= combo;
                }
            }
            if !self.cells.iter().all(|&p| masks.restrict(p, allowed)) {
                return false;
            }
        }
        // Bounds: the smallest and largest candidate of every cell (bit d−1 is digit d).
        let low = |m: u32| m.trailing_zeros() + 1;
        let high = |m: u32| 32 - m.leading_zeros();
        let (mut lo, mut hi) = (0, 0);
        for &p in &self.cells {
            let m = masks.get(p);
            if m == 0 {
                return false;
            }
            lo += low(m);
            hi += high(m);
        }
        if !(lo..=hi).contains(&sum) {
            return false;
        }
        for &p in &self.cells {
            let m = masks.get(p);
            // This cell's digit d needs sum − d within the others' bounds.
            let (others_lo, others_hi) = (lo - low(m), hi - high(m));
            let min = sum.saturating_sub(others_hi).max(1);
            let Some(max) = sum.checked_sub(others_lo).filter(|&x| x >= 1) else {
                return false;
            };
            let max = max.min(32);
            let window = if max >= 32 {
                u32::MAX
            } else {
                (1u32 << max) - 1
            } & !((1u32 << (min - 1)) - 1);
            if !masks.restrict(p, window) {
                return false;
            }
        }
        true
    }

    fn violations(&self, shape: Shape, values: &[u8]) -> Vec<Violation> {
        let name = self.name_phrase();
        let mut out = repeats(&self.cells, shape, values, self.kind(), |a, b, d| {
            Phrase::new("variant-broken-cage-repeat")
                .with("first", a.to_string())
                .with("second", b.to_string())
                .with("cage", name.clone())
                .with("digit", d)
        });
        if let Some(sum) = self.sum {
            let n = shape.size();
            let digits: Vec<u32> = self
                .cells
                .iter()
                .map(|p| u32::from(values[p.index(n)]))
                .collect();
            let total: u32 = digits.iter().sum();
            let full = digits.iter().all(|&d| d != 0);
            if full && total != sum {
                out.push(Violation::said(
                    self.cells.clone(),
                    self.kind(),
                    Phrase::new("variant-broken-cage-sum")
                        .with("cage", name.clone())
                        .with("total", total)
                        .with("sum", sum),
                ));
            } else if !full && total >= sum {
                out.push(Violation::said(
                    self.cells.clone(),
                    self.kind(),
                    Phrase::new("variant-broken-cage-over")
                        .with("cage", name.clone())
                        .with("total", total)
                        .with("sum", sum),
                ));
            }
        }
        out
    }

    fn to_json(&self) -> Vec<(String, JsonValue)> {
        let mut fields = vec![("cells".into(), cells_json(&self.cells, false))];
        if let Some(sum) = self.sum {
            fields.push(("sum".into(), JsonValue::Number(f64::from(sum))));
        }
        fields
    }

    fn to_fpuzzles(&self) -> FpuzzlesPart {
        let mut fields = vec![("cells".into(), cells_json(&self.cells, true))];
        if let Some(sum) = self.sum {
            fields.push(("value".into(), JsonValue::Text(sum.to_string())));
        }
        FpuzzlesPart::Items("killercage", vec![JsonValue::Object(fields)])
    }
}

fn from_json(object: &JsonValue, shape: Shape) -> Result<Arc<dyn Constraint>, String> {
    let cells = read_cells(field(object, "cells")?, shape)?;
    let sum = match object.get("sum") {
        None | Some(JsonValue::Null) => None,
        Some(v) => read_whole(v).map_err(|e| format!("\"sum\": {e}"))?,
    };
    Ok(Arc::new(KillerCage::new(cells, sum)))
}

fn from_fpuzzles(value: &JsonValue, shape: Shape) -> Result<Vec<Arc<dyn Constraint>>, String> {
    let JsonValue::List(items) = value else {
        return Err(format!(
            "expected a list of cages, found {}",
            value.to_text()
        ));
    };
    items
        .iter()
        .enumerate()
        .map(|(i, item)| {
            let cells = read_cells(field(item, "cells")?, shape)
                .map_err(|e| format!("cage {}: {e}", i + 1))?;
            let sum = match item.get("value") {
                None | Some(JsonValue::Null) => None,
                Some(v) => read_whole(v).map_err(|e| format!("cage {}: \"value\": {e}", i + 1))?,
            };
            Ok(Arc::new(KillerCage::new(cells, sum)) as Arc<dyn Constraint>)
        })
        .collect()
}

pub(super) const KIND: Kind = Kind {
    name: "killer",
    fpuzzles_key: "killercage",
    from_json,
    from_fpuzzles,
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_the_combinations() {
        assert_eq!(combinations(2, 3), Some(vec![0b11]));
        // Against a plain count over all triples of digits 1 to 25.
        for sum in 6..=72 {
            let mut count = 0;
            for a in 1..=25 {
                for b in a + 1..=25 {
                    for c in b + 1..=25 {
                        count += usize::from(a + b + c == sum);
                    }
                }
            }
            assert_eq!(combinations(3, sum).unwrap().len(), count, "sum {sum}");
        }
        assert_eq!(combinations(9, 45).unwrap().len(), 1); // 9 distinct digits from 1 to 25 summing to 45: only 1–9
        assert!(combinations(12, 150).is_none());
    }

    #[test]
    fn bounds_fix_the_last_cell() {
        let cage = KillerCage::new(vec![Pos::new(0, 0), Pos::new(0, 1)], Some(10));
        let mut masks = vec![0b1111u32; 16];
        masks[0] = 1 << 6; // r1c1 is 7
        let mut view = CandidateMasks::new(4, &mut masks);
        // 10 − 7 = 3: the only candidate left for r1c2 among 1–4.
        assert!(cage.propagate(&mut view));
        assert_eq!(view.get(Pos::new(0, 1)), 1 << 2);
    }
}
