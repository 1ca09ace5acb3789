//! Every route of the API through the whole router (tower `oneshot`, no socket): good
//! requests answer the library's records, and every kind of bad input a JSON error that
//! names the field.

mod support;

use axum::http::{Method, StatusCode, header};
use serde_json::{Value, json};
use support::*;

#[test]
fn openapi_lists_exactly_the_routes_of_the_router() {
    let doc = get(&app(2000), "/api/openapi.json");
    assert_eq!(doc.status, StatusCode::OK);
    let doc = doc.json();
    assert_eq!(doc["openapi"], "3.1.0");
    let mut documented: Vec<(String, String)> = Vec::new();
    for (path, item) in doc["paths"].as_object().expect("paths") {
        for method in item.as_object().expect("a path item").keys() {
            documented.push((method.to_uppercase(), path.clone()));
        }
    }
    let mut routed: Vec<(String, String)> = shudu_serve::endpoints()
        .iter()
        .map(|e| (e.method.to_string(), e.path.to_owned()))
        .collect();
    documented.sort();
    routed.sort();
    assert_eq!(documented, routed);
}

#[test]
fn every_route_answers_its_method_and_refuses_others_with_405() {
    let app = app(2000);
    for e in shudu_serve::endpoints() {
        let body = if e.method == Method::POST {
            b"{}".to_vec()
        } else {
            Vec::new()
        };
        // The scan route takes an image (tests/scan.rs): these bytes are not one.
        let content_type = if e.path == "/api/scan" {
            "image/png"
        } else {
            "application/json"
        };
        let answer = block_on(send(
            &app,
            request(e.method.clone(), e.path, Some(content_type), body),
        ));
        assert!(
            answer.status == StatusCode::OK
                || answer.status == StatusCode::BAD_REQUEST
                || answer.status == StatusCode::UNPROCESSABLE_ENTITY && e.path == "/api/scan",
            "{} {} answered {}",
            e.method,
            e.path,
            answer.status
        );
        answer.json();
        let other = if e.method == Method::POST {
            Method::GET
        } else {
            Method::DELETE
        };
        let refused = block_on(send(&app, request(other.clone(), e.path, None, Vec::new())));
        assert_eq!(
            refused.status,
            StatusCode::METHOD_NOT_ALLOWED,
            "{other} {}",
            e.path
        );
        assert!(refused.error().contains(e.path), "{}", refused.error());
        assert!(refused.header(header::ALLOW).contains(e.method.as_str()));
    }
}

#[test]
fn techniques_levels_and_symmetries_by_the_librarys_names() {
    let answer = get(&app(2000), "/api/techniques").json();
    let techniques = answer["techniques"].as_array().expect("an array");
    let naked = techniques
        .iter()
        .find(|t| t["name"] == "Naked Single")
        .expect("the naked single");
    assert_eq!(naked["rating"], 2.3);
    assert_eq!(naked["slug"], "naked-single");
    assert_eq!(naked["label"], "Naked Single");
    assert_eq!(naked["sudoku_explainer"], true);
    assert_eq!(answer["levels"][0], "easy");
    assert_eq!(
        answer["daily_levels"],
        json!(["easy", "medium", "hard", "expert", "extreme"])
    );
    assert!(
        answer["symmetries"]
            .as_array()
            .unwrap()
            .contains(&json!("none"))
    );
}

#[test]
fn solve_answers_the_outcome_record() {
    let app = app(2000);
    let answer = post(&app, "/api/solve", &json!({ "puzzle": PUZZLE }).to_string());
    assert_eq!(answer.status, StatusCode::OK);
    assert_eq!(
        answer.json(),
        json!({"puzzle": PUZZLE, "status": "solved", "solution": SOLUTION})
    );
    let clash = format!("55{}", &PUZZLE[2..]);
    let answer = post(&app, "/api/solve", &json!({ "puzzle": clash }).to_string()).json();
    assert_eq!(answer["status"], "invalid");
    assert_eq!(answer["violations"][0]["rule"], "row 1");
    assert_eq!(answer["violations"][0]["cells"], json!(["r1c1", "r1c2"]));
}

#[test]
fn solve_reads_a_grid_as_the_command_line_does() {
    let grid: String = PUZZLE
        .as_bytes()
        .chunks(9)
        .map(|row| format!("{}\n", String::from_utf8_lossy(row)))
        .collect();
    let answer = post(
        &app(2000),
        "/api/solve",
        &json!({ "puzzle": grid }).to_string(),
    )
    .json();
    assert_eq!(answer["solution"], SOLUTION);
}

#[test]
fn count_stops_at_its_limit_and_refuses_a_larger_one() {
    let app = app(2000);
    let empty = ".".repeat(81);
    let answer = post(
        &app,
        "/api/count",
        &json!({ "puzzle": empty, "limit": 5 }).to_string(),
    );
    assert_eq!(
        answer.json(),
        json!({"puzzle": empty, "count": 5, "limit_reached": true})
    );
    let answer = post(&app, "/api/count", &json!({ "puzzle": PUZZLE }).to_string()).json();
    assert_eq!(answer["count"], 1);
    for limit in [json!(1001), json!(0), json!(-3), json!(2.5), json!("5")] {
        let answer = post(
            &app,
            "/api/count",
            &json!({ "puzzle": PUZZLE, "limit": limit }).to_string(),
        );
        assert_eq!(answer.status, StatusCode::BAD_REQUEST, "limit {limit}");
        assert_eq!(answer.field(), "limit");
    }
}

