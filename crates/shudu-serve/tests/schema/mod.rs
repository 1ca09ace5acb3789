//! A validator of JSON values against the subset of JSON Schema (2020-12, as OpenAPI
//! 3.1 uses it) that `src/openapi.json` is written in, so that the tests can hold every
//! answer of the server to the document: `$ref` into the document, `type` (one or a
//! list), `enum`, `const`, `properties`, `required`, `additionalProperties`, `items`,
//! `oneOf`, `anyOf`, `allOf`, `minimum`, `maximum`, `minItems`, `maxItems`,
//! `minLength`, `maxLength` and `pattern`. A keyword outside it fails the check rather
//! than passing unread, so the document cannot outgrow the validator unnoticed.

use serde_json::Value;

/// The keywords that only describe: nothing to check.
const ANNOTATIONS: [&str; 4] = ["description", "title", "example", "examples"];

/// Why `value` does not fit `schema` (resolved in `doc`), at its JSON path, or `None`.
pub fn violation(doc: &Value, schema: &Value, value: &Value) -> Option<String> {
    check(doc, schema, value, "$").err()
}

fn check(doc: &Value, schema: &Value, value: &Value, at: &str) -> Result<(), String> {
    let Some(schema) = schema.as_object() else {
        return match schema {
            Value::Bool(true) => Ok(()),
            _ => Err(format!("{at}: the schema {schema} is not an object")),
        };
    };
    for (key, rule) in schema {
        match key.as_str() {
            "$ref" => {
                let target = resolve(doc, rule.as_str().unwrap_or_default())?;
                check(doc, target, value, at)?;
            }
            "type" => {
                let types: Vec<&str> = match rule {
                    Value::String(t) => vec![t.as_str()],
                    Value::Array(ts) => ts.iter().filter_map(Value::as_str).collect(),
                    _ => return Err(format!("{at}: a type of {rule}")),
                };
                if !types.iter().any(|t| is_type(value, t)) {
                    return Err(format!("{at}: {value} is not of type {rule}"));
                }
            }
            "enum" => {
                if !rule
                    .as_array()
                    .is_some_and(|options| options.contains(value))
                {
                    return Err(format!("{at}: {value} is not one of {rule}"));
                }
            }
            "const" => {
                if rule != value {
                    return Err(format!("{at}: {value} is not {rule}"));
                }
            }
            "properties" => {
                if let (Some(props), Some(object)) = (rule.as_object(), value.as_object()) {
                    for (name, sub) in props {
                        if let Some(v) = object.get(name) {
                            check(doc, sub, v, &format!("{at}.{name}"))?;
                        }
                    }
                }
            }
            "required" => {
                if let Some(object) = value.as_object() {
                    for name in rule.as_array().into_iter().flatten() {
                        let name = name.as_str().unwrap_or_default();
                        if !object.contains_key(name) {
                            return Err(format!("{at}: lacks the required {name:?} in {value}"));
                        }
                    }
                }
            }
            "additionalProperties" => {
                if let Some(object) = value.as_object() {
                    let known = schema.get("properties").and_then(Value::as_object);
                    for (name, v) in object {
                        if known.is_some_and(|k| k.contains_key(name)) {
                            continue;
                        }
                        match rule {
                            Value::Bool(false) => {
                                return Err(format!("{at}: {name:?} is not a documented field"));
                            }
                            _ => check(doc, rule, v, &format!("{at}.{name}"))?,
                        }
                    }
                }
            }
            "items" => {
                for (i, item) in value.as_array().into_iter().flatten().enumerate() {
                    check(doc, rule, item, &format!("{at}[{i}]"))?;
                }
            }
            "oneOf" | "anyOf" => {
                let options = rule.as_array().map(Vec::as_slice).unwrap_or_default();
                let fits: Vec<Result<(), String>> =
                    options.iter().map(|o| check(doc, o, value, at)).collect();
                let count = fits.iter().filter(|f| f.is_ok()).count();
                let wanted = if key == "oneOf" {
                    count == 1
                } else {
                    count >= 1
                };
                if !wanted {
                    let why: Vec<String> = fits.into_iter().filter_map(Result::err).collect();
                    return Err(format!(
                        "{at}: fits {count} of the {key} options ({})",
                        why.join("; ")
                    ));
                }
            }
            "allOf" => {
                for option in rule.as_array().into_iter().flatten() {
                    check(doc, option, value, at)?;
                }
            }
            "minimum" | "maximum" => {
                if let (Some(bound), Some(n)) = (rule.as_f64(), value.as_f64()) {
                    let fits = if key == "minimum" {
                        n >= bound
                    } else {
                        n <= bound
                    };
                    if !fits {
                        return Err(format!("{at}: {n} is past the {key} {bound}"));
                    }
                }
            }
            "minItems" | "maxItems" => {
                if let (Some(bound), Some(items)) = (rule.as_u64(), value.as_array()) {
                    let n = items.len() as u64;
                    if (key == "minItems" && n < bound) || (key == "maxItems" && n > bound) {
                        return Err(format!("{at}: {n} items, past the {key} {bound}"));
                    }
                }
            }
            "minLength" | "maxLength" => {
                if let (Some(bound), Some(text)) = (rule.as_u64(), value.as_str()) {
                    let n = text.chars().count() as u64;
                    if (key == "minLength" && n < bound) || (key == "maxLength" && n > bound) {
                        return Err(format!("{at}: {n} characters, past the {key} {bound}"));
                    }
                }
            }
            "pattern" => {
                if let Some(text) = value.as_str()
                    && !matches_pattern(rule.as_str().unwrap_or_default(), text)
                {
                    return Err(format!("{at}: {text:?} does not match {rule}"));
                }
            }
            other if ANNOTATIONS.contains(&other) => {}
            other => return Err(format!("{at}: the keyword {other:?} is not checked here")),
        }
    }
    Ok(())
}

