//! `shudu scan` (built with `--features scan`): images that are not images, files that do
//! not exist and a cut-off JPEG each get an error record, in input order; a photo
//! of the data set (when `../shared/data/photos` is present) reads as its printed puzzle;
//! `--json` prints the scanner library's own record for the committed photo.

use crate::support::shudu;

#[test]
fn unreadable_images_are_errors_in_input_order() {
    let dir = tempfile::tempdir().unwrap();
    let text = dir.path().join("puzzle.txt");
    std::fs::write(&text, "not a picture\n").unwrap();
    let blank = dir.path().join("cut.jpg");
    std::fs::write(&blank, [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10]).unwrap();
    let missing = dir.path().join("missing.jpg");
    let out = shudu()
        .args(["scan", "-q", "--json"])
        .args([&text, &missing, &blank])
        .assert()
        .code(1);
    let records: Vec<serde_json::Value> = String::from_utf8_lossy(&out.get_output().stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(records.len(), 3);
    for (record, path) in records.iter().zip([&text, &missing, &blank]) {
        assert_eq!(record["image"], path.display().to_string());
        assert_eq!(record["status"], "error");
    }
    assert!(
        records[0]["error"]
            .as_str()
            .unwrap()
            .contains("not a JPEG or PNG")
    );
    assert!(records[2]["error"].as_str().unwrap().contains("truncated"));
}

#[test]
fn a_photo_reads_as_its_printed_puzzle() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/data/photos");
    let dir = if dir.is_dir() {
        dir
    } else {
        "/work/shared/data/photos".into()
    };
    if !dir.is_dir() {
        eprintln!("SKIPPED: no photo directory (../shared/data/photos)");
        return;
    }
    let photo = shudu_scan::dataset::photos(&dir)
        .unwrap()
        .into_iter()
        .find(|p| p.image.ends_with("image1.jpg"))
        .unwrap();
    let out = shudu()
        .args(["scan", "-q", "--json", "--solve"])
        .arg(&photo.image)
        .assert()
        .code(0);
    let record: serde_json::Value = serde_json::from_slice(&out.get_output().stdout).unwrap();
    assert_eq!(
        record["puzzle"].as_str().unwrap().replace('.', "0"),
        photo.puzzle()
    );
    assert_eq!(record["status"], "solved");
    assert_eq!(record["cells"].as_array().unwrap().len(), 81);
    assert_eq!(record["solution"].as_str().unwrap().len(), 81);
}

/// The committed photo of the scanner's tests (CC BY 4.0, see `shudu-scan/model/NOTICE`).
const PHOTO: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../shudu-scan/tests/fixtures/photo1.jpg"
);

#[test]
fn the_json_record_is_the_librarys_with_the_image_name() {
    let model = shudu_scan::model::Model::built_in().unwrap();
    let scan = shudu_scan::scan(&std::fs::read(PHOTO).unwrap(), &model).unwrap();
    let library = serde_json::to_value(&scan).unwrap();
    let out = shudu()
        .args(["scan", "-q", "--json", PHOTO])
        .assert()
        .code(0);
    let mut printed: serde_json::Value = serde_json::from_slice(&out.get_output().stdout).unwrap();
    assert_eq!(printed["image"], PHOTO);
    printed.as_object_mut().unwrap().remove("image");
    assert_eq!(printed, library);
    assert_eq!(printed["status"], "solved");
}

/// `--lang` words what `scan` writes under a grid, and why an image could not be read;
/// the status column stays English.
#[test]
fn scan_speaks_the_language_asked_for() {
    let out = shudu()
        .args(["scan", "-q", "--lang", "zh-Hant", PHOTO, "Cargo.toml"])
        .assert()
        .code(1);
    let text = String::from_utf8(out.get_output().stdout.clone()).unwrap();
    assert!(text.contains("photo1.jpg: 已解\n"), "{text}");
    assert!(text.contains("\n合格：恰有一個解\n"), "{text}");
    assert!(
        text.contains("error      Cargo.toml: 不是 JPEG 或 PNG 圖片："),
        "{text}"
    );
}
