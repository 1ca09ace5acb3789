//! [`Rules`]: one variant's full description — the board's [`Shape`], jigsaw regions in
//! place of the boxes, [`Extra`] houses and [`Constraint`]s — with the tables the kernel
//! needs built as the rules are assembled, so a mistake (a region of the wrong size, a
//! cage off the board) is reported then, never in the middle of a search.
//!
//! Read next: `puzzle.rs` puts givens on a board of these rules.

use std::fmt;
use std::sync::Arc;

use super::error::reason;
use super::{Constraint, Extra, HouseName, Pos, Shape, VariantError};
use crate::grid::Layout;
use crate::words::{self, Lang, Phrase, Value};
use fluent_bundle::FluentArgs;

/// The catalogue's key of an extra house's rule sentence (`rule-text-<key>`): both
/// diagonals share one.
fn extra_key(extra: &Extra) -> &'static str {
    match extra {
        Extra::MainDiagonal | Extra::AntiDiagonal => "diagonals",
        Extra::Windoku => "windoku",
        Extra::DisjointGroups => "disjoint-groups",
        Extra::Region(_) => "extra-regions",
    }
}

/// The rules of a variant.
///
/// ```
/// use shudu::variant::{Extra, Rules, Shape, constraints::{AntiKnight, KillerCage}};
/// use shudu::variant::Pos;
/// let rules = Rules::new(Shape::classic())
///     .with_extra(Extra::MainDiagonal)?
///     .with_constraint(AntiKnight)?
///     .with_constraint(KillerCage::new(vec![Pos::new(0, 0), Pos::new(0, 1)], Some(3)))?;
/// assert_eq!(rules.houses().count(), 28);
/// assert_eq!(rules.constraints().len(), 2);
/// assert_eq!(rules.to_string(), "9×9 (3×3 boxes), diagonal-main, anti-knight, killer");
/// assert!(rules.is_classic() == false && Rules::new(Shape::classic()).is_classic());
/// # Ok::<(), shudu::variant::VariantError>(())
/// ```
#[derive(Clone, Debug)]
pub struct Rules {
    shape: Shape,
    /// Jigsaw: each cell's region (0 to n−1) in reading order, replacing the boxes.
    regions: Option<Vec<u8>>,
    extras: Vec<Extra>,
    constraints: Vec<Arc<dyn Constraint>>,
    layout: Layout,
}

impl Rules {
    /// Plain Sudoku on `shape`: rows, columns and boxes.
    pub fn new(shape: Shape) -> Rules {
        // The classic board shares the one static layout, built once per process.
        let layout = if shape == Shape::classic() {
            Layout::classic().clone()
        } else {
            layout_of(shape, None, &[], &[]).expect("rows, columns and boxes always fit")
        };
        Rules {
            shape,
            regions: None,
            extras: Vec::new(),
            constraints: Vec::new(),
            layout,
        }
    }

    /// The same rules with jigsaw regions in place of the boxes: `regions[i]` is the
    /// region (0 to n−1) of cell `i` in reading order; each region must hold n cells.
    pub fn with_regions(mut self, regions: Vec<u8>) -> Result<Rules, VariantError> {
        let n = self.shape.size();
        if regions.len() != n * n {
            return Err(VariantError::Rules(
                Phrase::new("variant-regions-count")
                    .with("found", regions.len())
                    .with("shape", self.shape.phrase())
                    .with("expected", n * n),
            ));
        }
        if let Some(i) = regions.iter().position(|&r| r as usize >= n) {
            return Err(VariantError::Rules(
                Phrase::new("variant-regions-number")
                    .with("cell", Pos::from_index(i, n).to_string())
                    .with("region", regions[i] + 1)
                    .with("count", n),
            ));
        }
        self.regions = Some(regions);
        self.rebuild()
    }

    /// The same rules with one more kind of extra house.
    pub fn with_extra(mut self, extra: Extra) -> Result<Rules, VariantError> {
        if !self.extras.contains(&extra) {
            self.extras.push(extra);
        }
        self.rebuild()
    }

    /// The same rules with one more constraint.
    pub fn with_constraint(
        self,
        constraint: impl Constraint + 'static,
    ) -> Result<Rules, VariantError> {
        self.with_shared(Arc::new(constraint))
    }

    /// The same rules with one more constraint, already shared.
    pub fn with_shared(mut self, constraint: Arc<dyn Constraint>) -> Result<Rules, VariantError> {
        constraint
            .check_fits(self.shape)
            .map_err(|e| VariantError::Rules(at_rule(constraint.kind(), reason(e))))?;
        self.constraints.push(constraint);
        self.rebuild()
    }

