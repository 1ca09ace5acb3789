//! Random jigsaw layouts: n connected regions of n cells each, drawn so that the rules
//! they complete have a solution.
//!
//! A layout starts as the boxes and is reshaped by random exchanges across region
//! borders: a border cell of region A joins a neighbouring region B, and a cell of B
//! next to A joins A in return, so every region keeps n cells; an exchange that would
//! split either region is undone. After a few exchanges per cell no trace of the boxes
//! is left. Not every connected layout admits a full grid, so the rules with the layout
//! are searched for a solution (with a budget of guesses); a layout without one, or
//! whose search runs out, is reshaped further and tried again.
//!
//! Randomness comes from [`crate::generate`]'s generator, one stream per (seed, index)
//! (apart from the puzzle's own), so a seed names the same layouts on every machine. Read next: `generate.rs`, which
//! makes puzzles on the rules.

use super::{Pos, Puzzle, Rules, VariantError};
use crate::generate::rng::Rng;
use crate::words::Phrase;

/// Exchanges attempted per cell each time a layout is reshaped.
const EXCHANGES_PER_CELL: usize = 12;

/// Layouts tried before giving up (each after a further reshaping).
const LAYOUT_ATTEMPTS: usize = 64;

/// Mixed into the seed so a layout's stream differs from the stream the puzzle of the
/// same (seed, index) is then generated from.
const LAYOUT_STREAM: u64 = 0x6A69_6773_6177_0001; // "jigsaw" and 1

impl Rules {
    /// The same rules with random jigsaw regions in place of the boxes, drawn from the
    /// stream of (`seed`, `index`): n connected regions of n cells, on which these rules
    /// (extras and constraints included) have a solution. An error when no such layout
    /// came up, or when the rules do not allow regions (an extra that needs boxes).
    ///
    /// ```
    /// use shudu::variant::{HouseName, Rules, Shape};
    /// let rules = Rules::new(Shape::for_size(6)?).with_random_regions(7, 0)?;
    /// let regions = rules.regions().unwrap();
    /// assert_eq!(regions.len(), 36);
    /// for r in 0..6 {
    ///     assert_eq!(regions.iter().filter(|&&x| x == r).count(), 6);
    /// }
    /// // The same seed and index give the same layout.
    /// let again = Rules::new(Shape::for_size(6)?).with_random_regions(7, 0)?;
    /// assert_eq!(again.regions(), Some(regions));
    /// # Ok::<(), shudu::variant::VariantError>(())
    /// ```
    pub fn with_random_regions(self, seed: u64, index: u64) -> Result<Rules, VariantError> {
        let shape = self.shape();
        let n = shape.size();
        let mut rng = Rng::for_puzzle(seed ^ LAYOUT_STREAM, index);
        let mut regions: Vec<u8> = (0..n * n)
            .map(|i| {
                let p = Pos::from_index(i, n);
                shape.box_at(p.row(), p.col()) as u8
            })
            .collect();
        for _ in 0..LAYOUT_ATTEMPTS {
            reshape(&mut regions, n, &mut rng);
            let rules = self.clone().with_regions(regions.clone())?;
            let budget = 4 * (n * n) as u64;
            if let Some(Some(_)) =
                Puzzle::empty(rules.clone()).random_solution_within(&mut rng, budget)
            {
                return Ok(rules);
            }
        }
        Err(VariantError::Rules(
            Phrase::new("variant-no-jigsaw")
                .with("attempts", LAYOUT_ATTEMPTS)
                .with("rules", self.phrase()),
        ))
    }
}

/// The cells next to `i` (up, down, left, right) on a board of side `n`.
fn neighbours(i: usize, n: usize) -> impl Iterator<Item = usize> {
    let p = Pos::from_index(i, n);
    [(0, 1), (1, 0), (0, -1), (-1, 0)]
        .into_iter()
        .filter_map(move |(dr, dc)| p.offset(dr, dc, n).map(|q| q.index(n)))
}

