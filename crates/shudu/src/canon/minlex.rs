//! The minlex search: the lexicographically smallest form of a puzzle over every
//! transform, found row by row with branch and bound, never through a solution.
//!
//! Output rows are chosen one at a time. A candidate is a partial transform: whether to
//! transpose, the source rows of the output rows so far, the columns those rows pin down,
//! and the digit labels handed out so far (in order of first appearance, which is what
//! makes a relabelling minimal). For the next output row every candidate tries every
//! source row it may still take (any row of an unused band at a band's start, else the
//! rest of its band) and every way of placing that row's clues; only the candidates whose
//! row equals the smallest row seen survive. Lexicographic order decides row by row, so
//! the survivors of the last row are exactly the transforms that give the minimal form.
//!
//! Columns are placed lazily. A column with no clue in the rows chosen so far is *free*:
//! any order of free columns gives the same prefix, and a free column belongs before any
//! pinned column of its stack (swapping them would turn the first clue of the pinned one
//! into a 0, a smaller string), as a stack with no clue so far belongs before every other
//! stack. So a candidate keeps, per stack, only its pinned columns, which fill the stack's
//! last places, and the order of its pinned stacks, which fill the last stacks:
//!
//! ```text
//!   output stacks:  [ free stacks ... | pinned stacks in order ]
//!   in a stack:     [ free columns ... | pinned columns in order ]
//! ```
//!
//! When a row puts a clue in a free column, that column is pinned just before the
//! stack's pinned ones (every order of the newly pinned columns is tried); a free stack
//! that gets clues is pinned just before the pinned stacks, stacks with fewer clues first
//! (more leading zeros), every order of equal ones tried. At the end the free columns and
//! stacks, and the digits the puzzle does not use, can be permuted freely: that is where
//! the automorphism count's factorials come from.
//!
//! Twin lines are the other source of ties. Two columns of one stack that hold the same
//! nine values (not all empty), or two stacks whose columns do, can trade places in any
//! transform without changing its image: each tied candidate comes with every trade of
//! its twins. In a puzzle of 81 equal digits or a full grid's layout every column and
//! stack is a twin, and keeping all those copies would mean 3,359,232 candidates at the
//! last row. So the search keeps only the candidates whose twins stand in source order
//! (one of each set of copies) and multiplies the count by the number of trades,
//! `Twins::trades`. The copy it keeps is also the one found first without the rule
//! (every order of newly pinned columns and stacks is tried in increasing order, and
//! putting twins back in source order makes a smaller order), so the transform reported
//! is the same either way. A row's twins are the columns of the transposed source.
//!
//! Read next: `transform.rs` (what a candidate becomes), `mod.rs` (the public results).

use super::transform::Transform;

/// A partial transform: the first `depth` output rows are chosen (see the module docs).
#[derive(Clone, Copy, Debug)]
struct Candidate {
    transposed: bool,
    /// Source row of each chosen output row.
    rows: [u8; 9],
    rows_used: u16,
    bands_used: u8,
    /// Source stack at each output stack; the last `pinned_stacks` entries are set.
    stack_at: [u8; 3],
    pinned_stacks: u8,
    /// Bit `s`: source stack `s` is pinned.
    stack_mask: u8,
    /// Per source stack, the source column at each place in the stack; the last
    /// `pinned_cols[s]` places are set.
    col_at: [[u8; 3]; 3],
    pinned_cols: [u8; 3],
    /// The label of each source digit (0: not seen yet), and the next label to give.
    label: [u8; 10],
    next_label: u8,
}

impl Candidate {
    fn root(transposed: bool) -> Candidate {
        Candidate {
            transposed,
            rows: [0; 9],
            rows_used: 0,
            bands_used: 0,
            stack_at: [0; 3],
            pinned_stacks: 0,
            stack_mask: 0,
            col_at: [[0; 3]; 3],
            pinned_cols: [0; 3],
            label: [0; 10],
            next_label: 1,
        }
    }

