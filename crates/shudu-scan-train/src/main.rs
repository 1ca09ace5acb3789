//! Trains `shudu-scan`'s digit classifier and writes its weights. Not part of the default
//! build, not run by CI; run it after `scripts/install-scan-fonts`:
//!
//! ```text
//! cargo run -p shudu-scan-train -- [--photos DIR] [--fonts DIR] [--seed N] [--grids N]
//!     [--epochs N] [--folds N] [--out FILE] [--fixture FILE] [--dump DIR]
//! ```
//!
//! 1. renders `--grids` synthetic grids from the font faces (`fonts.rs`, `synth.rs`) and
//!    trains on their digits alone (this model never sees a photo);
//! 2. cuts the photos with the scanner's code, labels their cells (`real.rs`) and, for each of
//!    `--folds` folds grouped by puzzle, fine-tunes on the other folds' cells plus synthetic
//!    ones and reads the held-out photos exactly as `shudu scan` would: the figures printed
//!    are on photos of puzzles the model was not trained on, before correction with the
//!    solver and after it (the same readings, corrected as `shudu scan` corrects them);
//! 3. fine-tunes once more on all photos, writes the weights (`--out`) and a fixture of fixed
//!    canvases with this f32 network's outputs, which the library's test compares its own
//!    forward pass against (`--fixture`).
//!
//! Everything is seeded: the same fonts, photos and seed give the same weights.

mod fonts;
mod net;
mod real;
mod rng;
mod synth;

use std::path::PathBuf;
use std::time::Instant;

use anyhow::Context;
use shudu_scan::model::{Model, Weights};

use crate::rng::Rng;
use crate::synth::Sample;

struct Options {
    photos: PathBuf,
    fonts: PathBuf,
    seed: u64,
    grids: usize,
    epochs: usize,
    folds: usize,
    out: PathBuf,
    fixture: PathBuf,
    dump: Option<PathBuf>,
}

fn options() -> anyhow::Result<Options> {
    let mut o = Options {
        photos: PathBuf::from("../shared/data/photos"),
        fonts: PathBuf::from("/usr/share/fonts"),
        seed: 12,
        grids: 450,
        epochs: 3,
        folds: 3,
        out: PathBuf::from("crates/shudu-scan/model/digits.shdn"),
        fixture: PathBuf::from("crates/shudu-scan/tests/fixtures/forward.txt"),
        dump: None,
    };
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        let mut value = || args.next().with_context(|| format!("{flag} needs a value"));
        match flag.as_str() {
            "--photos" => o.photos = value()?.into(),
            "--fonts" => o.fonts = value()?.into(),
            "--seed" => o.seed = value()?.parse().context("--seed")?,
            "--grids" => o.grids = value()?.parse().context("--grids")?,
            "--epochs" => o.epochs = value()?.parse().context("--epochs")?,
            "--folds" => o.folds = value()?.parse().context("--folds")?,
            "--out" => o.out = value()?.into(),
            "--fixture" => o.fixture = value()?.into(),
            "--dump" => o.dump = Some(value()?.into()),
            other => anyhow::bail!("unknown argument {other:?}"),
        }
    }
    anyhow::ensure!(o.folds >= 2, "--folds must be at least 2");
    Ok(o)
}

const THREADS: usize = 2;
const BATCH: usize = 64;

fn main() -> anyhow::Result<()> {
    let o = options()?;
    let start = Instant::now();
    let mut rng = Rng::new(o.seed);
    let faces = fonts::load(&o.fonts)?;
    println!("{} font faces under {}", faces.len(), o.fonts.display());

    let mut synthetic: Vec<Sample> = Vec::new();
    let mut missed = 0;
    for g in 0..o.grids {
        let (samples, m) = synth::grid_samples(&faces[g % faces.len()].1, &mut rng);
        synthetic.extend(samples);
        missed += m;
    }
    println!(
        "{} synthetic digits from {} grids ({missed} drawn digits the extraction missed), {:.0} s",
        synthetic.len(),
        o.grids,
        start.elapsed().as_secs_f32()
    );
    if let Some(dir) = &o.dump {
        std::fs::create_dir_all(dir)?;
        let shown: Vec<&Sample> = synthetic.iter().take(200).collect();
        synth::montage(&shown).save(dir.join("synthetic.png"))?;
        let labels: String = shown.iter().map(|(_, l)| char::from(b'0' + l)).collect();
        std::fs::write(dir.join("synthetic.txt"), labels)?;
        // And the first 100 of each class, to look at one shape at a time.
        for class in 0..10u8 {
            let shown: Vec<&Sample> = synthetic
                .iter()
                .filter(|(_, l)| *l == class)
                .take(100)
                .collect();
            synth::montage(&shown).save(dir.join(format!("synthetic-{class}.png")))?;
        }
    }

    let mut weights = net::init(&mut rng);
    let mut adam = net::Adam::new(&weights);
    for e in 0..o.epochs {
        let lr = 2e-3 * 0.6f32.powi(e as i32);
        let loss = net::epoch(
            &mut weights,
            &mut adam,
            &synthetic,
            &mut rng,
            lr,
            BATCH,
            THREADS,
        );
        println!(
            "synthetic epoch {e}: loss {loss:.4}, {:.0} s",
            start.elapsed().as_secs_f32()
        );
    }
    let synthetic_only = quantised(&weights)?;

    let photos = shudu_scan::dataset::photos(&o.photos).map_err(anyhow::Error::msg)?;
    let cuts = real::cut_all(photos, o.folds);
    let labelled: Vec<Vec<Sample>> = cuts
        .iter()
        .map(|c| real::samples(c, &synthetic_only))
        .collect();
    let unused = labelled.iter().filter(|s| s.is_empty()).count();
    println!(
        "{} photos cut, {} real digits labelled ({unused} photos give none), {:.0} s",
        cuts.len(),
        labelled.iter().map(Vec::len).sum::<usize>(),
        start.elapsed().as_secs_f32()
    );
    let all = real::score(cuts.iter(), &synthetic_only);
    report("synthetic only, all photos", &all);

    let mut total = real::Score::default();
    for k in 0..o.folds {
        let train: Vec<Sample> = cuts
            .iter()
            .zip(&labelled)
            .filter(|(c, _)| c.fold != k)
            .flat_map(|(_, s)| s.iter().cloned())
            .collect();
        let tuned = quantised(&fine_tune(&weights, &train, &synthetic, &mut rng))?;
        let s = real::score(cuts.iter().filter(|c| c.fold == k), &tuned);
        report(&format!("fold {k} held out"), &s);
        total += s;
    }
    report("all folds, held out", &total);

    let train: Vec<Sample> = labelled.iter().flatten().cloned().collect();
    let tuned = fine_tune(&weights, &train, &synthetic, &mut rng);
    // What is written is f16: the fixture records the network as the library will load it.
    let written = Weights::from_bytes(&tuned.to_bytes())?;
    std::fs::write(&o.out, written.to_bytes())?;
    write_fixture(&o.fixture, &written, &train)?;
    println!(
        "wrote {} and {}, {:.0} s in all",
        o.out.display(),
        o.fixture.display(),
        start.elapsed().as_secs_f32()
    );
    Ok(())
}

