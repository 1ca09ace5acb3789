//! [`Recipe`]: which of the generator's puzzle-makings a puzzle gets — a random jigsaw
//! layout (`jigsaw.rs`), random odd/even marks (`odd_even.rs`), thermometers
//! (`thermo_puzzles.rs`), kropki dots and XV letters (`pair_mark_puzzles.rs`), German
//! whispers and renban lines (`line_puzzles.rs`), arrows (`arrow_puzzles.rs`), sandwich and little killer sums (`outside_clues.rs`), killer cages (`generate.rs`) — and the one order they are applied in, so every front end (the
//! command line, the server, the Python package, the harness) makes the same puzzle from
//! the same (seed, index).

use std::sync::Arc;

use super::arrow_puzzles::generate_arrows_within;
use super::generate::{gave_up, generate_within};
use super::killer_cages::generate_killer_within;
use super::line_puzzles::generate_lines_within;
use super::odd_even::generate_odd_even_within;
use super::outside_clues::generate_outside_clues_within;
use super::pair_mark_puzzles::generate_pair_marks_within;
use super::thermo_puzzles::generate_thermo_within;
use super::{
    ArrowOptions, Generated, KillerOptions, LineOptions, OddEvenOptions, OutsideClueOptions,
    PairMarkOptions, Puzzle, Rules, ThermoOptions, VariantError,
};
use crate::generate::Symmetry;
use crate::logic::Budget;

/// What a generated puzzle gets beyond its base rules.
///
/// ```
/// use shudu::Symmetry;
/// use shudu::variant::{OddEvenOptions, Puzzle, Recipe, Rules, Shape};
/// let recipe = Recipe { jigsaw: true, odd_even: Some(OddEvenOptions::default()), ..Recipe::default() };
/// let made = Puzzle::generate_recipe(Rules::new(Shape::for_size(6)?), recipe, Symmetry::None, 2, 0)?;
/// assert!(made.puzzle.rules().regions().is_some());
/// assert_eq!(made.puzzle.count(2).solutions, 1);
/// assert!(Recipe::default().is_plain());
/// # Ok::<(), shudu::variant::VariantError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Recipe {
    /// A new random jigsaw layout in place of the boxes.
    pub jigsaw: bool,
    /// Odd/even marks on cells of a random grid.
    pub odd_even: Option<OddEvenOptions>,
    /// Thermometers along rising paths of a random grid.
    pub thermo: Option<ThermoOptions>,
    /// Kropki dots or XV letters on edges of a random grid.
    pub pair_marks: Option<PairMarkOptions>,
    /// German whispers or renban lines along paths of a random grid.
    pub lines: Option<LineOptions>,
    /// Arrows whose lines add up to their bulbs in a random grid.
    pub arrows: Option<ArrowOptions>,
    /// Sandwich or little killer sums outside the grid, read off a random grid.
    pub outside: Option<OutsideClueOptions>,
    /// Killer cages, drawn as these options say.
    pub killer: Option<KillerOptions>,
}

impl Recipe {
    /// Whether the recipe adds nothing: [`Puzzle::generate`] on the base rules.
    pub fn is_plain(&self) -> bool {
        *self == Recipe::default()
    }
}

impl Puzzle {
    /// A puzzle on `base` made as `recipe` says, from the stream of (`seed`, `index`):
    /// first the layout, then the marks, then cages (killer puzzles) or givens, the
    /// givens unique and minimal for `symmetry`.
    pub fn generate_recipe(
        base: Rules,
        recipe: Recipe,
        symmetry: Symmetry,
        seed: u64,
        index: u64,
    ) -> Result<Generated, VariantError> {
        Puzzle::generate_recipe_within(base, recipe, symmetry, seed, index, &Budget::unlimited())
    }

