//! Turning the command line's INPUT arguments into one stream of puzzle entries of any
//! board: files, standard input, and puzzles typed as arguments, in the order given,
//! each read by the library's one reader ([`shudu::variant::read_boards`]); and, for
//! `hint`, one argument's whole text read the same way ([`read_text`]).

use std::fs::File;
use std::io::{self, BufRead, BufReader, IsTerminal, Read};
use std::path::Path;

use shudu::parse::Entry;
use shudu::variant::{BoardItem, BoardOptions, BoardReadError, VariantEntry, VariantReadError};
use shudu::words::{CommandError, located_in};
use shudu::{Format, Grid};

use crate::cli::{InputArgs, InputFormat, error, lang};

/// A puzzle given on the command line rather than in a file: long enough to be one (or a
/// whole line of a board smaller than 9×9), JSON, an f-puzzles or SudokuPad link, or
/// a run of cell characters too long for a file name (a puzzle with a cell too few, the
/// commonest typo, is then reported as one: "expected 81 cells, found 80").
fn looks_like_a_puzzle(arg: &str) -> bool {
    arg.starts_with('[')
        || arg.starts_with('{')
        || arg.contains('\n')
        || arg.trim().len() >= 81
        || shudu::variant::is_variant_link(arg)
        || is_small_board_line(arg.trim())
        || is_cell_run(arg.trim())
}

/// At least 17 characters (the fewest clues a 9×9 puzzle has), every one a digit or an
/// empty-cell mark, full-width ones included: no file name looks like that.
fn is_cell_run(arg: &str) -> bool {
    let text = shudu::parse::decode_text(arg.as_bytes());
    text.chars().count() >= 17
        && text
            .chars()
            .all(|c| c.is_ascii_digit() || matches!(c, '.' | '_' | '*' | '-'))
}

/// A line of n² cells for a board smaller than 9×9 (`1-9`, `A-P` or `.`; a file name
/// has other characters: `/`, `_`, an extension's letters).
fn is_small_board_line(arg: &str) -> bool {
    let side = (4..9).find(|n| n * n == arg.len());
    side.is_some_and(|_| {
        arg.chars().all(|c| {
            c == '.' || c.is_ascii_digit() || ('A'..='P').contains(&c.to_ascii_uppercase())
        })
    })
}

/// Opens every input up front (so a missing file fails before any output), each read by
/// the library's one reader on the board options given, and chains their entries, each
/// with the number of its input (from 0); also the inputs' names as errors give them
/// (`data/x.txt`, `<stdin>`, `<argument 2>`). An input with no puzzle at all is an error
/// naming it, so that it is not passed over in silence.
pub fn open_boards(
    input: &InputArgs,
) -> anyhow::Result<(Vec<String>, impl Iterator<Item = (u32, BoardItem)> + Send)> {
    let options = BoardOptions {
        format: input.format.map(format),
        ..input.board.options()?
    };
    let stdin_arg = ["-".to_owned()];
    let args = if input.inputs.is_empty() {
        &stdin_arg[..]
    } else {
        &input.inputs[..]
    };
    let mut readers = Vec::new();
    let mut names = Vec::new();
    let mut stdin_taken = false;
    for (i, arg) in args.iter().enumerate() {
        if arg == "-" {
            if stdin_taken {
                return Err(error(CommandError::StandardInputTwice));
            }
            stdin_taken = true;
            announce_terminal_input();
        }
        let (reader, source) = open_arg(arg, i)?;
        let items =
            shudu::variant::read_boards(reader, source.clone(), options.clone()).map_err(|e| {
                error(CommandError::CannotRead {
                    file: &source,
                    error: &e,
                })
            })?;
        readers.push((items, source.clone()));
        names.push(source);
    }
    let items = readers
        .into_iter()
        .enumerate()
        .flat_map(|(i, (items, source))| {
            or_no_puzzle(items, source).map(move |item| (i as u32, item))
        });
    Ok((names, items))
}

