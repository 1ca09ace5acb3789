//! `--rate`: times the rater (`shudu::logic::rate`, Sudoku Explainer's ER/EP/ED) on one
//! thread, and measures its agreement with Sudoku Explainer where the file carries
//! serate's figures.
//!
//! Two sets: `random`, the 2,000 random minimal puzzles that open
//! `se_rated_dev.txt`, and `top1465`, all of `puzzles3_magictour_top1465.txt` (or every
//! `N`th with `--every`); `se-rated`, the whole of `se_rated_dev.txt` with serate's
//! figures (its 2,000 random puzzles and 150 of top1465), is the agreement check. A run
//! rates every puzzle of the set in order; the table keeps the best and median run. Given
//! serate's time for a set in the same sitting (`--serate SET=SECONDS`), the row shows
//! how many times faster shudu's median run is.

use std::fmt;
use std::hint::black_box;
use std::path::Path;
use std::time::{Duration, Instant};

use shudu::Grid;
use shudu::logic::{Rating, rate};

/// The rating sets: (name, file, how many puzzles of the file from the first; 0: all).
const SETS: [(&str, &str, usize); 3] = [
    ("random", "se_rated_dev.txt", 2000),
    ("top1465", "puzzles3_magictour_top1465.txt", 0),
    ("se-rated", "se_rated_dev.txt", 0),
];

/// The names of the rating sets.
pub const NAMES: [&str; 3] = [SETS[0].0, SETS[1].0, SETS[2].0];

/// serate's ER/EP/ED for a puzzle, in tenths.
#[derive(Clone, Copy)]
struct Expected {
    er: u8,
    ep: u8,
    ed: u8,
}

/// One loaded rating set.
pub struct Set {
    name: &'static str,
    puzzles: Vec<Grid>,
    /// serate's figures for every puzzle, when the file has them.
    expected: Option<Vec<Expected>>,
}

impl Set {
    pub fn name(&self) -> &'static str {
        self.name
    }
}

/// Reads the named rating sets from `dir`, keeping every `every`-th puzzle.
pub fn load(dir: &Path, names: &[String], every: usize) -> Result<Vec<Set>, String> {
    SETS.iter()
        .filter(|(name, _, _)| names.iter().any(|n| n == name))
        .map(|&(name, file, count)| {
            let path = dir.join(file);
            let text =
                std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
            let mut puzzles = Vec::new();
            let mut expected = Vec::new();
            for (i, line) in text.lines().enumerate() {
                let line = line.trim();
                if line.is_empty() || line.starts_with('#') {
                    continue;
                }
                let place = format!("{}:{}", path.display(), i + 1);
                let mut fields = line.split_whitespace();
                let puzzle = fields.next().unwrap_or_default();
                let grid: Grid = puzzle.parse().map_err(|e| format!("{place}: {e}"))?;
                puzzles.push(grid);
                if let Some(figures) = fields.next().filter(|f| f.contains('/')) {
                    expected.push(parse_figures(figures).ok_or_else(|| {
                        format!("{place}: expected ER/EP/ED such as 7.2/1.2/1.2, found {figures:?}")
                    })?);
                }
                if count > 0 && puzzles.len() == count {
                    break;
                }
            }
            let expected = (expected.len() == puzzles.len() && !expected.is_empty())
                .then(|| expected.into_iter().step_by(every).collect());
            Ok(Set {
                name,
                puzzles: puzzles.into_iter().step_by(every).collect(),
                expected,
            })
        })
        .collect()
}

/// "7.2/1.2/1.2" in tenths.
fn parse_figures(text: &str) -> Option<Expected> {
    let tenths = |t: &str| -> Option<u8> {
        let (units, tenth) = t.split_once('.')?;
        let value = units.parse::<u8>().ok()?.checked_mul(10)?;
        value.checked_add(tenth.parse::<u8>().ok().filter(|&d| d < 10)?)
    };
    let mut parts = text.split('/');
    let figures = Expected {
        er: tenths(parts.next()?)?,
        ep: tenths(parts.next()?)?,
        ed: tenths(parts.next()?)?,
    };
    parts.next().is_none().then_some(figures)
}

/// The timings of the rater on one set, and what it said.
pub struct Row {
    set: &'static str,
    puzzles: usize,
    runs: usize,
    best: Duration,
    median: Duration,
    /// Puzzles the implemented techniques could not finish.
    unrated: usize,
    /// Shares (in %) of puzzles whose ER, EP and ED are within ±0.1 of serate's.
    agreement: Option<[f64; 3]>,
    /// serate's time on the same puzzles, in seconds, as given.
    serate: Option<f64>,
}

