//! `scan-photos [DIR]` (feature `scan`): reads every photo of the data set in `DIR` (default
//! `../shared/data/photos`) with the committed model, on one thread, exactly as `shudu scan`
//! would, and reports photos read exactly, cells right before and after correction by the
//! solver, photos read wrongly with no cell flagged unsure, and milliseconds per photo
//! (reading the file excluded; JPEG decoding, grid finding, cutting, the network and the
//! correction included), by the wall clock and by the thread's own CPU time.
//!
//! The committed weights were fine-tuned on these same photos, so the accuracy here is on
//! training data; the held-out figures (grouped cross-validation) are the training
//! program's (`crates/shudu-scan-train`).

use std::time::Instant;

use shudu_scan::correct::correct;
use shudu_scan::model::Model;
use shudu_scan::read::{Reading, read};

pub fn run(args: Vec<String>) {
    let dir = args
        .first()
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
            cpu_times.push((b - a) as f64 / 1e6);
        }
        let Ok((before, after, correction)) = result else {
            no_grid += 1;
            continue;
        };
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
        cpu_times.sort_by(f64::total_cmp);
        println!(
            "ms per photo, one thread, CPU time: median {:.1}, mean {:.1}, max {:.1}",
            cpu_times[n / 2],
            cpu_times.iter().sum::<f64>() / n as f64,
            cpu_times[n - 1]
        );
    }
}

/// Nanoseconds this thread has run on a CPU (Linux: the first field of
/// `/proc/thread-self/schedstat`); `None` elsewhere.
fn thread_cpu_ns() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    text.split_whitespace().next()?.parse().ok()
}
