//! Screenshots of other apps, made here: boards drawn with shudu's own rendering
//! (`shudu::render`, as a PDF) in several styles, rasterised by `pdftoppm` (poppler-utils,
//! which `scripts/print-tests` installs; `scripts/test` runs that first) and read back. Every
//! style must read exactly, the right way up, with at most [`MAX_UNSURE`] cells flagged
//! unsure: clean, thin and bold lines,
//! highlighted row, column, box and cell, pencil marks in empty cells, a game in progress
//! (the player's digits in grey count as digits), small and large digits, small and large
//! images, other typefaces (the PDF's Helvetica renamed to other PostScript fonts, which
//! poppler draws with the URW fonts), an app's title and number pad around the board, and
//! dark mode (the picture inverted). The puzzles come from shudu's generator with a fixed
//! seed, so the set is the same on every run.

use std::path::Path;
use std::process::Command;

use shudu::render::{Drawing, Font, Gray, to_pdf};
use shudu::{Cell, Digit, Generator, Grid, Symmetry};

/// One look of a board.
#[derive(Clone, Copy)]
struct Style {
    name: &'static str,
    /// Cell and box line widths, in cells.
    lines: (f64, f64),
    /// The digits' font size, in cells.
    digit: f64,
    /// Shade the row, column and box of one cell, the cell darker, and the cells holding
    /// the same digit as it.
    highlight: bool,
    /// Small pencil marks in most empty cells.
    marks: bool,
    /// Some empty cells filled in by the player, in grey.
    filled: bool,
    /// A title above the board and a number pad (1 to 9 in boxes) below it.
    app: bool,
    /// The font the PDF names instead of Helvetica, same length with padding: another
    /// typeface for the same drawing.
    typeface: Option<(&'static str, &'static str)>,
    /// Rasterising resolution, dots per inch, of a page about 300 points wide.
    dpi: u32,
    /// Invert the picture: light ink on a dark page.
    dark: bool,
}

const CLEAN: Style = Style {
    name: "clean",
    lines: (0.012, 0.04),
    digit: 0.72,
    highlight: false,
    marks: false,
    filled: false,
    app: false,
    typeface: None,
    dpi: 110,
    dark: false,
};

fn styles() -> Vec<Style> {
    vec![
        CLEAN,
        Style {
            name: "thin lines",
            lines: (0.004, 0.008),
            ..CLEAN
        },
        Style {
            name: "bold lines",
            lines: (0.04, 0.1),
            ..CLEAN
        },
        Style {
            name: "highlighted",
            highlight: true,
            ..CLEAN
        },
        Style {
            name: "pencil marks",
            marks: true,
            ..CLEAN
        },
        Style {
            name: "in progress",
            filled: true,
            highlight: true,
            ..CLEAN
        },
        Style {
            name: "small digits",
            digit: 0.6,
            ..CLEAN
        },
        Style {
            name: "large digits",
            digit: 0.92,
            ..CLEAN
        },
        Style {
            name: "small image",
            dpi: 60,
            ..CLEAN
        },
        Style {
            name: "large image",
            dpi: 400,
            ..CLEAN
        },
        Style {
            name: "app",
            app: true,
            highlight: true,
            ..CLEAN
        },
        Style {
            name: "Times",
            typeface: Some(("Helvetica-Bold", "Times-Bold    ")),
            ..CLEAN
        },
        Style {
            name: "Courier",
            typeface: Some(("Helvetica-Bold", "Courier-Bold  ")),
            ..CLEAN
        },
        Style {
            name: "Palatino",
            typeface: Some(("Helvetica-Bold", "Palatino-Bold ")),
            ..CLEAN
        },
        Style {
            name: "dark",
            dark: true,
            ..CLEAN
        },
        Style {
            name: "dark, highlighted, pencil marks",
            dark: true,
            highlight: true,
            marks: true,
            app: true,
            ..CLEAN
        },
    ]
}

/// Points a side of the board on the page.
const SIDE: f64 = 270.0;

