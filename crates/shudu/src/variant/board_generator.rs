//! [`BoardGenerator`]: one door for making puzzles of any board. The caller names the
//! rules, the recipe (jigsaw layout, odd/even marks, killer cages), the symmetry and, on
//! classic rules, the difficulty and clue count; the library chooses the maker: the
//! classic generator (`crate::generate`, which rates and filters by level) for plain
//! classic rules, the variant makers (`recipe.rs`) for every other board. A difficulty
//! or clue count asked of other rules is a typed "not available", never ignored.
//!
//! Read next: `recipe.rs` (the variant makings), `crate::generate::Generator`.

use super::error::reason_in_each;
use super::{Generated, Puzzle, Recipe, Rules, Symbols, VariantError, line_of};
use crate::generate::{Difficulty, Generator, Pattern, Symmetry};
use crate::logic::{Budget, Rating};

/// What to make, on any board, and how.
///
/// ```
/// use shudu::generate::Difficulty;
/// use shudu::logic::{Budget, Level};
/// use shudu::variant::{BoardGenerator, Rules, Shape, VariantError};
/// // Classic rules: the classic generator, by level.
/// let classic = BoardGenerator::new(Rules::new(Shape::classic()))
///     .difficulty(Difficulty::level(Level::Easy));
/// let made = classic.generate_within(7, 0, &Budget::unlimited())?;
/// assert!(made.rating().is_some() && made.puzzle().rules().is_classic());
/// // A 6×6 board: the variant maker; a level is not available there.
/// let six = BoardGenerator::new(Rules::new(Shape::for_size(6)?));
/// let made = six.generate_within(7, 0, &Budget::unlimited())?;
/// assert_eq!(made.puzzle().size(), 6);
/// let by_level = six.difficulty(Difficulty::level(Level::Easy));
/// assert!(matches!(by_level.validate(), Err(VariantError::NotAvailable { verb: "level", .. })));
/// # Ok::<(), VariantError>(())
/// ```
#[derive(Clone, Debug)]
pub struct BoardGenerator {
    rules: Rules,
    recipe: Recipe,
    symmetry: Symmetry,
    difficulty: Option<Difficulty>,
    clues: Option<usize>,
    pattern: Option<Pattern>,
    attempts: Option<u32>,
}

impl BoardGenerator {
    /// Puzzles on `rules`, no recipe, no symmetry, any difficulty and clue count.
    pub fn new(rules: Rules) -> BoardGenerator {
        BoardGenerator {
            rules,
            recipe: Recipe::default(),
            symmetry: Symmetry::None,
            difficulty: None,
            clues: None,
            pattern: None,
            attempts: None,
        }
    }

    /// Clues only where `pattern` allows (classic rules).
    pub fn pattern(mut self, pattern: Pattern) -> BoardGenerator {
        self.pattern = Some(pattern);
        self
    }

    /// Whether the maker's work is bounded without a time budget: the classic generator
    /// stops after its attempts; the variant makers need a budget on hard boards.
    pub fn is_bounded(&self) -> bool {
        self.classic(0).is_some()
    }

    /// What the puzzles get beyond the rules (a jigsaw layout, marks, cages).
    pub fn recipe(mut self, recipe: Recipe) -> BoardGenerator {
        self.recipe = recipe;
        self
    }

    /// The clues' symmetry.
    pub fn symmetry(mut self, symmetry: Symmetry) -> BoardGenerator {
        self.symmetry = symmetry;
        self
    }

    /// Only puzzles of this difficulty (classic rules).
    pub fn difficulty(mut self, difficulty: Difficulty) -> BoardGenerator {
        self.difficulty = Some(difficulty);
        self
    }

    /// Exactly this many clues (classic rules).
    pub fn target_clues(mut self, clues: usize) -> BoardGenerator {
        self.clues = Some(clues);
        self
    }