    /// The same rules with one more rule named as on the command line: `x` (both
    /// diagonals), an [`Extra`]'s name (`windoku`, `disjoint-groups`, `diagonal-main`,
    /// `diagonal-anti`), or a constraint that needs no cells (`anti-knight`, `anti-king`,
    /// `non-consecutive`).
    ///
    /// ```
    /// use shudu::variant::{Rules, Shape};
    /// let rules = Rules::new(Shape::classic()).with_named("x")?.with_named("anti-king")?;
    /// assert_eq!(rules.to_string(), "9×9 (3×3 boxes), diagonal-main, diagonal-anti, anti-king");
    /// assert!(Rules::new(Shape::classic()).with_named("killer").is_err());
    /// # Ok::<(), shudu::variant::VariantError>(())
    /// ```
    pub fn with_named(self, name: &str) -> Result<Rules, VariantError> {
        if name == "x" {
            return self
                .with_extra(Extra::MainDiagonal)?
                .with_extra(Extra::AntiDiagonal);
        }
        if let Some(extra) = Extra::from_name(name) {
            return self.with_extra(extra);
        }
        let unknown = || {
            VariantError::Rules(
                Phrase::new("variant-unknown-rule").with("name", format!("{name:?}")),
            )
        };
        let kind = super::constraints::KINDS
            .iter()
            .find(|k| k.name == name)
            .ok_or_else(unknown)?;
        // Only constraints that need no cells can be named alone.
        let constraint = (kind.from_json)(&crate::parse::JsonValue::Object(Vec::new()), self.shape)
            .map_err(|_| unknown())?;
        self.with_shared(constraint)
    }

    fn rebuild(mut self) -> Result<Rules, VariantError> {
        self.layout = self.build()?;
        Ok(self)
    }

    /// The layout of these rules (see [`layout_of`]).
    fn build(&self) -> Result<Layout, VariantError> {
        layout_of(
            self.shape,
            self.regions.as_deref(),
            &self.extras,
            &self.constraints,
        )
    }

    /// The board's shape.
    pub fn shape(&self) -> Shape {
        self.shape
    }

    /// Side length.
    pub fn size(&self) -> usize {
        self.shape.size()
    }

    /// The jigsaw regions (each cell's region, reading order), if they replace the boxes.
    pub fn regions(&self) -> Option<&[u8]> {
        self.regions.as_deref()
    }

    /// The extra houses, in the order added.
    pub fn extras(&self) -> &[Extra] {
        &self.extras
    }

    /// The constraints, in the order added.
    pub fn constraints(&self) -> &[Arc<dyn Constraint>] {
        &self.constraints
    }

