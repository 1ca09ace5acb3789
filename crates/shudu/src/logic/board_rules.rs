//! [`BoardRules`]: a 9×9 variant's rules compiled for the logic engine. The geometry is
//! the rules' [`crate::Layout`]'s, the one owner of houses and peers: this holds it again
//! in the engine's fixed-size forms (each house's nine cells and their [`CellSet`], each
//! cell's peers as a `CellSet`, the row, column and box of each cell), adds the houses
//! the engine reasons with beyond the rules' own (the five windows four windoku windows
//! imply, a killer cage of nine cells), and keeps what is not geometry: Sudoku
//! Explainer's scan order and kinds of house, the killer cages with their sums, the odd
//! and even masks, and which rules hold (anti-knight, anti-king, non-consecutive).
//! A classic board has none (its tables are the consts of `houses.rs`, so the hot paths
//! keep them). `variant/board_of_rules.rs` builds it (the engine knows compiled rules,
//! not the variant model, so the dependency runs one way). House indices: rows 0–8,
//! columns 9–17, boxes or jigsaw regions 18–26 as in the classic tables, then the extra
//! houses from 27.
//!
//! Techniques that reason only with houses and peers read them through the board
//! (`Board::house_cells`, `Board::peer_set`, …) and hold on any layout; the others
//! (BUG, box/line geometry) are kept to the classic board by `Technique::usable_on`,
//! and unique rectangles and loops to the rules whose swaps they can check
//! ([`BoardRules::swaps_checkable`]).
//!
//! Read next: `board.rs` (which owns compiled rules), `technique.rs`,
//! `variant/board_of_rules.rs` (how they are built).

use super::step::{Apart, relation};
use crate::grid::{CellSet, HouseName};
use crate::words::Phrase;

/// One house the engine reasons with.
#[derive(Clone, Debug)]
pub(crate) struct BoardHouse {
    /// Its nine cell indices, in reading order.
    pub(crate) cells: [u8; 9],
    /// The same cells as a set.
    pub(crate) set: CellSet,
    /// Its name, for explanations.
    pub(crate) name: HouseName,
}

/// A killer cage, with its sum.
#[derive(Clone, Debug)]
pub(crate) struct BoardCage {
    /// Its cell indices, in reading order.
    pub(crate) cells: Vec<u8>,
    /// The same cells as a set.
    pub(crate) set: CellSet,
    /// The sum of its digits, if the puzzle gives one.
    pub(crate) sum: Option<u8>,
    /// "the cage at r1c1", for explanations.
    pub(crate) name: HouseName,
}

/// A 9×9 variant's rules compiled for the logic engine (see the module header).
#[derive(Clone, Debug)]
pub(crate) struct BoardRules {
    /// Rows 0–8, columns 9–17, boxes or regions 18–26, then the extra houses.
    pub(crate) houses: Vec<BoardHouse>,
    /// For every cell, its row, column and box or region with its position in each.
    pub(crate) cell_houses: [[(u8, u8); 3]; 81],
    /// For every cell, the cells it may not share a digit with.
    pub(crate) peers: [CellSet; 81],
    /// For every cell, the cells a king's or knight's move away that the rules keep
    /// distinct from it, house-mates included (empty without those rules).
    pub(crate) move_peers: [CellSet; 81],
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
    pub(crate) cages: Vec<BoardCage>,
    /// For every cell, the digits it may hold by its odd or even mark (bit d−1 for digit
    /// d; all nine for an unmarked cell): the board starts from these.
    pub(crate) parity: [u16; 81],
    /// The thermometers: their cells' indices from the bulb to the tip.
    pub(crate) thermos: Vec<Vec<u8>>,
    /// Kropki dots and XV letters: the two cells' indices and what the mark says.
    pub(crate) pairs: Vec<([u8; 2], crate::grid::PairKind)>,
    /// German whispers lines: their cells' indices in order and their least difference.
    pub(crate) whispers: Vec<(Vec<u8>, u32)>,
    /// Renban lines: their cells' indices in order.
    pub(crate) renbans: Vec<Vec<u8>>,
    /// Arrows: their bulb's cells' indices (a pill's most significant first) and their
    /// line's in order.
    pub(crate) arrows: Vec<(Vec<u8>, Vec<u8>)>,
    /// Sandwich clues: their line's cells' indices in order, their sum, and their name
    /// (`the sandwich left of row 3`).
    pub(crate) sandwiches: Vec<(Vec<u8>, u32, crate::words::Phrase)>,
    /// Little killer clues: their diagonal's cells' indices from the start, their sum, and
    /// their name (`the little killer diagonal from r1c3`).
    pub(crate) little_killers: Vec<(Vec<u8>, u32, crate::words::Phrase)>,
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

impl BoardRules {
    /// Whether the uniqueness techniques may reason on this layout: its rules are houses
    /// (rows, columns, boxes, diagonals, windows, disjoint groups) and a king's or
    /// knight's move, which a loop checks before it counts (`unique_loops.rs`). Jigsaw
    /// regions, cages, odd/even marks, non-consecutive, thermometers, marks between cells,
    /// lines, sandwich and little killer clues are left out: the
    /// loop search reads box geometry, and a swap of two digits could break a sum, a
    /// mark, a difference of one or a rising order.
    pub(crate) fn swaps_checkable(&self) -> bool {
        !self.jigsaw
            && !self.non_consecutive
            && self.cages.is_empty()
            && self.thermos.is_empty()
            && self.pairs.is_empty()
            && self.whispers.is_empty()
            && self.renbans.is_empty()
            && self.arrows.is_empty()
            && self.sandwiches.is_empty()
            && self.little_killers.is_empty()
            && self.parity.iter().all(|&m| m == 0x1ff)
    }

