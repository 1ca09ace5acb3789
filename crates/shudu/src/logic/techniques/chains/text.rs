//! Chain steps in words: each chain, from its assumption, as the list of what follows in
//! the order it follows ("if r1c1 is 5: r1c2 is not 5, r3c2 is 5, …"), then the
//! conclusion.
//!
//! The text is rebuilt from the step's evidence: its candidates are the assumptions (one
//! per chain), its links the implications, chain after chain, a weak link running from a
//! true candidate to a false one and a strong link from a false candidate to a true one.

use super::super::super::step::{Link, Step, house_at, placement, with_relations};
use super::super::super::technique::Technique;
use crate::words::{Lang, say};
use crate::{Cell, Digit};

type Cand = (Cell, Digit);

/// "r1c1 is 5", "r1c1 is not 5".
fn state(c: Cand, on: bool, lang: Lang) -> String {
    let (cell, digit) = (c.0.to_string(), c.1.to_string());
    if on {
        say!(lang, "chain-on", cell = cell, digit = digit)
    } else {
        say!(lang, "chain-off", cell = cell, digit = digit)
    }
}

/// `texts` one after another, each pair joined by `join` (a message with `head` and
/// `next`).
fn fold(texts: Vec<String>, join: impl Fn(String, String) -> String) -> String {
    let mut texts = texts.into_iter();
    let first = texts.next().unwrap_or_default();
    texts.fold(first, join)
}

/// The dynamic kind a nested chain step is worded as: the nested rules only add
/// implications (their eliminations appear in the chain like any other).
fn plain(technique: Technique) -> Technique {
    use Technique::*;
    match technique {
        DynamicContradictionForcingChainsPlus
        | DynamicContradictionForcingChainsPlusForcing
        | DynamicContradictionForcingChainsPlusMultiple
        | DynamicContradictionForcingChainsPlusDynamic => DynamicContradictionForcingChains,
        DynamicDoubleForcingChainsPlus
        | DynamicDoubleForcingChainsPlusForcing
        | DynamicDoubleForcingChainsPlusMultiple
        | DynamicDoubleForcingChainsPlusDynamic => DynamicDoubleForcingChains,
        DynamicCellForcingChainsPlus
        | DynamicCellForcingChainsPlusForcing
        | DynamicCellForcingChainsPlusMultiple
        | DynamicCellForcingChainsPlusDynamic => DynamicCellForcingChains,
        DynamicRegionForcingChainsPlus
        | DynamicRegionForcingChainsPlusForcing
        | DynamicRegionForcingChainsPlusMultiple
        | DynamicRegionForcingChainsPlusDynamic => DynamicRegionForcingChains,
        other => other,
    }
}

/// The truth value each chain's assumption takes.
fn start_states(step: &Step) -> Vec<bool> {
    let n = step.evidence.candidates.len();
    let placed = !step.placements.is_empty();
    match plain(step.technique) {
        Technique::DynamicDoubleForcingChains => vec![true, false],
        Technique::ForcingXChain
        | Technique::ForcingChain
        | Technique::NishioForcingChains
        | Technique::DynamicContradictionForcingChains => vec![!placed; n],
        _ => vec![true; n],
    }
}

/// Splits the links chain by chain.
fn branches<'a>(links: &'a [Link], starts: &[Cand], states: &[bool]) -> Vec<&'a [Link]> {
    let mut bounds = vec![0];
    for i in 1..starts.len() {
        let from = bounds[i - 1] + 1;
        let at = (from..links.len())
            .find(|&k| links[k].from == starts[i] && links[k].strong != states[i])
            .unwrap_or(links.len());
        bounds.push(at);
    }
    bounds.push(links.len());
    bounds.windows(2).map(|w| &links[w[0]..w[1]]).collect()
}

