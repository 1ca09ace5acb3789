//! The command line's own errors in words: why a `shudu` command stops before its work (an
//! option it cannot take, a file it cannot open, create or write, a server it cannot
//! start), as [`CommandError`]; where it writes ([`Output`]); and what the operating
//! system said, worded here, in one place, for every error that carries it. A library
//! error inside one (a variant rule's, a pattern's) is worded by its own `words_in` and
//! passed in as text.
//!
//! Read next: `locales/en/errors-cli.ftl`.

use std::io;

use super::{Lang, say};

/// Why a command of the `shudu` command line stops, in words ([`CommandError::words_in`]).
/// Option names (`--level`), file names and the values typed keep their form in every
/// language; an error the operating system gave is worded by its kind when it is a
/// common one (no such file, permission denied, …), else in the system's own words.
///
/// ```
/// use shudu::words::{CommandError, Lang};
/// let missing = std::io::Error::from_raw_os_error(2); // ENOENT on Unix
/// let error = CommandError::CannotOpen { file: "x.txt", error: &missing };
/// # #[cfg(unix)]
/// assert_eq!(error.words_in(Lang::En), "cannot open x.txt: No such file or directory");
/// # #[cfg(unix)]
/// assert_eq!(error.words_in(Lang::ZhHans), "无法打开 x.txt：没有这个文件或目录");
/// let level = CommandError::UnknownLevel { name: "nonsense", known: "easy, hard" };
/// assert_eq!(
///     level.words_in(Lang::En),
///     "--level: unknown level \"nonsense\"; expected one of: easy, hard"
/// );
/// assert_eq!(level.words_in(Lang::ZhHant), "--level：不認識的難度\"nonsense\"；可用的有：easy, hard");
/// ```
#[derive(Clone, Copy, Debug)]
#[non_exhaustive]
pub enum CommandError<'a> {
    /// `-` named twice among the inputs.
    StandardInputTwice,
    /// A file that cannot be opened.
    CannotOpen {
        /// The file, as given.
        file: &'a str,
        /// What the system said.
        error: &'a io::Error,
    },
    /// A file or input that cannot be read (`<stdin>` too).
    CannotRead {
        /// The file or input, as errors name it.
        file: &'a str,
        /// What the system said.
        error: &'a io::Error,
    },
    /// An input that exists but is no file (a directory).
    NotAFile {
        /// The input, as given.
        file: &'a str,
    },
    /// An input that is no file and too short to be a puzzle typed as an argument.
    NoSuchFileOrPuzzle {
        /// The input, as given.
        file: &'a str,
    },
    /// An output file that cannot be created.
    CannotCreate {
        /// The file, as given.
        file: &'a str,
        /// What the system said.
        error: &'a io::Error,
    },
    /// An output path with no file name (`..`, `/`).
    NotAFileName {
        /// The path, as given.
        file: &'a str,
    },
    /// An output that cannot be written.
    CannotWrite {
        /// Where the output goes.
        to: Output<'a>,
        /// What the system said.
        error: &'a io::Error,
    },
    /// `dedupe`'s report that cannot be written.
    CannotWriteReport {
        /// Where the report goes.
        to: Output<'a>,
        /// What the system said.
        error: &'a io::Error,
    },
    /// An output that is one of the command's inputs, which writing it would destroy.
    OutputIsInput {
        /// The option naming the output (`-o`, `--report`).
        option: &'a str,
        /// The output, as given.
        output: &'a str,
        /// The input it is.
        input: &'a str,
    },
    /// `--resume` without `-o FILE`: there is no file to continue.
    ResumeWithoutOutput,
    /// `--resume` or `--header` on text output, which has no records to continue or head.
    RunRecordsWantJson {
        /// The option (`--resume`, `--header`).
        option: &'a str,
    },
    /// `--resume` onto a file another run made: the field of its header that differs.
    ResumeOtherRun {
        /// The output file.
        file: &'a str,
        /// The header's field (`command`, `arguments`, `inputs`, `shard`, `shudu`).
        field: &'a str,
        /// Its value in the file.
        was: &'a str,
        /// Its value for this run.
        now: &'a str,
    },
    /// `--resume` onto a file with a complete line that is not a JSON record.
    ResumeNotARecord {
        /// The output file.
        file: &'a str,
        /// The line, from 1.
        line: u64,
    },
    /// `--shard` or `--resume` for a command whose answer for one entry depends on every
    /// entry before it (`dedupe`).
    NotSplittable {
        /// The option.
        option: &'a str,
        /// The command.
        command: &'a str,
    },
    /// `merge`: a file whose first line is no header naming its shard.
    MergeNoShard {
        /// The file.
        file: &'a str,
    },
    /// `merge`: a shard whose run has not finished (no summary record).
    MergeIncomplete {
        /// The file.
        file: &'a str,
    },
    /// `merge`: two files made by different runs.
    MergeOtherRun {
        /// The file.
        file: &'a str,
        /// The first file, whose run the others must share.
        first: &'a str,
        /// The header's field that differs.
        field: &'a str,
    },
    /// `merge`: a shard none of the files holds.
    MergeMissing {
        /// K.
        shard: u64,
        /// N.
        count: u64,
    },
    /// `merge`: a shard two files hold.
    MergeTwice {
        /// The shard, `K/N`.
        shard: &'a str,
        /// One file.
        one: &'a str,
        /// The other.
        other: &'a str,
    },
    /// `merge`: a shard with more or fewer records than its share of the entries.
    MergeShort {
        /// The file.
        file: &'a str,
        /// Records in it.
        found: u64,
        /// Records its share holds.
        expected: u64,
    },
    /// A command this build leaves out, and how to build it in.
    Unbuilt(Feature),
    /// An option's value that the library refused, with the library's words: `--size`,
    /// `--variant`, `--swap-rows 3,4`.
    InOption {
        /// The option, with its value where that says more.
        option: &'a str,
        /// Why, already in words.
        why: &'a str,
    },
    /// `--level` names no level.
    UnknownLevel {
        /// The name given.
        name: &'a str,
        /// The levels' names, as a list.
        known: &'a str,
    },
    /// `--rating` is no ER range.
    RatingRange {
        /// The text given.
        found: &'a str,
    },
    /// `--require` names no technique.
    UnknownTechnique {
        /// The name given.
        name: &'a str,
        /// The techniques' names, as a list.
        known: &'a str,
    },
    /// `--pattern`'s file that cannot be read.
    PatternUnreadable {
        /// The file, as given.
        file: &'a str,
        /// What the system said.
        error: &'a io::Error,
    },
    /// `--pattern`'s file that holds no pattern.
    PatternInFile {
        /// The file, as given.
        file: &'a str,
        /// Why, already in words.
        why: &'a str,
    },
    /// `--pattern` names something that exists but is no file.
    PatternNotAFile {
        /// The name, as given.
        file: &'a str,
    },
    /// `--pattern` is no file, and as a mask not a pattern either.
    PatternNoSuchFile {
        /// The name, as given.
        file: &'a str,
        /// Why it is no pattern as a mask, already in words.
        why: &'a str,
    },
    /// `generate` given a number as an argument (`shudu generate 5`).
    StrayNumber {
        /// The argument, as given.
        argument: &'a str,
    },
    /// `generate` given another argument.
    StrayArgument {
        /// The argument, as given.
        argument: &'a str,
    },
    /// `check --explain` given more than one input: it judges one position.
    OnePosition {
        /// How many inputs were given.
        found: usize,
    },
    /// `--symbols hex` for a board with digits above 16.
    HexTooSmall {
        /// The board's side (its largest digit).
        size: usize,
    },
    /// An option defined only for classic 9×9 puzzles, on other rules.
    NotForTheseRules {
        /// The option (`--level`).
        option: &'a str,
        /// The rules, in words.
        rules: &'a str,
    },
    /// `generate --to line` for rules a line cannot carry.
    LineFormCannotCarry,
    /// `generate --pretty` with `--to`.
    PrettyAndTo {
        /// The form `--to` names.
        form: &'a str,
    },
    /// `transform` with no move.
    NoMove,
    /// `print` with no puzzle in its inputs.
    NoPuzzleToPrint,
    /// `print --per-page` with a count no page is laid out for.
    PerPage {
        /// The count given.
        count: usize,
    },
    /// `print` of a PDF to a terminal.
    PdfToTerminal,
    /// `print --to svg` with no `-o`.
    SvgWantsDirectory,
    /// `print --to svg -o -`.
    SvgNotToStandardOutput,
    /// `print -o` of a PDF to a name with another extension.
    PdfWantsPdfName {
        /// The output, as given.
        output: &'a str,
    },
    /// `print --to svg -o` to a name of one SVG file.
    SvgToOneFile {
        /// The output, as given.
        output: &'a str,
    },
    /// `print` in Chinese with none of the default fonts installed.
    NoCjkFont {
        /// The fonts looked for, as a list.
        fonts: &'a str,
    },
    /// `print` of a puzzle with several solutions.
    SeveralSolutions,
    /// `print` of a puzzle with no solution.
    NoSolution,
    /// `serve` cannot listen on its address.
    CannotListen {
        /// The address (`127.0.0.1:8080`).
        address: &'a str,
        /// What the system said.
        error: &'a io::Error,
    },
    /// `serve` cannot set up its server: a step of the setting up, and what the system
    /// said.
    Server(ServerStep, &'a io::Error),
}

