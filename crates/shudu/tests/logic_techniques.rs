//! Fixture tests for the logic techniques: for each, a hand-made state where it must fire
//! with exactly the expected placements or eliminations, and a near miss where it must
//! not. States start from an empty grid (every candidate open) or a solved grid, and
//! remove pencil marks to draw the pattern.

mod common;

use common::board_states::{boxed, c, col, confine, d, open, pairs, row, set_marks};
use shudu::logic::{Board, Technique, find_steps};
use shudu::{Cell, Digit, Grid, Solver};

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
    assert_eq!(steps[0].evidence.all_cells(), vec![c("r5c8")]);
    assert!(steps[0].explain().contains("either way r5c1 cannot be 1"));
    // With 9 open in r5c8 too, its candidates no longer all lead to r5c1 not being 1.
    let near = with_candidate(CELL_CHAINS_STATE, "r5c8", 9);
    assert!(
        find_steps(&near, Technique::CellForcingChains)
            .iter()
            .all(|s| s.eliminations != vec![(c("r5c1"), d(1))]
                || s.evidence.all_cells() != vec![c("r5c8")])
    );
}

/// Every digit in `digits` eliminated from each cell of `names`.
fn all_pairs(names: &str, digits: impl IntoIterator<Item = u8> + Clone) -> Vec<(Cell, Digit)> {
    let mut out = Vec::new();
    for v in digits {
        out.extend(pairs(names, v));
    }
    sorted(out)
}

#[test]
fn direct_claiming() {
    // Row 1 holds 5 only in box 1 (r1c1, r1c2): box 1 loses its other 5s, r2c3 among
    // them, which leaves r2c7 the only 5 of row 2.
    let mut b = open();
    confine(&mut b, row(1), 5, "r1c1 r1c2");
    confine(&mut b, row(2), 5, "r2c3 r2c7");
    let steps = find_steps(&b, Technique::DirectClaiming);
    assert_eq!(steps.len(), 1);
    assert_eq!(steps[0].placements, [(c("r2c7"), d(5))]);
    assert_eq!(steps[0].rating_tenths(), 19);
    let mut near = open();
    confine(&mut near, row(1), 5, "r1c1 r1c2");
    confine(&mut near, row(2), 5, "r2c3 r2c7 r2c8");
    assert!(find_steps(&near, Technique::DirectClaiming).is_empty());
}

#[test]
fn naked_triplet() {
    // r1c1 {1,2}, r1c4 {2,3}, r1c7 {1,3}: three cells of row 1 hold only 1, 2 and 3, so
    // the rest of the row loses them; no two of the cells form a pair.
    let mut b = open();
    set_marks(&mut b, "r1c1", &[1, 2]);
    set_marks(&mut b, "r1c4", &[2, 3]);
    set_marks(&mut b, "r1c7", &[1, 3]);
    let steps = find_steps(&b, Technique::NakedTriplet);
    assert_eq!(steps.len(), 1);
    assert_eq!(
        sorted(steps[0].eliminations.clone()),
        all_pairs("r1c2 r1c3 r1c5 r1c6 r1c8 r1c9", [1, 2, 3])
    );
    assert_eq!(steps[0].rating_tenths(), 36);
    // r1c7 {1,4}: four digits between the three cells.
    let mut near = open();
    set_marks(&mut near, "r1c1", &[1, 2]);
    set_marks(&mut near, "r1c4", &[2, 3]);
    set_marks(&mut near, "r1c7", &[1, 4]);
    assert!(find_steps(&near, Technique::NakedTriplet).is_empty());
}

/// Row 5 with 1 in r5c1/r5c5, 2 in r5c5/r5c9 and 3 in r5c1/r5c9: a hidden triplet.
fn hidden_triplet_board() -> Board {
    let mut b = open();
    confine(&mut b, row(5), 1, "r5c1 r5c5");
    confine(&mut b, row(5), 2, "r5c5 r5c9");
    confine(&mut b, row(5), 3, "r5c1 r5c9");
    b
}

#[test]
fn hidden_triplet_and_its_direct_form() {
    // 1, 2 and 3 have, together, only r5c1, r5c5 and r5c9 in row 5: those cells hold them
    // and lose 4 to 9.
    let b = hidden_triplet_board();
    let steps = find_steps(&b, Technique::HiddenTriplet);
    assert_eq!(steps.len(), 1);
    assert_eq!(
        sorted(steps[0].eliminations.clone()),
        all_pairs("r5c1 r5c5 r5c9", 4..=9)
    );
    assert_eq!(steps[0].rating_tenths(), 40);
    // Those removals leave no digit with a single place: no direct form.
    assert!(find_steps(&b, Technique::DirectHiddenTriplet).is_empty());

    // With 4 confined to the triplet's cells and r5c3, r5c3 is row 5's only 4 once the
    // triplet's cells lose it.
    let mut direct = b.clone();
    confine(&mut direct, row(5), 4, "r5c1 r5c3 r5c5 r5c9");
    let steps = find_steps(&direct, Technique::DirectHiddenTriplet);
    assert_eq!(steps.len(), 1);
    assert_eq!(steps[0].placements, [(c("r5c3"), d(4))]);
    assert!(steps[0].eliminations.is_empty());
    assert_eq!(steps[0].rating_tenths(), 25);

    // A third place for 3 in row 5: 1, 2, 3 span four cells.
    let near = with_candidate(&hidden_triplet_board().to_candidate_string(), "r5c7", 3);
    assert!(find_steps(&near, Technique::HiddenTriplet).is_empty());
    let mut near_direct = near.clone();
    confine(&mut near_direct, row(5), 4, "r5c1 r5c3 r5c5 r5c9");
    assert!(find_steps(&near_direct, Technique::DirectHiddenTriplet).is_empty());
}

#[test]
fn naked_quad() {
    // r1c1 {1,2}, r1c3 {2,3}, r1c5 {3,4}, r1c7 {1,4}: four cells, four digits, no smaller
    // set among them. The rest of row 1 loses 1 to 4; box 1's two cells hold three digits,
    // so the box gets nothing.
    let mut b = open();
    set_marks(&mut b, "r1c1", &[1, 2]);
    set_marks(&mut b, "r1c3", &[2, 3]);
    set_marks(&mut b, "r1c5", &[3, 4]);
    set_marks(&mut b, "r1c7", &[1, 4]);
    let steps = find_steps(&b, Technique::NakedQuad);
    assert_eq!(steps.len(), 1);
    assert_eq!(
        sorted(steps[0].eliminations.clone()),
        all_pairs("r1c2 r1c4 r1c6 r1c8 r1c9", 1..=4)
    );
    assert_eq!(steps[0].rating_tenths(), 50);
    assert!(find_steps(&b, Technique::NakedTriplet).is_empty());
    let mut near = open();
    set_marks(&mut near, "r1c1", &[1, 2]);
    set_marks(&mut near, "r1c3", &[2, 3]);
    set_marks(&mut near, "r1c5", &[3, 4]);
    set_marks(&mut near, "r1c7", &[1, 5]);
    assert!(find_steps(&near, Technique::NakedQuad).is_empty());
}

#[test]
fn hidden_quad() {
    // In row 5, 1 is in r5c1/r5c3, 2 in r5c3/r5c5, 3 in r5c5/r5c7, 4 in r5c7/r5c1: the
    // four digits fill exactly those four cells, which lose 5 to 9.
    let mut b = open();
    confine(&mut b, row(5), 1, "r5c1 r5c3");
    confine(&mut b, row(5), 2, "r5c3 r5c5");
    confine(&mut b, row(5), 3, "r5c5 r5c7");
    confine(&mut b, row(5), 4, "r5c7 r5c1");
    let steps = find_steps(&b, Technique::HiddenQuad);
    assert_eq!(steps.len(), 1);
    assert_eq!(
        sorted(steps[0].eliminations.clone()),
        all_pairs("r5c1 r5c3 r5c5 r5c7", 5..=9)
    );
    assert_eq!(steps[0].rating_tenths(), 54);
    assert!(find_steps(&b, Technique::HiddenTriplet).is_empty());
    // 4 also in r5c9: the four digits span five cells.
    let mut near = open();
    confine(&mut near, row(5), 1, "r5c1 r5c3");
    confine(&mut near, row(5), 2, "r5c3 r5c5");
    confine(&mut near, row(5), 3, "r5c5 r5c7");
    confine(&mut near, row(5), 4, "r5c7 r5c1 r5c9");
    assert!(find_steps(&near, Technique::HiddenQuad).is_empty());
}

#[test]
fn jellyfish() {
    // 5 in column 1 only in rows 1/3, column 3 in rows 3/5, column 5 in rows 5/7, column 7
    // in rows 7/1: four columns, four rows, and no three columns within three rows. The
    // four 5s of those columns fill rows 1, 3, 5 and 7, whose other cells lose 5.
    let mut b = open();
    confine(&mut b, col(1), 5, "r1c1 r3c1");
    confine(&mut b, col(3), 5, "r3c3 r5c3");
    confine(&mut b, col(5), 5, "r5c5 r7c5");
    confine(&mut b, col(7), 5, "r7c7 r1c7");
    let steps = find_steps(&b, Technique::Jellyfish);
    assert_eq!(steps.len(), 1);
    let mut expected = Vec::new();
    for r in ["r1", "r3", "r5", "r7"] {
        for k in ["c2", "c4", "c6", "c8", "c9"] {
            expected.push((c(&format!("{r}{k}")), d(5)));
        }
    }
    assert_eq!(sorted(steps[0].eliminations.clone()), sorted(expected));
    assert_eq!(steps[0].rating_tenths(), 52);
    assert!(find_steps(&b, Technique::Swordfish).is_empty());
    // Column 7 with a 5 in row 9 too: the columns span five rows.
    let mut near = open();
    confine(&mut near, col(1), 5, "r1c1 r3c1");
    confine(&mut near, col(3), 5, "r3c3 r5c3");
    confine(&mut near, col(5), 5, "r5c5 r7c5");
    confine(&mut near, col(7), 5, "r7c7 r1c7 r9c7");
    assert!(find_steps(&near, Technique::Jellyfish).is_empty());
}

