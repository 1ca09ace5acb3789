//! `GET /api/openapi.json`: the OpenAPI 3.1 document of the API, written by hand in
//! `openapi.json` next to this file. An operation marked `"x-feature": "scan"` exists only
//! in a build with that cargo feature: [`document`] leaves out the operations of features
//! not built, so the document served is always this build's router (a test checks their
//! paths and methods match, both ways), and the page learns from it which routes exist
//! (the Photo button needs `/api/scan`).

use std::sync::OnceLock;

use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};
use serde_json::Value;

/// The document as written, every feature's operations included.
const SOURCE: &str = include_str!("openapi.json");

/// The cargo features of this build that add routes.
const FEATURES: &[&str] = &[
    #[cfg(feature = "scan")]
    "scan",
];

/// The document of this build's routes (see the module's docs).
///
/// ```
/// let doc: serde_json::Value = serde_json::from_str(shudu_serve::openapi_document())?;
/// assert!(doc["paths"]["/api/solve"]["post"].is_object());
/// let scan = doc["paths"].get("/api/scan").is_some();
/// assert_eq!(scan, cfg!(feature = "scan"));
/// # Ok::<(), serde_json::Error>(())
/// ```
pub fn document() -> &'static str {
    static DOCUMENT: OnceLock<String> = OnceLock::new();
    DOCUMENT.get_or_init(|| of_features(SOURCE, FEATURES))
}

/// `source` without the operations whose `x-feature` is not among `built` (and without a
/// path left with none). A source that is not a JSON object is returned unchanged: the
/// committed document is one, which the tests check.
fn of_features(source: &str, built: &[&str]) -> String {
    let Ok(mut doc) = serde_json::from_str::<Value>(source) else {
        return source.to_owned();
    };
    let Some(paths) = doc.get_mut("paths").and_then(Value::as_object_mut) else {
        return source.to_owned();
    };
    let before = paths.len();
    let mut removed = false;
    for item in paths.values_mut() {
        if let Some(operations) = item.as_object_mut() {
            let count = operations.len();
            operations.retain(|_, op| match op.get("x-feature").and_then(Value::as_str) {
                Some(feature) => built.contains(&feature),
                None => true,
            });
            removed |= operations.len() != count;
        }
    }
    paths.retain(|_, item| item.as_object().is_none_or(|ops| !ops.is_empty()));
    if !removed && paths.len() == before {
        // Nothing left out: serve the text as written.
        return source.to_owned();
    }
    serde_json::to_string_pretty(&doc).unwrap_or_else(|_| source.to_owned())
}

pub async fn serve() -> Response {
    let mut response = document().into_response();
    response.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/json"),
    );
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    fn paths(text: &str) -> Vec<String> {
        let doc: Value = serde_json::from_str(text).expect("JSON");
        doc["paths"]
            .as_object()
            .expect("paths")
            .keys()
            .cloned()
            .collect()
    }

    #[test]
    fn the_committed_document_is_json_with_the_scan_route_marked() {
        let doc: Value = serde_json::from_str(SOURCE).expect("openapi.json is JSON");
        assert_eq!(doc["paths"]["/api/scan"]["post"]["x-feature"], "scan");
    }

    #[test]
    fn operations_of_features_not_built_are_left_out() {
        let without = of_features(SOURCE, &[]);
        assert!(!paths(&without).contains(&"/api/scan".to_owned()));
        assert!(paths(&without).contains(&"/api/solve".to_owned()));
        assert_eq!(paths(&without).len() + 1, paths(SOURCE).len());
        assert_eq!(of_features(SOURCE, &["scan"]), SOURCE);
    }
}
