//! Chains of strong links on one digit, Sudoku Explainer's "n Strong links" rule: two
//! links give the skyscraper (4.0), the 2-string kite and the turbot fish (4.1), three give
//! 5.4–5.6, four 5.8–6.0; a chain with a grouped link rates 0.3 above the plain base.
//!
//! A strong link is a house where the digit lies in one of two ends: two cells, or (a
//! grouped link) two groups of cells — in a line, the digit confined to two of its box
//! segments; in a box, the digit confined to the cross of one row and one column (an
//! empty rectangle) or to two of its rows or columns. Links are joined end to end by
//! weak links (the exit end of one and the entry end of the next share a house), so the
//! first end or the last end holds the digit, and every cell seeing both loses it. When
//! the first and last ends also share a house the chain closes into a loop (SE's "X-Loop")
//! and each weak link becomes strong too.
//!
//! Rules follow Sudoku Explainer: link houses hold at most six places and share no
//! candidate; a two-cell box link on one line is left to that line; a box is read as a
//! grouped link by its first empty-rectangle configuration only; the house two ends share
//! is looked up column, row, then box; victims lie outside every link house and, for an
//! open chain, outside every shared house. The rating adds 0.1 when the chain uses a box
//! or mixes rows and columns, 0.2 when it does both, 0.3 when a link is grouped. On a
//! variant board the victims are the cells that see both ends by any of its rules (a
//! diagonal, a window, a knight's or king's move), as Sudoku Explainer's are, and links
//! lie in its disjoint groups, windows and diagonals too (kinds 3 to 6 of the shape
//! code: "Skyscraper 056" has a link in each diagonal), weak links joining through them;
//! a chain with such a link rates 0.3 above its base, as a grouped one. Steps are
//! ordered as Sudoku Explainer orders them: rating, then most eliminations, then the
//! shape code it prints after the name ("011").

use crate::grid::CellSet;
use crate::grid::layout::{box_house, col_house, row_house};
use std::cmp::Reverse;
use std::sync::{Arc, OnceLock};

use super::super::board::{Board, cell, digit};
use super::super::board_rules::{BoardHouse, BoardRules, SeKind, peer_table};
use super::super::houses::{HOUSE_CELLS, HOUSE_SETS, seeing_all};
use super::super::step::{Evidence, Link, Step};
use super::super::technique::Technique;
use crate::grid::HouseName;
use crate::logic::step::{Role, tag, tag_candidates, with_relations};
use crate::words::{Lang, list_and, say};

/// One end of a strong link: the cells it stands for (the first is the one named), and
/// for a box link read through its empty-rectangle "heart", that cell too when Sudoku
/// Explainer counts it in the end's position.
#[derive(Clone, Copy)]
struct End {
    main: usize,
    cells: CellSet,
}

/// A strong link for one digit.
#[derive(Clone, Copy)]
struct StrongLink {
    house: usize,
    /// Sudoku Explainer's house kind: 0 box, 1 row, 2 column, and on a variant board 3
    /// disjoint group, 4 window, 5 main diagonal, 6 anti-diagonal.
    kind: usize,
    /// Index of the house among those of its kind.
    region: usize,
    ends: [End; 2],
    grouped: bool,
    /// Every place of the digit in the house.
    places: CellSet,
}

/// Box positions outside the row and the column of each heart position (0–8), then the
/// third row (9–11) or column (12–14) left empty when the digit keeps to two of them.
const BOX_EMPTY: [u16; 15] = [
    0b110_110_000,
    0b101_101_000,
    0b011_011_000,
    0b110_000_110,
    0b101_000_101,
    0b011_000_011,
    0b000_110_110,
    0b000_101_101,
    0b000_011_011,
    0b111_000_000,
    0b000_111_000,
    0b000_000_111,
    0b100_100_100,
    0b010_010_010,
    0b001_001_001,
];

/// The two blades of each configuration: for a heart, its column then its row (heart
/// excluded); for two rows or columns, those two.
const BOX_BLADES: [(u16, u16); 15] = [
    (0b001_001_000, 0b000_000_110),
    (0b010_010_000, 0b000_000_101),
    (0b100_100_000, 0b000_000_011),
    (0b001_000_001, 0b000_110_000),
    (0b010_000_010, 0b000_101_000),
    (0b100_000_100, 0b000_011_000),
    (0b000_001_001, 0b110_000_000),
    (0b000_010_010, 0b101_000_000),
    (0b000_100_100, 0b011_000_000),
    (0b000_000_111, 0b000_111_000),
    (0b000_000_111, 0b111_000_000),
    (0b000_111_000, 0b111_000_000),
    (0b001_001_001, 0b010_010_010),
    (0b001_001_001, 0b100_100_100),
    (0b010_010_010, 0b100_100_100),
];

/// An end made of the positions `ks` of a house whose cells are `order`, named by its
/// position `main`.
fn end(order: &[u8; 9], main: u16, ks: u16) -> End {
    let cells = super::bits(ks).fold(CellSet::EMPTY, |set, k| {
        set.with_index(usize::from(order[k]))
    });
    End {
        main: order[main.trailing_zeros() as usize] as usize,
        cells,
    }
}

