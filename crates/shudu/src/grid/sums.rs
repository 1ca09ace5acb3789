//! What a sandwich clue says of its row or column and a little killer clue of its
//! diagonal, over candidate masks (bit d−1 for digit d): [`sandwich_keep`] and
//! [`little_killer_keep`]. The relations alone, which the solver's kernel and the logic
//! engine both read; the clues themselves, with their lines and forms, are
//! `variant/constraints/sandwich.rs`'s and `little_killer.rs`'s.
//!
//! A row of n cells holds each digit once, so a sandwich is decided by where its 1 and
//! its n stand and which digits lie between them. Every placement of the two crusts
//! among the cells' candidates is tried; between them must go a set of distinct digits
//! from 2 to n−1 of the right count and sum (listed once per call), and outside them the
//! digits left over:
//!
//! ```text
//! 9×9, sum 5, 1 in c1: 9 in c3 with {5} between, or in c4 with {2,3} between
//!   c2 keeps 2 3 5 · c3 keeps 3 9 · c4 keeps 2 9 … (and every other pair of crusts)
//! ```

/// Digit sets (masks) longer than this are not listed: a placement of the crusts is then
/// judged by the least and greatest sum of its count of digits alone.
const MAX_FILLINGS: usize = 4096;

/// For the `n` cells of a row or column (candidate masks `masks`, in order along it,
/// digits 1..=n) under a sandwich clue of `sum`, what each cell keeps: the candidates it
/// holds in some placement of the 1 and the n whose cells between can hold distinct
/// digits adding up to `sum`; `None` when no placement fits.
///
/// ```
/// use shudu::grid::sandwich_keep;
/// // 4×4, sum 0: the 1 and the 4 stand side by side.
/// let kept = sandwich_keep(&[1, 0b1111, 0b1111, 0b1111], 0).unwrap();
/// assert_eq!(kept, [1, 0b1000, 0b0110, 0b0110]);
/// // A sum no digits between can make.
/// assert_eq!(sandwich_keep(&[0b1111; 4], 7), None);
/// ```
pub fn sandwich_keep(masks: &[u32], sum: u32) -> Option<Vec<u32>> {
    let n = masks.len();
    if !(2..=25).contains(&n) {
        return None;
    }
    let (one, top) = (1u32, 1u32 << (n - 1));
    let all = ((1u64 << n) - 1) as u32;
    let middle = all & !one & !top;
    let fillings = fillings(n as u32, sum);
    let mut keep = vec![0u32; n];
    for i in (0..n).filter(|&i| masks[i] & one != 0) {
        for j in (0..n).filter(|&j| j != i && masks[j] & top != 0) {
            let (lo, hi) = (i.min(j), i.max(j));
            let between = &masks[lo + 1..hi];
            let outside = || (0..n).filter(move |&k| k != i && k != j && !(lo..=hi).contains(&k));
            // For each filling of the cells between that fits, what the cells between
            // and outside may then hold.
            let (mut inner, mut outer, mut feasible) = (0u32, 0u32, false);
            match fillings.as_ref().map(|f| &f[between.len()]) {
                Some(sets) => {
                    for &set in sets {
                        let rest = middle & !set;
                        if between.iter().all(|&m| m & set != 0)
                            && between.iter().fold(0, |u, &m| u | m) & set == set
                            && outside().all(|k| masks[k] & rest != 0)
                        {
                            feasible = true;
                            inner |= set;
                            outer |= rest;
                        }
                    }
                }
                None => {
                    let k = between.len() as u32;
                    // The k least and the k greatest of 2..n−1.
                    let least = k * (k + 3) / 2;
                    let greatest = k * (2 * n as u32 - k - 1) / 2;
                    feasible = (least..=greatest).contains(&sum)
                        && between.iter().all(|&m| m & middle != 0)
                        && outside().all(|k| masks[k] & middle != 0);
                    (inner, outer) = (middle, middle);
                }
            }
            if !feasible {
                continue;
            }
            keep[i] |= one;
            keep[j] |= top;
            for k in lo + 1..hi {
                keep[k] |= masks[k] & inner;
            }
            for k in outside() {
                keep[k] |= masks[k] & outer;
            }
        }
    }
    let kept: Vec<u32> = keep.iter().zip(masks).map(|(&k, &m)| k & m).collect();
    kept.iter().all(|&m| m != 0).then_some(kept)
}

