//! `GET /api/openapi.json`: the OpenAPI 3.1 document of the API, written by hand in
//! `openapi.json` next to this file and served as it is. A test checks that its paths and
//! methods are exactly the router's ([`crate::routes::endpoints`]), both ways.

use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};

/// The document's text.
pub const DOCUMENT: &str = include_str!("openapi.json");

pub async fn serve() -> Response {
    let mut response = DOCUMENT.into_response();
    response.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/json"),
    );
    response
}
