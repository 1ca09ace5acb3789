//! [`Difficulty`]: the generator's filter by rating — a named [`Level`], an ER range,
//! and techniques the solving path must use. Puzzles are rated by [`crate::logic::rate`]
//! (Sudoku Explainer's scale); a puzzle the rater cannot finish is never accepted, since
//! its difficulty would be a guess.
//!
//! Read next: `generator.rs`, whose attempt loop asks [`Difficulty::judge`] about each
//! minimal puzzle it makes.

use std::fmt;

use super::GenerateError;
use crate::grid::Grid;
use crate::logic::{Level, Logic, Rating, Repertoire, Technique, rate_path, solve_path};
use crate::words::{Lang, list_or, say};

/// What a generated puzzle's solving path must look like.
///
/// ```
/// use shudu::generate::Difficulty;
/// use shudu::logic::Level;
/// let band = Difficulty::level(Level::Hard);
/// assert_eq!(band.to_string(), "ER 2.6-3.9");
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Difficulty {
    er_min: u8,
    er_max: u8,
    required: Vec<Technique>,
}

/// The outcome of judging one puzzle.
pub(crate) enum Judgement {
    /// In the band, with every required technique on its path.
    Accepted(Rating),
    /// Rated, but outside the band or without a required technique.
    Rejected(Rating),
    /// Beyond the techniques the rater knows: no rating to judge by.
    Unrated,
}

impl Difficulty {
    /// The band of a named level.
    pub fn level(level: Level) -> Difficulty {
        let (er_min, er_max) = level.er_range();
        Difficulty {
            er_min,
            er_max,
            required: Vec::new(),
        }
    }

    /// ER from `min` to `max` tenths, both included (`er_range(40, 60)` is 4.0–6.0).
    /// With `min` above `max` the band is empty, which
    /// [`Generator::validate`](super::Generator::validate) refuses rather than guess
    /// which end was meant.
    pub fn er_range(min: u8, max: u8) -> Difficulty {
        Difficulty {
            er_min: min,
            er_max: max,
            required: Vec::new(),
        }
    }

    /// Whether any puzzle could fit: the band is not empty.
    pub(crate) fn check(&self) -> Result<(), GenerateError> {
        if self.er_min > self.er_max {
            return Err(GenerateError::EmptyRatingRange {
                min: self.er_min,
                max: self.er_max,
            });
        }
        Ok(())
    }

    /// Any rating, as long as the path uses one of `techniques`.
    pub fn any() -> Difficulty {
        Difficulty::er_range(0, u8::MAX)
    }

    /// Also requires the path to use one of `techniques` (given together, they are
    /// alternatives: the hidden single in a box or in a line, say). Sudoku Explainer's
    /// techniques are looked for on the rating's path; a player technique (W-wing, say),
    /// which that path never takes, on the path of every technique
    /// ([`Repertoire::Full`]), as a player would solve.
    pub fn requiring(mut self, techniques: &[Technique]) -> Difficulty {
        self.required.extend_from_slice(techniques);
        self
    }

    /// Rates `puzzle` and says whether it fits.
    pub(crate) fn judge(&self, puzzle: &Grid) -> Judgement {
        let path = solve_path(puzzle);
        let Ok(rating) = rate_path(&path) else {
            return Judgement::Unrated;
        };
        let in_band = (self.er_min..=self.er_max).contains(&rating.er);
        let on = |path: &crate::logic::Path| {
            path.steps
                .iter()
                .any(|s| self.required.contains(&s.technique))
        };
        let player = self.required.iter().any(|t| !t.is_sudoku_explainers());
        let uses = self.required.is_empty()
            || on(&path)
            || (in_band && player && on(&Logic::new(Repertoire::Full).solve_path(puzzle)));
        if in_band && uses {
            Judgement::Accepted(rating)
        } else {
            Judgement::Rejected(rating)
        }
    }

    /// Whether `rating` lies in the band (the required techniques are not checked).
    pub fn contains(&self, rating: &Rating) -> bool {
        (self.er_min..=self.er_max).contains(&rating.er)
    }
}

impl Difficulty {
    /// The band and the techniques required, in `lang`.
    ///
    /// ```
    /// use shudu::words::Lang;
    /// use shudu::generate::Difficulty;
    /// use shudu::logic::Level;
    /// let band = Difficulty::level(Level::Hard);
    /// assert_eq!(band.words_in(Lang::ZhHans), "ER 2.6-3.9");
    /// ```
    pub fn words_in(&self, lang: Lang) -> String {
        let t = crate::logic::Tenths;
        let band = match (self.er_min, self.er_max) {
            (0, u8::MAX) => say!(lang, "difficulty-any"),
            (lo, u8::MAX) => say!(lang, "difficulty-from", min = t(lo).to_string()),
            (lo, hi) => say!(
                lang,
                "difficulty-band",
                min = t(lo).to_string(),
                max = t(hi).to_string()
            ),
        };
        if self.required.is_empty() {
            return band;
        }
        let mut names: Vec<String> = self.required.iter().map(|t| t.name_in(lang)).collect();
        names.dedup();
        say!(
            lang,
            "difficulty-using",
            band = band,
            techniques = list_or(lang, &names)
        )
    }
}

impl fmt::Display for Difficulty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words_in(Lang::En))
    }
}
