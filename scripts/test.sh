#!/usr/bin/env bash
# The whole test suite, as CI runs it: set up .venv, Debian's chromium (the browser tests) and the
# PostgreSQL server (the web tests' second database), lint, type-check, then run every test with a
# private PostgreSQL started for the run (scripts/postgres.sh) and removed at the end, whatever happens.
# Usage: bash scripts/test.sh [--fast] [--no-browser] [--no-postgres] [pytest's arguments]
#   --fast                        the fast tier only: the tests of the game and its players without
#                                 servers, browsers or databases (FAST below), no set-up or lint;
#                                 under a minute on two cores (README, "Tests")
#   --no-browser, --no-postgres   leave the browser tests or the PostgreSQL tests out on purpose
#                                 (pytest skips them saying so); every argument also goes to pytest.
# The tests run in parallel (pytest-xdist: -n auto --dist loadgroup; the top-level conftest.py keeps
# the browser tests in one worker, the break-it suite in one, each module's tests together, and gives
# each worker its own PostgreSQL database); a -n, --numprocesses or -p no:xdist of yours is kept.
# BRIDGEWHIST_TEST_POSTGRES_URL, if set, names the database to use instead of a private one.
# What is missing is installed with apt-get as root or with passwordless sudo; where it cannot be,
# the command stops at once with one line naming it and the flag that leaves its tests out.
set -euo pipefail
cd "$(dirname "$0")/.."
browser=yes
postgres=yes
fast=no
parallel=(-n auto --dist loadgroup)
args=()
for arg in "$@"; do
  case "$arg" in
    --fast) fast=yes; continue ;;
    --no-browser) browser=no ;;
    --no-postgres) postgres=no ;;
    -n*|--numprocesses*|-pno:xdist|no:xdist) parallel=() ;;
  esac
  args+=("$arg")
done

# The fast tier: the core, the laws, the referee, the notation, the computer players, the club,
# three-hand, the score pad and the house's checks, without the alpha-mu declarer's whole-deal
# searches (minutes; in the whole suite).
FAST=(tests/core tests/laws tests/referee tests/notation tests/agents tests/club tests/three_hand tests/pad
      tests/house
      --ignore=tests/agents/test_alphamu.py --ignore=tests/agents/test_alphamu_explain.py)
if [ "$fast" = yes ]; then
  exec .venv/bin/python -m pytest "${parallel[@]}" "${FAST[@]}" "${args[@]}"
fi

sudo=()
pg_dir=""
policy=""
cleanup() {
  if [ -n "$pg_dir" ]; then bash scripts/postgres.sh stop "$pg_dir" || true; fi
  if [ -n "$policy" ]; then "${sudo[@]}" rm -f "$policy"; fi
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

chromium="${BRIDGEWHIST_CHROMIUM:-/usr/bin/chromium}"
# What the tests asked for lack here: the packages, what they are, the flags that leave their tests out.
find_missing() {
  packages=() what=() flags=()
  if [ "$browser" = yes ] && [ ! -x "$chromium" ]; then
    packages+=(chromium) what+=("Debian's chromium ($chromium)") flags+=(--no-browser)
  fi
  if [ "$postgres" = yes ] && ! bash scripts/postgres.sh bin >/dev/null; then
    packages+=(postgresql) what+=("the PostgreSQL server (initdb in /usr/lib/postgresql)")
    flags+=(--no-postgres)
  fi
  if [ ${#what[@]} = 2 ]; then missing="${what[0]} and ${what[1]} are"; else missing="${what[*]} is"; fi
}
find_missing
if [ ${#packages[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    sudo=()
  elif command -v apt-get >/dev/null && command -v sudo >/dev/null && sudo -n true 2>/dev/null; then
    sudo=(sudo -n)
  else
    how="there is no apt-get"
    if command -v apt-get >/dev/null; then how="apt-get needs root or passwordless sudo"; fi
    echo "test.sh: $missing missing and cannot be installed here ($how): install what is missing," \
      "or leave those tests out on purpose with ${flags[*]}" >&2
    exit 2
  fi
  # Installing the server must not start the machine's own cluster: no service starts meanwhile.
  if [ ! -e /usr/sbin/policy-rc.d ]; then
    policy=/usr/sbin/policy-rc.d
    printf '#!/bin/sh\nexit 101\n' | "${sudo[@]}" tee "$policy" >/dev/null
    "${sudo[@]}" chmod 755 "$policy"
  fi
  "${sudo[@]}" apt-get update -q
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${packages[@]}"
  if [ -n "$policy" ]; then "${sudo[@]}" rm -f "$policy"; policy=""; fi
  find_missing
  if [ ${#packages[@]} -gt 0 ]; then
    echo "test.sh: $missing still missing after apt-get install ${packages[*]}" >&2
    exit 2
  fi
fi

bash scripts/setup.sh dev
.venv/bin/ruff check src tests tools benchmarks
MYPYPATH=src .venv/bin/mypy --strict -p bridgewhist
# The architecture's contracts (.importlinter; docs/architecture.md): layers, the core's imports, no cycles.
.venv/bin/lint-imports --no-cache

if [ "$postgres" = no ]; then
  unset BRIDGEWHIST_TEST_POSTGRES_URL
elif [ -z "${BRIDGEWHIST_TEST_POSTGRES_URL:-}" ]; then
  pg_dir="$(mktemp -d /tmp/bw-test-pg-XXXXXX)"
  BRIDGEWHIST_TEST_POSTGRES_URL="$(bash scripts/postgres.sh start "$pg_dir")"
  export BRIDGEWHIST_TEST_POSTGRES_URL
  echo "test.sh: a private PostgreSQL for this run: $BRIDGEWHIST_TEST_POSTGRES_URL ($pg_dir)"
fi
.venv/bin/python -m pytest "${parallel[@]}" "${args[@]}"
