#!/usr/bin/env bash
# `npm test`, the whole suite (scripts/test.sh installs what it needs first). Each step is timed and
# the times are printed at the end, pass or fail. Each search mode is built once: the local build
# here (which writes its server files too), the hosted one by build:hosted-fixture; the browser
# tests serve both (Playwright's webServer, `npm run serve:prod`) and build nothing.
set -euo pipefail
cd "$(dirname "$0")/.."

# SUITE_SCOPE=full (npm run test:full, the nightly workflow) runs everything; a change run, the default
# (and CI's on every push and pull request), leaves out what the runners' configs declare
# (scripts/lib/suiteScope.ts lists them): the browser tests and sample runs tagged @full that the change
# does not reach, the bad-input rows Vitest's --changed does not choose.
echo "Suite scope: ${SUITE_SCOPE:-change}"

# The CPU time each step costs. `times` (what this shell's waited-for children used) misses most of
# the browser step: the time of Chromium's renderer and GPU processes does not reach this shell.
# Where this shell may make a cgroup of its own (root on cgroup v1's cpuacct), the suite runs in one
# and reads its usage, which counts every process started inside; elsewhere it reads the whole
# machine's busy time from /proc/stat, which on a fresh CI machine is the suite's, and says so, since
# on a shared machine it counts other jobs too.
cpu_group=/sys/fs/cgroup/cpuacct/apipie-suite-$$
if mkdir "$cpu_group" 2> /dev/null && echo $$ > "$cpu_group/tasks" 2> /dev/null; then
  cpu_source='every process the suite started (its own cgroup)'
  # Sets cpu_now in hundredths of a second; a function called as $(...) would run in a subshell.
  read_cpu() { cpu_now=$(($(< "$cpu_group/cpuacct.usage") / 10000000)); }
else
  rmdir "$cpu_group" 2> /dev/null || true
  cpu_group=
  cpu_source="the whole machine's busy time (/proc/stat; other jobs on it count too)"
  clock_ticks=$(getconf CLK_TCK)
  read_cpu() {
    local _ user nice system _idle _iowait irq softirq steal
    read -r _ user nice system _idle _iowait irq softirq steal _ < /proc/stat
    cpu_now=$(((user + nice + system + irq + softirq + steal) * 100 / clock_ticks))
  }
fi
read_cpu
suite_cpu=$cpu_now

times=()
step() {
  local name=$1 started=$SECONDS cpu status=0
  read_cpu
  cpu=$cpu_now
  shift
  "$@" || status=$?
  read_cpu
  times+=("$(printf '%-68s %5d s %6d s' "$name" $((SECONDS - started)) $(((cpu_now - cpu) / 100)))")
  # As it ends too, so a run stopped before the end still shows its steps' times.
  printf '\nStep done (wall, CPU): %s\n' "${times[-1]}"
  return "$status"
}
report() {
  local status=$?
  read_cpu
  printf '\nSuite steps (wall time, then CPU time: %s, on %d cores):\n' "$cpu_source" "$(nproc)"
  printf '  %s\n' "${times[@]}"
  printf '  %-68s %5d s %6d s\n' 'total' "$SECONDS" $(((cpu_now - suite_cpu) / 100))
  if [[ -n $cpu_group ]]; then
    # Back to the parent group, so the suite's group can go once nothing runs in it.
    echo $$ > "${cpu_group%/*}/tasks" 2> /dev/null || true
    rmdir "$cpu_group" 2> /dev/null || true
  fi
  exit "$status"
}
trap report EXIT

# Runs commands side by side, each given as a name and a command line: each one's output goes to
# test-results/<name>.log and is printed once all have ended, in the order given. Fails if any failed.
side_by_side() {
  mkdir -p test-results
  local names=() pids=() status=0
  while (($#)); do
    bash -c "$2" > "test-results/$1.log" 2>&1 &
    names+=("$1")
    pids+=($!)
    shift 2
  done
  for i in "${!pids[@]}"; do
    local code=0
    wait "${pids[$i]}" || code=$?
    printf '\n--- %s (exit %d; also in test-results/%s.log) ---\n' "${names[$i]}" "$code" "${names[$i]}"
    cat "test-results/${names[$i]}.log"
    ((code == 0)) || status=1
  done
  return "$status"
}

# A change run gives Vitest the change's base (`--changed`): it runs the bad-input rows that vary a fault
# (the project bad-input-touched) when the change touches their code or a file they break
# (vitest.config.ts); with no base known (no git, a shallow clone) it runs them all. Playwright finds the
# change itself (playwright.config.ts's grepInvert): of the tests tagged @full, it keeps those tagged with
# what the change reaches, its pages' browser checks and its templates' screenshots (every template's when
# no base is known).
touched_rows='npx vitest run --project bad-input-touched'
if [[ ${SUITE_SCOPE:-change} != full ]] && change_base=$(npx tsx scripts/lib/suiteScope.ts); then
  touched_rows+=" --changed '$change_base' --passWithNoTests"
fi

step 'gen:api' npm run gen:api
# Nothing here needs a build, and none writes what another reads (the unit tests' bad-input table
# builds copies of the site in temporary folders): a broken source fails before the build.
# The Vitest project `samples` checks every code sample and runs them against a mock of the API (the API
# pages' samples need the docs/api/ that gen:api wrote): in a change run the first of each runtime and
# those of the pages the change touches (all of them when it touches what every run depends on: the
# config's testNamePattern, scripts/lib/suiteScope.ts); the full run all of them, about 460 runs, nearly
# all their CPU in starting bash, Python and Node processes.
# The bad-input table (a Vitest project of its own) runs beside the other source tests: it waits on the
# commands it starts, and in the same Vitest it would hold up the files one worker runs one by one.
step 'typecheck + lint + code samples + unit tests (source) + bad-input table, side by side' side_by_side \
  typecheck 'npx tsc --noEmit' \
  lint 'npm run lint' \
  samples 'npx vitest run --project samples' \
  unit-source 'npx vitest run --project source' \
  bad-input "npm run test:unit:bad-input && $touched_rows"
# The package's build script, which gives Node its flags; gen:api (its prebuild) ran above.
step 'build (local search)' npm run build --ignore-scripts
# Side by side, as neither reads what the other writes (the build writes build-hosted/ and .docusaurus/;
# these unit tests read build/), and each leaves part of the two cores idle.
step 'unit tests (built) + build (hosted search), side by side' side_by_side \
  build-hosted 'npm run build:hosted-fixture' \
  unit-built 'npm run test:unit:built'
# Both Playwright projects: `site`, and `visual`, the screenshot baselines of every template (e2e/visual/).
step 'browser tests' npm run test:e2e
