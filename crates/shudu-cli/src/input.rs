//! Turning the command line's INPUT arguments into one stream of puzzle entries: files,
//! standard input, and puzzles typed as arguments, read lazily in the order given; and,
//! for `hint`, one argument's whole text read the same way ([`read_text`]).

use std::fs::File;
use std::io::{self, BufRead, BufReader, IsTerminal, Read};
use std::path::Path;
use std::sync::OnceLock;

use anyhow::{Context, bail};
use shudu::parse::Entry;
use shudu::{Format, Grid, ParseError, PuzzleReader};

use crate::cli::InputFormat;

/// One item of the stream: a puzzle, or the reason an entry is not one.
pub type Item = Result<Entry, ParseError>;

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

/// Opens every input up front (so a missing file fails before any output) and chains
/// their entries.
pub fn open(
    args: &[String],
    format: Option<InputFormat>,
) -> anyhow::Result<impl Iterator<Item = Item> + Send> {
    Ok(readers(args, format)?
        .into_iter()
        .flat_map(|(reader, source)| or_no_puzzle(reader, source)))
}

/// Every item of one input, and an error naming the input when it holds no puzzle at
/// all (an empty file, or only comments), so that it is not passed over in silence.
fn or_no_puzzle(reader: Reader, source: String) -> impl Iterator<Item = Item> + Send {
    let mut seen = false;
    let mut source = Some(source);
    reader
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
                Some(Err(empty.with_source(source.take().unwrap_or_default())))
            }
        })
}

/// Says on standard error where input is awaited when standard input is a terminal, so
/// that a command given no file does not seem to hang.
fn announce_terminal_input() {
    if io::stdin().is_terminal() {
        eprintln!("shudu: reading puzzles from standard input (end with Ctrl+D)");
    }
}

/// As [`open`], each item with the number of its input (from 0), and the inputs' names
/// as errors give them (`data/x.txt`, `<stdin>`, `<argument 2>`), for commands that name
/// where a puzzle came from.
pub fn open_named(
    args: &[String],
    format: Option<InputFormat>,
) -> anyhow::Result<(Vec<String>, impl Iterator<Item = (u32, Item)> + Send)> {
    let readers = readers(args, format)?;
    let names = readers.iter().map(|(_, name)| name.clone()).collect();
    let items = readers
        .into_iter()
        .enumerate()
        .flat_map(|(i, (reader, source))| {
            or_no_puzzle(reader, source).map(move |item| (i as u32, item))
        });
    Ok((names, items))
}

type Reader = PuzzleReader<Box<dyn BufRead + Send>>;

/// The library's format of an `--format` option.
pub fn format(format: InputFormat) -> Format {
    match format {
        InputFormat::Line => Format::Line,
        InputFormat::Grid => Format::Grid,
        InputFormat::Json => Format::Json,
    }
}

/// The reader of every INPUT argument, with its name.
fn readers(args: &[String], format: Option<InputFormat>) -> anyhow::Result<Vec<(Reader, String)>> {
    let format = format.map(self::format);
    let stdin_arg = ["-".to_owned()];
    let args = if args.is_empty() {
        &stdin_arg[..]
    } else {
        args
    };
    let mut readers = Vec::new();
    let mut stdin_taken = false;
    for (i, arg) in args.iter().enumerate() {
        if arg == "-" {
            if stdin_taken {
                bail!("standard input ('-') can be read only once");
            }
            stdin_taken = true;
            announce_terminal_input();
        }
        let (reader, source) = open_arg(arg, i)?;
        readers.push((
            PuzzleReader::new(reader, source.clone()).with_format(format),
            source,
        ));
    }
    Ok(readers)
}

