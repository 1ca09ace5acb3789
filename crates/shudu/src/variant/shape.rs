//! [`Shape`]: the side of a board and the shape of its boxes, and [`Symbols`]: how its
//! digits are written.

use std::fmt;

use super::VariantError;
use crate::words::{Lang, Phrase};

/// The largest side shudu handles: candidate sets are `u32` masks, and 25 = 5×5 boxes.
pub const MAX_SIZE: usize = 25;

/// A board of side n = r·c whose boxes are r rows tall and c columns wide.
///
/// [`Shape::for_size`] picks the usual boxes for a side: 4 → 2×2, 6 → 2×3, 8 → 2×4,
/// 9 → 3×3, 10 → 2×5, 12 → 3×4, 15 → 3×5, 16 → 4×4, 20 → 4×5, 25 → 5×5 (boxes wider than
/// tall, as printed puzzles draw them). Any r×c with 1 < n ≤ 25 can be asked for.
///
/// ```
/// use shudu::variant::Shape;
/// let s = Shape::for_size(12).unwrap();
/// assert_eq!((s.size(), s.box_rows(), s.box_cols()), (12, 3, 4));
/// assert_eq!(s.to_string(), "12×12 (3×4 boxes)");
/// assert!(Shape::for_size(7).is_err());
/// assert_eq!(Shape::new(2, 3).unwrap().box_at(3, 4), 3);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Shape {
    box_rows: u8,
    box_cols: u8,
}

impl Shape {
    /// Boxes of `box_rows` × `box_cols` cells; the side is their product, 2 to 25.
    pub fn new(box_rows: usize, box_cols: usize) -> Result<Shape, VariantError> {
        let n = box_rows * box_cols;
        if box_rows == 0 || box_cols == 0 || !(2..=MAX_SIZE).contains(&n) {
            return Err(VariantError::Shape(
                Phrase::new("variant-shape-boxes-side")
                    .with("rows", box_rows)
                    .with("cols", box_cols)
                    .with("size", n)
                    .with("max", MAX_SIZE),
            ));
        }
        Ok(Shape {
            box_rows: box_rows as u8,
            box_cols: box_cols as u8,
        })
    }

    /// The usual box shape for side `size`: the factor pair closest to square, the
    /// shorter side as rows. A prime side (other than 2 and 3) has no boxes and is refused.
    pub fn for_size(size: usize) -> Result<Shape, VariantError> {
        if !(2..=MAX_SIZE).contains(&size) {
            return Err(VariantError::Shape(
                Phrase::new("variant-shape-side")
                    .with("size", size)
                    .with("max", MAX_SIZE),
            ));
        }
        let rows = (1..=size)
            .filter(|r| size % r == 0 && r * r <= size)
            .max()
            .expect("1 divides every side");
        if rows == 1 && size > 3 {
            return Err(VariantError::Shape(
                Phrase::new("variant-shape-prime").with("size", size),
            ));
        }
        Shape::new(rows, size / rows)
    }

    /// The classic 9×9 shape.
    pub const fn classic() -> Shape {
        Shape {
            box_rows: 3,
            box_cols: 3,
        }
    }

    /// Side length: the number of rows, columns and digits.
    pub const fn size(self) -> usize {
        self.box_rows as usize * self.box_cols as usize
    }

    /// Number of cells.
    pub const fn cell_count(self) -> usize {
        self.size() * self.size()
    }

    /// Rows in a box.
    pub const fn box_rows(self) -> usize {
        self.box_rows as usize
    }

    /// Columns in a box.
    pub const fn box_cols(self) -> usize {
        self.box_cols as usize
    }

    /// The box (zero-based, reading order) holding zero-based (`row`, `col`).
    pub const fn box_at(self, row: usize, col: usize) -> usize {
        let (r, c) = (self.box_rows(), self.box_cols());
        // Boxes per band: the side divided by the box width.
        row / r * (self.size() / c) + col / c
    }

    /// The mask of every digit of this side: bit d−1 stands for digit d.
    pub const fn all_digits(self) -> u32 {
        (1u32 << self.size()) - 1
    }

    /// The shape as a phrase of the catalogue: `9×9 (3×3 boxes)`.
    pub(crate) fn phrase(self) -> Phrase {
        Phrase::new("variant-shape")
            .with("size", self.size())
            .with("rows", self.box_rows())
            .with("cols", self.box_cols())
    }

    /// The shape in `lang`'s words (in English by `Display`).
    ///
    /// ```
    /// use shudu::variant::Shape;
    /// use shudu::words::Lang;
    /// let shape = Shape::for_size(6)?;
    /// assert_eq!(shape.to_string(), "6×6 (2×3 boxes)");
    /// assert_eq!(shape.words_in(Lang::ZhHans), "6×6（2×3 宫）");
    /// # Ok::<(), shudu::variant::VariantError>(())
    /// ```
    pub fn words_in(self, lang: Lang) -> String {
        self.phrase().words_in(lang)
    }
}

impl fmt::Display for Shape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words_in(Lang::En))
    }
}

