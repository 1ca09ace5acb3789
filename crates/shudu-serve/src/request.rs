//! Reading a request body into [`Fields`]: the content type must be JSON (415 otherwise),
//! the body at most [`BODY_LIMIT`] bytes (413), the text well-formed JSON (400 with line
//! and column) and an object whose keys the route knows (400 naming an unknown key),
//! each given once (400 naming a repeated key: JSON parsers disagree on which of two
//! values wins, so a request must not say two things at once).
//! A body that does not arrive within the server's body timeout gets 408 (the listener
//! wraps every body, `listen.rs`). [`Fields`] then reads each value with an error that
//! names the field and says what was expected and what came: the routes never see a
//! malformed request.
//!
//! Puzzle texts are read as the command line reads them ([`shudu::PuzzleReader`]: an
//! 81-character line, a grid, a JSON board), exactly one puzzle per field.

use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use serde_json::{Map, Value};

use crate::error::ApiError;

/// The largest request body accepted, in bytes (64 KiB).
pub const BODY_LIMIT: usize = 64 * 1024;

/// A request's JSON object, checked against the keys its route accepts.
pub struct Fields {
    map: Map<String, Value>,
}

/// What a JSON value is, in words, for "expected …, found …".
pub(crate) fn kind(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
}

/// Whether `content-type` says JSON (`application/json`, parameters such as a charset
/// allowed).
fn is_json(request: &Request<Body>) -> bool {
    request
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.split(';').next())
        .is_some_and(|mime| mime.trim().eq_ignore_ascii_case("application/json"))
}

/// The 413 for a body over `limit` bytes; `what` names the body ("the request body").
fn too_large(what: &str, limit: usize) -> ApiError {
    ApiError::new(
        StatusCode::PAYLOAD_TOO_LARGE,
        format!("{what} is larger than {}", in_words(limit)),
    )
}

/// A byte count as a person reads a limit: `65536 bytes`, `12 MiB (12582912 bytes)`.
fn in_words(bytes: usize) -> String {
    const MIB: usize = 1024 * 1024;
    if bytes >= MIB && bytes % MIB == 0 {
        format!("{} MiB ({bytes} bytes)", bytes / MIB)
    } else {
        format!("{bytes} bytes")
    }
}

/// Reads and checks the body of `request`: JSON, within the limit, an object holding no
/// key outside `known`.
pub async fn read(request: Request<Body>, known: &[&str]) -> Result<Fields, ApiError> {
    if !is_json(&request) {
        return Err(ApiError::new(
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "the request body must be JSON, sent with Content-Type: application/json",
        ));
    }
    let bytes = body(request, BODY_LIMIT, "the request body").await?;
    parse(&bytes, known)
}

/// The whole body of `request`, at most `limit` bytes: a declared length over the limit is
/// refused before anything is read, a body that turns out longer when it is read. `what`
/// names the body in the 413's message.
pub async fn body(
    request: Request<Body>,
    limit: usize,
    what: &str,
) -> Result<axum::body::Bytes, ApiError> {
    let declared = request
        .headers()
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<u64>().ok());
    if declared.is_some_and(|n| n > limit as u64) {
        return Err(too_large(what, limit));
    }
    axum::body::to_bytes(request.into_body(), limit)
        .await
        .map_err(|err| {
            let over = std::error::Error::source(&err)
                .is_some_and(|s| s.is::<http_body_util::LengthLimitError>());
            if over {
                too_large(what, limit)
            } else if let Some(late) = cause::<crate::listen::BodyTimedOut>(&err) {
                ApiError::new(StatusCode::REQUEST_TIMEOUT, late.to_string())
            } else {
                ApiError::new(
                    StatusCode::BAD_REQUEST,
                    format!("cannot read the request body: {err}"),
                )
            }
        })
}

/// The first error of type `E` in the chain of `err`'s sources.
fn cause<'a, E: std::error::Error + 'static>(
    err: &'a (dyn std::error::Error + 'static),
) -> Option<&'a E> {
    let mut next = Some(err);
    while let Some(err) = next {
        if let Some(found) = err.downcast_ref::<E>() {
            return Some(found);
        }
        next = err.source();
    }
    None
}

