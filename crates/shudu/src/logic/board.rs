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

use super::houses::{HOUSE_CELLS, PEERS, house_index, house_of};
use super::places::Places;
use super::step::Step;
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

impl Board {
    /// The board of `grid`: its digits placed, and as candidates of every empty cell the
    /// digits that no peer holds.
    pub fn new(grid: &Grid) -> Board {
        let (values, masks) = ([0; 81], [ALL_MASK; 81]);
        let mut board = Board {
            places: Places::of(&values, &masks),
            values,
            masks,
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
            places: Places::of(&values, &masks),
            values,
            masks,
        }
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
    pub fn place(&mut self, cell: Cell, digit: Digit) {
        let i = cell.index();
        self.places.set_value(i, self.values[i], digit.get());
        self.values[i] = digit.get();
        let mut m = self.masks[i];
        while m != 0 {
            self.places.remove(i, m.trailing_zeros() as usize);
            m &= m - 1;
        }
        self.masks[i] = 0;
        let d = digit.get() as usize - 1;
        for &p in &PEERS[i] {
            let p = p as usize;
            if self.masks[p] & 1 << d != 0 {
                self.masks[p] &= !(1 << d);
                self.places.remove(p, d);
            }
        }
    }

    /// Removes `digit` from the candidates of `cell`; returns whether it was there.
    pub fn eliminate(&mut self, cell: Cell, digit: Digit) -> bool {
        let (i, d) = (cell.index(), digit.get() as usize - 1);
        let had = self.masks[i] & 1 << d != 0;
        if had {
            self.masks[i] &= !(1 << d);
            self.places.remove(i, d);
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

    /// Bit `k` set when the `k`-th cell of house `h` has zero-based digit `d`.
    pub(crate) fn positions(&self, h: usize, d: usize) -> u16 {
        self.places.positions()[h][d]
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
        Board {
            values: self.values,
            masks: *masks,
            places: Places::of(&self.values, masks),
        }
    }

    /// Empty cells of house `h`.
    pub(crate) fn empty_count(&self, h: usize) -> usize {
        self.places.empty_in(h)
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
            assert_eq!(b.places, Places::of(&b.values, &b.masks));
            let dead = (0..81).find(|&i| b.values[i] == 0 && b.masks[i] == 0);
            assert_eq!(b.dead_cell(), dead.map(cell));
        }
        let read = Board::from_candidate_string(&b.to_candidate_string()).unwrap();
        assert_eq!(read.places, Places::of(&read.values, &read.masks));
    }

    #[test]
    fn bad_candidate_strings_are_refused() {
        assert!(Board::from_candidate_string("123").is_err());
        let mut text = ".".repeat(729);
        text.replace_range(0..1, "2");
        assert!(Board::from_candidate_string(&text).is_err());
    }
}