/// The weights as the library loads them (rounded to f16), as a model.
fn quantised(weights: &Weights) -> anyhow::Result<Model> {
    Ok(Model::new(Weights::from_bytes(&weights.to_bytes())?)?)
}

/// Epochs over real cells, each time with as many synthetic digits again (so the fonts'
/// variety is not forgotten), at a low learning rate.
const TUNE_EPOCHS: usize = 1;

fn fine_tune(base: &Weights, real: &[Sample], synthetic: &[Sample], rng: &mut Rng) -> Weights {
    let mut weights = base.clone();
    let mut adam = net::Adam::new(&weights);
    for e in 0..TUNE_EPOCHS {
        let mut mix: Vec<Sample> = real.to_vec();
        for _ in 0..real.len() {
            mix.push(synthetic[rng.below(synthetic.len())].clone());
        }
        let lr = 5e-4 * 0.6f32.powi(e as i32);
        net::epoch(&mut weights, &mut adam, &mix, rng, lr, BATCH, THREADS);
    }
    weights
}

/// The figures before correction (the network's reading alone) and after it (the grid the
/// solver corrected, as `shudu scan` prints it), from the same readings.
fn report(what: &str, s: &real::Score) {
    let share = |n: usize, of: usize| 100.0 * n as f32 / of.max(1) as f32;
    println!(
        "{what}: photos read exactly {}/{} ({:.1} %), cells right {}/{} ({:.2} %), confidently wrong photos {}",
        s.exact,
        s.photos,
        share(s.exact, s.photos),
        s.cells_right,
        s.cells,
        share(s.cells_right, s.cells),
        s.confidently_wrong
    );
    println!(
        "{what}, after correction: photos read exactly {}/{} ({:.1} %), cells right {}/{} ({:.2} %), confidently wrong photos {}, cells changed {} ({} made right)",
        s.exact_after,
        s.photos,
        share(s.exact_after, s.photos),
        s.cells_right_after,
        s.cells,
        share(s.cells_right_after, s.cells),
        s.confidently_wrong_after,
        s.changed,
        s.changed_right
    );
}

/// Canvases of every class, each with this f32 network's ten outputs: one line of the
/// label, one of 784 grey levels (the canvas × 255, rounded, so the fixture is exact), one of
/// the outputs.
fn write_fixture(
    path: &std::path::Path,
    weights: &Weights,
    samples: &[Sample],
) -> anyhow::Result<()> {
    let mut text = String::from(
        "# Fixed canvases and the training program's f32 outputs for them (shudu-scan-train).\n\
         # Per case: label, 784 grey levels (ink = level / 255), the ten outputs.\n",
    );
    for class in 0..10u8 {
        // The first case of the class the network reads right (the test checks that too).
        let found = samples
            .iter()
            .filter(|(_, l)| *l == class)
            .find_map(|(canvas, label)| {
                let levels: Vec<u8> = canvas.iter().map(|v| (v * 255.0).round() as u8).collect();
                let input: Vec<f32> = levels.iter().map(|&l| f32::from(l) / 255.0).collect();
                let out = net::logits(weights, &input);
                let top = (0..out.len()).max_by(|&a, &b| out[a].total_cmp(&out[b]))?;
                (top == usize::from(*label)).then_some((label, levels, out))
            });
        let Some((label, levels, out)) = found else {
            continue;
        };
        text.push_str(&format!("{label}\n"));
        text.push_str(
            &levels
                .iter()
                .map(u8::to_string)
                .collect::<Vec<_>>()
                .join(" "),
        );
        text.push('\n');
        text.push_str(
            &out.iter()
                .map(|v| format!("{v:.6}"))
                .collect::<Vec<_>>()
                .join(" "),
        );
        text.push('\n');
    }
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    std::fs::write(path, text)?;
    Ok(())
}
