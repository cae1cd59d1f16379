#!/usr/bin/env bash
# The whole test suite: set up if needed, then lint, type-check and run every test.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh dev
.venv/bin/ruff check src tests tools benchmarks
MYPYPATH=src .venv/bin/mypy --strict -p bridgewhist
# The architecture's contracts (.importlinter; docs/architecture.md): layers, the core's imports, no cycles.
.venv/bin/lint-imports --no-cache
.venv/bin/python -m pytest "$@"