#[test]
fn unique_rectangle_type_4() {
    // r1c1, r1c4 {1,2}; r2c1 {1,2,7}, r2c4 {1,2,8}, and row 2 has 1 only in r2c1 and r2c4.
    // One of them is 1; were the other 2, the four cells would hold only 1 and 2 in a
    // swappable rectangle, so neither is 2.
    let ur = |one_elsewhere: bool| {
        let mut b = open();
        set_marks(&mut b, "r1c1", &[1, 2]);
        set_marks(&mut b, "r1c4", &[1, 2]);
        set_marks(&mut b, "r2c1", &[1, 2, 7]);
        set_marks(&mut b, "r2c4", &[1, 2, 8]);
        let keep = if one_elsewhere {
            "r2c1 r2c4 r2c7"
        } else {
            "r2c1 r2c4"
        };
        confine(&mut b, row(2), 1, keep);
        b
    };
    let steps = find_steps(&ur(false), Technique::UniqueRectangleType4);
    assert_eq!(steps.len(), 1);
    assert_eq!(sorted(steps[0].eliminations.clone()), pairs("r2c1 r2c4", 2));
    assert_eq!(steps[0].rating_tenths(), 45);
    // A third 1 in row 2 (and 2 open across the row): no strong link, no type 4.
    assert!(find_steps(&ur(true), Technique::UniqueRectangleType4).is_empty());
}

/// The solution of a candidate state taken from a puzzle's path: its placed digits keep
/// the puzzle's givens, so the solution is unique.
fn solution_of(board: &Board) -> Grid {
    Solver::new()
        .first(&board.to_grid())
        .expect("a solvable state")
}

fn outcome(list: &[(&str, u8)]) -> Vec<(Cell, Digit)> {
    list.iter().map(|&(cell, v)| (c(cell), d(v))).collect()
}

/// Asserts that `technique` finds, in `state`, a step with exactly these placements and
/// eliminations and this rating, and that none of its steps there contradicts the
/// solution.
fn fires(
    state: &str,
    technique: Technique,
    placements: &[(&str, u8)],
    eliminations: &[(&str, u8)],
    rating_tenths: u8,
) {
    let board = Board::from_candidate_string(state).unwrap();
    let solution = solution_of(&board);
    let steps = find_steps(&board, technique);
    assert!(steps.iter().all(|s| s.agrees_with(&solution)));
    let step = steps
        .iter()
        .find(|s| s.placements == outcome(placements) && s.eliminations == outcome(eliminations))
        .unwrap_or_else(|| panic!("no {technique:?} step with the expected outcome"));
    assert_eq!(step.technique, technique);
    assert_eq!(step.rating_tenths(), rating_tenths);
}

/// Asserts that with candidate `digit` added to `cell` of `state`, no `technique` step
/// has that outcome any more (and none contradicts the solution).
fn misses(
    state: &str,
    cell: &str,
    digit: u8,
    technique: Technique,
    placements: &[(&str, u8)],
    eliminations: &[(&str, u8)],
) {
    let near = with_candidate(state, cell, digit);
    let solution = solution_of(&near);
    let steps = find_steps(&near, technique);
    assert!(steps.iter().all(|s| s.agrees_with(&solution)));
    assert!(
        steps.iter().all(
            |s| s.placements != outcome(placements) || s.eliminations != outcome(eliminations)
        )
    );
}

#[test]
fn turbot_fish() {
    // Box 1 holds 5 only in r1c2 and r3c1, column 5 only in r1c5 and r7c5, and r1c2 and
    // r1c5 share row 1: if r3c1 is not 5 then r1c2 is, r1c5 is not, and r7c5 is. So r3c1
    // or r7c5 is 5, and r7c1, seeing both, is not.
    let fish = |extra: &str| {
        let mut b = open();
        confine(&mut b, boxed(1), 5, &format!("r1c2 r3c1 {extra}"));
        confine(&mut b, col(5), 5, "r1c5 r7c5");
        b
    };
    let steps = find_steps(&fish(""), Technique::TurbotFish);
    assert_eq!(steps.len(), 1);
    assert_eq!(steps[0].eliminations, pairs("r7c1", 5));
    assert_eq!(steps[0].rating_tenths(), 41);
    // A third 5 in box 1: no strong link there.
    assert!(find_steps(&fish("r2c3"), Technique::TurbotFish).is_empty());
}

/// From
/// 3......7..8153.....9..1.3......8.234..6....1.......5.......7..1...8....991....78..
/// Forcing Chain: if r1c2 is not 5: r1c2 is 6, r1c5 is not 6, r9c5 is 6, r9c5 is not 5,
/// r9c3 is 5, r1c3 is not 5, r1c2 is 5; the assumption that r1c2 is not 5 cannot hold,
/// so r1c2 must be 5
const FORCING_CHAIN_STATE: &str = "..3..........56......45.....2.4......2.4.6...........91..............7.........8.......7.........8.1............5......3.........4.6...........9...4.6....2........2.4.6...........9.2.4...........7..1...............8...3.........4.6.......5....1..............7..........9.....6..........8.....5.....2.........3.........4......2.45.....2.45.........6...........9.2.4.......3.............8.1..............7.........8..2.4.......3......1..............7...2.4.........5............9.....6....2.456....2.456..........8...3..............9......7.....4.6....2..5....1.........2.456.....3............7.........8..2.45....1...........4.6....2..5............9........91.........2.45.....2.4......2.456....2.4.6.........7.........8...3......";

#[test]
fn forcing_chain() {
    // r1c2 holds {5,6}. Were it not 5 it would be 6, column 5's other 6 (r9c5) would be
    // 6 and not 5, row 9's 5 would go to r9c3, column 3 would lose its 5 in r1c3, and
    // box 1's 5 would have to be r1c2 after all: r1c2 is 5 (7.0 plus a 0.1 length bonus).
    fires(
        FORCING_CHAIN_STATE,
        Technique::ForcingChain,
        &[("r1c2", 5)],
        &[],
        71,
    );
    misses(
        FORCING_CHAIN_STATE,
        "r1c2",
        1,
        Technique::ForcingChain,
        &[("r1c2", 5)],
        &[],
    );
}

/// From
/// .2.....9..3.7.....9....3..8........35...9..4....84...7..2...4..3.86...2..75.2.....
/// Bidirectional Cycle: if r1c3 is 7: r5c3 is not 7, r5c6 is 7, r5c6 is not 6, r1c6 is
/// 6, r1c3 is not 6, back where it started; the loop holds read either way round, so
/// r1c9 cannot be 6
const CYCLE_STATE: &str = "......78..2............67.....4.........5..8.1....6.....3..............91...56...1....6.8...3......1....6.........7......5..8.........9.2...........56......4.............9....5.......4......2.......1....6.....3......1....67..1....67.........8..2.4.67.....4.6.8.........91.............67...2..5........56.8.....56.8...3..........5....1......8.1....67....3..............9.....67..1....6.8....4......2.......12...6...1....6.....3.............8....4......2..5............91...56.........7..1....6...1....6..9.2...........5......3............78....4...........78.1....6..9..3.........4....9.......8......6...1.....7..1..4..7..1...5.7...2...........5...91..4.6.........7......5............9.2.......1..4...8.1....6.8...3......1....6...";

#[test]
fn bidirectional_cycle() {
    // r1c3 {6,7} and r5c6 {6,7}; 7 in column 3 only in r1c3/r5c3 and 6 in column 6
    // only in r1c6/r5c6. The loop r1c3 -7- r5c3 -7- r5c6 -6- r1c6 -6- r1c3 reads both ways
    // round, so one of r1c3, r1c6 is 6 and row 1's third 6, r1c9, goes.
    fires(
        CYCLE_STATE,
        Technique::BidirectionalCycle,
        &[],
        &[("r1c9", 6)],
        70,
    );
    misses(
        CYCLE_STATE,
        "r1c3",
        1,
        Technique::BidirectionalCycle,
        &[],
        &[("r1c9", 6)],
    );
}

/// From
/// .9.6.......4...2....5..9.86..93...5..7..2...8...5.49..3.7.48...4..7...........1...
/// Region Forcing Chains: 3 must go somewhere in box 1; if r1c3 is 3: r1c3 is not 8,
/// r1c1 is 8, r6c1 is not 8, r6c2 is 8, r6c2 is not 3; if r2c2 is 3: r6c2 is not 3; if
/// r3c2 is 3: r6c2 is not 3; either way r6c2 cannot be 3
const REGION_CHAINS_STATE: &str = "1.....78.........91.3....8......6...1.3.5.7...2.........345.7..1.34..7..1..45.7..1....67..1.3..6......4............8.1.3.5.7..1.3.5.7...2.......1.3.....91...5...912....7..123..........5.......4.....1.3...7..........9..3...7.........8......6...12...6......4.............9..3.............8.1....67.......67......5....12....7......5..........7..1.3..6...........9.2.......1....6.....34.6...1.34.6..........8.12...6.8.1.3....8.123..6.......5....1....67.....4.............9123..67..12....7....3.......2...6.........7..1...........4............8.....56....2...6..9.2..5...9...4.....12..56...12...6.........7..........9....56..........8..2...6.....3..............9....56.8......6.8..2.........3.56.....3.56...1...........4..7.....4..7..";

#[test]
fn region_forcing_chains() {
    // 3 goes in box 1 in r1c3, r2c2 or r3c2. r2c2 and r3c2 see r6c2 in
    // column 2; r1c3 {1,3,8} as 3 sends row 1's 8 to r1c1, column 1's 8 off r6c1 and row 6's
    // 8 to r6c2. Every way, r6c2 is not 3.
    fires(
        REGION_CHAINS_STATE,
        Technique::RegionForcingChains,
        &[],
        &[("r6c2", 3)],
        82,
    );
}

/// From
/// .........6......9...862.37.71...2...2.91.5....8..6.23..3.98.6......7..83......9...
/// Nishio Forcing Chains: if r2c2 is 4: r1c2 is not 4, r9c2 is not 4, r1c4 is 4, r9c4
/// is not 4, r9c9 is 4, r2c7 is not 4, r8c7 is 4, r9c9 is not 4; the assumption that
/// r2c2 is 4 cannot hold, so r2c2 cannot be 4
const NISHIO_STATE: &str = "..3.......2.45.7..12..5.7.....45............9......78.1......8.12..5.........6........6....2.45.7..12.45.7....3......1...5..........78.1..4...8.........9.2.4.....1..45...9...45...9.......8......6....2.......1..4.......3............7.....45..........7..1..........3.............8....4......2...........5.........6...........9.2............6...........91..........3..........5..........7.....4............8....45...........8....45..........7.......6...........9.2.........3......1........1..45......3.......2.45.7..........9.......8.1..4..........6...12..5.....2..5.7..1..45...9.2.45...912.45.....2..5..........7.......6...1..4............8...3.............8..2.45.7.......6....2.45....1...5......3..............912..5.....2.45.7..";

