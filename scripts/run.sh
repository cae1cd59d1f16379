#!/usr/bin/env bash
# The main job: set up if needed, then serve the web table (bridgewhist serve) and print its URL.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
exec .venv/bin/bridgewhist serve "$@"
