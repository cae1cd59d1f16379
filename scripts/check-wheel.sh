#!/usr/bin/env bash
# CI's check of the package as a user gets it: build the wheel (python -m build), install it with
# the `web` extra into a fresh virtual environment outside this tree, print that environment's size,
# then start `bridgewhist serve` in an empty directory and wait for it to answer. Needs `build`
# (the dev extra: run after scripts/setup.sh dev; VENV names another environment). Usage: bash scripts/check-wheel.sh
set -euo pipefail
cd "$(dirname "$0")/.."
work="$(mktemp -d)"
pid=""
cleanup() { if [ -n "$pid" ]; then kill "$pid" 2>/dev/null || true; fi; rm -rf "$work"; }
trap cleanup EXIT
"${VENV:-.venv}/bin/python" -m build --wheel --outdir "$work/dist" . >"$work/build.log" 2>&1 || {
  cat "$work/build.log"; exit 1; }
wheel="$(ls "$work"/dist/bridgewhist-*.whl)"
python3 -m venv "$work/venv"
"$work/venv/bin/python" -m pip install --quiet "$wheel[web]"
echo "check-wheel: the web extra's virtual environment: $(du -sm "$work/venv" | cut -f1) MB"
mkdir "$work/empty"
cd "$work/empty"
"$work/venv/bin/bridgewhist" --version
port="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
XDG_DATA_HOME="$work/data" "$work/venv/bin/bridgewhist" serve --port "$port" >"$work/serve.log" 2>&1 &
pid=$!
for _ in $(seq 100); do
  if python3 -c "import urllib.request, sys; urllib.request.urlopen(sys.argv[1], timeout=2)" \
      "http://127.0.0.1:$port/" 2>/dev/null; then
    ls "$work/data/bridgewhist/"tables-*.db >/dev/null   # this install's own database
    test -z "$(ls -A "$work/empty")"   # nothing written where it was started
    echo "check-wheel: bridgewhist serve from the wheel answers on port $port"
    exit 0
  fi
  sleep 0.2
done
cat "$work/serve.log"
echo "check-wheel: bridgewhist serve from the wheel did not answer" >&2
exit 1
