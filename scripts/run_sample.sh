#!/usr/bin/env bash
# One command: set up, then run the nightly evaluation of the bundled sample suite (offline).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
exec .venv/bin/rageval run --suite sample "$@"
