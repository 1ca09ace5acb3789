//! The command line, as clap sees it: every subcommand, option and help text; and the
//! language of the run, which the command's own errors are worded in ([`error`]).

use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::AtomicU64;

use shudu::variant::{BoardOptions, Rules, Shape, Symbols};

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

/// An attempt budget, for `--attempts`: at least one, on every board.
fn attempts(text: &str) -> Result<u32, String> {
    match text.parse::<u32>() {
        Ok(0) => Err("an attempt budget of 0 tries no grid at all; give at least 1".into()),
        Ok(n) => Ok(n),
        Err(_) => Err(format!("expected a whole number of attempts, not {text:?}")),
    }
}

/// Puzzles on a page, for `--per-page`: the arrangements a book has.
fn per_page(text: &str) -> Result<usize, String> {
    match text.parse::<usize>() {
        Ok(n) if shudu::render::PerPage::from_count(n).is_some() => Ok(n),
        _ => Err(format!(
            "expected 1, 2, 4 or 6 puzzles to a page, not {text:?}"
        )),
    }
}

/// The budget of one puzzle under `--timeout SECONDS`, starting now (no limit without).
/// A language for `--lang`: a tag such as `en`, `zh-Hans`, `zh-Hant` (or `zh-CN`, `zh-TW`).
fn lang_tag(text: &str) -> Result<shudu::words::Lang, String> {
    text.parse()
        .map_err(|e: shudu::words::UnknownLang| e.to_string())
}

/// The language words are printed in: `--lang`, else the environment's (`LC_ALL`,
/// `LC_MESSAGES`, `LANG`), else English.
#[derive(Args, Debug, Clone, Copy)]
pub struct LangArg {
    /// The language of the words printed: en, zh-Hans or zh-Hant (default from LC_ALL,
    /// LC_MESSAGES or LANG, else English); JSON keys and status words stay English
    #[arg(long, value_name = "LANG", value_parser = lang_tag, global = true)]
    pub lang: Option<shudu::words::Lang>,
}

impl LangArg {
    /// The language chosen.
    pub fn get(self) -> shudu::words::Lang {
        self.lang.unwrap_or_else(shudu::words::Lang::from_env)
    }
}

/// The language of this run, chosen once from the command line ([`choose_lang`]).
static LANG: std::sync::OnceLock<shudu::words::Lang> = std::sync::OnceLock::new();

/// Sets the language every word of this run is printed in (once, from `main`).
pub fn choose_lang(lang: shudu::words::Lang) {
    let _ = LANG.set(lang);
}

/// The language words are printed in: `--lang` (any command), else the environment's,
/// else English.
pub fn lang() -> shudu::words::Lang {
    *LANG.get_or_init(shudu::words::Lang::from_env)
}

/// A command's own error ([`shudu::words::CommandError`]) in the language of this run, to
/// return or `bail!` with.
pub fn error(error: shudu::words::CommandError<'_>) -> anyhow::Error {
    anyhow::Error::msg(error.words_in(lang()))
}

/// `why`, an option's trouble already in words, under the option's name: `--size: …`.
pub fn option_error(option: &str, why: &str) -> anyhow::Error {
    error(shudu::words::CommandError::InOption { option, why })
}

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

pub const CANDIDATES_EXIT_CODES: &str = "\
Exit codes:
  0  every puzzle's candidates were found (with --true: unique, multiple or unsolvable)
  1  some puzzle has clashing givens, could not be read, or (--true) gave up after --timeout
  2  usage error, or an input or output that cannot be opened";

