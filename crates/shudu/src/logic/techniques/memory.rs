//! What a walk along a path remembers from one step to the next, so that a rule whose
//! steps are *local* is not searched again where nothing has changed.
//!
//! On a hard path most steps are chains, and before each one the driver asks every easier
//! rule again, on a board that differs from the last by a few candidates. Some of those
//! rules almost never find anything: aligned triplet exclusion, asked before each of
//! them, finds a step on fewer than one board in a hundred. A rule is local when whether
//! it has a step at a pattern of cells depends only on the candidates of those cells and
//! of their peers (aligned exclusion: the base cells, and the excluders, which see them),
//! or of those cells and cells that only lose eliminations as they lose candidates (the
//! wings of an almost locked set and a bivalue cell), or only on the candidates of one
//! digit (fish, chains of strong links, the X-cycles and X-chains of the unary chaining rule,
//! whose other passes are searched in full, and the Nishio chains).
//! Candidates only go as a path goes on, so on a board that follows one where the rule
//! found nothing, a step needs a pattern cell that changed or sees a cell that changed.
//!
//! [`Memory`] keeps, for each local rule, the candidates of the last board where it found
//! nothing; [`Memory::since`] tells the finder what changed since (or that nothing is
//! known: no such board, or this one does not follow it, as a candidate came back). The
//! finder leaves out only patterns that cannot have a step and keeps its order, so its
//! first step is the one it would give searching everything.
//!
//! Read next: `aligned_exclusion.rs`, whose [`zone`](super::aligned_exclusion::zone)
//! says which changes matter to it, `als_wings.rs` (its `zone` and `interest`), and
//! `fish.rs`, `strong_links.rs`, `chains/unary.rs` and `chains/multiple/pick.rs`, which
//! search only the digits that changed.

use super::super::board::Board;
use crate::grid::CellSet;

/// The local rules [`Memory`] keeps a board for.
#[derive(Clone, Copy)]
pub(super) enum Local {
    AlignedPairs = 0,
    AlignedTriplets = 1,
    StrongLinks2 = 2,
    StrongLinks3 = 3,
    StrongLinks4 = 4,
    AlsWings3 = 5,
    AlsWings4 = 6,
    AlsWings5 = 7,
    AlsWings6 = 8,
    UnaryChains = 9,
    Nishio = 10,
    Fish2 = 11,
    Fish3 = 12,
    Fish4 = 13,
}

impl Local {
    /// How many rules there are: one more than the last one's number.
    const COUNT: usize = Local::Fish4 as usize + 1;

    /// The wing whose almost locked set has `k` cells (3 to 6).
    pub(super) fn als_wings(k: usize) -> Local {
        match k {
            3 => Local::AlsWings3,
            4 => Local::AlsWings4,
            5 => Local::AlsWings5,
            _ => Local::AlsWings6,
        }
    }
}

/// For each [`Local`] rule, the candidates (per cell) of the last board where it found
/// nothing.
#[derive(Default)]
pub(in crate::logic) struct Memory {
    empty_at: [Option<Box<[u16; 81]>>; Local::COUNT],
}

/// What changed on a board since the one a rule last found nothing on.
pub(super) enum Since<'a> {
    /// No such board (or this one does not follow it): search everything.
    Unknown,
    /// The cells whose candidates changed, the digits that changed in them (bit `d` for
    /// zero-based digit `d`), and every cell's candidates then.
    Changed {
        cells: CellSet,
        digits: u16,
        before: &'a [u16; 81],
    },
}

impl Since<'_> {
    /// The digits whose candidates changed, or all nine when nothing is known: what a
    /// rule whose patterns are of one digit each (fish, chains of strong links, X-cycles
    /// and X-chains, Nishio chains) has to search again, as whether such a pattern has a
    /// step depends on that digit's candidates only.
    pub(super) fn digits(&self) -> u16 {
        match self {
            Since::Unknown => 0x1ff,
            Since::Changed { digits, .. } => *digits,
        }
    }
}

