//! Random requests at every route: raw bytes, any JSON value, and objects with the
//! route's own keys (from the OpenAPI document) holding random or nearly right values.
//! The scan route (built with the `scan` feature) gets images cut short, with bytes
//! overwritten, or noise. Whatever comes in, the answer is a 2xx or 4xx with a JSON body
//! (an error naming its field, or a record), never a 5xx, the router goes on answering,
//! and the answer is what `/api/openapi.json` says: a status the route documents, and a
//! body its schema for that status takes (`schema/`, the checks a schema-driven API
//! tester makes). Good requests for every route are held to the document too.

mod schema;
mod support;

use std::sync::OnceLock;

use axum::http::{Method, StatusCode, header};
use proptest::prelude::*;
use serde_json::{Map, Value, json};
use support::{HARD, PUZZLE, app, request, send};

/// The OpenAPI document the server serves.
fn document() -> &'static Value {
    static DOC: OnceLock<Value> = OnceLock::new();
    DOC.get_or_init(|| serde_json::from_str(shudu_serve::openapi_document()).expect("JSON"))
}

/// Why an answer of `status` with `body` to `method path` is not what the document says,
/// or `None`: the route must document the status, and the status's schema take the body.
fn off_the_document(
    method: &Method,
    path: &str,
    status: StatusCode,
    body: &Value,
) -> Option<String> {
    let doc = document();
    let op = &doc["paths"][path][method.as_str().to_lowercase()];
    let mut response = &op["responses"][status.as_str()];
    if response.is_null() {
        return Some(format!(
            "{method} {path}: the status {status} is not documented"
        ));
    }
    if let Some(target) = response["$ref"].as_str() {
        response = doc
            .pointer(target.trim_start_matches('#'))
            .expect("a documented response");
    }
    let schema = &response["content"]["application/json"]["schema"];
    if schema.is_null() {
        return Some(format!(
            "{method} {path} {status}: no JSON body is documented"
        ));
    }
    schema::violation(doc, schema, body).map(|why| format!("{method} {path} {status}: {why}"))
}

/// One runtime for every case.
fn runtime() -> &'static tokio::runtime::Runtime {
    static RUNTIME: OnceLock<tokio::runtime::Runtime> = OnceLock::new();
    RUNTIME.get_or_init(|| {
        tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .enable_all()
            .build()
            .expect("a runtime")
    })
}

/// Every route with the keys its body may hold (empty for a GET).
fn routes() -> Vec<(Method, String, Vec<String>)> {
    let doc: Value =
        serde_json::from_str(shudu_serve::openapi_document()).expect("the document is JSON");
    let mut routes = Vec::new();
    for (path, item) in doc["paths"].as_object().expect("paths") {
        for (method, op) in item.as_object().expect("operations") {
            let schema = &op["requestBody"]["content"]["application/json"]["schema"];
            let keys = schema["properties"]
                .as_object()
                .map(|p| p.keys().cloned().collect())
                .unwrap_or_default();
            let method = Method::from_bytes(method.to_uppercase().as_bytes()).expect("a method");
            routes.push((method, path.clone(), keys));
        }
    }
    routes
}

/// Any JSON value, a few levels deep.
fn any_json() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::from),
        any::<i64>().prop_map(Value::from),
        any::<f64>()
            .prop_filter("finite", |f| f.is_finite())
            .prop_map(Value::from),
        "\\PC{0,20}".prop_map(Value::from),
        (0u64..100).prop_map(Value::from),
    ];
    leaf.prop_recursive(3, 24, 6, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..6).prop_map(Value::from),
            prop::collection::btree_map("\\PC{0,8}", inner, 0..4)
                .prop_map(|m| Value::Object(m.into_iter().collect())),
        ]
    })
}

