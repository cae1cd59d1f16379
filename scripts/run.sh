#!/usr/bin/env bash
# The main job: set up if needed, then play a demonstration rubber in the terminal.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
exec .venv/bin/bridgewhist demo "$@"