pub const SETTER_EXIT_CODES: &str = "\
Exit codes:
  0  every puzzle was answered: the clues to add (several solutions) or to take away (unique)
  1  some puzzle has no solution, clashing givens, could not be read, or gave up after --timeout
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
    #[command(flatten)]
    pub lang: LangArg,

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
    /// Each cell's candidates as a pencil-mark grid: what the rules allow, or (--true) the
    /// digits each cell holds in some solution
    #[command(after_help = CANDIDATES_EXIT_CODES)]
    Candidates(CandidatesArgs),
    /// The setter's assistant: the clues that make a puzzle with several solutions unique
    /// (where the solutions part, with --json), or the clues a unique one could lose
    #[command(after_help = SETTER_EXIT_CODES)]
    Setter(SetterArgs),
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
    /// The canonical (minlex) form of each puzzle, or of its clue layout
    #[command(after_help = CANON_EXIT_CODES)]
    Canon(CanonArgs),
    /// Keep the first puzzle of each equivalence class, reporting the others
    #[command(after_help = DEDUPE_EXIT_CODES)]
    Dedupe(DedupeArgs),
    /// Disguise puzzles: a random equivalent puzzle, or chosen moves
    #[command(after_help = TRANSFORM_EXIT_CODES)]
    Transform(TransformArgs),
    /// Whether two puzzles are one puzzle in disguise, and the transform between them
    #[command(after_help = EQUIV_EXIT_CODES)]
    Equiv(EquivArgs),
    /// Print puzzles as a PDF booklet (numbered, answers at the back) or as SVG files
    #[command(after_help = PRINT_EXIT_CODES)]
    Print(PrintArgs),
    /// Join the outputs of the shards of one run (`--shard K/N`, JSON Lines with their
    /// headers) into the output of the whole run, records in input order
    #[command(after_help = MERGE_EXIT_CODES)]
    Merge(MergeArgs),
    /// Today's puzzle at each level (or one), the same for everybody on any machine
    #[command(after_help = DAILY_EXIT_CODES)]
    Daily(DailyArgs),
    /// The techniques shudu knows, or those a search finds by any name in any
    /// language: the names --require reads
    #[command(after_help = TECHNIQUES_EXIT_CODES)]
    Techniques(TechniquesArgs),
    /// The version; with --verbose the CPU and the solver path chosen for it (also
    /// `shudu --version --verbose`)
    Version(VersionArgs),
    /// Serve a page to play on, in a browser on this machine or (--lan) a phone
    #[cfg(feature = "serve")]
    #[command(after_help = SERVE_EXIT_CODES)]
    Serve(ServeArgs),
    /// Read puzzles from photos or screenshots (JPEG or PNG)
    #[cfg(feature = "scan")]
    #[command(after_help = SCAN_EXIT_CODES)]
    Scan(ScanArgs),
    /// In a build without the web server: says how to build one
    #[cfg(not(feature = "serve"))]
    #[command(hide = true, disable_help_flag = true)]
    Serve(Unbuilt),
    /// In a build without the scanner: says how to build one
    #[cfg(not(feature = "scan"))]
    #[command(hide = true, disable_help_flag = true)]
    Scan(Unbuilt),
}

/// The arguments of a command this build leaves out, whatever they are: the command only
/// says how to build it.
#[derive(Args, Debug)]
pub struct Unbuilt {
    #[arg(trailing_var_arg = true, allow_hyphen_values = true, hide = true)]
    pub rest: Vec<String>,
}

#[cfg(feature = "serve")]
pub const SERVE_EXIT_CODES: &str = "\
Exit codes:
  0  the server ran and was stopped (Ctrl-C or SIGTERM)
  2  usage error, a puzzle that cannot be read, or an address that cannot be bound";

/// `shudu serve`: where to listen and what to open.
#[cfg(feature = "serve")]
#[derive(Args, Debug)]
pub struct ServeArgs {
    /// A puzzle to open the page with: the text itself (any format) or a file holding one
    #[arg(value_name = "PUZZLE|FILE")]
    pub puzzle: Option<String>,

    /// The port to listen on (0: any free port)
    #[arg(long, default_value_t = 8080, value_name = "N")]
    pub port: u16,

    /// The address to listen on
    #[arg(
        long,
        default_value = "127.0.0.1",
        value_name = "ADDR",
        conflicts_with = "lan"
    )]
    pub host: std::net::IpAddr,

    /// Listen on every interface, so a phone on the same network can play; prints each
    /// network address's URL and a QR code of it
    #[arg(long)]
    pub lan: bool,

    /// Open the page in the system's browser
    #[arg(long)]
    pub open: bool,

    /// How long one request's work may run before a rating, explanation or hint gives up
    /// (time waiting for a worker included)
    #[arg(long, default_value_t = 2000, value_name = "N", value_parser = clap::value_parser!(u64).range(1..=600_000))]
    pub budget_ms: u64,

    /// How many requests may work at once [default: the number of cores]
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..=1024))]
    pub workers: Option<u64>,

    /// How many requests may wait for a worker, for light and for heavy work each; one
    /// more is answered 503 at once
    #[arg(long, default_value_t = 16, value_name = "N", value_parser = clap::value_parser!(u64).range(0..=100_000))]
    pub queue: u64,

    /// How many connections may be open at once; one more is answered 503 and closed
    /// [default: 4096, or three quarters of the open-file limit where that is lower]
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..=100_000))]
    pub max_connections: Option<u64>,
}

