//! The constraints shudu knows, one file each, and [`KINDS`]: the table the JSON and
//! f-puzzles readers look kinds up in. A new constraint (an arrow, say) is a new file here implementing [`super::Constraint`], with
//! a `KIND` constant listed in [`KINDS`].
//!
//! The helpers below read and write the pieces constraints share in both JSON forms:
//! lists of cells (`"r1c1"` in shudu's form, `"R1C1"` in f-puzzles') and whole numbers,
//! and the bodies the whole-board rules share: an f-puzzles flag turning a rule on, and
//! the pairs a chess piece's move apart with the words for a repeat in one.

mod anti_king;
mod anti_knight;
mod arrow;
mod killer;
mod little_killer;
mod non_consecutive;
mod pair_marks;
mod parity;
mod renban;
mod sandwich;
mod thermo;
mod whispers;

pub use anti_king::AntiKing;
pub use anti_knight::AntiKnight;
pub use arrow::Arrow;
pub use killer::KillerCage;
pub use little_killer::{DiagonalArrow, LittleKiller};
pub use non_consecutive::NonConsecutive;
pub use pair_marks::{PairKind, PairMark};
pub use parity::{Parity, ParityCells};
pub use renban::Renban;
pub use sandwich::{Sandwich, SandwichLine};
pub use thermo::Thermometer;
pub use whispers::GermanWhispers;

use std::sync::Arc;

use super::constraint::{Constraint, Kind, Violation, repeats};
use super::{Pos, Shape};
use crate::parse::JsonValue;
use crate::words::{Phrase, Value};

/// Every constraint kind, for the readers of shudu's JSON and f-puzzles' forms.
pub const KINDS: &[Kind] = &[
    killer::KIND,
    anti_knight::KIND,
    anti_king::KIND,
    non_consecutive::KIND,
    parity::ODD,
    parity::EVEN,
    thermo::KIND,
    pair_marks::KROPKI,
    pair_marks::RATIO,
    pair_marks::XV,
    whispers::KIND,
    renban::KIND,
    arrow::KIND,
    sandwich::KIND,
    little_killer::KIND,
];

/// A constraint's kind in a list of rules ([`super::Rules::words_in`]): the kind
/// (`killer`) in English, the glossary's name of the variant in Chinese; a kind the
/// catalogue does not know keeps its own name.
pub(crate) fn kind_words(kind: &str) -> Value {
    let id = match kind {
        "killer" => "rule-killer",
        "anti-knight" => "rule-anti-knight",
        "anti-king" => "rule-anti-king",
        "non-consecutive" => "rule-non-consecutive",
        "odd" => "rule-odd",
        "even" => "rule-even",
        "thermo" => "rule-thermo",
        "kropki" => "rule-kropki",
        "xv" => "rule-xv",
        "whispers" => "rule-whispers",
        "renban" => "rule-renban",
        "arrow" => "rule-arrow",
        "sandwich" => "rule-sandwich",
        "little-killer" => "rule-little-killer",
        other => return Value::from(other),
    };
    Phrase::new(id).into()
}

/// The cells of a JSON list of `r1c1` names (any case), each checked to lie on the board.
pub(crate) fn read_cells(value: &JsonValue, shape: Shape) -> Result<Vec<Pos>, String> {
    let JsonValue::List(items) = value else {
        return Err("expected a list of cells like \"r1c1\"".into());
    };
    items.iter().map(|item| read_cell(item, shape)).collect()
}

/// One cell named `r1c1` (any case), on the board.
pub(crate) fn read_cell(value: &JsonValue, shape: Shape) -> Result<Pos, String> {
    let JsonValue::Text(text) = value else {
        return Err(format!(
            "expected a cell like \"r1c1\", found {}",
            value.to_text()
        ));
    };
    let pos: Pos = text.parse()?;
    if pos.row() >= shape.size() || pos.col() >= shape.size() {
        return Err(format!("{pos} lies outside the {shape} board"));
    }
    Ok(pos)
}

/// A cell of the board or of the ring around it, named as f-puzzles names clues outside
/// the grid (`R0C3` above column 3, `R4C10` right of row 4 on 9×9): its row and column
/// counted from 0, so from −1 to the size.
pub(crate) fn read_outside_cell(value: &JsonValue, shape: Shape) -> Result<(isize, isize), String> {
    let JsonValue::Text(text) = value else {
        return Err(format!(
            "expected a cell like \"R0C1\", found {}",
            value.to_text()
        ));
    };
    let n = shape.size();
    let bad = || format!("{text:?} is not a cell like \"R0C1\" on or around the {shape} board");
    let lower = text.trim().to_ascii_lowercase();
    let (row, col) = lower
        .strip_prefix('r')
        .and_then(|rest| rest.split_once('c'))
        .ok_or_else(bad)?;
    let row: usize = row.parse().map_err(|_| bad())?;
    let col: usize = col.parse().map_err(|_| bad())?;
    if row > n + 1 || col > n + 1 {
        return Err(bad());
    }
    Ok((row as isize - 1, col as isize - 1))
}

/// Cells as a JSON list of names: `r1c1` (shudu) or `R1C1` (f-puzzles, `upper`).
pub(crate) fn cells_json(cells: &[Pos], upper: bool) -> JsonValue {
    JsonValue::List(
        cells
            .iter()
            .map(|p| {
                let name = p.to_string();
                JsonValue::Text(if upper {
                    name.to_ascii_uppercase()
                } else {
                    name
                })
            })
            .collect(),
    )
}