/// The lowest position of a mask, as a mask; the rest.
fn split_low(ks: u16) -> (u16, u16) {
    (ks & ks.wrapping_neg(), ks & (ks - 1))
}

fn same_line(order: &[u8; 9], a: u16, b: u16) -> bool {
    let (a, b) = (
        order[a.trailing_zeros() as usize] as usize,
        order[b.trailing_zeros() as usize] as usize,
    );
    a / 9 == b / 9 || a % 9 == b % 9
}

/// One house strong links are read in: its index, Sudoku Explainer's kind and number of
/// it among its kind, and its cells in Sudoku Explainer's order (the positions its
/// empty-rectangle configurations are written over).
#[derive(Clone, Copy)]
struct LinkHouse<'a> {
    h: usize,
    kind: usize,
    region: usize,
    order: &'a [u8; 9],
}

/// The strong links of digit `d` in house `at` (one, or two for a box whose places form
/// a 2×2 square, which reads both by rows and by columns). Positions travel as masks
/// over the house (bit `k` = its `k`-th cell): this runs for every house and digit at
/// every step of a path.
///
/// Boxes, disjoint groups and windows are read as 3×3 squares (a disjoint group's
/// rows and columns lie on the board's, a window's too), rows, columns and diagonals as
/// three segments of three. As in Sudoku Explainer, a disjoint group or a window is read
/// as a grouped link only through the hearts of its first row of positions, and two
/// places on one line of the board are left to that line.
/// Inlined: the classic board's 27 calls per digit stay as fast as when this was their
/// only caller.
#[inline(always)]
fn house_links(board: &Board, d: usize, at: LinkHouse, out: &mut Vec<StrongLink>) {
    let LinkHouse {
        h,
        kind,
        region,
        order,
    } = at;
    let pos = if h < 27 {
        board.positions(h, d)
    } else {
        let places = board.digit_set(d);
        (0..9)
            .filter(|&k| places.has_index(usize::from(order[k])))
            .fold(0u16, |m, k| m | 1 << k)
    };
    let count = u32::from(super::bit_count(pos));
    if !(2..=6).contains(&count) {
        return;
    }
    let places = super::bits(pos).fold(CellSet::EMPTY, |set, k| {
        set.with_index(usize::from(order[k]))
    });
    let mut push = |a: End, b: End| {
        out.push(StrongLink {
            house: h,
            kind,
            region,
            ends: [a, b],
            grouped: count > 2,
            places,
        })
    };
    let square_house = matches!(kind, 0 | 3 | 4);
    if count == 2 {
        let (first, second) = split_low(pos);
        if square_house && same_line(order, first, second) {
            return;
        }
        push(end(order, first, first), end(order, second, second));
        return;
    }
    // The first configuration whose empty area holds no place decides, as in Sudoku
    // Explainer, even when one of its blades is empty.
    let (blade1, blade2, heart) = if square_house {
        let configurations = if kind == 0 { 15 } else { 3 };
        let Some(e) =
            (0..configurations).find(|&e| (e < 9 || count >= 4) && pos & BOX_EMPTY[e] == 0)
        else {
            return;
        };
        let (b1, b2) = BOX_BLADES[e];
        (pos & b1, pos & b2, if e < 9 { 1u16 << e } else { 0 })
    } else {
        let Some(e) = (0..3).find(|&e| pos & (0b111 << (3 * e)) == 0) else {
            return;
        };
        let mut others = (0..3).filter(|&s| s != e).map(|s| pos & (0b111 << (3 * s)));
        let (Some(a), Some(b)) = (others.next(), others.next()) else {
            return;
        };
        (a, b, 0)
    };
    if blade1 == 0 || blade2 == 0 {
        return;
    }
    // A lone blade cell faces the other blade plus the heart, whatever the heart holds;
    // the end is named by the blade's first cell. When both blades are lone cells (the
    // heart holds the digit too), Sudoku Explainer keeps one reading only: the row's
    // cell (`blade2`) alone, the heart with the column's.
    if blade2.count_ones() == 1 {
        push(
            end(order, blade2, blade2),
            end(order, blade1, blade1 | heart),
        );
    } else if blade1.count_ones() == 1 {
        push(
            end(order, blade1, blade1),
            end(order, blade2, blade2 | heart),
        );
    } else {
        let heart_place = heart & pos;
        push(
            end(order, blade1, blade1 | heart_place),
            end(order, blade2, blade2 | heart_place),
        );
        let (low1, high1) = split_low(blade1);
        let (low2, high2) = split_low(blade2);
        let square = heart == 0
            && count == 4
            && same_line(order, low1, low2)
            && same_line(order, high1, high2);
        if square {
            push(
                end(order, low1, low1 | low2),
                end(order, high1, high1 | high2),
            );
        }
    }
}

