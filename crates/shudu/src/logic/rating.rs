//! [`rate`]: a puzzle's difficulty on Sudoku Explainer's scale — ER, EP and ED.
//!
//! Sudoku Explainer (SukakuExplainer's `serate`, `Solver.getDifficulty`) walks the path
//! the driver walks — at each point the first hint of the first rule, in its fixed rule
//! order — and from the ratings of the steps taken computes:
//!
//! - **ER** (rating): the highest rating of any step on the path;
//! - **EP** (pearl): the highest rating among the steps up to and including the first
//!   step that places a digit (a single, or a direct technique that ends in one);
//! - **ED** (diamond): the rating of the first step.
//!
//! So ED ≤ EP ≤ ER. A puzzle the implemented techniques cannot finish is not rated:
//! [`rate`] reports it as beyond them, with what was found so far, and never guesses.
//!
//! Read next: `path.rs` for the path itself.

use std::fmt;

use super::Level;
use super::board::Board;
use super::path::{Path, PathEnd, solve_path};
use super::step::Step;
use super::technique::Technique;
use crate::grid::Grid;
use crate::words::{Lang, say};

/// A rating in tenths, written as Sudoku Explainer writes it: `Tenths(42)` is `4.2`. The
/// one place a rating becomes text.
///
/// ```
/// use shudu::logic::Tenths;
/// assert_eq!(Tenths(42).to_string(), "4.2");
/// assert_eq!(Tenths(7).to_string(), "0.7");
/// assert_eq!(f64::from(Tenths(115)), 11.5);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Tenths(pub u8);

impl fmt::Display for Tenths {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}", self.0 / 10, self.0 % 10)
    }
}

impl From<Tenths> for f64 {
    /// The rating as a number (`4.2`), exact to the tenth as a decimal is.
    fn from(t: Tenths) -> f64 {
        f64::from(t.0) / 10.0
    }
}

/// Sudoku Explainer's three figures for a puzzle, in tenths (ER 7.2 is 72).
///
/// ```
/// use shudu::Grid;
/// use shudu::logic::{Level, Technique, rate};
/// let grid: Grid = "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759..".parse()?;
/// let rating = rate(&grid).expect("within the implemented techniques");
/// assert_eq!(rating.to_string(), "3.8/1.2/1.2 Swordfish");
/// assert_eq!((rating.er, rating.hardest), (38, Technique::Swordfish));
/// assert_eq!(Level::for_er(rating.er), Level::Hard);
/// # Ok::<(), shudu::ParseError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Rating {
    /// ER: the hardest step of the path, in tenths.
    pub er: u8,
    /// EP: the hardest step up to the first placement, in tenths.
    pub ep: u8,
    /// ED: the first step, in tenths.
    pub ed: u8,
    /// The technique of the first step rated ER.
    pub hardest: Technique,
    /// `None` on Sudoku Explainer's scale (every 9×9 board, classic or variant); on a
    /// board of another size, the sentence saying the rating is shudu's own for the size
    /// (records write it beside the rating, as `scale`).
    pub scale: Option<&'static str>,
}

impl Rating {
    /// The three figures as `serate` prints them, `ER/EP/ED`: `4.2/1.2/1.2`.
    ///
    /// ```
    /// use shudu::Grid;
    /// use shudu::logic::rate;
    /// let grid: Grid =
    ///     "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759.."
    ///         .parse()?;
    /// let rating = rate(&grid).expect("rated");
    /// assert_eq!(rating.to_string(), format!("{} {}", rating.figures(), rating.hardest));
    /// # Ok::<(), shudu::ParseError>(())
    /// ```
    pub fn figures(&self) -> String {
        format!(
            "{}/{}/{}",
            Tenths(self.er),
            Tenths(self.ep),
            Tenths(self.ed)
        )
    }
}

impl Rating {
    /// `ER/EP/ED hardest` with the hardest technique's name in `lang`'s words.
    pub fn words_in(&self, lang: Lang) -> String {
        format!("{} {}", self.figures(), self.hardest.name_in(lang))
    }

    /// `ER/EP/ED hardest` in `lang`'s words, and on a board whose ratings are shudu's own
    /// (`own_scale` its size, other than 9×9) a note saying so, as `rate` prints it.
    pub fn text_in(&self, own_scale: Option<usize>, lang: Lang) -> String {
        let rating = self.words_in(lang);
        match own_scale {
            None => rating,
            Some(size) => say!(lang, "rating-sized", rating = rating, size = size),
        }
    }

    /// The rating with its level, as a heading shows it: `4.2/1.2/1.2 XY-Wing (Expert)`;
    /// `own_scale` is the size of a board whose ratings are shudu's own (other than 9×9),
    /// which the heading then says.
    ///
    /// ```
    /// use shudu::Grid;
    /// use shudu::logic::rate;
    /// use shudu::words::Lang;
    /// let grid: Grid =
    ///     "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759.."
    ///         .parse()?;
    /// let rating = rate(&grid).unwrap();
    /// assert_eq!(rating.with_level_in(None, Lang::En), "3.8/1.2/1.2 Swordfish (Hard)");
    /// assert_eq!(rating.with_level_in(None, Lang::ZhHans), "3.8/1.2/1.2 三阶鱼（困难）");
    /// # Ok::<(), shudu::ParseError>(())
    /// ```
    pub fn with_level_in(&self, own_scale: Option<usize>, lang: Lang) -> String {
        let (rating, level) = (self.words_in(lang), Level::for_er(self.er).name_in(lang));
        match own_scale {
            None => say!(lang, "rating-with-level", rating = rating, level = level),
            Some(size) => say!(
                lang,
                "rating-with-level-sized",
                rating = rating,
                level = level,
                size = size
            ),
        }
    }
}