/// For the cells of a little killer's diagonal (candidate masks `masks`, in order) whose
/// digits add up to `sum`, what each keeps: the candidates some choice of one candidate
/// per cell making the sum uses. Digits may repeat along a diagonal (where a box keeps
/// two of its cells apart, the kernel's peers do); `None` when no choice makes the sum.
///
/// The sums the cells before each cell can make and those the cells after it can make are
/// listed once each way, so a candidate d of cell k stays when some sum a before it and
/// `sum − a − d` after it exist.
///
/// ```
/// use shudu::grid::little_killer_keep;
/// // Two cells adding up to 17 on 1–9: 8 and 9 either way round.
/// assert_eq!(little_killer_keep(&[0x1ff, 0x1ff], 17), Some(vec![0b1_1000_0000; 2]));
/// // Three cells cannot make 2.
/// assert_eq!(little_killer_keep(&[0x1ff; 3], 2), None);
/// ```
pub fn little_killer_keep(masks: &[u32], sum: u32) -> Option<Vec<u32>> {
    let mut kept = masks.to_vec();
    narrow_little_killer(&mut kept, sum).then_some(kept)
}

/// [`little_killer_keep`] in place: narrows `masks` to what each cell keeps; `false` (the
/// masks then half narrowed) when no choice makes the sum. The kernel calls this at every
/// node of its search, so the common case allocates nothing.
pub(crate) fn narrow_little_killer(masks: &mut [u32], sum: u32) -> bool {
    if sum < 128 && masks.len() < SMALL_DIAGONAL {
        narrow_little_killer_small(masks, sum)
    } else {
        narrow_little_killer_wide(masks, sum)
    }
}

/// Diagonals shorter than this (every board's up to 31×31) keep their reachable sums on
/// the stack.
const SMALL_DIAGONAL: usize = 32;

/// The digits of a candidate mask, from 1 up.
fn digits(mut m: u32) -> impl Iterator<Item = u32> {
    std::iter::from_fn(move || {
        (m != 0).then(|| {
            let b = m.trailing_zeros();
            m &= m - 1;
            b + 1
        })
    })
}

/// [`narrow_little_killer`] for any sum: the sums each side can make as lists of flags.
fn narrow_little_killer_wide(masks: &mut [u32], sum: u32) -> bool {
    let total = sum as usize;
    // before[k][a]: the cells before k can add up to a; after[k][a]: cells k.. can.
    let len = masks.len();
    let mut before = vec![vec![false; total + 1]; len + 1];
    before[0][0] = true;
    for k in 0..len {
        for a in 0..=total {
            if !before[k][a] {
                continue;
            }
            for d in digits(masks[k])
                .map(|d| d as usize)
                .filter(|&d| a + d <= total)
            {
                before[k + 1][a + d] = true;
            }
        }
    }
    let mut after = vec![vec![false; total + 1]; len + 1];
    after[len][0] = true;
    for k in (0..len).rev() {
        for a in 0..=total {
            if !after[k + 1][a] {
                continue;
            }
            for d in digits(masks[k])
                .map(|d| d as usize)
                .filter(|&d| a + d <= total)
            {
                after[k][a + d] = true;
            }
        }
    }
    if !after[0][total] {
        return false;
    }
    for (k, mask) in masks.iter_mut().enumerate() {
        *mask = digits(*mask)
            .filter(|&d| {
                let d = d as usize;
                (0..=total.saturating_sub(d))
                    .any(|a| before[k][a] && a + d <= total && after[k + 1][total - a - d])
            })
            .fold(0u32, |m, d| m | 1 << (d - 1));
    }
    masks.iter().all(|&m| m != 0)
}

