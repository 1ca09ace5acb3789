//! Rows of the 9-line forms: the tutorials' pretty grid, `.sdk`, Simple Sudoku `.ss`,
//! Project Euler's digit rows. Separators (`|`, `+`, spaces) between cells are ignored.

use super::cells::cell_value;
use super::error::ParseErrorKind;

/// The cell values of a grid row, or the first character that cannot be in one.
///
/// Returns every cell found, so the caller can tell a row (9 cells) from a line
/// puzzle written with spaces (81 cells) or a mistake (any other count).
pub(super) fn scan_row(line: &str) -> Result<Vec<u8>, ParseErrorKind> {
    let mut cells = Vec::with_capacity(9);
    for (pos, ch) in line.chars().enumerate() {
        if let Some(v) = cell_value(ch, false) {
            cells.push(v);
        } else if !(ch.is_whitespace() || ch == '|' || ch == '+' || ch == ',') {
            return Err(ParseErrorKind::UnexpectedChar {
                ch,
                column: pos + 1,
            });
        }
    }
    Ok(cells)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_pretty_and_plain_rows() {
        assert_eq!(
            scan_row(". . 3 | . 2 . | 6 . .").unwrap(),
            [0, 0, 3, 0, 2, 0, 6, 0, 0]
        );
        assert_eq!(scan_row("003020600").unwrap().len(), 9);
        assert_eq!(scan_row("|1.3|...|..9|").unwrap().len(), 9);
        assert_eq!(
            scan_row("1 2 x").err(),
            Some(ParseErrorKind::UnexpectedChar { ch: 'x', column: 5 })
        );
    }
}
