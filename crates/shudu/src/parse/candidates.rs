//! The two candidate (pencil-mark) forms, read and written: [`PencilMarks`] holds the
//! placed digits and the marks of every empty cell.
//!
//! - the **729-character form**: for each cell in reading order, nine slots, slot `d`
//!   holding the digit `d` when it is a candidate and `.` or `0` when not; whitespace is
//!   skipped, so the form may be wrapped over lines;
//! - the **pencil-mark grid**: 81 groups of digits in reading order, as Sudoku Explainer
//!   and HoDoKu print them, with any frame (`|`, `-`, `+`, `.`, `:`, `*`, `'`) around.
//!
//! Neither form can tell a placed digit from a lone pencil mark, so a cell with one
//! candidate reads as placed. Errors name the line, the cell in r1c1 notation and the
//! character (`error.rs`). Read next: `crate::position`, which judges a player's marks.

use crate::grid::{Candidates, Cell, CellMap, Digit, Grid};

use super::error::{ParseError, ParseErrorKind};

/// Characters that only draw a pencil-mark grid's frame.
const FRAME: &str = "|+-.:*'";

/// Which candidate form a text is in.
///
/// ```
/// use shudu::parse::CandidateForm;
/// assert_eq!(CandidateForm::detect(&"123456789".repeat(81)), Some(CandidateForm::Slots));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[non_exhaustive]
pub enum CandidateForm {
    /// Nine slots per cell, 729 characters in all.
    Slots,
    /// 81 digit groups laid out as a grid.
    Grid,
}

impl CandidateForm {
    /// The form `text` looks like, if either: 729 non-blank characters, or a picture with
    /// more than nine digit groups of which one holds several digits (no puzzle form has
    /// that). A text that looks like a form may still hold errors, which the form's
    /// reader names.
    ///
    /// ```
    /// use shudu::parse::CandidateForm;
    /// assert_eq!(CandidateForm::detect(&"123456789".repeat(81)), Some(CandidateForm::Slots));
    /// assert_eq!(CandidateForm::detect(&"12 3 4 5 6 7 8 9 1\n".repeat(9)),
    ///            Some(CandidateForm::Grid));
    /// assert_eq!(CandidateForm::detect(&".".repeat(81)), None);
    /// ```
    pub fn detect(text: &str) -> Option<CandidateForm> {
        if text.chars().filter(|c| !c.is_whitespace()).count() == 729 {
            return Some(CandidateForm::Slots);
        }
        let groups: Vec<&str> = text
            .split(|c: char| c.is_whitespace() || FRAME.contains(c))
            .filter(|g| !g.is_empty())
            .collect();
        let picture = groups.len() > 9
            && groups
                .iter()
                .any(|g| g.len() > 1 && g.chars().all(|c| ('1'..='9').contains(&c)));
        picture.then_some(CandidateForm::Grid)
    }
}

/// Placed digits and the pencil marks of every empty cell: what both candidate forms hold.
///
/// ```
/// use shudu::parse::PencilMarks;
/// use shudu::{Cell, Grid};
/// let grid: Grid =
///     "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759.."
///         .parse()?;
/// let marks = PencilMarks::of_grid(&grid);
/// assert_eq!(marks.marks[Cell::new(0, 0).unwrap()].to_string(), "1356");
/// let text = marks.to_candidate_string();
/// assert_eq!(&text[..9], "1.3.56...");
/// // Written and read back, the marks show the same (a lone candidate reads as placed).
/// let read = PencilMarks::parse_candidate_string(&text)?;
/// assert_eq!(read.to_candidate_string(), text);
/// assert_eq!(PencilMarks::parse_candidate_grid(&read.to_candidate_grid())?, read);
/// # Ok::<(), shudu::ParseError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct PencilMarks {
    /// The placed digits.
    pub placed: Grid,
    /// The candidates of each empty cell (those of placed cells are ignored, and
    /// [`PencilMarks`]' readers leave them empty).
    pub marks: CellMap<Candidates>,
}

