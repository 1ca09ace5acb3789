//! The finders, one file per technique (or per family of sizes: pairs, triplets and quads
//! share one), and [`find`], the one registry that maps each [`Technique`] to its finder.
//!
//! Every finder has the signature `fn(&Board, &mut Vec<Step>)` and appends every step of
//! its technique it sees, listing first the one Sudoku Explainer would take (houses in
//! its scan order: boxes, columns, rows). Finders only read the board.
//!
//! Read next: `singles.rs` … `wings.rs`, in the order of [`Technique::ALL`].

mod aligned_exclusion;
mod als_wings;
mod bug;
pub(super) mod chains;
mod fish;
mod hidden_sets;
mod intersections;
pub(super) mod memory;
mod naked_sets;
mod singles;
mod strong_links;
mod unique_loop_sets;
mod unique_loops;
mod wings;
// Player techniques (full repertoire only).
pub(super) mod als_xz;
pub(super) mod colouring;
pub(super) mod empty_rectangle;
pub(super) mod finned_fish;
pub(super) mod hidden_rectangle;
pub(super) mod w_wing;
pub(super) mod x_chain;
pub(super) mod xy_chain;

use super::board::{Board, cell, digit};
use super::budget;
use super::step::{Evidence, Step};
use super::technique::Technique;
use memory::{Local, Memory, Since};

/// Appends to `out` every step of `technique` on `board`, the one the driver would take
/// first leading.
pub(crate) fn find(board: &Board, technique: Technique, out: &mut Vec<Step>) {
    let first = out.len();
    let mut shared = Shared::default();
    produce(
        board,
        technique,
        false,
        &mut shared,
        &mut Memory::default(),
        out,
    );
    let mut found = out.split_off(first);
    found.retain(|s| s.technique == technique);
    out.append(&mut found);
}

/// The step to take now: the first step of the first producer, in [`Technique::ALL`]
/// order, that finds one.
pub(crate) fn next(board: &Board) -> Option<Step> {
    next_in(board, &Technique::ALL)
}

/// The step to take now with the techniques of `order` (a repertoire's list): the first
/// step of the first producer, in that order, that finds one.
pub(crate) fn next_in(board: &Board, order: &[Technique]) -> Option<Step> {
    next_remembering(board, order, &mut Memory::default())
}

/// Like [`next_in`], for a board that follows, on one path, the boards `memory` has seen:
/// the local rules search only where the candidates changed since they last found nothing.
pub(crate) fn next_remembering(
    board: &Board,
    order: &[Technique],
    memory: &mut Memory,
) -> Option<Step> {
    let mut out = Vec::new();
    let mut shared = Shared::default();
    for &technique in order {
        if leader(technique) != technique {
            continue;
        }
        if budget::spent() {
            return None;
        }
        produce(board, technique, true, &mut shared, memory, &mut out);
        if budget::tripped() {
            // A search cut short: what it found may not be the step to take.
            return None;
        }
        if !out.is_empty() {
            return Some(out.swap_remove(0));
        }
    }
    None
}

/// The first technique of the family whose steps one finder produces together. Sudoku
/// Explainer has one rule for several named patterns (all chains of two strong links, for
/// instance); it sorts that rule's steps by rating and takes the first, so the family is
/// searched as one and its steps ordered as Sudoku Explainer orders them.
pub(super) fn leader(technique: Technique) -> Technique {
    use Technique::*;
    match technique {
        Skyscraper | TwoStringKite | TurbotFish | GroupedSkyscraper | GroupedTwoStringKite
        | GroupedTurbotFish => Skyscraper,
        ThreeSkyscrapers
        | ThreeStringKite
        | ThreeStrongLinks
        | GroupedThreeSkyscrapers
        | GroupedThreeStringKite
        | GroupedThreeStrongLinks => ThreeSkyscrapers,
        FourSkyscrapers | FourStrongLinks | GroupedFourSkyscrapers | GroupedFourStrongLinks => {
            FourSkyscrapers
        }
        UniqueRectangleType1
        | UniqueRectangleType2
        | UniqueRectangleType3
        | UniqueRectangleType3Hidden
        | UniqueRectangleType4
        | UniqueLoopType1
        | UniqueLoopType2
        | UniqueLoopType3
        | UniqueLoopType3Hidden
        | UniqueLoopType4 => UniqueRectangleType1,
        BugType1 | BugType2 | BugType3 | BugType4 => BugType1,
        BidirectionalXCycle | BidirectionalYCycle | ForcingXChain | BidirectionalCycle
        | ForcingChain => BidirectionalXCycle,
        CellForcingChains | RegionForcingChains => CellForcingChains,
        DynamicContradictionForcingChains
        | DynamicDoubleForcingChains
        | DynamicCellForcingChains
        | DynamicRegionForcingChains => DynamicContradictionForcingChains,
        DynamicContradictionForcingChainsPlus
        | DynamicDoubleForcingChainsPlus
        | DynamicCellForcingChainsPlus
        | DynamicRegionForcingChainsPlus => DynamicContradictionForcingChainsPlus,
        DynamicContradictionForcingChainsPlusForcing
        | DynamicDoubleForcingChainsPlusForcing
        | DynamicCellForcingChainsPlusForcing
        | DynamicRegionForcingChainsPlusForcing => DynamicContradictionForcingChainsPlusForcing,
        DynamicContradictionForcingChainsPlusMultiple
        | DynamicDoubleForcingChainsPlusMultiple
        | DynamicCellForcingChainsPlusMultiple
        | DynamicRegionForcingChainsPlusMultiple => DynamicContradictionForcingChainsPlusMultiple,
        DynamicContradictionForcingChainsPlusDynamic
        | DynamicDoubleForcingChainsPlusDynamic
        | DynamicCellForcingChainsPlusDynamic
        | DynamicRegionForcingChainsPlusDynamic => DynamicContradictionForcingChainsPlusDynamic,
        // Player techniques (full repertoire only).
        FinnedXWing | SashimiXWing => FinnedXWing,
        FinnedSwordfish | SashimiSwordfish => FinnedSwordfish,
        FinnedJellyfish | SashimiJellyfish => FinnedJellyfish,
        other => other,
    }
}

