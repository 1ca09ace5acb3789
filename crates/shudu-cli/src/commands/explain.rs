//! `shudu explain`: the whole solving path, one step per line, with the rating. The path
//! uses every technique unless `--techniques se` asks for Sudoku Explainer's; the rating
//! is always Sudoku Explainer's, from its own path.

use std::io::Write;

use serde::Serialize;
use serde_json::{Map, Value, json};
use shudu::logic::{
    Budget, Level, Path, PathEnd, Rating, Repertoire, Step, rate_path, rate_within,
    solve_path_within,
};
use shudu::variant::logic::SIZED_RATING_NOTE;
use shudu::{Outcome, Solver};

use crate::batch::{Rendered, Summary};
use crate::cli::{ExplainArgs, budget};
use crate::input;
use crate::render::{entry_fields, heading, json_line};
use shudu::parse::Entry;

pub fn run(args: &ExplainArgs, out: &mut dyn Write) -> anyhow::Result<Summary> {
    let solver = Solver::new();
    let json = args.input.run.json;
    let repertoire = args.techniques.repertoire();
    let timeout = args.timeout;
    let work = move |entry: &Entry| -> Rendered {
        // One budget for the puzzle: its path and, from another path, its rating.
        let budget = budget(timeout);
        let not_proper = match solver.solve(&entry.grid) {
            Outcome::Unique(_) => None,
            Outcome::Multiple(..) => Some(("multiple", NOT_UNIQUE.to_owned())),
            Outcome::Unsolvable => Some(("unsolvable", NO_SOLUTION.to_owned())),
            Outcome::Invalid(conflicts) => {
                let list = crate::render::texts(&conflicts);
                Some(("invalid", list.join("; ")))
            }
        };
        if let Some((status, why)) = not_proper {
            return refused(
                json,
                status,
                &why,
                |status| entry_fields(entry, status),
                |status| heading(entry, status),
            );
        }
        let path = solve_path_within(&entry.grid, repertoire, &budget);
        // The rating is Sudoku Explainer's, so it comes from its repertoire's path.
        let rating = if repertoire == Repertoire::SudokuExplainer {
            rate_path(&path).ok()
        } else {
            rate_within(&entry.grid, &budget).ok()
        };
        let report = PathReport::of_path(
            &path,
            rating,
            &budget,
            "no implemented technique applies from here",
        );
        report.rendered(
            json,
            |status| entry_fields(entry, status),
            |title| {
                let mut text = heading(entry, title);
                text.push_str(&path.text(&budget, "no technique shudu knows applies here"));
                text
            },
        )
    };
    let other = crate::commands::variant_logic::explain_work(args);
    input::run_board_entries(&args.input, &ORDER, out, work, other)
}

/// Why a puzzle with more than one solution gets no path, on every kind of puzzle.
pub(crate) const NOT_UNIQUE: &str = "not unique: no logical path";

/// Why a puzzle without a solution gets no path, on every kind of puzzle.
pub(crate) const NO_SOLUTION: &str = "no solution";

/// `explain`'s statuses in the order its summary counts them, on every kind of puzzle.
pub(crate) const ORDER: [&str; 7] = [
    "explained",
    "beyond",
    "gave-up",
    "multiple",
    "unsolvable",
    "invalid",
    "error",
];

/// `explain`'s output for a puzzle it gives no path (not unique, without a solution,
/// clashing, or a board the engine cannot take), on every kind of puzzle: the record
/// (its first fields from `head`) with `why` as its error, or the heading (from
/// `heading`, given the status) then `why`.
pub(crate) fn refused(
    json: bool,
    status: &'static str,
    why: &str,
    head: impl FnOnce(&str) -> Map<String, Value>,
    heading: impl FnOnce(&str) -> String,
) -> Rendered {
    let text = if json {
        let mut map = head(status);
        map.insert("error".into(), json!(why));
        json_line(map)
    } else {
        format!("{}{why}\n\n", heading(status))
    };
    Rendered::new(text, status, true)
}

/// A path as `explain` reports it, whichever engine walked it (the 9×9 one on classic
/// and variant puzzles, the small one on other sizes): one owner of its record and of
/// the text around the library's words for the path.
pub(crate) struct PathReport<'a, S> {
    /// The verdict (`PathEnd::status`).
    pub status: &'static str,
    pub solved: bool,
    pub rating: Option<Rating>,
    /// The size, when the rating is shudu's own for it rather than Sudoku Explainer's.
    pub own_scale: Option<usize>,
    pub steps: &'a [S],
    /// Why the path stopped short of a solution, for the record.
    pub short: Option<Short>,
}

/// What the record says of a path that stopped short.
pub(crate) enum Short {
    /// The budget's words.
    GaveUp(String),
    /// The board where no technique applied, and the words saying so.
    Stuck { board: String, why: &'static str },
}

impl<'a> PathReport<'a, Step> {
    /// The report of a 9×9 path, classic or variant; `stuck_why` is what the record
    /// says of a path that no technique took further.
    pub(crate) fn of_path(
        path: &'a Path,
        rating: Option<Rating>,
        budget: &Budget,
        stuck_why: &'static str,
    ) -> Self {
        PathReport {
            status: path.end.status(),
            solved: path.is_solved(),
            rating,
            own_scale: None,
            steps: &path.steps,
            short: match path.end {
                PathEnd::GaveUp => Some(Short::GaveUp(budget.gave_up())),
                PathEnd::Stuck => Some(Short::Stuck {
                    board: path.board.to_candidate_string(),
                    why: stuck_why,
                }),
                _ => None,
            },
        }
    }
}

impl<S: Serialize> PathReport<'_, S> {
    /// The record (its first fields from `head`) or the text (`text` given the title:
    /// the rating and its level, or the status when there is no rating).
    pub(crate) fn rendered(
        self,
        json: bool,
        head: impl FnOnce(&str) -> Map<String, Value>,
        text: impl FnOnce(&str) -> String,
    ) -> Rendered {
        let text = if json {
            let mut map = head(self.status);
            if let Some(r) = &self.rating {
                map.insert("rating".into(), json!(r));
                if self.own_scale.is_some() {
                    map.insert("scale".into(), json!(SIZED_RATING_NOTE));
                }
            }
            map.insert("steps".into(), json!(self.steps));
            match self.short {
                Some(Short::GaveUp(words)) => {
                    map.insert("error".into(), json!(words));
                }
                Some(Short::Stuck { board, why }) => {
                    map.insert("stuck".into(), json!(board));
                    map.insert("error".into(), json!(why));
                }
                None => {}
            }
            json_line(map)
        } else {
            let title = match (&self.rating, self.own_scale) {
                (Some(r), None) => format!("{r} ({})", Level::for_er(r.er)),
                (Some(r), Some(n)) => format!(
                    "{r} ({}; shudu's own rating for {n}×{n})",
                    Level::for_er(r.er)
                ),
                (None, _) => self.status.to_owned(),
            };
            let mut text = text(&title);
            text.push('\n');
            text
        };
        Rendered::new(text, self.status, !self.solved)
    }
}