#[test]
fn check_puzzle_tells_proper_multiple_unsolvable_and_invalid_apart() {
    let app = app(2000);
    let check = |p: &str| {
        post(
            &app,
            "/api/check-puzzle",
            &json!({ "puzzle": p }).to_string(),
        )
        .json()
    };
    let proper = check(PUZZLE);
    assert_eq!(proper["status"], "proper");
    assert_eq!(proper["minimal"], false); // the library's docs: three redundant clues
    assert_eq!(proper["violations"], json!([]));
    assert!(proper.get("solutions").is_none());
    assert_eq!(proper["board"]["size"], 9);
    let multiple = check(&".".repeat(81));
    assert_eq!(multiple["status"], "multiple");
    assert_eq!(multiple["minimal"], Value::Null);
    let two = multiple["solutions"].as_array().unwrap();
    assert_eq!(two.len(), 2);
    assert_ne!(two[0], two[1]);
    let clash = check(&format!("5....5{}", ".".repeat(75)));
    assert_eq!(clash["status"], "invalid");
    assert_eq!(
        clash["violations"],
        json!([{"rule": "row 1", "cells": ["r1c1", "r1c6"], "message": "r1c1 and r1c6 both hold 5 (row 1)"}])
    );
    // Box 1 needs its 9 in r3c3, the one cell left, but column 3 has a 9 in r4c3.
    let unsolvable = check(&format!("123......456......78.........9{}", ".".repeat(51)));
    assert_eq!(unsolvable["status"], "unsolvable");
}

#[test]
fn generate_is_repeatable_by_seed_and_honours_level_and_symmetry() {
    let app = app(5000);
    let body = json!({ "seed": 7, "symmetry": "rot180" }).to_string();
    let first = post(&app, "/api/generate", &body).json();
    let again = post(&app, "/api/generate", &body).json();
    assert_eq!(first, again);
    assert_eq!(first["status"], "generated");
    assert_eq!(first["seed"], 7);
    assert_eq!(first["symmetry"], "rot180");
    let puzzle = first["puzzle"].as_str().unwrap();
    let solved = post(&app, "/api/solve", &json!({ "puzzle": puzzle }).to_string()).json();
    assert_eq!(solved["status"], "solved");
    assert_eq!(solved["solution"], first["solution"]);
    let easy = post(
        &app,
        "/api/generate",
        &json!({ "seed": 1, "level": "easy" }).to_string(),
    )
    .json();
    assert_eq!(easy["rating"]["level"], "easy", "{easy}");
    let clues = post(
        &app,
        "/api/generate",
        &json!({ "seed": 3, "clues": 30 }).to_string(),
    )
    .json();
    assert_eq!(clues["clues"], 30, "{clues}");
}

#[test]
fn generate_names_the_field_it_cannot_use() {
    let app = app(2000);
    for (body, field) in [
        (json!({ "level": "impossible" }), "level"),
        (json!({ "level": 3 }), "level"),
        (json!({ "symmetry": "sideways" }), "symmetry"),
        (json!({ "clues": 5 }), "clues"),
        (json!({ "clues": 90 }), "clues"),
        (json!({ "seed": -1 }), "seed"),
        (json!({ "seed": "1" }), "seed"),
        (json!({ "colour": "red" }), "colour"),
    ] {
        let answer = post(&app, "/api/generate", &body.to_string());
        assert_eq!(answer.status, StatusCode::BAD_REQUEST, "{body}");
        assert_eq!(answer.field(), field, "{body}: {}", answer.error());
    }
    let answer = post(
        &app,
        "/api/generate",
        &json!({ "level": "hard" })
            .to_string()
            .replace("hard", "nope"),
    );
    assert!(answer.error().contains("\"easy\""), "{}", answer.error());
}

#[test]
fn generate_gives_up_when_the_budget_is_spent() {
    let answer = post(
        &app(0),
        "/api/generate",
        &json!({ "seed": 5, "level": "extreme" }).to_string(),
    );
    assert_eq!(answer.status, StatusCode::OK);
    assert_eq!(
        answer.json(),
        json!({"status": "gave-up", "reason": "no puzzle came up in 0 ms (0 rounds)", "seed": 5,
               "budget_ms": 0, "rounds": 0})
    );
}

#[test]
fn rate_answers_the_rating_record_or_why_not() {
    let app = app(5000);
    let rated = post(&app, "/api/rate", &json!({ "puzzle": PUZZLE }).to_string()).json();
    assert_eq!(
        rated,
        json!({"puzzle": PUZZLE, "status": "rated", "er": 3.8, "ep": 1.2, "ed": 1.2, "hardest": "Swordfish", "level": "hard"})
    );
    let empty = post(
        &app,
        "/api/rate",
        &json!({ "puzzle": ".".repeat(81) }).to_string(),
    )
    .json();
    assert_eq!(empty["status"], "multiple");
    assert_eq!(empty["reason"], "not unique: no rating");
    let gave_up = post(
        &self::app(0),
        "/api/rate",
        &json!({ "puzzle": HARD }).to_string(),
    );
    assert_eq!(gave_up.status, StatusCode::OK);
    assert_eq!(gave_up.json()["status"], "gave-up");
}

