//! A variant solution counter written only to check shudu: it reads a puzzle from
//! shudu's variant JSON (with `serde_json`, not the library's reader) and implements
//! every rule itself, from the definitions in `docs/variants.md`, so it shares no code
//! with the library's kernel, tables or checker. The library's integration tests
//! (`crates/shudu/tests/integration/variants.rs`) and the harness's `variant-check`
//! both use it.
//!
//! The search is deliberately simple: `Oracle::allows` is the rules' definition (does
//! digit d in cell i break a house, a knight's or king's move, a consecutive neighbour,
//! a parity mark, a thermometer's rising order, a kropki dot or X/V beside it, a
//! neighbour on a German whispers line too close, a renban line's run, an arrow's sum, a
//! sandwich's sum between its row's or column's 1 and largest digit, a little killer's
//! diagonal sum, or a cage?), asked afresh for every cell. Three narrowings follow, each
//! from a definition too: a cage with a sum keeps, in each of its empty cells, only the
//! digits some completion of the whole cage uses (distinct digits allowed in their
//! cells, adding up to what the sum still needs; the walk stops early where the cells
//! left cannot reach the rest of the sum); a renban line keeps the digits of runs every
//! one of its cells can join; and a digit stays in a cell only while each cell a rule
//! ties it to (a mark, a line, an arrow) still has a digit `allows` accepts beside it.
//! Under non-consecutive, a cell beside every place left for a digit in a house loses
//! that digit's two neighbours (a 6- or 7-clue puzzle's checks took a quarter less time).
//! Without them, a killer with no givens, or a kropki, XV, whispers or renban puzzle of
//! a few givens, left the plain search seconds to minutes a puzzle. Around them, the two
//! singles keep the search small: a cell with one allowed digit gets it, a digit with
//! one allowed place in a house goes there, and a cell or house-digit with none is a
//! dead end. Then the empty cell with the fewest allowed digits is branched on, and
//! complete grids are counted up to a limit.
//!
//! ```
//! use shudu_oracle::Oracle;
//! let json = r#"{"size":4,"box":[2,2],"givens":"1234341221434321"}"#;
//! assert_eq!(Oracle::from_json(json).count(2), Some(1));
//! ```

use serde_json::Value;

