//! A batch's words: a status slug as a person reads it, and the closing summary
//! (`1 solved, 1 error: 2 puzzles in 3.1 ms (645 puzzles/s)`) that a command writes to
//! standard error. Records keep the English slugs; only these words follow the language.
//!
//! Read next: `locales/en/batch.ftl`.

use std::time::Duration;

use super::catalogue::has;
use super::{Lang, say};

/// What a batch counts.
///
/// ```
/// use shudu::words::{Lang, Noun};
/// assert_eq!(Noun::Puzzle.counted_in(Lang::En, 2), "puzzles");
/// assert_eq!(Noun::Puzzle.counted_in(Lang::ZhHans, 2), "道谜题");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Noun {
    /// Puzzles (every command but `scan`).
    Puzzle,
    /// Images (`scan`).
    Image,
}

impl Noun {
    /// The noun for `count` of them, in `lang` (`puzzle`, `puzzles`, `道谜题`).
    pub fn counted_in(self, lang: Lang, count: u64) -> String {
        match self {
            Noun::Puzzle => say!(lang, "noun-puzzle", count = count),
            Noun::Image => say!(lang, "noun-image", count = count),
        }
    }
}

/// A status slug (`solved`, `gave-up`, `not proven minimal`, a level's name) in
/// `lang`'s words; a slug the catalogue does not know is given back as it is.
///
/// ```
/// use shudu::words::{Lang, status_in};
/// assert_eq!(status_in(Lang::ZhHans, "multiple"), "多解");
/// assert_eq!(status_in(Lang::ZhHant, "hard"), "困難");
/// assert_eq!(status_in(Lang::En, "gave-up"), "gave up");
/// ```
pub fn status_in(lang: Lang, slug: &str) -> String {
    // A level's slug is its English status word; other languages name the level.
    if let Some(level) = crate::logic::Level::from_name(slug) {
        return match lang {
            Lang::En => slug.to_owned(),
            Lang::ZhHans | Lang::ZhHant => level.name_in(lang),
        };
    }
    let id = format!("status-{}", slug.replace(' ', "-"));
    if has(&id) {
        super::message(lang, &id, &fluent_bundle::FluentArgs::new())
    } else {
        slug.to_owned()
    }
}

/// The closing line of a batch: each status counted (in the order given), then the
/// total, the time taken and the rate.
///
/// ```
/// use std::time::Duration;
/// use shudu::words::{Lang, Noun, summary_in};
/// let counts = [("solved", 48), ("invalid", 2)];
/// let took = Duration::from_millis(2);
/// assert_eq!(
///     summary_in(Lang::En, &counts, 50, Noun::Puzzle, took),
///     "48 solved, 2 invalid: 50 puzzles in 2.00 ms (25,000 puzzles/s)"
/// );
/// assert_eq!(
///     summary_in(Lang::ZhHans, &counts, 50, Noun::Puzzle, took),
///     "已解 48，无效 2：共 50 道谜题，用时 2.00 ms（每秒 25,000 道谜题）"
/// );
/// ```
pub fn summary_in(
    lang: Lang,
    counts: &[(&str, u64)],
    total: u64,
    noun: Noun,
    elapsed: Duration,
) -> String {
    let secs = elapsed.as_secs_f64();
    let rate = if secs > 0.0 { total as f64 / secs } else { 0.0 };
    let all = say!(
        lang,
        "summary-all",
        total = total,
        noun = noun.counted_in(lang, total),
        elapsed = human_duration(elapsed),
        rate = human_rate(rate),
        nouns = noun.counted_in(lang, 2)
    );
    if counts.is_empty() {
        return all;
    }
    let counted = counts
        .iter()
        .map(|&(status, count)| {
            let status = status_in(lang, status);
            say!(lang, "summary-count", count = count, status = status)
        })
        .reduce(|head, next| say!(lang, "summary-more", head = head, next = next))
        .unwrap_or_default();
    say!(lang, "summary-counts", counts = counted, all = all)
}

/// A progress line's template for `indicatif`: `position`, `rate` and `elapsed` are
/// the template's own keys (`{human_pos}`, …), put where `lang` puts them.
///
/// ```
/// use shudu::words::{Lang, Noun, progress_in};
/// assert_eq!(progress_in(Lang::En, Noun::Puzzle, "{p}", "{r}", "{e}"), "{p} puzzles  {r}  {e}");
/// ```
pub fn progress_in(lang: Lang, noun: Noun, position: &str, rate: &str, elapsed: &str) -> String {
    say!(
        lang,
        "progress",
        position = position,
        nouns = noun.counted_in(lang, 2),
        rate = rate,
        elapsed = elapsed
    )
}

