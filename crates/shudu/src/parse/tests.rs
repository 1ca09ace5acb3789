//! Reader tests: every form, mixed files, and the errors' wording and places.

use super::*;

const INKALA: &str =
    "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";

fn read(text: &str) -> Vec<Result<Entry, ParseError>> {
    PuzzleReader::new(text.as_bytes(), "in.txt").collect()
}

fn read_ok(text: &str) -> Vec<Entry> {
    read(text).into_iter().map(|r| r.unwrap()).collect()
}

fn errors(text: &str) -> Vec<String> {
    read(text)
        .into_iter()
        .filter_map(|r| r.err().map(|e| e.to_string()))
        .collect()
}

#[test]
fn pretty_grid_round_trips() {
    let grid: Grid = INKALA.parse().unwrap();
    let again: Grid = grid.to_pretty().parse().unwrap();
    assert_eq!(again, grid);
}

#[test]
fn bordered_and_ss_grids() {
    let bordered = "\
+-------+-------+-------+
| 8 . . | . . . | . . . |
| . . 3 | 6 . . | . . . |
| . 7 . | . 9 . | 2 . . |
+-------+-------+-------+
| . 5 . | . . 7 | . . . |
| . . . | . 4 5 | 7 . . |
| . . . | 1 . . | . 3 . |
+-------+-------+-------+
| . . 1 | . . . | . 6 8 |
| . . 8 | 5 . . | . 1 . |
| . 9 . | . . . | 4 . . |
+-------+-------+-------+
";
    let ss = "\
8..|...|...
..3|6..|...
.7.|.9.|2..
-----------
.5.|..7|...
...|.45|7..
...|1..|.3.
-----------
..1|...|.68
..8|5..|.1.
.9.|...|4..
";
    for text in [bordered, ss] {
        let entries = read_ok(text);
        assert_eq!(entries.len(), 1);
        assert_eq!(entries[0].grid.to_line(), INKALA);
        assert_eq!(entries[0].line, if text == ss { 1 } else { 2 });
    }
}

#[test]
fn json_board_and_list_and_objects() {
    let grid: Grid = INKALA.parse().unwrap();
    let rows: Vec<String> = grid.to_rows().iter().map(|r| format!("{r:?}")).collect();
    let board = format!("[{}]", rows.join(",\n "));
    assert_eq!(read_ok(&board)[0].grid, grid);
    let list = format!("[{board}, {board}]");
    assert_eq!(read_ok(&list).len(), 2);
    let object = format!("{{\"puzzle\": \"{INKALA}\", \"status\": \"solved\"}}");
    assert_eq!(read_ok(&object)[0].grid, grid);
}

#[test]
fn mixed_file_with_headers_comments_and_labels() {
    let text = format!(
        "# a collection\n\nGrid 01\n{}\n{INKALA} hardest\n// note\n{}",
        INKALA.replace('.', "0"),
        INKALA.replace('.', "_")
    );
    let entries = read_ok(&text);
    assert_eq!(entries.len(), 3);
    assert_eq!(entries[0].label.as_deref(), Some("Grid 01"));
    assert_eq!(entries[0].line, 4);
    assert_eq!(entries[1].label.as_deref(), Some("hardest"));
    assert_eq!(entries[2].label, None);
    assert!(entries.iter().all(|e| e.grid.to_line() == INKALA));
}

#[test]
fn errors_name_line_and_column() {
    let mut bad = INKALA.to_owned();
    bad.replace_range(16..17, "x");
    let text = format!("{INKALA}\n{bad}\n{}\n{INKALA}", &INKALA[..80]);
    assert_eq!(
        errors(&text),
        [
            "in.txt:2: unexpected character 'x' at column 17",
            "in.txt:3: expected 81 cells, found 80",
        ]
    );
    // The good entries around the bad ones are still read.
    assert_eq!(read(&text).iter().filter(|r| r.is_ok()).count(), 2);
}

