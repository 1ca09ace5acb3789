//! The variant routes through the whole router: generated puzzles of each kind the page
//! offers, their board records, checks naming the rule broken in the library's words,
//! hints and ratings where the logic engine serves the rules (and its reason where not),
//! and bad input named by field.

mod support;

use axum::http::StatusCode;
use serde_json::{Value, json};
use support::*;

/// A SudokuPad link of a 6×6 anti-king puzzle, as an earlier generator made it for
/// `shudu generate --size 6 --variant anti-king --seed 1 --to sudokupad-link`: a link a
/// user saved keeps working.
const LINK: &str = "https://sudokupad.app/fpuzzlesN4IgzglgXgpiBcA2ANCA5gJwgEwQbT1ADcBDAGwFc54AWVNCImAOwQBcMqBfZYHv3vyEBdZISGDJA4uSoIArPUYt2nGF1HipE6RrG7tvEKUrUATEqat4HboM0GZphHXTLrt9UZNz4ARksVGzUdPS0nXwBmQI8Qw2ljWWoUNytVbmFREBJmNggAawhmNHT1IA";

fn generate(app: &axum::Router, body: Value) -> Value {
    let answer = post(app, "/api/variant/generate", &body.to_string());
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.error());
    let record = answer.json();
    assert_eq!(record["status"], "generated", "{record}");
    record
}

/// A puzzle of each form the routes of every board take: a link, a variant's JSON object
/// (an X puzzle made here) and a classic line.
fn one_of_each_board(app: &axum::Router) -> [Value; 3] {
    let x = generate(app, json!({ "variant": ["x"], "seed": 7 }));
    [json!(LINK), x["board"]["puzzle"].clone(), json!(HARD)]
}

fn solve(app: &axum::Router, puzzle: &Value) -> Value {
    post(
        app,
        "/api/variant/solve",
        &json!({ "puzzle": puzzle }).to_string(),
    )
    .json()
}

#[test]
fn an_x_puzzle_is_repeatable_by_seed_and_solves_to_its_solution() {
    let app = app(20_000);
    let body = json!({ "variant": ["x"], "seed": 7 });
    let first = generate(&app, body.clone());
    assert_eq!(first, generate(&app, body));
    let board = &first["board"];
    assert_eq!(board["size"], 9);
    assert_eq!(board["extras"], json!(["diagonal-main", "diagonal-anti"]));
    let names: Vec<&str> = board["houses"]
        .as_array()
        .unwrap()
        .iter()
        .map(|h| h["name"].as_str().unwrap())
        .collect();
    assert!(names.contains(&"the main diagonal") && names.contains(&"the anti-diagonal"));
    assert_eq!(
        board["rule_texts"],
        json!(["Diagonals: each marked diagonal holds every digit once"])
    );
    assert_eq!(board["hints"]["available"], true);
    let solved = solve(&app, &board["puzzle"]);
    assert_eq!(solved["status"], "solved");
    assert_eq!(solved["solution"], first["solution"]);
    // The board's puzzle field is sent back as text too.
    let again = solve(&app, &json!(board["puzzle"].to_string()));
    assert_eq!(again["solution"], first["solution"]);
}

#[test]
fn a_killer_puzzle_has_cages_whose_sums_add_up_to_the_board() {
    let app = app(60_000);
    let record = generate(&app, json!({ "variant": "killer", "seed": 3 }));
    let board = &record["board"];
    assert_eq!(board["givens"], ".".repeat(81));
    let cages: Vec<&Value> = board["markings"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|m| m["type"] == "cage")
        .collect();
    let total: u64 = cages.iter().map(|c| c["sum"].as_u64().unwrap()).sum();
    let cells: usize = cages
        .iter()
        .map(|c| c["cells"].as_array().unwrap().len())
        .sum();
    assert_eq!((total, cells), (405, 81));
    assert!(!board["groups"].as_array().unwrap().is_empty());
    // The logic engine knows cages: a hint explains the first step.
    assert_eq!(board["hints"]["available"], true);
    let hint = post(
        &app,
        "/api/variant/hint",
        &json!({ "puzzle": board["puzzle"] }).to_string(),
    )
    .json();
    assert_eq!(hint["status"], "hint", "{hint}");
}

