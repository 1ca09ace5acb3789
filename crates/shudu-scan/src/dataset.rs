//! The photo data set the scanner is measured and trained on: Wicht and Hennebert's photos of
//! newspaper sudokus (CC BY 4.0), each `NAME.jpg` beside a `NAME.dat` holding the phone model,
//! the image size, then nine rows of nine digits (0 for an empty cell). The photos are not in
//! the repository; the tests, the training program and the harness read them from
//! `../shared/data/photos`. Read next: [`crate::read`].

use std::path::{Path, PathBuf};

/// One photo and its printed digits.
///
/// ```no_run
/// for photo in shudu_scan::dataset::photos("../shared/data/photos".as_ref())? {
///     println!("{}: {} clues", photo.image.display(), photo.digits.iter().filter(|&&d| d > 0).count());
/// }
/// # Ok::<(), String>(())
/// ```
#[derive(Debug, Clone, PartialEq)]
pub struct Photo {
    /// The JPEG's path.
    pub image: PathBuf,
    /// The 81 digits, row by row, 0 for an empty cell.
    pub digits: [u8; 81],
}

impl Photo {
    /// The puzzle's digits as one line (the same puzzle photographed twice gives the same
    /// line: validation folds group photos by it).
    pub fn puzzle(&self) -> String {
        self.digits.iter().map(|d| char::from(b'0' + d)).collect()
    }
}

/// Every `*.jpg` in `dir` with its `.dat`, sorted by file name; an unreadable or malformed
/// `.dat` is an error naming the file and line.
pub fn photos(dir: &Path) -> Result<Vec<Photo>, String> {
    let entries = std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let mut images: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "jpg"))
        .collect();
    images.sort();
    images
        .into_iter()
        .map(|image| {
            let dat = image.with_extension("dat");
            let text =
                std::fs::read_to_string(&dat).map_err(|e| format!("{}: {e}", dat.display()))?;
            let digits = parse_dat(&text).map_err(|e| format!("{}:{e}", dat.display()))?;
            Ok(Photo { image, digits })
        })
        .collect()
}

/// The digits of a `.dat` file: lines 3 to 11, nine numbers 0–9 each.
fn parse_dat(text: &str) -> Result<[u8; 81], String> {
    let mut digits = [0u8; 81];
    let rows: Vec<&str> = text
        .lines()
        .skip(2)
        .filter(|l| !l.trim().is_empty())
        .collect();
    if rows.len() != 9 {
        return Err(format!(
            "1: expected 9 rows of digits after 2 header lines, found {}",
            rows.len()
        ));
    }
    for (r, row) in rows.iter().enumerate() {
        let values: Vec<&str> = row.split_whitespace().collect();
        if values.len() != 9 {
            return Err(format!(
                "{}: expected 9 digits, found {}",
                r + 3,
                values.len()
            ));
        }
        for (c, v) in values.iter().enumerate() {
            digits[r * 9 + c] = match v.parse::<u8>() {
                Ok(d) if d <= 9 => d,
                _ => return Err(format!("{}: {v:?} is not a digit 0-9", r + 3)),
            };
        }
    }
    Ok(digits)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bad_digit_is_named_with_its_line() {
        let mut text = String::from("phone\n640x480:24 JPG\n");
        for _ in 0..9 {
            text.push_str("0 0 0 0 0 0 0 0 0\n");
        }
        assert_eq!(parse_dat(&text).unwrap()[0], 0);
        let bad = text.replacen("0 0 0 0 0 0 0 0 0", "0 x 0 0 0 0 0 0 0", 1);
        assert_eq!(parse_dat(&bad).unwrap_err(), "3: \"x\" is not a digit 0-9");
    }
}
