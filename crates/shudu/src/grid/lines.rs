//! What a German whispers line and a renban line say of their digits, over candidate
//! masks (bit d−1 for digit d): [`whisper_partners`] and [`renban_windows`]. The relations
//! alone, which the solver's kernel and the logic engine both read; the lines themselves,
//! with their cells and forms, are `variant/constraints/whispers.rs`'s and `renban.rs`'s.
//!
//! ```text
//! whispers, neighbour {3, 8}, difference 5, digits 1–9:
//!   at most  highest − 5 = 8 − 5 = 3   → 1 2 3
//!   at least lowest + 5  = 3 + 5 = 8   → 8 9
//! renban, 3 cells {1,2,7} {2,8} {1,9}:
//!   1–3: 3 is no cell's ✗ … 7–9: each cell has one, each digit some cell ✓ → {7} {8} {9}
//! ```

/// The digits 1..=`n` that differ by at least `difference` from some digit of `mask`:
/// what a neighbour on a German whispers line may hold.
///
/// ```
/// use shudu::grid::whisper_partners;
/// // {3, 8} at 5 apart on 1–9: 1–3 and 8–9.
/// assert_eq!(whisper_partners(1 << 2 | 1 << 7, 5, 9), 0b1_1000_0111);
/// assert_eq!(whisper_partners(1 << 4, 5, 9), 0); // 5 has no partner
/// ```
pub fn whisper_partners(mask: u32, difference: u32, n: u32) -> u32 {
    if mask == 0 || n == 0 {
        return 0;
    }
    let low = mask.trailing_zeros() + 1;
    let high = 32 - mask.leading_zeros();
    let all = (1u64 << n) - 1;
    // Digits 1 ..= high − difference.
    let below = if high > difference {
        (1u64 << (high - difference)) - 1
    } else {
        0
    };
    // Digits low + difference ..= n.
    let above = if low + difference <= n {
        all & !((1u64 << (low + difference - 1)) - 1)
    } else {
        0
    };
    ((below | above) & all) as u32
}

/// For the cells of a renban line with candidate masks `masks` on digits 1..=`n`, what
/// each keeps: its candidates inside some window of `masks.len()` consecutive digits that
/// still fits (every cell has a candidate in it, every digit of it is some cell's
/// candidate); `None` when none fits.
///
/// ```
/// use shudu::grid::renban_windows;
/// // {1,2,7} {2,8} {1,9}: only 7–9 fits.
/// let kept = renban_windows(&[0b100_0011, 0b1000_0010, 0b1_0000_0001], 9);
/// assert_eq!(kept, Some(vec![1 << 6, 1 << 7, 1 << 8]));
/// assert_eq!(renban_windows(&[1, 1 << 8, 0x1ff], 9), None); // 1 and 9 on three cells
/// ```
pub fn renban_windows(masks: &[u32], n: u32) -> Option<Vec<u32>> {
    let k = masks.len() as u32;
    if k == 0 || k > n {
        return None;
    }
    let union = masks.iter().fold(0, |u, &m| u | m);
    let mut keep = vec![0u32; masks.len()];
    let mut fits = false;
    for start in 0..=n - k {
        let window = (((1u64 << k) - 1) << start) as u32;
        if union & window != window || masks.iter().any(|&m| m & window == 0) {
            continue;
        }
        fits = true;
        for (kept, &m) in keep.iter_mut().zip(masks) {
            *kept |= m & window;
        }
    }
    fits.then_some(keep)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn whisper_partners_are_the_two_far_runs() {
        assert_eq!(whisper_partners(0, 5, 9), 0);
        // On 1–25, 13 pairs with 1 and 25 at 12 apart.
        assert_eq!(whisper_partners(1 << 12, 12, 25), 1 | 1 << 24);
        // Digits 1–6 at 3 apart: 1 or 6 leave every digit; 3 leaves only 6.
        assert_eq!(whisper_partners(0b10_0001, 3, 6), 0b11_1111);
        assert_eq!(whisper_partners(1 << 2, 3, 6), 0b10_0000);
    }

    #[test]
    fn renban_windows_keep_runs_that_fit() {
        assert_eq!(renban_windows(&[0x1ff; 3], 9), Some(vec![0x1ff; 3]));
        // A 5 keeps 3–7.
        assert_eq!(
            renban_windows(&[0x1ff, 1 << 4, 0x1ff], 9),
            Some(vec![0b111_1100, 0b1_0000, 0b111_1100])
        );
        assert_eq!(renban_windows(&[0x1ff; 10], 9), None);
    }
}
