//! Minimising: removing clue groups from a unique puzzle while it stays unique, and
//! testing whether a given puzzle is minimal.
//!
//! # Why one pass gives a minimal puzzle
//! Uniqueness is monotone: taking clues away can only add solutions, never remove them.
//! The removal loop visits every group (a symmetry orbit of clues) once, in random
//! order, and puts a group back when the puzzle without it has several solutions. Say
//! group `G` was put back when the puzzle was `P`. The final puzzle `F` is a subset of
//! `P`, so `F` without `G` is a subset of `P` without `G` and has at least as many
//! solutions — at least two. So no group left in `F` can be removed: `F` is minimal, and
//! no second pass is needed.
//!
//! # Why it is fast
//! Every test runs on raw values through the crate's solver kernel, with no [`Grid`]
//! conversions, and asks only for a solution *other* than the known one: the kernel
//! strikes the removed digits from their cells in turn and stops at the first solution
//! (`Kernel::has_other_solution`), which is cheaper than counting to two, as that also
//! walks to the known solution. Before calling the
//! kernel, a removal whose cells are each a naked or hidden single among the remaining
//! clues is accepted outright: those digits are forced, so the puzzle keeps its one
//! solution. That settles most of the early removals, when the grid is still full. And
//! a removal that leaves no clue in one of the solution's unavoidable sets is turned
//! down outright (`unavoidable.rs`): that spares the kernel's costliest tests, the
//! ones that must walk to a complete other solution.
//!
//! Read next: `generator.rs`, which drives this loop; `unavoidable.rs`.

use super::rng::Rng;
use super::symmetry::{Orbit, Symmetry};
use super::unavoidable::Unavoidable;
use crate::grid::layout::box_of;

use crate::grid::Grid;
use crate::solve::{Kernel, has_conflict};

const ALL_DIGITS: u16 = 0x1ff;

/// Bits `3k..3k + 3` for each bit `k` of a three-bit index: the three rows of each band
/// (or columns of each stack, or cells of each row of a box) named by the index.
const TRIPLES: [u16; 8] = {
    let mut table = [0; 8];
    let mut m = 0;
    while m < 8 {
        let mut k = 0;
        while k < 3 {
            if m >> k & 1 == 1 {
                table[m] |= 0b111 << (3 * k);
            }
            k += 1;
        }
        m += 1;
    }
    table
};

/// Bits `k`, `k + 3` and `k + 6` for each bit `k` of a three-bit index: the cells of a
/// box (numbered 0..9 in reading order) in the box columns the index names.
const SPREAD: [u16; 8] = {
    let mut table = [0; 8];
    let mut m = 0;
    while m < 8 {
        let mut k = 0;
        while k < 3 {
            if m >> k & 1 == 1 {
                table[m] |= 0b001_001_001 << k;
            }
            k += 1;
        }
        m += 1;
    }
    table
};

/// A puzzle being minimised: the clue values (0 = empty) and, per house, the digits its
/// clues hold, kept in step so that the singles test costs a few mask operations.
///
/// The clues must never clash (they come from a valid solution), so each digit is in a
/// house at most once and clearing its bit on removal is exact.
#[derive(Clone)]
pub(crate) struct Clues {
    values: [u8; 81],
    /// Bit `i`: cell `i` holds a clue.
    given: u128,
    /// The same, transposed: bit `9c + r` for the cell in row `r`, column `c`.
    given_by_column: u128,
    rows: [u16; 9],
    cols: [u16; 9],
    boxes: [u16; 9],
    /// Per digit (index `d - 1`): the rows, columns and boxes whose clues hold it.
    rows_with: [u16; 9],
    cols_with: [u16; 9],
    boxes_with: [u16; 9],
}

impl Clues {
    /// The clues `values` (conflict-free; 0 = empty).
    pub(crate) fn new(values: [u8; 81]) -> Clues {
        debug_assert!(!has_conflict(&values));
        let mut clues = Clues {
            values: [0; 81],
            given: 0,
            given_by_column: 0,
            rows: [0; 9],
            cols: [0; 9],
            boxes: [0; 9],
            rows_with: [0; 9],
            cols_with: [0; 9],
            boxes_with: [0; 9],
        };
        for (i, &v) in values.iter().enumerate() {
            if v != 0 {
                clues.restore(i, v);
            }
        }
        clues
    }