    /// The cells a king's or knight's move from cell `c` that must differ from it by
    /// those rules (none on a board without them).
    pub(crate) fn move_peers(&self, c: usize) -> CellSet {
        self.move_peers[c]
    }

    /// Why cells of `pattern` see cells of `targets` where no house holds both, in words
    /// ("r1c3 and r2c5 are a knight's move apart"): see `Board::relations`.
    pub(crate) fn relations(&self, pattern: CellSet, targets: CellSet) -> Vec<Phrase> {
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
                if let Some(apart) = self.why_distinct(p, t) {
                    out.push(relation(
                        crate::logic::board::cell(p),
                        crate::logic::board::cell(t),
                        apart,
                    ));
                }
            }
        }
        out
    }

    /// Why cells `a` and `b` (indices) may not hold the same digit: a house they
    /// share, a knight's or king's move; `None` when they may.
    pub(crate) fn why_distinct(&self, a: usize, b: usize) -> Option<Apart> {
        if let Some(house) = self
            .houses
            .iter()
            .find(|h| h.set.has_index(a) && h.set.has_index(b))
        {
            return Some(Apart::House(house.name));
        }
        let (dr, dc) = ((a / 9).abs_diff(b / 9), (a % 9).abs_diff(b % 9));
        if let Some(cage) = self
            .cages
            .iter()
            .find(|c| c.set.has_index(a) && c.set.has_index(b))
        {
            return Some(Apart::House(cage.name));
        }
        if let Some(thermo) = self
            .thermos
            .iter()
            .find(|t| t.contains(&(a as u8)) && t.contains(&(b as u8)))
        {
            return Some(Apart::Thermometer(crate::logic::board::cell(usize::from(
                thermo[0],
            ))));
        }
        if let Some(line) = self
            .renbans
            .iter()
            .find(|t| t.contains(&(a as u8)) && t.contains(&(b as u8)))
        {
            return Some(Apart::Renban(crate::logic::board::cell(usize::from(
                line[0],
            ))));
        }
        // A move rule keeps them apart: its distance names it.
        self.move_peers[a].has_index(b).then_some(if dr + dc == 3 {
            Apart::KnightMove
        } else {
            Apart::KingMove
        })
    }
}

/// The peer table of a board under `rules`: the classic one without, else the rules'.
#[inline]
pub(crate) fn peer_table(rules: Option<&BoardRules>) -> &[CellSet; 81] {
    rules.map_or(&super::houses::PEER_SETS, |r| &r.peers)
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

/// The classic tables, which a layout of plain rules must reproduce (tested beside the
/// layout's builder, `variant/board_of_rules.rs`).
#[cfg(test)]
pub(crate) use super::houses::{HOUSE_CELLS, PEER_SETS};
