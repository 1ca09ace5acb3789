//! `scan-photos [DIR] [--failures]` (feature `scan`): reads every photo of the data set in
//! `DIR` (default `../shared/data/photos`) with the committed model, on one thread, exactly as
//! `shudu scan` would, and reports photos read exactly, cells right before and after
//! correction by the solver, photos read wrongly with no cell flagged unsure, and milliseconds
//! per photo (reading the file excluded; JPEG decoding, grid finding, cutting, the network and
//! the correction included), by the wall clock and by the thread's own CPU time. With
//! `--failures`, one line per photo not read exactly before correction names the step that
//! failed (see [`Failure`]); `--slowest N` lists the N photos that took the most CPU time.
//! `--fingerprint` prints, for every photo, a hash of everything the scanner worked out
//! for it (see [`fingerprint`]): two builds printing the same lines read every photo the
//! same way, step by step — the check for speed work that must not change a value.
//!
//! The committed weights were fine-tuned on these same photos, so the accuracy here is on
//! training data; the held-out figures (grouped cross-validation) are the training
//! program's (`crates/shudu-scan-train`).

use std::time::Instant;

use shudu_scan::correct::correct;
use shudu_scan::model::Model;
use shudu_scan::read::{Reading, read};

pub fn run(args: Vec<String>) {
    let failures = args.iter().any(|a| a == "--failures");
    let fingerprints = args.iter().any(|a| a == "--fingerprint");
    let slowest: usize = match args.iter().position(|a| a == "--slowest") {
        None => 0,
        Some(i) => match args.get(i + 1).and_then(|n| n.parse().ok()) {
            Some(n) => n,
            None => {
                eprintln!("scan-photos: --slowest takes a number of photos");
                std::process::exit(2);
            }
        },
    };
    // `--dump DIR`: the warped grid of every photo lost, as DIR/NAME.png, to look at.
    let dump = args
        .iter()
        .position(|a| a == "--dump")
        .and_then(|i| args.get(i + 1))
        .map(std::path::PathBuf::from);
    let dir = args
        .iter()
        .enumerate()
        .find(|&(i, a)| {
            !a.starts_with("--") && (i == 0 || !["--dump", "--slowest"].contains(&&*args[i - 1]))
        })
        .map(|(_, a)| a)
        .cloned()
        .unwrap_or_else(|| format!("{}/../../../shared/data/photos", env!("CARGO_MANIFEST_DIR")));
    let photos = match shudu_scan::dataset::photos(dir.as_ref()) {
        Ok(photos) => photos,
        Err(e) => {
            eprintln!("scan-photos: {e}");
            std::process::exit(2);
        }
    };
    let model = Model::built_in().expect("the committed weights load");
    let (mut exact, mut exact_after, mut right, mut right_after, mut confident_wrong) =
        (0, 0, 0, 0, 0);
    let (mut no_grid, mut changed) = (0, 0);
    let mut times = Vec::new();
    let mut cpu_times = Vec::new();
    let count = |reading: &Reading, truth: &[u8; 81]| {
        reading
            .grid
            .iter()
            .zip(truth)
            .filter(|((_, d), t)| d.map_or(0, |d| d.get()) == **t)
            .count()
    };
    for photo in &photos {
        let bytes = std::fs::read(&photo.image).expect("a readable photo");
        let start = Instant::now();
        let cpu_start = thread_cpu_ns();
        let result = read(&bytes, &model).map(|mut reading| {
            let before = reading.clone();
            let correction = correct(&mut reading);
            (before, reading, correction)
        });
        times.push(start.elapsed().as_secs_f64() * 1000.0);
        if let (Some(a), Some(b)) = (cpu_start, thread_cpu_ns()) {
            cpu_times.push(((b - a) as f64 / 1e6, name_of(&photo.image)));
        }
        if fingerprints {
            // After the timing: it decodes and cuts the photo again.
            let outcome = result.as_ref().map_err(|e| e.to_string());
            println!(
                "{}: fingerprint {:016x}",
                name_of(&photo.image),
                fingerprint(&bytes, &outcome)
            );
        }
        let Ok((before, after, correction)) = result else {
            no_grid += 1;
            if failures {
                println!("{}: no grid found", name_of(&photo.image));
                if let Some(dir) = &dump {
                    dump_photo(dir, &photo.image, &bytes);
                }
            }
            continue;
        };
        if let Some(failure) = Failure::of(&before, &photo.digits).filter(|_| failures) {
            let flagged = before.cells.iter().filter(|c| c.unsure).count();
            println!(
                "{}: {failure} ({flagged} cells flagged unsure)",
                name_of(&photo.image)
            );
            if let (Ok(sheet), Failure::Cells { cells, .. }) = (shudu_scan::cut(&bytes), &failure) {
                // The measures emptiness was decided on, for the cells it got wrong.
                for &i in cells.iter().filter(|_| before.turns == 0) {
                    let cut = &sheet.cells[i];
                    println!(
                        "  r{}c{}: contrast {:.0}, ink {:.3}",
                        i / 9 + 1,
                        i % 9 + 1,
                        cut.contrast,
                        cut.ink
                    );
                }
            }
            if let Some(dir) = &dump {
                dump_photo(dir, &photo.image, &bytes);
            }
        }
        changed += correction.changed.len();
        let (b, a) = (count(&before, &photo.digits), count(&after, &photo.digits));
        right += b;
        right_after += a;
        exact += usize::from(b == 81);
        exact_after += usize::from(a == 81);
        if a != 81 && !after.cells.iter().any(|c| c.unsure) {
            confident_wrong += 1;
        }
    }
    times.sort_by(f64::total_cmp);
    let n = photos.len();
    let cells = 81 * n;
    println!("photos: {n} in {dir} (training data of the committed weights)");
    println!("no grid found: {no_grid}");
    println!(
        "read exactly: {exact}/{n} before correction, {exact_after}/{n} after ({changed} cells changed)"
    );
    println!(
        "cells right: {right}/{cells} ({:.2} %) before correction, {right_after}/{cells} ({:.2} %) after",
        100.0 * right as f64 / cells as f64,
        100.0 * right_after as f64 / cells as f64
    );
    println!("read wrongly with no cell flagged unsure: {confident_wrong}");
    println!(
        "ms per photo, one thread, wall clock: median {:.1}, mean {:.1}, max {:.1}",
        times[n / 2],
        times.iter().sum::<f64>() / n as f64,
        times[n - 1]
    );
    // On a shared machine the wall clock counts other processes' turns too; the thread's
    // own CPU time does not.
    if cpu_times.len() == n {
        cpu_times.sort_by(|a, b| a.0.total_cmp(&b.0));
        println!(
            "ms per photo, one thread, CPU time: median {:.1}, mean {:.1}, max {:.1}",
            cpu_times[n / 2].0,
            cpu_times.iter().map(|t| t.0).sum::<f64>() / n as f64,
            cpu_times[n - 1].0
        );
        for (ms, name) in cpu_times.iter().rev().take(slowest) {
            println!("  {name}: {ms:.1} ms CPU time");
        }
    }
}

