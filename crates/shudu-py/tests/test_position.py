"""Position: entries, pencil marks and mistakes from a player's sheet."""

from __future__ import annotations

import pytest

import shudu
from conftest import EXPERT, EXPERT_SOLUTION


def test_entries_and_mistakes() -> None:
    sheet = "1" + EXPERT[1:]  # r1c1 holds 1; the solution has 5
    p = shudu.Position(EXPERT, sheet)
    assert p.puzzle == shudu.Grid(EXPERT) and str(p.sheet) == sheet
    assert p.entries == [("r1c1", 1)]
    (m,) = p.mistakes()
    assert (m.cell, m.entered, m.solution, m.given) == ("r1c1", 1, 5, None)
    assert str(m) == "r1c1 holds 1, but the solution has 5 there"
    right = shudu.Position(EXPERT, "5" + EXPERT[1:])
    assert right.mistakes() == [] and right.marks is None
    changed = shudu.Position(EXPERT, ".." + "." + EXPERT[3:])
    (given,) = changed.mistakes()
    assert (given.cell, given.given) == ("r1c3", 9)


def test_pencil_marks() -> None:
    # Every candidate in every empty cell but r1c1, whose marks lack its solution's 5.
    slots = []
    for i, c in enumerate(EXPERT):
        if c != ".":
            slots.append("".join(c if str(d) == c else "." for d in range(1, 10)))
        elif i == 0:
            slots.append("1234.6789")
        else:
            slots.append("123456789")
    p = shudu.Position(EXPERT, marks="".join(slots))
    assert p.marks is not None and len(p.marks) == 729
    (m,) = p.mistakes()
    assert (m.cell, m.solution) == ("r1c1", 5)
    with pytest.raises(shudu.ParseError):
        shudu.Position(EXPERT, marks="12")
    with pytest.raises(ValueError, match="not both"):
        shudu.Position(EXPERT, EXPERT, marks="".join(slots))


def test_explain_from_the_position_and_clashes() -> None:
    halfway = EXPERT_SOLUTION[:40] + EXPERT[40:]
    steps = shudu.Position(EXPERT, halfway).explain()
    assert 0 < len(steps) < len(shudu.Grid(EXPERT).explain())
    with pytest.raises(shudu.NoSolution) as clash:
        shudu.Position(EXPERT, "9" + EXPERT[1:]).mistakes()
    assert clash.value.conflicts[0]["digit"] == 9


def test_hints_at_each_level() -> None:
    p = shudu.Position(EXPERT)
    nudge, technique, full = (p.hint(level) for level in ("nudge", "technique", "full"))
    assert [h.status for h in (nudge, technique, full)] == ["hint"] * 3
    assert nudge.lines == ["Hint: look at box 3."]
    assert technique.lines == ["Hint: a Hidden Single (1.2); look at box 3."]
    assert "technique" not in nudge.to_dict() and technique.to_dict()["technique"] == "Hidden Single"
    assert full.to_dict()["placements"] == [{"cell": "r2c9", "digit": 9}]
    wrong = shudu.Position(EXPERT, "1" + EXPERT[1:]).hint("technique")
    assert (wrong.status, wrong.failed) == ("mistake", True)
    assert shudu.Position(EXPERT_SOLUTION).hint().status == "solved"
    with pytest.raises(ValueError, match="unknown hint level"):
        shudu.Position(EXPERT).hint("answer")  # type: ignore[arg-type]


def test_hints_speak_the_language_asked_for() -> None:
    p = shudu.Position(EXPERT)
    assert p.hint("technique", lang="zh-Hans").lines == ["提示：「宫排除」（1.2）；看看第 3 宫。"]
    full = p.hint("full", lang="zh_TW")
    assert str(full) == "宮排除（1.2）：r2c9 必須是 9：它是 9 在第 3 宮中唯一可填的位置"
    # The record keeps English keys and the technique's English name.
    assert full.to_dict()["technique"] == "Hidden Single"
    assert p.hint("nudge", lang="en").lines == ["Hint: look at box 3."]
    with pytest.raises(ValueError, match="unknown language"):
        p.hint(lang="fr")
    # A rating keeps its English technique name, and words itself in the language asked.
    rating = shudu.Grid(EXPERT).rate()
    assert rating.hardest == "Swordfish"
    assert rating.words(lang="zh-Hant") == "3.8/1.2/1.2 三階魚（困難）"
    assert rating.words() == "3.8/1.2/1.2 Swordfish (Hard)"
    # A hint's record and an explained path's steps carry their words in the language.
    assert p.hint("nudge", lang="zh-Hans").to_dict()["nudge"] == "看看第 3 宫"
    steps = shudu.Grid(EXPERT).explain(lang="zh-Hant")
    assert steps[0]["technique"] == "Hidden Single"
    assert steps[0]["text"] == "r2c9 必須是 9：它是 9 在第 3 宮中唯一可填的位置"
    six = shudu.Puzzle(".1.23...6.......535..4.........4...1", size=6).explain(lang="zh-Hans")
    assert six[0]["text"] == "r1c6 必须是 6：它是 6 在第 2 宫中唯一可填的位置"
