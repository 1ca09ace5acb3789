//! The 9×9 logic engine's view of a variant's rules: [`BoardRules::of`] compiles
//! [`Rules`] into what the engine reasons with — their [`crate::Layout`]'s houses and
//! peers in fixed-size form, cages with their sums, odd/even masks — and
//! [`Board::of_variant`] starts a board from a variant puzzle's givens under them.
//!
//! It lives on this side so that the engine (`crate::logic`) knows compiled rules, not
//! the variant model: the dependency runs from the variant model to the logic engine,
//! never back. Read next: `logic/board_rules.rs` (what compiled rules hold), `rating.rs`
//! and `hint.rs` (its callers).

use std::sync::Arc;

use super::rule_facts::RuleFacts;
use super::{Puzzle, Rules, VariantError};
use crate::grid::{CellSet, HouseName, Pos};
use crate::logic::Board;
use crate::logic::board_rules::{BoardCage, BoardHouse, BoardRules, SeKind};
use crate::words::Phrase;

impl Board {
    /// The board of a 9×9 variant puzzle: its houses (diagonals, windows, disjoint
    /// groups, jigsaw regions), its anti-knight, anti-king and non-consecutive rules and
    /// its killer cages shape the candidates and every technique's reasoning. Odd and
    /// even cells start with only the digits of their parity, as givens start their
    /// peers without theirs. Classic rules give the classic board. Other sizes are
    /// refused, by name.
    ///
    /// ```
    /// use shudu::logic::Board;
    /// use shudu::variant::{Puzzle, Rules, Shape, Symbols};
    /// use shudu::{Cell, Digit};
    /// let rules = Rules::new(Shape::classic()).with_named("anti-knight")?;
    /// let line = format!("5{}", ".".repeat(80));
    /// let board = Board::of_variant(&Puzzle::from_line(rules, &line, Symbols::Standard)?)?;
    /// // r2c3 is a knight's move from r1c1 (and in its box); r3c2 too; r2c3's 5 is gone.
    /// assert!(!board.has(Cell::new(1, 2).unwrap(), Digit::new(5).unwrap()));
    /// assert!(board.is_variant());
    /// # Ok::<(), shudu::variant::VariantError>(())
    /// ```
    pub fn of_variant(puzzle: &Puzzle) -> Result<Board, VariantError> {
        let rules = puzzle.rules();
        let compiled = (!rules.is_classic())
            .then(|| BoardRules::of(rules).map(Arc::new))
            .transpose()?;
        Ok(Board::of_rules(compiled, puzzle.values()))
    }
}

/// The kind of an extra house, which orders the extra houses as Sudoku Explainer does:
/// disjoint groups, windows, then the diagonals.
fn extra_kind(name: HouseName) -> SeKind {
    match name {
        HouseName::DisjointGroup(_) => SeKind::DisjointGroup,
        HouseName::Window(_) => SeKind::Window,
        HouseName::MainDiagonal => SeKind::MainDiagonal,
        HouseName::AntiDiagonal => SeKind::AntiDiagonal,
        HouseName::Cage(_) => SeKind::Cage,
        _ => SeKind::Other,
    }
}

