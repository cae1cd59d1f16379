"""The web client's own tests, in the test command: ``node --test`` on its pure modules
(tests/js/, no browser) and ``tsc`` on its JSDoc types (tsconfig.json). Node and the TypeScript
compiler are installed by ``scripts/setup.sh dev`` (package.json, package-lock.json); without node
these tests skip, saying how to install it."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
JS_TESTS = ROOT / "tests" / "js"
TSC = ROOT / "node_modules" / "typescript" / "bin" / "tsc"
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


def test_every_module_of_the_table_page_is_type_checked() -> None:
    """Each module the table page loads opts in to the check (``// @ts-check`` on its first line),
    but laws.js and agreements.js, whose owners have not yet typed them, and the lobby's and the
    score pad's pages."""
    js = ROOT / "src" / "bridgewhist" / "web" / "static" / "js"
    unchecked = {"laws.js", "agreements.js", "lobby.js", "pad.js", "pad-block.js", "pad-score.js",
                 "pad-sw.js"}
    missing = [path.name for path in sorted(js.glob("*.js"))
               if path.name not in unchecked and not path.read_text().startswith("// @ts-check\n")]
    assert missing == []
