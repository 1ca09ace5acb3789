//! The tables the general kernel and the checker work from, built once per [`Rules`]:
//! every house with its cells, every cell's peers (cells sharing a house or a
//! constraint's distinct group), as flat `u16` index lists, and every pair of houses
//! sharing two cells or more (a box and a row, a diagonal and a window), for the
//! kernel's locked candidates.
//!
//! Read next: `solve.rs` walks these tables.

use super::{HouseName, Pos, Shape, VariantError};

/// The compiled geometry of a rule set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Geometry {
    pub(crate) shape: Shape,
    /// Every house: its name and its n cells (reading-order indices).
    pub(crate) houses: Vec<(HouseName, Vec<u16>)>,
    /// `peers[peer_start[i]..peer_start[i + 1]]` are the peers of cell `i`, ascending.
    pub(crate) peer_start: Vec<u32>,
    pub(crate) peers: Vec<u16>,
    /// Every pair of houses sharing at least two cells.
    pub(crate) intersections: Vec<Intersection>,
}

/// Two houses A and B sharing two cells or more: a digit of A whose every place in A lies
/// in the shared cells goes in one of them, so it leaves B's other cells (and the same
/// with A and B swapped).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Intersection {
    /// The cells in both houses.
    pub(crate) shared: Vec<u16>,
    /// The cells of A outside B.
    pub(crate) only_a: Vec<u16>,
    /// The cells of B outside A.
    pub(crate) only_b: Vec<u16>,
}

impl Geometry {
    /// The tables for `houses` (each must hold n distinct cells) and the extra distinct
    /// `groups` of the constraints.
    pub(crate) fn new(
        shape: Shape,
        houses: Vec<(HouseName, Vec<Pos>)>,
        groups: &[Vec<Pos>],
    ) -> Result<Geometry, VariantError> {
        let n = shape.size();
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
            let list: Vec<u16> = members.iter().map(|p| p.index(n) as u16).collect();
            let mut sorted = list.clone();
            sorted.sort_unstable();
            sorted.dedup();
            if sorted.len() != n || members.iter().any(|p| p.row() >= n || p.col() >= n) {
                return Err(VariantError::Rules(format!(
                    "{name} holds {} distinct cells of the board; a house needs {n}",
                    sorted.len()
                )));
            }
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
        let intersections = intersections(&indexed);
        Ok(Geometry {
            shape,
            houses: indexed,
            peer_start,
            peers,
            intersections,
        })
    }

    /// The peers of cell index `i`.
    #[inline]
    pub(crate) fn peers_of(&self, i: usize) -> &[u16] {
        &self.peers[self.peer_start[i] as usize..self.peer_start[i + 1] as usize]
    }
}

/// Every pair of `houses` (cells ascending) sharing two cells or more, split into the
/// shared cells and each house's others.
fn intersections(houses: &[(HouseName, Vec<u16>)]) -> Vec<Intersection> {
    let mut out = Vec::new();
    for (i, (_, a)) in houses.iter().enumerate() {
        for (_, b) in &houses[i + 1..] {
            let shared: Vec<u16> = a.iter().copied().filter(|c| b.contains(c)).collect();
            if shared.len() < 2 || shared.len() == a.len() {
                continue;
            }
            out.push(Intersection {
                only_a: a.iter().copied().filter(|c| !shared.contains(c)).collect(),
                only_b: b.iter().copied().filter(|c| !shared.contains(c)).collect(),
                shared,
            });
        }
    }
    out
}
