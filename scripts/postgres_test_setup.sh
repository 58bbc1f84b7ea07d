#!/usr/bin/env bash
# Make sure a PostgreSQL server the Postgres-instance test can start is installed (Debian's
# `postgresql` package: initdb / pg_ctl / postgres under /usr/lib/postgresql/<ver>/bin, and the
# `postgres` system user the server runs as — it refuses to run as root).
# Idempotent: a fast no-op when the binaries and the user are already there.
# Prints the bin directory on stdout (the test reads it); messages go to stderr.
set -euo pipefail

find_bindir() {
  if [ -n "${RAGEVAL_PG_BINDIR:-}" ] && [ -x "$RAGEVAL_PG_BINDIR/initdb" ] && [ -x "$RAGEVAL_PG_BINDIR/pg_ctl" ]; then
    echo "$RAGEVAL_PG_BINDIR"; return 0
  fi
  local dir
  # newest Debian cluster version first
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -t/ -k5 -V -r); do
    if [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ] && [ -x "$dir/postgres" ]; then
      echo "$dir"; return 0
    fi
  done
  local initdb
  if initdb="$(command -v initdb 2>/dev/null)" && command -v pg_ctl >/dev/null 2>&1; then
    dirname "$(readlink -f "$initdb")"; return 0
  fi
  return 1
}

if bindir="$(find_bindir)" && id -u postgres >/dev/null 2>&1; then
  echo "$bindir"
  exit 0
fi

if ! command -v apt-get >/dev/null 2>&1; then
  echo "postgres_test_setup: initdb/pg_ctl are missing and apt-get is not available; install PostgreSQL and set RAGEVAL_PG_BINDIR" >&2
  exit 1
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo -n"; else
    echo "postgres_test_setup: need root (or passwordless sudo) to apt-get install postgresql" >&2
    exit 1
  fi
fi
echo "postgres_test_setup: installing Debian postgresql (apt-get)..." >&2
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
# The package's postinst creates (and starts, where a service manager runs) a default cluster on
# port 5432; the test never uses it — it runs its own throwaway cluster on a free port.
$SUDO apt-get install -y -qq --no-install-recommends postgresql >/dev/null
if ! bindir="$(find_bindir)"; then
  echo "postgres_test_setup: apt-get finished but initdb/pg_ctl are still missing under /usr/lib/postgresql/*/bin" >&2
  exit 1
fi
if ! id -u postgres >/dev/null 2>&1; then
  echo "postgres_test_setup: the 'postgres' system user is missing after installing postgresql" >&2
  exit 1
fi
"$bindir/postgres" --version >&2 || true
echo "$bindir"
