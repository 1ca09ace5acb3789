//! The scan record (`shudu_scan::record`): a known reading serializes to the example of
//! `docs/records.md` ("scan"), and the committed photo reads as its printed puzzle with a
//! record that says so.

use shudu::{Cell, Digit, Grid};
use shudu_scan::geometry::Quad;
use shudu_scan::read::{CellReading, Reading};
use shudu_scan::record::Scan;

const DOC: &str = include_str!("../../../../docs/records.md");

const PUZZLE: &str =
    "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759..";

/// A photo of the Wicht–Hennebert dataset (CC BY 4.0, see `model/NOTICE`) and its clues.
pub const PHOTO: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/photo1.jpg");
pub const PHOTO_PUZZLE: &str =
    "...7...8..9...31....68.5.7..2.6...49...2...5...8.4...7...9...3.37......61.5..4...";

/// `PUZZLE` read with r1c3 misread as a 4 (its runner-up the printed 9), every other digit
/// read at 0.99.
fn misread() -> Reading {
    let puzzle: Grid = PUZZLE.parse().unwrap();
    let mut cells: Vec<CellReading> = Cell::all()
        .map(|cell| match puzzle.get(cell) {
            None => CellReading::empty(),
            Some(d) => CellReading {
                digit: Some(d),
                confidence: 0.99,
                runner_up: Some((Digit::new(d.get() % 9 + 1).unwrap(), 0.008)),
                mark: 0.001,
                unsure: false,
            },
        })
        .collect();
    cells[2] = CellReading {
        digit: Digit::new(4),
        confidence: 0.6,
        runner_up: Some((Digit::new(9).unwrap(), 0.35)),
        mark: 0.03,
        unsure: true,
    };
    let mut grid = puzzle;
    grid.set(Cell::all().nth(2).unwrap(), Digit::new(4));
    Reading {
        grid,
        cells,
        corners: Quad([(10.0, 12.5), (410.25, 11.0), (412.0, 409.0), (9.0, 411.75)]),
        turns: 0,
        other_grids: 0,
    }
}

#[test]
fn the_record_is_the_documented_example() {
    let scan = Scan::of(misread());
    let text = serde_json::to_string(&scan).unwrap();
    // The document shows the 81 cell records as one of them: cut the array out.
    let (head, rest) = text.split_once(r#","cells":["#).unwrap();
    let (cells, tail) = rest.split_once("],\"corners\"").unwrap();
    let abbreviated = format!(r#"{head},"cells":[…],"corners"{tail}"#);
    assert!(
        DOC.contains(&abbreviated),
        "docs/records.md lacks {abbreviated}"
    );
    let corrected = r#"{"cell":"r1c3","digit":9,"confidence":0.35,"runner_up":{"digit":4,"confidence":0.6},"unsure":true}"#;
    assert!(cells.contains(corrected), "{cells}");
    assert!(DOC.contains(corrected), "docs/records.md lacks {corrected}");
    let empty = r#"{"cell":"r1c1","digit":0,"confidence":1.0,"unsure":false}"#;
    assert!(cells.starts_with(empty), "{cells}");
    assert!(DOC.contains(empty), "docs/records.md lacks {empty}");
}

#[test]
fn the_committed_photo_reads_as_its_puzzle() {
    let model = shudu_scan::model::Model::built_in().unwrap();
    let scan = shudu_scan::scan(&std::fs::read(PHOTO).unwrap(), &model).unwrap();
    let record = serde_json::to_value(&scan).unwrap();
    assert_eq!(record["puzzle"], PHOTO_PUZZLE);
    assert_eq!(record["status"], "solved");
    assert_eq!(record["proper"], true);
    assert_eq!(record["cells"].as_array().unwrap().len(), 81);
    let dat = std::fs::read_to_string(PHOTO.replace(".jpg", ".dat")).unwrap();
    let digits: String = dat
        .lines()
        .skip(2)
        .flat_map(|l| l.split_whitespace())
        .collect();
    assert_eq!(digits.replace('0', "."), PHOTO_PUZZLE);
}