#[test]
fn bad_entry_keeps_the_users_text() {
    let text = "12345 and more\n";
    let err = read(text).remove(0).unwrap_err();
    assert_eq!(err.input(), "12345 and more");
    assert_eq!(err.line(), 1);
}

#[test]
fn short_grid_is_reported_and_reading_goes_on() {
    let text = format!("003020600\n900305001\n001806400\n\n{INKALA}\n");
    let results = read(&text);
    assert_eq!(results.len(), 2);
    assert_eq!(
        results[0].as_ref().unwrap_err().to_string(),
        "in.txt:1: a 9-line grid ended after 3 rows"
    );
    assert_eq!(results[1].as_ref().unwrap().line, 5);
}

#[test]
fn bad_row_inside_a_grid() {
    let grid: Grid = INKALA.parse().unwrap();
    let pretty = grid.to_pretty().replacen("7", "?", 1);
    let errs = errors(&pretty);
    assert_eq!(errs, ["in.txt:3: unexpected character '?' at column 3"]);
    let short = grid.to_pretty().replacen(". 3", "3", 1);
    assert_eq!(
        errors(&short),
        ["in.txt:2: a grid row needs 9 cells, found 8"]
    );
}

#[test]
fn forced_formats() {
    let forced = |text: &str, f| -> Vec<Result<Entry, ParseError>> {
        PuzzleReader::new(text.as_bytes(), "")
            .with_format(Some(f))
            .collect()
    };
    assert!(forced(INKALA, Format::Line)[0].is_ok());
    assert!(forced("003020600\n", Format::Line)[0].is_err());
    let grid: Grid = INKALA.parse().unwrap();
    assert!(forced(&grid.to_pretty(), Format::Grid)[0].is_ok());
    assert!(forced(INKALA, Format::Json)[0].is_err());
}

#[test]
fn json_errors_have_places() {
    let errs = errors("[[1,2,3],\n [4,5 6]]");
    assert_eq!(
        errs,
        ["in.txt:2: JSON board: expected ',' or ']' at column 7"]
    );
    let errs = errors("[[1,2,3]]");
    assert_eq!(
        errs,
        ["in.txt:1: JSON board: a board needs 9 rows, found 1"]
    );
}

#[test]
fn parse_one_wants_exactly_one() {
    assert!(INKALA.parse::<Grid>().is_ok());
    let two = format!("{INKALA}\n{INKALA}");
    assert_eq!(
        two.parse::<Grid>().unwrap_err().to_string(),
        "expected one puzzle, found 2"
    );
    assert_eq!(
        "".parse::<Grid>().unwrap_err().to_string(),
        "no puzzle found"
    );
}

#[test]
fn dashes_are_empty_in_a_line() {
    let dashed = INKALA.replace('.', "-");
    assert_eq!(read_ok(&dashed)[0].grid.to_line(), INKALA);
}

#[test]
fn invalid_utf8_is_reported_not_panicking() {
    let mut bytes = INKALA.as_bytes().to_vec();
    bytes[3] = 0xff;
    let results: Vec<_> = PuzzleReader::new(&bytes[..], "").collect();
    assert_eq!(
        results[0].as_ref().unwrap_err().to_string(),
        "line 1: unexpected character '\u{fffd}' at column 4"
    );
}

#[test]
fn byte_order_mark_is_skipped() {
    let text = format!("\u{feff}{INKALA}\r\n{INKALA}\r\n");
    let entries = read_ok(&text);
    assert_eq!(entries.len(), 2);
    assert_eq!(entries[0].grid.to_line(), INKALA);
}