    pub(crate) fn values(&self) -> &[u8; 81] {
        &self.values
    }

    pub(crate) fn count(&self) -> usize {
        self.values.iter().filter(|&&v| v != 0).count()
    }

    fn remove(&mut self, i: usize) {
        let d = usize::from(self.values[i] - 1);
        let (r, c, b) = (i / 9, i % 9, box_of(i));
        let bit = !(1 << d);
        self.values[i] = 0;
        self.given &= !(1 << i);
        self.given_by_column &= !(1 << (c * 9 + r));
        self.rows[r] &= bit;
        self.cols[c] &= bit;
        self.boxes[b] &= bit;
        self.rows_with[d] &= !(1 << r);
        self.cols_with[d] &= !(1 << c);
        self.boxes_with[d] &= !(1 << b);
    }

    fn restore(&mut self, i: usize, v: u8) {
        let d = usize::from(v - 1);
        let (r, c, b) = (i / 9, i % 9, box_of(i));
        let bit = 1 << d;
        self.values[i] = v;
        self.given |= 1 << i;
        self.given_by_column |= 1 << (c * 9 + r);
        self.rows[r] |= bit;
        self.cols[c] |= bit;
        self.boxes[b] |= bit;
        self.rows_with[d] |= 1 << r;
        self.cols_with[d] |= 1 << c;
        self.boxes_with[d] |= 1 << b;
    }

    /// The digits the clues rule out of cell `i` by sight.
    fn seen(&self, i: usize) -> u16 {
        self.rows[i / 9] | self.cols[i % 9] | self.boxes[box_of(i)]
    }

    /// Whether the empty cell `i` must hold `v` in every solution, by a naked single
    /// (the clues it sees hold the other eight digits) or a hidden single (no other
    /// empty cell of one of its houses can take `v`).
    ///
    /// Each house is judged at once on 9-bit masks: its empty cells other than `i`, and
    /// those of its cells that see a `v` through their other two houses (no other cell
    /// of the house itself holds `v`, as `i` does in the solution).
    fn forced(&self, i: usize, v: u8) -> bool {
        let d = usize::from(v - 1);
        if self.seen(i) | 1 << d == ALL_DIGITS {
            return true;
        }
        let (r, c) = (i / 9, i % 9);
        let (band, stack) = (r / 3, c / 3);
        let (rows_with, cols_with, boxes_with) =
            (self.rows_with[d], self.cols_with[d], self.boxes_with[d]);
        // Row r: its other empty cells see `v` down their column or in their box.
        let open = !(self.given >> (r * 9)) as u16 & ALL_DIGITS & !(1 << c);
        let covered = cols_with | TRIPLES[usize::from(boxes_with >> (band * 3) & 7)];
        if open & !covered == 0 {
            return true;
        }
        // Column c: along their row or in their box.
        let open = !(self.given_by_column >> (c * 9)) as u16 & ALL_DIGITS & !(1 << r);
        let boxes = (boxes_with >> stack & 1)
            | (boxes_with >> (stack + 3) & 1) << 1
            | (boxes_with >> (stack + 6) & 1) << 2;
        let covered = rows_with | TRIPLES[usize::from(boxes)];
        if open & !covered == 0 {
            return true;
        }
        // The box, its cells numbered 0..9 in reading order: along their row or column.
        let corner = band * 27 + stack * 3;
        let held = (self.given >> corner) as u16 & 7
            | ((self.given >> (corner + 9)) as u16 & 7) << 3
            | ((self.given >> (corner + 18)) as u16 & 7) << 6;
        let open = !held & ALL_DIGITS & !(1 << (r % 3 * 3 + c % 3));
        let covered = TRIPLES[usize::from(rows_with >> (band * 3) & 7)]
            | SPREAD[usize::from(cols_with >> (stack * 3) & 7)];
        open & !covered == 0
    }

