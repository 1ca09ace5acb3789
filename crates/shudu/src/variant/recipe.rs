//! [`Recipe`]: which of the generator's puzzle-makings a puzzle gets — a random jigsaw
//! layout (`jigsaw.rs`), random odd/even marks (`odd_even.rs`), killer cages
//! (`generate.rs`) — and the one order they are applied in, so every front end (the
//! command line, the server, the Python package, the harness) makes the same puzzle from
//! the same (seed, index).

use std::sync::Arc;

use super::{Generated, KillerOptions, OddEvenOptions, Puzzle, Rules, VariantError};
use crate::generate::Symmetry;

/// What a generated puzzle gets beyond its base rules.
///
/// ```
/// use shudu::Symmetry;
/// use shudu::variant::{OddEvenOptions, Puzzle, Recipe, Rules, Shape};
/// let recipe = Recipe { jigsaw: true, odd_even: Some(OddEvenOptions::default()), killer: None };
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
        let mut rules = base;
        if recipe.jigsaw {
            rules = rules.with_random_regions(seed, index)?;
        }
        match (recipe.killer, recipe.odd_even) {
            (Some(killer), marks) => {
                if let Some(marks) = marks {
                    rules = rules.with_random_parity(marks, seed, index)?;
                }
                Puzzle::generate_killer(rules, killer, symmetry, seed, index)
            }
            (None, Some(marks)) => Puzzle::generate_odd_even(rules, marks, symmetry, seed, index),
            (None, None) => Puzzle::generate(Arc::new(rules), symmetry, seed, index),
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
        assert!(made.puzzle.is_completed_by(&made.solution));
        assert!(matches!(
            made.puzzle.check().verdict,
            Verdict::Minimal | Verdict::Unique
        ));
        assert_eq!(made.puzzle.count(2).solutions, 1);
    }
}