/// One puzzle as the oracle understands it.
pub struct Oracle {
    n: usize,
    /// Every house as a list of cell indices.
    houses: Vec<Vec<usize>>,
    /// For each cell, the houses holding it.
    houses_of: Vec<Vec<usize>>,
    knight: bool,
    king: bool,
    non_consecutive: bool,
    /// Whether `narrow_neighbours` runs (the tests compare counts without it).
    neighbour_narrowing: bool,
    /// For each cell: 1 odd, 2 even, 0 free.
    parity: Vec<u8>,
    /// Cages: cells and optional sum.
    cages: Vec<(Vec<usize>, Option<u32>)>,
    cages_of: Vec<Vec<usize>>,
    /// Thermometers: cells from the bulb to the tip.
    thermos: Vec<Vec<usize>>,
    /// For each cell, the thermometers through it and its place on each.
    thermos_of: Vec<Vec<(usize, usize)>>,
    /// For each cell, the marks on its edges: the other cell and what the mark says
    /// (`white-dot`, `black-dot`, `x`, `v`).
    pairs_of: Vec<Vec<(usize, &'static str)>>,
    /// For each cell, its neighbours on German whispers lines and how far apart their
    /// digits must be.
    whispers_of: Vec<Vec<(usize, u8)>>,
    /// Renban lines: their cells.
    renbans: Vec<Vec<usize>>,
    /// For each cell, the renban lines through it.
    renbans_of: Vec<Vec<usize>>,
    /// For each cell, the other cells a rule ties it to beyond its houses (a mark, a
    /// whispers neighbour, a thermometer's, renban line's or arrow's other cells, an
    /// orthogonal neighbour under non-consecutive): the partners `narrow_partners` checks.
    partners_of: Vec<Vec<usize>>,
    /// Arrows: their bulb's cells (a pill's digits read as a number, top or left
    /// first) and their line's cells.
    arrows: Vec<(Vec<usize>, Vec<usize>)>,
    /// For each cell, the arrows through it (bulb or line).
    arrows_of: Vec<Vec<usize>>,
    /// Sandwich sums: the cells of their row or column in order, and the sum.
    sandwiches: Vec<(Vec<usize>, u32)>,
    /// For each sandwich, every set (bit d) of distinct digits from 2 to n−1 adding up to
    /// its sum; `None` when there are more than [`MOST_SANDWICH_SETS`] (large boards).
    sandwich_sets: Vec<Option<Vec<u32>>>,
    /// For each cell, the sandwich sums of its row and column.
    sandwiches_of: Vec<Vec<usize>>,
    /// Little killers: the cells of their diagonal and the sum.
    diagonals: Vec<(Vec<usize>, u32)>,
    /// For each cell, the little killer diagonals through it.
    diagonals_of: Vec<Vec<usize>>,
    givens: Vec<u8>,
}

/// The cell indices of a JSON list of `r1c1` names.
/// The most cells of a little killer diagonal filled together with distinct digits (a
/// box's share of its diagonal on boards up to 16×16).
const LONGEST_RUN: usize = 4;

/// The most digit sets a sandwich's narrowing lists; past it (large boards) the line is
/// left to `allows`.
const MOST_SANDWICH_SETS: usize = 4096;

/// Every set (bit d) of distinct digits from 2 to n−1 adding up to `sum`, found digit by
/// digit from 2 up; `None` past [`MOST_SANDWICH_SETS`].
fn sandwich_sets(n: u32, sum: u32) -> Option<Vec<u32>> {
    fn walk(d: u32, n: u32, left: u32, set: u32, out: &mut Vec<u32>) -> bool {
        if left == 0 {
            out.push(set);
            return out.len() <= MOST_SANDWICH_SETS;
        }
        (d..n.min(left + 1)).all(|e| walk(e + 1, n, left - e, set | 1 << e, out))
    }
    let mut out = Vec::new();
    walk(2, n, sum, 0, &mut out).then_some(out)
}

fn cells_of(v: &Value, n: usize) -> Vec<usize> {
    v.as_array().unwrap().iter().map(|p| cell(p, n)).collect()
}

fn cell(v: &Value, n: usize) -> usize {
    let text = v.as_str().unwrap().to_ascii_lowercase();
    let (r, c) = text[1..].split_once('c').unwrap();
    (r.parse::<usize>().unwrap() - 1) * n + c.parse::<usize>().unwrap() - 1
}

impl Oracle {
    pub fn from_json(text: &str) -> Oracle {
        let v: Value = serde_json::from_str(text).unwrap();
        let n = v["size"].as_u64().unwrap() as usize;
        let (br, bc) = (
            v["box"][0].as_u64().unwrap() as usize,
            v["box"][1].as_u64().unwrap() as usize,
        );
        assert_eq!(br * bc, n);
        let mut houses: Vec<Vec<usize>> = Vec::new();
        for r in 0..n {
            houses.push((0..n).map(|c| r * n + c).collect());
        }
        for c in 0..n {
            houses.push((0..n).map(|r| r * n + c).collect());
        }
        let mut areas = vec![Vec::new(); n];
        for i in 0..n * n {
            let (r, c) = (i / n, i % n);
            let area = match v.get("regions") {
                Some(rows) => rows[r][c].as_u64().unwrap() as usize - 1,
                None => (r / br) * (n / bc) + c / bc,
            };
            areas[area].push(i);
        }
        houses.extend(areas);
        for extra in v
            .get("extras")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
        {
            match extra.as_str().unwrap() {
                "diagonal-main" => houses.push((0..n).map(|i| i * n + i).collect()),
                "diagonal-anti" => houses.push((0..n).map(|i| i * n + (n - 1 - i)).collect()),
                "windoku" => {
                    // Windows of the box shape, one cell in from the edge, one cell apart.
                    let mut top = 1;
                    while top + br <= n {
                        let mut left = 1;
                        while left + bc <= n {
                            houses.push(
                                (0..n * n)
                                    .filter(|&i| {
                                        (top..top + br).contains(&(i / n))
                                            && (left..left + bc).contains(&(i % n))
                                    })
                                    .collect(),
                            );
                            left += bc + 1;
                        }
                        top += br + 1;
                    }
                }
                "disjoint-groups" => {
                    for g in 0..n {
                        houses.push(
                            (0..n * n)
                                .filter(|&i| (i / n % br) * bc + i % n % bc == g)
                                .collect(),
                        );
                    }
                }
                other => panic!("unknown extra {other}"),
            }
        }
        for region in v
            .get("extra_regions")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
        {
            houses.push(
                region
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|c| cell(c, n))
                    .collect(),
            );
        }
        let mut oracle = Oracle {
            n,
            houses_of: vec![Vec::new(); n * n],
            houses,
            knight: false,
            king: false,
            non_consecutive: false,
            neighbour_narrowing: true,
            parity: vec![0; n * n],
            cages: Vec::new(),
            cages_of: vec![Vec::new(); n * n],
            thermos: Vec::new(),
            thermos_of: vec![Vec::new(); n * n],
            pairs_of: vec![Vec::new(); n * n],
            whispers_of: vec![Vec::new(); n * n],
            renbans: Vec::new(),
            renbans_of: vec![Vec::new(); n * n],
            partners_of: vec![Vec::new(); n * n],
            arrows: Vec::new(),
            arrows_of: vec![Vec::new(); n * n],
            sandwiches: Vec::new(),
            sandwich_sets: Vec::new(),
            sandwiches_of: vec![Vec::new(); n * n],
            diagonals: Vec::new(),
            diagonals_of: vec![Vec::new(); n * n],
            givens: Vec::new(),
        };
        for (h, house) in oracle.houses.iter().enumerate() {
            assert_eq!(house.len(), n);
            for &i in house {
                oracle.houses_of[i].push(h);
            }
        }
        for c in v
            .get("constraints")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
        {
            match c["type"].as_str().unwrap() {
                "anti-knight" => oracle.knight = true,
                "anti-king" => oracle.king = true,
                "non-consecutive" => oracle.non_consecutive = true,
                kind @ ("odd" | "even") => {
                    for p in c["cells"].as_array().unwrap() {
                        oracle.parity[cell(p, n)] = if kind == "odd" { 1 } else { 2 };
                    }
                }
                "killer" => {
                    let cells = cells_of(&c["cells"], n);
                    let k = oracle.cages.len();
                    for &i in &cells {
                        oracle.cages_of[i].push(k);
                    }
                    oracle.cages.push((
                        cells,
                        c.get("sum").and_then(Value::as_u64).map(|s| s as u32),
                    ));
                }
                "thermo" => {
                    let cells = cells_of(&c["cells"], n);
                    let k = oracle.thermos.len();
                    for (place, &i) in cells.iter().enumerate() {
                        oracle.thermos_of[i].push((k, place));
                    }
                    oracle.thermos.push(cells);
                }
                family @ ("kropki" | "xv") => {
                    let cells = cells_of(&c["cells"], n);
                    let mark = match (family, c["colour"].as_str(), c["letter"].as_str()) {
                        ("kropki", Some("white"), _) => "white-dot",
                        ("kropki", Some("black"), _) => "black-dot",
                        ("xv", _, Some("X")) => "x",
                        ("xv", _, Some("V")) => "v",
                        other => panic!("unknown mark {other:?}"),
                    };
                    oracle.pairs_of[cells[0]].push((cells[1], mark));
                    oracle.pairs_of[cells[1]].push((cells[0], mark));
                }
                "whispers" => {
                    let cells = cells_of(&c["cells"], n);
                    let far = c["difference"].as_u64().unwrap() as u8;
                    for w in cells.windows(2) {
                        oracle.whispers_of[w[0]].push((w[1], far));
                        oracle.whispers_of[w[1]].push((w[0], far));
                    }
                }
                "renban" => {
                    let cells = cells_of(&c["cells"], n);
                    for &i in &cells {
                        oracle.renbans_of[i].push(oracle.renbans.len());
                    }
                    oracle.renbans.push(cells);
                }
                "arrow" => {
                    let mut bulb = cells_of(&c["bulb"], n);
                    bulb.sort_unstable();
                    let line = cells_of(&c["line"], n);
                    for &i in bulb.iter().chain(&line) {
                        oracle.arrows_of[i].push(oracle.arrows.len());
                    }
                    oracle.arrows.push((bulb, line));
                }
                "sandwich" => {
                    let sum = c["sum"].as_u64().unwrap() as u32;
                    let cells: Vec<usize> = match (c["row"].as_u64(), c["column"].as_u64()) {
                        (Some(r), None) => (0..n).map(|k| (r as usize - 1) * n + k).collect(),
                        (None, Some(col)) => (0..n).map(|k| k * n + col as usize - 1).collect(),
                        _ => panic!("a sandwich beside a row or a column: {c}"),
                    };
                    for &i in &cells {
                        oracle.sandwiches_of[i].push(oracle.sandwiches.len());
                    }
                    oracle.sandwiches.push((cells, sum));
                    oracle.sandwich_sets.push(sandwich_sets(n as u32, sum));
                }
                "little-killer" => {
                    let sum = c["sum"].as_u64().unwrap() as u32;
                    let start = cell(&c["start"], n);
                    let (dr, dc): (isize, isize) = match c["direction"].as_str().unwrap() {
                        "up-left" => (-1, -1),
                        "up-right" => (-1, 1),
                        "down-left" => (1, -1),
                        "down-right" => (1, 1),
                        other => panic!("unknown direction {other}"),
                    };
                    let (mut r, mut col) = ((start / n) as isize, (start % n) as isize);
                    let mut cells = Vec::new();
                    while (0..n as isize).contains(&r) && (0..n as isize).contains(&col) {
                        cells.push(r as usize * n + col as usize);
                        r += dr;
                        col += dc;
                    }
                    for &i in &cells {
                        oracle.diagonals_of[i].push(oracle.diagonals.len());
                    }
                    oracle.diagonals.push((cells, sum));
                }
                other => panic!("unknown constraint {other}"),
            }
        }
        let line = v["givens"].as_str().unwrap();
        oracle.givens = line
            .chars()
            .map(|ch| {
                if ch == '.' {
                    0
                } else {
                    ch.to_digit(36).unwrap() as u8
                }
            })
            .collect();
        assert_eq!(oracle.givens.len(), n * n);
        oracle.partners_of = oracle.partners();
        oracle
    }

