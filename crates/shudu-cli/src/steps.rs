//! Words for the logic engine's results: steps, ratings, levels and technique names as
//! typed on the command line (`x-wing`, `hidden-single`). Their JSON is the library's
//! records (`docs/records.md`).

use shudu::logic::{Repertoire, Technique};

/// The command-line name of a technique: `X-Wing` → `x-wing`.
pub fn slug(technique: Technique) -> String {
    technique.name().to_lowercase().replace(' ', "-")
}

/// A name as compared: lower case, letters, digits and `+` only, so `W-Wing`, `w-wing`,
/// `w wing` and `wwing` are one name, and a name can be typed without quotes.
fn folded(name: &str) -> String {
    name.chars()
        .filter(|c| c.is_alphanumeric() || *c == '+')
        .flat_map(char::to_lowercase)
        .collect()
}

/// Every technique called `name`, among all that `explain` and `hint` can print, the
/// player techniques included (several share a name, like the hidden singles).
pub fn techniques_named(name: &str) -> Vec<Technique> {
    let wanted = folded(name);
    Repertoire::Full
        .techniques()
        .iter()
        .copied()
        .filter(|&t| folded(t.name()) == wanted)
        .collect()
}

/// The known technique names, for an error message.
pub fn technique_names() -> String {
    let mut names: Vec<String> = Vec::new();
    for name in Repertoire::Full.techniques().iter().map(|&t| slug(t)) {
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
    fn names_and_ranges() {
        assert_eq!(techniques_named("X-Wing"), [Technique::XWing]);
        assert_eq!(techniques_named("hidden-single").len(), 2);
        for name in ["w-wing", "W-Wing", "W Wing", "wwing"] {
            assert_eq!(techniques_named(name), [Technique::WWing], "{name}");
        }
        assert_eq!(techniques_named("xy-wing"), [Technique::XYWing]);
        assert_eq!(techniques_named("naked-pair"), [Technique::NakedPair]);
        // Every name the CLI prints is accepted back.
        for &t in Repertoire::Full.techniques() {
            assert!(techniques_named(t.name()).contains(&t), "{}", t.name());
            assert!(techniques_named(&slug(t)).contains(&t), "{}", slug(t));
        }
        assert!(techniques_named("telepathy").is_empty());
        assert_eq!(parse_er_range("4.0-6.0"), Some((40, 60)));
        assert_eq!(parse_er_range("4.5"), Some((45, 45)));
        assert_eq!(parse_er_range("x-6"), None);
    }
}
