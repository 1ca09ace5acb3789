//! Text as people's editors save it: UTF-8 (with or without a byte-order mark), UTF-16
//! (what Windows Notepad calls "Unicode"), and the full-width digits and dots that a
//! Chinese or Japanese input method types (`１２３．．．`).
//!
//! [`Decoded`] wraps the reader's input and hands it on as UTF-8, transcoding UTF-16 on
//! the fly in constant memory; [`fold_full_width`] maps full-width forms to the ASCII the
//! parsers read; [`decode_text`] does both for a whole text in memory.
//!
//! Read next: `mod.rs`, whose `PuzzleReader` reads through [`Decoded`].

use std::io::{self, BufRead, Read};

/// How the input's bytes encode its text, judged from its first bytes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Encoding {
    /// Not yet looked at.
    Unknown,
    /// UTF-8 (or bytes the parsers will report as not UTF-8).
    Utf8,
    /// UTF-16, little- or big-endian.
    Utf16 { big_endian: bool },
}

/// The encoding a text starting with `head` is in, and the length of its byte-order
/// mark. UTF-16 without a mark is recognised by the zero byte beside the first ASCII
/// character (`'1' 0x00` little-endian, `0x00 '1'` big-endian): no text in any other
/// encoding this reader accepts starts with a zero byte there.
fn sniff(head: &[u8]) -> (Encoding, usize) {
    match head {
        [0xff, 0xfe, ..] => (Encoding::Utf16 { big_endian: false }, 2),
        [0xfe, 0xff, ..] => (Encoding::Utf16 { big_endian: true }, 2),
        [0xef, 0xbb, 0xbf, ..] => (Encoding::Utf8, 3),
        [a, 0, ..] if *a != 0 && a.is_ascii() => (Encoding::Utf16 { big_endian: false }, 0),
        [0, b, ..] if *b != 0 && b.is_ascii() => (Encoding::Utf16 { big_endian: true }, 0),
        _ => (Encoding::Utf8, 0),
    }
}

/// An input handed on as UTF-8: UTF-8 passes through untouched (without its byte-order
/// mark), UTF-16 is transcoded a buffer at a time, unpaired surrogates becoming U+FFFD,
/// which the parsers then report with its column.
pub(super) struct Decoded<R> {
    inner: R,
    encoding: Encoding,
    /// Transcoded UTF-8 not yet consumed (`out[at..]`).
    out: Vec<u8>,
    at: usize,
    /// A byte of a UTF-16 unit split across the inner reader's buffers.
    odd_byte: Option<u8>,
    /// A high surrogate waiting for its low half.
    high: Option<u16>,
}

impl<R: BufRead> Decoded<R> {
    pub(super) fn new(inner: R) -> Self {
        Decoded {
            inner,
            encoding: Encoding::Unknown,
            out: Vec::new(),
            at: 0,
            odd_byte: None,
            high: None,
        }
    }

    /// Looks at the first bytes once, to choose the encoding and drop a byte-order mark.
    fn sniff(&mut self) -> io::Result<()> {
        let head = self.inner.fill_buf()?;
        let (encoding, mark) = sniff(head);
        self.inner.consume(mark);
        self.encoding = encoding;
        Ok(())
    }

    /// Transcodes the next buffer of UTF-16 into `out`; leaves `out` empty at the end.
    fn refill_utf16(&mut self, big_endian: bool) -> io::Result<()> {
        self.out.clear();
        self.at = 0;
        while self.out.is_empty() {
            let bytes = self.inner.fill_buf()?;
            if bytes.is_empty() {
                // The end: a dangling half unit or surrogate is a character gone wrong.
                if self.odd_byte.take().is_some() || self.high.take().is_some() {
                    push_char(&mut self.out, char::REPLACEMENT_CHARACTER);
                }
                return Ok(());
            }
            let taken = bytes.len();
            let mut units = Vec::with_capacity(taken / 2 + 1);
            let mut iter = bytes.iter().copied();
            if let Some(first) = self.odd_byte.take() {
                if let Some(second) = iter.next() {
                    units.push(unit(first, second, big_endian));
                }
            }
            loop {
                match (iter.next(), iter.next()) {
                    (Some(a), Some(b)) => units.push(unit(a, b, big_endian)),
                    (Some(a), None) => {
                        self.odd_byte = Some(a);
                        break;
                    }
                    _ => break,
                }
            }
            self.inner.consume(taken);
            for u in units {
                self.push_unit(u);
            }
        }
        Ok(())
    }

    fn push_unit(&mut self, u: u16) {
        if let Some(high) = self.high.take() {
            if (0xdc00..0xe000).contains(&u) {
                let code = 0x10000 + ((u32::from(high) - 0xd800) << 10) + (u32::from(u) - 0xdc00);
                push_char(
                    &mut self.out,
                    char::from_u32(code).unwrap_or(char::REPLACEMENT_CHARACTER),
                );
                return;
            }
            push_char(&mut self.out, char::REPLACEMENT_CHARACTER);
        }
        if (0xd800..0xdc00).contains(&u) {
            self.high = Some(u);
        } else {
            let ch = char::from_u32(u32::from(u)).unwrap_or(char::REPLACEMENT_CHARACTER);
            push_char(&mut self.out, ch);
        }
    }
}

