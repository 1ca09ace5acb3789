//! Fixture tests for the logic techniques: for each, a hand-made state where it must fire
//! with exactly the expected placements or eliminations, and a near miss where it must
//! not. States start from an empty grid (every candidate open) or a solved grid, and
//! remove pencil marks to draw the pattern.

use shudu::logic::{Board, Technique, find_steps};
use shudu::{Cell, Digit, Grid, Solver};

fn c(name: &str) -> Cell {
    let b = name.as_bytes();
    Cell::new((b[1] - b'1') as usize, (b[3] - b'1') as usize).unwrap()
}

fn d(v: u8) -> Digit {
    Digit::new(v).unwrap()
}

fn cells(names: &str) -> Vec<Cell> {
    names.split_whitespace().map(c).collect()
}

fn open() -> Board {
    Board::new(&Grid::empty())
}

/// Removes `digit` from every cell of `within` except `keep`.
fn confine(board: &mut Board, within: impl Iterator<Item = Cell>, digit: u8, keep: &str) {
    let keep = cells(keep);
    for cell in within {
        if !keep.contains(&cell) {
            board.eliminate(cell, d(digit));
        }
    }
}

/// Leaves `cell` with exactly the candidates in `digits`.
fn set_marks(board: &mut Board, cell: &str, digits: &[u8]) {
    for v in 1..=9 {
        if !digits.contains(&v) {
            board.eliminate(c(cell), d(v));
        }
    }
}

fn row(r: usize) -> impl Iterator<Item = Cell> {
    (0..9).map(move |col| Cell::new(r - 1, col).unwrap())
}

fn col(k: usize) -> impl Iterator<Item = Cell> {
    (0..9).map(move |r| Cell::new(r, k - 1).unwrap())
}

fn boxed(b: usize) -> impl Iterator<Item = Cell> {
    Cell::all().filter(move |cell| cell.box_index() == b - 1)
}

fn pairs(names: &str, digit: u8) -> Vec<(Cell, Digit)> {
    cells(names)
        .into_iter()
        .map(|cell| (cell, d(digit)))
        .collect()
}

fn sorted(mut v: Vec<(Cell, Digit)>) -> Vec<(Cell, Digit)> {
    v.sort();
    v
}

#[test]
fn full_house() {
    let puzzle: Grid =
        "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759.."
            .parse()
            .unwrap();
    let mut grid = Solver::new().first(&puzzle).unwrap();
    let digit = grid.get(c("r5c5")).unwrap();
    grid.set(c("r5c5"), None);
    let steps = find_steps(&Board::new(&grid), Technique::FullHouse);
    assert!(!steps.is_empty());
    assert!(steps.iter().all(|s| s.placements == [(c("r5c5"), digit)]));
    for name in ["r5c6", "r6c5", "r6c6"] {
        grid.set(c(name), None);
    }
    assert!(find_steps(&Board::new(&grid), Technique::FullHouse).is_empty());
}

#[test]
fn hidden_singles() {
    let mut b = open();
    confine(&mut b, boxed(1), 5, "r2c2");
    let steps = find_steps(&b, Technique::HiddenSingleBox);
    assert_eq!(steps.len(), 1);
    assert_eq!(steps[0].placements, [(c("r2c2"), d(5))]);
    assert_eq!(
        steps[0].explain(),
        "r2c2 must be 5: it is the only place for 5 in box 1"
    );
    assert!(find_steps(&b, Technique::HiddenSingleLine).is_empty());

    let mut b = open();
    confine(&mut b, row(1), 5, "r1c9");
    let steps = find_steps(&b, Technique::HiddenSingleLine);
    assert_eq!(steps.len(), 1);
    assert_eq!(steps[0].placements, [(c("r1c9"), d(5))]);

    let mut near = open();
    confine(&mut near, boxed(1), 5, "r2c2 r3c3");
    assert!(find_steps(&near, Technique::HiddenSingleBox).is_empty());
}

