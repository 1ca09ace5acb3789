//! Cage combination (killer): the digits a cage can hold, given its sum, its size and
//! its cells' candidates. "The cage at r1c1 (r1c1, r1c2) sums to 3: its cells can only
//! hold 1+2". A cell loses every candidate no combination gives it, and a digit every
//! combination holds leaves the cells outside the cage that see all the cage's cells
//! able to hold it.
//!
//! The combinations are found over the cage's empty cells with what its placed digits
//! leave of the sum, by a walk over the sets of digits used so far (a 9-bit mask, the
//! empty cells filled in their order):
//!
//! ```text
//! used = 0b0_0000_0011   cells 1 and 2 took 1 and 2 (in some order); cell 3 is next
//! ```
//!
//! A set is reachable when the cells before can fill it from their candidates, and
//! finishing when the cells after can complete it to the sum; a candidate `d` of the
//! next cell is kept when it leads from a reachable set to a finishing one. That is every
//! assignment of distinct digits, in 512 sets rather than up to 9! orders.
//!
//! The reasoning is kept in English words in the step's evidence (`relations`, a step
//! record's data); [`reword`] says each part of it again in another language by reading
//! it back against the catalogue's English (`locales/*/steps-variants.ftl`).
//!
//! Read next: `innies_outies.rs`, the other cage rule.

use super::super::board::{Board, cell, digit};
use super::super::step::{Evidence, Role, Step, tag, tag_candidates};
use super::super::technique::Technique;
use super::{Mode, bits};
use crate::grid::{Cell, CellSet, Digit};
use crate::words::{Lang, list_and, list_either, say};

/// What a sum allows a list of cells whose digits differ.
pub(crate) struct Combinations {
    /// The digit sets (9-bit masks) the cells can hold together, ordered as their digits
    /// read (1+5+9 before 1+6+8 before 2+4+9).
    pub(crate) sets: Vec<u16>,
    /// For each cell, the digits it takes in some assignment.
    pub(crate) allowed: Vec<u16>,
}

/// The ways the cells with candidate masks `masks` (at most nine) can hold distinct
/// digits adding up to `sum`.
pub(crate) fn combinations(masks: &[u16], sum: u32) -> Combinations {
    let k = masks.len() as u32;
    let digit_sum = |set: u16| bits(set).map(|d| d as u32 + 1).sum::<u32>();
    let mut reach = [false; 512];
    reach[0] = true;
    // A set only grows, so every set comes after the sets it is reached from.
    for set in 0..512u16 {
        let i = set.count_ones();
        if reach[set as usize] && i < k {
            for d in bits(masks[i as usize] & !set) {
                reach[(set | 1 << d) as usize] = true;
            }
        }
    }
    let mut finish = [false; 512];
    for set in (0..512u16).rev() {
        let i = set.count_ones();
        finish[set as usize] = if i == k {
            digit_sum(set) == sum
        } else {
            i < k && bits(masks[i as usize] & !set).any(|d| finish[(set | 1 << d) as usize])
        };
    }
    let mut allowed = vec![0u16; masks.len()];
    let mut sets = Vec::new();
    for set in 0..512u16 {
        if !reach[set as usize] || !finish[set as usize] {
            continue;
        }
        let i = set.count_ones();
        if i == k {
            sets.push(set);
            continue;
        }
        for d in bits(masks[i as usize] & !set) {
            if finish[(set | 1 << d) as usize] {
                allowed[i as usize] |= 1 << d;
            }
        }
    }
    sets.sort_by_key(|&set| bits(set).collect::<Vec<_>>());
    Combinations { sets, allowed }
}

/// A digit set in words: "1+2+6".
pub(crate) fn set_words(set: u16) -> String {
    let digits: Vec<String> = bits(set).map(|d| (d + 1).to_string()).collect();
    digits.join("+")
}

