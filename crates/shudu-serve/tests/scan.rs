//! `POST /api/scan` through the whole router (tower `oneshot`): with the `scan` feature a
//! photo answers the scan record, and a body that is not an image, one over the limit and
//! a picture with no grid each get a JSON error saying so; without the feature the route
//! does not exist and the OpenAPI document does not list it (which hides the page's Photo
//! button).

mod support;

#[cfg(feature = "scan")]
use axum::http::header;
use axum::http::{Method, StatusCode};
use support::*;

/// The photo of the scanner's tests (Wicht–Hennebert dataset, CC BY 4.0, see
/// `shudu-scan/model/NOTICE`) and the puzzle printed in it.
#[cfg(feature = "scan")]
const PHOTO: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../shudu-scan/tests/fixtures/photo1.jpg"
);
#[cfg(feature = "scan")]
const PHOTO_PUZZLE: &str =
    "...7...8..9...31....68.5.7..2.6...49...2...5...8.4...7...9...3.37......61.5..4...";

fn post_image(app: &axum::Router, content_type: Option<&str>, bytes: Vec<u8>) -> Answer {
    block_on(send(
        app,
        request(Method::POST, "/api/scan", content_type, bytes),
    ))
}

#[cfg(feature = "scan")]
#[test]
fn a_photo_answers_the_scan_record() {
    let bytes = std::fs::read(PHOTO).unwrap();
    let answer = post_image(&app(2000), Some("image/jpeg"), bytes.clone());
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.error());
    assert!(
        answer
            .header(header::CONTENT_TYPE)
            .starts_with("application/json")
    );
    let record = answer.json();
    assert_eq!(record["puzzle"], PHOTO_PUZZLE);
    assert_eq!(record["status"], "solved");
    assert_eq!(record["proper"], true);
    assert!(record["unsure"].is_array() && record["corrected"].is_array());
    // The scanner library's own record, unchanged.
    let model = shudu_scan::model::Model::built_in().unwrap();
    let library = serde_json::to_value(shudu_scan::scan(&bytes, &model).unwrap()).unwrap();
    assert_eq!(record, library);
}