/// `se_profile` chooses whose ratings: a skyscraper puzzle rates 4.0 on SukakuExplainer's
/// and 4.2 (an XY-wing) on Sudoku Explainer 1.2.1.3's.
#[test]
fn rate_takes_a_sudoku_explainer_profile() {
    let app = app(5000);
    let puzzle =
        "..426.78.....5.6.....4.3.9..32..7.....1...2.....9..83..2.8.1.....7.2.....13.465..";
    let rate = |body: Value| post(&app, "/api/rate", &body.to_string());
    let sukaku = rate(json!({ "puzzle": puzzle })).json();
    assert_eq!(
        (sukaku["er"].as_f64(), sukaku["hardest"].as_str()),
        (Some(4.0), Some("Skyscraper"))
    );
    let se121 = rate(json!({ "puzzle": puzzle, "se_profile": "se121" })).json();
    assert_eq!(
        (se121["er"].as_f64(), se121["hardest"].as_str()),
        (Some(4.2), Some("XY-Wing"))
    );
    let bad = rate(json!({ "puzzle": puzzle, "se_profile": "1.2.1.3" }));
    assert_eq!(bad.status, StatusCode::BAD_REQUEST);
    let error = bad.json();
    assert_eq!(error["field"], "se_profile", "{error}");
    assert!(
        error["error"].as_str().unwrap().contains("sukaku, se121"),
        "{error}"
    );
}

#[test]
fn explain_answers_the_path_record_with_the_rating() {
    let answer = post(
        &app(5000),
        "/api/explain",
        &json!({ "puzzle": PUZZLE }).to_string(),
    )
    .json();
    assert_eq!(answer["status"], "explained");
    assert_eq!(answer["end"], "solved");
    assert_eq!(answer["rating"]["er"], 3.8);
    let steps = answer["steps"].as_array().unwrap();
    assert!(steps.len() > 40);
    assert!(steps[0]["evidence"]["cells"].is_array());
    let gave_up = post(
        &app(0),
        "/api/explain",
        &json!({ "puzzle": HARD }).to_string(),
    )
    .json();
    assert_eq!(gave_up["status"], "gave-up");
    assert_eq!(gave_up["end"], "gave-up");
}

#[test]
fn solution_cell_reveals_one_digit_of_a_proper_puzzle_only() {
    let app = app(2000);
    let ask = |puzzle: &str, cell: Value| {
        post(
            &app,
            "/api/solution-cell",
            &json!({ "puzzle": puzzle, "sheet": puzzle, "cell": cell }).to_string(),
        )
    };
    assert_eq!(
        ask(PUZZLE, json!("r1c1")).json(),
        json!({"cell": "r1c1", "digit": 5})
    );
    assert_eq!(
        ask(PUZZLE, json!("R9C9")).json(),
        json!({"cell": "r9c9", "digit": 3})
    );
    let several = ask(&".".repeat(81), json!("r1c1"));
    assert_eq!(several.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(several.field(), "puzzle");
    for cell in [json!("r0c1"), json!("r1c10"), json!(11), json!("a1")] {
        let answer = ask(PUZZLE, cell.clone());
        assert_eq!(answer.status, StatusCode::BAD_REQUEST, "{cell}");
        assert_eq!(answer.field(), "cell");
    }
}

/// A position body with `marks`.
fn with_marks(marks: Value) -> String {
    json!({ "puzzle": PUZZLE, "sheet": PUZZLE, "marks": marks, "cell": "r1c1" }).to_string()
}

#[test]
fn marks_are_checked_cell_by_cell() {
    let app = app(2000);
    let sheet: Vec<char> = PUZZLE.chars().collect();
    let good: Vec<Value> = sheet
        .iter()
        .map(|&c| {
            if c == '.' {
                json!([1, 2, 3, 4, 5, 6, 7, 8, 9])
            } else {
                json!([])
            }
        })
        .collect();
    let answer = post(&app, "/api/solution-cell", &with_marks(json!(good)));
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.error());
    let cases = [
        (json!(good[..80]), "marks", "found 80"),
        (json!("123"), "marks", "found a string"),
        (
            {
                let mut m = good.clone();
                m[0] = json!("x");
                json!(m)
            },
            "marks[0]",
            "r1c1",
        ),
        (
            {
                let mut m = good.clone();
                m[0] = json!([10]);
                json!(m)
            },
            "marks[0][0]",
            "found 10",
        ),
        (
            {
                let mut m = good.clone();
                m[1] = json!([2, 0]);
                json!(m)
            },
            "marks[1][1]",
            "found 0",
        ),
        // r1c3 holds the given 9: it has no marks.
        (
            {
                let mut m = good.clone();
                m[2] = json!([9]);
                json!(m)
            },
            "marks[2]",
            "r1c3 holds a digit",
        ),
    ];
    for (marks, field, says) in cases {
        let answer = post(&app, "/api/solution-cell", &with_marks(marks));
        assert_eq!(answer.status, StatusCode::BAD_REQUEST);
        assert_eq!(answer.field(), field);
        assert!(answer.error().contains(says), "{}", answer.error());
    }
}

#[test]
fn bad_puzzle_texts_are_named_with_what_is_wrong() {
    let app = app(2000);
    let cases = [
        (json!({ "puzzle": &PUZZLE[..80] }), "80"),
        (json!({ "puzzle": format!("{}x", &PUZZLE[..80]) }), "'x'"),
        (json!({ "puzzle": "" }), "no puzzle"),
        (
            json!({ "puzzle": format!("{PUZZLE}\n{PUZZLE}") }),
            "expected one puzzle, found 2",
        ),
        (json!({ "puzzle": 5 }), "found a number"),
        (json!({ "puzzle": [1, 2] }), "found an array"),
        (json!({ "puzzle": null }), "missing"),
        (json!({}), "missing"),
    ];
    for route in [
        "/api/solve",
        "/api/count",
        "/api/check-puzzle",
        "/api/rate",
        "/api/explain",
    ] {
        for (body, says) in &cases {
            let answer = post(&app, route, &body.to_string());
            assert_eq!(answer.status, StatusCode::BAD_REQUEST, "{route} {body}");
            assert_eq!(answer.field(), "puzzle", "{route} {body}");
            assert!(answer.error().contains(says), "{route}: {}", answer.error());
        }
    }
}

