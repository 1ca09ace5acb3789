//! The forms `generate` writes every board's puzzles in (`--to`), with the solution
//! inside the document where a site checks the player's answer with it, and the limits
//! a generation of another size or with variant rules runs under.

use serde_json::{Value, json};
use shudu::variant::{LinkSite, Puzzle, Symbols, line_of};

use crate::cli::OutputForm;
use crate::render::variant_form;

/// Seconds a puzzle of another size or with variant rules may take to make before it is
/// given up (`generate --timeout`).
pub(crate) const DEFAULT_GENERATE_TIMEOUT: f64 = 60.0;

/// Sets of cages drawn for one killer puzzle when `--attempts` does not say.
pub(crate) const KILLER_ATTEMPTS: u32 = 200;

/// The form `generate --to` names (its parser admits only the forms `generate` writes).
pub(crate) fn generate_form(name: &str) -> anyhow::Result<OutputForm> {
    <OutputForm as clap::ValueEnum>::from_str(name, false)
        // The parser's own words (clap's, which has English only).
        .map_err(|e| crate::cli::option_error(&format!("--to {name}"), &e))
}

/// `puzzle` written in `generate --to`'s `form`, with `solution` when given: after a
/// space in the line form (as the classic line output has it), inside the document for
/// the others (`solution` in shudu's JSON, f-puzzles' own `solution` list in its forms
/// and links, where SudokuPad and f-puzzles check the player's answer against it).
/// Without a solution, the forms that carry rules are `render::variant_form`'s.
pub(crate) fn in_form(
    puzzle: &Puzzle,
    form: OutputForm,
    symbols: Symbols,
    solution: Option<&[u8]>,
) -> Result<String, shudu::variant::VariantError> {
    let Some(solution) = solution else {
        return Ok(variant_form(puzzle, form).unwrap_or_else(|| puzzle.to_line(symbols)));
    };
    match form {
        OutputForm::Json => puzzle.to_json_with_solution(solution),
        OutputForm::Fpuzzles => puzzle.to_fpuzzles_with_solution(solution),
        OutputForm::FpuzzlesCompressed => puzzle.to_fpuzzles_compressed_with_solution(solution),
        OutputForm::FpuzzlesLink => puzzle.to_link_with_solution(LinkSite::Fpuzzles, solution),
        OutputForm::SudokupadLink => puzzle.to_link_with_solution(LinkSite::SudokuPad, solution),
        // `generate --to` admits only the line of these.
        OutputForm::Line | OutputForm::Grid | OutputForm::Marks | OutputForm::MarksGrid => {
            puzzle.check_solution(solution)?;
            Ok(format!(
                "{} {}",
                puzzle.to_line(symbols),
                line_of(solution, symbols)
            ))
        }
    }
}

/// Whether `generate` writes the solution inside the puzzle's `form`: with `--solution`,
/// always in plain output; in `--json` records only in f-puzzles' forms and links (where
/// a site checks the player's answer with it), as for the line and shudu's JSON the
/// record's own `solution` field stands beside the puzzle.
pub(crate) fn solution_in_form(form: OutputForm, json: bool, with_solution: bool) -> bool {
    with_solution && (!json || !matches!(form, OutputForm::Line | OutputForm::Json))
}

/// A record's `puzzle` for a puzzle written in `form` as `body`: an object for the two
/// JSON forms, the text for the others.
pub(crate) fn form_value(form: OutputForm, body: &str) -> Value {
    match form {
        OutputForm::Json | OutputForm::Fpuzzles => {
            serde_json::from_str(body).unwrap_or_else(|_| json!(body))
        }
        _ => json!(body),
    }
}
