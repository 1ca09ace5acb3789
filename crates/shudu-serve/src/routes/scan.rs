//! `POST /api/scan` (cargo feature `scan`): a photo or screenshot of a puzzle in, the scan
//! record out (`shudu_scan::record`, the record `shudu scan --json` prints): the grid read,
//! each cell's digit, confidence and unsure flag, the cells the solver corrected, whether
//! the grid is proper. The body is the image itself, sent with its `image/…` content type
//! (the page posts the file as it is: no multipart, nothing to parse but the image), at
//! most [`IMAGE_LIMIT`] bytes.
//!
//! Everything the scanner refuses — bytes that are not a JPEG or PNG, a damaged file, an
//! image too small or with too many pixels, a picture with no grid — is a 422 with the
//! scanner's own words. The work runs on the blocking pool like every route's, one scan at
//! a time (`admission.rs`); the scanner has no hook to stop part-way, so a scan is bounded
//! by the image limits it checks before decoding — pixels, and the bytes the pixels
//! decode to — and by a budget of its own, [`SCAN_BUDGET`] (or the server's budget if
//! longer), which counts the wait for the scan's turn.

use std::sync::OnceLock;
use std::time::Duration;

use axum::body::Body;
use axum::extract::State;
use axum::http::{Request, StatusCode, header};
use axum::response::{IntoResponse, Response};
use shudu::words::Lang;
use shudu_scan::ScanError;
use shudu_scan::model::Model;

use crate::App;
use crate::admission::Class;
use crate::error::ApiError;
use crate::reply::ok;
use crate::request::body;

/// The largest image accepted, in bytes (12 MiB: a phone's full-size JPEG fits).
pub const IMAGE_LIMIT: usize = 12 * 1024 * 1024;

/// How long a scan may wait for its turn and run: a large photo takes a second or more to
/// decode and read on a slow machine, more than the other routes' budget.
pub const SCAN_BUDGET: Duration = Duration::from_secs(10);

/// The digit model, read from the weights built into the binary once, on first use.
fn model() -> Result<&'static Model, ApiError> {
    static MODEL: OnceLock<Result<Model, ScanError>> = OnceLock::new();
    MODEL
        .get_or_init(Model::built_in)
        .as_ref()
        .map_err(|err| ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, err.to_string()))
}

/// Whether `content-type` names an image type (`image/jpeg`, `image/png`, …).
fn is_image(request: &Request<Body>) -> bool {
    request
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.split(';').next())
        .is_some_and(|mime| {
            let mime = mime.trim();
            mime.len() > "image/".len() && mime[..6].eq_ignore_ascii_case("image/")
        })
}

/// The status and words (in `lang`) for an image the scanner could not read.
fn refused(err: ScanError, lang: Lang) -> ApiError {
    let status = match err {
        ScanError::Model(_) => StatusCode::INTERNAL_SERVER_ERROR,
        _ => StatusCode::UNPROCESSABLE_ENTITY,
    };
    ApiError::new(status, err.words_in(lang))
}

/// `POST /api/scan` → the scan record, or a JSON error saying why the image gave none.
pub async fn scan(State(app): State<App>, request: Request<Body>) -> Response {
    if !is_image(&request) {
        let sent = request
            .headers()
            .get(header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .unwrap_or("no Content-Type")
            .to_owned();
        return ApiError::new(
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            format!(
                "the request body must be an image (a JPEG or PNG photo or screenshot), sent \
                 with Content-Type: image/jpeg or image/png; got {sent}"
            ),
        )
        .into_response();
    }
    let lang = super::words::accepted(&request);
    let bytes = match body(request, IMAGE_LIMIT, "the image").await {
        Ok(bytes) => bytes,
        Err(err) => return err.into_response(),
    };
    let budget = SCAN_BUDGET.max(app.budget);
    crate::work::blocking(&app, Class::Scan, budget, move |_| {
        let scan = shudu_scan::scan(&bytes, model()?).map_err(|err| refused(err, lang))?;
        Ok(ok(&scan))
    })
    .await
}
