#!/usr/bin/env bash
# The README's test command: installs what the tests need on a fresh Debian machine
# (scripts/install-test-deps.sh), then runs the whole suite with `npm test`.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-test-deps.sh
npm test
