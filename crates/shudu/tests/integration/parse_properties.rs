//! Property tests of the reader: no input makes it panic, every error names a line that
//! exists, every good puzzle line is read whatever its neighbours are, and every grid it
//! writes reads back unchanged in every form.

use proptest::prelude::*;
use shudu::logic::Board;
use shudu::variant::{BoardOptions, Symbols, read_boards, read_entries};
use shudu::{Grid, Pattern, PuzzleReader};

/// Text made of the characters puzzle files are made of, in any order.
fn puzzle_like_text() -> impl Strategy<Value = String> {
    proptest::collection::vec(
        prop_oneof![
            Just('.'),
            Just('0'),
            Just('5'),
            Just('9'),
            Just('\n'),
            Just(' '),
            Just('|'),
            Just('-'),
            Just('+'),
            Just('['),
            Just(']'),
            Just(','),
            Just('{'),
            Just('"'),
            Just('#'),
            Just('G'),
            Just('x'),
            Just('\r'),
        ],
        0..400,
    )
    .prop_map(|chars| chars.into_iter().collect())
}

/// Lines that are not good puzzles: half-written JSON, grid rows, headers, typos.
const BAD_LINES: [&str; 16] = [
    "[",
    "{",
    "[[1,2,",
    "{\"puzzle\": [",
    "  [0, 0, 3, 0, 2, 0, 6, 0, 0],",
    "123456789",
    "1 2 3 | 4 5 6 | 7 8 9",
    "-------+-------+------",
    "xx",
    "[true]",
    "Grid 01",
    "]",
    "}",
    "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.",
    "\"puzzle\": \"1.2\",",
    "[Hard ones]",
];

/// Lines that are no good 4×4 puzzle: a cell too many or too few, grid rows, junk.
const BAD_FOUR_LINES: [&str; 9] = [
    "3..2..1.1....3...",
    "3..2..1.1....3.",
    "1 2 | . .",
    ". . | 3 4",
    "---+---",
    "xx",
    "3..2 ..1.",
    "1234",
    "{",
];

/// Good 4×4 puzzle lines.
const GOOD_FOUR_LINES: [&str; 3] = ["3..2..1.1....3..", ".1..3.4....2....", "..2....3.2..43.."];

/// A good puzzle line, from a small pool, with or without a comment.
fn good_line() -> impl Strategy<Value = String> {
    (0usize..3, any::<bool>()).prop_map(|(k, labelled)| {
        let puzzle = [
            "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
            "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759..",
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
        ][k];
        if labelled {
            format!("{puzzle} label")
        } else {
            puzzle.to_owned()
        }
    })
}

proptest! {
    /// One record per entry, in order: a good puzzle line is read as itself, on its own
    /// line, whatever bad lines stand around it (an unclosed bracket, a lone grid row).
    #[test]
    fn good_lines_survive_any_bad_neighbours(
        lines in proptest::collection::vec(
            prop_oneof![good_line().prop_map(Some), (0..BAD_LINES.len()).prop_map(|_| None)]
                .prop_flat_map(|good| match good {
                    Some(line) => Just((line, true)).boxed(),
                    None => (0..BAD_LINES.len())
                        .prop_map(|k| (BAD_LINES[k].to_owned(), false))
                        .boxed(),
                }),
            0..40,
        )
    ) {
        let text: String = lines.iter().map(|(l, _)| format!("{l}\n")).collect();
        let results: Vec<_> = PuzzleReader::new(text.as_bytes(), "fuzz").collect();
        let mut last = 0;
        for result in &results {
            let line = match result {
                Ok(entry) => entry.line,
                Err(e) => e.line(),
            };
            prop_assert!(line >= last, "out of order at line {line}:\n{text}");
            last = line;
        }
        for (i, (line, good)) in lines.iter().enumerate() {
            if !good {
                continue;
            }
            let expected: Grid = line.parse().unwrap();
            let found = results
                .iter()
                .filter_map(|r| r.as_ref().ok())
                .any(|e| e.line == i + 1 && e.grid == expected);
            prop_assert!(found, "line {} lost:\n{text}\n{results:?}", i + 1);
        }
    }

    /// The same on another board: a good 4×4 line is read on its own line whatever the
    /// variant reader's neighbours are (a line one cell too long, a lone grid row).
    #[test]
    fn good_four_by_four_lines_survive_any_bad_neighbours(
        picks in proptest::collection::vec((any::<bool>(), 0usize..9), 1..40)
    ) {
        // The first line is good, so the board's size is read from it.
        let mut lines = vec![(GOOD_FOUR_LINES[0].to_owned(), true)];
        lines.extend(picks.into_iter().map(|(good, k)| {
            if good {
                (GOOD_FOUR_LINES[k % 3].to_owned(), true)
            } else {
                (BAD_FOUR_LINES[k].to_owned(), false)
            }
        }));
        let text: String = lines.iter().map(|(l, _)| format!("{l}\n")).collect();
        if text.trim_start().starts_with('{') {
            return Ok(());
        }
        let results = read_entries(&text, None, Symbols::Standard);
        let mut last = 0;
        for result in &results {
            let line = match result {
                Ok(entry) => entry.line,
                Err(e) => e.line,
            };
            prop_assert!(line >= last, "out of order at line {line}:\n{text}");
            last = line;
        }
        for (i, (line, good)) in lines.iter().enumerate() {
            if !good {
                continue;
            }
            let found = results
                .iter()
                .filter_map(|r| r.as_ref().ok())
                .any(|e| e.line == i + 1 && e.puzzle.to_line(Symbols::Standard) == *line);
            prop_assert!(found, "line {} lost:\n{text}", i + 1);
        }
    }

    #[test]
    fn reader_never_panics_on_bytes(bytes in proptest::collection::vec(any::<u8>(), 0..600)) {
        let lines = bytes.split(|&b| b == b'\n').count();
        for result in PuzzleReader::new(&bytes[..], "fuzz") {
            if let Err(e) = result {
                prop_assert!(e.line() <= lines, "{e}");
                prop_assert!(!e.to_string().is_empty());
            }
        }
    }

    #[test]
    fn reader_never_panics_on_puzzle_like_text(text in puzzle_like_text()) {
        let _ = PuzzleReader::new(text.as_bytes(), "fuzz").count();
        let _ = text.parse::<Grid>();
        let _ = text.parse::<Pattern>();
        let _ = Board::from_candidate_string(&text);
    }

    #[test]
    fn every_written_form_reads_back(cells in proptest::collection::vec(0u8..=9, 81)) {
        let line: String = cells
            .iter()
            .map(|&v| if v == 0 { '.' } else { (b'0' + v) as char })
            .collect();
        let grid: Grid = line.parse().unwrap();
        prop_assert_eq!(grid.to_line(), line);
        prop_assert_eq!(grid.to_pretty().parse::<Grid>().unwrap(), grid);
        let rows: Vec<String> = grid.to_rows().iter().map(|r| format!("{r:?}")).collect();
        let json = format!("[{}]", rows.join(","));
        prop_assert_eq!(json.parse::<Grid>().unwrap(), grid);
    }
}

