"""The table page's client keeps its mutable state in one store (issue 33, item 4): no module the
table page loads (followed from table.js's imports) binds a module-level ``let`` or ``var``, but
the store (``store.js``), whose one state ``update(step)`` changes. A module-level ``const`` is a
binding never reassigned; its contents are the review's to watch."""

from __future__ import annotations

import re
from pathlib import Path

JS = Path(__file__).resolve().parents[2] / "src" / "bridgewhist" / "web" / "static" / "js"
STORE = "store.js"
MODULE_LEVEL = re.compile(r"^(?:export\s+)?(let|var)\s+(\w+)", re.MULTILINE)


def loaded_by(entry: str) -> set[str]:
    """The modules a page's entry module loads, itself included (its relative imports, followed)."""
    seen: set[str] = set()
    waiting = [entry]
    while waiting:
        name = waiting.pop()
        if name not in seen:
            seen.add(name)
            waiting += re.findall(r'from "\./([\w-]+\.js)"', (JS / name).read_text(encoding="utf-8"))
    return seen


def module_bindings(text: str) -> list[str]:
    """The module-level ``let`` and ``var`` bindings of a module's text (at the line's start: a
    function's own are indented)."""
    return [name for _kind, name in MODULE_LEVEL.findall(text)]


def test_no_module_of_the_table_page_but_the_store_binds_module_level_state() -> None:
    modules = loaded_by("table.js")
    assert {"table.js", STORE, "draw.js", "connection.js", "reading.js"} <= modules
    found = {name: module_bindings((JS / name).read_text(encoding="utf-8"))
             for name in sorted(modules - {STORE})}
    assert {name: names for name, names in found.items() if names} == {}


def test_the_check_finds_a_module_level_let() -> None:
    assert module_bindings('import { a } from "./a.js";\nlet seq = 0;\nexport var x;\n'
                           'function f() {\n  let inner = 1;\n}\n') == ["seq", "x"]
