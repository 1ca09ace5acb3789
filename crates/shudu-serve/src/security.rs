//! What every response carries, whatever route or error made it: the page's
//! Content-Security-Policy (its own origin only, no inline script or style), `nosniff`
//! and `no-referrer`; and what a request that matches no route gets — a page file, or a
//! 404 / 405 JSON error. No CORS header is ever sent: only the page's own origin calls
//! the API. A panic anywhere in a handler becomes a 500 JSON error ([`panic_answer`]).

use std::any::Any;

use axum::body::Body;
use axum::http::{HeaderValue, Method, Request, StatusCode, header};
use axum::response::{IntoResponse, Response};

use crate::error::ApiError;

/// The Content-Security-Policy of every response: the page's own origin only, no inline
/// script or style.
pub const CSP: &str = "default-src 'self'; img-src 'self' data: blob:; style-src 'self'; \
    script-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'self'; \
    frame-ancestors 'none'";

/// Adds the security headers to a response.
pub async fn headers(mut response: Response) -> Response {
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(CSP),
    );
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    headers.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    response
}

/// A request no route matched: a page file for `GET`/`HEAD`, else 404 (or 405 when the
/// path is a page file asked for with another method).
pub async fn fallback(request: Request<Body>) -> Response {
    let method = request.method().clone();
    let path = request.uri().path().to_owned();
    if method == Method::GET || method == Method::HEAD {
        if let Some(response) = crate::assets::serve(&request) {
            return response;
        }
    } else if crate::assets::find(&path).is_some() {
        return not_allowed(&method, &path);
    }
    ApiError::new(StatusCode::NOT_FOUND, format!("no route {method} {path}")).into_response()
}

/// 405 for a route asked for with a method it does not take.
pub async fn method_not_allowed(request: Request<Body>) -> Response {
    not_allowed(request.method(), request.uri().path())
}

fn not_allowed(method: &Method, path: &str) -> Response {
    let allow = if path.starts_with("/api/") {
        crate::routes::endpoints()
            .into_iter()
            .filter(|e| e.path == path)
            .map(|e| e.method.to_string())
            .collect::<Vec<_>>()
            .join(", ")
    } else {
        "GET, HEAD".to_owned()
    };
    let mut response = ApiError::new(
        StatusCode::METHOD_NOT_ALLOWED,
        format!("{path} does not take {method}; it takes {allow}"),
    )
    .into_response();
    if let Ok(value) = HeaderValue::from_str(&allow) {
        response.headers_mut().insert(header::ALLOW, value);
    }
    response
}

/// The answer to a panic in a handler: 500 JSON; the connection and the server go on.
pub fn panic_answer(_: Box<dyn Any + Send + 'static>) -> Response {
    ApiError::new(
        StatusCode::INTERNAL_SERVER_ERROR,
        "the server failed on this request (a bug: please report it with the request)",
    )
    .into_response()
}
