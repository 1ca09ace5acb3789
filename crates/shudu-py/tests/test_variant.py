"""`Puzzle`: every board, size and rule set the library knows, read from its forms,
solved, counted, checked, generated and drawn, with the library's error messages."""

from __future__ import annotations

import json
import subprocess

import pytest

import shudu
from conftest import shudu_bin

KILLER = json.dumps(
    {
        "size": 4,
        "constraints": [
            {"type": "killer", "cells": ["r1c1", "r1c2"], "sum": 3},
            {"type": "odd", "cells": ["r4c4"]},
        ],
        "givens": "....3...........",
    }
)


def test_sizes_from_lines() -> None:
    for size in (4, 6, 16):
        p = shudu.Puzzle.generate(size=size, seed=3)
        assert p.size == size and p.count() == 1
        line = p.to_line()
        assert len(line) == size * size
        again = shudu.Puzzle(line, size=size)
        solution = again.solve()
        assert len(solution) == size * size and "." not in solution
        assert all(g in (".", s) for g, s in zip(line, solution))


def test_json_and_fpuzzles_round_trip() -> None:
    p = shudu.Puzzle(KILLER)
    assert p.rules == "4×4 (2×2 boxes), killer, odd"
    assert p.rule_texts[0].startswith("Killer:")
    for form in (p.to_json(), p.to_fpuzzles()):
        q = shudu.Puzzle(form)
        assert q.to_json() == p.to_json()
    assert json.loads(p.to_fpuzzles())["size"] == 4


