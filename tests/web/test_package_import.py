"""Importing the web package builds nothing: ``bridgewhist.web`` imports neither the app nor
FastAPI, so a module of the web layer (the store, a view) is imported without the whole server."""

from __future__ import annotations

import subprocess
import sys


def test_importing_bridgewhist_web_does_not_import_the_app() -> None:
    probe = ("import sys, bridgewhist.web; "
             "print(sorted(m for m in ('bridgewhist.web.app', 'fastapi') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