    /// Every house with its cells in reading order.
    pub fn houses(&self) -> impl Iterator<Item = (HouseName, Vec<Pos>)> + '_ {
        let n = self.size();
        self.layout
            .tables()
            .houses
            .iter()
            .map(move |(name, cells)| {
                (
                    *name,
                    cells
                        .iter()
                        .map(|&i| Pos::from_index(i as usize, n))
                        .collect(),
                )
            })
    }

    /// Whether these are the classic rules: 9×9, 3×3 boxes, nothing else (the fast
    /// classic kernel of [`crate::solve`] serves them).
    pub fn is_classic(&self) -> bool {
        self.shape == Shape::classic() && self.fit_a_line()
    }

    /// Whether a line or a grid of digits can carry these rules: the board's own rows,
    /// columns and boxes alone, whose shape follows from the line's length.
    ///
    /// ```
    /// use shudu::variant::{Rules, Shape};
    /// assert!(Rules::new(Shape::for_size(6)?).fit_a_line());
    /// assert!(!Rules::new(Shape::classic()).with_named("x")?.fit_a_line());
    /// # Ok::<(), shudu::variant::VariantError>(())
    /// ```
    pub fn fit_a_line(&self) -> bool {
        self.regions.is_none() && self.extras.is_empty() && self.constraints.is_empty()
    }

    /// The rules in words where they are other than the classic ones, which records,
    /// headings and the play page leave unnamed: `None` on classic rules.
    ///
    /// ```
    /// use shudu::variant::{Rules, Shape};
    /// assert_eq!(Rules::new(Shape::classic()).label(), None);
    /// assert_eq!(Rules::new(Shape::for_size(6)?).label().as_deref(), Some("6×6 (2×3 boxes)"));
    /// # Ok::<(), shudu::variant::VariantError>(())
    /// ```
    pub fn label(&self) -> Option<String> {
        self.label_in(Lang::En)
    }

    /// [`Rules::label`] in `lang`'s words.
    ///
    /// ```
    /// use shudu::variant::{Rules, Shape};
    /// use shudu::words::Lang;
    /// assert_eq!(Rules::new(Shape::classic()).label_in(Lang::ZhHans), None);
    /// let six = Rules::new(Shape::for_size(6)?);
    /// assert_eq!(six.label_in(Lang::ZhHant).as_deref(), Some("6×6（2×3 宮）"));
    /// # Ok::<(), shudu::variant::VariantError>(())
    /// ```
    pub fn label_in(&self, lang: Lang) -> Option<String> {
        (!self.is_classic()).then(|| self.words_in(lang))
    }

    /// Whether every rule says only that some cells hold different digits — houses, and
    /// the distinct groups of cages without a sum or a knight's or king's move — so that a
    /// full sheet with no digit repeated among peers keeps every rule, which a page can
    /// judge without a solver. A cage's sum, parity or a neighbour rule needs more.
    ///
    /// ```
    /// use shudu::variant::{Rules, Shape};
    /// assert!(Rules::new(Shape::classic()).with_named("anti-knight")?.only_distinct_digits());
    /// assert!(!Rules::new(Shape::classic()).with_named("non-consecutive")?.only_distinct_digits());
    /// # Ok::<(), shudu::variant::VariantError>(())
    /// ```
    pub fn only_distinct_digits(&self) -> bool {
        self.constraints.iter().all(|c| !c.propagates())
    }

    /// The rules beyond plain Sudoku, one sentence each, as printed under a board:
    /// jigsaw regions, the extras, then the constraints; a sentence said twice (two
    /// diagonals, many cages) is kept once.
    ///
    /// ```
    /// use shudu::variant::{Rules, Shape};
    /// let rules = Rules::new(Shape::classic()).with_named("x")?.with_named("anti-knight")?;
    /// assert_eq!(rules.rule_texts(), [
    ///     "Diagonals: each marked diagonal holds every digit once",
    ///     "Anti-knight: cells a knight's move apart hold different digits",
    /// ]);
    /// # Ok::<(), shudu::variant::VariantError>(())
    /// ```
    pub fn rule_texts(&self) -> Vec<&'static str> {
        let mut out: Vec<&'static str> = Vec::new();
        let jigsaw = self
            .regions
            .is_some()
            .then_some("Jigsaw: each outlined region holds every digit once");
        let extras = self.extras.iter().map(Extra::rule_text);
        let constraints = self.constraints.iter().map(|c| c.rule_text());
        for text in jigsaw.into_iter().chain(extras).chain(constraints) {
            if !out.contains(&text) {
                out.push(text);
            }
        }
        out
    }

    /// [`Rules::rule_texts`] in `lang`'s words: one sentence per rule beyond plain Sudoku.
    /// A constraint the catalogue has no words for (one defined outside the library)
    /// keeps its own sentence.
    ///
    /// ```
    /// use shudu::variant::{Rules, Shape};
    /// use shudu::words::Lang;
    /// let rules = Rules::new(Shape::classic()).with_named("x")?.with_named("anti-knight")?;
    /// assert_eq!(rules.rule_texts_in(Lang::En), rules.rule_texts());
    /// assert_eq!(rules.rule_texts_in(Lang::ZhHans), [
    ///     "对角线数独：每条标出的对角线上数字不重复",
    ///     "无马数独：相距一个马步的格子数字不同",
    /// ]);
    /// # Ok::<(), shudu::variant::VariantError>(())
    /// ```
    pub fn rule_texts_in(&self, lang: Lang) -> Vec<String> {
        let jigsaw = self.regions.is_some().then_some((
            "jigsaw",
            "Jigsaw: each outlined region holds every digit once",
        ));
        let extras = self.extras.iter().map(|e| (extra_key(e), e.rule_text()));
        let constraints = self.constraints.iter().map(|c| (c.kind(), c.rule_text()));
        let mut seen: Vec<&str> = Vec::new();
        let mut out = Vec::new();
        for (key, text) in jigsaw.into_iter().chain(extras).chain(constraints) {
            if seen.contains(&text) {
                continue;
            }
            seen.push(text);
            let id = format!("rule-text-{key}");
            out.push(if words::has(&id) {
                words::message(lang, &id, &FluentArgs::new())
            } else {
                text.to_owned()
            });
        }
        out
    }

    /// The board's geometry: its houses, and the cells each cell may not share a digit
    /// with (by a house or a rule such as anti-knight).
    ///
    /// ```
    /// use shudu::{Pos, Rules, Shape};
    /// let rules = Rules::new(Shape::classic()).with_named("anti-king")?;
    /// assert!(rules.layout().sees(Pos::new(0, 0), Pos::new(1, 1)));
    /// // r4c4 is a corner of its box: three of its diagonal neighbours lie outside it.
    /// assert_eq!(rules.layout().peers(Pos::new(3, 3)).count(), 20 + 3);
    /// assert_eq!(Rules::new(Shape::classic()).layout(), shudu::Layout::classic());
    /// # Ok::<(), shudu::variant::VariantError>(())
    /// ```
    pub fn layout(&self) -> &Layout {
        &self.layout
    }
}