    /// The full transform this candidate stands for, free columns and stacks and unseen
    /// digits taken in increasing order.
    fn transform(&self) -> Transform {
        let free_stacks = 3 - usize::from(self.pinned_stacks);
        let mut stack_at = self.stack_at;
        let mut next = 0;
        for s in 0..3u8 {
            if self.stack_mask & 1 << s == 0 {
                stack_at[next] = s;
                next += 1;
            }
        }
        debug_assert_eq!(next, free_stacks);
        let mut cols = [0u8; 9];
        for (out_stack, &s) in stack_at.iter().enumerate() {
            let s = usize::from(s);
            let pinned = usize::from(self.pinned_cols[s]);
            let mut place = 0;
            for c in 0..3u8 {
                let col = s as u8 * 3 + c;
                if !self.col_at[s][3 - pinned..].contains(&col) {
                    cols[out_stack * 3 + place] = col;
                    place += 1;
                }
            }
            for p in 3 - pinned..3 {
                cols[out_stack * 3 + p] = self.col_at[s][p];
            }
        }
        let mut digits = self.label;
        let mut next_label = self.next_label;
        for d in digits.iter_mut().skip(1) {
            if *d == 0 {
                *d = next_label;
                next_label += 1;
            }
        }
        Transform::from_tables(self.transposed, self.rows, cols, digits)
    }

    /// How many transforms this finished candidate stands for: every order of its free
    /// stacks and of the free columns in each stack, every naming of its unseen digits.
    fn multiplicity(&self) -> u64 {
        const FACTORIAL: [u64; 10] = [1, 1, 2, 6, 24, 120, 720, 5040, 40320, 362880];
        let free_stacks = 3 - usize::from(self.pinned_stacks);
        let mut count = FACTORIAL[free_stacks] * 6u64.pow(free_stacks as u32);
        for s in 0..3 {
            if self.stack_mask & 1 << s != 0 {
                count *= FACTORIAL[3 - usize::from(self.pinned_cols[s])];
            }
        }
        count * FACTORIAL[10 - usize::from(self.next_label)]
    }
}

/// The twin lines of one source (see the module docs): columns of a stack with equal
/// values, and stacks whose columns are equal place by place. Each bit mask holds only
/// twins with a smaller index, so that "source order" is a single test.
///
/// ```text
///   cols[c]    bit k: column k (same stack, k < c) holds the same values as column c
///   stacks[s]  bit t: stack t (t < s) holds the same columns as stack s
/// ```
#[derive(Clone, Copy, Debug)]
struct Twins {
    cols: [u16; 9],
    stacks: [u8; 3],
    /// Whether any line has a twin: without one the rule costs nothing.
    any: bool,
    /// The trades of twins that leave the source unchanged: within each stack every
    /// order of each set of twin columns, and every order of each set of twin stacks.
    trades: u64,
}

impl Twins {
    /// The twins of a source, read from the other source: its columns are the other's
    /// rows, nine bytes in a row.
    fn of(other: &[u8; 81]) -> Twins {
        // Each line as a word of its first eight cells and its last cell: two compares.
        let columns: [(u64, u8); 9] = std::array::from_fn(|c| {
            let head = other[c * 9..][..8].try_into().expect("eight cells");
            (u64::from_le_bytes(head), other[c * 9 + 8])
        });
        let column = |c: usize| columns[c];
        let empty = |c: usize| column(c) == (0, 0);
        let mut twins = Twins {
            cols: [0; 9],
            stacks: [0; 3],
            any: false,
            trades: 1,
        };
        for c in 0..9 {
            if empty(c) {
                // An empty column is free to the end: the free orders already count it.
                continue;
            }
            for k in c / 3 * 3..c {
                if column(k) == column(c) {
                    twins.cols[c] |= 1 << k;
                }
            }
        }
        for s in 0..3 {
            if (0..3).all(|k| empty(s * 3 + k)) {
                continue;
            }
            for t in 0..s {
                if (0..3).all(|k| column(t * 3 + k) == column(s * 3 + k)) {
                    twins.stacks[s] |= 1 << t;
                }
            }
        }
        // Twinship is equality, so the k-th line of a set of n twins has k - 1 smaller
        // twins: the product of (smaller twins + 1) over the lines is n! for each set.
        let lines = twins.cols.iter().map(|&m| m.count_ones());
        let stacks = twins.stacks.iter().map(|&m| m.count_ones());
        twins.trades = lines.chain(stacks).map(|n| u64::from(n) + 1).product();
        twins.any = twins.trades > 1;
        twins
    }