impl Memory {
    /// What changed on `board` since the last board `rule` found nothing on.
    pub(super) fn since(&self, rule: Local, board: &Board) -> Since<'_> {
        let Some(before) = &self.empty_at[rule as usize] else {
            return Since::Unknown;
        };
        // Without branches: this runs before every search of a local rule.
        let (mut cells, mut digits, mut back) = (CellSet::EMPTY, 0u16, 0u16);
        for (i, &old) in before.iter().enumerate() {
            let now = board.mask(i);
            // Bit `i` of the mask is the comparison itself, so no branch is taken.
            cells |= CellSet::from_bits(u128::from(now != old) << i);
            digits |= now ^ old;
            back |= now & !old;
        }
        if back != 0 {
            // A candidate came back: not a later board of the same path.
            return Since::Unknown;
        }
        Since::Changed {
            cells,
            digits,
            before,
        }
    }

    /// Records that `rule` found nothing on `board`.
    pub(super) fn found_nothing(&mut self, rule: Local, board: &Board) {
        let masks = self.empty_at[rule as usize].get_or_insert_with(|| Box::new([0; 81]));
        for (i, m) in masks.iter_mut().enumerate() {
            *m = board.mask(i);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Grid;
    use crate::logic::board::{cell, digit};

    fn board() -> Board {
        let grid: Grid =
            "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759.."
                .parse()
                .expect("valid");
        Board::new(&grid)
    }

    fn changed(since: Since) -> Option<(CellSet, [u16; 81])> {
        match since {
            Since::Unknown => None,
            Since::Changed { cells, before, .. } => Some((cells, *before)),
        }
    }

    #[test]
    fn nothing_is_known_until_a_board_is_remembered() {
        let memory = Memory::default();
        assert!(changed(memory.since(Local::AlignedPairs, &board())).is_none());
    }

    #[test]
    fn since_gives_the_changed_cells_and_the_remembered_candidates() {
        let mut memory = Memory::default();
        let mut b = board();
        let first = b.clone();
        memory.found_nothing(Local::AlignedTriplets, &b);
        let (cells, _) = changed(memory.since(Local::AlignedTriplets, &b)).expect("known");
        assert_eq!(cells, CellSet::EMPTY);
        // The other rule remembers nothing yet.
        assert!(changed(memory.since(Local::AlignedPairs, &b)).is_none());
        // r1c1 loses a candidate.
        let d = b.mask(0).trailing_zeros() as usize;
        assert!(b.eliminate(cell(0), digit(d)));
        let (cells, before) = changed(memory.since(Local::AlignedTriplets, &b)).expect("known");
        assert_eq!(cells, CellSet::of_index(0));
        assert!((0..81).all(|i| before[i] == first.mask(i)));
    }

    #[test]
    fn nothing_is_known_when_a_candidate_comes_back() {
        let mut memory = Memory::default();
        let mut b = board();
        let d = b.mask(0).trailing_zeros() as usize;
        assert!(b.eliminate(cell(0), digit(d)));
        memory.found_nothing(Local::AlignedPairs, &b);
        assert!(changed(memory.since(Local::AlignedPairs, &board())).is_none());
    }

    /// Puzzles of top1465 whose paths take aligned exclusion steps, chains of strong
    /// links and wings between forcing chains.
    const PUZZLES: [&str; 4] = [
        ".2..914....86....13....7...8....6.7..1.72...4......6..6..9..5....4....8..3.......",
        "84...9..1....8.2......7..4...1..4....83....6...9.....4...7...3..1.8....5.2..3.4..",
        ".5..9....1.....6.....3.8.....8.4...9514.......3....2..........4.8...6..77..15..6.",
        "8..4.6....3.2..4...4..5..78.69..5.2.3...........6...1752.....3......36.......2..9",
    ];

    #[test]
    fn remembering_walks_take_the_steps_of_forgetting_ones_on_a_sample_of_top1465() {
        use crate::logic::path::{solve_path, walk};
        use crate::logic::techniques::next_in;
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../data/puzzles3_magictour_top1465.txt"
        );
        let text = std::fs::read_to_string(path).expect("top1465 in data/");
        let mut compared = 0;
        let puzzles = text.lines().filter(|l| !l.starts_with('#'));
        for line in puzzles.step_by(12) {
            let grid: Grid = line[..81].parse().expect("valid puzzle");
            let se = crate::logic::Repertoire::SudokuExplainer.techniques();
            let forgetting = walk(Board::new(&grid), |b| next_in(b, se));
            assert_eq!(forgetting, solve_path(&grid), "{line}");
            compared += 1;
        }
        assert!(compared > 100, "{compared}");
    }

    #[test]
    fn a_walk_that_remembers_takes_the_steps_of_one_that_does_not() {
        use crate::logic::Logic;
        use crate::logic::path::{solve_path, walk};
        use crate::logic::repertoire::Repertoire;
        use crate::logic::technique::Technique;
        use crate::logic::techniques::next_in;
        let (mut aligned, mut strong_links, mut wings) = (0, 0, 0);
        for text in PUZZLES {
            let grid: Grid = text.parse().expect("valid puzzle");
            for repertoire in [Repertoire::SudokuExplainer, Repertoire::Full] {
                let forgetting = walk(Board::new(&grid), |b| next_in(b, repertoire.techniques()));
                let remembering = match repertoire {
                    Repertoire::SudokuExplainer => solve_path(&grid),
                    _ => Logic::new(repertoire).solve_path(&grid),
                };
                assert_eq!(forgetting, remembering, "{text} {repertoire:?}");
                for step in &remembering.steps {
                    let rule = crate::logic::techniques::leader(step.technique);
                    aligned += usize::from(matches!(
                        rule,
                        Technique::AlignedPairExclusion | Technique::AlignedTripletExclusion
                    ));
                    strong_links += usize::from(matches!(
                        rule,
                        Technique::Skyscraper
                            | Technique::ThreeSkyscrapers
                            | Technique::FourSkyscrapers
                    ));
                    wings += usize::from(matches!(
                        rule,
                        Technique::WXYZWing
                            | Technique::VWXYZWing
                            | Technique::UVWXYZWing
                            | Technique::TUVWXYZWing
                    ));
                }
            }
        }
        assert!(aligned >= 5, "{aligned}");
        assert!(strong_links >= 5, "{strong_links}");
        assert!(wings >= 3, "{wings}");
    }
}