/// The houses (rows, columns, boxes or regions, extras) and the constraints' groups,
/// compiled into the board's layout; an error names a house that is not n distinct
/// cells of the board.
fn layout_of(
    shape: Shape,
    regions: Option<&[u8]>,
    extras: &[Extra],
    constraints: &[Arc<dyn Constraint>],
) -> Result<Layout, VariantError> {
    let n = shape.size();
    let mut houses: Vec<(HouseName, Vec<Pos>)> = Vec::new();
    for r in 0..n {
        houses.push((
            HouseName::Row(r as u8),
            (0..n).map(|c| Pos::new(r, c)).collect(),
        ));
    }
    for c in 0..n {
        houses.push((
            HouseName::Column(c as u8),
            (0..n).map(|r| Pos::new(r, c)).collect(),
        ));
    }
    let mut areas: Vec<Vec<Pos>> = vec![Vec::new(); n];
    for i in 0..n * n {
        let p = Pos::from_index(i, n);
        let area = match regions {
            Some(regions) => regions[i] as usize,
            None => shape.box_at(p.row(), p.col()),
        };
        areas[area].push(p);
    }
    for (k, cells) in areas.into_iter().enumerate() {
        let name = match regions {
            Some(_) => HouseName::Region(k as u8),
            None => HouseName::Box(k as u8),
        };
        houses.push((name, cells));
    }
    let mut extra_regions = 0;
    for extra in extras {
        let added = extra.houses(shape, regions.is_some())?;
        for (name, cells) in added {
            let name = match name {
                HouseName::ExtraRegion(_) => {
                    extra_regions += 1;
                    HouseName::ExtraRegion(extra_regions - 1)
                }
                other => other,
            };
            houses.push((name, cells));
        }
    }
    let groups: Vec<Vec<Pos>> = constraints
        .iter()
        .flat_map(|c| c.distinct_groups(shape))
        .collect();
    for (name, members) in &houses {
        let mut cells: Vec<usize> = members.iter().map(|p| p.index(n)).collect();
        cells.sort_unstable();
        cells.dedup();
        if cells.len() != n || members.iter().any(|p| p.row() >= n || p.col() >= n) {
            return Err(VariantError::Rules(
                Phrase::new("variant-house-cells")
                    .with("house", *name)
                    .with("found", cells.len())
                    .with("size", n),
            ));
        }
    }
    Ok(Layout::new(n, houses, &groups))
}

impl Rules {
    /// The rules as a phrase of the catalogue: the shape, then `jigsaw`, the extras'
    /// names and the constraints' kinds, each kind once.
    pub(crate) fn phrase(&self) -> Phrase {
        let mut names: Vec<Value> = Vec::new();
        if self.regions.is_some() {
            names.push(Phrase::new("rule-jigsaw").into());
        }
        for extra in &self.extras {
            names.push(extra.rule_phrase().into());
        }
        let mut kinds: Vec<&str> = Vec::new();
        for c in &self.constraints {
            if !kinds.contains(&c.kind()) {
                kinds.push(c.kind());
            }
        }
        names.extend(kinds.into_iter().map(super::constraints::kind_words));
        names.into_iter().fold(self.shape.phrase(), |head, next| {
            Phrase::new("list-more")
                .with("head", head)
                .with("next", next)
        })
    }