#[test]
fn naked_single() {
    let mut b = open();
    set_marks(&mut b, "r4c4", &[7]);
    let steps = find_steps(&b, Technique::NakedSingle);
    assert_eq!(steps.len(), 1);
    assert_eq!(steps[0].placements, [(c("r4c4"), d(7))]);
    let mut near = open();
    set_marks(&mut near, "r4c4", &[7, 8]);
    assert!(find_steps(&near, Technique::NakedSingle).is_empty());
}

#[test]
fn pointing_and_claiming() {
    let mut b = open();
    confine(&mut b, boxed(1), 5, "r1c1 r1c2");
    let steps = find_steps(&b, Technique::Pointing);
    assert_eq!(steps.len(), 1);
    assert_eq!(
        steps[0].eliminations,
        pairs("r1c4 r1c5 r1c6 r1c7 r1c8 r1c9", 5)
    );
    assert!(find_steps(&b, Technique::DirectPointing).is_empty());
    let mut near = open();
    confine(&mut near, boxed(1), 5, "r1c1 r1c2 r2c1");
    assert!(find_steps(&near, Technique::Pointing).is_empty());

    let mut b = open();
    confine(&mut b, row(1), 5, "r1c1 r1c2");
    let steps = find_steps(&b, Technique::Claiming);
    assert_eq!(steps.len(), 1);
    assert_eq!(
        steps[0].eliminations,
        pairs("r2c1 r2c2 r2c3 r3c1 r3c2 r3c3", 5)
    );
    let mut near = open();
    confine(&mut near, row(1), 5, "r1c1 r1c2 r1c4");
    assert!(find_steps(&near, Technique::Claiming).is_empty());
}

#[test]
fn direct_pointing_places_only() {
    let mut b = open();
    confine(&mut b, boxed(1), 5, "r1c1 r1c2");
    confine(&mut b, boxed(2), 5, "r1c4 r2c5");
    let steps = find_steps(&b, Technique::DirectPointing);
    assert_eq!(steps.len(), 1);
    assert_eq!(steps[0].placements, [(c("r2c5"), d(5))]);
    // Like Sudoku Explainer's, the step places only; the removals stay evidence.
    assert!(steps[0].eliminations.is_empty());
    assert!(steps[0].evidence.implied.contains(&(c("r1c4"), d(5))));
    let mut near = open();
    confine(&mut near, boxed(1), 5, "r1c1 r1c2");
    confine(&mut near, boxed(2), 5, "r1c4 r2c5 r3c6");
    assert!(find_steps(&near, Technique::DirectPointing).is_empty());
}

#[test]
fn naked_pair() {
    let mut b = open();
    set_marks(&mut b, "r1c1", &[1, 2]);
    set_marks(&mut b, "r1c5", &[1, 2]);
    let steps = find_steps(&b, Technique::NakedPair);
    assert_eq!(steps.len(), 1);
    let mut expected = pairs("r1c2 r1c3 r1c4 r1c6 r1c7 r1c8 r1c9", 1);
    expected.extend(pairs("r1c2 r1c3 r1c4 r1c6 r1c7 r1c8 r1c9", 2));
    assert_eq!(sorted(steps[0].eliminations.clone()), sorted(expected));
    let mut near = open();
    set_marks(&mut near, "r1c1", &[1, 2]);
    set_marks(&mut near, "r1c5", &[1, 3]);
    assert!(find_steps(&near, Technique::NakedPair).is_empty());
}

#[test]
fn hidden_pair_and_its_direct_form() {
    let mut b = open();
    confine(&mut b, row(5), 1, "r5c1 r5c5");
    confine(&mut b, row(5), 2, "r5c1 r5c5");
    let steps = find_steps(&b, Technique::HiddenPair);
    assert_eq!(steps.len(), 1);
    let mut expected = Vec::new();
    for v in 3..=9 {
        expected.extend(pairs("r5c1 r5c5", v));
    }
    assert_eq!(sorted(steps[0].eliminations.clone()), sorted(expected));
    assert!(find_steps(&b, Technique::DirectHiddenPair).is_empty());

    let mut direct = b.clone();
    confine(&mut direct, row(5), 3, "r5c1 r5c5 r5c9");
    let steps = find_steps(&direct, Technique::DirectHiddenPair);
    assert_eq!(steps.len(), 1);
    assert_eq!(steps[0].placements, [(c("r5c9"), d(3))]);
    assert!(steps[0].eliminations.is_empty());

    let mut near = open();
    confine(&mut near, row(5), 1, "r5c1 r5c5");
    confine(&mut near, row(5), 2, "r5c1 r5c5 r5c9");
    assert!(find_steps(&near, Technique::HiddenPair).is_empty());
}

