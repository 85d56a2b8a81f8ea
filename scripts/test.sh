#!/usr/bin/env bash
# The README's test command: installs what the tests need on a fresh Debian
# machine (Chromium from apt, npm packages from the lock file), then runs the
# whole suite with `npm test`.
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ ! -x /usr/bin/chromium ]]; then
  echo "Installing Debian Chromium for the browser tests..."
  SUDO=""
  [[ $(id -u) -ne 0 ]] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-liberation
fi

npm ci --no-audit --no-fund
npm test
