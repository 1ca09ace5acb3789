//! Reading every variant puzzle in a text: shudu's JSON form and f-puzzles' (one object,
//! a list of them, or one per line), f-puzzles and SudokuPad links and f-puzzles'
//! compressed form (one a line), or the plain line and grid forms on a board whose
//! rules are given (or, for lines, whose size their length gives).
//!
//! Read next: `json.rs`, `fpuzzles.rs` and `text.rs` hold the forms themselves.

use std::sync::Arc;

use super::error::{at_line, reason_in_each};
use super::{
    Puzzle, Rules, Shape, Symbols, VariantError, fpuzzles_json_of, is_variant_link, side_of_line,
};
use crate::parse::{JsonValue, located};
use crate::words::{Lang, Phrase};

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
    /// The entry's text as given: its line, its grid's rows or its JSON.
    pub text: String,
}

impl VariantEntry {
    /// The entry of a puzzle the classic reader read, on classic rules.
    pub fn of_classic(entry: crate::parse::Entry) -> VariantEntry {
        VariantEntry {
            puzzle: Puzzle::from_classic(&entry.grid),
            line: entry.line,
            label: entry.label,
            text: entry.text,
        }
    }
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

/// Whether a text (a whole input, or its opening) holds variant puzzles, judged from its
/// first entry as a person would: JSON that carries rules ([`is_variant_json`]), an
/// f-puzzles or SudokuPad link or f-puzzles' compressed form, or a line of n² cells for
/// a board other than 9×9. Blank lines and `#` comments before it are skipped; a classic
/// 81-cell line, grid or JSON board is not a variant.
///
/// ```
/// use shudu::variant::is_variant_text;
/// assert!(is_variant_text("# a 6×6\n1.....4...2....6......45.....2..6...\n"));
/// assert!(is_variant_text(r#"{"puzzle": {"size": 4, "givens": "1..............."}}"#));
/// assert!(!is_variant_text(&".".repeat(81)));
/// assert!(!is_variant_text("003020600\n900305001\n"));
/// ```
pub fn is_variant_text(text: &str) -> bool {
    let Some(first) = text.lines().map(str::trim).find(|l| {
        !(l.is_empty()
            || l.starts_with('#')
            || l.starts_with("//")
            || crate::parse::is_header(l)
            || crate::parse::is_run_record_line(l))
    }) else {
        return false;
    };
    if first.starts_with('{') || first.starts_with('[') {
        return is_variant_json(text.trim_start_matches(|c: char| c.is_whitespace()))
            || is_variant_json(first);
    }
    if is_variant_link(first) {
        return true;
    }
    // A grid of another side than 9, its first row written with separators.
    if grid_row_shape(first).is_some_and(|shape| shape.size() != 9) {
        return true;
    }
    let cells = first.split_whitespace().next().unwrap_or("");
    let count = cells.chars().count();
    // A line of n² cells, n other than 9, that is not a row of a grid (a 16-character
    // row of a pretty 9×9 grid has spaces or bars, which end `cells` early).
    count != 81
        && side_of_line(count).is_some_and(|n| n >= 4)
        && cells.chars().all(|c| c.is_ascii_alphanumeric() || c == '.')
        && cells.chars().any(|c| c.is_ascii_digit() || c == '.')
}

/// An entry of a text that could not be read: the line it starts on, its text exactly
/// as given (so nothing the user wrote is lost), and why.
///
/// ```
/// use shudu::variant::{Symbols, read_entries};
/// let text = "1...........3...\n1...........3....\n.2..............\n";
/// let results = read_entries(text, None, Symbols::Standard);
/// let err = results[1].as_ref().unwrap_err();
/// assert_eq!((err.line, err.input.as_str()), (2, "1...........3...."));
/// assert_eq!(err.to_string(), "line 2: expected 16 cells (a 4×4 board), found 17");
/// assert_eq!(results[2].as_ref().unwrap().line, 3);
/// ```
#[derive(Clone, Debug)]
pub struct VariantReadError {
    /// The one-based line the entry starts on (or where its mistake is, in a grid).
    pub line: usize,
    /// The entry's text as given.
    pub input: String,
    /// What is wrong.
    pub error: VariantError,
}

impl VariantReadError {
    /// The error in `lang`'s words, after its line (`line 2: …`).
    ///
    /// ```
    /// use shudu::variant::{Symbols, read_entries};
    /// use shudu::words::Lang;
    /// let results = read_entries("1...........3...\n1...........3....\n", None, Symbols::Standard);
    /// let err = results[1].as_ref().unwrap_err();
    /// assert_eq!(err.words_in(Lang::ZhHans), "第 2 行：应有 16 格（4×4 盘面），却有 17 格");
    /// assert_eq!(err.words_in(Lang::ZhHant), "第 2 行：應有 16 格（4×4 盤面），卻有 17 格");
    /// ```
    pub fn words_in(&self, lang: Lang) -> String {
        located(lang, "", self.line, self.error.words_in(lang))
    }
}

impl std::fmt::Display for VariantReadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.words_in(Lang::En))
    }
}

