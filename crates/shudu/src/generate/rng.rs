//! The generator's own small random number generator: xoshiro256** seeded through
//! SplitMix64, as their authors recommend.
//!
//! The library takes no external crates, and the generator needs a stream that is the
//! same on every platform and in every version, so that a `--seed` names the same puzzles
//! forever. [`Rng::for_puzzle`] derives one independent stream per (seed, puzzle index),
//! which is what lets a batch be split over threads without changing a single puzzle.
//!
//! Read next: `full_grid.rs` and `minimize.rs` draw from it.

/// SplitMix64: a 64-bit counter passed through a strong mixing function. Used only to
/// spread a seed over the 256-bit xoshiro state (and to hash the puzzle index), because
/// it turns even seeds like 0, 1, 2 into well-mixed, unrelated words.
#[derive(Clone, Debug)]
pub(crate) struct SplitMix64 {
    state: u64,
}

impl SplitMix64 {
    pub(crate) const GAMMA: u64 = 0x9e37_79b9_7f4a_7c15;

    pub(crate) const fn new(seed: u64) -> SplitMix64 {
        SplitMix64 { state: seed }
    }

    pub(crate) fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(Self::GAMMA);
        mix64(self.state)
    }
}

/// The SplitMix64 finaliser: a bijection on `u64` in which every input bit affects every
/// output bit. Also the step of the nested chains' fingerprints (`chains/nested.rs`).
pub(crate) const fn mix64(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// xoshiro256**: fast, small, and of good statistical quality for shuffling and sampling.
#[derive(Clone, Debug)]
pub(crate) struct Rng {
    s: [u64; 4],
}

impl Rng {
    /// A generator whose 256-bit state is four SplitMix64 outputs from `seed`.
    pub(crate) fn from_seed(seed: u64) -> Rng {
        let mut sm = SplitMix64::new(seed);
        let s = [sm.next_u64(), sm.next_u64(), sm.next_u64(), sm.next_u64()];
        // Four consecutive SplitMix64 outputs are never all zero (the finaliser is a
        // bijection of distinct counters), so the all-zero state xoshiro must avoid
        // cannot occur.
        Rng { s }
    }

    /// The stream for puzzle `index` of the batch named by `seed`.
    ///
    /// The index is mixed before it meets the seed, so neighbouring (seed, index) pairs —
    /// (1, 0) and (0, 1), say — give unrelated streams rather than shifted copies.
    pub(crate) fn for_puzzle(seed: u64, index: u64) -> Rng {
        let index_hash = mix64(index.wrapping_add(SplitMix64::GAMMA));
        Rng::from_seed(mix64(seed) ^ index_hash)
    }

    /// A generator with exactly this state, for checking against published test vectors.
    #[cfg(test)]
    fn from_state(s: [u64; 4]) -> Rng {
        Rng { s }
    }

    pub(crate) fn next_u64(&mut self) -> u64 {
        let result = self.s[1].wrapping_mul(5).rotate_left(7).wrapping_mul(9);
        let t = self.s[1] << 17;
        self.s[2] ^= self.s[0];
        self.s[3] ^= self.s[1];
        self.s[1] ^= self.s[2];
        self.s[0] ^= self.s[3];
        self.s[2] ^= t;
        self.s[3] = self.s[3].rotate_left(45);
        result
    }

    /// A uniform value in `0..n` (`n >= 1`), without modulo bias (Lemire's method: the
    /// high half of a 64×32-bit product, redrawing the few values that would favour some
    /// results).
    pub(crate) fn below(&mut self, n: u32) -> u32 {
        debug_assert!(n >= 1);
        let threshold = n.wrapping_neg() % n;
        loop {
            let product = (self.next_u64() >> 32) * u64::from(n);
            if (product as u32) >= threshold {
                return (product >> 32) as u32;
            }
        }
    }

    /// A fair coin.
    pub(crate) fn coin(&mut self) -> bool {
        self.next_u64() >> 63 == 1
    }

    /// Shuffles `items` uniformly (Fisher–Yates).
    pub(crate) fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i as u32 + 1) as usize;
            items.swap(i, j);
        }
    }

    /// A uniformly random permutation of `0..N`.
    pub(crate) fn permutation<const N: usize>(&mut self) -> [u8; N] {
        let mut items: [u8; N] = std::array::from_fn(|i| i as u8);
        self.shuffle(&mut items);
        items
    }

    /// One set bit of `mask` (non-zero), each equally likely.
    pub(crate) fn pick_bit(&mut self, mask: u16) -> u16 {
        debug_assert!(mask != 0);
        let mut rest = mask;
        for _ in 0..self.below(mask.count_ones()) {
            rest &= rest - 1;
        }
        rest & rest.wrapping_neg()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splitmix64_matches_the_reference_output() {
        let mut sm = SplitMix64::new(0);
        assert_eq!(sm.next_u64(), 0xe220_a839_7b1d_cdaf);
        assert_eq!(sm.next_u64(), 0x6e78_9e6a_a1b9_65f4);
        assert_eq!(sm.next_u64(), 0x06c4_5d18_8009_454f);
    }

    #[test]
    fn xoshiro256starstar_matches_the_reference_output() {
        let mut rng = Rng::from_state([1, 2, 3, 4]);
        let expected: [u64; 10] = [
            11520,
            0,
            1509978240,
            1215971899390074240,
            1216172134540287360,
            607988272756665600,
            16172922978634559625,
            8476171486693032832,
            10595114339597558777,
            2904607092377533576,
        ];
        for want in expected {
            assert_eq!(rng.next_u64(), want);
        }
    }

    #[test]
    fn same_seed_same_stream_and_indices_differ() {
        let draw = |seed, index| {
            let mut rng = Rng::for_puzzle(seed, index);
            [rng.next_u64(), rng.next_u64(), rng.next_u64()]
        };
        assert_eq!(draw(7, 3), draw(7, 3));
        assert_ne!(draw(7, 3), draw(7, 4));
        assert_ne!(draw(0, 1), draw(1, 0));
        assert_ne!(draw(0, 0), draw(1, 0));
    }

    #[test]
    fn below_stays_in_range_and_reaches_every_value() {
        let mut rng = Rng::from_seed(42);
        let mut seen = [0u32; 9];
        for _ in 0..9000 {
            let v = rng.below(9) as usize;
            seen[v] += 1;
        }
        // Each value expects 1000 hits; a fair generator lands well inside this band.
        assert!(seen.iter().all(|&n| (850..1150).contains(&n)), "{seen:?}");
    }

    #[test]
    fn permutations_and_bit_picks_are_valid() {
        let mut rng = Rng::from_seed(5);
        let mut p: [u8; 9] = rng.permutation();
        p.sort_unstable();
        assert_eq!(p, [0, 1, 2, 3, 4, 5, 6, 7, 8]);
        let mask = 0b1_0100_1001;
        let mut picked = 0;
        for _ in 0..200 {
            let bit = rng.pick_bit(mask);
            assert_eq!(bit.count_ones(), 1);
            assert_eq!(bit & mask, bit);
            picked |= bit;
        }
        assert_eq!(picked, mask);
    }
}