/// How digits are written as single characters.
///
/// ```
/// use shudu::variant::Symbols;
/// assert_eq!(Symbols::Standard.symbol(10), 'A');
/// assert_eq!(Symbols::Hex.symbol(16), 'F');
/// assert_eq!(Symbols::Standard.value('G'), Some(16));
/// assert_eq!(Symbols::Hex.value('0'), Some(1));
/// assert!(Symbols::Standard.is_empty_mark('0') && !Symbols::Hex.is_empty_mark('0'));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Symbols {
    /// `1`–`9`, then `A`–`P` for 10 to 25; `.` or `0` for an empty cell.
    #[default]
    Standard,
    /// `0`–`9` then `A`–`F` for the digits 1 to 16 (a common way to write 16×16
    /// puzzles); only `.` marks an empty cell.
    Hex,
}

impl Symbols {
    /// The character of digit `value` (1 to 25; 1 to 16 in hex; `.` for 0, an empty
    /// cell).
    pub fn symbol(self, value: u8) -> char {
        let largest = match self {
            Symbols::Standard => MAX_SIZE as u8,
            Symbols::Hex => 16,
        };
        assert!(value <= largest, "{value} has no symbol in {self:?}");
        char::from(self.byte(value))
    }

    /// The ASCII byte of `value` (0 for an empty cell), as [`Symbols::symbol`] but
    /// unchecked: the one formula of the symbols, branch-free so that a line of them
    /// is written with vector instructions.
    ///
    /// ```text
    /// value  0  1 … 9  10 … 25    standard: digit = value
    /// char   .  1 … 9   A …  P    hex: digit = value − 1 (0 … 9, A … F)
    /// ```
    #[inline]
    pub(crate) fn byte(self, value: u8) -> u8 {
        let digit = match self {
            Symbols::Standard => value,
            Symbols::Hex => value.wrapping_sub(1),
        };
        // `A` follows `9` after the 7 characters `:;<=>?@`.
        let ch = b'0'
            .wrapping_add(digit)
            .wrapping_add(if digit > 9 { 7 } else { 0 });
        if value == 0 { b'.' } else { ch }
    }

    /// The digit a character stands for (either case), if it is one.
    pub fn value(self, ch: char) -> Option<u8> {
        let index = ch.to_digit(36)? as u8;
        match self {
            Symbols::Standard if index >= 1 && index <= MAX_SIZE as u8 => Some(index),
            Symbols::Hex if index < 16 => Some(index + 1),
            _ => None,
        }
    }

    /// Whether `ch` marks an empty cell.
    pub fn is_empty_mark(self, ch: char) -> bool {
        match self {
            Symbols::Standard => matches!(ch, '.' | '0' | '_' | '*'),
            Symbols::Hex => matches!(ch, '.' | '_' | '*'),
        }
    }

    /// The form called `name` (`standard`, `hex`).
    pub fn from_name(name: &str) -> Option<Symbols> {
        match name {
            "standard" => Some(Symbols::Standard),
            "hex" => Some(Symbols::Hex),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn usual_box_shapes() {
        let shapes: Vec<(usize, usize, usize)> = [4, 6, 8, 9, 10, 12, 15, 16, 20, 25]
            .into_iter()
            .map(|n| {
                let s = Shape::for_size(n).unwrap();
                (n, s.box_rows(), s.box_cols())
            })
            .collect();
        assert_eq!(
            shapes,
            [
                (4, 2, 2),
                (6, 2, 3),
                (8, 2, 4),
                (9, 3, 3),
                (10, 2, 5),
                (12, 3, 4),
                (15, 3, 5),
                (16, 4, 4),
                (20, 4, 5),
                (25, 5, 5)
            ]
        );
        for bad in [0, 1, 5, 7, 11, 26] {
            assert!(Shape::for_size(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn boxes_partition_the_board() {
        for (r, c) in [(2, 3), (3, 2), (3, 4), (5, 5), (2, 4)] {
            let s = Shape::new(r, c).unwrap();
            let n = s.size();
            let mut counts = vec![0; n];
            for row in 0..n {
                for col in 0..n {
                    counts[s.box_at(row, col)] += 1;
                }
            }
            assert!(counts.iter().all(|&k| k == n), "{r}×{c}: {counts:?}");
        }
    }

    #[test]
    fn symbols_round_trip() {
        for v in 1..=25u8 {
            assert_eq!(
                Symbols::Standard.value(Symbols::Standard.symbol(v)),
                Some(v)
            );
        }
        for v in 1..=16u8 {
            assert_eq!(Symbols::Hex.value(Symbols::Hex.symbol(v)), Some(v));
        }
        assert_eq!(Symbols::Standard.value('Q'), None);
        assert_eq!(Symbols::Hex.value('G'), None);
        // The formula gives the characters in order, the empty cell's first.
        let standard: String = (0..=25).map(|v| Symbols::Standard.symbol(v)).collect();
        assert_eq!(standard, ".123456789ABCDEFGHIJKLMNOP");
        let hex: String = (0..=16).map(|v| Symbols::Hex.symbol(v)).collect();
        assert_eq!(hex, ".0123456789ABCDEF");
    }

    #[test]
    #[should_panic(expected = "17 has no symbol in Hex")]
    fn a_value_past_the_symbols_is_a_bug() {
        Symbols::Hex.symbol(17);
    }
}
