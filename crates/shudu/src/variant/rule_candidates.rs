//! The candidates a player's sheet leaves each empty cell, on any board: the play page's
//! Candidates button and the marks a hint's eliminations are written into. A digit goes
//! when a peer holds it (its houses and the cells a rule keeps apart: a cage, a knight's
//! move) or when a rule rules it out from what the sheet and the other candidates allow (a
//! cage's sum, a parity mark, a consecutive neighbour), each rule's own propagation, the
//! one the kernel runs ([`Constraint::propagate`](super::Constraint::propagate)), applied
//! until none removes more. No single is placed: the marks are what the rules allow, not
//! a solving step.
//!
//! Read next: `constraint.rs` (the masks' layout), `sheet_check.rs` (checking the same
//! sheet).

use super::{CandidateMasks, Pos, Puzzle, VariantError};

impl Puzzle {
    /// Each cell's candidates on the player's `sheet` (one digit per cell in reading order,
    /// 0 for empty), smallest first; none for a filled cell. An error says how the sheet
    /// does not fit the board.
    ///
    /// ```
    /// use shudu::variant::read_any_board;
    /// // A killer whose one-cell cage at r1c1 sums to 1.
    /// let json = format!(
    ///     r#"{{"size":4,"givens":"{}","constraints":[{{"type":"killer","cells":["r1c1"],"sum":1}},{{"type":"killer","cells":["r1c2","r2c2"],"sum":7}}]}}"#,
    ///     ".".repeat(16)
    /// );
    /// let killer = read_any_board(&json).remove(0)?.puzzle;
    /// let marks = killer.candidates(killer.values())?;
    /// assert_eq!(marks[0], [1]);
    /// assert_eq!(marks[1], [3, 4]); // 3 + 4 is the only way to 7 in two cells
    /// # Ok::<(), shudu::variant::VariantError>(())
    /// ```
    pub fn candidates(&self, sheet: &[u8]) -> Result<Vec<Vec<u8>>, VariantError> {
        let n = self.size();
        self.one_per_cell("variant-sheet-cells", sheet.len())?;
        // Checks each digit against the board's side, naming a bad one by its cell.
        Puzzle::new(self.shared_rules().clone(), sheet.to_vec())?;
        let layout = self.rules().layout();
        let all = (1u32 << n) - 1;
        let mut masks: Vec<u32> = (0..n * n)
            .map(|i| match sheet[i] {
                0 => layout
                    .peers(Pos::from_index(i, n))
                    .map(|p| sheet[p.index(n)])
                    .filter(|&d| d != 0)
                    .fold(all, |mask, d| mask & !(1 << (d - 1))),
                d => 1 << (d - 1),
            })
            .collect();
        // Each pass removes at least one candidate or stops; a rule that finds the sheet
        // broken stops the passes (the sheet check names what is broken).
        'passes: for _pass in 0..n * n * n {
            let mut changed = false;
            for rule in self.rules().constraints() {
                let mut view = CandidateMasks::new(n, &mut masks);
                if !rule.propagate(&mut view) {
                    break 'passes;
                }
                changed |= view.changed();
            }
            if !changed {
                break;
            }
        }
        Ok((0..n * n)
            .map(|i| match sheet[i] {
                0 => (1..=n as u8)
                    .filter(|&d| masks[i] & (1 << (d - 1)) != 0)
                    .collect(),
                _ => Vec::new(),
            })
            .collect())
    }
}

#[cfg(test)]
mod tests {
    use crate::variant::read_any_board;

    #[test]
    fn classic_candidates_are_the_digits_no_peer_holds() {
        let line =
            "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759..";
        let puzzle = read_any_board(line).remove(0).unwrap().puzzle;
        let marks = puzzle.candidates(puzzle.values()).unwrap();
        // r1c1 sees 9, 7, 4, 8 in row 1, 7 in column 1 and 2, 9 in box 1.
        assert_eq!(marks[0], [1, 3, 5, 6]);
        assert!(marks[2].is_empty(), "a given has none");
    }

    #[test]
    fn rules_beyond_the_houses_remove_candidates() {
        // Anti-knight: r1c1's 1 rules 1 out of r2c3 and r3c2; odd cells keep odd digits.
        let json = format!(
            r#"{{"size":9,"givens":"1{}","constraints":[{{"type":"anti-knight"}},{{"type":"odd","cells":["r9c9"]}}]}}"#,
            ".".repeat(80)
        );
        let puzzle = read_any_board(&json).remove(0).unwrap().puzzle;
        let marks = puzzle.candidates(puzzle.values()).unwrap();
        assert!(!marks[9 + 2].contains(&1) && !marks[18 + 1].contains(&1));
        assert!(marks[4 * 9 + 4].contains(&1));
        assert_eq!(marks[80], [1, 3, 5, 7, 9]);
    }

    #[test]
    fn a_sheet_that_does_not_fit_is_refused() {
        let puzzle = read_any_board(".1.23...6.......535..4.........4...1")
            .remove(0)
            .unwrap()
            .puzzle;
        assert!(puzzle.candidates(&[0; 35]).is_err());
        let mut sheet = puzzle.values().to_vec();
        sheet[0] = 7;
        assert!(puzzle.candidates(&sheet).is_err());
    }
}
