//! `shudu techniques [NAME…]`: every technique shudu knows, or those a search finds by
//! any of their names in any language ([`Technique::search`]) — the names `--require`
//! reads. Each line gives the Sudoku Explainer rating, the name `--require` takes and
//! the technique in the chosen language with its other names; `--json` gives one record
//! per technique. A search that finds nothing says so and exits 1.

use std::io::Write;

use serde_json::{Map, json};
use shudu::logic::Technique;

use crate::batch::Summary;
use crate::cli::TechniquesArgs;
use crate::render::json_line;

pub fn run(args: &TechniquesArgs, out: &mut dyn Write) -> anyhow::Result<Summary> {
    let lang = crate::cli::lang();
    let query = args.name.join(" ");
    let found = Technique::search(&query);
    if found.is_empty() {
        eprintln!("shudu: {}", Technique::none_found_in(lang, &query));
        return Ok(Summary::of(true));
    }
    // Long slugs (the forcing chains') overflow the column rather than widen it for all.
    let width = found
        .iter()
        .map(|t| t.slug().len())
        .max()
        .unwrap_or(0)
        .min(24);
    for technique in found {
        if args.json {
            let mut record = Map::new();
            record.insert("slug".into(), json!(technique.slug()));
            record.insert("name".into(), json!(technique.name()));
            record.insert(
                "rating".into(),
                json!(f64::from(technique.rating_tenths()) / 10.0),
            );
            record.insert(
                "sudoku_explainer".into(),
                json!(technique.is_sudoku_explainers()),
            );
            record.insert("names".into(), json!(technique.known_as()));
            record.insert("text".into(), json!(technique.described_in(lang)));
            out.write_all(json_line(record).as_bytes())?;
        } else {
            writeln!(
                out,
                "{:>4.1}  {:<width$}  {}",
                technique.rating(),
                technique.slug(),
                technique.described_in(lang)
            )?;
        }
    }
    Ok(Summary::of(false))
}