    /// For each cell, the cells a rule beyond the houses ties it to, each once.
    fn partners(&self) -> Vec<Vec<usize>> {
        let n = self.n;
        let mut partners: Vec<Vec<usize>> = vec![Vec::new(); n * n];
        let mut tie = |i: usize, j: usize| {
            if i != j && !partners[i].contains(&j) {
                partners[i].push(j);
                partners[j].push(i);
            }
        };
        for i in 0..n * n {
            for &(j, _) in &self.pairs_of[i] {
                tie(i, j);
            }
            for &(j, _) in &self.whispers_of[i] {
                tie(i, j);
            }
            if self.non_consecutive {
                if i % n + 1 < n {
                    tie(i, i + 1);
                }
                if i + n < n * n {
                    tie(i, i + n);
                }
            }
        }
        for line in self.thermos.iter().chain(&self.renbans) {
            for &i in line {
                for &j in line {
                    tie(i, j);
                }
            }
        }
        for (bulb, line) in &self.arrows {
            for &i in bulb.iter().chain(line) {
                for &j in bulb.iter().chain(line) {
                    tie(i, j);
                }
            }
        }
        partners
    }

    /// Whether `d` may stand in cell `i` given the other values (0 = empty) and `used`,
    /// the digits placed in each house (bit d).
    fn allows(&self, g: &[u8], used: &[u32], i: usize, d: u8) -> bool {
        let n = self.n;
        if self.houses_of[i].iter().any(|&h| used[h] >> d & 1 == 1) {
            return false;
        }
        match self.parity[i] {
            1 if d.is_multiple_of(2) => return false,
            2 if !d.is_multiple_of(2) => return false,
            _ => {}
        }
        let (r, c) = ((i / n) as isize, (i % n) as isize);
        let at = |dr: isize, dc: isize| {
            let (rr, cc) = (r + dr, c + dc);
            (rr >= 0 && cc >= 0 && rr < n as isize && cc < n as isize)
                .then(|| g[rr as usize * n + cc as usize])
        };
        if self.knight {
            for (dr, dc) in [
                (1, 2),
                (2, 1),
                (-1, 2),
                (-2, 1),
                (1, -2),
                (2, -1),
                (-1, -2),
                (-2, -1),
            ] {
                if at(dr, dc) == Some(d) {
                    return false;
                }
            }
        }
        if self.king {
            for (dr, dc) in [
                (1, 1),
                (1, -1),
                (-1, 1),
                (-1, -1),
                (0, 1),
                (1, 0),
                (0, -1),
                (-1, 0),
            ] {
                if at(dr, dc) == Some(d) {
                    return false;
                }
            }
        }
        if self.non_consecutive {
            for (dr, dc) in [(0, 1), (1, 0), (0, -1), (-1, 0)] {
                if let Some(e) = at(dr, dc)
                    && e != 0
                    && e.abs_diff(d) == 1
                {
                    return false;
                }
            }
        }
        // A mark on an edge: the digit beside it, once placed, must fit the mark.
        for &(j, mark) in &self.pairs_of[i] {
            let e = g[j];
            let fits = e == 0
                || match mark {
                    "white-dot" => e.abs_diff(d) == 1,
                    "black-dot" => e == 2 * d || d == 2 * e,
                    "x" => e + d == 10 && e != d,
                    _ => e + d == 5,
                };
            if !fits {
                return false;
            }
        }
        // A whispers line: d is at least the difference away from each neighbour's
        // digit, and from some digit 1..=n when the neighbour is empty.
        for &(j, far) in &self.whispers_of[i] {
            let e = g[j];
            let fits = if e == 0 {
                d > far || usize::from(d + far) <= n
            } else {
                e.abs_diff(d) >= far
            };
            if !fits {
                return false;
            }
        }
        // A sandwich: once the line's 1 and its largest digit stand, the digits between
        // them add up to the sum when all are there, and leave at least 2 a cell for
        // those still empty.
        for &k in &self.sandwiches_of[i] {
            let (cells, sum) = &self.sandwiches[k];
            let digit = |j: usize| if j == i { d } else { g[j] };
            let at = |x: u8| cells.iter().position(|&j| digit(j) == x);
            let (Some(a), Some(b)) = (at(1), at(n as u8)) else {
                continue;
            };
            let between = &cells[a.min(b) + 1..a.max(b)];
            let total: u32 = between.iter().map(|&j| u32::from(digit(j))).sum();
            let empty = between.iter().filter(|&&j| digit(j) == 0).count() as u32;
            if (empty == 0 && total != *sum) || total + 2 * empty > *sum {
                return false;
            }
        }
        // A little killer: the diagonal's digits so far, with at least 1 and at most n for
        // each empty cell, can still make the sum.
        for &k in &self.diagonals_of[i] {
            let (cells, sum) = &self.diagonals[k];
            let digit = |j: usize| if j == i { d } else { g[j] };
            let total: u32 = cells.iter().map(|&j| u32::from(digit(j))).sum();
            let empty = cells.iter().filter(|&&j| digit(j) == 0).count() as u32;
            if total + empty > *sum || total + empty * (n as u32) < *sum {
                return false;
            }
        }
        // A renban line: d differs from the line's other digits, and with them spans no
        // more digits than the line has cells.
        for &k in &self.renbans_of[i] {
            let cells = &self.renbans[k];
            let (mut low, mut high) = (d, d);
            for &j in cells.iter().filter(|&&j| j != i && g[j] != 0) {
                if g[j] == d {
                    return false;
                }
                low = low.min(g[j]);
                high = high.max(g[j]);
            }
            if usize::from(high - low) >= cells.len() {
                return false;
            }
        }
        // An arrow: with d in place, the line's digits and its empty cells at 1 each
        // reach no more than the bulb, and at n each no less; a bulb with empty cells is
        // taken at its largest (its empty cells n, or 9 in a pill).
        for &k in &self.arrows_of[i] {
            let (bulb, line) = &self.arrows[k];
            let at = |j: usize| u64::from(if j == i { d } else { g[j] });
            let sum: u64 = line.iter().map(|&j| at(j)).sum();
            let empty = line.iter().filter(|&&j| at(j) == 0).count() as u64;
            let full = bulb.iter().all(|&j| at(j) != 0);
            let top = if bulb.len() == 1 { n as u64 } else { 9 };
            let value = bulb.iter().fold(0u64, |v, &j| {
                let digit = if at(j) == 0 { top } else { at(j) };
                if bulb.len() == 1 {
                    digit
                } else {
                    v * 10 + digit
                }
            });
            let most = sum + empty * n as u64;
            if sum + empty > value || (full && most < value) {
                return false;
            }
        }
        // A thermometer: d rises from every digit before it on the line, leaving room
        // for one more per cell between, and below every digit after it likewise; the
        // bulb's side and the tip's leave room for the empty cells at the ends.
        for &(k, place) in &self.thermos_of[i] {
            let cells = &self.thermos[k];
            let d = usize::from(d);
            if d <= place || d + (cells.len() - 1 - place) > n {
                return false;
            }
            for (other, &j) in cells.iter().enumerate() {
                let e = usize::from(g[j]);
                if j == i || e == 0 {
                    continue;
                }
                let fits = if other < place {
                    e + (place - other) <= d
                } else {
                    d + (other - place) <= e
                };
                if !fits {
                    return false;
                }
            }
        }
        for &k in &self.cages_of[i] {
            let (cells, sum) = &self.cages[k];
            let mut total = u32::from(d);
            let mut empty = 0;
            let mut digits = 1u32 << d;
            for &j in cells {
                if j == i {
                    continue;
                }
                if g[j] == d {
                    return false;
                }
                if g[j] == 0 {
                    empty += 1;
                }
                total += u32::from(g[j]);
                digits |= 1 << g[j];
            }
            if let Some(sum) = sum {
                // The empty cells take distinct digits the cage does not hold yet: at
                // least the smallest of those, at most the largest.
                let Some(rest) = sum.checked_sub(total) else {
                    return false;
                };
                let (least, most) = self.extremes(digits, empty);
                if !(least..=most).contains(&rest) {
                    return false;
                }
            }
        }
        true
    }

