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

#[test]
fn a_required_player_technique_is_on_the_players_path() {
    use shudu::logic::{Logic, Repertoire};
    let generator = Generator::new(1).difficulty(Difficulty::any().requiring(&[Technique::WWing]));
    let made = generator.generate(0).unwrap();
    let path = Logic::new(Repertoire::Full).solve_path(&made.puzzle);
    assert!(path.steps.iter().any(|s| s.technique == Technique::WWing));
    // The rating is still Sudoku Explainer's.
    assert_eq!(made.rating, Some(rate(&made.puzzle).unwrap()));
}

#[test]
fn options_no_puzzle_can_meet_are_refused_up_front() {
    let err = Generator::new(0)
        .difficulty(Difficulty::er_range(60, 40))
        .validate()
        .unwrap_err();
    assert_eq!(err, GenerateError::EmptyRatingRange { min: 60, max: 40 });
    assert_eq!(
        err.to_string(),
        "the ER range 6.0-4.0 is empty: its low end is above its high end; write it low \
         to high, as 4.0-6.0"
    );
    let err = Generator::new(0).max_attempts(0).generate(0).unwrap_err();
    assert_eq!(err, GenerateError::NoAttempts);
    let err = Generator::new(0).target_clues(80).validate().unwrap_err();
    assert_eq!(
        err,
        GenerateError::TargetOutOfRange {
            target: 80,
            max: 40
        }
    );
    assert_eq!(
        err.to_string(),
        "cannot aim for 80 clues: a unique puzzle needs at least 17, and no minimal puzzle \
         with more than 40 is known; aim for 17-40"
    );
    assert!(Generator::new(0).target_clues(40).validate().is_ok());
}
