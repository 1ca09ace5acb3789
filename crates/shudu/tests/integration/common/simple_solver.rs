//! A solution counter written only for tests, independent of the library's kernels, so
//! that tests of the generator (and anything else that wants a second opinion) do not
//! trust the solver under test.
//!
//! Plain backtracking: fill the empty cell with the fewest candidates, try each digit,
//! count complete grids, stop at the limit. No propagation beyond that choice — slow on
//! the hardest puzzles, but generated puzzles are easy for it.

use shudu::Grid;

/// The box of cell index `i`, from the library's one definition of the geometry (the
/// geometry is not what these tests check; the search is).
fn box_of(i: usize) -> usize {
    shudu::Cell::from_index(i)
        .expect("index below 81")
        .box_index()
}

/// Cell values in reading order, 0 for empty.
pub type Values = [u8; 81];

/// The values of `grid` (0 for an empty cell), read through the public text form.
pub fn values(grid: &Grid) -> Values {
    let mut out = [0u8; 81];
    for (slot, ch) in out.iter_mut().zip(grid.to_line().chars()) {
        *slot = ch.to_digit(10).unwrap_or(0) as u8;
    }
    out
}

/// Whether two givens of one row, column or box hold the same digit.
pub fn has_clash(puzzle: &Values) -> bool {
    (0..81)
        .any(|i| puzzle[i] != 0 && (0..81).any(|j| j != i && puzzle[j] == puzzle[i] && sees(i, j)))
}

fn sees(i: usize, j: usize) -> bool {
    let cell = |k: usize| shudu::Cell::from_index(k).expect("index below 81");
    cell(i).sees(cell(j))
}

/// The number of solutions of `puzzle`, counting no further than `limit`.
pub fn count_solutions(puzzle: &Values, limit: usize) -> usize {
    if has_clash(puzzle) {
        return 0;
    }
    let mut board = *puzzle;
    let mut found = 0;
    search(&mut board, limit, &mut found, &mut None);
    found
}

/// The solution of `puzzle` if it has exactly one.
pub fn unique_solution(puzzle: &Values) -> Option<Values> {
    if has_clash(puzzle) {
        return None;
    }
    let mut board = *puzzle;
    let mut found = 0;
    let mut first = None;
    search(&mut board, 2, &mut found, &mut first);
    if found == 1 { first } else { None }
}

/// Digits used in each row, column and box (bit `d` for digit `d`), recounted from the
/// board at every step: slower than keeping them up to date, and harder to get wrong.
fn used_digits(board: &Values) -> [[u16; 9]; 3] {
    let mut used = [[0u16; 9]; 3];
    for (i, &v) in board.iter().enumerate() {
        if v != 0 {
            used[0][i / 9] |= 1 << v;
            used[1][i % 9] |= 1 << v;
            used[2][box_of(i)] |= 1 << v;
        }
    }
    used
}

fn search(board: &mut Values, limit: usize, found: &mut usize, first: &mut Option<Values>) {
    let used = used_digits(board);
    let mut best: Option<(usize, u16)> = None;
    for i in 0..81 {
        if board[i] != 0 {
            continue;
        }
        let seen = used[0][i / 9] | used[1][i % 9] | used[2][box_of(i)];
        let cands = !seen & 0b11_1111_1110;
        if best.is_none_or(|(_, b)| cands.count_ones() < b.count_ones()) {
            best = Some((i, cands));
            if cands.count_ones() <= 1 {
                break;
            }
        }
    }
    let Some((i, cands)) = best else {
        *found += 1;
        first.get_or_insert(*board);
        return;
    };
    for digit in 1..=9u8 {
        if cands & (1 << digit) == 0 {
            continue;
        }
        board[i] = digit;
        search(board, limit, found, first);
        board[i] = 0;
        if *found >= limit {
            return;
        }
    }
}
