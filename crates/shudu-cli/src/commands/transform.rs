//! `shudu transform`: each puzzle in a disguise: a random transform per puzzle
//! (`--shuffle`, reproducible with `--seed`), or the moves given, composed in a fixed
//! order: `--by`, `--transpose`, `--rotate`, `--mirror`, `--swap-bands`, `--swap-stacks`,
//! `--swap-rows`, `--swap-cols` (each repeated option in its given order), `--relabel`.
//! No move at all is refused (it would print the puzzles unchanged); a `--shuffle` with
//! no `--seed` says on standard error which seed it drew, to disguise them again.
//!
//! Text output is the transformed puzzle's line; `--json` adds the transform applied,
//! in the text form `--by` reads.

use std::io::Write;

use serde_json::json;
use shudu::canon::Transform;
use shudu::words::CommandError;

use crate::batch::{self, Rendered, Summary};
use crate::cli::{Mirror, TransformArgs, error, lang, option_error};
use crate::input::{self, ClassicItem};
use crate::render::{entry_fields, json_line};

/// Two lines, bands or stacks, zero-based.
type Pair = (usize, usize);

/// A constructor of a swap of two lines, bands or stacks.
type Swap = fn(usize, usize) -> Result<Transform, shudu::canon::TransformError>;

/// The one transform the explicit moves make, in the order the module docs give.
fn moves(args: &TransformArgs) -> anyhow::Result<Transform> {
    let mut t = args.by.unwrap_or_default();
    if args.transpose {
        t = t.then(&Transform::transposition());
    }
    if let Some(degrees) = &args.rotate {
        let turns = degrees
            .parse::<u32>()
            .map_err(|e| option_error("--rotate", &e.to_string()))?
            / 90;
        let rotation =
            Transform::rotation(turns).map_err(|e| anyhow::Error::msg(e.words_in(lang())))?;
        t = t.then(&rotation);
    }
    match args.mirror {
        Some(Mirror::H) => t = t.then(&Transform::mirror_top_bottom()),
        Some(Mirror::V) => t = t.then(&Transform::mirror_left_right()),
        None => {}
    }
    let swaps: [(&[Pair], Swap, &str); 4] = [
        (&args.swap_bands, Transform::swap_bands, "--swap-bands"),
        (&args.swap_stacks, Transform::swap_stacks, "--swap-stacks"),
        (&args.swap_rows, Transform::swap_rows, "--swap-rows"),
        (&args.swap_cols, Transform::swap_columns, "--swap-cols"),
    ];
    for (pairs, swap, option) in swaps {
        for &(a, b) in pairs {
            let swapped = swap(a, b).map_err(|e| {
                let option = format!("{option} {},{}", a + 1, b + 1);
                option_error(&option, &e.words_in(lang()))
            })?;
            t = t.then(&swapped);
        }
    }
    if let Some(relabel) = &args.relabel {
        t = t.then(relabel);
    }
    Ok(t)
}

/// Whether any explicit move was given (an identity `--by` counts: it was asked for).
fn any_move(args: &TransformArgs) -> bool {
    args.by.is_some()
        || args.transpose
        || args.rotate.is_some()
        || args.mirror.is_some()
        || !args.swap_rows.is_empty()
        || !args.swap_cols.is_empty()
        || !args.swap_bands.is_empty()
        || !args.swap_stacks.is_empty()
        || args.relabel.is_some()
}

pub fn run(args: &TransformArgs, out: &mut dyn Write) -> anyhow::Result<Summary> {
    let fixed = moves(args)?;
    if !args.shuffle && !any_move(args) {
        return Err(error(CommandError::NoMove));
    }
    let seed = args.shuffle.then(|| args.seed.unwrap_or_else(random_seed));
    if let (Some(seed), None, false) = (seed, args.seed, args.input.run.quiet) {
        eprintln!(
            "{}",
            shudu::words::seed_note_in(lang(), shudu::words::Seeded::Disguises, seed)
        );
    }
    let (_, items) = input::open_classic(&args.input, "transform")?;
    let (json, strict) = (args.input.run.json, args.input.strict);
    // Each puzzle's random transform is drawn from its place in the input, so the output
    // is the same on any number of threads.
    let work = move |(index, (_, item)): (usize, (u32, ClassicItem))| -> Rendered {
        let entry = match item {
            Ok(entry) => entry,
            Err(refused) => return crate::render::read_error(&refused, json, strict),
        };
        let t = match seed {
            Some(seed) => Transform::random(seed, index as u64),
            None => fixed,
        };
        let moved = t.apply(&entry.grid);
        let text = if json {
            let mut map = entry_fields(&entry, "ok");
            map.insert("transformed".into(), json!(moved));
            map.insert("transform".into(), json!(t));
            json_line(map)
        } else {
            format!("{}\n", moved.to_line())
        };
        Rendered::new(text, "transformed", false)
    };
    batch::run(
        items.enumerate(),
        work,
        &args.input.run,
        &["transformed", "error"],
        shudu::words::Noun::Puzzle,
        out,
    )
}

/// A seed from the clock, when none is given.
fn random_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64)
}