    /// The most random grids drawn for one classic puzzle (the classic generator's
    /// default otherwise).
    pub fn max_attempts(mut self, attempts: u32) -> BoardGenerator {
        self.attempts = Some(attempts);
        self
    }

    /// The recipe, as the caller may adjust it round by round.
    pub fn recipe_mut(&mut self) -> &mut Recipe {
        &mut self.recipe
    }

    /// The classic generator for puzzle batch `seed`, when the rules are the classic ones
    /// and the recipe adds nothing.
    fn classic(&self, seed: u64) -> Option<Generator> {
        if !self.rules.is_classic() || !self.recipe.is_plain() {
            return None;
        }
        let mut generator = Generator::new(seed).symmetry(self.symmetry);
        if let Some(difficulty) = &self.difficulty {
            generator = generator.difficulty(difficulty.clone());
        }
        if let Some(clues) = self.clues {
            generator = generator.target_clues(clues);
        }
        if let Some(pattern) = self.pattern {
            generator = generator.pattern(pattern);
        }
        if let Some(attempts) = self.attempts {
            generator = generator.max_attempts(attempts);
        }
        Some(generator)
    }

    /// Checks the options without generating: a difficulty or clue count only on plain
    /// classic rules ([`VariantError::NotAvailable`] naming `level` or `clues`), a clue
    /// count the symmetry can make, at least one attempt ([`VariantError::Givens`]).
    pub fn validate(&self) -> Result<(), VariantError> {
        match self.classic(0) {
            Some(generator) => generator
                .validate()
                .map_err(|e| VariantError::Givens(reason_in_each(|lang| e.words_in(lang)))),
            None => {
                let verb = if self.difficulty.is_some() {
                    "level"
                } else if self.clues.is_some() {
                    "clues"
                } else if self.pattern.is_some() {
                    "pattern"
                } else {
                    return Ok(());
                };
                Err(VariantError::NotAvailable {
                    verb,
                    rules: self.rules.phrase(),
                })
            }
        }
    }

    /// Puzzle `index` of the batch named by `seed`, within `budget`. A classic puzzle
    /// that no grid of the attempts gave is [`VariantError::NotMade`]; a budget spent is
    /// [`VariantError::GaveUp`].
    pub fn generate_within(
        &self,
        seed: u64,
        index: u64,
        budget: &Budget,
    ) -> Result<BoardGenerated, VariantError> {
        // The classic generator checks its own options (`validate` names them first).
        match self.classic(seed) {
            Some(generator) => match generator.generate_within(index, budget) {
                Ok(made) => Ok(BoardGenerated(Made::Classic(made))),
                // The classic generator's own words (`generate/error.rs`).
                Err(err) if budget.is_spent() => {
                    Err(VariantError::GaveUp(reason_in_each(|lang| {
                        err.words_in(lang)
                    })))
                }
                Err(err) => Err(VariantError::NotMade(reason_in_each(|lang| {
                    err.words_in(lang)
                }))),
            },
            None => self.validate().and_then(|()| {
                Puzzle::generate_recipe_within(
                    self.rules.clone(),
                    self.recipe,
                    self.symmetry,
                    seed,
                    index,
                    budget,
                )
                .map(|made| BoardGenerated(Made::Variant(made)))
            }),
        }
    }
}

/// A puzzle made by [`BoardGenerator`], with its solution. Its record is the record of
/// the maker's result (`docs/records.md`, "Generated" and "Generated" of variants).
///
/// ```
/// use shudu::logic::Budget;
/// use shudu::variant::{BoardGenerator, Rules, Shape};
/// let made = BoardGenerator::new(Rules::new(Shape::for_size(4)?))
///     .generate_within(1, 0, &Budget::unlimited())?;
/// assert!(made.puzzle().is_completed_by(&made.solution()));
/// assert!(made.minimal() && made.rating().is_none());
/// # Ok::<(), shudu::variant::VariantError>(())
/// ```
#[derive(Clone, Debug)]
pub struct BoardGenerated(Made);