#[test]
fn x_wing_and_swordfish() {
    let mut b = open();
    confine(&mut b, col(2), 5, "r3c2 r8c2");
    confine(&mut b, col(7), 5, "r3c7 r8c7");
    let steps = find_steps(&b, Technique::XWing);
    assert_eq!(steps.len(), 1);
    let expected: Vec<_> = row(3)
        .chain(row(8))
        .filter(|cell| cell.col() != 1 && cell.col() != 6)
        .map(|cell| (cell, d(5)))
        .collect();
    assert_eq!(steps[0].eliminations, expected);
    let mut near = open();
    confine(&mut near, col(2), 5, "r3c2 r8c2");
    confine(&mut near, col(7), 5, "r3c7 r8c7 r5c7");
    assert!(find_steps(&near, Technique::XWing).is_empty());

    let mut b = open();
    confine(&mut b, col(1), 5, "r2c1 r5c1");
    confine(&mut b, col(4), 5, "r5c4 r8c4");
    confine(&mut b, col(7), 5, "r2c7 r8c7");
    let steps = find_steps(&b, Technique::Swordfish);
    assert_eq!(steps.len(), 1);
    assert_eq!(steps[0].eliminations.len(), 18);
    let mut near = open();
    confine(&mut near, col(1), 5, "r2c1 r5c1");
    confine(&mut near, col(4), 5, "r5c4 r8c4 r9c4");
    confine(&mut near, col(7), 5, "r2c7 r8c7");
    assert!(find_steps(&near, Technique::Swordfish).is_empty());
}

#[test]
fn skyscraper_and_kite() {
    let mut b = open();
    confine(&mut b, col(1), 5, "r1c1 r7c1");
    confine(&mut b, col(5), 5, "r2c5 r7c5");
    let steps = find_steps(&b, Technique::Skyscraper);
    assert_eq!(steps.len(), 1);
    assert_eq!(
        sorted(steps[0].eliminations.clone()),
        pairs("r1c4 r1c6 r2c2 r2c3", 5)
    );
    // No house holds one end of each link: no chain.
    let mut near = open();
    confine(&mut near, col(1), 5, "r1c1 r7c1");
    confine(&mut near, col(5), 5, "r2c5 r8c5");
    assert!(find_steps(&near, Technique::Skyscraper).is_empty());

    // Ends sharing a house close the chain into a loop (an X-wing seen as two strong
    // links): both weak links turn strong, and rows 1 and 7 lose their other 5s.
    let mut ring = open();
    confine(&mut ring, col(1), 5, "r1c1 r7c1");
    confine(&mut ring, col(5), 5, "r1c5 r7c5");
    let steps = find_steps(&ring, Technique::Skyscraper);
    assert_eq!(steps.len(), 1);
    assert_eq!(steps[0].eliminations.len(), 14);
    assert!(steps[0].explain().contains("closes on itself"));

    let mut b = open();
    confine(&mut b, row(1), 5, "r1c2 r1c7");
    confine(&mut b, col(1), 5, "r3c1 r8c1");
    let steps = find_steps(&b, Technique::TwoStringKite);
    assert_eq!(steps.len(), 1);
    assert_eq!(steps[0].eliminations, pairs("r8c7", 5));
    let mut near = open();
    confine(&mut near, row(1), 5, "r1c2 r1c7 r1c9");
    confine(&mut near, col(1), 5, "r3c1 r8c1");
    assert!(find_steps(&near, Technique::TwoStringKite).is_empty());
}