pub const CANON_EXIT_CODES: &str = "\
Output: one line per puzzle, its canonical (minlex) form with '.' for 0, or with --pattern
the canonical clue layout ('x' for a clue); --json adds the transform that takes the
puzzle there and the number of automorphisms.

Exit codes:
  0  every puzzle was read (any puzzle has a canonical form: unique, multiple,
     unsolvable or with clashing givens)
  1  some entry could not be read
  2  usage error, or an input or output that cannot be opened";

pub const DEDUPE_EXIT_CODES: &str = "\
Output: the first puzzle of each equivalence class, as written; each later one is
reported as FILE:LINE: duplicate of FILE:LINE, on standard error or in --report FILE.

Exit codes:
  0  every puzzle was read (duplicates found or not)
  1  some entry could not be read
  2  usage error, or an input, output or report that cannot be opened";

pub const TRANSFORM_EXIT_CODES: &str = "\
The moves apply in this order, whatever the order on the command line: --by, --transpose,
--rotate, --mirror, --swap-bands, --swap-stacks, --swap-rows, --swap-cols (each repeated
option in its own order), --relabel.

Exit codes:
  0  every puzzle was read and transformed
  1  some entry could not be read
  2  usage error (a move that is not one), or an input or output that cannot be opened";

pub const EQUIV_EXIT_CODES: &str = "\
Exit codes:
  0  the puzzles are equivalent (the transform is printed)
  1  they are not
  2  usage error, or a puzzle that cannot be read";

#[derive(Args, Debug)]
pub struct CanonArgs {
    #[command(flatten)]
    pub input: InputArgs,

    /// The canonical form of the clue layout instead ('x' for a clue, '.' for none),
    /// over the geometric transforms
    #[arg(long)]
    pub pattern: bool,
}

#[derive(Args, Debug)]
pub struct DedupeArgs {
    #[command(flatten)]
    pub input: InputArgs,

    /// Write the duplicates report to this file instead of standard error
    #[arg(long, value_name = "FILE")]
    pub report: Option<PathBuf>,
}

#[derive(Args, Debug)]
pub struct MergeArgs {
    /// The shards' output files, in any order: one for each K of 1 to N
    #[arg(value_name = "SHARD", required = true)]
    pub shards: Vec<PathBuf>,

    /// Write the joined output to this file instead of standard output
    #[arg(long, short, value_name = "FILE")]
    pub output: Option<PathBuf>,
}

pub const MERGE_EXIT_CODES: &str = "\
Exit codes:
  0  the shards were joined
  2  a file cannot be read or written, or the files are not every shard of one
     finished run";

/// A pair of one-based lines, bands or stacks: `1,2`.
fn pair(text: &str) -> Result<(usize, usize), String> {
    let bad = || format!("expected two numbers from 1 to 9 such as 1,2, not {text:?}");
    let (a, b) = text.split_once(',').ok_or_else(bad)?;
    let number = |t: &str| match t.trim().parse::<usize>() {
        Ok(n) if (1..=9).contains(&n) => Ok(n - 1),
        _ => Err(bad()),
    };
    Ok((number(a)?, number(b)?))
}

/// A relabelling: the nine new digits for 1 to 9.
fn relabelling(text: &str) -> Result<shudu::canon::Transform, String> {
    let bytes = text.as_bytes();
    if bytes.len() != 9 || !bytes.iter().all(u8::is_ascii_digit) {
        return Err(format!(
            "expected nine digits, the new names of 1 to 9 (987654321), not {text:?}"
        ));
    }
    shudu::canon::Transform::relabel(std::array::from_fn(|i| bytes[i] - b'0'))
        .map_err(|e| e.to_string())
}

#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mirror {
    /// Top and bottom swap
    H,
    /// Left and right swap
    V,
}