impl std::error::Error for VariantReadError {}

impl From<VariantReadError> for VariantError {
    fn from(e: VariantReadError) -> VariantError {
        VariantError::Format(at_line(e.line, e.error.phrase()))
    }
}

/// JSON that does not parse: the parser's reason (`JsonError`'s words).
pub(crate) fn not_json(why: impl ToString) -> VariantError {
    VariantError::Format(Phrase::new("variant-not-json").with("why", why.to_string()))
}

/// Every puzzle of `text`, as [`read_entries`] reads them, each error worded with its
/// line.
pub fn read_puzzles(
    text: &str,
    rules: Option<&Arc<Rules>>,
    symbols: Symbols,
) -> Vec<Result<VariantEntry, VariantError>> {
    read_entries(text, rules, symbols)
        .into_iter()
        .map(|r| r.map_err(VariantError::from))
        .collect()
}

/// The puzzle of another board in `input`, an entry the classic reader could not read
/// as a classic puzzle (a 6×6 line among 9×9 ones, a variant's JSON line, a link), found
/// on line `line`: the variant reader's entry or error, numbered from that line; `None`
/// when the text is no other board's puzzle (the classic reader's error stands).
///
/// ```
/// use shudu::variant::other_board_entry;
/// let six = other_board_entry(".1.23...6.......535..4.........4...1", 7).unwrap()?;
/// assert_eq!((six.puzzle.size(), six.line), (6, 7));
/// assert!(other_board_entry("12345", 1).is_none());
/// # Ok::<(), shudu::variant::VariantReadError>(())
/// ```
pub fn other_board_entry(
    input: &str,
    line: usize,
) -> Option<Result<VariantEntry, VariantReadError>> {
    if !is_variant_text(input) {
        return None;
    }
    let mut entries = read_entries(input, None, Symbols::Standard);
    if entries.len() != 1 {
        return None;
    }
    let renumber = |n: usize| line + n.saturating_sub(1);
    Some(match entries.remove(0) {
        Ok(mut entry) => {
            entry.line = renumber(entry.line);
            Ok(entry)
        }
        Err(mut err) => {
            err.line = renumber(err.line);
            Err(err)
        }
    })
}

