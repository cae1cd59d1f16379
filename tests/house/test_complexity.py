"""The house's complexity check: no function in scoring.py, referee/ or web/views/ is above
radon's grade C (cyclomatic complexity above 20), each one named with its grade when it is."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from pathlib import Path

import pytest
from radon.complexity import cc_rank, cc_visit
from radon.visitors import Class, Function

SRC = Path(__file__).resolve().parents[2] / "src" / "bridgewhist"
CHECKED = ("scoring.py", "referee", "web/views")
"""The modules and packages held to grade C (issue 33)."""
WORST = "C"


def _files() -> list[Path]:
    files: list[Path] = []
    for name in CHECKED:
        path = SRC / name
        files.extend(sorted(path.rglob("*.py")) if path.is_dir() else [path])
    return files


def _blocks(blocks: Iterable[Function | Class], *, nested: bool = False) -> Iterator[Function]:
    """Every function, method and closure, however deep (radon lists a top-level class's
    methods beside the class; a nested class's methods only under it)."""
    for block in blocks:
        if isinstance(block, Class):
            if nested:
                yield from _blocks(block.methods, nested=True)
            yield from _blocks(block.inner_classes, nested=True)
            continue
        yield block
        yield from _blocks(block.closures, nested=True)


def too_complex(source: str) -> list[str]:
    """The functions of ``source`` above grade C, as ``name grade (complexity)``.

    >>> too_complex("def f(x):\\n    return x")
    []
    """
    return [f"{block.fullname} {cc_rank(block.complexity)} ({block.complexity})"
            for block in _blocks(cc_visit(source)) if cc_rank(block.complexity) > WORST]


@pytest.mark.parametrize("path", _files(), ids=lambda p: p.relative_to(SRC).as_posix())
def test_no_function_above_grade_c(path: Path) -> None:
    found = too_complex(path.read_text(encoding="utf-8"))
    assert not found, f"{path.relative_to(SRC).as_posix()}: above radon grade {WORST}: {', '.join(found)}"


def test_the_check_finds_a_function_above_grade_c() -> None:
    branches = "".join(f"    if x == {n}:\n        return {n}\n" for n in range(21))
    assert too_complex(f"def many(x):\n{branches}    return -1\n") == ["many D (22)"]
    assert too_complex(f"class A:\n    def m(self, x):\n{branches.replace('    ', '        ')}"
                       "        return -1\n") == ["A.m D (22)"]
    nested = f"def outer():\n    def inner(x):\n{branches.replace('    ', '        ')}        return -1\n"
    assert too_complex(nested + "    return inner\n") == ["inner D (22)"]
