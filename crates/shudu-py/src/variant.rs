//! `shudu.Puzzle`: a puzzle of any board — classic 9×9, any size from 4×4 to 25×25,
//! any variant (jigsaw, killer, diagonals, windoku, disjoint groups, anti-knight,
//! anti-king, non-consecutive, odd/even) — read from a line (its size from its length),
//! shudu's variant JSON, f-puzzles' JSON or a link, with the library's solve, count,
//! check, hint, rate and generate, its JSON and f-puzzles forms, and its drawing for
//! notebooks. The library chooses the engine (the bit-board kernels for classic rules).
//! `shudu.VariantPuzzle` is its former name, kept for one release: it warns.
//!
//! Errors are the library's messages: text that is not a puzzle (or rules that do not
//! fit) raises `VariantError`, no solution `NoSolution`, several `MultipleSolutions`.
//! Read next: `errors.rs` (the exceptions), docs/variants.md (the forms).

use std::sync::Arc;

use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};
use shudu::logic::{Budget, Logic};
use shudu::render::VariantDiagram;
use shudu::variant::{
    ArrowOptions, BoardGenerator, KillerOptions, LineOptions, LinkSite, OddEvenOptions, Outcome,
    OutsideClueOptions, PairMarkOptions, Puzzle, Recipe, Rules, Shape, Symbols, ThermoOptions,
    VariantError, Violation, line_of, read_entries,
};

use pyo3::exceptions::PyValueError;
use shudu::hint::HintLevel;

use crate::errors;
use crate::grid::{SVG_SIDE, budget, repertoire, time_limit};
use crate::hint::PyHint;
use crate::results::PyRating;

/// A puzzle of any board: its rules and its givens.
///
/// `Puzzle(text)` reads a line of n² cells (`1`–`9` then `A`–`P`, `.` or `0` empty; 81
/// cells are a classic puzzle), shudu's variant JSON, f-puzzles' JSON or an f-puzzles
/// or SudokuPad link; `size` and `variant` (the rules named as `shudu --variant` names
/// them) set the board of a line.
///
/// >>> import shudu
/// >>> p = shudu.Puzzle("3......41......2", size=4)
/// >>> p.size, p.solve()
/// (4, '3421213412434312')
/// >>> shudu.Puzzle("1...", size=4)
/// Traceback (most recent call last):
/// ...
/// shudu.VariantError: line 1: the grid has 1 rows, not 4
#[pyclass(name = "Puzzle", module = "shudu", frozen, subclass)]
#[derive(Clone)]
pub struct PyPuzzle {
    puzzle: Puzzle,
}

/// The rules named by `size` and a comma-separated `variant`, as the command line's
/// `--size` and `--variant` name them.
fn named_rules(size: usize, variant: Option<&str>) -> Result<Rules, VariantError> {
    let mut rules = Rules::new(Shape::for_size(size)?);
    for name in variant
        .into_iter()
        .flat_map(|v| v.split(','))
        .map(str::trim)
        .filter(|n| !n.is_empty())
    {
        rules = rules.with_named(name)?;
    }
    Ok(rules)
}

/// A broken rule as a dictionary: `rule`, `cells` (`"r1c1"` names) and `message`.
fn violation_dict<'py>(py: Python<'py>, v: &Violation) -> PyResult<Bound<'py, PyDict>> {
    let dict = PyDict::new(py);
    dict.set_item("rule", v.rule())?;
    let cells: Vec<String> = v.cells().iter().map(ToString::to_string).collect();
    dict.set_item("cells", cells)?;
    dict.set_item("message", v.to_string())?;
    Ok(dict)
}