/// The strong links of digit `d` in the extra houses of a variant board: disjoint
/// groups, windows, then the diagonals, Sudoku Explainer's kinds 3 to 6 in its order.
/// Their ends are joined and judged as those of rows, columns and boxes are; a chain
/// using one rates as a grouped one (see [`classify`]).
fn extra_links(board: &Board, layout: &BoardRules, d: usize, out: &mut Vec<StrongLink>) {
    for (se_kind, run) in &layout.kinds {
        let kind = match se_kind {
            SeKind::DisjointGroup => 3,
            SeKind::Window => 4,
            SeKind::MainDiagonal => 5,
            SeKind::AntiDiagonal => 6,
            _ => continue,
        };
        for h in run.clone().filter(|&h| h < MAX_HOUSES) {
            // The walk's sets of ends hold 64 links; a board with both windows and
            // disjoint groups could pass that, and the links past it are not read.
            if out.len() >= MAX_LINK_COUNT - 1 {
                return;
            }
            let order = se_order(&layout.houses[h]);
            let at = LinkHouse {
                h,
                kind,
                region: h - run.start,
                order: &order,
            };
            house_links(board, d, at, out);
        }
    }
}

/// The most links of one digit the walk's sets of ends ([`EndSet`]) hold.
const MAX_LINK_COUNT: usize = 64;

/// The cells of an extra house in Sudoku Explainer's order: reading order, but for
/// the windows in rows 2–4 and 6–8 at the left and right edges and the middle column
/// (windows 7 and 8, implied by the four), which it numbers down their columns first.
/// The order decides which empty-rectangle configuration is met first.
fn se_order(house: &BoardHouse) -> [u8; 9] {
    match house.name {
        HouseName::Window(6 | 7) => std::array::from_fn(|p| house.cells[3 * (p % 3) + p / 3]),
        _ => house.cells,
    }
}

/// The house holding every cell of `cells`: a column, else a row, else a box, else (on
/// a variant board) an extra house: a disjoint group, a window, a diagonal, in Sudoku
/// Explainer's order.
fn shared_house(layout: Option<&BoardRules>, cells: CellSet) -> Option<usize> {
    let first = cells.first_index()?;
    let candidates = [col_house(first), row_house(first), box_house(first)];
    candidates
        .into_iter()
        .find(|&h| cells.is_subset(HOUSE_SETS[h]))
        .or_else(|| extra_houses(layout).find(|&h| cells.is_subset(house_set(layout, h))))
}

/// The extra houses of a variant board that chains link through (Sudoku Explainer's
/// kinds: disjoint groups, windows, diagonals; at most [`MAX_HOUSES`] houses in all).
fn extra_houses(layout: Option<&BoardRules>) -> impl Iterator<Item = usize> + '_ {
    layout.into_iter().flat_map(|l| {
        l.kinds
            .iter()
            .filter(|(kind, _)| *kind > SeKind::Column && *kind < SeKind::Other)
            .flat_map(|(_, run)| run.clone())
            .filter(|&h| h < MAX_HOUSES)
    })
}

/// The cells of house `h`: the classic table, or the variant layout's.
fn house_set(layout: Option<&BoardRules>, h: usize) -> CellSet {
    match layout {
        Some(l) if h >= 27 => l.houses[h].set,
        _ => HOUSE_SETS[h],
    }
}

/// The most houses a chain's ends are looked up in: the house masks are 64 bits.
const MAX_HOUSES: usize = 64;

/// Sudoku Explainer's kinds of house a link may lie in: boxes, rows, columns, disjoint
/// groups, windows and the two diagonals. The sequences of kinds a classic board can
/// have come first in [`kind_sets`], in the same order as with three kinds.
const KINDS: usize = 7;

/// The non-decreasing sequences of `n` house kinds, in the order Sudoku Explainer tries
/// them (its bit-permutation order: by last kind, then the one before, …).
fn kind_sets(n: usize) -> Vec<Vec<usize>> {
    fn extend(prefix: &mut Vec<usize>, n: usize, out: &mut Vec<Vec<usize>>) {
        if prefix.len() == n {
            out.push(prefix.clone());
            return;
        }
        let from = prefix.last().copied().unwrap_or(0);
        for k in from..KINDS {
            prefix.push(k);
            extend(prefix, n, out);
            prefix.pop();
        }
    }
    let mut out = Vec::new();
    extend(&mut Vec::new(), n, &mut out);
    out.sort_by(|a, b| a.iter().rev().cmp(b.iter().rev()));
    out
}

/// The orders in which `n` links are chained, in QuickPerm's countdown order, keeping one
/// of each order and its reverse (the one that reads no greater than its reverse).
fn link_orders(n: usize) -> Vec<Vec<usize>> {
    let mut q: Vec<usize> = (0..n).collect();
    let mut r: Vec<usize> = (0..=n).collect();
    let mut out = vec![q.clone()];
    let mut s = 1;
    while s < n {
        r[s] -= 1;
        let t = if s % 2 == 1 { r[s] } else { 0 };
        q.swap(t, s);
        out.push(q.clone());
        s = 1;
        while r[s] == 0 {
            r[s] = s;
            s += 1;
        }
    }
    out.retain(|q| q.iter().le(q.iter().rev()));
    out
}

/// The link orders and kind sets of chains of `n` links (2 to 4), made once: every
/// search of every board reads them.
fn enumeration(n: usize) -> (&'static [Vec<usize>], &'static [Vec<usize>]) {
    type Tables = [(Vec<Vec<usize>>, Vec<Vec<usize>>); MAX_LINKS - 1];
    static TABLES: OnceLock<Tables> = OnceLock::new();
    let (orders, sets) =
        &TABLES.get_or_init(|| [2, 3, 4].map(|n| (link_orders(n), kind_sets(n))))[n - 2];
    (orders, sets)
}

