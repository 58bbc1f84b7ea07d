#!/usr/bin/env bash
# One command: set up, then run the whole test suite (offline, ~minutes on 2 cores).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
# the Celery tests start their own Redis: Debian's redis-server, installed here when missing
if ! bash scripts/celery_test_setup.sh >/dev/null; then
  echo "test.sh: redis-server could not be installed; the Celery tests will fail and say why" >&2
fi
export HF_HUB_OFFLINE=1 TRANSFORMERS_OFFLINE=1 TOKENIZERS_PARALLELISM=false
# a private temp root: pytest prunes older session folders under a shared root, which would delete
# the files of another test session running at the same time on this machine
# (removed when the run ends: a nightly run must not leave a few hundred MB behind each time)
if [ -z "${PYTEST_DEBUG_TEMPROOT:-}" ]; then
  PYTEST_DEBUG_TEMPROOT="$(mktemp -d -t rageval-pytest-XXXXXX)"
  trap 'rm -rf "$PYTEST_DEBUG_TEMPROOT"' EXIT
fi
export PYTEST_DEBUG_TEMPROOT
# two test files at a time (pytest-xdist; each file's tests stay in one process, so a module's servers
# and fixtures are set up once): most tests wait on servers and subprocesses, which overlap well on
# 2 cores. RAGEVAL_TEST_PROCESSES=0 runs them in this process; an -n of your own overrides it.
status=0
.venv/bin/python -m pytest -n "${RAGEVAL_TEST_PROCESSES:-2}" --dist loadfile "$@" || status=$?
exit "$status"
