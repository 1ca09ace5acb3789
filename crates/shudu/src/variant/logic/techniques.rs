//! The finders of the small engine, easiest first: full house, hidden singles (boxes,
//! regions and extra houses, then rows and columns), naked singles, pointing and
//! claiming (a digit's places in one house all inside another), the generalised
//! intersection (cells that see all of a digit's places in a house), naked and hidden pairs
//! and triples, and the X-wing. Each works on every house a board has, so a diagonal, a
//! window, a jigsaw region or a cage of n cells takes part as a box does; eliminations
//! of a set reach only the house it lies in (rules beyond houses are already in the
//! board's peers and candidates).
//!
//! Read next: `mod.rs`, which applies the steps in turn.

use crate::logic::{Role, Technique};
use crate::variant::{HouseName, Pos};

use super::board::{SizedBoard, digits_of};
use super::step::{SizedEvidence, SizedStep};

/// The techniques in the order the engine tries them (by their ratings).
pub(crate) const ORDER: [Technique; 12] = [
    Technique::FullHouse,
    Technique::HiddenSingleBox,
    Technique::HiddenSingleLine,
    Technique::NakedSingle,
    Technique::Pointing,
    Technique::Claiming,
    Technique::GeneralizedIntersection,
    Technique::NakedPair,
    Technique::XWing,
    Technique::HiddenPair,
    Technique::NakedTriplet,
    Technique::HiddenTriplet,
];

/// The first step of `technique` on `board`, if any.
pub(crate) fn find(board: &SizedBoard, technique: Technique) -> Option<SizedStep> {
    let finder = Finder { board };
    match technique {
        Technique::FullHouse => finder.full_house(),
        Technique::HiddenSingleBox => finder.hidden_single(false),
        Technique::HiddenSingleLine => finder.hidden_single(true),
        Technique::NakedSingle => finder.naked_single(),
        Technique::Pointing => finder.intersection(false),
        Technique::Claiming => finder.intersection(true),
        Technique::GeneralizedIntersection => finder.generalized_intersection(),
        Technique::NakedPair => finder.naked_set(2),
        Technique::NakedTriplet => finder.naked_set(3),
        Technique::HiddenPair => finder.hidden_set(2),
        Technique::HiddenTriplet => finder.hidden_set(3),
        Technique::XWing => finder.x_wing(),
        _ => None,
    }
}

/// A row or column by its zero-based number.
type LineName = fn(u8) -> HouseName;

fn is_line(name: HouseName) -> bool {
    matches!(name, HouseName::Row(_) | HouseName::Column(_))
}

struct Finder<'a> {
    board: &'a SizedBoard,
}