/// A command a build of `shudu` may leave out ([`CommandError::Unbuilt`]).
///
/// ```
/// use shudu::words::{CommandError, Feature, Lang};
/// let words = CommandError::Unbuilt(Feature::Scan).words_in(Lang::En);
/// assert!(words.starts_with("this shudu was built without the photo scanner (the `scan` feature)"));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Feature {
    /// `shudu serve`, the web server.
    Serve,
    /// `shudu scan`, the photo scanner.
    Scan,
}

impl Feature {
    /// The feature's name, which is also its command's.
    fn name(self) -> &'static str {
        match self {
            Feature::Serve => "serve",
            Feature::Scan => "scan",
        }
    }
}

/// A step of setting up `serve`'s server ([`CommandError::Server`]).
///
/// ```
/// use shudu::words::{CommandError, Lang, ServerStep};
/// let error = std::io::Error::other("no runtime");
/// let words = CommandError::Server(ServerStep::Runtime, &error).words_in(Lang::En);
/// assert_eq!(words, "cannot start the server's runtime: no runtime");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ServerStep {
    /// Reading the address the listener was bound to.
    BoundAddress,
    /// Setting up the listener.
    Listener,
    /// Starting the runtime.
    Runtime,
    /// Handing the listener to the runtime.
    HandOver,
    /// Watching for Ctrl-C.
    CtrlC,
    /// Serving, which stopped on an error.
    Stopped,
}

