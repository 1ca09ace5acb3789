//! f-puzzles' compressed form and the links that carry it: the f-puzzles JSON
//! compressed with lz-string's base64 alphabet (`N4Ig…`, see `lz_string.rs`), alone or in
//! a link:
//!
//! ```text
//! https://sudokupad.app/fpuzzlesN4Ig…            SudokuPad (also …/sudoku/fpuzzles…)
//! https://sudokupad.app/?puzzleid=fpuzzlesN4Ig…  SudokuPad, as a query
//! https://www.f-puzzles.com/?load=N4Ig…          f-puzzles
//! fpuzzlesN4Ig…                                  SudokuPad's puzzle id alone
//! ```
//!
//! Links may arrive percent-encoded (`%2F` for `/`) or with `+` turned into spaces by a
//! URL decoder; both are undone. Payloads in lz-string's URI-safe alphabet (with `-` for `/`)
//! are read too.
//!
//! Read next: `fpuzzles.rs` reads the JSON these carry.

use super::lz_string::{compress_to_base64, decompress_from_base64, decompress_from_uri};
use super::{Puzzle, VariantError};
use crate::parse::json::parse_value;
use crate::words::Phrase;

/// Where a link opens a puzzle.
///
/// ```
/// use shudu::variant::{LinkSite, Puzzle, Rules, Shape};
/// let puzzle = Puzzle::empty(Rules::new(Shape::for_size(4)?));
/// assert!(puzzle.to_link(LinkSite::SudokuPad).starts_with("https://sudokupad.app/fpuzzlesN4Ig"));
/// assert!(puzzle.to_link(LinkSite::Fpuzzles).starts_with("https://www.f-puzzles.com/?load=N4Ig"));
/// # Ok::<(), shudu::variant::VariantError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum LinkSite {
    /// f-puzzles: `https://www.f-puzzles.com/?load=<compressed>`.
    Fpuzzles,
    /// SudokuPad: `https://sudokupad.app/fpuzzles<compressed>`.
    SudokuPad,
}

impl LinkSite {
    /// The link that opens f-puzzles' compressed form `packed` here.
    fn link(self, packed: &str) -> String {
        match self {
            LinkSite::Fpuzzles => format!("https://www.f-puzzles.com/?load={packed}"),
            LinkSite::SudokuPad => format!("https://sudokupad.app/fpuzzles{packed}"),
        }
    }
}

fn error(message: Phrase) -> VariantError {
    VariantError::Format(message)
}

impl Puzzle {
    /// f-puzzles' compressed form: its JSON ([`Puzzle::to_fpuzzles`]) compressed with
    /// lz-string, in base64 characters.
    ///
    /// ```
    /// use shudu::variant::{Puzzle, Rules, Shape};
    /// let puzzle = Puzzle::from_line(Rules::new(Shape::for_size(4)?), "1.......3.......", Default::default())?;
    /// let packed = puzzle.to_fpuzzles_compressed();
    /// assert_eq!(Puzzle::from_fpuzzles_compressed(&packed)?.to_json(), puzzle.to_json());
    /// # Ok::<(), shudu::variant::VariantError>(())
    /// ```
    pub fn to_fpuzzles_compressed(&self) -> String {
        compress_to_base64(&self.to_fpuzzles())
    }

    /// f-puzzles' compressed form of [`Puzzle::to_fpuzzles_with_solution`].
    pub fn to_fpuzzles_compressed_with_solution(
        &self,
        solution: &[u8],
    ) -> Result<String, VariantError> {
        Ok(compress_to_base64(
            &self.to_fpuzzles_with_solution(solution)?,
        ))
    }

    /// A link that opens the puzzle on `site`.
    pub fn to_link(&self, site: LinkSite) -> String {
        site.link(&self.to_fpuzzles_compressed())
    }