/// Sudoku Explainer's shape code for house kinds along the chain: kinds read as digits,
/// rows and columns interchangeable, the chain readable both ways; the smallest reading.
fn line_code(kinds: &[usize]) -> String {
    let text = |ks: &mut dyn Iterator<Item = usize>| -> String {
        ks.map(|k| char::from(b'0' + k as u8)).collect()
    };
    let original = text(&mut kinds.iter().copied());
    if !kinds.contains(&1) {
        return text(&mut kinds.iter().map(|&k| if k == 2 { 1 } else { k }));
    }
    let swap = |k: usize| match k {
        1 => 2,
        2 => 1,
        k => k,
    };
    let swapped = text(&mut kinds.iter().map(|&k| swap(k)));
    let reversed = text(&mut kinds.iter().rev().map(|&k| swap(k)));
    original.min(swapped.min(reversed))
}

/// The code Sudoku Explainer prints after the name: grouped links, then the shape.
fn suffix(links: &[&StrongLink], order: &[usize]) -> String {
    let kinds: Vec<usize> = order.iter().map(|&i| links[i].kind).collect();
    let grouped = links.iter().filter(|l| l.grouped).count();
    let forward = kinds.iter().le(kinds.iter().rev());
    let shape = if forward {
        line_code(&kinds)
    } else {
        let rev: Vec<usize> = kinds.iter().rev().copied().collect();
        line_code(&rev)
    };
    format!("{grouped}{shape}")
}

/// The technique and rating bonus of a chain of `n` links with shape code `code`. A
/// chain with a link in a disjoint group, a window or a diagonal rates as Sudoku
/// Explainer rates it, as a grouped chain does (0.3 above the base of its length),
/// under the name its rows, columns and boxes give it ("Skyscraper 056": two diagonals).
fn classify(n: usize, code: &str) -> (Technique, u8) {
    let grouped = !code.starts_with('0');
    let has_box = code[1..].contains('0');
    let mixed = code[1..].contains('2');
    let extra = code[1..].bytes().any(|k| k > b'2');
    let (technique, bonus) = classic_class(n, grouped, has_box, mixed);
    if extra && !grouped {
        let grouped_tenths = classic_class(n, true, has_box, mixed).0.rating_tenths();
        return (technique, grouped_tenths - technique.rating_tenths());
    }
    (technique, bonus)
}

/// The technique and bonus of a chain of `n` links of rows, columns and boxes.
fn classic_class(n: usize, grouped: bool, has_box: bool, mixed: bool) -> (Technique, u8) {
    use Technique::*;
    let bonus = u8::from(has_box && mixed && !grouped);
    let technique = match (n, grouped, has_box, mixed) {
        (2, false, false, false) => Skyscraper,
        (2, false, false, true) => TwoStringKite,
        (2, false, true, _) => TurbotFish,
        (2, true, false, false) => GroupedSkyscraper,
        (2, true, false, true) => GroupedTwoStringKite,
        (2, true, true, _) => GroupedTurbotFish,
        (3, false, false, false) => ThreeSkyscrapers,
        (3, false, false, true) => ThreeStringKite,
        (3, false, true, _) => ThreeStrongLinks,
        (3, true, false, false) => GroupedThreeSkyscrapers,
        (3, true, false, true) => GroupedThreeStringKite,
        (3, true, true, _) => GroupedThreeStrongLinks,
        (_, false, false, false) => FourSkyscrapers,
        (_, false, _, _) => FourStrongLinks,
        (_, true, false, false) => GroupedFourSkyscrapers,
        (_, true, _, _) => GroupedFourStrongLinks,
    };
    (technique, bonus)
}

/// One chain found, with what Sudoku Explainer sorts on.
struct Found {
    step: Step,
    eliminations_counted: usize,
    code: String,
}

/// The strong links of each digit on one board, with the tables the walk reads and the
/// readings worth judging. They do not depend on the number of links chained, and the
/// driver asks for chains of 2, 3 and 4 links on the same board: built for a digit on
/// first use, they serve all three.
#[derive(Default)]
pub(super) struct Links {
    digits: [Option<DigitLinks>; 9],
}

/// One digit's part of [`Links`].
struct DigitLinks {
    tables: Tables,
    /// The connected readings of 2, 3 and 4 links (index `n - 2`) worth judging, found
    /// by one walk: a reading of `n` links extends one of `n - 1` (its first links), so
    /// the walk for four links meets all the shorter ones on its way.
    readings: [Vec<Reading>; 3],
}

impl DigitLinks {
    fn of(board: &Board, d: usize) -> DigitLinks {
        let tables = Tables::of(board, d);
        let mut readings: [Vec<Reading>; 3] = Default::default();
        // A chain needs two links: the walk passes over a digit with fewer.
        if tables.links.len() >= 2 {
            let mut walk = Walk {
                d,
                t: &tables,
                seq: [0; MAX_LINKS],
                dirs: [0; MAX_LINKS],
                readings: &mut readings,
            };
            for s in 0..tables.links.len() {
                let open = tables.places & tables.outside[s];
                if open.is_empty() {
                    continue;
                }
                for u in 0..2 {
                    walk.seq[0] = s;
                    walk.dirs[0] = u;
                    walk.extend(1, tables.clashes[s], open, CellSet::EMPTY);
                }
            }
        }
        DigitLinks { tables, readings }
    }
}

