//! Reading one puzzle, or a player's position, out of a whole text on any board: the
//! door `shudu hint` (and any caller holding a file rather than structured values)
//! goes through, so that no caller chooses between the classic and the other readers.
//!
//! [`read_one_board`] takes the one puzzle of a text through the one batch reader
//! ([`read_boards`]). [`PlayerPosition::read`] takes a position — the givens and
//! entries, and pencil marks when the text is in a candidate form — on the original
//! puzzle's board: on classic rules through the classic pencil-mark reader
//! ([`PencilMarks`], which judges marks against the givens), on every other board
//! through [`SheetMarks`]. Either way a text whose lines are a plain grid that merely
//! looks like a picture of marks is read as the grid it is.
//!
//! Read next: `hint.rs` ([`Puzzle::hint`], what a position is asked), `board_reader.rs`.

use std::fmt;
use std::io::Cursor;
use std::sync::Arc;

use super::board_reader::{BoardOptions, BoardReadError, read_boards};
use super::hint::BoardHint;
use super::{
    Puzzle, Rules, SheetMarks, Symbols, VariantEntry, VariantError, is_variant_json,
    is_variant_text,
};
use crate::grid::Cell;
use crate::hint::HintLevel;
use crate::logic::Logic;
use crate::parse::{CandidateForm, PencilMarks, located};
use crate::position::Position;
use crate::words::{Lang, Phrase};

/// Why a text holds no single puzzle or position, each naming the input (`FILE:` or
/// `FILE:LINE:`) and what is wrong.
///
/// ```
/// use shudu::variant::{BoardOptions, read_one_board};
/// let err = read_one_board("# nothing here\n", "empty.txt", &BoardOptions::default()).unwrap_err();
/// assert_eq!(err.to_string(), "empty.txt: no puzzle found");
/// ```
#[derive(Clone, Debug)]
#[non_exhaustive]
pub enum BoardTextError {
    /// The text holds no puzzle at all.
    NoPuzzle {
        /// The input's name.
        source: String,
    },
    /// The text holds more than the one puzzle expected.
    Several {
        /// The input's name.
        source: String,
    },
    /// The text's entry is no puzzle of any board.
    Entry(BoardReadError),
    /// The text is in a candidate form whose marks do not fit the board, or its digits
    /// are no puzzle of the board; the message names the line, cell and character.
    Marks {
        /// The input's name.
        source: String,
        /// What is wrong, and where.
        message: Phrase,
    },
    /// The sheet's own JSON names rules other than the original puzzle's.
    OtherRules {
        /// The input's name.
        source: String,
        /// The sheet's rules, in words.
        sheet: Phrase,
        /// The original puzzle's rules, in words.
        puzzle: Phrase,
    },
}

impl BoardTextError {
    /// The one-based line of the entry that is no puzzle, where that is the trouble.
    pub fn line(&self) -> Option<usize> {
        match self {
            BoardTextError::Entry(err) => Some(err.line()),
            _ => None,
        }
    }

    /// The entry's text as given, where an entry is the trouble.
    pub fn input(&self) -> Option<&str> {
        match self {
            BoardTextError::Entry(err) => Some(err.input()),
            _ => None,
        }
    }
}

impl BoardTextError {
    /// The error in `lang`'s words, after the input's name (`FILE:`; a text with no
    /// name, from `str::parse`, is not named).
    ///
    /// ```
    /// use shudu::variant::{BoardOptions, read_one_board};
    /// use shudu::words::Lang;
    /// let err = read_one_board("# nothing here\n", "empty.txt", &BoardOptions::default()).unwrap_err();
    /// assert_eq!(err.words_in(Lang::ZhHans), "empty.txt: 没有找到谜题");
    /// assert_eq!(err.words_in(Lang::ZhHant), "empty.txt: 沒有找到謎題");
    /// ```
    pub fn words_in(&self, lang: Lang) -> String {
        let (source, phrase) = match self {
            BoardTextError::Entry(err) => return err.words_in(lang),
            // The classic reader's words for the same case.
            BoardTextError::NoPuzzle { source } => (source, Phrase::new("parse-no-puzzle")),
            BoardTextError::Several { source } => (source, Phrase::new("variant-several-puzzles")),
            BoardTextError::Marks { source, message } => (source, message.clone()),
            BoardTextError::OtherRules {
                source,
                sheet,
                puzzle,
            } => (
                source,
                Phrase::new("variant-other-rules")
                    .with("sheet", sheet.clone())
                    .with("puzzle", puzzle.clone()),
            ),
        };
        located(lang, source, 0, phrase.words_in(lang))
    }
}

impl fmt::Display for BoardTextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words_in(Lang::En))
    }
}

