//! `shudu scan` (feature `scan`): reads each image with `shudu_scan` — finds the grid, reads
//! its digits, lets the solver correct a grid that is not a proper puzzle — and prints the
//! grid in the chosen form, the cells it is unsure of, whether the grid is proper and, with
//! `--solve`, the solution. With `--json` each image's record carries every cell's digit,
//! confidence, runner-up and unsure flag, and the grid's corners in the image.

use std::io::Write;
use std::path::PathBuf;

use serde_json::{Map, Value, json};
use shudu::{Cell, Outcome, Solver};
use shudu_scan::correct::correct;
use shudu_scan::model::Model;
use shudu_scan::read::{Reading, read};

use crate::batch::{self, Rendered, Summary};
use crate::cli::ScanArgs;
use crate::render::{grid_form, json_line, text_line};

pub fn run(args: &ScanArgs, out: &mut dyn Write) -> anyhow::Result<Summary> {
    let model = Model::built_in()?;
    let (json, to, solve) = (args.run.json, args.to, args.solve);
    let solver = Solver::new();
    let work = |path: &PathBuf| -> Rendered {
        let name = path.display().to_string();
        let reading = std::fs::read(path)
            .map_err(|e| e.to_string())
            .and_then(|bytes| read(&bytes, &model).map_err(|e| e.to_string()));
        let mut reading = match reading {
            Ok(reading) => reading,
            Err(why) => return failure(&name, &why, json),
        };
        let correction = correct(&mut reading);
        let outcome = solver.solve(&reading.grid);
        let status = outcome.status().as_str();
        let unsure: Vec<String> = Cell::all()
            .zip(&reading.cells)
            .filter(|(_, c)| c.unsure)
            .map(|(cell, _)| cell.to_string())
            .collect();
        let corrected: Vec<String> = correction.changed.iter().map(Cell::to_string).collect();
        let solution = match (&outcome, solve) {
            (Outcome::Unique(s), true) => Some(s),
            _ => None,
        };
        let text = if json {
            let mut map = Map::new();
            map.insert("image".into(), json!(name));
            map.insert("status".into(), json!(status));
            map.insert("proper".into(), json!(correction.proper));
            map.insert("puzzle".into(), json!(reading.grid.to_line()));
            map.insert("cells".into(), cells_json(&reading));
            map.insert("unsure".into(), json!(unsure));
            map.insert("corrected".into(), json!(corrected));
            let corners: Vec<[f32; 2]> = reading.corners.0.iter().map(|&(x, y)| [x, y]).collect();
            map.insert("corners".into(), json!(corners));
            map.insert("turns".into(), json!(reading.turns));
            if let Some(s) = solution {
                map.insert("solution".into(), json!(s.to_line()));
            }
            json_line(map)
        } else {
            let mut text = format!("{name}: {status}\n");
            text.push_str(&tight(grid_form(&reading.grid, to)));
            if !unsure.is_empty() {
                text.push_str(&format!("unsure: {}\n", unsure.join(" ")));
            }
            if !corrected.is_empty() {
                text.push_str(&format!(
                    "corrected by the solver: {}\n",
                    corrected.join(" ")
                ));
            }
            text.push_str(if correction.proper {
                "proper: exactly one solution\n"
            } else {
                "not proper: no solution or several\n"
            });
            if let Some(s) = solution {
                text.push_str("solution:\n");
                text.push_str(&tight(grid_form(s, to)));
            }
            text.push('\n');
            text
        };
        Rendered {
            text,
            tally: status,
            failed: !correction.proper,
            stop: None,
        }
    };
    batch::run(
        args.images.iter(),
        work,
        &args.run,
        &["solved", "multiple", "unsolvable", "invalid", "error"],
        "image",
        out,
    )
}

/// A grid's text without the blank line that separates grids in a stream: here the lines
/// about the grid follow it directly.
fn tight(form: String) -> String {
    format!("{}\n", form.trim_end_matches('\n'))
}

/// Every cell's reading: its digit (0 when empty), confidence, runner-up and unsure flag.
fn cells_json(reading: &Reading) -> Value {
    let cells: Vec<Value> = Cell::all()
        .zip(&reading.cells)
        .map(|(cell, c)| {
            let mut map = Map::new();
            map.insert("cell".into(), json!(cell.to_string()));
            map.insert("digit".into(), json!(c.digit.map_or(0, |d| d.get())));
            map.insert("confidence".into(), json!(c.confidence));
            if let Some((d, p)) = c.runner_up {
                map.insert(
                    "runner_up".into(),
                    json!({ "digit": d.get(), "confidence": p }),
                );
            }
            map.insert("unsure".into(), json!(c.unsure));
            Value::Object(map)
        })
        .collect();
    Value::Array(cells)
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
    Rendered {
        text,
        tally: "error",
        failed: true,
        stop: None,
    }
}