    /// The rules in `lang`'s words (in English by `Display`, where each rule keeps its
    /// name on the command line and in the JSON forms).
    ///
    /// ```
    /// use shudu::variant::{Rules, Shape};
    /// use shudu::words::Lang;
    /// let rules = Rules::new(Shape::classic()).with_named("x")?.with_named("anti-king")?;
    /// assert_eq!(rules.to_string(), "9×9 (3×3 boxes), diagonal-main, diagonal-anti, anti-king");
    /// assert_eq!(rules.words_in(Lang::ZhHans), "9×9（3×3 宫）、正对角线、反对角线、无缘数独");
    /// # Ok::<(), shudu::variant::VariantError>(())
    /// ```
    pub fn words_in(&self, lang: Lang) -> String {
        self.phrase().words_in(lang)
    }
}

/// `message` about the rule `kind` (a constraint's kind): `killer: …`.
fn at_rule(kind: &'static str, message: Phrase) -> Phrase {
    Phrase::new("variant-at-rule")
        .with("rule", super::constraints::kind_words(kind))
        .with("message", message)
}

impl fmt::Display for Rules {
    /// The shape, then `jigsaw`, the extras' names and the constraints' kinds.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words_in(Lang::En))
    }
}

#[cfg(test)]
mod layout_tests {
    use super::*;
    use crate::grid::layout::Tables;
    use crate::variant::Extra;

    /// Each side's segments and loose cells are exactly its other cells, the segments
    /// disjoint; on a regular board no cell is loose.
    fn check_sides(geometry: &Tables) -> usize {
        let mut loose = 0;
        for x in &geometry.intersections {
            for side in [&x.a, &x.b] {
                let mut cover: Vec<u16> = side.loose.clone();
                for &s in &side.segments {
                    cover.extend_from_slice(geometry.segment(s));
                }
                cover.sort_unstable();
                let mut others = side.others.clone();
                others.sort_unstable();
                assert_eq!(cover, others);
                loose += side.loose.len();
            }
        }
        loose
    }

    /// The classic rules share the static layout; built from their houses, it is the same.
    #[test]
    fn the_classic_rules_build_the_classic_layout() {
        let built = layout_of(Shape::classic(), None, &[], &[]).unwrap();
        assert_eq!(&built, Layout::classic());
    }

    #[test]
    fn segments_cover_each_side() {
        for n in [4, 6, 9, 16, 25] {
            let rules = Rules::new(Shape::for_size(n).unwrap());
            let geometry = rules.layout().tables();
            // A box and a line share one segment; each box has 2·n/… of them.
            assert!(!geometry.intersections.is_empty());
            assert_eq!(check_sides(geometry), 0, "size {n}");
        }
        let x = Rules::new(Shape::classic())
            .with_extra(Extra::MainDiagonal)
            .and_then(|r| r.with_extra(Extra::Windoku))
            .unwrap();
        // Diagonal and window cells cut across rows: some cells are loose, still covered.
        assert!(check_sides(x.layout().tables()) > 0);
    }

    #[test]
    fn rules_and_broken_rules_read_in_chinese() {
        use crate::variant::{Puzzle, Symbols};
        use crate::words::Lang;
        let rules = Rules::new(Shape::for_size(4).unwrap())
            .with_regions(vec![0, 0, 1, 1, 0, 0, 1, 1, 2, 2, 3, 3, 2, 2, 3, 3])
            .and_then(|r| r.with_named("windoku"))
            .and_then(|r| r.with_named("non-consecutive"))
            .unwrap();
        assert_eq!(
            rules.to_string(),
            "4×4 (2×2 boxes), jigsaw, windoku, non-consecutive"
        );
        assert_eq!(
            rules.words_in(Lang::ZhHans),
            "4×4（2×2 宫）、锯齿数独、窗口数独、不连续数独"
        );
        assert_eq!(
            rules.words_in(Lang::ZhHant),
            "4×4（2×2 宮）、鋸齒數獨、窗口數獨、不連續數獨"
        );
        let puzzle = Puzzle::from_line(rules, "12..............", Symbols::Standard).unwrap();
        let broken = &puzzle.violations()[0];
        assert_eq!(
            broken.to_string(),
            "r1c1 and r1c2 are neighbours holding consecutive 1 and 2"
        );
        assert_eq!(
            broken.words_in(Lang::ZhHans),
            "相邻的 r1c1 和 r1c2 是连续的 1 和 2"
        );
        assert_eq!(
            broken.words_in(Lang::ZhHant),
            "相鄰的 r1c1 和 r1c2 是連續的 1 和 2"
        );
        let err = Rules::new(Shape::classic())
            .with_named("thermo")
            .unwrap_err();
        assert!(
            err.words_in(Lang::ZhHant)
                .starts_with("未知規則 \"thermo\"；"),
            "{err}"
        );
    }
}
