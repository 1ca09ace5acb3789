//! Which instructions the bit-board kernel may use, chosen at run time: the one module
//! of the crate with `unsafe` code.
//!
//! The kernel's hot steps are written once, generic over [`Isa`], and compiled once per
//! [`KernelPath`]:
//! - [`Portable`]: the x86-64 baseline (or any other target), table lookups only;
//! - `Bmi1` (x86-64 only): the whole search compiled with BMI1, POPCNT and LZCNT
//!   enabled (one-instruction bit counts), the same table lookups;
//! - `Bmi2` (x86-64 only): as `Bmi1` plus BMI2, the row-by-box occupancy of a band taken
//!   with one `pext` instead of three `SHRINK` lookups.
//!
//! Which path runs is decided in `solve/cpu.rs` from what the processor is (a CPU may
//! report BMI2 and run `pext` in microcode). A `Bmi1` or `Bmi2` token exists only once
//! `is_x86_feature_detected!` has found every feature its path is compiled for, so
//! holding one is the proof that calling the functions compiled for them is sound,
//! whatever the choice or its override said.
//!
//! All paths run the same rules in the same order, so they give the same solutions, in
//! the same order, with the same guesses (tests below; the `bitboard-portable` kernel
//! runs the portable path through the shared corpus tests). Read next: `bitboard.rs`,
//! whose search is the generic body these entry points wrap.

use super::tables::occupancy;
use super::{KernelRun, Search, State, other_solution, run};
use crate::solve::cpu::{KernelPath, KernelSelection};

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

/// The path in use in this process (see `solve/cpu.rs`).
fn selected() -> KernelPath {
    KernelSelection::current().path
}

