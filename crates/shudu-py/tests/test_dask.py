"""The corpus recipe (recipes/dask_corpus.py) on a local Dask cluster of two worker
processes: every entry gets one record, in input order; disguised copies are found
across partitions; the ratings and the duplicates equal the command line's
(`shudu rate --json`, `shudu dedupe --json`); the file opens with shudu's run header and
closes with its summary, and reads back into shudu as its entries."""

from __future__ import annotations

import hashlib
import importlib.util
import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from conftest import DATA, EXPERT, Cli

RECIPE = Path(__file__).resolve().parents[1] / "recipes" / "dask_corpus.py"


def load_recipe() -> Any:
    """The recipe as the module `dask_corpus`, the name its workers import it by."""
    spec = importlib.util.spec_from_file_location("dask_corpus", RECIPE)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["dask_corpus"] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def recipe() -> Any:
    return load_recipe()


@pytest.fixture(scope="module")
def client(recipe: Any) -> Iterator[Any]:
    cluster = recipe.LocalCluster(
        n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None
    )
    with recipe.Client(cluster) as client:
        yield client
    cluster.close()


def disguise(puzzle: str) -> str:
    """The same puzzle with 1 and 2 swapped and its rows read backwards."""
    swapped = puzzle.translate(str.maketrans("12", "21"))
    rows = [swapped[r * 9 : r * 9 + 9] for r in range(9)]
    return "".join(reversed(rows))


def corpus(tmp_path: Path) -> Path:
    """Thirty puzzles of top1465, disguised copies of three of them (one twice) far from
    their originals, a comment and a line that is no puzzle."""
    lines = (DATA / "puzzles3_magictour_top1465.txt").read_text().splitlines()
    puzzles = [l for l in lines if l and not l.startswith("#")][:30]
    text = ["# a test corpus", *puzzles[:12], "not a puzzle", *puzzles[12:]]
    text += [disguise(puzzles[2]), disguise(puzzles[20]), disguise(disguise(puzzles[2]))]
    path = tmp_path / "corpus.txt"
    path.write_text("\n".join(text) + "\n")
    return path


def test_rates_and_deduplicates_like_the_command_line(
    recipe: Any, client: Any, tmp_path: Path, cli: Cli
) -> None:
    path = corpus(tmp_path)
    out = tmp_path / "rated.jsonl"
    summary = recipe.rate_corpus(client, str(path), str(out), partitions=5)
    lines = [json.loads(l) for l in out.read_text().splitlines()]
    header, records, last = lines[0], lines[1:-1], lines[-1]

    assert header["record"] == "header"
    assert header["command"] == "rate"
    assert header["threads"] == 2
    assert header["profile"] == "sukaku"
    sha = hashlib.sha256(path.read_bytes()).hexdigest()
    assert header["inputs"] == [{"name": str(path), "bytes": path.stat().st_size, "sha256": sha}]
    assert last == summary
    assert last["record"] == "summary"

    # One record per entry, in input order.
    entry_lines = [
        n
        for n, l in enumerate(path.read_text().splitlines(), start=1)
        if l and not l.startswith("#")
    ]
    assert [r["line"] for r in records] == entry_lines
    assert last["total"] == len(entry_lines) == 34

    # The duplicates are those `shudu dedupe` finds, each naming its class's first member.
    deduped = cli("dedupe", str(path))
    assert len(deduped) == len(records)
    for ours, theirs in zip(records, deduped):
        if theirs["status"] == "duplicate":
            assert ours["status"] == "duplicate", ours
            assert ours["first"] == theirs["first"], ours
        elif theirs["status"] == "kept":
            assert ours["status"] != "duplicate", ours
    assert sum(r["status"] == "duplicate" for r in records) == 3
    assert last["counts"]["duplicate"] == 3

    # The ratings are `shudu rate --json`'s records, field for field.
    rated = {r["line"]: r for r in cli("rate", str(path))}
    for ours in records:
        if ours["status"] == "duplicate":
            continue
        theirs = rated[ours["line"]]
        if ours["status"] == "error":
            assert theirs["status"] == "error"
            assert ours["error"] == theirs["error"]
            continue
        assert {k: ours[k] for k in ("puzzle", "status", "rating", "text")} == {
            k: theirs[k] for k in ("puzzle", "status", "rating", "text")
        }

    # The result file reads back as its entries: the run records are not entries.
    solved = cli("solve", str(out))
    assert len(solved) == len(records)


def test_a_run_header_is_the_command_lines(cli: Cli, tmp_path: Path) -> None:
    import shudu

    made = shudu.run_header("rate", arguments=["x.txt"], inputs=[("x.txt", 1, "ab")], threads=3)
    assert set(made) == {
        "record",
        "shudu",
        "commit",
        "command",
        "arguments",
        "profile",
        "budget_seconds",
        "inputs",
        "shard",
        "threads",
        "started",
        "host",
    }
    with pytest.raises(ValueError, match="shard"):
        shudu.run_header("rate", arguments=[], inputs=[], shard="3/2")
    # The command line's header has the same fields.
    puzzle = tmp_path / "one.txt"
    puzzle.write_text(EXPERT + "\n")
    out = tmp_path / "out.jsonl"
    assert cli("solve", str(puzzle), "-o", str(out)) == []
    theirs = json.loads(out.read_text().splitlines()[0])
    assert set(theirs) == set(made)