    /// The least and the largest sums of `k` distinct digits outside `taken` (bit d);
    /// an empty range (1, 0) when there are fewer than `k` such digits.
    fn extremes(&self, taken: u32, k: usize) -> (u32, u32) {
        let free = (1..=self.n as u32).filter(|&e| taken >> e & 1 == 0);
        let least: u32 = free.clone().take(k).sum();
        let most: u32 = free.clone().rev().take(k).sum();
        if free.count() < k {
            (1, 0)
        } else {
            (least, most)
        }
    }

    /// Narrows `allowed` to the digits each empty cell of a cage with a sum takes in some
    /// way of completing the cage: distinct digits, each allowed in its cell, none the
    /// cage already holds, adding up to what the sum still needs. Returns `false` when a
    /// cage cannot be completed at all.
    fn narrow_cages(&self, g: &[u8], allowed: &mut [u32]) -> bool {
        for (cells, sum) in &self.cages {
            let Some(sum) = *sum else { continue };
            let empty: Vec<usize> = cells.iter().copied().filter(|&i| g[i] == 0).collect();
            if empty.is_empty() {
                continue;
            }
            let filled: u32 = cells.iter().map(|&i| u32::from(g[i])).sum();
            let taken = cells.iter().fold(0u32, |m, &i| m | 1 << g[i]) & !1;
            let Some(rest) = sum.checked_sub(filled) else {
                return false;
            };
            let mut support = vec![0u32; empty.len()];
            let mut chosen = vec![0u8; empty.len()];
            self.complete_cage(&empty, allowed, 0, rest, taken, &mut chosen, &mut support);
            for (k, &i) in empty.iter().enumerate() {
                allowed[i] &= support[k];
                if allowed[i] == 0 {
                    return false;
                }
            }
        }
        true
    }

