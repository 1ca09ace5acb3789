//! Whether the lines of a JSON value read so far can still become one value.
//!
//! The reader lets a JSON value run over several lines (a pretty-printed board or list),
//! but must not let an unclosed `[` or `{` take the lines after it: it feeds each line to
//! a [`JsonPrefix`] and stops at the first one that cannot continue the value. The check
//! is a token-level state machine (brackets, strings, commas, colons); numbers and words
//! are taken as one token each and judged by the full parser (`json.rs`) once the value
//! closes, so this file never decides that a value is valid, only that it cannot be.
//!
//! Read next: `mod.rs`, `PuzzleReader::json_entries`, which decides what to do when a
//! value breaks off.

use super::json::MAX_DEPTH;

/// What may come next in the value.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Expect {
    /// A value (the start, after `:` or after `,` in a list).
    Value,
    /// A value or `]` (just after `[`).
    ValueOrClose,
    /// A key (after `,` in an object).
    Key,
    /// A key or `}` (just after `{`).
    KeyOrClose,
    /// The `:` after a key.
    Colon,
    /// `,` or the bracket closing the innermost container.
    CommaOrClose,
    /// Nothing: the value is complete.
    End,
}

/// The state of a JSON value fed line by line (strings never span lines in JSON).
#[derive(Debug)]
pub(super) struct JsonPrefix {
    /// The open containers, innermost last: `[` or `{`.
    stack: Vec<u8>,
    expect: Expect,
    in_string: bool,
    string_is_key: bool,
    escaped: bool,
    in_word: bool,
    broken: bool,
}

impl Default for JsonPrefix {
    fn default() -> Self {
        JsonPrefix {
            stack: Vec::new(),
            expect: Expect::Value,
            in_string: false,
            string_is_key: false,
            escaped: false,
            in_word: false,
            broken: false,
        }
    }
}

impl JsonPrefix {
    /// Takes one more line of the value.
    pub(super) fn feed(&mut self, line: &str) {
        for ch in line.chars() {
            if self.broken {
                return;
            }
            self.step(ch);
        }
        // A line end ends a number or a word; a string cannot run on past it.
        if self.in_string {
            self.broken = true;
        }
        if self.in_word {
            self.in_word = false;
            self.value_done();
        }
    }

    #[cfg(test)]
    /// Whether the text fed so far is complete: one whole value (which the full parser
    /// may still refuse, for a bad number say).
    pub(super) fn is_complete(&self) -> bool {
        !self.broken && self.expect == Expect::End
    }

    /// Whether more lines could still complete the value.
    pub(super) fn is_open(&self) -> bool {
        !self.broken && self.expect != Expect::End
    }

    fn step(&mut self, ch: char) {
        if self.in_string {
            match (self.escaped, ch) {
                (true, _) => self.escaped = false,
                (false, '\\') => self.escaped = true,
                (false, '"') => {
                    self.in_string = false;
                    if self.string_is_key {
                        self.expect = Expect::Colon;
                    } else {
                        self.value_done();
                    }
                }
                _ => {}
            }
            return;
        }
        if self.in_word {
            if is_word_char(ch) {
                return;
            }
            self.in_word = false;
            self.value_done();
            if self.broken {
                return;
            }
        }
        if ch.is_whitespace() {
            return;
        }
        match (self.expect, ch) {
            (Expect::Value | Expect::ValueOrClose, '[' | '{') => {
                if self.stack.len() >= MAX_DEPTH {
                    self.broken = true;
                    return;
                }
                self.stack.push(ch as u8);
                self.expect = if ch == '[' {
                    Expect::ValueOrClose
                } else {
                    Expect::KeyOrClose
                };
            }
            (Expect::Value | Expect::ValueOrClose, '"') => {
                self.in_string = true;
                self.string_is_key = false;
            }
            (Expect::Value | Expect::ValueOrClose, c) if is_word_char(c) => self.in_word = true,
            (Expect::ValueOrClose, ']') | (Expect::KeyOrClose, '}') => self.close(),
            (Expect::Key | Expect::KeyOrClose, '"') => {
                self.in_string = true;
                self.string_is_key = true;
            }
            (Expect::Colon, ':') => self.expect = Expect::Value,
            (Expect::CommaOrClose, ',') => {
                self.expect = if self.stack.last() == Some(&b'[') {
                    Expect::Value
                } else {
                    Expect::Key
                };
            }
            (Expect::CommaOrClose, ']') if self.stack.last() == Some(&b'[') => self.close(),
            (Expect::CommaOrClose, '}') if self.stack.last() == Some(&b'{') => self.close(),
            _ => self.broken = true,
        }
    }

    fn close(&mut self) {
        self.stack.pop();
        self.value_done();
    }

    /// A value ended: the container goes on, or the whole value is complete.
    fn value_done(&mut self) {
        self.expect = if self.stack.is_empty() {
            Expect::End
        } else {
            Expect::CommaOrClose
        };
    }
}

/// The characters of a number or a word (`true`, `null`): taken as one token here.
fn is_word_char(ch: char) -> bool {
    ch.is_ascii_alphanumeric() || matches!(ch, '+' | '-' | '.')
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fed(lines: &[&str]) -> JsonPrefix {
        let mut prefix = JsonPrefix::default();
        for line in lines {
            prefix.feed(line);
        }
        prefix
    }

    #[test]
    fn a_pretty_printed_value_stays_open_until_it_closes() {
        let lines = [
            "[",
            "  [0, 0, 3],",
            "  {\"puzzle\": \"1.2\",",
            "   \"x\": [true, null]}",
        ];
        assert!(fed(&lines).is_open());
        let mut all = lines.to_vec();
        all.push("]");
        assert!(fed(&all).is_complete());
    }

    #[test]
    fn a_line_that_cannot_continue_breaks_it() {
        // A puzzle line after an unclosed bracket: no comma, so not part of the list.
        assert!(!fed(&["[", "[1]", "[2]"]).is_open());
        assert!(!fed(&["[[1,2,3],", " [4,5 6]]"]).is_open());
        assert!(!fed(&["{", "x"]).is_open());
        assert!(!fed(&["{\"a\" 1}"]).is_open());
        assert!(!fed(&["[1]]"]).is_open());
        assert!(!fed(&["[1] x"]).is_open());
        // A string does not run on past its line.
        assert!(!fed(&["[\"abc", "def\"]"]).is_open());
    }

    #[test]
    fn nesting_deeper_than_the_parser_allows_breaks_it() {
        let deep = vec!["["; MAX_DEPTH + 1];
        assert!(!fed(&deep).is_open());
        assert!(fed(&deep[..MAX_DEPTH]).is_open());
    }

    #[test]
    fn brackets_inside_strings_do_not_count() {
        assert!(fed(&[r#"["[{\"""#, "]"]).is_complete());
    }
}
