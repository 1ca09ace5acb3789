//! [`Board`]: a solving state — the digits placed so far and the candidates (pencil marks)
//! still open in every empty cell.
//!
//! Techniques read a board and never change it; the driver in `path.rs` applies their
//! steps. Inside the crate the board also offers raw bit-mask views (a house's positions
//! for a digit, a cell's candidate mask) so the finders stay fast; the public API speaks
//! only [`Cell`], [`Digit`], [`House`] and [`Candidates`]. The per-digit and per-house
//! views are kept up to date by every change (`places.rs`), not rebuilt on each question.
//!
//! Read next: `houses.rs` (the lookup tables behind the masks), `places.rs`, then
//! `step.rs`.

use std::fmt;

use std::sync::Arc;

use super::board_rules::{BoardRules, orthogonal_neighbours, peer_table};
use super::houses::{HOUSE_CELLS, PEERS, SE_SCAN, house_index, house_of};
use super::places::{CELL_HOUSES, Places};
use super::step::{Role, Step};
use crate::grid::HouseName;
use crate::grid::{Candidates, Cell, CellMap, CellSet, Digit, Grid, House};
use crate::parse::{ParseError, PencilMarks};

/// A player's or solver's state: placed digits plus a candidate set for each empty cell.
///
/// Built from a [`Grid`] (every digit no peer holds is a candidate), from explicit pencil
/// marks ([`Board::from_candidates`]) or from either candidate form ([`PencilMarks`]).
///
/// ```
/// use shudu::logic::Board;
/// use shudu::{Cell, Digit, Grid};
///
/// let grid: Grid =
///     "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759.."
///         .parse()?;
/// let mut board = Board::new(&grid);
/// let r1c1 = Cell::new(0, 0).unwrap();
/// assert_eq!(board.candidates(r1c1).to_string(), "1356");
/// board.eliminate(r1c1, Digit::new(6).unwrap());
/// assert_eq!(board.candidates(r1c1).to_string(), "135");
/// assert_eq!(&board.to_candidate_string()[..9], "1.3.5....");
/// # Ok::<(), shudu::ParseError>(())
/// ```
#[derive(Clone)]
pub struct Board {
    /// Placed digit per cell, 0 for empty.
    values: [u8; 81],
    /// Candidate mask per cell (bit d-1 = digit d); always 0 for a placed cell.
    masks: [u16; 81],
    /// Views derived from the two above, kept in step by every change.
    places: Places,
    /// The compiled rules of a variant board (its layout's houses and peers, cages,
    /// parity); `None` on a classic board, whose tables are the consts of `houses.rs` (so
    /// the classic hot paths read no pointer).
    rules: Option<Arc<BoardRules>>,
}

// Two boards are the same state when their digits and candidates are: the derived views
// follow from those.
impl PartialEq for Board {
    fn eq(&self, other: &Board) -> bool {
        self.values == other.values && self.masks == other.masks
    }
}

impl Eq for Board {}

impl std::hash::Hash for Board {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.values.hash(state);
        self.masks.hash(state);
    }
}

pub(crate) const ALL_MASK: u16 = 0x1ff;

/// The digit with zero-based index `i`.
pub(crate) fn digit(i: usize) -> Digit {
    Digit::new(i as u8 + 1).expect("digit index below 9")
}

/// The cell with reading-order index `i`.
pub(crate) fn cell(i: usize) -> Cell {
    Cell::from_index(i).expect("cell index below 81")
}

/// A step's houses as [`Board::evidence_houses`] gives them: typed, and by name.
pub(crate) type EvidenceHouses = (Vec<(Role, House)>, Vec<(Role, HouseName)>);

impl Board {
    /// The board of `grid`: its digits placed, and as candidates of every empty cell the
    /// digits that no peer holds.
    pub fn new(grid: &Grid) -> Board {
        let (values, masks) = ([0; 81], [ALL_MASK; 81]);
        let mut board = Board {
            places: Places::of(&values, &masks, &CELL_HOUSES),
            values,
            masks,
            rules: None,
        };
        for (c, d) in grid.givens() {
            board.place(c, d);
        }
        board
    }

