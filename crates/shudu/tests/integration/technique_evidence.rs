//! What the technique fixtures' data cannot say: a step's evidence (which cells and
//! candidates justify it), read on the states of `testdata/techniques/`, and properties
//! of the candidate form and the repertoires. The evidence checks are kept few and
//! apart so that a change to how `Evidence` names its parts touches only this file.
//!
//! Read next: `technique_fixtures.rs`, the table-driven test over the data files.

use crate::common;

use common::technique_fixtures::fixture;
use shudu::logic::{Board, Repertoire, Role, Technique, find_steps};
use shudu::{Cell, Digit, Grid};

fn c(name: &str) -> Cell {
    let b = name.as_bytes();
    Cell::new((b[1] - b'1') as usize, (b[3] - b'1') as usize).unwrap()
}

fn d(v: u8) -> Digit {
    Digit::new(v).unwrap()
}

/// State `index` (from 0, in file order) of the fixture called `name`.
fn state(name: &str, index: usize) -> Board {
    fixture(name).states.swap_remove(index)
}

#[test]
fn direct_pointing_keeps_its_removals_as_evidence() {
    // Like Sudoku Explainer's, the step places only; the removals stay evidence.
    let steps = find_steps(
        &state("direct_pointing_places_only", 0),
        Technique::DirectPointing,
    );
    assert!(steps[0].eliminations.is_empty());
    assert!(steps[0].evidence.implied.contains(&(c("r1c4"), d(5))));
}

#[test]
fn finned_x_wing_lists_its_fin_last() {
    let steps = find_steps(&state("finned_x_wing", 0), Technique::FinnedXWing);
    assert_eq!(steps[0].evidence.cells_in(Role::Fin), [c("r8c8")]);
}

#[test]
fn x_chain_evidence_is_the_chain_from_its_first_end() {
    let steps = find_steps(&state("x_chain", 0), Technique::XChain);
    assert!(!steps.is_empty());
    for step in &steps {
        assert_eq!(step.evidence.cells.len(), 6);
    }
    assert_eq!(steps[0].evidence.cells[0], (Role::Pattern, c("r1c1")));
}

#[test]
fn cell_forcing_chains_start_from_their_cell() {
    let steps = find_steps(
        &state("cell_forcing_chains", 0),
        Technique::CellForcingChains,
    );
    assert_eq!(steps[0].eliminations, vec![(c("r5c1"), d(1))]);
    assert_eq!(steps[0].evidence.all_cells(), vec![c("r5c8")]);
    // With 9 open in r5c8 too, its candidates no longer all lead to r5c1 not being 1
    // (another cell's chains still do: the outcome alone is no near miss).
    let near = find_steps(
        &state("cell_forcing_chains", 1),
        Technique::CellForcingChains,
    );
    assert!(
        near.iter()
            .all(|s| s.eliminations != vec![(c("r5c1"), d(1))]
                || s.evidence.all_cells() != vec![c("r5c8")])
    );
}

#[test]
fn candidate_format_round_trips_pencil_marks() {
    let mut b = Board::new(&Grid::empty());
    for v in 3..=9 {
        b.eliminate(c("r1c1"), d(v));
    }
    let text = b.to_candidate_string();
    assert_eq!(&text[..18], "12.......123456789");
    assert_eq!(Board::from_candidate_string(&text).unwrap(), b);
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