impl PencilMarks {
    /// The marks a player starts from: every digit no peer holds, in every empty cell.
    ///
    /// ```
    /// use shudu::parse::PencilMarks;
    /// use shudu::{Candidates, Cell, Grid};
    /// let marks = PencilMarks::of_grid(&Grid::empty());
    /// assert_eq!(marks.marks[Cell::new(4, 4).unwrap()], Candidates::ALL);
    /// ```
    pub fn of_grid(grid: &Grid) -> PencilMarks {
        PencilMarks {
            placed: *grid,
            marks: CellMap::from_fn(|c| match grid.get(c) {
                Some(_) => Candidates::NONE,
                None => grid.candidates(c),
            }),
        }
    }

    /// What `cell` shows: its digit as the only candidate when placed, else its marks.
    fn shown(&self, cell: Cell) -> Candidates {
        match self.placed.get(cell) {
            Some(d) => Candidates::only(d),
            None => self.marks[cell],
        }
    }

    /// The placement of a cell read with candidates `set`.
    fn put(&mut self, cell: Cell, set: Candidates) {
        match set.single() {
            Some(d) => self.placed.set(cell, Some(d)),
            None => self.marks[cell] = set,
        }
    }

    fn blank() -> PencilMarks {
        PencilMarks {
            placed: Grid::empty(),
            marks: CellMap::new(Candidates::NONE),
        }
    }

    /// Reads the 729-character form. Whitespace (line breaks included) is skipped.
    ///
    /// ```
    /// use shudu::parse::PencilMarks;
    /// let mut text = "123456789".repeat(81);
    /// text.replace_range(9..10, "x");
    /// let err = PencilMarks::parse_candidate_string(&text).unwrap_err();
    /// assert_eq!(err.to_string(),
    ///            "line 1: r1c2: unexpected character 'x' at column 10 (slot 1 holds '1', '.' or '0')");
    /// ```
    pub fn parse_candidate_string(text: &str) -> Result<PencilMarks, ParseError> {
        let mut read = PencilMarks::blank();
        let mut slot = 0usize;
        let mut set = Candidates::NONE;
        for (line_no, line) in text.lines().enumerate() {
            for (col, ch) in line.chars().enumerate() {
                if ch.is_whitespace() {
                    continue;
                }
                let Some(cell) = Cell::from_index(slot / 9) else {
                    slot += 1;
                    continue;
                };
                let pos = slot % 9;
                match ch {
                    '.' | '0' => {}
                    _ if ch.to_digit(10) == Some(pos as u32 + 1) => {
                        set.insert(Digit::new(pos as u8 + 1).expect("slot below 9"));
                    }
                    _ => {
                        let kind = ParseErrorKind::CandidateSlot {
                            cell,
                            slot: pos + 1,
                            ch,
                            column: col + 1,
                        };
                        return Err(ParseError::new("", line_no + 1, kind, text));
                    }
                }
                slot += 1;
                if pos == 8 {
                    read.put(cell, set);
                    set = Candidates::NONE;
                }
            }
        }
        if slot != 729 {
            let kind = ParseErrorKind::CandidateCount { found: slot };
            return Err(ParseError::new("", 0, kind, text));
        }
        Ok(read)
    }

