//! lz-string, the compression f-puzzles and SudokuPad use for puzzles in links: an LZW
//! variant over UTF-16 code units whose codes are packed into base64 characters. Both of
//! its text alphabets are here: the base64 one (`+`, `/`, `=` padding; f-puzzles'
//! "compressed" form) and the URI-safe one (`+`, `-`, no padding).
//!
//! **The stream.** A dictionary maps phrases to codes; codes 0, 1 and 2 are reserved:
//!
//! ```text
//! code 0  a new 8-bit unit follows (8 more bits)      — then the unit gets the next code
//! code 1  a new 16-bit unit follows (16 more bits)    — likewise
//! code 2  end of stream
//! code 3… phrases, in the order they were made
//! ```
//!
//! Each code is written in `width` bits, least significant bit first. The width starts at
//! 2 (3 when reading, since the reader has already counted the first unit), and grows by
//! one each time the count of codes written reaches the next power of two (`enlarge_in`
//! counts down to that moment; a new unit counts twice, once for its literal and once as
//! the phrase it ends). After each code the phrase plus the next unit's first unit
//! becomes a new dictionary entry, as in LZW.
//!
//! **The characters.** Bits fill 6-bit groups, the first bit written becoming the group's
//! most significant bit; each group is one character of the alphabet:
//!
//! ```text
//! bits written:  b0 b1 b2 b3 b4 b5 | b6 …
//! character:     alphabet[b0·32 + b1·16 + b2·8 + b3·4 + b4·2 + b5]
//! ```
//!
//! After the end code, zero bits fill the last group (a whole group of zeros when the
//! end code filled the previous one exactly), and the base64 form pads with `=` to a
//! multiple of four characters.
//!
//! Read next: `links.rs` finds these strings in f-puzzles and SudokuPad links.

use std::collections::{HashMap, HashSet};

use super::VariantError;
use crate::words::Phrase as Words;

/// The base64 alphabet; `=` is padding only.
const BASE64: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
/// The URI-safe alphabet: `-` in place of `/`, and no padding.
const URI_SAFE: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-";

/// `text` compressed and written in base64 characters, padded with `=` (lz-string's
/// `compressToBase64`, f-puzzles' compressed form).
///
/// ```
/// use shudu::variant::lz_string::{compress_to_base64, decompress_from_base64};
/// assert_eq!(compress_to_base64(""), "Q===");
/// assert_eq!(compress_to_base64(r#"{"size":9}"#), "N4IgzglgXgpiBcBOAvkA");
/// assert_eq!(decompress_from_base64("N4IgzglgXgpiBcBOAvkA")?, r#"{"size":9}"#);
/// # Ok::<(), shudu::variant::VariantError>(())
/// ```
pub fn compress_to_base64(text: &str) -> String {
    let mut out = compress(text, BASE64);
    while out.len() % 4 != 0 {
        out.push('=');
    }
    out
}

/// `text` compressed and written in URI-safe characters (lz-string's
/// `compressToEncodedURIComponent`).
///
/// ```
/// use shudu::variant::lz_string::{compress_to_uri, decompress_from_uri};
/// let packed = compress_to_uri("r1c1 r1c1 r1c1");
/// assert!(packed.chars().all(|c| c.is_ascii_alphanumeric() || "+-".contains(c)));
/// assert_eq!(decompress_from_uri(&packed)?, "r1c1 r1c1 r1c1");
/// # Ok::<(), shudu::variant::VariantError>(())
/// ```
pub fn compress_to_uri(text: &str) -> String {
    compress(text, URI_SAFE)
}

