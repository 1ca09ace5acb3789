//! Property tests of the reader: no input makes it panic, every error names a line that
//! exists, and every grid it writes reads back unchanged in every form.

use proptest::prelude::*;
use shudu::logic::Board;
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

proptest! {
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
