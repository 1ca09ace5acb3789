//! The vector operations of the triad kernel, and the one module of it with `unsafe`
//! code: sixteen 16-bit lanes (one box, see `triad.rs`), on AVX2 where the CPU has it and
//! as plain arrays everywhere else.
//!
//! The kernel's propagation is written once, generic over [`Lanes`], and compiled once
//! per implementation:
//! - [`Portable`]: `[u16; 16]` and loops, any target (the compiler vectorises the
//!   lane-wise steps for the x86-64 baseline; the shuffles are table loops);
//! - `Avx2` (x86-64 only): one `__m256i` register a box; a lane shuffle is one `pshufb`,
//!   a rotation of the 4×4 matrix by rows one `vpermq`, a population count per lane the
//!   nibble-table `pshufb` trick. An `Avx2` token exists only once
//!   `is_x86_feature_detected!` has found every feature the path is compiled for, so
//!   holding one is the proof that its `target_feature` functions may be called.
//!
//! Both give the same results bit for bit (tests below compare every operation on
//! pseudo-random vectors, and whole searches). Read next: `triad.rs`, whose search is the
//! generic body these entry points wrap.
//!
//! ```text
//!   lanes of a 256-bit vector, as 16 × u16          in-half shuffle (pshufb): lane i reads
//!   half 0 (bits 0..127)  half 1 (bits 128..255)    lane (i / 8) * 8 + table[i] of the same
//!   0 1 2 3 4 5 6 7       8 9 ...          15       half, or 0 where table[i] is NONE
//! ```

use super::{KernelRun, Search, State, run};

/// A vector of sixteen 16-bit lanes as it is stored: aligned for a 256-bit load.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
#[repr(C, align(32))]
pub(super) struct Lanes16(pub [u16; 16]);

/// A table lane that reads nothing: the result lane is 0.
pub(super) const NONE: u8 = 0xff;

/// An in-half lane shuffle: `lanes[i]` is the lane (0..8) of `i`'s own half that lane `i`
/// reads, or [`NONE`]; `bytes` is the same as a `pshufb` control.
#[derive(Clone, Copy, Debug)]
pub(super) struct Shuffle {
    lanes: [u8; 16],
    bytes: Bytes32,
}

#[derive(Clone, Copy, Debug)]
#[repr(C, align(32))]
struct Bytes32([u8; 32]);

impl Shuffle {
    /// The shuffle reading lane `lanes[i]` of its own half into lane `i`.
    pub(super) const fn new(lanes: [u8; 16]) -> Shuffle {
        let mut bytes = [0u8; 32];
        let mut i = 0;
        while i < 16 {
            let l = lanes[i];
            assert!(l == NONE || l < 8, "an in-half shuffle reads lanes 0..8");
            // pshufb zeroes a byte whose control has its top bit set.
            let (lo, hi) = if l == NONE {
                (0x80, 0x80)
            } else {
                (2 * l, 2 * l + 1)
            };
            bytes[2 * i] = lo;
            bytes[2 * i + 1] = hi;
            i += 1;
        }
        Shuffle {
            lanes,
            bytes: Bytes32(bytes),
        }
    }
}

/// Any lane to any lane: `from[i]` is the lane (0..16) lane `i` reads, or [`NONE`]. Made
/// of two in-half shuffles, one of the vector and one of it with its halves swapped.
#[derive(Clone, Copy, Debug)]
pub(super) struct Gather {
    same: Shuffle,
    cross: Shuffle,
}

impl Gather {
    /// The gather reading lane `from[i]` into lane `i`.
    pub(super) const fn new(from: [u8; 16]) -> Gather {
        let mut same = [NONE; 16];
        let mut cross = [NONE; 16];
        let mut i = 0;
        while i < 16 {
            let f = from[i];
            if f != NONE {
                assert!(f < 16);
                if f / 8 == i as u8 / 8 {
                    same[i] = f % 8;
                } else {
                    cross[i] = f % 8;
                }
            }
            i += 1;
        }
        Gather {
            same: Shuffle::new(same),
            cross: Shuffle::new(cross),
        }
    }
}

/// The operations the triad kernel needs on sixteen 16-bit lanes. Implemented by
/// zero-sized tokens passed by value, so that every call is resolved statically.
pub(super) trait Lanes: Copy {
    /// The vector in registers.
    type V: Copy;