/// Good lines of boards other than 9×9, each read on the board its length gives.
const GOOD_OTHER_LINES: [&str; 4] = [
    "3..2..1.1....3..",
    ".1..3.4....2....",
    ".1.23...6.......535..4.........4...1",
    "..2....3.2..43..",
];

/// The one reader's fuzz configuration: a fixed seed unless `PROPTEST_RNG_SEED` names
/// one, and `PROPTEST_CASES` cases (256 by default), so CI runs the same inputs every
/// time and a longer run is one variable away.
fn one_reader_config() -> ProptestConfig {
    let mut config = ProptestConfig::default();
    if matches!(config.rng_seed, proptest::test_runner::RngSeed::Random) {
        config.rng_seed = proptest::test_runner::RngSeed::Fixed(28);
    }
    config
}

/// The lines read by every case of [`every_good_entry_survives_the_one_reader`], and the
/// slowest case, printed with `SHUDU_FUZZ_REPORT=1` (the figures of a long run).
static LINES_READ: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
static CASES_RUN: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
static SLOWEST_MICROS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

proptest! {
    #![proptest_config(one_reader_config())]

    /// The one reader every command reads through (`read_boards`): after a classic
    /// puzzle, any mix of classic lines, other boards' lines and bad lines (an unclosed
    /// bracket, a lone grid row, a cell too many) gives one record per entry, in order,
    /// every good line read as itself on its own line, and every error naming a line
    /// that exists and keeping the text the user gave.
    #[test]
    fn every_good_entry_survives_the_one_reader(
        picks in proptest::collection::vec((0usize..4, 0usize..16), 0..60)
    ) {
        use std::sync::atomic::Ordering::Relaxed;
        let started = std::time::Instant::now();
        let first = "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759..";
        let mut lines = vec![(first.to_owned(), true)];
        lines.extend(picks.into_iter().map(|(kind, k)| match kind {
            0 => (
                [first, "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"][k % 2]
                    .to_owned(),
                true,
            ),
            1 => (GOOD_OTHER_LINES[k % GOOD_OTHER_LINES.len()].to_owned(), true),
            2 => (BAD_LINES[k % BAD_LINES.len()].to_owned(), false),
            _ => (BAD_FOUR_LINES[k % BAD_FOUR_LINES.len()].to_owned(), false),
        }));
        let text: String = lines.iter().map(|(l, _)| format!("{l}\n")).collect();
        let results: Vec<_> =
            read_boards(std::io::Cursor::new(text.clone().into_bytes()), "fuzz", BoardOptions::default())
                .expect("reading from memory")
                .collect();
        let mut last = 0;
        for result in &results {
            let line = match result {
                Ok(entry) => entry.line,
                Err(e) => {
                    prop_assert!(e.line() >= 1 && e.line() <= lines.len(), "{e}");
                    prop_assert!(text.contains(e.input().trim_end()), "{e}: input not kept");
                    e.line()
                }
            };
            prop_assert!(line > last, "not one record per entry, in order, at line {line}:\n{text}");
            last = line;
        }
        for (i, (line, good)) in lines.iter().enumerate() {
            if *good {
                let found = results
                    .iter()
                    .filter_map(|r| r.as_ref().ok())
                    .any(|e| e.line == i + 1 && e.puzzle.to_line(Symbols::Standard) == *line);
                prop_assert!(found, "line {} lost:\n{text}", i + 1);
            }
        }
        LINES_READ.fetch_add(lines.len() as u64, Relaxed);
        let cases = CASES_RUN.fetch_add(1, Relaxed) + 1;
        SLOWEST_MICROS.fetch_max(started.elapsed().as_micros() as u64, Relaxed);
        if std::env::var_os("SHUDU_FUZZ_REPORT").is_some() && cases.is_multiple_of(10_000) {
            eprintln!(
                "one reader: {cases} inputs, {} lines, slowest input {} µs",
                LINES_READ.load(Relaxed),
                SLOWEST_MICROS.load(Relaxed)
            );
        }
    }
}
