//! The page's text of a puzzle of any board, which it keys saved games by and sends back
//! to the server ([`page_text`]: its line on classic rules, its JSON on every other
//! board), and the page's link to it: the fragment the page's `js/store.js`
//! (`fragmentOf`, `readFragment`) writes and reads — `#p=<line>` for a classic puzzle,
//! `#v=<its JSON, percent-encoded>` for every other board, which the page hands to
//! `/api/check-puzzle` to read. `shudu serve PUZZLE` opens the page on it.

use shudu::variant::Puzzle;

/// The fragment that opens `puzzle` on the page.
///
/// ```
/// use shudu::variant::read_one_board;
/// let four = read_one_board(r#"{"size": 4, "givens": "1..............."}"#, "-", &Default::default())?.puzzle;
/// let fragment = shudu_serve::page_fragment(&four);
/// assert!(fragment.starts_with("#v=%7B%22") && fragment.contains("%22size%22%3A4"));
/// let classic = read_one_board(&".".repeat(81), "-", &Default::default())?.puzzle;
/// assert_eq!(shudu_serve::page_fragment(&classic), format!("#p={}", ".".repeat(81)));
/// # Ok::<(), shudu::variant::BoardTextError>(())
/// ```
pub fn page_fragment(puzzle: &Puzzle) -> String {
    // As the page's `fragmentOf`: a line goes as it is, JSON percent-encoded.
    let text = page_text(puzzle);
    if text.starts_with('{') {
        format!("#v={}", encode_component(&text))
    } else {
        format!("#p={text}")
    }
}

/// The text the page knows `puzzle` by: its line on classic rules (the key its saved
/// games and links have always used), else shudu's JSON, which carries the rules,
/// written as the board record's `puzzle` object is (so that the page's
/// `JSON.stringify(board.puzzle)`, its key for games saved before, is the same text).
///
/// ```
/// use shudu::variant::read_one_board;
/// let six = read_one_board(".1.23...6.......535..4.........4...1", "-", &Default::default())?.puzzle;
/// let text = shudu_serve::page_text(&six);
/// assert!(text.starts_with('{') && text.contains(r#""size":6"#));
/// # Ok::<(), shudu::variant::BoardTextError>(())
/// ```
pub fn page_text(puzzle: &Puzzle) -> String {
    // The library picks the form; JSON is rewritten with its keys as the record's.
    let text = puzzle.to_text();
    match serde_json::from_str::<serde_json::Value>(&text) {
        Ok(value @ serde_json::Value::Object(_)) => value.to_string(),
        _ => text,
    }
}

/// `text` percent-encoded as the page's `encodeURIComponent` does: every byte of its
/// UTF-8 but letters, digits and `-_.!~*'()` as `%XX`.
fn encode_component(text: &str) -> String {
    let mut out = String::with_capacity(text.len() * 3);
    for byte in text.bytes() {
        if byte.is_ascii_alphanumeric() || b"-_.!~*'()".contains(&byte) {
            out.push(char::from(byte));
        } else {
            out.push_str(&format!("%{byte:02X}"));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::encode_component;

    #[test]
    fn encoding_keeps_only_the_unreserved_characters() {
        assert_eq!(
            encode_component("a b+{\"c\"}:,é"),
            "a%20b%2B%7B%22c%22%7D%3A%2C%C3%A9"
        );
        assert_eq!(encode_component("-_.!~*'()"), "-_.!~*'()");
    }
}
