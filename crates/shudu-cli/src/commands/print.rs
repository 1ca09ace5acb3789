//! `shudu print`: puzzles as a PDF booklet (numbered, several to a page, answers at the
//! back) or as one SVG file per puzzle and per answer. The layout and both file formats
//! are the library's (`shudu::render`); this file reads the puzzles, solves and rates
//! them, and writes the files.
//!
//! A book is all or nothing: an entry that cannot be read, or a puzzle without exactly
//! one solution (a printed puzzle must have one, and its answer is that solution), is
//! named with its file and line on standard error, and nothing is written.

use std::fs;
use std::io::Write;
use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::thread;
use std::time::{Duration, Instant};

use anyhow::{Context, bail};
use shudu::logic::{Budget, Level, rate_within};
use shudu::render::{Book, BookPuzzle, Diagram, Paper, PerPage, to_pdf};
use shudu::{Grid, Outcome, Solver};

use crate::batch::Summary;
use crate::cli::{AnswersArg, PaperArg, PrintArgs, PrintForm};
use crate::input;
use crate::render::text_line;

/// A puzzle read, with its one solution.
struct Proper {
    grid: Grid,
    solution: Grid,
}

pub fn run(args: &PrintArgs, stdout: &mut dyn Write) -> anyhow::Result<Summary> {
    let started = Instant::now();
    let (puzzles, errors) = read(args)?;
    if !errors.is_empty() {
        for error in &errors {
            eprint!("{}", text_line("error", error));
        }
        let n = errors.len();
        let entries = if n == 1 { "entry" } else { "entries" };
        eprintln!("shudu: nothing printed: {n} {entries} cannot be printed");
        return Ok(Summary { failed: true });
    }
    if puzzles.is_empty() {
        bail!("no puzzle to print");
    }
    let captions = if args.rating {
        rate_all(&puzzles, Duration::from_secs_f64(args.rating_timeout))
    } else {
        vec![None; puzzles.len()]
    };
    let paper = match args.paper {
        PaperArg::A4 => Paper::A4,
        PaperArg::Letter => Paper::Letter,
        PaperArg::A5 => Paper::A5,
    };
    let per_page = PerPage::from_count(args.per_page)
        .with_context(|| format!("cannot put {} puzzles on a page", args.per_page))?;
    let mut book = Book::new(paper, per_page);
    if let Some(title) = &args.title {
        book = book.with_title(title.clone());
    }
    for (i, (puzzle, caption)) in puzzles.iter().zip(captions).enumerate() {
        book.push(BookPuzzle {
            number: i + 1,
            caption,
            board: if args.worksheet {
                Diagram::worksheet(&puzzle.grid)
            } else {
                Diagram::puzzle(&puzzle.grid)
            },
            answer: (args.answers == AnswersArg::End)
                .then(|| Diagram::solution(&puzzle.grid, &puzzle.solution)),
        });
    }
    let wrote = match args.to {
        PrintForm::Pdf => write_pdf(&book, &args.output, stdout)?,
        PrintForm::Svg => write_svgs(&book, &args.output)?,
    };
    if !args.quiet {
        let plural = if puzzles.len() == 1 { "" } else { "s" };
        eprintln!(
            "printed {} puzzle{plural}: {wrote} in {:.2} s",
            puzzles.len(),
            started.elapsed().as_secs_f64()
        );
    }
    Ok(Summary { failed: false })
}

/// Every puzzle of the inputs with its solution, and what is wrong with every entry that
/// cannot be printed (`file:line: …`).
fn read(args: &PrintArgs) -> anyhow::Result<(Vec<Proper>, Vec<String>)> {
    let solver = Solver::new();
    let mut puzzles = Vec::new();
    let mut errors = Vec::new();
    let (sources, items) = input::open_named(&args.inputs, args.format)?;
    for (input, item) in items {
        let source = &sources[input as usize];
        let entry = match item {
            Ok(entry) => entry,
            Err(err) => {
                errors.push(err.to_string());
                continue;
            }
        };
        let at = format!("{source}:{}", entry.line);
        match solver.solve(&entry.grid) {
            Outcome::Unique(solution) => puzzles.push(Proper {
                grid: entry.grid,
                solution,
            }),
            Outcome::Multiple(..) => errors.push(format!(
                "{at}: the puzzle has several solutions; a printed puzzle needs exactly one"
            )),
            Outcome::Unsolvable => errors.push(format!("{at}: the puzzle has no solution")),
            Outcome::Invalid(conflicts) => {
                let list = crate::render::texts(&conflicts);
                errors.push(format!("{at}: {}", list.join("; ")));
            }
        }
    }
    Ok((puzzles, errors))
}

/// Each puzzle's caption, `Hard · ER 3.8`, or `unrated` when the rating gives up within
/// `timeout` or the techniques cannot finish the puzzle; rated on every core.
fn rate_all(puzzles: &[Proper], timeout: Duration) -> Vec<Option<String>> {
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
                        let caption = match rate_within(&puzzle.grid, &Budget::within(timeout)) {
                            Ok(r) => format!(
                                "{} \u{b7} ER {}",
                                Level::for_er(r.er),
                                shudu::logic::Tenths(r.er)
                            ),
                            Err(_) => "unrated".to_owned(),
                        };
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

/// Writes the book as one PDF file (standard output for `-`); says what was written.
fn write_pdf(book: &Book, path: &Path, stdout: &mut dyn Write) -> anyhow::Result<String> {
    let pages = book.pages();
    let pdf = to_pdf(&pages, book.title());
    let what = format!("{} pages, {} bytes", pages.len(), pdf.len());
    if path == Path::new("-") {
        stdout.write_all(&pdf)?;
        stdout.flush()?;
        return Ok(format!("{what} to standard output"));
    }
    fs::write(path, &pdf).with_context(|| format!("cannot write {}", path.display()))?;
    Ok(format!("{what} to {}", path.display()))
}

/// Writes `puzzle-001.svg` (and `answer-001.svg`) per puzzle into the directory `dir`,
/// numbered with at least three digits so the files sort in order.
fn write_svgs(book: &Book, dir: &Path) -> anyhow::Result<String> {
    if dir == Path::new("-") {
        bail!("--to svg writes one file per puzzle: give a directory with -o, not '-'");
    }
    fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
    let digits = book.puzzles().len().to_string().len().max(3);
    let mut files = 0;
    for puzzle in book.puzzles() {
        let n = puzzle.number;
        let mut write = |kind: &str, svg: String| -> anyhow::Result<()> {
            let path = dir.join(format!("{kind}-{n:0digits$}.svg"));
            fs::write(&path, svg).with_context(|| format!("cannot write {}", path.display()))?;
            files += 1;
            Ok(())
        };
        write("puzzle", puzzle.to_drawing().to_svg())?;
        if let Some(answer) = puzzle.answer_drawing() {
            write("answer", answer.to_svg())?;
        }
    }
    Ok(format!("{files} SVG files in {}", dir.display()))
}