    /// A link that opens the puzzle on `site` with its solution, so that the site can
    /// check the player's answer (see [`Puzzle::to_fpuzzles_with_solution`]).
    ///
    /// ```
    /// use shudu::variant::{LinkSite, Puzzle, Rules, Shape};
    /// let puzzle = Puzzle::from_line(Rules::new(Shape::for_size(4)?), "1.......3.......", Default::default())?;
    /// let solution = [1, 2, 3, 4, 4, 3, 2, 1, 3, 4, 1, 2, 2, 1, 4, 3];
    /// let link = puzzle.to_link_with_solution(LinkSite::SudokuPad, &solution)?;
    /// assert_eq!(Puzzle::from_link(&link)?.to_json(), puzzle.to_json());
    /// assert_ne!(link, puzzle.to_link(LinkSite::SudokuPad));
    /// # Ok::<(), shudu::variant::VariantError>(())
    /// ```
    pub fn to_link_with_solution(
        &self,
        site: LinkSite,
        solution: &[u8],
    ) -> Result<String, VariantError> {
        Ok(site.link(&self.to_fpuzzles_compressed_with_solution(solution)?))
    }

    /// Reads f-puzzles' compressed form.
    pub fn from_fpuzzles_compressed(packed: &str) -> Result<Puzzle, VariantError> {
        Puzzle::from_fpuzzles_packed(packed.trim())
    }

    /// Reads a link or compressed string as [`fpuzzles_json_of`] finds it: the puzzle, or
    /// an error naming what is wrong (the link, the character, the JSON's line:column).
    ///
    /// ```
    /// use shudu::variant::Puzzle;
    /// let link = "https://sudokupad.app/fpuzzlesN4IgzglgXgpiBcAWANCA5gJwgEwQbT2AF8BdEooA";
    /// assert!(Puzzle::from_link(link).is_err()); // a one-cell grid on a 4×4 board
    /// let err = Puzzle::from_link("https://sudokupad.app/abc123").unwrap_err();
    /// assert!(err.to_string().contains("stored on SudokuPad's server"));
    /// ```
    pub fn from_link(text: &str) -> Result<Puzzle, VariantError> {
        match fpuzzles_json_of(text) {
            Some(json) => Puzzle::from_fpuzzles_json_text(&json?),
            None => Err(error(
                Phrase::new("variant-not-link").with("text", format!("{:?}", shorten(text.trim()))),
            )),
        }
    }

    fn from_fpuzzles_packed(packed: &str) -> Result<Puzzle, VariantError> {
        Puzzle::from_fpuzzles_json_text(&unpack(packed)?)
    }

    /// f-puzzles JSON decompressed from a link: errors say where, by line and column.
    fn from_fpuzzles_json_text(json: &str) -> Result<Puzzle, VariantError> {
        let value = parse_value(json).map_err(|(at, why)| {
            let (line, column) = line_column(json, at);
            error(
                Phrase::new("variant-unpacked-not-json")
                    .with("why", why.to_string())
                    .with("line", line)
                    .with("column", column),
            )
        })?;
        Puzzle::from_fpuzzles_value(&value)
    }
}

/// Whether `text` (its first non-blank line) is an f-puzzles or SudokuPad link, or
/// f-puzzles' compressed form (`N4Ig…`), so a reader should take it as a variant puzzle.
///
/// ```
/// use shudu::variant::is_variant_link;
/// assert!(is_variant_link("https://sudokupad.app/fpuzzlesN4IgzglgXgpiBcBOAvkA"));
/// assert!(is_variant_link("\nN4IgzglgXgpiBcBOAvkA\n"));
/// assert!(!is_variant_link("1....2..3"));
/// ```
pub fn is_variant_link(text: &str) -> bool {
    let first = text.lines().map(str::trim).find(|l| !l.is_empty());
    first.is_some_and(|l| {
        let token = l.split_whitespace().next().unwrap_or("");
        is_url(token) || token.starts_with("fpuzzles") || token.starts_with("N4I")
    })
}

fn is_url(text: &str) -> bool {
    text.starts_with("https://") || text.starts_with("http://")
}

