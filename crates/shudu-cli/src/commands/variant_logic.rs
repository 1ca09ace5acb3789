//! `rate`, `explain` and `hint` on 9×9 variant puzzles (X, windoku, disjoint groups,
//! jigsaw, anti-knight, anti-king, non-consecutive, killer cages, odd/even cells): the
//! library's logic engine on a
//! [`Board::of_variant`], with the same output shapes as for classic puzzles.

use std::io::Write;

use serde_json::{Map, Value, json};
use shudu::logic::{
    Board, Level, PathEnd, Rating, Repertoire, Unrated, next_step_within, rate_path,
    solve_path_from_within,
};
use shudu::variant::{Outcome, Symbols, VariantEntry};

use crate::batch::{Rendered, Summary};
use crate::cli::{ExplainArgs, HintArgs, RateArgs, budget};
use crate::commands::rate::{judged, rating_fields};
use crate::commands::variant::run_entries;
use crate::render::{json_line, text_line};
use crate::variant_input;

/// The JSON fields every record starts with.
fn fields(entry: &VariantEntry, status: &str, symbols: Symbols) -> Map<String, Value> {
    let mut map = Map::new();
    map.insert("puzzle".into(), json!(entry.puzzle.to_line(symbols)));
    map.insert("rules".into(), json!(entry.puzzle.rules().to_string()));
    map.insert("status".into(), json!(status));
    if let Some(label) = &entry.label {
        map.insert("label".into(), json!(label));
    }
    map.insert("line".into(), json!(entry.line));
    map
}

/// The board of a proper puzzle, or the status and words saying why there is none.
fn proper_board(entry: &VariantEntry) -> Result<Board, (&'static str, String)> {
    match entry.puzzle.solve() {
        Outcome::Unique(_) => {}
        Outcome::Multiple(..) => return Err(("multiple", "not unique: no logical path".into())),
        Outcome::Unsolvable => return Err(("unsolvable", "no solution".into())),
        Outcome::Invalid(broken) => {
            return Err(("invalid", crate::render::texts(&broken).join("; ")));
        }
    }
    Board::of_variant(&entry.puzzle).map_err(|e| ("error", e.to_string()))
}

/// Sudoku Explainer's rating of a variant puzzle, within the budget.
fn rating_of(board: Board, budget: &shudu::logic::Budget) -> Result<Rating, Unrated> {
    rate_path(&solve_path_from_within(
        board,
        Repertoire::SudokuExplainer,
        budget,
    ))
}

pub fn rate(args: &RateArgs, out: &mut dyn Write) -> anyhow::Result<Summary> {
    let json = args.input.run.json;
    let symbols = variant_input::symbols(&args.input.board);
    let timeout = args.timeout;
    let work = move |entry: &VariantEntry| -> Rendered {
        let budget = budget(timeout);
        let (status, words, rating) = match proper_board(entry) {
            Err((status, why)) => (status, why, None),
            Ok(board) => judged(rating_of(board, &budget), &budget),
        };
        let text = if json {
            let mut map = fields(entry, status, symbols);
            rating_fields(&mut map, rating.as_ref(), &words);
            json_line(map)
        } else {
            text_line(status, &words)
        };
        Rendered {
            text,
            tally: status,
            failed: rating.is_none(),
            stop: None,
        }
    };
    let mut order: Vec<&'static str> = Level::ALL.iter().map(|l| l.name()).collect();
    order.extend([
        "beyond",
        "gave-up",
        "solved",
        "multiple",
        "unsolvable",
        "invalid",
        "error",
    ]);
    run_entries(&args.input, &order, out, work)
}

pub fn explain(args: &ExplainArgs, out: &mut dyn Write) -> anyhow::Result<Summary> {
    let json = args.input.run.json;
    let symbols = variant_input::symbols(&args.input.board);
    let repertoire = args.techniques.repertoire();
    let timeout = args.timeout;
    let work = move |entry: &VariantEntry| -> Rendered {
        let budget = budget(timeout);
        let board = match proper_board(entry) {
            Ok(board) => board,
            Err((status, why)) => {
                let text = if json {
                    let mut map = fields(entry, status, symbols);
                    map.insert("error".into(), json!(why));
                    json_line(map)
                } else {
                    text_line(status, &why)
                };
                return Rendered {
                    text,
                    tally: status,
                    failed: true,
                    stop: None,
                };
            }
        };
        let path = solve_path_from_within(board.clone(), repertoire, &budget);
        let rating = if repertoire == Repertoire::SudokuExplainer {
            rate_path(&path).ok()
        } else {
            rating_of(board, &budget).ok()
        };
        let status = match path.end {
            PathEnd::Solved => "explained",
            PathEnd::Stuck => "beyond",
            PathEnd::Contradiction(_) => "unsolvable",
            PathEnd::GaveUp => "gave-up",
        };
        let text = if json {
            let mut map = fields(entry, status, symbols);
            if let Some(r) = &rating {
                map.insert("rating".into(), json!(r));
            }
            map.insert("steps".into(), json!(path.steps));
            match path.end {
                PathEnd::GaveUp => {
                    map.insert("error".into(), json!(budget.gave_up()));
                }
                PathEnd::Stuck => {
                    map.insert("stuck".into(), json!(path.board.to_candidate_string()));
                    let why = "no technique shudu uses on this variant applies from here";
                    map.insert("error".into(), json!(why));
                }
                _ => {}
            }
            json_line(map)
        } else {
            let title = match &rating {
                Some(r) => format!("{r} ({})", Level::for_er(r.er)),
                None => status.to_owned(),
            };
            let mut text = format!("line {} [{}]: {title}\n", entry.line, entry.puzzle.rules());
            for (i, step) in path.steps.iter().enumerate() {
                text.push_str(&format!("{:>3}. {}\n", i + 1, step.line()));
            }
            match path.end {
                PathEnd::Solved => text.push_str("     solved\n"),
                PathEnd::GaveUp => text.push_str(&format!("     {}\n", budget.gave_up())),
                _ => text.push_str(&format!(
                    "     stuck: no technique shudu uses on this variant applies here:\n{}",
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
    run_entries(&args.input, &order, out, work)
}

/// `hint` on a variant puzzle: the next step from its givens (pencil marks are not read
/// for variants yet), worded in full.
pub fn hint(
    args: &HintArgs,
    text: &str,
    source: &str,
    out: &mut dyn Write,
) -> anyhow::Result<Summary> {
    let rules = variant_input::rules(&args.board)?;
    let symbols = variant_input::symbols(&args.board);
    let mut items = shudu::variant::read_puzzles(text, rules.as_ref(), symbols).into_iter();
    let entry = match items.next() {
        Some(Ok(entry)) => entry,
        Some(Err(e)) => anyhow::bail!("{source}: {e}"),
        None => anyhow::bail!("{source}: no puzzle"),
    };
    let board = proper_board(&entry).map_err(|(_, why)| anyhow::anyhow!("{source}: {why}"))?;
    let budget = budget(args.timeout);
    let step = next_step_within(&board, args.techniques.repertoire(), &budget)
        .map_err(|e| anyhow::anyhow!("{e}"))?;
    if args.json {
        writeln!(out, "{}", serde_json::to_string(&json!({ "step": step }))?)?;
    } else {
        match &step {
            Some(step) => writeln!(out, "{}", step.line())?,
            None if board.is_solved() => writeln!(out, "solved: no step left")?,
            None => writeln!(out, "no technique shudu uses on this variant applies here")?,
        }
    }
    out.flush()?;
    Ok(Summary {
        failed: step.is_none() && !board.is_solved(),
    })
}