/// [`narrow_little_killer`] for sums below 128 (every 9×9 diagonal's): the sums each side
/// can make as the bits of one `u128`, so a cell's digits shift the set at once.
///
/// ```text
/// before[k]  bit a set: the cells before k can add up to a
/// after[k]   bit a set: the cells from k on can add up to a
/// d stays in cell k when before[k] << d meets {sum − a : a in after[k + 1]}
/// ```
fn narrow_little_killer_small(masks: &mut [u32], sum: u32) -> bool {
    let limit = if sum == 127 {
        u128::MAX
    } else {
        (1u128 << (sum + 1)) - 1
    };
    let reach = |from: u128, m: u32| digits(m).fold(0u128, |acc, d| acc | from << d) & limit;
    let len = masks.len();
    debug_assert!(len < SMALL_DIAGONAL);
    let mut before = [0u128; SMALL_DIAGONAL + 1];
    before[0] = 1;
    for k in 0..len {
        before[k + 1] = reach(before[k], masks[k]);
    }
    let mut after = [0u128; SMALL_DIAGONAL + 1];
    after[len] = 1;
    for k in (0..len).rev() {
        after[k] = reach(after[k + 1], masks[k]);
    }
    if after[0] >> sum & 1 == 0 {
        return false;
    }
    for (k, mask) in masks.iter_mut().enumerate() {
        // The sums the cells after k leave for the cells up to k: sum − y.
        let wanted = after[k + 1].reverse_bits() >> (127 - sum);
        *mask = digits(*mask)
            .filter(|&d| (before[k] << d) & wanted != 0)
            .fold(0u32, |m, d| m | 1 << (d - 1));
        if *mask == 0 {
            return false;
        }
    }
    true
}

