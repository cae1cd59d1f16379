#!/usr/bin/env bash
# The whole test suite: set up if needed, then lint, type-check and run every test.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh dev
.venv/bin/ruff check src tests tools benchmarks
MYPYPATH=src .venv/bin/mypy --strict -p bridgewhist
# The architecture's contracts (.importlinter; docs/architecture.md): layers, the core's imports, no cycles.
.venv/bin/lint-imports --no-cache
# The browser tests (tests/browser) need Debian's chromium: without it they are skipped, and
# pytest's summary says how many did not run and why.
if [ ! -x "${BRIDGEWHIST_CHROMIUM:-/usr/bin/chromium}" ]; then
  echo "test.sh: ${BRIDGEWHIST_CHROMIUM:-/usr/bin/chromium} is absent: the browser tests will be skipped" \
    "(apt-get install chromium, as .ci/run does)" >&2
fi
.venv/bin/python -m pytest "$@"
