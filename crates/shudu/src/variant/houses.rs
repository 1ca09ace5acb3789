//! The houses a variant adds to rows, columns and boxes ([`Extra`]), and where their
//! cells lie; which house is which, in messages and records, is [`HouseName`]
//! (`grid/house_name.rs`).
//!
//! A house is a set of exactly n cells holding every digit once; the general kernel and
//! the checker treat every house alike. Read next: `grid/layout/tables.rs` builds the house and
//! peer tables from a [`super::Rules`].

use super::{HouseName, Pos, Shape, VariantError};
use crate::words::Phrase;

/// Houses a variant adds to the rows, columns and boxes.
///
/// ```
/// use shudu::variant::{Extra, Shape};
/// assert_eq!(Extra::from_name("windoku"), Some(Extra::Windoku));
/// let windows = Extra::Windoku.houses(Shape::classic(), false).unwrap();
/// assert_eq!(windows.len(), 4);
/// assert_eq!(windows[0].1[0].to_string(), "r2c2");
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Extra {
    /// The main diagonal (top left to bottom right).
    MainDiagonal,
    /// The anti-diagonal (top right to bottom left).
    AntiDiagonal,
    /// Windoku windows: box-shaped windows one cell in from the edge with one cell
    /// between them (four on 9×9, nine on 16×16).
    Windoku,
    /// Disjoint groups: the cells at the same place in every box (regular boxes only).
    DisjointGroups,
    /// One more region given cell by cell; it must hold n cells.
    Region(Vec<Pos>),
}

impl Extra {
    /// The extra called `name` in shudu's JSON form and on the command line:
    /// `diagonal-main`, `diagonal-anti`, `windoku`, `disjoint-groups` (a cell-by-cell
    /// region has no name).
    pub fn from_name(name: &str) -> Option<Extra> {
        match name {
            "diagonal-main" => Some(Extra::MainDiagonal),
            "diagonal-anti" => Some(Extra::AntiDiagonal),
            "windoku" => Some(Extra::Windoku),
            "disjoint-groups" => Some(Extra::DisjointGroups),
            _ => None,
        }
    }

    /// The name [`Extra::from_name`] reads; `None` for a cell-by-cell region.
    pub fn name(&self) -> Option<&'static str> {
        match self {
            Extra::MainDiagonal => Some("diagonal-main"),
            Extra::AntiDiagonal => Some("diagonal-anti"),
            Extra::Windoku => Some("windoku"),
            Extra::DisjointGroups => Some("disjoint-groups"),
            Extra::Region(_) => None,
        }
    }

    /// The extra's name in a list of rules ([`super::Rules::words_in`]): its
    /// [`Extra::name`] in English, the glossary's name in Chinese.
    pub(crate) fn rule_phrase(&self) -> Phrase {
        Phrase::new(match self {
            Extra::MainDiagonal => "rule-diagonal-main",
            Extra::AntiDiagonal => "rule-diagonal-anti",
            Extra::Windoku => "rule-windoku",
            Extra::DisjointGroups => "rule-disjoint-groups",
            Extra::Region(_) => "rule-extra-region",
        })
    }

    /// The rule in one sentence for a reader, as printed under a board. Both diagonals
    /// say the same sentence, so an X puzzle prints it once.
    ///
    /// ```
    /// use shudu::variant::Extra;
    /// assert_eq!(Extra::MainDiagonal.rule_text(), Extra::AntiDiagonal.rule_text());
    /// ```
    pub fn rule_text(&self) -> &'static str {
        match self {
            Extra::MainDiagonal | Extra::AntiDiagonal => {
                "Diagonals: each marked diagonal holds every digit once"
            }
            Extra::Windoku => "Windoku: each shaded window holds every digit once",
            Extra::DisjointGroups => {
                "Disjoint groups: cells at the same place in their boxes hold different digits"
            }
            Extra::Region(_) => "Extra regions: each shaded region holds every digit once",
        }
    }

    /// The houses this adds on `shape` (`jigsaw`: whether regions replace the boxes),
    /// each with its cells in reading order; an error when the board has no such houses.
    pub fn houses(
        &self,
        shape: Shape,
        jigsaw: bool,
    ) -> Result<Vec<(HouseName, Vec<Pos>)>, VariantError> {
        let n = shape.size();
        Ok(match self {
            Extra::MainDiagonal => vec![(
                HouseName::MainDiagonal,
                (0..n).map(|i| Pos::new(i, i)).collect(),
            )],
            Extra::AntiDiagonal => vec![(
                HouseName::AntiDiagonal,
                (0..n).map(|i| Pos::new(i, n - 1 - i)).collect(),
            )],
            Extra::Windoku => {
                let (r, c) = (shape.box_rows(), shape.box_cols());
                let tops: Vec<usize> = (1..n).step_by(r + 1).filter(|t| t + r <= n).collect();
                let lefts: Vec<usize> = (1..n).step_by(c + 1).filter(|l| l + c <= n).collect();
                if tops.is_empty() || lefts.is_empty() {
                    return Err(VariantError::Rules(
                        Phrase::new("variant-no-windows").with("shape", shape.phrase()),
                    ));
                }
                let mut out = Vec::new();
                for &top in &tops {
                    for &left in &lefts {
                        let cells = (top..top + r)
                            .flat_map(|row| (left..left + c).map(move |col| Pos::new(row, col)))
                            .collect();
                        out.push((HouseName::Window(out.len() as u8), cells));
                    }
                }
                out
            }
            Extra::DisjointGroups => {
                if jigsaw {
                    return Err(VariantError::Rules(Phrase::new("variant-disjoint-jigsaw")));
                }
                let (r, c) = (shape.box_rows(), shape.box_cols());
                (0..n)
                    .map(|g| {
                        let (dr, dc) = (g / c, g % c);
                        let cells = (0..n)
                            .map(|b| {
                                let (br, bc) = (b / (n / c), b % (n / c));
                                Pos::new(br * r + dr, bc * c + dc)
                            })
                            .collect::<Vec<_>>();
                        (HouseName::DisjointGroup(g as u8), sorted(cells))
                    })
                    .collect()
            }
            Extra::Region(cells) => {
                if cells.len() != n || cells.iter().any(|p| p.row() >= n || p.col() >= n) {
                    return Err(VariantError::Rules(
                        Phrase::new("variant-extra-region-cells")
                            .with("size", n)
                            .with("found", cells.len()),
                    ));
                }
                vec![(HouseName::ExtraRegion(0), sorted(cells.clone()))]
            }
        })
    }
}

fn sorted(mut cells: Vec<Pos>) -> Vec<Pos> {
    cells.sort_unstable();
    cells
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn windoku_on_other_sizes() {
        let count = |n| {
            Extra::Windoku
                .houses(Shape::for_size(n).unwrap(), false)
                .map(|h| h.len())
        };
        assert_eq!(count(9), Ok(4));
        assert_eq!(count(16), Ok(9));
        assert_eq!(count(4), Ok(1)); // the centre 2×2 window
        assert_eq!(count(6), Ok(2));
    }

    #[test]
    fn disjoint_groups_take_one_cell_of_each_box() {
        for n in [4, 6, 9, 12] {
            let shape = Shape::for_size(n).unwrap();
            for (_, cells) in Extra::DisjointGroups.houses(shape, false).unwrap() {
                let mut boxes: Vec<usize> = cells
                    .iter()
                    .map(|p| shape.box_at(p.row(), p.col()))
                    .collect();
                boxes.sort_unstable();
                assert_eq!(boxes, (0..n).collect::<Vec<_>>());
            }
        }
    }
}
