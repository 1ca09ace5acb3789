//! Which instructions the bit-board kernel may use, chosen at run time: the one module
//! of the crate with `unsafe` code.
//!
//! The kernel's hot steps are written once, generic over [`Isa`], and compiled twice:
//! - [`Portable`]: the x86-64 baseline (or any other target), table lookups only;
//! - `Bmi2` (x86-64 only): the whole search compiled with BMI1/2, POPCNT and LZCNT
//!   enabled, the row-by-box occupancy of a band taken with one `pext` instead of three
//!   `SHRINK` lookups. A `Bmi2` value exists only once `is_x86_feature_detected!` has
//!   found every one of those features, so holding one is the proof that calling the
//!   functions compiled for them is sound.
//!
//! Measured (CPU time, same sitting): the `Bmi2` path is 7–10 % faster than the
//! portable one on every set; adding AVX2, or AVX-512, to the features changed nothing
//! measurable (the search has no loop wide enough to vectorise), so neither is required.
//!
//! Both paths run the same rules in the same order, so they give the same solutions,
//! in the same order, with the same guesses (tests below, and the `bitboard-scalar`
//! kernel runs the portable path through the shared corpus tests). Read next:
//! `bitboard.rs`, whose search is the generic body these entry points wrap.

use super::tables::occupancy;
use super::{KernelRun, Search, State, other_solution, run};

/// What differs between the instruction-set paths of the kernel. Implemented by
/// zero-sized tokens, passed by value so that the compiler sees the choice statically.
pub(super) trait Isa: Copy {
    /// The row-by-box occupancy of a band mask (see `tables::occupancy`).
    fn occupancy(self, band: u32) -> usize;

    /// One node of the search, compiled for this path (see `Search::node`). The
    /// recursion goes through here, so that every level runs the code of the same path.
    fn descend(search: &mut Search<'_, Self>, state: State, dirty: u32) -> bool;
}

/// The portable path: any target, no optional instruction.
#[derive(Clone, Copy, Debug)]
pub(super) struct Portable;

impl Isa for Portable {
    #[inline(always)]
    fn occupancy(self, band: u32) -> usize {
        occupancy(band)
    }

    fn descend(search: &mut Search<'_, Self>, state: State, dirty: u32) -> bool {
        search.node(state, dirty)
    }
}

/// The kernel entry point (see `kernel.rs`): the fastest path this CPU supports.
pub(super) fn search(puzzle: &[u8; 81], limit: u64, keep: &mut [[u8; 81]]) -> KernelRun {
    #[cfg(target_arch = "x86_64")]
    if let Some(isa) = x86::Bmi2::detect() {
        return x86::search(isa, puzzle, limit, keep);
    }
    run(Portable, puzzle, limit, keep)
}

/// `bitboard::has_other_solution` on the fastest path this CPU supports.
pub(super) fn has_other_solution(puzzle: &[u8; 81], removed: &[(usize, u8)]) -> bool {
    #[cfg(target_arch = "x86_64")]
    if let Some(isa) = x86::Bmi2::detect() {
        return x86::has_other_solution(isa, puzzle, removed);
    }
    other_solution(Portable, puzzle, removed)
}

#[cfg(target_arch = "x86_64")]
mod x86 {
    use std::arch::x86_64::_pext_u32;
    use std::sync::OnceLock;

    use super::super::{KernelRun, Search, State, other_solution, run};
    use super::Isa;

