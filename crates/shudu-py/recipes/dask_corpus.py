"""Rate and deduplicate a puzzle corpus on a Dask cluster with the shudu package.

One puzzle a line (blank lines and ``#`` comments skipped), any number of lines. The
corpus is split into partitions; every worker finds each puzzle's canonical form
(``Grid.canonical``: the same for every puzzle equivalent to it); the puzzles are
shuffled by that key, so that all members of a class meet on one worker whichever
partitions they came from; the first member of each class (by line) is kept and rated,
the others are reported as its duplicates. The result is one JSON Lines file in input
order, one record per entry, opened by shudu's run header (inputs with SHA-256, workers,
start time) and closed by its summary, as ``shudu rate --json -o FILE`` writes:

- a kept puzzle: ``shudu rate --json``'s record (``line``, ``puzzle``, ``status`` its
  level, ``rating``, ``text``), or ``status`` ``multiple``, ``unsolvable`` or ``unrated``
  with its ``error``;
- a duplicate: ``status`` ``duplicate`` and ``first``, ``FILE:LINE`` of its class's first
  member, as ``shudu dedupe --json`` writes;
- a line that is not a puzzle: ``status`` ``error`` and the ``error``.

Run it on this machine (a local cluster of N worker processes) or on a cluster::

    python dask_corpus.py corpus.txt -o rated.jsonl --workers 4
    python dask_corpus.py corpus.txt -o rated.jsonl --scheduler tcp://head:8786

Every worker needs the shudu package installed; this file's functions travel with the
tasks (by value, as cloudpickle sends a script's), so the workers need no copy of it. Records are gathered on the client to be written in order, so the
client holds the results (about 200 bytes a puzzle); beyond that, write partitions with
``Bag.to_textfiles`` and order them afterwards.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any, Iterable

import cloudpickle
import dask.bag as db
from dask.distributed import Client, LocalCluster

import shudu

Record = dict[str, Any]


def read_entries(path: str) -> list[tuple[int, str]]:
    """``(line, text)`` of every puzzle line of `path`, lines counted from 1."""
    entries = []
    with open(path, encoding="utf-8") as corpus:
        for number, line in enumerate(corpus, start=1):
            text = line.strip()
            if text and not text.startswith("#"):
                entries.append((number, text))
    return entries


def input_record(path: str) -> tuple[str, int, str]:
    """The input as the run header names it: name, bytes and SHA-256."""
    digest = hashlib.sha256()
    size = 0
    with open(path, "rb") as corpus:
        while block := corpus.read(1 << 20):
            digest.update(block)
            size += len(block)
    return path, size, digest.hexdigest()


def keyed_partition(entries: Iterable[tuple[int, str]], source: str) -> list[Record]:
    """Each entry with its canonical form as `key`, or why it is no puzzle, worded as
    the command line words it (``FILE:LINE: why``)."""
    keyed = []
    for line, text in entries:
        puzzle = text.split()[0]
        try:
            grid = shudu.Grid(puzzle)
        except shudu.ParseError as error:
            # The error counts lines in the one puzzle's text; the corpus's line is ours.
            why = str(error).split(": ", 1)[-1]
            error_record = {"line": line, "puzzle": text, "status": "error"}
            keyed.append({**error_record, "error": f"{source}:{line}: {why}"})
            continue
        keyed.append({"line": line, "puzzle": puzzle, "key": str(grid.canonical())})
    return keyed


def first_of_class(group: tuple[str, list[Record]], source: str) -> list[Record]:
    """A class of equivalent puzzles: its first member (by line) to rate, the others as
    its duplicates."""
    _, members = group
    members = sorted(members, key=lambda m: m["line"])
    first = members[0]
    out = [{"line": first["line"], "puzzle": first["puzzle"]}]
    for member in members[1:]:
        out.append(
            {
                "line": member["line"],
                "puzzle": member["puzzle"],
                "status": "duplicate",
                "first": f"{source}:{first['line']}",
            }
        )
    return out


def rate_partition(kept: Iterable[Record], timeout: float | None, profile: str) -> list[Record]:
    """The rating record of every kept puzzle of a partition, rated on one thread (the
    workers are the parallelism) on the Sudoku Explainer `profile`."""
    kept = list(kept)
    puzzles = [k["puzzle"] for k in kept]
    ratings = shudu.rate_many(puzzles, timeout=timeout, threads=1, profile=profile)
    records = []
    for entry, rating in zip(kept, ratings):
        record = {"line": entry["line"], "puzzle": entry["puzzle"]}
        if isinstance(rating, shudu.Rating):
            record["status"] = rating.level
            record["rating"] = rating.to_dict()
            record["text"] = f"{rating.er:.1f}/{rating.ep:.1f}/{rating.ed:.1f}"
        else:
            record["status"] = failure_status(rating)
            record["error"] = str(rating)
        records.append(record)
    return records


def failure_status(error: BaseException) -> str:
    """A status for a puzzle that could not be rated, as the command line names it."""
    if isinstance(error, shudu.MultipleSolutions):
        return "multiple"
    if isinstance(error, shudu.NoSolution):
        return "unsolvable"
    return "unrated"


def rate_corpus(
    client: Client,
    path: str,
    output: str,
    *,
    partitions: int | None = None,
    timeout: float | None = None,
    profile: str = "sukaku",
    arguments: list[str] | None = None,
) -> Record:
    """Rates (on the Sudoku Explainer `profile`: ``sukaku`` or ``se121``) and deduplicates
    the corpus at `path` on `client`'s cluster and writes the result file `output`;
    returns its summary record."""
    started = time.perf_counter()
    if __name__ != "__main__":
        # Imported (not run as a script): the workers cannot import this file, so its
        # functions travel with the tasks, as a script's do.
        cloudpickle.register_pickle_by_value(sys.modules[__name__])
    workers = len(client.scheduler_info()["workers"])
    entries = read_entries(path)
    parts = partitions or max(1, 4 * workers)
    keyed = db.from_sequence(entries, npartitions=parts).map_partitions(
        keyed_partition, source=path
    )
    errors = keyed.filter(lambda r: "key" not in r)
    classes = keyed.filter(lambda r: "key" in r).groupby(
        lambda r: r["key"], shuffle="tasks", npartitions=parts
    )
    members = classes.map(first_of_class, source=path).flatten()
    duplicates = members.filter(lambda r: r.get("status") == "duplicate")
    rated = members.filter(lambda r: "status" not in r).map_partitions(
        rate_partition, timeout=timeout, profile=profile
    )
    records = sorted(db.concat([rated, duplicates, errors]).compute(), key=lambda r: r["line"])
    header = shudu.run_header(
        "rate",
        arguments=arguments if arguments is not None else [path, "-o", output],
        inputs=[input_record(path)],
        threads=workers,
        budget=timeout,
        profile=profile,
    )
    counts = Counter(r["status"] for r in records)
    summary = shudu.run_summary(dict(counts), seconds=time.perf_counter() - started)
    with open(output, "w", encoding="utf-8") as out:
        for record in [header, *records, summary]:
            out.write(json.dumps(record, sort_keys=True, separators=(",", ":")) + "\n")
    return summary


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpus", help="one puzzle a line")
    parser.add_argument("-o", "--output", required=True, help="the JSON Lines result file")
    parser.add_argument("--scheduler", help="a running cluster's scheduler address")
    parser.add_argument("--workers", type=int, default=2, help="local worker processes")
    parser.add_argument("--timeout", type=float, help="seconds allowed per puzzle")
    parser.add_argument(
        "--se-profile", default="sukaku", choices=["sukaku", "se121"], help="whose ratings"
    )
    args = parser.parse_args()
    if args.scheduler:
        client = Client(args.scheduler)
    else:
        cluster = LocalCluster(n_workers=args.workers, threads_per_worker=1, processes=True)
        client = Client(cluster)
    with client:
        summary = rate_corpus(
            client,
            args.corpus,
            args.output,
            timeout=args.timeout,
            profile=args.se_profile,
            arguments=sys.argv[1:],
        )
    print(
        f"{summary['total']} puzzles in {summary['seconds']:.2f} s: "
        + ", ".join(f"{n} {status}" for status, n in sorted(summary["counts"].items())),
        file=sys.stderr,
    )


if __name__ == "__main__":
    main()