/// Every entry of `text`, in order: one result per puzzle, and one per line or grid that
/// is not one. JSON is detected by its first character and carries its own rules, as do
/// links and compressed strings ([`super::fpuzzles_json_of`]), one a line. Otherwise
/// puzzles are lines of n² cells or grids of n rows on a board of `rules` (when `None`,
/// plain Sudoku of the size the first line's length gives); blank lines and `#`
/// comments between puzzles are skipped.
///
/// A grid is only begun by a line that reads as one of its rows, and takes only lines
/// that do (one cell more or fewer is still a row, reported as such): a line of the
/// wrong length is an error of its own and never takes the lines after it.
pub fn read_entries(
    text: &str,
    rules: Option<&Arc<Rules>>,
    symbols: Symbols,
) -> Vec<Result<VariantEntry, VariantReadError>> {
    let trimmed = text.trim_start();
    if trimmed.starts_with('{') || trimmed.starts_with('[') {
        let lead = text.len() - trimmed.len();
        let first_line = text[..lead].matches('\n').count() + 1;
        match JsonValue::parse(text) {
            Ok(value) if crate::parse::is_run_record(&value) => return Vec::new(),
            Ok(value) => return read_json(value, text, first_line),
            Err(whole) if text.lines().filter(|l| !l.trim().is_empty()).count() < 2 => {
                return vec![Err(VariantReadError {
                    line: first_line,
                    input: text.trim().to_owned(),
                    error: not_json(whole),
                })];
            }
            // Not one document: one object a line, each read below on its own.
            Err(_) => {}
        }
    }
    let mut out = Vec::new();
    let lines: Vec<&str> = text.lines().collect();
    let given = rules.is_some();
    let mut rules = rules.cloned();
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i].trim();
        if line.is_empty()
            || line.starts_with('#')
            || line.starts_with("//")
            || crate::parse::is_run_record_line(line)
        {
            i += 1;
            continue;
        }
        let failed = |error: VariantError| VariantReadError {
            line: i + 1,
            input: lines[i].to_owned(),
            error,
        };
        // The entry of this line, from what reading it made.
        let read = |made: Result<Puzzle, VariantError>, label: Option<String>| {
            made.map(|puzzle| VariantEntry {
                puzzle,
                line: i + 1,
                label,
                text: lines[i].trim().to_owned(),
            })
            .map_err(failed)
        };
        let (cells, label) = match line.split_once(char::is_whitespace) {
            Some((cells, rest)) => (
                cells,
                Some(rest.trim().to_owned()).filter(|l| !l.is_empty()),
            ),
            None => (line, None),
        };
        // One JSON object a line (JSON Lines, as `--json` prints), among other lines.
        if line.starts_with('{') {
            let made = JsonValue::parse(line)
                .map_err(not_json)
                .and_then(|value| from_json(&value));
            out.push(read(made, None));
            i += 1;
            continue;
        }
        let count = cells.chars().count();
        // A link or f-puzzles' compressed form carries its own rules (unless the line is
        // exactly a board of the given rules that happens to start like one).
        let is_board_line = rules.as_ref().is_some_and(|r| count == r.size() * r.size());
        if !is_board_line && fpuzzles_json_of(cells).is_some() {
            out.push(read(Puzzle::from_link(cells), label));
            i += 1;
            continue;
        }
        // Without given rules, the board of the first line of n² cells, or of a grid's
        // first row (`solve --pretty` writes them): its n cells.
        let board = match &rules {
            Some(r) => r.clone(),
            None => match side_of_line(count)
                .and_then(|n| Shape::for_size(n).ok())
                .or_else(|| grid_row_shape(line))
            {
                Some(shape) => rules.insert(Arc::new(Rules::new(shape))).clone(),
                None => {
                    out.push(Err(failed(VariantError::Format(
                        Phrase::new("variant-line-not-square").with("count", count),
                    ))));
                    i += 1;
                    continue;
                }
            },
        };
        let n = board.size();
        if count == n * n {
            out.push(read(Puzzle::from_line(board, cells, symbols), label));
            i += 1;
            continue;
        }
        // Without given rules, a line of another board's n² cells is that board's line:
        // each line is judged by its own length, not the first line's.
        let row = row_cells(line);
        let other = side_of_line(count).and_then(|n| Shape::for_size(n).ok());
        if let (false, Some(shape), true) = (given, other, row != n) {
            out.push(read(
                Puzzle::from_line(Rules::new(shape), cells, symbols),
                label,
            ));
            i += 1;
            continue;
        }
        if row != n {
            // Neither a board's line nor a grid's first row: an error of its own.
            let why = if line.contains(|c: char| c.is_whitespace() || c == '|') {
                Phrase::new("variant-grid-row-short")
                    .with("size", n)
                    .with("found", row)
            } else {
                Phrase::new("variant-line-count")
                    .with("expected", n * n)
                    .with("size", n)
                    .with("found", count)
            };
            out.push(Err(failed(VariantError::Format(why))));
            i += 1;
            continue;
        }
        // A grid: this row and the rows after it, frame lines between them, while the
        // lines read as rows.
        let start = i;
        let mut rows = 0;
        let mut block = String::new();
        while i < lines.len() && rows < n {
            let l = lines[i];
            if l.trim().is_empty() {
                break;
            }
            if !is_frame(l) {
                if rows > 0 && !(n - 1..=n + 1).contains(&row_cells(l.trim())) {
                    break;
                }
                rows += 1;
            }
            block.push_str(l);
            block.push('\n');
            i += 1;
        }
        out.push(
            Puzzle::from_grid_lines(board, &block, symbols)
                .map(|puzzle| VariantEntry {
                    puzzle,
                    line: start + 1,
                    label: None,
                    text: block.trim_end().to_owned(),
                })
                .map_err(|(line, error)| VariantReadError {
                    // The grid's own line, counted from its first; on none, the first.
                    line: start + line.max(1),
                    input: block.trim_end().to_owned(),
                    error,
                }),
        );
    }
    out
}