/// The maker's own result inside a [`BoardGenerated`].
#[derive(Clone, Debug)]
pub(crate) enum Made {
    Classic(crate::generate::Generated),
    Variant(Generated),
}

impl BoardGenerated {
    /// The puzzle made.
    pub fn puzzle(&self) -> Puzzle {
        match &self.0 {
            Made::Classic(made) => Puzzle::from_classic(&made.puzzle),
            Made::Variant(made) => made.puzzle.clone(),
        }
    }

    /// Its solution, one digit per cell in reading order.
    pub fn solution(&self) -> Vec<u8> {
        match &self.0 {
            Made::Classic(made) => Puzzle::from_classic(&made.solution).values().to_vec(),
            Made::Variant(made) => made.solution.clone(),
        }
    }

    /// The puzzle as a line of n² cells in `symbols`, `.` for empty.
    pub fn line(&self, symbols: Symbols) -> String {
        match &self.0 {
            Made::Classic(made) => made.puzzle.to_line(),
            Made::Variant(made) => made.puzzle.to_line(symbols),
        }
    }

    /// The solution as a line of n² cells in `symbols`.
    pub fn solution_line(&self, symbols: Symbols) -> String {
        match &self.0 {
            Made::Classic(made) => made.solution.to_line(),
            Made::Variant(made) => line_of(&made.solution, symbols),
        }
    }

    /// Whether every clue is proven needed (classic puzzles always are).
    pub fn minimal(&self) -> bool {
        match &self.0 {
            Made::Classic(_) => true,
            Made::Variant(made) => made.unproven == 0,
        }
    }

    /// Its Sudoku Explainer rating, when a difficulty was asked for.
    pub fn rating(&self) -> Option<&Rating> {
        match &self.0 {
            Made::Classic(made) => made.rating.as_ref(),
            Made::Variant(_) => None,
        }
    }

    /// The maker's result, for its record.
    #[cfg(feature = "serde")]
    pub(crate) fn made(&self) -> &Made {
        &self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::Level;
    use crate::variant::{KillerOptions, Shape};

    #[test]
    fn the_classic_maker_serves_plain_classic_rules_only() {
        let classic = Rules::new(Shape::classic());
        let made = BoardGenerator::new(classic.clone())
            .generate_within(3, 0, &Budget::unlimited())
            .unwrap();
        // The classic generator's puzzle for the same seed and index.
        let same = Generator::new(3).generate(0).unwrap();
        assert_eq!(
            made.puzzle().values(),
            Puzzle::from_classic(&same.puzzle).values()
        );
        assert!(made.minimal());
        // Killer cages on classic rules: the variant maker, and no level there.
        let killer = Recipe {
            killer: Some(KillerOptions::default()),
            ..Recipe::default()
        };
        let caged = BoardGenerator::new(classic).recipe(killer);
        let err = caged
            .clone()
            .difficulty(Difficulty::level(Level::Hard))
            .validate()
            .unwrap_err();
        assert!(
            err.to_string().starts_with("level is not available"),
            "{err}"
        );
        let err = caged.target_clues(25).validate().unwrap_err();
        assert!(
            err.to_string().starts_with("clues is not available"),
            "{err}"
        );
    }

    #[test]
    fn a_clue_count_the_symmetry_cannot_make_is_refused() {
        let err = BoardGenerator::new(Rules::new(Shape::classic()))
            .symmetry(Symmetry::Rot90)
            .target_clues(18)
            .validate()
            .unwrap_err();
        assert!(matches!(err, VariantError::Givens(_)), "{err:?}");
        let none = BoardGenerator::new(Rules::new(Shape::classic()))
            .max_attempts(1)
            .target_clues(17);
        match none.generate_within(1, 0, &Budget::unlimited()) {
            Err(VariantError::NotMade(_)) => {}
            other => panic!("{other:?}"),
        }
    }
}
