//! [`ParityCells`]: cells marked odd or even (f-puzzles' `odd` and `even`).

use std::sync::Arc;

use super::{cells_json, field, read_cell, read_cells};
use crate::parse::JsonValue;
use crate::variant::constraint::{
    CandidateMasks, Constraint, FpuzzlesPart, Kind, Marking, Violation,
};
use crate::variant::{Pos, Shape};
use crate::words::Phrase;

/// Odd or even.
///
/// ```
/// use shudu::variant::constraints::Parity;
/// assert!(Parity::Odd.admits(3) && Parity::Even.admits(10));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Parity {
    /// 1, 3, 5, …
    Odd,
    /// 2, 4, 6, …
    Even,
}

impl Parity {
    /// Whether `digit` has this parity.
    pub fn admits(self, digit: u8) -> bool {
        (digit % 2 == 1) == (self == Parity::Odd)
    }

    /// The digits of this parity as a candidate mask (bit d−1 for digit d): odd digits
    /// sit on even bits.
    ///
    /// ```text
    /// Odd:  …0101 0101   (1, 3, 5, 7, …)
    /// Even: …1010 1010   (2, 4, 6, 8, …)
    /// ```
    pub fn mask(self) -> u32 {
        match self {
            Parity::Odd => 0x5555_5555,
            Parity::Even => 0xAAAA_AAAA,
        }
    }

    fn word(self) -> &'static str {
        match self {
            Parity::Odd => "odd",
            Parity::Even => "even",
        }
    }
}

/// Cells that must hold digits of one parity.
///
/// ```
/// use shudu::variant::{Constraint, Pos, Shape, constraints::{Parity, ParityCells}};
/// let odd = ParityCells::new(Parity::Odd, vec![Pos::new(0, 1)]);
/// let mut values = vec![0u8; 16];
/// values[1] = 4;
/// let broken = odd.violations(Shape::for_size(4).unwrap(), &values);
/// assert_eq!(broken[0].to_string(), "r1c2 is marked odd but holds 4");
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ParityCells {
    parity: Parity,
    cells: Vec<Pos>,
}

impl ParityCells {
    /// `cells` marked with `parity`.
    pub fn new(parity: Parity, cells: Vec<Pos>) -> ParityCells {
        ParityCells { parity, cells }
    }

    /// The parity.
    pub fn parity(&self) -> Parity {
        self.parity
    }

    /// The marked cells.
    pub fn cells(&self) -> &[Pos] {
        &self.cells
    }
}

impl Constraint for ParityCells {
    fn kind(&self) -> &'static str {
        self.parity.word()
    }

    fn rule_text(&self) -> &'static str {
        match self.parity {
            Parity::Odd => "Odd: cells in grey circles hold odd digits",
            Parity::Even => "Even: cells in grey squares hold even digits",
        }
    }

    fn markings(&self) -> Vec<Marking> {
        match self.parity {
            Parity::Odd => vec![Marking::Circles(self.cells.clone())],
            Parity::Even => vec![Marking::Squares(self.cells.clone())],
        }
    }

    fn check_fits(&self, shape: Shape) -> Result<(), String> {
        match self
            .cells
            .iter()
            .find(|p| p.row() >= shape.size() || p.col() >= shape.size())
        {
            Some(p) => Err(format!("{p} lies outside the {shape} board")),
            None => Ok(()),
        }
    }

    fn propagates(&self) -> bool {
        true
    }

    fn propagate(&self, masks: &mut CandidateMasks<'_>) -> bool {
        let allowed = self.parity.mask();
        self.cells.iter().all(|&p| masks.restrict(p, allowed))
    }

    fn violations(&self, shape: Shape, values: &[u8]) -> Vec<Violation> {
        let n = shape.size();
        self.cells
            .iter()
            .filter_map(|&p| {
                let v = values[p.index(n)];
                (v != 0 && !self.parity.admits(v)).then(|| {
                    Violation::said(
                        vec![p],
                        self.kind(),
                        Phrase::new(match self.parity {
                            Parity::Odd => "variant-broken-odd",
                            Parity::Even => "variant-broken-even",
                        })
                        .with("cell", p.to_string())
                        .with("digit", v),
                    )
                })
            })
            .collect()
    }

    fn to_json(&self) -> Vec<(String, JsonValue)> {
        vec![("cells".into(), cells_json(&self.cells, false))]
    }

    fn to_fpuzzles(&self) -> FpuzzlesPart {
        let items = self
            .cells
            .iter()
            .map(|p| {
                let name = JsonValue::Text(p.to_string().to_ascii_uppercase());
                JsonValue::Object(vec![("cell".into(), name)])
            })
            .collect();
        FpuzzlesPart::Items(self.parity.word(), items)
    }
}

fn from_json(
    parity: Parity,
    object: &JsonValue,
    shape: Shape,
) -> Result<Arc<dyn Constraint>, String> {
    let cells = read_cells(field(object, "cells")?, shape)?;
    Ok(Arc::new(ParityCells::new(parity, cells)))
}

/// f-puzzles lists each marked cell as `{"cell": "R1C1"}`; they become one constraint.
fn from_fpuzzles(
    parity: Parity,
    value: &JsonValue,
    shape: Shape,
) -> Result<Vec<Arc<dyn Constraint>>, String> {
    let JsonValue::List(items) = value else {
        return Err(format!(
            "expected a list of {{\"cell\": …}} objects, found {}",
            value.to_text()
        ));
    };
    let cells = items
        .iter()
        .enumerate()
        .map(|(i, item)| {
            read_cell(field(item, "cell")?, shape).map_err(|e| format!("item {}: {e}", i + 1))
        })
        .collect::<Result<Vec<_>, _>>()?;
    Ok(vec![Arc::new(ParityCells::new(parity, cells))])
}

pub(super) const ODD: Kind = Kind {
    name: "odd",
    fpuzzles_key: "odd",
    from_json: |v, s| from_json(Parity::Odd, v, s),
    from_fpuzzles: |v, s| from_fpuzzles(Parity::Odd, v, s),
};

pub(super) const EVEN: Kind = Kind {
    name: "even",
    fpuzzles_key: "even",
    from_json: |v, s| from_json(Parity::Even, v, s),
    from_fpuzzles: |v, s| from_fpuzzles(Parity::Even, v, s),
};
