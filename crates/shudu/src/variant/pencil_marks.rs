//! A player's pencil marks on a board of any side, read from the two candidate forms
//! the classic reader knows (`crate::parse::candidates`), generalized to side n:
//!
//! - the **slot form**: n slots per cell in reading order, n³ characters in all, slot `d`
//!   holding digit `d`'s symbol when it is a candidate and `.` or `0` when not
//!   (whitespace skipped);
//! - the **pencil-mark grid**: n² groups of symbols in reading order, as Sudoku Explainer
//!   and HoDoKu print them, with any frame (`|`, `-`, `+`, `.`, `:`, `*`, `'`) around.
//!
//! As in the classic forms, a cell with one candidate reads as placed. [`SheetMarks`] is
//! what [`super::Puzzle::hint`] and [`super::Puzzle::check_sheet`] take: the sheet's
//! digits and each empty cell's marks. Read next: `hint.rs`.

use super::error::at_line;
use super::{Pos, Symbols, VariantError};
use crate::words::Phrase;

/// Characters that only draw a pencil-mark grid's frame.
const FRAME: &str = "|+-.:*'";

/// A position read from a candidate form: the placed digits (0 for an empty cell) and
/// the marks of each cell (empty for a placed one), both in reading order.
///
/// ```
/// use shudu::variant::{SheetMarks, Symbols};
/// // A 4×4 board: r1c1 holds 1, r1c2 keeps 2 and 3; every other cell keeps all four.
/// let mut groups = vec!["1234"; 16];
/// groups[0] = "1";
/// groups[1] = "23";
/// let text = groups.chunks(4).map(|row| row.join(" ")).collect::<Vec<_>>().join("\n");
/// let read = SheetMarks::read(&text, 4, Symbols::Standard).unwrap()?;
/// assert_eq!(read.sheet[..2], [1, 0]);
/// assert_eq!(read.marks[1], [2, 3]);
/// assert!(read.marks[0].is_empty());
/// // A plain line is no candidate form.
/// assert!(SheetMarks::read("1...............", 4, Symbols::Standard).is_none());
/// # Ok::<(), shudu::variant::VariantError>(())
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SheetMarks {
    /// The placed digits, 0 for an empty cell.
    pub sheet: Vec<u8>,
    /// The candidates of each empty cell, in increasing order; empty for a placed cell.
    pub marks: Vec<Vec<u8>>,
}

impl SheetMarks {
    /// The position `text` holds on a board of side `size`, when it is in a candidate
    /// form: `None` when it is not (a plain grid or line), else the position or an error
    /// naming the line, the cell and the character.
    pub fn read(
        text: &str,
        size: usize,
        symbols: Symbols,
    ) -> Option<Result<SheetMarks, VariantError>> {
        let slots = text.chars().filter(|c| !c.is_whitespace()).count();
        if slots == size * size * size {
            return Some(read_slots(text, size, symbols));
        }
        let groups = groups(text);
        let picture = groups.len() > size
            && groups.iter().any(|g| {
                g.chars().count() > 1 && g.chars().all(|c| value(c, size, symbols).is_some())
            });
        picture.then(|| read_grid(text, size, symbols))
    }

    /// One cell's candidates: placed when there is one, else its marks.
    fn put(&mut self, cell: usize, mut set: Vec<u8>) {
        set.sort_unstable();
        set.dedup();
        if let [digit] = set[..] {
            self.sheet[cell] = digit;
        } else {
            self.marks[cell] = set;
        }
    }

    fn blank(size: usize) -> SheetMarks {
        SheetMarks {
            sheet: vec![0; size * size],
            marks: vec![Vec::new(); size * size],
        }
    }
}

/// The digit `ch` stands for on a board of side `size`.
fn value(ch: char, size: usize, symbols: Symbols) -> Option<u8> {
    symbols.value(ch).filter(|&v| usize::from(v) <= size)
}

/// The groups of a picture: runs of characters between separators and frame.
fn groups(text: &str) -> Vec<&str> {
    text.split(|c: char| c.is_whitespace() || FRAME.contains(c))
        .filter(|g| !g.is_empty())
        .collect()
}

fn read_slots(text: &str, size: usize, symbols: Symbols) -> Result<SheetMarks, VariantError> {
    let mut read = SheetMarks::blank(size);
    let mut set = Vec::new();
    let mut slot = 0usize;
    for (line_no, line) in text.lines().enumerate() {
        for (col, ch) in line.chars().enumerate() {
            if ch.is_whitespace() {
                continue;
            }
            let cell = slot / size;
            let digit = slot % size + 1;
            match value(ch, size, symbols) {
                Some(v) if usize::from(v) == digit => set.push(v),
                _ if ch == '.' || ch == '0' => {}
                _ => {
                    return Err(VariantError::Format(at_line(
                        line_no + 1,
                        Phrase::new("variant-mark-slot")
                            .with("cell", Pos::from_index(cell, size).to_string())
                            .with("symbol", symbols.symbol(digit as u8).to_string())
                            .with("slot", digit)
                            .with("ch", format!("{ch:?}"))
                            .with("column", col + 1),
                    )));
                }
            }
            slot += 1;
            if slot % size == 0 {
                read.put(cell, std::mem::take(&mut set));
            }
        }
    }
    Ok(read)
}

