"""The examples in the module's docstrings run and give what they show."""

from __future__ import annotations

import contextlib
import doctest
import io
import re
from pathlib import Path

import pytest

import shudu


def docstrings() -> dict[str, str]:
    """Every docstring of the module's public functions, classes and their members
    (doctest's own finder skips the functions and static methods of an extension)."""
    found: dict[str, str] = {"shudu": shudu.__doc__ or ""}
    for name in dir(shudu):
        if name.startswith("_"):
            continue
        obj = getattr(shudu, name)
        if callable(obj):
            found[name] = obj.__doc__ or ""
        if isinstance(obj, type):
            for member in vars(obj):
                doc = getattr(getattr(obj, member, None), "__doc__", None)
                if isinstance(doc, str) and ">>>" in doc:
                    found[f"{name}.{member}"] = doc
    return found


def test_docstring_examples() -> None:
    parser = doctest.DocTestParser()
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    for name, doc in docstrings().items():
        runner.run(parser.get_doctest(doc, {"shudu": shudu}, name, None, 0))
    result = runner.summarize(verbose=False)
    assert result.failed == 0
    # Every function and most classes show examples: a finder that found none fails here.
    assert result.attempted >= 45


def test_every_public_function_has_an_example() -> None:
    functions = [n for n in dir(shudu) if not n.startswith("_") and callable(getattr(shudu, n))]
    functions = [n for n in functions if not isinstance(getattr(shudu, n), type)]
    assert len(functions) >= 7
    for name in functions:
        assert ">>>" in (getattr(shudu, name).__doc__ or ""), name


TUTORIAL = Path(__file__).resolve().parents[3] / "docs" / "python.md"


def tutorial_blocks() -> list[tuple[str, str]]:
    """Each ```python block of docs/python.md with the ```text block after it."""
    blocks = re.findall(r"```python\n(.*?)```\s*```text\n(.*?)```", TUTORIAL.read_text(), re.S)
    return [(code, out) for code, out in blocks]


def timeless(text: str) -> str:
    """The text with its measured times (`2.9 ms`) blanked out."""
    return re.sub(r"\d+(\.\d+)? ms", "<ms>", text)


def test_the_tutorial_runs_as_shown(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(TUTORIAL.parents[1])
    namespace: dict[str, object] = {}
    blocks = tutorial_blocks()
    assert len(blocks) >= 5
    for code, shown in blocks:
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            exec(code, namespace)
        assert timeless(out.getvalue()) == timeless(shown), code
