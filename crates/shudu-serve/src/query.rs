//! A GET request's query string, field by field: `search=X%E7%BF%BC&lang=zh-Hans` gives
//! `[("search", "X翼"), ("lang", "zh-Hans")]`, each value percent-decoded with `+` read
//! as a space, as a browser's form writes it. A key the route does not take, a key
//! given twice, or a value that is not UTF-8 once decoded is a 400 naming the field.
//! Read next: `routes/words.rs` and `routes/catalogue.rs`, which read `lang` and
//! `search` this way.

use percent_encoding::percent_decode_str;
use shudu::words::Lang;

use crate::error::ApiError;

/// The query's fields, each one of `known`, in the order given.
pub fn fields(query: Option<&str>, known: &[&str]) -> Result<Vec<(String, String)>, ApiError> {
    let mut fields: Vec<(String, String)> = Vec::new();
    for pair in query.unwrap_or("").split('&').filter(|p| !p.is_empty()) {
        let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
        let key = decoded(key, "query")?;
        if !known.contains(&key.as_str()) {
            let expected: Vec<String> = known.iter().map(|k| format!("{k:?}")).collect();
            return Err(ApiError::bad(
                &key,
                format!(
                    "unknown query parameter; expected {}",
                    expected.join(" or ")
                ),
            ));
        }
        if fields.iter().any(|(k, _)| *k == key) {
            return Err(ApiError::bad(&key, "given twice"));
        }
        let value = decoded(value, &key)?;
        fields.push((key, value));
    }
    Ok(fields)
}

/// The value of `key` among `fields`, if given.
pub fn value<'a>(fields: &'a [(String, String)], key: &str) -> Option<&'a str> {
    fields
        .iter()
        .find(|(k, _)| k == key)
        .map(|(_, v)| v.as_str())
}

/// The `lang` field's language, if given: a tag shudu speaks, or a 400 naming `lang`.
pub fn lang(fields: &[(String, String)]) -> Result<Option<Lang>, ApiError> {
    let Some(value) = value(fields, "lang") else {
        return Ok(None);
    };
    value.parse::<Lang>().map(Some).map_err(|_| {
        let tags: Vec<String> = Lang::ALL.iter().map(|l| format!("{:?}", l.tag())).collect();
        ApiError::bad(
            "lang",
            format!(
                "unknown language {value:?}; expected one of {}",
                tags.join(", ")
            ),
        )
    })
}

/// `text` percent-decoded, `+` a space; a 400 naming `field` when not UTF-8.
fn decoded(text: &str, field: &str) -> Result<String, ApiError> {
    let spaced = text.replace('+', " ");
    percent_decode_str(&spaced)
        .decode_utf8()
        .map(|s| s.into_owned())
        .map_err(|_| ApiError::bad(field, "not UTF-8 once percent-decoded"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_are_decoded_and_unknown_ones_refused_by_name() {
        let got = fields(
            Some("search=X%E7%BF%BC+wing&lang=zh-Hans"),
            &["search", "lang"],
        )
        .unwrap();
        assert_eq!(value(&got, "search"), Some("X翼 wing"));
        assert_eq!(lang(&got), Ok(Some(Lang::ZhHans)));
        assert_eq!(fields(None, &["lang"]), Ok(Vec::new()));
        let err = fields(Some("lang=en&x=1"), &["lang"]).unwrap_err();
        assert_eq!(err.to_json()["field"], "x");
        let twice = fields(Some("lang=en&lang=zh"), &["lang"]).unwrap_err();
        assert_eq!(twice.to_json()["error"], "lang: given twice");
        let bytes = fields(Some("search=%FF"), &["search"]).unwrap_err();
        assert_eq!(bytes.to_json()["field"], "search");
        let french = fields(Some("lang=fr"), &["lang"]).unwrap();
        assert_eq!(lang(&french).unwrap_err().to_json()["field"], "lang");
    }
}