/// Where a command writes: a file, standard output or standard error.
///
/// ```
/// use shudu::words::{CommandError, Lang, Output};
/// let full = std::io::Error::other("disk full");
/// let error = CommandError::CannotWrite { to: Output::StandardOutput, error: &full };
/// assert_eq!(error.words_in(Lang::En), "cannot write standard output: disk full");
/// assert_eq!(error.words_in(Lang::ZhHant), "無法寫入標準輸出：disk full");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Output<'a> {
    /// A file, as given.
    File(&'a str),
    /// Standard output.
    StandardOutput,
    /// Standard error.
    StandardError,
}

impl Output<'_> {
    /// Its name in `lang`: the file's, or the stream's in words.
    fn name_in(self, lang: Lang) -> String {
        match self {
            Output::File(file) => file.to_owned(),
            Output::StandardOutput => say!(lang, "standard-output"),
            Output::StandardError => say!(lang, "cli-standard-error"),
        }
    }
}

impl CommandError<'_> {
    /// The error in `lang`'s words.
    ///
    /// ```
    /// use shudu::words::{CommandError, Lang};
    /// let error = CommandError::InOption { option: "--size", why: "边长 7 是质数" };
    /// assert_eq!(error.words_in(Lang::ZhHans), "--size：边长 7 是质数");
    /// assert_eq!(CommandError::NoMove.words_in(Lang::En).split(':').next(), Some("no move given"));
    /// ```
    pub fn words_in(&self, lang: Lang) -> String {
        let why = |error: &io::Error| system_error_in(lang, error);
        match *self {
            CommandError::StandardInputTwice => say!(lang, "cli-stdin-twice"),
            CommandError::CannotOpen { file, error } => {
                say!(lang, "cli-cannot-open", file = file, why = why(error))
            }
            CommandError::CannotRead { file, error } => {
                say!(lang, "cli-cannot-read", file = file, why = why(error))
            }
            CommandError::NotAFile { file } => say!(lang, "cli-not-a-file", file = file),
            CommandError::NoSuchFileOrPuzzle { file } => {
                say!(lang, "cli-no-such-file-or-puzzle", file = file)
            }
            CommandError::CannotCreate { file, error } => {
                say!(lang, "cli-cannot-create", file = file, why = why(error))
            }
            CommandError::NotAFileName { file } => say!(lang, "cli-not-a-file-name", file = file),
            CommandError::CannotWrite { to, error } => say!(
                lang,
                "cli-cannot-write",
                to = to.name_in(lang),
                why = why(error)
            ),
            CommandError::CannotWriteReport { to, error } => say!(
                lang,
                "cli-cannot-write-report",
                to = to.name_in(lang),
                why = why(error)
            ),
            CommandError::OutputIsInput {
                option,
                output,
                input,
            } => say!(
                lang,
                "cli-output-is-input",
                option = option,
                output = output,
                input = input
            ),
            CommandError::ResumeWithoutOutput => say!(lang, "cli-resume-without-output"),
            CommandError::RunRecordsWantJson { option } => {
                say!(lang, "cli-run-records-want-json", option = option)
            }
            CommandError::ResumeOtherRun {
                file,
                field,
                was,
                now,
            } => say!(
                lang,
                "cli-resume-other-run",
                file = file,
                field = field,
                was = was,
                now = now
            ),
            CommandError::ResumeNotARecord { file, line } => {
                say!(lang, "cli-resume-not-a-record", file = file, line = line)
            }
            CommandError::NotSplittable { option, command } => {
                say!(
                    lang,
                    "cli-not-splittable",
                    option = option,
                    command = command
                )
            }
            CommandError::MergeNoShard { file } => say!(lang, "cli-merge-no-shard", file = file),
            CommandError::MergeIncomplete { file } => {
                say!(lang, "cli-merge-incomplete", file = file)
            }
            CommandError::MergeOtherRun { file, first, field } => say!(
                lang,
                "cli-merge-other-run",
                file = file,
                first = first,
                field = field
            ),
            CommandError::MergeMissing { shard, count } => {
                say!(lang, "cli-merge-missing", shard = shard, count = count)
            }
            CommandError::MergeTwice { shard, one, other } => say!(
                lang,
                "cli-merge-twice",
                shard = shard,
                one = one,
                other = other
            ),
            CommandError::MergeShort {
                file,
                found,
                expected,
            } => say!(
                lang,
                "cli-merge-short",
                file = file,
                found = found,
                expected = expected
            ),
            CommandError::Unbuilt(feature) => say!(lang, "cli-unbuilt", feature = feature.name()),
            CommandError::InOption { option, why } => {
                say!(lang, "cli-in-option", option = option, why = why)
            }
            CommandError::UnknownLevel { name, known } => say!(
                lang,
                "cli-unknown-level",
                name = quoted(name),
                known = known
            ),
            CommandError::RatingRange { found } => {
                say!(lang, "cli-rating-range", found = quoted(found))
            }
            CommandError::UnknownTechnique { name, known } => say!(
                lang,
                "cli-unknown-technique",
                name = quoted(name),
                known = known
            ),
            CommandError::PatternUnreadable { file, error } => {
                say!(
                    lang,
                    "cli-pattern-unreadable",
                    file = file,
                    why = why(error)
                )
            }
            CommandError::PatternInFile { file, why } => {
                say!(lang, "cli-pattern-in-file", file = file, why = why)
            }
            CommandError::PatternNotAFile { file } => {
                say!(lang, "cli-pattern-not-a-file", file = file)
            }
            CommandError::PatternNoSuchFile { file, why } => {
                say!(lang, "cli-pattern-no-such-file", file = file, why = why)
            }
            CommandError::StrayNumber { argument } => say!(
                lang,
                "cli-stray-number",
                argument = quoted(argument),
                number = argument
            ),
            CommandError::StrayArgument { argument } => {
                say!(lang, "cli-stray-argument", argument = quoted(argument))
            }
            CommandError::OnePosition { found } => {
                say!(lang, "cli-one-position", found = found)
            }
            CommandError::HexTooSmall { size } => {
                say!(lang, "cli-hex-too-small", size = size.to_string())
            }
            CommandError::NotForTheseRules { option, rules } => {
                say!(
                    lang,
                    "cli-not-for-these-rules",
                    option = option,
                    rules = rules
                )
            }
            CommandError::LineFormCannotCarry => say!(lang, "cli-line-form-cannot-carry"),
            CommandError::PrettyAndTo { form } => say!(lang, "cli-pretty-and-to", form = form),
            CommandError::NoMove => say!(lang, "cli-no-move"),
            CommandError::NoPuzzleToPrint => say!(lang, "cli-no-puzzle-to-print"),
            CommandError::PerPage { count } => {
                say!(lang, "cli-per-page", count = count.to_string())
            }
            CommandError::PdfToTerminal => say!(lang, "cli-pdf-to-terminal"),
            CommandError::SvgWantsDirectory => say!(lang, "cli-svg-wants-directory"),
            CommandError::SvgNotToStandardOutput => say!(lang, "cli-svg-not-to-standard-output"),
            CommandError::PdfWantsPdfName { output } => {
                say!(lang, "cli-pdf-wants-pdf-name", output = output)
            }
            CommandError::SvgToOneFile { output } => {
                say!(lang, "cli-svg-to-one-file", output = output)
            }
            CommandError::NoCjkFont { fonts } => say!(lang, "cli-no-cjk-font", fonts = fonts),
            CommandError::SeveralSolutions => say!(lang, "cli-several-solutions"),
            CommandError::NoSolution => say!(lang, "cli-no-solution"),
            CommandError::CannotListen { address, error } => {
                say!(
                    lang,
                    "cli-cannot-listen",
                    address = address,
                    why = why(error)
                )
            }
            CommandError::Server(step, error) => {
                let why = why(error);
                match step {
                    ServerStep::BoundAddress => say!(lang, "cli-bound-address", why = why),
                    ServerStep::Listener => say!(lang, "cli-listener-setup", why = why),
                    ServerStep::Runtime => say!(lang, "cli-runtime-start", why = why),
                    ServerStep::HandOver => say!(lang, "cli-listener-handover", why = why),
                    ServerStep::CtrlC => say!(lang, "cli-ctrl-c", why = why),
                    ServerStep::Stopped => say!(lang, "cli-server-stopped", why = why),
                }
            }
        }
    }
}