impl Finder<'_> {
    fn n(&self) -> usize {
        self.board.size()
    }

    fn pos(&self, cell: usize) -> Pos {
        Pos::from_index(cell, self.n())
    }

    /// The cells of a step's pattern, as its evidence lists them.
    /// The candidates of `cells` among the digits of `mask` (bit d−1 for digit d), cell
    /// by cell in digit order: what a set removes, or the candidates that form it.
    fn candidates_in<'c>(
        &self,
        cells: impl IntoIterator<Item = &'c usize>,
        mask: u32,
    ) -> Vec<(usize, u8)> {
        cells
            .into_iter()
            .flat_map(|&c| {
                digits_of(self.board.mask(c) & mask)
                    .into_iter()
                    .map(move |d| (c, d))
            })
            .collect()
    }

    /// The candidates of `cells` among the digits of `mask`, as the pattern's evidence.
    fn pattern_candidates(&self, cells: &[usize], mask: u32) -> Vec<(Role, Pos, u8)> {
        self.candidates_in(cells, mask)
            .into_iter()
            .map(|(c, d)| (Role::Pattern, self.pos(c), d))
            .collect()
    }

    fn pattern_cells(&self, cells: &[usize]) -> Vec<(Role, Pos)> {
        cells
            .iter()
            .map(|&c| (Role::Pattern, self.pos(c)))
            .collect()
    }

    fn step(
        &self,
        technique: Technique,
        placements: Vec<(usize, u8)>,
        eliminations: Vec<(usize, u8)>,
        evidence: SizedEvidence,
    ) -> SizedStep {
        SizedStep {
            technique,
            placements: placements
                .into_iter()
                .map(|(c, d)| (self.pos(c), d))
                .collect(),
            eliminations: eliminations
                .into_iter()
                .map(|(c, d)| (self.pos(c), d))
                .collect(),
            evidence,
            symbols: self.board.symbols(),
        }
    }

    /// A single: `cell` must be `digit`, by `house` (none for a naked single).
    fn single(
        &self,
        technique: Technique,
        cell: usize,
        digit: u8,
        house: Option<HouseName>,
    ) -> SizedStep {
        let p = self.pos(cell);
        let evidence = SizedEvidence {
            houses: house.map(|h| (Role::Base, h)).into_iter().collect(),
            cells: vec![(Role::Target, p)],
            candidates: vec![(Role::Target, p, digit)],
            digits: vec![digit],
        };
        self.step(technique, vec![(cell, digit)], Vec::new(), evidence)
    }

    /// The empty cells of `cells` where `digit` may go.
    fn places(&self, cells: &[usize], digit: u8) -> Vec<usize> {
        let bit = 1u32 << (digit - 1);
        cells
            .iter()
            .copied()
            .filter(|&c| self.board.mask(c) & bit != 0)
            .collect()
    }

    /// The digits not yet placed in `cells`.
    fn missing(&self, cells: &[usize]) -> Vec<u8> {
        let values = self.board.values();
        (1..=self.n() as u8)
            .filter(|d| !cells.iter().any(|&c| values[c] == *d))
            .collect()
    }

    fn full_house(&self) -> Option<SizedStep> {
        let values = self.board.values();
        for (name, cells) in self.board.houses() {
            let empty: Vec<usize> = cells.iter().copied().filter(|&c| values[c] == 0).collect();
            if let ([cell], [digit]) = (empty.as_slice(), self.missing(cells).as_slice())
                && self.board.mask(*cell) >> (digit - 1) & 1 == 1
            {
                return Some(self.single(Technique::FullHouse, *cell, *digit, Some(*name)));
            }
        }
        None
    }

    fn hidden_single(&self, lines: bool) -> Option<SizedStep> {
        let technique = if lines {
            Technique::HiddenSingleLine
        } else {
            Technique::HiddenSingleBox
        };
        for (name, cells) in self.board.houses() {
            if is_line(*name) != lines {
                continue;
            }
            for digit in self.missing(cells) {
                if let [cell] = self.places(cells, digit).as_slice() {
                    return Some(self.single(technique, *cell, digit, Some(*name)));
                }
            }
        }
        None
    }

    fn naked_single(&self) -> Option<SizedStep> {
        let n = self.n();
        (0..n * n).find_map(|c| {
            let mask = self.board.mask(c);
            (mask.count_ones() == 1).then(|| {
                let digit = mask.trailing_zeros() as u8 + 1;
                self.single(Technique::NakedSingle, c, digit, None)
            })
        })
    }

    /// Pointing (the base is a box, region or extra house) or claiming (a row or
    /// column): a digit's places in the base all lie in a second house, which loses the
    /// digit everywhere else.
    fn intersection(&self, from_lines: bool) -> Option<SizedStep> {
        let technique = if from_lines {
            Technique::Claiming
        } else {
            Technique::Pointing
        };
        let houses = self.board.houses();
        for (base, cells) in houses {
            if is_line(*base) != from_lines {
                continue;
            }
            for digit in self.missing(cells) {
                let places = self.places(cells, digit);
                if places.len() < 2 {
                    continue;
                }
                for (cover, others) in houses {
                    if cover == base || !places.iter().all(|c| others.contains(c)) {
                        continue;
                    }
                    let gone: Vec<(usize, u8)> = self
                        .places(others, digit)
                        .into_iter()
                        .filter(|c| !places.contains(c))
                        .map(|c| (c, digit))
                        .collect();
                    if gone.is_empty() {
                        continue;
                    }
                    let evidence = SizedEvidence {
                        houses: vec![(Role::Base, *base), (Role::Cover, *cover)],
                        cells: self.pattern_cells(&places),
                        candidates: places
                            .iter()
                            .map(|&c| (Role::Pattern, self.pos(c), digit))
                            .collect(),
                        digits: vec![digit],
                    };
                    return Some(self.step(technique, Vec::new(), gone, evidence));
                }
            }
        }
        None
    }

    /// A digit's places in a house all seen by other cells (a knight's or king's move
    /// away, a cage, any house): those cells lose the digit. Pointing and claiming are the
    /// cases where one house holds all the places; this takes the rest, as Sudoku
    /// Explainer's variant mode does.
    fn generalized_intersection(&self) -> Option<SizedStep> {
        for (base, cells) in self.board.houses() {
            for digit in self.missing(cells) {
                let places = self.places(cells, digit);
                let Some((&first, rest)) = places.split_first() else {
                    continue;
                };
                if rest.is_empty() {
                    continue;
                }
                let bit = 1u32 << (digit - 1);
                let gone: Vec<(usize, u8)> = self
                    .board
                    .peers(first)
                    .iter()
                    .copied()
                    .filter(|&c| self.board.mask(c) & bit != 0 && !places.contains(&c))
                    .filter(|&c| rest.iter().all(|&p| self.board.peers(p).contains(&c)))
                    .map(|c| (c, digit))
                    .collect();
                if gone.is_empty() {
                    continue;
                }
                let evidence = SizedEvidence {
                    houses: vec![(Role::Base, *base)],
                    cells: self.pattern_cells(&places),
                    candidates: places
                        .iter()
                        .map(|&c| (Role::Pattern, self.pos(c), digit))
                        .collect(),
                    digits: vec![digit],
                };
                return Some(self.step(
                    Technique::GeneralizedIntersection,
                    Vec::new(),
                    gone,
                    evidence,
                ));
            }
        }
        None
    }

    /// `size` cells of a house holding only `size` digits between them: the rest of the
    /// house loses those digits.
    fn naked_set(&self, size: usize) -> Option<SizedStep> {
        let technique = if size == 2 {
            Technique::NakedPair
        } else {
            Technique::NakedTriplet
        };
        for (name, cells) in self.board.houses() {
            let open: Vec<usize> = cells
                .iter()
                .copied()
                .filter(|&c| (2..=size as u32).contains(&self.board.mask(c).count_ones()))
                .collect();
            let mut found = None;
            combinations(&open, size, &mut |set| {
                let union = set.iter().fold(0, |m, &c| m | self.board.mask(c));
                if union.count_ones() as usize != size {
                    return false;
                }
                let gone = self.candidates_in(cells.iter().filter(|c| !set.contains(c)), union);
                if gone.is_empty() {
                    return false;
                }
                let digits = digits_of(union);
                let evidence = SizedEvidence {
                    houses: vec![(Role::Base, *name)],
                    cells: self.pattern_cells(set),
                    candidates: self.pattern_candidates(set, union),
                    digits,
                };
                found = Some(self.step(technique, Vec::new(), gone, evidence));
                true
            });
            if found.is_some() {
                return found;
            }
        }
        None
    }

    /// `size` digits of a house that can only go in the same `size` cells: those cells
    /// lose every other candidate.
    fn hidden_set(&self, size: usize) -> Option<SizedStep> {
        let technique = if size == 2 {
            Technique::HiddenPair
        } else {
            Technique::HiddenTriplet
        };
        for (name, cells) in self.board.houses() {
            let open: Vec<u8> = self
                .missing(cells)
                .into_iter()
                .filter(|&d| (2..=size).contains(&self.places(cells, d).len()))
                .collect();
            let mut found = None;
            combinations(&open, size, &mut |digits| {
                let mut spots: Vec<usize> =
                    digits.iter().flat_map(|&d| self.places(cells, d)).collect();
                spots.sort_unstable();
                spots.dedup();
                if spots.len() != size {
                    return false;
                }
                let keep = digits.iter().fold(0u32, |m, &d| m | 1 << (d - 1));
                let gone = self.candidates_in(&spots, !keep);
                if gone.is_empty() {
                    return false;
                }
                let evidence = SizedEvidence {
                    houses: vec![(Role::Base, *name)],
                    cells: self.pattern_cells(&spots),
                    candidates: self.pattern_candidates(&spots, keep),
                    digits: digits.to_vec(),
                };
                found = Some(self.step(technique, Vec::new(), gone, evidence));
                true
            });
            if found.is_some() {
                return found;
            }
        }
        None
    }

    /// A digit confined to the same two columns in two rows (or the same two rows in two
    /// columns): those columns (rows) lose it everywhere else.
    fn x_wing(&self) -> Option<SizedStep> {
        let n = self.n();
        for digit in 1..=n as u8 {
            for by_rows in [true, false] {
                // Each line's places for the digit, as the crossing lines' numbers.
                let cell = |line: usize, k: usize| {
                    if by_rows { line * n + k } else { k * n + line }
                };
                let spots: Vec<Vec<usize>> = (0..n)
                    .map(|line| {
                        (0..n)
                            .filter(|&k| self.board.mask(cell(line, k)) >> (digit - 1) & 1 == 1)
                            .collect()
                    })
                    .collect();
                for a in 0..n {
                    if spots[a].len() != 2 {
                        continue;
                    }
                    for b in a + 1..n {
                        if spots[b] != spots[a] {
                            continue;
                        }
                        let gone: Vec<(usize, u8)> = spots[a]
                            .iter()
                            .flat_map(|&k| {
                                (0..n)
                                    .filter(|&l| l != a && l != b)
                                    .map(move |l| cell(l, k))
                            })
                            .filter(|&c| self.board.mask(c) >> (digit - 1) & 1 == 1)
                            .map(|c| (c, digit))
                            .collect();
                        if gone.is_empty() {
                            continue;
                        }
                        let (base, cover) = if by_rows {
                            (HouseName::Row as LineName, HouseName::Column as LineName)
                        } else {
                            (HouseName::Column as LineName, HouseName::Row as LineName)
                        };
                        let mut houses =
                            vec![(Role::Base, base(a as u8)), (Role::Base, base(b as u8))];
                        houses.extend(spots[a].iter().map(|&k| (Role::Cover, cover(k as u8))));
                        let corners: Vec<usize> = [a, b]
                            .iter()
                            .flat_map(|&l| spots[a].iter().map(move |&k| cell(l, k)))
                            .collect();
                        let evidence = SizedEvidence {
                            houses,
                            cells: self.pattern_cells(&corners),
                            candidates: corners
                                .iter()
                                .map(|&c| (Role::Pattern, self.pos(c), digit))
                                .collect(),
                            digits: vec![digit],
                        };
                        return Some(self.step(Technique::XWing, Vec::new(), gone, evidence));
                    }
                }
            }
        }
        None
    }
}

/// Calls `visit` with every `size`-element subset of `items` (in order) until it
/// returns true.
fn combinations<T: Copy>(items: &[T], size: usize, visit: &mut dyn FnMut(&[T]) -> bool) -> bool {
    fn go<T: Copy>(
        items: &[T],
        size: usize,
        chosen: &mut Vec<T>,
        visit: &mut dyn FnMut(&[T]) -> bool,
    ) -> bool {
        if chosen.len() == size {
            return visit(chosen);
        }
        for i in 0..items.len() {
            if items.len() - i < size - chosen.len() {
                break;
            }
            chosen.push(items[i]);
            if go(&items[i + 1..], size, chosen, visit) {
                return true;
            }
            chosen.pop();
        }
        false
    }
    go(items, size, &mut Vec::with_capacity(size), visit)
}
