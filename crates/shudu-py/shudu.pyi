# The typed interface of the `shudu` extension module (built from src/*.rs); maturin
# installs it as shudu/__init__.pyi with a py.typed marker. Keep it in step with the
# #[pymethods] and #[pyfunction]s: the tests run mypy --strict against it.

from collections.abc import Sequence
from typing import Any, Final, Literal, TypeAlias, overload

import numpy as np
import numpy.typing as npt

__version__: Final[str]

#: The symmetry names `generate` accepts, weakest constraint first.
SYMMETRIES: Final[list[str]]
#: The level names, easiest first.
LEVELS: Final[list[str]]
#: The technique names `generate(require=...)` accepts, in the order the logic tries them.
TECHNIQUES: Final[list[str]]

Symmetry: TypeAlias = Literal[
    "none",
    "rot180",
    "rot90",
    "mirror-h",
    "mirror-v",
    "mirror-hv",
    "diagonal",
    "anti-diagonal",
    "diagonals",
    "dihedral",
]
Level: TypeAlias = Literal["easy", "medium", "hard", "expert", "extreme", "diabolical"]
#: Whose ratings to reproduce: SukakuExplainer's serate, or gsf's serate of Sudoku Explainer 1.2.1.3.
Profile: TypeAlias = Literal["sukaku", "se121"]
#: A record of the library (docs/records.md) as read by `json.loads`.
Record: TypeAlias = dict[str, Any]
Puzzles: TypeAlias = Sequence[str | Grid]
PuzzleArray: TypeAlias = npt.NDArray[np.uint8]

class ShuduError(Exception): ...

class ParseError(ShuduError):
    #: The one-based line of the text where the bad entry starts (0 when none applies).
    line: int
    #: The one-based column of the bad character, where there is one.
    column: int | None
    #: The text of the bad entry, as given.
    input: str
    #: The entry's place in a batch, or None outside one.
    index: int | None

class NoSolution(ShuduError):
    #: The clashing givens as Conflict records; empty when the givens do not clash.
    conflicts: list[Record]
    #: A variant puzzle's broken rules (as `Puzzle.check` gives them); empty for
    #: classic puzzles' errors.
    violations: list[Record]

class MultipleSolutions(ShuduError):
    #: Two different solutions, as proof.
    solutions: list[Grid]
    #: A variant puzzle's two different solutions, as lines (`solutions` is then empty).
    lines: list[str]

class Unrated(ShuduError): ...
class GenerateError(ShuduError): ...
class VariantError(ShuduError):
    #: The one-based line of the bad entry, where a text's entry is the trouble.
    line: int | None
    #: The bad entry's text as given, where an entry is the trouble.
    input: str | None
    #: The entry's place in a batch, or None outside one.
    index: int | None

class Puzzle:
    def __init__(self, text: str, *, size: int | None = None, variant: str | None = None) -> None: ...
    @staticmethod
    def generate(
        *,
        size: int = 9,
        variant: str | None = None,
        seed: int = 0,
        index: int = 0,
        symmetry: str = "none",
        killer: bool = False,
        killer_givens: bool = True,
        odd_even: bool = False,
        jigsaw: bool = False,
        thermo: bool = False,
        kropki: bool = False,
        xv: bool = False,
        whispers: bool = False,
        renban: bool = False,
        arrows: bool = False,
        sandwich: bool = False,
        little_killer: bool = False,
    ) -> Puzzle: ...
    @property
    def size(self) -> int: ...
    @property
    def rules(self) -> str: ...
    @property
    def rule_texts(self) -> list[str]: ...
    @property
    def clues(self) -> int: ...
    def solve(self) -> str: ...
    def count(self, limit: int = 2) -> int: ...
    def check(self) -> list[Record]: ...
    def hint(
        self,
        sheet: str | None = None,
        level: Literal["nudge", "technique", "full"] = "technique",
        *,
        marks: list[list[int]] | None = None,
        techniques: Literal["full", "se"] = "full",
        timeout: float | None = None,
        lang: str | None = None,
    ) -> Hint: ...
    def check_sheet(
        self,
        sheet: str | None = None,
        *,
        marks: list[list[int]] | None = None,
        solution: bool = True,
        explain: bool = False,
    ) -> Record: ...
    def explain(
        self,
        *,
        techniques: Literal["full", "se"] = "full",
        timeout: float | None = None,
        lang: str | None = None,
    ) -> list[Record]: ...
    def true_candidates(
        self, *, timeout: float | None = None, lang: str | None = None
    ) -> Record: ...
    def to_unique(self, *, timeout: float | None = None) -> Record: ...
    def rate(self, *, timeout: float | None = None, profile: Profile = "sukaku") -> Rating: ...
    def to_line(self) -> str: ...
    def to_json(self, *, solution: str | None = None) -> str: ...
    def to_fpuzzles(self, *, solution: str | None = None) -> str: ...
    def to_link(self, site: str = "sudokupad", *, solution: str | None = None) -> str: ...
    def _repr_svg_(self) -> str: ...