/// The opening of standard input, read once so that its content can be judged (a
/// variant or a classic puzzle) before it is read ([`opening`]). [`open_arg`] reads these
/// bytes again before the rest of standard input, so nothing is lost.
pub fn stdin_head() -> &'static [u8] {
    static HEAD: OnceLock<Vec<u8>> = OnceLock::new();
    HEAD.get_or_init(|| opening(&mut io::stdin().lock()))
}

/// The opening of an input, enough to judge its first entry: the lines up to the first
/// one that is neither blank nor a comment and, when that line opens a JSON value, on
/// until the value's brackets balance; at most 1 MiB. A read error ends it early: the
/// reading proper meets it again and reports it.
pub fn opening(input: &mut impl BufRead) -> Vec<u8> {
    const LIMIT: u64 = 1 << 20;
    let mut head = Vec::new();
    let mut depth: i64 = 0;
    let mut judged = false;
    while (head.len() as u64) < LIMIT {
        let start = head.len();
        let room = LIMIT - head.len() as u64;
        match input.take(room).read_until(b'\n', &mut head) {
            Ok(0) | Err(_) => break,
            Ok(_) => {}
        }
        let line = String::from_utf8_lossy(&head[start..]);
        let trimmed = line.trim();
        if !judged {
            if trimmed.is_empty() || trimmed.starts_with('#') || trimmed.starts_with("//") {
                continue;
            }
            judged = true;
            if !(trimmed.starts_with('{') || trimmed.starts_with('[')) {
                break;
            }
        }
        depth += trimmed.matches(['{', '[']).count() as i64;
        depth -= trimmed.matches(['}', ']']).count() as i64;
        if depth <= 0 {
            break;
        }
    }
    head
}

/// The reader of one INPUT argument (the `i`-th, from 0) and the name its errors give.
fn open_arg(arg: &str, i: usize) -> anyhow::Result<(Box<dyn BufRead + Send>, String)> {
    Ok(if arg == "-" {
        let rest = io::Cursor::new(stdin_head()).chain(io::stdin());
        (Box::new(BufReader::new(rest)), "<stdin>".to_owned())
    } else if Path::new(arg).is_file() {
        let file = File::open(arg).with_context(|| format!("cannot open {arg}"))?;
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
        bail!("cannot read {arg}: not a file");
    } else {
        bail!("cannot open {arg}: no such file (and too short to be a puzzle)");
    })
}

/// The whole text of one argument read as INPUT arguments are (a file, '-' for standard
/// input, or the text itself; standard input when `None`), with the name its errors give.
/// Bytes that are not UTF-8 become U+FFFD, which the parsers then name with its column,
/// as for every other input.
pub fn read_text(arg: Option<&str>) -> anyhow::Result<(String, String)> {
    let (mut reader, source) = open_arg(arg.unwrap_or("-"), 0)?;
    let mut bytes = Vec::new();
    reader
        .read_to_end(&mut bytes)
        .with_context(|| format!("cannot read {source}"))?;
    // UTF-16 and full-width digits are read as the reader reads them; a byte-order mark
    // is not part of the input.
    Ok((shudu::parse::decode_text(&bytes), source))
}

/// The one puzzle of `text` (any format), read as every command reads its input.
pub fn one_grid(text: &str, source: &str) -> anyhow::Result<Grid> {
    let mut reader = PuzzleReader::new(text.as_bytes(), source);
    let first = match reader.next() {
        None => bail!("{source}: no puzzle found"),
        Some(item) => item?,
    };
    if reader.next().is_some() {
        bail!("{source}: holds several puzzles where one is expected");
    }
    Ok(first.grid)
}