#[derive(Args, Debug)]
pub struct TransformArgs {
    #[command(flatten)]
    pub input: InputArgs,

    /// A random transform for each puzzle (of all 3,359,232 × 9!), reproducible with
    /// --seed
    #[arg(long, conflicts_with_all = ["by", "transpose", "rotate", "mirror", "relabel",
        "swap_rows", "swap_cols", "swap_bands", "swap_stacks"])]
    pub shuffle: bool,

    /// Random seed for --shuffle: the same seed gives the same disguises (default: random)
    #[arg(long, value_name = "S", requires = "shuffle")]
    pub seed: Option<u64>,

    /// A transform as canon --json and equiv print it: "[transpose ]rows=… cols=… digits=…"
    #[arg(long, value_name = "TRANSFORM", value_parser = |t: &str| t.parse::<shudu::canon::Transform>().map_err(|e| e.to_string()))]
    pub by: Option<shudu::canon::Transform>,

    /// Reflect in the main diagonal r1c1-r9c9
    #[arg(long)]
    pub transpose: bool,

    /// Turn clockwise by this many degrees
    #[arg(long, value_name = "DEGREES", value_parser = ["90", "180", "270"])]
    pub rotate: Option<String>,

    /// Mirror: h swaps top and bottom, v swaps left and right
    #[arg(long, value_enum)]
    pub mirror: Option<Mirror>,

    /// Swap two rows of one band, e.g. 1,3 (repeatable)
    #[arg(long, value_name = "A,B", value_parser = pair)]
    pub swap_rows: Vec<(usize, usize)>,

    /// Swap two columns of one stack, e.g. 4,6 (repeatable)
    #[arg(long, value_name = "A,B", value_parser = pair)]
    pub swap_cols: Vec<(usize, usize)>,

    /// Swap two bands (1 to 3), e.g. 1,3 (repeatable)
    #[arg(long, value_name = "A,B", value_parser = pair)]
    pub swap_bands: Vec<(usize, usize)>,

    /// Swap two stacks (1 to 3), e.g. 2,3 (repeatable)
    #[arg(long, value_name = "A,B", value_parser = pair)]
    pub swap_stacks: Vec<(usize, usize)>,

    /// Rename the digits: the new names of 1 to 9, e.g. 987654321
    #[arg(long, value_name = "DIGITS", value_parser = relabelling)]
    pub relabel: Option<shudu::canon::Transform>,
}

#[derive(Args, Debug)]
pub struct EquivArgs {
    /// The first puzzle: a file holding one, '-' for standard input, or the puzzle itself
    #[arg(value_name = "A")]
    pub a: String,

    /// The second puzzle, given the same ways
    #[arg(value_name = "B")]
    pub b: String,

    /// Print one JSON object
    #[arg(long)]
    pub json: bool,
}

pub const PRINT_EXIT_CODES: &str = "\
Exit codes:
  0  the booklet (or the SVG files) was written
  1  some entry could not be read, or some puzzle has clashing givens, no solution or
     several: each is named (file:line) and nothing is written
  2  usage error, no puzzle at all, an input or output that cannot be opened, or no
     font (or one without a character) for words the standard fonts cannot print";

/// What `print` writes.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum PrintForm {
    /// One PDF file, every puzzle and answer in it
    Pdf,
    /// One SVG file per puzzle (and per answer) in the directory given by -o
    Svg,
}

#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum PaperArg {
    /// ISO A4, 210 x 297 mm
    A4,
    /// US Letter, 8.5 x 11 in
    Letter,
    /// ISO A5, 148 x 210 mm
    A5,
}

#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum AnswersArg {
    /// After the puzzles, smaller, keyed by puzzle number
    End,
    /// No answers
    None,
}

#[derive(Args, Debug)]
pub struct PrintArgs {
    /// Files to read, '-' for standard input, or puzzles themselves (81 characters or
    /// JSON); standard input when none is given
    #[arg(value_name = "INPUT")]
    pub inputs: Vec<String>,

    /// Read every puzzle in this format instead of detecting it
    #[arg(long, value_enum, value_name = "FORMAT")]
    pub format: Option<InputFormat>,

    /// The PDF file to write ('-' for standard output, which is also where it goes when
    /// standard output is redirected and no -o is given), or with --to svg the directory
    /// to write puzzle-001.svg, answer-001.svg, ... into (created if missing)
    #[arg(long, short, value_name = "PATH")]
    pub output: Option<PathBuf>,

