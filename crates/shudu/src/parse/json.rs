//! The JSON forms: a board as 9 arrays of 9 numbers (0 or `null` for empty), a list of
//! boards, or an object with a `"puzzle"` string (so shudu's own `--json` output can be
//! read back).
//!
//! A small reader of JSON values lives here rather than a dependency: the library stays
//! free of heavy crates, and it reports positions the way the rest of [`super`] does.

use super::error::ParseErrorKind;

/// A JSON value, as the library reads and writes it: boards, and the variant forms of
/// [`crate::variant`] (shudu's own JSON and f-puzzles'). Objects keep their keys in order.
///
/// ```
/// use shudu::parse::JsonValue;
/// let v = JsonValue::parse(r#"{"size": 4, "cells": ["r1c1", null]}"#).unwrap();
/// assert_eq!(v.get("size"), Some(&JsonValue::Number(4.0)));
/// assert_eq!(v.to_text(), r#"{"size":4,"cells":["r1c1",null]}"#);
/// ```
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    /// `null`.
    Null,
    /// `true` or `false`.
    Bool(bool),
    /// A number.
    Number(f64),
    /// A string.
    Text(String),
    /// An array.
    List(Vec<Value>),
    /// An object, its keys in the order written.
    Object(Vec<(String, Value)>),
}

/// Why a text is not one JSON value, and the byte offset where reading it failed.
///
/// ```
/// use shudu::parse::JsonValue;
/// let err = JsonValue::parse(r#"{"size": }"#).unwrap_err();
/// assert_eq!(err.offset(), 9);
/// assert!(err.to_string().ends_with("at byte 9"));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JsonError {
    offset: usize,
    reason: String,
}

impl JsonError {
    /// The byte offset in the text where reading failed.
    pub fn offset(&self) -> usize {
        self.offset
    }

    /// What was wrong there, in words.
    pub fn reason(&self) -> &str {
        &self.reason
    }
}

impl std::fmt::Display for JsonError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} at byte {}", self.reason, self.offset)
    }
}

impl std::error::Error for JsonError {}

impl Value {
    /// Reads one JSON value; the error names the byte offset where it failed.
    pub fn parse(text: &str) -> Result<Value, JsonError> {
        parse_value(text).map_err(|(offset, reason)| JsonError { offset, reason })
    }

    /// The value of `key` in an object (`None` for other values or a missing key).
    pub fn get(&self, key: &str) -> Option<&Value> {
        match self {
            Value::Object(fields) => fields.iter().find(|(k, _)| k == key).map(|(_, v)| v),
            _ => None,
        }
    }

    /// The value as compact JSON text.
    pub fn to_text(&self) -> String {
        let mut out = String::new();
        self.write(&mut out);
        out
    }

    fn write(&self, out: &mut String) {
        match self {
            Value::Null => out.push_str("null"),
            Value::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
            // Whole numbers print without a fraction, as JSON writers usually do.
            Value::Number(n) if n.fract() == 0.0 && n.abs() < 1e15 => {
                out.push_str(&format!("{}", *n as i64))
            }
            Value::Number(n) => out.push_str(&format!("{n}")),
            Value::Text(t) => write_text(t, out),
            Value::List(items) => {
                out.push('[');
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    item.write(out);
                }
                out.push(']');
            }
            Value::Object(fields) => {
                out.push('{');
                for (i, (key, value)) in fields.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    write_text(key, out);
                    out.push(':');
                    value.write(out);
                }
                out.push('}');
            }
        }
    }
}

