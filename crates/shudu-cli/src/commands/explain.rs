//! `shudu explain`: the whole solving path, one step per line, with the rating. The path
//! uses every technique unless `--techniques se` asks for Sudoku Explainer's; the rating
//! is always Sudoku Explainer's, from its own path.

use std::io::Write;

use serde_json::json;
use shudu::logic::{Level, PathEnd, Repertoire, rate_path, rate_within, solve_path_within};
use shudu::{Outcome, Solver};

use crate::batch::{Rendered, Summary};
use crate::cli::{ExplainArgs, budget};
use crate::input;
use crate::render::{entry_fields, heading, json_line};
use shudu::parse::Entry;

pub fn run(args: &ExplainArgs, out: &mut dyn Write) -> anyhow::Result<Summary> {
    if crate::variant_input::wanted(&args.input) {
        return crate::commands::variant_logic::explain(args, out);
    }
    let solver = Solver::new();
    let json = args.input.run.json;
    let repertoire = args.techniques.repertoire();
    let timeout = args.timeout;
    let work = move |entry: &Entry| -> Rendered {
        // One budget for the puzzle: its path and, from another path, its rating.
        let budget = budget(timeout);
        let not_proper = match solver.solve(&entry.grid) {
            Outcome::Unique(_) => None,
            Outcome::Multiple(..) => Some(("multiple", "not unique: no logical path".to_owned())),
            Outcome::Unsolvable => Some(("unsolvable", "no solution".to_owned())),
            Outcome::Invalid(conflicts) => {
                let list = crate::render::texts(&conflicts);
                Some(("invalid", list.join("; ")))
            }
        };
        if let Some((status, why)) = not_proper {
            let text = if json {
                let mut map = entry_fields(entry, status);
                map.insert("error".into(), json!(why));
                json_line(map)
            } else {
                format!("{}{why}\n\n", heading(entry, status))
            };
            return Rendered {
                text,
                tally: status,
                failed: true,
                stop: None,
            };
        }
        let path = solve_path_within(&entry.grid, repertoire, &budget);
        // The rating is Sudoku Explainer's, so it comes from its repertoire's path.
        let rating = if repertoire == Repertoire::SudokuExplainer {
            rate_path(&path).ok()
        } else {
            rate_within(&entry.grid, &budget).ok()
        };
        let status = match path.end {
            PathEnd::Solved => "explained",
            PathEnd::Stuck => "beyond",
            PathEnd::Contradiction(_) => "unsolvable",
            PathEnd::GaveUp => "gave-up",
        };
        let text = if json {
            let mut map = entry_fields(entry, status);
            if let Some(r) = &rating {
                map.insert("rating".into(), json!(r));
            }
            map.insert("steps".into(), json!(path.steps));
            if path.end == PathEnd::GaveUp {
                map.insert("error".into(), json!(budget.gave_up()));
            }
            if path.end == PathEnd::Stuck {
                map.insert("stuck".into(), json!(path.board.to_candidate_string()));
                map.insert(
                    "error".into(),
                    json!("no implemented technique applies from here"),
                );
            }
            json_line(map)
        } else {
            let title = match &rating {
                Some(r) => format!("{r} ({})", Level::for_er(r.er)),
                None => status.to_owned(),
            };
            let mut text = heading(entry, &title);
            for (i, step) in path.steps.iter().enumerate() {
                text.push_str(&format!("{:>3}. {}\n", i + 1, step.line()));
            }
            match path.end {
                PathEnd::Solved => text.push_str("     solved\n"),
                PathEnd::GaveUp => text.push_str(&format!("     {}\n", budget.gave_up())),
                _ => text.push_str(&format!(
                    "     stuck: no technique shudu knows applies here:\n{}",
                    path.board.to_grid().to_pretty()
                )),
            }
            text.push('\n');
            text
        };
        Rendered {
            text,
            tally: status,
            failed: path.end != PathEnd::Solved,
            stop: None,
        }
    };
    let order = [
        "explained",
        "beyond",
        "gave-up",
        "multiple",
        "unsolvable",
        "invalid",
        "error",
    ];
    input::run_entries(&args.input, &order, out, work)
}
