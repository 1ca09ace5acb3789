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
//! The reasoning is kept in the step's evidence (`relations`) as phrases of the catalogue
//! (`locales/*/steps-variants.ftl`), worded in the reader's language when read.
//!
//! Read next: `innies_outies.rs`, the other cage rule.

use super::super::board::{Board, cell, digit};
use super::super::step::{Evidence, Role, Step, tag, tag_candidates};
use super::super::technique::Technique;
use super::{Mode, bits};
use crate::grid::{Cell, CellSet, Digit};
use crate::words::{Lang, Phrase, Value, say};

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
        // The reasoning, as phrases the step's words (in any language) are made from.
        let mut words = vec![
            Phrase::new("cage-sum")
                .with("cage", cage.name)
                .with("cells", Value::and(cells.iter().copied()))
                .with("sum", sum),
        ];
        if empty.len() == 1 && placed == 0 {
            words.push(
                Phrase::new("cage-one-cell")
                    .with("cell", empty_cells[0])
                    .with("sum", left),
            );
        } else if placed > 0 {
            let filled = cage
                .cells
                .iter()
                .map(|&c| usize::from(c))
                .filter(|&c| board.raw_value(c) != 0)
                .map(|c| {
                    Phrase::new("cage-placed")
                        .with("cell", cell(c))
                        .with("digit", board.raw_value(c))
                });
            let placed = Value::and(filled);
            words.push(if empty.len() == 1 {
                Phrase::new("cage-rest-one")
                    .with("placed", placed)
                    .with("cell", empty_cells[0])
                    .with("sum", left)
            } else {
                Phrase::new("cage-rest")
                    .with("placed", placed)
                    .with("cells", Value::and(empty_cells.iter().copied()))
                    .with("sum", left)
            });
        }
        let union = found.sets.iter().fold(0, |u, &s| u | s);
        let digits: Vec<Digit> = bits(union).map(digit).collect();
        if empty.len() == 1 {
            // The sum alone says it.
        } else if found.sets.len() <= 6 {
            let sets = found.sets.iter().map(|&s| set_words(s));
            words.push(Phrase::new("cage-sets").with("sets", Value::either(sets)));
        } else if union != 0x1ff {
            words.push(
                Phrase::new("cage-count-of")
                    .with("count", found.sets.len())
                    .with("digits", Value::and(digits)),
            );
        } else {
            words.push(Phrase::new("cage-count").with("count", found.sets.len()));
        }
        if !outside.is_empty() {
            let digits = bits(must).map(digit);
            words.push(Phrase::new("cage-must").with("digits", Value::and(digits)));
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

/// The step in `lang`'s words (the text of [`Step::explain`]); `removed` words its
/// eliminations. The finder puts the reasoning, which rests on the cage's sum, in the
/// evidence's `relations`.
pub(in crate::logic) fn explain(step: &Step, lang: Lang, removed: &str) -> String {
    killer_words(step, lang, removed)
}

/// A killer step in `lang`'s words: its technique, its reasoning (the phrases of the
/// evidence's `relations`) and its removals.
pub(super) fn killer_words(step: &Step, lang: Lang, removed: &str) -> String {
    let mut reasoning = step.evidence.relations.iter().map(|p| p.words_in(lang));
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
                "{name}：r3c1 处的虚线框（r3c1、r3c2 和 r4c1）的和为 21；结合候选数，这些格只能是 \
                 4+8+9、5+7+9 或 6+7+8 的组合：r3c1、r3c2 和 r4c1 不能是 1 或 2 或 3"
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

    /// Every killer step along the killers' paths reads in Chinese without English
    /// words, and in English as its phrases do.
    #[test]
    fn killer_reasoning_reads_in_every_language() {
        use crate::words::Lang;
        let mut read = 0;
        for (board, _) in killers() {
            let mut b = board.clone();
            for _ in 0..200 {
                for technique in [Technique::CageCombination, Technique::InniesAndOuties] {
                    for step in crate::logic::find_steps(&b, technique) {
                        read += 1;
                        let english = step.explain();
                        for part in &step.evidence.relations {
                            assert!(english.contains(&part.to_string()), "{english}");
                        }
                        for lang in [Lang::ZhHans, Lang::ZhHant] {
                            let text = step.explain_in(lang);
                            let words = ["sum", "the ", "so ", "cage", "hold", " and "];
                            assert!(!words.iter().any(|w| text.contains(w)), "{text}");
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