    /// Reads a pencil-mark grid: 81 groups of digits in reading order, whatever frame
    /// surrounds them.
    ///
    /// ```
    /// use shudu::parse::PencilMarks;
    /// let picture = "12 3 4 5 6 7 8 9 1\n".repeat(8) + "12 3 4 5 x6 7 8 9 1\n";
    /// let err = PencilMarks::parse_candidate_grid(&picture).unwrap_err();
    /// assert_eq!(err.to_string(), "line 9: r9c5: unexpected character 'x' at column 10");
    /// ```
    pub fn parse_candidate_grid(text: &str) -> Result<PencilMarks, ParseError> {
        let mut read = PencilMarks::blank();
        let mut groups = 0usize;
        for (line_no, line) in text.lines().enumerate() {
            let mut group: Option<Candidates> = None;
            // A separator after the last character closes the line's last group.
            for (col, ch) in line.chars().chain([' ']).enumerate() {
                if ch.is_whitespace() || FRAME.contains(ch) {
                    if let Some(set) = group.take() {
                        if let Some(cell) = Cell::from_index(groups) {
                            read.put(cell, set);
                        }
                        groups += 1;
                    }
                    continue;
                }
                match Digit::from_char(ch) {
                    Some(d) => group.get_or_insert(Candidates::NONE).insert(d),
                    None => {
                        let kind = ParseErrorKind::CandidateChar {
                            cell: Cell::from_index(groups),
                            ch,
                            column: col + 1,
                        };
                        return Err(ParseError::new("", line_no + 1, kind, text));
                    }
                }
            }
        }
        if groups != 81 {
            let kind = ParseErrorKind::MarkGroups { found: groups };
            return Err(ParseError::new("", 0, kind, text));
        }
        Ok(read)
    }

    /// Reads either form, as [`CandidateForm::detect`] tells them apart (the 729-character
    /// form when neither fits, so the error says what the text lacks).
    ///
    /// ```
    /// use shudu::parse::PencilMarks;
    /// let all = PencilMarks::parse(&"123456789".repeat(81))?;
    /// assert_eq!(all.placed.given_count(), 0);
    /// # Ok::<(), shudu::ParseError>(())
    /// ```
    pub fn parse(text: &str) -> Result<PencilMarks, ParseError> {
        match CandidateForm::detect(text) {
            Some(CandidateForm::Grid) => PencilMarks::parse_candidate_grid(text),
            _ => PencilMarks::parse_candidate_string(text),
        }
    }

    /// The 729-character form on one line (a placed digit shows as its only candidate).
    ///
    /// ```
    /// use shudu::parse::PencilMarks;
    /// use shudu::Grid;
    /// let text = PencilMarks::of_grid(&Grid::empty()).to_candidate_string();
    /// assert_eq!(text, "123456789".repeat(81));
    /// ```
    pub fn to_candidate_string(&self) -> String {
        let mut out = String::with_capacity(729);
        for cell in Cell::all() {
            let set = self.shown(cell);
            for d in Digit::all() {
                out.push(if set.contains(d) { d.to_char() } else { '.' });
            }
        }
        out
    }