#[test]
fn nishio_forcing_chains() {
    // If r2c2 were 4: row 1's 4 goes to r1c4 (r1c2 is out), so r9c4 is not
    // 4 and row 9's 4 goes to r9c9 (r9c2 out); row 2 loses its 4 in r2c7, so column 7's 4 is
    // r8c7, in box 9 with r9c9: two 4s in a box. So r2c2 is not 4.
    fires(
        NISHIO_STATE,
        Technique::NishioForcingChains,
        &[],
        &[("r2c2", 4)],
        77,
    );
    misses(
        NISHIO_STATE,
        "r1c6",
        4,
        Technique::NishioForcingChains,
        &[],
        &[("r2c2", 4)],
    );
}

/// From
/// 9..35.26.....1....5.....7....1.68.7.......8..46.....31.8.79..5......1...17.6......
/// Dynamic Contradiction Forcing Chains: if r8c2 is 2: r8c1 is not 2, r8c1 is 3, r7c3
/// is not 3, r8c3 is not 3, r9c3 is not 3, r3c3 is 3, r2c2 is not 2, r3c2 is not 2,
/// r3c3 is 2, r3c3 is not 3; the assumption that r8c2 is 2 cannot hold, so r8c2 cannot
/// be 2
const DYNAMIC_CONTRADICTION_STATE: &str = "........91...........4..7....3..........5.......4..7...2............6..........8........8..234..........67...2.4....91.............67....345...9...4....9..345...9....5.....234......234.6....2.4...89.2.4...8..2.4.6..9......7..1..........34....9.23.......23.5...91...........45...9.....6..........8....45...9......7...2.45...9......7......5...9.2..5...91..........34.......345...9.......8..2.4....9.....6......4..........6..........8..2..5...9......7...2..5...9....5...9..3......1.............6..........8..234...........7..........9.234.....1............5.....234......23.......2345...9.2345...9.2.45..8..234...8.1.............6......4...89......7..1..............7...2345...9.....6....234...8..2345......34....9.2.4...89.234....9";

#[test]
fn dynamic_contradiction_forcing_chains() {
    // If r8c2 were 2, r8c1 would be 3, emptying r7c3, r8c3 and r9c3 of
    // 3; column 3's 3 would be r3c3 while box 1's 2, with r2c2 and r3c2 gone, would be r3c3
    // too: a contradiction, so r8c2 is not 2. A near miss needs more than one candidate
    // added (no single one breaks every chain).
    fires(
        DYNAMIC_CONTRADICTION_STATE,
        Technique::DynamicContradictionForcingChains,
        &[],
        &[("r8c2", 2)],
        88,
    );
}

/// From
/// .673.4.....4..8..78..2....36.....9...5.8......7...9.4.....2..1..4.5....8..64...3..
/// Dynamic Double Forcing Chains: if r9c2 is 1: r9c2 is not 9; if r9c2 is not 1: r8c3
/// is 1, r3c2 is 1, r8c3 is not 2, r3c3 is not 1, r1c1 is not 1, r3c3 is 5, r1c1 is not
/// 5, r1c1 is 2, r9c1 is not 2, r9c2 is 2, r9c2 is not 9; either way r9c2 cannot be 9
const DYNAMIC_DOUBLE_STATE: &str = "12..5.........6.........7....3..........5...9...4.....12.....8..2..5..8912..5...9.23.5...9.23.....9...4.....1....6.......56..9.......8.12...6....2..56..9......7.........8.1.......91...5.....2............67.91...567.....4.........56..9..3...........6....23....8.123....8.......7.....4.....1.3.5............9.2..5..8.12..5.......4.........5............9.......8.1.3..6....2.......1.3............7..1....6...12.............7...23....8.1....6.....3.5............9..3.5..8....4......2..56.....3.5.7....3....8...3.5..8.........9.2.........3..67......567..1...........4.......3...7.9...4.....123..........5....1.3..67..1.3..67...2...67...2...6..9.......8..2..5.7.912......9.....6......4............8.1.....7...2..5.7....3.......2..5...9";

#[test]
fn dynamic_double_forcing_chains() {
    // r9c2 as 1 is not 9; r9c2 not 1 leads (through r8c3, r3c2, r3c3
    // and r1c1) to r9c2 being 2, not 9 either. Restoring 2 in r3c3 breaks the second chain.
    fires(
        DYNAMIC_DOUBLE_STATE,
        Technique::DynamicDoubleForcingChains,
        &[],
        &[("r9c2", 9)],
        88,
    );
    misses(
        DYNAMIC_DOUBLE_STATE,
        "r3c3",
        2,
        Technique::DynamicDoubleForcingChains,
        &[],
        &[("r9c2", 9)],
    );
}

/// From
/// 5........6.3.5..92..4.68......81......6.97.3.9..3..4...2......3..5....74....3.5...
/// Dynamic Cell Forcing Chains: r3c1 must hold one of its candidates; if r3c1 is 2:
/// r5c1 is not 2; if r3c1 is 7: r2c2 is not 7, r3c2 is not 7, r4c1 is not 7, r9c2 is 7,
/// r9c2 is not 6, r8c2 is 6, r8c2 is not 3, r8c1 is 3, r4c1 is not 3, r4c1 is 2, r5c1
/// is not 2; either way r5c1 cannot be 2
const DYNAMIC_CELL_STATE: &str = "....5....1......8912.....89.2......9......7....3......1....6.8....4.....1....6.8......6.........78...3......1..4.........5....1..4...........78.........9.2........2....7..1.....7.9...4......2......9.....6..........8...3......1...5....1...5.7...23...7....345.....2....7.........8.1...........456....2...67.9.2..56.......567.912.4...8.1..45..8......6......45............9......7..12.....8...3......1...5..8.........91...5..8.1.....78...3.......2...........56......4.....1...56.8.1...5678.1.....78..2.......1.....7891...567.....4.....1...5...91....6.891....6.8...3......1.3......1.3..6..9....5....1....6..........8..2......912...6..9......7.....4.....1..4...8.1..4.67..1.....7891....67....3......12......9....5....12.....8.1....6.89";

#[test]
fn dynamic_cell_forcing_chains() {
    // r3c1 holds 2 or 7. As 2 it takes 2 from r5c1 (column 1); as 7 it
    // drives 7 to r9c2, 6 to r8c2, 3 to r8c1 and 2 to r4c1, which takes it from r5c1 too.
    fires(
        DYNAMIC_CELL_STATE,
        Technique::DynamicCellForcingChains,
        &[],
        &[("r5c1", 2)],
        88,
    );
    misses(
        DYNAMIC_CELL_STATE,
        "r4c1",
        1,
        Technique::DynamicCellForcingChains,
        &[],
        &[("r5c1", 2)],
    );
}

/// From
/// .2..914....86....13....7...8....6.7..1.72...4......6..6..9..5....4....8..3........
/// Dynamic Region Forcing Chains: 2 must go somewhere in column 1; if r6c1 is 2: r6c8
/// is not 2; if r9c1 is 2: r9c1 is not 1, r9c1 is not 9, r9c7 is not 2, r8c1 is 1, r8c1
/// is not 9, r9c3 is 9, r9c7 is not 9, r9c7 is 1, r7c8 is not 1, r6c8 is 1, r6c8 is not
/// 2; either way r6c8 cannot be 2
const DYNAMIC_REGION_STATE: &str = "....5.7...2...........5.7....3....8.........91...........4..........6.....3....8....4....9...4....9.......8......6.....3.5.....23.5..........7...23.5....1..........3...........6...1.........2.45..8....45..8.......7...2.....89.2..5...9.2..5..89.......8....45...9.23.5...91.345......345.........6...123.....9......7...23.5...9....5...91.............6.........7...2.........3.5..89..3....89..3.5...9...4......2.45...9...45.7...23.5.7.91.345..8.1.34...8...345..89.....6...12..5...9.23.5..89.....6..........8..2....7..........91.34..7....34.........5....123.......23...7..1...5.7.9....5.7.....4.....123.5....1.3.567...23.5....123.....9.......8..23..67.912..5.7.9..3.......2....7.912..5....1....678..2..5..8.12......9...4......2...67.9";

#[test]
fn dynamic_region_forcing_chains() {
    // Column 1 holds 2 in r6c1 or r9c1. r6c1 sees r6c8 in row 6;
    // r9c1 as 2 sets r8c1 1, r9c3 9, r9c7 1, then r6c8 1 (column 8): r6c8 is not 2 either
    // way. With 3 restored in r9c7 that cell is no longer forced to 1.
    fires(
        DYNAMIC_REGION_STATE,
        Technique::DynamicRegionForcingChains,
        &[],
        &[("r6c8", 2)],
        88,
    );
    misses(
        DYNAMIC_REGION_STATE,
        "r9c7",
        3,
        Technique::DynamicRegionForcingChains,
        &[],
        &[("r6c8", 2)],
    );
}

/// From Inkala's 8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..
/// Dynamic Contradiction Forcing Chains (+): if r1c4 is 3, r3c9 and r4c5 are 3, and with
/// the eliminations the (+) rules make on the board the chain has made, r6c2 ends both 8
/// and not 8.
const PLUS_STATE: &str = ".......8.12.4.6....2.456..9.234..7..123.5.7..1234.....1.3.56..9...45.7.91.34567.912.45...912.4.......3...........6...12..5.78.12.4...8.1...5..89...45.7891..45.7.91..456.........7.....456.....34...8.........91.34...8..2..........45..8.1.3456...1234.6..9....5.....2.4.6..9.23....89.23..6.8.......7..1....6.89.2.4...8912.4.6..9123..6..9123..6.8..2...6..9.23....89...4.........5..........7...2.....8912...6..9.2.4.67.9.2.4.6.8..2.4.67.91.........2...6.8..2...6.89....56.89..3.......2.456..9.2345.7...234.....1.........234..7.9.23...7...234....9..3.5...9.....6..........8..234.67...234.6..........8.....5.....23..67...234.6..9..3.....91.........23...7.9.23.567..........9.2..567...23...78.123..678.123..6.8....4......2..5.7...23.5.7..";

#[test]
fn dynamic_contradiction_forcing_chains_plus() {
    // Plain dynamic chains do not reach it here: the (+) rules on the board the chain
    // has made are needed. Restoring 8 in r7c5 breaks the chain.
    assert!(
        find_steps(
            &Board::from_candidate_string(PLUS_STATE).unwrap(),
            Technique::DynamicContradictionForcingChains
        )
        .iter()
        .all(|s| s.eliminations != outcome(&[("r1c4", 3)]))
    );
    fires(
        PLUS_STATE,
        Technique::DynamicContradictionForcingChainsPlus,
        &[],
        &[("r1c4", 3)],
        97,
    );
    misses(
        PLUS_STATE,
        "r7c5",
        8,
        Technique::DynamicContradictionForcingChainsPlus,
        &[],
        &[("r1c4", 3)],
    );
}

