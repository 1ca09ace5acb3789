//! The tables behind every [`super::Layout`], built once per board: every house with
//! its name and cells, every cell's peers (cells sharing a house or a
//! constraint's distinct group), as flat `u16` index lists, and every pair of houses
//! sharing two cells or more (a box and a row, a diagonal and a window), for the
//! kernel's locked candidates.
//!
//! The shared cells of those pairs are *segments*, each kept once (a box's row of cells
//! is shared by the box and the row). The kernel takes one union of candidates per
//! segment and builds every other union it needs from them: a house's cells outside a
//! segment are, as far as possible, other whole segments of the house (on regular boards
//! always: a box outside one of its rows is its other rows), the rest listed cell by
//! cell. So a pass of locked candidates reads each cell about twice instead of once per
//! pair of houses it lies in.
//!
//! Read next: `variant/kernel.rs` walks these tables; `variant/rules.rs` says which
//! houses and groups a board's rules give.

use crate::grid::{HouseName, Pos};

/// The compiled geometry of a board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Tables {
    /// Side length.
    pub(crate) size: usize,
    /// Every house: its name and its n cells (reading-order indices).
    pub(crate) houses: Vec<(HouseName, Vec<u16>)>,
    /// `peers[peer_start[i]..peer_start[i + 1]]` are the peers of cell `i`, ascending.
    pub(crate) peer_start: Vec<u32>,
    pub(crate) peers: Vec<u16>,
    /// `cell_houses[i * house_words..][..house_words]` is the set of houses holding cell
    /// `i`, as bits of house indices (bit h of word h / 64).
    pub(crate) house_words: usize,
    pub(crate) cell_houses: Vec<u64>,
    /// `segment_cells[segment_start[s]..segment_start[s + 1]]` are the cells of segment
    /// `s`: the cells shared by a pair of houses of `intersections`.
    pub(crate) segment_start: Vec<u32>,
    pub(crate) segment_cells: Vec<u16>,
    /// Every pair of houses sharing at least two cells.
    pub(crate) intersections: Vec<Intersection>,
}

/// Two houses A and B sharing two cells or more: a digit of A whose every place in A lies
/// in the shared cells goes in one of them, so it leaves B's other cells (and the same
/// with A and B swapped).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Intersection {
    /// The segment of the cells in both houses.
    pub(crate) shared: u32,
    /// A's cells outside B.
    pub(crate) a: Side,
    /// B's cells outside A.
    pub(crate) b: Side,
}

/// One house's cells outside an intersection, and how to take the union of their
/// candidates: the unions of `segments` and the candidates of `loose`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Side {
    /// The cells themselves (where eliminations land).
    pub(crate) others: Vec<u16>,
    /// Segments lying inside `others`, pairwise disjoint.
    pub(crate) segments: Vec<u32>,
    /// The cells of `others` in none of `segments`.
    pub(crate) loose: Vec<u16>,
}

impl Tables {
    /// The tables of a board of side `size` with `houses` (each n distinct cells of the
    /// board, checked by the caller) and the extra distinct `groups` of its constraints.
    pub(crate) fn new(
        size: usize,
        houses: Vec<(HouseName, Vec<Pos>)>,
        groups: &[Vec<Pos>],
    ) -> Tables {
        let n = size;
        let cells = n * n;
        // One row of a bit matrix per cell: who sees whom (625 bits fit ten words).
        let words = cells.div_ceil(64);
        let mut sees = vec![0u64; cells * words];
        let mut link = |group: &[u16]| {
            for &a in group {
                for &b in group {
                    if a != b {
                        let (a, b) = (a as usize, b as usize);
                        sees[a * words + b / 64] |= 1 << (b % 64);
                    }
                }
            }
        };
        let mut indexed = Vec::with_capacity(houses.len());
        for (name, members) in houses {
            let mut sorted: Vec<u16> = members.iter().map(|p| p.index(n) as u16).collect();
            sorted.sort_unstable();
            sorted.dedup();
            debug_assert!(sorted.len() == n && members.iter().all(|p| p.row() < n && p.col() < n));
            link(&sorted);
            indexed.push((name, sorted));
        }
        for group in groups {
            let list: Vec<u16> = group.iter().map(|p| p.index(n) as u16).collect();
            link(&list);
        }
        let mut peer_start = Vec::with_capacity(cells + 1);
        let mut peers = Vec::new();
        for a in 0..cells {
            peer_start.push(peers.len() as u32);
            for b in 0..cells {
                if sees[a * words + b / 64] >> (b % 64) & 1 == 1 {
                    peers.push(b as u16);
                }
            }
        }
        peer_start.push(peers.len() as u32);
        let house_words = indexed.len().div_ceil(64).max(1);
        let mut cell_houses = vec![0u64; cells * house_words];
        for (h, (_, members)) in indexed.iter().enumerate() {
            for &c in members {
                cell_houses[c as usize * house_words + h / 64] |= 1 << (h % 64);
            }
        }
        let locked = LockedTables::new(&indexed);
        Tables {
            size,
            houses: indexed,
            peer_start,
            peers,
            house_words,
            cell_houses,
            segment_start: locked.segment_start,
            segment_cells: locked.segment_cells,
            intersections: locked.intersections,
        }
    }

