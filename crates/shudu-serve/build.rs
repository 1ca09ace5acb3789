//! Embeds the page: every file under `assets/` becomes an entry of `ASSETS` (its URL path,
//! content type, ETag and bytes through `include_bytes!`), written to `$OUT_DIR/assets.rs`
//! and included by `src/assets.rs`. The page's author adds files; this list follows. A
//! file whose type the server does not know stops the build, naming it.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// The content type of a file by its extension.
fn content_type(path: &Path) -> Option<&'static str> {
    let ext = path.extension()?.to_str()?.to_ascii_lowercase();
    Some(match ext.as_str() {
        "html" => "text/html; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "svg" => "image/svg+xml",
        "json" => "application/json",
        "webmanifest" => "application/manifest+json",
        "png" => "image/png",
        "ico" => "image/x-icon",
        "txt" => "text/plain; charset=utf-8",
        _ => return None,
    })
}

/// FNV-1a, 64 bits: a content hash for the ETag (not for security; it changes when the
/// file does).
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// Every file under `dir`, sorted, so the list is the same on every machine.
fn files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            files(&path, out);
        } else {
            out.push(path);
        }
    }
    out.sort();
}

fn main() {
    let root = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("set by cargo"));
    let dir = root.join("assets");
    println!("cargo:rerun-if-changed=assets");
    let mut found = Vec::new();
    files(&dir, &mut found);
    let mut code = String::from("&[\n");
    for path in found {
        let relative = path.strip_prefix(&dir).expect("under assets/");
        let url: Vec<String> = relative
            .components()
            .map(|c| c.as_os_str().to_string_lossy().into_owned())
            .collect();
        let url = format!("/{}", url.join("/"));
        if url.split('/').any(|part| part.starts_with('.')) {
            continue; // editor and system files such as .DS_Store
        }
        let Some(mime) = content_type(&path) else {
            panic!(
                "assets: {} has a type the server does not serve; add its extension to build.rs",
                path.display()
            );
        };
        let bytes = std::fs::read(&path).expect("an asset can be read");
        let _ = writeln!(
            code,
            "    Asset {{ path: {url:?}, content_type: {mime:?}, etag: \"\\\"{:016x}\\\"\", bytes: include_bytes!({:?}) }},",
            fnv1a(&bytes),
            path.display().to_string()
        );
    }
    code.push(']');
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("set by cargo")).join("assets.rs");
    std::fs::write(out, code).expect("OUT_DIR is writable");
}
