//! The JSON API: the table of every route ([`endpoints`], from which the router is built
//! and against which the OpenAPI document is tested), and [`handle`], the path every POST
//! takes — read and check the body, then do the work on the blocking pool within the
//! request's budget, admitted as light or heavy work by its path ([`class`]). One file per group of routes: `puzzle.rs` (a puzzle in: solve,
//! count, check, rate, explain), `position.rs` (a player's position in: check, hint,
//! reveal a cell), `generate.rs`, `catalogue.rs` (techniques, levels, symmetries), and
//! `variant.rs` and `variant_logic.rs` (variant puzzles: other sizes, extra houses,
//! constraints), `words.rs` (the page's words in a language), and with the cargo feature
//! `scan`, `scan.rs` (a photo in: the grid read from it).
//!
//! Every POST answers in the language of its `Accept-Language` (English when it names
//! none shudu speaks): the words of the library's records — a step's text, a hint's
//! nudge and reason, a mistake, a broken rule, a board's rules — follow it
//! ([`shudu::records::with_lang`]), while keys, statuses and names stay English.

mod catalogue;
mod daily;
mod drill;
mod generate;
mod position;
mod puzzle;
#[cfg(feature = "scan")]
mod scan;
mod variant_logic;
mod words;

#[cfg(feature = "scan")]
pub use scan::{IMAGE_LIMIT, SCAN_BUDGET};
pub(crate) use words::accepted;

use axum::body::Body;
use axum::http::{Method, Request};
use axum::response::Response;
use axum::routing::{MethodFilter, MethodRouter, on};
use shudu::logic::Budget;

use crate::App;
use crate::admission::Class;
use crate::error::ApiError;
use crate::request::{self, Fields};

/// One route: its method, its path and its handler.
///
/// ```
/// let routes = shudu_serve::endpoints();
/// assert!(routes.iter().any(|e| e.path == "/api/solve" && e.method == "POST"));
/// ```
pub struct Endpoint {
    /// `GET` or `POST`.
    pub method: Method,
    /// The path, from the root.
    pub path: &'static str,
    /// The handler, filtered to the method.
    pub handler: MethodRouter<App>,
}

fn endpoint<H, T>(method: Method, path: &'static str, handler: H) -> Endpoint
where
    H: axum::handler::Handler<T, App>,
    T: 'static,
{
    let filter = MethodFilter::try_from(method.clone()).expect("GET and POST are filters");
    Endpoint {
        method,
        path,
        handler: on(filter, handler),
    }
}

/// Every route of the API, in the order the OpenAPI document lists them; `/api/scan` only
/// in a build with the `scan` feature.
///
/// ```
/// assert!(shudu_serve::endpoints().iter().all(|e| e.path.starts_with("/api/")));
/// ```
pub fn endpoints() -> Vec<Endpoint> {
    #[allow(unused_mut)] // a build without the `scan` feature adds nothing
    let mut routes = vec![
        endpoint(Method::GET, "/api/openapi.json", crate::openapi::serve),
        endpoint(Method::GET, "/api/techniques", catalogue::techniques),
        endpoint(Method::POST, "/api/daily", daily::daily),
        endpoint(Method::POST, "/api/drill", drill::drill),
        endpoint(Method::POST, "/api/drill-grade", drill::grade),
        endpoint(Method::GET, "/api/words", words::words),
        endpoint(Method::POST, "/api/generate", generate::generate),
        endpoint(Method::POST, "/api/check-puzzle", puzzle::check_puzzle),
        endpoint(Method::POST, "/api/solve", puzzle::solve),
        endpoint(Method::POST, "/api/count", puzzle::count),
        endpoint(Method::POST, "/api/check", position::check),
        endpoint(Method::POST, "/api/hint", variant_logic::hint),
        endpoint(Method::POST, "/api/solution-cell", position::solution_cell),
        endpoint(Method::POST, "/api/candidates", position::candidates),
        endpoint(Method::POST, "/api/explain", puzzle::explain),
        endpoint(Method::POST, "/api/rate", puzzle::rate),
        endpoint(
            Method::POST,
            "/api/true-candidates",
            puzzle::true_candidates,
        ),
        endpoint(Method::POST, "/api/setter", puzzle::setter),
        endpoint(Method::POST, "/api/variant/generate", generate::generate),
        endpoint(
            Method::POST,
            "/api/variant/check-puzzle",
            puzzle::check_puzzle,
        ),
        endpoint(Method::POST, "/api/variant/solve", puzzle::solve),
        endpoint(Method::POST, "/api/variant/check", position::check_former),
        endpoint(Method::POST, "/api/variant/hint", variant_logic::hint),
        endpoint(Method::POST, "/api/variant/rate", puzzle::rate),
    ];
    #[cfg(feature = "scan")]
    routes.push(endpoint(Method::POST, "/api/scan", scan::scan));
    routes
}

/// The routes whose work is heavy: it can take the whole budget (a rating, a path of
/// every step, a generator looking for a level). Every other route's work is light.
const HEAVY: [&str; 9] = [
    "/api/daily",
    "/api/true-candidates",
    "/api/setter",
    "/api/drill",
    "/api/rate",
    "/api/explain",
    "/api/generate",
    "/api/variant/generate",
    "/api/variant/rate",
];

/// How admission control counts a route's work (`admission.rs`).
pub fn class(path: &str) -> Class {
    if path == "/api/scan" {
        Class::Scan
    } else if HEAVY.contains(&path) {
        Class::Heavy
    } else {
        Class::Light
    }
}

/// A POST's whole path: the body read as an object with the `known` keys, then `work` on
/// the blocking pool within the request's budget, once the pool admits it, its records
/// worded in the request's language (`Accept-Language`).
pub async fn handle<F>(
    app: App,
    request: Request<Body>,
    known: &'static [&'static str],
    work: F,
) -> Response
where
    F: FnOnce(Fields, &Budget) -> Result<Response, ApiError> + Send + 'static,
{
    let class = class(request.uri().path());
    let lang = words::accepted(&request);
    match request::read(request, known).await {
        Ok(fields) => {
            crate::work::blocking(&app, class, app.budget, move |budget| {
                shudu::records::with_lang(lang, || work(fields, budget))
            })
            .await
        }
        Err(err) => axum::response::IntoResponse::into_response(err),
    }
}