#[test]
fn grouped_two_string_kite() {
    // Row 1 holds 5 in r1c1 or r1c8; column 7 in r8c7 or the group r2c7/r3c7, which
    // shares box 3 with r1c8. So r1c1 or r8c7 is 5, and r8c1 sees both.
    let mut b = open();
    confine(&mut b, row(1), 5, "r1c1 r1c8");
    confine(&mut b, col(7), 5, "r2c7 r3c7 r8c7");
    let steps = find_steps(&b, Technique::GroupedTwoStringKite);
    let step = steps
        .iter()
        .find(|s| s.eliminations == pairs("r8c1", 5))
        .expect("the grouped kite");
    assert_eq!(step.rating_tenths(), 43);
    // With a 5 left in the middle of column 7 the column is no strong link.
    let mut near = open();
    confine(&mut near, row(1), 5, "r1c1 r1c8");
    confine(&mut near, col(7), 5, "r2c7 r3c7 r5c7 r8c7");
    let steps = find_steps(&near, Technique::GroupedTwoStringKite);
    assert!(
        steps
            .iter()
            .all(|s| !s.eliminations.contains(&(c("r8c1"), d(5))))
    );
}

#[test]
fn three_strong_links() {
    // Columns 1, 5 and 8 each hold 5 twice: r1c1=r7c1, r7c5=r4c5, r4c8=r2c8, joined
    // through rows 7 and 4. So r1c1 or r2c8 is 5: r1c7, r1c9, r2c2 and r2c3 lose it.
    let mut b = open();
    confine(&mut b, col(1), 5, "r1c1 r7c1");
    confine(&mut b, col(5), 5, "r4c5 r7c5");
    confine(&mut b, col(8), 5, "r2c8 r4c8");
    let steps = find_steps(&b, Technique::ThreeSkyscrapers);
    assert_eq!(steps.len(), 1);
    assert_eq!(steps[0].eliminations, pairs("r1c7 r1c9 r2c2 r2c3", 5));
    assert_eq!(steps[0].rating_tenths(), 54);
    // Move the last link off row 4: the chain breaks.
    let mut near = open();
    confine(&mut near, col(1), 5, "r1c1 r7c1");
    confine(&mut near, col(5), 5, "r4c5 r7c5");
    confine(&mut near, col(8), 5, "r2c8 r5c8");
    assert!(find_steps(&near, Technique::ThreeSkyscrapers).is_empty());
}

#[test]
fn wxyz_wing() {
    // r1c1 {1,2}, r1c2 {1,3}, r1c3 {2,3,4}: three cells, four digits. r4c3 {1,4} sees the
    // only 4 of the set, so 4 is restricted: r4c3 or the set holds 1, and r2c3, r3c3 (seeing
    // r4c3 and both 1s of the set) lose 1.
    let mut b = open();
    set_marks(&mut b, "r1c1", &[1, 2]);
    set_marks(&mut b, "r1c2", &[1, 3]);
    set_marks(&mut b, "r1c3", &[2, 3, 4]);
    set_marks(&mut b, "r4c3", &[1, 4]);
    let steps = find_steps(&b, Technique::WXYZWing);
    assert_eq!(steps.len(), 1);
    assert_eq!(steps[0].eliminations, pairs("r2c3 r3c3", 1));
    assert_eq!(steps[0].rating_tenths(), 56);
    let mut near = open();
    set_marks(&mut near, "r1c1", &[1, 2]);
    set_marks(&mut near, "r1c2", &[1, 3]);
    set_marks(&mut near, "r1c3", &[2, 3, 4]);
    set_marks(&mut near, "r4c3", &[1, 5]);
    assert!(find_steps(&near, Technique::WXYZWing).is_empty());
}