/// The kernel entry point (see `kernel.rs`) on `path`, or on the portable path where
/// this CPU lacks its instructions.
pub(super) fn search_on(
    path: KernelPath,
    puzzle: &[u8; 81],
    limit: u64,
    keep: &mut [[u8; 81]],
) -> KernelRun {
    #[cfg(target_arch = "x86_64")]
    match path {
        KernelPath::Bmi2 => {
            if let Some(isa) = x86::Bmi2::detect() {
                return x86::search_bmi2(isa, puzzle, limit, keep);
            }
        }
        KernelPath::Bmi1 => {
            if let Some(isa) = x86::Bmi1::detect() {
                return x86::search_bmi1(isa, puzzle, limit, keep);
            }
        }
        // The triad path is another kernel, routed in `solve/mod.rs` before this.
        KernelPath::Portable | KernelPath::Triad => {}
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = path;
    run(Portable, puzzle, limit, keep)
}

/// The kernel entry point on the path selected for this CPU.
pub(super) fn search(puzzle: &[u8; 81], limit: u64, keep: &mut [[u8; 81]]) -> KernelRun {
    search_on(selected(), puzzle, limit, keep)
}

/// `bitboard::has_other_solution` on `path` (portable where this CPU lacks it).
pub(super) fn has_other_solution_on(
    path: KernelPath,
    puzzle: &[u8; 81],
    removed: &[(usize, u8)],
) -> bool {
    #[cfg(target_arch = "x86_64")]
    match path {
        KernelPath::Bmi2 => {
            if let Some(isa) = x86::Bmi2::detect() {
                return x86::other_bmi2(isa, puzzle, removed);
            }
        }
        KernelPath::Bmi1 => {
            if let Some(isa) = x86::Bmi1::detect() {
                return x86::other_bmi1(isa, puzzle, removed);
            }
        }
        // The triad path is another kernel, routed in `solve/mod.rs` before this.
        KernelPath::Portable | KernelPath::Triad => {}
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = path;
    other_solution(Portable, puzzle, removed)
}

/// `bitboard::has_other_solution` on the path selected for this CPU.
pub(super) fn has_other_solution(puzzle: &[u8; 81], removed: &[(usize, u8)]) -> bool {
    has_other_solution_on(selected(), puzzle, removed)
}

#[cfg(target_arch = "x86_64")]
mod x86 {
    use std::arch::x86_64::_pext_u32;
    use std::sync::OnceLock;

    use super::super::{KernelRun, Search, State, other_solution, run};
    use super::{Isa, occupancy};

    /// One path's token, its detection and its entry points: `$features` is the
    /// `target_feature` list (a literal, as the attribute needs), `$name`s the same
    /// features as `is_x86_feature_detected!` spells them.
    macro_rules! path {
        ($token:ident, $features:literal, [$($name:tt),*], $search:ident, $other:ident,
         $descend:ident, $search_fast:ident, $other_fast:ident) => {
            /// Proof that this CPU has every feature the path is compiled for: only
            /// `detect` makes one.
            #[derive(Clone, Copy, Debug)]
            pub(in super::super) struct $token {
                _detected: (),
            }

            impl $token {
                /// The token, if this CPU has the features; detection runs once per
                /// process.
                #[inline]
                pub(in super::super) fn detect() -> Option<$token> {
                    static DETECTED: OnceLock<bool> = OnceLock::new();
                    let found = *DETECTED
                        .get_or_init(|| true $(&& is_x86_feature_detected!($name))*);
                    found.then_some($token { _detected: () })
                }
            }

            #[target_feature(enable = $features)]
            fn $descend(search: &mut Search<'_, $token>, state: State, dirty: u32) -> bool {
                search.node(state, dirty)
            }

            #[target_feature(enable = $features)]
            fn $search_fast(
                isa: $token,
                puzzle: &[u8; 81],
                limit: u64,
                keep: &mut [[u8; 81]],
            ) -> KernelRun {
                run(isa, puzzle, limit, keep)
            }

            #[target_feature(enable = $features)]
            fn $other_fast(isa: $token, puzzle: &[u8; 81], removed: &[(usize, u8)]) -> bool {
                other_solution(isa, puzzle, removed)
            }

            /// `run` compiled for this path.
            pub(in super::super) fn $search(
                isa: $token,
                puzzle: &[u8; 81],
                limit: u64,
                keep: &mut [[u8; 81]],
            ) -> KernelRun {
                // SAFETY: `isa` exists only if `detect` found every feature.
                unsafe { $search_fast(isa, puzzle, limit, keep) }
            }

            /// `other_solution` compiled for this path.
            pub(in super::super) fn $other(
                isa: $token,
                puzzle: &[u8; 81],
                removed: &[(usize, u8)],
            ) -> bool {
                // SAFETY: `isa` exists only if `detect` found every feature.
                unsafe { $other_fast(isa, puzzle, removed) }
            }
        };
    }

    path!(
        Bmi1,
        "bmi1,lzcnt,popcnt",
        ["bmi1", "lzcnt", "popcnt"],
        search_bmi1,
        other_bmi1,
        descend_bmi1,
        search_fast_bmi1,
        other_fast_bmi1
    );

    path!(
        Bmi2,
        "bmi1,bmi2,lzcnt,popcnt",
        ["bmi1", "bmi2", "lzcnt", "popcnt"],
        search_bmi2,
        other_bmi2,
        descend_bmi2,
        search_fast_bmi2,
        other_fast_bmi2
    );

    impl Isa for Bmi1 {
        #[inline(always)]
        fn occupancy(self, band: u32) -> usize {
            occupancy(band)
        }

        #[inline(always)]
        fn descend(search: &mut Search<'_, Self>, state: State, dirty: u32) -> bool {
            // SAFETY: `search.isa` exists only if `detect` found every feature.
            unsafe { descend_bmi1(search, state, dirty) }
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
            unsafe { descend_bmi2(search, state, dirty) }
        }
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
        // puzzles, on every path this CPU runs and on the portable one.
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
            let mut portable = [[0u8; 81]; 5];
            let b = run(Portable, &puzzle, 5, &mut portable);
            assert!(b.solutions >= 1);
            for path in KernelPath::ALL {
                let mut fast = [[0u8; 81]; 5];
                let a = search_on(path, &puzzle, 5, &mut fast);
                assert_eq!(a, b, "{path} {line}");
                assert_eq!(fast, portable, "{path} {line}");
            }
        }
    }
}