/// The text `packed` (base64 characters, `=` padding optional) holds. Errors name the
/// first character that is not base64, by position (counting from 1), or what is wrong
/// with the stream.
///
/// ```
/// use shudu::variant::lz_string::decompress_from_base64;
/// assert_eq!(decompress_from_base64("Q===")?, "");
/// let err = decompress_from_base64("N4Ig*glg").unwrap_err();
/// assert_eq!(err.to_string(), "compressed text: '*' at character 5 is not a base64 character");
/// # Ok::<(), shudu::variant::VariantError>(())
/// ```
pub fn decompress_from_base64(packed: &str) -> Result<String, VariantError> {
    let packed = packed.trim_end_matches('=');
    decompress(packed, BASE64, "base64")
}

/// The text `packed` (URI-safe characters) holds; errors as for
/// [`decompress_from_base64`].
///
/// ```
/// use shudu::variant::lz_string::decompress_from_uri;
/// assert_eq!(decompress_from_uri("N4IgzglgXgpiBcBOAvkA")?, r#"{"size":9}"#);
/// # Ok::<(), shudu::variant::VariantError>(())
/// ```
pub fn decompress_from_uri(packed: &str) -> Result<String, VariantError> {
    decompress(packed, URI_SAFE, "URI-safe")
}

/// Packs bits into 6-bit characters, first bit most significant.
struct BitWriter<'a> {
    alphabet: &'a [u8; 64],
    out: String,
    group: usize,
    filled: u32,
}

impl BitWriter<'_> {
    /// The low `bits` bits of `value`, least significant first.
    fn write(&mut self, mut value: u32, bits: u32) {
        for _ in 0..bits {
            self.group = (self.group << 1) | (value & 1) as usize;
            value >>= 1;
            self.filled += 1;
            if self.filled == 6 {
                self.out.push(char::from(self.alphabet[self.group]));
                self.group = 0;
                self.filled = 0;
            }
        }
    }

    /// The last group, filled with zeros; a whole zero group when none is open.
    fn finish(mut self) -> String {
        self.group <<= 6 - self.filled;
        self.out.push(char::from(self.alphabet[self.group]));
        self.out
    }
}

/// The dictionary's code width, grown when the codes written reach a power of two.
struct Width {
    bits: u32,
    enlarge_in: u32,
}

impl Width {
    fn tick(&mut self) {
        self.enlarge_in -= 1;
        if self.enlarge_in == 0 {
            self.enlarge_in = 1 << self.bits;
            self.bits += 1;
        }
    }
}

/// The phrase being extended: its code, and its unit when it is a single one (which may
/// still have to be written as a literal).
#[derive(Clone, Copy)]
struct Phrase {
    code: u32,
    unit: Option<u16>,
}

/// Writes `phrase`: a literal when it is a unit never written before, else its code.
fn emit(phrase: Phrase, unwritten: &mut HashSet<u16>, writer: &mut BitWriter, width: &mut Width) {
    match phrase.unit.filter(|u| unwritten.remove(u)) {
        Some(unit) => {
            if unit < 256 {
                writer.write(0, width.bits);
                writer.write(u32::from(unit), 8);
            } else {
                writer.write(1, width.bits);
                writer.write(u32::from(unit), 16);
            }
            width.tick();
        }
        None => writer.write(phrase.code, width.bits),
    }
    width.tick();
}

fn compress(text: &str, alphabet: &[u8; 64]) -> String {
    let mut writer = BitWriter {
        alphabet,
        out: String::new(),
        group: 0,
        filled: 0,
    };
    let mut width = Width {
        bits: 2,
        enlarge_in: 2,
    };
    let mut next_code = 3u32;
    let mut unit_codes: HashMap<u16, u32> = HashMap::new();
    // Units with a code that have not been written as a literal yet.
    let mut unwritten: HashSet<u16> = HashSet::new();
    // (phrase, next unit) → the longer phrase's code.
    let mut longer: HashMap<(u32, u16), u32> = HashMap::new();
    let mut current: Option<Phrase> = None;
    for unit in text.encode_utf16() {
        let code = *unit_codes.entry(unit).or_insert_with(|| {
            unwritten.insert(unit);
            next_code += 1;
            next_code - 1
        });
        let single = Phrase {
            code,
            unit: Some(unit),
        };
        current = Some(match current {
            None => single,
            Some(phrase) => match longer.get(&(phrase.code, unit)) {
                Some(&code) => Phrase { code, unit: None },
                None => {
                    emit(phrase, &mut unwritten, &mut writer, &mut width);
                    longer.insert((phrase.code, unit), next_code);
                    next_code += 1;
                    single
                }
            },
        });
    }
    if let Some(phrase) = current {
        emit(phrase, &mut unwritten, &mut writer, &mut width);
    }
    writer.write(2, width.bits);
    writer.finish()
}

