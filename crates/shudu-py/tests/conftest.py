"""Fixtures of the Python tests: the repository's data sets and the `shudu` command
(its path in SHUDU_BIN, which scripts/python-tests sets), run with --json."""

from __future__ import annotations

import json
import os
import subprocess
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[3]
DATA = ROOT / "data"

#: Every data set of the repository.
DATA_SETS = sorted(p.name for p in DATA.glob("*.txt"))

#: A proper puzzle of the tutorials (data/seeds.txt, the first "expert" puzzle).
EXPERT = "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759.."
#: Its one solution.
EXPERT_SOLUTION = "519748632783652419426139875357986241264317598198524367975863124832491756641275983"

Cli = Callable[..., list[dict[str, Any]]]


def shudu_bin() -> str:
    path = os.environ.get("SHUDU_BIN")
    if not path:
        candidate = ROOT / "target" / "debug" / "shudu"
        if not candidate.exists():
            pytest.fail("set SHUDU_BIN to the shudu binary (scripts/python-tests does)")
        path = str(candidate)
    return path


@pytest.fixture(scope="session")
def cli() -> Cli:
    """Runs `shudu ARGS --json` (and `-q` for the batch commands; `hint` prints no
    summary) and returns its records, one per line of output."""

    def run(*args: str, input: str | None = None) -> list[dict[str, Any]]:
        quiet = [] if args[0] == "hint" else ["-q"]
        done = subprocess.run(
            [shudu_bin(), *args, "--json", *quiet],
            input=input,
            capture_output=True,
            text=True,
            check=False,
        )
        # Exit 1 means some puzzle failed the command, which the records say.
        assert done.returncode in (0, 1), done.stderr
        return [json.loads(line) for line in done.stdout.splitlines()]

    return run
