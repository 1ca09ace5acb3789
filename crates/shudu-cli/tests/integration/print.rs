//! `shudu print`: golden files — the PDFs and SVGs that a fixed input prints, committed
//! under `tests/print/` and compared byte for byte — well-formed SVG, pipes, and bad input
//! named by file and line with nothing written; books in Chinese, with the font they
//! embed, and the errors of a font that is missing or lacks a character.
//!
//! The Chinese golden PDFs embed a subset of Noto Sans CJK as Debian's `fonts-noto-cjk`
//! installs it (`scripts/print-tests` installs it): their tests fail, saying so, where it
//! is missing, and another version of the font prints other bytes (bless them anew).
//!
//! After an intended change to the pages, `SHUDU_BLESS=1 cargo test -p shudu-cli print`
//! rewrites the golden files; then `scripts/print-tests --bless` renders their pages anew
//! (look at them before committing).

use std::path::{Path, PathBuf};

use predicates::prelude::*;

use crate::support::{INKALA, shudu};

/// A file of `tests/print/`.
fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/print")
        .join(name)
}

/// Each golden PDF with the options that print it from `puzzles.txt`.
const GOLDEN_PDFS: [(&str, &[&str]); 3] = [
    ("book.pdf", &["--title", "Golden book", "--rating"]),
    (
        "worksheet.pdf",
        &[
            "--paper",
            "a5",
            "--per-page",
            "2",
            "--worksheet",
            "--answers",
            "none",
            "--title",
            "Worksheets",
        ],
    ),
    ("letter.pdf", &["--paper", "letter", "--per-page", "6"]),
];

/// Each golden PDF of variant puzzles: its name, its input under `tests/print/variants/`
/// (see the README there), and the options that print it.
const VARIANT_PDFS: [(&str, &str, &[&str]); 7] = [
    ("variant-4x4.pdf", "4x4.txt", &["--title", "Four by four"]),
    (
        "variant-6x6.pdf",
        "6x6.txt",
        &["--paper", "a5", "--per-page", "2"],
    ),
    ("variant-16x16.pdf", "16x16.txt", &["--per-page", "1"]),
    ("variant-25x25.pdf", "25x25.txt", &["--per-page", "1"]),
    ("variant-jigsaw.pdf", "jigsaw.json", &["--per-page", "2"]),
    ("variant-killer.pdf", "killer.json", &["--per-page", "1"]),
    (
        "variant-x-windoku.pdf",
        "x-windoku.json",
        &["--paper", "letter", "--per-page", "2"],
    ),
];

/// Each golden PDF in Chinese with its inputs under `tests/print/` and the options that
/// print it.
const CHINESE_PDFS: [(&str, &[&str], &[&str]); 3] = [
    (
        "zh-hans.pdf",
        &["puzzles.txt"],
        &["--lang", "zh-Hans", "--title", "每周数独", "--rating"],
    ),
    (
        "zh-hant.pdf",
        &["puzzles.txt"],
        &[
            "--lang",
            "zh-Hant",
            "--title",
            "每週數獨",
            "--rating",
            "--paper",
            "a5",
            "--per-page",
            "2",
        ],
    ),
    // Variant boards with their rules in Chinese under them.
    (
        "zh-hans-variants.pdf",
        &["variants/x-windoku.json", "variants/killer.json"],
        &[
            "--lang",
            "zh-Hans",
            "--title",
            "变体数独",
            "--per-page",
            "2",
        ],
    ),
];

/// The default CJK font, which the Chinese books need; a failure saying how to install
/// it where it is missing, rather than a skipped test.
fn cjk_font() -> shudu::render::Typeface {
    shudu::render::Typeface::find(shudu::words::Lang::ZhHans).unwrap_or_else(|e| {
        panic!("{e}\nrun scripts/print-tests (or apt-get install fonts-noto-cjk) first")
    })
}

