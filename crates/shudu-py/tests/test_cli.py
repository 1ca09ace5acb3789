"""Results identical to the command line's on every data set of the repository.

Each test runs the built `shudu` binary with --json and compares its records, entry by
entry, with the Python results' `to_dict()` (the same library records). Solving and
reading compare whole data sets; counting, checking and rating, which cost more per
puzzle, compare an evenly spread sample of each set (`SAMPLES`), which is written to a
file and given to both.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

import shudu
from conftest import DATA, DATA_SETS, Cli

#: Puzzles sampled from each set for the costlier commands.
SAMPLES = {"count": 400, "check": 60, "rate": 3}

#: The fields the command line adds around the library's record of an entry.
ENTRY_FIELDS = {"line", "label", "puzzle", "status", "error", "source"}


def grids(name: str) -> list[shudu.Grid | shudu.ParseError]:
    return shudu.parse_many((DATA / name).read_text())


def sampled(name: str, n: int, tmp_path: Path) -> tuple[Path, list[shudu.Grid]]:
    """Every k-th puzzle of the set, at most n, written as lines to a file."""
    all_grids = [g for g in grids(name) if isinstance(g, shudu.Grid)]
    step = max(1, len(all_grids) // n)
    chosen = all_grids[::step][:n]
    path = tmp_path / f"sample-{name}"
    path.write_text("".join(f"{g}\n" for g in chosen))
    return path, chosen


def reported_empty(cli: Cli, command: str, path: Path) -> bool:
    """Whether the sample is empty (a set of variant lines has no classic puzzle to take),
    after checking the command reports the empty input rather than passing it over."""
    if path.read_text():
        return False
    records = cli(command, str(path))
    assert [r["error"] for r in records] == [f"{path}: no puzzle found"]
    return True


def library_fields(record: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in record.items() if k not in ENTRY_FIELDS}


@pytest.mark.parametrize("name", DATA_SETS)
def test_reading_and_solving_whole_sets(name: str, cli: Cli) -> None:
    records = cli("solve", str(DATA / name))
    items = grids(name)
    assert len(records) == len(items) > 0
    outcomes = shudu.solve_many([g for g in items if isinstance(g, shudu.Grid)])
    it = iter(outcomes)
    for record, item in zip(records, items):
        if isinstance(item, shudu.ParseError):
            assert record["status"] == "error" and record["line"] == item.line
            continue
        assert record["puzzle"] == str(item)
        outcome = next(it)
        assert isinstance(outcome, shudu.Outcome)
        assert record["status"] == outcome.status
        mine = outcome.to_dict()
        assert library_fields(record) == {k: v for k, v in mine.items() if k != "status"}


def test_clashing_givens_are_one_record_in_python_and_on_the_command_line(cli: Cli) -> None:
    # Two 5s in row 1 and two 7s in box 1: each clash once, named with its house.
    clash = "5...5....." + "7" + "." * 9 + "7" + "." * 60
    (record,) = cli("solve", clash)
    (outcome,) = shudu.solve_many([shudu.Grid(clash)])
    assert isinstance(outcome, shudu.Outcome)
    assert record["status"] == outcome.status == "invalid"
    mine = outcome.to_dict()
    assert library_fields(record) == {k: v for k, v in mine.items() if k != "status"}
    assert [v["rule"] for v in mine["violations"]] == ["row 1", "box 1"]


@pytest.mark.parametrize("name", DATA_SETS)
def test_counting(name: str, cli: Cli, tmp_path: Path) -> None:
    path, chosen = sampled(name, SAMPLES["count"], tmp_path)
    if reported_empty(cli, "count", path):
        return
    records = cli("count", "--limit", "20", str(path))
    counts = shudu.count_many(chosen, limit=20)
    assert len(records) == len(counts) == len(chosen)
    for record, count in zip(records, counts):
        assert isinstance(count, shudu.Count)
        assert record["status"] == count.status
        assert {k: record[k] for k in ("count", "limit_reached")} == count.to_dict()


@pytest.mark.parametrize("name", DATA_SETS)
def test_checking(name: str, cli: Cli, tmp_path: Path) -> None:
    path, chosen = sampled(name, SAMPLES["check"], tmp_path)
    if reported_empty(cli, "check", path):
        return
    records = cli("check", str(path))
    checks = shudu.check_many(chosen)
    assert len(records) == len(checks) == len(chosen)
    for record, check in zip(records, checks):
        assert isinstance(check, shudu.Check)
        assert record["status"] == check.status and record["clues"] == check.clues
        # The record's status is the entry's; the rest is the library's Check record.
        assert library_fields(record) == {k: v for k, v in check.to_dict().items() if k != "status"}


@pytest.mark.parametrize("name", DATA_SETS)
def test_rating(name: str, cli: Cli, tmp_path: Path) -> None:
    path, chosen = sampled(name, SAMPLES["rate"], tmp_path)
    if reported_empty(cli, "rate", path):
        return
    # A time limit keeps the hardest sets quick; both sides give up alike only by chance,
    # so entries either side gave up on are skipped.
    records = cli("rate", "--timeout", "2", str(path))
    ratings = shudu.rate_many(chosen, timeout=2)
    assert len(records) == len(ratings) == len(chosen)
    for record, rating in zip(records, ratings):
        if record["status"] == "gave-up" or (
            isinstance(rating, shudu.Unrated) and "gave up" in str(rating)
        ):
            continue
        if isinstance(rating, shudu.Rating):
            assert record["rating"] == rating.to_dict()
            assert record["status"] == rating.level
        else:
            assert "rating" not in record
            assert record["status"] in ("beyond", "multiple", "unsolvable", "invalid", "solved")


@pytest.mark.parametrize(
    "args, options",
    [
        (["--symmetry", "rot180"], {"symmetry": "rot180"}),
        (["--clues", "25"], {"clues": 25}),
        (["--level", "hard"], {"level": "hard"}),
    ],
)
def test_generating(args: list[str], options: dict[str, Any], cli: Cli) -> None:
    records = cli("generate", "-n", "4", "--seed", "2024", *args)
    made = shudu.generate_many(4, seed=2024, **options)
    assert len(records) == len(made) == 4
    for record, one in zip(records, made):
        assert isinstance(one, shudu.Generated)
        fields = {k: v for k, v in record.items() if k not in {"status", "symmetry", "seed", "index"}}
        assert fields == one.to_dict()


@pytest.mark.parametrize("level", ["nudge", "technique", "full"])
@pytest.mark.parametrize(
    "puzzle, sheet",
    [
        ("..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759..", None),
        (
            "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759..",
            "1.9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759..",
        ),
        ("." * 81, None),
    ],
)
def test_hints(puzzle: str, sheet: str | None, level: str, cli: Cli) -> None:
    args = ["hint", "--level", level]
    if sheet is not None:
        args += ["--puzzle", puzzle]
    (record,) = cli(*args, sheet or puzzle)
    mine = shudu.Position(puzzle, sheet).hint(level)  # type: ignore[arg-type]
    assert record == mine.to_dict()