    /// A board with the placed digits of `grid` and the given pencil marks for its empty
    /// cells (marks of filled cells are ignored). Marks are taken as they are: a player
    /// may have left a candidate a peer already excludes, and techniques will see it.
    pub fn from_candidates(grid: &Grid, marks: &CellMap<Candidates>) -> Board {
        let mut values = [0; 81];
        let mut masks = [0; 81];
        for (c, d) in grid.iter() {
            match d {
                Some(d) => values[c.index()] = d.get(),
                None => masks[c.index()] = marks[c].bits(),
            }
        }
        Board::of(values, masks)
    }

    /// Reads the 729-character candidate format ([`PencilMarks::parse_candidate_string`]):
    /// for each cell in reading order, nine characters, the digit `d` at position `d` when
    /// it is a candidate and `.` or `0` otherwise. Whitespace is skipped. A cell with a
    /// single candidate is read as placed, since the format cannot tell a placed digit
    /// from a lone pencil mark.
    ///
    /// ```
    /// use shudu::logic::Board;
    /// use shudu::Grid;
    /// let grid: Grid = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
    ///     .parse()?;
    /// let board = Board::new(&grid);
    /// let text = board.to_candidate_string();
    /// assert_eq!(Board::from_candidate_string(&text)?, board);
    /// # Ok::<(), shudu::ParseError>(())
    /// ```
    pub fn from_candidate_string(text: &str) -> Result<Board, ParseError> {
        Ok(Board::from_pencil_marks(
            &PencilMarks::parse_candidate_string(text)?,
        ))
    }

    /// The board of a player's pencil marks ([`Board::from_candidates`]).
    ///
    /// ```
    /// use shudu::logic::Board;
    /// use shudu::parse::PencilMarks;
    /// use shudu::Grid;
    /// let marks = PencilMarks::of_grid(&Grid::empty());
    /// assert_eq!(Board::from_pencil_marks(&marks), Board::new(&Grid::empty()));
    /// ```
    pub fn from_pencil_marks(marks: &PencilMarks) -> Board {
        Board::from_candidates(&marks.placed, &marks.marks)
    }

    /// The placed digits and the candidates of every empty cell, for the candidate forms'
    /// writers.
    ///
    /// ```
    /// use shudu::logic::Board;
    /// use shudu::parse::PencilMarks;
    /// use shudu::Grid;
    /// let board = Board::new(&Grid::empty());
    /// assert_eq!(board.pencil_marks(), PencilMarks::of_grid(&Grid::empty()));
    /// ```
    pub fn pencil_marks(&self) -> PencilMarks {
        PencilMarks {
            placed: self.to_grid(),
            marks: CellMap::from_fn(|c| self.candidates(c)),
        }
    }

    /// The board of these values and masks, with its derived views.
    fn of(values: [u8; 81], masks: [u16; 81]) -> Board {
        Board {
            places: Places::of(&values, &masks, &CELL_HOUSES),
            values,
            masks,
            rules: None,
        }
    }

    /// This state under `rules`: the same digits and candidates, the finders reasoning
    /// with the rules' houses and peers instead of the classic tables (the tests hold the
    /// two to the same steps where the rules are the classic ones).
    #[cfg(test)]
    pub(crate) fn on_rules(self, rules: Arc<BoardRules>) -> Board {
        Board {
            places: Places::of(&self.values, &self.masks, &rules.cell_houses),
            values: self.values,
            masks: self.masks,
            rules: Some(rules),
        }
    }

    /// The board of `givens` (81 digits, 0 for empty, reading order) under `rules`, or on
    /// the classic board when there are none: odd and even cells start with only the
    /// digits of their parity, as givens start their peers without theirs.
    /// [`Board::of_variant`] compiles the rules of a variant (`variant/board_of_rules.rs`).
    pub(crate) fn of_rules(rules: Option<Arc<BoardRules>>, givens: &[u8]) -> Board {
        let mut board = match rules {
            None => Board::new(&Grid::empty()),
            Some(rules) => {
                let (values, masks) = ([0; 81], [ALL_MASK; 81]);
                let mut board = Board {
                    places: Places::of(&values, &masks, &rules.cell_houses),
                    values,
                    masks,
                    rules: Some(rules.clone()),
                };
                for (i, &allowed) in rules.parity.iter().enumerate() {
                    for d in (0..9).filter(|d| allowed & 1 << d == 0) {
                        board.eliminate(cell(i), digit(d));
                    }
                }
                board
            }
        };
        for (i, &v) in givens.iter().enumerate() {
            if v != 0 {
                board.place(cell(i), digit(v as usize - 1));
            }
        }
        board
    }

