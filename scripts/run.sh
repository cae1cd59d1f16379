#!/usr/bin/env bash
# The main job: install the web table if needed (the `web` extra only), then serve it
# (bridgewhist serve) and print its URL. Options go to serve: bash scripts/run.sh --port 8080
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh web
exec .venv/bin/bridgewhist serve "$@"