/// From Inkala's puzzle, later on its path: Dynamic Contradiction Forcing Chains (+
/// Forcing Chains): if r9c5 is 3, forcing chains on the board the chain has made remove
/// candidates that plain and (+) implications cannot, until r2c2 is both 1 and not 1.
const PLUS_FORCING_STATE: &str = ".......8.12.4.6....2.456..9.2.4..7..123.5.7..1234.....1.3.56......45.7.91.34567.912.45...912.4.......3...........6...12..5.78.12.4...8.1...5..8....45.7891..45.7.91..456.........7.....456.....34...8.........91.34...8..2..........45..8.1.34.6...123.....9....5.....2.4....9.23....89.23..6.8.......7..1....6.8..2.4...8912.4.6..9123..6..9123..6.8..2...6..9.23....89...4.........5..........7...2.....8912......9.2.4..7.9.2.4...8..2.4..7.91.........2...6.8..2...6.89....56.89..3.......2.456..9.2345.7...234.....1.........234..7.9.23...7...234....9..3.5...9.....6..........8..234.67...234.6..........8.....5.....23..67...234.6..9..3.....91.........23...7.9.23.567..........9.2..567...23...78.1.3..678.123..6.8....4......2..5.7...23.5.7..";

#[test]
fn dynamic_contradiction_forcing_chains_plus_forcing() {
    fires(
        PLUS_FORCING_STATE,
        Technique::DynamicContradictionForcingChainsPlusForcing,
        &[],
        &[("r9c5", 3)],
        104,
    );
    misses(
        PLUS_FORCING_STATE,
        "r2c2",
        6,
        Technique::DynamicContradictionForcingChainsPlusForcing,
        &[],
        &[("r9c5", 3)],
    );
}

/// From the hardest set's
/// ..3......4...8..36..83..1...4..6..73...9...1......2.....4.7..686........7.....5..
/// Dynamic Cell Forcing Chains (+ Multiple Forcing Chains): r6c2 holds 1, 3 or 5; each
/// leads, with cell and region forcing chains applied to the board the chain has made
/// when it stalls, to r5c2 not being 3.
const PLUS_MULTIPLE_STATE: &str = "12..5...912..567.9..3......12.4567..12.45...91..4567.9.2.4..789.2.45..89.2.45.7.9...4.....12..5.7.912..5.7.912..5.7.........8.1...5.7.9.2....7.9..3...........6....2..5...9.2..567.9.......8...3.......2.45...9...4567.91.........2.45...9.2.45.7.912..5..89...4.....12..5...91...5..8......6...1...5..8..2.....89......7....3.......23.5..8..23.5.7...2..567..........9..345......345.78..2.4.6.8.1.........2.45....1.3.5..891.3.5....1....67..1..45.78.1.345.....2..........4.6.89...45..89...45...9123.5...9123.5...9...4.....12..5..........7..1.3.5...9.23.....9.....6..........8......6...123.5..8912..5...912.45..8.12345...91.345..89..34..7.9.2.4....912.4..7.9......7....3....8.12......912.4.6.8.1234....91.34.6.89....5.....2.4....912.4....9";

#[test]
fn dynamic_cell_forcing_chains_plus_multiple() {
    fires(
        PLUS_MULTIPLE_STATE,
        Technique::DynamicCellForcingChainsPlusMultiple,
        &[],
        &[("r5c2", 3)],
        108,
    );
    misses(
        PLUS_MULTIPLE_STATE,
        "r9c3",
        5,
        Technique::DynamicCellForcingChainsPlusMultiple,
        &[],
        &[("r5c2", 3)],
    );
}

/// From
/// ....761....84.93..2....3......32.7....2.....48..6.....1.4..2.5....8..4.7387.....9.
/// BUG type 2: without 5 in r3c7 and 5 in r6c9, every unsolved cell would hold two
/// candidates and every digit have two places in each house, a deadly pattern with no
/// single solution; so one of those extra candidates is true, and r1c9, r3c9, r5c7 and
/// r6c7 cannot be 5
const BUG_2_STATE: &str = "....5...9...4.......3.......2.............7.......6...1...............89....5..8......6...1...............8....4.........5............9..3............7...2........2.............7......5...91...............8...3..........56..9...4.........56......4..........6..91....6.....3.......2...........5..........7.........891......8.......7....3.5.....2...............91...............8.....56.....3..6......4............8...3.5....1.......9.....6......4...........7......5...9.2.......1.3.5....1.............6..9...4...........7....3.....9.2..............8.....5......3..6.......5...9.2...........56..........8...3.....91...........4.......3..6.........7....3.............8.......7......5.........6......4......2.......1................9";

#[test]
fn bug_type_2() {
    // Every cell is bivalue but r3c7 {5,6,9} and r6c9 {1,3,5}, both with extra 5: one of
    // them is 5, so r1c9, r3c9 (box 3, column 9) and r5c7, r6c7 (column 7, box 6) are not.
    // A second extra digit in r3c7 breaks the pattern.
    fires(
        BUG_2_STATE,
        Technique::BugType2,
        &[],
        &[("r1c9", 5), ("r3c9", 5), ("r5c7", 5), ("r6c7", 5)],
        57,
    );
    misses(
        BUG_2_STATE,
        "r3c7",
        1,
        Technique::BugType2,
        &[],
        &[("r1c9", 5), ("r3c9", 5), ("r5c7", 5), ("r6c7", 5)],
    );
}

/// From
/// ...4.7..2...8..9.1.735..8..16.....5........2...5..1...5.9.3...6.....9....32...7...
/// Unique Loop type 1: r4c3, r5c3, r5c9, r6c9, r6c5 and r4c5 would form a deadly loop
/// on 7 and 8 (two solutions); only r4c5 holds anything else, so it cannot be 7 and 8:
/// r4c5 cannot be 7 or 8
const LOOP_1_STATE: &str = ".....6.8.1......8.1....6......4.............9......7......5......3.......2........2...........5.......4............8......6.....3..............9......7..1................9......7....3..........5....1.........2..............8......6......4.....1.............6.........78..2......9.2....78....4...8...34.........5......3.....9..34.............9......78...3..6......45........56...1.........2.............78...34......2...........5......3.....9......78.1.............6......4....9......78.....5....1..4...8.........9......7....3.........4...8..2.......1......8......6.........7..1..4.....1....6....2...6....2..5..8.........9..34.....1......8...3.5.........6.8...3.......2.......1...........45..8.....56.........7.....4....9....5...9";

#[test]
fn unique_loop_type_1() {
    // r4c3, r5c3, r5c9, r6c9, r6c5 hold only {7,8} and r4c5 {2,7,8}: with r4c5
    // as 7 or 8 the six-cell loop would have two solutions, so r4c5 is 2.
    fires(
        LOOP_1_STATE,
        Technique::UniqueLoopType1,
        &[],
        &[("r4c5", 7), ("r4c5", 8)],
        46,
    );
    misses(
        LOOP_1_STATE,
        "r4c3",
        1,
        Technique::UniqueLoopType1,
        &[],
        &[("r4c5", 7), ("r4c5", 8)],
    );
}

/// From
/// .5.2.....4.1...6.....561.....8.43..5..3......5..8..2..8.2....9..9...5.67.3.....2..
/// Unique Loop type 2: r6c2, r5c2, r5c7, r9c7, r9c9 and r6c9 would form a deadly loop
/// on 1 and 4 (two solutions); one of r5c2 and r5c7 must hold their common extra digit:
/// r5c4 cannot be 7
const LOOP_2_STATE: &str = "..3..6.......5.........67.9.2.............789...4.....1.3...7..1.....7.........89...4......2....78.1..............7.9..3.............89.....6.......5.....2.....89.23.......2....78.......7.9....5.........6...1..........3...7.....4......2.....89.2...6...12....7.........8.1....6......4.......3..............91.....7......5............91..4..7....3......1.....7......5.....2.......1..4..7.........8......6.......5....1..4..........67.........8.......7.9.....6..9.2.........3......1..4............8......6....2..........4.....1..............7......5............9..3......1................9...4.......3.......2...........5...........8......6.........7........7....3..........5.........6..9.......89.....6.891..4......2.......1..4.....";

#[test]
fn unique_loop_type_2() {
    // The loop r6c2, r5c2, r5c7, r9c7, r9c9, r6c9 is on {1,4}; r5c2 and r5c7
    // each add 7, so one of them is 7 and row 5's other 7, r5c4, goes.
    fires(
        LOOP_2_STATE,
        Technique::UniqueLoopType2,
        &[],
        &[("r5c4", 7)],
        46,
    );
    misses(
        LOOP_2_STATE,
        "r6c2",
        2,
        Technique::UniqueLoopType2,
        &[],
        &[("r5c4", 7)],
    );
}

/// From
/// .........7.....4.88...65..7.3..2.69.5.........2.75....1..........46.2.3......48.2.
/// Unique Loop type 4: r1c5, r1c6, r7c6, r7c2, r8c2 and r8c5 would form a deadly loop
/// on 7 and 8 (two solutions); r7c2 and r8c2 share a house where one of 7 and 8 has no
/// other place, so they cannot hold the other: r7c2 and r8c2 cannot be 7
const LOOP_4_STATE: &str = ".2..........4....91.3.56.....34...........78.......78...3.5...91...56........6..9......7......56.....3.56....23......1................9...4......2..56..........8........8....4....91.3.......234..........6.......5.....23.....912.............7.....4.......3............7.........8..2.......1.............6...........9....5........5....1...............8.........9...4..........6....2....7...2....7....3...........6....2...............9......7......5......3......1...............8....4.....1.............678..2...........5......3............78.......7.9...4..........6..9........9....5.78....4..........6.........78..2...........5.7....3......1..........3..........567......56...1................9...4............8.....567...2.......";

#[test]
fn unique_loop_type_4() {
    // The loop r1c5, r1c6, r7c6, r7c2, r8c2, r8c5 is on {7,8}; r7c2 and r8c2
    // are column 2's only 8s, so one is 8 and the other, as 7, would close the deadly
    // loop: neither is 7.
    fires(
        LOOP_4_STATE,
        Technique::UniqueLoopType4,
        &[],
        &[("r7c2", 7), ("r8c2", 7)],
        46,
    );
    misses(
        LOOP_4_STATE,
        "r1c5",
        1,
        Technique::UniqueLoopType4,
        &[],
        &[("r7c2", 7), ("r8c2", 7)],
    );
}