#[test]
fn bodies_that_are_not_a_json_object_are_refused() {
    let app = app(2000);
    for (body, says) in [
        ("{\"puzzle\": ", "malformed JSON at line 1"),
        ("", "malformed JSON"),
        ("[1,2]", "found an array"),
        ("\"text\"", "found a string"),
        ("{\"puzzle\": \"x\", \"puzle\": 1}", "unknown field"),
    ] {
        let answer = post(&app, "/api/solve", body);
        assert_eq!(answer.status, StatusCode::BAD_REQUEST, "{body}");
        assert!(answer.error().contains(says), "{body}: {}", answer.error());
    }
    let typo = post(&app, "/api/solve", "{\"puzle\": 1}");
    assert_eq!(typo.field(), "puzle");
    // Regression: a repeated key was accepted, the last value winning in silence.
    let twice = post(
        &app,
        "/api/count",
        "{\"puzzle\": \"x\", \"limit\": 1, \"limit\": 2}",
    );
    assert_eq!(twice.status, StatusCode::BAD_REQUEST);
    assert_eq!(twice.field(), "limit");
    assert!(
        twice.error().contains("more than once"),
        "{}",
        twice.error()
    );
}

#[test]
fn every_schema_of_the_openapi_document_is_used() {
    // The whole document, with the operations of every feature.
    let text = include_str!("../src/openapi.json");
    let doc: Value = serde_json::from_str(text).unwrap();
    for name in doc["components"]["schemas"].as_object().unwrap().keys() {
        let used = format!("\"#/components/schemas/{name}\"");
        assert!(text.contains(&used), "{name} is not referenced");
    }
}

#[test]
fn the_openapi_document_refuses_the_empty_puzzles_the_routes_refuse() {
    // Regression: the schemas allowed "" and {} for a puzzle, which every route refuses.
    let doc: Value = serde_json::from_str(shudu_serve::openapi_document()).unwrap();
    let schemas = &doc["components"]["schemas"];
    let variant = schemas["VariantPuzzle"]["oneOf"].as_array().unwrap();
    assert!(
        variant
            .iter()
            .all(|s| s["minLength"] == 1 || s["minProperties"] == 1)
    );
    let app = app(2000);
    for (path, body) in [
        ("/api/solve", "{\"puzzle\": \"\"}"),
        ("/api/variant/solve", "{\"puzzle\": \"\"}"),
        ("/api/variant/solve", "{\"puzzle\": {}}"),
    ] {
        let answer = post(&app, path, body);
        assert_eq!(answer.status, StatusCode::BAD_REQUEST, "{path} {body}");
    }
}

#[test]
fn wrong_content_types_get_415() {
    let app = app(2000);
    let body = json!({ "puzzle": PUZZLE }).to_string().into_bytes();
    for ct in [
        None,
        Some("text/plain"),
        Some("application/x-www-form-urlencoded"),
        Some("application/jsonx"),
    ] {
        let answer = block_on(send(
            &app,
            request(Method::POST, "/api/solve", ct, body.clone()),
        ));
        assert_eq!(answer.status, StatusCode::UNSUPPORTED_MEDIA_TYPE, "{ct:?}");
        assert_eq!(answer.field(), Value::Null);
    }
    let charset = block_on(send(
        &app,
        request(
            Method::POST,
            "/api/solve",
            Some("application/json; charset=utf-8"),
            body,
        ),
    ));
    assert_eq!(charset.status, StatusCode::OK);
}

#[test]
fn huge_bodies_get_413_whether_declared_or_not() {
    let app = app(2000);
    let huge = format!(
        "{{\"puzzle\": \"{}\"}}",
        ".".repeat(shudu_serve::BODY_LIMIT)
    );
    let answer = post(&app, "/api/solve", &huge);
    assert_eq!(answer.status, StatusCode::PAYLOAD_TOO_LARGE);
    answer.json();
    let mut declared = request(
        Method::POST,
        "/api/solve",
        Some("application/json"),
        huge.into_bytes(),
    );
    declared.headers_mut().insert(
        header::CONTENT_LENGTH,
        (shudu_serve::BODY_LIMIT + 100).into(),
    );
    let answer = block_on(send(&app, declared));
    assert_eq!(answer.status, StatusCode::PAYLOAD_TOO_LARGE);
    // Just under the limit is read (and refused for what it says, not its size).
    let big = format!(
        "{{\"puzzle\": \"{}\"}}",
        ".".repeat(shudu_serve::BODY_LIMIT - 20)
    );
    let answer = post(&app, "/api/solve", &big);
    assert_eq!(answer.status, StatusCode::BAD_REQUEST);
}

#[test]
fn unknown_routes_get_404_json() {
    let app = app(2000);
    for path in [
        "/api/nothing",
        "/nothing.html",
        "/api/solve/extra",
        "/../Cargo.toml",
    ] {
        let answer = get(&app, path);
        assert_eq!(answer.status, StatusCode::NOT_FOUND, "{path}");
        assert!(
            answer.error().starts_with("no route GET"),
            "{}",
            answer.error()
        );
    }
    let answer = post(&app, "/api/nothing", "{}");
    assert_eq!(answer.status, StatusCode::NOT_FOUND);
    let answer = post(&app, "/index.html", "{}");
    assert_eq!(answer.status, StatusCode::METHOD_NOT_ALLOWED);
    answer.json();
}

