//! [`Symmetry`]: the symmetries a puzzle's clue layout may be asked to have, and the
//! [`Orbit`]s of cells each one induces.
//!
//! A symmetry is a group of motions of the square (some of the eight rotations and
//! reflections that map the grid onto itself). The orbit of a cell is every cell a motion
//! of the group takes it to; a symmetric puzzle has either a clue in every cell of an
//! orbit or in none, so the generator keeps or removes whole orbits.
//!
//! Coordinates below are zero-based (row `r`, column `c`, 0 to 8); in r1c1 notation the
//! centre is r5c5.
//!
//! Read next: `pattern.rs` (where clues may stand), `minimize.rs` (which removes orbits).

use std::fmt;
use std::str::FromStr;
use std::sync::OnceLock;

use super::GenerateError;
use crate::grid::{Cell, Grid};

/// One of the eight motions of the square onto itself.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Motion {
    Identity,
    /// A quarter turn clockwise: the top row becomes the right-hand column.
    Rotate90,
    Rotate180,
    Rotate270,
    /// Top and bottom swap: reflection across the horizontal middle line (row 5).
    FlipTopBottom,
    /// Left and right swap: reflection across the vertical middle line (column 5).
    FlipLeftRight,
    /// Reflection across the main diagonal r1c1–r9c9: `(r, c)` goes to `(c, r)`.
    Transpose,
    /// Reflection across the anti-diagonal r1c9–r9c1.
    AntiTranspose,
}

impl Motion {
    /// The image of zero-based (`r`, `c`) on a board whose last row and column are
    /// `last` (8 on the classic board; any side for the variants of [`crate::variant`]).
    const fn apply(self, r: usize, c: usize, last: usize) -> (usize, usize) {
        match self {
            Motion::Identity => (r, c),
            Motion::Rotate90 => (c, last - r),
            Motion::Rotate180 => (last - r, last - c),
            Motion::Rotate270 => (last - c, r),
            Motion::FlipTopBottom => (last - r, c),
            Motion::FlipLeftRight => (r, last - c),
            Motion::Transpose => (c, r),
            Motion::AntiTranspose => (last - c, last - r),
        }
    }

    fn image(self, cell: Cell) -> Cell {
        let (r, c) = self.apply(cell.row(), cell.col(), 8);
        Cell::new(r, c).expect("a motion of the square keeps cells inside the grid")
    }
}

/// A symmetry of the clue layout: which cells must hold a clue together.
///
/// Each symmetry is a group of rotations and reflections of the grid; a puzzle with that
/// symmetry has a clue in a cell exactly when it has one in every image of that cell.
/// The names are those used on the command line.
///
/// ```
/// use shudu::{Cell, Symmetry};
/// let s = Symmetry::from_name("rot180").unwrap();
/// let corner = Cell::new(0, 0).unwrap();
/// let cells: Vec<String> = s.orbit(corner).cells().iter().map(|c| c.to_string()).collect();
/// assert_eq!(cells, ["r1c1", "r9c9"]);
/// // 40 pairs plus the centre, which is its own image.
/// assert_eq!(s.orbits().len(), 41);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Symmetry {
    /// `none`: no constraint; every clue is its own group.
    #[default]
    None,
    /// `rot180`: a half turn about the centre, `(r, c)` ↔ `(8-r, 8-c)`.
    Rot180,
    /// `rot90`: quarter turns about the centre; groups of four cells (the centre alone).
    Rot90,
    /// `mirror-h`: top–bottom mirror, reflection across the horizontal middle line
    /// (row 5): `(r, c)` ↔ `(8-r, c)`, so row 1 mirrors row 9.
    MirrorH,
    /// `mirror-v`: left–right mirror, reflection across the vertical middle line
    /// (column 5): `(r, c)` ↔ `(r, 8-c)`, so column 1 mirrors column 9.
    MirrorV,
    /// `mirror-hv`: both mirrors at once (and so also the half turn); groups of up to four.
    MirrorHV,
    /// `diagonal`: reflection across the main diagonal r1c1–r9c9, `(r, c)` ↔ `(c, r)`.
    Diagonal,
    /// `anti-diagonal`: reflection across the anti-diagonal r1c9–r9c1,
    /// `(r, c)` ↔ `(8-c, 8-r)`.
    AntiDiagonal,
    /// `diagonals`: both diagonal reflections at once (and so also the half turn).
    Diagonals,
    /// `dihedral`: all eight rotations and reflections; groups of up to eight cells.
    Dihedral,
}