/// A value near what a field wants: a puzzle with a character changed, a name, a cell,
/// marks of the right shape with random digits.
fn nearly_right() -> impl Strategy<Value = Value> {
    prop_oneof![
        Just(json!(PUZZLE)),
        Just(json!(HARD)),
        Just(json!(".".repeat(81))),
        (0..81usize, any::<char>()).prop_map(|(i, c)| {
            let mut chars: Vec<char> = PUZZLE.chars().collect();
            chars[i] = c;
            json!(chars.into_iter().collect::<String>())
        }),
        prop::sample::select(vec![
            "easy",
            "medium",
            "hard",
            "nudge",
            "technique",
            "full",
            "none",
            "rot180",
            "r1c1",
            "r9c9",
            "R5C5",
            "r0c0",
            "x",
            "killer",
            "jigsaw",
            "odd-even",
            "thermo",
            "whispers",
            "renban",
            "arrow",
            "sandwich",
            "little-killer",
            "anti-knight,windoku",
            "{\"size\":4,\"constraints\":[{\"type\":\"anti-king\"}],\"givens\":\"1...............\"}",
        ])
        .prop_map(Value::from),
        (0u64..2000).prop_map(Value::from),
        prop::sample::select(vec![4u64, 6, 8, 9]).prop_map(Value::from),
        prop::collection::vec(prop::collection::vec(0u8..11, 0..4), 79..83).prop_map(|m| json!(m)),
    ]
}

/// A body for a route with `keys`: raw bytes, any JSON, or an object of its keys.
fn body(keys: Vec<String>) -> impl Strategy<Value = Vec<u8>> {
    let object = prop::collection::vec(
        (
            prop::sample::select(if keys.is_empty() {
                vec!["x".to_owned()]
            } else {
                keys
            }),
            prop_oneof![any_json(), nearly_right(), nearly_right()],
        ),
        0..5,
    )
    .prop_map(|pairs| {
        let map: Map<String, Value> = pairs.into_iter().collect();
        Value::Object(map).to_string().into_bytes()
    });
    prop_oneof![
        prop::collection::vec(any::<u8>(), 0..200),
        any_json().prop_map(|v| v.to_string().into_bytes()),
        object.clone(),
        object,
    ]
}

/// Bytes near an image: the committed photo cut short or with bytes overwritten, a PNG
/// signature followed by noise (the scan route's nearly right bodies).
#[cfg(feature = "scan")]
fn nearly_an_image() -> impl Strategy<Value = Vec<u8>> {
    static PHOTO: OnceLock<Vec<u8>> = OnceLock::new();
    let photo = PHOTO
        .get_or_init(|| {
            std::fs::read(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/../shudu-scan/tests/fixtures/photo1.jpg"
            ))
            .expect("the committed photo")
        })
        .clone();
    let len = photo.len();
    let cut = photo.clone();
    prop_oneof![
        (0..len).prop_map(move |n| cut[..n].to_vec()),
        prop::collection::vec((0..len, any::<u8>()), 1..8).prop_map(move |changes| {
            let mut bytes = photo.clone();
            for (i, b) in changes {
                bytes[i] = b;
            }
            bytes
        }),
        prop::collection::vec(any::<u8>(), 0..300).prop_map(|noise| {
            let mut bytes = b"\x89PNG\r\n\x1a\n".to_vec();
            bytes.extend(noise);
            bytes
        }),
    ]
}

/// A body for a route that takes an image: nearly an image, or anything.
#[cfg(feature = "scan")]
fn image_body() -> impl Strategy<Value = Vec<u8>> {
    prop_oneof![
        2 => nearly_an_image(),
        1 => prop::collection::vec(any::<u8>(), 0..200),
    ]
}