#[test]
fn other_sizes_get_hints_and_ratings_on_shudus_own_scale() {
    let app = app(20_000);
    let record = generate(&app, json!({ "size": 6, "seed": 2 }));
    let board = &record["board"];
    assert_eq!(board["hints"]["available"], true, "{board}");
    let puzzle = &board["puzzle"];
    let at = |level: &str, sheet: &Value| {
        let mut body = json!({ "puzzle": puzzle, "level": level });
        if !sheet.is_null() {
            body["sheet"] = sheet.clone();
        }
        post(&app, "/api/variant/hint", &body.to_string()).json()
    };
    // The three levels, as on 9×9: where to look, the technique, the whole step.
    let nudge = at("nudge", &Value::Null);
    assert_eq!(nudge["status"], "hint", "{nudge}");
    assert!(
        nudge["nudge"].as_str().unwrap().starts_with("look at "),
        "{nudge}"
    );
    assert!(nudge.get("technique").is_none() && nudge.get("scale").is_none());
    let technique = at("technique", &Value::Null);
    assert!(technique["technique"].is_string() && technique["rating"].is_number());
    assert!(technique.get("text").is_none(), "{technique}");
    assert!(technique["scale"].as_str().unwrap().contains("shudu's own"));
    let full = at("full", &Value::Null);
    assert_eq!(full["nudge"], nudge["nudge"]);
    assert_eq!(full["technique"], technique["technique"]);
    let placed = full["placements"][0]["cell"].as_str();
    let removed = full["eliminations"][0]["cell"].as_str();
    assert!(
        placed.or(removed).is_some_and(|c| c.starts_with('r')),
        "{full}"
    );
    assert!(full["text"].as_str().unwrap().len() > 20, "{full}");
    // The step is true of the solution: a placed digit is the solution's.
    let solution = record["solution"].as_str().unwrap();
    if let Some(cell) = placed {
        let (r, c) = cell[1..].split_once('c').unwrap();
        let index = (r.parse::<usize>().unwrap() - 1) * 6 + c.parse::<usize>().unwrap() - 1;
        let digit = full["placements"][0]["digit"].as_u64().unwrap();
        assert_eq!(u64::from(solution.as_bytes()[index] - b'0'), digit);
    }
    // A wrong entry comes first; the solution as the sheet is solved.
    let mut wrong: Vec<u8> = board["givens"].as_str().unwrap().bytes().collect();
    let empty = wrong.iter().position(|&b| b == b'.').unwrap();
    let right = solution.as_bytes()[empty];
    wrong[empty] = if right == b'1' { b'2' } else { b'1' };
    let mistake = at("full", &json!(String::from_utf8(wrong).unwrap()));
    assert_eq!(mistake["status"], "mistake", "{mistake}");
    assert_eq!(at("full", &json!(solution))["status"], "solved");
    let rate = |puzzle: &Value| {
        post(
            &app,
            "/api/variant/rate",
            &json!({ "puzzle": puzzle }).to_string(),
        )
        .json()
    };
    let rated = rate(puzzle);
    assert_eq!(rated["status"], "rated", "{rated}");
    assert!(rated["er"].as_f64().unwrap() >= 1.0, "{rated}");
    assert_eq!(rated["scale"], technique["scale"]);
    // A 16×16 board: hints where its techniques reach, never a guess.
    let big = generate(&app, json!({ "size": 16, "seed": 1 }));
    assert_eq!(big["board"]["hints"]["available"], true);
    let step = post(
        &app,
        "/api/variant/hint",
        &json!({ "puzzle": big["board"]["puzzle"] }).to_string(),
    )
    .json();
    assert_eq!(step["status"], "hint", "{step}");
    let rated = rate(&big["board"]["puzzle"]);
    assert!(
        rated["status"] == "rated" || rated["status"] == "beyond",
        "{rated}"
    );
    if rated["status"] == "beyond" {
        assert!(
            rated["reason"].as_str().unwrap().contains("beyond"),
            "{rated}"
        );
    }
}

#[test]
fn a_killer_puzzle_gets_givens_rather_than_none_when_time_runs_short() {
    // Seed 1's first cages-alone rounds take longer than this budget.
    let app = app(300);
    let record = generate(&app, json!({ "variant": ["killer"], "seed": 1 }));
    let board = &record["board"];
    assert!(board["markings"].as_array().unwrap().len() >= 10);
    let solved = solve(&app, &board["puzzle"]);
    assert_eq!(solved["status"], "solved", "{solved}");
    assert_eq!(solved["solution"], record["solution"]);
}

#[test]
fn jigsaw_layouts_are_drawn_per_puzzle_on_other_sizes_with_odd_even_marks() {
    let app = app(20_000);
    let made = generate(
        &app,
        json!({ "size": 8, "variant": ["jigsaw", "odd-even"], "seed": 5 }),
    );
    assert_eq!(made["board"]["jigsaw"], true);
    let regions = made["board"]["regions"].as_array().unwrap();
    assert_eq!(regions.len(), 64);
    // Not the 2×4 boxes: a layout the library drew.
    let boxes: Vec<u64> = (0..64).map(|i| (i / 16 * 2 + i % 8 / 4) as u64).collect();
    let drawn: Vec<u64> = regions.iter().map(|r| r.as_u64().unwrap()).collect();
    assert_ne!(drawn, boxes);
    assert!(!made["board"]["markings"].as_array().unwrap().is_empty());
    assert_eq!(
        solve(&app, &made["board"]["puzzle"])["solution"],
        made["solution"]
    );
    let other = generate(
        &app,
        json!({ "size": 8, "variant": ["jigsaw", "odd-even"], "seed": 6 }),
    );
    assert_ne!(other["board"]["regions"], made["board"]["regions"]);
}