/// A value as typed, in quotes (and escaped where it holds a quote or a control
/// character), the same in every language: `"nonsense"`.
fn quoted(text: &str) -> String {
    format!("{text:?}")
}

/// What the operating system said, in `lang`: the catalogue's words for an error of a
/// common kind from the system (no such file, permission denied, a full disk), the
/// error's own text for any other (another kind, or an error with its own message, such
/// as a write error already naming its file).
///
/// ```
/// use std::io::{Error, ErrorKind};
/// use shudu::words::{Lang, system_error_in};
/// # #[cfg(unix)]
/// # {
/// let denied = Error::from_raw_os_error(13); // EACCES
/// assert_eq!(denied.kind(), ErrorKind::PermissionDenied);
/// assert_eq!(system_error_in(Lang::En, &denied), "Permission denied");
/// assert_eq!(system_error_in(Lang::ZhHant, &denied), "沒有權限");
/// # }
/// let own = Error::new(ErrorKind::NotFound, "cannot write x.txt: disk full");
/// assert_eq!(system_error_in(Lang::ZhHans, &own), "cannot write x.txt: disk full");
/// ```
pub fn system_error_in(lang: Lang, error: &io::Error) -> String {
    if error.raw_os_error().is_none() {
        return error.to_string();
    }
    match error.kind() {
        io::ErrorKind::NotFound => say!(lang, "cli-io-not-found"),
        io::ErrorKind::PermissionDenied => say!(lang, "cli-io-permission-denied"),
        io::ErrorKind::AlreadyExists => say!(lang, "cli-io-already-exists"),
        io::ErrorKind::IsADirectory => say!(lang, "cli-io-is-a-directory"),
        io::ErrorKind::NotADirectory => say!(lang, "cli-io-not-a-directory"),
        io::ErrorKind::StorageFull => say!(lang, "cli-io-storage-full"),
        io::ErrorKind::ReadOnlyFilesystem => say!(lang, "cli-io-read-only"),
        io::ErrorKind::AddrInUse => say!(lang, "cli-io-address-in-use"),
        io::ErrorKind::AddrNotAvailable => say!(lang, "cli-io-address-not-available"),
        _ => error.to_string(),
    }
}