    /// A PDF booklet, or one SVG file per puzzle
    #[arg(long, value_enum, default_value = "pdf")]
    pub to: PrintForm,

    /// Paper size
    #[arg(long, value_enum, default_value = "a4")]
    pub paper: PaperArg,

    /// Puzzles on each page: 1, 2, 4 or 6
    #[arg(long, default_value_t = 4, value_name = "N", value_parser = per_page)]
    pub per_page: usize,

    /// Where the answers go
    #[arg(long, value_enum, default_value = "end")]
    pub answers: AnswersArg,

    /// A title at the head of every page
    #[arg(long, value_name = "TEXT")]
    pub title: Option<String>,

    /// Print each puzzle's level and ER above it ("unrated" when rating takes longer
    /// than --rating-timeout or needs techniques beyond Sudoku Explainer's)
    #[arg(long)]
    pub rating: bool,

    /// Seconds allowed to rate each puzzle with --rating
    #[arg(long, value_name = "SECONDS", default_value_t = 10.0, value_parser = seconds)]
    pub rating_timeout: f64,

    /// Pre-print every empty cell's candidates, small, to be crossed out (classic
    /// puzzles only)
    #[arg(long)]
    pub worksheet: bool,

    /// The font file (TTF, OTF or TTC) to set Chinese in, embedded as a subset of the
    /// characters printed (default: Noto Sans CJK, else WenQuanYi Micro Hei, where
    /// installed; of a collection, the face for --lang)
    #[arg(long, value_name = "FILE")]
    pub font: Option<PathBuf>,

    #[command(flatten)]
    pub board: BoardArgs,

    /// No closing summary on standard error
    #[arg(long, short)]
    pub quiet: bool,
}

#[derive(Args, Debug)]
pub struct DailyArgs {
    /// The day, YYYY-MM-DD (default: today in UTC)
    #[arg(long, value_name = "DATE")]
    pub date: Option<String>,

    /// One level: easy, medium, hard, expert or extreme (default: each of them)
    #[arg(long, short)]
    pub level: Option<String>,

    /// Also each puzzle's solution, on the line under it
    #[arg(long)]
    pub solution: bool,

    /// Print JSON Lines: one Daily record per level
    #[arg(long)]
    pub json: bool,

    /// No heading on standard error
    #[arg(long, short)]
    pub quiet: bool,
}

pub const DAILY_EXIT_CODES: &str = "\
Exit codes:
  0  every puzzle asked for was made
  1  some level's puzzle could not be made
  2  usage error (a date or level that is not one), or an output that cannot be opened";

#[derive(Args, Debug)]
pub struct TechniquesArgs {
    /// A name or part of one, in any language or script (`x-wing`, `wing`, `二链列`,
    /// `X翼`); none lists every technique
    pub name: Vec<String>,

    /// Print JSON Lines: one object per technique, with every name it is known by
    #[arg(long)]
    pub json: bool,
}

pub const TECHNIQUES_EXIT_CODES: &str = "\
Exit codes:
  0  some technique was found (or none was asked for: all are listed)
  1  no technique has that name or a name containing it
  2  usage error, or an output that cannot be opened";

#[derive(Args, Debug)]
pub struct VersionArgs {
    /// Also the CPU (vendor, family, model, features) and the solver path chosen for it
    #[arg(long, short)]
    pub verbose: bool,
}

#[cfg(feature = "scan")]
pub const SCAN_EXIT_CODES: &str = "\
Exit codes:
  0  every image was read as a puzzle with exactly one solution
  1  some image could not be read, holds no grid, or its grid as read has no solution
     or several
  2  usage error, or an output that cannot be opened";

#[cfg(feature = "scan")]
#[derive(Args, Debug)]
pub struct ScanArgs {
    /// Photos or screenshots of puzzles
    #[arg(value_name = "IMAGE", required = true)]
    pub images: Vec<PathBuf>,

    /// The form to print the grid in
    #[arg(long, value_enum, default_value = "grid")]
    pub to: OutputForm,

    /// Print the solution as well
    #[arg(long)]
    pub solve: bool,