impl BoardRules {
    /// The compiled form of 9×9 `rules`; an error names what the logic engine cannot
    /// reason with (another size, a rule it does not know).
    pub(crate) fn of(rules: &Rules) -> Result<BoardRules, VariantError> {
        if rules.size() != 9 {
            return Err(VariantError::Rules(
                Phrase::new("variant-logic-size").with("size", rules.size()),
            ));
        }
        let facts = RuleFacts::of(rules)?;
        let cages = facts
            .cages
            .iter()
            .map(|(cells, sum)| cage(cells, *sum))
            .collect::<Result<Vec<_>, _>>()?;
        let mut parity = [0x1ffu16; 81];
        for (mask, &allowed) in parity.iter_mut().zip(&facts.parity) {
            *mask = allowed as u16;
        }
        // The rules' peers (their houses' and their distinct groups': cages, a knight's or
        // king's move); the implied windows and full cages below add their houses'.
        let layout = rules.layout();
        let mut peers = [CellSet::EMPTY; 81];
        for (i, set) in peers.iter_mut().enumerate() {
            for &b in layout.tables().peers_of(i) {
                *set = set.with_index(usize::from(b));
            }
        }
        let mut base: Vec<Option<BoardHouse>> = vec![None; 27];
        let mut extras = Vec::new();
        for (name, cells) in &layout.tables().houses {
            let list: [u8; 9] = std::array::from_fn(|k| cells[k] as u8);
            let set = list
                .iter()
                .fold(CellSet::EMPTY, |set, &i| set.with_index(usize::from(i)));
            let name = *name;
            let house = BoardHouse {
                cells: list,
                set,
                name,
            };
            match name {
                HouseName::Row(i) => base[i as usize] = Some(house),
                HouseName::Column(i) => base[9 + i as usize] = Some(house),
                HouseName::Box(i) | HouseName::Region(i) => base[18 + i as usize] = Some(house),
                _ => extras.push(house),
            }
        }
        let mut houses = Vec::with_capacity(27 + extras.len());
        for (h, house) in base.into_iter().enumerate() {
            houses.push(house.ok_or_else(|| {
                VariantError::Rules(Phrase::new("variant-layout-house").with("house", h))
            })?);
        }
        if extras
            .iter()
            .any(|h| matches!(h.name, HouseName::Window(_)))
        {
            extras.extend(implied_windows());
        }
        // A cage of nine cells holds every digit once: a house, unless it is one already.
        for cage in cages.iter().filter(|c| c.cells.len() == 9) {
            if !houses.iter().chain(&extras).any(|h| h.set == cage.set) {
                let mut cells = [0u8; 9];
                cells.copy_from_slice(&cage.cells);
                extras.push(BoardHouse {
                    cells,
                    set: cage.set,
                    name: cage.name,
                });
            }
        }
        extras.sort_by_key(|h| extra_kind(h.name));
        houses.extend(extras);
        let mut cell_houses = [[(0u8, 0u8); 3]; 81];
        for (h, house) in houses.iter().enumerate().take(27) {
            for (k, &c) in house.cells.iter().enumerate() {
                cell_houses[c as usize][h / 9] = (h as u8, k as u8);
            }
        }
        for house in &houses {
            for &c in &house.cells {
                peers[c as usize] |= house.set;
            }
        }
        for (i, p) in peers.iter_mut().enumerate() {
            *p = p.without_index(i);
        }
        // The cells a move rule keeps apart, house-mates included (a loop's swap must
        // keep them all).
        let mut move_peers = [CellSet::EMPTY; 81];
        for group in &facts.move_pairs {
            for a in group {
                for b in group.iter().filter(|&b| b != a) {
                    let set = &mut move_peers[a.index(9)];
                    *set = set.with_index(b.index(9));
                }
            }
        }
        let mut scan: Vec<usize> = (18..27).chain(9..18).chain(0..9).collect();
        scan.extend(27..houses.len());
        let extended = houses.len() > 27
            || facts.anti_knight
            || facts.anti_king
            || !cages.is_empty()
            || !facts.thermos.is_empty()
            || !facts.renbans.is_empty();
        let mut kinds = vec![
            (SeKind::Box, 18..27),
            (SeKind::Row, 0..9),
            (SeKind::Column, 9..18),
        ];
        for (h, house) in houses.iter().enumerate().skip(27) {
            let kind = extra_kind(house.name);
            match kinds.last_mut() {
                Some((last, run)) if *last == kind => run.end = h + 1,
                _ => kinds.push((kind, h..h + 1)),
            }
        }
        Ok(BoardRules {
            extended,
            kinds,
            houses,
            cell_houses,
            peers,
            move_peers,
            scan,
            jigsaw: rules.regions().is_some(),
            anti_knight: facts.anti_knight,
            anti_king: facts.anti_king,
            non_consecutive: facts.non_consecutive,
            cages,
            parity,
            thermos: facts
                .thermos
                .iter()
                .map(|cells| cells.iter().map(|p| p.index(9) as u8).collect())
                .collect(),
            pairs: facts
                .pairs
                .iter()
                .map(|&([a, b], kind)| ([a.index(9) as u8, b.index(9) as u8], kind))
                .collect(),
            whispers: facts
                .whispers
                .iter()
                .map(|(cells, d)| (cells.iter().map(|p| p.index(9) as u8).collect(), *d))
                .collect(),
            renbans: facts
                .renbans
                .iter()
                .map(|cells| cells.iter().map(|p| p.index(9) as u8).collect())
                .collect(),
            arrows: facts
                .arrows
                .iter()
                .map(|(bulb, line)| {
                    let index = |cells: &[Pos]| cells.iter().map(|p| p.index(9) as u8).collect();
                    (index(bulb), index(line))
                })
                .collect(),
            sandwiches: facts
                .sandwiches
                .iter()
                .map(|(cells, sum, name)| {
                    let cells = cells.iter().map(|p| p.index(9) as u8).collect();
                    (cells, *sum, name.clone())
                })
                .collect(),
            little_killers: facts
                .little_killers
                .iter()
                .map(|(cells, sum, name)| {
                    let cells = cells.iter().map(|p| p.index(9) as u8).collect();
                    (cells, *sum, name.clone())
                })
                .collect(),
        })
    }
}

