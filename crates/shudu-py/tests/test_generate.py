"""Generation: options as the command line takes them, errors for refused settings."""

from __future__ import annotations

import pytest

import shudu


def test_same_seed_same_puzzles_on_any_threads() -> None:
    one = [g.to_dict() for g in shudu.generate_many(6, seed=11, threads=1) if isinstance(g, shudu.Generated)]
    four = [g.to_dict() for g in shudu.generate_many(6, seed=11, threads=4) if isinstance(g, shudu.Generated)]
    assert len(one) == 6 and one == four
    assert shudu.generate(seed=11).to_dict() == one[0]


def test_options() -> None:
    g = shudu.generate(seed=2, clues=26)
    assert g.clues == 26 and g.puzzle.count() == 1 and g.rating is None
    assert g.solution == g.puzzle.solve()
    pattern = ("x.x" * 27)
    p = shudu.generate(seed=2, pattern=pattern, attempts=2000)
    assert all(c == "." for c, m in zip(str(p.puzzle), pattern) if m == ".")
    hard = shudu.generate(seed=4, level="hard")
    assert hard.rating is not None and hard.rating.level == "hard"
    banded = shudu.generate(seed=4, rating=(2.0, 3.0))
    assert banded.rating is not None and 2.0 <= banded.rating.er <= 3.0
    wing = shudu.generate(seed=4, require="xy-wing", attempts=20000)
    path = wing.puzzle.explain(techniques="se")
    assert any(s["technique"] == "XY-Wing" for s in path)


def test_refused_settings_say_why() -> None:
    with pytest.raises(ValueError, match='unknown symmetry "spiral"'):
        shudu.generate(symmetry="spiral")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="unknown level"):
        shudu.generate(level="impossible")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="not both"):
        shudu.generate(level="hard", rating=(1.0, 2.0))
    with pytest.raises(ValueError, match="unknown technique"):
        shudu.generate(require="telepathy")
    with pytest.raises(shudu.GenerateError, match="81 cells"):
        shudu.generate(pattern="x" * 16)
    failed = shudu.generate_many(1, seed=1, clues=17, attempts=1)
    assert isinstance(failed[0], shudu.GenerateError)
