//! The tables the general kernel and the checker work from, built once per [`Rules`]:
//! every house with its cells, and every cell's peers (cells sharing a house or a
//! constraint's distinct group), as flat `u16` index lists.
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
        Ok(Geometry {
            shape,
            houses: indexed,
            peer_start,
            peers,
        })
    }

    /// The peers of cell index `i`.
    #[inline]
    pub(crate) fn peers_of(&self, i: usize) -> &[u16] {
        &self.peers[self.peer_start[i] as usize..self.peer_start[i + 1] as usize]
    }
}
