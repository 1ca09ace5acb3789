//! The command line, as clap sees it: every subcommand, option and help text.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand, ValueEnum};
use shudu::Symmetry;

/// A symmetry by its command-line name, for `--symmetry`.
fn symmetry(name: &str) -> Result<Symmetry, String> {
    Symmetry::from_name(name).ok_or_else(|| {
        let names: Vec<&str> = Symmetry::ALL.iter().map(|s| s.name()).collect();
        format!(
            "unknown symmetry {name:?}; expected one of: {}",
            names.join(", ")
        )
    })
}

/// A time limit in seconds, for `--timeout`: a finite number, not negative.
fn seconds(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(s) if s.is_finite() && s >= 0.0 => Ok(s),
        _ => Err(format!("expected a number of seconds, not {text:?}")),
    }
}

/// The budget of one puzzle under `--timeout SECONDS`, starting now (no limit without).
pub fn budget(timeout: Option<f64>) -> shudu::logic::Budget {
    match timeout {
        Some(s) => shudu::logic::Budget::within(std::time::Duration::from_secs_f64(s)),
        None => shudu::logic::Budget::unlimited(),
    }
}

// Each command's help ends with the exit codes that command gives, word for word what
// its code does (`failed` in its records); the top-level help sums them up.

pub const EXIT_CODES: &str = "\
Exit codes:
  0  success
  1  some puzzle failed the command (see each command's --help for what that means)
  2  usage error, or an input or output that cannot be opened";

pub const SOLVE_EXIT_CODES: &str = "\
Exit codes:
  0  every puzzle was read and has exactly one solution
  1  some puzzle has no solution, several, clashing givens, or could not be read
  2  usage error, or an input or output that cannot be opened";

pub const COUNT_EXIT_CODES: &str = "\
Exit codes:
  0  every puzzle's solutions were counted (none, one or many)
  1  some puzzle has clashing givens or could not be read
  2  usage error, or an input or output that cannot be opened";

pub const CHECK_EXIT_CODES: &str = "\
Exit codes:
  0  every puzzle was read and has exactly one solution (minimal or not)
  1  some puzzle has no solution, several, clashing givens, or could not be read
  2  usage error, or an input or output that cannot be opened";

pub const GENERATE_EXIT_CODES: &str = "\
Exit codes:
  0  every puzzle asked for was generated
  1  some puzzle could not be generated within the attempts allowed
  2  usage error (options no puzzle can meet included), or an output that cannot
     be opened";

pub const FORMAT_EXIT_CODES: &str = "\
Exit codes:
  0  every puzzle was read and converted, and none has clashing givens
  1  some entry could not be read, or some puzzle has clashing givens (it is still
     converted, and the clash reported)
  2  usage error, or an input or output that cannot be opened";

pub const EXPLAIN_EXIT_CODES: &str = "\
Exit codes:
  0  every puzzle was explained to its solution
  1  some puzzle has no solution, several, clashing givens, or could not be read,
     or no technique the path may use finishes it
  2  usage error, or an input or output that cannot be opened";

/// shudu (数独): solve, count, check, generate and convert Sudoku puzzles.
///
/// Puzzles are read from files, standard input (no file or '-'), or given on the
/// command line. Formats are detected per puzzle: 81-character lines ('.', '0', '_', '*'
/// or '-' for empty), 9-line grids with any separators, and JSON boards.
#[derive(Parser, Debug)]
#[command(name = "shudu", version, after_help = EXIT_CODES, max_term_width = 100)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Solve puzzles: solved (unique), multiple (two solutions shown), unsolvable, invalid
    #[command(after_help = SOLVE_EXIT_CODES)]
    Solve(SolveArgs),
    /// Count solutions, up to a limit
    #[command(after_help = COUNT_EXIT_CODES)]
    Count(CountArgs),
    /// Check puzzles: clashing givens, solvable, unique, minimal (with redundant clues)
    #[command(after_help = CHECK_EXIT_CODES)]
    Check(CheckArgs),
    /// Generate unique, minimal puzzles, with symmetry, a clue pattern or a clue count
    #[command(after_help = GENERATE_EXIT_CODES)]
    Generate(GenerateArgs),
    /// Convert puzzles between the line, grid and JSON forms
    #[command(after_help = FORMAT_EXIT_CODES)]
    Format(FormatArgs),
    /// The next logical step from a player's position, and any mistakes made so far
    #[command(after_help = HINT_EXIT_CODES)]
    Hint(HintArgs),
    /// The whole solving path, step by step, as a person would solve it
    #[command(after_help = EXPLAIN_EXIT_CODES)]
    Explain(ExplainArgs),
    /// Rate puzzles on Sudoku Explainer's scale (ER/EP/ED) with a named level
    #[command(after_help = RATE_EXIT_CODES)]
    Rate(RateArgs),
}

