"""Benchmarks of the shudu Python package, against the command line and the Rust harness.

Measures, on the 17-clue set (data/puzzles2_17_clue.txt, 49,158 puzzles):

- `solve_many(lines, threads=1)` against `shudu solve --threads 1` (wall time of the
  process, reading the file and writing every result), as puzzles per second;
- the per-puzzle overhead of the Python call over the Rust call: Python's µs per puzzle
  minus the harness's (`shudu-bench`, which parses each line and solves it, limit 2);
- `import shudu` in a fresh interpreter (`-X importtime`, the package's cumulative time);
- the size of the wheel.

Timings are medians of alternating runs, so both sides see the same machine load.

    cargo build --release -p shudu-cli -p shudu-bench
    target/py/venv/bin/python crates/shudu-py/bench.py

(after scripts/python-tests has built and installed the release wheel).
"""

from __future__ import annotations

import argparse
import re
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import shudu

ROOT = Path(__file__).resolve().parents[2]
SET = ROOT / "data" / "puzzles2_17_clue.txt"


def wall(run: Callable[[], object]) -> float:
    start = time.perf_counter()
    run()
    return time.perf_counter() - start


def harness_us(harness: Path, repeat: int) -> tuple[float, float]:
    """The harness's median µs per puzzle for the 17-clue set (bit-board kernel, limit 2),
    and its µs per puzzle for reading the set (parsing, timed once)."""
    done = subprocess.run(
        [str(harness), "--sets", str(ROOT / "data"), "--only", "17-clue", "--kernel", "bitboard",
         "--repeat", str(repeat), "--generate", "0"],
        capture_output=True, text=True, check=True,
    )
    print(done.stdout)
    parse = re.search(r"(\d+) puzzles, parsed in ([\d.]+) ms", done.stdout)
    for line in done.stdout.splitlines():
        parts = line.split()
        # set, kernel, puzzles, runs, best total (value and unit), best µs, median µs, ...
        if parts[:2] == ["17-clue", "bitboard"] and parse:
            return float(parts[7]), float(parse.group(2)) * 1000 / int(parse.group(1))
    raise SystemExit("bench: no 17-clue line in the harness output")


def import_ms(runs: int) -> float:
    """Median cumulative time of `import shudu` in fresh interpreters, in ms."""
    times = []
    for _ in range(runs):
        done = subprocess.run(
            [sys.executable, "-X", "importtime", "-c", "import shudu"],
            capture_output=True, text=True, check=True,
        )
        for line in done.stderr.splitlines():
            m = re.match(r"import time:\s+\d+\s+\|\s+(\d+)\s+\|\s+shudu$", line)
            if m:
                times.append(int(m.group(1)) / 1000)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cli", type=Path, default=ROOT / "target/release/shudu")
    parser.add_argument("--harness", type=Path, default=ROOT / "target/release/shudu-bench")
    parser.add_argument("--wheel", type=Path, default=None)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()

    lines = [l[:81] for l in SET.read_text().splitlines() if len(l) >= 81 and l[0] != "#"]
    print(f"python: {sys.version.split()[0]}; shudu {shudu.__version__}; {len(lines):,} puzzles")

    with tempfile.NamedTemporaryFile("w", suffix=".txt") as f:
        f.write("\n".join(lines) + "\n")
        f.flush()
        cli = [str(args.cli), "solve", "--threads", "1", "-q", f.name, "-o", "/dev/null"]
        cli_times, py_times, array_times = [], [], []
        array = None
        for _ in range(args.repeat):
            cli_times.append(wall(lambda: subprocess.run(cli, check=True)))
            py_times.append(wall(lambda: shudu.solve_many(lines, threads=1)))
        # All threads, for the record.
        all_cli = [str(args.cli), "solve", "-q", f.name, "-o", "/dev/null"]
        cli_all = statistics.median(wall(lambda: subprocess.run(all_cli, check=True)) for _ in range(3))
        py_all = statistics.median(wall(lambda: shudu.solve_many(lines)) for _ in range(3))
        try:
            import numpy as np

            array = np.frombuffer(
                "".join(lines).replace(".", "0").encode(), dtype=np.uint8
            ).reshape(-1, 81) - ord("0")
            array = array.astype(np.uint8)
            for _ in range(args.repeat):
                array_times.append(wall(lambda: shudu.solve_many(array, threads=1)))
        except ImportError:
            pass

    n = len(lines)
    cli_s, py_s = statistics.median(cli_times), statistics.median(py_times)
    py_us = py_s / n * 1e6
    print(f"shudu solve --threads 1: {cli_s:.3f} s, {n / cli_s:,.0f} puzzles/s ({cli_s / n * 1e6:.2f} µs a puzzle)")
    print(f"solve_many(threads=1):   {py_s:.3f} s, {n / py_s:,.0f} puzzles/s ({py_us:.2f} µs a puzzle)")
    print(f"  ratio to the command line: {cli_s / py_s:.0%} of its throughput (target ≥ 80 %)")
    if array_times:
        a = statistics.median(array_times)
        print(f"solve_many(array, threads=1): {a:.3f} s ({a / n * 1e6:.2f} µs a puzzle)")
    print(f"all threads: command line {cli_all:.3f} s, solve_many {py_all:.3f} s")
    if args.harness.exists():
        solve_us, parse_us = harness_us(args.harness, args.repeat)
        rust_us = solve_us + parse_us
        print(f"Rust (harness): solve {solve_us:.2f} + parse {parse_us:.2f} = {rust_us:.2f} µs a puzzle")
        print(f"  overhead of solve_many over it: {py_us - rust_us:.2f} µs a puzzle (target ≤ 3)")
    print(f"import shudu: {import_ms(11):.1f} ms (median of 11 fresh interpreters; target < 50)")
    wheels = [args.wheel] if args.wheel else sorted((ROOT / "target/py/wheels").glob("shudu-*.whl"))
    for wheel in wheels:
        print(f"wheel {wheel.name}: {wheel.stat().st_size / 1e6:.2f} MB (target ≤ 3 MB)")


if __name__ == "__main__":
    main()