    /// Walks every completion of a cage from its `k`-th empty cell on, with `rest` still
    /// to add and the digits `taken`; each completion found adds its digits to `support`.
    #[allow(clippy::too_many_arguments)]
    fn complete_cage(
        &self,
        empty: &[usize],
        allowed: &[u32],
        k: usize,
        rest: u32,
        taken: u32,
        chosen: &mut [u8],
        support: &mut [u32],
    ) {
        if k == empty.len() {
            if rest == 0 {
                for (j, &d) in chosen.iter().enumerate() {
                    support[j] |= 1 << d;
                }
            }
            return;
        }
        // The cells after this one take distinct digits: prune what they cannot reach.
        let (least, most) = self.extremes(taken, empty.len() - k);
        if !(least..=most).contains(&rest) {
            return;
        }
        for d in 1..=self.n as u8 {
            if allowed[empty[k]] >> d & 1 == 0 || taken >> d & 1 == 1 || u32::from(d) > rest {
                continue;
            }
            chosen[k] = d;
            self.complete_cage(
                empty,
                allowed,
                k + 1,
                rest - u32::from(d),
                taken | 1 << d,
                chosen,
                support,
            );
        }
    }

    fn set(&self, g: &mut [u8], used: &mut [u32], i: usize, d: u8) {
        g[i] = d;
        for &h in &self.houses_of[i] {
            used[h] |= 1 << d;
        }
    }

    fn unset(&self, g: &mut [u8], used: &mut [u32], i: usize) {
        for &h in &self.houses_of[i] {
            used[h] &= !(1 << g[i]);
        }
        g[i] = 0;
    }

    /// Solutions, counted up to `limit`; `None` when the givens themselves break a rule.
    pub fn count(&self, limit: u64) -> Option<u64> {
        let mut g = vec![0; self.givens.len()];
        let mut used = vec![0u32; self.houses.len()];
        for i in 0..g.len() {
            let d = self.givens[i];
            if d != 0 {
                if !self.allows(&g, &used, i, d) {
                    return None;
                }
                self.set(&mut g, &mut used, i, d);
            }
        }
        let mut count = 0;
        self.search(&mut g, &mut used, limit, &mut count);
        Some(count)
    }

    /// The digits `allows` lets stand in each empty cell (bit d), 0 for filled cells,
    /// narrowed by the cages' completions (`narrow_cages`);
    /// `None` when some cage cannot be completed.
    fn allowed(&self, g: &mut [u8], used: &mut [u32]) -> Option<Vec<u32>> {
        let mut allowed: Vec<u32> = (0..g.len())
            .map(|i| {
                if g[i] != 0 {
                    return 0;
                }
                // A digit already in one of the cell's houses fails `allows`'s first
                // test: skip asking for it (the rest of the rules are asked as before).
                let seen = self.houses_of[i].iter().fold(0u32, |m, &h| m | used[h]);
                (1..=self.n as u8)
                    .filter(|&d| seen >> d & 1 == 0 && self.allows(g, used, i, d))
                    .fold(0, |m, d| m | 1 << d)
            })
            .collect();
        (self.narrow_cages(g, &mut allowed)
            && self.narrow_renbans(g, &mut allowed)
            && self.narrow_sandwiches(g, &mut allowed)
            && self.narrow_diagonals(g, &mut allowed)
            && self.narrow_partners(g, used, &mut allowed)
            && self.narrow_neighbours(g, used, &mut allowed))
        .then_some(allowed)
    }

    /// Under non-consecutive: where every place left for a digit `e` in a house is
    /// orthogonally beside one cell, `e` stands beside that cell in every solution, so the
    /// cell holds neither `e − 1` nor `e + 1`. Returns `false` when a cell is left with
    /// no digit.
    fn narrow_neighbours(&self, g: &[u8], used: &[u32], allowed: &mut [u32]) -> bool {
        if !self.non_consecutive || !self.neighbour_narrowing {
            return true;
        }
        let n = self.n;
        let beside = |i: usize, j: usize| {
            let (r, c, s, t) = (i / n, i % n, j / n, j % n);
            (r == s && c.abs_diff(t) == 1) || (c == t && r.abs_diff(s) == 1)
        };
        for (h, house) in self.houses.iter().enumerate() {
            for e in 1..=n as u8 {
                if used[h] >> e & 1 == 1 {
                    continue;
                }
                // A cell has four neighbours at most: a digit with more places is
                // passed over without collecting them (this runs at every node).
                let mut buffer = [0usize; 4];
                let mut count = 0;
                for &i in house {
                    if g[i] == 0 && allowed[i] >> e & 1 == 1 {
                        if count == buffer.len() {
                            count += 1;
                            break;
                        }
                        buffer[count] = i;
                        count += 1;
                    }
                }
                if count == 0 || count > buffer.len() {
                    continue;
                }
                let places = &buffer[..count];
                let first = places[0];
                let (r, c) = (first / n, first % n);
                let around = [
                    (r > 0).then(|| first - n),
                    (r + 1 < n).then(|| first + n),
                    (c > 0).then(|| first - 1),
                    (c + 1 < n).then(|| first + 1),
                ];
                for x in around.into_iter().flatten() {
                    if g[x] == 0 && places.iter().all(|&p| beside(p, x)) {
                        allowed[x] &= !(1 << (e - 1) | 1 << (e + 1));
                        if allowed[x] == 0 {
                            return false;
                        }
                    }
                }
            }
        }
        true
    }

