#!/usr/bin/env bash
# Installs the Debian packages the tests need when they are missing, then the npm packages.
# scripts/test.sh runs it before the suite; CI's jobs run it on their own.
set -euo pipefail
cd "$(dirname "$0")/.."

# Chromium for the browser tests (most run on its headless shell: test/support/chromium.ts), gofmt
# (golang-go) to check Go samples, nginx and its brotli_static module to serve the builds to the
# browser tests as production does; curl, jq and Python with requests (python3-requests: no Python
# package registry is needed) to run the code samples against the API mock
# (npm run check:samples -- --run); Java for the Nu HTML checker (vnu-jar).
packages=()
[[ -x /usr/bin/chromium ]] || packages+=(chromium fonts-liberation)
[[ -x /usr/bin/chromium-headless-shell ]] || packages+=(chromium-headless-shell)
command -v gofmt > /dev/null || packages+=(golang-go)
command -v curl > /dev/null || packages+=(curl)
command -v jq > /dev/null || packages+=(jq)
python3 -c 'import requests' 2> /dev/null || packages+=(python3 python3-requests)
command -v nginx > /dev/null || [[ -x /usr/sbin/nginx ]] || packages+=(nginx-light)
[[ -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ]] || packages+=(libnginx-mod-http-brotli-static)
command -v java > /dev/null || packages+=(default-jre-headless)
if (( ${#packages[@]} > 0 )); then
  echo "Installing ${packages[*]} from apt..."
  SUDO=""
  [[ $(id -u) -ne 0 ]] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${packages[@]}"
fi

# `npm install`, not `npm ci`: this machine's registry lacks the optional macOS and Windows
# builds of @swc/core, @swc/html and rollup, so the lock file cannot list them and `npm ci`'s
# strict lock check fails. `npm install` still installs the locked versions.
# --prefer-offline: what npm's cache already holds is used without asking the registry whether it is
# stale (the lock file pins each version and its integrity hash); what it lacks is still fetched, so a
# fresh machine installs as before. The upgrade drill, which asks for `latest`, does not go through here.
npm install --no-audit --no-fund --prefer-offline

# Lighthouse 13 and its Node 22, for the full run's Agentic Browsing check only (a change run skips
# that test, so it never waits for this install).
if [[ ${SUITE_SCOPE:-change} == full ]]; then
  bash .ci/install-lighthouse.sh
fi
