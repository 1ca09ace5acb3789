//! Innies and outies (killer's 45 rule): a house holds 1 to 9 once, so its digits add
//! up to 45, and `m` houses that do not overlap to 45·m. Take a row, column, box or a run
//! of adjacent ones:
//! - **innies**: the cages wholly inside sum to less than that; the one to four empty
//!   cells of the houses left outside those cages make up the difference ("rows 1–3 add
//!   up to 135; the cages wholly inside them sum to 128, so r3c9 is 7");
//! - **outies**: when the cages reaching into the houses cover them, those cages' sums
//!   exceed 45·m by what their one to four empty cells outside the houses hold;
//! - **both**: when the cages reaching in leave cells of the houses uncovered too, the
//!   digits of those innies less those of the outies make a known difference ("so
//!   r3c9 − (r4c1) = 2").
//!
//! One cell is then placed; two to four keep only the candidates some assignment making
//! the sum or difference gives them (cells that see each other differ). The rule needs cages that do not
//! overlap, as every killer's do; a board whose cages share a cell is left alone.
//!
//! Read next: `cage_combinations.rs`, the other cage rule.

use super::super::board::{Board, cell, digit};
use super::super::board_rules::{BoardCage, BoardRules};
use super::super::step::{Evidence, Role, Step, tag, tag_candidates};
use super::super::technique::Technique;
use super::cage_combinations::killer_words;
use super::{Mode, bits};
use crate::grid::HouseName;
use crate::grid::{Cell, CellSet, Digit};
use crate::words::{Lang, Phrase, Value};

/// The most empty cells an innie or outie sum is worked out over.
const MAX_CELLS: usize = 4;

/// Houses taken together: their table indices and cells.
struct Region {
    houses: Vec<usize>,
    set: CellSet,
}

/// The regions the rule looks at, smallest first: every row, column and box or region,
/// then runs of two to eight adjacent rows or columns and pairs of adjacent boxes.
fn regions(board: &Board, jigsaw: bool) -> Vec<Region> {
    let mut groups: Vec<Vec<usize>> = Vec::new();
    for len in 1..=8 {
        for start in 0..=9 - len {
            groups.push((start..start + len).collect());
            groups.push((9 + start..9 + start + len).collect());
        }
        if len == 1 {
            groups.extend((18..27).map(|b| vec![b]));
        }
        if len == 2 && !jigsaw {
            // Boxes side by side in a band, and one above the other in a stack.
            groups.extend((0..9).filter(|b| b % 3 < 2).map(|b| vec![18 + b, 19 + b]));
            groups.extend((0..6).map(|b| vec![18 + b, 21 + b]));
        }
    }
    groups
        .into_iter()
        .map(|houses| {
            let set = houses.iter().fold(CellSet::EMPTY, |set, &h| {
                board
                    .house_cells(h)
                    .iter()
                    .fold(set, |s, &c| s.with_index(usize::from(c)))
            });
            Region { houses, set }
        })
        .collect()
}

/// The houses of a region as a phrase's value: "row 4", "rows 1–3", "box 1 and box 2".
fn region_value(names: &[HouseName]) -> Value {
    let n = |i: &u8| usize::from(*i) + 1;
    match (names.first(), names.last()) {
        (Some(HouseName::Row(a)), Some(HouseName::Row(b))) if a != b => Phrase::new("innies-rows")
            .with("first", n(a))
            .with("last", n(b))
            .into(),
        (Some(HouseName::Column(a)), Some(HouseName::Column(b))) if a != b => {
            Phrase::new("innies-columns")
                .with("first", n(a))
                .with("last", n(b))
                .into()
        }
        _ => Value::and(names.iter().copied()),
    }
}

/// The sum of the placed digits among `set`.
fn placed_sum(board: &Board, set: CellSet) -> u32 {
    set.indices().map(|i| u32::from(board.raw_value(i))).sum()
}

/// The empty cells of `set`.
fn empty_of(board: &Board, set: CellSet) -> Vec<usize> {
    set.indices().filter(|&i| board.raw_value(i) == 0).collect()
}

