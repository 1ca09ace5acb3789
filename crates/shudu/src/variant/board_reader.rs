//! [`read_boards`]: the one reader of a batch input holding puzzles of any board — a
//! file, standard input or a typed-in puzzle — that every command of the command line
//! reads through, so that classic and variant batches report their entries alike.
//!
//! The input's content decides how it is read: rules or symbols given by the caller, or
//! an opening that holds another board ([`is_variant_text`]: shudu's variant JSON, f-puzzles'
//! forms, a link, a line of n² cells for n other than 9), send it to the variant reader
//! ([`read_entries`], which takes the whole text); anything else streams through the
//! classic reader ([`crate::PuzzleReader`]), each puzzle on classic rules, and an entry
//! it cannot read is read again as another board's ([`other_board_entry`]: a 6×6 line
//! among 9×9 ones) before it becomes an error. Either way an entry that cannot be read
//! is one [`BoardReadError`] naming `FILE:LINE:` and keeping the user's text, and never
//! takes its neighbours with it.
//!
//! Read next: `reader.rs` (the variant reader), `crate::parse` (the classic one).

use std::io::{self, BufRead, Read};
use std::sync::Arc;

use super::reader::{VariantEntry, VariantReadError, is_variant_text, other_board_entry};
use super::{Rules, Symbols, read_entries};
use crate::parse::{Format, ParseError, PuzzleReader, decode_text, located};
use crate::words::Lang;

/// How an input is read: the board its plain text is on (the rules; `None` to judge
/// from the content), the symbols of its digits, and the classic reader's form (`None`
/// to detect it).
///
/// ```
/// use std::sync::Arc;
/// use shudu::variant::{BoardOptions, Rules, Shape, Symbols, read_boards};
/// // Sixteen cells in hex, on a 4×4 board: `0` is the digit 1.
/// let options = BoardOptions {
///     rules: Some(Arc::new(Rules::new(Shape::for_size(4)?))),
///     symbols: Symbols::Hex,
///     ..BoardOptions::default()
/// };
/// let entry = read_boards("0.2.............".as_bytes(), "-", options)?.next().unwrap()?;
/// assert_eq!(&entry.puzzle.values()[..4], [1, 0, 3, 0]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, Default)]
pub struct BoardOptions {
    /// The rules plain lines and grids are read on; `None` judges from the content.
    pub rules: Option<Arc<Rules>>,
    /// The symbols of lines and grids of other boards.
    pub symbols: Symbols,
    /// The classic reader's form (line, grid, JSON board); `None` detects it.
    pub format: Option<Format>,
}

/// An entry of an input that could not be read as a puzzle of any board.
///
/// ```
/// use shudu::variant::{BoardOptions, read_boards};
/// let text = "1...........3...\n1...........3....\n.2..............\n";
/// let items: Vec<_> = read_boards(text.as_bytes(), "x.txt", BoardOptions::default())
///     .unwrap()
///     .collect();
/// let err = items[1].as_ref().unwrap_err();
/// assert_eq!((err.line(), err.input()), (2, "1...........3...."));
/// assert_eq!(err.to_string(), "x.txt:2: expected 16 cells (a 4×4 board), found 17");
/// ```
#[derive(Clone, Debug)]
pub enum BoardReadError {
    /// The classic reader's error: the text is no puzzle of any board.
    Classic(ParseError),
    /// The variant reader's error, with the input's name.
    Other {
        /// The input's name (`data/x.txt`, `<stdin>`).
        source: String,
        /// The entry, its line and what is wrong.
        error: VariantReadError,
    },
}

impl BoardReadError {
    /// The entry's text exactly as given.
    pub fn input(&self) -> &str {
        match self {
            BoardReadError::Classic(err) => err.input(),
            BoardReadError::Other { error, .. } => &error.input,
        }
    }

    /// The one-based line the entry starts on (or where its mistake is).
    pub fn line(&self) -> usize {
        match self {
            BoardReadError::Classic(err) => err.line(),
            BoardReadError::Other { error, .. } => error.line,
        }
    }

    /// The name of the input the entry came from.
    pub fn source_name(&self) -> &str {
        match self {
            BoardReadError::Classic(err) => err.source_name(),
            BoardReadError::Other { source, .. } => source,
        }
    }
}