    fn load(self, v: &Lanes16) -> Self::V;
    fn store(self, v: Self::V, to: &mut Lanes16);
    fn and(self, a: Self::V, b: Self::V) -> Self::V;
    fn or(self, a: Self::V, b: Self::V) -> Self::V;
    /// `a & !b`.
    fn and_not(self, a: Self::V, b: Self::V) -> Self::V;
    /// Each lane's number of set bits.
    fn popcount(self, a: Self::V) -> Self::V;
    /// `0xffff` in the lanes where `a == b`, 0 elsewhere.
    fn equal(self, a: Self::V, b: Self::V) -> Self::V;
    /// Whether some lane has `a < b` (both below `0x8000`).
    fn any_less(self, a: Self::V, b: Self::V) -> bool;
    fn is_zero(self, a: Self::V) -> bool;
    fn same(self, a: Self::V, b: Self::V) -> bool;
    /// Lane `4g + j` reads lane `4g + (j + S) % 4`: the 4×4 matrix's rows rotated left.
    fn rotate_in_rows<const S: usize>(self, a: Self::V) -> Self::V;
    /// Lane `4g + j` reads lane `4((g + S) % 4) + j`: the matrix's rows rotated upward.
    fn rotate_rows<const S: usize>(self, a: Self::V) -> Self::V;
    /// See [`Shuffle`].
    fn shuffle(self, a: Self::V, s: &Shuffle) -> Self::V;
    /// See [`Gather`].
    fn gather(self, a: Self::V, g: &Gather) -> Self::V;
    /// A 128-bit value (lane `i` in bits `16i..16i+16`) in both halves.
    fn broadcast(self, half: u128) -> Self::V;
    /// The two halves as 128-bit values.
    fn halves(self, a: Self::V) -> [u128; 2];

    /// One node of the search, compiled for this implementation (see `Search::node`):
    /// the recursion goes through here, so that every level runs the same code.
    fn descend(search: &mut Search<'_, Self>, state: &mut State) -> bool;
}

/// Plain arrays: any target.
#[derive(Clone, Copy, Debug)]
pub(super) struct Portable;

impl Portable {
    #[inline(always)]
    fn map(a: [u16; 16], f: impl Fn(usize, u16) -> u16) -> [u16; 16] {
        let mut out = [0u16; 16];
        for (i, o) in out.iter_mut().enumerate() {
            *o = f(i, a[i]);
        }
        out
    }
}

impl Lanes for Portable {
    type V = [u16; 16];

    #[inline(always)]
    fn load(self, v: &Lanes16) -> [u16; 16] {
        v.0
    }
    #[inline(always)]
    fn store(self, v: [u16; 16], to: &mut Lanes16) {
        to.0 = v;
    }
    #[inline(always)]
    fn and(self, a: [u16; 16], b: [u16; 16]) -> [u16; 16] {
        Self::map(a, |i, x| x & b[i])
    }
    #[inline(always)]
    fn or(self, a: [u16; 16], b: [u16; 16]) -> [u16; 16] {
        Self::map(a, |i, x| x | b[i])
    }
    #[inline(always)]
    fn and_not(self, a: [u16; 16], b: [u16; 16]) -> [u16; 16] {
        Self::map(a, |i, x| x & !b[i])
    }
    #[inline(always)]
    fn popcount(self, a: [u16; 16]) -> [u16; 16] {
        Self::map(a, |_, x| x.count_ones() as u16)
    }
    #[inline(always)]
    fn equal(self, a: [u16; 16], b: [u16; 16]) -> [u16; 16] {
        Self::map(a, |i, x| if x == b[i] { 0xffff } else { 0 })
    }
    #[inline(always)]
    fn any_less(self, a: [u16; 16], b: [u16; 16]) -> bool {
        a.iter().zip(&b).fold(false, |acc, (x, y)| acc | (x < y))
    }
    #[inline(always)]
    fn is_zero(self, a: [u16; 16]) -> bool {
        a.iter().fold(0, |acc, x| acc | x) == 0
    }
    #[inline(always)]
    fn same(self, a: [u16; 16], b: [u16; 16]) -> bool {
        a == b
    }
    #[inline(always)]
    fn rotate_in_rows<const S: usize>(self, a: [u16; 16]) -> [u16; 16] {
        Self::map(a, |i, _| a[i / 4 * 4 + (i % 4 + S) % 4])
    }
    #[inline(always)]
    fn rotate_rows<const S: usize>(self, a: [u16; 16]) -> [u16; 16] {
        Self::map(a, |i, _| a[(i / 4 + S) % 4 * 4 + i % 4])
    }
    #[inline(always)]
    fn shuffle(self, a: [u16; 16], s: &Shuffle) -> [u16; 16] {
        Self::map(a, |i, _| match s.lanes[i] {
            NONE => 0,
            l => a[i / 8 * 8 + l as usize],
        })
    }
    #[inline(always)]
    fn gather(self, a: [u16; 16], g: &Gather) -> [u16; 16] {
        let swapped = Self::map(a, |i, _| a[(i + 8) % 16]);
        self.or(self.shuffle(a, &g.same), self.shuffle(swapped, &g.cross))
    }
    #[inline(always)]
    fn broadcast(self, half: u128) -> [u16; 16] {
        Self::map([0; 16], |i, _| (half >> (16 * (i % 8))) as u16)
    }
    #[inline(always)]
    fn halves(self, a: [u16; 16]) -> [u128; 2] {
        let mut h = [0u128; 2];
        for (i, &x) in a.iter().enumerate() {
            h[i / 8] |= u128::from(x) << (16 * (i % 8));
        }
        h
    }

