//! `GET /api/techniques`: what the page offers in its menus — every technique with its
//! rating, the difficulty levels and the symmetries, by the library's names.

use axum::response::Response;
use serde_json::json;
use shudu::Symmetry;
use shudu::logic::{Level, Technique};

use crate::reply::ok;

pub async fn techniques() -> Response {
    let techniques: Vec<_> = Technique::ALL
        .iter()
        .map(|t| json!({ "name": t.name(), "rating": t.rating_tenths() as f64 / 10.0 }))
        .collect();
    let levels: Vec<&str> = Level::ALL.iter().map(|l| l.name()).collect();
    let symmetries: Vec<&str> = Symmetry::ALL.iter().map(|s| s.name()).collect();
    ok(&json!({ "techniques": techniques, "levels": levels, "symmetries": symmetries }))
}