def test_generation_agrees_with_the_command_line() -> None:
    out = subprocess.run(
        [shudu_bin(), "generate", "--size", "6", "--variant", "anti-king", "--seed", "4", "-q"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    made = shudu.Puzzle.generate(size=6, variant="anti-king", seed=4)
    assert json.loads(out) == json.loads(made.to_json())


def test_named_rules_and_generation() -> None:
    p = shudu.Puzzle.generate(size=9, variant="x,anti-knight", seed=1)
    assert "diagonal-main" in p.rules and "anti-knight" in p.rules
    assert p.count() == 1 and p.check() == []
    assert shudu.Puzzle.generate(size=9, variant="x,anti-knight", seed=1).to_json() == p.to_json()
    k = shudu.Puzzle.generate(size=6, killer=True, seed=2)
    assert "killer" in k.rules and k.count() == 1


def test_generation_with_symmetry_and_killer_options_agrees_with_the_command_line() -> None:
    def cli(*args: str) -> object:
        out = subprocess.run(
            [shudu_bin(), "generate", "-q", *args], capture_output=True, text=True, check=True
        ).stdout
        return json.loads(out)

    x = shudu.Puzzle.generate(size=9, variant="x", symmetry="rot180", seed=1)
    assert json.loads(x.to_json()) == cli("--variant", "x", "--symmetry", "rot180", "--seed", "1")
    line = x.to_line()
    assert all((line[k] == ".") == (line[80 - k] == ".") for k in range(81))
    cages = shudu.Puzzle.generate(size=6, killer=True, killer_givens=False, seed=2)
    assert json.loads(cages.to_json()) == cli("--size", "6", "--killer", "--seed", "2")
    assert cages.clues == 0 and cages.count() == 1
    with pytest.raises(ValueError, match="unknown symmetry \"sideways\""):
        shudu.Puzzle.generate(size=4, symmetry="sideways")


def test_odd_even_and_jigsaw_generation_agrees_with_the_command_line() -> None:
    made = shudu.Puzzle.generate(size=6, odd_even=True, jigsaw=True, seed=4)
    record = json.loads(made.to_json())
    assert len(record["regions"]) == 6
    kinds = {c["type"] for c in record["constraints"]}
    assert kinds and kinds <= {"odd", "even"}
    assert made.count() == 1 and made.check() == []
    out = subprocess.run(
        [shudu_bin(), "generate", "-q", "--size", "6", "--odd-even", "--jigsaw", "--seed", "4"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert json.loads(out) == record
    other = shudu.Puzzle.generate(size=6, jigsaw=True, seed=5)
    assert json.loads(other.to_json())["regions"] != record["regions"]


def test_thermo_generation_agrees_with_the_command_line_and_a_falling_pair_is_named() -> None:
    made = shudu.Puzzle.generate(thermo=True, seed=4)
    record = json.loads(made.to_json())
    thermos = [c["cells"] for c in record["constraints"]]
    assert thermos and all(c["type"] == "thermo" for c in record["constraints"])
    assert made.count() == 1 and made.check() == []
    out = subprocess.run(
        [shudu_bin(), "generate", "-q", "--thermo", "--seed", "4", "--to", "json"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert json.loads(out) == record
    # Two digits falling along a thermometer of a 4×4 board.
    falling = json.dumps(
        {"size": 4, "constraints": [{"type": "thermo", "cells": ["r1c1", "r1c2", "r2c3"]}], "givens": "32.............."}
    )
    messages = [v["message"] for v in shudu.Puzzle(falling).check()]
    assert "r1c2 holds 2, not more than the 3 in r1c1 before it on the thermometer from r1c1" in messages


def test_kropki_and_xv_generation_and_a_broken_dot_named() -> None:
    for flag, made in (
        ("kropki", shudu.Puzzle.generate(seed=5, kropki=True)),
        ("xv", shudu.Puzzle.generate(seed=5, xv=True)),
    ):
        record = json.loads(made.to_json())
        assert {c["type"] for c in record["constraints"]} == {flag}
        assert made.count() == 1 and made.check() == []
    dot = json.dumps(
        {"size": 4, "constraints": [{"type": "kropki", "cells": ["r1c1", "r1c2"], "colour": "white"}], "givens": "13.............."}
    )
    messages = [v["message"] for v in shudu.Puzzle(dot).check()]
    assert "r1c1 and r1c2 share a white dot but hold 1 and 3, which are not consecutive" in messages


def test_check_names_the_rule() -> None:
    broken = shudu.Puzzle("1.......1.......", size=4, variant="x").check()
    messages = [v["message"] for v in broken]
    assert "r1c1 and r3c1 both hold 1 (column 1)" in messages


def test_errors_carry_the_librarys_messages() -> None:
    with pytest.raises(shudu.VariantError, match="unknown rule \"bishop\"") as rule:
        shudu.Puzzle("." * 16, size=4, variant="bishop")
    # A rule is wrong, not a line of text: nothing to point at.
    assert (rule.value.line, rule.value.input) == (None, None)
    # A bad entry keeps where it is and the text as given.
    with pytest.raises(shudu.VariantError, match="unexpected character 'x'") as entry:
        shudu.Puzzle("1.3x" + "." * 12, size=4)
    assert (entry.value.line, entry.value.input) == (1, "1.3x" + "." * 12)
    with pytest.raises(shudu.VariantError, match="has no box shape"):
        shudu.Puzzle("." * 49, size=7)
    with pytest.raises(shudu.MultipleSolutions) as many:
        shudu.Puzzle("." * 16, size=4).solve()
    a, b = many.value.lines
    assert a != b and many.value.solutions == []
    with pytest.raises(shudu.NoSolution) as clash:
        shudu.Puzzle("1" + "." * 4 + "1" + "." * 10, size=4).solve()
    assert clash.value.violations[0]["rule"] == "box 1"
    assert shudu.Puzzle("11" + "." * 14, size=4).count() == 0


def test_the_svg_draws_cages_and_rules() -> None:
    p = shudu.Puzzle(KILLER)
    svg = p._repr_svg_()
    assert svg.startswith("<?xml") and "<circle" in svg
    assert ">3</text>" in svg and ">Killer:</text>" in svg


SIX = ".1.23...6.......535..4.........4...1"


def test_hints_on_a_variant_sheet_agree_with_the_command_line() -> None:
    puzzle = shudu.Puzzle(SIX, size=6)
    for level in ("nudge", "technique", "full"):
        hint = puzzle.hint(level=level)
        assert hint.status == "hint" and not hint.failed
        out = subprocess.run(
            [shudu_bin(), "hint", "--size", "6", "--level", level, "--json"],
            input=SIX, capture_output=True, text=True, check=True,
        ).stdout
        assert json.loads(out) == hint.to_dict()
    assert puzzle.hint(level="nudge").lines == ["Hint: look at box 2."]
    # One hint type on every board; its former name is the same class.
    assert type(puzzle.hint()) is shudu.Hint and shudu.VariantHint is shudu.Hint
    # r1c3 is 5 in the solution: 4 there is named by its cell, never with the digit.
    wrong = puzzle.hint(SIX[:2] + "4" + SIX[3:])
    assert wrong.status == "mistake" and wrong.failed
    assert wrong.lines == ["Mistake: fix it first:", "  r1c3 does not hold the solution's digit"]
    solved = puzzle.solve()
    assert puzzle.hint(solved).status == "solved"
    with pytest.raises(shudu.VariantError, match="r1c2 is given 1"):
        puzzle.hint(".." + SIX[2:])
    with pytest.raises(ValueError):
        puzzle.hint(level="answer")  # type: ignore[arg-type]


def test_ratings_of_variants_say_their_scale() -> None:
    six = shudu.Puzzle(SIX, size=6).rate()
    assert (six.er, six.ep, six.ed) == (1.5, 1.2, 1.2)
    assert six.scale is not None and six.scale.startswith("shudu's own rating")
    x = shudu.Puzzle.generate(variant="x", seed=3)
    rated = x.rate()
    assert rated.scale is None and rated.er >= 1.0
    with pytest.raises(shudu.MultipleSolutions):
        shudu.Puzzle("." * 16, size=4).rate()
    with pytest.raises(shudu.Unrated, match="nothing to solve"):
        shudu.Puzzle("1234341221434321", size=4).rate()


def test_forms_carry_a_checked_solution() -> None:
    p = shudu.Puzzle.generate(size=9, variant="x", seed=4)
    solution = p.solve()
    document = json.loads(p.to_json(solution=solution))
    assert document["solution"] == solution
    assert shudu.Puzzle(json.dumps(document)).to_json() == p.to_json()
    listed = json.loads(p.to_fpuzzles(solution=solution))["solution"]
    assert "".join(str(v) for v in listed) == solution
    sites = (
        ("sudokupad", "https://sudokupad.app/fpuzzles"),
        ("fpuzzles", "https://www.f-puzzles.com/?load="),
    )
    for site, start in sites:
        link = p.to_link(site, solution=solution)
        assert link.startswith(start)
        assert len(link) > len(p.to_link(site))
        assert shudu.Puzzle(link).to_json() == p.to_json()
    wrong = ("2" if solution[0] != "2" else "3") + solution[1:]
    with pytest.raises(shudu.VariantError, match="the solution"):
        p.to_fpuzzles(solution=wrong)
    with pytest.raises(shudu.VariantError, match="solution: a 9×9"):
        p.to_json(solution=solution[:80])
    with pytest.raises(ValueError, match="unknown site"):
        p.to_link("elsewhere")


def test_one_class_reads_every_board_and_agrees_with_grid_on_classic_puzzles() -> None:
    line = "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759.."
    classic = shudu.Puzzle(line)
    assert (classic.size, classic.rules, classic.clues) == (9, "9×9 (3×3 boxes)", shudu.Grid(line).clues)
    assert classic.solve() == str(shudu.Grid(line).solve())
    assert classic.count() == shudu.Grid(line).count() == 1
    assert classic.rate().er == shudu.Grid(line).rate().er
    assert shudu.Puzzle("3......41......2").size == 4
    # One hint door: a classic puzzle's hint is the classic engine's, as Position gives it.
    for level in ("nudge", "technique", "full"):
        mine = classic.hint(level=level)
        assert isinstance(mine, shudu.Hint)
        assert mine.to_dict() == shudu.Position(line).hint(level).to_dict()
    wrong = classic.hint("1" + line[1:], level="technique")
    assert wrong.status == "mistake" and isinstance(wrong, shudu.Hint)


def test_the_former_name_warns_and_is_a_puzzle() -> None:
    with pytest.warns(DeprecationWarning, match="shudu.Puzzle"):
        old = shudu.VariantPuzzle("3......41......2", size=4)
    assert isinstance(old, shudu.Puzzle)
    assert old.solve() == shudu.Puzzle("3......41......2", size=4).solve()


def test_pencil_marks_reach_hints_and_checks() -> None:
    p = shudu.Puzzle(".1.23...6.......535..4.........4...1", size=6)
    solution = p.solve()
    every = [[] if c != "." else list(range(1, 7)) for c in p.to_line()]
    assert p.check_sheet(marks=every)["status"] == "correct-so-far"
    assert p.hint(level="full", marks=every).lines == p.hint(level="full").lines
    # r1c1's marks leave out its solution digit: a mistake, named without the digit.
    crossed = [list(m) for m in every]
    crossed[0].remove(int(solution[0]))
    found = p.check_sheet(marks=crossed)
    assert found["status"] == "mistakes"
    assert found["mistakes"] == [
        {
            "kind": "missing-candidate",
            "cell": "r1c1",
            "text": "r1c1: a candidate the solution needs was removed",
        }
    ]
    assert p.check_sheet(solution=False)["status"] == "unchecked"
    with pytest.raises(shudu.VariantError, match="has 35 cells"):
        p.check_sheet(marks=every[:35])


def test_check_sheet_explains_each_mistake() -> None:
    p = shudu.Puzzle(".1.23...6.......535..4.........4...1", size=6)
    wrong = ".1.23..26.......535..4.........4...1"  # r2c2 = 2
    assert "why" not in p.check_sheet(wrong)["mistakes"][0]
    why = p.check_sheet(wrong, explain=True)["mistakes"][0]["why"]
    assert why["kind"] == "refuted"
    assert why["suppose"] == {"cell": "r2c2", "digit": 2, "holds": True}
    assert why["dead"] == {"kind": "no-digit", "cell": "r2c4"}
    assert [s["technique"] for s in why["steps"]] == [
        "naked-single",
        "hidden-single",
        "naked-single",
        "hidden-single",
    ]
    assert why["text"][-1] == "so r2c2 cannot be 2."
    # r1c1 = 2 repeats the given 2 of r1c4: seen, not argued.
    seen = p.check_sheet("21.23...6.......535..4.........4...1", explain=True)
    assert seen["mistakes"][0]["why"]["other"] == "r1c4"
    with pytest.raises(ValueError, match="explain=True needs"):
        p.check_sheet(wrong, solution=False, explain=True)


def test_explain_takes_every_board() -> None:
    classic = "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759.."
    steps = shudu.Puzzle(classic).explain()
    assert steps == shudu.Grid(classic).explain()
    x = shudu.Puzzle.generate(variant="x", seed=3)
    assert x.explain(techniques="se")[0]["technique"]
    with pytest.raises(shudu.MultipleSolutions):
        shudu.Puzzle("." * 36, size=6).explain()


def test_true_candidates_are_every_solutions_digits() -> None:
    p = shudu.Puzzle("..3.3......1.1..", size=4)
    found = p.true_candidates()
    assert found["status"] == "multiple"
    assert found["undecided"] == []
    assert found["text"].startswith("several solutions: 8 cells")
    # A unique puzzle: each cell its solution's digit.
    classic = "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759.."
    unique = shudu.Puzzle(classic).true_candidates(lang="zh-Hans")
    assert unique["status"] == "unique"
    assert "".join(str(c[0]) for c in unique["candidates"]) == shudu.Puzzle(classic).solve()
    assert unique["text"].startswith("唯一解")
    # Out of time: said, with what was left undecided.
    spent = shudu.Puzzle("." * 256, size=16).true_candidates(timeout=0)
    assert spent["status"] == "gave-up" and spent["undecided"]


def test_to_unique_names_the_clues_to_add_or_to_lose() -> None:
    p = shudu.Puzzle("..3.3......1.1..", size=4)
    found = p.to_unique()
    assert found["status"] == "multiple"
    line = list(p.to_line())
    for clue in found["additions"]:
        row, col = int(clue["cell"][1]) - 1, int(clue["cell"][3]) - 1
        line[row * 4 + col] = str(clue["digit"])
    assert shudu.Puzzle("".join(line), size=4).count() == 1
    assert found["parting"][0]["digits"][0]["solutions"] >= 1
    classic = "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759.."
    assert shudu.Puzzle(classic).to_unique()["status"] in ("unique", "minimal")


def test_whispers_and_renban_generation_agree_with_the_command_line_and_broken_lines_are_named() -> None:
    made_by_flag = (
        ("whispers", shudu.Puzzle.generate(seed=4, whispers=True)),
        ("renban", shudu.Puzzle.generate(seed=4, renban=True)),
    )
    for flag, made in made_by_flag:
        record = json.loads(made.to_json())
        assert {c["type"] for c in record["constraints"]} == {flag}
        assert made.count() == 1 and made.check() == []
        out = subprocess.run(
            [shudu_bin(), "generate", "-q", f"--{flag}", "--seed", "4", "--to", "json"],
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        assert json.loads(out) == record
    # On 6×6 a whispers line's neighbours differ by at least 3; a renban's three digits are a run.
    lines = json.dumps(
        {
            "size": 6,
            "constraints": [
                {"type": "whispers", "cells": ["r1c1", "r1c2"]},
                {"type": "renban", "cells": ["r2c1", "r2c2", "r2c3"]},
            ],
            "givens": "24....15" + "." * 28,
        }
    )
    messages = [v["message"] for v in shudu.Puzzle(lines).check()]
    assert (
        "r1c1 and r1c2 are neighbours on the German whispers line from r1c1 but hold 2 and 4, which differ by less than 3"
        in messages
    )
    assert "the renban line from r2c1 holds 1 and 5, too far apart for its 3 consecutive digits" in messages


def test_arrow_generation_agrees_with_the_command_line_and_broken_arrows_are_named() -> None:
    made = shudu.Puzzle.generate(seed=4, arrows=True)
    record = json.loads(made.to_json())
    assert {c["type"] for c in record["constraints"]} == {"arrow"}
    assert made.count() == 1 and made.check() == []
    out = subprocess.run(
        [shudu_bin(), "generate", "-q", "--arrows", "--seed", "4", "--to", "json"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert json.loads(out) == record
    # On 6×6: a bulb of 5 with a 4 and a 3 on its line; a pill of 1 and 2 (12) over a 6
    # with an empty cell, which can add up to 6 + 6 = 12 at most: still possible.
    arrows = json.dumps(
        {
            "size": 6,
            "constraints": [
                {"type": "arrow", "bulb": ["r1c1"], "line": ["r1c2", "r1c3"]},
                {"type": "arrow", "bulb": ["r3c1", "r3c2"], "line": ["r4c2", "r4c3"]},
            ],
            "givens": "543..." + "." * 6 + "12...." + ".6...." + "." * 12,
        }
    )
    messages = [v["message"] for v in shudu.Puzzle(arrows).check()]
    assert messages == ["the line of the arrow at r1c1 adds up to 7, not 5"]


def test_sandwich_generation_agrees_with_the_command_line_and_broken_sums_are_named() -> None:
    made = shudu.Puzzle.generate(seed=4, sandwich=True)
    record = json.loads(made.to_json())
    assert {c["type"] for c in record["constraints"]} == {"sandwich"}
    assert made.count() == 1 and made.check() == []
    out = subprocess.run(
        [shudu_bin(), "generate", "-q", "--sandwich", "--seed", "4", "--to", "json"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert json.loads(out) == record
    # On 6×6 the crusts are 1 and 6: 4 and 2 between them in row 1 make 6, not 5.
    sums = json.dumps(
        {
            "size": 6,
            "constraints": [
                {"type": "sandwich", "row": 1, "sum": 5},
                {"type": "sandwich", "column": 6, "sum": 0},
            ],
            "givens": "6421.." + "." * 30,
        }
    )
    messages = [v["message"] for v in shudu.Puzzle(sums).check()]
    assert "the sandwich left of row 1 has 6 between the 1 and the 6, not 5" in messages


def test_little_killer_generation_agrees_with_the_command_line_and_broken_sums_are_named() -> None:
    made = shudu.Puzzle.generate(size=6, seed=4, little_killer=True)
    record = json.loads(made.to_json())
    assert {c["type"] for c in record["constraints"]} == {"little-killer"}
    assert made.count() == 1 and made.check() == []
    out = subprocess.run(
        [shudu_bin(), "generate", "-q", "--little-killer", "--size", "6", "--seed", "4", "--to", "json"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert json.loads(out) == record
    # r1c2 and r2c1 hold 4 and 3: 7, not 5.
    sums = json.dumps(
        {
            "size": 6,
            "constraints": [{"type": "little-killer", "start": "r1c2", "direction": "down-left", "sum": 5}],
            "givens": ".4....3" + "." * 29,
        }
    )
    messages = [v["message"] for v in shudu.Puzzle(sums).check()]
    assert "the little killer diagonal from r1c2 sums to 7, not 5" in messages