/// The FNV-1a hash (64 bits) of what the scanner worked out for a photo: the decoded grey
/// image's pixels, size and scale, the grid's corners, the warped grid's pixels, every
/// cell's canvas and measures, and the readings before and after correction with the
/// correction itself (or the error). Values go in through their `Debug` forms, whose
/// floats print the shortest text that reads back as the same bits, so a changed float
/// changes the hash.
fn fingerprint<T: std::fmt::Debug, E: std::fmt::Debug>(
    bytes: &[u8],
    outcome: &Result<T, E>,
) -> u64 {
    use std::fmt::Write;
    let mut hash = Fnv::default();
    match shudu_scan::decode::decode(bytes) {
        Ok(decoded) => {
            hash.bytes(decoded.grey.as_raw());
            let (w, h) = decoded.grey.dimensions();
            let _ = write!(hash, "{w}x{h} {:?}", decoded.scale);
        }
        Err(e) => {
            let _ = write!(hash, "{e:?}");
        }
    }
    match shudu_scan::cut(bytes) {
        Ok(sheet) => {
            hash.bytes(sheet.warped.as_raw());
            let _ = write!(hash, "{:?} {:?}", sheet.corners, sheet.cells);
        }
        Err(e) => {
            let _ = write!(hash, "{e:?}");
        }
    }
    let _ = write!(hash, "{outcome:?}");
    hash.0
}

/// FNV-1a, 64 bits: a hash defined by its constants, the same in every build and release.
struct Fnv(u64);

impl Default for Fnv {
    fn default() -> Fnv {
        Fnv(0xcbf2_9ce4_8422_2325)
    }
}

impl Fnv {
    fn bytes(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3);
        }
    }
}

impl std::fmt::Write for Fnv {
    fn write_str(&mut self, s: &str) -> std::fmt::Result {
        self.bytes(s.as_bytes());
        Ok(())
    }
}

/// Nanoseconds this thread has run on a CPU (Linux: the first field of
/// `/proc/thread-self/schedstat`); `None` elsewhere.
fn thread_cpu_ns() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    text.split_whitespace().next()?.parse().ok()
}

fn name_of(path: &std::path::Path) -> String {
    path.file_name().map_or_else(
        || path.display().to_string(),
        |n| n.to_string_lossy().into(),
    )
}