/// A connected reading to judge: the digit, the links in the order read and the end
/// each is entered by.
#[derive(Clone, Copy)]
struct Reading {
    d: usize,
    seq: [usize; MAX_LINKS],
    dirs: [usize; MAX_LINKS],
}

/// The longest chain searched (Sudoku Explainer's default settings stop at four).
const MAX_LINKS: usize = 4;

/// One digit's links and which of their ends share a house.
#[derive(Default)]
struct Tables {
    /// The variant layout whose peers victims must see; `None` on a classic board.
    layout: Option<Arc<BoardRules>>,
    places: CellSet,
    links: Vec<StrongLink>,
    /// Per link and exit end (index `2 * link + end`), the entry ends sharing a house
    /// with it, as a set of such indices: read in increasing order, they come in link
    /// order. A digit has at most 36 links (two per box), so 72 ends fit in the set; this
    /// is rebuilt for every digit at every step of a path, so it is kept this small.
    meets: Vec<EndSet>,
    /// Per link, the ends (both, bit `2 * link + end`) of every link sharing a place
    /// with it, itself included: the links a chain holding it can no longer take.
    clashes: Vec<EndSet>,
    /// Per link, the cells outside its house.
    outside: Vec<CellSet>,
    /// Per end (index `2 * link + end`), the houses holding it (bit per house index)...
    end_houses: Vec<u64>,
    /// ... and the places of the digit seeing every cell of it.
    sees: Vec<CellSet>,
}

/// The walk over one digit's connected readings of 2 to 4 links.
struct Walk<'a> {
    d: usize,
    t: &'a Tables,
    seq: [usize; MAX_LINKS],
    dirs: [usize; MAX_LINKS],
    readings: &'a mut [Vec<Reading>; 3],
}

/// The chains of one digit, with their place in Sudoku Explainer's enumeration.
struct Search<'a> {
    d: usize,
    n: usize,
    orders: &'a [Vec<usize>],
    sets: &'a [Vec<usize>],
    t: &'a Tables,
    found: Vec<(Found, Order)>,
}

/// Where Sudoku Explainer meets a chain when it enumerates them: kind set, digit, the
/// chosen links, the order they are read in, their directions. Its sort is stable, so
/// this breaks the ties its sort keys leave.
type Order = (usize, usize, [usize; 4], usize, u32);

/// A set of link ends of one digit, bit `2 * link + end`: not cells, so a plain mask.
type EndSet = u128;

/// The set of ends paired with those of `ends`: each link's other end.
fn partners(ends: EndSet) -> EndSet {
    /// The first end (bit `2 * link`) of every link.
    const EVEN: EndSet = EndSet::MAX / 3;
    (ends & EVEN) << 1 | (ends >> 1) & EVEN
}

/// The houses (bit per house index) holding every cell of `cells`.
fn houses_holding(layout: Option<&BoardRules>, cells: CellSet) -> u64 {
    let Some(first) = cells.first_index() else {
        return 0;
    };
    [row_house(first), col_house(first), box_house(first)]
        .into_iter()
        .chain(extra_houses(layout))
        .filter(|&h| cells.is_subset(house_set(layout, h)))
        .fold(0, |mask, h| mask | 1 << h)
}

impl Tables {
    /// The tables of digit `d` on `board`.
    fn of(board: &Board, d: usize) -> Tables {
        // A digit has at most 36 links (two per box, one per line): room made once.
        let mut t = Tables {
            layout: board.shared_rules(),
            places: board.digit_set(d),
            links: Vec::with_capacity(36),
            ..Tables::default()
        };
        // Boxes, rows, columns: Sudoku Explainer's kinds 0, 1, 2 in its order.
        for (kind, first) in [(0, 18), (1, 0), (2, 9)] {
            for (h, order) in HOUSE_CELLS.iter().enumerate().skip(first).take(9) {
                let at = LinkHouse {
                    h,
                    kind,
                    region: h % 9,
                    order,
                };
                house_links(board, d, at, &mut t.links);
            }
        }
        if let Some(layout) = board.rules() {
            extra_links(board, layout, d, &mut t.links);
        }
        // A chain needs two links: the walk passes over a digit with fewer.
        if t.links.len() >= 2 {
            t.fill();
        }
        t
    }