/// Draws `puzzle` (and, in a game in progress, `shown`'s other digits in grey) in `style`;
/// returns the drawing and the digits a reader must see.
fn draw(style: &Style, puzzle: &Grid, solution: &Grid, seed: usize) -> (Drawing, Grid) {
    let margin = 15.0;
    let (top, bottom) = if style.app { (50.0, 70.0) } else { (0.0, 0.0) };
    let mut page = Drawing::new(SIDE + 2.0 * margin, SIDE + 2.0 * margin + top + bottom);
    let (x0, y0) = (margin, margin + top);
    let cell = SIDE / 9.0;
    let mut shown = *puzzle;
    let filled: Vec<Cell> = Cell::all()
        .filter(|c| style.filled && puzzle.get(*c).is_none() && (c.index() * 7 + seed) % 5 == 0)
        .collect();
    for &c in &filled {
        shown.set(c, solution.get(c));
    }
    let rect = |c: Cell| {
        (
            x0 + c.col() as f64 * cell,
            y0 + c.row() as f64 * cell,
            cell,
            cell,
        )
    };
    if style.highlight {
        let selected = Cell::all()
            .filter(|c| puzzle.get(*c).is_some())
            .nth(seed % 7)
            .expect("a puzzle has givens");
        for c in Cell::all() {
            let near = c.row() == selected.row()
                || c.col() == selected.col()
                || c.box_index() == selected.box_index();
            let same =
                c != selected && shown.get(c).is_some() && shown.get(c) == shown.get(selected);
            let shade = if c == selected {
                Some(Gray(170))
            } else if same {
                Some(Gray(200))
            } else if near {
                Some(Gray(228))
            } else {
                None
            };
            if shade.is_some() {
                page.rect(rect(c), shade, None);
            }
        }
    }
    let size = style.digit * cell;
    // Helvetica's figures stand 0.703 of the font size high: centre them in the cell.
    let baseline = |c: Cell, size: f64| y0 + (c.row() as f64 + 0.5) * cell + 0.703 * size / 2.0;
    for c in Cell::all() {
        let cx = x0 + (c.col() as f64 + 0.5) * cell;
        if let Some(d) = puzzle.get(c) {
            page.text_centred(
                cx,
                baseline(c, size),
                size,
                Font::Bold,
                Gray::BLACK,
                &text(d),
            );
        } else if let Some(d) = shown.get(c) {
            page.text_centred(
                cx,
                baseline(c, size),
                size,
                Font::Regular,
                Gray(90),
                &text(d),
            );
        } else if style.marks && (c.index() + seed) % 4 != 0 {
            // The solution's digit and two or three others, as a player's candidates.
            let mark = 0.26 * cell;
            for d in 1..=9u8 {
                let keep = Some(d) == solution.get(c).map(Digit::get)
                    || (usize::from(d) * 5 + c.index() + seed) % 4 == 0;
                if !keep {
                    continue;
                }
                let i = f64::from(d - 1);
                let mx = x0 + (c.col() as f64 + 0.2 + 0.3 * (i % 3.0)) * cell;
                let my = y0 + (c.row() as f64 + 0.2 + 0.3 * (i / 3.0).floor()) * cell;
                page.text_centred(
                    mx,
                    my + 0.35 * mark,
                    mark,
                    Font::Regular,
                    Gray(80),
                    &d.to_string(),
                );
            }
        }
    }
    let (thin, thick) = (style.lines.0 * cell, style.lines.1 * cell);
    let mut cell_lines = Vec::new();
    let mut box_lines = Vec::new();
    for i in 1..9 {
        let at = i as f64 * cell;
        let lines = if i % 3 == 0 {
            &mut box_lines
        } else {
            &mut cell_lines
        };
        lines.push(((x0 + at, y0), (x0 + at, y0 + SIDE)));
        lines.push(((x0, y0 + at), (x0 + SIDE, y0 + at)));
    }
    page.strokes(thin, Gray(60), cell_lines);
    page.strokes(thick, Gray::BLACK, box_lines);
    page.rect((x0, y0, SIDE, SIDE), None, Some((thick, Gray::BLACK)));
    if style.app {
        let mid = margin + SIDE / 2.0;
        page.text_centred(mid, 32.0, 22.0, Font::Bold, Gray::BLACK, "Daily Sudoku");
        let key = SIDE / 9.0;
        for d in 1..=9u8 {
            let kx = margin + f64::from(d - 1) * key;
            let ky = y0 + SIDE + 20.0;
            page.rect(
                (kx + 3.0, ky, key - 6.0, key),
                Some(Gray(235)),
                Some((1.0, Gray(120))),
            );
            page.text_centred(
                kx + key / 2.0,
                ky + key / 2.0 + 0.703 * 18.0 / 2.0,
                18.0,
                Font::Regular,
                Gray::BLACK,
                &d.to_string(),
            );
        }
    }
    (page, shown)
}

