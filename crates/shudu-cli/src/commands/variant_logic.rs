//! `rate` and `explain` on 9×9 variant puzzles (X, windoku, disjoint groups,
//! jigsaw, anti-knight, anti-king, non-consecutive, killer cages, odd/even cells): the
//! library's logic engine on a
//! [`Board::of_variant`], with the same output shapes as for classic puzzles. Boards of
//! other sizes go to the library's small engine (`shudu::variant::logic`) in the same
//! shapes, with the rating marked as shudu's own for the size.

use shudu::logic::{Board, Repertoire, rate_path, solve_path_from_within};
use shudu::variant::logic::{SIZED_STUCK_NOTE, SizedBoard, SizedEnd, solve_sized_path};
use shudu::variant::rating::rate_variant;
use shudu::variant::{Outcome, Symbols, VariantEntry, line_of};

use crate::batch::Rendered;
use crate::cli::{ExplainArgs, budget};
use crate::commands::explain::{self, PathReport, Short};
use crate::render::variant_fields;
use crate::variant_input;

/// Whether the puzzle is proper (one solution), or the status and words saying why not.
fn proper(entry: &VariantEntry) -> Result<(), (&'static str, String)> {
    match entry.puzzle.solve() {
        Outcome::Unique(_) => {}
        Outcome::Multiple(..) => return Err(("multiple", explain::NOT_UNIQUE.into())),
        Outcome::Unsolvable => return Err(("unsolvable", explain::NO_SOLUTION.into())),
        Outcome::Invalid(broken) => {
            return Err(("invalid", crate::render::texts(&broken).join("; ")));
        }
    }
    Ok(())
}

/// The board of a proper 9×9 puzzle, or the status and words saying why there is none.
fn proper_board(entry: &VariantEntry) -> Result<Board, (&'static str, String)> {
    proper(entry)?;
    Board::of_variant(&entry.puzzle).map_err(|e| ("error", e.to_string()))
}

/// Boards other than 9×9 go to the small engine.
fn is_sized(entry: &VariantEntry) -> bool {
    shudu::variant::logic::is_sized(&entry.puzzle)
}

/// The small engine's board of a proper puzzle of another size.
fn proper_sized(
    entry: &VariantEntry,
    symbols: Symbols,
) -> Result<SizedBoard, (&'static str, String)> {
    proper(entry)?;
    SizedBoard::new(&entry.puzzle, symbols).map_err(|e| ("error", e.to_string()))
}

/// `explain`'s work on a puzzle of other rules.
pub fn explain_work(args: &ExplainArgs) -> impl Fn(&VariantEntry) -> Rendered + Sync + Send {
    let json = args.input.run.json;
    let symbols = variant_input::symbols(&args.input.board);
    let repertoire = args.techniques.repertoire();
    let timeout = args.timeout;
    move |entry: &VariantEntry| -> Rendered {
        let budget = budget(timeout);
        if is_sized(entry) {
            return explain_sized(entry, symbols, json, &budget);
        }
        let board = match proper_board(entry) {
            Ok(board) => board,
            Err((status, why)) => return refused(entry, status, &why, symbols, json),
        };
        let path = solve_path_from_within(board, repertoire, &budget);
        let rating = if repertoire == Repertoire::SudokuExplainer {
            rate_path(&path).ok()
        } else {
            rate_variant(&entry.puzzle, &budget).ok().map(|r| r.rating)
        };
        let report = PathReport::of_path(
            &path,
            rating,
            &budget,
            "no technique shudu uses on this variant applies from here",
        );
        report.rendered(
            json,
            |status| variant_fields(entry, status, symbols),
            |title| {
                let mut text = heading(entry, title);
                let stuck = "no technique shudu uses on this variant applies here";
                text.push_str(&path.text(&budget, stuck));
                text
            },
        )
    }
}

/// The first line of a puzzle's text: where it is, its rules and `title`.
fn heading(entry: &VariantEntry, title: &str) -> String {
    format!("line {} [{}]: {title}\n", entry.line, entry.puzzle.rules())
}

/// `explain`'s output for an entry it gives no path, as for classic puzzles.
fn refused(
    entry: &VariantEntry,
    status: &'static str,
    why: &str,
    symbols: Symbols,
    json: bool,
) -> Rendered {
    explain::refused(
        json,
        status,
        why,
        |status| variant_fields(entry, status, symbols),
        |status| heading(entry, status),
    )
}

/// `explain` on a board of another size: the small engine's path, in the shapes of
/// the 9×9 one (the rating marked as shudu's own for the size).
fn explain_sized(
    entry: &VariantEntry,
    symbols: Symbols,
    json: bool,
    budget: &shudu::logic::Budget,
) -> Rendered {
    let board = match proper_sized(entry, symbols) {
        Ok(board) => board,
        Err((status, why)) => return refused(entry, status, &why, symbols, json),
    };
    let path = solve_sized_path(board, budget);
    let report = PathReport {
        status: path.end.status(),
        solved: path.end == SizedEnd::Solved,
        rating: path.rating(),
        own_scale: Some(entry.puzzle.size()),
        steps: &path.steps,
        short: match path.end {
            SizedEnd::GaveUp => Some(Short::GaveUp(budget.gave_up())),
            SizedEnd::Stuck => Some(Short::Stuck {
                board: line_of(path.board.values(), symbols),
                why: SIZED_STUCK_NOTE,
            }),
            _ => None,
        },
    };
    report.rendered(
        json,
        |status| variant_fields(entry, status, symbols),
        |title| {
            let mut text = heading(entry, title);
            text.push_str(&path.text(budget));
            text
        },
    )
}
