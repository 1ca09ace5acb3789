//! LZW compression as PDF's `LZWDecode` filter reads it (with its default
//! `EarlyChange 1`): content streams shrink to about a third, with no dependency and no
//! deflate.
//!
//! Codes are written most significant bit first, 9 bits wide at the start and after
//! each clear code, widening to 10, 11 and 12 bits "one code early" — as soon as the
//! *decoder's* table (one entry behind the encoder's) has 511, 1023 or 2047 entries. The
//! encoder keeps a copy of the decoder's count, so the widths agree by construction:
//!
//! ```text
//! codes 0-255: the bytes   256: clear table   257: end of data   258…: table entries
//! ```

use std::collections::HashMap;

const CLEAR: u16 = 256;
const END: u16 = 257;
const FIRST_ENTRY: u16 = 258;
/// The table is cleared when it reaches this many codes, well below the 4096 that 12 bits
/// can name.
const TABLE_LIMIT: u16 = 4000;

/// Packs codes of varying widths, most significant bit first.
#[derive(Default)]
struct BitWriter {
    out: Vec<u8>,
    pending: u32,
    count: u32,
}

impl BitWriter {
    fn put(&mut self, code: u16, bits: u32) {
        debug_assert!(u32::from(code) < 1 << bits);
        self.pending = (self.pending << bits) | u32::from(code);
        self.count += bits;
        while self.count >= 8 {
            self.count -= 8;
            self.out.push((self.pending >> self.count) as u8);
        }
        self.pending &= (1 << self.count) - 1;
    }

    fn finish(mut self) -> Vec<u8> {
        if self.count > 0 {
            self.out.push((self.pending << (8 - self.count)) as u8);
        }
        self.out
    }
}

/// What the decoder knows: how many entries its table has and how wide the next code is.
struct DecoderView {
    entries: u16,
    bits: u32,
    first: bool,
}

impl DecoderView {
    fn cleared() -> DecoderView {
        DecoderView {
            entries: FIRST_ENTRY,
            bits: 9,
            first: true,
        }
    }

    /// The decoder has read one data code: from the second on, each adds an entry.
    fn read(&mut self) {
        if self.first {
            self.first = false;
            return;
        }
        self.entries += 1;
        // EarlyChange 1: widen when the count plus one reaches the next power of two.
        if matches!(self.entries + 1, 512 | 1024 | 2048) {
            self.bits += 1;
        }
    }
}

/// `data` compressed for PDF's `LZWDecode` filter.
pub(crate) fn encode(data: &[u8]) -> Vec<u8> {
    let mut out = BitWriter::default();
    let mut decoder = DecoderView::cleared();
    out.put(CLEAR, decoder.bits);
    // Only looked up, never iterated: the output does not depend on the map's order.
    let mut table: HashMap<(u16, u8), u16> = HashMap::new();
    let mut next = FIRST_ENTRY;
    let mut bytes = data.iter();
    if let Some(&first) = bytes.next() {
        let mut current = u16::from(first);
        for &byte in bytes {
            if let Some(&code) = table.get(&(current, byte)) {
                current = code;
                continue;
            }
            out.put(current, decoder.bits);
            decoder.read();
            table.insert((current, byte), next);
            next += 1;
            current = u16::from(byte);
            if next == TABLE_LIMIT {
                out.put(CLEAR, decoder.bits);
                decoder = DecoderView::cleared();
                table.clear();
                next = FIRST_ENTRY;
            }
        }
        out.put(current, decoder.bits);
    }
    out.put(END, decoder.bits);
    out.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An LZWDecode reader written from the PDF specification, as viewers read it.
    fn decode(data: &[u8]) -> Vec<u8> {
        let mut bit_pos = 0usize;
        let mut read = |bits: usize| -> u16 {
            let mut v = 0u16;
            for _ in 0..bits {
                let byte = data[bit_pos / 8];
                v = (v << 1) | u16::from((byte >> (7 - bit_pos % 8)) & 1);
                bit_pos += 1;
            }
            v
        };
        let mut table: Vec<Vec<u8>> = Vec::new();
        let reset = |t: &mut Vec<Vec<u8>>| {
            t.clear();
            t.extend((0..=255u8).map(|b| vec![b]));
            t.push(Vec::new());
            t.push(Vec::new());
        };
        reset(&mut table);
        let mut bits = 9;
        let mut prev: Option<Vec<u8>> = None;
        let mut out = Vec::new();
        loop {
            let code = read(bits);
            if code == CLEAR {
                reset(&mut table);
                bits = 9;
                prev = None;
                continue;
            }
            if code == END {
                return out;
            }
            let entry = if usize::from(code) < table.len() {
                table[usize::from(code)].clone()
            } else {
                let p = prev.clone().expect("a code past the table follows another");
                let mut e = p.clone();
                e.push(p[0]);
                e
            };
            if let Some(p) = prev {
                let mut added = p;
                added.push(entry[0]);
                table.push(added);
                if matches!(table.len() + 1, 512 | 1024 | 2048) {
                    bits += 1;
                }
            }
            out.extend_from_slice(&entry);
            prev = Some(entry);
        }
    }

    #[test]
    fn round_trips() {
        let mut samples: Vec<Vec<u8>> = vec![
            Vec::new(),
            b"a".to_vec(),
            b"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa".to_vec(),
            b"TOBEORNOTTOBEORTOBEORNOT#".to_vec(),
        ];
        // Long and varied enough to widen to 12 bits and clear the table several times.
        let mut x = 12345u32;
        let mut noisy = Vec::new();
        for i in 0..200_000u32 {
            x = x.wrapping_mul(1_103_515_245).wrapping_add(12345);
            noisy.push(if i % 3 == 0 {
                (x >> 16) as u8
            } else {
                b"0123 Td"[i as usize % 7]
            });
        }
        samples.push(noisy);
        for sample in samples {
            assert_eq!(decode(&encode(&sample)), sample, "{} bytes", sample.len());
        }
    }

    #[test]
    fn compresses_repetitive_text() {
        let text = "12.5 30 m 260 30 l\n".repeat(500);
        assert!(encode(text.as_bytes()).len() * 10 < text.len());
    }
}
