"""Batches: order, threads, bad entries reported in place, numpy arrays in and out."""

from __future__ import annotations

import numpy as np
import pytest

import shudu
from conftest import DATA, EXPERT, EXPERT_SOLUTION


def sample(n: int) -> list[str]:
    lines = (DATA / "puzzles3_magictour_top1465.txt").read_text().splitlines()
    return [line[:81] for line in lines if line and not line.startswith("#")][:n]


def test_input_order_is_kept_on_any_number_of_threads() -> None:
    puzzles = sample(300) + ["." * 81, "55" + "." * 79]
    one = [o.to_dict() for o in shudu.solve_many(puzzles, threads=1) if isinstance(o, shudu.Outcome)]
    for threads in (2, 3, 7, None):
        out = shudu.solve_many(puzzles, threads=threads)
        assert [o.to_dict() for o in out if isinstance(o, shudu.Outcome)] == one
    assert [o.status for o in shudu.solve_many(puzzles) if isinstance(o, shudu.Outcome)][-2:] == [
        "multiple",
        "invalid",
    ]
    with pytest.raises(ValueError, match="threads"):
        shudu.solve_many(puzzles, threads=0)


def test_a_bad_entry_is_reported_in_its_place() -> None:
    puzzles: list[str | shudu.Grid] = [EXPERT, "12345", shudu.Grid(EXPERT), "x" + EXPERT[1:]]
    out = shudu.solve_many(puzzles)
    assert isinstance(out[0], shudu.Outcome) and isinstance(out[2], shudu.Outcome)
    assert str(out[0].solution) == EXPERT_SOLUTION
    short, letter = out[1], out[3]
    assert isinstance(short, shudu.ParseError) and isinstance(letter, shudu.ParseError)
    assert (short.index, short.input, str(short)) == (1, "12345", "line 1: expected 81 cells, found 5")
    assert (letter.index, letter.line, letter.column) == (3, 1, 1)
    for many in (shudu.count_many, shudu.check_many, shudu.rate_many):
        results = many(puzzles)
        assert [type(r) for r in results][1] is shudu.ParseError
    with pytest.raises(TypeError, match="entry 1: expected a str or a Grid"):
        shudu.solve_many([EXPERT, 5])  # type: ignore[list-item]
    with pytest.raises(TypeError, match="one string"):
        shudu.solve_many(EXPERT)


def test_arrays_in_and_out() -> None:
    puzzles = [EXPERT, "." * 81, "55" + "." * 79]
    array = np.array([[int(c) if c != "." else 0 for c in p] for p in puzzles], dtype=np.uint8)
    solved = shudu.solve_many(array)
    assert solved.shape == (3, 81) and solved.dtype == np.uint8
    assert "".join(map(str, solved[0])) == EXPERT_SOLUTION
    assert not solved[1:].any()  # no unique solution: rows of zeros
    counts = shudu.count_many(array, limit=10)
    assert counts.dtype == np.int64 and counts.tolist() == [1, 10, 0]
    bad = array.copy()
    bad[0, 5] = 12
    bad[2, 80] = 10
    for many in (shudu.count_many, shudu.solve_many):
        with pytest.raises(ValueError, match="puzzles\\[0\\] is not a grid: .*12.*\\(and 1 other row\\)"):
            many(bad)
    checks = shudu.check_many(bad)
    assert isinstance(checks[0], shudu.ParseError) and "12" in str(checks[0])
    assert isinstance(checks[1], shudu.Check) and checks[1].status == "multiple"
    assert isinstance(checks[2], shudu.ParseError) and "10" in str(checks[2])
    with pytest.raises(TypeError, match="uint8"):
        shudu.solve_many(array.astype(np.int32))
    with pytest.raises(ValueError, match=r"\(N, 81\)"):
        shudu.solve_many(array.reshape(3, 9, 9))


def test_counts_and_checks_say_their_status() -> None:
    counts = shudu.count_many([EXPERT, "." * 81, "55" + "." * 79], limit=3)
    assert [(int(c), c.limit_reached, c.status) for c in counts if isinstance(c, shudu.Count)] == [
        (1, False, "solved"),
        (3, True, "multiple"),
        (0, False, "invalid"),
    ]
    assert [c.to_dict() for c in counts if isinstance(c, shudu.Count)][1] == {
        "count": 3,
        "limit_reached": True,
    }


def test_rate_many_gives_the_reason_in_place() -> None:
    out = shudu.rate_many([EXPERT, "." * 81, EXPERT_SOLUTION])
    assert isinstance(out[0], shudu.Rating) and str(out[0]) == "3.8/1.2/1.2 Swordfish"
    assert isinstance(out[1], shudu.MultipleSolutions)
    assert isinstance(out[2], shudu.Unrated)


def test_parse_many_reads_a_file_as_the_command_does() -> None:
    items = shudu.parse_many((DATA / "euler96.txt").read_text())
    assert len(items) == 50 and all(isinstance(g, shudu.Grid) for g in items)
    mixed = shudu.parse_many("Grid 1\n" + EXPERT + "\n\noops\nGrid 2\n")
    assert isinstance(mixed[0], shudu.Grid)
    assert [(e.line, e.index) for e in mixed[1:] if isinstance(e, shudu.ParseError)] == [(4, 1), (5, 2)]
