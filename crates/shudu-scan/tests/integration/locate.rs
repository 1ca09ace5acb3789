//! Grid finding on drawn pages: a grid with a thick outline whose edge touches a page's
//! thin rules (a column rule beside it, joined by a short rule) is found, though grid,
//! rules and the page's other boxes make one connected shape (as in photo 1049 of the
//! dataset, whose outline merged with a shaded block's column rule).

use image::{GrayImage, Luma};

/// Paints a filled rectangle of ink, `x0..x1` by `y0..y1`.
fn ink(page: &mut GrayImage, (x0, x1): (u32, u32), (y0, y1): (u32, u32)) {
    for y in y0..y1 {
        for x in x0..x1 {
            page.put_pixel(x, y, Luma([20]));
        }
    }
}

/// A page with a grid from (`at`, `at`) of side `side`: outline 6 pixels thick, box lines
/// 3, cell lines 1; and beside it a column rule, the rules of a box of text and a band
/// across the top, all thin and all touching the grid's outline through short rules.
fn page_with_rules(at: u32, side: u32) -> GrayImage {
    let mut page = GrayImage::from_pixel(700, 620, Luma([235]));
    for i in 0..=9 {
        let p = at + i * side / 9;
        let w = match i {
            0 | 9 => 6,
            3 | 6 => 3,
            _ => 1,
        };
        let p = if i == 9 { p - w } else { p };
        ink(&mut page, (p, p + w), (at, at + side));
        ink(&mut page, (at, at + side), (p, p + w));
    }
    let right = at + side;
    // A column rule beside the grid, joined to its outline by a short rule.
    ink(&mut page, (right + 20, right + 22), (10, 610));
    ink(
        &mut page,
        (right, right + 20),
        (at + side / 2, at + side / 2 + 2),
    );
    ink(
        &mut page,
        (right - 6, right + 20),
        (at + 4 * side / 9, at + 4 * side / 9 + 2),
    );
    // A band across the top reaching down to the outline, and boxes beyond the rule.
    ink(&mut page, (10, 690), (10, 12));
    ink(&mut page, (at + side / 3, at + side / 3 + 2), (12, at));
    for k in 0..6 {
        let y = 40 + k * 90;
        ink(&mut page, (right + 22, 690), (y, y + 2));
        ink(&mut page, (688, 690), (y, y + 90));
    }
    page
}

#[test]
fn a_grid_touching_the_pages_rules_is_found() {
    let (at, side) = (60, 450);
    let page = page_with_rules(at, side);
    let found = shudu_scan::locate::locate(&page).expect("the grid is found");
    let expected = [
        (at, at),
        (at + side, at),
        (at + side, at + side),
        (at, at + side),
    ];
    for (corner, (x, y)) in found.quad.0.iter().zip(expected) {
        let off = (corner.0 - x as f32).hypot(corner.1 - y as f32);
        assert!(
            off < 5.0,
            "corner {corner:?}, expected ({x}, {y}): {found:?}"
        );
    }
}
