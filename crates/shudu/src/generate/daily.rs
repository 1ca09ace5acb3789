//! The daily puzzle: one puzzle per day and level, the same on every machine and thread
//! count, with no state kept anywhere — the day and the level name a seed
//! ([`daily_seed`]), and the puzzle is the first of that seed's batch at the level.
//!
//! A day is a calendar date ([`Day`]: proleptic Gregorian, counted in days from
//! 1970-01-01), read and written as `2026-11-28`. Which day it is "today" is the
//! caller's choice ([`Day::today`] takes UTC; a page takes the player's own date).
//!
//! Read next: `generator.rs` (what the seed drives).

use std::fmt;
use std::str::FromStr;
use std::time::{SystemTime, UNIX_EPOCH};

use super::{Difficulty, GenerateError, Generated, Generator, Symmetry};
use crate::logic::{Budget, Level};
use crate::words::{Lang, say};

/// A calendar date (proleptic Gregorian), as the daily puzzle counts days.
///
/// ```
/// use shudu::generate::Day;
/// let day: Day = "2026-11-28".parse()?;
/// assert_eq!(day.to_string(), "2026-11-28");
/// assert_eq!(day.next().to_string(), "2026-11-29");
/// assert_eq!(Day::from_days(day.days()), day);
/// assert_eq!("1970-01-01".parse::<Day>()?.days(), 0);
/// # Ok::<(), shudu::generate::DayError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Day {
    year: i32,
    month: u8,
    day: u8,
}

/// A text that is not a date [`Day`] reads.
///
/// ```
/// use shudu::generate::Day;
/// use shudu::words::Lang;
/// let err = "2026-02-30".parse::<Day>().unwrap_err();
/// assert_eq!(err.to_string(), "2026-02-30 is not a day of the calendar");
/// assert_eq!(err.words_in(Lang::ZhHans), "日历上没有 2026-02-30 这一天");
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum DayError {
    /// Not in the form `YYYY-MM-DD`.
    Form(String),
    /// In the form, but no such day (`2026-02-30`).
    NoSuchDay(String),
}

impl DayError {
    /// The error in `lang`'s words.
    pub fn words_in(&self, lang: Lang) -> String {
        match self {
            DayError::Form(text) => say!(lang, "day-form", text = text.as_str()),
            DayError::NoSuchDay(text) => say!(lang, "day-no-such-day", text = text.as_str()),
        }
    }
}

impl fmt::Display for DayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words_in(Lang::En))
    }
}

impl std::error::Error for DayError {}

impl Day {
    /// The day `year`-`month`-`day`, if the calendar has it.
    pub fn new(year: i32, month: u8, day: u8) -> Option<Day> {
        let last = match month {
            1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
            4 | 6 | 9 | 11 => 30,
            2 if is_leap(year) => 29,
            2 => 28,
            _ => return None,
        };
        (1..=last)
            .contains(&day)
            .then_some(Day { year, month, day })
    }

    /// Today in UTC, by the system clock (1970-01-01 on a clock set before it).
    pub fn today() -> Day {
        let seconds = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_secs());
        Day::from_days((seconds / 86_400) as i64)
    }

    /// The day `days` after 1970-01-01 (before it when negative).
    pub fn from_days(days: i64) -> Day {
        // Days are counted in 400-year eras of 146,097 days, from 0000-03-01, so that a
        // leap day ends each year of the count (the civil-from-days method).
        let z = days + 719_468;
        let era = z.div_euclid(146_097);
        let of_era = z.rem_euclid(146_097);
        let year_of_era = (of_era - of_era / 1460 + of_era / 36_524 - of_era / 146_096) / 365;
        let of_year = of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
        let shifted_month = (5 * of_year + 2) / 153; // 0 = March
        let day = (of_year - (153 * shifted_month + 2) / 5 + 1) as u8;
        let month = if shifted_month < 10 {
            shifted_month + 3
        } else {
            shifted_month - 9
        } as u8;
        let year = year_of_era + era * 400 + i64::from(month <= 2);
        Day {
            year: year as i32,
            month,
            day,
        }
    }

    /// The days from 1970-01-01 to this day (negative before it).
    pub fn days(self) -> i64 {
        let year = i64::from(self.year) - i64::from(self.month <= 2);
        let era = year.div_euclid(400);
        let year_of_era = year.rem_euclid(400);
        let month = i64::from(self.month);
        let shifted_month = if month > 2 { month - 3 } else { month + 9 };
        let of_year = (153 * shifted_month + 2) / 5 + i64::from(self.day) - 1;
        let of_era = year_of_era * 365 + year_of_era / 4 - year_of_era / 100 + of_year;
        era * 146_097 + of_era - 719_468
    }

    /// The day after.
    pub fn next(self) -> Day {
        Day::from_days(self.days() + 1)
    }

    /// The day before.
    pub fn previous(self) -> Day {
        Day::from_days(self.days() - 1)
    }
}

