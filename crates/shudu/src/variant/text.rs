//! The plain text forms of a variant puzzle's givens: the **line** of n² characters and
//! the **grid** of n rows, in [`Symbols`] (`1`–`9` then `A`–`P`, or `0`–`F`). Rules other
//! than the shape do not fit in plain text: they come from the command line's options
//! or the JSON forms (`json.rs`, `fpuzzles.rs`), and the pretty form ([`pretty_of`])
//! writes them so, with the digits as rows under them.

use std::sync::Arc;

use super::error::at_line;
use super::{Pos, Puzzle, Rules, Shape, Symbols, VariantError};
use crate::parse::JsonValue;
use crate::words::Phrase;

/// The side of a board whose line form has `cells` characters, among the sides shudu
/// has a box shape for.
///
/// ```
/// assert_eq!(shudu::variant::side_of_line(256), Some(16));
/// assert_eq!(shudu::variant::side_of_line(50), None);
/// ```
pub fn side_of_line(cells: usize) -> Option<usize> {
    (2..=super::MAX_SIZE).find(|&n| n * n == cells && Shape::for_size(n).is_ok())
}

impl Puzzle {
    /// Reads the line form: n² characters, a digit's symbol or an empty mark (`.`, and
    /// `0` with standard symbols) each.
    pub fn from_line(
        rules: impl Into<Arc<Rules>>,
        line: &str,
        symbols: Symbols,
    ) -> Result<Puzzle, VariantError> {
        let rules = rules.into();
        let n = rules.size();
        let chars: Vec<char> = line.trim_end().chars().collect();
        if chars.len() != n * n {
            return Err(VariantError::Format(
                Phrase::new("variant-line-cells")
                    .with("shape", rules.shape().phrase())
                    .with("expected", n * n)
                    .with("found", chars.len()),
            ));
        }
        let givens = chars
            .iter()
            .enumerate()
            .map(|(i, &ch)| cell_value(ch, symbols, n, Pos::from_index(i, n), i + 1))
            .collect::<Result<Vec<u8>, _>>()?;
        Puzzle::new(rules, givens)
    }

    /// Reads the grid form: n rows of n cells; spaces, `|`, `+` and (with any symbols
    /// but as an empty mark) `-` and `=` are separators, and lines holding only them
    /// are frame lines.
    pub fn from_grid(
        rules: impl Into<Arc<Rules>>,
        text: &str,
        symbols: Symbols,
    ) -> Result<Puzzle, VariantError> {
        Puzzle::from_grid_lines(rules.into(), text, symbols).map_err(|(line, error)| match line {
            0 => error,
            line => VariantError::Format(at_line(line, error.phrase())),
        })
    }

    /// [`Puzzle::from_grid`], its error beside the one-based line of `text` it is on (0
    /// when it is on none): a reader places it on its own text's line.
    pub(crate) fn from_grid_lines(
        rules: Arc<Rules>,
        text: &str,
        symbols: Symbols,
    ) -> Result<Puzzle, (usize, VariantError)> {
        let n = rules.size();
        let mut givens = Vec::with_capacity(n * n);
        let is_frame = |ch: char| ch.is_whitespace() || matches!(ch, '|' | '+' | '-' | '=');
        for (line_no, line) in text.lines().enumerate() {
            if line.chars().all(is_frame) {
                continue;
            }
            let at = |message: Phrase| (line_no + 1, VariantError::Format(message));
            let row = givens.len() / n;
            if row >= n {
                return Err(at(Phrase::new("variant-grid-rows-over").with("size", n)));
            }
            let mut count = 0;
            for (col, ch) in line.chars().enumerate() {
                if is_frame(ch) {
                    continue;
                }
                if count == n {
                    return Err(at(Phrase::new("variant-grid-cells-over")
                        .with("size", n)
                        .with("row", row + 1)));
                }
                let pos = Pos::new(row, count);
                givens
                    .push(cell_value(ch, symbols, n, pos, col + 1).map_err(|e| (line_no + 1, e))?);
                count += 1;
            }
            if count != n {
                return Err(at(Phrase::new("variant-grid-row-cells")
                    .with("row", row + 1)
                    .with("found", count)
                    .with("size", n)));
            }
        }
        if givens.len() != n * n {
            return Err((
                0,
                VariantError::Format(
                    Phrase::new("variant-grid-rows")
                        .with("found", givens.len() / n)
                        .with("size", n),
                ),
            ));
        }
        Puzzle::new(rules, givens).map_err(|e| (0, e))
    }

