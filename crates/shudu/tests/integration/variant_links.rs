//! f-puzzles' compressed form and SudokuPad links: the library's lz-string against
//! vectors the lz-string npm package wrote (`testdata/variants/lz_string_vectors.json`,
//! made by the script beside it), round trips of texts and generated puzzles, and the
//! errors for broken links.

use serde_json::Value;
use shudu::Symmetry;
use shudu::variant::lz_string::{
    compress_to_base64, compress_to_uri, decompress_from_base64, decompress_from_uri,
};
use shudu::variant::{LinkSite, Pos, Puzzle, Rules, Shape, fpuzzles_json_of};

fn vectors() -> Value {
    serde_json::from_str(include_str!(
        "../../testdata/variants/lz_string_vectors.json"
    ))
    .unwrap()
}

#[test]
fn compression_matches_the_npm_package() {
    let all = vectors();
    let list = all["vectors"].as_array().unwrap();
    assert!(list.len() >= 10);
    for v in list {
        let input = v["input"].as_str().unwrap();
        let short: String = input.chars().take(20).collect();
        assert_eq!(
            compress_to_base64(input),
            v["base64"].as_str().unwrap(),
            "{short:?}"
        );
        assert_eq!(
            compress_to_uri(input),
            v["uri"].as_str().unwrap(),
            "{short:?}"
        );
        assert_eq!(
            decompress_from_base64(v["base64"].as_str().unwrap()).unwrap(),
            input
        );
        assert_eq!(
            decompress_from_uri(v["uri"].as_str().unwrap()).unwrap(),
            input
        );
    }
}

#[test]
fn texts_round_trip() {
    // Texts that grow the code width past 16 bits, and units above 255 and 65535.
    let mut texts = vec![String::new(), "x".into(), "数独🧩".repeat(50)];
    let mut state = 7u64;
    let mut long = String::new();
    for _ in 0..200_000 {
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        long.push(char::from(b'a' + (state >> 59) as u8));
    }
    texts.push(long);
    for text in texts {
        assert_eq!(
            decompress_from_base64(&compress_to_base64(&text)).unwrap(),
            text
        );
        assert_eq!(decompress_from_uri(&compress_to_uri(&text)).unwrap(), text);
    }
}

#[test]
fn links_from_the_npm_package_read_as_their_json() {
    let all = vectors();
    let expected = Puzzle::from_fpuzzles(all["fpuzzles"].as_str().unwrap()).unwrap();
    assert_eq!(
        expected.rules().to_string(),
        "6×6 (2×3 boxes), diagonal-main, anti-king, killer"
    );
    for link in all["links"].as_array().unwrap() {
        let link = link.as_str().unwrap();
        assert_eq!(
            fpuzzles_json_of(link).unwrap().unwrap(),
            all["fpuzzles"].as_str().unwrap()
        );
        assert_eq!(
            Puzzle::from_link(link).unwrap().to_json(),
            expected.to_json(),
            "{link}"
        );
    }
}

#[test]
fn generated_puzzles_round_trip_through_links() {
    let mut puzzles = Vec::new();
    for n in [4, 6, 9] {
        let rules = Rules::new(Shape::for_size(n).unwrap())
            .with_named("x")
            .unwrap();
        puzzles.push(
            Puzzle::generate(rules, Symmetry::None, 3, n as u64)
                .unwrap()
                .puzzle,
        );
    }
    // Generating the largest boards takes long in a debug build: givens placed by hand.
    for n in [16, 25] {
        let rules = Rules::new(Shape::for_size(n).unwrap())
            .with_named("windoku")
            .unwrap();
        let mut puzzle = Puzzle::empty(rules);
        for k in 0..n {
            puzzle = puzzle.with(Pos::new(k, (k * 7) % n), (k + 1) as u8);
        }
        puzzles.push(puzzle);
    }
    for puzzle in puzzles {
        for site in [LinkSite::SudokuPad, LinkSite::Fpuzzles] {
            let link = puzzle.to_link(site);
            assert_eq!(
                Puzzle::from_link(&link).unwrap().to_json(),
                puzzle.to_json()
            );
        }
        let packed = puzzle.to_fpuzzles_compressed();
        assert_eq!(
            Puzzle::from_fpuzzles_compressed(&packed).unwrap().to_json(),
            puzzle.to_json()
        );
    }
}

