//! [`Transform`]: one of the 3,359,232 geometric transforms of the grid (transpose or
//! not, then permute bands, rows within bands, stacks and columns within stacks) combined
//! with a relabelling of the digits: every map that turns a Sudoku into another Sudoku.
//!
//! A transform is stored as where each output cell's digit comes from, which makes
//! applying it one table look-up a cell:
//!
//! ```text
//! output[r][c] = digits[ source[rows[r]][cols[c]] ]     source = input, or its transpose
//! ```
//!
//! `rows` and `cols` are permutations of 0..9 that keep bands (stacks) together; `digits`
//! maps each input digit to its new value. The text form names the same three tables
//! one-based: `transpose rows=213456789 cols=123456789 digits=987654321` (the
//! `transpose` word only when the transform transposes): output row 1 shows input row 2,
//! and so on.
//!
//! Read next: `minlex.rs`, which finds the transform that takes a puzzle to its canonical
//! form.

use std::fmt;
use std::str::FromStr;

use super::TransformError;
use crate::generate::rng::Rng;
use crate::grid::{Cell, CellMap, Digit, Grid};

/// A permutation of 0..9 that keeps the three blocks of three (bands or stacks) whole.
type LinePerm = [u8; 9];

const IDENTITY: LinePerm = [0, 1, 2, 3, 4, 5, 6, 7, 8];
const REVERSED: LinePerm = [8, 7, 6, 5, 4, 3, 2, 1, 0];

/// A geometric transform of the grid with a relabelling of the digits: transposition,
/// band, row, stack and column permutations, and a new name for each digit. Transforms
/// compose ([`Transform::then`]) and invert ([`Transform::inverse`]).
///
/// ```
/// use shudu::Grid;
/// use shudu::canon::Transform;
///
/// let puzzle: Grid =
///     "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..".parse()?;
/// let turn = Transform::rotation(1)?;
/// let turned = turn.apply(&puzzle);
/// // The first column, read upwards, is the new top row.
/// assert_eq!(turned.to_line()[..9], *"........8");
/// assert_eq!(turn.inverse().apply(&turned), puzzle);
/// assert_eq!(turn.then(&turn).then(&turn).then(&turn), Transform::identity());
///
/// let text = "transpose rows=213456789 cols=123456789 digits=987654321";
/// let t: Transform = text.parse()?;
/// assert_eq!(t.to_string(), text);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Transform {
    transpose: bool,
    /// Output row `r` shows row `rows[r]` of the (transposed) input.
    rows: LinePerm,
    /// Output column `c` shows column `cols[c]` of the (transposed) input.
    cols: LinePerm,
    /// Input digit `d` becomes `digits[d]`; `digits[0]` is 0 (empty stays empty).
    digits: [u8; 10],
}

impl Default for Transform {
    fn default() -> Self {
        Transform::identity()
    }
}

impl Transform {
    /// The number of geometric transforms: 2 (transpose or not) × 6⁴ (bands and the rows
    /// in each) × 6⁴ (stacks and the columns in each). With the 9! relabellings of the
    /// digits, each Sudoku has up to this many × 362,880 equivalent forms.
    pub const GEOMETRIC: u64 = 3_359_232;

    /// The transform that changes nothing.
    pub const fn identity() -> Transform {
        Transform {
            transpose: false,
            rows: IDENTITY,
            cols: IDENTITY,
            digits: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
        }
    }

    /// The transform with these tables (zero-based rows and columns, digits 1 to 9): the
    /// constructor the canonical-form search uses, checked in debug builds.
    pub(crate) fn from_tables(
        transpose: bool,
        rows: LinePerm,
        cols: LinePerm,
        digits: [u8; 10],
    ) -> Transform {
        debug_assert!(keeps_blocks(&rows) && keeps_blocks(&cols));
        debug_assert!(is_digit_permutation(&digits));
        Transform {
            transpose,
            rows,
            cols,
            digits,
        }
    }

    /// The same geometry with every digit kept.
    pub(crate) fn without_relabelling(self) -> Transform {
        Transform {
            digits: Transform::identity().digits,
            ..self
        }
    }

    /// Reflection in the main diagonal r1c1–r9c9: rows become columns.
    pub fn transposition() -> Transform {
        Transform {
            transpose: true,
            ..Transform::identity()
        }
    }

