#!/usr/bin/env bash
# Make sure a Chromium the UI test can drive is installed (Debian's `chromium` package).
# Idempotent: a fast no-op when /usr/bin/chromium (or $RAGEVAL_CHROMIUM) is already there.
# Playwright drives this system browser via executable_path; it never downloads its own.
set -euo pipefail
CHROMIUM="${RAGEVAL_CHROMIUM:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then
  exit 0
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "ui_test_setup: $CHROMIUM is missing and apt-get is not available; install Chromium and set RAGEVAL_CHROMIUM" >&2
  exit 1
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo -n"; else
    echo "ui_test_setup: need root (or passwordless sudo) to apt-get install chromium" >&2
    exit 1
  fi
fi
echo "ui_test_setup: installing Debian chromium (apt-get)..." >&2
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends chromium >/dev/null
if [ ! -x "$CHROMIUM" ]; then
  echo "ui_test_setup: apt-get finished but $CHROMIUM is still missing" >&2
  exit 1
fi
"$CHROMIUM" --version >&2 || true
