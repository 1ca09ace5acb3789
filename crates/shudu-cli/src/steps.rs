//! Words for the logic engine's results: steps, ratings, levels and technique names as
//! typed on the command line (`x-wing`, `hidden-single`, read by `Technique::named`). Their JSON is the library's
//! records (`docs/records.md`).

use shudu::logic::{Repertoire, Step};

/// `4.2` from 42 tenths.
pub fn tenths(v: u8) -> String {
    format!("{}.{}", v / 10, v % 10)
}

/// The known technique names, for an error message.
pub fn technique_names() -> String {
    let mut names: Vec<String> = Vec::new();
    for name in Repertoire::Full.techniques().iter().map(|&t| t.slug()) {
        if !names.contains(&name) {
            names.push(name);
        }
    }
    names.join(", ")
}

/// A step in one line: `W-Wing (4.4): r5c5 and r9c4 both hold only 2 and 4; …`. The
/// library's text often opens with the technique's name (and its digit, `Swordfish (3):`),
/// which the line already gives, so that opening is left out here.
pub fn step_line(step: &Step) -> String {
    let text = step.explain();
    let name = step.technique.name();
    let body = text.strip_prefix(name).and_then(|rest| {
        rest.strip_prefix(": ").or_else(|| {
            let (digit, body) = rest.strip_prefix(" (")?.split_once("): ")?;
            (digit.len() == 1).then_some(body)
        })
    });
    format!(
        "{name} ({}): {}",
        tenths(step.rating_tenths()),
        body.unwrap_or(&text)
    )
}

/// `ER 2.6-3.9` style bounds from `4.0-6.0` (or one number, `4.5`, for an exact ER).
pub fn parse_er_range(text: &str) -> Option<(u8, u8)> {
    let one = |t: &str| -> Option<u8> {
        let v: f64 = t.trim().parse().ok()?;
        (0.0..=25.5).contains(&v).then(|| (v * 10.0).round() as u8)
    };
    match text.split_once('-') {
        Some((lo, hi)) => Some((one(lo)?, one(hi)?)),
        None => one(text).map(|v| (v, v)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranges() {
        assert_eq!(parse_er_range("4.0-6.0"), Some((40, 60)));
        assert_eq!(parse_er_range("4.5"), Some((45, 45)));
        assert_eq!(parse_er_range("x-6"), None);
    }
}