#[test]
fn sizes_jigsaw_and_odd_even_are_made_with_their_marks() {
    let app = app(20_000);
    let six = generate(&app, json!({ "size": 6, "seed": 1 }));
    assert_eq!(six["board"]["box"], json!([2, 3]));
    assert_eq!(
        six["board"]["symbols"],
        json!(["1", "2", "3", "4", "5", "6"])
    );
    let sixteen = generate(&app, json!({ "size": 16, "seed": 1 }));
    assert_eq!(sixteen["board"]["symbols"][15], "G");
    let jigsaw = generate(&app, json!({ "variant": ["jigsaw"], "seed": 2 }));
    assert_eq!(jigsaw["board"]["jigsaw"], true);
    let regions = jigsaw["board"]["regions"].as_array().unwrap();
    assert_eq!(regions.len(), 81);
    assert_eq!(
        solve(&app, &jigsaw["board"]["puzzle"])["solution"],
        jigsaw["solution"]
    );
    let parity = generate(&app, json!({ "variant": ["odd-even"], "seed": 2 }));
    let kinds: Vec<&str> = parity["board"]["markings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["type"].as_str().unwrap())
        .collect();
    assert_eq!(kinds, ["circles", "squares"]);
    let solution: Vec<u32> = parity["solution"]
        .as_str()
        .unwrap()
        .chars()
        .map(|c| c.to_digit(10).unwrap())
        .collect();
    for m in parity["board"]["markings"].as_array().unwrap() {
        for cell in m["cells"].as_array().unwrap() {
            let name = cell.as_str().unwrap();
            let (r, c) = name[1..].split_once('c').unwrap();
            let i = (r.parse::<usize>().unwrap() - 1) * 9 + c.parse::<usize>().unwrap() - 1;
            assert_eq!(solution[i] % 2 == 1, m["type"] == "circles", "{name}");
        }
    }
}

#[test]
fn thermo_puzzles_are_made_and_their_thermometers_rise_in_the_solution() {
    let app = app(20_000);
    let made = generate(&app, json!({ "variant": ["thermo"], "seed": 4 }));
    let solution: Vec<u32> = made["solution"]
        .as_str()
        .unwrap()
        .chars()
        .map(|c| c.to_digit(10).unwrap())
        .collect();
    let markings = made["board"]["markings"].as_array().unwrap();
    assert!(!markings.is_empty());
    for m in markings {
        assert_eq!(m["type"], "thermo");
        let digits: Vec<u32> = m["cells"]
            .as_array()
            .unwrap()
            .iter()
            .map(|cell| {
                let name = cell.as_str().unwrap();
                let (r, c) = name[1..].split_once('c').unwrap();
                solution[(r.parse::<usize>().unwrap() - 1) * 9 + c.parse::<usize>().unwrap() - 1]
            })
            .collect();
        assert!(digits.windows(2).all(|w| w[0] < w[1]), "{digits:?}");
    }
    assert_eq!(made["board"]["hints"]["available"], true);
    assert_eq!(
        solve(&app, &made["board"]["puzzle"])["solution"],
        made["solution"]
    );
}

#[test]
fn whispers_and_renban_puzzles_are_made_and_their_lines_hold_in_the_solution() {
    let app = app(20_000);
    for variant in ["whispers", "renban"] {
        let made = generate(&app, json!({ "variant": [variant], "seed": 4 }));
        let solution: Vec<u32> = made["solution"]
            .as_str()
            .unwrap()
            .chars()
            .map(|c| c.to_digit(10).unwrap())
            .collect();
        let markings = made["board"]["markings"].as_array().unwrap();
        assert!(!markings.is_empty());
        for m in markings {
            assert_eq!(m["type"], variant);
            let mut digits: Vec<u32> = m["cells"]
                .as_array()
                .unwrap()
                .iter()
                .map(|cell| {
                    let name = cell.as_str().unwrap();
                    let (r, c) = name[1..].split_once('c').unwrap();
                    solution
                        [(r.parse::<usize>().unwrap() - 1) * 9 + c.parse::<usize>().unwrap() - 1]
                })
                .collect();
            if variant == "whispers" {
                assert_eq!(m["difference"], 5);
                assert!(
                    digits.windows(2).all(|w| w[0].abs_diff(w[1]) >= 5),
                    "{digits:?}"
                );
            } else {
                digits.sort_unstable();
                assert!(digits.windows(2).all(|w| w[1] == w[0] + 1), "{digits:?}");
            }
        }
        assert_eq!(made["board"]["hints"]["available"], true);
        assert_eq!(
            solve(&app, &made["board"]["puzzle"])["solution"],
            made["solution"]
        );
    }
}

#[test]
fn sandwich_puzzles_are_made_and_their_sums_hold_in_the_solution() {
    let app = app(20_000);
    let made = generate(&app, json!({ "variant": ["sandwich"], "seed": 4 }));
    let solution: Vec<u32> = made["solution"]
        .as_str()
        .unwrap()
        .chars()
        .map(|c| c.to_digit(10).unwrap())
        .collect();
    let markings = made["board"]["markings"].as_array().unwrap();
    assert!(!markings.is_empty() && markings.len() < 18);
    for m in markings {
        assert_eq!(m["type"], "sandwich");
        let k = m["index"].as_u64().unwrap() as usize;
        let line: Vec<u32> = match m["line"].as_str().unwrap() {
            "row" => (0..9).map(|c| solution[k * 9 + c]).collect(),
            "column" => (0..9).map(|r| solution[r * 9 + k]).collect(),
            other => panic!("a row or a column, not {other}"),
        };
        assert_eq!(m["cells"].as_array().unwrap().len(), 9);
        let at = |d| line.iter().position(|&x| x == d).unwrap();
        let (a, b) = (at(1).min(at(9)), at(1).max(at(9)));
        assert_eq!(
            line[a + 1..b].iter().sum::<u32>(),
            m["sum"].as_u64().unwrap() as u32
        );
    }
    assert_eq!(made["board"]["hints"]["available"], true);
    assert_eq!(
        solve(&app, &made["board"]["puzzle"])["solution"],
        made["solution"]
    );
}

#[test]
fn little_killer_puzzles_are_made_and_their_sums_hold_in_the_solution() {
    let app = app(20_000);
    // 6×6: a 9×9 little killer takes minutes to make in a debug build.
    let made = generate(
        &app,
        json!({ "variant": ["little-killer"], "seed": 4, "size": 6 }),
    );
    let solution: Vec<u32> = made["solution"]
        .as_str()
        .unwrap()
        .chars()
        .map(|c| c.to_digit(10).unwrap())
        .collect();
    let markings = made["board"]["markings"].as_array().unwrap();
    assert!(!markings.is_empty());
    for m in markings {
        assert_eq!(m["type"], "little-killer");
        let total: u32 = m["cells"]
            .as_array()
            .unwrap()
            .iter()
            .map(|cell| {
                let (r, c) = cell.as_str().unwrap()[1..].split_once('c').unwrap();
                solution[(r.parse::<usize>().unwrap() - 1) * 6 + c.parse::<usize>().unwrap() - 1]
            })
            .sum();
        assert_eq!(total, m["sum"].as_u64().unwrap() as u32);
        let step = m["step"].as_array().unwrap();
        assert!(step.iter().all(|s| s.as_i64().unwrap().abs() == 1), "{m}");
    }
    assert_eq!(made["board"]["hints"]["available"], true);
    assert_eq!(
        solve(&app, &made["board"]["puzzle"])["solution"],
        made["solution"]
    );
}

#[test]
fn arrow_puzzles_are_made_and_their_lines_add_up_in_the_solution() {
    let app = app(20_000);
    let made = generate(&app, json!({ "variant": ["arrow"], "seed": 4 }));
    let solution: Vec<u32> = made["solution"]
        .as_str()
        .unwrap()
        .chars()
        .map(|c| c.to_digit(10).unwrap())
        .collect();
    let digit = |cell: &Value| {
        let (r, c) = cell.as_str().unwrap()[1..].split_once('c').unwrap();
        solution[(r.parse::<usize>().unwrap() - 1) * 9 + c.parse::<usize>().unwrap() - 1]
    };
    let markings = made["board"]["markings"].as_array().unwrap();
    assert!(!markings.is_empty());
    for m in markings {
        assert_eq!(m["type"], "arrow");
        let (bulb, line) = (m["bulb"].as_array().unwrap(), m["line"].as_array().unwrap());
        // `cells` holds both, the bulb first, as every marking lists its cells.
        let all: Vec<&Value> = bulb.iter().chain(line).collect();
        assert_eq!(
            m["cells"].as_array().unwrap().iter().collect::<Vec<_>>(),
            all
        );
        let sum: u32 = line.iter().map(digit).sum();
        // A pill reads as one number, its top or left cell first.
        let value = bulb.iter().fold(0, |v, cell| v * 10 + digit(cell));
        assert_eq!(sum, value, "{m}");
    }
    assert_eq!(made["board"]["hints"]["available"], true);
    assert_eq!(
        solve(&app, &made["board"]["puzzle"])["solution"],
        made["solution"]
    );
}

#[test]
fn a_sheet_is_checked_with_the_variants_rules_in_the_librarys_words() {
    let app = app(20_000);
    let record = generate(&app, json!({ "variant": ["anti-knight"], "seed": 5 }));
    let puzzle = &record["board"]["puzzle"];
    let givens: Vec<char> = record["board"]["givens"]
        .as_str()
        .unwrap()
        .chars()
        .collect();
    let solution: Vec<char> = record["solution"].as_str().unwrap().chars().collect();
    // The solution's digit of some open cell, put a knight's move away too.
    let (a, b) = (0..81)
        .flat_map(|a| [(a, a + 19), (a, a + 17), (a, a + 11), (a, a + 7)])
        .find(|&(a, b)| {
            let (ra, ca, rb, cb) = (a / 9, a % 9, b / 9, b % 9);
            b < 81
                && givens[a] == '.'
                && givens[b] == '.'
                && ra.abs_diff(rb) + ca.abs_diff(cb) == 3
                && ra != rb
                && ca != cb
        })
        .unwrap();
    let mut sheet = givens.clone();
    sheet[a] = solution[b];
    sheet[b] = solution[b];
    let sheet: String = sheet.into_iter().collect();
    let answer = post(
        &app,
        "/api/variant/check",
        &json!({ "puzzle": puzzle, "sheet": sheet }).to_string(),
    )
    .json();
    assert_eq!(answer["status"], "clashes", "{answer}");
    let broken = &answer["violations"].as_array().unwrap();
    let knight = broken
        .iter()
        .find(|v| v["rule"] == "anti-knight")
        .expect("the knight's move is named");
    assert!(
        knight["message"]
            .as_str()
            .unwrap()
            .contains("are a knight's move apart and both hold"),
        "{knight}"
    );
    // The solution is correct and complete; one wrong entry is a mistake, by cell.
    let full = post(
        &app,
        "/api/variant/check",
        &json!({ "puzzle": puzzle, "sheet": record["solution"], "solution": true }).to_string(),
    )
    .json();
    assert_eq!(full["status"], "solved");
    let open = givens.iter().position(|&c| c == '.').unwrap();
    let mut wrong = givens.clone();
    wrong[open] = if solution[open] == '1' { '2' } else { '1' };
    let wrong: String = wrong.into_iter().collect();
    let answer = post(
        &app,
        "/api/variant/check",
        &json!({ "puzzle": puzzle, "sheet": wrong, "solution": true }).to_string(),
    )
    .json();
    assert!(
        answer["status"] == "mistakes" || answer["status"] == "clashes",
        "{answer}"
    );
}

#[test]
fn hints_and_ratings_on_a_nine_by_nine_variant() {
    let app = app(20_000);
    let record = generate(&app, json!({ "variant": ["windoku"], "seed": 4 }));
    let puzzle = &record["board"]["puzzle"];
    let hint = post(
        &app,
        "/api/variant/hint",
        &json!({ "puzzle": puzzle }).to_string(),
    )
    .json();
    assert_eq!(hint["status"], "hint", "{hint}");
    assert!(hint["technique"].is_string() && hint["text"].is_string());
    // Cut to the level asked for, as the classic hint is.
    let at = |level: &str| {
        post(
            &app,
            "/api/variant/hint",
            &json!({ "puzzle": puzzle, "level": level }).to_string(),
        )
        .json()
    };
    let nudge = at("nudge");
    assert!(
        nudge["nudge"].as_str().unwrap().starts_with("look at"),
        "{nudge}"
    );
    assert!(nudge.get("technique").is_none() && nudge.get("text").is_none());
    let technique = at("technique");
    assert_eq!(technique["technique"], hint["technique"]);
    assert_eq!(technique["rating"], hint["rating"]);
    assert!(technique.get("text").is_none() && technique.get("placements").is_none());
    assert_eq!(at("full")["nudge"], nudge["nudge"]);
    let bad = post(
        &app,
        "/api/variant/hint",
        &json!({ "puzzle": puzzle, "level": "all" }).to_string(),
    );
    assert_eq!(bad.status, StatusCode::BAD_REQUEST);
    assert_eq!(bad.field(), json!("level"));
    let rated = post(
        &app,
        "/api/variant/rate",
        &json!({ "puzzle": puzzle }).to_string(),
    )
    .json();
    assert!(
        rated["status"] == "rated" || rated["status"] == "gave-up",
        "{rated}"
    );
    // The solution as the sheet: solved.
    let done = post(
        &app,
        "/api/variant/hint",
        &json!({ "puzzle": puzzle, "sheet": record["solution"] }).to_string(),
    )
    .json();
    assert_eq!(done["status"], "solved", "{done}");
}

#[test]
fn a_sudokupad_link_reads_as_its_puzzle() {
    let app = app(20_000);
    let answer = post(
        &app,
        "/api/variant/check-puzzle",
        &json!({ "puzzle": LINK }).to_string(),
    )
    .json();
    assert_eq!(answer["status"], "proper", "{answer}");
    assert_eq!(answer["board"]["size"], 6);
    assert_eq!(answer["board"]["constraints"], json!(["anti-king"]));
}

#[test]
fn bad_input_is_named_by_field() {
    let app = app(20_000);
    let cases = [
        ("/api/variant/generate", json!({ "size": 5 }), "size"),
        ("/api/variant/generate", json!({ "size": 25 }), "size"),
        (
            "/api/variant/generate",
            json!({ "variant": ["palindrome"] }),
            "variant",
        ),
        (
            "/api/variant/generate",
            json!({ "variant": [3] }),
            "variant[0]",
        ),
        (
            "/api/variant/generate",
            json!({ "size": 12, "variant": "killer" }),
            "variant",
        ),
        (
            "/api/variant/generate",
            json!({ "size": 16, "variant": "jigsaw" }),
            "variant",
        ),
        (
            "/api/variant/solve",
            json!({ "puzzle": "{\"size\": 7}" }),
            "puzzle",
        ),
        ("/api/variant/solve", json!({ "puzzle": 12 }), "puzzle"),
        ("/api/variant/solve", json!({}), "puzzle"),
        (
            "/api/variant/check",
            json!({ "puzzle": ".".repeat(16), "sheet": "123" }),
            "sheet",
        ),
        (
            "/api/variant/check",
            json!({ "puzzle": ".".repeat(16), "sheet": format!("5{}", ".".repeat(15)) }),
            "sheet",
        ),
        (
            "/api/variant/check",
            json!({ "puzzle": format!("1{}", ".".repeat(15)), "sheet": format!("2{}", ".".repeat(15)) }),
            "sheet",
        ),
        (
            "/api/variant/check",
            json!({ "puzzle": ".".repeat(16), "solution": "yes" }),
            "solution",
        ),
    ];
    for (route, body, field) in cases {
        let answer = post(&app, route, &body.to_string());
        assert_eq!(answer.status, StatusCode::BAD_REQUEST, "{route} {body}");
        assert_eq!(
            answer.field(),
            json!(field),
            "{route} {body}: {}",
            answer.error()
        );
    }
    // Rules with no solution on the board asked for: 422 naming the rules.
    let answer = post(
        &app,
        "/api/variant/generate",
        &json!({ "size": 4, "variant": ["non-consecutive", "anti-king"] }).to_string(),
    );
    assert_eq!(
        answer.status,
        StatusCode::UNPROCESSABLE_ENTITY,
        "{}",
        answer.error()
    );
    assert_eq!(answer.field(), json!("variant"));
}

#[test]
fn a_killer_hint_reads_the_marks_so_applying_it_moves_the_player_on() {
    // Regression: the hint was read from the digits alone, so after Apply removed a
    // candidate from the marks the same step came back, and a cages-only killer could
    // not be played by hints.
    let app = app(20_000);
    let record = generate(&app, json!({ "variant": ["killer"], "seed": 1 }));
    let puzzle = &record["board"]["puzzle"];
    let hint = |marks: &Value| {
        post(
            &app,
            "/api/variant/hint",
            &json!({ "puzzle": puzzle, "marks": marks }).to_string(),
        )
        .json()
    };
    let mut marks: Vec<Vec<u64>> = vec![(1..=9).collect(); 81];
    let mut seen = Vec::new();
    for _ in 0..6 {
        let found = hint(&json!(marks));
        assert_eq!(found["status"], "hint", "{found}");
        let eliminations = found["eliminations"].as_array().unwrap().clone();
        if eliminations.is_empty() {
            break;
        }
        let text = found["text"].as_str().unwrap().to_owned();
        assert!(!seen.contains(&text), "the same step again: {text}");
        seen.push(text);
        for e in eliminations {
            let cell = e["cell"].as_str().unwrap();
            let (r, c) = cell[1..].split_once('c').unwrap();
            let index = (r.parse::<usize>().unwrap() - 1) * 9 + c.parse::<usize>().unwrap() - 1;
            let digit = e["digit"].as_u64().unwrap();
            marks[index].retain(|&d| d != digit);
        }
    }
    assert!(seen.len() >= 2, "{seen:?}");
    // Marks of the wrong length are named by field.
    let bad = post(
        &app,
        "/api/variant/hint",
        &json!({ "puzzle": puzzle, "marks": [[1]] }).to_string(),
    );
    assert_eq!(bad.status, StatusCode::BAD_REQUEST);
    assert_eq!(bad.field(), json!("marks"));
}

#[test]
fn solve_and_rate_are_one_route_each_for_every_board() {
    // The variant paths are the same routes under their former names, and the one route
    // takes a link, a variant's JSON object and a classic line alike.
    let app = app(20_000);
    for puzzle in one_of_each_board(&app) {
        for verb in ["solve", "rate"] {
            let body = json!({ "puzzle": puzzle }).to_string();
            let one = post(&app, &format!("/api/{verb}"), &body).json();
            let former = post(&app, &format!("/api/variant/{verb}"), &body).json();
            assert_eq!(one, former, "{verb} {puzzle}");
            let done = if verb == "solve" { "solved" } else { "rated" };
            assert_eq!(one["status"], done, "{verb} {puzzle}: {one}");
        }
    }
    let on_six = post(&app, "/api/solve", &json!({ "puzzle": LINK }).to_string()).json();
    assert_eq!(on_six["solution"].as_str().unwrap().len(), 36);
    // The paths under their former names are marked so in the API's document.
    let doc: Value = serde_json::from_str(shudu_serve::openapi_document()).unwrap();
    for path in ["/api/variant/solve", "/api/variant/rate"] {
        assert_eq!(doc["paths"][path]["post"]["deprecated"], true, "{path}");
    }
}

#[test]
fn explain_and_solution_cell_take_every_board() {
    let app = app(20_000);
    // `shudu generate --size 6 --count 1 --seed 5`.
    let six = ".1.23...6.......535..4.........4...1";
    let mut boards = one_of_each_board(&app).to_vec();
    boards.push(json!(six));
    for puzzle in boards {
        let body = json!({ "puzzle": puzzle }).to_string();
        let explained = post(&app, "/api/explain", &body).json();
        assert_eq!(explained["status"], "explained", "{explained}");
        assert_eq!(explained["end"], "solved");
        assert!(!explained["steps"].as_array().unwrap().is_empty());
        let rated = post(&app, "/api/rate", &body).json();
        assert_eq!(explained["rating"]["er"], rated["er"], "{puzzle}");
        assert_eq!(explained.get("scale"), rated.get("scale"), "{puzzle}");
        // Every cell revealed is the solution's.
        let solution = solve(&app, &puzzle)["solution"]
            .as_str()
            .unwrap()
            .to_owned();
        let body = json!({ "puzzle": puzzle, "cell": "r2c3" }).to_string();
        let revealed = post(&app, "/api/solution-cell", &body).json();
        let n = (solution.len() as f64).sqrt() as usize;
        let digit = solution.chars().nth(n + 2).unwrap().to_digit(36).unwrap();
        assert_eq!(
            revealed,
            json!({ "cell": "r2c3", "digit": digit }),
            "{puzzle}"
        );
    }
    let off = json!({ "puzzle": six, "cell": "r7c1" }).to_string();
    let answer = post(&app, "/api/solution-cell", &off);
    assert_eq!(answer.status, StatusCode::BAD_REQUEST);
    assert_eq!(answer.field(), "cell");
    assert!(answer.error().contains("6×6"), "{}", answer.error());
}

#[test]
fn checks_are_one_route_for_every_board() {
    // A typed-in puzzle and a player's sheet, on a classic, a 6×6 anti-king and an X
    // puzzle: one route each, the former paths the same routes, the sheet check the
    // library's record.
    let app = app(5000);
    for puzzle in one_of_each_board(&app) {
        let body = json!({ "puzzle": puzzle }).to_string();
        let counted = post(&app, "/api/count", &body).json();
        assert_eq!(counted["count"], 1, "{counted}");
        assert_eq!(counted["limit_reached"], false);
        let typed = post(&app, "/api/check-puzzle", &body).json();
        assert_eq!(typed, post(&app, "/api/variant/check-puzzle", &body).json());
        assert_eq!(typed["status"], "proper", "{typed}");
        assert!(typed["minimal"].is_boolean(), "{typed}");
        assert!(typed["board"]["size"].is_number());
        let text = match &puzzle {
            Value::String(s) => s.clone(),
            other => other.to_string(),
        };
        let read = shudu::variant::read_any_board(&text)
            .remove(0)
            .unwrap()
            .puzzle;
        let givens = read.values().to_vec();
        let solution = match read.solve() {
            shudu::variant::Outcome::Unique(s) => s,
            other => panic!("{other:?}"),
        };
        let open = givens.iter().position(|&v| v == 0).unwrap();
        let mut wrong = givens.clone();
        wrong[open] = if solution[open] == 1 { 2 } else { 1 };
        let line = shudu::variant::line_of(&wrong, shudu::variant::Symbols::Standard);
        let body = json!({ "puzzle": puzzle, "sheet": line, "solution": true }).to_string();
        let checked = post(&app, "/api/check", &body).json();
        assert_eq!(checked, post(&app, "/api/variant/check", &body).json());
        let expected = read.check_sheet(&wrong, None, true).unwrap();
        assert_eq!(checked, serde_json::to_value(&expected).unwrap());
        assert_eq!(checked["status"], "mistakes", "{checked}");
        assert_eq!(checked["mistakes"][0]["kind"], "wrong-entry");
        // Pencil marks that leave out the solution's digit of the open cell.
        let n = read.size();
        let marks: Vec<Vec<u8>> = (0..n * n)
            .map(|i| match givens[i] {
                0 => (1..=n as u8)
                    .filter(|&d| i != open || d != solution[i])
                    .collect(),
                _ => Vec::new(),
            })
            .collect();
        let body = json!({ "puzzle": puzzle, "marks": marks }).to_string();
        let checked = post(&app, "/api/check", &body).json();
        assert_eq!(checked["status"], "mistakes", "{checked}");
        assert_eq!(checked["mistakes"][0]["kind"], "missing-candidate");
        // Unjudged by default only under the former name.
        let body = json!({ "puzzle": puzzle }).to_string();
        assert_eq!(
            post(&app, "/api/check", &body).json()["status"],
            "correct-so-far"
        );
        assert_eq!(
            post(&app, "/api/variant/check", &body).json()["status"],
            "unchecked"
        );
    }
    // An empty 4×4 board has 288 solutions.
    let body = json!({ "puzzle": ".".repeat(16) }).to_string();
    assert_eq!(post(&app, "/api/count", &body).json()["count"], 288);
    let doc: Value = serde_json::from_str(shudu_serve::openapi_document()).unwrap();
    for path in ["/api/variant/check", "/api/variant/check-puzzle"] {
        assert_eq!(doc["paths"][path]["post"]["deprecated"], true, "{path}");
    }
}

#[test]
fn hint_is_one_route_for_every_board() {
    use shudu::hint::HintLevel;
    use shudu::logic::{Logic, Repertoire};
    // The classic engine's record for a classic puzzle, as the library's one hint door
    // gives it; the variant engine's for a variant; the former path the same route.
    let app = app(5000);
    for puzzle in one_of_each_board(&app) {
        for level in HintLevel::ALL {
            let body = json!({ "puzzle": puzzle, "level": level.name() }).to_string();
            let one = post(&app, "/api/hint", &body).json();
            assert_eq!(one, post(&app, "/api/variant/hint", &body).json());
            let text = match &puzzle {
                Value::String(s) => s.clone(),
                other => other.to_string(),
            };
            let read = shudu::variant::read_any_board(&text).remove(0).unwrap();
            let expected = read
                .puzzle
                .hint(
                    read.puzzle.values(),
                    None,
                    shudu::variant::Symbols::Standard,
                    level,
                    &Logic::new(Repertoire::Full),
                )
                .unwrap();
            // The library's record, with the technique's name in the request's language
            // (English here) where the record names one.
            let mut record = one.clone();
            if let Some(name) = record.as_object_mut().unwrap().remove("technique_name") {
                assert_eq!(name, record["technique"], "{puzzle} {level}");
            }
            assert_eq!(
                record,
                serde_json::to_value(&expected).unwrap(),
                "{puzzle} {level}"
            );
            assert_eq!(one["status"], "hint", "{one}");
        }
    }
    // A classic sheet's wrong entry is named as the classic engine names it.
    let wrong = format!("85{}", &HARD[2..]);
    let body = json!({ "puzzle": HARD, "sheet": wrong, "level": "technique" });
    let answer = post(&app, "/api/hint", &body.to_string()).json();
    assert_eq!(answer["status"], "mistake");
    assert_eq!(answer["mistakes"][0]["kind"], "wrong-entry");
}

#[test]
fn generate_is_one_route_for_every_board() {
    let app = app(20_000);
    for body in [
        json!({ "seed": 3 }),
        json!({ "seed": 3, "level": "easy" }),
        json!({ "seed": 3, "size": 6 }),
        json!({ "seed": 3, "variant": ["x"] }),
    ] {
        let made = post(&app, "/api/generate", &body.to_string()).json();
        assert_eq!(made["status"], "generated", "{body}: {made}");
        assert_eq!(
            made,
            post(&app, "/api/variant/generate", &body.to_string()).json()
        );
        // The line, the board to draw, and a solution that solves it.
        let board = &made["board"];
        assert_eq!(board["givens"], made["puzzle"], "{body}");
        let plain = body.get("size").is_none() && body.get("variant").is_none();
        assert_eq!(board["classic"], plain, "{body}");
        assert_eq!(
            made["rating"].is_object(),
            body.get("level").is_some(),
            "{made}"
        );
        let solved = solve(&app, &board["puzzle"]);
        assert_eq!(solved["solution"], made["solution"], "{body}");
    }
    // A level or clue count on other rules is named by its field.
    for (body, field) in [
        (json!({ "size": 6, "level": "easy" }), "level"),
        (json!({ "variant": "killer", "clues": 25 }), "clues"),
        (json!({ "clues": 18, "symmetry": "rot90" }), "clues"),
    ] {
        let answer = post(&app, "/api/generate", &body.to_string());
        assert_eq!(answer.status, StatusCode::BAD_REQUEST, "{body}");
        assert_eq!(answer.field(), field, "{body}");
    }
    let doc: Value = serde_json::from_str(shudu_serve::openapi_document()).unwrap();
    assert_eq!(
        doc["paths"]["/api/variant/generate"]["post"]["deprecated"],
        true
    );
}
