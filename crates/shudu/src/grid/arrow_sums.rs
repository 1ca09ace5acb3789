//! What an arrow says of its digits, over candidate masks (bit d−1 for digit d):
//! [`arrow_keep`]. The relation alone, which the solver's kernel and the logic engine both
//! read; the arrow itself, with its cells and forms, is
//! `variant/constraints/arrow.rs`'s.
//!
//! The digits on the line add up to the bulb: a one-cell bulb holds the sum, a pill of
//! two or three cells reads its digits as one number (a pill of 1 and 2 is 12). The
//! bounds come from the line's lowest and highest candidates:
//!
//! ```text
//! line {1,2} {1..9}: sums 2 ..= 11      → bulb keeps its candidates in 2–11
//! bulb {3,4}, line {1,2} {1..9}:        → second cell ≥ 3 − 2 = 1, ≤ 4 − 1 = 3
//! ```
//!
//! Cells of a line sharing a house differ, which these bounds leave to the houses: they
//! are sound, not tight.

/// Pills up to this many cells: three digits already read past any line's reach on 9×9
/// but for long ones, and the pill's digits are enumerated.
pub const LONGEST_PILL: usize = 3;

/// For an arrow whose bulb cells (one cell, or a pill read as a number, most
/// significant cell first) have candidate masks `bulb` and whose line cells have `line`,
/// on digits 1..=`n`: what each bulb cell and each line cell keeps under the sum's
/// bounds. `None` when some cell is left nothing.
///
/// ```
/// use shudu::grid::arrow_keep;
/// // A bulb of 1–9 over two free cells: the bulb is at least 2, each cell at most 8.
/// let (bulb, line) = arrow_keep(&[0x1ff], &[0x1ff, 0x1ff], 9).unwrap();
/// assert_eq!(bulb, [0x1ff & !1]);
/// assert_eq!(line, [0xff, 0xff]);
/// // A bulb of 3 over {1, 2} and a free cell: the free cell holds 1 or 2.
/// let (_, line) = arrow_keep(&[1 << 2], &[0b11, 0x1ff], 9).unwrap();
/// assert_eq!(line[1], 0b11);
/// // A bulb of 1 cannot take two cells.
/// assert_eq!(arrow_keep(&[1], &[0x1ff, 0x1ff], 9), None);
/// ```
pub fn arrow_keep(bulb: &[u32], line: &[u32], n: u32) -> Option<(Vec<u32>, Vec<u32>)> {
    if bulb.is_empty()
        || bulb.len() > LONGEST_PILL
        || line.is_empty()
        || bulb.iter().chain(line).any(|&m| m == 0)
    {
        return None;
    }
    let all = if n >= 32 { !0 } else { (1u32 << n) - 1 };
    let low = |m: u32| i64::from(m.trailing_zeros() + 1);
    let high = |m: u32| i64::from(32 - m.leading_zeros());
    let least: i64 = line.iter().map(|&m| low(m)).sum();
    let most: i64 = line.iter().map(|&m| high(m)).sum();
    // The bulb's values in the line's range, and the digits each bulb cell keeps.
    let mut kept_bulb = vec![0u32; bulb.len()];
    let (mut lowest, mut highest) = (i64::MAX, i64::MIN);
    for_each_value(bulb, &mut |digits, value| {
        if (least..=most).contains(&value) {
            lowest = lowest.min(value);
            highest = highest.max(value);
            for (kept, &d) in kept_bulb.iter_mut().zip(digits) {
                *kept |= 1 << (d - 1);
            }
        }
    });
    if lowest > highest {
        return None;
    }
    // Each line cell: the bulb less the others at their most, up to the bulb less the
    // others at their least.
    let mut kept_line = Vec::with_capacity(line.len());
    for &m in line {
        let from = lowest - (most - high(m));
        let to = highest - (least - low(m));
        let kept = m & all & between(from, to);
        if kept == 0 {
            return None;
        }
        kept_line.push(kept);
    }
    Some((kept_bulb, kept_line))
}

/// The value a pill's digits read as (most significant first): one digit is itself.
///
/// ```
/// assert_eq!(shudu::grid::pill_value(&[1, 2]), 12);
/// assert_eq!(shudu::grid::pill_value(&[7]), 7);
/// ```
pub fn pill_value(digits: &[u32]) -> i64 {
    digits.iter().fold(0i64, |v, &d| v * 10 + i64::from(d))
}

/// Calls `visit(digits, value)` for every choice of one candidate per bulb cell.
fn for_each_value(bulb: &[u32], visit: &mut dyn FnMut(&[u32], i64)) {
    fn walk(bulb: &[u32], chosen: &mut Vec<u32>, visit: &mut dyn FnMut(&[u32], i64)) {
        let Some(&mask) = bulb.get(chosen.len()) else {
            visit(chosen, pill_value(chosen));
            return;
        };
        let mut rest = mask;
        while rest != 0 {
            chosen.push(rest.trailing_zeros() + 1);
            walk(bulb, chosen, visit);
            chosen.pop();
            rest &= rest - 1;
        }
    }
    walk(bulb, &mut Vec::with_capacity(bulb.len()), visit);
}

/// The digits `from ..= to` as a mask (bits 0..32), empty when the range holds none.
fn between(from: i64, to: i64) -> u32 {
    let from = from.max(1);
    let to = to.min(32);
    if from > to {
        return 0;
    }
    let upto = if to >= 32 { !0u32 } else { (1u32 << to) - 1 };
    upto & !((1u32 << (from - 1)) - 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pill_reads_as_a_number_and_bounds_its_line() {
        // A pill {1} {0..9} over three cells of 1–9: 10–19 fits (3 ..= 27); the pill's
        // second digit stays free, the line at most 19 − 2 = 17 each, so still 1–9.
        let (bulb, line) = arrow_keep(&[1, 0x1ff], &[0x1ff; 3], 9).unwrap();
        assert_eq!(bulb, [1, 0x1ff]);
        assert_eq!(line, [0x1ff; 3]);
        // Two cells of 1–2 reach 4 at most: a pill of 1x is out.
        assert_eq!(arrow_keep(&[1, 0x1ff], &[0b11, 0b11], 9), None);
        // Two cells of 5–9 add up to 10–18: a pill {1,2}{1..9} keeps 11–18, so 1 then 1–8.
        let (bulb, _) = arrow_keep(&[0b11, 0x1ff], &[0x1f0, 0x1f0], 9).unwrap();
        assert_eq!(bulb, [0b1, 0xff]);
    }

    #[test]
    fn bounds_on_a_large_board() {
        // 16×16: a bulb of 16 over two cells keeps 1–15 in each.
        let (_, line) = arrow_keep(&[1 << 15], &[0xffff, 0xffff], 16).unwrap();
        assert_eq!(line, [0x7fff, 0x7fff]);
        // A cell of 15 leaves the other 1.
        let (_, line) = arrow_keep(&[1 << 15], &[1 << 14, 0xffff], 16).unwrap();
        assert_eq!(line[1], 1);
        assert_eq!(between(0, 40), !0);
        assert_eq!(between(5, 4), 0);
    }
}