    /// As [`Puzzle::generate_recipe`], within `budget`: a generation still running when
    /// it is spent gives up with [`VariantError::GaveUp`] (`gave up after 60 s`), so no
    /// seed runs unbounded. The same (seed, index) gives the same puzzle with any budget
    /// that lets it finish.
    ///
    /// ```
    /// use std::time::Duration;
    /// use shudu::Symmetry;
    /// use shudu::logic::Budget;
    /// use shudu::variant::{Puzzle, Recipe, Rules, Shape, VariantError};
    /// let base = || Rules::new(Shape::for_size(6).unwrap());
    /// let budget = Budget::within(Duration::from_secs(60));
    /// let made = Puzzle::generate_recipe_within(base(), Recipe::default(), Symmetry::None, 1, 0, &budget)?;
    /// let same = Puzzle::generate_recipe(base(), Recipe::default(), Symmetry::None, 1, 0)?;
    /// assert_eq!(made.puzzle.to_json(), same.puzzle.to_json());
    /// let spent = Budget::within(Duration::ZERO);
    /// let err = Puzzle::generate_recipe_within(base(), Recipe::default(), Symmetry::None, 1, 0, &spent);
    /// assert!(matches!(err, Err(VariantError::GaveUp(_))));
    /// # Ok::<(), VariantError>(())
    /// ```
    pub fn generate_recipe_within(
        base: Rules,
        recipe: Recipe,
        symmetry: Symmetry,
        seed: u64,
        index: u64,
        budget: &Budget,
    ) -> Result<Generated, VariantError> {
        if budget.is_spent() {
            return Err(gave_up(budget));
        }
        let mut rules = base;
        if recipe.jigsaw {
            rules = rules.with_random_regions(seed, index)?;
        }
        // The makings that mark the board, in this order: odd/even, thermometers, kropki
        // or XV, lines, arrows, clues outside the grid. Each draws a grid of its own,
        // except the last when no cages follow: it draws the grid the givens are dug
        // from, so its marks and the givens agree.
        let last = if recipe.killer.is_some() {
            6
        } else if recipe.outside.is_some() {
            5
        } else if recipe.arrows.is_some() {
            4
        } else if recipe.lines.is_some() {
            3
        } else if recipe.pair_marks.is_some() {
            2
        } else if recipe.thermo.is_some() {
            1
        } else if recipe.odd_even.is_some() {
            0
        } else {
            return generate_within(Arc::new(rules), symmetry, seed, index, budget);
        };
        if let Some(marks) = recipe.odd_even {
            if last == 0 {
                return generate_odd_even_within(rules, marks, symmetry, seed, index, budget);
            }
            rules = rules.with_random_parity(marks, seed, index)?;
        }
        if let Some(thermo) = recipe.thermo {
            if last == 1 {
                return generate_thermo_within(rules, thermo, symmetry, seed, index, budget);
            }
            rules = rules.with_random_thermometers(thermo, seed, index)?;
        }
        if let Some(marks) = recipe.pair_marks {
            if last == 2 {
                return generate_pair_marks_within(rules, marks, symmetry, seed, index, budget);
            }
            rules = rules.with_random_pair_marks(marks, seed, index)?;
        }
        if let Some(lines) = recipe.lines {
            if last == 3 {
                return generate_lines_within(rules, lines, symmetry, seed, index, budget);
            }
            rules = rules.with_random_lines(lines, seed, index)?;
        }
        if let Some(arrows) = recipe.arrows {
            if last == 4 {
                return generate_arrows_within(rules, arrows, symmetry, seed, index, budget);
            }
            rules = rules.with_random_arrows(arrows, seed, index)?;
        }
        if let Some(outside) = recipe.outside {
            if last == 5 {
                return generate_outside_clues_within(
                    rules, outside, symmetry, seed, index, budget,
                );
            }
            rules = rules.with_random_outside_clues(outside, seed, index)?;
        }
        // Here the cages are asked for: they are the last making.
        match recipe.killer {
            Some(killer) => generate_killer_within(rules, killer, symmetry, seed, index, budget),
            None => generate_within(Arc::new(rules), symmetry, seed, index, budget),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variant::{Marking, Shape, Verdict};

    #[test]
    fn every_making_combines_and_the_puzzle_checks_out() {
        let recipe = Recipe {
            jigsaw: true,
            odd_even: Some(OddEvenOptions::default()),
            thermo: Some(ThermoOptions::default()),
            pair_marks: Some(PairMarkOptions::XV),
            lines: Some(LineOptions {
                whispers: true,
                ..LineOptions::RENBAN
            }),
            arrows: Some(ArrowOptions::default()),
            outside: Some(OutsideClueOptions::SANDWICH),
            killer: Some(KillerOptions {
                givens: true,
                ..KillerOptions::default()
            }),
        };
        let base = Rules::new(Shape::for_size(6).unwrap());
        let made = Puzzle::generate_recipe(base, recipe, Symmetry::None, 8, 0).unwrap();
        let rules = made.puzzle.rules();
        assert!(rules.regions().is_some());
        let markings: Vec<Marking> = rules
            .constraints()
            .iter()
            .flat_map(|c| c.markings())
            .collect();
        assert!(markings.iter().any(|m| matches!(m, Marking::Cage { .. })));
        assert!(
            markings
                .iter()
                .any(|m| matches!(m, Marking::Circles(_) | Marking::Squares(_)))
        );
        assert!(
            markings
                .iter()
                .any(|m| matches!(m, Marking::Thermometer(_)))
        );
        assert!(markings.iter().any(|m| matches!(m, Marking::Pair { .. })));
        assert!(
            markings
                .iter()
                .any(|m| matches!(m, Marking::Whispers { .. }))
        );
        assert!(markings.iter().any(|m| matches!(m, Marking::Renban(_))));
        assert!(markings.iter().any(|m| matches!(m, Marking::Arrow { .. })));
        assert!(
            markings
                .iter()
                .any(|m| matches!(m, Marking::Sandwich { .. }))
        );
        assert!(made.puzzle.is_completed_by(&made.solution));
        assert!(matches!(
            made.puzzle.check().verdict,
            Verdict::Minimal | Verdict::Unique
        ));
        assert_eq!(made.puzzle.count(2).solutions, 1);
    }
}
