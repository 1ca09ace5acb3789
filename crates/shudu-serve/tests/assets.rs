//! The page's files: nothing in them reaches another origin (no CDN, no web font, no
//! tracker — only the SVG and XLink namespace names, which are never fetched), and
//! together they stay within the 80 KB gzipped the page may weigh.

use std::io::Write;

use flate2::Compression;
use flate2::write::GzEncoder;
use shudu_serve::ASSETS;

/// Namespace names that look like URLs but are identifiers, never fetched.
const NAMESPACES: [&str; 2] = ["http://www.w3.org/2000/svg", "http://www.w3.org/1999/xlink"];

/// Every place `text` names another origin: an absolute `http(s)://` URL, or a
/// protocol-relative `//host` after a quote, `=`, `(` or backtick.
fn other_origins(text: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut cleaned = text.to_owned();
    for ns in NAMESPACES {
        cleaned = cleaned.replace(ns, "");
    }
    let bytes = cleaned.as_bytes();
    for (i, _) in cleaned.match_indices("//") {
        let before = if i == 0 { b' ' } else { bytes[i - 1] };
        let scheme = cleaned[..i].ends_with("http:") || cleaned[..i].ends_with("https:");
        let relative = matches!(before, b'"' | b'\'' | b'=' | b'(' | b'`');
        if scheme || relative {
            let start = i.saturating_sub(10);
            let end = (i + 40).min(cleaned.len());
            found.push(String::from_utf8_lossy(&bytes[start..end]).into_owned());
        }
    }
    found
}

#[test]
fn the_check_finds_what_it_looks_for() {
    assert_eq!(
        other_origins("<script src=\"https://cdn.example/x.js\">").len(),
        1
    );
    assert_eq!(other_origins("<img src='//example.com/a.png'>").len(), 1);
    assert_eq!(other_origins("url(//fonts.example/f.woff)").len(), 1);
    assert_eq!(other_origins("fetch(`//x.example`)").len(), 1);
    assert!(other_origins("// a comment\nlet a = 1; // another").is_empty());
    assert!(other_origins("<svg xmlns=\"http://www.w3.org/2000/svg\">").is_empty());
}

#[test]
fn no_asset_names_another_origin() {
    assert!(ASSETS.iter().any(|a| a.path == "/index.html"));
    for asset in ASSETS {
        let Ok(text) = std::str::from_utf8(asset.bytes) else {
            continue; // images: nothing to fetch inside
        };
        let found = other_origins(text);
        assert!(
            found.is_empty(),
            "{} names another origin: {found:?}",
            asset.path
        );
    }
}

#[test]
fn the_page_weighs_at_most_80_kb_gzipped() {
    let mut total = 0;
    for asset in ASSETS {
        let mut gz = GzEncoder::new(Vec::new(), Compression::default());
        gz.write_all(asset.bytes).expect("in memory");
        total += gz.finish().expect("in memory").len();
    }
    assert!(total <= 80 * 1024, "the page weighs {total} bytes gzipped");
}