/// Reads bits from 6-bit characters, first bit most significant.
struct BitReader {
    values: Vec<u8>,
    at: usize,
    /// The next bit's mask in the current value (32, 16, … 1).
    mask: u8,
}

impl BitReader {
    fn read(&mut self, bits: u32) -> Result<u32, VariantError> {
        let mut value = 0;
        for k in 0..bits {
            let Some(&group) = self.values.get(self.at) else {
                return Err(compressed(Words::new("variant-lz-short")));
            };
            if group & self.mask != 0 {
                value |= 1 << k;
            }
            self.mask >>= 1;
            if self.mask == 0 {
                self.mask = 32;
                self.at += 1;
            }
        }
        Ok(value)
    }
}

/// What is wrong with a compressed text: `compressed text: …`.
fn compressed(message: Words) -> VariantError {
    VariantError::Format(Words::new("variant-lz").with("message", message))
}

fn decompress(packed: &str, alphabet: &[u8; 64], name: &str) -> Result<String, VariantError> {
    let error = compressed;
    let mut values = Vec::with_capacity(packed.len());
    for (i, ch) in packed.chars().enumerate() {
        // A URL decoder turns `+` into a space.
        let ch = if ch == ' ' { '+' } else { ch };
        match alphabet.iter().position(|&a| char::from(a) == ch) {
            Some(v) => values.push(v as u8),
            None => {
                return Err(error(
                    Words::new("variant-lz-char")
                        .with("ch", format!("{ch:?}"))
                        .with("at", i + 1)
                        .with("alphabet", name),
                ));
            }
        }
    }
    if values.is_empty() {
        return Err(error(Words::new("variant-lz-empty")));
    }
    let mut reader = BitReader {
        values,
        at: 0,
        mask: 32,
    };
    let mut dictionary: Vec<Vec<u16>> = vec![Vec::new(); 3];
    let first = match reader.read(2)? {
        0 => reader.read(8)? as u16,
        1 => reader.read(16)? as u16,
        2 => return Ok(String::new()),
        _ => return Err(error(Words::new("variant-lz-start"))),
    };
    dictionary.push(vec![first]);
    let mut width = Width {
        bits: 3,
        enlarge_in: 4,
    };
    let mut previous = vec![first];
    let mut units = previous.clone();
    loop {
        let mut code = reader.read(width.bits)? as usize;
        match code {
            0 | 1 => {
                let unit = reader.read(if code == 0 { 8 } else { 16 })? as u16;
                dictionary.push(vec![unit]);
                code = dictionary.len() - 1;
                width.tick();
            }
            2 => {
                return String::from_utf16(&units)
                    .map_err(|_| error(Words::new("variant-lz-surrogate")));
            }
            _ => {}
        }
        let entry = if code < dictionary.len() {
            dictionary[code].clone()
        } else if code == dictionary.len() {
            // LZW's one case of a code used as it is made: the previous phrase plus its
            // own first unit.
            let mut entry = previous.clone();
            entry.push(previous[0]);
            entry
        } else {
            return Err(error(
                Words::new("variant-lz-code")
                    .with("code", code)
                    .with("made", dictionary.len()),
            ));
        };
        units.extend_from_slice(&entry);
        let mut made = previous;
        made.push(entry[0]);
        dictionary.push(made);
        width.tick();
        previous = entry;
    }
}
