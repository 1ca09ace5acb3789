//! `GET /api/words?lang=zh-Hans`: the play page's words in one language, from the
//! library's message catalogue (`crates/shudu/locales/<lang>/page.ftl`), so the page
//! keeps no dictionary of its own. The answer:
//!
//! ```text
//! {"lang": "zh-Hans", "languages": [{"tag": "en", "name": "English"}, …],
//!  "messages": {"page-undo": "撤销", "page-key-left": "{$digit}，还剩 {$left} 个", …},
//!  "techniques": {"Hidden Single": "宫排除", …}, "levels": {"easy": "容易", …},
//!  "roles": {"cover": "删减域", …}}
//! ```
//!
//! Placeholders are left as `{$name}` for the page to fill; techniques and levels are
//! keyed by the names the API's records use (which stay English), so the page words a
//! hint's technique or a rating's level. Without `lang`, the request's `Accept-Language`
//! chooses, English when it names no language shudu speaks; a `lang` shudu does not
//! speak is a 400 naming the field. Each language's answer is made once and kept.

use std::sync::OnceLock;

use axum::body::Body;
use axum::http::{HeaderValue, Request, header};
use axum::response::{IntoResponse, Response};
use serde_json::{Map, Value, json};
use shudu::logic::{Level, Role, Technique};
use shudu::words::{Lang, file_texts};

use crate::error::ApiError;

/// The language a request asks for: `Accept-Language`'s best language shudu speaks,
/// English when it names none (or is absent). A preference, never an error.
pub fn accepted(request: &Request<Body>) -> Lang {
    request
        .headers()
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok())
        .and_then(Lang::from_accept_language)
        .unwrap_or_default()
}

/// The `lang` of the query, if given: a tag shudu speaks, or a 400 naming `lang`.
fn asked(query: Option<&str>) -> Result<Option<Lang>, ApiError> {
    crate::query::lang(&crate::query::fields(query, &["lang"])?)
}

/// The answer for `lang`, as JSON text.
fn answer(lang: Lang) -> String {
    let languages: Vec<Value> = Lang::ALL
        .iter()
        .map(|l| json!({ "tag": l.tag(), "name": l.native_name() }))
        .collect();
    let messages: Map<String, Value> = file_texts("page", lang)
        .unwrap_or_default()
        .into_iter()
        .map(|(id, text)| (id.to_owned(), Value::String(text)))
        .collect();
    let techniques: Map<String, Value> = Technique::ALL
        .iter()
        .map(|t| (t.name().to_owned(), json!(t.name_in(lang))))
        .collect();
    // English names levels as the API does (`easy`), as the page always has.
    let levels: Map<String, Value> = Level::ALL
        .iter()
        .map(|l| {
            let name = match lang {
                Lang::En => l.name().to_owned(),
                _ => l.name_in(lang),
            };
            (l.name().to_owned(), json!(name))
        })
        .collect();
    // A step's roles, for a screen reader's words on the board.
    let roles: Map<String, Value> = Role::ALL
        .iter()
        .map(|r| (r.name().to_owned(), json!(r.name_in(lang))))
        .collect();
    json!({
        "lang": lang.tag(),
        "languages": languages,
        "messages": messages,
        "techniques": techniques,
        "levels": levels,
        "roles": roles,
    })
    .to_string()
}

/// Each language's answer, made on first use.
fn cached(lang: Lang) -> &'static str {
    static ANSWERS: [OnceLock<String>; 3] = [OnceLock::new(), OnceLock::new(), OnceLock::new()];
    let index = Lang::ALL.iter().position(|&l| l == lang).unwrap_or(0);
    ANSWERS[index].get_or_init(|| answer(lang))
}

pub async fn words(request: Request<Body>) -> Response {
    let lang = match asked(request.uri().query()) {
        Ok(Some(lang)) => lang,
        Ok(None) => accepted(&request),
        Err(err) => return err.into_response(),
    };
    let mut response = cached(lang).into_response();
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/json"),
    );
    headers.insert(
        header::CONTENT_LANGUAGE,
        HeaderValue::from_static(lang.tag()),
    );
    // An answer chosen by `Accept-Language` differs by it.
    headers.insert(header::VARY, HeaderValue::from_static("Accept-Language"));
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_query_names_a_language_or_is_refused_naming_the_field() {
        assert_eq!(asked(None), Ok(None));
        assert_eq!(asked(Some("lang=zh-Hant")), Ok(Some(Lang::ZhHant)));
        assert_eq!(asked(Some("lang=zh-CN")), Ok(Some(Lang::ZhHans)));
        let err = asked(Some("lang=fr")).unwrap_err();
        assert_eq!(err.to_json()["field"], "lang");
        assert!(
            err.to_json()["error"]
                .as_str()
                .unwrap()
                .contains("\"zh-Hans\"")
        );
        assert_eq!(asked(Some("x=1")).unwrap_err().to_json()["field"], "x");
    }

    #[test]
    fn every_language_has_every_page_message() {
        let english: Value = serde_json::from_str(cached(Lang::En)).unwrap();
        for lang in Lang::ALL {
            let answer: Value = serde_json::from_str(cached(lang)).unwrap();
            assert_eq!(answer["lang"], lang.tag());
            let keys = |v: &Value| v.as_object().unwrap().keys().cloned().collect::<Vec<_>>();
            assert_eq!(keys(&answer["messages"]), keys(&english["messages"]));
            // Two techniques share a name (a hidden single in a box or in a line).
            let names: std::collections::BTreeSet<&str> =
                Technique::ALL.iter().map(|t| t.name()).collect();
            assert_eq!(answer["techniques"].as_object().unwrap().len(), names.len());
        }
        let chinese: Value = serde_json::from_str(cached(Lang::ZhHans)).unwrap();
        assert_eq!(chinese["messages"]["page-hint"], "提示");
        assert_eq!(chinese["levels"]["easy"], "容易");
        assert_eq!(english["levels"]["easy"], "easy");
        assert_eq!(chinese["roles"]["link"], "强链");
        assert_eq!(english["roles"]["link"], "strong link");
    }
}
