//! The page's words and the answers' language: `GET /api/words` in each language, chosen
//! by `lang` or by `Accept-Language`, a language shudu does not speak refused naming the
//! field, and the POST routes worded in the language `Accept-Language` asks for.

mod support;

use axum::body::Body;
use axum::http::{Method, Request, StatusCode, header};
use support::*;

/// `method` `path` with `Accept-Language: accept` (and a JSON body for a POST).
fn in_language(path: &str, accept: &str, body: Option<&str>) -> Answer {
    let method = if body.is_some() {
        Method::POST
    } else {
        Method::GET
    };
    let mut builder = Request::builder()
        .method(method)
        .uri(path)
        .header(header::ACCEPT_LANGUAGE, accept);
    if body.is_some() {
        builder = builder.header(header::CONTENT_TYPE, "application/json");
    }
    let request = builder
        .body(Body::from(body.unwrap_or("").to_owned()))
        .expect("a request");
    block_on(send(&app(2000), request))
}

#[test]
fn the_words_of_each_language_are_served() {
    let app = app(2000);
    for (query, lang, hint) in [
        ("en", "en", "Hint"),
        ("zh-Hans", "zh-Hans", "提示"),
        ("zh-Hant", "zh-Hant", "提示"),
        ("zh-TW", "zh-Hant", "提示"),
    ] {
        let answer = get(&app, &format!("/api/words?lang={query}"));
        assert_eq!(answer.status, StatusCode::OK, "{query}");
        let words = answer.json();
        assert_eq!(words["lang"], lang);
        assert_eq!(words["messages"]["page-hint"], hint);
        assert_eq!(words["languages"].as_array().unwrap().len(), 3);
    }
    let chinese = get(&app, "/api/words?lang=zh-Hant").json();
    assert_eq!(chinese["messages"]["page-undo"], "復原");
    assert_eq!(chinese["techniques"]["Naked Single"], "唯一餘數");
    assert_eq!(chinese["levels"]["hard"], "困難");
    // Placeholders are left for the page to fill.
    assert_eq!(
        chinese["messages"]["page-key-left"],
        "{$digit}，還剩 {$left} 個"
    );
}

#[test]
fn without_lang_the_accept_language_header_chooses() {
    let answer = in_language("/api/words", "fr, zh-HK;q=0.8, en;q=0.5", None);
    assert_eq!(answer.status, StatusCode::OK);
    assert_eq!(answer.json()["lang"], "zh-Hant");
    assert_eq!(answer.header(header::CONTENT_LANGUAGE), "zh-Hant");
    // A language shudu does not speak is a preference it cannot meet: English.
    assert_eq!(in_language("/api/words", "de", None).json()["lang"], "en");
}

#[test]
fn a_language_shudu_does_not_speak_is_refused_naming_the_field() {
    let app = app(2000);
    let answer = get(&app, "/api/words?lang=fr");
    assert_eq!(answer.status, StatusCode::BAD_REQUEST);
    assert_eq!(answer.field(), "lang");
    assert!(answer.error().contains("\"fr\""), "{}", answer.error());
    assert!(answer.error().contains("\"zh-Hant\""), "{}", answer.error());
    let answer = get(&app, "/api/words?language=en");
    assert_eq!(answer.status, StatusCode::BAD_REQUEST);
    assert_eq!(answer.field(), "language");
    // The server keeps serving.
    assert_eq!(get(&app, "/api/words?lang=en").status, StatusCode::OK);
}