#[test]
fn broken_links_say_what_is_wrong() {
    let err = |text: &str| Puzzle::from_link(text).unwrap_err().to_string();
    assert_eq!(
        err("https://sudokupad.app/fpuzzlesN4Ig!glg"),
        "compressed text: '!' at character 5 is not a base64 character"
    );
    // A valid stream cut short.
    let packed = compress_to_base64(r#"{"size":9,"grid":[]}"#);
    assert_eq!(
        err(&format!("fpuzzles{}", &packed[..8])),
        "compressed text: ends before its end marker (cut short?)"
    );
    // Compressed text that is not JSON.
    assert_eq!(
        err(&format!(
            "fpuzzles{}",
            compress_to_base64("{\"size\":\n 9,,}")
        )),
        "the decompressed text is not JSON: unexpected character at line 2, column 4"
    );
    assert!(err("https://sudokupad.app/ctc/abc123").contains("stored on SudokuPad's server"));
    assert!(err("https://example.com/").contains("carries no puzzle shudu reads"));
    assert!(err("https://sudokupad.app/?puzzleid=fpuzzles%2").contains("'%' at character 9"));
    // A compressed puzzle whose rules shudu lacks names them.
    let palindrome =
        compress_to_base64(r#"{"size":4,"palindrome":[{"lines":[["R1C1","R1C2"]]}],"grid":[]}"#);
    assert_eq!(
        err(&format!("https://www.f-puzzles.com/?load={palindrome}")),
        "constraints shudu does not support: \"palindrome\""
    );
    // A thermometer of one cell is named with its item.
    let grid = "[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]]";
    let thermo = compress_to_base64(&format!(
        r#"{{"size":4,"thermometer":[{{"lines":[["R1C1"]]}}],"grid":{grid}}}"#
    ));
    let said = err(&format!("https://www.f-puzzles.com/?load={thermo}"));
    assert!(
        said.contains("item 1: a thermometer needs a bulb and at least one more cell"),
        "{said}"
    );
}

#[test]
fn whispers_and_renban_read_from_fpuzzles_and_round_trip_through_links() {
    use shudu::variant::Marking;
    let row = "[{},{},{},{},{},{}]";
    let grid = [row; 6].join(",");
    // A whispers line without a value (the size's 3 on 6×6), one with 4, a renban line.
    let json = format!(
        r#"{{"size":6,"whispers":[{{"lines":[["R1C1","R2C2","R1C3"]]}},{{"lines":[["R6C1","R6C2"]],"value":"4"}}],"renban":[{{"lines":[["R3C4","R3C5","R4C6"]]}}],"grid":[{grid}]}}"#
    );
    let puzzle = Puzzle::from_fpuzzles(&json).unwrap();
    let markings: Vec<Marking> = puzzle
        .rules()
        .constraints()
        .iter()
        .flat_map(|c| c.markings())
        .collect();
    let p = |r, c| Pos::new(r, c);
    assert_eq!(
        markings,
        [
            Marking::Whispers {
                cells: vec![p(0, 0), p(1, 1), p(0, 2)],
                difference: 3
            },
            Marking::Whispers {
                cells: vec![p(5, 0), p(5, 1)],
                difference: 4
            },
            Marking::Renban(vec![p(2, 3), p(2, 4), p(3, 5)]),
        ]
    );
    for site in [LinkSite::SudokuPad, LinkSite::Fpuzzles] {
        let link = puzzle.to_link(site);
        assert_eq!(
            Puzzle::from_link(&link).unwrap().to_json(),
            puzzle.to_json()
        );
    }
    assert_eq!(
        Puzzle::from_json(&puzzle.to_json()).unwrap().to_json(),
        puzzle.to_json()
    );
    // Malformed lines are refused with their item named.
    let jump = format!(r#"{{"size":6,"renban":[{{"lines":[["R1C1","R1C3"]]}}],"grid":[{grid}]}}"#);
    let said = Puzzle::from_fpuzzles(&jump).unwrap_err().to_string();
    assert!(
        said.contains("item 1: the renban line from r1c1 jumps from r1c1 to r1c3"),
        "{said}"
    );
    let far = format!(
        r#"{{"size":6,"whispers":[{{"lines":[["R1C1","R1C2"]],"value":"6"}}],"grid":[{grid}]}}"#
    );
    let said = Puzzle::from_fpuzzles(&far).unwrap_err().to_string();
    assert!(
        said.contains(
            "item 1: a German whispers line on a 6×6 (2×3 boxes) board needs a difference from 1 to 5, not 6"
        ),
        "{said}"
    );
}

#[test]
fn arrows_read_from_fpuzzles_and_round_trip_through_links() {
    use shudu::variant::Marking;
    let row = "[{},{},{},{},{},{}]";
    let grid = [row; 6].join(",");
    // Two lines from the bulb r1c1 as f-puzzles draws them (the bulb first), a line
    // written without its bulb cell, and a pill r6c5–r6c6 whose line leaves r6c5.
    let json = format!(
        r#"{{"size":6,"arrow":[{{"lines":[["R1C1","R1C2","R1C3"],["R1C1","R2C2"]],"cells":["R1C1"]}},{{"lines":[["R3C5","R4C5"]],"cells":["R3C4"]}},{{"lines":[["R6C5","R5C4","R5C3"]],"cells":["R6C6","R6C5"]}}],"grid":[{grid}]}}"#
    );
    let puzzle = Puzzle::from_fpuzzles(&json).unwrap();
    let markings: Vec<Marking> = puzzle
        .rules()
        .constraints()
        .iter()
        .flat_map(|c| c.markings())
        .collect();
    let p = |r, c| Pos::new(r, c);
    let arrow = |bulb: Vec<Pos>, line: Vec<Pos>| Marking::Arrow { bulb, line };
    assert_eq!(
        markings,
        [
            arrow(vec![p(0, 0)], vec![p(0, 1), p(0, 2)]),
            arrow(vec![p(0, 0)], vec![p(1, 1)]),
            arrow(vec![p(2, 3)], vec![p(2, 4), p(3, 4)]),
            arrow(vec![p(5, 4), p(5, 5)], vec![p(4, 3), p(4, 2)]),
        ]
    );
    for site in [LinkSite::SudokuPad, LinkSite::Fpuzzles] {
        let link = puzzle.to_link(site);
        assert_eq!(
            Puzzle::from_link(&link).unwrap().to_json(),
            puzzle.to_json()
        );
    }
    assert_eq!(
        Puzzle::from_json(&puzzle.to_json()).unwrap().to_json(),
        puzzle.to_json()
    );
    // Malformed arrows are refused with their item named.
    let far = format!(
        r#"{{"size":6,"arrow":[{{"lines":[["R1C1","R1C3"]],"cells":["R1C1"]}}],"grid":[{grid}]}}"#
    );
    let said = Puzzle::from_fpuzzles(&far).unwrap_err().to_string();
    assert!(
        said.contains(
            "item 1: the line of the arrow at r1c1 starts at r1c3, which does not touch its bulb"
        ),
        "{said}"
    );
    let bare = format!(r#"{{"size":6,"arrow":[{{"lines":[["R1C1","R1C2"]]}}],"grid":[{grid}]}}"#);
    let said = Puzzle::from_fpuzzles(&bare).unwrap_err().to_string();
    assert!(said.contains("item 1: missing field \"cells\""), "{said}");
}

#[test]
fn sandwich_sums_read_from_fpuzzles_and_round_trip_through_links() {
    use shudu::variant::Marking;
    use shudu::variant::constraints::SandwichLine;
    let row = "[{},{},{},{},{},{}]";
    let grid = [row; 6].join(",");
    // Above column 2, left of row 5, and below column 6 (the same line as above it).
    let json = format!(
        r#"{{"size":6,"sandwichsum":[{{"cell":"R0C2","value":"7"}},{{"cell":"R5C0","value":0}},{{"cell":"R7C6","value":"9"}}],"grid":[{grid}]}}"#
    );
    let puzzle = Puzzle::from_fpuzzles(&json).unwrap();
    let markings: Vec<Marking> = puzzle
        .rules()
        .constraints()
        .iter()
        .flat_map(|c| c.markings())
        .collect();
    assert_eq!(
        markings,
        [
            Marking::Sandwich {
                line: SandwichLine::Column(1),
                sum: 7
            },
            Marking::Sandwich {
                line: SandwichLine::Row(4),
                sum: 0
            },
            Marking::Sandwich {
                line: SandwichLine::Column(5),
                sum: 9
            },
        ]
    );
    for site in [LinkSite::SudokuPad, LinkSite::Fpuzzles] {
        let link = puzzle.to_link(site);
        assert_eq!(
            Puzzle::from_link(&link).unwrap().to_json(),
            puzzle.to_json()
        );
    }
    assert_eq!(
        Puzzle::from_json(&puzzle.to_json()).unwrap().to_json(),
        puzzle.to_json()
    );
    // A clue in the grid, a corner, or a sum past 2 + 3 + 4 + 5 is refused by name.
    for (cell, value, reason) in [
        (
            "R3C3",
            "7",
            "sandwich clue 1: R3C3 is not beside a row or a column",
        ),
        (
            "R7C7",
            "7",
            "sandwich clue 1: R7C7 is not beside a row or a column",
        ),
        (
            "R8C1",
            "7",
            "sandwich clue 1: \"R8C1\" is not a cell like \"R0C1\" on or around the 6×6 (2×3 boxes) board",
        ),
        (
            "R0C1",
            "15",
            "sandwich clue 1: the sandwich beside column 1 asks for 15, more than the 14",
        ),
    ] {
        let bad = format!(
            r#"{{"size":6,"sandwichsum":[{{"cell":"{cell}","value":"{value}"}}],"grid":[{grid}]}}"#
        );
        let said = Puzzle::from_fpuzzles(&bad).unwrap_err().to_string();
        assert!(said.contains(reason), "{said}");
    }
}

#[test]
fn little_killer_sums_read_from_fpuzzles_and_round_trip_through_links() {
    use shudu::variant::Marking;
    use shudu::variant::constraints::DiagonalArrow;
    let row = "[{},{},{},{},{},{}]";
    let grid = [row; 6].join(",");
    // Above column 3 pointing down-left (r1c2, r2c1), left of row 2 pointing down-right,
    // below column 6 pointing up-left (the main diagonal from r6c5), and one without a
    // value, which says nothing.
    let json = format!(
        r#"{{"size":6,"littlekillersum":[{{"cell":"R0C3","direction":"DL","value":"3"}},{{"cell":"R2C0","direction":"DR","value":20}},{{"cell":"R7C6","direction":"UL","value":"15"}},{{"cell":"R0C1","direction":"DR","value":""}}],"grid":[{grid}]}}"#
    );
    let puzzle = Puzzle::from_fpuzzles(&json).unwrap();
    let markings: Vec<Marking> = puzzle
        .rules()
        .constraints()
        .iter()
        .flat_map(|c| c.markings())
        .collect();
    let p = |r, c| Pos::new(r, c);
    assert_eq!(
        markings,
        [
            Marking::LittleKiller {
                start: p(0, 1),
                arrow: DiagonalArrow::DownLeft,
                sum: 3
            },
            Marking::LittleKiller {
                start: p(2, 0),
                arrow: DiagonalArrow::DownRight,
                sum: 20
            },
            Marking::LittleKiller {
                start: p(5, 4),
                arrow: DiagonalArrow::UpLeft,
                sum: 15
            },
        ]
    );
    for site in [LinkSite::SudokuPad, LinkSite::Fpuzzles] {
        let link = puzzle.to_link(site);
        assert_eq!(
            Puzzle::from_link(&link).unwrap().to_json(),
            puzzle.to_json()
        );
    }
    assert_eq!(
        Puzzle::from_json(&puzzle.to_json()).unwrap().to_json(),
        puzzle.to_json()
    );
    // An arrow off the grid, a clue inside it, a sum past the diagonal's reach.
    for (cell, direction, value, reason) in [
        (
            "R0C1",
            "UL",
            "3",
            "little killer clue 1: R0C1 pointing UL does not point from outside the grid onto it",
        ),
        (
            "R2C2",
            "DR",
            "3",
            "little killer clue 1: R2C2 pointing DR does not point from outside the grid onto it",
        ),
        (
            "R0C3",
            "DL",
            "13",
            "little killer clue 1: the little killer diagonal from r1c2 has 2 cells, whose digits sum to 2–12, not 13",
        ),
    ] {
        let bad = format!(
            r#"{{"size":6,"littlekillersum":[{{"cell":"{cell}","direction":"{direction}","value":"{value}"}}],"grid":[{grid}]}}"#
        );
        let said = Puzzle::from_fpuzzles(&bad).unwrap_err().to_string();
        assert!(said.contains(reason), "{said}");
    }
}