fn resolve<'a>(doc: &'a Value, pointer: &str) -> Result<&'a Value, String> {
    pointer
        .strip_prefix('#')
        .and_then(|p| doc.pointer(p))
        .ok_or_else(|| format!("an unresolved $ref {pointer}"))
}

fn is_type(value: &Value, name: &str) -> bool {
    match name {
        "object" => value.is_object(),
        "array" => value.is_array(),
        "string" => value.is_string(),
        "boolean" => value.is_boolean(),
        "null" => value.is_null(),
        "number" => value.is_number(),
        "integer" => value.as_i64().is_some() || value.as_u64().is_some(),
        _ => false,
    }
}

/// One piece of a pattern: the characters it takes and how many times.
struct Piece {
    chars: Vec<(char, char)>,
    min: usize,
    max: usize,
}

/// Whether `text` matches `pattern`, an anchored pattern of literal characters and
/// bracketed ranges, each optionally followed by `?` or `{m,n}` — all the document's
/// patterns use. Anything else panics: the matcher must grow with the document.
fn matches_pattern(pattern: &str, text: &str) -> bool {
    let body = pattern
        .strip_prefix('^')
        .and_then(|p| p.strip_suffix('$'))
        .unwrap_or_else(|| panic!("the pattern {pattern:?} is not anchored"));
    let mut pieces = Vec::new();
    let mut chars = body.chars().peekable();
    while let Some(c) = chars.next() {
        let set = match c {
            '[' => {
                let mut set = Vec::new();
                loop {
                    match chars.next() {
                        Some(']') => break,
                        Some(lo) if chars.peek() == Some(&'-') => {
                            chars.next();
                            let hi = chars.next().expect("a range's end");
                            set.push((lo, hi));
                        }
                        Some(one) => set.push((one, one)),
                        None => panic!("an unclosed class in {pattern:?}"),
                    }
                }
                set
            }
            '\\' | '(' | ')' | '|' | '*' | '+' | '.' => {
                panic!("{c:?} in the pattern {pattern:?} is not handled here")
            }
            literal => vec![(literal, literal)],
        };
        let (min, max) = match chars.peek() {
            Some('?') => {
                chars.next();
                (0, 1)
            }
            Some('{') => {
                chars.next();
                let spec: String = chars.by_ref().take_while(|&c| c != '}').collect();
                let (lo, hi) = spec.split_once(',').unwrap_or((&spec, &spec));
                (lo.parse().expect("a count"), hi.parse().expect("a count"))
            }
            _ => (1, 1),
        };
        pieces.push(Piece {
            chars: set,
            min,
            max,
        });
    }
    let text: Vec<char> = text.chars().collect();
    match_from(&pieces, &text)
}

fn match_from(pieces: &[Piece], text: &[char]) -> bool {
    let Some((piece, rest)) = pieces.split_first() else {
        return text.is_empty();
    };
    let takes = |c: &char| piece.chars.iter().any(|&(lo, hi)| (lo..=hi).contains(c));
    let most = text.iter().take(piece.max).take_while(|c| takes(c)).count();
    (piece.min..=most)
        .rev()
        .any(|n| match_from(rest, &text[n..]))
}

#[test]
fn the_validator_checks_what_it_says() {
    let doc = serde_json::json!({"components": {"schemas": {"Cell": {
        "type": "string", "pattern": "^r[1-9][0-9]?c[1-9][0-9]?$"
    }}}});
    let cell = serde_json::json!({"$ref": "#/components/schemas/Cell"});
    assert!(violation(&doc, &cell, &serde_json::json!("r10c12")).is_none());
    assert!(violation(&doc, &cell, &serde_json::json!("r0c1")).is_some());
    assert!(violation(&doc, &cell, &serde_json::json!("r1c123")).is_some());
    let object = serde_json::json!({
        "type": "object", "required": ["a"], "additionalProperties": false,
        "properties": {"a": {"oneOf": [{"const": 1}, {"type": "string"}]}}
    });
    assert!(violation(&doc, &object, &serde_json::json!({"a": 1})).is_none());
    assert!(violation(&doc, &object, &serde_json::json!({"a": 2})).is_some());
    assert!(violation(&doc, &object, &serde_json::json!({})).is_some());
    assert!(violation(&doc, &object, &serde_json::json!({"a": "x", "b": 1})).is_some());
    let unknown = serde_json::json!({"uniqueItems": true});
    assert!(violation(&doc, &unknown, &serde_json::json!([])).is_some());
}
