//! Fixture tests for the player techniques (the full repertoire's additions): for each, a
//! hand-made state where it must fire with exactly the expected eliminations, and a near
//! miss where it must not. States start from an empty grid (every candidate open) and
//! remove pencil marks to draw the pattern, as in `logic_techniques.rs`.

mod common;

use common::board_states::{boxed, c, col, confine, open, pairs, row, set_marks};
use shudu::logic::{Board, Repertoire, Role, Step, Technique, find_steps};

/// The only step `technique` finds, checked to name every eliminated cell in its text.
fn only_step(board: &Board, technique: Technique) -> Step {
    let steps = find_steps(board, technique);
    assert_eq!(steps.len(), 1, "{technique}: {steps:#?}");
    let step = steps.into_iter().next().unwrap();
    let text = step.explain();
    for (cell, _) in &step.eliminations {
        assert!(text.contains(&cell.to_string()), "{text}");
    }
    step
}

#[test]
fn finned_x_wing() {
    // Rows 3 and 8 hold 5 only in columns 2 and 7, but for the fin r8c8 in box 9.
    let mut b = open();
    confine(&mut b, row(3), 5, "r3c2 r3c7");
    confine(&mut b, row(8), 5, "r8c2 r8c7 r8c8");
    let step = only_step(&b, Technique::FinnedXWing);
    assert_eq!(step.eliminations, pairs("r7c7 r9c7", 5));
    assert_eq!(step.evidence.cells_in(Role::Fin), [c("r8c8")]);
    assert!(find_steps(&b, Technique::XWing).is_empty());
    // A fin in box 8 shares no box with the cover lines' other places: nothing goes.
    let mut near = open();
    confine(&mut near, row(3), 5, "r3c2 r3c7");
    confine(&mut near, row(8), 5, "r8c2 r8c7 r8c5");
    assert!(find_steps(&near, Technique::FinnedXWing).is_empty());
}

#[test]
fn sashimi_x_wing() {
    // Row 8 keeps only r8c2 in the cover lines; its fins r8c8 and r8c9 are in box 9.
    let mut b = open();
    confine(&mut b, row(3), 5, "r3c2 r3c7");
    confine(&mut b, row(8), 5, "r8c2 r8c8 r8c9");
    let step = only_step(&b, Technique::SashimiXWing);
    assert_eq!(step.eliminations, pairs("r7c7 r9c7", 5));
    assert!(find_steps(&b, Technique::FinnedXWing).is_empty());
    // Fins in two boxes: no single box is sure to see the fish's 5.
    let mut near = open();
    confine(&mut near, row(3), 5, "r3c2 r3c7");
    confine(&mut near, row(8), 5, "r8c2 r8c5 r8c9");
    assert!(find_steps(&near, Technique::SashimiXWing).is_empty());
    assert!(find_steps(&near, Technique::FinnedXWing).is_empty());
}

#[test]
fn finned_swordfish() {
    let mut b = open();
    confine(&mut b, row(2), 4, "r2c1 r2c4");
    confine(&mut b, row(5), 4, "r5c4 r5c7");
    confine(&mut b, row(8), 4, "r8c1 r8c7 r8c9");
    let step = only_step(&b, Technique::FinnedSwordfish);
    assert_eq!(step.eliminations, pairs("r7c7 r9c7", 4));
    let mut near = open();
    confine(&mut near, row(2), 4, "r2c1 r2c4");
    confine(&mut near, row(5), 4, "r5c4 r5c7 r5c8");
    confine(&mut near, row(8), 4, "r8c1 r8c7 r8c9");
    assert!(find_steps(&near, Technique::FinnedSwordfish).is_empty());
}

#[test]
fn sashimi_swordfish_and_finned_jellyfish() {
    // Row 8 keeps only r8c7 in the cover lines, its fins r8c8 and r8c9 in box 9.
    let mut b = open();
    confine(&mut b, row(2), 4, "r2c1 r2c4");
    confine(&mut b, row(5), 4, "r5c4 r5c7");
    confine(&mut b, row(8), 4, "r8c7 r8c8 r8c9");
    let step = only_step(&b, Technique::SashimiSwordfish);
    assert_eq!(step.eliminations, pairs("r7c7 r9c7", 4));
    // Columns as base lines: 9 lies in rows 1, 3, 5 and 7 of columns 2, 4, 6 and 8, but
    // for the fin r9c8 (box 9), which sees r7c7 and r7c9 of row 7.
    let mut b = open();
    confine(&mut b, col(2), 9, "r1c2 r3c2");
    confine(&mut b, col(4), 9, "r3c4 r5c4");
    confine(&mut b, col(6), 9, "r5c6 r7c6");
    confine(&mut b, col(8), 9, "r1c8 r7c8 r9c8");
    let step = only_step(&b, Technique::FinnedJellyfish);
    assert_eq!(step.eliminations, pairs("r7c7 r7c9", 9));
    let mut near = open();
    confine(&mut near, col(2), 9, "r1c2 r3c2");
    confine(&mut near, col(4), 9, "r3c4 r5c4");
    confine(&mut near, col(6), 9, "r5c6 r7c6");
    confine(&mut near, col(8), 9, "r1c8 r7c8 r9c8 r4c8");
    assert!(find_steps(&near, Technique::FinnedJellyfish).is_empty());
}