/// Every entry of `text`, whatever its board: the one reader for a caller that takes any
/// puzzle (a server field, a notebook). A text that holds variants ([`is_variant_text`])
/// is read by [`read_entries`]; any other by the classic reader ([`crate::PuzzleReader`],
/// with its grids, JSON boards, headers and labels), each puzzle on classic rules.
///
/// ```
/// use shudu::variant::read_any_board;
/// let grid = "8........\n..36.....\n.7..9.2..\n.5...7...\n....457..\n...1...3.\n..1....68\n..85...1.\n.9....4..\n";
/// let six = "1.....4...2....6......45.....2..6...";
/// for (text, size) in [(grid, 9), (six, 6)] {
///     let entry = read_any_board(text).remove(0).unwrap();
///     assert_eq!(entry.puzzle.size(), size);
/// }
/// assert_eq!(read_any_board("x").remove(0).unwrap_err().line, 1);
/// ```
pub fn read_any_board(text: &str) -> Vec<Result<VariantEntry, VariantReadError>> {
    if is_variant_text(text) {
        return read_entries(text, None, Symbols::Standard);
    }
    crate::PuzzleReader::new(text.as_bytes(), "")
        .map(|item| match item {
            Ok(entry) => Ok(VariantEntry::of_classic(entry)),
            Err(err) => Err(VariantReadError {
                line: err.line(),
                input: err.input().to_owned(),
                // The classic reader's words (`parse/error.rs`).
                error: VariantError::Format(reason_in_each(|lang| err.message_in(lang))),
            }),
        })
        .collect()
}

/// The JSON forms read as one document: one value, an object or a list of them.
fn read_json(
    value: JsonValue,
    text: &str,
    first_line: usize,
) -> Vec<Result<VariantEntry, VariantReadError>> {
    let entry = |puzzle, text: String| VariantEntry {
        puzzle,
        line: first_line,
        label: None,
        text,
    };
    match value {
        JsonValue::List(items) => items
            .iter()
            .enumerate()
            .map(|(k, item)| {
                let made = from_json(item).map(|puzzle| entry(puzzle, item.to_text()));
                made.map_err(|e| VariantReadError {
                    line: first_line,
                    input: item.to_text(),
                    error: VariantError::Format(
                        Phrase::new("variant-item")
                            .with("item", k + 1)
                            .with("message", e.phrase()),
                    ),
                })
            })
            .collect(),
        value => vec![
            from_json(&value)
                .map(|puzzle| entry(puzzle, text.trim().to_owned()))
                .map_err(|error| VariantReadError {
                    line: first_line,
                    input: text.trim().to_owned(),
                    error,
                }),
        ],
    }
}