    /// Fills the tables of the walk from the digit's links and its places.
    fn fill(&mut self) {
        let places = self.places;
        let layout = self.layout.clone();
        let layout = layout.as_deref();
        // Two ends share a house exactly when their masks of houses meet. Most ends are
        // one cell: its three houses and its peers, read directly.
        self.end_houses.clear();
        self.sees.clear();
        self.end_houses.reserve_exact(2 * self.links.len());
        self.sees.reserve_exact(2 * self.links.len());
        for e in self.links.iter().flat_map(|l| l.ends) {
            if let (Some(c), None) = (e.cells.only_index(), layout) {
                self.end_houses
                    .push(1 << row_house(c) | 1 << col_house(c) | 1 << box_house(c));
                self.sees.push(places & peer_table(layout)[c]);
            } else {
                self.end_houses.push(houses_holding(layout, e.cells));
                self.sees
                    .push(places & seeing_all(peer_table(layout), e.cells));
            }
        }
        // Per house, the entry ends (bit `2 * link + end`) lying in it: the entries an
        // exit meets are the union over its houses, read in increasing bit order, which
        // is link order then end order. A digit has at most 36 links (two per box), so
        // 72 ends fit in the set.
        debug_assert!(2 * self.links.len() <= 128);
        let houses_of = |mask: u64| {
            let mut rest = mask;
            std::iter::from_fn(move || {
                (rest != 0).then(|| {
                    let h = rest.trailing_zeros() as usize;
                    rest &= rest - 1;
                    h
                })
            })
        };
        let mut entries_in: [EndSet; MAX_HOUSES] = [0; MAX_HOUSES];
        for (e, &houses) in self.end_houses.iter().enumerate() {
            for h in houses_of(houses) {
                entries_in[h] |= 1 << e;
            }
        }
        self.meets.clear();
        self.meets.extend(
            self.end_houses
                .iter()
                .map(|&exit| houses_of(exit).fold(0, |m, h| m | entries_in[h])),
        );
        // Per link, the ends of the links sharing one of its places: per place, the
        // ends of the links holding it, then per link the union over its places (a
        // link has at most six places, so this beats testing every pair of links).
        let mut holding: [EndSet; 81] = [0; 81];
        for (j, l) in self.links.iter().enumerate() {
            for c in l.places.indices() {
                holding[c] |= 3 << (2 * j);
            }
        }
        self.clashes.clear();
        self.clashes.extend(
            self.links
                .iter()
                .map(|l| l.places.indices().fold(0, |u, c| u | holding[c])),
        );
        self.outside.clear();
        self.outside
            .extend(self.links.iter().map(|l| !house_set(layout, l.house)));
    }
}

impl Walk<'_> {
    /// Extends the chain of the first `depth` links of `seq` (read entering by end
    /// `dirs[w]`) by one link whose entry end shares a house with the current exit end,
    /// keeping each chain of 2 to 4 links that may have a victim. Sudoku Explainer tries
    /// every set of `n` links in every order and direction; only the connected readings
    /// can give a chain, and those are exactly what this walk reaches, each chain from
    /// both of its ends: the reading starting at the lower link is kept.
    ///
    /// `open` is the digit's places outside every link house so far: every victim lies
    /// there (open chain or loop), so a chain whose links leave none is dropped at once,
    /// with every longer one. `bridged` holds the places seeing both ends of a weak link
    /// so far: those of them left in `open` are what a loop closed now removes, besides
    /// those seeing the first and the last end. `blocked` holds the ends of the links
    /// sharing a place with the chain's.
    fn extend(&mut self, depth: usize, blocked: EndSet, open: CellSet, bridged: CellSet) {
        let t = self.t;
        let last = self.seq[depth - 1];
        let exit = 1 - self.dirs[depth - 1];
        let start = 2 * self.seq[0] + self.dirs[0];
        // As the last link, only one above the first will do (the other reading is the
        // kept one); entries run in link order, so those below are the low bits.
        let above: EndSet = !0 << (2 * (self.seq[0] + 1));
        // When no place left outside the link houses sees the start, only a loop can
        // have victims, so only a link whose far end shares a house with the start (its
        // entry is the partner of an end the start meets) can close the chain.
        let closing = if !open.intersects(t.sees[start]) {
            partners(t.meets[start])
        } else {
            !0
        };
        let mut entries = t.meets[2 * last + exit] & !blocked;
        while entries != 0 {
            let e = entries.trailing_zeros() as usize;
            entries &= entries - 1;
            let (j, u) = (e / 2, e % 2);
            let open = open & t.outside[j];
            if open.is_empty() {
                continue;
            }
            let bridged = bridged | t.sees[2 * last + exit] & t.sees[e];
            self.seq[depth] = j;
            self.dirs[depth] = u;
            // As the last link: unless its far end shares a house with the start (a
            // loop), every victim sees both ends, so a chain with no such place is not
            // judged.
            if above & closing & 1 << e != 0 {
                let far = 2 * j + 1 - u;
                let judged = if t.end_houses[start] & t.end_houses[far] != 0 {
                    // A loop is judged once: read forwards from its lowest-numbered link,
                    // and only if a weak link has a victim.
                    let number = |i: usize| t.links[i].kind * 10 + t.links[i].region;
                    self.dirs[0] == 0
                        && open.intersects(bridged | t.sees[start] & t.sees[far])
                        && self.seq[1..=depth]
                            .iter()
                            .all(|&i| number(self.seq[0]) <= number(i))
                } else {
                    open.intersects(t.sees[start] & t.sees[far])
                };
                if judged {
                    self.readings[depth - 1].push(Reading {
                        d: self.d,
                        seq: self.seq,
                        dirs: self.dirs,
                    });
                }
            }
            if depth + 1 < MAX_LINKS {
                self.extend(depth + 1, blocked | t.clashes[j], open, bridged);
            }
        }
    }
}

