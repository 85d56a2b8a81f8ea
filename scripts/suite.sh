#!/usr/bin/env bash
# `npm test`, the whole suite (scripts/test.sh installs what it needs first). Each step is timed and
# the times are printed at the end, pass or fail. Each search mode is built once: the local build
# here, the hosted one by build:hosted-fixture; the browser tests serve both and build nothing.
set -euo pipefail
cd "$(dirname "$0")/.."

times=()
step() {
  local name=$1 started=$SECONDS
  shift
  "$@"
  times+=("$(printf '%-46s %5d s' "$name" $((SECONDS - started)))")
}
report() {
  local status=$?
  printf '\nSuite steps (wall time):\n'
  printf '  %s\n' "${times[@]}"
  printf '  %-46s %5d s\n' 'total' "$SECONDS"
  exit "$status"
}
trap report EXIT

# The unit tests and the hosted-search build side by side: neither reads what the other writes
# (the build writes build-hosted/ and .docusaurus/; the unit tests read build/ and copies of the
# sources), and each leaves part of the two cores idle.
unit_and_hosted_build() {
  local log=test-results/build-hosted.log
  mkdir -p test-results
  npm run build:hosted-fixture > "$log" 2>&1 &
  local build=$!
  local unit=0
  npm run test:unit || unit=$?
  local hosted=0
  wait "$build" || hosted=$?
  tail -n 5 "$log"
  if (( hosted != 0 )); then
    cat "$log"
    echo "The hosted-search build failed (log above, and in $log)."
  fi
  (( unit == 0 && hosted == 0 ))
}

step 'gen:api' npm run gen:api
step 'typecheck' npx tsc --noEmit
step 'lint' npm run lint
step 'check:samples' npm run check:samples
step 'build (local search)' npx docusaurus build
step 'gen:server-config' npm run gen:server-config
step 'unit tests + build (hosted search), side by side' unit_and_hosted_build
step 'browser tests' npm run test:e2e
