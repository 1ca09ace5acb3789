//! [`SizedBoard`]: the pencil marks of a variant board of any size for the small logic
//! engine — every house (rows, columns, boxes or jigsaw regions, the extra houses, and
//! killer cages of n cells), every cell's peers (its houses' cells and the cells a rule
//! keeps distinct from it: a cage, a knight's or king's move), and the candidates left.
//!
//! Candidates are `u32` masks as in the rest of `variant` (bit d−1 for digit d). Placing
//! a digit removes it from the cell's peers and, under non-consecutive, its neighbours
//! lose the digits next to it; odd and even marks restrict a cell's first candidates.
//! Killer sums and the other rules over marked cells are not read here: a cage keeps
//! its digits distinct, and each rule's own reasoning is a step (`rule_steps.rs`).
//!
//! Read next: `techniques.rs` (what the engine finds on a board).

use std::sync::Arc;

use crate::variant::rule_facts::RuleFacts;
use crate::variant::{HouseName, Pos, Puzzle, Rules, Symbols, VariantError};

/// The candidates of a variant board of any size, with its houses and peers.
///
/// ```
/// use shudu::variant::{Pos, Puzzle, Rules, Shape};
/// use shudu::variant::logic::SizedBoard;
/// let rules = Rules::new(Shape::for_size(4)?);
/// let puzzle = Puzzle::from_line(rules, "1.3...........3.", Default::default())?;
/// let board = SizedBoard::new(&puzzle, Default::default())?;
/// assert_eq!(board.value(Pos::new(0, 0)), Some(1));
/// assert_eq!(board.candidates(Pos::new(0, 1)), vec![2, 4]);
/// # Ok::<(), shudu::variant::VariantError>(())
/// ```
#[derive(Clone, Debug)]
pub struct SizedBoard {
    rules: Arc<Rules>,
    symbols: Symbols,
    /// Each cell's digit, 0 when empty, reading order.
    values: Vec<u8>,
    /// Each empty cell's candidates (bit d−1 for digit d); 0 once filled.
    candidates: Vec<u32>,
    /// Every house by name with its cell indices in reading order.
    houses: Arc<Vec<(HouseName, Vec<usize>)>>,
    /// For every cell, the cells that may not share its digit.
    peers: Arc<Vec<Vec<usize>>>,
    non_consecutive: bool,
}

impl SizedBoard {
    /// The board of `puzzle`'s givens, its digits to be written in `symbols`; an error
    /// names a rule the engine cannot reason with.
    pub fn new(puzzle: &Puzzle, symbols: Symbols) -> Result<SizedBoard, VariantError> {
        let rules = puzzle.shared_rules().clone();
        let n = rules.size();
        let facts = RuleFacts::of(&rules)?;
        let mut houses: Vec<(HouseName, Vec<usize>)> = rules
            .houses()
            .map(|(name, cells)| (name, cells.iter().map(|p| p.index(n)).collect()))
            .collect();
        // A cage of n distinct digits holds every digit once.
        for cells in facts.full_cages(n) {
            houses.push((
                HouseName::cage_of(cells).expect("a full cage has cells"),
                cells.iter().map(|p| p.index(n)).collect(),
            ));
        }
        // The rules' peers: their houses' (a full cage's cells are a distinct group, so
        // peers already) and their distinct groups' (cages, a knight's or king's move).
        let geometry = rules.layout().tables();
        let peers: Vec<Vec<usize>> = (0..n * n)
            .map(|i| {
                geometry
                    .peers_of(i)
                    .iter()
                    .map(|&b| usize::from(b))
                    .collect()
            })
            .collect();
        let candidates = facts.parity.clone();
        let non_consecutive = facts.non_consecutive;
        let mut board = SizedBoard {
            rules,
            symbols,
            values: vec![0; n * n],
            candidates,
            houses: Arc::new(houses),
            peers: Arc::new(peers),
            non_consecutive,
        };
        for (i, &v) in puzzle.values().iter().enumerate() {
            if v != 0 {
                board.place(i, v);
            }
        }
        Ok(board)
    }

    /// The rules.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// Side length.
    pub fn size(&self) -> usize {
        self.rules.size()
    }

    /// How digits are written in this board's steps.
    pub fn symbols(&self) -> Symbols {
        self.symbols
    }

    /// The digit at `pos`, if placed.
    pub fn value(&self, pos: Pos) -> Option<u8> {
        let v = self.values[pos.index(self.size())];
        (v != 0).then_some(v)
    }

    /// The digits still possible at an empty `pos`, smallest first (none once filled).
    pub fn candidates(&self, pos: Pos) -> Vec<u8> {
        digits_of(self.candidates[pos.index(self.size())])
    }

    /// Every cell's digit in reading order, 0 for empty.
    pub fn values(&self) -> &[u8] {
        &self.values
    }

    /// Whether every cell holds a digit.
    pub fn is_solved(&self) -> bool {
        self.values.iter().all(|&v| v != 0)
    }

    /// The first empty cell with no candidate left, if any: the position is broken.
    pub fn dead_cell(&self) -> Option<Pos> {
        let n = self.size();
        (0..n * n)
            .find(|&i| self.values[i] == 0 && self.candidates[i] == 0)
            .map(|i| Pos::from_index(i, n))
    }

    pub(crate) fn mask(&self, cell: usize) -> u32 {
        self.candidates[cell]
    }

    pub(crate) fn houses(&self) -> &[(HouseName, Vec<usize>)] {
        &self.houses
    }

    /// The cells that may not share `cell`'s digit, in reading order.
    pub(crate) fn peers(&self, cell: usize) -> &[usize] {
        &self.peers[cell]
    }

    /// Puts `digit` in `cell`: the cell's candidates go, its peers lose the digit, and
    /// under non-consecutive its orthogonal neighbours lose the digits either side.
    pub(crate) fn place(&mut self, cell: usize, digit: u8) {
        let n = self.size();
        self.values[cell] = digit;
        self.candidates[cell] = 0;
        let bit = 1u32 << (digit - 1);
        for k in 0..self.peers[cell].len() {
            let p = self.peers[cell][k];
            self.candidates[p] &= !bit;
        }
        if self.non_consecutive {
            // Bits either side of the digit's: digit−1 sits at bit d−2, digit+1 at bit d.
            let next = (bit << 1 | bit >> 1) & self.rules.shape().all_digits();
            let pos = Pos::from_index(cell, n);
            for (dr, dc) in [(-1, 0), (1, 0), (0, -1), (0, 1)] {
                if let Some(q) = pos.offset(dr, dc, n) {
                    self.candidates[q.index(n)] &= !next;
                }
            }
        }
    }

    /// Takes `digit` out of `cell`'s candidates.
    pub(crate) fn remove(&mut self, cell: usize, digit: u8) {
        self.candidates[cell] &= !(1u32 << (digit - 1));
    }
}

/// The digits of a mask, smallest first.
pub(crate) fn digits_of(mask: u32) -> Vec<u8> {
    (0..32u8)
        .filter(|b| mask >> b & 1 == 1)
        .map(|b| b + 1)
        .collect()
}