/// The board a grid's first row stands for when no rules are given: a row of n cells,
/// each one character, with separators between them (`4 5 3 | 6 1 2`, as `solve
/// --pretty` writes them), n a side shudu knows. A row of pencil marks (`| 8 1246 24569
/// |`) has cells of several characters, and is not one.
fn grid_row_shape(line: &str) -> Option<Shape> {
    let cells: Vec<&str> = line
        .split(|c: char| c.is_whitespace() || c == '|')
        .filter(|t| !t.is_empty())
        .collect();
    let single = cells.len() >= 4
        && cells.iter().all(|t| {
            t.chars().count() == 1 && t.chars().all(|c| c.is_ascii_alphanumeric() || c == '.')
        });
    single.then(|| Shape::for_size(cells.len()).ok()).flatten()
}

/// Whether a line only draws a grid's frame.
fn is_frame(line: &str) -> bool {
    line.chars()
        .all(|c| c.is_whitespace() || matches!(c, '|' | '+' | '-' | '='))
}

/// The cells of a grid row as [`Puzzle::from_grid`] counts them: every character that
/// is not a separator.
fn row_cells(line: &str) -> usize {
    line.chars()
        .filter(|&c| !(c.is_whitespace() || matches!(c, '|' | '+' | '-' | '=')))
        .count()
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

#[cfg(test)]
mod tests {
    use super::*;

    const A: &str = "3..2..1.1....3..";
    const B: &str = ".1..3.4....2....";

    fn lines_read(text: &str, rules: Option<&Arc<Rules>>) -> Vec<Result<usize, usize>> {
        read_entries(text, rules, Symbols::Standard)
            .into_iter()
            .map(|r| r.map(|e| e.line).map_err(|e| e.line))
            .collect()
    }

    #[test]
    fn a_line_one_cell_too_long_takes_no_line_after_it() {
        // Regression: the long line began a grid that swallowed the next size − 1 lines.
        let text = format!("{A}\n{B}1\n{A}\n{B}\n{A} x\n");
        assert_eq!(
            lines_read(&text, None),
            [Ok(1), Err(2), Ok(3), Ok(4), Ok(5)]
        );
        let rules = Arc::new(Rules::new(Shape::for_size(4).unwrap()));
        let text = format!("{A} \n{A}.\n{B}\n");
        assert_eq!(lines_read(&text, Some(&rules)), [Ok(1), Err(2), Ok(3)]);
    }

    #[test]
    fn each_line_is_judged_by_its_own_form() {
        // A 4×4 line, a JSON line, a 9×9 line and a bad JSON line: four entries, each of
        // its own board, whichever comes first.
        let nine = ".".repeat(81);
        let json = r#"{"size": 6, "givens": "4..........561.3.....5.......62.4..."}"#;
        let text = format!("{A}\n{json}\n{nine}\n{{\"size\": 4,\n{B}\n");
        let results = read_entries(&text, None, Symbols::Standard);
        let sizes: Vec<Result<usize, usize>> = results
            .iter()
            .map(|r| r.as_ref().map(|e| e.puzzle.size()).map_err(|e| e.line))
            .collect();
        assert_eq!(sizes, [Ok(4), Ok(6), Ok(9), Err(4), Ok(4)]);
        // JSON first, then a line: the same.
        let text = format!("{json}\n{A}\n");
        assert_eq!(lines_read(&text, None), [Ok(1), Ok(2)]);
        // Given rules hold every line to their board.
        let rules = Arc::new(Rules::new(Shape::for_size(4).unwrap()));
        assert_eq!(
            lines_read(&format!("{A}\n{nine}\n"), Some(&rules)),
            [Ok(1), Err(2)]
        );
    }

    #[test]
    fn a_grid_of_another_side_is_read_from_its_first_row() {
        // `solve --pretty` on a 6×6, read back with no rules given.
        let text = "# line 1: solved\n4 5 3 | 6 1 2\n1 2 6 | 4 3 5\n------+------\n6 1 5 | 3 2 4\n3 4 2 | 5 6 1\n------+------\n5 3 1 | 2 4 6\n2 6 4 | 1 5 3\n";
        assert!(is_variant_text(text));
        let entry = read_entries(text, None, Symbols::Standard)
            .remove(0)
            .unwrap();
        assert_eq!((entry.puzzle.size(), entry.line), (6, 2));
        // A classic grid and a row of pencil marks are not another side's grid.
        assert!(!is_variant_text("8 . . | . . . | . . .\n"));
        assert!(!is_variant_text(
            "| 8 1246 24569 | 2347 12357 1234 | 1 2 3 |\n"
        ));
    }

    #[test]
    fn a_grid_takes_only_lines_that_read_as_its_rows() {
        let rules = Arc::new(Rules::new(Shape::for_size(4).unwrap()));
        let grid = "3 . | . 2\n. . | 1 .\n----+----\n1 . | . .\n. 3 | . .\n";
        assert_eq!(lines_read(grid, Some(&rules)), [Ok(1)]);
        // A grid cut short by a board line: the grid is one error, the line its own entry.
        let text = format!("3 . | . 2\n. . | 1 .\n{B}\n");
        let results = read_entries(&text, Some(&rules), Symbols::Standard);
        let err = results[0].as_ref().unwrap_err();
        assert_eq!((err.line, err.input.as_str()), (1, "3 . | . 2\n. . | 1 ."));
        assert_eq!(results[1].as_ref().unwrap().line, 3);
        // A mistake inside a grid is placed on its row's line.
        let bad = "3 . | . 2\n. . | 1 .\n1 . | x .\n. 3 | . .\n";
        let err = read_entries(bad, Some(&rules), Symbols::Standard)
            .remove(0)
            .unwrap_err();
        assert_eq!(err.line, 3, "{err}");
    }

    #[test]
    fn variant_text_is_told_from_its_content() {
        assert!(is_variant_text(&format!("{A}\n")));
        assert!(is_variant_text(
            "\n# comment\nhttps://sudokupad.app/fpuzzlesN4Ig"
        ));
        assert!(!is_variant_text(&"1".repeat(81)));
        assert!(!is_variant_text("[[0,0,3,0,2,0,6,0,0]]"));
        assert!(!is_variant_text(". . 3 | . 2 . | 6 . .\n"));
        assert!(!is_variant_text(""));
        // A header is no board line, whatever its length.
        assert!(!is_variant_text("Grid 01\n003020600\n"));
        assert!(!is_variant_text("Puzzle 1234567890\n"));
    }

    /// A grid's mistake is placed on its row's line in every language, from the line
    /// carried beside it (never read back out of the words).
    #[test]
    fn a_mistake_in_a_grid_reads_on_its_line_in_chinese() {
        use crate::words::Lang;
        let rules = Arc::new(Rules::new(Shape::for_size(4).unwrap()));
        let bad = "# a grid\n3 . | . 2\n. . | 1 .\n1 . | x .\n. 3 | . .\n";
        let err = read_entries(bad, Some(&rules), Symbols::Standard)
            .remove(0)
            .unwrap_err();
        assert_eq!(
            err.to_string(),
            "line 4: r3c3: unexpected character 'x' at column 7"
        );
        assert_eq!(
            err.words_in(Lang::ZhHans),
            "第 4 行：r3c3：第 7 个字符 'x' 无法识别"
        );
        assert_eq!(
            err.words_in(Lang::ZhHant),
            "第 4 行：r3c3：第 7 個字元 'x' 無法識別"
        );
        // The same grid read alone names its own line.
        let alone = Puzzle::from_grid(rules, &bad[9..], Symbols::Standard).unwrap_err();
        assert_eq!(
            alone.to_string(),
            "line 3: r3c3: unexpected character 'x' at column 7"
        );
    }
}