#: The former name of `Puzzle`, kept for one release: making one warns
#: (`DeprecationWarning`).
class VariantPuzzle(Puzzle): ...

class Grid:
    def __init__(self, text: str) -> None: ...
    @staticmethod
    def empty() -> Grid: ...
    @staticmethod
    def from_rows(rows: Sequence[Sequence[int]]) -> Grid: ...
    @staticmethod
    def from_array(array: npt.NDArray[np.uint8]) -> Grid: ...
    def to_rows(self) -> list[list[int]]: ...
    def __array__(
        self, dtype: npt.DTypeLike | None = None, copy: bool | None = None
    ) -> npt.NDArray[Any]: ...
    @property
    def clues(self) -> int: ...
    @property
    def is_complete(self) -> bool: ...
    def pretty(self) -> str: ...
    def _repr_svg_(self) -> str: ...
    def __eq__(self, other: object) -> bool: ...
    def __hash__(self) -> int: ...
    def solve(self) -> Grid: ...
    def count(self, limit: int = 2) -> int: ...
    def check(self) -> Check: ...
    def rate(self, *, timeout: float | None = None, profile: Profile = "sukaku") -> Rating: ...
    def canonical(self) -> Grid: ...
    def explain(
        self,
        *,
        techniques: Literal["full", "se"] = "full",
        timeout: float | None = None,
        lang: str | None = None,
    ) -> list[Record]: ...

class Outcome:
    @property
    def status(self) -> Literal["solved", "multiple", "unsolvable", "invalid"]: ...
    @property
    def solution(self) -> Grid | None: ...
    @property
    def solutions(self) -> list[Grid]: ...
    @property
    def conflicts(self) -> list[Record]: ...
    def to_dict(self) -> Record: ...

class Count:
    @property
    def count(self) -> int: ...
    @property
    def limit_reached(self) -> bool: ...
    @property
    def status(self) -> Literal["solved", "multiple", "unsolvable", "invalid"]: ...
    @property
    def conflicts(self) -> list[Record]: ...
    def to_dict(self) -> Record: ...
    def __int__(self) -> int: ...
    def __index__(self) -> int: ...

class Check:
    @property
    def valid(self) -> bool: ...
    @property
    def solvable(self) -> bool: ...
    @property
    def unique(self) -> bool: ...
    @property
    def minimal(self) -> bool: ...
    @property
    def clues(self) -> int: ...
    @property
    def redundant(self) -> list[Record] | None: ...
    @property
    def conflicts(self) -> list[Record]: ...
    @property
    def status(self) -> Literal["minimal", "unique", "multiple", "unsolvable", "invalid"]: ...
    def to_dict(self) -> Record: ...

class Rating:
    @property
    def er(self) -> float: ...
    @property
    def ep(self) -> float: ...
    @property
    def ed(self) -> float: ...
    @property
    def hardest(self) -> str: ...
    @property
    def level(self) -> Level: ...
    @property
    def scale(self) -> str | None: ...
    def to_dict(self) -> Record: ...
    def words(self, *, lang: str | None = None) -> str: ...