/// A whole number, written as a number or (as f-puzzles does) a string; `None` for an
/// empty string.
pub(crate) fn read_whole(value: &JsonValue) -> Result<Option<u32>, String> {
    match value {
        JsonValue::Number(n) if n.fract() == 0.0 && (0.0..=1e6).contains(n) => Ok(Some(*n as u32)),
        JsonValue::Text(t) if t.trim().is_empty() => Ok(None),
        JsonValue::Text(t) => t
            .trim()
            .parse()
            .map(Some)
            .map_err(|_| format!("expected a whole number, found {t:?}")),
        other => Err(format!(
            "expected a whole number, found {}",
            other.to_text()
        )),
    }
}

/// The value of `key` in a constraint's object, or an error naming the missing field.
pub(crate) fn field<'v>(object: &'v JsonValue, key: &str) -> Result<&'v JsonValue, String> {
    object
        .get(key)
        .ok_or_else(|| format!("missing field {key:?}"))
}

/// A flag in f-puzzles' form: `true` turns the constraint on, `false` leaves it off.
pub(crate) fn read_flag(value: &JsonValue, key: &str) -> Result<bool, String> {
    match value {
        JsonValue::Bool(b) => Ok(*b),
        other => Err(format!(
            "{key:?} should be true or false, not {}",
            other.to_text()
        )),
    }
}

/// A whole-board rule under its f-puzzles flag `key`: the rule when the flag is on,
/// nothing when it is off.
pub(crate) fn flagged(
    value: &JsonValue,
    key: &str,
    rule: Arc<dyn Constraint>,
) -> Result<Vec<Arc<dyn Constraint>>, String> {
    Ok(if read_flag(value, key)? {
        vec![rule]
    } else {
        Vec::new()
    })
}

/// The broken pairs of a rule that keeps cells a chess piece's move of `offsets` apart
/// distinct (anti-knight, anti-king), worded by the catalogue's message `said`
/// (`r1c1 and r2c3 are a knight's move apart and both hold 5`).
pub(crate) fn move_repeats(
    shape: Shape,
    values: &[u8],
    offsets: &[(isize, isize)],
    rule: &str,
    said: &'static str,
) -> Vec<Violation> {
    pairs_at(shape, offsets)
        .iter()
        .flat_map(|pair| {
            repeats(pair, shape, values, rule, |a, b, d| {
                Phrase::new(said)
                    .with("first", a.to_string())
                    .with("second", b.to_string())
                    .with("digit", d)
            })
        })
        .collect()
}

/// Every pair of cells a move of `offsets` apart (each pair once): the distinct pairs of
/// the anti-knight and anti-king rules.
pub(crate) fn pairs_at(shape: Shape, offsets: &[(isize, isize)]) -> Vec<Vec<Pos>> {
    let n = shape.size();
    let mut out = Vec::new();
    for i in 0..n * n {
        let a = Pos::from_index(i, n);
        for &(dr, dc) in offsets {
            if let Some(b) = a.offset(dr, dc, n) {
                // Each unordered pair once: only towards later cells.
                if b.index(n) > i {
                    out.push(vec![a, b]);
                }
            }
        }
    }
    out
}

/// Whether `cells` make a line on a board of `shape`: two cells or more, each on the
/// board, none twice, each touching the one before (diagonals too); with `distinct`, no
/// longer than the board's side (its digits all differ). `what` names the line in the
/// reason ("German whispers line").
pub(crate) fn check_line(
    cells: &[Pos],
    shape: Shape,
    what: &str,
    distinct: bool,
) -> Result<(), String> {
    let n = shape.size();
    if cells.len() < 2 {
        return Err(format!("a {what} needs at least two cells"));
    }
    if let Some(p) = cells.iter().find(|p| p.row() >= n || p.col() >= n) {
        return Err(format!("{p} lies outside the {shape} board"));
    }
    let start = cells[0];
    if distinct && cells.len() > n {
        return Err(format!(
            "the {what} from {start} has {} cells, more than the {n} digits of a {shape} board",
            cells.len()
        ));
    }
    for (i, a) in cells.iter().enumerate() {
        if cells[..i].contains(a) {
            return Err(format!("the {what} from {start} passes {a} twice"));
        }
    }
    for pair in cells.windows(2) {
        let (a, b) = (pair[0], pair[1]);
        if a.row().abs_diff(b.row()) > 1 || a.col().abs_diff(b.col()) > 1 {
            return Err(format!(
                "the {what} from {start} jumps from {a} to {b}: its cells touch one another"
            ));
        }
    }
    Ok(())
}

/// One line of an f-puzzles item: the item's place (from 0), its object, the line's cells.
pub(crate) type FpuzzlesLine<'v> = (usize, &'v JsonValue, Vec<Pos>);

/// The lines of f-puzzles' `{"lines": [["R1C1", "R1C2", …], …]}` items (thermometers,
/// whispers, renban), each with its item. An error names the item.
pub(crate) fn read_fpuzzles_lines(
    value: &JsonValue,
    shape: Shape,
) -> Result<Vec<FpuzzlesLine<'_>>, String> {
    let JsonValue::List(items) = value else {
        return Err(format!(
            "expected a list of {{\"lines\": …}} objects, found {}",
            value.to_text()
        ));
    };
    let mut out = Vec::new();
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
            out.push((i, item, cells));
        }
    }
    Ok(out)
}