/// For each of `cells`, the candidates it takes in some assignment of their candidates
/// in which the digits of the cells with sign +1, less those with sign −1, make `target`,
/// and cells that see each other differ; and the digits every such assignment uses.
fn sum_fits(board: &Board, cells: &[(usize, i32)], target: i32) -> (Vec<u16>, u16) {
    fn walk(
        board: &Board,
        cells: &[(usize, i32)],
        chosen: &mut Vec<usize>,
        left: i32,
        allowed: &mut [u16],
        every: &mut u16,
    ) {
        let k = chosen.len();
        if k == cells.len() {
            if left == 0 {
                let mut used = 0;
                for (a, &d) in allowed.iter_mut().zip(chosen.iter()) {
                    *a |= 1 << d;
                    used |= 1 << d;
                }
                *every &= used;
            }
            return;
        }
        let (here, sign) = cells[k];
        for d in bits(board.mask(here)) {
            let clash =
                (0..k).any(|j| chosen[j] == d && board.peer_set(cells[j].0).has_index(here));
            if !clash {
                chosen.push(d);
                let left = left - sign * (d as i32 + 1);
                walk(board, cells, chosen, left, allowed, every);
                chosen.pop();
            }
        }
    }
    let mut allowed = vec![0u16; cells.len()];
    let mut every = 0x1ff;
    walk(
        board,
        cells,
        &mut Vec::new(),
        target,
        &mut allowed,
        &mut every,
    );
    (allowed, every)
}

/// Which form of the rule a step takes.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Form {
    /// Cells of the houses outside the cages wholly inside.
    Innies,
    /// Cells of the cages reaching in, beyond the houses.
    Outies,
    /// Both: the innies' digits less the outies' make the difference.
    Both,
}

/// What a region and its cages fix: the signed cells and their target.
struct Found<'a> {
    form: Form,
    cages: Vec<&'a BoardCage>,
    cells: Vec<(usize, i32)>,
    target: i32,
    /// Where the sum leaves out placed digits, and which.
    placed: Vec<(Placed, CellSet)>,
}

/// The sum of the placed digits among `set`, signed.
fn placed(board: &Board, set: CellSet) -> i32 {
    placed_sum(board, set) as i32
}

/// Every innie and outie step, smallest region first.
pub(super) fn find(board: &Board, mode: Mode, out: &mut Vec<Step>) {
    let Some(layout) = board.rules() else { return };
    let cages: Vec<&BoardCage> = layout.cages.iter().filter(|c| c.sum.is_some()).collect();
    let covered = cages.iter().fold(CellSet::EMPTY, |s, c| s | c.set);
    if cages.is_empty() || cages.iter().map(|c| c.set.len()).sum::<usize>() != covered.len() {
        return;
    }
    let cage_sum =
        |list: &[&BoardCage]| -> i32 { list.iter().map(|c| i32::from(c.sum.unwrap_or(0))).sum() };
    for region in regions(board, layout.jigsaw) {
        let total = 45 * region.houses.len() as i32;
        let inside: Vec<&BoardCage> = cages
            .iter()
            .copied()
            .filter(|c| c.set.is_subset(region.set))
            .collect();
        let reaching: Vec<&BoardCage> = cages
            .iter()
            .copied()
            .filter(|c| c.set.intersects(region.set))
            .collect();
        let mut forms = Vec::new();
        // Innies: the region's cells outside the cages wholly inside it.
        let in_cages = inside.iter().fold(CellSet::EMPTY, |s, c| s | c.set);
        let rest = region.set - in_cages;
        if !inside.is_empty() {
            forms.push(Found {
                form: Form::Innies,
                cages: inside.clone(),
                cells: signed(board, rest, 1),
                target: total - cage_sum(&inside) - placed(board, rest),
                placed: vec![(Placed::Outside, rest)],
            });
        }
        // Outies, or both: all the cages reaching in, or those wholly inside and one that
        // straddles the houses' edge; the cells they leave uncovered are innies, those
        // beyond outies.
        let mut choices = Vec::new();
        if reaching.len() > inside.len() {
            choices.push(reaching.clone());
        }
        for &straddling in reaching.iter().filter(|c| !c.set.is_subset(region.set)) {
            let mut chosen = inside.clone();
            chosen.push(straddling);
            if chosen.len() < reaching.len() {
                choices.push(chosen);
            }
        }
        for chosen in choices {
            let chosen_set = chosen.iter().fold(CellSet::EMPTY, |s, c| s | c.set);
            let (uncovered, beyond) = (region.set - chosen_set, chosen_set - region.set);
            let innies = signed(board, uncovered, 1);
            let form = if innies.is_empty() {
                Form::Outies
            } else {
                Form::Both
            };
            let target =
                total - cage_sum(&chosen) - placed(board, uncovered) + placed(board, beyond);
            let mut cells = innies;
            cells.extend(signed(board, beyond, -1));
            forms.push(Found {
                form,
                cages: chosen,
                cells,
                target,
                placed: vec![(Placed::Uncovered, uncovered), (Placed::Beyond, beyond)],
            });
        }
        for found in forms {
            if push_step(board, layout, &region, found, out) && mode == Mode::First {
                return;
            }
        }
    }
}

