#!/usr/bin/env bash
# Install the package with one extra into .venv: `web` for the main job (scripts/run.sh), `dev` for
# the tests (scripts/test.sh: adds Ray, Playwright and the test tools). Idempotent: re-runs when
# pyproject.toml changes. PYTHON names the interpreter (default python3, 3.11 or newer).
set -euo pipefail
cd "$(dirname "$0")/.."
extra="${1:-web}"
PYTHON="${PYTHON:-python3}"
if [ ! -x .venv/bin/python ]; then
  "$PYTHON" -m venv .venv
fi
stamp=".venv/.bridgewhist-installed-$extra"
if [ ! -f "$stamp" ] || [ pyproject.toml -nt "$stamp" ]; then
  .venv/bin/python -m pip install --quiet --upgrade pip
  .venv/bin/python -m pip install --quiet -e ".[$extra]"
  touch "$stamp"
fi