/// For each count k from 0 to n−2, every set of k distinct digits from 2 to n−1 adding
/// up to `sum`, as masks; `None` when there are more than [`MAX_FILLINGS`] in all.
fn fillings(n: u32, sum: u32) -> Option<Vec<Vec<u32>>> {
    fn walk(d: u32, n: u32, left: u32, mask: u32, out: &mut [Vec<u32>], count: &mut usize) -> bool {
        if left == 0 {
            out[mask.count_ones() as usize].push(mask);
            *count += 1;
            return *count <= MAX_FILLINGS;
        }
        // What d..n−1 add up to at most: less than what is left, and no set is near.
        let most = |d: u32| (n - 1) * n / 2 - (d - 1) * d / 2;
        let mut d = d;
        while d < n && d <= left && most(d) >= left {
            if !walk(d + 1, n, left - d, mask | 1 << (d - 1), out, count) {
                return false;
            }
            d += 1;
        }
        true
    }
    let mut out = vec![Vec::new(); n as usize - 1];
    let mut count = 0;
    walk(2, n, sum, 0, &mut out, &mut count).then_some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What each cell keeps, by trying every arrangement of digits 1..=n on the line.
    fn by_permutations(masks: &[u32], sum: u32) -> Option<Vec<u32>> {
        fn walk(
            k: usize,
            masks: &[u32],
            used: u32,
            line: &mut Vec<u32>,
            sum: u32,
            keep: &mut [u32],
        ) {
            let n = masks.len();
            if k == n {
                let at = |d: u32| line.iter().position(|&x| x == d).unwrap();
                let (a, b) = (at(1), at(n as u32));
                let (lo, hi) = (a.min(b), a.max(b));
                if line[lo + 1..hi].iter().sum::<u32>() == sum {
                    for (kept, &d) in keep.iter_mut().zip(line.iter()) {
                        *kept |= 1 << (d - 1);
                    }
                }
                return;
            }
            for d in 1..=n as u32 {
                let bit = 1 << (d - 1);
                if used & bit == 0 && masks[k] & bit != 0 {
                    line.push(d);
                    walk(k + 1, masks, used | bit, line, sum, keep);
                    line.pop();
                }
            }
        }
        let mut keep = vec![0; masks.len()];
        walk(0, masks, 0, &mut Vec::new(), sum, &mut keep);
        keep.iter().all(|&m| m != 0).then_some(keep)
    }

    #[test]
    fn keeps_what_some_arrangement_uses_on_free_lines() {
        // On a free line the sum and the placements of the crusts are all that count,
        // and every digit a cell keeps must be used by a whole arrangement.
        for n in [4usize, 6] {
            let all = (1u32 << n) - 1;
            let most = (2..n as u32).sum::<u32>();
            for sum in 0..=most + 1 {
                assert_eq!(
                    sandwich_keep(&vec![all; n], sum),
                    by_permutations(&vec![all; n], sum),
                    "{n} cells, sum {sum}"
                );
            }
        }
    }

    #[test]
    fn never_removes_a_digit_some_arrangement_uses() {
        // Pinned cells: the keep may be looser than the arrangements (it checks the
        // cells between and outside apart), never tighter.
        let n = 6;
        let all = 0b11_1111u32;
        let cases: [(Vec<u32>, u32); 4] = [
            (vec![1, all, all, all, all, all], 5),
            (vec![all, 1 << 5, all, all, 1, all], 9),
            (vec![all, all, 0b110, all, all, all], 0),
            (vec![0b1000, all, all, all, 1, all], 4),
        ];
        for (masks, sum) in cases {
            assert_eq!(masks.len(), n);
            let exact = by_permutations(&masks, sum);
            let kept = sandwich_keep(&masks, sum);
            match (exact, kept) {
                (Some(e), Some(k)) => {
                    assert!(
                        e.iter().zip(&k).all(|(&e, &k)| e & !k == 0),
                        "{masks:?} {sum}"
                    )
                }
                (Some(e), None) => panic!("{masks:?} sum {sum} has {e:?}"),
                (None, _) => {}
            }
        }
    }

    #[test]
    fn the_classic_board_pins_the_crusts() {
        let all = 0x1ffu32;
        // Sum 35 on 9×9: 2..8 all between, so the 1 and the 9 are the line's ends.
        let kept = sandwich_keep(&[all; 9], 35).unwrap();
        assert_eq!(kept[0], 1 | 1 << 8);
        assert_eq!(kept[8], 1 | 1 << 8);
        assert!(kept[1..8].iter().all(|&m| m == all & !1 & !(1 << 8)));
        // Sum 0 with the 1 in c5: the 9 beside it.
        let mut masks = [all & !1; 9];
        masks[4] = 1;
        let kept = sandwich_keep(&masks, 0).unwrap();
        assert_eq!(kept[3] & 1 << 8, 1 << 8);
        assert_eq!(kept[0] & 1 << 8, 0);
        assert_eq!(sandwich_keep(&[all; 9], 36), None);
    }

    #[test]
    fn little_killers_keep_what_some_choice_uses() {
        // Against every choice of one candidate per cell.
        let cases: [(&[u32], u32); 4] = [
            (&[0x1ff, 0x1ff, 0x1ff], 26),
            (&[0b1010, 0x1ff, 1 << 8], 13),
            (&[0x1ff; 4], 4),
            (&[0b11, 0b110, 0b1100], 9),
        ];
        for (masks, sum) in cases {
            let mut keep = vec![0u32; masks.len()];
            let mut choice = vec![0u32; masks.len()];
            fn walk(k: usize, masks: &[u32], sum: u32, choice: &mut [u32], keep: &mut [u32]) {
                if k == masks.len() {
                    if choice.iter().sum::<u32>() == sum {
                        for (kept, &d) in keep.iter_mut().zip(choice.iter()) {
                            *kept |= 1 << (d - 1);
                        }
                    }
                    return;
                }
                for d in (1..=9).filter(|d| masks[k] >> (d - 1) & 1 == 1) {
                    choice[k] = d;
                    walk(k + 1, masks, sum, choice, keep);
                }
            }
            walk(0, masks, sum, &mut choice, &mut keep);
            let exact = keep.iter().all(|&m| m != 0).then_some(keep);
            assert_eq!(little_killer_keep(masks, sum), exact, "{masks:?} {sum}");
        }
    }

    #[test]
    fn little_killer_sums_agree_on_both_paths() {
        // The u128 path (sums below 128) against the general one.
        let cases: [(&[u32], u32); 4] = [
            (&[0x1ff, 0b1010, 0x1ff, 1 << 8], 20),
            (&[0b110; 5], 12),
            (&[0x1ff; 9], 45),
            (&[0x1ff; 2], 19),
        ];
        let by = |narrow: fn(&mut [u32], u32) -> bool, masks: &[u32], sum| {
            let mut kept = masks.to_vec();
            narrow(&mut kept, sum).then_some(kept)
        };
        for (masks, sum) in cases {
            assert_eq!(
                by(narrow_little_killer_small, masks, sum),
                by(narrow_little_killer_wide, masks, sum),
                "{masks:?} {sum}"
            );
        }
        // 16 cells of 1–16 adding up to 250: each at least 250 − 15 × 16 = 10.
        let all = (1u32 << 16) - 1;
        let big = little_killer_keep(&[all; 16], 250).unwrap();
        assert!(big.iter().all(|&m| m == all & !((1 << 9) - 1)), "{big:?}");
    }

    #[test]
    fn large_boards_fall_back_on_bounds() {
        let all = (1u32 << 25) - 1;
        let kept = sandwich_keep(&[all; 25], 150).unwrap();
        assert!(kept.iter().all(|&m| m != 0));
        // More than 2 + … + 24 = 299 cannot be.
        assert_eq!(sandwich_keep(&[all; 25], 300), None);
    }
}