/// Where an entry is, as headings name it: its label (with its line) or its line.
///
/// ```
/// use shudu::words::{Lang, place_in};
/// assert_eq!(place_in(Lang::En, Some("Grid 01"), 1), "Grid 01 (line 1)");
/// assert_eq!(place_in(Lang::ZhHans, None, 3), "第 3 行");
/// ```
pub fn place_in(lang: Lang, label: Option<&str>, line: usize) -> String {
    match label {
        Some(label) => say!(lang, "place-labelled", label = label, line = line),
        None => say!(lang, "place-line", line = line),
    }
}

/// An entry's heading: where it is ([`place_in`]), its rules when they are not the
/// classic ones, and its title (a status in words, a rating).
///
/// ```
/// use shudu::words::{Lang, heading_in, place_in};
/// let place = place_in(Lang::ZhHant, None, 3);
/// assert_eq!(heading_in(Lang::ZhHant, &place, None, "無效"), "第 3 行：無效");
/// assert_eq!(heading_in(Lang::En, "line 2", Some("6×6"), "solved"), "line 2 [6×6]: solved");
/// ```
pub fn heading_in(lang: Lang, place: &str, rules: Option<&str>, title: &str) -> String {
    match rules {
        None => say!(lang, "heading", place = place, title = title),
        Some(rules) => say!(
            lang,
            "heading-rules",
            place = place,
            rules = rules,
            title = title
        ),
    }
}

/// A note that an entry repeats an earlier one (`dedupe`'s report).
///
/// ```
/// use shudu::words::{Lang, duplicate_in};
/// assert_eq!(duplicate_in(Lang::En, "line 4", "line 1"), "line 4: duplicate of line 1");
/// ```
pub fn duplicate_in(lang: Lang, place: &str, first: &str) -> String {
    say!(lang, "duplicate-of", place = place, first = first)
}

/// A generated puzzle's heading: its number (from 1), its clues and its rating in words.
///
/// ```
/// use shudu::words::{Lang, generated_heading_in};
/// assert_eq!(generated_heading_in(Lang::En, 1, 24, None), "puzzle 1 (24 clues)");
/// assert_eq!(generated_heading_in(Lang::ZhHans, 2, 23, Some("ER 2.6")), "谜题 2（23 个提示数，ER 2.6）");
/// ```
pub fn generated_heading_in(lang: Lang, number: u64, clues: usize, rating: Option<&str>) -> String {
    match rating {
        None => say!(lang, "generated-heading", index = number, clues = clues),
        Some(rating) => say!(
            lang,
            "generated-heading-rated",
            index = number,
            clues = clues,
            rating = rating
        ),
    }
}

/// The seed a random run used, and how to make the same run again.
///
/// ```
/// use shudu::words::{Lang, Seeded, seed_note_in};
/// assert_eq!(
///     seed_note_in(Lang::En, Seeded::Puzzles, 7),
///     "seed 7 (pass --seed 7 to generate these puzzles again)"
/// );
/// ```
pub fn seed_note_in(lang: Lang, seeded: Seeded, seed: u64) -> String {
    // The seed as text: Fluent's numbers are floating point, which would round a
    // 64-bit seed.
    let seed = seed.to_string();
    match seeded {
        Seeded::Puzzles => say!(lang, "seed-note", seed = seed),
        Seeded::Disguises => say!(lang, "seed-note-transform", seed = seed),
    }
}

/// What a seed made: generated puzzles or disguises of given ones.
///
/// ```
/// use shudu::words::{Lang, Seeded, seed_note_in};
/// let note = seed_note_in(Lang::ZhHans, Seeded::Disguises, 42);
/// assert_eq!(note, "种子 42（用 --seed 42 可再做出同样的变换）");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Seeded {
    /// `generate`'s puzzles.
    Puzzles,
    /// `transform`'s random disguises.
    Disguises,
}

