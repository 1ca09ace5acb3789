//! Reading every variant puzzle in a text: shudu's JSON form and f-puzzles' (one object,
//! a list of them, or one per line), f-puzzles and SudokuPad links and f-puzzles'
//! compressed form (one a line), or the plain line and grid forms on a board whose
//! rules are given (or, for lines, whose size their length gives).
//!
//! Read next: `json.rs`, `fpuzzles.rs` and `text.rs` hold the forms themselves.

use std::sync::Arc;

use super::{Puzzle, Rules, Shape, Symbols, VariantError, fpuzzles_json_of, side_of_line};
use crate::parse::JsonValue;

/// One puzzle read from a text, with the line it starts on (one-based).
///
/// ```
/// use shudu::variant::{Symbols, read_puzzles};
/// let text = "# two 4×4 puzzles\n1...........3... first\n.2..............\n";
/// let entries: Vec<_> = read_puzzles(text, None, Symbols::Standard).into_iter().map(Result::unwrap).collect();
/// assert_eq!((entries[0].line, entries[1].line), (2, 3));
/// assert_eq!(entries[0].label.as_deref(), Some("first"));
/// assert_eq!(entries[1].puzzle.size(), 4);
/// ```
#[derive(Clone, Debug)]
pub struct VariantEntry {
    /// The puzzle.
    pub puzzle: Puzzle,
    /// The line it starts on, one-based.
    pub line: usize,
    /// The text after a line-form puzzle, if any.
    pub label: Option<String>,
}

/// Whether `text` holds a variant puzzle in one of the JSON forms: an object (or a list
/// of objects) with a `size`, or a record shudu printed whose `puzzle` is such an object
/// (`shudu generate --variant … --json`).
///
/// ```
/// assert!(shudu::variant::is_variant_json(r#"{"size": 16, "grid": []}"#));
/// assert!(shudu::variant::is_variant_json(r#"{"puzzle": {"size": 4, "givens": "1..............."}, "clues": 1}"#));
/// assert!(!shudu::variant::is_variant_json(r#"{"puzzle": "1..."}"#));
/// ```
pub fn is_variant_json(text: &str) -> bool {
    let first = |v: &JsonValue| {
        v.get("size").is_some() || v.get("puzzle").is_some_and(|p| p.get("size").is_some())
    };
    match JsonValue::parse(text.trim()) {
        Ok(JsonValue::List(items)) => items.first().is_some_and(first),
        Ok(value) => first(&value),
        // JSON Lines: judged by the first line.
        Err(_) => text
            .lines()
            .find(|l| !l.trim().is_empty())
            .is_some_and(|l| JsonValue::parse(l.trim()).is_ok_and(|v| first(&v))),
    }
}

