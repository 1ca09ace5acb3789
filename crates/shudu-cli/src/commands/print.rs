//! `shudu print`: puzzles as a PDF booklet (numbered, several to a page, answers at the
//! back) or as one SVG file per puzzle and per answer. The layout and both file formats
//! are the library's (`shudu::render`); this file reads the puzzles, solves and rates
//! them, and writes the files.
//!
//! Puzzles of every board (other sizes, jigsaw, killer, extra houses and constraints:
//! see docs/variants.md) are read by the one reader, as every command reads them, so
//! `shudu generate --variant x | shudu print -o x.pdf` needs no option; the library's
//! figure of each ([`Figure::puzzle`]) draws variant rules and words them under the
//! board. Inputs are read whole before anything is printed (a book is all or nothing
//! anyway).
//!
//! A book is all or nothing: an entry that cannot be read, or a puzzle without exactly
//! one solution (a printed puzzle must have one, and its answer is that solution), is
//! named with its file and line on standard error, and nothing is written.
//!
//! `--lang` gives the book's words (labels, answer head, rating captions) in English or
//! Chinese. Words the standard Helvetica cannot set need a font file: `--font`, else
//! the first installed of the library's `DEFAULT_FONTS` (Noto Sans CJK, WenQuanYi Micro
//! Hei); it is read, and checked to have every character, before anything is laid out,
//! and only a book that sets such words embeds it. An English book is what it always was.