/// Every cage with a sum whose combinations remove candidates, in the order the rules
/// list the cages.
pub(super) fn find(board: &Board, mode: Mode, out: &mut Vec<Step>) {
    for cage in board.cages() {
        let Some(sum) = cage.sum else { continue };
        let empty: Vec<usize> = cage
            .cells
            .iter()
            .map(|&c| usize::from(c))
            .filter(|&c| board.raw_value(c) == 0)
            .collect();
        let placed: u32 = cage
            .cells
            .iter()
            .map(|&c| u32::from(board.raw_value(usize::from(c))))
            .sum();
        if empty.is_empty() || placed >= u32::from(sum) {
            continue;
        }
        let left = u32::from(sum) - placed;
        let masks: Vec<u16> = empty.iter().map(|&c| board.mask(c)).collect();
        let found = combinations(&masks, left);
        if found.sets.is_empty() {
            // A broken cage: the driver finds the dead end elsewhere.
            continue;
        }
        let mut eliminations: Vec<(Cell, Digit)> = Vec::new();
        let mut placements = Vec::new();
        if let [only] = empty[..] {
            // One empty cell: the sum places its digit, if it has others left.
            if masks[0].count_ones() > 1 {
                placements.push((cell(only), digit(left as usize - 1)));
            }
        }
        for (k, &c) in empty.iter().enumerate().filter(|_| placements.is_empty()) {
            for d in bits(masks[k] & !found.allowed[k]) {
                eliminations.push((cell(c), digit(d)));
            }
        }
        // Digits every combination holds must be in the cage: cells outside it that see
        // every cage cell able to hold one cannot.
        let must = if empty.len() == 1 {
            0
        } else {
            found.sets.iter().fold(0x1ff, |m, &s| m & s)
        };
        let mut holders_all = CellSet::EMPTY;
        let mut outside = CellSet::EMPTY;
        for d in bits(must) {
            let holders: Vec<usize> = (0..empty.len())
                .filter(|&k| found.allowed[k] & 1 << d != 0)
                .map(|k| empty[k])
                .collect();
            let seen = holders
                .iter()
                .fold(CellSet::ALL, |seen, &h| seen & board.peer_set(h));
            let victims = (seen & board.digit_set(d)) - cage.set;
            for v in victims.indices() {
                eliminations.push((cell(v), digit(d)));
                outside = outside.with_index(v);
            }
            if !victims.is_empty() {
                holders_all = holders.iter().fold(holders_all, |s, &h| s.with_index(h));
            }
        }
        if eliminations.is_empty() && placements.is_empty() {
            continue;
        }
        eliminations.sort_by_key(|&(c, d)| (c.index(), d.get()));
        eliminations.dedup();
        let cells: Vec<Cell> = cage.cells.iter().map(|&c| cell(usize::from(c))).collect();
        let empty_cells: Vec<Cell> = empty.iter().map(|&c| cell(c)).collect();
        // The reasoning, in English words: a step record's data, which `explain` words
        // again in other languages (see `reword`).
        let en = Lang::En;
        let mut words = vec![say!(
            en,
            "cage-sum",
            cage = cage.name.name_in(en),
            cells = list_and(en, &cells),
            sum = sum
        )];
        if empty.len() == 1 && placed == 0 {
            words.push(say!(
                en,
                "cage-one-cell",
                cell = empty_cells[0].to_string(),
                sum = left
            ));
        } else if placed > 0 {
            let filled: Vec<String> = cage
                .cells
                .iter()
                .map(|&c| usize::from(c))
                .filter(|&c| board.raw_value(c) != 0)
                .map(|c| {
                    say!(
                        en,
                        "cage-placed",
                        cell = cell(c).to_string(),
                        digit = board.raw_value(c)
                    )
                })
                .collect();
            let placed = list_and(en, &filled);
            words.push(if empty.len() == 1 {
                say!(
                    en,
                    "cage-rest-one",
                    placed = placed,
                    cell = empty_cells[0].to_string(),
                    sum = left
                )
            } else {
                say!(
                    en,
                    "cage-rest",
                    placed = placed,
                    cells = list_and(en, &empty_cells),
                    sum = left
                )
            });
        }
        let union = found.sets.iter().fold(0, |u, &s| u | s);
        let sets: Vec<String> = found.sets.iter().map(|&s| set_words(s)).collect();
        let digits: Vec<Digit> = bits(union).map(digit).collect();
        if empty.len() == 1 {
            // The sum alone says it.
        } else if sets.len() <= 6 {
            words.push(say!(en, "cage-sets", sets = list_either(en, &sets)));
        } else if union != 0x1ff {
            words.push(say!(
                en,
                "cage-count-of",
                count = sets.len(),
                digits = list_and(en, &digits)
            ));
        } else {
            words.push(say!(en, "cage-count", count = sets.len()));
        }
        if !outside.is_empty() {
            let digits: Vec<Digit> = bits(must).map(digit).collect();
            words.push(say!(en, "cage-must", digits = list_and(en, &digits)));
            words.extend(board.relations(holders_all, outside));
        }
        let candidates = empty
            .iter()
            .enumerate()
            .flat_map(|(k, &c)| bits(found.allowed[k]).map(move |d| (cell(c), digit(d))));
        out.push(Step {
            technique: Technique::CageCombination,
            placements,
            eliminations,
            evidence: Evidence {
                houses: Vec::new(),
                cells: tag(Role::Pattern, empty_cells),
                candidates: tag_candidates(Role::Pattern, candidates),
                digits: bits(union).map(digit).collect(),
                links: Vec::new(),
                implied: Vec::new(),
                named_houses: vec![(Role::Base, cage.name)],
                relations: words,
            },
            bonus_tenths: 0,
        });
        if mode == Mode::First {
            return;
        }
    }
}

