//! The finders, one file per technique (or per family of sizes: pairs, triplets and quads
//! share one), and the [`Finder`] of each family that the technique table (`technique.rs`)
//! names in its rows.
//!
//! A finder has the signature [`Finder`], `fn(&mut Context, &mut Vec<Step>)`: it reads
//! the board in the [`Context`] and appends every step of its family it sees, listing
//! first the one Sudoku Explainer would take (houses in its scan order: boxes, columns,
//! rows); with [`Mode::First`] it may stop there. Finders only read the board. Each step's
//! evidence tags every house, cell and candidate with its [`Role`](super::Role), and the
//! file's `explain` words the step from those roles. Most
//! finder files keep a plain search function (`fn find(&Board, …)`); the family
//! functions at the end of this file are the [`Finder`]s that call them with their sizes
//! and shapes and, for the local rules, with what [`memory`] says changed.
//!
//! Adding a technique: write its finder file, give it a [`Finder`] here (or write the
//! finder with that signature), and add its row to the table in `technique.rs`.
//!
//! Read next: `singles.rs` … `wings.rs`, in the order of [`Technique::ALL`].

pub(super) mod aligned_exclusion;
pub(super) mod als_wings;
pub(super) mod bug;
pub(super) mod chains;
pub(super) mod fish;
pub(super) mod generalized_intersections;
pub(super) mod hidden_sets;
pub(super) mod intersections;
pub(super) mod memory;
pub(super) mod naked_sets;
pub(super) mod non_consecutive;
pub(super) mod non_consecutive_forcing_cell;
pub(super) mod singles;
pub(super) mod strong_links;
pub(super) mod unique_loop_sets;
pub(super) mod unique_loops;
pub(super) mod wings;
// Player techniques (full repertoire only).
pub(super) mod als_xz;
pub(super) mod colouring;
pub(super) mod empty_rectangle;
pub(super) mod finned_fish;
pub(super) mod hidden_rectangle;
pub(super) mod w_wing;
pub(super) mod x_chain;
pub(super) mod xy_chain;
// Killer cage rules (shudu's own ratings; boards with cages only).
pub(super) mod arrows;
pub(super) mod cage_combinations;
pub(super) mod innies_outies;
pub(super) mod little_killer;
pub(super) mod pair_marks;
pub(super) mod renban;
pub(super) mod sandwich;
pub(super) mod thermometers;
pub(super) mod whispers;
// The bit toolbox every finder shares.
mod masks;

use super::board::{Board, cell, digit};
use super::budget;
use super::profile::SeProfile;
use super::step::{Evidence, Step};
use super::technique::Technique;
use masks::{bit_count, bits, subsets, tight_subsets};
use memory::{Local, Memory, Since};

/// Appends to `out` every step of `technique` on `board`, the one the driver would take
/// first leading.
pub(crate) fn find(board: &Board, technique: Technique, out: &mut Vec<Step>) {
    if !technique.usable_on(board) {
        return;
    }
    let first = out.len();
    let mut shared = Shared::default();
    produce(
        board,
        technique,
        SeProfile::Sukaku,
        Mode::Every,
        &mut shared,
        &mut Memory::default(),
        out,
    );
    let mut found = out.split_off(first);
    found.retain(|s| s.technique == technique);
    out.append(&mut found);
}

/// The step to take now: the first step of the first producer, in Sudoku Explainer's
/// order (the start of [`Technique::ALL`]), that finds one.
pub(crate) fn next(board: &Board) -> Option<Step> {
    next_in(board, super::Repertoire::SudokuExplainer.techniques())
}

/// The step to take now with the techniques of `order` (a repertoire's list): the first
/// step of the first producer, in that order, that finds one.
pub(crate) fn next_in(board: &Board, order: &[Technique]) -> Option<Step> {
    next_remembering(board, order, SeProfile::Sukaku, &mut Memory::default())
}

