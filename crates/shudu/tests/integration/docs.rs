//! Every public type of the library shows how it is used: its doc comment holds a
//! runnable example (which `cargo test --doc` runs). A type added without one fails here,
//! named with its file and line.

use std::path::{Path, PathBuf};

/// Every `.rs` file under `dir`.
fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The name of the type a line declares as `pub` (struct, enum, trait or type alias).
fn public_type(line: &str) -> Option<&str> {
    let rest = line.trim_start().strip_prefix("pub ")?;
    let rest = ["struct ", "enum ", "trait ", "type "]
        .iter()
        .find_map(|kind| rest.strip_prefix(kind))?;
    rest.split(|c: char| !c.is_alphanumeric() && c != '_')
        .next()
}

#[test]
fn every_public_type_has_an_example() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    sources(&src, &mut files);
    files.sort();
    let mut missing = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        // A `macro_rules!` body only spells out the declarations it makes; the
        // invocation's declaration carries the docs.
        let mut in_macro = false;
        for (i, line) in lines.iter().enumerate() {
            if line.starts_with("macro_rules!") {
                in_macro = true;
            } else if in_macro && *line == "}" {
                in_macro = false;
            }
            if in_macro {
                continue;
            }
            let Some(name) = public_type(line) else {
                continue;
            };
            // The doc comment above it, past its attributes.
            let doc = lines[..i]
                .iter()
                .rev()
                .map(|l| l.trim_start())
                .take_while(|l| l.starts_with("///") || l.starts_with("#["))
                .filter(|l| l.starts_with("///"));
            if !doc.into_iter().any(|l| l.contains("```")) {
                let shown = file.strip_prefix(&src).unwrap().display();
                missing.push(format!("src/{shown}:{}: {name}", i + 1));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "public types without an example in their docs:\n{}",
        missing.join("\n")
    );
}

/// The glossary (`docs/glossary.md`) gives each technique's and level's names as the
/// catalogue does, and every alias it lists finds its technique.
#[test]
fn the_glossary_gives_the_catalogues_names() {
    use shudu::logic::{Level, Technique};
    use shudu::words::Lang;
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/glossary.md");
    let text = std::fs::read_to_string(&path).unwrap();
    // `| English (`Key`) | 简体 | 繁體 | aliases | sources |`
    let rows: Vec<Vec<&str>> = text
        .lines()
        .filter(|l| l.starts_with("| ") && l.contains("(`"))
        .map(|l| l.trim_matches('|').split(" | ").map(str::trim).collect())
        .collect();
    let row = |key: &str| {
        rows.iter()
            .find(|r| r[0].ends_with(&format!("(`{key}`)")))
            .unwrap_or_else(|| panic!("docs/glossary.md has no row for {key}"))
    };
    for technique in Technique::ALL {
        let r = row(&format!("{technique:?}"));
        assert_eq!(r[0], format!("{} (`{technique:?}`)", technique.name()));
        assert_eq!(r[1], technique.name_in(Lang::ZhHans), "{technique:?}");
        assert_eq!(r[2], technique.name_in(Lang::ZhHant), "{technique:?}");
        for alias in r[3].split("; ").filter(|a| !a.is_empty()) {
            assert!(
                Technique::named(alias).contains(&technique),
                "{technique:?}: the alias {alias} does not find it"
            );
        }
    }
    for level in Level::ALL {
        let r = row(&format!("level-{}", level.name()));
        assert_eq!(r[1], level.name_in(Lang::ZhHans), "{level:?}");
        assert_eq!(r[2], level.name_in(Lang::ZhHant), "{level:?}");
    }
}