/// The reasoning of `found` in `region` up to its conclusion, as phrases: "rows 1–3 add
/// up to 135; the cages wholly inside (at r1c1, …) sum to 128".
fn reasoning(
    board: &Board,
    layout: &BoardRules,
    region: &Region,
    found: &Found<'_>,
) -> Vec<Phrase> {
    let names: Vec<HouseName> = region
        .houses
        .iter()
        .map(|&h| layout.houses[h].name)
        .collect();
    let (houses, total) = (region_value(&names), 45 * names.len());
    let opening = Phrase::new(if names.len() == 1 {
        "innies-total-one"
    } else {
        "innies-total"
    })
    .with("houses", houses)
    .with("total", total);
    let mut firsts: Vec<Cell> = found
        .cages
        .iter()
        .map(|c| cell(usize::from(c.cells[0])))
        .collect();
    firsts.sort_unstable_by_key(|c| c.index());
    let cells = Value::and(firsts);
    let sum: i32 = found
        .cages
        .iter()
        .map(|c| i32::from(c.sum.unwrap_or(0)))
        .sum();
    let cages = Phrase::new(match found.form {
        Form::Innies => "innies-cages-inside",
        Form::Outies => "innies-cages-reaching",
        Form::Both => "innies-cages-straddling",
    })
    .with("cells", cells)
    .with("sum", sum);
    let mut words = vec![opening, cages];
    words.extend(
        found
            .placed
            .iter()
            .filter_map(|&(place, set)| placed_words(board, set, place)),
    );
    words
}

/// The empty cells of `set`, each with `sign`.
fn signed(board: &Board, set: CellSet, sign: i32) -> Vec<(usize, i32)> {
    empty_of(board, set)
        .into_iter()
        .map(|c| (c, sign))
        .collect()
}

/// Where placed digits lie that a sum leaves out.
#[derive(Clone, Copy)]
enum Placed {
    /// In the houses, outside the cages wholly inside.
    Outside,
    /// In the houses, outside the cages chosen.
    Uncovered,
    /// In the chosen cages' cells beyond the houses.
    Beyond,
}

/// "the placed digits outside them, in r2c2 and r3c5, add up to 9", when there are any.
fn placed_words(board: &Board, set: CellSet, place: Placed) -> Option<Phrase> {
    let placed: Vec<Cell> = set
        .indices()
        .filter(|&i| board.raw_value(i) != 0)
        .map(cell)
        .collect();
    (!placed.is_empty()).then(|| {
        Phrase::new(match place {
            Placed::Outside => "innies-placed-outside",
            Placed::Uncovered => "innies-placed-uncovered",
            Placed::Beyond => "innies-placed-beyond",
        })
        .with("cells", Value::and(placed))
        .with("sum", placed_sum(board, set))
    })
}

/// The conclusion in words: "so r3c9 is 7", "so r4c1 and r4c2, the cells they have
/// beyond, sum to 7", "so r3c9 − r4c1 = 2".
fn conclusion(found: &Found<'_>) -> Phrase {
    let of = |sign: i32| -> Vec<Cell> {
        found
            .cells
            .iter()
            .filter(|c| c.1 == sign)
            .map(|c| cell(c.0))
            .collect()
    };
    let (plus, minus) = (of(1), of(-1));
    let target = found.target;
    match (found.form, plus.len() + minus.len()) {
        (Form::Innies, 1) => Phrase::new("innies-one")
            .with("cell", plus[0])
            .with("value", target),
        (Form::Innies, _) => Phrase::new("innies-sum")
            .with("cells", Value::and(plus))
            .with("sum", target),
        (Form::Outies, 1) => Phrase::new("outies-one")
            .with("cell", minus[0])
            .with("value", -target),
        (Form::Outies, _) => Phrase::new("outies-sum")
            .with("cells", Value::and(minus))
            .with("sum", -target),
        (Form::Both, _) => {
            let side = |cells: &[Cell]| {
                let names: Vec<String> = cells.iter().map(ToString::to_string).collect();
                names.join(" + ")
            };
            let value = if target < 0 {
                format!("−{}", -target)
            } else {
                target.to_string()
            };
            Phrase::new("innies-difference")
                .with("innies", side(&plus))
                .with("outies", side(&minus))
                .with("value", value)
        }
    }
}