#[test]
fn a_letter_among_the_cells_is_an_error_not_a_header() {
    let typo = format!("x{}", &INKALA[1..]);
    let grid: Grid = INKALA.parse().unwrap();
    let grid_typo = grid.to_pretty().replacen('8', "x", 1);
    let text = format!("{typo}\n{INKALA}\nx.97\n{grid_typo}\nGrid 02\n{INKALA}\n");
    let results = read(&text);
    assert_eq!(
        errors(&text),
        [
            "in.txt:1: unexpected character 'x' at column 1",
            "in.txt:3: unexpected character 'x' at column 1",
            "in.txt:4: unexpected character 'x' at column 1",
        ]
    );
    let ok: Vec<&Entry> = results.iter().filter_map(|r| r.as_ref().ok()).collect();
    assert_eq!(ok.len(), 2);
    // The bad line's text labels nothing: the next puzzle keeps no label.
    assert_eq!((ok[0].line, ok[0].label.as_deref()), (2, None));
    assert_eq!(ok[1].label.as_deref(), Some("Grid 02"));
    assert_eq!(results[0].as_ref().unwrap_err().input(), typo);
}

#[test]
fn recognised_headers_label_the_next_puzzle() {
    for header in [
        "Grid 01",
        "Puzzle 3:",
        "[Puzzle]",
        "Grid01",
        "Puzzle 3: the world's hardest",
        "PUZZLE 7",
        "Sudoku #12",
        "No. 5",
        "no 5",
        "Number 12",
        "Game 4 - hard",
        "Level: expert",
        "[ Hard ones ]",
    ] {
        let entries = read_ok(&format!("{header}\n{INKALA}\n"));
        assert_eq!(entries.len(), 1, "{header}");
        assert_eq!(entries[0].label.as_deref(), Some(header));
    }
}

#[test]
fn an_unrecognised_line_is_an_error_not_a_label() {
    // Only the known header forms label a puzzle: any other text is reported at its
    // first unexpected character, and the puzzle after it is still read, unlabelled.
    for (line, ch) in [
        ("Hard ones", 'H'),
        ("A puzzle", 'A'),
        ("Gridiron 42", 'G'),
        ("Puzzle", 'P'),
        ("Puzzle:", 'P'),
        ("[Puzzle", '['),
        ("Sudoku!", 'S'),
    ] {
        let text = format!("{line}\n{INKALA}\n");
        let results = read(&text);
        assert_eq!(results.len(), 2, "{line}");
        let err = results[0].as_ref().unwrap_err();
        assert_eq!(
            err.to_string(),
            format!("in.txt:1: unexpected character {ch:?} at column 1"),
            "{line}"
        );
        assert_eq!(err.input(), line);
        let entry = results[1].as_ref().unwrap();
        assert_eq!((entry.line, entry.label.as_deref()), (2, None), "{line}");
    }
    // A keyword opening what is a puzzle with its letters as empty cells is a puzzle.
    let typo = format!("no{}", &INKALA[2..]);
    assert_eq!(
        errors(&typo),
        ["in.txt:1: unexpected character 'n' at column 1"]
    );
}

#[test]
fn a_header_without_a_puzzle_is_an_error() {
    // Followed straight by another header, and at the end of the input.
    let text = format!("Grid 50\n\n# a comment\nGrid 51\n{INKALA}\nGrid 52\n");
    let results = read(&text);
    assert_eq!(results.len(), 3);
    let err = results[0].as_ref().unwrap_err();
    assert_eq!(
        err.to_string(),
        "in.txt:1: Grid 50 is not followed by a puzzle"
    );
    assert_eq!(err.input(), "Grid 50");
    let entry = results[1].as_ref().unwrap();
    assert_eq!((entry.line, entry.label.as_deref()), (5, Some("Grid 51")));
    assert_eq!(
        results[2].as_ref().unwrap_err().to_string(),
        "in.txt:6: Grid 52 is not followed by a puzzle"
    );
    // A header whose entry cannot be read is not reported twice.
    let text = "Grid 01\n12345\n";
    assert_eq!(errors(text), ["in.txt:2: expected 81 cells, found 5"]);
    // A header ending a 9-line grid early: the grid and the header are both reported.
    let rows: Vec<&str> = ["003020600", "900305001", "001806400"].to_vec();
    let text = format!("Grid 01\n{}\nGrid 02\n", rows.join("\n"));
    assert_eq!(
        errors(&text),
        [
            "in.txt:2: a 9-line grid ended after 3 rows",
            "in.txt:5: Grid 02 is not followed by a puzzle",
        ]
    );
}