/// What several finders build from one board and share: made empty for each board, each
/// part filled by the first finder that needs it.
#[derive(Default)]
struct Shared {
    strong_links: strong_links::Links,
    chains: chains::Graphs,
    als: als_wings::Sets,
}

/// Appends every step of `technique`'s family (see [`leader`]) in the order the driver
/// takes them; with `first_only`, a finder may stop at the first (the driver takes no
/// other, and building the steps it drops, or finding them, was much of its time).
fn produce(
    board: &Board,
    technique: Technique,
    first_only: bool,
    shared: &mut Shared,
    memory: &mut Memory,
    out: &mut Vec<Step>,
) {
    use Technique::*;
    match leader(technique) {
        FullHouse => singles::full_houses(board, first_only, out),
        HiddenSingleBox => singles::hidden_singles(board, true, first_only, out),
        HiddenSingleLine => singles::hidden_singles(board, false, first_only, out),
        NakedSingle => singles::naked_singles(board, first_only, out),
        DirectPointing => intersections::find(board, true, true, first_only, out),
        DirectClaiming => intersections::find(board, false, true, first_only, out),
        Pointing => intersections::find(board, true, false, first_only, out),
        Claiming => intersections::find(board, false, false, first_only, out),
        DirectHiddenPair => hidden_sets::find(board, 2, true, first_only, out),
        DirectHiddenTriplet => hidden_sets::find(board, 3, true, first_only, out),
        HiddenPair => hidden_sets::find(board, 2, false, first_only, out),
        HiddenTriplet => hidden_sets::find(board, 3, false, first_only, out),
        HiddenQuad => hidden_sets::find(board, 4, false, first_only, out),
        NakedPair => naked_sets::find(board, 2, first_only, out),
        NakedTriplet => naked_sets::find(board, 3, first_only, out),
        NakedQuad => naked_sets::find(board, 4, first_only, out),
        XWing => remembered(board, Local::Fish2, memory, out, |since, out| {
            fish::find(board, 2, since.digits(), first_only, out)
        }),
        Swordfish => remembered(board, Local::Fish3, memory, out, |since, out| {
            fish::find(board, 3, since.digits(), first_only, out)
        }),
        Jellyfish => remembered(board, Local::Fish4, memory, out, |since, out| {
            fish::find(board, 4, since.digits(), first_only, out)
        }),
        Skyscraper => remembered(board, Local::StrongLinks2, memory, out, |since, out| {
            let digits = since.digits();
            strong_links::find(board, 2, digits, &mut shared.strong_links, out)
        }),
        ThreeSkyscrapers => remembered(board, Local::StrongLinks3, memory, out, |since, out| {
            let digits = since.digits();
            strong_links::find(board, 3, digits, &mut shared.strong_links, out)
        }),
        FourSkyscrapers => remembered(board, Local::StrongLinks4, memory, out, |since, out| {
            let digits = since.digits();
            strong_links::find(board, 4, digits, &mut shared.strong_links, out)
        }),
        XYWing => wings::find(board, false, first_only, out),
        XYZWing => wings::find(board, true, first_only, out),
        UniqueRectangleType1 => unique_loops::find(board, out),
        WXYZWing => als_wing(board, 3, shared, memory, out),
        BugType1 => bug::find(board, out),
        VWXYZWing => als_wing(board, 4, shared, memory, out),
        AlignedPairExclusion => {
            remembered(board, Local::AlignedPairs, memory, out, |since, out| {
                let zone = aligned_exclusion::zone(board, 2, since);
                aligned_exclusion::find(board, 2, &zone, first_only, out)
            })
        }
        UVWXYZWing => als_wing(board, 5, shared, memory, out),
        TUVWXYZWing => als_wing(board, 6, shared, memory, out),
        AlignedTripletExclusion => {
            remembered(board, Local::AlignedTriplets, memory, out, |since, out| {
                let zone = aligned_exclusion::zone(board, 3, since);
                aligned_exclusion::find(board, 3, &zone, first_only, out)
            })
        }
        BidirectionalXCycle => remembered(board, Local::UnaryChains, memory, out, |since, out| {
            let x_digits = since.digits();
            chains::find_unary(board, first_only, x_digits, &mut shared.chains, out)
        }),
        NishioForcingChains => remembered(board, Local::Nishio, memory, out, |since, out| {
            let level = chains::Level::Nishio;
            let digits = since.digits();
            chains::find_multiple(board, level, first_only, digits, &mut shared.chains, out)
        }),
        CellForcingChains => {
            let level = chains::Level::Multiple;
            chains::find_multiple(board, level, first_only, 0x1ff, &mut shared.chains, out)
        }
        DynamicContradictionForcingChains => {
            let level = chains::Level::Dynamic;
            chains::find_multiple(board, level, first_only, 0x1ff, &mut shared.chains, out)
        }
        DynamicContradictionForcingChainsPlus => nested(board, 1, 0, first_only, out),
        DynamicContradictionForcingChainsPlusForcing => nested(board, 2, 0, first_only, out),
        DynamicContradictionForcingChainsPlusMultiple => nested(board, 3, 0, first_only, out),
        DynamicContradictionForcingChainsPlusDynamic => {
            // Sudoku Explainer's four rules of level 4, nesting dynamic chains of level 0
            // to 3, tried in turn.
            let before = out.len();
            for limit in 0..4 {
                nested(board, 4, limit, first_only, out);
                if out.len() > before {
                    break;
                }
            }
        }
        // Player techniques (full repertoire only).
        FinnedXWing => finned_fish::find(board, 2, out),
        FinnedSwordfish => finned_fish::find(board, 3, out),
        FinnedJellyfish => finned_fish::find(board, 4, out),
        EmptyRectangle => empty_rectangle::find(board, out),
        WWing => w_wing::find(board, out),
        SimpleColouring => colouring::find_simple(board, out),
        MultiColouring => colouring::find_multi(board, out),
        XChain => x_chain::find(board, out),
        XYChain => xy_chain::find(board, out),
        HiddenUniqueRectangle => hidden_rectangle::find(board, out),
        AlsXz => als_xz::find(board, out),
        other => unreachable!("{other:?} is found with its family"),
    }
}