/// Compares `produced` with the golden file `name`, or rewrites it under `SHUDU_BLESS`.
fn golden(name: &str, produced: &[u8]) {
    let path = fixture(name);
    if std::env::var_os("SHUDU_BLESS").is_some() {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, produced).unwrap();
        return;
    }
    let expected = std::fs::read(&path)
        .unwrap_or_else(|e| panic!("{}: {e} (SHUDU_BLESS=1 writes it)", path.display()));
    assert!(
        produced == expected.as_slice(),
        "{name} differs from {} ({} bytes printed, {} committed); if the change is \
         intended, rerun with SHUDU_BLESS=1 and look at the pages",
        path.display(),
        produced.len(),
        expected.len()
    );
}

/// An SVG document parsed as XML: its `<text>` contents, in order.
fn svg_texts(svg: &str) -> Vec<String> {
    let doc = roxmltree::Document::parse(svg).unwrap_or_else(|e| panic!("not XML: {e}"));
    let root = doc.root_element();
    assert_eq!(root.tag_name().name(), "svg");
    assert_eq!(
        root.tag_name().namespace(),
        Some("http://www.w3.org/2000/svg")
    );
    root.descendants()
        .filter(|n| n.has_tag_name("text"))
        .map(|n| n.text().unwrap_or_default().to_owned())
        .collect()
}

#[test]
fn the_golden_pdfs_are_printed_byte_for_byte() {
    let dir = tempfile::tempdir().unwrap();
    for (name, options) in GOLDEN_PDFS {
        let out = dir.path().join(name);
        shudu()
            .arg("print")
            .arg(fixture("puzzles.txt"))
            .arg("-o")
            .arg(&out)
            .args(options)
            .arg("-q")
            .assert()
            .success()
            .stdout("")
            .stderr("");
        golden(name, &std::fs::read(&out).unwrap());
    }
}

#[test]
fn the_golden_variant_pdfs_are_printed_byte_for_byte() {
    let dir = tempfile::tempdir().unwrap();
    for (name, input, options) in VARIANT_PDFS {
        let out = dir.path().join(name);
        shudu()
            .arg("print")
            .arg(fixture("variants").join(input))
            .arg("-o")
            .arg(&out)
            .args(options)
            .arg("-q")
            .assert()
            .success()
            .stdout("")
            .stderr("");
        golden(name, &std::fs::read(&out).unwrap());
    }
}

#[test]
fn a_variant_svg_draws_the_symbols_cages_and_rules() {
    let dir = tempfile::tempdir().unwrap();
    shudu()
        .args(["print", "--to", "svg", "-q", "-o"])
        .arg(dir.path())
        .arg(fixture("variants/killer.json"))
        .arg(fixture("variants/16x16.txt"))
        .assert()
        .success();
    let killer = std::fs::read_to_string(dir.path().join("puzzle-001.svg")).unwrap();
    let texts = svg_texts(&killer);
    // The label, one sum per cage, then the rule line (its name in bold).
    let cages = std::fs::read_to_string(fixture("variants/killer.json"))
        .unwrap()
        .matches("\"killer\"")
        .count();
    assert_eq!(texts.len(), 1 + cages + 2, "{texts:?}");
    assert_eq!(
        texts[texts.len() - 2..],
        [
            "Killer:",
            " the digits in a cage differ and add up to the number in its corner"
        ]
    );
    let answer = std::fs::read_to_string(dir.path().join("answer-001.svg")).unwrap();
    assert_eq!(
        svg_texts(&answer).len(),
        1 + 81,
        "an answer: its label and 81 digits"
    );
    let sixteen = std::fs::read_to_string(dir.path().join("puzzle-002.svg")).unwrap();
    let line = std::fs::read_to_string(fixture("variants/16x16.txt")).unwrap();
    let givens: Vec<String> = line
        .trim()
        .chars()
        .filter(|&c| c != '.')
        .map(String::from)
        .collect();
    assert_eq!(svg_texts(&sixteen)[1..], givens[..]);
}