/// Every item of one input, and an error naming the input when it holds no puzzle at
/// all (an empty file, or only comments).
fn or_no_puzzle(
    items: impl Iterator<Item = BoardItem> + Send,
    source: String,
) -> impl Iterator<Item = BoardItem> + Send {
    let mut seen = false;
    let mut source = Some(source);
    items
        .map(Some)
        .chain(std::iter::once(None))
        .filter_map(move |item| match item {
            Some(item) => {
                seen = true;
                Some(item)
            }
            None if seen => None,
            None => {
                let empty = "".parse::<Grid>().expect_err("no puzzle in an empty text");
                let named = empty.with_source(source.take().unwrap_or_default());
                Some(Err(BoardReadError::Classic(named)))
            }
        })
}

/// Says on standard error where input is awaited when standard input is a terminal, so
/// that a command given no file does not seem to hang.
fn announce_terminal_input() {
    if io::stdin().is_terminal() {
        let words = shudu::words::Note::ReadingStandardInput.words_in(lang());
        eprintln!("shudu: {words}");
    }
}

/// The library's format of an `--format` option.
pub fn format(format: InputFormat) -> Format {
    match format {
        InputFormat::Line => Format::Line,
        InputFormat::Grid => Format::Grid,
        InputFormat::Json => Format::Json,
    }
}

/// The reader of one INPUT argument (the `i`-th, from 0) and the name its errors give.
fn open_arg(arg: &str, i: usize) -> anyhow::Result<(Box<dyn BufRead + Send>, String)> {
    Ok(if arg == "-" {
        (Box::new(BufReader::new(io::stdin())), "<stdin>".to_owned())
    } else if Path::new(arg).is_file() {
        let file = File::open(arg).map_err(|e| {
            error(CommandError::CannotOpen {
                file: arg,
                error: &e,
            })
        })?;
        (
            Box::new(BufReader::with_capacity(1 << 16, file)),
            arg.to_owned(),
        )
    } else if looks_like_a_puzzle(arg) {
        let text = arg.to_owned().into_bytes();
        (
            Box::new(io::Cursor::new(text)),
            format!("<argument {}>", i + 1),
        )
    } else if Path::new(arg).exists() {
        return Err(error(CommandError::NotAFile { file: arg }));
    } else {
        return Err(error(CommandError::NoSuchFileOrPuzzle { file: arg }));
    })
}

/// The whole text of one argument read as INPUT arguments are (a file, '-' for standard
/// input, or the text itself; standard input when `None`), with the name its errors give.
/// Bytes that are not UTF-8 become U+FFFD, which the parsers then name with its column,
/// as for every other input.
pub fn read_text(arg: Option<&str>) -> anyhow::Result<(String, String)> {
    let (mut reader, source) = open_arg(arg.unwrap_or("-"), 0)?;
    let mut bytes = Vec::new();
    reader.read_to_end(&mut bytes).map_err(|e| {
        error(CommandError::CannotRead {
            file: &source,
            error: &e,
        })
    })?;
    // UTF-16 and full-width digits are read as the reader reads them; a byte-order mark
    // is not part of the input.
    Ok((shudu::parse::decode_text(&bytes), source))
}

/// The one puzzle of `text` for a command defined only on classic puzzles (`equiv`):
/// any board's form is read, and a puzzle on other rules is refused naming `verb` and
/// the rules.
pub fn one_classic_grid(text: &str, source: &str, verb: &'static str) -> anyhow::Result<Grid> {
    let entry = shudu::variant::read_one_board(text, source, &BoardOptions::default())
        .map_err(|err| anyhow::Error::msg(err.words_in(lang())))?;
    let grid = entry.puzzle.classic_grid_for(verb);
    grid.map_err(|err| {
        let words = located_in(lang(), source, entry.line, &err.words_in(lang()));
        anyhow::Error::msg(words)
    })
}

/// A puzzle entry of a batch with the name of the input it came from, so that what a
/// command says of it names the place as a reader's error does (`FILE:LINE:`).
pub struct Sourced<'a> {
    /// The entry.
    pub entry: VariantEntry,
    /// The input's name (`data/x.txt`, `<stdin>`).
    pub source: &'a str,
}

impl Sourced<'_> {
    /// Where the entry is, as errors name it: `FILE:LINE`.
    pub fn at(&self) -> String {
        format!("{}:{}", self.source, self.entry.line)
    }
}

impl std::ops::Deref for Sourced<'_> {
    type Target = VariantEntry;

    fn deref(&self) -> &VariantEntry {
        &self.entry
    }
}