    /// `quarter_turns` quarter turns clockwise (1, 2 or 3; 0 is the identity).
    ///
    /// ```
    /// use shudu::canon::Transform;
    /// assert!(Transform::rotation(4).is_err());
    /// assert_eq!(Transform::rotation(2)?, Transform::mirror_top_bottom().then(&Transform::mirror_left_right()));
    /// # Ok::<(), shudu::canon::TransformError>(())
    /// ```
    pub fn rotation(quarter_turns: u32) -> Result<Transform, TransformError> {
        let (transpose, rows, cols) = match quarter_turns {
            0 => (false, IDENTITY, IDENTITY),
            // A clockwise quarter turn: output (r, c) shows input (8 - c, r).
            1 => (true, IDENTITY, REVERSED),
            2 => (false, REVERSED, REVERSED),
            // Output (r, c) shows input (c, 8 - r).
            3 => (true, REVERSED, IDENTITY),
            _ => return Err(TransformError::Rotation { quarter_turns }),
        };
        Ok(Transform {
            transpose,
            rows,
            cols,
            ..Transform::identity()
        })
    }

    /// Top and bottom swap (reflection across the middle row).
    pub fn mirror_top_bottom() -> Transform {
        Transform {
            rows: REVERSED,
            ..Transform::identity()
        }
    }

    /// Left and right swap (reflection across the middle column).
    pub fn mirror_left_right() -> Transform {
        Transform {
            cols: REVERSED,
            ..Transform::identity()
        }
    }

    /// Swaps rows `a` and `b` (zero-based), which must lie in one band.
    ///
    /// ```
    /// use shudu::canon::Transform;
    /// assert!(Transform::swap_rows(0, 2).is_ok());
    /// assert!(Transform::swap_rows(2, 3).is_err()); // rows 3 and 4 are in different bands
    /// ```
    pub fn swap_rows(a: usize, b: usize) -> Result<Transform, TransformError> {
        Ok(Transform {
            rows: swap_lines(a, b, TransformError::Rows { a, b })?,
            ..Transform::identity()
        })
    }

    /// Swaps columns `a` and `b` (zero-based), which must lie in one stack.
    pub fn swap_columns(a: usize, b: usize) -> Result<Transform, TransformError> {
        Ok(Transform {
            cols: swap_lines(a, b, TransformError::Columns { a, b })?,
            ..Transform::identity()
        })
    }

    /// Swaps bands `a` and `b` (zero-based, 0 to 2), each row keeping its place in its band.
    pub fn swap_bands(a: usize, b: usize) -> Result<Transform, TransformError> {
        Ok(Transform {
            rows: swap_blocks(a, b, TransformError::Bands { a, b })?,
            ..Transform::identity()
        })
    }

    /// Swaps stacks `a` and `b` (zero-based, 0 to 2).
    pub fn swap_stacks(a: usize, b: usize) -> Result<Transform, TransformError> {
        Ok(Transform {
            cols: swap_blocks(a, b, TransformError::Stacks { a, b })?,
            ..Transform::identity()
        })
    }

    /// Renames the digits: digit `d` becomes `new[d - 1]`; `new` must hold each digit
    /// once.
    ///
    /// ```
    /// use shudu::canon::Transform;
    /// let swap = Transform::relabel([9, 8, 7, 6, 5, 4, 3, 2, 1])?;
    /// assert_eq!(swap.to_string(), "rows=123456789 cols=123456789 digits=987654321");
    /// assert!(Transform::relabel([1, 1, 2, 3, 4, 5, 6, 7, 8]).is_err());
    /// # Ok::<(), shudu::canon::TransformError>(())
    /// ```
    pub fn relabel(new: [u8; 9]) -> Result<Transform, TransformError> {
        let mut digits = [0; 10];
        digits[1..].copy_from_slice(&new);
        if !is_digit_permutation(&digits) {
            return Err(TransformError::Digits { digits: new });
        }
        Ok(Transform {
            digits,
            ..Transform::identity()
        })
    }

