//! The characters that stand for cells, shared by every text format.

/// The value of a cell character: `Some(1..=9)` for a digit, `Some(0)` for an empty mark.
///
/// `-` is an empty mark only in the one-line form: in a 9-line grid it draws separators.
pub(super) fn cell_value(ch: char, dash_is_empty: bool) -> Option<u8> {
    match ch {
        '1'..='9' => Some(ch as u8 - b'0'),
        '0' | '.' | '_' | '*' => Some(0),
        '-' if dash_is_empty => Some(0),
        _ => None,
    }
}

/// Whether a line only draws a grid's frame (`---+---`, `|=====|`, `*-----*`).
pub(super) fn is_separator(line: &str) -> bool {
    let mut dashes = 0;
    for ch in line.chars() {
        match ch {
            '-' | '=' => dashes += 1,
            '+' | '|' | '*' | ':' => {}
            c if c.is_whitespace() => {}
            _ => return false,
        }
    }
    dashes >= 3
}