    fn descend(search: &mut Search<'_, Self>, state: &mut State) -> bool {
        search.node(state)
    }
}

/// The kernel entry point on the AVX2 path where this CPU has it, else the portable one.
pub(super) fn search_fast(puzzle: &[u8; 81], limit: u64, keep: &mut [[u8; 81]]) -> KernelRun {
    #[cfg(target_arch = "x86_64")]
    if let Some(token) = x86::Avx2::detect() {
        return x86::search_avx2(token, puzzle, limit, keep);
    }
    run(Portable, puzzle, limit, keep)
}

#[cfg(target_arch = "x86_64")]
mod x86 {
    use std::arch::x86_64::*;
    use std::sync::OnceLock;

    use super::super::{KernelRun, Search, State, run};
    use super::{Gather, Lanes, Lanes16, Shuffle};

    /// Proof that this CPU has AVX2, BMI1, LZCNT and POPCNT: only `detect` makes one.
    #[derive(Clone, Copy, Debug)]
    pub(in super::super) struct Avx2 {
        _detected: (),
    }

    impl Avx2 {
        /// The token, if this CPU has the features; detection runs once per process.
        #[inline]
        pub(in super::super) fn detect() -> Option<Avx2> {
            static DETECTED: OnceLock<bool> = OnceLock::new();
            let found = *DETECTED.get_or_init(|| {
                is_x86_feature_detected!("avx2")
                    && is_x86_feature_detected!("bmi1")
                    && is_x86_feature_detected!("lzcnt")
                    && is_x86_feature_detected!("popcnt")
            });
            found.then_some(Avx2 { _detected: () })
        }
    }

    #[target_feature(enable = "avx2,bmi1,lzcnt,popcnt")]
    fn descend_avx2(search: &mut Search<'_, Avx2>, state: &mut State) -> bool {
        search.node(state)
    }

    #[target_feature(enable = "avx2,bmi1,lzcnt,popcnt")]
    fn run_avx2(token: Avx2, puzzle: &[u8; 81], limit: u64, keep: &mut [[u8; 81]]) -> KernelRun {
        run(token, puzzle, limit, keep)
    }

    /// `run` compiled for AVX2.
    pub(in super::super) fn search_avx2(
        token: Avx2,
        puzzle: &[u8; 81],
        limit: u64,
        keep: &mut [[u8; 81]],
    ) -> KernelRun {
        // SAFETY: `token` exists only if `detect` found every feature.
        unsafe { run_avx2(token, puzzle, limit, keep) }
    }

    // Every method below runs AVX2 instructions. SAFETY (for each `unsafe` block): a
    // method takes `self`, an `Avx2` token, which only `detect` makes after finding
    // AVX2 on this CPU; loads and stores go through `Lanes16`, aligned to 32 bytes.
    impl Lanes for Avx2 {
        type V = __m256i;