fn read_grid(text: &str, size: usize, symbols: Symbols) -> Result<SheetMarks, VariantError> {
    let mut read = SheetMarks::blank(size);
    let mut cell = 0usize;
    for (line_no, line) in text.lines().enumerate() {
        let mut group: Option<Vec<u8>> = None;
        // A separator after the last character closes the line's last group.
        for (col, ch) in line.chars().chain([' ']).enumerate() {
            if ch.is_whitespace() || FRAME.contains(ch) {
                if let Some(set) = group.take() {
                    if cell < size * size {
                        read.put(cell, set);
                    }
                    cell += 1;
                }
                continue;
            }
            match value(ch, size, symbols) {
                Some(v) => group.get_or_insert_with(Vec::new).push(v),
                None => {
                    let what = Phrase::new("variant-mark-char")
                        .with("ch", format!("{ch:?}"))
                        .with("size", size)
                        .with("column", col + 1);
                    let what = if cell < size * size {
                        Phrase::new("variant-at-cell")
                            .with("cell", Pos::from_index(cell, size).to_string())
                            .with("message", what)
                    } else {
                        what
                    };
                    return Err(VariantError::Format(at_line(line_no + 1, what)));
                }
            }
        }
    }
    if cell != size * size {
        return Err(VariantError::Format(
            Phrase::new("variant-mark-groups")
                .with("size", size)
                .with("expected", size * size)
                .with("found", cell),
        ));
    }
    Ok(read)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::PencilMarks;
    use crate::{Cell, Grid};

    fn picture(groups: &[String], size: usize) -> String {
        groups
            .chunks(size)
            .map(|row| row.join(" "))
            .collect::<Vec<_>>()
            .join("\n")
    }

    #[test]
    fn classic_forms_read_as_the_classic_reader_reads_them() {
        let grid: Grid =
            "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759.."
                .parse()
                .unwrap();
        let marks = PencilMarks::of_grid(&grid);
        for text in [marks.to_candidate_string(), marks.to_candidate_grid()] {
            // A lone candidate reads as placed, by both readers.
            let classic = PencilMarks::parse(&text).unwrap();
            let read = SheetMarks::read(&text, 9, Symbols::Standard)
                .expect("a candidate form")
                .unwrap();
            for cell in Cell::all() {
                let i = cell.index();
                let placed = classic.placed.get(cell).map_or(0, |d| d.get());
                assert_eq!(read.sheet[i], placed, "{cell}");
                let marks: Vec<u8> = classic.marks[cell].iter().map(|d| d.get()).collect();
                if placed == 0 {
                    assert_eq!(read.marks[i], marks, "{cell}");
                }
            }
        }
    }

    #[test]
    fn sixteen_by_sixteen_marks_use_letters() {
        let mut groups = vec!["123456789ABCDEFG".to_owned(); 256];
        groups[0] = "G".to_owned();
        groups[17] = "1A".to_owned();
        let read = SheetMarks::read(&picture(&groups, 16), 16, Symbols::Standard)
            .unwrap()
            .unwrap();
        assert_eq!(read.sheet[0], 16);
        assert_eq!(read.marks[17], [1, 10]);
        assert_eq!(read.marks[2].len(), 16);
    }

    #[test]
    fn errors_name_the_line_the_cell_and_the_character() {
        let mut groups = vec!["1234".to_owned(); 16];
        groups[5] = "1x3".to_owned();
        let err = SheetMarks::read(&picture(&groups, 4), 4, Symbols::Standard)
            .unwrap()
            .unwrap_err();
        assert_eq!(
            err.to_string(),
            "line 2: r2c2: 'x' is not a digit of a 4×4 board (column 7)"
        );
        let mut groups = vec!["12".to_owned(); 15];
        groups[0] = "5".to_owned();
        let err = SheetMarks::read(&picture(&groups, 4), 4, Symbols::Standard)
            .unwrap()
            .unwrap_err();
        assert!(err.to_string().contains("'5' is not a digit"), "{err}");
        let short = vec!["12".to_owned(); 15];
        let err = SheetMarks::read(&picture(&short, 4), 4, Symbols::Standard)
            .unwrap()
            .unwrap_err();
        assert!(
            err.to_string().contains("16 groups of digits, found 15"),
            "{err}"
        );
        let slots = format!("2{}", "1234".repeat(16).split_at(1).1);
        let err = SheetMarks::read(&slots, 4, Symbols::Standard)
            .unwrap()
            .unwrap_err();
        assert!(
            err.to_string().starts_with("line 1: r1c1: expected 1"),
            "{err}"
        );
    }
}