/// Random exchanges of cells across region borders, each keeping every region's size
/// and connection (see the module docs).
fn reshape(regions: &mut [u8], n: usize, rng: &mut Rng) {
    let cells = n * n;
    for _ in 0..EXCHANGES_PER_CELL * cells {
        let a = rng.below(cells as u32) as usize;
        let from = regions[a];
        let borders: Vec<u8> = neighbours(a, n)
            .map(|q| regions[q])
            .filter(|&r| r != from)
            .collect();
        if borders.is_empty() {
            continue;
        }
        let to = borders[rng.below(borders.len() as u32) as usize];
        regions[a] = to;
        // A cell of `to` (other than `a`) next to what is left of `from` goes back.
        let returns: Vec<usize> = (0..cells)
            .filter(|&c| c != a && regions[c] == to && neighbours(c, n).any(|q| regions[q] == from))
            .collect();
        if returns.is_empty() {
            regions[a] = from;
            continue;
        }
        let b = returns[rng.below(returns.len() as u32) as usize];
        regions[b] = from;
        if !is_connected(regions, n, from) || !is_connected(regions, n, to) {
            regions[a] = from;
            regions[b] = to;
        }
    }
}

/// Whether the cells of `region` form one piece (cells touching by a side).
pub(crate) fn is_connected(regions: &[u8], n: usize, region: u8) -> bool {
    let Some(start) = regions.iter().position(|&r| r == region) else {
        return true;
    };
    let mut seen = vec![false; regions.len()];
    seen[start] = true;
    let mut stack = vec![start];
    let mut reached = 1;
    while let Some(c) = stack.pop() {
        for q in neighbours(c, n) {
            if !seen[q] && regions[q] == region {
                seen[q] = true;
                reached += 1;
                stack.push(q);
            }
        }
    }
    reached == regions.iter().filter(|&&r| r == region).count()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variant::{Extra, Shape};

    #[test]
    fn layouts_are_connected_regions_of_n_cells_with_a_solution() {
        for n in [4, 6, 8, 9, 12] {
            for seed in 0..4 {
                let rules = Rules::new(Shape::for_size(n).unwrap())
                    .with_random_regions(seed, 1)
                    .unwrap();
                let regions = rules.regions().unwrap();
                for r in 0..n as u8 {
                    assert_eq!(regions.iter().filter(|&&x| x == r).count(), n);
                    assert!(
                        is_connected(regions, n, r),
                        "{n}×{n} seed {seed} region {r}"
                    );
                }
                assert!(Puzzle::empty(rules).count(1).solutions == 1);
            }
        }
    }

    #[test]
    fn layouts_differ_from_the_boxes_and_between_seeds() {
        let shape = Shape::classic();
        let boxes: Vec<u8> = (0..81).map(|i| shape.box_at(i / 9, i % 9) as u8).collect();
        let a = Rules::new(shape).with_random_regions(1, 0).unwrap();
        let b = Rules::new(shape).with_random_regions(2, 0).unwrap();
        assert_ne!(a.regions().unwrap(), boxes.as_slice());
        assert_ne!(a.regions(), b.regions());
    }

    #[test]
    fn other_rules_are_kept_and_satisfiable() {
        let rules = Rules::new(Shape::classic())
            .with_extra(Extra::MainDiagonal)
            .unwrap()
            .with_random_regions(3, 0)
            .unwrap();
        assert_eq!(rules.extras(), [Extra::MainDiagonal]);
        assert_eq!(Puzzle::empty(rules).count(1).solutions, 1);
    }

    #[test]
    fn a_split_region_is_seen() {
        // On a 2×2 board: regions on the diagonals are split, regions on rows are not.
        let split = [0, 1, 1, 0];
        assert!(!is_connected(&split, 2, 0) && !is_connected(&split, 2, 1));
        let rows = [0, 0, 1, 1];
        assert!(is_connected(&rows, 2, 0) && is_connected(&rows, 2, 1));
    }
}