    #[command(flatten)]
    pub run: RunArgs,
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
    /// pencil marks (the candidate form of n slots per cell, 729 characters on 9×9, or
    /// a pencil-mark grid of n² digit groups); a file, '-', or the text itself (standard
    /// input when omitted)
    #[arg(value_name = "STATE")]
    pub state: Option<String>,

    /// The original puzzle, so entries can be told from givens and checked (for a
    /// variant, its JSON or line; the state's digits are read on its board)
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

    /// Variant rules for the puzzle (read from --puzzle or the position when it carries
    /// them)
    #[command(flatten)]
    pub board: BoardArgs,
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

    /// Whose ratings to reproduce: sukaku (SukakuExplainer's serate) or se121 (gsf's
    /// serate of Sudoku Explainer 1.2.1.3, without SukakuExplainer's strong-link patterns
    /// and larger wings, as the Patterns Game rates)
    #[arg(long, value_name = "PROFILE", default_value = "sukaku", value_parser = se_profile)]
    pub se_profile: shudu::logic::SeProfile,
}

/// `--se-profile`: a profile's name.
fn se_profile(name: &str) -> Result<shudu::logic::SeProfile, String> {
    shudu::logic::SeProfile::from_name(name).ok_or_else(|| {
        let known: Vec<&str> = shudu::logic::SeProfile::ALL
            .iter()
            .map(|p| p.name())
            .collect();
        format!("expected one of {}, found {name:?}", known.join(", "))
    })
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
    pub board: BoardArgs,

    #[command(flatten)]
    pub run: RunArgs,
}

/// The board of variant puzzles given as plain text (JSON carries its own rules). Any of
/// these, or an input in shudu's variant JSON or f-puzzles' JSON, reads the inputs as
/// variant puzzles (see docs/variants.md).
#[derive(Args, Debug, Clone, Default)]
pub struct BoardArgs {
    /// Side of the board: 4, 6, 8, 9, 10, 12, 15, 16, 20 or 25 (default: from the
    /// length of the first line)
    #[arg(long, value_name = "N")]
    pub size: Option<usize>,

    /// Rules beyond rows, columns and boxes, comma-separated: x, diagonal-main,
    /// diagonal-anti, windoku, disjoint-groups, anti-knight, anti-king, non-consecutive
    #[arg(long, value_name = "RULES")]
    pub variant: Option<String>,

    /// How digits are written: standard (1-9 then A-P) or hex (0-9 then A-F for 1 to 16)
    #[arg(long, value_name = "SYMBOLS", value_parser = ["standard", "hex"])]
    pub symbols: Option<String>,
}

impl BoardArgs {
    /// The symbols the options ask for.
    pub fn symbols(&self) -> Symbols {
        self.symbols
            .as_deref()
            .and_then(Symbols::from_name)
            .unwrap_or_default()
    }

    /// How the library's reader takes plain text on these options: their rules and
    /// symbols (the classic reader's form detected).
    pub fn options(&self) -> anyhow::Result<BoardOptions> {
        Ok(BoardOptions {
            rules: self.rules()?,
            symbols: self.symbols(),
            ..BoardOptions::default()
        })
    }

    /// The rules the options name: the size (9 by default) and the listed rules; `None`
    /// when neither is given (the input's content says).
    pub fn rules(&self) -> anyhow::Result<Option<Arc<Rules>>> {
        if self.size.is_none() && self.variant.is_none() {
            return Ok(None);
        }
        let shape = Shape::for_size(self.size.unwrap_or(9))
            .map_err(|e| option_error("--size", &e.words_in(lang())))?;
        let mut rules = Rules::new(shape);
        for name in self
            .variant
            .iter()
            .flat_map(|v| v.split(','))
            .map(str::trim)
            .filter(|n| !n.is_empty())
        {
            rules = rules
                .with_named(name)
                .map_err(|e| option_error("--variant", &e.words_in(lang())))?;
        }
        Ok(Some(Arc::new(rules)))
    }
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

    /// Take one share of the entries: the K-th of N, entries K, K+N, K+2N, … of all the
    /// inputs together (from 1), so N jobs split a corpus without talking to each other;
    /// `shudu merge` joins their outputs in input order
    #[arg(long, value_name = "K/N", value_parser = shard)]
    pub shard: Option<Shard>,