impl BoardReadError {
    /// `FILE:LINE: what is wrong` in `lang`'s words (`line LINE: …` for a text with no
    /// name, as the classic reader's errors are).
    ///
    /// ```
    /// use shudu::variant::{BoardOptions, read_boards};
    /// use shudu::words::Lang;
    /// let text = "1...........3...\n1...........3....\n";
    /// let err = read_boards(text.as_bytes(), "six.txt", BoardOptions::default())?.nth(1).unwrap().unwrap_err();
    /// assert_eq!(err.to_string(), "six.txt:2: expected 16 cells (a 4×4 board), found 17");
    /// assert_eq!(err.words_in(Lang::ZhHans), "six.txt:2: 应有 16 格（4×4 盘面），却有 17 格");
    /// # Ok::<(), std::io::Error>(())
    /// ```
    pub fn words_in(&self, lang: Lang) -> String {
        match self {
            BoardReadError::Classic(err) => err.words_in(lang),
            BoardReadError::Other { source, error } => {
                located(lang, source, error.line, error.error.words_in(lang))
            }
        }
    }
}

impl std::fmt::Display for BoardReadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.words_in(Lang::En))
    }
}

impl std::error::Error for BoardReadError {}

impl From<ParseError> for BoardReadError {
    fn from(err: ParseError) -> BoardReadError {
        BoardReadError::Classic(err)
    }
}

/// One item of [`read_boards`]: a puzzle of any board, or the entry that is not one.
///
/// ```
/// use shudu::variant::{BoardItem, BoardOptions, read_boards};
/// let items: Vec<BoardItem> = read_boards("x\n".as_bytes(), "-", BoardOptions::default())?.collect();
/// assert_eq!(items[0].as_ref().unwrap_err().to_string(), "-:1: unexpected character 'x' at column 1");
/// # Ok::<(), std::io::Error>(())
/// ```
pub type BoardItem = Result<VariantEntry, BoardReadError>;

/// Every entry of `input` (named `source` in errors), in order, each a puzzle of any
/// board or the error of an entry that is not one (see the module's words on how the
/// content decides). Classic input is read lazily, a line at a time; input of other
/// boards is read whole here, which is where a read error shows.
///
/// ```
/// use shudu::variant::{BoardOptions, read_boards};
/// let text = "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759..\n\
///             .1.23...6.......535..4.........4...1\n";
/// let sizes: Vec<usize> = read_boards(text.as_bytes(), "mixed.txt", BoardOptions::default())?
///     .map(|item| item.unwrap().puzzle.size())
///     .collect();
/// assert_eq!(sizes, [9, 6]);
/// # Ok::<(), std::io::Error>(())
/// ```
pub fn read_boards<R: BufRead + Send + 'static>(
    mut input: R,
    source: impl Into<String>,
    options: BoardOptions,
) -> io::Result<Box<dyn Iterator<Item = BoardItem> + Send>> {
    let source = source.into();
    let head = opening(&mut input);
    // The classic reader knows only the standard symbols.
    let given = options.rules.is_some() || options.symbols != Symbols::Standard;
    if given || is_variant_text(&decode_text(&head)) {
        let mut bytes = head;
        input.read_to_end(&mut bytes)?;
        let text = decode_text(&bytes);
        let items: Vec<BoardItem> = read_entries(&text, options.rules.as_ref(), options.symbols)
            .into_iter()
            .map(|item| {
                item.map_err(|error| BoardReadError::Other {
                    source: source.clone(),
                    error,
                })
            })
            .collect();
        return Ok(Box::new(items.into_iter()));
    }
    let whole = io::Cursor::new(head).chain(input);
    let reader = PuzzleReader::new(whole, source).with_format(options.format);
    Ok(Box::new(reader.map(|item| match item {
        Ok(entry) => Ok(VariantEntry::of_classic(entry)),
        Err(err) => other_board(err),
    })))
}

/// An entry the classic reader could not read: another board's puzzle when it is one,
/// else its error (the variant reader's, for another board's entry that is wrong, or
/// the classic reader's).
fn other_board(err: ParseError) -> BoardItem {
    match other_board_entry(err.input(), err.line()) {
        Some(Ok(entry)) => Ok(entry),
        Some(Err(error)) => Err(BoardReadError::Other {
            source: err.source_name().to_owned(),
            error,
        }),
        None => Err(BoardReadError::Classic(err)),
    }
}

