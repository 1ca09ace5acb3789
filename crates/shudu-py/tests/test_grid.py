"""Grid: reading every format, values, conversions, and the one-puzzle operations."""

from __future__ import annotations

import pickle

import numpy as np
import pytest

import shudu
from conftest import DATA, EXPERT, EXPERT_SOLUTION


def test_reads_every_format_to_the_same_grid() -> None:
    line = shudu.Grid(EXPERT)
    rows = [EXPERT[i : i + 9] for i in range(0, 81, 9)]
    block = "\n".join(" ".join(r.replace(".", "0")) for r in rows)
    board = "[" + ",".join("[" + ",".join(c.replace(".", "0") for c in r) + "]" for r in rows) + "]"
    assert shudu.Grid(block) == line
    assert shudu.Grid(board) == line
    assert shudu.Grid(line.pretty()) == line


def test_values_print_compare_and_hash() -> None:
    g = shudu.Grid(EXPERT)
    assert str(g) == EXPERT
    assert repr(g) == f"Grid('{EXPERT}')"
    assert g == shudu.Grid(EXPERT) and g != shudu.Grid.empty()
    assert len({g, shudu.Grid(EXPERT), shudu.Grid.empty()}) == 2
    assert g.clues == 27 and not g.is_complete
    assert pickle.loads(pickle.dumps(g)) == g
    svg = g._repr_svg_()
    assert svg.startswith("<?xml") and svg.count("<text") == g.clues


def test_rows_and_arrays_round_trip() -> None:
    g = shudu.Grid(EXPERT)
    rows = g.to_rows()
    assert rows[0] == [0, 0, 9, 7, 4, 8, 0, 0, 0]
    assert shudu.Grid.from_rows(rows) == g
    array = np.asarray(g)
    assert array.shape == (9, 9) and array.dtype == np.uint8
    assert array.tolist() == rows
    assert shudu.Grid.from_array(array) == g
    assert shudu.Grid.from_array(array.reshape(81)) == g
    assert np.asarray(g, dtype=np.int64).dtype == np.int64


def test_bad_rows_and_arrays_say_what_is_wrong() -> None:
    rows = shudu.Grid(EXPERT).to_rows()
    rows[2][7] = 10
    with pytest.raises(ValueError, match="row 3, column 8: 10"):
        shudu.Grid.from_rows(rows)
    with pytest.raises(TypeError, match="uint8"):
        shudu.Grid.from_array(np.zeros((9, 9), dtype=np.int64))
    with pytest.raises(ValueError, match=r"shape \(9, 9\) or \(81\)"):
        shudu.Grid.from_array(np.zeros((8, 9), dtype=np.uint8))


def test_parse_errors_name_line_and_column() -> None:
    with pytest.raises(shudu.ParseError) as caught:
        shudu.Grid("x.9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759..")
    err = caught.value
    assert (err.line, err.column, err.index) == (1, 1, None)
    assert str(err) == "line 1: unexpected character 'x' at column 1"
    with pytest.raises(shudu.ParseError, match="expected 81 cells, found 5") as short:
        shudu.Grid("12345")
    assert short.value.column is None
    assert isinstance(short.value, shudu.ShuduError)


def test_solve_and_its_exceptions() -> None:
    assert str(shudu.Grid(EXPERT).solve()) == EXPERT_SOLUTION
    with pytest.raises(shudu.MultipleSolutions) as many:
        shudu.Grid.empty().solve()
    a, b = many.value.solutions
    assert a != b and a.is_complete and b.is_complete
    with pytest.raises(shudu.NoSolution) as clash:
        shudu.Grid("55" + "." * 79).solve()
    assert clash.value.conflicts == [
        {"digit": 5, "first": "r1c1", "second": "r1c2", "house": "row 1"}
    ]
    # Givens that do not clash but leave r1c9 without a digit.
    unsolvable = "12345678." + "........9" + "." * 63
    with pytest.raises(shudu.NoSolution) as none:
        shudu.Grid(unsolvable).solve()
    assert none.value.conflicts == []


def test_count_zero_one_many() -> None:
    assert shudu.Grid("12345678." + "........9" + "." * 63).count() == 0
    assert shudu.Grid(EXPERT).count() == 1
    assert shudu.Grid.empty().count(limit=1000) == 1000


def test_check_rate_explain() -> None:
    c = shudu.Grid(EXPERT).check()
    assert (c.valid, c.solvable, c.unique, c.minimal, c.status) == (True, True, True, False, "unique")
    assert c.redundant is not None and c.redundant[0] == {"cell": "r1c4", "digit": 7}
    assert c.to_dict()["redundant"] == c.redundant
    r = shudu.Grid(EXPERT).rate()
    assert (r.er, r.ep, r.ed, r.hardest, r.level) == (3.8, 1.2, 1.2, "Swordfish", "hard")
    assert r.to_dict() == {"er": 3.8, "ep": 1.2, "ed": 1.2, "hardest": "Swordfish", "level": "hard"}
    steps = shudu.Grid(EXPERT).explain()
    # The placements of the path fill exactly the empty cells, with the solution's digits.
    placed = {(p["cell"], p["digit"]) for s in steps for p in s["placements"]}
    expected = {
        (f"r{i // 9 + 1}c{i % 9 + 1}", int(EXPERT_SOLUTION[i])) for i in range(81) if EXPERT[i] == "."
    }
    assert placed == expected
    with pytest.raises(shudu.Unrated, match="nothing to solve"):
        shudu.Grid(EXPERT_SOLUTION).rate()
    with pytest.raises(ValueError, match="timeout"):
        shudu.Grid(EXPERT).rate(timeout=-1)
    with pytest.raises(ValueError, match="techniques"):
        shudu.Grid(EXPERT).explain(techniques="all")  # type: ignore[arg-type]


def test_names_are_listed_at_run_time() -> None:
    assert shudu.SYMMETRIES[:2] == ["none", "rot180"]
    assert shudu.LEVELS == ["easy", "medium", "hard", "expert", "extreme", "diabolical"]
    assert "x-wing" in shudu.TECHNIQUES and "w-wing" in shudu.TECHNIQUES
    assert len(set(shudu.TECHNIQUES)) == len(shudu.TECHNIQUES)


def test_the_se121_profile_rates_as_sudoku_explainer_1_2_1_3() -> None:
    """`profile="se121"` gives Sudoku Explainer 1.2.1.3's ratings (data/se121_rated_dev.txt,
    every 10th puzzle), where the default profile gives SukakuExplainer's."""
    lines = [l.split() for l in (DATA / "se121_rated_dev.txt").read_text().splitlines()]
    rated = [(p, r) for p, r in (l for l in lines if l and not l[0].startswith("#"))][::10]
    puzzles = [p for p, _ in rated]
    se121 = shudu.rate_many(puzzles, profile="se121")
    sukaku = shudu.rate_many(puzzles)
    ours = [f"{r.er:.1f}/{r.ep:.1f}/{r.ed:.1f}" for r in se121 if isinstance(r, shudu.Rating)]
    assert ours == [r for _, r in rated]
    assert sum(str(a) != str(b) for a, b in zip(se121, sukaku)) > 20
    one = shudu.Grid(puzzles[0])
    assert str(one.rate(profile="se121")) == str(se121[0])
    with pytest.raises(ValueError, match="sukaku, se121"):
        one.rate(profile="1.2.1.3")  # type: ignore[arg-type]
