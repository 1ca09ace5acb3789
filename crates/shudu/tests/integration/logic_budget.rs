//! The budget of a rating, a path or a hint: a cancelled flag or a passed deadline gives
//! up at once, a short deadline on a hard puzzle gives up promptly, and an unlimited or
//! unspent budget changes nothing.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use shudu::Grid;
use shudu::logic::{Board, Budget, GaveUp, Logic, PathEnd, Repertoire, Unrated, rate};

/// A puzzle of the forum's hardest set (`puzzles6_forum_hardest_1106.txt`, ER 10.1) whose
/// rating runs the nested forcing chains for about a third of a second.
const HARD: &str =
    ".....1.....7.2.....9.6.8..5..1..7....6.9....42.9.........8...59.8....4....6.3...8";

/// An easy puzzle (singles and a few eliminations).
const EASY: &str =
    "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759..";

fn grid(text: &str) -> Grid {
    text.parse().expect("a valid puzzle")
}

fn cancelled() -> Budget {
    let flag = Arc::new(AtomicBool::new(false));
    let budget = Budget::with_flag(flag.clone());
    flag.store(true, Ordering::Relaxed);
    budget
}

#[test]
fn a_cancelled_flag_gives_up_before_the_first_step() {
    let budget = cancelled();
    for text in [EASY, HARD] {
        let g = grid(text);
        assert_eq!(
            Logic::default().within(&budget).rate(&g),
            Err(Unrated::GaveUp {
                steps: 0,
                er_so_far: 0
            })
        );
        let path = Logic::new(Repertoire::Full).within(&budget).solve_path(&g);
        assert_eq!((path.end, path.steps.len()), (PathEnd::GaveUp, 0));
        assert_eq!(
            Logic::new(Repertoire::Full)
                .within(&budget)
                .next_step(&Board::new(&g)),
            Err(GaveUp)
        );
    }
}

#[test]
fn a_deadline_in_the_past_gives_up_at_once() {
    let budget = Budget::until(Instant::now());
    let g = grid(HARD);
    let start = Instant::now();
    assert!(matches!(
        Logic::default().within(&budget).rate(&g),
        Err(Unrated::GaveUp { steps: 0, .. })
    ));
    assert!(start.elapsed() < Duration::from_millis(50));
}

#[test]
fn a_flag_set_while_rating_stops_it_promptly() {
    let g = grid(HARD);
    let flag = Arc::new(AtomicBool::new(false));
    let budget = Budget::with_flag(flag.clone());
    let setter = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(10));
        flag.store(true, Ordering::Relaxed);
        Instant::now()
    });
    let result = Logic::default().within(&budget).rate(&g);
    let stopped = Instant::now();
    let set = setter.join().expect("the setter thread");
    assert!(matches!(result, Err(Unrated::GaveUp { .. })), "{result:?}");
    // Generous, for loaded machines: the searches ask every few microseconds.
    assert!(stopped.saturating_duration_since(set) < Duration::from_secs(1));
}

#[test]
fn a_short_deadline_on_a_hard_puzzle_gives_up_promptly_and_no_limit_rates_it() {
    let g = grid(HARD);
    let start = Instant::now();
    let result = Logic::default()
        .within(&Budget::within(Duration::from_millis(10)))
        .rate(&g);
    let took = start.elapsed();
    assert!(matches!(result, Err(Unrated::GaveUp { .. })), "{result:?}");
    assert!(took < Duration::from_secs(1), "gave up after {took:?}");
    // The steps taken before giving up are the first steps of the whole path.
    let cut = Logic::new(Repertoire::SudokuExplainer)
        .within(&Budget::within(Duration::from_millis(10)))
        .solve_path(&g);
    assert_eq!(cut.end, PathEnd::GaveUp);
    let whole = Logic::default()
        .within(&Budget::unlimited())
        .rate(&g)
        .expect("rated without a limit");
    assert_eq!(Ok(whole), rate(&g));
    let full = Logic::new(Repertoire::SudokuExplainer).solve_path(&g);
    assert!(full.is_solved());
    assert_eq!(cut.steps[..], full.steps[..cut.steps.len()]);
}

#[test]
fn an_unspent_budget_changes_nothing() {
    let budget = Budget::within(Duration::from_secs(3600));
    for (text, repertoires) in [
        (EASY, &[Repertoire::SudokuExplainer, Repertoire::Full][..]),
        (HARD, &[Repertoire::SudokuExplainer][..]),
    ] {
        let g = grid(text);
        for &repertoire in repertoires {
            assert_eq!(
                Logic::new(repertoire).within(&budget).solve_path(&g),
                Logic::new(repertoire).solve_path(&g)
            );
            let board = Board::new(&g);
            assert_eq!(
                Logic::new(repertoire).within(&budget).next_step(&board),
                Logic::new(repertoire).next_step(&board)
            );
        }
        assert_eq!(Logic::default().within(&budget).rate(&g), rate(&g));
        assert_eq!(
            Logic::default().within(&Budget::unlimited()).rate(&g),
            rate(&g)
        );
    }
}