#[test]
fn unique_rectangles() {
    let mut b = open();
    for cell in ["r1c1", "r1c4", "r2c1"] {
        set_marks(&mut b, cell, &[1, 2]);
    }
    set_marks(&mut b, "r2c4", &[1, 2, 7]);
    let steps = find_steps(&b, Technique::UniqueRectangleType1);
    assert_eq!(steps.len(), 1);
    assert_eq!(
        steps[0].eliminations,
        vec![(c("r2c4"), d(1)), (c("r2c4"), d(2))]
    );
    // Two cells with different extras: no type 1 (nor type 2).
    let mut near = open();
    set_marks(&mut near, "r1c1", &[1, 2]);
    set_marks(&mut near, "r1c4", &[1, 2]);
    set_marks(&mut near, "r2c1", &[1, 2, 8]);
    set_marks(&mut near, "r2c4", &[1, 2, 7]);
    assert!(find_steps(&near, Technique::UniqueRectangleType1).is_empty());
    assert!(find_steps(&near, Technique::UniqueRectangleType2).is_empty());

    // Type 2: both extras are 7, so one of r2c1, r2c4 is 7 and row 2 loses its other 7s.
    let mut b = open();
    set_marks(&mut b, "r1c1", &[1, 2]);
    set_marks(&mut b, "r1c4", &[1, 2]);
    set_marks(&mut b, "r2c1", &[1, 2, 7]);
    set_marks(&mut b, "r2c4", &[1, 2, 7]);
    let steps = find_steps(&b, Technique::UniqueRectangleType2);
    assert_eq!(steps.len(), 1);
    assert_eq!(
        steps[0].eliminations,
        pairs("r2c2 r2c3 r2c5 r2c6 r2c7 r2c8 r2c9", 7)
    );
}

#[test]
fn xy_and_xyz_wings() {
    let mut b = open();
    set_marks(&mut b, "r1c1", &[1, 2]);
    set_marks(&mut b, "r1c5", &[1, 3]);
    set_marks(&mut b, "r5c1", &[2, 3]);
    let steps = find_steps(&b, Technique::XYWing);
    assert!(!steps.is_empty());
    assert!(steps.iter().all(|s| s.eliminations == pairs("r5c5", 3)));
    let mut near = open();
    set_marks(&mut near, "r1c1", &[1, 2]);
    set_marks(&mut near, "r1c5", &[1, 3]);
    set_marks(&mut near, "r5c1", &[2, 4]);
    assert!(find_steps(&near, Technique::XYWing).is_empty());

    let mut b = open();
    set_marks(&mut b, "r1c1", &[1, 2, 3]);
    set_marks(&mut b, "r1c5", &[1, 3]);
    set_marks(&mut b, "r2c2", &[2, 3]);
    let steps = find_steps(&b, Technique::XYZWing);
    assert!(!steps.is_empty());
    assert!(
        steps
            .iter()
            .all(|s| s.eliminations == pairs("r1c2 r1c3", 3))
    );
    let mut near = open();
    set_marks(&mut near, "r1c1", &[1, 2, 3]);
    set_marks(&mut near, "r1c5", &[1, 3]);
    set_marks(&mut near, "r2c2", &[2, 4]);
    assert!(find_steps(&near, Technique::XYZWing).is_empty());
}

#[test]
fn candidate_format_round_trips_pencil_marks() {
    let mut b = open();
    set_marks(&mut b, "r1c1", &[1, 2]);
    let text = b.to_candidate_string();
    assert_eq!(&text[..18], "12.......123456789");
    assert_eq!(Board::from_candidate_string(&text).unwrap(), b);
}