#[pymethods]
impl PyPuzzle {
    #[new]
    #[pyo3(signature = (text, *, size=None, variant=None))]
    fn new(
        py: Python<'_>,
        text: &str,
        size: Option<usize>,
        variant: Option<&str>,
    ) -> PyResult<Self> {
        let rules = match (size, variant) {
            (None, None) => None,
            (size, variant) => Some(Arc::new(
                named_rules(size.unwrap_or(9), variant)
                    .map_err(|e| errors::library_error(e, None))?,
            )),
        };
        let mut entries = py.detach(|| read_entries(text, rules.as_ref(), Symbols::Standard));
        match entries.len() {
            1 => entries
                .pop()
                .expect("one entry")
                .map(|entry| PyPuzzle {
                    puzzle: entry.puzzle,
                })
                .map_err(|e| errors::library_error(e, None)),
            n => Err(errors::VariantError::new_err(format!(
                "expected one puzzle, found {n}"
            ))),
        }
    }

    /// A unique puzzle, minimal, of `size` with the rules `variant` names (`"x"`,
    /// `"windoku,anti-knight"`, …), its clues placed with `symmetry` (a name from
    /// `shudu.SYMMETRIES`; the library refuses one the rules do not allow, such as a
    /// mirror of a jigsaw's regions). `killer=True` draws cages too, with givens where
    /// the cages alone leave several solutions, or none at all with
    /// `killer_givens=False` (cages are drawn until they alone are unique). The same
    /// `seed` and `index` give the same puzzle as `shudu generate --seed` (with
    /// `--killer`, `--killer-givens`, `--symmetry`) does for its `index`-th puzzle.
    /// `odd_even=True` marks one cell in six of a random grid odd or even (as
    /// `--odd-even`), `jigsaw=True` draws a new random jigsaw layout for the puzzle (as
    /// `--jigsaw`), `thermo=True` draws eight thermometers along rising paths of a random
    /// grid (as `--thermo`), `kropki=True` and `xv=True` put kropki dots or X and V on half
    /// the edges of a random grid that fit one (as `--kropki`, `--xv`), `whispers=True`
    /// and `renban=True` draw German whispers or renban lines along paths of a random
    /// grid that keep their rules (as `--whispers`, `--renban`), `arrows=True` draws eight
    /// arrows whose lines add up to their circles in a random grid (as `--arrows`),
    /// `sandwich=True` puts sandwich sums beside rows and above columns of a random grid,
    /// as few as keep the puzzle unique (as `--sandwich`), `little_killer=True` puts little
    /// killer sums with arrows along diagonals of a random grid, as few as keep it unique
    /// (as `--little-killer`); each combines with `variant` and `killer`.
    ///
    /// >>> p = shudu.Puzzle.generate(size=6, seed=1)
    /// >>> p.count()
    /// 1
    /// >>> q = shudu.Puzzle.generate(size=9, variant="x", symmetry="rot180", seed=1)
    /// >>> line = q.to_line()
    /// >>> all((line[k] == ".") == (line[80 - k] == ".") for k in range(81))
    /// True
    /// >>> j = shudu.Puzzle.generate(size=6, jigsaw=True, odd_even=True, seed=3)
    /// >>> "jigsaw" in j.rules and j.count()
    /// 1
    /// >>> t = shudu.Puzzle.generate(thermo=True, seed=2)
    /// >>> "thermo" in t.rules and t.count()
    /// 1
    /// >>> w = shudu.Puzzle.generate(size=6, whispers=True, seed=2)
    /// >>> "whispers" in w.rules and w.count()
    /// 1
    /// >>> a = shudu.Puzzle.generate(size=6, arrows=True, seed=2)
    /// >>> "arrow" in a.rules and a.count()
    /// 1
    #[staticmethod]
    #[pyo3(signature = (*, size=9, variant=None, seed=0, index=0, symmetry="none", killer=false, killer_givens=true, odd_even=false, jigsaw=false, thermo=false, kropki=false, xv=false, whispers=false, renban=false, arrows=false, sandwich=false, little_killer=false))]
    #[allow(clippy::too_many_arguments)]
    fn generate(
        py: Python<'_>,
        size: usize,
        variant: Option<&str>,
        seed: u64,
        index: u64,
        symmetry: &str,
        killer: bool,
        killer_givens: bool,
        odd_even: bool,
        jigsaw: bool,
        thermo: bool,
        kropki: bool,
        xv: bool,
        whispers: bool,
        renban: bool,
        arrows: bool,
        sandwich: bool,
        little_killer: bool,
    ) -> PyResult<Self> {
        let rules = named_rules(size, variant).map_err(|e| errors::library_error(e, None))?;
        let symmetry = crate::generate::symmetry_named(symmetry)?;
        let recipe = Recipe {
            jigsaw,
            odd_even: odd_even.then(OddEvenOptions::default),
            thermo: thermo.then(ThermoOptions::default),
            pair_marks: (kropki || xv).then_some(PairMarkOptions {
                kropki,
                xv,
                ..PairMarkOptions::KROPKI
            }),
            lines: (whispers || renban).then_some(LineOptions {
                whispers,
                renban,
                ..LineOptions::WHISPERS
            }),
            arrows: arrows.then(ArrowOptions::default),
            outside: (sandwich || little_killer).then_some(OutsideClueOptions {
                sandwich,
                little_killer,
                ..OutsideClueOptions::SANDWICH
            }),
            killer: killer.then(|| KillerOptions {
                givens: killer_givens,
                ..KillerOptions::default()
            }),
        };
        // The library's one door chooses the maker: the classic generator on classic
        // rules, the variant makers otherwise.
        let generator = BoardGenerator::new(rules).recipe(recipe).symmetry(symmetry);
        let made = py.detach(|| generator.generate_within(seed, index, &Budget::unlimited()));
        let made = made.map_err(|e| errors::GenerateError::new_err(e.to_string()))?;
        Ok(PyPuzzle {
            puzzle: made.puzzle(),
        })
    }

