//! Chain steps in words: each chain, from its assumption, as the list of what follows in
//! the order it follows ("if r1c1 is 5: r1c2 is not 5, r3c2 is 5, …"), then the
//! conclusion.
//!
//! The text is rebuilt from the step's evidence: its candidates are the assumptions (one
//! per chain), its links the implications, chain after chain, a weak link running from a
//! true candidate to a false one and a strong link from a false candidate to a true one.

use super::super::super::step::{Link, Step};
use super::super::super::technique::Technique;
use crate::{Cell, Digit};

type Cand = (Cell, Digit);

fn state(c: Cand, on: bool) -> String {
    if on {
        format!("{} is {}", c.0, c.1)
    } else {
        format!("{} is not {}", c.0, c.1)
    }
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
fn branch_text(start: Cand, on: bool, links: &[Link]) -> String {
    let mut said: Vec<(Cand, bool)> = vec![(start, on)];
    let mut parts = Vec::new();
    for l in links {
        let node = (l.to, l.strong);
        if !said.contains(&node) {
            said.push(node);
            parts.push(state(l.to, l.strong));
        }
    }
    format!("if {}: {}", state(start, on), parts.join(", "))
}

/// The step in words; on a variant board, followed by why the cells of links that no
/// row, column or box explains are linked.
pub(in crate::logic) fn explain(step: &Step, _lang: crate::words::Lang, removed: &str) -> String {
    let text = chains_text(step, removed);
    match step.evidence.relations.as_slice() {
        [] => text,
        why => format!("{text} ({})", why.join("; ")),
    }
}

/// The step in words, without the relations.
fn chains_text(step: &Step, removed: &str) -> String {
    let ev = &step.evidence.plain();
    let states = start_states(step);
    let chains = branches(&ev.links, &ev.candidates, &states);
    let texts: Vec<String> = chains
        .iter()
        .zip(ev.candidates.iter().zip(&states))
        .map(|(links, (&start, &on))| branch_text(start, on, links))
        .collect();
    let result = match step.placements.first() {
        Some((c, d)) => format!("{c} must be {d}"),
        None => removed.to_string(),
    };
    let name = step.technique.name();
    let start = ev.candidates.first().copied();
    match plain(step.technique) {
        Technique::BidirectionalXCycle
        | Technique::BidirectionalYCycle
        | Technique::BidirectionalCycle => format!(
            "{name}: {}, back where it started; the loop holds read either way round, so {result}",
            texts.join("")
        ),
        Technique::ForcingXChain
        | Technique::ForcingChain
        | Technique::NishioForcingChains
        | Technique::DynamicContradictionForcingChains => {
            let (c, d) = start.expect("a chain has a start");
            let assumed = state((c, d), states[0]);
            format!(
                "{name}: {}; the assumption that {assumed} cannot hold, so {result}",
                texts.join("; ")
            )
        }
        Technique::RegionForcingChains | Technique::DynamicRegionForcingChains => {
            let named = step.evidence.named_houses.first().map(|h| h.1.to_string());
            let house = named
                .or_else(|| ev.houses.first().map(ToString::to_string))
                .unwrap_or_default();
            let digit = ev
                .candidates
                .first()
                .map_or(String::new(), |c| c.1.to_string());
            format!(
                "{name}: {digit} must go somewhere in {house}; {}; either way {result}",
                texts.join("; ")
            )
        }
        Technique::CellForcingChains | Technique::DynamicCellForcingChains => {
            let cell = ev.cells.first().map_or(String::new(), ToString::to_string);
            format!(
                "{name}: {cell} must hold one of its candidates; {}; either way {result}",
                texts.join("; ")
            )
        }
        _ => format!("{name}: {}; either way {result}", texts.join("; ")),
    }
}