fn unit(a: u8, b: u8, big_endian: bool) -> u16 {
    if big_endian {
        u16::from_be_bytes([a, b])
    } else {
        u16::from_le_bytes([a, b])
    }
}

fn push_char(out: &mut Vec<u8>, ch: char) {
    let mut buf = [0; 4];
    out.extend_from_slice(ch.encode_utf8(&mut buf).as_bytes());
}

impl<R: BufRead> Read for Decoded<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let available = self.fill_buf()?;
        let n = available.len().min(buf.len());
        buf[..n].copy_from_slice(&available[..n]);
        self.consume(n);
        Ok(n)
    }
}

impl<R: BufRead> BufRead for Decoded<R> {
    fn fill_buf(&mut self) -> io::Result<&[u8]> {
        if self.encoding == Encoding::Unknown {
            self.sniff()?;
        }
        match self.encoding {
            Encoding::Utf16 { big_endian } => {
                if self.at >= self.out.len() {
                    self.refill_utf16(big_endian)?;
                }
                Ok(&self.out[self.at..])
            }
            _ => self.inner.fill_buf(),
        }
    }

    fn consume(&mut self, amount: usize) {
        match self.encoding {
            Encoding::Utf16 { .. } => self.at = (self.at + amount).min(self.out.len()),
            _ => self.inner.consume(amount),
        }
    }
}

/// The text with full-width ASCII forms (U+FF01–U+FF5E: `１`, `．`, `｜`) and the
/// ideographic space (U+3000) as their ASCII characters, one for one, so columns in
/// errors still match what the user sees. ASCII text is returned as it is.
pub(super) fn fold_full_width(text: String) -> String {
    if text.is_ascii() || !text.chars().any(is_full_width) {
        return text;
    }
    text.chars()
        .map(|c| match c {
            '\u{3000}' => ' ',
            c if is_full_width(c) => char::from_u32(c as u32 - 0xfee0).unwrap_or(c),
            c => c,
        })
        .collect()
}

fn is_full_width(c: char) -> bool {
    matches!(c, '\u{ff01}'..='\u{ff5e}' | '\u{3000}')
}

/// A whole text's bytes as the reader would read them: UTF-8 or UTF-16 (by its mark or
/// its zero bytes), without a byte-order mark, full-width forms folded to ASCII; bytes
/// that are not UTF-8 become U+FFFD, which the parsers report with its column.
///
/// ```
/// let utf16: Vec<u8> = [0xff, 0xfe].into_iter()
///     .chain("１２3.".encode_utf16().flat_map(u16::to_le_bytes))
///     .collect();
/// assert_eq!(shudu::parse::decode_text(&utf16), "123.");
/// ```
pub fn decode_text(bytes: &[u8]) -> String {
    let mut text = Vec::with_capacity(bytes.len());
    // Reading from a slice cannot fail.
    let _ = Decoded::new(bytes).read_to_end(&mut text);
    fold_full_width(String::from_utf8_lossy(&text).into_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn utf16(text: &str, big_endian: bool, mark: bool) -> Vec<u8> {
        let mut bytes = Vec::new();
        if mark {
            bytes.extend(if big_endian {
                [0xfe, 0xff]
            } else {
                [0xff, 0xfe]
            });
        }
        for u in text.encode_utf16() {
            if big_endian {
                bytes.extend(u.to_be_bytes());
            } else {
                bytes.extend(u.to_le_bytes());
            }
        }
        bytes
    }

    #[test]
    fn utf16_in_both_orders_with_and_without_a_mark() {
        let text = "Grid 01\n4..8 # 数独 😀\r\n";
        for big_endian in [false, true] {
            for mark in [false, true] {
                assert_eq!(decode_text(&utf16(text, big_endian, mark)), text);
            }
        }
    }

    #[test]
    fn utf16_split_across_small_buffers() {
        let text = "数独 😀 123\n".repeat(50);
        let bytes = utf16(&text, false, true);
        // A buffer of 3 bytes splits units and surrogate pairs everywhere.
        let reader = io::BufReader::with_capacity(3, &bytes[..]);
        let mut out = String::new();
        Decoded::new(reader).read_to_string(&mut out).unwrap();
        assert_eq!(out, text);
    }

    #[test]
    fn a_lone_surrogate_becomes_a_replacement_character() {
        let mut bytes = utf16("1", false, true);
        bytes.extend(0xd800u16.to_le_bytes());
        bytes.extend(utf16("2", false, false));
        assert_eq!(decode_text(&bytes), "1\u{fffd}2");
    }

    #[test]
    fn utf8_passes_through_without_its_mark() {
        assert_eq!(decode_text(b"\xef\xbb\xbf12"), "12");
        assert_eq!(decode_text("数独".as_bytes()), "数独");
        assert_eq!(decode_text(b""), "");
    }

    #[test]
    fn full_width_forms_fold_one_for_one() {
        assert_eq!(fold_full_width("１２３．．｜　９".to_owned()), "123..| 9");
        assert_eq!(fold_full_width("数独 1".to_owned()), "数独 1");
    }
}
