//! `shudu equiv A B`: whether two puzzles are one puzzle in disguise. If they are, it
//! prints a transform taking A onto B (A to the canonical form, then back from it along
//! B's transform), in the text form `transform --by` reads, and exits 0; if not, it says
//! so and exits 1.

use std::io::Write;

use serde_json::json;
use shudu::canon::canonical;

use crate::batch::Summary;
use crate::cli::EquivArgs;
use crate::input;

pub fn run(args: &EquivArgs, out: &mut dyn Write) -> anyhow::Result<Summary> {
    if args.a == "-" && args.b == "-" {
        return Err(crate::cli::error(
            shudu::words::CommandError::StandardInputTwice,
        ));
    }
    let read = |arg: &str| -> anyhow::Result<shudu::Grid> {
        let (text, source) = input::read_text(Some(arg))?;
        input::one_classic_grid(&text, &source, "equiv")
    };
    let (a, b) = (read(&args.a)?, read(&args.b)?);
    let (ca, cb) = (canonical(&a), canonical(&b));
    let map = (ca.form == cb.form).then(|| ca.transform.then(&cb.transform.inverse()));
    debug_assert!(map.is_none_or(|t| t.apply(&a) == b));
    if args.json {
        let record = json!({
            "equivalent": map.is_some(),
            "transform": map,
            "canonical": [ca.form, cb.form],
        });
        writeln!(out, "{record}")?;
    } else {
        match &map {
            Some(t) => writeln!(out, "{t}")?,
            None => writeln!(out, "not equivalent")?,
        }
    }
    out.flush()?;
    Ok(Summary::of(map.is_none()))
}