/// Short fixed words of a batch's output.
///
/// ```
/// use shudu::words::{Lang, Note};
/// assert_eq!(Note::NoPathNotUnique.words_in(Lang::ZhHans), "不唯一：没有逻辑解法");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Note {
    /// Why a puzzle with several solutions gets no path.
    NoPathNotUnique,
    /// Why a puzzle without a solution gets no path.
    NoPathNoSolution,
    /// The heading above a generated puzzle's solution.
    SolutionHeading,
    /// Said when puzzles are read from a terminal's standard input.
    ReadingStandardInput,
    /// Why an unsolvable puzzle has no solution, on every board.
    NoCompletion,
}

impl Note {
    /// The words in `lang`.
    pub fn words_in(self, lang: Lang) -> String {
        match self {
            Note::NoPathNotUnique => say!(lang, "no-path-not-unique"),
            Note::NoPathNoSolution => say!(lang, "no-path-no-solution"),
            Note::SolutionHeading => say!(lang, "solution-heading"),
            Note::ReadingStandardInput => say!(lang, "reading-standard-input"),
            Note::NoCompletion => say!(lang, "no-completion"),
        }
    }
}

/// What a run that continues its output file (`--resume`) says on standard error.
///
/// ```
/// use shudu::words::{Lang, RunNote};
/// let note = RunNote::Resuming { file: "r.jsonl", records: 1 };
/// assert_eq!(note.words_in(Lang::En), "continuing r.jsonl after its 1 record");
/// let done = RunNote::Complete { file: "r.jsonl", records: 40 };
/// assert_eq!(done.words_in(Lang::ZhHans), "r.jsonl 已经完成（40 条记录）：无需再做");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum RunNote<'a> {
    /// The file holds `records` records of an interrupted run; the rest follow them.
    Resuming {
        /// The output file.
        file: &'a str,
        /// Records already in it.
        records: u64,
    },
    /// The file ends with its run's summary: there is nothing left to do.
    Complete {
        /// The output file.
        file: &'a str,
        /// Records in it.
        records: u64,
    },
}

impl RunNote<'_> {
    /// The words in `lang`.
    pub fn words_in(self, lang: Lang) -> String {
        match self {
            RunNote::Resuming { file, records } => {
                say!(lang, "run-resuming", file = file, records = records)
            }
            RunNote::Complete { file, records } => {
                say!(lang, "run-complete", file = file, records = records)
            }
        }
    }
}

/// What `print` wrote, for its closing line ([`printed_in`]).
///
/// ```
/// use shudu::words::{Lang, Printed, printed_in};
/// let pdf = Printed::Pdf { pages: 2, bytes: 11773, to: Some("book.pdf") };
/// assert_eq!(printed_in(Lang::En, 4, &pdf, 0.16), "printed 4 puzzles: 2 pages, 11773 bytes to book.pdf in 0.16 s");
/// assert_eq!(printed_in(Lang::ZhHans, 4, &pdf, 0.16), "已打印 4 道谜题：2 页，11773 字节，写入 book.pdf，用时 0.16 秒");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Printed<'a> {
    /// One PDF: its pages and bytes, and its file (`None`: standard output).
    Pdf {
        /// Pages written.
        pages: usize,
        /// Bytes written.
        bytes: usize,
        /// The file written, or `None` for standard output.
        to: Option<&'a str>,
    },
    /// SVG files, one per puzzle and answer, in a directory.
    Svg {
        /// Files written.
        files: usize,
        /// The directory.
        to: &'a str,
    },
}

/// `print`'s closing line: how many puzzles, what was written, and how long it took.
pub fn printed_in(lang: Lang, count: usize, printed: &Printed<'_>, seconds: f64) -> String {
    let what = match *printed {
        Printed::Pdf { pages, bytes, to } => {
            let to = to.map_or_else(|| say!(lang, "standard-output"), str::to_owned);
            // Sizes as text: Fluent's numbers would group their thousands.
            say!(
                lang,
                "printed-pdf",
                pages = pages,
                bytes = bytes.to_string(),
                to = to
            )
        }
        Printed::Svg { files, to } => say!(lang, "printed-svg", files = files, to = to),
    };
    say!(
        lang,
        "printed",
        count = count,
        what = what,
        seconds = format!("{seconds:.2}")
    )
}

/// Why `print` printed nothing: `count` entries cannot be printed.
///
/// ```
/// use shudu::words::{Lang, print_refused_in};
/// assert_eq!(print_refused_in(Lang::En, 2), "nothing printed: 2 entries cannot be printed");
/// ```
pub fn print_refused_in(lang: Lang, count: usize) -> String {
    say!(lang, "print-refused", count = count)
}

