//! The bit toolbox of the finders: the set bits of a candidate or place mask, their
//! count, and the masks of k bits among n (all of them, or those whose sets cover
//! exactly k digits). A leaf: masks in, masks and indices out, nothing of the board.
//!
//! A mask's bit i stands for digit i+1 (a candidate mask) or for the i-th cell of a
//! house (a place mask):
//!
//! ```text
//!   bit:   8 7 6 5 4 3 2 1 0
//!   digit: 9 8 7 6 5 4 3 2 1      0b0_1000_0101 = {1, 3, 8}
//! ```

/// The zero-based indices of the set bits of a small mask, in increasing order.
pub(super) fn bits(mask: u16) -> impl Iterator<Item = usize> {
    let mut rest = mask;
    std::iter::from_fn(move || {
        (rest != 0).then(|| {
            let i = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            i
        })
    })
}

/// How many of the nine digit bits of `mask` are set, read from a table: the build
/// targets processors without a bit-count instruction, where `count_ones` takes a dozen
/// operations, and the searches ask it in their inner loops.
pub(super) fn bit_count(mask: u16) -> u8 {
    const TABLE: [u8; 512] = {
        let mut table = [0u8; 512];
        let mut m = 1;
        while m < 512 {
            table[m] = table[m >> 1] + (m & 1) as u8;
            m += 1;
        }
        table
    };
    TABLE[usize::from(mask & 0x1ff)]
}

/// The masks over `n` bits with exactly `k` bits set, in increasing order.
pub(super) fn subsets(n: u32, k: u32) -> impl Iterator<Item = u16> {
    // Gosper's step from one mask to the next greater with as many bits: the finders call
    // this in their inner loops, so only the wanted masks are visited.
    let end = 1u32 << n;
    let mut next = (k <= n).then_some((1u32 << k) - 1);
    std::iter::from_fn(move || {
        let m = next.filter(|&m| m < end)?;
        next = (m != 0).then(|| {
            let low = m & m.wrapping_neg();
            let ripple = m + low;
            ripple | (((m ^ ripple) >> 2) / low)
        });
        Some(m as u16)
    })
}

/// Calls `f`, in increasing order (that of `subsets(9, n)`), with every mask of `n` bits
/// of `allowed` whose `sets` together cover exactly `n` bits. A mask is built from its
/// highest bit down, so a partial mask whose sets already cover more than `n` bits cuts
/// every mask that holds it.
pub(super) fn tight_subsets(sets: &[u16; 9], allowed: u16, n: u32, f: &mut impl FnMut(u16)) {
    fn grow(
        sets: &[u16; 9],
        allowed: u16,
        n: u32,
        left: u32,
        chosen: u16,
        union: u16,
        f: &mut impl FnMut(u16),
    ) {
        if left == 0 {
            if union.count_ones() == n {
                f(chosen);
            }
            return;
        }
        for i in bits(allowed) {
            let below = allowed & ((1 << i) - 1);
            if below.count_ones() + 1 < left {
                continue;
            }
            let union = union | sets[i];
            if union.count_ones() <= n {
                grow(sets, below, n, left - 1, chosen | 1 << i, union, f);
            }
        }
    }
    grow(sets, allowed & 0x1ff, n, n, 0, 0, f);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn subsets_are_every_mask_of_k_bits_in_increasing_order() {
        for n in 0..=9 {
            for k in 0..=n {
                let plain: Vec<u16> = (0u16..1 << n).filter(|m| m.count_ones() == k).collect();
                assert_eq!(subsets(n, k).collect::<Vec<_>>(), plain, "n={n} k={k}");
            }
        }
    }

    #[test]
    fn tight_subsets_are_the_subsets_covering_n_bits_in_order() {
        let mut seed = 0x9e37_79b9u32;
        for _ in 0..2000 {
            let sets: [u16; 9] = std::array::from_fn(|_| {
                seed ^= seed << 13;
                seed ^= seed >> 17;
                seed ^= seed << 5;
                (seed & seed >> 9 & 0x1ff) as u16
            });
            let allowed = (seed >> 20) as u16 & 0x1ff;
            for n in 1..=4 {
                let plain: Vec<u16> = subsets(9, n)
                    .filter(|&m| m & !allowed == 0)
                    .filter(|&m| bits(m).fold(0u16, |u, i| u | sets[i]).count_ones() == n)
                    .collect();
                let mut found = Vec::new();
                tight_subsets(&sets, allowed, n, &mut |m| found.push(m));
                assert_eq!(found, plain, "n={n}");
            }
        }
    }

    #[test]
    fn bit_count_counts_the_digit_bits() {
        for mask in 0u16..1024 {
            assert_eq!(u32::from(bit_count(mask)), (mask & 0x1ff).count_ones());
        }
    }

    #[test]
    fn bits_lists_set_bits_in_increasing_order() {
        for mask in [0u16, 1, 0b1010_0110, 0x8001, 0x01ff] {
            let plain: Vec<usize> = (0..16).filter(|i| mask & (1 << i) != 0).collect();
            assert_eq!(bits(mask).collect::<Vec<_>>(), plain);
        }
    }
}