    /// Keeps in each empty cell of a renban line only the digits of some run the whole
    /// line can take: as many consecutive digits as the line has cells, holding every
    /// digit placed on it and, for every empty cell, one of its allowed digits. Returns
    /// `false` when a cell is left with no digit.
    fn narrow_renbans(&self, g: &[u8], allowed: &mut [u32]) -> bool {
        for line in &self.renbans {
            let len = line.len();
            if len > self.n {
                return false;
            }
            let mut support = 0u32;
            for low in 1..=self.n + 1 - len {
                let run = ((1u32 << len) - 1) << low;
                let fits = line.iter().all(|&i| {
                    if g[i] != 0 {
                        run >> g[i] & 1 == 1
                    } else {
                        allowed[i] & run != 0
                    }
                });
                if fits {
                    support |= run;
                }
            }
            for &i in line.iter().filter(|&&i| g[i] == 0) {
                allowed[i] &= support;
                if allowed[i] == 0 {
                    return false;
                }
            }
        }
        true
    }

    /// Keeps in each cell of a sandwich line only what some way of filling it allows: a
    /// placement of the line's 1 and largest digit (the crusts), and a set of distinct
    /// digits from 2 to n−1 of the right count adding up to the sum for the cells between
    /// them (every digit of the set with a cell between that allows it, every cell between
    /// with a digit of the set), the digits left over for the cells outside (likewise).
    /// Returns `false` when a cell (or a placed digit) is left without support.
    fn narrow_sandwiches(&self, g: &[u8], allowed: &mut [u32]) -> bool {
        let n = self.n;
        let top = n as u8;
        let middle: u32 = (2..top).fold(0, |m, d| m | 1 << d);
        for ((cells, _), sets) in self.sandwiches.iter().zip(&self.sandwich_sets) {
            let Some(sets) = sets else { continue };
            let options: Vec<u32> = cells
                .iter()
                .map(|&i| if g[i] != 0 { 1 << g[i] } else { allowed[i] })
                .collect();
            // Each group of cells can take the digits of `set` one each: every cell has
            // one of them and every digit has a cell (a test that lets through some
            // sets no matching fills, never the other way).
            let fits = |group: &mut dyn Iterator<Item = &u32>, set: u32| {
                let mut union = 0;
                for &m in group {
                    if m & set == 0 {
                        return false;
                    }
                    union |= m;
                }
                union & set == set
            };
            let mut support = vec![0u32; n];
            for a in 0..n {
                for b in 0..n {
                    if a == b || options[a] >> 1 & 1 == 0 || options[b] >> top & 1 == 0 {
                        continue;
                    }
                    let (lo, hi) = (a.min(b), a.max(b));
                    let between = &options[lo + 1..hi];
                    let outside = || options[..lo].iter().chain(&options[hi + 1..]);
                    for &set in sets
                        .iter()
                        .filter(|s| s.count_ones() as usize == between.len())
                    {
                        let rest = middle & !set;
                        if !fits(&mut between.iter(), set) || !fits(&mut outside(), rest) {
                            continue;
                        }
                        support[a] |= 1 << 1;
                        support[b] |= 1 << top;
                        for k in 0..n {
                            if k > lo && k < hi {
                                support[k] |= options[k] & set;
                            } else if k != a && k != b {
                                support[k] |= options[k] & rest;
                            }
                        }
                    }
                }
            }
            for (place, &i) in cells.iter().enumerate() {
                if g[i] != 0 {
                    if support[place] >> g[i] & 1 == 0 {
                        return false;
                    }
                    continue;
                }
                allowed[i] &= support[place];
                if allowed[i] == 0 {
                    return false;
                }
            }
        }
        true
    }

    /// Keeps in each cell of a little killer diagonal only the digits some filling of the
    /// diagonal adding up to the sum uses. The diagonal is cut into runs of cells that
    /// share a house pairwise (at most [`LONGEST_RUN`]; on a board of boxes, the cells it
    /// crosses in one box), whose digits differ; digits may repeat between runs. Each
    /// run's fillings are listed by their total, and a run keeps the digits of the totals
    /// that the runs before it and after it can complete to the sum. Returns `false` when
    /// the sum cannot be made.
    fn narrow_diagonals(&self, g: &[u8], allowed: &mut [u32]) -> bool {
        for (cells, sum) in &self.diagonals {
            let sum = *sum as usize;
            let options: Vec<u32> = cells
                .iter()
                .map(|&i| if g[i] != 0 { 1 << g[i] } else { allowed[i] })
                .collect();
            let share = |a: usize, b: usize| {
                self.houses_of[cells[a]]
                    .iter()
                    .any(|h| self.houses_of[cells[b]].contains(h))
            };
            let mut runs: Vec<Vec<usize>> = Vec::new();
            for k in 0..cells.len() {
                match runs.last_mut() {
                    Some(run) if run.len() < LONGEST_RUN && run.iter().all(|&a| share(a, k)) => {
                        run.push(k)
                    }
                    _ => runs.push(vec![k]),
                }
            }
            // by_total[r][t]: what each cell of run r holds in its fillings totalling t.
            let by_total: Vec<Vec<Option<Vec<u32>>>> = runs
                .iter()
                .map(|run| {
                    let mut out = vec![None; sum + 1];
                    let mut chosen = vec![0u8; run.len()];
                    self.fill_run(run, &options, 0, 0, sum, &mut chosen, &mut out);
                    out
                })
                .collect();
            let r = runs.len();
            let mut front = vec![vec![false; sum + 1]; r + 1];
            front[0][0] = true;
            for k in 0..r {
                for a in 0..=sum {
                    if front[k][a] {
                        for t in (0..=sum - a).filter(|&t| by_total[k][t].is_some()) {
                            front[k + 1][a + t] = true;
                        }
                    }
                }
            }
            if !front[r][sum] {
                return false;
            }
            let mut back = vec![vec![false; sum + 1]; r + 1];
            back[r][0] = true;
            for k in (0..r).rev() {
                for a in 0..=sum {
                    if back[k + 1][a] {
                        for t in (0..=sum - a).filter(|&t| by_total[k][t].is_some()) {
                            back[k][a + t] = true;
                        }
                    }
                }
            }
            for (k, run) in runs.iter().enumerate() {
                let mut kept = vec![0u32; run.len()];
                for (t, held) in by_total[k].iter().enumerate() {
                    let Some(held) = held else { continue };
                    let usable = (0..=sum - t).any(|a| front[k][a] && back[k + 1][sum - a - t]);
                    if usable {
                        for (all, m) in kept.iter_mut().zip(held) {
                            *all |= m;
                        }
                    }
                }
                for (&place, m) in run.iter().zip(kept) {
                    let i = cells[place];
                    if g[i] == 0 {
                        allowed[i] &= m;
                        if allowed[i] == 0 {
                            return false;
                        }
                    }
                }
            }
        }
        true
    }