    /// The side of the board.
    #[getter]
    fn size(&self) -> usize {
        self.puzzle.size()
    }

    /// The rules, as the command line names them: `"9×9 (3×3 boxes), windoku, killer"`.
    #[getter]
    fn rules(&self) -> String {
        self.puzzle.rules().to_string()
    }

    /// The rules beyond plain Sudoku, one sentence each, as printed under a board.
    #[getter]
    fn rule_texts(&self) -> Vec<&'static str> {
        self.puzzle.rules().rule_texts()
    }

    /// How many cells are given.
    #[getter]
    fn clues(&self) -> usize {
        self.puzzle.given_count()
    }

    /// The one solution as a line; raises `NoSolution` (with the broken rules as
    /// `violations`) or `MultipleSolutions` (two different solutions as `lines`).
    fn solve(&self, py: Python<'_>) -> PyResult<String> {
        match py.detach(|| self.puzzle.solve()) {
            Outcome::Unique(s) => Ok(line_of(&s, Symbols::Standard)),
            Outcome::Multiple(a, b) => {
                let (a, b) = (
                    line_of(&a, Symbols::Standard),
                    line_of(&b, Symbols::Standard),
                );
                let exc = errors::MultipleSolutions::new_err(format!(
                    "more than one solution, for example {a} and {b}"
                ));
                // `solutions` holds classic Grids; a variant's are lines, under `lines`.
                exc.value(py).setattr("solutions", PyList::empty(py))?;
                exc.value(py).setattr("lines", vec![a, b])?;
                Err(exc)
            }
            Outcome::Unsolvable => {
                let exc = errors::NoSolution::new_err("no grid completes the givens");
                exc.value(py).setattr("conflicts", PyList::empty(py))?;
                exc.value(py).setattr("violations", PyList::empty(py))?;
                Err(exc)
            }
            Outcome::Invalid(broken) => {
                let list: Vec<String> = broken.iter().map(ToString::to_string).collect();
                let exc = errors::NoSolution::new_err(format!("broken rules: {}", list.join("; ")));
                let dicts = broken
                    .iter()
                    .map(|v| violation_dict(py, v))
                    .collect::<PyResult<Vec<_>>>()?;
                // `conflicts` holds classic records; a variant's broken rules are here.
                exc.value(py).setattr("conflicts", PyList::empty(py))?;
                exc.value(py)
                    .setattr("violations", PyList::new(py, dicts)?)?;
                Err(exc)
            }
        }
    }

    /// The number of solutions, counting up to `limit`; broken rules count 0.
    #[pyo3(signature = (limit=2))]
    fn count(&self, py: Python<'_>, limit: u64) -> u64 {
        py.detach(|| {
            if self.puzzle.violations().is_empty() {
                self.puzzle.count(limit.max(1)).solutions
            } else {
                0
            }
        })
    }

    /// Every rule the givens break, each a dictionary with the `rule` (a house such as
    /// `"row 1"`, or a constraint's kind), its `cells` and the `message`; empty when none.
    ///
    /// >>> shudu.Puzzle("11..............", size=4).check()[0]["message"]
    /// 'r1c1 and r1c2 both hold 1 (row 1)'
    fn check<'py>(&self, py: Python<'py>) -> PyResult<Vec<Bound<'py, PyDict>>> {
        self.puzzle
            .violations()
            .iter()
            .map(|v| violation_dict(py, v))
            .collect()
    }

    /// The next thing to tell a player on `sheet` (a line of n² cells; the givens when
    /// omitted), at `level` (`nudge`: where to look; `technique`: which technique too;
    /// `full`: the whole step), as a `Hint` on every board. The library chooses the
    /// engine: a classic puzzle gets the classic one's hint (as `Position.hint` gives it: a
    /// changed given, wrong entries first, cut to the level), every other board the
    /// variant one's (broken rules and wrong entries first). On 9×9
    /// boards `techniques="se"` keeps to Sudoku Explainer's techniques; other sizes use
    /// the smaller engine, whose rating is shudu's own for the size. Raises
    /// `VariantError` for a sheet that does not fit the puzzle.
    ///
    /// >>> p = shudu.Puzzle(".1.23...6.......535..4.........4...1", size=6)
    /// >>> p.hint("51423...6.......535..4.........4...1").lines
    /// ['Mistake: some digits clash:', '  r1c1 and r4c1 both hold 5 (column 1)']
    /// >>> type(shudu.Puzzle("..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759..").hint()).__name__
    /// 'Hint'
    #[pyo3(signature = (sheet=None, level="technique", *, marks=None, techniques="full", timeout=None, lang=None))]
    #[allow(clippy::too_many_arguments)]
    fn hint(
        &self,
        py: Python<'_>,
        sheet: Option<&str>,
        level: &str,
        marks: Option<Vec<Vec<u8>>>,
        techniques: &str,
        timeout: Option<f64>,
        lang: Option<&str>,
    ) -> PyResult<PyHint> {
        let lang = crate::hint::lang_of(lang)?;
        let level: HintLevel = level.parse().map_err(|e| errors::library_error(e, None))?;
        let repertoire = repertoire(techniques)?;
        let budget = budget(time_limit(timeout)?);
        let values = self.sheet_values(sheet)?;
        let found = py.detach(|| {
            self.puzzle.hint(
                &values,
                marks.as_deref(),
                Symbols::Standard,
                level,
                &Logic::new(repertoire).within(&budget),
            )
        });
        let hint = found.map_err(|e| errors::library_error(e, None))?;
        Ok(PyHint { hint, lang })
    }

    /// The player's `sheet` (a line of n² cells; the givens when omitted) and pencil
    /// `marks` (n² lists of digits, empty for a filled cell) checked as the play page's
    /// Check does, on any board: the library's sheet-check record, a dictionary with the
    /// `status`, the rules the sheet breaks (`violations`) and, unless `solution` is
    /// false, its `mistakes` against the one solution (never naming its digits).
    ///
    /// >>> p = shudu.Puzzle(".1.23...6.......535..4.........4...1", size=6)
    /// >>> r = p.check_sheet("21.23...6.......535..4.........4...1")
    /// >>> r["status"], r["mistakes"][0]["text"]
    /// ('mistakes', 'r1c1 holds 2, which is wrong')
    /// >>> p.check_sheet()["status"]
    /// 'correct-so-far'
    ///
    /// With `explain=True` each mistake carries `why`, the reason it is wrong (it may name
    /// the solution's digit): supposing it, singles from the givens and the correct
    /// entries reach a contradiction, else the solution's digit there.
    ///
    /// >>> why = p.check_sheet(".1.23..26.......535..4.........4...1", explain=True)["mistakes"][0]["why"]
    /// >>> why["kind"], why["text"][0], why["text"][-1]
    /// ('refuted', 'If r2c2 were 2:', 'so r2c2 cannot be 2.')
    #[pyo3(signature = (sheet=None, *, marks=None, solution=true, explain=false))]
    fn check_sheet(
        &self,
        py: Python<'_>,
        sheet: Option<&str>,
        marks: Option<Vec<Vec<u8>>>,
        solution: bool,
        explain: bool,
    ) -> PyResult<Py<PyAny>> {
        if explain && !solution {
            return Err(pyo3::exceptions::PyValueError::new_err(
                "explain=True needs the mistakes judged against the solution (solution=True)",
            ));
        }
        let values = self.sheet_values(sheet)?;
        let found = py.detach(|| {
            if explain {
                self.puzzle.explain_sheet(&values, marks.as_deref())
            } else {
                self.puzzle.check_sheet(&values, marks.as_deref(), solution)
            }
        });
        crate::records::record(py, &found.map_err(|e| errors::library_error(e, None))?)
    }

    /// The true candidates, as `shudu candidates --true --json` gives them: for each cell
    /// the digits it holds in some solution (a setter's view of a puzzle with several
    /// solutions), proven by search within `timeout` seconds. A dictionary with the
    /// `status` (`unique`, `multiple`, `unsolvable`, `invalid`, `gave-up`), `candidates`
    /// (n² lists in reading order), the `undecided` candidates, `searches` and `text`.
    ///
    /// >>> t = shudu.Puzzle("..3.3......1.1..", size=4).true_candidates()
    /// >>> t["status"], t["candidates"][:3]
    /// ('multiple', [[1], [2, 4], [3]])
    #[pyo3(signature = (*, timeout=None, lang=None))]
    fn true_candidates(
        &self,
        py: Python<'_>,
        timeout: Option<f64>,
        lang: Option<&str>,
    ) -> PyResult<Py<PyAny>> {
        let lang = crate::hint::lang_of(lang)?;
        let budget = budget(time_limit(timeout)?);
        let found = py.detach(|| self.puzzle.true_candidates(&budget));
        let record = crate::records::record(py, &found)?;
        let dict = record.bind(py).cast::<PyDict>()?;
        dict.set_item("status", found.status())?;
        dict.set_item("text", found.summary_in(lang, Symbols::Standard))?;
        Ok(record)
    }

    /// The setter's assistant, as `shudu setter --json` gives it: for a puzzle with
    /// several solutions, the solutions counted (up to 256), where they part, and the
    /// clues from one solution that make it unique (`additions`, none of which can be
    /// left out); for a unique one, the clues that could go (`redundant`). Within `timeout`
    /// seconds (status `gave-up` past it). A dictionary.
    ///
    /// >>> s = shudu.Puzzle("..3.3......1.1..", size=4).to_unique()
    /// >>> s["status"], s["solutions"], [a["cell"] for a in s["additions"]]
    /// ('multiple', 4, ['r2c4', 'r4c3'])
    #[pyo3(signature = (*, timeout=None))]
    fn to_unique(&self, py: Python<'_>, timeout: Option<f64>) -> PyResult<Py<PyAny>> {
        let budget = budget(time_limit(timeout)?);
        let found = py.detach(|| self.puzzle.to_unique(&budget));
        crate::records::record(py, &found)
    }

    /// The rating, as `shudu rate` gives it: Sudoku Explainer's ER/EP/ED on 9×9 boards;
    /// on other sizes shudu's own for the size, said by the rating's `scale`. Raises
    /// `NoSolution` or `MultipleSolutions` for a puzzle that is not proper, and `Unrated`
    /// when the techniques cannot finish it (or `timeout` seconds run out). `profile` as
    /// for `Grid.rate`.
    ///
    /// >>> r = shudu.Puzzle(".1.23...6.......535..4.........4...1", size=6).rate()
    /// >>> str(r), r.scale[:18]
    /// ('1.5/1.2/1.2 Hidden Single', "shudu's own rating")
    #[pyo3(signature = (*, timeout=None, profile="sukaku"))]
    fn rate(&self, py: Python<'_>, timeout: Option<f64>, profile: &str) -> PyResult<PyRating> {
        let profile = crate::grid::se_profile(profile)?;
        self.solve(py)?; // the exception saying why a puzzle that is not proper has none
        let budget = budget(time_limit(timeout)?);
        match py.detach(|| self.puzzle.rate_on(profile, &budget)) {
            Ok(rating) => Ok(PyRating::from(rating)),
            Err(why) => Err(errors::Unrated::new_err(why.to_string())),
        }
    }

    /// The solving path as step records (technique, rating, text, placements,
    /// eliminations, evidence), as `shudu explain --json` gives them, on any board: the
    /// library chooses the engine (on a board other than 9×9 the smaller one, whose steps
    /// have the same shape). Raises as `solve` for a puzzle that is not proper, and
    /// `Unrated` when the logic stops short or `timeout` seconds run out.
    ///
    /// >>> steps = shudu.Puzzle(".1.23...6.......535..4.........4...1", size=6).explain()
    /// >>> steps[0]["technique"], steps[0]["placements"]
    /// ('Hidden Single', [{'cell': 'r1c6', 'digit': 6}])
    #[pyo3(signature = (*, techniques="full", timeout=None, lang=None))]
    fn explain(
        &self,
        py: Python<'_>,
        techniques: &str,
        timeout: Option<f64>,
        lang: Option<&str>,
    ) -> PyResult<Py<PyAny>> {
        let lang = crate::hint::lang_of(lang)?;
        self.solve(py)?; // the exception saying why a puzzle that is not proper has no path
        let repertoire = repertoire(techniques)?;
        let budget = budget(time_limit(timeout)?);
        let logic = Logic::new(repertoire).within(&budget);
        let path = py.detach(|| self.puzzle.explain(&logic));
        let path = path.map_err(|why| errors::Unrated::new_err(why.to_string()))?;
        if !path.is_solved() {
            let why = match path.status() {
                "gave-up" => budget.gave_up(),
                _ => "beyond the techniques: no technique applies from here".to_owned(),
            };
            return Err(errors::Unrated::new_err(why));
        }
        let record = shudu::records::with_lang(lang, || crate::records::record(py, &path))?;
        Ok(record.bind(py).get_item("steps")?.unbind())
    }

    /// The givens as a line of n² cells (`.` empty).
    fn to_line(&self) -> String {
        self.puzzle.to_line(Symbols::Standard)
    }

    /// The puzzle in shudu's variant JSON (docs/variants.md); with `solution` (a line,
    /// as `solve()` returns it), its `solution` field too. Raises `VariantError` when the
    /// solution does not solve the puzzle.
    ///
    /// >>> p = shudu.Puzzle("3......41......2", size=4)
    /// >>> p.to_json(solution=p.solve())[-58:]
    /// '"givens":"3......41......2","solution":"3421213412434312"}'
    #[pyo3(signature = (*, solution=None))]
    fn to_json(&self, solution: Option<&str>) -> PyResult<String> {
        match solution {
            None => Ok(self.puzzle.to_json()),
            Some(line) => self
                .puzzle
                .to_json_with_solution(&self.solution_values(line)?)
                .map_err(|e| errors::library_error(e, None)),
        }
    }

    /// The puzzle in f-puzzles' JSON; with `solution` (a line, as `solve()` returns it),
    /// f-puzzles' `solution` list too, with which SudokuPad and f-puzzles check a
    /// player's answer. Raises `VariantError` when the solution does not solve the
    /// puzzle.
    #[pyo3(signature = (*, solution=None))]
    fn to_fpuzzles(&self, solution: Option<&str>) -> PyResult<String> {
        match solution {
            None => Ok(self.puzzle.to_fpuzzles()),
            Some(line) => self
                .puzzle
                .to_fpuzzles_with_solution(&self.solution_values(line)?)
                .map_err(|e| errors::library_error(e, None)),
        }
    }

    /// A link that opens the puzzle on `site` (`"sudokupad"` or `"fpuzzles"`), with
    /// `solution` (a line) inside when given, so that the site checks the answer.
    ///
    /// >>> p = shudu.Puzzle("3......41......2", size=4, variant="x")
    /// >>> p.to_link().startswith("https://sudokupad.app/fpuzzles")
    /// True
    /// >>> shudu.Puzzle(p.to_link(solution=p.solve())).to_json() == p.to_json()
    /// True
    #[pyo3(signature = (site="sudokupad", *, solution=None))]
    fn to_link(&self, site: &str, solution: Option<&str>) -> PyResult<String> {
        let site = match site {
            "sudokupad" => LinkSite::SudokuPad,
            "fpuzzles" => LinkSite::Fpuzzles,
            other => {
                return Err(PyValueError::new_err(format!(
                    "site: unknown site {other:?}; known: sudokupad, fpuzzles"
                )));
            }
        };
        match solution {
            None => Ok(self.puzzle.to_link(site)),
            Some(line) => self
                .puzzle
                .to_link_with_solution(site, &self.solution_values(line)?)
                .map_err(|e| errors::library_error(e, None)),
        }
    }

    /// The digits of a solution given as a line of this puzzle's board.
    fn solution_values(&self, line: &str) -> PyResult<Vec<u8>> {
        Puzzle::from_line(self.puzzle.rules().clone(), line, Symbols::Standard)
            .map(|solved| solved.values().to_vec())
            .map_err(|e| errors::VariantError::new_err(format!("solution: {e}")))
    }

    fn __str__(&self) -> String {
        self.to_line()
    }

    fn __repr__(&self) -> String {
        format!("Puzzle('{}')", self.puzzle.to_json())
    }

    /// The puzzle drawn as SVG (as `shudu print --to svg` draws it, rules in words under
    /// the board), which notebooks show in place of the text.
    fn _repr_svg_(&self) -> String {
        VariantDiagram::puzzle(&self.puzzle)
            .to_drawing(SVG_SIDE)
            .to_svg()
    }
}