    /// Whether the clues have exactly one solution.
    pub(crate) fn is_unique(&self, kernel: Kernel) -> bool {
        kernel.run(&self.values, 2, &mut []).solutions == 1
    }

    /// Removes the clues of `group` if the puzzle (unique now) stays unique without them;
    /// otherwise leaves the puzzle as it was. Returns whether they were removed.
    /// `unavoidable` holds sets of the solution that every proper puzzle must keep a
    /// clue in (none, when the solution is not at hand).
    pub(crate) fn try_remove(
        &mut self,
        group: &Orbit,
        kernel: Kernel,
        unavoidable: &Unavoidable,
    ) -> bool {
        let mut saved = [(0usize, 0u8); 8];
        let saved = &mut saved[..group.len()];
        for (slot, cell) in saved.iter_mut().zip(group.cells()) {
            let i = cell.index();
            *slot = (i, self.values[i]);
            debug_assert!(slot.1 != 0, "only clues are removed");
            self.remove(i);
        }
        // Forced cells keep every solution of the smaller puzzle equal to the one
        // solution of the larger: no search needed. An unavoidable set left without a
        // clue proves the opposite, also without a search.
        if saved.iter().all(|&(i, v)| self.forced(i, v))
            || !(unavoidable.emptied_by(self.given)
                || kernel.has_other_solution(&self.values, saved))
        {
            return true;
        }
        for &(i, v) in saved.iter() {
            self.restore(i, v);
        }
        false
    }
}

/// Minimises a unique puzzle: tries each group of `groups` (all clues now) once, in a
/// random order, keeping it out when the puzzle stays unique. See the module
/// documentation for why the result is minimal.
pub(crate) fn minimize(
    clues: &mut Clues,
    groups: &mut [Orbit],
    rng: &mut Rng,
    kernel: Kernel,
    unavoidable: &Unavoidable,
) {
    rng.shuffle(groups);
    for group in groups.iter() {
        clues.try_remove(group, kernel, unavoidable);
    }
}

/// The groups of givens of `puzzle` that could each be removed on their own and leave
/// it unique: its givens within each orbit of `symmetry` (every given alone for
/// [`Symmetry::None`]).
///
/// Empty when the puzzle is minimal; also empty when it is not unique to begin with (no
/// removal can restore uniqueness) — test that first, or use [`is_minimal`].
///
/// ```
/// use shudu::{Grid, Symmetry};
/// use shudu::generate::redundant_groups;
/// let minimal: Grid =
///     "..1..3......85.....4..268...79..5..2..2......5.......4.......276...4.......19.68."
///         .parse()
///         .unwrap();
/// assert!(redundant_groups(&minimal, Symmetry::None).is_empty());
///
/// // A given added from the solution can be taken out again.
/// let mut padded = minimal;
/// let cell = shudu::Cell::new(0, 0).unwrap();
/// let solution = shudu::Solver::new().first(&minimal).unwrap();
/// padded.set(cell, solution.get(cell));
/// assert!(redundant_groups(&padded, Symmetry::None).iter().any(|g| g.contains(cell)));
/// ```
pub fn redundant_groups(puzzle: &Grid, symmetry: Symmetry) -> Vec<Orbit> {
    let kernel = Kernel::Bitboard;
    let values = puzzle.to_values();
    if has_conflict(&values) {
        return Vec::new();
    }
    let clues = Clues::new(values);
    if !clues.is_unique(kernel) {
        return Vec::new();
    }
    symmetry
        .orbits()
        .into_iter()
        .map(|orbit| {
            Orbit::of(
                orbit
                    .cells()
                    .iter()
                    .copied()
                    .filter(|&c| values[c.index()] != 0),
            )
        })
        .filter(|group| {
            !group.is_empty()
                && clues
                    .clone()
                    .try_remove(group, kernel, &Unavoidable::none())
        })
        .collect()
}