    /// Continue an interrupted run onto its -o file: the records there stay, the entries
    /// they cover are skipped, the rest appended (JSON Lines; refused when the file's
    /// header names another command, other arguments or other inputs)
    #[arg(long)]
    pub resume: bool,

    /// Write a header record first (version, commit, command, inputs and their SHA-256,
    /// shard, CPU, start time) and a summary record last; the default for --json to a
    /// file (-o)
    #[arg(long, overrides_with = "no_header")]
    pub header: bool,

    /// Write no header or summary record
    #[arg(long, overrides_with = "header")]
    pub no_header: bool,

    /// Records already in the -o file that --resume continues, which `main` sets once it
    /// has read the file (through a shared reference: the arguments are parsed before);
    /// the entries they cover are skipped.
    #[arg(skip)]
    pub resumed: AtomicU64,
}

impl RunArgs {
    /// Whether this run writes a header and a summary record: asked for, or JSON Lines to
    /// a file and not refused.
    pub fn wants_header(&self) -> bool {
        !self.no_header && (self.header || (self.json && self.output.is_some()))
    }
}

/// One share of a batch's entries (`--shard K/N`): entries `K`, `K + N`, `K + 2N`, … of
/// all inputs together, counted from 1 (an entry that cannot be read counts too).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shard {
    /// K, from 1.
    pub index: u64,
    /// N.
    pub count: u64,
}

impl Shard {
    /// Whether the entry at `position` (from 0) is this shard's.
    pub fn takes(self, position: u64) -> bool {
        position % self.count == self.index - 1
    }
}

impl std::fmt::Display for Shard {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}/{}", self.index, self.count)
    }
}