/// The layout's cage of `cells` (already checked to fit a 9×9 board), with its sum.
fn cage(cells: &[Pos], sum: Option<u32>) -> Result<BoardCage, VariantError> {
    let mut list: Vec<u8> = cells.iter().map(|p| p.index(9) as u8).collect();
    list.sort_unstable();
    let set = list
        .iter()
        .fold(CellSet::EMPTY, |set, &i| set.with_index(usize::from(i)));
    let name = HouseName::cage_of(cells)
        .ok_or_else(|| VariantError::Rules(Phrase::new("variant-cage-empty")))?;
    let sum = match sum {
        None => None,
        Some(s) => Some(u8::try_from(s).map_err(|_| {
            VariantError::Rules(
                Phrase::new("variant-cage-sum-large")
                    .with("cage", name)
                    .with("sum", s),
            )
        })?),
    };
    Ok(BoardCage {
        cells: list,
        set,
        sum,
        name,
    })
}

/// The five windows the four windoku windows imply (Sudoku Explainer reasons with all
/// nine): the cells of rows 1, 5 and 9 and of columns 1, 5 and 9 left outside the four
/// windows, in four bands of three cells by three lines, and the nine crossings. Each
/// holds every digit once: in rows 2–4, say, the window and the box-row hold the same
/// digits twice over, so columns 1, 5 and 9 of those rows hold the rest, once each.
/// Named windows 5 to 9.
fn implied_windows() -> Vec<BoardHouse> {
    let (edges, inner_left, inner_right) = ([0, 4, 8], [1, 2, 3], [5, 6, 7]);
    let shapes: [(&[usize], &[usize]); 5] = [
        (&edges, &inner_left),
        (&edges, &inner_right),
        (&inner_left, &edges),
        (&inner_right, &edges),
        (&edges, &edges),
    ];
    shapes
        .iter()
        .enumerate()
        .map(|(k, (rows, cols))| {
            let mut cells = [0u8; 9];
            let mut set = CellSet::EMPTY;
            for (j, (r, c)) in rows
                .iter()
                .flat_map(|&r| cols.iter().map(move |&c| (r, c)))
                .enumerate()
            {
                cells[j] = (r * 9 + c) as u8;
                set = set.with_index(r * 9 + c);
            }
            BoardHouse {
                cells,
                set,
                name: HouseName::Window(4 + k as u8),
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::board_rules::{HOUSE_CELLS, PEER_SETS};
    use crate::variant::{Extra, Shape};

    #[test]
    fn plain_rules_give_the_classic_tables() {
        let layout = BoardRules::of(&Rules::new(Shape::classic())).unwrap();
        assert_eq!(layout.houses.len(), 27);
        for (h, house) in layout.houses.iter().enumerate() {
            assert_eq!(house.cells, HOUSE_CELLS[h]);
        }
        assert_eq!(layout.peers, PEER_SETS);
    }

    #[test]
    fn extras_and_knights_widen_the_peers() {
        let rules = Rules::new(Shape::classic())
            .with_extra(Extra::MainDiagonal)
            .unwrap()
            .with_named("anti-knight")
            .unwrap();
        let layout = BoardRules::of(&rules).unwrap();
        assert_eq!(layout.houses.len(), 28);
        // r1c1 sees r9c9 on the diagonal and r2c3 by a knight's move.
        assert!(layout.peers[0].has_index(80));
        assert!(layout.peers[2].has_index(13));
        assert_eq!(
            layout.why_distinct(2, 13).unwrap().phrase().to_string(),
            "are a knight's move apart"
        );
        assert_eq!(
            layout.why_distinct(0, 80).unwrap().phrase().to_string(),
            "share the main diagonal"
        );
        // The diagonal adds r4c4 … r9c9; r1c1's knight's moves stay in its box.
        assert_eq!(layout.peers[0].len(), 20 + 6);
    }

    #[test]
    fn move_peers_are_every_king_and_knight_move_house_mates_included() {
        let rules = |names: &[&str]| {
            let mut rules = Rules::new(Shape::classic());
            for name in names {
                rules = rules.with_named(name).unwrap();
            }
            BoardRules::of(&rules).unwrap()
        };
        let moves = |c: usize, king: bool, knight: bool| {
            let (r, col) = ((c / 9) as i32, (c % 9) as i32);
            let mut set = CellSet::EMPTY;
            for (dr, dc) in (-2i32..=2).flat_map(|dr| (-2i32..=2).map(move |dc| (dr, dc))) {
                let is_king = dr.abs() <= 1 && dc.abs() <= 1 && (dr, dc) != (0, 0);
                let is_knight = dr.abs() + dc.abs() == 3 && dr != 0 && dc != 0;
                let (nr, nc) = (r + dr, col + dc);
                if (0..9).contains(&nr)
                    && (0..9).contains(&nc)
                    && ((is_king && king) || (is_knight && knight))
                {
                    set = set.with_index((nr * 9 + nc) as usize);
                }
            }
            set
        };
        for (names, king, knight) in [
            (&["anti-king"][..], true, false),
            (&["anti-knight"][..], false, true),
            (&["anti-king", "anti-knight"][..], true, true),
            (&["x"][..], false, false),
        ] {
            let compiled = rules(names);
            for c in 0..81 {
                assert_eq!(
                    compiled.move_peers(c),
                    moves(c, king, knight),
                    "{names:?} {c}"
                );
            }
        }
        // r1c1 and r1c2 share a row: the row names why they differ, the move keeps them;
        // r3c3 and r4c4 share no house.
        let king = rules(&["anti-king"]);
        assert!(king.move_peers(0).has_index(1));
        assert_eq!(
            king.why_distinct(0, 1).unwrap().phrase().to_string(),
            "share row 1"
        );
        assert_eq!(
            king.why_distinct(20, 30).unwrap().phrase().to_string(),
            "are a king's move apart"
        );
    }

    /// One corpus for both ways the 9×9 engine reads a board: on every state of the
    /// technique fixtures (`testdata/techniques/`), each technique below the chains that
    /// the layout-driven finders serve finds, on the classic rules' layout, exactly the
    /// steps it finds with the classic tables. The chain families are left out: every
    /// step of every chain on every state takes minutes.
    #[test]
    fn the_layout_driven_finders_find_the_classic_steps_on_every_fixture_state() {
        use crate::logic::{Technique, find_steps};
        // The first chain rating (the bidirectional cycles, 6.5).
        const CHAINS: u8 = 65;
        let layout = Arc::new(BoardRules::of(&Rules::new(Shape::classic())).unwrap());
        let files = [
            include_str!("../../testdata/techniques/sudoku_explainer.txt"),
            include_str!("../../testdata/techniques/player.txt"),
        ];
        let (mut states, mut compared) = (0, 0);
        for line in files.iter().flat_map(|f| f.lines()) {
            let Some(state) = line.strip_prefix("state ") else {
                continue;
            };
            let classic = Board::from_candidate_string(state.trim()).expect("a fixture state");
            let laid = classic.clone().on_rules(layout.clone());
            states += 1;
            for technique in Technique::ALL {
                if !technique.usable_on(&laid) || technique.rating_tenths() >= CHAINS {
                    continue;
                }
                // A layout's steps also name their houses and the rules that keep cells
                // apart (a variant's evidence); the rest is the classic step.
                let mut found = find_steps(&laid, technique);
                for step in &mut found {
                    step.evidence.named_houses.clear();
                    step.evidence.relations.clear();
                }
                assert_eq!(
                    found,
                    find_steps(&classic, technique),
                    "{technique:?} on {state}"
                );
                compared += 1;
            }
        }
        assert!(
            states >= 70 && compared > 1000,
            "{states} states, {compared} runs"
        );
    }

    use crate::test_boards::board_of as board;

    #[test]
    fn a_diagonal_with_one_empty_cell_is_a_full_house() {
        use crate::logic::{Role, Technique, next_step};
        // r1c1 … r8c8 hold 1 … 8: the main diagonal lacks only 9, at r9c9.
        let mut line = vec![b'.'; 81];
        for i in 0..8 {
            line[i * 10] = b'1' + i as u8;
        }
        let b = board("x", std::str::from_utf8(&line).unwrap());
        let step = next_step(&b).unwrap();
        assert_eq!(step.technique, Technique::FullHouse);
        assert_eq!(
            step.explain(),
            "r9c9 must be 9: it is the last empty cell of the main diagonal"
        );
        assert_eq!(
            step.evidence.named_houses,
            [(Role::Base, HouseName::MainDiagonal)]
        );
        assert!(step.evidence.houses.is_empty());
    }

    #[test]
    fn a_knights_move_removes_candidates_and_joins_an_intersection() {
        use crate::logic::{Technique, find_steps};
        use crate::{Cell, Digit};
        let at = |r, c| Cell::new(r, c).unwrap();
        let one = Digit::new(1).unwrap();
        // A 5 at r1c3 leaves the cells a knight's move away: r2c1, r2c5, r3c2, r3c4.
        let mut b = board("anti-knight", &format!("..5{}", ".".repeat(78)));
        let five = Digit::new(5).unwrap();
        for (r, c) in [(1, 0), (1, 4), (2, 1), (2, 3)] {
            assert!(!b.has(at(r, c), five), "r{}c{}", r + 1, c + 1);
        }
        assert!(b.has(at(1, 5), five));
        // 1 in row 1 only at r1c1 and r1c5: r2c3 sees r1c1 (box 1) and r1c5 (a knight's
        // move), so it cannot be 1; no other cell sees both.
        for c in [1, 2, 3, 5, 6, 7, 8] {
            b.eliminate(at(0, c), one);
        }
        let steps = find_steps(&b, Technique::GeneralizedIntersection);
        let step = steps
            .iter()
            .find(|s| s.evidence.named_houses.first().map(|h| h.1) == Some(HouseName::Row(0)))
            .expect("the row-1 intersection");
        assert_eq!(step.eliminations, [(at(1, 2), one)]);
        let text = step.explain();
        assert!(
            text.starts_with("In row 1, 1 can only go in r1c1 and r1c5"),
            "{text}"
        );
        assert!(
            text.contains("r1c5 and r2c3 are a knight's move apart"),
            "{text}"
        );
        // Not a technique of the classic board.
        assert!(
            find_steps(
                &crate::logic::Board::new(&crate::Grid::empty()),
                Technique::GeneralizedIntersection
            )
            .is_empty()
        );
    }

    #[test]
    fn non_consecutive_placements_clear_the_neighbours() {
        use crate::{Cell, Digit};
        let b = board("non-consecutive", &format!("....5{}", ".".repeat(76)));
        let (four, six) = (Digit::new(4).unwrap(), Digit::new(6).unwrap());
        for (r, c) in [(0, 3), (0, 5), (1, 4)] {
            let cell = Cell::new(r, c).unwrap();
            assert!(!b.has(cell, four) && !b.has(cell, six));
        }
        assert!(b.has(Cell::new(1, 3).unwrap(), four));
    }

    #[test]
    fn uniqueness_rules_are_off_where_a_swap_cannot_be_checked() {
        use crate::logic::Technique;
        let b = board("anti-king", &".".repeat(81));
        // Rectangles and loops check their swap against a king's move; BUG does not.
        assert!(Technique::UniqueRectangleType1.usable_on(&b));
        assert!(Technique::UniqueLoopType4.usable_on(&b));
        assert!(!Technique::BugType1.usable_on(&b));
        assert!(!Technique::HiddenUniqueRectangle.usable_on(&b));
        let nc = board("non-consecutive", &".".repeat(81));
        assert!(!Technique::UniqueRectangleType1.usable_on(&nc));
        assert!(!Technique::Pointing.usable_on(&b));
        assert!(Technique::GeneralizedIntersection.usable_on(&b));
        assert!(Technique::XWing.usable_on(&b));
        assert!(Technique::DynamicCellForcingChains.usable_on(&b));
        let jigsaw_rules = Rules::new(Shape::classic())
            .with_regions((0..81).map(|i| (i / 27 * 3 + i % 9 / 3) as u8).collect())
            .unwrap();
        let line = ".".repeat(81);
        let jigsaw = crate::logic::Board::of_variant(
            &crate::variant::Puzzle::from_line(
                jigsaw_rules,
                &line,
                crate::variant::Symbols::Standard,
            )
            .unwrap(),
        )
        .unwrap();
        assert!(!Technique::DirectPointing.usable_on(&jigsaw));
        assert!(!Technique::DynamicCellForcingChains.usable_on(&jigsaw));
        assert!(Technique::GeneralizedIntersection.usable_on(&jigsaw));
    }

    #[test]
    fn windoku_brings_its_five_implied_windows() {
        let rules = Rules::new(Shape::classic()).with_named("windoku").unwrap();
        let layout = BoardRules::of(&rules).unwrap();
        assert_eq!(layout.houses.len(), 27 + 9);
        // Every cell of the board is in exactly one of the nine windows.
        let mut seen = CellSet::EMPTY;
        for house in &layout.houses[27..] {
            assert!(!seen.intersects(house.set));
            seen |= house.set;
        }
        assert_eq!(seen, CellSet::ALL);
    }

    #[test]
    fn other_sizes_and_cages_are_refused_by_name() {
        let err = BoardRules::of(&Rules::new(Shape::for_size(4).unwrap())).unwrap_err();
        assert!(err.to_string().contains("9×9"), "{err}");
    }
}

/// One corpus for both 9×9 engines: the classic board and the layout-driven one (the
/// board every 9×9 variant gets) built from the classic rules' layout.
#[cfg(test)]
mod one_corpus_tests {
    use std::collections::BTreeSet;
    use std::sync::Arc;

    use super::BoardRules;
    use crate::logic::{Board, Technique, find_steps, next_step};
    use crate::variant::solve::corpus_tests::slice;
    use crate::variant::{Rules, Shape};

    /// What a technique's steps do: their placements and eliminations, as a set.
    fn effects(board: &Board, technique: Technique) -> BTreeSet<String> {
        find_steps(board, technique)
            .iter()
            .map(|s| format!("{:?} {:?}", s.placements, s.eliminations))
            .collect()
    }

    #[test]
    fn the_layout_engine_finds_the_classic_steps_on_classic_rules() {
        let layout = Arc::new(BoardRules::of(&Rules::new(Shape::classic())).unwrap());
        // The techniques up to the chains, which both boards use.
        let shared: Vec<Technique> = Technique::ALL
            .into_iter()
            .filter(|t| t.rating_tenths() <= 70)
            .collect();
        let mut compared = 0;
        for grid in slice("puzzles3_magictour_top1465.txt", 150) {
            let mut board = Board::new(&grid);
            for _ in 0..200 {
                let twin = board.clone().on_rules(layout.clone());
                for &technique in &shared {
                    if !(technique.usable_on(&board) && technique.usable_on(&twin)) {
                        continue;
                    }
                    assert_eq!(
                        effects(&board, technique),
                        effects(&twin, technique),
                        "{grid}: {technique:?} at {}",
                        board.to_candidate_string()
                    );
                    compared += 1;
                }
                let Some(step) = next_step(&board) else { break };
                board.apply(&step);
            }
        }
        assert!(compared > 1000, "{compared} comparisons");
    }
}
