"""Properties, with hypothesis: solutions keep the givens and obey the rules; relabelling
digits never changes the count; generated puzzles are unique and minimal."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

import shudu
from conftest import EXPERT_SOLUTION

#: The 27 houses as lists of cell indices.
HOUSES = (
    [[r * 9 + c for c in range(9)] for r in range(9)]
    + [[r * 9 + c for r in range(9)] for c in range(9)]
    + [[(b // 3 * 3 + i // 3) * 9 + b % 3 * 3 + i % 3 for i in range(9)] for b in range(9)]
)


def obeys_the_rules(solution: str) -> bool:
    return all(sorted(solution[i] for i in house) == list("123456789") for house in HOUSES)


def keeps(solution: str, puzzle: str) -> bool:
    return all(p in ".0" or p == s for p, s in zip(puzzle, solution))


# A puzzle: some cells of a valid solution (relabelled and transposed for variety).
puzzles = st.builds(
    lambda perm, keep, flip: "".join(
        perm[int(EXPERT_SOLUTION[(i % 9) * 9 + i // 9 if flip else i]) - 1] if k else "."
        for i, k in enumerate(keep)
    ),
    st.permutations("123456789"),
    st.lists(st.booleans(), min_size=81, max_size=81),
    st.booleans(),
)


@settings(max_examples=60, deadline=None)
@given(puzzles)
def test_solutions_keep_the_givens_and_obey_the_rules(puzzle: str) -> None:
    (outcome,) = shudu.solve_many([puzzle])
    assert isinstance(outcome, shudu.Outcome)
    assert outcome.status in ("solved", "multiple")
    for solution in outcome.solutions:
        assert keeps(str(solution), puzzle) and obeys_the_rules(str(solution))
    if outcome.status == "multiple":
        a, b = outcome.solutions
        assert a != b


@settings(max_examples=60, deadline=None)
@given(puzzles, st.permutations("123456789"))
def test_relabelling_digits_never_changes_the_count(puzzle: str, perm: list[str]) -> None:
    relabelled = "".join(perm[int(c) - 1] if c != "." else "." for c in puzzle)
    a, b = shudu.count_many([puzzle, relabelled], limit=50)
    assert isinstance(a, shudu.Count) and isinstance(b, shudu.Count)
    assert (a.count, a.limit_reached) == (b.count, b.limit_reached)


def rot180(i: int) -> int:
    return 80 - i


def mirror_h(i: int) -> int:
    return (8 - i // 9) * 9 + i % 9


@settings(max_examples=15, deadline=None)
@given(st.integers(min_value=0, max_value=2**40), st.sampled_from(["none", "rot180", "mirror-h"]))
def test_generated_puzzles_are_unique_and_minimal(seed: int, symmetry: shudu.Symmetry) -> None:
    made = shudu.generate(seed=seed, symmetry=symmetry)
    puzzle = str(made.puzzle)
    assert made.puzzle.count() == 1 and made.puzzle.solve() == made.solution
    clues = [i for i, c in enumerate(puzzle) if c != "."]
    if symmetry == "none":
        assert made.puzzle.check().minimal
        return
    image = rot180 if symmetry == "rot180" else mirror_h
    assert all(puzzle[image(i)] != "." for i in clues)
    # Minimal for the symmetry: removing any group of symmetric clues loses uniqueness.
    groups = {frozenset((i, image(i))) for i in clues}
    fewer = ["".join("." if j in g else c for j, c in enumerate(puzzle)) for g in groups]
    assert all(int(c) >= 2 for c in shudu.count_many(fewer) if isinstance(c, shudu.Count))