impl fmt::Display for Rating {
    /// `ER/EP/ED hardest`, as `serate` prints: `4.2/1.2/1.2 XY-Wing`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words_in(Lang::En))
    }
}

/// Why a puzzle got no rating.
///
/// ```
/// use shudu::{Grid, Solver};
/// use shudu::logic::{Unrated, rate};
/// // A solved grid leaves nothing to rate.
/// let solved = Solver::new().first(&Grid::empty()).unwrap();
/// assert_eq!(rate(&solved), Err(Unrated::NothingToSolve));
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Unrated {
    /// The grid has no empty cell: nothing to rate.
    NothingToSolve,
    /// No implemented technique applies at `board` (reached after `steps` steps, the
    /// hardest so far rated `er_so_far` tenths).
    BeyondTechniques {
        /// Where the logic stopped.
        board: Box<Board>,
        /// Steps taken before.
        steps: usize,
        /// ER of the steps taken, in tenths.
        er_so_far: u8,
    },
    /// The puzzle (or state) has no solution: a cell ran out of candidates.
    Contradiction,
    /// The [`Budget`](super::Budget) was spent before the path ended (after `steps`
    /// steps, the hardest so far rated `er_so_far` tenths): see
    /// [`Logic::within`](super::Logic::within).
    GaveUp {
        /// Steps taken before.
        steps: usize,
        /// ER of the steps taken, in tenths.
        er_so_far: u8,
    },
}

impl Unrated {
    /// Why there is no rating, in `lang`.
    ///
    /// ```
    /// use shudu::logic::Unrated;
    /// use shudu::words::Lang;
    /// assert_eq!(Unrated::Contradiction.words_in(Lang::ZhHans), "无解：有一格已没有候选数");
    /// ```
    pub fn words_in(&self, lang: Lang) -> String {
        match self {
            Unrated::NothingToSolve => say!(lang, "unrated-nothing-to-solve"),
            Unrated::BeyondTechniques {
                steps, er_so_far, ..
            } => say!(
                lang,
                "unrated-beyond",
                steps = *steps,
                hardest = Tenths(*er_so_far).to_string()
            ),
            Unrated::Contradiction => say!(lang, "unrated-contradiction"),
            Unrated::GaveUp { steps, er_so_far } => say!(
                lang,
                "unrated-gave-up",
                steps = *steps,
                hardest = Tenths(*er_so_far).to_string()
            ),
        }
    }
}

impl fmt::Display for Unrated {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words_in(Lang::En))
    }
}

/// Rates `grid` on Sudoku Explainer's scale.
///
/// ```
/// use shudu::logic::{Technique, rate};
/// use shudu::Grid;
/// let grid: Grid =
///     "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759.."
///         .parse()?;
/// let rating = rate(&grid).expect("within the implemented techniques");
/// assert!(rating.ed <= rating.ep && rating.ep <= rating.er);
/// # Ok::<(), shudu::ParseError>(())
/// ```
pub fn rate(grid: &Grid) -> Result<Rating, Unrated> {
    rate_path(&solve_path(grid))
}

/// The rating of an already computed path.
pub fn rate_path(path: &Path) -> Result<Rating, Unrated> {
    let er_so_far = path
        .steps
        .iter()
        .map(Step::rating_tenths)
        .max()
        .unwrap_or(0);
    match path.end {
        PathEnd::Solved => {}
        PathEnd::Stuck => {
            return Err(Unrated::BeyondTechniques {
                board: Box::new(path.board.clone()),
                steps: path.steps.len(),
                er_so_far,
            });
        }
        PathEnd::Contradiction(_) => return Err(Unrated::Contradiction),
        PathEnd::GaveUp => {
            return Err(Unrated::GaveUp {
                steps: path.steps.len(),
                er_so_far,
            });
        }
    }
    rating_of_steps(
        path.steps
            .iter()
            .map(|s| (s.rating_tenths(), !s.placements.is_empty(), s.technique)),
    )
    .ok_or(Unrated::NothingToSolve)
}

/// ER, EP and ED of a solved path's steps, each given as (its rating in tenths, whether
/// it places a digit, its technique): ER the hardest step (the first of that rating
/// names the technique), EP the hardest up to the first placement, ED the first step.
/// `None` for no steps. The one rule for every board size (`variant::logic` rates
/// other sizes with it).
pub(crate) fn rating_of_steps(
    steps: impl IntoIterator<Item = (u8, bool, Technique)>,
) -> Option<Rating> {
    let mut er = 0u8;
    let mut hardest = None;
    let mut ep = None;
    let mut ed = None;
    for (r, places, technique) in steps {
        ed.get_or_insert(r);
        if r > er {
            er = r;
            hardest = Some(technique);
        }
        if ep.is_none() && places {
            ep = Some(er);
        }
    }
    Some(Rating {
        er,
        ep: ep.unwrap_or(er),
        ed: ed?,
        hardest: hardest?,
        scale: None,
    })
}