#[test]
fn a_long_line_is_reported_and_reading_goes_on() {
    let long = "1".repeat(MAX_LINE_BYTES + 10);
    let text = format!("{INKALA}\n{long}\n{INKALA}\n{long}");
    let results = read(&text);
    assert_eq!(results.len(), 4);
    let err = results[1].as_ref().unwrap_err();
    assert_eq!(
        err.to_string(),
        "in.txt:2: line longer than 1 MiB (1048576 bytes): skipped"
    );
    assert!(err.input().starts_with("1111"));
    assert_eq!(results[2].as_ref().unwrap().line, 3);
    assert_eq!(results[3].as_ref().unwrap_err().line(), 4);
}

#[test]
fn an_unclosed_bracket_takes_no_line_after_it() {
    // Regression: `[` alone on a line read every line after it into one error.
    for opener in ["[", "{", "[[1,2,", "{\"puzzle\": ["] {
        let text = format!("{opener}\n{INKALA}\n{INKALA} second\n");
        let results = read(&text);
        assert_eq!(results.len(), 3, "{opener}");
        let err = results[0].as_ref().unwrap_err();
        assert_eq!(err.line(), 1, "{opener}");
        assert_eq!(err.input(), opener);
        let lines: Vec<usize> = results[1..]
            .iter()
            .map(|r| r.as_ref().unwrap().line)
            .collect();
        assert_eq!(lines, [2, 3], "{opener}");
    }
    // Entries that a broken-off list took are given back, each read on its own.
    let record = format!("{{\"puzzle\": \"{INKALA}\"}}");
    let text = format!("[\n{record}\n{record}\nGrid 7\n{INKALA}\n");
    let results = read(&text);
    assert_eq!(results.len(), 4);
    assert_eq!(
        results[0].as_ref().unwrap_err().to_string(),
        "in.txt:1: JSON board: the value opened here is not closed on its line"
    );
    let ok: Vec<(usize, Option<&str>)> = results[1..]
        .iter()
        .map(|r| r.as_ref().unwrap())
        .map(|e| (e.line, e.label.as_deref()))
        .collect();
    assert_eq!(ok, [(2, None), (3, None), (5, Some("Grid 7"))]);
    // A mistyped puzzle after it is an error of its own, not part of the bracket's.
    let text = format!("[\n{}\n{INKALA}\n", &INKALA[..80]);
    assert_eq!(
        errors(&text),
        [
            "in.txt:1: JSON board: the value opened here is not closed on its line",
            "in.txt:2: expected 81 cells, found 80",
        ]
    );
}

#[test]
fn an_unclosed_bracket_at_the_end_is_one_error() {
    assert_eq!(
        errors("[\n[0, 0, 3,"),
        ["in.txt:1: JSON board: the value opened here is not closed"]
    );
    // Deep nesting stops at the parser's depth, and reading goes on.
    let deep = "[\n".repeat(200);
    let text = format!("{deep}{INKALA}\n");
    let results = read(&text);
    assert!(results.len() < 10, "{} records", results.len());
    assert_eq!(results.last().unwrap().as_ref().unwrap().line, 201);
}

#[test]
fn a_pretty_printed_json_board_still_reads() {
    let grid: Grid = INKALA.parse().unwrap();
    let rows: Vec<String> = grid.to_rows().iter().map(|r| format!("  {r:?}")).collect();
    let text = format!("[\n{}\n]\n{INKALA}\n", rows.join(",\n"));
    let entries = read_ok(&text);
    assert_eq!(entries.len(), 2);
    assert_eq!((entries[0].line, entries[0].grid), (1, grid));
    assert_eq!(entries[1].line, 12);
}