#[test]
fn generated_variants_print_from_a_pipe() {
    let dir = tempfile::tempdir().unwrap();
    for options in [
        &["--variant", "x,anti-knight"][..],
        &["--size", "6"],
        &["--killer"],
    ] {
        let out = dir.path().join("out.pdf");
        let generated = shudu()
            .args(["generate", "-n", "3", "--seed", "5", "-q"])
            .args(options)
            .output()
            .unwrap();
        assert!(generated.status.success(), "{options:?}");
        shudu()
            .args(["print", "-", "-o"])
            .arg(&out)
            .write_stdin(generated.stdout)
            .assert()
            .success()
            .stderr(predicate::str::starts_with("printed 3 puzzles: 2 pages, "));
    }
}

#[test]
fn the_closing_lines_speak_the_language_asked_for() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("out.pdf");
    shudu()
        .args(["--lang", "zh-Hant", "print", "-o"])
        .arg(&out)
        .arg(".".repeat(81))
        .assert()
        .code(1)
        .stderr(predicate::str::ends_with(
            "shudu: 沒有列印：有 1 個條目無法列印\n",
        ));
    assert!(
        !out.exists(),
        "nothing is written when an entry cannot be printed"
    );
}

#[test]
fn variant_puzzles_that_cannot_be_printed_are_named() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("bad.txt");
    // A 4×4 line with two 1s in row 1, then an empty one (many solutions).
    std::fs::write(&input, "11..............\n................\n").unwrap();
    let p = input.to_str().unwrap();
    shudu()
        .args(["print", p, "-o"])
        .arg(dir.path().join("x.pdf"))
        .assert()
        .code(1)
        .stderr(format!(
            "error      {p}:1: r1c1 and r1c2 both hold 1 (row 1)\n\
             error      {p}:2: the puzzle has several solutions; a printed puzzle needs exactly one\n\
             shudu: nothing printed: 2 entries cannot be printed\n"
        ));
    shudu()
        .args(["print", "--worksheet", "-o"])
        .arg(dir.path().join("x.pdf"))
        .arg(fixture("variants/jigsaw.json"))
        .assert()
        .code(1)
        .stderr(predicate::str::contains(
            "jigsaw.json:1: print --worksheet is not available for these rules (9×9 (3×3 boxes), jigsaw)",
        ));
}

#[test]
fn the_golden_svgs_are_printed_byte_for_byte_and_are_well_formed() {
    let dir = tempfile::tempdir().unwrap();
    let expert =
        "..1..3......85.....4..268...79..5..2..2......5.......4.......276...4.......19.68.";
    shudu()
        .args(["print", "--to", "svg", "--rating", "-q", "-o"])
        .arg(dir.path())
        .write_stdin(format!("{expert}\n"))
        .assert()
        .success();
    let mut names: Vec<String> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    names.sort();
    assert_eq!(names, ["answer-001.svg", "puzzle-001.svg"]);
    let puzzle = std::fs::read_to_string(dir.path().join("puzzle-001.svg")).unwrap();
    let answer = std::fs::read_to_string(dir.path().join("answer-001.svg")).unwrap();
    golden("svg/puzzle-001.svg", puzzle.as_bytes());
    golden("svg/answer-001.svg", answer.as_bytes());

    let texts = svg_texts(&puzzle);
    assert_eq!(texts[..2], ["Puzzle 1", "Expert \u{b7} ER 4.0"]);
    let givens = expert.chars().filter(char::is_ascii_digit).count();
    assert_eq!(texts.len(), 2 + givens);
    let texts = svg_texts(&answer);
    assert_eq!(texts[0], "Answer 1");
    assert_eq!(texts.len(), 1 + 81);
}

#[test]
fn the_same_input_prints_the_same_bytes_every_time() {
    // Rating runs on every core: the pages must not depend on which thread finishes first.
    let dir = tempfile::tempdir().unwrap();
    let (a, b) = (dir.path().join("a.pdf"), dir.path().join("b.pdf"));
    for out in [&a, &b] {
        shudu()
            .arg("print")
            .arg(fixture("puzzles.txt"))
            .args(["--rating", "-q", "-o"])
            .arg(out)
            .assert()
            .success();
    }
    assert_eq!(std::fs::read(a).unwrap(), std::fs::read(b).unwrap());
}

