#!/usr/bin/env bash
# Make sure a Redis server the Celery tests and benchmark can start is installed (Debian's
# `redis-server` package). The tests start their own throwaway server on 127.0.0.1 and a free port;
# a service the package may start on 6379 is never used.
# Idempotent: a fast no-op when redis-server (or $RAGEVAL_REDIS_SERVER) is already there.
# Prints the redis-server path on stdout (the tests read it); messages go to stderr.
set -euo pipefail

find_redis() {
  if [ -n "${RAGEVAL_REDIS_SERVER:-}" ] && [ -x "$RAGEVAL_REDIS_SERVER" ]; then
    echo "$RAGEVAL_REDIS_SERVER"; return 0
  fi
  local found
  if found="$(command -v redis-server 2>/dev/null)"; then echo "$found"; return 0; fi
  # root's PATH may lack /usr/sbin-style locations in minimal images; Debian installs here
  if [ -x /usr/bin/redis-server ]; then echo /usr/bin/redis-server; return 0; fi
  return 1
}

if redis="$(find_redis)"; then
  echo "$redis"
  exit 0
fi

if ! command -v apt-get >/dev/null 2>&1; then
  echo "celery_test_setup: redis-server is missing and apt-get is not available; install Redis and set RAGEVAL_REDIS_SERVER" >&2
  exit 1
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo -n"; else
    echo "celery_test_setup: need root (or passwordless sudo) to apt-get install redis-server" >&2
    exit 1
  fi
fi
echo "celery_test_setup: installing Debian redis-server (apt-get)..." >&2
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends redis-server >/dev/null
if ! redis="$(find_redis)"; then
  echo "celery_test_setup: apt-get finished but redis-server is still missing" >&2
  exit 1
fi
"$redis" --version >&2 || true
echo "$redis"