    /// The pencil-mark grid: each cell's candidates (or its digit) in aligned columns,
    /// with box frames, one line per row plus four rules. An empty cell with no candidate
    /// left cannot be drawn in this form and shows as nothing.
    ///
    /// ```
    /// use shudu::parse::PencilMarks;
    /// use shudu::Grid;
    /// let picture = PencilMarks::of_grid(&Grid::empty()).to_candidate_grid();
    /// assert_eq!(picture.lines().count(), 13);
    /// assert!(picture.starts_with("+---"));
    /// ```
    pub fn to_candidate_grid(&self) -> String {
        let text = |c: Cell| self.shown(c).to_string();
        // One width per column of the grid, so boxes line up.
        let widths: Vec<usize> = (0..9)
            .map(|col| {
                (0..9)
                    .filter_map(|row| Cell::new(row, col))
                    .map(|c| text(c).len())
                    .max()
                    .unwrap_or(1)
            })
            .collect();
        let rule = |w: &[usize]| {
            let part = |s: &[usize]| "-".repeat(s.iter().sum::<usize>() + s.len() + 1);
            format!(
                "+{}+{}+{}+\n",
                part(&w[0..3]),
                part(&w[3..6]),
                part(&w[6..9])
            )
        };
        let mut out = rule(&widths);
        for row in 0..9 {
            if row == 3 || row == 6 {
                out.push_str(&rule(&widths));
            }
            out.push('|');
            for (col, &width) in widths.iter().enumerate() {
                let cell = Cell::new(row, col).expect("row and column below 9");
                out.push_str(&format!(" {:<width$}", text(cell)));
                if col % 3 == 2 {
                    out.push_str(" |");
                }
            }
            out.push('\n');
        }
        out.push_str(&rule(&widths));
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tutorial() -> Grid {
        "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759.."
            .parse()
            .unwrap()
    }

    #[test]
    fn both_forms_round_trip() {
        let mut start = PencilMarks::of_grid(&tutorial());
        start.marks[Cell::new(0, 0).unwrap()].remove(Digit::new(1).unwrap());
        let text = start.to_candidate_string();
        // Read once, lone candidates are placed; from there on nothing changes.
        let marks = PencilMarks::parse_candidate_string(&text).unwrap();
        assert_eq!(marks.to_candidate_string(), text);
        assert_eq!(marks.placed.given_count(), start.placed.given_count() + 3);
        assert_eq!(PencilMarks::parse_candidate_string(&text).unwrap(), marks);
        assert_eq!(PencilMarks::parse(&text).unwrap(), marks);
        let picture = marks.to_candidate_grid();
        assert_eq!(picture, start.to_candidate_grid());
        assert_eq!(CandidateForm::detect(&picture), Some(CandidateForm::Grid));
        assert_eq!(PencilMarks::parse_candidate_grid(&picture).unwrap(), marks);
        assert_eq!(PencilMarks::parse(&picture).unwrap(), marks);
        // Wrapped over nine lines, the 729-character form reads the same.
        let wrapped: String = text
            .as_bytes()
            .chunks(81)
            .map(|l| format!("{}\n", std::str::from_utf8(l).unwrap()))
            .collect();
        assert_eq!(
            PencilMarks::parse_candidate_string(&wrapped).unwrap(),
            marks
        );
    }

    #[test]
    fn errors_name_line_cell_and_character() {
        let text = PencilMarks::of_grid(&tutorial()).to_candidate_string();
        let wrapped: String = text
            .as_bytes()
            .chunks(81)
            .map(|l| format!("{}\n", std::str::from_utf8(l).unwrap()))
            .collect();
        // r2c1's first slot is the 82nd character, column 1 of line 2.
        let mut bad = wrapped.clone();
        bad.replace_range(82..83, "7");
        let err = PencilMarks::parse_candidate_string(&bad).unwrap_err();
        assert_eq!(err.line(), 2);
        assert_eq!(err.column(), Some(1));
        assert_eq!(
            err.message(),
            "r2c1: unexpected character '7' at column 1 (slot 1 holds '1', '.' or '0')"
        );
        let err = PencilMarks::parse_candidate_string("123").unwrap_err();
        assert_eq!(
            err.to_string(),
            "expected 729 candidate characters, found 3"
        );
        let picture = PencilMarks::of_grid(&tutorial()).to_candidate_grid();
        let err = PencilMarks::parse_candidate_grid(&picture.replacen('9', "x", 1)).unwrap_err();
        assert_eq!(err.line(), 2);
        assert_eq!(err.message(), "r1c3: unexpected character 'x' at column 18");
        let err = PencilMarks::parse_candidate_grid("12 34").unwrap_err();
        assert_eq!(
            err.to_string(),
            "a pencil-mark grid needs 81 cells, found 2"
        );
        let err = PencilMarks::parse_candidate_grid(&"1 ".repeat(82)).unwrap_err();
        assert_eq!(
            err.to_string(),
            "a pencil-mark grid needs 81 cells, found 82"
        );
    }

    #[test]
    fn a_cell_without_candidates_stays_empty() {
        let mut text = "123456789".repeat(81);
        text.replace_range(0..9, ".........");
        let read = PencilMarks::parse_candidate_string(&text).unwrap();
        let r1c1 = Cell::new(0, 0).unwrap();
        assert_eq!(read.placed.get(r1c1), None);
        assert!(read.marks[r1c1].is_empty());
    }
}