/// The one puzzle of `text` for a command defined only on classic puzzles (`equiv`):
/// any board's form is read, and a puzzle on other rules is refused naming `verb` and
/// the rules.
pub fn one_classic_grid(text: &str, source: &str, verb: &'static str) -> anyhow::Result<Grid> {
    if !shudu::variant::is_variant_text(text) {
        return one_grid(text, source);
    }
    let symbols = shudu::variant::Symbols::Standard;
    let mut entries = shudu::variant::read_entries(text, None, symbols).into_iter();
    let item = match entries.next() {
        None => bail!("{source}: no puzzle found"),
        Some(item) => item,
    };
    if entries.next().is_some() {
        bail!("{source}: holds several puzzles where one is expected");
    }
    let entry = item.map_err(|err| anyhow::anyhow!("{source}:{}: {}", err.line, err.error))?;
    let grid = entry.puzzle.classic_grid_for(verb);
    grid.map_err(|err| anyhow::anyhow!("{source}:{}: {err}", entry.line))
}

/// Runs a command on every puzzle of its inputs, of any board, in a batch: `work` gets
/// each as a [`shudu::variant::Puzzle`] (a classic line as a puzzle on classic rules),
/// whose verbs choose the engine. Entries that cannot be read become error records (and
/// stop the batch under `--strict`).
pub fn run_puzzles<F>(
    input: &crate::cli::InputArgs,
    order: &[&'static str],
    out: &mut dyn std::io::Write,
    work: F,
) -> anyhow::Result<crate::batch::Summary>
where
    F: Fn(&shudu::variant::VariantEntry) -> crate::batch::Rendered + Sync + Send,
{
    run_puzzles_with(input, order, out, work, input.run.json)
}

/// [`run_puzzles`], writing the error records as JSON when `errors_json` says so
/// (`format --to json` writes every record as JSON, `--json` or not).
pub fn run_puzzles_with<F>(
    input: &crate::cli::InputArgs,
    order: &[&'static str],
    out: &mut dyn std::io::Write,
    work: F,
    errors_json: bool,
) -> anyhow::Result<crate::batch::Summary>
where
    F: Fn(&shudu::variant::VariantEntry) -> crate::batch::Rendered + Sync + Send,
{
    let classic = |entry: &Entry| {
        work(&shudu::variant::VariantEntry {
            puzzle: shudu::variant::Puzzle::from_classic(&entry.grid),
            line: entry.line,
            label: entry.label.clone(),
        })
    };
    run_board_entries_with(input, order, out, classic, &work, errors_json)
}

/// Runs `classic` on the classic puzzles the streaming classic reader reads, `other` on
/// puzzles of other rules. Inputs given as variants (a board option, or variant content
/// at their opening) are read by the variant reader; otherwise an entry the classic
/// reader cannot read as a classic puzzle is read again as another board's (a 6×6 line
/// among 9×9 ones), and stays an error record only when it is none. Entries that cannot
/// be read become error records (and stop the batch under `--strict`), written as JSON
/// when `errors_json` says so.
fn run_board_entries_with<C, V>(
    input: &crate::cli::InputArgs,
    order: &[&'static str],
    out: &mut dyn std::io::Write,
    classic: C,
    other: V,
    errors_json: bool,
) -> anyhow::Result<crate::batch::Summary>
where
    C: Fn(&Entry) -> crate::batch::Rendered + Sync + Send,
    V: Fn(&shudu::variant::VariantEntry) -> crate::batch::Rendered + Sync + Send,
{
    let (json, strict) = (errors_json, input.strict);
    if crate::variant_input::wanted(input) {
        let items = crate::variant_input::entries(input)?;
        let work = move |item: crate::variant_input::VariantItem| match item {
            Ok(entry) => other(&entry),
            Err(err) => crate::commands::variant::entry_error(&err, json, strict),
        };
        return crate::batch::run(items.into_iter(), work, &input.run, order, "puzzle", out);
    }
    let items = open(&input.inputs, input.format)?;
    let work = move |item: Item| match item {
        Ok(entry) => classic(&entry),
        Err(err) => other_or_error(&err, json, strict, &other),
    };
    crate::batch::run(items, work, &input.run, order, "puzzle", out)
}

/// An entry the classic reader could not read: `other`'s work when it is a puzzle of
/// another board, else its error record (the variant reader's, for another board's
/// entry that is wrong, or the classic reader's).
fn other_or_error<V>(
    err: &ParseError,
    json: bool,
    strict: bool,
    other: &V,
) -> crate::batch::Rendered
where
    V: Fn(&shudu::variant::VariantEntry) -> crate::batch::Rendered,
{
    match shudu::variant::other_board_entry(err.input(), err.line()) {
        Some(Ok(entry)) => other(&entry),
        Some(Err(error)) => {
            let source = err.source_name().to_owned();
            let err = crate::variant_input::EntryError { source, error };
            crate::commands::variant::entry_error(&err, json, strict)
        }
        None => crate::render::parse_error(err, json, strict),
    }
}

/// An entry a command defined only on classic puzzles cannot work: text that is not a
/// puzzle, or a puzzle on other rules.
pub enum Refused {
    /// The classic reader's error.
    Parse(ParseError),
    /// A variant entry that could not be read, or whose rules the verb does not take.
    Variant(crate::variant_input::EntryError),
}

impl Refused {
    /// The error record of this entry.
    pub fn render(&self, json: bool, strict: bool) -> crate::batch::Rendered {
        match self {
            Refused::Parse(err) => crate::render::parse_error(err, json, strict),
            Refused::Variant(err) => crate::commands::variant::entry_error(err, json, strict),
        }
    }
}

/// An entry for a command defined only on classic puzzles.
pub type ClassicItem = Result<Entry, Refused>;

/// The entries of [`open_classic`], each with the number of its input.
pub type ClassicItems<'a> = Box<dyn Iterator<Item = (u32, ClassicItem)> + Send + 'a>;

/// The inputs of a command defined only on classic puzzles (`canon`, `dedupe`,
/// `transform`), each item with the number of its input, and the inputs' names. The
/// inputs may be in any board's form (shudu's variant JSON, an f-puzzles link): an entry
/// on classic rules is read as a classic one, an entry on other rules is refused naming
/// `verb` and the rules, and its neighbours go on.
pub fn open_classic<'a>(
    input: &'a crate::cli::InputArgs,
    verb: &'static str,
) -> anyhow::Result<(Vec<String>, ClassicItems<'a>)> {
    if !crate::variant_input::wanted(input) {
        let (names, items) = open_named(&input.inputs, input.format)?;
        let items = items.map(|(i, item)| (i, item.map_err(Refused::Parse)));
        return Ok((names, Box::new(items)));
    }
    let mut names = Vec::new();
    let mut items = Vec::new();
    for (index, (source, entries)) in crate::variant_input::entries_by_input(input)?
        .into_iter()
        .enumerate()
    {
        for item in entries {
            items.push((index as u32, classic_entry(&source, item, verb)));
        }
        names.push(source);
    }
    Ok((names, Box::new(items.into_iter())))
}

/// The classic entry of a variant one on classic rules, or why there is none.
fn classic_entry(
    source: &str,
    item: crate::variant_input::VariantItem,
    verb: &'static str,
) -> ClassicItem {
    let entry = item.map_err(Refused::Variant)?;
    match entry.puzzle.classic_grid_for(verb) {
        Ok(grid) => Ok(Entry {
            text: grid.to_line(),
            grid,
            line: entry.line,
            label: entry.label,
        }),
        Err(error) => Err(Refused::Variant(crate::variant_input::EntryError {
            source: source.to_owned(),
            error: shudu::variant::VariantReadError {
                line: entry.line,
                input: entry.puzzle.to_json(),
                error,
            },
        })),
    }
}

/// [`run_entries`] for the commands defined only on classic puzzles, over
/// [`open_classic`]'s items.
pub fn run_classic_entries<F>(
    input: &crate::cli::InputArgs,
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
        Err(refused) => refused.render(json, strict),
    };
    crate::batch::run(items, work, &input.run, order, "puzzle", out)
}