#[test]
fn empty_rectangle() {
    // Box 5 holds 7 only on row 5 and column 5; column 9 holds it only in r5c9 and r8c9.
    let mut b = open();
    confine(&mut b, boxed(5), 7, "r4c5 r6c5 r5c4 r5c6");
    confine(&mut b, col(9), 7, "r5c9 r8c9");
    let step = only_step(&b, Technique::EmptyRectangle);
    assert_eq!(step.eliminations, pairs("r8c5", 7));
    // The link's far end on the box's own rows: its crossing is inside the box.
    let mut near = open();
    confine(&mut near, boxed(5), 7, "r4c5 r6c5 r5c4 r5c6");
    confine(&mut near, col(9), 7, "r5c9 r6c9");
    assert!(find_steps(&near, Technique::EmptyRectangle).is_empty());
}

#[test]
fn w_wing() {
    // r1c1 and r5c6 hold 1 and 2; row 3 holds 1 only in r3c2 (box 1) and r3c6 (column 6).
    let mut b = open();
    set_marks(&mut b, "r1c1", &[1, 2]);
    set_marks(&mut b, "r5c6", &[1, 2]);
    confine(&mut b, row(3), 1, "r3c2 r3c6");
    let step = only_step(&b, Technique::WWing);
    assert_eq!(step.eliminations, pairs("r1c6 r5c1", 2));
    // r3c8 does not see r5c6: the strong link proves nothing.
    let mut near = open();
    set_marks(&mut near, "r1c1", &[1, 2]);
    set_marks(&mut near, "r5c6", &[1, 2]);
    confine(&mut near, row(3), 1, "r3c2 r3c8");
    assert!(find_steps(&near, Technique::WWing).is_empty());
}

#[test]
fn simple_colouring_trap_and_wrap() {
    // 3 alternates r1c1, r6c1, r6c8, r2c8 along column 1, row 6 and column 8.
    let mut b = open();
    confine(&mut b, col(1), 3, "r1c1 r6c1");
    confine(&mut b, row(6), 3, "r6c1 r6c8");
    confine(&mut b, col(8), 3, "r6c8 r2c8");
    let step = only_step(&b, Technique::SimpleColouring);
    assert_eq!(step.eliminations, pairs("r1c7 r1c9 r2c2 r2c3", 3));
    // Closing the chain on r3c2 puts r1c1 and r3c2, of one colour, in box 1.
    let mut wrap = open();
    confine(&mut wrap, col(1), 3, "r1c1 r6c1");
    confine(&mut wrap, row(6), 3, "r6c1 r6c8");
    confine(&mut wrap, col(8), 3, "r6c8 r3c8");
    confine(&mut wrap, row(3), 3, "r3c8 r3c2");
    let steps = find_steps(&wrap, Technique::SimpleColouring);
    assert_eq!(steps[0].eliminations, pairs("r1c1 r3c2 r6c8", 3));
    assert!(
        steps[0]
            .explain()
            .contains("colour a, so that colour is false")
    );
    // Two links only: no cell sees both colours outside the confined houses.
    let mut near = open();
    confine(&mut near, col(1), 3, "r1c1 r6c1");
    confine(&mut near, row(6), 3, "r6c1 r6c8");
    assert!(find_steps(&near, Technique::SimpleColouring).is_empty());
}

#[test]
fn multi_colouring() {
    // Cluster one: r1c1 = r9c1 (column 1) = r7c3 (box 7). Cluster two: r2c2 = r2c8
    // (row 2) = r3c9 (box 3). r1c1 and r2c2 see each other, so r9c1 or r2c8 is 6.
    let mut b = open();
    confine(&mut b, col(1), 6, "r1c1 r9c1");
    confine(&mut b, boxed(7), 6, "r9c1 r7c3");
    confine(&mut b, row(2), 6, "r2c2 r2c8");
    confine(&mut b, boxed(3), 6, "r2c8 r3c9");
    let step = only_step(&b, Technique::MultiColouring);
    assert_eq!(step.eliminations, pairs("r9c8", 6));
    // With r2c5 for r2c2 no colour of one cluster sees a colour of the other.
    let mut near = open();
    confine(&mut near, col(1), 6, "r1c1 r9c1");
    confine(&mut near, boxed(7), 6, "r9c1 r7c3");
    confine(&mut near, row(2), 6, "r2c5 r2c8");
    confine(&mut near, boxed(3), 6, "r2c8 r3c9");
    assert!(find_steps(&near, Technique::MultiColouring).is_empty());
}