pub const HINT_EXIT_CODES: &str = "\
Exit codes:
  0  a hint was given (or the grid is already solved)
  1  the position has a mistake, has no solution or several, no known technique
     applies, or the search gave up after --timeout
  2  usage error, or an input that cannot be opened or read";

pub const RATE_EXIT_CODES: &str = "\
Exit codes:
  0  every puzzle was rated
  1  some puzzle could not be rated: beyond the implemented techniques, not unique,
     clashing givens, unreadable, or given up after --timeout
  2  usage error, or an input or output that cannot be opened

Levels (by ER): easy 1.0-1.5, medium 1.6-2.5, hard 2.6-3.9, expert 4.0-5.9,
extreme 6.0-8.9, diabolical 9.0 and up.";

#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum HintLevel {
    /// Where to look ("look at box 5"); for a mistake, only its box
    Nudge,
    /// Which technique, and where; for a mistake, its cell but no digit of the solution
    Technique,
    /// The whole step with its reason; for a mistake, the solution's digit too
    Full,
}

impl From<HintLevel> for shudu::hint::HintLevel {
    fn from(level: HintLevel) -> shudu::hint::HintLevel {
        match level {
            HintLevel::Nudge => shudu::hint::HintLevel::Nudge,
            HintLevel::Technique => shudu::hint::HintLevel::Technique,
            HintLevel::Full => shudu::hint::HintLevel::Full,
        }
    }
}

/// Which techniques `hint` and `explain` may use.
#[derive(Clone, Copy, PartialEq, Eq, Debug, ValueEnum)]
pub enum TechniquesArg {
    /// Sudoku Explainer's, in its order: the path `rate` follows
    Se,
    /// Every technique shudu knows, Sudoku Explainer's and the player techniques it
    /// lacks (finned fish, empty rectangle, W-wing, hidden unique rectangle, colouring,
    /// X- and XY-chains, ALS-XZ), easiest first
    All,
}

impl TechniquesArg {
    pub fn repertoire(self) -> shudu::logic::Repertoire {
        match self {
            TechniquesArg::Se => shudu::logic::Repertoire::SudokuExplainer,
            TechniquesArg::All => shudu::logic::Repertoire::Full,
        }
    }
}

#[derive(Args, Debug)]
pub struct HintArgs {
    /// The position: a grid with the givens and the player's entries (any format), or
    /// pencil marks (the 729-character candidate form, or a pencil-mark grid of 81 digit
    /// groups); a file, '-', or the text itself (standard input when omitted)
    #[arg(value_name = "STATE")]
    pub state: Option<String>,

    /// The original puzzle, so entries can be told from givens and checked
    #[arg(long, value_name = "PUZZLE")]
    pub puzzle: Option<String>,

    /// How much to give away
    #[arg(long, value_enum, default_value = "full")]
    pub level: HintLevel,

    /// Which techniques the hint may use
    #[arg(long, value_enum, default_value = "all")]
    pub techniques: TechniquesArg,

    /// Give up the search for a step after this many seconds (status gave-up, exit
    /// code 1)
    #[arg(long, value_name = "SECONDS", value_parser = seconds)]
    pub timeout: Option<f64>,

    /// Print one JSON object
    #[arg(long)]
    pub json: bool,
}

#[derive(Args, Debug)]
pub struct ExplainArgs {
    #[command(flatten)]
    pub input: InputArgs,

    /// Which techniques the path may use (the rating printed is Sudoku Explainer's
    /// either way, from its own path)
    #[arg(long, value_enum, default_value = "all")]
    pub techniques: TechniquesArg,

    /// Give up on a puzzle after this many seconds (status gave-up, exit code 1)
    #[arg(long, value_name = "SECONDS", value_parser = seconds)]
    pub timeout: Option<f64>,
}

#[derive(Args, Debug)]
pub struct RateArgs {
    #[command(flatten)]
    pub input: InputArgs,

    /// Give up on a puzzle after this many seconds (status gave-up, exit code 1)
    #[arg(long, value_name = "SECONDS", value_parser = seconds)]
    pub timeout: Option<f64>,
}

/// Where puzzles come from and how a batch runs.
#[derive(Args, Debug)]
pub struct InputArgs {
    /// Files to read, '-' for standard input, or puzzles themselves (81 characters or
    /// JSON); standard input when none is given
    #[arg(value_name = "INPUT")]
    pub inputs: Vec<String>,

    /// Read every puzzle in this format instead of detecting it
    #[arg(long, value_enum, value_name = "FORMAT")]
    pub format: Option<InputFormat>,

    /// Stop at the first entry that cannot be read, instead of reporting it and going on
    #[arg(long)]
    pub strict: bool,