#[test]
fn a_piped_batch_prints_with_a_summary() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("out.pdf");
    let generated = shudu()
        .args(["generate", "-n", "9", "--seed", "3", "-q"])
        .output()
        .unwrap()
        .stdout;
    shudu()
        .args(["print", "-", "-o"])
        .arg(&out)
        .write_stdin(generated)
        .assert()
        .success()
        .stderr(predicate::str::starts_with("printed 9 puzzles: 4 pages, "));
    let pdf = std::fs::read(&out).unwrap();
    assert!(pdf.starts_with(b"%PDF-1.4\n") && pdf.ends_with(b"%%EOF\n"));
}

#[test]
fn a_pdf_goes_to_standard_output_under_dash() {
    let out = shudu()
        .args(["print", "-q", "-o", "-", INKALA])
        .output()
        .unwrap();
    assert!(out.status.success());
    assert!(out.stdout.starts_with(b"%PDF-1.4\n"));
}

#[test]
fn a_rating_that_gives_up_prints_unrated() {
    let dir = tempfile::tempdir().unwrap();
    shudu()
        .args([
            "print",
            "--to",
            "svg",
            "--rating",
            "--rating-timeout",
            "0",
            "-q",
            "-o",
        ])
        .arg(dir.path())
        .arg(INKALA)
        .assert()
        .success();
    let svg = std::fs::read_to_string(dir.path().join("puzzle-001.svg")).unwrap();
    assert_eq!(svg_texts(&svg)[1], "unrated");
}

#[test]
fn puzzles_that_cannot_be_printed_are_named_and_nothing_is_written() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("bad.txt");
    let several = format!("{}8{}", &INKALA[..28], &INKALA[29..]);
    let clash = format!("55{}", ".".repeat(79));
    std::fs::write(
        &input,
        format!("Grid 1\n{INKALA}\n{several}\n12345\n{clash}\n"),
    )
    .unwrap();
    let p = input.to_str().unwrap();
    let out = dir.path().join("book.pdf");
    shudu()
        .args(["print", p, "-o"])
        .arg(&out)
        .assert()
        .code(1)
        .stdout("")
        .stderr(format!(
            "error      {p}:3: the puzzle has several solutions; a printed puzzle needs exactly one\n\
             error      {p}:4: expected 81 cells, found 5\n\
             error      {p}:5: r1c1 and r1c2 both hold 5 (row 1)\n\
             shudu: nothing printed: 3 entries cannot be printed\n"
        ));
    assert!(!out.exists());
}

#[test]
fn impossible_options_are_refused() {
    shudu()
        .args(["print", "--per-page", "3", "-o", "x.pdf", INKALA])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "expected 1, 2, 4 or 6 puzzles to a page",
        ));
    shudu()
        .args(["print", "--to", "svg", "-o", "-", INKALA])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("give a directory with -o"));
    shudu()
        .args(["print", "-o", "x.pdf", "-"])
        .write_stdin("")
        .assert()
        .code(2)
        .stderr("shudu: no puzzle to print\n");
}

#[test]
fn the_golden_chinese_pdfs_are_printed_byte_for_byte() {
    let font = cjk_font();
    assert!(
        font.family().starts_with("Noto Sans CJK"),
        "the Chinese golden PDFs embed Noto Sans CJK, not {}: run scripts/print-tests \
         (or apt-get install fonts-noto-cjk)",
        font.describe()
    );
    let dir = tempfile::tempdir().unwrap();
    for (name, inputs, options) in CHINESE_PDFS {
        let out = dir.path().join(name);
        shudu()
            .arg("print")
            .args(inputs.iter().map(|input| fixture(input)))
            .arg("-o")
            .arg(&out)
            .args(options)
            .arg("-q")
            .assert()
            .success()
            .stdout("")
            .stderr("");
        let pdf = std::fs::read(&out).unwrap();
        // One embedded font, with the map that makes its text searchable.
        let text = String::from_utf8_lossy(&pdf);
        assert_eq!(text.matches("/Subtype /Type0").count(), 1, "{name}");
        assert!(text.contains("/Encoding /Identity-H"), "{name}");
        assert!(text.contains("/ToUnicode"), "{name}");
        golden(name, &pdf);
    }
}