        #[inline(always)]
        fn load(self, v: &Lanes16) -> __m256i {
            debug_assert!(v.0.as_ptr() as usize % 32 == 0);
            unsafe { _mm256_load_si256(v.0.as_ptr().cast()) }
        }
        #[inline(always)]
        fn store(self, v: __m256i, to: &mut Lanes16) {
            unsafe { _mm256_store_si256(to.0.as_mut_ptr().cast(), v) }
        }
        #[inline(always)]
        fn and(self, a: __m256i, b: __m256i) -> __m256i {
            unsafe { _mm256_and_si256(a, b) }
        }
        #[inline(always)]
        fn or(self, a: __m256i, b: __m256i) -> __m256i {
            unsafe { _mm256_or_si256(a, b) }
        }
        #[inline(always)]
        fn and_not(self, a: __m256i, b: __m256i) -> __m256i {
            unsafe { _mm256_andnot_si256(b, a) }
        }
        #[inline(always)]
        fn popcount(self, a: __m256i) -> __m256i {
            unsafe {
                // Bits per nibble by table, summed per byte, then the two bytes of a lane.
                let table = _mm256_setr_epi8(
                    0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4, 0, 1, 1, 2, 1, 2, 2, 3, 1, 2,
                    2, 3, 2, 3, 3, 4,
                );
                let nibble = _mm256_set1_epi8(0x0f);
                let low = _mm256_shuffle_epi8(table, _mm256_and_si256(a, nibble));
                let high =
                    _mm256_shuffle_epi8(table, _mm256_and_si256(_mm256_srli_epi16::<4>(a), nibble));
                let bytes = _mm256_add_epi8(low, high);
                _mm256_add_epi16(
                    _mm256_and_si256(bytes, _mm256_set1_epi16(0xff)),
                    _mm256_srli_epi16::<8>(bytes),
                )
            }
        }
        #[inline(always)]
        fn equal(self, a: __m256i, b: __m256i) -> __m256i {
            unsafe { _mm256_cmpeq_epi16(a, b) }
        }
        #[inline(always)]
        fn any_less(self, a: __m256i, b: __m256i) -> bool {
            unsafe {
                let less = _mm256_cmpgt_epi16(b, a);
                _mm256_testz_si256(less, less) == 0
            }
        }
        #[inline(always)]
        fn is_zero(self, a: __m256i) -> bool {
            unsafe { _mm256_testz_si256(a, a) == 1 }
        }
        #[inline(always)]
        fn same(self, a: __m256i, b: __m256i) -> bool {
            unsafe {
                let d = _mm256_xor_si256(a, b);
                _mm256_testz_si256(d, d) == 1
            }
        }
        #[inline(always)]
        fn rotate_in_rows<const S: usize>(self, a: __m256i) -> __m256i {
            const fn table(s: usize) -> [u8; 16] {
                let mut t = [0u8; 16];
                let mut i = 0;
                while i < 16 {
                    t[i] = ((i % 8) / 4 * 4 + (i % 4 + s) % 4) as u8;
                    i += 1;
                }
                t
            }
            const ROTATIONS: [Shuffle; 4] = [
                Shuffle::new(table(0)),
                Shuffle::new(table(1)),
                Shuffle::new(table(2)),
                Shuffle::new(table(3)),
            ];
            self.shuffle(a, &ROTATIONS[S % 4])
        }
        #[inline(always)]
        fn rotate_rows<const S: usize>(self, a: __m256i) -> __m256i {
            // A row of the matrix is one 64-bit quarter: quarter q reads q + S.
            unsafe {
                match S % 4 {
                    1 => _mm256_permute4x64_epi64::<0b00_11_10_01>(a),
                    2 => _mm256_permute4x64_epi64::<0b01_00_11_10>(a),
                    3 => _mm256_permute4x64_epi64::<0b10_01_00_11>(a),
                    _ => a,
                }
            }
        }
        #[inline(always)]
        fn shuffle(self, a: __m256i, s: &Shuffle) -> __m256i {
            unsafe {
                let control = _mm256_load_si256(s.bytes.0.as_ptr().cast());
                _mm256_shuffle_epi8(a, control)
            }
        }
        #[inline(always)]
        fn gather(self, a: __m256i, g: &Gather) -> __m256i {
            let swapped = unsafe { _mm256_permute4x64_epi64::<0b01_00_11_10>(a) };
            self.or(self.shuffle(a, &g.same), self.shuffle(swapped, &g.cross))
        }
        #[inline(always)]
        fn broadcast(self, half: u128) -> __m256i {
            unsafe {
                let low = _mm_set_epi64x((half >> 64) as i64, half as i64);
                _mm256_broadcastsi128_si256(low)
            }
        }
        #[inline(always)]
        fn halves(self, a: __m256i) -> [u128; 2] {
            unsafe {
                let join = |h: __m128i| {
                    let low = _mm_cvtsi128_si64(h) as u64;
                    let high = _mm_extract_epi64::<1>(h) as u64;
                    u128::from(low) | u128::from(high) << 64
                };
                [
                    join(_mm256_castsi256_si128(a)),
                    join(_mm256_extracti128_si256::<1>(a)),
                ]
            }
        }

        #[inline(always)]
        fn descend(search: &mut Search<'_, Self>, state: &mut State) -> bool {
            unsafe { descend_avx2(search, state) }
        }
    }