/// Like [`next_in`], for a board that follows, on one path, the boards `memory` has seen:
/// the local rules search only where the candidates changed since they last found nothing.
pub(crate) fn next_remembering(
    board: &Board,
    order: &[Technique],
    profile: SeProfile,
    memory: &mut Memory,
) -> Option<Step> {
    let mut out = Vec::new();
    let mut shared = Shared::default();
    for &technique in order {
        if leader(technique) != technique || !technique.usable_on(board) {
            continue;
        }
        if budget::spent() {
            return None;
        }
        produce(
            board,
            technique,
            profile,
            Mode::First,
            &mut shared,
            memory,
            &mut out,
        );
        if budget::tripped() {
            // A search cut short: what it found may not be the step to take.
            return None;
        }
        if !out.is_empty() {
            return Some(out.swap_remove(0));
        }
    }
    None
}

/// The first technique of `technique`'s family: see [`Technique::leader`].
pub(super) fn leader(technique: Technique) -> Technique {
    technique.leader()
}

/// Whether a finder reports every step it sees or may stop at the first.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Mode {
    /// Only the first step counts: the driver takes no other, and building the steps it
    /// would drop, or finding them, was much of its time.
    First,
    /// Every step (hints listing them all, tests).
    Every,
}

/// Whether an intersection or hidden set is Sudoku Explainer's direct form, which counts
/// only when it leaves a hidden single and then only places that single.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Form {
    /// The direct form (Direct Pointing, Direct Hidden Pair, …).
    Direct,
    /// The plain form, which removes candidates.
    Plain,
}

/// What a [`Finder`] is given: the board, the [`Mode`], and the state finders of one
/// board share or one path remembers.
pub(crate) struct Context<'a> {
    /// The board to search.
    pub(crate) board: &'a Board,
    /// Whose Sudoku Explainer the finders follow where two differ in a rule's detail.
    pub(crate) profile: SeProfile,
    /// Whether the first step is enough.
    pub(crate) mode: Mode,
    shared: &'a mut Shared,
    memory: &'a mut Memory,
}