/// Candidate states reached on the solving paths of puzzles of `data/se_rated_dev.txt`,
/// just before Sudoku Explainer's path takes the technique named.
const BUG_STATE: &str = ".....67.......67..........9...4............8..2...........5......3......1.........2.........3.........4...........7..1............5.........6..........8.........9.......8.....5....1................9.....6.....3.......2.............7.....4.....1...5.....2..............8......6.......5...9...4....9......7..1..4.......3......1....6..9.....6..9......7...2.........3.........4...8.1..4.........5.........6.8.....56......4.......3......1............5.7........78.........9.2............6.8.......7.9.......8......6.....3.......2.............7.91..4.....1..4.........5.......4...........7.9....5...........8.......7.91..........3...........6....2.........3......1.........2...........5.......4..........6..........8.........9......7..";
const Y_CYCLE_STATE: &str = "...4......2..............8...3..........5....1....6..91.......9.....6..9......7..........9..3..........56........67.....4.....1....67..1...5..8......6.8..2.......1............56.........7...2..............8......6..9....5...9...4.......3.......2.............7....3.........4.6.89.....6..9.....6.8....4...8.1............5........5...........8....4.....1.........2.........3...........6.........7..........9.....6...........91...........4...8.......7......5......3.......2..........4...8...3......1....6....2...........5.........6..9...4...........7.........891......8.......78.1..4.6........6..9.....6789..3.......2....78..2.4.........5....1..4...........78....45........5...9......7891.........2....78..2.4....9..3...........6...";
const CELL_CHAINS_STATE: &str = "........9.......8....4.........56.........7...2...6...12..56...1...56.....3.......2.........3..67....3.5.7..1................9...4.........567......567.........8.1...5.7..1....67..1...5.7.........8..2..56.....3.......2..567.....4.............91..45............91...5.7.....4.6..........8.1....67..1....67....3.......2.......1.34..7..1.34..7...2..........4.67..1....6...........9.......8.1....67......5.........6...1.....7.........8..2.........3..........5.......4.............91.....7..1..4..78.1..4.............9....5.7...2.45....12....7....3......1...5.78......6...1..4..7......5....1....67....3......1..4.6..........8.........9.2.......1..4..7..1.34..78..2.......1.3..67..........91..456...1....67..1...5.7..1...5.78.1..4..7..";

/// `state` with candidate `digit` added to `cell` (a near miss of the pattern).
fn with_candidate(state: &str, cell: &str, digit: u8) -> Board {
    let mut chars: Vec<char> = state.chars().collect();
    chars[c(cell).index() * 9 + digit as usize - 1] = (b'0' + digit) as char;
    Board::from_candidate_string(&chars.into_iter().collect::<String>()).unwrap()
}

#[test]
fn bug_type_1() {
    let b = Board::from_candidate_string(BUG_STATE).unwrap();
    let steps = find_steps(&b, Technique::BugType1);
    assert_eq!(
        steps[0].eliminations,
        vec![(c("r5c1"), d(1)), (c("r5c1"), d(9))]
    );
    assert_eq!(steps[0].rating_tenths(), 56);
    // A second cell with a third candidate that no house singles out: no BUG.
    let near = with_candidate(BUG_STATE, "r1c6", 9);
    assert!(find_steps(&near, Technique::BugType1).is_empty());
}

#[test]
fn bidirectional_y_cycle() {
    let b = Board::from_candidate_string(Y_CYCLE_STATE).unwrap();
    let steps = find_steps(&b, Technique::BidirectionalYCycle);
    let expected = vec![(c("r4c4"), d(6)), (c("r4c4"), d(8))];
    assert_eq!(steps[0].eliminations, expected);
    // Seven bivalue cells in the loop: 14 potentials, 14 - 2 = 12 exceeds 4, 6 and 8,
    // so a 0.3 length bonus on 6.5.
    assert_eq!(steps[0].rating_tenths(), 68);
    assert!(
        steps[0]
            .explain()
            .starts_with("Bidirectional Y-Cycle: if r4c5 is 9")
    );
    // r7c5 no longer bivalue: the loop is broken.
    let near = with_candidate(Y_CYCLE_STATE, "r7c5", 3);
    assert!(
        find_steps(&near, Technique::BidirectionalYCycle)
            .iter()
            .all(|s| s.eliminations != expected)
    );
}

#[test]
fn cell_forcing_chains() {
    let b = Board::from_candidate_string(CELL_CHAINS_STATE).unwrap();
    let steps = find_steps(&b, Technique::CellForcingChains);
    assert_eq!(steps[0].eliminations, vec![(c("r5c1"), d(1))]);
    assert_eq!(steps[0].evidence.cells, vec![c("r5c8")]);
    assert!(steps[0].explain().contains("either way r5c1 cannot be 1"));
    // With 9 open in r5c8 too, its candidates no longer all lead to r5c1 not being 1.
    let near = with_candidate(CELL_CHAINS_STATE, "r5c8", 9);
    assert!(
        find_steps(&near, Technique::CellForcingChains)
            .iter()
            .all(|s| s.eliminations != vec![(c("r5c1"), d(1))]
                || s.evidence.cells != vec![c("r5c8")])
    );
}
