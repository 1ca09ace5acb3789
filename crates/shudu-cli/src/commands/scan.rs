//! `shudu scan` (feature `scan`): reads each image with `shudu_scan` — finds the grid, reads
//! its digits, lets the solver correct a grid that is not a proper puzzle — and prints the
//! grid in the chosen form, the cells it is unsure of, whether the grid is proper and, with
//! `--solve`, the solution. With `--json` each image's record is the library's scan record
//! (`shudu_scan::record`: every cell's digit, confidence, runner-up and unsure flag, the
//! corrected cells, the grid's corners in the image) with the image's name added.

use std::io::Write;
use std::path::PathBuf;

use serde_json::{Map, json};
use shudu::Cell;
use shudu::solve::Outcome;
use shudu::words::{Note, ScanNote, status_in};
use shudu_scan::model::Model;
use shudu_scan::scan;

use crate::batch::{self, Rendered, Summary};
use crate::cli::ScanArgs;
use crate::render::{grid_form, json_line, merge_record, text_line};

pub fn run(args: &ScanArgs, out: &mut dyn Write) -> anyhow::Result<Summary> {
    let model = Model::built_in()?;
    let (json, to, solve) = (args.run.json, args.to, args.solve);
    let work = |path: &PathBuf| -> Rendered {
        let name = path.display().to_string();
        let scanned = std::fs::read(path)
            .map_err(|e| e.to_string())
            .and_then(|bytes| scan(&bytes, &model).map_err(|e| e.words_in(crate::cli::lang())));
        let scan = match scanned {
            Ok(scan) => scan,
            Err(why) => return failure(&name, &why, json),
        };
        let unsure: Vec<String> = scan.unsure().iter().map(Cell::to_string).collect();
        let corrected: Vec<String> = scan
            .correction
            .changed
            .iter()
            .map(Cell::to_string)
            .collect();
        let status = scan.outcome.status().as_str();
        let solution = match (&scan.outcome, solve) {
            (Outcome::Unique(s), true) => Some(s),
            _ => None,
        };
        let text = if json {
            // The library's record as it is, with the image's name (and the solution).
            let mut map = Map::new();
            map.insert("image".into(), json!(name));
            merge_record(&mut map, &scan);
            if let Some(s) = solution {
                map.insert("solution".into(), json!(s.to_line()));
            }
            json_line(map)
        } else {
            let lang = crate::cli::lang();
            let mut text = format!("{name}: {}\n", status_in(lang, status));
            text.push_str(&tight(grid_form(&scan.reading.grid, to)));
            let mut notes = Vec::new();
            if !unsure.is_empty() {
                notes.push(ScanNote::Unsure(&unsure));
            }
            if !corrected.is_empty() {
                notes.push(ScanNote::Corrected(&corrected));
            }
            if scan.reading.other_grids > 0 {
                notes.push(ScanNote::OtherGrids(scan.reading.other_grids));
            }
            notes.push(ScanNote::Proper(scan.correction.proper));
            for note in notes {
                text.push_str(&note.words_in(lang));
                text.push('\n');
            }
            if let Some(s) = solution {
                text.push_str(&format!("{}:\n", Note::SolutionHeading.words_in(lang)));
                text.push_str(&tight(grid_form(s, to)));
            }
            text.push('\n');
            text
        };
        Rendered::new(text, status, !scan.correction.proper)
    };
    batch::run(
        args.images.iter(),
        work,
        &args.run,
        &["solved", "multiple", "unsolvable", "invalid", "error"],
        shudu::words::Noun::Image,
        out,
    )
}

/// A grid's text without the blank line that separates grids in a stream: here the lines
/// about the grid follow it directly.
fn tight(form: String) -> String {
    format!("{}\n", form.trim_end_matches('\n'))
}

/// The record for an image that could not be read as a grid.
fn failure(name: &str, why: &str, json: bool) -> Rendered {
    let text = if json {
        let mut map = Map::new();
        map.insert("image".into(), json!(name));
        map.insert("status".into(), json!("error"));
        map.insert("error".into(), json!(why));
        json_line(map)
    } else {
        text_line("error", &format!("{name}: {why}"))
    };
    Rendered::new(text, "error", true)
}