    /// Whether this is a variant board (extra houses, a jigsaw or rules beyond houses),
    /// on which only the techniques that hold on any layout are used.
    ///
    /// ```
    /// use shudu::logic::Board;
    /// use shudu::Grid;
    /// assert!(!Board::new(&Grid::empty()).is_variant());
    /// ```
    pub fn is_variant(&self) -> bool {
        self.rules.is_some()
    }

    /// The 729-character candidate form (a placed digit shows as its only candidate), as
    /// [`PencilMarks::to_candidate_string`] writes it.
    ///
    /// ```
    /// use shudu::logic::Board;
    /// use shudu::Grid;
    /// assert_eq!(Board::new(&Grid::empty()).to_candidate_string(), "123456789".repeat(81));
    /// ```
    pub fn to_candidate_string(&self) -> String {
        self.pencil_marks().to_candidate_string()
    }

    /// The placed digits as a grid.
    pub fn to_grid(&self) -> Grid {
        let mut grid = Grid::empty();
        for i in 0..81 {
            grid.set(cell(i), Digit::new(self.values[i]));
        }
        grid
    }

    /// The digit placed in `cell`, if any.
    pub fn value(&self, cell: Cell) -> Option<Digit> {
        Digit::new(self.values[cell.index()])
    }

    /// The candidates of `cell` (empty for a placed cell).
    pub fn candidates(&self, cell: Cell) -> Candidates {
        Candidates::from_bits(self.masks[cell.index()])
    }

    /// Whether `digit` is a candidate of `cell`.
    pub fn has(&self, cell: Cell, digit: Digit) -> bool {
        self.masks[cell.index()] & (1 << (digit.get() - 1)) != 0
    }