/// Rates the whole set up to `repeat` times (fewer once the runs took `budget_secs`).
pub fn measure(set: &Set, repeat: usize, budget_secs: f64, serate: Option<f64>) -> Row {
    let mut times = Vec::with_capacity(repeat);
    let mut ratings: Vec<Option<Rating>> = Vec::new();
    let started = Instant::now();
    while times.len() < repeat {
        let start = Instant::now();
        let run: Vec<Option<Rating>> = set
            .puzzles
            .iter()
            .map(|p| rate(black_box(p)).ok())
            .collect();
        times.push(start.elapsed());
        ratings = run;
        if started.elapsed().as_secs_f64() > budget_secs {
            break;
        }
    }
    times.sort();
    let agreement = set.expected.as_ref().map(|expected| {
        let mut within = [0usize; 3];
        for (ours, theirs) in ratings.iter().zip(expected) {
            let Some(r) = ours else { continue };
            for (slot, (a, b)) in
                within
                    .iter_mut()
                    .zip([(r.er, theirs.er), (r.ep, theirs.ep), (r.ed, theirs.ed)])
            {
                *slot += usize::from(a.abs_diff(b) <= 1);
            }
        }
        within.map(|k| 100.0 * k as f64 / expected.len().max(1) as f64)
    });
    Row {
        set: set.name,
        puzzles: set.puzzles.len(),
        runs: times.len(),
        best: times[0],
        median: times[times.len() / 2],
        unrated: ratings.iter().filter(|r| r.is_none()).count(),
        agreement,
        serate,
    }
}

impl Row {
    pub fn heading() -> String {
        format!(
            "{:<9} {:>7} {:>4} {:>10} {:>12} {:>11} {:>11} {:>8}  {:<20} {:>9} {:>9}",
            "set",
            "puzzles",
            "runs",
            "best total",
            "median total",
            "median µs",
            "puzzles/s",
            "unrated",
            "ER/EP/ED within ±0.1",
            "serate s",
            "× serate",
        )
    }
}

impl fmt::Display for Row {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = self.puzzles.max(1) as f64;
        let median = self.median.as_secs_f64();
        let agreement = self.agreement.map_or("-".to_string(), |[er, ep, ed]| {
            format!("{er:.2}/{ep:.2}/{ed:.2} %")
        });
        let (serate, times) = match self.serate {
            Some(s) => (format!("{s:.1}"), format!("{:.1}", s / median)),
            None => ("-".into(), "-".into()),
        };
        write!(
            f,
            "{:<9} {:>7} {:>4} {:>8.3} s {:>10.3} s {:>11.1} {:>11.0} {:>8}  {:<20} {:>9} {:>9}",
            self.set,
            self.puzzles,
            self.runs,
            self.best.as_secs_f64(),
            median,
            median * 1e6 / n,
            n / median,
            self.unrated,
            agreement,
            serate,
            times,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A fresh directory (named after `test`) holding `se_rated_dev.txt` with `text`.
    fn rated_file(test: &str, text: &str) -> std::path::PathBuf {
        let dir = std::env::temp_dir().join(format!("shudu-bench-{test}-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("temp dir");
        std::fs::write(dir.join("se_rated_dev.txt"), text).expect("write");
        dir
    }

    #[test]
    fn figures_are_read_in_tenths() {
        let e = parse_figures("10.7/1.2/0.0").expect("valid");
        assert_eq!((e.er, e.ep, e.ed), (107, 12, 0));
        assert!(parse_figures("7.2/1.2").is_none());
        assert!(parse_figures("7.2/1.2/1.2/1.0").is_none());
        assert!(parse_figures("7.25/1.2/1.2").is_none());
        assert!(parse_figures("x/1.2/1.2").is_none());
    }

    #[test]
    fn a_bad_line_is_named() {
        let dir = rated_file(
            "rating",
            "# header\n\
             ..5.....1.6.....8.....4..3.....75...7..2...96....612...27.......5..28.6..91.....3 4.0/1.2/1.2 Skyscraper\n\
             ..5.....1.6.....8.....4..3.....75...7..2...96....612...27.......5..28.6..91.....3 4.0/1.x/1.2 Skyscraper\n",
        );
        let message = load(&dir, &["se-rated".to_string()], 1)
            .err()
            .expect("a bad line is an error");
        assert!(message.ends_with(
            "se_rated_dev.txt:3: expected ER/EP/ED such as 7.2/1.2/1.2, found \"4.0/1.x/1.2\""
        ));
        std::fs::remove_dir_all(&dir).ok();
    }

    #[test]
    fn agreement_counts_figures_within_a_tenth() {
        // serate's figures for this puzzle are 4.0/1.2/1.2; the second line is off in ER.
        let dir = rated_file(
            "agree",
            "..5.....1.6.....8.....4..3.....75...7..2...96....612...27.......5..28.6..91.....3 4.0/1.2/1.2 Skyscraper\n\
             ..5.....1.6.....8.....4..3.....75...7..2...96....612...27.......5..28.6..91.....3 4.5/1.2/1.2 Skyscraper\n",
        );
        let sets = load(&dir, &["se-rated".to_string()], 1).expect("loads");
        let row = measure(&sets[0], 1, 60.0, None);
        assert_eq!(row.agreement, Some([50.0, 100.0, 100.0]));
        assert_eq!(row.unrated, 0);
        std::fs::remove_dir_all(&dir).ok();
    }
}
