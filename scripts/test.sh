#!/usr/bin/env bash
# The README's test command: installs what the tests need on a fresh Debian
# machine (Chromium and gofmt from apt, npm packages from the lock file), then
# runs the whole suite with `npm test`. nginx (with Debian's brotli_static module) serves
# the builds to the browser tests with the generated production config.
set -euo pipefail
cd "$(dirname "$0")/.."

# Debian packages: Chromium for the browser tests, gofmt (golang-go) to check Go samples,
# nginx and its brotli_static module to serve the builds as production does.
packages=()
[[ -x /usr/bin/chromium ]] || packages+=(chromium fonts-liberation)
command -v gofmt > /dev/null || packages+=(golang-go)
command -v nginx > /dev/null || [[ -x /usr/sbin/nginx ]] || packages+=(nginx-light)
[[ -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ]] || packages+=(libnginx-mod-http-brotli-static)
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
npm install --no-audit --no-fund
npm test