    /// Runs `f` compiled for AVX2, for the tests that compare the two implementations.
    #[cfg(test)]
    pub(super) fn with_avx2<R>(f: impl FnOnce(Avx2) -> R) -> Option<R> {
        #[target_feature(enable = "avx2,bmi1,lzcnt,popcnt")]
        fn call<R>(token: Avx2, f: impl FnOnce(Avx2) -> R) -> R {
            f(token)
        }
        let token = Avx2::detect()?;
        // SAFETY: `token` exists only if `detect` found every feature.
        Some(unsafe { call(token, f) })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn vectors() -> Vec<Lanes16> {
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        let mut out = vec![Lanes16([0; 16]), Lanes16([0x1ff; 16])];
        for _ in 0..2000 {
            let mut v = [0u16; 16];
            for x in &mut v {
                seed = seed
                    .wrapping_mul(6_364_136_223_846_793_005)
                    .wrapping_add(1_442_695_040_888_963_407);
                // Mostly 9-bit digit sets, some full 16-bit lanes.
                *x = (seed >> 40) as u16 & if seed & 7 == 0 { 0xffff } else { 0x1ff };
            }
            out.push(Lanes16(v));
        }
        out
    }

    /// Every operation of `lanes` on `a` and `b`, stored, for comparing implementations.
    fn every_op<L: Lanes>(lanes: L, a: &Lanes16, b: &Lanes16) -> (Vec<Lanes16>, [bool; 3]) {
        let shuffle = Shuffle::new([3, 0, NONE, 7, 1, 1, 2, 6, 0, NONE, 5, 4, 3, 2, 1, 0]);
        let gather = Gather::new([15, 0, 8, NONE, 7, 9, 1, 14, 2, 3, 4, 5, 6, NONE, 11, 12]);
        let (x, y) = (lanes.load(a), lanes.load(b));
        let [h0, h1] = lanes.halves(x);
        let results = [
            lanes.and(x, y),
            lanes.or(x, y),
            lanes.and_not(x, y),
            lanes.popcount(x),
            lanes.equal(x, y),
            lanes.equal(lanes.and(x, lanes.load(&Lanes16([1; 16]))), y),
            lanes.rotate_in_rows::<1>(x),
            lanes.rotate_in_rows::<2>(x),
            lanes.rotate_in_rows::<3>(x),
            lanes.rotate_rows::<1>(x),
            lanes.rotate_rows::<2>(x),
            lanes.rotate_rows::<3>(x),
            lanes.shuffle(x, &shuffle),
            lanes.gather(x, &gather),
            lanes.broadcast(h0 ^ h1.rotate_left(3)),
        ];
        let stored = results
            .iter()
            .map(|&r| {
                let mut s = Lanes16::default();
                lanes.store(r, &mut s);
                s
            })
            .collect();
        let flags = [
            lanes.any_less(lanes.popcount(x), lanes.popcount(y)),
            lanes.is_zero(lanes.and(x, y)),
            lanes.same(x, lanes.load(&Lanes16(a.0))),
        ];
        (stored, flags)
    }

    #[test]
    fn portable_operations_mean_what_they_say() {
        let p = Portable;
        let a = Lanes16(std::array::from_fn(|i| i as u16));
        let v = p.load(&a);
        assert_eq!(p.rotate_in_rows::<1>(v)[..4], [1, 2, 3, 0]);
        assert_eq!(p.rotate_rows::<1>(v)[..4], [4, 5, 6, 7]);
        assert_eq!(p.rotate_rows::<3>(v)[..4], [12, 13, 14, 15]);
        let g = Gather::new(std::array::from_fn(|i| (15 - i) as u8));
        assert_eq!(p.gather(v, &g), std::array::from_fn(|i| 15 - i as u16));
        let s = Shuffle::new([NONE, 0, 7, 1, 1, 1, 1, 1, 0, 1, 2, 3, 4, 5, 6, 7]);
        assert_eq!(p.shuffle(v, &s)[..4], [0, 0, 7, 1]);
        assert_eq!(p.shuffle(v, &s)[8..], [8, 9, 10, 11, 12, 13, 14, 15]);
        assert_eq!(
            p.halves(p.broadcast(0x0003_0002_0001)),
            [0x0003_0002_0001; 2]
        );
        assert_eq!(p.popcount([0x1ff; 16]), [9; 16]);
        assert!(p.any_less([0; 16], std::array::from_fn(|i| (i == 9) as u16)));
        assert!(!p.any_less([1; 16], [1; 16]));
    }

    #[cfg(target_arch = "x86_64")]
    #[test]
    fn avx2_matches_portable() {
        let all = vectors();
        for pair in all.windows(2) {
            let (a, b) = (&pair[0], &pair[1]);
            let Some(fast) = x86::with_avx2(|t| every_op(t, a, b)) else {
                return;
            };
            assert_eq!(fast, every_op(Portable, a, b), "{a:?} {b:?}");
        }
    }
}