    /// Whether `order` (which of `unit`'s new columns goes at each of its places, in
    /// output order) keeps its twin columns in source order.
    fn cols_in_order(&self, unit: &Unit, order: &[u8; 3]) -> bool {
        let placed = &order[..usize::from(unit.new_count)];
        placed.iter().enumerate().all(|(k, &a)| {
            let later = &placed[k + 1..];
            let a = usize::from(unit.new_cols[usize::from(a)]);
            later
                .iter()
                .all(|&b| self.cols[a] & 1 << unit.new_cols[usize::from(b)] == 0)
        })
    }

    /// Whether two of `unit`'s new columns are twins.
    fn pins_twins(&self, unit: &Unit) -> bool {
        let new = &unit.new_cols[..usize::from(unit.new_count)];
        new.iter()
            .any(|&c| new.iter().any(|&k| self.cols[usize::from(c)] & 1 << k != 0))
    }

    /// Whether the stacks of `units`, in output order, keep twin stacks in source order.
    fn stacks_in_order(&self, units: &[Unit]) -> bool {
        units.iter().enumerate().all(|(k, a)| {
            let later = &units[k + 1..];
            later
                .iter()
                .all(|b| self.stacks[usize::from(a.stack)] & 1 << b.stack == 0)
        })
    }
}

/// The orders of up to three items, as index lists: `perms(n)` gives the `n!` orders of
/// `0..n` (the third entry of each list is unused below three).
const PERMS_1: [[u8; 3]; 1] = [[0, 1, 2]];
const PERMS_2: [[u8; 3]; 2] = [[0, 1, 2], [1, 0, 2]];
const PERMS_3: [[u8; 3]; 6] = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
];

fn perms(n: usize) -> &'static [[u8; 3]] {
    match n {
        0 | 1 => &PERMS_1,
        2 => &PERMS_2,
        _ => &PERMS_3,
    }
}

/// One pinned stack in the output row being built: its source stack and the columns this
/// row pins in it (to be put in every order).
#[derive(Clone, Copy, Default)]
struct Unit {
    stack: u8,
    new_cols: [u8; 3],
    new_count: u8,
}

/// The running search for one depth: the smallest row so far and the candidates that
/// give it.
struct Level<'a> {
    best: [u8; 9],
    /// Whether `best` holds a row yet.
    seen: bool,
    next: &'a mut Vec<Candidate>,
}

/// The minimal form of `values` (reading order, 0 = empty), one transform that gives it,
/// and how many do.
pub(crate) struct Minlex {
    pub values: [u8; 81],
    pub transform: Transform,
    pub automorphisms: u64,
}

/// Finds the minimal form of `values` (each 0 to 9).
pub(crate) fn minlex(values: &[u8; 81]) -> Minlex {
    search(values).0
}