#[cfg(feature = "scan")]
#[test]
fn what_is_not_an_image_gets_415_or_422_saying_so() {
    let app = app(2000);
    let photo = std::fs::read(PHOTO).unwrap();
    for ct in [
        None,
        Some("application/json"),
        Some("text/plain"),
        Some("image/"),
    ] {
        let answer = post_image(&app, ct, photo.clone());
        assert_eq!(answer.status, StatusCode::UNSUPPORTED_MEDIA_TYPE, "{ct:?}");
        assert!(
            answer.error().contains("must be an image"),
            "{}",
            answer.error()
        );
        assert_eq!(answer.field(), serde_json::Value::Null);
    }
    let text = post_image(&app, Some("image/png"), b"r1c1 is 5".to_vec());
    assert_eq!(text.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        text.error().contains("not a JPEG or PNG"),
        "{}",
        text.error()
    );
    let cut = post_image(&app, Some("image/jpeg"), photo[..photo.len() / 3].to_vec());
    assert_eq!(cut.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(cut.error().contains("truncated"), "{}", cut.error());
    // A parameter after the type is fine.
    let answer = post_image(&app, Some("IMAGE/JPEG; name=photo"), photo);
    assert_eq!(answer.status, StatusCode::OK);
}

#[cfg(feature = "scan")]
#[test]
fn an_image_over_the_limit_gets_413_naming_it() {
    let app = app(2000);
    let huge = vec![0u8; shudu_serve::IMAGE_LIMIT + 1];
    let answer = post_image(&app, Some("image/jpeg"), huge);
    assert_eq!(answer.status, StatusCode::PAYLOAD_TOO_LARGE);
    assert!(answer.error().contains("12 MiB"), "{}", answer.error());
    let mut declared = request(Method::POST, "/api/scan", Some("image/jpeg"), vec![1, 2, 3]);
    declared.headers_mut().insert(
        header::CONTENT_LENGTH,
        (shudu_serve::IMAGE_LIMIT + 100).into(),
    );
    let answer = block_on(send(&app, declared));
    assert_eq!(answer.status, StatusCode::PAYLOAD_TOO_LARGE);
    // The router goes on serving.
    assert_eq!(get(&app, "/api/techniques").status, StatusCode::OK);
}

#[cfg(feature = "scan")]
#[test]
fn a_picture_with_no_grid_gets_422_saying_so() {
    let answer = post_image(&app(2000), Some("image/png"), grey_png());
    assert_eq!(answer.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(answer.error(), "no Sudoku grid found in the image");
    // In the language the request asks for.
    let chinese = block_on(send(
        &app(2000),
        axum::http::Request::builder()
            .method(Method::POST)
            .uri("/api/scan")
            .header(header::CONTENT_TYPE, "image/png")
            .header(header::ACCEPT_LANGUAGE, "zh-CN")
            .body(axum::body::Body::from(grey_png()))
            .unwrap(),
    ));
    assert_eq!(chinese.error(), "图片中找不到数独盘面");
}

/// The grey picture of [`a_picture_with_no_grid_gets_422_saying_so`].
#[cfg(feature = "scan")]
fn grey_png() -> Vec<u8> {
    let mut png = Vec::new();
    image::GrayImage::from_fn(400, 300, |x, y| image::Luma([(x * 3 + y) as u8 / 2 + 100]))
        .write_to(&mut std::io::Cursor::new(&mut png), image::ImageFormat::Png)
        .unwrap();
    png
}

/// A small PNG (100×100 grey) whose header is rewritten to declare `width`×`height`
/// pixels of `depth` bits and `colour` type (6: RGBA), with the header's checksum made
/// right again unless `bad_checksum`.
#[cfg(feature = "scan")]
fn png_declaring(width: u32, height: u32, depth: u8, colour: u8, bad_checksum: bool) -> Vec<u8> {
    let mut png = Vec::new();
    image::GrayImage::from_pixel(100, 100, image::Luma([200]))
        .write_to(&mut std::io::Cursor::new(&mut png), image::ImageFormat::Png)
        .unwrap();
    // IHDR's data follows the 8-byte signature, the chunk length and "IHDR": width,
    // height, bit depth, colour type; its checksum covers the type and the 13 bytes.
    png[16..20].copy_from_slice(&width.to_be_bytes());
    png[20..24].copy_from_slice(&height.to_be_bytes());
    png[24] = depth;
    png[25] = colour;
    let crc = crc32(&png[12..29]) ^ u32::from(bad_checksum);
    png[29..33].copy_from_slice(&crc.to_be_bytes());
    png
}

/// PNG's chunk checksum (CRC-32, polynomial 0xEDB88320), over the chunk's type and data.
#[cfg(feature = "scan")]
fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = !0u32;
    for &b in bytes {
        crc ^= u32::from(b);
        for _ in 0..8 {
            crc = if crc & 1 == 1 {
                (crc >> 1) ^ 0xEDB8_8320
            } else {
                crc >> 1
            };
        }
    }
    !crc
}

/// 5600×5600 is under the pixel limit (31.4 of 32 megapixels), but in 16-bit RGBA it
/// decodes to 251 MB: refused from the header, before any pixel is decoded.
#[cfg(feature = "scan")]
#[test]
fn a_small_png_declaring_a_huge_16_bit_image_is_refused_from_its_header() {
    let png = png_declaring(5600, 5600, 16, 6, false);
    assert!(png.len() < 1000);
    let answer = post_image(&app(2000), Some("image/png"), png);
    assert_eq!(answer.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(
        answer.error(),
        "the image is 5600×5600 pixels that decode to 251 MB; the limit is 128 MB"
    );
    // The same size in 8-bit grey is within the byte limit: it gets as far as decoding,
    // where its data (a 100×100 image's) is found short.
    let grey = png_declaring(5600, 5600, 8, 0, false);
    let answer = post_image(&app(2000), Some("image/png"), grey);
    assert_eq!(answer.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(!answer.error().contains("MB"), "{}", answer.error());
}

#[cfg(feature = "scan")]
#[test]
fn a_png_with_a_bad_checksum_is_damaged_not_another_kind_of_file() {
    let png = png_declaring(100, 100, 8, 0, true);
    let answer = post_image(&app(2000), Some("image/png"), png);
    assert_eq!(answer.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        answer
            .error()
            .starts_with("the image is damaged or truncated"),
        "{}",
        answer.error()
    );
}

#[cfg(not(feature = "scan"))]
#[test]
fn without_the_feature_there_is_no_scan_route() {
    let app = app(2000);
    let answer = post_image(&app, Some("image/jpeg"), vec![0xFF, 0xD8]);
    assert_eq!(answer.status, StatusCode::NOT_FOUND);
    answer.json();
    let doc = get(&app, "/api/openapi.json").json();
    assert!(doc["paths"].get("/api/scan").is_none());
    assert!(doc["paths"].get("/api/solve").is_some());
}

#[cfg(feature = "scan")]
#[test]
fn with_the_feature_the_document_lists_the_scan_route() {
    let doc = get(&app(2000), "/api/openapi.json").json();
    assert_eq!(doc["paths"]["/api/scan"]["post"]["x-feature"], "scan");
}