/// From
/// 6.......25.1.9...4..2....8.3.8..6.....41.36.9...4...5.97...5..........4....8....5.
/// VWXYZ-Wing: r1c4, r1c5, r3c4 and r3c5 hold only 61357 between them, one digit more
/// than cells, and r3c9 holds 6 and 1; they cannot both be 6, so r3c6 cannot be 1
const VWXYZ_STATE: &str = ".....6......4...8.......7.9..3.5.7..1.3...7.....4...8.1.3.5...91.3.....9.2...........5......3....8.1.........23..6...........9.2.....8.......7....3..6......4........4..7....34....9.2.........3.567..1.3.567..1..4..7..1.3.5...9.......8.1....6.....3.......2......9.......8.....5.7.9....5.7.......6......4.....12....7..1.....7...2....7......5.......4.....1...............8...3...........6....2....7..........91.............6.........7.9...4......2....7...2....7.9..3....8.....5......3....8.........9......7....3..6....23..6......4.........5....12.....8.1.3..6...1....6.8........8.12...........5......3..67.9123..67..12....7.9.23.....9...4.......3..67...2.4.....12.4.......3..6..........8.1.3..67..12....7.9.23.....9..3...7.9....5....";

#[test]
fn vwxyz_wing() {
    // Box 2's r1c4 {3,5,7}, r1c5 {1,3,7}, r3c4 {3,5,6,7}, r3c5 {1,3,5,6,7}: four cells,
    // five digits, and r3c9 {1,6}. Every 6 of the set sees r3c9 (row 3), so the set or
    // r3c9 holds 1; r3c6 sees r3c9, r3c5 and r1c5 and loses 1.
    fires(VWXYZ_STATE, Technique::VWXYZWing, &[], &[("r3c6", 1)], 62);
    misses(
        VWXYZ_STATE,
        "r1c4",
        2,
        Technique::VWXYZWing,
        &[],
        &[("r3c6", 1)],
    );
}

/// From
/// ..7.3..8.1.8....5.....9...3.......1.3....2....8..634..79......8.2....6....14.7....
/// UVWXYZ-Wing: r7c3, r7c4, r7c6, r7c7 and r7c8 hold only 123456 between them, one
/// digit more than cells, and r1c7 holds 1 and 2; they cannot both be 1, so r9c7 cannot
/// be 2
const UVWXYZ_STATE: &str = "........9...4.6.........7...2..56.....3.........456...12..............8.12.4.....1..........3.............8..2...6.........7.....4.6....2......9....5.....2.4.6..9.2..56......456....2..5...........8.........91..............7.....4.6.....3.........4...........7...2...6.......5...9....5..8........89..3......1.........2...6.....3......1............56..9......7.....4......2..............8......6..9....56....2..5...........8..2..5...91.............6.....3.........4......2....7.9.2..5.7........7..........9..34.......3.56...12..5........56...1...5.....2.4............8.....5..8..2.........34.......3.5...91......8........89.....6......4..7..1..4..7......56.8.....56...1...........4......2..5..8.......7...2..5...9..3.......2......9";

#[test]
fn uvwxyz_wing() {
    // Row 7's r7c3 {3,4}, r7c4 {3,5,6}, r7c6 {5,6}, r7c7 {1,5}, r7c8 {2,4}: five
    // cells, six digits, and r1c7 {1,2}, which sees the set's only 1. So r1c7 or r7c8 is
    // 2, and r9c7 (column 7, box 9) is not.
    fires(UVWXYZ_STATE, Technique::UVWXYZWing, &[], &[("r9c7", 2)], 66);
    misses(
        UVWXYZ_STATE,
        "r7c3",
        1,
        Technique::UVWXYZWing,
        &[],
        &[("r9c7", 2)],
    );
}

/// From
/// ...31.....4...91...1..5.723..1....9.9...2.4.6..7...5.....6...8.8.3.....7.7.9......
/// 3-String Kite on 8: r5c6 or r5c3 is 8 (row 5), r2c3 or r2c9 is 8 (row 2), r1c7 or
/// r4c7 is 8 (column 7); r5c3 and r2c3 share column 3 and r2c9 and r1c7 share box 3; so
/// r5c6 or r4c7 is 8, and r4c6 cannot be 8
const THREE_KITE_STATE: &str = "......7......5..8..2..5..8...3......1.........2...6........6.89...456......45...9..3.........4......2..5..8..2....7.......67..........91............56.......5..8......6...1................9...4...8.....5.......4...8.......7...2.........3.......2.45.....2..56.8.1............5.7....3..67....345.78..23....8.........9.2.....8.........9..3..........5..8.1...5.....2.......1...5..8....4...........7.......6....2.4......2...6.8.......7.....4...8.........9..3..6.......5....1.3......12.....8.12..5.....2..5...9...4..........6.....3...7..1.3.5.7...23.....9.......8.12..5...9.......8.....5...9..3......12..5.......4.....12..5.........6..91...56.........7..12..5..........7.......6...........9.......8.1.3.5.....23......1.34........45....";

#[test]
fn three_string_kite() {
    // 8: r5c6=r5c3 (row 5) - r2c3 (column 3) = r2c9 (row 2) - r1c7 (box 3) =
    // r4c7 (column 7). r5c6 or r4c7 is 8, and r4c6 sees both.
    fires(
        THREE_KITE_STATE,
        Technique::ThreeStringKite,
        &[],
        &[("r4c6", 8)],
        55,
    );
    misses(
        THREE_KITE_STATE,
        "r2c4",
        8,
        Technique::ThreeStringKite,
        &[],
        &[("r4c6", 8)],
    );
}

/// From
/// ..9..2...34......6...41......3..1..41..2.7..9.2..8......4.386.18.....9..2..9.4..8. 3
/// Strong Links on 5: r3c7 or r1c8 is 5 (box 3), r1c1 or r7c1 is 5 (column 1), r7c4 or
/// r9c5 is 5 (box 8); r1c8 and r1c1 share row 1 and r7c1 and r7c4 share row 7; so r3c7
/// or r9c5 is 5, and r9c7 cannot be 5
const THREE_LINKS_STATE: &str = "....5.7..1................9.....678......67...2..........4.........5.78...3........3.........4......2.............78.........9....5....1.....78.1......8......6........6.......5.78.....5.78....4.....1..........3..........5.7..........9.2.............7.9......789..3..........56.......56...1.........2.............78....4.....1............5..8.....56.8..2..........4...........7....3.5..8...3.56.8.........9...4......2...........567....3.............8.........91...5.7..1...567......5.7......5.7.9....5.7.9...4.........5.7....3.............8......6....2.......1...............8...3..........5.7..1.........2............6...........9...4.........5.7...2............6...1................9....5.7.....4.......3.5......3.5.7.........8.";

#[test]
fn three_strong_links_with_a_box() {
    // 5: r3c7=r1c8 (box 3) - r1c1 (row 1) = r7c1 (column 1) - r7c4
    // (row 7) = r9c5 (box 8). r3c7 or r9c5 is 5, and r9c7 sees both.
    fires(
        THREE_LINKS_STATE,
        Technique::ThreeStrongLinks,
        &[],
        &[("r9c7", 5)],
        55,
    );
    misses(
        THREE_LINKS_STATE,
        "r2c7",
        5,
        Technique::ThreeStrongLinks,
        &[],
        &[("r9c7", 5)],
    );
}

/// From
/// 81..367...4..........2...4....59....76...18.9..57.2.......2..3.......478...6.....
/// Unique Rectangle type 3: r4c1, r4c3, r7c3 and r7c1 would form a deadly rectangle on
/// 1 and 4 (two solutions), so r7c3 and r7c1 cannot both hold only those; taken as one
/// cell they hold only their extra digits, and with r9c2 they hold only 5 and 7 in box
/// 7, so r8c1 cannot be 5
const UR3_STATE: &str = ".......8.1................9...4.......3...........6.........7...2...........5.....2..........4.......3..6...1............5.7......5.7..........9.......8...3..6.....3.56.......5.7....3..67...2..............8.........91....6......4.....1.3..6...1..4.......3......1..4.........5............9.......8..2............6.........7........7.......6....2.........3.........4.....1...............8.....5............9........9.......8.....5..........7.......6....2.........3......1...........4.....1..45............91..4..7.........8..2..........45.7..1...56.....3......1....6...1.3.56....2.......1.3..6...........91...5......3.5.......4...........7.........8...34.........5.7.........8......6...1...5.7....34.....1...5............9.2.......";

#[test]
fn unique_rectangle_type_3() {
    fires(
        UR3_STATE,
        Technique::UniqueRectangleType3,
        &[],
        &[("r8c1", 5)],
        46,
    );
    misses(
        UR3_STATE,
        "r4c1",
        2,
        Technique::UniqueRectangleType3,
        &[],
        &[("r8c1", 5)],
    );
    // A third digit in r9c2: no naked pair with the rectangle's extras any more.
    misses(
        UR3_STATE,
        "r9c2",
        3,
        Technique::UniqueRectangleType3,
        &[],
        &[("r8c1", 5)],
    );
    let board = Board::from_candidate_string(UR3_STATE).unwrap();
    let step = &find_steps(&board, Technique::UniqueRectangleType3)[0];
    assert!(
        step.explain()
            .contains("with r9c2 they hold only 5 and 7 in box 7")
    );
}

/// From
/// .976.......4.3.1.....2..5....9.....7.3.74.....7....23.4.5.2.7.........16..3..9...
/// Unique Rectangle type 3 (hidden set): r4c8, r5c8, r5c1 and r4c1 would form a deadly
/// rectangle on 5 and 8 (two solutions), so r5c1 and r4c1 cannot both hold only those;
/// taken as one cell, with r6c1 they hold every place of 5 and 8 in column 1, so r6c1
/// cannot be 1 or 6
const UR3_HIDDEN_STATE: &str = ".23..............9......7.......6...1...5....1...5......3....8....4......23....8..2...6.......5.......4............89..3............78.1.............67...2......91.3..6..........8.1....6....2.............7.9...4.........5.........67....3.....91...5..8....4.............9..3......1...5..8..2............6.......5..8.......7......56.8...3.......2.............7.....4.........56...........9....5..8.1........1...56.8.......7..1....6.......5...91...5..891...56....2.........3.........4........4..........6.......5....1.........2.........3....8.......7..........9..3....8.........9.2..............8....45........5.7....3...7....34.....1.............6.........7..1..........3.........4...8......6...........9...4...8..2...........5....";

#[test]
fn unique_rectangle_type_3_hidden() {
    fires(
        UR3_HIDDEN_STATE,
        Technique::UniqueRectangleType3Hidden,
        &[],
        &[("r6c1", 1), ("r6c1", 6)],
        45,
    );
    misses(
        UR3_HIDDEN_STATE,
        "r4c8",
        1,
        Technique::UniqueRectangleType3Hidden,
        &[],
        &[("r6c1", 1), ("r6c1", 6)],
    );
    // 5 open in r1c1 too: 5 and 8 no longer confined to the rectangle and r6c1.
    misses(
        UR3_HIDDEN_STATE,
        "r1c1",
        5,
        Technique::UniqueRectangleType3Hidden,
        &[],
        &[("r6c1", 1), ("r6c1", 6)],
    );
}