    /// Every filling of the diagonal cells `run` (places in `options`) with distinct
    /// digits, each allowed in its cell, totalling at most `most`: for each total, the
    /// digits (bit d) each cell holds in some filling.
    #[allow(clippy::too_many_arguments)]
    fn fill_run(
        &self,
        run: &[usize],
        options: &[u32],
        k: usize,
        total: usize,
        most: usize,
        chosen: &mut [u8],
        out: &mut [Option<Vec<u32>>],
    ) {
        if k == run.len() {
            let held = out[total].get_or_insert_with(|| vec![0; run.len()]);
            for (m, &d) in held.iter_mut().zip(chosen.iter()) {
                *m |= 1 << d;
            }
            return;
        }
        for d in 1..=self.n as u8 {
            let free = options[run[k]] >> d & 1 == 1 && !chosen[..k].contains(&d);
            if free && total + usize::from(d) <= most {
                chosen[k] = d;
                self.fill_run(
                    run,
                    options,
                    k + 1,
                    total + usize::from(d),
                    most,
                    chosen,
                    out,
                );
            }
        }
    }

    /// Keeps in each empty cell only the digits every empty partner can answer: with `d`
    /// placed in the cell, the partner still has an allowed digit `allows` accepts. A
    /// narrowed cell puts its partners back on the list, since one of their digits may
    /// have lost its only answer. Without it, a kropki or XV puzzle of one or two givens,
    /// whose clues all lie between empty cells, left the search minutes a puzzle. Returns
    /// `false` when a cell is left with no digit.
    fn narrow_partners(&self, g: &mut [u8], used: &mut [u32], allowed: &mut [u32]) -> bool {
        let mut queued = vec![false; g.len()];
        let mut queue: Vec<usize> = (0..g.len())
            .filter(|&i| g[i] == 0 && !self.partners_of[i].is_empty())
            .collect();
        for &i in &queue {
            queued[i] = true;
        }
        while let Some(i) = queue.pop() {
            queued[i] = false;
            let before = allowed[i];
            for &j in &self.partners_of[i] {
                if g[j] != 0 {
                    continue;
                }
                for d in 1..=self.n as u8 {
                    if allowed[i] >> d & 1 == 0 {
                        continue;
                    }
                    self.set(g, used, i, d);
                    let answered = (1..=self.n as u8)
                        .any(|e| allowed[j] >> e & 1 == 1 && self.allows(g, used, j, e));
                    self.unset(g, used, i);
                    if !answered {
                        allowed[i] &= !(1 << d);
                    }
                }
                if allowed[i] == 0 {
                    return false;
                }
            }
            if allowed[i] != before {
                for &j in &self.partners_of[i] {
                    if g[j] == 0 && !queued[j] {
                        queued[j] = true;
                        queue.push(j);
                    }
                }
            }
        }
        true
    }

    /// Places what the singles force, recording each placement in `placed`; `false` at a
    /// dead end. Returns the allowed digits of the position reached.
    fn propagate(
        &self,
        g: &mut [u8],
        used: &mut [u32],
        placed: &mut Vec<usize>,
    ) -> Option<Vec<u32>> {
        loop {
            let allowed = self.allowed(g, used)?;
            let mut progress = false;
            for i in 0..g.len() {
                if g[i] != 0 {
                    continue;
                }
                match allowed[i].count_ones() {
                    0 => return None,
                    1 => {
                        let d = allowed[i].trailing_zeros() as u8;
                        // Earlier placements this round may have taken its last digit.
                        if !self.allows(g, used, i, d) {
                            return None;
                        }
                        self.set(g, used, i, d);
                        placed.push(i);
                        progress = true;
                    }
                    _ => {}
                }
            }
            for (h, house) in self.houses.iter().enumerate() {
                for d in 1..=self.n as u8 {
                    if used[h] >> d & 1 == 1 {
                        continue;
                    }
                    let mut places = house
                        .iter()
                        .filter(|&&i| g[i] == 0 && allowed[i] >> d & 1 == 1);
                    match (places.next(), places.next()) {
                        (None, _) => return None,
                        (Some(&i), None) => {
                            if !self.allows(g, used, i, d) {
                                return None;
                            }
                            self.set(g, used, i, d);
                            placed.push(i);
                            progress = true;
                        }
                        _ => {}
                    }
                }
            }
            if !progress {
                return Some(allowed);
            }
        }
    }

    /// The digits of the empty cell with the fewest allowed; `None` when the grid is full.
    /// (Branching on a house's digit with the fewest places as well made some anti-king
    /// searches far longer.)
    fn choices(&self, g: &[u8], allowed: &[u32]) -> Option<Vec<(usize, u8)>> {
        // Among the cells of fewest digits, one on the little killer diagonal closest to
        // full: its sum then decides the last cells soonest.
        let open_on_diagonal = |i: usize| {
            self.diagonals_of[i]
                .iter()
                .map(|&k| self.diagonals[k].0.iter().filter(|&&j| g[j] == 0).count())
                .min()
                .unwrap_or(usize::MAX)
        };
        let cell = (0..g.len())
            .filter(|&i| g[i] == 0)
            .min_by_key(|&i| (allowed[i].count_ones(), open_on_diagonal(i)))?;
        let best: Vec<(usize, u8)> = (1..=self.n as u8)
            .filter(|&d| allowed[cell] >> d & 1 == 1)
            .map(|d| (cell, d))
            .collect();
        // A sandwich line turns on where its 1 and its largest digit stand: branching on
        // their places, when fewer, lets the sum decide the cells between at once.
        let crusts = self.sandwiches.iter().flat_map(|(cells, _)| {
            [1, self.n as u8]
                .into_iter()
                .filter(|&d| !cells.iter().any(|&i| g[i] == d))
                .map(|d| {
                    cells
                        .iter()
                        .filter(|&&i| g[i] == 0 && allowed[i] >> d & 1 == 1)
                        .map(|&i| (i, d))
                        .collect::<Vec<_>>()
                })
        });
        Some(
            crusts
                .filter(|places| places.len() < best.len())
                .min_by_key(Vec::len)
                .unwrap_or(best),
        )
    }