fn is_leap(year: i32) -> bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
}

impl FromStr for Day {
    type Err = DayError;

    fn from_str(text: &str) -> Result<Day, DayError> {
        let form = || DayError::Form(text.to_owned());
        let mut parts = text.trim().split('-');
        let (Some(y), Some(m), Some(d), None) =
            (parts.next(), parts.next(), parts.next(), parts.next())
        else {
            return Err(form());
        };
        let digits = |s: &str, n: usize| s.len() == n && s.bytes().all(|b| b.is_ascii_digit());
        if !digits(y, 4) || !digits(m, 2) || !digits(d, 2) {
            return Err(form());
        }
        let (year, month, day) = (
            y.parse().map_err(|_| form())?,
            m.parse().map_err(|_| form())?,
            d.parse().map_err(|_| form())?,
        );
        Day::new(year, month, day).ok_or_else(|| DayError::NoSuchDay(text.trim().to_owned()))
    }
}

impl fmt::Display for Day {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

/// The levels a daily puzzle comes in: easy to extreme (diabolical puzzles take too long
/// to find for a page to wait on).
///
/// ```
/// use shudu::generate::DAILY_LEVELS;
/// use shudu::logic::Level;
/// assert_eq!(DAILY_LEVELS.first(), Some(&Level::Easy));
/// assert!(!DAILY_LEVELS.contains(&Level::Diabolical));
/// ```
pub const DAILY_LEVELS: [Level; 5] = [
    Level::Easy,
    Level::Medium,
    Level::Hard,
    Level::Expert,
    Level::Extreme,
];

/// The seed of `day`'s puzzle at `level`: the day's number and the level's mixed by a
/// fixed function (SplitMix64's finaliser), so neighbouring days and levels give
/// unrelated batches. It keeps 53 bits, so JSON readers that hold numbers as doubles
/// (a browser's) read it exactly.
///
/// ```
/// use shudu::generate::{Day, daily_seed};
/// use shudu::logic::Level;
/// let day: Day = "2026-11-28".parse()?;
/// assert_eq!(daily_seed(day, Level::Hard), daily_seed(day, Level::Hard));
/// assert_ne!(daily_seed(day, Level::Hard), daily_seed(day.next(), Level::Hard));
/// assert_ne!(daily_seed(day, Level::Hard), daily_seed(day, Level::Easy));
/// assert!(daily_seed(day, Level::Hard) < 1 << 53);
/// # Ok::<(), shudu::generate::DayError>(())
/// ```
pub fn daily_seed(day: Day, level: Level) -> u64 {
    let level_number = Level::ALL.iter().position(|&l| l == level).unwrap_or(0) as u64;
    let mut z = (day.days() as u64)
        .wrapping_mul(8)
        .wrapping_add(level_number)
        .wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (z ^ (z >> 31)) >> 11
}

/// The generator of `day`'s puzzle at `level`: classic rules, half-turn symmetry (as
/// newspapers print them), the level's band, [`Generator::DIFFICULTY_MAX_ATTEMPTS`].
/// Its batch's first puzzle that reaches the level is the day's ([`daily`]).
pub fn daily_generator(day: Day, level: Level) -> Generator {
    Generator::new(daily_seed(day, level))
        .symmetry(Symmetry::Rot180)
        .difficulty(Difficulty::level(level))
        .max_attempts(Generator::DIFFICULTY_MAX_ATTEMPTS)
}

/// How many puzzles of the batch [`daily`] tries before it gives up.
pub const DAILY_TRIES: u64 = 8;

/// A day's puzzle at a level, with what makes it again: the seed and the index in
/// its batch (`shudu generate --seed S --symmetry rot180 --level L` gives it as puzzle
/// number index + 1).
///
/// ```
/// use shudu::generate::{Day, daily, daily_generator};
/// use shudu::logic::Level;
/// let day: Day = "2026-11-28".parse()?;
/// let today = daily(day, Level::Medium)?;
/// assert_eq!((today.day, today.level), (day, Level::Medium));
/// // Made again from its seed and index.
/// let again = daily_generator(day, Level::Medium).generate(today.index)?;
/// assert_eq!(again.puzzle, today.made.puzzle);
/// assert_eq!(daily_generator(day, Level::Medium).seed(), today.seed);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Daily {
    /// The day.
    pub day: Day,
    /// The level.
    pub level: Level,
    /// The batch's seed ([`daily_seed`]).
    pub seed: u64,
    /// The puzzle's index in the batch.
    pub index: u64,
    /// The puzzle, its solution and its rating.
    pub made: Generated,
}