/// The f-puzzles JSON text a link or compressed string carries; `None` when `text` is
/// neither (it does not start with `http://`, `https://`, `fpuzzles` or, for the bare
/// compressed form, `N4I`, which is how every compressed JSON object starts).
///
/// ```
/// use shudu::variant::fpuzzles_json_of;
/// let json = fpuzzles_json_of("https://www.f-puzzles.com/?load=N4IgzglgXgpiBcBOAvkA").unwrap()?;
/// assert_eq!(json, r#"{"size":9}"#);
/// assert!(fpuzzles_json_of("1.3.").is_none());
/// let err = fpuzzles_json_of("fpuzzlesN4Ig#lg").unwrap().unwrap_err();
/// assert_eq!(err.to_string(), "compressed text: '#' at character 5 is not a base64 character");
/// # Ok::<(), shudu::variant::VariantError>(())
/// ```
pub fn fpuzzles_json_of(text: &str) -> Option<Result<String, VariantError>> {
    let text = text.trim();
    if let Some(id) = text.strip_prefix("fpuzzles") {
        return Some(percent_decoded(id).and_then(|id| unpack(&id)));
    }
    if text.starts_with("N4I") {
        return Some(unpack(text));
    }
    if !is_url(text) {
        return None;
    }
    Some(payload_of_url(text).and_then(|p| unpack(&p)))
}

/// The compressed payload of an f-puzzles or SudokuPad link, percent-decoding undone.
fn payload_of_url(url: &str) -> Result<String, VariantError> {
    let (before_query, query) = match url.split_once('?') {
        Some((path, query)) => (path, Some(query)),
        None => (url, None),
    };
    // The fragment is not sent to a server and never carries the puzzle here.
    let query = query.map(|q| q.split('#').next().unwrap_or(""));
    for pair in query.into_iter().flat_map(|q| q.split('&')) {
        let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
        match key {
            "load" => return percent_decoded(value),
            "puzzleid" => {
                let value = percent_decoded(value)?;
                return match value.strip_prefix("fpuzzles") {
                    Some(packed) => Ok(packed.to_owned()),
                    None => Err(not_fpuzzles(&value)),
                };
            }
            _ => {}
        }
    }
    // The path after the host: base64 holds `/`, so everything after `/fpuzzles` is the
    // payload, not only the last segment.
    let path = before_query
        .split_once("://")
        .and_then(|(_, rest)| rest.split_once('/'))
        .map_or("", |(_, path)| path);
    if let Some(at) = path
        .find("fpuzzles")
        .filter(|&at| at == 0 || path[..at].ends_with('/'))
    {
        return percent_decoded(&path[at + "fpuzzles".len()..]);
    }
    let last = path.trim_end_matches('/').rsplit('/').next().unwrap_or("");
    if !last.is_empty() && before_query.contains("sudokupad") {
        return Err(not_fpuzzles(&percent_decoded(last)?));
    }
    Err(error(
        Phrase::new("variant-link-no-puzzle").with("link", format!("{:?}", shorten(url))),
    ))
}

fn not_fpuzzles(id: &str) -> VariantError {
    error(Phrase::new("variant-sudokupad-own").with("id", format!("{:?}", shorten(id))))
}

/// The first characters of a long text, for messages.
fn shorten(text: &str) -> String {
    const KEEP: usize = 60;
    match text.char_indices().nth(KEEP) {
        Some((at, _)) => format!("{}…", &text[..at]),
        None => text.to_owned(),
    }
}

/// `%XX` escapes undone.
fn percent_decoded(text: &str) -> Result<String, VariantError> {
    if !text.contains('%') {
        return Ok(text.to_owned());
    }
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = text
                .get(i + 1..i + 3)
                .and_then(|h| u8::from_str_radix(h, 16).ok());
            match hex {
                Some(b) => out.push(b),
                None => {
                    return Err(error(
                        Phrase::new("variant-link-percent")
                            .with("at", text[..i].chars().count() + 1),
                    ));
                }
            }
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).map_err(|_| error(Phrase::new("variant-link-utf8")))
}

/// Decompresses a payload: URI-safe characters when it holds `-`, base64
/// otherwise (f-puzzles' own choice).
fn unpack(packed: &str) -> Result<String, VariantError> {
    if packed.is_empty() {
        return Err(error(Phrase::new("variant-link-empty")));
    }
    if packed.contains('-') {
        decompress_from_uri(packed)
    } else {
        decompress_from_base64(packed)
    }
}

/// One-based line and column (in characters) of byte offset `at` in `text`.
fn line_column(text: &str, at: usize) -> (usize, usize) {
    let mut at = at.min(text.len());
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    let before = &text[..at];
    let line = before.matches('\n').count() + 1;
    let start = before.rfind('\n').map_or(0, |i| i + 1);
    (line, before[start..].chars().count() + 1)
}