/// Runs a command on every puzzle of its inputs, of any board, in a batch: `work` gets
/// each as a [`shudu::variant::Puzzle`] (a classic line as a puzzle on classic rules),
/// whose verbs choose the engine. Entries that cannot be read become error records (and
/// stop the batch under `--strict`).
pub fn run_puzzles<F>(
    input: &InputArgs,
    order: &[&'static str],
    out: &mut dyn std::io::Write,
    work: F,
) -> anyhow::Result<crate::batch::Summary>
where
    F: Fn(&Sourced) -> crate::batch::Rendered + Sync + Send,
{
    run_puzzles_with(input, order, out, work, input.run.json)
}

/// [`run_puzzles`], writing the error records as JSON when `errors_json` says so
/// (`format --to json` writes every record as JSON, `--json` or not).
pub fn run_puzzles_with<F>(
    input: &InputArgs,
    order: &[&'static str],
    out: &mut dyn std::io::Write,
    work: F,
    errors_json: bool,
) -> anyhow::Result<crate::batch::Summary>
where
    F: Fn(&Sourced) -> crate::batch::Rendered + Sync + Send,
{
    // Entries that cannot be read are counted last, after the command's own statuses.
    let mut order = order.to_vec();
    if !order.contains(&crate::render::READ_ERROR) {
        order.push(crate::render::READ_ERROR);
    }
    let (names, items) = open_boards(input)?;
    let strict = input.strict;
    let work = move |(i, item): (u32, BoardItem)| match item {
        Ok(entry) => work(&Sourced {
            entry,
            source: &names[i as usize],
        }),
        Err(err) => crate::render::read_error(&err, errors_json, strict),
    };
    crate::batch::run(
        items,
        work,
        &input.run,
        &order,
        shudu::words::Noun::Puzzle,
        out,
    )
}

/// An entry for a command defined only on classic puzzles, or why it cannot take it
/// (text that is not a puzzle, or a puzzle on other rules).
pub type ClassicItem = Result<Entry, BoardReadError>;

/// The entries of [`open_classic`], each with the number of its input.
pub type ClassicItems<'a> = Box<dyn Iterator<Item = (u32, ClassicItem)> + Send + 'a>;

/// The inputs of a command defined only on classic puzzles (`canon`, `dedupe`,
/// `transform`), each item with the number of its input, and the inputs' names. The
/// inputs may be in any board's form (shudu's variant JSON, an f-puzzles link): an entry
/// on classic rules is read as a classic one, an entry on other rules is refused naming
/// `verb` and the rules, and its neighbours go on.
pub fn open_classic<'a>(
    input: &'a InputArgs,
    verb: &'static str,
) -> anyhow::Result<(Vec<String>, ClassicItems<'a>)> {
    let (names, items) = open_boards(input)?;
    let sources = names.clone();
    let items = items.map(move |(i, item)| {
        let classic = item.and_then(|entry| classic_entry(entry, &sources[i as usize], verb));
        (i, classic)
    });
    Ok((names, Box::new(items)))
}

/// The classic entry of an entry on classic rules, or why there is none.
fn classic_entry(entry: VariantEntry, source: &str, verb: &'static str) -> ClassicItem {
    match entry.puzzle.classic_grid_for(verb) {
        Ok(grid) => Ok(Entry {
            grid,
            line: entry.line,
            label: entry.label,
            text: entry.text,
        }),
        Err(error) => Err(BoardReadError::Other {
            source: source.to_owned(),
            error: VariantReadError {
                line: entry.line,
                input: entry.text,
                error,
            },
        }),
    }
}

/// [`run_puzzles`] for the commands defined only on classic puzzles, over
/// [`open_classic`]'s items.
pub fn run_classic_entries<F>(
    input: &InputArgs,
    verb: &'static str,
    order: &[&'static str],
    out: &mut dyn std::io::Write,
    work: F,
) -> anyhow::Result<crate::batch::Summary>
where
    F: Fn(&Entry) -> crate::batch::Rendered + Sync + Send,
{
    let (_, items) = open_classic(input, verb)?;
    let (json, strict) = (input.run.json, input.strict);
    let work = move |(_, item): (u32, ClassicItem)| match item {
        Ok(entry) => work(&entry),
        Err(err) => crate::render::read_error(&err, json, strict),
    };
    crate::batch::run(
        items,
        work,
        &input.run,
        order,
        shudu::words::Noun::Puzzle,
        out,
    )
}