/// From
/// ................12..3.45.........4.....6......7.1.2......7...6...4.8.3..8.5......
/// Unique Loop type 3: r4c5, r5c5, r5c9, r9c9, r9c8 and r4c8 would form a deadly loop
/// on 7 and 9 (two solutions), so r5c9 and r4c8 cannot both hold only those; taken as
/// one cell they hold only their extra digits, and with r5c7 they hold only 1 and 2 in
/// box 6, so r4c9 cannot be 1
const UL3_STATE: &str = ".2...6.......5..........7.........8.12.......1.......9.....6..9...4.......3..............9...4............8...3...........6.........7......5....1.........2.......12...6...12.........3.......2......9...4.........5..........7.........89.....6.89123......123.....912...6..9....5..........7.9.......8....4......2....7.91....67.9....5...........8.12......9.....6.........7.9...4.....12.........3......1.....7.9...4...........7.......6..91..........3.......2............6..9....5..8.....5..8.123......123.....912......9......7......5....1.3.....9.......8......6......4...........7..1....6..9...4......2......9.......8.1....6..9..3.......2..5...91...5...9.......8...3..6..9....5.......4.....12.........3..6..912.............7.9......7.9";

#[test]
fn unique_loop_type_3() {
    fires(
        UL3_STATE,
        Technique::UniqueLoopType3,
        &[],
        &[("r4c9", 1)],
        47,
    );
    misses(
        UL3_STATE,
        "r4c5",
        1,
        Technique::UniqueLoopType3,
        &[],
        &[("r4c9", 1)],
    );
}

/// From
/// .........7.....4.88...65..7.3..2.69.5.........2.75....1..........46.2.3......48.2
/// Unique Loop type 3 (hidden set): r1c5, r1c6, r7c6, r7c2, r8c2 and r8c5 would form a
/// deadly loop on 7 and 8 (two solutions), so r7c2 and r8c2 cannot both hold only
/// those; taken as one cell, with r9c2 they hold every place of 7 and 8 in column 2, so
/// r9c2 cannot be 5 or 6
const UL3_HIDDEN_STATE: &str = ".2..........4....91.3.56.....34...........78.......78...3.5...91...56........6..9......7......56.....3.56....23......1................9...4......2..56..........8........8....4....91.3.......234..........6.......5.....23.....912.............7.....4.......3............7.........8..2.......1.............6...........9....5........5....1...............8.........9...4..........6....2....7...2....7....3...........6....2...............9......7......5......3......1...............8....4.....1.............678..2...........5......3............78.......7.9...4..........6..9........9....5.78....4..........6.........78..2...........5.7....3......1..........3..........567......56...1................9...4............8.....567...2.......";

#[test]
fn unique_loop_type_3_hidden() {
    fires(
        UL3_HIDDEN_STATE,
        Technique::UniqueLoopType3Hidden,
        &[],
        &[("r9c2", 5), ("r9c2", 6)],
        46,
    );
    misses(
        UL3_HIDDEN_STATE,
        "r1c5",
        1,
        Technique::UniqueLoopType3Hidden,
        &[],
        &[("r9c2", 5), ("r9c2", 6)],
    );
}

/// From
/// ..5.....1.6.....8.....4..3.....75...7..2...96....612...27.......5..28.6..91.....3
/// Aligned Pair Exclusion: r5c2 and r5c3 cannot take digits that would leave one of
/// r5c5 and r5c6 with no candidate, nor the same digit twice in a shared house; no
/// filling left uses what goes: r5c2 cannot be 3
const APE_STATE: &str = ".234...89..34..78.....5......3..6789..3....89.23..67.9...4.67.9.2.4..7..1........1234....9.....6....234....91.3.5.7.91.3.5...9.23...7.9...45.7.9.......8..2.45.7.912.....891.....78..2.....891...56789...4......2...67.9....567.9..3.......2..5.7.91234.6.891.34...8..234.6.89..34...89......7......5....1.34...8.1..4........4...8.......7..1.34...8...34...8..2.........3....8...34.....1.345..8.........9.....6.....345..89..34...8...34...89..34...89.....6...1.........2..........45.7.....45.78...34.6.8..2.............7..1.3456..91.3.5...9..34.6..91..45..891..45.......45..89..34.........5......34.....1.34..7.9.2..............8.1..4..7.9.....6......4..7.9...4.6.8.........91...........4567......5.......4.67.....45.78..2.45.7....3......";

#[test]
fn aligned_pair_exclusion() {
    fires(
        APE_STATE,
        Technique::AlignedPairExclusion,
        &[],
        &[("r5c2", 3)],
        62,
    );
    misses(
        APE_STATE,
        "r5c3",
        1,
        Technique::AlignedPairExclusion,
        &[],
        &[("r5c2", 3)],
    );
    // A third candidate in r5c5: it no longer excludes a pair of digits.
    misses(
        APE_STATE,
        "r5c5",
        9,
        Technique::AlignedPairExclusion,
        &[],
        &[("r5c2", 3)],
    );
}

/// From
/// .8..9...2.59.2.7.......5.3...7....6.....1...3.2..639...4.....9...61....4..28....1
/// Aligned Triplet Exclusion: r2c9, r3c2 and r3c3 cannot take digits that would leave
/// one of r2c1 and r3c7 with no candidate, nor the same digit twice in a shared house;
/// no filling left uses what goes: r3c2 cannot be 1
const ATE_STATE: &str = "1..4.67.........8...3.........4.67..........91..4.67..1..456...1..45.....2.......1..4.6.......5............9..3.......2.......1..4...8.......7..1..4...8......6.8..2.......1....67..1..4........4.67.....4..78.....5....1..4...8...3..............91.345..891.3.....9......7...2.45...9...45..8..2.4...8.12.45..8......6.......5..8....456.89.....6..9...45..8..2.45.7.91.........2.4..78..2.45..8..2.45.78...3......1..45..8..2.......1..45..8....45.7.......6.....3..............91..45.78.....5.78.1.3.5.78....4.....1...5..8..2..567....3.5.7...2...67...23.56.8.........9....5678...3.5.789..3...7.9.....6...1..........3.5.7...2....7.9.23.5..8..2..5.78....4.......3.5.7.9..3...7.9.2..............8...345.7.....4.67.9..3.56.......5.7..1........";

#[test]
fn aligned_triplet_exclusion() {
    fires(
        ATE_STATE,
        Technique::AlignedTripletExclusion,
        &[],
        &[("r3c2", 1)],
        75,
    );
    misses(
        ATE_STATE,
        "r2c9",
        1,
        Technique::AlignedTripletExclusion,
        &[],
        &[("r3c2", 1)],
    );
}

/// From
/// ..5.....1.6.....8.....4..3.....75...7..2...96....612...27.......5..28.6..91.....3
/// Bidirectional X-Cycle: if r9c1 is 8: r9c7 is not 8, r7c7 is 8, r7c1 is not 8, back
/// where it started; the loop holds read either way round, so r1c1, r3c1, r4c1 and r7c9
/// cannot be 8
const X_CYCLE_STATE: &str = ".234...89..34..78.....5......3..6789..3....89.23..67.9...4.67.9.2.4..7..1........1234....9.....6....234....91.3.5.7.91.3.5...9.23...7.9...4..7.9.......8..2.45.7.912.....891.....78..2.....891...56789...4......2...67.9.....67.9..3.......2..5.7.912.4.6.891..4...8..2.4.6.89...4...89......7......5......3......1..4........4...8.......7..1.34...8...34...8..2.........3....8...34.........5............9.....6.......5......34...8...34...89..34...89.....6...1.........2..........4..7.....4..78...34.6.8..2.............7..1.3456..91.3.5...9..34.6..91..4...891..45.......45..89..34.........5......34.....1.34..7.9.2..............8.1..4..7.9.....6......4..7.9...4.6.8.........91...........4567......5.......4.67.....4..78..2.45.7....3......";

#[test]
fn bidirectional_x_cycle() {
    fires(
        X_CYCLE_STATE,
        Technique::BidirectionalXCycle,
        &[],
        &[("r1c1", 8), ("r3c1", 8), ("r4c1", 8), ("r7c9", 8)],
        65,
    );
    misses(
        X_CYCLE_STATE,
        "r1c7",
        8,
        Technique::BidirectionalXCycle,
        &[],
        &[("r1c1", 8), ("r3c1", 8), ("r4c1", 8), ("r7c9", 8)],
    );
}

/// From
/// ..5.....1.6.....8.....4..3.....75...7..2...96....612...27.......5..28.6..91.....3
/// Forcing X-Chain: if r1c1 is 8: r7c1 is not 8, r9c1 is 8, r1c1 is not 8; the
/// assumption that r1c1 is 8 cannot hold, so r1c1 cannot be 8
const X_CHAIN_STATE: &str = ".234...89..34..78.....5......3..6789..3....89.23..67.9...4.67.9.2.4..7..1........1234....9.....6....234....91.3.5.7.91.3.5...9.23...7.9...45.7.9.......8..2.45.7.912.....891.....78..2.....891...56789...4......2...67.9....567.9..3.......2..5.7.91234.6.891.34...8..234.6.89..34...89......7......5....1.34...8.1..4........4...8.......7..1.34...8...34...8..2.........3....8...34.....1.345..8.........9.....6.....345..89..34...8...34...89..34...89.....6...1.........2..........45.7.....45.78...34.6.8..2.............7..1.3456..91.3.5...9..34.6..91..45..891..45.......45..89..34.........5......34.....1.34..7.9.2..............8.1..4..7.9.....6......4..7.9...4.6.8.........91...........4567......5.......4.67.....45.78..2.45.7....3......";

#[test]
fn forcing_x_chain() {
    fires(
        X_CHAIN_STATE,
        Technique::ForcingXChain,
        &[],
        &[("r1c1", 8)],
        66,
    );
    misses(
        X_CHAIN_STATE,
        "r8c1",
        8,
        Technique::ForcingXChain,
        &[],
        &[("r1c1", 8)],
    );
}