impl std::error::Error for BoardTextError {}

/// The one puzzle of `text` (named `source` in errors), of any board, with the line it
/// is on: read as every batch is ([`read_boards`], on `options`), and refused when the
/// text holds none, several, or an entry that is no puzzle.
///
/// ```
/// use shudu::variant::{BoardOptions, read_one_board};
/// let six = read_one_board("# 6×6\n.1.23...6.......535..4.........4...1\n", "-", &BoardOptions::default())?;
/// assert_eq!((six.puzzle.size(), six.line), (6, 2));
/// let two = "1...............\n.2..............\n";
/// let err = read_one_board(two, "two.txt", &BoardOptions::default()).unwrap_err();
/// assert_eq!(err.to_string(), "two.txt: holds several puzzles where one is expected");
/// # Ok::<(), shudu::variant::BoardTextError>(())
/// ```
pub fn read_one_board(
    text: &str,
    source: &str,
    options: &BoardOptions,
) -> Result<VariantEntry, BoardTextError> {
    let bytes = Cursor::new(text.as_bytes().to_vec());
    // Reading from memory cannot fail: an error here is the reader's own.
    let mut items =
        read_boards(bytes, source, options.clone()).map_err(|err| BoardTextError::Marks {
            source: source.to_owned(),
            message: super::error::reason(err.to_string()),
        })?;
    let first = match items.next() {
        None => {
            return Err(BoardTextError::NoPuzzle {
                source: source.to_owned(),
            });
        }
        Some(item) => item.map_err(BoardTextError::Entry)?,
    };
    if items.next().is_some() {
        return Err(BoardTextError::Several {
            source: source.to_owned(),
        });
    }
    Ok(first)
}

/// A player's position on any board, as [`Puzzle::hint`] takes it: the original puzzle,
/// the sheet's digits and, when the player keeps them, the pencil marks.
///
/// ```
/// use shudu::hint::HintLevel;
/// use shudu::logic::{Logic, Repertoire};
/// use shudu::variant::{BoardOptions, PlayerPosition};
/// // A 6×6 sheet with one entry made, on the puzzle it was played from.
/// let puzzle = ".1.23...6.......535..4.........4...1";
/// let sheet = "21.23...6.......535..4.........4...1";
/// let options = BoardOptions::default();
/// let position = PlayerPosition::read(sheet, "sheet.txt", Some((puzzle, "puzzle.txt")), &options)?;
/// assert_eq!(position.sheet[0], 2);
/// assert_eq!(position.puzzle.values()[0], 0);
/// let hint = position.hint(HintLevel::Nudge, &Logic::new(Repertoire::Full))?;
/// assert!(!hint.lines().is_empty());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug)]
pub struct PlayerPosition {
    /// The original puzzle: the one given, else the sheet's digits as givens.
    pub puzzle: Puzzle,
    /// The givens and entries, one digit per cell in reading order, 0 for an empty cell.
    pub sheet: Vec<u8>,
    /// Each cell's pencil marks, when the position is in a candidate form.
    pub marks: Option<Vec<Vec<u8>>>,
    /// The symbols the position was written in, which its hint is worded in.
    pub symbols: Symbols,
}

impl PlayerPosition {
    /// The position `state` holds (named `source` in errors): pencil marks when it is in
    /// a candidate form (on a 9×9 board the 729-character form or a picture of 81 digit
    /// groups; on any side n the n³ form or a picture of n² groups), else a grid or line
    /// of the givens and entries. It is read on the board of `original` (the puzzle's
    /// text and name) when given, else of `options`, else its own; a state whose own
    /// JSON names rules other than the original's is refused.
    pub fn read(
        state: &str,
        source: &str,
        original: Option<(&str, &str)>,
        options: &BoardOptions,
    ) -> Result<PlayerPosition, BoardTextError> {
        let original = match original {
            Some((text, name)) => Some(read_one_board(text, name, options)?.puzzle),
            None => None,
        };
        let given = options.rules.is_some() || options.symbols != Symbols::Standard;
        let classic = !given
            && match &original {
                Some(puzzle) => puzzle.rules().is_classic(),
                None => !is_variant_text(state),
            };
        if classic {
            classic_position(state, source, original)
        } else {
            other_position(state, source, original, options)
        }
    }

    /// The hint for this position at `level`, on `logic`'s settings ([`Puzzle::hint`]).
    pub fn hint(&self, level: HintLevel, logic: &Logic) -> Result<BoardHint, VariantError> {
        self.puzzle.hint(
            &self.sheet,
            self.marks.as_deref(),
            self.symbols,
            level,
            logic,
        )
    }
}

