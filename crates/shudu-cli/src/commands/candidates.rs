//! `shudu candidates`: each cell's candidates of every puzzle of any board, as a
//! pencil-mark grid (or a JSON record). By default the digits the rules allow from the
//! givens ([`shudu::variant::Puzzle::candidates`]); with `--true`, the digits each cell
//! holds in some solution ([`shudu::variant::Puzzle::true_candidates`]), which show a
//! setter where the solutions part, within `--timeout`.

use std::io::Write;

use serde_json::json;
use shudu::variant::{Puzzle, broken_rules_in, marks_grid_of};

use crate::batch::{Rendered, Summary};
use crate::cli::CandidatesArgs;
use crate::input::{self, Sourced};
use crate::render::{board_fields, json_line, merge_record, text_line};

/// The statuses, in the order the summary counts them.
const ORDER: [&str; 6] = [
    "unique",
    "multiple",
    "listed",
    "unsolvable",
    "invalid",
    "gave-up",
];

pub fn run(args: &CandidatesArgs, out: &mut dyn Write) -> anyhow::Result<Summary> {
    let json = args.input.run.json;
    let symbols = args.input.board.symbols();
    let proven = args.r#true;
    let timeout = args.timeout;
    let work = move |entry: &Sourced| -> Rendered {
        let puzzle: &Puzzle = &entry.puzzle;
        let lang = crate::cli::lang();
        // The true candidates (None: what the rules allow, `cells` alone).
        let (status, cells, found) = if proven {
            let found = puzzle.true_candidates(&crate::cli::budget(timeout));
            (found.status(), found.candidates.clone(), Some(found))
        } else {
            let broken = puzzle.violations();
            if broken.is_empty() {
                // A given is its own digit; every empty cell the digits the rules allow.
                let allowed = puzzle.candidates(puzzle.values()).unwrap_or_default();
                let cells = puzzle
                    .values()
                    .iter()
                    .zip(allowed)
                    .map(|(&v, digits)| if v == 0 { digits } else { vec![v] })
                    .collect();
                ("listed", cells, None)
            } else {
                let text = broken_rules_in(&broken, lang);
                let rendered = if json {
                    let mut map = board_fields(entry, "invalid", symbols);
                    map.insert("error".into(), json!(text));
                    map.insert("violations".into(), json!(broken));
                    json_line(map)
                } else {
                    text_line("invalid", &text)
                };
                return Rendered::new(rendered, "invalid", true);
            }
        };
        let failed = matches!(status, "invalid" | "gave-up");
        let text = if json {
            let mut map = board_fields(entry, status, symbols);
            match &found {
                Some(found) => {
                    merge_record(&mut map, found);
                    if !found.broken.is_empty() {
                        map.insert("error".into(), json!(broken_rules_in(&found.broken, lang)));
                    }
                }
                None => {
                    map.insert("candidates".into(), json!(cells));
                }
            }
            json_line(map)
        } else {
            // The status and what it means (the puzzle's label after it), then the grid:
            // none when there is nothing to draw.
            let mut said = found
                .as_ref()
                .map(|found| found.summary_in(lang, symbols))
                .unwrap_or_default();
            if let Some(label) = &entry.label {
                said = if said.is_empty() {
                    label.clone()
                } else {
                    format!("{said}  {label}")
                };
            }
            let mut text = text_line(status, &said);
            if !matches!(status, "unsolvable" | "invalid") {
                text.push_str(&marks_grid_of(puzzle.rules().shape(), &cells, symbols));
            }
            text
        };
        Rendered::new(text, status, failed)
    };
    input::run_puzzles(&args.input, &ORDER, out, work)
}