impl Search<'_> {
    /// Judges one connected reading, as Sudoku Explainer does when it tries these links
    /// in this order and these directions.
    fn reading(&mut self, seq: &[usize], dirs: &[usize]) {
        let n = self.n;
        let layout = self.t.layout.as_deref();
        let end_of = |w: usize, side: usize| self.t.links[seq[w]].ends[side];
        let blank = End {
            main: 0,
            cells: CellSet::EMPTY,
        };
        let mut shared = [0usize; 3];
        let mut bridges = [(blank, blank); 3];
        for w in 0..n - 1 {
            let exit = end_of(w, 1 - dirs[w]);
            let entry = end_of(w + 1, dirs[w + 1]);
            match shared_house(layout, exit.cells | entry.cells) {
                Some(h) => {
                    shared[w] = h;
                    bridges[w] = (exit, entry);
                }
                None => return,
            }
        }
        let (shared, bridges) = (&shared[..n - 1], &bridges[..n - 1]);
        let start = end_of(0, dirs[0]);
        let last = end_of(n - 1, 1 - dirs[n - 1]);
        let ring = shared_house(layout, start.cells | last.cells);
        let outside = seq.iter().fold(CellSet::ALL, |o, &i| {
            o - house_set(layout, self.t.links[i].house)
        });
        let mut victims;
        let mut counted;
        if ring.is_some() {
            // One loop is reported once: from its lowest-numbered link, forwards.
            let number = |i: usize| self.t.links[i].kind * 10 + self.t.links[i].region;
            let lowest = seq.iter().map(|&i| number(i)).min();
            if Some(number(seq[0])) != lowest || dirs[0] != 0 {
                return;
            }
            let pair = |a: End, b: End| {
                (self.t.places & seeing_all(peer_table(layout), a.cells | b.cells) & outside)
                    .without_index(a.main)
                    .without_index(b.main)
            };
            victims = pair(start, last);
            counted = victims.len();
            for &(a, b) in bridges {
                let more = pair(a, b);
                counted += more.len();
                victims |= more;
            }
        } else {
            victims = (self.t.places
                & seeing_all(peer_table(layout), start.cells | last.cells)
                & outside)
                .without_index(start.main)
                .without_index(last.main);
            for &h in shared {
                victims -= house_set(layout, h);
            }
            counted = victims.len();
        }
        if victims.is_empty() {
            return;
        }
        // Sudoku Explainer's view: the links sorted, and the order they are read in.
        let mut ids = [usize::MAX; 4];
        ids[..n].copy_from_slice(seq);
        ids[..n].sort_unstable();
        let chosen: Vec<StrongLink> = ids[..n].iter().map(|&i| self.t.links[i]).collect();
        let q: Vec<usize> = seq
            .iter()
            .map(|i| ids[..n].iter().position(|j| j == i).unwrap_or(0))
            .collect();
        let q_index = self.orders.iter().position(|o| *o == q).unwrap_or(0);
        let dirs_code = dirs.iter().fold(0u32, |code, &u| code << 1 | u as u32);
        let kinds: Vec<usize> = chosen.iter().map(|l| l.kind).collect();
        let set_index = self.sets.iter().position(|s| *s == kinds).unwrap_or(0);
        let refs: Vec<&StrongLink> = chosen.iter().collect();
        let code = suffix(&refs, &q);
        let u = |w: usize| dirs[w];
        let step = self.step(&chosen, &q, &u, shared, ring, victims, &code);
        let order = (set_index, self.d, ids, q_index, dirs_code);
        self.found.push((
            Found {
                step,
                eliminations_counted: counted,
                code,
            },
            order,
        ));
    }

    #[allow(clippy::too_many_arguments)]
    fn step(
        &self,
        chosen: &[StrongLink],
        q: &[usize],
        u: &dyn Fn(usize) -> usize,
        shared: &[usize],
        ring: Option<usize>,
        victims: CellSet,
        code: &str,
    ) -> Step {
        let n = self.n;
        let dg = digit(self.d);
        let (technique, bonus) = classify(n, code);
        let mut houses: Vec<usize> = q.iter().map(|&i| chosen[i].house).collect();
        houses.extend(shared);
        houses.extend(ring);
        let mut cells = Vec::new();
        let mut links = Vec::new();
        let mut pattern = CellSet::EMPTY;
        for (w, &i) in q.iter().enumerate() {
            let (a, b) = (chosen[i].ends[u(w)], chosen[i].ends[1 - u(w)]);
            pattern |= (a.cells | b.cells) & self.t.places;
            if let Some(&prev) = cells.last() {
                links.push(Link {
                    from: (cell(prev), dg),
                    to: (cell(a.main), dg),
                    strong: false,
                });
            }
            cells.push(a.main);
            cells.push(b.main);
            links.push(Link {
                from: (cell(a.main), dg),
                to: (cell(b.main), dg),
                strong: true,
            });
        }
        // The strong links' houses, then those the weak links share; on a variant board
        // every one by name too (a weak link may share a window or a diagonal).
        let strong = links.iter().filter(|l| l.strong).count();
        let role = |i| if i < strong { Role::Link } else { Role::Weak };
        let roles: Vec<(Role, usize)> = houses
            .into_iter()
            .enumerate()
            .map(|(i, h)| (role(i), h))
            .collect();
        let named_houses = self.t.layout.as_deref().map_or_else(Vec::new, |l| {
            roles
                .iter()
                .map(|&(role, h)| (role, l.houses[h].name))
                .collect()
        });
        // On a variant board, why the victims see the chain's ends beyond any house.
        let ends = CellSet::EMPTY
            .with_index(cells[0])
            .with_index(cells[cells.len() - 1]);
        let relations = self
            .t
            .layout
            .as_deref()
            .map_or_else(Vec::new, |l| l.relations(ends, victims));
        Step {
            technique,
            placements: Vec::new(),
            eliminations: victims.indices().map(|v| (cell(v), dg)).collect(),
            evidence: Evidence {
                houses: roles
                    .iter()
                    .filter(|(_, h)| *h < 27)
                    .map(|&(role, h)| (role, Board::house(h)))
                    .collect(),
                cells: tag(Role::Pattern, cells.into_iter().map(cell)),
                candidates: tag_candidates(Role::Pattern, pattern.indices().map(|c| (cell(c), dg))),
                digits: vec![dg],
                links,
                implied: Vec::new(),
                named_houses,
                relations,
            },
            bonus_tenths: bonus,
        }
    }
}

