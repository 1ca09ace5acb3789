//! Words for the logic engine's results: technique names as typed on the command line
//! (`x-wing`, `hidden-single`, read back by `Technique::named`) and ER ranges. Their JSON
//! is the library's records (`docs/records.md`).

use shudu::logic::Repertoire;

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