#[test]
fn every_answer_carries_the_security_headers_and_no_cors() {
    let app = app(2000);
    let answers = [
        get(&app, "/"),
        get(&app, "/api/techniques"),
        get(&app, "/api/missing"),
        post(&app, "/api/solve", "{"),
        post(&app, "/api/solve", &json!({ "puzzle": PUZZLE }).to_string()),
    ];
    for answer in answers {
        assert_eq!(
            answer.header(header::CONTENT_SECURITY_POLICY),
            shudu_serve_csp()
        );
        assert_eq!(answer.header(header::X_CONTENT_TYPE_OPTIONS), "nosniff");
        assert_eq!(answer.header(header::REFERRER_POLICY), "no-referrer");
        assert!(
            answer
                .headers
                .keys()
                .all(|k| !k.as_str().starts_with("access-control-"))
        );
    }
}

/// The policy, word for word, written out again so that a change to `CSP` is made on purpose.
fn shudu_serve_csp() -> &'static str {
    "default-src 'self'; img-src 'self' data: blob:; style-src 'self'; script-src 'self'; \
     connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
}

#[test]
fn the_page_is_served_with_its_type_and_etag() {
    let app = app(2000);
    let page = get(&app, "/");
    assert_eq!(page.status, StatusCode::OK);
    assert_eq!(
        page.header(header::CONTENT_TYPE),
        "text/html; charset=utf-8"
    );
    assert_eq!(page.header(header::CACHE_CONTROL), "no-cache");
    let etag = page.header(header::ETAG).to_owned();
    assert!(etag.starts_with('"') && etag.len() > 2);
    assert_eq!(get(&app, "/index.html").bytes, page.bytes);
    let mut again = request(Method::GET, "/", None, Vec::new());
    again
        .headers_mut()
        .insert(header::IF_NONE_MATCH, etag.parse().unwrap());
    let again = block_on(send(&app, again));
    assert_eq!(again.status, StatusCode::NOT_MODIFIED);
    assert!(again.bytes.is_empty());
    for asset in shudu_serve::ASSETS {
        let answer = get(&app, asset.path);
        assert_eq!(answer.status, StatusCode::OK, "{}", asset.path);
        assert_eq!(answer.header(header::CONTENT_TYPE), asset.content_type);
    }
}

#[test]
fn the_classic_boards_record_is_a_module_the_library_writes() {
    let app = app(2000);
    let module = get(&app, "/js/classic-board.js");
    assert_eq!(module.status, StatusCode::OK);
    assert_eq!(
        module.header(header::CONTENT_TYPE),
        "text/javascript; charset=utf-8"
    );
    assert!(module.header(header::ETAG).starts_with('"'));
    let text = String::from_utf8(module.bytes.to_vec()).unwrap();
    let record = text
        .split_once("export default ")
        .and_then(|(_, rest)| rest.trim_end().strip_suffix(';'))
        .expect("a default export");
    let record: Value = serde_json::from_str(record).expect("a JSON record");
    // The record /api/check-puzzle gives for the empty classic puzzle, word for word.
    let asked = post(
        &app,
        "/api/check-puzzle",
        &json!({"puzzle": ".".repeat(81)}).to_string(),
    );
    assert_eq!(record, asked.json()["board"]);
    assert_eq!(record["classic"], true);
    assert_eq!(record["distinct_only"], true);
    assert_eq!(record["text"], ".".repeat(81));
    assert_eq!(record["houses"].as_array().map(Vec::len), Some(27));
}

/// A position body: the puzzle, a sheet, optional marks and extra fields.
fn position(sheet: &str, extra: Value) -> String {
    let mut body = json!({ "puzzle": PUZZLE, "sheet": sheet });
    if let (Some(map), Value::Object(extra)) = (body.as_object_mut(), extra) {
        map.extend(extra);
    }
    body.to_string()
}

/// The sheet with r1c1 (5 in the solution) set to `digit`.
fn r1c1(digit: char) -> String {
    format!("{digit}{}", &PUZZLE[1..])
}

#[test]
fn hint_answers_the_librarys_hint_record_at_each_level() {
    use shudu::hint::{HintLevel, hint};
    use shudu::logic::{Budget, Repertoire};
    let app = app(5000);
    let puzzle: shudu::Grid = PUZZLE.parse().unwrap();
    for level in HintLevel::ALL {
        let answer = post(
            &app,
            "/api/hint",
            &position(PUZZLE, json!({ "level": level.name() })),
        );
        assert_eq!(answer.status, StatusCode::OK);
        let expected = hint(
            &shudu::Position::from_grid(puzzle),
            level,
            Repertoire::Full,
            &shudu::Solver::new(),
            &Budget::unlimited(),
        );
        // The library's record, and the technique's name in the request's language
        // (English here) where the record names one.
        let mut got = answer.json();
        if let Some(name) = got.as_object_mut().unwrap().remove("technique_name") {
            assert_eq!(name, got["technique"], "{level}");
        }
        assert_eq!(got, serde_json::to_value(&expected).unwrap(), "{level}");
    }
    let full = post(&app, "/api/hint", &position(PUZZLE, json!({}))).json();
    assert_eq!(full["level"], "full");
    assert_eq!(full["status"], "hint");
    assert_eq!(full["technique"], "Hidden Single");
    assert_eq!(full["placements"], json!([{"cell": "r2c9", "digit": 9}]));
    assert!(full["evidence"]["houses"].is_array());
}