/// `--shard K/N`: whole numbers with 1 ≤ K ≤ N.
fn shard(text: &str) -> Result<Shard, String> {
    let parsed = text.split_once('/').and_then(|(k, n)| {
        let (index, count) = (k.trim().parse().ok()?, n.trim().parse().ok()?);
        (1..=count)
            .contains(&index)
            .then_some(Shard { index, count })
    });
    parsed.ok_or_else(|| format!("expected K/N with 1 ≤ K ≤ N (such as 2/8), found {text:?}"))
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
    /// f-puzzles' JSON (size, grid, rules), one line
    Fpuzzles,
    /// f-puzzles' compressed form: its JSON through lz-string, in base64 (N4Ig...)
    FpuzzlesCompressed,
    /// A link opening the puzzle in f-puzzles (https://www.f-puzzles.com/?load=...)
    FpuzzlesLink,
    /// A link opening the puzzle in SudokuPad (https://sudokupad.app/fpuzzles...)
    SudokupadLink,
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
pub struct CandidatesArgs {
    #[command(flatten)]
    pub input: InputArgs,

    /// The true candidates: the digits each cell holds in some solution (a setter's view
    /// of a puzzle with several solutions), proven by search rather than listed from the
    /// rules
    #[arg(long = "true")]
    pub r#true: bool,

    /// With --true, give up on a puzzle after this many seconds (status gave-up, exit
    /// code 1), saying which candidates were left undecided
    #[arg(long, value_name = "SECONDS", value_parser = seconds)]
    pub timeout: Option<f64>,
}

#[derive(Args, Debug)]
pub struct SetterArgs {
    #[command(flatten)]
    pub input: InputArgs,

    /// Give up on a puzzle after this many seconds (status gave-up, exit code 1)
    #[arg(long, value_name = "SECONDS", value_parser = seconds)]
    pub timeout: Option<f64>,
}

#[derive(Args, Debug)]
pub struct CheckArgs {
    #[command(flatten)]
    pub input: InputArgs,

    /// Judge minimality by this symmetry's groups of clues (as `generate --symmetry`
    /// makes them) and say whether the clues are laid out with it
    #[arg(long, default_value = "none", value_name = "SYMMETRY", value_parser = symmetry)]
    pub symmetry: Symmetry,

    /// Check a player's position instead of a puzzle, and say why each mistake is wrong:
    /// the one INPUT is the position (givens and entries, or pencil marks, as `hint`
    /// reads it) and --puzzle the original; a wrong entry or removed candidate is
    /// supposed and refuted with singles, else the solution's digit there is named
    #[arg(long, conflicts_with = "symmetry")]
    pub explain: bool,

    /// The original puzzle of the position --explain checks (for a variant, its JSON or
    /// line; the position's digits are read on its board)
    #[arg(long, value_name = "PUZZLE", requires = "explain")]
    pub puzzle: Option<String>,
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
    #[arg(long, value_name = "N", value_parser = attempts)]
    pub attempts: Option<u32>,

    /// Give up on a puzzle after this many seconds (default 60 for other sizes and
    /// variant rules, so that no seed runs unbounded; none for classic puzzles, which
    /// --attempts bounds)
    #[arg(long, value_name = "SECONDS", value_parser = seconds)]
    pub timeout: Option<f64>,

    /// Random seed: the same seed and options give the same puzzles (default: random)
    #[arg(long, value_name = "S")]
    pub seed: Option<u64>,

    /// Also print each puzzle's solution (with --to, inside each puzzle's form: links
    /// then let SudokuPad and f-puzzles check the answer)
    #[arg(long)]
    pub solution: bool,

    /// Generate reads no input: a stray argument (`shudu generate 5`) is refused with
    /// the option it was likely meant as
    #[arg(hide = true, value_name = "N")]
    pub stray: Option<String>,

    #[command(flatten)]
    pub board: BoardArgs,

    /// Generate killer puzzles: cages drawn with the grid, no givens (with
    /// --killer-givens, givens where the cages alone leave several solutions)
    #[arg(long)]
    pub killer: bool,

    /// With --killer: allow givens, unique and minimal
    #[arg(long, requires = "killer")]
    pub killer_givens: bool,

    /// Generate odd/even puzzles: one cell in six of a random grid marked odd or even
    /// (with --killer, marks and cages)
    #[arg(long)]
    pub odd_even: bool,

    /// Generate thermo puzzles: eight thermometers along rising paths of a random grid,
    /// digits rising from each bulb (with --odd-even or --killer, those too)
    #[arg(long)]
    pub thermo: bool,

    /// Generate kropki puzzles: white dots between consecutive digits and black dots where
    /// one is twice the other, on half the edges of a random grid that fit one
    #[arg(long)]
    pub kropki: bool,

    /// Generate XV puzzles: X between digits adding up to 10 and V between those adding
    /// up to 5, on half the edges of a random grid that fit one (with --kropki, both)
    #[arg(long)]
    pub xv: bool,

    /// Generate German whispers puzzles: eight green lines along paths of a random grid
    /// whose neighbouring digits differ by at least 5 (half the size, rounded up, on other
    /// boards)
    #[arg(long)]
    pub whispers: bool,

    /// Generate renban puzzles: eight purple lines along paths of a random grid whose
    /// digits form a run of consecutive digits (with --whispers, both kinds in turn)
    #[arg(long)]
    pub renban: bool,

    /// Generate arrow puzzles: eight arrows on a random grid, each line's digits adding up
    /// to the digit in its circle
    #[arg(long)]
    pub arrows: bool,

    /// Generate sandwich puzzles: sums beside rows and above columns of the digits between
    /// each line's 1 and 9 (its largest digit on other boards), read off a random grid,
    /// as few as keep the puzzle unique
    #[arg(long)]
    pub sandwich: bool,

    /// Generate little killer puzzles: sums with arrows outside the grid of the digits on
    /// diagonals of a random grid, as few as keep the puzzle unique (with --sandwich, both
    /// kinds)
    #[arg(long)]
    pub little_killer: bool,

    /// Generate jigsaw puzzles: random regions in place of the boxes, a new layout per
    /// puzzle (with any --variant rules that allow regions, --killer, --odd-even and --thermo)
    #[arg(long)]
    pub jigsaw: bool,

    /// The puzzles' output form: line (plain rules only), json (shudu's variant JSON),
    /// fpuzzles, fpuzzles-compressed, fpuzzles-link or sudokupad-link (default: line for
    /// plain rules, json otherwise); classic puzzles are the same in every form
    #[arg(long, value_name = "FORM", value_parser = ["line", "json", "fpuzzles", "fpuzzles-compressed", "fpuzzles-link", "sudokupad-link"])]
    pub to: Option<String>,

    /// Print puzzles as pretty grids instead of lines
    #[arg(long)]
    pub pretty: bool,

    #[command(flatten)]
    pub run: RunArgs,
}