#[test]
fn an_english_book_embeds_no_font_even_when_one_is_named() {
    let font = cjk_font();
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("book.pdf");
    let (name, options) = GOLDEN_PDFS[0];
    shudu()
        .arg("print")
        .arg(fixture("puzzles.txt"))
        .arg("-o")
        .arg(&out)
        .args(options)
        .arg("--font")
        .arg(font.source())
        .args(["--lang", "en", "-q"])
        .assert()
        .success();
    golden(name, &std::fs::read(&out).unwrap());
}

#[test]
fn chinese_svgs_name_the_font_they_were_measured_with() {
    let font = cjk_font();
    let dir = tempfile::tempdir().unwrap();
    let expert =
        "..1..3......85.....4..268...79..5..2..2......5.......4.......276...4.......19.68.";
    shudu()
        .args([
            "print", "--to", "svg", "--rating", "--lang", "zh-Hant", "-q", "-o",
        ])
        .arg(dir.path())
        .arg(expert)
        .assert()
        .success();
    let puzzle = std::fs::read_to_string(dir.path().join("puzzle-001.svg")).unwrap();
    assert_eq!(svg_texts(&puzzle)[..2], ["第 1 題", "專家（ER 4.0）"]);
    let answer = std::fs::read_to_string(dir.path().join("answer-001.svg")).unwrap();
    assert_eq!(svg_texts(&answer)[0], "第 1 題答案");
    if font.family().starts_with("Noto Sans CJK") {
        assert!(
            puzzle.contains(" font-family=\"Noto Sans CJK TC, sans-serif\" font-weight=\"bold\""),
            "{puzzle}"
        );
    }
    // The digits stay in Helvetica: no family of their own.
    assert_eq!(
        puzzle.matches("font-family=").count(),
        3,
        "the svg element and two labels"
    );
}

#[test]
fn a_font_that_cannot_be_read_or_lacks_a_character_is_named_and_nothing_is_written() {
    let font = cjk_font();
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("book.pdf");
    let missing = dir.path().join("no-such-font.ttf");
    shudu()
        .args(["print", "--lang", "zh-Hans", "--font"])
        .arg(&missing)
        .arg("-o")
        .arg(&out)
        .arg(INKALA)
        .assert()
        .code(2)
        .stderr(predicate::str::starts_with(format!(
            "shudu: 无法读取字体文件 {}：",
            missing.display()
        )));
    let puzzles = fixture("puzzles.txt");
    shudu()
        .args(["print", "--lang", "zh-Hant", "--font"])
        .arg(&puzzles)
        .arg("-o")
        .arg(&out)
        .arg(INKALA)
        .assert()
        .code(2)
        .stderr(format!(
            "shudu: {} 不是可用來列印的字型：not a TrueType or OpenType font (unknown magic)\n",
            puzzles.display()
        ));
    // A title in Chinese and a character no CJK font has (a smiling face).
    shudu()
        .args([
            "print",
            "--lang",
            "zh-Hans",
            "--title",
            "数独 \u{1F600}",
            "--font",
        ])
        .arg(font.source())
        .arg("-o")
        .arg(&out)
        .arg(INKALA)
        .assert()
        .code(2)
        .stderr(format!(
            "shudu: 字体 {} 没有 '\u{1F600}'（U+1F600）的字形：请换一种有这个字的字体\n",
            font.describe()
        ));
    // In English as before.
    shudu()
        .args(["print", "--lang", "en", "--font"])
        .arg(&missing)
        .arg("-o")
        .arg(&out)
        .arg(INKALA)
        .assert()
        .code(2)
        .stderr(predicate::str::starts_with(format!(
            "shudu: cannot read the font file {}: ",
            missing.display()
        )));
    assert!(!out.exists());
}