    /// The line form: n² characters, `.` for an empty cell.
    pub fn to_line(&self, symbols: Symbols) -> String {
        line_of(self.values(), symbols)
    }

    /// The shortest text that reads back as this puzzle with nothing beside it: its line
    /// on classic rules, shudu's one-line JSON form (which names the size, the boxes and
    /// every rule) on any other.
    ///
    /// ```
    /// use shudu::{Puzzle, Rules, Shape};
    /// let classic: Puzzle = format!("1{}", ".".repeat(80)).parse()?;
    /// assert_eq!(classic.to_text(), format!("1{}", ".".repeat(80)));
    /// let six = Puzzle::empty(Rules::new(Shape::for_size(6)?));
    /// assert!(six.to_text().starts_with(r#"{"size":6"#));
    /// assert_eq!(six.to_text().parse::<Puzzle>()?.to_text(), six.to_text());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn to_text(&self) -> String {
        if self.rules().is_classic() {
            self.to_line(Symbols::Standard)
        } else {
            self.to_json()
        }
    }

    /// The grid form: n rows, boxes set apart by `|` and frame lines.
    pub fn to_grid(&self, symbols: Symbols) -> String {
        grid_of(self.rules().shape(), self.values(), symbols)
    }

    /// The form for a person to read that still reads back as this puzzle: see
    /// [`pretty_of`].
    pub fn to_pretty(&self, symbols: Symbols) -> String {
        pretty_of(self.rules(), self.values(), symbols)
    }
}

/// Digits (0 for empty) on `rules` in the form a person reads that reads back as the
/// same puzzle: the grid form ([`grid_of`]) where a grid carries the rules (the board's
/// own rows, columns and boxes: [`Rules::fit_a_line`]); on any other rules, which a
/// grid would drop, shudu's JSON form with the digits as rows of numbers under the
/// rules, one row a line.
///
/// ```
/// use shudu::variant::{Rules, Shape, Symbols, pretty_of};
/// let values = [1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1];
/// let plain = Rules::new(Shape::for_size(4)?);
/// assert_eq!(pretty_of(&plain, &values, Symbols::Standard).lines().next(), Some("1 2 | 3 4"));
/// let x = plain.with_named("x")?;
/// let text = pretty_of(&x, &values, Symbols::Standard);
/// assert_eq!(text.lines().nth(1), Some("  [1,2,3,4],"));
/// let back: shudu::Puzzle = text.parse()?;
/// assert_eq!((back.values(), back.rules().extras().len()), (&values[..], 2));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn pretty_of(rules: &Rules, values: &[u8], symbols: Symbols) -> String {
    if rules.fit_a_line() {
        return grid_of(rules.shape(), values, symbols);
    }
    let n = rules.size();
    // The rules on the first line, as the one-line form writes them.
    let mut out = JsonValue::Object(super::json::rules_fields(rules)).to_text();
    out.pop();
    out.push_str(",\"givens\":[\n");
    // Numbers right-aligned, so the columns line up on boards past 9.
    let width = n.to_string().len();
    for (r, row) in values.chunks(n).enumerate() {
        let cells: Vec<String> = row.iter().map(|v| format!("{v:>width$}")).collect();
        out.push_str(&format!("  [{}]", cells.join(",")));
        out.push_str(if r + 1 < n { ",\n" } else { "\n]}\n" });
    }
    out
}

/// Digits (0 for empty) as the line form: the one writer of it, for puzzles and
/// solutions alike.
///
/// ```
/// use shudu::variant::{Symbols, line_of};
/// assert_eq!(line_of(&[1, 0, 10, 16], Symbols::Standard), "1.AG");
/// ```
pub fn line_of(values: &[u8], symbols: Symbols) -> String {
    // Arithmetic rather than a lookup per cell, so the loop runs on vectors: this
    // writes a line per puzzle and solution in batches of millions.
    debug_assert!(values.iter().all(|&v| usize::from(v) <= super::MAX_SIZE));
    let mut bytes = vec![b'.'; values.len()];
    for (byte, &v) in bytes.iter_mut().zip(values) {
        *byte = symbols.byte(v);
    }
    String::from_utf8(bytes).expect("every symbol is ASCII")
}

