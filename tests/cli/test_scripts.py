"""The README's two commands and CI: the main job installs the `web` extra (with the solver,
nothing else heavy), the tests the `dev` extra; browser tests never vanish silently (issue 16,
items 2 and 6; issue 35, item 1)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _extras() -> dict[str, list[str]]:
    with (ROOT / "pyproject.toml").open("rb") as handle:
        extras: dict[str, list[str]] = tomllib.load(handle)["project"]["optional-dependencies"]
    return extras


def test_the_main_job_installs_the_web_extra_and_the_tests_the_dev_extra() -> None:
    assert "bash scripts/setup.sh web\n" in (ROOT / "scripts" / "run.sh").read_text()
    assert "bash scripts/setup.sh dev\n" in (ROOT / "scripts" / "test.sh").read_text()
    assert (ROOT / ".ci" / "run").read_text().rstrip().splitlines()[-1] == "bash scripts/test.sh"


def test_the_web_extra_has_the_solver_and_leaves_out_the_heavy_and_the_test_tools() -> None:
    extras = _extras()
    assert "bridgewhist[cli,dds]" in extras["web"]   # every computer player in the main job (issue 35)
    assert extras["dds"] == ["endplay>=0.5.12"]
    web = " ".join(extras["web"]).lower()
    for heavy in ("ray", "playwright", "open_spiel", "endplay", "pytest", "httpx", "mypy", "dds", "dev",
                  "matplotlib", "plots", "env", "numpy"):
        assert heavy not in web.replace("bridgewhist[cli,dds]", ""), heavy
    for requirement in (r for extra in extras.values() for r in extra):
        if not requirement.startswith("bridgewhist["):
            assert ">=" in requirement and "<" not in requirement, requirement


def test_the_web_extra_takes_only_the_parts_of_uvicorns_standard_extra_that_serve_uses() -> None:
    """httptools and websockets (web/guard.py subclasses their uvicorn protocols) and uvloop; not
    watchfiles (--reload), PyYAML (a YAML log configuration) nor python-dotenv (--env-file)."""
    names = {re.split(r"[\[<>=!~; ]", requirement, maxsplit=1)[0].lower()
             for requirement in _extras()["web"]}
    assert not any(requirement.startswith("uvicorn[") for requirement in _extras()["web"])
    assert {"uvicorn", "httptools", "websockets", "uvloop"} <= names
    assert not names & {"watchfiles", "pyyaml", "python-dotenv"}


def test_browser_tests_without_chromium_are_skipped_and_counted() -> None:
    env = {**os.environ, "BRIDGEWHIST_CHROMIUM": str(ROOT / "no-such-chromium")}
    done = subprocess.run([sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-q", "tests/browser"],
                          cwd=ROOT, env=env, capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "Traceback" not in done.stdout + done.stderr
    summary = [line for line in done.stdout.splitlines() if "browser tests did not run" in line]
    assert len(summary) == 1 and "no-such-chromium is absent" in summary[0]
    assert int(summary[0].split()[0]) > 0
