//! Calling the router in process (tower's `oneshot`, no socket) from the tests: a request
//! in, the status, headers and JSON body out.

#![allow(dead_code)] // each test file uses its own part of this module

use std::future::Future;
use std::time::Duration;

use axum::Router;
use axum::body::Body;
use axum::http::{HeaderMap, Method, Request, StatusCode, header};
use serde_json::Value;
use shudu_serve::{Config, router};
use tower::ServiceExt;

/// Inkala's well-known puzzle from the library's docs: proper, rated 3.8 (Swordfish).
pub const PUZZLE: &str =
    "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759..";
/// Its solution.
pub const SOLUTION: &str =
    "519748632783652419426139875357986241264317598198524367975863124832491756641275983";
/// Among the hardest known puzzles (nested forcing chains): a rating takes a fraction of
/// a second, a budget of 0 ms gives up at once.
pub const HARD: &str =
    "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";
/// The slowest to rate of the forum's hardest set (11.8, nested dynamic forcing chains):
/// about 10 s in a release build, so a rating given a budget of a few seconds is still
/// running when it ends.
pub const SLOWEST: &str =
    "6.......2.9.4...5...1...7...5..84.......2.......3.5.4.2.....6...3...9.8...7.....1";

/// Runs `future` to its end on a fresh runtime (the tests need no macros).
pub fn block_on<F: Future>(future: F) -> F::Output {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("a runtime")
        .block_on(future)
}

/// The router with a budget of `ms` milliseconds.
pub fn app(ms: u64) -> Router {
    router(&Config {
        budget: Duration::from_millis(ms),
        ..Config::default()
    })
}

/// An answer: status, headers and the body's bytes.
pub struct Answer {
    pub status: StatusCode,
    pub headers: HeaderMap,
    pub bytes: Vec<u8>,
}

impl Answer {
    /// The body as JSON; panics (failing the test) when it is not.
    pub fn json(&self) -> Value {
        serde_json::from_slice(&self.bytes).unwrap_or_else(|e| {
            panic!(
                "{} answered a body that is not JSON ({e}): {}",
                self.status,
                String::from_utf8_lossy(&self.bytes)
            )
        })
    }

    /// The `field` of an error body.
    pub fn field(&self) -> Value {
        self.json()["field"].clone()
    }

    /// The `error` text of an error body.
    pub fn error(&self) -> String {
        self.json()["error"].as_str().unwrap_or_default().to_owned()
    }

    pub fn header(&self, name: header::HeaderName) -> &str {
        self.headers
            .get(name)
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default()
    }
}

/// Sends one request to `app`.
pub async fn send(app: &Router, request: Request<Body>) -> Answer {
    let response = app.clone().oneshot(request).await.expect("infallible");
    let status = response.status();
    let headers = response.headers().clone();
    let bytes = axum::body::to_bytes(response.into_body(), usize::MAX)
        .await
        .expect("a body")
        .to_vec();
    Answer {
        status,
        headers,
        bytes,
    }
}

/// A request with `method`, `path`, an optional content type and a body.
pub fn request(
    method: Method,
    path: &str,
    content_type: Option<&str>,
    body: Vec<u8>,
) -> Request<Body> {
    let mut builder = Request::builder().method(method).uri(path);
    if let Some(ct) = content_type {
        builder = builder.header(header::CONTENT_TYPE, ct);
    }
    builder.body(Body::from(body)).expect("a request")
}

/// POSTs `body` as JSON to `path`.
pub fn post(app: &Router, path: &str, body: &str) -> Answer {
    block_on(send(
        app,
        request(
            Method::POST,
            path,
            Some("application/json"),
            body.as_bytes().to_vec(),
        ),
    ))
}

/// GETs `path`.
pub fn get(app: &Router, path: &str) -> Answer {
    block_on(send(app, request(Method::GET, path, None, Vec::new())))
}
