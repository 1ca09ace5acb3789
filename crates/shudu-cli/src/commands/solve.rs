//! `shudu solve`: unique, multiple (with two solutions as proof), unsolvable or invalid.

use std::io::Write;

use serde_json::json;
use shudu::{Outcome, Solver};

use crate::batch::{Rendered, Summary};
use crate::cli::SolveArgs;
use crate::input;
use crate::render::{comment_heading, entry_fields, json_line, merge_record, text_line};
use shudu::parse::Entry;

pub fn run(args: &SolveArgs, out: &mut dyn Write) -> anyhow::Result<Summary> {
    let solver = Solver::new();
    let json = args.input.run.json;
    let pretty = args.pretty;
    let work = move |entry: &Entry| -> Rendered {
        let outcome = solver.solve(&entry.grid);
        let status = outcome.status().as_str();
        let text = if json {
            let mut map = entry_fields(entry, status);
            merge_record(&mut map, &outcome);
            match &outcome {
                Outcome::Unique(_) | Outcome::Multiple(..) => {}
                Outcome::Unsolvable => {
                    map.insert("error".into(), json!("no grid completes the givens"));
                }
                Outcome::Invalid(conflicts) => {
                    let list = crate::render::texts(conflicts);
                    map.insert("error".into(), json!(list.join("; ")));
                }
            }
            json_line(map)
        } else if pretty {
            let mut text = comment_heading(entry.label.as_deref(), entry.line, status);
            match &outcome {
                Outcome::Unique(s) => text.push_str(&s.to_pretty()),
                Outcome::Multiple(a, b) => {
                    text.push_str(&a.to_pretty());
                    text.push_str("# and also\n");
                    text.push_str(&b.to_pretty());
                }
                Outcome::Unsolvable => text.push_str("no grid completes the givens\n"),
                Outcome::Invalid(conflicts) => {
                    for c in conflicts {
                        text.push_str(&format!("{c}\n"));
                    }
                }
            }
            text.push('\n');
            text
        } else {
            let rest = match &outcome {
                Outcome::Unique(s) => s.to_line(),
                Outcome::Multiple(a, b) => format!("{a} {b}"),
                Outcome::Unsolvable => String::new(),
                Outcome::Invalid(conflicts) => conflicts
                    .iter()
                    .map(|c| c.to_string())
                    .collect::<Vec<_>>()
                    .join("; "),
            };
            text_line(status, &rest)
        };
        Rendered {
            text,
            tally: status,
            failed: !matches!(outcome, Outcome::Unique(_)),
            stop: None,
        }
    };
    let other = super::variant::solve_work(args);
    input::run_board_entries(&args.input, &OUTCOME_ORDER, out, work, other)
}

/// The statuses of a solver's outcome in the order a summary counts them: `solve` and
/// `count`, on classic and variant puzzles.
pub(crate) const OUTCOME_ORDER: [&str; 5] =
    ["solved", "multiple", "unsolvable", "invalid", "error"];
