//! Printing puzzles: boards (classic 9×9, or any size and variant), solutions and players' positions drawn once as a list of
//! primitives ([`Drawing`]) and written as SVG ([`Drawing::to_svg`]) or as the pages of a
//! PDF ([`to_pdf`]), so the two cannot disagree; [`Book`] lays numbered puzzles out on
//! pages with their answers at the back.
//!
//! The PDF writer is here (`pdf.rs`, with LZW compression in `lzw.rs`), using the standard
//! Helvetica fonts, whose widths `font.rs` holds, so English pages embed nothing. Text
//! they cannot set (Chinese) is set in a [`Typeface`] read from a font file
//! (`typeface.rs`, with `ttf-parser`) and embedded as a subset of the glyphs used (with
//! `subsetter`). Output is the same bytes for the same input: no dates, no map order,
//! every coordinate rounded to hundredths of a point before it is written.
//!
//! ```
//! use shudu::Grid;
//! use shudu::render::Diagram;
//! let puzzle: Grid =
//!     "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759.."
//!         .parse()?;
//! let svg = Diagram::puzzle(&puzzle).to_drawing(270.0).to_svg();
//! assert!(svg.starts_with("<?xml"));
//! # Ok::<(), shudu::ParseError>(())
//! ```
//!
//! Read in order: `drawing.rs` (the primitives), `font.rs`, `typeface.rs`, `board.rs` (a classic board),
//! `variant_board.rs` (a board of any size and variant), `book.rs` (pages), `svg.rs` and `pdf.rs` (the writers).

mod board;
mod book;
mod drawing;
mod font;
mod lzw;
mod pdf;
mod svg;
mod typeface;
mod variant_board;

pub use board::{Diagram, Ink};
pub use book::{Book, BookPuzzle, Figure, Paper, PerPage, rating_caption};
pub use drawing::{Drawing, Gray, Item, Point, Units};
pub use font::Font;
pub use pdf::to_pdf;
pub use typeface::{DEFAULT_FONTS, FontError, Typeface};
pub use variant_board::VariantDiagram;