#[test]
fn a_hint_answers_in_the_language_asked_for() {
    let body = format!(r#"{{"puzzle":"{PUZZLE}","level":"full"}}"#);
    let hint = in_language("/api/hint", "zh-Hans", Some(&body)).json();
    assert_eq!(hint["status"], "hint");
    // Keys, statuses and the record's technique stay English; the words do not.
    let technique = hint["technique"].as_str().unwrap();
    assert!(technique.is_ascii(), "{technique}");
    let name = hint["technique_name"].as_str().unwrap();
    assert!(!name.is_ascii(), "{name}");
    let text = hint["text"].as_str().unwrap();
    assert!(text.contains("必须是") || !text.is_ascii(), "{text}");
    let english = in_language("/api/hint", "en-GB", Some(&body)).json();
    assert_eq!(english["technique_name"], english["technique"]);
    assert!(english["text"].as_str().unwrap().is_ascii());
    // At the nudge the technique is not named, in any language.
    let nudge = format!(r#"{{"puzzle":"{PUZZLE}","level":"nudge"}}"#);
    let nudge = in_language("/api/hint", "zh-Hans", Some(&nudge)).json();
    assert!(nudge.get("technique_name").is_none(), "{nudge}");
}

#[test]
fn broken_rules_and_a_variants_rules_answer_in_the_language_asked_for() {
    let clash = format!(r#"{{"puzzle":"11{}"}}"#, ".".repeat(79));
    let judged = in_language("/api/check-puzzle", "zh-TW", Some(&clash)).json();
    assert_eq!(judged["status"], "invalid");
    assert_eq!(
        judged["violations"][0]["message"],
        "r1c1 和 r1c2 都是 1（第 1 橫列）"
    );
    assert_eq!(judged["violations"][0]["rule"], "row 1");
    let x = r#"{"size":9,"variant":["x"],"seed":7}"#;
    let made = in_language("/api/generate", "zh-CN", Some(x)).json();
    assert_eq!(made["status"], "generated");
    assert_eq!(
        made["board"]["rule_texts"][0],
        "对角线数独：每条标出的对角线上数字不重复"
    );
    assert_eq!(made["board"]["label"], "9×9（3×3 宫）、正对角线、反对角线");
    let made = in_language("/api/generate", "en", Some(x)).json();
    assert_eq!(
        made["board"]["label"],
        "9×9 (3×3 boxes), diagonal-main, diagonal-anti"
    );
}

/// The page's technique search: any name in any language or script, part of a name
/// included, finds a technique, worded in the language asked for; the name found is one
/// `POST /api/generate`'s `require` reads, and an unknown one is refused naming the field.
#[test]
fn techniques_are_searched_by_any_name_and_required_by_it() {
    let found = in_language("/api/techniques?search=X%E7%BF%BC", "zh-TW", None);
    assert_eq!(found.header(header::CONTENT_LANGUAGE), "zh-Hant");
    let answer = found.json();
    assert_eq!(answer["lang"], "zh-Hant");
    let techniques = answer["techniques"].as_array().unwrap();
    // The name itself first, then the names that contain it (带鳍X翼: a finned X-wing).
    assert_eq!(techniques.len(), 2, "{techniques:?}");
    assert_eq!(techniques[1]["name"], "Finned X-Wing");
    assert_eq!(techniques[0]["name"], "X-Wing");
    assert_eq!(techniques[0]["label"], "二階魚");
    let sword = in_language("/api/techniques?search=sword&lang=zh-Hans", "en", None).json();
    assert_eq!(sword["techniques"][0]["label"], "三阶鱼");
    let none = in_language("/api/techniques?search=telepathy", "en", None).json();
    assert_eq!(none["techniques"], serde_json::json!([]));
    let unknown = in_language("/api/techniques?find=x", "en", None);
    assert_eq!(unknown.status, StatusCode::BAD_REQUEST);
    assert_eq!(unknown.field(), "find");

    // A hidden pair, asked for by its Chinese name, is on the puzzle's path.
    let made = in_language(
        "/api/generate",
        "en",
        Some(r#"{"require": "隐性数对", "seed": 7}"#),
    );
    assert_eq!(made.status, StatusCode::OK);
    let record = made.json();
    assert_eq!(record["status"], "generated", "{record}");
    let puzzle = record["puzzle"].as_str().unwrap();
    let grid: shudu::Grid = puzzle.parse().unwrap();
    let path = shudu::logic::solve_path(&grid);
    assert!(
        path.steps
            .iter()
            .any(|s| s.technique == shudu::logic::Technique::HiddenPair),
        "{puzzle}"
    );
    let refused = in_language("/api/generate", "en", Some(r#"{"require": "telepathy"}"#));
    assert_eq!(refused.status, StatusCode::BAD_REQUEST);
    assert_eq!(refused.field(), "require");
    let on_x = in_language(
        "/api/generate",
        "en",
        Some(r#"{"require": "x-wing", "variant": ["x"]}"#),
    );
    assert_eq!(on_x.status, StatusCode::BAD_REQUEST);
    assert_eq!(on_x.field(), "require");
}

/// A text the reader cannot read is refused in the request's language, the reader's
/// reason included (the own-puzzle dialog shows it as it is).
#[test]
fn an_unreadable_puzzle_is_refused_in_the_language_asked_for() {
    let cases = [
        (
            r#"{"puzzle": "abc"}"#,
            "puzzle: 第 1 行：第 1 个字符 'a' 无法识别",
        ),
        (
            r#"{"puzzle": "1234"}"#,
            "puzzle: 第 1 行：应有 81 格，却有 4 格",
        ),
        (r#"{"puzzle": " "}"#, "puzzle: 没有找到谜题"),
    ];
    for (body, says) in cases {
        let refused = in_language("/api/check-puzzle", "zh-CN", Some(body));
        assert_eq!(refused.status, StatusCode::BAD_REQUEST, "{body}");
        assert_eq!(refused.error(), says, "{body}");
    }
}
