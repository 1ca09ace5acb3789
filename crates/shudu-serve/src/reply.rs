//! JSON answers: a status and a serialized value with `Content-Type: application/json`.
//! The one place a response body is written from a value; `error.rs` and the routes call it.

use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::Serialize;

/// `value` as a JSON response with `status`. A value that cannot be serialized (which no
/// record of the library is) becomes a 500 JSON error rather than a panic.
pub fn json_reply<T: Serialize + ?Sized>(status: StatusCode, value: &T) -> Response {
    let (status, body) = match serde_json::to_vec(value) {
        Ok(body) => (status, body),
        Err(err) => (
            StatusCode::INTERNAL_SERVER_ERROR,
            serde_json::json!({ "error": format!("cannot write the answer: {err}"), "field": null })
                .to_string()
                .into_bytes(),
        ),
    };
    let mut response = (status, body).into_response();
    response.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/json"),
    );
    response
}

/// `value` as a 200 JSON response.
pub fn ok<T: Serialize + ?Sized>(value: &T) -> Response {
    json_reply(StatusCode::OK, value)
}