/// The lines `serve` opens with.
///
/// ```
/// use shudu::words::{Lang, Served};
/// assert_eq!(Served::At("http://127.0.0.1:8080/").words_in(Lang::En), "shudu serves the page at http://127.0.0.1:8080/");
/// assert_eq!(Served::Stop.words_in(Lang::ZhHant), "按 Ctrl-C 停止。");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Served<'a> {
    /// Where the page is served on this machine.
    At(&'a str),
    /// No network address was found for `--lan`.
    NoNetwork,
    /// An address on the local network.
    Network(&'a str),
    /// How to stop the server.
    Stop,
}

impl Served<'_> {
    /// The line in `lang`.
    pub fn words_in(self, lang: Lang) -> String {
        match self {
            Served::At(url) => say!(lang, "serve-at", url = url),
            Served::NoNetwork => say!(lang, "serve-no-network"),
            Served::Network(url) => say!(lang, "serve-network", url = url),
            Served::Stop => say!(lang, "serve-stop"),
        }
    }
}

fn human_duration(d: Duration) -> String {
    let s = d.as_secs_f64();
    if s >= 1.0 {
        format!("{s:.2} s")
    } else if s >= 1e-3 {
        format!("{:.2} ms", s * 1e3)
    } else {
        format!("{:.0} µs", s * 1e6)
    }
}

/// A rate per second: whole numbers grouped by thousands, one decimal below 10 (a slow
/// batch of hard puzzles reads "0.5 puzzles/s", not "0 puzzles/s").
fn human_rate(rate: f64) -> String {
    if rate < 9.95 {
        format!("{rate:.1}")
    } else {
        group_thousands(rate.round() as u64)
    }
}

fn group_thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, ch) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(ch);
    }
    out
}

/// The heading `shudu daily` writes before the day's puzzles.
///
/// ```
/// use shudu::words::{Lang, daily_heading_in};
/// assert_eq!(daily_heading_in(Lang::ZhHans, "2026-11-28"), "2026-11-28 的每日谜题（在任何机器上都相同）");
/// ```
pub fn daily_heading_in(lang: Lang, date: &str) -> String {
    say!(lang, "daily-heading", date = date)
}

/// What `shudu daily --level NAME` says when no daily puzzle has that level; `known`
/// lists the levels.
///
/// ```
/// use shudu::words::{Lang, daily_level_unknown_in};
/// assert_eq!(daily_level_unknown_in(Lang::En, "x", "easy, hard"), "no daily puzzle is called “x”; the levels are easy, hard");
/// ```
pub fn daily_level_unknown_in(lang: Lang, name: &str, known: &str) -> String {
    say!(lang, "daily-level-unknown", name = name, known = known)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_status_a_command_counts_has_words() {
        for slug in [
            "solved",
            "explained",
            "multiple",
            "unsolvable",
            "no-solution",
            "invalid",
            "error",
            "unique",
            "minimal",
            "beyond",
            "gave-up",
            "unsupported",
            "stuck",
            "mistake",
            "mistakes",
            "clashes",
            "hint",
            "correct-so-far",
            "unchecked",
            "converted",
            "canonical",
            "transformed",
            "kept",
            "duplicate",
            "generated",
            "not proven minimal",
            "failed",
        ] {
            for lang in Lang::ALL {
                let words = status_in(lang, slug);
                assert!(
                    words != slug || lang == Lang::En,
                    "{slug} in {}",
                    lang.tag()
                );
            }
        }
    }

    #[test]
    fn rates_group_their_thousands() {
        assert_eq!(group_thousands(1234567), "1,234,567");
        assert_eq!(human_rate(0.54), "0.5");
        assert_eq!(human_rate(25_000.4), "25,000");
    }

    #[test]
    fn a_summary_without_counts_is_the_total() {
        let line = summary_in(Lang::ZhHant, &[], 1, Noun::Image, Duration::from_secs(2));
        assert_eq!(line, "共 1 張圖片，用時 2.00 s（每秒 0.5 張圖片）");
        let line = summary_in(Lang::En, &[], 1, Noun::Image, Duration::from_secs(2));
        assert_eq!(line, "1 image in 2.00 s (0.5 images/s)");
    }
}