    /// The features the fast path is compiled for, as `target_feature` spells them.
    /// (A macro, since the attribute needs a literal.)
    macro_rules! fast_features {
        ($($item:item)*) => {
            $(#[target_feature(enable = "bmi1,bmi2,lzcnt,popcnt")] $item)*
        };
    }

    /// Proof that this CPU has every feature of `fast_features!`: only
    /// [`Bmi2::detect`] makes one.
    #[derive(Clone, Copy, Debug)]
    pub(in super::super) struct Bmi2 {
        _detected: (),
    }

    impl Bmi2 {
        /// The token, if this CPU has the features; detection runs once per process.
        #[inline]
        pub(in super::super) fn detect() -> Option<Bmi2> {
            static DETECTED: OnceLock<bool> = OnceLock::new();
            let found = *DETECTED.get_or_init(|| {
                is_x86_feature_detected!("bmi1")
                    && is_x86_feature_detected!("bmi2")
                    && is_x86_feature_detected!("lzcnt")
                    && is_x86_feature_detected!("popcnt")
            });
            found.then_some(Bmi2 { _detected: () })
        }
    }

    impl Isa for Bmi2 {
        #[inline(always)]
        fn occupancy(self, band: u32) -> usize {
            // Bit 0 of each row-box triad, gathered by `pext` into bit 3i + j.
            const TRIADS: u32 = 0o111_111_111;
            debug_assert!(band >> 27 == 0);
            let t = band | band >> 1 | band >> 2;
            // SAFETY: `self` exists only if `detect` found BMI2 on this CPU.
            unsafe { _pext_u32(t, TRIADS) as usize }
        }

        #[inline(always)]
        fn descend(search: &mut Search<'_, Self>, state: State, dirty: u32) -> bool {
            // SAFETY: `search.isa` exists only if `detect` found every feature.
            unsafe { descend(search, state, dirty) }
        }
    }

    fast_features! {
        fn descend(search: &mut Search<'_, Bmi2>, state: State, dirty: u32) -> bool {
            search.node(state, dirty)
        }

        fn search_fast(isa: Bmi2, puzzle: &[u8; 81], limit: u64, keep: &mut [[u8; 81]]) -> KernelRun {
            run(isa, puzzle, limit, keep)
        }

        fn other_fast(isa: Bmi2, puzzle: &[u8; 81], removed: &[(usize, u8)]) -> bool {
            other_solution(isa, puzzle, removed)
        }
    }

    /// `run` compiled for the fast path.
    pub(in super::super) fn search(
        isa: Bmi2,
        puzzle: &[u8; 81],
        limit: u64,
        keep: &mut [[u8; 81]],
    ) -> KernelRun {
        // SAFETY: `isa` exists only if `detect` found every feature.
        unsafe { search_fast(isa, puzzle, limit, keep) }
    }

    /// `other_solution` compiled for the fast path.
    pub(in super::super) fn has_other_solution(
        isa: Bmi2,
        puzzle: &[u8; 81],
        removed: &[(usize, u8)],
    ) -> bool {
        // SAFETY: `isa` exists only if `detect` found every feature.
        unsafe { other_fast(isa, puzzle, removed) }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[cfg(target_arch = "x86_64")]
    #[test]
    fn fast_occupancy_matches_the_tables() {
        let Some(isa) = x86::Bmi2::detect() else {
            return;
        };
        // Every single cell, every row-box picture at its fullest, and pseudo-random masks.
        let mut masks: Vec<u32> = (0..27).map(|bit| 1 << bit).collect();
        masks.extend((0..512).map(super::super::tables::spread));
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        for _ in 0..20_000 {
            seed = seed
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            masks.push((seed >> 37) as u32 & 0x7ff_ffff);
        }
        for mask in masks {
            assert_eq!(isa.occupancy(mask), Portable.occupancy(mask), "{mask:027b}");
        }
    }

    #[test]
    fn every_path_searches_alike() {
        // Same solutions, same order, same guesses on a few hard and multi-solution
        // puzzles, on the path `search` picks and on the portable one.
        let lines = [
            "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
            "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3",
            "8..........36......7..9.2...8...7.......457.....1...3...1....68..85...1..9....4..",
            ".................................................................................",
        ];
        for line in lines {
            let puzzle = line
                .parse::<crate::grid::Grid>()
                .expect("test puzzles parse")
                .to_values();
            let (mut fast, mut portable) = ([[0u8; 81]; 5], [[0u8; 81]; 5]);
            let a = search(&puzzle, 5, &mut fast);
            let b = run(Portable, &puzzle, 5, &mut portable);
            assert_eq!(a, b, "{line}");
            assert_eq!(fast, portable, "{line}");
            assert!(a.solutions >= 1);
        }
    }
}