/// The checks of [`read`] after the body is in: JSON, an object, known keys only.
pub fn parse(bytes: &[u8], known: &[&str]) -> Result<Fields, ApiError> {
    let value: Value = serde_json::from_slice(bytes).map_err(|err| {
        ApiError::new(
            StatusCode::BAD_REQUEST,
            format!(
                "malformed JSON at line {}, column {}: {err}",
                err.line(),
                err.column()
            ),
        )
    })?;
    let Value::Object(map) = value else {
        return Err(ApiError::new(
            StatusCode::BAD_REQUEST,
            format!(
                "the request body must be a JSON object, found {}",
                kind(&value)
            ),
        ));
    };
    if let Some(key) = repeated_key(bytes) {
        return Err(ApiError::bad(
            &key,
            "given more than once; give each field once",
        ));
    }
    if let Some(key) = map.keys().find(|k| !known.contains(&k.as_str())) {
        let expected: Vec<String> = known.iter().map(|k| format!("{k:?}")).collect();
        return Err(ApiError::bad(
            key,
            format!("unknown field; expected one of {}", expected.join(", ")),
        ));
    }
    Ok(Fields { map })
}

/// The first key a JSON object (already known to be one) gives twice at its top level:
/// serde_json's map keeps the last value of a repeated key and says nothing.
fn repeated_key(bytes: &[u8]) -> Option<String> {
    struct Keys(Option<String>);
    impl<'de> serde::Deserialize<'de> for Keys {
        fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
            struct Visitor;
            impl<'de> serde::de::Visitor<'de> for Visitor {
                type Value = Keys;
                fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                    f.write_str("a JSON object")
                }
                fn visit_map<A: serde::de::MapAccess<'de>>(
                    self,
                    mut map: A,
                ) -> Result<Keys, A::Error> {
                    let mut seen = std::collections::HashSet::new();
                    let mut repeated = None;
                    while let Some(key) = map.next_key::<String>()? {
                        map.next_value::<serde::de::IgnoredAny>()?;
                        if !seen.insert(key.clone()) && repeated.is_none() {
                            repeated = Some(key);
                        }
                    }
                    Ok(Keys(repeated))
                }
            }
            d.deserialize_map(Visitor)
        }
    }
    serde_json::from_slice::<Keys>(bytes).ok().and_then(|k| k.0)
}

impl Fields {
    /// The value of `key`, `None` when absent or `null`.
    fn get(&self, key: &str) -> Option<&Value> {
        self.map.get(key).filter(|v| !v.is_null())
    }

    /// The value of `key` as sent, `None` when absent or `null` (for a field that takes
    /// several JSON types, such as a variant puzzle).
    pub fn value(&self, key: &str) -> Option<&Value> {
        self.get(key)
    }

    fn missing(key: &str) -> ApiError {
        ApiError::bad(key, "missing; this field is required")
    }

    /// A string field, if present.
    pub fn opt_str(&self, key: &str) -> Result<Option<&str>, ApiError> {
        match self.get(key) {
            None => Ok(None),
            Some(Value::String(s)) => Ok(Some(s)),
            Some(other) => Err(ApiError::bad(
                key,
                format!("expected a string, found {}", kind(other)),
            )),
        }
    }

    /// A required string field.
    pub fn str(&self, key: &str) -> Result<&str, ApiError> {
        self.opt_str(key)?.ok_or_else(|| Fields::missing(key))
    }

    /// A whole number field in `min..=max`, if present.
    pub fn opt_u64(&self, key: &str, min: u64, max: u64) -> Result<Option<u64>, ApiError> {
        let Some(value) = self.get(key) else {
            return Ok(None);
        };
        match value.as_u64() {
            Some(n) if (min..=max).contains(&n) => Ok(Some(n)),
            _ if value.is_number() => Err(ApiError::bad(
                key,
                format!("expected a whole number from {min} to {max}, found {value}"),
            )),
            _ => Err(ApiError::bad(
                key,
                format!("expected a whole number, found {}", kind(value)),
            )),
        }
    }
}