/// From
/// .....38.2.3..2..15..8..5.........487.5.7....9....9.2....2.....18....69..7.....36.
/// BUG type 3: without 6 in r3c1 and 4 in r5c1, every unsolved cell would hold two
/// candidates and every digit have two places in each house, a deadly pattern with no
/// single solution; so one of those extra candidates is true, and r6c1 cannot be 4
const BUG3_STATE: &str = "....5..........7..1....6...1.......9...4.6.....3.............8....4....9.2..........4....9..3.........4....9.......8..2.............7.......6...1............5....12...6....2...6..........8.1.......9...4.6.......5..........7.....4....9..3........3.......2......91.......9.....6.......5....12..........4............8.......7...2.4.6.......5.......4.6.........7.........8..2.4.....1..........3..............91..4............8.......7....3..............91..4......2...........5.........6........6..9.....6..9.2..........4.......3.............8.....5..........7..1...............8.1..........3..........5..........7.......6...........9.2..........4...........7.....4.........5.....2.......1................9..3...........6..........8.";

#[test]
fn bug_type_3() {
    fires(BUG3_STATE, Technique::BugType3, &[], &[("r6c1", 4)], 59);
    misses(
        BUG3_STATE,
        "r3c1",
        3,
        Technique::BugType3,
        &[],
        &[("r6c1", 4)],
    );
}

/// From
/// ...7...59..8.9......2..1.........6.....2.9....574...8.31..4..28.....65.4...8...1.
/// BUG type 4: without 4 in r2c8 and 7 in r3c8, every unsolved cell would hold two
/// candidates and every digit have two places in each house, a deadly pattern with no
/// single solution; so one of those extra candidates is true, and r2c8 cannot be 7,
/// r3c8 cannot be 4
const BUG4_STATE: &str = "1....6.....3..6...1.3............7.........8....4......2...........5............9....5.......4..7.........8...3..6...........9.2.........34........4.67..1...........4..7..........9.2.........3..6.......5....1...............8....4.67....3...7..12........23.........4.........5....1.....7.........8......6...........9..3...7.......6.8......6.8.1.3.......2.......1.....7..........9..34........4..7......5............9....5..........7.....4..........6.....3......1...............8..2.........3......1.............6...........9...4.........5..........7...2..............8.......78.......78.........91.........2............6.......5......3.........4......2.4......2.4.........5...........8...3............7..........91.............6...";

#[test]
fn bug_type_4() {
    fires(
        BUG4_STATE,
        Technique::BugType4,
        &[],
        &[("r2c8", 7), ("r3c8", 4)],
        57,
    );
    misses(
        BUG4_STATE,
        "r3c8",
        1,
        Technique::BugType4,
        &[],
        &[("r2c8", 7), ("r3c8", 4)],
    );
}

/// From
/// ...4.7..2...8..9.1.735..8..16.....5........2...5..1...5.9.3...6.....9....32...7..
/// 4 Skyscrapers on 8: r1c1 or r9c1 is 8 (column 1), r9c5 or r8c5 is 8 (column 5), r8c8
/// or r7c8 is 8 (column 8), r7c2 or r1c2 is 8 (column 2); r9c1 and r9c5 share row 9,
/// r8c5 and r8c8 share row 8 and r7c8 and r7c2 share row 7; the chain closes on itself
/// (r1c1 and r1c2 share row 1), so every weak link is strong too, and r7c6 cannot be 8
const FOUR_SKYSCRAPERS_STATE: &str = ".....6.8.1......8.1....6......4.............9......7......5......3.......2........2...........5.......4............8......6.....3..............9......7..1................9......7....3..........5....1.........2..............8......6......4.....1.............6.........78..2......9.2..........4...8...34.........5......3.....9..34.............9......78...3..6......45........56...1.........2.............78...34......2...........5......3.....9......7..1.............6......4....9.......8.....5....1..4...8.........9......7....3.........4...8..2.......1......8......6.........7..1..4.....1....6....2...6....2..5..8.........9..34.....1......8...3.5.........6.8...3.......2.......1...........45..8.....56.........7.....4....9....5...9";

#[test]
fn four_skyscrapers() {
    fires(
        FOUR_SKYSCRAPERS_STATE,
        Technique::FourSkyscrapers,
        &[],
        &[("r7c6", 8)],
        58,
    );
    misses(
        FOUR_SKYSCRAPERS_STATE,
        "r1c3",
        8,
        Technique::FourSkyscrapers,
        &[],
        &[("r7c6", 8)],
    );
}

/// From
/// ...4.7..2...8..9.1.735..8..16.....5........2...5..1...5.9.3...6.....9....32...7..
/// 4 Strong Links on 4: r9c5 or r9c8 is 4 (row 9), r8c7 or r4c7 is 4 (column 7), r4c6
/// or r7c6 is 4 (column 6), r7c2 or r8c2 is 4 (column 2); r9c8 and r8c7 share box 9,
/// r4c7 and r4c6 share row 4 and r7c6 and r7c2 share row 7; so r9c5 or r8c2 is 4, and
/// r8c5 cannot be 4
const FOUR_LINKS_STATE: &str = ".....6.8.1......8.1....6......4.............9......7......5......3.......2........2...........5.......4............8......6.....3..............9......7..1................9......7....3..........5....1.........2..............8......6......4.....1.............6.........78..23.....9.2.4..78....4...8...34.........5......3...789..34.............9......78...3..6......45.78.....56...1.........2.........3...78...34......2...........5......3.....9...4..78.1.............6......4...89..3...789....5....1..4...8.........9......7....3.........4...8..2.......1..4...8......6.........7..1..4...8.1....6...12...6....2.45..8.........9..34.....1..4...8...3.5..8......6.8...3.......2.......1....6......45..8.....56.........7..1..4...89....5..89";

#[test]
fn four_strong_links() {
    fires(
        FOUR_LINKS_STATE,
        Technique::FourStrongLinks,
        &[],
        &[("r8c5", 4)],
        59,
    );
    misses(
        FOUR_LINKS_STATE,
        "r1c2",
        4,
        Technique::FourStrongLinks,
        &[],
        &[("r8c5", 4)],
    );
}

/// From
/// ..4.7....2..1.4..8...8....9.9.....3.......8.56..23.4....9...3.6.5...8.2..2.9.....
/// Grouped Skyscraper on 7: r6c2 or r6c9 is 7 (row 6), r8c9 or r8c1 is 7 (row 8); r6c9
/// and r8c9 share column 9; so r6c2 or r8c1 is 7, and r7c2 cannot be 7
const GROUPED_SKYSCRAPER_STATE: &str = "........9.......8....4.........56.........7...2...6...12..56...1...56.....3.......2.........3..67....3.5.7..1................9...4.........567......567.........8.1...5.7..1....67..1...5.7.........8..2..56.....3.......2..567.....4.............91..45.7..........91...5.7.....4.67.........8.1....67..1....67....3.......2.......1.34..7..1.34..7...2..........4.67..1....6...........9.......8.1....67......5.........6...1.....7.........8..2.........3..........5.......4.............91.....7..1..4..78.1..4..7..........9....5.7..12.45....12....7....3......1...5.78......6...1..4..7......5....1....67....3......1..4.6..........8.........9.2.......1..4..7..1.34..78..2.......1.3..67..........91..456...1....67..1...5.7..1...5.78.1..4..7..";

#[test]
fn grouped_skyscraper() {
    fires(
        GROUPED_SKYSCRAPER_STATE,
        Technique::GroupedSkyscraper,
        &[],
        &[("r7c2", 7)],
        43,
    );
    misses(
        GROUPED_SKYSCRAPER_STATE,
        "r8c5",
        7,
        Technique::GroupedSkyscraper,
        &[],
        &[("r7c2", 7)],
    );
}

/// From
/// .................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...
/// Grouped Turbot Fish on 1: r1c4 or r3c4 is 1 (box 2), r3c2 or r1c2 is 1 (column 2);
/// r3c4 and r3c2 share row 3; the chain closes on itself (r1c4 and r1c2 share row 1),
/// so every weak link is strong too, and r1c1 and r3c1 cannot be 1
const GROUPED_TURBOT_STATE: &str = "12345.7891..456.89.234.67891.34567891.3.567.91..456.89.2.456789...45.789.2..5678..2345.789...456.89.234.6789..3456789..3.567.9...456.89.2.456789...45.7891........1..45.7891..456.89...4.67891..4567891...567.9.2..........456789..3..........5678....4..789...4.6.89...4.67891...567891...567.9..3......1..45.789.2...........5.78..23...789.....6.891.........2..56789...4.........56.89..3.5.789....5.789..3.5.78..234..789...4...89....5....12....78912....7.91......891.34..789.....6.....3...78.1...5..89..3.............8912..56..912..56..91...56..912..5678.1...5.78....4.....1..45..........7.....4.....123456..........8.1..456...123.56...1...5............9.....6....2..........4...891.345...91.3.5...9......7..1.3.5..8.1...5..8...3.5..8.";

#[test]
fn grouped_turbot_fish() {
    fires(
        GROUPED_TURBOT_STATE,
        Technique::GroupedTurbotFish,
        &[],
        &[("r1c1", 1), ("r3c1", 1)],
        43,
    );
    misses(
        GROUPED_TURBOT_STATE,
        "r1c3",
        1,
        Technique::GroupedTurbotFish,
        &[],
        &[("r1c1", 1), ("r3c1", 1)],
    );
}

/// From
/// ..7.4.....8.59..3.1...6.........1...9.3.82....5.4....8.....96........7...38.1...9
/// Grouped 3 Skyscrapers on 4: r2c1 or r2c3 is 4 (row 2), r4c3 or r4c9 is 4 (row 4),
/// r7c9 or r7c1 is 4 (row 7); r2c3 and r4c3 share column 3 and r4c9 and r7c9 share
/// column 9; so r2c1 or r7c1 is 4, and r8c1 cannot be 4
const GROUPED_THREE_SKYSCRAPERS_STATE: &str = "..3.......2...6.........7..1...........4............8..2..5............9.2..56......4.6..........8..2.4.6.......5............9......7..12.........3......12...6...1................9....5.....2............6.....3.............8....4...........7.........8.......7.....4.6...........9....5....1..........3.......2...6....2.4.............9...4.6.....3............7.........8..2.......1..45....1...56...1..45.....2...........5....1...........4.......3...........6...........9......7.........8....45....12.4......2.4.......3....8.......7..........9.....6...1...5..8.1.345.......456...1..4.6...........9..3....8..2..........45..........7..1...5..8.1.345..........7....3.............8......6...1...........45.....2.45.....2..5............9";

#[test]
fn grouped_three_skyscrapers() {
    fires(
        GROUPED_THREE_SKYSCRAPERS_STATE,
        Technique::GroupedThreeSkyscrapers,
        &[],
        &[("r8c1", 4)],
        57,
    );
    misses(
        GROUPED_THREE_SKYSCRAPERS_STATE,
        "r2c7",
        4,
        Technique::GroupedThreeSkyscrapers,
        &[],
        &[("r8c1", 4)],
    );
}