/// A position on classic rules: the classic pencil-mark reader's, which fills the empty
/// cells of a plain grid with every candidate their peers allow.
fn classic_position(
    text: &str,
    source: &str,
    original: Option<Puzzle>,
) -> Result<PlayerPosition, BoardTextError> {
    let options = BoardOptions::default();
    // A file of several puzzles is named as such, before its lines are taken for a
    // picture of pencil marks.
    let bytes = Cursor::new(text.as_bytes().to_vec());
    if let Ok(items) = read_boards(bytes, source, options.clone())
        && items.filter(Result::is_ok).take(2).count() > 1
    {
        return Err(BoardTextError::Several {
            source: source.to_owned(),
        });
    }
    let given = match &original {
        Some(puzzle) => Some(
            puzzle
                .classic_grid_for("hint")
                .map_err(|err| marks_error(source, err))?,
        ),
        None => None,
    };
    let grid_of = |text: &str| -> Result<crate::Grid, BoardTextError> {
        read_one_board(text, source, &options)?
            .puzzle
            .classic_grid_for("hint")
            .map_err(|err| marks_error(source, err))
    };
    let position = if CandidateForm::detect(text).is_some() {
        match PencilMarks::parse(text) {
            Ok(marks) => Position::from_pencil_marks(given, &marks),
            // A plain grid may look like a picture (a solved grid written in groups of
            // three): when it reads as a puzzle, it is one.
            Err(err) => match grid_of(text) {
                Ok(grid) => Position::new(given.unwrap_or(grid), grid),
                Err(_) => {
                    return Err(BoardTextError::Entry(BoardReadError::Classic(
                        err.with_source(source),
                    )));
                }
            },
        }
    } else {
        let grid = grid_of(text)?;
        Position::new(given.unwrap_or(grid), grid)
    };
    let marks = position.marks().map(|marks| {
        Cell::all()
            .map(|cell| marks[cell].iter().map(|d| d.get()).collect())
            .collect()
    });
    let sheet = Cell::all()
        .map(|cell| position.sheet().get(cell).map_or(0, |d| d.get()))
        .collect();
    Ok(PlayerPosition {
        puzzle: Puzzle::from_classic(position.puzzle()),
        sheet,
        marks,
        symbols: Symbols::Standard,
    })
}

/// A position on a board other than the classic one: the puzzle (the original, else the
/// state's digits as givens), the sheet's digits and the pencil marks, when the state is
/// in a candidate form of the board's side.
fn other_position(
    text: &str,
    source: &str,
    original: Option<Puzzle>,
    options: &BoardOptions,
) -> Result<PlayerPosition, BoardTextError> {
    let symbols = options.symbols;
    let own_rules = is_variant_json(text);
    let on_board: Option<Arc<Rules>> = match &original {
        Some(puzzle) if !own_rules => Some(puzzle.shared_rules().clone()),
        _ => options.rules.clone(),
    };
    let board_options = BoardOptions {
        rules: on_board.clone(),
        ..options.clone()
    };
    if let Some(rules) = &on_board {
        let size = rules.shape().size();
        match SheetMarks::read(text, size, symbols) {
            Some(Ok(read)) => {
                let puzzle = match original {
                    Some(puzzle) => puzzle,
                    None => Puzzle::new(rules.clone(), read.sheet.clone())
                        .map_err(|err| marks_error(source, err))?,
                };
                return Ok(PlayerPosition {
                    puzzle,
                    sheet: read.sheet,
                    marks: Some(read.marks),
                    symbols,
                });
            }
            // A line or grid with empty cells may look like a picture of marks: when it
            // reads as a puzzle, it is one.
            Some(Err(err)) if read_one_board(text, source, &board_options).is_err() => {
                return Err(marks_error(source, err));
            }
            _ => {}
        }
    }
    let state = read_one_board(text, source, &board_options)?.puzzle;
    let sheet = state.values().to_vec();
    let Some(puzzle) = original else {
        return Ok(PlayerPosition {
            puzzle: state,
            sheet,
            marks: None,
            symbols,
        });
    };
    if own_rules && rules_json(&state) != rules_json(&puzzle) {
        return Err(BoardTextError::OtherRules {
            source: source.to_owned(),
            sheet: state.rules().phrase(),
            puzzle: puzzle.rules().phrase(),
        });
    }
    Ok(PlayerPosition {
        puzzle,
        sheet,
        marks: None,
        symbols,
    })
}

fn marks_error(source: &str, err: VariantError) -> BoardTextError {
    BoardTextError::Marks {
        source: source.to_owned(),
        message: err.phrase(),
    }
}