/// Digits (0 for empty) as the grid form of `shape`.
///
/// ```
/// use shudu::variant::{Shape, Symbols, grid_of};
/// let text = grid_of(Shape::for_size(4).unwrap(), &[1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1], Symbols::Standard);
/// assert_eq!(text.lines().next(), Some("1 2 | 3 4"));
/// assert_eq!(text.lines().nth(2), Some("----+----"));
/// ```
pub fn grid_of(shape: Shape, values: &[u8], symbols: Symbols) -> String {
    let widths = vec![1; shape.size()];
    framed(shape, &widths, |i, line| {
        line.push(symbols.symbol(values[i]))
    })
}

/// The grid form's frame around the cells of `shape`, the one layout of both grid writers:
/// `cell(i, line)` writes cell `i`'s text, padded to its column's width in `widths`; a
/// space between cells, ` | ` between boxes, a `-`/`+` line between bands, no trailing
/// spaces.
fn framed(shape: Shape, widths: &[usize], cell: impl Fn(usize, &mut String)) -> String {
    let n = shape.size();
    let (br, bc) = (shape.box_rows(), shape.box_cols());
    let frame = (0..n / bc)
        .map(|b| {
            let cols = &widths[b * bc..(b + 1) * bc];
            "-".repeat(cols.iter().sum::<usize>() + cols.len() - 1)
        })
        .collect::<Vec<_>>()
        .join("-+-");
    let mut out = String::new();
    for r in 0..n {
        if r > 0 && r % br == 0 {
            out.push_str(&frame);
            out.push('\n');
        }
        let start = out.len();
        for (c, &width) in widths.iter().enumerate() {
            if c > 0 {
                out.push_str(if c % bc == 0 { " | " } else { " " });
            }
            let before = out.len();
            cell(r * n + c, &mut out);
            let written = out[before..].chars().count();
            out.extend(std::iter::repeat_n(' ', width.saturating_sub(written)));
        }
        let end = start + out[start..].trim_end().len();
        out.truncate(end);
        out.push('\n');
    }
    out
}

/// Each cell's digits as a pencil-mark grid of `shape`, the form Sudoku Explainer and
/// HoDoKu print and [`super::SheetMarks::read`] reads back: a cell's digits run together,
/// each column as wide as its widest cell, `|` between boxes and a `-`/`+` line between
/// bands; a cell with no digit shows `.`.
///
/// ```
/// use shudu::variant::{Shape, Symbols, marks_grid_of};
/// let mut cells = vec![vec![1, 2, 3, 4]; 16];
/// cells[0] = vec![1];
/// cells[1] = vec![2, 3];
/// let text = marks_grid_of(Shape::for_size(4).unwrap(), &cells, Symbols::Standard);
/// assert_eq!(text.lines().next(), Some("1    23   | 1234 1234"));
/// assert_eq!(text.lines().nth(2), Some("----------+----------"));
/// ```
pub fn marks_grid_of(shape: Shape, cells: &[Vec<u8>], symbols: Symbols) -> String {
    let n = shape.size();
    // Symbols are ASCII: a cell's width is its digit count, or 1 for its `.`.
    let widths: Vec<usize> = (0..n)
        .map(|c| {
            (0..n)
                .map(|r| cells[r * n + c].len().max(1))
                .max()
                .unwrap_or(1)
        })
        .collect();
    framed(shape, &widths, |i, line| match cells[i].is_empty() {
        true => line.push('.'),
        false => line.extend(cells[i].iter().map(|&d| symbols.symbol(d))),
    })
}

/// The digit (0 for empty) of character `ch` at `pos`, or an error naming the cell and
/// the one-based `column` of the text.
fn cell_value(
    ch: char,
    symbols: Symbols,
    n: usize,
    pos: Pos,
    column: usize,
) -> Result<u8, VariantError> {
    if symbols.is_empty_mark(ch) || ch == '-' {
        return Ok(0);
    }
    match symbols.value(ch) {
        Some(v) if v as usize <= n => Ok(v),
        Some(v) => Err(VariantError::Format(
            Phrase::new("variant-cell-too-large")
                .with("cell", pos.to_string())
                .with("ch", format!("{ch:?}"))
                .with("column", column)
                .with("digit", v)
                .with("size", n),
        )),
        None => Err(VariantError::Format(
            Phrase::new("variant-cell-char")
                .with("cell", pos.to_string())
                .with("ch", format!("{ch:?}"))
                .with("column", column),
        )),
    }
}
