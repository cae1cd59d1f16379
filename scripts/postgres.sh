#!/usr/bin/env bash
# A private PostgreSQL for a test run or a benchmark, never the machine's own: its cluster lives in
# a directory of its own, on a free port of the loopback, with trusted connections on 127.0.0.1
# only and, for the tests, without fsync (their data need not survive the machine). Debian's
# server binaries (/usr/lib/postgresql/<version>/bin, the newest); as root the cluster runs as
# the `postgres` user (initdb refuses root), else as the user running this.
#   bash scripts/postgres.sh bin         print the binaries' directory (status 1 when there are none)
#   bash scripts/postgres.sh start [--durable] DIR
#       make a cluster in the empty directory DIR (from mktemp -d under /tmp), start it, create the
#       database bridgewhist_test and print its URL (the role is the superuser, postgres);
#       --durable keeps initdb's settings (fsync on, 100 connections), as for the benchmarks
#   bash scripts/postgres.sh stop DIR    stop that cluster if it runs and remove DIR (always safe to call)
set -euo pipefail

bin_dir() {
  local best="" best_version=-1 dir version
  for dir in /usr/lib/postgresql/*/bin; do
    version="${dir#/usr/lib/postgresql/}"
    version="${version%/bin}"
    if [[ "$version" =~ ^[0-9]+$ ]] && [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ] \
        && ((version > best_version)); then
      best="$dir"
      best_version="$version"
    fi
  done
  [ -n "$best" ] || return 1
  echo "$best"
}

# Run a server binary as the cluster's owner: the postgres user when we are root.
as_owner() {
  if [ "$(id -u)" = 0 ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

free_port() {
  python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

start() {
  local settings="-c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200"
  if [ "${1:-}" = --durable ]; then settings=""; shift; fi
  local dir="${1:?usage: postgres.sh start [--durable] DIR}" bin port
  if ! bin="$(bin_dir)"; then
    echo "postgres.sh: no PostgreSQL server binaries (initdb) in /usr/lib/postgresql" >&2
    exit 1
  fi
  if [ ! -d "$dir" ] || [ -n "$(ls -A "$dir")" ]; then
    echo "postgres.sh: $dir is not an empty directory" >&2
    exit 1
  fi
  if [ "$(id -u)" = 0 ]; then
    chown postgres:postgres "$dir"
  fi
  chmod 700 "$dir"
  as_owner "$bin/initdb" -D "$dir/data" -A trust -U postgres --no-sync -E UTF8 >"$dir/initdb.log" 2>&1 || {
    cat "$dir/initdb.log" >&2; exit 1; }
  for _ in 1 2 3; do   # a port found free may be taken before the server binds it: try another
    port="$(free_port)"
    if as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w \
        -o "-p $port -k $dir -c listen_addresses=127.0.0.1 $settings" start >/dev/null; then
      "$bin/createdb" -h 127.0.0.1 -p "$port" -U postgres bridgewhist_test
      echo "postgresql://postgres@127.0.0.1:$port/bridgewhist_test"
      return 0
    fi
  done
  cat "$dir/log" >&2
  exit 1
}

stop() {
  local dir="$1" bin
  if [ -f "$dir/data/postmaster.pid" ] && bin="$(bin_dir)"; then
    as_owner "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null ||
      as_owner "$bin/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null
  fi
  rm -rf "$dir"
}

case "${1:-}" in
  bin) bin_dir ;;
  start) shift; start "$@" ;;
  stop) stop "${2:?usage: postgres.sh stop DIR}" ;;
  *) echo "usage: bash scripts/postgres.sh bin | start [--durable] DIR | stop DIR" >&2; exit 2 ;;
esac