#[test]
fn hint_names_a_mistake_first_and_cuts_it_to_the_level() {
    let app = app(5000);
    let full = post(
        &app,
        "/api/hint",
        &position(&r1c1('4'), json!({ "level": "full" })),
    )
    .json();
    assert_eq!(full["status"], "mistake");
    assert_eq!(full["mistakes"][0]["cell"], "r1c1");
    assert_eq!(full["mistakes"][0]["kind"], "wrong-entry");
    assert_eq!(full["mistakes"][0]["solution"], 5);
    let technique = post(
        &app,
        "/api/hint",
        &position(&r1c1('4'), json!({ "level": "technique" })),
    )
    .json();
    assert_eq!(technique["mistakes"][0]["cell"], "r1c1");
    assert!(technique["mistakes"][0].get("solution").is_none());
    let nudge = post(
        &app,
        "/api/hint",
        &position(&r1c1('4'), json!({ "level": "nudge" })),
    )
    .json();
    assert_eq!(nudge["mistakes"][0]["house"], "box 1");
    assert!(nudge["mistakes"][0].get("cell").is_none());
}

#[test]
fn hint_reads_marks_and_finds_a_removed_candidate() {
    let app = app(5000);
    // Every candidate in every empty cell, except r1c1's 5, which the solution needs.
    let marks: Vec<Value> = PUZZLE
        .chars()
        .enumerate()
        .map(|(i, c)| match (i, c) {
            (0, _) => json!([1, 2, 3, 4, 6]),
            (_, '.') => json!([1, 2, 3, 4, 5, 6, 7, 8, 9]),
            _ => json!([]),
        })
        .collect();
    let answer = post(
        &app,
        "/api/hint",
        &position(PUZZLE, json!({ "marks": marks, "level": "full" })),
    )
    .json();
    assert_eq!(answer["status"], "mistake", "{answer}");
    assert_eq!(answer["mistakes"][0]["kind"], "missing-candidate");
    assert_eq!(answer["mistakes"][0]["digit"], 5);
}

#[test]
fn hint_gives_up_within_its_budget_and_names_a_bad_level() {
    let answer = post(&app(0), "/api/hint", &position(PUZZLE, json!({}))).json();
    assert_eq!(answer["status"], "gave-up");
    assert_eq!(answer["reason"], "gave up after 0 s");
    for level in [json!("hard"), json!(1), json!(["full"])] {
        let answer = post(
            &app(2000),
            "/api/hint",
            &position(PUZZLE, json!({ "level": level })),
        );
        assert_eq!(answer.status, StatusCode::BAD_REQUEST, "{level}");
        assert_eq!(answer.field(), "level");
    }
    let solved = post(
        &app(2000),
        "/api/hint",
        &json!({ "puzzle": PUZZLE, "sheet": SOLUTION }).to_string(),
    )
    .json();
    assert_eq!(solved["status"], "solved");
}

#[test]
fn check_tells_mistakes_clashes_and_progress_apart() {
    let app = app(2000);
    let check = |body: String| post(&app, "/api/check", &body).json();
    assert_eq!(
        check(position(PUZZLE, json!({}))),
        json!({"status": "correct-so-far", "mistakes": [], "violations": []})
    );
    // Without a sheet, the givens are the sheet.
    let unplayed = check(json!({ "puzzle": PUZZLE }).to_string());
    assert_eq!(unplayed["status"], "correct-so-far");
    assert_eq!(
        check(position(&r1c1('5'), json!({})))["status"],
        "correct-so-far"
    );
    let wrong = check(position(&r1c1('4'), json!({})));
    assert_eq!(wrong["status"], "mistakes");
    assert_eq!(wrong["mistakes"][0]["cell"], "r1c1");
    assert_eq!(wrong["mistakes"][0]["entered"], 4);
    // A check says where, not what the solution has there.
    assert!(wrong["mistakes"][0].get("solution").is_none(), "{wrong}");
    assert_eq!(check(position(SOLUTION, json!({})))["status"], "solved");
    let clash = format!("55{}", ".".repeat(79));
    let clashing = check(json!({ "puzzle": clash, "sheet": clash }).to_string());
    assert_eq!(clashing["status"], "clashes");
    assert_eq!(clashing["violations"][0]["cells"], json!(["r1c1", "r1c2"]));
    let empty = ".".repeat(81);
    let several = check(json!({ "puzzle": empty, "sheet": empty }).to_string());
    assert_eq!(several["status"], "multiple");
    let unsolvable = format!("123......456......78.........9{}", ".".repeat(51));
    let none = check(json!({ "puzzle": unsolvable, "sheet": unsolvable }).to_string());
    assert_eq!(none["status"], "no-solution");
}

