//! The font faces digits are rendered from: every TrueType/OpenType file under
//! `/usr/share/fonts` (installed by `scripts/install-scan-fonts`), less symbol, dingbat, emoji
//! and mathematical faces, and less any face that lacks a glyph for one of the digits 1–9 or
//! draws two of them alike. Read next: `synth.rs`.

use std::path::{Path, PathBuf};

use ab_glyph::{Font, FontVec};

/// Words in a font file's name that mark a face whose digits are not plain printed digits.
const EXCLUDED: &[&str] = &[
    "symbol",
    "dingbat",
    "emoji",
    "math",
    "music",
    "braille",
    "ornament",
    "wingding",
    "d050000l",
    "standardsymbols",
    "z003",
    "icons",
    "awesome",
];

/// All usable faces, sorted by path so the order (and so the training set) is reproducible.
pub fn load(root: &Path) -> anyhow::Result<Vec<(PathBuf, FontVec)>> {
    let mut paths = Vec::new();
    walk(root, &mut paths)?;
    paths.sort();
    let mut faces = Vec::new();
    for path in paths {
        let name = path.to_string_lossy().to_lowercase();
        if EXCLUDED.iter().any(|w| name.contains(w)) {
            continue;
        }
        let Ok(font) = FontVec::try_from_vec(std::fs::read(&path)?) else {
            continue;
        };
        let ids: Vec<_> = ('1'..='9').map(|c| font.glyph_id(c)).collect();
        let distinct = ids.iter().collect::<std::collections::HashSet<_>>().len() == 9;
        if ids.iter().all(|id| id.0 != 0) && distinct {
            faces.push((path, font));
        }
    }
    anyhow::ensure!(
        !faces.is_empty(),
        "no font faces under {}: run scripts/install-scan-fonts",
        root.display()
    );
    Ok(faces)
}

fn walk(dir: &Path, out: &mut Vec<PathBuf>) -> anyhow::Result<()> {
    for entry in std::fs::read_dir(dir)? {
        let path = entry?.path();
        if path.is_dir() {
            walk(&path, out)?;
        } else if path
            .extension()
            .is_some_and(|e| e.eq_ignore_ascii_case("ttf") || e.eq_ignore_ascii_case("otf"))
        {
            out.push(path);
        }
    }
    Ok(())
}
