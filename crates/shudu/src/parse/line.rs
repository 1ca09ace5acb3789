//! The one-line form: 81 cell characters, then optionally whitespace and a comment.

use super::cells::cell_value;
use super::error::ParseErrorKind;

/// A line puzzle: the values and the trailing comment, if any.
pub(super) struct LinePuzzle<'a> {
    pub values: [u8; 81],
    pub comment: Option<&'a str>,
}

/// Reads one 81-cell line (leading whitespace allowed).
pub(super) fn parse_line(line: &str) -> Result<LinePuzzle<'_>, ParseErrorKind> {
    if let Some(puzzle) = plain_line(line) {
        return Ok(puzzle);
    }
    let mut values = [0u8; 81];
    let mut count = 0;
    for (pos, (byte_at, ch)) in line.char_indices().enumerate() {
        let column = pos + 1;
        if let Some(v) = cell_value(ch, true) {
            if count < 81 {
                values[count] = v;
            }
            count += 1;
            continue;
        }
        if ch.is_whitespace() && count == 0 {
            continue;
        }
        if count == 81 && (ch.is_whitespace() || ch == '#') {
            let comment = line[byte_at..].trim().trim_start_matches('#').trim();
            return Ok(LinePuzzle {
                values,
                comment: (!comment.is_empty()).then_some(comment),
            });
        }
        if ch.is_whitespace() || count > 81 {
            break;
        }
        return Err(ParseErrorKind::UnexpectedChar { ch, column });
    }
    if count == 81 {
        Ok(LinePuzzle {
            values,
            comment: None,
        })
    } else {
        Err(ParseErrorKind::CellCount {
            expected: 81,
            found: count,
        })
    }
}

/// The common case, read byte by byte: exactly 81 cell characters, then nothing, or
/// whitespace and a comment. `None` sends every other line to the careful reader above,
/// which also finds what is wrong.
fn plain_line(line: &str) -> Option<LinePuzzle<'_>> {
    let bytes = line.as_bytes();
    let cells = bytes.get(..81)?;
    let mut values = [0u8; 81];
    for (v, &b) in values.iter_mut().zip(cells) {
        *v = match b {
            b'1'..=b'9' => b - b'0',
            b'0' | b'.' | b'_' | b'*' | b'-' => 0,
            _ => return None,
        };
    }
    let rest = &line[81..];
    let comment = match rest.bytes().next() {
        None => None,
        Some(b) if b.is_ascii_whitespace() || b == b'#' => {
            let c = rest.trim().trim_start_matches('#').trim();
            (!c.is_empty()).then_some(c)
        }
        Some(_) => return None,
    };
    Some(LinePuzzle { values, comment })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line_of(cells: usize) -> String {
        "1".to_owned() + &".".repeat(cells - 1)
    }

    #[test]
    fn accepts_every_empty_mark_and_a_comment() {
        let mut text: String = "0._*-".repeat(16);
        text.push('5');
        text.push_str("  # a comment");
        let p = parse_line(&text).unwrap();
        assert_eq!(p.values[80], 5);
        assert!(p.values[..80].iter().all(|&v| v == 0));
        assert_eq!(p.comment, Some("a comment"));
    }

    #[test]
    fn counts_cells() {
        assert_eq!(
            parse_line(&line_of(80)).err(),
            Some(ParseErrorKind::CellCount {
                expected: 81,
                found: 80
            })
        );
        assert_eq!(
            parse_line(&line_of(83)).err(),
            Some(ParseErrorKind::CellCount {
                expected: 81,
                found: 83
            })
        );
        assert!(parse_line(&line_of(81)).is_ok());
    }

    #[test]
    fn names_the_bad_character_and_its_column() {
        let mut text = line_of(81);
        text.replace_range(16..17, "x");
        assert_eq!(
            parse_line(&text).err(),
            Some(ParseErrorKind::UnexpectedChar {
                ch: 'x',
                column: 17
            })
        );
    }
}