    /// The cells of `house` where `digit` is still a candidate, in house order.
    pub fn cells_with(&self, house: House, digit: Digit) -> impl Iterator<Item = Cell> + '_ {
        let h = house_index(house);
        let bits = self.positions(h, digit.get() as usize - 1);
        (0..9)
            .filter(move |i| bits & (1 << i) != 0)
            .map(move |i| cell(HOUSE_CELLS[h][i] as usize))
    }

    /// Whether `digit` is placed somewhere in `house`.
    pub fn house_has_value(&self, house: House, digit: Digit) -> bool {
        house.cells().any(|c| self.values[c.index()] == digit.get())
    }

    /// The number of empty cells in `house`.
    pub fn empty_cells(&self, house: House) -> usize {
        self.empty_count(house_index(house))
    }

    /// Whether every cell holds a digit.
    pub fn is_solved(&self) -> bool {
        self.places.is_full()
    }

    /// Puts `digit` in `cell` and removes it from the candidates of every peer.
    /// On a non-consecutive board it also removes the digits one above and one below from
    /// the cell's orthogonal neighbours.
    pub fn place(&mut self, cell: Cell, digit: Digit) {
        let Some(rules) = self.rules.clone() else {
            return self.place_classic(cell, digit);
        };
        let (i, table) = (cell.index(), &rules.cell_houses);
        self.places.set_value(i, self.values[i], digit.get());
        self.values[i] = digit.get();
        let mut m = self.masks[i];
        while m != 0 {
            self.places.remove(table, i, m.trailing_zeros() as usize);
            m &= m - 1;
        }
        self.masks[i] = 0;
        let d = digit.get() as usize - 1;
        for p in rules.peers[i].indices() {
            if self.masks[p] & 1 << d != 0 {
                self.masks[p] &= !(1 << d);
                self.places.remove(table, p, d);
            }
        }
        if rules.non_consecutive {
            for p in orthogonal_neighbours(i) {
                for e in [d.wrapping_sub(1), d + 1] {
                    if e < 9 && self.masks[p] & 1 << e != 0 {
                        self.masks[p] &= !(1 << e);
                        self.places.remove(table, p, e);
                    }
                }
            }
        }
    }

    /// [`Board::place`] on the classic layout, with its const tables.
    fn place_classic(&mut self, cell: Cell, digit: Digit) {
        let i = cell.index();
        self.places.set_value(i, self.values[i], digit.get());
        self.values[i] = digit.get();
        let mut m = self.masks[i];
        while m != 0 {
            self.places
                .remove(&CELL_HOUSES, i, m.trailing_zeros() as usize);
            m &= m - 1;
        }
        self.masks[i] = 0;
        let d = digit.get() as usize - 1;
        for &p in &PEERS[i] {
            let p = p as usize;
            if self.masks[p] & 1 << d != 0 {
                self.masks[p] &= !(1 << d);
                self.places.remove(&CELL_HOUSES, p, d);
            }
        }
    }

    /// Removes `digit` from the candidates of `cell`; returns whether it was there.
    pub fn eliminate(&mut self, cell: Cell, digit: Digit) -> bool {
        let (i, d) = (cell.index(), digit.get() as usize - 1);
        let had = self.masks[i] & 1 << d != 0;
        if had {
            self.masks[i] &= !(1 << d);
            let table = match &self.rules {
                None => &CELL_HOUSES,
                Some(rules) => &rules.cell_houses,
            };
            self.places.remove(table, i, d);
        }
        had
    }

    /// Applies a step: its eliminations first, then its placements (the order Sudoku
    /// Explainer uses for steps that do both).
    pub fn apply(&mut self, step: &Step) {
        for &(c, d) in &step.eliminations {
            self.eliminate(c, d);
        }
        for &(c, d) in &step.placements {
            self.place(c, d);
        }
    }

    /// The first empty cell with no candidate left, if any: the state is then broken.
    pub fn dead_cell(&self) -> Option<Cell> {
        let dead = self.places.dead();
        dead.first_index().map(cell)
    }

    // Raw views for the finders.

    /// Candidate mask of the cell with index `i`.
    pub(crate) fn mask(&self, i: usize) -> u16 {
        self.masks[i]
    }

    /// Placed value (0 = empty) of the cell with index `i`.
    pub(crate) fn raw_value(&self, i: usize) -> u8 {
        self.values[i]
    }

    /// Bit `k` set when the `k`-th cell of house `h` has zero-based digit `d`. The 27
    /// rows, columns and boxes (or regions) are kept up to date; a variant's extra houses
    /// (index 27 on) are read from the digit's cells.
    #[inline]
    pub(crate) fn positions(&self, h: usize, d: usize) -> u16 {
        if h < 27 {
            self.places.positions()[h][d]
        } else {
            self.extra_positions(h, d)
        }
    }

    #[cold]
    fn extra_positions(&self, h: usize, d: usize) -> u16 {
        let places = self.places.cells()[d];
        self.house_cells(h)
            .iter()
            .enumerate()
            .filter(|&(_, &c)| places.has_index(c as usize))
            .fold(0, |bits, (k, _)| bits | 1 << k)
    }

    /// How many houses the board has: 27, or more on a variant board.
    pub(crate) fn house_count(&self) -> usize {
        self.rules.as_ref().map_or(27, |r| r.houses.len())
    }

    /// The nine cell indices of house `h`, in reading order.
    #[inline]
    pub(crate) fn house_cells(&self, h: usize) -> &[u8; 9] {
        match &self.rules {
            None => &HOUSE_CELLS[h],
            Some(rules) => &rules.houses[h].cells,
        }
    }

    /// The cells that may not share a digit with the cell of index `i`.
    #[inline]
    pub(crate) fn peer_set(&self, i: usize) -> CellSet {
        self.peer_table()[i]
    }

    /// The cells each cell may not share a digit with: the classic table, or the
    /// variant's.
    #[inline]
    pub(crate) fn peer_table(&self) -> &[CellSet; 81] {
        peer_table(self.rules.as_deref())
    }

    /// House indices in Sudoku Explainer's scan order: boxes, columns, rows, then a
    /// variant's extra houses.
    pub(crate) fn scan(&self) -> &[usize] {
        match &self.rules {
            None => &SE_SCAN,
            Some(rules) => &rules.scan,
        }
    }

    /// Why cells of `pattern` see cells of `targets` where no house of the board holds
    /// both, in words ("r1c3 and r2c5 are a knight's move apart"), for the evidence of a
    /// step on a variant board; empty on a classic board.
    pub(crate) fn relations(
        &self,
        pattern: CellSet,
        targets: CellSet,
    ) -> Vec<crate::words::Phrase> {
        self.rules
            .as_ref()
            .map_or_else(Vec::new, |r| r.relations(pattern, targets))
    }

    /// The compiled variant rules, if any.
    pub(crate) fn rules(&self) -> Option<&BoardRules> {
        self.rules.as_deref()
    }

    /// The killer cages of the rules (none on a classic board).
    pub(crate) fn cages(&self) -> &[super::board_rules::BoardCage] {
        self.rules.as_ref().map_or(&[], |r| &r.cages)
    }

    /// The compiled variant rules, if any, shared: for tables a finder keeps beyond one call.
    pub(crate) fn shared_rules(&self) -> Option<Arc<BoardRules>> {
        self.rules.clone()
    }

    /// The houses of a step's evidence from `(role, house index)` pairs: the typed houses
    /// (rows, columns and regular boxes) and, on a variant board, every house by name.
    pub(crate) fn evidence_houses(
        &self,
        houses: impl IntoIterator<Item = (Role, usize)>,
    ) -> EvidenceHouses {
        let mut typed = Vec::new();
        let mut named = Vec::new();
        for (role, h) in houses {
            match &self.rules {
                None => typed.push((role, house_of(h))),
                Some(rules) => {
                    if h < 27 && !(rules.jigsaw && h >= 18) {
                        typed.push((role, house_of(h)));
                    }
                    named.push((role, rules.houses[h].name));
                }
            }
        }
        (typed, named)
    }

    /// [`Board::positions`] for every house and digit.
    pub(crate) fn position_table(&self) -> &[[u16; 9]; 27] {
        self.places.positions()
    }

    /// [`Board::digit_set`] for every digit.
    pub(crate) fn digit_sets(&self) -> &[CellSet; 9] {
        self.places.cells()
    }

    /// The cells where zero-based digit `d` is a candidate.
    pub(crate) fn digit_set(&self, d: usize) -> CellSet {
        self.places.cells()[d]
    }

    /// The same placed digits with other candidate masks (a chain's view of the board).
    pub(crate) fn with_masks(&self, masks: &[u16; 81]) -> Board {
        let table = match &self.rules {
            None => &CELL_HOUSES,
            Some(rules) => &rules.cell_houses,
        };
        Board {
            values: self.values,
            masks: *masks,
            places: Places::of(&self.values, masks, table),
            rules: self.rules.clone(),
        }
    }

    /// Empty cells of house `h`.
    pub(crate) fn empty_count(&self, h: usize) -> usize {
        match &self.rules {
            None => self.places.empty_in(h),
            Some(rules) => self.places.empty_among(rules.houses[h].set),
        }
    }

    /// How many times zero-based digit `d` is placed on the board.
    pub(crate) fn placed_count(&self, d: usize) -> usize {
        self.places.placed(d)
    }

    /// The house with index `h` (rows 0–8, columns 9–17, boxes 18–26).
    pub(crate) fn house(h: usize) -> House {
        house_of(h)
    }
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Board({})", self.to_candidate_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placing_clears_peers() {
        let mut b = Board::new(&Grid::empty());
        let c = Cell::new(4, 4).unwrap();
        let five = Digit::new(5).unwrap();
        b.place(c, five);
        assert!(c.peers().all(|p| !b.has(p, five)));
        assert_eq!(b.candidates(c), Candidates::NONE);
        assert_eq!(b.value(c), Some(five));
        assert_eq!(b.to_grid().given_count(), 1);
    }

    #[test]
    fn derived_views_follow_every_change() {
        let grid: Grid =
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
                .parse()
                .unwrap();
        let mut b = Board::new(&grid);
        let mut seed = 0x2545_f491u32;
        for _ in 0..300 {
            seed ^= seed << 13;
            seed ^= seed >> 17;
            seed ^= seed << 5;
            let c = cell(seed as usize % 81);
            let d = Digit::new((seed >> 8) as u8 % 9 + 1).unwrap();
            if seed >> 20 & 7 == 0 {
                b.place(c, d);
            } else {
                b.eliminate(c, d);
            }
            assert_eq!(b.places, Places::of(&b.values, &b.masks, &CELL_HOUSES));
            let dead = (0..81).find(|&i| b.values[i] == 0 && b.masks[i] == 0);
            assert_eq!(b.dead_cell(), dead.map(cell));
        }
        let read = Board::from_candidate_string(&b.to_candidate_string()).unwrap();
        assert_eq!(
            read.places,
            Places::of(&read.values, &read.masks, &CELL_HOUSES)
        );
    }

    #[test]
    fn bad_candidate_strings_are_refused() {
        assert!(Board::from_candidate_string("123").is_err());
        let mut text = ".".repeat(729);
        text.replace_range(0..1, "2");
        assert!(Board::from_candidate_string(&text).is_err());
    }
}