    /// A transform drawn uniformly from all 3,359,232 × 9! of them: number `index` of
    /// the stream named by `seed` (the generator's random stream, the same on every
    /// platform), so that a batch can draw one per puzzle on any thread.
    ///
    /// ```
    /// use shudu::canon::Transform;
    /// assert_eq!(Transform::random(7, 1), Transform::random(7, 1));
    /// assert_ne!(Transform::random(7, 1), Transform::random(7, 2));
    /// ```
    pub fn random(seed: u64, index: u64) -> Transform {
        let mut rng = Rng::for_puzzle(seed, index);
        let lines = |rng: &mut Rng| -> LinePerm {
            let blocks = rng.permutation::<3>();
            let mut perm = [0; 9];
            for (block, &source) in blocks.iter().enumerate() {
                let within = rng.permutation::<3>();
                for (k, &line) in within.iter().enumerate() {
                    perm[block * 3 + k] = source * 3 + line;
                }
            }
            perm
        };
        let transpose = rng.coin();
        let rows = lines(&mut rng);
        let cols = lines(&mut rng);
        let order = rng.permutation::<9>();
        let mut digits = [0; 10];
        for (d, &to) in order.iter().enumerate() {
            digits[d + 1] = to + 1;
        }
        Transform {
            transpose,
            rows,
            cols,
            digits,
        }
    }

    /// The grid this transform makes of `grid`.
    pub fn apply(&self, grid: &Grid) -> Grid {
        Grid::from(CellMap::from_fn(|cell| {
            grid.get(self.source(cell))
                .map(|d| Digit::new(self.digits[usize::from(d.get())]).expect("a digit"))
        }))
    }

    /// The input cell whose digit `cell` of the output shows.
    ///
    /// ```
    /// use shudu::Cell;
    /// use shudu::canon::Transform;
    /// let t = Transform::transposition();
    /// assert_eq!(t.source(Cell::new(0, 5).unwrap()), Cell::new(5, 0).unwrap());
    /// ```
    pub fn source(&self, cell: Cell) -> Cell {
        let (r, c) = (
            usize::from(self.rows[cell.row()]),
            usize::from(self.cols[cell.col()]),
        );
        let (r, c) = if self.transpose { (c, r) } else { (r, c) };
        Cell::new(r, c).expect("line permutations stay inside the grid")
    }

    /// The new name of digit `digit`.
    pub fn digit(&self, digit: Digit) -> Digit {
        Digit::new(self.digits[usize::from(digit.get())]).expect("a digit permutation")
    }

    /// Whether the transform reflects the grid in its main diagonal (before permuting
    /// lines).
    pub fn is_transposing(&self) -> bool {
        self.transpose
    }

    /// This transform followed by `next`: `a.then(&b).apply(g) == b.apply(&a.apply(g))`.
    pub fn then(&self, next: &Transform) -> Transform {
        // Output row r of `next` shows its input's row next.rows[r] (or its column, when
        // `next` transposes), which this transform filled from its own source tables.
        let (rows, cols) = if next.transpose {
            (
                next.rows.map(|r| self.cols[usize::from(r)]),
                next.cols.map(|c| self.rows[usize::from(c)]),
            )
        } else {
            (
                next.rows.map(|r| self.rows[usize::from(r)]),
                next.cols.map(|c| self.cols[usize::from(c)]),
            )
        };
        Transform {
            transpose: self.transpose != next.transpose,
            rows,
            cols,
            digits: self.digits.map(|d| next.digits[usize::from(d)]),
        }
    }

    /// The transform that undoes this one.
    pub fn inverse(&self) -> Transform {
        let (rows, cols) = (invert(&self.rows), invert(&self.cols));
        let mut digits = [0; 10];
        for (d, &to) in self.digits.iter().enumerate() {
            digits[usize::from(to)] = d as u8;
        }
        // A transposing transform reads input (cols[c], rows[r]) into output (r, c), so
        // its inverse reads output row i from input column rows⁻¹[i].
        let (rows, cols) = if self.transpose {
            (cols, rows)
        } else {
            (rows, cols)
        };
        Transform {
            transpose: self.transpose,
            rows,
            cols,
            digits,
        }
    }
}

fn invert(perm: &LinePerm) -> LinePerm {
    let mut inverse = [0; 9];
    for (i, &p) in perm.iter().enumerate() {
        inverse[usize::from(p)] = i as u8;
    }
    inverse
}

fn swap_lines(a: usize, b: usize, err: TransformError) -> Result<LinePerm, TransformError> {
    if a >= 9 || b >= 9 || a / 3 != b / 3 {
        return Err(err);
    }
    let mut perm = IDENTITY;
    perm.swap(a, b);
    Ok(perm)
}