use std::fs;
use std::io::{self, IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::thread;
use std::time::{Duration, Instant};

use shudu::logic::Budget;
use shudu::render::{
    Book, BookPuzzle, DEFAULT_FONTS, Figure, Font, FontError, Paper, PerPage, Typeface,
    rating_caption, to_pdf,
};
use shudu::variant::{BoardOptions, Outcome, Puzzle, broken_rules_in, read_boards};
use shudu::words::{CommandError, Output, Printed, located_in, printed_in};

use crate::batch::Summary;
use crate::cli::{AnswersArg, PaperArg, PrintArgs, PrintForm, error, lang};
use crate::input;
use crate::render::text_line;

/// A puzzle with one solution, ready to print, and the board drawn for it (a
/// worksheet's candidates with `--worksheet`).
struct Proper {
    puzzle: Puzzle,
    solution: Vec<u8>,
    board: Figure,
}

pub fn run(args: &PrintArgs, stdout: &mut dyn Write) -> anyhow::Result<Summary> {
    let started = Instant::now();
    let (puzzles, errors) = read(args)?;
    if !errors.is_empty() {
        for error in &errors {
            eprint!("{}", text_line("error", error));
        }
        let words = shudu::words::print_refused_in(lang(), errors.len());
        eprintln!("shudu: {words}");
        return Ok(Summary::of(true));
    }
    if puzzles.is_empty() {
        return Err(error(CommandError::NoPuzzleToPrint));
    }
    let lang = lang();
    let captions = if args.rating {
        rate_all(&puzzles, Duration::from_secs_f64(args.rating_timeout), lang)
    } else {
        vec![None; puzzles.len()]
    };
    let paper = match args.paper {
        PaperArg::A4 => Paper::A4,
        PaperArg::Letter => Paper::Letter,
        PaperArg::A5 => Paper::A5,
    };
    let per_page = PerPage::from_count(args.per_page).ok_or_else(|| {
        error(CommandError::PerPage {
            count: args.per_page,
        })
    })?;
    let mut book = Book::new(paper, per_page).with_lang(lang);
    if let Some(title) = &args.title {
        book = book.with_title(title.clone());
    }
    let count = puzzles.len();
    for (i, (puzzle, caption)) in puzzles.into_iter().zip(captions).enumerate() {
        book.push(BookPuzzle {
            number: i + 1,
            caption,
            board: puzzle.board,
            answer: (args.answers == AnswersArg::End)
                .then(|| Figure::solution(&puzzle.puzzle, &puzzle.solution)),
        });
    }
    if let Some(face) = typeface(args, &book)? {
        book = book.with_typeface(face);
    }
    let output = output_path(args)?;
    let wrote = match args.to {
        PrintForm::Pdf => write_pdf(&book, &output, stdout)?,
        PrintForm::Svg => write_svgs(&book, &output)?,
    };
    if !args.quiet {
        let seconds = started.elapsed().as_secs_f64();
        let wrote = match &wrote {
            Wrote::Pdf { pages, bytes, to } => Printed::Pdf {
                pages: *pages,
                bytes: *bytes,
                to: to.as_deref(),
            },
            Wrote::Svg { files, to } => Printed::Svg { files: *files, to },
        };
        eprintln!("{}", printed_in(lang, count, &wrote, seconds));
    }
    Ok(Summary::of(false))
}

/// Every puzzle of the inputs with its solution, and what is wrong with every entry that
/// cannot be printed (`file:line: …`). Each input is read by the one reader, whatever
/// its boards.
fn read(args: &PrintArgs) -> anyhow::Result<(Vec<Proper>, Vec<String>)> {
    let options = BoardOptions {
        rules: args.board.rules()?,
        symbols: args.board.symbols(),
        format: args.format.map(input::format),
    };
    let mut puzzles = Vec::new();
    let mut errors = Vec::new();
    let stdin = ["-".to_owned()];
    let inputs = if args.inputs.is_empty() {
        &stdin[..]
    } else {
        &args.inputs[..]
    };
    if inputs.iter().filter(|a| *a == "-").count() > 1 {
        return Err(error(CommandError::StandardInputTwice));
    }
    for (i, arg) in inputs.iter().enumerate() {
        let (text, source) = input::read_text(Some(arg))?;
        // A puzzle typed as an argument is named as the classic reader names it.
        let source = if arg != "-" && !Path::new(arg).is_file() {
            format!("<argument {}>", i + 1)
        } else {
            source
        };
        let text = io::Cursor::new(text.into_bytes());
        let items = read_boards(text, source.clone(), options.clone()).map_err(|e| {
            error(CommandError::CannotRead {
                file: &source,
                error: &e,
            })
        })?;
        for item in items {
            let entry = match item {
                Ok(entry) => entry,
                Err(err) => {
                    errors.push(err.words_in(lang()));
                    continue;
                }
            };
            let at = |why: &str| located_in(lang(), &source, entry.line, why);
            let board = match args.worksheet {
                true => Figure::worksheet(&entry.puzzle),
                false => Ok(Figure::puzzle_in(&entry.puzzle, crate::cli::lang())),
            };
            let board = match board {
                Ok(board) => board,
                Err(why) => {
                    errors.push(at(&why.words_in(lang())));
                    continue;
                }
            };
            match entry.puzzle.solve() {
                Outcome::Unique(solution) => puzzles.push(Proper {
                    puzzle: entry.puzzle,
                    solution,
                    board,
                }),
                Outcome::Multiple(..) => {
                    errors.push(at(&CommandError::SeveralSolutions.words_in(lang())));
                }
                Outcome::Unsolvable => errors.push(at(&CommandError::NoSolution.words_in(lang()))),
                Outcome::Invalid(broken) => errors.push(at(&broken_rules_in(&broken, lang()))),
            }
        }
    }
    Ok((puzzles, errors))
}

/// The typeface the book's words need: `--font`, else the installed default for the
/// language, when the book is in Chinese, `--font` is given or some word (a title, say)
/// is beyond the standard fonts; checked to have every character the book prints
/// outside its boards. `None` for a book the standard fonts can print.
fn typeface(args: &PrintArgs, book: &Book) -> anyhow::Result<Option<Typeface>> {
    let words = book.words();
    let beyond = words
        .iter()
        .flat_map(|w| w.chars())
        .any(|c| Font::encode(c) != c);
    let lang = book.lang();
    if lang == shudu::words::Lang::En && args.font.is_none() && !beyond {
        return Ok(None);
    }
    let face = match &args.font {
        Some(path) => Typeface::from_file(path, lang).map_err(|e| font_error(&e))?,
        None => Typeface::find(lang).map_err(|e| match e {
            FontError::NotFound => error(CommandError::NoCjkFont {
                fonts: &DEFAULT_FONTS.join(", "),
            }),
            e => font_error(&e),
        })?,
    };
    for word in &words {
        face.check(word).map_err(|e| font_error(&e))?;
    }
    Ok(Some(face))
}

/// Each puzzle's caption in `lang`, `Hard · ER 3.8`, or `unrated` when the rating gives
/// up within `timeout` or the techniques cannot finish the puzzle; rated on every core.
/// Puzzles of other sizes, whose ratings are shudu's own for the size, have no caption.
fn rate_all(
    puzzles: &[Proper],
    timeout: Duration,
    lang: shudu::words::Lang,
) -> Vec<Option<String>> {
    let next = AtomicUsize::new(0);
    let threads = thread::available_parallelism().map_or(1, |n| n.get());
    let mut captions: Vec<Option<String>> = vec![None; puzzles.len()];
    let rated: Vec<Vec<(usize, String)>> = thread::scope(|scope| {
        let workers: Vec<_> = (0..threads.min(puzzles.len()))
            .map(|_| {
                scope.spawn(|| {
                    let mut done = Vec::new();
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        let Some(puzzle) = puzzles.get(i) else {
                            return done;
                        };
                        if puzzle.puzzle.size() != 9 {
                            continue;
                        }
                        let budget = Budget::within(timeout);
                        let er = puzzle.puzzle.rate(&budget).ok().map(|rated| rated.er);
                        let caption = rating_caption(lang, er);
                        done.push((i, caption));
                    }
                })
            })
            .collect();
        workers
            .into_iter()
            .map(|w| {
                w.join()
                    .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
            })
            .collect()
    });
    for (i, caption) in rated.into_iter().flatten() {
        captions[i] = Some(caption);
    }
    captions
}