/// The parts of a cage combination's reasoning, each message with its placeholders and
/// how [`reword`] carries each value into another language.
const PARTS: &[Part] = &[
    (
        "cage-sum",
        &[
            ("cage", Field::House),
            ("cells", Field::And),
            ("sum", Field::Same),
        ],
    ),
    (
        "cage-one-cell",
        &[("cell", Field::Same), ("sum", Field::Same)],
    ),
    (
        "cage-rest-one",
        &[
            ("placed", Field::Placed),
            ("cell", Field::Same),
            ("sum", Field::Same),
        ],
    ),
    (
        "cage-rest",
        &[
            ("placed", Field::Placed),
            ("cells", Field::And),
            ("sum", Field::Same),
        ],
    ),
    ("cage-sets", &[("sets", Field::Either)]),
    (
        "cage-count-of",
        &[("count", Field::Same), ("digits", Field::And)],
    ),
    ("cage-count", &[("count", Field::Same)]),
    ("cage-must", &[("digits", Field::And)]),
];

/// The step in `lang`'s words (the text of [`Step::explain`]); `removed` words its
/// eliminations. The finder puts the reasoning, which rests on the cage's sum, in the
/// evidence's `relations`.
pub(in crate::logic) fn explain(step: &Step, lang: Lang, removed: &str) -> String {
    killer_words(step, lang, removed, PARTS)
}

/// A killer step in `lang`'s words: its technique, its reasoning (the evidence's
/// `relations`, each part of `parts` worded in `lang`) and its removals.
pub(super) fn killer_words(step: &Step, lang: Lang, removed: &str, parts: &[Part]) -> String {
    let mut reasoning = step.evidence.relations.iter().map(|text| match lang {
        Lang::En => text.clone(),
        _ => reword(text, lang, parts, &step.evidence),
    });
    let first = reasoning.next().unwrap_or_default();
    let reasoning = reasoning.fold(first, |head, next| {
        say!(lang, "killer-more", head = head, next = next)
    });
    let technique = step.technique.name_in(lang);
    if removed.is_empty() {
        say!(
            lang,
            "step-killer-places",
            technique = technique,
            reasoning = reasoning
        )
    } else {
        say!(
            lang,
            "step-killer",
            technique = technique,
            reasoning = reasoning,
            removed = removed
        )
    }
}