fn swap_blocks(a: usize, b: usize, err: TransformError) -> Result<LinePerm, TransformError> {
    if a >= 3 || b >= 3 {
        return Err(err);
    }
    let mut perm = IDENTITY;
    for k in 0..3 {
        perm.swap(a * 3 + k, b * 3 + k);
    }
    Ok(perm)
}

/// Whether `perm` is a permutation of 0..9 that maps each block of three onto one block.
fn keeps_blocks(perm: &[u8; 9]) -> bool {
    let mut seen = 0u16;
    for &p in perm {
        if p >= 9 || seen & 1 << p != 0 {
            return false;
        }
        seen |= 1 << p;
    }
    perm.chunks(3)
        .all(|block| block.iter().all(|&p| p / 3 == block[0] / 3))
}

fn is_digit_permutation(digits: &[u8; 10]) -> bool {
    let mut seen = 0u16;
    for &d in &digits[1..] {
        if !(1..=9).contains(&d) || seen & 1 << d != 0 {
            return false;
        }
        seen |= 1 << d;
    }
    digits[0] == 0
}

impl fmt::Display for Transform {
    /// `[transpose ]rows=… cols=… digits=…`, each table one-based.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let one_based =
            |perm: &[u8]| -> String { perm.iter().map(|&p| char::from(b'1' + p)).collect() };
        let digits: String = self.digits[1..]
            .iter()
            .map(|&d| char::from(b'0' + d))
            .collect();
        if self.transpose {
            f.write_str("transpose ")?;
        }
        write!(
            f,
            "rows={} cols={} digits={digits}",
            one_based(&self.rows),
            one_based(&self.cols)
        )
    }
}

impl fmt::Debug for Transform {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Transform({self})")
    }
}

impl FromStr for Transform {
    type Err = TransformError;

    /// Reads the form [`Transform`]'s `Display` writes; `rows=`, `cols=` and `digits=`
    /// may each be left out (unchanged) and come in any order.
    fn from_str(text: &str) -> Result<Transform, TransformError> {
        let mut t = Transform::identity();
        let table = |value: &str, field: &'static str| -> Result<[u8; 9], TransformError> {
            let bad = || TransformError::Table {
                field,
                value: value.to_owned(),
            };
            let bytes = value.as_bytes();
            if bytes.len() != 9 || !bytes.iter().all(|b| (b'1'..=b'9').contains(b)) {
                return Err(bad());
            }
            Ok(std::array::from_fn(|i| bytes[i] - b'0'))
        };
        for word in text.split_whitespace() {
            match word.split_once('=') {
                None if word == "transpose" => t.transpose = true,
                Some(("rows", v)) | Some(("cols", v)) => {
                    let field = if word.starts_with("rows") {
                        "rows"
                    } else {
                        "cols"
                    };
                    let perm = table(v, field)?.map(|p| p - 1);
                    if !keeps_blocks(&perm) {
                        return Err(TransformError::Table {
                            field,
                            value: v.to_owned(),
                        });
                    }
                    if field == "rows" {
                        t.rows = perm;
                    } else {
                        t.cols = perm;
                    }
                }
                Some(("digits", v)) => {
                    t.digits = Transform::relabel(table(v, "digits")?)?.digits;
                }
                _ => {
                    return Err(TransformError::Word {
                        word: word.to_owned(),
                    });
                }
            }
        }
        Ok(t)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_tables_keep_blocks() {
        assert!(keeps_blocks(&IDENTITY) && keeps_blocks(&REVERSED));
        assert!(!keeps_blocks(&[0, 1, 3, 2, 4, 5, 6, 7, 8]));
        assert!(!keeps_blocks(&[0, 0, 2, 3, 4, 5, 6, 7, 8]));
        for seed in 0..50 {
            let t = Transform::random(seed, 0);
            assert!(keeps_blocks(&t.rows) && keeps_blocks(&t.cols));
            assert!(is_digit_permutation(&t.digits));
        }
    }

    #[test]
    fn text_errors_name_the_field() {
        let err = "rows=124356789".parse::<Transform>().unwrap_err();
        assert!(err.to_string().contains("rows"), "{err}");
        assert!("spin".parse::<Transform>().is_err());
        assert!("digits=12345678".parse::<Transform>().is_err());
    }
}