/// From
/// 15..7...82.7..4..34....6...71...3.5......1.....69..7.4.....94...9......5..2.5...1
/// Grouped 3-String Kite on 8: r4c7 or r4c3 is 8 (row 4), r6c1 or r8c1 is 8 (column 1),
/// r7c2 or r7c8 is 8 (row 7); r4c3 and r6c1 share box 4 and r8c1 and r7c2 share box 7;
/// so r4c7 or r7c8 is 8, and r5c8 and r8c7 cannot be 8
const GROUPED_THREE_KITE_STATE: &str = "1............5............9..3............7...2............6......4............8..2............6.........7.........8.1...........4.........5............9..3.........4.......3....8...3....8.....5............9.....6...1.........2....7...2....7........7..1...........4...8..2...6......4.6.....3.......2.....8.....5............9........9.2.4...8.....5..........7...2.4...8.1.........23....8..23..6.8..2...6.....3....8..23....8......6...........9.2.....8.....5..........7..1...........4.........5......3...78.1.3....8.12........23..6...........9...4......23..678..2...67....3..6.8.........91..4.....1..4......23..6.........78..23....8..23..678.....5......3..6.8...34..78..2..........4.6.......5..........78.........9..3..678.1........";

#[test]
fn grouped_three_string_kite() {
    fires(
        GROUPED_THREE_KITE_STATE,
        Technique::GroupedThreeStringKite,
        &[],
        &[("r5c8", 8), ("r8c7", 8)],
        57,
    );
    misses(
        GROUPED_THREE_KITE_STATE,
        "r4c4",
        8,
        Technique::GroupedThreeStringKite,
        &[],
        &[("r5c8", 8), ("r8c7", 8)],
    );
}

/// From
/// ..4.7....2..1.4..8...8....9.9.....3.......8.56..23.4....9...3.6.5...8.2..2.9.....
/// Grouped 3 Strong Links on 1: r9c7 or r8c9 is 1 (box 9), r6c9 or r6c2 is 1 (row 6),
/// r3c2 or r3c3 is 1 (row 3); r8c9 and r6c9 share column 9 and r6c2 and r3c2 share
/// column 2; so r9c7 or r3c3 is 1, and r9c3 cannot be 1
const GROUPED_THREE_LINKS_STATE: &str = "........9.......8....4.........5..........7...2...6...12...6...1....6.....3.......2.........3..67....3...7..1................9...4.........567......567.........8.....5.7..1....67..1...5.7.........8..2...6.....3.......2...67.....4.............91..45............91...5.......4.6..........8.......7..1....6.....3.......2.........34..7....3...7...2..........4.6...1................9.......8......67......5.........6...1.....7.........8..2.........3..........5.......4.............91.....7..1......8....4.............9......7...2..5....12.........3..........5..8......6...1.....7......5....1....67....3.........4.6..........8.........9.2.......1..4..7..1.3...78..2.......1.3..67..........9...456...1....6...1...5.7..1...5.78.1..4..7..";

#[test]
fn grouped_three_strong_links() {
    fires(
        GROUPED_THREE_LINKS_STATE,
        Technique::GroupedThreeStrongLinks,
        &[],
        &[("r9c3", 1)],
        57,
    );
    misses(
        GROUPED_THREE_LINKS_STATE,
        "r3c1",
        1,
        Technique::GroupedThreeStrongLinks,
        &[],
        &[("r9c3", 1)],
    );
}

/// From
/// ..5.....1.6.....8.....4..3.....75...7..2...96....612...27.......5..28.6..91.....3
/// Grouped 4 Skyscrapers on 4: r4c2 or r1c2 is 4 (column 2), r1c8 or r6c8 is 4 (column
/// 8), r6c4 or r7c4 is 4 (column 4), r7c6 or r5c6 is 4 (column 6); r1c2 and r1c8 share
/// row 1, r6c8 and r6c4 share row 6 and r7c4 and r7c6 share box 8; so r4c2 or r5c6 is
/// 4, and r5c3 cannot be 4
const GROUPED_FOUR_SKYSCRAPERS_STATE: &str = "..34...89..34..78.....5......3..678...3....89.23..67.9...4.67.9...4..7..1........1.34....9.....6....234.....1.3.5.7..1.3.5...9.23...7.9...4..7.9.......8..2.45.7.91......89......78..2.....8.1...5678....4......2...67.9.....67.9..3.......2..5.7.9.2..........4...8......6...........9......7......5......3......1...........4...8.......7..1..........34...8..2.........3....8...34.........5............9.....6.......5......34...8.........9..34...8......6...1.........2..........4..7.....4..78...34.6.8..2.............7..1.34.6...1.3.....9..34.6..91..4...89....5.......4...89..34.........5......34.....1.34..7...2..............8.1..4..7.9.....6......4..7.9...4.6.8.........91...........4567......5.......4.67.....4..78..2.........3......";

#[test]
fn grouped_four_skyscrapers() {
    fires(
        GROUPED_FOUR_SKYSCRAPERS_STATE,
        Technique::GroupedFourSkyscrapers,
        &[],
        &[("r5c3", 4)],
        61,
    );
    misses(
        GROUPED_FOUR_SKYSCRAPERS_STATE,
        "r1c4",
        4,
        Technique::GroupedFourSkyscrapers,
        &[],
        &[("r5c3", 4)],
    );
}

/// From
/// ...2..3.....3.985.7........9......6...47......3..4.5...2.9.....1.8..4..9...15....
/// Grouped 4 Strong Links on 7: r9c2 or r7c3 is 7 (box 7), r6c3 or r6c9 is 7 (row 6),
/// r2c9 or r2c5 is 7 (row 2), r8c5 or r8c7 is 7 (row 8); r7c3 and r6c3 share column 3,
/// r6c9 and r2c9 share column 9 and r2c5 and r8c5 share column 5; so r9c2 or r8c7 is 7,
/// and r9c7 cannot be 7
const GROUPED_FOUR_LINKS_STATE: &str = ".......8.........9....5.....2.......1....67..1.....7....3......1..4..7..1..4.67...2.4.6...1..4.6...12...6.....3......1....67..........9.......8.....5....1....67........7..1....6.....3.........4............8.....5............912.......12...6...........91.....78.12....7......5....123......123......12.4..7.......6...1234..78.....5....1....6.8....4...........7..........9123..6...12.......123....8.123....8..2...6.....3......12...67.........8....4.....12...6.......5............912....7....34.6....2............67..........9..3...7....3...78.1..4.67..1.34..78.....5....1............5...........8......6....23...7.....4......2....7...23...7..........9..34.6......4.67..........91............5.....23...78..2.4.67...234...8..234...8.";

#[test]
fn grouped_four_strong_links() {
    fires(
        GROUPED_FOUR_LINKS_STATE,
        Technique::GroupedFourStrongLinks,
        &[],
        &[("r9c7", 7)],
        61,
    );
    misses(
        GROUPED_FOUR_LINKS_STATE,
        "r2c1",
        7,
        Technique::GroupedFourStrongLinks,
        &[],
        &[("r9c7", 7)],
    );
}

/// From
/// ...7......65...8..1.9....6.4.8..9......6........4...15.7..1.3..23.5....4...9.42..
/// TUVWXYZ-Wing: r1c9, r2c9, r3c9, r4c9, r7c9 and r9c9 hold only 8912367 between them,
/// one digit more than cells, and r8c8 holds 8 and 9; they cannot both be 8, so r1c8
/// and r2c8 cannot be 9
const TUVWXYZ_STATE: &str = "..3....8..2.4...8..23............7...2.456.8912..56...1...5...9.2.4....912......9......7.......6.......5....123.......2.4....9123.............8..234....9123.....91.........2.4...8.........9.23....8..2.4...8..23.5..8.....5.7.......6....23...7.....4.....1...5...........8.123.......2..5.7..........9.....67...23.......23..67....3.5....12..5...9..3...7.......6....2..5.7..12..5.......4......23....89.23...789.....6....2......9.23...7.....4......2....78..23...78.......7.91............5............9......7.....4......2.....8.1.........2...6.8...3..........5.........6.8..2.........3......1....6.......5.........678.......78.1....6..9.......89...4.........5..8.....5..8.1....6...........9..3.........4......2.............7..1....6...";

#[test]
fn tuvwxyz_wing() {
    fires(
        TUVWXYZ_STATE,
        Technique::TUVWXYZWing,
        &[],
        &[("r1c8", 9), ("r2c8", 9)],
        75,
    );
    misses(
        TUVWXYZ_STATE,
        "r1c9",
        4,
        Technique::TUVWXYZWing,
        &[],
        &[("r1c8", 9), ("r2c8", 9)],
    );
}

/// From
/// ..5.8.......1...2..245..9......1...8...6.92.7.5172...9.93..6..2............93.4..
/// Unique Rectangle type 3 (hidden set): r8c6, r9c6, r9c1 and r8c1 would form a deadly
/// rectangle on 1 and 5 (two solutions), so r9c1 and r8c1 cannot both hold only those;
/// taken as one cell, with r7c1 they hold every place of 1 and 5 in box 7, so r7c1
/// cannot be 4 or 7
const UR3_HIDDEN_PAIR_STATE: &str = "........91............5......34............8..2............67....3..67.....4.6.....3...78...3..6.8......67..1................9..34..7......5..8..2..........45......3...78..2..........4.........5.........6.....3...7..........9..3....8.1.........2.............7..........9..34.....1..........34.........56.......56..........8...34.......34............8......6.......5............9.2.......1..............7.......6.......5....1..............7...2..............8...3.........4.............91..45.7..........9..3.............8....4..7.......6...1...5.7......5.7...2.......1..45.7.....4.6.8......67...2..........4..7..1...5....1...5678.........9..3......1...5.78......6.8..2...............9..3......1...5.......4.........5678.....56...";

#[test]
fn unique_rectangle_type_3_hidden_pair_with_three_extra_digits() {
    // r8c1 and r9c1 have three extra digits (4, 7 and 8) between them; Sudoku Explainer
    // still looks for a hidden pair of the rectangle's digits, and serate rates this
    // puzzle 4.5 for it.
    fires(
        UR3_HIDDEN_PAIR_STATE,
        Technique::UniqueRectangleType3Hidden,
        &[],
        &[("r7c1", 4), ("r7c1", 7)],
        45,
    );
    // 7 open in r8c6 too: three cells of the rectangle with extras, so no type 3.
    misses(
        UR3_HIDDEN_PAIR_STATE,
        "r8c6",
        7,
        Technique::UniqueRectangleType3Hidden,
        &[],
        &[("r7c1", 4), ("r7c1", 7)],
    );
}