#[test]
fn a_nine_digit_line_takes_no_puzzle_line_after_it() {
    // Regression: a lone 9-digit line started a grid that swallowed the next lines.
    let text = format!("{INKALA}\n123456789\n{INKALA}\nxx\n{INKALA}\n");
    let results = read(&text);
    assert_eq!(results.len(), 5);
    assert_eq!(
        results[1].as_ref().unwrap_err().to_string(),
        "in.txt:2: a 9-line grid ended after 1 row"
    );
    assert_eq!(results[2].as_ref().unwrap().line, 3);
    assert_eq!(
        results[3].as_ref().unwrap_err().to_string(),
        "in.txt:4: unexpected character 'x' at column 1"
    );
    assert_eq!(results[4].as_ref().unwrap().line, 5);
}

#[test]
fn a_json_word_in_brackets_is_json_not_a_title() {
    // Regression: `[true]` was a header with no puzzle after it, while `[1]` was an error.
    for text in ["[true]", "[false, 1]", "[null]"] {
        let errs = errors(text);
        assert_eq!(errs.len(), 1, "{text}");
        assert!(errs[0].starts_with("in.txt:1: JSON board"), "{}", errs[0]);
    }
    assert_eq!(read_ok(&format!("[Trueman]\n{INKALA}\n")).len(), 1);
}

#[test]
fn full_width_digits_and_utf16_files_read() {
    let wide: String = INKALA
        .chars()
        .map(|c| char::from_u32(c as u32 + 0xfee0).unwrap())
        .collect();
    let entries = read_ok(&format!("{wide}　难题\n"));
    assert_eq!(entries[0].grid.to_line(), INKALA);
    assert_eq!(entries[0].label.as_deref(), Some("难题"));
    let text = format!("Grid 01\r\n{INKALA}\r\n{INKALA}\r\n");
    for big_endian in [false, true] {
        let mut bytes = if big_endian {
            vec![0xfe, 0xff]
        } else {
            vec![0xff, 0xfe]
        };
        for unit in text.encode_utf16() {
            bytes.extend(if big_endian {
                unit.to_be_bytes()
            } else {
                unit.to_le_bytes()
            });
        }
        let entries: Vec<Entry> = PuzzleReader::new(&bytes[..], "")
            .map(Result::unwrap)
            .collect();
        assert_eq!(entries.len(), 2);
        assert_eq!(entries[0].label.as_deref(), Some("Grid 01"));
        assert_eq!(
            (entries[1].line, entries[1].grid.to_line()),
            (3, INKALA.to_owned())
        );
    }
}

/// A result file's header and summary records are not entries, on every reader: the
/// classic one, and the variant one that a file of variant records goes to.
#[test]
fn run_records_are_passed_over() {
    let header = r#"{"command":"solve","record":"header","shudu":"0.1.0"}"#;
    let summary = r#"{"counts":{"solved":1},"record":"summary","total":1}"#;
    let text = format!("{header}\n{{\"line\":1,\"puzzle\":\"{INKALA}\"}}\n{summary}\n");
    let entries = read_ok(&text);
    assert_eq!(entries.len(), 1);
    assert_eq!(entries[0].line, 2);
    // A record of another kind is no run record: it is an entry that cannot be read.
    let other = r#"{"record":"mine"}"#;
    assert_eq!(PuzzleReader::new(other.as_bytes(), "").count(), 1);
    assert!(PuzzleReader::new(other.as_bytes(), "").all(|e| e.is_err()));

    let killer = r#"{"puzzle":{"size":4,"box":[2,2],"givens":"3......41......2","constraints":[{"cells":["r4c2","r4c3"],"sum":4,"type":"killer"}]},"line":1}"#;
    let text = format!("{header}\n{killer}\n{summary}\n");
    assert!(crate::variant::is_variant_text(&text));
    let entries = crate::variant::read_entries(&text, None, crate::variant::Symbols::Standard);
    assert_eq!(entries.len(), 1, "{entries:?}");
    assert!(entries[0].is_ok(), "{entries:?}");
    assert_eq!(entries[0].as_ref().map(|e| e.line).ok(), Some(2));
    assert!(
        crate::variant::read_entries(header, None, crate::variant::Symbols::Standard).is_empty()
    );
}