/// One chain: "if r1c1 is 5: r1c2 is not 5, r3c2 is 5".
fn branch_text(start: Cand, on: bool, links: &[Link], lang: Lang) -> String {
    let mut said: Vec<(Cand, bool)> = vec![(start, on)];
    let mut parts = Vec::new();
    for l in links {
        let node = (l.to, l.strong);
        if !said.contains(&node) {
            said.push(node);
            parts.push(state(l.to, l.strong, lang));
        }
    }
    let implications = fold(parts, |head, next| {
        say!(lang, "chain-more", head = head, next = next)
    });
    say!(
        lang,
        "chain-branch",
        assumption = state(start, on, lang),
        implications = implications
    )
}

/// The step in `lang`'s words; on a variant board, followed by why the cells of links
/// that no row, column or box explains are linked.
pub(in crate::logic) fn explain(step: &Step, lang: Lang, removed: &str) -> String {
    with_relations(
        chains_text(step, lang, removed),
        &step.evidence.relations,
        lang,
    )
}

/// The step in words, without the relations.
fn chains_text(step: &Step, lang: Lang, removed: &str) -> String {
    let ev = &step.evidence.plain();
    let states = start_states(step);
    let chains = branches(&ev.links, &ev.candidates, &states);
    let texts: Vec<String> = chains
        .iter()
        .zip(ev.candidates.iter().zip(&states))
        .map(|(links, (&start, &on))| branch_text(start, on, links, lang))
        .collect();
    let result = if step.placements.is_empty() {
        removed.to_string()
    } else {
        placement(step, lang)
    };
    let technique = step.technique.name_in(lang);
    let start = ev.candidates.first().copied();
    match plain(step.technique) {
        // A cycle has one chain, which comes back to its start.
        Technique::BidirectionalXCycle
        | Technique::BidirectionalYCycle
        | Technique::BidirectionalCycle => say!(
            lang,
            "step-chain-cycle",
            technique = technique,
            chain = texts.concat(),
            result = result
        ),
        Technique::ForcingXChain
        | Technique::ForcingChain
        | Technique::NishioForcingChains
        | Technique::DynamicContradictionForcingChains => {
            let (c, d) = start.expect("a chain has a start");
            say!(
                lang,
                "step-chain-contradiction",
                technique = technique,
                chains = chains_words(texts, lang),
                assumption = state((c, d), states[0], lang),
                result = result
            )
        }
        Technique::RegionForcingChains | Technique::DynamicRegionForcingChains => {
            let digit = ev
                .candidates
                .first()
                .map_or(String::new(), |c| c.1.to_string());
            say!(
                lang,
                "step-chain-region",
                technique = technique,
                digit = digit,
                house = house_at(&step.evidence, 0, lang),
                chains = chains_words(texts, lang),
                result = result
            )
        }
        Technique::CellForcingChains | Technique::DynamicCellForcingChains => {
            let cell = ev.cells.first().map_or(String::new(), ToString::to_string);
            say!(
                lang,
                "step-chain-cell",
                technique = technique,
                cell = cell,
                chains = chains_words(texts, lang),
                result = result
            )
        }
        _ => say!(
            lang,
            "step-chain-either",
            technique = technique,
            chains = chains_words(texts, lang),
            result = result
        ),
    }
}

/// The chains one after another: "if r1c1 is 5: …; if r1c1 is not 5: …".
fn chains_words(texts: Vec<String>, lang: Lang) -> String {
    fold(texts, |head, next| {
        say!(lang, "chains-more", head = head, next = next)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_neighbours_relation_is_worded_in_each_language() {
        use crate::logic::step::{Apart, relation};
        use crate::{Cell, Digit};
        let cell = |r, c| Cell::new(r, c).unwrap();
        let digit = |d| Digit::new(d).unwrap();
        let said = relation(
            cell(0, 0),
            cell(0, 1),
            Apart::NeighbourDigits(digit(4), digit(5)),
        );
        assert_eq!(
            said.to_string(),
            "r1c1 and r1c2 are neighbours, so 4 and 5 cannot both be there"
        );
        assert_eq!(
            said.words_in(Lang::ZhHant),
            "r1c1 和 r1c2 相鄰，所以不能一個是 4、一個是 5"
        );
        let knight = relation(cell(7, 3), cell(6, 1), Apart::KnightMove);
        assert_eq!(knight.words_in(Lang::ZhHans), "r8c4 和 r7c2 相隔一个马步");
    }
}