/// `shudu.VariantPuzzle`: the former name of [`PyPuzzle`], kept for one release. It is a
/// `Puzzle` in every way, and making one warns (`DeprecationWarning`).
impl PyPuzzle {
    /// The digits of a player's sheet on this puzzle's board: the givens when absent.
    fn sheet_values(&self, sheet: Option<&str>) -> PyResult<Vec<u8>> {
        match sheet {
            None => Ok(self.puzzle.values().to_vec()),
            Some(line) => {
                let rules = self.puzzle.shared_rules().clone();
                Ok(Puzzle::from_line(rules, line, Symbols::Standard)
                    .map_err(|e| errors::library_error(e, None))?
                    .values()
                    .to_vec())
            }
        }
    }
}

#[pyclass(name = "VariantPuzzle", module = "shudu", frozen, extends = PyPuzzle)]
pub struct PyVariantPuzzle;

#[pymethods]
impl PyVariantPuzzle {
    #[new]
    #[pyo3(signature = (text, *, size=None, variant=None))]
    fn new(
        py: Python<'_>,
        text: &str,
        size: Option<usize>,
        variant: Option<&str>,
    ) -> PyResult<(Self, PyPuzzle)> {
        let category = py.get_type::<pyo3::exceptions::PyDeprecationWarning>();
        let message = c"shudu.VariantPuzzle is now shudu.Puzzle, which reads every board";
        PyErr::warn(py, &category, message, 1)?;
        Ok((PyVariantPuzzle, PyPuzzle::new(py, text, size, variant)?))
    }
}