fn text(d: Digit) -> String {
    d.get().to_string()
}

/// The page as a PDF (with its font renamed for another typeface), rasterised by
/// `pdftoppm` into grey PNG bytes, inverted for dark mode.
fn screenshot(style: &Style, page: Drawing, dir: &Path, index: usize) -> Vec<u8> {
    // Helvetica only: nothing to embed, so nothing can fail.
    let mut pdf = to_pdf(&[page], None).expect("a page in the standard fonts");
    if let Some((from, to)) = style.typeface {
        assert_eq!(
            from.len(),
            to.len(),
            "a renamed font keeps the file's offsets"
        );
        let from = format!("/BaseFont /{from}");
        let to = format!("/BaseFont /{to}");
        let at = pdf
            .windows(from.len())
            .position(|w| w == from.as_bytes())
            .expect("the PDF names the bold font");
        pdf[at..at + to.len()].copy_from_slice(to.as_bytes());
    }
    let pdf_path = dir.join(format!("screen-{index}.pdf"));
    std::fs::write(&pdf_path, &pdf).unwrap();
    let out = dir.join(format!("screen-{index}"));
    let status = Command::new("pdftoppm")
        .args(["-gray", "-png", "-singlefile", "-r"])
        .arg(style.dpi.to_string())
        .arg(&pdf_path)
        .arg(&out)
        .status()
        .expect(
            "pdftoppm runs (install poppler-utils and fonts-urw-base35: scripts/print-tests does)",
        );
    assert!(
        status.success(),
        "pdftoppm failed on {}",
        pdf_path.display()
    );
    let png = out.with_extension("png");
    let bytes = std::fs::read(&png).unwrap();
    if !style.dark {
        return bytes;
    }
    let mut grey = image::load_from_memory(&bytes).unwrap().into_luma8();
    image::imageops::invert(&mut grey);
    let mut inverted = Vec::new();
    grey.write_to(
        &mut std::io::Cursor::new(&mut inverted),
        image::ImageFormat::Png,
    )
    .unwrap();
    inverted
}

/// The most cells of a screenshot read rightly but flagged unsure for a person to confirm
/// (a player's grey digit, read with a little doubt, is one).
const MAX_UNSURE: usize = 2;

#[test]
fn rendered_screenshots_read_exactly_in_every_style() {
    let dir = std::env::temp_dir().join(format!("shudu-scan-screens-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let model = shudu_scan::model::Model::built_in().unwrap();
    let generator = Generator::new(2026).symmetry(Symmetry::Rot180);
    let mut failures = Vec::new();
    let mut count = 0;
    for (s, style) in styles().iter().enumerate() {
        for p in 0..2 {
            let made = generator.generate((s * 2 + p) as u64).unwrap();
            let (page, truth) = draw(style, &made.puzzle, &made.solution, s * 2 + p);
            let png = screenshot(style, page, &dir, count);
            count += 1;
            match shudu_scan::read::read(&png, &model) {
                Err(e) => failures.push(format!("{} #{p}: {e}", style.name)),
                Ok(reading) => {
                    let wrong: Vec<String> = Cell::all()
                        .filter(|&c| reading.grid.get(c) != truth.get(c))
                        .map(|c| {
                            let d = |g: Option<Digit>| g.map_or(0, Digit::get);
                            format!(
                                "{c}: {} read as {}",
                                d(truth.get(c)),
                                d(reading.grid.get(c))
                            )
                        })
                        .collect();
                    let unsure: Vec<String> = Cell::all()
                        .zip(&reading.cells)
                        .filter(|(_, r)| r.unsure)
                        .map(|(c, r)| {
                            let d = r.digit.map_or(0, Digit::get);
                            format!("{c} {d} ({:.2})", r.confidence)
                        })
                        .collect();
                    if !wrong.is_empty() || unsure.len() > MAX_UNSURE || reading.turns != 0 {
                        failures.push(format!(
                            "{} #{p}: {} wrong [{}], unsure [{}], {} turns",
                            style.name,
                            wrong.len(),
                            wrong.join(", "),
                            unsure.join(", "),
                            reading.turns
                        ));
                    }
                }
            }
        }
    }
    if failures.is_empty() {
        std::fs::remove_dir_all(&dir).ok();
    }
    assert!(
        failures.is_empty(),
        "{} of {count} screenshots not read exactly (pictures in {}):\n{}",
        failures.len(),
        dir.display(),
        failures.join("\n")
    );
}
