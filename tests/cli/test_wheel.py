"""The wheel ``python -m build`` makes carries the web client's files and the migrations: what
``pip install bridgewhist[web]`` then ``bridgewhist serve`` need outside this tree (issue 16,
item 2). ``scripts/check-wheel.sh`` installs the wheel and serves from an empty directory."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "src" / "bridgewhist"


def test_the_wheel_holds_the_static_files_and_the_migrations(tmp_path: Path) -> None:
    subprocess.run([sys.executable, "-m", "build", "--wheel", "--outdir", str(tmp_path), str(ROOT)],
                   check=True, capture_output=True)
    (wheel,) = tmp_path.glob("bridgewhist-*.whl")
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
    needed = {f"bridgewhist/{path.relative_to(PACKAGE).as_posix()}"
              for folder in ("web/static", "web/migrations") for path in (PACKAGE / folder).rglob("*")
              if path.is_file() and "__pycache__" not in path.parts}
    assert "bridgewhist/web/static/index.html" in needed
    assert "bridgewhist/web/migrations/env.py" in needed
    assert needed <= names, sorted(needed - names)
    assert "bridgewhist/py.typed" in names
    assert "bridgewhist/notation/record.schema.json" in names
    assert "bridgewhist/analysis/problems/collection.pbn" in names  # the bundled problems
    assert "bridgewhist/analysis/problems/period.pbn" in names  # the period problems
    assert "bridgewhist/agents/learned/learned-v1.npz" in names  # the learned player's weights
    assert "bridgewhist/env/boards/v1.json" in names  # the published board set (evaluate)
