//! [`BoardLayout`]: the houses and the "sees" relation of a 9×9 variant board, for the
//! logic engine. A classic board has none (its tables are the consts of `houses.rs`, so
//! the hot paths keep them); a variant board carries one, built from the variant's
//! [`Rules`]: rows, columns, boxes or jigsaw regions (house indices 0–26, as in the
//! classic tables), then the extra houses (diagonals, windows, disjoint groups, extra
//! regions) from index 27, and for every cell its peers: the cells of its houses plus
//! those a constraint keeps distinct from it (a knight's or king's move away).
//! Non-consecutive is not a peer relation: the board applies it when it places a digit.
//! Killer cages are kept with their sums for the cage techniques (`techniques/cages.rs`);
//! their cells are peers, and a cage of nine cells is a house too. Odd and even cells
//! are kept as the candidate masks the board starts those cells with.
//!
//! Techniques that reason only with houses and peers read them here through the board
//! (`Board::house_cells`, `Board::peer_set`, …) and hold on any layout; the others
//! (BUG, box/line geometry) are kept to the classic board by `Technique::usable_on`,
//! and unique rectangles and loops to the layouts whose swaps they can check
//! ([`BoardLayout::swaps_checkable`]).
//!
//! Read next: `board.rs` (which owns a layout), `technique.rs`.

use crate::grid::CellSet;
use crate::variant::{HouseName, Marking, Pos, Rules, VariantError};

/// One house of a layout.
#[derive(Clone, Debug)]
pub(crate) struct LayoutHouse {
    /// Its nine cell indices, in reading order.
    pub(crate) cells: [u8; 9],
    /// The same cells as a set.
    pub(crate) set: CellSet,
    /// Its name, for explanations.
    pub(crate) name: HouseName,
}

/// A killer cage of a layout.
#[derive(Clone, Debug)]
pub(crate) struct LayoutCage {
    /// Its cell indices, in reading order.
    pub(crate) cells: Vec<u8>,
    /// The same cells as a set.
    pub(crate) set: CellSet,
    /// The sum of its digits, if the puzzle gives one.
    pub(crate) sum: Option<u8>,
    /// "the cage at r1c1", for explanations.
    pub(crate) name: HouseName,
}

/// The houses, peers and extra rules of a variant board (see the module header).
#[derive(Clone, Debug)]
pub(crate) struct BoardLayout {
    /// Rows 0–8, columns 9–17, boxes or regions 18–26, then the extra houses.
    pub(crate) houses: Vec<LayoutHouse>,
    /// For every cell, its row, column and box or region with its position in each.
    pub(crate) cell_houses: [[(u8, u8); 3]; 81],
    /// For every cell, the cells it may not share a digit with.
    pub(crate) peers: [CellSet; 81],
    /// House indices in Sudoku Explainer's scan order: boxes, columns, rows, then the
    /// extra houses (disjoint groups, windows, diagonals, extra regions).
    pub(crate) scan: Vec<usize>,
    /// The houses by Sudoku Explainer's kind, in its order of kinds: boxes (or regions),
    /// rows, columns, then each kind of extra house (see [`SeKind`]), each a run of
    /// house indices.
    pub(crate) kinds: Vec<(SeKind, std::ops::Range<usize>)>,
    /// Regions replace the boxes.
    pub(crate) jigsaw: bool,
    /// Sudoku Explainer's variant mode: extra houses, or cells that see each other
    /// beyond houses (anti-knight, anti-king). Its intersections and naked sets are then
    /// generalised to any cells that see each other; a board with only non-consecutive
    /// (or a jigsaw) keeps the house-bound forms.
    pub(crate) extended: bool,
    /// Cells a knight's move apart differ.
    pub(crate) anti_knight: bool,
    /// Cells a king's move apart differ.
    pub(crate) anti_king: bool,
    /// Orthogonal neighbours do not hold consecutive digits.
    pub(crate) non_consecutive: bool,
    /// The killer cages, in the order the rules list them.
    pub(crate) cages: Vec<LayoutCage>,
    /// For every cell, the digits it may hold by its odd or even mark (bit d−1 for digit
    /// d; all nine for an unmarked cell): the board starts from these.
    pub(crate) parity: [u16; 81],
}

/// Sudoku Explainer's kinds of house (its region types), in its order: the rules that
/// scan houses take them kind by kind, and some pair kinds (a box with a window, say).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub(crate) enum SeKind {
    /// Boxes (or jigsaw regions).
    Box,
    /// Rows.
    Row,
    /// Columns.
    Column,
    /// Disjoint groups.
    DisjointGroup,
    /// Windows (the four of windoku and the five they imply).
    Window,
    /// The main diagonal.
    MainDiagonal,
    /// The anti-diagonal.
    AntiDiagonal,
    /// Extra regions given cell by cell (Sudoku Explainer has none).
    Other,
    /// Killer cages of nine cells (Sudoku Explainer has none).
    Cage,
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