    /// The houses holding cell `i`, as bits (see `cell_houses`).
    #[inline]
    pub(crate) fn houses_of(&self, i: usize) -> &[u64] {
        &self.cell_houses[i * self.house_words..(i + 1) * self.house_words]
    }

    /// How many segments there are.
    pub(crate) fn segment_count(&self) -> u32 {
        self.segment_start.len() as u32 - 1
    }

    /// The cells of segment `s`.
    #[inline]
    pub(crate) fn segment(&self, s: u32) -> &[u16] {
        let s = s as usize;
        &self.segment_cells[self.segment_start[s] as usize..self.segment_start[s + 1] as usize]
    }

    /// The peers of cell index `i`.
    #[inline]
    pub(crate) fn peers_of(&self, i: usize) -> &[u16] {
        &self.peers[self.peer_start[i] as usize..self.peer_start[i + 1] as usize]
    }
}

/// The locked-candidates tables while they are built.
struct LockedTables {
    segment_start: Vec<u32>,
    segment_cells: Vec<u16>,
    intersections: Vec<Intersection>,
}

impl LockedTables {
    /// Every pair of `houses` (cells ascending) sharing two cells or more, its shared
    /// cells a segment, each side's other cells covered by segments where they can be.
    fn new(houses: &[(HouseName, Vec<u16>)]) -> LockedTables {
        let mut segments: Vec<Vec<u16>> = Vec::new();
        // Per house: the segments inside it.
        let mut inside: Vec<Vec<u32>> = vec![Vec::new(); houses.len()];
        let mut pairs = Vec::new();
        for (i, (_, a)) in houses.iter().enumerate() {
            for (j, (_, b)) in houses.iter().enumerate().skip(i + 1) {
                let shared: Vec<u16> = a.iter().copied().filter(|c| b.contains(c)).collect();
                if shared.len() < 2 || shared.len() == a.len() {
                    continue;
                }
                let s = match segments.iter().position(|known| *known == shared) {
                    Some(s) => s as u32,
                    None => {
                        segments.push(shared);
                        segments.len() as u32 - 1
                    }
                };
                for h in [i, j] {
                    if !inside[h].contains(&s) {
                        inside[h].push(s);
                    }
                }
                pairs.push((i, j, s));
            }
        }
        let side = |house: usize, s: u32| {
            let shared = &segments[s as usize];
            let others: Vec<u16> = houses[house]
                .1
                .iter()
                .copied()
                .filter(|c| !shared.contains(c))
                .collect();
            // Largest segments first, each disjoint from the shared cells and from the
            // segments already taken.
            let mut candidates = inside[house].clone();
            candidates.sort_by_key(|&t| std::cmp::Reverse(segments[t as usize].len()));
            let mut covered: Vec<u16> = Vec::new();
            let mut taken = Vec::new();
            for t in candidates {
                let cells = &segments[t as usize];
                if cells
                    .iter()
                    .all(|c| others.contains(c) && !covered.contains(c))
                {
                    covered.extend_from_slice(cells);
                    taken.push(t);
                }
            }
            let loose = others
                .iter()
                .copied()
                .filter(|c| !covered.contains(c))
                .collect();
            Side {
                others,
                segments: taken,
                loose,
            }
        };
        let intersections = pairs
            .iter()
            .map(|&(i, j, s)| Intersection {
                shared: s,
                a: side(i, s),
                b: side(j, s),
            })
            .collect();
        let mut segment_start = vec![0u32];
        let mut segment_cells = Vec::new();
        for cells in &segments {
            segment_cells.extend_from_slice(cells);
            segment_start.push(segment_cells.len() as u32);
        }
        LockedTables {
            segment_start,
            segment_cells,
            intersections,
        }
    }
}
