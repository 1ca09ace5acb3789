#!/usr/bin/env python3
"""Draws the jigsaw layouts of jigsaw_layouts.json (the regions the play page generates
jigsaw puzzles on): from the boxes, a cell of one region trades places with a cell of a
neighbouring region many times over, each trade kept only when both regions stay
connected; a layout is kept when `shudu count` finds a solution of its empty board.

    python3 crates/shudu-serve/data/jigsaw_layouts.py target/debug/shudu > crates/shudu-serve/data/jigsaw_layouts.json
"""

import json
import random
import subprocess
import sys

SHAPES = {9: (3, 3), 6: (2, 3)}
PER_SIZE = 8
SEED = 14


def neighbours(i, n):
    r, c = divmod(i, n)
    for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        if 0 <= r + dr < n and 0 <= c + dc < n:
            yield (r + dr) * n + c + dc


def connected(cells, n):
    cells = set(cells)
    start = next(iter(cells))
    seen, todo = {start}, [start]
    while todo:
        for j in neighbours(todo.pop(), n):
            if j in cells and j not in seen:
                seen.add(j)
                todo.append(j)
    return len(seen) == len(cells)


def layout(n, rng):
    br, bc = SHAPES[n]
    region = [(i // n // br) * (n // bc) + (i % n) // bc for i in range(n * n)]
    for _ in range(n * n * 40):
        a = rng.randrange(n * n)
        others = [j for j in neighbours(a, n) if region[j] != region[a]]
        if not others:
            continue
        ra, rb = region[a], region[rng.choice(others)]
        # a cell of region rb touching region ra, to take a's place
        candidates = [
            b for b in range(n * n)
            if region[b] == rb and b != a and any(region[j] == ra for j in neighbours(b, n))
        ]
        if not candidates:
            continue
        b = rng.choice(candidates)
        region[a], region[b] = rb, ra
        cells_a = [i for i in range(n * n) if region[i] == ra]
        cells_b = [i for i in range(n * n) if region[i] == rb]
        if not (connected(cells_a, n) and connected(cells_b, n)):
            region[a], region[b] = ra, rb
    return region


def solvable(shudu, n, region):
    rows = [[region[r * n + c] + 1 for c in range(n)] for r in range(n)]
    puzzle = json.dumps({"size": n, "regions": rows, "givens": "." * (n * n)})
    out = subprocess.run([shudu, "count", "--limit", "1", "-q", puzzle], capture_output=True, text=True)
    return out.stdout.strip().startswith("1")


def main():
    shudu = sys.argv[1]
    rng = random.Random(SEED)
    layouts = {}
    for n in SHAPES:
        found = []
        while len(found) < PER_SIZE:
            region = layout(n, rng)
            if solvable(shudu, n, region) and region not in found:
                found.append(region)
        layouts[str(n)] = [[[region[r * n + c] + 1 for c in range(n)] for r in range(n)] for region in found]
    json.dump(layouts, sys.stdout, separators=(",", ":"))
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