/// [`minlex`], with the most candidates one row kept: the measure of the search's memory
/// and work that the tests bound.
fn search(values: &[u8; 81]) -> (Minlex, usize) {
    let mut sources = [[0u8; 81]; 2];
    sources[0] = *values;
    for r in 0..9 {
        for c in 0..9 {
            sources[1][r * 9 + c] = values[c * 9 + r];
        }
    }
    let twins = [Twins::of(&sources[1]), Twins::of(&sources[0])];
    let mut current = vec![Candidate::root(false), Candidate::root(true)];
    let mut next = Vec::new();
    let mut result = [0u8; 81];
    let mut kept = 0;
    for depth in 0..9 {
        next.clear();
        let mut level = Level {
            best: [0; 9],
            seen: false,
            next: &mut next,
        };
        for cand in &current {
            let source = &sources[usize::from(cand.transposed)];
            let twins_of = &twins[usize::from(cand.transposed)];
            let band_start = depth % 3 == 0;
            let allowed: u16 = if band_start {
                (0..3u8)
                    .filter(|b| cand.bands_used & 1 << b == 0)
                    .fold(0, |m, b| m | 0b111 << (b * 3))
            } else {
                let band = cand.rows[depth - 1] / 3;
                0b111 << (band * 3) & !cand.rows_used
            };
            for row in 0..9u8 {
                if allowed & 1 << row == 0 {
                    continue;
                }
                let line: &[u8; 9] = source[usize::from(row) * 9..][..9]
                    .try_into()
                    .expect("nine cells");
                // Without twins (most puzzles) the search runs without their checks.
                if twins_of.any {
                    expand::<true>(cand, depth, row, line, twins_of, &mut level);
                } else {
                    expand::<false>(cand, depth, row, line, twins_of, &mut level);
                }
            }
        }
        result[depth * 9..][..9].copy_from_slice(&level.best);
        kept = kept.max(next.len());
        std::mem::swap(&mut current, &mut next);
    }
    debug_assert!(!current.is_empty());
    // Each candidate kept stands for itself and every trade of its source's twins.
    let automorphisms = current
        .iter()
        .map(|c| c.multiplicity() * twins[usize::from(c.transposed)].trades)
        .sum();
    let found = Minlex {
        values: result,
        transform: current[0].transform(),
        automorphisms,
    };
    (found, kept)
}

/// Tries source row `row` (its cells `line`) as output row `depth` of `cand`, in every
/// placement of its clues in free columns, keeping those that tie with or beat the best.
/// `TWINS`: whether the source has twins, whose orders are then checked (a separate copy,
/// so that a source without them pays nothing for the checks).
fn expand<const TWINS: bool>(
    cand: &Candidate,
    depth: usize,
    row: u8,
    line: &[u8; 9],
    twins: &Twins,
    level: &mut Level<'_>,
) {
    // Free stacks with clues in this row, to be pinned, fewest clues first.
    let mut fresh = [Unit::default(); 3];
    let mut fresh_count = 0;
    for s in 0..3u8 {
        if cand.stack_mask & 1 << s != 0 {
            continue;
        }
        let mut unit = Unit {
            stack: s,
            ..Unit::default()
        };
        for c in s * 3..s * 3 + 3 {
            if line[usize::from(c)] != 0 {
                unit.new_cols[usize::from(unit.new_count)] = c;
                unit.new_count += 1;
            }
        }
        if unit.new_count > 0 {
            fresh[fresh_count] = unit;
            fresh_count += 1;
        }
    }
    // Insertion sort, stable: twin stacks (equal counts) stay in source order, where the
    // first of their orders below keeps them.
    for i in 1..fresh_count {
        let mut j = i;
        while j > 0 && fresh[j - 1].new_count > fresh[j].new_count {
            fresh.swap(j - 1, j);
            j -= 1;
        }
    }
    let free_stacks = 3 - usize::from(cand.pinned_stacks);
    let still_free = free_stacks - fresh_count;
    // The pinned stacks' newly pinned columns, in output order after the fresh stacks.
    let mut units = [Unit::default(); 3];
    for (i, &s) in cand.stack_at[free_stacks..].iter().enumerate() {
        let unit = &mut units[fresh_count + i];
        unit.stack = s;
        let pinned =
            &cand.col_at[usize::from(s)][3 - usize::from(cand.pinned_cols[usize::from(s)])..];
        for c in s * 3..s * 3 + 3 {
            if line[usize::from(c)] != 0 && !pinned.contains(&c) {
                unit.new_cols[usize::from(unit.new_count)] = c;
                unit.new_count += 1;
            }
        }
    }
    for stack_order in perms(fresh_count) {
        // Only orders with fewer clues first: any other loses at its first zero.
        let in_order = stack_order[..fresh_count]
            .windows(2)
            .all(|w| fresh[usize::from(w[0])].new_count <= fresh[usize::from(w[1])].new_count);
        if !in_order {
            continue;
        }
        for (i, &k) in stack_order[..fresh_count].iter().enumerate() {
            units[i] = fresh[usize::from(k)];
        }
        if TWINS && !twins.stacks_in_order(&units[..fresh_count]) {
            continue;
        }
        // Every combination of orders of each unit's newly pinned columns, as a mixed-radix
        // counter.
        let mut choice = [0usize; 3];
        let start_pinned = 3 - still_free;
        // Whether any unit pins twin columns, else every order keeps them.
        let new_twins = TWINS && units[..start_pinned].iter().any(|u| twins.pins_twins(u));
        loop {
            let keeps_twins = !new_twins
                || (0..start_pinned).all(|i| {
                    let order = &perms(usize::from(units[i].new_count))[choice[i]];
                    twins.cols_in_order(&units[i], order)
                });
            if keeps_twins {
                try_placement(cand, depth, row, line, still_free, &units, &choice, level);
            }
            let mut i = 0;
            loop {
                if i == 3 {
                    break;
                }
                choice[i] += 1;
                if choice[i] < perms(usize::from(units[i].new_count)).len() {
                    break;
                }
                choice[i] = 0;
                i += 1;
            }
            if i == 3 {
                break;
            }
        }
    }
}

