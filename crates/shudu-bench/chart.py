#!/usr/bin/env python3
"""Draws docs/benchmarks.svg from the solve table of BENCHMARKS.md.

Reads the rows between the `<!-- chart:begin -->` and `<!-- chart:end -->` markers
(columns: set, limit, shudu, sudoku, tdoku, ...; µs/puzzle) and draws one group of bars
per row, each bar shudu's or a peer's time relative to the fastest of the three, so that
sets whose times differ a hundredfold share one scale. Plain SVG, no dependencies.

usage: python3 crates/shudu-bench/chart.py [BENCHMARKS.md] [docs/benchmarks.svg]
"""

import sys

SOURCE = sys.argv[1] if len(sys.argv) > 1 else "BENCHMARKS.md"
TARGET = sys.argv[2] if len(sys.argv) > 2 else "docs/benchmarks.svg"

SIDES = [("shudu", "#d9480f"), ("sudoku 0.8", "#1c7ed6"), ("tdoku", "#868e96")]


def rows(text):
    inside = False
    for line in text.splitlines():
        if "chart:begin" in line:
            inside = True
        elif "chart:end" in line:
            return
        elif inside and line.startswith("|") and not line.startswith("|--"):
            cells = [c.strip() for c in line.strip("|").split("|")]
            try:
                yield cells[0], cells[1], [float(c) for c in cells[2:5]]
            except ValueError:
                continue  # the heading


def main():
    data = list(rows(open(SOURCE, encoding="utf-8").read()))
    group, bar, left, top = 60, 14, 150, 50
    width, height = 720, top + group * len(data) + 40
    scale = 450 / max(max(t) / min(t) for _, _, t in data)
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'font-family="sans-serif" font-size="12">',
        f'<rect width="{width}" height="{height}" fill="white"/>',
        f'<text x="{left}" y="20" font-size="14">µs/puzzle relative to the fastest '
        "(shorter is faster; labels: µs/puzzle)</text>",
    ]
    for k, (name, color) in enumerate(SIDES):
        x = left + 170 * k
        out.append(f'<rect x="{x}" y="30" width="12" height="12" fill="{color}"/>')
        out.append(f'<text x="{x + 16}" y="40">{name}</text>')
    for r, (name, limit, times) in enumerate(data):
        y0 = top + group * r
        out.append(f'<text x="10" y="{y0 + 26}">{name}, limit {limit}</text>')
        fastest = min(times)
        for k, ((_, color), t) in enumerate(zip(SIDES, times)):
            y = y0 + 4 + bar * k
            w = scale * t / fastest
            out.append(f'<rect x="{left}" y="{y}" width="{w:.1f}" height="{bar - 2}" fill="{color}"/>')
            out.append(f'<text x="{left + w + 4:.1f}" y="{y + 10}">{t:g}</text>')
    out.append("</svg>")
    with open(TARGET, "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
