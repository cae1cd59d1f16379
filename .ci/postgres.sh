#!/usr/bin/env bash
# Install (if needed) and start PostgreSQL, create a fresh test database, print its URL.
# CI runs as root on Debian 12; the web tests read the URL from BRIDGEWHIST_TEST_POSTGRES_URL.
set -euo pipefail
if ! command -v pg_ctlcluster >/dev/null 2>&1; then
  apt-get update -q >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -q postgresql >&2
fi
version="$(ls /usr/lib/postgresql | sort -n | tail -1)"
if ! pg_lsclusters -h | grep -q "^$version main "; then
  pg_createcluster "$version" main >&2
fi
if ! pg_lsclusters -h | grep -q "^$version main .* online"; then
  pg_ctlcluster "$version" main start >&2
fi
port="$(pg_lsclusters -h | awk -v v="$version" '$1 == v && $2 == "main" {print $3}')"
psql_do() { su postgres -c "psql -p $port -v ON_ERROR_STOP=1 -tAc \"$1\"" >&2; }
if ! su postgres -c "psql -p $port -tAc \"SELECT 1 FROM pg_roles WHERE rolname = 'bridgewhist'\"" | grep -q 1; then
  psql_do "CREATE ROLE bridgewhist LOGIN PASSWORD 'bridgewhist'"
fi
psql_do "DROP DATABASE IF EXISTS bridgewhist_test"
psql_do "CREATE DATABASE bridgewhist_test OWNER bridgewhist"
echo "postgresql://bridgewhist:bridgewhist@127.0.0.1:$port/bridgewhist_test"