/// A JSON string literal: quotes, backslashes and control characters escaped.
fn write_text(text: &str, out: &mut String) {
    out.push('"');
    for ch in text.chars() {
        match ch {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
}

/// Reads one JSON value from `text`; the error carries the byte offset where it failed.
pub(crate) fn parse_value(text: &str) -> Result<Value, (usize, String)> {
    let mut reader = Reader {
        bytes: text.as_bytes(),
        at: 0,
    };
    let value = reader.value(0)?;
    reader.skip_space();
    if reader.at != reader.bytes.len() {
        return Err((reader.at, "unexpected text after the value".into()));
    }
    Ok(value)
}

struct Reader<'t> {
    bytes: &'t [u8],
    at: usize,
}

/// Deeper nesting than any board needs is refused rather than risking the stack.
pub(super) const MAX_DEPTH: usize = 64;

impl Reader<'_> {
    fn skip_space(&mut self) {
        while self.bytes.get(self.at).is_some_and(u8::is_ascii_whitespace) {
            self.at += 1;
        }
    }

    fn fail<T>(&self, why: &str) -> Result<T, (usize, String)> {
        Err((self.at, why.to_owned()))
    }

    fn value(&mut self, depth: usize) -> Result<Value, (usize, String)> {
        if depth > MAX_DEPTH {
            return self.fail("nested too deeply");
        }
        self.skip_space();
        match self.bytes.get(self.at) {
            None => self.fail("unexpected end of input"),
            Some(b'[') => {
                self.at += 1;
                let mut items = Vec::new();
                self.skip_space();
                if self.bytes.get(self.at) == Some(&b']') {
                    self.at += 1;
                    return Ok(Value::List(items));
                }
                loop {
                    items.push(self.value(depth + 1)?);
                    self.skip_space();
                    match self.bytes.get(self.at) {
                        Some(b',') => self.at += 1,
                        Some(b']') => {
                            self.at += 1;
                            return Ok(Value::List(items));
                        }
                        _ => return self.fail("expected ',' or ']'"),
                    }
                }
            }
            Some(b'{') => {
                self.at += 1;
                let mut fields = Vec::new();
                self.skip_space();
                if self.bytes.get(self.at) == Some(&b'}') {
                    self.at += 1;
                    return Ok(Value::Object(fields));
                }
                loop {
                    self.skip_space();
                    let Value::Text(key) = self.value(depth + 1)? else {
                        return self.fail("expected a string key");
                    };
                    self.skip_space();
                    if self.bytes.get(self.at) != Some(&b':') {
                        return self.fail("expected ':'");
                    }
                    self.at += 1;
                    fields.push((key, self.value(depth + 1)?));
                    self.skip_space();
                    match self.bytes.get(self.at) {
                        Some(b',') => self.at += 1,
                        Some(b'}') => {
                            self.at += 1;
                            return Ok(Value::Object(fields));
                        }
                        _ => return self.fail("expected ',' or '}'"),
                    }
                }
            }
            Some(b'"') => self.string(),
            Some(b'-' | b'0'..=b'9') => self.number(),
            Some(_) => {
                for (word, value) in [
                    ("null", Value::Null),
                    ("true", Value::Bool(true)),
                    ("false", Value::Bool(false)),
                ] {
                    if self.bytes[self.at..].starts_with(word.as_bytes()) {
                        self.at += word.len();
                        return Ok(value);
                    }
                }
                self.fail("unexpected character")
            }
        }
    }

    fn number(&mut self) -> Result<Value, (usize, String)> {
        let start = self.at;
        while self
            .bytes
            .get(self.at)
            .is_some_and(|b| b.is_ascii_digit() || b"+-.eE".contains(b))
        {
            self.at += 1;
        }
        let text = std::str::from_utf8(&self.bytes[start..self.at]).expect("ASCII digits");
        match text.parse::<f64>() {
            Ok(n) => Ok(Value::Number(n)),
            Err(_) => Err((start, format!("bad number {text:?}"))),
        }
    }

    fn string(&mut self) -> Result<Value, (usize, String)> {
        self.at += 1; // the opening quote
        let mut out = Vec::new();
        loop {
            match self.bytes.get(self.at) {
                None => return self.fail("unterminated string"),
                Some(b'"') => {
                    self.at += 1;
                    return match String::from_utf8(out) {
                        Ok(s) => Ok(Value::Text(s)),
                        Err(_) => self.fail("string is not UTF-8"),
                    };
                }
                Some(b'\\') => {
                    let escaped = self.bytes.get(self.at + 1).copied();
                    let plain = match escaped {
                        Some(b'"') => b'"',
                        Some(b'\\') => b'\\',
                        Some(b'/') => b'/',
                        Some(b'n') => b'\n',
                        Some(b't') => b'\t',
                        Some(b'r') => b'\r',
                        Some(b'b') => 8,
                        Some(b'f') => 12,
                        Some(b'u') => {
                            let hex = self
                                .bytes
                                .get(self.at + 2..self.at + 6)
                                .and_then(|h| std::str::from_utf8(h).ok())
                                .and_then(|h| u32::from_str_radix(h, 16).ok());
                            let ch = hex.and_then(char::from_u32).unwrap_or('\u{fffd}');
                            let mut buf = [0; 4];
                            out.extend_from_slice(ch.encode_utf8(&mut buf).as_bytes());
                            self.at += 6;
                            continue;
                        }
                        _ => return self.fail("bad escape in string"),
                    };
                    out.push(plain);
                    self.at += 2;
                }
                Some(&b) => {
                    out.push(b);
                    self.at += 1;
                }
            }
        }
    }
}

/// The `record` values of the lines a batch writes about the run rather than about an
/// entry: the header that says how the output was made and the closing summary
/// (`docs/records.md`, "Run header and summary"). Readers pass over them, so a result
/// file reads back as its entries.
pub const RUN_RECORDS: [&str; 2] = ["header", "summary"];

/// Whether `value` is a run's header or summary record: an object whose `record` field
/// is one of [`RUN_RECORDS`].
///
/// ```
/// use shudu::parse::{JsonValue, is_run_record};
/// let header = JsonValue::parse(r#"{"record":"header","shudu":"1.0.0"}"#).unwrap();
/// assert!(is_run_record(&header));
/// let entry = JsonValue::parse(r#"{"puzzle":"1...","record":"mine"}"#).unwrap();
/// assert!(!is_run_record(&entry));
/// ```
pub fn is_run_record(value: &Value) -> bool {
    matches!(value.get("record"), Some(Value::Text(kind)) if RUN_RECORDS.contains(&kind.as_str()))
}