impl Symmetry {
    /// Every symmetry, from the weakest constraint to the strongest.
    pub const ALL: [Symmetry; 10] = [
        Symmetry::None,
        Symmetry::Rot180,
        Symmetry::Rot90,
        Symmetry::MirrorH,
        Symmetry::MirrorV,
        Symmetry::MirrorHV,
        Symmetry::Diagonal,
        Symmetry::AntiDiagonal,
        Symmetry::Diagonals,
        Symmetry::Dihedral,
    ];

    /// The kebab-case name used on the command line (`none`, `rot180`, `mirror-hv`, …).
    pub fn name(self) -> &'static str {
        match self {
            Symmetry::None => "none",
            Symmetry::Rot180 => "rot180",
            Symmetry::Rot90 => "rot90",
            Symmetry::MirrorH => "mirror-h",
            Symmetry::MirrorV => "mirror-v",
            Symmetry::MirrorHV => "mirror-hv",
            Symmetry::Diagonal => "diagonal",
            Symmetry::AntiDiagonal => "anti-diagonal",
            Symmetry::Diagonals => "diagonals",
            Symmetry::Dihedral => "dihedral",
        }
    }

    /// The symmetry called `name` (as [`Symmetry::name`] spells it).
    pub fn from_name(name: &str) -> Option<Symmetry> {
        Symmetry::ALL.into_iter().find(|s| s.name() == name)
    }

    /// The motions of the group, the identity first. Each list is closed under
    /// composition, so the images of a cell under it are exactly the cell's orbit.
    fn motions(self) -> &'static [Motion] {
        use Motion::*;
        match self {
            Symmetry::None => &[Identity],
            Symmetry::Rot180 => &[Identity, Rotate180],
            Symmetry::Rot90 => &[Identity, Rotate90, Rotate180, Rotate270],
            Symmetry::MirrorH => &[Identity, FlipTopBottom],
            Symmetry::MirrorV => &[Identity, FlipLeftRight],
            Symmetry::MirrorHV => &[Identity, FlipTopBottom, FlipLeftRight, Rotate180],
            Symmetry::Diagonal => &[Identity, Transpose],
            Symmetry::AntiDiagonal => &[Identity, AntiTranspose],
            Symmetry::Diagonals => &[Identity, Transpose, AntiTranspose, Rotate180],
            Symmetry::Dihedral => &[
                Identity,
                Rotate90,
                Rotate180,
                Rotate270,
                FlipTopBottom,
                FlipLeftRight,
                Transpose,
                AntiTranspose,
            ],
        }
    }

    /// The cells that must hold a clue together with `cell` (itself included), in
    /// reading order.
    pub fn orbit(self, cell: Cell) -> Orbit {
        let mut orbit = Orbit::EMPTY;
        for motion in self.motions() {
            orbit.insert(motion.image(cell));
        }
        orbit
    }

    /// The orbits of this symmetry: a partition of the 81 cells, ordered by their first
    /// cell in reading order.
    pub fn orbits(self) -> Vec<Orbit> {
        // Each orbit is listed once: when reading order reaches its first cell.
        Cell::all()
            .filter_map(|cell| {
                let orbit = self.orbit(cell);
                (orbit.cells()[0] == cell).then_some(orbit)
            })
            .collect()
    }

    /// The orbits of this symmetry on a board of side `size`, as reading-order cell
    /// indices, each orbit ascending and listed at its first cell: the variants'
    /// generator lays out clues with them.
    pub(crate) fn orbits_on(self, size: usize) -> Vec<Vec<usize>> {
        (0..size * size)
            .filter_map(|i| {
                let mut orbit: Vec<usize> = self
                    .motions()
                    .iter()
                    .map(|m| {
                        let (r, c) = m.apply(i / size, i % size, size - 1);
                        r * size + c
                    })
                    .collect();
                orbit.sort_unstable();
                orbit.dedup();
                (orbit[0] == i).then_some(orbit)
            })
            .collect()
    }

    /// [`Symmetry::orbits`], worked out once per symmetry: the generator needs them for
    /// every puzzle, and building them is a few percent of a puzzle's time.
    pub(crate) fn orbit_table(self) -> &'static [Orbit] {
        static TABLES: [OnceLock<Vec<Orbit>>; Symmetry::ALL.len()] =
            [const { OnceLock::new() }; Symmetry::ALL.len()];
        let k = Symmetry::ALL
            .iter()
            .position(|&s| s == self)
            .expect("every symmetry is in the list");
        TABLES[k].get_or_init(|| self.orbits())
    }

    /// A cell in `cells` whose image under this symmetry is not in `cells`, with that
    /// image: the proof that a set of cells is not symmetric.
    pub(crate) fn first_break(self, contains: impl Fn(Cell) -> bool) -> Option<(Cell, Cell)> {
        Cell::all().filter(|&c| contains(c)).find_map(|cell| {
            self.orbit(cell)
                .cells()
                .iter()
                .find(|&&image| !contains(image))
                .map(|&image| (cell, image))
        })
    }

    /// Whether the givens of `grid` are laid out with this symmetry (digits may differ).
    ///
    /// ```
    /// use shudu::{Cell, Digit, Grid, Symmetry};
    /// let mut g = Grid::empty();
    /// g.set(Cell::new(0, 1).unwrap(), Digit::new(3));
    /// g.set(Cell::new(8, 7).unwrap(), Digit::new(7));
    /// assert!(Symmetry::Rot180.holds_for(&g));
    /// assert!(!Symmetry::MirrorV.holds_for(&g));
    /// ```
    pub fn holds_for(self, grid: &Grid) -> bool {
        self.first_break(|c| grid.get(c).is_some()).is_none()
    }
}