/// A puzzle's rules alone, as its JSON writes them (no givens): two puzzles are on the
/// same board when these agree.
fn rules_json(puzzle: &Puzzle) -> String {
    let n = puzzle.size();
    Puzzle::new(puzzle.shared_rules().clone(), vec![0; n * n])
        .map(|empty| empty.to_json())
        .unwrap_or_default()
}

impl std::str::FromStr for Puzzle {
    type Err = BoardTextError;

    /// Reads the one puzzle of `text`, of any board, as [`read_one_board`] does: a line
    /// or grid of n² cells, shudu's JSON, f-puzzles' JSON or compressed form, or an
    /// f-puzzles or SudokuPad link.
    ///
    /// ```
    /// let six: shudu::Puzzle = ".1.23...6.......535..4.........4...1".parse()?;
    /// assert_eq!(six.rules().to_string(), "6×6 (2×3 boxes)");
    /// let err = "1.3..........3.".parse::<shudu::Puzzle>().unwrap_err();
    /// assert_eq!(err.to_string(), "line 1: expected 81 cells, found 15");
    /// # Ok::<(), shudu::variant::BoardTextError>(())
    /// ```
    fn from_str(text: &str) -> Result<Puzzle, BoardTextError> {
        read_one_board(text, "", &BoardOptions::default()).map(|entry| entry.puzzle)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const CLASSIC: &str =
        "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759..";

    #[test]
    fn a_classic_line_is_its_own_puzzle_with_no_marks() {
        let position = PlayerPosition::read(CLASSIC, "-", None, &BoardOptions::default()).unwrap();
        assert!(position.puzzle.rules().is_classic());
        assert_eq!(position.sheet, position.puzzle.values());
        assert!(position.marks.is_none());
    }

    #[test]
    fn a_classic_candidate_form_keeps_its_marks() {
        // The 729-character form: every digit possible in every cell but r1c1's 5.
        let mut form = String::new();
        for cell in 0..81 {
            for digit in 1..=9u8 {
                form.push(if cell == 0 && digit != 5 {
                    '.'
                } else {
                    char::from(b'0' + digit)
                });
            }
        }
        let position = PlayerPosition::read(&form, "-", None, &BoardOptions::default()).unwrap();
        assert_eq!(position.sheet[0], 5);
        let marks = position.marks.expect("marks");
        assert_eq!(marks[1].len(), 9);
    }

    #[test]
    fn several_puzzles_are_refused_by_name() {
        let text = format!("{CLASSIC}\n{CLASSIC}\n");
        let err = PlayerPosition::read(&text, "two.txt", None, &BoardOptions::default());
        assert_eq!(
            err.unwrap_err().to_string(),
            "two.txt: holds several puzzles where one is expected"
        );
    }

    #[test]
    fn a_sheet_on_other_rules_than_its_puzzle_is_refused() {
        let four = r#"{"size": 4, "givens": "1..............."}"#;
        let x = r#"{"size": 4, "extras": ["diagonal-main"], "givens": "1..............."}"#;
        let err = PlayerPosition::read(
            x,
            "s.json",
            Some((four, "p.json")),
            &BoardOptions::default(),
        )
        .unwrap_err();
        assert!(matches!(err, BoardTextError::OtherRules { .. }), "{err}");
    }

    #[test]
    fn a_six_by_six_picture_of_marks_is_read_on_the_puzzles_board() {
        let puzzle = ".1.23...6.......535..4.........4...1";
        // A picture of 36 groups: the givens alone, every other cell "123456".
        let groups: Vec<String> = puzzle
            .chars()
            .map(|c| {
                if c == '.' {
                    "123456".to_owned()
                } else {
                    c.to_string()
                }
            })
            .collect();
        let picture = groups
            .chunks(6)
            .map(|row| row.join(" "))
            .collect::<Vec<_>>()
            .join("\n");
        let position =
            PlayerPosition::read(&picture, "-", Some((puzzle, "p")), &BoardOptions::default())
                .unwrap();
        assert_eq!(position.marks.expect("marks")[0], [1, 2, 3, 4, 5, 6]);
        assert_eq!(position.sheet[1], 1);
    }

    #[test]
    fn a_text_of_several_puzzles_reads_in_chinese() {
        use crate::words::Lang;
        let text = format!("{CLASSIC}\n{CLASSIC}\n");
        let err = read_one_board(&text, "two.txt", &BoardOptions::default()).unwrap_err();
        assert_eq!(
            err.to_string(),
            "two.txt: holds several puzzles where one is expected"
        );
        assert_eq!(
            err.words_in(Lang::ZhHans),
            "two.txt: 含有多道谜题，而这里只应有一道"
        );
        assert_eq!(
            err.words_in(Lang::ZhHant),
            "two.txt: 含有多道謎題，而這裡只應有一道"
        );
    }
}
