//! `GET /api/techniques[?search=…][&lang=…]`: what the page offers in its menus — the
//! techniques with their ratings, the difficulty levels (and those a daily puzzle comes
//! in) and the symmetries, by the
//! library's names. `search` keeps the techniques a search by any name in any language
//! finds ([`Technique::search`]: `X翼`, `二链列`, `wing`), best first; each technique
//! carries its name in the language (`label`: `lang`, else the request's
//! `Accept-Language`) and every name it is known by, any of which `POST /api/generate`'s
//! `require` reads.

use axum::body::Body;
use axum::http::{HeaderValue, Request, header};
use axum::response::{IntoResponse, Response};
use serde_json::json;
use shudu::Symmetry;
use shudu::generate::DAILY_LEVELS;
use shudu::logic::{Level, Technique};

use crate::query;
use crate::reply::ok;

pub async fn techniques(request: Request<Body>) -> Response {
    let fields = match query::fields(request.uri().query(), &["search", "lang"]) {
        Ok(fields) => fields,
        Err(err) => return err.into_response(),
    };
    let lang = match query::lang(&fields) {
        Ok(Some(lang)) => lang,
        Ok(None) => super::words::accepted(&request),
        Err(err) => return err.into_response(),
    };
    let found = match query::value(&fields, "search") {
        Some(search) => Technique::search(search),
        None => Technique::ALL.to_vec(),
    };
    let techniques: Vec<_> = found
        .iter()
        .map(|t| {
            json!({
                "name": t.name(),
                "slug": t.slug(),
                "label": t.name_in(lang),
                "rating": f64::from(t.rating_tenths()) / 10.0,
                "sudoku_explainer": t.is_sudoku_explainers(),
                "names": t.known_as(),
            })
        })
        .collect();
    let levels: Vec<&str> = Level::ALL.iter().map(|l| l.name()).collect();
    let symmetries: Vec<&str> = Symmetry::ALL.iter().map(|s| s.name()).collect();
    let daily_levels: Vec<&str> = DAILY_LEVELS.iter().map(|l| l.name()).collect();
    let mut response = ok(&json!({
        "lang": lang.tag(),
        "techniques": techniques,
        "levels": levels,
        "symmetries": symmetries,
        "daily_levels": daily_levels,
    }));
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_LANGUAGE,
        HeaderValue::from_static(lang.tag()),
    );
    headers.insert(header::VARY, HeaderValue::from_static("Accept-Language"));
    response
}