impl fmt::Display for Symmetry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Symmetry {
    type Err = GenerateError;

    /// Reads a name as [`Symmetry::name`] spells it.
    fn from_str(name: &str) -> Result<Symmetry, GenerateError> {
        Symmetry::from_name(name.trim()).ok_or_else(|| GenerateError::UnknownSymmetry {
            name: name.to_owned(),
        })
    }
}

/// A group of cells that a symmetry keeps together: up to eight cells, in reading order.
///
/// ```
/// use shudu::{Cell, Symmetry};
/// let centre = Cell::new(4, 4).unwrap();
/// assert_eq!(Symmetry::Dihedral.orbit(centre).len(), 1);
/// assert_eq!(Symmetry::Dihedral.orbit(Cell::new(0, 1).unwrap()).len(), 8);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Orbit {
    cells: [Cell; 8],
    len: u8,
}

impl Orbit {
    const EMPTY: Orbit = Orbit {
        cells: [match Cell::from_index(0) {
            Some(c) => c,
            None => unreachable!(),
        }; 8],
        len: 0,
    };

    /// The group holding exactly `cells` (at most eight, each once), sorted.
    pub(crate) fn of(cells: impl IntoIterator<Item = Cell>) -> Orbit {
        let mut orbit = Orbit::EMPTY;
        for cell in cells {
            orbit.insert(cell);
        }
        orbit
    }

    /// Adds `cell` in reading order, unless present.
    fn insert(&mut self, cell: Cell) {
        let len = self.len as usize;
        let Err(at) = self.cells[..len].binary_search(&cell) else {
            return;
        };
        assert!(len < 8, "an orbit of the square has at most eight cells");
        self.cells.copy_within(at..len, at + 1);
        self.cells[at] = cell;
        self.len += 1;
    }