/// Which step lost a photo read wrongly: the grid (found in the wrong place, so which cells
/// hold digits disagrees with the truth on many cells even in the best quarter turn), the
/// way up (the occupancy fits another quarter turn better), or per cell, emptiness (a digit
/// judged empty or an empty cell judged a digit) and digits misread.
enum Failure {
    Grid {
        occupancy_wrong: usize,
    },
    Turn,
    Cells {
        empty: Vec<String>,
        digit: Vec<String>,
        /// The indices of the cells judged empty or not wrongly.
        cells: Vec<usize>,
    },
}

/// More disagreements about which cells are filled than this means the grid itself is wrong.
const GRID_WRONG: usize = 8;

impl Failure {
    fn of(reading: &Reading, truth: &[u8; 81]) -> Option<Failure> {
        let read: Vec<u8> = reading
            .grid
            .iter()
            .map(|(_, d)| d.map_or(0, |d| d.get()))
            .collect();
        if read.iter().zip(truth).all(|(a, b)| a == b) {
            return None;
        }
        let occupancy_wrong = |turns: usize| {
            (0..81)
                .filter(|&i| (read[rotated(i, turns)] != 0) != (truth[i] != 0))
                .count()
        };
        let upright = occupancy_wrong(0);
        if upright > GRID_WRONG {
            let best = (1..4).map(occupancy_wrong).min().unwrap_or(upright);
            return Some(if best <= GRID_WRONG {
                Failure::Turn
            } else {
                Failure::Grid {
                    occupancy_wrong: upright,
                }
            });
        }
        let (mut empty, mut digit, mut cells) = (Vec::new(), Vec::new(), Vec::new());
        for i in 0..81 {
            let (r, t) = (read[i], truth[i]);
            let at = format!("r{}c{} {t}→{r}", i / 9 + 1, i % 9 + 1);
            if r != t && (r == 0 || t == 0) {
                empty.push(format!("{at} (conf {:.2})", reading.cells[i].confidence));
                cells.push(i);
            } else if r != t {
                digit.push(format!("{at} (conf {:.2})", reading.cells[i].confidence));
            }
        }
        Some(Failure::Cells {
            empty,
            digit,
            cells,
        })
    }
}

impl std::fmt::Display for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Failure::Grid { occupancy_wrong } => {
                write!(f, "grid wrong ({occupancy_wrong} cells' occupancy wrong)")
            }
            Failure::Turn => write!(f, "turned the wrong way"),
            Failure::Cells { empty, digit, .. } => {
                write!(f, "emptiness {}: [{}]", empty.len(), empty.join(", "))?;
                write!(f, "; digits {}: [{}]", digit.len(), digit.join(", "))
            }
        }
    }
}

/// The index, in a grid turned `turns` quarter turns clockwise, of the cell at `i` upright.
fn rotated(i: usize, turns: usize) -> usize {
    let (mut r, mut c) = (i / 9, i % 9);
    for _ in 0..turns {
        (r, c) = (c, 8 - r);
    }
    r * 9 + c
}

/// Writes DIR/NAME.png, the warped grid, and DIR/NAME-found.png, the photo at working size
/// with the grid's outline drawn on it (mid grey).
fn dump_photo(dir: &std::path::Path, image: &std::path::Path, bytes: &[u8]) {
    let name = name_of(image);
    let save = |picture: &image::GrayImage, file: String| {
        let png = dir.join(file);
        if let Err(e) = picture.save(&png) {
            eprintln!("{}: {e}", png.display());
        }
    };
    let Ok(decoded) = shudu_scan::decode::decode(bytes) else {
        return;
    };
    let mut found = decoded.grey.clone();
    if let Ok(sheet) = shudu_scan::cut(bytes) {
        save(&sheet.warped, name.replace(".jpg", ".png"));
        let corners = sheet
            .corners
            .0
            .map(|(x, y)| (x / decoded.scale, y / decoded.scale));
        for i in 0..4 {
            let (a, b) = (corners[i], corners[(i + 1) % 4]);
            for s in 0..=1000 {
                let t = s as f32 / 1000.0;
                let (x, y) = (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t);
                for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
                    let (px, py) = (x as i64 + dx, y as i64 + dy);
                    if px >= 0
                        && py >= 0
                        && (px as u32) < found.width()
                        && (py as u32) < found.height()
                    {
                        found.put_pixel(px as u32, py as u32, image::Luma([128]));
                    }
                }
            }
        }
    }
    save(&found, name.replace(".jpg", "-found.png"));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fnv_1a_gives_its_published_values() {
        let hash = |text: &str| {
            let mut h = Fnv::default();
            h.bytes(text.as_bytes());
            h.0
        };
        assert_eq!(hash(""), 0xcbf2_9ce4_8422_2325);
        assert_eq!(hash("a"), 0xaf63_dc4c_8601_ec8c);
        assert_eq!(hash("foobar"), 0x8594_4171_f739_67e8);
    }
}
