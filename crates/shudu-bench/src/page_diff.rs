//! Compares a page rendered to PNG (by `pdftoppm -gray`) with its committed snapshot, for
//! `scripts/print-tests`: the two must have the same size, and at most one pixel in ten
//! thousand (24 on an A4 page at 50 dpi) may differ by more than a quarter of the grey
//! scale (64 levels of 255). Antialiasing that shifts by a few levels between renderer
//! versions passes; one digit missing from a board (about 40 such pixels at 50 dpi), a
//! digit moved or a line gone fails.
//!
//! `shudu-bench page-diff SNAPSHOT.png RENDERED.png`: prints the count, exits 1 beyond
//! the tolerance or on an unreadable file.

use std::fs::File;
use std::io::BufReader;
use std::process::exit;

/// A pixel differs when its grey levels are further apart than this.
const LEVELS: u8 = 64;
/// At most this many pixels in ten thousand may differ.
const PER_TEN_THOUSAND: usize = 1;

/// The image's width, height and one grey level per pixel.
fn grey_pixels(path: &str) -> Result<(u32, u32, Vec<u8>), String> {
    let file = File::open(path).map_err(|e| format!("cannot open {path}: {e}"))?;
    let mut decoder = png::Decoder::new(BufReader::new(file));
    decoder.set_transformations(png::Transformations::EXPAND | png::Transformations::STRIP_16);
    let mut reader = decoder
        .read_info()
        .map_err(|e| format!("{path}: not a PNG: {e}"))?;
    let size = reader
        .output_buffer_size()
        .ok_or_else(|| format!("{path}: image too large"))?;
    let mut buffer = vec![0; size];
    let frame = reader
        .next_frame(&mut buffer)
        .map_err(|e| format!("{path}: {e}"))?;
    let samples = frame.color_type.samples();
    let bytes = &buffer[..frame.buffer_size()];
    // Grey from the first channel when the image has colour: pdftoppm -gray writes one
    // channel, and a snapshot written in colour would still compare.
    let grey = bytes.chunks(samples).map(|px| px[0]).collect();
    Ok((frame.width, frame.height, grey))
}

pub fn run(args: Vec<String>) {
    let [snapshot, rendered] = args.as_slice() else {
        eprintln!("usage: shudu-bench page-diff SNAPSHOT.png RENDERED.png");
        exit(2);
    };
    let compare = || -> Result<String, String> {
        let (w1, h1, a) = grey_pixels(snapshot)?;
        let (w2, h2, b) = grey_pixels(rendered)?;
        if (w1, h1) != (w2, h2) {
            return Err(format!(
                "{rendered} is {w2}x{h2} pixels, its snapshot {snapshot} {w1}x{h1}"
            ));
        }
        let differing = a
            .iter()
            .zip(&b)
            .filter(|(x, y)| x.abs_diff(**y) > LEVELS)
            .count();
        let allowed = a.len() * PER_TEN_THOUSAND / 10_000;
        let line = format!(
            "{rendered}: {differing} of {} pixels differ from {snapshot} (at most {allowed} may)",
            a.len()
        );
        if differing > allowed {
            Err(line)
        } else {
            Ok(line)
        }
    };
    match compare() {
        Ok(line) => println!("{line}"),
        Err(line) => {
            eprintln!("page-diff: {line}");
            exit(1);
        }
    }
}