#[test]
fn x_chain() {
    // r1c1 = r7c1 - r7c5 = r4c5 - r4c9 = r2c9 on 8: r1c1 or r2c9 is 8.
    let mut b = open();
    confine(&mut b, col(1), 8, "r1c1 r7c1");
    confine(&mut b, col(5), 8, "r7c5 r4c5");
    confine(&mut b, col(9), 8, "r4c9 r2c9");
    let steps = find_steps(&b, Technique::XChain);
    assert!(!steps.is_empty());
    for step in &steps {
        assert_eq!(step.eliminations, pairs("r1c7 r1c8 r2c2 r2c3", 8));
        assert_eq!(step.evidence.cells.len(), 6);
        assert_eq!(step.rating_tenths(), 54);
    }
    assert_eq!(steps[0].evidence.cells[0], (Role::Pattern, c("r1c1")));
    // A third place in column 9 breaks the last strong link.
    let mut near = open();
    confine(&mut near, col(1), 8, "r1c1 r7c1");
    confine(&mut near, col(5), 8, "r7c5 r4c5");
    confine(&mut near, col(9), 8, "r4c9 r2c9 r6c9");
    assert!(find_steps(&near, Technique::XChain).is_empty());
}

#[test]
fn xy_chain() {
    // r1c1 {1,2} - r1c5 {2,3} - r5c5 {3,4} - r5c9 {4,1}: r1c1 or r5c9 is 1.
    let mut b = open();
    set_marks(&mut b, "r1c1", &[1, 2]);
    set_marks(&mut b, "r1c5", &[2, 3]);
    set_marks(&mut b, "r5c5", &[3, 4]);
    set_marks(&mut b, "r5c9", &[1, 4]);
    let steps = find_steps(&b, Technique::XYChain);
    assert!(!steps.is_empty());
    for step in &steps {
        assert_eq!(step.eliminations, pairs("r1c9 r5c1", 1));
        assert_eq!(step.rating_tenths(), 50);
    }
    assert!(
        steps[0]
            .explain()
            .contains("if r1c1 is not 1 it is 2, then r1c5 is 3")
    );
    let mut near = open();
    set_marks(&mut near, "r1c1", &[1, 2]);
    set_marks(&mut near, "r1c5", &[2, 3]);
    set_marks(&mut near, "r5c5", &[3, 4]);
    set_marks(&mut near, "r5c9", &[4, 5]);
    assert!(find_steps(&near, Technique::XYChain).is_empty());
}

#[test]
fn hidden_unique_rectangle() {
    // r1c1 holds only 3 and 7; row 2 and column 5 hold 3 only in the rectangle r1c1,
    // r1c5, r2c5, r2c1: r2c5 cannot be 7.
    let mut b = open();
    set_marks(&mut b, "r1c1", &[3, 7]);
    confine(&mut b, row(2), 3, "r2c1 r2c5");
    confine(&mut b, col(5), 3, "r1c5 r2c5");
    let step = only_step(&b, Technique::HiddenUniqueRectangle);
    assert_eq!(step.eliminations, pairs("r2c5", 7));
    // A third 3 in column 5: r2c5 = 7 no longer forces r1c5 = 3.
    let mut near = open();
    set_marks(&mut near, "r1c1", &[3, 7]);
    confine(&mut near, row(2), 3, "r2c1 r2c5");
    confine(&mut near, col(5), 3, "r1c5 r2c5 r7c5");
    assert!(find_steps(&near, Technique::HiddenUniqueRectangle).is_empty());
}

#[test]
fn als_xz() {
    // Row 1: r1c1 {1,2} and r1c2 {2,3}; column 2: r5c2 {3,4} and r6c2 {1,4}. Their 3s
    // see each other, so one set is locked without 3 and holds 1: r1c1 or r6c2 is 1.
    let mut b = open();
    set_marks(&mut b, "r1c1", &[1, 2]);
    set_marks(&mut b, "r1c2", &[2, 3]);
    set_marks(&mut b, "r5c2", &[3, 4]);
    set_marks(&mut b, "r6c2", &[1, 4]);
    let step = only_step(&b, Technique::AlsXz);
    assert_eq!(step.eliminations, pairs("r2c2 r3c2 r4c1 r5c1 r6c1", 1));
    assert!(step.explain().starts_with(
        "ALS-XZ: r1c1 r1c2 in row 1 hold only 123 and r5c2 r6c2 in column 2 only 134"
    ));
    // In column 3 the second set's 3 does not see the first's: no restricted digit.
    let mut near = open();
    set_marks(&mut near, "r1c1", &[1, 2]);
    set_marks(&mut near, "r1c2", &[2, 3]);
    set_marks(&mut near, "r5c3", &[3, 4]);
    set_marks(&mut near, "r6c3", &[1, 4]);
    assert!(find_steps(&near, Technique::AlsXz).is_empty());
}

#[test]
fn repertoires_differ_only_by_the_player_techniques() {
    let se = Repertoire::SudokuExplainer.techniques();
    let full = Repertoire::Full.techniques();
    assert!(se.iter().all(|t| full.contains(t)));
    let extra: Vec<&Technique> = full.iter().filter(|t| !se.contains(t)).collect();
    assert_eq!(extra.len(), 14);
    assert!(extra.contains(&&Technique::SashimiJellyfish));
}