    fn search(&self, g: &mut [u8], used: &mut [u32], limit: u64, count: &mut u64) {
        let mut placed = Vec::new();
        if let Some(allowed) = self.propagate(g, used, &mut placed) {
            match self.choices(g, &allowed) {
                None => *count += 1,
                Some(choices) => {
                    for (i, d) in choices {
                        if !self.allows(g, used, i, d) {
                            continue;
                        }
                        self.set(g, used, i, d);
                        self.search(g, used, limit, count);
                        self.unset(g, used, i);
                        if *count >= limit {
                            break;
                        }
                    }
                }
            }
        }
        for &i in placed.iter().rev() {
            self.unset(g, used, i);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Oracle;

    /// Every complete 4×4 grid the rules accept, found without the narrowings: each full
    /// grid of the houses alone, kept when every digit passes `allows` against the rest.
    fn brute_force(oracle: &Oracle) -> u64 {
        fn fill(oracle: &Oracle, g: &mut Vec<u8>, used: &mut Vec<u32>, i: usize) -> u64 {
            if i == g.len() {
                let whole = (0..g.len()).all(|k| {
                    let d = g[k];
                    oracle.unset(g, used, k);
                    let ok = oracle.allows(g, used, k, d);
                    oracle.set(g, used, k, d);
                    ok
                });
                return u64::from(whole);
            }
            if g[i] != 0 {
                return fill(oracle, g, used, i + 1);
            }
            let mut total = 0;
            for d in 1..=oracle.n as u8 {
                if oracle.houses_of[i].iter().all(|&h| used[h] >> d & 1 == 0) {
                    oracle.set(g, used, i, d);
                    total += fill(oracle, g, used, i + 1);
                    oracle.unset(g, used, i);
                }
            }
            total
        }
        let mut g = vec![0; 16];
        let mut used = vec![0; oracle.houses.len()];
        for i in 0..16 {
            if oracle.givens[i] != 0 {
                oracle.set(&mut g, &mut used, i, oracle.givens[i]);
            }
        }
        fill(oracle, &mut g, &mut used, 0)
    }

    #[test]
    fn the_narrowings_keep_every_solution() {
        let puzzles = [
            r#"{"size":4,"box":[2,2],"givens":"1...............","constraints":[
                {"type":"kropki","colour":"white","cells":["r1c2","r1c3"]},
                {"type":"kropki","colour":"black","cells":["r2c1","r3c1"]}]}"#,
            r#"{"size":4,"box":[2,2],"givens":"................","constraints":[
                {"type":"xv","letter":"V","cells":["r1c1","r2c1"]},
                {"type":"renban","cells":["r2c2","r3c2","r3c3"]}]}"#,
            r#"{"size":4,"box":[2,2],"givens":"................","constraints":[
                {"type":"whispers","difference":2,"cells":["r1c1","r2c2","r3c3","r4c4"]},
                {"type":"thermo","cells":["r4c1","r3c1"]}]}"#,
            r#"{"size":4,"box":[2,2],"givens":"................","constraints":[
                {"type":"sandwich","row":1,"sum":3},
                {"type":"sandwich","column":2,"sum":0},
                {"type":"sandwich","row":4,"sum":5}]}"#,
            r#"{"size":4,"box":[2,2],"givens":"................","constraints":[
                {"type":"little-killer","start":"r1c2","direction":"down-right","sum":6},
                {"type":"little-killer","start":"r4c1","direction":"up-right","sum":10}]}"#,
        ];
        // The digit sets between the crusts: 5 = 5 = 2 + 3 on 9×9; 0 only empty.
        let sets = super::sandwich_sets(9, 5).unwrap();
        assert_eq!(sets.len(), 2);
        assert!(sets.contains(&(1 << 5)) && sets.contains(&(1 << 2 | 1 << 3)));
        assert_eq!(super::sandwich_sets(9, 0), Some(vec![0]));
        assert_eq!(super::sandwich_sets(9, 36), Some(vec![]));
        // Non-consecutive has no 4×4 grid: its narrowing is checked against the search
        // without it, every solution counted, on 6×6 boards (48 grids, and those with a
        // given).
        let non_consecutive = [
            r#"{"size":6,"box":[2,3],"givens":"....................................","constraints":[{"type":"non-consecutive"}]}"#,
            r#"{"size":6,"box":[2,3],"givens":"..3.................................","constraints":[{"type":"non-consecutive"}]}"#,
            r#"{"size":6,"box":[3,2],"givens":"......................2.............","constraints":[{"type":"non-consecutive"}]}"#,
        ];
        for json in non_consecutive {
            let narrowed = Oracle::from_json(json).count(1000);
            let mut plain = Oracle::from_json(json);
            plain.neighbour_narrowing = false;
            let all = plain.count(1000);
            assert!(all.is_some_and(|all| all > 1), "{json}: {all:?}");
            assert_eq!(narrowed, all, "{json}");
        }
        for json in puzzles {
            let oracle = Oracle::from_json(json);
            let all = brute_force(&oracle);
            assert!(
                all > 1,
                "{json}: a test wants several solutions, found {all}"
            );
            assert_eq!(oracle.count(1000), Some(all), "{json}");
        }
    }
}