class Generated:
    @property
    def puzzle(self) -> Grid: ...
    @property
    def solution(self) -> Grid: ...
    @property
    def clues(self) -> int: ...
    @property
    def attempts(self) -> int: ...
    @property
    def rating(self) -> Rating | None: ...
    def to_dict(self) -> Record: ...

@overload
def solve_many(puzzles: PuzzleArray, *, threads: int | None = None) -> PuzzleArray: ...
@overload
def solve_many(
    puzzles: Puzzles, *, threads: int | None = None
) -> list[Outcome | ParseError]: ...
@overload
def count_many(
    puzzles: PuzzleArray, *, limit: int = 2, threads: int | None = None
) -> npt.NDArray[np.int64]: ...
@overload
def count_many(
    puzzles: Puzzles, *, limit: int = 2, threads: int | None = None
) -> list[Count | ParseError]: ...
def check_many(
    puzzles: Puzzles | PuzzleArray, *, threads: int | None = None
) -> list[Check | ParseError]: ...
def rate_many(
    puzzles: Puzzles | PuzzleArray,
    *,
    timeout: float | None = None,
    threads: int | None = None,
    profile: Profile = "sukaku",
) -> list[Rating | ShuduError]: ...
def generate(
    *,
    symmetry: Symmetry = "none",
    pattern: str | Grid | None = None,
    clues: int | None = None,
    level: Level | None = None,
    rating: tuple[float, float] | None = None,
    require: str | None = None,
    seed: int | None = None,
    attempts: int | None = None,
) -> Generated: ...
def generate_many(
    count: int,
    *,
    symmetry: Symmetry = "none",
    pattern: str | Grid | None = None,
    clues: int | None = None,
    level: Level | None = None,
    rating: tuple[float, float] | None = None,
    require: str | None = None,
    seed: int | None = None,
    attempts: int | None = None,
    threads: int | None = None,
) -> list[Generated | GenerateError]: ...
def parse_many(text: str) -> list[Grid | ParseError]: ...
def run_header(
    command: str,
    *,
    arguments: list[str],
    inputs: list[tuple[str, int | None, str | None]],
    threads: int = 1,
    shard: str | None = None,
    budget: float | None = None,
    profile: str | None = None,
) -> Record: ...
def run_summary(counts: dict[str, int], *, seconds: float, resumed: int = 0) -> Record: ...

class Mistake:
    @property
    def cell(self) -> str: ...
    @property
    def entered(self) -> int | None: ...
    @property
    def given(self) -> int | None: ...
    @property
    def solution(self) -> int | None: ...

class Position:
    def _repr_svg_(self) -> str: ...
    def __init__(
        self,
        puzzle: str | Grid,
        sheet: str | Grid | None = None,
        *,
        marks: str | None = None,
    ) -> None: ...
    @property
    def puzzle(self) -> Grid: ...
    @property
    def sheet(self) -> Grid: ...
    @property
    def entries(self) -> list[tuple[str, int]]: ...
    @property
    def marks(self) -> str | None: ...
    def mistakes(self) -> list[Mistake]: ...
    def hint(
        self,
        level: Literal["nudge", "technique", "full"] = "technique",
        *,
        techniques: Literal["full", "se"] = "full",
        timeout: float | None = None,
        lang: str | None = None,
    ) -> Hint: ...
    def explain(
        self,
        *,
        techniques: Literal["full", "se"] = "full",
        timeout: float | None = None,
        lang: str | None = None,
    ) -> list[Record]: ...

class Hint:
    @property
    def status(
        self,
    ) -> Literal[
        "hint",
        "mistake",
        "solved",
        "multiple",
        "no-solution",
        "unsolvable",
        "invalid",
        "stuck",
        "gave-up",
        "unsupported",
    ]: ...
    @property
    def level(self) -> Literal["nudge", "technique", "full"]: ...
    @property
    def failed(self) -> bool: ...
    @property
    def lines(self) -> list[str]: ...
    def to_dict(self) -> Record: ...

#: The former name of the hint of a variant board: the same class as `Hint`.
VariantHint = Hint
