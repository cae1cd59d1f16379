"""The web client's own tests, in the test command: ``node --test`` on its pure modules
(tests/js/, no browser) and ``tsc`` on its JSDoc types (tsconfig.json). Node and the TypeScript
compiler are installed by ``scripts/setup.sh dev`` (package.json, package-lock.json); without node
these tests skip, saying how to install it."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
JS_TESTS = ROOT / "tests" / "js"
TSC = ROOT / "node_modules" / "typescript" / "bin" / "tsc"
JSON2TS = ROOT / "node_modules" / "json-schema-to-typescript" / "dist" / "src" / "cli.js"
TYPED = ("view-frame", "event-frame", "error-frame", "analysis-board", "analysis-line", "analysis-branch",
         "chat-frame", "hint-frame", "advice-frame", "pad-answer")
"""The messages whose types the client reads, generated from docs/schema/ into typings/."""
NODE = shutil.which("node")
NO_NODE = "node is absent: scripts/setup.sh dev installs it (apt-get install nodejs npm)"


def run(*command: str) -> subprocess.CompletedProcess[str]:
    """A command run from the project's root, its output kept."""
    return subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=300, check=False)


@pytest.mark.skipif(NODE is None, reason=NO_NODE)
def test_the_client_pure_modules_pass_their_node_tests() -> None:
    files = sorted(str(path.relative_to(ROOT)) for path in JS_TESTS.glob("*.test.mjs"))
    assert len(files) >= 6, f"the client's node tests are missing from {JS_TESTS}: {files}"
    assert NODE is not None
    done = run(NODE, "--test", *files)
    assert done.returncode == 0, f"node --test failed:\n{done.stdout}\n{done.stderr}"
    assert "# fail 0" in done.stdout, done.stdout


@pytest.mark.skipif(NODE is None, reason=NO_NODE)
def test_the_client_types_check() -> None:
    if not TSC.exists():
        pytest.fail(f"{TSC.relative_to(ROOT)} is missing: run scripts/setup.sh dev (npm ci installs it)")
    assert NODE is not None
    done = run(NODE, str(TSC), "-p", "tsconfig.json")
    assert done.returncode == 0, f"tsc found type errors in the client:\n{done.stdout}\n{done.stderr}"


def test_the_client_is_checked_strictly() -> None:
    """tsconfig.json turns strict on and none of its flags off (noImplicitAny, strictNullChecks...)."""
    options = json.loads((ROOT / "tsconfig.json").read_text())["compilerOptions"]
    assert options.get("strict") is True
    assert [flag for flag in STRICT_FLAGS if options.get(flag) is False] == []


STRICT_FLAGS = ("noImplicitAny", "strictNullChecks", "strictFunctionTypes", "strictBindCallApply",
                "useUnknownInCatchVariables", "noImplicitThis", "alwaysStrict",
                "strictPropertyInitialization")
"""The flags tsc's strict turns on (TypeScript 5.9)."""


@pytest.mark.skipif(NODE is None, reason=NO_NODE)
@pytest.mark.parametrize("name", TYPED)
def test_the_client_types_are_generated_from_the_current_schema(name: str, tmp_path: Path) -> None:
    """typings/NAME.d.ts is what json-schema-to-typescript makes of docs/schema/NAME.schema.json
    (``npm run types`` writes them again)."""
    if not JSON2TS.exists():
        pytest.fail(f"{JSON2TS.relative_to(ROOT)} is missing: run scripts/setup.sh dev (npm ci installs it)")
    assert NODE is not None
    out = tmp_path / f"{name}.d.ts"
    banner = (f"/* Generated from docs/schema/{name}.schema.json by json-schema-to-typescript"
              " (npm run types): do not edit. */")
    done = run(NODE, str(JSON2TS), "-i", f"docs/schema/{name}.schema.json", "-o", str(out),
               "--additionalProperties=false", "--bannerComment", banner)
    assert done.returncode == 0, done.stderr
    kept = (ROOT / "typings" / f"{name}.d.ts").read_text()
    assert kept == out.read_text(), f"typings/{name}.d.ts is stale: run npm run types"


def modules_loaded_by(entry: Path) -> set[str]:
    """The modules a page's entry module loads, itself included (its ``import ... from "./x.js"``,
    followed to the end)."""
    seen: set[str] = set()
    waiting = [entry.name]
    while waiting:
        name = waiting.pop()
        if name not in seen:
            seen.add(name)
            waiting += re.findall(r'from "\./([\w-]+\.js)"', (entry.parent / name).read_text())
    return seen


CHECKED_PAGES = ("table.js", "agreements.js", "learn.js", "analysis.js", "problems.js", "lobby.js", "pad.js")
"""The entry modules of the pages tsc checks (tsconfig.json's include), each with what it loads."""


def test_every_module_of_the_checked_pages_is_type_checked() -> None:
    """Each module the table, lessons, analysis, problems, lobby and score pad pages load opts in to the check
    (``// @ts-check`` on its first line), and tsconfig.json includes each page's entry module."""
    js = ROOT / "src" / "bridgewhist" / "web" / "static" / "js"
    loaded = set().union(*(modules_loaded_by(js / page) for page in CHECKED_PAGES))
    assert {"table.js", "store.js", "reading.js", "draw.js", "cards.js", "laws.js"} <= loaded
    missing = sorted(name for name in loaded
                     if not (js / name).read_text().startswith("// @ts-check\n"))
    assert missing == []
    included = json.loads((ROOT / "tsconfig.json").read_text())["include"]
    assert {f"src/bridgewhist/web/static/js/{page}" for page in CHECKED_PAGES} <= set(included)
