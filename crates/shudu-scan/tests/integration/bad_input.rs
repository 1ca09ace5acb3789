//! Bad input: a text file, a truncated JPEG, a 1×1 image, an image claiming 40 megapixels
//! and a picture with no grid each get their own error, never a panic.

use shudu_scan::{ScanError, cut};

fn png(image: &image::GrayImage) -> Vec<u8> {
    let mut bytes = Vec::new();
    image
        .write_to(
            &mut std::io::Cursor::new(&mut bytes),
            image::ImageFormat::Png,
        )
        .unwrap();
    bytes
}

fn jpeg(image: &image::GrayImage) -> Vec<u8> {
    let mut bytes = Vec::new();
    image
        .write_to(
            &mut std::io::Cursor::new(&mut bytes),
            image::ImageFormat::Jpeg,
        )
        .unwrap();
    bytes
}

#[test]
fn a_text_file_is_not_an_image() {
    let err = cut(b"5.3..7....\n6..195...\n").unwrap_err();
    assert!(matches!(err, ScanError::NotAnImage(_)), "{err:?}");
}

#[test]
fn a_truncated_jpeg_is_corrupt() {
    let picture = image::GrayImage::from_fn(400, 300, |x, y| image::Luma([((x * y) % 251) as u8]));
    let bytes = jpeg(&picture);
    let err = cut(&bytes[..bytes.len() / 2]).unwrap_err();
    assert!(matches!(err, ScanError::Corrupt(_)), "{err:?}");
}

#[test]
fn a_one_pixel_image_is_too_small() {
    let err = cut(&png(&image::GrayImage::new(1, 1))).unwrap_err();
    assert_eq!(
        err,
        ScanError::TooSmall {
            width: 1,
            height: 1
        }
    );
    assert!(err.to_string().contains("1×1"));
}

/// A PNG whose header claims 8000×5000 pixels: refused from the header alone, so the test
/// never allocates the 40 megapixels.
#[test]
fn a_forty_megapixel_image_is_refused_before_decoding() {
    let mut bytes = png(&image::GrayImage::new(100, 100));
    // IHDR's width and height follow the 8-byte signature, the chunk length and "IHDR".
    bytes[16..20].copy_from_slice(&8000u32.to_be_bytes());
    bytes[20..24].copy_from_slice(&5000u32.to_be_bytes());
    let crc = crc32(&bytes[12..29]);
    bytes[29..33].copy_from_slice(&crc.to_be_bytes());
    let err = cut(&bytes).unwrap_err();
    assert_eq!(
        err,
        ScanError::TooLarge {
            width: 8000,
            height: 5000
        }
    );
    assert!(err.to_string().contains("40.0 megapixels"), "{err}");
}

#[test]
fn a_picture_without_a_grid_has_no_grid() {
    // Text-like scribbles and a frame, but no nine-by-nine lattice.
    let picture = image::GrayImage::from_fn(640, 480, |x, y| {
        let frame = (40..=600).contains(&x) && (y == 40 || y == 440)
            || (40..=440).contains(&y) && (x == 40 || x == 600);
        let text = (y / 12) % 3 == 0
            && (x / 7) % 4 != 0
            && (60..580).contains(&x)
            && (60..420).contains(&y);
        image::Luma([if frame || text { 20 } else { 235 }])
    });
    assert_eq!(cut(&jpeg(&picture)).unwrap_err(), ScanError::NoGrid);
}

/// PNG's chunk checksum (CRC-32, polynomial 0xEDB88320), over the chunk's type and data.
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
