//! A panic in a handler answers 500 with a JSON error and the security headers, and the
//! router goes on answering.

mod support;

use axum::Router;
use axum::http::{Method, StatusCode, header};
use axum::routing::get;
use support::{block_on, request, send};

/// A handler with a bug.
async fn boom() -> &'static str {
    let cells: Vec<u8> = Vec::new();
    if cells.is_empty() {
        panic!("a bug in a handler");
    }
    "unreachable"
}

#[test]
fn a_panicking_handler_answers_500_json_and_the_router_keeps_serving() {
    let app = shudu_serve::with_layers(
        Router::new()
            .route("/boom", get(boom))
            .route("/fine", get(|| async { "fine" })),
    );
    for _ in 0..3 {
        let answer = block_on(send(&app, request(Method::GET, "/boom", None, Vec::new())));
        assert_eq!(answer.status, StatusCode::INTERNAL_SERVER_ERROR);
        assert_eq!(answer.json()["field"], serde_json::Value::Null);
        assert!(answer.error().contains("failed"));
        assert_eq!(answer.header(header::X_CONTENT_TYPE_OPTIONS), "nosniff");
        let fine = block_on(send(&app, request(Method::GET, "/fine", None, Vec::new())));
        assert_eq!(fine.status, StatusCode::OK);
    }
}