impl BoardLayout {
    /// The layout of 9×9 `rules`; an error names what the logic engine cannot reason
    /// with (another size, a rule it does not know).
    pub(crate) fn of(rules: &Rules) -> Result<BoardLayout, VariantError> {
        if rules.size() != 9 {
            return Err(VariantError::Rules(format!(
                "hints, explanations and ratings are for 9×9 boards; this one is {n}×{n}",
                n = rules.size()
            )));
        }
        let shape = rules.shape();
        let (mut anti_knight, mut anti_king, mut non_consecutive) = (false, false, false);
        let mut peers = [CellSet::EMPTY; 81];
        let (mut cages, mut parity) = (Vec::new(), [0x1ffu16; 81]);
        for constraint in rules.constraints() {
            match constraint.kind() {
                "anti-knight" => anti_knight = true,
                "anti-king" => anti_king = true,
                "non-consecutive" => non_consecutive = true,
                "killer" | "odd" | "even" => {
                    for marking in constraint.markings() {
                        match marking {
                            Marking::Cage { cells, sum } => cages.push(cage(&cells, sum)?),
                            // Odd digits sit on even bits: 1, 3, 5, 7, 9 = 0b1_0101_0101.
                            Marking::Circles(cells) => restrict(&mut parity, &cells, 0x155),
                            Marking::Squares(cells) => restrict(&mut parity, &cells, 0x0aa),
                        }
                    }
                }
                other => {
                    return Err(VariantError::Rules(format!(
                        "hints, explanations and ratings do not handle the {other} rule yet"
                    )));
                }
            }
            for group in constraint.distinct_groups(shape) {
                for &a in &group {
                    for &b in &group {
                        if a != b {
                            peers[a.index(9)] = peers[a.index(9)].with_index(b.index(9));
                        }
                    }
                }
            }
        }
        let mut base: Vec<Option<LayoutHouse>> = vec![None; 27];
        let mut extras = Vec::new();
        for (name, cells) in rules.houses() {
            if cells.len() != 9 {
                return Err(VariantError::Rules(format!("{name} does not have 9 cells")));
            }
            let mut list = [0u8; 9];
            let mut set = CellSet::EMPTY;
            for (k, pos) in cells.iter().enumerate() {
                list[k] = pos.index(9) as u8;
                set = set.with_index(pos.index(9));
            }
            list.sort_unstable();
            let house = LayoutHouse {
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
                VariantError::Rules(format!(
                    "the layout lacks house {h} of rows, columns and boxes"
                ))
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
                extras.push(LayoutHouse {
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
        let mut scan: Vec<usize> = (18..27).chain(9..18).chain(0..9).collect();
        scan.extend(27..houses.len());
        let extended = houses.len() > 27 || anti_knight || anti_king || !cages.is_empty();
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
        Ok(BoardLayout {
            extended,
            kinds,
            houses,
            cell_houses,
            peers,
            scan,
            jigsaw: rules.regions().is_some(),
            anti_knight,
            anti_king,
            non_consecutive,
            cages,
            parity,
        })
    }

    /// Whether the uniqueness techniques may reason on this layout: its rules are houses
    /// (rows, columns, boxes, diagonals, windows, disjoint groups) and a king's or
    /// knight's move, which a loop checks before it counts (`unique_loops.rs`). Jigsaw
    /// regions, cages, odd/even marks and non-consecutive are left out: the loop search
    /// reads box geometry, and a swap of two digits could break a sum, a mark or a
    /// difference of one.
    pub(crate) fn swaps_checkable(&self) -> bool {
        !self.jigsaw
            && !self.non_consecutive
            && self.cages.is_empty()
            && self.parity.iter().all(|&m| m == 0x1ff)
    }

    /// The cells a king's or knight's move from cell `c` that must differ from it by
    /// those rules (none on a board without them).
    pub(crate) fn move_peers(&self, c: usize) -> CellSet {
        let (r, col) = ((c / 9) as i32, (c % 9) as i32);
        let mut out = CellSet::EMPTY;
        for dr in -2i32..=2 {
            for dc in -2i32..=2 {
                let king = dr.abs() <= 1 && dc.abs() <= 1 && (dr, dc) != (0, 0);
                let knight = dr.abs() + dc.abs() == 3 && dr != 0 && dc != 0;
                let (nr, nc) = (r + dr, col + dc);
                if (0..9).contains(&nr)
                    && (0..9).contains(&nc)
                    && ((king && self.anti_king) || (knight && self.anti_knight))
                {
                    out = out.with_index((nr * 9 + nc) as usize);
                }
            }
        }
        out
    }

    /// Why cells of `pattern` see cells of `targets` where no house holds both, in words
    /// ("r1c3 and r2c5 are a knight's move apart"): see `Board::relations`.
    pub(crate) fn relations(&self, pattern: CellSet, targets: CellSet) -> Vec<String> {
        let mut out = Vec::new();
        for t in targets.indices() {
            for p in pattern.indices() {
                if self
                    .houses
                    .iter()
                    .any(|h| h.set.has_index(p) && h.set.has_index(t))
                {
                    continue;
                }
                if let Some(why) = self.why_distinct(p, t) {
                    out.push(format!(
                        "{} and {} {why}",
                        crate::logic::board::cell(p),
                        crate::logic::board::cell(t)
                    ));
                }
            }
        }
        out
    }

    /// Why cells `a` and `b` (indices) may not hold the same digit, in words: "share
    /// row 1", "are a knight's move apart"; `None` when they may.
    pub(crate) fn why_distinct(&self, a: usize, b: usize) -> Option<String> {
        if let Some(house) = self
            .houses
            .iter()
            .find(|h| h.set.has_index(a) && h.set.has_index(b))
        {
            return Some(format!("share {}", house.name));
        }
        let (dr, dc) = ((a / 9).abs_diff(b / 9), (a % 9).abs_diff(b % 9));
        if let Some(cage) = self
            .cages
            .iter()
            .find(|c| c.set.has_index(a) && c.set.has_index(b))
        {
            return Some(format!("share {}", cage.name));
        }
        if self.anti_knight && matches!((dr, dc), (1, 2) | (2, 1)) {
            return Some("are a knight's move apart".to_string());
        }
        if self.anti_king && dr <= 1 && dc <= 1 && a != b {
            return Some("are a king's move apart".to_string());
        }
        None
    }
}

/// The layout's cage of `cells` (already checked to fit a 9×9 board), with its sum.
fn cage(cells: &[Pos], sum: Option<u32>) -> Result<LayoutCage, VariantError> {
    let mut list: Vec<u8> = cells.iter().map(|p| p.index(9) as u8).collect();
    list.sort_unstable();
    let set = list
        .iter()
        .fold(CellSet::EMPTY, |set, &i| set.with_index(usize::from(i)));
    let first = Pos::from_index(usize::from(list[0]), 9);
    let sum = match sum {
        None => None,
        Some(s) => Some(u8::try_from(s).map_err(|_| {
            VariantError::Rules(format!("the cage at {first} has the sum {s}, above 45"))
        })?),
    };
    Ok(LayoutCage {
        cells: list,
        set,
        sum,
        name: HouseName::Cage(first),
    })
}

/// Keeps only the digits of `allowed` in the parity masks of `cells`.
fn restrict(parity: &mut [u16; 81], cells: &[Pos], allowed: u16) {
    for p in cells {
        parity[p.index(9)] &= allowed;
    }
}

/// The five windows the four windoku windows imply (Sudoku Explainer reasons with all
/// nine): the cells of rows 1, 5 and 9 and of columns 1, 5 and 9 left outside the four
/// windows, in four bands of three cells by three lines, and the nine crossings. Each
/// holds every digit once: in rows 2–4, say, the window and the box-row hold the same
/// digits twice over, so columns 1, 5 and 9 of those rows hold the rest, once each.
/// Named windows 5 to 9.
fn implied_windows() -> Vec<LayoutHouse> {
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
            LayoutHouse {
                cells,
                set,
                name: HouseName::Window(4 + k as u8),
            }
        })
        .collect()
}

/// The orthogonal neighbours of cell `i`, for the non-consecutive rule.
pub(crate) fn orthogonal_neighbours(i: usize) -> impl Iterator<Item = usize> {
    let (r, c) = (i / 9, i % 9);
    [
        (r > 0).then(|| i - 9),
        (r < 8).then(|| i + 9),
        (c > 0).then(|| i - 1),
        (c < 8).then(|| i + 1),
    ]
    .into_iter()
    .flatten()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::houses::{HOUSE_CELLS, PEER_SETS};
    use crate::variant::{Extra, Shape};

    #[test]
    fn plain_rules_give_the_classic_tables() {
        let layout = BoardLayout::of(&Rules::new(Shape::classic())).unwrap();
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
        let layout = BoardLayout::of(&rules).unwrap();
        assert_eq!(layout.houses.len(), 28);
        // r1c1 sees r9c9 on the diagonal and r2c3 by a knight's move.
        assert!(layout.peers[0].has_index(80));
        assert!(layout.peers[2].has_index(13));
        assert_eq!(
            layout.why_distinct(2, 13).unwrap(),
            "are a knight's move apart"
        );
        assert_eq!(
            layout.why_distinct(0, 80).unwrap(),
            "share the main diagonal"
        );
        // The diagonal adds r4c4 … r9c9; r1c1's knight's moves stay in its box.
        assert_eq!(layout.peers[0].len(), 20 + 6);
    }

    fn board(rules: &str, line: &str) -> crate::logic::Board {
        use crate::variant::{Puzzle, Symbols};
        let mut r = Rules::new(Shape::classic());
        for name in rules.split(',') {
            r = r.with_named(name).unwrap();
        }
        crate::logic::Board::of_variant(&Puzzle::from_line(r, line, Symbols::Standard).unwrap())
            .unwrap()
    }

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
        let layout = BoardLayout::of(&rules).unwrap();
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
        let err = BoardLayout::of(&Rules::new(Shape::for_size(4).unwrap())).unwrap_err();
        assert!(err.to_string().contains("9×9"), "{err}");
    }
}
