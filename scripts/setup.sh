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
# The web client's own checks (node --test on tests/js, tsc on its JSDoc types; package.json) need
# node and npm with the dev extra: installed with apt-get where they are missing (as root or with
# passwordless sudo), then the lock's packages into node_modules (git-ignored). The web extra needs none.
if [ "$extra" = dev ]; then
  if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
      apt_get=(env DEBIAN_FRONTEND=noninteractive apt-get)
    elif command -v apt-get >/dev/null && command -v sudo >/dev/null && sudo -n true 2>/dev/null; then
      apt_get=(sudo -n env DEBIAN_FRONTEND=noninteractive apt-get)
    else
      echo "setup.sh: node and npm are missing and cannot be installed here: install nodejs and npm" \
        "(the client's tests skip without them)" >&2
      apt_get=()
    fi
    if [ ${#apt_get[@]} -gt 0 ]; then
      "${apt_get[@]}" update -q
      "${apt_get[@]}" install -y -q nodejs npm
    fi
  fi
  if command -v npm >/dev/null && { [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; }; then
    npm ci --no-audit --no-fund --loglevel=error
  fi
fi
