//! Simple colouring and multi-colouring (player techniques, full repertoire only).
//!
//! For one digit, the houses where it has exactly two places (strong links) join cells
//! into clusters; colouring each cluster in two alternating colours, one colour holds
//! every true place of the cluster and the other none. Simple colouring uses one
//! cluster: a colour with two cells in one house is false (colour wrap), and a cell
//! outside the cluster seeing both colours loses the digit (colour trap).
//! Multi-colouring uses two: a colour seeing both colours of the other cluster is false,
//! and when a colour of each cluster see each other, one of their partner colours is
//! true, so cells seeing both partner colours lose the digit.
//!
//! Evidence: the strong links of each cluster (from one colour to the other) and, for
//! multi-colouring, weak links between the cells of two clusters that see each other;
//! the text is rebuilt from them.

use super::super::board::{Board, cell, digit};
use super::super::houses::{HOUSE_CELLS, PEER_SETS, set_cells};
use super::super::step::{Evidence, Link, Step};
use super::super::technique::Technique;
use super::elimination_step;
use crate::logic::step::{Role, tag, tag_candidates};
use crate::words::{Lang, say};
use crate::{Cell, CellSet, Digit};

/// A cluster: its two colours as cell sets, and its links in the order found.
struct Cluster {
    colours: [CellSet; 2],
    links: Vec<(usize, usize)>,
}

impl Cluster {
    fn cells(&self) -> CellSet {
        self.colours[0] | self.colours[1]
    }
}

/// The clusters of digit `d` with three cells or more (two cells are a locked candidate
/// or a single, found earlier), each coloured consistently.
fn clusters(board: &Board, d: usize) -> Vec<Cluster> {
    let mut partners: Vec<Vec<usize>> = vec![Vec::new(); 81];
    for cells in &HOUSE_CELLS {
        let ends: Vec<usize> = cells
            .iter()
            .map(|&i| i as usize)
            .filter(|&i| board.mask(i) & (1 << d) != 0)
            .collect();
        if let [p, q] = ends[..] {
            if !partners[p].contains(&q) {
                partners[p].push(q);
                partners[q].push(p);
            }
        }
    }
    let mut seen = CellSet::EMPTY;
    let mut out = Vec::new();
    for start in 0..81 {
        if partners[start].is_empty() || seen.has_index(start) {
            continue;
        }
        let mut colour = [0u8; 81];
        let mut cluster = Cluster {
            colours: [CellSet::of_index(start), CellSet::EMPTY],
            links: Vec::new(),
        };
        let mut queue = vec![start];
        let mut consistent = true;
        seen = seen.with_index(start);
        while let Some(i) = queue.pop() {
            for &j in &partners[i] {
                if !seen.has_index(j) {
                    seen = seen.with_index(j);
                    colour[j] = 1 - colour[i];
                    let side = &mut cluster.colours[colour[j] as usize];
                    *side = side.with_index(j);
                    cluster.links.push((i, j));
                    queue.push(j);
                } else if colour[j] == colour[i] {
                    // An odd loop of strong links: the state has no solution; leave it
                    // to the contradiction the driver will meet.
                    consistent = false;
                }
            }
        }
        if consistent && cluster.cells().len() >= 3 {
            out.push(cluster);
        }
    }
    out
}

/// Whether some cell of `a` sees some cell of `b`: the pair, first found.
fn sight(a: CellSet, b: CellSet) -> Option<(usize, usize)> {
    set_cells(a).find_map(|i| (PEER_SETS[i] & b).first_index().map(|j| (i, j)))
}

/// Cells seeing some cell of `a` and some cell of `b`.
fn seeing_both(a: CellSet, b: CellSet) -> CellSet {
    let near = |set: CellSet| set_cells(set).fold(CellSet::EMPTY, |s, i| s | PEER_SETS[i]);
    near(a) & near(b)
}

fn strong_links(cluster: &Cluster, d: usize) -> Vec<Link> {
    cluster
        .links
        .iter()
        .map(|&(i, j)| {
            let (from, to) = if cluster.colours[0].has_index(i) {
                (i, j)
            } else {
                (j, i)
            };
            Link {
                from: (cell(from), digit(d)),
                to: (cell(to), digit(d)),
                strong: true,
            }
        })
        .collect()
}

fn step(
    technique: Technique,
    d: usize,
    victims: CellSet,
    clusters: &[&Cluster],
    weak: &[(usize, usize)],
) -> Step {
    let mut links: Vec<Link> = clusters.iter().flat_map(|c| strong_links(c, d)).collect();
    links.extend(weak.iter().map(|&(i, j)| Link {
        from: (cell(i), digit(d)),
        to: (cell(j), digit(d)),
        strong: false,
    }));
    let coloured = clusters.iter().fold(CellSet::EMPTY, |s, c| s | c.cells());
    let cells: Vec<Cell> = set_cells(coloured).map(cell).collect();
    elimination_step(
        technique,
        set_cells(victims).map(|i| (cell(i), digit(d))).collect(),
        Evidence {
            houses: Vec::new(),
            candidates: tag_candidates(Role::Pattern, cells.iter().map(|&c| (c, digit(d)))),
            cells: tag(Role::Pattern, cells),
            digits: vec![digit(d)],
            links,
            implied: Vec::new(),
            named_houses: Vec::new(),
            relations: Vec::new(),
        },
    )
}