/// Runs the finder of a local `rule`, telling it what changed since it last found
/// nothing, and if it finds nothing again has `memory` remember the board.
fn remembered(
    board: &Board,
    rule: Local,
    memory: &mut Memory,
    out: &mut Vec<Step>,
    finder: impl FnOnce(&Since, &mut Vec<Step>),
) {
    let before = out.len();
    finder(&memory.since(rule, board), out);
    if out.len() == before {
        memory.found_nothing(rule, board);
    }
}

/// The wings whose almost locked set has `k` cells. The sets are found once per board,
/// for every size, keeping those that may make a wing with the cells each size's
/// memory says changed.
fn als_wing(
    board: &Board,
    k: usize,
    shared: &mut Shared,
    memory: &mut Memory,
    out: &mut Vec<Step>,
) {
    if !shared.als.built() {
        let interest = (3..=6).fold(0u128, |interest, k| {
            let zone = als_wings::zone(board, &memory.since(Local::als_wings(k), board));
            interest | als_wings::interest(board, zone)
        });
        shared.als.build(board, interest);
    }
    let sets = &shared.als;
    remembered(board, Local::als_wings(k), memory, out, |since, out| {
        als_wings::find(board, k, als_wings::zone(board, since), sets, out)
    })
}

/// The nested chaining rule of `level` (and, for level 4, of nested `limit`).
fn nested(board: &Board, level: u8, limit: u8, first_only: bool, out: &mut Vec<Step>) {
    let level = chains::Level::Nested(chains::Nesting { level, limit });
    chains::find_multiple(
        board,
        level,
        first_only,
        0x1ff,
        &mut chains::Graphs::default(),
        out,
    );
}

/// The zero-based indices of the set bits of a small mask, in increasing order.
fn bits(mask: u16) -> impl Iterator<Item = usize> {
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
fn bit_count(mask: u16) -> u8 {
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
fn subsets(n: u32, k: u32) -> impl Iterator<Item = u16> {
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
fn tight_subsets(sets: &[u16; 9], allowed: u16, n: u32, f: &mut impl FnMut(u16)) {
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

/// Eliminations of zero-based digit `d` from the cells of `set`, in reading order.
fn eliminations_of(set: u128, d: usize) -> Vec<(crate::Cell, crate::Digit)> {
    super::houses::set_cells(set)
        .map(|i| (cell(i), digit(d)))
        .collect()
}

/// A step with no placement.
fn elimination_step(
    technique: Technique,
    eliminations: Vec<(crate::Cell, crate::Digit)>,
    evidence: Evidence,
) -> Step {
    Step {
        technique,
        placements: Vec::new(),
        eliminations,
        evidence,
        bonus_tenths: 0,
    }
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
