//! Generation by difficulty: every puzzle handed out is in the asked band, as the rater
//! judges it independently, and uses the required technique.

use shudu::generate::{Difficulty, is_minimal};
use shudu::logic::{Level, Technique, rate, solve_path};
use shudu::{GenerateError, Generator, Solver, Symmetry};

#[test]
fn level_band_is_respected() {
    for level in [Level::Easy, Level::Medium, Level::Hard] {
        let generator = Generator::new(11).difficulty(Difficulty::level(level));
        for index in 0..3 {
            let made = generator.generate(index).unwrap();
            let rating = rate(&made.puzzle).unwrap();
            assert_eq!(Level::for_er(rating.er), level, "{}", made.puzzle);
            assert_eq!(made.rating, Some(rating));
            assert!(Solver::new().is_unique(&made.puzzle));
            assert!(is_minimal(&made.puzzle, Symmetry::None));
        }
    }
}

#[test]
fn required_technique_is_on_the_path() {
    let generator = Generator::new(5)
        .symmetry(Symmetry::Rot180)
        .difficulty(Difficulty::any().requiring(&[Technique::XWing]));
    let made = generator.generate(0).unwrap();
    let path = solve_path(&made.puzzle);
    assert!(path.steps.iter().any(|s| s.technique == Technique::XWing));
    assert!(Symmetry::Rot180.holds_for(&made.puzzle));
}

#[test]
fn an_unreachable_band_says_so() {
    let err = Generator::new(5)
        .difficulty(Difficulty::er_range(200, 210))
        .max_attempts(20)
        .generate(0)
        .unwrap_err();
    assert!(matches!(
        err,
        GenerateError::DifficultyNotReached { attempts: 20, .. }
    ));
    assert!(
        err.to_string()
            .starts_with("no puzzle with ER 20.0-21.0 in 20 attempts")
    );
}