/// Every chain of `n` strong links on the digits of `digits` (bit `d` for zero-based
/// digit `d`), in Sudoku Explainer's order. `links` belongs to this board: empty at
/// first, then kept by the caller for the other lengths.
pub(super) fn find(board: &Board, n: usize, digits: u16, links: &mut Links, out: &mut Vec<Step>) {
    let (orders, sets) = enumeration(n);
    let mut found = Vec::new();
    for d in super::bits(digits) {
        let digit = links.digits[d].get_or_insert_with(|| DigitLinks::of(board, d));
        for r in &digit.readings[n - 2] {
            let mut search = Search {
                d: r.d,
                n,
                orders,
                sets,
                t: &digit.tables,
                found: Vec::new(),
            };
            search.reading(&r.seq[..n], &r.dirs[..n]);
            found.append(&mut search.found);
        }
    }
    // Sudoku Explainer's order: rating, most eliminations, shape code, then the order it
    // met the chains in.
    found.sort_by(|(a, ao), (b, bo)| {
        a.step
            .rating_tenths()
            .cmp(&b.step.rating_tenths())
            .then(Reverse(a.eliminations_counted).cmp(&Reverse(b.eliminations_counted)))
            .then(a.code.cmp(&b.code))
            .then(ao.cmp(bo))
    });
    out.extend(found.into_iter().map(|(f, _)| f.step));
}

/// The step in words (the text of [`Step::explain`]): each strong link, each weak link,
/// and the conclusion; `removed` words its eliminations.
pub(in crate::logic) fn explain(step: &Step, lang: Lang, removed: &str) -> String {
    let ev = &step.evidence;
    // On a variant board the houses by name (a weak link may share a window); else the
    // typed houses.
    let named = |role: Role| -> Vec<String> {
        if ev.named_houses.is_empty() {
            ev.houses_in(role)
                .into_iter()
                .map(|h| HouseName::from(h).name_in(lang))
                .collect()
        } else {
            ev.named_houses
                .iter()
                .filter(|h| h.0 == role)
                .map(|h| h.1.name_in(lang))
                .collect()
        }
    };
    let (links, weak_links) = (named(Role::Link), named(Role::Weak));
    let digit = list_and(lang, &ev.digits);
    let strong: Vec<&Link> = ev.links.iter().filter(|l| l.strong).collect();
    let n = strong.len();
    let parts: Vec<String> = strong
        .iter()
        .zip(&links)
        .map(|(l, h)| {
            say!(
                lang,
                "strong-links-strong",
                from = l.from.0.to_string(),
                to = l.to.0.to_string(),
                digit = digit.clone(),
                house = h.clone()
            )
        })
        .collect();
    let weak: Vec<String> = ev
        .links
        .iter()
        .filter(|l| !l.strong)
        .zip(&weak_links)
        .map(|(l, h)| {
            say!(
                lang,
                "strong-links-weak",
                from = l.from.0.to_string(),
                to = l.to.0.to_string(),
                house = h.clone()
            )
        })
        .collect();
    // The strong links one after another; the weak links as a list ("a, b and c").
    let more = |head: String, next: &String| {
        say!(lang, "strong-links-more", head = head, next = next.clone())
    };
    let strong_text = parts[1..].iter().fold(parts[0].clone(), more);
    let weak_text = match weak.split_last() {
        Some((last, init)) if !init.is_empty() => say!(
            lang,
            "strong-links-last",
            head = init[1..].iter().fold(init[0].clone(), more),
            last = last.clone()
        ),
        _ => weak.concat(),
    };
    let (first, last) = (strong[0].from.0.to_string(), strong[n - 1].to.0.to_string());
    let conclusion = if weak_links.len() == n {
        say!(
            lang,
            "strong-links-loop",
            first = first,
            last = last,
            house = weak_links[n - 1].clone()
        )
    } else {
        say!(
            lang,
            "strong-links-open",
            first = first,
            last = last,
            digit = digit.clone()
        )
    };
    let text = say!(
        lang,
        "step-strong-links",
        technique = step.technique.name_in(lang),
        digit = digit,
        links = strong_text,
        weak_links = weak_text,
        conclusion = conclusion,
        removed = removed
    );
    with_relations(text, &ev.relations, lang)
}