/// Every puzzle of `text`. JSON is detected by its first character and carries its own
/// rules, as do links and compressed strings ([`super::fpuzzles_json_of`]), one a line.
/// Otherwise puzzles are lines of n² cells or grids of n rows on a board of `rules`
/// (when `None`, plain Sudoku of the size the first line's length gives); blank lines
/// and `#` comments between puzzles are skipped. Errors name the line.
pub fn read_puzzles(
    text: &str,
    rules: Option<&Arc<Rules>>,
    symbols: Symbols,
) -> Vec<Result<VariantEntry, VariantError>> {
    let at = |line: usize, e: VariantError| VariantError::Format(format!("line {line}: {e}"));
    let trimmed = text.trim_start();
    if trimmed.starts_with('{') || trimmed.starts_with('[') {
        let lead = text.len() - trimmed.len();
        let first_line = text[..lead].matches('\n').count() + 1;
        return match JsonValue::parse(text) {
            Ok(JsonValue::List(items)) => items
                .iter()
                .enumerate()
                .map(|(k, item)| {
                    from_json(item)
                        .map(|puzzle| VariantEntry {
                            puzzle,
                            line: first_line,
                            label: None,
                        })
                        .map_err(|e| VariantError::Format(format!("item {}: {e}", k + 1)))
                })
                .collect(),
            Ok(value) => vec![from_json(&value).map(|puzzle| VariantEntry {
                puzzle,
                line: first_line,
                label: None,
            })],
            // One object per line.
            Err(whole) => {
                let lines: Vec<(usize, &str)> = text
                    .lines()
                    .enumerate()
                    .filter(|(_, l)| !l.trim().is_empty())
                    .map(|(i, l)| (i + 1, l))
                    .collect();
                if lines.len() < 2 {
                    return vec![Err(at(
                        first_line,
                        VariantError::Format(format!("not JSON: {whole}")),
                    ))];
                }
                lines
                    .into_iter()
                    .map(|(line, l)| {
                        let value = JsonValue::parse(l).map_err(|e| {
                            at(line, VariantError::Format(format!("not JSON: {e}")))
                        })?;
                        from_json(&value)
                            .map(|puzzle| VariantEntry {
                                puzzle,
                                line,
                                label: None,
                            })
                            .map_err(|e| at(line, e))
                    })
                    .collect()
            }
        };
    }
    let mut out = Vec::new();
    let lines: Vec<&str> = text.lines().collect();
    let mut rules = rules.cloned();
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i].trim();
        if line.is_empty() || line.starts_with('#') || line.starts_with("//") {
            i += 1;
            continue;
        }
        let (cells, label) = match line.split_once(char::is_whitespace) {
            Some((cells, rest)) => (
                cells,
                Some(rest.trim().to_owned()).filter(|l| !l.is_empty()),
            ),
            None => (line, None),
        };
        let count = cells.chars().count();
        // A link or f-puzzles' compressed form carries its own rules (unless the line is
        // exactly a board of the given rules that happens to start like one).
        let is_board_line = rules.as_ref().is_some_and(|r| count == r.size() * r.size());
        if !is_board_line && fpuzzles_json_of(cells).is_some() {
            out.push(
                Puzzle::from_link(cells)
                    .map(|puzzle| VariantEntry {
                        puzzle,
                        line: i + 1,
                        label,
                    })
                    .map_err(|e| at(i + 1, e)),
            );
            i += 1;
            continue;
        }
        let board = match &rules {
            Some(r) => r.clone(),
            None => match side_of_line(count).map(Shape::for_size) {
                Some(Ok(shape)) => {
                    let r = Arc::new(Rules::new(shape));
                    rules = Some(r.clone());
                    r
                }
                _ => {
                    out.push(Err(at(
                        i + 1,
                        VariantError::Format(format!(
                            "{count} cells is not a square board shudu knows (16, 36, 64, 81, 144, 256, 625 …); give the size"
                        )),
                    )));
                    i += 1;
                    continue;
                }
            },
        };
        let n = board.size();
        if count == n * n {
            out.push(
                Puzzle::from_line(board, cells, symbols)
                    .map(|puzzle| VariantEntry {
                        puzzle,
                        line: i + 1,
                        label,
                    })
                    .map_err(|e| at(i + 1, e)),
            );
            i += 1;
            continue;
        }
        // A grid: the next n lines holding cells, frame lines between them.
        let start = i;
        let mut rows = 0;
        let mut block = String::new();
        let is_frame = |l: &str| {
            l.chars()
                .all(|c| c.is_whitespace() || matches!(c, '|' | '+' | '-' | '='))
        };
        while i < lines.len() && rows < n {
            if lines[i].trim().is_empty() {
                break;
            }
            if !is_frame(lines[i]) {
                rows += 1;
            }
            block.push_str(lines[i]);
            block.push('\n');
            i += 1;
        }
        out.push(
            Puzzle::from_grid(board, &block, symbols)
                .map(|puzzle| VariantEntry {
                    puzzle,
                    line: start + 1,
                    label: None,
                })
                .map_err(|e| at(start + 1, relative(e, start))),
        );
    }
    out
}

/// A grid's error counts lines from the grid's first; the file's numbering is wanted.
fn relative(e: VariantError, offset: usize) -> VariantError {
    match e {
        VariantError::Format(m) => match m.strip_prefix("line ").and_then(|r| r.split_once(':')) {
            Some((k, rest)) if k.parse::<usize>().is_ok() => VariantError::Format(format!(
                "row on line {}:{rest}",
                k.parse::<usize>().unwrap_or(0) + offset
            )),
            _ => VariantError::Format(m),
        },
        other => other,
    }
}

/// One JSON puzzle: f-puzzles' form when it has a `grid`, shudu's otherwise; either
/// carries its own rules. A record shudu printed (`generate`, `format`, `solve` with
/// `--json`) is read through its `puzzle` field, so one command's output feeds the next;
/// the record's other fields are its own and are not part of the puzzle.
fn from_json(value: &JsonValue) -> Result<Puzzle, VariantError> {
    if value.get("size").is_none() {
        match value.get("puzzle") {
            Some(inner @ JsonValue::Object(_)) => return from_json(inner),
            Some(JsonValue::Text(text)) if fpuzzles_json_of(text).is_some() => {
                return Puzzle::from_link(text);
            }
            _ => {}
        }
    }
    if value.get("grid").is_some() {
        Puzzle::from_fpuzzles_value(value)
    } else {
        Puzzle::from_json_value(value)
    }
}