/// The opening of an input, enough to judge its first entry: the lines up to the first
/// one that is neither blank nor a comment and, when that line opens a JSON value, on
/// until the value's brackets balance; at most 1 MiB. A read error ends it early: the
/// reading proper meets it again and reports it.
fn opening(input: &mut impl BufRead) -> Vec<u8> {
    const LIMIT: u64 = 1 << 20;
    let mut head = Vec::new();
    let mut depth: i64 = 0;
    let mut judged = false;
    while (head.len() as u64) < LIMIT {
        let start = head.len();
        let room = LIMIT - head.len() as u64;
        match input.take(room).read_until(b'\n', &mut head) {
            Ok(0) | Err(_) => break,
            Ok(_) => {}
        }
        let line = String::from_utf8_lossy(&head[start..]);
        let trimmed = line.trim();
        if !judged {
            if trimmed.is_empty() || trimmed.starts_with('#') || trimmed.starts_with("//") {
                continue;
            }
            judged = true;
            if !(trimmed.starts_with('{') || trimmed.starts_with('[')) {
                break;
            }
        }
        depth += trimmed.matches(['{', '[']).count() as i64;
        depth -= trimmed.matches(['}', ']']).count() as i64;
        if depth <= 0 {
            break;
        }
    }
    head
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str, options: BoardOptions) -> Vec<BoardItem> {
        read_boards(io::Cursor::new(text.as_bytes().to_vec()), "t.txt", options)
            .unwrap()
            .collect()
    }

    #[test]
    fn a_classic_stream_keeps_each_entrys_text_and_line() {
        let text = "# header\n..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759..  first\nxx\n";
        let items = read(text, BoardOptions::default());
        let first = items[0].as_ref().unwrap();
        assert!(first.puzzle.rules().is_classic());
        assert_eq!((first.line, first.label.as_deref()), (2, Some("first")));
        let bad = items[1].as_ref().unwrap_err();
        assert_eq!(
            (bad.line(), bad.input(), bad.source_name()),
            (3, "xx", "t.txt")
        );
        assert!(bad.to_string().starts_with("t.txt:3: "), "{bad}");
    }

    #[test]
    fn rules_given_read_every_line_on_them() {
        let rules = Arc::new(Rules::new(super::super::Shape::for_size(4).unwrap()));
        let options = BoardOptions {
            rules: Some(rules),
            ..BoardOptions::default()
        };
        let items = read("3......41......2\n3......41......22\n", options);
        assert_eq!(items[0].as_ref().unwrap().puzzle.size(), 4);
        let bad = items[1].as_ref().unwrap_err();
        assert_eq!(
            bad.to_string(),
            "t.txt:2: expected 16 cells (a 4×4 board), found 17"
        );
    }

    #[test]
    fn a_variant_opening_reads_the_whole_input_as_variants() {
        let json = r#"{"size":4,"givens":"3......41......2"}"#;
        let items = read(
            &format!("# made by hand\n{json}\n"),
            BoardOptions::default(),
        );
        let entry = items[0].as_ref().unwrap();
        assert_eq!((entry.puzzle.size(), entry.line), (4, 2));
        assert_eq!(entry.text, json);
    }

    #[test]
    fn an_entry_of_another_board_reads_in_chinese() {
        use crate::words::Lang;
        let items = read(
            "1...........3...\n{\"size\": 4, \"givens\": 5}\n",
            BoardOptions::default(),
        );
        let err = items[1].as_ref().unwrap_err();
        assert_eq!(
            err.to_string(),
            "t.txt:2: \"givens\": expected a line of 16 cells or 4 rows of 4 numbers"
        );
        assert_eq!(
            err.words_in(Lang::ZhHans),
            "t.txt:2: \"givens\"：应是 16 格的一行，或 4 行、每行 4 个数字"
        );
        assert_eq!(
            err.words_in(Lang::ZhHant),
            "t.txt:2: \"givens\"：應是 16 格的一行，或 4 橫列、每橫列 4 個數字"
        );
    }
}
