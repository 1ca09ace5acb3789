"""Re-checks generated variant puzzles with an SMT solver: each puzzle of the sample
(crates/shudu/testdata/variants/z3_sample/*.jsonl, shudu's variant JSON as
`shudu-bench variant-check --export` wrote it) is encoded for z3 from the rules in
docs/variants.md, and must have exactly one solution (a model, then none once that
model is excluded). The shudu binary's count of the same puzzle must agree, and the
first puzzle of each kind with a clue taken away must have several solutions by z3 (so
the encoding can tell them apart).

Usage: check_unique.py SHUDU_BIN SAMPLE_DIR
"""

import json
import subprocess
import sys
from pathlib import Path

import z3


def cell_index(name: str, n: int) -> int:
    row, col = name.lower()[1:].split("c")
    return (int(row) - 1) * n + int(col) - 1


def houses(puzzle: dict) -> list[list[int]]:
    """Every house (rows, columns, boxes or regions, extras) as a list of cell indices."""
    n = puzzle["size"]
    br, bc = puzzle["box"]
    out = [[r * n + c for c in range(n)] for r in range(n)]
    out += [[r * n + c for r in range(n)] for c in range(n)]
    areas: dict[int, list[int]] = {}
    for i in range(n * n):
        r, c = divmod(i, n)
        if "regions" in puzzle:
            area = puzzle["regions"][r][c]
        else:
            area = (r // br) * (n // bc) + c // bc
        areas.setdefault(area, []).append(i)
    out += list(areas.values())
    for extra in puzzle.get("extras", []):
        if extra == "diagonal-main":
            out.append([i * n + i for i in range(n)])
        elif extra == "diagonal-anti":
            out.append([i * n + n - 1 - i for i in range(n)])
        elif extra == "windoku":
            top = 1
            while top + br <= n:
                left = 1
                while left + bc <= n:
                    out.append([r * n + c for r in range(top, top + br) for c in range(left, left + bc)])
                    left += bc + 1
                top += br + 1
        elif extra == "disjoint-groups":
            for g in range(n):
                out.append([i for i in range(n * n) if (i // n % br) * bc + i % n % bc == g])
        else:
            raise ValueError(f"unknown extra {extra!r}")
    for region in puzzle.get("extra_regions", []):
        out.append([cell_index(c, n) for c in region])
    return out


def offsets_apart(n: int, steps: list[tuple[int, int]]) -> list[tuple[int, int]]:
    pairs = []
    for i in range(n * n):
        r, c = divmod(i, n)
        for dr, dc in steps:
            rr, cc = r + dr, c + dc
            if 0 <= rr < n and 0 <= cc < n and i < rr * n + cc:
                pairs.append((i, rr * n + cc))
    return pairs


KNIGHT = [(1, 2), (2, 1), (1, -2), (2, -1), (-1, 2), (-2, 1), (-1, -2), (-2, -1)]
KING = [(dr, dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1) if (dr, dc) != (0, 0)]
EDGE = [(0, 1), (1, 0), (0, -1), (-1, 0)]


def solver_for(puzzle: dict) -> tuple[z3.Solver, list[list[z3.BoolRef]]]:
    """The puzzle's rules for z3, one-hot: v[i][d] says cell i holds digit d + 1. Every
    rule is then a clause or a pseudo-Boolean constraint, which z3's SAT core handles far
    faster than integer arithmetic (non-consecutive and killer puzzles especially)."""
    n = puzzle["size"]
    v = [[z3.Bool(f"v{i}_{d + 1}") for d in range(n)] for i in range(n * n)]
    s = z3.Solver()

    def exactly_one(lits: list[z3.BoolRef]) -> z3.BoolRef:
        return z3.PbEq([(lit, 1) for lit in lits], 1)

    def apart(pairs: list[tuple[int, int]], digit_pairs: list[tuple[int, int]]) -> None:
        for a, b in pairs:
            for da, db in digit_pairs:
                s.add(z3.Or(z3.Not(v[a][da]), z3.Not(v[b][db])))

    same = [(d, d) for d in range(n)]
    for cell in v:
        s.add(exactly_one(cell))
    for house in houses(puzzle):
        for d in range(n):
            s.add(exactly_one([v[i][d] for i in house]))
    for constraint in puzzle.get("constraints", []):
        kind = constraint["type"]
        if kind == "anti-knight":
            apart(offsets_apart(n, KNIGHT), same)
        elif kind == "anti-king":
            apart(offsets_apart(n, KING), same)
        elif kind == "non-consecutive":
            steps = [(d, d + 1) for d in range(n - 1)] + [(d + 1, d) for d in range(n - 1)]
            apart(offsets_apart(n, EDGE), steps)
        elif kind in ("odd", "even"):
            wrong = 1 if kind == "odd" else 0  # d is digit - 1: odd digits have even d
            for name in constraint["cells"]:
                for d in range(wrong, n, 2):
                    s.add(z3.Not(v[cell_index(name, n)][d]))
        elif kind == "killer":
            cells = [cell_index(name, n) for name in constraint["cells"]]
            for d in range(n):
                s.add(z3.AtMost(*[v[i][d] for i in cells], 1))
            if "sum" in constraint:
                s.add(z3.PbEq([(v[i][d], d + 1) for i in cells for d in range(n)], constraint["sum"]))
        elif kind == "thermo":
            cells = [cell_index(name, n) for name in constraint["cells"]]
            value = [z3.Sum([z3.If(v[i][d], d + 1, 0) for d in range(n)]) for i in cells]
            for low, high in zip(value, value[1:]):
                s.add(low < high)
        elif kind in ("kropki", "xv"):
            a, b = (cell_index(name, n) for name in constraint["cells"])
            mark = constraint.get("colour") or constraint.get("letter")
            fits = {
                "white": lambda x, y: abs(x - y) == 1,
                "black": lambda x, y: x == 2 * y or y == 2 * x,
                "X": lambda x, y: x + y == 10 and x != y,
                "V": lambda x, y: x + y == 5,
            }[mark]
            for x in range(n):
                for y in range(n):
                    if not fits(x + 1, y + 1):
                        s.add(z3.Not(z3.And(v[a][x], v[b][y])))
        elif kind == "whispers":
            cells = [cell_index(name, n) for name in constraint["cells"]]
            far = constraint["difference"]
            for a, b in zip(cells, cells[1:]):
                for x in range(n):
                    for y in range(n):
                        if abs(x - y) < far:
                            s.add(z3.Not(z3.And(v[a][x], v[b][y])))
        elif kind == "renban":
            cells = [cell_index(name, n) for name in constraint["cells"]]
            value = [z3.Sum([z3.If(v[i][d], d + 1, 0) for d in range(n)]) for i in cells]
            for d in range(n):
                s.add(z3.AtMost(*[v[i][d] for i in cells], 1))
            # Distinct digits within len − 1 of each other are a run.
            for x in value:
                for y in value:
                    s.add(x - y < len(cells))
        elif kind == "arrow":
            # The bulb's digits read as one number (a pill, top or left first); the line's
            # digits add up to it.
            bulb = sorted(cell_index(name, n) for name in constraint["bulb"])
            line = [cell_index(name, n) for name in constraint["line"]]
            value = {i: z3.Sum([z3.If(v[i][d], d + 1, 0) for d in range(n)]) for i in bulb + line}
            pill = value[bulb[0]]
            for i in bulb[1:]:
                pill = pill * 10 + value[i]
            s.add(z3.Sum([value[i] for i in line]) == pill)
        elif kind == "sandwich":
            if "row" in constraint:
                r = constraint["row"] - 1
                line = [r * n + k for k in range(n)]
            else:
                c = constraint["column"] - 1
                line = [k * n + c for k in range(n)]
            total = constraint["sum"]
            # Wherever the 1 and the largest digit stand, the digits strictly between them
            # add up to the sum (weighted one-hot literals: pseudo-Boolean, no integers).
            for a in range(n):
                for b in range(a + 1, n):
                    crusts = z3.Or(
                        z3.And(v[line[a]][0], v[line[b]][n - 1]),
                        z3.And(v[line[a]][n - 1], v[line[b]][0]),
                    )
                    between = [(v[i][d], d + 1) for i in line[a + 1 : b] for d in range(n)]
                    if between:
                        s.add(z3.Implies(crusts, z3.PbEq(between, total)))
                    elif total != 0:
                        s.add(z3.Not(crusts))
        elif kind == "little-killer":
            r, c = divmod(cell_index(constraint["start"], n), n)
            dr, dc = {"up-left": (-1, -1), "up-right": (-1, 1), "down-left": (1, -1), "down-right": (1, 1)}[
                constraint["direction"]
            ]
            diagonal = []
            while 0 <= r < n and 0 <= c < n:
                diagonal.append(r * n + c)
                r, c = r + dr, c + dc
            s.add(z3.PbEq([(v[i][d], d + 1) for i in diagonal for d in range(n)], constraint["sum"]))
        else:
            raise ValueError(f"unknown constraint {kind!r}")
    givens = puzzle["givens"]
    assert len(givens) == n * n, "givens as a line"
    for i, ch in enumerate(givens):
        if ch not in ".0":
            s.add(v[i][int(ch, 36) - 1])
    return s, v


def z3_count(puzzle: dict) -> int:
    """Solutions, counted up to 2."""
    s, v = solver_for(puzzle)
    if s.check() != z3.sat:
        return 0
    model = s.model()
    held = [next(lit for lit in cell if z3.is_true(model.eval(lit))) for cell in v]
    s.add(z3.Or([z3.Not(lit) for lit in held]))
    return 1 if s.check() == z3.unsat else 2


def main() -> int:
    shudu, sample = sys.argv[1], Path(sys.argv[2])
    files = sorted(sample.glob("*.jsonl"))
    if not files:
        print(f"z3-check: no *.jsonl in {sample}", file=sys.stderr)
        return 1
    failures = 0
    checked = 0
    for path in files:
        lines = [line for line in path.read_text().splitlines() if line.strip()]
        counts = subprocess.run(
            [shudu, "count", "-q", "--json", "-j", "1", "--limit", "2", str(path)],
            capture_output=True, text=True, check=False,
        ).stdout.splitlines()
        if len(counts) != len(lines):
            print(f"{path.name}: shudu printed {len(counts)} records for {len(lines)} puzzles")
            failures += 1
            continue
        for k, (line, record) in enumerate(zip(lines, counts), start=1):
            ours = json.loads(record)["count"]
            theirs = z3_count(json.loads(line))
            checked += 1
            if ours != 1 or theirs != 1:
                print(f"{path.name}:{k}: shudu counts {ours}, z3 {theirs}")
                failures += 1
        # The encoding can tell several solutions from one: the first puzzle with a
        # clue, that clue taken away (every sample puzzle is minimal), has several.
        for line in lines:
            puzzle = json.loads(line)
            first = next((i for i, ch in enumerate(puzzle["givens"]) if ch not in ".0"), None)
            if first is not None:
                puzzle["givens"] = puzzle["givens"][:first] + "." + puzzle["givens"][first + 1:]
                if z3_count(puzzle) != 2:
                    print(f"{path.name}: a clue taken away, z3 still finds one solution")
                    failures += 1
                break
        print(f"{path.stem}: {len(lines)} puzzles, unique by z3 and shudu")
    print(f"z3-check: {checked} puzzles, {failures} failures")
    return 1 if failures or checked == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