/// Whether one line of text is a run's header or summary record (see [`is_run_record`]).
/// Lines without a `"record"` key are told apart without parsing them.
pub fn is_run_record_line(line: &str) -> bool {
    let line = line.trim();
    line.starts_with('{')
        && line.contains("\"record\"")
        && Value::parse(line).is_ok_and(|value| is_run_record(&value))
}

/// What a JSON value holds: boards as raw values, or puzzle strings to read as lines.
pub(super) enum Found {
    Board([u8; 81]),
    Line(String),
}

/// The boards in a value: one board, a list of boards, or objects with `"puzzle"`.
pub(super) fn boards(value: &Value) -> Result<Vec<Found>, ParseErrorKind> {
    if let Some(board) = as_board(value)? {
        return Ok(vec![Found::Board(board)]);
    }
    match value {
        Value::Object(fields) => match fields.iter().find(|(k, _)| k == "puzzle") {
            Some((_, Value::Text(line))) => Ok(vec![Found::Line(line.clone())]),
            Some((_, inner)) => boards(inner),
            // shudu's or f-puzzles' variant form, which carries its own rules: read only
            // where variant puzzles are (a board option, or a file judged by its text).
            None if fields.iter().any(|(k, _)| k == "size") => Err(ParseErrorKind::Json(
                "a variant puzzle (it has \"size\"): give its board (--size N or --variant) \
                 or read it from a .json file"
                    .into(),
            )),
            None => Err(ParseErrorKind::Json(
                "an object needs a \"puzzle\" field".into(),
            )),
        },
        Value::List(items) if !items.is_empty() => {
            let mut all = Vec::new();
            for item in items {
                all.extend(boards(item)?);
            }
            Ok(all)
        }
        _ => Err(ParseErrorKind::Json(
            "expected 9 arrays of 9 numbers from 0 to 9".into(),
        )),
    }
}

/// `Some` board if `value` is 9 lists of 9 cells; an error if it is a list of 9 lists
/// that are close to a board but wrong in detail (so the message can say where).
fn as_board(value: &Value) -> Result<Option<[u8; 81]>, ParseErrorKind> {
    let Value::List(rows) = value else {
        return Ok(None);
    };
    let is_row = |v: &Value| matches!(v, Value::List(cells) if cells.iter().all(|c| matches!(c, Value::Number(_) | Value::Null)));
    if rows.is_empty() || !rows.iter().all(is_row) {
        return Ok(None);
    }
    if rows.len() != 9 {
        return Err(ParseErrorKind::Json(format!(
            "a board needs 9 rows, found {}",
            rows.len()
        )));
    }
    let mut values = [0u8; 81];
    for (r, row) in rows.iter().enumerate() {
        let Value::List(cells) = row else {
            unreachable!("checked by is_row")
        };
        if cells.len() != 9 {
            return Err(ParseErrorKind::Json(format!(
                "row {} needs 9 cells, found {}",
                r + 1,
                cells.len()
            )));
        }
        for (c, cell) in cells.iter().enumerate() {
            values[r * 9 + c] = match cell {
                Value::Null => 0,
                Value::Number(n) if n.fract() == 0.0 && (0.0..=9.0).contains(n) => *n as u8,
                Value::Number(n) => {
                    return Err(ParseErrorKind::Json(format!(
                        "r{}c{} holds {n}, expected 0 to 9",
                        r + 1,
                        c + 1
                    )));
                }
                _ => unreachable!("checked by is_row"),
            };
        }
    }
    Ok(Some(values))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_values() {
        let v = parse_value(r#"{"a": [1, null, true], "b": "x\"y\u0041"}"#).unwrap();
        assert_eq!(
            v,
            Value::Object(vec![
                (
                    "a".into(),
                    Value::List(vec![Value::Number(1.0), Value::Null, Value::Bool(true)])
                ),
                ("b".into(), Value::Text("x\"yA".into())),
            ])
        );
        assert!(parse_value("[1, 2").is_err());
        assert!(parse_value("[1] x").is_err());
    }

    #[test]
    fn finds_boards() {
        let row = "[1,0,0,0,0,0,0,0,null]";
        let board = format!("[{}]", [row; 9].join(","));
        let found = boards(&parse_value(&board).unwrap()).unwrap();
        assert!(matches!(found[0], Found::Board(v) if v[0] == 1 && v[8] == 0));
        let two = format!("[{board},{board}]");
        assert_eq!(boards(&parse_value(&two).unwrap()).unwrap().len(), 2);
        let bad = format!("[{}]", [row; 8].join(","));
        assert!(boards(&parse_value(&bad).unwrap()).is_err());
    }
}