/// `message` placed at `source` (a file name, `<stdin>`; empty for none) and `line`
/// (one-based; 0 for none) in `lang`: `FILE:LINE: message`, the form every reader's
/// error takes, for a command that words an entry's trouble itself.
///
/// ```
/// use shudu::words::{Lang, located_in};
/// assert_eq!(located_in(Lang::En, "x.txt", 3, "no solution"), "x.txt:3: no solution");
/// assert_eq!(located_in(Lang::ZhHans, "x.txt", 0, "无解"), "x.txt: 无解");
/// ```
pub fn located_in(lang: Lang, source: &str, line: usize, message: &str) -> String {
    crate::parse::located(lang, source, line, message.to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every error reads in every language, and in English as the command line always
    /// wrote it.
    #[test]
    fn every_error_reads_in_every_language() {
        let other = io::Error::other("boom");
        let errors = [
            CommandError::StandardInputTwice,
            CommandError::NotAFile { file: "dir" },
            CommandError::Unbuilt(Feature::Serve),
            CommandError::RatingRange { found: "x" },
            CommandError::StrayNumber { argument: "5" },
            CommandError::HexTooSmall { size: 25 },
            CommandError::OnePosition { found: 2 },
            CommandError::PerPage { count: 3 },
            CommandError::Server(ServerStep::Stopped, &other),
            CommandError::CannotWriteReport {
                to: Output::StandardError,
                error: &other,
            },
        ];
        let english: Vec<String> = errors.iter().map(|e| e.words_in(Lang::En)).collect();
        assert_eq!(
            english,
            [
                "standard input ('-') can be read only once",
                "cannot read dir: not a file",
                "this shudu was built without the web server (the `serve` feature): build it \
                 with `cargo install --locked --path crates/shudu-cli --features serve` or run \
                 `cargo run --release --features serve -- serve`",
                "--rating: expected a range such as 4.0-6.0, found \"x\"",
                "unexpected argument \"5\": to generate 5 puzzles, write `shudu generate -n 5`",
                "--symbols hex writes digits up to 16; the board has 25",
                "check --explain judges one position (the player's sheet, with --puzzle the original); found 2 inputs",
                "cannot put 3 puzzles on a page",
                "the server stopped on an error: boom",
                "cannot write the report to standard error: boom",
            ]
        );
        for lang in [Lang::ZhHans, Lang::ZhHant] {
            for (error, english) in errors.iter().zip(&english) {
                let words = error.words_in(lang);
                assert_ne!(&words, english, "{error:?} in {}", lang.tag());
                assert!(!words.contains("cli-"), "{words}");
            }
        }
    }

    #[test]
    fn the_system_is_worded_by_kind_and_otherwise_keeps_its_words() {
        let kinds = [
            io::ErrorKind::NotFound,
            io::ErrorKind::PermissionDenied,
            io::ErrorKind::AlreadyExists,
        ];
        for kind in kinds {
            let own = io::Error::new(kind, "its own words");
            assert_eq!(system_error_in(Lang::ZhHans, &own), "its own words");
        }
        #[cfg(unix)]
        {
            // ENOENT, EACCES, EEXIST, EISDIR, ENOTDIR, ENOSPC, EROFS.
            for code in [2, 13, 17, 21, 20, 28, 30] {
                let system = io::Error::from_raw_os_error(code);
                let english = system_error_in(Lang::En, &system);
                assert!(system.to_string().starts_with(&english), "{system}");
                let chinese = system_error_in(Lang::ZhHans, &system);
                assert!(
                    !chinese.is_ascii() && !chinese.contains("cli-"),
                    "{chinese}"
                );
            }
        }
    }
}