#[test]
fn check_explains_each_mistake_when_asked() {
    let app = app(2000);
    let check = |extra: Value| post(&app, "/api/check", &position(&r1c1('1'), extra));
    // Not asked: no reason, and nothing of the solution.
    let plain = check(json!({})).json();
    assert!(plain["mistakes"][0].get("why").is_none(), "{plain}");
    // Asked: r1c1 = 1 refuted by singles from the givens, in the record's shape.
    let explained = check(json!({ "explain": true })).json();
    let why = &explained["mistakes"][0]["why"];
    assert_eq!(why["kind"], "refuted", "{explained}");
    assert_eq!(
        why["suppose"],
        json!({"cell": "r1c1", "digit": 1, "holds": true})
    );
    assert_eq!(why["text"][0], "If r1c1 were 1:");
    assert_eq!(
        why["text"].as_array().unwrap().last().unwrap(),
        "so r1c1 cannot be 1."
    );
    assert!(!why["steps"].as_array().unwrap().is_empty());
    // An entry a given already holds in its row is seen, not argued.
    let seen = post(
        &app,
        "/api/check",
        &position(&r1c1('9'), json!({ "explain": true })),
    )
    .json();
    assert_eq!(seen["mistakes"][0]["why"]["kind"], "seen", "{seen}");
    assert_eq!(seen["mistakes"][0]["why"]["other"], "r1c3");
    // Explaining needs the entries judged; a flag that is not a boolean is named.
    for (extra, field) in [
        (json!({ "explain": true, "solution": false }), "explain"),
        (json!({ "explain": "yes" }), "explain"),
    ] {
        let answer = check(extra);
        assert_eq!(answer.status, StatusCode::BAD_REQUEST);
        assert_eq!(answer.field(), field);
    }
}

#[test]
fn candidates_are_what_the_rules_allow_on_any_board() {
    let app = app(2000);
    let marks = post(
        &app,
        "/api/candidates",
        &json!({ "puzzle": PUZZLE }).to_string(),
    )
    .json();
    let marks = marks["candidates"].as_array().expect("a list");
    assert_eq!(marks.len(), 81);
    assert_eq!(marks[0], json!([1, 3, 5, 6]));
    assert_eq!(marks[2], json!([]), "a given has none");
    // A killer's one-cell cage keeps its sum.
    let killer = json!({
        "size": 4,
        "givens": ".".repeat(16),
        "constraints": [{"type": "killer", "cells": ["r1c1"], "sum": 3}],
    });
    let marks = post(
        &app,
        "/api/candidates",
        &json!({ "puzzle": killer }).to_string(),
    )
    .json();
    assert_eq!(marks["candidates"][0], json!([3]));
    let short = post(
        &app,
        "/api/candidates",
        &json!({ "puzzle": PUZZLE, "sheet": &PUZZLE[1..] }).to_string(),
    );
    assert_eq!(short.status, StatusCode::BAD_REQUEST);
    assert_eq!(short.field(), "sheet");
}

#[test]
fn position_routes_name_their_missing_fields() {
    let app = app(2000);
    // The sheet is the givens when absent; the cell to reveal is required.
    let answer = post(
        &app,
        "/api/solution-cell",
        &json!({ "puzzle": PUZZLE }).to_string(),
    );
    assert_eq!(answer.status, StatusCode::BAD_REQUEST);
    assert_eq!(answer.field(), "cell");
    for route in ["/api/check", "/api/solution-cell"] {
        let answer = post(&app, route, &json!({ "sheet": PUZZLE }).to_string());
        assert_eq!(answer.field(), "puzzle", "{route}");
        let answer = post(
            &app,
            route,
            &json!({ "puzzle": PUZZLE, "sheet": &PUZZLE[1..] }).to_string(),
        );
        assert_eq!(answer.field(), "sheet", "{route}");
        assert!(answer.error().contains("80"), "{}", answer.error());
    }
}

/// The statuses a response branch of `path` allows: its `const`, its `enum`, or the
/// `status` of the record it refers to.
fn branch_statuses(doc: &Value, path: &str) -> Vec<Vec<String>> {
    let schema =
        &doc["paths"][path]["post"]["responses"]["200"]["content"]["application/json"]["schema"];
    let status_of = |branch: &Value| -> Vec<String> {
        let resolved = match branch["$ref"].as_str() {
            Some(r) => &doc["components"]["schemas"][r.rsplit('/').next().unwrap()],
            None => branch,
        };
        let parts: Vec<&Value> = match resolved["allOf"].as_array() {
            Some(all) => all.iter().collect(),
            None => vec![resolved],
        };
        let mut statuses = Vec::new();
        for part in parts {
            let status = &part["properties"]["status"];
            if let Some(c) = status["const"].as_str() {
                statuses.push(c.to_owned());
            }
            for e in status["enum"].as_array().into_iter().flatten() {
                statuses.push(e.as_str().unwrap().to_owned());
            }
        }
        statuses
    };
    schema["oneOf"]
        .as_array()
        .unwrap()
        .iter()
        .map(status_of)
        .collect()
}

#[test]
fn a_success_and_a_gave_up_answer_match_one_schema_branch_each() {
    // Regression: the "gave up" branches allowed any status, so a success body matched
    // both branches of a oneOf.
    let doc: Value = serde_json::from_str(shudu_serve::openapi_document()).unwrap();
    for path in ["/api/generate", "/api/rate", "/api/variant/rate"] {
        let branches = branch_statuses(&doc, path);
        assert_eq!(branches.len(), 2, "{path}");
        assert!(
            branches.iter().all(|b| !b.is_empty()),
            "{path}: {branches:?}"
        );
        assert!(
            branches[0].iter().all(|s| !branches[1].contains(s)),
            "{path}: {branches:?}"
        );
    }
    // Live answers fall in their branch.
    let generate = branch_statuses(&doc, "/api/generate");
    let gave_up = post(&app(0), "/api/generate", &json!({ "seed": 5 }).to_string()).json();
    assert!(generate[1].contains(&gave_up["status"].as_str().unwrap().to_owned()));
    let rate = branch_statuses(&doc, "/api/rate");
    let app = app(5000);
    let empty = ".".repeat(81);
    let multiple = post(&app, "/api/rate", &json!({ "puzzle": empty }).to_string()).json();
    assert!(rate[1].contains(&multiple["status"].as_str().unwrap().to_owned()));
    let rated = post(&app, "/api/rate", &json!({ "puzzle": PUZZLE }).to_string()).json();
    assert!(rate[0].contains(&rated["status"].as_str().unwrap().to_owned()));
}