/// Whether `puzzle` is unique and minimal with respect to `symmetry`: removing any group
/// of its givens that the symmetry keeps together (any single given, for
/// [`Symmetry::None`]) leaves several solutions.
///
/// ```
/// use shudu::{Generator, Symmetry};
/// use shudu::generate::is_minimal;
/// let made = Generator::new(1).symmetry(Symmetry::Rot180).generate(0)?;
/// assert!(is_minimal(&made.puzzle, Symmetry::Rot180));
/// # Ok::<(), shudu::GenerateError>(())
/// ```
pub fn is_minimal(puzzle: &Grid, symmetry: Symmetry) -> bool {
    let values = puzzle.to_values();
    !has_conflict(&values)
        && Clues::new(values).is_unique(Kernel::Bitboard)
        && redundant_groups(puzzle, symmetry).is_empty()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Cell;
    use crate::grid::layout::{BOX0, HOUSE_CELLS, houses_of_index};

    const MINIMAL: &str =
        "..1..3......85.....4..268...79..5..2..2......5.......4.......276...4.......19.68.";

    /// The kernel's form of a puzzle line, through the crate's own reader.
    fn values(line: &str) -> [u8; 81] {
        line.parse::<crate::grid::Grid>()
            .expect("test puzzles parse")
            .to_values()
    }

    #[test]
    fn house_tables_cover_every_cell_three_times() {
        let mut seen = [0u8; 81];
        for house in HOUSE_CELLS {
            for i in house {
                seen[i as usize] += 1;
            }
        }
        assert!(seen.iter().all(|&n| n == 3));
        assert_eq!(HOUSE_CELLS[BOX0 + 4][0], 30);
    }

    #[test]
    fn singles_are_recognised() {
        // A full solution with one cell emptied: a naked single.
        let puzzle: Grid = MINIMAL.parse().unwrap();
        let solution = crate::Solver::new().first(&puzzle).unwrap().to_values();
        let mut clues = Clues::new(solution);
        clues.remove(40);
        assert!(clues.forced(40, solution[40]));
        // The minimal puzzle's own givens are not all forced once removed: minimality
        // means at least the kernel is needed, and it says no.
        let mut clues = Clues::new(values(MINIMAL));
        let group = Orbit::of([Cell::new(0, 2).unwrap()]);
        assert!(!clues.try_remove(&group, Kernel::Reference, &Unavoidable::none()));
        assert_eq!(clues.values(), &values(MINIMAL));
    }

    /// The singles test cell by cell, as the definition reads.
    fn forced_by_definition(clues: &Clues, i: usize, v: u8) -> bool {
        let bit = 1 << (v - 1);
        clues.seen(i) | bit == ALL_DIGITS
            || houses_of_index(i).iter().any(|&h| {
                HOUSE_CELLS[h].iter().all(|&j| {
                    let j = j as usize;
                    j == i || clues.values[j] != 0 || clues.seen(j) & bit != 0
                })
            })
    }

    #[test]
    fn house_masks_agree_with_the_definition_of_singles() {
        let mut rng = Rng::from_seed(5);
        let mut counts = [0usize; 2];
        for _ in 0..40 {
            let solution = super::super::full_grid::random_solution(&mut rng);
            let mut clues = Clues::new(solution);
            let mut order: [u8; 81] = rng.permutation();
            order.rotate_left(rng.below(81) as usize);
            for &i in &order[..50] {
                clues.remove(usize::from(i));
                for (j, &v) in solution.iter().enumerate() {
                    if clues.values[j] == 0 {
                        let forced = clues.forced(j, v);
                        assert_eq!(forced, forced_by_definition(&clues, j, v));
                        counts[usize::from(forced)] += 1;
                    }
                }
            }
        }
        assert!(counts[0] > 100 && counts[1] > 100, "{counts:?}");
    }

    #[test]
    fn minimal_puzzle_has_no_redundant_clue() {
        let puzzle: Grid = MINIMAL.parse().unwrap();
        assert!(is_minimal(&puzzle, Symmetry::None));
        assert!(redundant_groups(&puzzle, Symmetry::None).is_empty());
    }

    #[test]
    fn non_unique_puzzles_are_not_minimal() {
        let mut line = MINIMAL.to_string();
        line.replace_range(2..3, ".");
        let puzzle: Grid = line.parse().unwrap();
        assert!(!is_minimal(&puzzle, Symmetry::None));
        assert!(!is_minimal(&Grid::empty(), Symmetry::None));
    }
}