/// Builds the output row of one placement, abandoning it as soon as it is larger than the
/// best row, and records the candidate it makes if it ties with or beats the best.
#[allow(clippy::too_many_arguments)]
fn try_placement(
    cand: &Candidate,
    depth: usize,
    row: u8,
    line: &[u8; 9],
    still_free: usize,
    units: &[Unit; 3],
    choice: &[usize; 3],
    level: &mut Level<'_>,
) {
    let mut out = [0u8; 9];
    let mut label = cand.label;
    let mut next_label = cand.next_label;
    // Equal to the best so far (false: already smaller, or no best yet).
    let mut tied = level.seen;
    let mut pos = still_free * 3;
    // Leading zeros of still-free stacks: compare them too.
    if tied && level.best[..pos].iter().any(|&b| b != 0) {
        tied = false;
    }
    let mut cand_next = *cand;
    let start_pinned = 3 - still_free;
    for (i, unit) in units.iter().enumerate().take(start_pinned) {
        let s = usize::from(unit.stack);
        let pinned = usize::from(cand.pinned_cols[s]);
        let new = usize::from(unit.new_count);
        let order = perms(new)[choice[i]];
        let zeros = 3 - pinned - new;
        let mut place = |value: u8, pos: &mut usize, tied: &mut bool| -> bool {
            let shown = if value == 0 {
                0
            } else {
                let l = &mut label[usize::from(value)];
                if *l == 0 {
                    *l = next_label;
                    next_label += 1;
                }
                *l
            };
            out[*pos] = shown;
            if *tied {
                if shown > level.best[*pos] {
                    return false;
                }
                if shown < level.best[*pos] {
                    *tied = false;
                }
            }
            *pos += 1;
            true
        };
        for _ in 0..zeros {
            if !place(0, &mut pos, &mut tied) {
                return;
            }
        }
        for (k, &which) in order[..new].iter().enumerate() {
            let col = unit.new_cols[usize::from(which)];
            cand_next.col_at[s][zeros + k] = col;
            if !place(line[usize::from(col)], &mut pos, &mut tied) {
                return;
            }
        }
        for p in 3 - pinned..3 {
            let col = cand.col_at[s][p];
            if !place(line[usize::from(col)], &mut pos, &mut tied) {
                return;
            }
        }
        cand_next.pinned_cols[s] = (pinned + new) as u8;
        cand_next.stack_at[still_free + i] = unit.stack;
        cand_next.stack_mask |= 1 << unit.stack;
    }
    debug_assert_eq!(pos, 9);
    cand_next.pinned_stacks = start_pinned as u8;
    cand_next.rows[depth] = row;
    cand_next.rows_used |= 1 << row;
    cand_next.bands_used |= 1 << (row / 3);
    cand_next.label = label;
    cand_next.next_label = next_label;
    if !tied {
        // Smaller than every row so far (or the first): a new best.
        level.best = out;
        level.seen = true;
        level.next.clear();
    }
    level.next.push(cand_next);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Grid;

    fn values(line: &str) -> [u8; 81] {
        line.parse::<Grid>().expect("a grid").to_values()
    }

    /// 81 equal digits, the layout of any full grid: every column and stack of both
    /// sources is a twin. Every transform gives the same image; before twins were kept
    /// once, all 3,359,232 geometric ones stood in the last row's list (some 400 MB).
    #[test]
    fn equal_digits_keep_few_candidates() {
        for d in 1..=9 {
            let (found, kept) = search(&[d; 81]);
            assert_eq!(found.values, [1; 81]);
            // Transposed or not, any rows, any columns, the eight unused digits renamed.
            assert_eq!(found.automorphisms, 2 * 1296 * 1296 * 40_320);
            // One column order a source, any row order: 2 × 1296.
            assert!(kept <= 2 * 1296, "{d}: {kept} candidates");
            // Geometry unchanged, d named 1 and the digits below it moved up one.
            let names = std::array::from_fn(|k| match (k as u8 + 1).cmp(&d) {
                std::cmp::Ordering::Less => k as u8 + 2,
                std::cmp::Ordering::Equal => 1,
                std::cmp::Ordering::Greater => k as u8 + 1,
            });
            assert_eq!(found.transform, Transform::relabel(names).unwrap());
        }
    }

    /// Twins on one side only (rows of one digit each, or columns), and puzzles with
    /// twins in several places: the transform found is the one the search found before
    /// it kept one candidate of a set of twins, and so is the count.
    #[test]
    fn twins_keep_the_transform_and_the_count() {
        let cases = [
            (
                "111111111222222222333333333444444444555555555666666666777777777888888888999999999",
                "rows=123456789 cols=123456789 digits=123456789",
                1296 * 1296,
            ),
            (
                "123456789123456789123456789123456789123456789123456789123456789123456789123456789",
                "transpose rows=123456789 cols=123456789 digits=123456789",
                1296 * 1296,
            ),
            (
                "1111111111111111111111111111111111111111.1111111111111111111111111111111111111111",
                "rows=546123789 cols=546123789 digits=123456789",
                1_672_151_040,
            ),
            (
                "112221122223332233112221122223332233112221122223332233112221122223332233112221122",
                "rows=465213879 cols=456897312 digits=321456789",
                368_640,
            ),
            (
                "122112111233223222122112111233223222122112111233223222122112111233223222122112111",
                "rows=132798546 cols=789456123 digits=123456789",
                276_480,
            ),
        ];
        for (line, transform, automorphisms) in cases {
            let (found, kept) = search(&values(line));
            assert_eq!(found.transform.to_string(), transform, "{line}");
            assert_eq!(found.automorphisms, automorphisms, "{line}");
            assert_eq!(
                found.transform.apply(&line.parse().unwrap()).to_values(),
                found.values
            );
            assert!(kept <= 2 * 1296, "{line}: {kept} candidates");
        }
    }

    #[test]
    fn twins_count_their_trades() {
        let ones = Twins::of(&[1; 81]);
        // Three twin columns in each stack (3! each), three twin stacks (3!).
        assert_eq!(ones.trades, 6 * 6 * 6 * 6);
        assert!(ones.any);
        // Empty lines are no twins: their orders are counted as free ones.
        let empty = Twins::of(&[0; 81]);
        assert_eq!((empty.trades, empty.any), (1, false));
        let puzzle = values(
            "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
        );
        assert_eq!(Twins::of(&puzzle).trades, 1);
        // Columns 1 and 2 the same, column 3 empty; stacks 2 and 3 the same (given as the
        // other source, whose row c is column c).
        let mut other = [0; 81];
        for r in 0..9 {
            other[r] = 5;
            other[9 + r] = 5;
            for c in 3..9 {
                other[c * 9 + r] = (r + c % 3) as u8 % 9 + 1;
            }
        }
        let twins = Twins::of(&other);
        assert_eq!(twins.cols[1], 0b1);
        assert_eq!(twins.stacks, [0, 0, 0b10]);
        assert_eq!(twins.trades, 2 * 2);
    }
}