/// The signature of a family's finder, as the technique table names it.
pub(crate) type Finder = fn(&mut Context<'_>, &mut Vec<Step>);

/// What several finders build from one board and share: made empty for each board, each
/// part filled by the first finder that needs it.
#[derive(Default)]
struct Shared {
    strong_links: strong_links::Links,
    chains: chains::Graphs,
    als: als_wings::Sets,
}

/// Appends every step of `technique`'s family (see [`leader`]) in the order the driver
/// takes them, with the finder the table names.
fn produce(
    board: &Board,
    technique: Technique,
    profile: SeProfile,
    mode: Mode,
    shared: &mut Shared,
    memory: &mut Memory,
    out: &mut Vec<Step>,
) {
    let find = technique.leader().row().find;
    find(
        &mut Context {
            board,
            profile,
            mode,
            shared,
            memory,
        },
        out,
    );
}

/// Runs the finder of a local `rule`, telling it what changed since it last found
/// nothing, and if it finds nothing again has `memory` remember the board.
fn remembered(
    board: &Board,
    rule: Local,
    memory: &mut Memory,
    out: &mut Vec<Step>,
    finder: impl FnOnce(&Since, &mut Vec<Step>),
) {
    let before = out.len();
    finder(&memory.since(rule, board), out);
    if out.len() == before {
        memory.found_nothing(rule, board);
    }
}

/// The wings whose almost locked set has `k` cells. The sets are found once per board,
/// for every size, keeping those that may make a wing with the cells each size's
/// memory says changed.
fn als_wing(
    board: &Board,
    k: usize,
    shared: &mut Shared,
    memory: &mut Memory,
    out: &mut Vec<Step>,
) {
    if !shared.als.built() {
        let interest = (3..=6).fold(crate::CellSet::EMPTY, |interest, k| {
            let zone = als_wings::zone(board, &memory.since(Local::als_wings(k), board));
            interest | als_wings::interest(board, zone)
        });
        shared.als.build(board, interest);
    }
    let sets = &shared.als;
    remembered(board, Local::als_wings(k), memory, out, |since, out| {
        als_wings::find(board, k, als_wings::zone(board, since), sets, out)
    })
}

/// The nested chaining rule of `level` (and, for level 4, of nested `limit`). The levels
/// share what their walks found through the board's [`Shared`] graphs.
fn nested(cx: &mut Context<'_>, level: u8, limit: u8, out: &mut Vec<Step>) {
    let level = chains::Level::Nested(chains::Nesting { level, limit });
    let first_only = cx.mode == Mode::First;
    let graphs = &mut cx.shared.chains;
    chains::find_multiple(cx.board, level, first_only, 0x1ff, graphs, out);
}

/// Eliminations of zero-based digit `d` from the cells of `set`, in reading order.
fn eliminations_of(set: crate::CellSet, d: usize) -> Vec<(crate::Cell, crate::Digit)> {
    super::houses::set_cells(set)
        .map(|i| (cell(i), digit(d)))
        .collect()
}

/// The evidence of a rule read off zero-based digit `d`'s `places` in house `h`: the
/// house as the base, the places as the pattern, and `relations` (on a variant board,
/// the sight no row, column or box explains).
fn places_evidence(
    board: &Board,
    h: usize,
    d: usize,
    places: crate::CellSet,
    relations: Vec<crate::words::Phrase>,
) -> Evidence {
    use super::houses::set_cells;
    use super::step::{Role, tag, tag_candidates};
    let (houses, named_houses) = board.evidence_houses([(Role::Base, h)]);
    Evidence {
        houses,
        cells: tag(Role::Pattern, set_cells(places).map(cell)),
        candidates: tag_candidates(
            Role::Pattern,
            set_cells(places).map(|c| (cell(c), digit(d))),
        ),
        digits: vec![digit(d)],
        links: Vec::new(),
        implied: Vec::new(),
        named_houses,
        relations,
    }
}

/// A step with no placement.
fn elimination_step(
    technique: Technique,
    eliminations: Vec<(crate::Cell, crate::Digit)>,
    evidence: Evidence,
) -> Step {
    Step {
        technique,
        placements: Vec::new(),
        eliminations,
        evidence,
        bonus_tenths: 0,
    }
}

/// The family finders the technique table names, in the table's order. Each runs one
/// finder file's search with its size and shape; the local rules run theirs through
/// [`remembered`], the rules that share work through [`Shared`].
pub(super) fn full_house(cx: &mut Context<'_>, out: &mut Vec<Step>) {
    singles::full_houses(cx.board, cx.mode, out);
}

pub(super) fn hidden_single_box(cx: &mut Context<'_>, out: &mut Vec<Step>) {
    singles::hidden_singles(cx.board, singles::Houses::Boxes, cx.mode, out);
}

pub(super) fn hidden_single_line(cx: &mut Context<'_>, out: &mut Vec<Step>) {
    singles::hidden_singles(cx.board, singles::Houses::Lines, cx.mode, out);
}

pub(super) fn naked_single(cx: &mut Context<'_>, out: &mut Vec<Step>) {
    singles::naked_singles(cx.board, cx.mode, out);
}

pub(super) fn direct_pointing(cx: &mut Context<'_>, out: &mut Vec<Step>) {
    let kind = intersections::Kind::Pointing;
    intersections::find(cx.board, kind, Form::Direct, cx.mode, out);
}

pub(super) fn direct_claiming(cx: &mut Context<'_>, out: &mut Vec<Step>) {
    let kind = intersections::Kind::Claiming;
    intersections::find(cx.board, kind, Form::Direct, cx.mode, out);
}

pub(super) fn pointing(cx: &mut Context<'_>, out: &mut Vec<Step>) {
    let kind = intersections::Kind::Pointing;
    intersections::find(cx.board, kind, Form::Plain, cx.mode, out);
}

pub(super) fn claiming(cx: &mut Context<'_>, out: &mut Vec<Step>) {
    let kind = intersections::Kind::Claiming;
    intersections::find(cx.board, kind, Form::Plain, cx.mode, out);
}

pub(super) fn generalized_intersection(cx: &mut Context<'_>, out: &mut Vec<Step>) {
    generalized_intersections::find(cx.board, cx.mode, out);
}

pub(super) fn direct_hidden_pair(cx: &mut Context<'_>, out: &mut Vec<Step>) {
    hidden_sets::find(cx.board, 2, Form::Direct, cx.mode, out);
}

pub(super) fn non_consecutive_forcing_cell(cx: &mut Context<'_>, out: &mut Vec<Step>) {
    non_consecutive_forcing_cell::find(cx.board, cx.mode, out);
}

pub(super) fn locked_non_consecutive(cx: &mut Context<'_>, out: &mut Vec<Step>) {
    non_consecutive::find(cx.board, cx.mode, out);
}

pub(super) fn direct_hidden_triplet(cx: &mut Context<'_>, out: &mut Vec<Step>) {
    hidden_sets::find(cx.board, 3, Form::Direct, cx.mode, out);
}

pub(super) fn hidden_pair(cx: &mut Context<'_>, out: &mut Vec<Step>) {
    hidden_sets::find(cx.board, 2, Form::Plain, cx.mode, out);
}

pub(super) fn hidden_triplet(cx: &mut Context<'_>, out: &mut Vec<Step>) {
    hidden_sets::find(cx.board, 3, Form::Plain, cx.mode, out);
}

pub(super) fn hidden_quad(cx: &mut Context<'_>, out: &mut Vec<Step>) {
    hidden_sets::find(cx.board, 4, Form::Plain, cx.mode, out);
}

pub(super) fn naked_pair(cx: &mut Context<'_>, out: &mut Vec<Step>) {
    naked_sets::find(cx.board, 2, cx.mode, out);
}

pub(super) fn naked_triplet(cx: &mut Context<'_>, out: &mut Vec<Step>) {
    naked_sets::find(cx.board, 3, cx.mode, out);
}

pub(super) fn naked_quad(cx: &mut Context<'_>, out: &mut Vec<Step>) {
    naked_sets::find(cx.board, 4, cx.mode, out);
}

/// Basic fish of size `n`, searched in the digits that changed since the size last found
/// nothing.
fn basic_fish(cx: &mut Context<'_>, n: u32, rule: Local, out: &mut Vec<Step>) {
    let (board, mode) = (cx.board, cx.mode);
    remembered(board, rule, cx.memory, out, |since, out| {
        fish::find(board, n, since.digits(), mode, out)
    });
}

pub(super) fn x_wing(cx: &mut Context<'_>, out: &mut Vec<Step>) {
    basic_fish(cx, 2, Local::Fish2, out);
}

pub(super) fn swordfish(cx: &mut Context<'_>, out: &mut Vec<Step>) {
    basic_fish(cx, 3, Local::Fish3, out);
}

pub(super) fn jellyfish(cx: &mut Context<'_>, out: &mut Vec<Step>) {
    basic_fish(cx, 4, Local::Fish4, out);
}

/// Chains of `n` strong links, on the digits that changed since `n` last found nothing.
fn strong_link_chains(cx: &mut Context<'_>, n: usize, rule: Local, out: &mut Vec<Step>) {
    let board = cx.board;
    let links = &mut cx.shared.strong_links;
    remembered(board, rule, cx.memory, out, |since, out| {
        strong_links::find(board, n, since.digits(), links, out)
    });
}

pub(super) fn two_strong_links(cx: &mut Context<'_>, out: &mut Vec<Step>) {
    strong_link_chains(cx, 2, Local::StrongLinks2, out);
}

pub(super) fn three_strong_links(cx: &mut Context<'_>, out: &mut Vec<Step>) {
    strong_link_chains(cx, 3, Local::StrongLinks3, out);
}

pub(super) fn four_strong_links(cx: &mut Context<'_>, out: &mut Vec<Step>) {
    strong_link_chains(cx, 4, Local::StrongLinks4, out);
}

pub(super) fn xy_wing(cx: &mut Context<'_>, out: &mut Vec<Step>) {
    wings::find(cx.board, wings::Pivot::Bivalue, cx.mode, out);
}

pub(super) fn xyz_wing(cx: &mut Context<'_>, out: &mut Vec<Step>) {
    wings::find(cx.board, wings::Pivot::Trivalue, cx.mode, out);
}

pub(super) fn unique_loops(cx: &mut Context<'_>, out: &mut Vec<Step>) {
    unique_loops::find(cx.board, cx.profile, out);
}

pub(super) fn wxyz_wing(cx: &mut Context<'_>, out: &mut Vec<Step>) {
    als_wing(cx.board, 3, cx.shared, cx.memory, out);
}

pub(super) fn bug(cx: &mut Context<'_>, out: &mut Vec<Step>) {
    bug::find(cx.board, out);
}

pub(super) fn vwxyz_wing(cx: &mut Context<'_>, out: &mut Vec<Step>) {
    als_wing(cx.board, 4, cx.shared, cx.memory, out);
}

/// Aligned exclusion on `degree` cells, in the zone that changed since it last found
/// nothing.
fn aligned(cx: &mut Context<'_>, degree: usize, rule: Local, out: &mut Vec<Step>) {
    let (board, mode) = (cx.board, cx.mode);
    remembered(board, rule, cx.memory, out, |since, out| {
        let zone = aligned_exclusion::zone(board, degree, since);
        aligned_exclusion::find(board, degree, &zone, mode, out)
    });
}

pub(super) fn aligned_pairs(cx: &mut Context<'_>, out: &mut Vec<Step>) {
    aligned(cx, 2, Local::AlignedPairs, out);
}

pub(super) fn uvwxyz_wing(cx: &mut Context<'_>, out: &mut Vec<Step>) {
    als_wing(cx.board, 5, cx.shared, cx.memory, out);
}

pub(super) fn unary_chains(cx: &mut Context<'_>, out: &mut Vec<Step>) {
    let (board, first_only) = (cx.board, cx.mode == Mode::First);
    let graphs = &mut cx.shared.chains;
    remembered(board, Local::UnaryChains, cx.memory, out, |since, out| {
        chains::find_unary(board, first_only, since.digits(), graphs, out)
    });
}

pub(super) fn tuvwxyz_wing(cx: &mut Context<'_>, out: &mut Vec<Step>) {
    als_wing(cx.board, 6, cx.shared, cx.memory, out);
}

pub(super) fn aligned_triplets(cx: &mut Context<'_>, out: &mut Vec<Step>) {
    aligned(cx, 3, Local::AlignedTriplets, out);
}

pub(super) fn nishio_chains(cx: &mut Context<'_>, out: &mut Vec<Step>) {
    let (board, first_only) = (cx.board, cx.mode == Mode::First);
    let graphs = &mut cx.shared.chains;
    remembered(board, Local::Nishio, cx.memory, out, |since, out| {
        let level = chains::Level::Nishio;
        chains::find_multiple(board, level, first_only, since.digits(), graphs, out)
    });
}

/// The multiple-chain rules of `level` over every digit (these rules remember nothing
/// between boards).
fn every_digit_chains(cx: &mut Context<'_>, level: chains::Level, out: &mut Vec<Step>) {
    let first_only = cx.mode == Mode::First;
    let graphs = &mut cx.shared.chains;
    chains::find_multiple(cx.board, level, first_only, 0x1ff, graphs, out);
}

pub(super) fn multiple_chains(cx: &mut Context<'_>, out: &mut Vec<Step>) {
    every_digit_chains(cx, chains::Level::Multiple, out);
}

pub(super) fn dynamic_chains(cx: &mut Context<'_>, out: &mut Vec<Step>) {
    every_digit_chains(cx, chains::Level::Dynamic, out);
}

pub(super) fn nested_plus(cx: &mut Context<'_>, out: &mut Vec<Step>) {
    nested(cx, 1, 0, out);
}

pub(super) fn nested_forcing(cx: &mut Context<'_>, out: &mut Vec<Step>) {
    nested(cx, 2, 0, out);
}

pub(super) fn nested_multiple(cx: &mut Context<'_>, out: &mut Vec<Step>) {
    nested(cx, 3, 0, out);
}

pub(super) fn nested_dynamic(cx: &mut Context<'_>, out: &mut Vec<Step>) {
    // Sudoku Explainer's four rules of level 4, nesting dynamic chains of level 0 to 3,
    // tried in turn.
    let before = out.len();
    for limit in 0..4 {
        nested(cx, 4, limit, out);
        if out.len() > before {
            break;
        }
    }
}

// Player techniques (full repertoire only).

pub(super) fn finned_x_wing(cx: &mut Context<'_>, out: &mut Vec<Step>) {
    finned_fish::find(cx.board, 2, out);
}

pub(super) fn finned_swordfish(cx: &mut Context<'_>, out: &mut Vec<Step>) {
    finned_fish::find(cx.board, 3, out);
}

pub(super) fn finned_jellyfish(cx: &mut Context<'_>, out: &mut Vec<Step>) {
    finned_fish::find(cx.board, 4, out);
}

pub(super) fn empty_rectangle(cx: &mut Context<'_>, out: &mut Vec<Step>) {
    empty_rectangle::find(cx.board, out);
}

pub(super) fn w_wing(cx: &mut Context<'_>, out: &mut Vec<Step>) {
    w_wing::find(cx.board, out);
}

pub(super) fn simple_colouring(cx: &mut Context<'_>, out: &mut Vec<Step>) {
    colouring::find_simple(cx.board, out);
}

pub(super) fn multi_colouring(cx: &mut Context<'_>, out: &mut Vec<Step>) {
    colouring::find_multi(cx.board, out);
}

pub(super) fn x_chain(cx: &mut Context<'_>, out: &mut Vec<Step>) {
    x_chain::find(cx.board, out);
}

pub(super) fn xy_chain(cx: &mut Context<'_>, out: &mut Vec<Step>) {
    xy_chain::find(cx.board, out);
}

pub(super) fn hidden_unique_rectangle(cx: &mut Context<'_>, out: &mut Vec<Step>) {
    hidden_rectangle::find(cx.board, out);
}

pub(super) fn als_xz(cx: &mut Context<'_>, out: &mut Vec<Step>) {
    als_xz::find(cx.board, out);
}

// Killer cage rules.

pub(super) fn cage_combination(cx: &mut Context<'_>, out: &mut Vec<Step>) {
    cage_combinations::find(cx.board, cx.mode, out);
}

pub(super) fn thermometer(cx: &mut Context<'_>, out: &mut Vec<Step>) {
    thermometers::find(cx.board, cx.mode, out);
}

pub(super) fn kropki_dot(cx: &mut Context<'_>, out: &mut Vec<Step>) {
    pair_marks::find(cx.board, Technique::KropkiDot, cx.mode, out);
}

pub(super) fn xv_sum(cx: &mut Context<'_>, out: &mut Vec<Step>) {
    pair_marks::find(cx.board, Technique::XvSum, cx.mode, out);
}

pub(super) fn german_whispers(cx: &mut Context<'_>, out: &mut Vec<Step>) {
    whispers::find(cx.board, cx.mode, out);
}

pub(super) fn renban_line(cx: &mut Context<'_>, out: &mut Vec<Step>) {
    renban::find(cx.board, cx.mode, out);
}

pub(super) fn arrow_sum(cx: &mut Context<'_>, out: &mut Vec<Step>) {
    arrows::find(cx.board, cx.mode, out);
}

pub(super) fn sandwich_clue(cx: &mut Context<'_>, out: &mut Vec<Step>) {
    sandwich::find(cx.board, cx.mode, out);
}

pub(super) fn little_killer_clue(cx: &mut Context<'_>, out: &mut Vec<Step>) {
    little_killer::find(cx.board, cx.mode, out);
}

pub(super) fn innies_and_outies(cx: &mut Context<'_>, out: &mut Vec<Step>) {
    innies_outies::find(cx.board, cx.mode, out);
}
