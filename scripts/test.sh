#!/usr/bin/env bash
# The README's test command: installs what the tests need on a fresh Debian machine
# (.ci/install-test-deps.sh), then runs the whole suite with `npm test`, which prints the
# time of each of its steps (.ci/suite.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
bash .ci/install-test-deps.sh
echo "Installing what the tests need took ${SECONDS} s."
npm test
