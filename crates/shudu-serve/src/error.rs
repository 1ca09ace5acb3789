//! [`ApiError`]: every error the server answers, as one JSON shape —
//! `{"error": "<what is wrong>", "field": "<JSON path of the field at fault, or null>"}` —
//! with the HTTP status that fits (400 bad value, 404, 405, 413, 415, 422 a puzzle that
//! cannot be answered, 500 a fault of the server). Read next: `request.rs`, which raises
//! most of them while reading a body.

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde_json::json;

use crate::reply::json_reply;

/// An error answer: its status, what is wrong and which field of the request it is about.
///
/// ```
/// use axum::http::StatusCode;
/// use shudu_serve::ApiError;
/// let err = ApiError::field(StatusCode::BAD_REQUEST, "puzzle", "expected a string");
/// assert_eq!(err.status(), StatusCode::BAD_REQUEST);
/// assert_eq!(err.to_json()["field"], "puzzle");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ApiError {
    status: StatusCode,
    message: String,
    field: Option<String>,
}

impl ApiError {
    /// An error about the request as a whole (no one field).
    pub fn new(status: StatusCode, message: impl Into<String>) -> ApiError {
        ApiError {
            status,
            message: message.into(),
            field: None,
        }
    }

    /// An error about one field, named by its JSON path (`puzzle`, `marks[3][1]`). The
    /// message starts with the path, so it reads on its own.
    pub fn field(status: StatusCode, field: &str, message: impl AsRef<str>) -> ApiError {
        ApiError {
            status,
            message: format!("{field}: {}", message.as_ref()),
            field: Some(field.to_owned()),
        }
    }

    /// A 400 about one field: the commonest error.
    pub fn bad(field: &str, message: impl AsRef<str>) -> ApiError {
        ApiError::field(StatusCode::BAD_REQUEST, field, message)
    }

    /// The HTTP status.
    pub fn status(&self) -> StatusCode {
        self.status
    }

    /// The body: `{"error": …, "field": …}`.
    pub fn to_json(&self) -> serde_json::Value {
        json!({ "error": self.message, "field": self.field })
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        json_reply(self.status, &self.to_json())
    }
}