/// Builds the step `found` fixes in `region`, when it places or removes anything;
/// returns whether it did.
fn push_step(
    board: &Board,
    layout: &BoardRules,
    region: &Region,
    found: Found<'_>,
    out: &mut Vec<Step>,
) -> bool {
    let cells = &found.cells;
    if cells.is_empty() || cells.len() > MAX_CELLS {
        return false;
    }
    let (allowed, every) = sum_fits(board, cells, found.target);
    if allowed.contains(&0) {
        // No assignment: a broken board, which the driver finds elsewhere.
        return false;
    }
    let targets: Vec<Cell> = cells.iter().map(|&(c, _)| cell(c)).collect();
    let mut placements = Vec::new();
    let mut eliminations: Vec<(Cell, Digit)> = Vec::new();
    if cells.len() == 1 {
        let (c, sign) = cells[0];
        if board.mask(c).count_ones() > 1 {
            placements.push((targets[0], digit((sign * found.target) as usize - 1)));
        }
    } else {
        for (k, &(c, _)) in cells.iter().enumerate() {
            for d in bits(board.mask(c) & !allowed[k]) {
                eliminations.push((cell(c), digit(d)));
            }
        }
    }
    // When the cells all see each other and every assignment uses a digit, one of them
    // holds it: the cells seeing all of those that can lose it.
    let set = cells
        .iter()
        .fold(CellSet::EMPTY, |s, &(c, _)| s.with_index(c));
    let distinct = cells
        .iter()
        .all(|&(c, _)| (set.without_index(c) - board.peer_set(c)).is_empty());
    let mut must = Vec::new();
    let mut victims_all = CellSet::EMPTY;
    for d in bits(if distinct && cells.len() > 1 {
        every
    } else {
        0
    }) {
        let victims = cells
            .iter()
            .enumerate()
            .filter(|&(k, _)| allowed[k] & 1 << d != 0)
            .fold(board.digit_set(d) - set, |v, (_, &(c, _))| {
                v & board.peer_set(c)
            });
        if !victims.is_empty() {
            must.push(digit(d));
            victims_all |= victims;
            eliminations.extend(victims.indices().map(|v| (cell(v), digit(d))));
        }
    }
    if placements.is_empty() && eliminations.is_empty() {
        return false;
    }
    eliminations.sort_by_key(|&(c, d)| (c.index(), d.get()));
    let mut relations = reasoning(board, layout, region, &found);
    relations.push(conclusion(&found));
    if !must.is_empty() {
        relations.push(Phrase::new("innies-must").with("digits", Value::and(must)));
        relations.extend(board.relations(set, victims_all));
    }
    let (houses, mut named_houses) =
        board.evidence_houses(region.houses.iter().map(|&h| (Role::Base, h)));
    named_houses.extend(found.cages.iter().map(|c| (Role::Support, c.name)));
    let candidates = cells
        .iter()
        .enumerate()
        .flat_map(|(k, &(c, _))| bits(allowed[k]).map(move |d| (cell(c), digit(d))));
    let extra_houses = (region.houses.len() as u8 - 1).min(4);
    let form = match found.form {
        Form::Innies => 0,
        Form::Outies => 1,
        Form::Both => 2,
    };
    out.push(Step {
        technique: Technique::InniesAndOuties,
        placements,
        eliminations,
        evidence: Evidence {
            houses,
            cells: tag(Role::Target, targets),
            candidates: tag_candidates(Role::Target, candidates),
            digits: Vec::new(),
            links: Vec::new(),
            implied: Vec::new(),
            named_houses,
            relations,
        },
        bonus_tenths: extra_houses + form + cells.len() as u8 - 1,
    });
    true
}

/// The step in `lang`'s words (the text of [`Step::explain`]); `removed` words its
/// eliminations. The finder puts the reasoning, which rests on the cages' sums, in the
/// evidence's `relations`.
pub(in crate::logic) fn explain(step: &Step, lang: Lang, removed: &str) -> String {
    killer_words(step, lang, removed)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::techniques::cage_combinations::tests::{killers, without_chains};

    #[test]
    fn innies_and_outies_on_a_killer() {
        let (board, solution) = &killers()[0];
        let steps = crate::logic::find_steps(board, Technique::InniesAndOuties);
        for step in &steps {
            println!("{}", step.explain());
        }
        assert!(steps.iter().all(|s| s.agrees_with(solution)));
        assert!(!steps.is_empty());
    }

    #[test]
    fn every_form_is_found_along_the_killers_paths() {
        let mut texts = Vec::new();
        for (board, solution) in killers() {
            let mut b = board.clone();
            for _ in 0..200 {
                let steps = crate::logic::find_steps(&b, Technique::InniesAndOuties);
                assert!(steps.iter().all(|s| s.agrees_with(&solution)));
                texts.extend(steps.iter().map(Step::explain));
                match crate::logic::techniques::next_in(&b, &without_chains()) {
                    Some(step) => b.apply(&step),
                    None => break,
                }
            }
        }
        for t in texts.iter().filter(|t| t.contains(" − ")).take(3) {
            println!("{t}");
        }
        assert!(
            texts
                .iter()
                .any(|t| t.contains("the cells they have beyond"))
        );
        assert!(texts.iter().any(|t| t.contains(" − (")));
    }
}