pub(super) fn find_simple(board: &Board, out: &mut Vec<Step>) {
    for d in 0..9 {
        let places = board.digit_set(d);
        for cluster in clusters(board, d) {
            for &colour in &cluster.colours {
                if let Some(pair) = sight(colour, colour) {
                    out.push(step(
                        Technique::SimpleColouring,
                        d,
                        colour,
                        &[&cluster],
                        &[pair],
                    ));
                }
            }
            let trapped =
                (seeing_both(cluster.colours[0], cluster.colours[1]) & places) - cluster.cells();
            if !trapped.is_empty() {
                out.push(step(
                    Technique::SimpleColouring,
                    d,
                    trapped,
                    &[&cluster],
                    &[],
                ));
            }
        }
    }
}

pub(super) fn find_multi(board: &Board, out: &mut Vec<Step>) {
    for d in 0..9 {
        let places = board.digit_set(d);
        let all = clusters(board, d);
        for (n, one) in all.iter().enumerate() {
            for (m, two) in all.iter().enumerate() {
                if n == m {
                    continue;
                }
                for a in 0..2 {
                    // A colour seeing both colours of the other cluster is false.
                    let colour = one.colours[a];
                    if let (Some(p), Some(q)) =
                        (sight(colour, two.colours[0]), sight(colour, two.colours[1]))
                    {
                        out.push(step(
                            Technique::MultiColouring,
                            d,
                            colour,
                            &[one, two],
                            &[p, q],
                        ));
                    }
                    // Two colours seeing each other: one of their partners is true.
                    if n > m {
                        continue;
                    }
                    for b in 0..2 {
                        let Some(pair) = sight(one.colours[a], two.colours[b]) else {
                            continue;
                        };
                        let victims = (seeing_both(one.colours[1 - a], two.colours[1 - b])
                            & places)
                            - one.cells()
                            - two.cells();
                        if !victims.is_empty() {
                            out.push(step(
                                Technique::MultiColouring,
                                d,
                                victims,
                                &[one, two],
                                &[pair],
                            ));
                        }
                    }
                }
            }
        }
    }
}

/// The clusters of a step, rebuilt from its strong links: each as its two colours.
fn colours_of(links: &[Link]) -> Vec<[Vec<Cell>; 2]> {
    let mut out: Vec<[Vec<Cell>; 2]> = Vec::new();
    for l in links.iter().filter(|l| l.strong) {
        let (a, b) = (l.from.0, l.to.0);
        let at = out
            .iter()
            .position(|c| c.iter().any(|side| side.contains(&a) || side.contains(&b)));
        let cluster = match at {
            Some(i) => &mut out[i],
            None => {
                out.push([Vec::new(), Vec::new()]);
                out.last_mut().expect("just pushed")
            }
        };
        // Links are listed from the cluster's first colour to its second.
        for (side, x) in [(0, a), (1, b)] {
            if !cluster[side].contains(&x) {
                cluster[side].push(x);
            }
        }
    }
    for c in &mut out {
        c[0].sort();
        c[1].sort();
    }
    out
}

fn names(cells: &[Cell]) -> String {
    let v: Vec<String> = cells.iter().map(ToString::to_string).collect();
    v.join(" ")
}

/// The colour (cluster, side) a cell has, with its letter: a/b for the first cluster,
/// c/d for the second.
fn letter(colours: &[[Vec<Cell>; 2]], x: Cell) -> char {
    for (n, c) in colours.iter().enumerate() {
        for (side, cells) in c.iter().enumerate() {
            if cells.contains(&x) {
                return (b'a' + (2 * n + side) as u8) as char;
            }
        }
    }
    '?'
}

/// The step in words: the colours, then the reason.
pub(in crate::logic) fn explain(step: &Step, lang: Lang, removed: &str) -> String {
    let ev = &step.evidence.plain();
    let digit: Digit = ev.digits[0];
    let colours = colours_of(&ev.links);
    let listing = colours
        .iter()
        .enumerate()
        .flat_map(|(n, c)| {
            (0..2).map(move |side| {
                say!(
                    lang,
                    "colouring-colour",
                    colour = ((b'a' + (2 * n + side) as u8) as char).to_string(),
                    cells = names(&c[side])
                )
            })
        })
        .reduce(|head, next| say!(lang, "colouring-more", head = head, next = next))
        .unwrap_or_default();
    let weak: Vec<&Link> = ev.links.iter().filter(|l| !l.strong).collect();
    let colour = |x: Cell| letter(&colours, x).to_string();
    let why = match (step.technique, weak.len()) {
        (Technique::SimpleColouring, 0) => {
            say!(lang, "colouring-trap", digit = digit.to_string())
        }
        (Technique::SimpleColouring, _) => say!(
            lang,
            "colouring-wrap",
            first = weak[0].from.0.to_string(),
            second = weak[0].to.0.to_string(),
            colour = colour(weak[0].from.0)
        ),
        (_, 1) => {
            let (p, q) = (weak[0].from.0, weak[0].to.0);
            say!(
                lang,
                "colouring-partners",
                first = p.to_string(),
                first_colour = colour(p),
                second = q.to_string(),
                second_colour = colour(q),
                digit = digit.to_string()
            )
        }
        _ => {
            let (p, q) = (weak[0], weak[1]);
            say!(
                lang,
                "colouring-sees-both",
                colour = colour(p.from.0),
                seen = colour(p.to.0),
                first = p.from.0.to_string(),
                second = p.to.0.to_string(),
                other = colour(q.to.0),
                third = q.from.0.to_string(),
                fourth = q.to.0.to_string()
            )
        }
    };
    say!(
        lang,
        "step-colouring",
        technique = step.technique.name_in(lang),
        digit = digit.to_string(),
        colours = listing,
        reason = why,
        removed = removed
    )
}