/// A message of a step's reasoning kept in English in its evidence (a killer step's, a
/// chain's relation) and its placeholders, each with how it is carried into another
/// language.
pub(super) type Part = (&'static str, &'static [(&'static str, Field)]);

/// How a value of a reasoning part, read from its English words, is worded in another
/// language.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Field {
    /// Kept as it is: a number, a cell, a sum in notation (`r3c9 + r3c8`, `−2`).
    Same,
    /// A list, "r1c1, r1c2 and r2c2", joined again in the language.
    And,
    /// Alternatives, "1+2+6, 1+3+5 or 2+3+4", joined again in the language.
    Either,
    /// A list of placed digits, "r1c1 holds 3 and r2c2 holds 5" (`cage-placed`).
    Placed,
    /// A house of the step's evidence by its English name ("the cage at r3c1").
    House,
    /// The houses the step adds up (its `Base` houses), as `innies-rows` words them.
    Region,
}

/// One part of a step's reasoning in `lang`'s words. The killer finders keep their
/// reasoning in the evidence's `relations` in English (a step record's data), as the
/// chains keep why two cells are linked: each part is read back against the English
/// words of the messages of `parts` and said again in `lang`. A part none of them made
/// (why two cells see each other, in the board's own words) stays as it is, as every
/// step's relations do.
pub(super) fn reword(text: &str, lang: Lang, parts: &[Part], evidence: &Evidence) -> String {
    let Some(((id, fields), values)) = read_part(text, parts) else {
        return text.to_string();
    };
    let mut args = fluent_bundle::FluentArgs::new();
    for (&(name, field), value) in fields.iter().zip(values) {
        args.set(name, field_in(field, &value, lang, evidence));
    }
    crate::words::message(lang, id, &args)
}

/// The message of `parts` whose English words `text` is, with its placeholders and their
/// values; of several that fit, the one with the most fixed words ("so r4c1, the cell
/// they have beyond, is 3" fits "so { $cell } is { $value }" too).
fn read_part(text: &str, parts: &[Part]) -> Option<(Part, Vec<String>)> {
    parts
        .iter()
        .filter_map(|&part| {
            let names: Vec<&str> = part.1.iter().map(|f| f.0).collect();
            let values = read_back(text, part.0, &names)?;
            let fixed = text.len() - values.iter().map(String::len).sum::<usize>();
            Some((fixed, part, values))
        })
        .max_by_key(|found| found.0)
        .map(|(_, part, values)| (part, values))
}

/// A value read from English words (`value`), in `lang`'s words.
fn field_in(field: Field, value: &str, lang: Lang, evidence: &Evidence) -> String {
    match field {
        Field::Same => value.to_string(),
        Field::And => list_and(lang, &split_list(value, "list-and")),
        Field::Either => list_either(lang, &split_list(value, "list-either")),
        Field::Placed => {
            let placed: Vec<String> = split_list(value, "list-and")
                .iter()
                .map(|item| {
                    let names = ["cell", "digit"];
                    match read_back(item, "cage-placed", &names) {
                        Some(v) => say!(
                            lang,
                            "cage-placed",
                            cell = v[0].clone(),
                            digit = v[1].clone()
                        ),
                        None => item.clone(),
                    }
                })
                .collect();
            list_and(lang, &placed)
        }
        Field::House => evidence
            .named_houses
            .iter()
            .find(|h| h.1.name_in(Lang::En) == value)
            .map_or_else(|| value.to_string(), |h| h.1.name_in(lang)),
        Field::Region => {
            let houses: Vec<_> = evidence
                .named_houses
                .iter()
                .filter(|h| h.0 == Role::Base)
                .map(|h| h.1)
                .collect();
            super::innies_outies::region_words(&houses, lang)
        }
    }
}

/// A stand-in for the `i`-th placeholder in a message's words, a character of Unicode's
/// private use area, which no message holds.
fn mark(i: usize) -> char {
    char::from_u32(0xE000 + i as u32).expect("a private use character")
}

/// The values of the placeholders `names` in `text`, read as the English words of
/// message `id`, or `None` when `text` is not that message's. Each value is what lies
/// between the message's fixed words (the first place the next fixed words occur); a
/// message read back has no selector and no two placeholders side by side.
fn read_back(text: &str, id: &str, names: &[&str]) -> Option<Vec<String>> {
    let mut args = fluent_bundle::FluentArgs::new();
    for (i, name) in names.iter().enumerate() {
        args.set(*name, mark(i).to_string());
    }
    let words = crate::words::message(Lang::En, id, &args);
    let is_mark = |c: char| (0xE000..0xE000 + names.len() as u32).contains(&(c as u32));
    let fixed: Vec<&str> = words.split(is_mark).collect();
    let order: Vec<usize> = words
        .chars()
        .filter(|&c| is_mark(c))
        .map(|c| (c as u32 - 0xE000) as usize)
        .collect();
    let mut rest = text.strip_prefix(fixed[0])?;
    let mut values = vec![String::new(); names.len()];
    for (k, &i) in order.iter().enumerate() {
        let after = fixed[k + 1];
        let value = if k + 1 == order.len() {
            let value = rest.strip_suffix(after)?;
            rest = "";
            value
        } else {
            let end = rest.find(after).filter(|_| !after.is_empty())?;
            let value = &rest[..end];
            rest = &rest[end + after.len()..];
            value
        };
        values[i] = value.to_string();
    }
    Some(values)
}

/// The items of an English list joined by `id` (`list-and`, `list-either`): "a, b and
/// c" is `a`, `b`, `c`.
fn split_list(text: &str, id: &str) -> Vec<String> {
    let join = |id: &str| {
        let words = match id {
            "list-more" => say!(Lang::En, "list-more", head = "\u{E000}", next = "\u{E001}"),
            "list-either" => say!(
                Lang::En,
                "list-either",
                head = "\u{E000}",
                last = "\u{E001}"
            ),
            _ => say!(Lang::En, "list-and", head = "\u{E000}", last = "\u{E001}"),
        };
        words
            .trim_start_matches('\u{E000}')
            .trim_end_matches('\u{E001}')
            .to_string()
    };
    let (more, last) = (join("list-more"), join(id));
    let mut items: Vec<String> = text.split(more.as_str()).map(str::to_string).collect();
    if let Some(tail) = items.pop() {
        items.extend(tail.split(last.as_str()).map(str::to_string));
    }
    items
}

#[cfg(test)]
pub(in crate::logic) mod tests {
    use super::*;

    #[test]
    fn combinations_follow_the_candidates() {
        // Two cells summing to 3: only 1+2.
        let found = combinations(&[0x1ff, 0x1ff], 3);
        assert_eq!(found.sets, [0b11]);
        assert_eq!(found.allowed, [0b11, 0b11]);
        // Three cells summing to 15, the first holding only 9 or 8.
        let found = combinations(&[0b1_1000_0000, 0x1ff, 0x1ff], 15);
        let words: Vec<String> = found.sets.iter().map(|&s| set_words(s)).collect();
        assert_eq!(words, ["1+5+9", "1+6+8", "2+4+9", "2+5+8", "3+4+8"]);
        assert_eq!(found.allowed[1], 0b0011_1111);
        // Cells that cannot be filled: nothing.
        assert!(combinations(&[0b1, 0b1], 3).sets.is_empty());
        // Nine cells, all free: one set, every digit everywhere.
        let found = combinations(&[0x1ff; 9], 45);
        assert_eq!(found.sets, [0x1ff]);
        assert!(found.allowed.iter().all(|&a| a == 0x1ff));
    }

    #[test]
    fn the_combinations_are_those_a_plain_count_finds() {
        // Every assignment of three cells with a few candidates each, counted plainly.
        let masks = [0b1_0010_0110u16, 0b0_1101_0001, 0b0_0111_1010];
        for sum in 6..=24 {
            let found = combinations(&masks, sum);
            let mut allowed = [0u16; 3];
            let mut sets = Vec::new();
            for a in bits(masks[0]) {
                for b in bits(masks[1]) {
                    for c in bits(masks[2]) {
                        if a != b && b != c && a != c && (a + b + c + 3) as u32 == sum {
                            allowed[0] |= 1 << a;
                            allowed[1] |= 1 << b;
                            allowed[2] |= 1 << c;
                            sets.push((1u16 << a) | 1 << b | 1 << c);
                        }
                    }
                }
            }
            sets.sort_by_key(|&set| bits(set).collect::<Vec<_>>());
            sets.dedup();
            assert_eq!(found.sets, sets, "sum {sum}");
            assert_eq!(found.allowed, allowed, "sum {sum}");
        }
    }

    pub(in crate::logic) use crate::test_boards::killers;

    /// The full repertoire without the chains (rated 6.0 and above), which are slow in
    /// a debug build.
    pub(in crate::logic) fn without_chains() -> Vec<Technique> {
        crate::logic::Repertoire::Full
            .techniques()
            .iter()
            .copied()
            .filter(|t| t.rating_tenths() < 60)
            .collect()
    }

    /// The steps of every technique but the chains, in the full repertoire's order,
    /// until none applies; each checked against the solution.
    pub(in crate::logic) fn walk_without_chains(board: &Board, solution: &crate::Grid) -> Board {
        let order = without_chains();
        let mut board = board.clone();
        while let Some(step) = crate::logic::techniques::next_in(&board, &order) {
            assert!(step.agrees_with(solution), "{}", step.explain());
            board.apply(&step);
        }
        board
    }

    #[test]
    fn a_killer_starts_with_a_cage_combination() {
        use crate::grid::{HouseName, Pos};
        use crate::logic::{Logic, Repertoire};
        let (board, _) = &killers()[0];
        let step = Logic::new(Repertoire::Full)
            .next_step(board)
            .ok()
            .flatten()
            .unwrap();
        assert_eq!(step.technique, Technique::CageCombination);
        assert_eq!(
            step.explain(),
            "Cage Combination: the cage at r3c1 (r3c1, r3c2 and r4c1) sums to 21; with their \
             candidates they can only hold 4+8+9, 5+7+9 or 6+7+8: r3c1, r3c2 and r4c1 cannot \
             be 1 or 2 or 3"
        );
        assert_eq!(
            step.evidence.named_houses,
            [(Role::Base, HouseName::Cage(Pos::new(2, 0)))]
        );
        let name = step.technique.name_in(Lang::ZhHans);
        assert_eq!(
            step.explain_in(Lang::ZhHans),
            format!(
                "{name}：r3c1 所在的笼子（r3c1、r3c2和r4c1）的和为 21；结合候选数，这些格只能是 \
                 4+8+9、5+7+9或6+7+8 的组合：r3c1、r3c2和r4c1 不能是 1或2或3"
            )
        );
        // The rating's repertoire holds it too.
        assert_eq!(
            Logic::new(Repertoire::SudokuExplainer)
                .next_step(board)
                .ok()
                .flatten(),
            Some(step)
        );
    }

    #[test]
    fn digits_every_combination_holds_leave_the_cells_seeing_the_cage() {
        let (board, solution) = &killers()[0];
        let steps = crate::logic::find_steps(board, Technique::CageCombination);
        let text = steps
            .iter()
            .map(Step::explain)
            .find(|t| t.contains("the cage at r7c9"))
            .expect("the cage at r7c9");
        assert_eq!(
            text,
            "Cage Combination: the cage at r7c9 (r7c9 and r8c9) sums to 4; with their \
             candidates they can only hold 1+3; 1 and 3 must be in the cage: r1c9, r2c9, r3c9, \
             r4c9, r5c9, r6c9, r7c7, r7c8, r8c7, r8c8, r9c7, r9c8 and r9c9 cannot be 1 or 3, r7c9 and r8c9 \
             cannot be 2 or 4 or 5 or 6 or 7 or 8 or 9"
        );
        // A cage of one cell places its sum.
        let single = steps
            .iter()
            .find(|s| !s.placements.is_empty())
            .expect("a cage of one cell");
        assert_eq!(
            single.explain(),
            "Cage Combination: the cage at r5c1 (r5c1) sums to 4; so r5c1 is 4"
        );
        assert!(steps.iter().all(|s| s.agrees_with(solution)));
    }

    /// Every part of the killer steps' reasoning along the killers' paths is read back
    /// as the message it was made from (English said again is the same), but for why
    /// cells see each other; and no English words are left in the other languages.
    #[test]
    fn killer_reasoning_reads_back_in_every_language() {
        use crate::words::Lang;
        let mut read = 0;
        for (board, _) in killers() {
            let mut b = board.clone();
            for _ in 0..200 {
                for (technique, parts) in [
                    (Technique::CageCombination, PARTS),
                    (
                        Technique::InniesAndOuties,
                        super::super::innies_outies::PARTS,
                    ),
                ] {
                    for step in crate::logic::find_steps(&b, technique) {
                        for part in &step.evidence.relations {
                            if read_part(part, parts).is_none() {
                                assert!(part.contains(" share "), "{part}");
                                continue;
                            }
                            read += 1;
                            let ev = &step.evidence;
                            assert_eq!(&reword(part, Lang::En, parts, ev), part);
                            for lang in [Lang::ZhHans, Lang::ZhHant] {
                                let text = reword(part, lang, parts, ev);
                                let english = ["sum", "the ", "so ", "cage", "hold", " and "];
                                assert!(!english.iter().any(|w| text.contains(w)), "{text}");
                            }
                        }
                    }
                }
                match crate::logic::techniques::next_in(&b, &without_chains()) {
                    Some(step) => b.apply(&step),
                    None => break,
                }
            }
        }
        assert!(read > 100, "{read}");
    }

    /// Parts the killers' paths above do not reach, read back and worded again.
    #[test]
    fn rarer_parts_read_back() {
        let ev = Evidence::default();
        let inn = super::super::innies_outies::PARTS;
        for (parts, english, chinese) in [
            (
                PARTS,
                "r1c1 holds 3 and r1c2 holds 5, so r2c1 is 4",
                "r1c1 已填 3和r1c2 已填 5，所以 r2c1 是 4",
            ),
            (
                PARTS,
                "r1c1 holds 3, so r1c2, r2c1 and r2c2 sum to 20",
                "r1c1 已填 3，所以 r1c2、r2c1和r2c2 的和为 20",
            ),
            (
                PARTS,
                "8 combinations fit their candidates, all of 1, 2, 3 and 6",
                "符合候选数的组合有 8 种，都只用到 1、2、3和6",
            ),
            (
                inn,
                "the placed digits in the cages' cells beyond, in r4c1 and r4c2, add up to 9",
                "这些笼子伸出去的格子中已填的数字（r4c1和r4c2）之和为 9",
            ),
            (
                inn,
                "so r4c1, the cell they have beyond, is 3",
                "所以这些笼子伸出去的外格 r4c1 是 3",
            ),
            (inn, "so r4c1 is 3", "所以内格 r4c1 是 3"),
        ] {
            assert_eq!(reword(english, Lang::En, parts, &ev), english);
            assert_eq!(reword(english, Lang::ZhHans, parts, &ev), chinese);
        }
    }

    #[test]
    fn killers_are_solved_or_left_to_chains_without_a_wrong_step() {
        let mut solved = 0;
        for (board, solution) in killers() {
            solved += usize::from(walk_without_chains(&board, &solution).is_solved());
        }
        assert!(solved >= 2, "{solved}");
    }

    #[test]
    fn cage_rules_are_off_without_cages() {
        let board = Board::new(&crate::Grid::empty());
        assert!(!Technique::CageCombination.usable_on(&board));
        assert!(!Technique::InniesAndOuties.usable_on(&board));
        let (killer, _) = &killers()[0];
        assert!(Technique::CageCombination.usable_on(killer));
        assert!(!Technique::UniqueRectangleType1.usable_on(killer));
        assert!(!Technique::Pointing.usable_on(killer));
    }
}