/// A route and a request body for it, with a content type (mostly the route's own).
fn case() -> impl Strategy<Value = (Method, String, Option<&'static str>, Vec<u8>)> {
    prop::sample::select(routes()).prop_flat_map(|(method, path, keys)| {
        #[cfg(feature = "scan")]
        if path == "/api/scan" {
            return (
                Just(method),
                Just(path),
                prop_oneof![
                    4 => Just(Some("image/jpeg")),
                    2 => Just(Some("image/png")),
                    1 => Just(Some("application/json")),
                    1 => Just(None),
                ],
                image_body(),
            )
                .boxed();
        }
        (
            Just(method),
            Just(path),
            prop_oneof![
                8 => Just(Some("application/json")),
                1 => Just(None),
                1 => Just(Some("text/plain")),
            ],
            body(keys),
        )
            .boxed()
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn any_request_gets_a_json_answer_and_the_router_keeps_serving(
        (method, path, content_type, body) in case()
    ) {
        let app = app(200);
        let answer = runtime().block_on(send(&app, request(method.clone(), &path, content_type, body)));
        prop_assert!(
            answer.status.is_success() || answer.status.is_client_error(),
            "{method} {path} answered {}", answer.status
        );
        prop_assert!(answer.header(header::CONTENT_TYPE).starts_with("application/json"));
        let value: Value = serde_json::from_slice(&answer.bytes).expect("a JSON body");
        if let Some(why) = off_the_document(&method, &path, answer.status, &value) {
            prop_assert!(false, "{}", why);
        }
        if answer.status.is_client_error() {
            prop_assert!(value["error"].as_str().is_some_and(|e| !e.is_empty()), "{value}");
            prop_assert!(value["field"].is_null() || value["field"].is_string(), "{value}");
        } else {
            prop_assert!(value.is_object(), "{value}");
        }
        let again = runtime().block_on(send(&app, request(Method::GET, "/api/techniques", None, Vec::new())));
        prop_assert_eq!(again.status, StatusCode::OK);
    }
}

/// A good request for every route of the document, and what each answers is what the
/// document says (the fuzzing above mostly meets the errors).
#[test]
fn good_requests_to_every_route_are_answered_as_documented() {
    let six = ".1.23...6.......535..4.........4...1";
    let killer = r#"{"size":4,"constraints":[{"type":"killer","cells":["r1c1","r1c2"],"sum":3}],"givens":"....3..........."}"#;
    let sheet = format!("{}{}", &support::SOLUTION[..1], &PUZZLE[1..]);
    let bodies: Vec<Value> = vec![
        json!({}),
        json!({"puzzle": PUZZLE}),
        json!({"puzzle": HARD}),
        json!({"puzzle": six}),
        json!({"puzzle": killer}),
        json!({"puzzle": ".".repeat(81)}),
        json!({"puzzle": "1".repeat(81)}),
        json!({"puzzle": PUZZLE, "sheet": sheet}),
        json!({"puzzle": PUZZLE, "sheet": PUZZLE, "cell": "r1c1"}),
        json!({"puzzle": PUZZLE, "level": "nudge"}),
        json!({"puzzle": six, "level": "full"}),
        json!({"level": "easy"}),
        json!({"size": 6, "symmetry": "rot180"}),
        json!({"size": 4, "variant": ["killer"]}),
        json!({"puzzle": six, "solution": false}),
    ];
    let app = app(2000);
    let mut answered = 0;
    for (method, path, keys) in routes() {
        if path == "/api/scan" {
            continue;
        }
        for body in &bodies {
            // Only the bodies whose keys the route takes: the others are 400s, met above.
            let fits = body
                .as_object()
                .is_some_and(|o| o.keys().all(|k| keys.contains(k)));
            if method == Method::POST && !fits {
                continue;
            }
            let bytes = if method == Method::GET {
                Vec::new()
            } else {
                body.to_string().into_bytes()
            };
            let content = (method == Method::POST).then_some("application/json");
            let answer =
                runtime().block_on(send(&app, request(method.clone(), &path, content, bytes)));
            let value: Value = serde_json::from_slice(&answer.bytes).expect("a JSON body");
            if let Some(why) = off_the_document(&method, &path, answer.status, &value) {
                panic!("{why}\nrequest: {body}\nanswer: {value}");
            }
            answered += usize::from(answer.status == StatusCode::OK);
            if method == Method::GET {
                break;
            }
        }
    }
    assert!(answered >= 40, "only {answered} good answers");
}