    #[command(flatten)]
    pub run: RunArgs,
}

/// Options shared by every batch command.
#[derive(Args, Debug)]
pub struct RunArgs {
    /// Worker threads (default: all cores); 1 runs everything on the calling thread
    #[arg(long, short = 'j', value_name = "N", value_parser = clap::value_parser!(u16).range(1..))]
    pub threads: Option<u16>,

    /// Print JSON Lines: one object per puzzle
    #[arg(long)]
    pub json: bool,

    /// No progress bar and no closing summary on standard error
    #[arg(long, short)]
    pub quiet: bool,

    /// Write output to this file instead of standard output
    #[arg(long, short, value_name = "FILE")]
    pub output: Option<PathBuf>,
}

#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum InputFormat {
    /// 81 characters on one line
    Line,
    /// Nine rows of nine cells
    Grid,
    /// JSON boards
    Json,
}

#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum OutputForm {
    /// 81 characters on one line
    Line,
    /// A grid with box separators
    Grid,
    /// A JSON board: 9 arrays of 9 numbers, 0 for empty
    Json,
    /// Pencil marks, 729 characters: nine slots a cell, each empty cell holding every
    /// digit its peers allow ('.' for the others), a given only its digit
    Marks,
    /// Pencil marks as a grid: each cell's candidates (or given) in aligned columns
    MarksGrid,
}

#[derive(Args, Debug)]
pub struct SolveArgs {
    #[command(flatten)]
    pub input: InputArgs,

    /// Print solutions as pretty grids instead of lines
    #[arg(long)]
    pub pretty: bool,
}

#[derive(Args, Debug)]
pub struct CountArgs {
    #[command(flatten)]
    pub input: InputArgs,

    /// Stop counting a puzzle's solutions at this many
    #[arg(long, default_value_t = 1000, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    pub limit: u64,
}

#[derive(Args, Debug)]
pub struct CheckArgs {
    #[command(flatten)]
    pub input: InputArgs,

    /// Judge minimality by this symmetry's groups of clues (as `generate --symmetry`
    /// makes them) and say whether the clues are laid out with it
    #[arg(long, default_value = "none", value_name = "SYMMETRY", value_parser = symmetry)]
    pub symmetry: Symmetry,
}

#[derive(Args, Debug)]
pub struct FormatArgs {
    #[command(flatten)]
    pub input: InputArgs,

    /// The form to write
    #[arg(long, value_enum, default_value = "line")]
    pub to: OutputForm,
}

#[derive(Args, Debug)]
pub struct GenerateArgs {
    /// How many puzzles to generate
    #[arg(long, short = 'n', default_value_t = 1, value_name = "N")]
    pub count: u64,

    /// Symmetry of the clues: none, rot180, rot90, mirror-h, mirror-v, mirror-hv,
    /// diagonal, anti-diagonal, diagonals, dihedral
    #[arg(long, default_value = "none", value_name = "SYMMETRY", value_parser = symmetry)]
    pub symmetry: Symmetry,

    /// Clue pattern: 81 characters (or a file holding them), 'x' or '#' where a clue may
    /// stand, '.' or '0' where none may
    #[arg(long, value_name = "MASK")]
    pub pattern: Option<String>,

    /// Aim for puzzles with exactly this many clues: 17 to 40 (no unique puzzle has
    /// fewer, no minimal one with more is known), and no more than the pattern allows
    #[arg(long, value_name = "N")]
    pub clues: Option<usize>,

    /// Only puzzles of this level: easy, medium, hard, expert, extreme, diabolical
    /// (rare among random minimal puzzles, about one in a few thousand: expect seconds
    /// to minutes per puzzle)
    #[arg(long, value_name = "LEVEL")]
    pub level: Option<String>,

    /// Only puzzles whose ER lies in this range, low to high, e.g. 4.0-6.0
    #[arg(long, value_name = "MIN-MAX", conflicts_with = "level")]
    pub rating: Option<String>,

    /// Only puzzles whose solving path uses this technique: any name explain prints
    /// (x-wing, xy-wing, w-wing, naked-pair), in any case, with spaces or hyphens
    #[arg(long, value_name = "TECHNIQUE")]
    pub require: Option<String>,

    /// Give up on a puzzle after this many attempts, at least 1 (default 1000; 20000
    /// with --level, --rating or --require)
    #[arg(long, value_name = "N")]
    pub attempts: Option<u32>,

    /// Random seed: the same seed and options give the same puzzles (default: random)
    #[arg(long, value_name = "S")]
    pub seed: Option<u64>,

    /// Also print each puzzle's solution
    #[arg(long)]
    pub solution: bool,

    /// Print puzzles as pretty grids instead of lines
    #[arg(long)]
    pub pretty: bool,

    #[command(flatten)]
    pub run: RunArgs,
}