#[test]
fn daily_answers_the_days_puzzle_the_same_every_time() {
    let app = app(5000);
    let ask = |body: serde_json::Value| post(&app, "/api/daily", &body.to_string());
    let first = ask(json!({ "date": "2026-11-28", "level": "hard" }));
    assert_eq!(first.status, StatusCode::OK, "{}", first.error());
    let record = first.json();
    assert_eq!(record["status"], "generated");
    assert_eq!(record["date"], "2026-11-28");
    assert_eq!(record["level"], "hard");
    assert_eq!(record["rating"]["level"], "hard");
    assert_eq!(record["board"]["classic"], true);
    // The same puzzle as the library's, on any machine.
    let day: shudu::generate::Day = "2026-11-28".parse().unwrap();
    let made = shudu::generate::daily(day, shudu::logic::Level::Hard).unwrap();
    assert_eq!(record["puzzle"], made.made.puzzle.to_line());
    assert_eq!(
        ask(json!({ "date": "2026-11-28", "level": "hard" })).json(),
        record
    );
    for (body, field) in [
        (json!({ "date": "2026-02-30", "level": "hard" }), "date"),
        (json!({ "date": "28/11/2026", "level": "hard" }), "date"),
        (json!({ "level": "hard" }), "date"),
        (
            json!({ "date": "2026-11-28", "level": "diabolical" }),
            "level",
        ),
        (json!({ "date": "2026-11-28" }), "level"),
    ] {
        let refused = ask(body.clone());
        assert_eq!(refused.status, StatusCode::BAD_REQUEST, "{body}");
        assert_eq!(refused.field(), field, "{body}");
    }
}

#[test]
fn a_drill_is_served_and_graded() {
    let app = app(20_000);
    let drill = post(
        &app,
        "/api/drill",
        &json!({ "technique": "X翼", "seed": 3 }).to_string(),
    )
    .json();
    assert_eq!(drill["status"], "drill", "{drill}");
    assert_eq!(drill["technique"], "X-Wing");
    assert_eq!(drill["step"]["technique"], "X-Wing");
    let (puzzle, sheet, marks) = (&drill["puzzle"], &drill["sheet"], &drill["marks"]);
    // The same seed, the same drill.
    let again = post(
        &app,
        "/api/drill",
        &json!({ "technique": "x-wing", "seed": 3 }).to_string(),
    )
    .json();
    assert_eq!(again["sheet"], *sheet);
    // Doing nothing is wrong; doing the step's eliminations is right.
    let grade = |now: &Value| {
        post(
            &app,
            "/api/drill-grade",
            &json!({ "puzzle": puzzle, "technique": "x-wing", "start_sheet": sheet,
                     "start_marks": marks, "sheet": sheet, "marks": now })
            .to_string(),
        )
        .json()
    };
    assert_eq!(grade(marks)["verdict"], "wrong");
    let mut done = marks.clone();
    for e in drill["step"]["eliminations"].as_array().unwrap() {
        let cell = e["cell"].as_str().unwrap().as_bytes();
        let i = usize::from(cell[1] - b'1') * 9 + usize::from(cell[3] - b'1');
        let list = done[i].as_array_mut().unwrap();
        list.retain(|d| d != &e["digit"]);
    }
    let right = grade(&done);
    assert_eq!(right["verdict"], "right", "{right}");
    assert_eq!(right["text"][0], "Right: that is the X-Wing.");
    // An unknown technique is named.
    let unknown = post(
        &app,
        "/api/drill",
        &json!({ "technique": "telepathy" }).to_string(),
    );
    assert_eq!(unknown.status, StatusCode::BAD_REQUEST);
    assert_eq!(unknown.field(), "technique");
}

#[test]
fn true_candidates_and_the_setter_answer_on_any_board() {
    let app = app(2000);
    let four = json!({ "size": 4, "givens": "..3.3......1.1.." });
    let found = post(
        &app,
        "/api/true-candidates",
        &json!({ "puzzle": four }).to_string(),
    )
    .json();
    assert_eq!(found["status"], "multiple");
    assert_eq!(found["candidates"][1], json!([2, 4]));
    assert_eq!(found["undecided"], json!([]));
    assert!(
        found["text"]
            .as_str()
            .unwrap()
            .starts_with("several solutions: 8 cells")
    );
    let unique = post(
        &app,
        "/api/true-candidates",
        &json!({ "puzzle": PUZZLE }).to_string(),
    )
    .json();
    assert_eq!(unique["status"], "unique");
    let setter = post(&app, "/api/setter", &json!({ "puzzle": four }).to_string()).json();
    assert_eq!(setter["status"], "multiple");
    assert_eq!(setter["solutions"], 4);
    assert_eq!(
        setter["additions"],
        json!([{"cell": "r2c4", "digit": 2}, {"cell": "r4c3", "digit": 2}])
    );
    let bad = post(&app, "/api/setter", &json!({ "puzzle": "12" }).to_string());
    assert_eq!(bad.status, StatusCode::BAD_REQUEST);
    assert_eq!(bad.field(), "puzzle");
}