    /// The cells, in reading order.
    pub fn cells(&self) -> &[Cell] {
        &self.cells[..self.len as usize]
    }

    /// How many cells the group holds.
    pub fn len(&self) -> usize {
        self.len as usize
    }

    /// Whether the group is empty (never, for an orbit of a symmetry).
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Whether `cell` belongs to the group.
    pub fn contains(&self, cell: Cell) -> bool {
        self.cells().contains(&cell)
    }
}

impl fmt::Display for Orbit {
    /// The cells joined by commas: `r1c1, r9c9`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, cell) in self.cells().iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{cell}")?;
        }
        Ok(())
    }
}

impl fmt::Debug for Orbit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Orbit({self})")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for s in Symmetry::ALL {
            assert_eq!(Symmetry::from_name(s.name()), Some(s));
            assert_eq!(s.name().parse::<Symmetry>().unwrap(), s);
        }
        assert!("rot45".parse::<Symmetry>().is_err());
    }

    #[test]
    fn motion_lists_are_groups() {
        for s in Symmetry::ALL {
            let motions = s.motions();
            assert_eq!(motions[0], Motion::Identity);
            for &a in motions {
                for &b in motions {
                    // The composition a∘b acts on every cell as some motion of the list.
                    let composed = |cell: Cell| a.image(b.image(cell));
                    assert!(
                        motions
                            .iter()
                            .any(|&m| Cell::all().all(|cell| m.image(cell) == composed(cell))),
                        "{s}: {a:?} after {b:?} leaves the group"
                    );
                }
            }
        }
    }

    #[test]
    fn orbits_partition_the_grid_and_are_closed() {
        for s in Symmetry::ALL {
            let orbits = s.orbits();
            assert_eq!(s.orbit_table(), orbits, "{s}: the cached table");
            let mut seen = [0u8; 81];
            for orbit in &orbits {
                assert!(!orbit.is_empty());
                for &cell in orbit.cells() {
                    seen[cell.index()] += 1;
                    // Every cell of an orbit has that same orbit.
                    assert_eq!(s.orbit(cell), *orbit, "{s}");
                    for motion in s.motions() {
                        assert!(orbit.contains(motion.image(cell)), "{s}: {orbit}");
                    }
                }
            }
            assert!(seen.iter().all(|&n| n == 1), "{s}: {seen:?}");
        }
    }

    #[test]
    fn orbit_counts_match_the_geometry() {
        let count = |s: Symmetry| s.orbits().len();
        assert_eq!(count(Symmetry::None), 81);
        assert_eq!(count(Symmetry::Rot180), 41);
        assert_eq!(count(Symmetry::Rot90), 21);
        assert_eq!(count(Symmetry::MirrorH), 45);
        assert_eq!(count(Symmetry::MirrorV), 45);
        assert_eq!(count(Symmetry::MirrorHV), 25);
        assert_eq!(count(Symmetry::Diagonal), 45);
        assert_eq!(count(Symmetry::AntiDiagonal), 45);
        assert_eq!(count(Symmetry::Diagonals), 25);
        assert_eq!(count(Symmetry::Dihedral), 15);
    }

    #[test]
    fn mirror_h_swaps_top_and_bottom() {
        let cell = Cell::new(0, 2).unwrap();
        let orbit = Symmetry::MirrorH.orbit(cell);
        assert_eq!(orbit.to_string(), "r1c3, r9c3");
        let orbit = Symmetry::MirrorV.orbit(cell);
        assert_eq!(orbit.to_string(), "r1c3, r1c7");
        let orbit = Symmetry::AntiDiagonal.orbit(cell);
        assert_eq!(orbit.to_string(), "r1c3, r7c9");
    }

    #[test]
    fn first_break_names_the_missing_image() {
        let a = Cell::new(0, 0).unwrap();
        let b = Cell::new(8, 8).unwrap();
        assert_eq!(Symmetry::Rot180.first_break(|c| c == a), Some((a, b)));
        assert_eq!(Symmetry::Rot180.first_break(|c| c == a || c == b), None);
    }
}