/// Where the book goes: `-o`, or standard output when it is redirected to a file or a
/// pipe (`shudu print x.txt > book.pdf`). A PDF is refused a name with another
/// extension (`book.svg`), SVG files a name that is one file's, and either an input's
/// name.
fn output_path(args: &PrintArgs) -> anyhow::Result<PathBuf> {
    let path = match &args.output {
        Some(path) => path.clone(),
        None if args.to == PrintForm::Pdf && !std::io::stdout().is_terminal() => PathBuf::from("-"),
        None if args.to == PrintForm::Pdf => return Err(error(CommandError::PdfToTerminal)),
        None => return Err(error(CommandError::SvgWantsDirectory)),
    };
    let extension = path.extension().map(|e| e.to_string_lossy().to_lowercase());
    match (args.to, extension.as_deref()) {
        (PrintForm::Pdf, Some(ext)) if ext != "pdf" => {
            return Err(error(CommandError::PdfWantsPdfName {
                output: &path.display().to_string(),
            }));
        }
        (PrintForm::Svg, Some("svg")) => {
            return Err(error(CommandError::SvgToOneFile {
                output: &path.display().to_string(),
            }));
        }
        _ => {}
    }
    if path != Path::new("-") {
        let inputs: Vec<&str> = args.inputs.iter().map(String::as_str).collect();
        crate::output::refuse_input(&path, "-o", &inputs)?;
    }
    Ok(path)
}

/// What was written: a PDF (its pages, bytes and file, `None` for standard output) or
/// SVG files (how many, and their directory).
enum Wrote {
    Pdf {
        pages: usize,
        bytes: usize,
        to: Option<String>,
    },
    Svg {
        files: usize,
        to: String,
    },
}

/// Writes the book as one PDF file (standard output for `-`); says what was written.
fn write_pdf(book: &Book, path: &Path, stdout: &mut dyn Write) -> anyhow::Result<Wrote> {
    let pages = book.pages();
    let pdf = to_pdf(&pages, book.title()).map_err(|e| font_error(&e))?;
    let (pages, bytes) = (pages.len(), pdf.len());
    if path == Path::new("-") {
        stdout.write_all(&pdf)?;
        stdout.flush()?;
        return Ok(Wrote::Pdf {
            pages,
            bytes,
            to: None,
        });
    }
    let (mut file, pending) = crate::output::create(path)?;
    file.write_all(&pdf).map_err(|e| cannot_write(path, &e))?;
    drop(file);
    pending.commit()?;
    Ok(Wrote::Pdf {
        pages,
        bytes,
        to: Some(path.display().to_string()),
    })
}

/// Writes `puzzle-001.svg` (and `answer-001.svg`) per puzzle into the directory `dir`,
/// numbered with at least three digits so the files sort in order.
fn write_svgs(book: &Book, dir: &Path) -> anyhow::Result<Wrote> {
    if dir == Path::new("-") {
        return Err(error(CommandError::SvgNotToStandardOutput));
    }
    fs::create_dir_all(dir).map_err(|e| {
        error(CommandError::CannotCreate {
            file: &dir.display().to_string(),
            error: &e,
        })
    })?;
    let digits = book.puzzles().len().to_string().len().max(3);
    let mut files = 0;
    for puzzle in book.puzzles() {
        let n = puzzle.number;
        let mut write = |kind: &str, svg: String| -> anyhow::Result<()> {
            let path = dir.join(format!("{kind}-{n:0digits$}.svg"));
            fs::write(&path, svg).map_err(|e| cannot_write(&path, &e))?;
            files += 1;
            Ok(())
        };
        write("puzzle", book.standalone(puzzle).to_svg())?;
        if let Some(answer) = book.standalone_answer(puzzle) {
            write("answer", answer.to_svg())?;
        }
    }
    Ok(Wrote::Svg {
        files,
        to: dir.display().to_string(),
    })
}

/// Why the file `path` cannot be written.
fn cannot_write(path: &Path, e: &io::Error) -> anyhow::Error {
    error(CommandError::CannotWrite {
        to: Output::File(&path.display().to_string()),
        error: e,
    })
}

/// A font's trouble in the run's language.
fn font_error(error: &FontError) -> anyhow::Error {
    anyhow::Error::msg(error.words_in(crate::cli::lang()))
}