/// `day`'s puzzle at `level`: the first puzzle of [`daily_generator`]'s batch that
/// reaches the level. The same on every machine and every run.
///
/// ```
/// use shudu::generate::{Day, daily};
/// use shudu::logic::Level;
/// let day: Day = "2026-11-28".parse()?;
/// let easy = daily(day, Level::Easy)?;
/// assert_eq!(easy.made.puzzle, daily(day, Level::Easy)?.made.puzzle);
/// assert_eq!(easy.made.rating.map(|r| Level::for_er(r.er)), Some(Level::Easy));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn daily(day: Day, level: Level) -> Result<Daily, GenerateError> {
    daily_within(day, level, &Budget::unlimited())
}

/// As [`daily`], giving up ([`GenerateError::GaveUp`]) when `budget` is spent (a server
/// bounds its work so); the puzzle does not depend on the budget.
pub fn daily_within(day: Day, level: Level, budget: &Budget) -> Result<Daily, GenerateError> {
    let generator = daily_generator(day, level);
    let mut last = None;
    for index in 0..DAILY_TRIES {
        match generator.generate_within(index, budget) {
            Ok(made) => {
                return Ok(Daily {
                    day,
                    level,
                    seed: generator.seed(),
                    index,
                    made,
                });
            }
            Err(err @ GenerateError::DifficultyNotReached { .. }) => last = Some(err),
            Err(err) => return Err(err),
        }
    }
    Err(last.unwrap_or(GenerateError::NoAttempts))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn days_count_through_leap_years_and_centuries() {
        for (text, days) in [
            ("1970-01-01", 0),
            ("2000-02-29", 11_016),
            ("2000-03-01", 11_017),
            ("1969-12-31", -1),
            ("2026-11-28", 20_785),
            ("2100-03-01", 47_541),
        ] {
            let day: Day = text.parse().unwrap();
            assert_eq!(day.days(), days, "{text}");
            assert_eq!(Day::from_days(days), day, "{text}");
        }
        // Every day of four centuries reads back.
        for days in -200_000..200_000 {
            let day = Day::from_days(days);
            assert_eq!(day.days(), days);
            assert_eq!(day.to_string().parse::<Day>().unwrap(), day);
        }
        assert!(Day::new(2100, 2, 29).is_none());
        assert!(Day::new(2000, 2, 29).is_some());
        for bad in [
            "2026-1-28",
            "2026/11/28",
            "26-11-28",
            "2026-11-28-1",
            "",
            "2026-13-01",
        ] {
            assert!(bad.parse::<Day>().is_err(), "{bad}");
        }
        assert!(matches!(
            "2026-13-01".parse::<Day>(),
            Err(DayError::NoSuchDay(_))
        ));
    }

    #[test]
    fn a_day_and_level_give_one_puzzle_at_that_level() {
        let day: Day = "2026-11-28".parse().unwrap();
        for level in [Level::Easy, Level::Medium] {
            let today = daily(day, level).unwrap();
            let er = today.made.rating.map(|r| r.er).unwrap();
            assert_eq!(Level::for_er(er), level);
            assert_eq!(today.made.puzzle, daily(day, level).unwrap().made.puzzle);
            assert_eq!(today.seed, daily_seed(day, level));
            // Half-turn symmetric, as newspapers print them.
            let line: Vec<char> = today.made.puzzle.to_line().chars().collect();
            assert!((0..81).all(|i| (line[i] == '.') == (line[80 - i] == '.')));
        }
    }
}
