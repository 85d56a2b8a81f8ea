#!/usr/bin/env bash
# Installs Lighthouse 13 and the Node 22 it needs into .ci/lighthouse/node_modules, for the full
# run's Agentic Browsing check (e2e/lighthouse.spec.ts). The suite's own Node is older, so Lighthouse
# gets a Node binary of its own, the platform package of the `node` package (whose install script npm
# blocks). .ci/install-test-deps.sh runs this in the full run only; a change run never needs it.
set -euo pipefail
cd "$(dirname "$0")/lighthouse"
npm install --no-audit --no-fund --prefer-offline
